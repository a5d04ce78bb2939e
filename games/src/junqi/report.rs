//! Notes for each audience about what a turn did (§7.2): public facts in public, lost pieces privately.
//! In 翻棋 every face-up piece is public, so battles are told in full and nothing is private.

use super::config::{Config, Mode};
use super::piece::Kind;
use super::position::{Battle, Exit, Happening, PassKind};
use crate::model::{Audience, EndReason, Report, Seat};
use crate::refusal::{Arg, Reason};

/// Tells each audience what `happenings` did, in order.
pub fn tell(report: &mut Report, happenings: &[Happening], config: &Config) {
    let mut teller = Teller {
        config,
        report,
        mover: 0,
    };
    for (index, happening) in happenings.iter().enumerate() {
        teller.tell(happening, &happenings[index + 1..]);
    }
}

/// Writes the notes of one turn, remembering who acted for the happenings that follow.
struct Teller<'a> {
    config: &'a Config,
    report: &'a mut Report,
    mover: u8,
}

impl Teller<'_> {
    /// Tells what `happening` did; `after` are the happenings that follow it in the same turn.
    fn tell(&mut self, happening: &Happening, after: &[Happening]) {
        let config = self.config;
        let table = &config.table;
        let point = |at| Arg::Text(config.board().name(at).to_owned());
        match *happening {
            Happening::Moved {
                seat, mv, battle, ..
            } => {
                self.mover = seat;
                match battle {
                    Some(battle) => {
                        self.battle(seat, (point(mv.from), point(mv.to)), battle, after)
                    }
                    None => self.public(Reason::new(
                        "note-junqi-move",
                        vec![
                            ("seat", table.seat_arg(seat)),
                            ("from", point(mv.from)),
                            ("to", point(mv.to)),
                        ],
                    )),
                }
            }
            Happening::Flipped {
                seat, at, piece, ..
            } => {
                self.mover = seat;
                let piece = self.piece(piece.owner, piece.kind);
                self.public(Reason::new(
                    "note-junqi-flip",
                    vec![
                        ("seat", table.seat_arg(seat)),
                        ("at", point(at)),
                        ("piece", piece.into()),
                    ],
                ));
            }
            Happening::Lost { owner, kind, at } if table.mode != Mode::Fanqi => {
                let args = vec![
                    ("piece", Arg::Name(kind.key().into())),
                    ("code", Arg::Text(kind.code().to_string())),
                    ("at", point(at)),
                ];
                let lost = Reason::new("note-junqi-lost", args);
                self.report.tell(Audience::Seat(Seat(owner)), lost);
            }
            Happening::Passed {
                seat, kind, used, ..
            } => {
                self.mover = seat;
                self.pass(seat, kind, used);
            }
            Happening::Eliminated { seat, exit } if table.mode == Mode::Four => {
                let ends = matches!(after.first(), Some(Happening::Ended(_)));
                self.public(self.elimination(seat, exit, ends));
            }
            Happening::Ended(end) => {
                let ending = ending(config, &end.winning_seats(), end.reason);
                self.report.tell_end(ending);
            }
            _ => {
                if let Some(says) = self.flag_or_turn(happening) {
                    self.public(says);
                }
            }
        }
    }

    /// The public sentence of what happened to a flag, a seat's colour or a seat without a move.
    fn flag_or_turn(&self, happening: &Happening) -> Option<Reason> {
        let table = &self.config.table;
        let point = |at| Arg::Text(self.config.board().name(at).to_owned());
        let (key, args) = match *happening {
            Happening::FlagRevealed { owner, at } => (
                "note-junqi-flag-at",
                vec![("owner", table.owner_arg(owner)), ("at", point(at))],
            ),
            Happening::FlagCaptured { owner } => (
                "note-junqi-flag-captured",
                vec![
                    ("seat", table.seat_arg(self.mover)),
                    ("owner", table.owner_arg(owner)),
                ],
            ),
            Happening::PickedUp { owner, at } => (
                "note-junqi-flag-picked-up",
                vec![
                    ("carrier", table.owner_arg(1 - owner)),
                    ("at", point(at)),
                    ("owner", table.owner_arg(owner)),
                ],
            ),
            Happening::Returned { owner, at } => (
                "note-junqi-flag-returns",
                vec![("owner", table.owner_arg(owner)), ("at", point(at))],
            ),
            Happening::Dropped { owner, at } => (
                "note-junqi-flag-dropped",
                vec![("owner", table.owner_arg(owner)), ("at", point(at))],
            ),
            Happening::Delivered { seat } => {
                ("note-junqi-flag-home", vec![("seat", table.seat_arg(seat))])
            }
            Happening::Coloured { seat, colour } => (
                "note-junqi-colours",
                vec![
                    ("seat", table.seat_arg(seat)),
                    ("colour", table.owner_arg(colour)),
                    ("other", table.seat_arg(1 - seat)),
                    ("other-colour", table.owner_arg(1 - colour)),
                ],
            ),
            Happening::NoLegalMove { seat } => (
                "note-junqi-no-legal-move",
                vec![("seat", table.seat_arg(seat))],
            ),
            _ => return None,
        };
        Some(Reason::new(key, args))
    }

    /// Adds a public note.
    fn public(&mut self, says: Reason) {
        self.report.tell(Audience::Public, says);
    }

    /// A piece with its owner (`South Engineer (1)`), as an argument.
    fn piece(&self, owner: u8, kind: Kind) -> Reason {
        Reason::new(
            "note-junqi-piece",
            vec![
                ("owner", self.config.table.owner_arg(owner)),
                ("piece", Arg::Name(kind.key().into())),
                ("code", Arg::Text(kind.code().to_string())),
            ],
        )
    }

    /// Tells an attack: in public its result, in 翻棋 the pieces too; each owner privately that none
    /// of its pieces was removed, when the happenings `after` remove none.
    fn battle(&mut self, seat: u8, (from, to): (Arg, Arg), battle: Battle, after: &[Happening]) {
        let mut args = vec![
            ("seat", self.config.table.seat_arg(seat)),
            ("from", from),
            ("to", to),
            ("symbol", Arg::Name(battle.clash.symbol_key().into())),
            ("outcome", Arg::Name(battle.clash.key().into())),
        ];
        if self.config.table.mode == Mode::Fanqi {
            let attacker = self.piece(1 - battle.defender_owner, battle.attacker);
            let defender = self.piece(battle.defender_owner, battle.defender);
            args.push(("attacker", attacker.into()));
            args.push(("defender", defender.into()));
            return self.public(Reason::new("note-junqi-battle-revealed", args));
        }
        self.public(Reason::new("note-junqi-battle", args));
        let losses = after
            .iter()
            .take_while(|happening| matches!(happening, Happening::Lost { .. }));
        for owner in [seat, battle.defender_owner] {
            let lost_any = losses.clone().any(
                |happening| matches!(happening, Happening::Lost { owner: o, .. } if *o == owner),
            );
            if !lost_any {
                let none = Reason::plain("note-junqi-none-removed");
                self.report.tell(Audience::Seat(Seat(owner)), none);
            }
        }
    }

    /// Tells a pass, and the resignation it makes when it is one too many.
    fn pass(&mut self, seat: u8, kind: PassKind, used: u32) {
        let key = match kind {
            PassKind::Voluntary => "note-junqi-pass",
            PassKind::TimeOut => "note-junqi-pass-time",
            PassKind::Automatic => "note-junqi-pass-automatic",
        };
        let seat_arg = || ("seat", self.config.table.seat_arg(seat));
        let args = vec![
            ("used", Arg::Number(used.into())),
            ("limit", Arg::Number(self.config.pass_limit.into())),
            seat_arg(),
        ];
        self.public(Reason::new(key, args));
        if used > self.config.pass_limit {
            self.public(Reason::new("note-junqi-passes-resign", vec![seat_arg()]));
        }
    }

    /// The note of a seat leaving a game for four: why, and whether its pieces leave the board (not when
    /// the game `ends` with it).
    fn elimination(&self, seat: u8, exit: Exit, ends: bool) -> Reason {
        let why = match exit {
            Exit::Flag => "note-junqi-out-flag",
            Exit::Resign => "note-junqi-out-resigned",
            Exit::Passes => "note-junqi-out-passes",
            Exit::Stuck => "note-junqi-out-stuck",
        };
        let key = if ends {
            "note-junqi-out"
        } else {
            "note-junqi-out-leaving"
        };
        Reason::new(
            key,
            vec![
                ("seat", self.config.table.seat_arg(seat)),
                ("why", Arg::Name(why.into())),
            ],
        )
    }
}

/// The public sentence for the end of the game: a draw, one seat's win, or partners' win.
pub fn ending(config: &Config, winners: &[u8], reason: EndReason) -> Reason {
    let table = &config.table;
    let how = ("how", reason.phrase());
    match winners {
        [] => Reason::new("note-drawn", vec![how]),
        [one] => Reason::new("note-junqi-wins", vec![("seat", table.seat_arg(*one)), how]),
        [others @ .., last] => {
            let seats = others
                .iter()
                .rev()
                .fold(table.seat_arg(*last), |rest, first| {
                    Reason::new(
                        "note-junqi-and",
                        vec![("first", table.seat_arg(*first)), ("rest", rest)],
                    )
                    .into()
                });
            Reason::new("note-junqi-win-together", vec![("seats", seats), how])
        }
    }
}
