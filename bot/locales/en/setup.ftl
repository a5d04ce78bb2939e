# Private setups (a game's words and what they do come from the game's own texts).
setup-how = Change it with { $words }. Keep it for later games with `setup save NAME`, bring one back with `setup load NAME`; `setup show` shows it again.
setup-word = `{ $usage }` ({ $help })
setup-string = Your setup: `{ $setup }`
setup-ends = Setup ends{" "}
setup-ends-after = ; a game whose players are not all ready by then is called off.
setup-ready = You are ready; play starts when everyone is.
setup-ready-words = You may still say { $words }.
setup-invitation = Game #{ $game } ({ $title }): set up your pieces. This is your side with a random valid setup.
setup-lead-show = Your setup.
setup-locked = Your setup is locked in.
setup-unlocked = You are arranging your setup again.
setup-done = Done.
setup-all-ready = You are ready, and so is everyone else: game #{ $game } has started.
seat-ready = { $seat } is ready.
seat-unready = { $seat } is arranging their pieces again.

# Setup words that cannot be done.
no-setup = { $game } has no setup: the pieces start where the rules put them; say `move <your move>`.
not-setting-up = Game #{ $game } is not being set up, so there is no setup to change; say `move <your move>`.

# Saved setups.
no-saved-setup = You have no setup saved as "{ $name }"; `setup list` shows yours.
no-saved-setups = You have no saved setups yet; `setup save NAME` keeps the current one.
saved-setups-heading = Your saved setups:
setup-name-rule = A setup name is one word of letters, digits, `-` or `_`, at most { $limit } characters.
setups-limit = You keep { $count } setups already, as many as anyone may; save over one of them (`setup list` shows their names).
setup-saved = Saved your setup `{ $setup }` as "{ $name }"; `setup load { $name }` brings it back in any game.
