//! A position between two moves (§1.3, §1.13): the board, both hop1 zuo1, the side to move, the season,
//! the stake, the scores and whether the last move moved Tam2; and its text form.
//!
//! # The position string
//!
//! Eight fields separated by spaces, for example the start with the IA side to move:
//!
//! ```text
//! obhbcbgbkrgrcrhror/srar1tr1tb1absb/pbprpbprvrprpbprpb/9/4*4/9/PbPrPbPrVbPrPbPrPb/SbAb1Tb1Tr1ArSr/OrHrCrGrKbGbCbHbOb IA spring x1 20-20 - - -
//! ```
//!
//! 1. The board, row A (top) to row IA, rows separated by `/`, each row from column K to column P. A piece
//!    is two letters: its kind (`V`essel, `P`awn, `A`rcher, `C`hariot, `T`iger, `H`orse, `O`fficer,
//!    `S`haman, `G`eneral, `K`ing), upper case when the IA side owns it and lower case for the A side,
//!    then its colour, `r` (red, 赤) or `b` (black, 黒). `*` is Tam2; a digit is a run of empty squares.
//! 2. The side to move: `IA` or `A`.
//! 3. The season: `spring`, `summer`, `autumn` or `winter`.
//! 4. The stake: `x1`, `x2` … `x64`.
//! 5. The scores, the IA side's first: `20-20`. They add up to 40.
//! 6. `tam-moved` if the last move moved Tam2, else `-`.
//! 7. The IA side's hop1 zuo1, then 8. the A side's: the pieces written as on the board (upper case for
//!    the IA side's hand, lower case for the A side's), sorted by kind then colour; `-` when empty.
//!
//! A game in the middle of a turn adds a field after these (see [`super::game`]). Numbers of pieces are
//! checked against §1.2 (per colour: 8 Pawns, 1 Vessel, 1 King, 2 of every other kind, board and hands
//! together) and the board must hold exactly one Tam2; a position need not hold every piece.

use super::board::Square;
use super::piece::{Colour, Kind, Occupant, Piece, Side, Token};
use crate::model::PositionError;
use cetkaik_full_state_transition::state::GroundState_;
use cetkaik_full_state_transition::{Rate, Scores as EngineScores, Season as EngineSeason};
use cetkaik_naive_representation::CetkaikNaive;
use cetkaik_naive_representation::absolute::{Board as EngineBoard, Field};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// The engine's ground state over its naive board.
pub type Ground = GroundState_<CetkaikNaive>;

/// The four seasons of a game (§1.13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Season {
    /// 春 iei2.
    Spring,
    /// 夏 xo1.
    Summer,
    /// 秋 kat2.
    Autumn,
    /// 冬 iat1.
    Winter,
}

impl Season {
    /// The seasons in order.
    pub const ALL: [Season; 4] = [
        Season::Spring,
        Season::Summer,
        Season::Autumn,
        Season::Winter,
    ];

    /// Which season of four it is, from 1.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    /// The next season, or `None` after Winter.
    pub fn next(self) -> Option<Season> {
        Season::ALL.get(self.number()).copied()
    }

    /// The English name, lower case as in position strings (`spring`).
    pub fn code(self) -> &'static str {
        match self {
            Season::Spring => "spring",
            Season::Summer => "summer",
            Season::Autumn => "autumn",
            Season::Winter => "winter",
        }
    }

    /// The English name (`Spring`).
    pub fn name(self) -> &'static str {
        match self {
            Season::Spring => "Spring",
            Season::Summer => "Summer",
            Season::Autumn => "Autumn",
            Season::Winter => "Winter",
        }
    }

    /// The kanji (`春`).
    pub fn kanji(self) -> &'static str {
        match self {
            Season::Spring => "春",
            Season::Summer => "夏",
            Season::Autumn => "秋",
            Season::Winter => "冬",
        }
    }

    /// The romanised name (`iei2`).
    pub fn romanised(self) -> &'static str {
        match self {
            Season::Spring => "iei2",
            Season::Summer => "xo1",
            Season::Autumn => "kat2",
            Season::Winter => "iat1",
        }
    }

    fn to_engine(self) -> EngineSeason {
        match self {
            Season::Spring => EngineSeason::Iei2,
            Season::Summer => EngineSeason::Xo1,
            Season::Autumn => EngineSeason::Kat2,
            Season::Winter => EngineSeason::Iat1,
        }
    }

    fn from_engine(season: EngineSeason) -> Season {
        match season {
            EngineSeason::Iei2 => Season::Spring,
            EngineSeason::Xo1 => Season::Summer,
            EngineSeason::Kat2 => Season::Autumn,
            EngineSeason::Iat1 => Season::Winter,
        }
    }
}

/// The stake (rate, §1.13): ×1, ×2, ×4 … ×64, doubled by each ty mok1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Stake(u8);

impl Stake {
    /// ×1, the stake at the start of every season.
    pub const ONE: Stake = Stake(0);

    /// The stake with this multiplier (1, 2, 4 … 64).
    pub fn times(multiplier: i32) -> Option<Stake> {
        (0..=6)
            .find(|&power| 1 << power == multiplier)
            .map(|power| Stake(power as u8))
    }

    /// The multiplier, 1 to 64.
    pub fn multiplier(self) -> i32 {
        1 << self.0
    }

    /// The stake after a ty mok1: doubled, but never above ×64.
    pub fn doubled(self) -> Stake {
        Stake((self.0 + 1).min(6))
    }

    fn to_engine(self) -> Rate {
        [
            Rate::X1,
            Rate::X2,
            Rate::X4,
            Rate::X8,
            Rate::X16,
            Rate::X32,
            Rate::X64,
        ][usize::from(self.0)]
    }

    fn from_engine(rate: Rate) -> Stake {
        Stake::times(rate.num()).expect("the engine's rates are powers of two up to 64")
    }
}

impl fmt::Display for Stake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "×{}", self.multiplier())
    }
}

/// Both players' scores. They always add up to 40 (§1.13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scores {
    /// The IA side's score.
    pub ia: i32,
    /// The A side's score.
    pub a: i32,
}

impl Scores {
    /// 20 each, the scores at the start of a game.
    pub const START: Scores = Scores { ia: 20, a: 20 };

    /// The score of `side`.
    pub fn of(self, side: Side) -> i32 {
        match side {
            Side::IA => self.ia,
            Side::A => self.a,
        }
    }

    /// The side with more points, or `None` when they are level.
    pub fn leader(self) -> Option<Side> {
        match self.ia.cmp(&self.a) {
            std::cmp::Ordering::Greater => Some(Side::IA),
            std::cmp::Ordering::Less => Some(Side::A),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Whether a score has reached 0, which ends the game at once.
    pub fn ends_game(self) -> bool {
        self.ia <= 0 || self.a <= 0
    }

    /// The scores after `side` gains `points` × `stake` and the other side loses as much, clamped to 0–40
    /// (the engine's `Scores::edit`, which a negative `points` uses for penalties).
    pub fn after(self, side: Side, points: i32, stake: Stake) -> Scores {
        let ia = (self.ia
            + match side {
                Side::IA => 1,
                Side::A => -1,
            } * points
                * stake.multiplier())
        .clamp(0, 40);
        Scores { ia, a: 40 - ia }
    }

    /// The engine's scores. Only for scores strictly between 0 and 40, the only ones the engine holds.
    pub(crate) fn to_engine(self) -> EngineScores {
        EngineScores::new()
            .edit(self.ia - 20, Side::IA.to_engine(), Rate::X1)
            .expect("scores between 0 and 40 exclusive")
    }

    pub(crate) fn from_engine(scores: EngineScores) -> Scores {
        Scores {
            ia: scores.ia(),
            a: scores.a(),
        }
    }
}

impl fmt::Display for Scores {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.ia, self.a)
    }
}

/// A position between two moves. It serialises as its position string.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Position {
    board: [Option<Occupant>; 81],
    hands: [Vec<Token>; 2],
    /// The side to move (in the middle of a turn: the side whose turn it is).
    pub to_move: Side,
    /// The season.
    pub season: Season,
    /// The stake.
    pub stake: Stake,
    /// Both scores.
    pub scores: Scores,
    /// Whether the last move moved Tam2 (under Cerke Online rules Tam2 may then not move; under the strict
    /// rules moving it costs 3 points).
    pub tam_moved: bool,
}

/// The start board as a position-string field.
pub const START_BOARD: &str = "obhbcbgbkrgrcrhror/srar1tr1tb1absb/pbprpbprvrprpbprpb/9/4*4/9/PbPrPbPrVbPrPbPrPb/SbAb1Tb1Tr1ArSr/OrHrCrGrKbGbCbHbOb";

impl Position {
    /// The start of a season (§1.3): the initial board, empty hands, ×1, with `to_move` to move.
    pub fn start(season: Season, scores: Scores, to_move: Side) -> Position {
        let (board, _) = parse_board(START_BOARD).expect("the start board is well formed");
        Position {
            board,
            hands: [Vec::new(), Vec::new()],
            to_move,
            season,
            stake: Stake::ONE,
            scores,
            tam_moved: false,
        }
    }

    /// What stands on `square`.
    pub fn at(&self, square: Square) -> Option<Occupant> {
        self.board[square.index()]
    }

    /// The coloured piece on `square`, if any.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.at(square).and_then(Occupant::piece)
    }

    /// Every occupied square with what stands on it, in square order.
    pub fn occupied(&self) -> impl Iterator<Item = (Square, Occupant)> + '_ {
        Square::all().filter_map(|square| self.at(square).map(|occupant| (square, occupant)))
    }

    /// Where Tam2 stands.
    pub fn tam2(&self) -> Square {
        self.occupied()
            .find(|(_, occupant)| *occupant == Occupant::Tam2)
            .map(|(square, _)| square)
            .expect("a position holds Tam2")
    }

    /// The hop1 zuo1 of `side`, sorted by kind then colour.
    pub fn hand(&self, side: Side) -> &[Token] {
        &self.hands[side.index()]
    }

    /// Whether `square` is tam2 hue (§1.4): one of the nine fixed squares or next to Tam2, and under
    /// Cerke Online rules (`tam_itself`) Tam2's own square.
    pub fn is_tam2_hue(&self, square: Square, tam_itself: bool) -> bool {
        let tam2 = self.tam2();
        square.is_fixed_tam2_hue() || square.distance(tam2) == 1 || (tam_itself && square == tam2)
    }

    /// Sets what stands on `square` (for building test positions).
    pub fn set(&mut self, square: Square, occupant: Option<Occupant>) {
        self.board[square.index()] = occupant;
    }

    /// Puts a piece into `side`'s hand (for building test positions).
    pub fn add_to_hand(&mut self, side: Side, token: Token) {
        self.hands[side.index()].push(token);
        self.hands[side.index()].sort();
    }

    /// The engine's ground state for this position.
    pub fn to_ground(&self) -> Ground {
        Ground {
            f: self.to_field(),
            whose_turn: self.to_move.to_engine(),
            season: self.season.to_engine(),
            scores: self.scores.to_engine(),
            rate: self.stake.to_engine(),
            tam_has_moved_previously: self.tam_moved,
        }
    }

    /// The engine's field (board and hands) of this position.
    pub(crate) fn to_field(&self) -> Field {
        let board: HashMap<_, _> = self
            .occupied()
            .map(|(square, occupant)| (square.to_engine(), occupant.to_engine()))
            .collect();
        Field {
            board: EngineBoard(board),
            ia_side_hop1zuo1: self.hands[0].iter().map(|t| t.to_engine()).collect(),
            a_side_hop1zuo1: self.hands[1].iter().map(|t| t.to_engine()).collect(),
        }
    }

    /// The position of an engine ground state.
    pub(crate) fn from_ground(ground: &Ground) -> Position {
        let mut position = Position::from_field(&ground.f);
        position.to_move = Side::from_engine(ground.whose_turn);
        position.season = Season::from_engine(ground.season);
        position.scores = Scores::from_engine(ground.scores);
        position.stake = Stake::from_engine(ground.rate);
        position.tam_moved = ground.tam_has_moved_previously;
        position
    }

    /// A position with the engine's field, the IA side to move, Spring, ×1, 20–20.
    pub(crate) fn from_field(field: &Field) -> Position {
        let mut board = [None; 81];
        for (coord, piece) in &field.board.0 {
            board[Square::from_engine(*coord).index()] = Some(Occupant::from_engine(*piece));
        }
        let hand = |pieces: &[cetkaik_fundamental::ColorAndProf]| {
            let mut tokens: Vec<Token> = pieces.iter().map(|&p| Token::from_engine(p)).collect();
            tokens.sort();
            tokens
        };
        Position {
            board,
            hands: [hand(&field.ia_side_hop1zuo1), hand(&field.a_side_hop1zuo1)],
            to_move: Side::IA,
            season: Season::Spring,
            stake: Stake::ONE,
            scores: Scores::START,
            tam_moved: false,
        }
    }

    /// The position string (see the module documentation).
    pub fn to_text(&self) -> String {
        let mut rows = Vec::with_capacity(9);
        for row in 0..9 {
            let mut text = String::new();
            let mut empty = 0;
            for column in 0..9 {
                let square = Square::new(row, column).expect("on the board");
                match self.at(square) {
                    None => empty += 1,
                    Some(occupant) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        match occupant {
                            Occupant::Tam2 => text.push('*'),
                            Occupant::Piece(piece) => {
                                text.push_str(&piece_code(piece.owner, piece.token()))
                            }
                        }
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            rows.push(text);
        }
        let hand = |side: Side| {
            let pieces = self.hand(side);
            if pieces.is_empty() {
                "-".to_owned()
            } else {
                pieces.iter().map(|&t| piece_code(side, t)).collect()
            }
        };
        format!(
            "{} {} {} x{} {} {} {} {}",
            rows.join("/"),
            self.to_move.code(),
            self.season.code(),
            self.stake.multiplier(),
            self.scores,
            if self.tam_moved { "tam-moved" } else { "-" },
            hand(Side::IA),
            hand(Side::A),
        )
    }

    /// Reads the eight fields of a position string (see the module documentation).
    pub fn parse_fields(fields: &[&str]) -> Result<Position, PositionError> {
        let [board, to_move, season, stake, scores, tam, ia_hand, a_hand] = fields else {
            return Err(PositionError::new(format!(
                "A Cetkaik position has 8 fields (board, side to move, season, stake, scores, Tam2 flag, \
                 two hands); this one has {}.",
                fields.len()
            )));
        };
        let (board, tams) = parse_board(board)?;
        if tams != 1 {
            return Err(PositionError::new(format!(
                "The board must hold exactly one Tam2 (*); it holds {tams}."
            )));
        }
        let to_move = match *to_move {
            "IA" | "ia" => Side::IA,
            "A" | "a" => Side::A,
            other => {
                return Err(PositionError::new(format!(
                    "The side to move is IA or A, not \"{other}\"."
                )));
            }
        };
        let season = Season::ALL
            .into_iter()
            .find(|s| s.code().eq_ignore_ascii_case(season))
            .ok_or_else(|| {
                PositionError::new(format!(
                    "The season is spring, summer, autumn or winter, not \"{season}\"."
                ))
            })?;
        let stake = stake
            .strip_prefix(['x', 'X', '×'])
            .and_then(|n| n.parse().ok())
            .and_then(Stake::times)
            .ok_or_else(|| {
                PositionError::new(format!(
                    "The stake is x1, x2, x4, x8, x16, x32 or x64, not \"{stake}\"."
                ))
            })?;
        let scores = parse_scores(scores)?;
        let tam_moved = match *tam {
            "tam-moved" => true,
            "-" => false,
            other => {
                return Err(PositionError::new(format!(
                    "The Tam2 field is tam-moved or -, not \"{other}\"."
                )));
            }
        };
        let hands = [parse_hand(ia_hand, Side::IA)?, parse_hand(a_hand, Side::A)?];
        let position = Position {
            board,
            hands,
            to_move,
            season,
            stake,
            scores,
            tam_moved,
        };
        position.check_counts()?;
        Ok(position)
    }

    /// Checks the numbers of pieces of each colour and kind against §1.2.
    fn check_counts(&self) -> Result<(), PositionError> {
        let mut counts: HashMap<Token, usize> = HashMap::new();
        for (_, occupant) in self.occupied() {
            if let Occupant::Piece(piece) = occupant {
                *counts.entry(piece.token()).or_default() += 1;
            }
        }
        for token in self.hands.iter().flatten() {
            *counts.entry(*token).or_default() += 1;
        }
        for (token, count) in counts {
            if count > token.kind.per_colour() {
                return Err(PositionError::new(format!(
                    "There are {count} {}s ({}); the game has {} of them.",
                    token.words(),
                    token.kanji(),
                    token.kind.per_colour()
                )));
            }
        }
        Ok(())
    }
}

/// A piece's two letters: the kind letter, in upper case for the IA side, then the colour letter.
fn piece_code(owner: Side, token: Token) -> String {
    let letter = token.kind.letter();
    let letter = match owner {
        Side::IA => letter,
        Side::A => letter.to_ascii_lowercase(),
    };
    format!("{letter}{}", token.colour.letter())
}

/// Reads the board field; returns the squares and the number of Tam2s.
fn parse_board(text: &str) -> Result<([Option<Occupant>; 81], usize), PositionError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 9 {
        return Err(PositionError::new(format!(
            "The board has 9 rows separated by /; this one has {}.",
            rows.len()
        )));
    }
    let mut board = [None; 81];
    let mut tams = 0;
    for (row, row_text) in rows.iter().enumerate() {
        let mut column = 0;
        let mut chars = row_text.chars().peekable();
        let row_name = super::board::ROWS[row];
        while let Some(ch) = chars.next() {
            if column >= 9 {
                return Err(PositionError::new(format!(
                    "Row {row_name} describes more than 9 squares."
                )));
            }
            if let Some(run) = ch.to_digit(10) {
                if run == 0 || column + run as usize > 9 {
                    return Err(PositionError::new(format!(
                        "Row {row_name} has a run of {run} empty squares that does not fit."
                    )));
                }
                column += run as usize;
                continue;
            }
            let square = Square::new(row, column).expect("on the board");
            if ch == '*' {
                board[square.index()] = Some(Occupant::Tam2);
                tams += 1;
            } else {
                let kind = Kind::from_letter(ch).ok_or_else(|| {
                    PositionError::new(format!(
                        "\"{ch}\" on {square} is not a piece letter (V P A C T H O S G K, or * for Tam2)."
                    ))
                })?;
                let owner = if ch.is_ascii_uppercase() {
                    Side::IA
                } else {
                    Side::A
                };
                let colour = colour_letter(chars.next()).ok_or_else(|| {
                    PositionError::new(format!(
                        "The piece on {square} needs its colour after its letter: r (red) or b (black)."
                    ))
                })?;
                board[square.index()] = Some(Occupant::Piece(Piece::new(owner, colour, kind)));
            }
            column += 1;
        }
        if column != 9 {
            return Err(PositionError::new(format!(
                "Row {row_name} describes {column} squares instead of 9."
            )));
        }
    }
    Ok((board, tams))
}

fn colour_letter(ch: Option<char>) -> Option<Colour> {
    match ch? {
        'r' => Some(Colour::Red),
        'b' => Some(Colour::Black),
        _ => None,
    }
}

/// Reads a hand field: `-`, or pieces written with the owner's case, in canonical order.
fn parse_hand(text: &str, side: Side) -> Result<Vec<Token>, PositionError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut tokens = Vec::new();
    let mut chars = text.chars();
    while let Some(ch) = chars.next() {
        let kind = Kind::from_letter(ch).ok_or_else(|| {
            PositionError::new(format!(
                "\"{ch}\" in the {} hand is not a piece letter.",
                side.code()
            ))
        })?;
        let right_case = match side {
            Side::IA => ch.is_ascii_uppercase(),
            Side::A => ch.is_ascii_lowercase(),
        };
        if !right_case {
            return Err(PositionError::new(format!(
                "The {} hand writes its pieces in {} case.",
                side.code(),
                if side == Side::IA { "upper" } else { "lower" }
            )));
        }
        let colour = colour_letter(chars.next()).ok_or_else(|| {
            PositionError::new(format!(
                "Each piece in the {} hand needs its colour, r or b, after its letter.",
                side.code()
            ))
        })?;
        tokens.push(Token::new(colour, kind));
    }
    if tokens.windows(2).any(|pair| pair[0] > pair[1]) {
        return Err(PositionError::new(format!(
            "The {} hand lists its pieces in order: by kind (V P A C T H O S G K), red before black.",
            side.code()
        )));
    }
    Ok(tokens)
}

fn parse_scores(text: &str) -> Result<Scores, PositionError> {
    let bad = || {
        PositionError::new(format!(
            "The scores are the IA side's and the A side's, adding up to 40, like 20-20; not \"{text}\"."
        ))
    };
    let (ia, a) = text.split_once('-').ok_or_else(bad)?;
    let ia: i32 = ia.parse().map_err(|_| bad())?;
    let a: i32 = a.parse().map_err(|_| bad())?;
    if ia + a != 40 || !(0..=40).contains(&ia) {
        return Err(bad());
    }
    Ok(Scores { ia, a })
}

impl From<Position> for String {
    fn from(position: Position) -> String {
        position.to_text()
    }
}

impl TryFrom<String> for Position {
    type Error = PositionError;

    fn try_from(text: String) -> Result<Self, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        Position::parse_fields(&fields)
    }
}
