//! `analyse #N`: a finished game's analysis, as one picture and a few lines.
//!
//! Who may ask is the rule of `replay`: anyone, about any finished game, since what it shows (the whole
//! record, hidden pieces revealed) is what anyone may see once a game is over; a game still going on is
//! refused, so nothing hidden is shown before its end. The host never searches: it keeps the analysis
//! beside the game ([`AnalysisRecord`]: the evaluations so far and who waits), answers at once when it is
//! complete, and otherwise says it runs and asks the adapter to search ([`Effect::Analyse`]), which takes
//! an [`AnalysisJob`], saves its progress as it goes and hands it back to [`Host::analysis_finished`]; the
//! note that it runs is then brought up to date with the picture ([`Slot::Analysis`]). An analysis cut
//! short by a restart resumes from the positions already searched ([`Host::analyses_waiting`]).
//!
//! On a database several processes share, one process at a time searches an analysis: the one that
//! claims it in the store ([`crate::store::Store::claim_analysis`]) for [`ANALYSIS_LEASE`], renewed with
//! each save of its progress; when the claimant dies its claim lapses, and another process takes the
//! analysis over from the positions saved ([`Host::tick`]). Every change of the stored analysis is a
//! compare-and-swap ([`crate::store::Store::swap_analysis`]), so the waiting list is cleared, and its
//! askers answered, once.

mod picture;

use crate::host::api::{
    Command, Effect, GameId, Language, Message, Millis, Place, Slot, Target, Text,
};
use crate::host::{Failure, Handled, Host, refuse, send, wording};
use crate::store::{
    AnalysisAsker, AnalysisRecord, GameRecord, LoggedAction, StoredEvaluation, records,
};
use ai::analysis::{Evaluation, Replayed, Turn};
use games::Phase;

/// How many positions an analysis searches between saves of its progress.
const SAVE_EVERY: usize = 10;
/// How long a process's claim to an analysis keeps the other processes sharing the database off it (ms):
/// far longer than the search of the positions between two saves takes, each save renewing it, and
/// short enough that an analysis whose process died is taken over soon.
pub const ANALYSIS_LEASE: Millis = 60_000;
/// About how long one position's search takes, in milliseconds, for the estimate said while it runs.
const MILLIS_PER_POSITION: usize = 40;

/// What is left to search of a game's analysis, taken at one moment, for a search off the host.
pub struct AnalysisJob {
    /// The game.
    pub game: GameId,
    /// The game played again.
    replayed: Replayed,
    /// The evaluations of its positions so far, in order.
    evaluations: Vec<Evaluation>,
}

impl AnalysisJob {
    /// Searches every position not yet evaluated, in order, at the node budget of
    /// [`ai::Level::ANALYSIS`], handing the job to `save` every few positions; stops short when `save`
    /// says the search is no longer this process's to make.
    pub fn search(&mut self, mut save: impl FnMut(&AnalysisJob) -> bool) -> Result<(), ai::Unable> {
        let positions = self.replayed.turns.len() + 1;
        while self.evaluations.len() < positions {
            let index = self.evaluations.len();
            let game = match self.replayed.turns.get(index) {
                Some(turn) => turn.before.as_ref(),
                None => self.replayed.end.as_ref(),
            };
            let found = ai::analysis::evaluate(game, ai::Level::ANALYSIS, index as u64)?;
            self.evaluations.push(found);
            if self.evaluations.len().is_multiple_of(SAVE_EVERY) && !save(self) {
                break;
            }
        }
        Ok(())
    }

    /// How many positions are left to search.
    pub fn positions_left(&self) -> usize {
        self.replayed.turns.len() + 1 - self.evaluations.len()
    }

    /// The evaluations so far, as the store keeps them.
    fn stored(&self) -> Vec<StoredEvaluation> {
        self.evaluations
            .iter()
            .map(StoredEvaluation::from)
            .collect()
    }
}

impl Host {
    /// `analyse #N` (without a number, the game `replay` would mean): the analysis of a finished game, at
    /// once when it is stored, else a note that it runs, brought up to date once it is done.
    pub(in crate::host) fn analyse_game(
        &self,
        command: &Command,
        named: Option<GameId>,
        client: Option<Language>,
    ) -> Handled {
        let (id, record) =
            self.finished_record(command, named, "analysis-not-over", "analysis-called-off")?;
        let number = || vec![("game", id.0.into())];
        let replayed = played_again(&record, &self.store.log(id)?)?;
        if replayed.turns.is_empty() {
            return refuse(Text::key_with("analysis-no-moves", number()));
        }
        let asker = self.analysis_asker(command, client);
        let positions = replayed.turns.len() + 1;
        let analysis = self.store.analysis(id)?;
        if let Some(analysis) = analysis.filter(|analysis| analysis.evaluations.len() == positions)
        {
            let evaluations: Vec<Evaluation> =
                analysis.evaluations.iter().map(Evaluation::from).collect();
            let message = picture::message(&record, &replayed, &evaluations, asker.language)?;
            return Ok(vec![send(Target::Reply, message)]);
        }
        let mut searched = 0;
        self.change_analysis(id, |analysis| {
            if !analysis.waiting.contains(&asker) {
                analysis.waiting.push(asker);
            }
            searched = analysis.evaluations.len();
        })?;
        let left = positions.saturating_sub(searched);
        let seconds = (left * MILLIS_PER_POSITION).div_ceil(1000);
        let mut args = number();
        args.push(("seconds", seconds.into()));
        let running = Message {
            text: Text::key_with("analysis-running", args),
            slot: Some(Slot::Analysis(id, command.from.id)),
            private: command.place == Place::Direct,
            server: match command.place {
                Place::Channel { server, .. } => Some(server),
                Place::Direct => None,
            },
            ..Message::default()
        };
        Ok(vec![send(Target::Reply, running), Effect::Analyse(id)])
    }

    /// Who asks, where the picture goes to them and in which language: in a server's channel, for
    /// everyone there in the server's language; in a direct conversation, the asker's.
    fn analysis_asker(&self, command: &Command, client: Option<Language>) -> AnalysisAsker {
        let user = command.from.id;
        match command.place {
            Place::Channel { server, channel } => AnalysisAsker {
                user,
                to: Target::Channel(channel),
                language: self.server_language(server).unwrap_or_default(),
            },
            Place::Direct => AnalysisAsker {
                user,
                to: Target::Direct(user),
                language: self.language_of(user, client),
            },
        }
    }

    /// What is left to search of `game`'s analysis, when someone waits for it and this process claims it
    /// at `now` (on a shared database another process may hold it).
    pub fn analysis_job(&self, game: GameId, now: Millis) -> Option<AnalysisJob> {
        let found = (|| -> Result<Option<AnalysisJob>, Failure> {
            if !self.store.claim_analysis(game, now, now + ANALYSIS_LEASE)? {
                return Ok(None);
            }
            let Some(analysis) = self.store.analysis(game)? else {
                return Ok(None);
            };
            let Some(record) = self.store.game(game)? else {
                return Ok(None);
            };
            if analysis.waiting.is_empty() {
                return Ok(None);
            }
            let replayed = played_again(&record, &self.store.log(game)?)?;
            let evaluations = analysis
                .evaluations
                .iter()
                .take(replayed.turns.len() + 1)
                .map(Evaluation::from)
                .collect();
            Ok(Some(AnalysisJob {
                game,
                replayed,
                evaluations,
            }))
        })();
        found.unwrap_or_else(|failure| {
            tracing::error!(game = game.0, ?failure, "an analysis could not be resumed");
            None
        })
    }

    /// Renews this process's claim to `job`'s analysis at `now` and saves the evaluations made so far,
    /// so that an analysis cut short resumes from them; says whether the search is still this
    /// process's to go on with (another process claimed it once this one's claim lapsed).
    pub fn analysis_progress(&self, job: &AnalysisJob, now: Millis) -> bool {
        match self
            .store
            .claim_analysis(job.game, now, now + ANALYSIS_LEASE)
        {
            Ok(true) => {}
            Ok(false) => {
                tracing::info!(game = job.game.0, "an analysis went on in another process");
                return false;
            }
            Err(error) => {
                tracing::warn!(game = job.game.0, %error, "an analysis's claim was not renewed");
            }
        }
        let evaluations = job.stored();
        let saved = self.change_analysis(job.game, |analysis| {
            analysis.evaluations.clone_from(&evaluations);
        });
        if let Err(error) = saved {
            tracing::warn!(game = job.game.0, %error, "an analysis's progress was not saved");
        }
        true
    }

    /// The end of `job`'s search: its evaluations saved, and the picture (or why there is none) for
    /// everyone who waited, each in place of their note that it runs. The waiting list is taken from the
    /// store with a compare-and-swap, so that of two processes finishing at once only one answers; a
    /// search stopped short (another process went on with it) answers nobody.
    pub fn analysis_finished(
        &self,
        job: AnalysisJob,
        searched: Result<(), ai::Unable>,
    ) -> Vec<Effect> {
        if searched.is_ok() && job.positions_left() > 0 {
            return Vec::new();
        }
        let finished = (|| -> Result<Vec<Effect>, Failure> {
            let Some(record) = self.store.game(job.game)? else {
                return Ok(Vec::new());
            };
            let evaluations = job.stored();
            let mut waiting = Vec::new();
            self.change_analysis(job.game, |analysis| {
                analysis.evaluations.clone_from(&evaluations);
                waiting = std::mem::take(&mut analysis.waiting);
            })?;
            let mut effects = Vec::new();
            for asker in waiting {
                let mut message = match &searched {
                    Ok(()) => {
                        picture::message(&record, &job.replayed, &job.evaluations, asker.language)?
                    }
                    Err(unable) => Message {
                        text: Text::key_with(
                            "analysis-failed",
                            vec![
                                ("game", job.game.0.into()),
                                ("why", wording::reason_text(&unable.0).into()),
                            ],
                        ),
                        ..Message::default()
                    },
                };
                message.slot = Some(Slot::Analysis(job.game, asker.user));
                effects.push(send(asker.to, message));
            }
            Ok(effects)
        })();
        finished.unwrap_or_else(|failure| {
            tracing::error!(
                game = job.game.0,
                ?failure,
                "an analysis could not be delivered"
            );
            Vec::new()
        })
    }

    /// An [`Effect::Analyse`] for every analysis someone waits for (asked once at start).
    pub fn analyses_waiting(&self) -> Vec<Effect> {
        match self.store.analyses_waiting() {
            Ok(games) => games.into_iter().map(Effect::Analyse).collect(),
            Err(error) => {
                self.store_failed(&error, "the analyses waiting could not be read");
                Vec::new()
            }
        }
    }

    /// An [`Effect::Analyse`] for every analysis someone waits for that no process holds a claim to at
    /// `now`: on a shared database, those whose claimant died, to take over.
    pub(in crate::host) fn analyses_unclaimed(&self, now: Millis) -> Vec<Effect> {
        match self.store.analyses_unclaimed(now) {
            Ok(games) => games.into_iter().map(Effect::Analyse).collect(),
            Err(error) => {
                self.store_failed(&error, "the analyses waiting could not be read");
                Vec::new()
            }
        }
    }

    /// Changes `game`'s stored analysis (a new one if none is stored) with `change`, written only over
    /// the record it was made from: when another writer came first, `change` is made again to what it
    /// wrote.
    fn change_analysis(
        &self,
        game: GameId,
        mut change: impl FnMut(&mut AnalysisRecord),
    ) -> Result<(), crate::store::StoreError> {
        loop {
            let stored = self.store.analysis(game)?;
            let mut changed = stored.clone().unwrap_or_else(|| AnalysisRecord::new(game));
            change(&mut changed);
            if self.store.swap_analysis(stored.as_ref(), &changed)? {
                return Ok(());
            }
        }
    }
}

/// The finished game of `record` played again from its start through the entries of `log` that stand:
/// each play made while its seat alone acts in play is a turn; setups, readiness and the host's
/// interventions (a time-out's pass) are applied without one.
fn played_again(record: &GameRecord, log: &[crate::store::LogEntry]) -> Result<Replayed, Failure> {
    let broken =
        |error: String| Failure::Store(format!("game #{} replays badly: {error}", record.id.0));
    let mut game = record
        .kind
        .create(&record.options, record.seed)
        .map_err(|error| broken(error.to_string()))?;
    let mut turns = Vec::new();
    for entry in records::standing_entries(log) {
        match &entry.action {
            LoggedAction::Play { seat, action } => {
                let alone = game.phase() == Phase::Play && game.to_act() == [*seat];
                let before = alone.then(|| game.clone_game());
                game.play(*seat, action)
                    .map_err(|error| broken(error.to_string()))?;
                if let Some(before) = before {
                    turns.push(Turn {
                        before,
                        seat: *seat,
                        played: action.clone(),
                    });
                }
            }
            LoggedAction::Intervene(intervention) => {
                game.intervene(*intervention)
                    .map_err(|error| broken(error.to_string()))?;
            }
            LoggedAction::Takeback { .. } => {}
        }
    }
    Ok(Replayed { turns, end: game })
}
