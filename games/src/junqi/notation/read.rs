//! Reading a position string: the tag, the board cell by cell, the side to move, then the `key=value`
//! fields, each checked on its own and then for what a whole position needs.

use super::{CellText, PositionText, bad, order};
use crate::junqi::board::{Board, Square};
use crate::junqi::config::{Config, Mode, Table};
use crate::junqi::piece::Kind;
use crate::model::PositionError;

impl PositionText {
    /// Reads a position string of the game seated at `table`.
    pub fn read(text: &str, table: Table) -> Result<PositionText, PositionError> {
        let mut fields = text.split_whitespace();
        read_tag(&table, fields.next())?;
        let board_field = fields.next().ok_or_else(|| {
            bad(format!(
                "The board is missing after \"{}\".",
                table.mode.tag()
            ))
        })?;
        let board = Config::standard(table).board();
        let cells = read_cells(&table, board, board_field)?;
        let to_move = read_to_move(&table, fields.next())?;
        let mut found = Fields::default();
        for field in fields {
            found.read(&table, board, field)?;
        }
        found.into_text(table, cells, to_move)
    }
}

/// Checks that a position starts with its game's tag (`junqi2`, `junqi4`, `fanqi`).
fn read_tag(table: &Table, first: Option<&str>) -> Result<(), PositionError> {
    let tag = table.mode.tag();
    match first {
        Some(first) if first == tag => Ok(()),
        Some(other) => Err(bad(format!(
            "A position of this game starts with \"{tag}\", not \"{other}\"."
        ))),
        None => Err(bad(format!(
            "The position is empty; it starts with \"{tag}\"."
        ))),
    }
}

/// The cells of a board field, indexed by point.
fn read_cells(
    table: &Table,
    board: &Board,
    field: &str,
) -> Result<Vec<Option<CellText>>, PositionError> {
    let texts = split_board(table, field)?;
    let mut cells = vec![None; board.len()];
    for ((at, _), cell) in order(table).into_iter().zip(&texts) {
        cells[usize::from(at)] = parse_cell(table, cell)?;
    }
    Ok(cells)
}

/// The side to move: one seat letter after the board.
fn read_to_move(table: &Table, field: Option<&str>) -> Result<u8, PositionError> {
    field
        .and_then(|field| {
            let mut chars = field.chars();
            let seat = chars.next().and_then(|c| table.seat_of_letter(c));
            seat.filter(|_| chars.next().is_none())
        })
        .ok_or_else(|| bad("The side to move, a seat letter, must follow the board."))
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
/// Reads one cell: `.`, `#` (face down, rank unknown), or an owner letter, a piece code or `?`, then
/// `*` (it carries an enemy flag) or `^X` (it covers X's flag); 翻棋 cells may start with `#`.
fn parse_cell(table: &Table, text: &str) -> Result<Option<CellText>, PositionError> {
    if text == "." {
        return Ok(None);
    }
    let (down, body) = face_down_prefix(table, text)?;
    if down && body.is_empty() {
        return Ok(Some(CellText {
            owner: None,
            kind: None,
            down,
            carrier: false,
            covers: None,
        }));
    }
    let mut chars = body.chars();
    let owner = cell_owner(table, text, chars.next())?;
    let kind = cell_kind(text, chars.next(), down)?;
    let (carrier, covers) = flag_marks(table, text, chars.as_str())?;
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

/// Whether a cell is face down (`#`, 翻棋 only), and the rest of it.
fn face_down_prefix<'a>(table: &Table, text: &'a str) -> Result<(bool, &'a str), PositionError> {
    match text.strip_prefix('#') {
        Some(rest) if table.mode == Mode::Fanqi => Ok((true, rest)),
        Some(_) => Err(bad(format!(
            "\"{text}\": face-down pieces '#' belong to 翻棋 positions."
        ))),
        None => Ok((false, text)),
    }
}

/// The owner named by a cell's first letter.
fn cell_owner(table: &Table, text: &str, letter: Option<char>) -> Result<u8, PositionError> {
    let letters = if table.mode == Mode::Fanqi {
        "R or K"
    } else {
        "a seat letter"
    };
    letter
        .and_then(|letter| table.owner_of_letter(letter))
        .ok_or_else(|| {
            bad(format!(
                "\"{text}\" is not a cell of this game; write '.', or {letters} then a piece code or '?'."
            ))
        })
}

/// The kind named by a cell's piece code; `None` for `?`, which a face-down cell never writes.
fn cell_kind(text: &str, code: Option<char>, down: bool) -> Result<Option<Kind>, PositionError> {
    let code = code.ok_or_else(|| {
        bad(format!(
            "\"{text}\" needs a piece code or '?' after the owner."
        ))
    })?;
    match code {
        '?' if !down => Ok(None),
        _ => Kind::from_code(code).map(Some).ok_or_else(|| {
            bad(format!(
                "\"{code}\" in \"{text}\" is not a piece code; use 9 to 1, B, M, F or ?."
            ))
        }),
    }
}

/// What follows a cell's piece code: `*` (it carries an enemy flag), then `^X` (it covers X's flag).
fn flag_marks(table: &Table, text: &str, rest: &str) -> Result<(bool, Option<u8>), PositionError> {
    let carrier = rest.starts_with('*');
    let rest = if carrier { &rest[1..] } else { rest };
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
    Ok((carrier, covers))
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

/// A 翻棋 colour letter: `R` red (0) or `K` black (1).
fn colour(text: &str) -> Option<u8> {
    match text {
        "R" => Some(0),
        "K" => Some(1),
        _ => None,
    }
}

/// A point written by its name, only as the board names it.
fn square(board: &Board, at: &str) -> Option<Square> {
    board.parse(at).filter(|&p| board.name(p) == at)
}

/// The fields after the side to move, as read so far; each may appear once.
#[derive(Default)]
struct Fields {
    passes: Option<Vec<(u8, u32)>>,
    quiet: Option<u32>,
    turn: Option<u32>,
    out: Option<Vec<u8>>,
    homes: Option<Vec<(u8, Option<Square>)>>,
    revealed: Option<Vec<(u8, Square)>>,
    colours: Option<Option<[u8; 2]>>,
    last_flip: Option<[Option<u8>; 2]>,
    first_flip: Option<(u8, u8)>,
}

impl Fields {
    /// Reads one `key=value` field of this game's position; a field given twice is refused.
    fn read(&mut self, table: &Table, board: &Board, field: &str) -> Result<(), PositionError> {
        let (key, value) = field.split_once('=').ok_or_else(|| {
            bad(format!(
                "\"{field}\" is not a field; fields are written key=value."
            ))
        })?;
        let seat_letter = |c: char| table.seat_of_letter(c);
        let owner_letter = |c: char| table.owner_of_letter(c);
        let fanqi = table.mode == Mode::Fanqi;
        let repeated = match key {
            "passes" => self
                .passes
                .replace(parse_entries(key, value, seat_letter, None, |n| {
                    n.parse::<u32>().ok()
                })?)
                .is_some(),
            "quiet" => self.quiet.replace(number(key, value)?).is_some(),
            "turn" => self.turn.replace(number(key, value)?).is_some(),
            "out" => self.out.replace(read_out(table, value)?).is_some(),
            "homes" if table.mode == Mode::Two => self
                .homes
                .replace(parse_entries(key, value, owner_letter, Some('@'), |at| {
                    if at == "?" {
                        Some(None)
                    } else {
                        square(board, at).map(Some)
                    }
                })?)
                .is_some(),
            "revealed" if !fanqi => self
                .revealed
                .replace(parse_entries(key, value, owner_letter, Some('@'), |at| {
                    square(board, at)
                })?)
                .is_some(),
            "colours" if fanqi => self.colours.replace(read_colours(table, value)?).is_some(),
            "last_flip" if fanqi => self
                .last_flip
                .replace(read_last_flip(table, value)?)
                .is_some(),
            "first_flip" if fanqi => {
                let entries = parse_entries(key, value, seat_letter, Some(':'), colour)?;
                let [(seat, colour)] = entries[..] else {
                    return Err(bad("first_flip= gives one seat and colour, like S:R."));
                };
                self.first_flip.replace((seat, colour)).is_some()
            }
            _ => {
                return Err(bad(format!(
                    "\"{key}=\" is not a field of a {} position.",
                    table.mode.tag()
                )));
            }
        };
        if repeated {
            return Err(bad(format!("The field {key}= appears twice.")));
        }
        Ok(())
    }

    /// The position text, once every field it needs is there.
    fn into_text(
        self,
        table: Table,
        cells: Vec<Option<CellText>>,
        to_move: u8,
    ) -> Result<PositionText, PositionError> {
        let passes = passes_per_seat(&table, self.passes)?;
        let owners = table.owners();
        let homes = match self.homes {
            Some(entries) => Some(
                per_owner(owners, entries)
                    .into_iter()
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| bad("homes= must give every side, e.g. homes=S@b1,N@d12."))?,
            ),
            None => None,
        };
        let revealed = per_owner(owners, self.revealed.unwrap_or_default());
        let colours = match self.colours {
            Some(colours) => colours,
            None if table.mode == Mode::Fanqi => {
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
            quiet: self
                .quiet
                .ok_or_else(|| bad("The field quiet= is missing, e.g. quiet=0."))?,
            turn: self
                .turn
                .ok_or_else(|| bad("The field turn= is missing, e.g. turn=0."))?,
            out: self.out.unwrap_or_default(),
            homes,
            revealed,
            colours,
            last_flip: self.last_flip,
            first_flip: self.first_flip,
        })
    }
}

/// The `out=` seats: seat letters, none twice.
fn read_out(table: &Table, value: &str) -> Result<Vec<u8>, PositionError> {
    let mut seats = Vec::new();
    for letter in value.split(',') {
        let mut chars = letter.chars();
        let seat = chars
            .next()
            .and_then(|c| table.seat_of_letter(c))
            .filter(|_| chars.next().is_none())
            .ok_or_else(|| bad(format!("out= has a bad seat \"{letter}\".")))?;
        if seats.contains(&seat) {
            return Err(bad("out= names one seat twice."));
        }
        seats.push(seat);
    }
    Ok(seats)
}

/// 翻棋 `colours=`: `-` while open, or both seats with different colours (`S:R,N:K`).
fn read_colours(table: &Table, value: &str) -> Result<Option<[u8; 2]>, PositionError> {
    if value == "-" {
        return Ok(None);
    }
    let entries = parse_entries(
        "colours",
        value,
        |c| table.seat_of_letter(c),
        Some(':'),
        colour,
    )?;
    let mut both = [None, None];
    for (seat, colour) in entries {
        both[usize::from(seat)] = Some(colour);
    }
    match both {
        [Some(a), Some(b)] if a != b => Ok(Some([a, b])),
        _ => Err(bad(
            "colours= gives both seats different colours, like S:R,N:K, or is -.",
        )),
    }
}

/// 翻棋 `last_flip=`: each seat's last flip's colour, `-` for none (`S:R,N:-`).
fn read_last_flip(table: &Table, value: &str) -> Result<[Option<u8>; 2], PositionError> {
    let entries = parse_entries(
        "last_flip",
        value,
        |c| table.seat_of_letter(c),
        Some(':'),
        |text| {
            if text == "-" {
                Some(None)
            } else {
                colour(text).map(Some)
            }
        },
    )?;
    let mut both = [None, None];
    for (seat, colour) in &entries {
        both[usize::from(*seat)] = *colour;
    }
    if entries.len() != 2 {
        return Err(bad("last_flip= gives both seats, like S:R,N:-."));
    }
    Ok(both)
}

/// Every seat's passes from `passes=`, which must be there and give every seat.
fn passes_per_seat(
    table: &Table,
    passes: Option<Vec<(u8, u32)>>,
) -> Result<Vec<u32>, PositionError> {
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
    per_seat.into_iter().collect::<Option<_>>().ok_or_else(|| {
        bad(format!(
            "passes= must give every seat, e.g. passes={example}."
        ))
    })
}

/// A per-owner field's entries placed by owner; an owner not named is `None`.
fn per_owner<T>(owners: usize, entries: Vec<(u8, T)>) -> Vec<Option<T>> {
    let mut placed: Vec<Option<T>> = (0..owners).map(|_| None).collect();
    for (owner, item) in entries {
        placed[usize::from(owner)] = Some(item);
    }
    placed
}
