//! The pairing of an arena's waiting players, as lichess pairs its arenas: a maximum-weight matching
//! (the `integer-blossom` crate the Swiss pairing uses) over the waiting players, in which a pair that
//! played each other in either one's last game has no edge, so nobody meets the same opponent twice in a
//! row. The weights rank lexicographically: as many pairs as the queue allows; then, when someone must
//! wait, the players waiting longest paired first; then seats that balance; then the closest pairs by
//! lichess's measure (the difference in standing, weighed more near the top, plus the difference in
//! seed rating). A greedy pass down the queue was not used: it can strand a player whose only possible
//! opponent it took first, and it cannot trade one close pair for two closer ones. In the steady state
//! only a few players wait at once, so each matching is small.
//!
//! Seats balance per player: the matching prefers pairs whose players lean to opposite seats (a part of
//! the weight between waiting and closeness), and within a pair the one who has moved first less often
//! moves first; between equals, the one who moved second last time, then the one who waited longer.

use super::record::{Arena, Presence};
use super::standings::ArenaStanding;
use super::tally::{Tallies, Tally};
use crate::model::{Millis, UserId};
use crate::tournament::Side;
use crate::tournament::pairing::matching;
use std::collections::HashMap;

/// A waiting player as the pairing sees them.
struct Candidate<'a> {
    player: UserId,
    rating: i32,
    since: Millis,
    /// Their place in the standings, from 1.
    rank: usize,
    tally: &'a Tally,
}

impl Candidate<'_> {
    /// Whether `other` was their last opponent, or they were `other`'s.
    fn just_met(&self, other: &Candidate) -> bool {
        self.tally.last_opponent == Some(other.player)
            || other.tally.last_opponent == Some(self.player)
    }

    /// What decides who moves first: the lower value does.
    fn first_claim(&self) -> (i32, bool) {
        (
            self.tally.first_balance,
            self.tally.last_side == Some(Side::First),
        )
    }
}

/// Pairs the players waiting in `arena`, ranked by `ranking`: `(first, second)` for each game, the
/// best-ranked pair first.
pub(super) fn pair(
    arena: &Arena,
    tallies: &Tallies,
    ranking: &[ArenaStanding],
) -> Vec<(UserId, UserId)> {
    let ranks: HashMap<UserId, usize> = ranking
        .iter()
        .map(|line| (line.player, line.rank))
        .collect();
    let mut waiting: Vec<Candidate> = arena
        .participants()
        .iter()
        .filter_map(|participant| match participant.presence {
            Presence::Waiting { since } => Some(Candidate {
                player: participant.entrant.player,
                rating: participant.entrant.rating,
                since,
                rank: ranks[&participant.entrant.player],
                tally: tallies.of_player(participant.entrant.player),
            }),
            _ => None,
        })
        .collect();
    if waiting.len() < 2 {
        return Vec::new();
    }
    waiting.sort_by_key(|candidate| candidate.since);
    let mates = match_waiting(&waiting, ranking.len());
    let mut pairs: Vec<(&Candidate, &Candidate)> = mates
        .iter()
        .enumerate()
        .filter_map(|(i, mate)| mate.filter(|&j| i < j).map(|j| (&waiting[i], &waiting[j])))
        .collect();
    pairs.sort_by_key(|(longer, shorter)| longer.rank.min(shorter.rank));
    pairs
        .into_iter()
        .map(|(longer, shorter)| {
            if longer.first_claim() <= shorter.first_claim() {
                (longer.player, shorter.player)
            } else {
                (shorter.player, longer.player)
            }
        })
        .collect()
}

/// How far apart two players are, by lichess's measure: the difference in standing, weighed from 300
/// (near the bottom of `field` players) to 2000 (at the top), plus the difference in seed rating.
fn distance(one: &Candidate, other: &Candidate, field: usize) -> u128 {
    let field = u128::try_from(field).expect("a count fits");
    let (one_rank, other_rank) = (one.rank as u128, other.rank as u128);
    let higher = one_rank.min(other_rank);
    let rank_factor = 300 + 1700 * (field - higher) / field;
    one_rank.abs_diff(other_rank) * rank_factor + u128::from(one.rating.abs_diff(other.rating))
}

/// The maximum-weight matching of `waiting`, longest waiting first, in a field of `field` players.
fn match_waiting(waiting: &[Candidate], field: usize) -> Vec<Option<usize>> {
    let count = waiting.len();
    let size = u128::try_from(count).expect("a count fits");
    let distances: Vec<u128> = (0..count * count)
        .map(|index| {
            let (i, j) = (index / count, index % count);
            if i < j {
                distance(&waiting[i], &waiting[j], field)
            } else {
                0
            }
        })
        .collect();
    let closeness_top = distances.iter().copied().max().unwrap_or(0) + 1;
    // Paired, how long they waited, how well their seats fit, how close they are.
    let maxima = [1, 2 * size, 2, closeness_top];
    let (multipliers, largest) = multipliers(maxima, size / 2);
    let weight = |i: usize, j: usize| {
        let (one, other) = (&waiting[i], &waiting[j]);
        if one.just_met(other) {
            return 0;
        }
        // The longest waiting player counts `count`, the newest 1.
        let waited = 2 * size - u128::try_from(i + j).expect("a count fits");
        let parts = [
            1,
            waited,
            seat_fit(one, other),
            closeness_top - distances[i * count + j],
        ];
        parts
            .iter()
            .zip(multipliers)
            .map(|(part, unit)| part * unit)
            .sum()
    };
    if i64::try_from(largest).is_ok() {
        matching::<i64>(count, weight)
    } else {
        matching::<i128>(count, weight)
    }
}

/// The multiplier of each part of a weight whose parts are at most `maxima`, most important first, for
/// a matching of at most `pairs` pairs: a unit of one part outweighs the most that all the lesser parts
/// of the whole matching add up to. Returns them with the largest weight a pair can have.
fn multipliers(maxima: [u128; 4], pairs: u128) -> ([u128; 4], u128) {
    let mut multipliers = [1; 4];
    let mut lesser_total = 0;
    for part in (0..4).rev() {
        multipliers[part] = pairs * lesser_total + 1;
        lesser_total += maxima[part] * multipliers[part];
    }
    (multipliers, lesser_total)
}

/// How well two players' seats balance, from 0 to 2: 2 unless both have moved first more often than
/// second (or both less), 1 if the lesser of the two leans by one game, 0 if by two or more.
fn seat_fit(one: &Candidate, other: &Candidate) -> u128 {
    let (a, b) = (one.tally.first_balance, other.tally.first_balance);
    if a.signum() * b.signum() <= 0 {
        return 2;
    }
    2 - u128::from(a.unsigned_abs().min(b.unsigned_abs()).min(2))
}
