//! One conformance suite for every storage backend: the same cases run over sled and over a private
//! PostgreSQL server (skipped loudly where PostgreSQL is not installed; required with
//! `UMPIRE_REQUIRE_POSTGRES=1`).

use crate::support::records::{challenge, numbered_user, play_first_moves, tournament};
use games::Seat;
use umpire::message::Target;
use umpire::model::{
    ChallengeId, ChannelId, GameId, LabelPreference, Language, Orientation, ServerId, TournamentId,
    UserId,
};
use umpire::store::{
    AnalysisAsker, AnalysisRecord, ChallengeEnd, ChallengeRecord, Counted, FollowQuota, GameRecord,
    LocalName, LogEntry, LoggedAction, OverLimit, Parcel, Quota, SCHEMA_VERSION, ServerRecord,
    SetupRecord, Stage, Store, StoreError, StoredEvaluation, TournamentGame, TournamentRecord,
    UserRecord,
};
use umpire::tournament::arena::Arena;
use umpire::tournament::{Entrant, Finish, Swiss};

/// Follows without a limit.
const FOLLOW_ANY: FollowQuota = FollowQuota {
    per_user: usize::MAX,
    per_game: usize::MAX,
};

/// Starts a Jungle game between users 1 and 2 from a new challenge.
fn start(store: &Store, channel: u64) -> GameRecord {
    let (waiting, _) = store
        .create_challenge(|id| challenge(id, channel, &[2]), |_| None, &Quota::NONE)
        .unwrap();
    let (record, _) = store
        .start_game(
            &waiting,
            |id| GameRecord {
                id,
                channel: ChannelId(channel),
                ..GameRecord::for_tests("jungle", 7)
            },
            |_| None,
            &Quota::NONE,
        )
        .unwrap();
    record
}

fn ids(challenges: Vec<ChallengeRecord>) -> Vec<u64> {
    challenges.into_iter().map(|record| record.id.0).collect()
}

fn challenges_are_numbered_found_and_ended(store: &Store) {
    let (first, _) = store
        .create_challenge(|id| challenge(id, 1, &[]), |_| None, &Quota::NONE)
        .unwrap();
    let (second, _) = store
        .create_challenge(|id| challenge(id, 2, &[9]), |_| None, &Quota::NONE)
        .unwrap();
    assert_eq!((first.id.0, second.id.0), (1, 2));
    assert_eq!(ids(store.challenges_in_channel(ChannelId(1)).unwrap()), [1]);
    assert_eq!(ids(store.challenges_of_user(UserId(9)).unwrap()), [2]);
    assert_eq!(ids(store.challenges_of_user(UserId(1)).unwrap()), [1, 2]);
    assert_eq!(
        ids(store.challenges_in_server(ServerId(1)).unwrap()),
        [1, 2]
    );
    let mut joined = second.clone();
    joined.joined.push(numbered_user(5));
    store.put_challenge(&second, &joined, None).unwrap();
    assert_eq!(ids(store.challenges_of_user(UserId(5)).unwrap()), [2]);
    store
        .remove_challenge(&joined, ChallengeEnd::Declined, None)
        .unwrap();
    assert_eq!(
        store.challenge_end(second.id).unwrap(),
        Some(ChallengeEnd::Declined)
    );
    assert!(store.challenge(second.id).unwrap().is_none());
    assert!(store.challenges_of_user(UserId(9)).unwrap().is_empty());
    assert_eq!(ids(store.challenges().unwrap()), [1]);
    assert_eq!(store.challenge_end(ChallengeId(77)).unwrap(), None);
}

fn games_keep_their_log_and_indexes_until_they_end(store: &Store) {
    let record = start(store, 3);
    assert_eq!(record.id, GameId(1));
    assert_eq!(
        store.challenge_end(ChallengeId(1)).unwrap(),
        Some(ChallengeEnd::Started(record.id))
    );
    assert!(store.challenges().unwrap().is_empty());
    let mut placed = record.clone();
    placed.place = Some(ChannelId(30));
    store.save_game(&record, &placed, None, None).unwrap();
    let record = play_first_moves(store, placed, 6);
    let log = store.log(record.id).unwrap();
    assert_eq!(
        log.iter().map(|entry| entry.index).collect::<Vec<_>>(),
        (0..6).collect::<Vec<_>>()
    );
    let replayed = umpire::store::replay(&record, &log).unwrap();
    assert_eq!(replayed.snapshot().json, record.snapshot);
    assert_eq!(store.game(record.id).unwrap().unwrap().log_len, 6);
    assert_eq!(store.games_in_channel(ChannelId(3)).unwrap(), [record.id]);
    assert_eq!(store.games_in_channel(ChannelId(30)).unwrap(), [record.id]);
    assert_eq!(store.games_of_user(UserId(2)).unwrap(), [record.id]);
    assert_eq!(store.game_at_place(ChannelId(30)).unwrap(), Some(record.id));
    let other = start(store, 4);
    assert!(store.clocks().unwrap().is_empty());
    let mut timed = other.clone();
    timed.deadline = Some(umpire::clock::Deadline {
        at: 900,
        remind_at: 600,
        reminded: false,
    });
    store.save_game(&other, &timed, None, None).unwrap();
    assert_eq!(store.clocks().unwrap(), [(other.id, 600)]);
    let mut reminded = timed.clone();
    reminded.deadline.as_mut().unwrap().reminded = true;
    store.save_game(&timed, &reminded, None, None).unwrap();
    assert_eq!(store.clocks().unwrap(), [(other.id, 900)]);
    let other = reminded;
    assert!(store.finished_games().unwrap().is_empty());

    let mut over = record.clone();
    over.finished = true;
    store.save_game(&record, &over, None, None).unwrap();
    let mut called_off = other.clone();
    called_off.finished = true;
    called_off.cancelled = true;
    store.save_game(&other, &called_off, None, None).unwrap();
    assert!(store.games_in_channel(ChannelId(3)).unwrap().is_empty());
    assert!(store.games_of_user(UserId(1)).unwrap().is_empty());
    assert!(store.clocks().unwrap().is_empty());
    let finished =
        |games: Vec<GameRecord>| games.into_iter().map(|game| game.id).collect::<Vec<_>>();
    assert_eq!(finished(store.finished_games().unwrap()), [record.id]);
    assert_eq!(
        finished(store.finished_games_of(UserId(1)).unwrap()),
        [record.id]
    );
    assert_eq!(
        finished(store.finished_games_in(ServerId(1)).unwrap()),
        [record.id]
    );
    assert!(store.finished_games_in(ServerId(2)).unwrap().is_empty());
    assert_eq!(store.game_at_place(ChannelId(30)).unwrap(), Some(record.id));
}

fn a_change_from_a_stale_game_is_refused_and_writes_nothing(store: &Store) {
    let record = start(store, 1);
    let moved = play_first_moves(store, record.clone(), 1);
    let mut stale = record.clone();
    stale.log_len = 1;
    let entry = LogEntry {
        schema: SCHEMA_VERSION,
        index: 0,
        action: LoggedAction::Play {
            seat: Seat(0),
            action: "whatever".into(),
        },
        at: 99,
    };
    let refused = store.save_game(
        &record,
        &stale,
        Some(&entry),
        Some(&Parcel {
            body: vec![1],
            blobs: Vec::new(),
        }),
    );
    assert!(
        matches!(refused, Err(StoreError::Conflict(1))),
        "{refused:?}"
    );
    assert_eq!(store.log(record.id).unwrap().len(), 1);
    assert_eq!(store.game(record.id).unwrap(), Some(moved));
    assert!(store.pending_parcels().unwrap().is_empty());
}

fn local_names_are_kept(store: &Store) {
    assert!(store.local_names().unwrap().is_empty());
    store
        .put_local_name(&LocalName::User(UserId(7)), "Ada")
        .unwrap();
    store
        .put_local_name(&LocalName::Channel(ChannelId(9)), "lobby")
        .unwrap();
    store
        .put_local_name(&LocalName::User(UserId(7)), "Ada L.")
        .unwrap();
    let mut names = store.local_names().unwrap();
    names.sort_by_key(|(name, _)| format!("{name:?}"));
    assert_eq!(
        names,
        vec![
            (LocalName::Channel(ChannelId(9)), "lobby".to_owned()),
            (LocalName::User(UserId(7)), "Ada L.".to_owned()),
        ]
    );
}

fn analyses_are_kept_with_who_waits_for_them(store: &Store) {
    assert_eq!(store.analysis(GameId(3)).unwrap(), None);
    assert!(store.analyses_waiting().unwrap().is_empty());
    let asker = AnalysisAsker {
        user: UserId(7),
        to: Target::Channel(ChannelId(9)),
        language: Language::Zh,
    };
    let mut analysis = AnalysisRecord::new(GameId(3));
    analysis.waiting.push(asker);
    analysis.evaluations.push(StoredEvaluation {
        chance: -0.25,
        best: Some("a1-a2".to_owned()),
    });
    assert!(store.swap_analysis(None, &analysis).unwrap());
    let mut other = AnalysisRecord::new(GameId(2));
    other.waiting.push(asker);
    assert!(store.swap_analysis(None, &other).unwrap());
    assert_eq!(store.analysis(GameId(3)).unwrap(), Some(analysis.clone()));
    assert_eq!(
        store.analyses_waiting().unwrap(),
        vec![GameId(2), GameId(3)]
    );
    let before = analysis.clone();
    analysis.waiting.clear();
    analysis.evaluations.push(StoredEvaluation {
        chance: 1.0,
        best: None,
    });
    assert!(store.swap_analysis(Some(&before), &analysis).unwrap());
    assert_eq!(store.analysis(GameId(3)).unwrap(), Some(analysis));
    assert_eq!(store.analyses_waiting().unwrap(), vec![GameId(2)]);
}

/// An analysis of game 4 that user 7 waits for, stored.
fn analysis_waited_for(store: &Store) -> AnalysisRecord {
    let mut analysis = AnalysisRecord::new(GameId(4));
    analysis.waiting.push(AnalysisAsker {
        user: UserId(7),
        to: Target::Direct(UserId(7)),
        language: Language::En,
    });
    assert!(store.swap_analysis(None, &analysis).unwrap());
    analysis
}

fn an_analysis_is_changed_only_over_the_record_it_was_made_from(store: &Store) {
    let analysis = analysis_waited_for(store);
    // A second writer that also found no analysis stored writes nothing over the first's.
    assert!(
        !store
            .swap_analysis(None, &AnalysisRecord::new(GameId(4)))
            .unwrap()
    );
    // Two writers finish from the same record at once: one clears the waiting list, once.
    let finished = AnalysisRecord {
        evaluations: vec![StoredEvaluation {
            chance: 0.5,
            best: None,
        }],
        waiting: Vec::new(),
        ..analysis.clone()
    };
    let cleared = at_once(2, |_| {
        store.swap_analysis(Some(&analysis), &finished).unwrap()
    });
    assert_eq!(cleared.iter().filter(|&&cleared| cleared).count(), 1);
    assert_eq!(store.analysis(GameId(4)).unwrap(), Some(finished.clone()));
    assert!(store.analyses_waiting().unwrap().is_empty());
    // The writer that came second, reading again, finds nobody left to answer.
    assert!(!store.swap_analysis(Some(&analysis), &finished).unwrap());
}

fn an_analysis_is_claimed_while_someone_waits_for_it(store: &Store) {
    assert!(!store.claim_analysis(GameId(4), 100, 1_100).unwrap());
    let analysis = analysis_waited_for(store);
    assert!(store.claim_analysis(GameId(4), 100, 1_100).unwrap());
    // Its claimant renews its claim as it saves its progress.
    assert!(store.claim_analysis(GameId(4), 600, 1_600).unwrap());
    // Once its claim lapses, it is found among those to take over.
    assert_eq!(store.analyses_unclaimed(1_600).unwrap(), vec![GameId(4)]);
    let done = AnalysisRecord {
        waiting: Vec::new(),
        ..analysis.clone()
    };
    assert!(store.swap_analysis(Some(&analysis), &done).unwrap());
    assert!(!store.claim_analysis(GameId(4), 700, 1_700).unwrap());
    assert!(store.analyses_unclaimed(2_000).unwrap().is_empty());
}

fn settings_setups_and_follows_are_kept(store: &Store) {
    let jungle = "jungle".parse().unwrap();
    assert_eq!(store.user(UserId(4)).unwrap(), None);
    let settings = UserRecord {
        schema: SCHEMA_VERSION,
        id: UserId(4),
        name: "dora".into(),
        labels: LabelPreference::Chinese,
        ping: true,
        orientation: Orientation::Fixed,
        coordinates: false,
        language: Some(Language::Zh),
    };
    store.put_user(&settings).unwrap();
    assert_eq!(store.user(UserId(4)).unwrap(), Some(settings.clone()));
    assert_eq!(store.server(ServerId(4)).unwrap(), None);
    let server = ServerRecord {
        schema: SCHEMA_VERSION,
        id: ServerId(4),
        language: Some(Language::Zh),
    };
    store.put_server(&server).unwrap();
    store
        .put_server(&ServerRecord {
            language: None,
            ..server.clone()
        })
        .unwrap();
    assert_eq!(store.server(ServerId(4)).unwrap().unwrap().language, None);
    store
        .put_user(&UserRecord {
            ping: false,
            ..settings.clone()
        })
        .unwrap();
    assert!(!store.user(UserId(4)).unwrap().unwrap().ping);
    for name in ["b", "a", "B", "ab"] {
        store
            .put_named_setup(&SetupRecord {
                schema: SCHEMA_VERSION,
                user: UserId(4),
                kind: jungle,
                name: name.into(),
                setup: format!("setup {name}"),
            })
            .unwrap();
    }
    let names: Vec<String> = store
        .named_setups(UserId(4), jungle)
        .unwrap()
        .into_iter()
        .map(|setup| setup.name)
        .collect();
    assert_eq!(names, ["B", "a", "ab", "b"]);
    assert_eq!(
        store
            .named_setup(UserId(4), jungle, "ab")
            .unwrap()
            .unwrap()
            .setup,
        "setup ab"
    );
    assert!(store.named_setups(UserId(5), jungle).unwrap().is_empty());
    store.follow(GameId(3), UserId(8), &FOLLOW_ANY).unwrap();
    store.follow(GameId(3), UserId(6), &FOLLOW_ANY).unwrap();
    store.follow(GameId(3), UserId(6), &FOLLOW_ANY).unwrap();
    assert!(store.follows(GameId(3), UserId(8)).unwrap());
    assert_eq!(store.followers(GameId(3)).unwrap(), [UserId(6), UserId(8)]);
    store.unfollow(GameId(3), UserId(8)).unwrap();
    assert_eq!(store.followers(GameId(3)).unwrap(), [UserId(6)]);
    assert!(!store.follows(GameId(4), UserId(6)).unwrap());
}

fn parcels_wait_in_order_until_delivered(store: &Store) {
    let parcel = |n: u8| Parcel {
        body: vec![n],
        blobs: vec![vec![n; 3], vec![n + 1]],
    };
    let (_, first) = store
        .create_challenge(
            |id| challenge(id, 1, &[]),
            |_| Some(parcel(1)),
            &Quota::NONE,
        )
        .unwrap();
    let record = store.challenge(ChallengeId(1)).unwrap().unwrap();
    store
        .put_challenge(&record, &record, Some(&parcel(2)))
        .unwrap();
    store
        .remove_challenge(&record, ChallengeEnd::Withdrawn, Some(&parcel(3)))
        .unwrap();
    let pending = store.pending_parcels().unwrap();
    assert_eq!(
        pending
            .iter()
            .map(|(_, parcel)| parcel.clone())
            .collect::<Vec<_>>(),
        [parcel(1), parcel(2), parcel(3)]
    );
    assert_eq!(pending[0].0, first.unwrap());
    store.delivered(pending[1].0).unwrap();
    let left: Vec<u8> = store
        .pending_parcels()
        .unwrap()
        .into_iter()
        .map(|(_, parcel)| parcel.body[0])
        .collect();
    assert_eq!(left, [1, 3]);
}

/// Saves `count` games of `store` with their clocks due at 100, 101, …, each reminded already.
fn games_due_from_100(store: &Store, count: u64) -> Vec<GameRecord> {
    (0..count)
        .map(|channel| {
            let record = start(store, channel);
            let mut timed = record.clone();
            timed.deadline = Some(umpire::clock::Deadline {
                at: 100 + channel,
                remind_at: 50,
                reminded: true,
            });
            store.save_game(&record, &timed, None, None).unwrap();
            timed
        })
        .collect()
}

fn due_clocks_are_claimed_earliest_first_up_to_the_limit(store: &Store) {
    let games = games_due_from_100(store, 5);
    let ids: Vec<GameId> = games.iter().map(|game| game.id).collect();
    assert!(store.claim_due(99, 10, 10_099).unwrap().is_empty());
    assert_eq!(store.claim_due(102, 2, 10_102).unwrap(), ids[..2]);
    let mut over = games[2].clone();
    over.finished = true;
    store.save_game(&games[2], &over, None, None).unwrap();
    // Over, the third game's clock no longer counts; the claimed ones are not handed again here on a
    // shared database, and on sled (one process) they are its own anyway.
    let claimed = store.claim_due(200, 10, 10_200).unwrap();
    assert!(claimed.ends_with(&ids[3..]) && !claimed.contains(&ids[2]));
}

fn a_record_change_from_a_stale_game_is_refused(store: &Store) {
    let record = start(store, 1);
    let mut placed = record.clone();
    placed.place = Some(ChannelId(40));
    store.save_game(&record, &placed, None, None).unwrap();
    // Another writer still holds the game as it was: its draw offer, which adds no log entry, is refused.
    let mut offered = record.clone();
    offered.draw_offers.push(Seat(1));
    let refused = store.save_game(&record, &offered, None, None);
    assert!(
        matches!(refused, Err(StoreError::Conflict(1))),
        "{refused:?}"
    );
    assert_eq!(store.game(record.id).unwrap(), Some(placed.clone()));
    let mut offered = placed.clone();
    offered.draw_offers.push(Seat(1));
    store.save_game(&placed, &offered, None, None).unwrap();
    assert_eq!(store.game(record.id).unwrap(), Some(offered));
}

fn a_challenge_changed_or_ended_meanwhile_is_not_changed_again(store: &Store) {
    let (waiting, _) = store
        .create_challenge(|id| challenge(id, 1, &[]), |_| None, &Quota::NONE)
        .unwrap();
    // Two writers read the open challenge; the first seats user 5, the second user 6 on the same read.
    let mut five = waiting.clone();
    five.joined.push(numbered_user(5));
    store.put_challenge(&waiting, &five, None).unwrap();
    let mut six = waiting.clone();
    six.joined.push(numbered_user(6));
    let refused = store.put_challenge(&waiting, &six, None);
    assert!(
        matches!(refused, Err(StoreError::ChallengeChanged(1))),
        "{refused:?}"
    );
    // Nor can it start or end from that read; from the stored one it starts, once.
    let game = |id| GameRecord {
        id,
        ..GameRecord::for_tests("jungle", 7)
    };
    assert!(matches!(
        store.start_game(&waiting, game, |_| None, &Quota::NONE),
        Err(StoreError::ChallengeChanged(1))
    ));
    assert!(matches!(
        store.remove_challenge(&waiting, ChallengeEnd::Declined, None),
        Err(StoreError::ChallengeChanged(1))
    ));
    let (started, _) = store
        .start_game(&five, game, |_| None, &Quota::NONE)
        .unwrap();
    assert!(matches!(
        store.start_game(&five, game, |_| None, &Quota::NONE),
        Err(StoreError::ChallengeChanged(1))
    ));
    assert!(matches!(
        store.remove_challenge(&five, ChallengeEnd::Withdrawn, None),
        Err(StoreError::ChallengeChanged(1))
    ));
    assert_eq!(
        store.challenge_end(waiting.id).unwrap(),
        Some(ChallengeEnd::Started(started.id))
    );
    assert!(store.game(GameId(started.id.0 + 1)).unwrap().is_none());
}

fn a_game_rated_after_another_was_rated_meanwhile_is_refused(store: &Store) {
    let ended = |record: &GameRecord, seq: u64| {
        let mut over = record.clone();
        over.finished = true;
        over.rating = Some(umpire::ratings::RatedGame {
            seq,
            pool: record.pool(),
            seats: record
                .players
                .values()
                .map(|player| umpire::ratings::SeatRating {
                    user: player.id,
                    before: Default::default(),
                    after: Default::default(),
                    games: 1,
                })
                .collect(),
        });
        over
    };
    let (first, second) = (start(store, 1), start(store, 2));
    // Both ends read the ratings before either was saved: both took the number 1.
    store
        .save_game(&first, &ended(&first, 1), None, None)
        .unwrap();
    let refused = store.save_game(&second, &ended(&second, 1), None, None);
    assert!(
        matches!(refused, Err(StoreError::Conflict(2))),
        "{refused:?}"
    );
    assert_eq!(store.last_rated().unwrap(), 1);
    store
        .save_game(&second, &ended(&second, 2), None, None)
        .unwrap();
    assert_eq!(store.last_rated().unwrap(), 2);
}

fn what_falls_due_is_found_and_the_next_time_after_any(store: &Store) {
    let timed = |channel: u64, at: u64, remind_at: u64, reminded: bool| {
        let record = start(store, channel);
        let mut timed = record.clone();
        timed.deadline = Some(umpire::clock::Deadline {
            at,
            remind_at,
            reminded,
        });
        store.save_game(&record, &timed, None, None).unwrap();
        timed
    };
    let reminder_due = timed(1, 900, 300, false);
    let reminded = timed(2, 700, 100, true);
    let later = timed(3, 5_000, 4_000, false);
    let untimed = start(store, 4);
    // Challenge 5 is left waiting; it lapses at 1,000.
    let (waiting, _) = store
        .create_challenge(|id| challenge(id, 5, &[9]), |_| None, &Quota::NONE)
        .unwrap();
    assert!(store.claim_due(99, 10, 10_099).unwrap().is_empty());
    assert!(store.lapsed_challenges(99).unwrap().is_empty());
    assert_eq!(
        store.claim_due(800, 10, 10_800).unwrap(),
        [reminder_due.id, reminded.id]
    );
    assert!(store.lapsed_challenges(800).unwrap().is_empty());
    assert_eq!(store.lapsed_challenges(1_000).unwrap(), [waiting.id]);
    let claimed = store.claim_due(1_000, 10, 11_000).unwrap();
    assert!(!claimed.contains(&later.id) && !claimed.contains(&untimed.id));
    assert_eq!(store.next_due(0).unwrap(), Some(300));
    assert_eq!(store.next_due(300).unwrap(), Some(700));
    assert_eq!(store.next_due(1_000).unwrap(), Some(4_000));
    let mut over = later.clone();
    over.finished = true;
    store.save_game(&later, &over, None, None).unwrap();
    assert_eq!(store.next_due(1_000).unwrap(), None);
}

/// A case of the suite, by name.
/// Runs `count` calls of `write` at once, from as many threads, and gives back their results.
fn at_once<T: Send>(count: usize, write: impl Fn(usize) -> T + Sync) -> Vec<T> {
    std::thread::scope(|scope| {
        let writers: Vec<_> = (0..count)
            .map(|index| {
                let write = &write;
                scope.spawn(move || write(index))
            })
            .collect();
        writers
            .into_iter()
            .map(|writer| writer.join().unwrap())
            .collect()
    })
}

/// How many of `results` went through, and the limits the others met.
fn made_and_refused<T>(results: Vec<Result<T, StoreError>>) -> (usize, Vec<OverLimit>) {
    let mut made = 0;
    let mut refused = Vec::new();
    for result in results {
        match result {
            Ok(_) => made += 1,
            Err(StoreError::OverLimit(limit)) => refused.push(limit),
            Err(other) => panic!("a write failed: {other}"),
        }
    }
    (made, refused)
}

fn challenges_and_games_made_at_once_stay_within_the_limits(store: &Store) {
    let quota = Quota {
        open_challenges: 10,
        games: 3,
        now: 0,
    };
    let (made, refused) = made_and_refused(at_once(12, |_| {
        store.create_challenge(|id| challenge(id, 1, &[2]), |_| None, &quota)
    }));
    assert_eq!(made, 10, "{refused:?}");
    assert!(refused.iter().all(|limit| matches!(
        limit,
        OverLimit::Challenges {
            user: UserId(1),
            count: 10
        }
    )));
    // Challenges that lapsed wait no more.
    let later = Quota {
        now: 1_000,
        ..quota
    };
    store
        .create_challenge(|id| challenge(id, 1, &[2]), |_| None, &later)
        .unwrap();
    // Games started at once from five of them: three, the challenger's limit.
    let waiting: Vec<ChallengeRecord> = store.challenges_of_user(UserId(1)).unwrap();
    let (started, refused) = made_and_refused(at_once(5, |index| {
        store.start_game(
            &waiting[index],
            |id| GameRecord {
                id,
                ..GameRecord::for_tests("jungle", 7)
            },
            |_| None,
            &quota,
        )
    }));
    assert_eq!(started, 3, "{refused:?}");
    assert!(refused.iter().all(|limit| matches!(
        limit,
        OverLimit::Games {
            user: UserId(1),
            count: 3,
            ..
        }
    )));
    assert_eq!(store.games_of_user(UserId(1)).unwrap().len(), 3);
    // A challenger who plays as many games as anyone may makes no challenge either.
    assert!(matches!(
        store.create_challenge(|id| challenge(id, 1, &[2]), |_| None, &later),
        Err(StoreError::OverLimit(OverLimit::Games {
            user: UserId(1),
            ..
        }))
    ));
}

fn follows_stay_within_the_limits_of_each_follower_and_game(store: &Store) {
    let games: Vec<GameId> = (0..3).map(|index| start(store, 10 + index).id).collect();
    let quota = FollowQuota {
        per_user: 2,
        per_game: 3,
    };
    store.follow(games[0], UserId(50), &quota).unwrap();
    store.follow(games[1], UserId(50), &quota).unwrap();
    store.follow(games[1], UserId(50), &quota).unwrap();
    assert!(
        matches!(
            store.follow(games[2], UserId(50), &quota),
            Err(StoreError::OverLimit(OverLimit::Follows {
                user: UserId(50),
                count: 2
            }))
        ),
        "a third game is one too many"
    );
    let (made, refused) = made_and_refused(at_once(6, |index| {
        store.follow(games[2], UserId(60 + index as u64), &quota)
    }));
    assert_eq!(made, 3, "{refused:?}");
    assert!(
        refused
            .iter()
            .all(|limit| matches!(limit, OverLimit::Followers { count: 3, .. }))
    );
    assert_eq!(store.followers(games[2]).unwrap().len(), 3);
}

fn commands_given_at_once_are_counted_against_the_limit_together(store: &Store) {
    let counted = at_once(8, |_| store.count_command(UserId(7), 5_000, 5).unwrap());
    let under = counted
        .iter()
        .filter(|&&found| found == Counted::Under)
        .count();
    let first = counted
        .iter()
        .filter(|&&found| found == Counted::FirstOver)
        .count();
    assert_eq!((under, first), (5, 1), "{counted:?}");
    assert_eq!(
        store.count_command(UserId(7), 6_000, 5).unwrap(),
        Counted::StillOver
    );
    assert_eq!(
        store.count_command(UserId(8), 6_000, 5).unwrap(),
        Counted::Under,
        "others are not held up"
    );
    assert_eq!(
        store.count_command(UserId(7), 65_001, 5).unwrap(),
        Counted::Under,
        "a minute later"
    );
}

type Case = (&'static str, fn(&Store));

/// Every case, each on a new, empty store made by `fresh`.
fn tournament_ids(tournaments: Vec<TournamentRecord>) -> Vec<u64> {
    tournaments.into_iter().map(|record| record.id.0).collect()
}

/// `tournament` with user `player` entered.
fn joined(tournament: &TournamentRecord, player: u64) -> TournamentRecord {
    let mut changed = tournament.clone();
    changed.players.push(numbered_user(player));
    changed
}

fn tournaments_are_numbered_versioned_and_closed(store: &Store) {
    let made: Vec<TournamentRecord> = [1, 2, 1]
        .into_iter()
        .map(|server| {
            let (record, _) = store
                .create_tournament(|id| tournament(id, server), |_| None, usize::MAX)
                .unwrap();
            record
        })
        .collect();
    assert_eq!(tournament_ids(made.clone()), [1, 2, 3]);
    assert_eq!(
        tournament_ids(store.open_tournaments(ServerId(1)).unwrap()),
        [1, 3]
    );
    let mut everywhere = tournament_ids(store.every_open_tournament().unwrap());
    everywhere.sort_unstable();
    assert_eq!(everywhere, [1, 2, 3]);
    let (second, _) = store
        .put_tournament(&made[0], &joined(&made[0], 2), None)
        .unwrap();
    assert_eq!((second.version, second.players.len()), (1, 2));
    let (third, _) = store
        .put_tournament(&second, &joined(&second, 3), None)
        .unwrap();
    assert_eq!(
        store.tournament(TournamentId(1)).unwrap(),
        Some(third.clone())
    );
    let mut swiss = Swiss::new(
        (1..=3)
            .map(|player| Entrant {
                player: UserId(player),
                rating: 1500,
            })
            .collect(),
    );
    swiss.pair_next_round().unwrap();
    let playing = TournamentRecord {
        stage: Stage::Playing(swiss.clone()),
        ..third.clone()
    };
    let (playing, _) = store.put_tournament(&third, &playing, None).unwrap();
    assert_eq!(
        tournament_ids(store.open_tournaments(ServerId(1)).unwrap()),
        [1, 3]
    );
    let over = TournamentRecord {
        stage: Stage::Over(swiss),
        ..playing.clone()
    };
    let (over, _) = store.put_tournament(&playing, &over, None).unwrap();
    assert_eq!(over.version, 4);
    assert_eq!(
        tournament_ids(store.open_tournaments(ServerId(1)).unwrap()),
        [3]
    );
    assert_eq!(store.tournament(TournamentId(1)).unwrap(), Some(over));
    assert_eq!(store.tournament(TournamentId(9)).unwrap(), None);
}

fn an_arena_is_kept_whole_and_open_until_over(store: &Store) {
    let (made, _) = store
        .create_tournament(
            |id| TournamentRecord {
                rounds: 0,
                arena: Some(3_600_000),
                ..tournament(id, 1)
            },
            |_| None,
            usize::MAX,
        )
        .unwrap();
    let mut arena = Arena::new(1_000, 3_601_000);
    for player in 1..=3 {
        let entrant = Entrant {
            player: UserId(player),
            rating: 1500,
        };
        arena.join(entrant, 1_000).unwrap();
    }
    let paired = arena.pair_waiting(1_000);
    arena.set_game(paired[0].game, GameId(7)).unwrap();
    arena.pause(UserId(3));
    let playing = TournamentRecord {
        stage: Stage::Arena(arena.clone()),
        ..made.clone()
    };
    let (playing, _) = store.put_tournament(&made, &playing, None).unwrap();
    assert_eq!(store.tournament(made.id).unwrap().as_ref(), Some(&playing));
    assert_eq!(tournament_ids(store.every_open_tournament().unwrap()), [1]);
    arena.finish(paired[0].game, Finish::Drawn, 2_000).unwrap();
    let over = TournamentRecord {
        stage: Stage::ArenaOver(arena),
        ..playing.clone()
    };
    let (over, _) = store.put_tournament(&playing, &over, None).unwrap();
    assert_eq!(store.tournament(made.id).unwrap(), Some(over));
    assert!(store.every_open_tournament().unwrap().is_empty());
}

fn a_tournament_changed_meanwhile_is_not_changed_again(store: &Store) {
    let parcel = Parcel {
        body: vec![7],
        blobs: Vec::new(),
    };
    let (made, _) = store
        .create_tournament(|id| tournament(id, 1), |_| None, usize::MAX)
        .unwrap();
    let written = at_once(8, |player| {
        store.put_tournament(&made, &joined(&made, 10 + player as u64), Some(&parcel))
    });
    let (changed, refused): (Vec<_>, Vec<_>) = written.into_iter().partition(Result::is_ok);
    assert_eq!(changed.len(), 1, "{refused:?}");
    assert!(
        refused
            .iter()
            .all(|result| matches!(result, Err(StoreError::TournamentChanged(1))))
    );
    let (winner, parcel_id) = changed.into_iter().next().unwrap().unwrap();
    assert_eq!(store.tournament(made.id).unwrap(), Some(winner.clone()));
    assert_eq!(winner.version, 1);
    let parcels = store.pending_parcels().unwrap();
    assert_eq!(
        parcels,
        [(parcel_id.expect("a parcel was given"), parcel.clone())],
        "the refused changes wrote no parcel"
    );
    // A change made from the version before is refused too, however it differs.
    assert!(matches!(
        store.put_tournament(&made, &made, None),
        Err(StoreError::TournamentChanged(1))
    ));
}

fn tournaments_made_at_once_stay_within_the_server_limit(store: &Store) {
    let (made, refused) = made_and_refused(at_once(6, |_| {
        store.create_tournament(|id| tournament(id, 1), |_| None, 3)
    }));
    assert_eq!(made, 3, "{refused:?}");
    assert!(refused.iter().all(|limit| *limit
        == OverLimit::Tournaments {
            server: ServerId(1),
            count: 3,
        }));
    assert_eq!(refused.len(), 3);
    store
        .create_tournament(|id| tournament(id, 2), |_| None, 3)
        .expect("another server has its own limit");
    let open = store.open_tournaments(ServerId(1)).unwrap();
    let cancelled = TournamentRecord {
        stage: Stage::Cancelled,
        ..open[0].clone()
    };
    store.put_tournament(&open[0], &cancelled, None).unwrap();
    store
        .create_tournament(|id| tournament(id, 1), |_| None, 3)
        .expect("a cancelled tournament is not open");
}

/// The round of `swiss` paired next, with the games made for its boards from game number `first`, as the
/// host makes them: each board names its game and each game its board.
fn round_opened(
    previous: &TournamentRecord,
    mut swiss: Swiss,
    first: GameId,
) -> (TournamentRecord, Vec<GameRecord>) {
    let round = swiss.rounds().len() - 1;
    let boards = swiss.rounds()[round].boards.clone();
    let mut games = Vec::new();
    for (index, board) in boards.iter().enumerate() {
        let id = GameId(first.0 + index as u64);
        swiss.set_game(round, index, id).unwrap();
        let mut game = GameRecord {
            id,
            ..GameRecord::for_tests("jungle", 7)
        };
        game.players = games::BySeat::from_vec(vec![
            numbered_user(board.first.0),
            numbered_user(board.second.0),
        ]);
        game.tournament = Some(TournamentGame {
            tournament: previous.id,
            round,
            board: index,
        });
        games.push(game);
    }
    let tournament = TournamentRecord {
        stage: Stage::Playing(swiss),
        ..previous.clone()
    };
    (tournament, games)
}

fn a_round_is_paired_and_its_games_opened_once(store: &Store) {
    let before = start(store, 1);
    let (made, _) = store
        .create_tournament(|id| tournament(id, 1), |_| None, usize::MAX)
        .unwrap();
    let mut swiss = Swiss::new(
        (1..=4)
            .map(|player| Entrant {
                player: UserId(player),
                rating: 1500,
            })
            .collect(),
    );
    swiss.pair_next_round().unwrap();
    // Two writers open the round from the same read at once: one does, the other is refused whole.
    let results = at_once(2, |_| {
        store.start_round(
            &made,
            2,
            |first| round_opened(&made, swiss.clone(), first),
            |_, _| None,
        )
    });
    let opened: Vec<_> = results
        .iter()
        .filter_map(|result| result.as_ref().ok())
        .collect();
    assert_eq!(opened.len(), 1, "{results:?}");
    assert!(
        results
            .iter()
            .any(|result| matches!(result, Err(StoreError::TournamentChanged(1))))
    );
    let (record, games, _) = opened[0];
    let first = GameId(before.id.0 + 1);
    assert_eq!(
        games.iter().map(|game| game.id).collect::<Vec<_>>(),
        [first, GameId(first.0 + 1)]
    );
    assert_eq!(store.tournament(made.id).unwrap().as_ref(), Some(record));
    let Stage::Playing(stored) = &record.stage else {
        panic!("it plays")
    };
    for (index, board) in stored.rounds()[0].boards.iter().enumerate() {
        let game = store.game(board.game.unwrap()).unwrap().unwrap();
        assert_eq!(game.tournament.unwrap().board, index);
        assert_eq!(
            game.players
                .values()
                .map(|user| user.id)
                .collect::<Vec<_>>(),
            [board.first, board.second]
        );
        assert!(store.games_of_user(board.first).unwrap().contains(&game.id));
    }
    // The next game takes the number after the round's.
    assert_eq!(start(store, 2).id, GameId(first.0 + 2));
}

fn conformance(fresh: &dyn Fn() -> Store) {
    let cases: &[Case] = &[
        (
            "challenges_are_numbered_found_and_ended",
            challenges_are_numbered_found_and_ended,
        ),
        (
            "games_keep_their_log_and_indexes_until_they_end",
            games_keep_their_log_and_indexes_until_they_end,
        ),
        (
            "a_change_from_a_stale_game_is_refused_and_writes_nothing",
            a_change_from_a_stale_game_is_refused_and_writes_nothing,
        ),
        (
            "settings_setups_and_follows_are_kept",
            settings_setups_and_follows_are_kept,
        ),
        ("local_names_are_kept", local_names_are_kept),
        (
            "analyses_are_kept_with_who_waits_for_them",
            analyses_are_kept_with_who_waits_for_them,
        ),
        (
            "an_analysis_is_changed_only_over_the_record_it_was_made_from",
            an_analysis_is_changed_only_over_the_record_it_was_made_from,
        ),
        (
            "an_analysis_is_claimed_while_someone_waits_for_it",
            an_analysis_is_claimed_while_someone_waits_for_it,
        ),
        (
            "parcels_wait_in_order_until_delivered",
            parcels_wait_in_order_until_delivered,
        ),
        (
            "due_clocks_are_claimed_earliest_first_up_to_the_limit",
            due_clocks_are_claimed_earliest_first_up_to_the_limit,
        ),
        (
            "a_record_change_from_a_stale_game_is_refused",
            a_record_change_from_a_stale_game_is_refused,
        ),
        (
            "a_challenge_changed_or_ended_meanwhile_is_not_changed_again",
            a_challenge_changed_or_ended_meanwhile_is_not_changed_again,
        ),
        (
            "a_game_rated_after_another_was_rated_meanwhile_is_refused",
            a_game_rated_after_another_was_rated_meanwhile_is_refused,
        ),
        (
            "what_falls_due_is_found_and_the_next_time_after_any",
            what_falls_due_is_found_and_the_next_time_after_any,
        ),
        (
            "challenges_and_games_made_at_once_stay_within_the_limits",
            challenges_and_games_made_at_once_stay_within_the_limits,
        ),
        (
            "follows_stay_within_the_limits_of_each_follower_and_game",
            follows_stay_within_the_limits_of_each_follower_and_game,
        ),
        (
            "commands_given_at_once_are_counted_against_the_limit_together",
            commands_given_at_once_are_counted_against_the_limit_together,
        ),
        (
            "tournaments_are_numbered_versioned_and_closed",
            tournaments_are_numbered_versioned_and_closed,
        ),
        (
            "an_arena_is_kept_whole_and_open_until_over",
            an_arena_is_kept_whole_and_open_until_over,
        ),
        (
            "a_tournament_changed_meanwhile_is_not_changed_again",
            a_tournament_changed_meanwhile_is_not_changed_again,
        ),
        (
            "tournaments_made_at_once_stay_within_the_server_limit",
            tournaments_made_at_once_stay_within_the_server_limit,
        ),
        (
            "a_round_is_paired_and_its_games_opened_once",
            a_round_is_paired_and_its_games_opened_once,
        ),
    ];
    for (name, case) in cases {
        eprintln!("store conformance: {name}");
        case(&fresh());
    }
}

#[test]
fn sled_conforms() {
    conformance(&|| Store::temporary().unwrap());
}

#[test]
fn postgres_conforms() {
    let Some(server) = crate::support::postgres::start("postgres_conforms") else {
        return;
    };
    conformance(&|| Store::connect(&server.fresh_database()).unwrap());
}

#[test]
fn postgres_hands_each_due_clock_to_one_process_until_its_claim_lapses_or_the_game_is_written() {
    let Some(server) = crate::support::postgres::start("postgres_claims") else {
        return;
    };
    let address = server.fresh_database();
    let processes: Vec<Store> = (0..3).map(|_| Store::connect(&address).unwrap()).collect();
    let games = games_due_from_100(&processes[0], 12);
    // Three processes claiming at once, two clocks at a time, until none is left: each clock once.
    let mut claimed: Vec<GameId> = std::thread::scope(|scope| {
        let claimers: Vec<_> = processes
            .iter()
            .map(|process| {
                scope.spawn(move || {
                    let mut mine = Vec::new();
                    loop {
                        let claimed = process.claim_due(500, 2, 10_500).unwrap();
                        if claimed.is_empty() {
                            return mine;
                        }
                        mine.extend(claimed);
                    }
                })
            })
            .collect();
        claimers
            .into_iter()
            .flat_map(|claimer| claimer.join().unwrap())
            .collect()
    });
    claimed.sort();
    assert_eq!(
        claimed,
        games.iter().map(|game| game.id).collect::<Vec<_>>()
    );
    // Within the lease nobody claims them again; a game written meanwhile (its reminder, a move) is
    // free of its claim, and once the lease is over the others are free too (their process died).
    assert!(
        processes[1]
            .claim_due(10_499, 20, 20_499)
            .unwrap()
            .is_empty()
    );
    let mut reminded_again = games[4].clone();
    reminded_again.deadline.as_mut().unwrap().remind_at = 60;
    processes[2]
        .save_game(&games[4], &reminded_again, None, None)
        .unwrap();
    assert_eq!(
        processes[1].claim_due(10_499, 20, 20_499).unwrap(),
        [games[4].id]
    );
    let lapsed = processes[2].claim_due(10_500, 20, 20_500).unwrap();
    assert_eq!(lapsed.len(), 11);
    assert!(!lapsed.contains(&games[4].id));
}

#[test]
fn postgres_leaves_an_analysis_to_its_claimant_until_its_claim_lapses() {
    let Some(server) = crate::support::postgres::start("postgres_analysis_claims") else {
        return;
    };
    let address = server.fresh_database();
    let [first, second] = [(); 2].map(|()| Store::connect(&address).unwrap());
    analysis_waited_for(&first);
    assert!(first.claim_analysis(GameId(4), 100, 1_100).unwrap());
    assert!(!second.claim_analysis(GameId(4), 500, 1_500).unwrap());
    assert!(second.analyses_unclaimed(500).unwrap().is_empty());
    // Renewed, the claim holds past its first lease.
    assert!(first.claim_analysis(GameId(4), 900, 1_900).unwrap());
    assert!(!second.claim_analysis(GameId(4), 1_500, 2_500).unwrap());
    // Its claimant gone silent, the claim lapses and the other process takes the analysis over.
    assert_eq!(second.analyses_unclaimed(1_900).unwrap(), vec![GameId(4)]);
    assert!(second.claim_analysis(GameId(4), 1_900, 2_900).unwrap());
    assert!(!first.claim_analysis(GameId(4), 2_000, 3_000).unwrap());
}

#[test]
fn postgres_schema_is_applied_once_and_a_reconnection_keeps_everything() {
    let Some(server) = crate::support::postgres::start("postgres_reconnection") else {
        return;
    };
    let address = server.fresh_database();
    let record = {
        let store = Store::connect(&address).unwrap();
        play_first_moves(&store, start(&store, 1), 3)
    };
    let store = Store::connect(&address).unwrap();
    assert_eq!(store.game(record.id).unwrap(), Some(record.clone()));
    assert_eq!(store.log(record.id).unwrap().len(), 3);
    assert_eq!(start(&store, 2).id, GameId(2));
    let other = Store::connect(&address).unwrap();
    assert_eq!(
        other.lineage(),
        store.lineage(),
        "one database, one lineage"
    );
    let elsewhere = Store::connect(&server.fresh_database()).unwrap();
    assert_ne!(elsewhere.lineage(), store.lineage());
}

#[test]
fn postgres_processes_sharing_a_database_share_its_limits() {
    let Some(server) = crate::support::postgres::start("postgres_limits") else {
        return;
    };
    let address = server.fresh_database();
    let processes: Vec<Store> = (0..2).map(|_| Store::connect(&address).unwrap()).collect();
    let quota = Quota {
        open_challenges: 10,
        games: 30,
        now: 0,
    };
    let (made, _) = made_and_refused(at_once(12, |index| {
        processes[index % 2].create_challenge(|id| challenge(id, 1, &[2]), |_| None, &quota)
    }));
    assert_eq!(made, 10, "ten challenges between the two processes");
    let counted = at_once(12, |index| {
        processes[index % 2]
            .count_command(UserId(7), 1_000, 10)
            .unwrap()
    });
    let under = counted
        .iter()
        .filter(|&&found| found == Counted::Under)
        .count();
    assert_eq!(under, 10, "ten commands a minute between them: {counted:?}");
}

#[test]
fn postgres_a_store_whose_server_stops_is_down_until_it_answers_again() {
    let Some(server) = crate::support::postgres::start("postgres_outage") else {
        return;
    };
    let store = Store::connect(&server.fresh_database()).unwrap();
    let record = start(&store, 1);
    assert!(!store.is_down());
    server.stop();
    let error = store.game(record.id).unwrap_err();
    assert!(error.is_outage(), "{error}");
    assert!(store.is_down());
    assert!(store.games_of_user(UserId(1)).is_err());
    server.start_again();
    assert_eq!(store.game(record.id).unwrap(), Some(record));
    assert!(!store.is_down(), "up again once a call answers");
    let refused = store.create_challenge(
        |id| challenge(id, 1, &[]),
        |_| None,
        &Quota {
            open_challenges: 0,
            ..Quota::NONE
        },
    );
    assert!(matches!(refused, Err(StoreError::OverLimit(_))));
    assert!(!store.is_down(), "a refusal is no outage");
}

#[test]
fn a_sled_database_keeps_its_lineage_and_another_has_its_own() {
    let folder = tempfile::tempdir().unwrap();
    let first = Store::open(folder.path()).unwrap().lineage();
    assert_ne!(first, 0);
    assert_eq!(Store::open(folder.path()).unwrap().lineage(), first);
    let other = tempfile::tempdir().unwrap();
    assert_ne!(Store::open(other.path()).unwrap().lineage(), first);
}

#[test]
fn postgres_parcels_wait_for_their_own_process_until_it_is_gone() {
    let Some(server) = crate::support::postgres::start("postgres_parcel_owners") else {
        return;
    };
    let address = server.fresh_database();
    let (first, second) = (
        Store::connect(&address).unwrap(),
        Store::connect(&address).unwrap(),
    );
    let parcel = Parcel {
        body: vec![7],
        blobs: vec![vec![8; 4]],
    };
    first
        .create_challenge(
            |id| challenge(id, 1, &[]),
            |_| Some(parcel.clone()),
            &Quota::NONE,
        )
        .unwrap();
    // The first process is delivering it: the second, starting, leaves it alone.
    assert!(second.pending_parcels().unwrap().is_empty());
    assert_eq!(first.pending_parcels().unwrap().len(), 1);
    drop(first);
    // Gone (its connection closed, its lock free): its parcel is the second's to deliver, once.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let adopted = loop {
        let pending = second.pending_parcels().unwrap();
        if !pending.is_empty() || std::time::Instant::now() > deadline {
            break pending;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(
        adopted
            .iter()
            .map(|(_, parcel)| parcel.clone())
            .collect::<Vec<_>>(),
        std::slice::from_ref(&parcel)
    );
    let third = Store::connect(&address).unwrap();
    assert!(third.pending_parcels().unwrap().is_empty());
    second.delivered(adopted[0].0).unwrap();
    assert!(second.pending_parcels().unwrap().is_empty());
    // A process that dies while the others run: one of them takes its parcel over, once.
    let dying = Store::connect(&address).unwrap();
    dying
        .create_challenge(
            |id| challenge(id, 2, &[]),
            |_| Some(parcel.clone()),
            &Quota::NONE,
        )
        .unwrap();
    assert!(second.adopt_orphaned_parcels().unwrap().is_empty());
    drop(dying);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let (by_second, by_third) = loop {
        let (by_second, by_third) = std::thread::scope(|scope| {
            let by_third = scope.spawn(|| third.adopt_orphaned_parcels().unwrap());
            (
                second.adopt_orphaned_parcels().unwrap(),
                by_third.join().unwrap(),
            )
        });
        if by_second.len() + by_third.len() > 0 || std::time::Instant::now() > deadline {
            break (by_second, by_third);
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let taken: Vec<Parcel> = by_second
        .iter()
        .chain(&by_third)
        .map(|(_, parcel)| parcel.clone())
        .collect();
    assert_eq!(taken, [parcel]);
    assert!(second.adopt_orphaned_parcels().unwrap().is_empty());
    assert!(third.adopt_orphaned_parcels().unwrap().is_empty());
}

#[test]
fn postgres_a_process_whose_connection_was_cut_takes_its_number_again_and_keeps_its_parcels() {
    let Some(server) = crate::support::postgres::start("postgres_presence_cut") else {
        return;
    };
    let address = server.fresh_database();
    let (first, second) = (
        Store::connect(&address).unwrap(),
        Store::connect(&address).unwrap(),
    );
    let parcel = |n: u8| Parcel {
        body: vec![n],
        blobs: Vec::new(),
    };
    first
        .create_challenge(
            |id| challenge(id, 1, &[]),
            |_| Some(parcel(1)),
            &Quota::NONE,
        )
        .unwrap();
    // The server cuts the connections that say the processes are alive, as a restart of it would.
    let mut admin = postgres::Client::connect(&address, postgres::NoTls).unwrap();
    let presences = "FROM pg_locks WHERE locktype = 'advisory' AND objsubid = 2
                     AND database = (SELECT oid FROM pg_database WHERE datname = current_database())";
    admin
        .query(
            &format!("SELECT pg_terminate_backend(pid) {presences}"),
            &[],
        )
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while admin
        .query_one(&format!("SELECT count(*) {presences}"), &[])
        .unwrap()
        .get::<_, i64>(0)
        > 0
    {
        assert!(std::time::Instant::now() < deadline, "the locks stay");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // At its next look at the outbox each process takes its number again; the other then leaves its
    // parcels, those from before the cut and those after, to it.
    assert!(first.adopt_orphaned_parcels().unwrap().is_empty());
    first
        .create_challenge(
            |id| challenge(id, 2, &[]),
            |_| Some(parcel(2)),
            &Quota::NONE,
        )
        .unwrap();
    assert!(second.adopt_orphaned_parcels().unwrap().is_empty());
    let mine: Vec<Parcel> = first
        .pending_parcels()
        .unwrap()
        .into_iter()
        .map(|(_, parcel)| parcel)
        .collect();
    assert_eq!(mine, [parcel(1), parcel(2)]);
}
