//! The search support of the Jungi family (Jungi, Lún Jungi): the game's own compact position, copy-make
//! and move generator behind [`Searchable`], and an evaluation made of a board's piece-square table and
//! the royal piece's surroundings ([`Evaluation`]; Jungi's in [`crate::jungi::eval`], Lún Jungi's in
//! [`crate::lun`]).
//!
//! The search plays whole moves (an Emperor's double move is one move); a game restored with a double
//! move entered step by step is finished by the best of its completions.

use crate::Level;
use crate::level::{Plan, choose};
use crate::opponent::{Assessment, Opponent, Order, Thought, Unable, for_seat};
use crate::search::{Searchable, Terminal};
use crate::seen::Seen;
use games::jungi::Piece;
use games::jungi::history::DRAW_PLIES;
use games::jungi_family::{Action, Board, Game, Move, Point, PointSet, Position};
use games::{GameRng, Rules};
use std::marker::PhantomData;

/// A tempo for the side to move.
pub const TEMPO: i32 = 10;
/// What a clear edge is in the family's evaluation: a pawn.
pub const DRAW_MARGIN: i32 = 100;
/// What each enemy piece near the royal piece costs.
const ROYAL_PRESSURE: i32 = 30;
/// What each own piece beside the royal piece brings.
const ROYAL_SHIELD: i32 = 12;

/// How a board of the family is evaluated, from the point of view of the side to move, in hundredths
/// of a pawn: the sum of what each piece brings on its point ([`Evaluation::piece_square`], kept move
/// by move), plus the royal piece's surroundings (each enemy piece near it costs, each own piece beside
/// it shields it), plus a tempo; the whole shrunk toward a draw as the plies without a capture add up
/// (by half when the rule of [`DRAW_PLIES`] draws the game), so the side ahead looks for captures
/// before that rule takes its edge away.
pub trait Evaluation: Send + Sync + 'static {
    /// The board.
    type Board: Board;
    /// How `level` plays on this board.
    fn plan(level: Level) -> Plan;
    /// What a piece of board code `code` brings its side on `point`.
    fn piece_square(code: u8, point: Point) -> i32;
    /// The points near `point` where an enemy piece threatens the royal piece.
    fn royal_zone(point: Point) -> PointSet;
}

/// The piece-square sums of both sides, computed from scratch.
pub fn piece_square_sums<E: Evaluation>(position: &Position<E::Board>) -> [i32; 2] {
    position.pieces().fold([0; 2], |mut sums, (piece, at)| {
        sums[piece.side as usize] += E::piece_square(piece.code(), at);
        sums
    })
}

/// The evaluation of `position` for the side to move.
pub fn evaluate<E: Evaluation>(position: &Position<E::Board>) -> i32 {
    evaluate_with::<E>(position, piece_square_sums::<E>(position))
}

/// The evaluation of `position` for the side to move, given its piece-square sums (kept up to date move
/// by move by the search).
#[inline]
pub fn evaluate_with<E: Evaluation>(position: &Position<E::Board>, sums: [i32; 2]) -> i32 {
    let us = position.to_move();
    let them = us.other();
    let board = sums[us as usize] - sums[them as usize] + royal::<E>(position, us)
        - royal::<E>(position, them)
        + TEMPO;
    let clock = position.clock().min(DRAW_PLIES) as i32;
    let span = 2 * DRAW_PLIES as i32;
    board * (span - clock) / span
}

/// The royal piece's surroundings for `side`: enemies near it cost, own pieces beside it shield it.
#[inline]
fn royal<E: Evaluation>(position: &Position<E::Board>, side: games::jungi::Side) -> i32 {
    let Some(royal) = position.royal(side) else {
        return 0;
    };
    let near = E::royal_zone(royal);
    -ROYAL_PRESSURE * (position.occupied(side.other()) & near).count_ones() as i32
        + ROYAL_SHIELD * (position.occupied(side) & E::Board::neighbours(royal)).count_ones() as i32
}

/// A position of the family as the search walks it.
pub struct FamilySearch<E: Evaluation> {
    position: Position<E::Board>,
    /// The piece-square sums of both sides, kept move by move.
    sums: [i32; 2],
    stack: Vec<(Position<E::Board>, [i32; 2])>,
    evaluation: PhantomData<E>,
}

impl<E: Evaluation> FamilySearch<E> {
    /// A search from `position`.
    pub fn new(position: Position<E::Board>) -> Self {
        Self {
            sums: piece_square_sums::<E>(&position),
            position,
            stack: Vec::with_capacity(128),
            evaluation: PhantomData,
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position<E::Board> {
        &self.position
    }

    /// Whether `mv` captures (on its target, its middle point, or en passant).
    fn captures(&self, mv: Move) -> bool {
        mv.via.is_some()
            || (mv.to != mv.from && self.position.code_at(mv.to) != 0)
            || self
                .position
                .is_en_passant(self.position.code_at(mv.from), mv)
    }
}

impl<E: Evaluation> Searchable for FamilySearch<E> {
    type Move = Move;
    const SLOTS: usize = E::Board::POINTS * E::Board::POINTS;

    #[inline]
    fn side(&self) -> u8 {
        self.position.to_move() as u8
    }

    #[inline]
    fn key(&self) -> u64 {
        self.position.key()
    }

    #[inline]
    fn terminal(&self) -> Option<Terminal> {
        if self.position.royal(self.position.to_move()).is_none() {
            Some(Terminal::Loss)
        } else if self.position.clock() >= DRAW_PLIES {
            Some(Terminal::Draw)
        } else {
            None
        }
    }

    #[inline]
    fn moves(&self, out: &mut Vec<Move>) {
        E::Board::generate(&self.position, out);
    }

    #[inline]
    fn noisy(&self, out: &mut Vec<Move>) {
        let start = out.len();
        E::Board::generate(&self.position, out);
        let mut kept = start;
        for index in start..out.len() {
            let mv = out[index];
            if self.captures(mv) {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    #[inline]
    fn make(&mut self, mv: Move) {
        self.stack.push((self.position, self.sums));
        // Every point whose piece can change: from, to, the middle of a double move, an en passant
        // victim's square.
        let mut touched = [mv.from, mv.to, mv.via.unwrap_or(mv.from), mv.from];
        if self
            .position
            .is_en_passant(self.position.code_at(mv.from), mv)
        {
            touched[3] = self.position.en_passant().target;
        }
        let account =
            |position: &Position<E::Board>, sums: &mut [i32; 2], sign: i32, touched: &[u8; 4]| {
                for (index, &sq) in touched.iter().enumerate() {
                    if touched[..index].contains(&sq) {
                        continue;
                    }
                    let code = position.code_at(sq);
                    if code != 0 {
                        let side = Piece::from_code(code).side as usize;
                        sums[side] += sign * E::piece_square(code, sq);
                    }
                }
            };
        account(&self.position, &mut self.sums, -1, &touched);
        self.position.make(mv);
        account(&self.position, &mut self.sums, 1, &touched);
    }

    #[inline]
    fn unmake(&mut self) {
        if let Some((position, sums)) = self.stack.pop() {
            self.position = position;
            self.sums = sums;
        }
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        evaluate_with::<E>(&self.position, self.sums)
    }

    #[inline]
    fn gain(&self, mv: Move) -> i32 {
        let victim_at = |sq| match self.position.code_at(sq) {
            0 => 0,
            code => {
                let piece = Piece::from_code(code);
                if piece.is_royal() {
                    1 << 20
                } else {
                    crate::jungi::eval::worth(piece) + 50
                }
            }
        };
        let mut gain = 0;
        if let Some(via) = mv.via {
            gain += victim_at(via);
        }
        if mv.to != mv.from {
            gain += victim_at(mv.to);
        }
        let code = self.position.code_at(mv.from);
        if gain == 0 && self.position.is_en_passant(code, mv) {
            gain = victim_at(self.position.en_passant().target);
        }
        if gain == 0 {
            return 0;
        }
        gain * 8 - crate::jungi::eval::worth(Piece::from_code(code)) / 8
    }

    #[inline]
    fn reversible_plies(&self) -> usize {
        self.position.clock() as usize
    }

    #[inline]
    fn slot(&self, mv: Move) -> usize {
        usize::from(mv.from) * E::Board::POINTS + usize::from(mv.to)
    }
}

/// The opponent for the game of the family that `E` evaluates.
pub struct FamilyOpponent<E>(PhantomData<E>);

impl<E> FamilyOpponent<E> {
    /// The opponent.
    pub const NEW: Self = Self(PhantomData);
}

impl<E: Evaluation> Opponent for FamilyOpponent<E> {
    fn margin(&self) -> i32 {
        DRAW_MARGIN
    }

    fn game(&self) -> &'static str {
        <Game<E::Board> as Rules>::ABOUT.id
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        let game: Game<E::Board> = crate::jungle::open_game(seen)?;
        let keys = game.keys();
        let window = (game.current().clock() as usize)
            .min(keys.len() - 1)
            .min(150);
        let before = &keys[keys.len() - 1 - window..keys.len() - 1];
        let plan = E::plan(order.level);
        let limits = plan.limits(order);
        let mut searcher = plan.searcher();
        let mut rng = GameRng::from_seed(order.seed);
        if let Some(step) = game.move_in_progress() {
            // Finish the double move entered step by step: the completion whose position is best.
            let mut best: Option<(Action, i32)> = None;
            for action in game.legal_actions(game.side_to_move().seat()) {
                let mv = match action {
                    Action::SecondStep { via, to } => Move::double(step.from, via, to),
                    _ => Move::new(step.from, step.via),
                };
                let mut after = *game.current();
                after.make(mv);
                let mut search = FamilySearch::<E>::new(after);
                let found = searcher.search(
                    &mut search,
                    crate::search::Limits { depth: 3, ..limits },
                    &[],
                );
                let score = -found.score;
                if best.is_none_or(|(_, old)| score > old) {
                    best = Some((action, score));
                }
            }
            let (action, score) = best.ok_or_else(|| Unable::plain("unable-no-move"))?;
            return Ok(Thought {
                actions: vec![game.format_action(&action)],
                nodes: searcher.nodes(),
                depth: 3,
                score,
            });
        }
        let mut search = FamilySearch::<E>::new(*game.current());
        let found = choose(
            &mut search,
            before,
            plan.sampling,
            limits,
            &mut searcher,
            &mut rng,
        );
        let mv = found.best.ok_or_else(|| Unable::plain("unable-no-move"))?;
        Ok(Thought {
            actions: vec![game.format_action(&Action::Move(mv))],
            nodes: found.nodes,
            depth: found.depth,
            score: found.score,
        })
    }

    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
        let game: Game<E::Board> = crate::jungle::open_game(seen)?;
        let keys = game.keys();
        let window = (game.current().clock() as usize)
            .min(keys.len() - 1)
            .min(150);
        let before = &keys[keys.len() - 1 - window..keys.len() - 1];
        let plan = E::plan(order.level);
        let mut search = FamilySearch::<E>::new(*game.current());
        let found = plan
            .searcher()
            .search(&mut search, plan.limits(order), before);
        Ok(Assessment {
            score: for_seat(seen, found.score),
            margin: DRAW_MARGIN,
            nodes: found.nodes,
        })
    }
}
