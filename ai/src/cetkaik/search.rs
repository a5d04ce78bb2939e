//! Cetkaik's turn as the search walks it: a state machine over the compact [`Board`] with the same steps
//! as the game's own ([`games::cetkaik::Step`]), behind [`Searchable`].
//!
//! ```text
//! Move ──a plain or fixed move──────────────┬──(water)──► Water ─┐
//!  │                                         ▼                    ▼
//!  └──a ranged step──► Sticks ──► Landing ──► (water) ──────► resolve
//! resolve: nothing formed ► Move (the other side) │ a hand ► Decide │ a score of 0 ► Over
//! Decide ──ty mok1──► Move (the other side, stake ×2) │ ──ta xot1──► SeasonOver │ Over
//! ```
//!
//! `Water` and `Sticks` are chance nodes: the water cast succeeds with ½, a stepping cast shows *k* marked
//! sticks with 1, 5, 10, 10, 5, 1 in 32 (§1.8). `SeasonOver` and `Over` are leaves with an exact
//! equity ([`Searchable::settled`]): the search does not play the next season, it values its scores by the
//! season model ([`super::eval`]).

use super::board::{Board, KINDS, TAM, colour, is_piece, kind_of, owner, state_key};
use super::eval::{self, HandWorth, SCALE, Standing};
use super::hands::hands;
use super::movegen::{self, Mv, Variant};
use crate::search::{Searchable, Terminal};
use games::cetkaik::sticks::PROBABILITY_IN_32NDS;
use games::cetkaik::{Scores, Season, Side, Stake};

/// Where a turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// The side to act chooses a move.
    Move,
    /// Chance: the water cast of the side to act, whose piece on `src` is entering `dest` (having stepped
    /// over `via`, if it stepped).
    Water {
        /// The piece's square.
        src: u8,
        /// The water square.
        dest: u8,
        /// The via point of a step, if any.
        via: Option<u8>,
    },
    /// Chance: the stepping cast of a ranged step.
    Sticks {
        /// The piece's square.
        src: u8,
        /// The via point.
        step: u8,
        /// The declared square.
        declared: u8,
    },
    /// The side to act chooses where to land after its stepping cast.
    Landing {
        /// The piece's square.
        src: u8,
        /// The via point.
        step: u8,
        /// The declared square.
        declared: u8,
        /// The marked sticks.
        count: u8,
    },
    /// The side to act formed hands (or, under the strict rules, a penalty) and chooses ty mok1 or ta
    /// xot1; ta xot1 scores `total` points times the stake.
    Decide {
        /// What ta xot1 gives before the stake.
        total: i32,
    },
    /// A ta xot1 of the side to act ended the season, and the game goes on.
    SeasonOver,
    /// The game is over: the side that won, if any.
    Over {
        /// The winner's index.
        winner: Option<u8>,
    },
}

/// One moment of the search: everything a move changes.
#[derive(Clone, Copy, Debug)]
struct Frame {
    board: Board,
    stage: Stage,
    to_act: u8,
    tam_moved: bool,
    stake: Stake,
    scores: Scores,
    hands: [HandWorth; 2],
    worth: [f32; 2],
}

/// A Cetkaik position as the search walks it.
#[derive(Clone, Debug)]
pub struct CetkaikSearch {
    frame: Frame,
    stack: Vec<Frame>,
    variant: Variant,
    strict: bool,
    season: Season,
}

/// The slots of the history table: board moves by squares, Tam2's by its squares, drops by piece and
/// square, landings by square, and the rest.
const SLOTS: usize = 81 * 81 * 2 + 2 * KINDS * 81 + 82 + 16;

impl CetkaikSearch {
    /// A search from a position of the game with `stage` awaited, under `preset`.
    pub fn new(
        position: &games::cetkaik::Position,
        stage: Stage,
        preset: games::cetkaik::Preset,
    ) -> CetkaikSearch {
        let board = Board::from_position(position);
        CetkaikSearch {
            frame: Frame {
                hands: [HandWorth::of(&board, 0), HandWorth::of(&board, 1)],
                worth: eval::board_worth(&board),
                board,
                stage,
                to_act: super::board::side_index(position.to_move),
                tam_moved: position.tam_moved,
                stake: position.stake,
                scores: position.scores,
            },
            stack: Vec::with_capacity(64),
            variant: Variant::of(preset),
            strict: preset == games::cetkaik::Preset::StrictY1,
            season: position.season,
        }
    }

    /// The board now.
    pub fn board(&self) -> &Board {
        &self.frame.board
    }

    /// The stage now.
    pub fn stage(&self) -> Stage {
        self.frame.stage
    }

    /// The side to act (0 the IA side).
    pub fn to_act(&self) -> u8 {
        self.frame.to_act
    }

    /// The scores now.
    pub fn scores(&self) -> Scores {
        self.frame.scores
    }

    /// The stake now.
    pub fn stake(&self) -> Stake {
        self.frame.stake
    }

    /// Whether the last completed move moved Tam2.
    pub fn tam_moved(&self) -> bool {
        self.frame.tam_moved
    }

    /// The rule variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The landings after the current stepping cast (giving up first); empty at other stages.
    pub fn landings(&self) -> Vec<Option<u8>> {
        let mut out = Vec::new();
        if let Stage::Landing {
            src,
            step,
            declared,
            count,
        } = self.frame.stage
        {
            movegen::landings(
                &self.frame.board,
                self.frame.to_act,
                (src, step, declared),
                count,
                self.variant,
                &mut out,
            );
        }
        out
    }

    /// The standing of side `side`.
    fn standing(&self, side: u8, stake: Stake) -> Standing {
        Standing {
            score: self.frame.scores.of(super::board::side_of(side)),
            stake: stake.multiplier(),
            after: 3 - self.season as usize,
        }
    }

    /// The equity of the position inside the season for side `side`, at `stake`, when side `next` moves
    /// next.
    fn season_equity(&self, side: u8, next: u8, stake: Stake) -> f32 {
        let hands = &self.frame.hands;
        let edge = eval::edge(
            &self.frame.board,
            self.frame.worth,
            hands,
            side,
            next,
            self.variant.tam_itself_is_hue,
        );
        let held = [
            hands[usize::from(side)].points,
            hands[usize::from(1 - side)].points,
        ];
        eval::season_equity(self.standing(side, stake), edge, held)
    }

    /// The equity for the side to act of ta xot1 with `total` points now.
    fn ta_xot_equity(&self, total: i32) -> f32 {
        eval::ta_xot_equity(self.standing(self.frame.to_act, self.frame.stake), total)
    }

    /// A move from `src` to `dest` (over `via`) arrives: it waits for the water cast when it enters the
    /// water, else it is complete.
    #[inline]
    fn arrive(&mut self, src: u8, dest: u8, via: Option<u8>) {
        if movegen::needs_water_cast(&self.frame.board, src, dest) {
            self.frame.stage = Stage::Water { src, dest, via };
        } else {
            self.complete(src, dest, via);
        }
    }

    /// `mover` drops a piece of `colour` (0 red) and `kind` from its hand on `dest`; a drop never forms a
    /// hand.
    #[inline]
    fn drop_piece(&mut self, mover: u8, colour: u8, kind: u8, dest: u8) {
        let board = &mut self.frame.board;
        board.remove_from_hand(mover, colour, usize::from(kind));
        board.put(dest, super::board::code(mover, colour, usize::from(kind)));
        self.frame.worth[usize::from(mover)] += eval::WORTH[usize::from(kind)];
        self.frame.hands[usize::from(mover)] = HandWorth::of(&self.frame.board, mover);
        self.resolve(false, false, false, 0);
    }

    /// Tam2 moves from `src` to `second`, with the strict rules' penalties for moving it twice in a row
    /// and for coming back to its square.
    #[inline]
    fn move_tam(&mut self, src: u8, second: u8) {
        let penalty = if self.strict {
            i32::from(self.frame.tam_moved) * -3 + i32::from(src == second) * -3
        } else {
            0
        };
        let board = &mut self.frame.board;
        board.take(src);
        board.put(second, TAM);
        self.resolve(true, false, false, penalty);
    }

    /// Ta xot1 by `mover`: the hand's `total` is scored, and the game or the season is over.
    #[inline]
    fn end_season(&mut self, mover: u8, total: i32) {
        let side = super::board::side_of(mover);
        self.frame.scores = self.frame.scores.after(side, total, self.frame.stake);
        self.frame.stage = if self.frame.scores.ends_game() || self.season.next().is_none() {
            Stage::Over {
                winner: self.frame.scores.leader().map(super::board::side_index),
            }
        } else {
            Stage::SeasonOver
        };
    }

    /// Moves the piece on `src` to `dest` (capturing what stands there), then resolves the move.
    fn complete(&mut self, src: u8, dest: u8, via: Option<u8>) {
        let mover = self.frame.to_act;
        let kut = via.is_some_and(|v| self.frame.board.at(v) == TAM);
        let board = &mut self.frame.board;
        let byte = board.take(src);
        let there = board.at(dest);
        let captured = is_piece(there) && owner(there) != mover;
        if captured {
            board.take(dest);
            board.add_to_hand(mover, colour(there), kind_of(there));
            self.frame.worth[usize::from(1 - mover)] -= eval::WORTH[kind_of(there)];
        }
        self.frame.board.put(dest, byte);
        self.resolve(false, kut, captured, 0);
    }

    /// A move that left the piece where it was (a failed water cast, giving up): only stepping over Tam2
    /// counts.
    fn failed(&mut self, via: Option<u8>) {
        let kut = via.is_some_and(|v| self.frame.board.at(v) == TAM);
        self.resolve(false, kut, false, 0);
    }

    /// What a completed move leads to (the engine's `resolve`, with the game's workarounds): under Cerke
    /// Online rules stepping over Tam2 costs 5 × the stake at once; a capture that forms a hand not held
    /// before, or under the strict rules a penalty, leads to the decision; else the turn passes.
    fn resolve(&mut self, moved_tam: bool, kut: bool, captured: bool, tam_penalty: i32) {
        let mover = self.frame.to_act;
        let side = super::board::side_of(mover);
        if kut && !self.strict {
            self.frame.scores = self.frame.scores.after(side, -5, self.frame.stake);
            if self.frame.scores.ends_game() {
                self.frame.stage = Stage::Over {
                    winner: self.frame.scores.leader().map(super::board::side_index),
                };
                return;
            }
        }
        let mut formed = false;
        if captured {
            let before = self.frame.hands[usize::from(mover)];
            let now = HandWorth::of(&self.frame.board, mover);
            formed = now.held & !before.held != 0;
            self.frame.hands[usize::from(mover)] = now;
        }
        let penalty = tam_penalty + if kut && self.strict { -5 } else { 0 };
        self.frame.tam_moved = moved_tam;
        if formed || (self.strict && penalty != 0) {
            let total = penalty
                + if formed {
                    self.frame.hands[usize::from(mover)].points
                } else {
                    0
                };
            self.frame.stage = Stage::Decide { total };
        } else {
            self.frame.to_act = 1 - mover;
            self.frame.stage = Stage::Move;
        }
    }

    /// Whether taking the piece on `sq` would take a King or form a hand for the side to act.
    fn decisive(&self, sq: u8) -> bool {
        let byte = self.frame.board.at(sq);
        if kind_of(byte) == super::board::kind::KING {
            return true;
        }
        let mover = self.frame.to_act;
        let mut hand = *self.frame.board.hand(mover);
        hand[usize::from(colour(byte))][kind_of(byte)] += 1;
        hands(&hand) & !self.frame.hands[usize::from(mover)].held != 0
    }

    fn is_capture(&self, src: u8, dest: u8) -> bool {
        let there = self.frame.board.at(dest);
        dest != src && is_piece(there) && owner(there) != self.frame.to_act
    }
}

impl Searchable for CetkaikSearch {
    type Move = Mv;
    const SLOTS: usize = SLOTS;

    #[inline]
    fn side(&self) -> u8 {
        self.frame.to_act
    }

    fn key(&self) -> u64 {
        let frame = &self.frame;
        let stage = match frame.stage {
            Stage::Move => 0,
            Stage::Water { src, dest, via } => {
                1 | u64::from(src) << 8 | u64::from(dest) << 16 | u64::from(via.unwrap_or(99)) << 24
            }
            Stage::Sticks {
                src,
                step,
                declared,
            } => 2 | u64::from(src) << 8 | u64::from(step) << 16 | u64::from(declared) << 24,
            Stage::Landing {
                src,
                step,
                declared,
                count,
            } => {
                3 | u64::from(src) << 8
                    | u64::from(step) << 16
                    | u64::from(declared) << 24
                    | u64::from(count) << 32
            }
            Stage::Decide { total } => 4 | (total as i64 as u64) << 8,
            Stage::SeasonOver => 5,
            Stage::Over { winner } => 6 | u64::from(winner.unwrap_or(2)) << 8,
        };
        frame.board.key()
            ^ state_key(1, u64::from(frame.to_act))
            ^ state_key(2, u64::from(frame.tam_moved))
            ^ state_key(3, frame.stake.multiplier() as u64)
            ^ state_key(4, frame.scores.ia as u64)
            ^ state_key(5, stage)
    }

    fn terminal(&self) -> Option<Terminal> {
        None
    }

    fn settled(&self) -> Option<i32> {
        match self.frame.stage {
            Stage::Over { winner } => Some(match winner {
                None => 0,
                Some(side) if side == self.frame.to_act => SCALE as i32,
                Some(_) => -(SCALE as i32),
            }),
            Stage::SeasonOver => {
                let standing = self.standing(self.frame.to_act, Stake::ONE);
                Some(
                    (eval::tables().equity(standing.after, standing.score as f32) * SCALE).round()
                        as i32,
                )
            }
            _ => None,
        }
    }

    fn moves(&self, out: &mut Vec<Mv>) {
        match self.frame.stage {
            Stage::Move => movegen::generate(
                &self.frame.board,
                self.frame.to_act,
                self.frame.tam_moved,
                self.variant,
                out,
            ),
            Stage::Landing { .. } => out.extend(self.landings().into_iter().map(Mv::Land)),
            Stage::Decide { .. } => out.extend([Mv::TaXot, Mv::TyMok]),
            _ => {}
        }
    }

    /// Captures, those that need a cast too (the search averages their outcomes; a capture may form a
    /// hand, which the decision then weighs); after a stepping cast, the landings that capture.
    fn noisy(&self, out: &mut Vec<Mv>) {
        match self.frame.stage {
            Stage::Move => {
                let start = out.len();
                movegen::captures(&self.frame.board, self.frame.to_act, self.variant, out);
                // Of the captures that cast, only those that take a King or form a hand: the ones
                // that decide a season.
                let board = &self.frame.board;
                let mut kept = start;
                for index in start..out.len() {
                    let mv = out[index];
                    let keep = match mv {
                        Mv::Plain { src, dest } | Mv::Step { src, dest, .. } => {
                            !movegen::needs_water_cast(board, src, dest) || self.decisive(dest)
                        }
                        Mv::Ranged { declared, .. } => self.decisive(declared),
                        _ => false,
                    };
                    if keep {
                        out[kept] = mv;
                        kept += 1;
                    }
                }
                out.truncate(kept);
            }
            Stage::Landing { src, .. } => {
                out.extend(
                    self.landings()
                        .into_iter()
                        .flatten()
                        .filter(|&dest| self.is_capture(src, dest))
                        .map(|dest| Mv::Land(Some(dest))),
                );
            }
            _ => {}
        }
    }

    fn stuck(&self) -> Terminal {
        match self.frame.scores.leader() {
            None => Terminal::Draw,
            Some(side) if super::board::side_index(side) == self.frame.to_act => Terminal::Win,
            Some(_) => Terminal::Loss,
        }
    }

    fn make(&mut self, mv: Mv) {
        self.stack.push(self.frame);
        let mover = self.frame.to_act;
        match (self.frame.stage, mv) {
            (Stage::Move, Mv::Plain { src, dest }) => self.arrive(src, dest, None),
            (Stage::Move, Mv::Step { src, step, dest }) => self.arrive(src, dest, Some(step)),
            (
                Stage::Move,
                Mv::Ranged {
                    src,
                    step,
                    declared,
                },
            ) => {
                self.frame.stage = Stage::Sticks {
                    src,
                    step,
                    declared,
                };
            }
            (Stage::Move, Mv::Drop { colour, kind, dest }) => {
                self.drop_piece(mover, colour, kind, dest)
            }
            (
                Stage::Move,
                Mv::Tam { src, second, .. }
                | Mv::TamStepFirst { src, second, .. }
                | Mv::TamStepSecond { src, second, .. },
            ) => self.move_tam(src, second),
            (Stage::Water { src, dest, via }, Mv::Water(entered)) => {
                if entered {
                    self.complete(src, dest, via);
                } else {
                    self.failed(via);
                }
            }
            (
                Stage::Sticks {
                    src,
                    step,
                    declared,
                },
                Mv::Sticks(count),
            ) => {
                self.frame.stage = Stage::Landing {
                    src,
                    step,
                    declared,
                    count,
                };
                if self.landings().len() < 2 {
                    // Only giving up is left: it is made at once.
                    self.failed(Some(step));
                }
            }
            (Stage::Landing { src, step, .. }, Mv::Land(landing)) => match landing {
                None => self.failed(Some(step)),
                Some(dest) => self.arrive(src, dest, Some(step)),
            },
            (Stage::Decide { .. }, Mv::TyMok) => {
                self.frame.to_act = 1 - mover;
                self.frame.stake = self.frame.stake.doubled();
                self.frame.stage = Stage::Move;
            }
            (Stage::Decide { total }, Mv::TaXot) => self.end_season(mover, total),
            (stage, mv) => unreachable!("{mv:?} is not an action at {stage:?}"),
        }
    }

    fn unmake(&mut self) {
        if let Some(frame) = self.stack.pop() {
            self.frame = frame;
        }
    }

    fn evaluate(&self) -> i32 {
        let side = self.frame.to_act;
        let equity = match self.frame.stage {
            Stage::Decide { total } => {
                let doubled = self.frame.stake.doubled();
                self.ta_xot_equity(total)
                    .max(self.season_equity(side, 1 - side, doubled))
            }
            Stage::SeasonOver | Stage::Over { .. } => {
                return self.settled().unwrap_or(0);
            }
            Stage::Move => self.season_equity(side, side, self.frame.stake),
            // In the middle of a move, the other side moves next (a landing that captures is searched
            // beyond the horizon; giving up is what stands).
            Stage::Water { .. } | Stage::Sticks { .. } | Stage::Landing { .. } => {
                self.season_equity(side, 1 - side, self.frame.stake)
            }
        };
        (equity * SCALE).round() as i32
    }

    fn gain(&self, mv: Mv) -> i32 {
        let board = &self.frame.board;
        let capture = |src: u8, dest: u8| {
            if self.is_capture(src, dest) {
                let victim = eval::WORTH[kind_of(board.at(dest))];
                let attacker = eval::WORTH[kind_of(board.at(src))];
                (victim * 800.0 - attacker * 80.0) as i32 + 100
            } else {
                0
            }
        };
        match mv {
            Mv::Plain { src, dest } | Mv::Step { src, dest, .. } => capture(src, dest),
            Mv::Land(Some(dest)) => match self.frame.stage {
                Stage::Landing { src, .. } => capture(src, dest),
                _ => 0,
            },
            _ => 0,
        }
    }

    fn slot(&self, mv: Mv) -> usize {
        let (a, b) = match mv {
            Mv::Plain { src, dest } | Mv::Step { src, dest, .. } => {
                (usize::from(src), usize::from(dest))
            }
            Mv::Ranged { src, declared, .. } => (usize::from(src), usize::from(declared)),
            Mv::Tam { first, second, .. }
            | Mv::TamStepFirst { first, second, .. }
            | Mv::TamStepSecond { first, second, .. } => {
                return 81 * 81 + usize::from(first) * 81 + usize::from(second);
            }
            Mv::Drop { colour, kind, dest } => {
                return 2 * 81 * 81
                    + (usize::from(colour) * KINDS + usize::from(kind)) * 81
                    + usize::from(dest);
            }
            Mv::Land(dest) => {
                return 2 * 81 * 81 + 2 * KINDS * 81 + dest.map_or(81, usize::from);
            }
            Mv::TyMok => return SLOTS - 1,
            Mv::TaXot => return SLOTS - 2,
            Mv::Water(entered) => return SLOTS - 3 - usize::from(entered),
            Mv::Sticks(count) => return SLOTS - 5 - usize::from(count),
        };
        a * 81 + b
    }

    fn chances(&self, out: &mut Vec<(Mv, u32)>) -> bool {
        match self.frame.stage {
            Stage::Water { .. } => {
                out.extend([(Mv::Water(false), 16), (Mv::Water(true), 16)]);
                true
            }
            Stage::Sticks { .. } => {
                out.extend(
                    PROBABILITY_IN_32NDS
                        .iter()
                        .enumerate()
                        .map(|(count, &weight)| (Mv::Sticks(count as u8), weight)),
                );
                true
            }
            _ => false,
        }
    }

    fn repetition(&self) -> i32 {
        self.evaluate()
    }
}

/// The game side of the side to act.
pub fn side_to_act(search: &CetkaikSearch) -> Side {
    super::board::side_of(search.to_act())
}

/// The hands of side `side`'s hop1 zuo1 in `search`, for tests.
pub fn hands_of(search: &CetkaikSearch, side: u8) -> super::hands::Hands {
    hands(search.board().hand(side))
}
