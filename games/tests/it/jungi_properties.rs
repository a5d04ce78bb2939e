//! Property tests for Jungi: random games from the start and from random positions (where Emperors,
//! promoted pieces, en passant chances and finished games come up often), with invariants checked at
//! every ply.

use crate::family_support::{check_fast_perft, check_finish, checked_ply, play_choices};
use games::Rules;
use games::jungi::board::{SQUARE_COUNT, Square, in_zone};
use games::jungi::{Jungi, JungiMove, JungiOptions, Kind, Piece, Position, START, Side};
use proptest::prelude::*;

/// A random position: each square holds a random piece with probability `density` in 256, promoted
/// when it stands in its zone or when `promote` says so; one royal piece per side on a random free
/// square; a random side to move.
fn random_position(cells: &[u8], royals: (u8, u8, bool, bool), north: bool) -> Option<String> {
    let mut grid: Vec<Option<Piece>> = vec![None; SQUARE_COUNT];
    for (index, &cell) in cells.iter().enumerate() {
        if cell % 3 != 0 {
            continue;
        }
        let side = if cell & 8 == 0 {
            Side::South
        } else {
            Side::North
        };
        let kind = Kind::ALL[usize::from(cell / 16) % 10];
        let promoted = cell & 4 != 0 || in_zone(side, index as Square);
        grid[index] = Some(Piece {
            side,
            kind,
            promoted,
        });
    }
    let (south_at, north_at, south_up, north_up) = royals;
    for (side, at, up) in [
        (Side::South, south_at, south_up),
        (Side::North, north_at, north_up),
    ] {
        let at = usize::from(at) % SQUARE_COUNT;
        grid[at] = Some(Piece {
            side,
            kind: Kind::King,
            promoted: up || in_zone(side, at as Square),
        });
    }
    if grid
        .iter()
        .flatten()
        .filter(|piece| piece.is_royal())
        .count()
        != 2
    {
        return None;
    }
    let ranks: Vec<String> = (0..9)
        .rev()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for file in 0..9 {
                match grid[rank * 9 + file] {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push_str(&piece.letters());
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    Some(format!(
        "{} {} - - 0 1",
        ranks.join("/"),
        if north { "n" } else { "s" }
    ))
}

/// A starting game: the standard start, or a random position.
fn any_game() -> impl Strategy<Value = Jungi> {
    (
        any::<bool>(),
        proptest::collection::vec(any::<u8>(), SQUARE_COUNT),
        any::<(u8, u8, bool, bool)>(),
        any::<bool>(),
    )
        .prop_filter_map("two royals", |(standard, cells, royals, north)| {
            if standard {
                return Some(Jungi::new_game(JungiOptions::default(), 0));
            }
            let text = random_position(&cells, royals, north)?;
            Some(Jungi::from_position(&text, JungiOptions::default()).expect("a valid position"))
        })
}

/// The moves random games prefer: double moves, captures and moves onto a passed square (en passant).
fn preferred(position: &Position, mv: JungiMove) -> bool {
    mv.via.is_some()
        || position.piece_at(mv.to).is_some()
        || position.en_passant().passed & (1 << mv.to) != 0
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random games never panic; `apply` accepts exactly the listed moves and nothing from the seat not
    /// to move; keys, position strings and the move in progress behave at every ply.
    #[test]
    fn random_games_keep_every_invariant(
        start in any_game(),
        choices in proptest::collection::vec(any::<u16>(), 1..80),
    ) {
        let mut game = start;
        for choice in choices {
            if !checked_ply(&mut game, choice, preferred, |_, _| Ok(()))? {
                break;
            }
        }
        check_finish(&game)?;
    }

    /// The fast walks agree with the generic ones deep inside random games: the game-tree count with the
    /// clone-and-apply walk, the count that ignores draws with a walk over the move checker's moves.
    #[test]
    fn the_fast_perft_matches_the_generic_walks(
        start in any_game(),
        choices in proptest::collection::vec(any::<u16>(), 0..40),
    ) {
        let mut game = start;
        play_choices(&mut game, &choices, preferred);
        check_fast_perft(&game, 2)?;
    }
}

#[test]
fn the_fast_perft_matches_the_generic_walks_from_the_start_to_depth_3() {
    let game = Jungi::from_position(START, JungiOptions::default()).unwrap();
    check_fast_perft(&game, 3).unwrap();
}
