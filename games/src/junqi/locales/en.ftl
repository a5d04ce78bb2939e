# The words of Junqi, Junqi for four and Blind Junqi in English: names and help, seats, boards and
# badges, refusals, notes, view lines and ways of ending.

## The game
game-junqi = Junqi
game-junqi4 = Junqi for four
game-fanqi = Blind Junqi
about-summary-junqi = Luzhanqi for two: hidden ranks, the bot as umpire; capture the enemy flag.
about-rules-junqi = Junqi (Luzhanqi) for two: each side secretly sets up 25 pieces, then moves one piece a turn along roads (one step) or railroads (straight runs; engineers turn corners). Attacking reveals only who won: the higher rank wins, equal ranks and bombs remove both, mines stop all but engineers, pieces in camps are safe and pieces on headquarters never move again. When a Marshal dies, its side's flag is shown. Capture the enemy flag to win. Four passes each; the fifth resigns. 40 turns without an attack draw the game.
about-rules-junqi-2 =
    Pieces, strongest first, with the digit or letter that stands for them on private boards and in setup strings (how many each side has): 9 Marshal (1), 8 General (1), 7 Major General (2), 6 Brigadier (2), 5 Colonel (2), 4 Lieutenant Colonel (2), 3 Captain (3), 2 Platoon Leader (3), 1 Engineer (3), B Bomb (2), M Mine (3), F Flag (1).
    Points: files a to e from South's left, ranks 1 to 12 from South's back row; South holds ranks 1-6, North ranks 7-12. Headquarters: b1 and d1 (South), b12 and d12 (North). Camps: b3 d3 c4 b5 d5 and b8 d8 c9 b10 d10.
    Moves: the two points, like a6-a7 (also a6a7 or a6 a7); an attack is written a6xa7.
    Setup: every point of your half but its five camps holds one piece; the flag stands on one of your headquarters; mines only on your back two rows; no bomb on your front row. A setup string gives your six rows front row first, five characters each from your own left, with '.' for the camps.
about-word-junqi-swap = exchange the pieces on two points of your own half or arm
about-word-junqi-flag = move the flag to the other headquarters
about-word-junqi-random = a fresh random valid setup
about-word-junqi-setup = load a whole setup
about-word-junqi-ready = your setup is done; play starts when every player is ready
about-word-junqi-unready = arrange your pieces again while the others are not all ready
about-word-junqi-pass = give up your turn (four passes each; the fifth resigns)
about-option-junqi-all-turn = Every movable piece may turn corners on the railroad.
about-option-junqi-c-crossing = Whether the middle frontline crossing c6-c7 is a railroad or a road.
about-option-junqi-draw-offer-cooldown = Turns a player waits after a refused draw offer before offering again.
about-option-junqi-earliest-resign = Resignations and draw offers are refused before this turn.
about-option-junqi-engineer-takes-flag = Whether an engineer may take the flag.
about-option-junqi-engineers-turn = Whether engineers may turn corners on the railroad.
about-option-junqi-explosive-mines = A piece other than an engineer that attacks a mine is removed together with it.
about-option-junqi-first = Who moves first: South, or a side drawn at random.
about-option-junqi-flag-carrier = The enemy flag must be carried back to your own flag's headquarters to win.
about-option-junqi-flag-guarded-by-mines = A flag cannot be taken while any mine of its owner remains.
about-option-junqi-flying-bombs = Bombs may turn corners on the railroad, like engineers.
about-option-junqi-hq-exit = Pieces may leave headquarters.
about-option-junqi-no-capture-limit = Turns in a row without an attack that draw the game; 0 turns the rule off.
about-option-junqi-pass-limit = Passes each player may make; the next one resigns the game.
about-option-junqi-stuck = Whether a player with no legal move loses or passes automatically.
about-option-junqi-turn-cap = Turns after which the game is drawn; 0 turns the rule off.
about-option-junqi-visibility = Whether ranks are hidden, or public from the start.
about-summary-junqi4 = Luzhanqi on the four-armed board: two against two (or three or two players), hidden ranks.
about-rules-junqi4 = Junqi for four (四国军棋): South and North play against East and West on a cross-shaped board, each seat setting up 25 pieces in secret on its own arm. Turns go South, East, North, West. Pieces move as in the 2-player game; railroads run through the nine-point centre and round the corner arcs, where even straight-moving pieces may follow the curve. You never attack your partner. A player whose flag is captured, who resigns, passes a fifth time or has no legal move is out, and their pieces leave the board; a team wins when both opponents are out. With players=3 everyone plays alone and the last one standing wins; with players=2, South and North face each other.
about-rules-junqi4-2 =
    Points on an arm are named by its seat's letter (S, E, N, W), the row counted from the arm's front (1, next to the centre, to 6, where the headquarters are) and the column counted from the owner's left (1 to 5): S31 is the third row of South's arm, first column from South's left. Every arm has its headquarters on X62 and X64 and its camps on X22 X24 X33 X42 X44. The nine centre points are C, the row counted from South's side and the column counted from West's side (1 to 3): C11 is the south-west corner, C22 the middle.
    Example: S15-C13 runs from the front right of South's arm into the south-east corner of the centre, whose other neighbours are C12, C23 and East's front left point E11. Moves are written like that, with x for an attack: S15xC13.
about-option-junqi4-all-turn = Every movable piece may turn corners on the railroad.
about-option-junqi4-draw-offer-cooldown = Turns a player waits after a refused draw offer before offering again.
about-option-junqi4-earliest-resign = Resignations and draw offers are refused before this turn.
about-option-junqi4-engineer-takes-flag = Whether an engineer may take the flag.
about-option-junqi4-engineers-turn = Whether engineers may turn corners on the railroad.
about-option-junqi4-explosive-mines = A piece other than an engineer that attacks a mine is removed together with it.
about-option-junqi4-first = Who moves first: South, or a seat drawn at random.
about-option-junqi4-flag-guarded-by-mines = A flag cannot be taken while any mine of its owner remains.
about-option-junqi4-flying-bombs = Bombs may turn corners on the railroad, like engineers.
about-option-junqi4-hq-exit = Pieces may leave headquarters.
about-option-junqi4-no-capture-limit = Turns in a row without an attack that draw the game; 0 turns the rule off.
about-option-junqi4-pass-limit = Passes each player may make; the next one resigns.
about-option-junqi4-players = Players: 4 (South and North against East and West), 3 (each for themselves) or 2.
about-option-junqi4-stuck = Whether a player with no legal move is out or passes automatically.
about-option-junqi4-turn-cap = Turns after which the game is drawn; 0 turns the rule off.
about-option-junqi4-turn-order = Counter-clockwise (South, East, North, West) or clockwise turns.
about-option-junqi4-visibility = Whether ranks are hidden, shown to partners, or public from the start.
about-summary-fanqi = Flip Junqi: every piece starts face down, shuffled; flip, move and carry the enemy flag home.
about-rules-fanqi = Blind Junqi (翻棋): all 50 pieces lie face down on the 2-player board, shuffled by the bot; nobody knows them. A turn is a flip (turn any face-down piece up), a move of one of your own face-up pieces, or a pass. The first piece flipped gives its flipper that colour. Face-down pieces block and cannot be attacked; combat is as in Junqi, and pieces may leave headquarters. Take the enemy flag and carry it to one of your own headquarters (b1 or d1 for South, b12 or d12 for North) to win; if the carrier is removed the flag drops where it stood. Flips reset the 40-turn no-capture count.
about-rules-fanqi-2 =
    Notation: moves and attacks as in Junqi (a6-a7, a6xa7); a flip is `flip c3`, `?c3` or just the point. The record and the position strings write each piece with its colour letter before its digit or letter: R for Red and K for Black (B is the Bomb), so `?c3=K9` turned up a black Marshal.
about-word-fanqi-flip = turn a face-down piece up (also ?c3, or just the point)
about-option-fanqi-all-turn = Every movable piece may turn corners on the railroad.
about-option-fanqi-c-crossing = Whether the middle frontline crossing c6-c7 is a railroad or a road.
about-option-fanqi-draw-offer-cooldown = Turns a player waits after a refused draw offer before offering again.
about-option-fanqi-earliest-resign = Resignations and draw offers are refused before this turn.
about-option-fanqi-engineer-takes-bomb = An engineer that attacks a bomb removes it and moves in.
about-option-fanqi-engineer-takes-flag = Whether an engineer may take the flag.
about-option-fanqi-engineers-turn = Whether engineers may turn corners on the railroad.
about-option-fanqi-explosive-mines = A piece other than an engineer that attacks a mine is removed together with it.
about-option-fanqi-fanqi-colour = How colours are given: the first flip, two flips of one colour in a row, or the first engineer.
about-option-fanqi-fanqi-flag = Whether the enemy flag is carried to your own headquarters or captured outright.
about-option-fanqi-first = Who acts first: South, or a seat drawn at random.
about-option-fanqi-flag-guarded-by-mines = A flag cannot be taken while any mine of its colour remains.
about-option-fanqi-flying-bombs = Bombs (and mobile mines) may turn corners on the railroad, like engineers.
about-option-fanqi-mobile-mines = Mines move and fight as bombs.
about-option-fanqi-no-capture-limit = Turns in a row without an attack or a flip that draw the game; 0 turns the rule off.
about-option-fanqi-pass-limit = Passes each player may make; the next one resigns.
about-option-fanqi-stuck = Whether a player with no legal action loses or passes automatically.
about-option-fanqi-turn-cap = Turns after which the game is drawn; 0 turns the rule off.
about-button-junqi-flag = Flag to the other HQ
about-button-junqi-random = Random setup
about-button-junqi-ready = Ready

## Seats, boards and badges
seat-junqi-south = South
seat-junqi-east = East
seat-junqi-north = North
seat-junqi-west = West
seat-junqi-red = Red
seat-junqi-black = Black
board-junqi2 = junqi2
board-junqi2-road = junqi2-road
board-junqi4 = junqi4
board-junqi4-three = junqi4-three
board-junqi4-two = junqi4-two
badge-junqi-carries-flag = carries flag
badge-junqi-covers-flag = covers flag
badge-junqi-never-flipped = never flipped

## Refusals and names
name-game-junqi4 = Junqi4
name-game-fanqi = Fanqi
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
refusal-junqi4-not-legal = { $from }-{ $to } is not a legal move: a piece steps to a point next to it (next to { $from }: { $neighbours }), or runs along a clear railroad.
refusal-junqi-nothing-to-flip = There is no face-down piece on { $square } to flip.
refusal-junqi-in-setup = The pieces are still being set up; use swap, flag, random, setup, ready or unready.
refusal-junqi-in-play = The game is in play; setup commands are over.
refusal-junqi-not-ready = You are not ready yet; say ready when your setup is done.
refusal-junqi-ready-already = You are ready already. Say unready to change your setup while your opponent is not ready.
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
refusal-junqi-flip-point = "{ $point }" is not a point; write flip c3.
refusal-junqi-flip-usage = Write flip with one point, like "flip c3".
refusal-junqi-unreadable = "{ $text }" is not an action; write a move like a6-a7, or pass (during setup: swap, flag, random, setup, ready or unready).
refusal-junqi4-unreadable = "{ $text }" is not an action; write a move like S31-S21 or W13-C21, or pass (during setup: swap, flag, random, setup, ready or unready).
refusal-fanqi-unreadable = "{ $text }" is not an action; write flip c3, a move like a6-a7, or pass.
refusal-junqi-seats = This game has { $count } seats: { $seats }.
refusal-junqi-setup-shape = A setup string is six rows of five characters separated by '/', front row first, like 41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM.
refusal-junqi-setup-code = "{ $code }" is not a piece code; use 9 to 1, B, M, F, and '.' for camps.
refusal-junqi-setup-camp = { $point } is a camp, and camps stay empty during setup; put that piece on a post.
refusal-junqi-setup-empty = { $point } is empty, and every point but the five camps needs a piece; put one there.
refusal-junqi-setup-count = A side has exactly { $count } × { $piece } (`{ $code }`), and this setup has { $have }; give it { $count }.
refusal-junqi-setup-flag = The flag must stand on one of your headquarters, { $left } or { $right }, and { $point } is not one; say `flag` to move it there.
refusal-junqi-setup-mines = Mines stay on your back two rows (the rows of { $last } and { $before }), and { $point } is not on them; swap that mine further back.
refusal-junqi-setup-bomb = Bombs may not stand on your front row, and { $point } is on it; swap it further back.
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

## Notes
note-junqi-move = { $seat } { $from }-{ $to }
note-junqi-battle = { $seat } { $from }x{ $to } { $symbol } ({ $outcome })
note-junqi-battle-revealed = { $seat } { $from }x{ $to } { $symbol } ({ $attacker } against { $defender }: { $outcome })
note-junqi-piece = { $owner } { $piece } ({ $code })
note-junqi-symbol-attacker-won = >
note-junqi-symbol-defender-won = <
note-junqi-symbol-both-removed = =
note-junqi-attacker-won = the attacker won
note-junqi-defender-won = the defender won
note-junqi-both-removed = both pieces were removed
note-junqi-none-removed = None of your pieces was removed in that battle.
note-junqi-lost = Your { $piece } ({ $code }) on { $at } was removed.
note-junqi-flip = { $seat } flips { $at }: { $piece }.
note-junqi-pass = { $seat } passes ({ $used } of { $limit }).
note-junqi-pass-time = { $seat } ran out of time, which counts as a pass ({ $used } of { $limit }).
note-junqi-pass-automatic = { $seat } passes automatically ({ $used } of { $limit }).
note-junqi-passes-resign = That is one pass too many: { $seat } resigns.
note-junqi-flag-at = { $owner }'s flag is at { $at }.
note-junqi-flag-captured = { $seat } captured { $owner }'s flag.
note-junqi-flag-picked-up = The { $carrier } piece on { $at } picks up { $owner }'s flag.
note-junqi-flag-returns = { $owner }'s flag returns to its headquarters { $at }.
note-junqi-flag-dropped = { $owner }'s flag is dropped on { $at }.
note-junqi-flag-home = { $seat } carried the enemy flag home.
note-junqi-colours = { $seat } plays { $colour }, { $other } plays { $other-colour }.
note-junqi-no-legal-move = { $seat } has no legal move.
note-junqi-out-leaving = { $seat } is out: { $why }; its pieces leave the board.
note-junqi-out-flag = its flag was captured
note-junqi-out-resigned = it resigned
note-junqi-out-passes = it passed once too often
note-junqi-out-stuck = it had no legal move
note-junqi-setup = Your setup: { $setup }
note-junqi-arranging-again = You are arranging your pieces again. Your setup: { $setup }
note-junqi-ready = { $seat } is ready.
note-junqi-not-ready = { $seat } is no longer ready.
note-junqi-all-ready-two = Both sides are ready: { $seat } moves first.
note-junqi-all-ready = Everyone is ready: { $seat } moves first.
note-junqi-resigns = { $seat } resigns.
note-junqi-agreed-draw-two = Both players agreed to a draw.
note-junqi-agreed-draw = Every player agreed to a draw.
note-junqi-wins = { $seat } wins { $how }.
note-junqi-and = { $first } and { $rest }
note-junqi-win-together = { $seats } win { $how }.

## View lines
view-junqi-lost = Lost by { $side }
view-junqi4-lost = Lost pieces
view-fanqi-colours = South plays { $south }, North plays { $north }.
view-fanqi-colour = { $colour } ({ $letter })
view-fanqi-colours-open = Colours are not fixed yet.
view-junqi4-out-one = Out: { $first }.
view-junqi4-out-two = Out: { $first }, { $second }.
view-junqi4-out-three = Out: { $first }, { $second }, { $third }.

## Endings
end-both-stuck = because neither side could move
end-flag = by capturing the flag
end-home = by carrying the flag home
end-turn-cap = at the turn limit
end-passes = because a player passed too often
end-opponents-out = because every opponent is out
