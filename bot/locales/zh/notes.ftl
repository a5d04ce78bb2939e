# 棋对一步棋的说明（`games::model::said`：键加参数）。`$seat`、`$owner`、`$carrier`、`$colour` 是座位名；
# `$piece` 是棋子名（`piece-` 开头的键），或带主人的棋子（`note-junqi-piece`）。

## 军棋、四国军棋、翻棋
note-junqi-move = { $seat } { $from }-{ $to }
note-junqi-battle = { $seat } { $from }x{ $to } { $symbol }（{ $outcome }）
note-junqi-battle-revealed = { $seat } { $from }x{ $to } { $symbol }（{ $attacker }对{ $defender }：{ $outcome }）
note-junqi-piece = { $owner }{ $piece }（{ $code }）
note-junqi-symbol-attacker-won = >
note-junqi-symbol-defender-won = <
note-junqi-symbol-both-removed = =
note-junqi-attacker-won = 进攻方胜
note-junqi-defender-won = 防守方胜
note-junqi-both-removed = 双方同归于尽
note-junqi-none-removed = 这次碰子你没有损失棋子。
note-junqi-lost = 你在 { $at } 的{ $piece }（{ $code }）被吃掉了。
note-junqi-flip = { $seat }翻开 { $at }：{ $piece }。
note-junqi-pass = { $seat }弃着（第 { $used } 次，共可 { $limit } 次）。
note-junqi-pass-time = { $seat }超时，算作弃着（第 { $used } 次，共可 { $limit } 次）。
note-junqi-pass-automatic = { $seat }自动弃着（第 { $used } 次，共可 { $limit } 次）。
note-junqi-passes-resign = 弃着次数超过上限：{ $seat }认输。
note-junqi-flag-at = { $owner }的军旗在 { $at }。
note-junqi-flag-captured = { $seat }夺得了{ $owner }的军旗。
note-junqi-flag-picked-up = { $at } 上的{ $carrier }棋子扛起了{ $owner }的军旗。
note-junqi-flag-returns = { $owner }的军旗回到大本营 { $at }。
note-junqi-flag-dropped = { $owner }的军旗掉在 { $at }。
note-junqi-flag-home = { $seat }把敌方军旗运回了本方。
note-junqi-colours = { $seat }执{ $colour }，{ $other }执{ $other-colour }。
note-junqi-no-legal-move = { $seat }无棋可走。
note-junqi-out = { $seat }出局：{ $why }。
note-junqi-out-leaving = { $seat }出局：{ $why }；其棋子全部离场。
note-junqi-out-flag = 军旗被夺
note-junqi-out-resigned = 已认输
note-junqi-out-passes = 弃着次数过多
note-junqi-out-stuck = 无棋可走
