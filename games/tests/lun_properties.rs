//! Property tests for Lún Jungi: random games from the start and from random positions (where pieces on
//! the nexus, first-move rights, en passant chances and finished games come up often), with invariants
//! checked at every ply.

mod lun_support;

use games::jungi::{Kind, Piece, Side};
use games::lun::board::{NX, SPACE_COUNT, bit, space_name};
use games::lun::{Lun, LunAction, LunMove, LunOptions, START};
use games::rules::perft_by_clone_and_apply;
use games::{Rules, Seat};
use lun_support::{accepted_moves, checked_perft};
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
        if at != usize::from(NX) && at % 3 == 0 {
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

/// Picks a move: a double move, a capture, a move onto or from the nexus, or a move onto a passed space
/// (en passant) when there is one and `choice` says so, else any.
fn pick(game: &Lun, legal: &[LunAction], choice: u16) -> LunAction {
    let position = game.current();
    let preferred: Vec<&LunAction> = legal
        .iter()
        .filter(|action| match action {
            LunAction::Move(mv) => {
                mv.via.is_some()
                    || position.piece_at(mv.to).is_some()
                    || mv.from == NX
                    || mv.to == NX
                    || position.en_passant().passed & bit(mv.to) != 0
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
fn check_position(game: &Lun) -> Result<(), TestCaseError> {
    let position = game.current();
    prop_assert_eq!(position.key(), position.key_from_scratch());
    let text = Rules::position(game);
    let reread = Lun::from_position(&text, LunOptions::default());
    prop_assert_eq!(reread.map(|again| Rules::position(&again)), Ok(text));
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
            check_position(&game)?;
            let Some(&seat) = game.to_act().first() else { break };
            let legal = game.legal_actions(seat);
            let listed: Vec<LunMove> = legal
                .iter()
                .map(|action| match action {
                    LunAction::Move(mv) => *mv,
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
            // The route of the move starts and ends where the move does and passes what it passes.
            if let LunAction::Move(mv) = action {
                let route = games::lun::movegen::route(game.current(), mv);
                prop_assert_eq!(route.first(), Some(&mv.from));
                prop_assert_eq!(route.last(), Some(&mv.to));
                let inner = route[1..route.len() - 1].iter().fold(0, |set, &s| set | bit(s));
                let passed = game.current().passed_by(mv);
                prop_assert_eq!(inner, passed);
                // A double move entered step by step is the same move.
                if let Some(via) = mv.via {
                    let mut steps = game.clone();
                    let first = LunAction::FirstStep { from: mv.from, via };
                    let report = steps.apply(seat, &first).expect("a first step");
                    prop_assert!(report.facts.is_empty());
                    prop_assert_eq!(steps.to_act(), vec![seat]);
                    steps.apply(seat, &LunAction::SecondStep { via, to: mv.to }).expect("a second step");
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
        let restored: Lun = serde_json::from_str(&json).expect("restores");
        prop_assert_eq!(restored, game);
    }

    /// The fast walks agree with the generic ones deep inside random games: the game-tree count with the
    /// clone-and-apply walk, the count that ignores draws with a walk over the move checker's moves.
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
                perft_by_clone_and_apply(&game, depth, &Lun::legal_actions)
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
    let game = Lun::from_position(START, LunOptions::default()).unwrap();
    assert_eq!(
        Rules::perft(&game, 3),
        perft_by_clone_and_apply(&game, 3, &Lun::legal_actions)
    );
    assert_eq!(
        game.perft_ignoring_draws(3),
        checked_perft(game.current(), 3)
    );
}
