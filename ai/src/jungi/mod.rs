//! Jungi's search support: the game's own compact position, copy-make and move generator behind
//! [`Searchable`], and a hand-tuned evaluation ([`eval`]).
//!
//! The search plays whole moves (an Emperor's double move is one move); a game restored with a double
//! move entered step by step is finished by the best of its completions.

pub mod eval;

use crate::level::choose;
use crate::opponent::{Opponent, Order, Thought, Unable};
use crate::search::{Searchable, Searcher, Settings, Terminal};
use crate::seen::Seen;
use games::jungi::board::SQUARE_COUNT;
use games::jungi::history::DRAW_PLIES;
use games::jungi::movegen::generate;
use games::jungi::{Jungi, JungiAction, JungiMove, Piece, Position};
use games::{GameRng, Rules};

/// Jungi's nodes cost about twice Jungle's: the node budgets are halved.
const BUDGET_SCALE: f64 = 0.5;

/// A Jungi position as the search walks it.
#[derive(Clone, Debug)]
pub struct JungiSearch {
    position: Position,
    /// The piece-square sums of both sides ([`eval::PIECE_SQUARE`]), kept move by move.
    sums: [i32; 2],
    stack: Vec<(Position, [i32; 2])>,
}

impl JungiSearch {
    /// A search from `position`.
    pub fn new(position: Position) -> Self {
        Self {
            sums: eval::piece_square_sums(&position),
            position,
            stack: Vec::with_capacity(128),
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whether `mv` captures (on its target, its middle square, or en passant).
    fn captures(&self, mv: JungiMove) -> bool {
        mv.via.is_some()
            || (mv.to != mv.from && self.position.code_at(mv.to) != 0)
            || self
                .position
                .is_en_passant(self.position.code_at(mv.from), mv)
    }
}

impl Searchable for JungiSearch {
    type Move = JungiMove;
    const SLOTS: usize = SQUARE_COUNT * SQUARE_COUNT;

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
    fn moves(&self, out: &mut Vec<JungiMove>) {
        generate(&self.position, out);
    }

    #[inline]
    fn noisy(&self, out: &mut Vec<JungiMove>) {
        let start = out.len();
        generate(&self.position, out);
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
    fn make(&mut self, mv: JungiMove) {
        self.stack.push((self.position, self.sums));
        // Every square whose piece can change: from, to, the middle of a double move, an en passant
        // victim's square.
        let mut touched = [mv.from, mv.to, mv.via.unwrap_or(mv.from), mv.from];
        if self
            .position
            .is_en_passant(self.position.code_at(mv.from), mv)
        {
            touched[3] = self.position.en_passant().target;
        }
        let account = |position: &Position, sums: &mut [i32; 2], sign: i32, touched: &[u8; 4]| {
            for (index, &sq) in touched.iter().enumerate() {
                if touched[..index].contains(&sq) {
                    continue;
                }
                let code = position.code_at(sq);
                if code != 0 {
                    let side = Piece::from_code(code).side as usize;
                    sums[side] += sign * eval::PIECE_SQUARE[usize::from(code)][usize::from(sq)];
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
        eval::evaluate_with(&self.position, self.sums)
    }

    #[inline]
    fn gain(&self, mv: JungiMove) -> i32 {
        let victim_at = |sq| match self.position.code_at(sq) {
            0 => 0,
            code => {
                let piece = Piece::from_code(code);
                if piece.is_royal() {
                    1 << 20
                } else {
                    eval::worth(piece) + 50
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
        gain * 8 - eval::worth(Piece::from_code(code)) / 8
    }

    #[inline]
    fn reversible_plies(&self) -> usize {
        self.position.clock() as usize
    }

    #[inline]
    fn slot(&self, mv: JungiMove) -> usize {
        usize::from(mv.from) * SQUARE_COUNT + usize::from(mv.to)
    }
}

/// The Jungi opponent.
#[derive(Clone, Copy, Debug)]
pub struct JungiOpponent;

impl Opponent for JungiOpponent {
    fn game(&self) -> &'static str {
        <Jungi as Rules>::ABOUT.id
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        let game: Jungi = crate::jungle::open_game(seen)?;
        let keys = game.keys();
        let window = (game.current().clock() as usize)
            .min(keys.len() - 1)
            .min(150);
        let before = &keys[keys.len() - 1 - window..keys.len() - 1];
        let limits = order.level.limits(order.pace, BUDGET_SCALE, order.start);
        let mut searcher = Searcher::new(order.level.table_bits(), Settings::default());
        let mut rng = GameRng::from_seed(order.seed);
        if let Some(step) = game.move_in_progress() {
            // Finish the double move entered step by step: the completion whose position is best.
            let mut best: Option<(JungiAction, i32)> = None;
            for action in game.legal_actions(game.side_to_move().seat()) {
                let mv = match action {
                    JungiAction::SecondStep { via, to } => JungiMove::double(step.from, via, to),
                    _ => JungiMove::new(step.from, step.via),
                };
                let mut after = *game.current();
                after.make(mv);
                let mut search = JungiSearch::new(after);
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
            let (action, score) = best.ok_or_else(|| Unable("I have no legal move.".to_owned()))?;
            return Ok(Thought {
                actions: vec![game.format_action(&action)],
                nodes: searcher.nodes(),
                depth: 3,
                score,
            });
        }
        let mut search = JungiSearch::new(*game.current());
        let found = choose(
            &mut search,
            before,
            order.level,
            limits,
            &mut searcher,
            &mut rng,
        );
        let mv = found
            .best
            .ok_or_else(|| Unable("I have no legal move.".to_owned()))?;
        Ok(Thought {
            actions: vec![game.format_action(&JungiAction::Move(mv))],
            nodes: found.nodes,
            depth: found.depth,
            score: found.score,
        })
    }
}

#[cfg(test)]
mod tests;
