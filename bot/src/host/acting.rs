//! How an action is played: the game a command means, the seat's right to act, the rules' check, the
//! change committed with its log entry, and what it says. Resigning, aborting and calling a game off are
//! here too: they end a game the same way, through the rules' ruling and one commit.
//!
//! The host knows no game: an action is any text the game reads in its current phase, and what the
//! action did comes back as typed facts. A finished turn ([`Fact::TurnOver`]) restarts the clock, counts
//! for draw-offer cooldowns and lets a standing offer lapse; a change of phase from setup to play starts
//! the game in public; [`Fact::Ready`] and [`Fact::Unready`] are told in public during a private setup.

use super::fairness;
use super::offers;
use super::outbox::Asker;
use super::permissions::{self, Purpose};
use super::sessions::{Session, lock};
use super::visibility::Told;
use super::wording;
use super::{Failure, Handled, Host, buttons, refuse, reply, send};
use crate::host::api::{
    Command, Effect, GameId, Message, Millis, Place, Slot, Target, Text, UserId,
};
use crate::message::safe::echo;
use crate::store::{GameRecord, LoggedAction};
use games::{Fact, Game, Intervention, Phase, Seat};

/// Where an action goes: to a game, or nowhere when it was chat.
enum Addressee {
    /// This game.
    Game(GameId),
    /// Nobody: bare text that no game of the user reads as an action.
    Chat,
}

/// One of the user's ongoing games that an action may be meant for.
struct Candidate {
    /// The game.
    id: GameId,
    /// Whether it is the user's turn there.
    turn: bool,
    /// Whether the game reads the action's text as an action of the user's seat.
    reads: bool,
}

impl Host {
    /// An action in a game: a move, a setup word, a decision; whatever the game reads now.
    pub(super) fn act(
        &self,
        command: &Command,
        named: Option<GameId>,
        text: &str,
        bare: bool,
        now: Millis,
    ) -> Handled {
        match self.addressee(command, named, text, bare)? {
            Addressee::Game(id) => self.with_game_id(id, |session| {
                let seat = permissions::seat_to_act(
                    &session.record,
                    session.game.as_ref(),
                    command.from.id,
                )?;
                self.perform(session, command, seat, text, now)
            }),
            Addressee::Chat
                if command.place == Place::Direct && self.first_chat(command.from.id) =>
            {
                Ok(vec![reply(Text::key("chat-not-read"))])
            }
            Addressee::Chat => Ok(Vec::new()),
        }
    }

    /// The game an action means. A named game, or the game whose place this is, is taken as it is.
    /// Otherwise, among the user's games here, the one where it is their turn and the game reads the
    /// text as an action of its current phase; so setup words go to games being set up and moves to
    /// games in play. When several fit, the refusal shows how to name one.
    fn addressee(
        &self,
        command: &Command,
        named: Option<GameId>,
        text: &str,
        bare: bool,
    ) -> Result<Addressee, Failure> {
        if let Some(id) = named {
            return Ok(Addressee::Game(id));
        }
        if let Place::Channel { channel, .. } = command.place
            && let Some(id) = self.store.game_at_place(channel)?
        {
            let understood = self.reads_as_action(id, command.from.id, text)?;
            return Ok(match bare && !understood {
                true => Addressee::Chat,
                false => Addressee::Game(id),
            });
        }
        let mine = self.ongoing_games_here(command, text)?;
        let ids = |keep: fn(&Candidate) -> bool| -> Vec<GameId> {
            mine.iter()
                .filter(|game| keep(game))
                .map(|game| game.id)
                .collect()
        };
        let fitting = ids(|game| game.turn && game.reads);
        let reading = ids(|game| game.reads);
        match (fitting.as_slice(), reading.as_slice(), mine.as_slice()) {
            ([only], _, _) => Ok(Addressee::Game(*only)),
            ([_, _, ..], _, _) => refuse(fits_several(text, &fitting)),
            ([], [some, ..], _) => Ok(Addressee::Game(*some)),
            ([], [], _) if bare => Ok(Addressee::Chat),
            ([], [], [only]) => Ok(Addressee::Game(only.id)),
            // Not a player here: the game here, if there is one, says who plays it.
            ([], [], []) => self
                .resolve_game(command.from.id, command.place, None, Purpose::Act)
                .map(Addressee::Game),
            ([], [], _) => refuse(no_action_here(text, &ids(|_| true))),
        }
    }

    /// Whether game `id` reads `text` as an action of `user`'s seat in it, or `text` is a word some game
    /// of the catalogue knows and `user` plays there: such a word is answered even where it does not
    /// apply, never taken for chat.
    fn reads_as_action(&self, id: GameId, user: UserId, text: &str) -> Result<bool, Failure> {
        Ok(self.sessions.get(&self.store, id)?.is_some_and(|session| {
            let session = lock(&session);
            session.record.seat_of(user).is_some_and(|seat| {
                session.game.understands(seat, text) || catalogue_word(text).is_some()
            })
        }))
    }

    /// The user's ongoing games that the command's place means (a channel's, or all theirs in a direct
    /// conversation), each with whether it is their turn and whether it reads `text` as an action.
    fn ongoing_games_here(&self, command: &Command, text: &str) -> Result<Vec<Candidate>, Failure> {
        let user = command.from.id;
        let ids = match command.place {
            Place::Channel { channel, .. } => self.store.games_in_channel(channel)?,
            Place::Direct => self.store.games_of_user(user)?,
        };
        let mut mine = Vec::new();
        for id in ids {
            let Some(session) = self.sessions.get(&self.store, id)? else {
                continue;
            };
            let session = lock(&session);
            if let Some(seat) = session
                .record
                .seat_of(user)
                .filter(|_| !session.record.finished)
            {
                mine.push(Candidate {
                    id,
                    turn: permissions::may_act(session.game.as_ref(), seat),
                    reads: session.game.understands(seat, text),
                });
            }
        }
        Ok(mine)
    }

    /// Plays `text` for `seat`, commits it, and says what it did to whom.
    pub(super) fn perform(
        &self,
        session: &mut Session,
        command: &Command,
        seat: Seat,
        text: &str,
        now: Millis,
    ) -> Handled {
        let before = session.game.phase();
        let mut next = session.game.clone_game();
        let played = match next.play(seat, text) {
            Ok(played) => played,
            Err(error) => {
                return refuse(refused_action(
                    session.game.as_ref(),
                    seat,
                    text,
                    session.record.id,
                    &error,
                ));
            }
        };
        let action = LoggedAction::Play {
            seat,
            action: played.canonical,
        };
        let mut told = Told::from(played.report);
        let turn_over = told.report.has(Fact::TurnOver(seat));
        let starts = before == Phase::Setup && next.phase() != Phase::Setup;
        let lapsing = match turn_over {
            true => offers::lapsing(&session.record, session.game.as_ref(), seat),
            false => Vec::new(),
        };
        told.tail
            .extend(lapsing.iter().map(|(_, said)| said.clone()));
        // Play begins: the umpire commits to the hidden setups before the first move, in public.
        let committed =
            fairness::committed(starts, &session.record, next.as_ref(), self.config.seed);
        told.tail
            .extend(committed.as_ref().map(|(_, line)| line.clone()));
        self.commit(
            session,
            next,
            action,
            now,
            |record, was| {
                if turn_over {
                    record.count_turn(seat);
                    offers::lapse(record, was, seat);
                }
                if turn_over || starts {
                    record.deadline = record.clock.deadline(now);
                }
                if starts {
                    record.setup_entries = record.log_len;
                }
                if let Some((fairness, _)) = committed {
                    record.fairness = Some(fairness);
                }
            },
            |record, game| {
                let mut said: Vec<Effect> = lapsing
                    .iter()
                    .map(|(slot, _)| Effect::Retire(*slot))
                    .collect();
                if before == Phase::Decision {
                    said.push(Effect::Retire(Slot::Decision(record.id, command.from.id)));
                }
                said.extend(if before == Phase::Setup {
                    self.after_setup_action(record, game, seat, &told, starts)?
                } else {
                    self.announce(record, game, &told, Some(command))?
                });
                Ok(said)
            },
            Some(Asker::of(command)),
        )
    }

    pub(super) fn resign(&self, command: &Command, named: Option<GameId>, now: Millis) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            self.rule_on(
                session,
                Intervention::Resign(seat),
                None,
                Some(command),
                now,
            )
        })
    }

    /// A player calls the game off before every seat has made its first move (in setup, or before the
    /// last seat's first move, as on lichess): it ends without a result.
    pub(super) fn abort(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let seat = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            if session.record.tournament.is_some() {
                return refuse(Text::key("tournament-no-abort"));
            }
            if !session.record.abortable() {
                return refuse(Text::key_with(
                    "abort-too-late",
                    vec![("game", session.record.id.0.into())],
                ));
            }
            let who = wording::seat_label(&session.record, session.game.as_ref(), seat);
            self.call_off(
                session,
                Text::key_with("why-aborted", vec![("seat", who.into())]),
                CalledOff::NoResult,
            )
        })
    }

    pub(super) fn confirm_resign(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            permissions::player_in_play(&session.record, session.game.as_ref(), command.from.id)?;
            let id = session.record.id;
            Ok(vec![send(
                Target::Reply,
                Message {
                    text: Text::key_with("confirm-resign", vec![("game", id.0.into())]),
                    buttons: buttons::confirm_resign(id),
                    private: true,
                    about: Some(id),
                    ..Message::default()
                },
            )])
        })
    }

    /// Has the rules rule on `intervention` (telling `lead` first in public), commits it with a fresh
    /// clock when it ended a turn, and announces the result.
    pub(super) fn rule_on(
        &self,
        session: &mut Session,
        intervention: Intervention,
        lead: Option<Text>,
        command: Option<&Command>,
        now: Millis,
    ) -> Handled {
        let mut next = session.game.clone_game();
        let report = match next.intervene(intervention) {
            Ok(report) => report,
            Err(error) => return refuse(rule_refusal(&error)),
        };
        let mut told = Told::from(report);
        told.lead.extend(lead);
        let turn_over = told.report.facts.iter().find_map(|fact| match fact {
            Fact::TurnOver(seat) => Some(*seat),
            _ => None,
        });
        self.commit(
            session,
            next,
            LoggedAction::Intervene(intervention),
            now,
            |record, _| {
                if let Some(seat) = turn_over {
                    record.count_turn(seat);
                    record.deadline = record.clock.deadline(now);
                }
            },
            |record, game| self.announce(record, game, &told, command),
            command.map(Asker::of),
        )
    }

    /// Commits a changed game with its log entry and what the change says, and reschedules its clock.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn commit(
        &self,
        session: &mut Session,
        next: Box<dyn Game>,
        action: LoggedAction,
        now: Millis,
        update: impl FnOnce(&mut GameRecord, &dyn Game),
        say: impl FnOnce(&GameRecord, &dyn Game) -> Handled,
        asker: Option<Asker>,
    ) -> Handled {
        let was_over = session.record.finished;
        let mut effects =
            session.commit(&self.store, next, Some(action), now, update, say, asker)?;
        if session.record.finished && !was_over {
            effects.extend(self.tournament_game_ended(&session.record, now));
        }
        self.timers()
            .set_game(session.record.id, session.record.deadline);
        if super::computer::computer_to_act(&session.record, session.game.as_ref()) {
            effects.push(Effect::Think(session.record.id));
        }
        if session.record.finished {
            tracing::info!(game = session.record.id.0, "game over");
        }
        Ok(effects)
    }

    /// The game is called off, without a result (or, for a tournament game whose seats were late, as
    /// their loss); `why` finishes the sentence "… is called off: ".
    pub(super) fn call_off(&self, session: &mut Session, why: Text, counts: CalledOff) -> Handled {
        let key = match counts {
            CalledOff::NoResult => "called-off",
            CalledOff::NoShow(_) => "called-off-no-show",
        };
        let effects = session.save(
            &self.store,
            |record, _| {
                if let CalledOff::NoShow(late) = counts {
                    record.no_shows = late;
                }
                record.finished = true;
                record.cancelled = true;
                record.deadline = None;
                record.draw_offers.clear();
            },
            |record, game| {
                let text = Text::key_with(
                    key,
                    vec![
                        ("game", record.id.0.into()),
                        ("title", wording::title(record, game).into()),
                        ("why", why.clone().into()),
                    ],
                );
                let notice = Message {
                    text: text.clone(),
                    about: Some(record.id),
                    ..Message::default()
                };
                let mut effects = self.to_followers(record, game, &notice)?;
                effects.insert(0, send(Target::Game(record.id), notice));
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
            },
            None,
        )?;
        self.timers().set_game(session.record.id, None);
        tracing::info!(game = session.record.id.0, %why, "game called off");
        Ok(effects)
    }

    /// Whether this is the first time `user` chats with the bot privately since it started.
    fn first_chat(&self, user: UserId) -> bool {
        self.told_about_chat
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
            .insert(user)
    }
}

/// What a game called off counts for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum CalledOff {
    /// Nothing: it has no result.
    NoResult,
    /// In its tournament, a loss for these seats, which did not finish their setup or make their first
    /// move in time.
    NoShow(Vec<Seat>),
}

/// The refusal of an action several of the user's games would take: how to name one of them.
fn fits_several(text: &str, fitting: &[GameId]) -> Text {
    let numbers: Vec<String> = fitting.iter().map(|id| format!("#{}", id.0)).collect();
    let first = fitting[0].0;
    let example = match text.trim().split_once(' ') {
        Some((verb, rest)) => format!("{verb} #{first} {rest}"),
        None => format!("move #{first} {}", text.trim()),
    };
    Text::key_with(
        "fits-several",
        vec![
            ("action", echo(text).into()),
            ("games", super::text::some_numbers(&numbers).into()),
            ("example", echo(example.trim()).into()),
        ],
    )
}

/// The refusal of an action none of the user's games here reads: which games they are.
fn no_action_here(text: &str, games: &[GameId]) -> Text {
    let numbers: Vec<String> = games.iter().map(|id| format!("#{}", id.0)).collect();
    Text::key_with(
        "no-action-here",
        vec![
            ("action", echo(text).into()),
            ("games", super::text::some_numbers(&numbers).into()),
            ("first", numbers[0].clone().into()),
        ],
    )
}

/// Text as its letters and digits, lower case: how typed actions are compared with the legal ones.
pub(super) fn squash(text: &str) -> String {
    text.chars()
        .filter(|ch| ch.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Why the rules refused something, in the reader's language: the typed reason from the catalogue (whose
/// English lines are the games' own templates, so an English reader reads the game's sentence), or, for a
/// refusal without one, the game's English sentence, which other languages replace with a general one.
pub(super) fn rule_refusal(error: &games::RuleError) -> Text {
    match error.reason() {
        Some(reason) => wording::reason_text(reason),
        None => Text::key_with(
            "refusal-untyped",
            vec![(
                "sentence",
                crate::message::safe::defuse(&error.sentence()).into(),
            )],
        ),
    }
}

/// The refusal of an action the game did not take: the game, the action, why (in the reader's language)
/// and the seat's legal actions that start as it does.
fn refused_action(
    game: &dyn Game,
    seat: Seat,
    text: &str,
    id: GameId,
    error: &games::RuleError,
) -> Text {
    let reason = match catalogue_word(text) {
        Some(word)
            if !game
                .about()
                .verbs
                .iter()
                .any(|verb| first_word(verb.usage) == word) =>
        {
            Text::key_with(
                "word-not-in-game",
                vec![
                    ("game", Text::key(&game.about().name_key()).into()),
                    ("word", word.into()),
                ],
            )
        }
        _ => rule_refusal(error),
    };
    let typed = squash(text);
    let start: String = typed.chars().take(2).collect();
    let like: Vec<String> = if start.chars().count() == 2 {
        game.legal_actions(seat)
            .into_iter()
            .filter(|action| squash(action).starts_with(&start))
            .take(8)
            .map(|action| format!("`{action}`"))
            .collect()
    } else {
        Vec::new()
    };
    let hint = if like.is_empty() {
        Text::default()
    } else {
        let like: Vec<Text> = like.into_iter().map(Text::from).collect();
        Text::key_with(
            "action-like",
            vec![("actions", wording::joined(like, "list-sep").into())],
        )
    };
    Text::key_with(
        "action-refused",
        vec![
            ("reason", reason.into()),
            ("game", id.0.into()),
            ("action", echo(text).into()),
            ("hint", hint.into()),
        ],
    )
}

/// The first word of `text`, lower case.
fn first_word(text: &str) -> String {
    text.split_whitespace()
        .next()
        .unwrap_or_default()
        .to_lowercase()
}

/// The word `text` starts with, when it is a word some game of the catalogue knows (`pass`, `flag`,
/// `flip`, `taxot`) and `text` has no more words than that word takes.
fn catalogue_word(text: &str) -> Option<String> {
    let word = first_word(text);
    let count = text.split_whitespace().count();
    games::GameKind::all()
        .flat_map(|kind| kind.about.verbs.iter())
        .any(|verb| {
            first_word(verb.usage) == word && count <= verb.usage.split_whitespace().count()
        })
        .then_some(word)
}
