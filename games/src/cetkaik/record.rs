//! The game record in the community's form (§1.14): one entry per move, with the piece, the via square,
//! the casts (無撃裁 no cast, 橋 a stepping cast, 水 a water cast), 此無 for a failed move, 手 for a
//! capture, 或為…而手 for hands formed, 再行 / 終季 for the decision, 春終 … for the end of a season and
//! 星一周 for the end of the game.

use super::game::Entry;
use super::moves::Move;
use super::piece::{Occupant, Side};
use super::sticks::numeral;
use super::turn::{CastFor, Choice, Fact};
use crate::record::RecordBody;

/// A number in Pekzep numerals: 無 for 0, 一 … 十, 十一, 二十三…; 下 marks a minus.
pub fn pekzep_number(n: i32) -> String {
    if n < 0 {
        return format!("下{}", pekzep_number(-n));
    }
    let n = n as u32;
    if n <= 10 {
        return numeral(n as u8).to_owned();
    }
    let (tens, units) = (n / 10, n % 10);
    let mut text = String::new();
    if tens > 1 {
        text.push_str(&pekzep_number(tens as i32));
    }
    text.push('十');
    if units > 0 {
        text.push_str(numeral(units as u8));
    }
    text
}

/// One move's entry while it is being written: it stays open until the next move starts, so that the
/// choice after a stepping cast and the decision after a hand are written into it.
#[derive(Default)]
struct Line {
    side: Option<Side>,
    src: String,
    piece: String,
    via: String,
    dest: String,
    casts: String,
    failed: bool,
    bare: bool,
    after: String,
}

impl Line {
    fn finish(&mut self, out: &mut Vec<String>) {
        if let Some(side) = self.side {
            let casts = if self.casts.is_empty() && !self.bare {
                "無撃裁"
            } else {
                &self.casts
            };
            out.push(format!(
                "{} {}{}{}{}{}{}{}",
                side.code(),
                self.src,
                self.piece,
                self.via,
                self.dest,
                casts,
                if self.failed { "此無" } else { "" },
                self.after
            ));
        }
        *self = Line::default();
    }

    /// Starts the entry of a board move.
    fn start(&mut self, side: Side, mv: Move, piece: Occupant, out: &mut Vec<String>) {
        self.finish(out);
        self.side = Some(side);
        match (mv, piece) {
            (Move::Drop { .. }, _) | (_, Occupant::Tam2) => {
                self.src = mv.to_string();
                self.bare = true;
            }
            (_, Occupant::Piece(p)) => {
                self.src = mv.src().map(|s| s.name()).unwrap_or_default();
                self.piece = p.kind.kanji().to_owned();
                self.via = mv.step().map(|s| s.name()).unwrap_or_default();
                self.dest = match mv {
                    Move::StepRanged { declared, .. } => declared.name(),
                    _ => mv.dest().map(|s| s.name()).unwrap_or_default(),
                };
            }
        }
    }
}

/// The body of the record of a game: the `Start` tag of a game loaded from a position, the opening
/// facts, then every action's entry. The header every game shares is [`crate::record::write_record`]'s.
pub fn record_body(start: Option<&str>, opening: &[Fact], history: &[Entry]) -> RecordBody {
    let mut body = Vec::new();
    let mut line = Line::default();
    for fact in opening {
        write_fact(fact, None, &mut line, &mut body);
    }
    for entry in history {
        if matches!(entry.action.choice, Choice::Move(_)) {
            line.finish(&mut body);
        }
        for fact in &entry.facts {
            write_fact(fact, Some(entry.action.choice), &mut line, &mut body);
        }
    }
    line.finish(&mut body);
    let record = RecordBody::moves(body.join("\n"));
    match start {
        Some(start) => record.tag("Start", start),
        None => record,
    }
}

fn write_fact(fact: &Fact, choice: Option<Choice>, line: &mut Line, out: &mut Vec<String>) {
    match fact {
        Fact::Declared { side, piece, mv } => line.start(*side, *mv, *piece, out),
        Fact::Cast { cast, cast_for, .. } => {
            line.casts.push_str(match cast_for {
                CastFor::Stepping { .. } => "橋",
                CastFor::Water { .. } => "水",
            });
            line.casts.push_str(numeral(cast.count()));
        }
        Fact::Moved {
            side,
            mv,
            piece,
            captured,
        } => {
            if matches!(choice, Some(Choice::Land(_))) {
                line.dest = mv.dest().map(|s| s.name()).unwrap_or_default();
            } else {
                let casts = std::mem::take(&mut line.casts);
                line.start(*side, *mv, *piece, out);
                line.casts = casts;
            }
            if let Some(token) = captured {
                line.after.push_str(&format!("手{}", token.kanji()));
            }
        }
        Fact::Failed {
            side, piece, src, ..
        } => {
            if line.side.is_none() {
                let casts = std::mem::take(&mut line.casts);
                let mv = match choice {
                    Some(Choice::Move(mv)) => mv,
                    _ => Move::Plain {
                        src: *src,
                        dest: *src,
                    },
                };
                line.start(*side, mv, *piece, out);
                line.casts = casts;
            }
            line.failed = true;
        }
        Fact::SteppedOverTam2 { .. } => line.after.push_str("撃皇"),
        Fact::HandsFormed {
            decision, total, ..
        } => {
            let mut names: Vec<String> = decision.new_hands.iter().map(|h| h.kanji()).collect();
            if decision.penalty != 0 {
                names.push(pekzep_number(decision.penalty));
            }
            line.after.push_str(&format!(
                "或為{}而手{}",
                names.join("加"),
                pekzep_number(*total)
            ));
        }
        Fact::Continued { .. } => line.after.push_str("再行"),
        Fact::SeasonEnded { season, .. } => {
            line.after.push_str("終季");
            line.finish(out);
            out.push(format!("{}終", season.kanji()));
        }
        Fact::SeasonStarted { season, first } => {
            line.finish(out);
            out.push(format!(
                "{{{} {}: {} first}}",
                season.kanji(),
                season.name(),
                first.code()
            ));
        }
        Fact::GameOver(_) => {
            line.finish(out);
            out.push("星一周".to_owned());
        }
    }
}
