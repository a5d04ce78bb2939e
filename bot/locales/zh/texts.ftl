# 棋自己的文字外的框架：标题之后列出的棋的用词。
rules-words-start = ：
rules-words-sep = ；
rules-words-end = 。
# 棋的一个选项：名称、取值、默认值和作用。
rules-option = `{ $name }` = `{ $values }`（默认 `{ $default }`）：{ $help }
# 棋种列表的一行。
rules-game = { $game }（`{ $id }`）：{ $summary }
# 选项名称与其作用之间。
choice-detail = ：

# 替身的名字：电脑对手，以及没有显示名的棋手。
computer-name = 裁判（{ $level } 级）
someone = 某人
