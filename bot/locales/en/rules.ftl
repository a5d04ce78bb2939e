# Why the rules refuse an action: written from the games' own English templates (`games::refusal`).

## Every game
refusal-game-over = The game is over.

## Jungle
refusal-jungle-two-seats = Jungle has only two seats, Blue and Red.
refusal-jungle-not-your-turn = It is { $side }'s turn.
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
