# Games, seats and how a game stands. The names of games and seats are the games' own texts.
seat-label = { $player } ({ $seat })
game-title = { $game }: { $sides }
title-partners = {" "}&{" "}
title-vs = {" "}vs{" "}

# How a game stands (`status-by` is followed by the deadline).
status-called-off = The game was called off before play began
status-setup = Setting up: waiting for { $seats } to get ready
status-decide = { $seats } to decide
status-play = { $seats } to play
status-by = , by{" "}

# How a game ended: `$reason` is one of the games' `end-` phrases.
result-win = { $winners } { $count ->
        [one] wins
       *[other] win
    } { $reason }
result-draw = The game is drawn { $reason }
rating-casual = Casual: unrated
rating-rated = Rated ({ $pool }): { $changes }
pool-players = { $game } ({ $players } players)

# Boards and records.
follower-board = Game #{ $game } ({ $title }), which you follow:
final-record = The full record of game #{ $game }, with everything that was hidden:
final-record-attached = The full record of game #{ $game }, with everything that was hidden, is attached.
record-cut = (earlier moves left out)

# Sentences and lists.
sentence-next = .{" "}
list-sep = ,{" "}
list-and = {" "}and{" "}
list-more = … and { $count } more.
numbers-more = { $numbers } and { $count } more
no-such-page = There is no page { $page }: there { $pages ->
        [one] is
       *[other] are
    } { $pages } (`{ $typed }` shows the first).
page-of = {" "}(page { $page } of { $pages })
page-more = … and { $count } more; `{ $typed }`.
page-next = `{ $typed }` shows the next page.
