//! The Junqi opponents, for the 2-player game ([`JunqiOpponent`]) and for the 4-player board
//! ([`Junqi4Opponent`]: four players two against two, three each for itself, or two): they play from what
//! their seat knows, never from the hidden pieces.
//!
//! They read the game only through [`Seen`]: the options, the setups the seat may read (its own; its
//! partner's under `visibility=allied`), the record of every turn as its seat may read it, and its legal
//! actions. [`knowledge`] follows every piece from where it started and narrows the kinds each hidden piece
//! may still be; [`sample`] draws whole layouts of every hidden setup that fit (on the 4-player board the
//! two opponents' and, unless allied, the partner's), plays the record again in each (keeping only the
//! worlds whose record reads exactly like the seat's), and [`search`] scores every move in each world;
//! the move with the best average wins (determinisation). On the 4-player board the search in a world is
//! team against team: each seat moves in the game's turn order, eliminated seats skipped, the seat and its
//! partner maximising together against the two opponents (with three players, the seat against the other
//! two). Since all it reads is what its seat sees, two games that look the same to the seat get the same
//! move, whatever the hidden pieces are (tests swap them).
//!
//! | level | worlds | search per world |
//! |---|---|---|
//! | 1 | 1 | the level's budget; a random move among those nearly as good as the best |
//! | 2 | 2 | half the budget each |
//! | 3 | 3 | a third each |
//! | 4 | 4 | a quarter each |
//! | 5 | 6 | a sixth each |
//!
//! The same table serves both boards; a node on the 4-player board costs about twice one on the
//! 2-player board, so the same budget searches less deep there.
//!
//! Their setups come from [`setup`] (a setup is in the seat's own coordinates, so one plan serves every
//! arm): the flag walled in by mines, varied from game to game. Should no world fit (a record this reading
//! does not cover), they play a random legal move rather than stall; a seat with no move but `pass`
//! passes. 翻棋, where nobody knows a face-down piece, has its own opponent ([`crate::fanqi`]).
//!
//! # Strength
//!
//! Each level against the one below, on both boards: `docs/strength.md`.

pub mod knowledge;
pub mod sample;
pub mod search;
pub mod setup;

use crate::opponent::{Assessment, Opponent, Order, Thought, Unable};
use crate::search::{Searchable, Searcher, Settings};
use crate::seen::Seen;
use games::junqi::{Flavour, FourPlayers, Move, Position, TwoPlayers, Variant};
use games::{GameRng, Phase, Rules};
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

/// The opponent for Junqi on the 4-player board (`junqi4`), for any number of players.
#[derive(Clone, Copy, Debug)]
pub struct Junqi4Opponent;

/// The typed options of checked settings.
fn options_of<F: Flavour>(settings: &games::Settings) -> Result<F::Options, Unable> {
    <F::Options as games::RuleOptions>::from_pairs(
        settings
            .pairs()
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str())),
    )
    .map_err(|error| Unable(error.0))
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

/// Whether the opponent plays the game under these settings.
fn plays<F: Flavour>(settings: &games::Settings) -> Result<(), Unable> {
    let config = F::config(&options_of::<F>(settings)?);
    if config.flag_carrier || config.hq_exit {
        return Err(Unable::plain(
            if config.table.mode == games::junqi::Mode::Two {
                "unable-junqi-options"
            } else {
                "unable-junqi4-options"
            },
        ));
    }
    Ok(())
}

/// The seat's actions: its setup and `ready` during the setup phase, then a move found in the sampled
/// worlds.
fn think<F: Flavour>(seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
    let options = options_of::<F>(&seen.settings())?;
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
    let board = F::config(&options).board();
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
            .ok_or_else(|| Unable::plain("unable-no-action"))
    };
    if moves.is_empty() {
        return Ok(Thought {
            actions: vec![only_pass()?],
            nodes: 0,
            depth: 0,
            score: 0,
        });
    }
    let found = sampled::<F>(seen, &options, order, &mut rng)?;
    if found.is_empty() {
        let (_, text) = moves[rng.below(moves.len() as u32) as usize];
        return Ok(Thought {
            actions: vec![text.clone()],
            nodes: 0,
            depth: 0,
            score: 0,
        });
    }
    let me = seen.seat().0;
    let share = BUDGET_SCALE / found.len() as f64;
    let mut totals = vec![0i64; moves.len()];
    let (mut nodes, mut depth) = (0, u32::MAX);
    for world in &found {
        let limits = order.level.limits(order.pace, share, order.start);
        let mut searcher = Searcher::new(order.level.table_bits(), Settings::default());
        let mut search = JunqiSearch::new(world.clone(), me);
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

/// How the seat stands: the mean of a search of each sampled world from whoever is to act there.
fn assess<F: Flavour>(seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
    let options = options_of::<F>(&seen.settings())?;
    if seen.phase() == Phase::Setup {
        return Err(Unable::plain("unable-not-started"));
    }
    let mut rng = GameRng::from_seed(order.seed);
    let found = sampled::<F>(seen, &options, order, &mut rng)?;
    if found.is_empty() {
        return Err(Unable::plain("unable-no-layout"));
    }
    let share = BUDGET_SCALE / found.len() as f64;
    let (mut total, mut nodes) = (0i64, 0);
    for world in &found {
        let limits = order.level.limits(order.pace, share, order.start);
        let mut searcher = Searcher::new(order.level.table_bits(), Settings::default());
        let mut search = JunqiSearch::new(world.clone(), seen.seat().0);
        let ours = search.side() == 0;
        let scored = searcher.search(&mut search, limits, &[]);
        nodes += scored.nodes;
        total += i64::from(if ours { scored.score } else { -scored.score });
    }
    Ok(Assessment {
        score: (total / found.len() as i64) as i32,
        margin: DRAW_MARGIN,
        nodes,
    })
}

impl Opponent for JunqiOpponent {
    fn game(&self) -> &'static str {
        <Variant<TwoPlayers> as Rules>::ABOUT.id
    }

    fn plays(&self, settings: &games::Settings) -> Result<(), Unable> {
        plays::<TwoPlayers>(settings)
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        think::<TwoPlayers>(seen, order)
    }

    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
        assess::<TwoPlayers>(seen, order)
    }
}

impl Opponent for Junqi4Opponent {
    fn game(&self) -> &'static str {
        <Variant<FourPlayers> as Rules>::ABOUT.id
    }

    fn plays(&self, settings: &games::Settings) -> Result<(), Unable> {
        plays::<FourPlayers>(settings)
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        think::<FourPlayers>(seen, order)
    }

    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
        assess::<FourPlayers>(seen, order)
    }
}

/// The worlds the level samples: layouts of the hidden setups that fit everything the seat saw, each
/// played to now.
fn sampled<F: Flavour>(
    seen: &Seen<'_>,
    options: &F::Options,
    order: &Order,
    rng: &mut GameRng,
) -> Result<Vec<Position>, Unable> {
    let config = F::config(options);
    let record = seen.record();
    let knowledge = Knowledge::read(config, seen.seat().0, &record)?;
    let wanted = worlds(order.level);
    let mut found = Vec::new();
    for _ in 0..wanted * TRIES_PER_WORLD {
        if found.len() == wanted {
            break;
        }
        if let Some(world) = sample::layout(&knowledge, rng)
            .and_then(|layout| sample::world::<F>(&knowledge, options, &record, &layout))
        {
            found.push(world);
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests4;
