//! Junqi's search support in one sampled world, where every piece is known: the game's own position,
//! moves and battles behind [`Searchable`] (copy-make), and an evaluation ([`evaluate`]).
//!
//! The search knows two sides: the searching seat with its partner, and everyone against it. On the
//! 4-player board for four that is team against team, each seat's turn in the game's order, partners
//! maximising together (two partners never move in a row, but a seat out of the game is skipped, and then
//! an opponent may follow an opponent: the search passes such a node's window on unnegated). With three
//! players each for itself, the searching seat stands against the other two as if they played together.

use crate::search::{Searchable, Terminal};
use games::junqi::{Clash, Kind, Move, Position, Square, resolve};

/// A world's position as the search walks it, for one searching seat.
#[derive(Clone, Debug)]
pub struct JunqiSearch {
    position: Position,
    key: u64,
    /// The positions and keys before each move made, the first `depth` in use (those beyond are kept
    /// for their memory).
    stack: Vec<(Position, u64)>,
    depth: usize,
    /// Each seat's side: 0 for the searching seat and its partner, 1 for the others.
    sides: [u8; 4],
    /// The evaluation's weights.
    weights: &'static Weights,
}

impl JunqiSearch {
    /// A search from `position` for seat `me`, evaluating by `weights`.
    pub fn new(position: Position, me: u8, weights: &'static Weights) -> Self {
        let table = position.config().table;
        let mut sides = [1; 4];
        for seat in table.all() {
            if seat == me || table.partners(seat, me) {
                sides[usize::from(seat)] = 0;
            }
        }
        Self {
            key: key_of(&position),
            position,
            stack: Vec::with_capacity(32),
            depth: 0,
            sides,
            weights,
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }
}

/// A mixing function for keys.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 31;
    x = x.wrapping_mul(0x7fb5_d329_728e_a185);
    x ^= x >> 27;
    x = x.wrapping_mul(0x81da_def4_bc2d_d44d);
    x ^ (x >> 33)
}

/// A key of the pieces and the side to move.
fn key_of(position: &Position) -> u64 {
    let mut key = u64::from(position.to_move());
    for at in position.board().squares() {
        key ^= point_key(position, at);
    }
    key
}

/// How many seats are still in the game.
fn seats_in(position: &Position) -> usize {
    let table = position.config().table;
    table.all().filter(|&seat| !position.is_out(seat)).count()
}

/// The share of [`key_of`] of what stands on `at`.
fn point_key(position: &Position, at: Square) -> u64 {
    position.piece(at).map_or(0, |piece| {
        let code =
            (u64::from(at) << 8) | (u64::from(piece.owner) << 6) | kind_term(piece.kind) as u64;
        mix(code + 1)
    })
}

/// The worth of a kind, by the hand-set weights.
pub fn worth(kind: Kind) -> i32 {
    Weights::HAND.worth(kind)
}

/// How many terms the evaluation has: one weight each ([`Weights`]).
pub const TERMS: usize = 20;
/// The term of an engineer while enemy mines stand (the first 12 terms are the kinds' worths, in the
/// order of [`Kind::ALL`]): what its worth changes by.
const ENGINEER_AGAINST_MINES: usize = 12;
/// The term of a bomb once the enemies' Marshals and Generals are gone: what its worth changes by.
const BOMB_WITHOUT_CHIEFS: usize = 13;
/// The terms of a mobile piece 0 to 4 steps from the nearest enemy flag: pressure on the flag.
const FLAG_DANGER: usize = 14;
/// The farthest step counted as pressure on a flag.
const DANGER_STEPS: usize = 4;
/// The term of a mobile piece in enemy ground.
const FORWARD: usize = 19;

/// The weights of the evaluation's terms ([`evaluate`]), indexed as [`terms`] counts them: each kind's
/// worth (in the order of [`Kind::ALL`]), what an engineer's worth changes by while enemy mines stand
/// and a bomb's once the enemies' Marshals and Generals are gone, a mobile piece's pressure on the
/// nearest enemy flag 0 to 4 steps away, and a mobile piece's presence in enemy ground.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; TERMS]);

impl Weights {
    /// The weights set by hand.
    #[rustfmt::skip]
    pub const HAND: Weights = Weights([
        1000, 700, 460, 340, 250, 180, 120, 90, 150, 380, 110, 0, // the kinds
        60, -190,                                                 // engineer vs mines, bomb without chiefs
        0, 220, 110, 50, 20,                                      // flag pressure, 0 to 4 steps
        8,                                                        // in enemy ground
    ]);

    /// The weights tuned by play, on 2,000 games against itself of the plan that is level 3 now:
    /// `cargo run --release -p ai --example tune_junqi -- 2000 2 3` (`docs/strength.md`).
    #[rustfmt::skip]
    pub const TUNED: Weights = Weights([
        692, 518, 580, 284, 138, 183, 145, 148, 218, 223, 437, 0, // the kinds
        128, 119,                                                 // engineer vs mines, bomb without chiefs
        0, 1573, 207, 79, 2,                                      // flag pressure, 0 to 4 steps
        -100,                                                     // in enemy ground
    ]);

    /// The worth of `kind`.
    pub fn worth(&self, kind: Kind) -> i32 {
        self.0[kind_term(kind)]
    }
}

/// The term of `kind`'s worth: `Kind`'s variants are declared in the order of [`Kind::ALL`].
fn kind_term(kind: Kind) -> usize {
    kind as usize
}

/// Steps between two points of the grid (the roads' distance, railroads aside).
fn distance(position: &Position, a: Square, b: Square) -> usize {
    let board = position.board();
    let ((ax, ay), (bx, by)) = (board.grid(a), board.grid(b));
    usize::from(ax.abs_diff(bx)) + usize::from(ay.abs_diff(by))
}

/// The evaluation of a world's position for `sides[seat]` 0 (the searching seat's side) by `weights`:
/// what its seats have less what the others have.
pub fn evaluate(position: &Position, sides: &[u8; 4], weights: &Weights) -> i32 {
    let mut total = 0;
    each_term(position, sides, |term, sign| {
        total += sign * weights.0[term]
    });
    total
}

/// How many times each term of the evaluation counts for `sides[seat]` 0 less for the others:
/// [`evaluate`] is the sum of these counts times their weights.
pub fn terms(position: &Position, sides: &[u8; 4]) -> [i32; TERMS] {
    let mut counts = [0; TERMS];
    each_term(position, sides, |term, sign| counts[term] += sign);
    counts
}

/// Calls `count` with each term of each piece on the board and the sign of its owner's side (1 for side
/// 0).
///
/// Each seat in the game has its material (engineers worth more while enemy mines stand, bombs less once
/// the enemies' Marshals and Generals are gone), pressure on the nearest enemy flag, and presence in
/// enemy ground. Two passes over the board: what each seat has that its enemies' pieces are valued by,
/// then each piece.
fn each_term(position: &Position, sides: &[u8; 4], mut count: impl FnMut(usize, i32)) {
    let board = position.board();
    let table = position.config().table;
    let (mut mines, mut chiefs) = ([0u32; 4], [0u32; 4]);
    let mut flags: [Option<Square>; 4] = [None; 4];
    let mut carriers = false;
    for at in board.squares() {
        let Some(piece) = position.piece(at) else {
            continue;
        };
        let owner = usize::from(piece.owner);
        match piece.kind {
            Kind::Mine => mines[owner] += 1,
            Kind::Marshal | Kind::General => chiefs[owner] += 1,
            Kind::Flag if flags[owner].is_none() => flags[owner] = Some(at),
            _ => {}
        }
        carriers |= piece.carrier;
    }
    // A flag carried or covered lies elsewhere: the position says where.
    for seat in table.all() {
        if carriers || position.covered_flag(seat).is_some() {
            flags[usize::from(seat)] = position.flag_point(seat);
        }
    }
    // Per seat in the game: its enemies' mines and chiefs, their flags, their ground.
    let mut against = [Against::default(); 4];
    for seat in table.all().filter(|&seat| !position.is_out(seat)) {
        let facing = &mut against[usize::from(seat)];
        facing.playing = true;
        for enemy in table
            .all()
            .filter(|&other| position.hostile(seat, other) && !position.is_out(other))
        {
            let index = usize::from(enemy);
            facing.mines += mines[index];
            facing.chiefs += chiefs[index];
            if let Some(flag) = flags[index] {
                facing.targets[facing.count] = flag;
                facing.count += 1;
            }
            facing.ground |= board.arm(table.arm(enemy));
        }
    }
    for at in board.squares() {
        let Some(piece) = position.piece(at) else {
            continue;
        };
        let facing = &against[usize::from(piece.owner)];
        if !facing.playing {
            continue;
        }
        let sign = if sides[usize::from(piece.owner)] == 0 {
            1
        } else {
            -1
        };
        piece_terms(position, at, piece.kind, facing, &mut |term| {
            count(term, sign)
        });
    }
}

/// What a seat's pieces are valued by: its enemies' standing.
#[derive(Clone, Copy, Debug, Default)]
struct Against {
    /// Whether the seat is in the game.
    playing: bool,
    /// The enemies' mines on the board.
    mines: u32,
    /// The enemies' Marshals and Generals on the board.
    chiefs: u32,
    /// The enemies' flags: the first `count` points.
    targets: [Square; 3],
    /// How many enemy flags stand.
    count: usize,
    /// The enemies' arms.
    ground: games::junqi::Set,
}

/// Calls `count` with each term of the piece of `kind` on `at`, against `facing`.
fn piece_terms(
    position: &Position,
    at: Square,
    kind: Kind,
    facing: &Against,
    count: &mut impl FnMut(usize),
) {
    count(kind_term(kind));
    match kind {
        Kind::Engineer if facing.mines > 0 => count(ENGINEER_AGAINST_MINES),
        Kind::Bomb if facing.chiefs == 0 => count(BOMB_WITHOUT_CHIEFS),
        _ => {}
    }
    if !kind.is_mobile() {
        return;
    }
    let nearest = facing.targets[..facing.count]
        .iter()
        .map(|&flag| distance(position, at, flag))
        .min();
    if let Some(steps) = nearest.filter(|&steps| steps <= DANGER_STEPS) {
        count(FLAG_DANGER + steps);
    }
    if facing.ground.contains(at) {
        count(FORWARD);
    }
}

impl Searchable for JunqiSearch {
    type Move = Move;
    const SLOTS: usize = 64 * 64;

    fn side(&self) -> u8 {
        self.sides[usize::from(self.position.to_move())]
    }

    fn key(&self) -> u64 {
        self.key
    }

    fn terminal(&self) -> Option<Terminal> {
        let end = self.position.end()?;
        if end.winners == 0 {
            return Some(Terminal::Draw);
        }
        let ours = (0..4).any(|seat| end.winners & (1 << seat) != 0 && self.sides[seat] == 0);
        Some(if ours == (self.side() == 0) {
            Terminal::Win
        } else {
            Terminal::Loss
        })
    }

    fn moves(&self, out: &mut Vec<Move>) {
        self.position.extend_legal_moves(out);
    }

    fn noisy(&self, out: &mut Vec<Move>) {
        let start = out.len();
        self.position.extend_legal_moves(out);
        let mut kept = start;
        for index in start..out.len() {
            let mv = out[index];
            if self.position.piece(mv.to).is_some() && self.gain(mv) >= 0 {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    fn make(&mut self, mv: Move) {
        match self.stack.get_mut(self.depth) {
            Some((position, key)) => {
                position.clone_from(&self.position);
                *key = self.key;
            }
            None => self.stack.push((self.position.clone(), self.key)),
        }
        self.depth += 1;
        let before = self.position.to_move();
        let playing = seats_in(&self.position);
        self.key ^= u64::from(before)
            ^ point_key(&self.position, mv.from)
            ^ point_key(&self.position, mv.to);
        self.position.play_move(mv, &mut |_| {});
        self.key ^= u64::from(self.position.to_move())
            ^ point_key(&self.position, mv.from)
            ^ point_key(&self.position, mv.to);
        // A seat put out of the game takes its pieces off the board: the key is counted again.
        if seats_in(&self.position) != playing {
            self.key = key_of(&self.position);
        }
        debug_assert_eq!(self.key, key_of(&self.position));
    }

    fn unmake(&mut self) {
        if self.depth > 0 {
            self.depth -= 1;
            let (position, key) = &mut self.stack[self.depth];
            std::mem::swap(&mut self.position, position);
            self.key = *key;
        }
    }

    fn evaluate(&self) -> i32 {
        let ours = evaluate(&self.position, &self.sides, self.weights);
        if self.side() == 0 { ours } else { -ours }
    }

    fn gain(&self, mv: Move) -> i32 {
        let (Some(attacker), Some(defender)) =
            (self.position.piece(mv.from), self.position.piece(mv.to))
        else {
            return 0;
        };
        let result = resolve(self.position.config(), attacker.kind, defender.kind, 1);
        if result.flag_taken {
            return 1 << 20;
        }
        match result.clash {
            Clash::AttackerWins => self.weights.worth(defender.kind),
            Clash::DefenderWins => -self.weights.worth(attacker.kind),
            Clash::BothRemoved => {
                self.weights.worth(defender.kind) - self.weights.worth(attacker.kind)
            }
        }
    }

    fn reversible_plies(&self) -> usize {
        self.position.turn() as usize
    }

    fn slot(&self, mv: Move) -> usize {
        usize::from(mv.from % 64) * 64 + usize::from(mv.to % 64)
    }
}
