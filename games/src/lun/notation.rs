//! Move notation (§17): what players may type, the canonical form and the display form.
//!
//! A move is typed as its spaces, in any case, with or without `-`, `x`, `×` or spaces between them:
//! `E3-C3`, `e3c3`, `nxd2nx`, `F13 A1`. Spaces are read greedily: a ring letter `A`–`G` followed by one
//! or two digits, or `NX`. The display form is read too, so `Pawn E4xE5 e.p.` can be pasted back; its
//! piece name and `e.p.` mark must then be true of the move. A King's double move from the nexus may be
//! entered step by step: the first step with a separator after it (`NXxD2-`, "and the move goes on"),
//! then the second as `D2-NX`, `D2NX` or just `NX`; `stop` ends the move after its first step.

use super::board::{NX, RING_LETTERS, SPOKES, Space, parse_space, space_at, space_name};
use super::position::{Move, Position};
use crate::jungi::piece::{Kind, Piece, parse_piece_name};

/// A move as typed, before it is matched against the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// One to three spaces.
    Spaces {
        /// The spaces, in order.
        spaces: Vec<Space>,
        /// Whether a separator follows the last space: the move goes on (a first step).
        open: bool,
        /// The piece name given before the spaces (display form), with whether it was a promoted form's.
        name: Option<(Kind, bool)>,
        /// Whether the `e.p.` mark was given.
        en_passant: bool,
    },
    /// `stop`: end a move in progress after its first step.
    Stop,
}

/// The word that ends a move in progress after its first step.
pub const STOP: &str = "stop";

/// The canonical form of a move (§17): its spaces joined by `-`: `E3-C3`, `NX-D2-NX`.
pub fn canonical(mv: Move) -> String {
    match mv.via {
        None => format!("{}-{}", space_name(mv.from), space_name(mv.to)),
        Some(via) => format!(
            "{}-{}-{}",
            space_name(mv.from),
            space_name(via),
            space_name(mv.to)
        ),
    }
}

/// Reads a move as typed. The error is a sentence saying what was not understood.
pub fn parse_input(text: &str) -> Result<Input, String> {
    let trimmed = text.trim();
    let unreadable = || {
        format!(
            "\"{trimmed}\" is not a move: write its spaces, like E3-C3 or e3c3 (a ring letter A-G and a spoke number 1-24, or NX for the nexus)."
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
    if rest.contains('=') {
        return Err("There is no promotion in Lún Jungi, so a move has no '='.".to_owned());
    }
    let mut spaces = Vec::new();
    let mut open = false;
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        let space = match c {
            '-' | 'x' | '×' => {
                if spaces.is_empty() || open {
                    return Err(unreadable());
                }
                open = true;
                continue;
            }
            c if c.is_whitespace() => continue,
            'n' => match chars.next() {
                Some('x') => NX,
                _ => return Err(unreadable()),
            },
            'a'..='g' => {
                let mut digits = String::new();
                while digits.len() < 2 {
                    match chars.peek() {
                        Some(d) if d.is_ascii_digit() => {
                            digits.push(*d);
                            chars.next();
                        }
                        _ => break,
                    }
                }
                let name = format!("{}{digits}", c.to_ascii_uppercase());
                parse_space(&name).ok_or_else(|| not_a_space(&name).unwrap_or_else(unreadable))?
            }
            _ => return Err(unreadable()),
        };
        if spaces.len() == 3 {
            return Err(unreadable());
        }
        spaces.push(space);
        open = false;
    }
    if spaces.is_empty() {
        return Err(unreadable());
    }
    Ok(Input::Spaces {
        spaces,
        open,
        name,
        en_passant,
    })
}

/// The sentence for a name that reads like a lattice point but is no space: a spaceless crossing.
fn not_a_space(name: &str) -> Option<String> {
    let ring = RING_LETTERS.iter().position(|&l| name.starts_with(l))?;
    let spoke: u8 = name[1..].parse().ok()?;
    if !(1..=SPOKES).contains(&spoke) || space_at(ring as u8, spoke - 1).is_some() {
        return None;
    }
    Some(format!(
        "{name} is a spaceless crossing, not a space: ring {} has spaces only on spokes {}.",
        RING_LETTERS[ring],
        match ring {
            0 => "1, 7, 13 and 19",
            _ => "1, 3, 5, …, 23 (the odd ones)",
        }
    ))
}

/// What a move does on a position, read before it is played: the mover, what it captures and where,
/// and whether it takes en passant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// The moving piece.
    pub piece: Piece,
    /// The captured pieces with their spaces, in the order they fall.
    pub captures: Vec<(Piece, Space)>,
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
    Facts {
        piece,
        captures,
        en_passant,
    }
}

/// The display form (§17) of a legal move on `position`: `Pawn E3-C3`, `Chariot F13xA1`,
/// `Pawn E4xE5 e.p.`, `King NXxD2-NX`.
pub fn display(position: &Position, mv: Move) -> String {
    let facts = facts(position, mv);
    let mut text = format!("{} {}", facts.piece.name(), space_name(mv.from));
    if let Some(via) = mv.via {
        text.push('x');
        text.push_str(&space_name(via));
    }
    let takes_on_arrival =
        facts.en_passant || (mv.to != mv.from && position.piece_at(mv.to).is_some());
    text.push(if takes_on_arrival { 'x' } else { '-' });
    text.push_str(&space_name(mv.to));
    if facts.en_passant {
        text.push_str(" e.p.");
    }
    text
}

/// What a move took, for messages: `(takes Pawn on D5)`, `(takes Pawn on A1 and Chariot on B3)`, or
/// nothing.
pub fn takes(facts: &Facts) -> String {
    if facts.captures.is_empty() {
        return String::new();
    }
    let list: Vec<String> = facts
        .captures
        .iter()
        .map(|(victim, at)| format!("{} on {}", victim.name(), space_name(*at)))
        .collect();
    format!(" (takes {})", list.join(" and "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lun::board::tests::sp;

    fn spaces(text: &str) -> (Vec<Space>, bool) {
        match parse_input(text) {
            Ok(Input::Spaces { spaces, open, .. }) => (spaces, open),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn spaces_are_read_greedily_in_every_accepted_form() {
        let e3c3 = (vec![sp("E3"), sp("C3")], false);
        for text in ["E3-C3", "e3c3", "e3 c3", " E3xC3 ", "e3×c3"] {
            assert_eq!(spaces(text), e3c3, "{text}");
        }
        assert_eq!(spaces("f13a1"), (vec![sp("F13"), sp("A1")], false));
        assert_eq!(spaces("e1e13"), (vec![sp("E1"), sp("E13")], false));
        assert_eq!(spaces("g12g1"), (vec![sp("G12"), sp("G1")], false));
        let double = (vec![NX, sp("D2"), NX], false);
        for text in ["nxd2nx", "NX-D2-NX", "nxxd2xnx", "NX D2 NX"] {
            assert_eq!(spaces(text), double, "{text}");
        }
        assert_eq!(spaces("NXxD2-"), (vec![NX, sp("D2")], true));
        assert_eq!(spaces("nx"), (vec![NX], false));
        assert_eq!(parse_input("Stop"), Ok(Input::Stop));
        for bad in [
            "",
            "e3e",
            "h3e5",
            "e3--c3",
            "-e3c3",
            "e1e2e3e4",
            "hello",
            "n3",
            "e25c3",
            "e3c3=Veteran",
        ] {
            assert!(parse_input(bad).is_err(), "{bad}");
        }
        let error = parse_input("c2c3").unwrap_err();
        assert!(error.contains("C2 is a spaceless crossing"), "{error}");
        assert!(parse_input("a3a1").unwrap_err().contains("1, 7, 13 and 19"));
    }

    #[test]
    fn the_display_form_is_read_with_its_marks() {
        assert_eq!(
            parse_input("Pawn E4xE5 e.p."),
            Ok(Input::Spaces {
                spaces: vec![sp("E4"), sp("E5")],
                open: false,
                name: Some((Kind::Pawn, false)),
                en_passant: true,
            })
        );
        assert_eq!(canonical(Move::double(NX, sp("D2"), NX)), "NX-D2-NX");
        assert_eq!(canonical(Move::new(sp("E3"), sp("C3"))), "E3-C3");
    }
}
