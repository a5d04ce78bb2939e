//! Game records (§11.4, §11.7): turn lines and event lines, written public or full.

use super::board::square_name;
use super::combat::Clash;
use super::piece::{Kind, Side};
use super::position::{End, Happening, PassKind};
use crate::model::EndReason;
use serde::{Deserialize, Serialize};

/// One line of a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Entry {
    /// A numbered turn.
    Turn {
        /// The turn number.
        number: u32,
        /// Who acted.
        side: Side,
        /// `a6-a7`, `a6xa7`, `pass` or `timeout`.
        action: String,
        /// The battle outcome, for an attack.
        clash: Option<Clash>,
        /// The attacker's and defender's kinds, written only in the full record.
        kinds: Option<(Kind, Kind)>,
        /// Event tokens (`flag=S@b1`, `capture=N`, …).
        events: Vec<String>,
    },
    /// An event that is not a turn, written after `* `.
    Event(String),
}

impl Entry {
    /// The line as written in the public (`full = false`) or full record.
    pub fn line(&self, full: bool) -> String {
        match self {
            Entry::Turn {
                number,
                side,
                action,
                clash,
                kinds,
                events,
            } => {
                let mut line = format!("{number}. {} {action}", side.letter());
                if let Some(clash) = clash {
                    line.push_str(&format!(" {clash}"));
                }
                if let (true, Some((a, d))) = (full, kinds) {
                    line.push_str(&format!(" {{{},{}}}", a.code(), d.code()));
                }
                for event in events {
                    line.push(' ');
                    line.push_str(event);
                }
                line
            }
            Entry::Event(text) => format!("* {text}"),
        }
    }
}

/// The record's tag for an end (`S:flag`, `draw:nocapture`).
pub fn end_tag(end: End) -> String {
    let result = end
        .winner
        .map_or("draw".to_owned(), |side| side.letter().to_string());
    let reason = match end.reason {
        EndReason::FlagCaptured => "flag",
        EndReason::FlagDelivered => "home",
        EndReason::Resignation => "resign",
        EndReason::Passes => "passes",
        EndReason::NoMoves => "stuck",
        EndReason::BothStuck => "bothstuck",
        EndReason::NoCapture => "nocapture",
        EndReason::Agreement => "agreement",
        EndReason::TurnCap => "turncap",
        other => other.tag(),
    };
    format!("{result}:{reason}")
}

/// Adds what happened in a turn to the record.
pub fn write(entries: &mut Vec<Entry>, happening: &Happening) {
    let mut event = |token: String| {
        if let Some(Entry::Turn { events, .. }) = entries.last_mut() {
            events.push(token);
        }
    };
    match *happening {
        Happening::Moved {
            number,
            side,
            mv,
            battle,
        } => entries.push(Entry::Turn {
            number,
            side,
            action: format!(
                "{}{}{}",
                square_name(mv.from),
                if battle.is_some() { 'x' } else { '-' },
                square_name(mv.to)
            ),
            clash: battle.map(|(_, _, clash)| clash),
            kinds: battle.map(|(a, d, _)| (a, d)),
            events: Vec::new(),
        }),
        Happening::Passed {
            number, side, kind, ..
        } => entries.push(Entry::Turn {
            number,
            side,
            action: if kind == PassKind::TimeOut {
                "timeout"
            } else {
                "pass"
            }
            .to_owned(),
            clash: None,
            kinds: None,
            events: Vec::new(),
        }),
        Happening::Lost { .. } => {}
        Happening::FlagRevealed { side, at } => {
            event(format!("flag={}@{}", side.letter(), square_name(at)))
        }
        Happening::FlagCaptured { side } => event(format!("capture={}", side.letter())),
        Happening::PickedUp { owner, .. } => event(format!("pickup={}", owner.letter())),
        Happening::Returned { owner, at } => {
            event(format!("return={}@{}", owner.letter(), square_name(at)))
        }
        Happening::Delivered { .. } => event("home".to_owned()),
        Happening::NoLegalMove { side } => {
            entries.push(Entry::Event(format!("{} stuck", side.letter())))
        }
        Happening::Ended(end) => entries.push(Entry::Event(format!("end {}", end_tag(end)))),
    }
}
