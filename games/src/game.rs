//! The object-safe interface the host drives, and the catalogue of games.

use crate::jungle::Jungle;
use crate::junqi::Junqi;
use crate::model::{Audience, Intervention, Outcome, PositionError, Report, RuleError, Seat};
use crate::options::{OptionError, OptionSpec, RuleOptions};
use crate::rules::Rules;
use crate::view::BoardView;
use std::fmt::{self, Debug};
use std::str::FromStr;

/// An action that was applied: its canonical text (what the game log stores) and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The action in canonical text.
    pub canonical: String,
    /// What it did, per audience.
    pub report: Report,
}

/// Any game, driven through text: what the host and the command line use.
pub trait Game: Debug + Send + Sync {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The seats' names, in seat order.
    fn seat_names(&self) -> &'static [&'static str];
    /// The seats that may act now; empty once the game is over.
    fn to_act(&self) -> Vec<Seat>;
    /// Every legal action of `seat`, in canonical text, sorted.
    fn legal_actions(&self, seat: Seat) -> Vec<String>;
    /// Parses and applies an action of `seat`; an illegal one changes nothing.
    fn play(&mut self, seat: Seat, text: &str) -> Result<Played, RuleError>;
    /// Rules on a resignation, a time-out or an agreed draw.
    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError>;
    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// The position string of the current position (full view).
    fn position(&self) -> String;
    /// What `audience` may see.
    fn view(&self, audience: Audience) -> BoardView;
    /// The game record as `audience` may read it.
    fn record(&self, audience: Audience, players: &[String]) -> String;
    /// Whether the seats are still arranging their pieces before play starts.
    fn in_setup_phase(&self) -> bool;
    /// During a setup phase, `seat`'s current setup as text (that seat's secret); `None` otherwise.
    fn setup_of(&self, seat: Seat) -> Option<String>;
    /// How many own turns a player waits after a refused draw offer before offering again.
    fn draw_offer_cooldown(&self) -> u32;
    /// The options that differ from the standard rules, as `NAME=VALUE`.
    fn non_default_options(&self) -> Vec<String>;
    /// The whole state as JSON, to store; [`GameKind::restore`] reads it back.
    fn snapshot(&self) -> String;
    /// The number of leaf nodes of the legal-action tree to `depth`.
    fn perft(&self, depth: u32) -> u64;
    /// Each legal root action with its subtree count at `depth - 1`, sorted by action.
    fn divide(&self, depth: u32) -> Vec<(String, u64)>;
    /// A copy of this game.
    fn clone_game(&self) -> Box<dyn Game>;
}

impl<R: Rules> Game for R
where
    R: HasKind,
{
    fn kind(&self) -> GameKind {
        R::KIND
    }

    fn seat_names(&self) -> &'static [&'static str] {
        Rules::seat_names(self)
    }

    fn to_act(&self) -> Vec<Seat> {
        Rules::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<String> {
        let mut actions: Vec<String> = Rules::legal_actions(self, seat)
            .iter()
            .map(|action| self.format_action(action))
            .collect();
        actions.sort();
        actions
    }

    fn play(&mut self, seat: Seat, text: &str) -> Result<Played, RuleError> {
        let action = self.parse_action(seat, text)?;
        let canonical = self.format_action(&action);
        let report = self.apply(seat, &action)?;
        Ok(Played { canonical, report })
    }

    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        Rules::intervene(self, intervention)
    }

    fn outcome(&self) -> Option<Outcome> {
        Rules::outcome(self).cloned()
    }

    fn position(&self) -> String {
        Rules::position(self)
    }

    fn view(&self, audience: Audience) -> BoardView {
        Rules::view(self, audience)
    }

    fn record(&self, audience: Audience, players: &[String]) -> String {
        Rules::record(self, audience, players)
    }

    fn in_setup_phase(&self) -> bool {
        Rules::in_setup_phase(self)
    }

    fn setup_of(&self, seat: Seat) -> Option<String> {
        Rules::setup_of(self, seat)
    }

    fn draw_offer_cooldown(&self) -> u32 {
        Rules::draw_offer_cooldown(self)
    }

    fn non_default_options(&self) -> Vec<String> {
        self.options().non_default()
    }

    fn snapshot(&self) -> String {
        serde_json::to_string(self).expect("game states serialise")
    }

    fn perft(&self, depth: u32) -> u64 {
        Rules::perft(self, depth)
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        let Some(&seat) = Rules::to_act(self).first() else {
            return Vec::new();
        };
        let mut rows: Vec<(String, u64)> = Rules::legal_actions(self, seat)
            .iter()
            .map(|action| {
                let mut next = self.clone();
                next.apply(seat, action)
                    .expect("a generated action is legal");
                let count = if depth == 0 {
                    1
                } else {
                    Rules::perft(&next, depth - 1)
                };
                (self.format_action(action), count)
            })
            .collect();
        rows.sort();
        rows
    }

    fn clone_game(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}

/// Ties a [`Rules`] type to its entry in the catalogue.
pub trait HasKind {
    /// The catalogue entry.
    const KIND: GameKind;
}

/// The catalogue of games: names, creation and restoring.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum GameKind {
    /// Jungle (Dou Shou Qi).
    Jungle,
    /// Junqi (Luzhanqi) for two players, with hidden pieces.
    Junqi,
}

impl GameKind {
    /// Every game, in the order help texts list them.
    pub const ALL: &'static [GameKind] = &[GameKind::Jungle, GameKind::Junqi];

    /// The name players type (`jungle`).
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Jungle => "jungle",
            GameKind::Junqi => "junqi",
        }
    }

    /// The display name (`Jungle`).
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Jungle => Jungle::NAME,
            GameKind::Junqi => Junqi::NAME,
        }
    }

    /// Other names players may type for it.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            GameKind::Jungle => &["doushouqi", "dou-shou-qi", "animal-chess"],
            GameKind::Junqi => &["junqi2", "luzhanqi", "lu-zhan-qi", "army-chess"],
        }
    }

    /// The rule options it offers.
    pub fn option_specs(self) -> &'static [OptionSpec] {
        match self {
            GameKind::Jungle => <Jungle as Rules>::Options::specs(),
            GameKind::Junqi => <Junqi as Rules>::Options::specs(),
        }
    }

    /// A short summary of the rules, for the `rules` command.
    pub fn rules_summary(self) -> &'static str {
        match self {
            GameKind::Jungle => crate::jungle::RULES_SUMMARY,
            GameKind::Junqi => crate::junqi::RULES_SUMMARY,
        }
    }

    /// A new game with options given as `NAME=VALUE` pairs.
    pub fn create(
        self,
        options: &[(String, String)],
        seed: u64,
    ) -> Result<Box<dyn Game>, OptionError> {
        let pairs = options
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()));
        Ok(match self {
            GameKind::Jungle => Box::new(Jungle::new_game(RuleOptions::from_pairs(pairs)?, seed)),
            GameKind::Junqi => Box::new(Junqi::new_game(RuleOptions::from_pairs(pairs)?, seed)),
        })
    }

    /// A game from a position string, with options given as `NAME=VALUE` pairs.
    pub fn from_position(
        self,
        text: &str,
        options: &[(String, String)],
    ) -> Result<Box<dyn Game>, SetupError> {
        let pairs = options
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str()));
        Ok(match self {
            GameKind::Jungle => Box::new(Jungle::from_position(
                text,
                RuleOptions::from_pairs(pairs)?,
            )?),
            GameKind::Junqi => {
                Box::new(Junqi::from_position(text, RuleOptions::from_pairs(pairs)?)?)
            }
        })
    }

    /// Restores a game from [`Game::snapshot`].
    pub fn restore(self, snapshot: &str) -> Result<Box<dyn Game>, serde_json::Error> {
        Ok(match self {
            GameKind::Jungle => Box::new(serde_json::from_str::<Jungle>(snapshot)?),
            GameKind::Junqi => Box::new(serde_json::from_str::<Junqi>(snapshot)?),
        })
    }
}

/// Why a game could not be set up from text: a bad option or a bad position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// An option was unknown or its value malformed.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// The position string was malformed or impossible.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// The error for a game name that is not in the catalogue.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("There is no game called \"{0}\"; the games are {list}.", list = GameKind::list())]
pub struct UnknownGame(pub String);

impl GameKind {
    fn list() -> String {
        GameKind::ALL
            .iter()
            .map(|kind| kind.id())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl FromStr for GameKind {
    type Err = UnknownGame;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = text.trim().to_ascii_lowercase();
        GameKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.id() == wanted || kind.aliases().contains(&wanted.as_str()))
            .ok_or_else(|| UnknownGame(text.trim().to_owned()))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
