//! What one audience may see of a position: the only input the renderer and message builders get.
//!
//! A view holds faces, not pieces: a face the audience may not see has no label, so code that receives a
//! view cannot leak what the view does not contain.

use crate::geometry::Geometry;
use crate::model::Seat;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::hash::{Hash, Hasher};
use std::ops::Deref;

/// The board a view is drawn on: a reference to its [`Geometry`], compared and shown by the board's name.
#[derive(Clone, Copy)]
pub struct BoardRef(pub &'static Geometry);

impl std::fmt::Debug for BoardRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "BoardRef({})", self.0.name)
    }
}

impl Deref for BoardRef {
    type Target = Geometry;

    fn deref(&self) -> &Geometry {
        self.0
    }
}

impl PartialEq for BoardRef {
    fn eq(&self, other: &Self) -> bool {
        self.0.name == other.0.name
    }
}

impl Eq for BoardRef {}

impl Serialize for BoardRef {
    /// A board is written as its name.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.name)
    }
}

impl<'de> Deserialize<'de> for BoardRef {
    /// A board is read back from its name, among the boards of the catalogue's games.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        crate::catalogue::board_named(&name)
            .map(BoardRef)
            .ok_or_else(|| {
                serde::de::Error::custom(format!("no game is played on a board named {name}"))
            })
    }
}

/// The one copy of `text` kept for the whole run, so that a view read back from storage can hold its
/// labels and signs as `&'static str` like a view made by a game. The set of such words is the games'
/// own (piece names, signs), so what is kept stays small.
fn interned(text: &str) -> &'static str {
    static WORDS: std::sync::Mutex<std::collections::BTreeSet<&'static str>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    let mut words = WORDS.lock().unwrap_or_else(|poison| poison.into_inner());
    match words.get(text) {
        Some(word) => word,
        None => {
            let word: &'static str = Box::leak(text.to_owned().into_boxed_str());
            words.insert(word);
            word
        }
    }
}

impl Hash for BoardRef {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.name.hash(state);
    }
}

/// A point of a board: an index into its [`Geometry::points`].
pub type Point = u16;

/// How a piece is labelled, in each style a player may prefer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Label {
    /// A very short mark: a rank digit, a letter or a romanised name (`8`, `B`, `kauk2`).
    pub short: &'static str,
    /// The English name (`Elephant`).
    pub name: &'static str,
    /// The Chinese character(s) (`象`).
    pub cjk: &'static str,
}

impl<'de> Deserialize<'de> for Label {
    /// A label read back from storage, its words the run's one copy of each.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        struct Stored {
            short: String,
            name: String,
            cjk: String,
        }
        let stored = Stored::deserialize(deserializer)?;
        Ok(Label {
            short: interned(&stored.short),
            name: interned(&stored.name),
            cjk: interned(&stored.cjk),
        })
    }
}

/// The colour a piece is drawn in. A colour is not an owner: in Cetkaik both players own red and black
/// pieces. The renderer picks shades that stay apart for colour-blind players and gives each colour its
/// own shape as well.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceColour {
    /// Blue.
    Blue,
    /// Red.
    Red,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Black.
    Black,
    /// Neither side's: a face-down tile nobody owns yet.
    Neutral,
    /// Light blue: the partner of Blue where partners share a family of colours.
    Sky,
    /// Orange: the partner of Red where partners share a family of colours.
    Orange,
}

impl PieceColour {
    /// The colour a seat's pieces have on boards where colour follows the seat: Blue, Red, Green, Yellow.
    pub fn of_seat(seat: Seat) -> PieceColour {
        [
            PieceColour::Blue,
            PieceColour::Red,
            PieceColour::Green,
            PieceColour::Yellow,
        ][seat.index() % 4]
    }
}

/// Which way a piece's label reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Facing {
    /// Upright for whoever looks at the board.
    #[default]
    Reader,
    /// Upright for its owner: turned for a reader who sits elsewhere (Cetkaik, shogi-like pieces).
    Owner,
    /// Upright for whoever looks at the board, with a pointer on the side its owner faces: a public
    /// board of shogi-like pieces, where every label reads and the pointer still tells whose piece it is.
    Pointed,
}

/// One piece as an audience sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Face {
    /// Whose piece it is.
    pub owner: Seat,
    /// The colour it is drawn in.
    pub colour: PieceColour,
    /// Which way its label reads.
    pub facing: Facing,
    /// What it is, or `None` when the audience may not know.
    pub label: Option<Label>,
    /// A public mark on the piece (a flag carrier, a promoted piece), if any.
    pub badge: Option<Badge>,
}

/// A public mark on a piece. A sign reads the same in every language; the others are words, which the
/// renderer and the description write in the image's language ([`Badge::english`] in English).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Badge {
    /// A sign of one or two characters that no language translates (`+` on a promoted piece).
    Sign(&'static str),
    /// The piece carries an enemy flag (Junqi).
    CarriesFlag,
    /// The piece stands over a covered flag (Junqi).
    CoversFlag,
    /// A 翻棋 piece shown after the game that was never turned up.
    NeverFlipped,
}

impl<'de> Deserialize<'de> for Badge {
    /// A badge read back from storage, its sign the run's one copy of it.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum Stored {
            Sign(String),
            CarriesFlag,
            CoversFlag,
            NeverFlipped,
        }
        Ok(match Stored::deserialize(deserializer)? {
            Stored::Sign(sign) => Badge::Sign(interned(&sign)),
            Stored::CarriesFlag => Badge::CarriesFlag,
            Stored::CoversFlag => Badge::CoversFlag,
            Stored::NeverFlipped => Badge::NeverFlipped,
        })
    }
}

impl Badge {
    /// The badge in English, as it is drawn on an English image.
    pub fn english(self) -> &'static str {
        match self {
            Badge::Sign(sign) => sign,
            Badge::CarriesFlag => "carries flag",
            Badge::CoversFlag => "covers flag",
            Badge::NeverFlipped => "never flipped",
        }
    }
}

impl Face {
    /// A piece of `owner` in its seat's colour that the audience sees face up.
    pub fn shown(owner: Seat, label: Label) -> Self {
        Self {
            owner,
            colour: PieceColour::of_seat(owner),
            facing: Facing::Reader,
            label: Some(label),
            badge: None,
        }
    }

    /// A piece of `owner` in its seat's colour that the audience sees face down.
    pub fn hidden(owner: Seat) -> Self {
        Self {
            label: None,
            ..Self::shown(
                owner,
                Label {
                    short: "",
                    name: "",
                    cjk: "",
                },
            )
        }
    }
}

/// A face standing on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PieceOnBoard {
    /// Where.
    pub at: Point,
    /// What the audience sees there.
    pub face: Face,
}

/// A line of text a view carries (a panel's title, an information line): its English, and the same
/// line as a key with arguments ([`crate::refusal::Reason`], made with [`crate::model::said`]) that the
/// catalogues of other languages translate. A host that draws a view for a reader of another language
/// writes `text` from `says` first; the renderer draws `text` as it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Line {
    /// The line, plain text.
    pub text: String,
    /// The same line as a key with arguments, whose English is `text`. Absent for lines given only in
    /// English.
    pub says: Option<crate::refusal::Reason>,
}

impl Line {
    /// A line given as a key with arguments and its English.
    pub fn said(says: crate::refusal::Reason, text: String) -> Self {
        Self {
            text,
            says: Some(says),
        }
    }
}

impl std::fmt::Display for Line {
    /// The line's English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl PartialEq<str> for Line {
    /// Whether the line's English is `other`.
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for Line {
    /// Whether the line's English is `other`.
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl From<String> for Line {
    /// A line given only in English.
    fn from(text: String) -> Self {
        Self { text, says: None }
    }
}

impl From<&str> for Line {
    /// A line given only in English.
    fn from(text: &str) -> Self {
        Self::from(text.to_owned())
    }
}

/// A row of pieces beside the board: captured pieces, a hand, lost pieces.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Panel {
    /// What the row is ("Lost by North").
    pub title: Line,
    /// The pieces, in display order.
    pub pieces: Vec<Face>,
}

/// Everything one audience may see of a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardView {
    /// Which board to draw.
    pub board: BoardRef,
    /// The seat whose view of the board is drawn (its side at the bottom).
    pub perspective: Seat,
    /// Every piece on the board, as this audience sees it.
    pub pieces: Vec<PieceOnBoard>,
    /// The points of the last action in order along its route (from, any points passed, to).
    pub last_move: Vec<Point>,
    /// Extra points to highlight, such as the legal targets of a selected piece.
    pub highlights: Vec<Point>,
    /// Rows of pieces beside the board.
    pub panels: Vec<Panel>,
    /// Lines of public facts to print with the board: score, season, stake, the last cast.
    pub info: Vec<Line>,
    /// Seats whose zone is drawn muted: eliminated players, empty seats.
    pub muted: Vec<Seat>,
    /// Points drawn, in this position only, as another of the board's terrains than their own: each
    /// point with an index into [`Geometry::terrains`] (Cetkaik's tam2 hue, which moves with Tam2).
    pub terrain: Vec<(Point, u8)>,
}

impl BoardView {
    /// An empty view of `board` seen from `perspective`.
    pub fn new(board: &'static Geometry, perspective: Seat) -> Self {
        Self {
            board: BoardRef(board),
            perspective,
            pieces: Vec::new(),
            last_move: Vec::new(),
            highlights: Vec::new(),
            panels: Vec::new(),
            info: Vec::new(),
            muted: Vec::new(),
            terrain: Vec::new(),
        }
    }
}
