# 棋对一步棋的说明（`games::model::said`：键加参数）。`$seat`、`$owner`、`$carrier`、`$colour` 是座位名；
# `$piece` 是棋子名（`piece-` 开头的键），或带主人的棋子（`note-junqi-piece`）。

## 军棋、四国军棋、翻棋
note-junqi-move = { $seat } { $from }-{ $to }
note-junqi-battle = { $seat } { $from }x{ $to } { $symbol }（{ $outcome }）
note-junqi-battle-revealed = { $seat } { $from }x{ $to } { $symbol }（{ $attacker }对{ $defender }：{ $outcome }）
note-junqi-piece = { $owner }{ $piece }（{ $code }）
note-junqi-symbol-attacker-won = >
note-junqi-symbol-defender-won = <
note-junqi-symbol-both-removed = =
note-junqi-attacker-won = 进攻方胜
note-junqi-defender-won = 防守方胜
note-junqi-both-removed = 双方同归于尽
note-junqi-none-removed = 这次碰子你没有损失棋子。
note-junqi-lost = 你在 { $at } 的{ $piece }（{ $code }）被吃掉了。
note-junqi-flip = { $seat }翻开 { $at }：{ $piece }。
note-junqi-pass = { $seat }弃着（第 { $used } 次，共可 { $limit } 次）。
note-junqi-pass-time = { $seat }超时，算作弃着（第 { $used } 次，共可 { $limit } 次）。
note-junqi-pass-automatic = { $seat }自动弃着（第 { $used } 次，共可 { $limit } 次）。
note-junqi-passes-resign = 弃着次数超过上限：{ $seat }认输。
note-junqi-flag-at = { $owner }的军旗在 { $at }。
note-junqi-flag-captured = { $seat }夺得了{ $owner }的军旗。
note-junqi-flag-picked-up = { $at } 上的{ $carrier }棋子扛起了{ $owner }的军旗。
note-junqi-flag-returns = { $owner }的军旗回到大本营 { $at }。
note-junqi-flag-dropped = { $owner }的军旗掉在 { $at }。
note-junqi-flag-home = { $seat }把敌方军旗运回了本方。
note-junqi-colours = { $seat }执{ $colour }，{ $other }执{ $other-colour }。
note-junqi-no-legal-move = { $seat }无棋可走。
note-junqi-out = { $seat }出局：{ $why }。
note-junqi-out-leaving = { $seat }出局：{ $why }；其棋子全部离场。
note-junqi-out-flag = 军旗被夺
note-junqi-out-resigned = 已认输
note-junqi-out-passes = 弃着次数过多
note-junqi-out-stuck = 无棋可走

## 机戦：踏越掷棍之后和组成役之后的选择（`$side`、`$owner`：某一方；`$piece`、`$colour`：规则里的棋子名和颜色名）
note-cetkaik-nothing = { "" }
note-cetkaik-list = { $first }、{ $rest }
note-cetkaik-land = 落在 { $at }
note-cetkaik-land-detail = 你的{ $piece }从 { $from } 经过 { $over } 走到 { $to }{ $capture }{ $water }。
note-cetkaik-capturing = ，吃掉{ $owner }的{ $colour }{ $piece }
note-cetkaik-then-water = ；然后再掷一次棍才能下水（五根中要有三根）
note-cetkaik-give-up = 放弃
note-cetkaik-give-up-detail = 你的{ $piece }留在 { $at }，本回合结束（此無）。
note-cetkaik-tymok = 再行：继续
note-cetkaik-tymok-detail = 赌注变为 ×{ $stake }，轮到{ $side }走。现在不得分。你这步棋组成了{ $formed }。
note-cetkaik-hand = { $kanji }（{ $points }）
note-cetkaik-penalties = 处罚 { $points }
note-cetkaik-taxot = 終季：结束本季
note-cetkaik-taxot-detail = { $gained }；比分变为 { $mine }–{ $theirs }（你的在前）。{ $next }
note-cetkaik-gain-nothing = 你不得分
note-cetkaik-gain = 你得 { $points } 分
note-cetkaik-lose = 你失 { $points } 分
note-cetkaik-next = 下一季：{ $season }。
note-cetkaik-the-end = 终局
note-cetkaik-you-win = 你赢得这局棋。
note-cetkaik-they-win = { $side }赢得这局棋。
note-cetkaik-drawn = 这局棋和棋。
note-cetkaik-spring = 春
note-cetkaik-summer = 夏
note-cetkaik-autumn = 秋
note-cetkaik-winter = 冬
note-cetkaik-piece = 棋子
note-cetkaik-piece-tam2 = 皇

## 机戦：一步棋做了什么（`$side`、`$other`、`$first`、`$winner`、`$loser`：某一方；`$piece`、`$colour`：规则里的棋子名和颜色名）
note-cetkaik-declared-ranged = { $side }：{ $src } 的{ $piece }越过 { $step }，宣告走到 { $declared }（{ $move }）；能走多远由掷棍决定。
note-cetkaik-declared = { $side }：{ $move }。
note-cetkaik-cast-step = { $side }为踏越掷棍：{ $sticks } —— { $marked } 根有记号（橋{ $numeral }），棋子最多可越过 { $via } 再走 { $marked } 格：{ $allowed }。
note-cetkaik-out-of-reach = 这步棋能停的格子都够不着
note-cetkaik-may-land = 可落在 { $squares }，或放弃
note-cetkaik-cast-water = { $side }为进入 { $dest } 的水域掷棍：{ $sticks } —— { $marked } 根有记号（水{ $numeral }），需要 { $needs } 根：{ $result }。
note-cetkaik-goes-in = 棋子入水
note-cetkaik-stays-out = 棋子不得入水
note-cetkaik-drops = { $side }把一枚{ $colour }{ $piece }打入 { $dest }（{ $move }）。
note-cetkaik-moves-tam2 = { $side }走皇：{ $move }。
note-cetkaik-moves = { $side }：{ $colour }{ $piece } { $src }–{ $dest }（{ $move }）{ $capture }。
note-cetkaik-captures = ，吃掉一枚{ $colour }{ $piece }（{ $kanji }）
note-cetkaik-fails-water = 这步棋失败（此無）：{ $side }的{ $piece }留在 { $src }。
note-cetkaik-gives-up = { $side }放弃这步棋（此無）：{ $piece }留在 { $src }。
note-cetkaik-fails-reach = 没有够得着的格子，这步棋失败（此無）：{ $side }的{ $piece }留在 { $src }。
note-cetkaik-stepped-over-tam2 = { $side }越过了皇（撃皇）：这是 −5 的役。
note-cetkaik-stepped-over-tam2-charged = { $side }越过了皇（撃皇），立即失 { $points } 分（5 × 赌注）。
note-cetkaik-formed = { $side }组成了{ $formed }。手中的役：{ $held }。请选择再行（继续：现在不得分，赌注变为 ×{ $doubled }，轮到{ $other }走）或終季（结束本季：{ $total } × { $stake } = { $gain } 分；{ $after }）。
note-cetkaik-held-none = 无
note-cetkaik-held = { $hands }（共 { $total } 分）
note-cetkaik-scores = IA 方 { $ia } 分，A 方 { $a } 分
note-cetkaik-scores-become = 比分变为 { $scores }
note-cetkaik-scores-final = 比分变为 { $scores }，对局结束
note-cetkaik-continued = { $side }选择再行：本季继续，赌注为 { $stake }，轮到{ $other }走。
note-cetkaik-season-ended = { $side }选择終季，得 { $gained } 分：{ $scores }。{ $season }季结束（{ $kanji }終）。
note-cetkaik-season-started = { $season }季（{ $kanji }）开始，四季中的第 { $number } 季；抽签决定{ $first }先走。
note-cetkaik-result-win = { $winner }获胜
note-cetkaik-result-draw = 和棋
note-cetkaik-player = 棋手
note-cetkaik-end-no-moves = 轮到走棋的一方无棋可走，对局结束，按分数{ $result }（{ $scores }）。
note-cetkaik-end-resigned = { $loser }认输，{ $result }（{ $scores }）。
note-cetkaik-end-time = { $loser }超时，{ $result }（{ $scores }）。
note-cetkaik-end-agreement = 双方同意和棋（{ $scores }）。
note-cetkaik-end-stars = 对局结束（星一周）：{ $result }，{ $scores }。

## 两方对局的结局（`$winner`、`$loser`：座位名；`$how`：`end-` 短语）
note-drawn = 对局{ $how }和棋。
note-ending-no-moves = { $loser }无棋可走，{ $winner }获胜。
note-ending-resigned = { $loser }认输，{ $winner }获胜。
note-ending-time = { $loser }超时，{ $winner }获胜。
note-wins = { $winner }{ $how }获胜。

## 斗兽棋（`$piece`：某方的某只动物，`note-jungle-piece`）
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

## 军棋的布阵与结局
note-junqi-setup = 你的布阵：{ $setup }
note-junqi-arranging-again = 你重新开始布阵。你的布阵：{ $setup }
note-junqi-ready = { $seat }已就绪。
note-junqi-not-ready = { $seat }取消了就绪。
note-junqi-all-ready-two = 双方都已就绪：{ $seat }先走。
note-junqi-all-ready = 各方都已就绪：{ $seat }先走。
note-junqi-resigns = { $seat }认输。
note-junqi-agreed-draw-two = 双方同意和棋。
note-junqi-agreed-draw = 各方同意和棋。
note-junqi-wins = { $seat }{ $how }获胜。
note-junqi-and = { $first }和{ $rest }
note-junqi-win-together = { $seats }{ $how }获胜。

## 陣網与 Lún 陣網（`$side`：座位名；`$piece`、`$royal`、`$reset`：按键翻译的名称；`$path`：一步棋经过的点）
note-jungi-nothing = { "" }
note-jungi-move = { $side }：{ $piece } { $path }{ $promotion }{ $en-passant }{ $takes }
note-jungi-promotes = ={ $piece }
note-jungi-en-passant = （吃过路兵）
note-jungi-takes = （吃掉 { $list }）
note-jungi-on = { $at } 的{ $piece }
note-jungi-and = { $first }和{ $rest }
note-jungi-double-move = { $side }：{ $piece } { $from }x{ $via }（吃掉 { $via } 的{ $victim }）；这步棋还没走完：可从 { $via } 再走一步、退回 { $from }，或就此停下。
note-jungi-drawn-repetition = 和棋：同一局面第三次出现。
note-jungi-drawn-no-capture = 和棋：连续 { $plies } 步没有{ $reset }。
note-jungi-royal-captured = { $winner }吃掉了{ $loser }的{ $royal }，获胜。
note-jungi-royal = 王将
note-jungi-clock-reset = 吃子或升变
note-jungi-double-mover = 帝
note-lun-royal = 王
note-lun-clock-reset = 吃子
note-lun-double-mover = 王
