//! The computer opponent: the bot takes a seat itself (`challenge jungle bot level=3`). In a game of more
//! seats (Junqi for four) it takes every seat but the challenger's: her partner's and both opponents'
//! (`challenge junqi4 bot`), each seat played on its own from what that seat sees.
//!
//! The host stays pure: it never searches. When the computer's seat is to act after a committed change,
//! the change's effects end with [`Effect::Think`]. The adapter then asks [`Host::computer_job`] for what
//! that seat may see, runs [`ComputerJob::think`] off its async executor (a few searches at a time), and
//! hands the result to [`Host::computer_play`], which plays each action as a request of that seat like any
//! player's move: checked by the rules, stored and logged, announced, replayed after a restart. A result
//! that comes back after the game moved on is dropped. After a restart [`Host::computer_turns`] asks again
//! for every game where the computer is to act.
//!
//! A draw offered to the computer is answered the same way: the offer asks for a think, the job's
//! [`Task::AnswerDraw`] has the seat judged by a search ([`ai::answer_draw`]: it accepts unless it stands
//! clearly better), and [`Host::computer_play`] answers the offer as the computer's own `draw accept` or
//! `draw decline`, with its reason. Before it has played [`DRAW_AFTER_TURNS`] turns it declines whatever
//! the search says: a game is not drawn before it has begun. Takebacks are never asked of it: the host refuses them in games
//! against the bot.
//!
//! What the computer sees is a game as its seat sees it: for a game with hidden pieces the job holds a
//! disguise of the game ([`games::Game::disguised`]), in which everything the seat cannot see is drawn
//! anew, so the true hidden pieces never reach the search; and the opponent reads even that copy only
//! through [`ai::Seen`], the seat's view and record.
//!
//! The computer is [`COMPUTER`], a user no person is; nothing is ever sent to it (its private boards,
//! setup invitations and reminders are dropped), and games against it are unrated.

use super::api::{
    COMPUTER, Command, DrawAnswer, Effect, GameId, Message, Millis, Place, Request, Target, Text,
    User, Via,
};
use super::sessions::lock;
use super::wording;
use super::{Failure, Handled, Host};
use crate::store::GameRecord;
use games::{Audience, Game, Seat};

/// How many turns of its own the computer plays before it accepts a draw.
const DRAW_AFTER_TURNS: u32 = 10;

/// What the computer is asked to do in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Act for its seat: a move, a setup, a choice.
    Act,
    /// Answer the draw offered to it.
    AnswerDraw,
}

/// What the computer decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decided {
    /// The actions to play.
    Play(ai::Thought),
    /// Its answer to a draw offer.
    Draw(ai::DrawAnswer),
}

/// What the computer's seat may know of a game, taken at one moment, for a search off the host.
pub struct ComputerJob {
    /// The game.
    pub game: GameId,
    /// The computer's seat.
    pub seat: Seat,
    /// Its level.
    pub level: ai::Level,
    /// What it is asked.
    pub task: Task,
    /// The seed of its choices: the game's seed and how far the game has come.
    pub seed: u64,
    /// The log's length when the job was made: the result is played only if the game is still there.
    log_len: u64,
    /// How many turns its seat had played when the job was made.
    turns: u32,
    /// The game as the seat sees it: a disguise when something is hidden from it.
    seen: Box<dyn Game>,
}

impl std::fmt::Debug for ComputerJob {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ComputerJob(game #{}, seat {}, {}, {:?}, after {} actions)",
            self.game.0, self.seat.0, self.level, self.task, self.log_len
        )
    }
}

impl ComputerJob {
    /// The game as the computer's seat sees it; the only way the search reads it.
    pub fn seen(&self) -> ai::Seen<'_> {
        ai::Seen::new(self.seen.as_ref(), self.seat)
    }

    /// Searches for the seat's actions, or its answer to a draw offer, on the level's clock. Slow (up to
    /// a second at level 5): run it off the async executor.
    pub fn think(&self) -> Result<Decided, ai::Unable> {
        self.decide(&ai::Order::play(self.level, self.seed))
    }

    /// Like [`ComputerJob::think`], but stopped by the level's node budget alone, so the same job gives the
    /// same actions on any machine (for tests and demonstrations).
    pub fn think_measured(&self) -> Result<Decided, ai::Unable> {
        self.decide(&ai::Order::measured(self.level, self.seed))
    }

    fn decide(&self, order: &ai::Order) -> Result<Decided, ai::Unable> {
        match self.task {
            Task::Act => ai::think(&self.seen(), order).map(Decided::Play),
            Task::AnswerDraw => ai::answer_draw(&self.seen(), order).map(Decided::Draw),
        }
    }
}

/// The seed of the computer's job after `log_len` actions of a game with `seed`: mixed, so that it never
/// repeats the game's own random stream (a disguise drawn from the game's seed would deal the very setups
/// the game dealt).
fn job_seed(seed: u64, log_len: u64) -> u64 {
    let mut x =
        (seed ^ 0xC0DE_5EED_0A1F_00D5).wrapping_add(log_len.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The computer as a player: `Umpire (level 3)`.
pub fn computer_user(level: ai::Level) -> User {
    User {
        id: COMPUTER,
        name: format!("Umpire (level {})", level.number()),
    }
}

/// Whether an effect would reach the computer, which no message may.
fn for_computer(effect: &Effect) -> bool {
    matches!(
        effect,
        Effect::Send {
            to: Target::Direct(COMPUTER),
            ..
        }
    )
}

/// An effect of the computer's own command as news of its game: answers to it that are public go to the
/// game's place, private ones nowhere.
fn as_news(effect: Effect, game: GameId) -> Option<Effect> {
    match effect {
        Effect::Send {
            to: Target::Reply,
            message,
        } if !message.private => Some(Effect::Send {
            to: Target::Game(game),
            message,
        }),
        Effect::Send {
            to: Target::Reply, ..
        } => None,
        other => Some(other),
    }
}

/// `effects` without those addressed to the computer.
pub(super) fn strip(mut effects: Vec<Effect>) -> Vec<Effect> {
    effects.retain(|effect| !for_computer(effect));
    effects
}

/// The seats the computer plays in the game of `record`, in seat order: every seat of its user.
fn computer_seats(record: &GameRecord) -> impl Iterator<Item = Seat> + '_ {
    record
        .players
        .iter()
        .filter(move |(_, player)| record.computer.is_some() && player.id == COMPUTER)
        .map(|(seat, _)| seat)
}

/// Whether the game of `record` goes on.
fn going_on(record: &GameRecord, game: &dyn Game) -> bool {
    !record.finished && game.outcome().is_none()
}

/// The computer's seat whose answer a draw offer of another seat waits for in the game of `record`.
fn seat_to_answer_draw(record: &GameRecord, game: &dyn Game) -> Option<Seat> {
    if !going_on(record, game) || record.draw_offers.is_empty() {
        return None;
    }
    computer_seats(record).find(|seat| !record.draw_offers.contains(seat))
}

/// Whether a draw offer of another seat waits for the computer's answer in the game of `record`.
pub(super) fn draw_offered_to_computer(record: &GameRecord, game: &dyn Game) -> bool {
    seat_to_answer_draw(record, game).is_some()
}

/// The computer's seat that is to act in the game of `record`.
fn seat_to_act(record: &GameRecord, game: &dyn Game) -> Option<Seat> {
    if !going_on(record, game) {
        return None;
    }
    let to_act = game.to_act();
    computer_seats(record).find(|seat| to_act.contains(seat))
}

/// Whether the computer is to act in the game of `record`.
pub(super) fn computer_to_act(record: &GameRecord, game: &dyn Game) -> bool {
    seat_to_act(record, game).is_some()
}

/// What the computer says in its game's place when its search found no action, and why.
fn undecided(game: GameId, player: &User, unable: &ai::Unable) -> Effect {
    super::send(
        Target::Game(game),
        Message {
            text: Text::key_with(
                "bot-undecided",
                vec![
                    (
                        "player",
                        wording::player_name(player.id, &player.name).into(),
                    ),
                    ("why", wording::reason_text(&unable.0).into()),
                ],
            ),
            about: Some(game),
            ..Message::default()
        },
    )
}

/// The computer's answer to a draw offered to it in `game` after `turns` turns of its own, and what it
/// says of it: that it is too early, why it accepts or plays on, or that it could not tell how it stands
/// (then it plays on).
fn draw_verdict(
    game: GameId,
    player: &User,
    turns: u32,
    answer: &Result<ai::DrawAnswer, ai::Unable>,
) -> (DrawAnswer, Text) {
    let mut args = vec![(
        "player",
        wording::player_name(player.id, &player.name).into(),
    )];
    if turns < DRAW_AFTER_TURNS {
        args.push(("turns", DRAW_AFTER_TURNS.into()));
        return (DrawAnswer::Decline, Text::key_with("bot-draw-early", args));
    }
    match answer {
        Ok(answer) => {
            tracing::debug!(
                game = game.0,
                accept = answer.accept,
                score = answer.assessment.score,
                nodes = answer.assessment.nodes,
                "the computer weighed a draw"
            );
            let key = match answer.stance() {
                ai::Stance::Better => "bot-draw-better",
                ai::Stance::Worse => "bot-draw-worse",
                ai::Stance::Level => "bot-draw-level",
            };
            let verdict = match answer.accept {
                true => DrawAnswer::Accept,
                false => DrawAnswer::Decline,
            };
            (verdict, Text::key_with(key, args))
        }
        Err(unable) => {
            tracing::warn!(game = game.0, %unable, "the computer could not weigh a draw");
            args.push(("why", wording::reason_text(&unable.0).into()));
            (DrawAnswer::Decline, Text::key_with("bot-draw-unsure", args))
        }
    }
}

impl Host {
    /// What the computer's seat may see of game `id` now, to search on; `None` when the computer is not
    /// to act there (any more). A draw offered to it is answered before it acts.
    pub fn computer_job(&self, id: GameId) -> Option<ComputerJob> {
        let session = self.sessions.get(&self.store, id).ok()??;
        let session = lock(&session);
        let (task, seat) =
            if let Some(seat) = seat_to_answer_draw(&session.record, session.game.as_ref()) {
                (Task::AnswerDraw, seat)
            } else if let Some(seat) = seat_to_act(&session.record, session.game.as_ref()) {
                (Task::Act, seat)
            } else {
                return None;
            };
        let computer = session.record.computer?;
        let level = ai::Level::new(computer.level)?;
        let log_len = session.record.log_len;
        let seed = job_seed(session.record.seed, log_len);
        let seen = session
            .game
            .disguised(Audience::Seat(seat), seed)
            .unwrap_or_else(|| session.game.clone_game());
        Some(ComputerJob {
            game: id,
            seat,
            level,
            task,
            seed,
            log_len,
            turns: session.record.turns_of(seat),
            seen,
        })
    }

    /// Plays what the computer decided for `job`, each action as a request of its seat, and says what
    /// the actions did like any player's; or answers the draw offered to it. A result for a game that
    /// moved on meanwhile is dropped; a search that found nothing is reported in the log and in the
    /// game's place (the clock then runs out for the computer like for anyone; a draw offer it could not
    /// judge is declined).
    pub fn computer_play(
        &self,
        job: &ComputerJob,
        decided: Result<Decided, ai::Unable>,
        now: Millis,
    ) -> Vec<Effect> {
        let Some((player, place)) = self.still_asked(job) else {
            return Vec::new();
        };
        match decided {
            Ok(Decided::Play(thought)) => self.play_thought(job, &player, place, thought, now),
            Ok(Decided::Draw(answer)) => {
                self.computer_answers_draw(job, &player, place, Ok(answer), now)
            }
            Err(unable) if job.task == Task::AnswerDraw => {
                self.computer_answers_draw(job, &player, place, Err(unable), now)
            }
            Err(unable) => {
                tracing::error!(game = job.game.0, %unable, "the computer found no action");
                vec![undecided(job.game, &player, &unable)]
            }
        }
    }

    /// Who plays the job's seat and where its game is played, when the game still waits for what the
    /// job was asked; `None` once it moved on.
    fn still_asked(&self, job: &ComputerJob) -> Option<(User, Place)> {
        let session = self.sessions.get(&self.store, job.game).ok()??;
        let session = lock(&session);
        let (record, game) = (&session.record, session.game.as_ref());
        let asked = match job.task {
            Task::Act => seat_to_act(record, game),
            Task::AnswerDraw => seat_to_answer_draw(record, game),
        };
        (record.log_len == job.log_len && asked == Some(job.seat)).then(|| {
            let place = Place::Channel {
                server: record.server,
                channel: record.place.unwrap_or(record.channel),
            };
            (record.player(job.seat).clone(), place)
        })
    }

    /// Plays the actions the computer found, in order, each as a request of its seat, until the game
    /// does not take one; only the last asks for the computer's next turn.
    fn play_thought(
        &self,
        job: &ComputerJob,
        player: &User,
        place: Place,
        thought: ai::Thought,
        now: Millis,
    ) -> Vec<Effect> {
        tracing::debug!(
            game = job.game.0,
            nodes = thought.nodes,
            depth = thought.depth,
            score = thought.score,
            "the computer decided"
        );
        let count = thought.actions.len();
        let mut effects = Vec::new();
        for (index, text) in thought.actions.into_iter().enumerate() {
            match self.play_computer_action(job, player, place, &text, index == 0, now) {
                Ok(said) => {
                    let last = index + 1 == count;
                    effects.extend(said.into_iter().filter_map(|effect| match effect {
                        Effect::Think(_) if !last => None,
                        other => as_news(other, job.game),
                    }));
                }
                Err(Failure::Refused(why)) => {
                    tracing::error!(game = job.game.0, %why, action = %text, "the rules refused the computer's action");
                    break;
                }
                Err(Failure::Conflict(why)) => {
                    tracing::info!(game = job.game.0, %why, "the game moved on; the computer's action is dropped");
                    break;
                }
                Err(Failure::Store(error)) => {
                    tracing::error!(game = job.game.0, %error, "the computer's action was not saved");
                    break;
                }
                Err(Failure::OverLimit(limit)) => {
                    tracing::error!(game = job.game.0, %limit, "the computer's action went past a limit");
                    break;
                }
            }
        }
        strip(effects)
    }

    /// One action of the computer's seat, played like a player's `move`; the first of a job's actions
    /// only while the game is where the job saw it.
    fn play_computer_action(
        &self,
        job: &ComputerJob,
        player: &User,
        place: Place,
        text: &str,
        first: bool,
        now: Millis,
    ) -> Handled {
        let command = Command {
            from: player.clone(),
            place,
            via: Via::Text,
            request: Request::Act {
                game: Some(job.game),
                text: text.to_owned(),
                bare: false,
            },
        };
        self.with_game_id(job.game, |session| {
            if first && session.record.log_len != job.log_len {
                return Ok(Vec::new());
            }
            let (record, game) = (&session.record, session.game.as_ref());
            super::permissions::player_in_play(record, game, COMPUTER)?;
            let seat = super::permissions::seat_may_act(record, game, job.seat)?;
            self.perform(session, &command, seat, text, now)
        })
    }

    /// The computer's answer to the draw offered to it in `job`'s game, said with its reason; a draw it
    /// could not judge is declined. When the game goes on and the computer is to act, or another of its
    /// seats owes an answer, it is asked to.
    fn computer_answers_draw(
        &self,
        job: &ComputerJob,
        player: &User,
        place: Place,
        answer: Result<ai::DrawAnswer, ai::Unable>,
        now: Millis,
    ) -> Vec<Effect> {
        let (verdict, said) = draw_verdict(job.game, player, job.turns, &answer);
        let command = Command {
            from: player.clone(),
            place,
            via: Via::Text,
            request: Request::Draw(Some(job.game), verdict),
        };
        let mut effects = vec![super::send(
            Target::Game(job.game),
            Message {
                text: said,
                about: Some(job.game),
                ..Message::default()
            },
        )];
        let draw = &super::offers::Draw;
        match self.answer_offer(draw, &command, Some(job.game), verdict, Some(job.seat), now) {
            Ok(said) => effects.extend(
                said.into_iter()
                    .filter_map(|effect| as_news(effect, job.game)),
            ),
            Err(Failure::Refused(why)) => {
                tracing::error!(game = job.game.0, %why, "the computer's draw answer was refused");
                return Vec::new();
            }
            Err(Failure::Store(error) | Failure::Conflict(error)) => {
                tracing::error!(game = job.game.0, %error, "the computer's draw answer was not saved");
                return Vec::new();
            }
            Err(Failure::OverLimit(limit)) => {
                tracing::error!(game = job.game.0, %limit, "the computer's draw answer went past a limit");
                return Vec::new();
            }
        }
        if self.computer_owes(job.game) && !effects.contains(&Effect::Think(job.game)) {
            effects.push(Effect::Think(job.game));
        }
        strip(effects)
    }

    /// Whether the computer is to act in game `id`, or owes an answer to a draw offered to it there.
    fn computer_owes(&self, id: GameId) -> bool {
        self.sessions
            .get(&self.store, id)
            .ok()
            .flatten()
            .is_some_and(|session| {
                let session = lock(&session);
                computer_to_act(&session.record, session.game.as_ref())
                    || draw_offered_to_computer(&session.record, session.game.as_ref())
            })
    }

    /// A [`Effect::Think`] for every ongoing game where the computer is to act or a draw offer waits for
    /// its answer: what the adapters ask for once at start, after [`Host::pending`], so that a restart
    /// never leaves the computer's turn waiting.
    pub fn computer_turns(&self) -> Vec<Effect> {
        let games = match self.store.games_of_user(COMPUTER) {
            Ok(games) => games,
            Err(error) => {
                tracing::error!(%error, "the computer's games could not be listed");
                return Vec::new();
            }
        };
        games
            .into_iter()
            .filter(|&id| self.computer_owes(id))
            .map(Effect::Think)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::HostConfig;
    use crate::host::api::{ChannelId, ServerId, UserId};
    use crate::store::Store;

    fn person(id: u64, name: &str) -> User {
        User {
            id: UserId(id),
            name: name.to_owned(),
        }
    }

    fn command(from: User, text: &str) -> Command {
        let request = Request::parse(text, |_| None).unwrap();
        Command {
            from,
            place: Place::Channel {
                server: ServerId(1),
                channel: ChannelId(10),
            },
            via: Via::Text,
            request,
        }
    }

    /// A Junqi game against the computer, in its setup phase.
    fn junqi_with_computer(seed: u64) -> (Host, GameId) {
        let host = Host::open(
            Store::temporary().unwrap(),
            HostConfig {
                seed: Some(seed),
                ..HostConfig::default()
            },
        )
        .unwrap();
        let effects = host.handle(
            command(person(1, "alice"), "challenge junqi bot level=1"),
            0,
        );
        assert!(effects.contains(&Effect::Think(GameId(1))), "{effects:#?}");
        (host, GameId(1))
    }

    #[test]
    fn the_computer_is_given_a_disguise_and_never_the_hidden_pieces() {
        let (host, game) = junqi_with_computer(3);
        let session = host.sessions.get(&host.store, game).unwrap().unwrap();
        let truth = lock(&session).game.clone_game();
        let job = host.computer_job(game).expect("the computer sets up");
        let seen = job.seen();
        // What its seat sees is what the player of that seat would see...
        assert_eq!(seen.view(), truth.view(Audience::Seat(Seat(1))));
        assert_eq!(seen.record(), truth.record(Audience::Seat(Seat(1)), &[]));
        assert_eq!(seen.setup(), truth.setup_of(Seat(1)));
        assert_eq!(seen.legal_actions(), truth.legal_actions(Seat(1)));
        // ...the whole state is not offered...
        assert!(seen.open_state().is_none());
        // ...and the game it holds is not the true one: the other seat's setup was drawn anew.
        assert_ne!(job.seen.snapshot(), truth.snapshot());
        assert_ne!(job.seen.setup_of(Seat(0)), truth.setup_of(Seat(0)));
    }

    #[test]
    fn what_the_computer_is_given_does_not_depend_on_the_hidden_pieces() {
        // The same seat's setup, and two different setups of the other seat: the jobs read the same.
        let (host, game) = junqi_with_computer(5);
        let first = host.computer_job(game).unwrap();
        let setup = first.seen().setup().unwrap();
        let other = host.computer_job(game).unwrap();
        assert_eq!(first.seen.snapshot(), other.seen.snapshot());
        let session = host.sessions.get(&host.store, game).unwrap().unwrap();
        {
            let mut session = lock(&session);
            let mut next = session.game.clone_game();
            next.play(Seat(0), "random").unwrap();
            session.game = next;
        }
        let moved = host.computer_job(game).unwrap();
        assert_eq!(moved.seen().setup().unwrap(), setup);
        assert_eq!(moved.seen().view(), first.seen().view());
        assert_eq!(moved.seen().legal_actions(), first.seen().legal_actions());
        // The other seat's setup it holds is drawn from the job's seed alone, not from the true one.
        assert_eq!(moved.seen.setup_of(Seat(0)), first.seen.setup_of(Seat(0)));
        let truth = lock(&session).game.setup_of(Seat(0));
        assert_ne!(moved.seen.setup_of(Seat(0)), truth);
    }

    /// A Jungle game of alice (Blue) against the computer (Red) at level 2, its board replaced by
    /// `position` (Blue to move) when one is given, each side then counted as having played the turns
    /// after which the computer weighs a draw.
    fn jungle_with_computer(position: Option<&str>) -> (Host, GameId) {
        let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
        host.handle(
            command(person(1, "alice"), "challenge jungle bot level=2"),
            0,
        );
        let game = GameId(1);
        if let Some(text) = position {
            let session = host.sessions.get(&host.store, game).unwrap().unwrap();
            let mut session = lock(&session);
            let kind = session.record.kind;
            let settings = kind.check_options(&[]).unwrap();
            session.game = kind.from_position(text, &settings).unwrap();
            let stored = session.record.clone();
            let mut counted = stored.clone();
            counted.turns_played = games::BySeat::new(2, |_| DRAW_AFTER_TURNS);
            host.store.save_game(&stored, &counted, None, None).unwrap();
            session.record = counted;
        }
        (host, game)
    }

    /// Alice offers a draw; the computer answers it on its node budget. Returns what was said.
    fn offer_and_answer(host: &Host, game: GameId) -> Vec<Effect> {
        let effects = host.handle(command(person(1, "alice"), "draw offer"), 10);
        assert!(effects.contains(&Effect::Think(game)), "{effects:#?}");
        let job = host
            .computer_job(game)
            .expect("the computer answers the offer");
        assert_eq!(job.task, Task::AnswerDraw);
        let decided = job.think_measured();
        assert!(matches!(decided, Ok(Decided::Draw(_))), "{decided:?}");
        host.computer_play(&job, decided, 20)
    }

    fn said(effects: &[Effect]) -> String {
        effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Send { message, .. } => Some(message.text.to_string()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_computer_accepts_a_draw_when_it_stands_worse() {
        // Red, the computer, has a lone Rat against Blue's whole army.
        let (host, game) = jungle_with_computer(Some("6r/7/7/7/7/7/E1D1P1R/1C3W1/T5L w"));
        let effects = offer_and_answer(&host, game);
        let text = said(&effects);
        assert!(text.contains("I think I stand worse"), "{text}");
        let record = host.store.game(game).unwrap().unwrap();
        assert!(record.finished, "{text}");
        let session = host.sessions.get(&host.store, game).unwrap().unwrap();
        assert!(matches!(
            lock(&session).game.outcome(),
            Some(games::Outcome::Draw { .. })
        ));
    }

    #[test]
    fn the_computer_declines_a_draw_when_it_stands_better_and_says_why() {
        // Blue has a lone Rat against Red's whole army.
        let (host, game) = jungle_with_computer(Some("l5t/1w3c1/r1p1d1e/7/7/7/7/7/R6 w"));
        let effects = offer_and_answer(&host, game);
        let text = said(&effects);
        assert!(
            text.contains("I think I stand better, so I play on"),
            "{text}"
        );
        assert!(text.contains("declines the draw"), "{text}");
        let record = host.store.game(game).unwrap().unwrap();
        assert!(!record.finished && record.draw_offers.is_empty(), "{text}");
        // It is alice's turn: the computer has nothing more to do.
        assert!(host.computer_job(game).is_none());
    }

    #[test]
    fn a_draw_offered_on_the_computers_turn_is_answered_before_it_moves() {
        // Too early for a draw: it declines, then moves.
        let (host, game) = jungle_with_computer(None);
        host.handle(command(person(1, "alice"), "m e3d3"), 5);
        let effects = offer_and_answer(&host, game);
        let text = said(&effects);
        assert!(text.contains("too early for a draw"), "{text}");
        assert!(!host.store.game(game).unwrap().unwrap().finished, "{text}");
        let job = host.computer_job(game).expect("the computer moves next");
        assert_eq!(job.task, Task::Act);
    }

    #[test]
    fn nothing_is_ever_sent_to_the_computer() {
        let effects = vec![
            super::super::send(
                Target::Direct(COMPUTER),
                Message {
                    text: "your board".into(),
                    ..Message::default()
                },
            ),
            super::super::send(
                Target::Direct(UserId(1)),
                Message {
                    text: "yours".into(),
                    ..Message::default()
                },
            ),
        ];
        let left = strip(effects);
        assert_eq!(left.len(), 1);
        assert!(matches!(
            left[0],
            Effect::Send {
                to: Target::Direct(UserId(1)),
                ..
            }
        ));
    }
}
