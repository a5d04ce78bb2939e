# 不是命令的输入。
local-no-button = 没有这个按钮；请从消息中复制 `press` 后面的编号。

# 挑战。
sentence-end = 。
challenge-in-channel = 挑战要在服务器频道中发起，这样对局才有地方进行。
challenge-yourself = 你不能挑战自己；请点名其他人，或不点名发起公开挑战。
challenge-limit = 你已有 { $count } 个挑战在等待，已达上限；用 `cancel <编号>` 撤回一个（`challenges` 会列出它们），或等待回应。
challenge-started = 挑战 { $challenge } 已被接受：它成为了第 { $game } 号对局。
challenge-was-declined = 挑战 { $challenge } 已被拒绝。
challenge-was-withdrawn = 挑战 { $challenge } 已被撤回。
challenge-expired = 挑战 { $challenge } 已过期。
no-such-challenge = 没有挑战 { $challenge }；`challenges` 会列出等待中的挑战。
several-challenges = 有几个挑战符合（{ $challenges }）；请用编号指明，例如 `{ $example }`。
no-challenge-for-you = 这里没有等待你的挑战；`challenges` 会列出它们。
no-challenge-game-on = 这里没有等待你的挑战；你的第 { $game } 号对局正在进行，位置：
challenge-own = 挑战 { $challenge } 是你自己发起的；需要其他人接受（或说 `cancel { $challenge }` 撤回）。
challenge-seated = 你已在挑战 { $challenge } 中占了座位；所有座位坐满后对局开始。
challenge-for-others = 挑战 { $challenge } 是发给 { $players } 的；只有他们可以接受。
no-challenge-to-decline = 这里没有发给你、可以拒绝的挑战；`challenges` 会列出它们。
challenge-open-decline = 挑战 { $challenge } 对所有人开放，无需拒绝；它会自行过期，或由 { $challenger } 撤回。
challenge-for-others-decline = 挑战 { $challenge } 是发给 { $players } 的；只有他们可以拒绝。
no-challenge-to-cancel = 你在这里没有可撤回的挑战。
challenge-not-yours = 挑战 { $challenge } 是 { $challenger } 发起的；只有其本人可以撤回。
no-challenges = 没有等待中的挑战；用 `challenge jungle @someone` 发起一个。
challenge-post = { $challenger } 向 { $invitees } 发起挑战：{ $terms }。{ $teams }{ $open ->
        [0] {""}
       *[other] 还有 { $open } 个空座位，任何人都可以加入。
    }{ $invitees }，请在以下时间前接受或拒绝挑战 { $challenge }：{" "}
challenge-open-post = { $challenger } 发起公开挑战：{ $terms }。{ $teams }{ $open ->
        [0] {""}
       *[other] 还有 { $open } 个空座位，任何人都可以加入。
    }任何人都可以在以下时间前接受挑战 { $challenge }：{" "}
list-comma = ，
# 组队对局的双方：搭档之间用 `title-partners`，双方之间用 `title-vs`。
challenge-teams = 组队：{ $teams }。
challenge-seat-open = 空座位
challenge-seat-bot = 机器人
with-bot-seats = ，其余未点名的座位由等级 { $level } 的机器人担任
terms-rated = 计等级分
terms-casual = 友谊对局（不计等级分）
setup-time = 布阵 { $span }
line-anyone = { $open } 个空位
line-seated = （已坐 { $seated }/{ $seats }）
line-in = 位置：
line-expires = 截止：

# 时间。
clock-none = 不计时
clock-per-move = 每步 { $span }
span-days = { $count } 天
span-hours = { $count } 小时
span-minutes = { $count } 分钟
span-under-a-minute = 不到一分钟
moment-in = { $span }后
moment-now = 现在
# 时刻之后“还有多久”两侧的括号。
moment-open = （
moment-close = ）

# 无法识别的命令。
too-long = 命令太长了（最多 { $limit } 个字符）；命令都很短，例如 `move a3a4`。说 `help` 查看列表。
not-a-command = “{ $word }”不是命令；说 `help` 查看我能听懂的命令。
say-which-game = 请说是哪种棋，例如 `challenge jungle @someone`；可选的棋有 `{ $games }`。
cannot-seat = 我无法为 { $who } 安排座位：请提及此处的真人（不是机器人）来挑战。
named-twice = { $who } 被点名了两次；每位棋手只需点名一次。
not-a-level = “{ $value }”不是等级：机器人的等级为 1（入门）、2（简单）、3（俱乐部）、4（强）或 5（最强），例如 `level=2`。
challenge-word = 我没看懂挑战中的“{ $word }”：棋手写作 `@名字`，选项写作 `选项=值`（说 `rules { $game }` 查看），时钟写作 `2h` 或 `none`。
level-needs-bot = 等级只用于与机器人的对局：请说 `challenge { $game } bot level=…`。

# 座位、再来一盘与对局开始。
rematch-not-over = 第 { $game } 号对局仍在进行；对局结束后才能提议再来一盘。
rematch-not-player = 只有第 { $game } 号对局的棋手才能提议再来一盘。
games-limit = 你已在下 { $count } 盘棋，达到了同时对局的上限；请先下完一盘再开新局。
games-limit-other = { $player } 已在下 { $count } 盘棋，达到了同时对局的上限，所以这盘棋还不能开始；挑战会一直等到对方下完一盘。
more-players = 另外 { $count } 位棋手
seat-taken = { $player } 在挑战 { $challenge } 中就座（已坐 { $seated }/{ $seats }）；正在等待 { $missing }。
game-number = 第 { $game } 号对局
bot-game-on = { $player } 挑战机器人，等级 { $level }（{ $level ->
        [1] 入门
        [2] 简单
        [3] 俱乐部
        [4] 强
       *[other] 最强
    }）：第 { $game } 号对局（{ $kind }）开始了。与机器人的对局不计等级分。
challenge-joined = { $players } 接受了 { $challenger } 的挑战：第 { $game } 号对局（{ $kind }）开始了。
challenge-declined = { $player } 拒绝了 { $challenger } 的挑战 { $challenge }。
challenge-declined-why = { $player } 拒绝了 { $challenger } 的挑战 { $challenge }：“{ $reason }”。
challenge-withdrawn = { $player } 撤回了挑战 { $challenge }。
challenges-heading = 等待中的挑战{ $page }：
challenge-expired-post = { $challenger } 的挑战 { $challenge }（{ $kind }）在座位坐满之前已过期。
