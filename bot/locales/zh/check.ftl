# 设置检查（`/umpire-check`、`umpire doctor`）：每项检查一行，以及修复它的开关。

check-title = Umpire 设置检查：
check-token-ok = 令牌有效：已登录为 { $name }。
check-token-refused = Discord 拒绝了令牌：请从开发者门户（Bot，Reset Token）复制新的令牌到 DISCORD_TOKEN。
check-unreachable = 无法询问 Discord（{ $error }）；请检查网络连接后重试。
check-intent-ok = 已启用消息内容意图，输入的命令可以读取。
check-intent-missing = 消息内容意图已关闭，输入的命令无法读取：请在开发者门户的 Bot、Privileged Gateway Intents 中打开“Message Content Intent”。
check-commands-global = 斜杠命令已为所有服务器注册。
check-commands-here = 斜杠命令已在本服务器注册。
check-commands-missing = 斜杠命令尚未在这里注册：请启动机器人（运行分片 0 的进程会注册它们）；全局命令最多可能需要一小时才会出现。
check-permissions-ok = 我在 { $channel } 拥有所需的全部权限。
check-permission-missing = 我在 { $channel } 缺少一项权限：请为我的身份组（服务器设置，身份组）或在该频道（编辑频道，权限）打开“{ $switch }”。
check-channel-unread = 我无法读取频道 { $id }（{ $error }）：请在那里给我的身份组“查看频道”权限，或指定另一个频道。
check-dm-ok = 私信可以送达你。
check-dm-closed = Discord 拒绝了发给你的私信，私密棋盘和布阵无法送达：请在本服务器的隐私设置中打开“私信”。
check-dm-probe = 这是 Umpire 的设置检查：我的私信可以送达你。
check-all-fine = 一切设置就绪。
check-to-fix = 有 { $count } 项需要修复。
check-switch-view-channel = 查看频道
check-switch-send-messages = 发送消息
check-switch-create-public-threads = 创建公开子区
check-switch-send-in-threads = 在子区中发送消息
check-switch-attach-files = 附加文件
check-switch-embed-links = 嵌入链接
check-switch-read-history = 阅读消息历史
check-not-allowed = 只有可管理本服务器的成员（“管理服务器”权限）才能运行设置检查。
check-direct = 设置检查用于服务器的频道，而不是私信：请在要检查的频道中使用该命令。
