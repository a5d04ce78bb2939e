//! The two boards: the 2-player board (§2, 60 points) and the 4-player board (§3, 129 points), both made
//! by the generating rules of the spec from one description of an arm, with their point kinds, road and
//! railroad links, and the railroad runs of straight-moving and turning pieces (§4.2, §4.3, §3.5).
//!
//! Points are numbered per board: on the 2-player board `(rank - 1) * 5 + file` (files a–e = 0–4, ranks
//! 1–12); on the 4-player board the arms S, E, N, W in turn, each by local row then column
//! (`arm * 30 + (row - 1) * 5 + column - 1`), then the centre `C11` … `C33` from 120. These numbers are the
//! [`crate::view::Point`]s of the boards' geometries.
//!
//! Links carry their type (road or railroad); points do not. Every directed railroad link also carries
//! the compass headings of §3.5 (departure and arrival, in the drawing grid of §2.1 and §3.2), so a
//! straight-moving piece is one that never changes heading: this reproduces the 7 lines of the 2-player
//! board and the 18 lines of the 4-player board, corner arcs included.

mod generate;
mod set;

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::LazyLock;

/// A point of a board (see the module docs for the numbering).
pub type Square = u8;

pub use set::Set;

/// What kind of point a square is (§2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointKind {
    /// An ordinary point (兵站), on or off the railroad; the 4-player centre junctions are posts.
    Post,
    /// A camp (行营): a piece standing there cannot be attacked.
    Camp,
    /// A headquarters (大本营): holds a flag and locks pieces in.
    Headquarters,
}

/// The type of a link between two points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// A road (公路): one step.
    Road,
    /// A railroad (铁路): part of longer runs.
    Railroad,
}

/// A compass heading in the drawing grid: north is towards rank 12 (2-player) or increasing `y`
/// (4-player, §3.2), east towards file e or increasing `x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heading {
    /// Increasing `y`.
    North,
    /// Increasing `x`.
    East,
    /// Decreasing `y`.
    South,
    /// Decreasing `x`.
    West,
}

impl Heading {
    /// The heading of a step from `a` to `b` along one grid axis.
    fn between(a: (i8, i8), b: (i8, i8)) -> Heading {
        match ((b.0 - a.0).signum(), (b.1 - a.1).signum()) {
            (0, 1) => Heading::North,
            (0, -1) => Heading::South,
            (1, 0) => Heading::East,
            (-1, 0) => Heading::West,
            _ => panic!("a straight railroad link runs along a grid axis"),
        }
    }

    fn step(self) -> (i8, i8) {
        match self {
            Heading::North => (0, 1),
            Heading::East => (1, 0),
            Heading::South => (0, -1),
            Heading::West => (-1, 0),
        }
    }

    fn reverse(self) -> Heading {
        match self {
            Heading::North => Heading::South,
            Heading::East => Heading::West,
            Heading::South => Heading::North,
            Heading::West => Heading::East,
        }
    }
}

/// One of the four arms of the 4-player board, or one of the two halves of the 2-player board (South
/// and North): the 30 points a seat owns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Arm {
    /// South: the bottom arm, or ranks 1–6.
    South,
    /// East: the right arm.
    East,
    /// North: the top arm, or ranks 7–12.
    North,
    /// West: the left arm.
    West,
}

impl Arm {
    /// The four arms in counter-clockwise order, S, E, N, W (§3.1).
    pub const ALL: [Arm; 4] = [Arm::South, Arm::East, Arm::North, Arm::West];

    /// The arm's index in [`Arm::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The notation letter (`S`, `E`, `N`, `W`).
    pub fn letter(self) -> char {
        ['S', 'E', 'N', 'W'][self.index()]
    }

    /// Reads a notation letter, case-insensitively.
    pub fn from_letter(letter: char) -> Option<Arm> {
        Arm::ALL
            .into_iter()
            .find(|arm| arm.letter() == letter.to_ascii_uppercase())
    }

    /// The key of the name of the seat on this arm (`seat-junqi-south`).
    pub fn key(self) -> &'static str {
        [
            "seat-junqi-south",
            "seat-junqi-east",
            "seat-junqi-north",
            "seat-junqi-west",
        ][self.index()]
    }

    /// The heading towards the arm's front row (and the centre).
    fn forward(self) -> Heading {
        match self {
            Arm::South => Heading::North,
            Arm::East => Heading::West,
            Arm::North => Heading::South,
            Arm::West => Heading::East,
        }
    }

    /// The neighbouring arm on the owner's left (§3.1): S's left is W, W's is N, N's is E, E's is S.
    fn left(self) -> Arm {
        Arm::ALL[(self.index() + 3) % 4]
    }
}

/// A local point `(r, c)` of an arm or half: row from the front (1–6), column from the owner's left
/// (1–5) (§2.1, §3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Local {
    /// Row, 1 = front, 6 = back.
    pub row: u8,
    /// Column, 1 = the owner's left.
    pub column: u8,
}

impl Local {
    /// The index of the point in an arm's 30 (`(row - 1) * 5 + column - 1`).
    pub fn index(self) -> usize {
        usize::from((self.row - 1) * 5 + self.column - 1)
    }

    /// The local point of index `index` (0–29).
    pub fn from_index(index: usize) -> Local {
        Local {
            row: (index / 5) as u8 + 1,
            column: (index % 5) as u8 + 1,
        }
    }

    /// The 30 local points, by row then column.
    pub fn all() -> impl Iterator<Item = Local> {
        (0..30).map(Local::from_index)
    }

    /// Whether this local point is a camp (§2.3).
    pub fn is_camp(self) -> bool {
        matches!(
            (self.row, self.column),
            (2, 2) | (2, 4) | (3, 3) | (4, 2) | (4, 4)
        )
    }

    /// Whether this local point is a headquarters.
    pub fn is_headquarters(self) -> bool {
        self.row == 6 && (self.column == 2 || self.column == 4)
    }

    /// The kind of this local point.
    pub fn kind(self) -> PointKind {
        if self.is_camp() {
            PointKind::Camp
        } else if self.is_headquarters() {
            PointKind::Headquarters
        } else {
            PointKind::Post
        }
    }
}

impl std::fmt::Display for Local {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({},{})", self.row, self.column)
    }
}

/// Which board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Layout {
    /// The 2-player board; `road` makes the c6–c7 crossing a road (§10.4).
    Two {
        /// c6–c7 is a road.
        road: bool,
    },
    /// The 4-player board.
    Four,
}

/// A directed railroad link with the headings of §3.5.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rail {
    /// Where it goes.
    pub to: Square,
    /// The heading when leaving its start.
    pub departure: Heading,
    /// The heading when reaching its end.
    pub arrival: Heading,
}

/// One point with everything the rules know of it.
#[derive(Clone, Debug)]
struct PointInfo {
    name: String,
    kind: PointKind,
    arm: Option<(Arm, Local)>,
    grid: (i8, i8),
}

/// A board: its points, kinds, arms, links and railroad headings.
#[derive(Debug)]
pub struct Board {
    layout: Layout,
    points: Vec<PointInfo>,
    by_name: HashMap<String, Square>,
    links: Vec<(Square, Square, LinkKind)>,
    neighbours: Vec<Vec<(Square, LinkKind)>>,
    rails: Vec<Vec<Rail>>,
    steps: Vec<Set>,
    stations: Set,
    camps: Set,
    headquarters: Set,
    arms: [Set; 4],
    squares: [[Option<Square>; 30]; 4],
}

impl Board {
    /// The board of `layout`.
    pub fn get(layout: Layout) -> &'static Board {
        static RAIL: LazyLock<Board> =
            LazyLock::new(|| Board::generate(Layout::Two { road: false }));
        static ROAD: LazyLock<Board> =
            LazyLock::new(|| Board::generate(Layout::Two { road: true }));
        static FOUR: LazyLock<Board> = LazyLock::new(|| Board::generate(Layout::Four));
        match layout {
            Layout::Two { road: false } => &RAIL,
            Layout::Two { road: true } => &ROAD,
            Layout::Four => &FOUR,
        }
    }

    /// The 2-player board, with c6–c7 a road when `road`.
    pub fn two(road: bool) -> &'static Board {
        Board::get(Layout::Two { road })
    }

    /// The 4-player board.
    pub fn four() -> &'static Board {
        Board::get(Layout::Four)
    }

    /// Which board this is.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The number of points.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether the board has no points (never).
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// Every point, in numbering order.
    pub fn squares(&self) -> impl Iterator<Item = Square> + use<> {
        0..self.points.len() as Square
    }

    /// The name of a point as output writes it (`a1`, `S11`, `C22`).
    pub fn name(&self, at: Square) -> &str {
        &self.points[usize::from(at)].name
    }

    /// Reads a point name, case-insensitively.
    pub fn parse(&self, text: &str) -> Option<Square> {
        self.by_name.get(&text.trim().to_ascii_lowercase()).copied()
    }

    /// The kind of a point.
    pub fn kind(&self, at: Square) -> PointKind {
        self.points[usize::from(at)].kind
    }

    /// The arm of a point and its local coordinates there; `None` for the centre.
    pub fn local(&self, at: Square) -> Option<(Arm, Local)> {
        self.points[usize::from(at)].arm
    }

    /// The point of `arm` at `local`, if the board has that arm.
    pub fn square(&self, arm: Arm, local: Local) -> Option<Square> {
        self.squares[arm.index()][local.index()]
    }

    /// The points of an arm.
    pub fn arm(&self, arm: Arm) -> Set {
        self.arms[arm.index()]
    }

    /// The grid position of a point (§2.1: file and rank; §3.2: `x` and `y`).
    pub fn grid(&self, at: Square) -> (i8, i8) {
        self.points[usize::from(at)].grid
    }

    /// Every link, once.
    pub fn links(&self) -> &[(Square, Square, LinkKind)] {
        &self.links
    }

    /// The points linked to `at`, with the link type, sorted by point.
    pub fn neighbours(&self, at: Square) -> &[(Square, LinkKind)] {
        &self.neighbours[usize::from(at)]
    }

    /// The railroad links leaving `at`, with their headings.
    pub fn rails(&self, at: Square) -> &[Rail] {
        &self.rails[usize::from(at)]
    }

    /// Whether `at` has a railroad link.
    pub fn is_station(&self, at: Square) -> bool {
        self.stations.contains(at)
    }

    /// The stations.
    pub fn stations(&self) -> Set {
        self.stations
    }

    /// The camps.
    pub fn camps(&self) -> Set {
        self.camps
    }

    /// The headquarters.
    pub fn headquarters(&self) -> Set {
        self.headquarters
    }

    /// Whether a point is a camp.
    pub fn is_camp(&self, at: Square) -> bool {
        self.camps.contains(at)
    }

    /// Whether a point is a headquarters.
    pub fn is_headquarters(&self, at: Square) -> bool {
        self.headquarters.contains(at)
    }

    /// Every point one step away, by road or railroad.
    pub fn steps(&self, at: Square) -> Set {
        self.steps[usize::from(at)]
    }

    /// The stations a straight-moving piece on `from` reaches without changing heading, stopping at (and
    /// including) the first occupied station (§4.3). A heading may fork (§3.5): both ways are followed.
    pub fn straight_runs(&self, from: Square, occupied: Set) -> Set {
        let mut found = Set::EMPTY;
        let mut stack: Vec<(Square, Heading)> = self
            .rails(from)
            .iter()
            .map(|rail| (rail.to, rail.arrival))
            .collect();
        let mut seen: Vec<(Square, Heading)> = Vec::new();
        while let Some((at, heading)) = stack.pop() {
            if at == from || seen.contains(&(at, heading)) {
                continue;
            }
            seen.push((at, heading));
            found.insert(at);
            if occupied.contains(at) {
                continue;
            }
            for rail in self.rails(at) {
                if rail.departure == heading {
                    stack.push((rail.to, rail.arrival));
                }
            }
        }
        found
    }

    /// The stations a turning piece on `from` reaches through empty stations (§4.3).
    pub fn turning_runs(&self, from: Square, occupied: Set) -> Set {
        let mut found = Set::EMPTY;
        let mut seen = Set::single(from);
        let mut queue = vec![from];
        while let Some(at) = queue.pop() {
            for rail in self.rails(at) {
                if seen.contains(rail.to) {
                    continue;
                }
                seen.insert(rail.to);
                found.insert(rail.to);
                if !occupied.contains(rail.to) {
                    queue.push(rail.to);
                }
            }
        }
        found
    }

    /// The railroad lines (§2.6, §3.4): every maximal chain of railroad links that never changes heading,
    /// each once, as its stations in order.
    pub fn lines(&self) -> Vec<Vec<Square>> {
        let arrives_with = |at: Square, heading: Heading| {
            self.squares().any(|from| {
                self.rails(from)
                    .iter()
                    .any(|rail| rail.to == at && rail.arrival == heading)
            })
        };
        let mut lines: Vec<Vec<Square>> = Vec::new();
        for from in self.squares() {
            for first in self.rails(from) {
                // A line starts where nothing arrives with the heading it leaves by.
                if arrives_with(from, first.departure) {
                    continue;
                }
                let mut stack = vec![(vec![from, first.to], first.arrival)];
                while let Some((path, heading)) = stack.pop() {
                    let last = *path.last().expect("never empty");
                    let next: Vec<&Rail> = self
                        .rails(last)
                        .iter()
                        .filter(|rail| rail.departure == heading)
                        .collect();
                    if next.is_empty() {
                        let mut reversed = path.clone();
                        reversed.reverse();
                        if !lines.contains(&path) && !lines.contains(&reversed) {
                            lines.push(path);
                        }
                        continue;
                    }
                    for rail in next {
                        let mut longer = path.clone();
                        longer.push(rail.to);
                        stack.push((longer, rail.arrival));
                    }
                }
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests;
