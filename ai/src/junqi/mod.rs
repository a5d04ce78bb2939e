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
//! Each world is searched on an equal share of the level's budget. From level 4 on, the worlds lean
//! toward the likely layouts ([`sample::layout`]: mines walling in the flag, bombs off the back rows, an
//! attacker rather strong). On the 2-player board they are many, and an attack on a hidden piece is
//! scored for its expected outcome over the kinds the piece may be (over more layouts than it searches)
//! rather than for the one kind a world drew.
//!
//! | level | worlds (2-player board) | worlds (4-player board) | layouts | attacks on hidden pieces | evaluation | node budget (2-player board, 4-player board) |
//! |---|---|---|---|---|---|---|
//! | 1 | 1 | 1 | even | as the world has it; a random move among those within 300 of the best | hand-set | 1 000 |
//! | 2 | 1 | 1 | even | as the world has it; a random move among those within 150 of the best | hand-set | 2 000 |
//! | 3 | 2 | 2 | even | as the worlds have it | hand-set | 7 500 |
//! | 4 | 12 | 3 | weighed | expected over 32 layouts (2-player board) | hand-set | 30 000 |
//! | 5 | 24 | 4 | weighed | expected over 64 layouts (2-player board) | tuned by play | 500 000, 125 000 |
//!
//! The evaluation's weights ([`search::Weights`]) are set by hand for the lower levels and tuned by play
//! (Texel's method, the `tune_junqi` example) for the top one. Each level's plan is one that wins
//! clearly against the level below (`docs/strength.md`). On the 2-player board level 5 searches about
//! sixteen times level 4's nodes: a plan in between, on four times level 4's nodes, won clearly against
//! it, but level 5 did not win clearly against that plan, so it is no level. On the 4-player board level
//! 5 searches four times level 4's nodes, as much as keeps a move near its think time.
//!
//! A node on the 4-player board costs about twice one on the 2-player board, so the same budget searches
//! less deep there; it keeps to fewer worlds. On the clock each world stops by its share of the think
//! time, so the last worlds get theirs too.
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
mod review;
pub mod sample;
pub mod search;
pub mod setup;

use crate::opponent::{Assessment, Opponent, Order, Thought, Unable};
use crate::search::{Limits, Searchable, Searcher, Settings, WIN};
use crate::seen::Seen;
use games::junqi::{
    Clash, Flavour, FourPlayers, Kind, Mode, Move, Position, TwoPlayers, Variant, resolve,
};
use games::{GameRng, Phase, Rules};
use knowledge::{Knowledge, squares};
use search::{JunqiSearch, Weights};

/// Draws of a layout tried per world wanted.
const TRIES_PER_WORLD: usize = 12;

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
    if moves.is_empty() {
        let pass = legal
            .iter()
            .find(|text| text.as_str() == "pass")
            .cloned()
            .ok_or_else(|| Unable::plain("unable-no-action"))?;
        return Ok(unsearched(pass));
    }
    let plan = Plan::of(order.level, F::config(&options).table.mode);
    let (knowledge, found) = sampled::<F>(seen, &options, plan, &mut rng)?;
    if found.is_empty() {
        let (_, text) = moves[rng.below(moves.len() as u32) as usize];
        return Ok(unsearched(text.clone()));
    }
    let marginals = (plan.marginals > 0).then(|| marginals(&knowledge, &mut rng, plan));
    let judged = Judged {
        knowledge: &knowledge,
        marginals: marginals.as_deref(),
        me: seen.seat().0,
        plan,
    };
    let (totals, nodes, depth) = judged.totals(&moves, &found, order);
    let best = *totals.iter().max().expect("a move");
    let floor = best - i64::from(plan.margin) * found.len() as i64;
    let candidates: Vec<usize> = (0..moves.len()).filter(|&i| totals[i] >= floor).collect();
    let pick = candidates[rng.below(candidates.len() as u32) as usize];
    Ok(Thought {
        actions: vec![moves[pick].1.clone()],
        nodes,
        depth,
        score: (totals[pick] / found.len() as i64) as i32,
    })
}

/// A thought that searched nothing: this one action.
fn unsearched(action: String) -> Thought {
    Thought {
        actions: vec![action],
        nodes: 0,
        depth: 0,
        score: 0,
    }
}

/// What the moves are judged by in every sampled world: what the seat knows, the marginal chances of
/// each piece's kind (when the plan weighs expected attacks), the seat, and the plan.
struct Judged<'a> {
    knowledge: &'a Knowledge,
    marginals: Option<&'a [[f64; 12]]>,
    me: u8,
    plan: Plan,
}

impl Judged<'_> {
    /// Each move's score summed over the `worlds` (a search of each, plus its expected attack), with
    /// the nodes searched and the least depth reached.
    fn totals(
        &self,
        moves: &[(Move, &String)],
        worlds: &[Position],
        order: &Order,
    ) -> (Vec<i64>, u64, u32) {
        let plan = self.plan;
        let mut totals = vec![0i64; moves.len()];
        let (mut nodes, mut depth) = (0, u32::MAX);
        // One searcher serves every world, forgetting the last world before the next (cheaper than a new
        // table for each).
        let mut searcher = Searcher::new(plan.table_bits, Settings::default());
        for (index, world) in worlds.iter().enumerate() {
            if index > 0 {
                searcher.clear();
            }
            let limits = plan.world_limits(order, index, worlds.len());
            let mut search = JunqiSearch::new(world.clone(), self.me, plan.weights);
            let scored = searcher.score_moves(&mut search, limits, &[]);
            nodes += scored.nodes;
            depth = depth.min(scored.depth);
            for (total, (mv, _)) in totals.iter_mut().zip(moves) {
                // A move the world does not list (it cannot differ, but be safe) counts as the worst.
                let Some(&(_, score)) = scored.moves.iter().find(|(candidate, _)| candidate == mv)
                else {
                    *total -= 1 << 20;
                    continue;
                };
                *total += i64::from(score)
                    + self.marginals.map_or(0, |marginals| {
                        expected_attack(self.knowledge, marginals, world, *mv, plan.weights)
                    });
            }
        }
        (totals, nodes, depth)
    }
}

/// How the seat stands: the mean of a search of each sampled world from whoever is to act there.
fn assess<F: Flavour>(seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable> {
    let options = options_of::<F>(&seen.settings())?;
    if seen.phase() == Phase::Setup {
        return Err(Unable::plain("unable-not-started"));
    }
    let mut rng = GameRng::from_seed(order.seed);
    let plan = Plan::of(order.level, F::config(&options).table.mode);
    let (_, found) = sampled::<F>(seen, &options, plan, &mut rng)?;
    if found.is_empty() {
        return Err(Unable::plain("unable-no-layout"));
    }
    let (mut total, mut nodes) = (0i64, 0);
    // One searcher serves every world, forgetting the last world before the next (cheaper than a new
    // table for each).
    let mut searcher = Searcher::new(plan.table_bits, Settings::default());
    for (index, world) in found.iter().enumerate() {
        if index > 0 {
            searcher.clear();
        }
        let limits = plan.world_limits(order, index, found.len());
        let mut search = JunqiSearch::new(world.clone(), seen.seat().0, plan.weights);
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
    fn margin(&self) -> i32 {
        DRAW_MARGIN
    }

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

    fn probe(
        &self,
        game: &dyn games::Game,
        order: &Order,
    ) -> Result<crate::opponent::Probe, Unable> {
        review::probe::<TwoPlayers>(game, order)
    }
}

impl Opponent for Junqi4Opponent {
    fn margin(&self) -> i32 {
        DRAW_MARGIN
    }

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

    fn probe(
        &self,
        game: &dyn games::Game,
        order: &Order,
    ) -> Result<crate::opponent::Probe, Unable> {
        review::probe::<FourPlayers>(game, order)
    }
}

/// What the seat knows, and the worlds its plan samples: layouts of the hidden setups that fit
/// everything the seat saw, each played to now.
fn sampled<F: Flavour>(
    seen: &Seen<'_>,
    options: &F::Options,
    plan: Plan,
    rng: &mut GameRng,
) -> Result<(Knowledge, Vec<Position>), Unable> {
    let config = F::config(options);
    let record = seen.record();
    let knowledge = Knowledge::read(config, seen.seat().0, &record)?;
    let wanted = plan.worlds;
    let mut found = Vec::new();
    for _ in 0..wanted * TRIES_PER_WORLD {
        if found.len() == wanted {
            break;
        }
        if let Some(world) = sample::layout(&knowledge, rng, plan.weighed)
            .and_then(|layout| sample::world::<F>(&knowledge, options, &record, &layout))
        {
            found.push(world);
        }
    }
    Ok((knowledge, found))
}

/// How a level plays: how it reads the hidden pieces, how hard it searches, how it picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Plan {
    /// The worlds searched, each on an equal share of the budget.
    worlds: usize,
    /// Whether layouts lean toward the likely ones ([`sample::layout`]'s prior) rather than being drawn
    /// evenly over those that fit.
    weighed: bool,
    /// The layouts drawn to tell how likely each hidden piece is to be each kind, by which an attack on a
    /// hidden piece is scored for its expected outcome ([`expected_attack`]); 0 for none.
    marginals: usize,
    /// The evaluation's weights.
    weights: &'static Weights,
    /// The node budget of a move, shared by its worlds (on the clock, the level's think time stops it
    /// too).
    nodes: u64,
    /// The size (bits) of the search's table.
    table_bits: u32,
    /// How far below the best a move may score on average over the worlds and still be picked (0: the
    /// best move alone).
    margin: i32,
}

impl Plan {
    /// The plan of `level` on the board of `mode` (the table in this module's documentation): the
    /// 4-player board keeps to fewer worlds, with no layouts drawn for the attacks, since a node there
    /// costs twice as much.
    fn of(level: crate::Level, mode: Mode) -> Plan {
        let even = |worlds, nodes, margin| Plan {
            worlds,
            weighed: false,
            marginals: 0,
            weights: &Weights::HAND,
            nodes,
            table_bits: 14,
            margin,
        };
        let weighed = |worlds, marginals, weights, nodes, table_bits| Plan {
            worlds,
            weighed: true,
            marginals,
            weights,
            nodes,
            table_bits,
            margin: 0,
        };
        match (level.number(), mode) {
            (1, _) => even(1, 1_000, 300),
            (2, _) => even(1, 2_000, 150),
            (3, _) => even(2, 7_500, 0),
            (4, Mode::Two) => weighed(12, 32, &Weights::HAND, 30_000, 16),
            (_, Mode::Two) => weighed(24, 64, &Weights::TUNED, 500_000, 18),
            (4, _) => weighed(3, 0, &Weights::HAND, 30_000, 16),
            _ => weighed(4, 0, &Weights::TUNED, 125_000, 18),
        }
    }

    /// The limits of the search of world `index` of `count`: its share of the budget, and on the clock a
    /// deadline that leaves the worlds after it their share of the think time.
    fn world_limits(self, order: &Order, index: usize, count: usize) -> Limits {
        let mut limits =
            order
                .level
                .limits_with(self.nodes / count as u64, order.pace, order.start);
        if limits.deadline.is_some() {
            let part = order
                .level
                .think_time()
                .mul_f64((index + 1) as f64 / count as f64);
            limits.deadline = Some(order.start + part);
        }
        limits
    }
}

/// How likely each token is to be each kind (in the order of [`Kind::ALL`]), over the plan's count of
/// layouts.
fn marginals(knowledge: &Knowledge, rng: &mut GameRng, plan: Plan) -> Vec<[f64; 12]> {
    let mut counts = vec![[0.0; 12]; knowledge.tokens.len()];
    let mut drawn = 0;
    for _ in 0..plan.marginals {
        let Some(layout) = sample::layout(knowledge, rng, plan.weighed) else {
            continue;
        };
        drawn += 1;
        for (row, kind) in counts.iter_mut().zip(layout) {
            row[knowledge::index(kind)] += 1.0;
        }
    }
    if drawn > 0 {
        for row in &mut counts {
            for p in row.iter_mut() {
                *p /= f64::from(drawn);
            }
        }
    }
    counts
}

/// What a battle of `attacker` against `defender` (of `owner`) gains the attacker in `position`, as the
/// search counts it by `weights`: the worth of what falls, a win for the flag.
fn gain(position: &Position, attacker: Kind, defender: Kind, owner: u8, weights: &Weights) -> i64 {
    let mines = position
        .board()
        .squares()
        .filter(|&at| {
            position
                .piece(at)
                .is_some_and(|piece| piece.owner == owner && piece.kind == Kind::Mine)
        })
        .count();
    let result = resolve(position.config(), attacker, defender, mines);
    if result.flag_taken {
        return i64::from(WIN);
    }
    i64::from(match result.clash {
        Clash::AttackerWins => weights.worth(defender),
        Clash::DefenderWins => -weights.worth(attacker),
        Clash::BothRemoved => weights.worth(defender) - weights.worth(attacker),
    })
}

/// For a move of `world` that attacks a piece the seat has not made out: what to add to the world's
/// score so that the battle counts for what it gains on average over the kinds the piece may be
/// (`marginals`) rather than against the one kind the world drew (a control variate: the world's
/// score less the battle's gain there, plus its expected gain). 0 for any other move.
fn expected_attack(
    knowledge: &Knowledge,
    marginals: &[[f64; 12]],
    world: &Position,
    mv: Move,
    weights: &Weights,
) -> i64 {
    let (Some(attacker), Some(defender)) = (world.piece(mv.from), world.piece(mv.to)) else {
        return 0;
    };
    let Some(token) = knowledge.token_on(mv.to) else {
        return 0;
    };
    let hidden = &knowledge.tokens[token];
    if knowledge.reads(hidden.seat) || hidden.domain.count_ones() < 2 {
        return 0;
    }
    let expected: f64 = Kind::ALL
        .into_iter()
        .zip(marginals[token])
        .filter(|&(_, p)| p > 0.0)
        .map(|(kind, p)| p * gain(world, attacker.kind, kind, defender.owner, weights) as f64)
        .sum();
    expected as i64 - gain(world, attacker.kind, defender.kind, defender.owner, weights)
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests4;
