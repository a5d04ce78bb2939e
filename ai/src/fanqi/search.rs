//! 翻棋's search support: the game's own position behind [`Searchable`] (copy-make), with every flip a
//! chance node, and an evaluation that reads face-down pieces only as the public count of each kind.
//!
//! | node | what the search sees |
//! |---|---|
//! | the side to act | its moves ([`Action::Go`]) and its flips ([`Action::Flip`]); passes are left out |
//! | after a flip | chance: one outcome per (colour, kind) among the face-down pieces ([`Action::Reveal`]), weighted by how many lie face down |
//! | an outcome | the flipped point's piece is exchanged with a face-down piece of the drawn identity ([`Position::exchange_face_down`]), then the game's own `play_flip` turns it up, colour rules and all |
//! | a flip at the horizon, or a ply before it (except the root's own flips) | valued statically: the evaluation before the flip plus the mean gain of turning up each identity ([`Searchable::chance_leaf`]), since searching two dozen outcomes of every flip near the horizon would cost more than the rest of the search, and a full search of three plies would not be reached at any level |
//!
//! # Nothing hidden is read
//!
//! A face-down piece's identity enters the search only through [`Searchable::chances`] and the
//! evaluation's sums, and both read the multiset of face-down identities, which the record makes
//! public: a full set less every piece turned up. The position's key leaves face-down identities out.
//! So two worlds that deal the unseen pieces differently are searched alike, node for node, and give the
//! same move: 翻棋 is, for the search, a game of perfect information with chance, like a game of dice.
//!
//! # Evaluation
//!
//! For the side to act, once colours are fixed (before, 0: neither side knows its colour):
//!
//! | term | value |
//! |---|---|
//! | a face-up piece | its worth (engineers more while enemy mines stand, bombs less once the enemy's two strongest are gone, mobile mines as bombs) |
//! | a face-down piece | its face-down worth, summed over the colour's face-down pieces (a public sum) |
//! | a face-up piece that may carry, near the enemy's face-up flag | a danger to the flag, by steps |
//! | a carrier of the enemy flag | a carrier's worth, and a pull by steps to the nearer headquarters of its seat (`carry_drop`) |
//!
//! Each is a term counted on the board ([`terms`]) times its weight ([`Weights`]): the hand-set weights
//! take the Junqi worths face up and 60 % of them face down.

use crate::junqi::search::worth;
use crate::search::{Searchable, Terminal};
use games::junqi::{Clash, FanqiFlag, Kind, Move, Piece, Position, Square, resolve};

/// What the search plays: a move, a flip, or chance's draw of a flipped piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move or an attack.
    Go(Move),
    /// Turn the face-down piece on a point up: leads to chance.
    Flip(Square),
    /// Chance: the flipped point shows a piece of this owner and kind.
    Reveal {
        /// The flipped point.
        at: Square,
        /// The colour drawn.
        owner: u8,
        /// The kind drawn.
        kind: Kind,
    },
}

/// How many terms the evaluation has: one weight each ([`Weights`]).
pub const TERMS: usize = 40;
/// The term of a face-up engineer while enemy mines stand (the first 12 terms are the face-up kinds'
/// worths, in the order of [`Kind::ALL`]): what its worth changes by.
const ENGINEER_AGAINST_MINES: usize = 12;
/// The term of a face-up bomb once the enemy's Marshals and Generals are gone: what its worth changes by.
const BOMB_WITHOUT_CHIEFS: usize = 13;
/// The first of the face-down pieces' terms, laid out as the face-up ones: the kinds, then an
/// engineer's and a bomb's changes.
const DOWN: usize = 14;
/// The terms of a face-up piece that may carry, 1 to 4 steps from the enemy's known flag.
const FLAG_DANGER: usize = 28;
/// The farthest step counted as danger to a flag.
const DANGER_STEPS: usize = 4;
/// The term of a carrier of the enemy flag (`carry_drop`).
const CARRIER: usize = 32;
/// The terms of a carrier 1 to 7 steps from the nearer headquarters of its seat.
const HOME_PULL: usize = 33;
/// The farthest step counted as a carrier's pull home.
const PULL_STEPS: usize = 7;

/// The weights of the evaluation's terms ([`evaluate_for`]), indexed as [`terms`] counts them: each
/// face-up kind's worth (in the order of [`Kind::ALL`], a mine that moves as a bomb counted a bomb),
/// what a face-up engineer's worth changes by while enemy mines stand and a face-up bomb's once the
/// enemy's Marshals and Generals are gone; the same fourteen for face-down pieces; a face-up piece that
/// may carry 1 to 4 steps from the enemy's known flag; a carrier of the enemy flag, and the same 1 to 7
/// steps from the nearer headquarters of its seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; TERMS]);

impl Weights {
    /// The weights set by hand: the Junqi worths face up, 60 % of them face down (a face-down piece can
    /// neither act nor be taken).
    #[rustfmt::skip]
    pub const HAND: Weights = Weights([
        1000, 700, 460, 340, 250, 180, 120, 90, 150, 380, 110, 0, // face-up kinds
        60, -190,                                                 // engineer vs mines, bomb without chiefs
        600, 420, 276, 204, 150, 108, 72, 54, 90, 228, 66, 0,     // face-down kinds
        36, -114,                                                 // engineer vs mines, bomb without chiefs
        200, 100, 45, 15,                                         // flag danger, 1 to 4 steps
        400,                                                      // carrier
        450, 300, 200, 130, 80, 50, 25,                           // carrier home, 1 to 7 steps
    ]);

    /// What turning a face-down piece of `kind` up adds to its colour (its change of term, before the
    /// changes an enemy's standing makes).
    fn flip_gain(&self, kind: Kind) -> i32 {
        self.0[index(kind)] - self.0[DOWN + index(kind)]
    }
}

/// What the carrier of a flag taken gains in the search's ordering of attacks (by the hand-set weight).
const CARRY_GAIN: i32 = Weights::HAND.0[CARRIER];

/// A position of 翻棋 as the search walks it.
#[derive(Clone, Debug)]
pub struct FanqiSearch {
    position: Position,
    /// A flip made, its piece not drawn yet.
    pending: Option<Square>,
    key: u64,
    stack: Vec<(Position, Option<Square>, u64)>,
}

impl FanqiSearch {
    /// A search from `position`.
    pub fn new(position: Position) -> Self {
        let mut search = Self {
            position,
            pending: None,
            key: 0,
            stack: Vec::with_capacity(32),
        };
        search.key = search.key_now();
        search
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    fn key_now(&self) -> u64 {
        key_of(&self.position, self.pending)
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

fn index(kind: Kind) -> usize {
    Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0)
}

/// A key of what is public: face-up pieces, where face-down ones lie (not what they are), covered
/// flags, colours, the side to move and a pending flip.
fn key_of(position: &Position, pending: Option<Square>) -> u64 {
    let mut key = u64::from(position.to_move());
    for at in position.board().squares() {
        if let Some(piece) = position.piece(at) {
            let code = if piece.down {
                0xff
            } else {
                (u64::from(piece.owner) << 6)
                    | (u64::from(piece.carrier) << 5)
                    | index(piece.kind) as u64
            };
            key ^= mix((u64::from(at) << 8 | code) + 1);
        }
    }
    for owner in 0..2 {
        if let Some(at) = position.covered_flag(owner) {
            key ^= mix(0x1_0000 + (u64::from(owner) << 8) + u64::from(at));
        }
    }
    let colour = position.colour_of(0).map_or(3, u64::from);
    key ^= mix(0x2_0000 + colour);
    if let Some(at) = pending {
        key ^= mix(0x3_0000 + u64::from(at));
    }
    key
}

/// How many of each (owner, kind) lie face down: public, whatever the deal.
fn face_down_counts(position: &Position) -> [[u32; 12]; 2] {
    let mut counts = [[0; 12]; 2];
    for at in position.face_down().iter() {
        if let Some(piece) = position.piece(at) {
            counts[usize::from(piece.owner & 1)][index(piece.kind)] += 1;
        }
    }
    counts
}

/// Steps between two points of the grid (the roads' distance, railroads aside).
fn distance(position: &Position, a: Square, b: Square) -> usize {
    let board = position.board();
    let ((ax, ay), (bx, by)) = (board.grid(a), board.grid(b));
    usize::from(ax.abs_diff(bx)) + usize::from(ay.abs_diff(by))
}

/// What the face-up pieces of each colour show, read in one pass over the board.
struct Standing {
    /// Each colour's face-up mines.
    mines: [u32; 2],
    /// Each colour's face-up Marshals and Generals.
    chiefs: [u32; 2],
    /// Where each colour's flag is known to be: face up, carried or covered; never a face-down flag.
    flags: [Option<Square>; 2],
}

impl Standing {
    fn of(position: &Position) -> Standing {
        let mut standing = Standing {
            mines: [0; 2],
            chiefs: [0; 2],
            flags: [position.covered_flag(0), position.covered_flag(1)],
        };
        for at in position.board().squares() {
            let Some(piece) = position.piece(at).filter(|piece| !piece.down) else {
                continue;
            };
            let owner = usize::from(piece.owner & 1);
            match piece.kind {
                Kind::Mine => standing.mines[owner] += 1,
                Kind::Marshal | Kind::General => standing.chiefs[owner] += 1,
                _ => {}
            }
            for (colour, flag) in standing.flags.iter_mut().enumerate() {
                let shows = (owner == colour && piece.kind == Kind::Flag)
                    || (piece.carrier && owner != colour);
                if flag.is_none() && shows {
                    *flag = Some(at);
                }
            }
        }
        standing
    }
}

/// Calls `count` with each term of `owner`'s pieces, played by `seat`, and how many times it counts.
fn side_terms(
    position: &Position,
    owner: u8,
    seat: u8,
    counts: &[[u32; 12]; 2],
    standing: &Standing,
    count: &mut impl FnMut(usize, i32),
) {
    let enemy = 1 - owner;
    let board = position.board();
    let config = position.config();
    let mines_are_bombs = config.mines_are_bombs();
    // The enemy's mines and two strongest on the board, face up or down: public counts.
    let down = &counts[usize::from(enemy)];
    let enemy_mines = down[index(Kind::Mine)] + standing.mines[usize::from(enemy)];
    let enemy_chiefs = down[index(Kind::Marshal)]
        + down[index(Kind::General)]
        + standing.chiefs[usize::from(enemy)];
    // A kind's terms from `base` (0 face up, DOWN face down): its own, and its change if any.
    let kind_terms = |kind: Kind, base: usize| {
        let (term, change) = match kind {
            Kind::Mine if mines_are_bombs => (index(Kind::Bomb), None),
            Kind::Engineer if enemy_mines > 0 && !mines_are_bombs => {
                (index(kind), Some(ENGINEER_AGAINST_MINES))
            }
            Kind::Bomb if enemy_chiefs == 0 => (index(kind), Some(BOMB_WITHOUT_CHIEFS)),
            kind => (index(kind), None),
        };
        [Some(term), change]
            .into_iter()
            .flatten()
            .map(move |term| base + term)
    };
    for kind in Kind::ALL {
        let n = counts[usize::from(owner)][index(kind)] as i32;
        for term in kind_terms(kind, DOWN) {
            count(term, n);
        }
    }
    let target = standing.flags[usize::from(enemy)];
    let carry = config.fanqi_flag == FanqiFlag::CarryDrop;
    let homes = board.headquarters() & board.arm(config.table.arm(seat));
    for at in board.squares() {
        let Some(piece) = position.piece(at).filter(|p| p.owner == owner && !p.down) else {
            continue;
        };
        for term in kind_terms(piece.kind, 0) {
            count(term, 1);
        }
        let carries = piece.kind.is_mobile() && piece.kind != Kind::Bomb;
        if piece.carrier && carry {
            count(CARRIER, 1);
            let steps = homes
                .iter()
                .map(|home| distance(position, at, home))
                .min()
                .unwrap_or(usize::MAX);
            if (1..=PULL_STEPS).contains(&steps) {
                count(HOME_PULL + steps - 1, 1);
            }
        } else if carries && let Some(flag) = target {
            let steps = distance(position, at, flag);
            if (1..=DANGER_STEPS).contains(&steps) {
                count(FLAG_DANGER + steps - 1, 1);
            }
        }
    }
}

/// Calls `count` with each term of the evaluation for `seat` and how many times it counts: positive
/// for its colour, negative for the other's; nothing while colours are open.
fn each_term(position: &Position, seat: u8, mut count: impl FnMut(usize, i32)) {
    let Some(mine) = position.colour_of(seat) else {
        return;
    };
    let counts = face_down_counts(position);
    let standing = Standing::of(position);
    side_terms(position, mine, seat, &counts, &standing, &mut count);
    side_terms(
        position,
        1 - mine,
        1 - seat,
        &counts,
        &standing,
        &mut |term, times| count(term, -times),
    );
}

/// How many times each term of the evaluation counts for `seat`'s colour less the other's:
/// [`evaluate_for`] is the sum of these counts times their weights. All of it is public.
pub fn terms(position: &Position, seat: u8) -> [i32; TERMS] {
    let mut counts = [0; TERMS];
    each_term(position, seat, |term, times| counts[term] += times);
    counts
}

/// The evaluation for `seat` by `weights`: its colour's score less the other's; 0 while colours are
/// open.
pub fn evaluate_for(position: &Position, seat: u8, weights: &Weights) -> i32 {
    let mut total = 0;
    each_term(position, seat, |term, times| {
        total += times * weights.0[term]
    });
    total
}

/// The evaluation for the side to move by `weights`.
pub fn evaluate(position: &Position, weights: &Weights) -> i32 {
    evaluate_for(position, position.to_move(), weights)
}

impl Searchable for FanqiSearch {
    type Move = Action;
    const SLOTS: usize = 64 * 64 + 64;

    fn side(&self) -> u8 {
        match self.pending {
            // Chance draws, then the other side acts.
            Some(_) => 1 - self.position.to_move(),
            None => self.position.to_move(),
        }
    }

    fn key(&self) -> u64 {
        self.key
    }

    fn terminal(&self) -> Option<Terminal> {
        if self.pending.is_some() {
            return None;
        }
        let end = self.position.end()?;
        Some(if end.winners == 0 {
            Terminal::Draw
        } else if end.winners & (1 << self.position.to_move()) != 0 {
            Terminal::Win
        } else {
            Terminal::Loss
        })
    }

    fn moves(&self, out: &mut Vec<Action>) {
        if self.pending.is_some() {
            return;
        }
        out.extend(self.position.legal_moves().into_iter().map(Action::Go));
        out.extend(self.position.flips().iter().map(Action::Flip));
    }

    fn noisy(&self, out: &mut Vec<Action>) {
        if self.pending.is_some() {
            return;
        }
        out.extend(
            self.position
                .legal_moves()
                .into_iter()
                .filter(|&mv| {
                    self.position.piece(mv.to).is_some() && self.gain(Action::Go(mv)) >= 0
                })
                .map(Action::Go),
        );
    }

    fn chances(&self, out: &mut Vec<(Action, u32)>) -> bool {
        let Some(at) = self.pending else {
            return false;
        };
        let counts = face_down_counts(&self.position);
        for owner in 0..2u8 {
            for kind in Kind::ALL {
                let n = counts[usize::from(owner)][index(kind)];
                if n > 0 {
                    out.push((Action::Reveal { at, owner, kind }, n));
                }
            }
        }
        true
    }

    fn chance_leaf(&self, depth: i32) -> Option<i32> {
        self.pending?;
        // The root's own flips are searched outcome by outcome while any depth is left; a later flip
        // only while two plies are, since two dozen outcomes of every flip a ply from the horizon
        // would cost more than the rest of the search.
        let root = self.stack.len() <= 1;
        if depth > 1 || (depth == 1 && root) {
            return None;
        }
        let flipper = self.position.to_move();
        let seat = 1 - flipper;
        let mine = self.position.colour_of(seat)?;
        let counts = face_down_counts(&self.position);
        // Turning a piece up adds the rest of its worth to its colour.
        let (mut total, mut weights) = (0i64, 0i64);
        for owner in 0..2u8 {
            for kind in Kind::ALL {
                let n = i64::from(counts[usize::from(owner)][index(kind)]);
                let gain = i64::from(Weights::HAND.flip_gain(kind));
                total += n * if owner == mine { gain } else { -gain };
                weights += n;
            }
        }
        let mean = if weights > 0 { total / weights } else { 0 };
        Some(evaluate_for(&self.position, seat, &Weights::HAND) + mean as i32)
    }

    fn make(&mut self, action: Action) {
        self.stack
            .push((self.position.clone(), self.pending, self.key));
        match action {
            Action::Go(mv) => self.position.play_move(mv, &mut |_| {}),
            Action::Flip(at) => self.pending = Some(at),
            Action::Reveal { at, owner, kind } => {
                let wanted = Piece {
                    down: true,
                    ..Piece::new(owner, kind)
                };
                if let Some(other) = self
                    .position
                    .face_down()
                    .iter()
                    .find(|&other| self.position.piece(other) == Some(wanted))
                {
                    self.position.exchange_face_down(at, other);
                }
                self.pending = None;
                self.position.play_flip(at, &mut |_| {});
            }
        }
        self.key = self.key_now();
    }

    fn unmake(&mut self) {
        if let Some((position, pending, key)) = self.stack.pop() {
            self.position = position;
            self.pending = pending;
            self.key = key;
        }
    }

    fn evaluate(&self) -> i32 {
        match self.pending {
            Some(_) => evaluate_for(&self.position, self.side(), &Weights::HAND),
            None => evaluate(&self.position, &Weights::HAND),
        }
    }

    fn gain(&self, action: Action) -> i32 {
        let Action::Go(mv) = action else {
            return 0;
        };
        let (Some(attacker), Some(defender)) =
            (self.position.piece(mv.from), self.position.piece(mv.to))
        else {
            return 0;
        };
        let config = self.position.config();
        let result = resolve(config, attacker.kind, defender.kind, 0);
        if result.flag_taken {
            return if config.carrying() {
                CARRY_GAIN
            } else {
                1 << 20
            };
        }
        let value = |kind: Kind| {
            if kind == Kind::Mine && config.mines_are_bombs() {
                worth(Kind::Bomb)
            } else {
                worth(kind)
            }
        };
        match result.clash {
            Clash::AttackerWins => value(defender.kind),
            Clash::DefenderWins => -value(attacker.kind),
            Clash::BothRemoved => value(defender.kind) - value(attacker.kind),
        }
    }

    fn reversible_plies(&self) -> usize {
        self.position.turn() as usize
    }

    fn slot(&self, action: Action) -> usize {
        match action {
            Action::Go(mv) => usize::from(mv.from % 64) * 64 + usize::from(mv.to % 64),
            Action::Flip(at) | Action::Reveal { at, .. } => 64 * 64 + usize::from(at % 64),
        }
    }
}
