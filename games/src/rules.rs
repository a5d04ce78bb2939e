//! The typed interface each game implements.

use crate::catalogue::About;
use crate::fairness::HiddenPoint;
use crate::geometry::Geometry;
use crate::model::{
    Audience, EndReason, Intervention, Outcome, Phase, PositionError, Report, RuleError, Seat,
};
use crate::options::RuleOptions;
use crate::record::RecordBody;
use crate::refusal::{Arg, Reason};
use crate::rng::GameRng;
use crate::view::BoardView;
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// Who sits at a game's table: the seats' names and which seats play together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seating {
    /// The key of each seat's name in the game's texts, in seat order (`seat-jungle-blue`,
    /// `seat-jungle-red`).
    pub names: Vec<&'static str>,
    /// The team of each seat, in seat order: seats with the same number are partners.
    pub teams: Vec<u8>,
}

impl Seating {
    /// Seats that each play for themselves, named by these keys.
    pub fn each_alone(names: &[&'static str]) -> Self {
        Self {
            names: names.to_vec(),
            teams: (0..names.len() as u8).collect(),
        }
    }

    /// How many seats there are.
    pub fn seats(&self) -> usize {
        self.names.len()
    }

    /// The key of the name of `seat`, if the table has that seat.
    pub fn key(&self, seat: Seat) -> Option<&'static str> {
        self.names.get(seat.index()).copied()
    }

    /// The name of `seat` in English ("?" for a seat the table does not have).
    pub fn name(&self, seat: Seat) -> &'static str {
        self.key(seat)
            .map_or("?", |key| crate::texts::word("en", key).unwrap_or(key))
    }

    /// The seats' names in English, in seat order.
    pub fn english_names(&self) -> Vec<&'static str> {
        Seat::all(self.seats())
            .map(|seat| self.name(seat))
            .collect()
    }

    /// The seats that play with `seat`, itself excluded.
    pub fn partners(&self, seat: Seat) -> Vec<Seat> {
        let Some(&team) = self.teams.get(seat.index()) else {
            return Vec::new();
        };
        Seat::all(self.seats())
            .filter(|&other| other != seat && self.teams[other.index()] == team)
            .collect()
    }
}

/// One choice a seat has to make in [`crate::Phase::Decision`], as the host offers it (a button).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The action that makes the choice, in canonical text.
    pub action: String,
    /// A short label for the button ("Ty mok: continue"), as a key of the game's texts with arguments.
    pub label: Reason,
    /// One or two sentences saying plainly what the choice does, with its consequences now
    /// ("The stake becomes ×4 and the A side moves next. No points now. …").
    pub detail: Reason,
}

/// The rules of one game, over its own typed state, actions and options.
///
/// The state is the whole game: position, history the rules need (repetition, counters), options, the
/// random stream, and hidden information. It serialises with serde, as a cache of the game log: the log
/// (options, seed, actions) is what a stored game is, and [`Rules::SNAPSHOT_VERSION`] says when a cached
/// state of an older shape must be rebuilt from it.
pub trait Rules: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// The game's typed rule options.
    type Options: RuleOptions;
    /// One action of a seat. Its canonical text is [`Rules::format_action`].
    type Action: Clone + Debug + PartialEq;

    /// What the catalogue says of the game: id, name, aliases, texts, verbs and policy.
    const ABOUT: About;

    /// The version of the serialised state's shape. Change it whenever the state's fields change: stored
    /// states of another version are then rebuilt by replaying their logs.
    const SNAPSHOT_VERSION: u32;

    /// Who sits at the table under these options.
    fn seating(options: &Self::Options) -> Seating;

    /// Every board the game's views are drawn on, under any options. By default the one board of a new
    /// game with the standard options, for a game played on one board.
    fn boards() -> Vec<&'static Geometry> {
        let game = Self::new_game(Self::Options::default(), 0);
        vec![game.view(Audience::Public).board.0]
    }

    /// A new game from the standard start, with these options; `seed` feeds the game's random stream.
    fn new_game(options: Self::Options, seed: u64) -> Self;

    /// A game from a position string (full view), with these options and no earlier history.
    fn from_position(text: &str, options: Self::Options) -> Result<Self, PositionError>;

    /// The position string of the current position (full view).
    fn position(&self) -> String;

    /// The options the game is played with.
    fn options(&self) -> &Self::Options;

    /// Where the game stands. By default over once the game has an outcome, else in play: games with a
    /// setup phase or decisions say so themselves.
    fn phase(&self) -> Phase {
        if self.outcome().is_some() {
            Phase::Over
        } else {
            Phase::Play
        }
    }

    /// The seats that may act now, in the order they are expected to; empty once the game is over. By
    /// default the seats, in seat order, that have a legal action while the game has no outcome: a game
    /// whose [`Rules::legal_actions`] asks whose turn it is writes its own.
    fn to_act(&self) -> Vec<Seat> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let seats = Self::seating(self.options()).seats();
        Seat::all(seats)
            .filter(|&seat| !self.legal_actions(seat).is_empty())
            .collect()
    }

    /// Every legal action of `seat` now, in canonical order (sorted by canonical text).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Reads an action of `seat` in any notation the game accepts in its current phase. Text that is no
    /// action of this phase is refused, with a sentence that says what is wrong; text that is an action
    /// but not a legal one now is read, and [`Rules::apply`] refuses it.
    ///
    /// By default the text is the canonical text of an action ([`Rules::format_action`], in any case):
    /// one of `seat`'s legal actions, or of the seats to act (so that [`Rules::apply`] refuses a move
    /// made out of turn with its reason); anything else is refused (`refusal-not-an-action`).
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Self::Action, RuleError> {
        let wanted = text.trim();
        std::iter::once(seat)
            .chain(self.to_act())
            .flat_map(|seat| self.legal_actions(seat))
            .find(|action| self.format_action(action).eq_ignore_ascii_case(wanted))
            .ok_or_else(|| {
                let shown = wanted.chars().take(40).collect();
                RuleError::of("refusal-not-an-action", vec![("text", Arg::Text(shown))])
            })
    }

    /// The canonical text of an action, for storage, logs and perft output.
    fn format_action(&self, action: &Self::Action) -> String;

    /// Applies a legal action of `seat`. An illegal one is refused with a reason and changes nothing. The
    /// report holds [`crate::Fact::TurnOver`] when the action ends the seat's turn.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Report, RuleError>;

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<&Outcome>;

    /// Rules on something the host decided: a resignation, a time-out, an agreed draw. By default as two
    /// seats do ([`two_sided_outcome`]): the other seat wins a resignation or a time-out, an agreed draw
    /// is a draw, and [`Rules::conclude`] ends the game; a finished game refuses.
    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        if self.outcome().is_some() {
            return Err(RuleError::of("refusal-game-over", Vec::new()));
        }
        let outcome = two_sided_outcome::<Self>(self.options(), intervention)?;
        Ok(self.conclude(outcome))
    }

    /// Ends the game with an outcome the host decided (as [`Rules::intervene`] ruled on it), and tells
    /// how it ended.
    fn conclude(&mut self, outcome: Outcome) -> Report;

    /// What `audience` may see of the current position.
    fn view(&self, audience: Audience) -> BoardView;

    /// What the game puts inside its record, as `audience` may read it: tags of its own (a non-standard
    /// start, setups revealed at the end) and its move text in its own notation. The header common to
    /// every game (game, date, players, result, termination, options) is written by
    /// [`crate::record::write_record`].
    fn record_body(&self, audience: Audience) -> RecordBody;

    /// During a setup phase, `seat`'s current setup in the game's setup notation (that seat's secret), which
    /// the action `setup <text>` loads back. `None` outside a setup phase and for games without one.
    fn setup_of(&self, _seat: Seat) -> Option<String> {
        None
    }

    /// Every point hidden from some audience as play began (each square's hidden piece, its owner
    /// included), in an order that depends only on what is public: what the umpire commits to
    /// ([`crate::fairness`]). Empty for games that hide nothing, and before play begins.
    fn hidden_points(&self) -> Vec<HiddenPoint> {
        Vec::new()
    }

    /// The squares of [`Rules::hidden_points`] whose piece the rules have since shown to everyone (a
    /// flip in Blind Junqi, the flag shown when a Marshal falls), in the order they were shown: each
    /// such reveal can be proved against the commitment at once.
    fn revealed_points(&self) -> Vec<String> {
        Vec::new()
    }

    /// A copy of the game in which something `audience` cannot see is different, drawn from `rng`, while
    /// everything `audience` can see or has been told stays as it is: hidden pieces swapped, unflipped
    /// tiles shuffled, another player's setup changed. Every output for `audience` (views, records, the
    /// notes of later actions) must be the same for the copy; the conformance suite checks it for every
    /// game. `None` when the game hides nothing from `audience` now, or when no such copy exists.
    fn disguise(&self, _audience: Audience, _rng: &mut GameRng) -> Option<Self> {
        None
    }

    /// The choices `seat` has now, when it must decide something ([`crate::Phase::Decision`]), each with
    /// what it does; the host offers them as buttons to that seat alone. Games without decisions have none.
    fn choices(&self, _seat: Seat) -> Vec<Choice> {
        Vec::new()
    }

    /// How many of their own turns a player must play after a draw offer of theirs was refused (or lapsed)
    /// before offering again: [`DRAW_OFFER_COOLDOWN`] unless the game's options say otherwise.
    fn draw_offer_cooldown(&self) -> u32 {
        DRAW_OFFER_COOLDOWN
    }

    /// The number of leaf nodes of the legal-action tree to `depth`. A finished game has no children.
    /// Games override this with a faster walk of their own.
    fn perft(&self, depth: u32) -> u64 {
        perft_by_clone_and_apply(self, depth, &Self::legal_actions)
    }
}

/// How many of their own turns a player waits after a refused or lapsed draw offer before offering
/// again, in every game whose options do not set it (Junqi's `draw_offer_cooldown` defaults to the same),
/// so that an offer cannot be repeated after every decline.
pub const DRAW_OFFER_COOLDOWN: u32 = 5;

/// The outcome of a host's decision in a game of two seats: the other seat wins a resignation or a
/// time-out, and an agreed draw is a draw. A seat the table does not have is refused
/// ([`not_at_table`]).
pub fn two_sided_outcome<R: Rules>(
    options: &R::Options,
    intervention: Intervention,
) -> Result<Outcome, RuleError> {
    let seating = R::seating(options);
    let others = |seat: Seat| {
        if seat.index() >= seating.seats() {
            return Err(not_at_table::<R>(options));
        }
        Ok(Seat::all(seating.seats())
            .filter(|&other| other != seat)
            .collect())
    };
    Ok(match intervention {
        Intervention::Resign(seat) => Outcome::Win {
            winners: others(seat)?,
            reason: EndReason::Resignation,
        },
        Intervention::TimeOut(seat) => Outcome::Win {
            winners: others(seat)?,
            reason: EndReason::Time,
        },
        Intervention::AgreedDraw => Outcome::Draw {
            reason: EndReason::Agreement,
        },
    })
}

/// The refusal of a seat that a game of two seats does not have: it names the game and its two seats
/// (`refusal-two-seats`: "Jungle has only two seats, Blue and Red.").
pub fn not_at_table<R: Rules>(options: &R::Options) -> RuleError {
    let seating = R::seating(options);
    let name = |index: usize| Arg::Name(seating.names.get(index).copied().unwrap_or("?").into());
    RuleError::of(
        "refusal-two-seats",
        vec![
            ("game", Arg::Name(R::ABOUT.name_key().into())),
            ("first", name(0)),
            ("second", name(1)),
        ],
    )
}

/// The number of leaf nodes of the action tree to `depth` below `game`, walked through the public interface
/// alone: the children of a position are the `actions` of its first seat to act, each applied to a clone of
/// the game. A finished game has no children.
///
/// With [`Rules::legal_actions`] as `actions` this is the default [`Rules::perft`]; a game with a faster walk
/// of its own checks that walk against this one.
///
/// # Panics
///
/// If `apply` refuses an action that `actions` listed.
pub fn perft_by_clone_and_apply<R, F>(game: &R, depth: u32, actions: &F) -> u64
where
    R: Rules,
    F: Fn(&R, Seat) -> Vec<R::Action>,
{
    if depth == 0 {
        return 1;
    }
    let Some(&seat) = game.to_act().first() else {
        return 0;
    };
    actions(game, seat)
        .iter()
        .map(|action| {
            let mut next = game.clone();
            next.apply(seat, action).expect("a listed action is legal");
            perft_by_clone_and_apply(&next, depth - 1, actions)
        })
        .sum()
}
