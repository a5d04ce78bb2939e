//! How the host words what it says about games, in the reader's language: the names of games, players,
//! seats and rating pools, a game's title, how it stands and how it ended, and the games' own sentences
//! (refusals, notes, choices and the texts a view carries) written from their typed keys.

use crate::message::{Arg, Text};
use crate::model::UserId;
use crate::store::GameRecord;
use games::{Game, GameKind, Outcome, Phase, Seat, Seating};

/// A game's name, in the reader's language (`Jungle`, `斗兽棋`).
pub fn game_name(kind: GameKind) -> Text {
    Text::key(&kind.about.name_key())
}

/// How a game's word is typed, its placeholders written in the reader's language: `swap <point> <point>`,
/// `swap <点> <点>` (see [`games::Verb::usage`]).
pub fn usage(typed: &str) -> Text {
    let mut text = Text::default();
    let mut rest = typed;
    while let Some((before, after)) = rest.split_once('<')
        && let Some((placeholder, after)) = after.split_once('>')
    {
        text = text
            .plain(format!("{before}<"))
            .say(&format!("placeholder-{placeholder}"), Vec::new())
            .plain(">");
        rest = after;
    }
    text.plain(rest)
}

/// A game's word as help texts list it: how it is typed and what it does.
pub fn word_help(verb: &games::Verb, key: &str) -> Text {
    Text::key_with(
        key,
        vec![
            ("usage", usage(verb.usage).into()),
            ("help", Text::key(verb.help).into()),
        ],
    )
}

/// A player's name as the reader reads it: the names the host gives stand-ins, stored in English
/// (`Umpire (level 3)` for the computer, `someone` for an empty name), are written in the reader's
/// language; everyone else's name as it is.
pub fn player_name(id: UserId, name: &str) -> Text {
    match computer_level(id, name) {
        Some(level) => Text::key_with("computer-name", vec![("level", level.into())]),
        None if name == crate::message::safe::SOMEONE => Text::key("someone"),
        None => Text::from(name),
    }
}

/// The computer's level, when `id` and `name` are the computer's (`Umpire (level 3)`).
fn computer_level(id: UserId, name: &str) -> Option<u32> {
    name.strip_prefix("Umpire (level ")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|number| number.parse::<u32>().ok())
        .filter(|_| id == crate::host::api::COMPUTER)
}

/// A seat's name, in the reader's language (`Blue`, `蓝方`).
pub fn seat_name(seating: &Seating, seat: Seat) -> Text {
    match seating.key(seat) {
        Some(key) => Text::key(key),
        None => Text::from("?"),
    }
}

/// `Alice (Blue)`.
pub fn seat_label(record: &GameRecord, game: &dyn Game, seat: Seat) -> Text {
    seat_label_in(record, &game.seating(), seat)
}

/// `Alice (Blue)`, with the seat names of `seating`.
pub fn seat_label_in(record: &GameRecord, seating: &Seating, seat: Seat) -> Text {
    let player = record.player(seat);
    let seat = ("seat", seat_name(seating, seat).into());
    match computer_level(player.id, &player.name) {
        // One bracket: `Umpire (level 1, East)`.
        Some(level) => Text::key_with("seat-label-computer", vec![("level", level.into()), seat]),
        None => Text::key_with(
            "seat-label",
            vec![
                ("player", player_name(player.id, &player.name).into()),
                seat,
            ],
        ),
    }
}

/// The seats' labels joined for a sentence: `Alice (Blue)`, `Alice (South) and Carol (North)`,
/// `Alice (South), Bob (East) and Carol (North)`.
pub fn seat_labels(record: &GameRecord, game: &dyn Game, seats: &[Seat]) -> Text {
    seat_labels_in(record, &game.seating(), seats)
}

fn seat_labels_in(record: &GameRecord, seating: &Seating, seats: &[Seat]) -> Text {
    let labels: Vec<Text> = seats
        .iter()
        .map(|&seat| seat_label_in(record, seating, seat))
        .collect();
    and_list(&labels)
}

/// The seating of a game's record, from its kind and options alone (no game is rebuilt); two seats
/// each alone should the options no longer read.
pub fn seating_of(record: &GameRecord) -> Seating {
    record
        .kind
        .seating(&record.options)
        .unwrap_or_else(|error| {
            tracing::warn!(game = record.id.0, %error, "a stored game's seating could not be read");
            Seating {
                names: Seat::all(record.players.len()).map(|_| "?").collect(),
                teams: Seat::all(record.players.len()).map(|seat| seat.0).collect(),
            }
        })
}

/// Words joined for a sentence in the reader's language: `a`, `a and b`, `a, b and c`.
pub fn and_list<T: Clone + Into<Text>>(words: &[T]) -> Text {
    let mut text = Text::default();
    for (index, word) in words.iter().enumerate() {
        if index + 1 == words.len() && index > 0 {
            text = text.say("list-and", Vec::new());
        } else if index > 0 {
            text = text.say("list-sep", Vec::new());
        }
        text = text.then(word.clone().into());
    }
    text
}

/// Texts joined with `between` (a catalogue key) between each two.
pub fn joined(parts: Vec<Text>, between: &str) -> Text {
    let mut text = Text::default();
    for (index, part) in parts.into_iter().enumerate() {
        if index > 0 {
            text = text.say(between, Vec::new());
        }
        text = text.then(part);
    }
    text
}

/// `Jungle: Alice (Blue) vs Bob (Red)`; partners are joined by `&`:
/// `Junqi 4: Alice (South) & Carol (North) vs Bob (East) & Dan (West)`.
pub fn title(record: &GameRecord, game: &dyn Game) -> Text {
    title_in(record, &game.seating())
}

/// [`title`] with the seat names of `seating`.
pub fn title_in(record: &GameRecord, seating: &Seating) -> Text {
    let mut teams: Vec<(u8, Vec<Text>)> = Vec::new();
    for seat in Seat::all(record.players.len()) {
        let team = seating.teams.get(seat.index()).copied().unwrap_or(seat.0);
        let label = seat_label_in(record, seating, seat);
        match teams.iter_mut().find(|(id, _)| *id == team) {
            Some((_, members)) => members.push(label),
            None => teams.push((team, vec![label])),
        }
    }
    let sides: Vec<Text> = teams
        .into_iter()
        .map(|(_, members)| joined(members, "title-partners"))
        .collect();
    Text::key_with(
        "game-title",
        vec![
            ("game", game_name(record.kind).into()),
            ("sides", joined(sides, "title-vs").into()),
        ],
    )
}

/// The line that says how things stand: whose turn and until when, or how the game ended.
pub fn status(record: &GameRecord, game: &dyn Game) -> Text {
    standing(record, game).say("sentence-end", Vec::new())
}

/// How things stand, without the closing full stop.
fn standing(record: &GameRecord, game: &dyn Game) -> Text {
    if let Some(outcome) = game.outcome() {
        let line = result_clause(record, &game.seating(), &outcome);
        return match rating_line(record) {
            Some(ratings) => line.say("sentence-next", Vec::new()).then(ratings),
            None => line,
        };
    }
    if record.cancelled {
        return Text::key("status-called-off");
    }
    let acting = seat_labels(record, game, &game.to_act());
    let key = match game.phase() {
        Phase::Setup => "status-setup",
        Phase::Decision => "status-decide",
        Phase::Play | Phase::Over => "status-play",
    };
    let line = Text::key_with(key, vec![("seats", acting.into())]);
    match record.deadline {
        Some(deadline) => line.say("status-by", Vec::new()).moment(deadline.at),
        None => line,
    }
}

/// `Alice (Blue) wins by entering the den.`, `Alice (South) and Carol (North) win by capturing the flag.`
/// or `The game is drawn by agreement.`
pub fn result(record: &GameRecord, game: &dyn Game, outcome: &Outcome) -> Text {
    result_in(record, &game.seating(), outcome)
}

/// [`result`] with the seat names of `seating`.
pub fn result_in(record: &GameRecord, seating: &Seating, outcome: &Outcome) -> Text {
    result_clause(record, seating, outcome).say("sentence-end", Vec::new())
}

/// [`result_in`] without the closing full stop.
pub fn result_clause(record: &GameRecord, seating: &Seating, outcome: &Outcome) -> Text {
    let reason = |reason: games::EndReason| Arg::Key(reason.phrase_key());
    match outcome {
        Outcome::Win {
            winners,
            reason: why,
        } => Text::key_with(
            "result-win",
            vec![
                ("winners", seat_labels_in(record, seating, winners).into()),
                ("count", winners.len().into()),
                ("reason", reason(*why)),
            ],
        ),
        Outcome::Draw { reason: why } => {
            Text::key_with("result-draw", vec![("reason", reason(*why))])
        }
    }
}

/// How a rated game changed its players' ratings: `Rated (Jungle): Alice 1662? (+162), Bob 1338?
/// (−162)`; `Casual: unrated` for a game between people challenged as `casual`; `None` while it goes on,
/// for games against the bot (never rated), and for games finished before ratings were kept. Without
/// the closing full stop.
pub fn rating_line(record: &GameRecord) -> Option<Text> {
    if !record.finished || record.cancelled {
        return None;
    }
    let Some(rated) = &record.rating else {
        return (record.casual && record.computer.is_none()).then(|| Text::key("rating-casual"));
    };
    let changes: Vec<Text> = rated
        .seats
        .iter()
        .map(|seat| {
            let name = record
                .players
                .values()
                .find(|player| player.id == seat.user)
                .map_or(Text::from("?"), |player| {
                    player_name(player.id, &player.name)
                });
            name.plain(format!(
                " {} ({})",
                seat.after.shown(),
                crate::ratings::shown_change(seat.before.rating, seat.after.rating)
            ))
        })
        .collect();
    Some(Text::key_with(
        "rating-rated",
        vec![
            ("pool", pool_name(&rated.pool).into()),
            ("changes", joined(changes, "list-comma").into()),
        ],
    ))
}

/// A rating pool's name, in the reader's language: `Jungle`, `Junqi for four (3 players)`.
pub fn pool_name(pool: &crate::model::Pool) -> Text {
    let Ok(kind) = pool.game.parse::<GameKind>() else {
        return Text::from(pool.game.clone());
    };
    let standard = kind
        .seating(&games::Settings::default())
        .map(|seating| seating.seats())
        .unwrap_or(2);
    if usize::from(pool.players) == standard {
        game_name(kind)
    } else {
        Text::key_with(
            "pool-players",
            vec![
                ("game", game_name(kind).into()),
                ("players", u32::from(pool.players).into()),
            ],
        )
    }
}

/// A typed reason as a catalogue sentence: names (pieces, seats, games) by their keys, reasons within it
/// as sentences of their own, and text from the player made safe.
pub fn reason_text(reason: &games::refusal::Reason) -> Text {
    use games::refusal::Arg as Given;
    let args = reason
        .args
        .iter()
        .map(|(name, arg)| {
            let arg = match arg {
                Given::Text(text) => Arg::Str(crate::message::safe::defuse(text)),
                Given::Number(number) => Arg::Num(*number),
                Given::Name(key) => Arg::key(key),
                Given::Reason(inner) => reason_text(inner).into(),
            };
            (name.as_ref(), arg)
        })
        .collect();
    Text::key_with(&reason.key, args)
}

/// A game's note in the reader's language.
pub fn note_text(note: &games::Note) -> Text {
    reason_text(&note.says)
}

/// A choice's label and detail in the reader's language.
pub fn choice_texts(choice: &games::Choice) -> (Text, Text) {
    (reason_text(&choice.label), reason_text(&choice.detail))
}

/// The renderer's words (view lines, badges, the alt text) in `language`.
pub fn words(language: crate::model::Language) -> render::Words {
    match language {
        crate::model::Language::En => render::Words::English,
        crate::model::Language::Zh => render::Words::Chinese,
    }
}

/// One line of a game list: game, players, whose turn, deadline, where.
pub fn list_line(record: &GameRecord, game: &dyn Game) -> Text {
    Text::from(format!("#{} ", record.id.0))
        .then(title(record, game))
        .plain(" · ")
        .then(standing(record, game))
        .plain(" · ")
        .say("line-in", Vec::new())
        .channel(record.place.unwrap_or(record.channel))
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::Audience;

    /// The runs of four or more ASCII letters in `text` with two lower-case ones among them: English
    /// words (a setup's piece codes, `MMBF`, and a move's points, `NXxD20`, are not).
    fn english_words(text: &str) -> Vec<&str> {
        text.split(|ch: char| !ch.is_ascii_alphabetic())
            .filter(|word| {
                word.len() >= 4 && word.chars().filter(char::is_ascii_lowercase).count() >= 2
            })
            .collect()
    }

    #[test]
    fn cetkaik_choices_read_without_english_in_chinese() {
        use crate::i18n::localize;
        use crate::model::Language;
        let kind: GameKind = "cetkaik".parse().unwrap();
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..40u64 {
            let mut game = kind.create(&games::Settings::default(), seed).unwrap();
            let mut pick = seed;
            for _ in 0..300 {
                let Some(&seat) = game.to_act().first() else {
                    break;
                };
                for choice in game.choices(seat) {
                    let (label, detail) = choice_texts(&choice);
                    for text in [&label, &detail] {
                        let chinese = localize(text, Language::Zh).to_plain();
                        assert!(english_words(&chinese).is_empty(), "{chinese}");
                    }
                    seen.insert(choice.action.clone());
                }
                let actions = game.legal_actions(seat);
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let action = &actions[(pick >> 33) as usize % actions.len()];
                game.play(seat, action).unwrap();
            }
        }
        for action in ["tymok", "taxot", "give-up"] {
            assert!(
                seen.contains(action),
                "{action} was not offered in {seen:?}"
            );
        }
    }

    #[test]
    fn the_games_notes_read_without_english_in_chinese() {
        use crate::i18n::localize;
        use crate::model::Language;
        let mut keys = std::collections::BTreeSet::new();
        for kind in GameKind::all() {
            let id = kind.id();
            // A time-out is a pass in Junqi; elsewhere it ends the game.
            let passes = id.starts_with("junqi") || id == "fanqi";
            for seed in 0..6u64 {
                let mut game = kind.create(&games::Settings::default(), seed).unwrap();
                let mut pick = seed;
                for turn in 0..400 {
                    let Some(&seat) = game.to_act().first() else {
                        break;
                    };
                    let report = if game.phase() == Phase::Setup {
                        game.play(seat, "ready").unwrap().report
                    } else if (passes && turn % 37 == 5) || turn == 399 {
                        game.intervene(games::Intervention::TimeOut(seat)).unwrap()
                    } else {
                        let actions = game.legal_actions(seat);
                        pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                        let action = &actions[(pick >> 33) as usize % actions.len()];
                        game.play(seat, action).unwrap().report
                    };
                    for note in &report.notes {
                        let chinese = localize(&note_text(note), Language::Zh).to_plain();
                        assert!(english_words(&chinese).is_empty(), "{chinese}");
                        keys.insert(note.says.key.to_string());
                    }
                }
            }
        }
        for key in [
            "note-junqi-move",
            "note-junqi-battle",
            "note-junqi-battle-revealed",
            "note-junqi-lost",
            "note-junqi-flip",
            "note-junqi-pass-time",
            "note-junqi-colours",
            "note-junqi-setup",
            "note-junqi-ready",
            "note-junqi-all-ready-two",
            "note-junqi-all-ready",
            "note-jungle-move",
            "note-jungle-capture",
            "note-jungi-move",
            "note-ending-time",
            "note-cetkaik-moves",
            "note-cetkaik-cast-step",
            "note-cetkaik-season-started",
            "view-cetkaik-end-time",
        ] {
            assert!(keys.contains(key), "{key} was not told in {keys:?}");
        }
    }

    #[test]
    fn view_texts_read_without_english_in_chinese() {
        let chinese = render::Words::Chinese;
        let mut badges = std::collections::HashSet::new();
        let mut keys = std::collections::BTreeSet::new();
        for kind in GameKind::all() {
            let id = kind.id();
            let passes = id.starts_with("junqi") || id == "fanqi";
            for seed in 0..4u64 {
                let mut game = kind.create(&games::Settings::default(), seed).unwrap();
                let mut pick = seed;
                for turn in 0..300 {
                    let seats = game.seating().seats();
                    let audiences = (0..seats)
                        .map(|seat| Audience::Seat(Seat(seat as u8)))
                        .chain([Audience::Public]);
                    for audience in audiences {
                        let view = game.view(audience);
                        let lines = view.panels.iter().map(|panel| &panel.title);
                        for line in lines.chain(&view.info) {
                            let text = chinese.line(line);
                            assert!(english_words(&text).is_empty(), "{text}");
                            keys.insert(line.says.key.to_string());
                        }
                        let alt = render::describe_in(&view, chinese);
                        assert!(english_words(&alt).is_empty(), "{id}: {alt}");
                        badges.extend(view.pieces.iter().filter_map(|p| p.face.badge));
                    }
                    let Some(&seat) = game.to_act().first() else {
                        break;
                    };
                    if game.phase() == Phase::Setup {
                        game.play(seat, "ready").unwrap();
                    } else if passes && turn % 23 == 5 {
                        game.intervene(games::Intervention::TimeOut(seat)).unwrap();
                    } else {
                        let actions = game.legal_actions(seat);
                        pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                        let action = &actions[(pick >> 33) as usize % actions.len()];
                        game.play(seat, action).unwrap();
                    }
                }
            }
        }
        for key in [
            "view-junqi-lost",
            "view-fanqi-colours",
            "view-fanqi-colours-open",
            "view-junqi4-out-one",
            "view-cetkaik-hand-empty",
            "view-cetkaik-hand",
            "view-cetkaik-scoreboard",
            "view-cetkaik-last",
            "view-cetkaik-sticks",
            "view-cetkaik-to-move",
            "view-cetkaik-land",
            "view-cetkaik-decide",
        ] {
            assert!(keys.contains(key), "{key} was not shown in {keys:?}");
        }
        for badge in [
            games::Badge::Said("badge-junqi-carries-flag"),
            games::Badge::Said("badge-junqi-covers-flag"),
            games::Badge::Said("badge-junqi-never-flipped"),
        ] {
            assert!(badges.contains(&badge), "{badge:?} was not shown");
        }
    }

    #[test]
    fn pools_name_the_table_size_only_when_it_is_not_the_standard_one() {
        let junqi4: GameKind = "junqi4".parse().unwrap();
        let name = |players: usize, language| {
            crate::i18n::localize(
                &pool_name(&crate::model::Pool::of(junqi4, players)),
                language,
            )
            .to_plain()
        };
        use crate::model::Language::{En, Zh};
        assert_eq!(name(4, En), junqi4.name());
        assert_eq!(name(3, En), format!("{} (3 players)", junqi4.name()));
        assert_eq!(name(3, Zh), "四国军棋（3 人）");
    }

    #[test]
    fn lists_read_as_sentences() {
        let words = |list: &[&str]| -> Vec<String> { list.iter().map(|w| w.to_string()).collect() };
        let english = |list: &[&str]| and_list(&words(list)).to_plain();
        assert_eq!(english(&["a"]), "a");
        assert_eq!(english(&["a", "b"]), "a and b");
        assert_eq!(english(&["a", "b", "c"]), "a, b and c");
        let chinese = crate::i18n::localize(
            &and_list(&words(&["a", "b", "c"])),
            crate::model::Language::Zh,
        );
        assert_eq!(chinese.to_plain(), "a、b 和 c");
    }
}
