# Lún 陣網自己的中文文字：名称与说明、棋盘、着法写法、棋子的走法。

## The game
game-lun = Lún 陣網
about-summary-lun = 在由环线和辐线组成的圆形棋盘上下的陣網，中心是枢纽，棋子在那里都按升变后的走法行动；吃掉王获胜。
about-rules-lun =
    Lún 陣網：在圆形棋盘上下的陣網。7 条环线，A（最内）到 G（边缘），与按顺时针编号 1-24 的 24 条辐线相交；中心是枢纽 NX。棋位：环线 D-G 上的每个交点，环线 B 和 C 上的奇数辐线，环线 A 上的辐线 1、7、13、19（共 125 个）。其余交点不是棋位：那里不能放棋子。棋位用环线加辐线命名：E8、B23、NX。
    南方占辐线 1-12，先走（王在 G7）；北方占辐线 13-24（王在 G19）。吃掉敌方的王获胜；没有将军的规定。无棋可走者负。和棋：三次重复局面，或 150 步无人吃子。
    方向：向内（朝 NX）、向外、沿环线顺时针和逆时针（横向），以及四个斜向。在本方半盘上向内为前，在敌方半盘上向外为前（按起步处判断）。向内、向外或沿环线走一步时，越过不是棋位的交点，走到下一个棋位（从环线 A 向内，或越过不是棋位的交点，就到 NX）。斜走一步落在不是棋位的交点上时，沿那条环线按同一方向继续走；斜向不能进出 NX。滑行是穿过空棋位连续走步：向内穿过 NX 后沿对面的辐线向外，沿环线可一直走到起点之前（不能回到起点）。跳按环线数和辐线数计算，必须落在棋位上；跳不经过 NX。
    棋子（南方用大写字母，北方用小写）：
    P 兵：向前一格走子，横向（顺时针或逆时针）一格走子或吃子，斜前一格吃子，第一步可向前两格。
    H 骑士：跳 1 环 + 2 辐，或 2 环 + 1 辐。
    E 象：直走一格，跳 2 环 + 2 辐，在本方半盘的环线 G 上可向内跳 3 环。
    M 术士：直走一格，或跳 2 环或 2 辐。
    L 枪兵：向前或斜后方滑行。   C 炮：斜向滑行。
    R 车：直向滑行。   N 贵族：斜走一格或向前一格。
    O 军官：直走一格或斜前一格。
    Q 后、K 王：任意方向一格，第一步可向前两格。
    枢纽：从 NX 起步的棋子在每个方向上都按升变后的走法行动：沿 24 条辐线中的任意一条向外走一步，枪兵、车和后则可沿任意辐线向外滑行。王在那里按皇帝的走法行动：走一步，或连走两步并在第一步吃子（第二步可回到 NX）。
    走两格时恰好向前走两条环线，落在空棋位上，中间的棋位必须是空的，不能经过 NX。
    吃过路兵：兵（其横向和斜前方的相邻棋位）、后和王（所有相邻棋位）可以在敌方刚以滑行、走两格或王的连走两步经过这样的棋位之后，走到那里吃掉经过的棋子。一次滑行能沿几条路线到达目标时，按经过棋位最少的那条畅通路线计算它经过的棋位。
    着法：写棋位，如 `E3-C3`（也可写 `e3c3`、`E3 C3`）；王从 NX 连走两步时写上中间的棋位，如 `NX-D2-NX`。分步走：`NXxD2-`（着法未完），然后 `D2-C1` 或只写 `C1`，或 `stop` 停下。
about-word-lun-stop = 分步输入王从枢纽出发的连走两步时，在第一步吃子之后就此结束

## Seats, boards and badges
board-lun = { game-lun }

## Refusals and names
name-jungi-point-space = 点
refusal-lun-no-promotion = Lún 陣網没有升变：{ $square } 上的棋子是{ $piece }（它在中心时按{ $promoted }走，但仍是{ $piece }）。
entry-lun = 中心的王的两步走可以一步一步输入，先写第一步，如 NXxD2-
hint-lun = 请写出它的点，如 E3-C3 或 e3c3（环的字母 A-G 加辐的号码 1-24，中心写 NX）。
refusal-lun-crossing-inner = { $name } 是没有点的交叉处，不是点：A 环只在第 1、7、13、19 辐上有点。
refusal-lun-crossing = { $name } 是没有点的交叉处，不是点：{ $ring } 环只在单数辐（1、3、5……23）上有点。
refusal-lun-capture-first = 两步走的第一步必须吃子，而 { $via } 上没有敌方棋子（{ $to } 若相邻，走一步就能到达）
refusal-lun-first-move = 它只有第一步才能向前走两点，而这枚{ $piece }已经走过
refusal-lun-moves-on-nexus = { $piece }的走法是：{ $how }（它在中心时按{ $promoted }走）
refusal-lun-king-off-nexus = 王只有在中心才能分两步走，那时它按帝走
refusal-lun-only-king = 只有在中心的王才能分两步走
refusal-lun-only-king-yours = 只有在中心的王才能分两步走，而那是你的{ $piece }
refusal-lun-first-step = 第一步必须吃掉相邻点上的敌方棋子，而 { $space } 不是这样的点
refusal-lun-forward-no-capture = 它向正前方的一步不能吃子，而 { $space } 上有棋子
moves-lun-pawn = 向前走一点到空点，沿环向两侧走一点（可吃子），向斜前方一点吃子，第一步可向前走两点，并可吃过路兵
moves-lun-horseman = 跳到相隔一环两辐或两环一辐的点
moves-lun-elephant = 横竖走一点，或跳到相隔两环两辐的点；在己方半边的 G 环上还可向内跳三环
moves-lun-magister = 横竖走一点，或跳到相隔两环或两辐的点
moves-lun-pikeman = 向正前方或斜后方走任意点
moves-lun-cannon = 斜向走任意点
moves-lun-chariot = 横竖走任意点：沿所在的辐（可穿过中心）或绕所在的环
moves-lun-noble = 斜向走一点，或向正前方走一点
moves-lun-officer = 横竖走一点，或向斜前方走一点
moves-lun-queen = 向任意方向走一点，第一步可向前走两点，并可吃过路兵
moves-lun-nexus-slider = 从中心沿任意一条辐向外走任意点
moves-lun-nexus-king = 从中心沿任意一条辐向外走一点，或分两步走而第一步吃子（第二步可回到中心）
moves-lun-nexus-step = 从中心沿任意一条辐向外走一点

## Notes
note-lun-royal = 王
note-lun-clock-reset = 吃子
note-lun-double-mover = 王

## View lines
view-lun-nexus = { $side }的{ $piece }在枢纽上按{ $as }的走法行动。
