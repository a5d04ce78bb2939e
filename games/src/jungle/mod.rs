//! Jungle (Dou Shou Qi), as specified in `shared/rules/jungle.md`.

use crate::game::{GameKind, HasKind};
use crate::model::{Audience, Intervention, Outcome, PositionError, Report, RuleError, Seat};
use crate::options::{OptionError, OptionSpec, RuleOptions};
use crate::rules::Rules;
use crate::view::BoardView;
use serde::{Deserialize, Serialize};

/// A short summary of the rules, for the `rules` command.
pub const RULES_SUMMARY: &str = "Jungle rules are being written.";

/// Jungle's rule options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct JungleOptions {}

impl RuleOptions for JungleOptions {
    fn specs() -> &'static [OptionSpec] {
        &[]
    }
    fn set(&mut self, name: &str, _value: &str) -> Result<(), OptionError> {
        Err(crate::options::unknown_option(
            "Jungle",
            name,
            Self::specs(),
        ))
    }
    fn values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// A Jungle move: from a square to a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JungleMove {
    /// The square the piece leaves.
    pub from: u8,
    /// The square it goes to.
    pub to: u8,
}

/// A game of Jungle.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Jungle {
    options: JungleOptions,
}

impl HasKind for Jungle {
    const KIND: GameKind = GameKind::Jungle;
}

impl Rules for Jungle {
    type Options = JungleOptions;
    type Action = JungleMove;
    const NAME: &'static str = "Jungle";

    fn new_game(options: JungleOptions, _seed: u64) -> Self {
        Self { options }
    }
    fn from_position(_text: &str, _options: JungleOptions) -> Result<Self, PositionError> {
        Err(PositionError::new("Jungle positions are being written."))
    }
    fn position(&self) -> String {
        String::new()
    }
    fn options(&self) -> &JungleOptions {
        &self.options
    }
    fn seat_names(&self) -> &'static [&'static str] {
        &["Blue", "Red"]
    }
    fn to_act(&self) -> Vec<Seat> {
        Vec::new()
    }
    fn legal_actions(&self, _seat: Seat) -> Vec<JungleMove> {
        Vec::new()
    }
    fn parse_action(&self, _seat: Seat, _text: &str) -> Result<JungleMove, RuleError> {
        Err(RuleError::new("Jungle moves are being written."))
    }
    fn format_action(&self, action: &JungleMove) -> String {
        format!("{}{}", action.from, action.to)
    }
    fn apply(&mut self, _seat: Seat, _action: &JungleMove) -> Result<Report, RuleError> {
        Err(RuleError::new("Jungle moves are being written."))
    }
    fn outcome(&self) -> Option<&Outcome> {
        None
    }
    fn intervene(&mut self, _intervention: Intervention) -> Result<Report, RuleError> {
        Err(RuleError::new("Jungle moves are being written."))
    }
    fn view(&self, _audience: Audience) -> BoardView {
        BoardView::new(crate::view::BoardKind::Jungle, Seat(0))
    }
    fn record(&self, _audience: Audience, _players: &[String]) -> String {
        String::new()
    }
}
