# The games' own texts: written from the games (`games::About`, their words and options' help).

## Jungle
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

## Junqi
about-summary-junqi = Luzhanqi for two: hidden ranks, the bot as umpire; capture the enemy flag.
about-rules-junqi = Junqi (Luzhanqi) for two: each side secretly sets up 25 pieces, then moves one piece a turn along roads (one step) or railroads (straight runs; engineers turn corners). Attacking reveals only who won: the higher rank wins, equal ranks and bombs remove both, mines stop all but engineers, pieces in camps are safe and pieces on headquarters never move again. When a Marshal dies, its side's flag is shown. Capture the enemy flag to win. Four passes each; the fifth resigns. 40 turns without an attack draw the game.
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

## Junqi for four
about-summary-junqi4 = Luzhanqi on the four-armed board: two against two (or three or two players), hidden ranks.
about-rules-junqi4 = Junqi for four (四国军棋): South and North play against East and West on a cross-shaped board, each seat setting up 25 pieces in secret on its own arm. Turns go South, East, North, West. Pieces move as in the 2-player game; railroads run through the nine-point centre and round the corner arcs, where even straight-moving pieces may follow the curve. You never attack your partner. A player whose flag is captured, who resigns, passes a fifth time or has no legal move is out, and their pieces leave the board; a team wins when both opponents are out. With players=3 everyone plays alone and the last one standing wins; with players=2, South and North face each other.
about-word-junqi4-swap = exchange the pieces on two points of your own half or arm
about-word-junqi4-flag = move the flag to the other headquarters
about-word-junqi4-random = a fresh random valid setup
about-word-junqi4-setup = load a whole setup
about-word-junqi4-ready = your setup is done; play starts when every player is ready
about-word-junqi4-unready = arrange your pieces again while the others are not all ready
about-word-junqi4-pass = give up your turn (four passes each; the fifth resigns)
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

## Blind Junqi
about-summary-fanqi = Flip Junqi: every piece starts face down, shuffled; flip, move and carry the enemy flag home.
about-rules-fanqi = Blind Junqi (翻棋): all 50 pieces lie face down on the 2-player board, shuffled by the bot; nobody knows them. A turn is a flip (turn any face-down piece up), a move of one of your own face-up pieces, or a pass. The first piece flipped gives its flipper that colour. Face-down pieces block and cannot be attacked; combat is as in Junqi, and pieces may leave headquarters. Take the enemy flag and carry it to one of your own headquarters (b1 or d1 for South, b12 or d12 for North) to win; if the carrier is removed the flag drops where it stood. Flips reset the 40-turn no-capture count.
about-word-fanqi-flip = turn a face-down piece up (also ?c4, or just the point)
about-word-fanqi-pass = give up your turn (four passes each; the fifth resigns)
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

## Jungi
about-summary-jungi = Jungi (陣網): eleven kinds of piece a side on 9×9, promotion, generalised en passant; capture the King.
about-rules-jungi =
    Jungi (陣網): 9×9, files a-i, ranks 1-9. South starts on ranks 1-3 and moves first; North on ranks 7-9. Capture the enemy King (or Emperor) to win. There is no check: kings may stand attacked.
    Pieces (South upper case, North lower case; + = promoted):
    P Pawn: 1 forward to an empty square, captures 1 diagonally forward, 2 forward from its third rank. +P Veteran: 1 any way.
    H Horseman: knight leap. +H Unicorn: 1 any way or knight leap.
    E Elephant: 1 orthogonally, leap 2 diagonally, leap 3 forward from its back rank. +E Grutslæn: 1 any way, leap 2 diagonally or 3 orthogonally.
    M Magister: 1 or leap 2 orthogonally. +M Archmagister: 1 any way, leap 2 orthogonally or 3 diagonally.
    L Pikeman: slides forward or diagonally backward. +L Lancer: slides any way.
    C Cannon: slides diagonally. +C Kirin: 1 any way or slides diagonally.
    R Chariot: slides orthogonally. +R Dragon: 1 any way or slides orthogonally.
    N Noble: 1 diagonally or 1 forward. +N Lord: 1 any way, leap 2 backward or 2 diagonally.
    O Officer: 1 orthogonally or 1 diagonally forward. +O Commander: 1 any way, leap 2 in any direction.
    Q Queen: 1 any way, 2 forward as its first move. +Q Empress: slides any way.
    K King: 1 any way, 2 forward as its first move. +K Emperor: 1 any way, leap to any square 2 away, or two steps capturing on the first (the second step may return to its square: capture without moving).
    Leaps jump over pieces; slides and double steps need empty squares on the way; double steps never capture.
    En passant: Pawns, Veterans, Queens, Empresses, Kings and Emperors threaten the squares they capture on with one step (a Pawn its forward diagonals, the others their 8 neighbours). Right after an enemy move that passed such a square (a slide, a double step, the middle square of an Emperor's double move), a single step onto it takes the piece that passed.
    Promotion: a piece ending any move in the enemy's three home ranks promotes at once.
    Draws: threefold repetition, or 150 plies without a capture or promotion. No legal move loses.
    Moves: the squares, like e3e5 (also E3-E5, e3 e5); an Emperor's double move with its middle square, like e5f6g7 or e5xf6-e5. Step by step: e5xf6- (the move goes on), then f6g7 or just g7, or stop.
about-word-jungi-stop = end an Emperor's double move entered step by step after its first step, the capture

## Lún Jungi
about-summary-lun = Lún Jungi: Jungi on a round board of rings and spokes around a nexus where every piece moves as if promoted; capture the King.
about-rules-lun =
    Lún Jungi: Jungi on a round board. 7 rings, A (inside) to G (the rim), cross 24 spokes numbered 1-24 clockwise; the centre is the nexus NX. Spaces: every crossing on rings D-G, the odd spokes on B and C, spokes 1, 7, 13, 19 on A (125 in all). The other crossings are no spaces: nothing stands there. A space is named by ring and spoke: E8, B23, NX.
    South owns spokes 1-12 and moves first (King on G7), North spokes 13-24 (King on G19). Capture the enemy King to win; there is no check. No legal move loses. Draws: threefold repetition, 150 plies without a capture.
    Directions: in (toward NX), out, cw and ccw round the ring (sideways), and the four diagonals. Forward is in on your own half and out on the enemy half (judged where the move starts). A step in or out, or round a ring, runs on past spaceless crossings to the next space (in from ring A, or past spaceless crossings, reaches NX). A diagonal step that lands on a spaceless crossing runs on round that ring the same way; diagonals never enter or leave NX. Slides repeat steps through empty spaces: in through NX and out along the opposite spoke, round a ring up to (not onto) the start. Leaps count rings and spokes and must land on a space; they never touch NX.
    Pieces (South upper case, North lower case):
    P Pawn: 1 forward to move, 1 sideways (cw/ccw) to move or capture, 1 diagonally forward to capture, 2 forward as its first move.
    H Horseman: leap 1 ring + 2 spokes or 2 rings + 1 spoke.
    E Elephant: 1 orthogonally, leap 2 rings + 2 spokes, and from ring G of its own half leap 3 rings in.
    M Magister: 1 orthogonally or leap 2 rings or 2 spokes.
    L Pikeman: slides forward or diagonally backward.   C Cannon: slides diagonally.
    R Chariot: slides orthogonally.   N Noble: 1 diagonally or 1 forward.
    O Officer: 1 orthogonally or 1 diagonally forward.
    Q Queen, K King: 1 any way, 2 forward as their first move.
    The nexus: a piece starting its move on NX moves as its promoted form in every direction: one step out along any of the 24 spokes, or for the Pikeman, Chariot and Queen a slide out along any spoke. A King there moves as the Emperor: a step, or two steps capturing on the first (the second may return to NX).
    Double steps go exactly two rings forward onto an empty space, the middle empty, never through NX.
    En passant: Pawns (their sideways and forward-diagonal neighbours), Queens and Kings (all their neighbours) may, right after an enemy slide, double step or King's double move passed such a space, step onto it and take the piece that passed. When a slide can reach its target by several routes, it passes the spaces of the open route passing fewest.
    Moves: the spaces, like E3-C3 (also e3c3, E3 C3); a King's double move from NX with its middle space, like NX-D2-NX. Step by step: NXxD2- (the move goes on), then D2-C1 or just C1, or stop.
about-word-lun-stop = end a King's double move from the nexus, entered step by step, after its first step, the capture

## Cetkaik
about-summary-cetkaik = Cetkaik (机戦, Pekzep chess): capture to form hands, cast sticks, score over four seasons.
about-rules-cetkaik =
    Cetkaik (机戦): a 9×9 board, columns K L N T Z X C M P, rows A E I U O Y AI AU IA; a square is column then row (ZO, LIA). The IA side (black King) starts on rows AI-IA and moves up; the A side on rows A-I and moves down. Each piece is red (赤) or black (黒) for good; capturing changes only its owner.
    Moves outside / inside tam2 hue:
    船 Vessel: any distance forward / forward or back, 1 sideways, or 2 sideways
    兵 Pawn: 1 forward / 1 any straight way, or 2 forward
    弓 Archer: like a rook / like a bishop
    車 Chariot: jumps exactly 2 straight / jumps exactly 2 diagonally
    虎 Tiger: 1 diagonally / like a bishop
    馬 Horse: jumps exactly 2 diagonally / 2 or more diagonally, jumping the first square
    筆 Officer: any distance forward or back, 1 sideways / like a rook
    巫 Shaman: any distance sideways, 1 forward or back / any way, passing over one piece
    将 General: 1 step any way but straight back / 1 step any way, and its neighbours cannot be captured
    王 King: 1 step any way
    皇 Tam2 (shared): instead of a piece, either player may move it two King steps to empty squares; it never captures and is never captured.
    Tam2 hue: NI CI TU XU ZO TY XY NAI CAI and the 8 squares around Tam2. A piece moves the second way when it starts (or steps) there.
    Capture by moving onto an opponent's piece: it goes to your hand (hop1 zuo1). Instead of moving you may drop a piece from your hand on any empty square; it keeps its colour.
    Stepping: when a move's target holds any piece, you may step over it and move once more from there, with the movement of that square; one step a turn.

    The sticks: five two-sided sticks are cast by the umpire, in public. k = how many fall marked: 0 to 5 with chances 1, 5, 10, 10, 5, 1 in 32.
    Water (NO TO ZO XO CO and ZI ZU ZY ZAI): a piece that ends its move on water needs k ≥ 3 (an even chance); otherwise it stays where it was and the turn ends. Vessels, Tam2, drops and moves that start on water cast nothing; passing through water casts nothing.
    After a step, a continuation of any distance needs a cast: the piece may go at most k squares beyond the square it stepped on. Declare the target before the cast (LAU LAI ?LU). Cerke Online rules: then land on any square that way within k; strict rules: only on the declared square. Or give up: the piece stays and the turn ends. When the cast reaches nothing, the move fails at once (此無). A piece may step over another and come back to its own square.

    Hands (役), made of the pieces in your hand; same colour: 2 more.
    無抗行処 The Unbeatable: one of each of the 10 kinds 50 (52)
    筆兵無傾 The Social Order: Pawn Archer General Officer Shaman 10 (12)
    地心 The Culture: Officer Shaman General 7 (9)
    馬弓兵 The Cavalry: Pawn Archer Horse 5 (7)
    行行 The Attack: Vessel Chariot Horse 5 (7)
    王 The King: the King 5
    獣 The Animals: Tiger Horse 3 (5)
    戦集 The Army: General and two Pawns 3 (5)
    助友 The Comrades: Chariot and two Pawns 3 (5)
    闇戦之集 The Deadly Army: five Pawns 3 (5)
    撃皇 stepping over Tam2: −5. 皇再来 a futile Tam2 move: −3 (strict rules).
    A King also stands in for one more piece of its own colour. One piece may serve several hands; the same hand counts once. A drop never forms a hand.

    Scores: 20 each, 40 in all. When your move forms a new hand, you choose:
    tymok (再行, continue): no points now; the stake doubles (×1, ×2 … ×64) and the other side moves.
    taxot (終季, end the season): you take (all your hands) × stake from the other side, and the next season starts from the start position.
    Seasons: Spring 春, Summer 夏, Autumn 秋, Winter 冬; who moves first in each is drawn by lot. The game ends when a score reaches 0, after the ta xot of Winter (more points win, equal points draw), or when the side to move has no move (the leader wins).
    rules=cerke_online_alpha (default): stepping over Tam2 costs 5 × the stake at once, even if the move fails; Tam2 may not move right after the opponent moved it. rules=strict_y1_2020: stepping over Tam2 is a −5 hand; moving Tam2 right after the opponent did, or back to its square, is a −3 hand each.
    Moves: LAI LY, ZAIZOTO (a step), LAU LAI ?LU (declared), 黒弓LIA or black archer LIA (a drop), ZO皇[TU]TO or tam ZO TU TO; after a cast a square or give up; then tymok or taxot.
about-word-cetkaik-give = After a stepping cast: leave the piece where it started and end the turn.
about-word-cetkaik-tymok = 再行, continue the season: no points now, the stake doubles, the opponent moves.
about-word-cetkaik-taxot = 終季, end the season: score your hands × the stake; the next season starts.
about-option-cetkaik-rules = Cerke Online's rules, or the strict official rules where Tam2 penalties are hands.
