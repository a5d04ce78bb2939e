//! Property tests for Lún Jungi: random games from the start and from random positions (where pieces on
//! the nexus, first-move rights, en passant chances and finished games come up often), with invariants
//! checked at every ply.

use crate::family_support::{check_fast_perft, check_finish, checked_ply, play_choices};
use games::Rules;
use games::jungi::{Kind, Piece, Side};
use games::lun::board::{NX, SPACE_COUNT, bit, space_name};
use games::lun::{Lun, LunMove, LunOptions, Position, START};
use proptest::prelude::*;

/// The board field of a position string from a piece (or nothing) per space.
fn board_field(cells: &[Option<Piece>]) -> String {
    let segments = [
        (0, 24),
        (24, 24),
        (48, 24),
        (72, 24),
        (96, 12),
        (108, 12),
        (120, 4),
        (124, 1),
    ];
    let parts: Vec<String> = segments
        .iter()
        .map(|&(first, count)| {
            let mut text = String::new();
            let mut empty = 0;
            for cell in &cells[first..first + count] {
                match cell {
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
    parts.join("/")
}

/// A random position: each space holds a random unpromoted piece when its byte says so (the nexus more
/// often), one King per side on a random free space, first-move rights for some Pawns, Queens and Kings
/// off the nexus, and a random side to move.
fn random_position(cells: &[u8], kings: (u8, u8), north: bool) -> Option<String> {
    let mut grid: Vec<Option<Piece>> = vec![None; SPACE_COUNT];
    let mut rights = Vec::new();
    for (index, &cell) in cells.iter().enumerate() {
        let here = index == usize::from(NX);
        if cell % 4 != 0 && !(here && cell % 2 == 0) {
            continue;
        }
        let side = if cell & 8 == 0 {
            Side::South
        } else {
            Side::North
        };
        let kind = Kind::ALL[usize::from(cell / 16) % 10];
        grid[index] = Some(Piece::new(side, kind));
        if matches!(kind, Kind::Pawn | Kind::Queen) && cell & 4 != 0 && !here {
            rights.push(index);
        }
    }
    for (side, at) in [(Side::South, kings.0), (Side::North, kings.1)] {
        let at = usize::from(at) % SPACE_COUNT;
        grid[at] = Some(Piece::new(side, Kind::King));
        if at != usize::from(NX) && at.is_multiple_of(3) {
            rights.push(at);
        }
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
    rights.retain(|&space| {
        grid[space].is_some_and(|piece| matches!(piece.kind, Kind::Pawn | Kind::Queen | Kind::King))
    });
    rights.sort_unstable();
    rights.dedup();
    let rights = if rights.is_empty() {
        "-".to_owned()
    } else {
        rights
            .iter()
            .map(|&space| space_name(space as u8))
            .collect::<Vec<_>>()
            .join(",")
    };
    Some(format!(
        "{} {} {rights} - 0 1",
        board_field(&grid),
        if north { "n" } else { "s" }
    ))
}

/// A starting game: the standard start, or a random position.
fn any_game() -> impl Strategy<Value = Lun> {
    (
        any::<bool>(),
        proptest::collection::vec(any::<u8>(), SPACE_COUNT),
        any::<(u8, u8)>(),
        any::<bool>(),
    )
        .prop_filter_map("two Kings", |(standard, cells, kings, north)| {
            if standard {
                return Some(Lun::new_game(LunOptions::default(), 0));
            }
            let text = random_position(&cells, kings, north)?;
            Some(Lun::from_position(&text, LunOptions::default()).expect("a valid position"))
        })
}

/// The moves random games prefer: double moves, captures, moves onto or from the nexus, and moves onto a
/// passed space (en passant).
fn preferred(position: &Position, mv: LunMove) -> bool {
    mv.via.is_some()
        || position.piece_at(mv.to).is_some()
        || mv.from == NX
        || mv.to == NX
        || position.en_passant().passed & bit(mv.to) != 0
}

/// The route of a move starts and ends where the move does and passes what it passes.
fn check_route(game: &Lun, mv: LunMove) -> Result<(), TestCaseError> {
    let route = games::lun::movegen::route(game.current(), mv);
    prop_assert_eq!(route.first(), Some(&mv.from));
    prop_assert_eq!(route.last(), Some(&mv.to));
    let inner = route[1..route.len() - 1]
        .iter()
        .fold(0, |set, &s| set | bit(s));
    prop_assert_eq!(inner, game.current().passed_by(mv));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random games never panic; `apply` accepts exactly the listed moves and nothing from the seat not
    /// to move; keys, position strings and the move in progress behave at every ply.
    #[test]
    fn random_games_keep_every_invariant(
        start in any_game(),
        choices in proptest::collection::vec(any::<u16>(), 1..60),
    ) {
        let mut game = start;
        for choice in choices {
            if !checked_ply(&mut game, choice, preferred, check_route)? {
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
    let game = Lun::from_position(START, LunOptions::default()).unwrap();
    check_fast_perft(&game, 3).unwrap();
}
