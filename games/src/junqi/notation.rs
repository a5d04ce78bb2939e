//! Position strings (§11.6) of the three modes in their three views, read and written with an exact
//! round trip.
//!
//! * `junqi2` and `fanqi`: ranks 12 down to 1, each rank from file a to e.
//! * `junqi4`: five groups separated by `|`, S, E, N, W and the centre; each arm is six rows (local row 1
//!   to 6) of five cells (local column 1 to 5), the centre three rows (`C1x` to `C3x`) of three cells.
//!   With three or two players the empty arms are written as empty cells.
//!
//! Fields after the board: `passes=` per seat, `quiet=`, `turn=`, then as they apply `out=` (4-player:
//! eliminated seats), `homes=` (`flag_carrier`), `revealed=` (Junqi: public flags), `colours=` (翻棋,
//! always), `last_flip=` (翻棋 `two_in_a_row` while colours are open) and `first_flip=` (翻棋 while
//! colours are open and a piece has been flipped: the seat and colour of the game's first flip, which
//! decides the colours if every piece is turned up before they are fixed).

use super::board::{Arm, Local, Square};
use super::config::{Config, FanqiColour, Mode, Sight, Table};
use super::piece::{Kind, Piece};
use super::position::{End, Position};
use crate::model::{EndReason, PositionError};
use std::fmt;

/// Whose eyes a position string is written for (§11.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionView {
    /// Every rank, face-down 翻棋 pieces included (`#R7`).
    Full,
    /// What the public channel may see: `?` except public flags; `#` for face-down pieces.
    Public,
    /// One seat's view: its own ranks (and its partner's under `visibility=allied`), the others as in
    /// public.
    Seat(u8),
}

/// One occupied cell of a position string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellText {
    /// Whose piece; `None` for a face-down piece written `#`.
    pub owner: Option<u8>,
    /// Its kind, or `None` for `?` and `#`.
    pub kind: Option<Kind>,
    /// Face down (`#`).
    pub down: bool,
    /// `*`: it carries an enemy flag.
    pub carrier: bool,
    /// `^X`: it covers X's flag.
    pub covers: Option<u8>,
}

/// A parsed position string: the board as one view shows it, and the counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionText {
    /// Who sits where.
    pub table: Table,
    /// The cells, indexed by point.
    pub cells: Vec<Option<CellText>>,
    /// The seat to move.
    pub to_move: u8,
    /// Passes used, per seat.
    pub passes: Vec<u32>,
    /// The no-capture counter.
    pub quiet: u32,
    /// Turns completed.
    pub turn: u32,
    /// Eliminated seats.
    pub out: Vec<u8>,
    /// Flag home headquarters per owner (`flag_carrier`); `Some(None)` is `S@?`.
    pub homes: Option<Vec<Option<Square>>>,
    /// Public flags per owner, with where they are.
    pub revealed: Vec<Option<Square>>,
    /// 翻棋: each seat's colour, once fixed.
    pub colours: Option<[u8; 2]>,
    /// 翻棋 `two_in_a_row`: each seat's last flip's colour while colours are open.
    pub last_flip: Option<[Option<u8>; 2]>,
    /// 翻棋: the first flip's seat and colour while colours are open.
    pub first_flip: Option<(u8, u8)>,
}

fn bad(sentence: impl Into<String>) -> PositionError {
    PositionError::new(sentence)
}

/// The points in the order a position string writes them, with the separator before each: `/` between
/// rows, `|` between the 4-player groups, `,` between cells.
fn order(table: &Table) -> Vec<(Square, &'static str)> {
    let mut points = Vec::new();
    match table.mode {
        Mode::Four => {
            for arm in Arm::ALL {
                for local in Local::all() {
                    let sep = match (arm, local.row, local.column) {
                        (Arm::South, 1, 1) => "",
                        (_, 1, 1) => "|",
                        (_, _, 1) => "/",
                        _ => ",",
                    };
                    points.push(((arm.index() * 30 + local.index()) as Square, sep));
                }
            }
            for index in 0..9u8 {
                let sep = match index {
                    0 => "|",
                    3 | 6 => "/",
                    _ => ",",
                };
                points.push((120 + index, sep));
            }
        }
        _ => {
            for rank in (1..=12u8).rev() {
                for file in 0..5u8 {
                    let sep = match (rank, file) {
                        (12, 0) => "",
                        (_, 0) => "/",
                        _ => ",",
                    };
                    points.push(((rank - 1) * 5 + file, sep));
                }
            }
        }
    }
    points
}

/// Splits a board field into its cells, checking the separators: 12 ranks of 5 (`junqi2`, `fanqi`), or
/// five groups of six rows of five and three rows of three (`junqi4`).
fn split_board(table: &Table, board: &str) -> Result<Vec<String>, PositionError> {
    let groups: Vec<&str> = board.split('|').collect();
    let shapes: Vec<(usize, usize)> = match table.mode {
        Mode::Four => {
            if groups.len() != 5 {
                return Err(bad(format!(
                    "A 4-player board has five groups separated by '|' (S, E, N, W, centre), and this one has {}.",
                    groups.len()
                )));
            }
            vec![(6, 5), (6, 5), (6, 5), (6, 5), (3, 3)]
        }
        _ => {
            if groups.len() != 1 {
                return Err(bad("A 2-player board has no '|'."));
            }
            vec![(12, 5)]
        }
    };
    let mut cells = Vec::new();
    for (group, (rows, width)) in groups.iter().zip(shapes) {
        let lines: Vec<&str> = group.split('/').collect();
        if lines.len() != rows {
            return Err(bad(format!(
                "\"{group}\" has {} rows separated by '/', and it needs {rows}.",
                lines.len()
            )));
        }
        for line in lines {
            let row: Vec<&str> = line.split(',').collect();
            if row.len() != width {
                return Err(bad(format!(
                    "The row \"{line}\" has {} cells separated by ',', and it needs {width}.",
                    row.len()
                )));
            }
            cells.extend(row.into_iter().map(str::to_owned));
        }
    }
    Ok(cells)
}

fn parse_cell(table: &Table, text: &str) -> Result<Option<CellText>, PositionError> {
    if text == "." {
        return Ok(None);
    }
    let fanqi = table.mode == Mode::Fanqi;
    let (down, body) = match text.strip_prefix('#') {
        Some(rest) if fanqi => (true, rest),
        Some(_) => {
            return Err(bad(format!(
                "\"{text}\": face-down pieces '#' belong to 翻棋 positions."
            )));
        }
        None => (false, text),
    };
    if down && body.is_empty() {
        return Ok(Some(CellText {
            owner: None,
            kind: None,
            down,
            carrier: false,
            covers: None,
        }));
    }
    let letters = if fanqi { "R or K" } else { "a seat letter" };
    let mut chars = body.chars();
    let owner = chars
        .next()
        .and_then(|letter| table.owner_of_letter(letter))
        .ok_or_else(|| {
            bad(format!(
                "\"{text}\" is not a cell of this game; write '.', or {letters} then a piece code or '?'."
            ))
        })?;
    let code = chars.next().ok_or_else(|| {
        bad(format!(
            "\"{text}\" needs a piece code or '?' after the owner."
        ))
    })?;
    let kind = match code {
        '?' if !down => None,
        _ => Some(Kind::from_code(code).ok_or_else(|| {
            bad(format!(
                "\"{code}\" in \"{text}\" is not a piece code; use 9 to 1, B, M, F or ?."
            ))
        })?),
    };
    let mut rest = chars.as_str();
    let carrier = rest.starts_with('*');
    if carrier {
        rest = &rest[1..];
    }
    let covers = match rest.strip_prefix('^') {
        Some(letter) => {
            let mut letter_chars = letter.chars();
            let owner = letter_chars
                .next()
                .and_then(|letter| table.owner_of_letter(letter));
            match (owner, letter_chars.next()) {
                (Some(owner), None) => Some(owner),
                _ => {
                    return Err(bad(format!(
                        "\"{text}\" must name one flag owner after '^'."
                    )));
                }
            }
        }
        None if rest.is_empty() => None,
        None => {
            return Err(bad(format!(
                "\"{text}\" has extra characters; a cell is like S4, N?, N5* or S6^N."
            )));
        }
    };
    if down && (carrier || covers.is_some()) {
        return Err(bad(format!(
            "\"{text}\": a face-down piece neither carries nor covers a flag."
        )));
    }
    Ok(Some(CellText {
        owner: Some(owner),
        kind,
        down,
        carrier,
        covers,
    }))
}

fn write_cell(table: &Table, cell: &Option<CellText>) -> String {
    let Some(cell) = cell else {
        return ".".to_owned();
    };
    let mut text = String::new();
    if cell.down {
        text.push('#');
    }
    if let Some(owner) = cell.owner {
        text.push(table.owner_letter(owner));
        text.push(cell.kind.map_or('?', Kind::code));
    }
    if cell.carrier {
        text.push('*');
    }
    if let Some(owner) = cell.covers {
        text.push('^');
        text.push(table.owner_letter(owner));
    }
    text
}

/// Reads `X<sep>value` entries of a per-seat (or per-owner) field; `sep` is `None` for `S0`.
fn parse_entries<T>(
    field: &str,
    value: &str,
    letter: impl Fn(char) -> Option<u8>,
    sep: Option<char>,
    parse: impl Fn(&str) -> Option<T>,
) -> Result<Vec<(u8, T)>, PositionError> {
    let mut found: Vec<(u8, T)> = Vec::new();
    for part in value.split(',') {
        let mut chars = part.chars();
        let who = chars.next().and_then(&letter);
        let rest = chars.as_str();
        let body = match sep {
            Some(sep) => rest.strip_prefix(sep),
            None => Some(rest),
        };
        let (Some(who), Some(item)) = (who, body.and_then(&parse)) else {
            return Err(bad(format!("{field}= has a bad entry \"{part}\".")));
        };
        if found.iter().any(|(seen, _)| *seen == who) {
            return Err(bad(format!("{field}= names one seat twice.")));
        }
        found.push((who, item));
    }
    Ok(found)
}

fn number(field: &str, value: &str) -> Result<u32, PositionError> {
    value
        .parse()
        .map_err(|_| bad(format!("{field}= needs a whole number, not \"{value}\".")))
}

impl PositionText {
    /// Reads a position string of the game seated at `table`.
    pub fn read(text: &str, table: Table) -> Result<PositionText, PositionError> {
        let tag = table.mode.tag();
        let mut fields = text.split_whitespace();
        match fields.next() {
            Some(first) if first == tag => {}
            Some(other) => {
                return Err(bad(format!(
                    "A position of this game starts with \"{tag}\", not \"{other}\"."
                )));
            }
            None => {
                return Err(bad(format!(
                    "The position is empty; it starts with \"{tag}\"."
                )));
            }
        }
        let board_field = fields
            .next()
            .ok_or_else(|| bad(format!("The board is missing after \"{tag}\".")))?;
        let texts = split_board(&table, board_field)?;
        let board = Config::standard(table).board();
        let mut cells = vec![None; board.len()];
        for ((at, _), cell) in order(&table).into_iter().zip(&texts) {
            cells[usize::from(at)] = parse_cell(&table, cell)?;
        }
        let to_move = fields
            .next()
            .and_then(|field| {
                let mut chars = field.chars();
                let seat = chars.next().and_then(|c| table.seat_of_letter(c));
                seat.filter(|_| chars.next().is_none())
            })
            .ok_or_else(|| bad("The side to move, a seat letter, must follow the board."))?;
        let seat_letter = |c: char| table.seat_of_letter(c);
        let owner_letter = |c: char| table.owner_of_letter(c);
        let square = |at: &str| board.parse(at).filter(|&p| board.name(p) == at);
        let colour = |text: &str| match text {
            "R" => Some(0u8),
            "K" => Some(1u8),
            _ => None,
        };
        let fanqi = table.mode == Mode::Fanqi;
        let mut passes = None;
        let mut quiet = None;
        let mut turn = None;
        let mut out = None;
        let mut homes = None;
        let mut revealed = None;
        let mut colours: Option<Option<[u8; 2]>> = None;
        let mut last_flip = None;
        let mut first_flip = None;
        for field in fields {
            let (key, value) = field.split_once('=').ok_or_else(|| {
                bad(format!(
                    "\"{field}\" is not a field; fields are written key=value."
                ))
            })?;
            let repeated = match key {
                "passes" => passes
                    .replace(parse_entries(key, value, seat_letter, None, |n| {
                        n.parse::<u32>().ok()
                    })?)
                    .is_some(),
                "quiet" => quiet.replace(number(key, value)?).is_some(),
                "turn" => turn.replace(number(key, value)?).is_some(),
                "out" => {
                    let mut seats = Vec::new();
                    for letter in value.split(',') {
                        let mut chars = letter.chars();
                        let seat = chars
                            .next()
                            .and_then(seat_letter)
                            .filter(|_| chars.next().is_none())
                            .ok_or_else(|| bad(format!("out= has a bad seat \"{letter}\".")))?;
                        if seats.contains(&seat) {
                            return Err(bad("out= names one seat twice."));
                        }
                        seats.push(seat);
                    }
                    out.replace(seats).is_some()
                }
                "homes" if table.mode == Mode::Two => homes
                    .replace(parse_entries(key, value, owner_letter, Some('@'), |at| {
                        if at == "?" {
                            Some(None)
                        } else {
                            square(at).map(Some)
                        }
                    })?)
                    .is_some(),
                "revealed" if !fanqi => revealed
                    .replace(parse_entries(key, value, owner_letter, Some('@'), square)?)
                    .is_some(),
                "colours" if fanqi => {
                    let parsed = if value == "-" {
                        None
                    } else {
                        let entries = parse_entries(key, value, seat_letter, Some(':'), colour)?;
                        let mut both = [None, None];
                        for (seat, colour) in entries {
                            both[usize::from(seat)] = Some(colour);
                        }
                        match both {
                            [Some(a), Some(b)] if a != b => Some([a, b]),
                            _ => {
                                return Err(bad(
                                    "colours= gives both seats different colours, like S:R,N:K, or is -.",
                                ));
                            }
                        }
                    };
                    colours.replace(parsed).is_some()
                }
                "last_flip" if fanqi => {
                    let entries = parse_entries(key, value, seat_letter, Some(':'), |text| {
                        if text == "-" {
                            Some(None)
                        } else {
                            colour(text).map(Some)
                        }
                    })?;
                    let mut both = [None, None];
                    for (seat, colour) in &entries {
                        both[usize::from(*seat)] = *colour;
                    }
                    if entries.len() != 2 {
                        return Err(bad("last_flip= gives both seats, like S:R,N:-."));
                    }
                    last_flip.replace(both).is_some()
                }
                "first_flip" if fanqi => {
                    let entries = parse_entries(key, value, seat_letter, Some(':'), colour)?;
                    let [(seat, colour)] = entries[..] else {
                        return Err(bad("first_flip= gives one seat and colour, like S:R."));
                    };
                    first_flip.replace((seat, colour)).is_some()
                }
                _ => {
                    return Err(bad(format!(
                        "\"{key}=\" is not a field of a {tag} position."
                    )));
                }
            };
            if repeated {
                return Err(bad(format!("The field {key}= appears twice.")));
            }
        }
        let example = table
            .all()
            .map(|seat| format!("{}0", table.letter(seat)))
            .collect::<Vec<_>>()
            .join(",");
        let passes = passes.ok_or_else(|| {
            bad(format!(
                "The field passes= is missing, e.g. passes={example}."
            ))
        })?;
        let mut per_seat = vec![None; table.seats()];
        for (seat, used) in passes {
            per_seat[usize::from(seat)] = Some(used);
        }
        let passes: Vec<u32> = per_seat.into_iter().collect::<Option<_>>().ok_or_else(|| {
            bad(format!(
                "passes= must give every seat, e.g. passes={example}."
            ))
        })?;
        let owners = table.owners();
        let homes = match homes {
            Some(entries) => {
                let mut per_owner = vec![None; owners];
                for (owner, home) in entries {
                    per_owner[usize::from(owner)] = Some(home);
                }
                Some(
                    per_owner
                        .into_iter()
                        .collect::<Option<Vec<_>>>()
                        .ok_or_else(|| {
                            bad("homes= must give every side, e.g. homes=S@b1,N@d12.")
                        })?,
                )
            }
            None => None,
        };
        let mut public = vec![None; owners];
        for (owner, at) in revealed.unwrap_or_default() {
            public[usize::from(owner)] = Some(at);
        }
        let colours = match colours {
            Some(colours) => colours,
            None if fanqi => {
                return Err(bad(
                    "The field colours= is missing, e.g. colours=- or colours=S:R,N:K.",
                ));
            }
            None => None,
        };
        Ok(PositionText {
            table,
            cells,
            to_move,
            passes,
            quiet: quiet.ok_or_else(|| bad("The field quiet= is missing, e.g. quiet=0."))?,
            turn: turn.ok_or_else(|| bad("The field turn= is missing, e.g. turn=0."))?,
            out: out.unwrap_or_default(),
            homes,
            revealed: public,
            colours,
            last_flip,
            first_flip,
        })
    }
}

impl fmt::Display for PositionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let table = &self.table;
        let board = Config::standard(*table).board();
        write!(f, "{} ", table.mode.tag())?;
        for (at, sep) in order(table) {
            write!(
                f,
                "{sep}{}",
                write_cell(table, &self.cells[usize::from(at)])
            )?;
        }
        let passes: Vec<String> = table
            .all()
            .map(|seat| format!("{}{}", table.letter(seat), self.passes[usize::from(seat)]))
            .collect();
        write!(
            f,
            " {} passes={} quiet={} turn={}",
            table.letter(self.to_move),
            passes.join(","),
            self.quiet,
            self.turn
        )?;
        if !self.out.is_empty() {
            let mut out = self.out.clone();
            out.sort();
            let letters: Vec<String> = out.iter().map(|&s| table.letter(s).to_string()).collect();
            write!(f, " out={}", letters.join(","))?;
        }
        let per_owner = |items: Vec<Option<String>>| -> String {
            items
                .into_iter()
                .enumerate()
                .filter_map(|(owner, item)| {
                    item.map(|item| format!("{}@{item}", table.owner_letter(owner as u8)))
                })
                .collect::<Vec<_>>()
                .join(",")
        };
        if let Some(homes) = &self.homes {
            let names = homes
                .iter()
                .map(|home| Some(home.map_or("?".to_owned(), |at| board.name(at).to_owned())))
                .collect();
            write!(f, " homes={}", per_owner(names))?;
        }
        if self.revealed.iter().any(Option::is_some) {
            let names = self
                .revealed
                .iter()
                .map(|at| at.map(|at| board.name(at).to_owned()))
                .collect();
            write!(f, " revealed={}", per_owner(names))?;
        }
        if table.mode == Mode::Fanqi {
            let colour = |c: u8| ['R', 'K'][usize::from(c & 1)];
            match self.colours {
                Some([s, n]) => write!(f, " colours=S:{},N:{}", colour(s), colour(n))?,
                None => f.write_str(" colours=-")?,
            }
            if let Some([s, n]) = self.last_flip {
                let last = |c: Option<u8>| c.map_or('-', colour);
                write!(f, " last_flip=S:{},N:{}", last(s), last(n))?;
            }
            if let Some((seat, c)) = self.first_flip {
                write!(f, " first_flip={}:{}", table.letter(seat), colour(c))?;
            }
        }
        Ok(())
    }
}

impl Position {
    /// Whether `view` may see the rank of `piece`.
    pub fn shows(&self, view: PositionView, piece: &Piece) -> bool {
        match view {
            PositionView::Full => true,
            _ if piece.down => false,
            _ if self.config.is_open() => true,
            PositionView::Seat(seat) if self.owner_of_seat(seat) == Some(piece.owner) => true,
            PositionView::Seat(seat)
                if self.config.sight == Sight::Allied
                    && self.config.table.partners(seat, piece.owner) =>
            {
                true
            }
            _ => piece.kind == Kind::Flag && self.revealed[usize::from(piece.owner)],
        }
    }

    /// The position string of this position as `view` may see it.
    pub fn to_text(&self, view: PositionView) -> PositionText {
        let table = self.config.table;
        let cells = (0..self.cells.len() as Square)
            .map(|at| {
                self.piece(at).map(|piece| {
                    let shown = self.shows(view, &piece);
                    CellText {
                        owner: (!piece.down || shown).then_some(piece.owner),
                        kind: shown.then_some(piece.kind),
                        down: piece.down,
                        carrier: piece.carrier,
                        covers: (0..table.owners() as u8)
                            .find(|&owner| self.covered[usize::from(owner)] == Some(at)),
                    }
                })
            })
            .collect();
        let homes = self.config.flag_carrier.then(|| {
            (0..table.owners() as u8)
                .map(|owner| {
                    let known = match view {
                        PositionView::Full => true,
                        PositionView::Seat(viewer) if viewer == owner => true,
                        _ => self.config.is_open() || self.revealed[usize::from(owner)],
                    };
                    known.then_some(self.homes[usize::from(owner)])
                })
                .collect()
        });
        let revealed = (0..table.owners() as u8)
            .map(|owner| {
                (!self.config.is_open() && self.revealed[usize::from(owner)])
                    .then(|| self.flag_point(owner))
                    .flatten()
            })
            .collect();
        let fanqi = table.mode == Mode::Fanqi;
        let colours = match self.colours {
            [Some(a), Some(b)] => Some([a, b]),
            _ => None,
        };
        let open = fanqi && colours.is_none();
        PositionText {
            table,
            cells,
            to_move: self.to_move,
            passes: self.passes[..table.seats()].to_vec(),
            quiet: self.quiet,
            turn: self.turn,
            out: table.all().filter(|&seat| self.is_out(seat)).collect(),
            homes,
            revealed,
            colours,
            last_flip: (open && self.config.fanqi_colour == FanqiColour::TwoInARow)
                .then_some(self.last_flip),
            first_flip: if open { self.first_flip } else { None },
        }
    }

    /// A position from a full-view string, checked for everything a game in play must satisfy.
    pub fn from_text(text: &PositionText, config: Config) -> Result<Position, PositionError> {
        let table = config.table;
        if text.table != table {
            return Err(bad("The position belongs to another table of players."));
        }
        let board = config.board();
        let mode = table.mode;
        let fanqi = mode == Mode::Fanqi;
        let owners = table.owners();
        let mut position = Position::empty(config);
        for &seat in &text.out {
            position.out[usize::from(seat)] = true;
        }
        let mut teams: Vec<u8> = position
            .remaining()
            .iter()
            .map(|&s| table.team(s))
            .collect();
        teams.sort();
        teams.dedup();
        if teams.is_empty() {
            return Err(bad("out= leaves nobody in the game."));
        }
        // A finished game's position reads back as decided: one side left wins.
        let decided = teams.len() < 2;
        if decided {
            let winner = position.remaining()[0];
            position.end = Some(End {
                winners: position.team_bits(winner),
                reason: super::OPPONENTS_OUT,
            });
        }
        if !decided && position.is_out(text.to_move) {
            return Err(bad("The seat to move is out of the game."));
        }
        let mut counts = vec![[0usize; 12]; owners];
        let mut flag_at: Vec<Vec<Square>> = vec![Vec::new(); owners];
        let mut face_up = 0;
        for (index, cell) in text.cells.iter().enumerate() {
            let Some(cell) = cell else { continue };
            let at = index as Square;
            let name = board.name(at);
            let (Some(owner), Some(kind)) = (cell.owner, cell.kind) else {
                return Err(bad(
                    "This position hides ranks with '?' or '#'; give the full view, with every rank.",
                ));
            };
            if usize::from(owner) >= owners || position.is_out(owner) && mode == Mode::Four {
                return Err(bad(format!(
                    "The piece on {name} belongs to a seat that is not in the game."
                )));
            }
            if !cell.down {
                face_up += 1;
            }
            counts[usize::from(owner)]
                [Kind::ALL.iter().position(|&k| k == kind).expect("a kind")] += 1;
            if kind == Kind::Mine && !fanqi {
                let arm = table.arm(owner);
                let home_rows = board
                    .local(at)
                    .is_some_and(|(a, local)| a == arm && local.row >= 5);
                if !home_rows {
                    return Err(bad(format!(
                        "The {} mine on {name} is outside its back two rows, and mines never move.",
                        table.owner_name(owner)
                    )));
                }
            }
            if kind == Kind::Flag {
                flag_at[usize::from(owner)].push(at);
            }
            if (cell.carrier || cell.covers.is_some()) && !config.carrying() {
                return Err(bad(format!(
                    "The cell on {name} carries or covers a flag, which this game's rules never allow."
                )));
            }
            if cell.carrier {
                if !kind.is_mobile() || kind == Kind::Bomb {
                    return Err(bad(format!(
                        "The {} on {name} cannot carry a flag.",
                        kind.label().name
                    )));
                }
                flag_at[usize::from(1 - owner)].push(at);
            }
            if let Some(flag_owner) = cell.covers {
                let allowed = if fanqi {
                    owner == flag_owner
                } else {
                    owner == flag_owner || kind == Kind::Bomb
                };
                if !allowed {
                    return Err(bad(format!(
                        "The piece on {name} cannot cover {}'s flag; it would carry it.",
                        table.owner_name(flag_owner)
                    )));
                }
                flag_at[usize::from(flag_owner)].push(at);
                position.covered[usize::from(flag_owner)] = Some(at);
            }
            position.put(
                at,
                Piece {
                    owner,
                    kind,
                    carrier: cell.carrier,
                    down: cell.down,
                },
            );
        }
        for owner in 0..owners as u8 {
            let name = table.owner_name(owner);
            for (kind, &have) in Kind::ALL.iter().zip(&counts[usize::from(owner)]) {
                if have > kind.count() {
                    return Err(bad(format!(
                        "{name} has {have} of {} ({}), more than the {} one side owns.",
                        kind.label().name,
                        kind.code(),
                        kind.count()
                    )));
                }
            }
            // An eliminated seat of four has left the board; one of a game of two that lost its flag
            // has none.
            if position.is_out(owner)
                && (mode == Mode::Four || flag_at[usize::from(owner)].is_empty())
            {
                continue;
            }
            let flags = &flag_at[usize::from(owner)];
            if flags.len() != 1 {
                return Err(bad(format!(
                    "{name}'s flag must be on the board exactly once (standing, carried or covered), and it is there {} times.",
                    flags.len()
                )));
            }
            let flag = flags[0];
            if fanqi {
                continue;
            }
            let standing = position
                .piece(flag)
                .is_some_and(|p| p.kind == Kind::Flag && p.owner == owner);
            let own_headquarters = |at: Square| {
                board.is_headquarters(at)
                    && board
                        .local(at)
                        .is_some_and(|(arm, _)| arm == table.arm(owner))
            };
            position.homes[usize::from(owner)] = match &text.homes {
                Some(homes) if config.flag_carrier => {
                    let home = homes[usize::from(owner)].ok_or_else(|| {
                        bad("homes= must name every flag's headquarters in a full-view position.")
                    })?;
                    if !own_headquarters(home) {
                        return Err(bad(format!(
                            "{name}'s flag home {} is not one of its headquarters.",
                            board.name(home)
                        )));
                    }
                    if standing && flag != home {
                        return Err(bad(format!(
                            "{name}'s flag stands on {}, away from its home {}; a flag only moves when carried.",
                            board.name(flag),
                            board.name(home)
                        )));
                    }
                    home
                }
                Some(_) => return Err(bad("homes= belongs to games with flag_carrier=on.")),
                None if config.flag_carrier => {
                    return Err(bad(
                        "With flag_carrier=on the position needs homes=, e.g. homes=S@b1,N@d12.",
                    ));
                }
                None => {
                    if !own_headquarters(flag) {
                        return Err(bad(format!(
                            "{name}'s flag is on {}, and it must stand on one of its own headquarters.",
                            board.name(flag)
                        )));
                    }
                    flag
                }
            };
            if let Some(at) = text.revealed[usize::from(owner)] {
                if at != flag {
                    return Err(bad(format!(
                        "revealed= puts {name}'s flag on {}, but it is on {}.",
                        board.name(at),
                        board.name(flag)
                    )));
                }
                if config.is_open() {
                    return Err(bad("revealed= is not written when every rank is open."));
                }
                position.revealed[usize::from(owner)] = true;
            } else if !standing && !config.is_open() {
                return Err(bad(format!(
                    "{name}'s flag is carried or covered, so revealed= must list it."
                )));
            }
        }
        for seat in table.all() {
            let used = text.passes[usize::from(seat)];
            // A seat that is out may have made the pass that put it out.
            let allowed = config.pass_limit + u32::from(position.is_out(seat));
            if used > allowed {
                return Err(bad(format!(
                    "{} has used {used} passes, more than pass_limit={} allows.",
                    table.name(seat),
                    config.pass_limit
                )));
            }
        }
        if fanqi {
            match text.colours {
                Some(colours) => {
                    if text.last_flip.is_some() || text.first_flip.is_some() {
                        return Err(bad(
                            "last_flip= and first_flip= are written only while colours are open.",
                        ));
                    }
                    position.colours = colours.map(Some);
                }
                None => {
                    let carried = position.covered.iter().any(Option::is_some)
                        || position.cells.iter().flatten().any(|p| p.carrier);
                    if carried {
                        return Err(bad(
                            "No piece has moved while colours are open, so no flag can be carried or covered.",
                        ));
                    }
                    if face_up > 0 && position.down.is_empty() {
                        return Err(bad("Every piece is face up, so the colours must be fixed."));
                    }
                    if config.fanqi_colour == FanqiColour::FirstFlip && face_up > 0 {
                        return Err(bad(
                            "Under fanqi_colour=first_flip the first flip fixes the colours, so colours= must give them.",
                        ));
                    }
                    if text.first_flip.is_some() != (face_up > 0) {
                        return Err(bad(
                            "first_flip= names the game's first flip exactly when a piece is face up and colours are open.",
                        ));
                    }
                    let two = config.fanqi_colour == FanqiColour::TwoInARow;
                    if text.last_flip.is_some() != two {
                        return Err(bad(
                            "last_flip= is written exactly under fanqi_colour=two_in_a_row while colours are open.",
                        ));
                    }
                    position.last_flip = text.last_flip.unwrap_or([None, None]);
                    position.first_flip = text.first_flip;
                }
            }
        }
        // A count at its limit is a game drawn by it, as a finished game's position says.
        let draw = |reason| Some(End { winners: 0, reason });
        if position.end.is_none()
            && config.no_capture_limit > 0
            && text.quiet >= config.no_capture_limit
        {
            position.end = draw(EndReason::NO_CAPTURE);
        }
        if position.end.is_none() && config.turn_cap > 0 && text.turn >= config.turn_cap {
            position.end = draw(super::TURN_CAP);
        }
        position.to_move = text.to_move;
        for seat in table.all() {
            position.passes[usize::from(seat)] = text.passes[usize::from(seat)];
        }
        position.quiet = text.quiet;
        position.turn = text.turn;
        Ok(position)
    }
}
