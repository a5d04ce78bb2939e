# 棋种、座位和对局现状。棋种和座位的名称按其编号（`$id`、`$seat`：座位名中的空格写作 `-`）翻译；
# 陣網、机戦等自造的棋沿用棋自己的写法。
game-name = { $id ->
        [jungle] 斗兽棋
        [junqi] 军棋
        [junqi4] 四国军棋
        [fanqi] 翻棋
        [jungi] 陣網
        [lun] Lún 陣網
        [cetkaik] 机戦
       *[other] { $name }
    }
seat-name = { $seat ->
        [Blue] 蓝方
        [Red] 红方
        [Black] 黑方
        [South] 南方
        [East] 东方
        [North] 北方
        [West] 西方
        [IA-side] IA 方
        [A-side] A 方
       *[other] { $name }
    }
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

# 对局如何结束：`$reason` 是下面 `end-` 开头的短语之一。
result-win = { $winners }{ $reason }获胜
result-draw = 对局{ $reason }和棋
end-den = 攻入对方兽穴
end-all-captured = 吃光对方全部棋子
end-no-moves = 因对方无棋可走而
end-both-stuck = 因双方都无法走动而
end-flag = 夺得对方军旗
end-home = 把军旗运回本方
end-no-capture-draw = 因长时间无吃子而
end-turn-cap = 因达到回合上限而
end-agreement = 经双方同意
end-resignation = 因对方认输而
end-passes = 因有棋手弃着次数过多而
end-time = 因对方超时而
end-score = 凭得分
end-king-captured = 吃掉对方王将
end-repetition = 因三次重复局面而
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
