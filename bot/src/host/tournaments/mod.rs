//! Tournaments run by the host: made in a server's channel, announced there in one message that is edited
//! as players come and go, and cancelled by their creator or a member who may manage the server.
//!
//! Every change is made from the stored record and written with the store's compare-and-swap
//! ([`crate::store::Store::put_tournament`]): a change another writer made first is met as a conflict,
//! and the command is carried out again on the tournament as it is now. So the count of players is
//! checked against the version the write is made over, and two joins at once never pass the limit
//! together.
//!
//! Once started, a round is paired and its games opened in one write (`rounds.rs`, through
//! [`crate::store::Store::start_round`]), so a round is never paired, nor its games opened, twice; each
//! game's end is recorded in its tournament right after the write that ends it, and a tick records any
//! a crash left unrecorded (`results.rs`); the last round's end posts the podium.
//!
//! An arena (`arena.rs`) pairs its waiting players instead, whenever a change leaves two or more
//! waiting, in the same kind of write, until its end time; `arena_texts.rs` says what it is.
//!
//! This file finds the tournament a command means; `commands.rs` carries the commands out, `rounds.rs`
//! plays the rounds, `results.rs` records the results, `texts.rs` says what a tournament is and
//! where it stands, `picture.rs` draws its standings, `place.rs` keeps the thread its rounds are
//! posted in, and `profile.rs` gives a player's tournaments in their profile.

mod arena;
mod arena_texts;
mod commands;
mod picture;
mod place;
mod profile;
mod results;
mod rounds;
mod texts;

pub(in crate::host) use results::Looking;

use super::api::{Command, Place, Text, TournamentAct, TournamentRequest};
use super::{Failure, Host, refuse};
use crate::store::{Stage, TournamentRecord};

impl Host {
    /// The tournament `request` means: the one it names, else the one open tournament of this server the
    /// asker's command fits (see [`fits`]); when several fit, the refusal names them.
    fn tournament_meant(
        &self,
        command: &Command,
        request: &TournamentRequest,
    ) -> Result<TournamentRecord, Failure> {
        if let Some(id) = request.id {
            return match self.store.tournament(id)? {
                Some(record) => Ok(record),
                None => refuse(Text::key_with(
                    "no-such-tournament",
                    vec![("tournament", id.to_string().into())],
                )),
            };
        }
        let Place::Channel { server, .. } = command.place else {
            return refuse(Text::key("tournament-say-which"));
        };
        let mut fitting: Vec<TournamentRecord> = self
            .store
            .open_tournaments(server)?
            .into_iter()
            .filter(|record| fits(record, command, request))
            .collect();
        match fitting.len() {
            0 => refuse(Text::key("no-tournament-fits")),
            1 => Ok(fitting.remove(0)),
            _ => {
                let ids: Vec<String> = fitting.iter().map(|record| record.id.to_string()).collect();
                refuse(Text::key_with(
                    "tournament-choose",
                    vec![("ids", super::wording::and_list(&ids).into())],
                ))
            }
        }
    }
}

/// Whether an open tournament is one `request`, given without an id, may mean: one to join that takes
/// players and that the asker has not entered (or an arena they paused in); one to pause in, an arena
/// they play in; one the asker entered, to leave; one they may cancel, or put on hold or take off it;
/// any, to see.
fn fits(record: &TournamentRecord, command: &Command, request: &TournamentRequest) -> bool {
    let entered = record
        .players
        .iter()
        .any(|player| player.id == command.from.id);
    match request.act {
        TournamentAct::Create(_) => false,
        TournamentAct::Join => match &record.stage {
            Stage::Gathering => !entered,
            Stage::Arena(arena) => arena::may_join(arena, command.from.id),
            _ => false,
        },
        TournamentAct::Pause => match &record.stage {
            Stage::Arena(arena) => arena::may_pause(arena, command.from.id),
            _ => false,
        },
        TournamentAct::Leave => entered,
        TournamentAct::Standings => true,
        TournamentAct::Start => {
            matches!(record.stage, Stage::Gathering)
                && (record.creator.id == command.from.id || request.may_manage)
        }
        TournamentAct::Cancel => record.creator.id == command.from.id || request.may_manage,
        TournamentAct::Halt | TournamentAct::Resume => {
            let running = matches!(record.stage, Stage::Playing(_) | Stage::Arena(_));
            let wanted = request.act == TournamentAct::Resume;
            running
                && record.halted == wanted
                && (record.creator.id == command.from.id || request.may_manage)
        }
    }
}
