# 斗兽棋的中文文字：名称与说明、座位与棋盘、拒绝的理由、着法说明和结局。

## The game
game-jungle = 斗兽棋
about-summary-jungle = 每方八只动物；攻入对方兽穴获胜。
about-rules-jungle =
    斗兽棋：棋盘 7 列（a-g）9 行。蓝方在下方，先走。
    棋子由强到弱：8 象、7 狮、6 虎、5 豹、4 狼、3 狗、2 猫、1 鼠。
    每步把一枚棋子向上、下、左或右走一格。走到等级相同或更低的敌子上即吃掉它。鼠吃象；象不能吃鼠，只有在象自己一方的陷阱里除外。
    河（b4-c6、e4-f6）：只有鼠能下水。从水里上岸的鼠不能吃子，岸上的棋子也不能吃水里的鼠；水里的鼠可以互吃。
    狮和虎可以直线跳过河，落到对岸第一格，按等级在那里吃子；途中水里有鼠则不能跳。
    陷阱（蓝方 c1 d2 e1，红方 c9 d8 e9）：进入你的陷阱的敌子，你的任何棋子都能吃掉。你自己的陷阱对对方无效。
    不能进入自己的兽穴。攻入敌方兽穴（d1 或 d9）、吃光敌方全部棋子，或对方无棋可走时获胜。
    重复局面：如果你要走的棋子能吃掉对方刚走的那枚棋子，你不能第三次走成同一局面。
    着法：两个格子，如 `g3g4`（也可写 `G3-G4`、`g3 g4`、`e3xe7`），或等级数字加格子，如 `1-g4` 或 `8xb3`。
about-option-jungle-dog-above-wolf = 狗为 4 级、狼为 3 级；动物的起始位置不变。
about-option-jungle-rat-water-capture = 允许哪些跨岸的鼠吃鼠：不允许、从岸上吃水里的，或双向都可以。
about-option-jungle-any-trap-weakens = 任何陷阱（包括自己一方的）上的棋子都能被任何敌子吃掉。
about-option-jungle-elephant-never-takes-rat = 象即使在自己一方的陷阱里也不能吃鼠。
about-option-jungle-tiger-jumps-vertically-only = 虎只能纵向跳河；狮的跳法不变。
about-option-jungle-anti-shuffle-7-3 = 一枚棋子在连续七步之内不能第三次走到同一格。
about-option-jungle-no-capture-draw-plies = 连续这么多步无人吃子即为和棋（通常为 100）。
about-option-jungle-anti-shuffle-17-5 = 一枚棋子不能连续 17 步都在 5 个或更少的格子里来回走。

## Seats, boards and badges
seat-jungle-blue = 蓝方
seat-jungle-red = 红方
board-jungle = { game-jungle }

## Refusals and names
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

## Notes
note-jungle-plain = { $move }
note-jungle-move = { $piece } { $from }-{ $to }{ $notes }
note-jungle-capture = { $piece } { $from }x{ $to }{ $notes }
note-jungle-piece = { $side }{ $animal }
note-jungle-nothing = { "" }
note-jungle-notes = （{ $list }）
note-jungle-list = { $first }，{ $rest }
note-jungle-jump = 跳跃
note-jungle-takes = 吃掉{ $piece }
note-jungle-enters-den = 攻入兽穴，获胜
note-jungle-rat = 鼠
note-jungle-cat = 猫
note-jungle-dog = 狗
note-jungle-wolf = 狼
note-jungle-leopard = 豹
note-jungle-tiger = 虎
note-jungle-lion = 狮
note-jungle-elephant = 象
note-jungle-drawn-no-capture = 和棋：连续太多步没有吃子。
note-jungle-den = { $winner }攻入{ $loser }的兽穴，获胜。
note-jungle-all-captured = { $winner }吃光了{ $loser }的全部棋子，获胜。

## Endings
end-den = 攻入对方兽穴
end-all-captured = 吃光对方全部棋子
## View lines
view-jungle-last = 上一步：{ $side }{ $animal } { $from }-{ $to }
view-jungle-last-takes = 上一步：{ $side }{ $animal } { $from }x{ $to } 吃掉{ $taken-side }{ $taken }
