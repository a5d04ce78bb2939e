//! Move notation (§17): the family's notation ([`crate::jungi_family::notation`]) on the polar board.
//!
//! A move is typed as its spaces, in any case, with or without `-`, `x`, `×` or spaces between them:
//! `E3-C3`, `e3c3`, `nxd2nx`, `F13 A1`. Spaces are read greedily: a ring letter `A`–`G` followed by one
//! or two digits, or `NX`. The display form is read too, so `Pawn E4xE5 e.p.` can be pasted back; its
//! piece name and `e.p.` mark must then be true of the move. A King's double move from the nexus may be
//! entered step by step: the first step with a separator after it (`NXxD2-`, "and the move goes on"),
//! then the second as `D2-NX`, `D2NX` or just `NX`; `stop` ends the move after its first step.

use super::LunBoard;
use super::board::{NX, RING_LETTERS, SPOKES, Space, parse_space, space_at};
use super::position::Move;
use crate::refusal::Reason;
use std::iter::Peekable;
use std::str::Chars;

pub use crate::jungi_family::notation::{Facts, Input, STOP, display, facts};

/// The canonical form of a move (§17): its spaces joined by `-`: `E3-C3`, `NX-D2-NX`.
pub fn canonical(mv: Move) -> String {
    crate::jungi_family::notation::canonical::<LunBoard>(mv)
}

/// Reads a move as typed. The error says what was not understood.
pub fn parse_input(text: &str) -> Result<Input, Reason> {
    crate::jungi_family::notation::parse_input::<LunBoard>(text)
}

/// Reads one space of typed input, greedily: `nx`, or a ring letter and one or two digits.
pub(super) fn read_space(first: char, rest: &mut Peekable<Chars>) -> Result<Space, Option<Reason>> {
    match first {
        'n' => match rest.next() {
            Some('x') => Ok(NX),
            _ => Err(None),
        },
        'a'..='g' => {
            let mut digits = String::new();
            while digits.len() < 2 {
                match rest.peek() {
                    Some(d) if d.is_ascii_digit() => {
                        digits.push(*d);
                        rest.next();
                    }
                    _ => break,
                }
            }
            let name = format!("{}{digits}", first.to_ascii_uppercase());
            parse_space(&name).ok_or_else(|| not_a_space(&name))
        }
        _ => Err(None),
    }
}

/// The reason for a name that reads like a lattice point but is no space: a spaceless crossing.
fn not_a_space(name: &str) -> Option<Reason> {
    let ring = RING_LETTERS.iter().position(|&l| name.starts_with(l))?;
    let spoke: u8 = name[1..].parse().ok()?;
    if !(1..=SPOKES).contains(&spoke) || space_at(ring as u8, spoke - 1).is_some() {
        return None;
    }
    Some(match ring {
        0 => Reason::new("refusal-lun-crossing-inner", vec![("name", name.into())]),
        _ => Reason::new(
            "refusal-lun-crossing",
            vec![
                ("name", name.into()),
                ("ring", RING_LETTERS[ring].to_string().into()),
            ],
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungi::piece::Kind;
    use crate::lun::board::tests::sp;

    fn spaces(text: &str) -> (Vec<Space>, bool) {
        match parse_input(text) {
            Ok(Input::Points { points, open, .. }) => (points, open),
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
        let error = parse_input("c2c3").unwrap_err().english();
        assert!(error.contains("C2 is a spaceless crossing"), "{error}");
        assert!(
            parse_input("a3a1")
                .unwrap_err()
                .english()
                .contains("1, 7, 13 and 19")
        );
    }

    #[test]
    fn the_display_form_is_read_with_its_marks() {
        assert_eq!(
            parse_input("Pawn E4xE5 e.p."),
            Ok(Input::Points {
                points: vec![sp("E4"), sp("E5")],
                open: false,
                name: Some((Kind::Pawn, false)),
                promotion: None,
                en_passant: true,
            })
        );
        assert_eq!(canonical(Move::double(NX, sp("D2"), NX)), "NX-D2-NX");
        assert_eq!(canonical(Move::new(sp("E3"), sp("C3"))), "E3-C3");
    }
}
