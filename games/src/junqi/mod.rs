//! Junqi (军棋, 陆战棋 Luzhanqi) as specified in `shared/rules/junqi.md`, with the game as umpire: setups
//! and ranks live only in the state, and every output is built for one audience. Three games share one
//! engine ([`Engine`]), each a catalogue entry of its own with its own options:
//!
//! * [`Junqi`] (`junqi`): two players on the 2-player board (§2).
//! * [`Junqi4`] (`junqi4`): the 4-player board (§3) for four players, South and North against East and
//!   West (§9), or for three or two players (`players=`).
//! * [`Fanqi`] (`fanqi`): Blind Junqi (翻棋, §10.10) on the 2-player board.
//!
//! # Modules
//!
//! * [`board`]: both boards from the generating rules, railroad headings and runs; [`geometry`] and
//!   [`geometry4`] draw them for the renderer from the same tables.
//! * `config`: the table (seats, arms, teams) and every rule switch, made from each game's options.
//! * `piece`, `combat`, `setup`: kinds, battles (§6.1), setups (§5.2).
//! * `position`: moves, flips, battles, flags, passes, elimination, the end; perft.
//! * `notation`, `action`, `record`, `report`, `view`: position strings, action text, records, notes and
//!   views per audience.
//! * `game`: the setup phase, play and the umpire's bookkeeping; `disguise`: the secrecy law.
//!
//! # How a game runs
//!
//! * **Setup** (Junqi). A new game starts in the setup phase with a fresh random valid setup for every
//!   seat, drawn from the game's seed, so no seat plays a layout another can predict (a host applies a
//!   player's saved setup with `setup <string>`). While a seat is not ready it is listed by `to_act` and
//!   may play `swap <point> <point>`, `flag`, `random`, `setup <setup-string>` and `ready`; a ready seat may say
//!   `unready` to arrange its pieces again while the others are not all ready. Each command's result is
//!   echoed privately; the public only hears who is ready. When every seat is ready, play starts.
//! * **Play.** A turn is a move (`a6-a7`, `a6a7`, `a6 a7`, `a6xa7`; `S31-S21`, `W13xC21`), in 翻棋 a flip
//!   (`flip c4`, `?c4` or the bare point `c4`), or `pass`; a time-out is a pass through
//!   [`crate::Intervention::TimeOut`]. Reports announce moves and battle outcomes in public and tell each
//!   owner which of their own pieces was removed.
//! * **End.** The public view and the public record reveal every rank only once the game is over.
//!
//! # Decisions
//!
//! Where the spec leaves room, this engine decides as follows.
//!
//! 1. **Starting setups** are random: the flag goes to a random headquarters, the mines to random points of
//!    rows 5–6, the bombs to random points of rows 2–6, and the other pieces are shuffled over the rest.
//!    `random` draws another such setup.
//! 2. **Swaps** of two points holding the same kind of piece change nothing and are refused; a swap that
//!    breaks a setup rule is refused with that rule. `flag` exchanges the two headquarters' pieces.
//! 3. **Listing setup actions.** `legal_actions` of a seat that is not ready lists `flag`, `random`, `ready`
//!    and every valid swap (loading a setup string takes a parameter and is not listed); a ready seat's
//!    only action is `unready`, and it is not among the seats to act. `ready` when ready is refused with a
//!    sentence that says so and points to `unready`.
//! 4. **Setup is not play.** Resignations, time-outs and agreed draws are refused during setup: a setup that
//!    is never finished cancels the game, which the host decides.
//! 5. **Legal actions in play** are the legal moves, in 翻棋 the flips, and `pass` (which stays legal; the
//!    pass after the last allowed one resigns). Perft counts all of them.
//! 6. **Canonical actions** are written `a6-a7` onto an empty point, `a6xa7` onto an enemy piece (4-player:
//!    `S31-S21`, `W13xC21`), and `flip c4`.
//! 7. **Private battle notes.** After every battle, each of the two owners is told which of their own
//!    pieces was removed, or that none was. In 翻棋 everything face up is public: the battle note names
//!    both pieces, in public, and nothing is private.
//! 8. **Records of games started from a position** carry a `[Position "..."]` tag with the starting
//!    position in the audience's view instead of `[Setup]` tags.
//! 9. **A seat's record during play** is the public record plus that seat's own `[Setup]` tag (and its
//!    partner's under `visibility=allied`). With `visibility=open` and in 翻棋 every line carries the
//!    battle's identities. The 翻棋 record gets `[Layout "<full position string>"]` and `[Seed "<n>"]`
//!    once the game is over.
//! 10. **Stuck turns.** A stuck seat is recorded as `* S stuck`; under `stuck=skip` the automatic pass is
//!     then a numbered `pass` turn. A 5th pass is recorded as the `pass` turn followed by `* end N:passes`.
//! 11. **Delivering a flag** onto one's own standing flag leaves that flag covered under the carrier in
//!     the final position (written `^S`).
//! 12. **Views.** The public view is the first seat's perspective and each seat's view its own (its arm at
//!     the bottom); flag carriers and pieces covering a flag carry a badge; beside the board, each owner's
//!     lost pieces are shown face down to those who may not see its ranks. Eliminated seats are muted.
//! 13. **Loading a position** (`from_position`) accepts the full view only, and checks what a game in play
//!     must satisfy: piece counts, each flag present once (standing on its own headquarters, carried or
//!     covered; in 翻棋 anywhere), mines on their own back two rows (not in 翻棋), `homes=` exactly when
//!     `flag_carrier=on`, every carried or covered flag listed in `revealed=`, no pieces of seats that are
//!     out, passes within `pass_limit`, `quiet=` below the no-capture limit and `turn=` below the turn cap.
//!     The no-legal-move check of the seat to move runs at once.
//! 14. **Clocks and draw offers.** Clocks are the host's: one time per turn and a setup time, chosen when
//!     the game is challenged (the spec's `move_time` and `setup_time` are not rule options), and a
//!     time-out is a pass. `draw_offer_cooldown` is recorded in the rules string; the host keeps offers
//!     and asks every player, eliminated ones included, before it reports an agreed draw.
//! 15. **Reading actions by phase.** During the setup phase only setup commands read as actions, and in
//!     play only moves, flips and `pass`, so a word is never taken for an action of the other phase.
//!
//! ## The 4-player board (§3, §9, §12 item 11)
//!
//! 16. **Seats.** Seats are numbered S 0, E 1, N 2, W 3; partners sit opposite (S+N against E+W). Who
//!     sits where is the host's choice (the challenger's named partner, or `teams=`). With `players=3`
//!     the seats are S, E and N, each playing for itself; with `players=2` they are S and N, facing each
//!     other as in the 2-player game. The arms nobody sits on are empty ground that anyone may enter, like
//!     the arm of an eliminated player, and nobody owns them.
//! 17. **Winning.** A team wins when every other team is out: for four players when both opponents are
//!     out (the winners include an eliminated partner), for three the last one standing, for two the
//!     survivor, which makes a captured flag, a resignation, a 5th pass and a stuck start lose at once.
//!     `visibility=allied` without partners is `hidden`.
//! 18. **Elimination** removes the seat's pieces at once (§12 item 16), except for the elimination that
//!     ends the game: the final position keeps the loser's pieces, to be shown face up. A revealed flag
//!     stays in the record. Resigning out of turn takes effect at once; when the seat to move leaves,
//!     the next remaining seat plays. Eliminated seats are skipped without a turn number.
//! 19. **Record.** Eliminations add `out=<seat>:<reason>` to the turn line (flag, passes) or to the event
//!     line (`* E resigns out=E:resign`, `* W stuck out=W:stuck`); a team result is written `SN` or `EW`.
//!
//! ## 翻棋 (§10.10, §12 item 9)
//!
//! 20. **Colours.** Under `two_in_a_row` a seat's consecutive flips count (its passes between them do not
//!     break the run). While colours are open the position string carries `first_flip=` (the game's first
//!     flip), so that the fallback rule (every piece face up, colours still open: the first flip decides)
//!     survives a saved position.
//! 21. **Dropped flags.** A carrier removed while attacking stood on the point it attacked from, so the
//!     flag stays there (standing, since the point is empty); a carrier removed while defending drops it
//!     on its point, covered under the flag owner's piece that won there or standing if both pieces went.
//!     A piece that picks up the enemy flag on one of its own seat's headquarters has carried it home
//!     and wins at once. Bombs, and mines under `mobile_mines`, never carry.
//! 22. **Flag protection** (`flag_guarded_by_mines`, `engineer_takes_flag=off`) makes the attack illegal,
//!     since every face-up piece is public.
//! 23. **Views.** Face-down tiles are drawn [`crate::PieceColour::Neutral`], all with seat 0 as owner so
//!     that no owner shows; a face-up piece has its colour and belongs to the seat playing that colour
//!     (before colours are fixed, red to South and black to North). Once the game is over the unflipped
//!     pieces are shown with a badge.
//!
//! # Perft
//!
//! Leaf counts of the tree of legal actions (moves, flips and the pass), checked in the tests against the
//! generic clone-and-apply walk, and timed by `cargo bench -p games --bench junqi`:
//!
//! | Position | depth 1 | depth 2 | depth 3 |
//! |---|---|---|---|
//! | `junqi2`, the spec's example start (§11.6) | 35 | 1 197 | 39 027 |
//! | `junqi4`, the example setups on every arm (S, N `41372/…`; E, W `32143/…`) | 43 | 2 325 | 98 999 |
//! | `junqi4`, after the six turns of the spec's 4-player record example (§11.7) | 46 | 2 039 | 111 097 |
//! | `fanqi`, the layout of seed 1 | 51 | 2 551 | 129 147 |
//! | `fanqi`, the same game after eight turns of flips and moves | 49 | 2 388 | 115 290 |

mod action;
pub mod board;
mod combat;
mod config;
mod disguise;
mod game;
pub mod geometry;
pub mod geometry4;
mod notation;
mod options;
mod piece;
mod position;
mod record;
mod report;
mod setup;
mod view;

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests4;
#[cfg(test)]
mod tests_fanqi;

pub use action::JunqiAction;
pub use board::{Arm, Board, Layout, LinkKind, Local, PointKind, Set, Square};
pub use combat::{Clash, Resolution, resolve};
pub use config::{Config, FanqiColour, FanqiFlag, Mode, Sight, Table};
pub use game::Engine;
pub use notation::{PositionText, PositionView};
pub use options::{
    Crossing, FanqiOptions, First, Junqi4Options, JunqiOptions, Stuck, TeamVisibility, TurnOrder,
    Visibility,
};
pub use piece::{Kind, Piece};
pub use position::{End, Exit, Happening, Move, PassKind, Position};
pub use setup::{Setup, SetupProblem};

use crate::catalogue::{About, Policy, Verb};
use crate::geometry::Geometry;
use crate::model::{
    Audience, EndReason, Intervention, Outcome, Phase, PositionError, Report, RuleError, Seat,
};
use crate::options::RuleOptions;
use crate::record::RecordBody;
use crate::rng::GameRng;
use crate::rules::{Rules, Seating};
use crate::view::BoardView;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::marker::PhantomData;

/// The texts of Junqi, Junqi for four and Blind Junqi, in every language they are written in.
pub const TEXTS: &[crate::texts::TextFile] = &[
    ("en", include_str!("locales/en.ftl")),
    ("zh", include_str!("locales/zh.ftl")),
];

/// A seat's flag was captured.
pub const FLAG_CAPTURED: EndReason = EndReason::Rule("flag");

/// The enemy flag was carried home (the flag carrier option, Blind Junqi).
pub const FLAG_DELIVERED: EndReason = EndReason::Rule("home");

/// A player passed more often than allowed.
pub const PASSES: EndReason = EndReason::Rule("passes");

/// Both remaining players were stuck.
pub const BOTH_STUCK: EndReason = EndReason::Rule("both-stuck");

/// The cap on the number of turns was reached.
pub const TURN_CAP: EndReason = EndReason::Rule("turn-cap");

/// Every opponent is out: how a finished game's position string reads back, which does not say why.
pub const OPPONENTS_OUT: EndReason = EndReason::Rule("opponents-out");

/// The setup words and the pass, for help texts.
const VERBS: &[Verb] = &[
    Verb {
        usage: "swap <point> <point>",
        help: "about-word-junqi-swap",
        phase: Phase::Setup,
        button: None,
    },
    Verb {
        usage: "flag",
        help: "about-word-junqi-flag",
        phase: Phase::Setup,
        button: Some("about-button-junqi-flag"),
    },
    Verb {
        usage: "random",
        help: "about-word-junqi-random",
        phase: Phase::Setup,
        button: Some("about-button-junqi-random"),
    },
    Verb {
        usage: "setup <setup-string>",
        help: "about-word-junqi-setup",
        phase: Phase::Setup,
        button: None,
    },
    Verb {
        usage: "ready",
        help: "about-word-junqi-ready",
        phase: Phase::Setup,
        button: Some("about-button-junqi-ready"),
    },
    Verb {
        usage: "unready",
        help: "about-word-junqi-unready",
        phase: Phase::Setup,
        button: None,
    },
    Verb {
        usage: "pass",
        help: "about-word-junqi-pass",
        phase: Phase::Play,
        button: None,
    },
];

/// The words of 翻棋, for help texts.
const FANQI_VERBS: &[Verb] = &[
    Verb {
        usage: "flip <point>",
        help: "about-word-fanqi-flip",
        phase: Phase::Play,
        button: None,
    },
    Verb {
        usage: "pass",
        help: "about-word-junqi-pass",
        phase: Phase::Play,
        button: None,
    },
];

/// What makes one of the three games: its options, its catalogue text and the rules it plays.
pub trait Flavour: Clone + Debug + Default + Send + Sync + 'static {
    /// The game's options.
    type Options: RuleOptions;
    /// What the catalogue says of it.
    const ABOUT: About;
    /// The version of its stored state's shape.
    const SNAPSHOT_VERSION: u32;
    /// The rules the engine plays under these options.
    fn config(options: &Self::Options) -> Config;

    /// Every board its views are drawn on.
    fn boards() -> Vec<&'static Geometry>;
}

/// The 2-player game.
#[derive(Clone, Copy, Debug, Default)]
pub struct TwoPlayers;

/// The 4-player board.
#[derive(Clone, Copy, Debug, Default)]
pub struct FourPlayers;

/// Blind Junqi.
#[derive(Clone, Copy, Debug, Default)]
pub struct Blind;

impl Flavour for TwoPlayers {
    type Options = JunqiOptions;
    const ABOUT: About = About {
        id: "junqi",
        aliases: &["junqi2", "luzhanqi", "lu-zhan-qi", "army-chess"],
        verbs: VERBS,
        policy: Policy {
            setup_phase: true,
            reveal_record_at_end: true,
            takebacks: false,
            commits: true,
            chance_in_play: false,
            chinese_labels: true,
        },
        texts: TEXTS,
    };
    const SNAPSHOT_VERSION: u32 = 3;

    fn boards() -> Vec<&'static Geometry> {
        vec![geometry::geometry(false), geometry::geometry(true)]
    }

    fn config(options: &JunqiOptions) -> Config {
        options.config()
    }
}

impl Flavour for FourPlayers {
    type Options = Junqi4Options;
    const ABOUT: About = About {
        id: "junqi4",
        aliases: &["siguo", "sijunqi", "four-kingdoms", "junqi-4"],
        verbs: VERBS,
        policy: Policy {
            setup_phase: true,
            reveal_record_at_end: true,
            takebacks: false,
            commits: true,
            chance_in_play: false,
            chinese_labels: true,
        },
        texts: TEXTS,
    };
    const SNAPSHOT_VERSION: u32 = 1;

    fn boards() -> Vec<&'static Geometry> {
        [2, 3, 4].map(geometry4::geometry).to_vec()
    }

    fn config(options: &Junqi4Options) -> Config {
        options.config()
    }
}

impl Flavour for Blind {
    type Options = FanqiOptions;
    const ABOUT: About = About {
        id: "fanqi",
        aliases: &["fan-qi", "blind-junqi", "flip-junqi"],
        verbs: FANQI_VERBS,
        policy: Policy {
            setup_phase: false,
            reveal_record_at_end: true,
            takebacks: false,
            commits: true,
            chance_in_play: false,
            chinese_labels: true,
        },
        texts: TEXTS,
    };
    const SNAPSHOT_VERSION: u32 = 1;

    fn boards() -> Vec<&'static Geometry> {
        vec![geometry::geometry(false), geometry::geometry(true)]
    }

    fn config(options: &FanqiOptions) -> Config {
        options.config()
    }
}

/// One of the Junqi games: the shared [`Engine`] with a game's own options.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Variant<F: Flavour> {
    options: F::Options,
    game: Engine,
    #[serde(skip)]
    flavour: PhantomData<F>,
}

/// A game of 2-player Junqi.
pub type Junqi = Variant<TwoPlayers>;
/// A game of Junqi on the 4-player board.
pub type Junqi4 = Variant<FourPlayers>;
/// A game of Blind Junqi (翻棋).
pub type Fanqi = Variant<Blind>;

impl<F: Flavour> Variant<F> {
    fn with(options: F::Options, game: Engine) -> Self {
        Self {
            options,
            game,
            flavour: PhantomData,
        }
    }

    /// The engine.
    pub fn engine(&self) -> &Engine {
        &self.game
    }

    /// The current setup of `seat` as a setup string (§11.5), during the setup phase and after.
    pub fn setup_string(&self, seat: u8) -> Option<String> {
        self.game.setup_string(seat)
    }

    /// Whether the game is still in its setup phase.
    pub fn in_setup(&self) -> bool {
        self.game.in_setup()
    }

    /// The position in play (during setup: the setups on the board).
    pub fn board(&self) -> Position {
        self.game.board()
    }

    /// The position string of the current position for one view.
    pub fn position_in(&self, view: PositionView) -> String {
        self.game.position_in(view)
    }
}

impl<F: Flavour> Rules for Variant<F> {
    type Options = F::Options;
    type Action = JunqiAction;

    const ABOUT: About = F::ABOUT;
    const SNAPSHOT_VERSION: u32 = F::SNAPSHOT_VERSION;

    fn boards() -> Vec<&'static Geometry> {
        F::boards()
    }

    fn seating(options: &F::Options) -> Seating {
        let table = F::config(options).table;
        Seating {
            names: table.keys(),
            teams: table.teams(),
        }
    }

    fn new_game(options: F::Options, seed: u64) -> Self {
        let config = F::config(&options);
        Self::with(options, Engine::new(config, seed))
    }

    fn from_position(text: &str, options: F::Options) -> Result<Self, PositionError> {
        let config = F::config(&options);
        Ok(Self::with(options, Engine::from_position(text, config)?))
    }

    fn position(&self) -> String {
        self.game.position_in(PositionView::Full)
    }

    fn options(&self) -> &F::Options {
        &self.options
    }

    fn phase(&self) -> Phase {
        self.game.phase()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.game.to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<JunqiAction> {
        self.game.legal_actions(seat)
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<JunqiAction, RuleError> {
        self.game.parse_action(text)
    }

    fn format_action(&self, action: &JunqiAction) -> String {
        self.game.format_action(action)
    }

    fn apply(&mut self, seat: Seat, action: &JunqiAction) -> Result<Report, RuleError> {
        self.game.apply(seat, action)
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.game.outcome.as_ref()
    }

    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        self.game.intervene(intervention)
    }

    fn conclude(&mut self, outcome: Outcome) -> Report {
        self.game.conclude(&outcome)
    }

    fn view(&self, audience: Audience) -> BoardView {
        self.game.view(audience)
    }

    fn record_body(&self, audience: Audience) -> RecordBody {
        self.game.record_body(audience)
    }

    fn setup_of(&self, seat: Seat) -> Option<String> {
        self.game.setup_of(seat)
    }

    fn hidden_points(&self) -> Vec<crate::fairness::HiddenPoint> {
        self.game.hidden_points()
    }

    fn revealed_points(&self) -> Vec<String> {
        self.game.revealed_points()
    }

    fn disguise(&self, audience: Audience, rng: &mut GameRng) -> Option<Self> {
        let game = disguise::disguise(&self.game, audience, rng)?;
        Some(Self::with(self.options.clone(), game))
    }

    /// §8.7: after a failed offer the same player may offer again only after this many turns of their own.
    fn draw_offer_cooldown(&self) -> u32 {
        self.game.config().draw_offer_cooldown
    }

    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(depth)
    }
}
