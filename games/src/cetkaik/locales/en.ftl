# Cetkaik's words in English: its name and help, seats and board, refusals, notes, choices, view lines
# and ways of ending.

## The game
game-cetkaik = Cetkaik
about-summary-cetkaik = Pekzep chess (机戦): capture to form hands, cast sticks, score over four seasons.
about-rules-cetkaik =
    Cetkaik (机戦): a 9×9 board, columns K L N T Z X C M P, rows A E I U O Y AI AU IA; a square is column then row (ZO, LIA). The IA side (black King) starts on rows AI-IA and moves up; the A side on rows A-I and moves down. Each piece is red (赤) or black (黒) for good; capturing changes only its owner.
    Each piece is labelled by its initial on the board, in posts and in moves (A for the Archer); its other names are given here once, and `set labels chinese` draws the kanji on your own boards instead.
    Moves outside / inside tam2 hue:
    V Vessel (船 nuak1): any distance forward / forward or back, 1 sideways, or 2 sideways
    P Pawn (兵 kauk2): 1 forward / 1 any straight way, or 2 forward
    A Archer (弓 gua2): like a rook / like a bishop
    C Chariot (車 kaun1): jumps exactly 2 straight / jumps exactly 2 diagonally
    T Tiger (虎 dau2): 1 diagonally / like a bishop
    H Horse (馬 maun1): jumps exactly 2 diagonally / 2 or more diagonally, jumping the first square
    O Officer (筆 kua2): any distance forward or back, 1 sideways / like a rook
    S Shaman (巫 tuk2): any distance sideways, 1 forward or back / any way, passing over one piece
    G General (将 uai1): 1 step any way but straight back / 1 step any way, and its neighbours cannot be captured
    K King (王 io): 1 step any way
    Tam Tam2 (皇 tam2, shared): instead of a piece, either player may move it two King steps to empty squares; it never captures and is never captured.
    Tam2 hue: NI CI TU XU ZO TY XY NAI CAI and the 8 squares around Tam2. A piece moves the second way when it starts (or steps) there.
about-rules-cetkaik-2 =
    Capture by moving onto an opponent's piece: it goes to your hand (hop1 zuo1). Instead of moving you may drop a piece from your hand on any empty square; it keeps its colour.
    Stepping: when a move's target holds any piece, you may step over it and move once more from there, with the movement of that square; one step a turn.

    The sticks: five two-sided sticks are cast by the umpire, in public. k = how many fall marked: 0 to 5 with chances 1, 5, 10, 10, 5, 1 in 32.
    Water (NO TO ZO XO CO and ZI ZU ZY ZAI): a piece that ends its move on water needs k ≥ 3 (an even chance); otherwise it stays where it was and the turn ends. Vessels, Tam2, drops and moves that start on water cast nothing; passing through water casts nothing.
    After a step, a continuation of any distance needs a cast: the piece may go at most k squares beyond the square it stepped on. Declare the target before the cast (LAU LAI ?LU). Cerke Online rules: then land on any square that way within k; strict rules: only on the declared square. Or give up: the piece stays and the turn ends. When the cast reaches nothing, the move fails at once (此無). A piece may step over another and come back to its own square.

about-rules-cetkaik-3 =
    Hands (役), made of the pieces in your hand; same colour: 2 more.
    無抗行処 The Unbeatable: one of each of the 10 kinds 50 (52)
    筆兵無傾 The Social Order: Pawn Archer General Officer Shaman 10 (12)
    地心 The Culture: Officer Shaman General 7 (9)
    馬弓兵 The Cavalry: Pawn Archer Horse 5 (7)
    行行 The Attack: Vessel Chariot Horse 5 (7)
    王 The King: the King 5
    獣 The Animals: Tiger Horse 3 (5)
    戦集 The Army: General and two Pawns 3 (5)
    助友 The Comrades: Chariot and two Pawns 3 (5)
    闇戦之集 The Deadly Army: five Pawns 3 (5)
    撃皇 stepping over Tam2: −5. 皇再来 a futile Tam2 move: −3 (strict rules).
    A King also stands in for one more piece of its own colour. One piece may serve several hands; the same hand counts once. A drop never forms a hand.

    Scores: 20 each, 40 in all. When your move forms a new hand, you choose:
    tymok (再行, continue): no points now; the stake doubles (×1, ×2 … ×64) and the other side moves.
    taxot (終季, end the season): you take (all your hands) × stake from the other side, and the next season starts from the start position.
    Seasons: Spring 春, Summer 夏, Autumn 秋, Winter 冬; who moves first in each is drawn by lot. The game ends when a score reaches 0, after the ta xot of Winter (more points win, equal points draw), or when the side to move has no move (the leader wins).
about-rules-cetkaik-4 =
    rules=cerke_online_alpha (default): stepping over Tam2 costs 5 × the stake at once, even if the move fails; Tam2 may not move right after the opponent moved it. rules=strict_y1_2020: stepping over Tam2 is a −5 hand; moving Tam2 right after the opponent did, or back to its square, is a −3 hand each.
    Moves: LAI LY, ZAIZOTO (a step), LAU LAI ?LU (declared), black A LIA (a drop; also 黒弓LIA or black archer LIA), ZO皇[TU]TO or tam ZO TU TO; after a cast a square or give up; then tymok or taxot.
about-word-cetkaik-give = After a stepping cast: leave the piece where it started and end the turn.
about-word-cetkaik-tymok = 再行, continue the season: no points now, the stake doubles, the opponent moves.
about-word-cetkaik-taxot = 終季, end the season: score your hands × the stake; the next season starts.
about-option-cetkaik-rules = Cerke Online's rules, or the strict official rules where Tam2 penalties are hands.
about-button-cetkaik-give-up = Give up
about-button-cetkaik-tymok = Ty mok: continue
about-button-cetkaik-taxot = Ta xot: end the season

## Seats, boards and badges
seat-cetkaik-ia-side = IA side
seat-cetkaik-a-side = A side
board-cetkaik = cetkaik

## Refusals and names
refusal-cetkaik-not-your-turn = It is the { $side }'s turn.
refusal-cetkaik-two-seats = Cetkaik has two seats, the IA side and the A side.
refusal-cetkaik-no-chance-needed = That action needs no cast or draw, so none can be given.
refusal-cetkaik-draw-not-cast = That action needs a draw of the first player, not a cast.
refusal-cetkaik-cast-not-draw = That action needs a cast of the sticks, not a first player.
refusal-cetkaik-engine = The rules engine refused a move from its own list ({ $message }).
refusal-cetkaik-no-result = The umpire casts the sticks; write the move without a cast result (橋…, 水…, 此無).
refusal-cetkaik-unreadable-mark = I cannot read "{ $mark }" in a move; write squares like LAI LY, or a drop like black A LIA.
refusal-cetkaik-unreadable-word = "{ $word }" is neither a square (column K L N T Z X C M P, then row A E I U O Y AI AU IA) nor a piece name.
refusal-cetkaik-no-squares = Name the squares of your move, like LAI LY, or a drop, like black A LIA.
refusal-cetkaik-type-move = Type a move, like LAI LY.
refusal-cetkaik-no-chance = The umpire casts the sticks and draws who starts; write the action without a result.
refusal-cetkaik-finish-move = First finish your move: land on a square the sticks allow, or give up.
refusal-cetkaik-no-hand = There is no hand to decide on now; make a move.
refusal-cetkaik-no-cast-to-give-up = There is no stepping cast to give up on; make a move.
refusal-cetkaik-no-cast-to-answer = There is no stepping cast to answer; make a move.
refusal-cetkaik-decide = You formed a hand: choose tymok (continue, the stake doubles) or taxot (end the season and score).
refusal-cetkaik-decide-short = You formed a hand: choose tymok (continue) or taxot (end the season).
refusal-cetkaik-stepping = Your piece is stepping from { $from } over { $over }; name the square to land on, or give up.
refusal-cetkaik-several = That fits { $count } moves: { $moves }; type one of them.
refusal-cetkaik-one-square = A move names where the piece starts and where it goes, like { $square } and one more square; a drop names the piece, like black A { $square }.
refusal-cetkaik-no-piece = There is no piece on { $square }.
refusal-cetkaik-tam-elsewhere = Tam2 is not on { $square }; it stands on { $tam }.
refusal-cetkaik-not-yours = The piece on { $square } is the { $owner }'s { $piece }; you play the { $side }.
refusal-cetkaik-not-that-kind = The piece on { $square } is a { $piece }, not a { $named }.
refusal-cetkaik-no-move = Your { $piece } on { $square } has no legal move now.
refusal-cetkaik-own-piece = { $dest } holds your own { $piece }: you may step over it (name the square after it) but not capture it.
refusal-cetkaik-tam-never-captured = Tam2 is never captured; you may step over it (name the square after it), which costs 5 points.
refusal-cetkaik-only-stepping = Your { $piece } on { $square } cannot go to { $dest }; it can only move by stepping over a piece now.
refusal-cetkaik-cannot-go = Your { $piece } on { $square } cannot go to { $dest }; it can go to { $reach }.
refusal-cetkaik-empty-step = { $step } is empty, so there is nothing to step over there.
refusal-cetkaik-cannot-reach-none = Your { $piece } on { $square } cannot reach { $step }, and it has no piece to step over now.
refusal-cetkaik-cannot-reach = Your { $piece } on { $square } cannot reach { $step } to step over it; it can step over the piece on { $steps }.
refusal-cetkaik-three-squares = A stepping move names three squares: where the piece starts, the piece it steps over, and where it goes.
refusal-cetkaik-fixed-only = Your { $piece } on { $square } makes only fixed moves after stepping over { $step } (no cast): it can go to { $reach }.
refusal-cetkaik-cannot-go-after = Your { $piece } on { $square } cannot go to { $dest } after stepping over { $step }; it can go to { $reach }.
refusal-cetkaik-tam-moved = Tam2 moved on the last move, so it may not move now (Cerke Online rules).
refusal-cetkaik-tam-no-move = Tam2 has no legal move now.
refusal-cetkaik-tam-holds = { $square } holds Tam2, not a piece of yours; write 皇 for a Tam2 move.
refusal-cetkaik-tam-end = Tam2 cannot end on { $square }: its two King steps must each end on an empty square; it can end on { $ends }.
refusal-cetkaik-tam-way = Tam2 cannot go that way to { $square }; it can go { $ways }.
refusal-cetkaik-drop-shape = A drop names the piece and one empty square, like { $example }ZO.
refusal-cetkaik-hand-empty = You have no { $what } in hand: your hand is empty.
refusal-cetkaik-not-in-hand = You have no { $what } in hand; it holds { $held }.
refusal-cetkaik-drop-on-tam = A dropped piece goes on an empty square; { $square } holds Tam2.
refusal-cetkaik-drop-on-own = A dropped piece goes on an empty square; { $square } holds your { $piece }.
refusal-cetkaik-drop-on-theirs = A dropped piece goes on an empty square; { $square } holds the opponent's { $piece }.
refusal-cetkaik-cannot-drop = You cannot drop a { $what } on { $square } now.
refusal-cetkaik-what-colour-kind = { $colour } { $piece }
refusal-cetkaik-what-colour = { $colour } piece
refusal-cetkaik-what-any = piece
refusal-cetkaik-declared = Under the strict rules you land on the square you declared, { $square }, or give up.
refusal-cetkaik-too-far = { $square } is { $distance } squares beyond { $step }, but the cast allows { $cast }; land on { $allowed } or give up.
refusal-cetkaik-nowhere = nothing
refusal-cetkaik-no-square = The cast allows no square; give up.
refusal-cetkaik-cannot-land = You cannot land on { $square }; land on { $allowed } or give up.
refusal-cetkaik-or = { $others } or { $last }
name-cetkaik-red = red
name-cetkaik-black = black
piece-cetkaik-vessel = Vessel
piece-cetkaik-pawn = Pawn
piece-cetkaik-archer = Archer
piece-cetkaik-chariot = Chariot
piece-cetkaik-tiger = Tiger
piece-cetkaik-horse = Horse
piece-cetkaik-officer = Officer
piece-cetkaik-shaman = Shaman
piece-cetkaik-general = General
piece-cetkaik-king = King

## Notes
view-cetkaik-nothing = { "" }
view-cetkaik-list = { $first }, { $rest }
note-cetkaik-land = Land on { $at }
note-cetkaik-land-detail = Your { $piece } goes from { $from } over { $over } to { $to }{ $capture }{ $water }.
note-cetkaik-capturing = , capturing the { $owner }'s { $colour } { $piece }
note-cetkaik-then-water = ; then the sticks are cast again to enter the water (3 of 5 needed)
note-cetkaik-give-up-detail = Your { $piece } stays on { $at } and your turn ends (此無).
note-cetkaik-tymok-detail = The stake becomes ×{ $stake } and the { $side } moves next. No points now. Your move formed { $formed }.
note-cetkaik-hand = { $kanji } { $name } ({ $points })
note-cetkaik-penalties = penalties { $points }
note-cetkaik-taxot-detail = { $gained }; the score becomes { $mine }–{ $theirs } (yours first). { $next }
note-cetkaik-gain-nothing = You gain nothing
note-cetkaik-gain = You gain { $points }
note-cetkaik-lose = You lose { $points }
note-cetkaik-next = Next: { $season }.
note-cetkaik-the-end = the end
note-cetkaik-you-win = You win the game.
note-cetkaik-they-win = The { $side } wins the game.
note-cetkaik-drawn = The game is drawn.
view-cetkaik-spring = Spring
view-cetkaik-summer = Summer
view-cetkaik-autumn = Autumn
view-cetkaik-winter = Winter
note-cetkaik-piece = piece
note-cetkaik-piece-tam2 = Tam2
note-cetkaik-declared-ranged = { $side }: the { $piece } on { $src } steps over { $step } and aims at { $declared } ({ $move }); the sticks decide how far it may go.
note-cetkaik-declared = { $side }: { $move }.
note-cetkaik-cast-step = { $side } casts the sticks for the step: { $sticks } — { $marked } marked (橋{ $numeral }), so the piece may go at most { $marked } { $marked ->
        [1] square
       *[other] squares
    } beyond { $via }: { $allowed }.
note-cetkaik-out-of-reach = no square the move may end on is in reach
note-cetkaik-may-land = it may land on { $squares } or give up
note-cetkaik-cast-water = { $side } casts the sticks to enter the water on { $dest }: { $sticks } — { $marked } marked (水{ $numeral }), { $needs } needed: { $result }.
note-cetkaik-goes-in = the piece goes in
note-cetkaik-stays-out = the piece may not go in
note-cetkaik-drops = { $side } drops a { $colour } { $piece } ({ $initial }) on { $dest } ({ $move }).
note-cetkaik-moves-tam2 = { $side } moves Tam2: { $move }.
note-cetkaik-moves = { $side }: { $colour } { $piece } ({ $initial }) { $route } ({ $move }){ $capture }.
note-cetkaik-route = { $src }–{ $dest }
note-cetkaik-route-over = { $src } over { $step } to { $dest }
note-cetkaik-route-back = { $src } over { $step } and back
note-cetkaik-captures = , capturing a { $colour } { $piece } ({ $initial })
note-cetkaik-fails-water = The move fails (此無): { $side }'s { $piece } stays on { $src }.
note-cetkaik-gives-up = { $side } gives up the move (此無): the { $piece } stays on { $src }.
note-cetkaik-fails-reach = No square is in reach, so the move fails (此無): { $side }'s { $piece } stays on { $src }.
note-cetkaik-stepped-over-tam2 = { $side } stepped over Tam2 (撃皇): that is a −5 hand.
note-cetkaik-stepped-over-tam2-charged = { $side } stepped over Tam2 (撃皇) and loses { $points } { $points ->
        [1] point
       *[other] points
    } at once (5 × the stake).
note-cetkaik-formed = { $side } formed { $formed }. Hands held: { $held }. Choose tymok (再行, continue: no points now, the stake becomes ×{ $doubled }, the { $other } moves) or taxot (終季, end the season: { $total } × { $stake } = { $gain } points; { $after }).
note-cetkaik-held-none = none
note-cetkaik-held = { $hands } (total { $total })
view-cetkaik-scores = IA side { $ia }, A side { $a }
note-cetkaik-scores-become = the scores become { $scores }
note-cetkaik-scores-final = the scores become { $scores } and the game ends
note-cetkaik-continued = { $side } chooses ty mok (再行): the season goes on at { $stake } and the { $other } moves.
note-cetkaik-season-ended = { $side } chooses ta xot (終季) and { $gained }: { $scores }. { $season } ends ({ $kanji }終).
note-cetkaik-season-gains = gains { $points }
note-cetkaik-season-loses = loses { $points }
note-cetkaik-season-started = { $season } ({ $kanji }, { $romanised }) begins, season { $number } of 4; the { $first } moves first (drawn by lot).
view-cetkaik-result-win = the { $winner } wins
view-cetkaik-result-draw = it is a draw
view-cetkaik-player = player
view-cetkaik-end-no-moves = The side to move has no legal move, so the game ends and { $result } on points ({ $scores }).
view-cetkaik-end-resigned = The { $loser } resigns, so { $result } ({ $scores }).
view-cetkaik-end-time = The { $loser } ran out of time, so { $result } ({ $scores }).
view-cetkaik-end-agreement = The game is drawn by agreement ({ $scores }).
view-cetkaik-end-stars = The game ends (星一周): { $result }, { $scores }.

## View lines
view-cetkaik-hand-empty = { $side }'s hand (hop1 zuo1)
view-cetkaik-hand = { $side }'s hand: { $hands } = { $total }
view-cetkaik-formed = { $kanji } { $name } { $points }
view-cetkaik-formed-same-colour = { $kanji } same-colour { $name } { $points }
view-cetkaik-scoreboard = { $season } { $kanji } ({ $number } of 4) · stake { $stake } · { $scores }
view-cetkaik-last = Last: { $side } { $move }
view-cetkaik-sticks = Sticks { $sticks } ({ $marked } marked): { $what }
view-cetkaik-cast-step = at most { $marked } beyond { $via }
view-cetkaik-cast-entered = { $dest } entered
view-cetkaik-cast-not-entered = { $dest } not entered
view-cetkaik-nobody = Nobody
view-cetkaik-to-move = { $side } to move
view-cetkaik-to-move-not-tam2 = { $side } to move (Tam2 may not move now)
view-cetkaik-land = { $side }: land on { $squares } or give up
view-cetkaik-decide = { $side } decides: ty mok ({ $stake }) or ta xot ({ $gain } → { $ia }–{ $a })

## Endings
end-score = on score
