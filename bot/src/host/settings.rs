//! A user's settings (labels, orientation, coordinates, pings, language) and a server's language: set,
//! shown, and read wherever a message is written or a board drawn for someone.

use super::{Handled, Host, private_reply, refuse, reply, send};
use crate::host::api::{
    Arg, Command, Effect, LabelPreference, Language, Message, Orientation, Place, ServerId,
    Setting, Target, Text, UserId,
};
use crate::model::BoardLook;
use crate::store::{GameRecord, ServerRecord, UserRecord};
use games::BySeat;

impl Host {
    pub(super) fn set(&self, command: &Command, setting: Setting) -> Handled {
        let mut settings = self
            .store
            .user(command.from.id)?
            .unwrap_or_else(|| UserRecord::new(&command.from));
        settings.schema = crate::store::SCHEMA_VERSION;
        settings.name = command.from.name.clone();
        let said = match setting {
            Setting::Labels(labels) => {
                settings.labels = labels;
                match labels {
                    LabelPreference::English => "set-labels-english",
                    LabelPreference::Chinese => "set-labels-chinese",
                }
            }
            Setting::Ping(ping) => {
                settings.ping = ping;
                if ping { "set-ping-on" } else { "set-ping-off" }
            }
            Setting::Orientation(orientation) => {
                settings.orientation = orientation;
                match orientation {
                    Orientation::Own => "set-orientation-own",
                    Orientation::Fixed => "set-orientation-fixed",
                }
            }
            Setting::Coordinates(on) => {
                settings.coordinates = on;
                if on {
                    "set-coordinates-on"
                } else {
                    "set-coordinates-off"
                }
            }
            Setting::Language(language) => {
                settings.language = language;
                match language {
                    Some(Language::En) => "set-language-en",
                    Some(Language::Zh) => "set-language-zh",
                    None => "set-language-auto",
                }
            }
        };
        self.store.put_user(&settings)?;
        Ok(vec![private_reply(Text::key(said))])
    }

    /// Sets the language of a server's posts and public boards, for a user who may manage it.
    pub(super) fn set_server_language(
        &self,
        command: &Command,
        language: Option<Language>,
        may_manage: bool,
    ) -> Handled {
        let Place::Channel { server, .. } = command.place else {
            return refuse(Text::key("server-language-direct"));
        };
        if !may_manage {
            return refuse(Text::key("server-language-not-allowed"));
        }
        let mut record = self.store.server(server)?.unwrap_or(ServerRecord {
            schema: crate::store::SCHEMA_VERSION,
            id: server,
            language: None,
        });
        record.schema = crate::store::SCHEMA_VERSION;
        record.language = language;
        self.store.put_server(&record)?;
        Ok(vec![reply(Text::key(match language {
            Some(Language::En) => "set-server-language-en",
            Some(Language::Zh) => "set-server-language-zh",
            None => "set-server-language-auto",
        }))])
    }

    /// The language set for `server` with `set server-language`, if any.
    pub fn server_language(&self, server: ServerId) -> Option<Language> {
        match self.store.server(server) {
            Ok(record) => record.and_then(|record| record.language),
            Err(error) => {
                tracing::warn!(%error, "a server's settings could not be read");
                None
            }
        }
    }

    /// The language of a message no one user reads (a post in a channel or a game's thread, a public
    /// answer): that of the server it is posted in, else English. The server is the one of the game
    /// the message goes to or is about, else the message's own, else `server` (where the command was
    /// given).
    pub fn post_language(
        &self,
        to: Target,
        message: &Message,
        server: Option<ServerId>,
    ) -> Language {
        let game = match to {
            Target::Game(game) => Some(game),
            _ => message.about,
        };
        let server = match game.map(|game| self.store.game(game)) {
            Some(Ok(Some(record))) => Some(record.server),
            Some(Err(error)) => {
                tracing::warn!(%error, "a game's server could not be read");
                server
            }
            _ => message.server.or(server),
        };
        server
            .and_then(|server| self.server_language(server))
            .unwrap_or_default()
    }

    /// The answer to a question anyone may ask in a place (`help`, `rules`, `history`), so that a channel
    /// reads one language: in a server's channel, for everyone there in the server's language, unless the
    /// asker chose another language, who then gets it privately in theirs; elsewhere, the asker's.
    pub(super) fn answer_in_place(&self, command: &Command, message: Message) -> Effect {
        let Place::Channel { server, .. } = command.place else {
            return send(Target::Reply, message);
        };
        let here = self.server_language(server).unwrap_or_default();
        let message = if self
            .chosen_language(command.from.id)
            .is_some_and(|own| own != here)
        {
            Message {
                private: true,
                ..message
            }
        } else {
            Message {
                for_everyone: true,
                ..message
            }
        };
        send(Target::Reply, message)
    }

    /// The language `user` is spoken to in: the one they chose with `set language`, else their client's
    /// (`client`, when the message answers an interaction that said it), else English.
    pub fn language_of(&self, user: UserId, client: Option<Language>) -> Language {
        self.chosen_language(user).or(client).unwrap_or_default()
    }

    /// The language `user` chose with `set language`, if any.
    fn chosen_language(&self, user: UserId) -> Option<Language> {
        match self.store.user(user) {
            Ok(settings) => settings.and_then(|settings| settings.language),
            Err(error) => {
                tracing::warn!(%error, "a user's settings could not be read");
                None
            }
        }
    }

    /// Every setting of the user, and how to change it.
    pub(super) fn show_settings(&self, command: &Command) -> Handled {
        let settings = self
            .store
            .user(command.from.id)?
            .unwrap_or_else(|| UserRecord::new(&command.from));
        let on_off = |on: bool| if on { "settings-on" } else { "settings-off" };
        let text = Text::key_with(
            "settings",
            vec![
                (
                    "labels",
                    Arg::key(match settings.labels {
                        LabelPreference::English => "settings-labels-english",
                        LabelPreference::Chinese => "settings-labels-chinese",
                    }),
                ),
                (
                    "orientation",
                    Arg::key(match settings.orientation {
                        Orientation::Own => "settings-orientation-own",
                        Orientation::Fixed => "settings-orientation-fixed",
                    }),
                ),
                ("coordinates", Arg::key(on_off(settings.coordinates))),
                ("ping", Arg::key(on_off(settings.ping))),
                (
                    "language",
                    Arg::key(match settings.language {
                        Some(Language::En) => "settings-language-en",
                        Some(Language::Zh) => "settings-language-zh",
                        None => "settings-language-auto",
                    }),
                ),
            ],
        );
        Ok(vec![private_reply(text)])
    }

    /// The players of a game who asked to be mentioned when it is their turn, among `seats`.
    pub(super) fn to_notify(&self, record: &GameRecord, seats: &[games::Seat]) -> Vec<UserId> {
        seats
            .iter()
            .map(|&seat| record.player(seat).id)
            .filter(|&user| {
                self.store
                    .user(user)
                    .ok()
                    .flatten()
                    .is_some_and(|settings| settings.ping)
            })
            .collect()
    }

    /// How each player likes their private boards drawn, in seat order; the default for a player whose
    /// settings cannot be read (a board drawn otherwise is better than no board).
    pub(super) fn looks_of(&self, record: &GameRecord) -> BySeat<BoardLook> {
        record
            .players
            .values()
            .map(|user| match self.store.user(user.id) {
                Ok(settings) => settings.map(|settings| settings.look()).unwrap_or_default(),
                Err(error) => {
                    tracing::warn!(%error, "a player's settings could not be read");
                    BoardLook::default()
                }
            })
            .collect()
    }
}
