//! The vocabulary every game shares: seats, per-seat values, phases, audiences, reports, outcomes and
//! errors.

use crate::refusal::Reason;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Index, IndexMut};

/// A place at the table, numbered from 0 in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seats of a table of `count` seats, in seat order.
    pub fn all(count: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..count.min(usize::from(u8::MAX))).map(|index| Seat(index as u8))
    }
}

/// One value per seat, indexed by [`Seat`]: what each player has, for any number of seats.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BySeat<T>(Vec<T>);

impl<T> BySeat<T> {
    /// A value for each of `seats` seats, made by `value`.
    pub fn new(seats: usize, value: impl FnMut(Seat) -> T) -> Self {
        Self(Seat::all(seats).map(value).collect())
    }

    /// The values, in seat order.
    pub fn from_vec(values: Vec<T>) -> Self {
        Self(values)
    }

    /// How many seats there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no seats.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The value of `seat`, if the table has that seat.
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }

    /// The seats, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + Clone + use<T> {
        Seat::all(self.0.len())
    }

    /// Each seat with its value, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0
            .iter()
            .enumerate()
            .map(|(index, value)| (Seat(index as u8), value))
    }

    /// The values, in seat order.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// A value per seat made from each seat's value here.
    pub fn map<U>(&self, mut change: impl FnMut(Seat, &T) -> U) -> BySeat<U> {
        BySeat(
            self.iter()
                .map(|(seat, value)| change(seat, value))
                .collect(),
        )
    }

    /// The values as a slice, in seat order.
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;

    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

impl<T> FromIterator<T> for BySeat<T> {
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> Self {
        Self(values.into_iter().collect())
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The seats arrange their pieces in private before play; [`crate::Rules::to_act`] lists those not
    /// ready yet.
    Setup,
    /// Turns are played.
    Play,
    /// A seat must decide something before play goes on (a choice after a stick cast, whether to end a
    /// season); [`crate::Rules::to_act`] names it. Its actions are listed like moves.
    Decision,
    /// The game is over.
    Over,
}

/// Who a piece of output is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone: the game's public place, spectators, game lists, public exports.
    Public,
    /// One seat's player, privately.
    Seat(Seat),
}

/// One sentence about what happened, for one audience.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// Who may read it.
    pub audience: Audience,
    /// The sentence itself, plain text.
    pub text: String,
    /// Whether it announces how the game ended: a host that announces the result itself, with the
    /// players' names, leaves such notes out rather than telling the result twice.
    #[serde(default)]
    pub ends_game: bool,
    /// The same sentence as a key with arguments ([`crate::refusal::Reason`]), for readers of other
    /// languages; `text` is its English. Absent for sentences the game gives only in English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub says: Option<crate::refusal::Reason>,
}

/// A note's sentence as a key with named arguments, which the catalogues of other languages translate
/// (their English line is the sentence the game writes itself).
pub fn said(
    key: &'static str,
    args: Vec<(&'static str, crate::refusal::Arg)>,
) -> crate::refusal::Reason {
    crate::refusal::Reason {
        key: std::borrow::Cow::Borrowed(key),
        args: args
            .into_iter()
            .map(|(name, arg)| (std::borrow::Cow::Borrowed(name), arg))
            .collect(),
    }
}

/// The sentence, typed and in English, that tells how a game between two sides ended in the words the
/// two-sided games share: a draw by agreement; a loss by having no legal move, by resigning or on time;
/// else a win `reason.phrase()` (the key `end-<tag>` says it in other languages). `winner` and `loser`
/// are the seat names of the two sides (the winner's side first when the game is drawn).
pub fn two_sided_ending(
    outcome: &Outcome,
    winner: &str,
    loser: &str,
) -> (crate::refusal::Reason, String) {
    use crate::refusal::Arg;
    let sides = || {
        vec![
            ("winner", Arg::Seat(winner.to_owned())),
            ("loser", Arg::Seat(loser.to_owned())),
        ]
    };
    match outcome {
        Outcome::Draw { reason } => (
            said(
                "note-drawn",
                vec![("how", Arg::Name(format!("end-{}", reason.tag()).into()))],
            ),
            format!("The game is drawn {}.", reason.phrase()),
        ),
        Outcome::Win { reason, .. } => match reason {
            EndReason::NoMoves => (
                said("note-ending-no-moves", sides()),
                format!("{loser} has no legal move, so {winner} wins."),
            ),
            EndReason::Resignation => (
                said("note-ending-resigned", sides()),
                format!("{loser} resigns, so {winner} wins."),
            ),
            EndReason::Time => (
                said("note-ending-time", sides()),
                format!("{loser} ran out of time, so {winner} wins."),
            ),
            other => {
                let mut args = sides();
                args.push(("how", Arg::Name(format!("end-{}", other.tag()).into())));
                (
                    said("note-wins", args),
                    format!("{winner} wins {}.", other.phrase()),
                )
            }
        },
    }
}

/// Something an action did that the host acts on, as a typed fact rather than a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Fact {
    /// The seat's turn is over: it counts for the clock, the turn count and draw offers. Absent when the
    /// seat acts again within the same turn (a setup step, the first step of a two-step move, a cast that
    /// awaits a choice).
    TurnOver(Seat),
    /// The seat declared its setup ready.
    Ready(Seat),
    /// The seat took its readiness back.
    Unready(Seat),
    /// The game entered this phase.
    PhaseChanged(Phase),
}

/// What an action did: typed facts for the host, and notes per audience in the order they should be told.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// The notes, in order.
    pub notes: Vec<Note>,
    /// The facts, in order.
    pub facts: Vec<Fact>,
}

impl Report {
    /// A report with a single public note.
    pub fn public(text: impl Into<String>) -> Self {
        let mut report = Self::default();
        report.tell(Audience::Public, text);
        report
    }

    /// Adds a note for `audience`.
    pub fn tell(&mut self, audience: Audience, text: impl Into<String>) {
        self.notes.push(Note {
            audience,
            text: text.into(),
            ends_game: false,
            says: None,
        });
    }

    /// Adds a note for `audience` that other languages write from `says` (a key with arguments);
    /// `english` is the sentence in English.
    pub fn tell_typed(
        &mut self,
        audience: Audience,
        says: crate::refusal::Reason,
        english: impl Into<String>,
    ) {
        self.notes.push(Note {
            audience,
            text: english.into(),
            ends_game: false,
            says: Some(says),
        });
    }

    /// Adds the public note that announces how the game ended, which other languages write from `says`;
    /// `english` is the sentence in English.
    pub fn tell_end_typed(&mut self, says: crate::refusal::Reason, english: impl Into<String>) {
        self.notes.push(Note {
            audience: Audience::Public,
            text: english.into(),
            ends_game: true,
            says: Some(says),
        });
    }

    /// Adds the public note that announces how the game ended.
    pub fn tell_end(&mut self, text: impl Into<String>) {
        self.notes.push(Note {
            audience: Audience::Public,
            text: text.into(),
            ends_game: true,
            says: None,
        });
    }

    /// Records a fact.
    pub fn note_fact(&mut self, fact: Fact) {
        self.facts.push(fact);
    }

    /// Whether the report holds `fact`.
    pub fn has(&self, fact: Fact) -> bool {
        self.facts.contains(&fact)
    }

    /// Adds another report's notes and facts after this one's.
    pub fn extend(&mut self, other: Report) {
        self.notes.extend(other.notes);
        self.facts.extend(other.facts);
    }

    /// The notes one audience may read: public notes for everyone, plus the seat's own.
    pub fn for_audience(&self, audience: Audience) -> impl Iterator<Item = &Note> {
        self.notes
            .iter()
            .filter(move |note| note.audience == Audience::Public || note.audience == audience)
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// A piece entered the enemy den (Jungle).
    Den,
    /// Every enemy piece was captured.
    AllCaptured,
    /// The player to move had no legal move.
    NoMoves,
    /// Both remaining players were stuck (Junqi).
    BothStuck,
    /// A flag was captured (Junqi).
    FlagCaptured,
    /// A flag was carried home (Junqi, flag carrier option).
    FlagDelivered,
    /// Too many turns without a capture.
    NoCapture,
    /// A cap on the number of turns was reached.
    TurnCap,
    /// The players agreed to a draw.
    Agreement,
    /// A player resigned.
    Resignation,
    /// A player passed more often than allowed (Junqi).
    Passes,
    /// A player ran out of time.
    Time,
    /// The game reached its target score or ran out of seasons (Cetkaik).
    Score,
    /// A royal piece was captured (Jungi: the King or the Emperor).
    RoyalCaptured,
    /// The same position arose for the third time.
    Repetition,
}

impl EndReason {
    /// The reason as a short tag for game records (`den`, `all-captured`, …).
    pub fn tag(self) -> &'static str {
        match self {
            EndReason::Den => "den",
            EndReason::AllCaptured => "all-captured",
            EndReason::NoMoves => "no-moves",
            EndReason::BothStuck => "both-stuck",
            EndReason::FlagCaptured => "flag",
            EndReason::FlagDelivered => "home",
            EndReason::NoCapture => "no-capture-draw",
            EndReason::TurnCap => "turn-cap",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::Passes => "passes",
            EndReason::Time => "time",
            EndReason::Score => "score",
            EndReason::RoyalCaptured => "king-captured",
            EndReason::Repetition => "repetition",
        }
    }

    /// The reason as a phrase for people ("by entering the den").
    pub fn phrase(self) -> &'static str {
        match self {
            EndReason::Den => "by entering the den",
            EndReason::AllCaptured => "by capturing every piece",
            EndReason::NoMoves => "because the opponent had no legal move",
            EndReason::BothStuck => "because neither side could move",
            EndReason::FlagCaptured => "by capturing the flag",
            EndReason::FlagDelivered => "by carrying the flag home",
            EndReason::NoCapture => "after too many turns without a capture",
            EndReason::TurnCap => "at the turn limit",
            EndReason::Agreement => "by agreement",
            EndReason::Resignation => "by resignation",
            EndReason::Passes => "because a player passed too often",
            EndReason::Time => "on time",
            EndReason::Score => "on score",
            EndReason::RoyalCaptured => "by capturing the enemy king",
            EndReason::Repetition => "by threefold repetition",
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// These seats won (a team in 4-player games).
    Win {
        /// The winning seats.
        winners: Vec<Seat>,
        /// Why.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl Outcome {
    /// Why the game ended.
    pub fn reason(&self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => *reason,
        }
    }
}

/// Something the host decides that the rules must rule on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Intervention {
    /// The seat resigns.
    Resign(Seat),
    /// The seat let its clock run out (Jungle: a loss; Junqi: a pass).
    TimeOut(Seat),
    /// Every player agreed to a draw.
    AgreedDraw,
}

/// Why an action was refused: one plain sentence for the player, saying what to do instead.
///
/// The sentence is English (its `Display`). Every refusal of the catalogue's games carries a typed
/// [`Reason`]: a stable key with named arguments (squares, numbers, pieces and sides by their keys), which
/// the bot writes in each reader's language. The English sentence of a typed reason is written once, as the
/// key's template in [`crate::refusal`]; the bot's English catalogue is a checked copy of those templates,
/// so a reason reads the same in the command line, in tests and for an English reader. A refusal made with
/// [`RuleError::new`] (a game outside the catalogue, a host's own check) has no reason: only its English
/// sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{sentence}")]
pub struct RuleError {
    sentence: String,
    reason: Option<Reason>,
}

impl RuleError {
    /// An error with this sentence and no typed reason.
    pub fn new(sentence: impl Into<String>) -> Self {
        Self {
            sentence: sentence.into(),
            reason: None,
        }
    }

    /// An error for this typed reason; its sentence is the reason's English template, filled in.
    pub fn because(reason: Reason) -> Self {
        Self {
            sentence: reason.english(),
            reason: Some(reason),
        }
    }

    /// The error of the reason `key` with `args` (see [`Reason::new`]).
    pub fn of(key: &'static str, args: Vec<(&'static str, crate::refusal::Arg)>) -> Self {
        Self::because(Reason::new(key, args))
    }

    /// The English sentence.
    pub fn sentence(&self) -> &str {
        &self.sentence
    }

    /// The typed reason, when the refusal has one.
    pub fn reason(&self) -> Option<&Reason> {
        self.reason.as_ref()
    }
}

/// Why a position string was rejected: one plain sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PositionError(pub String);

impl PositionError {
    /// An error with this sentence.
    pub fn new(sentence: impl Into<String>) -> Self {
        Self(sentence.into())
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}
