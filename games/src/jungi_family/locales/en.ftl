# What Jungi and Lún Jungi say alike, in English: seats, pieces, refusals, notes, view lines and ways of
# ending. Each board's own words are in its folder (`jungi/locales`, `lun/locales`).

## Seats, boards and badges
seat-jungi-south = South
seat-jungi-north = North

## Refusals and names
refusal-jungi-no-piece = There is no piece on { $square }; pick one of your own pieces to move.
refusal-jungi-not-your-piece = The piece on { $square } is { $owner }'s { $piece }; you play { $side }.
refusal-jungi-not-legal = { $move } is not a legal move for your { $piece }: { $reason }.
refusal-jungi-no-double-move = { $step }- cannot start a double move: { $reason }.
refusal-jungi-none-to-move = you have no piece on { $square } to move
refusal-jungi-busy = Your { $mover }'s move { $from }x{ $via } is in progress: give its second step from { $via } (like { $example }), or stop.
refusal-jungi-not-that-piece = The piece on { $square } is a { $piece }, not a { $named }.
refusal-jungi-promotes-to = { $move } promotes to { $piece }.
refusal-jungi-does-not-promote = { $move } does not promote.
refusal-jungi-not-en-passant = { $move } is not an en passant capture.
refusal-jungi-nothing-to-stop = There is no double move in progress to stop; { $entry }.
refusal-jungi-no-double-move-in-progress = No double move is in progress; { $entry }.
refusal-jungi-two-points = Write the { $point } the piece leaves and the { $point } it goes to, like { $example }.
refusal-jungi-last-point = A move ends on its last { $point }; only the first step of a double move is followed by '-'.
refusal-jungi-unreadable = "{ $text }" is not a move: { $hint }
refusal-jungi-no-equals = There is no promotion in { $game }, so a move has no '='.
refusal-jungi-not-a-name = "{ $text }" after '=' is not the name of a piece.
refusal-jungi-only-emperor = only the Emperor moves in two steps
refusal-jungi-only-emperor-yours = only the Emperor moves in two steps, and that is your { $piece }
refusal-jungi-neighbouring-steps = each step of a double move goes to a neighbouring { $point }
refusal-jungi-capture-first = a double move must capture on its first step, and { $via } holds no enemy piece (a plain step or leap reaches { $to } already)
refusal-jungi-own-piece = your own { $piece } stands on { $square }
refusal-jungi-same-point = it has to move to another { $point }
refusal-jungi-captures-diagonally = it captures only diagonally forward, not onto { $square }
refusal-jungi-diagonal-capture-only = it moves diagonally only to capture (or en passant onto a { $point } just passed)
refusal-jungi-blocked = the way is blocked on { $square }
refusal-jungi-third-rank = it steps two squares forward only from its third rank
refusal-jungi-first-move = it steps two squares forward only as its first move, and this { $piece } has moved
refusal-jungi-double-step-capture = a double step cannot capture
refusal-jungi-moves = a { $piece } moves { $how }
refusal-jungi-emperor-first-step = an Emperor's first step must capture an enemy piece on a neighbouring square, and { $square } holds none
piece-jungi-pawn = pawn
piece-jungi-horseman = horseman
piece-jungi-elephant = elephant
piece-jungi-magister = magister
piece-jungi-pikeman = pikeman
piece-jungi-cannon = cannon
piece-jungi-chariot = chariot
piece-jungi-noble = noble
piece-jungi-officer = officer
piece-jungi-queen = queen
piece-jungi-king = king
piece-jungi-veteran = veteran
piece-jungi-unicorn = unicorn
piece-jungi-grutslaen = grutslæn
piece-jungi-archmagister = archmagister
piece-jungi-lancer = lancer
piece-jungi-kirin = kirin
piece-jungi-dragon = dragon
piece-jungi-lord = lord
piece-jungi-commander = commander
piece-jungi-empress = empress
piece-jungi-emperor = emperor
name-jungi-pawn = Pawn
name-jungi-horseman = Horseman
name-jungi-elephant = Elephant
name-jungi-magister = Magister
name-jungi-pikeman = Pikeman
name-jungi-cannon = Cannon
name-jungi-chariot = Chariot
name-jungi-noble = Noble
name-jungi-officer = Officer
name-jungi-queen = Queen
name-jungi-king = King
name-jungi-veteran = Veteran
name-jungi-unicorn = Unicorn
name-jungi-grutslaen = Grutslæn
name-jungi-archmagister = Archmagister
name-jungi-lancer = Lancer
name-jungi-kirin = Kirin
name-jungi-dragon = Dragon
name-jungi-lord = Lord
name-jungi-commander = Commander
name-jungi-empress = Empress
name-jungi-emperor = Emperor

## Notes
note-jungi-nothing = { "" }
note-jungi-move = { $side }: { $piece } { $path }{ $promotion }{ $en-passant }{ $takes }
note-jungi-promotes = ={ $piece }
note-jungi-en-passant = { " " }e.p.
note-jungi-takes = { " " }(takes { $list })
note-jungi-on = { $piece } on { $at }
note-jungi-and = { $first } and { $rest }
note-jungi-double-move = { $side }: { $piece } { $from }x{ $via } (takes { $victim } on { $via }); the move goes on: a second step from { $via }, back to { $from }, or stop.
note-jungi-drawn-repetition = The game is drawn: the same position arose for the third time.
note-jungi-drawn-no-capture = The game is drawn: { $plies } plies in a row without { $reset }.
note-jungi-royal-captured = { $winner } captured { $loser }'s { $royal } and wins.

## View lines
view-jungi-last = Last: { $move }
view-jungi-double-move = { $side }'s { $piece } has taken on { $via }: it steps on, returns to { $from }, or stops.
view-jungi-en-passant = En passant: a step onto { $squares } takes the { $piece } on { $target }.
view-or = { $first } or { $rest }

## Endings
end-king-captured = by capturing the enemy king
end-repetition = by threefold repetition
