# 按钮文字。
button-previous = 上一页
button-next = 下一页
button-unfollow = 取消关注
button-accept = 接受
button-cancel = 撤回
button-decline = 拒绝
button-rematch = 再来一盘
button-replay = 回放
button-take-back = 悔棋
button-offer-draw = 提议和棋
button-resign = 认输
button-my-board = 我的棋盘
button-my-setup = 我的布阵
button-yes-resign = 确定认输
button-accept-draw = 同意和棋
button-decline-draw = 拒绝和棋
button-accept-takeback = 同意悔棋
button-decline-takeback = 拒绝悔棋
# 棋自身的词（`$usage`，如 `ready`）及棋为它定的英文标签（`$label`）。
button-verb = { $usage ->
        [flag] 军旗换到另一大本营
        [random] 随机布阵
        [ready] 就绪
       *[other] { $label }
    }
