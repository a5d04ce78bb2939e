# The toy's words in English.

## The game
game-toy = Toy
about-summary-toy = Three in a row.
about-rules-toy = Place your mark on an empty cell; three in a row wins.
about-option-toy-misere = Three in a row loses instead of winning.

## Seats and board
seat-toy-x = X
seat-toy-o = O
board-toy = toy

## Notes and endings
note-toy-takes = { $seat } takes { $cell }.
end-line = by making three in a row
