# 限制与故障。
rate-limit = 你发命令太快了（每分钟最多 { $count } 条）；请稍等片刻再试。
store-failed = 保存时出了问题，什么都没有改变；请再试一次。
closed-direct-setup = { $player }，我无法就第 { $game } 号对局给你发私信。请允许本服务器的成员给你发私信（在服务器的隐私设置中），或在这里用斜杠命令 `/setup` 私下布阵（`/setup show` 以及该棋的布阵用词，如 `/setup ready`；回复只有你能看到）。
closed-direct-play = { $player }，我无法就第 { $game } 号对局给你发私信。请允许本服务器的成员给你发私信（在服务器的隐私设置中），或用 `myboard`（或“我的棋盘”按钮）在这里私下查看你的棋盘。

# 机器人作为棋手（`$why` 是搜索自己的说明）。
bot-undecided = { $player } 无法决定怎么走（{ $why }）。
bot-draw-better = { $player }：我认为我占优，所以继续下。
bot-draw-worse = { $player }：我认为我处于下风。
bot-draw-level = { $player }：我认为局面均衡。
bot-draw-unsure = { $player }：我判断不了形势（{ $why }），所以继续下。
