//! What a seat may do: setup commands during the setup phase, moves and passes in play (§11.3).

use super::board::{Square, parse_square, square_name};
use super::position::Move;
use super::setup::Setup;
use crate::model::RuleError;

/// One action of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JunqiAction {
    /// Setup: exchange the pieces on two points of the seat's own half.
    Swap(Square, Square),
    /// Setup: move the flag to the other headquarters.
    Flag,
    /// Setup: a random valid setup from the game's random stream.
    Random,
    /// Setup: load a whole setup string (§11.5).
    Load(Setup),
    /// Setup: the seat is done.
    Ready,
    /// Play: a move or an attack.
    Move(Move),
    /// Play: give up the turn.
    Pass,
}

/// Reads a move written `<from><sep><to>`, with `-`, `x`, spaces or nothing between (§11.3).
pub fn parse_move(text: &str) -> Option<Move> {
    let text = text.trim().to_ascii_lowercase();
    let bytes = text.as_bytes();
    let digits_end = |start: usize| {
        let mut end = start;
        while end < bytes.len() && bytes[end].is_ascii_digit() {
            end += 1;
        }
        end
    };
    let first_end = digits_end(1);
    let from = parse_square(text.get(..first_end)?)?;
    let rest = text[first_end..].trim_start();
    let rest = rest
        .strip_prefix('-')
        .or_else(|| rest.strip_prefix('x'))
        .unwrap_or(rest)
        .trim_start();
    let to = parse_square(rest)?;
    Some(Move { from, to })
}

/// Reads any action text; whether it is allowed now is decided when it is applied.
pub fn parse_action(text: &str) -> Result<JunqiAction, RuleError> {
    let trimmed = text.trim();
    let lower = trimmed.to_ascii_lowercase();
    let mut words = lower.split_whitespace();
    let command = words.next().unwrap_or("");
    match command {
        "pass" if words.next().is_none() => return Ok(JunqiAction::Pass),
        "ready" if words.next().is_none() => return Ok(JunqiAction::Ready),
        "random" if words.next().is_none() => return Ok(JunqiAction::Random),
        "flag" if words.next().is_none() => return Ok(JunqiAction::Flag),
        "swap" => {
            let points: Vec<&str> = words.collect();
            let squares: Option<Vec<Square>> = points.iter().map(|p| parse_square(p)).collect();
            return match squares.as_deref() {
                Some(&[a, b]) => Ok(JunqiAction::Swap(a, b)),
                _ => Err(RuleError::new(
                    "Write swap with two points of your half, like \"swap a6 b4\".",
                )),
            };
        }
        "setup" => {
            let setup_text = trimmed[5..].trim();
            return setup_text
                .parse::<Setup>()
                .map(JunqiAction::Load)
                .map_err(|problem| RuleError::new(problem.0));
        }
        _ => {}
    }
    parse_move(trimmed).map(JunqiAction::Move).ok_or_else(|| {
        RuleError::new(format!(
            "\"{trimmed}\" is not an action; write a move like a6-a7, or pass (during setup: swap, flag, random, setup or ready)."
        ))
    })
}

/// The canonical text of an action; `attack` says whether a move lands on an enemy piece.
pub fn format_action(action: &JunqiAction, attack: bool) -> String {
    match action {
        JunqiAction::Swap(a, b) => {
            format!("swap {} {}", square_name(*a.min(b)), square_name(*a.max(b)))
        }
        JunqiAction::Flag => "flag".to_owned(),
        JunqiAction::Random => "random".to_owned(),
        JunqiAction::Load(setup) => format!("setup {setup}"),
        JunqiAction::Ready => "ready".to_owned(),
        JunqiAction::Move(mv) => format!(
            "{}{}{}",
            square_name(mv.from),
            if attack { 'x' } else { '-' },
            square_name(mv.to)
        ),
        JunqiAction::Pass => "pass".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_notation_of_the_spec_is_read() {
        let expected = Move {
            from: parse_square("a6").expect("square"),
            to: parse_square("a7").expect("square"),
        };
        for text in ["a6-a7", "a6a7", "a6 a7", "A6xA7", " a6 - a7 "] {
            assert_eq!(parse_move(text), Some(expected), "{text}");
        }
        let long = parse_move("a10a11").expect("a move");
        assert_eq!(
            (square_name(long.from), square_name(long.to)),
            ("a10".into(), "a11".into())
        );
        assert_eq!(parse_move("a1"), None);
        assert_eq!(parse_move("a6-f7"), None);
        assert_eq!(parse_move("a6--a7"), None);
    }

    #[test]
    fn commands_are_read() {
        assert_eq!(parse_action("PASS"), Ok(JunqiAction::Pass));
        assert_eq!(parse_action("ready"), Ok(JunqiAction::Ready));
        assert_eq!(parse_action("random"), Ok(JunqiAction::Random));
        assert_eq!(parse_action("flag"), Ok(JunqiAction::Flag));
        assert_eq!(
            parse_action("swap A6 b4"),
            Ok(JunqiAction::Swap(
                parse_square("a6").expect("square"),
                parse_square("b4").expect("square")
            ))
        );
        assert!(parse_action("swap a6").is_err());
        assert!(matches!(
            parse_action("setup 73245/2.1.3/9B.B8/5.1.7/4M163/MFM26"),
            Ok(JunqiAction::Load(_))
        ));
        let error = parse_action("setup 73245/2.1.3/9B.B8/5.1.7/4M163/FMM26").unwrap_err();
        assert!(error.0.starts_with("Rule 3"), "{error}");
        assert!(parse_action("dance").is_err());
    }
}
