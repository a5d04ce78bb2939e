//! Notes for each audience about what a turn did (§7.2): public facts in public, lost pieces privately.

use super::board::square_name;
use super::piece::Side;
use super::position::{Happening, PassKind};
use crate::model::{Audience, Report};

/// Tells each audience what `happenings` did, in order. `pass_limit` is the passes each side may make.
pub fn tell(report: &mut Report, happenings: &[Happening], pass_limit: u32) {
    for (index, happening) in happenings.iter().enumerate() {
        match *happening {
            Happening::Moved {
                side, mv, battle, ..
            } => {
                let (from, to) = (square_name(mv.from), square_name(mv.to));
                match battle {
                    None => report.tell(Audience::Public, format!("{} {from}-{to}", side.name())),
                    Some((_, _, clash)) => {
                        report.tell(
                            Audience::Public,
                            format!("{} {from}x{to} {clash} ({})", side.name(), clash.words()),
                        );
                        // Each owner learns which of their own pieces, if any, the battle removed.
                        for owner in [side, side.opponent()] {
                            let lost_any = happenings[index + 1..]
                                .iter()
                                .take_while(|h| matches!(h, Happening::Lost { .. }))
                                .any(
                                    |h| matches!(h, Happening::Lost { side, .. } if *side == owner),
                                );
                            if !lost_any {
                                report.tell(
                                    Audience::Seat(owner.seat()),
                                    "None of your pieces was removed in that battle.",
                                );
                            }
                        }
                    }
                }
            }
            Happening::Lost { side, kind, at } => report.tell(
                Audience::Seat(side.seat()),
                format!(
                    "Your {} on {} was removed.",
                    kind.described(),
                    square_name(at)
                ),
            ),
            Happening::Passed {
                side, kind, used, ..
            } => {
                let name = side.name();
                let count = format!("{used} of {pass_limit}");
                let text = match kind {
                    PassKind::Voluntary => format!("{name} passes ({count})."),
                    PassKind::TimeOut => {
                        format!("{name} ran out of time, which counts as a pass ({count}).")
                    }
                    PassKind::Automatic => {
                        format!("{name} passes automatically ({count}).")
                    }
                };
                report.tell(Audience::Public, text);
                if used > pass_limit {
                    report.tell(
                        Audience::Public,
                        format!("That is one pass too many: {name} resigns."),
                    );
                }
            }
            Happening::FlagRevealed { side, at } => report.tell(
                Audience::Public,
                format!("{}'s flag is at {}.", side.name(), square_name(at)),
            ),
            Happening::FlagCaptured { side } => report.tell(
                Audience::Public,
                format!(
                    "{} captured {}'s flag.",
                    side.opponent().name(),
                    side.name()
                ),
            ),
            Happening::PickedUp { owner, at } => report.tell(
                Audience::Public,
                format!(
                    "The {} piece on {} picks up {}'s flag.",
                    owner.opponent().name(),
                    square_name(at),
                    owner.name()
                ),
            ),
            Happening::Returned { owner, at } => report.tell(
                Audience::Public,
                format!(
                    "{}'s flag returns to its headquarters {}.",
                    owner.name(),
                    square_name(at)
                ),
            ),
            Happening::Delivered { side } => report.tell(
                Audience::Public,
                format!("{} carried the enemy flag home.", side.name()),
            ),
            Happening::NoLegalMove { side } => report.tell(
                Audience::Public,
                format!("{} has no legal move.", side.name()),
            ),
            Happening::Ended(end) => report.tell(Audience::Public, ending(end.winner, end.reason)),
        }
    }
}

/// The public sentence for the end of the game.
pub fn ending(winner: Option<Side>, reason: crate::model::EndReason) -> String {
    match winner {
        Some(side) => format!("{} wins {}.", side.name(), reason.phrase()),
        None => format!("The game is drawn {}.", reason.phrase()),
    }
}
