//! Property tests for Jungle: random playouts under random options, with invariants checked at every ply.

use crate::jungle_support::{accepted_moves, clone_apply_perft};
use games::jungle::board::{den_of, is_water};
use games::jungle::{Jungle, JungleMove, JungleOptions, Kind, RatWaterCapture, START};
use games::{Rules, Seat};
use proptest::prelude::*;

/// Random rule options, with or without the no-capture draw.
fn any_options(draw: bool) -> impl Strategy<Value = JungleOptions> {
    (
        any::<[bool; 7]>(),
        0..3usize,
        proptest::option::of(1..40u32),
    )
        .prop_map(move |(switches, rat, plies)| JungleOptions {
            dog_above_wolf: switches[0],
            rat_water_capture: [
                RatWaterCapture::SameMedium,
                RatWaterCapture::LandToWater,
                RatWaterCapture::AnyMedium,
            ][rat],
            any_trap_weakens: switches[1],
            elephant_never_takes_rat: switches[2],
            tiger_jumps_vertically_only: switches[3],
            anti_shuffle_7_3: switches[4],
            anti_shuffle_17_5: switches[5] && switches[6],
            no_capture_draw_plies: if draw { plies } else { None },
        })
}

/// The start position with the pieces picked by `removed` (one bit per piece) taken off, so that sparse
/// boards, where pieces shuttle and positions repeat, come up often.
fn thinned_start(removed: u16) -> Jungle {
    let start = Jungle::new_game(JungleOptions::default(), 0);
    let mut grid = [['.'; 7]; 9];
    for (index, (piece, square)) in start.board().pieces().enumerate() {
        if removed & (1 << index) == 0 {
            grid[usize::from(square / 7)][usize::from(square % 7)] = piece.letter();
        }
    }
    let rows: Vec<String> = (0..9)
        .rev()
        .map(|rank| {
            let mut row = String::new();
            let mut empty = 0;
            for &cell in &grid[rank] {
                if cell == '.' {
                    empty += 1;
                } else {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(cell);
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            row
        })
        .collect();
    Jungle::from_position(&format!("{} w", rows.join("/")), JungleOptions::default())
        .expect("a thinned start is valid")
}

/// Picks the next move: often the way back of the mover's previous move, to provoke repetitions and
/// shuttles; otherwise any legal move.
fn pick(game: &Jungle, legal: &[JungleMove], choice: u16) -> JungleMove {
    let plies = game.history().plies();
    if !choice.is_multiple_of(3) && plies.len() >= 2 {
        let previous = plies[plies.len() - 2].mv;
        let back = JungleMove {
            from: previous.to,
            to: previous.from,
        };
        if legal.contains(&back) {
            return back;
        }
    }
    legal[usize::from(choice) % legal.len()]
}

/// Checks the invariants of one position and its legal moves.
fn check_position(game: &Jungle, legal: &[JungleMove]) -> Result<(), TestCaseError> {
    let board = game.board();
    prop_assert_eq!(board.key(), board.key_from_scratch());
    let text = Rules::position(game);
    let reread = Jungle::from_position(&text, Rules::options(game).clone());
    prop_assert_eq!(reread.map(|again| Rules::position(&again)), Ok(text));
    let side = game.side_to_move();
    for mv in legal {
        let piece = board.piece_at(mv.from).expect("a piece moves");
        prop_assert_eq!(piece.side, side);
        prop_assert_ne!(mv.to, den_of(side));
        prop_assert!(!is_water(mv.to) || piece.kind == Kind::Rat);
        prop_assert!(
            board
                .piece_at(mv.to)
                .is_none_or(|target| target.side != side)
        );
        let mut copy = *board;
        copy.make(*mv);
        prop_assert_eq!(copy.key(), copy.key_from_scratch());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Random playouts never panic; every generated move is accepted by `apply`, and `apply` accepts
    /// nothing else; the key, the position string and the terrain invariants hold at every ply.
    #[test]
    fn random_playouts_keep_every_invariant(
        options in any_options(true),
        removed in any::<u16>(),
        choices in proptest::collection::vec(any::<u16>(), 1..160),
    ) {
        let mut game = thinned_start(removed);
        game = Jungle::from_position(&Rules::position(&game), options).expect("valid");
        for choice in choices {
            let Some(&seat) = game.to_act().first() else { break };
            let legal = game.legal_actions(seat);
            check_position(&game, &legal)?;
            prop_assert_eq!(&accepted_moves(&game), &legal);
            let other = Seat(1 - seat.0);
            prop_assert!(game.legal_actions(other).is_empty());
            let mv = pick(&game, &legal, choice);
            let mut wrong_turn = game.clone();
            prop_assert!(wrong_turn.apply(other, &mv).is_err());
            prop_assert_eq!(&wrong_turn, &game);
            game.apply(seat, &mv).expect("a generated move is accepted");
        }
        if game.outcome().is_some() {
            prop_assert!(game.to_act().is_empty());
            prop_assert_eq!(Rules::perft(&game, 1), 0);
        }
    }

    /// The fast walk and the clone-and-apply walk agree deep inside random games, where the repetition
    /// and anti-shuffle rules bite.
    #[test]
    fn the_fast_walk_matches_clone_and_apply_in_random_games(
        options in any_options(false),
        removed in any::<u16>(),
        choices in proptest::collection::vec(any::<u16>(), 1..60),
    ) {
        let mut game = thinned_start(removed);
        game = Jungle::from_position(&Rules::position(&game), options).expect("valid");
        for choice in choices {
            let Some(&seat) = game.to_act().first() else { break };
            let legal = game.legal_actions(seat);
            let mv = pick(&game, &legal, choice);
            game.apply(seat, &mv).expect("a generated move is accepted");
        }
        for depth in 1..=3 {
            prop_assert_eq!(Rules::perft(&game, depth), clone_apply_perft(&game, depth));
        }
    }

    /// Stored games restore to the same state, history included.
    #[test]
    fn stored_games_restore(
        options in any_options(true),
        choices in proptest::collection::vec(any::<u16>(), 0..80),
    ) {
        let mut game = Jungle::from_position(START, options).expect("valid");
        for choice in choices {
            let Some(&seat) = game.to_act().first() else { break };
            let legal = game.legal_actions(seat);
            let mv = pick(&game, &legal, choice);
            game.apply(seat, &mv).expect("a generated move is accepted");
        }
        let json = serde_json::to_string(&game).expect("serialises");
        let restored: Jungle = serde_json::from_str(&json).expect("restores");
        prop_assert_eq!(restored, game);
    }
}
