//! The game the three Junqi entries share: the setup phase, play, the record, views per audience and
//! the umpire's bookkeeping, over a [`Position`]. [`super::Junqi`], [`super::Junqi4`] and
//! [`super::Fanqi`] are this engine with their own options.

use super::action::{self, JunqiAction};
use super::board::{Arm, Board, Local, Square};
use super::config::{Config, Mode, Sight, Table};
use super::notation::{PositionText, PositionView};
use super::piece::{Kind, Piece};
use super::position::{End, Happening, Move, PassKind, Position};
use super::record::{self, Entry};
use super::report;
use super::setup::Setup;
use super::view::{self, Eyes};
use crate::model::{
    Audience, EndReason, Fact, Intervention, Outcome, Phase, PositionError, Report, RuleError, Seat,
};
use crate::record::RecordBody;
use crate::refusal::{Arg, Reason};
use crate::rng::GameRng;
use crate::view::BoardView;
use serde::{Deserialize, Serialize};

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

/// Swaps the pieces on `a` and `b` of `setup`, the setup of the seat on `arm`, or says why not: both
/// points must be of the seat's own half (or arm), posts or headquarters, with different pieces.
fn swap(
    setup: &mut Setup,
    board: &Board,
    table: &Table,
    arm: Arm,
    (a, b): (Square, Square),
) -> Result<(), RuleError> {
    let local = |at: Square| {
        board
            .local(at)
            .filter(|&(point_arm, _)| point_arm == arm)
            .map(|(_, local)| local)
    };
    let (Some(la), Some(lb)) = (local(a), local(b)) else {
        return Err(match table.mode {
            Mode::Four => RuleError::of(
                "refusal-junqi-swap-own-arm",
                vec![("arm", arm.letter().to_string().into())],
            ),
            _ => RuleError::of(
                "refusal-junqi-swap-own-half",
                if arm == Arm::South {
                    vec![("first", Arg::Number(1)), ("last", Arg::Number(6))]
                } else {
                    vec![("first", Arg::Number(7)), ("last", Arg::Number(12))]
                },
            ),
        });
    };
    if la.is_camp() || lb.is_camp() {
        return Err(RuleError::of("refusal-junqi-swap-camp", Vec::new()));
    }
    if setup.at(la) == setup.at(lb) {
        return Err(RuleError::of("refusal-junqi-swap-same", Vec::new()));
    }
    setup.swap(la, lb);
    Ok(())
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

    /// The seats whose ranks `seat` sees: its own, and its partner's under `visibility=allied` (during
    /// setup only once both are ready).
    fn seen_by(&self, seat: u8) -> u8 {
        let config = &self.position.config;
        let table = config.table;
        let mut bits = 1 << seat;
        if config.sight == Sight::Allied {
            for partner in table.all().filter(|&other| table.partners(seat, other)) {
                let shown = match &self.stage {
                    Stage::Setup { ready, .. } => {
                        ready[usize::from(seat)] && ready[usize::from(partner)]
                    }
                    Stage::Play => true,
                };
                if shown {
                    bits |= 1 << partner;
                }
            }
        }
        bits
    }

    /// What `audience` may see.
    pub(super) fn eyes(&self, audience: Audience) -> Eyes {
        let config = &self.position.config;
        if self.outcome.is_some() {
            return Eyes::All;
        }
        // In 翻棋 every face-up piece is public and a face-down one is nobody's: all see alike.
        if config.mode() == Mode::Fanqi {
            return Eyes::Public;
        }
        if config.sight == Sight::Open {
            return Eyes::All;
        }
        match audience {
            Audience::Seat(seat) if seat.index() < config.table.seats() => {
                Eyes::Seats(self.seen_by(seat.0))
            }
            _ => Eyes::Public,
        }
    }

    /// Whether the record's lines carry the identities in every battle for `audience`.
    fn full_lines(&self, audience: Audience) -> bool {
        self.eyes(audience) == Eyes::All || self.position.config.mode() == Mode::Fanqi
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

    fn setup_actions(&self, seat: u8, setup: &Setup) -> Vec<JunqiAction> {
        let board = self.board_of();
        let arm = self.position.config.table.arm(seat);
        let mut actions = vec![JunqiAction::Flag, JunqiAction::Random, JunqiAction::Ready];
        let points: Vec<Local> = Local::all().filter(|local| !local.is_camp()).collect();
        for (i, &a) in points.iter().enumerate() {
            for &b in &points[i + 1..] {
                let mut swapped = *setup;
                swapped.swap(a, b);
                if setup.at(a) != setup.at(b) && swapped.validate().is_ok() {
                    let x = board.square(arm, a).expect("a point of the arm");
                    let y = board.square(arm, b).expect("a point of the arm");
                    actions.push(JunqiAction::Swap(x.min(y), x.max(y)));
                }
            }
        }
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

    fn apply_setup(&mut self, seat: u8, action: &JunqiAction) -> Result<Report, RuleError> {
        let table = self.position.config.table;
        let board = self.board_of();
        let arm = table.arm(seat);
        let Stage::Setup { setups, ready } = &mut self.stage else {
            return Err(setup_over());
        };
        let index = usize::from(seat);
        if *action == JunqiAction::Unready {
            if !ready[index] {
                return Err(RuleError::of("refusal-junqi-not-ready", Vec::new()));
            }
            ready[index] = false;
            let setup = Arg::Text(setups[index].to_string());
            let mut report = Report::default();
            let again = Reason::new("note-junqi-arranging-again", vec![("setup", setup)]);
            report.tell(Audience::Seat(Seat(seat)), again);
            let not_ready =
                Reason::new("note-junqi-not-ready", vec![("seat", table.seat_arg(seat))]);
            report.tell(Audience::Public, not_ready);
            report.note_fact(Fact::Unready(Seat(seat)));
            return Ok(report);
        }
        if ready[index] {
            return Err(RuleError::of(
                if table.seats() == 2 {
                    "refusal-junqi-ready-already"
                } else {
                    "refusal-junqi-ready-already-all"
                },
                Vec::new(),
            ));
        }
        let mut setup = setups[index];
        match *action {
            JunqiAction::Swap(a, b) => swap(&mut setup, board, &table, arm, (a, b))?,
            JunqiAction::Flag => setup.move_flag(),
            JunqiAction::Random => setup = Setup::random(&mut self.rng),
            JunqiAction::Load(loaded) => setup = loaded,
            JunqiAction::Ready => ready[index] = true,
            _ => return Err(still_setting_up()),
        }
        let point_name = |local: Local| {
            board
                .square(arm, local)
                .map_or_else(|| local.to_string(), |at| board.name(at).to_owned())
        };
        setup
            .check(&point_name)
            .map_err(|problem| RuleError::because(problem.0))?;
        setups[index] = setup;
        let mut report = Report::default();
        let told = Reason::new(
            "note-junqi-setup",
            vec![("setup", Arg::Text(setup.to_string()))],
        );
        report.tell(Audience::Seat(Seat(seat)), told);
        let everyone_ready = ready.iter().all(|&r| r);
        if *action == JunqiAction::Ready {
            // The readiness that starts play is told by the host, which knows who the seat is.
            if !everyone_ready {
                report.tell(
                    Audience::Public,
                    Reason::new("note-junqi-ready", vec![("seat", table.seat_arg(seat))]),
                );
            }
            report.note_fact(Fact::Ready(Seat(seat)));
        }
        if everyone_ready {
            let setups = setups.clone();
            self.start_play(setups, &mut report);
        }
        Ok(report)
    }

    fn start_play(&mut self, setups: Vec<Setup>, report: &mut Report) {
        self.position = self.position_from(&setups);
        self.stage = Stage::Play;
        self.start = Start::Setups(setups);
        let table = self.position.config.table;
        let key = if table.seats() == 2 {
            "note-junqi-all-ready-two"
        } else {
            "note-junqi-all-ready"
        };
        report.tell(
            Audience::Public,
            Reason::new(key, vec![("seat", table.seat_arg(self.position.to_move))]),
        );
        let start = self.run(|position, sink| position.start_turn(&mut |h| sink(h)));
        report.extend(start);
    }

    fn check_intervention_allowed(&self, what: &'static str) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::of("refusal-game-over", Vec::new()));
        }
        if self.in_setup() {
            return Err(RuleError::of(
                "refusal-junqi-not-started",
                vec![("what", Arg::Name(what.into()))],
            ));
        }
        Ok(())
    }

    fn check_earliest_resign(&self, key: &'static str) -> Result<(), RuleError> {
        let earliest = self.position.config.earliest_resign;
        if self.position.turn < earliest {
            return Err(RuleError::of(
                key,
                vec![
                    ("earliest", Arg::Number(i64::from(earliest))),
                    ("turn", Arg::Number(i64::from(self.position.turn) + 1)),
                ],
            ));
        }
        Ok(())
    }

    /// Rules on a resignation, a time-out or an agreed draw.
    pub fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        let table = self.position.config.table;
        match intervention {
            Intervention::Resign(seat) => {
                let seat = self.seat_of(seat)?;
                self.check_intervention_allowed("doing-junqi-resign")?;
                if self.position.is_out(seat) {
                    return Err(RuleError::of(
                        "refusal-junqi-already-out",
                        vec![("side", table.seat_arg(seat))],
                    ));
                }
                self.check_earliest_resign("refusal-junqi-resign-early")?;
                self.entries
                    .push(Entry::Event(format!("{} resigns", table.letter(seat))));
                let mut report = Report::default();
                report.tell(
                    Audience::Public,
                    Reason::new("note-junqi-resigns", vec![("seat", table.seat_arg(seat))]),
                );
                report.extend(self.run(|position, sink| position.resign(seat, &mut |h| sink(h))));
                self.steps.push(Step::Resign(seat));
                Ok(report)
            }
            Intervention::AgreedDraw => {
                self.check_intervention_allowed("doing-junqi-draw")?;
                self.check_earliest_resign("refusal-junqi-draw-early")?;
                let key = if table.seats() == 2 {
                    "note-junqi-agreed-draw-two"
                } else {
                    "note-junqi-agreed-draw"
                };
                let mut report = Report::public(Reason::plain(key));
                report.extend(self.conclude(&Outcome::Draw {
                    reason: EndReason::Agreement,
                }));
                Ok(report)
            }
            Intervention::TimeOut(seat) => {
                let seat = self.seat_of(seat)?;
                self.check_intervention_allowed("doing-junqi-time-out")?;
                let to_move = self.position.to_move;
                if seat != to_move {
                    return Err(RuleError::of(
                        "refusal-junqi-not-timed",
                        vec![
                            ("side", table.seat_arg(to_move)),
                            ("seat", table.seat_arg(seat)),
                        ],
                    ));
                }
                let mut report = self
                    .run(|position, sink| position.play_pass(PassKind::TimeOut, &mut |h| sink(h)));
                self.steps.push(Step::Pass(PassKind::TimeOut));
                report.note_fact(Fact::TurnOver(Seat(seat)));
                Ok(report)
            }
        }
    }

    /// Ends the game with `outcome`, decided by the players (an agreed draw): recorded and told.
    pub fn conclude(&mut self, outcome: &Outcome) -> Report {
        let winners = match outcome {
            Outcome::Win { winners, .. } => winners.iter().fold(0, |set, seat| set | 1 << seat.0),
            Outcome::Draw { .. } => 0,
        };
        let end = End {
            winners,
            reason: outcome.reason(),
        };
        self.position.conclude(end);
        let table = self.position.config.table;
        self.entries.push(Entry::Event(format!(
            "end {}",
            record::end_tag(&table, end)
        )));
        self.sync_outcome();
        let mut report = Report::default();
        report.tell_end(report::ending(
            &self.position.config,
            &end.winning_seats(),
            end.reason,
        ));
        report
    }

    /// What `audience` may see of the current position.
    pub fn view(&self, audience: Audience) -> BoardView {
        let perspective = match audience {
            Audience::Seat(seat) if seat.index() < self.position.config.table.seats() => seat,
            _ => Seat(0),
        };
        view::board_view(
            &self.board(),
            self.eyes(audience),
            perspective,
            &self.last,
            self.outcome.is_some(),
        )
    }

    /// The record's lines for `audience`, without the header.
    pub(super) fn lines(&self, audience: Audience) -> Vec<String> {
        let full = self.full_lines(audience);
        self.entries.iter().map(|entry| entry.line(full)).collect()
    }

    /// The body of the game record as `audience` may read it (§11.7): the setups `audience` may see (at
    /// the end, every one), the start position of a game loaded from one (as `audience` sees it), 翻棋's
    /// layout and shuffle seed at the end, then the record lines. The spec's `Mode`, `Rules` and `Seats`
    /// tags are the common header's `Game`, `Options` (only what differs from the standard rules) and
    /// `Players` ([`crate::record`]).
    pub fn record_body(&self, audience: Audience) -> RecordBody {
        let eyes = self.eyes(audience);
        let table = self.position.config.table;
        let mut body = RecordBody::default();
        match &self.start {
            Start::Setups(setups) if !self.in_setup() => {
                for seat in table.all() {
                    if eyes.see_owner(seat) {
                        body = body.tag(
                            format!("Setup {}", table.letter(seat)),
                            setups[usize::from(seat)].to_string(),
                        );
                    }
                }
            }
            Start::Position(initial) => {
                let view = match (eyes, audience) {
                    (Eyes::All, _) => PositionView::Full,
                    (Eyes::Seats(_), Audience::Seat(seat)) => PositionView::Seat(seat.0),
                    _ => PositionView::Public,
                };
                body = body.tag("Position", initial.to_text(view).to_string());
            }
            Start::Layout(layout) if self.outcome.is_some() => {
                body = body
                    .tag("Layout", layout.to_text(PositionView::Full).to_string())
                    .tag("Seed", self.rng.seed().to_string());
            }
            _ => {}
        }
        body.moves = self.lines(audience).join("\n");
        body
    }

    /// During the setup phase, `seat`'s current setup.
    pub fn setup_of(&self, seat: Seat) -> Option<String> {
        match &self.stage {
            Stage::Setup { setups, .. } => setups.get(seat.index()).map(Setup::to_string),
            Stage::Play => None,
        }
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
