//! Junqi after the game: the true position searched, every hidden piece read, for a review.

use super::{DRAW_MARGIN, Plan, options_of, squares};
use crate::level::Pace;
use crate::opponent::{Order, Probe, Unable};
use crate::search::{Searcher, Settings};
use games::junqi::{Flavour, Variant};
use games::{Game, Rules};

use super::search::JunqiSearch;

/// How the side to act stands in the true position of `game` and its best move: one search of the
/// level's node budget with every piece known (the opponent's plan reads only its seat's record; a
/// review, after the game, may read everything).
pub(super) fn probe<F: Flavour>(game: &dyn Game, order: &Order) -> Result<Probe, Unable> {
    let options = options_of::<F>(&game.settings())?;
    let seat = *game
        .to_act()
        .first()
        .ok_or_else(|| Unable::plain("unable-not-my-turn"))?;
    let snapshot = game.snapshot();
    if snapshot.version != <Variant<F> as Rules>::SNAPSHOT_VERSION {
        return Err(Unable::plain("unable-version"));
    }
    let typed: Variant<F> = serde_json::from_str(&snapshot.json)
        .map_err(|error| Unable::new("unable-state", vec![("error", error.to_string().into())]))?;
    let position = typed.board();
    let plan = Plan::of(order.level, F::config(&options).table.mode);
    let legal = game.legal_actions(seat);
    let mut search = JunqiSearch::new(position.clone(), seat.0, plan.weights);
    let mut searcher = Searcher::new(plan.table_bits, Settings::default());
    let limits = order
        .level
        .limits_with(plan.nodes, Pace::Nodes, order.start);
    let found = searcher.search(&mut search, limits, &[]);
    let best = match found.best {
        Some(mv) => legal
            .iter()
            .find(|text| squares(position.board(), text) == Some((mv.from, mv.to)))
            .cloned(),
        None => legal.iter().find(|text| text.as_str() == "pass").cloned(),
    };
    Ok(Probe {
        score: found.score,
        margin: DRAW_MARGIN,
        best,
    })
}
