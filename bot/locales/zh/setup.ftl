# 私密布阵（棋的用词及其作用见各棋自己的文字）。
setup-how = 可以用 { $words } 调整布阵。用 `setup save <名称>` 保存以供以后的对局使用，用 `setup load <名称>` 取回；`setup show` 再次显示。
setup-word = `{ $usage }`（{ $help }）
setup-string = 你的布阵：`{ $setup }`
setup-ends = 布阵截止于{" "}
setup-ends-after = ；届时若有棋手尚未就绪，对局将被取消。
setup-ready = 你已就绪；所有人就绪后对局开始。
setup-ready-words = 你仍然可以说 { $words }。
setup-invitation = 第 { $game } 号对局（{ $title }）：请布置你的棋子。这是你的一方，现为一套随机的合法布阵。
setup-lead-show = 你的布阵。
setup-locked = 你的布阵已锁定。
setup-unlocked = 你正在重新调整布阵。
setup-done = 完成。
setup-all-ready = 你已就绪，其他人也都已就绪：第 { $game } 号对局开始了。
seat-ready = { $seat } 已就绪。
seat-unready = { $seat } 正在重新调整布阵。

# 无法执行的布阵用词。
no-setup = { $game }没有布阵：棋子按规则摆在初始位置；请说 `move <你的着法>`。
not-setting-up = 第 { $game } 号对局不在布阵阶段，没有可调整的布阵；请说 `move <你的着法>`。

# 保存的布阵。
no-saved-setup = 你没有名为“{ $name }”的布阵；`setup list` 会列出你保存的布阵。
no-saved-setups = 你还没有保存的布阵；`setup save <名称>` 可保存当前布阵。
saved-setups-heading = 你保存的布阵：
setup-name-rule = 布阵名是由字母、数字、`-` 或 `_` 组成的一个词，最多 { $limit } 个字符。
setups-limit = 你已保存了 { $count } 个布阵，达到上限；请覆盖其中一个（`setup list` 会列出它们的名字）。
setup-saved = 已把你的布阵 `{ $setup }` 保存为“{ $name }”；`setup load { $name }` 可在任何对局中取回。
