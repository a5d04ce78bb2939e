# 棋盘视图自带的文字，画在图片里，也写进图片的替代文字：棋子栏的标题和信息行。

# 军棋：一方失去的棋子；翻棋双方的颜色；四国军棋中已出局的座位。
view-junqi-lost = { $side }失去的棋子
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
