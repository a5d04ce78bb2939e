# Commands that cannot be read: what to type instead.
unknown-game = There is no game called "{ $name }"; the games are { $games }.
no-setup-phase = { $game } has no setup phase, so it takes no setup time.
bot-cannot-play = I cannot play { $game } myself yet; challenge a person instead. I play { $games }.
too-many-named = { $game } has { $seats } seats, so name at most { $others } other { $others ->
        [one] player
       *[other] players
    }.
clock-twice = The clock is given twice; give it once.
level-twice = The level is given twice; give it once.
seed-twice = The seed is given twice; give it once.
setup-time-twice = The setup time is given twice; give it once.
setup-time-hint = Write the setup time like `setup=10m` or `setup=1h` (from 1 minute to 1 day; 5 minutes when left out).
clock-zero = A clock needs at least one minute per move, or `none` for no clock.
clock-too-long = A clock can give at most 30 days per move; pick a shorter time or `none`.
clock-malformed = "{ $word }" is not a clock; write `none`, or a time per move such as `30m`, `2h` or `1d`.
not-a-challenge-code = Challenges are written with a c, like `{ $verb } { $example }` (games are written #3), and "{ $word }" is not one.
at-most-a-challenge = `{ $verb }` takes at most a challenge, like `{ $verb } c3`.
not-a-game-number = Games are numbers, like `#12`, and "{ $word }" is not one.
at-most-a-game-not = `{ $verb }` takes at most a game number, like `{ $verb } #3`, and "{ $word }" is not one.
at-most-a-game = `{ $verb }` takes at most a game number, like `{ $verb } #3`.
move-game-number = "{ $word }" is not a game number; write it like `move #3 a3a4`.
draw-words = `draw` is followed by `offer`, `accept` or `decline` (and a game number like #3 if needed), not "{ $word }".
takeback-words = `takeback` asks to take back your last move; `takeback accept` or `takeback decline` answers a request (add the game like #3 if needed), and "{ $word }" is none of them.
unknown-player = I do not know { $who }; name a player by mentioning them.
finished-word = I did not understand "{ $word }" there. `games finished` lists the finished games here, newest first; add a player (`@bob` or `mine`) or a tournament (`tournament:t3`), a game (`jungle`) or a page (`page 2`).
finished-player-or-tournament = Name a player or a tournament, not both: `games finished @bob` or `games finished tournament:t3`.
leaderboard-which-game = Say which game, like `leaderboard jungle` (this server) or `leaderboard jungle all` (everyone); the games are { $games }.
leaderboard-word = I did not understand "{ $word }": say `leaderboard { $game } all` for everyone's ratings, `players=3` for another table size, `page 2` for more.
page-numbers = Pages are numbered from 1, like `{ $command } page 2`.
at-most-a-page = `{ $command }` takes at most a page, like `{ $command } page 2`.
