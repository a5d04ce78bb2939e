//! Junqi (军棋, 陆战棋 Luzhanqi) for two players, as specified in `shared/rules/junqi.md`, with the game
//! as umpire: setups and ranks live only in the state, and every output is built for one audience.
//!
//! # How a game runs
//!
//! * **Setup.** [`Junqi::new_game`] starts in the setup phase with both sides on the default setup
//!   ([`DEFAULT_SETUP`]). While a seat is not ready it is listed by `to_act` and may play the setup
//!   commands `swap <p1> <p2>`, `flag`, `random`, `setup <setup string>` and `ready`. Each command's result
//!   is echoed privately; the public only hears who is ready. When both are ready, play starts.
//! * **Play.** A turn is a move (`a6-a7`, `a6a7`, `a6 a7`, `a6xa7`) or `pass`; a time-out is a pass through
//!   [`Intervention::TimeOut`]. Reports announce the move and battle outcome in public and tell each owner
//!   which of their own pieces was removed.
//! * **End.** The public view and the public record reveal every rank only once the game is over.
//!
//! # Decisions
//!
//! Where the spec leaves room, this engine decides as follows.
//!
//! 1. **Default setup.** `73245/2.1.3/9B.B8/5.1.7/4M163/MFM26`: the flag on `(6,2)` walled in by the three
//!    mines, bombs on row 3, Marshal and General on the railroad corners of row 3.
//! 2. **Random setup.** The flag goes to a random headquarters, the mines to random points of rows 5–6, the
//!    bombs to random points of rows 2–6, and the other pieces are shuffled over the rest.
//! 3. **Swaps** of two points holding the same kind of piece change nothing and are refused; a swap that
//!    breaks a setup rule is refused with that rule. `flag` exchanges the two headquarters' pieces.
//! 4. **Listing setup actions.** `legal_actions` during setup lists `flag`, `random`, `ready` and every
//!    valid swap; loading a setup string takes a parameter and is not listed.
//! 5. **Setup is not play.** Resignations, time-outs and agreed draws are refused during setup: a setup that
//!    is never finished cancels the game, which the host decides.
//! 6. **Legal actions in play** are the legal moves plus `pass` (which stays legal; the pass after the last
//!    allowed one resigns). Perft counts both.
//! 7. **Canonical moves** are written `a6-a7` onto an empty point and `a6xa7` onto an enemy piece, as in
//!    the record.
//! 8. **Private battle notes.** After every battle, each of the two owners is told which of their own
//!    pieces was removed, or that none was.
//! 9. **Records of games started from a position** carry a `[Position "..."]` tag with the starting
//!    position in the audience's view instead of `[Setup]` tags.
//! 10. **A seat's record during play** is the public record plus that seat's own `[Setup]` tag.
//! 11. **Stuck turns.** A stuck side is recorded as `* S stuck`; under `stuck=skip` the automatic pass is
//!     then a numbered `pass` turn.
//! 12. **A 5th pass** is recorded as the `pass` turn followed by `* end N:passes`.
//! 13. **Delivering a flag** onto one's own standing flag leaves that flag covered under the carrier in
//!     the final position (written `^S`).
//! 14. **Views.** The public view is South's perspective; flag carriers and pieces covering a flag carry a
//!     badge; beside the board, each side's lost pieces are shown face down to others and face up to
//!     their owner.
//! 15. **Loading a position** (`from_position`) accepts the full view only, and checks what a game in play
//!     must satisfy: piece counts, each flag present once (standing on its own headquarters, carried or
//!     covered), mines on their own back two rows, `homes=` exactly when `flag_carrier=on`, every carried or
//!     covered flag listed in `revealed=`, passes within `pass_limit`, `quiet=` below the no-capture limit
//!     and `turn=` below the turn cap. The no-legal-move check of the side to move runs at once.
//! 16. **Clocks and draw offers.** Clocks are the host's: one time per turn and a setup time, chosen when
//!     the game is challenged (the spec's `move_time` and `setup_time` are not rule options), and a
//!     time-out is a pass. `draw_offer_cooldown` is recorded in the rules string; the host keeps offers.
//!     `visibility=allied` needs four players and is refused.
//! 17. **Reading actions by phase.** During the setup phase only setup commands read as actions, and in
//!     play only moves and `pass`, so a word is never taken for an action of the other phase.

mod action;
mod board;
mod combat;
mod disguise;
pub mod geometry;
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

pub use action::JunqiAction;
pub use board::{Graph, LinkKind, PointKind, Square, parse_square, point_kind, square_name};
pub use combat::Clash;
pub use notation::{PositionText, PositionView};
pub use options::{First, JunqiOptions, Stuck, Visibility};
pub use piece::{Kind, Piece, Side};
pub use position::{End, Happening, Move, PassKind, Position};
pub use setup::{DEFAULT_SETUP, Local, Setup, SetupProblem};

use crate::catalogue::{About, Policy, Verb};
use crate::model::{
    Audience, EndReason, Fact, Intervention, Outcome, Phase, PositionError, Report, RuleError, Seat,
};
use crate::rng::GameRng;
use crate::rules::{Rules, Seating};
use crate::view::BoardView;
use record::Entry;
use serde::{Deserialize, Serialize};
use view::Eyes;

/// A short summary of the rules, for the `rules` command.
pub const RULES_SUMMARY: &str = "Junqi (Luzhanqi) for two: each side secretly sets up 25 pieces, then moves \
one piece a turn along roads (one step) or railroads (straight runs; engineers turn corners). Attacking \
reveals only who won: the higher rank wins, equal ranks and bombs remove both, mines stop all but \
engineers, pieces in camps are safe and pieces on headquarters never move again. When a Marshal dies, \
its side's flag is shown. Capture the enemy flag to win. Four passes each; the fifth resigns. 40 turns \
without an attack draw the game.";

/// The setup words, for help texts.
const VERBS: &[Verb] = &[
    Verb {
        usage: "swap <a> <b>",
        help: "exchange the pieces on two points of your half",
        phase: Phase::Setup,
        button: None,
    },
    Verb {
        usage: "flag",
        help: "move the flag to the other headquarters",
        phase: Phase::Setup,
        button: Some("Flag to the other HQ"),
    },
    Verb {
        usage: "random",
        help: "a fresh random valid setup",
        phase: Phase::Setup,
        button: Some("Random setup"),
    },
    Verb {
        usage: "setup <setup string>",
        help: "load a whole setup",
        phase: Phase::Setup,
        button: None,
    },
    Verb {
        usage: "ready",
        help: "your setup is done; play starts when every player is ready",
        phase: Phase::Setup,
        button: Some("Ready"),
    },
    Verb {
        usage: "pass",
        help: "give up your turn (four passes each; the fifth resigns)",
        phase: Phase::Play,
        button: None,
    },
];

/// The stage of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Stage {
    /// Both sides arrange their pieces.
    Setup {
        /// The current setup of each side.
        setups: [Setup; 2],
        /// Whether each side has declared itself ready.
        ready: [bool; 2],
    },
    /// Turns are played.
    Play,
}

/// A turn played, as it is replayed on other setups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Turn {
    /// A move or an attack.
    Move(Move),
    /// A pass, voluntary or by time-out.
    Pass(PassKind),
}

/// How the game began, for the record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Start {
    /// From both sides' setups.
    Setups([Setup; 2]),
    /// From a position string: the position at the start of play.
    Position(Position),
}

/// A game of 2-player Junqi.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Junqi {
    position: Position,
    #[serde(rename = "phase")]
    stage: Stage,
    start: Start,
    rng: GameRng,
    entries: Vec<Entry>,
    /// Every turn played since the setups, to rebuild the game from other setups.
    #[serde(default)]
    turns: Vec<Turn>,
    last_move: Option<Move>,
    outcome: Option<Outcome>,
}

impl Junqi {
    /// The current setup of `side` as a setup string (§11.5), during the setup phase and after.
    pub fn setup_string(&self, side: Side) -> Option<String> {
        match (&self.stage, &self.start) {
            (Stage::Setup { setups, .. }, _) => Some(setups[side.index()].to_string()),
            (Stage::Play, Start::Setups(setups)) => Some(setups[side.index()].to_string()),
            (Stage::Play, Start::Position(_)) => None,
        }
    }

    /// Whether the game is still in its setup phase.
    pub fn in_setup(&self) -> bool {
        matches!(self.stage, Stage::Setup { .. })
    }

    /// The position in play (during setup: the setups on the board).
    pub fn board(&self) -> Position {
        match &self.stage {
            Stage::Setup { setups, .. } => self.position_from(setups),
            Stage::Play => self.position.clone(),
        }
    }

    /// The position string of the current position for one view.
    pub fn position_in(&self, view: PositionView) -> String {
        self.board().to_text(view).to_string()
    }

    fn position_from(&self, setups: &[Setup; 2]) -> Position {
        let mut position = Position::empty(self.position.options);
        for side in Side::BOTH {
            for (at, kind) in setups[side.index()].placed(side) {
                position.put(at, Piece::new(side, kind));
                if kind == Kind::Flag {
                    position.homes[side.index()] = at;
                }
            }
        }
        position.to_move = self.position.to_move;
        position
    }

    fn side_of(seat: Seat) -> Result<Side, RuleError> {
        Side::of_seat(seat).ok_or_else(|| RuleError::new("Junqi for two has only South and North."))
    }

    /// Runs `turn` on the position and turns what happened into the record and a report.
    fn run(&mut self, turn: impl FnOnce(&mut Position, &mut dyn FnMut(Happening))) -> Report {
        let mut happenings = Vec::new();
        turn(&mut self.position, &mut |happening| {
            happenings.push(happening)
        });
        let mut report = Report::default();
        report::tell(&mut report, &happenings, self.position.options.pass_limit);
        for happening in &happenings {
            record::write(&mut self.entries, happening);
        }
        self.last_move = happenings.iter().rev().find_map(|h| match h {
            Happening::Moved { mv, .. } => Some(*mv),
            _ => None,
        });
        self.sync_outcome();
        report
    }

    fn sync_outcome(&mut self) {
        self.outcome = self.position.end.map(|end| match end.winner {
            Some(side) => Outcome::Win {
                winners: vec![side.seat()],
                reason: end.reason,
            },
            None => Outcome::Draw { reason: end.reason },
        });
    }

    fn apply_setup(&mut self, side: Side, action: &JunqiAction) -> Result<Report, RuleError> {
        let Stage::Setup { setups, ready } = &mut self.stage else {
            return Err(RuleError::new(
                "The game is in play; setup commands are over.",
            ));
        };
        if ready[side.index()] {
            return Err(RuleError::new(
                "You are ready already; wait for your opponent.",
            ));
        }
        let mut setup = setups[side.index()];
        match *action {
            JunqiAction::Swap(a, b) => {
                let (Some(la), Some(lb)) = (Local::of_square(side, a), Local::of_square(side, b))
                else {
                    return Err(RuleError::new(format!(
                        "Swap two points of your own half ({}).",
                        if side == Side::South {
                            "ranks 1 to 6"
                        } else {
                            "ranks 7 to 12"
                        }
                    )));
                };
                if la.is_camp() || lb.is_camp() {
                    return Err(RuleError::new(
                        "Camps stay empty during setup; swap two posts or headquarters.",
                    ));
                }
                if setup.at(la) == setup.at(lb) {
                    return Err(RuleError::new(
                        "Both points hold the same kind of piece, so swapping them changes nothing.",
                    ));
                }
                setup.swap(la, lb);
            }
            JunqiAction::Flag => setup.move_flag(),
            JunqiAction::Random => setup = Setup::random(&mut self.rng),
            JunqiAction::Load(loaded) => setup = loaded,
            JunqiAction::Ready => ready[side.index()] = true,
            JunqiAction::Move(_) | JunqiAction::Pass => {
                return Err(RuleError::new(
                    "The pieces are still being set up; use swap, flag, random, setup or ready.",
                ));
            }
        }
        setup
            .validate()
            .map_err(|problem| RuleError::new(problem.0))?;
        setups[side.index()] = setup;
        let mut report = Report::default();
        report.tell(Audience::Seat(side.seat()), format!("Your setup: {setup}"));
        if *action == JunqiAction::Ready {
            report.tell(Audience::Public, format!("{} is ready.", side.name()));
            report.note_fact(Fact::Ready(side.seat()));
        }
        if ready.iter().all(|&r| r) {
            let setups = *setups;
            self.start_play(setups, &mut report);
        }
        Ok(report)
    }

    fn start_play(&mut self, setups: [Setup; 2], report: &mut Report) {
        self.position = self.position_from(&setups);
        self.stage = Stage::Play;
        self.start = Start::Setups(setups);
        report.tell(
            Audience::Public,
            format!(
                "Both sides are ready: {} moves first.",
                self.position.to_move.name()
            ),
        );
        let start = self.run(|position, sink| position.start_turn(&mut |h| sink(h)));
        report.extend(start);
    }

    fn eyes(&self, audience: Audience) -> Eyes {
        if self.outcome.is_some() || self.position.options.is_open() {
            return Eyes::All;
        }
        match audience {
            Audience::Public => Eyes::Public,
            Audience::Seat(seat) => Side::of_seat(seat).map_or(Eyes::Public, Eyes::Side),
        }
    }

    fn check_intervention_allowed(&self, what: &str) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::new("The game is over."));
        }
        if self.in_setup() {
            return Err(RuleError::new(format!(
                "The game has not started yet, so {what} is not possible; an unfinished setup cancels the game."
            )));
        }
        Ok(())
    }
}

impl Rules for Junqi {
    type Options = JunqiOptions;
    type Action = JunqiAction;

    const ABOUT: About = About {
        id: "junqi",
        name: "Junqi",
        aliases: &["junqi2", "luzhanqi", "lu-zhan-qi", "army-chess"],
        summary: "Luzhanqi for two: hidden ranks, the bot as umpire; capture the enemy flag.",
        rules: RULES_SUMMARY,
        verbs: VERBS,
        policy: Policy {
            setup_phase: true,
            reveal_record_at_end: true,
            takebacks: false,
            chinese_labels: true,
        },
    };

    const SNAPSHOT_VERSION: u32 = 2;

    fn seating(_options: &JunqiOptions) -> Seating {
        Seating::each_alone(&["South", "North"])
    }

    fn new_game(options: JunqiOptions, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        let mut position = Position::empty(options);
        position.to_move = match options.first {
            First::South => Side::South,
            First::Random => Side::BOTH[rng.below(2) as usize],
        };
        let setups = [Setup::standard(); 2];
        Junqi {
            position,
            stage: Stage::Setup {
                setups,
                ready: [false; 2],
            },
            start: Start::Setups(setups),
            rng,
            entries: Vec::new(),
            turns: Vec::new(),
            last_move: None,
            outcome: None,
        }
    }

    fn from_position(text: &str, options: JunqiOptions) -> Result<Self, PositionError> {
        let parsed: PositionText = text.parse()?;
        let position = Position::from_text(&parsed, options)?;
        let mut game = Junqi {
            start: Start::Position(position.clone()),
            position,
            stage: Stage::Play,
            rng: GameRng::from_seed(0),
            entries: Vec::new(),
            turns: Vec::new(),
            last_move: None,
            outcome: None,
        };
        game.run(|position, sink| position.start_turn(&mut |h| sink(h)));
        Ok(game)
    }

    fn position(&self) -> String {
        self.position_in(PositionView::Full)
    }

    fn options(&self) -> &JunqiOptions {
        &self.position.options
    }

    fn phase(&self) -> Phase {
        match (&self.outcome, &self.stage) {
            (Some(_), _) => Phase::Over,
            (None, Stage::Setup { .. }) => Phase::Setup,
            (None, Stage::Play) => Phase::Play,
        }
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match &self.stage {
            Stage::Setup { ready, .. } => Side::BOTH
                .into_iter()
                .filter(|side| !ready[side.index()])
                .map(Side::seat)
                .collect(),
            Stage::Play => vec![self.position.to_move.seat()],
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<JunqiAction> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let Ok(side) = Self::side_of(seat) else {
            return Vec::new();
        };
        let mut actions = match &self.stage {
            Stage::Setup { setups, .. } => {
                let setup = setups[side.index()];
                let mut actions = vec![JunqiAction::Flag, JunqiAction::Random, JunqiAction::Ready];
                let points: Vec<Local> = (0..30u8)
                    .map(|i| Local {
                        row: i / 5 + 1,
                        column: i % 5 + 1,
                    })
                    .filter(|local| !local.is_camp())
                    .collect();
                for (i, &a) in points.iter().enumerate() {
                    for &b in &points[i + 1..] {
                        let mut swapped = setup;
                        swapped.swap(a, b);
                        if setup.at(a) != setup.at(b) && swapped.validate().is_ok() {
                            let (x, y) = (a.square(side), b.square(side));
                            actions.push(JunqiAction::Swap(x.min(y), x.max(y)));
                        }
                    }
                }
                actions
            }
            Stage::Play => {
                let mut actions: Vec<JunqiAction> = self
                    .position
                    .legal_moves()
                    .into_iter()
                    .map(JunqiAction::Move)
                    .collect();
                actions.push(JunqiAction::Pass);
                actions
            }
        };
        actions.sort_by_cached_key(|action| self.format_action(action));
        actions
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<JunqiAction, RuleError> {
        let action = action::parse_action(text)?;
        let in_play = matches!(action, JunqiAction::Move(_) | JunqiAction::Pass);
        match self.phase() {
            Phase::Setup if in_play => Err(RuleError::new(
                "The pieces are still being set up; use swap, flag, random, setup or ready.",
            )),
            Phase::Play if !in_play => Err(RuleError::new(
                "The game is in play; setup commands are over.",
            )),
            _ => Ok(action),
        }
    }

    fn format_action(&self, action: &JunqiAction) -> String {
        let attack = match action {
            JunqiAction::Move(mv)
                if usize::from(mv.from) < board::POINTS && usize::from(mv.to) < board::POINTS =>
            {
                match (self.position.piece(mv.from), self.position.piece(mv.to)) {
                    (Some(mover), Some(target)) => mover.side != target.side,
                    _ => false,
                }
            }
            _ => false,
        };
        action::format_action(action, attack)
    }

    fn apply(&mut self, seat: Seat, action: &JunqiAction) -> Result<Report, RuleError> {
        let side = Self::side_of(seat)?;
        if self.outcome.is_some() {
            return Err(RuleError::new("The game is over."));
        }
        if self.in_setup() {
            return self.apply_setup(side, action);
        }
        if side != self.position.to_move {
            return Err(RuleError::new(format!(
                "It is {}'s turn.",
                self.position.to_move.name()
            )));
        }
        match *action {
            JunqiAction::Move(mv) => {
                if !self.position.is_legal(mv) {
                    return Err(RuleError::new(self.explain_illegal(side, mv)));
                }
                let mut report =
                    self.run(|position, sink| position.play_move(mv, &mut |h| sink(h)));
                self.turns.push(Turn::Move(mv));
                report.note_fact(Fact::TurnOver(seat));
                Ok(report)
            }
            JunqiAction::Pass => {
                let mut report = self.run(|position, sink| {
                    position.play_pass(PassKind::Voluntary, &mut |h| sink(h))
                });
                self.turns.push(Turn::Pass(PassKind::Voluntary));
                report.note_fact(Fact::TurnOver(seat));
                Ok(report)
            }
            _ => Err(RuleError::new(
                "The game is in play; setup commands are over.",
            )),
        }
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        match intervention {
            Intervention::Resign(seat) => {
                let side = Self::side_of(seat)?;
                self.check_intervention_allowed("resigning")?;
                self.check_earliest_resign("Resigning is")?;
                self.entries
                    .push(Entry::Event(format!("{} resigns", side.letter())));
                Ok(self.conclude(
                    Some(side.opponent()),
                    EndReason::Resignation,
                    format!("{} resigns.", side.name()),
                ))
            }
            Intervention::AgreedDraw => {
                self.check_intervention_allowed("a draw")?;
                self.check_earliest_resign("Draw offers are")?;
                Ok(self.conclude(
                    None,
                    EndReason::Agreement,
                    "Both players agreed to a draw.".to_owned(),
                ))
            }
            Intervention::TimeOut(seat) => {
                let side = Self::side_of(seat)?;
                self.check_intervention_allowed("a time-out")?;
                if side != self.position.to_move {
                    return Err(RuleError::new(format!(
                        "It is {}'s turn, so {} cannot run out of time.",
                        self.position.to_move.name(),
                        side.name()
                    )));
                }
                let mut report = self
                    .run(|position, sink| position.play_pass(PassKind::TimeOut, &mut |h| sink(h)));
                self.turns.push(Turn::Pass(PassKind::TimeOut));
                report.note_fact(Fact::TurnOver(seat));
                Ok(report)
            }
        }
    }

    fn view(&self, audience: Audience) -> BoardView {
        let perspective = match audience {
            Audience::Seat(seat) if Side::of_seat(seat).is_some() => seat,
            _ => Side::South.seat(),
        };
        let last: Vec<Square> = self.last_move.map_or(Vec::new(), |mv| vec![mv.from, mv.to]);
        view::board_view(&self.board(), self.eyes(audience), perspective, &last)
    }

    fn record(&self, audience: Audience, players: &[String]) -> String {
        let eyes = self.eyes(audience);
        let full = eyes == Eyes::All;
        let options = &self.position.options;
        let name = |index: usize| players.get(index).map_or("?", String::as_str);
        let mut lines = vec![
            "[Mode \"junqi2\"]".to_owned(),
            format!("[Rules \"{}\"]", options.rules_string()),
            format!("[Seats \"S={} N={}\"]", name(0), name(1)),
        ];
        match &self.start {
            Start::Setups(setups) if !self.in_setup() => {
                for side in Side::BOTH {
                    if full || eyes == Eyes::Side(side) {
                        lines.push(format!(
                            "[Setup {} \"{}\"]",
                            side.letter(),
                            setups[side.index()]
                        ));
                    }
                }
            }
            Start::Position(initial) => {
                let view = match eyes {
                    Eyes::All => PositionView::Full,
                    Eyes::Public => PositionView::Public,
                    Eyes::Side(side) => PositionView::Seat(side),
                };
                lines.push(format!("[Position \"{}\"]", initial.to_text(view)));
            }
            _ => {}
        }
        lines.extend(self.entries.iter().map(|entry| entry.line(full)));
        let mut text = lines.join("\n");
        text.push('\n');
        text
    }

    fn setup_of(&self, seat: Seat) -> Option<String> {
        let side = Side::of_seat(seat)?;
        match &self.stage {
            Stage::Setup { setups, .. } => Some(setups[side.index()].to_string()),
            Stage::Play => None,
        }
    }

    fn disguise(&self, audience: Audience, rng: &mut GameRng) -> Option<Self> {
        disguise::disguise(self, audience, rng)
    }

    /// §8.7: after a failed offer the same player may offer again only after this many turns of their own.
    fn draw_offer_cooldown(&self) -> u32 {
        self.position.options.draw_offer_cooldown
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.outcome.is_some() {
            return 0;
        }
        if !self.in_setup() {
            return self.position.perft(depth);
        }
        let seat = self.to_act()[0];
        self.legal_actions(seat)
            .iter()
            .map(|action| {
                let mut next = self.clone();
                next.apply(seat, action)
                    .expect("a listed setup action is legal");
                Rules::perft(&next, depth - 1)
            })
            .sum()
    }
}

impl Junqi {
    fn check_earliest_resign(&self, what: &str) -> Result<(), RuleError> {
        let earliest = self.position.options.earliest_resign;
        if self.position.turn < earliest {
            return Err(RuleError::new(format!(
                "{what} allowed from turn {earliest} on; this is turn {}.",
                self.position.turn + 1
            )));
        }
        Ok(())
    }

    fn conclude(&mut self, winner: Option<Side>, reason: EndReason, first: String) -> Report {
        self.position.conclude(winner, reason);
        let end = End { winner, reason };
        self.entries
            .push(Entry::Event(format!("end {}", record::end_tag(end))));
        self.sync_outcome();
        let mut report = Report::public(first);
        report.tell(Audience::Public, report::ending(winner, reason));
        report
    }

    /// Why a move is not legal, in one sentence that reveals nothing the mover does not know.
    fn explain_illegal(&self, side: Side, mv: Move) -> String {
        let (from, to) = (square_name(mv.from), square_name(mv.to));
        match self.position.piece(mv.from) {
            None => format!("There is no piece on {from}."),
            Some(piece) if piece.side != side => format!("The piece on {from} is not yours."),
            Some(piece) if !piece.kind.is_mobile() => {
                format!("Your {} on {from} never moves.", piece.kind.label().name)
            }
            Some(_)
                if board::is_headquarters(mv.from)
                    && !self.position.options.pieces_leave_headquarters() =>
            {
                format!("A piece on a headquarters never moves again, so the one on {from} stays.")
            }
            Some(_) => match self.position.piece(mv.to) {
                Some(target) if target.side == side => format!("Your own piece stands on {to}."),
                Some(_) if board::is_camp(mv.to) => {
                    format!("The piece on {to} is in a camp and cannot be attacked.")
                }
                _ => format!(
                    "{from}-{to} is not a legal move: a piece steps along one road or railroad link, or runs along a clear railroad."
                ),
            },
        }
    }
}
