# 机戦的中文文字：名称与说明、座位与棋盘、拒绝的理由、着法说明、选择、视图文字和结局。

## The game
game-cetkaik = 机戦
about-summary-cetkaik = 又称皮克泽普象棋：吃子组成役，掷棍，四季计分。
about-rules-cetkaik =
    机戦：9×9 棋盘，列 K L N T Z X C M P，行 A E I U O Y AI AU IA；格子先写列再写行（ZO、LIA）。IA 方（黑王）从 AI-IA 行出发向上走；A 方从 A-I 行出发向下走。每枚棋子永远是红（赤）或黑（黒）；吃子只改变它的主人。
    每枚棋子在棋盘上、消息里和着法中都用它的英文首字母标示（弓为 A）；它的其他名称只在这里列出一次，`set labels chinese` 会在你自己的棋盘上改画汉字。
    在皇域外 / 皇域内的走法：
    船 V（`nuak1`）：向前任意格 / 向前或向后任意格，横走 1 格或 2 格
    兵 P（`kauk2`）：向前 1 格 / 直向任意方向 1 格，或向前 2 格
    弓 A（`gua2`）：同车（直向任意格） / 同象（斜向任意格）
    車 C（`kaun1`）：直向恰好跳 2 格 / 斜向恰好跳 2 格
    虎 T（`dau2`）：斜走 1 格 / 斜向任意格
    馬 H（`maun1`）：斜向恰好跳 2 格 / 斜向 2 格或更远，跳过第一格
    筆 O（`kua2`）：向前或向后任意格，横走 1 格 / 直向任意格
    巫 S（`tuk2`）：横向任意格，向前或向后 1 格 / 任意方向，可越过一枚棋子
    将 G（`uai1`）：除正后方外任意方向 1 步 / 任意方向 1 步，且它周围的棋子不能被吃
    王 K（`io`）：任意方向 1 步
    皇 Tam（`tam2`，双方共用）：任何一方都可以不走棋子，而把它按王的走法走两步到空格上；它不吃子，也不会被吃。
    皇域：NI CI TU XU ZO TY XY NAI CAI 九格，以及皇周围的 8 格。从那里出发（或踏到那里）的棋子按第二种走法行动。
about-rules-cetkaik-2 =
    走到对方的棋子上即吃子：它进入你的手中。你可以不走棋，而把手中的一枚棋子打入任意空格；它保持原来的颜色。
    踏越：着法的目标格上有任何棋子时，你可以踏过它，从那里按那一格的走法再走一次；每回合只能踏越一次。

    掷棍：裁判公开投掷五根两面的棍子。k 为落下时有记号的根数：0 到 5，概率分别为 32 分之 1、5、10、10、5、1。
    水（NO TO ZO XO CO 以及 ZI ZU ZY ZAI）：在水上结束走棋的棋子需要 k ≥ 3（一半的机会）；否则它留在原处，本回合结束。船、皇、打入以及从水上出发的走法不用掷棍；只是经过水面也不用掷棍。
    踏越之后，继续走任意距离都要掷棍：棋子最多只能走到踏过的那一格之外 k 格。掷棍之前先宣告目标（`LAU LAI ?LU`）。线上规则：然后可以落在那个方向 k 格以内的任意一格；严格规则：只能落在宣告的那一格。也可以放弃：棋子留在原处，本回合结束。掷出的数走不到任何地方时，这步棋立即失败（此無）。一枚棋子可以踏过另一枚棋子再回到自己原来的格子。

about-rules-cetkaik-3 =
    役，由你手中的棋子组成；同一颜色再加 2 分。
    無抗行処（无抗行处）：十种棋子各一枚 50（52）
    筆兵無傾（笔兵无倾）：兵、弓、将、筆、巫 10（12）
    地心：筆、巫、将 7（9）
    馬弓兵（马弓兵）：兵、弓、馬 5（7）
    行行：船、車、馬 5（7）
    王：王 5
    獣（兽）：虎、馬 3（5）
    戦集（战集）：将和两枚兵 3（5）
    助友：車和两枚兵 3（5）
    闇戦之集（暗战之集）：五枚兵 3（5）
    撃皇（击皇）踏越皇：−5。皇再来，白走一步皇：−3（严格规则）。
    王还可以顶替一枚同色的棋子。一枚棋子可以同时用于几个役；同一个役只算一次。打入的棋子从不组成役。

    得分：每方 20 分，共 40 分。你的一步棋组成新的役时，你要选择：
    `tymok`（再行，继续）：现在不得分；赌注翻倍（×1、×2 … ×64），轮到对方走。
    `taxot`（終季，结束本季）：你从对方拿走（你全部的役）× 赌注，下一季从初始局面开始。
    四季：春、夏、秋、冬；每季由抽签决定谁先走。某一方得分降到 0、冬季的 `taxot` 之后（得分多者胜，相同则和），或轮到走棋的一方无棋可走（领先者胜）时，对局结束。
about-rules-cetkaik-4 =
    `rules=cerke_online_alpha`（默认）：踏越皇立即扣 5 × 赌注，即使这步棋失败也扣；对方刚走过皇时不能马上走皇。`rules=strict_y1_2020`：踏越皇是 −5 的役；在对方走皇之后马上走皇，或把皇走回原格，各是 −3 的役。
    着法：`LAI LY`、`ZAIZOTO`（踏越）、`LAU LAI ?LU`（宣告）、`黑A LIA`（打入；也可写 `黒弓LIA` 或 `black A LIA`）、`ZO皇[TU]TO` 或 `tam ZO TU TO`；掷棍之后写一个格子或 `give up`；然后 `tymok` 或 `taxot`。
about-word-cetkaik-give = 踏越后掷棍之后：把棋子留在出发的格子，结束本回合。
about-word-cetkaik-tymok = 再行，继续本季：现在不得分，赌注翻倍，轮到对方走。
about-word-cetkaik-taxot = 終季，结束本季：按你的役 × 赌注得分；下一季开始。
about-option-cetkaik-rules = 线上规则，或严格的官方规则（对皇的处罚算作役）。
about-button-cetkaik-give-up = 放弃
about-button-cetkaik-tymok = 再行：继续
about-button-cetkaik-taxot = 終季：结束本季

## Seats, boards and badges
seat-cetkaik-ia-side = IA 方
seat-cetkaik-a-side = A 方
board-cetkaik = { game-cetkaik }

## Refusals and names
refusal-cetkaik-not-your-turn = 现在轮到{ $side }行动。
refusal-cetkaik-two-seats = 机戦有两个座位：IA 方和 A 方。
refusal-cetkaik-no-chance-needed = 这个行动不需要掷棍或抽先手，所以不能给出结果。
refusal-cetkaik-draw-not-cast = 这个行动需要抽定先手，而不是掷棍。
refusal-cetkaik-cast-not-draw = 这个行动需要掷棍，而不是先手。
refusal-cetkaik-engine = 规则引擎拒绝了它自己列出的一步（{ $message }）。
refusal-cetkaik-no-result = 由裁判掷棍；写着法时不要带掷棍结果（橋…、水…、此無）。
refusal-cetkaik-unreadable-mark = 着法里的“{ $mark }”读不懂；请写格子，如 `LAI LY`，或写打入，如 `黑A LIA`。
refusal-cetkaik-unreadable-word = “{ $word }”既不是格子（先写列 K L N T Z X C M P，再写行 A E I U O Y AI AU IA），也不是棋子名。
refusal-cetkaik-no-squares = 请写出着法的格子，如 `LAI LY`，或写打入，如 `黑A LIA`。
refusal-cetkaik-type-move = 请输入着法，如 LAI LY。
refusal-cetkaik-no-chance = 由裁判掷棍并抽定先手；写行动时不要带结果。
refusal-cetkaik-finish-move = 先走完这一步：落在掷棍允许的格子上，或者放弃。
refusal-cetkaik-no-hand = 现在没有要决定的役；请走一步。
refusal-cetkaik-no-cast-to-give-up = 现在没有可以放弃的踏越掷棍；请走一步。
refusal-cetkaik-no-cast-to-answer = 现在没有要回应的踏越掷棍；请走一步。
refusal-cetkaik-decide = 你成了役：请选择 `tymok`（继续，赌注翻倍）或 `taxot`（结束本季并计分）。
refusal-cetkaik-decide-short = 你成了役：请选择 `tymok`（继续）或 `taxot`（结束本季）。
refusal-cetkaik-stepping = 你的棋子正从 { $from } 踏越 { $over }；请写出要落的格子，或者放弃。
refusal-cetkaik-several = 这符合 { $count } 种着法：{ $moves }；请输入其中一种。
refusal-cetkaik-one-square = 着法要写出棋子的起点和终点，如 { $square } 再加一个格子；打入要写出棋子，如 `黑A { $square }`。
refusal-cetkaik-no-piece = { $square } 上没有棋子。
refusal-cetkaik-tam-elsewhere = 皇不在 { $square }；它在 { $tam }。
refusal-cetkaik-not-yours = { $square } 上是{ $owner }的{ $piece }；你执{ $side }。
refusal-cetkaik-not-that-kind = { $square } 上的棋子是{ $piece }，不是{ $named }。
refusal-cetkaik-no-move = 你在 { $square } 的{ $piece }现在没有合法着法。
refusal-cetkaik-own-piece = { $dest } 上是你自己的{ $piece }：可以踏越它（写出它后面的格子），但不能吃它。
refusal-cetkaik-tam-never-captured = 皇永远不会被吃；可以踏越它（写出它后面的格子），但要扣 5 分。
refusal-cetkaik-only-stepping = 你在 { $square } 的{ $piece }不能走到 { $dest }；它现在只能踏越一枚棋子走。
refusal-cetkaik-cannot-go = 你在 { $square } 的{ $piece }不能走到 { $dest }；它可以走到 { $reach }。
refusal-cetkaik-empty-step = { $step } 是空的，那里没有可踏越的棋子。
refusal-cetkaik-cannot-reach-none = 你在 { $square } 的{ $piece }到不了 { $step }，现在也没有可踏越的棋子。
refusal-cetkaik-cannot-reach = 你在 { $square } 的{ $piece }到不了 { $step }，无法踏越它；它可以踏越 { $steps } 上的棋子。
refusal-cetkaik-three-squares = 踏越的着法写三个格子：棋子的起点、被踏越的棋子、终点。
refusal-cetkaik-fixed-only = 你在 { $square } 的{ $piece }踏越 { $step } 后只走固定的着法（不掷棍）：它可以走到 { $reach }。
refusal-cetkaik-cannot-go-after = 你在 { $square } 的{ $piece }踏越 { $step } 后不能走到 { $dest }；它可以走到 { $reach }。
refusal-cetkaik-tam-moved = 皇上一步刚走过，所以现在不能走（按 `Cerke Online` 的规则）。
refusal-cetkaik-tam-no-move = 皇现在没有合法着法。
refusal-cetkaik-tam-holds = { $square } 上是皇，不是你的棋子；走皇时请写“皇”。
refusal-cetkaik-tam-end = 皇不能停在 { $square }：它的两步王步都必须停在空格上；它可以停在 { $ends }。
refusal-cetkaik-tam-way = 皇不能这样走到 { $square }；它可以这样走：{ $ways }。
refusal-cetkaik-drop-shape = 打入要写出棋子和一个空格，如 { $example }ZO。
refusal-cetkaik-hand-empty = 你手里没有{ $what }：你的手是空的。
refusal-cetkaik-not-in-hand = 你手里没有{ $what }；手里有 { $held }。
refusal-cetkaik-drop-on-tam = 打入的棋子要放在空格上；{ $square } 上是皇。
refusal-cetkaik-drop-on-own = 打入的棋子要放在空格上；{ $square } 上是你的{ $piece }。
refusal-cetkaik-drop-on-theirs = 打入的棋子要放在空格上；{ $square } 上是对手的{ $piece }。
refusal-cetkaik-cannot-drop = 你现在不能把{ $what }打入 { $square }。
refusal-cetkaik-what-colour-kind = { $colour }{ $piece }
refusal-cetkaik-what-colour = { $colour }棋子
refusal-cetkaik-what-any = 棋子
refusal-cetkaik-declared = 按严格规则，你要落在自己宣告的格子 { $square } 上，或者放弃。
refusal-cetkaik-too-far = { $square } 在 { $step } 之后第 { $distance } 格，而掷棍只允许 { $cast } 格；请落在 { $allowed }，或者放弃。
refusal-cetkaik-nowhere = （无处可落）
refusal-cetkaik-no-square = 掷棍结果不允许任何格子；请放弃。
refusal-cetkaik-cannot-land = 你不能落在 { $square }；请落在 { $allowed }，或者放弃。
refusal-cetkaik-or = { $others } 或 { $last }
name-cetkaik-red = 赤
name-cetkaik-black = 黒
piece-cetkaik-vessel = 船
piece-cetkaik-pawn = 兵
piece-cetkaik-archer = 弓
piece-cetkaik-chariot = 車
piece-cetkaik-tiger = 虎
piece-cetkaik-horse = 馬
piece-cetkaik-officer = 筆
piece-cetkaik-shaman = 巫
piece-cetkaik-general = 将
piece-cetkaik-king = 王

## Notes
view-cetkaik-nothing = { "" }
view-cetkaik-list = { $first }、{ $rest }
note-cetkaik-land = 落在 { $at }
note-cetkaik-land-detail = 你的{ $piece }从 { $from } 经过 { $over } 走到 { $to }{ $capture }{ $water }。
note-cetkaik-capturing = ，吃掉{ $owner }的{ $colour }{ $piece }
note-cetkaik-then-water = ；然后再掷一次棍才能下水（五根中要有三根）
note-cetkaik-give-up-detail = 你的{ $piece }留在 { $at }，本回合结束（此無）。
note-cetkaik-tymok-detail = 赌注变为 ×{ $stake }，轮到{ $side }走。现在不得分。你这步棋组成了{ $formed }。
note-cetkaik-hand = { $kanji }（{ $points }）
note-cetkaik-penalties = 处罚 { $points }
note-cetkaik-taxot-detail = { $gained }；比分变为 { $mine }–{ $theirs }（你的在前）。{ $next }
note-cetkaik-gain-nothing = 你不得分
note-cetkaik-gain = 你得 { $points } 分
note-cetkaik-lose = 你失 { $points } 分
note-cetkaik-next = 下一季：{ $season }。
note-cetkaik-the-end = 终局
note-cetkaik-you-win = 你赢得这局棋。
note-cetkaik-they-win = { $side }赢得这局棋。
note-cetkaik-drawn = 这局棋和棋。
view-cetkaik-spring = 春
view-cetkaik-summer = 夏
view-cetkaik-autumn = 秋
view-cetkaik-winter = 冬
note-cetkaik-piece = 棋子
note-cetkaik-piece-tam2 = 皇
note-cetkaik-declared-ranged = { $side }：{ $src } 的{ $piece }越过 { $step }，宣告走到 { $declared }（{ $move }）；能走多远由掷棍决定。
note-cetkaik-declared = { $side }：{ $move }。
note-cetkaik-cast-step = { $side }为踏越掷棍：{ $sticks } —— { $marked } 根有记号（橋{ $numeral }），棋子最多可越过 { $via } 再走 { $marked } 格：{ $allowed }。
note-cetkaik-out-of-reach = 这步棋能停的格子都够不着
note-cetkaik-may-land = 可落在 { $squares }，或放弃
note-cetkaik-cast-water = { $side }为进入 { $dest } 的水域掷棍：{ $sticks } —— { $marked } 根有记号（水{ $numeral }），需要 { $needs } 根：{ $result }。
note-cetkaik-goes-in = 棋子入水
note-cetkaik-stays-out = 棋子不得入水
note-cetkaik-drops = { $side }把一枚{ $colour }{ $piece }（{ $initial }）打入 { $dest }（{ $move }）。
note-cetkaik-moves-tam2 = { $side }走皇：{ $move }。
note-cetkaik-moves = { $side }：{ $colour }{ $piece }（{ $initial }）{ $route }（{ $move }）{ $capture }。
note-cetkaik-route = { $src }–{ $dest }
note-cetkaik-route-over = 从 { $src } 越过 { $step } 到 { $dest }
note-cetkaik-route-back = 从 { $src } 越过 { $step } 回到原处
note-cetkaik-captures = ，吃掉一枚{ $colour }{ $piece }（{ $initial }）
note-cetkaik-fails-water = 这步棋失败（此無）：{ $side }的{ $piece }留在 { $src }。
note-cetkaik-gives-up = { $side }放弃这步棋（此無）：{ $piece }留在 { $src }。
note-cetkaik-fails-reach = 没有够得着的格子，这步棋失败（此無）：{ $side }的{ $piece }留在 { $src }。
note-cetkaik-stepped-over-tam2 = { $side }越过了皇（撃皇）：这是 −5 的役。
note-cetkaik-stepped-over-tam2-charged = { $side }越过了皇（撃皇），立即失 { $points } 分（5 × 赌注）。
note-cetkaik-formed = { $side }组成了{ $formed }。手中的役：{ $held }。请选择再行（继续：现在不得分，赌注变为 ×{ $doubled }，轮到{ $other }走）或終季（结束本季：{ $total } × { $stake } = { $gain } 分；{ $after }）。
note-cetkaik-held-none = 无
note-cetkaik-held = { $hands }（共 { $total } 分）
view-cetkaik-scores = IA 方 { $ia } 分，A 方 { $a } 分
note-cetkaik-scores-become = 比分变为 { $scores }
note-cetkaik-scores-final = 比分变为 { $scores }，对局结束
note-cetkaik-continued = { $side }选择再行：本季继续，赌注为 { $stake }，轮到{ $other }走。
note-cetkaik-season-ended = { $side }选择終季，{ $gained }：{ $scores }。{ $season }季结束（{ $kanji }終）。
note-cetkaik-season-gains = 得 { $points } 分
note-cetkaik-season-loses = 失 { $points } 分
note-cetkaik-season-started = { $season }季（{ $kanji }）开始，四季中的第 { $number } 季；抽签决定{ $first }先走。
view-cetkaik-result-win = { $winner }获胜
view-cetkaik-result-draw = 和棋
view-cetkaik-player = 棋手
view-cetkaik-end-no-moves = 轮到走棋的一方无棋可走，对局结束，按分数{ $result }（{ $scores }）。
view-cetkaik-end-resigned = { $loser }认输，{ $result }（{ $scores }）。
view-cetkaik-end-time = { $loser }超时，{ $result }（{ $scores }）。
view-cetkaik-end-agreement = 双方同意和棋（{ $scores }）。
view-cetkaik-end-stars = 对局结束（星一周）：{ $result }，{ $scores }。

## View lines
view-cetkaik-hand-empty = { $side }手中的棋子
view-cetkaik-hand = { $side }手中的棋子：{ $hands } = { $total }
view-cetkaik-formed = { $kanji } { $points }
view-cetkaik-formed-same-colour = { $kanji } { $points }
view-cetkaik-scoreboard = { $season }季（第 { $number } 季，共 4 季）· 赌注 { $stake } · { $scores }
view-cetkaik-last = 上一步：{ $side } { $move }
view-cetkaik-sticks = 掷棍 { $sticks }（{ $marked } 根有记号）：{ $what }
view-cetkaik-cast-step = 最多越过 { $via } 再走 { $marked } 格
view-cetkaik-cast-entered = 进入 { $dest } 的水域
view-cetkaik-cast-not-entered = 未能进入 { $dest } 的水域
view-cetkaik-nobody = 无人
view-cetkaik-to-move = 轮到{ $side }走
view-cetkaik-to-move-not-tam2 = 轮到{ $side }走（皇此刻不得走）
view-cetkaik-land = { $side }：落在 { $squares }，或放弃
view-cetkaik-decide = { $side }抉择：再行（{ $stake }）或終季（{ $gain } → { $ia }–{ $a }）

## Endings
end-score = 凭得分
