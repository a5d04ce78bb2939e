//! The game record: one header for every game, each game's own move text inside.
//!
//! Every record starts with the same tags, in this order, written by [`write_record`] alone:
//!
//! * `[Game "Jungle"]`: the display name of the catalogue entry.
//! * `[Date "2026.11.23"]`: the day the game began, in UTC, from the host ([`RecordHead::date`]);
//!   `????.??.??` when unknown (a game made on the command line).
//! * `[Players "Blue: Ann; Red: Bo"]`: every seat's name and its player's, in seat order (`?` for a
//!   player the host did not name).
//! * `[Result "1-0"]`: `*` while the game goes on. With two sides (two seats, or two teams of partners)
//!   `1-0` says the side of the first seat won, `0-1` the other side, `1/2-1/2` a draw; in four-player
//!   Junqi the first side is South and North, the second East and West. With more than two sides (three
//!   players each alone) each side gets its score in the order of its first seat: `0-1-0` (the second
//!   side won), `1/3-1/3-1/3` (a draw).
//! * `[Termination "den"]`: once the game is over, the reason as [`crate::EndReason::tag`] writes it,
//!   the same words for every game.
//! * `[Options "dog_above_wolf=on …"]`: only when some rule option differs from the standard rules; the
//!   standard ones are left out, as [`crate::Settings`] holds them.
//!
//! Then come the game's own tags ([`RecordBody::tags`]: a non-standard start, the setups revealed at the
//! end, a shuffle seed) and its move text ([`RecordBody::moves`]), in the game's own notation. Tag values
//! escape `\` and `"` with a backslash, as PGN does.

use crate::catalogue::About;
use crate::model::{Outcome, Seat};
use crate::options::Settings;
use crate::rules::Seating;

/// What the host knows of a game that its rules do not: who played it and when.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordHead {
    /// The players' display names, in seat order.
    pub players: Vec<String>,
    /// The day the game began, as `YYYY.MM.DD` (UTC), if known.
    pub date: Option<String>,
}

impl RecordHead {
    /// A head with these players and no date.
    pub fn players(players: &[String]) -> Self {
        Self {
            players: players.to_vec(),
            date: None,
        }
    }
}

/// What a game puts inside its record: tags of its own and its move text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordBody {
    /// Tags after the common header, as `(name, value)`: `("Start", "<position string>")`.
    pub tags: Vec<(String, String)>,
    /// The move text, in the game's own notation (one line or several).
    pub moves: String,
}

impl RecordBody {
    /// A body with these moves and no tags of its own.
    pub fn moves(moves: impl Into<String>) -> Self {
        Self {
            tags: Vec::new(),
            moves: moves.into(),
        }
    }

    /// Adds a tag of the game's own.
    pub fn tag(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.tags.push((name.into(), value.into()));
        self
    }
}

/// Everything a record is made of.
pub struct RecordParts<'a> {
    /// The game, from the catalogue.
    pub about: &'a About,
    /// Who sits at the table.
    pub seating: &'a Seating,
    /// The options that differ from the standard rules.
    pub settings: &'a Settings,
    /// How the game ended, if it did.
    pub outcome: Option<&'a Outcome>,
    /// Players and date, from the host.
    pub head: &'a RecordHead,
    /// The game's own tags and moves.
    pub body: RecordBody,
}

/// The record of a game: the common header, then the game's own tags and moves.
pub fn write_record(parts: RecordParts<'_>) -> String {
    let mut tags = vec![
        ("Game".to_owned(), parts.about.name().to_owned()),
        (
            "Date".to_owned(),
            parts
                .head
                .date
                .clone()
                .unwrap_or_else(|| "????.??.??".to_owned()),
        ),
        ("Players".to_owned(), players_tag(parts.seating, parts.head)),
        (
            "Result".to_owned(),
            result_tag(parts.seating, parts.outcome),
        ),
    ];
    if let Some(outcome) = parts.outcome {
        tags.push(("Termination".to_owned(), outcome.reason().tag().to_owned()));
    }
    if !parts.settings.is_standard() {
        tags.push(("Options".to_owned(), parts.settings.words().join(" ")));
    }
    tags.extend(parts.body.tags);
    let mut text: String = tags
        .iter()
        .map(|(name, value)| format!("[{name} \"{}\"]\n", escape(value)))
        .collect();
    text.push_str(parts.body.moves.trim_end());
    text
}

/// The `Players` tag: `Blue: Ann; Red: Bo`.
fn players_tag(seating: &Seating, head: &RecordHead) -> String {
    Seat::all(seating.seats())
        .map(|seat| {
            let player = head.players.get(seat.index()).map_or("?", String::as_str);
            format!("{}: {player}", seating.name(seat))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The `Result` tag: `*`, or each side's score in the order of its first seat (`1-0`, `0-1`, `1/2-1/2`;
/// `0-1-0` with three sides).
pub fn result_tag(seating: &Seating, outcome: Option<&Outcome>) -> String {
    let Some(outcome) = outcome else {
        return "*".to_owned();
    };
    let mut sides: Vec<u8> = Vec::new();
    for &team in &seating.teams {
        if !sides.contains(&team) {
            sides.push(team);
        }
    }
    let scores: Vec<String> = match outcome {
        Outcome::Draw { .. } => {
            let share = format!("1/{}", sides.len());
            sides.iter().map(|_| share.clone()).collect()
        }
        Outcome::Win { winners, .. } => sides
            .iter()
            .map(|&side| {
                let won = winners
                    .iter()
                    .any(|seat| seating.teams.get(seat.index()) == Some(&side));
                if won { "1" } else { "0" }.to_owned()
            })
            .collect(),
    };
    scores.join("-")
}

/// A tag value with `\` and `"` escaped.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::EndReason;

    fn win(seats: &[u8]) -> Outcome {
        Outcome::Win {
            winners: seats.iter().map(|&seat| Seat(seat)).collect(),
            reason: EndReason::Resignation,
        }
    }

    #[test]
    fn results_score_each_side_in_the_order_of_its_first_seat() {
        let two = Seating::each_alone(&["Blue", "Red"]);
        let teams = Seating {
            names: vec!["South", "East", "North", "West"],
            teams: vec![0, 1, 0, 1],
        };
        let three = Seating::each_alone(&["South", "East", "North"]);
        let draw = Outcome::Draw {
            reason: EndReason::Agreement,
        };
        let cases: [(&Seating, Option<Outcome>, &str); 9] = [
            (&two, None, "*"),
            (&two, Some(win(&[0])), "1-0"),
            (&two, Some(win(&[1])), "0-1"),
            (&two, Some(draw.clone()), "1/2-1/2"),
            (&teams, Some(win(&[0, 2])), "1-0"),
            (&teams, Some(win(&[3])), "0-1"),
            (&teams, Some(draw.clone()), "1/2-1/2"),
            (&three, Some(win(&[1])), "0-1-0"),
            (&three, Some(draw), "1/3-1/3-1/3"),
        ];
        for (seating, outcome, expected) in cases {
            assert_eq!(result_tag(seating, outcome.as_ref()), expected);
        }
    }

    #[test]
    fn the_header_is_the_same_tags_in_the_same_order_with_values_escaped() {
        let about = crate::jungle::Jungle::ABOUT;
        let seating = Seating::each_alone(&["Blue", "Red"]);
        let settings = Settings::default();
        let head = RecordHead {
            players: vec!["Ann \"the Rat\"".to_owned()],
            date: Some("2026.11.23".to_owned()),
        };
        let record = write_record(RecordParts {
            about: &about,
            seating: &seating,
            settings: &settings,
            outcome: Some(&win(&[1])),
            head: &head,
            body: RecordBody::moves("1. g3g4 a7a6\n").tag("Start", "x"),
        });
        assert_eq!(
            record,
            "[Game \"Jungle\"]\n[Date \"2026.11.23\"]\n[Players \"Blue: Ann \\\"the Rat\\\"; Red: ?\"]\n\
             [Result \"0-1\"]\n[Termination \"resignation\"]\n[Start \"x\"]\n1. g3g4 a7a6"
        );
    }

    #[test]
    fn every_game_of_the_catalogue_writes_the_common_header() {
        let players = [
            "Ann".to_owned(),
            "Bo".to_owned(),
            "Cy".to_owned(),
            "Di".to_owned(),
        ];
        for entry in crate::CATALOGUE {
            let mut game = entry.create(&Settings::default(), 7).unwrap();
            let seating = game.seating();
            let head = RecordHead {
                players: players[..seating.seats()].to_vec(),
                date: Some("2026.11.23".to_owned()),
            };
            let names: Vec<String> = Seat::all(seating.seats())
                .map(|seat| format!("{}: {}", seating.name(seat), players[seat.index()]))
                .collect();
            let header = format!(
                "[Game \"{}\"]\n[Date \"2026.11.23\"]\n[Players \"{}\"]\n[Result \"*\"]\n",
                entry.about.name(),
                names.join("; ")
            );
            let record = game.record_with(Audience::Public, &head);
            assert!(record.starts_with(&header), "{record}");
            assert!(
                !record.contains("[Rules") && !record.contains("[Options"),
                "{record}"
            );
            while game.phase() == crate::Phase::Setup {
                let seat = game.to_act()[0];
                let actions = game.legal_actions(seat);
                let ready = actions.iter().find(|action| action.as_str() == "ready");
                let action = ready.unwrap_or(&actions[0]).clone();
                game.play(seat, &action).unwrap();
            }
            game.intervene(Intervention::AgreedDraw).unwrap();
            let mut sides = seating.teams.clone();
            sides.sort_unstable();
            sides.dedup();
            let result = vec![format!("1/{}", sides.len()); sides.len()].join("-");
            let ended = game.record_with(Audience::Public, &head);
            assert!(
                ended.contains(&format!(
                    "[Result \"{result}\"]\n[Termination \"agreement\"]\n"
                )),
                "{ended}"
            );
        }
    }

    #[test]
    fn options_appear_only_when_they_differ_from_the_standard() {
        let jungle: crate::GameKind = "jungle".parse().unwrap();
        let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
            list.iter()
                .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
                .collect()
        };
        let standard = jungle
            .check_options(&pairs(&[("dog_above_wolf", "off")]))
            .unwrap();
        let game = jungle.create(&standard, 0).unwrap();
        assert!(!game.record(Audience::Public, &[]).contains("[Options"));
        let changed = jungle
            .check_options(&pairs(&[("dog_above_wolf", "on")]))
            .unwrap();
        let game = jungle.create(&changed, 0).unwrap();
        assert!(
            game.record(Audience::Public, &[])
                .contains("[Result \"*\"]\n[Options \"dog_above_wolf=on\"]\n")
        );
    }

    use crate::model::{Audience, Intervention};
    use crate::rules::Rules;
}
