//! `umpire migrate`: every record copied between backends, checked by counts and by replaying logs.

use crate::support::records::{self, play_first_moves};
use umpire::message::Target;
use umpire::model::{
    ChallengeId, ChannelId, GameId, LabelPreference, Language, Orientation, Pool, ServerId,
    TournamentId, UserId,
};
use umpire::ratings::{RatedGame, Rating, SeatRating};
use umpire::store::copy::{CopyError, copy};
use umpire::store::{
    AnalysisAsker, AnalysisRecord, ChallengeEnd, ChallengeRecord, FollowQuota, GameRecord,
    LogEntry, LoggedAction, Parcel, Quota, SCHEMA_VERSION, ServerRecord, SetupRecord, Stage, Store,
    StoredEvaluation, TournamentRecord, UserRecord,
};
use umpire::tournament::{Entrant, Finish, Side, Swiss};

/// User 1's challenge to user 2 in channel 1, numbered `id`, expiring at 5,000.
fn challenge(id: ChallengeId) -> ChallengeRecord {
    ChallengeRecord {
        expires: 5_000,
        ..records::challenge(id, 1, &[2])
    }
}

/// The parcel saved with game `n + 1`'s last change.
fn parcel(n: u8) -> Parcel {
    Parcel {
        body: vec![n],
        blobs: vec![vec![7; 10]],
    }
}

/// A database with something of every kind: games played some moves (two finished and rated, the later
/// game first; one with a running clock; one taken back), waiting and ended challenges, settings, setups,
/// follows, parcels, analyses (one waited for).
fn populate(store: &Store) {
    let mut rated_last = None;
    for n in 0..5u64 {
        let (waiting, _) = store
            .create_challenge(challenge, |_| None, &Quota::NONE)
            .unwrap();
        let (record, _) = store
            .start_game(
                &waiting,
                |id| GameRecord {
                    id,
                    place: Some(ChannelId(100 + id.0)),
                    ..GameRecord::for_tests(if n % 2 == 0 { "jungle" } else { "jungi" }, n)
                },
                |_| None,
                &Quota::NONE,
            )
            .unwrap();
        let record = play_first_moves(store, record, 3 + n);
        let mut next = record.clone();
        match n {
            0 | 3 => {
                next.finished = true;
                let (seq, game, first_user) = if n == 0 {
                    (2, "jungle", 1)
                } else {
                    (1, "jungi", 3)
                };
                next.rating = Some(RatedGame {
                    seq,
                    pool: Pool {
                        game: game.into(),
                        players: 2,
                    },
                    seats: (first_user..first_user + 2)
                        .map(|id| SeatRating {
                            user: UserId(id),
                            before: Rating::default(),
                            after: Rating {
                                rating: 1500.0 + id as f64 * 17.25,
                                deviation: 300.5,
                                volatility: 0.06,
                            },
                            games: 1,
                        })
                        .collect(),
                });
                if n == 0 {
                    // Rated after game 4 ends.
                    rated_last = Some((record, next));
                    continue;
                }
            }
            1 => {
                next.deadline = Some(umpire::clock::Deadline {
                    at: 90_000,
                    remind_at: 60_000,
                    reminded: false,
                });
            }
            2 => {
                // Take the last move back: the log keeps it, the snapshot does not.
                let entry = LogEntry {
                    schema: SCHEMA_VERSION,
                    index: record.log_len,
                    action: LoggedAction::Takeback { entries: 1 },
                    at: 99,
                };
                let mut log = store.log(record.id).unwrap();
                log.push(entry.clone());
                next.snapshot = umpire::store::replay(&record, &log)
                    .unwrap()
                    .snapshot()
                    .json;
                next.log_len += 1;
                store.save_game(&record, &next, Some(&entry), None).unwrap();
                continue;
            }
            _ => {}
        }
        store
            .save_game(&record, &next, None, Some(&parcel(n as u8)))
            .unwrap();
    }
    let (record, next) = rated_last.expect("game 1 was played");
    store
        .save_game(&record, &next, None, Some(&parcel(0)))
        .unwrap();
    store
        .create_challenge(challenge, |_| None, &Quota::NONE)
        .unwrap();
    let (ended, _) = store
        .create_challenge(challenge, |_| None, &Quota::NONE)
        .unwrap();
    store
        .remove_challenge(&ended, ChallengeEnd::Expired, None)
        .unwrap();
    store
        .put_user(&UserRecord {
            schema: SCHEMA_VERSION,
            id: UserId(1),
            name: "user1".into(),
            labels: LabelPreference::Chinese,
            ping: true,
            orientation: Orientation::Fixed,
            coordinates: false,
            language: Some(Language::Zh),
        })
        .unwrap();
    store
        .put_server(&ServerRecord {
            schema: SCHEMA_VERSION,
            id: ServerId(1),
            language: Some(Language::Zh),
        })
        .unwrap();
    store
        .put_named_setup(&SetupRecord {
            schema: SCHEMA_VERSION,
            user: UserId(1),
            kind: "jungle".parse().unwrap(),
            name: "fortress".into(),
            setup: "anything".into(),
        })
        .unwrap();
    let any = FollowQuota {
        per_user: usize::MAX,
        per_game: usize::MAX,
    };
    store.follow(GameId(2), UserId(9), &any).unwrap();
    for (game, waiting) in [(GameId(1), false), (GameId(4), true)] {
        let mut analysis = AnalysisRecord::new(game);
        analysis.evaluations.push(StoredEvaluation {
            chance: 0.5,
            best: Some("a1a2".into()),
        });
        if waiting {
            analysis.waiting.push(AnalysisAsker {
                user: UserId(3),
                to: Target::Direct(UserId(3)),
                language: Language::Zh,
            });
        }
        assert!(store.swap_analysis(None, &analysis).unwrap());
    }
    populate_tournaments(store);
}

/// Two tournaments: one gathering players, one playing its first round with a result recorded.
fn populate_tournaments(store: &Store) {
    store
        .create_tournament(|id| records::tournament(id, 1), |_| None, usize::MAX)
        .unwrap();
    let (made, _) = store
        .create_tournament(|id| records::tournament(id, 1), |_| None, usize::MAX)
        .unwrap();
    let mut swiss = Swiss::new(
        (1..=5)
            .map(|player| Entrant {
                player: UserId(player),
                rating: 1400 + player as i32,
            })
            .collect(),
    );
    swiss.pair_next_round().unwrap();
    swiss.record(0, 0, Finish::Won(Side::Second)).unwrap();
    let playing = TournamentRecord {
        stage: Stage::Playing(swiss),
        ..made.clone()
    };
    store.put_tournament(&made, &playing, None).unwrap();
}

/// What a store holds, in a form that compares across backends (parcel numbers and the order of equal
/// keys aside).
fn contents(store: &Store) -> String {
    let mut dump = store.dump().unwrap();
    dump.parcels.sort_by(|a, b| a.body.cmp(&b.body));
    format!(
        "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}",
        dump.counters,
        dump.games,
        dump.challenges,
        dump.challenge_ends,
        dump.users,
        dump.servers,
        dump.setups,
        dump.ratings,
        dump.follows,
        dump.parcels,
        dump.analyses,
        store.analyses_waiting().unwrap(),
        dump.tournaments,
        store.open_tournaments(ServerId(1)).unwrap()
    )
}

#[test]
fn a_sled_database_copies_into_another_whole() {
    let source = Store::temporary().unwrap();
    populate(&source);
    let destination = Store::temporary().unwrap();
    let counts = copy(&source, &destination).unwrap();
    assert_eq!(counts.games, 5);
    assert_eq!(counts.clocks, 1);
    assert_eq!(counts.log_entries, 3 + 4 + 6 + 6 + 7);
    assert_eq!(
        (counts.challenges, counts.challenge_ends),
        (1, 6),
        "one waiting, five started and one expired"
    );
    assert_eq!(
        (
            counts.users,
            counts.servers,
            counts.setups,
            counts.ratings,
            counts.follows,
            counts.parcels,
            counts.analyses,
            counts.tournaments
        ),
        (1, 1, 1, 4, 1, 4, 2, 2)
    );
    assert_eq!(contents(&destination), contents(&source));
    assert_eq!(
        destination.finished_games_of(UserId(2)).unwrap()[0].id,
        GameId(1)
    );
    assert!(matches!(
        copy(&source, &destination),
        Err(CopyError::NotEmpty(_))
    ));
}

#[test]
fn a_game_whose_log_does_not_replay_to_its_snapshot_fails_the_copy() {
    let source = Store::temporary().unwrap();
    populate(&source);
    let game = source.game(GameId(4)).unwrap().unwrap();
    let mut wrong = game.clone();
    wrong.snapshot = source.game(GameId(2)).unwrap().unwrap().snapshot;
    source.save_game(&game, &wrong, None, None).unwrap();
    let failed = copy(&source, &Store::temporary().unwrap());
    assert!(matches!(failed, Err(CopyError::Replay(4, _))), "{failed:?}");
}

#[test]
fn umpire_migrate_copies_sled_into_postgres_and_back() {
    let Some(server) =
        crate::support::postgres::start("umpire_migrate_copies_sled_into_postgres_and_back")
    else {
        return;
    };
    let folder = tempfile::tempdir().unwrap();
    let sled = folder.path().join("source.sled");
    {
        let store = Store::open(&sled).unwrap();
        populate(&store);
    }
    let address = server.fresh_database();
    let back = folder.path().join("back.sled");
    for (from, to) in [
        (sled.to_str().unwrap(), address.as_str()),
        (address.as_str(), back.to_str().unwrap()),
    ] {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_umpire"))
            .args(["migrate", "--from", from, "--to", to])
            .env_remove("UMPIRE_DATABASE")
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{said}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(
            said.contains("Copied 5 games (1 with a running clock, 26 log entries)"),
            "{said}"
        );
    }
    let source = Store::open(&sled).unwrap();
    let postgres = Store::connect(&address).unwrap();
    let back = Store::open(&back).unwrap();
    assert_eq!(contents(&postgres), contents(&source));
    assert_eq!(contents(&back), contents(&source));
    // The copy goes on numbering where the source stopped.
    let (next, _) = postgres
        .create_challenge(challenge, |_| None, &Quota::NONE)
        .unwrap();
    assert_eq!(next.id, ChallengeId(8));
    let (next, _) = postgres
        .create_tournament(|id| records::tournament(id, 1), |_| None, usize::MAX)
        .unwrap();
    assert_eq!(next.id, TournamentId(3));
}
