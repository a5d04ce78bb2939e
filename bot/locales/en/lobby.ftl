# Typed lines that are no command.
local-no-button = There is no such button; copy the id after `press` from a message.

# Challenges.
sentence-end = .
challenge-in-channel = Challenges are made in a server channel, so the game has a place to be played.
challenge-yourself = You cannot challenge yourself; name someone else, or nobody for an open challenge.
challenge-limit = You have { $count } challenges waiting already, as many as anyone may; withdraw one with `cancel <number>` (`challenges` lists them) or wait for answers.
challenge-started = Challenge { $challenge } was taken up already: it became game #{ $game }.
challenge-was-declined = Challenge { $challenge } was declined.
challenge-was-withdrawn = Challenge { $challenge } was withdrawn.
challenge-expired = Challenge { $challenge } has expired.
no-such-challenge = There is no challenge { $challenge }; `challenges` lists the waiting ones.
several-challenges = Several challenges fit ({ $challenges }); say which by number, like `{ $example }`.
no-challenge-for-you = There is no challenge waiting for you here; `challenges` lists them.
no-challenge-game-on = There is no challenge waiting for you here; your game #{ $game } is on in{" "}
challenge-own = Challenge { $challenge } is your own; the others have to accept it (or say `cancel { $challenge }`).
challenge-seated = You already have a seat in challenge { $challenge }; it starts when every seat is taken.
challenge-for-others = Challenge { $challenge } is for { $players }; only they can accept it.
no-challenge-to-decline = There is no challenge to you here to decline; `challenges` lists them.
challenge-open-decline = Challenge { $challenge } is open to anyone, so there is nothing to decline; it lapses by itself, or { $challenger } can cancel it.
challenge-for-others-decline = Challenge { $challenge } is for { $players }; only they can decline it.
no-challenge-to-cancel = You have no challenge waiting here to cancel.
challenge-not-yours = Challenge { $challenge } is { $challenger }'s; only they can cancel it.
no-challenges = No challenges are waiting; make one with `challenge jungle @someone`.
challenge-post = { $challenger } challenges { $invitees } to { $terms }.{ $teams }{ $open ->
        [0] {""}
        [one] {" "}There is one open seat: anyone may take it.
       *[other] {" "}There are { $open } open seats: anyone may take one.
    } { $invitees }, accept or decline challenge { $challenge } by{" "}
challenge-open-post = { $challenger } offers an open challenge: { $terms }.{ $teams }{ $open ->
        [0] {""}
        [one] {" "}There is one open seat: anyone may take it.
       *[other] {" "}There are { $open } open seats: anyone may take one.
    } Anyone may accept challenge { $challenge } by{" "}
list-comma = ,{" "}
# The sides of a game played in teams, partners joined by `title-partners`, sides by `title-vs`.
challenge-teams = {" "}Teams: { $teams }.
challenge-seat-open = an open seat
challenge-seat-bot = the bot
with-bot-seats = , the bot at level { $level } in the seats nobody was named for
setup-time = { $span } to set up
terms-rated = rated
terms-casual = casual (unrated)
line-anyone = { $open ->
        [one] anyone
       *[other] { $open } of anyone
    }
line-seated = ({ $seated } of { $seats } seated)
line-in = in{" "}
line-expires = expires{" "}

# Times.
clock-none = no clock
clock-per-move = { $span } per move
span-days = { $count ->
        [one] 1 day
       *[other] { $count } days
    }
span-hours = { $count } h
span-minutes = { $count } min
span-under-a-minute = less than a minute
moment-in = in { $span }
moment-now = now
# The brackets around how long from now a moment is.
moment-open = {" "}(
moment-close = )

# Commands that cannot be read.
too-long = That is too long for a command (at most { $limit } characters); commands are short, like `move a3a4`. Say `help` for the list.
not-a-command = "{ $word }" is not a command; say `help` to see what I understand.
say-which-game = Say which game, like `challenge jungle @someone`; the games are { $games }.
cannot-seat = I cannot seat { $who }: challenge people who are here (not bots), by mentioning them.
named-twice = { $who } is named twice; name each player once.
not-a-level = "{ $value }" is not a level: the bot plays at level 1 (beginner), 2 (easy), 3 (club), 4 (strong) or 5 (strongest), like `level=2`.
challenge-word = I did not understand "{ $word }" in that challenge: name players as @name, options as NAME=VALUE (say `rules { $game }` for them), and the clock like `2h` or `none`.
level-needs-bot = A level is for games against the bot: say `challenge { $game } bot level=…`.

# Seats, rematches and the start of a game.
rematch-not-over = Game #{ $game } is still going on; a rematch can be offered once it is over.
rematch-not-player = Only the players of game #{ $game } can offer a rematch of it.
games-limit = You play { $count } games already, as many as anyone may at once; finish one before starting another.
games-limit-other = { $player } plays { $count } games already, as many as anyone may at once, so this game cannot start yet; the challenge waits until they finish one.
more-players = { $count } more { $count ->
        [one] player
       *[other] players
    }
seat-taken = { $player } takes a seat in challenge { $challenge } ({ $seated } of { $seats }); waiting for { $missing }.
game-number = Game #{ $game }
bot-game-on = { $player } { $humans ->
        [one] takes
       *[other] take
    } on the bot at level { $level } ({ $name }): game #{ $game } ({ $kind }) is on. Games against the bot are unrated.
challenge-joined = { $players } joined { $challenger }'s challenge: game #{ $game } ({ $kind }) is on.
challenge-declined = { $player } declined { $challenger }'s challenge { $challenge }.
challenge-declined-why = { $player } declined { $challenger }'s challenge { $challenge }: "{ $reason }".
challenge-withdrawn = { $player } withdrew challenge { $challenge }.
challenges-heading = Waiting challenges{ $page }:
challenge-expired-post = { $challenger }'s challenge { $challenge } ({ $kind }) expired before every seat was taken.
