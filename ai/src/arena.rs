//! Games between contestants through the host's own interface ([`games::Game`] driven by text), for
//! measuring strength: each contestant acts for its seat exactly as the bot would, through [`Seen`].

use crate::level::Level;
use crate::opponent::{Order, Unable, think};
use crate::seen::Seen;
use games::{Game, GameEntry, GameRng, Outcome, Phase, Seat, Settings};
use std::time::Duration;

/// Someone who plays a seat.
pub trait Contestant {
    /// Its name in tables.
    fn name(&self) -> String;

    /// The actions its seat plays now in `game`, and the nodes it searched. `seed` varies per turn.
    fn act(&mut self, game: &dyn Game, seat: Seat, seed: u64)
    -> Result<(Vec<String>, u64), Unable>;
}

/// The bot at a level, on its node budget (deterministic).
#[derive(Clone, Copy, Debug)]
pub struct Bot(pub Level);

impl Contestant for Bot {
    fn name(&self) -> String {
        format!("level {}", self.0.number())
    }

    fn act(
        &mut self,
        game: &dyn Game,
        seat: Seat,
        seed: u64,
    ) -> Result<(Vec<String>, u64), Unable> {
        let thought = think(&Seen::new(game, seat), &Order::measured(self.0, seed))?;
        Ok((thought.actions, thought.nodes))
    }
}

/// What one contestant spent in a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spent {
    /// Nodes searched.
    pub nodes: u64,
    /// Time thinking.
    pub time: Duration,
    /// Turns it thought.
    pub turns: u32,
}

/// How a game between two contestants went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The side that won (the seat, in a game for two; the team, numbered from 0 for the first seat's,
    /// in a team game), or `None` for a draw (also a game stopped at the ply cap).
    pub winner: Option<Seat>,
    /// The outcome, or `None` when stopped at the ply cap.
    pub outcome: Option<Outcome>,
    /// The actions played, the opening included.
    pub plies: usize,
    /// What each side spent.
    pub spent: [Spent; 2],
}

/// Plays a game of `entry` with `settings` from its start (`game_seed` feeds the game's own randomness),
/// first the `opening` actions as they are, then the contestants in seat order, until it is over or
/// `ply_cap` actions were played. `clock` reads the time thinking is measured by (a thread's CPU time
/// measures speed regardless of the machine's load).
///
/// The two contestants are the game's two sides: in a game for two its seats, in a team game its teams
/// (Junqi for four: the first contestant plays South and North, the second East and West), each seat of a
/// team thinking for itself. [`Played::winner`] and [`Played::spent`] are by side.
///
/// # Panics
///
/// If a contestant cannot act or plays an illegal action: a measurement must not go on past a bug; or if
/// the game has more than two sides.
pub fn play(
    entry: &GameEntry,
    settings: &Settings,
    game_seed: u64,
    opening: &[String],
    contestants: [&mut dyn Contestant; 2],
    ply_cap: usize,
    clock: &dyn Fn() -> Duration,
) -> Played {
    let mut game = entry.create(settings, game_seed).expect("valid settings");
    let teams = entry.seating(settings).expect("valid settings").teams;
    assert!(teams.iter().all(|&team| team < 2), "a game of two sides");
    let side = |seat: Seat| usize::from(teams[seat.index()]);
    let mut plies = 0;
    for action in opening {
        let seat = game.to_act()[0];
        game.play(seat, action).expect("a legal opening");
        plies += 1;
    }
    let mut spent = [Spent::default(); 2];
    while game.phase() != Phase::Over && plies < ply_cap {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let seed = game_seed ^ (plies as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let started = clock();
        let (actions, nodes) = contestants[side(seat)]
            .act(game.as_ref(), seat, seed)
            .unwrap_or_else(|why| {
                panic!("{} could not act: {why}", contestants[side(seat)].name())
            });
        let side = &mut spent[side(seat)];
        side.time += clock().saturating_sub(started);
        side.nodes += nodes;
        side.turns += 1;
        for action in &actions {
            game.play(seat, action)
                .unwrap_or_else(|why| panic!("{action} was refused: {why}"));
            plies += 1;
        }
    }
    let outcome = game.outcome();
    let winner = match &outcome {
        Some(Outcome::Win { winners, .. }) => winners.first().map(|&seat| Seat(side(seat) as u8)),
        _ => None,
    };
    Played {
        winner,
        outcome,
        plies,
        spent,
    }
}

/// An opening: the game's seed (its own randomness, such as who starts a Cetkaik season and the sticks)
/// and the actions played from its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The seed the game is created with.
    pub seed: u64,
    /// The actions.
    pub actions: Vec<String>,
}

/// `count` openings of `plies` random legal actions each from the start of `entry`, drawn from `seed`;
/// each distinct, none ending the game. Each is played in a game of its own seed, which a game played
/// from it must be created with (a game with chance may start differently under another). A game that
/// starts with its setup phase (Junqi) opens with the setups its players choose, which the seed varies:
/// its openings are seeds without actions.
pub fn openings(
    entry: &GameEntry,
    settings: &Settings,
    count: usize,
    plies: usize,
    seed: u64,
) -> Vec<Opening> {
    let mut rng = GameRng::from_seed(seed);
    let mut found: Vec<Opening> = Vec::new();
    let mut attempts = 0;
    while found.len() < count && attempts < count * 50 {
        attempts += 1;
        let game_seed = seed.wrapping_add(attempts as u64);
        let mut game = entry.create(settings, game_seed).expect("valid settings");
        if game.phase() == Phase::Setup {
            found.push(Opening {
                seed: game_seed,
                actions: Vec::new(),
            });
            continue;
        }
        let mut line = Vec::new();
        while line.len() < plies && game.phase() == Phase::Play {
            let seat = game.to_act()[0];
            let actions = game.legal_actions(seat);
            if actions.is_empty() {
                break;
            }
            let action = actions[rng.below(actions.len() as u32) as usize].clone();
            game.play(seat, &action).expect("a listed action");
            line.push(action);
        }
        if game.phase() == Phase::Play
            && line.len() == plies
            && !found.iter().any(|opening| opening.actions == line)
        {
            found.push(Opening {
                seed: game_seed,
                actions: line,
            });
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::GameKind;

    #[test]
    fn a_beginner_and_the_strongest_play_a_jungle_game_to_its_end() {
        let kind: GameKind = "jungle".parse().unwrap();
        let settings = kind.check_options(&[]).unwrap();
        let lines = openings(&kind, &settings, 1, 2, 5);
        let (mut weak, mut strong) = (Bot(Level::MIN), Bot(Level::new(3).unwrap()));
        let begun = std::time::Instant::now();
        let clock = move || begun.elapsed();
        let played = play(
            &kind,
            &settings,
            lines[0].seed,
            &lines[0].actions,
            [&mut weak, &mut strong],
            400,
            &clock,
        );
        assert!(played.outcome.is_some(), "{played:?}");
        assert_eq!(played.winner, Some(Seat(1)), "{played:?}");
        assert!(played.spent[1].nodes > played.spent[0].nodes);
    }
}
