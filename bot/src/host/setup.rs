//! The setup phase of games whose players arrange their pieces in secret before play.
//!
//! Every answer about a setup is private: the player's side as an image, the setup string and how to
//! change it. The game's public place only ever learns who is ready, and that play has started; a setup
//! action typed in public is answered privately too. A setup deadline (five minutes unless the challenge
//! set one, e.g. `setup=10m`) calls the game off when someone never gets ready.
//!
//! What a setup is and which words change it are the game's: the host offers its setup words (with
//! buttons for those that have one), keeps players' named setups, and reads [`Fact::Ready`],
//! [`Fact::Unready`] and the change of phase from what the game reports.

use super::permissions::{self, Purpose};
use super::sessions::Session;
use super::visibility::Told;
use super::wording;
use super::{Failure, Handled, Host, buttons, refuse, send, visibility};
use crate::host::api::{Command, Effect, GameId, Message, Millis, Slot, Target, Text};
use crate::store::{GameRecord, SCHEMA_VERSION, SetupRecord};
use games::{Audience, Fact, Game, Phase, Seat};

/// The longest name a saved setup may have.
const NAME_LIMIT: usize = 24;

/// The game's setup words that `keep` accepts (by their usage), each with what it does.
fn setup_words(game: &dyn Game, keep: impl Fn(&str) -> bool) -> Vec<Text> {
    game.about()
        .verbs
        .iter()
        .filter(|verb| verb.phase == Phase::Setup && keep(verb.usage))
        .map(|verb| wording::word_help(verb, "setup-word"))
        .collect()
}

/// How to change a setup: the game's setup words, then the host's.
fn how_to(game: &dyn Game) -> Text {
    let words = setup_words(game, |_| true);
    Text::key_with(
        "setup-how",
        vec![("words", wording::and_list(&words).into())],
    )
}

/// A seat's setup message: its side as an image, its setup string and, until it is ready, how to change
/// it and by when; once it is ready, what it may still do.
pub fn setup_message(
    record: &GameRecord,
    game: &dyn Game,
    seat: Seat,
    look: crate::model::BoardLook,
    lead: Text,
) -> Message {
    let id = record.id;
    let mut text = lead;
    let mut buttons = Vec::new();
    let mut until = None;
    if let Some(setup) = game.setup_of(seat) {
        text = text
            .plain("\n")
            .say("setup-string", vec![("setup", setup.into())]);
    }
    if game.to_act().contains(&seat) {
        buttons = buttons::setup(id, game.about().verbs);
        text = text.plain("\n").then(how_to(game));
        if let Some(deadline) = record.deadline {
            text = text
                .plain("\n")
                .say("setup-ends", Vec::new())
                .moment(deadline.at)
                .say("setup-ends-after", Vec::new());
            until = Some(deadline.at);
        }
    } else {
        text = text.plain("\n").say("setup-ready", Vec::new());
        // What a ready seat may still do (take its readiness back, in Junqi), as the game lists it.
        let listed = game.legal_actions(seat);
        let words = setup_words(game, |usage| listed.iter().any(|action| action == usage));
        if !words.is_empty() {
            text = text.plain(" ").say(
                "setup-ready-words",
                vec![("words", wording::and_list(&words).into())],
            );
        }
    }
    let caption = vec![
        Text::key_with(
            "caption-game",
            vec![
                ("game", id.0.into()),
                ("title", wording::title(record, game).into()),
            ],
        ),
        Text::key_with(
            "caption-your-setup",
            vec![("seat", wording::seat_label(record, game, seat).into())],
        ),
    ];
    Message {
        text,
        image: Some(visibility::image(
            &game.view(Audience::Seat(seat)),
            caption,
            look,
            format!("game-{}-setup-seat-{}.png", id.0, seat.index()),
        )),
        file: None,
        buttons,
        private: true,
        about: Some(id),
        for_everyone: false,
        server: None,
        slot: Some(Slot::PrivateBoard(id, record.player(seat).id)),
        ping: Vec::new(),
        replaces_pressed: false,
        until,
    }
}

impl Host {
    /// `setup WORDS`: show, list, save or load a named setup, or any setup action of the game.
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
            if !session.game.about().policy.setup_phase {
                return refuse(Text::key_with(
                    "no-setup",
                    vec![("game", wording::game_name(session.record.kind).into())],
                ));
            }
            if session.game.phase() != Phase::Setup {
                return refuse(Text::key_with(
                    "not-setting-up",
                    vec![("game", id.0.into())],
                ));
            }
            let lower = words.to_lowercase();
            let parts: Vec<&str> = lower.split_whitespace().collect();
            match parts.as_slice() {
                ["show"] => self.show_setup(session, seat, Text::key("setup-lead-show")),
                ["list"] => self.list_setups(session, command),
                ["save", name] => self.save_setup(session, command, seat, name),
                ["load", name] => {
                    let kind = session.record.kind;
                    let Some(saved) = self.store.named_setup(command.from.id, kind, name)? else {
                        return refuse(Text::key_with(
                            "no-saved-setup",
                            vec![("name", crate::message::safe::echo(name).into())],
                        ));
                    };
                    self.setup_action(
                        session,
                        command,
                        seat,
                        &format!("setup {}", saved.setup),
                        now,
                    )
                }
                ["save" | "load", ..] => refuse(Text::key("setup-name-hint")),
                [] => refuse(Text::key("setup-hint")),
                [first, ..] => {
                    // A word of the game is played as it is; anything else is read as a setup string,
                    // so that a string with a fault is told what is wrong with it.
                    let whole = format!("setup {words}");
                    let verbs = session.game.about().verbs;
                    let word = verbs
                        .iter()
                        .any(|verb| verb.usage.split_whitespace().next() == Some(*first));
                    let action = if word && !session.game.understands(seat, &whole) {
                        words.to_owned()
                    } else {
                        whole
                    };
                    self.setup_action(session, command, seat, &action, now)
                }
            }
        })
    }

    /// A setup action of `seat`, which must still be arranging its pieces.
    fn setup_action(
        &self,
        session: &mut Session,
        command: &Command,
        seat: Seat,
        action: &str,
        now: Millis,
    ) -> Handled {
        permissions::seat_to_act(&session.record, session.game.as_ref(), command.from.id)?;
        self.perform(session, command, seat, action, now)
    }

    fn show_setup(&self, session: &Session, seat: Seat, lead: Text) -> Handled {
        let labels = self.looks_of(&session.record);
        Ok(vec![send(
            Target::Reply,
            setup_message(
                &session.record,
                session.game.as_ref(),
                seat,
                labels[seat],
                lead,
            ),
        )])
    }

    fn list_setups(&self, session: &Session, command: &Command) -> Handled {
        let saved = self
            .store
            .named_setups(command.from.id, session.record.kind)?;
        let text = if saved.is_empty() {
            Text::key("no-saved-setups")
        } else {
            let lines: Vec<String> = saved
                .iter()
                .map(|setup| format!("{}: `{}`", setup.name, setup.setup))
                .collect();
            super::text::list(Text::key("saved-setups-heading"), &lines)
        };
        Ok(vec![private(session.record.id, text)])
    }

    fn save_setup(&self, session: &Session, command: &Command, seat: Seat, name: &str) -> Handled {
        let valid = name.chars().count() <= NAME_LIMIT
            && name
                .chars()
                .all(|ch| ch.is_alphanumeric() || ch == '-' || ch == '_');
        if !valid {
            return refuse(Text::key_with(
                "setup-name-rule",
                vec![("limit", NAME_LIMIT.into())],
            ));
        }
        let Some(setup) = session.game.setup_of(seat) else {
            return refuse(Text::key("no-setup-to-save"));
        };
        let saved = self
            .store
            .named_setups(command.from.id, session.record.kind)?;
        let limit = self.config.limits.saved_setups;
        if saved.len() >= limit && !saved.iter().any(|kept| kept.name == name) {
            return refuse(Text::key_with(
                "setups-limit",
                vec![("count", saved.len().into())],
            ));
        }
        self.store.put_named_setup(&SetupRecord {
            schema: SCHEMA_VERSION,
            user: command.from.id,
            kind: session.record.kind,
            name: name.to_owned(),
            setup: setup.clone(),
        })?;
        Ok(vec![private(
            session.record.id,
            Text::key_with(
                "setup-saved",
                vec![("setup", setup.into()), ("name", name.into())],
            ),
        )])
    }

    /// What a setup action says: privately to the player, and in public only who is ready, or that play
    /// starts.
    pub(super) fn after_setup_action(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        seat: Seat,
        told: &Told,
        starts: bool,
    ) -> Handled {
        if starts {
            let mut effects = vec![private(
                record.id,
                Text::key_with("setup-all-ready", vec![("game", record.id.0.into())]),
            )];
            // The last seat to get ready is named, as every other was.
            let mut told = told.clone();
            if told.report.has(Fact::Ready(seat)) {
                let label = wording::seat_label(record, game, seat);
                told.lead.insert(
                    0,
                    Text::key_with("seat-ready", vec![("seat", label.into())]),
                );
            }
            effects.extend(self.play_starts(record, game, &told)?);
            return Ok(effects);
        }
        let ready = told.report.has(Fact::Ready(seat));
        let unready = told.report.has(Fact::Unready(seat));
        let lead = match (ready, unready) {
            (true, _) => "setup-locked",
            (_, true) => "setup-unlocked",
            _ => "setup-done",
        };
        let labels = self.looks_of(record);
        let mut effects = vec![send(
            Target::Reply,
            setup_message(record, game, seat, labels[seat], Text::key(lead)),
        )];
        if ready || unready {
            let label = wording::seat_label(record, game, seat);
            let news = Text::key_with(
                if ready { "seat-ready" } else { "seat-unready" },
                vec![("seat", label.into())],
            );
            effects.push(send(
                Target::Game(record.id),
                Message {
                    text: news.plain("\n").then(wording::status(record, game)),
                    about: Some(record.id),
                    ..Message::default()
                },
            ));
        }
        Ok(effects)
    }

    /// Everyone is ready: the public board goes to the game's place, and each player gets their board.
    fn play_starts(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        told: &Told,
    ) -> Result<Vec<Effect>, Failure> {
        let mut board = visibility::public_board(record, game, told);
        board.buttons = Self::board_buttons(record, game);
        board.ping = self.to_notify(record, &game.to_act());
        let followers = self.to_followers(record, game, &board)?;
        let mut effects = vec![send(Target::Game(record.id), board)];
        let labels = self.looks_of(record);
        let everyone: Vec<Seat> = record.players.seats().collect();
        for private in visibility::private_boards(record, game, &told.report, &labels, &everyone) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        effects.extend(followers);
        Ok(effects)
    }

    /// The setup DMs of a game that was just accepted: each player's side, setup and how to change it.
    pub(super) fn setup_invitations(&self, record: &GameRecord, game: &dyn Game) -> Vec<Effect> {
        let labels = self.looks_of(record);
        let lead = Text::key_with(
            "setup-invitation",
            vec![
                ("game", record.id.0.into()),
                ("title", wording::title(record, game).into()),
            ],
        );
        record
            .players
            .iter()
            .map(|(seat, player)| {
                send(
                    Target::Direct(player.id),
                    setup_message(record, game, seat, labels[seat], lead.clone()),
                )
            })
            .collect()
    }
}

/// A private reply about a game.
fn private(game: GameId, text: Text) -> Effect {
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
