//! A short text description of a view for screen readers (a Discord attachment's description).
//!
//! Built from the view alone, so it says nothing the image does not show: a face-down piece is "face
//! down" and nothing more. Sides are named by their pieces' colour, as the image shows them; a side
//! with pieces of several colours (Cetkaik) is "Player n"; neutral tiles belong to no side and are
//! listed apart. Identical faces of a side are listed once with all their points. The description is
//! kept within
//! [`MAX_CHARS`]: when the full list of pieces is too long, pieces are written by their short labels,
//! then only counted.

use games::{BoardView, Face, PieceColour, Point, Seat};

/// Discord's limit for an attachment's description, in characters.
pub const MAX_CHARS: usize = 1024;

/// How much of each piece a description spells out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Detail {
    /// English names and points.
    Names,
    /// Short labels and points.
    Short,
    /// Counts only.
    Counts,
}

/// Describes `view` in at most [`MAX_CHARS`] characters.
pub fn describe(view: &BoardView) -> String {
    for detail in [Detail::Names, Detail::Short, Detail::Counts] {
        let text = write(view, detail);
        if text.chars().count() <= MAX_CHARS {
            return text;
        }
    }
    let text = write(view, Detail::Counts);
    let mut cut: String = text.chars().take(MAX_CHARS - 1).collect();
    cut.push('…');
    cut
}

fn colour_name(colour: PieceColour) -> &'static str {
    match colour {
        PieceColour::Blue => "Blue",
        PieceColour::Red => "Red",
        PieceColour::Green => "Green",
        PieceColour::Yellow => "Yellow",
        PieceColour::Black => "Black",
        PieceColour::Neutral => "Neutral",
    }
}

/// Whose a face is in a description: a seat's, or nobody's for a neutral tile.
fn side_of(face: &Face) -> Option<Seat> {
    (face.colour != PieceColour::Neutral).then_some(face.owner)
}

/// Every face `view` shows of `seat`'s.
fn faces_of(view: &BoardView, seat: Seat) -> impl Iterator<Item = &Face> {
    view.pieces
        .iter()
        .map(|p| &p.face)
        .chain(view.panels.iter().flat_map(|panel| &panel.pieces))
        .filter(move |face| side_of(face) == Some(seat))
}

/// The name of `seat` as the image shows it: its pieces' one colour, or "Player n".
fn side_name(view: &BoardView, seat: Seat) -> String {
    let mut colours = faces_of(view, seat).map(|face| face.colour);
    let first = colours.next().unwrap_or(PieceColour::of_seat(seat));
    if colours.all(|colour| colour == first) {
        colour_name(first).to_owned()
    } else {
        format!("Player {}", seat.index() + 1)
    }
}

fn point_name(view: &BoardView, point: Point) -> String {
    view.board
        .points
        .get(usize::from(point))
        .map_or_else(|| point.to_string(), |p| p.name.clone())
}

/// What a face shows, in `detail`: its colour when it differs from its side's, its label, its badge.
fn face_text(view: &BoardView, face: &Face, detail: Detail) -> String {
    let mut words = Vec::new();
    if side_of(face).is_some_and(|seat| side_name(view, seat).starts_with("Player")) {
        words.push(colour_name(face.colour).to_lowercase());
    }
    match (&face.label, detail) {
        (None, _) => words.push("face down".to_owned()),
        (Some(label), Detail::Names) if !label.name.is_empty() => words.push(label.name.to_owned()),
        (Some(label), _) => words.push(label.short.to_owned()),
    }
    if let Some(badge) = face.badge {
        words.push(format!("({badge})"));
    }
    words.join(" ")
}

/// The sides of the pieces on the board, in seat order, then nobody's.
fn sides(view: &BoardView) -> Vec<Option<Seat>> {
    let mut sides: Vec<Option<Seat>> = view.pieces.iter().map(|p| side_of(&p.face)).collect();
    sides.sort_by_key(|side| side.map_or(u16::MAX, |seat| u16::from(seat.0)));
    sides.dedup();
    sides
}

fn write(view: &BoardView, detail: Detail) -> String {
    let mut sentences = vec![format!(
        "{} board seen from {}'s side.",
        view.board.name,
        side_name(view, view.perspective)
    )];
    for side in sides(view) {
        let pieces: Vec<_> = view
            .pieces
            .iter()
            .filter(|p| side_of(&p.face) == side)
            .collect();
        let name = side.map_or_else(|| "Neutral".to_owned(), |seat| side_name(view, seat));
        let list = if detail == Detail::Counts {
            let down = pieces.iter().filter(|p| p.face.label.is_none()).count();
            match down {
                0 => format!("{} pieces", pieces.len()),
                _ => format!("{} pieces, {down} face down", pieces.len()),
            }
        } else {
            // Identical faces are one group: "face down a1, b1, c1; Flag d12".
            let mut sorted = pieces.clone();
            sorted.sort_by_key(|p| p.at);
            let mut groups: Vec<(String, Vec<String>)> = Vec::new();
            for piece in sorted {
                let text = face_text(view, &piece.face, detail);
                let point = point_name(view, piece.at);
                match groups.iter_mut().find(|(seen, _)| *seen == text) {
                    Some((_, points)) => points.push(point),
                    None => groups.push((text, vec![point])),
                }
            }
            let separator = if groups.iter().all(|(_, points)| points.len() == 1) {
                ", "
            } else {
                "; "
            };
            groups
                .into_iter()
                .map(|(text, points)| format!("{text} {}", points.join(", ")))
                .collect::<Vec<_>>()
                .join(separator)
        };
        sentences.push(format!("{name}: {list}."));
    }
    if !view.last_move.is_empty() {
        let route: Vec<String> = view
            .last_move
            .iter()
            .map(|&p| point_name(view, p))
            .collect();
        sentences.push(format!("Last move: {}.", route.join(" to ")));
    }
    if !view.highlights.is_empty() {
        let marked: Vec<String> = view
            .highlights
            .iter()
            .map(|&p| point_name(view, p))
            .collect();
        sentences.push(format!("Marked: {}.", marked.join(", ")));
    }
    for panel in &view.panels {
        if panel.pieces.is_empty() {
            continue;
        }
        let mut groups: Vec<(String, usize)> = Vec::new();
        for face in &panel.pieces {
            let text = face_text(view, face, detail.min_short());
            match groups.iter_mut().find(|(seen, _)| *seen == text) {
                Some((_, count)) => *count += 1,
                None => groups.push((text, 1)),
            }
        }
        let list: Vec<String> = groups
            .into_iter()
            .map(|(text, count)| match count {
                1 => text,
                n => format!("{text} ×{n}"),
            })
            .collect();
        sentences.push(format!("{}: {}.", clean(&panel.title), list.join(", ")));
    }
    for seat in &view.muted {
        sentences.push(format!("{} is out.", side_name(view, *seat)));
    }
    sentences.extend(view.info.iter().map(|line| clean(line)));
    sentences.join(" ")
}

impl Detail {
    /// Panels are listed by name or short label even when the board's pieces are only counted.
    fn min_short(self) -> Detail {
        match self {
            Detail::Counts => Detail::Short,
            other => other,
        }
    }
}

/// `text` without control characters.
fn clean(text: &str) -> String {
    text.chars().filter(|c| !c.is_control()).collect()
}
