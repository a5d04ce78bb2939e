//! Position strings (§11.6) in their three views, read and written with an exact round trip.

use super::board::{POINTS, Square, is_headquarters, parse_square, square_at, square_name};
use super::piece::{Kind, Piece, Side};
use super::position::Position;
use super::setup::Local;
use crate::model::PositionError;
use std::fmt;
use std::str::FromStr;

/// Whose eyes a position string is written for (§11.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionView {
    /// Every rank.
    Full,
    /// What the public channel may see: `?` except public flags.
    Public,
    /// One side's view: its own ranks, the opponent's as in public.
    Seat(Side),
}

/// One occupied cell of a position string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellText {
    /// Whose piece.
    pub side: Side,
    /// Its kind, or `None` for `?`.
    pub kind: Option<Kind>,
    /// `*`: it carries the enemy flag.
    pub carrier: bool,
    /// `^X`: it covers X's flag.
    pub covers: Option<Side>,
}

/// A parsed position string: the board as one view shows it, and the counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionText {
    /// The cells, indexed by square.
    pub cells: Vec<Option<CellText>>,
    /// The side to move.
    pub to_move: Side,
    /// Passes used, per side.
    pub passes: [u32; 2],
    /// The no-capture counter.
    pub quiet: u32,
    /// Turns completed.
    pub turn: u32,
    /// Flag home headquarters per side (`flag_carrier`); `Some(None)` is `S@?`.
    pub homes: Option<[Option<Square>; 2]>,
    /// Public flags per side, with where they are.
    pub revealed: [Option<Square>; 2],
}

fn bad(sentence: impl Into<String>) -> PositionError {
    PositionError::new(sentence)
}

fn parse_cell(text: &str) -> Result<Option<CellText>, PositionError> {
    if text == "." {
        return Ok(None);
    }
    let mut chars = text.chars();
    let side = chars.next().and_then(Side::from_letter).ok_or_else(|| {
        bad(format!(
            "\"{text}\" is not a cell; write '.', or S or N then a piece code or '?'."
        ))
    })?;
    let code = chars.next().ok_or_else(|| {
        bad(format!(
            "\"{text}\" needs a piece code or '?' after the side."
        ))
    })?;
    let kind = match code {
        '?' => None,
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
        Some(owner) => {
            let mut owner_chars = owner.chars();
            let side = owner_chars.next().and_then(Side::from_letter);
            match (side, owner_chars.next()) {
                (Some(side), None) => Some(side),
                _ => {
                    return Err(bad(format!(
                        "\"{text}\" must name one side after '^', S or N."
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
    Ok(Some(CellText {
        side,
        kind,
        carrier,
        covers,
    }))
}

fn parse_per_side<T>(
    field: &str,
    value: &str,
    parse: impl Fn(&str) -> Option<T>,
) -> Result<[Option<T>; 2], PositionError> {
    let mut found: [Option<T>; 2] = [None, None];
    for part in value.split(',') {
        let side = part.chars().next().and_then(Side::from_letter);
        let parsed = side.and_then(|side| parse(&part[1..]).map(|v| (side, v)));
        let Some((side, item)) = parsed else {
            return Err(bad(format!("{field}= has a bad entry \"{part}\".")));
        };
        if found[side.index()].is_some() {
            return Err(bad(format!("{field}= names {} twice.", side.name())));
        }
        found[side.index()] = Some(item);
    }
    Ok(found)
}

fn number(field: &str, value: &str) -> Result<u32, PositionError> {
    value
        .parse()
        .map_err(|_| bad(format!("{field}= needs a whole number, not \"{value}\".")))
}

impl FromStr for PositionText {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut fields = text.split_whitespace();
        match fields.next() {
            Some("junqi2") => {}
            Some(other) => {
                return Err(bad(format!(
                    "A 2-player position starts with \"junqi2\", not \"{other}\"."
                )));
            }
            None => return Err(bad("The position is empty; it starts with \"junqi2\".")),
        }
        let board = fields
            .next()
            .ok_or_else(|| bad("The board is missing after \"junqi2\"."))?;
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 12 {
            return Err(bad(format!(
                "The board has {} ranks separated by '/', and it needs 12.",
                rows.len()
            )));
        }
        let mut cells = vec![None; POINTS];
        for (index, row) in rows.iter().enumerate() {
            let rank = 12 - index as u8;
            let row_cells: Vec<&str> = row.split(',').collect();
            if row_cells.len() != 5 {
                return Err(bad(format!(
                    "Rank {rank} has {} cells separated by ',', and it needs 5.",
                    row_cells.len()
                )));
            }
            for (file, cell) in row_cells.iter().enumerate() {
                cells[usize::from(square_at(file as u8, rank))] = parse_cell(cell)?;
            }
        }
        let to_move = fields
            .next()
            .and_then(|field| {
                let mut chars = field.chars();
                let side = chars.next().and_then(Side::from_letter);
                side.filter(|_| chars.next().is_none())
            })
            .ok_or_else(|| bad("The side to move, S or N, must follow the board."))?;
        let mut passes = None;
        let mut quiet = None;
        let mut turn = None;
        let mut homes = None;
        let mut revealed = None;
        for field in fields {
            let (key, value) = field.split_once('=').ok_or_else(|| {
                bad(format!(
                    "\"{field}\" is not a field; fields are written key=value."
                ))
            })?;
            let repeated = match key {
                "passes" => passes
                    .replace(parse_per_side("passes", value, |n| n.parse::<u32>().ok())?)
                    .is_some(),
                "quiet" => quiet.replace(number(key, value)?).is_some(),
                "turn" => turn.replace(number(key, value)?).is_some(),
                "homes" => homes
                    .replace(parse_per_side("homes", value, |rest| {
                        let at = rest.strip_prefix('@')?;
                        if at == "?" {
                            Some(None)
                        } else {
                            parse_square(at)
                                .filter(|_| at == at.to_ascii_lowercase())
                                .map(Some)
                        }
                    })?)
                    .is_some(),
                "revealed" => revealed
                    .replace(parse_per_side("revealed", value, |rest| {
                        let at = rest.strip_prefix('@')?;
                        parse_square(at).filter(|_| at == at.to_ascii_lowercase())
                    })?)
                    .is_some(),
                _ => {
                    return Err(bad(format!(
                        "\"{key}=\" is not a field of a 2-player position; use passes, quiet, turn, homes and revealed."
                    )));
                }
            };
            if repeated {
                return Err(bad(format!("The field {key}= appears twice.")));
            }
        }
        let passes =
            passes.ok_or_else(|| bad("The field passes= is missing, e.g. passes=S0,N0."))?;
        let [Some(south), Some(north)] = passes else {
            return Err(bad("passes= must give both sides, e.g. passes=S0,N0."));
        };
        let homes = match homes {
            Some([Some(south), Some(north)]) => Some([south, north]),
            Some(_) => return Err(bad("homes= must give both sides, e.g. homes=S@b1,N@d12.")),
            None => None,
        };
        Ok(PositionText {
            cells,
            to_move,
            passes: [south, north],
            quiet: quiet.ok_or_else(|| bad("The field quiet= is missing, e.g. quiet=0."))?,
            turn: turn.ok_or_else(|| bad("The field turn= is missing, e.g. turn=0."))?,
            homes,
            revealed: revealed.unwrap_or([None, None]),
        })
    }
}

impl fmt::Display for PositionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("junqi2 ")?;
        for rank in (1..=12u8).rev() {
            for file in 0..5u8 {
                let cell = &self.cells[usize::from(square_at(file, rank))];
                match cell {
                    None => f.write_str(".")?,
                    Some(cell) => {
                        let code = cell.kind.map_or('?', Kind::code);
                        write!(f, "{}{code}", cell.side.letter())?;
                        if cell.carrier {
                            f.write_str("*")?;
                        }
                        if let Some(owner) = cell.covers {
                            write!(f, "^{}", owner.letter())?;
                        }
                    }
                }
                if file < 4 {
                    f.write_str(",")?;
                }
            }
            if rank > 1 {
                f.write_str("/")?;
            }
        }
        write!(
            f,
            " {} passes=S{},N{} quiet={} turn={}",
            self.to_move.letter(),
            self.passes[0],
            self.passes[1],
            self.quiet,
            self.turn
        )?;
        let per_side = |items: [Option<String>; 2]| -> String {
            Side::BOTH
                .iter()
                .zip(items)
                .filter_map(|(side, item)| item.map(|item| format!("{}@{item}", side.letter())))
                .collect::<Vec<_>>()
                .join(",")
        };
        if let Some(homes) = self.homes {
            let names = homes.map(|home| Some(home.map_or("?".to_owned(), square_name)));
            write!(f, " homes={}", per_side(names))?;
        }
        if self.revealed.iter().any(Option::is_some) {
            write!(
                f,
                " revealed={}",
                per_side(self.revealed.map(|at| at.map(square_name)))
            )?;
        }
        Ok(())
    }
}

impl Position {
    /// The position string of this position as `view` may see it.
    pub fn to_text(&self, view: PositionView) -> PositionText {
        let open = self.options.is_open();
        let shows = |piece: &Piece| match view {
            PositionView::Full => true,
            _ if open => true,
            PositionView::Seat(side) if side == piece.side => true,
            _ => piece.kind == Kind::Flag && self.revealed[piece.side.index()],
        };
        let cells = (0..POINTS as Square)
            .map(|at| {
                self.piece(at).map(|piece| CellText {
                    side: piece.side,
                    kind: shows(&piece).then_some(piece.kind),
                    carrier: piece.carrier,
                    covers: Side::BOTH
                        .into_iter()
                        .find(|&owner| self.covered[owner.index()] == Some(at)),
                })
            })
            .collect();
        let homes = self.options.flag_carrier.then(|| {
            Side::BOTH.map(|side| {
                let known = match view {
                    PositionView::Full => true,
                    PositionView::Seat(viewer) if viewer == side => true,
                    _ => open || self.revealed[side.index()],
                };
                known.then_some(self.homes[side.index()])
            })
        });
        let revealed = if open {
            [None, None]
        } else {
            Side::BOTH.map(|side| {
                self.revealed[side.index()]
                    .then(|| self.flag_point(side))
                    .flatten()
            })
        };
        PositionText {
            cells,
            to_move: self.to_move,
            passes: self.passes,
            quiet: self.quiet,
            turn: self.turn,
            homes,
            revealed,
        }
    }

    /// A position from a full-view string, checked for everything a game in play must satisfy.
    pub fn from_text(
        text: &PositionText,
        options: super::options::JunqiOptions,
    ) -> Result<Position, PositionError> {
        let mut position = Position::empty(options);
        let mut counts = [[0usize; 12]; 2];
        let mut flag_at: [Vec<Square>; 2] = [Vec::new(), Vec::new()];
        for (index, cell) in text.cells.iter().enumerate() {
            let Some(cell) = cell else { continue };
            let at = index as Square;
            let name = square_name(at);
            let kind = cell.kind.ok_or_else(|| {
                bad("This position hides ranks with '?'; give the full view, with every rank.")
            })?;
            let side = cell.side;
            counts[side.index()][Kind::ALL.iter().position(|&k| k == kind).expect("a kind")] += 1;
            if kind == Kind::Mine && Local::of_square(side, at).is_none_or(|local| local.row < 5) {
                return Err(bad(format!(
                    "The {} mine on {name} is outside its back two rows, and mines never move.",
                    side.name()
                )));
            }
            if kind == Kind::Flag {
                flag_at[side.index()].push(at);
            }
            if (cell.carrier || cell.covers.is_some()) && !options.flag_carrier {
                return Err(bad(format!(
                    "The cell on {name} carries or covers a flag, which needs flag_carrier=on."
                )));
            }
            if cell.carrier {
                if matches!(kind, Kind::Bomb | Kind::Mine | Kind::Flag) {
                    return Err(bad(format!(
                        "The {} on {name} cannot carry a flag.",
                        kind.label().name
                    )));
                }
                flag_at[side.opponent().index()].push(at);
            }
            if let Some(owner) = cell.covers {
                if side != owner && kind != Kind::Bomb {
                    return Err(bad(format!(
                        "The {} piece on {name} would carry {}'s flag, not cover it; only the owner's pieces and enemy bombs cover a flag.",
                        side.name(),
                        owner.name()
                    )));
                }
                flag_at[owner.index()].push(at);
                position.covered[owner.index()] = Some(at);
            }
            position.put(
                at,
                Piece {
                    side,
                    kind,
                    carrier: cell.carrier,
                },
            );
        }
        for side in Side::BOTH {
            for (kind, &have) in Kind::ALL.iter().zip(&counts[side.index()]) {
                if have > kind.count() {
                    return Err(bad(format!(
                        "{} has {have} of {} ({}), more than the {} a side owns.",
                        side.name(),
                        kind.label().name,
                        kind.code(),
                        kind.count()
                    )));
                }
            }
            let flags = &flag_at[side.index()];
            if flags.len() != 1 {
                return Err(bad(format!(
                    "{}'s flag must be on the board exactly once (standing, carried or covered), and it is there {} times.",
                    side.name(),
                    flags.len()
                )));
            }
            let flag = flags[0];
            let standing = position
                .piece(flag)
                .is_some_and(|p| p.kind == Kind::Flag && p.side == side);
            let own_headquarters =
                |at: Square| is_headquarters(at) && Local::of_square(side, at).is_some();
            position.homes[side.index()] = match text.homes {
                Some(homes) if options.flag_carrier => {
                    let home = homes[side.index()].ok_or_else(|| {
                        bad("homes= must name every flag's headquarters in a full-view position.")
                    })?;
                    if !own_headquarters(home) {
                        return Err(bad(format!(
                            "{}'s flag home {} is not one of its headquarters.",
                            side.name(),
                            square_name(home)
                        )));
                    }
                    if standing && flag != home {
                        return Err(bad(format!(
                            "{}'s flag stands on {}, away from its home {}; a flag only moves when carried.",
                            side.name(),
                            square_name(flag),
                            square_name(home)
                        )));
                    }
                    home
                }
                Some(_) => return Err(bad("homes= belongs to games with flag_carrier=on.")),
                None if options.flag_carrier => {
                    return Err(bad(
                        "With flag_carrier=on the position needs homes=, e.g. homes=S@b1,N@d12.",
                    ));
                }
                None => {
                    if !own_headquarters(flag) {
                        return Err(bad(format!(
                            "{}'s flag is on {}, and it must stand on one of its own headquarters.",
                            side.name(),
                            square_name(flag)
                        )));
                    }
                    flag
                }
            };
            if let Some(at) = text.revealed[side.index()] {
                if at != flag {
                    return Err(bad(format!(
                        "revealed= puts {}'s flag on {}, but it is on {}.",
                        side.name(),
                        square_name(at),
                        square_name(flag)
                    )));
                }
                position.revealed[side.index()] = true;
            } else if !standing && !options.is_open() {
                return Err(bad(format!(
                    "{}'s flag is carried or covered, so revealed= must list it.",
                    side.name()
                )));
            }
            if text.passes[side.index()] > options.pass_limit {
                return Err(bad(format!(
                    "{} has used {} passes, more than pass_limit={} allows.",
                    side.name(),
                    text.passes[side.index()],
                    options.pass_limit
                )));
            }
        }
        if options.no_capture_limit > 0 && text.quiet >= options.no_capture_limit {
            return Err(bad(format!(
                "quiet={} has already reached the no-capture limit of {}.",
                text.quiet, options.no_capture_limit
            )));
        }
        if options.turn_cap > 0 && text.turn >= options.turn_cap {
            return Err(bad(format!(
                "turn={} has already reached turn_cap={}.",
                text.turn, options.turn_cap
            )));
        }
        position.to_move = text.to_move;
        position.passes = text.passes;
        position.quiet = text.quiet;
        position.turn = text.turn;
        Ok(position)
    }
}
