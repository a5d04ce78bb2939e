# 陣網与 Lún 陣網共用的中文文字：座位、棋子、拒绝的理由、着法说明、视图文字和结局。各自的文字在各自的文件夹里。

## Seats, boards and badges
seat-jungi-south = 南方
seat-jungi-north = 北方

## Refusals and names
refusal-jungi-no-piece = { $square } 上没有棋子；请选一枚自己的棋子来走。
refusal-jungi-not-your-piece = { $square } 上是{ $owner }的{ $piece }；你执{ $side }。
refusal-jungi-not-legal = { $move } 不是你的{ $piece }可走的着法：{ $reason }。
refusal-jungi-no-double-move = { $step }- 不能开始两步走：{ $reason }。
refusal-jungi-none-to-move = 你在 { $square } 没有可走的棋子
refusal-jungi-busy = 你的{ $mover }的两步走 { $from }x{ $via } 还没走完：请走从 { $via } 出发的第二步（如 { $example }），或输入 `stop` 停下。
refusal-jungi-not-that-piece = { $square } 上的棋子是{ $piece }，不是{ $named }。
refusal-jungi-promotes-to = { $move } 升变为{ $piece }。
refusal-jungi-does-not-promote = { $move } 不会升变。
refusal-jungi-not-en-passant = { $move } 不是吃过路兵。
refusal-jungi-nothing-to-stop = 没有进行中的两步走可以停下；{ $entry }。
refusal-jungi-no-double-move-in-progress = 没有进行中的两步走；{ $entry }。
refusal-jungi-two-points = 请写出棋子离开的{ $point }和到达的{ $point }，如 { $example }。
refusal-jungi-last-point = 着法以最后一个{ $point }结束；只有两步走的第一步后面才跟“-”。
refusal-jungi-unreadable = “{ $text }”不是着法：{ $hint }
refusal-jungi-no-equals = { $game }没有升变，所以着法里没有“=”。
refusal-jungi-not-a-name = “=”后面的“{ $text }”不是棋子名。
refusal-jungi-only-emperor = 只有帝能分两步走
refusal-jungi-only-emperor-yours = 只有帝能分两步走，而那是你的{ $piece }
refusal-jungi-neighbouring-steps = 两步走的每一步都要走到相邻的{ $point }
refusal-jungi-capture-first = 两步走的第一步必须吃子，而 { $via } 上没有敌方棋子（普通的一步或跳跃就能到达 { $to }）
refusal-jungi-own-piece = { $square } 上是你自己的{ $piece }
refusal-jungi-same-point = 它必须走到另一个{ $point }
refusal-jungi-captures-diagonally = 它只能向斜前方吃子，不能吃到 { $square }
refusal-jungi-diagonal-capture-only = 它只有吃子时才斜走（或吃过路兵，走到刚被越过的{ $point }）
refusal-jungi-blocked = 路线在 { $square } 被挡住
refusal-jungi-third-rank = 它只有在自己的第三横行才能向前走两格
refusal-jungi-first-move = 它只有第一步才能向前走两格，而这枚{ $piece }已经走过
refusal-jungi-double-step-capture = 向前走两步时不能吃子
refusal-jungi-moves = { $piece }的走法是：{ $how }
refusal-jungi-emperor-first-step = 帝的第一步必须吃掉相邻格上的敌方棋子，而 { $square } 上没有
piece-jungi-pawn = 卒
piece-jungi-horseman = 馬
piece-jungi-elephant = 象
piece-jungi-magister = 師
piece-jungi-pikeman = 兵
piece-jungi-cannon = 炮
piece-jungi-chariot = 車
piece-jungi-noble = 士
piece-jungi-officer = 仕
piece-jungi-queen = 后
piece-jungi-king = 王
piece-jungi-veteran = 成卒
piece-jungi-unicorn = 成馬
piece-jungi-grutslaen = 成象
piece-jungi-archmagister = 成師
piece-jungi-lancer = 成兵
piece-jungi-kirin = 成炮
piece-jungi-dragon = 成車
piece-jungi-lord = 成士
piece-jungi-commander = 成仕
piece-jungi-empress = 成后
piece-jungi-emperor = 帝
name-jungi-pawn = 卒
name-jungi-horseman = 馬
name-jungi-elephant = 象
name-jungi-magister = 師
name-jungi-pikeman = 兵
name-jungi-cannon = 炮
name-jungi-chariot = 車
name-jungi-noble = 士
name-jungi-officer = 仕
name-jungi-queen = 后
name-jungi-king = 王
name-jungi-veteran = 成卒
name-jungi-unicorn = 成馬
name-jungi-grutslaen = 成象
name-jungi-archmagister = 成師
name-jungi-lancer = 成兵
name-jungi-kirin = 成炮
name-jungi-dragon = 成車
name-jungi-lord = 成士
name-jungi-commander = 成仕
name-jungi-empress = 成后
name-jungi-emperor = 帝

## Notes
note-jungi-nothing = { "" }
note-jungi-move = { $side }：{ $piece } { $path }{ $promotion }{ $en-passant }{ $takes }
note-jungi-promotes = ={ $piece }
note-jungi-en-passant = （吃过路兵）
note-jungi-takes = （吃掉 { $list }）
note-jungi-on = { $at } 的{ $piece }
note-jungi-and = { $first }和{ $rest }
note-jungi-double-move = { $side }：{ $piece } { $from }x{ $via }（吃掉 { $via } 的{ $victim }）；这步棋还没走完：可从 { $via } 再走一步、退回 { $from }，或就此停下。
note-jungi-drawn-repetition = 和棋：同一局面第三次出现。
note-jungi-drawn-no-capture = 和棋：连续 { $plies } 步没有{ $reset }。
note-jungi-royal-captured = { $winner }吃掉了{ $loser }的{ $royal }，获胜。

## View lines
view-jungi-last = 上一步：{ $move }
view-jungi-double-move = { $side }的{ $piece }已在 { $via } 吃子：可再走一步、退回 { $from }，或就此停下。
view-jungi-en-passant = 吃过路兵：走到 { $squares } 即可吃掉 { $target } 上的{ $piece }。
view-or = { $first } 或 { $rest }

## Endings
end-king-captured = 吃掉对方王将
end-repetition = 因三次重复局面而
