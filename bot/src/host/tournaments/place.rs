//! A tournament's place: the thread its pairings, standings and podium go to, opened with its first round
//! and bound once the adapter has opened it; until then, and where no thread may be opened, its channel.

use super::texts;
use crate::host::api::{ChannelId, Effect};
use crate::host::{Host, retrying};
use crate::i18n::localize;
use crate::model::TournamentId;
use crate::store::TournamentRecord;

impl Host {
    /// Records the place an adapter opened for tournament `id` after [`Effect::OpenTournamentPlace`] (on
    /// Discord, its thread).
    pub fn bind_tournament_place(&self, id: TournamentId, channel: ChannelId) {
        let bound = retrying(|| {
            let Some(previous) = self.store.tournament(id)? else {
                return Ok(Vec::new());
            };
            if previous.place != Some(channel) {
                let record = TournamentRecord {
                    place: Some(channel),
                    ..previous.clone()
                };
                self.store.put_tournament(&previous, &record, None)?;
            }
            Ok(Vec::new())
        });
        if let Err(failure) = bound {
            tracing::error!(
                tournament = id.0,
                ?failure,
                "the tournament's place was not saved"
            );
        }
    }

    /// Where messages for [`crate::host::api::Target::Tournament`] go: the tournament's own place once
    /// bound, else the channel it was made in. `None` if there is no such tournament.
    pub fn tournament_place(&self, id: TournamentId) -> Option<ChannelId> {
        match self.store.tournament(id) {
            Ok(record) => record.map(|record| record.place.unwrap_or(record.channel)),
            Err(error) => {
                tracing::warn!(%error, tournament = id.0, "a tournament's place could not be read");
                None
            }
        }
    }

    /// The opening of `record`'s place under its channel, titled in the server's language, unless it has
    /// one already.
    pub(super) fn tournament_place_opening(&self, record: &TournamentRecord) -> Option<Effect> {
        if record.place.is_some() {
            return None;
        }
        let language = self.server_language(record.server).unwrap_or_default();
        let terms = localize(&texts::terms(record), language).to_plain();
        Some(Effect::OpenTournamentPlace {
            tournament: record.id,
            parent: record.channel,
            title: format!("{} · {terms}", record.id),
        })
    }
}
