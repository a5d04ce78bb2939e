# `set` 的回复。
set-labels-english = 你的私密棋盘将用英文名标注棋子。
set-labels-chinese = 你的私密棋盘将用汉字标注棋子。
set-ping-on = 轮到你时我会提醒你（且绝不提醒其他人）；`set ping off` 可停止。
set-ping-off = 轮到你时我不再提醒你。
set-orientation-own = 你的私密棋盘将把你的一方放在下方。
set-orientation-fixed = 你的私密棋盘将与公开棋盘画法相同，先手一方在下方。
set-coordinates-on = 你的私密棋盘将显示坐标。
set-coordinates-off = 你的私密棋盘将不显示坐标。
set-language-en = 我将用英语与你交谈。
set-language-zh = 我将用简体中文与你交谈。
set-language-auto = 我将使用你的 Discord 客户端的语言（若不是我会说的语言则用英语）。
set-server-language-en = 我在本服务器的频道和讨论串里发的消息，以及在这里开始的对局的公开棋盘，都将使用英语。
set-server-language-zh = 我在本服务器的频道和讨论串里发的消息，以及在这里开始的对局的公开棋盘，都将使用简体中文。
set-server-language-auto = 我在本服务器的频道和讨论串里发的消息将使用英语，对局的公开棋盘使用发起挑战者的语言。
server-language-not-allowed = 只有可以管理本服务器的成员（“管理服务器”权限）才能设置它的语言。
server-language-direct = 服务器的语言要在它的某个频道里设置，不能在私信里设置。

# 单独的 `set`：所有设置及修改方法。
settings =
    你的设置（适用于你的私密棋盘和消息；公开棋盘保持标准样式）：
    棋子标注：{ $labels } — `set labels english|chinese`
    棋盘方向：{ $orientation } — `set orientation own|fixed`（`own`：你的一方在下方）
    坐标：{ $coordinates } — `set coordinates on|off`
    提醒：{ $ping } — `set ping on|off`（轮到你时提醒你）
    语言：{ $language } — `set language en|zh|auto`
settings-labels-english = 英文
settings-labels-chinese = 汉字
settings-orientation-own = 己方在下
settings-orientation-fixed = 固定
settings-on = 开
settings-off = 关
settings-language-en = 英语
settings-language-zh = 简体中文
settings-language-auto = 跟随客户端

# 无法识别的设置。
set-hint = 可用的设置有 `set labels english|chinese`、`set orientation own|fixed`、`set coordinates on|off`、`set ping on|off` 和 `set language en|zh|auto`；单独说 `set` 显示你的设置。可管理服务器的成员用 `set server-language en|zh|auto` 设置服务器发言的语言。
set-on-off = 请说 `set { $key } on` 或 `set { $key } off`。
set-labels-hint = 棋子标注只能是 `english` 或 `chinese`，不能是“{ $value }”。
set-orientation-hint = 请说 `set orientation own`（你的一方在下方）或 `set orientation fixed`。
set-language-hint = 请说 `set language en`、`set language zh` 或 `set language auto`。
set-server-language-hint = 请说 `set server-language en`、`set server-language zh` 或 `set server-language auto`。
