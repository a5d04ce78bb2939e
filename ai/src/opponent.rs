//! The opponents: one per game, listed in [`ROSTER`], each reading the game only through [`Seen`].

use crate::level::{Level, Pace};
use crate::seen::Seen;
use games::refusal::{Arg, Reason};
use std::fmt;
use std::time::Instant;

/// What the host asks of an opponent: how well to play, what stops it, and the seed of its choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Order {
    /// The level.
    pub level: Level,
    /// The clock (playing) or nodes alone (measuring).
    pub pace: Pace,
    /// The seed of its random choices (the weaker levels' moves, setups, sampled layouts).
    pub seed: u64,
    /// When thinking began, for the clock.
    pub start: Instant,
}

impl Order {
    /// An order to play at `level` on the clock, starting now.
    pub fn play(level: Level, seed: u64) -> Self {
        Self {
            level,
            pace: Pace::Clock,
            seed,
            start: Instant::now(),
        }
    }

    /// An order to play at `level` on its node budget alone.
    pub fn measured(level: Level, seed: u64) -> Self {
        Self {
            level,
            pace: Pace::Nodes,
            seed,
            start: Instant::now(),
        }
    }
}

/// What an opponent decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The actions to play for its seat, in order, in canonical text (a move; or a setup, then `ready`).
    pub actions: Vec<String>,
    /// The nodes its searches visited.
    pub nodes: u64,
    /// The depth of its deepest completed iteration.
    pub depth: u32,
    /// The score it expects, from its own point of view.
    pub score: i32,
}

/// How a seat stands, whoever is to act: what an opponent answers a draw offer from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Assessment {
    /// The score the seat can expect, from its own point of view, on its game's scale (the scale of
    /// [`Thought::score`]).
    pub score: i32,
    /// What a clear edge is on that scale: a draw is taken unless the seat stands better by more.
    pub margin: i32,
    /// The nodes searched.
    pub nodes: u64,
}

/// What the bot says to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawAnswer {
    /// Whether it accepts.
    pub accept: bool,
    /// How it judged its seat.
    pub assessment: Assessment,
}

impl DrawAnswer {
    /// The answer for an assessment: a draw is accepted when the seat stands worse, or level within the
    /// margin, and declined when it stands better by more.
    pub fn of(assessment: Assessment) -> DrawAnswer {
        DrawAnswer {
            accept: assessment.score <= assessment.margin,
            assessment,
        }
    }

    /// Why: how the seat stands, as the answer judged it.
    pub fn stance(&self) -> Stance {
        let Assessment { score, margin, .. } = self.assessment;
        if score > margin {
            Stance::Better
        } else if score < -margin {
            Stance::Worse
        } else {
            Stance::Level
        }
    }
}

/// How a seat stands by an [`Assessment`], which the host words for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stance {
    /// Better by more than the margin: a draw is declined.
    Better,
    /// Worse by more than the margin.
    Worse,
    /// Within the margin either way.
    Level,
}

/// Why an opponent could not decide or play: a typed reason (a key of [`REASONS`], or a reason of the
/// rules, with its arguments), which the bot writes in each reader's language; its `Display` is the
/// English sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unable(pub Reason);

impl Unable {
    /// The reason `key` with `args`. In debug builds, a key without a template in [`REASONS`] panics.
    pub fn new(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        debug_assert!(template(key).is_some(), "no template for {key}");
        Self(Reason::new(key, args))
    }

    /// The reason `key`, which takes no arguments.
    pub fn plain(key: &'static str) -> Self {
        Self::new(key, Vec::new())
    }
}

impl fmt::Display for Unable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match template(&self.0.key) {
            Some(template) => f.write_str(&self.0.written(template)),
            None => f.write_str(&self.0.english()),
        }
    }
}

/// The English templates of the reasons an opponent gives (see [`games::refusal`] for their form).
pub const REASONS: &[(&str, &str)] = &[
    ("unable-game-over", "The game is over."),
    ("unable-no-move", "I have no legal move."),
    ("unable-no-action", "I have no legal action."),
    ("unable-not-my-turn", "It is not my turn."),
    ("unable-game", "I cannot play { $game } yet."),
    ("unable-hidden", "This game hides something from me."),
    ("unable-version", "The game's state is of another version."),
    (
        "unable-state",
        "The game's state is unreadable: { $error }.",
    ),
    ("unable-position", "I cannot read the position: { $error }"),
    ("unable-flip", "I cannot read the flip \"{ $flip }\"."),
    (
        "unable-too-many",
        "The record shows more pieces than a game has.",
    ),
    (
        "unable-not-add-up",
        "The record does not add up to the pieces of a game.",
    ),
    ("unable-world", "I cannot set up a world: { $error }"),
    ("unable-replay", "The record does not replay: { $error }"),
    (
        "unable-replay-differs",
        "The record does not replay the same way in a world built from it.",
    ),
    (
        "unable-misread",
        "I chose { $action }, which the game does not list; I must have misread the record.",
    ),
    ("unable-not-in-play", "The game is not in play."),
    ("unable-not-started", "The game has not started."),
    (
        "unable-no-layout",
        "I cannot tell how I stand: no layout of the hidden pieces fits what I saw.",
    ),
    (
        "unable-junqi-options",
        "I play Junqi only with flag_carrier=off and hq_exit=off.",
    ),
    (
        "unable-junqi4-options",
        "I play Junqi only with hq_exit=off.",
    ),
    (
        "unable-setup",
        "My setup in the record is not valid: { $error }",
    ),
    ("unable-no-setup", "My setup is not in the record."),
    (
        "unable-no-piece",
        "The record moves a piece that is not there.",
    ),
    (
        "unable-contradiction",
        "The record contradicts what I know of the pieces.",
    ),
    (
        "unable-record-line",
        "I cannot read the record line \"{ $line }\".",
    ),
];

/// The English template of `key`.
pub fn template(key: &str) -> Option<&'static str> {
    REASONS
        .iter()
        .find(|(name, _)| *name == key)
        .map(|(_, template)| *template)
}

/// The English templates as a Fluent catalogue: a comment line, then the `key = template` lines.
pub fn catalogue() -> String {
    let mut out = String::from(
        "# Why the computer opponent cannot play: written from its own English templates (`ai::REASONS`).\n\n",
    );
    for (key, template) in REASONS {
        out.push_str(&format!("{key} = {template}\n"));
    }
    out
}

impl std::error::Error for Unable {}

/// A computer opponent for one game.
pub trait Opponent: Send + Sync {
    /// The catalogue id of its game.
    fn game(&self) -> &'static str;

    /// The actions its seat plays now. Called only when the seat may act.
    fn think(&self, seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable>;

    /// How its seat stands now, from a search of the level's budget from whoever is to act. Asked to
    /// answer a draw offer, which may come on either side's turn.
    fn assess(&self, seen: &Seen<'_>, order: &Order) -> Result<Assessment, Unable>;

    /// Whether it plays its game under these options (`Err` says why not, in one sentence); asked before
    /// a game against it starts.
    fn plays(&self, settings: &games::Settings) -> Result<(), Unable> {
        let _ = settings;
        Ok(())
    }

    /// What a clear edge is on its game's scale (the [`Assessment::margin`] of its answers).
    fn margin(&self) -> i32;

    /// How the side to act stands in `game` and what it should play, for a review after the game, when
    /// nothing is hidden any more: a search of the level's node budget that may read the whole state.
    /// By default the opponent thinks for the seat to act, which reads the whole state of a game that
    /// hides nothing; an opponent that reads only its seat's record searches the true position instead.
    fn probe(&self, game: &dyn games::Game, order: &Order) -> Result<Probe, Unable> {
        let seat = *game
            .to_act()
            .first()
            .ok_or_else(|| Unable::plain("unable-not-my-turn"))?;
        let thought = self.think(&Seen::new(game, seat), order)?;
        Ok(Probe {
            score: thought.score,
            margin: self.margin(),
            best: thought.actions.into_iter().next(),
        })
    }
}

/// What a review found in one position: the score of the side to act, its game's margin, its best action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The score the side to act can expect, on its game's scale.
    pub score: i32,
    /// What a clear edge is on that scale.
    pub margin: i32,
    /// The action the search prefers, in canonical text; `None` when it found none.
    pub best: Option<String>,
}

/// Every game's opponent. A game without one here cannot be played against the bot.
pub static ROSTER: &[&dyn Opponent] = &[
    &crate::jungle::JungleOpponent,
    &crate::jungi::JungiOpponent::NEW,
    &crate::lun::LunOpponent::NEW,
    &crate::junqi::JunqiOpponent,
    &crate::junqi::Junqi4Opponent,
    &crate::fanqi::FanqiOpponent,
    &crate::cetkaik::CetkaikOpponent,
];

/// The opponent of a game, by its catalogue id.
pub fn opponent_for(game: &str) -> Option<&'static dyn Opponent> {
    ROSTER
        .iter()
        .copied()
        .find(|opponent| opponent.game() == game)
}

/// The bot's answer to a draw offer in `seen`'s game, for its seat: it accepts unless it stands clearly
/// better ([`DrawAnswer::of`]).
pub fn answer_draw(seen: &Seen<'_>, order: &Order) -> Result<DrawAnswer, Unable> {
    let opponent = opponent_for(seen.game_id())
        .ok_or_else(|| Unable::new("unable-game", vec![("game", seen.game_id().into())]))?;
    if seen.phase() == games::Phase::Over {
        return Err(Unable::plain("unable-game-over"));
    }
    opponent.assess(seen, order).map(DrawAnswer::of)
}

/// A score of the side to act seen from `seen`'s seat: as it is when the seat is to act, negated when
/// the other side is.
pub fn for_seat(seen: &Seen<'_>, score_of_side_to_act: i32) -> i32 {
    if seen.to_act() {
        score_of_side_to_act
    } else {
        -score_of_side_to_act
    }
}

/// Thinks for `seen`'s seat with the opponent of its game.
pub fn think(seen: &Seen<'_>, order: &Order) -> Result<Thought, Unable> {
    let opponent = opponent_for(seen.game_id())
        .ok_or_else(|| Unable::new("unable-game", vec![("game", seen.game_id().into())]))?;
    if !seen.to_act() {
        return Err(Unable::plain("unable-not-my-turn"));
    }
    opponent.think(seen, order)
}
