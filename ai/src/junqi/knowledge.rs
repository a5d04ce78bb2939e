//! What one seat knows of a 2-player Junqi game, read from that seat's record alone: its own setup, and
//! every turn in public (moves, battles and their outcomes, passes, flags shown).
//!
//! Every piece is followed from the point it started on (its *origin*), so each enemy piece keeps the
//! kinds it may still be ([`Token::domain`]):
//!
//! * **Setup rules**: a flag starts on a headquarters, a mine on the back two rows, a bomb off the front
//!   row.
//! * **Moving**: a piece that moved is no mine or flag; a piece that went further than one step or a
//!   straight railroad run turned a corner, so it is one of the kinds that may (engineers; bombs under
//!   `flying_bombs`; any mobile piece under `all_turn`).
//! * **Battles**: the outcome against a piece of known kind leaves only the kinds that give that outcome
//!   by the game's own battle rule ([`games::junqi::resolve`]), under either count of mines left.
//! * **Flags shown**: a flag is shown when its side's Marshal dies, so the enemy piece removed in that
//!   battle was the Marshal and the piece on the shown point is the flag; an enemy piece removed while its
//!   flag stayed hidden was no Marshal.
//!
//! The narrowing only makes a sampled layout likely to fit: [`super::sample`] checks every world it
//! builds by replaying the record in it, so a reading this module gets too generous costs time, never a
//! world that contradicts the record.

use crate::opponent::Unable;
use games::junqi::{Arm, Board, Clash, Config, Kind, Local, Set, Setup, Square, resolve};

/// A set of kinds, one bit per kind in the order of [`Kind::ALL`].
pub type Kinds = u16;

/// The bit of a kind.
pub fn bit(kind: Kind) -> Kinds {
    1 << index(kind)
}

/// The index of a kind in [`Kind::ALL`].
pub fn index(kind: Kind) -> usize {
    Kind::ALL.iter().position(|&k| k == kind).expect("a kind")
}

/// Every kind.
pub const ALL_KINDS: Kinds = (1 << 12) - 1;

/// The kinds in a set.
pub fn kinds(set: Kinds) -> impl Iterator<Item = Kind> {
    Kind::ALL
        .into_iter()
        .filter(move |&kind| set & bit(kind) != 0)
}

/// One piece, followed from where it started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// Whose it is (seat 0 or 1).
    pub seat: u8,
    /// The local point it started on.
    pub origin: Local,
    /// Where it stands now; `None` once removed.
    pub at: Option<Square>,
    /// The kinds it may be (one, for the seat's own pieces and for enemies found out).
    pub domain: Kinds,
}

/// Everything one seat knows of a game in play.
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// The rules.
    pub config: Config,
    /// The seat.
    pub me: u8,
    /// Its own setup.
    pub setup: Setup,
    /// Every piece of both sides, own pieces first.
    pub tokens: Vec<Token>,
    /// The token on each point.
    board: Vec<Option<usize>>,
    /// Whether each seat's flag was shown.
    revealed: [bool; 2],
}

/// One turn line of a record: who, what, and what it showed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The seat that acted.
    pub seat: u8,
    /// The action as recorded (`a6-a7`, `a6xa7`, `pass`, `timeout`).
    pub action: String,
    /// The battle's outcome, for an attack.
    pub clash: Option<Clash>,
    /// Its event tokens (`flag=S@b1`, `capture=N`, …).
    pub events: Vec<String>,
}

impl Knowledge {
    /// What seat `me` knows of a game under `config` whose record, as `me` may read it, is `record`.
    pub fn read(config: Config, me: u8, record: &str) -> Result<Knowledge, Unable> {
        if config.flag_carrier || config.hq_exit || config.mines_are_bombs() {
            return Err(Unable(
                "I play Junqi only with flag_carrier=off and hq_exit=off.".to_owned(),
            ));
        }
        let letter = config.table.letter(me);
        let tag = format!("[Setup {letter} \"");
        let setup: Setup = record
            .lines()
            .find_map(|line| line.strip_prefix(tag.as_str())?.strip_suffix("\"]"))
            .ok_or_else(|| Unable("My setup is not in the record.".to_owned()))?
            .parse()
            .map_err(|problem: games::junqi::SetupProblem| Unable(problem.0))?;
        let board = config.board();
        let mut knowledge = Knowledge {
            config,
            me,
            setup,
            tokens: Vec::with_capacity(50),
            board: vec![None; board.len()],
            revealed: [false; 2],
        };
        for local in Local::all() {
            if let Some(kind) = setup.at(local) {
                knowledge.add(me, local, bit(kind));
            }
        }
        for local in Local::all().filter(|local| !local.is_camp()) {
            let mut domain = ALL_KINDS;
            if !local.is_headquarters() {
                domain &= !bit(Kind::Flag);
            }
            if local.row < 5 {
                domain &= !bit(Kind::Mine);
            }
            if local.row == 1 {
                domain &= !bit(Kind::Bomb);
            }
            knowledge.add(1 - me, local, domain);
        }
        for line in lines(record, &config) {
            knowledge.replay(&line?)?;
        }
        Ok(knowledge)
    }

    /// The board.
    pub fn board(&self) -> &'static Board {
        self.config.board()
    }

    /// The arm of a seat.
    pub fn arm(&self, seat: u8) -> Arm {
        self.config.table.arm(seat)
    }

    fn add(&mut self, seat: u8, origin: Local, domain: Kinds) {
        let at = self
            .board()
            .square(self.arm(seat), origin)
            .expect("every local point is on the board");
        self.board[usize::from(at)] = Some(self.tokens.len());
        self.tokens.push(Token {
            seat,
            origin,
            at: Some(at),
            domain,
        });
    }

    /// The enemy pieces, with their indices.
    pub fn enemies(&self) -> impl Iterator<Item = (usize, &Token)> {
        self.tokens
            .iter()
            .enumerate()
            .filter(move |(_, token)| token.seat != self.me)
    }

    /// The kind of an own token (its domain has one kind).
    fn known(&self, token: usize) -> Kind {
        kinds(self.tokens[token].domain)
            .next()
            .expect("a token keeps at least one kind")
    }

    /// The kinds that may turn railroad corners.
    fn turners(&self) -> Kinds {
        let config = &self.config;
        if config.all_turn {
            return ALL_KINDS & !bit(Kind::Mine) & !bit(Kind::Flag);
        }
        let mut set = 0;
        if config.engineers_turn {
            set |= bit(Kind::Engineer);
        }
        if config.flying_bombs {
            set |= bit(Kind::Bomb);
        }
        set
    }

    fn occupied(&self) -> Set {
        let mut set = Set::EMPTY;
        for (at, token) in self.board.iter().enumerate() {
            if token.is_some() {
                set.insert(at as Square);
            }
        }
        set
    }

    fn token_at(&self, at: Square) -> Result<usize, Unable> {
        self.board[usize::from(at)]
            .ok_or_else(|| Unable("The record moves a piece that is not there.".to_owned()))
    }

    /// Narrows a token's domain; an empty domain means the record and this reading disagree.
    fn narrow(&mut self, token: usize, keep: Kinds) -> Result<(), Unable> {
        let domain = self.tokens[token].domain & keep;
        if domain == 0 {
            return Err(Unable(
                "The record contradicts what I know of the pieces.".to_owned(),
            ));
        }
        self.tokens[token].domain = domain;
        Ok(())
    }

    fn remove(&mut self, token: usize) {
        if let Some(at) = self.tokens[token].at.take() {
            self.board[usize::from(at)] = None;
        }
    }

    fn place(&mut self, token: usize, at: Square) {
        if let Some(from) = self.tokens[token].at {
            self.board[usize::from(from)] = None;
        }
        self.tokens[token].at = Some(at);
        self.board[usize::from(at)] = Some(token);
    }

    fn replay(&mut self, line: &Line) -> Result<(), Unable> {
        let board = self.board();
        let Some((from, to)) = squares(board, &line.action) else {
            return Ok(());
        };
        let mover = self.token_at(from)?;
        let mobile = ALL_KINDS & !bit(Kind::Mine) & !bit(Kind::Flag);
        if self.tokens[mover].seat != self.me {
            self.narrow(mover, mobile)?;
            let mut plain = board.steps(from);
            if board.is_station(from) {
                for at in board.straight_runs(from, self.occupied()).iter() {
                    plain.insert(at);
                }
            }
            if !plain.contains(to) {
                self.narrow(mover, self.turners())?;
            }
        }
        let Some(observed) = line.clash else {
            self.place(mover, to);
            return Ok(());
        };
        let defender = self.token_at(to)?;
        let flag_taken = line
            .events
            .iter()
            .any(|event| event.starts_with("capture="));
        let attacking = self.tokens[mover].seat != self.me;
        let (enemy, mine) = if attacking {
            (mover, defender)
        } else {
            (defender, mover)
        };
        let known = self.known(mine);
        let config = self.config;
        let fits = kinds(self.tokens[enemy].domain)
            .filter(|&kind| {
                [0, 3].iter().any(|&mines_left| {
                    let (attacker, target) = if attacking {
                        (kind, known)
                    } else {
                        (known, kind)
                    };
                    let result = resolve(&config, attacker, target, mines_left);
                    result.clash == observed && result.flag_taken == flag_taken
                })
            })
            .fold(0, |set, kind| set | bit(kind));
        self.narrow(enemy, fits)?;
        let enemy_dies = if attacking {
            !observed.attacker_survives()
        } else {
            !observed.defender_survives()
        };
        let enemy_seat = 1 - self.me;
        let enemy_letter = self.config.table.letter(enemy_seat);
        let shown: Vec<(char, Square)> = line
            .events
            .iter()
            .filter_map(|event| event.strip_prefix("flag="))
            .filter_map(|rest| {
                let (letter, at) = rest.split_once('@')?;
                Some((letter.chars().next()?, board.parse(at)?))
            })
            .collect();
        let enemy_flag_shown = shown.iter().any(|&(letter, _)| letter == enemy_letter);
        if enemy_dies && !self.revealed[usize::from(enemy_seat)] {
            if enemy_flag_shown {
                self.narrow(enemy, bit(Kind::Marshal))?;
            } else if !flag_taken {
                self.narrow(enemy, !bit(Kind::Marshal))?;
            }
        }
        if !observed.defender_survives() {
            self.remove(defender);
        }
        if observed.attacker_survives() {
            self.place(mover, to);
        } else {
            self.remove(mover);
        }
        for (letter, at) in shown {
            if letter == enemy_letter {
                self.revealed[usize::from(enemy_seat)] = true;
                let flag = self.token_at(at)?;
                self.narrow(flag, bit(Kind::Flag))?;
            } else {
                self.revealed[usize::from(self.me)] = true;
            }
        }
        Ok(())
    }
}

/// The two points of a recorded move (`a6-a7`, `a6xa7`); `None` for a pass or a time-out.
pub fn squares(board: &Board, action: &str) -> Option<(Square, Square)> {
    let split = action.find(['-', 'x'])?;
    Some((
        board.parse(&action[..split])?,
        board.parse(&action[split + 1..])?,
    ))
}

/// The turn lines of a record (tags and `* …` event lines left out).
pub fn lines(record: &str, config: &Config) -> Vec<Result<Line, Unable>> {
    record
        .lines()
        .filter_map(|text| {
            let mut words = text.split_whitespace();
            words.next()?.strip_suffix('.')?.parse::<u32>().ok()?;
            let bad = || Unable(format!("I cannot read the record line \"{text}\"."));
            let Some(seat) = words
                .next()
                .and_then(|word| word.chars().next())
                .and_then(|letter| config.table.seat_of_letter(letter))
            else {
                return Some(Err(bad()));
            };
            let Some(action) = words.next() else {
                return Some(Err(bad()));
            };
            let mut clash = None;
            let mut events = Vec::new();
            for word in words {
                match word {
                    ">" => clash = Some(Clash::AttackerWins),
                    "<" => clash = Some(Clash::DefenderWins),
                    "=" => clash = Some(Clash::BothRemoved),
                    _ => events.push(word.to_owned()),
                }
            }
            Some(Ok(Line {
                seat,
                action: action.to_owned(),
                clash,
                events,
            }))
        })
        .collect()
}
