//! Notes for each audience about what a turn did (§7.2): public facts in public, lost pieces privately.
//! In 翻棋 every face-up piece is public, so battles are told in full and nothing is private.

use super::config::{Config, Mode};
use super::piece::Kind;
use super::position::{Exit, Happening, PassKind};
use crate::model::{Audience, EndReason, Report, Seat, said};
use crate::refusal::{Arg, Reason};

/// Tells each audience what `happenings` did, in order.
pub fn tell(report: &mut Report, happenings: &[Happening], config: &Config) {
    let table = &config.table;
    let board = config.board();
    let name = |at| board.name(at);
    let fanqi = table.mode == Mode::Fanqi;
    let piece_words =
        |owner: u8, kind: Kind| format!("{} {}", table.owner_name(owner), kind.described());
    // The arguments of typed sentences: seats and owners by their seat names, pieces by their keys.
    let seat_arg = |seat: u8| Arg::Seat(table.name(seat).to_owned());
    let owner_arg = |owner: u8| Arg::Seat(table.owner_name(owner).to_owned());
    let piece_says = |holder: u8, kind: Kind| {
        said(
            "note-junqi-piece",
            vec![
                ("owner", owner_arg(holder)),
                ("piece", Arg::Name(kind.key().into())),
                ("code", Arg::Text(kind.code().to_string())),
            ],
        )
    };
    let passes = |used: u32| {
        vec![
            ("used", Arg::Number(used.into())),
            ("limit", Arg::Number(config.pass_limit.into())),
        ]
    };
    let mut mover = 0;
    for (index, happening) in happenings.iter().enumerate() {
        match *happening {
            Happening::Moved {
                seat, mv, battle, ..
            } => {
                mover = seat;
                let seat_name = table.name(seat);
                let (from, to) = (name(mv.from), name(mv.to));
                let Some(battle) = battle else {
                    report.tell_typed(
                        Audience::Public,
                        said(
                            "note-junqi-move",
                            vec![
                                ("seat", seat_arg(mover)),
                                ("from", from.into()),
                                ("to", to.into()),
                            ],
                        ),
                        format!("{seat_name} {from}-{to}"),
                    );
                    continue;
                };
                let battle_args = || {
                    vec![
                        ("seat", seat_arg(mover)),
                        ("from", Arg::Text(from.to_owned())),
                        ("to", Arg::Text(to.to_owned())),
                        ("symbol", Arg::Name(battle.clash.symbol_key().into())),
                        ("outcome", Arg::Name(battle.clash.key().into())),
                    ]
                };
                let clash = battle.clash;
                if fanqi {
                    let attacker_owner = 1 - battle.defender_owner;
                    let mut args = battle_args();
                    args.push((
                        "attacker",
                        piece_says(attacker_owner, battle.attacker).into(),
                    ));
                    args.push((
                        "defender",
                        piece_says(battle.defender_owner, battle.defender).into(),
                    ));
                    report.tell_typed(
                        Audience::Public,
                        said("note-junqi-battle-revealed", args),
                        format!(
                            "{seat_name} {from}x{to} {clash} ({} against {}: {})",
                            piece_words(attacker_owner, battle.attacker),
                            piece_words(battle.defender_owner, battle.defender),
                            clash.words()
                        ),
                    );
                    continue;
                }
                report.tell_typed(
                    Audience::Public,
                    said("note-junqi-battle", battle_args()),
                    format!("{seat_name} {from}x{to} {clash} ({})", clash.words()),
                );
                // Each owner learns which of their own pieces, if any, the battle removed.
                for owner in [seat, battle.defender_owner] {
                    let lost_any = happenings[index + 1..]
                        .iter()
                        .take_while(|h| matches!(h, Happening::Lost { .. }))
                        .any(|h| matches!(h, Happening::Lost { owner: o, .. } if *o == owner));
                    if !lost_any {
                        report.tell_typed(
                            Audience::Seat(Seat(owner)),
                            said("note-junqi-none-removed", Vec::new()),
                            "None of your pieces was removed in that battle.",
                        );
                    }
                }
            }
            Happening::Flipped {
                seat, at, piece, ..
            } => {
                mover = seat;
                report.tell_typed(
                    Audience::Public,
                    said(
                        "note-junqi-flip",
                        vec![
                            ("seat", seat_arg(mover)),
                            ("at", Arg::Text(name(at).to_owned())),
                            ("piece", piece_says(piece.owner, piece.kind).into()),
                        ],
                    ),
                    format!(
                        "{} flips {}: {}.",
                        table.name(seat),
                        name(at),
                        piece_words(piece.owner, piece.kind)
                    ),
                );
            }
            Happening::Lost { owner, kind, at } => {
                if !fanqi {
                    report.tell_typed(
                        Audience::Seat(Seat(owner)),
                        said(
                            "note-junqi-lost",
                            vec![
                                ("piece", Arg::Name(kind.key().into())),
                                ("code", Arg::Text(kind.code().to_string())),
                                ("at", Arg::Text(name(at).to_owned())),
                            ],
                        ),
                        format!("Your {} on {} was removed.", kind.described(), name(at)),
                    );
                }
            }
            Happening::Passed {
                seat, kind, used, ..
            } => {
                mover = seat;
                let seat_name = table.name(seat);
                let count = format!("{used} of {}", config.pass_limit);
                let (key, text) = match kind {
                    PassKind::Voluntary => {
                        ("note-junqi-pass", format!("{seat_name} passes ({count})."))
                    }
                    PassKind::TimeOut => (
                        "note-junqi-pass-time",
                        format!("{seat_name} ran out of time, which counts as a pass ({count})."),
                    ),
                    PassKind::Automatic => (
                        "note-junqi-pass-automatic",
                        format!("{seat_name} passes automatically ({count})."),
                    ),
                };
                let mut args = passes(used);
                args.push(("seat", seat_arg(mover)));
                report.tell_typed(Audience::Public, said(key, args), text);
                if used > config.pass_limit {
                    report.tell_typed(
                        Audience::Public,
                        said("note-junqi-passes-resign", vec![("seat", seat_arg(mover))]),
                        format!("That is one pass too many: {seat_name} resigns."),
                    );
                }
            }
            Happening::FlagRevealed { owner, at } => report.tell_typed(
                Audience::Public,
                said(
                    "note-junqi-flag-at",
                    vec![
                        ("owner", owner_arg(owner)),
                        ("at", Arg::Text(name(at).to_owned())),
                    ],
                ),
                format!("{}'s flag is at {}.", table.owner_name(owner), name(at)),
            ),
            Happening::FlagCaptured { owner } => report.tell_typed(
                Audience::Public,
                said(
                    "note-junqi-flag-captured",
                    vec![("seat", seat_arg(mover)), ("owner", owner_arg(owner))],
                ),
                format!(
                    "{} captured {}'s flag.",
                    table.name(mover),
                    table.owner_name(owner)
                ),
            ),
            Happening::PickedUp { owner, at } => report.tell_typed(
                Audience::Public,
                said(
                    "note-junqi-flag-picked-up",
                    vec![
                        ("carrier", owner_arg(1 - owner)),
                        ("at", Arg::Text(name(at).to_owned())),
                        ("owner", owner_arg(owner)),
                    ],
                ),
                format!(
                    "The {} piece on {} picks up {}'s flag.",
                    table.owner_name(1 - owner),
                    name(at),
                    table.owner_name(owner)
                ),
            ),
            Happening::Returned { owner, at } => report.tell_typed(
                Audience::Public,
                said(
                    "note-junqi-flag-returns",
                    vec![
                        ("owner", owner_arg(owner)),
                        ("at", Arg::Text(name(at).to_owned())),
                    ],
                ),
                format!(
                    "{}'s flag returns to its headquarters {}.",
                    table.owner_name(owner),
                    name(at)
                ),
            ),
            Happening::Dropped { owner, at } => report.tell_typed(
                Audience::Public,
                said(
                    "note-junqi-flag-dropped",
                    vec![
                        ("owner", owner_arg(owner)),
                        ("at", Arg::Text(name(at).to_owned())),
                    ],
                ),
                format!(
                    "{}'s flag is dropped on {}.",
                    table.owner_name(owner),
                    name(at)
                ),
            ),
            Happening::Delivered { seat } => report.tell_typed(
                Audience::Public,
                said("note-junqi-flag-home", vec![("seat", seat_arg(seat))]),
                format!("{} carried the enemy flag home.", table.name(seat)),
            ),
            Happening::Coloured { seat, colour } => report.tell_typed(
                Audience::Public,
                said(
                    "note-junqi-colours",
                    vec![
                        ("seat", seat_arg(seat)),
                        ("colour", owner_arg(colour)),
                        ("other", seat_arg(1 - seat)),
                        ("other-colour", owner_arg(1 - colour)),
                    ],
                ),
                format!(
                    "{} plays {}, {} plays {}.",
                    table.name(seat),
                    table.owner_name(colour),
                    table.name(1 - seat),
                    table.owner_name(1 - colour)
                ),
            ),
            Happening::NoLegalMove { seat } => report.tell_typed(
                Audience::Public,
                said("note-junqi-no-legal-move", vec![("seat", seat_arg(seat))]),
                format!("{} has no legal move.", table.name(seat)),
            ),
            Happening::Eliminated { seat, exit } => {
                let ends = matches!(happenings.get(index + 1), Some(Happening::Ended(_)));
                if table.mode == Mode::Four {
                    let (why_key, why) = match exit {
                        Exit::Flag => ("note-junqi-out-flag", "its flag was captured"),
                        Exit::Resign => ("note-junqi-out-resigned", "it resigned"),
                        Exit::Passes => ("note-junqi-out-passes", "it passed once too often"),
                        Exit::Stuck => ("note-junqi-out-stuck", "it had no legal move"),
                    };
                    let (key, rest) = if ends {
                        ("note-junqi-out", String::new())
                    } else {
                        (
                            "note-junqi-out-leaving",
                            "; its pieces leave the board".to_owned(),
                        )
                    };
                    report.tell_typed(
                        Audience::Public,
                        said(
                            key,
                            vec![("seat", seat_arg(seat)), ("why", Arg::Name(why_key.into()))],
                        ),
                        format!("{} is out: {why}{rest}.", table.name(seat)),
                    );
                }
            }
            Happening::Ended(end) => {
                let (says, english) = ending(config, &end.winning_seats(), end.reason);
                report.tell_end_typed(says, english);
            }
        }
    }
}

/// The public sentence for the end of the game, typed and in English.
pub fn ending(config: &Config, winners: &[u8], reason: EndReason) -> (Reason, String) {
    let names: Vec<&str> = winners
        .iter()
        .map(|&seat| config.table.name(seat))
        .collect();
    let how = ("how", Arg::Name(format!("end-{}", reason.tag()).into()));
    match names[..] {
        [] => (
            said("note-drawn", vec![how]),
            format!("The game is drawn {}.", reason.phrase()),
        ),
        [one] => (
            said(
                "note-junqi-wins",
                vec![("seat", Arg::Seat(one.to_owned())), how],
            ),
            format!("{one} wins {}.", reason.phrase()),
        ),
        [ref others @ .., last] => {
            let seats = others
                .iter()
                .rev()
                .fold(Arg::Seat(last.to_owned()), |rest, first| {
                    Arg::Reason(Box::new(said(
                        "note-junqi-and",
                        vec![("first", Arg::Seat((*first).to_owned())), ("rest", rest)],
                    )))
                });
            (
                said("note-junqi-win-together", vec![("seats", seats), how]),
                format!("{} win {}.", names.join(" and "), reason.phrase()),
            )
        }
    }
}
