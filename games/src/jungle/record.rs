//! The game record (§10.3): tags, then the moves in canonical form, numbered by Blue–Red pairs.

use super::history::History;
use super::notation::canonical;
use super::options::JungleOptions;
use super::piece::Side;
use super::position::{Board, START};
use crate::model::{Outcome, Seat};

/// The record of a game that started from `start` and went through `history`.
pub fn game_record(
    options: &JungleOptions,
    start: &Board,
    history: &History,
    outcome: Option<&Outcome>,
    players: &[String],
) -> String {
    let player = |seat: usize| players.get(seat).map_or("?", String::as_str);
    let mut text = String::new();
    text.push_str("[Game \"Jungle\"]\n");
    text.push_str(&format!("[Rules \"{}\"]\n", options.rules_tag()));
    text.push_str(&format!("[Blue \"{}\"]\n", player(0)));
    text.push_str(&format!("[Red \"{}\"]\n", player(1)));
    let start_text = start.to_text();
    if start_text != START {
        text.push_str(&format!("[Start \"{start_text}\"]\n"));
    }
    let result = match outcome {
        None => "*",
        Some(Outcome::Draw { .. }) => "1/2-1/2",
        Some(Outcome::Win { winners, .. }) if winners.contains(&Seat(0)) => "1-0",
        Some(Outcome::Win { .. }) => "0-1",
    };
    text.push_str(&format!("[Result \"{result}\"]\n"));
    if let Some(outcome) = outcome {
        text.push_str(&format!("[Termination \"{}\"]\n", outcome.reason().tag()));
    }
    let mut moves = Vec::with_capacity(history.plies().len());
    let mut number = 1;
    let mut side = start.to_move();
    for (index, ply) in history.plies().iter().enumerate() {
        let mv = canonical(ply.mv);
        match side {
            Side::Blue => moves.push(format!("{number}. {mv}")),
            Side::Red => {
                if index == 0 {
                    moves.push(format!("{number}... {mv}"));
                } else {
                    moves.push(mv);
                }
                number += 1;
            }
        }
        side = side.other();
    }
    text.push_str(&moves.join(" "));
    text
}
