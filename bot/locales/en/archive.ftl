# Finished games and replays.
replay-not-over = Game #{ $game } is still going on; its replay is ready once it is over (`board #{ $game }` shows it now).
replay-called-off = Game #{ $game } was called off before play began, so there is nothing to replay.
replay-too-large = The replay of game #{ $game } is too large to attach ({ $size } MB); `history #{ $game }` gives its record.
replay-message = The replay of game #{ $game } ({ $title }), { $moves } { $moves ->
        [one] move
       *[other] moves
    }.
# The replay's alt text, for screen readers.
replay-alt = An animated replay of game #{ $game } ({ $title }): the board after each of its { $moves } { $moves ->
        [one] move
       *[other] moves
    }, then the final position.
# The archive's headings: `$all` is 1 for every game, else `$kind` is the game.
finished-mine = { $all ->
        [1] Your finished games
       *[other] Your finished { $kind } games
    }
finished-of = { $all ->
        [1] { $player }'s finished games
       *[other] { $player }'s finished { $kind } games
    }
finished-here = { $all ->
        [1] Finished games in this server
       *[other] Finished { $kind } games in this server
    }
finished-tournament = { $all ->
        [1] The games of tournament { $tournament }
       *[other] The { $kind } games of tournament { $tournament }
    }
finished-none = { $heading }: none yet.
finished-heading = { $heading }, newest first{ $page }:
game-not-over = Game #{ $game } is still going on: `board #{ $game }` shows it, and `follow #{ $game }` sends you its board after every move.
game-started = Started{" "}
game-ended = , ended{" "}

# Leaderboards and profiles.
leaderboard-empty-here = Nobody here has a settled { $pool } rating yet (`{ $typed } all` ranks everyone's): a rating is provisional (marked ?) until enough rated games settle it, and only settled ratings are ranked.
leaderboard-empty = Nobody has a settled { $pool } rating yet: a rating is provisional (marked ?) until enough rated games settle it, and only settled ratings are ranked.
leaderboard-here = { $pool } leaderboard of this server (`{ $typed } all` for everyone's){ $page }:
leaderboard-everyone = { $pool } leaderboard of everyone{ $page }:
leaderboard-line = { $rank }. { $player } { $rating } · { $games } { $games ->
        [one] game
       *[other] games
    }
profile-no-ratings = Ratings: none yet (games between people are rated unless `casual`).
profile-ratings = Ratings (? while provisional):
profile-trend = {" "}({ $change } over the last { $games ->
        [one] game
       *[other] { $games } games
    })
profile-rating = { $pool }: { $rating }{ $trend } · { $games } rated { $games ->
        [one] game
       *[other] games
    }
profile-no-games = { $player } has not finished a game yet.
profile-games = Games: { $played } played, { $won } won, { $lost } lost, { $drawn } drawn.
# `$finish` is won, lost or drawn.
profile-streak = Current streak: { $count } { $finish ->
        [won] { $count ->
            [one] win
           *[other] wins
        }
        [lost] { $count ->
            [one] loss
           *[other] losses
        }
       *[drawn] { $count ->
            [one] draw
           *[other] draws
        }
    }.
profile-favourite = Favourite game: { $game } ({ $count } { $count ->
        [one] game
       *[other] games
    }).
profile-tournaments = Tournaments: { $played } played to the end; best place: { $place } (in { $tournament }).
profile-versus-none = Against you ({ $asker }): no games yet.
profile-versus = Against you ({ $asker }): { $player } won { $won }, lost { $lost }, drew { $drawn } of { $total } { $total ->
        [one] game
       *[other] games
    }.

# Following games.
follow-over = Game #{ $game } is over; `game #{ $game }` shows how it ended.
follow-started = You follow game #{ $game } ({ $title }): I will send you its public board here after every move; `unfollow #{ $game }` (or the button) stops it.
follow-sending = I am sending you the board of game #{ $game } by direct message: once it arrives, you follow the game and its board comes after every move.
follow-unreachable = I could not send you a direct message, so you do not follow game #{ $game }: allow direct messages from members of this server (Privacy Settings of the server), then follow it again.
follow-limit = You follow { $count } { $count ->
    [one] game
   *[other] games
} already, as many as anyone may at once; `unfollow #<number>` stops one.
followers-limit = Game #{ $game } has { $count } { $count ->
    [one] follower
   *[other] followers
} already, as many as a game may have; its thread shows every move.
tournaments-limit = This server has { $count } { $count ->
    [one] tournament
   *[other] tournaments
} open already, as many as it may have at once; one must end or be cancelled first.

# Exports.
export-attached = The record of game #{ $game } ({ $title }) is attached.
export-hidden = Its position string names every hidden piece, so it is given once the game is over.
export-position =
    Position: `{ $position }`
    Its legal moves: `{ $command }`
export-sent = I sent you the record of game #{ $game } by direct message: it shows your own hidden pieces.

# Analyses of finished games.
analysis-not-over = Game #{ $game } is still going on; it can be analysed once it is over, and nothing hidden is shown before then.
analysis-called-off = Game #{ $game } was called off before play began, so there is nothing to analyse.
analysis-no-moves = Game #{ $game } ended before any move was played, so there is nothing to analyse.
analysis-running = Analysing game #{ $game }… about { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }; this message shows the analysis once it is done.
analysis-failed = Game #{ $game } could not be analysed: { $why }
analysis-heading = Analysis of game #{ $game } ({ $title }):
# `$side` names a side's players; each count with its own plural.
analysis-side = { $side }: accuracy { $accuracy }%, { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
    }.
analysis-revealed = The game hid pieces: now that it is over, they were revealed for the analysis.
analysis-expected = The sticks are cast during play: each evaluation is an expectation over the casts to come, not one line of play.
