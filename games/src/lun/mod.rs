//! Lún Jungi, Jungi on the circular board, as specified in Part II of the project's rules text for Jungi
//! (seed 000 and the Decisions and recommended answers to the open points of its Part III).
//!
//! Lún Jungi is the family's game ([`crate::jungi_family`]) on [`LunBoard`]: the position, make, perft,
//! the notation, the game and its [`crate::Rules`] adapter are the family's, written once for Jungi and
//! Lún Jungi. The modules here, each with one job, are what is Lún Jungi's own:
//!
//! * [`board`]: the polar lattice (rings, spokes, spaces, spaceless points, the nexus), the eight
//!   directions with their step tables, slide rays, lattice leaps, halves, names.
//! * [`pieces`]: Jungi's move descriptions ([`crate::jungi::moveset`]) read on this board: forward by
//!   half, the Lún Pawn, the promoted sets on the nexus, double steps.
//! * [`tables`]: those descriptions resolved per piece and space once per process, and the route rule
//!   of L1.
//! * [`position`]: [`Position`], and the fields of the position string that are Lún Jungi's own.
//! * [`zobrist`]: the key table drawn for 125 spaces.
//! * [`movegen`]: the legal moves, the route of a move, and a separately written checker that says why
//!   a move is not legal.
//! * [`notation`]: how a space is typed; the canonical form.
//! * [`view`], [`geometry`]: what an audience sees, the board.
//! * [`game`]: [`Lun`], the [`crate::jungi_family::Board`] implementation: Lún Jungi's words and
//!   catalogue entry.
//!
//! What it shares with Jungi besides the family's modules: the kinds and sides
//! ([`crate::jungi::piece`]), the move descriptions ([`crate::jungi::moveset`]) and the piece labels.
//!
//! # Readings of the rules this module follows
//!
//! Every open point L1–L13 of Part III takes its recommended answer, and so do the Jungi points that
//! carry over (J1–J4, J7, J8, J11–J17):
//!
//! * **L1** (same target by several routes): one move per (from, to). It is legal if any route is open;
//!   its passed spaces are those of the open route passing the fewest, and on a tie the first in the
//!   order of the neighbour table of §18.2: `in`, `out`, `cw`, `ccw`, `in+cw`, `in+ccw`, `out+cw`,
//!   `out+ccw`. (The rule's "orthogonal, diagonal; in, out; cw, ccw" does not say whether `in` comes
//!   before `cw`; this order puts it first. So a Chariot from `F13` to `F1`, 11 spaces every way, passes
//!   through the nexus if it is empty.) A step or leap reaching the target passes nothing and wins (J19).
//!   The route is also what the view draws.
//! * **L2**: each Pawn, Queen and King carries a first-move flag, listed by space in the position string
//!   and hashed per space; moving the piece or capturing it clears it. A flag on the nexus is refused
//!   when reading a position (a piece there has moved to get there, and could not double-step anyway).
//! * **L3**: a double step goes exactly two lattice rings forward on its spoke onto a space, the middle
//!   empty, never through or onto the nexus; it passes its middle space.
//! * **L4, L12**: a piece starting its move on the nexus uses its promoted set with every direction
//!   allowed; from there no diagonal or leap exists, so it has the 24 single steps (if its promoted set
//!   steps), radial slides out along all 24 spokes (Lancer, Dragon, Empress), and for the King the
//!   Emperor's capture-first double moves (§14) and en passant on all 24 neighbours. Passing through the
//!   nexus gives nothing.
//! * **L5**: forward is decided by the spoke of the space a move starts on (`in` on the own half, `out`
//!   on the enemy half); slides keep their first direction through the nexus and across the halves.
//! * **L6**: the Elephant leaps three rings in from ring `G` of its own half, onto ring `D`, and may
//!   capture.
//! * **L7**: sideways is `cw`/`ccw`.
//! * **L8**: slides round a ring wrap round and stop before their own start.
//! * **L9**: see [`geometry`]: a polar drawing, spoke 7 at the bottom for South (spoke 19 for North).
//! * **L10**: only spaces are passed (the nexus included); a single step passes nothing, even when it
//!   ran through spaceless points.
//! * **L11**: the 150-ply counter is reset by captures only.
//! * **L13**: leaps are lattice offsets onto spaces.
//! * From Jungi: en passant is compulsory in form and only single steps take it (J3, J4); a Pawn
//!   threatens its `cw`, `ccw` and two forward-diagonal neighbours, a Queen or King its king-step
//!   neighbours. Threefold repetition draws at once, comparing Zobrist keys (J7); the checks after each
//!   move are King captured, no legal move, threefold, 150 plies (J8). Double moves whose first step
//!   takes the King are generated (J11); a position string has one King per side except that the side to
//!   move may have none (J12); the en passant field is canonical (J13) and `-` once the game is over
//!   (J16); a side without its King has no moves (J15); a captured piece's first-move flag goes with it
//!   (J17); an occupied passed space or an en passant target that is not a piece of the side that just
//!   moved is refused (J18).
//!
//! Readings of our own, where the text is silent:
//!
//! * The King's double move from the nexus is entered whole (`NX-D2-NX`) or step by step, as in Jungi:
//!   `NXxD2-` (the move goes on), then `D2-NX`, `D2-C1` or just the last space; `stop` ends it after the
//!   first step. Its second step is any king step from the first space, directed as §12.2 says.
//! * Input also reads the display form (`Pawn E4xE5 e.p.`); a promoted piece name is refused, since
//!   nothing promotes.
//! * The view marks the piece standing on the nexus with a `+` badge (it moves as its promoted form
//!   there) and says so in a line of text.
//!
//! # Perft
//!
//! No other Lún engine exists, so the counts are our own. They rest on the rule tests (each piece on the
//! polar board, the examples of §18.3, the 34 moves of the start counted in §16) and on three walks
//! written differently agreeing to depth 3 (`games/tests/lun_perft.rs`): the fast copy-make walk over the
//! table-driven generator, the clone-and-apply walk through [`crate::Rules`], and a walk whose moves come
//! from the move checker ([`movegen::refusal`]) trying every space, never from the generator.
//!
//! | position | 1 | 2 | 3 | 4 | 5 |
//! |---|---|---|---|---|---|
//! | start | 34 | 1 162 | 44 176 | 1 682 870 | 69 329 008 |
//! | nexus | 98 | 4 960 | 257 280 | 13 338 409 | |
//! | en passant | 61 | 4 261 | 245 853 | 16 687 015 | |
//! | Emperor | 114 | 4 065 | 251 607 | 10 243 752 | |
//! | mid-game | 53 | 2 949 | 163 745 | 9 147 784 | |
//!
//! The positions (South to move):
//!
//! * nexus: `6K8c2k5/3H20/1L17e4/9P3r7p2/1N6n3/2P4p4/P1p1/Q s - - 0 1`, a Queen on the nexus (73 of
//!   the 98 first moves are its slides out along the spokes as the Empress), a Pikeman whose forward
//!   slide crosses it, North's Chariot and Pawns around it; at depth 4, 467 101 of the last moves slide
//!   through the nexus, 822 280 end on it and 36 052 take en passant;
//! * en passant: `6K11k5/r5Q5R5q5/2P1P3P5p1p3p3/3p1p3p5P1P6/12/4c7/4/1 s
//!   G7,G19,F7,F19,E3,E5,E9,E15,E17,E21 - 0 1`, Pawns, Queens and Kings with their first-move rights
//!   facing Pawns that threaten the spaces they pass, Chariots on ring F; at depth 4, 37 640 of the
//!   last moves take en passant and 1 096 832 slide through the nexus;
//! * Emperor: `R23/24/24/1p3n5q11P/5p6/1pr1P7/pp1k/K s - - 0 1`, South's King on the nexus among North
//!   pieces, North's King on `A19`; 57 of the 114 first moves are double moves, and at depth 4, 44 034
//!   of the last moves are double moves and 76 567 take en passant;
//! * mid-game, after 24 plies of a random game:
//!   `3CMRKRMCENhn1cmrkrmc1n/1PH1OPQPOL2Pp1lopqpol1p/1PPLPP1PPP3ppp1ppp1ppp/N1EP3P1H1Pe10h/5P1p3p/12/4/1 s
//!   G7,G19,F2,F6,F7,F8,F14,F18,F19,F20,F24,E2,E3,E5,E6,E8,E9,E10,E14,E15,E16,E18,E19,E20,E22,E23,E24 -
//!   7 13`.
//!
//! Nothing promotes in Lún; what stands for promotion is the promoted move sets on the nexus, which the
//! nexus and Emperor positions exercise. From the start, 5 of the last moves at depth 4 take en passant
//! and 7 703 step onto the nexus. Depth 5 from the start takes about 1.8 s (release build).
//!
//! `cargo bench -p games --bench lun` (criterion, medians on a shared two-core machine): start depth 3
//! 1.1 ms, depth 4 42 ms (about 40 million nodes a second); mid-game depth 3 3.1 ms, depth 4 230 ms.

pub mod board;
pub mod game;
pub mod geometry;
pub mod movegen;
pub mod notation;
pub mod options;
pub mod pieces;
pub mod position;
pub mod tables;
pub mod view;
pub mod zobrist;

pub use crate::jungi_family::perft;

#[cfg(test)]
mod tests;

pub use game::{Action as LunAction, Lun, MoveInProgress};
pub use options::LunOptions;
pub use position::{Move as LunMove, Position, START};

/// The polar board of Lún Jungi, as a board of the family.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LunBoard;

/// Lún Jungi's texts, in every language it is written in: the family's, then its own.
pub const TEXTS: &[crate::texts::TextFile] = &[
    ("en", crate::jungi_family::ENGLISH),
    ("en", include_str!("locales/en.ftl")),
    ("zh", crate::jungi_family::CHINESE),
    ("zh", include_str!("locales/zh.ftl")),
];
