# 命令指的是哪盘棋，以及谁可以行动。
no-game = 没有第 { $game } 号对局。
several-games-yours = 你在这里有几盘棋（{ $games }）；请指明是哪一盘，例如 `move { $first } a3a4` 或 `board { $first }`。
no-game-here = 这里没有进行中的对局；`games mine` 会列出你的对局。
several-games-here = 这里有几盘对局在进行；请指明是哪一盘，例如 `board #3`（`games` 会列出它们）。
no-game-of-yours-here = 你在这里没有进行中的对局；用 `challenge jungle @someone` 开始一盘，或用 `games mine` 列出你的对局。
not-a-player = 第 { $game } 号对局只有 { $players } 在下；欢迎观战。
game-called-off = 第 { $game } 号对局在开始前已取消。
game-over = 第 { $game } 号对局已经结束。
out-of-game = 你已出局（第 { $game } 号对局）；其他人继续对弈，你可以观战。
not-your-turn = 第 { $game } 号对局还没轮到你：现在轮到 { $players }。
confirm-resign = 你确定要认输第 { $game } 号对局吗？认输后无法撤销。
reminder-setup = 提醒：你在第 { $game } 号对局（{ $title }）中还没有就绪；布阵截止于{" "}
reminder-setup-end = ，届时未就绪对局将被取消。
reminder-turn = 提醒：第 { $game } 号对局（{ $title }）轮到你了；用时截止于{" "}
your-board = 你在第 { $game } 号对局中的棋盘。

# 无法识别或无法执行的命令。
bot-no-seat = { $game }共有 { $seats } 个座位：算上你点名的人，已没有座位留给机器人。请少点名几位，或去掉 `bot`。
bot-cannot-follow = 机器人不能关注对局。
say-a-command = 请说一个命令，例如 `help`、`challenge jungle @someone` 或 `move a3a4`。
say-which-finished = 请指明哪一盘已结束的对局，例如 `game #3`；`games finished` 会列出它们。
casual-twice = `casual` 写了两次；只需写一次。
bot-twice = 机器人被点名了两次；只需点名一次。
one-game-at-most = 最多指明一盘对局，例如 `move #12 a3a4`。
resign-hint = 请说 `resign`（我会先确认），或说 `resign confirm` 立即认输；同时下几盘棋时加上对局编号，例如 `resign #3`。
say-which-move = 请说走哪一步，例如 `move a3a4`（简写 `m a3a4`）。
setup-hint = 请说要对布阵做什么，例如 `setup show`、`setup random`、`setup save <名称>` 或 `ready`。
games-hint = 说 `games` 查看此处的对局，或 `games mine` 查看你在各处的对局（加 `page 2` 看更多）。
one-player-at-most = 最多指明一位棋手；`games finished @bob jungle` 会列出 Bob 的斗兽棋对局。
one-kind-at-most = 最多指明一种棋；`games finished jungle` 会列出已结束的斗兽棋对局。
profile-hint = 说 `profile` 查看你的资料，或 `profile @someone` 查看他人的资料（含你与其的对局）。
board-failed = 无法生成你的棋盘；请再试一次。
setup-name-hint = 请用一个词命名布阵，例如 `setup save wall` 或 `setup load wall`。
no-setup-to-save = 这盘棋没有可保存的布阵。

# 取消对局与和棋。
abort-too-late = 第 { $game } 号对局已经开始：每位棋手都已走过棋，现在只能认输或和棋。
draw-in-setup = 第 { $game } 号对局还没开始，无和可议；所有人就绪后对局开始。
no-draw-to-decline = 第 { $game } 号对局没有可拒绝的和棋提议。
no-draw-to-accept = 第 { $game } 号对局没有可接受的和棋提议；说 `draw offer` 提议和棋。
draw-wait = 你在第 { $game } 号对局中的上一次和棋提议未被接受；你自己再走 { $wait } 步之后才能再次提议。
draw-offered-already = 你已在第 { $game } 号对局中提议和棋；需要其他人回应。
done-game-is-in = 完成；第 { $game } 号对局位于{" "}

# 关注与悔棋。
not-following = 你没有关注第 { $game } 号对局。
unfollowed = 你不再关注第 { $game } 号对局。
follow-own-game = 你在第 { $game } 号对局中下棋，棋盘已经会发给你。
takeback-bot = 第 { $game } 号对局是与机器人的对局，不能悔棋。
takeback-in-setup = 第 { $game } 号对局还没开始，没有可悔的棋。
no-takeback-to-decline = 第 { $game } 号对局没有可拒绝的悔棋请求。
no-takeback-to-accept = 第 { $game } 号对局没有可接受的悔棋请求；说 `takeback` 请求悔棋。
takeback-asked-already = 你已在第 { $game } 号对局中请求悔棋；需要其他人回应。

# 行动及其结果。
chat-not-read = 我在这里只读命令和着法；说 `help` 查看我能听懂的命令。
fits-several = `{ $action }` 适用于你的好几盘棋（{ $games }）；请指明是哪一盘，例如 `{ $example }`。
no-action-here = `{ $action }` 在你此处的各盘棋（{ $games }）中都不是可行的着法；请指明对局，例如 `move { $first } …`，即可知道原因。
# 棋不接受的行动：`$reason` 是原因（棋自己文字中的一句，或 `refusal-untyped`）；`$hint` 是一句 `action-like` 或为空。
action-refused = 第 { $game } 号对局不接受 `{ $action }`：{ $reason }{ $hint }
# 规则只给出英文说明的拒绝：不照搬英文，只说明不能这样走。
refusal-untyped = 现在不能这样走，也不能用这个词。
action-like = 开头相同的合法着法：{ $actions }。
draw-lapsed = { $seats } 的和棋提议已失效：对局继续。
takeback-lapsed = { $seat } 的悔棋请求已失效：对局继续。
draw-declined = { $seat } 拒绝和棋；第 { $game } 号对局继续。
draw-offered = { $seat } 在第 { $game } 号对局中提议和棋；{ $others } 可以接受或拒绝。
ran-out-of-time = { $seat } 超时了。
game-over-post = 第 { $game } 号对局（{ $title }）结束了。{ $result }。
game-over-post-rated = 第 { $game } 号对局（{ $title }）结束了。{ $result }。{ $rating }。
decision = 第 { $game } 号对局：请你作出选择。棋手：{ $players }。
# 对局为何取消（接在 `called-off` 之后）。
called-off = 第 { $game } 号对局（{ $title }）已取消：{ $why }。不计结果。
called-off-no-show = 第 { $game } 号对局（{ $title }）已取消：{ $why }。在所属比赛中，超时的一方判负。
why-aborted = { $seat } 在各方都走出第一步之前中止了对局
why-no-first-move = { $seats } 未在时限内走出第一步
why-not-ready = { $seats } 未能按时就绪

# 棋盘、记录与对局列表。
board-sent = 我已把你在第 { $game } 号对局中的棋盘私信发给你。
history-heading = 第 { $game } 号对局：
line-challenge = 挑战{" "}
no-games-mine = 你没有进行中的对局，也没有等待中的挑战；用 `challenge jungle @someone` 开始一盘。
no-games-here = 这里没有进行中的对局；用 `challenge jungle @someone` 开始一盘。
games-mine-heading = 你进行中的对局和等待中的挑战{ $page }：
games-here-heading = 此处进行中的对局{ $page }：
takeback-not-in-game = { $game }不能悔棋：棋子是隐藏的，或着法取决于运气，悔棋会暴露或改变谁都不该知道的信息。
takeback-declined = { $seat } 拒绝悔棋；第 { $game } 号对局继续。
takeback-asked = { $seat } 在第 { $game } 号对局中请求悔棋；{ $others } 可以接受或拒绝。
takeback-agreed = { $seat } 同意第 { $game } 号对局中的悔棋。
# 为何不能悔棋：`$why` 为 `takeback-none-yet`、`takeback-setup` 或规则给出的说明。
takeback-in-game = 第 { $game } 号对局中，{ $why }。
takeback-none-yet = 你还没有走完一步棋，没有可悔的棋
takeback-setup = 布阵不能悔
taken-back = 经双方同意悔棋：撤回了 { $seat } 的上一步{ $after ->
        [0] {""}
       *[other] 及其后的 { $after } 步
    }。
# 某种棋认识、而本局的棋没有的词：`$game` 是棋名。
word-not-in-game = { $game }没有 `{ $word }` 这个词。
