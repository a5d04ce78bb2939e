//! The legal actions of the seat to move: moves (§4) and flips, counted for perft.

use super::{Move, PassKind, Position};
use crate::junqi::board::{Set, Square};
use crate::junqi::combat::flag_attack_barred;
use crate::junqi::piece::{Kind, Piece};

impl Position {
    /// The legal destinations of the piece on `from` (none if it may not move).
    #[inline]
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
    #[inline]
    fn barred_in_the_open(&self, attacker: Piece, to: Square) -> bool {
        let defender = self.piece(to).expect("an enemy stands there");
        defender.kind == Kind::Flag
            && flag_attack_barred(&self.config, attacker.kind, self.mines_of(defender.owner))
    }

    /// The face-up pieces the seat to move may move.
    #[inline]
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
    #[inline]
    pub fn flips(&self) -> Set {
        if self.end.is_some() {
            return Set::EMPTY;
        }
        self.down
    }

    /// The number of legal moves and flips of the seat to move.
    #[inline]
    pub fn count_actions(&self) -> u64 {
        let moves: u64 = self
            .movers(self.to_move)
            .iter()
            .map(|from| u64::from(self.destinations(from).count()))
            .sum();
        moves + u64::from(self.down.count())
    }

    /// Whether `seat` has a legal move or flip in this position.
    #[inline]
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
