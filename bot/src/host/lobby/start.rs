//! Starting a game once every seat of its challenge is taken: who sits where, the record it starts with,
//! and what its start says (its place opens, its first board, each seat's private board or setup).

use crate::clock::DEFAULT_SETUP;
use crate::host::api::{
    Command, Effect, GameId, Language, Message, Millis, Slot, Target, Text, User,
};
use crate::host::fairness;
use crate::host::outbox;
use crate::host::outbox::Asker;
use crate::host::sessions::{Session, with_receipt};
use crate::host::timers::Timer;
use crate::host::visibility::{self, Told};
use crate::host::wording;
use crate::host::{Failure, Handled, Host, send};
use crate::message::safe::defuse;
use crate::model::COMPUTER;
use crate::store::{ChallengeRecord, ComputerSeat, Fairness, GameRecord, SCHEMA_VERSION};
use games::{BySeat, Game, Phase, Report, Seat, Seating};

/// The order in which a table's seats are filled: the first seat, its partners, then the rest.
fn fill_order(seating: &Seating) -> Vec<Seat> {
    let first = Seat(0);
    let mut order = vec![first];
    order.extend(seating.partners(first));
    let rest: Vec<Seat> = Seat::all(seating.seats())
        .filter(|seat| !order.contains(seat))
        .collect();
    order.extend(rest);
    order
}

/// Who sits where once `challenge` is full, seat by seat, as far as is known now: the order settled
/// beforehand (a rematch), else the challenger, their partners and the others in the order they were
/// named or joined; `None` for a seat nobody has yet.
pub(super) fn planned_seats(challenge: &ChallengeRecord, seating: &Seating) -> Vec<Option<User>> {
    let named = challenge.invited.iter();
    let others = challenge
        .joined
        .iter()
        .filter(|joined| !challenge.invited.iter().any(|named| named.id == joined.id));
    let in_order: Vec<&User> = std::iter::once(&challenge.challenger)
        .chain(named)
        .chain(others)
        .collect();
    if challenge.seat_order.len() == seating.seats() {
        return challenge
            .seat_order
            .iter()
            .map(|id| {
                in_order
                    .iter()
                    .find(|user| user.id == *id)
                    .map(|user| (*user).clone())
            })
            .collect();
    }
    let mut seated: Vec<Option<User>> = vec![None; seating.seats()];
    for (seat, user) in fill_order(seating).into_iter().zip(in_order) {
        seated[seat.index()] = Some(user.clone());
    }
    seated
}

/// The players of a full challenge, in seat order.
fn seat_players(challenge: &ChallengeRecord, seating: &Seating) -> BySeat<User> {
    planned_seats(challenge, seating)
        .into_iter()
        .map(|user| user.expect("a full challenge fills every seat"))
        .collect()
}

/// The computer's (first) seat of a new game made from `challenge`, with its level.
fn computer_seat(
    challenge: &ChallengeRecord,
    players: &games::BySeat<User>,
) -> Option<ComputerSeat> {
    let level = challenge.computer?;
    let (seat, _) = players.iter().find(|(_, player)| player.id == COMPUTER)?;
    Some(ComputerSeat { seat, level })
}

/// A game made for a full table (an accepted challenge, or a tournament's board) before it is numbered:
/// the game as created and what its first record needs besides the table.
pub(in crate::host) struct Prepared {
    /// The game as created.
    pub game: Box<dyn Game>,
    /// Who sits where.
    players: BySeat<User>,
    /// The seed it was created from.
    seed: u64,
    /// What it commits to, in a game that commits.
    fairness: Option<Fairness>,
    /// The language of its public board.
    language: Language,
}

/// The record a game numbered `id` starts with at `now`, made from its full `table` and what was
/// `prepared` for it: its clock running (the setup's, in a game with a setup phase), nothing offered,
/// nothing logged.
pub(in crate::host) fn first_record(
    id: GameId,
    table: &ChallengeRecord,
    prepared: &Prepared,
    now: Millis,
) -> GameRecord {
    let challenge = table;
    let game = prepared.game.as_ref();
    let players = prepared.players.clone();
    let snapshot = game.snapshot();
    let deadline = match game.phase() {
        Phase::Setup => Some(crate::clock::setup_deadline(
            challenge.setup_time.unwrap_or(DEFAULT_SETUP),
            now,
        )),
        _ => challenge.clock.deadline(now),
    };
    GameRecord {
        schema: SCHEMA_VERSION,
        id,
        kind: challenge.kind,
        options: challenge.options.clone(),
        seed: prepared.seed,
        turns_played: BySeat::new(players.len(), |_| 0),
        computer: computer_seat(challenge, &players),
        players,
        server: challenge.server,
        channel: challenge.channel,
        place: None,
        clock: challenge.clock,
        setup_time: challenge.setup_time,
        deadline,
        draw_offers: Vec::new(),
        log_len: 0,
        finished: game.outcome().is_some(),
        snapshot: snapshot.json,
        snapshot_version: snapshot.version,
        started: now,
        cancelled: false,
        setup_entries: 0,
        draw_offer_barred_until: Vec::new(),
        direct_failures_told: Vec::new(),
        takeback: None,
        casual: challenge.casual,
        rating: None,
        ended: None,
        outcome: None,
        language: prepared.language,
        fairness: prepared.fairness.clone(),
        tournament: None,
        no_shows: Vec::new(),
    }
}

impl Host {
    /// Every seat is taken: the game is created from `challenge` (`stored` before its last seat was
    /// taken) and opened.
    pub(super) fn start(
        &self,
        stored: &ChallengeRecord,
        challenge: ChallengeRecord,
        seating: &Seating,
        command: &Command,
        now: Millis,
    ) -> Handled {
        let players = seat_players(&challenge, seating);
        let prepared = self.prepare(&challenge, players, now)?;
        let mut opening = Vec::new();
        let (record, stored) = self.store.start_game(
            stored,
            |id| first_record(id, &challenge, &prepared, now),
            |record| {
                opening = vec![Effect::Retire(Slot::Challenge(challenge.id))];
                opening.extend(self.opening(
                    record,
                    prepared.game.as_ref(),
                    &challenge.challenger,
                    command,
                ));
                outbox::pack(&opening, Some(Asker::of(command)))
            },
            &self.quota(now),
        )?;
        tracing::info!(game = record.id.0, kind = record.kind.id(), "game started");
        {
            let mut timers = self.timers();
            timers.set(Timer::Expire(challenge.id), None);
            timers.set_game(record.id, record.deadline);
        }
        let think = crate::host::computer::computer_to_act(&record, prepared.game.as_ref());
        let id = record.id;
        self.sessions.insert(Session {
            record,
            game: prepared.game,
        });
        let mut effects = with_receipt(opening, stored);
        if think {
            effects.push(Effect::Think(id));
        }
        Ok(effects)
    }

    /// Creates the game a full `table` (seated as `players`) starts at `now`: its seed, and what it
    /// commits to in a game that commits.
    pub(in crate::host) fn prepare(
        &self,
        table: &ChallengeRecord,
        players: BySeat<User>,
        now: Millis,
    ) -> Result<Prepared, Failure> {
        let challenge = table;
        let begun = fairness::begin(challenge, &players, self.config.seed, now);
        let seed = match (&begun, self.config.seed) {
            (Some((_, seed)), _) => *seed,
            (None, Some(base)) => base ^ challenge.id.0.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            (None, None) => rand::random::<u64>(),
        };
        let game = challenge
            .kind
            .create(&challenge.options, seed)
            .map_err(|error| Failure::Refused(defuse(&error.to_string()).into()))?;
        let fairness = begun.map(|(mut fairness, _)| {
            // A game whose play begins at once (翻棋) commits to its hidden points now.
            fairness::commit(
                &mut fairness,
                game.as_ref(),
                self.config.seed,
                challenge.id.0,
            );
            fairness
        });
        // The public image speaks the server's language, else that of whoever opened the table.
        let language = self
            .server_language(challenge.server)
            .unwrap_or_else(|| self.language_of(challenge.challenger.id, None));
        Ok(Prepared {
            game,
            players,
            seed,
            fairness,
            language,
        })
    }

    /// What the start of a game says: the place opens, the first board goes there, every seat gets its
    /// private board (or its setup), and the channel learns where the game is. `challenger` made the
    /// challenge; `command` took its last seat.
    fn opening(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        challenger: &User,
        command: &Command,
    ) -> Vec<Effect> {
        let news = opening_news(record, challenger, command);
        // The news is for everyone in the channel, so it is about the game and read in the server's
        // language, as is the place's title.
        let mut effects = vec![send(
            Target::Reply,
            Message {
                text: news,
                about: Some(record.id),
                ..Message::default()
            },
        )];
        effects.extend(self.open_place(record, game));
        effects
    }

    /// What opens a new game's place: the place, its first public board, and every seat's private
    /// board (or its setup).
    pub(in crate::host) fn open_place(&self, record: &GameRecord, game: &dyn Game) -> Vec<Effect> {
        let title = wording::title(record, game);
        let mut header = opening_header(record, title.clone());
        if let Some(lines) = fairness::opening_lines(record.fairness.as_ref()) {
            header = header.plain("\n").then(lines);
        }
        let mut board = visibility::public_board(record, game, &Told::public(header));
        board.buttons = Self::board_buttons(record, game);
        // The place's title is for everyone in the channel: in the server's language.
        let title = crate::i18n::localize(
            &title,
            self.server_language(record.server).unwrap_or_default(),
        )
        .to_plain();
        let mut effects = vec![
            Effect::OpenPlace {
                game: record.id,
                parent: record.channel,
                title: format!("#{} {title}", record.id.0),
            },
            send(Target::Game(record.id), board),
        ];
        if game.phase() == Phase::Setup {
            effects.extend(self.setup_invitations(record, game));
            return effects;
        }
        // Every seat that sees more than the public gets its first board privately.
        let labels = self.looks_of(record);
        for private in visibility::private_boards(record, game, &Report::default(), &labels, &[]) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        effects
    }
}

/// The first line of a game's first board: its number, title, clock, setup time and options.
fn opening_header(record: &GameRecord, title: Text) -> Text {
    let mut header = Text::key_with("game-number", vec![("game", record.id.0.into())])
        .plain(" · ")
        .then(title)
        .plain(" · ")
        .then(record.clock.text());
    if let Some(setup) = record.setup_time {
        header = header.plain(" · ").say(
            "setup-time",
            vec![("span", crate::clock::span_text(setup).into())],
        );
    }
    let options = record.options.words();
    if !options.is_empty() {
        header = header.plain(format!(" · {}", defuse(&options.join(", "))));
    }
    header
}

/// The news in the channel that a game is on: who plays whom (the bot at which level), and which game.
/// The challenger is named as such wherever they sit (a rematch turns the seats).
fn opening_news(record: &GameRecord, challenger: &User, command: &Command) -> Text {
    let names = |keep: &dyn Fn(&User) -> bool| -> Vec<String> {
        record
            .players
            .values()
            .filter(|player| keep(player))
            .map(|player| player.name.clone())
            .collect()
    };
    let (game, kind) = (
        ("game", record.id.0.into()),
        ("kind", wording::game_name(record.kind).into()),
    );
    if let Some(computer) = record.computer {
        let humans = names(&|player| player.id != COMPUTER);
        let level = ai::Level::new(computer.level).map_or("", ai::Level::name);
        return Text::key_with(
            "bot-game-on",
            vec![
                ("player", wording::and_list(&humans).into()),
                ("humans", humans.len().into()),
                ("level", u32::from(computer.level).into()),
                ("name", level.into()),
                game,
                kind,
            ],
        );
    }
    let others = names(&|player| player.id != challenger.id);
    let joined = match others.len() {
        1 => Text::from(command.from.name.clone()),
        _ => wording::and_list(&others),
    };
    Text::key_with(
        "challenge-joined",
        vec![
            ("players", joined.into()),
            ("challenger", challenger.name.clone().into()),
            game,
            kind,
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_are_seated_before_the_others() {
        let two = Seating::each_alone(&["Blue", "Red"]);
        assert_eq!(fill_order(&two), [Seat(0), Seat(1)]);
        let teams = Seating {
            names: vec!["South", "East", "North", "West"],
            teams: vec![0, 1, 0, 1],
        };
        assert_eq!(fill_order(&teams), [Seat(0), Seat(2), Seat(1), Seat(3)]);
    }
}
