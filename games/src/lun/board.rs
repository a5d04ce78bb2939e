//! The polar board of §12: 7 rings × 24 spokes of lattice points around the nexus, of which 124 are
//! spaces and 44 spaceless; the eight directions with the step rules of §12.2 (orthogonal steps run on
//! through spaceless points, diagonal steps that land on one turn along the target ring); slides (§12.3)
//! as fixed rays, radial ones crossing the nexus; leaps as lattice offsets (§12.4); the two halves.
//!
//! Every table here is data computed once from those rules and checked in the tests against §18.
//!
//! Numbering: rings `A` (innermost) to `G` (rim) are 0–6, spokes `1`–`24` are 0–23. Spaces are numbered
//! in the order of the position string (§17): ring `G` spokes 1…24 are 0–23, then `F`, `E`, `D`
//! (24–95), `C` and `B` on their odd spokes (96–119), `A` on spokes 1, 7, 13, 19 (120–123), and the nexus
//! `NX` last (124). So "lowest space first" is the order of rights and en passant fields as well.

use super::super::jungi::piece::Side;
pub use crate::jungi_family::{bit, points as spaces};

/// A space, numbered as the module docs say: `G1` is 0, `NX` is 124.
pub type Space = u8;

/// A set of spaces, one bit per space (bit `s` for space `s`; the top 3 bits are never set).
pub type SpaceSet = u128;

/// The number of rings (`A`–`G`).
pub const RINGS: u8 = 7;
/// The number of spokes (`1`–`24`).
pub const SPOKES: u8 = 24;
/// The number of spaces, the nexus included.
pub const SPACE_COUNT: usize = 125;
/// The nexus.
pub const NX: Space = 124;
/// A value that is no space, filling unused table slots.
pub const NO_SPACE: Space = u8::MAX;
/// Every space of the board.
pub const ALL_SPACES: SpaceSet = (1 << SPACE_COUNT) - 1;
/// The ring letters, innermost first.
pub const RING_LETTERS: [char; RINGS as usize] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
/// The index of ring `G`, the rim (each side's back row on its own half).
pub const RIM: u8 = 6;

/// Whether the lattice point on `ring` (0 = `A`) and `spoke` (0 = spoke 1) is a space (§12.1): every
/// point of rings `D`–`G`, the odd spokes on `B` and `C`, spokes 1, 7, 13 and 19 on `A`.
pub const fn is_space(ring: u8, spoke: u8) -> bool {
    match ring {
        0 => spoke.is_multiple_of(6),
        1 | 2 => spoke.is_multiple_of(2),
        _ => ring < RINGS && spoke < SPOKES,
    }
}

/// The first space number of each ring, `A` to `G`.
const RING_START: [u8; RINGS as usize] = [120, 108, 96, 72, 48, 24, 0];

/// The space on a lattice point, if the point is one.
pub const fn space_at(ring: u8, spoke: u8) -> Option<Space> {
    if ring >= RINGS || spoke >= SPOKES || !is_space(ring, spoke) {
        return None;
    }
    let start = RING_START[ring as usize];
    Some(match ring {
        0 => start + spoke / 6,
        1 | 2 => start + spoke / 2,
        _ => start + spoke,
    })
}

/// The ring of a space (0 = `A`), or `None` for the nexus.
pub const fn ring_of(space: Space) -> Option<u8> {
    match space {
        0..=95 => Some(RIM - space / 24),
        96..=107 => Some(2),
        108..=119 => Some(1),
        120..=123 => Some(0),
        _ => None,
    }
}

/// The spoke of a space (0 = spoke 1), or `None` for the nexus.
pub const fn spoke_of(space: Space) -> Option<u8> {
    match space {
        0..=95 => Some(space % 24),
        96..=119 => Some((space - 96) % 12 * 2),
        120..=123 => Some((space - 120) * 6),
        _ => None,
    }
}

/// The half a space lies in (§12.1): South owns spokes 1–12, North spokes 13–24; the nexus is in
/// neither.
pub const fn half_of(space: Space) -> Option<Side> {
    match spoke_of(space) {
        Some(spoke) if spoke < 12 => Some(Side::South),
        Some(_) => Some(Side::North),
        None => None,
    }
}

/// The spoke `turn` spokes clockwise of `spoke` (negative: counter-clockwise), wrapping round.
pub const fn turn_spoke(spoke: u8, turn: i8) -> u8 {
    (spoke as i16 + turn as i16).rem_euclid(SPOKES as i16) as u8
}

/// One of the eight directions from a ring space (§12.2), in the order of the tie rule of L1 and of the
/// table of §18.2: `in`, `out`, `cw`, `ccw`, then `in+cw`, `in+ccw`, `out+cw`, `out+ccw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Toward the nexus.
    In = 0,
    /// Toward the rim.
    Out = 1,
    /// Clockwise round the ring (spoke numbers going up).
    Cw = 2,
    /// Counter-clockwise round the ring.
    Ccw = 3,
    /// One ring in and one spoke clockwise.
    InCw = 4,
    /// One ring in and one spoke counter-clockwise.
    InCcw = 5,
    /// One ring out and one spoke clockwise.
    OutCw = 6,
    /// One ring out and one spoke counter-clockwise.
    OutCcw = 7,
}

/// The number of directions.
pub const DIRECTION_COUNT: usize = 8;

impl Direction {
    /// The eight directions, in index order.
    pub const ALL: [Direction; DIRECTION_COUNT] = [
        Direction::In,
        Direction::Out,
        Direction::Cw,
        Direction::Ccw,
        Direction::InCw,
        Direction::InCcw,
        Direction::OutCw,
        Direction::OutCcw,
    ];

    /// The ring change of one lattice step: −1 in, +1 out, 0 around the ring.
    pub const fn radial(self) -> i8 {
        match self {
            Direction::In | Direction::InCw | Direction::InCcw => -1,
            Direction::Out | Direction::OutCw | Direction::OutCcw => 1,
            Direction::Cw | Direction::Ccw => 0,
        }
    }

    /// The spoke change of one lattice step: +1 clockwise, −1 counter-clockwise, 0 radially.
    pub const fn turn(self) -> i8 {
        match self {
            Direction::Cw | Direction::InCw | Direction::OutCw => 1,
            Direction::Ccw | Direction::InCcw | Direction::OutCcw => -1,
            Direction::In | Direction::Out => 0,
        }
    }

    /// The direction of a lattice step (`radial`, `turn` each −1, 0 or 1, not both 0).
    pub const fn of(radial: i8, turn: i8) -> Option<Direction> {
        let mut i = 0;
        while i < DIRECTION_COUNT {
            let dir = Direction::ALL[i];
            if dir.radial() == radial && dir.turn() == turn {
                return Some(dir);
            }
            i += 1;
        }
        None
    }

    /// Whether it is diagonal (changes both ring and spoke).
    pub const fn is_diagonal(self) -> bool {
        self.radial() != 0 && self.turn() != 0
    }

    /// Its name in §12.2 (`in+cw`).
    pub const fn name(self) -> &'static str {
        match self {
            Direction::In => "in",
            Direction::Out => "out",
            Direction::Cw => "cw",
            Direction::Ccw => "ccw",
            Direction::InCw => "in+cw",
            Direction::InCcw => "in+ccw",
            Direction::OutCw => "out+cw",
            Direction::OutCcw => "out+ccw",
        }
    }
}

/// The single step of §12.2 from the ring space on `ring` and `spoke` in `dir`, computed from the lattice:
/// an orthogonal step runs on through spaceless points (inward it reaches the nexus past ring `A`); a
/// diagonal step that lands on a spaceless point runs along the target ring in its turning direction to
/// the next space, and does not exist beyond the rim or inside ring `A`.
const fn lattice_step(ring: u8, spoke: u8, dir: Direction) -> Space {
    let radial = dir.radial();
    let turn = dir.turn();
    let target = ring as i8 + radial;
    if target >= RINGS as i8 {
        return NO_SPACE;
    }
    if target < 0 {
        // Inward from ring A: the nexus, orthogonally only.
        return if turn == 0 { NX } else { NO_SPACE };
    }
    if radial != 0 && turn == 0 {
        // Radially: on through spaceless points.
        let mut r = target;
        while r >= 0 && r < RINGS as i8 {
            if let Some(space) = space_at(r as u8, spoke) {
                return space;
            }
            r += radial;
        }
        return if r < 0 { NX } else { NO_SPACE };
    }
    // Around the ring, or diagonally then along the target ring: on in the turning direction.
    let mut s = turn_spoke(spoke, turn);
    loop {
        if let Some(space) = space_at(target as u8, s) {
            return space;
        }
        s = turn_spoke(s, turn);
    }
}

/// For each direction and space, the single step of §12.2, or [`NO_SPACE`] (always for the nexus, whose
/// steps are [`NX_OUT`]).
pub const STEP: [[Space; SPACE_COUNT]; DIRECTION_COUNT] = {
    let mut table = [[NO_SPACE; SPACE_COUNT]; DIRECTION_COUNT];
    let mut dir = 0;
    while dir < DIRECTION_COUNT {
        let mut space = 0;
        while space < NX as usize {
            let (Some(ring), Some(spoke)) = (ring_of(space as Space), spoke_of(space as Space))
            else {
                panic!("a ring space");
            };
            table[dir][space] = lattice_step(ring, spoke, Direction::ALL[dir]);
            space += 1;
        }
        dir += 1;
    }
    table
};

/// The nexus's 24 orthogonal neighbours (§12.2): the first space out along each spoke.
pub const NX_OUT: [Space; SPOKES as usize] = {
    let mut table = [NO_SPACE; SPOKES as usize];
    let mut spoke = 0;
    while spoke < SPOKES {
        let mut ring = 0;
        while !is_space(ring, spoke) {
            ring += 1;
        }
        table[spoke as usize] = match space_at(ring, spoke) {
            Some(space) => space,
            None => NO_SPACE,
        };
        spoke += 1;
    }
    table
};

/// The nexus's neighbours as a set.
pub const NX_NEIGHBOURS: SpaceSet = {
    let mut set = 0;
    let mut spoke = 0;
    while spoke < SPOKES as usize {
        set |= bit(NX_OUT[spoke]);
        spoke += 1;
    }
    set
};

/// The king-step neighbours of each space, as directed steps from it (§12.2: the diagonal relation is
/// not symmetric): up to 8 for a ring space, the 24 of [`NX_OUT`] for the nexus.
pub const NEIGHBOURS: [SpaceSet; SPACE_COUNT] = {
    let mut table = [0; SPACE_COUNT];
    let mut space = 0;
    while space < NX as usize {
        let mut dir = 0;
        while dir < DIRECTION_COUNT {
            let next = STEP[dir][space];
            if next != NO_SPACE {
                table[space] |= bit(next);
            }
            dir += 1;
        }
        space += 1;
    }
    table[NX as usize] = NX_NEIGHBOURS;
    table
};

/// The space a lattice offset away (§12.4): `radial` rings out (negative: in, no wrapping) and `turn`
/// spokes clockwise (wrapping), if that lattice point is a space. Leaps never start from or reach the
/// nexus.
pub const fn leap(from: Space, radial: i8, turn: i8) -> Option<Space> {
    let (Some(ring), Some(spoke)) = (ring_of(from), spoke_of(from)) else {
        return None;
    };
    let target = ring as i8 + radial;
    if target < 0 || target >= RINGS as i8 {
        return None;
    }
    space_at(target as u8, turn_spoke(spoke, turn))
}

/// The number of slide lines from a space: the 8 directions from a ring space, one per spoke from the
/// nexus. Line `l` from a ring space is [`Direction::ALL`]`[l]`; from the nexus it is spoke `l`.
pub const LINE_COUNT: usize = SPOKES as usize;

/// The spaces a slide visits from `from` along `line`, in order, to the end of the board (§12.3): the
/// step of the line's direction repeated; an inward slide that reaches the nexus carries on outward
/// along the opposite spoke; a slide around a ring stops before its own start. From the nexus, line `l`
/// runs out along spoke `l`.
pub fn ray(from: Space, line: usize) -> Vec<Space> {
    let mut spaces = Vec::new();
    let (mut at, mut dir) = if from == NX {
        if line >= LINE_COUNT {
            return spaces;
        }
        let first = NX_OUT[line];
        spaces.push(first);
        (first, Direction::Out)
    } else {
        match Direction::ALL.get(line) {
            Some(&dir) => (from, dir),
            None => return spaces,
        }
    };
    loop {
        let next = STEP[dir as usize][usize::from(at)];
        if next == NO_SPACE || next == from {
            return spaces;
        }
        spaces.push(next);
        if next == NX {
            // On through the nexus, out along the opposite spoke.
            let spoke = spoke_of(at).expect("the nexus is entered from a ring space");
            let out = NX_OUT[usize::from(turn_spoke(spoke, 12))];
            spaces.push(out);
            at = out;
            dir = Direction::Out;
        } else {
            at = next;
        }
    }
}

/// The name of a space (`E8`, `B23`, `NX`).
pub fn space_name(space: Space) -> String {
    match (ring_of(space), spoke_of(space)) {
        (Some(ring), Some(spoke)) => format!("{}{}", RING_LETTERS[usize::from(ring)], spoke + 1),
        _ => "NX".to_owned(),
    }
}

/// Reads a space name (`E8`, `b23`, `nx`), case-insensitive.
pub fn parse_space(text: &str) -> Option<Space> {
    if text.eq_ignore_ascii_case("nx") {
        return Some(NX);
    }
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    let ring = RING_LETTERS.iter().position(|&l| l == letter)?;
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if digits.starts_with('0') {
        return None;
    }
    let spoke: u8 = digits.parse().ok()?;
    if !(1..=SPOKES).contains(&spoke) {
        return None;
    }
    space_at(ring as u8, spoke - 1)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The space of a name; panics on a bad name.
    pub(crate) fn sp(name: &str) -> Space {
        parse_space(name).unwrap_or_else(|| panic!("{name} is not a space"))
    }

    /// The set of space-separated names.
    pub(crate) fn set(names: &str) -> SpaceSet {
        names
            .split_whitespace()
            .fold(0, |set, name| set | bit(sp(name)))
    }

    /// The names of a set, lowest space first, space-separated.
    pub(crate) fn names(set: SpaceSet) -> String {
        spaces(set).map(space_name).collect::<Vec<_>>().join(" ")
    }

    fn step(from: &str, dir: Direction) -> String {
        match STEP[dir as usize][usize::from(sp(from))] {
            NO_SPACE => "–".to_owned(),
            to => space_name(to),
        }
    }

    #[test]
    fn spaces_are_numbered_in_position_string_order_and_named_both_ways() {
        assert_eq!(sp("G1"), 0);
        assert_eq!(sp("G24"), 23);
        assert_eq!(sp("F1"), 24);
        assert_eq!(sp("D24"), 95);
        assert_eq!(sp("C1"), 96);
        assert_eq!(sp("C23"), 107);
        assert_eq!(sp("B1"), 108);
        assert_eq!(sp("A1"), 120);
        assert_eq!(sp("A19"), 123);
        assert_eq!(sp("nx"), NX);
        for space in 0..SPACE_COUNT as Space {
            assert_eq!(parse_space(&space_name(space)), Some(space));
            if space != NX {
                let (ring, spoke) = (ring_of(space).unwrap(), spoke_of(space).unwrap());
                assert_eq!(space_at(ring, spoke), Some(space));
            }
        }
        assert_eq!(parse_space("e8"), Some(sp("E8")));
        for bad in [
            "C2", "A2", "B24", "H1", "E0", "E25", "E08", "E", "", "N", "E123",
        ] {
            assert_eq!(parse_space(bad), None, "{bad}");
        }
        // Every coordinate the seed mentions exists.
        for name in ["B23", "C13", "E8", "E13", "F13", "G13"] {
            assert!(parse_space(name).is_some(), "{name}");
        }
    }

    #[test]
    fn the_invariants_of_section_18_1_hold() {
        let count = |ring: u8| (0..SPOKES).filter(|&s| is_space(ring, s)).count();
        assert_eq!(
            [0, 1, 2, 3, 4, 5, 6].map(count),
            [4, 12, 12, 24, 24, 24, 24]
        );
        let spaceless = (0..RINGS)
            .flat_map(|r| (0..SPOKES).map(move |s| (r, s)))
            .filter(|&(r, s)| !is_space(r, s))
            .count();
        assert_eq!(spaceless, 44);
        assert_eq!(ALL_SPACES.count_ones(), 125);
        // The nexus: 24 orthogonal neighbours, no diagonal ones.
        assert_eq!(NX_NEIGHBOURS.count_ones(), 24);
        assert!(
            Direction::ALL
                .iter()
                .all(|&d| STEP[d as usize][usize::from(NX)] == NO_SPACE)
        );
        // K neighbours per ring space: 5 on the rim, 6 on ring A, 8 elsewhere.
        for space in 0..NX {
            let expected = match ring_of(space) {
                Some(RIM) => 5,
                Some(0) => 6,
                _ => 8,
            };
            assert_eq!(
                NEIGHBOURS[usize::from(space)].count_ones(),
                expected,
                "{}",
                space_name(space)
            );
            // From a single space, no two directions lead to the same space.
            let steps: Vec<Space> = Direction::ALL
                .iter()
                .map(|&d| STEP[d as usize][usize::from(space)])
                .filter(|&s| s != NO_SPACE)
                .collect();
            assert_eq!(steps.len(), expected as usize);
        }
        // Directed links: 496 orthogonal (the nexus's 24 included) and 440 diagonal, 104 of the diagonal
        // steps turning along a ring, 40 diagonal steps not leading back by the opposite diagonal.
        let mut orthogonal = NX_NEIGHBOURS.count_ones();
        let (mut diagonal, mut turning, mut one_way) = (0, 0, 0);
        for space in 0..NX {
            for dir in Direction::ALL {
                let to = STEP[dir as usize][usize::from(space)];
                if to == NO_SPACE {
                    continue;
                }
                let opposite = Direction::of(-dir.radial(), -dir.turn()).unwrap();
                let back = if to == NX {
                    NX_OUT[usize::from(spoke_of(space).unwrap())]
                } else {
                    STEP[opposite as usize][usize::from(to)]
                };
                if dir.is_diagonal() {
                    diagonal += 1;
                    let expected_spoke = turn_spoke(spoke_of(space).unwrap(), dir.turn());
                    if spoke_of(to) != Some(expected_spoke) {
                        turning += 1;
                    }
                    if back != space {
                        one_way += 1;
                    }
                } else {
                    orthogonal += 1;
                    assert_eq!(back, space, "{} {}", space_name(space), dir.name());
                }
            }
        }
        assert_eq!(
            (orthogonal, diagonal, turning, one_way),
            (496, 440, 104, 40)
        );
        for spoke in 0..SPOKES {
            let out = NX_OUT[usize::from(spoke)];
            assert_eq!(STEP[Direction::In as usize][usize::from(out)], NX);
        }
    }

    #[test]
    fn the_neighbour_tables_of_section_18_2() {
        const TABLE: [(&str, [&str; 8]); 12] = [
            ("G13", ["F13", "–", "G14", "G12", "F14", "F12", "–", "–"]),
            ("E8", ["D8", "F8", "E9", "E7", "D9", "D7", "F9", "F7"]),
            ("D1", ["C1", "E1", "D2", "D24", "C3", "C23", "E2", "E24"]),
            ("D2", ["NX", "E2", "D3", "D1", "C3", "C1", "E3", "E1"]),
            ("D3", ["C3", "E3", "D4", "D2", "C5", "C1", "E4", "E2"]),
            ("C1", ["B1", "D1", "C3", "C23", "B3", "B23", "D2", "D24"]),
            ("C5", ["B5", "D5", "C7", "C3", "B7", "B3", "D6", "D4"]),
            ("B1", ["A1", "C1", "B3", "B23", "A7", "A19", "C3", "C23"]),
            ("B3", ["NX", "C3", "B5", "B1", "A7", "A1", "C5", "C1"]),
            ("B23", ["NX", "C23", "B1", "B21", "A1", "A19", "C1", "C21"]),
            ("A1", ["NX", "B1", "A7", "A19", "–", "–", "B3", "B23"]),
            ("A7", ["NX", "B7", "A13", "A1", "–", "–", "B9", "B5"]),
        ];
        for (from, expected) in TABLE {
            let got = Direction::ALL.map(|dir| step(from, dir));
            assert_eq!(got, expected.map(str::to_owned), "{from}");
        }
        let out: Vec<String> = NX_OUT.iter().map(|&s| space_name(s)).collect();
        assert_eq!(
            out.join(" "),
            "A1 D2 B3 D4 B5 D6 A7 D8 B9 D10 B11 D12 A13 D14 B15 D16 B17 D18 A19 D20 B21 D22 B23 D24"
        );
    }

    #[test]
    fn slides_cross_the_nexus_wrap_round_rings_and_turn_on_diagonals() {
        let line = |from: &str, dir: Direction| {
            ray(sp(from), dir as usize)
                .into_iter()
                .map(space_name)
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(
            line("F13", Direction::In),
            "E13 D13 C13 B13 A13 NX A1 B1 C1 D1 E1 F1 G1"
        );
        assert_eq!(line("F13", Direction::Out), "G13");
        assert_eq!(line("D2", Direction::In), "NX D14 E14 F14 G14");
        assert_eq!(line("A1", Direction::Cw), "A7 A13 A19");
        assert_eq!(line("A1", Direction::Ccw), "A19 A13 A7");
        assert_eq!(ray(sp("F13"), Direction::Cw as usize).len(), 23);
        assert_eq!(line("G13", Direction::InCw), "F14 E15 D16 C17 B19 A1");
        assert_eq!(line("G13", Direction::InCcw), "F12 E11 D10 C9 B7 A1");
        assert_eq!(line("G13", Direction::OutCw), "");
        assert_eq!(
            ray(NX, 4).into_iter().map(space_name).collect::<Vec<_>>(),
            ["B5", "C5", "D5", "E5", "F5", "G5"]
        );
        // The diameters: 9 spaces through spoke 2/14, 13 through 5/17, 15 through the ring A spokes.
        for (spoke, length) in [(1u8, 9usize), (4, 13), (0, 15), (6, 15)] {
            let rim = space_at(RIM, spoke).unwrap();
            assert_eq!(
                ray(rim, Direction::In as usize).len() + 1,
                length,
                "spoke {}",
                spoke + 1
            );
        }
    }

    #[test]
    fn leaps_are_lattice_offsets_onto_spaces() {
        let from = sp("B23");
        let mut targets: Vec<String> = [
            (1, 2),
            (1, -2),
            (-1, 2),
            (-1, -2),
            (2, 1),
            (2, -1),
            (-2, 1),
            (-2, -1),
        ]
        .into_iter()
        .filter_map(|(r, t)| leap(from, r, t))
        .map(space_name)
        .collect();
        targets.sort();
        assert_eq!(targets, ["A1", "C1", "C21", "D22", "D24"]);
        assert_eq!(leap(sp("G3"), -3, 0), Some(sp("D3")));
        assert_eq!(leap(sp("A1"), 0, 2), None, "A3 is spaceless");
        assert_eq!(leap(NX, 1, 0), None);
    }

    #[test]
    fn halves_are_spokes_1_to_12_and_13_to_24() {
        assert_eq!(half_of(sp("G12")), Some(Side::South));
        assert_eq!(half_of(sp("A1")), Some(Side::South));
        assert_eq!(half_of(sp("C13")), Some(Side::North));
        assert_eq!(half_of(sp("D24")), Some(Side::North));
        assert_eq!(half_of(NX), None);
    }
}
