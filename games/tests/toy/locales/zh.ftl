# 玩具棋的中文文字。

## The game
game-toy = 玩具棋
about-summary-toy = 三子连成一线。
about-rules-toy = 在空格上落子；三子连成一线者胜。
about-option-toy-misere = 三子连成一线者反而输棋。

## Seats and board
seat-toy-x = X 方
seat-toy-o = O 方
board-toy = { game-toy }

## Notes and endings
note-toy-takes = { $seat }占 { $cell }。
end-line = 连成三子
