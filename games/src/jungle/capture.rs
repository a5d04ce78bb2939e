//! The capture rule (§5): one pure function of the attacker, its square, the defender, its square and the
//! rule options; and the "capable of capturing" relation the repetition rule uses (§7).

use super::board::{Square, is_trap, is_trap_of, is_water};
use super::options::{JungleOptions, RatWaterCapture};
use super::piece::{Kind, Piece};

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
    pub fn reason(self, attacker: Piece, defender: Piece) -> String {
        match self {
            CaptureBar::LeavingWater => {
                "a rat coming out of the water cannot capture anything".to_owned()
            }
            CaptureBar::IntoWater => "a piece on land cannot capture a rat in the water".to_owned(),
            CaptureBar::WaterRatTakesElephant => {
                "a rat in the water cannot capture the elephant".to_owned()
            }
            CaptureBar::ElephantSparesRat => {
                "the elephant cannot capture the rat outside its own traps".to_owned()
            }
            CaptureBar::Outranked => format!(
                "the {} {} outranks your {}",
                defender.side,
                defender.kind.lower_name(),
                attacker.kind.lower_name()
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
