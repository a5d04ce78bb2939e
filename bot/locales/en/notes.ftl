# What a game says of a move, as the games write it (`games::model::said`: a key with arguments); a test
# plays the games and checks these lines against the games' own sentences. `$seat`, `$owner`, `$carrier`,
# `$colour` are seat names; `$piece` a piece name (`piece-` keys), or a piece with its owner
# (`note-junqi-piece`).

## Junqi, Junqi for four, 翻棋
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
note-junqi-out = { $seat } is out: { $why }.
note-junqi-out-leaving = { $seat } is out: { $why }; its pieces leave the board.
note-junqi-out-flag = its flag was captured
note-junqi-out-resigned = it resigned
note-junqi-out-passes = it passed once too often
note-junqi-out-stuck = it had no legal move

## Cetkaik: the choices after a stepping cast and after a hand (`$side`, `$owner`: sides; `$piece`, `$colour`:
## the refusals' piece and colour names)
note-cetkaik-nothing = { "" }
note-cetkaik-list = { $first }, { $rest }
note-cetkaik-land = Land on { $at }
note-cetkaik-land-detail = Your { $piece } goes from { $from } over { $over } to { $to }{ $capture }{ $water }.
note-cetkaik-capturing = , capturing the { $owner }'s { $colour } { $piece }
note-cetkaik-then-water = ; then the sticks are cast again to enter the water (3 of 5 needed)
note-cetkaik-give-up = Give up
note-cetkaik-give-up-detail = Your { $piece } stays on { $at } and your turn ends (此無).
note-cetkaik-tymok = Ty mok: continue
note-cetkaik-tymok-detail = The stake becomes ×{ $stake } and the { $side } moves next. No points now. Your move formed { $formed }.
note-cetkaik-hand = { $kanji } { $name } ({ $points })
note-cetkaik-penalties = penalties { $points }
note-cetkaik-taxot = Ta xot: end the season
note-cetkaik-taxot-detail = { $gained }; the score becomes { $mine }–{ $theirs } (yours first). { $next }
note-cetkaik-gain-nothing = You gain nothing
note-cetkaik-gain = You gain { $points }
note-cetkaik-lose = You lose { $points }
note-cetkaik-next = Next: { $season }.
note-cetkaik-the-end = the end
note-cetkaik-you-win = You win the game.
note-cetkaik-they-win = The { $side } wins the game.
note-cetkaik-drawn = The game is drawn.
note-cetkaik-spring = Spring
note-cetkaik-summer = Summer
note-cetkaik-autumn = Autumn
note-cetkaik-winter = Winter
note-cetkaik-piece = piece
note-cetkaik-piece-tam2 = Tam2

## Cetkaik: what a move did (`$side`, `$other`, `$first`, `$winner`, `$loser`: sides; `$piece`, `$colour`: the
## refusals' piece and colour names)
note-cetkaik-declared-ranged = { $side }: the { $piece } on { $src } steps over { $step } and aims at { $declared } ({ $move }); the sticks decide how far it may go.
note-cetkaik-declared = { $side }: { $move }.
note-cetkaik-cast-step = { $side } casts the sticks for the step: { $sticks } — { $marked } marked (橋{ $numeral }), so the piece may go at most { $marked } { $marked ->
        [1] square
       *[other] squares
    } beyond { $via }: { $allowed }.
note-cetkaik-out-of-reach = no square the move may end on is in reach
note-cetkaik-may-land = it may land on { $squares } or give up
note-cetkaik-cast-water = { $side } casts the sticks to enter the water on { $dest }: { $sticks } — { $marked } marked (水{ $numeral }), { $needs } needed: { $result }.
note-cetkaik-goes-in = the piece goes in
note-cetkaik-stays-out = the piece may not go in
note-cetkaik-drops = { $side } drops a { $colour } { $piece } on { $dest } ({ $move }).
note-cetkaik-moves-tam2 = { $side } moves Tam2: { $move }.
note-cetkaik-moves = { $side }: { $colour } { $piece } { $src }–{ $dest } ({ $move }){ $capture }.
note-cetkaik-captures = , capturing a { $colour } { $piece } ({ $kanji })
note-cetkaik-fails-water = The move fails (此無): { $side }'s { $piece } stays on { $src }.
note-cetkaik-gives-up = { $side } gives up the move (此無): the { $piece } stays on { $src }.
note-cetkaik-fails-reach = No square is in reach, so the move fails (此無): { $side }'s { $piece } stays on { $src }.
note-cetkaik-stepped-over-tam2 = { $side } stepped over Tam2 (撃皇): that is a −5 hand.
note-cetkaik-stepped-over-tam2-charged = { $side } stepped over Tam2 (撃皇) and loses { $points } { $points ->
        [1] point
       *[other] points
    } at once (5 × the stake).
note-cetkaik-formed = { $side } formed { $formed }. Hands held: { $held }. Choose tymok (再行, continue: no points now, the stake becomes ×{ $doubled }, the { $other } moves) or taxot (終季, end the season: { $total } × { $stake } = { $gain } points; { $after }).
note-cetkaik-held-none = none
note-cetkaik-held = { $hands } (total { $total })
note-cetkaik-scores = IA side { $ia }, A side { $a }
note-cetkaik-scores-become = the scores become { $scores }
note-cetkaik-scores-final = the scores become { $scores } and the game ends
note-cetkaik-continued = { $side } chooses ty mok (再行): the season goes on at { $stake } and the { $other } moves.
note-cetkaik-season-ended = { $side } chooses ta xot (終季) and gains { $gained }: { $scores }. { $season } ends ({ $kanji }終).
note-cetkaik-season-started = { $season } ({ $kanji }, { $romanised }) begins, season { $number } of 4; the { $first } moves first (drawn by lot).
note-cetkaik-result-win = the { $winner } wins
note-cetkaik-result-draw = it is a draw
note-cetkaik-player = player
note-cetkaik-end-no-moves = The side to move has no legal move, so the game ends and { $result } on points ({ $scores }).
note-cetkaik-end-resigned = The { $loser } resigns, so { $result } ({ $scores }).
note-cetkaik-end-time = The { $loser } ran out of time, so { $result } ({ $scores }).
note-cetkaik-end-agreement = The game is drawn by agreement ({ $scores }).
note-cetkaik-end-stars = The game ends (星一周): { $result }, { $scores }.

## How two-sided games end (`$winner`, `$loser`: seat names; `$how`: an `end-` phrase)
note-drawn = The game is drawn { $how }.
note-ending-no-moves = { $loser } has no legal move, so { $winner } wins.
note-ending-resigned = { $loser } resigns, so { $winner } wins.
note-ending-time = { $loser } ran out of time, so { $winner } wins.
note-wins = { $winner } wins { $how }.

## Jungle (`$piece`: a side's animal, `note-jungle-piece`)
note-jungle-plain = { $move }
note-jungle-move = { $piece } { $from }-{ $to }{ $notes }
note-jungle-capture = { $piece } { $from }x{ $to }{ $notes }
note-jungle-piece = { $side } { $animal }
note-jungle-nothing = { "" }
note-jungle-notes = { " " }({ $list })
note-jungle-list = { $first }, { $rest }
note-jungle-jump = jump
note-jungle-takes = takes { $piece }
note-jungle-enters-den = enters the den, wins
note-jungle-rat = Rat
note-jungle-cat = Cat
note-jungle-dog = Dog
note-jungle-wolf = Wolf
note-jungle-leopard = Leopard
note-jungle-tiger = Tiger
note-jungle-lion = Lion
note-jungle-elephant = Elephant
note-jungle-drawn-no-capture = The game is drawn: too many plies in a row without a capture.
note-jungle-den = { $winner } wins by entering { $loser }'s den.
note-jungle-all-captured = { $winner } wins by capturing every one of { $loser }'s pieces.

## Junqi's setup and ending
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

## Jungi and Lún Jungi (`$side`: a seat name; `$piece` (a `name-jungi-*` key of rules.ftl), `$royal`, `$reset`: names by key; `$path`: the points of a move)
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
note-jungi-royal = royal piece
note-jungi-clock-reset = a capture or a promotion
note-jungi-double-mover = Emperor
note-lun-royal = King
note-lun-clock-reset = a capture
note-lun-double-mover = King
