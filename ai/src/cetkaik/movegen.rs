//! Cetkaik's legal moves on the compact [`Board`], the same list the community engine's candidate
//! generator makes (§1.5–§1.7, §1.10), and the landings after a stepping cast; the tests check both
//! against the game, which asks the engine, in random positions of both presets.
//!
//! The engine's readings are kept, among them: a ranged move may end on an occupied square (to capture
//! or to step over it) when every square before it is empty; a piece that steps moves again from the
//! via point as if its own square were empty (so it may come back to it); the Shaman in tam2 hue passes
//! over at most one piece; the Horse in tam2 hue jumps only the square next to it; a piece next to a
//! General of its side standing in tam2 hue cannot be captured (it may still be stepped over); Tam2
//! moves as two King steps to empty squares (its own square counts as empty), stepping over at most one
//! piece in either half.

use super::board::{Board, TAM, column, distance, is_piece, kind, kind_of, offset, owner, row};

/// Where the rules differ between the two presets, as far as moves go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Tam2's own square is tam2 hue (Cerke Online).
    pub tam_itself_is_hue: bool,
    /// Tam2 may not move right after the opponent moved it (Cerke Online).
    pub tam_after_tam_forbidden: bool,
    /// The exact square is declared before a stepping cast (strict); else a direction.
    pub exact_declaration: bool,
}

impl Variant {
    /// The variant of a game preset.
    pub fn of(preset: games::cetkaik::Preset) -> Variant {
        Variant {
            tam_itself_is_hue: preset.tam_itself_is_tam2_hue(),
            tam_after_tam_forbidden: preset == games::cetkaik::Preset::CerkeOnlineAlpha,
            exact_declaration: preset.declares_exact_square(),
        }
    }
}

/// A move, a choice inside a turn, or an outcome of chance, as the search plays them. Squares are the
/// board's indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mv {
    /// A piece moves without stepping.
    Plain {
        /// Its square.
        src: u8,
        /// Where it ends.
        dest: u8,
    },
    /// A piece steps over the piece on `step` and ends on `dest` with a fixed move.
    Step {
        /// Its square.
        src: u8,
        /// The via point.
        step: u8,
        /// Where it ends.
        dest: u8,
    },
    /// A piece steps over the piece on `step` and declares a ranged continuation; the sticks decide.
    Ranged {
        /// Its square.
        src: u8,
        /// The via point.
        step: u8,
        /// The declared square.
        declared: u8,
    },
    /// A piece of the hand is dropped.
    Drop {
        /// Its colour (0 red).
        colour: u8,
        /// Its kind.
        kind: u8,
        /// Where.
        dest: u8,
    },
    /// Tam2 makes two King steps.
    Tam {
        /// Its square.
        src: u8,
        /// After the first step.
        first: u8,
        /// After the second.
        second: u8,
    },
    /// Tam2 steps over a piece in its first half.
    TamStepFirst {
        /// Its square.
        src: u8,
        /// The via point.
        step: u8,
        /// After the first half.
        first: u8,
        /// After the second step.
        second: u8,
    },
    /// Tam2 steps over a piece in its second half.
    TamStepSecond {
        /// Its square.
        src: u8,
        /// After the first step.
        first: u8,
        /// The via point.
        step: u8,
        /// After the second half.
        second: u8,
    },
    /// After a stepping cast: land on a square, or give up (`None`).
    Land(Option<u8>),
    /// Continue the season.
    TyMok,
    /// End the season.
    TaXot,
    /// The outcome of a water cast: whether the piece went in.
    Water(bool),
    /// The outcome of a stepping cast: the marked sticks.
    Sticks(u8),
}

impl Mv {
    /// Whether Tam2 moves.
    pub fn is_tam(self) -> bool {
        matches!(
            self,
            Mv::Tam { .. } | Mv::TamStepFirst { .. } | Mv::TamStepSecond { .. }
        )
    }
}

/// A short list of squares, on the stack.
#[derive(Clone, Copy)]
pub struct Squares {
    items: [u8; 64],
    len: usize,
}

impl Squares {
    const fn new() -> Self {
        Squares {
            items: [0; 64],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, sq: u8) {
        self.items[self.len] = sq;
        self.len += 1;
    }

    /// The squares.
    #[inline]
    pub fn as_slice(&self) -> &[u8] {
        &self.items[..self.len]
    }
}

/// Where a piece may go from a square: fixed moves and ranged moves (§1.5).
pub struct Targets {
    /// The fixed moves' squares.
    pub finite: Squares,
    /// The ranged moves' squares.
    pub infinite: Squares,
}

const ORTHOGONAL: [(i8, i8); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
const DIAGONAL: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
const KING: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The row step forward for side `side`: the IA side moves up the board (towards row A).
#[inline]
pub const fn forward(side: u8) -> i8 {
    if side == 0 { -1 } else { 1 }
}

/// Whether `sq` holds something, `ignore` (the square a stepping piece left) counting as empty.
#[inline]
fn occupied(board: &Board, sq: u8, ignore: u8) -> bool {
    sq != ignore && board.at(sq) != 0
}

/// The squares along `(dr, dc)` from `from` that a ranged move reaches: each one up to and including the
/// first occupied one.
#[inline]
fn ray(board: &Board, from: u8, (dr, dc): (i8, i8), ignore: u8, out: &mut Squares) {
    let mut at = from;
    while let Some(next) = offset(at, dr, dc) {
        out.push(next);
        if occupied(board, next, ignore) {
            return;
        }
        at = next;
    }
}

/// A fixed move of `(dr, dc)`, if on the board.
#[inline]
fn jump(from: u8, (dr, dc): (i8, i8), out: &mut Squares) {
    if let Some(to) = offset(from, dr, dc) {
        out.push(to);
    }
}

/// A fixed move of twice `(dr, dc)` when the square between is empty.
#[inline]
fn leap_if_clear(board: &Board, from: u8, (dr, dc): (i8, i8), ignore: u8, out: &mut Squares) {
    if let (Some(middle), Some(to)) = (offset(from, dr, dc), offset(from, 2 * dr, 2 * dc))
        && !occupied(board, middle, ignore)
    {
        out.push(to);
    }
}

/// Where a piece of `kind` belonging to `side` may go from `from` (§1.5), the square `ignore` counting
/// as empty; tam2 hue is judged at `from`.
pub fn targets(
    board: &Board,
    from: u8,
    kind: usize,
    side: u8,
    tam_itself: bool,
    ignore: u8,
) -> Targets {
    let mut targets = Targets {
        finite: Squares::new(),
        infinite: Squares::new(),
    };
    let mover = Mover {
        board,
        from,
        forward: forward(side),
        ignore,
    };
    if board.is_hue(from, tam_itself) {
        mover.in_hue(kind, &mut targets);
    } else {
        mover.outside_hue(kind, &mut targets);
    }
    targets
}

/// A piece about to move: the board, where it stands, its side's forward rank step, and the square
/// that counts as empty.
struct Mover<'a> {
    board: &'a Board,
    from: u8,
    forward: i8,
    ignore: u8,
}

impl Mover<'_> {
    /// The moves of `kind` standing in tam2 hue.
    #[inline]
    fn in_hue(&self, kind: usize, out: &mut Targets) {
        let Mover {
            board,
            from,
            forward: fwd,
            ignore,
        } = *self;
        let Targets { finite, infinite } = out;
        match kind {
            kind::KING | kind::GENERAL => KING.iter().for_each(|&d| jump(from, d, finite)),
            kind::CHARIOT => DIAGONAL
                .iter()
                .for_each(|&(dr, dc)| jump(from, (2 * dr, 2 * dc), finite)),
            kind::PAWN => {
                ORTHOGONAL.iter().for_each(|&d| jump(from, d, finite));
                leap_if_clear(board, from, (fwd, 0), ignore, finite);
            }
            kind::VESSEL => {
                jump(from, (0, -1), finite);
                jump(from, (0, 1), finite);
                leap_if_clear(board, from, (0, -1), ignore, finite);
                leap_if_clear(board, from, (0, 1), ignore, finite);
                ray(board, from, (-1, 0), ignore, infinite);
                ray(board, from, (1, 0), ignore, infinite);
            }
            kind::ARCHER | kind::TIGER => DIAGONAL
                .iter()
                .for_each(|&d| ray(board, from, d, ignore, infinite)),
            kind::HORSE => self.horse_in_hue(infinite),
            kind::OFFICER => ORTHOGONAL
                .iter()
                .for_each(|&d| ray(board, from, d, ignore, infinite)),
            _ => self.shaman_in_hue(infinite),
        }
    }

    /// The Horse in tam2 hue: two squares or more along a diagonal; only the square next to it may be
    /// occupied.
    #[inline]
    fn horse_in_hue(&self, out: &mut Squares) {
        for &(dr, dc) in &DIAGONAL {
            let Some(mut at) = offset(self.from, 2 * dr, 2 * dc) else {
                continue;
            };
            loop {
                out.push(at);
                if occupied(self.board, at, self.ignore) {
                    break;
                }
                match offset(at, dr, dc) {
                    Some(next) => at = next,
                    None => break,
                }
            }
        }
    }

    /// The Shaman in tam2 hue: any way, passing over one piece at most.
    #[inline]
    fn shaman_in_hue(&self, out: &mut Squares) {
        for &(dr, dc) in ORTHOGONAL.iter().chain(&DIAGONAL) {
            let mut at = self.from;
            let mut passed = 0;
            while let Some(next) = offset(at, dr, dc) {
                out.push(next);
                if occupied(self.board, next, self.ignore) {
                    passed += 1;
                    if passed == 2 {
                        break;
                    }
                }
                at = next;
            }
        }
    }

    /// The moves of `kind` outside tam2 hue.
    #[inline]
    fn outside_hue(&self, kind: usize, out: &mut Targets) {
        let Mover {
            board,
            from,
            forward: fwd,
            ignore,
        } = *self;
        let Targets { finite, infinite } = out;
        match kind {
            kind::KING => KING.iter().for_each(|&d| jump(from, d, finite)),
            kind::PAWN => jump(from, (fwd, 0), finite),
            kind::CHARIOT => ORTHOGONAL
                .iter()
                .for_each(|&(dr, dc)| jump(from, (2 * dr, 2 * dc), finite)),
            kind::TIGER => DIAGONAL.iter().for_each(|&d| jump(from, d, finite)),
            kind::HORSE => DIAGONAL
                .iter()
                .for_each(|&(dr, dc)| jump(from, (2 * dr, 2 * dc), finite)),
            kind::VESSEL => ray(board, from, (fwd, 0), ignore, infinite),
            kind::ARCHER => ORTHOGONAL
                .iter()
                .for_each(|&d| ray(board, from, d, ignore, infinite)),
            kind::OFFICER => {
                jump(from, (0, -1), finite);
                jump(from, (0, 1), finite);
                ray(board, from, (-1, 0), ignore, infinite);
                ray(board, from, (1, 0), ignore, infinite);
            }
            kind::SHAMAN => {
                jump(from, (-1, 0), finite);
                jump(from, (1, 0), finite);
                ray(board, from, (0, -1), ignore, infinite);
                ray(board, from, (0, 1), ignore, infinite);
            }
            _ => {
                // The General: any step but straight back.
                for &(dr, dc) in &KING {
                    if (dr, dc) != (-fwd, 0) {
                        jump(from, (dr, dc), finite);
                    }
                }
            }
        }
    }
}

/// Whether a piece of `side` may end its move on `sq` (§1.5): empty, or an opponent's piece that no
/// General of the opponent standing in tam2 hue next to it protects. `ignore` counts as empty.
#[inline]
pub fn may_land(board: &Board, sq: u8, side: u8, tam_itself: bool, ignore: u8) -> bool {
    if sq == ignore {
        return true;
    }
    let byte = board.at(sq);
    if byte == 0 {
        return true;
    }
    if byte == TAM || owner(byte) == side {
        return false;
    }
    !protected(board, sq, side, tam_itself)
}

/// Whether a General of `side`'s opponent standing in tam2 hue is next to `sq`.
#[inline]
pub fn protected(board: &Board, sq: u8, side: u8, tam_itself: bool) -> bool {
    KING.iter().any(|&(dr, dc)| {
        offset(sq, dr, dc).is_some_and(|near| {
            let byte = board.at(near);
            is_piece(byte)
                && kind_of(byte) == kind::GENERAL
                && owner(byte) != side
                && board.is_hue(near, tam_itself)
        })
    })
}

/// Every legal move of `side` (the side to move): board moves, Tam2's moves unless `tam_moved` forbids
/// them, drops. Each move once.
pub fn generate(board: &Board, side: u8, tam_moved: bool, variant: Variant, out: &mut Vec<Mv>) {
    let tam_itself = variant.tam_itself_is_hue;
    for src in 0..81u8 {
        let byte = board.at(src);
        if !is_piece(byte) || owner(byte) != side {
            continue;
        }
        let kind = kind_of(byte);
        let first = targets(board, src, kind, side, tam_itself, u8::MAX);
        for &dest in first
            .finite
            .as_slice()
            .iter()
            .chain(first.infinite.as_slice())
        {
            let there = board.at(dest);
            if there == 0 {
                out.push(Mv::Plain { src, dest });
                continue;
            }
            if is_piece(there) && owner(there) != side && !protected(board, dest, side, tam_itself)
            {
                out.push(Mv::Plain { src, dest });
            }
            stepping(board, src, dest, kind, side, tam_itself, out);
        }
    }
    if !(tam_moved && variant.tam_after_tam_forbidden) {
        tam_moves(board, out);
    }
    drops(board, side, out);
}

/// The moves of `side` that capture if they succeed: plain moves and steps onto an opponent's piece
/// that may be taken (those onto water need a water cast), and ranged steps declared onto one within
/// reach of a cast. The same moves as [`generate`]'s that do this.
pub fn captures(board: &Board, side: u8, variant: Variant, out: &mut Vec<Mv>) {
    let tam_itself = variant.tam_itself_is_hue;
    let takes = |dest: u8| {
        let there = board.at(dest);
        is_piece(there) && owner(there) != side && !protected(board, dest, side, tam_itself)
    };
    for src in 0..81u8 {
        let byte = board.at(src);
        if !is_piece(byte) || owner(byte) != side {
            continue;
        }
        let kind = kind_of(byte);
        let first = targets(board, src, kind, side, tam_itself, u8::MAX);
        for &step in first
            .finite
            .as_slice()
            .iter()
            .chain(first.infinite.as_slice())
        {
            if board.at(step) == 0 {
                continue;
            }
            if takes(step) {
                out.push(Mv::Plain { src, dest: step });
            }
            let second = targets(board, step, kind, side, tam_itself, src);
            for &dest in second.finite.as_slice() {
                if dest != src && takes(dest) {
                    out.push(Mv::Step { src, step, dest });
                }
            }
            for &declared in second.infinite.as_slice() {
                if declared != src && distance(step, declared) <= 5 && takes(declared) {
                    out.push(Mv::Ranged {
                        src,
                        step,
                        declared,
                    });
                }
            }
        }
    }
}

/// The moves of the piece on `src` stepping over the piece on `step`.
fn stepping(
    board: &Board,
    src: u8,
    step: u8,
    kind: usize,
    side: u8,
    tam_itself: bool,
    out: &mut Vec<Mv>,
) {
    let second = targets(board, step, kind, side, tam_itself, src);
    for &dest in second.finite.as_slice() {
        if may_land(board, dest, side, tam_itself, src) {
            out.push(Mv::Step { src, step, dest });
        }
    }
    for &declared in second.infinite.as_slice() {
        if may_land(board, declared, side, tam_itself, src) {
            out.push(Mv::Ranged {
                src,
                step,
                declared,
            });
        }
    }
}

/// The up to eight squares around `sq`.
#[inline]
fn around(sq: u8) -> impl Iterator<Item = u8> {
    KING.iter().filter_map(move |&(dr, dc)| offset(sq, dr, dc))
}

/// Tam2's moves (§1.6).
fn tam_moves(board: &Board, out: &mut Vec<Mv>) {
    let src = board.tam();
    let empty = |sq: u8| sq == src || board.at(sq) == 0;
    for near in around(src) {
        if board.at(near) == 0 {
            let first = near;
            for next in around(first) {
                if empty(next) {
                    out.push(Mv::Tam {
                        src,
                        first,
                        second: next,
                    });
                } else {
                    for second in around(next).filter(|&sq| empty(sq)) {
                        out.push(Mv::TamStepSecond {
                            src,
                            first,
                            step: next,
                            second,
                        });
                    }
                }
            }
        } else {
            let step = near;
            for first in around(step).filter(|&sq| empty(sq)) {
                for second in around(first).filter(|&sq| empty(sq)) {
                    out.push(Mv::TamStepFirst {
                        src,
                        step,
                        first,
                        second,
                    });
                }
            }
        }
    }
}

/// Drops of every piece in `side`'s hand on every empty square (§1.10).
fn drops(board: &Board, side: u8, out: &mut Vec<Mv>) {
    let hand = board.hand(side);
    for colour in 0..2u8 {
        for (kind, &count) in hand[usize::from(colour)].iter().enumerate() {
            if count == 0 {
                continue;
            }
            for dest in 0..81u8 {
                if board.at(dest) == 0 {
                    out.push(Mv::Drop {
                        colour,
                        kind: kind as u8,
                        dest,
                    });
                }
            }
        }
    }
}

/// Whether `a` and `b` lie the same way from `origin` (the engine's `same_direction`).
#[inline]
fn same_direction(origin: u8, a: u8, b: u8) -> bool {
    let (au, av) = (row(a) - row(origin), column(a) - column(origin));
    let (bu, bv) = (row(b) - row(origin), column(b) - column(origin));
    i32::from(au) * i32::from(bu) + i32::from(av) * i32::from(bv) > 0
        && i32::from(au) * i32::from(bv) - i32::from(av) * i32::from(bu) == 0
}

/// The choices after a stepping cast of `count` marked sticks for the piece on `src` of `side` that
/// stepped over `step` declaring `declared` (§1.7): giving up (`None`) first, then every square of the
/// piece's ranged moves from `step` within `count` of it that fits the declaration (the square itself
/// under the strict rules, its direction under Cerke Online rules).
pub fn landings(
    board: &Board,
    side: u8,
    (src, step, declared): (u8, u8, u8),
    count: u8,
    variant: Variant,
    out: &mut Vec<Option<u8>>,
) {
    out.push(None);
    let kind = kind_of(board.at(src));
    let tam_itself = variant.tam_itself_is_hue;
    let second = targets(board, step, kind, side, tam_itself, src);
    for &dest in second.infinite.as_slice() {
        let fits = if variant.exact_declaration {
            dest == declared
        } else {
            same_direction(step, declared, dest)
        };
        if fits
            && distance(step, dest) <= count as i8
            && may_land(board, dest, side, tam_itself, src)
            && !out.contains(&Some(dest))
        {
            out.push(Some(dest));
        }
    }
}

/// Whether the piece on `src` needs a water cast to end its move on `dest` (§1.9): `dest` is water, `src`
/// is not, and it is no Vessel.
#[inline]
pub fn needs_water_cast(board: &Board, src: u8, dest: u8) -> bool {
    super::board::is_water(dest)
        && !super::board::is_water(src)
        && kind_of(board.at(src)) != kind::VESSEL
}
