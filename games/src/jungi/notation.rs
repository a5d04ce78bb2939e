//! Move notation (§9.2, §9.3): the family's notation ([`crate::jungi_family::notation`]) on the 9×9
//! board.
//!
//! A move is typed as its squares, in any case, with or without `-`, `x`, `×` or spaces between them:
//! `e3e5`, `E3-E5`, `e5xf6xe5`, `e5 f6 e5`. The display form is read too, so `Pawn c5xd6 e.p.` and
//! `Pikeman a6-a7=Lancer` can be pasted back; its piece name, promotion and `e.p.` marks must then be true
//! of the move. An Emperor's double move may be entered step by step: the first step with a separator
//! after it (`e5xf6-`, "and the move goes on"), then the second as `f6e5`, `f6-e5` or just `e5`; `stop`
//! ends the move after its first step.

use super::JungiBoard;
use super::board::{Square, parse_square};
use super::position::Move;
use crate::refusal::Reason;
use std::iter::Peekable;
use std::str::Chars;

pub use crate::jungi_family::notation::{Facts, Input, STOP, display, facts};

/// The canonical form of a move (§9.2): `e3e5`, `e5f6e5`.
pub fn canonical(mv: Move) -> String {
    crate::jungi_family::notation::canonical::<JungiBoard>(mv)
}

/// Reads a move as typed. The error says what was not understood.
pub fn parse_input(text: &str) -> Result<Input, Reason> {
    crate::jungi_family::notation::parse_input::<JungiBoard>(text)
}

/// Reads one square of typed input: a file letter and a rank digit.
pub(super) fn read_square(
    first: char,
    rest: &mut Peekable<Chars>,
) -> Result<Square, Option<Reason>> {
    let rank = rest.next().ok_or(None)?;
    parse_square(&format!("{first}{rank}")).ok_or(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungi::board::tests::sq;
    use crate::jungi::piece::Kind;

    fn squares(text: &str) -> (Vec<Square>, bool) {
        match parse_input(text) {
            Ok(Input::Points { points, open, .. }) => (points, open),
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
            Ok(Input::Points {
                points: vec![sq("c5"), sq("d6")],
                open: false,
                name: Some((Kind::Pawn, false)),
                promotion: None,
                en_passant: true,
            })
        );
        assert_eq!(
            parse_input("Pikeman a6-a7=Lancer"),
            Ok(Input::Points {
                points: vec![sq("a6"), sq("a7")],
                open: false,
                name: Some((Kind::Pikeman, false)),
                promotion: Some((Kind::Pikeman, true)),
                en_passant: false,
            })
        );
        assert!(matches!(
            parse_input("Grutslaen b7-d9"),
            Ok(Input::Points {
                name: Some((Kind::Elephant, true)),
                ..
            })
        ));
    }
}
