//! Building what the bot says about a game, for each audience, from the game's views alone.
//!
//! The public place gets the public view, its image and the public notes; each seat gets its own view by
//! direct message whenever it shows more than the public one or the seat has notes of its own. Nothing here
//! reads the game's full state, so nothing here can leak it.

use crate::host::api::{
    Arg, Drawing, GameId, Image, LabelPreference, Message, Orientation, Picture, Slot, Text,
    TextFile, UserId,
};
use crate::host::text::MESSAGE_LIMIT;
use crate::model::BoardLook;
use crate::store::GameRecord;
use games::{Audience, BoardView, BySeat, Game, GameKind, Outcome, Phase, Report, Seat, Seating};
use std::borrow::Cow;

/// One seat's private message: whom it is for and what it says.
#[derive(Debug, PartialEq, Eq)]
pub struct PrivateBoard {
    /// The seat.
    pub seat: Seat,
    /// The message, marked private and about the game.
    pub message: Message,
}

/// What the host tells about a change: the game's report (whose notes are the game's own sentences) with
/// sentences of the host's own before and after the game's public notes.
#[derive(Clone, Debug, Default)]
pub struct Told {
    /// What the game reported.
    pub report: Report,
    /// Public sentences told before the game's notes (`alice (Blue) ran out of time.`).
    pub lead: Vec<Text>,
    /// Public sentences told after them (a draw offer that lapsed).
    pub tail: Vec<Text>,
}

impl Told {
    /// One public sentence of the host's, and nothing from the game.
    pub fn public(text: Text) -> Self {
        Told {
            lead: vec![text],
            ..Told::default()
        }
    }
}

impl From<Report> for Told {
    fn from(report: Report) -> Self {
        Told {
            report,
            ..Told::default()
        }
    }
}

/// A game's name, in the reader's language (`Jungle`, `斗兽棋`).
pub fn game_name(kind: GameKind) -> Text {
    Text::key_with(
        "game-name",
        vec![("id", kind.id().into()), ("name", kind.name().into())],
    )
}

/// A player's name as the reader reads it: the names the host gives stand-ins, stored in English
/// (`Umpire (level 3)` for the computer, `someone` for an empty name), are written in the reader's
/// language; everyone else's name as it is.
pub fn player_name(id: UserId, name: &str) -> Text {
    let level = name
        .strip_prefix("Umpire (level ")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|number| number.parse::<u32>().ok());
    match level {
        Some(level) if id == crate::host::api::COMPUTER => {
            Text::key_with("computer-name", vec![("level", level.into())])
        }
        _ if name == crate::message::safe::SOMEONE => Text::key("someone"),
        _ => Text::from(name),
    }
}

/// A seat's name, in the reader's language (`Blue`, `蓝方`).
pub fn seat_name(seating: &Seating, seat: Seat) -> Text {
    let name = seating.name(seat);
    Text::key_with(
        "seat-name",
        vec![
            ("seat", name.replace(' ', "-").into()),
            ("name", name.into()),
        ],
    )
}

/// `Alice (Blue)`.
pub fn seat_label(record: &GameRecord, game: &dyn Game, seat: Seat) -> Text {
    seat_label_in(record, &game.seating(), seat)
}

/// `Alice (Blue)`, with the seat names of `seating`.
pub fn seat_label_in(record: &GameRecord, seating: &Seating, seat: Seat) -> Text {
    Text::key_with(
        "seat-label",
        vec![
            (
                "player",
                player_name(record.player(seat).id, &record.player(seat).name).into(),
            ),
            ("seat", seat_name(seating, seat).into()),
        ],
    )
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
    let reason = |reason: games::EndReason| Arg::Key(format!("end-{}", reason.tag()));
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

/// A typed reason as a catalogue sentence: names by their keys, seats as seat names, reasons within it as
/// sentences of their own, and text from the player made safe.
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
                Given::Seat(seat) => Text::key_with(
                    "seat-name",
                    vec![
                        ("seat", seat.replace(' ', "-").into()),
                        ("name", seat.as_str().into()),
                    ],
                )
                .into(),
                Given::Reason(inner) => reason_text(inner).into(),
            };
            (name.as_ref(), arg)
        })
        .collect();
    Text::key_with(&reason.key, args)
}

/// A game's note in the reader's language: written from its typed sentence when it has one, else the
/// game's English sentence.
pub fn note_text(note: &games::Note) -> Text {
    match &note.says {
        Some(says) => reason_text(says),
        None => Text::from(note.text.clone()),
    }
}

/// A choice's label and detail in the reader's language: written from its typed sentences when it has
/// them, else the game's English.
pub fn choice_texts(choice: &games::Choice) -> (Text, Text) {
    match &choice.says {
        Some((label, detail)) => (reason_text(label), reason_text(detail)),
        None => (
            Text::from(choice.label.clone()),
            Text::from(choice.detail.clone()),
        ),
    }
}

/// The caption under a board image: only public facts, in the language of the image's reader.
fn caption(record: &GameRecord, game: &dyn Game) -> Vec<Text> {
    let mut lines = vec![Text::key_with(
        "caption-game",
        vec![
            ("game", record.id.0.into()),
            ("title", title(record, game).into()),
        ],
    )];
    let seating = game.seating();
    let acting: Vec<Text> = game
        .to_act()
        .into_iter()
        .map(|seat| seat_name(&seating, seat))
        .collect();
    let acting = vec![("seats", and_list(&acting).into())];
    match game.outcome() {
        Some(outcome) => lines.push(result(record, game, &outcome)),
        None if record.cancelled => lines.push(Text::key("caption-called-off")),
        None => lines.push(match game.phase() {
            Phase::Setup => Text::key("caption-setting-up"),
            Phase::Decision => Text::key_with("caption-decide", acting),
            Phase::Play | Phase::Over => Text::key_with("caption-play", acting),
        }),
    }
    lines
}

/// `view` with the texts it carries (panel titles, information lines) written in `language` from their
/// typed lines; a line given only in English stays as it is. In English the view is the game's own.
pub fn view_in(view: &BoardView, language: crate::model::Language) -> Cow<'_, BoardView> {
    if language == crate::model::Language::En {
        return Cow::Borrowed(view);
    }
    let write = |line: &mut games::Line| {
        if let Some(says) = &line.says {
            line.text = crate::i18n::localize(&reason_text(says), language).to_plain();
        }
    };
    let mut view = view.clone();
    view.panels
        .iter_mut()
        .for_each(|panel| write(&mut panel.title));
    view.info.iter_mut().for_each(write);
    Cow::Owned(view)
}

/// The renderer's words (badges, the alt text) in `language`.
pub fn words(language: crate::model::Language) -> render::Words {
    match language {
        crate::model::Language::En => render::Words::English,
        crate::model::Language::Zh => render::Words::Chinese,
    }
}

/// The image of a view as `look` asks (the public board's look is [`BoardLook::default`]: own labels in
/// English, the view's own orientation, coordinates, an English caption), its caption and alt text in
/// the look's language. It is drawn when the message is delivered.
pub fn image(view: &BoardView, caption: Vec<Text>, look: BoardLook, file_name: String) -> Image {
    let style = render::Style {
        caption: caption
            .iter()
            .map(|line| crate::i18n::localize(line, look.language).to_plain())
            .collect(),
        labels: match look.labels {
            LabelPreference::English => render::LabelStyle::English,
            LabelPreference::Chinese => render::LabelStyle::Chinese,
        },
        no_coordinates: !look.coordinates,
        words: words(look.language),
    };
    let mut view = view_in(view, look.language);
    if look.orientation == Orientation::Fixed {
        view.to_mut().perspective = Seat(0);
    }
    Image {
        file_name,
        picture: Picture::Board(Box::new(Drawing {
            view: view.into_owned(),
            style,
        })),
        alt: String::new(),
    }
}

/// `game-12-7.png` after the 7th public event; `game-12-setup.png` while the pieces are being set up, so
/// the name never counts private setup changes.
fn public_file_name(record: &GameRecord, game: &dyn Game) -> String {
    if game.phase() == Phase::Setup {
        return format!("game-{}-setup.png", record.id.0);
    }
    format!("game-{}-{}.png", record.id.0, record.public_entries())
}

/// The public board message: public notes (the host's lead, the game's, the host's tail), how things
/// stand (the result, with the players' names, once the game is over: the game's own sentence about its
/// end is left out so the result is told once), and the public image.
pub fn public_board(record: &GameRecord, game: &dyn Game, told: &Told) -> Message {
    let mut text = Text::default();
    for lead in &told.lead {
        text = text.then(lead.clone()).plain("\n");
    }
    for note in told
        .report
        .notes
        .iter()
        .filter(|note| note.audience == Audience::Public && !note.ends_game)
    {
        text = text.then(note_text(note)).plain("\n");
    }
    for tail in &told.tail {
        text = text.then(tail.clone()).plain("\n");
    }
    Message {
        text: text.then(status(record, game)),
        image: Some(image(
            &game.view(Audience::Public),
            caption(record, game),
            BoardLook {
                language: record.language,
                ..BoardLook::default()
            },
            public_file_name(record, game),
        )),
        file: None,
        buttons: Vec::new(),
        private: false,
        about: Some(record.id),
        server: None,
        slot: Some(Slot::Board(record.id)),
        ping: Vec::new(),
        replaces_pressed: false,
    }
}

/// A follower's copy of a game's public board `board`: the same text and image, headed with the game,
/// with an Unfollow button; private, pinging nobody, and standing for no slot. It names no game in
/// `about`, so an undeliverable copy is dropped quietly rather than reported to the game's place.
pub fn for_follower(record: &GameRecord, game: &dyn Game, board: &Message) -> Message {
    Message {
        text: Text::key_with(
            "follower-board",
            vec![
                ("game", record.id.0.into()),
                ("title", title(record, game).into()),
            ],
        )
        .plain("\n")
        .then(board.text.clone()),
        image: board.image.clone(),
        file: None,
        buttons: super::buttons::unfollow(record.id),
        private: true,
        about: None,
        server: None,
        slot: None,
        ping: Vec::new(),
        replaces_pressed: false,
    }
}

/// Whether a seat's view shows anything the public view does not; the side drawn at the bottom does not
/// count, since that is a matter of orientation, not of knowledge.
fn sees_more(view: &BoardView, public: &BoardView) -> bool {
    let mut oriented = public.clone();
    oriented.perspective = view.perspective;
    *view != oriented
}

/// Whether any seat sees more than the public does right now. A game whose pieces are never hidden
/// (its policy publishes no record at the end) has none, which the games' conformance suite checks.
pub fn has_secrets(game: &dyn Game) -> bool {
    if !game.about().policy.reveal_record_at_end {
        return false;
    }
    let public = game.view(Audience::Public);
    Seat::all(game.seating().seats())
        .any(|seat| sees_more(&game.view(Audience::Seat(seat)), &public))
}

/// The private messages a report calls for: each seat whose view differs from the public one, or who has
/// notes of their own, gets their view and notes. `always` lists seats that get their board regardless.
pub fn private_boards(
    record: &GameRecord,
    game: &dyn Game,
    report: &Report,
    looks: &BySeat<BoardLook>,
    always: &[Seat],
) -> Vec<PrivateBoard> {
    private_boards_of_views(
        record.id,
        record.public_entries(),
        &game.view(Audience::Public),
        |seat| game.view(Audience::Seat(seat)),
        report,
        &record.players.map(|_, player| player.id),
        looks,
        always,
        |seat| caption_for(record, game, seat),
    )
}

fn caption_for(record: &GameRecord, game: &dyn Game, seat: Seat) -> Vec<Text> {
    let mut lines = caption(record, game);
    lines.push(Text::key_with(
        "caption-your-board",
        vec![("seat", seat_label(record, game, seat).into())],
    ));
    lines
}

/// The rule of [`private_boards`] over views given directly, so it can be checked with any views.
#[allow(clippy::too_many_arguments)]
pub fn private_boards_of_views(
    game: GameId,
    move_number: u64,
    public: &BoardView,
    seat_view: impl Fn(Seat) -> BoardView,
    report: &Report,
    players: &BySeat<UserId>,
    looks: &BySeat<BoardLook>,
    always: &[Seat],
    caption: impl Fn(Seat) -> Vec<Text>,
) -> Vec<PrivateBoard> {
    looks
        .iter()
        .filter_map(|(seat, &look)| {
            let view = seat_view(seat);
            let notes: Vec<Text> = report
                .notes
                .iter()
                .filter(|note| note.audience == Audience::Seat(seat))
                .map(note_text)
                .collect();
            let differs = sees_more(&view, public);
            if !differs && notes.is_empty() && !always.contains(&seat) {
                return None;
            }
            let mut text = Text::default();
            for note in notes {
                text = text.then(note).plain("\n");
            }
            let text = text.say("your-board", vec![("game", game.0.into())]);
            Some(PrivateBoard {
                seat,
                message: Message {
                    text,
                    image: Some(image(
                        &view,
                        caption(seat),
                        look,
                        format!("game-{}-{}-seat-{}.png", game.0, move_number, seat.index()),
                    )),
                    file: None,
                    buttons: Vec::new(),
                    private: true,
                    about: Some(game),
                    server: None,
                    slot: players
                        .get(seat)
                        .map(|&user| Slot::PrivateBoard(game, user)),
                    ping: Vec::new(),
                    replaces_pressed: false,
                },
            })
        })
        .collect()
}

/// The full record of a finished game, for everyone: the game is over, so nothing in it is secret any more.
/// A record that fits in one message is shown in it; a longer one is attached as `game-N.txt`.
pub fn final_record(record: &GameRecord, game: &dyn Game) -> Message {
    let text = game.record_with(Audience::Public, &record.record_head());
    let text = text.trim_end();
    let number = || vec![("game", record.id.0.into())];
    let inline = Text::key_with("final-record", number())
        .plain(format!("\n```\n{}\n```", text.replace("```", "'''")));
    if inline.to_plain().chars().count() <= MESSAGE_LIMIT {
        return Message {
            text: inline,
            about: Some(record.id),
            ..Message::default()
        };
    }
    Message {
        text: Text::key_with("final-record-attached", number()),
        file: Some(Box::new(TextFile {
            file_name: format!("game-{}.txt", record.id.0),
            text: format!("{text}\n"),
        })),
        about: Some(record.id),
        ..Message::default()
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
    use games::{Face, Label, PieceOnBoard};

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
    fn cetkaik_choices_are_the_games_english_and_read_without_english_in_chinese() {
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
                    assert_eq!(localize(&label, Language::En).to_plain(), choice.label);
                    assert_eq!(localize(&detail, Language::En).to_plain(), choice.detail);
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
    fn typed_notes_are_the_games_english_and_read_without_english_in_chinese() {
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
                        assert!(
                            note.says.is_some(),
                            "{id} says only in English: {}",
                            note.text
                        );
                        let text = note_text(note);
                        assert_eq!(localize(&text, Language::En).to_plain(), note.text);
                        let chinese = localize(&text, Language::Zh).to_plain();
                        assert!(english_words(&chinese).is_empty(), "{chinese}");
                        keys.insert(note.says.as_ref().unwrap().key.to_string());
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
            "note-cetkaik-end-time",
        ] {
            assert!(keys.contains(key), "{key} was not told in {keys:?}");
        }
    }

    #[test]
    fn view_texts_are_the_games_english_and_read_without_english_in_chinese() {
        use crate::i18n::localize;
        use crate::model::Language;
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
                            let says = line.says.as_ref().unwrap_or_else(|| {
                                panic!("{id} shows only in English: {}", line.text)
                            });
                            let text = reason_text(says);
                            assert_eq!(localize(&text, Language::En).to_plain(), line.text);
                            keys.insert(says.key.to_string());
                        }
                        assert_eq!(*view_in(&view, Language::En), view);
                        let chinese = view_in(&view, Language::Zh);
                        let lines = chinese.panels.iter().map(|panel| &panel.title);
                        for line in lines.chain(&chinese.info) {
                            assert!(english_words(&line.text).is_empty(), "{}", line.text);
                        }
                        let alt = render::describe_in(&chinese, render::Words::Chinese);
                        assert!(english_words(&alt).is_empty(), "{id}: {alt}");
                        badges.extend(chinese.pieces.iter().filter_map(|p| p.face.badge));
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
            games::Badge::CarriesFlag,
            games::Badge::CoversFlag,
            games::Badge::NeverFlipped,
        ] {
            assert!(badges.contains(&badge), "{badge:?} was not shown");
        }
    }

    const ELEPHANT: Label = Label {
        short: "8",
        name: "Elephant",
        cjk: "象",
    };

    fn view_with(face: Face) -> BoardView {
        let mut view = BoardView::new(games::jungle::geometry::geometry(), Seat(0));
        view.pieces.push(PieceOnBoard { at: 3, face });
        view
    }

    fn players() -> BySeat<UserId> {
        BySeat::new(2, |seat| UserId(u64::from(seat.0) + 1))
    }

    fn labels(seats: usize) -> BySeat<BoardLook> {
        BySeat::new(seats, |seat| BoardLook {
            labels: if seat == Seat(0) {
                LabelPreference::English
            } else {
                LabelPreference::Chinese
            },
            ..BoardLook::default()
        })
    }

    #[test]
    fn a_look_turns_the_board_and_leaves_coordinates_out() {
        let mut seen_by_red = view_with(Face::shown(Seat(1), ELEPHANT));
        seen_by_red.perspective = Seat(1);
        let png = |view: &BoardView, look: BoardLook| {
            image(view, vec!["caption".into()], look, "board.png".into())
                .bytes()
                .expect("an image")
                .into_owned()
        };
        let own = png(&seen_by_red, BoardLook::default());
        let fixed = BoardLook {
            orientation: Orientation::Fixed,
            ..BoardLook::default()
        };
        let as_public = BoardView {
            perspective: Seat(0),
            ..seen_by_red.clone()
        };
        assert_ne!(png(&seen_by_red, fixed), own);
        assert_eq!(
            png(&seen_by_red, fixed),
            png(&as_public, BoardLook::default())
        );
        let bare = BoardLook {
            coordinates: false,
            ..BoardLook::default()
        };
        assert_ne!(png(&seen_by_red, bare), own);
        let size = |view: &BoardView, coordinates: bool| {
            render::image_size(
                view,
                &render::Style {
                    no_coordinates: !coordinates,
                    ..render::Style::default()
                },
            )
        };
        assert_eq!(size(&seen_by_red, false), size(&seen_by_red, true));
    }

    fn boards(report: &Report, always: &[Seat]) -> Vec<PrivateBoard> {
        let public = view_with(Face::hidden(Seat(0)));
        private_boards_of_views(
            GameId(5),
            2,
            &public,
            |seat| {
                if seat == Seat(0) {
                    view_with(Face::shown(Seat(0), ELEPHANT))
                } else {
                    public.clone()
                }
            },
            report,
            &players(),
            &labels(2),
            always,
            |_| Vec::new(),
        )
    }

    #[test]
    fn a_seat_that_sees_more_gets_its_board_privately() {
        let sent = boards(&Report::public("Blue moves."), &[]);
        assert_eq!(sent.len(), 1);
        assert_eq!(sent[0].seat, Seat(0));
        assert!(sent[0].message.private);
        assert_eq!(sent[0].message.about, Some(GameId(5)));
        assert!(!sent[0].message.text.contains("Blue moves."));
    }

    #[test]
    fn seat_notes_go_only_to_their_seat() {
        let mut report = Report::public("A battle.");
        report.tell(Audience::Seat(Seat(1)), "You lost your Engineer.");
        let sent = boards(&report, &[]);
        assert_eq!(sent.len(), 2);
        assert!(!sent[0].message.text.contains("Engineer"));
        assert!(
            sent[1]
                .message
                .text
                .to_plain()
                .starts_with("You lost your Engineer.")
        );
    }

    #[test]
    fn equal_views_without_notes_send_nothing_unless_asked() {
        let public = view_with(Face::hidden(Seat(0)));
        let none = private_boards_of_views(
            GameId(1),
            0,
            &public,
            |_| public.clone(),
            &Report::default(),
            &players(),
            &labels(2),
            &[],
            |_| Vec::new(),
        );
        assert!(none.is_empty());
        let turned = private_boards_of_views(
            GameId(1),
            0,
            &public,
            |seat| {
                let mut view = public.clone();
                view.perspective = seat;
                view
            },
            &Report::default(),
            &players(),
            &labels(2),
            &[],
            |_| Vec::new(),
        );
        assert!(turned.is_empty(), "a turned board shows nothing more");
        assert_eq!(boards(&Report::default(), &[Seat(1)]).len(), 2);
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

    /// A game of `kind` of at most `plies` plies (legal actions other than a pass, picked by a fixed
    /// stride), with its record.
    fn played(kind: &str, plies: usize) -> (GameRecord, Box<dyn Game>) {
        let record = GameRecord::for_tests(kind, 3);
        let mut game = record.kind.create(&record.options, record.seed).unwrap();
        for ply in 0..plies {
            let Some(&seat) = game.to_act().first() else {
                break;
            };
            let actions: Vec<String> = game
                .legal_actions(seat)
                .into_iter()
                .filter(|action| action != "pass")
                .collect();
            let Some(action) = actions.get(ply * 7 % actions.len().max(1)).cloned() else {
                break;
            };
            game.play(seat, &action).unwrap();
        }
        (record, game)
    }

    #[test]
    fn a_short_final_record_is_shown_and_a_long_one_attached() {
        let (record, game) = played("jungle", 4);
        let short = final_record(&record, game.as_ref());
        assert!(short.file.is_none());
        assert!(short.text.to_plain().contains("[Game \"Jungle\"]"));

        let (record, game) = played("fanqi", 300);
        let long = final_record(&record, game.as_ref());
        let file = long.file.expect("the record is attached");
        assert_eq!(file.file_name, "game-1.txt");
        assert!(file.text.starts_with("[Game \"Blind Junqi\"]"));
        assert!(file.text.chars().count() > MESSAGE_LIMIT);
        assert!(long.text.to_plain().chars().count() <= MESSAGE_LIMIT);
    }
}
