//! Cetkaik's evaluation: what a position is worth to a side as **equity**, the chance of winning the
//! game less the chance of losing it, times [`SCALE`]. Everything the search compares is in this one
//! unit: the end of the game (±[`SCALE`], 0 for a draw), the end of a season (the equity of the new
//! scores with the seasons left), and a position inside a season. So a ta xot1 is weighed against
//! continuing with the scores, the stake and the seasons left, which is the ty mok1 / ta xot1 policy.
//!
//! # Between seasons
//!
//! A hand-tuned model of a season: one side or the other wins it (½ each), gaining `G` points from the
//! other with the chances of [`SEASON_GAINS`] (3 to 20 points; bigger gains stand for stakes raised by
//! ty mok1). [`Tables`] holds, by dynamic programming over that model, the equity of a score with `n`
//! seasons still to play: after Winter the leader wins, a score of 0 or 40 ends the game at once.
//!
//! # Inside a season
//!
//! The season is won by whoever forms the next hand and ends it; the position says who is likelier to.
//! Its **edge** for a side, in points, is what its pieces on the board are worth as fighters
//! ([`WORTH`]) and how near its hop1 zuo1 is to hands it does not hold yet
//! ([`super::hands::prospects`]), less the same for the other side. The edge makes the side's chance
//! of winning the season `q = 1 / (1 + e^(-edge / TEMPERATURE))`; the season's winner gains `G` plus the
//! hands it already holds (a ta xot1 scores all of them), times the stake; the equity is the expectation
//! of the table's equity over who wins and `G`.

use super::board::{Board, Hand, KINDS, colour, is_piece, kind_of, owner};
use super::hands::{Hands, points, prospects};
use super::movegen::{protected, targets};

/// The equity of a certain win.
pub const SCALE: f32 = 10_000.0;

/// A season's gain for its winner in points, with its chance.
pub const SEASON_GAINS: [(f32, f32); 6] = [
    (3.0, 0.15),
    (5.0, 0.30),
    (7.0, 0.20),
    (10.0, 0.15),
    (14.0, 0.12),
    (20.0, 0.08),
];

/// How many points of edge make the season's winner about e times likelier one side than the other.
pub const TEMPERATURE: f32 = 3.0;

/// What a piece on the board is worth to its side as a fighter, in points, by kind (Vessel, Pawn,
/// Archer, Chariot, Tiger, Horse, Officer, Shaman, General, King).
pub const WORTH: [f32; KINDS] = [1.0, 0.3, 1.5, 0.8, 1.0, 1.0, 1.1, 1.3, 1.3, 1.5];

/// The equity of a score between seasons, by the seasons still to play.
#[derive(Clone, Debug)]
pub struct Tables {
    /// `equity[n][s]`: the equity of a side with score `s` when `n` seasons are still to play.
    equity: [[f32; 41]; 4],
}

impl Tables {
    /// The tables of the season model.
    pub fn new() -> Tables {
        let mut equity = [[0.0; 41]; 4];
        for (s, value) in equity[0].iter_mut().enumerate() {
            *value = (s as f32 - 20.0).signum();
        }
        for n in 1..4 {
            let before = equity[n - 1];
            let at = |x: i32| -> f32 {
                if x <= 0 {
                    -1.0
                } else if x >= 40 {
                    1.0
                } else {
                    before[x as usize]
                }
            };
            equity[n][0] = -1.0;
            equity[n][40] = 1.0;
            for (s, cell) in equity[n].iter_mut().enumerate().take(40).skip(1) {
                *cell = SEASON_GAINS
                    .iter()
                    .map(|&(gain, chance)| {
                        let g = gain as i32;
                        chance * 0.5 * (at(s as i32 + g) + at(s as i32 - g))
                    })
                    .sum();
            }
        }
        Tables { equity }
    }

    /// The equity of score `score` (any real number: below 0 or above 40 the game is over) with `n`
    /// seasons still to play, from -1 to 1.
    #[inline]
    pub fn equity(&self, n: usize, score: f32) -> f32 {
        if score <= 0.0 {
            return -1.0;
        }
        if score >= 40.0 {
            return 1.0;
        }
        let row = &self.equity[n.min(3)];
        let low = score.floor() as usize;
        let frac = score - low as f32;
        if low >= 40 {
            return row[40];
        }
        row[low] + (row[low + 1] - row[low]) * frac
    }
}

impl Default for Tables {
    fn default() -> Self {
        Tables::new()
    }
}

/// The tables, built once.
pub fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(Tables::new)
}

/// What one side's hop1 zuo1 brings: the hands it holds, their points, and its prospects.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HandWorth {
    /// The hands held.
    pub held: Hands,
    /// Their points.
    pub points: i32,
    /// How near it is to the hands it lacks, in points.
    pub prospects: f32,
}

impl HandWorth {
    /// The worth of side `side`'s hand on `board`.
    pub fn of(board: &Board, side: u8) -> HandWorth {
        HandWorth::of_hand(board.hand(side))
    }

    /// The worth of a hand.
    pub fn of_hand(hand: &Hand) -> HandWorth {
        let held = super::hands::hands(hand);
        HandWorth {
            held,
            points: points(held),
            prospects: prospects(hand, held),
        }
    }
}

/// What taking a piece of `colour` and `kind` brings a side whose hand is `hand` (worth `now`): the
/// piece's worth as a fighter, which its owner loses, and what its hand gains in points held and in
/// prospects.
pub fn capture_gain(hand: &Hand, now: &HandWorth, colour: u8, kind: usize) -> f32 {
    let mut after = *hand;
    after[usize::from(colour)][kind] += 1;
    let then = HandWorth::of_hand(&after);
    WORTH[kind] + (then.points - now.points) as f32 + then.prospects - now.prospects
}

/// What a side's pieces do on the board: how many empty squares they reach in one move (stepping and
/// Tam2 aside), and which of the opponent's pieces they could take (a bit per colour and kind,
/// `colour × 10 + kind`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Activity {
    /// The empty squares reached, counted once per piece.
    pub reach: u32,
    /// The opponent's pieces that could be taken.
    pub threats: u32,
}

/// The activity of side `side`'s pieces.
pub fn activity(board: &Board, side: u8, tam_itself: bool) -> Activity {
    let mut found = Activity::default();
    for sq in 0..81u8 {
        let byte = board.at(sq);
        if !is_piece(byte) || owner(byte) != side {
            continue;
        }
        let reach = targets(board, sq, kind_of(byte), side, tam_itself, u8::MAX);
        for &to in reach
            .finite
            .as_slice()
            .iter()
            .chain(reach.infinite.as_slice())
        {
            let there = board.at(to);
            if there == 0 {
                found.reach += 1;
            } else if is_piece(there)
                && owner(there) != side
                && !protected(board, to, side, tam_itself)
            {
                found.threats |=
                    1 << (u32::from(colour(there)) * KINDS as u32 + kind_of(there) as u32);
            }
        }
    }
    found
}

/// The most a side with hand `hand` (worth `now`) gains by taking one of the pieces of `threats`.
pub fn best_threat(hand: &Hand, now: &HandWorth, threats: u32) -> f32 {
    let mut best: f32 = 0.0;
    let mut left = threats;
    while left != 0 {
        let bit = left.trailing_zeros();
        left &= left - 1;
        let (colour, kind) = ((bit / KINDS as u32) as u8, (bit % KINDS as u32) as usize);
        best = best.max(capture_gain(hand, now, colour, kind));
    }
    best
}

/// What a piece gains per row it stands beyond its own back rank, by kind (the King loses by it).
pub const ADVANCE: [f32; KINDS] = [0.04, 0.06, 0.03, 0.04, 0.05, 0.04, 0.03, 0.03, 0.03, -0.08];
/// The rows beyond its back rank up to which a piece gains.
pub const ADVANCE_ROWS: i8 = 6;
/// What a piece other than the King gains standing in tam2 hue, where it moves its stronger way.
pub const HUE: f32 = 0.12;

/// Where both sides' pieces stand: rows advanced and tam2 hue held, in points.
pub fn placement(board: &Board, tam_itself: bool) -> [f32; 2] {
    let mut sums = [0.0; 2];
    for sq in 0..81u8 {
        let byte = board.at(sq);
        if !is_piece(byte) {
            continue;
        }
        let side = owner(byte);
        let kind = kind_of(byte);
        let row = super::board::row(sq);
        let advanced = if side == 0 { 8 - row } else { row };
        let mut value = ADVANCE[kind] * f32::from(advanced.min(ADVANCE_ROWS));
        if kind != super::board::kind::KING && board.is_hue(sq, tam_itself) {
            value += HUE;
        }
        sums[usize::from(side)] += value;
    }
    sums
}

/// What each empty square a side's pieces reach is worth, in points.
pub const REACH: f32 = 0.02;
/// The share of its best capture that the side to move is credited with.
pub const THREAT: f32 = 0.6;

/// The fighters' worth of both sides' pieces on the board.
pub fn board_worth(board: &Board) -> [f32; 2] {
    let mut sums = [0.0; 2];
    for sq in 0..81u8 {
        let byte = board.at(sq);
        if is_piece(byte) {
            sums[usize::from(owner(byte))] += WORTH[kind_of(byte)];
        }
    }
    sums
}

/// What the search needs to know of the game beyond the board: the scores of `side`, the stake, and the
/// seasons to play after this one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// The side's score.
    pub score: i32,
    /// The stake's multiplier.
    pub stake: i32,
    /// The seasons still to play after the current one (0 in Winter).
    pub after: usize,
}

/// The equity of a position inside a season for one side, given its edge in points and both sides'
/// hands held (its own first), from -1 to 1.
pub fn season_equity(standing: Standing, edge: f32, held: [i32; 2]) -> f32 {
    let tables = tables();
    let win = 1.0 / (1.0 + (-edge / TEMPERATURE).exp());
    let score = standing.score as f32;
    let stake = standing.stake as f32;
    SEASON_GAINS
        .iter()
        .map(|&(gain, chance)| {
            let up = tables.equity(standing.after, score + stake * (gain + held[0] as f32));
            let down = tables.equity(standing.after, score - stake * (gain + held[1] as f32));
            chance * (win * up + (1.0 - win) * down)
        })
        .sum()
}

/// The edge of side `me` in points when side `next` moves next: fighters on the board, prospects of
/// hands, where the pieces stand and the squares they reach, its own less the other side's; and for the
/// side to move, a share of the best capture it has.
pub fn edge(
    board: &Board,
    worth: [f32; 2],
    hands: &[HandWorth; 2],
    me: u8,
    next: u8,
    tam_itself: bool,
) -> f32 {
    let activity = [
        activity(board, 0, tam_itself),
        activity(board, 1, tam_itself),
    ];
    let placed = placement(board, tam_itself);
    let (m, t) = (usize::from(me), usize::from(1 - me));
    let threat = THREAT
        * best_threat(
            board.hand(next),
            &hands[usize::from(next)],
            activity[usize::from(next)].threats,
        );
    worth[m] - worth[t] + hands[m].prospects - hands[t].prospects + placed[m] - placed[t]
        + REACH * (activity[m].reach as f32 - activity[t].reach as f32)
        + if next == me { threat } else { -threat }
}

/// The equity, for the side that has just formed hands worth `total` points (penalties included), of
/// ending the season now: the game's end, or the next season's start with the new scores.
pub fn ta_xot_equity(standing: Standing, total: i32) -> f32 {
    let score = (standing.score + total * standing.stake).clamp(0, 40);
    if score == 0 {
        return -1.0;
    }
    if score == 40 {
        return 1.0;
    }
    tables().equity(standing.after, score as f32)
}
