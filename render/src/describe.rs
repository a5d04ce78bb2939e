//! A short text description of a view for screen readers (a Discord attachment's description).
//!
//! Built from the view alone, so it says nothing the image does not show: a face-down piece is "face
//! down" and nothing more. Sides are named by their pieces' colour, as the image shows them; a side
//! with pieces of several colours (Cetkaik) is "Player n"; neutral tiles belong to no side and are
//! listed apart. Identical faces of a side are listed once with all their points. The description is
//! kept within
//! [`MAX_CHARS`]: when the full list of pieces is too long, pieces are written by their short labels,
//! then only counted. It is written in English or in Simplified Chinese ([`Words`]); the texts a view
//! carries itself (panel titles, information lines, [`games::Line`]) are read as they are, so a host
//! writes them in the description's language first.

use games::{Badge, BoardView, Face, PieceColour, Point, Seat};

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
    /// A badge in these words: a sign as it is, words in the language (`carries flag`, `携军旗`).
    pub fn badge(self, badge: Badge) -> &'static str {
        match (self, badge) {
            (Words::English, badge) | (Words::Chinese, badge @ Badge::Sign(_)) => badge.english(),
            (Words::Chinese, Badge::CarriesFlag) => "携军旗",
            (Words::Chinese, Badge::CoversFlag) => "压军旗",
            (Words::Chinese, Badge::NeverFlipped) => "未翻开",
        }
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

/// The board's name: the geometry's own in English, the game's Chinese name in Chinese.
fn board_name(view: &BoardView, words: Words) -> &str {
    let name = view.board.name;
    if words == Words::English {
        return name;
    }
    [
        ("jungle", "斗兽棋"),
        ("junqi4", "四国军棋"),
        ("junqi", "军棋"),
        ("jungi", "陣網"),
        ("lun", "Lún 陣網"),
        ("cetkaik", "机戦"),
    ]
    .into_iter()
    .find(|(id, _)| name.starts_with(id))
    .map_or(name, |(_, chinese)| chinese)
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

fn write(view: &BoardView, detail: Detail, words: Words) -> String {
    let chinese = words == Words::Chinese;
    let side_name = |seat| side_name(view, seat, words);
    let face_text = |face, detail| face_text(view, face, detail, words);
    let (colon, stop, comma) = if chinese {
        ("：", "。", "，")
    } else {
        (": ", ".", ", ")
    };
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
        let pieces: Vec<_> = view
            .pieces
            .iter()
            .filter(|p| side_of(&p.face) == side)
            .collect();
        let name = side.map_or_else(
            || colour_name(PieceColour::Neutral, words).to_owned(),
            side_name,
        );
        let list = if detail == Detail::Counts {
            let down = pieces.iter().filter(|p| p.face.label.is_none()).count();
            match (down, words) {
                (0, Words::English) => format!("{} pieces", pieces.len()),
                (_, Words::English) => format!("{} pieces, {down} face down", pieces.len()),
                (0, Words::Chinese) => format!("{} 枚棋子", pieces.len()),
                (_, Words::Chinese) => format!("{} 枚棋子，{down} 枚背面朝上", pieces.len()),
            }
        } else {
            // Identical faces are one group: "face down a1, b1, c1; Flag d12".
            let mut sorted = pieces.clone();
            sorted.sort_by_key(|p| p.at);
            let mut groups: Vec<(String, Vec<String>)> = Vec::new();
            for piece in sorted {
                let text = face_text(&piece.face, detail);
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
            groups
                .into_iter()
                .map(|(text, points)| format!("{text} {}", points.join(points_separator)))
                .collect::<Vec<_>>()
                .join(separator)
        };
        sentences.push(format!("{name}{colon}{list}{stop}"));
    }
    if !view.last_move.is_empty() {
        let route: Vec<String> = view
            .last_move
            .iter()
            .map(|&p| point_name(view, p))
            .collect();
        sentences.push(match words {
            Words::English => format!("Last move: {}.", route.join(" to ")),
            Words::Chinese => format!("上一步：{}。", route.join(" 到 ")),
        });
    }
    if !view.highlights.is_empty() {
        let marked: Vec<String> = view
            .highlights
            .iter()
            .map(|&p| point_name(view, p))
            .collect();
        sentences.push(match words {
            Words::English => format!("Marked: {}.", marked.join(", ")),
            Words::Chinese => format!("标记：{}。", marked.join("、")),
        });
    }
    for panel in &view.panels {
        if panel.pieces.is_empty() {
            continue;
        }
        let mut groups: Vec<(String, usize)> = Vec::new();
        for face in &panel.pieces {
            let text = face_text(face, detail.min_short());
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
        sentences.push(format!(
            "{}{colon}{}{stop}",
            clean(&panel.title.text),
            list.join(comma)
        ));
    }
    for seat in &view.muted {
        sentences.push(match words {
            Words::English => format!("{} is out.", side_name(*seat)),
            Words::Chinese => format!("{}已出局。", side_name(*seat)),
        });
    }
    sentences.extend(view.info.iter().map(|line| clean(&line.text)));
    sentences.join(if chinese { "" } else { " " })
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
