//! Jungi (陣網) on the 9×9 board, as specified in Part I of the project's rules text for Jungi (seed 000
//! and the Decisions and recommended answers to the open points of its Part III).
//!
//! Jungi is the family's game ([`crate::jungi_family`]) on [`JungiBoard`]: the position, make, perft, the
//! notation, the game and its [`crate::Rules`] adapter are the family's, written once for Jungi and Lún
//! Jungi. The modules here, each with one job, are what is Jungi's own:
//!
//! * [`board`]: squares, square sets (`u128`), directions, neighbours, ranks per side, promotion zones.
//! * [`piece`]: sides, the eleven kinds and their promoted forms, letters, names, board codes.
//! * [`moveset`]: how each form moves, as data that names no board (forward/sideways offsets, steps,
//!   leaps, slides, double steps, en passant threats, double moves).
//! * [`tables`]: those descriptions resolved on the 9×9 board once per process.
//! * [`position`]: [`Position`], and the fields of the position string that are Jungi's own.
//! * [`zobrist`]: the key table drawn for 81 squares.
//! * [`movegen`]: the legal moves, the en passant threats, and a separately written checker that says
//!   why a move is not legal.
//! * [`notation`]: how a square is typed; the canonical form.
//! * [`view`], [`geometry`]: what an audience sees, the board.
//! * [`game`]: [`Jungi`], the [`crate::jungi_family::Board`] implementation: Jungi's words and catalogue
//!   entry.
//!
//! [`history`] and [`perft`] are the family's.
//!
//! # Readings of the rules this module follows
//!
//! Every open point J1–J20 of Part III takes its recommended answer:
//!
//! * **J1, J2** (Emperor): a double move exists only when the first step captures; its second step goes
//!   to an empty or enemy neighbour of the first square, or back to the start (capture without moving).
//!   There is no pass. Moves are one per (from, to) plus one per (from, via, to).
//! * **J3, J4** (en passant): compulsory in form: a single step by an en passant piece onto a passed square
//!   it threatens is always the en passant capture. Only single steps take en passant (the Pawn's
//!   diagonal, a king step, the Empress's one-square move); never a leap, a double step, a longer slide or a
//!   step inside a double move. The Pawn threatens its two forward diagonals, the other five en passant
//!   forms their eight neighbours. Passed squares: the squares strictly between start and end of a slide,
//!   the middle of a double step, the first square of a double move (also when it returns).
//! * **J5**: a Pawn double-steps from its third rank; the King and Queen carry the flags `KQkq`.
//! * **J6**: the Elephant's three-square forward leap is a true leap, from its back rank only, and may
//!   capture.
//! * **J7, J8**: threefold repetition draws at once; positions are compared by their Zobrist key (pieces,
//!   side to move, rights, canonical en passant state; not the clocks), over the positions since the last
//!   capture or promotion (no earlier position can recur). Checks after each move: royal captured, no legal
//!   move, threefold, 150 plies. A position string counts as the first occurrence of its position, and a
//!   loaded position that is already finished (no royal, no move, clock at 150) gives a finished game.
//! * **J9, J10**: no hobbling, no handicap Veterans.
//! * **J11**: double moves whose first step takes the royal piece are generated like the others.
//! * **J12, J18**: a position string has exactly one royal per side, except that the side to move may have
//!   none; an unpromoted piece in its promotion zone, an occupied passed square or an e.p. target that is
//!   not a piece of the side that just moved are refused. Rights need their unmoved piece on its square.
//! * **J13, J16**: the en passant field is written and hashed in canonical form (only passed squares the
//!   side to move can take on, with the target; else `-`), and `-` once the game is over (by any end, an
//!   intervention included). A reader accepts any listed squares and keeps the usable ones.
//! * **J14**: views show South at the bottom for the public, each player's own side for that player.
//! * **J15, J17, J19, J20**: no moves without a royal; a captured King's or Queen's flag is cleared with it;
//!   one move per (from, to) even where a step and a slide reach the same square (Dragon, Kirin); double
//!   steps never promote on this board.
//!
//! Readings of our own, where the text is silent:
//!
//! * **Promotion** happens on every kind of move ending in the zone, en passant included; the display form
//!   writes `=Name` before ` e.p.`.
//! * **Entering a double move step by step**: the first step is typed with a separator after it
//!   (`e5xf6-`, "the move goes on"); `e5f6` alone is the single step. The first step changes nothing on
//!   the board: it is kept as [`Jungi::move_in_progress`] and shown in the view, the same player acts
//!   again, and no [`crate::Fact::TurnOver`] is reported. The second step (`f6e5`, `f6-e5` or `e5`)
//!   completes the move; `stop` ends it after the first step, which is the single-step capture. The
//!   legal actions are the whole moves of §9.2 (what perft counts); a first step on its own is another way
//!   to enter a listed double move and is not listed, while during a move in progress its second steps and
//!   `stop` are. The position string is the position before the move in progress; a resignation or
//!   time-out drops the move in progress.
//! * **Input** also reads the display form (`Pawn c5xd6 e.p.`); its name, `=Name` and `e.p.` marks must be
//!   true of the move. A `-` or `x` between squares is never checked against the capture.
//! * **Perft**: [`perft::perft`] is §10's count (draws ignored). [`crate::Rules::perft`] counts the game
//!   tree the host plays, where a drawn position has no children; the two agree except below positions
//!   that reach a draw within the depth (never from the start above depth 8).
//!
//! # Perft
//!
//! No other Jungi engine exists, so the counts are our own. They rest on the rule tests, on the depth-1
//! counts checked by hand (24 at the start, as §5 counts them; 34, 33 and 32 for the three test positions),
//! and on three walks written differently agreeing to depth 3 (`games/tests/jungi_perft.rs`): the fast
//! copy-make walk over the table-driven generator, the clone-and-apply walk through [`crate::Rules`], and a
//! walk whose moves come from the move checker ([`movegen::refusal`]) trying every square, never from the
//! generator.
//!
//! | position | 1 | 2 | 3 | 4 | 5 |
//! |---|---|---|---|---|---|
//! | start | 24 | 567 | 14 465 | 364 941 | 9 931 309 |
//! | en passant | 34 | 1 316 | 46 930 | 1 719 086 | 60 615 501 |
//! | promotion | 33 | 875 | 32 541 | 1 011 803 | 40 871 705 |
//! | Emperor | 32 | 925 | 27 825 | 957 357 | 30 399 328 |
//! | mid-game | 42 | 1 876 | 79 345 | 3 582 664 | 153 653 716 |
//!
//! The positions (South to move):
//!
//! * en passant: `4k4/4q3l/2p1p1p2/r8/1P1P1P1P1/2+Q6/9/4Q4/4K4 s KQkq - 0 1`; at depth 4, 1 753 of the
//!   last moves are en passant captures and 221 151 promote;
//! * promotion: `r3k3r/9/9/L1P3P1N/4H4/n1p3p1l/9/9/R3K3R s - - 0 1`; at depth 1, 9 of the 33 moves promote
//!   (step, slide, leap and capture); at depth 4, 207 445 promote and 1 986 take en passant;
//! * Emperor: `9/9/2ppp4/3p+kp3/2P1r1P2/3P+KP3/2PPP4/9/9 s - - 0 1`; 6 of the 32 first moves are double
//!   moves; at depth 4, 212 045 of the last moves are double moves and 5 185 en passant captures;
//! * mid-game, after 24 plies of a random game:
//!   `rec1kmcer/l1noqo1hl/1p1mp1n2/2pp1pE1P/p3P2p1/Ph1P2N2/1PP2PP1P/LHNOQO1HL/RECMKMC1R s KQkq - 3 13`.
//!
//! From the start, there are 16 en passant captures among the last moves at depth 3 and 326 at depth 4.
//! Depth 5 from the start takes about 0.15 s (release build). Copy-make (a position of about 250 bytes)
//! measured 148 ms for that count against 151 ms for make/unmake with an undo record, so the walk copies.

pub mod board;
pub mod game;
pub mod geometry;
pub mod movegen;
pub mod moveset;
pub mod notation;
pub mod options;
pub mod piece;
pub mod position;
pub mod tables;
pub mod view;
pub mod zobrist;

pub use crate::jungi_family::{history, perft};

#[cfg(test)]
mod tests;

pub use game::{Action as JungiAction, Jungi, MoveInProgress};
pub use options::JungiOptions;
pub use piece::{Kind, Piece, Side};
pub use position::{Move as JungiMove, Position, START};

/// The 9×9 board of Jungi, as a board of the family.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct JungiBoard;

/// Jungi's texts, in every language it is written in: the family's, then its own.
pub const TEXTS: &[crate::texts::TextFile] = &[
    ("en", crate::jungi_family::ENGLISH),
    ("en", include_str!("locales/en.ftl")),
    ("zh", crate::jungi_family::CHINESE),
    ("zh", include_str!("locales/zh.ftl")),
];
