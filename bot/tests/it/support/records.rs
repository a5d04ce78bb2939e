//! Records for the store's tests, written as the host would write them.

use umpire::model::{ChallengeId, ChannelId, ServerId, TournamentId, User, UserId};
use umpire::store::{
    ChallengeRecord, GameRecord, LogEntry, LoggedAction, SCHEMA_VERSION, Stage, Store,
    TournamentRecord,
};

/// User `id`, named after it.
pub fn numbered_user(id: u64) -> User {
    User {
        id: UserId(id),
        name: format!("user{id}"),
    }
}

/// User 1's Jungle challenge number `id` in `channel`, naming the users `invited`, expiring at 1,000.
pub fn challenge(id: ChallengeId, channel: u64, invited: &[u64]) -> ChallengeRecord {
    ChallengeRecord {
        schema: SCHEMA_VERSION,
        id,
        kind: "jungle".parse().unwrap(),
        challenger: numbered_user(1),
        invited: invited.iter().map(|&id| numbered_user(id)).collect(),
        joined: Vec::new(),
        options: Default::default(),
        clock: umpire::clock::ClockSpec::None,
        setup_time: None,
        server: ServerId(1),
        channel: ChannelId(channel),
        created: 0,
        expires: 1_000,
        seat_order: Vec::new(),
        computer: None,
        casual: false,
        rematch_of: None,
        server_seed: None,
        seed_words: Vec::new(),
    }
}

/// User 1's Jungle Swiss tournament number `id` of 4 rounds in `server`, gathering players, with user 1
/// entered.
pub fn tournament(id: TournamentId, server: u64) -> TournamentRecord {
    TournamentRecord {
        place: None,
        schema: SCHEMA_VERSION,
        id,
        version: 0,
        kind: "jungle".parse().unwrap(),
        options: Default::default(),
        clock: umpire::clock::ClockSpec::None,
        casual: false,
        rounds: 4,
        arena: None,
        max_players: 32,
        creator: numbered_user(1),
        server: ServerId(server),
        channel: ChannelId(server * 10),
        created: 0,
        starts: None,
        computer: None,
        halted: false,
        players: vec![numbered_user(1)],
        stage: Stage::Gathering,
    }
}

/// Plays `moves` legal moves (the first legal action each time), saving each with its log entry.
pub fn play_first_moves(store: &Store, mut record: GameRecord, moves: u64) -> GameRecord {
    let log = store.log(record.id).unwrap();
    let mut game = umpire::store::replay(&record, &log).unwrap();
    for _ in 0..moves {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let action = game.legal_actions(seat)[0].clone();
        game.play(seat, &action).unwrap();
        let entry = LogEntry {
            schema: SCHEMA_VERSION,
            index: record.log_len,
            action: LoggedAction::Play { seat, action },
            at: record.log_len,
        };
        let mut next = record.clone();
        next.log_len += 1;
        next.snapshot = game.snapshot().json;
        store.save_game(&record, &next, Some(&entry), None).unwrap();
        record = next;
    }
    record
}
