//! A position in play and everything that changes it, for all three games: legal moves (§4), flips
//! (§10.10), battles and flags (§6, §10.6, §10.10), passes (§8.3), elimination and team results (§9),
//! the no-capture and turn limits (§8.6, §8.9) and the no-legal-move check (§8.5).
//!
//! Pieces belong to *owners*: the seats in Junqi, the two colours in 翻棋, where a seat owns a colour
//! once colours are fixed. A turn reports what happened through a sink of [`Happening`]s, so perft runs
//! without allocating and the game record and the notes are built from the same stream.

use super::board::{Board, Set, Square};
use super::combat::{Clash, flag_attack_barred, resolve};
use super::config::{Config, FanqiColour, Mode};
use super::piece::{Kind, Piece};
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

/// How a finished game ended: the winning seats (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// The winning seats as bits (seat `n` is bit `n`); 0 for a draw.
    pub winners: u8,
    /// Why.
    pub reason: EndReason,
}

impl End {
    /// The winning seats, in seat order.
    pub fn winning_seats(self) -> Vec<u8> {
        (0..8)
            .filter(|seat| self.winners & (1 << seat) != 0)
            .collect()
    }
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

/// Why a seat left the game (§9.2), as the record's `out=` reasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exit {
    /// Its flag was captured.
    Flag,
    /// It resigned.
    Resign,
    /// It passed once too often.
    Passes,
    /// It had no legal move.
    Stuck,
}

impl Exit {
    /// The record's reason tag (`flag`, `resign`, `passes`, `stuck`).
    pub fn tag(self) -> &'static str {
        match self {
            Exit::Flag => "flag",
            Exit::Resign => "resign",
            Exit::Passes => "passes",
            Exit::Stuck => "stuck",
        }
    }

    /// The end reason when this exit decides the game.
    pub fn reason(self) -> EndReason {
        match self {
            Exit::Flag => super::FLAG_CAPTURED,
            Exit::Resign => EndReason::Resignation,
            Exit::Passes => super::PASSES,
            Exit::Stuck => EndReason::NoMoves,
        }
    }
}

/// A battle: the attacker's and defender's kinds, the defender's owner, and the public outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// The attacking kind.
    pub attacker: Kind,
    /// The defending kind.
    pub defender: Kind,
    /// Whose piece defended.
    pub defender_owner: u8,
    /// The outcome.
    pub clash: Clash,
}

/// One thing that happened during a turn, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happening {
    /// Turn `number` was a move, with the battle if it was an attack.
    Moved {
        /// The turn number, from 1.
        number: u32,
        /// Who moved.
        seat: u8,
        /// The move.
        mv: Move,
        /// The battle, if the move was an attack.
        battle: Option<Battle>,
    },
    /// Turn `number` turned a face-down piece up (翻棋).
    Flipped {
        /// The turn number, from 1.
        number: u32,
        /// Who flipped.
        seat: u8,
        /// Where.
        at: Square,
        /// What was revealed.
        piece: Piece,
    },
    /// Turn `number` was a pass.
    Passed {
        /// The turn number, from 1.
        number: u32,
        /// Who passed.
        seat: u8,
        /// Why.
        kind: PassKind,
        /// Passes this seat has used, this one included.
        used: u32,
    },
    /// A piece was removed in a battle.
    Lost {
        /// Whose piece.
        owner: u8,
        /// What it was.
        kind: Kind,
        /// Where it stood.
        at: Square,
    },
    /// A Marshal died and its owner's flag is now public (§6.3).
    FlagRevealed {
        /// Whose flag.
        owner: u8,
        /// Where it stands.
        at: Square,
    },
    /// A flag was captured (default rules).
    FlagCaptured {
        /// Whose flag.
        owner: u8,
    },
    /// A piece picked up an enemy flag.
    PickedUp {
        /// Whose flag.
        owner: u8,
        /// Where the carrier stands.
        at: Square,
    },
    /// A carrier was removed and the flag went back to its home headquarters (`flag_carrier`).
    Returned {
        /// Whose flag.
        owner: u8,
        /// The home headquarters.
        at: Square,
    },
    /// A carrier was removed and the flag stays where it stood (翻棋 `carry_drop`).
    Dropped {
        /// Whose flag.
        owner: u8,
        /// Where it lies.
        at: Square,
    },
    /// A carrier brought an enemy flag home.
    Delivered {
        /// The carrier's seat.
        seat: u8,
    },
    /// 翻棋: the seat's colour is fixed (the other seat has the other colour).
    Coloured {
        /// The seat.
        seat: u8,
        /// Its colour.
        colour: u8,
    },
    /// At the start of its turn the seat had no legal move.
    NoLegalMove {
        /// The stuck seat.
        seat: u8,
    },
    /// The seat left the game; in the 4-player game its pieces leave the board unless the game ends.
    Eliminated {
        /// The seat.
        seat: u8,
        /// Why.
        exit: Exit,
    },
    /// The game ended.
    Ended(End),
}

/// A position in play.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub(super) config: Config,
    pub(super) cells: Vec<Option<Piece>>,
    /// Per owner: the points its pieces stand on (face up or down).
    pub(super) occupied: [Set; 4],
    /// The face-down pieces (翻棋).
    pub(super) down: Set,
    /// Per flag owner: the point where that flag lies covered under another piece.
    pub(super) covered: [Option<Square>; 4],
    /// Per owner: the headquarters its flag was set up in (`flag_carrier`).
    pub(super) homes: [Square; 4],
    /// Per owner: whether its flag's position is public.
    pub(super) revealed: [bool; 4],
    pub(super) to_move: u8,
    pub(super) passes: [u32; 4],
    /// Per seat: whether it is out of the game.
    pub(super) out: [bool; 4],
    pub(super) quiet: u32,
    pub(super) turn: u32,
    /// 翻棋: each seat's colour, once fixed.
    pub(super) colours: [Option<u8>; 2],
    /// 翻棋 `two_in_a_row`: each seat's last flip's colour while colours are open.
    pub(super) last_flip: [Option<u8>; 2],
    /// 翻棋: the seat that made the game's first flip and the colour it showed, while colours are open.
    pub(super) first_flip: Option<(u8, u8)>,
    pub(super) end: Option<End>,
}

impl Clone for Position {
    fn clone(&self) -> Position {
        Position {
            cells: self.cells.clone(),
            ..*self
        }
    }

    /// Keeps `self`'s board and copies the rest: a search that copies a position before each move
    /// reuses the copy's memory this way.
    fn clone_from(&mut self, source: &Position) {
        let mut cells = std::mem::take(&mut self.cells);
        cells.clone_from(&source.cells);
        *self = Position { cells, ..*source };
    }
}

impl Position {
    /// An empty board with these rules, the first seat to move.
    pub(super) fn empty(config: Config) -> Position {
        Position {
            cells: vec![None; config.board().len()],
            config,
            occupied: [Set::EMPTY; 4],
            down: Set::EMPTY,
            covered: [None; 4],
            homes: [0; 4],
            revealed: [false; 4],
            to_move: 0,
            passes: [0; 4],
            out: [false; 4],
            quiet: 0,
            turn: 0,
            colours: [None; 2],
            last_flip: [None; 2],
            first_flip: None,
            end: None,
        }
    }

    /// The rules in force.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The board.
    pub fn board(&self) -> &'static Board {
        self.config.board()
    }

    /// The seat to move.
    pub fn to_move(&self) -> u8 {
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

    /// Passes used by `seat`.
    pub fn passes(&self, seat: u8) -> u32 {
        self.passes[usize::from(seat)]
    }

    /// Whether `seat` is out of the game.
    pub fn is_out(&self, seat: u8) -> bool {
        self.out[usize::from(seat)]
    }

    /// The seats still in the game, in seat order.
    pub fn remaining(&self) -> Vec<u8> {
        self.config
            .table
            .all()
            .filter(|&seat| !self.is_out(seat))
            .collect()
    }

    /// The piece on a point.
    pub fn piece(&self, at: Square) -> Option<Piece> {
        self.cells[usize::from(at)]
    }

    /// The face-down pieces (翻棋).
    pub fn face_down(&self) -> Set {
        self.down
    }

    /// Whether `owner`'s flag is public.
    pub fn flag_is_public(&self, owner: u8) -> bool {
        self.revealed[usize::from(owner)]
    }

    /// The headquarters `owner`'s flag was set up in (`flag_carrier`).
    pub fn home(&self, owner: u8) -> Square {
        self.homes[usize::from(owner)]
    }

    /// 翻棋: the colour of `seat`, once fixed.
    pub fn colour_of(&self, seat: u8) -> Option<u8> {
        self.colours.get(usize::from(seat)).copied().flatten()
    }

    /// The owner whose pieces `seat` moves: itself, or in 翻棋 its colour once fixed.
    pub fn owner_of_seat(&self, seat: u8) -> Option<u8> {
        match self.config.mode() {
            Mode::Fanqi => self.colour_of(seat),
            _ => Some(seat),
        }
    }

    /// The seat that moves `owner`'s pieces, if any.
    pub fn seat_of_owner(&self, owner: u8) -> Option<u8> {
        match self.config.mode() {
            Mode::Fanqi => (0..2u8).find(|&seat| self.colour_of(seat) == Some(owner)),
            _ => Some(owner),
        }
    }

    /// Whether pieces of owners `a` and `b` are enemies: different colours, or seats of different teams.
    pub fn hostile(&self, a: u8, b: u8) -> bool {
        match self.config.mode() {
            Mode::Fanqi => a != b,
            _ => a != b && !self.config.table.partners(a, b),
        }
    }

    /// Where `owner`'s flag is: standing, carried by an enemy piece, or covered; `None` once captured.
    pub fn flag_point(&self, owner: u8) -> Option<Square> {
        if let Some(at) = self.covered[usize::from(owner)] {
            return Some(at);
        }
        self.all_occupied().iter().find(|&at| {
            let piece = self.piece(at).expect("occupied");
            (piece.owner == owner && piece.kind == Kind::Flag)
                || (piece.carrier && self.hostile(piece.owner, owner))
        })
    }

    /// The point where `owner`'s flag lies covered, if it does.
    pub fn covered_flag(&self, owner: u8) -> Option<Square> {
        self.covered[usize::from(owner)]
    }

    pub(super) fn put(&mut self, at: Square, piece: Piece) {
        self.take(at);
        self.cells[usize::from(at)] = Some(piece);
        self.occupied[usize::from(piece.owner)].insert(at);
        if piece.down {
            self.down.insert(at);
        }
    }

    pub(super) fn take(&mut self, at: Square) -> Option<Piece> {
        let piece = self.cells[usize::from(at)].take();
        if let Some(piece) = piece {
            self.occupied[usize::from(piece.owner)].remove(at);
            self.down.remove(at);
        }
        piece
    }

    fn all_occupied(&self) -> Set {
        self.occupied[0] | self.occupied[1] | self.occupied[2] | self.occupied[3]
    }

    /// The owner's mines on the board, face up or down.
    fn mines_of(&self, owner: u8) -> usize {
        self.occupied[usize::from(owner)]
            .iter()
            .filter(|&at| self.piece(at).is_some_and(|p| p.kind == Kind::Mine))
            .count()
    }

    /// Whether a kind fights and moves as a bomb (bombs, and mines under 翻棋 `mobile_mines`).
    fn as_bomb(&self, kind: Kind) -> bool {
        kind == Kind::Bomb || (kind == Kind::Mine && self.config.mines_are_bombs())
    }

    /// Whether a kind may carry a flag: any piece that moves, but no bomb (§10.6).
    fn can_carry(&self, kind: Kind) -> bool {
        kind.is_mobile() && !self.as_bomb(kind)
    }

    /// Whether the piece on `from` may move at all (§4.1).
    fn may_move(&self, piece: Piece, from: Square) -> bool {
        let mobile = piece.kind.is_mobile() || self.as_bomb(piece.kind);
        !piece.down
            && mobile
            && (!self.board().is_headquarters(from) || self.config.pieces_leave_headquarters())
    }

    /// Whether a piece of this kind turns on the railroad (§10.3).
    fn turns(&self, kind: Kind) -> bool {
        let c = &self.config;
        c.all_turn
            || (kind == Kind::Engineer && c.engineers_turn)
            || (self.as_bomb(kind) && c.flying_bombs)
    }

    /// The face-up pieces that are enemies of `owner`.
    fn enemies_of(&self, owner: u8) -> Set {
        let mut enemies = Set::EMPTY;
        for other in 0..self.config.table.owners() as u8 {
            if self.hostile(owner, other) {
                enemies |= self.occupied[usize::from(other)];
            }
        }
        enemies & !self.down
    }

    /// The legal destinations of the piece on `from` (none if it may not move).
    pub fn destinations(&self, from: Square) -> Set {
        let Some(piece) = self.piece(from) else {
            return Set::EMPTY;
        };
        if !self.may_move(piece, from) {
            return Set::EMPTY;
        }
        let board = self.board();
        let all = self.all_occupied();
        let mut targets = board.steps(from);
        if board.is_station(from) {
            targets |= if self.turns(piece.kind) {
                board.turning_runs(from, all)
            } else {
                board.straight_runs(from, all)
            };
        }
        let mut legal = targets & !all;
        let attackable = targets & self.enemies_of(piece.owner) & !board.camps();
        if self.config.is_open() {
            legal |= attackable
                .iter()
                .filter(|&to| !self.barred_in_the_open(piece, to))
                .collect();
        } else {
            legal |= attackable;
        }
        // A carrier may step onto its own flag standing on its home headquarters (§10.6).
        if self.config.flag_carrier && piece.carrier {
            let home = self.home(piece.owner);
            if targets.contains(home)
                && self
                    .piece(home)
                    .is_some_and(|p| p.kind == Kind::Flag && p.owner == piece.owner)
            {
                legal.insert(home);
            }
        }
        legal
    }

    /// In open games an attack barred by a flag-protection option is illegal (§10.8).
    fn barred_in_the_open(&self, attacker: Piece, to: Square) -> bool {
        let defender = self.piece(to).expect("an enemy stands there");
        defender.kind == Kind::Flag
            && flag_attack_barred(&self.config, attacker.kind, self.mines_of(defender.owner))
    }

    /// The face-up pieces the seat to move may move.
    fn movers(&self, seat: u8) -> Set {
        match self.owner_of_seat(seat) {
            Some(owner) => self.occupied[usize::from(owner)] & !self.down,
            None => Set::EMPTY,
        }
    }

    /// Every legal move of the seat to move, sorted by origin then destination.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.extend_legal_moves(&mut moves);
        moves
    }

    /// Appends every legal move of the seat to move to `out`, in the order of
    /// [`Position::legal_moves`] (a search reuses its buffer this way).
    pub fn extend_legal_moves(&self, out: &mut Vec<Move>) {
        if self.end.is_some() {
            return;
        }
        for from in self.movers(self.to_move).iter() {
            for to in self.destinations(from).iter() {
                out.push(Move { from, to });
            }
        }
    }

    /// The points the seat to move may flip (翻棋: every face-down piece).
    pub fn flips(&self) -> Set {
        if self.end.is_some() {
            return Set::EMPTY;
        }
        self.down
    }

    /// The number of legal moves and flips of the seat to move.
    pub fn count_actions(&self) -> u64 {
        let moves: u64 = self
            .movers(self.to_move)
            .iter()
            .map(|from| u64::from(self.destinations(from).count()))
            .sum();
        moves + u64::from(self.down.count())
    }

    /// Whether `seat` has a legal move or flip in this position.
    pub fn can_act(&self, seat: u8) -> bool {
        !self.down.is_empty()
            || self
                .movers(seat)
                .iter()
                .any(|from| !self.destinations(from).is_empty())
    }

    /// Whether `mv` is a legal move for the seat to move.
    pub fn is_legal(&self, mv: Move) -> bool {
        let len = self.cells.len();
        self.end.is_none()
            && usize::from(mv.from) < len
            && usize::from(mv.to) < len
            && self.movers(self.to_move).contains(mv.from)
            && self.destinations(mv.from).contains(mv.to)
    }

    /// Whether the seat to move may flip `at`.
    pub fn may_flip(&self, at: Square) -> bool {
        usize::from(at) < self.cells.len() && self.flips().contains(at)
    }

    /// Whether a carrier of `seat` on `at` has brought a flag home.
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
        let seat = self.to_move;
        self.turn += 1;
        let mut attacker = self.take(mv.from).expect("a legal move has a piece");
        let owner = attacker.owner;
        let Some(defender) = self.piece(mv.to).filter(|d| d.owner != owner) else {
            // A plain move, or a carrier stepping onto its own flag at home.
            let delivered = attacker.carrier && self.delivers(seat, owner, mv.to);
            if self.piece(mv.to).is_some() {
                // The own flag stays under the carrier that brings the enemy flag home.
                self.covered[usize::from(owner)] = Some(mv.to);
            }
            self.put(mv.to, attacker);
            sink(Happening::Moved {
                number: self.turn,
                seat,
                mv,
                battle: None,
            });
            self.settle_covered_flags(sink);
            if delivered {
                sink(Happening::Delivered { seat });
                return self.win(seat, super::FLAG_DELIVERED, sink);
            }
            return self.after_turn(false, sink);
        };
        let resolution = resolve(
            &self.config,
            attacker.kind,
            defender.kind,
            self.mines_of(defender.owner),
        );
        let clash = resolution.clash;
        let carrying = self.config.carrying();
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
        // Each removed piece with the point it stood on when it was removed.
        let mut lost: Vec<(Piece, Square)> = Vec::with_capacity(2);
        if !clash.defender_survives() {
            self.take(mv.to);
            if !(resolution.flag_taken && carrying) {
                sink(Happening::Lost {
                    owner: defender.owner,
                    kind: defender.kind,
                    at: mv.to,
                });
            }
            lost.push((defender, mv.to));
        }
        if clash.attacker_survives() {
            if resolution.flag_taken && carrying {
                attacker.carrier = true;
            }
            self.put(mv.to, attacker);
        } else {
            sink(Happening::Lost {
                owner,
                kind: attacker.kind,
                at: mv.from,
            });
            lost.push((attacker, mv.from));
        }
        // §6.3: a Marshal's death reveals its owner's flag, the mover's first.
        if self.config.marshal_reveals_flag() {
            let mut marshals: Vec<u8> = lost
                .iter()
                .filter(|(p, _)| p.kind == Kind::Marshal)
                .map(|(p, _)| p.owner)
                .collect();
            marshals.sort_by_key(|&o| o != owner);
            for flag_owner in marshals {
                self.reveal_standing_flag(flag_owner, sink);
            }
        }
        if resolution.flag_taken && !carrying {
            sink(Happening::FlagCaptured {
                owner: defender.owner,
            });
            let loser = self
                .seat_of_owner(defender.owner)
                .expect("a face-up flag has a seat");
            self.eliminate(loser, Exit::Flag, sink);
            if self.end.is_some() {
                return;
            }
            return self.after_turn(true, sink);
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
        if attacker.carrier && clash.attacker_survives() && self.delivers(seat, owner, mv.to) {
            sink(Happening::Delivered { seat });
            return self.win(seat, super::FLAG_DELIVERED, sink);
        }
        self.after_turn(true, sink);
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

    /// Ends the game now: an agreed draw.
    pub fn conclude(&mut self, end: End) {
        self.end = Some(end);
    }

    /// The seats of `seat`'s team, as bits: those who win with it.
    pub(super) fn team_bits(&self, seat: u8) -> u8 {
        let table = &self.config.table;
        table
            .all()
            .filter(|&other| table.team(other) == table.team(seat))
            .fold(0, |bits, other| bits | 1 << other)
    }

    fn win(&mut self, seat: u8, reason: EndReason, sink: &mut impl FnMut(Happening)) {
        let winners = self.team_bits(seat);
        self.finish(winners, reason, sink);
    }

    fn finish(&mut self, winners: u8, reason: EndReason, sink: &mut impl FnMut(Happening)) {
        let end = End { winners, reason };
        self.end = Some(end);
        sink(Happening::Ended(end));
    }

    /// `seat` leaves the game (§9.2): on the four-armed board its pieces leave at once (§12 item 16), and
    /// when one team is left it wins, eliminated partners included.
    fn eliminate(&mut self, seat: u8, exit: Exit, sink: &mut impl FnMut(Happening)) {
        self.out[usize::from(seat)] = true;
        sink(Happening::Eliminated { seat, exit });
        let table = self.config.table;
        // On the four-armed board the seat's pieces leave, also when its leaving ends the game; in the
        // games of two the final board keeps them.
        if table.mode == Mode::Four
            && let Some(owner) = self.owner_of_seat(seat)
        {
            for at in self.occupied[usize::from(owner)].iter() {
                self.take(at);
            }
            self.covered[usize::from(owner)] = None;
        }
        let mut teams: Vec<u8> = self
            .remaining()
            .into_iter()
            .map(|seat| table.team(seat))
            .collect();
        teams.sort();
        teams.dedup();
        if let [team] = teams[..] {
            let winner = self
                .remaining()
                .into_iter()
                .find(|&seat| table.team(seat) == team)
                .expect("a seat of the team remains");
            self.win(winner, exit.reason(), sink);
        }
    }

    fn reveal_standing_flag(&mut self, owner: u8, sink: &mut impl FnMut(Happening)) {
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
    fn return_flag(&mut self, owner: u8, sink: &mut impl FnMut(Happening)) {
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
    fn drop_flag(&mut self, owner: u8, at: Square, sink: &mut impl FnMut(Happening)) {
        sink(Happening::Dropped { owner, at });
        match self.piece(at) {
            None => self.put(at, Piece::new(owner, Kind::Flag)),
            Some(_) => self.covered[usize::from(owner)] = Some(at),
        }
    }

    /// A covered flag stands again on an empty point, or is picked up by a capturing enemy piece.
    fn settle_covered_flags(&mut self, sink: &mut impl FnMut(Happening)) {
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

    /// The next remaining seat after the one to move becomes the one to move (§9.1).
    fn advance(&mut self) {
        let table = self.config.table;
        let mut seat = self.to_move;
        for _ in 0..table.seats() {
            seat = table.next(seat, self.config.clockwise);
            if !self.is_out(seat) {
                break;
            }
        }
        self.to_move = seat;
    }

    /// Steps 4 and 5 of §8.4: the no-capture counter, the turn cap, then the next player's turn.
    fn after_turn(&mut self, reset: bool, sink: &mut impl FnMut(Happening)) {
        self.quiet = if reset { 0 } else { self.quiet + 1 };
        let limit = self.config.no_capture_limit;
        if limit > 0 && self.quiet >= limit {
            return self.finish(0, EndReason::NO_CAPTURE, sink);
        }
        let cap = self.config.turn_cap;
        if cap > 0 && self.turn >= cap {
            return self.finish(0, super::TURN_CAP, sink);
        }
        self.advance();
        self.start_turn(sink);
    }

    /// The no-legal-move check at the start of a turn (§8.5).
    pub fn start_turn(&mut self, sink: &mut impl FnMut(Happening)) {
        if self.end.is_some() {
            return;
        }
        let seat = self.to_move;
        if self.can_act(seat) {
            return;
        }
        sink(Happening::NoLegalMove { seat });
        let remaining = self.remaining();
        if let [a, b] = remaining[..] {
            let other = if a == seat { b } else { a };
            if !self.can_act(other) {
                return self.finish(0, super::BOTH_STUCK, sink);
            }
        }
        if self.config.stuck_skip {
            return self.play_pass(PassKind::Automatic, sink);
        }
        self.eliminate(seat, Exit::Stuck, sink);
        if self.end.is_none() {
            self.advance();
            self.start_turn(sink);
        }
    }

    /// The number of leaf nodes of the tree of legal actions (moves, flips and the pass) to `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.end.is_some() {
            return 0;
        }
        if depth == 1 {
            return self.count_actions() + 1;
        }
        let mut nodes = 0;
        for mv in self.legal_moves() {
            let mut next = self.clone();
            next.play_move(mv, &mut |_| {});
            nodes += next.perft(depth - 1);
        }
        for at in self.flips().iter() {
            let mut next = self.clone();
            next.play_flip(at, &mut |_| {});
            nodes += next.perft(depth - 1);
        }
        let mut passed = self.clone();
        passed.play_pass(PassKind::Voluntary, &mut |_| {});
        nodes + passed.perft(depth - 1)
    }
}
