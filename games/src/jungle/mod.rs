//! Jungle (Dou Shou Qi), as specified in the project's rules text for Jungle (seed rules by default, with
//! every option of its §9).
//!
//! The modules, each with one job:
//!
//! * [`board`]: squares, water, dens, traps, neighbours and the 20 directed lion and tiger jumps.
//! * [`piece`]: sides, animals, their letters, names and seed ranks.
//! * [`options`]: [`JungleOptions`], the typed options and the active ranks.
//! * [`position`]: the compact [`Board`] with make and the position string.
//! * [`zobrist`]: the fixed-seed key table.
//! * [`notation`]: the input forms, the canonical form and the display form of moves.
//! * [`capture`]: the capture rule as one pure function, and the "capable of capturing" relation.
//! * [`movegen`]: moves allowed by the board and the capture rule, and why a move is not.
//! * [`history`]: the repetition rule and the anti-shuffle rules, over a push/pop history.
//! * [`legal`]: legal moves, the two above combined.
//! * [`perft`]: the fast node count.
//! * [`geometry`]: the board as the renderer draws it, made from the tables of [`board`].
//! * [`view`], [`record`]: what an audience sees, and the game record.
//! * [`game`]: [`Jungle`] itself, the outcome and the [`crate::Rules`] implementation.
//!
//! # Readings of the rules this module follows
//!
//! * **No legal move** (§6.3): a player whose only moves are forbidden repetitions (or, with the
//!   anti-shuffle options, forbidden shuffles) has no legal move and loses, since there is no passing.
//! * **Capable of capturing** (§7): a fixed relation between kinds ([`capture::capable`]); the board,
//!   water and traps are ignored, ranks and the elephant follow the options.
//! * **Repetition** (§7): positions are compared by a 64-bit Zobrist key (pieces and side to move) over
//!   the positions since the last capture with the same side to move; a position counts from the start of
//!   the game or of its position string, and a game loaded from a bare position string has no piece that
//!   "just moved" until its first ply. Key collisions are accepted as practically impossible.
//! * **Anti-shuffle runs** (§9): a run is cut by a move of the same player with another piece and after a
//!   move of the piece that ended on any trap (either side's); a move ending on any trap is never refused.
//!   Captures do not cut a run.
//! * **No-capture draw** (§9): counted from the start of the game or of its position string; the value is
//!   `off` or a positive number, and the draw is declared after the ply that reaches it unless that ply won.
//! * **Position strings** (§10.2): a rank must write a run of empty squares as one digit, so that every
//!   accepted string prints back exactly; a starting position that is already over (a den entered, a side
//!   without pieces or moves) gives a finished game.
//! * **Input**: the rank-digit form names the mover's piece by its active rank; a wrong `-`/`x` is
//!   forgiven. Animal names are not accepted as move input.
//! * **Perft** (§13): a finished game (also by intervention or draw) has no children at the root; inside
//!   the tree only the three §6 losses end a line, draws never do.

pub mod board;
pub mod capture;
pub mod game;
pub mod geometry;
pub mod history;
pub mod legal;
pub mod movegen;
pub mod notation;
pub mod options;
pub mod perft;
pub mod piece;
pub mod position;
pub mod record;
pub mod view;
pub mod zobrist;

/// The English templates of Jungle's reasons for refusing a move, and of the piece names in them (see
/// [`crate::refusal`]).
pub const REFUSALS: &[(&str, &str)] = &[
    (
        "refusal-jungle-two-seats",
        "Jungle has only two seats, Blue and Red.",
    ),
    (
        "refusal-jungle-no-piece",
        "There is no piece on { $square }; pick one of your own pieces to move.",
    ),
    (
        "refusal-jungle-not-your-piece",
        "The piece on { $square } is { $owner }'s { $piece }; you play { $side }.",
    ),
    (
        "refusal-jungle-not-legal",
        "{ $move } is not a legal move for your { $piece }: { $reason }.",
    ),
    (
        "refusal-jungle-unreadable",
        "\"{ $text }\" is not a move: write the two squares, like g3g4, or a rank digit and the square, like 1-g4.",
    ),
    (
        "refusal-jungle-no-rank",
        "There is no rank { $rank }; ranks run from 1 to 8.",
    ),
    (
        "refusal-jungle-rank-captured",
        "Your { $piece } (rank { $rank }) has been captured; move another piece.",
    ),
    (
        "refusal-jungle-same-square",
        "it has to move to another square",
    ),
    (
        "refusal-jungle-tiger-files",
        "with this game's options the tiger jumps only along the files",
    ),
    (
        "refusal-jungle-not-diagonal",
        "it moves one square up, down, left or right, never diagonally",
    ),
    (
        "refusal-jungle-step-or-jump",
        "it moves one square, or jumps straight across a lake to the first land square",
    ),
    ("refusal-jungle-one-square", "it moves one square"),
    ("refusal-jungle-water", "only the rat may enter the water"),
    ("refusal-jungle-own-den", "no piece may enter its own den"),
    (
        "refusal-jungle-own-piece",
        "your own { $piece } stands there",
    ),
    (
        "refusal-jungle-rat-leaving-water",
        "a rat coming out of the water cannot capture anything",
    ),
    (
        "refusal-jungle-into-water",
        "a piece on land cannot capture a rat in the water",
    ),
    (
        "refusal-jungle-water-rat-elephant",
        "a rat in the water cannot capture the elephant",
    ),
    (
        "refusal-jungle-elephant-spares-rat",
        "the elephant cannot capture the rat outside its own traps",
    ),
    (
        "refusal-jungle-outranked",
        "the { $side } { $piece } outranks your { $mover }",
    ),
    (
        "refusal-jungle-rat-blocks-jump",
        "a rat in the water blocks the jump",
    ),
    (
        "refusal-jungle-repetition",
        "it would bring about a position for the third time, and your { $mover } can capture the { $side } { $piece } that just moved",
    ),
    (
        "refusal-jungle-seven-three",
        "under the 7-3 rule it may not reach { $square } a third time within seven moves in a row",
    ),
    (
        "refusal-jungle-seventeen-five",
        "under the 17-5 rule it may not make 17 moves in a row within 5 or fewer squares",
    ),
    ("piece-jungle-rat", "rat"),
    ("piece-jungle-cat", "cat"),
    ("piece-jungle-dog", "dog"),
    ("piece-jungle-wolf", "wolf"),
    ("piece-jungle-leopard", "leopard"),
    ("piece-jungle-tiger", "tiger"),
    ("piece-jungle-lion", "lion"),
    ("piece-jungle-elephant", "elephant"),
];

#[cfg(test)]
mod tests;

pub use game::Jungle;
pub use options::{JungleOptions, RatWaterCapture};
pub use piece::{Kind, Piece, Side};
pub use position::{Board, Move as JungleMove, START};

/// A short summary of the seed rules, for the `rules` command.
pub const RULES_SUMMARY: &str = "\
Jungle (Dou Shou Qi): 7 files a-g by 9 ranks. Blue starts at the bottom and moves first.
Pieces, strongest first: 8 elephant, 7 lion, 6 tiger, 5 leopard, 4 wolf, 3 dog, 2 cat, 1 rat.
Move one piece one square up, down, left or right. Capture by moving onto an enemy piece of equal or \
lower rank. The rat takes the elephant; the elephant never takes the rat, except in the elephant's own traps.
Water (b4-c6, e4-f6): only the rat swims. A rat leaving the water captures nothing, and nothing on land \
captures a rat in the water; rats in the water may take each other.
The lion and the tiger jump straight across a lake to the first land square, capturing there by rank; a \
rat in the water on the way blocks the jump.
Traps (c1 d2 e1 for Blue, c9 d8 e9 for Red): an enemy piece on one of your traps can be taken by any of \
your pieces. Your own traps do nothing for the other side.
You may not enter your own den. Win by entering the enemy den (d1 or d9), by capturing every enemy piece, \
or when the opponent has no legal move.
Repetition: you may not make a position for the third time if your moving piece could capture the piece \
your opponent just moved.
Moves: two squares, like g3g4 (also G3-G4, g3 g4, e3xe7), or a rank digit and the square, like 1-g4 or 8xb3.";
