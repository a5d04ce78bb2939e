//! The 翻棋 (Blind Junqi) opponent: expectimax over flips, from the public record alone.
//!
//! In 翻棋 nobody knows a face-down piece, its own seat included, and face-down pieces never move, so
//! everything a seat may know is public and the game is, for a player, a game of perfect information
//! with chance: each flip draws a piece from those nobody has seen. The opponent therefore does not
//! sample many worlds and average them, as the 2-player Junqi opponent must ([`crate::junqi`]), where
//! the enemy knows its own setup; it builds one world from the record ([`world`]: flipped points get
//! what their flips showed, the unseen pieces are dealt at random, and the record is played again by
//! the game's own rules), and searches it by expectimax ([`search`]): every flip is a chance node over
//! the identities still face down, weighted by their counts, so no deal is ever trusted. Since the search
//! reads face-down pieces only as those public counts, and its keys leave them out, the move it picks
//! depends on the record alone: two games whose face-down pieces differ but whose records read alike get
//! the same move (a test shows it), and so do two deals of the same record.
//!
//! | level | play | node budget |
//! |---|---|---|
//! | 1 | a random move among those within 300 of the best at 1 ply, a win when it sees one | 1 000 |
//! | 2 | a random move among those within 200 of the best at 2 plies, a win when it sees one | 2 000 |
//! | 3 | the best move of a small search | 7 500 |
//! | 4 | the best move of a full search | 60 000 |
//! | 5 | the best move of a full search | 1 000 000 |
//!
//! The steps are larger than the perfect-information games' from level 4 up: with the luck of the
//! flips, a fourfold budget (250 000 against 60 000, or 1 000 000 against 250 000) did not win clearly.
//! Depths reached from the start and in the middle game: levels 1–3 one ply, level 4 one from the
//! start and two or three in the middle game, level 5 three (the root's flips searched outcome by
//! outcome, later flips near the horizon valued statically, see [`search`]).
//!
//! # Strength
//!
//! Each level against the one below: `docs/strength.md`.
//!
//! It passes only when it has nothing else to do. Should the record not replay (which no game of the
//! rules produces), it plays a random legal flip or move rather than stall. It plays under every
//! option of the game.

pub mod search;
pub mod world;

use crate::Level;
use crate::level::{Plan, choose};
use crate::opponent::{Assessment, Opponent, Order, Thought, Unable, for_seat};
use crate::seen::Seen;
use games::junqi::{Fanqi, FanqiOptions};
use games::{GameRng, Phase, RuleOptions, Rules};
use search::{Action, FanqiSearch};

/// How `level` plays 翻棋: the table in this module's documentation.
fn plan(level: Level) -> Plan {
    match level.number() {
        1 => Plan::sampled(1_000, 1, 300),
        2 => Plan::sampled(2_000, 2, 200),
        3 => Plan::best(7_500, 14),
        4 => Plan::best(60_000, 16),
        _ => Plan::best(1_000_000, 18),
    }
}

/// What a clear edge is in the evaluation: about an engineer.
pub const DRAW_MARGIN: i32 = 150;

/// The 翻棋 opponent.
#[derive(Clone, Copy, Debug)]
pub struct FanqiOpponent;

/// The typed options of checked settings.
fn options_of(settings: &games::Settings) -> Result<FanqiOptions, Unable> {
    FanqiOptions::from_pairs(
        settings
            .pairs()
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str())),
    )
    .map_err(|error| Unable(error.0))
}

/// The canonical text of a search's action (`a6-a7`, `a6xa7`, `flip c4`) in `search`'s position.
fn text_of(search: &FanqiSearch, action: Action) -> Option<String> {
    let position = search.position();
    let board = position.board();
    match action {
        Action::Go(mv) => {
            let sep = if position.piece(mv.to).is_some() {
                'x'
            } else {
                '-'
            };
            Some(format!("{}{sep}{}", board.name(mv.from), board.name(mv.to)))
        }
        Action::Flip(at) => Some(format!("flip {}", board.name(at))),
        Action::Reveal { .. } => None,
    }
}

impl Opponent for FanqiOpponent {
    fn margin(&self) -> i32 {
        DRAW_MARGIN
    }

    fn game(&self) -> &'static str {
        <Fanqi as Rules>::ABOUT.id
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        let options = options_of(&seen.settings())?;
        let mut rng = GameRng::from_seed(order.seed);
        let legal = seen.legal_actions();
        let acting: Vec<&String> = legal.iter().filter(|text| *text != "pass").collect();
        let pass = |nodes| {
            legal
                .iter()
                .find(|text| text.as_str() == "pass")
                .map(|text| Thought {
                    actions: vec![text.clone()],
                    nodes,
                    depth: 0,
                    score: 0,
                })
                .ok_or_else(|| Unable::plain("unable-no-action"))
        };
        if acting.is_empty() {
            return pass(0);
        }
        let Ok(world) = world::world(&seen.record(), &options, seen.seat().0, true, &mut rng)
        else {
            let text = acting[rng.below(acting.len() as u32) as usize];
            return Ok(Thought {
                actions: vec![text.clone()],
                nodes: 0,
                depth: 0,
                score: 0,
            });
        };
        let plan = plan(order.level);
        let mut search = FanqiSearch::new(world);
        let mut searcher = plan.searcher();
        let found = choose(
            &mut search,
            &[],
            plan.sampling,
            plan.limits(order),
            &mut searcher,
            &mut rng,
        );
        let Some(text) = found.best.and_then(|best| text_of(&search, best)) else {
            return pass(found.nodes);
        };
        if !legal.contains(&text) {
            return Err(Unable::new(
                "unable-misread",
                vec![("action", text.as_str().into())],
            ));
        }
        Ok(Thought {
            actions: vec![text],
            nodes: found.nodes,
            depth: found.depth,
            score: found.score,
        })
    }

    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
        let options = options_of(&seen.settings())?;
        if seen.phase() != Phase::Play {
            return Err(Unable::plain("unable-not-in-play"));
        }
        let mut rng = GameRng::from_seed(order.seed);
        let world = world::world(
            &seen.record(),
            &options,
            seen.seat().0,
            seen.to_act(),
            &mut rng,
        )?;
        let plan = plan(order.level);
        let mut search = FanqiSearch::new(world);
        let mut searcher = plan.searcher();
        let found = searcher.search(&mut search, plan.limits(order), &[]);
        Ok(Assessment {
            score: for_seat(seen, found.score),
            margin: DRAW_MARGIN,
            nodes: found.nodes,
        })
    }
}

#[cfg(test)]
mod tests;
