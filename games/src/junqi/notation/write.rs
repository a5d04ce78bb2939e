//! Writing a position string: what a view may see of a position, and the text of it.

use super::{CellText, PositionText, PositionView, order};
use crate::junqi::board::Square;
use crate::junqi::config::{Config, FanqiColour, Mode, Sight, Table};
use crate::junqi::piece::{Kind, Piece};
use crate::junqi::position::Position;
use std::fmt;

/// One cell as written: `.`, or `#`, the owner letter and piece code (`?` when hidden), `*` and `^X`.
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
}
