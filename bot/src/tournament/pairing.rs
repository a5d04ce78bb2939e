//! The pairing of a Swiss round as a maximum-weight matching over the active players, plus a bye vertex
//! when their number is odd. Each possible pair gets a weight whose parts rank lexicographically, so the
//! matching first avoids rematches (and second byes), then two absolute colour wishes for one side, then
//! keeps scores as close as it can (summing squared differences, so one far float costs more than two
//! near ones), then gives the bye to the lowest-ranked player, then fits colour wishes, and last pairs the
//! top half of each score group against its bottom half in rank order (which seeds the first round by
//! rating). A field larger than a bracket is matched in brackets of whole score groups (see [`pair`]). The
//! weights are a function of the record alone, and so is the matching.

use super::colours::{self, Preference};
use super::history::{Histories, History};
use super::points::Points;
use super::record::{Board, Entrant, Round};
use crate::model::UserId;
use std::cmp::Reverse;

/// A player as one round's pairing sees them.
struct Player<'a> {
    player: UserId,
    history: &'a History,
    /// Their place in the ranking by score and rating, from 0.
    rank: usize,
    /// Their place within their score group, from 0.
    place_in_group: usize,
    /// The size of their score group.
    group_size: usize,
}

/// The parts of a pair's weight, most important first.
#[derive(Clone, Copy)]
struct Parts {
    /// 1 unless they have met (or, for the bye, the player has had one).
    new_opponent: u128,
    /// 1 unless both must have the same side.
    colours_possible: u128,
    /// The largest squared score difference less theirs.
    score_closeness: u128,
    /// For the bye, the player's rank from 1 (the lower the ranking, the better); 0 for a game.
    bye_rank: u128,
    /// How well their colour wishes fit, from 0 to 3.
    colour_fit: u128,
    /// How close the pair is to the top-half-against-bottom-half pairing of their group.
    rank_fit: u128,
}

impl Parts {
    /// Whether the pair is not a rematch (nor a second bye).
    fn clean(self) -> bool {
        self.new_opponent == 1
    }

    /// The parts as an array, most important first.
    fn values(self) -> [u128; 6] {
        [
            self.new_opponent,
            self.colours_possible,
            self.score_closeness,
            self.bye_rank,
            self.colour_fit,
            self.rank_fit,
        ]
    }
}

/// The largest value each part takes in a round, and from them the multiplier of each part, chosen so
/// that a unit of one part outweighs the most all the lesser parts of a whole matching can add up to.
struct Scale {
    multipliers: [u128; 6],
    /// The largest weight a pair can have.
    largest: u128,
}

impl Scale {
    /// The scale for `edges` pairs in a matching whose parts are at most `maxima`.
    fn new(maxima: [u128; 6], edges: u128) -> Scale {
        let mut multipliers = [1; 6];
        let mut lesser_total = 0;
        for part in (0..6).rev() {
            multipliers[part] = edges * lesser_total + 1;
            lesser_total += maxima[part] * multipliers[part];
        }
        Scale {
            multipliers,
            largest: lesser_total + 1,
        }
    }

    /// The weight of a pair: always positive, so that the matching over all players is perfect.
    fn weight(&self, parts: Parts) -> u128 {
        let total: u128 = parts
            .values()
            .iter()
            .zip(self.multipliers)
            .map(|(value, multiplier)| value * multiplier)
            .sum();
        total + 1
    }
}

/// The fewest players a bracket of a large field holds: a field is split into brackets at score-group
/// boundaries, each paired apart, so that the matching's cubic cost stays with the bracket's size.
const BRACKET: usize = 100;

/// The pairs and the bye of one bracket, as places in the ranking.
struct Matched {
    /// Where the bracket starts in the ranking.
    start: usize,
    /// The pairs, the better ranked first.
    pairs: Vec<(usize, usize)>,
    /// Who has the bye, if the bracket had an odd number of players.
    bye: Option<usize>,
    /// Whether it needs no rematch and no second bye.
    clean: bool,
}

/// Pairs `ranked`, the active players by score then rating, into a round. The field is cut into
/// brackets of at least [`BRACKET`] players at score-group boundaries, and each bracket is matched on its
/// own; a bracket that could only be paired with a rematch or a second bye is merged with the next (the
/// last with the one before) and matched again, so a field smaller than a bracket is matched whole.
pub(crate) fn pair(ranked: &[&Entrant], histories: &Histories) -> Round {
    let players = players(ranked, histories);
    let ends = bracket_ends(&players);
    let mut brackets: Vec<Matched> = Vec::new();
    let (mut start, mut next) = (0, 0);
    while start < players.len() {
        let end = ends[next];
        let matched = match_bracket(&players, start, end);
        if matched.clean || start == 0 && end == players.len() {
            brackets.push(matched);
            (start, next) = (end, next + 1);
        } else if end < players.len() {
            next += 1;
        } else {
            start = brackets.pop().expect("a bracket before the last").start;
        }
    }
    let mut pairs: Vec<(usize, usize)> = brackets
        .iter()
        .flat_map(|bracket| bracket.pairs.clone())
        .collect();
    pairs.sort_by_key(|&(higher, _)| (Reverse(players[higher].history.score), higher));
    let bye = brackets
        .iter()
        .find_map(|bracket| bracket.bye)
        .map(|index| players[index].player);
    let boards = pairs
        .iter()
        .enumerate()
        .map(|(board, &(higher, lower))| {
            let seat = |index: usize| (players[index].player, players[index].history.preference());
            let (first, second) = colours::allocate(seat(higher), seat(lower), board);
            Board {
                first,
                second,
                finish: None,
                game: None,
            }
        })
        .collect();
    Round { boards, bye }
}

/// Where each bracket ends: after a score group, once it holds at least [`BRACKET`] players and the
/// players before the cut are even in number; the last ends with the field.
fn bracket_ends(players: &[Player]) -> Vec<usize> {
    let mut ends: Vec<usize> = (1..players.len())
        .filter(|&end| players[end].place_in_group == 0 && end % 2 == 0)
        .scan(0, |start, end| {
            let cut = end - *start >= BRACKET;
            if cut {
                *start = end;
            }
            Some(cut.then_some(end))
        })
        .flatten()
        .collect();
    ends.push(players.len());
    ends
}

/// Matches the players ranked `start..end`, with a bye vertex when they are odd in number.
fn match_bracket(players: &[Player], start: usize, end: usize) -> Matched {
    let bracket = &players[start..end];
    let count = bracket.len();
    let with_bye = count % 2 == 1;
    let size = count + usize::from(with_bye);
    let top = bracket
        .first()
        .map_or(Points::ZERO, |player| player.history.score);
    let bottom = bracket
        .last()
        .map_or(Points::ZERO, |player| player.history.score);
    let widest = u128::from(top.quarters() - bottom.quarters()).pow(2);
    let square = u128::try_from(count * count).expect("a count fits");
    let maxima = [
        1,
        1,
        widest,
        u128::try_from(players.len()).expect("a count fits"),
        3,
        square,
    ];
    let scale = Scale::new(maxima, u128::try_from(size / 2).expect("a count fits"));
    let weight = |i: usize, j: usize| match bracket.get(j) {
        Some(other) => scale.weight(game_parts(&bracket[i], other, widest, square)),
        None => scale.weight(bye_parts(&bracket[i], bottom, widest, square)),
    };
    let mates = if i64::try_from(scale.largest).is_ok() {
        matching::<i64>(size, weight)
    } else {
        matching::<i128>(size, weight)
    };
    let clean = mates.iter().enumerate().all(|(i, mate)| match *mate {
        Some(j) if i < j && j < count => {
            game_parts(&bracket[i], &bracket[j], widest, square).clean()
        }
        Some(j) if i < j => bye_parts(&bracket[i], bottom, widest, square).clean(),
        _ => true,
    });
    let pairs = mates
        .iter()
        .enumerate()
        .filter_map(|(i, mate)| {
            mate.filter(|&j| i < j && j < count)
                .map(|j| (start + i, start + j))
        })
        .collect();
    let bye = with_bye.then(|| mates[count].map(|i| start + i)).flatten();
    Matched {
        start,
        pairs,
        bye,
        clean,
    }
}

/// The maximum-weight matching of `size` vertices with the weights `weight` gives each pair `(i, j)`,
/// `i < j`, in the narrowest integers that hold them (the matching runs faster on narrower ones).
pub(super) fn matching<W>(size: usize, weight: impl Fn(usize, usize) -> u128) -> Vec<Option<usize>>
where
    W: integer_blossom::Weight + TryFrom<u128, Error: std::fmt::Debug> + Default + Copy,
{
    let mut weights = vec![W::default(); size * size];
    for i in 0..size {
        for j in i + 1..size {
            weights[i * size + j] = W::try_from(weight(i, j))
                .expect("the caller picks a type that holds the largest weight");
        }
    }
    integer_blossom::max_weight_matching(&weights, size)
}

/// The ranked players with their places in their score groups.
fn players<'a>(ranked: &[&Entrant], histories: &'a Histories) -> Vec<Player<'a>> {
    let mut players: Vec<Player<'a>> = Vec::with_capacity(ranked.len());
    for (rank, entrant) in ranked.iter().enumerate() {
        let history = histories.of_player(entrant.player);
        let place_in_group = match players.last() {
            Some(previous) if previous.history.score == history.score => {
                previous.place_in_group + 1
            }
            _ => 0,
        };
        players.push(Player {
            player: entrant.player,
            history,
            rank,
            place_in_group,
            group_size: 0,
        });
    }
    let mut start = 0;
    while start < players.len() {
        let score = players[start].history.score;
        let end = players[start..]
            .iter()
            .position(|p| p.history.score != score)
            .map_or(players.len(), |len| start + len);
        players[start..end]
            .iter_mut()
            .for_each(|player| player.group_size = end - start);
        start = end;
    }
    players
}

/// The parts of a game between `one`, the better ranked, and `other`.
fn game_parts(one: &Player, other: &Player, widest: u128, square: u128) -> Parts {
    let (wish, other_wish): (Preference, Preference) =
        (one.history.preference(), other.history.preference());
    let difference = u128::from(
        one.history
            .score
            .quarters()
            .abs_diff(other.history.score.quarters()),
    );
    let distance = if one.history.score == other.history.score {
        (other.place_in_group - one.place_in_group).abs_diff(one.group_size / 2)
    } else {
        other.rank - one.rank
    };
    Parts {
        new_opponent: u128::from(!one.history.has_met(other.player)),
        colours_possible: u128::from(!wish.absolute_conflict(other_wish)),
        score_closeness: widest - difference.pow(2),
        bye_rank: 0,
        colour_fit: u128::from(wish.fit(other_wish)),
        rank_fit: square.saturating_sub(u128::try_from(distance * distance).expect("a count fits")),
    }
}

/// The parts of the bye going to `player`, when the lowest score is `bottom`.
fn bye_parts(player: &Player, bottom: Points, widest: u128, square: u128) -> Parts {
    let above_bottom = u128::from(player.history.score.quarters() - bottom.quarters());
    Parts {
        new_opponent: u128::from(player.history.byes == 0),
        colours_possible: 1,
        score_closeness: widest - above_bottom.pow(2),
        bye_rank: u128::try_from(player.rank + 1).expect("a count fits"),
        colour_fit: 3,
        rank_fit: square,
    }
}
