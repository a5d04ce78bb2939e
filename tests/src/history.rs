//! Hand-built histories: finished games written straight into a store, each with its result and, when
//! rated, the ratings it left, so that tests of leaderboards, profiles and the archive need not play
//! every game (a settled rating takes about fourteen games).

use games::{BySeat, EndReason, GameKind, Outcome, Seat, Settings};
use umpire::clock::ClockSpec;
use umpire::host::api::{ChannelId, GameId, Millis, ServerId, User, UserId};
use umpire::model::Pool;
use umpire::ratings::{RatedGame, Rating, SeatRating};
use umpire::store::{ChallengeRecord, GameRecord, Quota, SCHEMA_VERSION, Store};

/// A finished game to write.
#[derive(Clone, Debug)]
pub struct Past {
    /// The game's id in the catalogue (`jungle`).
    pub kind: &'static str,
    /// The players in seat order: id and name.
    pub players: Vec<(u64, &'static str)>,
    /// The server it was played in.
    pub server: u64,
    /// When it ended.
    pub ended: Millis,
    /// The seats that won; none for a draw.
    pub winners: Vec<u8>,
    /// For a rated game, each seat's rating and deviation after it, in seat order.
    pub rated: Option<Vec<(f64, f64)>>,
}

impl Past {
    /// An unrated two-player game of `kind` between `first` and `second` in `server`, ended at `ended`
    /// and won by the seats in `winners`.
    pub fn game(
        kind: &'static str,
        first: (u64, &'static str),
        second: (u64, &'static str),
        server: u64,
        ended: Millis,
        winners: &[u8],
    ) -> Self {
        Self {
            kind,
            players: vec![first, second],
            server,
            ended,
            winners: winners.to_vec(),
            rated: None,
        }
    }

    /// The same game, rated: each seat's rating and deviation after it.
    pub fn rated(mut self, after: &[(f64, f64)]) -> Self {
        self.rated = Some(after.to_vec());
        self
    }
}

/// Writes `past` into `store` as a finished game, numbered after the games already there, with its
/// indexes and, when rated, the players' new ratings; returns its record.
pub fn write(store: &Store, past: &Past) -> GameRecord {
    let kind: GameKind = past.kind.parse().expect("a game of the catalogue");
    let options = Settings::default();
    let snapshot = kind.create(&options, 1).expect("a new game").snapshot();
    let players: BySeat<User> = BySeat::new(past.players.len(), |seat| {
        let (id, name) = past.players[seat.index()];
        User {
            id: UserId(id),
            name: name.to_owned(),
        }
    });
    let seats = players.len();
    let others: Vec<User> = players.values().skip(1).cloned().collect();
    let (challenge, _) = store
        .create_challenge(
            |id| ChallengeRecord {
                schema: SCHEMA_VERSION,
                id,
                kind,
                challenger: players.values().next().expect("a player").clone(),
                invited: others.clone(),
                joined: others,
                options: options.clone(),
                clock: ClockSpec::None,
                setup_time: None,
                server: ServerId(past.server),
                channel: ChannelId(past.server * 1000),
                created: past.ended.saturating_sub(120_000),
                expires: past.ended,
                seat_order: Vec::new(),
                computer: None,
                casual: past.rated.is_none(),
                rematch_of: None,
                server_seed: None,
                seed_words: Vec::new(),
            },
            |_| None,
            &Quota::NONE,
        )
        .expect("the challenge is numbered");
    let (started, _) = store
        .start_game(
            &challenge,
            |id: GameId| GameRecord {
                schema: SCHEMA_VERSION,
                id,
                kind,
                options: options.clone(),
                seed: 1,
                players: players.clone(),
                server: ServerId(past.server),
                channel: ChannelId(past.server * 1000),
                place: None,
                clock: ClockSpec::None,
                setup_time: None,
                deadline: None,
                draw_offers: Vec::new(),
                log_len: 0,
                finished: false,
                snapshot: snapshot.json.clone(),
                snapshot_version: snapshot.version,
                started: past.ended.saturating_sub(60_000),
                cancelled: false,
                setup_entries: 0,
                turns_played: BySeat::new(seats, |_| 0),
                draw_offer_barred_until: Vec::new(),
                direct_failures_told: Vec::new(),
                computer: None,
                takeback: None,
                casual: past.rated.is_none(),
                rating: None,
                ended: None,
                outcome: None,
                language: Default::default(),
                fairness: None,
                tournament: None,
                no_shows: Vec::new(),
            },
            |_| None,
            &Quota::NONE,
        )
        .expect("the game is numbered");
    let mut finished = started.clone();
    finished.finished = true;
    finished.ended = Some(past.ended);
    finished.outcome = Some(if past.winners.is_empty() {
        Outcome::Draw {
            reason: EndReason::Agreement,
        }
    } else {
        Outcome::Win {
            winners: past.winners.iter().map(|&seat| Seat(seat)).collect(),
            reason: EndReason::Resignation,
        }
    });
    if let Some(after) = &past.rated {
        let pool = Pool::of(kind, seats);
        let seats = players
            .values()
            .zip(after)
            .map(|(player, &(rating, deviation))| {
                let before = store.rating(player.id, &pool).expect("the store reads");
                SeatRating {
                    user: player.id,
                    before: before
                        .as_ref()
                        .map_or_else(Rating::default, |stored| stored.rating),
                    after: Rating {
                        rating,
                        deviation,
                        volatility: 0.06,
                    },
                    games: before.map_or(0, |stored| stored.games) + 1,
                }
            })
            .collect();
        finished.rating = Some(RatedGame {
            seq: store.last_rated().expect("the store reads") + 1,
            pool,
            seats,
        });
    }
    store
        .save_game(&started, &finished, None, None)
        .expect("the game is saved");
    finished
}
