//! The game record (§9.5): tags, then the whole moves in canonical form, numbered by South–North pairs.

use super::game::{Jungi, is_standard_start};
use super::notation::canonical;
use super::piece::Side;
use crate::model::{EndReason, Outcome, Seat};
use crate::rules::Rules;

/// The `Termination` tag of §9.5 for an end reason.
fn termination(reason: EndReason) -> &'static str {
    match reason {
        EndReason::RoyalCaptured => "king-captured",
        EndReason::NoMoves => "no-moves",
        EndReason::Repetition => "repetition",
        EndReason::NoCapture => "150-plies",
        EndReason::Agreement => "agreement",
        EndReason::Resignation => "resignation",
        EndReason::Time => "time",
        other => other.tag(),
    }
}

/// The record of `game`; `players` are the players' names in seat order (South, North).
pub fn game_record(game: &Jungi, players: &[String]) -> String {
    let player = |seat: usize| players.get(seat).map_or("?", String::as_str);
    let mut text = String::new();
    text.push_str("[Game \"Jungi\"]\n");
    text.push_str(&format!("[South \"{}\"]\n", player(0)));
    text.push_str(&format!("[North \"{}\"]\n", player(1)));
    let start = game.start();
    if !is_standard_start(start) {
        text.push_str(&format!("[Start \"{}\"]\n", start.to_text()));
    }
    let result = match game.outcome() {
        None => "*",
        Some(Outcome::Draw { .. }) => "1/2-1/2",
        Some(Outcome::Win { winners, .. }) if winners.contains(&Seat(0)) => "1-0",
        Some(Outcome::Win { .. }) => "0-1",
    };
    text.push_str(&format!("[Result \"{result}\"]\n"));
    if let Some(outcome) = game.outcome() {
        text.push_str(&format!(
            "[Termination \"{}\"]\n",
            termination(outcome.reason())
        ));
    }
    let mut words = Vec::with_capacity(game.moves().len() * 3 / 2);
    let mut number = start.fullmove();
    let mut side = start.to_move();
    for (index, &mv) in game.moves().iter().enumerate() {
        let mv = canonical(mv);
        match side {
            Side::South => words.push(format!("{number}. {mv}")),
            Side::North => {
                if index == 0 {
                    words.push(format!("{number}... {mv}"));
                } else {
                    words.push(mv);
                }
                number += 1;
            }
        }
        side = side.other();
    }
    text.push_str(&words.join(" "));
    text
}
