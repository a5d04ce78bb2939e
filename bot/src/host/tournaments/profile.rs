//! A player's tournaments as their profile shows them: how many they played to the end, and their best
//! place.

use crate::host::api::Text;
use crate::host::{Failure, Host};
use crate::model::{TournamentId, UserId};
use crate::store::{GameRecord, Stage};
use std::collections::BTreeSet;

/// The best place a player took in a tournament, and where.
struct Best {
    /// Their place, from 1.
    place: usize,
    /// The tournament.
    tournament: TournamentId,
}

impl Host {
    /// The profile's line of `player`'s tournaments that are over, found from their finished games
    /// (`records`); `None` when they played in none.
    pub(in crate::host) fn tournaments_line(
        &self,
        player: UserId,
        records: &[GameRecord],
    ) -> Result<Option<Text>, Failure> {
        let entered: BTreeSet<TournamentId> = records
            .iter()
            .filter_map(|record| record.tournament.map(|at| at.tournament))
            .collect();
        let mut played = 0_usize;
        let mut best: Option<Best> = None;
        for id in entered {
            let Some(record) = self.store.tournament(id)? else {
                continue;
            };
            let place = match &record.stage {
                Stage::Over(swiss) => swiss
                    .standings()
                    .into_iter()
                    .find(|standing| standing.player == player)
                    .map(|standing| standing.rank),
                Stage::ArenaOver(arena) => arena
                    .standings()
                    .into_iter()
                    .find(|standing| standing.player == player)
                    .map(|standing| standing.rank),
                _ => None,
            };
            let Some(place) = place else {
                continue;
            };
            played += 1;
            if best.as_ref().is_none_or(|best| place < best.place) {
                best = Some(Best {
                    place,
                    tournament: id,
                });
            }
        }
        Ok(best.map(|best| {
            Text::key_with(
                "profile-tournaments",
                vec![
                    ("played", played.into()),
                    ("place", best.place.into()),
                    ("tournament", best.tournament.to_string().into()),
                ],
            )
        }))
    }
}
