# 各种棋自己的文字：简介、规则、用词和选项的说明（英文原文见 `bot/locales/en/games.ftl`，由棋生成）。
# 着法、格名和输入的词放在反引号里，照原样输入。

## Jungle
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

## Junqi
about-summary-junqi = 两人对战的陆战棋：军衔保密，机器人当裁判；夺取敌方军旗。
about-rules-junqi = 两人军棋（陆战棋）：双方各自秘密布好 25 枚棋子，然后轮流走一枚棋子，沿公路（一步）或铁路（直线行进；工兵可以拐弯）。碰子时只公布谁胜：军衔高者胜，同级或遇炸弹则同归于尽，地雷只有工兵能排，行营里的棋子不会被攻击，大本营里的棋子不能再走。司令阵亡后，其一方的军旗亮明。夺取敌方军旗获胜。每人可弃着四次，第五次即认输。连续 40 回合无人碰子即为和棋。
about-word-junqi-swap = 交换你一方两个点上的棋子
about-word-junqi-flag = 把军旗移到另一个大本营
about-word-junqi-random = 换一套新的随机合法布阵
about-word-junqi-setup = 载入整套布阵
about-word-junqi-ready = 布阵完成；所有棋手就绪后对局开始
about-word-junqi-unready = 在其他人尚未全部就绪时重新调整布阵
about-word-junqi-pass = 放弃本回合（每人可弃着四次；第五次即认输）
about-option-junqi-all-turn = 所有能走的棋子都能在铁路上拐弯。
about-option-junqi-c-crossing = 中间的前线通道 c6-c7 是铁路还是公路。
about-option-junqi-draw-offer-cooldown = 和棋提议被拒绝后，要再等几个回合才能再次提议。
about-option-junqi-earliest-resign = 在这一回合之前不接受认输和和棋提议。
about-option-junqi-engineer-takes-flag = 工兵能否夺旗。
about-option-junqi-engineers-turn = 工兵能否在铁路上拐弯。
about-option-junqi-explosive-mines = 工兵以外的棋子碰地雷时与地雷同归于尽。
about-option-junqi-first = 谁先走：南方，或随机抽一方。
about-option-junqi-flag-carrier = 必须把敌方军旗运回本方军旗所在的大本营才算获胜。
about-option-junqi-flag-guarded-by-mines = 一方还有地雷时，其军旗不能被夺。
about-option-junqi-flying-bombs = 炸弹可以像工兵一样在铁路上拐弯。
about-option-junqi-hq-exit = 棋子可以离开大本营。
about-option-junqi-no-capture-limit = 连续这么多回合无人碰子即为和棋；0 表示不用此规则。
about-option-junqi-pass-limit = 每人可弃着的次数；再弃一次即认输。
about-option-junqi-stuck = 无棋可走的棋手是判负还是自动弃着。
about-option-junqi-turn-cap = 到这么多回合即为和棋；0 表示不用此规则。
about-option-junqi-visibility = 军衔是保密，还是一开始就公开。

## Junqi 4
about-summary-junqi4 = 四臂棋盘上的陆战棋：在十字形棋盘上二对二（也可三人或两人），军衔保密。
about-rules-junqi4 = 四国军棋：南北两家对东西两家，棋盘呈十字形，每家在自己的一臂上秘密布好 25 枚棋子。轮流顺序为南、东、北、西。棋子的走法与两人军棋相同；铁路穿过中央九宫，并沿四角的弧线相连，在弧线上连只能直走的棋子也可以顺着弯走。不能攻击盟友。军旗被夺、认输、第五次弃着或无棋可走的棋手出局，其棋子全部离场；一队的两个对手都出局时该队获胜。`players=3` 时各自为战，最后留下的一家获胜；`players=2` 时南北两家对战。
about-word-junqi4-swap = { about-word-junqi-swap }
about-word-junqi4-flag = { about-word-junqi-flag }
about-word-junqi4-random = { about-word-junqi-random }
about-word-junqi4-setup = { about-word-junqi-setup }
about-word-junqi4-ready = { about-word-junqi-ready }
about-word-junqi4-unready = { about-word-junqi-unready }
about-word-junqi4-pass = { about-word-junqi-pass }
about-option-junqi4-all-turn = { about-option-junqi-all-turn }
about-option-junqi4-draw-offer-cooldown = { about-option-junqi-draw-offer-cooldown }
about-option-junqi4-earliest-resign = { about-option-junqi-earliest-resign }
about-option-junqi4-engineer-takes-flag = { about-option-junqi-engineer-takes-flag }
about-option-junqi4-engineers-turn = { about-option-junqi-engineers-turn }
about-option-junqi4-explosive-mines = { about-option-junqi-explosive-mines }
about-option-junqi4-first = 谁先走：南方，或随机抽一家。
about-option-junqi4-flag-guarded-by-mines = { about-option-junqi-flag-guarded-by-mines }
about-option-junqi4-flying-bombs = { about-option-junqi-flying-bombs }
about-option-junqi4-hq-exit = { about-option-junqi-hq-exit }
about-option-junqi4-no-capture-limit = { about-option-junqi-no-capture-limit }
about-option-junqi4-pass-limit = 每人可弃着的次数；再弃一次即认输。
about-option-junqi4-players = 棋手人数：4（南北对东西）、3（各自为战）或 2。
about-option-junqi4-stuck = 无棋可走的棋手是出局还是自动弃着。
about-option-junqi4-turn-cap = { about-option-junqi-turn-cap }
about-option-junqi4-turn-order = 逆时针（南、东、北、西）或顺时针轮流。
about-option-junqi4-visibility = 军衔是保密、让盟友看到，还是一开始就公开。

## Fanqi
about-summary-fanqi = 所有棋子一开始都背面朝上、打乱摆放；翻棋、走棋，把敌方军旗运回本方。
about-rules-fanqi = 翻棋：全部 50 枚棋子背面朝上摆在两人军棋的棋盘上，由机器人打乱，谁也不知道是什么。每回合可以翻一枚棋子（把任意一枚背面朝上的棋子翻开）、走一枚自己翻开的棋子，或弃着。第一个翻开的棋子的颜色归翻它的人。背面朝上的棋子挡路，不能被攻击；碰子与军棋相同，棋子可以离开大本营。夺取敌方军旗并把它运到本方的一个大本营（南方为 b1 或 d1，北方为 b12 或 d12）即获胜；扛旗的棋子被消灭时，军旗落在它所在的地方。翻棋会让 40 回合无人碰子的计数重新开始。
about-word-fanqi-flip = 把一枚背面朝上的棋子翻开（也可写 `?c4`，或只写那个点）
about-word-fanqi-pass = { about-word-junqi-pass }
about-option-fanqi-all-turn = { about-option-junqi-all-turn }
about-option-fanqi-c-crossing = { about-option-junqi-c-crossing }
about-option-fanqi-draw-offer-cooldown = { about-option-junqi-draw-offer-cooldown }
about-option-fanqi-earliest-resign = { about-option-junqi-earliest-resign }
about-option-fanqi-engineer-takes-bomb = 工兵碰炸弹时吃掉炸弹并进入该点。
about-option-fanqi-engineer-takes-flag = { about-option-junqi-engineer-takes-flag }
about-option-fanqi-engineers-turn = { about-option-junqi-engineers-turn }
about-option-fanqi-explosive-mines = { about-option-junqi-explosive-mines }
about-option-fanqi-fanqi-colour = 颜色如何确定：第一次翻棋、连续两次翻出同一颜色，或第一个翻出的工兵。
about-option-fanqi-fanqi-flag = 敌方军旗要运到本方大本营，还是直接夺取即可。
about-option-fanqi-first = 谁先行动：南方，或随机抽一家。
about-option-fanqi-flag-guarded-by-mines = 某一颜色还有地雷时，该颜色的军旗不能被夺。
about-option-fanqi-flying-bombs = 炸弹（以及能走的地雷）可以像工兵一样在铁路上拐弯。
about-option-fanqi-mobile-mines = 地雷像炸弹一样能走、能碰子。
about-option-fanqi-no-capture-limit = 连续这么多回合既无人碰子也无人翻棋即为和棋；0 表示不用此规则。
about-option-fanqi-pass-limit = { about-option-junqi4-pass-limit }
about-option-fanqi-stuck = 无法行动的棋手是判负还是自动弃着。
about-option-fanqi-turn-cap = { about-option-junqi-turn-cap }

## Jungi
about-summary-jungi = 在 9×9 棋盘上每方十一种棋子，有升变和广义的吃过路兵；吃掉王获胜。
about-rules-jungi =
    陣網：9×9 棋盘，列 a-i，行 1-9。南方在第 1-3 行，先走；北方在第 7-9 行。吃掉敌方的王（或皇帝）获胜。没有将军的规定：王可以站在被攻击的格子上。
    棋子（南方用大写字母，北方用小写；+ 表示升变）：
    P 兵：向前一格走到空格，斜前一格吃子，在本方第三行时可向前两格。+P 老兵：任意方向一格。
    H 骑士：走马步。+H 独角兽：任意方向一格，或走马步。
    E 象：直走一格，斜跳两格，在本方底线时可向前跳三格。+E 格鲁斯兰：任意方向一格，斜跳两格，或直跳三格。
    M 术士：直走一格或直跳两格。+M 大术士：任意方向一格，直跳两格或斜跳三格。
    L 枪兵：向前或斜后方滑行。+L 枪骑兵：向任意方向滑行。
    C 炮：斜向滑行。+C 麒麟：任意方向一格，或斜向滑行。
    R 车：直向滑行。+R 龙：任意方向一格，或直向滑行。
    N 贵族：斜走一格或向前一格。+N 领主：任意方向一格，向后跳两格或斜跳两格。
    O 军官：直走一格或斜前一格。+O 统帅：任意方向一格，或向任意方向跳两格。
    Q 后：任意方向一格，第一步可向前两格。+Q 女皇：向任意方向滑行。
    K 王：任意方向一格，第一步可向前两格。+K 皇帝：任意方向一格，跳到距离两格的任意格，或连走两步并在第一步吃子（第二步可回到原格：原地吃子）。
    跳可以越过棋子；滑行和走两格途中的格子必须是空的；走两格时不能吃子。
    吃过路兵：兵、老兵、后、女皇、王和皇帝威胁它们一步能吃到的格子（兵为斜前两格，其他为周围 8 格）。敌方刚走的一步经过了这样的格子（滑行、走两格、皇帝连走两步的中间格）时，走一步到那一格即可吃掉经过的棋子。
    升变：棋子走完任何一步后停在敌方的三行底线区内即立刻升变。
    和棋：三次重复局面，或 150 步无人吃子也无人升变。无棋可走者负。
    着法：写格子，如 `e3e5`（也可写 `E3-E5`、`e3 e5`）；皇帝连走两步时写上中间格，如 `e5f6g7` 或 `e5xf6-e5`。分步走：`e5xf6-`（着法未完），然后 `f6g7` 或只写 `g7`，或 `stop` 停下。
about-word-jungi-stop = 分步输入皇帝的连走两步时，在第一步吃子之后就此结束

## Lun
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

## Cetkaik
about-summary-cetkaik = 机戦（又称皮克泽普象棋）：吃子组成役，掷棍，四季计分。
about-rules-cetkaik =
    机戦：9×9 棋盘，列 K L N T Z X C M P，行 A E I U O Y AI AU IA；格子先写列再写行（ZO、LIA）。IA 方（黑王）从 AI-IA 行出发向上走；A 方从 A-I 行出发向下走。每枚棋子永远是红（赤）或黑（黒）；吃子只改变它的主人。
    在皇域外 / 皇域内的走法：
    船：向前任意格 / 向前或向后任意格，横走 1 格或 2 格
    兵：向前 1 格 / 直向任意方向 1 格，或向前 2 格
    弓：同车（直向任意格） / 同象（斜向任意格）
    車：直向恰好跳 2 格 / 斜向恰好跳 2 格
    虎：斜走 1 格 / 斜向任意格
    馬：斜向恰好跳 2 格 / 斜向 2 格或更远，跳过第一格
    筆：向前或向后任意格，横走 1 格 / 直向任意格
    巫：横向任意格，向前或向后 1 格 / 任意方向，可越过一枚棋子
    将：除正后方外任意方向 1 步 / 任意方向 1 步，且它周围的棋子不能被吃
    王：任意方向 1 步
    皇（双方共用）：任何一方都可以不走棋子，而把它按王的走法走两步到空格上；它不吃子，也不会被吃。
    皇域：NI CI TU XU ZO TY XY NAI CAI 九格，以及皇周围的 8 格。从那里出发（或踏到那里）的棋子按第二种走法行动。
    走到对方的棋子上即吃子：它进入你的手中。你可以不走棋，而把手中的一枚棋子打入任意空格；它保持原来的颜色。
    踏越：着法的目标格上有任何棋子时，你可以踏过它，从那里按那一格的走法再走一次；每回合只能踏越一次。

    掷棍：裁判公开投掷五根两面的棍子。k 为落下时有记号的根数：0 到 5，概率分别为 32 分之 1、5、10、10、5、1。
    水（NO TO ZO XO CO 以及 ZI ZU ZY ZAI）：在水上结束走棋的棋子需要 k ≥ 3（一半的机会）；否则它留在原处，本回合结束。船、皇、打入以及从水上出发的走法不用掷棍；只是经过水面也不用掷棍。
    踏越之后，继续走任意距离都要掷棍：棋子最多只能走到踏过的那一格之外 k 格。掷棍之前先宣告目标（`LAU LAI ?LU`）。线上规则：然后可以落在那个方向 k 格以内的任意一格；严格规则：只能落在宣告的那一格。也可以放弃：棋子留在原处，本回合结束。掷出的数走不到任何地方时，这步棋立即失败（此無）。一枚棋子可以踏过另一枚棋子再回到自己原来的格子。

    役，由你手中的棋子组成；同一颜色再加 2 分。
    無抗行処（无抗行处）：十种棋子各一枚 50（52）
    筆兵無傾（笔兵无倾）：兵 弓 将 筆 巫 10（12）
    地心：筆 巫 将 7（9）
    馬弓兵（马弓兵）：兵 弓 馬 5（7）
    行行：船 車 馬 5（7）
    王：王 5
    獣（兽）：虎 馬 3（5）
    戦集（战集）：将和两枚兵 3（5）
    助友：車和两枚兵 3（5）
    闇戦之集（暗战之集）：五枚兵 3（5）
    撃皇（击皇）踏越皇：−5。皇再来，白走一步皇：−3（严格规则）。
    王还可以顶替一枚同色的棋子。一枚棋子可以同时用于几个役；同一个役只算一次。打入的棋子从不组成役。

    得分：每方 20 分，共 40 分。你的一步棋组成新的役时，你要选择：
    `tymok`（再行，继续）：现在不得分；赌注翻倍（×1、×2 … ×64），轮到对方走。
    `taxot`（終季，结束本季）：你从对方拿走（你全部的役）× 赌注，下一季从初始局面开始。
    四季：春、夏、秋、冬；每季由抽签决定谁先走。某一方得分降到 0、冬季的 `taxot` 之后（得分多者胜，相同则和），或轮到走棋的一方无棋可走（领先者胜）时，对局结束。
    `rules=cerke_online_alpha`（默认）：踏越皇立即扣 5 × 赌注，即使这步棋失败也扣；对方刚走过皇时不能马上走皇。`rules=strict_y1_2020`：踏越皇是 −5 的役；在对方走皇之后马上走皇，或把皇走回原格，各是 −3 的役。
    着法：`LAI LY`、`ZAIZOTO`（踏越）、`LAU LAI ?LU`（宣告）、`黒弓LIA` 或 `black archer LIA`（打入）、`ZO皇[TU]TO` 或 `tam ZO TU TO`；掷棍之后写一个格子或 `give up`；然后 `tymok` 或 `taxot`。
about-word-cetkaik-give = 踏越后掷棍之后：把棋子留在出发的格子，结束本回合。
about-word-cetkaik-tymok = 再行，继续本季：现在不得分，赌注翻倍，轮到对方走。
about-word-cetkaik-taxot = 終季，结束本季：按你的役 × 赌注得分；下一季开始。
about-option-cetkaik-rules = 线上规则，或严格的官方规则（对皇的处罚算作役）。
