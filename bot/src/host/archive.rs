//! Finished games: replays of them as animated GIFs.

use super::permissions::Purpose;
use super::{Handled, Host, refuse, send, visibility};
use crate::host::api::{Command, GameId, Image, Message, Target};

/// The largest attachment Discord takes from a bot in any server (8 MiB before boosts).
pub const UPLOAD_LIMIT: usize = 8 * 1024 * 1024;

impl Host {
    /// `replay #N`: an animated GIF of a finished game, from its public views.
    pub(super) fn replay_game(&self, command: &Command, named: Option<GameId>) -> Handled {
        let id = self.resolve_game(command.from.id, command.place, named, Purpose::Look)?;
        let Some(record) = self.store.game(id)? else {
            return refuse(format!("There is no game #{}.", id.0));
        };
        if !record.finished {
            return refuse(format!(
                "Game #{} is still going on; its replay is ready once it is over (`board #{}` shows it now).",
                id.0, id.0
            ));
        }
        if record.cancelled {
            return refuse(format!(
                "Game #{} was called off before play began, so there is nothing to replay.",
                id.0
            ));
        }
        let log = self.store.log(id)?;
        let gif = super::replay::gif(&record, &log)?;
        if gif.len() > UPLOAD_LIMIT {
            return refuse(format!(
                "The replay of game #{} is too large to attach ({} MB); `history #{}` gives its record.",
                id.0,
                gif.len().div_ceil(1024 * 1024),
                id.0
            ));
        }
        let session = self.sessions.get(&self.store, id)?;
        let title = match &session {
            Some(session) => {
                let session = super::sessions::lock(session);
                visibility::title(&session.record, session.game.as_ref())
            }
            None => record.kind.name().to_owned(),
        };
        let plies = record.public_entries();
        Ok(vec![send(
            Target::Reply,
            Message {
                text: format!("The replay of game #{} ({title}), {plies} moves.", id.0).into(),
                image: Some(Image {
                    file_name: format!("game-{}-replay.gif", id.0),
                    png: gif,
                    alt: format!(
                        "An animated replay of game #{} ({title}): the board after each of its {plies} moves, then the final position.",
                        id.0
                    ),
                }),
                about: Some(id),
                ..Message::default()
            },
        )])
    }
}
