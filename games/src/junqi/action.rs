//! What a seat may do: setup commands during the setup phase, moves, flips and passes in play (§11.3).

use super::board::{Board, Square};
use super::config::Mode;
use super::position::Move;
use super::setup::Setup;
use crate::model::RuleError;

/// One action of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JunqiAction {
    /// Setup: exchange the pieces on two points of the seat's own arm.
    Swap(Square, Square),
    /// Setup: move the flag to the other headquarters.
    Flag,
    /// Setup: a random valid setup from the game's random stream.
    Random,
    /// Setup: load a whole setup string (§11.5).
    Load(Setup),
    /// Setup: the seat is done.
    Ready,
    /// Setup: the seat goes back to arranging its pieces.
    Unready,
    /// Play: a move or an attack.
    Move(Move),
    /// Play (翻棋): turn a face-down piece up.
    Flip(Square),
    /// Play: give up the turn.
    Pass,
}

impl JunqiAction {
    /// Whether the action belongs to play rather than to the setup phase.
    pub fn is_play(&self) -> bool {
        matches!(
            self,
            JunqiAction::Move(_) | JunqiAction::Flip(_) | JunqiAction::Pass
        )
    }
}

/// Reads a move written `<from><sep><to>`, with `-`, `x`, spaces or nothing between (§11.3).
pub fn parse_move(board: &Board, text: &str) -> Option<Move> {
    let text = text.trim().to_ascii_lowercase();
    (2..=4)
        .filter_map(|split| {
            let head = text.get(..split)?;
            let from = board.parse(head).filter(|_| !head.contains(' '))?;
            let rest = text.get(split..)?.trim_start();
            let rest = rest
                .strip_prefix('-')
                .or_else(|| rest.strip_prefix('x'))
                .unwrap_or(rest)
                .trim_start();
            let to = board.parse(rest).filter(|_| !rest.contains(' '))?;
            Some(Move { from, to })
        })
        .next()
}

/// Reads any action text of a game on `board` in `mode`; whether it is allowed now is decided when it is
/// applied.
pub fn parse_action(board: &Board, mode: Mode, text: &str) -> Result<JunqiAction, RuleError> {
    let trimmed = text.trim();
    let lower = trimmed.to_ascii_lowercase();
    let mut words = lower.split_whitespace();
    let command = words.next().unwrap_or("");
    let example = match mode {
        Mode::Four => "S31 S21",
        _ => "a6 b4",
    };
    match command {
        "pass" if words.next().is_none() => return Ok(JunqiAction::Pass),
        "ready" if words.next().is_none() && mode != Mode::Fanqi => return Ok(JunqiAction::Ready),
        "unready" if words.next().is_none() && mode != Mode::Fanqi => {
            return Ok(JunqiAction::Unready);
        }
        "random" if words.next().is_none() && mode != Mode::Fanqi => {
            return Ok(JunqiAction::Random);
        }
        "flag" if words.next().is_none() && mode != Mode::Fanqi => return Ok(JunqiAction::Flag),
        "swap" if mode != Mode::Fanqi => {
            let points: Vec<&str> = words.collect();
            let squares: Option<Vec<Square>> = points.iter().map(|p| board.parse(p)).collect();
            return match squares.as_deref() {
                Some(&[a, b]) => Ok(JunqiAction::Swap(a, b)),
                _ => Err(RuleError::of(
                    "refusal-junqi-swap-usage",
                    vec![("example", example.into())],
                )),
            };
        }
        "setup" if mode != Mode::Fanqi => {
            let setup_text = trimmed[5..].trim();
            return Setup::read(setup_text)
                .map(JunqiAction::Load)
                .map_err(|problem| RuleError::because(problem.0));
        }
        "flip" if mode == Mode::Fanqi => {
            let point: Vec<&str> = words.collect();
            return match point[..] {
                [point] => board.parse(point).map(JunqiAction::Flip).ok_or_else(|| {
                    RuleError::of("refusal-junqi-flip-point", vec![("point", point.into())])
                }),
                _ => Err(RuleError::of("refusal-junqi-flip-usage", Vec::new())),
            };
        }
        _ => {}
    }
    if mode == Mode::Fanqi {
        let bare = lower.strip_prefix('?').unwrap_or(&lower);
        if let Some(at) = board.parse(bare) {
            return Ok(JunqiAction::Flip(at));
        }
    }
    if let Some(mv) = parse_move(board, trimmed) {
        return Ok(JunqiAction::Move(mv));
    }
    // A setup string typed without its word, as players copy it from their setup message.
    if mode != Mode::Fanqi && trimmed.contains('/') && words.next().is_none() {
        return Setup::read(trimmed)
            .map(JunqiAction::Load)
            .map_err(|problem| RuleError::because(problem.0));
    }
    let key = match mode {
        Mode::Two => "refusal-junqi-unreadable",
        Mode::Four => "refusal-junqi4-unreadable",
        Mode::Fanqi => "refusal-fanqi-unreadable",
    };
    Err(RuleError::of(key, vec![("text", trimmed.into())]))
}

/// The canonical text of an action; `attack` says whether a move lands on an enemy piece.
pub fn format_action(board: &Board, action: &JunqiAction, attack: bool) -> String {
    let name = |at: Square| board.name(at);
    match action {
        JunqiAction::Swap(a, b) => format!("swap {} {}", name(*a.min(b)), name(*a.max(b))),
        JunqiAction::Flag => "flag".to_owned(),
        JunqiAction::Random => "random".to_owned(),
        JunqiAction::Load(setup) => format!("setup {setup}"),
        JunqiAction::Ready => "ready".to_owned(),
        JunqiAction::Unready => "unready".to_owned(),
        JunqiAction::Move(mv) => format!(
            "{}{}{}",
            name(mv.from),
            if attack { 'x' } else { '-' },
            name(mv.to)
        ),
        JunqiAction::Flip(at) => format!("flip {}", name(*at)),
        JunqiAction::Pass => "pass".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two() -> &'static Board {
        Board::two(false)
    }

    #[test]
    fn every_move_notation_of_the_spec_is_read() {
        let board = two();
        let expected = Move {
            from: board.parse("a6").expect("square"),
            to: board.parse("a7").expect("square"),
        };
        for text in ["a6-a7", "a6a7", "a6 a7", "A6xA7", " a6 - a7 "] {
            assert_eq!(parse_move(board, text), Some(expected), "{text}");
        }
        let long = parse_move(board, "a10a11").expect("a move");
        assert_eq!((board.name(long.from), board.name(long.to)), ("a10", "a11"));
        let short_long = parse_move(board, "a1a12").expect("a move");
        assert_eq!(
            (board.name(short_long.from), board.name(short_long.to)),
            ("a1", "a12")
        );
        assert_eq!(parse_move(board, "a1"), None);
        assert_eq!(parse_move(board, "a6-f7"), None);
        assert_eq!(parse_move(board, "a6--a7"), None);
        let four = Board::four();
        for text in ["W13-C21", "w13c21", "W13 C21", "w13xc21"] {
            let mv = parse_move(four, text).expect("a 4-player move");
            assert_eq!(
                (four.name(mv.from), four.name(mv.to)),
                ("W13", "C21"),
                "{text}"
            );
        }
        assert_eq!(parse_move(four, "a6-a7"), None);
    }

    #[test]
    fn commands_are_read_in_the_modes_that_have_them() {
        let board = two();
        let parse = |text| parse_action(board, Mode::Two, text);
        assert_eq!(parse("PASS"), Ok(JunqiAction::Pass));
        assert_eq!(parse("ready"), Ok(JunqiAction::Ready));
        assert_eq!(parse("unready"), Ok(JunqiAction::Unready));
        assert_eq!(parse("random"), Ok(JunqiAction::Random));
        assert_eq!(parse("flag"), Ok(JunqiAction::Flag));
        assert_eq!(
            parse("swap A6 b4"),
            Ok(JunqiAction::Swap(
                board.parse("a6").expect("square"),
                board.parse("b4").expect("square")
            ))
        );
        assert!(parse("swap a6").is_err());
        assert!(matches!(
            parse("setup 41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM"),
            Ok(JunqiAction::Load(_))
        ));
        assert!(
            parse("setup 41372/6.5.3/92.8B/1.7.5/M3B64/21FMM").is_ok(),
            "the rules of a setup are checked by the game, which knows whose it is"
        );
        assert!(parse("setup 41372/6.5.3").is_err());
        assert!(parse("dance").is_err());
        assert!(parse("flip c4").is_err(), "no flips outside 翻棋");
        let c4 = board.parse("c4").expect("c4");
        for text in ["flip c4", "FLIP C4", "?c4", "c4"] {
            assert_eq!(
                parse_action(board, Mode::Fanqi, text),
                Ok(JunqiAction::Flip(c4)),
                "{text}"
            );
        }
        assert!(parse_action(board, Mode::Fanqi, "ready").is_err());
        assert!(parse_action(board, Mode::Fanqi, "flip z9").is_err());
        let four = Board::four();
        assert_eq!(
            parse_action(four, Mode::Four, "swap s11 S65"),
            Ok(JunqiAction::Swap(
                four.parse("S11").expect("S11"),
                four.parse("S65").expect("S65")
            ))
        );
    }

    #[test]
    fn canonical_text_uses_the_boards_names() {
        let four = Board::four();
        let mv = Move {
            from: four.parse("W13").expect("W13"),
            to: four.parse("C21").expect("C21"),
        };
        assert_eq!(
            format_action(four, &JunqiAction::Move(mv), false),
            "W13-C21"
        );
        assert_eq!(format_action(four, &JunqiAction::Move(mv), true), "W13xC21");
        let c4 = Board::two(false).parse("c4").expect("c4");
        assert_eq!(
            format_action(two(), &JunqiAction::Flip(c4), false),
            "flip c4"
        );
    }
}
