//! What one seat knows of a Junqi game on either board, read from that seat's record alone: the setups
//! it may read (its own; its partner's under `visibility=allied`; every one under `visibility=open`), and
//! every turn in public (moves, battles and their outcomes, passes, flags shown, seats out).
//!
//! Every piece of every seat is followed from the point it started on (its *origin*), so each piece whose
//! setup the seat cannot read keeps the kinds it may still be ([`Token::domain`]):
//!
//! * **Setup rules**: a flag starts on a headquarters, a mine on the back two rows, a bomb off the front
//!   row.
//! * **Moving**: a piece that moved is no mine or flag; a piece that went further than one step or a
//!   straight railroad run turned a corner, so it is one of the kinds that may (engineers; bombs under
//!   `flying_bombs`; any mobile piece under `all_turn`).
//! * **Battles**: each side of a battle keeps only the kinds that give the outcome seen against some kind
//!   the other side may still be, by the game's own battle rule ([`games::junqi::resolve`]), under either
//!   count of mines left. Against a piece of known kind that is exact; between two hidden pieces (two
//!   other seats fighting on the 4-player board) the pair is remembered ([`Knowledge::battles`]) so that
//!   [`super::sample`] draws kinds that fit together.
//! * **Flags shown**: a flag is shown when its seat's Marshal dies, so the piece of that seat removed in
//!   that battle was the Marshal and the piece on the shown point is the flag; a piece removed while its
//!   seat's flag stayed hidden was no Marshal.
//! * **Seats out** (4-player): a seat that is out has its pieces taken off the board.
//!
//! The narrowing only makes a sampled layout likely to fit: [`super::sample`] checks every world it
//! builds by replaying the record in it, so a reading this module gets too generous costs time, never a
//! world that contradicts the record.

use crate::opponent::Unable;
use games::junqi::{Arm, Board, Clash, Config, Kind, Local, Mode, Set, Setup, Square, resolve};

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
    /// Whose it is.
    pub seat: u8,
    /// The local point it started on.
    pub origin: Local,
    /// Where it stands now; `None` once removed.
    pub at: Option<Square>,
    /// The kinds it may be (one, for pieces of a setup the seat reads and for pieces found out).
    pub domain: Kinds,
    /// The attacks it made.
    pub attacks: u8,
}

/// A battle seen in the record: which tokens fought and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Battle {
    /// The attacking token.
    pub attacker: usize,
    /// The defending token.
    pub defender: usize,
    /// The outcome.
    pub clash: Clash,
    /// Whether the defender was a flag that was taken.
    pub flag_taken: bool,
}

/// Everything one seat knows of a game in play.
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// The rules.
    pub config: Config,
    /// The seat.
    pub me: u8,
    /// Each seat's setup, where the seat may read it (its own always).
    pub setups: Vec<Option<Setup>>,
    /// Every piece of every seat, in seat order, each seat's in the order of [`Local::all`].
    pub tokens: Vec<Token>,
    /// Every battle of the record, in order.
    pub battles: Vec<Battle>,
    /// The token on each point.
    board: Vec<Option<usize>>,
    /// Whether each seat's flag was shown.
    revealed: [bool; 4],
}

/// One line of a record: a turn (`12. N a7xa6 = flag=N@d12`) or an event that is not a turn
/// (`* E resigns out=E:resign`, `* W stuck`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The seat that acted, or that the event is about.
    pub seat: u8,
    /// The action as recorded (`a6-a7`, `a6xa7`, `pass`, `timeout`), or for an event its word
    /// (`resigns`, `stuck`).
    pub action: String,
    /// Whether it is an event rather than a turn.
    pub event: bool,
    /// The battle's outcome, for an attack.
    pub clash: Option<Clash>,
    /// Its event tokens (`flag=S@b1`, `capture=N`, `out=E:flag`, …).
    pub events: Vec<String>,
}

impl Line {
    /// The seats this line puts out of the game (`out=E:flag`).
    pub fn out(&self, config: &Config) -> impl Iterator<Item = u8> + '_ {
        let table = config.table;
        self.events
            .iter()
            .filter_map(|event| event.strip_prefix("out="))
            .filter_map(move |rest| table.seat_of_letter(rest.chars().next()?))
    }
}

impl Knowledge {
    /// What seat `me` knows of a game under `config` whose record, as `me` may read it, is `record`.
    pub fn read(config: Config, me: u8, record: &str) -> Result<Knowledge, Unable> {
        if config.flag_carrier
            || config.hq_exit
            || config.mines_are_bombs()
            || config.mode() == Mode::Fanqi
        {
            return Err(Unable::plain("unable-junqi-options"));
        }
        let table = config.table;
        let setups: Vec<Option<Setup>> = table
            .all()
            .map(|seat| {
                let tag = format!("[Setup {} \"", table.letter(seat));
                record
                    .lines()
                    .find_map(|line| line.strip_prefix(tag.as_str())?.strip_suffix("\"]"))
                    .map(|text| {
                        text.parse().map_err(|problem: games::junqi::SetupProblem| {
                            Unable::new("unable-setup", vec![("error", problem.0.into())])
                        })
                    })
                    .transpose()
            })
            .collect::<Result<_, _>>()?;
        if setups[usize::from(me)].is_none() {
            return Err(Unable::plain("unable-no-setup"));
        }
        let board = config.board();
        let mut knowledge = Knowledge {
            config,
            me,
            tokens: Vec::with_capacity(25 * table.seats()),
            battles: Vec::new(),
            board: vec![None; board.len()],
            revealed: [false; 4],
            setups,
        };
        for seat in table.all() {
            for local in Local::all().filter(|local| !local.is_camp()) {
                let domain = match &knowledge.setups[usize::from(seat)] {
                    Some(setup) => setup.at(local).map_or(0, bit),
                    None => {
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
                        domain
                    }
                };
                knowledge.add(seat, local, domain);
            }
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
            attacks: 0,
        });
    }

    /// Whether the seat reads `seat`'s setup.
    pub fn reads(&self, seat: u8) -> bool {
        self.setups[usize::from(seat)].is_some()
    }

    /// The seats whose setups the seat cannot read, in seat order.
    pub fn hidden_seats(&self) -> Vec<u8> {
        self.config
            .table
            .all()
            .filter(|&seat| !self.reads(seat))
            .collect()
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

    /// The token standing on a point, if any.
    pub fn token_on(&self, at: Square) -> Option<usize> {
        self.board.get(usize::from(at)).copied().flatten()
    }

    fn token_at(&self, at: Square) -> Result<usize, Unable> {
        self.board[usize::from(at)].ok_or_else(|| Unable::plain("unable-no-piece"))
    }

    /// Narrows a token's domain; an empty domain means the record and this reading disagree.
    fn narrow(&mut self, token: usize, keep: Kinds) -> Result<(), Unable> {
        let domain = self.tokens[token].domain & keep;
        if domain == 0 {
            return Err(Unable::plain("unable-contradiction"));
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

    /// Whether an attack of `attacker` on `defender` gives `battle`'s outcome under some count of mines.
    pub fn fits(&self, attacker: Kind, defender: Kind, clash: Clash, flag_taken: bool) -> bool {
        [0, 3].iter().any(|&mines_left| {
            let result = resolve(&self.config, attacker, defender, mines_left);
            result.clash == clash && result.flag_taken == flag_taken
        })
    }

    fn replay(&mut self, line: &Line) -> Result<(), Unable> {
        if let Some((from, to)) = squares(self.board(), &line.action).filter(|_| !line.event) {
            self.replay_move(line, from, to)?;
        }
        let out: Vec<u8> = line.out(&self.config).collect();
        for seat in out {
            for token in 0..self.tokens.len() {
                if self.tokens[token].seat == seat {
                    self.remove(token);
                }
            }
        }
        Ok(())
    }

    /// Replays a recorded move from `from` to `to`: what the way it moved says of the mover, then the
    /// battle, if there was one.
    fn replay_move(&mut self, line: &Line, from: Square, to: Square) -> Result<(), Unable> {
        let mover = self.token_at(from)?;
        if !self.reads(self.tokens[mover].seat) {
            self.read_the_way(mover, from, to)?;
        }
        let Some(clash) = line.clash else {
            self.place(mover, to);
            return Ok(());
        };
        let defender = self.token_at(to)?;
        self.tokens[mover].attacks = self.tokens[mover].attacks.saturating_add(1);
        let flag_taken = line
            .events
            .iter()
            .any(|event| event.starts_with("capture="));
        self.read_the_clash(mover, defender, clash, flag_taken)?;
        self.battles.push(Battle {
            attacker: mover,
            defender,
            clash,
            flag_taken,
        });
        let shown = self.flags_shown(line);
        self.read_the_dead(mover, defender, clash, &shown, flag_taken)?;
        if !clash.defender_survives() {
            self.remove(defender);
        }
        if clash.attacker_survives() {
            self.place(mover, to);
        } else {
            self.remove(mover);
        }
        for (seat, at) in shown {
            self.revealed[usize::from(seat)] = true;
            let flag = self.token_at(at)?;
            self.narrow(flag, bit(Kind::Flag))?;
        }
        Ok(())
    }

    /// A piece that moved is neither mine nor flag, and one that went where a straight run does not
    /// reach turned on the railroad.
    fn read_the_way(&mut self, mover: usize, from: Square, to: Square) -> Result<(), Unable> {
        let board = self.board();
        self.narrow(mover, ALL_KINDS & !bit(Kind::Mine) & !bit(Kind::Flag))?;
        let mut plain = board.steps(from);
        if board.is_station(from) {
            for at in board.straight_runs(from, self.occupied()).iter() {
                plain.insert(at);
            }
        }
        if !plain.contains(to) {
            self.narrow(mover, self.turners())?;
        }
        Ok(())
    }

    /// Each side of a battle may only be a kind that gives its outcome against some kind the other may
    /// be.
    fn read_the_clash(
        &mut self,
        mover: usize,
        defender: usize,
        clash: Clash,
        flag_taken: bool,
    ) -> Result<(), Unable> {
        let (a_domain, d_domain) = (self.tokens[mover].domain, self.tokens[defender].domain);
        let attackers = kinds(a_domain)
            .filter(|&a| kinds(d_domain).any(|d| self.fits(a, d, clash, flag_taken)))
            .fold(0, |set, kind| set | bit(kind));
        let defenders = kinds(d_domain)
            .filter(|&d| kinds(a_domain).any(|a| self.fits(a, d, clash, flag_taken)))
            .fold(0, |set, kind| set | bit(kind));
        self.narrow(mover, attackers)?;
        self.narrow(defender, defenders)
    }

    /// The flags a line reveals (`flag=S@b1`): each seat with where its flag stands.
    fn flags_shown(&self, line: &Line) -> Vec<(u8, Square)> {
        let table = self.config.table;
        let board = self.board();
        line.events
            .iter()
            .filter_map(|event| event.strip_prefix("flag="))
            .filter_map(|rest| {
                let (letter, at) = rest.split_once('@')?;
                Some((
                    table.seat_of_letter(letter.chars().next()?)?,
                    board.parse(at)?,
                ))
            })
            .collect()
    }

    /// A piece removed in battle whose seat's flag was not public is its Marshal when the battle
    /// revealed that flag (§6.3), and no Marshal when it did not (unless the flag was taken).
    fn read_the_dead(
        &mut self,
        mover: usize,
        defender: usize,
        clash: Clash,
        shown: &[(u8, Square)],
        flag_taken: bool,
    ) -> Result<(), Unable> {
        let mut dead = Vec::with_capacity(2);
        if !clash.attacker_survives() {
            dead.push(mover);
        }
        if !clash.defender_survives() {
            dead.push(defender);
        }
        for &token in &dead {
            let seat = self.tokens[token].seat;
            if self.revealed[usize::from(seat)] {
                continue;
            }
            if shown.iter().any(|&(owner, _)| owner == seat) {
                self.narrow(token, bit(Kind::Marshal))?;
            } else if !flag_taken {
                self.narrow(token, !bit(Kind::Marshal))?;
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

/// The turn lines of a record and its event lines about a seat (`* E resigns`, `* W stuck`); tags and
/// other event lines (`* end …`) left out.
pub fn lines(record: &str, config: &Config) -> Vec<Result<Line, Unable>> {
    record
        .lines()
        .filter_map(|text| {
            let mut words = text.split_whitespace();
            let first = words.next()?;
            let event = first == "*";
            if event {
                let letter = words.next()?;
                let seat = config.table.seat_of_letter(letter.chars().next()?)?;
                if letter.len() != 1 {
                    return None;
                }
                return Some(Ok(Line {
                    seat,
                    action: words.next()?.to_owned(),
                    event,
                    clash: None,
                    events: words.map(str::to_owned).collect(),
                }));
            }
            first.strip_suffix('.')?.parse::<u32>().ok()?;
            let bad = || Unable::new("unable-record-line", vec![("line", text.into())]);
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
                event,
                clash,
                events,
            }))
        })
        .collect()
}
