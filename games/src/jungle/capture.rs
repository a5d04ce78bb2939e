//! The capture rule (§5): one pure function of the attacker, its square, the defender, its square and the
//! rule options; and the "capable of capturing" relation the repetition rule uses (§7).

use super::board::{Square, is_trap, is_trap_of, is_water};
use super::options::{JungleOptions, RatWaterCapture};
use super::piece::{Kind, Piece};
use crate::refusal::Reason;

/// Why a capture is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureBar {
    /// §5 step 1: a rat coming out of the water captures nothing.
    LeavingWater,
    /// §5 step 2: nothing on land captures into the water.
    IntoWater,
    /// `AnyMedium`: a rat in the water never takes the elephant.
    WaterRatTakesElephant,
    /// §5 step 5: the elephant does not take the rat.
    ElephantSparesRat,
    /// §5 step 6: the defender outranks the attacker.
    Outranked,
}

impl CaptureBar {
    /// The reason as the end of a sentence ("… is not a legal move for your rat: <reason>").
    pub fn reason(self, attacker: Piece, defender: Piece) -> Reason {
        match self {
            CaptureBar::LeavingWater => Reason::plain("refusal-jungle-rat-leaving-water"),
            CaptureBar::IntoWater => Reason::plain("refusal-jungle-into-water"),
            CaptureBar::WaterRatTakesElephant => Reason::plain("refusal-jungle-water-rat-elephant"),
            CaptureBar::ElephantSparesRat => Reason::plain("refusal-jungle-elephant-spares-rat"),
            CaptureBar::Outranked => Reason::new(
                "refusal-jungle-outranked",
                vec![
                    ("side", defender.side.arg()),
                    ("piece", defender.kind.arg()),
                    ("mover", attacker.kind.arg()),
                ],
            ),
        }
    }
}

/// Whether `attacker`, moving from `from`, may capture `defender` on `to` (§5, steps applied in order; the
/// first that answers decides). Both pieces are assumed to be on opposite sides.
#[inline]
pub fn capture_rule(
    attacker: Piece,
    from: Square,
    defender: Piece,
    to: Square,
    options: &JungleOptions,
) -> Result<(), CaptureBar> {
    let (from_water, to_water) = (is_water(from), is_water(to));
    match options.rat_water_capture {
        RatWaterCapture::SameMedium => {
            if from_water && !to_water {
                return Err(CaptureBar::LeavingWater);
            }
            if !from_water && to_water {
                return Err(CaptureBar::IntoWater);
            }
        }
        RatWaterCapture::LandToWater => {
            if from_water && !to_water {
                return Err(CaptureBar::LeavingWater);
            }
        }
        RatWaterCapture::AnyMedium => {
            if from_water && attacker.kind == Kind::Rat && defender.kind == Kind::Elephant {
                return Err(CaptureBar::WaterRatTakesElephant);
            }
        }
    }
    let elephant_on_rat = attacker.kind == Kind::Elephant && defender.kind == Kind::Rat;
    if elephant_on_rat && options.elephant_never_takes_rat {
        return Err(CaptureBar::ElephantSparesRat);
    }
    if is_trap_of(attacker.side, to) || (options.any_trap_weakens && is_trap(to)) {
        return Ok(());
    }
    if attacker.kind == Kind::Rat && defender.kind == Kind::Elephant {
        return Ok(());
    }
    if elephant_on_rat {
        return Err(CaptureBar::ElephantSparesRat);
    }
    if options.rank(attacker.kind) >= options.rank(defender.kind) {
        Ok(())
    } else {
        Err(CaptureBar::Outranked)
    }
}

/// §7's "capable of capturing", a fixed relation between kinds (Project reading): the board, water and
/// traps are ignored; ranks and the elephant's behaviour follow the options.
pub fn capable(attacker: Kind, defender: Kind, options: &JungleOptions) -> bool {
    (attacker == Kind::Rat && defender == Kind::Elephant)
        || (!(attacker == Kind::Elephant && defender == Kind::Rat)
            && options.rank(attacker) >= options.rank(defender))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jungle::board::parse_square;
    use crate::jungle::piece::Side::{Blue, Red};

    fn sq(name: &str) -> Square {
        parse_square(name).expect("a square")
    }

    /// The capture rule for a Blue attacker of `attacker` kind on `from` and a Red defender on `to`.
    fn blue_takes(
        attacker: Kind,
        from: &str,
        defender: Kind,
        to: &str,
        options: &JungleOptions,
    ) -> Result<(), CaptureBar> {
        capture_rule(
            Piece::new(Blue, attacker),
            sq(from),
            Piece::new(Red, defender),
            sq(to),
            options,
        )
    }

    fn seed() -> JungleOptions {
        JungleOptions::default()
    }

    /// One capture to check: a Blue attacker of a kind on a square, a Red defender on a square, the ruling.
    type Case = (
        Kind,
        &'static str,
        Kind,
        &'static str,
        Result<(), CaptureBar>,
    );

    /// Checks every case under `options`.
    fn check(options: &JungleOptions, cases: &[Case]) {
        for &(attacker, from, defender, to, expected) in cases {
            assert_eq!(
                blue_takes(attacker, from, defender, to, options),
                expected,
                "{attacker:?} on {from} takes {defender:?} on {to}"
            );
        }
    }

    const OK: Result<(), CaptureBar> = Ok(());
    const LEAVING_WATER: Result<(), CaptureBar> = Err(CaptureBar::LeavingWater);
    const INTO_WATER: Result<(), CaptureBar> = Err(CaptureBar::IntoWater);
    const WATER_RAT_TAKES_ELEPHANT: Result<(), CaptureBar> = Err(CaptureBar::WaterRatTakesElephant);
    const ELEPHANT_SPARES_RAT: Result<(), CaptureBar> = Err(CaptureBar::ElephantSparesRat);
    const OUTRANKED: Result<(), CaptureBar> = Err(CaptureBar::Outranked);

    #[test]
    fn step1_a_rat_leaving_the_water_captures_nothing() {
        check(
            &seed(),
            &[
                (Kind::Rat, "c4", Kind::Rat, "d4", LEAVING_WATER),
                (Kind::Rat, "c4", Kind::Elephant, "d4", LEAVING_WATER),
                // The other way: the same rat on land takes the rat and the elephant.
                (Kind::Rat, "d5", Kind::Rat, "d4", OK),
                (Kind::Rat, "d5", Kind::Elephant, "d4", OK),
            ],
        );
    }

    #[test]
    fn step2_nothing_on_land_captures_into_the_water_but_water_rats_take_water_rats() {
        check(
            &seed(),
            &[
                (Kind::Rat, "d4", Kind::Rat, "c4", INTO_WATER),
                (Kind::Rat, "a5", Kind::Rat, "b5", INTO_WATER),
                (Kind::Rat, "c5", Kind::Rat, "c4", OK),
                (Kind::Rat, "b4", Kind::Rat, "c4", OK),
            ],
        );
    }

    #[test]
    fn step3_any_piece_takes_an_enemy_on_its_own_traps() {
        for (from, trap) in [("c2", "c1"), ("d3", "d2"), ("e2", "e1")] {
            check(
                &seed(),
                &[
                    (Kind::Cat, from, Kind::Elephant, trap, OK),
                    (Kind::Rat, from, Kind::Lion, trap, OK),
                ],
            );
        }
        check(
            &seed(),
            &[
                // The trap overrides the elephant exception: the elephant takes the rat in its own trap.
                (Kind::Elephant, "d3", Kind::Rat, "d2", OK),
                // The other way: an enemy piece standing in its own side's trap keeps its rank.
                (Kind::Cat, "d7", Kind::Elephant, "d8", OUTRANKED),
                (Kind::Elephant, "d7", Kind::Rat, "d8", ELEPHANT_SPARES_RAT),
                (Kind::Lion, "d7", Kind::Dog, "d8", OK),
            ],
        );
    }

    #[test]
    fn step3_traps_do_not_change_how_a_piece_attacks() {
        // A Blue dog standing in Red's trap d8 still attacks as a dog when it leaves.
        check(
            &seed(),
            &[
                (Kind::Dog, "d8", Kind::Cat, "d7", OK),
                (Kind::Cat, "d8", Kind::Dog, "d7", OUTRANKED),
            ],
        );
        // A Red dog standing in Red's trap: attacked by the normal rule only.
        let red_attacker = Piece::new(Red, Kind::Dog);
        assert_eq!(
            capture_rule(
                red_attacker,
                sq("d8"),
                Piece::new(Blue, Kind::Wolf),
                sq("d7"),
                &seed()
            ),
            OUTRANKED
        );
    }

    #[test]
    fn step4_the_rat_takes_the_elephant_from_land_only() {
        check(
            &seed(),
            &[
                (Kind::Rat, "a4", Kind::Elephant, "a5", OK),
                (Kind::Rat, "b5", Kind::Elephant, "a5", LEAVING_WATER),
            ],
        );
    }

    #[test]
    fn step5_the_elephant_does_not_take_the_rat() {
        check(
            &seed(),
            &[(Kind::Elephant, "a4", Kind::Rat, "a5", ELEPHANT_SPARES_RAT)],
        );
        // The other way round the rat takes the elephant (step 4).
        let red_rat = Piece::new(Red, Kind::Rat);
        assert_eq!(
            capture_rule(
                red_rat,
                sq("a5"),
                Piece::new(Blue, Kind::Elephant),
                sq("a4"),
                &seed()
            ),
            OK
        );
    }

    #[test]
    fn step6_equal_or_lower_ranks_are_captured() {
        let kinds = Kind::ALL;
        for attacker in kinds {
            for defender in kinds {
                if matches!(
                    (attacker, defender),
                    (Kind::Rat, Kind::Elephant) | (Kind::Elephant, Kind::Rat)
                ) {
                    continue;
                }
                let expected = if attacker >= defender { OK } else { OUTRANKED };
                check(&seed(), &[(attacker, "a3", defender, "a2", expected)]);
            }
        }
    }

    #[test]
    fn dog_above_wolf_swaps_their_ranks() {
        let options = JungleOptions {
            dog_above_wolf: true,
            ..seed()
        };
        check(
            &options,
            &[
                (Kind::Dog, "a3", Kind::Wolf, "a2", OK),
                (Kind::Wolf, "a3", Kind::Dog, "a2", OUTRANKED),
                (Kind::Wolf, "a3", Kind::Cat, "a2", OK),
            ],
        );
        check(&seed(), &[(Kind::Dog, "a3", Kind::Wolf, "a2", OUTRANKED)]);
        assert!(capable(Kind::Dog, Kind::Wolf, &options));
        assert!(!capable(Kind::Wolf, Kind::Dog, &options));
    }

    #[test]
    fn land_to_water_lets_a_land_rat_take_a_water_rat_only() {
        let options = JungleOptions {
            rat_water_capture: RatWaterCapture::LandToWater,
            ..seed()
        };
        check(
            &options,
            &[
                (Kind::Rat, "d4", Kind::Rat, "c4", OK),
                (Kind::Rat, "c4", Kind::Rat, "d4", LEAVING_WATER),
                (Kind::Rat, "c4", Kind::Elephant, "d4", LEAVING_WATER),
                (Kind::Rat, "c5", Kind::Rat, "c4", OK),
            ],
        );
    }

    #[test]
    fn any_medium_allows_shore_captures_but_not_the_water_rat_on_the_elephant() {
        let options = JungleOptions {
            rat_water_capture: RatWaterCapture::AnyMedium,
            ..seed()
        };
        check(
            &options,
            &[
                (Kind::Rat, "d4", Kind::Rat, "c4", OK),
                (Kind::Rat, "c4", Kind::Rat, "d4", OK),
                (
                    Kind::Rat,
                    "c4",
                    Kind::Elephant,
                    "d4",
                    WATER_RAT_TAKES_ELEPHANT,
                ),
                (Kind::Rat, "c4", Kind::Cat, "d4", OUTRANKED),
                (Kind::Rat, "d5", Kind::Elephant, "d4", OK),
            ],
        );
    }

    #[test]
    fn any_trap_weakens_makes_a_piece_on_its_own_trap_weak_too() {
        let options = JungleOptions {
            any_trap_weakens: true,
            ..seed()
        };
        check(
            &options,
            &[
                (Kind::Cat, "d7", Kind::Elephant, "d8", OK),
                (Kind::Elephant, "d7", Kind::Rat, "d8", OK),
                // Attacking strength is unchanged: a cat on a trap still cannot take a dog off the trap.
                (Kind::Cat, "d8", Kind::Dog, "d7", OUTRANKED),
            ],
        );
    }

    #[test]
    fn elephant_never_takes_rat_applies_before_the_trap() {
        let options = JungleOptions {
            elephant_never_takes_rat: true,
            ..seed()
        };
        check(
            &options,
            &[
                (Kind::Elephant, "d3", Kind::Rat, "d2", ELEPHANT_SPARES_RAT),
                (Kind::Lion, "d3", Kind::Elephant, "d2", OK),
            ],
        );
        let both = JungleOptions {
            any_trap_weakens: true,
            ..options
        };
        check(
            &both,
            &[(Kind::Elephant, "d7", Kind::Rat, "d8", ELEPHANT_SPARES_RAT)],
        );
    }

    #[test]
    fn capable_is_a_relation_of_kinds() {
        let options = seed();
        assert!(capable(Kind::Rat, Kind::Elephant, &options));
        assert!(!capable(Kind::Elephant, Kind::Rat, &options));
        assert!(capable(Kind::Elephant, Kind::Dog, &options));
        assert!(capable(Kind::Dog, Kind::Dog, &options));
        assert!(!capable(Kind::Rat, Kind::Tiger, &options));
        assert!(capable(Kind::Tiger, Kind::Rat, &options));
        assert!(!capable(Kind::Cat, Kind::Dog, &options));
    }

    #[test]
    fn refusals_read_as_reasons() {
        let cat = Piece::new(Blue, Kind::Cat);
        let lion = Piece::new(Red, Kind::Lion);
        assert_eq!(
            CaptureBar::Outranked.reason(cat, lion).english(),
            "the Red lion outranks your cat"
        );
    }
}
