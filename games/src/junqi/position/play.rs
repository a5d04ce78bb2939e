//! A turn of the seat to move: a move and the battle it starts (§4, §6, §10.6), a flip (§10.10), a pass
//! (§8.3), or a resignation at any time (§8.8).

use super::{Battle, Exit, Happening, Move, PassKind, Position};
use crate::junqi::board::Square;
use crate::junqi::combat::{Resolution, resolve};
use crate::junqi::config::{FanqiColour, Mode};
use crate::junqi::piece::{Kind, Piece};

impl Position {
    /// Whether a carrier of `seat` on `at` has brought a flag home.
    #[inline]
    fn delivers(&self, seat: u8, owner: u8, at: Square) -> bool {
        match self.config.mode() {
            Mode::Fanqi => {
                let arm = self.config.table.arm(seat);
                self.board().is_headquarters(at) && self.board().arm(arm).contains(at)
            }
            _ => at == self.home(owner),
        }
    }

    /// Plays a legal move of the seat to move, then runs the rest of the turn (§8.4).
    pub fn play_move(&mut self, mv: Move, sink: &mut impl FnMut(Happening)) {
        debug_assert!(self.is_legal(mv));
        self.turn += 1;
        let attacker = self.take(mv.from).expect("a legal move has a piece");
        match self.piece(mv.to).filter(|d| d.owner != attacker.owner) {
            None => self.step(mv, attacker, sink),
            Some(defender) => self.attack(mv, attacker, defender, sink),
        }
    }

    /// A move onto an empty point, or a carrier stepping onto its own flag at home, which wins.
    #[inline]
    fn step(&mut self, mv: Move, mover: Piece, sink: &mut impl FnMut(Happening)) {
        let seat = self.to_move;
        let owner = mover.owner;
        let delivered = mover.carrier && self.delivers(seat, owner, mv.to);
        if self.piece(mv.to).is_some() {
            // The own flag stays under the carrier that brings the enemy flag home.
            self.covered[usize::from(owner)] = Some(mv.to);
        }
        self.put(mv.to, mover);
        sink(Happening::Moved {
            number: self.turn,
            seat,
            mv,
            battle: None,
        });
        self.settle_covered_flags(sink);
        if delivered {
            sink(Happening::Delivered { seat });
            return self.win(seat, crate::junqi::FLAG_DELIVERED, sink);
        }
        self.after_turn(false, sink);
    }

    /// An attack on `defender` (§6): the battle and its losses, then what becomes of the flags: one
    /// revealed by a Marshal's death, captured (which may end the game), picked up, or dropped by a
    /// fallen carrier, and a carrier that survives on the home point wins.
    #[inline]
    fn attack(
        &mut self,
        mv: Move,
        mut attacker: Piece,
        defender: Piece,
        sink: &mut impl FnMut(Happening),
    ) {
        let seat = self.to_move;
        let resolution = resolve(
            &self.config,
            attacker.kind,
            defender.kind,
            self.mines_of(defender.owner),
        );
        let clash = resolution.clash;
        sink(Happening::Moved {
            number: self.turn,
            seat,
            mv,
            battle: Some(Battle {
                attacker: attacker.kind,
                defender: defender.kind,
                defender_owner: defender.owner,
                clash,
            }),
        });
        let lost = self.remove_losers(mv, &mut attacker, defender, resolution, sink);
        if self.config.marshal_reveals_flag() {
            self.reveal_flags_of_fallen_marshals(&lost, attacker.owner, sink);
        }
        let carrying = self.config.carrying();
        if resolution.flag_taken && !carrying {
            return self.capture_flag(defender.owner, sink);
        }
        if resolution.flag_taken {
            self.revealed[usize::from(defender.owner)] = true;
            sink(Happening::PickedUp {
                owner: defender.owner,
                at: mv.to,
            });
        }
        for &(piece, at) in &lost {
            if piece.carrier {
                let flag_owner = 1 - piece.owner;
                match self.config.mode() {
                    Mode::Fanqi => self.drop_flag(flag_owner, at, sink),
                    _ => self.return_flag(flag_owner, sink),
                }
            }
        }
        self.settle_covered_flags(sink);
        if attacker.carrier
            && clash.attacker_survives()
            && self.delivers(seat, attacker.owner, mv.to)
        {
            sink(Happening::Delivered { seat });
            return self.win(seat, crate::junqi::FLAG_DELIVERED, sink);
        }
        self.after_turn(true, sink);
    }

    /// Takes off the pieces a battle removes and puts a surviving attacker on `mv.to` (carrying the
    /// flag it took, when flags are carried); returns each removed piece with the point it stood on.
    #[inline]
    fn remove_losers(
        &mut self,
        mv: Move,
        attacker: &mut Piece,
        defender: Piece,
        resolution: Resolution,
        sink: &mut impl FnMut(Happening),
    ) -> Vec<(Piece, Square)> {
        let clash = resolution.clash;
        let carried = resolution.flag_taken && self.config.carrying();
        let mut lost = Vec::with_capacity(2);
        if !clash.defender_survives() {
            self.take(mv.to);
            if !carried {
                sink(Happening::Lost {
                    owner: defender.owner,
                    kind: defender.kind,
                    at: mv.to,
                });
            }
            lost.push((defender, mv.to));
        }
        if clash.attacker_survives() {
            if carried {
                attacker.carrier = true;
            }
            self.put(mv.to, *attacker);
        } else {
            sink(Happening::Lost {
                owner: attacker.owner,
                kind: attacker.kind,
                at: mv.from,
            });
            lost.push((*attacker, mv.from));
        }
        lost
    }

    /// §6.3: a Marshal's death reveals its owner's flag, the mover's (`mover`) first.
    #[inline]
    fn reveal_flags_of_fallen_marshals(
        &mut self,
        lost: &[(Piece, Square)],
        mover: u8,
        sink: &mut impl FnMut(Happening),
    ) {
        let mut marshals: Vec<u8> = lost
            .iter()
            .filter(|(p, _)| p.kind == Kind::Marshal)
            .map(|(p, _)| p.owner)
            .collect();
        marshals.sort_by_key(|&o| o != mover);
        for flag_owner in marshals {
            self.reveal_standing_flag(flag_owner, sink);
        }
    }

    /// `owner`'s flag is captured (without `flag_carrier`): its seat is out, and unless that ends the
    /// game the turn goes on.
    #[inline]
    fn capture_flag(&mut self, owner: u8, sink: &mut impl FnMut(Happening)) {
        sink(Happening::FlagCaptured { owner });
        let loser = self
            .seat_of_owner(owner)
            .expect("a face-up flag has a seat");
        self.eliminate(loser, Exit::Flag, sink);
        if self.end.is_none() {
            self.after_turn(true, sink);
        }
    }

    /// Turns the face-down piece on `at` up (翻棋), fixes colours when the rule says so, then runs the
    /// rest of the turn. A flip resets the no-capture counter (§8.6).
    pub fn play_flip(&mut self, at: Square, sink: &mut impl FnMut(Happening)) {
        debug_assert!(self.may_flip(at));
        let seat = self.to_move;
        self.turn += 1;
        let mut piece = self.take(at).expect("a face-down piece");
        piece.down = false;
        self.put(at, piece);
        sink(Happening::Flipped {
            number: self.turn,
            seat,
            at,
            piece,
        });
        if self.colours[0].is_none() {
            let colour = piece.owner;
            self.first_flip.get_or_insert((seat, colour));
            let fixed = match self.config.fanqi_colour {
                FanqiColour::FirstFlip => true,
                FanqiColour::TwoInARow => {
                    let twice = self.last_flip[usize::from(seat)] == Some(colour);
                    self.last_flip[usize::from(seat)] = Some(colour);
                    twice
                }
                FanqiColour::FirstEngineer => piece.kind == Kind::Engineer,
            };
            if fixed {
                self.fix_colours(seat, colour, sink);
            } else if self.down.is_empty() {
                // Every piece is face up and colours are still open: the first flip decides.
                let (first, colour) = self.first_flip.expect("a flip was made");
                self.fix_colours(first, colour, sink);
            }
        }
        self.after_turn(true, sink);
    }

    /// 翻棋: exchanges the face-down pieces on `a` and `b`, and returns whether it did (both points must
    /// hold face-down pieces; otherwise nothing changes). No player knows a face-down piece and none ever
    /// moves, so the two positions cannot be told apart by anyone: a search that treats a flip as a draw
    /// of chance puts the drawn piece under the flipped point this way before it plays the flip.
    pub fn exchange_face_down(&mut self, a: Square, b: Square) -> bool {
        let down = |at: Square| {
            usize::from(at) < self.cells.len() && self.piece(at).is_some_and(|piece| piece.down)
        };
        if !down(a) || !down(b) {
            return false;
        }
        if a != b {
            let (first, second) = (self.take(a).expect("down"), self.take(b).expect("down"));
            self.put(a, second);
            self.put(b, first);
        }
        true
    }

    /// 翻棋: `seat` plays `colour` and the other seat the other colour from now on.
    #[inline]
    fn fix_colours(&mut self, seat: u8, colour: u8, sink: &mut impl FnMut(Happening)) {
        self.colours[usize::from(seat)] = Some(colour);
        self.colours[usize::from(1 - seat)] = Some(1 - colour);
        self.last_flip = [None; 2];
        self.first_flip = None;
        sink(Happening::Coloured { seat, colour });
    }

    /// Passes the turn of the seat to move (§8.3); the pass after the last allowed one resigns.
    pub fn play_pass(&mut self, kind: PassKind, sink: &mut impl FnMut(Happening)) {
        let seat = self.to_move;
        self.turn += 1;
        self.passes[usize::from(seat)] += 1;
        let used = self.passes[usize::from(seat)];
        sink(Happening::Passed {
            number: self.turn,
            seat,
            kind,
            used,
        });
        if used > self.config.pass_limit {
            self.eliminate(seat, Exit::Passes, sink);
            if self.end.is_some() {
                return;
            }
        }
        self.after_turn(false, sink);
    }

    /// `seat` resigns, at any time (§8.8): it leaves the game, and if it was to move, play goes on with
    /// the next remaining seat.
    pub fn resign(&mut self, seat: u8, sink: &mut impl FnMut(Happening)) {
        self.eliminate(seat, Exit::Resign, sink);
        if self.end.is_none() && self.to_move == seat {
            self.advance();
            self.start_turn(sink);
        }
    }
}
