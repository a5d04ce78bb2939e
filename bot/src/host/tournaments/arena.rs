//! Arena tournaments: `tournament start` opens the arena with every player waiting, and each change (a
//! game's end, a late join, a return from a pause) pairs the players waiting then and opens their games in
//! the store write that records the change ([`crate::store::Store::start_round`]), so no game is opened
//! twice. At the end time (a timer, scheduled again from the store when the host starts) nothing more is
//! paired, and once the last game still running has ended the podium and the standings are posted.

use super::results::{Looking, NO_SHOWS_WITHDRAWN};
use super::rounds::{entered, table};
use super::{arena_texts, texts};
use crate::host::api::{Command, Effect, GameId, Millis, Target, Text, User, UserId, Via};
use crate::host::lobby::start::{Prepared, first_record};
use crate::host::outbox::{self, Asker};
use crate::host::sessions::{Session, with_receipt};
use crate::host::timers::Timer;
use crate::host::{Failure, Handled, Host, private_reply, refuse, reply, send};
use crate::message::safe::name;
use crate::store::{
    ChallengeRecord, GameRecord, Stage, StoreError, TournamentGame, TournamentRecord,
};
use crate::tournament::Side;
use crate::tournament::arena::{Arena, JoinError, Pairing, Presence};
use games::BySeat;

/// What a change to an arena says besides its new games: the words to post, whether the announcement
/// is brought up to date, and who asked.
struct Said {
    told: Vec<Effect>,
    announce: bool,
    asker: Option<Asker>,
}

/// Games just paired in an arena, to be opened: the arena with them, and who asked for the change.
struct Paired {
    arena: Arena,
    pairings: Vec<Pairing>,
    asker: Option<Asker>,
}

impl Host {
    /// Opens the arena of the stored `previous`: every player waits from `now`, and is paired at once,
    /// until `now` and its length.
    pub(super) fn begin_arena(
        &self,
        previous: &TournamentRecord,
        length: Millis,
        now: Millis,
    ) -> Handled {
        let mut arena = Arena::new(now, now.saturating_add(length));
        for player in &previous.players {
            arena
                .join(self.entrant(previous, player.id)?, now)
                .expect("each player entered once, before the end");
        }
        self.timers()
            .set(Timer::ArenaEnd(previous.id), Some(arena.end()));
        let said = Said {
            told: self
                .tournament_place_opening(previous)
                .into_iter()
                .collect(),
            announce: true,
            asker: None,
        };
        self.arena_changed(previous, previous.clone(), arena, now, said)
    }

    /// Schedules the end of every arena being played: on start, as the end times are in the store.
    pub(in crate::host) fn schedule_arenas(&self) -> Result<(), StoreError> {
        for record in self.store.every_open_tournament()? {
            if let Stage::Arena(arena) = &record.stage {
                self.timers()
                    .set(Timer::ArenaEnd(record.id), Some(arena.end()));
            }
        }
        Ok(())
    }

    /// `tournament join` during an arena: a newcomer waits to be paired (and is, as soon as someone
    /// else waits); a paused player comes back.
    pub(super) fn join_arena(
        &self,
        command: &Command,
        previous: &TournamentRecord,
        mut arena: Arena,
        now: Millis,
    ) -> Handled {
        let me = command.from.id;
        let named = vec![("tournament", previous.id.to_string().into())];
        let mut record = previous.clone();
        let done = match arena.presence(me) {
            Some(Presence::Paused | Presence::Playing { pausing: true, .. }) => {
                arena.resume(me, now);
                "tournament-resumed"
            }
            Some(Presence::Left) => {
                return refuse(Text::key_with("tournament-left-for-good", named));
            }
            Some(_) => return refuse(Text::key_with("tournament-joined-already", named)),
            None if record.players.len() >= record.max_players => {
                return refuse(Text::key_with(
                    "tournament-full",
                    vec![
                        ("tournament", record.id.to_string().into()),
                        ("count", record.max_players.into()),
                    ],
                ));
            }
            None => {
                match arena.join(self.entrant(previous, me)?, now) {
                    Ok(()) => {}
                    Err(JoinError::Over) => {
                        return refuse(Text::key_with("tournament-arena-ended", named));
                    }
                    Err(JoinError::AlreadyIn | JoinError::Left) => {
                        return refuse(Text::key_with("tournament-joined-already", named));
                    }
                }
                record.players.push(User {
                    id: me,
                    name: name(&command.from.name),
                });
                "tournament-arena-joined"
            }
        };
        let said = Said {
            told: vec![answer(command, Text::key_with(done, named))],
            announce: true,
            asker: Some(Asker::of(command)),
        };
        self.arena_changed(previous, record, arena, now, said)
    }

    /// `tournament pause`: the asker is paired no more (once the game they play ends) until they join
    /// again.
    pub(super) fn pause_arena(
        &self,
        command: &Command,
        previous: &TournamentRecord,
        now: Millis,
    ) -> Handled {
        let named = vec![("tournament", previous.id.to_string().into())];
        let Stage::Arena(arena) = &previous.stage else {
            return refuse(Text::key_with("tournament-pause-arena", named));
        };
        let mut arena = arena.clone();
        match arena.presence(command.from.id) {
            None => return refuse(Text::key_with("tournament-not-entered", named)),
            Some(Presence::Left) => {
                return refuse(Text::key_with("tournament-left-for-good", named));
            }
            Some(_) if !arena.pause(command.from.id) => {
                return refuse(Text::key_with("tournament-paused-already", named));
            }
            Some(_) => {}
        }
        let said = Said {
            told: vec![answer(command, Text::key_with("tournament-paused", named))],
            announce: false,
            asker: Some(Asker::of(command)),
        };
        self.arena_changed(previous, previous.clone(), arena, now, said)
    }

    /// `tournament leave` during an arena: the asker is withdrawn for good and the game they play is
    /// resigned; their finished games keep their results.
    pub(super) fn leave_arena(
        &self,
        command: &Command,
        previous: &TournamentRecord,
        mut arena: Arena,
        now: Millis,
    ) -> Handled {
        let me = command.from.id;
        if !arena.leave(me) {
            return refuse(Text::key_with(
                "tournament-withdrawn-already",
                vec![("tournament", previous.id.to_string().into())],
            ));
        }
        let playing = arena
            .games()
            .iter()
            .find(|game| game.finish.is_none() && game.side_of(me).is_some())
            .and_then(|game| game.game);
        let said = Said {
            told: super::commands::acknowledgement(command, "tournament-withdrew", previous)
                .into_iter()
                .collect(),
            announce: true,
            asker: Some(Asker::of(command)),
        };
        let mut effects = self.arena_changed(previous, previous.clone(), arena, now, said)?;
        if let Some(game) = playing {
            effects.extend(self.resign_for(game, me, now)?);
        }
        Ok(effects)
    }

    /// Records in the stored `previous` (an arena being played) the end of each of its games that
    /// ended (of those `looking` looks at), pausing a player who never moved; then pairs the players waiting, or once the end time
    /// has passed and no game is left running, ends it.
    pub(super) fn reconcile_arena(
        &self,
        previous: &TournamentRecord,
        mut arena: Arena,
        looking: Looking,
        now: Millis,
    ) -> Handled {
        let mut told = Vec::new();
        for (number, game) in arena.games().to_vec().into_iter().enumerate() {
            let Some(id) = game.game.filter(|_| game.finish.is_none()) else {
                continue;
            };
            let Some(finish) = self.finish_seen(looking, id)? else {
                continue;
            };
            arena
                .finish(number, finish, now)
                .map_err(|error| Failure::Store(error.to_string()))?;
            for side in [Side::First, Side::Second] {
                if !finish.absent(side) {
                    continue;
                }
                let absent = entered(previous, game.player(side));
                let withdrawn = no_shows(&arena, absent.id) >= NO_SHOWS_WITHDRAWN;
                if withdrawn {
                    arena.leave(absent.id);
                }
                told.push(send(
                    Target::Tournament(previous.id),
                    arena_texts::no_show(previous, &absent, id, withdrawn),
                ));
            }
        }
        if now >= arena.end() && !arena.is_playing() {
            return self.end_arena(previous, arena, told);
        }
        let said = Said {
            told,
            announce: false,
            asker: None,
        };
        self.arena_changed(previous, previous.clone(), arena, now, said)
    }

    /// Writes over the stored `previous` the tournament `record` playing `arena`, with the players
    /// waiting at `now` paired and their games opened, and what `said` says, all in one write; nothing
    /// is written when nothing changed.
    fn arena_changed(
        &self,
        previous: &TournamentRecord,
        mut record: TournamentRecord,
        mut arena: Arena,
        now: Millis,
        said: Said,
    ) -> Handled {
        let pairings = match record.halted {
            true => Vec::new(),
            false => arena.pair_waiting(now),
        };
        let unchanged = matches!(&previous.stage, Stage::Arena(stored) if *stored == arena);
        if unchanged && said.told.is_empty() && record.players == previous.players {
            return Ok(Vec::new());
        }
        record.stage = Stage::Arena(arena.clone());
        let mut effects = Vec::new();
        if said.announce {
            effects.push(send(
                Target::Channel(record.channel),
                texts::announcement(&record),
            ));
        }
        effects.extend(said.told);
        if pairings.is_empty() {
            let parcel = outbox::pack(&effects, said.asker);
            let (_, stored) = self
                .store
                .put_tournament(previous, &record, parcel.as_ref())?;
            return Ok(with_receipt(effects, stored));
        }
        let paired = Paired {
            arena,
            pairings,
            asker: said.asker,
        };
        self.open_arena_games(previous, record, paired, now, effects)
    }

    /// Opens the games `paired`, in the write that saves `record` (with its arena as `paired` has it)
    /// over the stored `previous`, with `effects` and the new games' places.
    fn open_arena_games(
        &self,
        previous: &TournamentRecord,
        record: TournamentRecord,
        paired: Paired,
        now: Millis,
        mut effects: Vec<Effect>,
    ) -> Handled {
        let Paired {
            arena,
            pairings,
            asker,
        } = paired;
        let mut tables = Vec::new();
        for pairing in &pairings {
            let table = table(previous, 0, pairing.game, now);
            let players = BySeat::from_vec(vec![
                entered(&record, pairing.first),
                entered(&record, pairing.second),
            ]);
            let prepared = self.prepare(&table, players, now)?;
            tables.push((table, prepared));
        }
        let (_, games, stored) = self.store.start_round(
            previous,
            tables.len(),
            |first| opened(record, arena, &pairings, first, &tables, now),
            |record, games| {
                effects.push(send(
                    Target::Tournament(record.id),
                    arena_texts::pairings(record, games),
                ));
                for (game, (_, prepared)) in games.iter().zip(&tables) {
                    effects.extend(self.open_place(game, prepared.game.as_ref()));
                }
                outbox::pack(&effects, asker)
            },
        )?;
        tracing::info!(
            tournament = previous.id.0,
            games = games.len(),
            "arena paired"
        );
        for (game, (_, prepared)) in games.into_iter().zip(tables) {
            self.timers().set_game(game.id, game.deadline);
            self.sessions.insert(Session {
                record: game,
                game: prepared.game,
            });
        }
        Ok(with_receipt(effects, stored))
    }

    /// Ends the arena of the stored `previous`: the podium and the final standings are posted, after
    /// `told`.
    fn end_arena(&self, previous: &TournamentRecord, arena: Arena, told: Vec<Effect>) -> Handled {
        let podium = arena_texts::podium(previous, &arena);
        let record = TournamentRecord {
            stage: Stage::ArenaOver(arena),
            ..previous.clone()
        };
        let effects = self.conclude(previous, &record, podium, told)?;
        self.timers().set(Timer::ArenaEnd(record.id), None);
        Ok(effects)
    }
}

/// The tournament `record` with its arena's `pairings` opened: each names its game, numbered one after
/// another from `first`, and each game made from its table names its place in the arena.
fn opened(
    record: TournamentRecord,
    mut arena: Arena,
    pairings: &[Pairing],
    first: GameId,
    tables: &[(ChallengeRecord, Prepared)],
    now: Millis,
) -> (TournamentRecord, Vec<GameRecord>) {
    let mut games = Vec::new();
    for (offset, (pairing, (table, prepared))) in pairings.iter().zip(tables).enumerate() {
        let id = GameId(first.0 + offset as u64);
        arena
            .set_game(pairing.game, id)
            .expect("the game was paired just now");
        let mut game = first_record(id, table, prepared, now);
        game.tournament = Some(TournamentGame {
            tournament: record.id,
            round: 0,
            board: pairing.game,
        });
        games.push(game);
    }
    let record = TournamentRecord {
        stage: Stage::Arena(arena),
        ..record
    };
    (record, games)
}

/// The games of `arena` still being played.
pub(super) fn games_going_on(arena: &Arena) -> Vec<GameId> {
    arena
        .games()
        .iter()
        .filter(|game| game.finish.is_none())
        .filter_map(|game| game.game)
        .collect()
}

/// Whether `player` may join `arena` now: they never entered, or they paused.
pub(super) fn may_join(arena: &Arena, player: UserId) -> bool {
    matches!(
        arena.presence(player),
        None | Some(Presence::Paused | Presence::Playing { pausing: true, .. })
    )
}

/// Whether `player` may pause in `arena`: they wait, or play without having asked to pause.
pub(super) fn may_pause(arena: &Arena, player: UserId) -> bool {
    matches!(
        arena.presence(player),
        Some(Presence::Waiting { .. } | Presence::Playing { pausing: false, .. })
    )
}

/// The answer to the asker, whatever the channel: privately to an interaction, else as a reply (what it
/// says is not in the announcement).
fn answer(command: &Command, text: Text) -> Effect {
    match command.via {
        Via::Interaction => private_reply(text),
        Via::Text => reply(text),
    }
}

/// How many games of `arena` `player` lost by never making their first move.
fn no_shows(arena: &Arena, player: UserId) -> usize {
    arena
        .games()
        .iter()
        .filter(|game| {
            game.finish.is_some_and(|finish| {
                [Side::First, Side::Second]
                    .into_iter()
                    .any(|side| finish.absent(side) && game.player(side) == player)
            })
        })
        .count()
}
