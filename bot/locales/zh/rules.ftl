# 规则为何拒绝一个行动。键与 `games::refusal` 中的英文模板一一对应；`$side`、`$owner` 是座位名，
# `$piece`、`$mover` 是棋子名（下面 `piece-` 开头的键），`$reason` 是另一句原因（不带句末标点）。

## 各种棋通用
refusal-game-over = 对局已经结束。
refusal-not-your-turn = 现在轮到{ $side }走棋。

## 斗兽棋
refusal-jungle-two-seats = 斗兽棋只有两个座位：蓝方和红方。
refusal-jungle-no-piece = { $square } 上没有棋子；请选一枚自己的棋子来走。
refusal-jungle-not-your-piece = { $square } 上是{ $owner }的{ $piece }；你执{ $side }。
refusal-jungle-not-legal = { $move } 不是你的{ $piece }可走的着法：{ $reason }。
refusal-jungle-unreadable = “{ $text }”不是着法：请写出两个格子，如 g3g4，或写等级数字加格子，如 1-g4。
refusal-jungle-no-rank = 没有等级 { $rank }；等级从 1 到 8。
refusal-jungle-rank-captured = 你的{ $piece }（等级 { $rank }）已被吃掉；请走别的棋子。
refusal-jungle-same-square = 它必须走到另一个格子
refusal-jungle-tiger-files = 按本局的选项，虎只能沿竖线跳河
refusal-jungle-not-diagonal = 它只能上下左右走一格，不能斜走
refusal-jungle-step-or-jump = 它只能走一格，或笔直跳过河到对岸第一个陆地格
refusal-jungle-one-square = 它只能走一格
refusal-jungle-water = 只有鼠能下水
refusal-jungle-own-den = 棋子不能进入自己的兽穴
refusal-jungle-own-piece = 那里是你自己的{ $piece }
refusal-jungle-rat-leaving-water = 刚从水里出来的鼠不能吃子
refusal-jungle-into-water = 陆地上的棋子不能吃水里的鼠
refusal-jungle-water-rat-elephant = 水里的鼠不能吃象
refusal-jungle-elephant-spares-rat = 象不能在自己的陷阱之外吃鼠
refusal-jungle-outranked = { $side }的{ $piece }比你的{ $mover }大
refusal-jungle-rat-blocks-jump = 河里有鼠挡住了跳河的路线
refusal-jungle-repetition = 这会使同一局面第三次出现，而你的{ $mover }能吃掉刚走过的{ $side }{ $piece }
refusal-jungle-seven-three = 按 7-3 规则，它不能在连续七步之内第三次走到 { $square }
refusal-jungle-seventeen-five = 按 17-5 规则，它不能连续 17 步都在 5 个或更少的格子里走动
piece-jungle-rat = 鼠
piece-jungle-cat = 猫
piece-jungle-dog = 狗
piece-jungle-wolf = 狼
piece-jungle-leopard = 豹
piece-jungle-tiger = 虎
piece-jungle-lion = 狮
piece-jungle-elephant = 象

## 军棋、四国军棋、翻棋
refusal-junqi-off-board = 那个点不在棋盘上。
refusal-junqi-no-colour = 你的颜色还没有确定，没有可走的棋子：请翻一枚棋子或跳过。
refusal-junqi-no-piece = { $square } 上没有棋子。
refusal-junqi-face-down = { $square } 上的棋子还扣着；先翻开才能走。
refusal-junqi-not-yours = { $square } 上的棋子不是你的。
refusal-junqi-never-moves = 你在 { $square } 的{ $piece }不能移动。
refusal-junqi-headquarters = 进入大本营的棋子不能再走，所以 { $square } 上的棋子留在原地。
refusal-junqi-target-face-down = { $square } 上的棋子还扣着，扣着的棋子不能被攻击。
refusal-junqi-own-piece = { $square } 上是你自己的棋子。
refusal-junqi-partner-piece = { $square } 上是你盟友的棋子。
refusal-junqi-camp = { $square } 上的棋子在行营里，不能被攻击。
refusal-junqi-not-legal = { $from }-{ $to } 不是合法着法：棋子沿公路或铁路走一步，或沿畅通的铁路直行。
refusal-junqi-nothing-to-flip = { $square } 上没有可翻的暗子。
refusal-junqi-in-setup = 还在布阵；请用 swap、flag、random、setup、ready 或 unready。
refusal-junqi-in-play = 对局已经开始，布阵命令不能再用了。
refusal-junqi-not-ready = 你还没有就绪；布好阵后说 ready。
refusal-junqi-ready-already = 你已经就绪。对手还没就绪时，可以说 unready 修改布阵。
refusal-junqi-ready-already-all = 你已经就绪。其他人还没全部就绪时，可以说 unready 修改布阵。
refusal-junqi-swap-own-arm = 只能交换你自己一方的两个点（{ $arm }11 到 { $arm }65）。
refusal-junqi-swap-own-half = 只能交换你自己半边的两个点（第 { $first } 到 { $last } 行）。
refusal-junqi-swap-camp = 布阵时行营保持空着；请交换两个兵站或大本营。
refusal-junqi-swap-same = 两个点上的棋子相同，交换不会有任何变化。
refusal-junqi-not-started = 对局还没开始，所以不能{ $what }；布阵未完成会取消对局。
doing-junqi-resign = 认输
doing-junqi-draw = 和棋
doing-junqi-time-out = 超时
refusal-junqi-resign-early = 从第 { $earliest } 回合起才能认输；现在是第 { $turn } 回合。
refusal-junqi-draw-early = 从第 { $earliest } 回合起才能提议和棋；现在是第 { $turn } 回合。
refusal-junqi-already-out = { $side }已经出局。
refusal-junqi-not-timed = 现在轮到{ $side }走棋，所以{ $seat }不会超时。
refusal-junqi-swap-usage = swap 后面写你自己一方的两个点，例如 `swap { $example }`。
refusal-junqi-flip-point = “{ $point }”不是一个点；请写 `flip c4`。
refusal-junqi-flip-usage = flip 后面写一个点，例如 `flip c4`。
refusal-junqi-unreadable = “{ $text }”不是可行的行动；请写着法，如 a6-a7，或 pass（布阵时：swap、flag、random、setup、ready 或 unready）。
refusal-junqi4-unreadable = “{ $text }”不是可行的行动；请写着法，如 S31-S21 或 W13-C21，或 pass（布阵时：swap、flag、random、setup、ready 或 unready）。
refusal-fanqi-unreadable = “{ $text }”不是可行的行动；请写 `flip c4`、着法如 a6-a7，或 pass。
piece-junqi-marshal = 司令
piece-junqi-general = 军长
piece-junqi-major-general = 师长
piece-junqi-brigadier = 旅长
piece-junqi-colonel = 团长
piece-junqi-lieutenant-colonel = 营长
piece-junqi-captain = 连长
piece-junqi-platoon-leader = 排长
piece-junqi-engineer = 工兵
piece-junqi-bomb = 炸弹
piece-junqi-mine = 地雷
piece-junqi-flag = 军旗

## 机戦
refusal-cetkaik-not-your-turn = 现在轮到{ $side }行动。
