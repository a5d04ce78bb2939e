//! The points the umpire commits to ([`crate::fairness`]): every piece on the board as play began.
//!
//! In Junqi these are the setups, once locked; in 翻棋 the shuffled layout. Each point is a square's name
//! and its piece as the owner's number (a seat from 0; in 翻棋 a colour, 0 red and 1 black) followed by
//! the kind's notation code (`09`: the first seat's Marshal, `1F`: the second's Flag), in the board's
//! numbering order. Which squares hold a piece at the start is public, so the order tells nothing.

use super::{Engine, Start, Step};
use crate::fairness::HiddenPoint;

impl Engine {
    /// Every piece on the board as play began, or nothing before play or for a game loaded from a
    /// position.
    pub fn hidden_points(&self) -> Vec<HiddenPoint> {
        let start = match &self.start {
            Start::Setups(setups) if !self.in_setup() => self.position_from(setups),
            Start::Layout(layout) => layout.clone(),
            _ => return Vec::new(),
        };
        let board = self.board_of();
        board
            .squares()
            .filter_map(|at| {
                let piece = start.piece(at)?;
                Some(HiddenPoint::new(
                    board.name(at),
                    format!("{}{}", piece.owner, piece.kind.code()),
                ))
            })
            .collect()
    }

    /// The squares of those points shown to everyone since: each flip (翻棋), in turn, then the
    /// headquarters of each flag shown because its Marshal fell (Junqi), in seat order.
    pub fn revealed_points(&self) -> Vec<String> {
        let board = self.board_of();
        let flips = self.steps.iter().filter_map(|step| match step {
            Step::Flip(at) => Some(*at),
            _ => None,
        });
        let flags = match &self.start {
            Start::Setups(_) if !self.in_setup() => self
                .position
                .config
                .table
                .all()
                .filter(|&seat| self.position.flag_is_public(seat))
                .map(|seat| self.position.home(seat))
                .collect(),
            _ => Vec::new(),
        };
        flips
            .chain(flags)
            .map(|at| board.name(at).to_owned())
            .collect()
    }
}
