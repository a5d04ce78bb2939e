# Lún Jungi's own words in English: its name and help, board, how moves are written, the pieces' moves.

## The game
game-lun = Lún Jungi
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

## Seats, boards and badges
board-lun = lun

## Refusals and names
name-jungi-point-space = space
refusal-lun-no-promotion = There is no promotion in Lún Jungi: the piece on { $square } is a { $piece } (on the nexus it moves as the { $promoted }, but stays a { $piece }).
entry-lun = a King on the nexus enters one step by step starting with its first step, like NXxD2-
hint-lun = write its spaces, like E3-C3 or e3c3 (a ring letter A-G and a spoke number 1-24, or NX for the nexus).
refusal-lun-crossing-inner = { $name } is a spaceless crossing, not a space: ring A has spaces only on spokes 1, 7, 13 and 19.
refusal-lun-crossing = { $name } is a spaceless crossing, not a space: ring { $ring } has spaces only on spokes 1, 3, 5, …, 23 (the odd ones).
refusal-lun-capture-first = a double move must capture on its first step, and { $via } holds no enemy piece (a single step reaches { $to } already, if it is a neighbour)
refusal-lun-first-move = it steps two spaces forward only as its first move, and this { $piece } has moved
refusal-lun-moves-on-nexus = a { $piece } moves { $how } (on the nexus it moves as the { $promoted })
refusal-lun-king-off-nexus = a King moves in two steps only from the nexus, where it moves as the Emperor
refusal-lun-only-king = only a King on the nexus moves in two steps
refusal-lun-only-king-yours = only a King on the nexus moves in two steps, and that is your { $piece }
refusal-lun-first-step = the first step must capture an enemy piece on a neighbouring space, and { $space } is no such space
refusal-lun-forward-no-capture = its step straight forward cannot capture, and { $space } is occupied
moves-lun-pawn = one space forward to an empty space, one space sideways (around the ring) to move or capture, one space diagonally forward to capture, two spaces forward as its first move, and takes en passant
moves-lun-horseman = by a leap one ring and two spokes, or two rings and one spoke, away
moves-lun-elephant = one space orthogonally or by a leap two rings and two spokes away, and from ring G of its own half by a leap three rings in
moves-lun-magister = one space orthogonally, or by a leap two rings or two spokes away
moves-lun-pikeman = any distance straight forward or diagonally backward
moves-lun-cannon = any distance diagonally
moves-lun-chariot = any distance orthogonally: along its spoke (through the nexus) or round its ring
moves-lun-noble = one space diagonally or one space straight forward
moves-lun-officer = one space orthogonally or one space diagonally forward
moves-lun-queen = one space in any direction, two spaces forward as its first move, and takes en passant
moves-lun-nexus-slider = from the nexus any distance out along any spoke
moves-lun-nexus-king = from the nexus one space out along any spoke, or in two steps after capturing on the first (the second may return to the nexus)
moves-lun-nexus-step = from the nexus one space out along any spoke

## Notes
note-lun-royal = King
note-lun-clock-reset = a capture
note-lun-double-mover = King

## View lines
view-lun-nexus = On the nexus { $side }'s { $piece } moves as the { $as }.
