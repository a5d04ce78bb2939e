//! The records Umpire keeps: games, their move logs, challenges and users. Each carries a schema version.

use crate::clock::{ClockSpec, Deadline};
use crate::model::{
    BoardLook, ChallengeId, ChannelId, GameId, LabelPreference, Language, Millis, Orientation,
    Pool, ServerId, User, UserId,
};
use games::fairness::{FairRecord, Salt, ServerSeed};
use games::{BySeat, GameKind, Intervention, Seat, Settings};
use serde::{Deserialize, Deserializer, Serialize};

/// The version of every record this build writes. Records of a newer version are refused on open; records
/// of older versions are read and brought up to date ([`super::migrate`]).
pub const SCHEMA_VERSION: u32 = 2;

/// A challenge waiting for its seats to fill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeRecord {
    /// The record's schema version.
    pub schema: u32,
    /// Its number.
    pub id: ChallengeId,
    /// The game to play.
    pub kind: GameKind,
    /// Who challenges; they take the first seat.
    pub challenger: User,
    /// The people the challenger named, in the order their seats fill; the rest of the seats are open to
    /// anyone.
    #[serde(alias = "opponent", deserialize_with = "one_or_many")]
    pub invited: Vec<User>,
    /// Who has taken a seat so far besides the challenger, in the order they did.
    #[serde(default)]
    pub joined: Vec<User>,
    /// Rule options, checked against the game.
    pub options: Settings,
    /// The clock the game will have.
    pub clock: ClockSpec,
    /// The setup time of a game with a setup phase; `None` for the default.
    #[serde(default)]
    pub setup_time: Option<Millis>,
    /// The server it was made in.
    pub server: ServerId,
    /// The channel it was made in, where the game's place opens.
    pub channel: ChannelId,
    /// When it was made.
    pub created: Millis,
    /// When it lapses if its seats are not filled.
    pub expires: Millis,
    /// Who sits where, seat by seat, when that is settled beforehand (a rematch moves every player one
    /// seat on); empty when seats fill in the usual order.
    #[serde(default)]
    pub seat_order: Vec<UserId>,
    /// The level of the computer opponent named in it (`challenge jungle bot level=3`), if any.
    #[serde(default)]
    pub computer: Option<u8>,
    /// Whether the challenger asked for an unrated game (`casual`).
    #[serde(default)]
    pub casual: bool,
    /// The finished game it offers a rematch of: it is posted in that game's place, where a plain
    /// `accept` takes it too.
    #[serde(default)]
    pub rematch_of: Option<GameId>,
    /// The server seed of the game it will start, drawn when the challenge was made so that its hash is
    /// published before anyone accepts, in a game that commits ([`games::Policy::commits`]).
    #[serde(default)]
    pub server_seed: Option<ServerSeed>,
    /// The seed words players gave with `seed=WORD` in the challenge or their accept.
    #[serde(default)]
    pub seed_words: Vec<(UserId, String)>,
}

impl ChallengeRecord {
    /// Everyone who has a seat so far: the challenger, then those who joined.
    pub fn seated(&self) -> Vec<&User> {
        std::iter::once(&self.challenger)
            .chain(&self.joined)
            .collect()
    }

    /// Whether `user` was named in the challenge and has not taken their seat yet.
    pub fn awaits(&self, user: UserId) -> bool {
        self.invited.iter().any(|invited| invited.id == user)
            && !self.joined.iter().any(|joined| joined.id == user)
    }

    /// Whether `user` already has a seat.
    pub fn has_seated(&self, user: UserId) -> bool {
        self.seated().iter().any(|seated| seated.id == user)
    }

    /// How many seats are open to anyone: those not held for a named person nor taken.
    pub fn open_seats(&self, seats: usize) -> usize {
        let held = self
            .invited
            .iter()
            .filter(|invited| !self.joined.iter().any(|joined| joined.id == invited.id))
            .count();
        seats.saturating_sub(self.seated().len() + held)
    }
}

/// How a challenge stopped waiting, kept so that a late answer can be told exactly what happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChallengeEnd {
    /// Every seat was taken: this game started.
    Started(GameId),
    /// Someone named in it declined.
    Declined,
    /// The challenger withdrew it.
    Withdrawn,
    /// It lapsed before its seats were taken.
    Expired,
}

/// Reads an old single `opponent` (or none) as well as a list of invited people.
fn one_or_many<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<User>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum OneOrMany {
        Many(Vec<User>),
        One(Option<User>),
    }
    Ok(match OneOrMany::deserialize(deserializer)? {
        OneOrMany::Many(users) => users,
        OneOrMany::One(user) => user.into_iter().collect(),
    })
}

/// A game and everything needed to go on with it after a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The record's schema version.
    pub schema: u32,
    /// Its number.
    pub id: GameId,
    /// Which game.
    pub kind: GameKind,
    /// Rule options, checked against the game when it was created.
    pub options: Settings,
    /// The seed of the game's random stream.
    pub seed: u64,
    /// The players, in seat order.
    pub players: BySeat<User>,
    /// The server it is played in.
    pub server: ServerId,
    /// The channel the challenge was accepted in.
    pub channel: ChannelId,
    /// The game's own place (on Discord, its thread), once opened.
    pub place: Option<ChannelId>,
    /// The clock chosen at challenge time.
    pub clock: ClockSpec,
    /// The setup time of a game with a setup phase.
    #[serde(default)]
    pub setup_time: Option<Millis>,
    /// The running deadline, if the game has a clock and is not over.
    pub deadline: Option<Deadline>,
    /// The seats that offer (or agreed to) a draw.
    pub draw_offers: Vec<Seat>,
    /// How many entries its log has.
    pub log_len: u64,
    /// Whether the game is over.
    pub finished: bool,
    /// The game's state as [`games::Game::snapshot`] wrote it: a cache of the log, used when its
    /// [`GameRecord::snapshot_version`] is the game's current one, and rebuilt from the log otherwise.
    pub snapshot: String,
    /// The version of the snapshot's shape.
    #[serde(default = "first_version")]
    pub snapshot_version: u32,
    /// When it started.
    pub started: Millis,
    /// Whether the game was called off before play began (a setup left unfinished); it has no result.
    #[serde(default)]
    pub cancelled: bool,
    /// How many log entries the setup phase made (games with one): the private arranging of pieces,
    /// which public numbering must not count.
    #[serde(default)]
    pub setup_entries: u64,
    /// How many turns each seat has played, in seat order (for the draw-offer cooldown).
    #[serde(default)]
    pub turns_played: BySeat<u32>,
    /// Seats whose draw offer failed, with the own-turn count from which they may offer again.
    #[serde(default)]
    pub draw_offer_barred_until: Vec<(Seat, u32)>,
    /// The players already told in the game's place that a direct message to them could not be
    /// delivered. Each is told once per game: the notice says how to play without direct messages, and
    /// repeating it after every turn would only clutter the place.
    #[serde(default)]
    pub direct_failures_told: Vec<UserId>,
    /// The seat the computer opponent plays (the first, when it plays several: every seat of its user),
    /// and its level (1 to 5), in a game against the bot.
    #[serde(default)]
    pub computer: Option<ComputerSeat>,
    /// A pending request to take back moves, with the seats that agreed to it so far.
    #[serde(default)]
    pub takeback: Option<TakebackRequest>,
    /// Whether it was challenged as unrated (`casual`).
    #[serde(default)]
    pub casual: bool,
    /// What the game did to its players' ratings, once it ended rated; written in the same batch as
    /// the ratings themselves.
    #[serde(default)]
    pub rating: Option<crate::ratings::RatedGame>,
    /// When it ended (the time of the change that ended it); `None` while it goes on and for games
    /// that ended before this was kept.
    #[serde(default)]
    pub ended: Option<Millis>,
    /// How it ended, once it ended with a result: kept with the record so that the archive, profiles
    /// and head-to-head counts need not replay the game. `None` while it goes on, for a game called
    /// off, and for games that ended before this was kept (their snapshot still says it).
    #[serde(default)]
    pub outcome: Option<games::Outcome>,
    /// The language of the public board's image (its caption and alt text): that of the player who
    /// opened the challenge, when the game started. Records from before it was kept read as English.
    #[serde(default)]
    pub language: Language,
    /// What the umpire committed to and keeps secret until the end, in a game that commits; `None` in
    /// the others and in games started before it was kept.
    #[serde(default)]
    pub fairness: Option<Fairness>,
    /// The tournament, round and board it is played for, if any.
    #[serde(default)]
    pub tournament: Option<crate::store::TournamentGame>,
    /// The seats whose absence called it off (a setup not finished, or a first move not made, in time),
    /// which its tournament counts as their loss; empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_shows: Vec<Seat>,
}

/// A game's commitments ([`games::fairness`]) with the secrets they hide: kept with the game, so that a
/// restart never draws them again, and never in a message before the game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fairness {
    /// The public part: the seeds' hash, the players' seeds, the root once play began.
    pub record: FairRecord,
    /// The server seed, revealed at the end.
    pub server: ServerSeed,
    /// The salt of each hidden point, in the committed order; empty until play begins.
    #[serde(default)]
    pub salts: Vec<Salt>,
}

/// A player's request to take back their last move, waiting for the others to agree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakebackRequest {
    /// Who asked.
    pub by: Seat,
    /// The other seats that agreed so far.
    pub agreed: Vec<Seat>,
}

/// The computer opponent's seat in a game against the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComputerSeat {
    /// Its seat.
    pub seat: Seat,
    /// Its level, 1 (beginner) to 5 (strongest).
    pub level: u8,
}

fn first_version() -> u32 {
    1
}

impl GameRecord {
    /// A record of a new two-player game of `kind` (with standard options and `seed`) between users 1
    /// and 2, for tests.
    pub fn for_tests(kind: &str, seed: u64) -> Self {
        let kind: GameKind = kind.parse().expect("a game of the catalogue");
        let options = Settings::default();
        let snapshot = kind.create(&options, seed).expect("a new game").snapshot();
        Self {
            schema: SCHEMA_VERSION,
            id: GameId(1),
            kind,
            options,
            seed,
            players: BySeat::new(2, |seat| User {
                id: UserId(u64::from(seat.0) + 1),
                name: format!("p{}", seat.0),
            }),
            server: ServerId(1),
            channel: ChannelId(1),
            place: None,
            clock: ClockSpec::None,
            setup_time: None,
            deadline: None,
            draw_offers: Vec::new(),
            log_len: 0,
            finished: false,
            snapshot: snapshot.json,
            snapshot_version: snapshot.version,
            started: 0,
            cancelled: false,
            setup_entries: 0,
            turns_played: BySeat::new(2, |_| 0),
            draw_offer_barred_until: Vec::new(),
            direct_failures_told: Vec::new(),
            computer: None,
            takeback: None,
            casual: false,
            rating: None,
            ended: None,
            outcome: None,
            language: Language::En,
            fairness: None,
            tournament: None,
            no_shows: Vec::new(),
        }
    }

    /// Whether the game counts for ratings when it ends with a result: people play it (not the bot),
    /// each in one seat, and it was not challenged as `casual`.
    pub fn is_rated(&self) -> bool {
        let people: Vec<UserId> = self.players.values().map(|player| player.id).collect();
        !self.casual
            && self.computer.is_none()
            && !people.contains(&crate::model::COMPUTER)
            && people
                .iter()
                .enumerate()
                .all(|(index, user)| !people[..index].contains(user))
    }

    /// How many turns `seat` has played.
    pub fn turns_of(&self, seat: Seat) -> u32 {
        self.turns_played.get(seat).copied().unwrap_or(0)
    }

    /// Whether `seat` has yet to make its first move.
    pub fn before_first_move(&self, seat: Seat) -> bool {
        self.turns_of(seat) == 0
    }

    /// Whether the game may still be aborted: some seat has yet to make its first move.
    pub fn abortable(&self) -> bool {
        self.players
            .seats()
            .any(|seat| self.before_first_move(seat))
    }

    /// Counts a turn played by `seat`.
    pub fn count_turn(&mut self, seat: Seat) {
        if self.turns_played.len() != self.players.len() {
            let old = std::mem::take(&mut self.turns_played);
            self.turns_played = BySeat::new(self.players.len(), |seat| {
                old.get(seat).copied().unwrap_or(0)
            });
        }
        self.turns_played[seat] = self.turns_played[seat].saturating_add(1);
    }

    /// The pending draw offers failed (declined, or lapsed when the others played on): their makers may
    /// offer again only after `cooldown` more turns of their own.
    pub fn refuse_draw_offers(&mut self, cooldown: u32) {
        for offerer in std::mem::take(&mut self.draw_offers) {
            let until = self.turns_of(offerer).saturating_add(cooldown);
            self.draw_offer_barred_until
                .retain(|(seat, _)| *seat != offerer);
            if cooldown > 0 {
                self.draw_offer_barred_until.push((offerer, until));
            }
        }
    }

    /// How many more own turns `seat` must play before it may offer a draw again (0: it may now).
    pub fn draw_offer_wait(&self, seat: Seat) -> u32 {
        self.draw_offer_barred_until
            .iter()
            .find(|(barred, _)| *barred == seat)
            .map_or(0, |(_, until)| until.saturating_sub(self.turns_of(seat)))
    }

    /// The number of public events so far: log entries, less those of the setup phase.
    pub fn public_entries(&self) -> u64 {
        self.log_len.saturating_sub(self.setup_entries)
    }

    /// The rating pool of the game: its kind at its table size.
    pub fn pool(&self) -> Pool {
        Pool::of(self.kind, self.players.len())
    }

    /// The seat `user` plays, if they play in this game.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.players
            .iter()
            .find(|(_, player)| player.id == user)
            .map(|(seat, _)| seat)
    }

    /// Each player once (a user may hold several seats, as the computer does), in seat order.
    pub fn distinct_players(&self) -> Vec<&User> {
        let mut players: Vec<&User> = Vec::new();
        for player in self.players.values() {
            if !players.iter().any(|seen| seen.id == player.id) {
                players.push(player);
            }
        }
        players
    }

    /// The player in `seat`.
    pub fn player(&self, seat: Seat) -> &User {
        &self.players[seat]
    }

    /// The players' names, in seat order.
    pub fn names(&self) -> Vec<String> {
        self.players
            .values()
            .map(|player| player.name.clone())
            .collect()
    }

    /// What the host adds to the game's record: the players' names and the day the game began.
    pub fn record_head(&self) -> games::RecordHead {
        games::RecordHead {
            players: self.names(),
            date: Some(crate::clock::record_date(self.started)),
        }
    }

    /// The channels where this game counts as "here": its own place and the channel it started in.
    pub fn channels(&self) -> Vec<ChannelId> {
        let mut channels = vec![self.channel];
        channels.extend(self.place.filter(|place| *place != self.channel));
        channels
    }
}

/// What one log entry did to the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoggedAction {
    /// A seat played an action, in canonical text.
    Play {
        /// Who.
        seat: Seat,
        /// The action's canonical text.
        action: String,
    },
    /// The host had the rules rule on something (resignation, time-out, agreed draw).
    Intervene(Intervention),
    /// The players agreed to take back moves: the last `entries` entries that still count (plays and
    /// interventions not already taken back) no longer do. Replaying the log applies the entries that
    /// count, in order, so a game restored after a takeback stands where the players left it.
    Takeback {
        /// How many of the entries that count are taken back.
        entries: u64,
    },
}

/// The entries of a log that make the game as it stands: its plays and interventions, less those a
/// [`LoggedAction::Takeback`] took back. Creating the game and applying these, in order, rebuilds it.
pub fn standing_entries(log: &[LogEntry]) -> Vec<&LogEntry> {
    let mut standing: Vec<&LogEntry> = Vec::with_capacity(log.len());
    for entry in log {
        match entry.action {
            LoggedAction::Takeback { entries } => {
                let keep = standing
                    .len()
                    .saturating_sub(usize::try_from(entries).unwrap_or(usize::MAX));
                standing.truncate(keep);
            }
            _ => standing.push(entry),
        }
    }
    standing
}

/// One entry of a game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// The record's schema version.
    pub schema: u32,
    /// Its position in the log, from 0.
    pub index: u64,
    /// What happened.
    pub action: LoggedAction,
    /// When.
    pub at: Millis,
}

/// A user's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRecord {
    /// The record's schema version.
    pub schema: u32,
    /// Who.
    pub id: UserId,
    /// The name they were last seen with.
    pub name: String,
    /// How they like pieces labelled in their private boards.
    pub labels: LabelPreference,
    /// Whether they want to be mentioned (notified) when it becomes their turn.
    #[serde(default)]
    pub ping: bool,
    /// Which side their private boards show at the bottom.
    #[serde(default)]
    pub orientation: Orientation,
    /// Whether their private boards show coordinates.
    #[serde(default = "yes")]
    pub coordinates: bool,
    /// The language they chose; when `None`, the one their client reports, else English.
    #[serde(default)]
    pub language: Option<Language>,
}

/// A server's settings, which its managers set for everyone there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerRecord {
    /// The record's schema version.
    pub schema: u32,
    /// Which server.
    pub id: ServerId,
    /// The language of what is posted in its channels and threads and of the public boards of games
    /// opened there; when `None`, posts are in English and a public board speaks its challenger's.
    #[serde(default)]
    pub language: Option<Language>,
}

fn yes() -> bool {
    true
}

impl UserRecord {
    /// A user's record with every setting at its default.
    pub fn new(user: &User) -> Self {
        UserRecord {
            schema: SCHEMA_VERSION,
            id: user.id,
            name: user.name.clone(),
            labels: LabelPreference::default(),
            ping: false,
            orientation: Orientation::default(),
            coordinates: true,
            language: None,
        }
    }

    /// How they like their private boards drawn.
    pub fn look(&self) -> BoardLook {
        BoardLook {
            labels: self.labels,
            orientation: self.orientation,
            coordinates: self.coordinates,
            language: self.language.unwrap_or_default(),
        }
    }
}

/// A setup a user saved under a name, to load again in later games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupRecord {
    /// The record's schema version.
    pub schema: u32,
    /// Whose it is.
    pub user: UserId,
    /// The game it is for.
    pub kind: GameKind,
    /// The name it was saved under.
    pub name: String,
    /// The setup, in the game's setup notation.
    pub setup: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_record_from_before_the_board_settings_reads_with_their_defaults() {
        let old = serde_json::json!({
            "schema": 2,
            "id": UserId(7),
            "name": "ada",
            "labels": "Chinese",
        });
        let user: UserRecord = serde_json::from_value(old).expect("an old record reads");
        assert_eq!(user.labels, LabelPreference::Chinese);
        assert!(!user.ping);
        assert_eq!(user.orientation, Orientation::Own);
        assert!(user.coordinates);
        assert_eq!(user.language, None);
        assert_eq!(
            user.look(),
            BoardLook {
                labels: LabelPreference::Chinese,
                ..BoardLook::default()
            }
        );
    }

    #[test]
    fn locales_name_the_languages_spoken_here() {
        assert_eq!(Language::of_locale("zh-CN"), Some(Language::Zh));
        assert_eq!(Language::of_locale("zh"), Some(Language::Zh));
        assert_eq!(Language::of_locale("en-US"), Some(Language::En));
        assert_eq!(Language::of_locale("en-GB"), Some(Language::En));
        assert_eq!(Language::of_locale("zh-TW"), None);
        assert_eq!(Language::of_locale("fr"), None);
    }
}
