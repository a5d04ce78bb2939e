//! A toy game that exists only for the test suite: three in a row on a 3 × 3 board. It uses nothing but
//! the public interface of the `games` crate (its rules, its options, its catalogue entry, its board), which
//! is what adding a game takes: a folder of its own and, to host it, one line in the catalogue. It writes
//! only the methods of [`Rules`] that have no default (whose turn it is and how a move is read are the
//! defaults).

use games::geometry::{Geometry, Mark, Rgb, Terrain, Turn, grid_points};
use games::refusal::{Arg, Reason};
use games::{
    About, Audience, BoardView, EndReason, Face, Fact, GameEntry, Label, Outcome, PieceOnBoard,
    Policy, PositionError, RecordBody, Report, RuleError, Rules, Seat, Seating, two_sided_ending,
};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

games::rule_options! {
    /// The toy's options.
    pub struct ToyOptions for "game-toy" {
        /// Three in a row loses instead of winning.
        misere: bool = false,
    }
}

/// The toy's seats.
const SEATS: [&str; 2] = ["seat-toy-x", "seat-toy-o"];

/// Three in a row.
const LINE: EndReason = EndReason::Rule("line");

/// The toy's catalogue entry.
pub static TOY: GameEntry = GameEntry::of::<Toy>();

/// A game of three in a row.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Toy {
    options: ToyOptions,
    cells: [Option<u8>; 9],
    to_move: u8,
    outcome: Option<Outcome>,
    moves: Vec<u8>,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn board() -> &'static Geometry {
    static BOARD: LazyLock<Geometry> = LazyLock::new(|| {
        let (points, captions) = grid_points(3, 3, 100.0, 30.0, |_, _| 0, |_, _| None);
        Geometry {
            name: "toy",
            size: (360.0, 360.0),
            paper: Rgb(0xEEEEEE),
            terrains: vec![Terrain {
                name: "cell",
                fill: Some(Rgb(0xDDDDDD)),
                mark: Mark::None,
            }],
            points,
            link_styles: Vec::new(),
            links: Vec::new(),
            areas: Vec::new(),
            captions,
            ornaments: Vec::new(),
            piece_size: (80.0, 80.0),
            turns: vec![Turn::Quarters(0), Turn::Quarters(0)],
        }
    });
    &BOARD
}

fn cell_name(cell: u8) -> String {
    format!("{}{}", char::from(b'a' + cell % 3), cell / 3 + 1)
}

impl Toy {
    fn judge(&mut self) {
        let mover = 1 - self.to_move;
        let line = LINES
            .iter()
            .any(|line| line.iter().all(|&c| self.cells[c] == Some(mover)));
        self.outcome = if line {
            let winner = if self.options.misere {
                self.to_move
            } else {
                mover
            };
            Some(Outcome::Win {
                winners: vec![Seat(winner)],
                reason: LINE,
            })
        } else if self.cells.iter().all(Option::is_some) {
            Some(Outcome::Draw {
                reason: EndReason::NoMoves,
            })
        } else {
            None
        };
    }
}

impl Rules for Toy {
    type Options = ToyOptions;
    type Action = u8;

    const ABOUT: About = About {
        id: "toy",
        aliases: &[],
        verbs: &[],
        policy: Policy {
            setup_phase: false,
            reveal_record_at_end: false,
            takebacks: true,
            commits: false,
            chance_in_play: false,
            chinese_labels: false,
        },
        texts: &[
            ("en", include_str!("locales/en.ftl")),
            ("zh", include_str!("locales/zh.ftl")),
        ],
    };

    const SNAPSHOT_VERSION: u32 = 1;

    fn seating(_: &ToyOptions) -> Seating {
        Seating::each_alone(&SEATS)
    }

    fn new_game(options: ToyOptions, _seed: u64) -> Self {
        Toy {
            options,
            cells: [None; 9],
            to_move: 0,
            outcome: None,
            moves: Vec::new(),
        }
    }

    fn from_position(text: &str, options: ToyOptions) -> Result<Self, PositionError> {
        let (cells_text, side) = text
            .split_once(' ')
            .ok_or_else(|| PositionError::new("Write nine cells, a space and x or o."))?;
        let cells: Vec<Option<u8>> = cells_text
            .chars()
            .map(|c| match c {
                'x' => Ok(Some(0)),
                'o' => Ok(Some(1)),
                '.' => Ok(None),
                _ => Err(PositionError::new("A cell is x, o or a dot.")),
            })
            .collect::<Result<_, _>>()?;
        let cells: [Option<u8>; 9] = cells
            .try_into()
            .map_err(|_| PositionError::new("There are nine cells."))?;
        let to_move = match side {
            "x" => 0,
            "o" => 1,
            _ => return Err(PositionError::new("The side to move is x or o.")),
        };
        let mut game = Toy {
            options,
            cells,
            to_move,
            outcome: None,
            moves: Vec::new(),
        };
        game.judge();
        Ok(game)
    }

    fn position(&self) -> String {
        let cells: String = self
            .cells
            .iter()
            .map(|cell| match cell {
                Some(0) => 'x',
                Some(_) => 'o',
                None => '.',
            })
            .collect();
        format!("{cells} {}", ["x", "o"][usize::from(self.to_move)])
    }

    fn options(&self) -> &ToyOptions {
        &self.options
    }

    fn legal_actions(&self, seat: Seat) -> Vec<u8> {
        if self.outcome.is_some() || seat != Seat(self.to_move) {
            return Vec::new();
        }
        (0..9)
            .filter(|&c| self.cells[usize::from(c)].is_none())
            .collect()
    }

    fn format_action(&self, action: &u8) -> String {
        cell_name(*action)
    }

    fn apply(&mut self, seat: Seat, action: &u8) -> Result<Report, RuleError> {
        if !self.legal_actions(seat).contains(action) {
            return Err(RuleError::new(
                "That cell is taken, or it is not your turn.",
            ));
        }
        self.cells[usize::from(*action)] = Some(self.to_move);
        self.moves.push(*action);
        self.to_move = 1 - self.to_move;
        self.judge();
        let mut report = Report::public(Reason::new(
            "note-toy-takes",
            vec![
                ("seat", Arg::Name(SEATS[seat.index()].into())),
                ("cell", Arg::Text(cell_name(*action))),
            ],
        ));
        report.note_fact(Fact::TurnOver(seat));
        Ok(report)
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn conclude(&mut self, outcome: Outcome) -> Report {
        let winner = match &outcome {
            Outcome::Win { winners, .. } => winners[0].index(),
            Outcome::Draw { .. } => 0,
        };
        let mut report = Report::default();
        report.tell_end(two_sided_ending(&outcome, SEATS[winner], SEATS[1 - winner]));
        self.outcome = Some(outcome);
        report
    }

    fn view(&self, audience: Audience) -> BoardView {
        let perspective = match audience {
            Audience::Seat(seat) => seat,
            Audience::Public => Seat(0),
        };
        let mut view = BoardView::new(board(), perspective);
        for (at, cell) in self.cells.iter().enumerate() {
            if let Some(owner) = cell {
                let mark = ["X", "O"][usize::from(*owner)];
                view.pieces.push(PieceOnBoard {
                    at: at as u16,
                    face: Face::shown(
                        Seat(*owner),
                        Label {
                            short: mark,
                            name: mark,
                            cjk: mark,
                        },
                    ),
                });
            }
        }
        view.last_move = self
            .moves
            .last()
            .map(|&m| u16::from(m))
            .into_iter()
            .collect();
        view
    }

    fn record_body(&self, _audience: Audience) -> RecordBody {
        let moves: Vec<String> = self.moves.iter().map(|&m| cell_name(m)).collect();
        RecordBody::moves(moves.join(" "))
    }
}
