//! The AI's own setups: sensible, and different from game to game (drawn from the seed).
//!
//! * The flag goes to one headquarters, chosen at random; usually all three mines wall it in (its two
//!   neighbours on the back row and the point in front), sometimes two do and the third guards the other
//!   headquarters as a decoy, with a solid piece on the flag's open side.
//! * The other headquarters holds a low piece: whatever stands on a headquarters never moves again.
//! * The bombs stand on rows 2 to 4, where attackers come, never on the back rows where they would wait
//!   for nothing (nor on the front row, which the rules forbid).
//! * The Marshal and the General stand on rows 1 to 3, on different halves; one engineer waits in reserve
//!   on rows 4 or 5; the front row takes middling pieces.
//! * Everything else is shuffled over the points left.

use games::GameRng;
use games::junqi::{Kind, Setup};

/// A local point: (row from the front 1–6, column from the left 1–5).
type Point = (u8, u8);

/// Whether a local point is a camp (camps stay empty).
fn is_camp((row, column): Point) -> bool {
    matches!((row, column), (2, 2) | (2, 4) | (3, 3) | (4, 2) | (4, 4))
}

/// A setup for one game, drawn from `rng`.
pub fn setup(rng: &mut GameRng) -> Setup {
    for _ in 0..20 {
        if let Some(setup) = attempt(rng) {
            return setup;
        }
    }
    Setup::random(rng)
}

/// The grid of a setup being made, front row first.
type Grid = [[Option<Kind>; 5]; 6];

/// Puts `kind` on a free point that `allowed` accepts, drawn from `rng`; its point, or `None` if none is
/// free.
fn pick(
    grid: &mut Grid,
    rng: &mut GameRng,
    kind: Kind,
    allowed: &dyn Fn(Point) -> bool,
) -> Option<Point> {
    let free: Vec<Point> = (1..=6u8)
        .flat_map(|row| (1..=5u8).map(move |column| (row, column)))
        .filter(|&point| {
            !is_camp(point)
                && grid[usize::from(point.0 - 1)][usize::from(point.1 - 1)].is_none()
                && allowed(point)
        })
        .collect();
    if free.is_empty() {
        return None;
    }
    let (row, column) = free[rng.below(free.len() as u32) as usize];
    grid[usize::from(row - 1)][usize::from(column - 1)] = Some(kind);
    Some((row, column))
}

/// One try: every piece placed by the plan above, then checked by the game's own rules.
fn attempt(rng: &mut GameRng) -> Option<Setup> {
    let mut grid: Grid = [[None; 5]; 6];
    let flag_column = if rng.below(2) == 0 { 2 } else { 4 };
    let other_column = 6 - flag_column;
    pick(&mut grid, rng, Kind::Flag, &|point| {
        point == (6, flag_column)
    })?;
    let guards = [(6, flag_column - 1), (6, flag_column + 1), (5, flag_column)];
    if rng.below(10) < 6 {
        for guard in guards {
            pick(&mut grid, rng, Kind::Mine, &|point| point == guard)?;
        }
    } else {
        let open = guards[rng.below(3) as usize];
        for guard in guards.into_iter().filter(|&guard| guard != open) {
            pick(&mut grid, rng, Kind::Mine, &|point| point == guard)?;
        }
        pick(&mut grid, rng, Kind::Mine, &|point| {
            point.0 >= 5 && point != (6, other_column) && point.1.abs_diff(other_column) <= 1
        })?;
        let solid = [Kind::Brigadier, Kind::Colonel, Kind::MajorGeneral][rng.below(3) as usize];
        pick(&mut grid, rng, solid, &|point| point == open)?;
    }
    let keeper = [Kind::PlatoonLeader, Kind::Captain][rng.below(2) as usize];
    pick(&mut grid, rng, keeper, &|point| point == (6, other_column))?;
    for _ in 0..2 {
        pick(&mut grid, rng, Kind::Bomb, &|(row, _)| {
            (2..=4).contains(&row)
        })?;
    }
    let marshal = pick(&mut grid, rng, Kind::Marshal, &|(row, _)| row <= 3)?;
    pick(&mut grid, rng, Kind::General, &|(row, column)| {
        row <= 3 && (column < 3) != (marshal.1 < 3)
    })
    .or_else(|| pick(&mut grid, rng, Kind::General, &|(row, _)| row <= 4))?;
    pick(&mut grid, rng, Kind::Engineer, &|(row, _)| {
        (4..=5).contains(&row)
    })?;
    // The front row: middling pieces first.
    let mut rest: Vec<Kind> = Kind::ALL
        .into_iter()
        .flat_map(|kind| std::iter::repeat_n(kind, kind.count()))
        .collect();
    for row in &grid {
        for kind in row.iter().flatten() {
            let at = rest.iter().position(|k| k == kind)?;
            rest.remove(at);
        }
    }
    rng.shuffle(&mut rest);
    let front_first = |kind: &Kind| {
        !matches!(
            kind,
            Kind::Captain | Kind::PlatoonLeader | Kind::LieutenantColonel | Kind::Colonel
        )
    };
    rest.sort_by_key(front_first);
    for kind in rest {
        let front = !front_first(&kind);
        pick(&mut grid, rng, kind, &|(row, _)| !front || row == 1)
            .or_else(|| pick(&mut grid, rng, kind, &|_| true))?;
    }
    let text: Vec<String> = grid
        .iter()
        .map(|row| {
            row.iter()
                .map(|cell| cell.map_or('.', Kind::code))
                .collect()
        })
        .collect();
    text.join("/").parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::junqi::Local;

    fn at(setup: &Setup, row: u8, column: u8) -> Option<Kind> {
        setup.at(Local { row, column })
    }

    #[test]
    fn setups_are_valid_sensible_and_varied() {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..200 {
            let setup = setup(&mut GameRng::from_seed(seed));
            setup.validate().expect("a valid setup");
            let flag = setup.flag().expect("a flag");
            assert_eq!(flag.row, 6);
            let guards = [
                at(&setup, 6, flag.column - 1),
                at(&setup, 6, flag.column + 1),
                at(&setup, 5, flag.column),
            ];
            let mines = guards
                .iter()
                .filter(|&&kind| kind == Some(Kind::Mine))
                .count();
            assert!(mines >= 2, "the flag is walled in: {setup}");
            for row in 5..=6 {
                for column in 1..=5 {
                    assert_ne!(
                        at(&setup, row, column),
                        Some(Kind::Bomb),
                        "no bomb wasted at the back: {setup}"
                    );
                }
            }
            let other = 6 - flag.column;
            assert!(
                matches!(
                    at(&setup, 6, other),
                    Some(Kind::PlatoonLeader | Kind::Captain)
                ),
                "{setup}"
            );
            seen.insert(setup.to_string());
        }
        assert!(seen.len() > 190, "only {} different setups", seen.len());
    }
}
