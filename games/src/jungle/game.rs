//! The game of Jungle: the compact board, its history and the outcome, driven through [`Rules`].

use super::board::{file_of, rank_of, square_name};
use super::history::{History, Ply};
use super::legal::legal_moves;
use super::movegen::{MoveList, refusal};
use super::notation::{Canonical, MoveInput, canonical, display, parse_input};
use super::options::JungleOptions;
use super::piece::{Piece, Side};
use super::position::{Board, Move};
use super::{ALL_CAPTURED, DEN};
use super::{perft, record, view};
use crate::catalogue::{About, Policy};
use crate::model::{
    Audience, EndReason, Fact, Outcome, PositionError, Report, RuleError, Seat, two_sided_ending,
};
use crate::record::RecordBody;
use crate::refusal::{Arg, Reason};
use crate::rules::{Rules, Seating, not_at_table};
use crate::view::BoardView;
use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};

/// A game of Jungle: options, the starting position, the current position, every ply since the start
/// and, once it is over, the outcome.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "SavedGame")]
pub struct Jungle {
    options: JungleOptions,
    start: Board,
    board: Board,
    history: History,
    outcome: Option<Outcome>,
}

impl Jungle {
    /// A game starting at `board` with no earlier history; judged at once, since a position string may
    /// describe a finished game.
    fn starting_at(board: Board, options: JungleOptions) -> Self {
        let history = History::new(board.key());
        let outcome = judge(&board, &history, &options);
        Self {
            options,
            start: board,
            board,
            history,
            outcome,
        }
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every ply since the start, with the keys of every position.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The side to move (also after the game is over: the side that would move next).
    pub fn side_to_move(&self) -> Side {
        self.board.to_move()
    }

    /// The legal moves now, in generation order; none once the game is over.
    fn moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.outcome.is_none() {
            legal_moves(&self.board, &self.history, &self.options, &mut list);
        }
        list
    }

    /// Checks that `seat` may play `mv` now, with a sentence saying why not.
    fn check(&self, seat: Seat, mv: Move) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::of("refusal-game-over", Vec::new()));
        }
        let side = seat_side(seat)?;
        if side != self.board.to_move() {
            return Err(RuleError::of(
                "refusal-not-your-turn",
                vec![("side", side.other().arg())],
            ));
        }
        let Some(piece) = self.board.piece_at(mv.from) else {
            return Err(RuleError::of(
                "refusal-jungle-no-piece",
                vec![("square", square_name(mv.from).into())],
            ));
        };
        if piece.side != side {
            return Err(RuleError::of(
                "refusal-jungle-not-your-piece",
                vec![
                    ("square", square_name(mv.from).into()),
                    ("owner", piece.side.arg()),
                    ("piece", piece.kind.arg()),
                    ("side", side.arg()),
                ],
            ));
        }
        let refused = |reason: Reason| {
            RuleError::of(
                "refusal-jungle-not-legal",
                vec![
                    ("move", canonical(mv).into()),
                    ("piece", piece.kind.arg()),
                    ("reason", reason.into()),
                ],
            )
        };
        if let Some(reason) = refusal(&self.board, &self.options, piece, mv) {
            return Err(refused(reason));
        }
        self.history
            .check(&self.board, piece, mv, &self.options)
            .map_err(|bar| refused(bar.reason(piece.kind, mv.to)))
    }

    /// Plays a move already checked, and judges the position it leads to.
    fn play(&mut self, mv: Move) -> Report {
        let mut report = Report::public(display(&self.board, mv));
        report.note_fact(Fact::TurnOver(self.board.to_move().seat()));
        let mover = Piece::from_code(self.board.code_at(mv.from));
        let captured = self.board.make(mv);
        let victim = (captured != 0).then(|| Piece::from_code(captured));
        self.history.push(mover, mv, victim, self.board.key());
        self.outcome = judge(&self.board, &self.history, &self.options);
        if let Some(outcome) = &self.outcome {
            report.tell_end(end_sentence(outcome, self.board.to_move()));
        }
        report
    }

    /// Replays a game from its saved form.
    fn replay(saved: SavedGame) -> Result<Self, PositionError> {
        let board = Board::parse(&saved.start)?;
        let mut game = Self::starting_at(board, saved.options);
        for text in &saved.moves {
            let seat = game.board.to_move().seat();
            let mv = game
                .parse_action(seat, text)
                .and_then(|mv| game.check(seat, mv).map(|()| mv))
                .map_err(|error| {
                    PositionError::new(format!("The saved move {text} cannot be replayed: {error}"))
                })?;
            game.play(mv);
        }
        game.outcome = saved.outcome;
        Ok(game)
    }
}

/// The side of a seat, or a sentence saying Jungle has only two.
fn seat_side(seat: Seat) -> Result<Side, RuleError> {
    Side::of_seat(seat).ok_or_else(|| not_at_table::<Jungle>(&JungleOptions::default()))
}

/// The outcome of the position after a ply (or of a starting position), checked in the order of §6: the
/// side to move has an enemy in its den, has no pieces, has no legal move; then the draw option.
pub(super) fn judge(board: &Board, history: &History, options: &JungleOptions) -> Option<Outcome> {
    let loser = board.to_move();
    let win = |reason| {
        Some(Outcome::Win {
            winners: vec![loser.other().seat()],
            reason,
        })
    };
    if board.code_at(super::board::den_of(loser)) != 0 {
        return win(DEN);
    }
    if board.occupied(loser) == 0 {
        return win(ALL_CAPTURED);
    }
    let mut list = MoveList::new();
    legal_moves(board, history, options, &mut list);
    if list.is_empty() {
        return win(EndReason::NoMoves);
    }
    match options.no_capture_draw_plies {
        Some(plies) if history.plies_without_capture() >= plies as usize => Some(Outcome::Draw {
            reason: EndReason::NO_CAPTURE,
        }),
        _ => None,
    }
}

/// The sentence announcing the end; `to_move` is the side that would move next.
fn end_sentence(outcome: &Outcome, to_move: Side) -> Reason {
    let winner = match outcome {
        Outcome::Win { winners, .. } => winners
            .first()
            .and_then(|&seat| Side::of_seat(seat))
            .unwrap_or(to_move.other()),
        Outcome::Draw { .. } => to_move,
    };
    let loser = winner.other();
    let sides = || vec![("winner", winner.arg()), ("loser", loser.arg())];
    match (outcome, outcome.reason()) {
        (Outcome::Draw { .. }, EndReason::NO_CAPTURE) => {
            Reason::plain("note-jungle-drawn-no-capture")
        }
        (Outcome::Win { .. }, DEN) => Reason::new("note-jungle-den", sides()),
        (Outcome::Win { .. }, ALL_CAPTURED) => Reason::new("note-jungle-all-captured", sides()),
        _ => two_sided_ending(outcome, winner.key(), loser.key()),
    }
}

impl Rules for Jungle {
    type Options = JungleOptions;
    type Action = Move;

    const ABOUT: About = About {
        id: "jungle",
        aliases: &["doushouqi", "dou-shou-qi", "animal-chess"],
        verbs: &[],
        policy: Policy {
            setup_phase: false,
            reveal_record_at_end: false,
            takebacks: true,
            commits: false,
            chance_in_play: false,
            chinese_labels: true,
        },
        texts: super::TEXTS,
    };

    const SNAPSHOT_VERSION: u32 = 1;

    fn seating(_options: &JungleOptions) -> Seating {
        Seating::each_alone(&[Side::Blue.key(), Side::Red.key()])
    }

    fn new_game(options: JungleOptions, _seed: u64) -> Self {
        Self::starting_at(Board::start(), options)
    }

    fn from_position(text: &str, options: JungleOptions) -> Result<Self, PositionError> {
        Ok(Self::starting_at(Board::parse(text)?, options))
    }

    fn position(&self) -> String {
        self.board.to_text()
    }

    fn options(&self) -> &JungleOptions {
        &self.options
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            vec![self.board.to_move().seat()]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Move> {
        if Side::of_seat(seat) != Some(self.board.to_move()) {
            return Vec::new();
        }
        let mut moves = self.moves().as_slice().to_vec();
        // The order of their canonical names (`a1a2` before `a1b1`): file then rank, from then to.
        moves.sort_by_key(|mv| {
            (
                file_of(mv.from),
                rank_of(mv.from),
                file_of(mv.to),
                rank_of(mv.to),
            )
        });
        moves
    }

    fn parse_action(&self, seat: Seat, text: &str) -> Result<Move, RuleError> {
        match parse_input(text).map_err(RuleError::because)? {
            MoveInput::Squares { from, to } => Ok(Move { from, to }),
            MoveInput::Rank { rank, to } => {
                let side = seat_side(seat)?;
                let kind = self.options.kind_of_rank(rank).ok_or_else(|| {
                    RuleError::of(
                        "refusal-jungle-no-rank",
                        vec![("rank", Arg::Number(i64::from(rank)))],
                    )
                })?;
                let from = self
                    .board
                    .square_of(Piece::new(side, kind))
                    .ok_or_else(|| {
                        RuleError::of(
                            "refusal-jungle-rank-captured",
                            vec![
                                ("piece", kind.arg()),
                                ("rank", Arg::Number(i64::from(rank))),
                            ],
                        )
                    })?;
                Ok(Move { from, to })
            }
        }
    }

    fn format_action(&self, action: &Move) -> String {
        canonical(*action)
    }

    fn apply(&mut self, seat: Seat, action: &Move) -> Result<Report, RuleError> {
        self.check(seat, *action)?;
        Ok(self.play(*action))
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn conclude(&mut self, outcome: Outcome) -> Report {
        let mut report = Report::default();
        report.tell_end(end_sentence(&outcome, self.board.to_move()));
        self.outcome = Some(outcome);
        report
    }

    fn view(&self, audience: Audience) -> BoardView {
        view::board_view(&self.board, &self.history, &self.options, audience)
    }

    fn record_body(&self, _audience: Audience) -> RecordBody {
        record::record_body(&self.start, &self.history)
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.outcome.is_some() {
            return 0;
        }
        let mut history = self.history.clone();
        perft::perft(&self.board, &mut history, &self.options, depth)
    }
}

/// How a game is stored: options, start, moves in canonical form and the outcome. Loading replays the
/// moves, which rebuilds the history every rule needs.
#[derive(Deserialize)]
struct SavedGame {
    options: JungleOptions,
    start: String,
    moves: Vec<String>,
    outcome: Option<Outcome>,
}

impl Serialize for Jungle {
    /// Writes the fields of [`SavedGame`], in its order, straight from the game: no copy of the game and
    /// no string per move, though every move is written.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut saved = serializer.serialize_struct("SavedGame", 4)?;
        saved.serialize_field("options", &self.options)?;
        saved.serialize_field("start", &self.start.to_text())?;
        saved.serialize_field("moves", &CanonicalMoves(self.history.plies()))?;
        saved.serialize_field("outcome", &self.outcome)?;
        saved.end()
    }
}

/// The moves of some plies, as a list in canonical form.
struct CanonicalMoves<'a>(&'a [Ply]);

impl Serialize for CanonicalMoves<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|ply| Canonical(ply.mv)))
    }
}

impl TryFrom<SavedGame> for Jungle {
    type Error = PositionError;

    fn try_from(saved: SavedGame) -> Result<Self, PositionError> {
        Jungle::replay(saved)
    }
}
