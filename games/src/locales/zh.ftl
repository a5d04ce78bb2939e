# 各种棋共用的文字；每种棋自己的文字在它的文件夹里（`locales/zh.ftl`）。键的种类见英文文件。

## Refusals and names
refusal-game-over = 对局已经结束。
refusal-two-seats = { $game }只有两个座位：{ $first }和{ $second }。
refusal-not-your-turn = 现在轮到{ $side }走棋。
refusal-not-an-action = “{ $text }”不是现在能走的一步。
refusal-option-twice = `{ $option }` 设置了两次；每个选项只写一次。
refusal-option-on-off = `{ $option }` 只能是 `on` 或 `off`，不能是“{ $text }”。
refusal-option-number = `{ $option }` 是 { $min } 到 { $max } 之间的整数，不能是“{ $text }”。
refusal-option-off-or-number = `{ $option }` 是 `off` 或 { $min } 到 { $max } 之间的整数，不能是“{ $text }”。
refusal-option-one-of = `{ $option }` 只能是 `{ $values }` 之一，不能是“{ $text }”。
refusal-option-none = { $game }没有规则选项，所以不能设置“{ $option }”。
refusal-option-unknown = { $game }没有选项“{ $option }”；它的选项有 `{ $options }`。

## Notes
note-drawn = 对局{ $how }和棋。
note-ending-no-moves = { $loser }无棋可走，{ $winner }获胜。
note-ending-resigned = { $loser }认输，{ $winner }获胜。
note-ending-time = { $loser }超时，{ $winner }获胜。
note-wins = { $winner }{ $how }获胜。

## Endings
end-no-moves = 因对方无棋可走而
end-no-capture-draw = 因长时间无吃子而
end-agreement = 经双方同意
end-resignation = 因对方认输而
end-time = 因对方超时而

## View lines
view-as-written = { $text }

## Placeholders in how a word is typed (`swap <point> <point>`)
placeholder-point = 点
placeholder-setup-string = 布阵串

## Checking a record (`verify`)
verify-unreadable = 此记录无法核查：{ $why }。
verify-not-revealed = 对局尚未结束，服务器种子与盐值尚未公开。
verify-server-seed = 服务器种子与开局前公布的哈希不符。
verify-no-root = 对局有暗子，但记录中没有对它们的承诺。
verify-reveal = { $square } 上公开的棋子不是对局中所用的棋子。
verify-root = 公开的棋子与盐值与开始行棋时公布的承诺不符。
verify-refused = 第 { $ply } 步，对局不接受 { $action }。
verify-ply = 第 { $ply } 步（{ $action }），记录所述与对局不符。
verify-result = 结果 { $result } 不是对局的结果。
