# Jungle's words in English: its name and help, seats and board, refusals, notes and ways of ending.

## The game
game-jungle = Jungle
about-summary-jungle = Dou Shou Qi: eight animals a side; enter the enemy den to win.
about-rules-jungle =
    Jungle (Dou Shou Qi): 7 files a-g by 9 ranks. Blue starts at the bottom and moves first.
    Pieces, strongest first: 8 elephant, 7 lion, 6 tiger, 5 leopard, 4 wolf, 3 dog, 2 cat, 1 rat.
    Move one piece one square up, down, left or right. Capture by moving onto an enemy piece of equal or lower rank. The rat takes the elephant; the elephant never takes the rat, except in the elephant's own traps.
    Water (b4-c6, e4-f6): only the rat swims. A rat leaving the water captures nothing, and nothing on land captures a rat in the water; rats in the water may take each other.
    The lion and the tiger jump straight across a lake to the first land square, capturing there by rank; a rat in the water on the way blocks the jump.
    Traps (c1 d2 e1 for Blue, c9 d8 e9 for Red): an enemy piece on one of your traps can be taken by any of your pieces. Your own traps do nothing for the other side.
    You may not enter your own den. Win by entering the enemy den (d1 or d9), by capturing every enemy piece, or when the opponent has no legal move.
    Repetition: you may not make a position for the third time if your moving piece could capture the piece your opponent just moved.
    Moves: two squares, like g3g4 (also G3-G4, g3 g4, e3xe7), or a rank digit and the square, like 1-g4 or 8xb3.
about-option-jungle-dog-above-wolf = The dog is rank 4 and the wolf rank 3; the animals keep their starting squares.
about-option-jungle-rat-water-capture = Which rat captures across the shore are allowed: none, from land into the water, or both ways.
about-option-jungle-any-trap-weakens = A piece on any trap, its own side's included, can be taken by any enemy piece.
about-option-jungle-elephant-never-takes-rat = The elephant may not take the rat even in the elephant's own traps.
about-option-jungle-tiger-jumps-vertically-only = The tiger jumps only along the files; the lion keeps every jump.
about-option-jungle-anti-shuffle-7-3 = A piece may not reach the same square a third time within seven of its consecutive moves.
about-option-jungle-anti-shuffle-17-5 = A piece may not make 17 consecutive moves within 5 or fewer squares.
about-option-jungle-no-capture-draw-plies = The game is drawn after that many consecutive plies without a capture (100 is usual).

## Seats, boards and badges
seat-jungle-blue = Blue
seat-jungle-red = Red
board-jungle = jungle

## Refusals and names
refusal-jungle-no-piece = There is no piece on { $square }; pick one of your own pieces to move.
refusal-jungle-not-your-piece = The piece on { $square } is { $owner }'s { $piece }; you play { $side }.
refusal-jungle-not-legal = { $move } is not a legal move for your { $piece }: { $reason }.
refusal-jungle-unreadable = "{ $text }" is not a move: write the two squares, like g3g4, or a rank digit and the square, like 1-g4.
refusal-jungle-no-rank = There is no rank { $rank }; ranks run from 1 to 8.
refusal-jungle-rank-captured = Your { $piece } (rank { $rank }) has been captured; move another piece.
refusal-jungle-same-square = it has to move to another square
refusal-jungle-tiger-files = with this game's options the tiger jumps only along the files
refusal-jungle-not-diagonal = it moves one square up, down, left or right, never diagonally
refusal-jungle-step-or-jump = it moves one square, or jumps straight across a lake to the first land square
refusal-jungle-one-square = it moves one square
refusal-jungle-water = only the rat may enter the water
refusal-jungle-own-den = no piece may enter its own den
refusal-jungle-own-piece = your own { $piece } stands there
refusal-jungle-rat-leaving-water = a rat coming out of the water cannot capture anything
refusal-jungle-into-water = a piece on land cannot capture a rat in the water
refusal-jungle-water-rat-elephant = a rat in the water cannot capture the elephant
refusal-jungle-elephant-spares-rat = the elephant cannot capture the rat outside its own traps
refusal-jungle-outranked = the { $side } { $piece } outranks your { $mover }
refusal-jungle-rat-blocks-jump = a rat in the water blocks the jump
refusal-jungle-repetition = it would bring about a position for the third time, and your { $mover } can capture the { $side } { $piece } that just moved
refusal-jungle-seven-three = under the 7-3 rule it may not reach { $square } a third time within seven moves in a row
refusal-jungle-seventeen-five = under the 17-5 rule it may not make 17 moves in a row within 5 or fewer squares
piece-jungle-rat = rat
piece-jungle-cat = cat
piece-jungle-dog = dog
piece-jungle-wolf = wolf
piece-jungle-leopard = leopard
piece-jungle-tiger = tiger
piece-jungle-lion = lion
piece-jungle-elephant = elephant

## Notes
note-jungle-plain = { $move }
note-jungle-move = { $piece } { $from }-{ $to }{ $notes }
note-jungle-capture = { $piece } { $from }x{ $to }{ $notes }
note-jungle-piece = { $side } { $animal }
note-jungle-nothing = { "" }
note-jungle-notes = { " " }({ $list })
note-jungle-list = { $first }, { $rest }
note-jungle-jump = jump
note-jungle-takes = takes { $piece }
note-jungle-enters-den = enters the den, wins
note-jungle-rat = Rat
note-jungle-cat = Cat
note-jungle-dog = Dog
note-jungle-wolf = Wolf
note-jungle-leopard = Leopard
note-jungle-tiger = Tiger
note-jungle-lion = Lion
note-jungle-elephant = Elephant
note-jungle-drawn-no-capture = The game is drawn: too many plies in a row without a capture.
note-jungle-den = { $winner } wins by entering { $loser }'s den.
note-jungle-all-captured = { $winner } wins by capturing every one of { $loser }'s pieces.

## Endings
end-den = by entering the den
end-all-captured = by capturing every piece
## View lines
view-jungle-last = Last: { $side } { $animal } { $from }-{ $to }
view-jungle-last-takes = Last: { $side } { $animal } { $from }x{ $to } takes { $taken-side } { $taken }
