//! The 2-player Junqi opponent: it plays from what its seat knows, never from the hidden pieces.
//!
//! It reads the game only through [`Seen`]: the options, its own setup (in its record), the record of
//! every turn as its seat may read it, and its legal actions. [`knowledge`] follows every piece from where
//! it started and narrows the kinds each enemy piece may still be; [`sample`] draws whole enemy layouts
//! that fit, plays the record again in each (keeping only the worlds whose record reads exactly like the
//! seat's), and [`search`] scores every move in each world; the move with the best average wins
//! (determinisation). Since all it reads is what its seat sees, two games that look the same to the seat
//! get the same move, whatever the hidden pieces are (a test swaps them).
//!
//! | level | worlds | search per world |
//! |---|---|---|
//! | 1 | 1 | the level's budget; a random move among those nearly as good as the best |
//! | 2 | 2 | half the budget each |
//! | 3 | 3 | a third each |
//! | 4 | 4 | a quarter each |
//! | 5 | 6 | a sixth each |
//!
//! Its setups come from [`setup`]: the flag walled in by mines, varied from game to game. Should no
//! world fit (a record this reading does not cover, like a stuck seat's automatic pass), it plays a
//! random legal move rather than stall. Junqi for four has no opponent yet; 翻棋, where nobody knows a
//! face-down piece, has its own ([`crate::fanqi`]).

pub mod knowledge;
pub mod sample;
pub mod search;
pub mod setup;

use crate::opponent::{Assessment, Opponent, Order, Thought, Unable};
use crate::search::{Searcher, Settings};
use crate::seen::Seen;
use games::junqi::{Junqi, JunqiOptions, Move};
use games::{GameRng, Phase, RuleOptions, Rules};
use knowledge::{Knowledge, squares};
use search::JunqiSearch;

/// Junqi's nodes cost more than Jungle's (copy-make of a larger position): the share of the level's
/// budget.
const BUDGET_SCALE: f64 = 0.5;

/// Draws of a layout tried per world wanted.
const TRIES_PER_WORLD: usize = 12;

/// How far below the best a move may score and still be picked at level 1.
const BEGINNER_MARGIN: i32 = 150;

/// What a clear edge is in Junqi's evaluation: about an engineer.
pub const DRAW_MARGIN: i32 = 150;

/// The 2-player Junqi opponent.
#[derive(Clone, Copy, Debug)]
pub struct JunqiOpponent;

/// The typed options of checked settings.
fn options_of(settings: &games::Settings) -> Result<JunqiOptions, Unable> {
    JunqiOptions::from_pairs(
        settings
            .pairs()
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str())),
    )
    .map_err(|error| Unable(error.to_string()))
}

/// The worlds searched at each level.
fn worlds(level: crate::Level) -> usize {
    match level.number() {
        1 => 1,
        2 => 2,
        3 => 3,
        4 => 4,
        _ => 6,
    }
}

impl Opponent for JunqiOpponent {
    fn game(&self) -> &'static str {
        <Junqi as Rules>::ABOUT.id
    }

    fn plays(&self, settings: &games::Settings) -> Result<(), Unable> {
        let config = options_of(settings)?.config();
        if config.flag_carrier || config.hq_exit {
            return Err(Unable(
                "I play Junqi only with flag_carrier=off and hq_exit=off.".to_owned(),
            ));
        }
        Ok(())
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        let options = options_of(&seen.settings())?;
        let mut rng = GameRng::from_seed(order.seed);
        if seen.phase() == Phase::Setup {
            let mine = setup::setup(&mut rng);
            return Ok(Thought {
                actions: vec![format!("setup {mine}"), "ready".to_owned()],
                nodes: 0,
                depth: 0,
                score: 0,
            });
        }
        let legal = seen.legal_actions();
        let config = options.config();
        let board = config.board();
        let moves: Vec<(Move, &String)> = legal
            .iter()
            .filter_map(|text| {
                let (from, to) = squares(board, text)?;
                Some((Move { from, to }, text))
            })
            .collect();
        let only_pass = || {
            legal
                .iter()
                .find(|text| text.as_str() == "pass")
                .cloned()
                .ok_or_else(|| Unable("I have no legal action.".to_owned()))
        };
        if moves.is_empty() {
            return Ok(Thought {
                actions: vec![only_pass()?],
                nodes: 0,
                depth: 0,
                score: 0,
            });
        }
        let found = sampled(seen, &options, order, &mut rng)?;
        if found.is_empty() {
            let (_, text) = moves[rng.below(moves.len() as u32) as usize];
            return Ok(Thought {
                actions: vec![text.clone()],
                nodes: 0,
                depth: 0,
                score: 0,
            });
        }
        let share = BUDGET_SCALE / found.len() as f64;
        let mut totals = vec![0i64; moves.len()];
        let (mut nodes, mut depth) = (0, u32::MAX);
        for world in &found {
            let limits = order.level.limits(order.pace, share, order.start);
            let mut searcher = Searcher::new(order.level.table_bits(), Settings::default());
            let mut search = JunqiSearch::new(world.clone());
            let scored = searcher.score_moves(&mut search, limits, &[]);
            nodes += scored.nodes;
            depth = depth.min(scored.depth);
            for (total, (mv, _)) in totals.iter_mut().zip(&moves) {
                // A move the world does not list (it cannot differ, but be safe) counts as the worst.
                *total += scored
                    .moves
                    .iter()
                    .find(|(candidate, _)| candidate == mv)
                    .map_or(-(1 << 20), |&(_, score)| i64::from(score));
            }
        }
        let best = *totals.iter().max().expect("a move");
        let floor = if order.level.number() == 1 {
            best - i64::from(BEGINNER_MARGIN) * found.len() as i64
        } else {
            best
        };
        let candidates: Vec<usize> = (0..moves.len()).filter(|&i| totals[i] >= floor).collect();
        let pick = candidates[rng.below(candidates.len() as u32) as usize];
        Ok(Thought {
            actions: vec![moves[pick].1.clone()],
            nodes,
            depth,
            score: (totals[pick] / found.len() as i64) as i32,
        })
    }

    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
        let options = options_of(&seen.settings())?;
        if seen.phase() == Phase::Setup {
            return Err(Unable("The game has not started.".to_owned()));
        }
        let mut rng = GameRng::from_seed(order.seed);
        let found = sampled(seen, &options, order, &mut rng)?;
        if found.is_empty() {
            return Err(Unable(
                "I cannot tell how I stand: no layout of the enemy fits what I saw.".to_owned(),
            ));
        }
        let share = BUDGET_SCALE / found.len() as f64;
        let (mut total, mut nodes) = (0i64, 0);
        for world in &found {
            let limits = order.level.limits(order.pace, share, order.start);
            let mut searcher = Searcher::new(order.level.table_bits(), Settings::default());
            let to_move = world.to_move();
            let scored = searcher.search(&mut JunqiSearch::new(world.clone()), limits, &[]);
            nodes += scored.nodes;
            let mine = if to_move == seen.seat().0 {
                scored.score
            } else {
                -scored.score
            };
            total += i64::from(mine);
        }
        Ok(Assessment {
            score: (total / found.len() as i64) as i32,
            margin: DRAW_MARGIN,
            nodes,
        })
    }
}

/// The worlds the level samples: enemy layouts that fit everything the seat saw, each played to now.
fn sampled(
    seen: &Seen<'_>,
    options: &JunqiOptions,
    order: &Order,
    rng: &mut GameRng,
) -> Result<Vec<games::junqi::Position>, Unable> {
    let config = options.config();
    let record = seen.record();
    let knowledge = Knowledge::read(config, seen.seat().0, &record)?;
    let wanted = worlds(order.level);
    let mut found = Vec::new();
    for _ in 0..wanted * TRIES_PER_WORLD {
        if found.len() == wanted {
            break;
        }
        if let Some(world) = sample::layout(&knowledge, rng)
            .and_then(|layout| sample::world(&knowledge, options, &record, &layout))
        {
            found.push(world);
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests;
