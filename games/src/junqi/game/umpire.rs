//! What the host decides for the game: time-outs, resignations and draws (§8.8), refused during setup.

use super::{Engine, Step};
use crate::junqi::position::{End, PassKind};
use crate::junqi::record::{self, Entry};
use crate::junqi::report;
use crate::model::{Audience, EndReason, Fact, Intervention, Outcome, Report, RuleError, Seat};
use crate::refusal::{Arg, Reason};

impl Engine {
    fn check_intervention_allowed(&self, what: &'static str) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::of("refusal-game-over", Vec::new()));
        }
        if self.in_setup() {
            return Err(RuleError::of(
                "refusal-junqi-not-started",
                vec![("what", Arg::Name(what.into()))],
            ));
        }
        Ok(())
    }

    fn check_earliest_resign(&self, key: &'static str) -> Result<(), RuleError> {
        let earliest = self.position.config.earliest_resign;
        if self.position.turn < earliest {
            return Err(RuleError::of(
                key,
                vec![
                    ("earliest", Arg::Number(i64::from(earliest))),
                    ("turn", Arg::Number(i64::from(self.position.turn) + 1)),
                ],
            ));
        }
        Ok(())
    }

    /// Rules on a resignation, a time-out or an agreed draw.
    pub fn intervene(&mut self, intervention: Intervention) -> Result<Report, RuleError> {
        let table = self.position.config.table;
        match intervention {
            Intervention::Resign(seat) => {
                let seat = self.seat_of(seat)?;
                self.check_intervention_allowed("doing-junqi-resign")?;
                if self.position.is_out(seat) {
                    return Err(RuleError::of(
                        "refusal-junqi-already-out",
                        vec![("side", table.seat_arg(seat))],
                    ));
                }
                self.check_earliest_resign("refusal-junqi-resign-early")?;
                self.entries
                    .push(Entry::Event(format!("{} resigns", table.letter(seat))));
                let mut report = Report::default();
                report.tell(
                    Audience::Public,
                    Reason::new("note-junqi-resigns", vec![("seat", table.seat_arg(seat))]),
                );
                report.extend(self.run(|position, sink| position.resign(seat, &mut |h| sink(h))));
                self.steps.push(Step::Resign(seat));
                Ok(report)
            }
            Intervention::AgreedDraw => {
                self.check_intervention_allowed("doing-junqi-draw")?;
                self.check_earliest_resign("refusal-junqi-draw-early")?;
                let key = if table.seats() == 2 {
                    "note-junqi-agreed-draw-two"
                } else {
                    "note-junqi-agreed-draw"
                };
                let mut report = Report::public(Reason::plain(key));
                report.extend(self.conclude(&Outcome::Draw {
                    reason: EndReason::Agreement,
                }));
                Ok(report)
            }
            Intervention::TimeOut(seat) => {
                let seat = self.seat_of(seat)?;
                self.check_intervention_allowed("doing-junqi-time-out")?;
                let to_move = self.position.to_move;
                if seat != to_move {
                    return Err(RuleError::of(
                        "refusal-junqi-not-timed",
                        vec![
                            ("side", table.seat_arg(to_move)),
                            ("seat", table.seat_arg(seat)),
                        ],
                    ));
                }
                let mut report = self
                    .run(|position, sink| position.play_pass(PassKind::TimeOut, &mut |h| sink(h)));
                self.steps.push(Step::Pass(PassKind::TimeOut));
                report.note_fact(Fact::TurnOver(Seat(seat)));
                Ok(report)
            }
        }
    }

    /// Ends the game with `outcome`, decided by the players (an agreed draw): recorded and told.
    pub fn conclude(&mut self, outcome: &Outcome) -> Report {
        let winners = match outcome {
            Outcome::Win { winners, .. } => winners.iter().fold(0, |set, seat| set | 1 << seat.0),
            Outcome::Draw { .. } => 0,
        };
        let end = End {
            winners,
            reason: outcome.reason(),
        };
        self.position.conclude(end);
        let table = self.position.config.table;
        self.entries.push(Entry::Event(format!(
            "end {}",
            record::end_tag(&table, end)
        )));
        self.sync_outcome();
        let mut report = Report::default();
        report.tell_end(report::ending(
            &self.position.config,
            &end.winning_seats(),
            end.reason,
        ));
        report
    }
}
