//! The setup phase of games whose players arrange their pieces in secret before play (Junqi).
//!
//! Every answer about a setup is private: the player's half as an image, the setup string and how to
//! change it. The game's public place only ever learns who is ready, and that play has started; a setup
//! command typed in public is answered privately too. A setup deadline (option `setup_time`, five minutes
//! unless the challenge set it, e.g. `setup=10m`) calls the game off when someone never gets ready.

use super::permissions::{self, Purpose};
use super::sessions::Session;
use super::{Failure, Handled, Host, buttons, refuse, send, visibility};
use crate::host::api::{Command, Effect, GameId, Message, Millis, Target};
use crate::host::clock::moment;
use crate::store::{Deadline, GameRecord, LoggedAction, SCHEMA_VERSION, SetupRecord};
use games::{Audience, Game, Seat};

/// The setup time of a game whose challenge did not set one, in seconds (the rules' default).
const DEFAULT_SETUP_SECONDS: u64 = 300;
/// The longest name a saved setup may have.
const NAME_LIMIT: usize = 24;

/// How to change a setup, for the setup messages.
const HOW_TO: &str = "Change it with `swap a1 b2` (two points of your half), `flag` (the flag to the other headquarters), `random`, `setup <setup string>` or `setup load NAME`; keep it for later games with `setup save NAME`; `setup show` shows it again. Say `ready` when it suits you.";

/// The setup deadline of a game that starts at `now`: its `setup_time` option (in seconds), or five
/// minutes. The reminder comes when a quarter of the time is left.
pub fn setup_deadline(options: &[(String, String)], now: Millis) -> Deadline {
    let seconds = options
        .iter()
        .find(|(name, _)| name == "setup_time")
        .and_then(|(_, value)| value.parse::<u64>().ok())
        .unwrap_or(DEFAULT_SETUP_SECONDS);
    let limit = seconds.saturating_mul(1000);
    let at = now.saturating_add(limit);
    Deadline {
        at,
        remind_at: at - limit / 4,
        reminded: false,
    }
}

/// Turns the challenge option `setup=<time>` (`10m`, `1h`) into the rules' `setup_time=<seconds>`.
pub fn setup_option(options: &[(String, String)]) -> Result<Vec<(String, String)>, Failure> {
    options
        .iter()
        .map(|(name, value)| {
            if !name.eq_ignore_ascii_case("setup") {
                return Ok((name.clone(), value.clone()));
            }
            match value.parse::<super::clock::ClockSpec>() {
                Ok(super::clock::ClockSpec::PerMove(limit)) => {
                    Ok(("setup_time".to_owned(), (limit / 1000).to_string()))
                }
                _ => refuse(
                    "Write the setup time like `setup=10m` (minutes) or `setup=1h`; the default is 5 minutes.",
                ),
            }
        })
        .collect()
}

/// A rules option as people read it in challenge and game headers: `setup_time=600` reads
/// `10 min to set up`, the way clocks are shown; every other option stays `NAME=VALUE`.
pub fn describe_option(name: &str, value: &str) -> String {
    match value.parse::<u64>() {
        Ok(seconds) if name == "setup_time" => {
            format!(
                "{} to set up",
                super::clock::span(seconds.saturating_mul(1000))
            )
        }
        _ => format!("{name}={value}"),
    }
}

/// A seat's setup message: its half as an image, its setup string and, until it is ready, how to change
/// it and by when.
pub fn setup_message(
    record: &GameRecord,
    game: &dyn Game,
    seat: Seat,
    labels: crate::host::api::LabelPreference,
    lead: &str,
    now: Millis,
) -> Message {
    let id = record.id;
    let mut lines = vec![lead.to_owned()];
    let mut buttons = Vec::new();
    if let Some(setup) = game.setup_of(seat) {
        lines.push(format!("Your setup: `{setup}`"));
    }
    if game.to_act().contains(&seat) {
        buttons = super::buttons::setup(id);
        lines.push(HOW_TO.to_owned());
        if let Some(deadline) = record.deadline {
            lines.push(format!(
                "Setup ends {}; a game whose players are not both ready by then is called off.",
                moment(deadline.at, now)
            ));
        }
    } else {
        lines.push("You are ready; play starts when your opponent is.".to_owned());
    }
    let caption = vec![
        format!("Game #{} · {}", id.0, visibility::title(record, game)),
        format!("Your setup: {}", visibility::seat_label(record, game, seat)),
    ];
    Message {
        text: lines.join("\n"),
        image: visibility::image(
            &game.view(Audience::Seat(seat)),
            caption,
            labels,
            format!("game-{}-setup-seat-{}.png", id.0, seat.index()),
        ),
        buttons,
        private: true,
        about: Some(id),
    }
}

impl Host {
    /// `swap`, `flag`, `random`, `ready`, `setup ...`: a player changes, saves, loads or shows their setup.
    pub(super) fn setup(
        &self,
        command: &Command,
        named: Option<GameId>,
        words: &str,
        now: Millis,
    ) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            let id = session.record.id;
            if !session.game.in_setup_phase() {
                return refuse(format!(
                    "Game #{} is in play, so setups are fixed; say `move <from>-<to>` or `pass`.",
                    id.0
                ));
            }
            let lower = words.to_lowercase();
            let parts: Vec<&str> = lower.split_whitespace().collect();
            match parts.as_slice() {
                ["setup", "show"] => self.show_setup(session, seat, "Your setup.", now),
                ["setup", "list"] => self.list_setups(session, command),
                ["setup", "save", name] => self.save_setup(session, command, seat, name),
                ["setup", "load", name] => {
                    let kind = session.record.kind;
                    let Some(saved) = self.store.named_setup(command.from.id, kind, name)? else {
                        return refuse(format!(
                            "You have no setup saved as \"{}\"; `setup list` shows yours.",
                            super::text::echo(name)
                        ));
                    };
                    self.setup_action(session, seat, &format!("setup {}", saved.setup), now)
                }
                ["setup", "save" | "load", ..] => refuse(
                    "Name the setup with one word, like `setup save wall` or `setup load wall`.",
                ),
                _ => self.setup_action(session, seat, words, now),
            }
        })
    }

    fn show_setup(&self, session: &Session, seat: Seat, lead: &str, now: Millis) -> Handled {
        let labels = self.labels_of(&session.record.players)?;
        Ok(vec![send(
            Target::Reply,
            setup_message(
                &session.record,
                session.game.as_ref(),
                seat,
                labels[seat.index()],
                lead,
                now,
            ),
        )])
    }

    fn list_setups(&self, session: &Session, command: &Command) -> Handled {
        let saved = self
            .store
            .named_setups(command.from.id, session.record.kind)?;
        let text = if saved.is_empty() {
            "You have no saved setups yet; `setup save NAME` keeps the current one.".to_owned()
        } else {
            let lines: Vec<String> = saved
                .iter()
                .map(|setup| format!("{}: `{}`", setup.name, setup.setup))
                .collect();
            super::text::list("Your saved setups:", &lines)
        };
        Ok(vec![private(session.record.id, text)])
    }

    fn save_setup(&self, session: &Session, command: &Command, seat: Seat, name: &str) -> Handled {
        let valid = name.chars().count() <= NAME_LIMIT
            && name
                .chars()
                .all(|ch| ch.is_alphanumeric() || ch == '-' || ch == '_');
        if !valid {
            return refuse(format!(
                "A setup name is one word of letters, digits, `-` or `_`, at most {NAME_LIMIT} characters."
            ));
        }
        let Some(setup) = session.game.setup_of(seat) else {
            return refuse("There is no setup to save in this game.");
        };
        self.store.put_named_setup(&SetupRecord {
            schema: SCHEMA_VERSION,
            user: command.from.id,
            kind: session.record.kind,
            name: name.to_owned(),
            setup: setup.clone(),
        })?;
        Ok(vec![private(
            session.record.id,
            format!(
                "Saved your setup `{setup}` as \"{name}\"; `setup load {name}` brings it back in any game."
            ),
        )])
    }

    /// Plays a setup action (`swap`, `flag`, `random`, `setup <string>`, `ready`) and says so: privately
    /// to the player, and in public only that they are ready, or that play starts.
    pub(super) fn setup_action(
        &self,
        session: &mut Session,
        seat: Seat,
        text: &str,
        now: Millis,
    ) -> Handled {
        let mut next = session.game.clone_game();
        let played = match next.play(seat, text) {
            Ok(played) => played,
            Err(error) => return refuse(super::text::defuse(&error.to_string())),
        };
        let starts = !next.in_setup_phase();
        let action = LoggedAction::Play {
            seat,
            action: played.canonical.clone(),
        };
        session.commit(&self.store, next, Some(action), now, |record, _| {
            if starts {
                record.deadline = record.clock.deadline(now);
                record.setup_entries = record.log_len;
            }
        })?;
        self.timers()
            .set_game(session.record.id, session.record.deadline);
        let record = &session.record;
        let game = session.game.as_ref();
        let ready = played.canonical == "ready";
        if starts {
            let mut effects = vec![private(
                record.id,
                format!(
                    "You are ready, and so is your opponent: game #{} has started.",
                    record.id.0
                ),
            )];
            effects.extend(self.play_starts(session, &played.report, now)?);
            return Ok(effects);
        }
        let lead = if ready {
            "Your setup is locked in."
        } else {
            "Done."
        };
        let labels = self.labels_of(&record.players)?;
        let mut effects = vec![send(
            Target::Reply,
            setup_message(record, game, seat, labels[seat.index()], lead, now),
        )];
        if ready {
            effects.push(send(
                Target::Game(record.id),
                Message {
                    text: format!(
                        "{} is ready.\n{}",
                        visibility::seat_label(record, game, seat),
                        visibility::status(record, game, now)
                    ),
                    about: Some(record.id),
                    ..Message::default()
                },
            ));
        }
        Ok(effects)
    }

    /// Both are ready: the public board goes to the game's place, and each player gets their board.
    fn play_starts(
        &self,
        session: &Session,
        report: &games::Report,
        now: Millis,
    ) -> Result<Vec<Effect>, Failure> {
        let record = &session.record;
        let game = session.game.as_ref();
        let mut board = visibility::public_board(record, game, report, now);
        board.buttons = buttons::in_play(
            record.id,
            visibility::has_secrets(game, record.players.len()),
        );
        let mut effects = vec![send(Target::Game(record.id), board)];
        let labels = self.labels_of(&record.players)?;
        let always: Vec<Seat> = (0..record.players.len()).map(|i| Seat(i as u8)).collect();
        for private in visibility::private_boards(record, game, report, &labels, &always) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        Ok(effects)
    }

    /// The setup DMs of a game that was just accepted: each player's half, setup and how to change it.
    pub(super) fn setup_invitations(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        now: Millis,
    ) -> Result<Vec<Effect>, Failure> {
        let labels = self.labels_of(&record.players)?;
        Ok((0..record.players.len())
            .map(|index| {
                let seat = Seat(index as u8);
                let lead = format!(
                    "Game #{} ({}): set up your pieces. This is your half with a valid default setup.",
                    record.id.0,
                    visibility::title(record, game)
                );
                send(
                    Target::Direct(record.player(seat).id),
                    setup_message(record, game, seat, labels[index], &lead, now),
                )
            })
            .collect())
    }

    /// The setup deadline passed with someone not ready: the game is called off, without a result.
    pub(super) fn call_off(&self, session: &mut Session) -> Result<Vec<Effect>, Failure> {
        session.save(&self.store, |record| {
            record.finished = true;
            record.cancelled = true;
            record.deadline = None;
            record.draw_offers.clear();
        })?;
        self.timers().set_game(session.record.id, None);
        let record = &session.record;
        let game = session.game.as_ref();
        let late: Vec<String> = game
            .to_act()
            .into_iter()
            .map(|seat| visibility::seat_label(record, game, seat))
            .collect();
        let text = format!(
            "Game #{} ({}) is called off: {} did not get ready in time. It has no result.",
            record.id.0,
            visibility::title(record, game),
            late.join(" and ")
        );
        tracing::info!(game = record.id.0, "game called off in setup");
        let mut effects = vec![send(
            Target::Game(record.id),
            Message {
                text: text.clone(),
                about: Some(record.id),
                ..Message::default()
            },
        )];
        if record.place.is_some_and(|place| place != record.channel) {
            effects.push(send(
                Target::Channel(record.channel),
                Message {
                    text,
                    about: Some(record.id),
                    ..Message::default()
                },
            ));
        }
        Ok(effects)
    }
}

/// A private reply about a game.
fn private(game: GameId, text: String) -> Effect {
    send(
        Target::Reply,
        Message {
            text,
            private: true,
            about: Some(game),
            ..Message::default()
        },
    )
}
