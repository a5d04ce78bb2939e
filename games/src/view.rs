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
/// own (piece names, signs, the keys of badges and endings), so what is kept stays small.
pub(crate) fn interned(text: &str) -> &'static str {
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
    /// Facing its owner, as a shogi-like piece does (Cetkaik): its label is drawn upright for every
    /// reader, so that it reads, with a pointer on the side its owner faces, which tells whose it is.
    Owner,
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

/// A public mark on a piece: a sign that reads the same in every language, or words of the game's texts,
/// which the renderer and the description write in the image's language ([`Badge::english`] in English).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Badge {
    /// A sign of one or two characters that no language translates (`+` on a promoted piece).
    Sign(&'static str),
    /// Words, by their key in the game's texts (`badge-junqi-carries-flag`).
    Said(&'static str),
}

/// The keys of the badges stored by builds that had a variant for each, by the variant's name.
const STORED_BADGES: &[(&str, &str)] = &[
    ("CarriesFlag", "badge-junqi-carries-flag"),
    ("CoversFlag", "badge-junqi-covers-flag"),
    ("NeverFlipped", "badge-junqi-never-flipped"),
];

impl<'de> Deserialize<'de> for Badge {
    /// A badge read back from storage, its sign or key the run's one copy of it; the words older builds
    /// stored by name (`"CarriesFlag"`) read back by their keys.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        enum Stored {
            Sign(String),
            Said(String),
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Form {
            Named(String),
            Tagged(Stored),
        }
        match Form::deserialize(deserializer)? {
            Form::Tagged(Stored::Sign(sign)) => Ok(Badge::Sign(interned(&sign))),
            Form::Tagged(Stored::Said(key)) => Ok(Badge::Said(interned(&key))),
            Form::Named(name) => STORED_BADGES
                .iter()
                .find(|(stored, _)| *stored == name)
                .map(|(_, key)| Badge::Said(key))
                .ok_or_else(|| serde::de::Error::custom(format!("no badge is called {name}"))),
        }
    }
}

impl Badge {
    /// The badge in `language` (`en`, `zh`), as it is drawn on an image in that language.
    pub fn written(self, language: &str) -> &'static str {
        match self {
            Badge::Sign(sign) => sign,
            Badge::Said(key) => crate::texts::word(language, key).unwrap_or(key),
        }
    }

    /// The badge in English.
    pub fn english(self) -> &'static str {
        self.written("en")
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

/// A line of text a view carries (a panel's title, an information line): a key of the game's texts with
/// its arguments, which the renderer writes in the image's language.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "StoredLine")]
pub struct Line {
    /// The line as a key with arguments.
    pub says: crate::refusal::Reason,
}

/// A line as views store it; older builds stored its English beside it, and nothing else when the game
/// gave it only in English.
#[derive(Deserialize)]
struct StoredLine {
    #[serde(default)]
    text: String,
    says: Option<crate::refusal::Reason>,
}

impl From<StoredLine> for Line {
    fn from(stored: StoredLine) -> Self {
        match stored.says {
            Some(says) => Line { says },
            None => Line::as_written(stored.text),
        }
    }
}

impl Line {
    /// The line that says `says`.
    pub fn said(says: crate::refusal::Reason) -> Self {
        Self { says }
    }

    /// A line that reads as `text` in every language (`view-as-written`): what a view stored with
    /// only its English holds.
    pub fn as_written(text: impl Into<String>) -> Self {
        Self::said(crate::refusal::Reason::new(
            "view-as-written",
            vec![("text", crate::refusal::Arg::Text(text.into()))],
        ))
    }

    /// The line in `language` (`en`, `zh`).
    pub fn written(&self, language: &str) -> String {
        crate::texts::write(language, &self.says)
    }

    /// The line in English.
    pub fn english(&self) -> String {
        self.written("en")
    }
}

impl std::fmt::Display for Line {
    /// The line's English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

impl PartialEq<str> for Line {
    /// Whether the line's English is `other`.
    fn eq(&self, other: &str) -> bool {
        self.english() == other
    }
}

impl PartialEq<&str> for Line {
    /// Whether the line's English is `other`.
    fn eq(&self, other: &&str) -> bool {
        self.english() == *other
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_badges_stored_by_older_builds_read_back_as_words_of_the_game() {
        let stored = r#"["CarriesFlag", "CoversFlag", "NeverFlipped", {"Sign": "+"}]"#;
        let badges: Vec<Badge> = serde_json::from_str(stored).unwrap();
        let english: Vec<&str> = badges.iter().map(|badge| badge.english()).collect();
        assert_eq!(
            english,
            ["carries flag", "covers flag", "never flipped", "+"]
        );
        let chinese: Vec<&str> = badges.iter().map(|badge| badge.written("zh")).collect();
        assert_eq!(chinese, ["携军旗", "压军旗", "未翻开", "+"]);
        for badge in badges {
            let stored = serde_json::to_string(&badge).unwrap();
            assert_eq!(serde_json::from_str::<Badge>(&stored).unwrap(), badge);
        }
    }

    #[test]
    fn a_line_stored_with_its_english_reads_back_and_is_written_in_any_language() {
        let stored = r#"{"text": "Lost by South", "says": {"key": "view-junqi-lost",
            "args": [["side", {"Seat": "South"}]]}}"#;
        let line: Line = serde_json::from_str(stored).unwrap();
        assert_eq!(line.english(), "Lost by South");
        let line = Line::said(crate::refusal::Reason::new(
            "view-junqi-lost",
            vec![("side", crate::refusal::Arg::Name("seat-junqi-south".into()))],
        ));
        assert_eq!(line.english(), "Lost by South");
        assert_eq!(line.written("zh"), "南方失去的棋子");
        let only_english: Line =
            serde_json::from_str(r#"{"text": "Out: East.", "says": null}"#).unwrap();
        assert_eq!(only_english.written("zh"), "Out: East.");
    }
}
