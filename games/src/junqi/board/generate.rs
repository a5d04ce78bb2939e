//! The generating rules: each arm's 30 points from one description, their links inside the arm, the
//! links between arms and through the centre (§2.4, §3.3), and the headings of every railroad link
//! (§3.5).

use super::{
    Arm, Board, Heading, Layout, LinkKind, Local, PointInfo, PointKind, Rail, Set, Square,
};
use std::collections::HashMap;

impl Board {
    /// Builds the board of `layout` from the generating rules: the points of each arm (and the
    /// centre), their links (§2.4, §3.3), and the railroad headings (§3.5).
    pub(super) fn generate(layout: Layout) -> Board {
        let (points, squares) = place_points(layout);
        let at = |arm: Arm, row: u8, column: u8| {
            squares[arm.index()][Local { row, column }.index()].expect("a point of the arm")
        };
        let mut links = Vec::new();
        for &arm in arms_of(layout) {
            arm_links(arm, &at, &mut links);
        }
        let mut arcs = Vec::new();
        match layout {
            Layout::Two { road } => frontline_links(road, &at, &mut links),
            Layout::Four => four_player_links(&points, &at, &mut links, &mut arcs),
        }
        let links: Vec<(Square, Square, LinkKind)> = links
            .into_iter()
            .map(|(a, b, rail)| {
                let kind = if rail {
                    LinkKind::Railroad
                } else {
                    LinkKind::Road
                };
                (a, b, kind)
            })
            .collect();
        let (neighbours, rails) = adjacency(&points, &links, &arcs);
        let count = points.len();
        let set_of = |wanted: &dyn Fn(Square) -> bool| -> Set {
            (0..count as Square).filter(|&at| wanted(at)).collect()
        };
        let steps = neighbours
            .iter()
            .map(|list| list.iter().map(|&(to, _)| to).collect())
            .collect();
        let stations = set_of(&|at| !rails[usize::from(at)].is_empty());
        let camps = set_of(&|at| points[usize::from(at)].kind == PointKind::Camp);
        let headquarters = set_of(&|at| points[usize::from(at)].kind == PointKind::Headquarters);
        let arm_sets = Arm::ALL.map(|arm| {
            set_of(&|at| matches!(points[usize::from(at)].arm, Some((a, _)) if a == arm))
        });
        let by_name = points
            .iter()
            .enumerate()
            .map(|(index, point)| (point.name.to_ascii_lowercase(), index as Square))
            .collect();
        Board {
            layout,
            points,
            by_name,
            links,
            neighbours,
            rails,
            steps,
            stations,
            camps,
            headquarters,
            arms: arm_sets,
            squares,
        }
    }
}

/// The grid position of an arm's local point (§2.1 for the halves, §3.2 for the arms).
fn grid_of(layout: Layout, arm: Arm, local: Local) -> (i8, i8) {
    let (r, c) = (local.row as i8, local.column as i8);
    match (layout, arm) {
        (Layout::Two { .. }, Arm::South) => (c - 1, 7 - r),
        (Layout::Two { .. }, _) => (5 - c, 6 + r),
        (Layout::Four, Arm::South) => (5 + c, 6 - r),
        (Layout::Four, Arm::East) => (10 + r, 5 + c),
        (Layout::Four, Arm::North) => (11 - c, 10 + r),
        (Layout::Four, Arm::West) => (6 - r, 11 - c),
    }
}

/// The number of an arm's local point.
fn number_of(layout: Layout, arm: Arm, local: Local) -> Square {
    match layout {
        Layout::Two { .. } => {
            let (x, y) = grid_of(layout, arm, local);
            ((y - 1) * 5 + x) as Square
        }
        Layout::Four => (arm.index() * 30 + local.index()) as Square,
    }
}

/// The arms a layout has: South and North on the 2-player board, all four on the 4-player one.
fn arms_of(layout: Layout) -> &'static [Arm] {
    match layout {
        Layout::Two { .. } => &[Arm::South, Arm::North],
        Layout::Four => &Arm::ALL,
    }
}

/// Each arm's point numbers, by local index.
type ArmSquares = [[Option<Square>; 30]; 4];

/// A link as generated: its two ends, and whether it is a railroad.
type Linked = (Square, Square, bool);

/// A point's neighbours, each with the kind of link to it.
type Neighbours = Vec<(Square, LinkKind)>;

/// A corner arc of the 4-player board: its two ends, the arm it leaves and the arm it enters.
type CornerArc = (Square, Square, Arm, Arm);

/// The centre junction of the 4-player board in `row` and `col` (1 to 3).
fn centre(row: u8, col: u8) -> Square {
    (120 + (row - 1) * 3 + col - 1) as Square
}

/// Every point of `layout` with its name, kind, arm and grid position, in point order; and each arm's
/// point numbers.
fn place_points(layout: Layout) -> (Vec<PointInfo>, ArmSquares) {
    let count = match layout {
        Layout::Two { .. } => 60,
        Layout::Four => 129,
    };
    let mut points: Vec<Option<PointInfo>> = vec![None; count];
    let mut squares = [[None; 30]; 4];
    for &arm in arms_of(layout) {
        for local in Local::all() {
            let at = number_of(layout, arm, local);
            let grid = grid_of(layout, arm, local);
            let name = match layout {
                Layout::Two { .. } => {
                    format!("{}{}", char::from(b'a' + grid.0 as u8), grid.1)
                }
                Layout::Four => format!("{}{}{}", arm.letter(), local.row, local.column),
            };
            points[usize::from(at)] = Some(PointInfo {
                name,
                kind: local.kind(),
                arm: Some((arm, local)),
                grid,
            });
            squares[arm.index()][local.index()] = Some(at);
        }
    }
    if layout == Layout::Four {
        for row in 1..=3u8 {
            for col in 1..=3u8 {
                points[usize::from(centre(row, col))] = Some(PointInfo {
                    name: format!("C{row}{col}"),
                    kind: PointKind::Post,
                    arm: None,
                    grid: (4 + 2 * col as i8, 4 + 2 * row as i8),
                });
            }
        }
    }
    let points = points
        .into_iter()
        .map(|point| point.expect("every point is placed"))
        .collect();
    (points, squares)
}

/// §2.4 rules 1–3 (§3.3 rule 1): the links inside one arm, in local coordinates; `at` numbers an
/// arm's point by row and column.
fn arm_links(arm: Arm, at: &impl Fn(Arm, u8, u8) -> Square, links: &mut Vec<Linked>) {
    for row in 1..=6u8 {
        for column in 1..=5u8 {
            let here = Local { row, column };
            if column < 5 {
                let rail = row == 1 || row == 5;
                links.push((at(arm, row, column), at(arm, row, column + 1), rail));
            }
            if row < 6 {
                let rail = (column == 1 || column == 5) && row < 5;
                links.push((at(arm, row, column), at(arm, row + 1, column), rail));
                for other in [column.wrapping_sub(1), column + 1] {
                    if !(1..=5).contains(&other) {
                        continue;
                    }
                    let there = Local {
                        row: row + 1,
                        column: other,
                    };
                    if here.is_camp() || there.is_camp() {
                        links.push((at(arm, row, column), at(arm, row + 1, other), false));
                    }
                }
            }
        }
    }
}

/// §2.4 rule 4: the three frontline crossings of the 2-player board, the middle one a road when `road`.
fn frontline_links(road: bool, at: &impl Fn(Arm, u8, u8) -> Square, links: &mut Vec<Linked>) {
    links.push((at(Arm::South, 1, 1), at(Arm::North, 1, 5), true));
    links.push((at(Arm::South, 1, 3), at(Arm::North, 1, 3), !road));
    links.push((at(Arm::South, 1, 5), at(Arm::North, 1, 1), true));
}

/// §3.3 rules 2–4: the centre grid of the 4-player board, the front rows' links to the facing
/// junctions, and the four corner arcs (also listed in `arcs`).
fn four_player_links(
    points: &[PointInfo],
    at: &impl Fn(Arm, u8, u8) -> Square,
    links: &mut Vec<Linked>,
    arcs: &mut Vec<CornerArc>,
) {
    for a in 1..=3u8 {
        for b in 1..=2u8 {
            links.push((centre(a, b), centre(a, b + 1), true));
            links.push((centre(b, a), centre(b + 1, a), true));
        }
    }
    let by_grid: HashMap<(i8, i8), Square> = points
        .iter()
        .enumerate()
        .map(|(index, point)| (point.grid, index as Square))
        .collect();
    for arm in Arm::ALL {
        // §3.3 rule 3: columns 1, 3 and 5 of the front row to the facing junctions.
        for column in [1, 3, 5] {
            let from = at(arm, 1, column);
            let (x, y) = points[usize::from(from)].grid;
            let (dx, dy) = arm.forward().step();
            links.push((from, by_grid[&(x + dx, y + dy)], true));
        }
        // §3.3 rule 4: the corner arc from X11 to Y15 of the arm on X's left.
        let left = arm.left();
        let (from, to) = (at(arm, 1, 1), at(left, 1, 5));
        links.push((from, to, true));
        arcs.push((from, to, arm, left));
    }
}

/// Each point's neighbours, and its railroad links with their headings (§3.5), both sorted by the
/// point they lead to.
fn adjacency(
    points: &[PointInfo],
    links: &[(Square, Square, LinkKind)],
    arcs: &[CornerArc],
) -> (Vec<Neighbours>, Vec<Vec<Rail>>) {
    let mut neighbours = vec![Vec::new(); points.len()];
    let mut rails = vec![Vec::new(); points.len()];
    for &(a, b, kind) in links {
        neighbours[usize::from(a)].push((b, kind));
        neighbours[usize::from(b)].push((a, kind));
        if kind != LinkKind::Railroad {
            continue;
        }
        // §3.5: an arc leaves heading forward for the arm it leaves and arrives heading backward
        // for the arm it enters; every other link keeps its geometric heading.
        let arc = arcs.iter().find(|&&(x, y, _, _)| (x, y) == (a, b));
        let (forward, backward) = match arc {
            Some(&(_, _, from_arm, to_arm)) => (
                (from_arm.forward(), to_arm.forward().reverse()),
                (to_arm.forward(), from_arm.forward().reverse()),
            ),
            None => {
                let heading =
                    Heading::between(points[usize::from(a)].grid, points[usize::from(b)].grid);
                ((heading, heading), (heading.reverse(), heading.reverse()))
            }
        };
        rails[usize::from(a)].push(Rail {
            to: b,
            departure: forward.0,
            arrival: forward.1,
        });
        rails[usize::from(b)].push(Rail {
            to: a,
            departure: backward.0,
            arrival: backward.1,
        });
    }
    for list in &mut neighbours {
        list.sort_by_key(|&(square, _)| square);
    }
    for list in &mut rails {
        list.sort_by_key(|rail| rail.to);
    }
    (neighbours, rails)
}
