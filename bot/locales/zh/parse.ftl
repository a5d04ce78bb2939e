# 无法识别的命令：应当怎么写。
unknown-game = 没有叫“{ $name }”的棋；可选的棋有 `{ $games }`。
no-setup-phase = { $game }没有布阵阶段，因此不需要布阵时间。
bot-cannot-play = 我还不会下{ $game }；请挑战真人。我会下的有：{ $games }。
too-many-named = { $game }共有 { $seats } 个座位，最多只能点名 { $others } 位其他棋手。
clock-twice = 时钟写了两次；只需写一次。
level-twice = 等级写了两次；只需写一次。
seed-twice = 种子写了两次；只需写一次。
setup-time-twice = 布阵时间写了两次；只需写一次。
setup-time-hint = 布阵时间请写作 `setup=10m` 或 `setup=1h`（1 分钟到 1 天；不写则为 5 分钟）。
clock-zero = 时钟每步至少一分钟，或写 `none` 表示不计时。
clock-too-long = 时钟每步最多 30 天；请选更短的时间，或写 `none`。
clock-malformed = “{ $word }”不是时钟；请写 `none`，或每步用时，如 `30m`、`2h` 或 `1d`。
not-a-challenge-code = 挑战编号以 c 开头，例如 `{ $verb } { $example }`（对局编号写作 #3），“{ $word }”不是挑战编号。
at-most-a-challenge = `{ $verb }` 后面最多跟一个挑战编号，例如 `{ $verb } c3`。
not-a-game-number = 对局编号是数字，例如 `#12`，“{ $word }”不是对局编号。
at-most-a-game-not = `{ $verb }` 后面最多跟一个对局编号，例如 `{ $verb } #3`，“{ $word }”不是对局编号。
at-most-a-game = `{ $verb }` 后面最多跟一个对局编号，例如 `{ $verb } #3`。
move-game-number = “{ $word }”不是对局编号；请写作 `move #3 a3a4`。
draw-words = `draw` 后面应跟 `offer`、`accept` 或 `decline`（需要时再加对局编号，如 #3），而不是“{ $word }”。
takeback-words = `takeback` 请求悔棋，`takeback accept` 或 `takeback decline` 回应悔棋请求（需要时再加对局编号，如 #3）；“{ $word }”都不是。
unknown-player = 我不认识 { $who }；请用提及来指明棋手。
finished-word = 我没看懂这里的“{ $word }”。`games finished` 列出此处已结束的对局，最新的在前；可以加上棋手（`@bob` 或 `mine`）或比赛（`tournament:t3`）、棋种（`jungle`）或页码（`page 2`）。
finished-player-or-tournament = 请指明棋手或比赛，不要同时指明：`games finished @bob` 或 `games finished tournament:t3`。
leaderboard-which-game = 请说是哪种棋，例如 `leaderboard jungle`（本服务器）或 `leaderboard jungle all`（所有人）；可选的棋有 `{ $games }`。
leaderboard-word = 我没看懂“{ $word }”：说 `leaderboard { $game } all` 查看所有人的等级分，`players=3` 查看其他人数的排行，`page 2` 查看更多。
page-numbers = 页码从 1 开始，例如 `{ $command } page 2`。
at-most-a-page = `{ $command }` 后面最多跟一个页码，例如 `{ $command } page 2`。
