//! The position: pieces by space and by set, side to move, first-move rights (L2), the canonical en
//! passant state, the clocks and the Zobrist key, with make and the position string (§17) in and out.

use super::board::{
    NO_SPACE, NX, SPACE_COUNT, Space, SpaceSet, bit, parse_space, space_name, spaces,
};
use super::tables::{TABLES, Tables, passed};
use super::zobrist::{NORTH_TO_MOVE, en_passant_key, piece_key, right_key, rights_key};
use crate::jungi::piece::{Kind, Piece, Side};
use crate::model::PositionError;

/// The start position (§16, §17).
pub const START: &str = "1NECMRKRMCEN1necmrkrmcen/1PHLOPQPOLHP1phlopqpolhp/1PPPPPPPPPPP1ppppppppppp/24/12/12/4/1 s G7,G19,F2,F6,F7,F8,F12,F14,F18,F19,F20,F24,E2,E3,E4,E5,E6,E7,E8,E9,E10,E11,E12,E14,E15,E16,E17,E18,E19,E20,E21,E22,E23,E24 - 0 1";

/// The rings of the board field, rim first, with the number of spaces of each and its first space:
/// `G`, `F`, `E`, `D`, `C`, `B`, `A`, then the nexus.
const SEGMENTS: [(char, u8, Space); 8] = [
    ('G', 24, 0),
    ('F', 24, 24),
    ('E', 24, 48),
    ('D', 24, 72),
    ('C', 12, 96),
    ('B', 12, 108),
    ('A', 4, 120),
    ('X', 1, NX),
];

/// A move (§17): from a space to a space, plus the middle space of an Emperor's double move (the King
/// on the nexus). Whether it captures, takes en passant or which route it takes follows from the
/// position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The space the piece leaves.
    pub from: Space,
    /// The space it ends on (for the Emperor's capture without moving, `from` again).
    pub to: Space,
    /// The space of the first step of an Emperor's double move, where it captures.
    pub via: Option<Space>,
}

impl Move {
    /// A move in one go from `from` to `to`.
    pub const fn new(from: Space, to: Space) -> Self {
        Self {
            from,
            to,
            via: None,
        }
    }

    /// An Emperor's double move: capture on `via`, then step to `to`.
    pub const fn double(from: Space, via: Space, to: Space) -> Self {
        Self {
            from,
            to,
            via: Some(via),
        }
    }
}

/// The en passant state after a move that passed spaces (§15), in canonical form: only the passed
/// spaces onto which the side to move has an en passant capture. `passed == 0` means none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EnPassant {
    /// The space of the piece that passed (the piece an en passant capture removes).
    pub target: Space,
    /// The passed spaces the side to move can take on.
    pub passed: SpaceSet,
}

impl EnPassant {
    /// No en passant state.
    pub const NONE: EnPassant = EnPassant {
        target: NO_SPACE,
        passed: 0,
    };
}

/// A position: every piece, the side to move, rights, en passant state, clocks and key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The board code on each space: 0 empty, else [`Piece::code`] of an unpromoted piece.
    cells: [u8; SPACE_COUNT],
    /// The spaces each side occupies.
    occupied: [SpaceSet; 2],
    /// Each side's en passant pieces: Pawns, Queens and Kings.
    takers: [SpaceSet; 2],
    /// Each side's King, or [`NO_SPACE`] once it is captured.
    royal: [Space; 2],
    /// Who moves next.
    to_move: Side,
    /// The spaces of the pieces that still have their first-move double step.
    rights: SpaceSet,
    /// The canonical en passant state.
    ep: EnPassant,
    /// Plies since the last capture.
    clock: u32,
    /// The move number: 1 at the start, up by one after each North move.
    fullmove: u32,
    /// The Zobrist key (pieces, side, rights, canonical en passant state).
    key: u64,
}

impl Position {
    /// An empty board with `to_move` to move, no rights, clock 0, move 1.
    pub fn empty(to_move: Side) -> Self {
        Self {
            cells: [0; SPACE_COUNT],
            occupied: [0; 2],
            takers: [0; 2],
            royal: [NO_SPACE; 2],
            to_move,
            rights: 0,
            ep: EnPassant::NONE,
            clock: 0,
            fullmove: 1,
            key: if to_move == Side::North {
                NORTH_TO_MOVE
            } else {
                0
            },
        }
    }

    /// The start position.
    pub fn start() -> Self {
        Self::parse(START).expect("the start position is valid")
    }

    /// Who moves next.
    #[inline]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// The Zobrist key.
    #[inline]
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The spaces of the pieces that still have their first-move double step.
    #[inline]
    pub fn rights(&self) -> SpaceSet {
        self.rights
    }

    /// The canonical en passant state.
    #[inline]
    pub fn en_passant(&self) -> EnPassant {
        self.ep
    }

    /// Plies since the last capture.
    #[inline]
    pub fn clock(&self) -> u32 {
        self.clock
    }

    /// The move number.
    #[inline]
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The spaces `side` occupies.
    #[inline]
    pub fn occupied(&self, side: Side) -> SpaceSet {
        self.occupied[side as usize]
    }

    /// The spaces either side occupies.
    #[inline]
    pub fn all_occupied(&self) -> SpaceSet {
        self.occupied[0] | self.occupied[1]
    }

    /// The board code on a space (0 when empty).
    #[inline]
    pub fn code_at(&self, space: Space) -> u8 {
        self.cells[usize::from(space)]
    }

    /// The piece on a space.
    #[inline]
    pub fn piece_at(&self, space: Space) -> Option<Piece> {
        match self.code_at(space) {
            0 => None,
            code => Some(Piece::from_code(code)),
        }
    }

    /// Where `side`'s King stands, if it has not been captured.
    #[inline]
    pub fn royal(&self, side: Side) -> Option<Space> {
        match self.royal[side as usize] {
            NO_SPACE => None,
            space => Some(space),
        }
    }

    /// Every piece with its space, lowest space first.
    pub fn pieces(&self) -> impl Iterator<Item = (Piece, Space)> + '_ {
        spaces(self.all_occupied()).map(|space| (Piece::from_code(self.code_at(space)), space))
    }

    /// Whether the piece on `space` still has its first-move double step.
    #[inline]
    pub fn has_right(&self, space: Space) -> bool {
        self.rights & bit(space) != 0
    }

    /// Puts a piece on an empty space.
    #[inline]
    fn place(&mut self, code: u8, space: Space, tables: &Tables) {
        let side = usize::from(code > 22);
        self.cells[usize::from(space)] = code;
        self.occupied[side] |= bit(space);
        if tables.taker[usize::from(code)] {
            self.takers[side] |= bit(space);
        }
        if Piece::from_code(code).is_royal() {
            self.royal[side] = space;
        }
        self.key ^= piece_key(code, space);
    }

    /// Takes the piece off an occupied space and returns its code.
    #[inline]
    fn lift(&mut self, space: Space) -> u8 {
        let code = self.cells[usize::from(space)];
        let side = usize::from(code > 22);
        self.cells[usize::from(space)] = 0;
        self.occupied[side] &= !bit(space);
        self.takers[side] &= !bit(space);
        if self.royal[side] == space {
            self.royal[side] = NO_SPACE;
        }
        self.key ^= piece_key(code, space);
        code
    }

    /// The spaces `side` threatens for en passant: the sideways and forward-diagonal neighbours of its
    /// Pawns, the king-step neighbours of its Queens and King (all 24 from the nexus).
    pub fn threats(&self, side: Side) -> SpaceSet {
        let tables = &**TABLES;
        spaces(self.takers[side as usize]).fold(0, |set, space| {
            set | tables.threat[usize::from(self.code_at(space))][usize::from(space)]
        })
    }

    /// Sets the en passant state from the spaces a move passed, keeping only those the side to move can
    /// take on (none when that side has lost its King: the game is over), and updates the key.
    #[inline]
    fn set_en_passant(&mut self, target: Space, passed: SpaceSet) {
        self.key ^= en_passant_key(self.ep.target, self.ep.passed);
        let usable = if passed == 0 || self.royal[self.to_move as usize] == NO_SPACE {
            0
        } else {
            passed & self.threats(self.to_move)
        };
        self.ep = if usable == 0 {
            EnPassant::NONE
        } else {
            EnPassant {
                target,
                passed: usable,
            }
        };
        self.key ^= en_passant_key(self.ep.target, self.ep.passed);
    }

    /// Whether `mv` by the piece with board code `code` is an en passant capture here: a single step by
    /// an en passant piece onto a passed space it threatens (§15).
    #[inline]
    pub fn is_en_passant(&self, code: u8, mv: Move) -> bool {
        mv.via.is_none()
            && self.ep.passed & bit(mv.to) != 0
            && TABLES.threat[usize::from(code)][usize::from(mv.from)] & bit(mv.to) != 0
    }

    /// The spaces `mv` (assumed legal) passes on this position (§15, L1, L10): the middle space of a
    /// double move, the middle of a double step, the spaces of a slide's chosen route; none otherwise.
    #[inline]
    pub fn passed_by(&self, mv: Move) -> SpaceSet {
        let tables = &**TABLES;
        let code = self.code_at(mv.from);
        match mv.via {
            Some(via) => bit(via),
            None if self.is_en_passant(code, mv) => 0,
            None if tables.passes[usize::from(code)][usize::from(mv.from)] => passed(
                tables,
                code,
                mv.from,
                mv.to,
                self.all_occupied(),
                self.cells[usize::from(mv.to)] != 0,
            ),
            None => 0,
        }
    }

    /// Plays a move (assumed legal): captures (on the target space, on the middle space of a double
    /// move, or en passant), moves the piece, updates the rights, the en passant state, the clocks, the
    /// key, and passes the turn.
    #[inline]
    pub fn make(&mut self, mv: Move) {
        let tables = &**TABLES;
        let Move { from, to, via } = mv;
        let code = self.cells[usize::from(from)];
        let side = self.to_move;
        let mut touched = bit(from) | bit(to);
        let mut reset = false;
        let mut passed_spaces = 0;
        if let Some(middle) = via {
            self.lift(middle);
            touched |= bit(middle);
            passed_spaces = bit(middle);
            reset = true;
        } else if self.is_en_passant(code, mv) {
            let target = self.ep.target;
            self.lift(target);
            touched |= bit(target);
            reset = true;
        } else if tables.passes[usize::from(code)][usize::from(from)] {
            passed_spaces = passed(
                tables,
                code,
                from,
                to,
                self.all_occupied(),
                self.cells[usize::from(to)] != 0,
            );
        }
        if to != from {
            if self.cells[usize::from(to)] != 0 {
                self.lift(to);
                reset = true;
            }
            self.lift(from);
            self.place(code, to, tables);
        }
        let lost = self.rights & touched;
        if lost != 0 {
            self.key ^= rights_key(lost);
            self.rights &= !lost;
        }
        self.clock = if reset { 0 } else { self.clock + 1 };
        if side == Side::North {
            self.fullmove += 1;
        }
        self.to_move = side.other();
        self.key ^= NORTH_TO_MOVE;
        self.set_en_passant(to, passed_spaces);
    }

    /// The Zobrist key computed from scratch (tests compare it with the incremental key).
    pub fn key_from_scratch(&self) -> u64 {
        let turn = if self.to_move == Side::North {
            NORTH_TO_MOVE
        } else {
            0
        };
        self.pieces().fold(
            turn ^ rights_key(self.rights) ^ en_passant_key(self.ep.target, self.ep.passed),
            |key, (piece, space)| key ^ piece_key(piece.code(), space),
        )
    }

    /// Reads a position string (§17), with its validity rules.
    pub fn parse(text: &str) -> Result<Self, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, side, rights, ep, clock, number] = fields[..] else {
            return Err(PositionError::new(format!(
                "A Lún Jungi position has six fields separated by spaces (board, side, rights, en passant, clock, move number), like \"{START}\"."
            )));
        };
        let to_move = match side {
            "s" => Side::South,
            "n" => Side::North,
            _ => {
                return Err(PositionError::new(format!(
                    "The side to move is s (South) or n (North), not \"{side}\"."
                )));
            }
        };
        let mut position = Position::empty(to_move);
        let segments: Vec<&str> = board.split('/').collect();
        if segments.len() != SEGMENTS.len() {
            return Err(PositionError::new(format!(
                "The board needs 8 parts separated by '/' (rings G, F, E, D, C, B, A, then the nexus), but this one has {}.",
                segments.len()
            )));
        }
        let tables = &**TABLES;
        for (segment, &(letter, count, first)) in segments.iter().zip(&SEGMENTS) {
            position.parse_segment(segment, letter, count, first, tables)?;
        }
        position.check_pieces()?;
        position.parse_rights(rights)?;
        let (target, passed) = position.parse_en_passant(ep)?;
        position.clock = clock.parse().map_err(|_| {
            PositionError::new(format!("The clock is a number of plies, not \"{clock}\"."))
        })?;
        position.fullmove = match number.parse() {
            Ok(n) if n >= 1 => n,
            _ => {
                return Err(PositionError::new(format!(
                    "The move number is a number from 1 up, not \"{number}\"."
                )));
            }
        };
        position.set_en_passant(target, passed);
        Ok(position)
    }

    /// Reads the part of the board field for one ring (or the nexus): `count` spaces from `first`.
    fn parse_segment(
        &mut self,
        text: &str,
        letter: char,
        count: u8,
        first: Space,
        tables: &Tables,
    ) -> Result<(), PositionError> {
        let what = if letter == 'X' {
            "The nexus part".to_owned()
        } else {
            format!("Ring {letter}")
        };
        let wrong_width = || {
            PositionError::new(format!(
                "{what} (\"{text}\") must describe exactly {count} space{}.",
                if count == 1 { "" } else { "s" }
            ))
        };
        let mut filled = 0u8;
        let mut run = String::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                run.push(c);
                if chars.peek().is_some_and(char::is_ascii_digit) {
                    continue;
                }
                let empty: u8 = match run.parse() {
                    Ok(n) if n >= 1 && !run.starts_with('0') => n,
                    _ => {
                        return Err(PositionError::new(format!(
                            "{what} has \"{text}\": a run of empty spaces is a number from 1 up."
                        )));
                    }
                };
                run.clear();
                if filled.checked_add(empty).is_none_or(|total| total > count) {
                    return Err(wrong_width());
                }
                filled += empty;
                continue;
            }
            if c == '+' {
                return Err(PositionError::new(
                    "There is no promotion in Lún Jungi, so no piece letter carries '+'.",
                ));
            }
            let Some(kind) = Kind::from_letter(c).filter(|_| c.is_ascii_alphabetic()) else {
                return Err(PositionError::new(format!(
                    "{what} has \"{text}\": '{c}' is not a piece letter (P H E M L C R N O Q K, upper case for South, lower case for North) or a number."
                )));
            };
            if filled >= count {
                return Err(wrong_width());
            }
            let side = if c.is_ascii_uppercase() {
                Side::South
            } else {
                Side::North
            };
            self.place(Piece::new(side, kind).code(), first + filled, tables);
            filled += 1;
        }
        if filled != count {
            return Err(wrong_width());
        }
        Ok(())
    }

    /// Checks the royal pieces: one King per side, except that the side to move may have none (its King
    /// has just been captured: a final position).
    fn check_pieces(&self) -> Result<(), PositionError> {
        for side in Side::BOTH {
            let kings = self
                .pieces()
                .filter(|(piece, _)| piece.side == side && piece.is_royal())
                .count();
            let allowed = if side == self.to_move { 0..=1 } else { 1..=1 };
            if !allowed.contains(&kings) {
                return Err(PositionError::new(format!(
                    "{side} must have exactly one King{} (this position gives it {kings}).",
                    if side == self.to_move {
                        " (or none, if it has just been captured)"
                    } else {
                        ""
                    }
                )));
            }
        }
        Ok(())
    }

    /// Reads the rights field: `-`, or the spaces of the pieces that still have their first-move double
    /// step, separated by commas.
    fn parse_rights(&mut self, text: &str) -> Result<(), PositionError> {
        if text == "-" {
            return Ok(());
        }
        for name in text.split(',') {
            let Some(space) = parse_space(name) else {
                return Err(PositionError::new(format!(
                    "The rights field lists the spaces of the pieces that may still double-step, like G7,F7,E3, or '-'; \"{name}\" is not a space."
                )));
            };
            let holder = self.piece_at(space);
            if !holder
                .is_some_and(|piece| matches!(piece.kind, Kind::Pawn | Kind::Queen | Kind::King))
            {
                return Err(PositionError::new(format!(
                    "Only a Pawn, Queen or King has a first-move double step, and {} holds {}.",
                    space_name(space),
                    holder.map_or("nothing".to_owned(), |piece| format!(
                        "a {}",
                        piece.lower_name()
                    ))
                )));
            }
            if space == NX {
                return Err(PositionError::new(
                    "A piece on the nexus has moved to get there, so NX has no first-move right.",
                ));
            }
            if self.rights & bit(space) != 0 {
                return Err(PositionError::new(format!(
                    "The rights field lists {} twice.",
                    space_name(space)
                )));
            }
            self.rights |= bit(space);
            self.key ^= right_key(space);
        }
        Ok(())
    }

    /// Reads the en passant field: `-`, or `<target>:<space>,<space>,…`. Returns the target and the
    /// passed spaces (all listed; [`Position::set_en_passant`] keeps the usable ones).
    fn parse_en_passant(&self, text: &str) -> Result<(Space, SpaceSet), PositionError> {
        if text == "-" {
            return Ok((NO_SPACE, 0));
        }
        let bad = || {
            PositionError::new(format!(
                "The en passant field is '-' or the space of the piece that passed, a colon and the spaces it passed, like E7:E5,E6; not \"{text}\"."
            ))
        };
        let (target, list) = text.split_once(':').ok_or_else(bad)?;
        let target = parse_space(target).ok_or_else(bad)?;
        let mut passed = 0;
        for name in list.split(',') {
            let space = parse_space(name).ok_or_else(bad)?;
            if self.piece_at(space).is_some() {
                return Err(PositionError::new(format!(
                    "The en passant field lists {}, which is occupied; a passed space is always empty.",
                    space_name(space)
                )));
            }
            passed |= bit(space);
        }
        match self.piece_at(target) {
            Some(piece) if piece.side != self.to_move => Ok((target, passed)),
            _ => Err(PositionError::new(format!(
                "The en passant target {} must hold a piece of {}, the side that just moved.",
                space_name(target),
                self.to_move.other()
            ))),
        }
    }

    /// Writes the position string (§17) with its canonical en passant field.
    pub fn to_text(&self) -> String {
        self.to_text_with(true)
    }

    /// Writes the position string; with `en_passant` false the en passant field is `-` (a finished game,
    /// J16).
    pub fn to_text_with(&self, en_passant: bool) -> String {
        let mut text = String::with_capacity(200);
        for (index, &(_, count, first)) in SEGMENTS.iter().enumerate() {
            if index > 0 {
                text.push('/');
            }
            let mut empty = 0;
            for space in first..first + count {
                match self.piece_at(space) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push_str(&piece.letters());
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
        }
        text.push_str(match self.to_move {
            Side::South => " s ",
            Side::North => " n ",
        });
        if self.rights == 0 {
            text.push('-');
        } else {
            let names: Vec<String> = spaces(self.rights).map(space_name).collect();
            text.push_str(&names.join(","));
        }
        text.push(' ');
        if en_passant && self.ep.passed != 0 {
            text.push_str(&space_name(self.ep.target));
            text.push(':');
            let names: Vec<String> = spaces(self.ep.passed).map(space_name).collect();
            text.push_str(&names.join(","));
        } else {
            text.push('-');
        }
        text.push_str(&format!(" {} {}", self.clock, self.fullmove));
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lun::board::tests::{set, sp};

    #[test]
    fn the_start_position_is_the_setup_of_section_16() {
        let start = Position::start();
        assert_eq!(start.to_text(), START);
        let rim = "NECMRKRMCEN";
        let middle = "PHLOPQPOLHP";
        for (offset, spoke) in (2..=12).enumerate() {
            for (ring, letters) in [("G", rim), ("F", middle), ("E", "PPPPPPPPPPP")] {
                let letter = &letters[offset..offset + 1];
                let south = start
                    .piece_at(sp(&format!("{ring}{spoke}")))
                    .expect("a piece");
                assert_eq!(south.letters(), letter);
                let north = start
                    .piece_at(sp(&format!("{ring}{}", spoke + 12)))
                    .expect("a piece");
                assert_eq!(north, Piece::new(Side::North, south.kind));
            }
        }
        for side in Side::BOTH {
            let count = |kind| {
                start
                    .pieces()
                    .filter(|(piece, _)| piece.side == side && piece.kind == kind)
                    .count()
            };
            assert_eq!(start.occupied(side).count_ones(), 33);
            assert_eq!(count(Kind::Pawn), 15);
            assert_eq!(count(Kind::King), 1);
            assert_eq!(count(Kind::Queen), 1);
            for kind in &Kind::ALL[1..9] {
                assert_eq!(count(*kind), 2, "{kind:?}");
            }
        }
        // Rings A–D and spokes 1 and 13 start empty.
        for name in [
            "G1", "F1", "E1", "G13", "F13", "E13", "D5", "C7", "B9", "A1", "NX",
        ] {
            assert_eq!(start.piece_at(sp(name)), None, "{name}");
        }
        assert_eq!(start.royal(Side::South), Some(sp("G7")));
        assert_eq!(start.royal(Side::North), Some(sp("G19")));
        assert_eq!(start.rights().count_ones(), 34);
        assert_eq!(start.key(), start.key_from_scratch());
    }

    #[test]
    fn make_moves_captures_clears_rights_and_keeps_the_key() {
        assert!(
            Position::parse("24/24/1P22/24/12/12/4/1 s E2 - 7 30").is_err(),
            "no Kings"
        );
        let mut position = Position::parse("6K17/24/1P22/12k11/12/12/4/1 s E2 - 7 30").unwrap();
        position.make(Move::new(sp("E2"), sp("E3")));
        assert_eq!(position.rights(), 0);
        assert_eq!(position.clock(), 8);
        assert_eq!(position.key(), position.key_from_scratch());
        position.make(Move::new(sp("D13"), sp("D12")));
        assert_eq!(position.fullmove(), 31);
        assert_eq!(
            position.to_text(),
            "6K17/24/2P21/11k12/12/12/4/1 s - - 9 31"
        );
        assert_eq!(position.occupied(Side::South), set("G7 E3"));
    }
}
