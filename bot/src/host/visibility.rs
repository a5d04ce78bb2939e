//! Building what the bot says about a game, for each audience, from the game's views alone.
//!
//! The public place gets the public view, its image and the public notes; each seat gets its own view by
//! direct message whenever it shows more than the public one or the seat has notes of its own. Nothing here
//! reads the game's full state, so nothing here can leak it.

use super::wording;
use crate::host::api::{
    Drawing, GameId, Image, LabelPreference, Message, Orientation, Picture, Slot, Text, TextFile,
    UserId,
};
use crate::host::text::MESSAGE_LIMIT;
use crate::model::BoardLook;
use crate::store::GameRecord;
use games::{Audience, BoardView, BySeat, Game, Phase, Report, Seat};

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

/// The caption under a board image: only public facts, in the language of the image's reader.
fn caption(record: &GameRecord, game: &dyn Game) -> Vec<Text> {
    let mut lines = vec![Text::key_with(
        "caption-game",
        vec![
            ("game", record.id.0.into()),
            ("title", wording::title(record, game).into()),
        ],
    )];
    let seating = game.seating();
    let acting: Vec<Text> = game
        .to_act()
        .into_iter()
        .map(|seat| wording::seat_name(&seating, seat))
        .collect();
    let acting = vec![("seats", wording::and_list(&acting).into())];
    match game.outcome() {
        Some(outcome) => lines.push(wording::result(record, game, &outcome)),
        None if record.cancelled => lines.push(Text::key("caption-called-off")),
        None => lines.push(match game.phase() {
            Phase::Setup => Text::key("caption-setting-up"),
            Phase::Decision => Text::key_with("caption-decide", acting),
            Phase::Play | Phase::Over => Text::key_with("caption-play", acting),
        }),
    }
    lines
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
        words: wording::words(look.language),
    };
    let mut view = view.clone();
    if look.orientation == Orientation::Fixed {
        view.perspective = Seat(0);
    }
    Image {
        file_name,
        picture: Picture::Board(Box::new(Drawing { view, style })),
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
        text = text.then(wording::note_text(note)).plain("\n");
    }
    for tail in &told.tail {
        text = text.then(tail.clone()).plain("\n");
    }
    Message {
        text: text.then(wording::status(record, game)),
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
        for_everyone: false,
        server: None,
        slot: Some(Slot::Board(record.id)),
        ping: Vec::new(),
        replaces_pressed: false,
        // Its buttons stand until the clock acts.
        until: record
            .deadline
            .filter(|_| !record.finished)
            .map(|deadline| deadline.at),
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
                ("title", wording::title(record, game).into()),
            ],
        )
        .plain("\n")
        .then(board.text.clone()),
        image: board.image.clone(),
        file: None,
        buttons: super::buttons::unfollow(record.id),
        private: true,
        about: None,
        for_everyone: false,
        server: None,
        slot: None,
        ping: Vec::new(),
        replaces_pressed: false,
        until: None,
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
        vec![("seat", wording::seat_label(record, game, seat).into())],
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
                .map(wording::note_text)
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
                    for_everyone: false,
                    server: None,
                    slot: players
                        .get(seat)
                        .map(|&user| Slot::PrivateBoard(game, user)),
                    ping: Vec::new(),
                    replaces_pressed: false,
                    until: None,
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

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Face, Label, PieceOnBoard};

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

    /// South's move from `from` to `to`, as Junqi tells it.
    fn note(from: &str, to: &str) -> games::refusal::Reason {
        use games::refusal::Arg;
        games::refusal::Reason::new(
            "note-junqi-move",
            vec![
                ("seat", Arg::Name("seat-junqi-south".into())),
                ("from", Arg::Text(from.to_owned())),
                ("to", Arg::Text(to.to_owned())),
            ],
        )
    }

    #[test]
    fn a_seat_that_sees_more_gets_its_board_privately() {
        let sent = boards(&Report::public(note("g3", "g4")), &[]);
        assert_eq!(sent.len(), 1);
        assert_eq!(sent[0].seat, Seat(0));
        assert!(sent[0].message.private);
        assert_eq!(sent[0].message.about, Some(GameId(5)));
        assert!(!sent[0].message.text.contains("g3-g4"));
    }

    #[test]
    fn seat_notes_go_only_to_their_seat() {
        let mut report = Report::public(note("a6", "a7"));
        let removed = games::refusal::Reason::plain("note-junqi-none-removed");
        report.tell(Audience::Seat(Seat(1)), removed);
        let sent = boards(&report, &[]);
        assert_eq!(sent.len(), 2);
        assert!(!sent[0].message.text.contains("None of your pieces"));
        assert!(
            crate::i18n::localize(&sent[1].message.text, crate::model::Language::En)
                .to_plain()
                .starts_with("None of your pieces was removed in that battle.")
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
