//! Game records (§11.4, §11.7): turn lines and event lines, written public or full.

use super::combat::Clash;
use super::config::{Config, Mode, Table};
use super::piece::Kind;
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
        /// The letter of the seat that acted.
        seat: char,
        /// `a6-a7`, `a6xa7`, `?c3=R7`, `pass` or `timeout`.
        action: String,
        /// The battle outcome, for an attack.
        clash: Option<Clash>,
        /// The attacker's and defender's kinds, written only in the full record.
        kinds: Option<(Kind, Kind)>,
        /// Event tokens (`flag=S@b1`, `capture=N`, `out=E:flag`, …).
        events: Vec<String>,
    },
    /// An event that is not a turn, written after `* `, with its event tokens.
    Event(String),
}

impl Entry {
    /// The line as written in the public (`full = false`) or full record.
    pub fn line(&self, full: bool) -> String {
        match self {
            Entry::Turn {
                number,
                seat,
                action,
                clash,
                kinds,
                events,
            } => {
                let mut line = format!("{number}. {seat} {action}");
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

    fn add_token(&mut self, token: String) {
        match self {
            Entry::Turn { events, .. } => events.push(token),
            Entry::Event(text) => {
                text.push(' ');
                text.push_str(&token);
            }
        }
    }
}

/// The record's tag for an end (`S:flag`, `SN:flag`, `draw:nocapture`).
pub fn end_tag(table: &Table, end: End) -> String {
    let result = if end.winners == 0 {
        "draw".to_owned()
    } else {
        end.winning_seats()
            .into_iter()
            .map(|seat| table.letter(seat))
            .collect()
    };
    let reason = match end.reason {
        super::FLAG_CAPTURED => "flag",
        super::FLAG_DELIVERED => "home",
        EndReason::Resignation => "resign",
        super::PASSES => "passes",
        EndReason::NoMoves => "stuck",
        super::BOTH_STUCK => "bothstuck",
        EndReason::NO_CAPTURE => "nocapture",
        EndReason::Agreement => "agreement",
        super::TURN_CAP => "turncap",
        other => other.tag(),
    };
    format!("{result}:{reason}")
}

/// Adds what happened in a turn to the record: a new line, or tokens on the last one.
pub fn write(entries: &mut Vec<Entry>, config: &Config, happening: &Happening) {
    if let Some(entry) = line_of(config, happening) {
        entries.push(entry);
    } else if let Some(last) = entries.last_mut() {
        for token in tokens_of(config, happening) {
            last.add_token(token);
        }
    }
}

/// The line a happening starts: a turn (a move, a flip, a pass) or an event (stuck, the end).
fn line_of(config: &Config, happening: &Happening) -> Option<Entry> {
    let table = &config.table;
    let name = |at| config.board().name(at);
    let turn = |number, seat, action| Entry::Turn {
        number,
        seat: table.letter(seat),
        action,
        clash: None,
        kinds: None,
        events: Vec::new(),
    };
    let entry = match *happening {
        Happening::Moved {
            number,
            seat,
            mv,
            battle,
        } => Entry::Turn {
            number,
            seat: table.letter(seat),
            action: format!(
                "{}{}{}",
                name(mv.from),
                if battle.is_some() { 'x' } else { '-' },
                name(mv.to)
            ),
            clash: battle.map(|battle| battle.clash),
            kinds: battle.map(|battle| (battle.attacker, battle.defender)),
            events: Vec::new(),
        },
        Happening::Flipped {
            number,
            seat,
            at,
            piece,
        } => turn(
            number,
            seat,
            format!(
                "?{}={}{}",
                name(at),
                table.owner_letter(piece.owner),
                piece.kind.code()
            ),
        ),
        Happening::Passed {
            number, seat, kind, ..
        } => {
            let action = if kind == PassKind::TimeOut {
                "timeout"
            } else {
                "pass"
            };
            turn(number, seat, action.to_owned())
        }
        Happening::NoLegalMove { seat } => Entry::Event(format!("{} stuck", table.letter(seat))),
        Happening::Ended(end) => Entry::Event(format!("end {}", end_tag(table, end))),
        _ => return None,
    };
    Some(entry)
}

/// The event tokens a happening adds to the line of its turn (`flag=S@b1`, `capture=N`, …).
fn tokens_of(config: &Config, happening: &Happening) -> Vec<String> {
    let table = &config.table;
    let name = |at| config.board().name(at);
    let owner = |owner| table.owner_letter(owner);
    match *happening {
        Happening::FlagRevealed { owner: o, at } => vec![format!("flag={}@{}", owner(o), name(at))],
        Happening::FlagCaptured { owner: o } => vec![format!("capture={}", owner(o))],
        Happening::PickedUp { owner: o, .. } => vec![format!("pickup={}", owner(o))],
        Happening::Returned { owner: o, at } => vec![format!("return={}@{}", owner(o), name(at))],
        Happening::Dropped { owner: o, at } => vec![format!("drop={}@{}", owner(o), name(at))],
        Happening::Delivered { .. } => vec!["home".to_owned()],
        Happening::Coloured { seat, colour } => {
            let letter = |c: u8| ['R', 'K'][usize::from(c & 1)];
            vec![
                format!("colour={}:{}", table.letter(seat), letter(colour)),
                format!("colour={}:{}", table.letter(1 - seat), letter(1 - colour)),
            ]
        }
        Happening::Eliminated { seat, exit } if table.mode == Mode::Four => {
            vec![format!("out={}:{}", table.letter(seat), exit.tag())]
        }
        _ => Vec::new(),
    }
}
