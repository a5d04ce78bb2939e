//! Cetkaik's opponent: expectimax over the stick casts, alpha-beta between them, on a compact board of
//! its own, and the ty mok1 / ta xot1 decision weighed in the same search.
//!
//! * [`board`]: the compact board (a byte per square, hands as counts, a Zobrist key).
//! * [`movegen`]: the legal moves and the landings after a cast, the same lists as the game's engine
//!   (the tests compare them in random positions of both presets); the engine itself is far too slow
//!   to search with (about 170 µs a position).
//! * [`hands`]: the hands a hop1 zuo1 holds, counted as the engine counts them, and how near it is to
//!   the others.
//! * [`eval`]: everything in one unit, the equity of the whole game (the chance of winning less the
//!   chance of losing), from a hand-tuned model of a season: the end of a season is valued by its new
//!   scores and the seasons left, a position inside a season by who is likelier to form the next hand.
//! * [`search`]: the turn as a state machine behind [`Searchable`](crate::search::Searchable): moves,
//!   chance nodes for the water cast (½) and the stepping cast (1, 5, 10, 10, 5, 1 in 32), the landing,
//!   and the decision.
//!
//! # The decision
//!
//! After a move that forms a hand, the bot searches both choices like any other: ta xot1 is a leaf
//! whose equity is exact (the game's end, or the next season's start with the scores it gives); ty
//! mok1 doubles the stake, hands the move to the opponent and is searched as deep as the level goes.
//! So it ends the season when the hand in hand is worth more than what continuing can be expected to
//! bring at the doubled stake, with the scores and the seasons left (in Winter, a ta xot1 that wins
//! the game is always taken, and one that loses it never).
//!
//! # Levels
//!
//! | level | play | node budget |
//! |---|---|---|
//! | 1 | a random move among those within 200 of the best as far as its nodes score them, a win when it sees one | 4 000 |
//! | 2 | a random move among those within 100 of the best at one ply, a win when it sees one | 15 000 |
//! | 3 | the best move of a small search | 15 000 |
//! | 4 | the best move of a full search | 60 000 |
//! | 5 | the best move of a full search | 250 000 |
//!
//! The steps differ from the shared ladder's ([`crate::level`]): its level 2 won 99 games in 100
//! against level 1, and its level 5 (four times level 4's nodes) did not win clearly against level 4,
//! so level 2 is a step between the two lowest and level 5 has what was the shared ladder's level 4
//! (`docs/strength.md`). Both sample to 2 plies, but a turn has some 250 moves, each with its casts and
//! captures to search: level 1's nodes score them at one ply, not always all of them, level 2's score
//! every one at one ply. Level 2 picks at random, since two levels that always play their best move
//! can repeat a season's moves until the game is called a draw. On the clock each level thinks for
//! its own time, up to eight times its node budget.
//!
//! # Playing through the host
//!
//! The bot acts one step at a time, like a player: a move; after a stepping cast (the host casts), the
//! square to land on or giving up; after a hand, `tymok` or `taxot`. Each action is checked against the
//! game's own legal list before it is given.

pub mod board;
pub mod eval;
pub mod hands;
pub mod movegen;
pub mod search;

#[cfg(test)]
mod tests;

use crate::Level;
use crate::level::{Plan, choose};
use crate::opponent::{Assessment, Opponent, Order, Thought, Unable, for_seat};
use crate::seen::Seen;
use board::{colour_of, square};
use games::cetkaik::notation::canonical;
use games::cetkaik::{Action, Cetkaik, Choice, Kind, Move, State, Step};
use games::{GameRng, Rules};
use movegen::Mv;
use search::{CetkaikSearch, Stage};

/// How `level` plays Cetkaik: the table in this module's documentation.
fn plan(level: Level) -> Plan {
    match level.number() {
        1 => Plan::sampled(4_000, 2, 200),
        2 => Plan::sampled(15_000, 2, 100),
        3 => Plan::best(15_000, 14),
        4 => Plan::best(60_000, 16),
        _ => Plan::best(250_000, 18),
    }
}

/// What a clear edge is in equity (a tenth of the way from even to a certain win): a draw is taken
/// unless the bot stands better by more.
pub const DRAW_MARGIN: i32 = 1_000;

/// The stage of the search for the step the game waits for; `None` once it is over.
pub fn stage_of(state: &State) -> Option<Stage> {
    Some(match &state.step {
        Step::Move => Stage::Move,
        Step::CastChoice(flight) => Stage::Landing {
            src: flight.src.index() as u8,
            step: flight.step.index() as u8,
            declared: flight.declared.index() as u8,
            count: flight.cast.count(),
        },
        Step::Decision(decision) => Stage::Decide {
            total: decision.total(&state.position),
        },
        Step::Over(_) => return None,
    })
}

/// The search of a game's current step, or `None` once it is over.
pub fn search_of(game: &Cetkaik) -> Option<CetkaikSearch> {
    let state = game.state();
    Some(CetkaikSearch::new(
        &state.position,
        stage_of(state)?,
        game.preset(),
    ))
}

/// The game's choice for a search move (never a chance outcome).
pub fn choice_of(mv: Mv) -> Option<Choice> {
    let sq = square;
    Some(match mv {
        Mv::Plain { src, dest } => Choice::Move(Move::Plain {
            src: sq(src),
            dest: sq(dest),
        }),
        Mv::Step { src, step, dest } => Choice::Move(Move::Step {
            src: sq(src),
            step: sq(step),
            dest: sq(dest),
        }),
        Mv::Ranged {
            src,
            step,
            declared,
        } => Choice::Move(Move::StepRanged {
            src: sq(src),
            step: sq(step),
            declared: sq(declared),
        }),
        Mv::Drop { colour, kind, dest } => Choice::Move(Move::Drop {
            colour: colour_of(colour),
            kind: Kind::ALL[usize::from(kind)],
            dest: sq(dest),
        }),
        Mv::Tam { src, first, second } => Choice::Move(Move::Tam {
            src: sq(src),
            first: sq(first),
            second: sq(second),
        }),
        Mv::TamStepFirst {
            src,
            step,
            first,
            second,
        } => Choice::Move(Move::TamStepFirst {
            src: sq(src),
            step: sq(step),
            first: sq(first),
            second: sq(second),
        }),
        Mv::TamStepSecond {
            src,
            first,
            step,
            second,
        } => Choice::Move(Move::TamStepSecond {
            src: sq(src),
            first: sq(first),
            step: sq(step),
            second: sq(second),
        }),
        Mv::Land(landing) => Choice::Land(landing.map(sq)),
        Mv::TyMok => Choice::TyMok,
        Mv::TaXot => Choice::TaXot,
        Mv::Water(_) | Mv::Sticks(_) => return None,
    })
}

/// The Cetkaik opponent.
#[derive(Clone, Copy, Debug)]
pub struct CetkaikOpponent;

impl Opponent for CetkaikOpponent {
    fn margin(&self) -> i32 {
        DRAW_MARGIN
    }

    fn game(&self) -> &'static str {
        <Cetkaik as Rules>::ABOUT.id
    }

    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
        let game: Cetkaik = crate::jungle::open_game(seen)?;
        let mut search = search_of(&game).ok_or_else(|| Unable::plain("unable-game-over"))?;
        let plan = plan(order.level);
        let mut searcher = plan.searcher();
        let mut rng = GameRng::from_seed(order.seed);
        let found = choose(
            &mut search,
            &[],
            plan.sampling,
            plan.limits(order),
            &mut searcher,
            &mut rng,
        );
        let legal = game.state().choices(game.preset());
        let chosen = found.best.and_then(choice_of);
        debug_assert!(
            chosen.is_some_and(|choice| legal.contains(&choice)),
            "the search chose {:?}, which is not among the legal {legal:?}",
            found.best
        );
        // A choice the game would refuse is never given: the first legal one stands in.
        let choice = chosen
            .filter(|choice| legal.contains(choice))
            .or_else(|| legal.first().copied())
            .ok_or_else(|| Unable::plain("unable-no-move"))?;
        Ok(Thought {
            actions: vec![canonical(&Action::from(choice))],
            nodes: found.nodes,
            depth: found.depth,
            score: found.score,
        })
    }

    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
        let game: Cetkaik = crate::jungle::open_game(seen)?;
        let mut search = search_of(&game).ok_or_else(|| Unable::plain("unable-game-over"))?;
        let plan = plan(order.level);
        let found = plan.searcher().search(&mut search, plan.limits(order), &[]);
        Ok(Assessment {
            score: for_seat(seen, found.score),
            margin: DRAW_MARGIN,
            nodes: found.nodes,
        })
    }
}
