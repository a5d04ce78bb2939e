# Limits and failures.
rate-limit = You are sending commands faster than I take them (at most { $count } a minute); wait a moment, then try again.
store-failed = Something went wrong while saving that, so nothing changed; please try again.
closed-direct-setup = { $player }, I could not send you a direct message about game #{ $game }. Allow direct messages from members of this server (Privacy Settings of the server), or set up your pieces here privately with the `/setup` slash command (`/setup show`, and the game's setup words, like `/setup ready`; only you see its answers).
closed-direct-play = { $player }, I could not send you a direct message about game #{ $game }. Allow direct messages from members of this server (Privacy Settings of the server), or use `myboard` (or the My board button) to see your board here privately.

# The bot as a player (`$why` is the search's own words).
bot-undecided = { $player } could not decide what to do ({ $why }).
bot-draw-better = { $player }: I think I stand better, so I play on.
bot-draw-worse = { $player }: I think I stand worse.
bot-draw-level = { $player }: I think the game is level.
bot-draw-unsure = { $player }: I cannot tell how I stand ({ $why }), so I play on.
