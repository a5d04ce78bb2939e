# Why the rules refuse an action: written from the games' own English templates (`games::refusal`).

## Every game
refusal-game-over = The game is over.
refusal-not-your-turn = It is { $side }'s turn.

## Jungle
refusal-jungle-two-seats = Jungle has only two seats, Blue and Red.
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

## Junqi, Junqi4 and Fanqi
refusal-junqi-off-board = That point is not on the board.
refusal-junqi-no-colour = Your colour is not fixed yet, so you have no pieces to move: flip a piece or pass.
refusal-junqi-no-piece = There is no piece on { $square }.
refusal-junqi-face-down = The piece on { $square } is face down; flip it before it can move.
refusal-junqi-not-yours = The piece on { $square } is not yours.
refusal-junqi-never-moves = Your { $piece } on { $square } never moves.
refusal-junqi-headquarters = A piece on a headquarters never moves again, so the one on { $square } stays.
refusal-junqi-target-face-down = The piece on { $square } is face down, and face-down pieces cannot be attacked.
refusal-junqi-own-piece = Your own piece stands on { $square }.
refusal-junqi-partner-piece = Your partner's piece stands on { $square }.
refusal-junqi-camp = The piece on { $square } is in a camp and cannot be attacked.
refusal-junqi-not-legal = { $from }-{ $to } is not a legal move: a piece steps along one road or railroad link, or runs along a clear railroad.
refusal-junqi-nothing-to-flip = There is no face-down piece on { $square } to flip.
refusal-junqi-in-setup = The pieces are still being set up; use swap, flag, random, setup, ready or unready.
refusal-junqi-in-play = The game is in play; setup commands are over.
refusal-junqi-not-ready = You are not ready yet; say ready when your setup is done.
refusal-junqi-ready-already = You are ready already. Say unready to change your setup while your opponent are not all ready.
refusal-junqi-ready-already-all = You are ready already. Say unready to change your setup while the others are not all ready.
refusal-junqi-swap-own-arm = Swap two points of your own arm ({ $arm }11 to { $arm }65).
refusal-junqi-swap-own-half = Swap two points of your own half (ranks { $first } to { $last }).
refusal-junqi-swap-camp = Camps stay empty during setup; swap two posts or headquarters.
refusal-junqi-swap-same = Both points hold the same kind of piece, so swapping them changes nothing.
refusal-junqi-not-started = The game has not started yet, so { $what } is not possible; an unfinished setup cancels the game.
doing-junqi-resign = resigning
doing-junqi-draw = a draw
doing-junqi-time-out = a time-out
refusal-junqi-resign-early = Resigning is allowed from turn { $earliest } on; this is turn { $turn }.
refusal-junqi-draw-early = Draw offers are allowed from turn { $earliest } on; this is turn { $turn }.
refusal-junqi-already-out = { $side } is already out of the game.
refusal-junqi-not-timed = It is { $side }'s turn, so { $seat } cannot run out of time.
refusal-junqi-swap-usage = Write swap with two points of your own arm, like "swap { $example }".
refusal-junqi-flip-point = "{ $point }" is not a point; write flip c4.
refusal-junqi-flip-usage = Write flip with one point, like "flip c4".
refusal-junqi-unreadable = "{ $text }" is not an action; write a move like a6-a7, or pass (during setup: swap, flag, random, setup, ready or unready).
refusal-junqi4-unreadable = "{ $text }" is not an action; write a move like S31-S21 or W13-C21, or pass (during setup: swap, flag, random, setup, ready or unready).
refusal-fanqi-unreadable = "{ $text }" is not an action; write flip c4, a move like a6-a7, or pass.
piece-junqi-marshal = Marshal
piece-junqi-general = General
piece-junqi-major-general = Major General
piece-junqi-brigadier = Brigadier
piece-junqi-colonel = Colonel
piece-junqi-lieutenant-colonel = Lieutenant Colonel
piece-junqi-captain = Captain
piece-junqi-platoon-leader = Platoon Leader
piece-junqi-engineer = Engineer
piece-junqi-bomb = Bomb
piece-junqi-mine = Mine
piece-junqi-flag = Flag

## Cetkaik
refusal-cetkaik-not-your-turn = It is the { $side }'s turn.
