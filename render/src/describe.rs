//! A short text description of a view for screen readers (a Discord attachment's description).
//!
//! Built from the view alone, so it says nothing the image does not show: a face-down piece is "face
//! down" and nothing more. Sides are named by their pieces' colour, as the image shows them; a side
//! with pieces of several colours (Cetkaik) is "Player n"; neutral tiles belong to no side and are
//! listed apart. Identical faces of a side are listed once with all their points. The description is
//! kept within
//! [`MAX_CHARS`]: when the full list of pieces is too long, pieces are written by their short labels,
//! then only counted. It is written in English or in Simplified Chinese ([`Words`]), the board's name,
//! the badges and the texts a view carries itself (panel titles, information lines, [`games::Line`])
//! from the game's own texts in that language.

use games::{Badge, BoardView, Face, Line, Panel, PieceColour, Point, Seat};

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

/// The language a description is written in.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Words {
    /// English, with the pieces' English names.
    #[default]
    English,
    /// Simplified Chinese, with the pieces' Chinese names.
    Chinese,
}

impl Words {
    /// The code of the language of the games' texts these words are written in (`en`, `zh`).
    pub fn language(self) -> &'static str {
        match self {
            Words::English => "en",
            Words::Chinese => "zh",
        }
    }

    /// A badge in these words: a sign as it is, words in the language (`carries flag`, `携军旗`).
    pub fn badge(self, badge: Badge) -> &'static str {
        badge.written(self.language())
    }

    /// A line a view carries, in these words.
    pub fn line(self, line: &Line) -> String {
        line.written(self.language())
    }
}

/// Describes `view` in English in at most [`MAX_CHARS`] characters.
pub fn describe(view: &BoardView) -> String {
    describe_in(view, Words::English)
}

/// Describes `view` in `words` in at most [`MAX_CHARS`] characters.
pub fn describe_in(view: &BoardView, words: Words) -> String {
    for detail in [Detail::Names, Detail::Short, Detail::Counts] {
        let text = write(view, detail, words);
        if text.chars().count() <= MAX_CHARS {
            return text;
        }
    }
    let text = write(view, Detail::Counts, words);
    let mut cut: String = text.chars().take(MAX_CHARS - 1).collect();
    cut.push('…');
    cut
}

fn colour_name(colour: PieceColour, words: Words) -> &'static str {
    if words == Words::Chinese {
        return match colour {
            PieceColour::Blue => "蓝方",
            PieceColour::Red => "红方",
            PieceColour::Green => "绿方",
            PieceColour::Yellow => "黄方",
            PieceColour::Black => "黑方",
            PieceColour::Neutral => "中立",
            PieceColour::Sky => "浅蓝方",
            PieceColour::Orange => "橙方",
        };
    }
    match colour {
        PieceColour::Blue => "Blue",
        PieceColour::Red => "Red",
        PieceColour::Green => "Green",
        PieceColour::Yellow => "Yellow",
        PieceColour::Black => "Black",
        PieceColour::Neutral => "Neutral",
        PieceColour::Sky => "Light blue",
        PieceColour::Orange => "Orange",
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

/// Whether `seat`'s pieces show several colours, so that the side is named by its number.
fn many_coloured(view: &BoardView, seat: Seat) -> bool {
    let mut colours = faces_of(view, seat).map(|face| face.colour);
    let first = colours.next();
    first.is_some_and(|first| !colours.all(|colour| colour == first))
}

/// The name of `seat` as the image shows it: its pieces' one colour, or "Player n".
fn side_name(view: &BoardView, seat: Seat, words: Words) -> String {
    if many_coloured(view, seat) {
        return match words {
            Words::English => format!("Player {}", seat.index() + 1),
            Words::Chinese => format!("棋手 {}", seat.index() + 1),
        };
    }
    let colour = faces_of(view, seat)
        .map(|face| face.colour)
        .next()
        .unwrap_or(PieceColour::of_seat(seat));
    colour_name(colour, words).to_owned()
}

/// The board's name in `words`, from its game's texts (`board-junqi4`); the geometry's own name for a
/// board whose game's texts are not in the catalogue.
fn board_name(view: &BoardView, words: Words) -> &'static str {
    let name = view.board.name;
    games::texts::word(words.language(), &format!("board-{name}")).unwrap_or(name)
}

fn point_name(view: &BoardView, point: Point) -> String {
    view.board
        .points
        .get(usize::from(point))
        .map_or_else(|| point.to_string(), |p| p.name.clone())
}

/// What a face shows, in `detail`: its colour when it differs from its side's, its label, its badge.
fn face_text(view: &BoardView, face: &Face, detail: Detail, language: Words) -> String {
    let chinese = language == Words::Chinese;
    let mut words = Vec::new();
    if side_of(face).is_some_and(|seat| many_coloured(view, seat)) {
        words.push(match language {
            Words::English => colour_name(face.colour, language).to_lowercase(),
            Words::Chinese => colour_name(face.colour, language)
                .trim_end_matches('方')
                .to_owned(),
        });
    }
    match (&face.label, detail) {
        (None, _) if chinese => words.push("背面朝上".to_owned()),
        (None, _) => words.push("face down".to_owned()),
        (Some(label), Detail::Names) if chinese && !label.cjk.is_empty() => {
            words.push(label.cjk.to_owned())
        }
        (Some(label), Detail::Names) if !chinese && !label.name.is_empty() => {
            words.push(label.name.to_owned())
        }
        (Some(label), _) => words.push(label.short.to_owned()),
    }
    if let Some(badge) = face.badge {
        words.push(match language {
            Words::English => format!("({})", language.badge(badge)),
            Words::Chinese => format!("（{}）", language.badge(badge)),
        });
    }
    words.join(if chinese { "" } else { " " })
}

/// The sides of the pieces on the board, in seat order, then nobody's.
fn sides(view: &BoardView) -> Vec<Option<Seat>> {
    let mut sides: Vec<Option<Seat>> = view.pieces.iter().map(|p| side_of(&p.face)).collect();
    sides.sort_by_key(|side| side.map_or(u16::MAX, |seat| u16::from(seat.0)));
    sides.dedup();
    sides
}

/// The description of `view` in `words`, its pieces spelled out in `detail`: what board it is and from
/// whose side, each side's pieces, the last move and marked points, the panels, who is out, and the
/// view's own lines.
fn write(view: &BoardView, detail: Detail, words: Words) -> String {
    let chinese = words == Words::Chinese;
    let side_name = |seat| side_name(view, seat, words);
    let mut sentences = vec![match words {
        Words::English => format!(
            "{} board seen from {}'s side.",
            board_name(view, words),
            side_name(view.perspective)
        ),
        Words::Chinese => format!(
            "{}棋盘，从{}一侧看。",
            board_name(view, words),
            side_name(view.perspective)
        ),
    }];
    for side in sides(view) {
        sentences.push(side_sentence(view, side, detail, words));
    }
    sentences.extend(points_sentence(view, &view.last_move, Points::Route, words));
    sentences.extend(points_sentence(
        view,
        &view.highlights,
        Points::Marked,
        words,
    ));
    for panel in view.panels.iter().filter(|panel| !panel.pieces.is_empty()) {
        sentences.push(panel_sentence(view, panel, detail, words));
    }
    for seat in &view.muted {
        sentences.push(match words {
            Words::English => format!("{} is out.", side_name(*seat)),
            Words::Chinese => format!("{}已出局。", side_name(*seat)),
        });
    }
    sentences.extend(view.info.iter().map(|line| clean(&words.line(line))));
    sentences.join(if chinese { "" } else { " " })
}

/// The punctuation of `words`: after a sentence's subject, at its end, and between list items.
fn punctuation(words: Words) -> (&'static str, &'static str, &'static str) {
    match words {
        Words::English => (": ", ".", ", "),
        Words::Chinese => ("：", "。", "，"),
    }
}

/// The sentence listing the pieces of `side` (nobody's for neutral tiles): counted, or each group of
/// identical faces with its points ("face down a1, b1, c1; Flag d12").
fn side_sentence(view: &BoardView, side: Option<Seat>, detail: Detail, words: Words) -> String {
    let chinese = words == Words::Chinese;
    let (colon, stop, comma) = punctuation(words);
    let mut pieces: Vec<_> = view
        .pieces
        .iter()
        .filter(|p| side_of(&p.face) == side)
        .collect();
    let name = side.map_or_else(
        || colour_name(PieceColour::Neutral, words).to_owned(),
        |seat| side_name(view, seat, words),
    );
    if detail == Detail::Counts {
        let down = pieces.iter().filter(|p| p.face.label.is_none()).count();
        let list = match (down, words) {
            (0, Words::English) => format!("{} pieces", pieces.len()),
            (_, Words::English) => format!("{} pieces, {down} face down", pieces.len()),
            (0, Words::Chinese) => format!("{} 枚棋子", pieces.len()),
            (_, Words::Chinese) => format!("{} 枚棋子，{down} 枚背面朝上", pieces.len()),
        };
        return format!("{name}{colon}{list}{stop}");
    }
    pieces.sort_by_key(|p| p.at);
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for piece in pieces {
        let text = face_text(view, &piece.face, detail, words);
        let point = point_name(view, piece.at);
        match groups.iter_mut().find(|(seen, _)| *seen == text) {
            Some((_, points)) => points.push(point),
            None => groups.push((text, vec![point])),
        }
    }
    let separator = match (groups.iter().all(|(_, points)| points.len() == 1), chinese) {
        (true, _) => comma,
        (false, false) => "; ",
        (false, true) => "；",
    };
    let points_separator = if chinese { "、" } else { ", " };
    let list = groups
        .into_iter()
        .map(|(text, points)| format!("{text} {}", points.join(points_separator)))
        .collect::<Vec<_>>()
        .join(separator);
    format!("{name}{colon}{list}{stop}")
}

/// Points a description names in a sentence of their own.
#[derive(Clone, Copy)]
enum Points {
    /// The route of the last move, in order.
    Route,
    /// The highlighted points.
    Marked,
}

/// The sentence naming `points` as `what`; none when there are no points.
fn points_sentence(
    view: &BoardView,
    points: &[Point],
    what: Points,
    words: Words,
) -> Option<String> {
    if points.is_empty() {
        return None;
    }
    let names: Vec<String> = points.iter().map(|&p| point_name(view, p)).collect();
    Some(match (words, what) {
        (Words::English, Points::Route) => format!("Last move: {}.", names.join(" to ")),
        (Words::English, Points::Marked) => format!("Marked: {}.", names.join(", ")),
        (Words::Chinese, Points::Route) => format!("上一步：{}。", names.join(" 到 ")),
        (Words::Chinese, Points::Marked) => format!("标记：{}。", names.join("、")),
    })
}

/// The sentence of a panel: its title, then its pieces, identical ones counted ("Pawn ×3").
fn panel_sentence(view: &BoardView, panel: &Panel, detail: Detail, words: Words) -> String {
    let (colon, stop, comma) = punctuation(words);
    let mut groups: Vec<(String, usize)> = Vec::new();
    for face in &panel.pieces {
        let text = face_text(view, face, detail.min_short(), words);
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
    format!(
        "{}{colon}{}{stop}",
        clean(&words.line(&panel.title)),
        list.join(comma)
    )
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
