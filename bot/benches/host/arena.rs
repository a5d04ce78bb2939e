//! An arena of 200 players at the host, 2,000 games in: what one game's end costs, from the typed
//! resignation to its acknowledgement. That is the game's end stored, its result recorded in the
//! arena, and the waiting players paired with their games opened, all made durable.

use super::common::{LOBBY, NOW, SERVER, command, player};
use super::{chosen, milliseconds, open_host_with, percentile, store_folder};
use criterion::Criterion;
use std::time::{Duration, Instant};
use umpire::host::api::{Effect, GameId, Millis, Place, Request};
use umpire::host::{Host, HostConfig, Limits};
use umpire::model::TournamentId;
use umpire::store::Stage;

/// Players in the arena.
const PLAYERS: u64 = 200;
/// Games ended before the measures, as in the arena core's bench.
const GAMES_BEFORE: usize = 2_000;
/// How far the clock moves between two games' ends: little enough that no first move falls due
/// while the bench runs, so every game it ends is running.
const STEP: Millis = 10;

/// An arena being played through the host: the time, and a seeded walk that picks which running game
/// ends next and which of its players resigns.
struct ArenaPlay {
    now: Millis,
    walk: u64,
}

impl ArenaPlay {
    /// Creates arena t1 of an hour, lets [`PLAYERS`] join and starts it.
    fn start(host: &Host) -> Self {
        let lobby = Place::Channel {
            server: SERVER,
            channel: LOBBY,
        };
        let typed = |who: u64, text: &str| {
            let request = Request::parse(text, |_| None).expect("the command parses");
            host.handle(command(&player(who), lobby, request), NOW)
        };
        typed(1, "tournament create jungle arena 1h 1d");
        for who in 1..=PLAYERS {
            typed(who, "tournament join t1");
        }
        typed(1, "tournament start");
        Self { now: NOW, walk: 49 }
    }

    /// Ends one running game by a resignation and returns the time to its acknowledgement.
    fn end_a_game(&mut self, host: &Host) -> Duration {
        let running = running_games(host);
        self.walk = self
            .walk
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        let (game, first, second) = running[(self.walk >> 33) as usize % running.len()];
        let loser = if self.walk >> 63 == 0 { first } else { second };
        self.now += STEP;
        let resign = command(&player(loser), Place::Direct, Request::Resign(Some(game)));
        let started = Instant::now();
        let effects = host.handle(resign, self.now);
        let elapsed = started.elapsed();
        assert!(
            effects
                .iter()
                .any(|effect| matches!(effect, Effect::Send { message, .. } if !message.private)),
            "the resignation was refused: {effects:?}"
        );
        elapsed
    }
}

/// The games of arena t1 still being played: each game's number and its two players' ids.
fn running_games(host: &Host) -> Vec<(GameId, u64, u64)> {
    let record = host
        .store()
        .tournament(TournamentId(1))
        .expect("the store reads")
        .expect("arena t1 exists");
    let Stage::Arena(arena) = record.stage else {
        panic!("t1 is not an arena in play: {:?}", record.stage);
    };
    arena
        .games()
        .iter()
        .filter(|game| game.finish.is_none())
        .map(|game| {
            (
                game.game.expect("an opened game"),
                game.first.0,
                game.second.0,
            )
        })
        .collect()
}

/// Times a game's end in the arena, and with the filter "arena" its median and 99th percentile.
pub fn arena_game_end(criterion: &mut Criterion) {
    let folder = store_folder();
    let config = HostConfig {
        // Each player ends a game every few seconds of the bench's clock: the limit of commands a
        // minute is lifted.
        limits: Limits {
            tournament_players: PLAYERS as usize,
            commands_per_minute: usize::MAX,
            ..Limits::default()
        },
        ..HostConfig::default()
    };
    let host = open_host_with(folder.path(), config);
    let mut arena = ArenaPlay::start(&host);
    for _ in 0..GAMES_BEFORE {
        arena.end_a_game(&host);
    }
    criterion.bench_function(
        "arena of 200 players, 2,000 games in: a resignation to its acknowledgement",
        |bench| {
            bench.iter_custom(|iterations| (0..iterations).map(|_| arena.end_a_game(&host)).sum())
        },
    );
    if !chosen("arena") {
        return;
    }
    let mut samples: Vec<Duration> = (0..1_000).map(|_| arena.end_a_game(&host)).collect();
    samples.sort();
    println!(
        "an arena game's end over {} samples, to its acknowledgement: median {:.3} ms, p99 {:.3} ms",
        samples.len(),
        milliseconds(percentile(&samples, 0.5)),
        milliseconds(percentile(&samples, 0.99)),
    );
}
