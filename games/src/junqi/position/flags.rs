//! Flags that are not simply standing: revealed when a Marshal dies, returned home or dropped when
//! their carrier falls, picked up from under a piece (§6.3, §10.6, §10.10).

use super::{Happening, Position};
use crate::junqi::board::Square;
use crate::junqi::piece::{Kind, Piece};

impl Position {
    /// Makes `owner`'s flag public where it stands, if it stands and is not public yet (§6.3).
    #[inline]
    pub(super) fn reveal_standing_flag(&mut self, owner: u8, sink: &mut impl FnMut(Happening)) {
        if self.revealed[usize::from(owner)] {
            return;
        }
        let standing = self.occupied[usize::from(owner)]
            .iter()
            .find(|&at| self.piece(at).is_some_and(|p| p.kind == Kind::Flag));
        if let Some(at) = standing {
            self.revealed[usize::from(owner)] = true;
            sink(Happening::FlagRevealed { owner, at });
        }
    }

    /// A carrier of `owner`'s flag was removed: the flag goes home (§10.6).
    #[inline]
    pub(super) fn return_flag(&mut self, owner: u8, sink: &mut impl FnMut(Happening)) {
        let home = self.home(owner);
        self.revealed[usize::from(owner)] = true;
        sink(Happening::Returned { owner, at: home });
        match self.piece(home) {
            None => self.put(home, Piece::new(owner, Kind::Flag)),
            Some(piece) if piece.owner != owner && self.can_carry(piece.kind) => {
                self.put(
                    home,
                    Piece {
                        carrier: true,
                        ..piece
                    },
                );
                sink(Happening::PickedUp { owner, at: home });
            }
            Some(_) => self.covered[usize::from(owner)] = Some(home),
        }
    }

    /// A carrier of `owner`'s flag was removed on `at` (翻棋 `carry_drop`): the flag stays there,
    /// standing if the point is empty, else covered under the piece that won there.
    #[inline]
    pub(super) fn drop_flag(&mut self, owner: u8, at: Square, sink: &mut impl FnMut(Happening)) {
        sink(Happening::Dropped { owner, at });
        match self.piece(at) {
            None => self.put(at, Piece::new(owner, Kind::Flag)),
            Some(_) => self.covered[usize::from(owner)] = Some(at),
        }
    }

    /// A covered flag stands again on an empty point, or is picked up by a capturing enemy piece.
    #[inline]
    pub(super) fn settle_covered_flags(&mut self, sink: &mut impl FnMut(Happening)) {
        for owner in 0..self.config.table.owners() as u8 {
            let Some(at) = self.covered[usize::from(owner)] else {
                continue;
            };
            match self.piece(at) {
                None => {
                    self.covered[usize::from(owner)] = None;
                    self.put(at, Piece::new(owner, Kind::Flag));
                }
                Some(piece)
                    if self.hostile(piece.owner, owner)
                        && self.can_carry(piece.kind)
                        && !piece.carrier =>
                {
                    self.covered[usize::from(owner)] = None;
                    self.put(
                        at,
                        Piece {
                            carrier: true,
                            ..piece
                        },
                    );
                    sink(Happening::PickedUp { owner, at });
                }
                Some(_) => {}
            }
        }
    }
}
