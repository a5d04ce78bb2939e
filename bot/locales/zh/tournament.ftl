# 比赛：读取命令。
tournament-hint = 说 `tournament create <棋名> swiss rounds=<轮数> <时限>` 或 `tournament create <棋名> arena <时长> <时限>`，或 `tournament join`、`leave`、`pause`、`cancel`、`standings`；本服务器有多个比赛时附上比赛代号（`t3`）。
tournament-verb = `{ $word }` 不是比赛命令：请说 `tournament create`、`join`、`leave`、`pause`、`start`、`cancel` 或 `standings`。
not-a-tournament-code = `{ $word }` 不是比赛代号：比赛写作 `t3` 这样的形式。
at-most-a-tournament = 最多指明一个比赛，用其代号（`t3`）。
tournament-create-hint = 说 `tournament create <棋名> swiss rounds=<轮数> <时限> [rated|casual] [max=<人数>] [starts=<开赛时间>]`，例如 `tournament create jungle swiss rounds=4 1d`；或 `tournament create <棋名> arena <时长> <时限> …`，例如 `tournament create jungle arena 1h 5m`。
tournament-format = 请说明赛制，`swiss`（例如 `tournament create jungle swiss rounds=4 1d`）或 `arena`（例如 `tournament create jungle arena 1h 5m`）二选一。
tournament-rounds = 请用 `rounds=<轮数>` 说明比赛的轮数。
tournament-rounds-range = 比赛的轮数为 1 到 { $most } 轮。
tournament-max-range = `max=` 后面是人数，至少为 2。
tournament-word-twice = `swiss`、`arena`、`rated`、`rounds=`、`max=`、`starts=` 和 `bot=` 各自最多说一次。
tournament-bot-level = `bot=` 后面是电脑的级别，1 到 5。
tournament-starts-hint = `starts=` 后面是一周以内的等待时间（`starts=30m`、`starts=2h`），或一周以内的 Discord 时间戳（`starts=<t:1767200000:f>`）。
tournament-starts-past = 这个开赛时间已经过去了：请给一个更晚的时间，或不写 `starts=`，到时用 `tournament start` 开赛。
tournament-rated-casual = 比赛要么 `rated`，要么 `casual`，不能两者都是。
tournament-terms = 比赛的对局只在参赛者之间进行：不要点名任何人，也不要指定种子或布阵时间；`bot=<级别>` 可让电脑补足奇数人数。
tournaments-no-words = `tournaments` 后面不带任何词：它列出本服务器进行中的比赛。

# 命令所指的比赛。
no-such-tournament = 没有比赛 { $tournament }。
tournament-say-which = 请用代号（`t3`）说明是哪个比赛。
no-tournament-fits = 本服务器没有符合的进行中比赛；`tournaments` 会列出它们。
tournament-choose = 有多个比赛符合：请说明是哪一个：{ $ids }。
tournament-in-server = 比赛在服务器的频道中举办。

# 创建、报名、退出、取消。
tournament-two-players = { $game } 不是两人对弈的棋：比赛只能用两人对弈的棋。
tournament-max-over = 这里的比赛最多容纳 { $count } 名选手。
tournament-created = 比赛 { $tournament } 已公布：选手可按其按钮或说 `tournament join { $tournament }` 报名。
tournament-not-gathering = 比赛 { $tournament } 已不再接受报名或退出。
tournament-joined-already = 你已经在比赛 { $tournament } 中了。
tournament-full = 比赛 { $tournament } 已满：它最多容纳 { $count } 名选手。
tournament-joined = 你已报名比赛 { $tournament }。
tournament-not-entered = 你没有参加比赛 { $tournament }。
tournament-left = 你已退出比赛 { $tournament }。
tournament-not-yours = 只有比赛 { $tournament } 的创建者或可管理服务器的成员才能这样做。
tournament-halted = 比赛 { $tournament } 已挂起：进行中的对局照常下完，在 `tournament resume { $tournament }` 之前不再配对。
tournament-goes-on = 比赛 { $tournament } 继续进行。
tournament-on-hold = 已挂起，待 `tournament resume { $tournament }` 后继续。
tournament-not-running = 比赛 { $tournament } 不在进行中。
tournament-halted-already = 比赛 { $tournament } 已经挂起了。
tournament-not-halted = 比赛 { $tournament } 没有挂起。
tournament-cancel-done = 比赛 { $tournament } 已取消。

# 公告和列表。
tournament-announce = **瑞士制比赛 { $tournament }**，由 { $creator } 创建
tournament-swiss-rounds = 瑞士制 { $rounds } 轮
tournament-computer-evens = 人数为奇数时电脑（{ $level } 级）参赛
tournament-players = 选手（{ $count }/{ $max }）：{ $count ->
    [0] 尚无
   *[other] { $names }
}
tournament-gathering = 按按钮或说 `tournament join { $tournament }` 报名。
tournament-starts-at = 自动开赛时间：
tournament-playing = 各轮比赛正在进行。
tournament-over = 比赛已结束。
tournament-cancelled = 比赛已取消。
tournaments-heading = 进行中的比赛：
no-tournaments = 本服务器没有进行中的比赛；`tournament create` 可以创建一个。
tournament-line-players = { $count }/{ $max } 名选手
tournament-line-by = 创建者 { $creator }
tournament-standings-heading = **比赛 { $tournament }**
tournament-standings-columns = 名次. 选手 · 积分 · 布赫霍尔茨分 · 索伯分 · 各轮
tournament-withdrawn-mark = （已退赛）

# 开始、退赛、各轮和结束。
tournament-too-few = 比赛 { $tournament } 至少需要两名选手才能开始。
tournament-unattended = 比赛 { $tournament } 已取消：到开赛时报名的选手不足两人。
tournament-started = 比赛 { $tournament } 已开始。
tournament-withdrew = 你已退出比赛 { $tournament }；已有的成绩保留，正在进行的对局判为认输。
tournament-not-open = 比赛 { $tournament } 已经结束或取消。
tournament-no-abort = 比赛对局不能中止：请改为认输。
why-tournament-cancelled = 所属比赛已取消
tournament-round-paired = **比赛 { $tournament }，第 { $round } 轮（共 { $rounds } 轮）**：各盘对局，先列出的选手先走：
tournament-bye = 轮空（得一分）：{ $player }
tournament-podium = **比赛 { $tournament } 已结束。**领奖台：
tournament-podium-place = { $place ->
    [1] 🥇
    [2] 🥈
   *[other] 🥉
} { $player }：{ $score } 分（布赫霍尔茨分 { $buchholz }，索伯分 { $sb }）
tournament-withdrawn-already = 你已经退出比赛 { $tournament } 了。

# 积分榜图片：其中画出的字（标题、页码行、列标题）都在内嵌字体里。
local-tournament = 比赛 { $tournament }
tournament-picture-title = 锦标赛 { $tournament } · { $game } · 第 { $round }/{ $rounds } 轮
tournament-picture-arena-title = 竞技场 { $tournament } · { $game }
tournament-picture-page = 第 1–{ $last } 名 · 共 { $count } 名
tournament-picture-rank = 名次
tournament-picture-name = 棋手
tournament-picture-score = 积分
tournament-picture-buchholz = 对手分
tournament-picture-sonneborn-berger = 索伯分
tournament-picture-performance = 表现分
tournament-picture-games = 局数
tournament-picture-last = 近况
tournament-picture-won = 胜
tournament-picture-drawn = 和
tournament-picture-lost = 负
tournament-picture-bye = 轮空
tournament-picture-not-played = 未下
tournament-picture-doubled = 双倍
tournament-picture-withdrawn = 已退赛
tournament-standings-after = **比赛 { $tournament } 第 { $round } 轮后的积分榜**

# 竞技场。
tournament-arena-rounds = 竞技场按时长进行，不分轮次：请去掉 `rounds=`。
tournament-arena-bot = 竞技场随时为来去的选手配对：`bot=` 只用于瑞士制比赛。
tournament-arena-duration = `arena` 后面是竞技场的时长，从 { $least } 分钟到 { $most } 小时，如 `30m`、`2h` 或 `1d`。
tournament-announce-arena = **竞技场比赛 { $tournament }**，由 { $creator } 创建
tournament-arena-length = 竞技场 { $minutes } 分钟
tournament-arena-until = 下完一盘的选手会再次配对，直到{" "}
tournament-arena-join = 。按按钮或说 `tournament join { $tournament }` 加入；`tournament pause { $tournament }` 可以暂停。
tournament-arena-paired = **竞技场 { $tournament }**：新对局，先列出的选手先走：
tournament-arena-no-show-withdrawn = { $player } 在对局 #{ $game } 中再次始终没有走棋，已退出比赛 { $tournament }；已有成绩保留。
tournament-arena-no-show = { $player } 在对局 #{ $game } 中始终没有走棋，已在比赛 { $tournament } 中暂停：说 `tournament join { $tournament }` 即可回来。
tournament-arena-columns = 名次. 选手 · 积分 · 表现分 · 各盘得分（! 为双倍）
tournament-arena-on-fire = （连胜中：下一盘得分加倍）
tournament-arena-paused-mark = （暂停中）
tournament-arena-podium-place = { $place ->
    [1] 🥇
    [2] 🥈
   *[other] 🥉
} { $player }：{ $score } 分
tournament-arena-joined = 你已加入竞技场 { $tournament }：一有其他选手等待就会为你配对。
tournament-resumed = 你已回到竞技场 { $tournament }：一有其他选手等待就会为你配对。
tournament-paused = 你已在竞技场 { $tournament } 中暂停：不再为你配对（正在下的对局结束之后）。说 `tournament join { $tournament }` 即可回来。
tournament-paused-already = 你已经在竞技场 { $tournament } 中暂停了：说 `tournament join { $tournament }` 即可回来。
tournament-pause-arena = 只有进行中的竞技场才能暂停；比赛 { $tournament } 不是。
tournament-left-for-good = 你已退出竞技场 { $tournament }，不能再回来。
tournament-arena-ended = 竞技场 { $tournament } 时间已到，不再配对。
