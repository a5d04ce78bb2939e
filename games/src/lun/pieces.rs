//! The pieces of §13–§14 on the polar board: Jungi's move descriptions ([`crate::jungi::moveset`]) read
//! in Lún's geometry.
//!
//! A piece on a ring space uses its base set, except the Pawn, whose Lún set ([`LUN_PAWN`]) adds
//! sideways moves and captures. A piece on the nexus uses its promoted set with every direction
//! allowed (§14, L4). [`resolve`] says where one offset of a set leads: on a ring space a unit offset is
//! one of the eight directions (forward is `in` on the mover's own half and `out` on the enemy half, by
//! the space the move starts on; sideways is `cw`/`ccw`), a longer one a lattice leap; on the nexus a
//! unit orthogonal offset is any of the 24 steps out, and diagonals and leaps lead nowhere.

use super::board::{Direction, NO_SPACE, NX, NX_OUT, RIM, STEP, Space, half_of, leap, ring_of};
use crate::jungi::moveset::{Arrival, BASE, Jump, Moveset, Offset, PROMOTED, off};
use crate::jungi::piece::{Kind, Side};

const LUN_PAWN_JUMPS: [Jump; 5] = [
    Jump {
        offset: off(1, 0),
        arrival: Arrival::MoveOnly,
    },
    Jump {
        offset: off(0, -1),
        arrival: Arrival::Any,
    },
    Jump {
        offset: off(0, 1),
        arrival: Arrival::Any,
    },
    Jump {
        offset: off(1, -1),
        arrival: Arrival::CaptureOnly,
    },
    Jump {
        offset: off(1, 1),
        arrival: Arrival::CaptureOnly,
    },
];
const LUN_PAWN_THREATS: [Offset; 4] = [off(0, -1), off(0, 1), off(1, -1), off(1, 1)];

/// The Lún Pawn (§11, §13): one step forward to move, one step sideways to move or capture, one step
/// diagonally forward to capture, a double step forward as its first move; it takes en passant on its
/// sideways and forward-diagonal neighbours.
pub const LUN_PAWN: Moveset = Moveset {
    jumps: &LUN_PAWN_JUMPS,
    slides: &[],
    back_rank_leaps: &[],
    double_step: true,
    en_passant: &LUN_PAWN_THREATS,
    double_moves: false,
    royal: false,
};

/// The move set of `kind` on a ring space, or on the nexus.
pub const fn moveset(kind: Kind, on_nexus: bool) -> &'static Moveset {
    match (kind, on_nexus) {
        (_, true) => PROMOTED[kind as usize],
        (Kind::Pawn, false) => &LUN_PAWN,
        _ => BASE[kind as usize],
    }
}

/// Whether "forward" is `in` for `side` on the ring space `from`: on its own half; `out` on the enemy
/// half (§12.5, L5).
pub fn forward_is_in(side: Side, from: Space) -> bool {
    half_of(from) == Some(side)
}

/// The spaces one offset of a move set leads to from `from` for a piece of `side` (see the module
/// docs): at most one from a ring space, the 24 neighbours or none from the nexus.
pub fn resolve(side: Side, from: Space, offset: Offset) -> Vec<Space> {
    let unit = offset.forward.abs() <= 1 && offset.side.abs() <= 1;
    if from == NX {
        let orthogonal = unit && (offset.forward == 0) != (offset.side == 0);
        return if orthogonal {
            NX_OUT.to_vec()
        } else {
            Vec::new()
        };
    }
    let radial = if forward_is_in(side, from) {
        -offset.forward
    } else {
        offset.forward
    };
    let target = if unit {
        Direction::of(radial, offset.side)
            .map_or(NO_SPACE, |dir| STEP[dir as usize][usize::from(from)])
    } else {
        leap(from, radial, offset.side).unwrap_or(NO_SPACE)
    };
    if target == NO_SPACE {
        Vec::new()
    } else {
        vec![target]
    }
}

/// The slide lines (see [`super::board::ray`]) of one unit slide offset from `from` for `side`: one
/// direction from a ring space; every spoke from the nexus for an orthogonal offset, none for a
/// diagonal.
pub fn slide_lines(side: Side, from: Space, unit: Offset) -> Vec<usize> {
    if from == NX {
        let orthogonal = (unit.forward == 0) != (unit.side == 0);
        return if orthogonal {
            (0..NX_OUT.len()).collect()
        } else {
            Vec::new()
        };
    }
    let radial = if forward_is_in(side, from) {
        -unit.forward
    } else {
        unit.forward
    };
    Direction::of(radial, unit.side)
        .map(|dir| vec![dir as usize])
        .unwrap_or_default()
}

/// Whether `from` is on `side`'s back row: ring `G` of its own half (§12.5), where the Elephant's
/// three-ring leap starts.
pub fn on_back_row(side: Side, from: Space) -> bool {
    ring_of(from) == Some(RIM) && half_of(from) == Some(side)
}

/// The middle and target of the double step of a piece of `side` on `from` (§15, L3): exactly two
/// lattice rings forward on the same spoke, onto a space, never through or onto the nexus.
pub fn double_step(side: Side, from: Space) -> Option<(Space, Space)> {
    if from == NX {
        return None;
    }
    let radial = if forward_is_in(side, from) { -1 } else { 1 };
    let to = leap(from, 2 * radial, 0)?;
    let middle = leap(from, radial, 0).expect("the point between two spaces on a spoke is a space");
    Some((middle, to))
}

/// The key of how a piece moves, on a ring space or on the nexus, in one phrase for refusals ("a pikeman
/// moves …"; see [`crate::refusal`]).
pub const fn description(kind: Kind, on_nexus: bool) -> &'static str {
    use Kind::*;
    match (kind, on_nexus) {
        (Pawn, false) => "moves-lun-pawn",
        (Horseman, false) => "moves-lun-horseman",
        (Elephant, false) => "moves-lun-elephant",
        (Magister, false) => "moves-lun-magister",
        (Pikeman, false) => "moves-lun-pikeman",
        (Cannon, false) => "moves-lun-cannon",
        (Chariot, false) => "moves-lun-chariot",
        (Noble, false) => "moves-lun-noble",
        (Officer, false) => "moves-lun-officer",
        (Queen, false) | (King, false) => "moves-lun-queen",
        (Pikeman, true) | (Chariot, true) | (Queen, true) => "moves-lun-nexus-slider",
        (King, true) => "moves-lun-nexus-king",
        (_, true) => "moves-lun-nexus-step",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lun::board::space_name;
    use crate::lun::board::tests::sp;

    #[test]
    fn forward_is_in_on_the_own_half_and_out_on_the_enemy_half() {
        assert!(forward_is_in(Side::South, sp("E3")));
        assert!(!forward_is_in(Side::South, sp("C13")));
        assert!(forward_is_in(Side::North, sp("C13")));
        assert!(!forward_is_in(Side::North, NX));
        assert_eq!(resolve(Side::North, sp("C13"), off(1, 0)), [sp("B13")]);
        assert_eq!(resolve(Side::South, sp("C13"), off(1, 0)), [sp("D13")]);
        assert_eq!(
            resolve(Side::South, sp("G13"), off(1, 0)),
            Vec::<Space>::new()
        );
        assert_eq!(resolve(Side::South, NX, off(1, 0)).len(), 24);
        assert_eq!(resolve(Side::South, NX, off(1, 1)), Vec::<Space>::new());
        assert_eq!(resolve(Side::South, NX, off(2, 0)), Vec::<Space>::new());
    }

    #[test]
    fn double_steps_go_two_rings_forward_onto_a_space() {
        let names =
            |side, from| double_step(side, sp(from)).map(|(m, t)| (space_name(m), space_name(t)));
        assert_eq!(names(Side::South, "E3"), Some(("D3".into(), "C3".into())));
        assert_eq!(names(Side::South, "E2"), None, "C2 is spaceless");
        assert_eq!(names(Side::South, "F2"), Some(("E2".into(), "D2".into())));
        assert_eq!(names(Side::South, "G7"), Some(("F7".into(), "E7".into())));
        assert_eq!(
            names(Side::North, "F19"),
            Some(("E19".into(), "D19".into()))
        );
        assert_eq!(names(Side::South, "C1"), Some(("B1".into(), "A1".into())));
        assert_eq!(names(Side::South, "B1"), None, "never through the nexus");
        assert_eq!(
            names(Side::South, "E13"),
            Some(("F13".into(), "G13".into()))
        );
        assert_eq!(names(Side::South, "F13"), None, "beyond the rim");
    }
}
