# The texts a board view carries itself, drawn in the image and read in its alt text: panel titles and
# information lines. The English lines are the games' own.

# Junqi: the row of a side's lost pieces; 翻棋's colours; Junqi for four's seats that are out.
view-junqi-lost = Lost by { $side }
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
