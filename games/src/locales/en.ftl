# What every game says, in English; each game's own words are in its folder (`locales/en.ftl`).
# Keys by kind: `game-<id>` names a game; `seat-`, `board-`, `piece-`, `name-` name seats, boards and
# pieces; `badge-` marks a piece; `end-<tag>` tells how a game ended (after "wins" or "is drawn");
# `view-` lines are drawn on board images; `note-`, `refusal-` and `about-` are sentences. Images show
# the kinds `render/fonts/make-subset.sh` reads for the font.

## Refusals and names
refusal-game-over = The game is over.
refusal-two-seats = { $game } has only two seats, { $first } and { $second }.
refusal-not-your-turn = It is { $side }'s turn.
refusal-not-an-action = "{ $text }" is not a move that can be played now.
refusal-option-twice = { $option } is set twice; give each option once.
refusal-option-on-off = { $option } is on or off, not "{ $text }".
refusal-option-number = { $option } is a whole number from { $min } to { $max }, not "{ $text }".
refusal-option-off-or-number = { $option } is off or a whole number from { $min } to { $max }, not "{ $text }".
refusal-option-one-of = { $option } is one of { $values }, not "{ $text }".
refusal-option-none = { $game } has no rule options, so "{ $option }" cannot be set.
refusal-option-unknown = { $game } has no option "{ $option }"; its options are { $options }.

## Notes
note-drawn = The game is drawn { $how }.
note-ending-no-moves = { $loser } has no legal move, so { $winner } wins.
note-ending-resigned = { $loser } resigns, so { $winner } wins.
note-ending-time = { $loser } ran out of time, so { $winner } wins.
note-wins = { $winner } wins { $how }.

## Endings
end-no-moves = because the opponent had no legal move
end-no-capture-draw = after too many turns without a capture
end-agreement = by agreement
end-resignation = by resignation
end-time = on time

## View lines
view-as-written = { $text }

## Placeholders in how a word is typed (`swap <point> <point>`)
placeholder-point = point
placeholder-setup-string = setup string

## Checking a record (`verify`)
verify-unreadable = The record cannot be checked: { $why }.
verify-not-revealed = The game is not over, so its server seed and salts are not revealed yet.
verify-server-seed = The server seed does not match the hash published before the game.
verify-no-root = The game hides pieces, but the record has no commitment to them.
verify-reveal = The revealed piece on { $square } is not the one the game was played with.
verify-root = The revealed pieces and salts do not match the commitment published when play began.
verify-refused = At ply { $ply } the game refuses { $action }.
verify-ply = At ply { $ply } ({ $action }) the record says something the game does not.
verify-result = The result { $result } is not the game's.
