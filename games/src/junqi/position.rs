//! A position in play and everything that changes it: legal moves (§4), battles and flags (§6, §10.6),
//! passes (§8.3), the no-capture and turn limits (§8.6, §8.9) and the no-legal-move check (§8.5).
//!
//! A turn reports what happened through a sink of [`Happening`]s, so perft runs without allocating and
//! the game record and notes are built from the same stream.

use super::board::{Graph, POINTS, Square, SquareSet, is_headquarters, squares};
use super::combat::{Clash, flag_attack_barred, resolve};
use super::options::{JunqiOptions, Stuck};
use super::piece::{Kind, Piece, Side};
use crate::model::EndReason;
use serde::{Deserialize, Serialize};

/// A move: a piece goes from one point to another, attacking if an enemy stands there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
}

/// How a finished game ended: the winner (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// The winning side, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why.
    pub reason: EndReason,
}

/// How a side gave up a turn without moving.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PassKind {
    /// The player passed.
    Voluntary,
    /// The player's clock ran out.
    TimeOut,
    /// The player had no legal move and `stuck=skip` passed for them.
    Automatic,
}

/// One thing that happened during a turn, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happening {
    /// Turn `number` was a move, with the battle if it was an attack: (attacker, defender, result).
    Moved {
        /// The turn number, from 1.
        number: u32,
        /// Who moved.
        side: Side,
        /// The move.
        mv: Move,
        /// The battle, if the move was an attack.
        battle: Option<(Kind, Kind, Clash)>,
    },
    /// Turn `number` was a pass.
    Passed {
        /// The turn number, from 1.
        number: u32,
        /// Who passed.
        side: Side,
        /// Why.
        kind: PassKind,
        /// Passes this side has used, this one included.
        used: u32,
    },
    /// A piece was removed in a battle.
    Lost {
        /// Whose piece.
        side: Side,
        /// What it was.
        kind: Kind,
        /// Where it stood.
        at: Square,
    },
    /// A Marshal died and its owner's flag is now public (§6.3).
    FlagRevealed {
        /// Whose flag.
        side: Side,
        /// Where it stands.
        at: Square,
    },
    /// A flag was captured (default rules).
    FlagCaptured {
        /// Whose flag.
        side: Side,
    },
    /// A piece picked up the enemy flag (`flag_carrier`).
    PickedUp {
        /// Whose flag.
        owner: Side,
        /// Where the carrier stands.
        at: Square,
    },
    /// A carrier was removed and the flag went back to its home headquarters (`flag_carrier`).
    Returned {
        /// Whose flag.
        owner: Side,
        /// The home headquarters.
        at: Square,
    },
    /// A carrier brought the enemy flag home (`flag_carrier`).
    Delivered {
        /// The winning side.
        side: Side,
    },
    /// At the start of its turn the side had no legal move.
    NoLegalMove {
        /// The stuck side.
        side: Side,
    },
    /// The game ended.
    Ended(End),
}

/// A position of the 2-player game in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub(super) options: JunqiOptions,
    pub(super) cells: Vec<Option<Piece>>,
    pub(super) occupied: [SquareSet; 2],
    /// Per flag owner: the point where that flag lies covered under another piece (`flag_carrier`).
    pub(super) covered: [Option<Square>; 2],
    /// Per side: the headquarters its flag was set up in.
    pub(super) homes: [Square; 2],
    /// Per side: whether its flag's position is public.
    pub(super) revealed: [bool; 2],
    pub(super) to_move: Side,
    pub(super) passes: [u32; 2],
    pub(super) quiet: u32,
    pub(super) turn: u32,
    pub(super) end: Option<End>,
}

impl Position {
    /// An empty board with these options, South to move.
    pub(super) fn empty(options: JunqiOptions) -> Position {
        Position {
            options,
            cells: vec![None; POINTS],
            occupied: [0; 2],
            covered: [None; 2],
            homes: [0; 2],
            revealed: [false; 2],
            to_move: Side::South,
            passes: [0; 2],
            quiet: 0,
            turn: 0,
            end: None,
        }
    }

    /// The options in force.
    pub fn options(&self) -> &JunqiOptions {
        &self.options
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Turns completed.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Passes used by `side`.
    pub fn passes(&self, side: Side) -> u32 {
        self.passes[side.index()]
    }

    /// The piece on a point.
    pub fn piece(&self, square: Square) -> Option<Piece> {
        self.cells[usize::from(square)]
    }

    /// Whether `side`'s flag is public.
    pub fn flag_is_public(&self, side: Side) -> bool {
        self.revealed[side.index()]
    }

    /// The headquarters `side`'s flag was set up in.
    pub fn home(&self, side: Side) -> Square {
        self.homes[side.index()]
    }

    /// Where `side`'s flag is: standing, carried by an enemy piece, or covered; `None` once captured.
    pub fn flag_point(&self, side: Side) -> Option<Square> {
        if let Some(at) = self.covered[side.index()] {
            return Some(at);
        }
        squares(self.occupied[0] | self.occupied[1]).find(|&at| {
            let piece = self.piece(at).expect("occupied");
            (piece.side == side && piece.kind == Kind::Flag)
                || (piece.side == side.opponent() && piece.carrier)
        })
    }

    /// The point where `owner`'s flag lies covered, if it does.
    pub fn covered_flag(&self, owner: Side) -> Option<Square> {
        self.covered[owner.index()]
    }

    pub(super) fn put(&mut self, at: Square, piece: Piece) {
        self.take(at);
        self.cells[usize::from(at)] = Some(piece);
        self.occupied[piece.side.index()] |= 1 << at;
    }

    pub(super) fn take(&mut self, at: Square) -> Option<Piece> {
        let piece = self.cells[usize::from(at)].take();
        if let Some(piece) = piece {
            self.occupied[piece.side.index()] &= !(1 << at);
        }
        piece
    }

    fn graph(&self) -> &'static Graph {
        Graph::get(self.options.c_crossing_road())
    }

    fn mines_of(&self, side: Side) -> usize {
        squares(self.occupied[side.index()])
            .filter(|&at| self.piece(at).is_some_and(|p| p.kind == Kind::Mine))
            .count()
    }

    /// Whether the piece on `from` may move at all (§4.1).
    fn may_move(&self, piece: Piece, from: Square) -> bool {
        piece.kind.is_mobile()
            && (!is_headquarters(from) || self.options.pieces_leave_headquarters())
    }

    /// Whether a piece of this kind turns on the railroad (§10.3).
    fn turns(&self, kind: Kind) -> bool {
        let o = &self.options;
        o.all_turn
            || (kind == Kind::Engineer && o.engineers_turn)
            || (kind == Kind::Bomb && o.flying_bombs)
    }

    /// The legal destinations of the piece on `from` (none if it may not move).
    pub fn destinations(&self, from: Square) -> SquareSet {
        let Some(piece) = self.piece(from) else {
            return 0;
        };
        if !self.may_move(piece, from) {
            return 0;
        }
        let graph = self.graph();
        let all = self.occupied[0] | self.occupied[1];
        let mut targets = graph.steps(from);
        if graph.is_station(from) {
            targets |= if self.turns(piece.kind) {
                graph.turning_runs(from, all)
            } else {
                graph.straight_runs(from, all)
            };
        }
        let own = self.occupied[piece.side.index()];
        let enemy = self.occupied[piece.side.opponent().index()];
        let mut legal = targets & !all;
        let attackable = targets & enemy & !graph.camps();
        legal |= if self.options.is_open() {
            squares(attackable)
                .filter(|&to| !self.barred_in_the_open(piece, to))
                .fold(0, |set, to| set | 1 << to)
        } else {
            attackable
        };
        // A carrier may step onto its own flag standing on its home headquarters (§10.6).
        let home = self.home(piece.side);
        if piece.carrier
            && targets & own & (1 << home) != 0
            && self.piece(home).is_some_and(|p| p.kind == Kind::Flag)
        {
            legal |= 1 << home;
        }
        legal
    }

    /// In open games an attack barred by a flag-protection option is illegal (§10.8).
    fn barred_in_the_open(&self, attacker: Piece, to: Square) -> bool {
        let defender = self.piece(to).expect("an enemy stands there");
        defender.kind == Kind::Flag
            && flag_attack_barred(&self.options, attacker.kind, self.mines_of(defender.side))
    }

    /// Every legal move of the side to move, sorted by origin then destination.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.end.is_some() {
            return moves;
        }
        for from in squares(self.occupied[self.to_move.index()]) {
            for to in squares(self.destinations(from)) {
                moves.push(Move { from, to });
            }
        }
        moves
    }

    /// The number of legal moves of the side to move.
    pub fn count_moves(&self) -> u64 {
        squares(self.occupied[self.to_move.index()])
            .map(|from| u64::from(self.destinations(from).count_ones()))
            .sum()
    }

    /// Whether `side` has at least one legal move in this position.
    pub fn can_move(&self, side: Side) -> bool {
        squares(self.occupied[side.index()]).any(|from| self.destinations(from) != 0)
    }

    /// Whether `mv` is a legal move for the side to move.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.end.is_none()
            && usize::from(mv.from) < POINTS
            && usize::from(mv.to) < POINTS
            && self
                .piece(mv.from)
                .is_some_and(|piece| piece.side == self.to_move)
            && self.destinations(mv.from) & (1 << mv.to) != 0
    }

    /// Plays a legal move of the side to move, then runs the rest of the turn (§8.4).
    pub fn play_move(&mut self, mv: Move, sink: &mut impl FnMut(Happening)) {
        debug_assert!(self.is_legal(mv));
        let side = self.to_move;
        self.turn += 1;
        let mut attacker = self.take(mv.from).expect("a legal move has a piece");
        let defender = self.piece(mv.to);
        let Some(defender) = defender.filter(|d| d.side != side) else {
            // A plain move, or a carrier stepping onto its own flag at home.
            let delivered = attacker.carrier && mv.to == self.home(side);
            if self.piece(mv.to).is_some() {
                // The own flag stays under the carrier that brings the enemy flag home.
                self.covered[side.index()] = Some(mv.to);
            }
            self.put(mv.to, attacker);
            sink(Happening::Moved {
                number: self.turn,
                side,
                mv,
                battle: None,
            });
            self.settle_covered_flags(sink);
            if delivered {
                sink(Happening::Delivered { side });
                return self.finish(Some(side), EndReason::FlagDelivered, sink);
            }
            return self.after_turn(false, sink);
        };
        let resolution = resolve(
            &self.options,
            attacker.kind,
            defender.kind,
            self.mines_of(defender.side),
        );
        let clash = resolution.clash;
        sink(Happening::Moved {
            number: self.turn,
            side,
            mv,
            battle: Some((attacker.kind, defender.kind, clash)),
        });
        let mut lost: Vec<Piece> = Vec::with_capacity(2);
        if !clash.defender_survives() {
            self.take(mv.to);
            if !(resolution.flag_taken && self.options.flag_carrier) {
                sink(Happening::Lost {
                    side: defender.side,
                    kind: defender.kind,
                    at: mv.to,
                });
            }
            lost.push(defender);
        }
        if clash.attacker_survives() {
            if resolution.flag_taken && self.options.flag_carrier {
                attacker.carrier = true;
            }
            self.put(mv.to, attacker);
        } else {
            sink(Happening::Lost {
                side,
                kind: attacker.kind,
                at: mv.from,
            });
            lost.push(attacker);
        }
        // §6.3: a Marshal's death reveals its owner's flag, the mover's first.
        let mut marshals: Vec<Side> = lost
            .iter()
            .filter(|p| p.kind == Kind::Marshal)
            .map(|p| p.side)
            .collect();
        marshals.sort_by_key(|&s| s != side);
        for owner in marshals {
            self.reveal_standing_flag(owner, sink);
        }
        // Flag events.
        if resolution.flag_taken && !self.options.flag_carrier {
            sink(Happening::FlagCaptured {
                side: defender.side,
            });
            return self.finish(Some(side), EndReason::FlagCaptured, sink);
        }
        if resolution.flag_taken {
            self.revealed[defender.side.index()] = true;
            sink(Happening::PickedUp {
                owner: defender.side,
                at: mv.to,
            });
        }
        for piece in &lost {
            if piece.carrier {
                self.return_flag(piece.side.opponent(), sink);
            }
        }
        self.settle_covered_flags(sink);
        if attacker.carrier && clash.attacker_survives() && mv.to == self.home(side) {
            sink(Happening::Delivered { side });
            return self.finish(Some(side), EndReason::FlagDelivered, sink);
        }
        self.after_turn(true, sink);
    }

    /// Passes the turn of the side to move (§8.3); the pass after the last allowed one resigns.
    pub fn play_pass(&mut self, kind: PassKind, sink: &mut impl FnMut(Happening)) {
        let side = self.to_move;
        self.turn += 1;
        self.passes[side.index()] += 1;
        let used = self.passes[side.index()];
        sink(Happening::Passed {
            number: self.turn,
            side,
            kind,
            used,
        });
        if used > self.options.pass_limit {
            return self.finish(Some(side.opponent()), EndReason::Passes, sink);
        }
        self.after_turn(false, sink);
    }

    /// Ends the game now: a resignation, an agreed draw.
    pub fn conclude(&mut self, winner: Option<Side>, reason: EndReason) {
        self.end = Some(End { winner, reason });
    }

    fn finish(
        &mut self,
        winner: Option<Side>,
        reason: EndReason,
        sink: &mut impl FnMut(Happening),
    ) {
        let end = End { winner, reason };
        self.end = Some(end);
        sink(Happening::Ended(end));
    }

    fn reveal_standing_flag(&mut self, owner: Side, sink: &mut impl FnMut(Happening)) {
        if self.revealed[owner.index()] {
            return;
        }
        let standing = squares(self.occupied[owner.index()])
            .find(|&at| self.piece(at).is_some_and(|p| p.kind == Kind::Flag));
        if let Some(at) = standing {
            self.revealed[owner.index()] = true;
            sink(Happening::FlagRevealed { side: owner, at });
        }
    }

    /// A carrier of `owner`'s flag was removed: the flag goes home (§10.6).
    fn return_flag(&mut self, owner: Side, sink: &mut impl FnMut(Happening)) {
        let home = self.home(owner);
        self.revealed[owner.index()] = true;
        sink(Happening::Returned { owner, at: home });
        match self.piece(home) {
            None => self.put(home, Piece::new(owner, Kind::Flag)),
            Some(piece) if piece.side != owner && piece.kind != Kind::Bomb => {
                self.put(
                    home,
                    Piece {
                        carrier: true,
                        ..piece
                    },
                );
                sink(Happening::PickedUp { owner, at: home });
            }
            Some(_) => self.covered[owner.index()] = Some(home),
        }
    }

    /// A covered flag stands again on an empty point, or is picked up by a capturing enemy piece.
    fn settle_covered_flags(&mut self, sink: &mut impl FnMut(Happening)) {
        for owner in Side::BOTH {
            let Some(at) = self.covered[owner.index()] else {
                continue;
            };
            match self.piece(at) {
                None => {
                    self.covered[owner.index()] = None;
                    self.put(at, Piece::new(owner, Kind::Flag));
                }
                Some(piece)
                    if piece.side != owner && piece.kind != Kind::Bomb && !piece.carrier =>
                {
                    self.covered[owner.index()] = None;
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

    /// Steps 4 and 5 of §8.4: the no-capture counter, the turn cap, then the next player's turn.
    fn after_turn(&mut self, attacked: bool, sink: &mut impl FnMut(Happening)) {
        self.quiet = if attacked { 0 } else { self.quiet + 1 };
        let limit = self.options.no_capture_limit;
        if limit > 0 && self.quiet >= limit {
            return self.finish(None, EndReason::NoCapture, sink);
        }
        let cap = self.options.turn_cap;
        if cap > 0 && self.turn >= cap {
            return self.finish(None, EndReason::TurnCap, sink);
        }
        self.to_move = self.to_move.opponent();
        self.start_turn(sink);
    }

    /// The no-legal-move check at the start of a turn (§8.5).
    pub fn start_turn(&mut self, sink: &mut impl FnMut(Happening)) {
        if self.end.is_some() {
            return;
        }
        let side = self.to_move;
        if self.can_move(side) {
            return;
        }
        sink(Happening::NoLegalMove { side });
        if !self.can_move(side.opponent()) {
            return self.finish(None, EndReason::BothStuck, sink);
        }
        match self.options.stuck {
            Stuck::Lose => self.finish(Some(side.opponent()), EndReason::NoMoves, sink),
            Stuck::Skip => self.play_pass(PassKind::Automatic, sink),
        }
    }

    /// The number of leaf nodes of the tree of legal actions (moves and the pass) to `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.end.is_some() {
            return 0;
        }
        if depth == 1 {
            return self.count_moves() + 1;
        }
        let mut nodes = 0;
        for mv in self.legal_moves() {
            let mut next = self.clone();
            next.play_move(mv, &mut |_| {});
            nodes += next.perft(depth - 1);
        }
        let mut passed = self.clone();
        passed.play_pass(PassKind::Voluntary, &mut |_| {});
        nodes + passed.perft(depth - 1)
    }
}
