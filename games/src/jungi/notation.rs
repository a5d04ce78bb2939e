//! Move notation (§9.2, §9.3): what players may type, the canonical form and the display form.
//!
//! A move is typed as its squares, in any case, with or without `-`, `x`, `×` or spaces between them:
//! `e3e5`, `E3-E5`, `e5xf6xe5`, `e5 f6 e5`. The display form is read too, so `Pawn c5xd6 e.p.` and
//! `Pikeman a6-a7=Lancer` can be pasted back; its piece name, promotion and `e.p.` marks must then be true
//! of the move. An Emperor's double move may be entered step by step: the first step with a separator
//! after it (`e5xf6-`, "and the move goes on"), then the second as `f6e5`, `f6-e5` or just `e5`; `stop`
//! ends the move after its first step.

use super::board::{Square, in_zone, parse_square, square_name};
use super::piece::{Kind, Piece, parse_piece_name};
use super::position::{Move, Position};

pub use super::perft::canonical;

/// A move as typed, before it is matched against the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// One to three squares.
    Squares {
        /// The squares, in order.
        squares: Vec<Square>,
        /// Whether a separator follows the last square: the move goes on (a first step).
        open: bool,
        /// The piece name given before the squares (display form), base or promoted form.
        name: Option<(Kind, bool)>,
        /// The promotion mark `=Name`, if given.
        promotion: Option<(Kind, bool)>,
        /// Whether the `e.p.` mark was given.
        en_passant: bool,
    },
    /// `stop`: end a move in progress after its first step.
    Stop,
}

/// The word that ends a move in progress after its first step.
pub const STOP: &str = "stop";

/// Reads a move as typed. The error is a sentence saying what was not understood.
pub fn parse_input(text: &str) -> Result<Input, String> {
    let trimmed = text.trim();
    let unreadable = || {
        format!(
            "\"{trimmed}\" is not a move: write its squares, like e3e5 or e3-e5, or an Emperor's double move like e5xf6xg7."
        )
    };
    let lower = trimmed.to_lowercase();
    if lower == STOP {
        return Ok(Input::Stop);
    }
    let mut rest = lower.as_str();
    let mut name = None;
    if let Some((first, after)) = rest.split_once(char::is_whitespace) {
        if let Some(kind) = parse_piece_name(first) {
            name = Some(kind);
            rest = after.trim_start();
        }
    }
    let mut en_passant = false;
    for mark in ["e.p.", "e.p", "ep"] {
        if let Some(before) = rest.strip_suffix(mark) {
            if before.ends_with(char::is_whitespace) {
                en_passant = true;
                rest = before.trim_end();
                break;
            }
        }
    }
    let mut promotion = None;
    if let Some((before, promoted)) = rest.rsplit_once('=') {
        promotion = Some(
            parse_piece_name(promoted)
                .ok_or_else(|| format!("\"{promoted}\" after '=' is not the name of a piece."))?,
        );
        rest = before.trim_end();
    }
    let mut squares = Vec::new();
    let mut open = false;
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '-' | 'x' | '×' => {
                if squares.is_empty() || open {
                    return Err(unreadable());
                }
                open = true;
            }
            c if c.is_whitespace() => {}
            'a'..='i' => {
                let rank = chars.next().ok_or_else(unreadable)?;
                let square = parse_square(&format!("{c}{rank}")).ok_or_else(unreadable)?;
                if squares.len() == 3 {
                    return Err(unreadable());
                }
                squares.push(square);
                open = false;
            }
            _ => return Err(unreadable()),
        }
    }
    if squares.is_empty() {
        return Err(unreadable());
    }
    Ok(Input::Squares {
        squares,
        open,
        name,
        promotion,
        en_passant,
    })
}

/// What a move does on a position, read before it is played: the mover, what it captures and where,
/// whether it promotes and whether it takes en passant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The moving piece, as it stands before the move.
    pub piece: Piece,
    /// The captured pieces with their squares, in the order they fall.
    pub captures: Vec<(Piece, Square)>,
    /// Whether the mover promotes.
    pub promotes: bool,
    /// Whether the move is an en passant capture.
    pub en_passant: bool,
}

/// The facts of a legal move on `position`.
pub fn facts(position: &Position, mv: Move) -> Facts {
    let code = position.code_at(mv.from);
    let piece = Piece::from_code(code);
    let mut captures = Vec::new();
    let en_passant = position.is_en_passant(code, mv);
    if let Some(via) = mv.via {
        captures.extend(position.piece_at(via).map(|victim| (victim, via)));
    }
    if mv.to != mv.from {
        captures.extend(position.piece_at(mv.to).map(|victim| (victim, mv.to)));
    }
    if en_passant {
        let target = position.en_passant().target;
        captures.extend(position.piece_at(target).map(|victim| (victim, target)));
    }
    let promotes = !piece.promoted && mv.to != mv.from && in_zone(piece.side, mv.to);
    Facts {
        piece,
        captures,
        promotes,
        en_passant,
    }
}

/// The display form (§9.3) of a legal move on `position`: `Pawn e3-e5`, `Chariot a1xa7`,
/// `Pawn c5xd6 e.p.`, `Pikeman a6-a7=Lancer`, `Emperor e5xf6-e5`, `Emperor e5xf6xg7`.
pub fn display(position: &Position, mv: Move) -> String {
    let facts = facts(position, mv);
    let mut text = format!("{} {}", facts.piece.name(), square_name(mv.from));
    if let Some(via) = mv.via {
        text.push('x');
        text.push_str(&square_name(via));
    }
    let takes_on_arrival =
        facts.en_passant || (mv.to != mv.from && position.piece_at(mv.to).is_some());
    text.push(if takes_on_arrival { 'x' } else { '-' });
    text.push_str(&square_name(mv.to));
    if facts.promotes {
        text.push('=');
        text.push_str(facts.piece.kind.promoted_name());
    }
    if facts.en_passant {
        text.push_str(" e.p.");
    }
    text
}

/// What a move took, for messages: `(takes Pawn on d5)`, `(takes Pawn on f6 and Chariot on g7)`, or
/// nothing.
pub fn takes(facts: &Facts) -> String {
    if facts.captures.is_empty() {
        return String::new();
    }
    let list: Vec<String> = facts
        .captures
        .iter()
        .map(|(victim, at)| format!("{} on {}", victim.name(), square_name(*at)))
        .collect();
    format!(" (takes {})", list.join(" and "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungi::board::tests::sq;

    fn squares(text: &str) -> (Vec<Square>, bool) {
        match parse_input(text) {
            Ok(Input::Squares { squares, open, .. }) => (squares, open),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn squares_are_read_in_every_accepted_form() {
        let e3e5 = (vec![sq("e3"), sq("e5")], false);
        for text in ["e3e5", "E3-E5", "e3 e5", " e3xe5 ", "e3×e5"] {
            assert_eq!(squares(text), e3e5, "{text}");
        }
        let double = (vec![sq("e5"), sq("f6"), sq("e5")], false);
        for text in ["e5f6e5", "e5xf6xe5", "E5-F6-E5", "e5 f6 e5"] {
            assert_eq!(squares(text), double, "{text}");
        }
        assert_eq!(squares("e5xf6-"), (vec![sq("e5"), sq("f6")], true));
        assert_eq!(squares("e5f6 x"), (vec![sq("e5"), sq("f6")], true));
        assert_eq!(squares("e6"), (vec![sq("e6")], false));
        assert_eq!(parse_input("Stop"), Ok(Input::Stop));
        for bad in [
            "",
            "e3e",
            "j3e5",
            "e3--e5",
            "-e3e5",
            "e1e2e3e4",
            "hello",
            "e3e5=Knight",
        ] {
            assert!(parse_input(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_display_form_is_read_with_its_marks() {
        assert_eq!(
            parse_input("Pawn c5xd6 e.p."),
            Ok(Input::Squares {
                squares: vec![sq("c5"), sq("d6")],
                open: false,
                name: Some((Kind::Pawn, false)),
                promotion: None,
                en_passant: true,
            })
        );
        assert_eq!(
            parse_input("Pikeman a6-a7=Lancer"),
            Ok(Input::Squares {
                squares: vec![sq("a6"), sq("a7")],
                open: false,
                name: Some((Kind::Pikeman, false)),
                promotion: Some((Kind::Pikeman, true)),
                en_passant: false,
            })
        );
        assert!(matches!(
            parse_input("Grutslaen b7-d9"),
            Ok(Input::Squares {
                name: Some((Kind::Elephant, true)),
                ..
            })
        ));
    }
}
