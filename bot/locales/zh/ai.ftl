# 电脑对手为何无法下棋。键与 `ai::REASONS` 中的英文模板一一对应；`$error` 等是程序自己的说明。

unable-game-over = 对局已经结束。
unable-no-move = 我没有合法着法。
unable-no-action = 我没有合法的行动。
unable-not-my-turn = 现在不是我走。
unable-game = 我还不会下 `{ $game }`。
unable-hidden = 这局棋对我隐藏了信息。
unable-version = 对局状态的版本不同。
unable-state = 对局状态无法读取：{ $error }。
unable-position = 我读不懂局面：{ $error }
unable-flip = 我读不懂翻子“{ $flip }”。
unable-too-many = 记录里的棋子比一局棋的还多。
unable-not-add-up = 记录里的棋子与一局棋的棋子对不上。
unable-world = 我无法据此构建局面：{ $error }
unable-replay = 记录无法重放：{ $error }
unable-replay-differs = 在据记录构建的局面里，记录重放的结果不一样。
unable-misread = 我选了 { $action }，但对局没有列出这一步；我一定读错了记录。
unable-not-in-play = 对局不在进行中。
unable-not-started = 对局还没开始。
unable-no-layout = 我判断不了形势：没有一种暗子布局符合我看到的情况。
unable-junqi-options = 我只在 `flag_carrier=off` 且 `hq_exit=off` 时下军棋。
unable-junqi4-options = 我只在 `hq_exit=off` 时下军棋。
unable-setup = 记录里我的布阵无效：{ $error }
unable-no-setup = 记录里没有我的布阵。
unable-no-piece = 记录移动了一枚不存在的棋子。
unable-contradiction = 记录与我对棋子的了解相矛盾。
unable-record-line = 我读不懂记录中的这一行：“{ $line }”。
