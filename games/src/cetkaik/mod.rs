//! Cetkaik (机戦, Pekzep chess), as specified in the project's rules text for Cetkaik, played on the
//! community's rules engine `cetkaik_full_state_transition` 1.3.1 (legal moves, applying moves, hands,
//! stakes, seasons and scores), with the engine's known defects worked around.
//!
//! The modules, each with one job:
//!
//! * [`board`]: squares, their names, water and the fixed tam2 hue.
//! * [`piece`]: sides, colours, kinds and pieces, with every accepted spelling. Colour and owner are
//!   separate fields everywhere: a piece's colour is printed on it, its owner changes with captures.
//! * [`hands`]: the hands and penalties with their points.
//! * [`sticks`]: the five casting sticks and the draw of the first player, from the game's `GameRng`.
//! * [`position`]: [`Position`] and its position string.
//! * [`moves`]: [`Move`], printed as the engine prints moves.
//! * [`options`]: the two rule presets.
//! * [`engine`]: every call into the engine, and the workarounds of the specification's Part 3.
//! * [`turn`]: the turn as a state machine ([`Step`]), its actions, chance outcomes and [`Fact`]s.
//! * [`notation`]: canonical action text, the reader of players' text, one-sentence refusals.
//! * [`perft`]: the node counts, casts as one node and every outcome as a child.
//! * [`report`], [`record`], [`view`]: sentences, the game record, what the host shows.
//! * [`game`]: [`Cetkaik`], its history and its game position string; [`rules`]: the [`crate::Rules`]
//!   adapter; [`geometry`]: the board as the renderer draws it.
//!
//! # Readings of the rules this module follows
//!
//! * **Presets** (§2.6): `rules=cerke_online_alpha` (the default: Cerke Online's rules, the ones played
//!   online) or `rules=strict_y1_2020` (the strict official rules; the engine calls them
//!   `strict_y1_huap1`, which is accepted too, as is `strict`).
//! * **Stepping over Tam2 under Cerke Online rules** (§3.1): the engine charges nothing; this module
//!   charges 5 points × the stake at once, like the engine's other immediate penalties, also when the move
//!   then fails (failed water cast, giving up). If that brings a score to 0 the game ends at once.
//! * **Drops never form a hand** (§1.10, §3.6): the engine would offer the decision when a drop turns a
//!   same-colour hand back into its plain version; a drop only takes a piece out of the hand, so here it
//!   forms nothing. Captures that upgrade a held hand to its same-colour version do count as new (§1.11,
//!   the engine's reading).
//! * **Moves are checked against the candidate list** before the engine applies them (§3.6), and whether
//!   a move needs a water cast is decided here from the mover (§3.7), never from the engine's flag.
//! * **Random outcomes** (§1.8, §2.3) are drawn from the game's own `GameRng`: a cast is five fair coin
//!   flips (the five lowest bits of one 64-bit draw), so *k* marked sticks come with probability
//!   1, 5, 10, 10, 5, 1 in 32; a water cast needs *k* ≥ 3 (½); a stepping cast lets the piece go at most
//!   *k* squares beyond the via point.
//! * **Replay**: the canonical action text never contains a cast result. A game is replayed by creating
//!   it with the same options and seed and applying the same action texts: the ChaCha stream, whose
//!   position is part of the saved game, gives the same casts in the same order. Each history entry
//!   also keeps the casts that fell, for records and views (and a replay that forces them gives the same
//!   positions).
//! * **Who starts each season** (§1.8, no official rule found): drawn by lot for every season, Spring
//!   included, ½ each, as the engine models it.
//! * **A stepping cast that leaves only giving up** (a cast of 0, or under the strict rules a declared
//!   square out of reach) is given up at once: the player is not asked to press "give up". Any other cast
//!   waits for the player's choice ([`StepKind::AwaitingCastChoice`]).
//! * **Step-and-return** (§3.7): a piece may step over another and come back to its own square, which
//!   passes the turn; it is the engine's rule and is kept.
//! * **Declared squares beyond five** (§3.7) are legal moves; under the strict rules they always fail,
//!   under Cerke Online rules they declare a direction.
//! * **No legal move** (§1.13): the game ends at once and the leader on points wins (equal points draw).
//! * **Resignation and time-outs** are the host's decisions; the game rules that the player who resigned
//!   or ran out of time loses, whatever the scores. An agreed draw is a draw.
//! * **Seats**: the IA side (black King, drawn at the bottom) is seat 0, the A side seat 1.
//! * **The turn and the host** (§2.4): [`Step`] says what the game waits for (a move, the choice after a
//!   stepping cast, ty mok1 / ta xot1); the adapter reports both pauses as `Phase::Decision`, and an action
//!   ends the player's turn ([`Played::ends_turn`], `Fact::TurnOver`) exactly when the game waits for a
//!   move again or is over.
//! * **Illegal move text** is still read as a move ([`Request::Unfit`]) and refused by `apply` with its
//!   one-sentence reason; text that is no action of the current step (chat, a decision word during a move)
//!   is not read at all.
//! * **Perft** (see [`perft`]): [`crate::Rules::perft`] counts each action as one node, its cast drawn from
//!   the game's own stream as applying it would; [`Cetkaik::perft_outcomes`] counts each outcome of a cast
//!   or draw as its own child, independent of the stream.
//!
//! # Figures
//!
//! From the start (the first player's 249 actions, 45 of which cast), checked against the clone-and-apply
//! walks in the tests:
//!
//! | count | Cerke Online | strict |
//! |---|---|---|
//! | `perft(1)` | 249 | 249 |
//! | `perft_outcomes(1)` | 458 | 458 |
//! | `perft_outcomes(2)` | 112 180 | 123 658 |
//! | `perft(2)`, seed 1 (the A side starts) | 38 794 | |
//! | `perft(2)`, seed 0 (the IA side starts; `umpire perft cetkaik 2` plays seed 0) | 38 802 | |
//!
//! The engine's move generator dominates every cost. Medians of `cargo bench -p games --bench cetkaik`,
//! on 2 cores shared with other builds (load about 8, so read them as upper bounds):
//!
//! | what | median |
//! |---|---|
//! | the engine's move generation at the start | 173 µs |
//! | `perft(2)` from the start, Cerke Online / strict | 65 ms / 134 ms |
//! | `perft_outcomes(2)` from the start, Cerke Online | 167 ms |
//! | applying a stepping move (its cast and the choices it leaves) | 377 µs |
//! | listing the legal actions (cached) | 1.2 µs |
//! | reading a typed move (`lau archer lai ?lu`) | 7.4 µs |

pub mod board;
pub mod engine;
pub mod game;
pub mod geometry;
pub mod hands;
pub mod moves;
pub mod notation;
pub mod options;
pub mod perft;
pub mod piece;
pub mod position;
pub mod record;
pub mod report;
pub mod rules;
pub mod sticks;
pub mod turn;
pub mod view;

#[cfg(test)]
mod tests;

pub use board::Square;
pub use game::{Cetkaik, Entry, Played, Request};
pub use hands::{FormedHand, Hand, Holding, Penalty};
pub use moves::Move;
pub use options::{CetkaikOptions, Preset};
pub use piece::{Colour, Kind, Occupant, Piece, Side, Token};
pub use position::{Position, Scores, Season, Stake};
pub use sticks::Cast;
pub use turn::{Action, CastFor, Chance, Choice, Ending, Fact, Failure, State, Step, StepKind};

/// The screens of the `rules cetkaik` command, each short enough for one message: pieces and moves, the
/// sticks, the hands with their points, seasons and stakes.
pub const RULES_SCREENS: [&str; 4] = [
    screens::pieces!(),
    screens::sticks!(),
    screens::hands!(),
    screens::seasons!(),
];

/// The rules summary for the `rules` command: the four screens of [`RULES_SCREENS`] in one text.
pub const RULES_SUMMARY: &str = concat!(
    screens::pieces!(),
    "\n\n",
    screens::sticks!(),
    "\n\n",
    screens::hands!(),
    "\n\n",
    screens::seasons!()
);

/// The texts of the rules screens, as macros so that they can be joined at compile time.
mod screens {
    macro_rules! pieces {
        () => {
            "Cetkaik (机戦): a 9×9 board, columns K L N T Z X C M P, rows A E I U O Y AI AU IA; a square is \
column then row (ZO, LIA). The IA side (black King) starts on rows AI-IA and moves up; the A side \
on rows A-I and moves down. Each piece is red (赤) or black (黒) for good; capturing changes only its owner.
Moves outside / inside tam2 hue:
船 Vessel: any distance forward / forward or back, 1 sideways, or 2 sideways
兵 Pawn: 1 forward / 1 any straight way, or 2 forward
弓 Archer: like a rook / like a bishop
車 Chariot: jumps exactly 2 straight / jumps exactly 2 diagonally
虎 Tiger: 1 diagonally / like a bishop
馬 Horse: jumps exactly 2 diagonally / 2 or more diagonally, jumping the first square
筆 Officer: any distance forward or back, 1 sideways / like a rook
巫 Shaman: any distance sideways, 1 forward or back / any way, passing over one piece
将 General: 1 step any way but straight back / 1 step any way, and its neighbours cannot be captured
王 King: 1 step any way
皇 Tam2 (shared): instead of a piece, either player may move it two King steps to empty squares; it never \
captures and is never captured.
Tam2 hue: NI CI TU XU ZO TY XY NAI CAI and the 8 squares around Tam2. A piece moves the second way when it \
starts (or steps) there.
Capture by moving onto an opponent's piece: it goes to your hand (hop1 zuo1). Instead of moving you may \
drop a piece from your hand on any empty square; it keeps its colour.
Stepping: when a move's target holds any piece, you may step over it and move once more from there, with \
the movement of that square; one step a turn."
        };
    }

    macro_rules! sticks {
        () => {
            "The sticks: five two-sided sticks are cast by the umpire, in public. k = how many fall marked: \
0 to 5 with chances 1, 5, 10, 10, 5, 1 in 32.
Water (NO TO ZO XO CO and ZI ZU ZY ZAI): a piece that ends its move on water needs k ≥ 3 (an even \
chance); otherwise it stays where it was and the turn ends. Vessels, Tam2, drops and moves that start on \
water cast nothing; passing through water casts nothing.
After a step, a continuation of any distance needs a cast: the piece may go at most k squares beyond the \
square it stepped on. Declare the target before the cast (LAU LAI ?LU). Cerke Online rules: then land on \
any square that way within k; strict rules: only on the declared square. Or give up: the piece stays and \
the turn ends. When the cast reaches nothing, the move fails at once (此無). A piece may step over \
another and come back to its own square."
        };
    }

    macro_rules! hands {
        () => {
            "Hands (役), made of the pieces in your hand; same colour: 2 more.
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
A King also stands in for one more piece of its own colour. One piece may serve several hands; the same \
hand counts once. A drop never forms a hand."
        };
    }

    macro_rules! seasons {
        () => {
            "Scores: 20 each, 40 in all. When your move forms a new hand, you choose:
tymok (再行, continue): no points now; the stake doubles (×1, ×2 … ×64) and the other side moves.
taxot (終季, end the season): you take (all your hands) × stake from the other side, and the next season \
starts from the start position.
Seasons: Spring 春, Summer 夏, Autumn 秋, Winter 冬; who moves first in each is drawn by lot. The game \
ends when a score reaches 0, after the ta xot of Winter (more points win, equal points draw), or when the \
side to move has no move (the leader wins).
rules=cerke_online_alpha (default): stepping over Tam2 costs 5 × the stake at once, even if the move \
fails; Tam2 may not move right after the opponent moved it. rules=strict_y1_2020: stepping over Tam2 is a \
−5 hand; moving Tam2 right after the opponent did, or back to its square, is a −3 hand each.
Moves: LAI LY, ZAIZOTO (a step), LAU LAI ?LU (declared), 黒弓LIA or black archer LIA (a drop), \
ZO皇[TU]TO or tam ZO TU TO; after a cast a square or give up; then tymok or taxot."
        };
    }

    pub(super) use {hands, pieces, seasons, sticks};
}

/// The English templates of the reasons Cetkaik gives for refusing an action (see [`crate::refusal`]).
pub const REFUSALS: &[(&str, &str)] = &[
    (
        "refusal-cetkaik-not-your-turn",
        "It is the { $side }'s turn.",
    ),
    (
        "refusal-cetkaik-two-seats",
        "Cetkaik has two seats, the IA side and the A side.",
    ),
    (
        "refusal-cetkaik-no-chance-needed",
        "That action needs no cast or draw, so none can be given.",
    ),
    (
        "refusal-cetkaik-draw-not-cast",
        "That action needs a draw of the first player, not a cast.",
    ),
    (
        "refusal-cetkaik-cast-not-draw",
        "That action needs a cast of the sticks, not a first player.",
    ),
    (
        "refusal-cetkaik-engine",
        "The rules engine refused a move from its own list ({ $message }).",
    ),
    (
        "refusal-cetkaik-no-result",
        "The umpire casts the sticks; write the move without a cast result (橋…, 水…, 此無).",
    ),
    (
        "refusal-cetkaik-unreadable-mark",
        "I cannot read \"{ $mark }\" in a move; write squares like LAI LY, or a drop like 黒弓LIA.",
    ),
    (
        "refusal-cetkaik-unreadable-word",
        "\"{ $word }\" is neither a square (column K L N T Z X C M P, then row A E I U O Y AI AU IA) nor a piece name.",
    ),
    (
        "refusal-cetkaik-no-squares",
        "Name the squares of your move, like LAI LY, or a drop, like 黒弓LIA.",
    ),
    ("refusal-cetkaik-type-move", "Type a move, like LAI LY."),
    (
        "refusal-cetkaik-no-chance",
        "The umpire casts the sticks and draws who starts; write the action without a result.",
    ),
    (
        "refusal-cetkaik-finish-move",
        "First finish your move: land on a square the sticks allow, or give up.",
    ),
    (
        "refusal-cetkaik-no-hand",
        "There is no hand to decide on now; make a move.",
    ),
    (
        "refusal-cetkaik-no-cast-to-give-up",
        "There is no stepping cast to give up on; make a move.",
    ),
    (
        "refusal-cetkaik-no-cast-to-answer",
        "There is no stepping cast to answer; make a move.",
    ),
    (
        "refusal-cetkaik-decide",
        "You formed a hand: choose tymok (continue, the stake doubles) or taxot (end the season and score).",
    ),
    (
        "refusal-cetkaik-decide-short",
        "You formed a hand: choose tymok (continue) or taxot (end the season).",
    ),
    (
        "refusal-cetkaik-stepping",
        "Your piece is stepping from { $from } over { $over }; name the square to land on, or give up.",
    ),
    (
        "refusal-cetkaik-several",
        "That fits { $count } moves: { $moves }; type one of them.",
    ),
    (
        "refusal-cetkaik-one-square",
        "A move names where the piece starts and where it goes, like { $square } and one more square; a drop names the piece, like 黒弓{ $square }.",
    ),
    (
        "refusal-cetkaik-no-piece",
        "There is no piece on { $square }.",
    ),
    (
        "refusal-cetkaik-tam-elsewhere",
        "Tam2 is not on { $square }; it stands on { $tam }.",
    ),
    (
        "refusal-cetkaik-not-yours",
        "The piece on { $square } is the { $owner }'s { $piece }; you play the { $side }.",
    ),
    (
        "refusal-cetkaik-not-that-kind",
        "The piece on { $square } is a { $piece }, not a { $named }.",
    ),
    (
        "refusal-cetkaik-no-move",
        "Your { $piece } on { $square } has no legal move now.",
    ),
    (
        "refusal-cetkaik-own-piece",
        "{ $dest } holds your own { $piece }: you may step over it (name the square after it) but not capture it.",
    ),
    (
        "refusal-cetkaik-tam-never-captured",
        "Tam2 is never captured; you may step over it (name the square after it), which costs 5 points.",
    ),
    (
        "refusal-cetkaik-only-stepping",
        "Your { $piece } on { $square } cannot go to { $dest }; it can only move by stepping over a piece now.",
    ),
    (
        "refusal-cetkaik-cannot-go",
        "Your { $piece } on { $square } cannot go to { $dest }; it can go to { $reach }.",
    ),
    (
        "refusal-cetkaik-empty-step",
        "{ $step } is empty, so there is nothing to step over there.",
    ),
    (
        "refusal-cetkaik-cannot-reach-none",
        "Your { $piece } on { $square } cannot reach { $step }, and it has no piece to step over now.",
    ),
    (
        "refusal-cetkaik-cannot-reach",
        "Your { $piece } on { $square } cannot reach { $step } to step over it; it can step over the piece on { $steps }.",
    ),
    (
        "refusal-cetkaik-three-squares",
        "A stepping move names three squares: where the piece starts, the piece it steps over, and where it goes.",
    ),
    (
        "refusal-cetkaik-fixed-only",
        "Your { $piece } on { $square } makes only fixed moves after stepping over { $step } (no cast): it can go to { $reach }.",
    ),
    (
        "refusal-cetkaik-cannot-go-after",
        "Your { $piece } on { $square } cannot go to { $dest } after stepping over { $step }; it can go to { $reach }.",
    ),
    (
        "refusal-cetkaik-tam-moved",
        "Tam2 moved on the last move, so it may not move now (Cerke Online rules).",
    ),
    ("refusal-cetkaik-tam-no-move", "Tam2 has no legal move now."),
    (
        "refusal-cetkaik-tam-holds",
        "{ $square } holds Tam2, not a piece of yours; write 皇 for a Tam2 move.",
    ),
    (
        "refusal-cetkaik-tam-end",
        "Tam2 cannot end on { $square }: its two King steps must each end on an empty square; it can end on { $ends }.",
    ),
    (
        "refusal-cetkaik-tam-way",
        "Tam2 cannot go that way to { $square }; it can go { $ways }.",
    ),
    (
        "refusal-cetkaik-drop-shape",
        "A drop names the piece and one empty square, like { $example }ZO.",
    ),
    (
        "refusal-cetkaik-hand-empty",
        "You have no { $what } in hand: your hand is empty.",
    ),
    (
        "refusal-cetkaik-not-in-hand",
        "You have no { $what } in hand; it holds { $held }.",
    ),
    (
        "refusal-cetkaik-drop-on-tam",
        "A dropped piece goes on an empty square; { $square } holds Tam2.",
    ),
    (
        "refusal-cetkaik-drop-on-own",
        "A dropped piece goes on an empty square; { $square } holds your { $piece }.",
    ),
    (
        "refusal-cetkaik-drop-on-theirs",
        "A dropped piece goes on an empty square; { $square } holds the opponent's { $piece }.",
    ),
    (
        "refusal-cetkaik-cannot-drop",
        "You cannot drop a { $what } on { $square } now.",
    ),
    ("refusal-cetkaik-what-colour-kind", "{ $colour } { $piece }"),
    ("refusal-cetkaik-what-colour", "{ $colour } piece"),
    ("refusal-cetkaik-what-any", "piece"),
    (
        "refusal-cetkaik-declared",
        "Under the strict rules you land on the square you declared, { $square }, or give up.",
    ),
    (
        "refusal-cetkaik-too-far",
        "{ $square } is { $distance } squares beyond { $step }, but the cast allows { $cast }; land on { $allowed } or give up.",
    ),
    ("refusal-cetkaik-nowhere", "nothing"),
    (
        "refusal-cetkaik-no-square",
        "The cast allows no square; give up.",
    ),
    (
        "refusal-cetkaik-cannot-land",
        "You cannot land on { $square }; land on { $allowed } or give up.",
    ),
    ("refusal-cetkaik-or", "{ $others } or { $last }"),
    ("name-cetkaik-red", "red"),
    ("name-cetkaik-black", "black"),
    ("piece-cetkaik-vessel", "Vessel"),
    ("piece-cetkaik-pawn", "Pawn"),
    ("piece-cetkaik-archer", "Archer"),
    ("piece-cetkaik-chariot", "Chariot"),
    ("piece-cetkaik-tiger", "Tiger"),
    ("piece-cetkaik-horse", "Horse"),
    ("piece-cetkaik-officer", "Officer"),
    ("piece-cetkaik-shaman", "Shaman"),
    ("piece-cetkaik-general", "General"),
    ("piece-cetkaik-king", "King"),
];
