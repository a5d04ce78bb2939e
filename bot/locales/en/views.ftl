# The texts a board view carries itself, drawn in the image and read in its alt text: panel titles and
# information lines. The English lines are the games' own.

# Junqi: the row of a side's lost pieces; 翻棋's colours; Junqi for four's seats that are out.
view-junqi-lost = Lost by { $side }
view-junqi4-lost = Lost pieces
view-fanqi-colours = South plays { $south }, North plays { $north }.
view-fanqi-colours-open = Colours are not fixed yet.
view-junqi4-out-one = Out: { $first }.
view-junqi4-out-two = Out: { $first }, { $second }.
view-junqi4-out-three = Out: { $first }, { $second }, { $third }.

# Jungi and Lún Jungi: a double move in progress, an en passant chance, the piece on the nexus.
view-jungi-double-move = { $side }'s { $piece } has taken on { $via }: it steps on, returns to { $from }, or stops.
view-jungi-en-passant = En passant: a step onto { $squares } takes the { $piece } on { $target }.
view-lun-nexus = On the nexus { $side }'s { $piece } moves as the { $as }.

# A list of squares to choose from: the first, then the rest.
view-or = { $first } or { $rest }

# Cetkaik: a side's hop1 zuo1 with the hands it holds (`$hands`: a list of `view-cetkaik-formed` lines);
# the scoreboard (`$season`, `$scores`: the notes' season names and scores); the last move and its cast;
# what the side to act must choose (`$side`: a side, or `view-cetkaik-nobody`).
view-cetkaik-hand-empty = { $side }'s hand (hop1 zuo1)
view-cetkaik-hand = { $side }'s hand: { $hands } = { $total }
view-cetkaik-formed = { $kanji } { $name } { $points }
view-cetkaik-formed-same-colour = { $kanji } same-colour { $name } { $points }
view-cetkaik-scoreboard = { $season } { $kanji } ({ $number } of 4) · stake { $stake } · { $scores }
view-cetkaik-last = Last: { $side } { $move }
view-cetkaik-sticks = Sticks { $sticks } ({ $marked } marked): { $what }
view-cetkaik-cast-step = at most { $marked } beyond { $via }
view-cetkaik-cast-entered = { $dest } entered
view-cetkaik-cast-not-entered = { $dest } not entered
view-cetkaik-nobody = Nobody
view-cetkaik-to-move = { $side } to move
view-cetkaik-to-move-not-tam2 = { $side } to move (Tam2 may not move now)
view-cetkaik-land = { $side }: land on { $squares } or give up
view-cetkaik-decide = { $side } decides: ty mok ({ $stake }) or ta xot ({ $gain } → { $ia }–{ $a })
