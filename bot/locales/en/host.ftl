# Limits and failures.
rate-limit = You are sending commands faster than I take them (at most { $count } a minute); wait a moment, then try again.
store-failed = Something went wrong while saving that, so nothing changed; please try again.
store-unreachable = My records could not be read just now, so nothing changed; please try again in a moment.
closed-direct-setup = { $player }, I could not send you a direct message about game #{ $game }. Allow direct messages from members of this server (Privacy Settings of the server), or set up your pieces here privately with the `/setup` slash command (`/setup show`, and the game's setup words, like `/setup ready`; only you see its answers).
closed-direct-play = { $player }, I could not send you a direct message about game #{ $game }. Allow direct messages from members of this server (Privacy Settings of the server), or use `myboard` (or the My board button) to see your board here privately.

# The bot as a player (`$why` is the opponent's reason, from ai.ftl).
bot-undecided = { $player } could not decide what to do ({ $why }).
bot-draw-early = { $player }: It is too early for a draw; I accept one only after { $turns } moves of my own, so I play on.
bot-draw-better = { $player }: I think I stand better, so I play on.
bot-draw-worse = { $player }: I think I stand worse.
bot-draw-level = { $player }: I think the game is level.
bot-draw-unsure = { $player }: I cannot tell how I stand ({ $why }), so I play on.

# The local offline mode's own lines.
local-banner =
    Umpire, local offline mode. No DISCORD_TOKEN is set; to run on Discord instead, put DISCORD_TOKEN=<your bot token> in .env (see .env.example) and start again.
    Type `NAME: TEXT` to speak as NAME in the current channel, `NAME (dm): TEXT` to write to the bot privately, `#CHANNEL` to change channel (you are in #{ $channel }). `alice: help` lists the commands.
    Board images are written to { $images }.
local-edit = { $place }, edit of the earlier message
local-error = (local mode) { $error }
local-not-utf8 = That line is not valid UTF-8 text, so it was skipped.
local-now-in = (now in { $channel })
local-channel-word = A channel is one word, like `#general` or `#game-1`.
local-line-how = Write `NAME: TEXT` to speak as NAME here, `NAME (dm): TEXT` to write to the bot privately, or `#CHANNEL` to change channel.
local-user-word = A user name is one word of letters, digits, `-` or `_`, so "{ $word }" is not one.

# The Discord adapter's own answers.
button-expired = This button has expired; say `help` to see what you can do now.
direct-answer-failed = I could not send you my answer by direct message: allow direct messages from members of this server, or use the slash command, whose answers only you can see.
message-refused = I could not post one of my messages because Discord refused it, but everything is saved: say `board` to see the game again.
files-refused = I may not attach files in this channel, so boards come as text: give me the Attach Files permission here to see them as pictures.
thread-refused = I may not open threads in this channel, so game #{ $game } is played here: give me the Create Public Threads permission to give each game a thread of its own.
tournament-thread-refused = I may not open threads in this channel, so tournament { $tournament } posts its rounds here: give me the Create Public Threads permission to give it a thread of its own.
command-failed = Something went wrong on my side; please try again in a moment.
slash-unreadable = I could not read "{ $word }" for { $command }; say `help { $command }` to see how it is written.
slash-missing = Something is missing for { $command }; say `help { $command }` to see how it is written.
slash-game-id = Game ids are numbers, like 12; "{ $word }" is not one.
slash-challenge-code = Challenges are written with a c, like c3 (games are written #3); "{ $word }" is not one.
slash-bot-seat = { $who } is a bot, and bots cannot take a seat; challenge a person.
