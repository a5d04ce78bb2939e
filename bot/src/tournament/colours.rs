//! Colours: which seat of a game a player takes (the first to move or the second), what each player's
//! past seats make them prefer, and how a pair's seats are given.

use serde::{Deserialize, Serialize};

/// One of a game's two seats: the first to move or the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The seat that moves first.
    First,
    /// The seat that moves second.
    Second,
}

impl Side {
    /// The other seat.
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// How much a player wants a side, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// Balanced, and the other side than last time would alternate.
    Mild,
    /// One side played once more than the other.
    Strong,
    /// The other side played twice more, or twice in a row: a third would break the rule.
    Absolute,
}

/// The side a player wants next, if any, and how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Preference(pub(crate) Option<(Side, Strength)>);

impl Preference {
    /// The preference that the sides a player has had, in order, give.
    pub(crate) fn from_sides(sides: &[Side]) -> Preference {
        let firsts = sides.iter().filter(|side| **side == Side::First).count();
        let seconds = sides.len() - firsts;
        let fewer = if firsts > seconds {
            Side::Second
        } else {
            Side::First
        };
        let wanted = match (sides, firsts.abs_diff(seconds)) {
            ([], _) => None,
            ([.., a, b], _) if a == b => Some((b.other(), Strength::Absolute)),
            (_, 2..) => Some((fewer, Strength::Absolute)),
            (_, 1) => Some((fewer, Strength::Strong)),
            ([.., last], _) => Some((last.other(), Strength::Mild)),
        };
        Preference(wanted)
    }

    /// Whether both players must have the same side (an absolute conflict).
    pub(crate) fn absolute_conflict(self, other: Preference) -> bool {
        matches!(
            (self.0, other.0),
            (Some((a, Strength::Absolute)), Some((b, Strength::Absolute))) if a == b
        )
    }

    /// How well a pair's wishes fit, from 0 (both want one side absolutely) to 3 (both can be satisfied).
    pub(crate) fn fit(self, other: Preference) -> u8 {
        match (self.0, other.0) {
            (Some((a, strength)), Some((b, other_strength))) if a == b => {
                match strength.min(other_strength) {
                    Strength::Mild => 2,
                    Strength::Strong => 1,
                    Strength::Absolute => 0,
                }
            }
            _ => 3,
        }
    }
}

/// The seats of a pair: `(first, second)`, from `higher`, the better-ranked player, and `lower`. Each gets
/// their wish when the wishes differ; when they want the same side the stronger wish wins and, between
/// equal wishes, the better-ranked player's; when neither wishes, the better-ranked player moves first on
/// even boards and second on odd ones, as a first round alternates.
pub(crate) fn allocate<T>(higher: (T, Preference), lower: (T, Preference), board: usize) -> (T, T) {
    let higher_first = match (higher.1.0, lower.1.0) {
        (None, None) => board.is_multiple_of(2),
        (Some((side, _)), None) => side == Side::First,
        (None, Some((side, _))) => side == Side::Second,
        (Some((side, strength)), Some((other, other_strength))) => {
            if side != other || strength >= other_strength {
                side == Side::First
            } else {
                other == Side::Second
            }
        }
    };
    if higher_first {
        (higher.0, lower.0)
    } else {
        (lower.0, higher.0)
    }
}

#[cfg(test)]
mod tests {
    use super::{Preference, Side, Strength, allocate};
    use Side::{First, Second};

    #[test]
    fn past_sides_make_a_wish_of_their_strength() {
        let wish = |sides: &[Side]| Preference::from_sides(sides).0;
        assert_eq!(wish(&[]), None);
        assert_eq!(wish(&[First]), Some((Second, Strength::Strong)));
        assert_eq!(wish(&[First, Second]), Some((First, Strength::Mild)));
        assert_eq!(
            wish(&[Second, First, First]),
            Some((Second, Strength::Absolute))
        );
        assert_eq!(
            wish(&[First, Second, First]),
            Some((Second, Strength::Strong))
        );
        assert_eq!(
            wish(&[First, First, Second, First]),
            Some((Second, Strength::Absolute))
        );
    }

    #[test]
    fn the_stronger_wish_wins_and_between_equals_the_better_ranked() {
        let strong_first = Preference(Some((First, Strength::Strong)));
        let absolute_first = Preference(Some((First, Strength::Absolute)));
        let mild_first = Preference(Some((First, Strength::Mild)));
        let none = Preference(None);
        assert_eq!(
            allocate(("a", strong_first), ("b", absolute_first), 0),
            ("b", "a")
        );
        assert_eq!(
            allocate(("a", mild_first), ("b", mild_first), 0),
            ("a", "b")
        );
        assert_eq!(allocate(("a", none), ("b", none), 1), ("b", "a"));
        assert_eq!(allocate(("a", none), ("b", mild_first), 0), ("b", "a"));
        assert_eq!(strong_first.fit(absolute_first), 1);
        assert!(absolute_first.absolute_conflict(absolute_first));
        assert!(!strong_first.absolute_conflict(absolute_first));
    }
}
