# 棋盘视图自带的文字，画在图片里，也写进图片的替代文字：棋子栏的标题和信息行。

# 军棋：一方失去的棋子；翻棋双方的颜色；四国军棋中已出局的座位。
view-junqi-lost = { $side }失去的棋子
view-junqi4-lost = 失去的棋子
view-fanqi-colours = 南方为{ $south }，北方为{ $north }。
view-fanqi-colours-open = 双方颜色尚未确定。
view-junqi4-out-one = 已出局：{ $first }。
view-junqi4-out-two = 已出局：{ $first }、{ $second }。
view-junqi4-out-three = 已出局：{ $first }、{ $second }、{ $third }。

# 陣網和 Lún 陣網：正在进行的连走两步、吃过路兵的机会、枢纽上的棋子。
view-jungi-double-move = { $side }的{ $piece }已在 { $via } 吃子：可再走一步、退回 { $from }，或就此停下。
view-jungi-en-passant = 吃过路兵：走到 { $squares } 即可吃掉 { $target } 上的{ $piece }。
view-lun-nexus = { $side }的{ $piece }在枢纽上按{ $as }的走法行动。

# 可供选择的一串格子：第一个，然后是其余的。
view-or = { $first } 或 { $rest }

# 机戦：一方手中的棋子及其组成的役（`$hands`：一串 `view-cetkaik-formed`）；记分牌（`$season`、`$scores`：
# 注释里的季名和比分）；上一步及其掷棍；轮到的一方要做的选择（`$side`：某一方，或 `view-cetkaik-nobody`）。
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
