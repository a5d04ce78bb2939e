# 规则为何拒绝一个行动。键与 `games::refusal` 中的英文模板一一对应；`$side`、`$owner` 是座位名，
# `$piece`、`$mover` 是棋子名（下面 `piece-` 开头的键），`$reason` 是另一句原因（不带句末标点）。

## 各种棋通用
refusal-game-over = 对局已经结束。

## 斗兽棋
refusal-jungle-two-seats = 斗兽棋只有两个座位：蓝方和红方。
refusal-jungle-not-your-turn = 现在轮到{ $side }走棋。
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
