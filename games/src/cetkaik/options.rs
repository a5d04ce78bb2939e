//! Cetkaik's rule option: which of the engine's two rule presets is played (§2.6).

use cetkaik_full_state_transition::Config;

crate::option_choice! {
    /// The two rule presets of the engine (§2.6). The value `strict_y1_2020` is also read as the engine's
    /// own name `strict_y1_huap1` and as `strict`; `cerke_online_alpha` as `cerke_online`, `online` and
    /// `alpha`.
    #[derive(Default)]
    pub enum Preset {
        /// Cerke Online's house rules (`Config::cerke_online_alpha`), the default: stepping over Tam2 costs
        /// an immediate 5 points × the stake and is not a hand; Tam2 may not move right after the opponent
        /// moved it; Tam2 may end where it started; Tam2's own square is tam2 hue; before a stepping cast
        /// the player declares a direction.
        #[default]
        CerkeOnlineAlpha = "cerke_online_alpha" | "cerke_online" | "online" | "alpha",
        /// The strict official rules (`Config::strict_y1_huap1`): stepping over Tam2 is a −5 hand; moving
        /// Tam2 right after the opponent moved it, or back to its square, is a −3 hand each; Tam2's own
        /// square is not tam2 hue; before a stepping cast the player declares the exact square.
        StrictY1 = "strict_y1_2020" | "strict_y1_huap1" | "strict",
    }
}

impl Preset {
    /// Both presets.
    pub const ALL: [Preset; 2] = [Preset::CerkeOnlineAlpha, Preset::StrictY1];

    /// The engine's configuration.
    pub fn config(self) -> Config {
        match self {
            Preset::CerkeOnlineAlpha => Config::cerke_online_alpha(),
            Preset::StrictY1 => Config::strict_y1_huap1(),
        }
    }

    /// Whether Tam2's own square counts as tam2 hue.
    pub fn tam_itself_is_tam2_hue(self) -> bool {
        self.config().tam_itself_is_tam_hue
    }

    /// Whether stepping over Tam2 is a −5 hand (strict) rather than an immediate −5 (Cerke Online).
    pub fn stepping_over_tam2_is_a_hand(self) -> bool {
        self.config().step_tam_is_a_hand
    }

    /// Whether the player declares the exact square before a stepping cast (strict) rather than the
    /// direction (Cerke Online).
    pub fn declares_exact_square(self) -> bool {
        self.config().what_to_say_before_casting_sticks
            == Some(cetkaik_full_state_transition::Plan::ExactDestination)
    }
}

crate::rule_options! {
    /// Cetkaik's rule options. The default is Cerke Online's rules.
    pub struct CetkaikOptions for "game-cetkaik" {
        /// Cerke Online's rules, or the strict official rules where Tam2 penalties are hands.
        rules: Preset = Preset::CerkeOnlineAlpha,
    }
}
