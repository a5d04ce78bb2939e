# The host's framing of the games' own texts: the list of a game's words after its heading.
rules-words-start = :{" "}
rules-words-sep = ;{" "}
rules-words-end = .
rules-word = `{ $usage }`: { $help }
# An option of a game: its name, its values, its default and what it does.
rules-option = { $name } = { $values } (default { $default }): { $help }
# A line of the list of games.
rules-game = { $game } (`{ $id }`): { $summary }
# Between a choice's label and what it does.
choice-detail = :{" "}

# The names the host gives stand-ins: the computer opponent, and a player without a display name.
computer-name = Umpire (level { $level })
someone = someone

# The local mode's transcript: where each message went, its image, file and buttons.
local-opened = umpire opened the thread { $thread }: { $title }
local-only-sees = { $channel }, only { $user } sees
local-dm-to = dm to { $user }
local-log = log
local-game = game #{ $game }
local-user = user { $id }
local-image = image: { $path }
local-image-not-saved = image not saved ({ $path }): { $error }
local-file = file: { $path }
local-file-not-saved = file not saved ({ $path }): { $error }
local-buttons = buttons: { $buttons }
local-press = [{ $label }] press { $id }

# The caption drawn under a board image.
caption-game = Game #{ $game } · { $title }
caption-called-off = Called off
caption-start = Start
caption-move = Move { $played } of { $total }
caption-setting-up = Setting up
caption-decide = { $seats } to decide
caption-play = { $seats } to play
caption-your-board = Your board: { $seat }
caption-your-setup = Your setup: { $seat }

# The words of an analysis's picture: its heading, each side's legend, and a turning point
# (`$judgement` is inaccuracy, mistake or blunder).
analysis-title = Analysis of game #{ $game } · { $title }
analysis-legend = { $side } · accuracy { $accuracy }%
analysis-point = Move { $move }, { $side }: { $played }, { $judgement ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    }; better { $best }
