//! How each piece moves (§3–§4), as data that names no board.
//!
//! Every move is described relative to the mover: an [`Offset`] counts squares **forward** (toward the
//! enemy) and **sideways**. The 9×9 board turns these descriptions into target tables
//! ([`super::tables`]); a board of another shape can read the same descriptions and resolve forward,
//! sideways, steps, slides and leaps its own way (Lún Jungi: radial and around the ring, with its own
//! continuation through spaceless points). Nothing here depends on files and ranks.
//!
//! How a polar board reads them (Part II of the rules text): a unit [`Offset`] in [`Moveset::jumps`] or
//! [`Moveset::slides`] is one of the eight directions, `forward` being `in` or `out` by the half the move
//! starts in and `side` being `cw`/`ccw`; a longer offset is a lattice leap (Δring from `forward`, Δspoke
//! from `side`). [`Moveset::back_rank_leaps`] is the Elephant's leap from ring G; [`Moveset::double_step`],
//! [`Moveset::en_passant`], [`Moveset::double_moves`] and [`Moveset::royal`] carry over as they are. The
//! base sets ([`BASE`]) are Lún's pieces except the Pawn, whose Lún set adds sideways moves and
//! captures; on the nexus a piece uses its promoted set ([`PROMOTED`]) with every direction allowed, which
//! from the nexus leaves its steps, radial slides and, for the Emperor, double moves (§14).

/// A displacement relative to the mover: `forward` squares toward the enemy (negative: backward) and
/// `side` squares sideways (the sign only tells the two sideways directions apart; every move set here is
/// symmetric under swapping them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offset {
    /// Squares forward; negative is backward.
    pub forward: i8,
    /// Squares sideways.
    pub side: i8,
}

/// The offset `forward` squares forward and `side` sideways.
pub const fn off(forward: i8, side: i8) -> Offset {
    Offset { forward, side }
}

/// What a step or leap may do on arrival.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arrival {
    /// Move to an empty square or capture an enemy piece there.
    Any,
    /// Only to an empty square (Betza `m`).
    MoveOnly,
    /// Only onto an enemy piece (Betza `c`).
    CaptureOnly,
}

/// One step or leap: jump straight to `offset`, nothing in between matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jump {
    /// Where it lands, relative to the mover.
    pub offset: Offset,
    /// What it may do there.
    pub arrival: Arrival,
}

/// The moves of one piece form (a base piece or a promoted one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Moveset {
    /// Single steps (`offset` one square away) and leaps (farther), never blocked.
    pub jumps: &'static [Jump],
    /// Slide directions (unit offsets): any number of empty squares, then optionally onto an enemy piece.
    pub slides: &'static [Offset],
    /// Leaps available only while the piece stands on its own back rank (the Elephant's `fH`), with the
    /// same arrival rules as an ordinary leap.
    pub back_rank_leaps: &'static [Offset],
    /// A double step straight forward (two steps, the middle square empty, move only) on the piece's first
    /// move. Who has the right is the board's business: the 9×9 board gives it to a Pawn on its third rank
    /// and to a Queen or King that has never moved.
    pub double_step: bool,
    /// The squares the piece threatens for en passant (the single-step offsets it captures with), or none
    /// for a piece without the en passant power.
    pub en_passant: &'static [Offset],
    /// Whether the piece makes the Emperor's capture-first double moves (§4).
    pub double_moves: bool,
    /// Whether losing it loses the game.
    pub royal: bool,
}

// Betza atoms as offsets (forward, sideways).

/// `W`: the four orthogonal steps.
pub const W: [Offset; 4] = [off(1, 0), off(-1, 0), off(0, -1), off(0, 1)];
/// `F`: the four diagonal steps.
pub const F: [Offset; 4] = [off(1, -1), off(1, 1), off(-1, -1), off(-1, 1)];
/// `K`: the eight king steps.
pub const K: [Offset; 8] = [
    off(1, 0),
    off(-1, 0),
    off(0, -1),
    off(0, 1),
    off(1, -1),
    off(1, 1),
    off(-1, -1),
    off(-1, 1),
];
/// `D`: two squares orthogonally.
pub const D: [Offset; 4] = [off(2, 0), off(-2, 0), off(0, -2), off(0, 2)];
/// `N`: the knight's eight leaps.
pub const N: [Offset; 8] = [
    off(2, -1),
    off(2, 1),
    off(1, -2),
    off(1, 2),
    off(-1, -2),
    off(-1, 2),
    off(-2, -1),
    off(-2, 1),
];
/// `A`: two squares diagonally.
pub const A: [Offset; 4] = [off(2, -2), off(2, 2), off(-2, -2), off(-2, 2)];
/// `H`: three squares orthogonally.
pub const H: [Offset; 4] = [off(3, 0), off(-3, 0), off(0, -3), off(0, 3)];
/// `G`: three squares diagonally.
pub const G: [Offset; 4] = [off(3, -3), off(3, 3), off(-3, -3), off(-3, 3)];

/// Turns offsets into jumps that move or capture.
const fn any<const L: usize>(offsets: [Offset; L]) -> [Jump; L] {
    let mut jumps = [Jump {
        offset: off(0, 0),
        arrival: Arrival::Any,
    }; L];
    let mut i = 0;
    while i < L {
        jumps[i].offset = offsets[i];
        i += 1;
    }
    jumps
}

/// Concatenates two arrays of jumps.
const fn join<const L: usize, const M: usize, const T: usize>(
    a: [Jump; L],
    b: [Jump; M],
) -> [Jump; T] {
    assert!(L + M == T);
    let mut out = [Jump {
        offset: off(0, 0),
        arrival: Arrival::Any,
    }; T];
    let mut i = 0;
    while i < L {
        out[i] = a[i];
        i += 1;
    }
    while i < T {
        out[i] = b[i - L];
        i += 1;
    }
    out
}

/// A move set of plain jumps.
const fn jumps_only(jumps: &'static [Jump]) -> Moveset {
    Moveset {
        jumps,
        slides: &[],
        back_rank_leaps: &[],
        double_step: false,
        en_passant: &[],
        double_moves: false,
        royal: false,
    }
}

/// A move set of king steps plus slides.
const fn steps_and_slides(jumps: &'static [Jump], slides: &'static [Offset]) -> Moveset {
    Moveset {
        jumps,
        slides,
        back_rank_leaps: &[],
        double_step: false,
        en_passant: &[],
        double_moves: false,
        royal: false,
    }
}

const KING_STEPS: [Jump; 8] = any(K);
const PAWN_JUMPS: [Jump; 3] = [
    Jump {
        offset: off(1, 0),
        arrival: Arrival::MoveOnly,
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
const PAWN_THREATS: [Offset; 2] = [off(1, -1), off(1, 1)];
const UNICORN_JUMPS: [Jump; 16] = join(any(K), any(N));
const ELEPHANT_JUMPS: [Jump; 8] = join(any(W), any(A));
const GRUTSLAEN_JUMPS: [Jump; 16] = join(join::<8, 4, 12>(any(K), any(A)), any(H));
const MAGISTER_JUMPS: [Jump; 8] = join(any(W), any(D));
const ARCHMAGISTER_JUMPS: [Jump; 16] = join(join::<8, 4, 12>(any(K), any(D)), any(G));
const NOBLE_JUMPS: [Jump; 5] = join(any(F), any([off(1, 0)]));
const LORD_JUMPS: [Jump; 13] = join(join::<8, 1, 9>(any(K), any([off(-2, 0)])), any(A));
const OFFICER_JUMPS: [Jump; 6] = join(any(W), any([off(1, -1), off(1, 1)]));
const COMMANDER_JUMPS: [Jump; 16] = join(join::<8, 4, 12>(any(K), any(D)), any(A));
/// The Emperor's leaps to the outer ring of its 5×5 square: `D`, `N` and `A`.
const EMPEROR_JUMPS: [Jump; 24] = join(
    join::<8, 4, 12>(any(K), any(D)),
    join::<8, 4, 12>(any(N), any(A)),
);
const PIKEMAN_SLIDES: [Offset; 3] = [off(1, 0), off(-1, -1), off(-1, 1)];

/// Pawn: `fmW fcF ifmnD`, en passant on its two forward diagonals.
pub const PAWN: Moveset = Moveset {
    jumps: &PAWN_JUMPS,
    slides: &[],
    back_rank_leaps: &[],
    double_step: true,
    en_passant: &PAWN_THREATS,
    double_moves: false,
    royal: false,
};
/// Veteran: `K`, en passant on its eight neighbours.
pub const VETERAN: Moveset = Moveset {
    jumps: &KING_STEPS,
    slides: &[],
    back_rank_leaps: &[],
    double_step: false,
    en_passant: &K,
    double_moves: false,
    royal: false,
};
/// Horseman: `N`.
pub const HORSEMAN: Moveset = jumps_only(&any(N));
/// Unicorn: `KN`.
pub const UNICORN: Moveset = jumps_only(&UNICORN_JUMPS);
/// Elephant: `WA`, plus `fH` from its own back rank.
pub const ELEPHANT: Moveset = Moveset {
    jumps: &ELEPHANT_JUMPS,
    slides: &[],
    back_rank_leaps: &[off(3, 0)],
    double_step: false,
    en_passant: &[],
    double_moves: false,
    royal: false,
};
/// Grutslæn: `KAH`.
pub const GRUTSLAEN: Moveset = jumps_only(&GRUTSLAEN_JUMPS);
/// Magister: `WD`.
pub const MAGISTER: Moveset = jumps_only(&MAGISTER_JUMPS);
/// Archmagister: `KDG`.
pub const ARCHMAGISTER: Moveset = jumps_only(&ARCHMAGISTER_JUMPS);
/// Pikeman: `fR bB`.
pub const PIKEMAN: Moveset = steps_and_slides(&[], &PIKEMAN_SLIDES);
/// Lancer: `Q`.
pub const LANCER: Moveset = steps_and_slides(&[], &K);
/// Cannon: `B`.
pub const CANNON: Moveset = steps_and_slides(&[], &F);
/// Kirin: `KB`.
pub const KIRIN: Moveset = steps_and_slides(&KING_STEPS, &F);
/// Chariot: `R`.
pub const CHARIOT: Moveset = steps_and_slides(&[], &W);
/// Dragon: `KR`.
pub const DRAGON: Moveset = steps_and_slides(&KING_STEPS, &W);
/// Noble: `F fW`.
pub const NOBLE: Moveset = jumps_only(&NOBLE_JUMPS);
/// Lord: `K bD A`.
pub const LORD: Moveset = jumps_only(&LORD_JUMPS);
/// Officer: `W fF`.
pub const OFFICER: Moveset = jumps_only(&OFFICER_JUMPS);
/// Commander: `KDA`.
pub const COMMANDER: Moveset = jumps_only(&COMMANDER_JUMPS);
/// Queen: `K ifmnD`, en passant on its eight neighbours.
pub const QUEEN: Moveset = Moveset {
    jumps: &KING_STEPS,
    slides: &[],
    back_rank_leaps: &[],
    double_step: true,
    en_passant: &K,
    double_moves: false,
    royal: false,
};
/// Empress: `Q`, en passant on its eight neighbours (by a one-square move only).
pub const EMPRESS: Moveset = Moveset {
    jumps: &[],
    slides: &K,
    back_rank_leaps: &[],
    double_step: false,
    en_passant: &K,
    double_moves: false,
    royal: false,
};
/// King: `K ifmnD`, en passant on its eight neighbours, royal.
pub const KING: Moveset = Moveset {
    jumps: &KING_STEPS,
    slides: &[],
    back_rank_leaps: &[],
    double_step: true,
    en_passant: &K,
    double_moves: false,
    royal: true,
};
/// Emperor: `K` steps, leaps to the 16 squares two away, capture-first double moves, en passant on its
/// eight neighbours, royal.
pub const EMPEROR: Moveset = Moveset {
    jumps: &EMPEROR_JUMPS,
    slides: &[],
    back_rank_leaps: &[],
    double_step: false,
    en_passant: &K,
    double_moves: true,
    royal: true,
};

/// The base forms' move sets, in the order of [`super::piece::Kind::ALL`].
pub const BASE: [&Moveset; 11] = [
    &PAWN, &HORSEMAN, &ELEPHANT, &MAGISTER, &PIKEMAN, &CANNON, &CHARIOT, &NOBLE, &OFFICER, &QUEEN,
    &KING,
];

/// The promoted forms' move sets, in the order of [`super::piece::Kind::ALL`].
pub const PROMOTED: [&Moveset; 11] = [
    &VETERAN,
    &UNICORN,
    &GRUTSLAEN,
    &ARCHMAGISTER,
    &LANCER,
    &KIRIN,
    &DRAGON,
    &LORD,
    &COMMANDER,
    &EMPRESS,
    &EMPEROR,
];

/// The move set of a kind, in its base or promoted form.
pub const fn moveset(kind: super::piece::Kind, promoted: bool) -> &'static Moveset {
    if promoted {
        PROMOTED[kind as usize]
    } else {
        BASE[kind as usize]
    }
}

/// The key of how a form moves, in one phrase for refusals ("a pikeman moves …"; see [`crate::refusal`]).
pub const fn description(kind: super::piece::Kind, promoted: bool) -> &'static str {
    use super::piece::Kind::*;
    match (kind, promoted) {
        (Pawn, false) => "moves-jungi-pawn",
        (Pawn, true) => "moves-jungi-veteran",
        (Horseman, false) => "moves-jungi-horseman",
        (Horseman, true) => "moves-jungi-unicorn",
        (Elephant, false) => "moves-jungi-elephant",
        (Elephant, true) => "moves-jungi-grutslaen",
        (Magister, false) => "moves-jungi-magister",
        (Magister, true) => "moves-jungi-archmagister",
        (Pikeman, false) => "moves-jungi-pikeman",
        (Pikeman, true) | (Queen, true) => "moves-jungi-lancer",
        (Cannon, false) => "moves-jungi-cannon",
        (Cannon, true) => "moves-jungi-kirin",
        (Chariot, false) => "moves-jungi-chariot",
        (Chariot, true) => "moves-jungi-dragon",
        (Noble, false) => "moves-jungi-noble",
        (Noble, true) => "moves-jungi-lord",
        (Officer, false) => "moves-jungi-officer",
        (Officer, true) => "moves-jungi-commander",
        (Queen, false) | (King, false) => "moves-jungi-queen",
        (King, true) => "moves-jungi-emperor",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungi::piece::Kind;

    #[test]
    fn only_the_six_en_passant_forms_threaten() {
        let mut takers = Vec::new();
        for kind in Kind::ALL {
            for promoted in [false, true] {
                if !moveset(kind, promoted).en_passant.is_empty() {
                    takers.push(if promoted {
                        kind.promoted_name()
                    } else {
                        kind.name()
                    });
                }
            }
        }
        assert_eq!(
            takers,
            ["Pawn", "Veteran", "Queen", "Empress", "King", "Emperor"]
        );
    }

    #[test]
    fn each_jump_list_has_no_repeated_offset() {
        for kind in Kind::ALL {
            for promoted in [false, true] {
                let set = moveset(kind, promoted);
                let mut offsets: Vec<(i8, i8)> = set
                    .jumps
                    .iter()
                    .map(|jump| (jump.offset.forward, jump.offset.side))
                    .collect();
                let count = offsets.len();
                offsets.sort_unstable();
                offsets.dedup();
                assert_eq!(offsets.len(), count, "{kind:?} {promoted}");
                assert_eq!(set.royal, kind == Kind::King);
                assert_eq!(set.double_moves, kind == Kind::King && promoted);
            }
        }
    }
}
