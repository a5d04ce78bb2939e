# Tournaments: reading the commands.
tournament-hint = Say `tournament create <game> swiss rounds=<n> <clock>` or `tournament create <game> arena <duration> <clock>`, or `tournament join`, `leave`, `pause`, `cancel` or `standings`, each with the tournament's code (`t3`) when this server has several.
tournament-verb = `{ $word }` is no tournament command: say `tournament create`, `join`, `leave`, `pause`, `start`, `cancel` or `standings`.
not-a-tournament-code = `{ $word }` is no tournament's code: a tournament is written like `t3`.
at-most-a-tournament = Name one tournament at most, by its code (`t3`).
tournament-create-hint = Say `tournament create <game> swiss rounds=<n> <clock> [rated|casual] [max=<n>] [starts=<when>]`, for instance `tournament create jungle swiss rounds=4 1d`, or `tournament create <game> arena <duration> <clock> …`, for instance `tournament create jungle arena 1h 5m`.
tournament-format = Say how it is played, one of `swiss` (for instance `tournament create jungle swiss rounds=4 1d`) or `arena` (for instance `tournament create jungle arena 1h 5m`).
tournament-rounds = Say how many rounds it plays, with `rounds=<n>`.
tournament-rounds-range = A tournament plays from 1 to { $most } rounds.
tournament-max-range = `max=` takes a number of players, at least 2.
tournament-word-twice = Each of `swiss`, `arena`, `rated`, `rounds=`, `max=`, `starts=` and `bot=` is said once at most.
tournament-bot-level = `bot=` takes the computer's level, from 1 to 5.
tournament-starts-hint = `starts=` takes a wait of at most a week (`starts=30m`, `starts=2h`) or a Discord timestamp (`starts=<t:1767200000:f>`) within a week.
tournament-starts-past = That start time has passed: give a later one, or leave `starts=` out and start it with `tournament start`.
tournament-rated-casual = A tournament is `rated` or `casual`, not both.
tournament-terms = A tournament's games are between its players: name nobody, nor a seed or setup time; `bot=<level>` lets the computer make an odd field even.
tournaments-no-words = `tournaments` takes no words: it lists this server's open tournaments.

# Which tournament a command means.
no-such-tournament = There is no tournament { $tournament }.
tournament-say-which = Say which tournament, by its code (`t3`).
no-tournament-fits = No open tournament in this server fits that; `tournaments` lists them.
tournament-choose = Several tournaments fit that: say which, { $ids }.
tournament-in-server = Tournaments are held in a server's channels.

# Making, joining, leaving, cancelling.
tournament-two-players = { $game } is not played by two: a tournament plays a two-player game.
tournament-max-over = A tournament here takes { $count } players at most.
tournament-created = Tournament { $tournament } is announced: players join with its button or `tournament join { $tournament }`.
tournament-not-gathering = Tournament { $tournament } no longer takes players nor lets them go.
tournament-joined-already = You are in tournament { $tournament } already.
tournament-full = Tournament { $tournament } is full: it takes { $count } players.
tournament-joined = You are in tournament { $tournament }.
tournament-not-entered = You are not in tournament { $tournament }.
tournament-left = You left tournament { $tournament }.
tournament-not-yours = Only the creator of tournament { $tournament }, or a member who may manage the server, may do that.
tournament-halted = Tournament { $tournament } is on hold: games going on finish, and nothing more is paired until `tournament resume { $tournament }`.
tournament-goes-on = Tournament { $tournament } goes on.
tournament-on-hold = It is on hold until `tournament resume { $tournament }`.
tournament-not-running = Tournament { $tournament } is not being played.
tournament-halted-already = Tournament { $tournament } is on hold already.
tournament-not-halted = Tournament { $tournament } is not on hold.
tournament-cancel-done = Tournament { $tournament } is cancelled.

# The announcement and lists.
tournament-announce = **Swiss tournament { $tournament }**, made by { $creator }
tournament-swiss-rounds = { $rounds ->
    [one] Swiss in 1 round
   *[other] Swiss in { $rounds } rounds
}
tournament-computer-evens = the computer (level { $level }) enters if the players are odd in number
tournament-players = Players ({ $count }/{ $max }): { $count ->
    [0] nobody yet
   *[other] { $names }
}
tournament-gathering = Join with the button or `tournament join { $tournament }`.
tournament-starts-at = It starts by itself on
tournament-playing = Its rounds are being played.
tournament-over = It is over.
tournament-cancelled = It was cancelled.
tournaments-heading = Open tournaments:
no-tournaments = No tournament is open in this server; `tournament create` makes one.
tournament-line-players = { $count }/{ $max } players
tournament-line-by = by { $creator }
tournament-standings-heading = **Tournament { $tournament }**
tournament-standings-columns = Place. Player · score · Buchholz · Sonneborn–Berger · rounds
tournament-withdrawn-mark = (withdrawn)

# Starting, withdrawing, rounds and the end.
tournament-too-few = Tournament { $tournament } needs at least two players to start.
tournament-unattended = Tournament { $tournament } is called off: fewer than two players had joined by its start.
tournament-started = Tournament { $tournament } has started.
tournament-withdrew = You withdrew from tournament { $tournament }; your results so far stay, and a game you were playing is resigned.
tournament-not-open = Tournament { $tournament } is over or cancelled already.
tournament-no-abort = A tournament game cannot be aborted: resign it instead.
why-tournament-cancelled = its tournament was cancelled
tournament-round-paired = **Tournament { $tournament }, round { $round } of { $rounds }**: the games, the first player moving first:
tournament-bye = Bye (a point): { $player }
tournament-podium = **Tournament { $tournament } is over.** The podium:
tournament-podium-place = { $place ->
    [1] 🥇
    [2] 🥈
   *[other] 🥉
} { $player }: { $score } points (Buchholz { $buchholz }, Sonneborn–Berger { $sb })
tournament-withdrawn-already = You withdrew from tournament { $tournament } already.

# The standings picture (the local mode's name of a tournament's place first).
local-tournament = tournament { $tournament }
tournament-picture-title = Tournament { $tournament } · { $game } · round { $round }/{ $rounds }
tournament-picture-arena-title = Arena { $tournament } · { $game }
tournament-picture-page = 1–{ $last } of { $count }
tournament-picture-rank = #
tournament-picture-name = Player
tournament-picture-score = Score
tournament-picture-buchholz = Buchholz
tournament-picture-sonneborn-berger = SB
tournament-picture-performance = Perf
tournament-picture-games = Games
tournament-picture-last = Last
tournament-picture-won = won
tournament-picture-drawn = drawn
tournament-picture-lost = lost
tournament-picture-bye = bye
tournament-picture-not-played = not played
tournament-picture-doubled = doubled
tournament-picture-withdrawn = withdrawn
tournament-standings-after = **Standings of tournament { $tournament } after round { $round }**

# Arenas.
tournament-arena-rounds = An arena plays for a time, not in rounds: leave out `rounds=`.
tournament-arena-bot = An arena pairs its players as they come and go: `bot=` is for Swiss tournaments.
tournament-arena-duration = `arena` is followed by how long it lasts, from { $least } minutes to { $most } hours, like `30m`, `2h` or `1d`.
tournament-announce-arena = **Arena tournament { $tournament }**, made by { $creator }
tournament-arena-length = { $minutes ->
    [one] arena of 1 minute
   *[other] arena of { $minutes } minutes
}
tournament-arena-until = Players who finish a game are paired again until{" "}
tournament-arena-join = . Join with the button or `tournament join { $tournament }`; `tournament pause { $tournament }` takes a break.
tournament-arena-paired = **Arena { $tournament }**: new games, the first player moving first:
tournament-arena-no-show-withdrawn = { $player } never moved in game #{ $game }, a second time, and is withdrawn from tournament { $tournament }; their results stay.
tournament-arena-no-show = { $player } never moved in game #{ $game } and is paused in tournament { $tournament }: `tournament join { $tournament }` brings them back.
tournament-arena-columns = Place. Player · points · performance · each game's points (! doubled)
tournament-arena-on-fire = (on fire: the next game scores double)
tournament-arena-paused-mark = (paused)
tournament-arena-podium-place = { $place ->
    [1] 🥇
    [2] 🥈
   *[other] 🥉
} { $player }: { $score } points
tournament-arena-joined = You are in arena { $tournament }: you are paired as soon as someone else waits.
tournament-resumed = You are back in arena { $tournament }: you are paired as soon as someone else waits.
tournament-paused = You are paused in arena { $tournament }: you are paired no more (once the game you play ends). `tournament join { $tournament }` brings you back.
tournament-paused-already = You are paused in arena { $tournament } already: `tournament join { $tournament }` brings you back.
tournament-pause-arena = Only an arena being played takes a pause; tournament { $tournament } is not one.
tournament-left-for-good = You left arena { $tournament }, which is for good.
tournament-arena-ended = Arena { $tournament } pairs nobody any more: its time is up.
