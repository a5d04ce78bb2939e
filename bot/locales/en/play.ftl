# Which game a command means, and who may act in it.
no-game = There is no game #{ $game }.
several-games-yours = You have several games here ({ $games }); say which, like `move { $first } a3a4` or `board { $first }`.
no-game-here = No game is going on here; `games mine` lists yours.
several-games-here = Several games are going on here; say which, like `board #3` (`games` lists them).
no-game-of-yours-here = You have no game in progress here; start one with `challenge jungle @someone`, or `games mine` lists yours.
not-a-player = Only { $players } play in game #{ $game }; you are welcome to watch.
game-called-off = Game #{ $game } was called off before play began.
game-over = Game #{ $game } is over.
out-of-game = You are out of game #{ $game }; the others play on, and you may watch.
not-your-turn = It is not your turn in game #{ $game }: { $players } to play.
confirm-resign = Do you really want to resign game #{ $game }? This cannot be undone.
reminder-setup = Reminder: you are not ready yet in game #{ $game } ({ $title }); setup ends{" "}
reminder-setup-end = , and the game is called off if you are not ready by then.
reminder-turn = Reminder: it is your turn in game #{ $game } ({ $title }); time runs out{" "}
your-board = Your board in game #{ $game }.

# Commands that cannot be read or done.
bot-no-seat = { $game } has { $seats } seats: with everyone you named, none is left for the bot. Name fewer people, or leave `bot` out.
bot-cannot-follow = The bot cannot follow games.
say-a-command = Say a command, like `help`, `challenge jungle @someone` or `move a3a4`.
say-which-finished = Say which finished game, like `game #3`; `games finished` lists them.
casual-twice = `casual` is given twice; give it once.
bot-twice = The bot is named twice; name it once.
one-game-at-most = Name one game at most, like `move #12 a3a4`.
resign-hint = Say `resign` (I ask before it counts), or `resign confirm` to resign at once; add the game like `resign #3` where you play several.
say-which-move = Say which move, like `move a3a4` (`m a3a4` for short).
setup-hint = Say what to do with your setup, like `setup show`, `setup random`, `setup save NAME` or `ready`.
games-hint = Say `games` for the games here, or `games mine` for yours everywhere (add `page 2` for more).
one-player-at-most = Name one player at most; `games finished @bob jungle` lists Bob's Jungle games.
one-kind-at-most = Name one game at most; `games finished jungle` lists the finished Jungle games.
profile-hint = Say `profile` for yours, or `profile @someone` for theirs (with your games against them).
board-failed = Your board could not be made; please try again.
setup-name-hint = Name the setup with one word, like `setup save wall` or `setup load wall`.
no-setup-to-save = There is no setup to save in this game.

# Aborts and draws.
abort-too-late = Game #{ $game } has begun: every player has made a move, so it can only be resigned or drawn now.
draw-in-setup = Game #{ $game } has not started yet, so there is nothing to draw; it begins when everyone is ready.
no-draw-to-decline = There is no draw offer to decline in game #{ $game }.
no-draw-to-accept = There is no draw offer to accept in game #{ $game }; say `draw offer` to make one.
draw-wait = Your last draw offer in game #{ $game } was not accepted; you may offer again after { $wait ->
        [one] 1 more turn
       *[other] { $wait } more turns
    } of your own.
draw-offered-already = You already offered a draw in game #{ $game }; the others have to answer.
done-game-is-in = Done; game #{ $game } is in{" "}

# Following and takebacks.
not-following = You do not follow game #{ $game }.
unfollowed = You no longer follow game #{ $game }.
follow-own-game = You play in game #{ $game }, so its boards come to you already.
takeback-bot = Moves cannot be taken back in game #{ $game }, a game against the bot.
takeback-in-setup = Game #{ $game } has not started yet, so there is no move to take back.
no-takeback-to-decline = There is no takeback request to decline in game #{ $game }.
no-takeback-to-accept = There is no takeback request to accept in game #{ $game }; say `takeback` to ask for one.
takeback-asked-already = You already asked to take back your move in game #{ $game }; the others have to answer.

# Actions and what they did.
chat-not-read = I read only commands and moves here; say `help` to see what I understand.
fits-several = `{ $action }` fits several of your games ({ $games }); say which, like `{ $example }`.
no-action-here = `{ $action }` is no action in your games here ({ $games }); name the game, like `move { $first } …`, to hear why.
# An action the game refused: `$reason` is why (a reason from the game's texts or `refusal-untyped`); `$hint`
# is an `action-like` sentence or nothing.
action-refused = Game #{ $game } does not take `{ $action }`: { $reason }{ $hint }
# A refusal the rules give only as their English sentence.
refusal-untyped = { $sentence }
action-like = {" "}Legal actions that start the same: { $actions }.
draw-lapsed = The draw offer of { $seats } lapsed: the game went on.
takeback-lapsed = The takeback request of { $seat } lapsed: the game went on.
draw-declined = { $seat } declines the draw; game #{ $game } goes on.
draw-offered = { $seat } offers a draw in game #{ $game }; { $others } may accept or decline it.
ran-out-of-time = { $seat } ran out of time.
game-over-post = Game #{ $game } ({ $title }) is over. { $result }.
game-over-post-rated = Game #{ $game } ({ $title }) is over. { $result }. { $rating }.
decision = Game #{ $game }: your decision. Players: { $players }.
# Why a game was called off (after `called-off`).
called-off = Game #{ $game } ({ $title }) is called off: { $why }. It has no result.
called-off-no-show = Game #{ $game } ({ $title }) is called off: { $why }. In its tournament it counts as a loss for whoever was late.
why-aborted = { $seat } aborted it before every player had made a first move
why-no-first-move = { $seats } did not make a first move in time
why-not-ready = { $seats } did not get ready in time

# Boards, records and lists of games.
board-sent = I sent you your board of game #{ $game } by direct message.
history-heading = Game #{ $game }:
line-challenge = Challenge{" "}
no-games-mine = You have no games in progress and no challenges waiting; start one with `challenge jungle @someone`.
no-games-here = No games are in progress here; start one with `challenge jungle @someone`.
games-mine-heading = Your games in progress and challenges waiting{ $page }:
games-here-heading = Games in progress here{ $page }:
takeback-not-in-game = Moves cannot be taken back in { $game }: pieces are hidden or moves depend on chance, so undoing one would show or change what nobody may know.
takeback-declined = { $seat } declines the takeback; game #{ $game } goes on.
takeback-asked = { $seat } asks to take back their last move in game #{ $game }; { $others } may accept or decline.
takeback-agreed = { $seat } agrees to the takeback in game #{ $game }.
# Why a takeback cannot be done: `$why` is `takeback-none-yet`, `takeback-setup` or the rules' words.
takeback-in-game = In game #{ $game }, { $why }.
takeback-none-yet = you have not finished a move yet, so there is none to take back
takeback-setup = the setup cannot be taken back
taken-back = Taken back by agreement: { $seat }'s last move{ $after ->
        [0] {""}
       *[other] {" "}and the { $after } after it
    }.
# A word some game knows, typed in a game that has no such word: `$game` is the game's name.
word-not-in-game = { $game } has no `{ $word }`.
