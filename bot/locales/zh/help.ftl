# 命令列表（`help`）。
help = 命令
help-intro = 各处用词相同；在 Discord 上也可用斜杠命令。
# `help` 的一行：一条或几条命令，按 `help` 显示的顺序。
help-line-challenge = `challenge <棋名> [@棋手 ...] [选项=值 ...] [时钟] [casual]` — 发起挑战（未点名的座位任何人都可加入；真人对局计入等级分，除非加 `casual`）；时钟为 `none` 或每步用时，如 `30m`、`2h`、`1d`（默认 1 天）；`setup=10m` 设定有私密布阵的棋的布阵时间
help-line-bot = `challenge <棋名> bot [level=1-5]` — 与机器人本身对弈（或用提及代替 `bot`）：等级 1（入门）到 5（最强），不写则为 3；它立即坐上其余座位，自行布阵和走棋；也点名其他人时（`challenge junqi4 @bob bot`），它只坐没人被点名的座位，等被点名者接受后开局；与机器人的对局不计等级分
help-line-challenges = `accept [编号]` · `decline [编号] [理由]` · `cancel [编号]` · `challenges` — 接受、拒绝、撤回或列出挑战
help-line-move = `move <行动>`（或 `m <行动>`）— 在你的对局中行动：一步棋，或该棋认识的任何词（`rules <棋名>` 会列出）；在对局的子区或私信中只写行动即可；有多盘棋时加上对局编号（`move #3 a3a4`）
help-line-setup = `setup show` · `setup list` · `setup save <名称>` · `setup load <名称>` — 你的私密布阵，仅限有布阵的棋（回复以私信发送；`/setup` 的回复只有你能看到）
help-line-takeback = `takeback [accept|decline]` — 请求悔棋（连同之后对方的一步），或回应请求；仅限没有隐藏信息、没有随机因素的棋，且不能对机器人悔棋
help-line-end = `resign` · `draw [offer|accept|decline]` — 结束对局（和棋提议被拒绝或失效后，提议者须自己再走 5 步才能再次提议）；`abort` — 在各方都走出第一步之前取消对局，不计结果（未在每步时限内走出第一步，对局同样取消）；`rematch [#编号]` — 向一盘已结束对局（不写编号则为你在此处的上一盘）的棋手提议再来一盘，交换先后；`replay #编号` — 已结束对局的动画回放；`analyse [#编号]`（或 `复盘`）— 已结束对局的形势曲线、转折点和更好的着法，一张图
help-line-board = `board` · `myboard` · `history` — 棋盘、你的私密棋盘、至今的着法（加 `#编号` 看另一盘）
help-line-export = `export [#编号]` — 对局记录（文本文件）及其局面串，可用于 `umpire moves --position`；有隐藏棋子的对局只给你可见的部分；`verify #编号` — 检查裁判是否公正（`rules fairness`）
help-line-games = `games` · `games mine` — 此处正在进行的对局，或你在各处的对局
help-line-finished = `games finished [@棋手|mine|tournament:t3] [棋名]` — 已结束的对局，最新的在前：本服务器的、某位棋手的或某场比赛的；`game #编号` — 其中一盘，附终局棋盘和记录
help-line-leaderboard = `leaderboard <棋名> [all] [players=人数]` — 已稳定的等级分排行：本服务器的棋手，或用 `all` 看所有人
help-line-profile = `profile [@棋手]` — 等级分及其走势、战绩、连胜、最常下的棋、与你的对局
help-line-follow = `follow #编号` · `unfollow #编号` — 每步之后以私信收到某盘棋的公开棋盘，或停止
help-line-tournament = `tournament create <棋名> swiss rounds=<轮数> <时限> [rated|casual] [max=<人数>] [starts=<开赛时间>]` · `tournament create <棋名> arena <时长> <时限> …` · `tournament join|leave|pause|start|halt|resume|cancel|standings [t3]` · `tournaments` — 本服务器的瑞士制和竞技场比赛；`help tournament` 有详细说明
help-line-rules = `rules <棋名>` — 一种棋的规则、用词和选项
help-line-set = `set` — 你的设置；`set labels english|chinese` · `set orientation own|fixed` · `set coordinates on|off` — 你的私密棋盘如何绘制；`set ping on|off` — 轮到你时提醒你；`set language en|zh|auto` — 与你交谈所用的语言；`set server-language en|zh|auto` — 本服务器发言和公开棋盘所用的语言（限可管理服务器的成员）
help-line-umpire-check = `umpire-check [#频道]` — 检查我在本服务器的设置：令牌、消息内容意图、斜杠命令、我在频道中的权限，以及给你的私信；每个问题都会指出修复它的开关（限可管理服务器的成员）

# 不带棋名的 `rules`。
rules-games = 可玩的棋：
rules-games-end = 说 `rules <棋名>` 查看其中一种；说 `rules fairness` 了解裁判如何证明自己公正。
rules-setup-words = 布阵用词
rules-in-play = 对局中
rules-setup =
    布阵：所有座位坐满后，每位棋手会以私信收到自己一方的随机合法布阵，并用上面的布阵用词调整；`setup save <名称>` 保存以供以后使用，`setup load <名称>` 取回，`setup show` 再次显示。若私信关闭，请用 `/setup`（回复只有你能看到）。对局子区只会知道谁已就绪。所有人必须在布阵时间内就绪（挑战中写 `setup=10m`；默认 5 分钟），否则对局取消。
rules-takebacks = 经其他棋手同意可以悔棋（`takeback`）。
rules-no-takebacks = 这种棋不能悔棋。
rules-reveal = 对局结束时，会向所有人公布包括全部隐藏信息在内的完整记录。
rules-options = 选项（在挑战中写 `选项=值`）：
help-no-command = 没有命令“{ $name }”；说 `help` 查看列表。
