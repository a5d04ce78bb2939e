//! A tournament's rounds: started, each round paired and its games opened in one write, and the end with
//! its podium once no round is left.

use super::{picture, texts};
use crate::host::api::{
    ChallengeId, Effect, GameId, Message, Millis, Slot, Target, Text, User, UserId,
};
use crate::host::computer::{computer_to_act, computer_user};
use crate::host::lobby::start::{Prepared, first_record};
use crate::host::outbox;
use crate::host::sessions::{Session, with_receipt};
use crate::host::{Failure, Handled, Host, retrying, send};
use crate::model::{COMPUTER, Pool, TournamentId};
use crate::store::{
    ChallengeRecord, GameRecord, SCHEMA_VERSION, Stage, TournamentGame, TournamentRecord,
};
use crate::tournament::{Board, Entrant, PairingError, Swiss};
use games::BySeat;

/// The rating that seeds a player who has none in the game.
const UNRATED: i32 = 1500;

impl Host {
    /// Starts a gathering tournament: its players are seeded by their ratings in its game (the computer,
    /// entering to make an odd field even when asked to, as an unrated player), and its first round is
    /// paired and opened; an arena opens instead.
    pub(super) fn begin_tournament(&self, previous: &TournamentRecord, now: Millis) -> Handled {
        if let Some(length) = previous.arena {
            return self.begin_arena(previous, length, now);
        }
        let mut entrants = Vec::new();
        for player in &previous.players {
            entrants.push(self.entrant(previous, player.id)?);
        }
        if previous.computer.is_some() && entrants.len() % 2 == 1 {
            entrants.push(Entrant {
                player: COMPUTER,
                rating: UNRATED,
            });
        }
        self.next_round(previous, Swiss::new(entrants), now)
    }

    /// `player` as they enter `record`, seeded by their rating in its game ([`UNRATED`] when they have
    /// none).
    pub(super) fn entrant(
        &self,
        record: &TournamentRecord,
        player: UserId,
    ) -> Result<Entrant, Failure> {
        let rating = self.store.rating(player, &Pool::of(record.kind, 2))?;
        Ok(Entrant {
            player,
            rating: rating.map_or(UNRATED, |rated| rated.rating.rating.round() as i32),
        })
    }

    /// Starts tournament `id` once its start time came, as read afresh from the store: its first round is
    /// paired, or, with fewer than two players, it is called off. A failure is logged and left to the
    /// next tick.
    pub(super) fn started_on_time(&self, id: TournamentId, now: Millis) -> Vec<Effect> {
        let start = || {
            let Some(record) = self.store.tournament(id)? else {
                return Ok(Vec::new());
            };
            let due = record.starts.is_some_and(|at| at <= now);
            if !matches!(record.stage, Stage::Gathering) || !due {
                return Ok(Vec::new());
            }
            if record.players.len() >= 2 {
                return self.begin_tournament(&record, now);
            }
            self.unattended(&record)
        };
        retrying(start).unwrap_or_else(|failure| {
            tracing::warn!(
                tournament = id.0,
                ?failure,
                "a tournament's start waits for the tick"
            );
            Vec::new()
        })
    }

    /// Calls off `previous`, whose start time came with fewer than two players.
    fn unattended(&self, previous: &TournamentRecord) -> Handled {
        let record = TournamentRecord {
            stage: Stage::Cancelled,
            ..previous.clone()
        };
        let effects = vec![
            send(
                Target::Channel(record.channel),
                texts::announcement(&record),
            ),
            send(
                Target::Channel(record.channel),
                Message {
                    text: Text::key_with(
                        "tournament-unattended",
                        vec![("tournament", record.id.to_string().into())],
                    ),
                    server: Some(record.server),
                    ..Message::default()
                },
            ),
            Effect::Retire(Slot::Tournament(record.id)),
        ];
        let parcel = outbox::pack(&effects, None);
        let (_, stored) = self
            .store
            .put_tournament(previous, &record, parcel.as_ref())?;
        tracing::info!(
            tournament = record.id.0,
            "tournament called off at its start"
        );
        Ok(with_receipt(effects, stored))
    }

    /// Pairs the next round of `swiss` (the stored `previous` with every result so far) and opens its
    /// games, in one write; when no round is left (its last was played, or fewer than two players
    /// remain), ends the tournament with its podium.
    pub(super) fn next_round(
        &self,
        previous: &TournamentRecord,
        mut swiss: Swiss,
        now: Millis,
    ) -> Handled {
        if swiss.rounds().len() >= usize::from(previous.rounds) {
            return self.end_tournament(previous, swiss);
        }
        let standings = self.standings_so_far(previous, &swiss)?;
        match swiss.pair_next_round() {
            Ok(_) => {}
            Err(PairingError::TooFewPlayers) => return self.end_tournament(previous, swiss),
            Err(PairingError::RoundUnfinished) => return Ok(Vec::new()),
        }
        let round = swiss.rounds().len() - 1;
        let paired = swiss.rounds()[round].clone();
        let mut tables = Vec::new();
        for (index, board) in paired.boards.iter().enumerate() {
            let table = table(previous, round, index, now);
            let players = seated(previous, board);
            let prepared = self.prepare(&table, players, now)?;
            tables.push((table, prepared));
        }
        let mut effects = Vec::new();
        let (record, games, stored) = self.store.start_round(
            previous,
            tables.len(),
            |first| opened(previous, swiss, round, first, &tables, now),
            |record, games| {
                effects = self.round_posts(record, round, &standings, games, &tables);
                outbox::pack(&effects, None)
            },
        )?;
        tracing::info!(tournament = record.id.0, round, "round paired");
        for (game, (_, prepared)) in games.into_iter().zip(tables) {
            self.timers().set_game(game.id, game.deadline);
            if computer_to_act(&game, prepared.game.as_ref()) {
                effects.push(Effect::Think(game.id));
            }
            self.sessions.insert(Session {
                record: game,
                game: prepared.game,
            });
        }
        Ok(with_receipt(effects, stored))
    }

    /// The standings after the last round of `swiss` (the stored `previous` with every result so far), in
    /// its place in the server's language with their picture; nothing before the first round.
    fn standings_so_far(
        &self,
        previous: &TournamentRecord,
        swiss: &Swiss,
    ) -> Result<Vec<Effect>, Failure> {
        let round = swiss.rounds().len();
        if round == 0 {
            return Ok(Vec::new());
        }
        let record = TournamentRecord {
            stage: Stage::Playing(swiss.clone()),
            ..previous.clone()
        };
        let message = Message {
            text: texts::standings_after(&record, swiss, round),
            server: Some(record.server),
            ..Message::default()
        };
        Ok(vec![send(
            Target::Tournament(record.id),
            self.with_standings_picture(&record, message)?,
        )])
    }

    /// `message`, posted in `record`'s place, with the standings picture in the server's language.
    pub(super) fn with_standings_picture(
        &self,
        record: &TournamentRecord,
        message: Message,
    ) -> Result<Message, Failure> {
        let language = self.server_language(record.server).unwrap_or_default();
        picture::with_standings(record, message, language)
    }

    /// What a round's opening says: the announcement brought up to date, the tournament's place opened
    /// with its first round, the `standings` after the round before and the pairings with each game's
    /// number and the bye in that place, and each game's place opened.
    fn round_posts(
        &self,
        record: &TournamentRecord,
        round: usize,
        standings: &[Effect],
        games: &[GameRecord],
        tables: &[(ChallengeRecord, Prepared)],
    ) -> Vec<Effect> {
        let mut effects = vec![send(
            Target::Channel(record.channel),
            texts::announcement(record),
        )];
        effects.extend(self.tournament_place_opening(record));
        effects.extend_from_slice(standings);
        effects.push(send(
            Target::Tournament(record.id),
            Message {
                text: texts::pairings(record, round),
                server: Some(record.server),
                ..Message::default()
            },
        ));
        for (game, (_, prepared)) in games.iter().zip(tables) {
            effects.extend(self.open_place(game, prepared.game.as_ref()));
        }
        effects
    }

    /// Ends the tournament (the stored `previous`, with every result in `swiss`): the podium and the
    /// final standings are posted in its place.
    fn end_tournament(&self, previous: &TournamentRecord, swiss: Swiss) -> Handled {
        let record = TournamentRecord {
            stage: Stage::Over(swiss),
            ..previous.clone()
        };
        let podium = texts::podium(&record);
        self.conclude(previous, &record, podium, Vec::new())
    }

    /// Writes the finished `record` over the stored `previous`, saying `before`, then the announcement
    /// as it ends, and in its place `podium` with the final standings and their picture.
    pub(super) fn conclude(
        &self,
        previous: &TournamentRecord,
        record: &TournamentRecord,
        podium: Text,
        before: Vec<Effect>,
    ) -> Handled {
        let podium = Message {
            text: podium.plain("\n").then(texts::standings(record)),
            server: Some(record.server),
            ..Message::default()
        };
        let mut effects = before;
        effects.extend([
            send(Target::Channel(record.channel), texts::announcement(record)),
            send(
                Target::Tournament(record.id),
                self.with_standings_picture(record, podium)?,
            ),
            Effect::Retire(Slot::Tournament(record.id)),
        ]);
        let parcel = outbox::pack(&effects, None);
        let (_, stored) = self
            .store
            .put_tournament(previous, record, parcel.as_ref())?;
        tracing::info!(tournament = record.id.0, "tournament over");
        Ok(with_receipt(effects, stored))
    }
}

/// The tournament with round `round` of `swiss` opened: each board names its game, numbered one after
/// another from `first`, and each game made from its table names its board.
fn opened(
    previous: &TournamentRecord,
    mut swiss: Swiss,
    round: usize,
    first: GameId,
    tables: &[(ChallengeRecord, Prepared)],
    now: Millis,
) -> (TournamentRecord, Vec<GameRecord>) {
    let mut games = Vec::new();
    for (board, (table, prepared)) in tables.iter().enumerate() {
        let id = GameId(first.0 + board as u64);
        swiss
            .set_game(round, board, id)
            .expect("the board was paired just now");
        let mut game = first_record(id, table, prepared, now);
        game.tournament = Some(TournamentGame {
            tournament: previous.id,
            round,
            board,
        });
        games.push(game);
    }
    let record = TournamentRecord {
        stage: Stage::Playing(swiss),
        ..previous.clone()
    };
    (record, games)
}

/// The table a tournament's board is played at, as a full challenge would set it: the tournament's game,
/// options, clock and rating, in its channel. Its number tells the board's random seeds apart.
pub(super) fn table(
    record: &TournamentRecord,
    round: usize,
    board: usize,
    now: Millis,
) -> ChallengeRecord {
    ChallengeRecord {
        schema: SCHEMA_VERSION,
        id: ChallengeId(record.id.0 << 24 | (round as u64) << 12 | board as u64),
        kind: record.kind,
        challenger: record.creator.clone(),
        invited: Vec::new(),
        joined: Vec::new(),
        options: record.options.clone(),
        clock: record.clock,
        setup_time: None,
        server: record.server,
        channel: record.channel,
        created: now,
        expires: now,
        seat_order: Vec::new(),
        computer: record.computer,
        casual: record.casual,
        rematch_of: None,
        server_seed: None,
        seed_words: Vec::new(),
    }
}

/// The board's players by seat: the first side first.
fn seated(record: &TournamentRecord, board: &Board) -> BySeat<User> {
    BySeat::from_vec(vec![
        entered(record, board.first),
        entered(record, board.second),
    ])
}

/// A player as they entered the tournament (the computer as the level it plays at).
pub(super) fn entered(record: &TournamentRecord, player: UserId) -> User {
    let level = record.computer.and_then(ai::Level::new);
    if let Some(level) = level.filter(|_| player == COMPUTER) {
        return computer_user(level);
    }
    record
        .players
        .iter()
        .find(|user| user.id == player)
        .cloned()
        .unwrap_or(User {
            id: player,
            name: player.0.to_string(),
        })
}

/// The refusal of a start with fewer than two players.
pub(super) fn too_few(record: &TournamentRecord) -> Failure {
    Failure::Refused(Text::key_with(
        "tournament-too-few",
        vec![("tournament", record.id.to_string().into())],
    ))
}
