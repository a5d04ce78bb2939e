# 陣網自己的中文文字：名称与说明、棋盘、着法写法、棋子的走法。

## The game
game-jungi = 陣網
about-summary-jungi = 在 9×9 棋盘上每方十一种棋子，有升变和广义的吃过路兵；吃掉王获胜。
about-rules-jungi =
    陣網：9×9 棋盘，列 a-i，行 1-9。南方在第 1-3 行，先走；北方在第 7-9 行。吃掉敌方的王（或皇帝）获胜。没有将军的规定：王可以站在被攻击的格子上。
    棋子（南方用大写字母，北方用小写；+ 表示升变）：
    P 兵：向前一格走到空格，斜前一格吃子，在本方第三行时可向前两格。+P 老兵：任意方向一格。
    H 骑士：走马步。+H 独角兽：任意方向一格，或走马步。
    E 象：直走一格，斜跳两格，在本方底线时可向前跳三格。+E 格鲁斯兰：任意方向一格，斜跳两格，或直跳三格。
    M 术士：直走一格或直跳两格。+M 大术士：任意方向一格，直跳两格或斜跳三格。
    L 枪兵：向前或斜后方滑行。+L 枪骑兵：向任意方向滑行。
    C 炮：斜向滑行。+C 麒麟：任意方向一格，或斜向滑行。
    R 车：直向滑行。+R 龙：任意方向一格，或直向滑行。
    N 贵族：斜走一格或向前一格。+N 领主：任意方向一格，向后跳两格或斜跳两格。
    O 军官：直走一格或斜前一格。+O 统帅：任意方向一格，或向任意方向跳两格。
    Q 后：任意方向一格，第一步可向前两格。+Q 女皇：向任意方向滑行。
    K 王：任意方向一格，第一步可向前两格。+K 皇帝：任意方向一格，跳到距离两格的任意格，或连走两步并在第一步吃子（第二步可回到原格：原地吃子）。
    跳可以越过棋子；滑行和走两格途中的格子必须是空的；走两格时不能吃子。
    吃过路兵：兵、老兵、后、女皇、王和皇帝威胁它们一步能吃到的格子（兵为斜前两格，其他为周围 8 格）。敌方刚走的一步经过了这样的格子（滑行、走两格、皇帝连走两步的中间格）时，走一步到那一格即可吃掉经过的棋子。
    升变：棋子走完任何一步后停在敌方的三行底线区内即立刻升变。
    和棋：三次重复局面，或 150 步无人吃子也无人升变。无棋可走者负。
    着法：写格子，如 `e3e5`（也可写 `E3-E5`、`e3 e5`）；皇帝连走两步时写上中间格，如 `e5f6g7` 或 `e5xf6-e5`。分步走：`e5xf6-`（着法未完），然后 `f6g7` 或只写 `g7`，或 `stop` 停下。
about-word-jungi-stop = 分步输入皇帝的连走两步时，在第一步吃子之后就此结束

## Seats, boards and badges
board-jungi = { game-jungi }

## Refusals and names
name-jungi-point-square = 格
entry-jungi = 帝的两步走可以一步一步输入，先写第一步，如 e5f6-
hint-jungi = 请写出它的格子，如 e3e5 或 e3-e5，帝的两步走如 e5xf6xg7。
moves-jungi-pawn = 向正前方走一格到空格，向斜前方一格吃子，在自己的第三横行可向正前方走两格，并可吃过路兵
moves-jungi-veteran = 向任意方向走一格，并可吃过路兵
moves-jungi-horseman = 走马步（日字）跳跃
moves-jungi-unicorn = 向任意方向走一格，或走马步跳跃
moves-jungi-elephant = 横竖走一格，或斜向跳两格；在底线时还可向正前方跳三格
moves-jungi-grutslaen = 向任意方向走一格，或斜向跳两格，或横竖跳三格
moves-jungi-magister = 横竖走一格，或横竖跳两格
moves-jungi-archmagister = 向任意方向走一格，或横竖跳两格，或斜向跳三格
moves-jungi-pikeman = 向正前方或斜后方走任意格
moves-jungi-lancer = 沿任意横线、竖线或斜线走任意格
moves-jungi-cannon = 斜向走任意格
moves-jungi-kirin = 向任意方向走一格，或斜向走任意格
moves-jungi-chariot = 横竖走任意格
moves-jungi-dragon = 向任意方向走一格，或横竖走任意格
moves-jungi-noble = 斜向走一格，或向正前方走一格
moves-jungi-lord = 向任意方向走一格，或向正后方跳两格，或斜向跳两格
moves-jungi-officer = 横竖走一格，或向斜前方走一格
moves-jungi-commander = 向任意方向走一格，或向任意方向跳两格
moves-jungi-queen = 向任意方向走一格，第一步可向正前方走两格，并可吃过路兵
moves-jungi-emperor = 向任意方向走一格，或跳到相距两格的任意格，或分两步走而第一步吃子

## Notes
note-jungi-royal = 王将
note-jungi-clock-reset = 吃子或升变
note-jungi-double-mover = 帝
