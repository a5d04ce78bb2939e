//! A position in play and everything that changes it, for all three games: legal moves (§4), flips
//! (§10.10), battles and flags (§6, §10.6, §10.10), passes (§8.3), elimination and team results (§9),
//! the no-capture and turn limits (§8.6, §8.9) and the no-legal-move check (§8.5).
//!
//! Pieces belong to *owners*: the seats in Junqi, the two colours in 翻棋, where a seat owns a colour
//! once colours are fixed. A turn reports what happened through a sink of [`Happening`]s, so perft runs
//! without allocating and the game record and the notes are built from the same stream.
//!
//! This module holds the types and what a position tells of itself; `moves` lists the legal actions
//! and counts perft, `play` plays a turn, `flags` moves flags that are carried, dropped or covered, and
//! `course` passes the turn on, puts seats out and ends the game.

use super::board::{Board, Set, Square};
use super::combat::Clash;
use super::config::{Config, Mode};
use super::piece::{Kind, Piece};
use crate::model::EndReason;
use serde::{Deserialize, Serialize};

mod course;
mod flags;
mod moves;
mod play;

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
    #[inline]
    fn clone(&self) -> Position {
        Position {
            cells: self.cells.clone(),
            ..*self
        }
    }

    /// Keeps `self`'s board and copies the rest: a search that copies a position before each move
    /// reuses the copy's memory this way.
    #[inline]
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
    #[inline]
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The board.
    #[inline]
    pub fn board(&self) -> &'static Board {
        self.config.board()
    }

    /// The seat to move.
    #[inline]
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
    #[inline]
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
    #[inline]
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
    #[inline]
    pub fn home(&self, owner: u8) -> Square {
        self.homes[usize::from(owner)]
    }

    /// 翻棋: the colour of `seat`, once fixed.
    pub fn colour_of(&self, seat: u8) -> Option<u8> {
        self.colours.get(usize::from(seat)).copied().flatten()
    }

    /// The owner whose pieces `seat` moves: itself, or in 翻棋 its colour once fixed.
    #[inline]
    pub fn owner_of_seat(&self, seat: u8) -> Option<u8> {
        match self.config.mode() {
            Mode::Fanqi => self.colour_of(seat),
            _ => Some(seat),
        }
    }

    /// The seat that moves `owner`'s pieces, if any.
    #[inline]
    pub fn seat_of_owner(&self, owner: u8) -> Option<u8> {
        match self.config.mode() {
            Mode::Fanqi => (0..2u8).find(|&seat| self.colour_of(seat) == Some(owner)),
            _ => Some(owner),
        }
    }

    /// Whether pieces of owners `a` and `b` are enemies: different colours, or seats of different teams.
    #[inline]
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

    #[inline]
    pub(super) fn put(&mut self, at: Square, piece: Piece) {
        self.take(at);
        self.cells[usize::from(at)] = Some(piece);
        self.occupied[usize::from(piece.owner)].insert(at);
        if piece.down {
            self.down.insert(at);
        }
    }

    #[inline]
    pub(super) fn take(&mut self, at: Square) -> Option<Piece> {
        let piece = self.cells[usize::from(at)].take();
        if let Some(piece) = piece {
            self.occupied[usize::from(piece.owner)].remove(at);
            self.down.remove(at);
        }
        piece
    }

    #[inline]
    fn all_occupied(&self) -> Set {
        self.occupied[0] | self.occupied[1] | self.occupied[2] | self.occupied[3]
    }

    /// The owner's mines on the board, face up or down.
    #[inline]
    fn mines_of(&self, owner: u8) -> usize {
        self.occupied[usize::from(owner)]
            .iter()
            .filter(|&at| self.piece(at).is_some_and(|p| p.kind == Kind::Mine))
            .count()
    }

    /// Whether a kind fights and moves as a bomb (bombs, and mines under 翻棋 `mobile_mines`).
    #[inline]
    fn as_bomb(&self, kind: Kind) -> bool {
        kind == Kind::Bomb || (kind == Kind::Mine && self.config.mines_are_bombs())
    }

    /// Whether a kind may carry a flag: any piece that moves, but no bomb (§10.6).
    #[inline]
    fn can_carry(&self, kind: Kind) -> bool {
        kind.is_mobile() && !self.as_bomb(kind)
    }

    /// Whether the piece on `from` may move at all (§4.1).
    #[inline]
    fn may_move(&self, piece: Piece, from: Square) -> bool {
        let mobile = piece.kind.is_mobile() || self.as_bomb(piece.kind);
        !piece.down
            && mobile
            && (!self.board().is_headquarters(from) || self.config.pieces_leave_headquarters())
    }

    /// Whether a piece of this kind turns on the railroad (§10.3).
    #[inline]
    fn turns(&self, kind: Kind) -> bool {
        let c = &self.config;
        c.all_turn
            || (kind == Kind::Engineer && c.engineers_turn)
            || (self.as_bomb(kind) && c.flying_bombs)
    }

    /// The face-up pieces that are enemies of `owner`.
    #[inline]
    fn enemies_of(&self, owner: u8) -> Set {
        let mut enemies = Set::EMPTY;
        for other in 0..self.config.table.owners() as u8 {
            if self.hostile(owner, other) {
                enemies |= self.occupied[usize::from(other)];
            }
        }
        enemies & !self.down
    }

    /// The seats of `seat`'s team, as bits: those who win with it.
    #[inline]
    pub(super) fn team_bits(&self, seat: u8) -> u8 {
        let table = &self.config.table;
        table
            .all()
            .filter(|&other| table.team(other) == table.team(seat))
            .fold(0, |bits, other| bits | 1 << other)
    }

    /// Ends the game now: an agreed draw.
    pub fn conclude(&mut self, end: End) {
        self.end = Some(end);
    }
}
