# The command list (`help`).
help = Commands
help-intro = The same words work everywhere; on Discord they are slash commands too.
# One line of `help` a command or a few, in the order `help` shows them.
help-line-challenge = challenge <game> [@player ...] [NAME=VALUE ...] [clock] [casual] — challenge people (seats nobody is named for are open to anyone; games between people are rated unless `casual`); the clock is `none` or a time per move like `30m`, `2h`, `1d` (default 1 day); `setup=10m` sets the setup time of games with a private setup
help-line-bot = challenge <game> bot [level=1-5] — play the bot itself (or mention it instead of `bot`): level 1 (beginner) to 5 (strongest), 3 when left out; it takes the other seats at once, sets up and moves on its own; name people too (`challenge junqi4 @bob bot`) and it takes only the seats nobody was named for, once they accept; games with the bot are unrated
help-line-challenges = accept [number] · decline [number] [reason] · cancel [number] · challenges — take your seat in, refuse, withdraw or list challenges
help-line-move = move <action> (or m <action>) — play in your game: a move, or any word the game knows (`rules <game>` lists them); in the game's thread or by direct message the action alone is enough; add the game number (`move #3 a3a4`) where you have several games
help-line-setup = setup show · setup list · setup save <name> · setup load <name> — your private setup, in games that have one (answers come by DM; `/setup` answers only you)
help-line-takeback = takeback [accept|decline] — ask to take back your last move (and the reply to it, if one was played), or answer a request; only in games with nothing hidden and nothing left to chance, and not against the bot
help-line-end = resign · draw [offer|accept|decline] — end a game (after a draw offer is declined or lapses, its maker may offer again after 5 moves of their own); abort — call it off, without a result, until every player has made a first move (a first move not made within the time per move aborts the game too); rematch [#number] — offer the players of a finished game (your last one here unless numbered) another one, sides swapped; replay #number — an animated GIF of a finished game; analyse [#number] — its evaluation over the moves, turning points and better moves, as a picture
help-line-board = board · myboard · history — the board, your private board, the moves so far (add #number for another game)
help-line-export = export [#number] — the game's record as a text file, and its position string for `umpire moves --position`; in a game with hidden pieces you get only what you may see; verify #number — check that the umpire was fair (`rules fairness`)
help-line-games = games · games mine — the games going on here, or yours everywhere
help-line-finished = games finished [@player|mine|tournament:t3] [game] — finished games, newest first: this server's, a player's, or a tournament's; game #number — one of them, with its final board and record
help-line-leaderboard = leaderboard <game> [all] [players=N] — settled ratings, best first: of players here, or `all` for everyone
help-line-profile = profile [@player] — ratings and their trend, results, streak, favourite game, games against you
help-line-follow = follow #number · unfollow #number — a game's public board by direct message after every move, or stop
help-line-tournament = tournament create <game> swiss rounds=<n> <clock> [rated|casual] [max=<n>] [starts=<when>] · tournament create <game> arena <duration> <clock> … · tournament join|leave|pause|start|halt|resume|cancel|standings [t3] · tournaments — Swiss and arena tournaments in this server; `help tournament` explains them
help-line-rules = rules <game> — a game's rules, words and options
help-line-set = set — your settings; set labels english|chinese · set orientation own|fixed · set coordinates on|off — how your private boards are drawn; set ping on|off — a mention when it is your turn; set language en|zh|auto — the language spoken to you; set server-language en|zh|auto — the language of this server's posts and public boards (for those who may manage the server)
help-line-umpire-check = umpire-check [#channel] — check my setup in this server: the token, the Message Content intent, the slash commands, my permissions in the channel, and DMs to you; each problem names the switch that fixes it (for those who may manage the server)

# `rules` without a game.
rules-games = The games:
rules-games-end = Say `rules <game>` for one of them, or `rules fairness` for how the umpire proves it was fair.
rules-setup-words = Setup words
rules-in-play = In play
rules-setup =
    Setup: when every seat is taken, each player gets their side by direct message with a random valid setup, and changes it with the setup words above; `setup save NAME` keeps it for later games, `setup load NAME` brings it back, `setup show` shows it again. With closed DMs, use `/setup` (only you see its answers). The game's thread learns only who is ready. Everyone must be ready within the setup time (`setup=10m` in the challenge; 5 minutes by default), or the game is called off.
rules-takebacks = Moves may be taken back when the others agree (`takeback`).
rules-no-takebacks = Moves cannot be taken back in this game.
rules-reveal = When the game ends, its full record, with everything that was hidden, is posted for everyone.
rules-options = Options (write NAME=VALUE in a challenge):
help-no-command = There is no command "{ $name }"; say `help` for the list.
