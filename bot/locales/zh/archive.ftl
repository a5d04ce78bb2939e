# 已结束的对局与回放。
replay-not-over = 第 { $game } 号对局仍在进行；结束后才能回放（现在可用 `board #{ $game }` 查看）。
replay-called-off = 第 { $game } 号对局在开始前已取消，没有可回放的内容。
replay-too-large = 第 { $game } 号对局的回放太大，无法作为附件发送（{ $size } MB）；`history #{ $game }` 可查看其记录。
replay-message = 第 { $game } 号对局（{ $title }）的回放，共 { $moves } 步。
replay-alt = 第 { $game } 号对局（{ $title }）的动画回放：依次显示 { $moves } 步中每一步之后的棋盘，最后是终局局面。
# 档案的标题：`$all` 为 1 表示所有棋种，否则 `$kind` 为棋种。
finished-mine = { $all ->
        [1] 你已结束的对局
       *[other] 你已结束的{ $kind }对局
    }
finished-of = { $all ->
        [1] { $player } 已结束的对局
       *[other] { $player } 已结束的{ $kind }对局
    }
finished-here = { $all ->
        [1] 本服务器已结束的对局
       *[other] 本服务器已结束的{ $kind }对局
    }
finished-tournament = { $all ->
        [1] 比赛 { $tournament } 的对局
       *[other] 比赛 { $tournament } 的{ $kind }对局
    }
finished-none = { $heading }：暂无。
finished-heading = { $heading }，最新的在前{ $page }：
game-not-over = 第 { $game } 号对局仍在进行：`board #{ $game }` 可查看棋盘，`follow #{ $game }` 可在每步之后收到棋盘。
game-started = 开始于{" "}
game-ended = ，结束于{" "}

# 排行榜与棋手资料。
leaderboard-empty-here = 这里还没有人有稳定的{ $pool }等级分（`{ $typed } all` 可查看所有人的排行）：等级分在足够的计分对局使其稳定之前是暂定的（标有 ?），只有稳定的等级分才会排名。
leaderboard-empty = 还没有人有稳定的{ $pool }等级分：等级分在足够的计分对局使其稳定之前是暂定的（标有 ?），只有稳定的等级分才会排名。
leaderboard-here = 本服务器的{ $pool }排行榜（`{ $typed } all` 查看所有人的）{ $page }：
leaderboard-everyone = 所有人的{ $pool }排行榜{ $page }：
leaderboard-line = { $rank }. { $player } { $rating } · { $games } 局
profile-no-ratings = 等级分：暂无（真人之间的对局计入等级分，除非写明 `casual`）。
profile-ratings = 等级分（? 表示暂定）：
profile-trend = （最近 { $games } 局 { $change }）
profile-rating = { $pool }：{ $rating }{ $trend } · 计分对局 { $games } 局
profile-no-games = { $player } 还没有下完过一盘棋。
profile-games = 对局：共 { $played } 局，胜 { $won }，负 { $lost }，和 { $drawn }。
# `$finish` 为 won、lost 或 drawn。
profile-streak = { $finish ->
        [won] 当前连胜 { $count } 局
        [lost] 当前连败 { $count } 局
       *[drawn] 当前连和 { $count } 局
    }。
profile-favourite = 最常下的棋：{ $game }（{ $count } 局）。
profile-tournaments = 比赛：完赛 { $played } 场；最好名次第 { $place } 名（{ $tournament }）。
profile-versus-none = 与你（{ $asker }）的对局：暂无。
profile-versus = 与你（{ $asker }）的对局：共 { $total } 局，{ $player } 胜 { $won }，负 { $lost }，和 { $drawn }。

# 关注对局。
follow-over = 第 { $game } 号对局已经结束；`game #{ $game }` 可查看结局。
follow-started = 你关注了第 { $game } 号对局（{ $title }）：每步之后我会在这里把它的公开棋盘发给你；`unfollow #{ $game }`（或按钮）可停止关注。
follow-sending = 我正把第 { $game } 号对局的棋盘私信发给你：收到后你就关注了这盘棋，每步之后都会收到它的棋盘。
follow-unreachable = 我无法给你发私信，因此你没有关注第 { $game } 号对局：请允许本服务器的成员给你发私信（在服务器的隐私设置中），然后再关注一次。
follow-limit = 你已关注 { $count } 盘棋，达到了同时关注的上限；`unfollow #<编号>` 可取消关注一盘。
followers-limit = 第 { $game } 号对局已有 { $count } 位关注者，达到了上限；它的子区会显示每一步。
tournaments-limit = 本服务器已有 { $count } 个进行中的比赛，达到了同时举办的上限；须先有一个结束或取消。

# 导出记录。
export-attached = 第 { $game } 号对局（{ $title }）的记录见附件。
export-hidden = 局面串会写出每一个隐藏的棋子，因此要等对局结束后才提供。
export-position =
    局面：`{ $position }`
    合法着法：`{ $command }`
export-sent = 我已把第 { $game } 号对局的记录私信发给你：其中有你自己的隐藏棋子。

# 已结束对局的复盘。
analysis-not-over = 第 { $game } 局仍在进行；对局结束后才能复盘，结束前不会显示任何隐藏的内容。
analysis-called-off = 第 { $game } 局在开始前已取消，没有可复盘的内容。
analysis-no-moves = 第 { $game } 局未走一步便已结束，没有可复盘的内容。
analysis-running = 正在复盘第 { $game } 局……约需 { $seconds } 秒；完成后本条消息会显示复盘结果。
analysis-failed = 第 { $game } 局无法复盘：{ $why }
analysis-heading = 第 { $game } 局（{ $title }）的复盘：
analysis-side = { $side }：准确率 { $accuracy }%，欠佳 { $inaccuracies } 步，错着 { $mistakes } 步，败着 { $blunders } 步。
analysis-revealed = 本局有隐藏的棋子：对局已结束，复盘时已将其全部揭示。
analysis-expected = 对局中要掷棍：每个评估都是对之后各种掷棍结果取的期望，而非单一的着法变化。
