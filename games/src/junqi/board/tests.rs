//! The boards checked against the spec: the adjacency tables of §2.8 and §3.7 point by point, the
//! structural counts of §2.7 and §3.6, and the railroad lines of §2.6 and §3.4.

use super::*;
use std::collections::BTreeMap;

/// The adjacency table of §2.8, verbatim.
const TABLE_TWO: &str = "\
a1   post  -                    b1 a2
b1   HQ    -                    a1 c1 b2
c1   post  -                    b1 d1 c2
d1   HQ    -                    c1 e1 d2
e1   post  -                    d1 e2
a2   post  b2 a3                a1 b3
b2   post  a2 c2                b1 b3
c2   post  b2 d2                c1 b3 c3 d3
d2   post  c2 e2                d1 d3
e2   post  d2 e3                e1 d3
a3   post  a2 a4                b3
b3   camp  -                    a2 b2 c2 a3 c3 a4 b4 c4
c3   post  -                    c2 b3 d3 c4
d3   camp  -                    c2 d2 e2 c3 e3 c4 d4 e4
e3   post  e2 e4                d3
a4   post  a3 a5                b3 b4 b5
b4   post  -                    b3 a4 c4 b5
c4   camp  -                    b3 c3 d3 b4 d4 b5 c5 d5
d4   post  -                    d3 c4 e4 d5
e4   post  e3 e5                d3 d4 d5
a5   post  a4 a6                b5
b5   camp  -                    a4 b4 c4 a5 c5 a6 b6 c6
c5   post  -                    c4 b5 d5 c6
d5   camp  -                    c4 d4 e4 c5 e5 c6 d6 e6
e5   post  e4 e6                d5
a6   post  a5 b6 a7             b5
b6   post  a6 c6                b5
c6   post  b6 d6 c7             b5 c5 d5
d6   post  c6 e6                d5
e6   post  e5 d6 e7             d5
a7   post  a6 b7 a8             b8
b7   post  a7 c7                b8
c7   post  c6 b7 d7             b8 c8 d8
d7   post  c7 e7                d8
e7   post  e6 d7 e8             d8
a8   post  a7 a9                b8
b8   camp  -                    a7 b7 c7 a8 c8 a9 b9 c9
c8   post  -                    c7 b8 d8 c9
d8   camp  -                    c7 d7 e7 c8 e8 c9 d9 e9
e8   post  e7 e9                d8
a9   post  a8 a10               b8 b9 b10
b9   post  -                    b8 a9 c9 b10
c9   camp  -                    b8 c8 d8 b9 d9 b10 c10 d10
d9   post  -                    d8 c9 e9 d10
e9   post  e8 e10               d8 d9 d10
a10  post  a9 a11               b10
b10  camp  -                    a9 b9 c9 a10 c10 a11 b11 c11
c10  post  -                    c9 b10 d10 c11
d10  camp  -                    c9 d9 e9 c10 e10 c11 d11 e11
e10  post  e9 e11               d10
a11  post  a10 b11              b10 a12
b11  post  a11 c11              b10 b12
c11  post  b11 d11              b10 c10 d10 c12
d11  post  c11 e11              d10 d12
e11  post  e10 d11              d10 e12
a12  post  -                    a11 b12
b12  HQ    -                    b11 a12 c12
c12  post  -                    c11 b12 d12
d12  HQ    -                    d11 c12 e12
e12  post  -                    e11 d12";

/// The adjacency table of §3.7, verbatim.
const TABLE_FOUR: &str = "\
S11  post  S12 S21 W15 C11      S22
S12  post  S11 S13              S22
S13  post  S12 S14 C12          S22 S23 S24
S14  post  S13 S15              S24
S15  post  S14 S25 E11 C13      S24
S21  post  S11 S31              S22
S22  camp  -                    S11 S12 S13 S21 S23 S31 S32 S33
S23  post  -                    S13 S22 S24 S33
S24  camp  -                    S13 S14 S15 S23 S25 S33 S34 S35
S25  post  S15 S35              S24
S31  post  S21 S41              S22 S32 S42
S32  post  -                    S22 S31 S33 S42
S33  camp  -                    S22 S23 S24 S32 S34 S42 S43 S44
S34  post  -                    S24 S33 S35 S44
S35  post  S25 S45              S24 S34 S44
S41  post  S31 S51              S42
S42  camp  -                    S31 S32 S33 S41 S43 S51 S52 S53
S43  post  -                    S33 S42 S44 S53
S44  camp  -                    S33 S34 S35 S43 S45 S53 S54 S55
S45  post  S35 S55              S44
S51  post  S41 S52              S42 S61
S52  post  S51 S53              S42 S62
S53  post  S52 S54              S42 S43 S44 S63
S54  post  S53 S55              S44 S64
S55  post  S45 S54              S44 S65
S61  post  -                    S51 S62
S62  HQ    -                    S52 S61 S63
S63  post  -                    S53 S62 S64
S64  HQ    -                    S54 S63 S65
S65  post  -                    S55 S64
E11  post  S15 E12 E21 C13      E22
E12  post  E11 E13              E22
E13  post  E12 E14 C23          E22 E23 E24
E14  post  E13 E15              E24
E15  post  E14 E25 N11 C33      E24
E21  post  E11 E31              E22
E22  camp  -                    E11 E12 E13 E21 E23 E31 E32 E33
E23  post  -                    E13 E22 E24 E33
E24  camp  -                    E13 E14 E15 E23 E25 E33 E34 E35
E25  post  E15 E35              E24
E31  post  E21 E41              E22 E32 E42
E32  post  -                    E22 E31 E33 E42
E33  camp  -                    E22 E23 E24 E32 E34 E42 E43 E44
E34  post  -                    E24 E33 E35 E44
E35  post  E25 E45              E24 E34 E44
E41  post  E31 E51              E42
E42  camp  -                    E31 E32 E33 E41 E43 E51 E52 E53
E43  post  -                    E33 E42 E44 E53
E44  camp  -                    E33 E34 E35 E43 E45 E53 E54 E55
E45  post  E35 E55              E44
E51  post  E41 E52              E42 E61
E52  post  E51 E53              E42 E62
E53  post  E52 E54              E42 E43 E44 E63
E54  post  E53 E55              E44 E64
E55  post  E45 E54              E44 E65
E61  post  -                    E51 E62
E62  HQ    -                    E52 E61 E63
E63  post  -                    E53 E62 E64
E64  HQ    -                    E54 E63 E65
E65  post  -                    E55 E64
N11  post  E15 N12 N21 C33      N22
N12  post  N11 N13              N22
N13  post  N12 N14 C32          N22 N23 N24
N14  post  N13 N15              N24
N15  post  N14 N25 W11 C31      N24
N21  post  N11 N31              N22
N22  camp  -                    N11 N12 N13 N21 N23 N31 N32 N33
N23  post  -                    N13 N22 N24 N33
N24  camp  -                    N13 N14 N15 N23 N25 N33 N34 N35
N25  post  N15 N35              N24
N31  post  N21 N41              N22 N32 N42
N32  post  -                    N22 N31 N33 N42
N33  camp  -                    N22 N23 N24 N32 N34 N42 N43 N44
N34  post  -                    N24 N33 N35 N44
N35  post  N25 N45              N24 N34 N44
N41  post  N31 N51              N42
N42  camp  -                    N31 N32 N33 N41 N43 N51 N52 N53
N43  post  -                    N33 N42 N44 N53
N44  camp  -                    N33 N34 N35 N43 N45 N53 N54 N55
N45  post  N35 N55              N44
N51  post  N41 N52              N42 N61
N52  post  N51 N53              N42 N62
N53  post  N52 N54              N42 N43 N44 N63
N54  post  N53 N55              N44 N64
N55  post  N45 N54              N44 N65
N61  post  -                    N51 N62
N62  HQ    -                    N52 N61 N63
N63  post  -                    N53 N62 N64
N64  HQ    -                    N54 N63 N65
N65  post  -                    N55 N64
W11  post  N15 W12 W21 C31      W22
W12  post  W11 W13              W22
W13  post  W12 W14 C21          W22 W23 W24
W14  post  W13 W15              W24
W15  post  S11 W14 W25 C11      W24
W21  post  W11 W31              W22
W22  camp  -                    W11 W12 W13 W21 W23 W31 W32 W33
W23  post  -                    W13 W22 W24 W33
W24  camp  -                    W13 W14 W15 W23 W25 W33 W34 W35
W25  post  W15 W35              W24
W31  post  W21 W41              W22 W32 W42
W32  post  -                    W22 W31 W33 W42
W33  camp  -                    W22 W23 W24 W32 W34 W42 W43 W44
W34  post  -                    W24 W33 W35 W44
W35  post  W25 W45              W24 W34 W44
W41  post  W31 W51              W42
W42  camp  -                    W31 W32 W33 W41 W43 W51 W52 W53
W43  post  -                    W33 W42 W44 W53
W44  camp  -                    W33 W34 W35 W43 W45 W53 W54 W55
W45  post  W35 W55              W44
W51  post  W41 W52              W42 W61
W52  post  W51 W53              W42 W62
W53  post  W52 W54              W42 W43 W44 W63
W54  post  W53 W55              W44 W64
W55  post  W45 W54              W44 W65
W61  post  -                    W51 W62
W62  HQ    -                    W52 W61 W63
W63  post  -                    W53 W62 W64
W64  HQ    -                    W54 W63 W65
W65  post  -                    W55 W64
C11  post  S11 W15 C12 C21      -
C12  post  S13 C11 C13 C22      -
C13  post  S15 E11 C12 C23      -
C21  post  W13 C11 C22 C31      -
C22  post  C12 C21 C23 C32      -
C23  post  E13 C13 C22 C33      -
C31  post  N15 W11 C21 C32      -
C32  post  N13 C22 C31 C33      -
C33  post  E15 N11 C23 C32      -";

/// Checks every row of a spec table against `board`: kind, railroad and road neighbours.
fn check_table(board: &Board, table: &str) {
    let mut rows = 0;
    for line in table.lines() {
        let at = board.parse(line[0..5].trim()).expect("a point");
        assert_eq!(
            board.name(at),
            line[0..5].trim(),
            "names are written as in the spec"
        );
        let kind = match line[5..11].trim() {
            "post" => PointKind::Post,
            "camp" => PointKind::Camp,
            _ => PointKind::Headquarters,
        };
        assert_eq!(board.kind(at), kind, "kind of {}", board.name(at));
        let listed = |list: &str| -> Vec<Square> {
            let mut points: Vec<Square> = if list == "-" {
                Vec::new()
            } else {
                list.split(' ')
                    .map(|name| board.parse(name).expect("a point"))
                    .collect()
            };
            points.sort();
            points
        };
        let of_kind = |wanted: LinkKind| -> Vec<Square> {
            board
                .neighbours(at)
                .iter()
                .filter(|&&(_, kind)| kind == wanted)
                .map(|&(to, _)| to)
                .collect()
        };
        let name = board.name(at);
        assert_eq!(
            of_kind(LinkKind::Railroad),
            listed(line[11..32].trim()),
            "rail of {name}"
        );
        assert_eq!(
            of_kind(LinkKind::Road),
            listed(line[32..].trim()),
            "road of {name}"
        );
        assert_eq!(
            board.is_station(at),
            !of_kind(LinkKind::Railroad).is_empty()
        );
        rows += 1;
    }
    assert_eq!(rows, board.len());
}

fn histogram(board: &Board) -> BTreeMap<usize, usize> {
    let mut histogram = BTreeMap::new();
    for at in board.squares() {
        *histogram.entry(board.neighbours(at).len()).or_insert(0) += 1;
    }
    histogram
}

fn count_kind(board: &Board, kind: PointKind) -> usize {
    board.squares().filter(|&at| board.kind(at) == kind).count()
}

fn rail_count(board: &Board) -> usize {
    board
        .links()
        .iter()
        .filter(|link| link.2 == LinkKind::Railroad)
        .count()
}

/// §2.7 and §3.6: the ordered (origin, destination) pairs any piece could ever play, and the origins.
fn static_move_pairs(board: &Board) -> (usize, usize) {
    let mut pairs = 0;
    let mut origins = 0;
    for p in board.squares().filter(|&p| !board.is_headquarters(p)) {
        origins += 1;
        for q in board.squares() {
            let linked = board.steps(p).contains(q);
            if linked || (p != q && board.is_station(p) && board.is_station(q)) {
                pairs += 1;
            }
        }
    }
    (pairs, origins)
}

fn named_lines(board: &Board) -> Vec<String> {
    let mut lines: Vec<String> = board
        .lines()
        .iter()
        .map(|line| {
            let mut line = line.clone();
            if line[0] > line[line.len() - 1] {
                line.reverse();
            }
            line.iter()
                .map(|&at| board.name(at))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    lines.sort();
    lines
}

#[test]
fn the_two_player_board_matches_the_table_of_section_2_8() {
    check_table(Board::two(false), TABLE_TWO);
}

#[test]
fn the_four_player_board_matches_the_table_of_section_3_7() {
    check_table(Board::four(), TABLE_FOUR);
}

#[test]
fn two_player_structural_counts() {
    let board = Board::two(false);
    assert_eq!(board.len(), 60);
    assert_eq!(count_kind(board, PointKind::Post), 46);
    assert_eq!(count_kind(board, PointKind::Camp), 10);
    assert_eq!(count_kind(board, PointKind::Headquarters), 4);
    for arm in [Arm::South, Arm::North] {
        let points = board.arm(arm);
        assert_eq!(points.count(), 30);
        let in_arm = |kind| points.iter().filter(|&at| board.kind(at) == kind).count();
        assert_eq!(in_arm(PointKind::Post), 23);
        assert_eq!(in_arm(PointKind::Camp), 5);
        assert!(board.arm(Arm::East).is_empty());
    }
    let links = board.links();
    assert_eq!(links.len(), 133);
    assert_eq!(
        (links.len() - rail_count(board), rail_count(board)),
        (98, 35)
    );
    let south = board.arm(Arm::South);
    let inside: Vec<_> = links
        .iter()
        .filter(|l| south.contains(l.0) && south.contains(l.1))
        .collect();
    assert_eq!(inside.len(), 65);
    let diagonal = inside
        .iter()
        .filter(|l| {
            board.grid(l.0).0 != board.grid(l.1).0 && board.grid(l.0).1 != board.grid(l.1).1
        })
        .count();
    assert_eq!((inside.len() - diagonal, diagonal), (49, 16));
    assert_eq!(
        inside.iter().filter(|l| l.2 == LinkKind::Railroad).count(),
        16
    );
    let crossings: Vec<_> = links
        .iter()
        .filter(|l| south.contains(l.0) != south.contains(l.1))
        .collect();
    assert_eq!(crossings.len(), 3);
    assert!(crossings.iter().all(|l| l.2 == LinkKind::Railroad));
    let stations = board.stations();
    assert_eq!(stations.count(), 32);
    assert!(stations.iter().all(|at| board.kind(at) == PointKind::Post));
    let first = stations.iter().next().expect("a station");
    assert_eq!(
        (board.turning_runs(first, Set::EMPTY) | Set::single(first)).count(),
        32,
        "one railroad network"
    );
    let expected: BTreeMap<usize, usize> =
        [(2, 4), (3, 18), (4, 20), (5, 4), (6, 4), (8, 10)].into();
    assert_eq!(histogram(board), expected);
    assert!(
        board
            .camps()
            .iter()
            .all(|at| board.neighbours(at).len() == 8)
    );
    assert_eq!(static_move_pairs(board), (1176, 56));
}

#[test]
fn four_player_structural_counts() {
    let board = Board::four();
    assert_eq!(board.len(), 129);
    let centre: Vec<Square> = board
        .squares()
        .filter(|&at| board.local(at).is_none())
        .collect();
    assert_eq!(centre.len(), 9);
    for arm in Arm::ALL {
        assert_eq!(board.arm(arm).count(), 30);
    }
    assert_eq!(count_kind(board, PointKind::Post), 101);
    assert_eq!(count_kind(board, PointKind::Camp), 20);
    assert_eq!(count_kind(board, PointKind::Headquarters), 8);
    let links = board.links();
    assert_eq!(links.len(), 288);
    assert_eq!(
        (links.len() - rail_count(board), rail_count(board)),
        (196, 92)
    );
    // Railroad links by origin: 16 inside each arm, 12 in the centre, 12 arm to centre, 4 arcs.
    let arm_of = |at: Square| board.local(at).map(|(arm, _)| arm);
    let rail: Vec<_> = links.iter().filter(|l| l.2 == LinkKind::Railroad).collect();
    let inside = rail
        .iter()
        .filter(|l| arm_of(l.0).is_some() && arm_of(l.0) == arm_of(l.1))
        .count();
    let in_centre = rail
        .iter()
        .filter(|l| arm_of(l.0).is_none() && arm_of(l.1).is_none())
        .count();
    let to_centre = rail
        .iter()
        .filter(|l| arm_of(l.0).is_none() != arm_of(l.1).is_none())
        .count();
    let arcs = rail
        .iter()
        .filter(|l| arm_of(l.0).is_some() && arm_of(l.1).is_some() && arm_of(l.0) != arm_of(l.1))
        .count();
    assert_eq!((inside, in_centre, to_centre, arcs), (64, 12, 12, 4));
    let stations = board.stations();
    assert_eq!(stations.count(), 73);
    assert!(stations.iter().all(|at| board.kind(at) == PointKind::Post));
    assert!(centre.iter().all(|&at| board.is_station(at)));
    let first = stations.iter().next().expect("a station");
    assert_eq!(
        (board.turning_runs(first, Set::EMPTY) | Set::single(first)).count(),
        73,
        "one railroad network"
    );
    let expected: BTreeMap<usize, usize> =
        [(2, 8), (3, 36), (4, 41), (5, 16), (6, 8), (8, 20)].into();
    assert_eq!(histogram(board), expected);
    for at in board.squares() {
        assert_eq!(
            board.neighbours(at).len() == 8,
            board.is_camp(at),
            "{}",
            board.name(at)
        );
    }
    assert!(centre.iter().all(|&at| board.neighbours(at).len() == 4));
    let non_orthogonal = links
        .iter()
        .filter(|l| {
            board.grid(l.0).0 != board.grid(l.1).0 && board.grid(l.0).1 != board.grid(l.1).1
        })
        .count();
    assert_eq!(non_orthogonal, 68, "64 camp diagonals and 4 arcs");
    assert_eq!(static_move_pairs(board), (5624, 121));
}

#[test]
fn the_seven_lines_of_the_two_player_board() {
    let mut expected = vec![
        "a2 b2 c2 d2 e2",
        "a6 b6 c6 d6 e6",
        "a7 b7 c7 d7 e7",
        "a11 b11 c11 d11 e11",
        "a2 a3 a4 a5 a6 a7 a8 a9 a10 a11",
        "e2 e3 e4 e5 e6 e7 e8 e9 e10 e11",
        "c6 c7",
    ];
    expected.sort();
    assert_eq!(named_lines(Board::two(false)), expected);
    let union: usize = Board::two(false).lines().iter().map(|l| l.len() - 1).sum();
    assert_eq!(union, 35, "the lines use every railroad link once");
    expected.retain(|line| *line != "c6 c7");
    assert_eq!(named_lines(Board::two(true)), expected);
    let road = Board::two(true);
    assert_eq!(
        (road.links().len() - rail_count(road), rail_count(road)),
        (99, 34)
    );
    assert_eq!(road.stations().count(), 32);
}

#[test]
fn the_eighteen_lines_of_the_four_player_board() {
    let board = Board::four();
    let line = |text: &str| -> String {
        let mut points: Vec<Square> = text
            .split(' ')
            .map(|n| board.parse(n).expect("a point"))
            .collect();
        if points[0] > points[points.len() - 1] {
            points.reverse();
        }
        points
            .iter()
            .map(|&at| board.name(at))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut expected: Vec<String> = [
        "S11 S12 S13 S14 S15",
        "E11 E12 E13 E14 E15",
        "N11 N12 N13 N14 N15",
        "W11 W12 W13 W14 W15",
        "S51 S52 S53 S54 S55",
        "E51 E52 E53 E54 E55",
        "N51 N52 N53 N54 N55",
        "W51 W52 W53 W54 W55",
        "S51 S41 S31 S21 S11 C11 C21 C31 N15 N25 N35 N45 N55",
        "S55 S45 S35 S25 S15 C13 C23 C33 N11 N21 N31 N41 N51",
        "W55 W45 W35 W25 W15 C11 C12 C13 E11 E21 E31 E41 E51",
        "W51 W41 W31 W21 W11 C31 C32 C33 E15 E25 E35 E45 E55",
        "S13 C12 C22 C32 N13",
        "W13 C21 C22 C23 E13",
        "S51 S41 S31 S21 S11 W15 W25 W35 W45 W55",
        "W51 W41 W31 W21 W11 N15 N25 N35 N45 N55",
        "N51 N41 N31 N21 N11 E15 E25 E35 E45 E55",
        "E51 E41 E31 E21 E11 S15 S25 S35 S45 S55",
    ]
    .iter()
    .map(|text| line(text))
    .collect();
    expected.sort();
    assert_eq!(named_lines(board), expected);
    let mut used: Vec<(Square, Square)> = board
        .lines()
        .iter()
        .flat_map(|line| {
            line.windows(2)
                .map(|w| (w[0].min(w[1]), w[0].max(w[1])))
                .collect::<Vec<_>>()
        })
        .collect();
    used.sort();
    used.dedup();
    assert_eq!(
        used.len(),
        92,
        "the union of the lines is every railroad link"
    );
}

#[test]
fn the_arcs_have_the_headings_of_section_3_5() {
    let board = Board::four();
    let heading = |from: &str, to: &str| {
        let (a, b) = (
            board.parse(from).expect("a point"),
            board.parse(to).expect("a point"),
        );
        let rail = board
            .rails(a)
            .iter()
            .find(|rail| rail.to == b)
            .expect("a railroad link");
        (rail.departure, rail.arrival)
    };
    use Heading::{East as E, North as N, South as S, West as W};
    let table = [
        ("S11", "W15", N, W),
        ("W15", "S11", E, S),
        ("W11", "N15", E, N),
        ("N15", "W11", S, W),
        ("N11", "E15", S, E),
        ("E15", "N11", W, N),
        ("E11", "S15", W, S),
        ("S15", "E11", N, E),
        ("S41", "S31", N, N),
        ("C12", "S13", S, S),
        ("W15", "C11", E, E),
    ];
    for (from, to, departure, arrival) in table {
        assert_eq!(heading(from, to), (departure, arrival), "{from}->{to}");
    }
    let two = Board::two(false);
    let (a6, a7) = (two.parse("a6").expect("a6"), two.parse("a7").expect("a7"));
    let rail = two
        .rails(a6)
        .iter()
        .find(|rail| rail.to == a7)
        .expect("a6-a7");
    assert_eq!((rail.departure, rail.arrival), (N, N));
}

#[test]
fn names_round_trip_and_junk_is_refused() {
    for board in [Board::two(false), Board::four()] {
        for at in board.squares() {
            assert_eq!(board.parse(board.name(at)), Some(at));
            assert_eq!(board.parse(&board.name(at).to_ascii_lowercase()), Some(at));
        }
    }
    let two = Board::two(false);
    assert_eq!(two.parse("A12"), Some(55));
    for junk in ["f1", "a0", "a13", "a", "a01", "1a", "a1x", "S11"] {
        assert_eq!(two.parse(junk), None, "{junk}");
    }
    let four = Board::four();
    assert_eq!(four.parse("w13").map(|at| four.name(at)), Some("W13"));
    for junk in ["S71", "S16", "C14", "C41", "X11", "a1", "S1", "S111"] {
        assert_eq!(four.parse(junk), None, "{junk}");
    }
}

#[test]
fn local_coordinates_match_sections_2_1_and_3_1() {
    let two = Board::two(false);
    let name = |board: &Board, arm, row, column| {
        board
            .name(
                board
                    .square(arm, Local { row, column })
                    .expect("on the board"),
            )
            .to_owned()
    };
    assert_eq!(name(two, Arm::South, 1, 1), "a6");
    assert_eq!(name(two, Arm::South, 6, 5), "e1");
    assert_eq!(name(two, Arm::North, 1, 1), "e7");
    assert_eq!(name(two, Arm::North, 6, 5), "a12");
    let four = Board::four();
    assert_eq!(name(four, Arm::East, 6, 2), "E62");
    for board in [two, four] {
        for at in board.squares() {
            if let Some((arm, local)) = board.local(at) {
                assert_eq!(board.square(arm, local), Some(at));
                assert_eq!(local.kind(), board.kind(at));
            }
        }
    }
    // §3.2: the drawing grid.
    let grid = |name: &str| four.grid(four.parse(name).expect("a point"));
    assert_eq!(grid("S61"), (6, 0));
    assert_eq!(grid("E65"), (16, 10));
    assert_eq!(grid("N61"), (10, 16));
    assert_eq!(grid("W65"), (0, 6));
    assert_eq!(grid("C31"), (6, 10));
}

#[test]
fn straight_runs_stop_at_the_first_occupied_station_and_never_turn() {
    let board = Board::two(false);
    let sq = |name| board.parse(name).expect("a point");
    let names = |set: Set| -> Vec<&str> { set.iter().map(|at| board.name(at)).collect() };
    assert_eq!(
        names(board.straight_runs(sq("a2"), Set::EMPTY)),
        [
            "b2", "c2", "d2", "e2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11"
        ]
    );
    let blocked = Set::single(sq("a5")) | Set::single(sq("c2"));
    assert_eq!(
        names(board.straight_runs(sq("a2"), blocked)),
        ["b2", "c2", "a3", "a4", "a5"]
    );
}

#[test]
fn straight_runs_on_the_four_player_board_follow_the_arcs_and_fork() {
    let board = Board::four();
    let sq = |name| board.parse(name).expect("a point");
    let names = |set: Set| -> Vec<String> {
        let mut names: Vec<String> = set.iter().map(|at| board.name(at).to_owned()).collect();
        names.sort();
        names
    };
    let sorted = |list: &[&str]| -> Vec<String> {
        let mut names: Vec<String> = list.iter().map(|s| (*s).to_owned()).collect();
        names.sort();
        names
    };
    // From S31 a straight piece runs down its column, up through S11, and at S11 both on into the
    // centre and round the arc down West's outer column, but never along a front row.
    assert_eq!(
        names(board.straight_runs(sq("S31"), Set::EMPTY)),
        sorted(&[
            "S41", "S51", "S21", "S11", "C11", "C21", "C31", "N15", "N25", "N35", "N45", "N55",
            "W15", "W25", "W35", "W45", "W55"
        ])
    );
    // From the front-row corner S11 the front row is a line, and so are the column, the arc and
    // the through-line; nothing turns.
    assert_eq!(
        names(board.straight_runs(sq("S11"), Set::EMPTY)),
        sorted(&[
            "S12", "S13", "S14", "S15", "S21", "S31", "S41", "S51", "C11", "C21", "C31", "N15",
            "N25", "N35", "N45", "N55", "W15", "W25", "W35", "W45", "W55"
        ])
    );
    // A blocker on C11 stops the through-line there but leaves the arc open.
    let blocked = names(board.straight_runs(sq("S31"), Set::single(sq("C11"))));
    assert!(blocked.contains(&"C11".to_owned()) && !blocked.contains(&"C21".to_owned()));
    assert!(blocked.contains(&"W55".to_owned()));
}

#[test]
fn turning_runs_turn_only_at_empty_stations() {
    let board = Board::two(false);
    let sq = |name| board.parse(name).expect("a point");
    assert_eq!(board.turning_runs(sq("a2"), Set::EMPTY).count(), 31);
    let walls = Set::single(sq("a3")) | Set::single(sq("b2"));
    assert_eq!(board.turning_runs(sq("a2"), walls), walls);
    let four = Board::four();
    assert_eq!(
        four.turning_runs(four.parse("S11").expect("S11"), Set::EMPTY)
            .count(),
        72
    );
}

#[test]
fn sets_hold_every_point_of_the_big_board() {
    let mut set = Set::EMPTY;
    for at in [0, 63, 64, 127, 128] {
        set.insert(at);
    }
    assert_eq!(set.iter().collect::<Vec<_>>(), [0, 63, 64, 127, 128]);
    assert_eq!(set.count(), 5);
    set.remove(64);
    assert!(!set.contains(64) && set.contains(128));
    assert_eq!((!set & Set::single(5)), Set::single(5));
}
