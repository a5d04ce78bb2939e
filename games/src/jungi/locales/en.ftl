# Jungi's own words in English: its name and help, board, how moves are written, the pieces' moves.

## The game
game-jungi = Jungi
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

## Seats, boards and badges
board-jungi = jungi

## Refusals and names
name-jungi-point-square = square
entry-jungi = an Emperor enters one step by step starting with its first step, like e5f6-
hint-jungi = write its squares, like e3e5 or e3-e5, or an Emperor's double move like e5xf6xg7.
moves-jungi-pawn = one square straight forward to an empty square, captures one square diagonally forward, two squares straight forward from its third rank, and takes en passant
moves-jungi-veteran = one square in any direction, and takes en passant
moves-jungi-horseman = by a knight's leap
moves-jungi-unicorn = one square in any direction or by a knight's leap
moves-jungi-elephant = one square orthogonally or by a leap two squares diagonally, and from its back rank by a leap three squares straight forward
moves-jungi-grutslaen = one square in any direction, or by a leap two squares diagonally or three squares orthogonally
moves-jungi-magister = one square orthogonally or by a leap two squares orthogonally
moves-jungi-archmagister = one square in any direction, or by a leap two squares orthogonally or three squares diagonally
moves-jungi-pikeman = any distance straight forward or diagonally backward
moves-jungi-lancer = any distance along any line
moves-jungi-cannon = any distance diagonally
moves-jungi-kirin = one square in any direction or any distance diagonally
moves-jungi-chariot = any distance orthogonally
moves-jungi-dragon = one square in any direction or any distance orthogonally
moves-jungi-noble = one square diagonally or one square straight forward
moves-jungi-lord = one square in any direction, or by a leap two squares straight backward or two squares diagonally
moves-jungi-officer = one square orthogonally or one square diagonally forward
moves-jungi-commander = one square in any direction or by a leap two squares in any direction
moves-jungi-queen = one square in any direction, two squares straight forward as its first move, and takes en passant
moves-jungi-emperor = one square in any direction, by a leap to any square two away, or in two steps after capturing on the first

## Notes
note-jungi-royal = royal piece
note-jungi-clock-reset = a capture or a promotion
note-jungi-double-mover = Emperor
