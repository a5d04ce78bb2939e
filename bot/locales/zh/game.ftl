# 棋种、座位和对局现状。棋种和座位的名称是各棋自己的文字。
seat-label = { $player }（{ $seat }）
game-title = { $game }：{ $sides }
title-partners = {" "}&{" "}
title-vs = {" "}对{" "}

# 对局现状（`status-by` 之后是截止时间）。
status-called-off = 对局在开始前已取消
status-setup = 布阵中：等待 { $seats } 就绪
status-decide = 轮到 { $seats } 作出选择
status-play = 轮到 { $seats } 走棋
status-by = ，截止于{" "}

# 对局如何结束：`$reason` 是各棋 `end-` 开头的短语之一。
result-win = { $winners }{ $reason }获胜
result-draw = 对局{ $reason }和棋
rating-casual = 友谊对局：不计等级分
rating-rated = 计入等级分（{ $pool }）：{ $changes }
pool-players = { $game }（{ $players } 人）

# 棋盘与记录。
follower-board = 你关注的第 { $game } 号对局（{ $title }）：
final-record = 第 { $game } 号对局的完整记录，含全部隐藏信息：
final-record-attached = 第 { $game } 号对局的完整记录（含全部隐藏信息）见附件。
record-cut = （前面的着法从略）

# 句子与列表。
sentence-next = 。
list-sep = 、
list-and = {" "}和{" "}
list-more = ……另有 { $count } 项。
numbers-more = { $numbers } 等，另有 { $count } 个
no-such-page = 没有第 { $page } 页：共 { $pages } 页（`{ $typed }` 显示第一页）。
page-of = （第 { $page }/{ $pages } 页）
page-more = ……另有 { $count } 项；`{ $typed }`。
page-next = `{ $typed }` 显示下一页。
