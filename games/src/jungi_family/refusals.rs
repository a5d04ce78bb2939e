//! The English templates of the Jungi family's reasons for refusing an action (Jungi and Lún Jungi), of the
//! piece names and movement descriptions in them, and of the words the two boards differ in (see
//! [`crate::refusal`]).

/// The templates, in catalogue order: the refusals, then how each form moves, then the piece names (lower
/// case for sentences, `piece-jungi-…`; as notation writes them, `name-jungi-…`).
pub const REFUSALS: &[(&str, &str)] = &[
    (
        "refusal-jungi-two-seats",
        "{ $game } has only two seats, South and North.",
    ),
    ("name-jungi-game-jungi", "Jungi"),
    ("name-jungi-game-lun", "Lún Jungi"),
    ("name-jungi-point-square", "square"),
    ("name-jungi-point-space", "space"),
    (
        "refusal-jungi-no-piece",
        "There is no piece on { $square }; pick one of your own pieces to move.",
    ),
    (
        "refusal-jungi-not-your-piece",
        "The piece on { $square } is { $owner }'s { $piece }; you play { $side }.",
    ),
    (
        "refusal-jungi-not-legal",
        "{ $move } is not a legal move for your { $piece }: { $reason }.",
    ),
    (
        "refusal-jungi-no-double-move",
        "{ $step }- cannot start a double move: { $reason }.",
    ),
    (
        "refusal-jungi-none-to-move",
        "you have no piece on { $square } to move",
    ),
    (
        "refusal-jungi-busy",
        "Your { $mover }'s move { $from }x{ $via } is in progress: give its second step from { $via } (like { $example }), or stop.",
    ),
    (
        "refusal-lun-no-promotion",
        "There is no promotion in Lún Jungi: the piece on { $square } is a { $piece } (on the nexus it moves as the { $promoted }, but stays a { $piece }).",
    ),
    (
        "refusal-jungi-not-that-piece",
        "The piece on { $square } is a { $piece }, not a { $named }.",
    ),
    (
        "refusal-jungi-promotes-to",
        "{ $move } promotes to { $piece }.",
    ),
    (
        "refusal-jungi-does-not-promote",
        "{ $move } does not promote.",
    ),
    (
        "refusal-jungi-not-en-passant",
        "{ $move } is not an en passant capture.",
    ),
    (
        "refusal-jungi-nothing-to-stop",
        "There is no double move in progress to stop; { $entry }.",
    ),
    (
        "refusal-jungi-no-double-move-in-progress",
        "No double move is in progress; { $entry }.",
    ),
    (
        "entry-jungi",
        "an Emperor enters one step by step starting with its first step, like e5f6-",
    ),
    (
        "entry-lun",
        "a King on the nexus enters one step by step starting with its first step, like NXxD2-",
    ),
    (
        "refusal-jungi-two-points",
        "Write the { $point } the piece leaves and the { $point } it goes to, like { $example }.",
    ),
    (
        "refusal-jungi-last-point",
        "A move ends on its last { $point }; only the first step of a double move is followed by '-'.",
    ),
    (
        "refusal-jungi-unreadable",
        "\"{ $text }\" is not a move: { $hint }",
    ),
    (
        "hint-jungi",
        "write its squares, like e3e5 or e3-e5, or an Emperor's double move like e5xf6xg7.",
    ),
    (
        "hint-lun",
        "write its spaces, like E3-C3 or e3c3 (a ring letter A-G and a spoke number 1-24, or NX for the nexus).",
    ),
    (
        "refusal-jungi-no-equals",
        "There is no promotion in { $game }, so a move has no '='.",
    ),
    (
        "refusal-jungi-not-a-name",
        "\"{ $text }\" after '=' is not the name of a piece.",
    ),
    (
        "refusal-lun-crossing-inner",
        "{ $name } is a spaceless crossing, not a space: ring A has spaces only on spokes 1, 7, 13 and 19.",
    ),
    (
        "refusal-lun-crossing",
        "{ $name } is a spaceless crossing, not a space: ring { $ring } has spaces only on spokes 1, 3, 5, …, 23 (the odd ones).",
    ),
    (
        "refusal-jungi-only-emperor",
        "only the Emperor moves in two steps",
    ),
    (
        "refusal-jungi-only-emperor-yours",
        "only the Emperor moves in two steps, and that is your { $piece }",
    ),
    (
        "refusal-jungi-neighbouring-steps",
        "each step of a double move goes to a neighbouring { $point }",
    ),
    (
        "refusal-jungi-capture-first",
        "a double move must capture on its first step, and { $via } holds no enemy piece (a plain step or leap reaches { $to } already)",
    ),
    (
        "refusal-lun-capture-first",
        "a double move must capture on its first step, and { $via } holds no enemy piece (a single step reaches { $to } already, if it is a neighbour)",
    ),
    (
        "refusal-jungi-own-piece",
        "your own { $piece } stands on { $square }",
    ),
    (
        "refusal-jungi-same-point",
        "it has to move to another { $point }",
    ),
    (
        "refusal-jungi-captures-diagonally",
        "it captures only diagonally forward, not onto { $square }",
    ),
    (
        "refusal-jungi-diagonal-capture-only",
        "it moves diagonally only to capture (or en passant onto a { $point } just passed)",
    ),
    ("refusal-jungi-blocked", "the way is blocked on { $square }"),
    (
        "refusal-jungi-third-rank",
        "it steps two squares forward only from its third rank",
    ),
    (
        "refusal-jungi-first-move",
        "it steps two squares forward only as its first move, and this { $piece } has moved",
    ),
    (
        "refusal-lun-first-move",
        "it steps two spaces forward only as its first move, and this { $piece } has moved",
    ),
    (
        "refusal-jungi-double-step-capture",
        "a double step cannot capture",
    ),
    ("refusal-jungi-moves", "a { $piece } moves { $how }"),
    (
        "refusal-lun-moves-on-nexus",
        "a { $piece } moves { $how } (on the nexus it moves as the { $promoted })",
    ),
    (
        "refusal-jungi-emperor-first-step",
        "an Emperor's first step must capture an enemy piece on a neighbouring square, and { $square } holds none",
    ),
    (
        "refusal-lun-king-off-nexus",
        "a King moves in two steps only from the nexus, where it moves as the Emperor",
    ),
    (
        "refusal-lun-only-king",
        "only a King on the nexus moves in two steps",
    ),
    (
        "refusal-lun-only-king-yours",
        "only a King on the nexus moves in two steps, and that is your { $piece }",
    ),
    (
        "refusal-lun-first-step",
        "the first step must capture an enemy piece on a neighbouring space, and { $space } is no such space",
    ),
    (
        "refusal-lun-forward-no-capture",
        "its step straight forward cannot capture, and { $space } is occupied",
    ),
    (
        "moves-jungi-pawn",
        "one square straight forward to an empty square, captures one square diagonally forward, two squares straight forward from its third rank, and takes en passant",
    ),
    (
        "moves-jungi-veteran",
        "one square in any direction, and takes en passant",
    ),
    ("moves-jungi-horseman", "by a knight's leap"),
    (
        "moves-jungi-unicorn",
        "one square in any direction or by a knight's leap",
    ),
    (
        "moves-jungi-elephant",
        "one square orthogonally or by a leap two squares diagonally, and from its back rank by a leap three squares straight forward",
    ),
    (
        "moves-jungi-grutslaen",
        "one square in any direction, or by a leap two squares diagonally or three squares orthogonally",
    ),
    (
        "moves-jungi-magister",
        "one square orthogonally or by a leap two squares orthogonally",
    ),
    (
        "moves-jungi-archmagister",
        "one square in any direction, or by a leap two squares orthogonally or three squares diagonally",
    ),
    (
        "moves-jungi-pikeman",
        "any distance straight forward or diagonally backward",
    ),
    ("moves-jungi-lancer", "any distance along any line"),
    ("moves-jungi-cannon", "any distance diagonally"),
    (
        "moves-jungi-kirin",
        "one square in any direction or any distance diagonally",
    ),
    ("moves-jungi-chariot", "any distance orthogonally"),
    (
        "moves-jungi-dragon",
        "one square in any direction or any distance orthogonally",
    ),
    (
        "moves-jungi-noble",
        "one square diagonally or one square straight forward",
    ),
    (
        "moves-jungi-lord",
        "one square in any direction, or by a leap two squares straight backward or two squares diagonally",
    ),
    (
        "moves-jungi-officer",
        "one square orthogonally or one square diagonally forward",
    ),
    (
        "moves-jungi-commander",
        "one square in any direction or by a leap two squares in any direction",
    ),
    (
        "moves-jungi-queen",
        "one square in any direction, two squares straight forward as its first move, and takes en passant",
    ),
    (
        "moves-jungi-emperor",
        "one square in any direction, by a leap to any square two away, or in two steps after capturing on the first",
    ),
    (
        "moves-lun-pawn",
        "one space forward to an empty space, one space sideways (around the ring) to move or capture, one space diagonally forward to capture, two spaces forward as its first move, and takes en passant",
    ),
    (
        "moves-lun-horseman",
        "by a leap one ring and two spokes, or two rings and one spoke, away",
    ),
    (
        "moves-lun-elephant",
        "one space orthogonally or by a leap two rings and two spokes away, and from ring G of its own half by a leap three rings in",
    ),
    (
        "moves-lun-magister",
        "one space orthogonally, or by a leap two rings or two spokes away",
    ),
    (
        "moves-lun-pikeman",
        "any distance straight forward or diagonally backward",
    ),
    ("moves-lun-cannon", "any distance diagonally"),
    (
        "moves-lun-chariot",
        "any distance orthogonally: along its spoke (through the nexus) or round its ring",
    ),
    (
        "moves-lun-noble",
        "one space diagonally or one space straight forward",
    ),
    (
        "moves-lun-officer",
        "one space orthogonally or one space diagonally forward",
    ),
    (
        "moves-lun-queen",
        "one space in any direction, two spaces forward as its first move, and takes en passant",
    ),
    (
        "moves-lun-nexus-slider",
        "from the nexus any distance out along any spoke",
    ),
    (
        "moves-lun-nexus-king",
        "from the nexus one space out along any spoke, or in two steps after capturing on the first (the second may return to the nexus)",
    ),
    (
        "moves-lun-nexus-step",
        "from the nexus one space out along any spoke",
    ),
    ("piece-jungi-pawn", "pawn"),
    ("piece-jungi-horseman", "horseman"),
    ("piece-jungi-elephant", "elephant"),
    ("piece-jungi-magister", "magister"),
    ("piece-jungi-pikeman", "pikeman"),
    ("piece-jungi-cannon", "cannon"),
    ("piece-jungi-chariot", "chariot"),
    ("piece-jungi-noble", "noble"),
    ("piece-jungi-officer", "officer"),
    ("piece-jungi-queen", "queen"),
    ("piece-jungi-king", "king"),
    ("piece-jungi-veteran", "veteran"),
    ("piece-jungi-unicorn", "unicorn"),
    ("piece-jungi-grutslaen", "grutslæn"),
    ("piece-jungi-archmagister", "archmagister"),
    ("piece-jungi-lancer", "lancer"),
    ("piece-jungi-kirin", "kirin"),
    ("piece-jungi-dragon", "dragon"),
    ("piece-jungi-lord", "lord"),
    ("piece-jungi-commander", "commander"),
    ("piece-jungi-empress", "empress"),
    ("piece-jungi-emperor", "emperor"),
    ("name-jungi-pawn", "Pawn"),
    ("name-jungi-horseman", "Horseman"),
    ("name-jungi-elephant", "Elephant"),
    ("name-jungi-magister", "Magister"),
    ("name-jungi-pikeman", "Pikeman"),
    ("name-jungi-cannon", "Cannon"),
    ("name-jungi-chariot", "Chariot"),
    ("name-jungi-noble", "Noble"),
    ("name-jungi-officer", "Officer"),
    ("name-jungi-queen", "Queen"),
    ("name-jungi-king", "King"),
    ("name-jungi-veteran", "Veteran"),
    ("name-jungi-unicorn", "Unicorn"),
    ("name-jungi-grutslaen", "Grutslæn"),
    ("name-jungi-archmagister", "Archmagister"),
    ("name-jungi-lancer", "Lancer"),
    ("name-jungi-kirin", "Kirin"),
    ("name-jungi-dragon", "Dragon"),
    ("name-jungi-lord", "Lord"),
    ("name-jungi-commander", "Commander"),
    ("name-jungi-empress", "Empress"),
    ("name-jungi-emperor", "Emperor"),
];

#[cfg(test)]
mod tests {
    use crate::jungi::piece::{Kind, Piece, Side};
    use crate::refusal::template;

    #[test]
    fn every_form_has_its_names_and_movement_in_the_templates() {
        for kind in Kind::ALL {
            for promoted in [false, true] {
                let piece = Piece {
                    side: Side::South,
                    kind,
                    promoted,
                };
                assert_eq!(template(piece.key()), Some(piece.lower_name().as_str()));
                assert_eq!(template(piece.name_key()), Some(piece.name()));
                for how in [
                    crate::jungi::moveset::description(kind, promoted),
                    crate::lun::pieces::description(kind, promoted),
                ] {
                    assert!(template(how).is_some(), "{how}");
                }
            }
        }
    }
}
