//! The move descriptions of [`super::pieces`] resolved on the polar board, once per process: for every
//! board code and space, the spaces its steps and leaps reach, the spaces it threatens for en passant, its
//! slide lines and its double step; plus every slide ray (§12.3) as an ordered list.

use super::board::{LINE_COUNT, NEIGHBOURS, NO_SPACE, NX, SPACE_COUNT, Space, SpaceSet, bit, ray};
use super::pieces::{double_step, moveset, on_back_row, resolve, slide_lines};
use crate::jungi::moveset::Arrival;
use crate::jungi::piece::{CODE_COUNT, Kind, Piece, Side};
use std::sync::LazyLock;

/// The longest slide: round a ring of 24 spaces, stopping before the start.
pub const LONGEST_RAY: usize = 23;

/// The spaces of one slide line from one space, in order.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    /// The spaces, the first `len` in use.
    pub spaces: [Space; LONGEST_RAY],
    /// How many there are.
    pub len: u8,
    /// The same spaces as a set.
    pub set: SpaceSet,
}

impl Ray {
    const EMPTY: Ray = Ray {
        spaces: [NO_SPACE; LONGEST_RAY],
        len: 0,
        set: 0,
    };

    /// The spaces in order.
    #[inline]
    pub fn spaces(&self) -> &[Space] {
        &self.spaces[..usize::from(self.len)]
    }

    /// The spaces a slide along the ray reaches over the occupied spaces `occupied`: the empty ones up to
    /// the first occupied one, and that one.
    #[inline]
    pub fn reach(&self, occupied: SpaceSet) -> SpaceSet {
        if self.set & occupied == 0 {
            return self.set;
        }
        let mut set = 0;
        for &space in self.spaces() {
            set |= bit(space);
            if occupied & bit(space) != 0 {
                break;
            }
        }
        set
    }

    /// The spaces strictly between the start and `to` along the ray, if `to` is on it.
    #[inline]
    pub fn before(&self, to: Space) -> Option<SpaceSet> {
        if self.set & bit(to) == 0 {
            return None;
        }
        let mut set = 0;
        for &space in self.spaces() {
            if space == to {
                break;
            }
            set |= bit(space);
        }
        Some(set)
    }
}

/// Everything the move generator looks up, indexed by board code (0, the empty space, has empty rows)
/// and space.
pub struct Tables {
    /// Spaces reached by a step or leap that may end on an empty space (the Elephant's back-row leap
    /// included, from its back row only).
    pub quiet: [[SpaceSet; SPACE_COUNT]; CODE_COUNT],
    /// Spaces reached by a step or leap that may capture there.
    pub capture: [[SpaceSet; SPACE_COUNT]; CODE_COUNT],
    /// Spaces the piece threatens for en passant (empty for pieces without the power).
    pub threat: [[SpaceSet; SPACE_COUNT]; CODE_COUNT],
    /// Slide lines, one bit per line index of [`Tables::rays`].
    pub slides: [[u32; SPACE_COUNT]; CODE_COUNT],
    /// The middle and target of the piece's double step from each space, if it has one there (whether
    /// it may use it is the position's rights); [`NO_SPACE`] twice otherwise.
    pub double_step: [[(Space, Space); SPACE_COUNT]; CODE_COUNT],
    /// Whether the piece's moves from a space can pass spaces (it slides or double-steps there).
    pub passes: [[bool; SPACE_COUNT]; CODE_COUNT],
    /// Whether the piece makes the Emperor's double moves from a space (the King on the nexus).
    pub double_moves: [[bool; SPACE_COUNT]; CODE_COUNT],
    /// Whether the code is an en passant piece (Pawn, Queen, King).
    pub taker: [bool; CODE_COUNT],
    /// Every slide ray: from each space, along each line.
    pub rays: [[Ray; LINE_COUNT]; SPACE_COUNT],
}

/// The tables, built on first use.
pub static TABLES: LazyLock<Box<Tables>> = LazyLock::new(build);

fn build() -> Box<Tables> {
    let mut tables = Box::new(Tables {
        quiet: [[0; SPACE_COUNT]; CODE_COUNT],
        capture: [[0; SPACE_COUNT]; CODE_COUNT],
        threat: [[0; SPACE_COUNT]; CODE_COUNT],
        slides: [[0; SPACE_COUNT]; CODE_COUNT],
        double_step: [[(NO_SPACE, NO_SPACE); SPACE_COUNT]; CODE_COUNT],
        passes: [[false; SPACE_COUNT]; CODE_COUNT],
        double_moves: [[false; SPACE_COUNT]; CODE_COUNT],
        taker: [false; CODE_COUNT],
        rays: [[Ray::EMPTY; LINE_COUNT]; SPACE_COUNT],
    });
    for from in 0..SPACE_COUNT as Space {
        for line in 0..LINE_COUNT {
            let spaces = ray(from, line);
            let mut entry = Ray::EMPTY;
            for (slot, &space) in entry.spaces.iter_mut().zip(&spaces) {
                *slot = space;
                entry.set |= bit(space);
            }
            entry.len = spaces.len() as u8;
            tables.rays[usize::from(from)][line] = entry;
        }
    }
    for side in Side::BOTH {
        for kind in Kind::ALL {
            fill(&mut tables, Piece::new(side, kind));
        }
    }
    tables
}

/// Fills the rows of one piece from its move sets.
fn fill(tables: &mut Tables, piece: Piece) {
    let code = usize::from(piece.code());
    let side = piece.side;
    tables.taker[code] = !moveset(piece.kind, false).en_passant.is_empty();
    for from in 0..SPACE_COUNT as Space {
        let set = moveset(piece.kind, from == NX);
        let at = usize::from(from);
        let (mut quiet, mut capture, mut threat) = (0, 0, 0);
        for jump in set.jumps {
            for to in resolve(side, from, jump.offset) {
                if jump.arrival != Arrival::CaptureOnly {
                    quiet |= bit(to);
                }
                if jump.arrival != Arrival::MoveOnly {
                    capture |= bit(to);
                }
            }
        }
        if on_back_row(side, from) {
            for &leap in set.back_rank_leaps {
                for to in resolve(side, from, leap) {
                    quiet |= bit(to);
                    capture |= bit(to);
                }
            }
        }
        for &offset in set.en_passant {
            for to in resolve(side, from, offset) {
                threat |= bit(to);
            }
        }
        let mut lines = 0u32;
        for &unit in set.slides {
            for line in slide_lines(side, from, unit) {
                lines |= 1 << line;
            }
        }
        tables.quiet[code][at] = quiet;
        tables.capture[code][at] = capture;
        tables.threat[code][at] = threat;
        tables.slides[code][at] = lines;
        if set.double_step {
            if let Some(step) = double_step(side, from) {
                tables.double_step[code][at] = step;
            }
        }
        tables.passes[code][at] = lines != 0 || tables.double_step[code][at].1 != NO_SPACE;
        tables.double_moves[code][at] = set.double_moves;
    }
}

/// The spaces a move of the piece `code` from `from` to `to` passes (§15, L1, L10), over the occupied
/// spaces `occupied` before the move, for a move that is not an Emperor's double move: none for a step or
/// leap, the middle of a double step, and for a slide the spaces of the open route passing the fewest,
/// the first in line order on a tie (`in`, `out`, `cw`, `ccw`, then the diagonals; spokes in order
/// from the nexus). `enemy` tells whether `to` holds an enemy piece.
#[inline]
pub fn passed(
    tables: &Tables,
    code: u8,
    from: Space,
    to: Space,
    occupied: SpaceSet,
    enemy: bool,
) -> SpaceSet {
    best_route(tables, code, from, to, occupied, enemy).map_or(0, |(_, passed)| passed)
}

/// The route a move takes (L1): `None` for a step or leap (nothing passed), else the slide line (or
/// [`LINE_COUNT`] for a double step) with the spaces it passes. `None` too when no route reaches `to`.
pub fn best_route(
    tables: &Tables,
    code: u8,
    from: Space,
    to: Space,
    occupied: SpaceSet,
    enemy: bool,
) -> Option<(usize, SpaceSet)> {
    let code = usize::from(code);
    let at = usize::from(from);
    let jumps = if enemy {
        tables.capture[code][at]
    } else {
        tables.quiet[code][at]
    };
    if jumps & bit(to) != 0 || tables.threat[code][at] & bit(to) != 0 {
        return None;
    }
    let (middle, target) = tables.double_step[code][at];
    if target == to {
        return Some((LINE_COUNT, bit(middle)));
    }
    let mut best: Option<(usize, SpaceSet)> = None;
    let mut lines = tables.slides[code][at];
    while lines != 0 {
        let line = lines.trailing_zeros() as usize;
        lines &= lines - 1;
        if let Some(between) = tables.rays[at][line].before(to) {
            let open = between & occupied == 0;
            let fewer = best.is_none_or(|(_, kept)| between.count_ones() < kept.count_ones());
            if open && fewer {
                best = Some((line, between));
            }
        }
    }
    best
}

/// The Emperor's second steps from `via` after capturing there, from `from` (§14): every king step from
/// `via` (directed) that is empty, holds an enemy piece, or is `from` itself.
#[inline]
pub fn second_step_targets(via: Space, from: Space, own: SpaceSet) -> SpaceSet {
    NEIGHBOURS[usize::from(via)] & (!own | bit(from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lun::board::tests::{names, set, sp};

    fn code(side: Side, kind: Kind) -> usize {
        usize::from(Piece::new(side, kind).code())
    }

    #[test]
    fn rays_stop_on_the_first_occupied_space() {
        let tables = &**TABLES;
        let ray = &tables.rays[usize::from(sp("F13"))][0];
        assert_eq!(ray.len, 13);
        assert_eq!(
            names(ray.reach(set("NX"))),
            names(set("E13 D13 C13 B13 A13 NX"))
        );
        assert_eq!(names(ray.reach(set("E13"))), "E13");
        assert_eq!(ray.before(sp("A1")), Some(set("E13 D13 C13 B13 A13 NX")));
        assert_eq!(
            ray.before(sp("F1")),
            Some(set("E13 D13 C13 B13 A13 NX A1 B1 C1 D1 E1"))
        );
        assert_eq!(ray.before(sp("F12")), None);
    }

    #[test]
    fn the_nexus_gives_the_promoted_sets_without_diagonals_or_leaps() {
        let tables = &**TABLES;
        let nx = usize::from(NX);
        for kind in Kind::ALL {
            let c = code(Side::South, kind);
            let slides = matches!(kind, Kind::Pikeman | Kind::Chariot | Kind::Queen);
            assert_eq!(
                tables.slides[c][nx].count_ones(),
                if slides { 24 } else { 0 },
                "{kind:?}"
            );
            let steps = if slides && kind != Kind::Chariot {
                0
            } else {
                24
            };
            assert_eq!(tables.quiet[c][nx].count_ones(), steps, "{kind:?}");
            assert_eq!(tables.capture[c][nx], tables.quiet[c][nx], "{kind:?}");
            let threatens = matches!(kind, Kind::Pawn | Kind::Queen | Kind::King);
            assert_eq!(
                tables.threat[c][nx].count_ones(),
                if threatens { 24 } else { 0 }
            );
            assert_eq!(tables.double_moves[c][nx], kind == Kind::King);
            assert_eq!(tables.double_step[c][nx].1, NO_SPACE);
        }
        assert!(!tables.double_moves[code(Side::South, Kind::King)][usize::from(sp("A1"))]);
    }

    #[test]
    fn the_pawn_threatens_its_sideways_and_forward_diagonal_neighbours() {
        let tables = &**TABLES;
        let pawn = code(Side::North, Kind::Pawn);
        assert_eq!(
            tables.threat[pawn][usize::from(sp("C13"))],
            set("C11 C15 B11 B15")
        );
        assert_eq!(
            tables.quiet[pawn][usize::from(sp("C13"))],
            set("B13 C11 C15")
        );
        let south = code(Side::South, Kind::Pawn);
        assert_eq!(tables.threat[south][usize::from(sp("G13"))], set("G12 G14"));
    }

    #[test]
    fn routes_pass_the_fewest_spaces_and_ties_go_in_line_order() {
        let tables = &**TABLES;
        let chariot = Piece::new(Side::South, Kind::Chariot).code();
        // F13 to F1: through the nexus and round either way pass 11 spaces each; `in` comes first.
        let (line, passed) = best_route(tables, chariot, sp("F13"), sp("F1"), 0, false).unwrap();
        assert_eq!(line, 0);
        assert_eq!(passed.count_ones(), 11);
        assert!(passed & bit(NX) != 0);
        // With the nexus taken, the way round clockwise.
        let (line, passed) =
            best_route(tables, chariot, sp("F13"), sp("F1"), set("NX"), false).unwrap();
        assert_eq!(line, 2);
        assert_eq!(
            names(passed),
            names(set("F14 F15 F16 F17 F18 F19 F20 F21 F22 F23 F24"))
        );
        // A1 to A19 is a single step counter-clockwise, not two spaces clockwise.
        assert_eq!(
            best_route(tables, chariot, sp("A1"), sp("A19"), 0, false),
            Some((3, 0))
        );
        let cannon = Piece::new(Side::North, Kind::Cannon).code();
        let (line, passed) = best_route(tables, cannon, sp("G13"), sp("A1"), 0, false).unwrap();
        assert_eq!(line, 4);
        assert_eq!(names(passed), names(set("F14 E15 D16 C17 B19")));
        let (line, _) = best_route(tables, cannon, sp("G13"), sp("A1"), set("D16"), false).unwrap();
        assert_eq!(line, 5);
        let pawn = Piece::new(Side::South, Kind::Pawn).code();
        assert_eq!(
            best_route(tables, pawn, sp("E3"), sp("C3"), 0, false),
            Some((LINE_COUNT, set("D3")))
        );
        assert_eq!(best_route(tables, pawn, sp("E3"), sp("D3"), 0, false), None);
    }
}
