//! A position loaded from a full-view position string, checked for everything a game in play must
//! satisfy: who is out, each cell alone, each side's pieces and flag, the passes, 翻棋's colours, and
//! the counters that end a game.

use super::{CellText, PositionText, bad};
use crate::junqi::board::Square;
use crate::junqi::config::{Config, FanqiColour, Mode};
use crate::junqi::piece::{Kind, Piece};
use crate::junqi::position::{End, Position};
use crate::model::{EndReason, PositionError};

/// What the cells hold, for the checks of each side.
struct Found {
    /// Per owner, how many pieces of each kind, in the order of [`Kind::ALL`].
    counts: Vec<[usize; 12]>,
    /// Per owner, every point its flag is on: standing, carried or covered.
    flag_at: Vec<Vec<Square>>,
    /// How many pieces are face up.
    face_up: usize,
}

impl Position {
    /// A position from a full-view string, checked for everything a game in play must satisfy.
    pub fn from_text(text: &PositionText, config: Config) -> Result<Position, PositionError> {
        let table = config.table;
        if text.table != table {
            return Err(bad("The position belongs to another table of players."));
        }
        let mut position = Position::empty(config);
        position.take_out_seats(text)?;
        let found = position.place_cells(text)?;
        for owner in 0..table.owners() as u8 {
            position.check_side(text, owner, &found)?;
        }
        position.check_passes(text)?;
        if table.mode == Mode::Fanqi {
            position.take_colours(text, found.face_up)?;
        }
        position.take_counters(text);
        Ok(position)
    }

    /// Marks the seats that are out; with one team left the position reads as a game it has won.
    fn take_out_seats(&mut self, text: &PositionText) -> Result<(), PositionError> {
        let table = self.config.table;
        for &seat in &text.out {
            self.out[usize::from(seat)] = true;
        }
        let mut teams: Vec<u8> = self.remaining().iter().map(|&s| table.team(s)).collect();
        teams.sort();
        teams.dedup();
        if teams.is_empty() {
            return Err(bad("out= leaves nobody in the game."));
        }
        // A finished game's position reads back as decided: one side left wins.
        let decided = teams.len() < 2;
        if decided {
            let winner = self.remaining()[0];
            self.end = Some(End {
                winners: self.team_bits(winner),
                reason: crate::junqi::OPPONENTS_OUT,
            });
        }
        if !decided && self.is_out(text.to_move) {
            return Err(bad("The seat to move is out of the game."));
        }
        Ok(())
    }

    /// Puts every cell's piece on the board, each checked alone.
    fn place_cells(&mut self, text: &PositionText) -> Result<Found, PositionError> {
        let owners = self.config.table.owners();
        let mut found = Found {
            counts: vec![[0; 12]; owners],
            flag_at: vec![Vec::new(); owners],
            face_up: 0,
        };
        for (index, cell) in text.cells.iter().enumerate() {
            if let Some(cell) = cell {
                self.place_cell(index as Square, cell, &mut found)?;
            }
        }
        Ok(found)
    }

    /// Puts one cell's piece on `at`: a seat in the game, a mine on its back rows, a flag carried or
    /// covered only as the rules allow.
    fn place_cell(
        &mut self,
        at: Square,
        cell: &CellText,
        found: &mut Found,
    ) -> Result<(), PositionError> {
        let config = self.config;
        let table = config.table;
        let name = config.board().name(at);
        let (Some(owner), Some(kind)) = (cell.owner, cell.kind) else {
            return Err(bad(
                "This position hides ranks with '?' or '#'; give the full view, with every rank.",
            ));
        };
        if usize::from(owner) >= table.owners() || self.is_out(owner) && table.mode == Mode::Four {
            return Err(bad(format!(
                "The piece on {name} belongs to a seat that is not in the game."
            )));
        }
        if !cell.down {
            found.face_up += 1;
        }
        found.counts[usize::from(owner)]
            [Kind::ALL.iter().position(|&k| k == kind).expect("a kind")] += 1;
        if kind == Kind::Mine && table.mode != Mode::Fanqi && !self.on_home_rows(owner, at) {
            return Err(bad(format!(
                "The {} mine on {name} is outside its back two rows, and mines never move.",
                table.owner_name(owner)
            )));
        }
        if kind == Kind::Flag {
            found.flag_at[usize::from(owner)].push(at);
        }
        self.take_flag_marks(at, cell, owner, kind, found)?;
        self.put(
            at,
            Piece {
                owner,
                kind,
                carrier: cell.carrier,
                down: cell.down,
            },
        );
        Ok(())
    }

    /// Whether `at` is on one of `owner`'s back two rows, where its mines stand.
    fn on_home_rows(&self, owner: u8, at: Square) -> bool {
        let arm = self.config.table.arm(owner);
        self.config
            .board()
            .local(at)
            .is_some_and(|(a, local)| a == arm && local.row >= 5)
    }

    /// Records a cell's carried (`*`) or covered (`^X`) flag, when the rules and the piece allow it.
    fn take_flag_marks(
        &mut self,
        at: Square,
        cell: &CellText,
        owner: u8,
        kind: Kind,
        found: &mut Found,
    ) -> Result<(), PositionError> {
        let config = self.config;
        let name = config.board().name(at);
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
            found.flag_at[usize::from(1 - owner)].push(at);
        }
        if let Some(flag_owner) = cell.covers {
            let allowed = if config.table.mode == Mode::Fanqi {
                owner == flag_owner
            } else {
                owner == flag_owner || kind == Kind::Bomb
            };
            if !allowed {
                return Err(bad(format!(
                    "The piece on {name} cannot cover {}'s flag; it would carry it.",
                    config.table.owner_name(flag_owner)
                )));
            }
            found.flag_at[usize::from(flag_owner)].push(at);
            self.covered[usize::from(flag_owner)] = Some(at);
        }
        Ok(())
    }

    /// Checks one side: no more pieces of a kind than it owns, and its flag once on the board, from its
    /// home, and listed in `revealed=` when it is not standing.
    fn check_side(
        &mut self,
        text: &PositionText,
        owner: u8,
        found: &Found,
    ) -> Result<(), PositionError> {
        let mode = self.config.table.mode;
        let name = self.config.table.owner_name(owner);
        for (kind, &have) in Kind::ALL.iter().zip(&found.counts[usize::from(owner)]) {
            if have > kind.count() {
                return Err(bad(format!(
                    "{name} has {have} of {} ({}), more than the {} one side owns.",
                    kind.label().name,
                    kind.code(),
                    kind.count()
                )));
            }
        }
        let flags = &found.flag_at[usize::from(owner)];
        // An eliminated seat of four has left the board; one of a game of two that lost its flag
        // has none.
        if self.is_out(owner) && (mode == Mode::Four || flags.is_empty()) {
            return Ok(());
        }
        if flags.len() != 1 {
            return Err(bad(format!(
                "{name}'s flag must be on the board exactly once (standing, carried or covered), and it is there {} times.",
                flags.len()
            )));
        }
        let flag = flags[0];
        if mode == Mode::Fanqi {
            return Ok(());
        }
        let standing = self
            .piece(flag)
            .is_some_and(|p| p.kind == Kind::Flag && p.owner == owner);
        self.homes[usize::from(owner)] = self.flag_home(text, owner, flag, standing)?;
        self.take_revealed(text, owner, flag, standing)
    }

    /// The headquarters `owner`'s flag was set up in: `homes=` under `flag_carrier=on`, else where it
    /// stands.
    fn flag_home(
        &self,
        text: &PositionText,
        owner: u8,
        flag: Square,
        standing: bool,
    ) -> Result<Square, PositionError> {
        let config = self.config;
        let board = config.board();
        let name = config.table.owner_name(owner);
        let own_headquarters = |at: Square| {
            board.is_headquarters(at)
                && board
                    .local(at)
                    .is_some_and(|(arm, _)| arm == config.table.arm(owner))
        };
        match &text.homes {
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
                Ok(home)
            }
            Some(_) => Err(bad("homes= belongs to games with flag_carrier=on.")),
            None if config.flag_carrier => Err(bad(
                "With flag_carrier=on the position needs homes=, e.g. homes=S@b1,N@d12.",
            )),
            None => {
                if !own_headquarters(flag) {
                    return Err(bad(format!(
                        "{name}'s flag is on {}, and it must stand on one of its own headquarters.",
                        board.name(flag)
                    )));
                }
                Ok(flag)
            }
        }
    }

    /// Makes `owner`'s flag public as `revealed=` says: where it is, and always when it is not standing
    /// (unless every rank is open).
    fn take_revealed(
        &mut self,
        text: &PositionText,
        owner: u8,
        flag: Square,
        standing: bool,
    ) -> Result<(), PositionError> {
        let config = self.config;
        let board = config.board();
        let name = config.table.owner_name(owner);
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
            self.revealed[usize::from(owner)] = true;
        } else if !standing && !config.is_open() {
            return Err(bad(format!(
                "{name}'s flag is carried or covered, so revealed= must list it."
            )));
        }
        Ok(())
    }

    /// Checks that no seat has used more passes than `pass_limit` allows.
    fn check_passes(&self, text: &PositionText) -> Result<(), PositionError> {
        let table = self.config.table;
        for seat in table.all() {
            let used = text.passes[usize::from(seat)];
            // A seat that is out may have made the pass that put it out.
            let allowed = self.config.pass_limit + u32::from(self.is_out(seat));
            if used > allowed {
                return Err(bad(format!(
                    "{} has used {used} passes, more than pass_limit={} allows.",
                    table.name(seat),
                    self.config.pass_limit
                )));
            }
        }
        Ok(())
    }

    /// 翻棋: the colours, or while they are open the flips that will fix them, checked against the
    /// board (`face_up` pieces turned up so far).
    fn take_colours(&mut self, text: &PositionText, face_up: usize) -> Result<(), PositionError> {
        if let Some(colours) = text.colours {
            if text.last_flip.is_some() || text.first_flip.is_some() {
                return Err(bad(
                    "last_flip= and first_flip= are written only while colours are open.",
                ));
            }
            self.colours = colours.map(Some);
            return Ok(());
        }
        let carried = self.covered.iter().any(Option::is_some)
            || self.cells.iter().flatten().any(|p| p.carrier);
        if carried {
            return Err(bad(
                "No piece has moved while colours are open, so no flag can be carried or covered.",
            ));
        }
        if face_up > 0 && self.down.is_empty() {
            return Err(bad("Every piece is face up, so the colours must be fixed."));
        }
        if self.config.fanqi_colour == FanqiColour::FirstFlip && face_up > 0 {
            return Err(bad(
                "Under fanqi_colour=first_flip the first flip fixes the colours, so colours= must give them.",
            ));
        }
        if text.first_flip.is_some() != (face_up > 0) {
            return Err(bad(
                "first_flip= names the game's first flip exactly when a piece is face up and colours are open.",
            ));
        }
        let two = self.config.fanqi_colour == FanqiColour::TwoInARow;
        if text.last_flip.is_some() != two {
            return Err(bad(
                "last_flip= is written exactly under fanqi_colour=two_in_a_row while colours are open.",
            ));
        }
        self.last_flip = text.last_flip.unwrap_or([None, None]);
        self.first_flip = text.first_flip;
        Ok(())
    }

    /// The seat to move, the passes and the counters; a count at its limit is a game drawn by it, as a
    /// finished game's position says.
    fn take_counters(&mut self, text: &PositionText) {
        let config = self.config;
        let draw = |reason| Some(End { winners: 0, reason });
        if self.end.is_none()
            && config.no_capture_limit > 0
            && text.quiet >= config.no_capture_limit
        {
            self.end = draw(EndReason::NO_CAPTURE);
        }
        if self.end.is_none() && config.turn_cap > 0 && text.turn >= config.turn_cap {
            self.end = draw(crate::junqi::TURN_CAP);
        }
        self.to_move = text.to_move;
        for seat in config.table.all() {
            self.passes[usize::from(seat)] = text.passes[usize::from(seat)];
        }
        self.quiet = text.quiet;
        self.turn = text.turn;
    }
}
