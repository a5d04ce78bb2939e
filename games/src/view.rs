//! What one audience may see of a position: the only input the renderer and message builders get.
//!
//! A view holds faces, not pieces: a face the audience may not see is [`Face::hidden`], so code that
//! receives a view cannot leak what the view does not contain.

use crate::model::Seat;

/// The board a view is drawn on; the renderer owns each board's geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardKind {
    /// Jungle: 7 files by 9 ranks, with lakes, traps and dens.
    Jungle,
    /// Junqi for two players: 5 files by 12 ranks of posts, camps and headquarters.
    Junqi2,
}

/// A point of a board, numbered the way that board's game numbers it (Jungle: `(rank - 1) * 7 + file`).
pub type Point = u16;

/// How a piece is labelled, in each style a player may prefer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    /// A very short mark: a rank digit or a letter (`8`, `B`).
    pub short: &'static str,
    /// The English name (`Elephant`).
    pub name: &'static str,
    /// The Chinese character(s) (`象`).
    pub cjk: &'static str,
}

/// One piece as an audience sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Face {
    /// Whose piece it is.
    pub side: Seat,
    /// What it is, or `None` when the audience may not know.
    pub label: Option<Label>,
    /// A public mark on the piece (a flag carrier, for instance), if any.
    pub badge: Option<&'static str>,
}

impl Face {
    /// A piece the audience sees face up.
    pub fn shown(side: Seat, label: Label) -> Self {
        Self {
            side,
            label: Some(label),
            badge: None,
        }
    }

    /// A piece the audience sees face down.
    pub fn hidden(side: Seat) -> Self {
        Self {
            side,
            label: None,
            badge: None,
        }
    }
}

/// A face standing on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceOnBoard {
    /// Where.
    pub at: Point,
    /// What the audience sees there.
    pub face: Face,
}

/// A row of pieces beside the board: captured pieces, a hand, lost pieces.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Panel {
    /// What the row is ("Captured by Blue").
    pub title: String,
    /// The pieces, in display order.
    pub pieces: Vec<Face>,
}

/// Everything one audience may see of a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardView {
    /// Which board to draw.
    pub board: BoardKind,
    /// The seat whose side is drawn at the bottom.
    pub perspective: Seat,
    /// Every piece on the board, as this audience sees it.
    pub pieces: Vec<PieceOnBoard>,
    /// The points of the last action (from, to, and any path), for highlighting.
    pub last_move: Vec<Point>,
    /// Extra points to highlight, such as the legal targets of a selected piece.
    pub highlights: Vec<Point>,
    /// Rows of pieces beside the board.
    pub panels: Vec<Panel>,
}

impl BoardView {
    /// An empty view of `board` seen from `perspective`.
    pub fn new(board: BoardKind, perspective: Seat) -> Self {
        Self {
            board,
            perspective,
            pieces: Vec::new(),
            last_move: Vec::new(),
            highlights: Vec::new(),
            panels: Vec::new(),
        }
    }
}
