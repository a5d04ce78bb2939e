//! The vocabulary every game shares: seats, per-seat values, phases, audiences, reports, outcomes and
//! errors.

use crate::refusal::{Arg, Reason};
use crate::view::interned;
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
    /// The sentence: a key of the game's texts with its arguments.
    pub says: Reason,
    /// Whether it announces how the game ended: a host that announces the result itself, with the
    /// players' names, leaves such notes out rather than telling the result twice.
    #[serde(default)]
    pub ends_game: bool,
}

impl Note {
    /// The sentence in English.
    pub fn english(&self) -> String {
        self.says.english()
    }
}

/// The sentence that tells how a game between two sides ended in the words the two-sided games share: a
/// draw (`note-drawn`, with the reason's phrase); a loss by having no legal move, by resigning or on
/// time; else a win with the reason's phrase (`note-wins`). `winner` and `loser` are the keys of the two
/// sides' seat names (the winner's side first when the game is drawn).
pub fn two_sided_ending(outcome: &Outcome, winner: &'static str, loser: &'static str) -> Reason {
    let sides = || {
        vec![
            ("winner", Arg::Name(winner.into())),
            ("loser", Arg::Name(loser.into())),
        ]
    };
    match outcome {
        Outcome::Draw { reason } => Reason::new("note-drawn", vec![("how", reason.phrase())]),
        Outcome::Win { reason, .. } => match reason {
            EndReason::NoMoves => Reason::new("note-ending-no-moves", sides()),
            EndReason::Resignation => Reason::new("note-ending-resigned", sides()),
            EndReason::Time => Reason::new("note-ending-time", sides()),
            other => {
                let mut args = sides();
                args.push(("how", other.phrase()));
                Reason::new("note-wins", args)
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
    pub fn public(says: Reason) -> Self {
        let mut report = Self::default();
        report.tell(Audience::Public, says);
        report
    }

    /// Adds a note for `audience`.
    pub fn tell(&mut self, audience: Audience, says: Reason) {
        self.notes.push(Note {
            audience,
            says,
            ends_game: false,
        });
    }

    /// Adds the public note that announces how the game ended.
    pub fn tell_end(&mut self, says: Reason) {
        self.notes.push(Note {
            audience: Audience::Public,
            says,
            ends_game: true,
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

/// Why a game ended: what the host decides or every game shares, or a reason of the game's own.
///
/// A reason is written by its tag: in records (`[Termination "den"]`) and, as the key `end-<tag>`, in
/// the phrase that follows "wins" or "is drawn" ("by entering the den"), which the game's texts hold
/// (the shared ones [`crate::texts::SHARED`]'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The player to move had no legal move.
    NoMoves,
    /// The players agreed to a draw.
    Agreement,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Time,
    /// A reason of the game's own rules, by its tag (`den`, `flag`, `no-capture-draw`).
    Rule(&'static str),
}

impl EndReason {
    /// Too many turns without a capture: a rule of several games, whose words are shared.
    pub const NO_CAPTURE: EndReason = EndReason::Rule("no-capture-draw");

    /// The reason as a short tag for game records (`den`, `all-captured`, …).
    pub fn tag(self) -> &'static str {
        match self {
            EndReason::NoMoves => "no-moves",
            EndReason::Agreement => "agreement",
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::Rule(tag) => tag,
        }
    }

    /// The key of the reason's phrase for people (`end-den`: "by entering the den").
    pub fn phrase_key(self) -> String {
        format!("end-{}", self.tag())
    }

    /// The reason's phrase, as an argument of a sentence.
    pub fn phrase(self) -> Arg {
        Arg::Name(self.phrase_key().into())
    }
}

/// The tags of the reasons stored by builds that had a variant for each game's way of ending, by the
/// variant's name: they read back as [`EndReason::Rule`] with the same tag.
const STORED_REASONS: &[(&str, &str)] = &[
    ("Den", "den"),
    ("AllCaptured", "all-captured"),
    ("BothStuck", "both-stuck"),
    ("FlagCaptured", "flag"),
    ("FlagDelivered", "home"),
    ("NoCapture", "no-capture-draw"),
    ("TurnCap", "turn-cap"),
    ("Passes", "passes"),
    ("Score", "score"),
    ("RoyalCaptured", "king-captured"),
    ("Repetition", "repetition"),
];

impl Serialize for EndReason {
    /// The shared reasons by name (`"Time"`), a game's own as `{"Rule": "den"}`.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            EndReason::NoMoves => serializer.serialize_unit_variant("EndReason", 0, "NoMoves"),
            EndReason::Agreement => serializer.serialize_unit_variant("EndReason", 1, "Agreement"),
            EndReason::Resignation => {
                serializer.serialize_unit_variant("EndReason", 2, "Resignation")
            }
            EndReason::Time => serializer.serialize_unit_variant("EndReason", 3, "Time"),
            EndReason::Rule(tag) => {
                serializer.serialize_newtype_variant("EndReason", 4, "Rule", tag)
            }
        }
    }
}

impl<'de> Deserialize<'de> for EndReason {
    /// What [`EndReason::serialize`] writes, and the reasons older builds stored by name (`"Den"`).
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum Stored {
            Rule(String),
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Form {
            Named(String),
            Tagged(Stored),
        }
        let name = match Form::deserialize(deserializer)? {
            Form::Tagged(Stored::Rule(tag)) => return Ok(EndReason::Rule(interned(&tag))),
            Form::Named(name) => name,
        };
        let shared = match name.as_str() {
            "NoMoves" => Some(EndReason::NoMoves),
            "Agreement" => Some(EndReason::Agreement),
            "Resignation" => Some(EndReason::Resignation),
            "Time" => Some(EndReason::Time),
            _ => None,
        };
        shared
            .or_else(|| {
                STORED_REASONS
                    .iter()
                    .find(|(stored, _)| *stored == name)
                    .map(|(_, tag)| EndReason::Rule(tag))
            })
            .ok_or_else(|| serde::de::Error::custom(format!("no way of ending is called {name}")))
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
/// Every refusal of the catalogue's games is a typed [`Reason`] (a stable key with named arguments:
/// squares, numbers, pieces and sides by their keys), which the bot writes in each reader's language; its
/// English (the error's `Display`) is written from the game's English texts. A refusal made with
/// [`RuleError::new`] (a game outside the catalogue, a host's own check) has no reason: only its English
/// sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{}", self.sentence())]
pub struct RuleError(Refusal);

/// What a refusal holds: a typed reason, or only an English sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Refusal {
    Reason(Reason),
    Sentence(String),
}

impl RuleError {
    /// An error with this sentence and no typed reason.
    pub fn new(sentence: impl Into<String>) -> Self {
        Self(Refusal::Sentence(sentence.into()))
    }

    /// An error for this typed reason; its sentence is the reason in English.
    pub fn because(reason: Reason) -> Self {
        Self(Refusal::Reason(reason))
    }

    /// The error of the reason `key` with `args` (see [`Reason::new`]).
    pub fn of(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Self::because(Reason::new(key, args))
    }

    /// The English sentence.
    pub fn sentence(&self) -> String {
        match &self.0 {
            Refusal::Reason(reason) => reason.english(),
            Refusal::Sentence(sentence) => sentence.clone(),
        }
    }

    /// The typed reason, when the refusal has one.
    pub fn reason(&self) -> Option<&Reason> {
        match &self.0 {
            Refusal::Reason(reason) => Some(reason),
            Refusal::Sentence(_) => None,
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_endings_stored_by_older_builds_read_back_with_their_tags() {
        let stored = r#"[{"Win":{"winners":[1],"reason":"Den"}},
            {"Win":{"winners":[0,2],"reason":"FlagCaptured"}},
            {"Draw":{"reason":"NoCapture"}},
            {"Win":{"winners":[0],"reason":"Resignation"}},
            {"Draw":{"reason":"Agreement"}}]"#;
        let outcomes: Vec<Outcome> = serde_json::from_str(stored).unwrap();
        let tags: Vec<&str> = outcomes.iter().map(|o| o.reason().tag()).collect();
        assert_eq!(
            tags,
            ["den", "flag", "no-capture-draw", "resignation", "agreement"]
        );
        assert_eq!(outcomes[0].reason(), EndReason::Rule("den"));
        assert_eq!(outcomes[2].reason(), EndReason::NO_CAPTURE);
        assert_eq!(outcomes[3].reason(), EndReason::Resignation);
        for (name, tag) in STORED_REASONS {
            let read: EndReason = serde_json::from_str(&format!("\"{name}\"")).unwrap();
            assert_eq!(read.tag(), *tag);
        }
        assert!(serde_json::from_str::<EndReason>("\"Boredom\"").is_err());
    }

    #[test]
    fn an_ending_is_stored_by_its_tag_and_reads_back_as_itself() {
        for reason in [
            EndReason::NoMoves,
            EndReason::Agreement,
            EndReason::Resignation,
            EndReason::Time,
            EndReason::Rule("king-captured"),
        ] {
            let stored = serde_json::to_string(&reason).unwrap();
            assert_eq!(serde_json::from_str::<EndReason>(&stored).unwrap(), reason);
        }
        assert_eq!(
            serde_json::to_string(&EndReason::Rule("den")).unwrap(),
            r#"{"Rule":"den"}"#
        );
        assert_eq!(
            serde_json::to_string(&EndReason::Time).unwrap(),
            r#""Time""#
        );
    }

    #[test]
    fn a_two_sided_ending_names_the_sides_and_the_way_it_ended() {
        let win = |reason| Outcome::Win {
            winners: vec![Seat(0)],
            reason,
        };
        let (blue, red) = ("seat-jungle-blue", "seat-jungle-red");
        let english = |outcome: &Outcome| two_sided_ending(outcome, blue, red).english();
        assert_eq!(
            english(&win(EndReason::Time)),
            "Red ran out of time, so Blue wins."
        );
        assert_eq!(
            english(&win(EndReason::NoMoves)),
            "Red has no legal move, so Blue wins."
        );
        assert_eq!(
            english(&win(crate::jungle::DEN)),
            "Blue wins by entering the den."
        );
        let draw = Outcome::Draw {
            reason: EndReason::Agreement,
        };
        assert_eq!(english(&draw), "The game is drawn by agreement.");
    }
}
