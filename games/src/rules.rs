//! The typed interface each game implements.

use crate::model::{Audience, Intervention, Outcome, PositionError, Report, RuleError, Seat};
use crate::options::RuleOptions;
use crate::view::BoardView;
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// The rules of one game, over its own typed state, actions and options.
///
/// The state is the whole game: position, history the rules need (repetition, counters), options, the
/// random stream, and hidden information. It serialises with serde, so the host can store it as it is.
pub trait Rules: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// The game's typed rule options.
    type Options: RuleOptions;
    /// One action of a seat. Its canonical text is [`Rules::format_action`].
    type Action: Clone + Debug + PartialEq;

    /// The game's display name ("Jungle").
    const NAME: &'static str;

    /// A new game from the standard start, with these options; `seed` feeds the game's random stream.
    fn new_game(options: Self::Options, seed: u64) -> Self;

    /// A game from a position string (full view), with these options and no earlier history.
    fn from_position(text: &str, options: Self::Options) -> Result<Self, PositionError>;

    /// The position string of the current position (full view).
    fn position(&self) -> String;

    /// The options the game is played with.
    fn options(&self) -> &Self::Options;

    /// The seats' names, in seat order ("Blue", "Red").
    fn seat_names(&self) -> &'static [&'static str];

    /// The seats that may act now, in the order they are expected to; empty once the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// Every legal action of `seat` now, in canonical order (sorted by canonical text).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Reads an action of `seat` in any notation the game accepts. The error says what is wrong.
    fn parse_action(&self, seat: Seat, text: &str) -> Result<Self::Action, RuleError>;

    /// The canonical text of an action, for storage, logs and perft output.
    fn format_action(&self, action: &Self::Action) -> String;

    /// Applies a legal action of `seat`. An illegal one is refused with a reason and changes nothing.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Report, RuleError>;

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<&Outcome>;

    /// Rules on something the host decided: a resignation, a time-out, an agreed draw.
    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError>;

    /// What `audience` may see of the current position.
    fn view(&self, audience: Audience) -> BoardView;

    /// The game record in the game's own notation, as `audience` may read it. `players` are the players'
    /// display names in seat order.
    fn record(&self, audience: Audience, players: &[String]) -> String;

    /// Whether the game is in a setup phase, where the seats arrange their pieces before play starts.
    /// Games without one are never in it.
    fn in_setup_phase(&self) -> bool {
        false
    }

    /// During a setup phase, `seat`'s current setup in the game's setup notation (that seat's secret).
    /// `None` outside a setup phase and for games without one.
    fn setup_of(&self, _seat: Seat) -> Option<String> {
        None
    }

    /// How many of their own turns a player must play after a draw offer of theirs was refused (or lapsed)
    /// before offering again. Games without such a rule answer 0.
    fn draw_offer_cooldown(&self) -> u32 {
        0
    }

    /// The number of leaf nodes of the legal-action tree to `depth`. A finished game has no children.
    /// Games override this with a faster walk of their own.
    fn perft(&self, depth: u32) -> u64 {
        perft_by_clone_and_apply(self, depth, &Self::legal_actions)
    }
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
