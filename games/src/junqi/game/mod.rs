//! The game the three Junqi entries share: the setup phase, play, the record, views per audience and
//! the umpire's bookkeeping, over a [`Position`]. [`super::Junqi`], [`super::Junqi4`] and
//! [`super::Fanqi`] are this engine with their own options.
//!
//! This module plays the game; `setup` runs the setup phase, `umpire` takes the host's events (time-outs,
//! resignations, draws), and `audience` builds what each audience may see.

use super::action::{self, JunqiAction};
use super::board::{Board, Square};
use super::config::{Config, Mode};
use super::notation::{PositionText, PositionView};
use super::piece::{Kind, Piece};
use super::position::{Happening, Move, PassKind, Position};
use super::record::{self, Entry};
use super::report;
use super::setup::Setup;
use crate::model::{Fact, Outcome, Phase, PositionError, Report, RuleError, Seat};
use crate::refusal::Arg;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};

mod audience;
mod hidden;
mod setup;
mod umpire;

/// The stage of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Stage {
    /// Every seat arranges its pieces.
    Setup {
        /// The current setup of each seat.
        setups: Vec<Setup>,
        /// Whether each seat has declared itself ready.
        ready: Vec<bool>,
    },
    /// Turns are played.
    Play,
}

/// Something played in turn or out of turn, as it is replayed on other setups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Step {
    /// A move or an attack.
    Move(Move),
    /// A flip (翻棋).
    Flip(Square),
    /// A pass, voluntary or by time-out.
    Pass(PassKind),
    /// A seat resigned; in the 4-player game play goes on.
    Resign(u8),
}

/// How the game began, for the record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Start {
    /// From every seat's setup.
    Setups(Vec<Setup>),
    /// From a position string: the position at the start of play.
    Position(Position),
    /// 翻棋: the shuffled layout.
    Layout(Position),
}

/// A game of Junqi in any of its modes.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Engine {
    pub(super) position: Position,
    pub(super) stage: Stage,
    pub(super) start: Start,
    pub(super) rng: GameRng,
    /// The seat that moves first.
    pub(super) first: u8,
    pub(super) entries: Vec<Entry>,
    /// Every turn and resignation since play began, to rebuild the game from other setups.
    pub(super) steps: Vec<Step>,
    /// The points of the last move or flip.
    pub(super) last: Vec<Square>,
    pub(super) outcome: Option<Outcome>,
}

/// The refusal of a move while the pieces are being set up.
fn still_setting_up() -> RuleError {
    RuleError::of("refusal-junqi-in-setup", Vec::new())
}

/// The refusal of a setup command once the game is in play.
fn setup_over() -> RuleError {
    RuleError::of("refusal-junqi-in-play", Vec::new())
}

impl Engine {
    /// A new game with these rules; `seed` feeds its random stream. Junqi starts in the setup phase
    /// with a fresh random setup for every seat; 翻棋 shuffles the pieces face down and starts play.
    pub fn new(config: Config, seed: u64) -> Engine {
        let mut rng = GameRng::from_seed(seed);
        let table = config.table;
        let first = if config.first_random {
            rng.below(table.seats() as u32) as u8
        } else {
            0
        };
        let mut position = Position::empty(config);
        position.to_move = first;
        if config.mode() == Mode::Fanqi {
            let board = config.board();
            let mut pieces: Vec<Piece> = (0..2u8)
                .flat_map(|colour| {
                    Kind::ALL.into_iter().flat_map(move |kind| {
                        std::iter::repeat_n(
                            Piece {
                                down: true,
                                ..Piece::new(colour, kind)
                            },
                            kind.count(),
                        )
                    })
                })
                .collect();
            rng.shuffle(&mut pieces);
            let points = board.squares().filter(|&at| !board.is_camp(at));
            for (at, piece) in points.zip(pieces) {
                position.put(at, piece);
            }
            let mut game = Engine {
                start: Start::Layout(position.clone()),
                position,
                stage: Stage::Play,
                rng,
                first,
                entries: Vec::new(),
                steps: Vec::new(),
                last: Vec::new(),
                outcome: None,
            };
            game.run(|position, sink| position.start_turn(&mut |h| sink(h)));
            return game;
        }
        let setups: Vec<Setup> = table.all().map(|_| Setup::random(&mut rng)).collect();
        Engine {
            position,
            stage: Stage::Setup {
                ready: vec![false; setups.len()],
                setups: setups.clone(),
            },
            start: Start::Setups(setups),
            rng,
            first,
            entries: Vec::new(),
            steps: Vec::new(),
            last: Vec::new(),
            outcome: None,
        }
    }

    /// A game from a full-view position string, with no earlier history.
    pub fn from_position(text: &str, config: Config) -> Result<Engine, PositionError> {
        let parsed = PositionText::read(text, config.table)?;
        let position = Position::from_text(&parsed, config)?;
        let mut game = Engine {
            start: Start::Position(position.clone()),
            first: position.to_move,
            position,
            stage: Stage::Play,
            rng: GameRng::from_seed(0),
            entries: Vec::new(),
            steps: Vec::new(),
            last: Vec::new(),
            outcome: None,
        };
        game.run(|position, sink| position.start_turn(&mut |h| sink(h)));
        Ok(game)
    }

    /// The rules in force.
    pub fn config(&self) -> &Config {
        &self.position.config
    }

    fn board_of(&self) -> &'static Board {
        self.position.board()
    }

    /// The current setup of `seat` as a setup string (§11.5), during the setup phase and after.
    pub fn setup_string(&self, seat: u8) -> Option<String> {
        let setups = match (&self.stage, &self.start) {
            (Stage::Setup { setups, .. }, _) | (Stage::Play, Start::Setups(setups)) => setups,
            _ => return None,
        };
        setups.get(usize::from(seat)).map(Setup::to_string)
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

    pub(super) fn position_from(&self, setups: &[Setup]) -> Position {
        let config = self.position.config;
        let board = config.board();
        let mut position = Position::empty(config);
        for seat in config.table.all() {
            let arm = config.table.arm(seat);
            for (at, kind) in setups[usize::from(seat)].placed(board, arm) {
                position.put(at, Piece::new(seat, kind));
                if kind == Kind::Flag {
                    position.homes[usize::from(seat)] = at;
                }
            }
        }
        position.to_move = self.first;
        position
    }

    fn seat_of(&self, seat: Seat) -> Result<u8, RuleError> {
        let table = self.position.config.table;
        if seat.index() < table.seats() {
            Ok(seat.0)
        } else {
            Err(RuleError::of(
                "refusal-junqi-seats",
                vec![
                    ("count", Arg::Number(table.seats() as i64)),
                    ("seats", table.names().join(", ").into()),
                ],
            ))
        }
    }

    /// Runs `turn` on the position and turns what happened into the record and a report.
    pub(super) fn run(
        &mut self,
        turn: impl FnOnce(&mut Position, &mut dyn FnMut(Happening)),
    ) -> Report {
        let mut happenings = Vec::new();
        turn(&mut self.position, &mut |happening| {
            happenings.push(happening)
        });
        let config = self.position.config;
        let mut report = Report::default();
        report::tell(&mut report, &happenings, &config);
        for happening in &happenings {
            record::write(&mut self.entries, &config, happening);
        }
        if let Some(last) = happenings.iter().rev().find_map(|h| match h {
            Happening::Moved { mv, .. } => Some(vec![mv.from, mv.to]),
            Happening::Flipped { at, .. } => Some(vec![*at]),
            _ => None,
        }) {
            self.last = last;
        }
        self.sync_outcome();
        report
    }

    fn sync_outcome(&mut self) {
        self.outcome = self.position.end.map(|end| {
            if end.winners == 0 {
                Outcome::Draw { reason: end.reason }
            } else {
                Outcome::Win {
                    winners: end.winning_seats().into_iter().map(Seat).collect(),
                    reason: end.reason,
                }
            }
        });
    }

    // ---- The interface ----

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        match (&self.outcome, &self.stage) {
            (Some(_), _) => Phase::Over,
            (None, Stage::Setup { .. }) => Phase::Setup,
            (None, Stage::Play) => Phase::Play,
        }
    }

    /// The seats that may act now.
    pub fn to_act(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match &self.stage {
            Stage::Setup { ready, .. } => (0..ready.len() as u8)
                .filter(|&seat| !ready[usize::from(seat)])
                .map(Seat)
                .collect(),
            Stage::Play => vec![Seat(self.position.to_move)],
        }
    }

    /// Every legal action of `seat`, sorted by canonical text. A ready seat in the setup phase may only
    /// take its readiness back.
    pub fn legal_actions(&self, seat: Seat) -> Vec<JunqiAction> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let Ok(seat) = self.seat_of(seat) else {
            return Vec::new();
        };
        let mut actions = match &self.stage {
            Stage::Setup { setups, ready } => {
                if ready[usize::from(seat)] {
                    return vec![JunqiAction::Unready];
                }
                self.setup_actions(seat, &setups[usize::from(seat)])
            }
            Stage::Play => {
                if seat != self.position.to_move {
                    return Vec::new();
                }
                let mut actions: Vec<JunqiAction> = self
                    .position
                    .legal_moves()
                    .into_iter()
                    .map(JunqiAction::Move)
                    .collect();
                actions.extend(self.position.flips().iter().map(JunqiAction::Flip));
                actions.push(JunqiAction::Pass);
                actions
            }
        };
        actions.sort_by_cached_key(|action| self.format_action(action));
        actions
    }

    /// Reads an action in the notation of the game's current phase.
    pub fn parse_action(&self, text: &str) -> Result<JunqiAction, RuleError> {
        let config = &self.position.config;
        let action = action::parse_action(config.board(), config.mode(), text)?;
        match self.phase() {
            Phase::Setup if action.is_play() => Err(still_setting_up()),
            Phase::Play if !action.is_play() => Err(setup_over()),
            _ => Ok(action),
        }
    }

    /// The canonical text of an action.
    pub fn format_action(&self, action: &JunqiAction) -> String {
        let board = self.board_of();
        let attack = match action {
            JunqiAction::Move(mv)
                if usize::from(mv.from) < board.len() && usize::from(mv.to) < board.len() =>
            {
                match (self.position.piece(mv.from), self.position.piece(mv.to)) {
                    (Some(mover), Some(target)) => {
                        !target.down && self.position.hostile(mover.owner, target.owner)
                    }
                    _ => false,
                }
            }
            _ => false,
        };
        action::format_action(board, action, attack)
    }

    /// Applies a legal action of `seat`.
    pub fn apply(&mut self, seat: Seat, action: &JunqiAction) -> Result<Report, RuleError> {
        let seat = self.seat_of(seat)?;
        if self.outcome.is_some() {
            return Err(RuleError::of("refusal-game-over", Vec::new()));
        }
        if self.in_setup() {
            return self.apply_setup(seat, action);
        }
        let to_move = self.position.to_move;
        if seat != to_move {
            return Err(RuleError::of(
                "refusal-not-your-turn",
                vec![("side", self.position.config.table.seat_arg(to_move))],
            ));
        }
        let (mut report, step) = match *action {
            JunqiAction::Move(mv) => {
                if !self.position.is_legal(mv) {
                    return Err(self.explain_illegal(seat, mv));
                }
                (
                    self.run(|position, sink| position.play_move(mv, &mut |h| sink(h))),
                    Step::Move(mv),
                )
            }
            JunqiAction::Flip(at) => {
                if !self.position.may_flip(at) {
                    let name = self.board_of().name(at);
                    return Err(RuleError::of(
                        "refusal-junqi-nothing-to-flip",
                        vec![("square", name.into())],
                    ));
                }
                (
                    self.run(|position, sink| position.play_flip(at, &mut |h| sink(h))),
                    Step::Flip(at),
                )
            }
            JunqiAction::Pass => (
                self.run(|position, sink| {
                    position.play_pass(PassKind::Voluntary, &mut |h| sink(h))
                }),
                Step::Pass(PassKind::Voluntary),
            ),
            _ => return Err(setup_over()),
        };
        self.steps.push(step);
        report.note_fact(Fact::TurnOver(Seat(seat)));
        Ok(report)
    }

    /// The number of leaf nodes of the legal-action tree to `depth`.
    pub fn perft(&self, depth: u32) -> u64 {
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
                next.perft(depth - 1)
            })
            .sum()
    }

    /// Why a move is not legal, in one sentence that reveals nothing the mover does not know.
    fn explain_illegal(&self, seat: u8, mv: Move) -> RuleError {
        let board = self.board_of();
        let position = &self.position;
        if usize::from(mv.from) >= board.len() || usize::from(mv.to) >= board.len() {
            return RuleError::of("refusal-junqi-off-board", Vec::new());
        }
        let (from, to) = (board.name(mv.from), board.name(mv.to));
        let at = |key, square: &str| RuleError::of(key, vec![("square", square.into())]);
        let Some(owner) = position.owner_of_seat(seat) else {
            return RuleError::of("refusal-junqi-no-colour", Vec::new());
        };
        match position.piece(mv.from) {
            None => at("refusal-junqi-no-piece", from),
            Some(piece) if piece.down => at("refusal-junqi-face-down", from),
            Some(piece) if piece.owner != owner => at("refusal-junqi-not-yours", from),
            Some(piece) if !piece.kind.is_mobile() && !position.config.mines_are_bombs() => {
                RuleError::of(
                    "refusal-junqi-never-moves",
                    vec![
                        ("piece", Arg::Name(piece.kind.key().into())),
                        ("square", from.into()),
                    ],
                )
            }
            Some(_)
                if board.is_headquarters(mv.from)
                    && !position.config.pieces_leave_headquarters() =>
            {
                at("refusal-junqi-headquarters", from)
            }
            Some(_) => match position.piece(mv.to) {
                Some(target) if target.down => at("refusal-junqi-target-face-down", to),
                Some(target) if target.owner == owner => at("refusal-junqi-own-piece", to),
                Some(target) if !position.hostile(owner, target.owner) => {
                    at("refusal-junqi-partner-piece", to)
                }
                Some(_) if board.is_camp(mv.to) => at("refusal-junqi-camp", to),
                // On the four-armed board the names alone do not show what is next to what.
                _ if position.config.mode() == Mode::Four => {
                    let neighbours: Vec<&str> = board
                        .neighbours(mv.from)
                        .iter()
                        .map(|&(point, _)| board.name(point))
                        .collect();
                    RuleError::of(
                        "refusal-junqi4-not-legal",
                        vec![
                            ("from", from.into()),
                            ("to", to.into()),
                            ("neighbours", neighbours.join(" ").into()),
                        ],
                    )
                }
                _ => RuleError::of(
                    "refusal-junqi-not-legal",
                    vec![("from", from.into()), ("to", to.into())],
                ),
            },
        }
    }
}
