//! Building what the bot says about a game, for each audience, from the game's views alone.
//!
//! The public place gets the public view, its image and the public notes; each seat gets its own view by
//! direct message whenever it shows more than the public one or the seat has notes of its own. Nothing here
//! reads the game's full state, so nothing here can leak it.

use crate::host::api::{GameId, Image, LabelPreference, Message, Millis};
use crate::host::clock::moment;
use crate::store::GameRecord;
use games::{Audience, BoardView, Game, GameKind, Outcome, Report, Seat};

/// One seat's private message: whom it is for and what it says.
#[derive(Debug, PartialEq, Eq)]
pub struct PrivateBoard {
    /// The seat.
    pub seat: Seat,
    /// The message, marked private and about the game.
    pub message: Message,
}

/// `Alice (Blue)`.
pub fn seat_label(record: &GameRecord, game: &dyn Game, seat: Seat) -> String {
    let side = game.seat_names().get(seat.index()).copied().unwrap_or("?");
    format!("{} ({side})", record.player(seat).name)
}

/// `Jungle: Alice (Blue) vs Bob (Red)`.
pub fn title(record: &GameRecord, game: &dyn Game) -> String {
    let seats: Vec<String> = (0..record.players.len())
        .map(|index| seat_label(record, game, Seat(index as u8)))
        .collect();
    format!("{}: {}", record.kind.name(), seats.join(" vs "))
}

/// The line that says how things stand: whose turn and until when, or how the game ended.
pub fn status(record: &GameRecord, game: &dyn Game, now: Millis) -> String {
    if let Some(outcome) = game.outcome() {
        return result(record, game, &outcome);
    }
    if record.cancelled {
        return "The game was called off before play began.".to_owned();
    }
    let acting: Vec<String> = game
        .to_act()
        .into_iter()
        .map(|seat| seat_label(record, game, seat))
        .collect();
    if game.in_setup_phase() {
        let by = record
            .deadline
            .map(|deadline| format!(", by {}", moment(deadline.at, now)))
            .unwrap_or_default();
        return format!(
            "Setting up: waiting for {} to get ready{by}.",
            acting.join(" and ")
        );
    }
    match record.deadline {
        Some(deadline) => format!(
            "{} to play, by {}.",
            acting.join(" and "),
            moment(deadline.at, now)
        ),
        None => format!("{} to play.", acting.join(" and ")),
    }
}

/// `Alice (Blue) wins by entering the den.` or `The game is drawn by agreement.`
pub fn result(record: &GameRecord, game: &dyn Game, outcome: &Outcome) -> String {
    match outcome {
        Outcome::Win { winners, reason } => {
            let names: Vec<String> = winners
                .iter()
                .map(|seat| seat_label(record, game, *seat))
                .collect();
            let verb = if names.len() == 1 { "wins" } else { "win" };
            format!("{} {verb} {}.", names.join(" and "), reason.phrase())
        }
        Outcome::Draw { reason } => format!("The game is drawn {}.", reason.phrase()),
    }
}

/// The caption under a board image: only public facts.
fn caption(record: &GameRecord, game: &dyn Game) -> Vec<String> {
    let mut lines = vec![format!("Game #{} · {}", record.id.0, title(record, game))];
    match game.outcome() {
        Some(outcome) => lines.push(result(record, game, &outcome)),
        None if game.in_setup_phase() => lines.push("Setting up".to_owned()),
        None => {
            let acting: Vec<&str> = game
                .to_act()
                .into_iter()
                .filter_map(|seat| game.seat_names().get(seat.index()).copied())
                .collect();
            lines.push(format!("{} to play", acting.join(", ")));
        }
    }
    lines
}

/// Draws a view; a renderer failure is logged and the message goes without its image.
pub fn image(
    view: &BoardView,
    caption: Vec<String>,
    labels: LabelPreference,
    file_name: String,
) -> Option<Image> {
    let style = render::Style {
        caption,
        labels: match labels {
            LabelPreference::English => render::LabelStyle::English,
            LabelPreference::Chinese => render::LabelStyle::Chinese,
        },
    };
    match render::render_png(view, &style) {
        Ok(png) => Some(Image { file_name, png }),
        Err(error) => {
            tracing::warn!(%error, "board image not drawn");
            None
        }
    }
}

/// `game-12-7.png` after the 7th public event; `game-12-setup.png` while the pieces are being set up, so
/// the name never counts private setup changes.
fn public_file_name(record: &GameRecord, game: &dyn Game) -> String {
    if game.in_setup_phase() {
        return format!("game-{}-setup.png", record.id.0);
    }
    format!("game-{}-{}.png", record.id.0, record.public_entries())
}

/// A battle line in record notation (`South e6xe7 >`) with its outcome in words added; other lines as
/// they are. The words depend on the outcome symbol alone, so they tell nothing more than it does.
fn with_battle_words(line: &str) -> String {
    let words: Vec<&str> = line.split_whitespace().collect();
    let outcome = match words.as_slice() {
        [_, mv, symbol] if mv.contains('x') => match *symbol {
            ">" => "the attacker won",
            "<" => "the defender won",
            "=" => "both pieces were removed",
            _ => return line.to_owned(),
        },
        _ => return line.to_owned(),
    };
    format!("{line} ({outcome})")
}

/// The public board message: public notes, how things stand, and the public image.
pub fn public_board(record: &GameRecord, game: &dyn Game, report: &Report, now: Millis) -> Message {
    let mut lines: Vec<String> = report
        .notes
        .iter()
        .filter(|note| note.audience == Audience::Public)
        .map(|note| with_battle_words(&note.text))
        .collect();
    let status = status(record, game, now);
    if !lines.contains(&status) {
        lines.push(status);
    }
    Message {
        text: lines.join("\n"),
        image: image(
            &game.view(Audience::Public),
            caption(record, game),
            LabelPreference::English,
            public_file_name(record, game),
        ),
        buttons: Vec::new(),
        private: false,
        about: Some(record.id),
    }
}

/// Whether a seat's view shows anything the public view does not; the side drawn at the bottom does not
/// count, since that is a matter of orientation, not of knowledge.
fn sees_more(view: &BoardView, public: &BoardView) -> bool {
    let mut oriented = public.clone();
    oriented.perspective = view.perspective;
    *view != oriented
}

/// Whether any seat sees more than the public does right now.
pub fn has_secrets(game: &dyn Game, seats: usize) -> bool {
    let public = game.view(Audience::Public);
    (0..seats).any(|index| sees_more(&game.view(Audience::Seat(Seat(index as u8))), &public))
}

/// The private messages a report calls for: each seat whose view differs from the public one, or who has
/// notes of their own, gets their view and notes. `always` lists seats that get their board regardless.
pub fn private_boards(
    record: &GameRecord,
    game: &dyn Game,
    report: &Report,
    labels: &[LabelPreference],
    always: &[Seat],
) -> Vec<PrivateBoard> {
    private_boards_of_views(
        record.id,
        record.public_entries(),
        &game.view(Audience::Public),
        |seat| game.view(Audience::Seat(seat)),
        report,
        labels,
        always,
        |seat| caption_for(record, game, seat),
    )
}

fn caption_for(record: &GameRecord, game: &dyn Game, seat: Seat) -> Vec<String> {
    let mut lines = caption(record, game);
    lines.push(format!("Your board: {}", seat_label(record, game, seat)));
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
    labels: &[LabelPreference],
    always: &[Seat],
    caption: impl Fn(Seat) -> Vec<String>,
) -> Vec<PrivateBoard> {
    (0..labels.len())
        .filter_map(|index| {
            let seat = Seat(index as u8);
            let view = seat_view(seat);
            let notes: Vec<String> = report
                .notes
                .iter()
                .filter(|note| note.audience == Audience::Seat(seat))
                .map(|note| note.text.clone())
                .collect();
            let differs = sees_more(&view, public);
            if !differs && notes.is_empty() && !always.contains(&seat) {
                return None;
            }
            let mut text = notes;
            text.push(format!("Your board in game #{}.", game.0));
            Some(PrivateBoard {
                seat,
                message: Message {
                    text: text.join("\n"),
                    image: image(
                        &view,
                        caption(seat),
                        labels[index],
                        format!("game-{}-{}-seat-{}.png", game.0, move_number, index),
                    ),
                    buttons: Vec::new(),
                    private: true,
                    about: Some(game),
                },
            })
        })
        .collect()
}

/// Whether a game of this kind hides information during play, and so publishes its full record (every
/// setup and every battle's identities) once it is over, and not before.
pub fn reveals_record_at_end(kind: GameKind) -> bool {
    matches!(kind, GameKind::Junqi)
}

/// The full record of a finished game, for everyone: the game is over, so nothing in it is secret any more.
pub fn final_record(record: &GameRecord, game: &dyn Game) -> Message {
    let names: Vec<String> = record
        .players
        .iter()
        .map(|player| player.name.clone())
        .collect();
    let text = game.record(Audience::Public, &names);
    Message {
        text: format!(
            "The full record of game #{}, with every setup and every battle:\n```\n{}\n```",
            record.id.0,
            text.trim_end().replace("```", "'''")
        ),
        about: Some(record.id),
        ..Message::default()
    }
}

/// One line of a game list: game, players, whose turn, deadline, where.
pub fn list_line(record: &GameRecord, game: &dyn Game, now: Millis) -> String {
    let place = record.place.unwrap_or(record.channel);
    format!(
        "#{} {} · {} · in <#{}>",
        record.id.0,
        title(record, game),
        status(record, game, now).trim_end_matches('.'),
        place.0
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{BoardKind, Face, Label, PieceOnBoard};

    const ELEPHANT: Label = Label {
        short: "8",
        name: "Elephant",
        cjk: "象",
    };

    fn view_with(face: Face) -> BoardView {
        let mut view = BoardView::new(BoardKind::Jungle, Seat(0));
        view.pieces.push(PieceOnBoard { at: 3, face });
        view
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
            &[LabelPreference::English, LabelPreference::Chinese],
            always,
            |_| Vec::new(),
        )
    }

    #[test]
    fn battle_lines_say_their_outcome_in_words() {
        assert_eq!(
            with_battle_words("South e6xe7 >"),
            "South e6xe7 > (the attacker won)"
        );
        assert_eq!(
            with_battle_words("North b8xc8 <"),
            "North b8xc8 < (the defender won)"
        );
        assert_eq!(
            with_battle_words("South c6xc7 ="),
            "South c6xc7 = (both pieces were removed)"
        );
        assert_eq!(with_battle_words("North d7-d8"), "North d7-d8");
        assert_eq!(
            with_battle_words("North passes (1 of 4)."),
            "North passes (1 of 4)."
        );
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
        assert!(sent[1].message.text.starts_with("You lost your Engineer."));
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
            &[LabelPreference::English; 2],
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
            &[LabelPreference::English; 2],
            &[],
            |_| Vec::new(),
        );
        assert!(turned.is_empty(), "a turned board shows nothing more");
        assert_eq!(boards(&Report::default(), &[Seat(1)]).len(), 2);
    }
}
