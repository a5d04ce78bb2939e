//! Jungle's rule options (§9 of the rules): all off by default, which is the seed game.

use super::piece::Kind;

crate::option_choice! {
    /// Which rat-against-rat captures across the shore are allowed. Each value is also read as it was
    /// first written (`SameMedium`, `LandToWater`, `AnyMedium`), so older records read back.
    pub enum RatWaterCapture {
        /// Seed rules: a rat captures only within its own medium (land to land, water to water).
        SameMedium = "same_medium" | "SameMedium",
        /// A land rat may also capture a rat in the water; a rat leaving the water still captures nothing.
        LandToWater = "land_to_water" | "LandToWater",
        /// Captures across the shore both ways, except that a rat in the water never takes the elephant.
        AnyMedium = "any_medium" | "AnyMedium",
    }
}

crate::rule_options! {
    /// Jungle's rule options. The default is the seed rules.
    pub struct JungleOptions for "game-jungle" {
        /// The dog is rank 4 and the wolf rank 3; the animals keep their starting squares.
        dog_above_wolf: bool = false,
        /// Which rat captures across the shore are allowed: none, from land into the water, or both ways.
        rat_water_capture: RatWaterCapture = RatWaterCapture::SameMedium,
        /// A piece on any trap, its own side's included, can be taken by any enemy piece.
        any_trap_weakens: bool = false,
        /// The elephant may not take the rat even in the elephant's own traps.
        elephant_never_takes_rat: bool = false,
        /// The tiger jumps only along the files; the lion keeps every jump.
        tiger_jumps_vertically_only: bool = false,
        /// A piece may not reach the same square a third time within seven of its consecutive moves.
        anti_shuffle_7_3: bool = false,
        /// A piece may not make 17 consecutive moves within 5 or fewer squares.
        anti_shuffle_17_5: bool = false,
        /// The game is drawn after that many consecutive plies without a capture (100 is usual).
        no_capture_draw_plies: Option<u32> [1, 10_000] = None,
    }
}

impl JungleOptions {
    /// The rank of an animal under these options.
    pub fn rank(&self, kind: Kind) -> u8 {
        match kind {
            Kind::Dog if self.dog_above_wolf => 4,
            Kind::Wolf if self.dog_above_wolf => 3,
            _ => kind.seed_rank(),
        }
    }

    /// The animal of a rank under these options.
    pub fn kind_of_rank(&self, rank: u8) -> Option<Kind> {
        Kind::ALL.into_iter().find(|&kind| self.rank(kind) == rank)
    }

    /// Whether any rule that looks at earlier moves beyond the seed's repetition rule is on.
    pub fn anti_shuffle(&self) -> bool {
        self.anti_shuffle_7_3 || self.anti_shuffle_17_5
    }
}
