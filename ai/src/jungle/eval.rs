//! Jungle's evaluation, from the point of view of the side to move, in hundredths of a cat-ish unit.
//!
//! * **Material**, by animal: the lion and tiger are worth more than their rank says (they jump the
//!   lakes), the rat more (it takes the elephant, hides in the water and blocks jumps), and the rat more
//!   again while the enemy elephant lives.
//! * **Advance**: each piece gains as it nears the enemy den, steeply over the last squares.
//! * **The dens**: a side to move with a piece beside the enemy den wins next ply; a side to move facing
//!   an enemy piece beside its own den that it cannot take loses, and facing two such pieces it is almost
//!   lost. These are large scores below the search's win scores, so the search still proves them.
//! * **Guards**: a small bonus for each own piece within two steps of its own den while an enemy piece is
//!   within four (the traps need defenders).

use games::jungle::board::{
    DENS, NEIGHBOURS, NO_SQUARE, SQUARE_COUNT, Square, den_of, file_of, rank_of,
};
use games::jungle::capture::capture_rule;
use games::jungle::{Board, JungleOptions, Kind, Piece, Side};

/// The score of a position the side to move wins on its next ply.
pub const WINNING: i32 = 40_000;
/// A tempo for the side to move.
const TEMPO: i32 = 12;

/// The worth of an animal under these options.
#[inline]
pub fn material(kind: Kind, options: &JungleOptions) -> i32 {
    // Dog and wolf swap their worth with their ranks.
    let kind = match kind {
        Kind::Dog if options.dog_above_wolf => Kind::Wolf,
        Kind::Wolf if options.dog_above_wolf => Kind::Dog,
        other => other,
    };
    match kind {
        Kind::Rat => 400,
        Kind::Cat => 250,
        Kind::Dog => 300,
        Kind::Wolf => 350,
        Kind::Leopard => 500,
        Kind::Tiger => 850,
        Kind::Lion => 950,
        Kind::Elephant => 1000,
    }
}

/// The bonus for a piece at this many steps from the enemy den (index 0 is the den itself).
const ADVANCE: [i32; 16] = [0, 120, 80, 55, 40, 30, 22, 16, 11, 7, 4, 2, 0, 0, 0, 0];
/// The bonus of a guard: an own piece within two steps of its den while an enemy is within four.
const GUARD: i32 = 25;

/// The number of orthogonal steps between two squares (water ignored).
const fn distance(a: Square, b: Square) -> usize {
    (file_of(a).abs_diff(file_of(b)) + rank_of(a).abs_diff(rank_of(b))) as usize
}

/// Per side, the advance bonus of a piece of that side on each square.
const ADVANCE_OF: [[i32; SQUARE_COUNT]; 2] = {
    let mut table = [[0; SQUARE_COUNT]; 2];
    let mut side = 0;
    while side < 2 {
        let enemy_den = DENS[1 - side];
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            let steps = distance(sq as Square, enemy_den);
            table[side][sq] = ADVANCE[if steps > 15 { 15 } else { steps }];
            sq += 1;
        }
        side += 1;
    }
    table
};

/// Per side, the squares within `steps` of its own den.
const fn near_home(steps: usize) -> [u64; 2] {
    let mut masks = [0; 2];
    let mut side = 0;
    while side < 2 {
        let mut sq = 0;
        while sq < SQUARE_COUNT {
            if distance(sq as Square, DENS[side]) <= steps {
                masks[side] |= 1 << sq;
            }
            sq += 1;
        }
        side += 1;
    }
    masks
}

/// Per side, the squares within two steps of its den (where guards stand).
const GUARDS: [u64; 2] = near_home(2);
/// Per side, the squares within four steps of its den (where an enemy calls for guards).
const APPROACH: [u64; 2] = near_home(4);

/// The worth of each animal under the options in force, looked up by [`Kind`] index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Values([i32; 8]);

impl Values {
    /// The worths under `options`.
    pub fn new(options: &JungleOptions) -> Self {
        Self(Kind::ALL.map(|kind| material(kind, options)))
    }

    /// The worth of an animal.
    #[inline]
    pub fn of(&self, kind: Kind) -> i32 {
        self.0[kind as usize]
    }
}

/// The evaluation of `board` for the side to move.
pub fn evaluate(board: &Board, options: &JungleOptions) -> i32 {
    evaluate_with(board, options, &Values::new(options))
}

/// The evaluation of `board` for the side to move, with the worths looked up already.
#[inline]
pub fn evaluate_with(board: &Board, options: &JungleOptions, values: &Values) -> i32 {
    let us = board.to_move();
    let them = us.other();
    // Immediate den threats decide before anything else.
    if beside(board, us, den_of(them)) != 0 {
        return WINNING;
    }
    let threats = beside(board, them, den_of(us));
    if threats != 0 {
        let count = threats.count_ones();
        let mut answered = 0;
        for at in squares(threats) {
            if can_take(board, us, at, options) {
                answered += 1;
            }
        }
        if answered < count {
            return -WINNING;
        }
        if count >= 2 {
            return -WINNING / 2;
        }
    }
    side_score(board, us, values) - side_score(board, them, values) + TEMPO
}

/// The squares beside `den` that hold a piece of `side` (a set of squares as bits).
#[inline]
fn beside(board: &Board, side: Side, den: Square) -> u64 {
    let mut set = 0;
    for &at in &NEIGHBOURS[usize::from(den)] {
        if at != NO_SQUARE && board.occupied(side) & (1 << at) != 0 {
            set |= 1 << at;
        }
    }
    set
}

/// The squares of a set.
#[inline]
fn squares(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let at = set.trailing_zeros() as Square;
            set &= set - 1;
            at
        })
    })
}

/// Whether `side` has a piece next to `at` that may capture the enemy piece there.
fn can_take(board: &Board, side: Side, at: Square, options: &JungleOptions) -> bool {
    let Some(target) = board.piece_at(at) else {
        return false;
    };
    NEIGHBOURS[usize::from(at)].iter().any(|&from| {
        from != NO_SQUARE
            && board.piece_at(from).is_some_and(|piece| {
                piece.side == side && capture_rule(piece, from, target, at, options).is_ok()
            })
    })
}

/// What `side` has: material, advance, guards.
#[inline]
fn side_score(board: &Board, side: Side, values: &Values) -> i32 {
    let enemy = side.other();
    let own = board.occupied(side);
    let mut score = 0;
    for at in squares(own) {
        let kind = Piece::from_code(board.code_at(at)).kind;
        score += values.of(kind) + ADVANCE_OF[side as usize][usize::from(at)];
    }
    if board.square_of(Piece::new(side, Kind::Rat)).is_some()
        && board.square_of(Piece::new(enemy, Kind::Elephant)).is_some()
    {
        score += 100;
    }
    if board.occupied(enemy) & APPROACH[side as usize] != 0 {
        score += GUARD * (own & GUARDS[side as usize]).count_ones() as i32;
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(text: &str) -> i32 {
        evaluate(&Board::parse(text).unwrap(), &JungleOptions::default())
    }

    #[test]
    fn the_start_is_even_but_for_the_tempo() {
        assert_eq!(eval(games::jungle::START), TEMPO);
    }

    #[test]
    fn the_evaluation_is_symmetric_between_the_sides() {
        // The same position mirrored top to bottom, with the other side to move.
        let blue = eval("7/7/7/7/7/7/2L4/7/4r2 w");
        let red = eval("4R2/7/2l4/7/7/7/7/7/7 b");
        assert_eq!(blue, red);
    }

    #[test]
    fn den_threats_dominate() {
        // Blue's cat stands beside Red's den, Blue to move: it walks in.
        assert_eq!(eval("2C4/7/7/7/7/7/7/7/6e w"), WINNING);
        // Red to move must take the cat on its trap: the elephant beside it can.
        assert!(eval("1eC4/7/7/7/7/7/7/7/7 b").abs() < WINNING);
        // Nobody can take it: Red is lost.
        assert_eq!(eval("2C4/7/7/7/7/7/7/7/6e b"), -WINNING);
    }

    #[test]
    fn more_material_and_more_advance_score_better() {
        assert!(eval("7/7/7/7/7/7/7/7/L2e3 w") < eval("7/7/7/7/7/7/7/7/L2t3 w"));
        assert!(eval("6e/7/7/7/7/7/7/L6/7 w") > eval("6e/7/7/7/7/7/7/7/L6 w"));
    }
}
