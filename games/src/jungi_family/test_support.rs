//! Helpers of the rule tests of Jungi and Lún Jungi, on any board of the family.

use super::{Board, Game, PointSet, bit};
use crate::rules::Rules;

/// Plays space-separated actions for whoever is to act; each must be accepted. Returns the first note
/// of each report.
pub(crate) fn play<B: Board>(game: &mut Game<B>, actions: &str) -> Vec<String> {
    actions
        .split_whitespace()
        .map(|text| play_one(game, text))
        .collect()
}

/// Plays one action (which may contain spaces); returns the first note.
pub(crate) fn play_one<B: Board>(game: &mut Game<B>, text: &str) -> String {
    let seat = game.to_act()[0];
    let action = game
        .parse_action(seat, text)
        .unwrap_or_else(|error| panic!("{text} unreadable: {error}"));
    game.apply(seat, &action)
        .unwrap_or_else(|error| panic!("{text} refused: {error}"))
        .notes[0]
        .english()
}

/// The sentence refusing `text` for the side to act; checks that the refusal changes nothing.
pub(crate) fn refusal<B: Board>(game: &Game<B>, text: &str) -> String {
    let seat = game.to_act()[0];
    let before = game.clone();
    let mut attempt = game.clone();
    let error = match attempt.parse_action(seat, text) {
        Err(error) => error,
        Ok(action) => attempt.apply(seat, &action).expect_err("refused"),
    };
    assert_eq!(attempt, before, "a refused action changes nothing");
    error.to_string()
}

/// The canonical texts of the legal actions of the side to act.
pub(crate) fn actions<B: Board>(game: &Game<B>) -> Vec<String> {
    match game.to_act().first() {
        Some(&seat) => game
            .legal_actions(seat)
            .iter()
            .map(|action| game.format_action(action))
            .collect(),
        None => Vec::new(),
    }
}

/// The points the piece on the point named `from` reaches by whole moves without a middle point.
pub(crate) fn targets<B: Board>(game: &Game<B>, from: &str) -> PointSet {
    let from = B::parse_name(from).unwrap_or_else(|| panic!("{from} names no point"));
    game.legal_moves()
        .iter()
        .filter(|mv| mv.from == from && mv.via.is_none())
        .fold(0, |set, mv| set | bit(mv.to))
}
