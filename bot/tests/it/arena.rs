//! Arena tournaments, checked against tables worked out by hand: lichess's scoring with its streaks, the
//! ranking by score then performance, no opponent twice in a row, the longest waiting paired first,
//! pause, resume and leave, results delivered twice, the time span, a record that pairs the same after a
//! round trip through its stored form, and an hour of simulated play whose every invariant is checked.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::{HashMap, HashSet};
use umpire::model::{Millis, UserId};
use umpire::tournament::arena::{Arena, ArenaGame, GameScore, JoinError, Pairing, Presence};
use umpire::tournament::{Entrant, Finish, RecordError, Side};

/// A minute, in milliseconds.
const MINUTE: Millis = 60_000;

/// An arena from 0 to an hour.
fn hour() -> Arena {
    Arena::new(0, 60 * MINUTE)
}

/// Player `id`, rated `rating`.
fn entrant(id: u64, rating: i32) -> Entrant {
    Entrant {
        player: UserId(id),
        rating,
    }
}

/// Joins players `ids`, all rated 1500, at `now`.
fn join(arena: &mut Arena, ids: &[u64], now: Millis) {
    for &id in ids {
        arena.join(entrant(id, 1500), now).expect("joins");
    }
}

/// The pairings as `(first, second)` ids.
fn ids(pairings: &[Pairing]) -> Vec<(u64, u64)> {
    pairings
        .iter()
        .map(|pairing| (pairing.first.0, pairing.second.0))
        .collect()
}

/// The pair as ids in increasing order, whatever the seats.
fn unordered(pairing: &Pairing) -> (u64, u64) {
    let (a, b) = (pairing.first.0, pairing.second.0);
    (a.min(b), a.max(b))
}

/// The result that gives `player` of `game` the outcome `won` (true), `lost` (false) or a draw (None).
fn result_for(game: &ArenaGame, player: UserId, won: Option<bool>) -> Finish {
    let side = game.side_of(player).expect("plays the game");
    match won {
        Some(true) => Finish::Won(side),
        Some(false) => Finish::Won(side.other()),
        None => Finish::Drawn,
    }
}

/// The standings line of `player`.
fn line(arena: &Arena, player: u64) -> umpire::tournament::arena::ArenaStanding {
    arena
        .standings()
        .into_iter()
        .find(|line| line.player == UserId(player))
        .expect("an entrant")
}

/// Plays rounds among four players: every round pairs everyone, player 1's game ends as `results` says
/// (`Some(true)` a win, `Some(false)` a loss, `None` a draw) and the other game is drawn.
fn player_one_plays(results: &[Option<bool>]) -> Arena {
    let mut arena = hour();
    join(&mut arena, &[1, 2, 3, 4], 0);
    for (round, won) in results.iter().enumerate() {
        let now = Millis::try_from(round).expect("small") * MINUTE;
        let pairings = arena.pair_waiting(now);
        assert_eq!(pairings.len(), 2, "everyone is paired in round {round}");
        for pairing in pairings {
            let game = arena.games()[pairing.game];
            let finish = match game.side_of(UserId(1)) {
                Some(_) => result_for(&game, UserId(1), *won),
                None => Finish::Drawn,
            };
            arena
                .finish(pairing.game, finish, now + 1)
                .expect("records");
        }
    }
    arena
}

/// A game's points and marks, written short: `(points, doubled, streak)`.
fn marks(games: &[GameScore]) -> Vec<(u32, bool, bool)> {
    games
        .iter()
        .map(|game| (game.points, game.doubled, game.streak))
        .collect()
}

#[test]
fn a_streak_of_two_wins_doubles_the_games_after_it_until_one_is_not_won() {
    let (win, draw, loss) = (Some(true), None, Some(false));
    let arena = player_one_plays(&[win, win, win, draw, win, win, win, loss, win]);
    let line = line(&arena, 1);
    assert_eq!(
        marks(&line.games),
        [
            (2, false, false),
            (2, false, true),
            (4, true, true),
            // A draw on fire scores double and ends the streak.
            (2, true, false),
            (2, false, false),
            (2, false, true),
            (4, true, true),
            // A loss on fire scores nothing and ends the streak.
            (0, true, false),
            (2, false, false),
        ]
    );
    assert_eq!(line.score, 20);
    assert!(!line.on_fire);
}

#[test]
fn draws_score_one_and_never_light_a_streak() {
    let (win, draw) = (Some(true), None);
    let arena = player_one_plays(&[draw, win, draw, win, win, draw]);
    let line = line(&arena, 1);
    assert_eq!(
        line.games
            .iter()
            .map(|game| game.points)
            .collect::<Vec<_>>(),
        [1, 2, 1, 2, 2, 2]
    );
    assert_eq!(line.score, 10);
    // Nobody else won a game, so nobody else ever scored double.
    let others = arena
        .standings()
        .into_iter()
        .filter(|line| line.player != UserId(1));
    assert!(others.flat_map(|line| line.games).all(|game| !game.doubled));
}

#[test]
fn a_player_who_never_moves_scores_nothing_loses_the_streak_and_is_paused() {
    let mut arena = hour();
    join(&mut arena, &[1, 2, 3, 4], 0);
    for round in 0..3 {
        let now = round * MINUTE;
        for pairing in arena.pair_waiting(now) {
            let game = arena.games()[pairing.game];
            let side = game.side_of(UserId(1));
            let finish = match (round, side) {
                (2, Some(side)) => Finish::NoShow(side),
                (_, Some(side)) => Finish::Won(side),
                (_, None) => Finish::Drawn,
            };
            arena
                .finish(pairing.game, finish, now + 1)
                .expect("records");
        }
    }
    assert_eq!(arena.presence(UserId(1)), Some(Presence::Paused));
    let absent = line(&arena, 1);
    assert_eq!(
        marks(&absent.games),
        [(2, false, false), (2, false, true), (0, true, false)]
    );
    assert!(!absent.on_fire);
    assert!(absent.paused);
    assert!(arena.resume(UserId(1), 3 * MINUTE));
    let again = arena
        .pair_waiting(3 * MINUTE)
        .into_iter()
        .find(|pairing| unordered(pairing).0 == 1)
        .expect("player 1 plays again");
    let game = arena.games()[again.game];
    let won = result_for(&game, UserId(1), Some(true));
    arena.finish(again.game, won, 4 * MINUTE).expect("records");
    let fresh = GameScore {
        points: 2,
        doubled: false,
        streak: false,
    };
    assert_eq!(line(&arena, 1).games[3], fresh);
}

#[test]
fn standings_rank_by_score_then_performance() {
    let mut arena = hour();
    arena.join(entrant(2, 1600), 0).expect("joins");
    arena.join(entrant(4, 1000), 0).expect("joins");
    assert_eq!(ids(&arena.pair_waiting(0)).len(), 1);
    arena.join(entrant(1, 1500), 1).expect("joins");
    arena.join(entrant(3, 2000), 1).expect("joins");
    assert_eq!(ids(&arena.pair_waiting(1)).len(), 1);
    arena.join(entrant(5, 2500), 2).expect("joins");
    // Game 0: 2 (1600) beats 4 (1000); game 1: 1 (1500) beats 3 (2000).
    let game = arena.games()[0];
    arena
        .finish(0, result_for(&game, UserId(2), Some(true)), 3)
        .expect("records");
    let game = arena.games()[1];
    arena
        .finish(1, result_for(&game, UserId(1), Some(true)), 3)
        .expect("records");
    let standings = arena.standings();
    let table: Vec<(usize, u64, u32, Option<i32>)> = standings
        .iter()
        .map(|line| (line.rank, line.player.0, line.score, line.performance))
        .collect();
    // Performance: the opponent's rating, 500 more for a win, 500 less for a loss. 5 has played
    // nothing and ranks last despite the best rating.
    assert_eq!(
        table,
        [
            (1, 1, 2, Some(2500)),
            (2, 2, 2, Some(1500)),
            (3, 4, 0, Some(1100)),
            (4, 3, 0, Some(1000)),
            (5, 5, 0, None),
        ]
    );
}

#[test]
fn nobody_meets_the_same_opponent_twice_in_a_row_and_the_longest_waiting_goes_first() {
    let mut arena = hour();
    join(&mut arena, &[1, 2], 0);
    assert_eq!(ids(&arena.pair_waiting(0)).len(), 1);
    arena.finish(0, Finish::Drawn, 10).expect("records");
    assert!(arena.pair_waiting(11).is_empty(), "1 and 2 just met");
    join(&mut arena, &[3], 20);
    let pairings = arena.pair_waiting(20);
    // 1 and 2 have waited alike since 10; 1 joined first.
    assert_eq!(pairings.iter().map(unordered).collect::<Vec<_>>(), [(1, 3)]);
    assert_eq!(
        arena.presence(UserId(2)),
        Some(Presence::Waiting { since: 10 })
    );
    arena.finish(1, Finish::Drawn, 30).expect("records");
    // 2 has waited longest but last met 1, and 1 just met 3: 2 meets 3, and 1 waits.
    let pairings = arena.pair_waiting(30);
    assert_eq!(pairings.iter().map(unordered).collect::<Vec<_>>(), [(2, 3)]);
    assert_eq!(
        arena.presence(UserId(1)),
        Some(Presence::Waiting { since: 30 })
    );
    arena.finish(2, Finish::Drawn, 40).expect("records");
    // 1 last met 3, not 2: 1 and 2 meet again, one game apart.
    let pairings = arena.pair_waiting(40);
    assert_eq!(pairings.iter().map(unordered).collect::<Vec<_>>(), [(1, 2)]);
}

#[test]
fn seats_go_to_the_player_who_moved_first_less_often() {
    let mut arena = hour();
    join(&mut arena, &[1, 2, 3], 0);
    // All wait alike: the first two to join play, and the first to join moves first.
    assert_eq!(ids(&arena.pair_waiting(0)), [(1, 2)]);
    arena.finish(0, Finish::Drawn, 5).expect("records");
    // 3 has waited longest; of 1 and 2 (equal since 5) 1 joined first. 1 has moved first once, 3 never.
    assert_eq!(ids(&arena.pair_waiting(5)), [(3, 1)]);
    arena.finish(1, Finish::Drawn, 10).expect("records");
    // 2 last met 1, and 1 and 3 just met: 2 meets 3 and, having moved second where 3 moved first, moves
    // first.
    assert_eq!(ids(&arena.pair_waiting(10)), [(2, 3)]);
}

#[test]
fn a_lone_waiting_player_waits() {
    let mut arena = hour();
    join(&mut arena, &[1], 0);
    assert!(arena.pair_waiting(0).is_empty());
    assert_eq!(
        arena.presence(UserId(1)),
        Some(Presence::Waiting { since: 0 })
    );
}

#[test]
fn a_paused_player_is_not_paired_until_they_resume() {
    let mut arena = hour();
    join(&mut arena, &[1, 2, 3], 0);
    assert!(arena.pause(UserId(3)));
    assert!(!arena.pause(UserId(3)), "already paused");
    let pairings = arena.pair_waiting(0);
    assert_eq!(pairings.iter().map(unordered).collect::<Vec<_>>(), [(1, 2)]);
    // Pausing during a game takes effect when it ends.
    assert!(arena.pause(UserId(1)));
    assert_eq!(
        arena.presence(UserId(1)),
        Some(Presence::Playing {
            game: 0,
            pausing: true
        })
    );
    arena.finish(0, Finish::Drawn, 100).expect("records");
    assert_eq!(arena.presence(UserId(1)), Some(Presence::Paused));
    assert!(
        arena.pair_waiting(100).is_empty(),
        "2 is alone in the queue"
    );
    assert!(arena.resume(UserId(3), 200));
    assert!(!arena.resume(UserId(3), 200), "already back");
    let pairings = arena.pair_waiting(200);
    assert_eq!(pairings.iter().map(unordered).collect::<Vec<_>>(), [(2, 3)]);
    assert!(arena.resume(UserId(1), 300));
    assert_eq!(
        arena.presence(UserId(1)),
        Some(Presence::Waiting { since: 300 })
    );
}

#[test]
fn a_player_who_leaves_keeps_their_results_and_is_never_paired_again() {
    let mut arena = hour();
    join(&mut arena, &[1, 2, 3], 0);
    let pairings = arena.pair_waiting(0);
    let (one, other) = (pairings[0].first, pairings[0].second);
    assert!(arena.leave(one));
    assert!(!arena.leave(one), "already gone");
    arena
        .finish(0, Finish::Won(Side::First), 100)
        .expect("records");
    assert_eq!(arena.presence(one), Some(Presence::Left));
    let gone = line(&arena, one.0);
    assert_eq!((gone.score, gone.withdrawn), (2, true));
    let pairings = arena.pair_waiting(100);
    assert!(pairings.iter().all(|p| p.first != one && p.second != one));
    assert_eq!(pairings.len(), 1, "{other:?} meets the third player");
    assert_eq!(arena.join(entrant(one.0, 1500), 200), Err(JoinError::Left));
    assert_eq!(
        arena.join(entrant(other.0, 1500), 200),
        Err(JoinError::AlreadyIn)
    );
}

#[test]
fn a_result_delivered_twice_counts_once() {
    let mut arena = hour();
    join(&mut arena, &[1, 2], 0);
    arena.pair_waiting(0);
    arena
        .finish(0, Finish::Won(Side::Second), 100)
        .expect("records");
    let once = arena.clone();
    arena
        .finish(0, Finish::Won(Side::Second), 200)
        .expect("the same result again is harmless");
    assert_eq!(arena, once, "nothing changed, not even the waiting times");
    assert_eq!(
        arena.finish(0, Finish::Drawn, 200),
        Err(RecordError::AlreadyFinished)
    );
    assert_eq!(
        arena.finish(1, Finish::Drawn, 200),
        Err(RecordError::NoSuchBoard)
    );
}

#[test]
fn nothing_is_paired_before_the_start_nor_from_the_end() {
    let mut arena = Arena::new(10 * MINUTE, 20 * MINUTE);
    join(&mut arena, &[1, 2, 3, 4], 0);
    assert!(arena.pair_waiting(10 * MINUTE - 1).is_empty());
    assert_eq!(arena.pair_waiting(10 * MINUTE).len(), 2);
    arena
        .finish(0, Finish::Drawn, 20 * MINUTE - 1)
        .expect("records");
    arena
        .finish(1, Finish::Drawn, 20 * MINUTE - 1)
        .expect("records");
    assert!(arena.pair_waiting(20 * MINUTE).is_empty());
    assert!(arena.pair_waiting(30 * MINUTE).is_empty());
    assert_eq!(
        arena.join(entrant(5, 1500), 20 * MINUTE),
        Err(JoinError::Over)
    );
}

#[test]
fn a_record_read_back_from_its_stored_form_pairs_the_same() {
    let mut arena = simulated_hour(7).arena;
    let now = arena.end() - 1;
    let stored = serde_json::to_string(&arena).expect("serialises");
    let mut copy: Arena = serde_json::from_str(&stored).expect("reads back");
    assert_eq!(copy, arena);
    for game in 0..arena.games().len() {
        if arena.games()[game].finish.is_none() {
            arena.finish(game, Finish::Drawn, now).expect("records");
            copy.finish(game, Finish::Drawn, now).expect("records");
        }
    }
    let pairings = arena.pair_waiting(now);
    assert!(!pairings.is_empty());
    assert_eq!(copy.pair_waiting(now), pairings);
    assert_eq!(copy, arena);
}

/// The simulated players.
const PLAYERS: u64 = 30;

/// What the simulation saw, beside the arena it ran.
struct Simulation {
    arena: Arena,
    /// Every pairing, with the time it was made.
    pairings: Vec<(Millis, Pairing)>,
    /// Each game's result as the simulation decided it.
    results: HashMap<usize, Finish>,
    /// How many times a player paused.
    pauses: usize,
}

/// An hour of arena among [`PLAYERS`] players rated 1000 to 2450, stepping 10 seconds at a time: games
/// last 2 to 6 minutes and end by the Elo expectation of the ratings, each result is delivered twice,
/// now and then a player pauses, resumes, never moves or leaves, and the checks that depend on the
/// moment (nobody paired while paused, after leaving or while playing) run as it goes.
fn simulated_hour(seed: u64) -> Simulation {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut arena = hour();
    let ratings: HashMap<UserId, i32> = (1..=PLAYERS)
        .map(|id| {
            (
                UserId(id),
                1000 + 50 * i32::try_from(id - 1).expect("small"),
            )
        })
        .collect();
    let mut ends: HashMap<usize, Millis> = HashMap::new();
    let mut pairings = Vec::new();
    let mut results = HashMap::new();
    let mut pauses = 0;
    for now in (0..=61 * MINUTE).step_by(10_000) {
        for id in 1..=PLAYERS {
            let player = UserId(id);
            if now == (id % 5) * MINUTE {
                arena
                    .join(entrant(id, ratings[&player]), now)
                    .expect("joins");
            }
            match (arena.presence(player), rng.gen_range(0..1000)) {
                (Some(Presence::Playing { .. }), 0..3) if id % 7 == 0 => {
                    assert!(arena.leave(player))
                }
                (
                    Some(Presence::Waiting { .. } | Presence::Playing { pausing: false, .. }),
                    0..5,
                ) => {
                    assert!(arena.pause(player));
                    pauses += 1;
                }
                (Some(Presence::Paused), 0..30) => _ = arena.resume(player, now),
                _ => {}
            }
        }
        let mut ended: Vec<usize> = ends
            .iter()
            .filter(|(_, end)| **end <= now)
            .map(|(game, _)| *game)
            .collect();
        // In the order they were paired, so that the seed alone decides the run.
        ended.sort_unstable();
        for game in ended {
            ends.remove(&game);
            let record = arena.games()[game];
            let finish = draw_result(&mut rng, ratings[&record.first], ratings[&record.second]);
            arena.finish(game, finish, now).expect("records");
            arena
                .finish(game, finish, now)
                .expect("a second delivery is harmless");
            results.insert(game, finish);
        }
        let before = arena.clone();
        for pairing in arena.pair_waiting(now) {
            for player in [pairing.first, pairing.second] {
                assert!(
                    matches!(before.presence(player), Some(Presence::Waiting { .. })),
                    "{player:?} was paired at {now} from {:?}",
                    before.presence(player)
                );
            }
            assert!(now < arena.end(), "paired at {now}, after the end");
            ends.insert(pairing.game, now + rng.gen_range(2 * MINUTE..=6 * MINUTE));
            pairings.push((now, pairing));
        }
    }
    Simulation {
        arena,
        pairings,
        results,
        pauses,
    }
}

/// A game's result between players rated `first` and `second`: a tenth of games drawn, one in fifty a
/// no-show, the rest won by the Elo expectation.
fn draw_result(rng: &mut StdRng, first: i32, second: i32) -> Finish {
    let expectation = 1.0 / (1.0 + 10f64.powf(f64::from(second - first) / 400.0));
    match rng.gen_range(0..100) {
        0..10 => Finish::Drawn,
        10..12 => Finish::NoShow(if rng.gen_bool(0.5) {
            Side::First
        } else {
            Side::Second
        }),
        _ if rng.gen_bool(expectation) => Finish::Won(Side::First),
        _ => Finish::Won(Side::Second),
    }
}

/// Each player's games in order as `(opponent, result, their seat)`, from the game list.
fn games_by_player(arena: &Arena) -> HashMap<UserId, Vec<(UserId, Option<Finish>, Side)>> {
    let mut games: HashMap<UserId, Vec<(UserId, Option<Finish>, Side)>> = HashMap::new();
    for game in arena.games() {
        for side in [Side::First, Side::Second] {
            games.entry(game.player(side)).or_default().push((
                game.player(side.other()),
                game.finish,
                side,
            ));
        }
    }
    games
}

/// The score of finished games by the hand rules: 2 a win, 1 a draw, 0 a loss or a no-show, doubled
/// after two wins in a row until a game that is not won.
fn hand_score(games: &[(UserId, Option<Finish>, Side)]) -> u32 {
    let (mut score, mut wins) = (0, 0);
    for (_, finish, side) in games {
        let Some(finish) = finish else { continue };
        let won = matches!(finish, Finish::Won(s) if s == side)
            || matches!(finish, Finish::NoShow(s) if s != side);
        let points = match (won, finish) {
            (true, _) => 2,
            (false, Finish::Drawn) => 1,
            _ => 0,
        };
        score += if wins >= 2 { 2 * points } else { points };
        wins = if won { wins + 1 } else { 0 };
    }
    score
}

#[test]
fn an_hour_of_simulated_play_keeps_every_invariant() {
    for seed in [49, 50, 51] {
        check_invariants(&simulated_hour(seed));
    }
}

/// Checks what a simulated hour must keep, once it is over.
fn check_invariants(simulation: &Simulation) {
    let arena = &simulation.arena;
    let games = arena.games();
    assert!(
        games.len() > 150,
        "an hour of 30 players plays: {}",
        games.len()
    );
    // Each game was paired once and each finished game's result is the one delivered.
    assert_eq!(simulation.pairings.len(), games.len());
    for (game, record) in games.iter().enumerate() {
        assert_eq!(record.finish, simulation.results.get(&game).copied());
    }
    let standings = arena.standings();
    let by_player = games_by_player(arena);
    let finished_games: usize = standings.iter().map(|line| line.games.len()).sum();
    assert_eq!(
        finished_games,
        2 * simulation.results.len(),
        "each finished game counted once"
    );
    let mut someone_left = false;
    for line in &standings {
        let own = by_player.get(&line.player).map_or(&[][..], Vec::as_slice);
        assert!(
            own.windows(2).all(|pair| pair[0].0 != pair[1].0),
            "{:?} met the same opponent twice in a row",
            line.player
        );
        assert_eq!(line.score, hand_score(own), "{:?}'s score", line.player);
        let balance: i32 = own
            .iter()
            .map(|(_, _, side)| if *side == Side::First { 1 } else { -1 })
            .sum();
        assert!(
            balance.abs() <= 2,
            "{:?} is unbalanced by {balance}",
            line.player
        );
        someone_left |= line.withdrawn;
    }
    assert!(someone_left, "the simulation exercised leaving");
    assert!(simulation.pauses > 10, "paused {} times", simulation.pauses);
    let last = simulation.pairings.last().expect("games were paired").0;
    assert!(last < arena.end());
    let mut seen = HashSet::new();
    assert!(simulation.pairings.iter().all(|(_, p)| seen.insert(p.game)));
}
