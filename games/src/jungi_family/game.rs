//! A game of the Jungi family on board `B`: the position, the keys of every position since the start (for
//! repetition), the route of the last move, a double move in progress, the outcome (Jungi §8, J8), and
//! the [`Rules`] adapter.

use super::history::{DRAW_PLIES, third_occurrence};
use super::notation::{Facts, Input, canonical, display, facts, parse_input};
use super::{Board, Move, Point, Position, REPETITION, ROYAL_CAPTURED, perft, record};
use crate::catalogue::About;
use crate::jungi::piece::Side;
use crate::model::{
    Audience, EndReason, Fact, Outcome, PositionError, Report, RuleError, Seat, two_sided_ending,
};
use crate::record::RecordBody;
use crate::refusal::{Arg, Reason};
use crate::rules::{Rules, Seating, not_at_table, perft_by_clone_and_apply};
use crate::view::BoardView;
use serde::{Deserialize, Serialize};

/// One action of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A whole move: `e3e5`, `e5f6e5`, `NX-D2-NX`.
    Move(Move),
    /// The first step of an Emperor's double move (a King's on the nexus in Lún Jungi), capturing on `via`;
    /// the turn goes on (`e5f6-`).
    FirstStep {
        /// The Emperor's point.
        from: Point,
        /// The neighbour it captures on.
        via: Point,
    },
    /// The second step of the Emperor's move in progress, from `via` to `to` (`f6e5`).
    SecondStep {
        /// Where the first step went.
        via: Point,
        /// Where the Emperor ends.
        to: Point,
    },
    /// Ends the Emperor's move in progress after its first step (`stop`): the single step onto `via`.
    Stop,
}

impl Action {
    /// Whether the action ends the player's turn: all do but the first step of a double move.
    pub fn ends_turn(&self) -> bool {
        !matches!(self, Action::FirstStep { .. })
    }
}

/// The first step of an Emperor's double move entered on its own: the move is not played yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveInProgress {
    /// The Emperor's point.
    pub from: Point,
    /// The square of the enemy piece it captures first.
    pub via: Point,
}

/// A game of the Jungi family on board `B`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "SavedGame<B>", try_from = "SavedGame<B>", bound = "")]
pub struct Game<B: Board> {
    options: B::Options,
    start: Position<B>,
    position: Position<B>,
    moves: Vec<Move>,
    /// The key of every position since the start, the current one last.
    keys: Vec<u64>,
    /// The points along the route of the last move (from, each point passed, to), for the view.
    last_route: Vec<Point>,
    in_progress: Option<MoveInProgress>,
    outcome: Option<Outcome>,
}

impl<B: Board> Game<B> {
    /// A game starting at `position` with no earlier history, judged at once since a position string may
    /// describe a finished game.
    pub fn starting_at(position: Position<B>, options: B::Options) -> Self {
        let keys = vec![position.key()];
        let outcome = judge(&position, &keys);
        Self {
            options,
            start: position,
            position,
            moves: Vec::new(),
            keys,
            last_route: Vec::new(),
            in_progress: None,
            outcome,
        }
    }

    /// The current position (before a move in progress, which is not played until it is complete).
    pub fn current(&self) -> &Position<B> {
        &self.position
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position<B> {
        &self.start
    }

    /// Every whole move since the start.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The last whole move with the position it was played in (found by replaying the moves before it);
    /// `None` before the first.
    pub fn last_move(&self) -> Option<(Position<B>, Move)> {
        let (&last, earlier) = self.moves.split_last()?;
        let mut before = self.start;
        for &mv in earlier {
            before.make(mv);
        }
        Some((before, last))
    }

    /// The keys of every position since the start, the current one last.
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// The points along the route of the last whole move (from, each point passed, to); empty before the
    /// first.
    pub fn last_route(&self) -> &[Point] {
        &self.last_route
    }

    /// The side to move (after the game is over: the side that would move next).
    pub fn side_to_move(&self) -> Side {
        self.position.to_move()
    }

    /// The first step of an Emperor's double move that has been entered on its own, if any: while there is
    /// one, the same player acts again and the turn is not over.
    pub fn move_in_progress(&self) -> Option<MoveInProgress> {
        self.in_progress
    }

    /// Every legal whole move now, sorted by canonical text; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let mut moves = Vec::with_capacity(128);
        B::generate(&self.position, &mut moves);
        moves.sort_by_cached_key(|&mv| canonical::<B>(mv));
        moves
    }

    /// The perft of the rules from the current position: draws ignored.
    pub fn perft_ignoring_draws(&self, depth: u32) -> u64 {
        perft::perft(&self.position, depth)
    }

    /// The side whose turn it is, if `seat` may act now; otherwise why not.
    fn actor(&self, seat: Seat) -> Result<Side, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::of("refusal-game-over", Vec::new()));
        }
        let side = Side::of_seat(seat).ok_or_else(|| not_at_table::<Self>(&self.options))?;
        if side != self.position.to_move() {
            return Err(RuleError::of(
                "refusal-not-your-turn",
                vec![("side", side.other().arg())],
            ));
        }
        Ok(side)
    }

    /// Checks that the side to move may play `mv`, with a sentence saying why not.
    fn check(&self, side: Side, mv: Move) -> Result<(), RuleError> {
        let Some(piece) = self.position.piece_at(mv.from) else {
            return Err(RuleError::of(
                "refusal-jungi-no-piece",
                vec![("square", B::name(mv.from).into())],
            ));
        };
        if piece.side != side {
            return Err(RuleError::of(
                "refusal-jungi-not-your-piece",
                vec![
                    ("square", B::name(mv.from).into()),
                    ("owner", piece.side.arg()),
                    ("piece", Arg::Name(piece.key().into())),
                    ("side", side.arg()),
                ],
            ));
        }
        match B::refusal(&self.position, piece, mv) {
            None => Ok(()),
            Some(reason) => Err(RuleError::of(
                "refusal-jungi-not-legal",
                vec![
                    ("move", canonical::<B>(mv).into()),
                    ("piece", Arg::Name(piece.key().into())),
                    ("reason", reason.into()),
                ],
            )),
        }
    }

    /// Plays a whole move already checked, and judges the position it leads to.
    fn play(&mut self, mv: Move) -> Report {
        let side = self.position.to_move();
        let mut report = Report::public(display(&self.position, mv));
        report.note_fact(Fact::TurnOver(side.seat()));
        self.last_route = B::route(&self.position, mv);
        self.position.make(mv);
        self.moves.push(mv);
        self.keys.push(self.position.key());
        self.in_progress = None;
        self.outcome = judge(&self.position, &self.keys);
        if let Some(outcome) = &self.outcome {
            report.tell_end(end_sentence::<B>(outcome));
        }
        report
    }

    /// Enters the first step of a double move.
    fn start_double_move(
        &mut self,
        side: Side,
        from: Point,
        via: Point,
    ) -> Result<Report, RuleError> {
        if !super::double_move::may_start(&self.position, from, via) {
            let piece = self
                .position
                .piece_at(from)
                .filter(|piece| piece.side == side);
            let reason = match piece {
                None => Reason::new(
                    "refusal-jungi-none-to-move",
                    vec![("square", B::name(from).into())],
                ),
                Some(piece) => B::double_move_refusal(&self.position, piece, from, via),
            };
            return Err(RuleError::of(
                "refusal-jungi-no-double-move",
                vec![
                    (
                        "step",
                        format!("{}{}{}", B::name(from), B::SEPARATOR, B::name(via)).into(),
                    ),
                    ("reason", reason.into()),
                ],
            ));
        }
        self.in_progress = Some(MoveInProgress { from, via });
        let victim = self.position.piece_at(via);
        let says = Reason::new(
            "note-jungi-double-move",
            vec![
                ("side", side.arg()),
                (
                    "piece",
                    Arg::Name(format!("note-{}-double-mover", B::ABOUT.id).into()),
                ),
                ("from", Arg::Text(B::name(from))),
                ("via", Arg::Text(B::name(via))),
                (
                    "victim",
                    victim.map_or(Arg::Text(String::new()), |piece| {
                        Arg::Name(piece.name_key().into())
                    }),
                ),
            ],
        );
        Ok(Report::public(says))
    }

    /// The sentence refusing a whole move while a double move is in progress.
    fn busy(&self, step: MoveInProgress) -> RuleError {
        RuleError::of(
            "refusal-jungi-busy",
            vec![
                ("mover", Arg::Name(B::DOUBLE_MOVER_KEY.into())),
                ("from", B::name(step.from).into()),
                ("via", B::name(step.via).into()),
                (
                    "example",
                    format!(
                        "{}{}{}",
                        B::name(step.via),
                        B::SEPARATOR,
                        B::name(step.from)
                    )
                    .into(),
                ),
            ],
        )
    }

    /// Checks the marks of the display form against the move they were typed with, when the move is
    /// legal (an illegal move is refused by `apply` with its own reason).
    fn check_marks(&self, mv: Move, input: &Input) -> Result<(), RuleError> {
        let Input::Points {
            name,
            promotion,
            en_passant,
            ..
        } = input
        else {
            return Ok(());
        };
        let Some(piece) = self.position.piece_at(mv.from) else {
            return Ok(());
        };
        if B::refusal(&self.position, piece, mv).is_some() {
            return Ok(());
        }
        let Facts {
            promotes,
            en_passant: is_en_passant,
            ..
        } = facts(&self.position, mv);
        if let Some((kind, promoted)) = *name {
            if promoted && !B::PROMOTES {
                // Only Lún Jungi's board has no promotion: its promoted names are the nexus's.
                return Err(RuleError::of(
                    "refusal-lun-no-promotion",
                    vec![
                        ("square", B::name(mv.from).into()),
                        ("piece", Arg::Name(piece.name_key().into())),
                        ("promoted", Arg::Name(piece.kind.name_key(true).into())),
                    ],
                ));
            }
            if (kind, promoted) != (piece.kind, piece.promoted) {
                return Err(RuleError::of(
                    "refusal-jungi-not-that-piece",
                    vec![
                        ("square", B::name(mv.from).into()),
                        ("piece", Arg::Name(piece.name_key().into())),
                        ("named", Arg::Name(kind.name_key(promoted).into())),
                    ],
                ));
            }
        }
        if let Some((kind, _)) = *promotion {
            if !promotes || kind != piece.kind {
                let mv = ("move", canonical::<B>(mv).into());
                return Err(if promotes {
                    RuleError::of(
                        "refusal-jungi-promotes-to",
                        vec![mv, ("piece", Arg::Name(piece.kind.name_key(true).into()))],
                    )
                } else {
                    RuleError::of("refusal-jungi-does-not-promote", vec![mv])
                });
            }
        }
        if *en_passant && !is_en_passant {
            return Err(RuleError::of(
                "refusal-jungi-not-en-passant",
                vec![("move", canonical::<B>(mv).into())],
            ));
        }
        Ok(())
    }

    /// Replays a game from its saved form.
    fn replay(saved: SavedGame<B>) -> Result<Self, PositionError> {
        let mut game = Self::starting_at(Position::parse(&saved.start)?, saved.options);
        let actions = saved.moves.iter().chain(saved.in_progress.iter());
        for text in actions {
            let seat = game.position.to_move().seat();
            game.parse_action(seat, text)
                .and_then(|action| game.apply(seat, &action))
                .map_err(|error| {
                    PositionError::new(format!("The saved move {text} cannot be replayed: {error}"))
                })?;
        }
        game.outcome = saved.outcome;
        if game.outcome.is_some() {
            game.in_progress = None;
        }
        Ok(game)
    }
}

/// The outcome of the position after a move (or of a starting position), checked in the order of J8: the
/// side to move has lost its royal piece, has no legal move; then threefold repetition and the 150-ply
/// rule.
pub fn judge<B: Board>(position: &Position<B>, keys: &[u64]) -> Option<Outcome> {
    let loser = position.to_move();
    let win = |reason| {
        Some(Outcome::Win {
            winners: vec![loser.other().seat()],
            reason,
        })
    };
    if position.royal(loser).is_none() {
        return win(ROYAL_CAPTURED);
    }
    let mut moves = Vec::with_capacity(128);
    B::generate(position, &mut moves);
    if moves.is_empty() {
        return win(EndReason::NoMoves);
    }
    if third_occurrence(keys, position.clock()) {
        return Some(Outcome::Draw { reason: REPETITION });
    }
    if position.clock() >= DRAW_PLIES {
        return Some(Outcome::Draw {
            reason: EndReason::NO_CAPTURE,
        });
    }
    None
}

/// The sentence announcing the end.
fn end_sentence<B: Board>(outcome: &Outcome) -> Reason {
    let winner = match outcome {
        Outcome::Win { winners, .. } => winners
            .first()
            .and_then(|&seat| Side::of_seat(seat))
            .unwrap_or(Side::South),
        Outcome::Draw { .. } => Side::South,
    };
    let loser = winner.other();
    match (outcome, outcome.reason()) {
        (Outcome::Draw { .. }, REPETITION) => Reason::plain("note-jungi-drawn-repetition"),
        (Outcome::Draw { .. }, EndReason::NO_CAPTURE) => Reason::new(
            "note-jungi-drawn-no-capture",
            vec![
                ("plies", Arg::Number(DRAW_PLIES.into())),
                (
                    "reset",
                    Arg::Name(format!("note-{}-clock-reset", B::ABOUT.id).into()),
                ),
            ],
        ),
        (Outcome::Win { .. }, ROYAL_CAPTURED) => Reason::new(
            "note-jungi-royal-captured",
            vec![
                ("winner", winner.arg()),
                ("loser", loser.arg()),
                (
                    "royal",
                    Arg::Name(format!("note-{}-royal", B::ABOUT.id).into()),
                ),
            ],
        ),
        _ => two_sided_ending(outcome, winner.key(), loser.key()),
    }
}

impl<B: Board> Rules for Game<B> {
    type Options = B::Options;
    type Action = Action;

    const ABOUT: About = B::ABOUT;

    const SNAPSHOT_VERSION: u32 = 1;

    fn seating(_options: &B::Options) -> Seating {
        Seating::each_alone(&[Side::South.key(), Side::North.key()])
    }

    fn new_game(options: B::Options, _seed: u64) -> Self {
        Self::starting_at(Position::start(), options)
    }

    fn from_position(text: &str, options: B::Options) -> Result<Self, PositionError> {
        Ok(Self::starting_at(Position::parse(text)?, options))
    }

    fn position(&self) -> String {
        self.position.to_text_with(self.outcome.is_none())
    }

    fn options(&self) -> &B::Options {
        &self.options
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            vec![self.position.to_move().seat()]
        }
    }

    /// The whole moves of §9.2 (the moves perft counts); while a double move is in progress, its second
    /// steps and `stop`. A first step on its own (`e5f6-`) is another way to enter a listed double move and
    /// is not listed itself.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.actor(seat).is_err() {
            return Vec::new();
        }
        if let Some(step) = self.in_progress {
            let mut actions: Vec<Action> = B::second_steps(&self.position, step.from, step.via)
                .into_iter()
                .map(|to| Action::SecondStep { via: step.via, to })
                .chain([Action::Stop])
                .collect();
            actions.sort_by_cached_key(|action| self.format_action(action));
            return actions;
        }
        self.legal_moves().into_iter().map(Action::Move).collect()
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<Action, RuleError> {
        let input = parse_input::<B>(text).map_err(RuleError::because)?;
        let Input::Points {
            ref points, open, ..
        } = input
        else {
            return match self.in_progress {
                Some(_) => Ok(Action::Stop),
                None => Err(RuleError::of(
                    "refusal-jungi-nothing-to-stop",
                    vec![("entry", Arg::Name(B::DOUBLE_MOVE_ENTRY.into()))],
                )),
            };
        };
        if let Some(step) = self.in_progress {
            let to = match points[..] {
                [to] => Some(to),
                [via, to] if via == step.via && !open => Some(to),
                [from, via, to] if from == step.from && via == step.via && !open => Some(to),
                _ => None,
            };
            return to
                .map(|to| Action::SecondStep { via: step.via, to })
                .ok_or_else(|| self.busy(step));
        }
        let action = match (&points[..], open) {
            ([_], _) => {
                return Err(RuleError::of(
                    "refusal-jungi-two-points",
                    vec![
                        ("point", Arg::Name(B::POINT_KEY.into())),
                        ("example", B::MOVE_EXAMPLE.into()),
                    ],
                ));
            }
            (&[from, via], true) => Action::FirstStep { from, via },
            (&[from, to], false) => Action::Move(Move::new(from, to)),
            (&[from, via, to], false) => Action::Move(Move::double(from, via, to)),
            _ => {
                return Err(RuleError::of(
                    "refusal-jungi-last-point",
                    vec![("point", Arg::Name(B::POINT_KEY.into()))],
                ));
            }
        };
        if let Action::Move(mv) = action {
            self.check_marks(mv, &input)?;
        }
        Ok(action)
    }

    fn format_action(&self, action: &Action) -> String {
        match *action {
            Action::Move(mv) => canonical::<B>(mv),
            Action::FirstStep { from, via } => {
                format!("{}{}{}-", B::name(from), B::SEPARATOR, B::name(via))
            }
            Action::SecondStep { via, to } => {
                format!("{}{}{}", B::name(via), B::SEPARATOR, B::name(to))
            }
            Action::Stop => "stop".to_owned(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Report, RuleError> {
        let side = self.actor(seat)?;
        match (*action, self.in_progress) {
            (Action::Move(_) | Action::FirstStep { .. }, Some(step)) => Err(self.busy(step)),
            (Action::Move(mv), None) => {
                self.check(side, mv)?;
                Ok(self.play(mv))
            }
            (Action::FirstStep { from, via }, None) => self.start_double_move(side, from, via),
            (Action::SecondStep { via, to }, Some(step)) if via == step.via => {
                let mv = Move::double(step.from, via, to);
                self.check(side, mv)?;
                Ok(self.play(mv))
            }
            (Action::SecondStep { .. }, Some(step)) => Err(self.busy(step)),
            (Action::Stop, Some(step)) => Ok(self.play(Move::new(step.from, step.via))),
            (Action::SecondStep { .. } | Action::Stop, None) => Err(RuleError::of(
                "refusal-jungi-no-double-move-in-progress",
                vec![("entry", Arg::Name(B::DOUBLE_MOVE_ENTRY.into()))],
            )),
        }
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn conclude(&mut self, outcome: Outcome) -> Report {
        let mut report = Report::default();
        report.tell_end(end_sentence::<B>(&outcome));
        self.outcome = Some(outcome);
        self.in_progress = None;
        report
    }

    fn view(&self, audience: Audience) -> BoardView {
        B::view(self, audience)
    }

    fn record_body(&self, _audience: Audience) -> RecordBody {
        record::record_body(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.outcome.is_some() {
            return 0;
        }
        if self.in_progress.is_some() {
            return perft_by_clone_and_apply(self, depth, &Self::legal_actions);
        }
        let mut keys = self.keys.clone();
        perft::perft_in_game(&self.position, &mut keys, depth)
    }
}

/// How a game is stored: options, start, whole moves and a first step in progress in canonical form, and
/// the outcome. Loading replays the moves, which rebuilds the keys repetition needs.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct SavedGame<B: Board> {
    options: B::Options,
    start: String,
    moves: Vec<String>,
    in_progress: Option<String>,
    outcome: Option<Outcome>,
}

impl<B: Board> From<Game<B>> for SavedGame<B> {
    fn from(game: Game<B>) -> Self {
        Self {
            start: game.start.to_text(),
            moves: game.moves.iter().map(|&mv| canonical::<B>(mv)).collect(),
            in_progress: game.in_progress.map(|step| {
                format!(
                    "{}{}{}-",
                    B::name(step.from),
                    B::SEPARATOR,
                    B::name(step.via)
                )
            }),
            outcome: game.outcome,
            options: game.options,
        }
    }
}

impl<B: Board> TryFrom<SavedGame<B>> for Game<B> {
    type Error = PositionError;

    fn try_from(saved: SavedGame<B>) -> Result<Self, PositionError> {
        Game::replay(saved)
    }
}

/// Whether a position string is the standard start.
pub fn is_standard_start<B: Board>(position: &Position<B>) -> bool {
    position.to_text() == B::START
}
