//! Clocks: the per-move time limit and the setup time chosen at challenge time, deadlines, reminders, and
//! how lengths of time are shown.

use crate::message::Text;
use crate::model::Millis;
use serde::{Deserialize, Serialize};
use std::str::FromStr;

const MINUTE: Millis = 60_000;
const HOUR: Millis = 60 * MINUTE;
const DAY: Millis = 24 * HOUR;
/// The longest time limit a game may have.
const LONGEST: Millis = 30 * DAY;

/// The running clock of a game: when the seats to act must have acted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    /// When time runs out.
    pub at: Millis,
    /// When the reminder is due.
    pub remind_at: Millis,
    /// Whether the reminder was sent.
    pub reminded: bool,
}

/// The setup time of a game with a setup phase whose challenge named none.
pub const DEFAULT_SETUP: Millis = 5 * MINUTE;
/// The longest setup time a challenge may give.
pub const LONGEST_SETUP: Millis = DAY;

/// The deadline of a setup phase of `limit` that starts at `now`; the reminder comes when a quarter of the
/// time is left.
pub fn setup_deadline(limit: Millis, now: Millis) -> Deadline {
    let at = now.saturating_add(limit);
    Deadline {
        at,
        remind_at: at - limit / 4,
        reminded: false,
    }
}

/// Reads a setup time (`10m`, `1h`): at least a minute, at most a day.
pub fn parse_setup_time(text: &str) -> Result<Millis, ClockError> {
    match text.parse::<ClockSpec>() {
        Ok(ClockSpec::PerMove(limit)) if limit <= LONGEST_SETUP => Ok(limit),
        _ => Err(ClockError(Text::key("setup-time-hint"))),
    }
}

/// A game's clock: no limit, or a limit per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockSpec {
    /// Players take as long as they like.
    None,
    /// Each move must be made within this many milliseconds.
    PerMove(Millis),
}

impl Default for ClockSpec {
    /// One day per move.
    fn default() -> Self {
        ClockSpec::PerMove(DAY)
    }
}

impl ClockSpec {
    /// The deadline for a turn that starts at `now`, with its reminder, or `None` without a limit.
    ///
    /// The reminder comes when a quarter of the time is left, but never more than an hour before the end.
    pub fn deadline(self, now: Millis) -> Option<Deadline> {
        match self {
            ClockSpec::None => None,
            ClockSpec::PerMove(limit) => {
                let at = now.saturating_add(limit);
                Some(Deadline {
                    at,
                    remind_at: at - (limit / 4).min(HOUR),
                    reminded: false,
                })
            }
        }
    }
}

/// Why a clock could not be read: one catalogue sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ClockError(pub Text);

impl FromStr for ClockSpec {
    type Err = ClockError;

    /// Reads `none`, or a number followed by `m`, `h` or `d` (`30m`, `2h`, `1d`; `min`, `hours`, `days`
    /// and the like are accepted too).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim().to_ascii_lowercase();
        let text = text.strip_prefix("clock=").unwrap_or(&text);
        if matches!(text, "none" | "off" | "unlimited") {
            return Ok(ClockSpec::None);
        }
        let digits = text.chars().take_while(char::is_ascii_digit).count();
        let (number, unit) = text.split_at(digits);
        let unit_size = match unit.trim() {
            "m" | "min" | "mins" | "minute" | "minutes" => MINUTE,
            "h" | "hr" | "hrs" | "hour" | "hours" => HOUR,
            "d" | "day" | "days" => DAY,
            _ => return Err(Self::Err::malformed(text)),
        };
        let count: Millis = number.parse().map_err(|_| Self::Err::malformed(text))?;
        match count.checked_mul(unit_size) {
            Some(0) => Err(ClockError(Text::key("clock-zero"))),
            Some(limit) if limit <= LONGEST => Ok(ClockSpec::PerMove(limit)),
            _ => Err(ClockError(Text::key("clock-too-long"))),
        }
    }
}

impl ClockError {
    fn malformed(text: &str) -> Self {
        ClockError(Text::key_with(
            "clock-malformed",
            vec![("word", crate::message::safe::echo(text).into())],
        ))
    }
}

/// A length of time for people, from the catalogue: `1 day`, `2 h`, `30 min` in English.
pub fn span_text(millis: Millis) -> Text {
    let minutes = millis.div_ceil(MINUTE);
    let (days, hours, minutes) = (minutes / 1440, minutes / 60 % 24, minutes % 60);
    let mut parts = Vec::new();
    if days > 0 {
        parts.push(("span-days", days));
    }
    if hours > 0 {
        parts.push(("span-hours", hours));
    }
    if minutes > 0 && days == 0 {
        parts.push(("span-minutes", minutes));
    }
    if parts.is_empty() {
        return Text::key("span-under-a-minute");
    }
    let mut text = Text::default();
    for (index, (key, count)) in parts.into_iter().enumerate() {
        if index > 0 {
            text = text.plain(" ");
        }
        text = text.say(key, vec![("count", count.into())]);
    }
    text
}

impl ClockSpec {
    /// The clock for people, from the catalogue: `no clock`, `2 h per move` in English.
    pub fn text(&self) -> Text {
        match *self {
            ClockSpec::None => Text::key("clock-none"),
            ClockSpec::PerMove(limit) => {
                Text::key_with("clock-per-move", vec![("span", span_text(limit).into())])
            }
        }
    }
}

/// A moment for people, in UTC: `2026-11-23 14:05 UTC`.
pub fn date_time(at: Millis) -> String {
    let minutes = at / MINUTE;
    let (days, minute_of_day) = (minutes / 1440, minutes % 1440);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        minute_of_day / 60,
        minute_of_day % 60
    )
}

/// The day of a moment, in UTC, as game records write it: `2026.11.23`.
pub fn record_date(at: Millis) -> String {
    let (year, month, day) = civil_from_days(at / (1440 * MINUTE));
    format!("{year:04}.{month:02}.{day:02}")
}

/// How far a moment is from `now`, from the catalogue: `in 23 h 59 min`, or `now` once it has come.
pub fn relative(at: Millis, now: Millis) -> Text {
    if at > now {
        Text::key_with("moment-in", vec![("span", span_text(at - now).into())])
    } else {
        Text::key("moment-now")
    }
}

/// The calendar date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Language;

    #[test]
    fn a_record_date_is_the_utc_day() {
        assert_eq!(record_date(0), "1970.01.01");
        assert_eq!(record_date(1_795_446_300_000), "2026.11.23");
        assert_eq!(record_date(1_795_478_399_999), "2026.11.23");
        assert_eq!(record_date(1_795_478_400_000), "2026.11.24");
    }

    #[test]
    fn reads_every_unit_and_none() {
        assert_eq!("none".parse(), Ok(ClockSpec::None));
        assert_eq!("30m".parse(), Ok(ClockSpec::PerMove(30 * MINUTE)));
        assert_eq!("2h".parse(), Ok(ClockSpec::PerMove(2 * HOUR)));
        assert_eq!("1d".parse(), Ok(ClockSpec::PerMove(DAY)));
        assert_eq!("3 days".parse(), Ok(ClockSpec::PerMove(3 * DAY)));
        assert_eq!("clock=45min".parse(), Ok(ClockSpec::PerMove(45 * MINUTE)));
    }

    #[test]
    fn refuses_malformed_zero_and_huge_clocks() {
        for bad in ["", "h", "2x", "0m", "31d", "99999999999999999999d", "-1h"] {
            assert!(bad.parse::<ClockSpec>().is_err(), "{bad} was accepted");
        }
    }

    #[test]
    fn the_default_is_one_day() {
        assert_eq!(ClockSpec::default(), ClockSpec::PerMove(DAY));
    }

    #[test]
    fn reminders_come_a_quarter_before_the_end_capped_at_an_hour() {
        let short = ClockSpec::PerMove(20 * MINUTE).deadline(1_000).unwrap();
        assert_eq!(short.at, 1_000 + 20 * MINUTE);
        assert_eq!(short.remind_at, short.at - 5 * MINUTE);
        let long = ClockSpec::PerMove(DAY).deadline(0).unwrap();
        assert_eq!(long.remind_at, DAY - HOUR);
        assert_eq!(ClockSpec::None.deadline(0), None);
    }

    #[test]
    fn moments_are_calendar_dates_in_utc_and_spans_from_now() {
        // 2024-02-29 12:34 UTC.
        let at = 1_709_210_040_000;
        assert_eq!(date_time(at), "2024-02-29 12:34 UTC");
        let english = |text: Text| crate::i18n::localize(&text, Language::En).to_plain();
        let chinese = |text: Text| crate::i18n::localize(&text, Language::Zh).to_plain();
        assert_eq!(english(relative(at, at - 2 * HOUR)), "in 2 h");
        assert_eq!(chinese(relative(at, at - 2 * HOUR)), "2 小时后");
        assert_eq!(english(relative(0, 5)), "now");
        assert_eq!(english(span_text(DAY + 3 * HOUR)), "1 day 3 h");
        assert_eq!(english(span_text(90 * MINUTE)), "1 h 30 min");
    }
}
