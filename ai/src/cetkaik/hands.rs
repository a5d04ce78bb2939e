//! Hands (§1.11) on the compact hop1 zuo1: which hands a hand of counts holds, as a bit set, with their
//! points, counted as the engine's hand calculator counts them (the tests compare the two on random
//! hands), and how near a hand is to the hands it does not hold yet, for the evaluation.
//!
//! The engine's way with a King is kept: the King is a hand of its own (5), and a wildcard for one more
//! piece of its colour; every hand that some choice of the wildcard makes counts, and a hand that counts
//! in its same-colour version does not count plain as well.

use super::board::{Hand, KINDS, kind};
use games::cetkaik::hands::{FormedHand, Hand as GameHand};

/// A set of hands: bit `2 × h` for hand `h` of [`GameHand::ALL`] plain, bit `2 × h + 1` same-colour.
pub type Hands = u32;

const UNBEATABLE: usize = 0;
const SOCIAL_ORDER: usize = 1;
const CULTURE: usize = 2;
const CAVALRY: usize = 3;
const ATTACK: usize = 4;
const KING_HAND: usize = 5;
const ANIMALS: usize = 6;
const ARMY: usize = 7;
const COMRADES: usize = 8;
const DEADLY_ARMY: usize = 9;

/// The plain points of each hand, in the order of [`GameHand::ALL`].
const POINTS: [i32; 10] = [50, 10, 7, 5, 5, 5, 3, 3, 3, 3];

#[inline]
const fn plain(hand: usize) -> Hands {
    1 << (2 * hand)
}

#[inline]
const fn flash(hand: usize) -> Hands {
    1 << (2 * hand + 1)
}

/// The kinds each collection needs, one of each.
const NEEDS: [(usize, &[usize]); 5] = [
    (ANIMALS, &[kind::TIGER, kind::HORSE]),
    (ATTACK, &[kind::VESSEL, kind::CHARIOT, kind::HORSE]),
    (CAVALRY, &[kind::PAWN, kind::ARCHER, kind::HORSE]),
    (CULTURE, &[kind::OFFICER, kind::SHAMAN, kind::GENERAL]),
    (
        SOCIAL_ORDER,
        &[
            kind::PAWN,
            kind::ARCHER,
            kind::GENERAL,
            kind::OFFICER,
            kind::SHAMAN,
        ],
    ),
];

#[inline]
fn total(hand: &Hand, kind: usize) -> u8 {
    hand[0][kind] + hand[1][kind]
}

/// The hands of a hop1 zuo1 of these counts.
pub fn hands(hand: &Hand) -> Hands {
    if hand[0][kind::KING] == 0 && hand[1][kind::KING] == 0 {
        without_king(hand)
    } else {
        with_king(hand)
    }
}

/// The engine's count for a hand without a King.
fn without_king(hand: &Hand) -> Hands {
    let mut set = 0;
    if hand[0][kind::PAWN] >= 5 || hand[1][kind::PAWN] >= 5 {
        set |= flash(DEADLY_ARMY);
    } else if total(hand, kind::PAWN) >= 5 {
        set |= plain(DEADLY_ARMY);
    }
    for (name, leader) in [(COMRADES, kind::CHARIOT), (ARMY, kind::GENERAL)] {
        if (0..2).any(|c| hand[c][leader] >= 1 && hand[c][kind::PAWN] >= 2) {
            set |= flash(name);
        } else if total(hand, leader) >= 1 && total(hand, kind::PAWN) >= 2 {
            set |= plain(name);
        }
    }
    for (name, kinds) in NEEDS {
        if (0..2).any(|c| kinds.iter().all(|&k| hand[c][k] >= 1)) {
            set |= flash(name);
        } else if kinds.iter().all(|&k| total(hand, k) >= 1) {
            set |= plain(name);
        }
    }
    set
}

/// The engine's count for a hand with a King: the King, the Unbeatable from the pieces as they are, and
/// every hand that a wildcard of each King's colour makes.
fn with_king(hand: &Hand) -> Hands {
    let mut set = plain(KING_HAND);
    if (0..2).any(|c| (0..KINDS).all(|k| hand[c][k] >= 1)) {
        set |= flash(UNBEATABLE);
    } else if (0..KINDS).all(|k| total(hand, k) >= 1) {
        set |= plain(UNBEATABLE);
    }
    for colour in 0..2 {
        if hand[colour][kind::KING] == 1 {
            let mut wild = *hand;
            wild[colour][kind::KING] = 0;
            for k in 0..KINDS {
                if k == kind::KING {
                    continue;
                }
                wild[colour][k] += 1;
                set |= hands(&wild);
                wild[colour][k] -= 1;
            }
        }
    }
    for name in 0..10 {
        if name != KING_HAND && set & flash(name) != 0 {
            set &= !plain(name);
        }
    }
    set
}

/// The points of a set of hands.
pub fn points(set: Hands) -> i32 {
    (0..10)
        .map(|name| {
            let mut sum = 0;
            if set & plain(name) != 0 {
                sum += POINTS[name];
            }
            if set & flash(name) != 0 {
                sum += POINTS[name] + 2;
            }
            sum
        })
        .sum()
}

/// The game's hands of a set, highest first.
pub fn formed(set: Hands) -> Vec<FormedHand> {
    let mut list = Vec::new();
    for (index, &hand) in GameHand::ALL.iter().enumerate() {
        if set & plain(index) != 0 {
            list.push(FormedHand {
                hand,
                same_colour: false,
            });
        }
        if set & flash(index) != 0 {
            list.push(FormedHand {
                hand,
                same_colour: true,
            });
        }
    }
    list.sort();
    list
}

/// What each hand still lacks is worth, as a share of its points: a hand one piece short is worth
/// `NEAR[1]` of its points, two short `NEAR[2]`, and so on.
const NEAR: [f32; 6] = [0.0, 0.30, 0.10, 0.04, 0.015, 0.005];

/// How near a hop1 zuo1 is to the hands it does not hold yet, in points: each hand not held counts
/// its points times a share that falls with the pieces it lacks (a King in hand stands in for one).
pub fn prospects(hand: &Hand, held: Hands) -> f32 {
    let king = total(hand, kind::KING) >= 1;
    let mut sum = 0.0;
    let mut add = |name: usize, lacking: usize| {
        if held & (plain(name) | flash(name)) != 0 {
            return;
        }
        let lacking = if king {
            lacking.saturating_sub(1)
        } else {
            lacking
        };
        if lacking > 0 {
            sum += POINTS[name] as f32 * NEAR[lacking.min(NEAR.len() - 1)];
        }
    };
    let pawns = usize::from(total(hand, kind::PAWN));
    add(DEADLY_ARMY, 5usize.saturating_sub(pawns));
    for (name, leader) in [(COMRADES, kind::CHARIOT), (ARMY, kind::GENERAL)] {
        add(
            name,
            usize::from(total(hand, leader) == 0) + 2usize.saturating_sub(pawns),
        );
    }
    for (name, kinds) in NEEDS {
        add(name, kinds.iter().filter(|&&k| total(hand, k) == 0).count());
    }
    sum
}
