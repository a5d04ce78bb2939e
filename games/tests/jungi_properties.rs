//! Property tests for Jungi: random games from the start and from random positions (where Emperors,
//! promoted pieces, en passant chances and finished games come up often), with invariants checked at
//! every ply.

mod jungi_support;

use games::jungi::board::{SQUARE_COUNT, Square, in_zone};
use games::jungi::{Jungi, JungiAction, JungiMove, JungiOptions, Kind, Piece, START, Side};
use games::rules::perft_by_clone_and_apply;
use games::{Rules, Seat};
use jungi_support::{accepted_moves, checked_perft};
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

/// Picks a move: a double move, a capture or a move onto a passed square (en passant) when there is
/// one and `choice` says so, else any.
fn pick(game: &Jungi, legal: &[JungiAction], choice: u16) -> JungiAction {
    let preferred: Vec<&JungiAction> = legal
        .iter()
        .filter(|action| match action {
            JungiAction::Move(mv) => {
                mv.via.is_some()
                    || game.current().piece_at(mv.to).is_some()
                    || game.current().en_passant().passed & (1 << mv.to) != 0
            }
            _ => false,
        })
        .collect();
    if choice % 2 == 0 && !preferred.is_empty() {
        return *preferred[usize::from(choice / 2) % preferred.len()];
    }
    legal[usize::from(choice) % legal.len()]
}

/// Checks the invariants of one position.
fn check_position(game: &Jungi) -> Result<(), TestCaseError> {
    let position = game.current();
    prop_assert_eq!(position.key(), position.key_from_scratch());
    let text = Rules::position(game);
    let reread = Jungi::from_position(&text, JungiOptions::default());
    prop_assert_eq!(reread.map(|again| Rules::position(&again)), Ok(text));
    Ok(())
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
            check_position(&game)?;
            let Some(&seat) = game.to_act().first() else { break };
            let legal = game.legal_actions(seat);
            let listed: Vec<JungiMove> = legal
                .iter()
                .map(|action| match action {
                    JungiAction::Move(mv) => *mv,
                    other => panic!("{other:?} listed outside a move in progress"),
                })
                .collect();
            prop_assert_eq!(&accepted_moves(&game), &listed);
            let other = Seat(1 - seat.0);
            prop_assert!(game.legal_actions(other).is_empty());
            let action = pick(&game, &legal, choice);
            let mut wrong_turn = game.clone();
            prop_assert!(wrong_turn.apply(other, &action).is_err());
            prop_assert_eq!(&wrong_turn, &game);
            let text = game.format_action(&action);
            prop_assert_eq!(game.parse_action(seat, &text), Ok(action));
            // A double move entered step by step is the same move.
            if let JungiAction::Move(mv) = action {
                if let Some(via) = mv.via {
                    let mut steps = game.clone();
                    let first = JungiAction::FirstStep { from: mv.from, via };
                    let report = steps.apply(seat, &first).expect("a first step");
                    prop_assert!(report.facts.is_empty());
                    prop_assert_eq!(steps.to_act(), vec![seat]);
                    steps.apply(seat, &JungiAction::SecondStep { via, to: mv.to }).expect("a second step");
                    let mut whole = game.clone();
                    whole.apply(seat, &action).expect("listed");
                    prop_assert_eq!(&steps, &whole);
                }
            }
            game.apply(seat, &action).expect("a listed move is accepted");
        }
        check_position(&game)?;
        if game.outcome().is_some() {
            prop_assert!(game.to_act().is_empty());
            prop_assert_eq!(Rules::perft(&game, 1), 0);
            prop_assert!(Rules::position(&game).split(' ').nth(3) == Some("-"));
        }
        let json = serde_json::to_string(&game).expect("serialises");
        let restored: Jungi = serde_json::from_str(&json).expect("restores");
        prop_assert_eq!(restored, game);
    }

    /// The fast walks agree with the generic ones deep inside random games: the game-tree count with the
    /// clone-and-apply walk, §10's count with a walk over the move checker's moves.
    #[test]
    fn the_fast_perft_matches_the_generic_walks(
        start in any_game(),
        choices in proptest::collection::vec(any::<u16>(), 0..40),
    ) {
        let mut game = start;
        for choice in choices {
            let Some(&seat) = game.to_act().first() else { break };
            let legal = game.legal_actions(seat);
            let action = pick(&game, &legal, choice);
            game.apply(seat, &action).expect("a listed move is accepted");
        }
        for depth in 1..=2 {
            prop_assert_eq!(
                Rules::perft(&game, depth),
                perft_by_clone_and_apply(&game, depth, &Jungi::legal_actions)
            );
        }
        if game.outcome().is_none() {
            for depth in 1..=2 {
                prop_assert_eq!(game.perft_ignoring_draws(depth), checked_perft(game.current(), depth));
            }
        }
    }
}

#[test]
fn the_fast_perft_matches_the_generic_walks_from_the_start_to_depth_3() {
    let game = Jungi::from_position(START, JungiOptions::default()).unwrap();
    assert_eq!(
        Rules::perft(&game, 3),
        perft_by_clone_and_apply(&game, 3, &Jungi::legal_actions)
    );
    assert_eq!(
        game.perft_ignoring_draws(3),
        checked_perft(game.current(), 3)
    );
}
