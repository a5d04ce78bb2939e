# 棋自己的文字外的框架：标题之后列出的棋的用词。
rules-words-start = ：
rules-words-sep = ；
rules-words-end = 。
rules-word = `{ $usage }`：{ $help }
# 棋的一个选项：名称、取值、默认值和作用。
rules-option = `{ $name }` = `{ $values }`（默认 `{ $default }`）：{ $help }
# 棋种列表的一行。
rules-game = { $game }（`{ $id }`）：{ $summary }
# 选项名称与其作用之间。
choice-detail = ：

# 替身的名字：电脑对手，以及没有显示名的棋手。
computer-name = 裁判（{ $level } 级）
someone = 某人

# 本地模式的记录：每条消息发往何处，及其图片、文件和按钮。
local-opened = 裁判开了帖子 { $thread }：{ $title }
local-only-sees = { $channel }，只有 { $user } 看得到
local-dm-to = 私信给 { $user }
local-log = 日志
local-game = 第 { $game } 号对局
local-user = 用户 { $id }
local-image = 图片：{ $path }
local-image-not-saved = 图片未保存（{ $path }）：{ $error }
local-file = 文件：{ $path }
local-file-not-saved = 文件未保存（{ $path }）：{ $error }
local-buttons = 按钮：{ $buttons }
local-press = [{ $label }] 输入 press { $id }

# 棋盘图片下方的说明文字。
caption-game = 第 { $game } 号对局 · { $title }
caption-called-off = 已取消
caption-start = 开局
caption-move = 第 { $played } 步，共 { $total } 步
caption-setting-up = 布阵中
caption-decide = 轮到 { $seats } 作出选择
caption-play = 轮到 { $seats } 走棋
caption-your-board = 你的棋盘：{ $seat }
caption-your-setup = 你的布阵：{ $seat }

# The words of an analysis's picture: its heading, each side's legend, and a turning point
# (`$judgement` is inaccuracy, mistake or blunder).
analysis-title = 第 { $game } 局复盘 · { $title }
analysis-legend = { $side } · 准确率 { $accuracy }%
analysis-point = 第 { $move } 步，{ $side }：{ $played }，{ $judgement ->
        [inaccuracy] 欠佳
        [mistake] 错着
       *[blunder] 败着
    }；更好的是 { $best }
