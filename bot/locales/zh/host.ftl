# 限制与故障。
rate-limit = 你发命令太快了（每分钟最多 { $count } 条）；请稍等片刻再试。
store-failed = 保存时出了问题，什么都没有改变；请再试一次。
store-unreachable = 我暂时无法读取记录，所以什么都没有改变；请稍后再试。
closed-direct-setup = { $player }，我无法就第 { $game } 号对局给你发私信。请允许本服务器的成员给你发私信（在服务器的隐私设置中），或在这里用斜杠命令 `/setup` 私下布阵（`/setup show` 以及该棋的布阵用词，如 `/setup ready`；回复只有你能看到）。
closed-direct-play = { $player }，我无法就第 { $game } 号对局给你发私信。请允许本服务器的成员给你发私信（在服务器的隐私设置中），或用 `myboard`（或“我的棋盘”按钮）在这里私下查看你的棋盘。

# 机器人作为棋手（`$why` 是电脑对手的原因，见 ai.ftl）。
bot-undecided = { $player } 无法决定怎么走（{ $why }）。
bot-draw-early = { $player }：现在和棋为时过早；我自己走满 { $turns } 步之后才会接受和棋，所以继续下。
bot-draw-better = { $player }：我认为我占优，所以继续下。
bot-draw-worse = { $player }：我认为我处于下风。
bot-draw-level = { $player }：我认为局面均衡。
bot-draw-unsure = { $player }：我判断不了形势（{ $why }），所以继续下。

# 本地离线模式自己的话。
local-banner =
    Umpire 本地离线模式。没有设置 DISCORD_TOKEN；若要在 Discord 上运行，请在 .env 中写入 DISCORD_TOKEN=<你的机器人令牌>（参见 .env.example），然后重新启动。
    输入 `名字: 内容` 以该名字的身份在当前频道发言，`名字 (dm): 内容` 私信机器人，`#频道` 切换频道（你现在在 #{ $channel }）。`alice: help` 会列出所有命令。
    棋盘图片保存在 { $images }。
local-edit = { $place }，修改之前的消息
local-error = （本地模式）{ $error }
local-not-utf8 = 这一行不是有效的 UTF-8 文本，已跳过。
local-now-in = （现在在 { $channel }）
local-channel-word = 频道名是一个词，例如 `#general` 或 `#game-1`。
local-line-how = 输入 `名字: 内容` 以该名字的身份在这里发言，`名字 (dm): 内容` 私信机器人，或用 `#频道` 切换频道。
local-user-word = 用户名是由字母、数字、`-` 或 `_` 组成的一个词，“{ $word }”不是。

# Discord 适配器自己的回复。
button-expired = 这个按钮已失效；说 `help` 查看现在可以做什么。
direct-answer-failed = 我无法把回复私信发给你：请允许本服务器的成员给你发私信，或使用斜杠命令（其回复只有你能看到）。
message-refused = 我有一条消息被 Discord 拒绝，没能发出，但一切都已保存：说 `board` 可再次查看对局。
files-refused = 我在这个频道里无权附加文件，所以棋盘以文字显示：请在此授予我“附加文件”权限，即可看到棋盘图片。
thread-refused = 我无权在这个频道创建子区，所以对局 #{ $game } 就在这里进行：请授予我“创建公开子区”权限，让每局棋都有自己的子区。
tournament-thread-refused = 我无权在这个频道创建子区，所以比赛 { $tournament } 的各轮就在这里公布：请授予我“创建公开子区”权限，让比赛有自己的子区。
command-failed = 我这边出了问题；请稍后再试。
slash-unreadable = 我读不懂 { $command } 的“{ $word }”；说 `help { $command }` 查看写法。
slash-missing = { $command } 缺少内容；说 `help { $command }` 查看写法。
slash-game-id = 对局编号是数字，例如 12；“{ $word }”不是对局编号。
slash-challenge-code = 挑战编号以 c 开头，例如 c3（对局编号写作 #3）；“{ $word }”不是挑战编号。
slash-bot-seat = { $who } 是机器人，机器人不能入座；请挑战真人。
