//! Hand-built views for the renderer's tests, benchmarks and gallery: the Jungle start and a mid-game
//! position (jungle.md §3), and a public 2-player Junqi view with face-down pieces (junqi.md §2, §5).
#![allow(dead_code)]

pub mod standings;

use games::{BoardView, Face, Label, PieceOnBoard, Point, Seat};

/// Jungle labels by letter (jungle.md §2).
pub fn jungle_label(letter: char) -> Label {
    let (short, name, cjk) = match letter.to_ascii_uppercase() {
        'E' => ("8", "Elephant", "象"),
        'L' => ("7", "Lion", "狮"),
        'T' => ("6", "Tiger", "虎"),
        'P' => ("5", "Leopard", "豹"),
        'W' => ("4", "Wolf", "狼"),
        'D' => ("3", "Dog", "狗"),
        'C' => ("2", "Cat", "猫"),
        'R' => ("1", "Rat", "鼠"),
        other => panic!("no Jungle animal {other}"),
    };
    Label { short, name, cjk }
}

/// A Jungle square by name, `a1` to `g9`.
pub fn square(name: &str) -> Point {
    let file = name.as_bytes()[0] - b'a';
    let rank: u16 = name[1..].parse().expect("a rank number");
    (rank - 1) * 7 + u16::from(file)
}

/// A Junqi 2-player point by name, `a1` to `e12`.
pub fn point(name: &str) -> Point {
    let file = name.as_bytes()[0] - b'a';
    let rank: u16 = name[1..].parse().expect("a rank number");
    (rank - 1) * 5 + u16::from(file)
}

/// A Jungle view from the ranks of a position string's board part (jungle.md §10.2), rank 9 first.
pub fn jungle_view(board: &str, perspective: Seat) -> BoardView {
    let mut view = BoardView::new(games::jungle::geometry::geometry(), perspective);
    for (row, text) in board.split('/').enumerate() {
        let rank = 9 - row as u16;
        let mut file = 0u16;
        for c in text.chars() {
            if let Some(skip) = c.to_digit(10) {
                file += skip as u16;
            } else {
                let side = if c.is_ascii_uppercase() {
                    Seat(0)
                } else {
                    Seat(1)
                };
                view.pieces.push(PieceOnBoard {
                    at: (rank - 1) * 7 + file,
                    face: Face::shown(side, jungle_label(c)),
                });
                file += 1;
            }
        }
    }
    view
}

/// The Jungle start position (jungle.md §3).
pub fn jungle_start(perspective: Seat) -> BoardView {
    jungle_view("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L", perspective)
}

/// A Jungle middle game: the blue rat swims, a red dog sits in a blue trap, the blue lion has just
/// jumped the left lake from c3 to c7, taking the red leopard.
pub fn jungle_midgame(perspective: Seat) -> BoardView {
    let mut view = jungle_view("l5t/1w3c1/r1L3e/2R4/7/7/E3P2/1C1d1W1/T6", perspective);
    view.last_move = vec![square("c3"), square("c7")];
    view
}

/// Junqi labels by code (junqi.md §5.1).
pub fn junqi_label(code: char) -> Label {
    let (short, name, cjk) = match code {
        '9' => ("9", "Marshal", "司令"),
        '8' => ("8", "General", "军长"),
        '7' => ("7", "Major General", "师长"),
        '6' => ("6", "Brigadier", "旅长"),
        '5' => ("5", "Colonel", "团长"),
        '4' => ("4", "Lieutenant Colonel", "营长"),
        '3' => ("3", "Captain", "连长"),
        '2' => ("2", "Platoon Leader", "排长"),
        '1' => ("1", "Sapper", "工兵"),
        'B' => ("B", "Bomb", "炸弹"),
        'M' => ("M", "Mine", "地雷"),
        'F' => ("F", "Flag", "军旗"),
        other => panic!("no Junqi piece {other}"),
    };
    Label { short, name, cjk }
}

/// The example setup of junqi.md §11.5, in local coordinates: front row first, owner's left first.
pub const JUNQI_SETUP: &str = "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM";

/// Where a seat's local `(row, column)` lies on the 2-player board (junqi.md §2.1).
pub fn junqi_local(seat: Seat, row: u16, column: u16) -> Point {
    let (file, rank) = if seat == Seat(0) {
        (column - 1, 7 - row)
    } else {
        (5 - column, 6 + row)
    };
    (rank - 1) * 5 + file
}

/// Both seats set up with `setup`, every piece face up.
pub fn junqi_full(perspective: Seat) -> BoardView {
    let mut view = BoardView::new(games::junqi::geometry::geometry(false), perspective);
    for seat in [Seat(0), Seat(1)] {
        for (row, text) in JUNQI_SETUP.split('/').enumerate() {
            for (column, code) in text.chars().enumerate() {
                if code != '.' {
                    let at = junqi_local(seat, row as u16 + 1, column as u16 + 1);
                    view.pieces.push(PieceOnBoard {
                        at,
                        face: Face::shown(seat, junqi_label(code)),
                    });
                }
            }
        }
    }
    view
}

/// [`junqi_public`] on the board whose c6–c7 crossing is a road (`true`) or a railroad.
pub fn junqi_public_on(road: bool) -> BoardView {
    BoardView {
        board: games::BoardRef(games::junqi::geometry::geometry(road)),
        ..junqi_public()
    }
}

/// What `seat` sees of [`junqi_full`]: its own ranks, the other side face down.
pub fn junqi_seat(seat: Seat) -> BoardView {
    let mut view = junqi_full(seat);
    for piece in &mut view.pieces {
        if piece.face.owner != seat {
            piece.face = Face::hidden(piece.face.owner);
        }
    }
    view
}

/// The public view of [`junqi_full`] after a few moves: every piece face down except a revealed flag;
/// one South piece has moved a6-a7... (a battle on the frontline just happened at c7).
pub fn junqi_public() -> BoardView {
    let mut view = junqi_full(Seat(0));
    for piece in &mut view.pieces {
        let flag = piece.face.label.is_some_and(|l| l.short == "F") && piece.face.owner == Seat(1);
        if !flag {
            piece.face = Face::hidden(piece.face.owner);
        }
    }
    let moved = view
        .pieces
        .iter_mut()
        .find(|p| p.at == point("c6"))
        .expect("a piece on c6");
    moved.at = point("c7");
    view.pieces
        .retain(|p| !(p.at == point("c7") && p.face.owner == Seat(1)));
    view.last_move = vec![point("c6"), point("c7")];
    view
}

/// A Cetkaik position of a random game (cetkaik.md §1.3 and the project's position strings) in Spring at
/// ×2, the A side to move: both hands hold pieces, Tam2 stands on XE.
pub const CETKAIK_MIDGAME: &str = "1hbSbhrcrSr3/2krtb1*1pbpr/pb1Argb1prKb2/Trpr1pbgr2Gr1/1tr2pb2or1/\
1Pb2PrTb2Pb/2obHrpbHb1PrPr/srAr3vrob1ab/Or1Cr2GbCb2 A spring x2 30-10 - PrPrPbAbCb vbsb";

fn cetkaik_midgame() -> Box<dyn games::Game> {
    let kind: games::GameKind = "cetkaik".parse().expect("Cetkaik is in the catalogue");
    kind.from_position(CETKAIK_MIDGAME, &Default::default())
        .expect("the position reads")
}

/// [`CETKAIK_MIDGAME`] after the A side's ZU片XICI takes the IA side's King: the A side holds 王 and
/// must choose ty mok or ta xot.
pub fn cetkaik_decision(perspective: Seat) -> BoardView {
    let mut game = cetkaik_midgame();
    game.play(Seat(1), "ZU片XICI").expect("a legal move");
    game.view(games::Audience::Seat(perspective))
}

/// [`CETKAIK_MIDGAME`] after the A side's first stepping move with a ranged continuation whose cast
/// leaves a choice: the sticks, and the squares it allows highlighted.
pub fn cetkaik_cast_choice(perspective: Seat) -> BoardView {
    let start = cetkaik_midgame();
    start
        .legal_actions(Seat(1))
        .iter()
        .filter(|action| action.contains('心'))
        .find_map(|action| {
            let mut game = cetkaik_midgame();
            game.play(Seat(1), action).expect("a legal move");
            (game.phase() == games::Phase::Decision)
                .then(|| game.view(games::Audience::Seat(perspective)))
        })
        .expect("a cast that leaves a choice")
}

/// The Cetkaik start, as `perspective` sees it.
pub fn cetkaik_start(perspective: Seat) -> BoardView {
    let kind: games::GameKind = "cetkaik".parse().expect("Cetkaik is in the catalogue");
    kind.create(&Default::default(), 0)
        .expect("a new game")
        .view(games::Audience::Seat(perspective))
}

/// A view of a catalogue game (seed 11, default options, every setup as dealt) after `plies` actions,
/// each the legal action at index 7 × ply (modulo their number): a repeatable mid-game position.
pub fn played(id: &str, plies: usize, audience: games::Audience) -> BoardView {
    played_with(id, &[], plies, audience)
}

/// [`played`] with the options `options` (`NAME`, `VALUE`).
pub fn played_with(
    id: &str,
    options: &[(&str, &str)],
    plies: usize,
    audience: games::Audience,
) -> BoardView {
    let kind: games::GameKind = id.parse().expect("a game of the catalogue");
    let pairs: Vec<(String, String)> = options
        .iter()
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect();
    let settings = kind.check_options(&pairs).expect("valid options");
    let mut game = kind.create(&settings, 11).expect("a new game");
    for seat in game.to_act() {
        if game
            .legal_actions(seat)
            .iter()
            .any(|action| action == "ready")
        {
            game.play(seat, "ready").expect("ready");
        }
    }
    for ply in 0..plies {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let actions = game.legal_actions(seat);
        if actions.is_empty() {
            break;
        }
        let action = &actions[ply * 7 % actions.len()];
        game.play(seat, action).expect("a legal action");
    }
    let mut view = game.view(audience);
    if let games::Audience::Seat(seat) = audience {
        view.perspective = seat;
    }
    view
}

/// The analysis picture of a game of 100 plies, its evaluation swinging both ways, with three turning
/// points (the second side's blunder at ply 40 the biggest).
pub fn analysis_chart() -> render::Chart {
    let curve: Vec<f32> = (0..=100)
        .map(|ply| match ply {
            0..=39 => 0.05 + 0.002 * ply as f32,
            40..=69 => 0.7 - 0.004 * (ply - 40) as f32,
            70..=84 => 0.1,
            _ => -0.35 - 0.01 * (ply - 85) as f32,
        })
        .collect();
    let point = |at, side, text: &str| render::TurningPoint {
        at,
        side,
        text: text.to_owned(),
    };
    render::Chart {
        title: "Analysis of game #12 · Jungle".to_owned(),
        sides: [
            "Blue · Ada · accuracy 87%".to_owned(),
            "Red · Bob · accuracy 71%".to_owned(),
        ],
        marks: vec![
            render::ChartMark {
                at: 40,
                side: 1,
                severity: 3,
            },
            render::ChartMark {
                at: 70,
                side: 0,
                severity: 2,
            },
            render::ChartMark {
                at: 85,
                side: 0,
                severity: 2,
            },
            render::ChartMark {
                at: 20,
                side: 1,
                severity: 1,
            },
        ],
        points: vec![
            point(40, 1, "Move 20, Red: a7-a6, a blunder; better g7-g6"),
            point(85, 0, "Move 43, Blue: c3-c4, a mistake; better d2-d3"),
            point(70, 0, "Move 35, Blue: e3xe4, a mistake; better a3-a4"),
        ],
        curve,
    }
}
