# Why the computer opponent cannot play: written from its own English templates (`ai::REASONS`).

unable-game-over = The game is over.
unable-no-move = I have no legal move.
unable-no-action = I have no legal action.
unable-not-my-turn = It is not my turn.
unable-game = I cannot play { $game } yet.
unable-hidden = This game hides something from me.
unable-version = The game's state is of another version.
unable-state = The game's state is unreadable: { $error }.
unable-position = I cannot read the position: { $error }
unable-flip = I cannot read the flip "{ $flip }".
unable-too-many = The record shows more pieces than a game has.
unable-not-add-up = The record does not add up to the pieces of a game.
unable-world = I cannot set up a world: { $error }
unable-replay = The record does not replay: { $error }
unable-replay-differs = The record does not replay the same way in a world built from it.
unable-misread = I chose { $action }, which the game does not list; I must have misread the record.
unable-not-in-play = The game is not in play.
unable-not-started = The game has not started.
unable-no-layout = I cannot tell how I stand: no layout of the hidden pieces fits what I saw.
unable-junqi-options = I play Junqi only with flag_carrier=off and hq_exit=off.
unable-junqi4-options = I play Junqi only with hq_exit=off.
unable-setup = My setup in the record is not valid: { $error }
unable-no-setup = My setup is not in the record.
unable-no-piece = The record moves a piece that is not there.
unable-contradiction = The record contradicts what I know of the pieces.
unable-record-line = I cannot read the record line "{ $line }".
