//! Notes for each audience about what a turn did (§7.2): public facts in public, lost pieces privately.
//! In 翻棋 every face-up piece is public, so battles are told in full and nothing is private.

use super::config::{Config, Mode};
use super::piece::Kind;
use super::position::{Exit, Happening, PassKind};
use crate::model::{Audience, EndReason, Report, Seat};

/// Tells each audience what `happenings` did, in order.
pub fn tell(report: &mut Report, happenings: &[Happening], config: &Config) {
    let table = &config.table;
    let board = config.board();
    let name = |at| board.name(at);
    let fanqi = table.mode == Mode::Fanqi;
    let piece_words =
        |owner: u8, kind: Kind| format!("{} {}", table.owner_name(owner), kind.described());
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
                    report.tell(Audience::Public, format!("{seat_name} {from}-{to}"));
                    continue;
                };
                let clash = battle.clash;
                if fanqi {
                    let attacker_owner = 1 - battle.defender_owner;
                    report.tell(
                        Audience::Public,
                        format!(
                            "{seat_name} {from}x{to} {clash} ({} against {}: {})",
                            piece_words(attacker_owner, battle.attacker),
                            piece_words(battle.defender_owner, battle.defender),
                            clash.words()
                        ),
                    );
                    continue;
                }
                report.tell(
                    Audience::Public,
                    format!("{seat_name} {from}x{to} {clash} ({})", clash.words()),
                );
                // Each owner learns which of their own pieces, if any, the battle removed.
                for owner in [seat, battle.defender_owner] {
                    let lost_any = happenings[index + 1..]
                        .iter()
                        .take_while(|h| matches!(h, Happening::Lost { .. }))
                        .any(|h| matches!(h, Happening::Lost { owner: o, .. } if *o == owner));
                    if !lost_any {
                        report.tell(
                            Audience::Seat(Seat(owner)),
                            "None of your pieces was removed in that battle.",
                        );
                    }
                }
            }
            Happening::Flipped {
                seat, at, piece, ..
            } => {
                mover = seat;
                report.tell(
                    Audience::Public,
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
                    report.tell(
                        Audience::Seat(Seat(owner)),
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
                let text = match kind {
                    PassKind::Voluntary => format!("{seat_name} passes ({count})."),
                    PassKind::TimeOut => {
                        format!("{seat_name} ran out of time, which counts as a pass ({count}).")
                    }
                    PassKind::Automatic => {
                        format!("{seat_name} passes automatically ({count}).")
                    }
                };
                report.tell(Audience::Public, text);
                if used > config.pass_limit {
                    report.tell(
                        Audience::Public,
                        format!("That is one pass too many: {seat_name} resigns."),
                    );
                }
            }
            Happening::FlagRevealed { owner, at } => report.tell(
                Audience::Public,
                format!("{}'s flag is at {}.", table.owner_name(owner), name(at)),
            ),
            Happening::FlagCaptured { owner } => report.tell(
                Audience::Public,
                format!(
                    "{} captured {}'s flag.",
                    table.name(mover),
                    table.owner_name(owner)
                ),
            ),
            Happening::PickedUp { owner, at } => report.tell(
                Audience::Public,
                format!(
                    "The {} piece on {} picks up {}'s flag.",
                    table.owner_name(1 - owner),
                    name(at),
                    table.owner_name(owner)
                ),
            ),
            Happening::Returned { owner, at } => report.tell(
                Audience::Public,
                format!(
                    "{}'s flag returns to its headquarters {}.",
                    table.owner_name(owner),
                    name(at)
                ),
            ),
            Happening::Dropped { owner, at } => report.tell(
                Audience::Public,
                format!(
                    "{}'s flag is dropped on {}.",
                    table.owner_name(owner),
                    name(at)
                ),
            ),
            Happening::Delivered { seat } => report.tell(
                Audience::Public,
                format!("{} carried the enemy flag home.", table.name(seat)),
            ),
            Happening::Coloured { seat, colour } => report.tell(
                Audience::Public,
                format!(
                    "{} plays {}, {} plays {}.",
                    table.name(seat),
                    table.owner_name(colour),
                    table.name(1 - seat),
                    table.owner_name(1 - colour)
                ),
            ),
            Happening::NoLegalMove { seat } => report.tell(
                Audience::Public,
                format!("{} has no legal move.", table.name(seat)),
            ),
            Happening::Eliminated { seat, exit } => {
                let ends = matches!(happenings.get(index + 1), Some(Happening::Ended(_)));
                if table.mode == Mode::Four {
                    let why = match exit {
                        Exit::Flag => "its flag was captured",
                        Exit::Resign => "it resigned",
                        Exit::Passes => "it passed once too often",
                        Exit::Stuck => "it had no legal move",
                    };
                    let rest = if ends {
                        String::new()
                    } else {
                        "; its pieces leave the board".to_owned()
                    };
                    report.tell(
                        Audience::Public,
                        format!("{} is out: {why}{rest}.", table.name(seat)),
                    );
                }
            }
            Happening::Ended(end) => {
                report.tell_end(ending(config, &end.winning_seats(), end.reason))
            }
        }
    }
}

/// The public sentence for the end of the game.
pub fn ending(config: &Config, winners: &[u8], reason: EndReason) -> String {
    let names: Vec<&str> = winners
        .iter()
        .map(|&seat| config.table.name(seat))
        .collect();
    match names[..] {
        [] => format!("The game is drawn {}.", reason.phrase()),
        [one] => format!("{one} wins {}.", reason.phrase()),
        _ => format!("{} win {}.", names.join(" and "), reason.phrase()),
    }
}
