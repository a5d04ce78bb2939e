//! Helpers shared by the Jungi and Lún Jungi integration tests: walks that find moves without the move
//! generator, on any board of the family.

use games::jungi_family::{Action, Board, Game, Move, Point, Position, points};
use games::rules::perft_by_clone_and_apply;
use games::{Rules, Seat};
use proptest::prelude::*;

/// Every whole move of the pieces of the side to move that `apply` accepts, found by trying every
/// target point and, for every piece, every (neighbour, neighbour of it) route: a walk that never calls
/// the generator.
pub fn accepted_moves<B: Board>(game: &Game<B>) -> Vec<Move> {
    let Some(&seat) = game.to_act().first() else {
        return Vec::new();
    };
    let side = game.side_to_move();
    let mut trial = game.clone();
    let mut accepted = Vec::new();
    let mut attempt = |mv: Move| {
        if trial.apply(seat, &Action::Move(mv)).is_ok() {
            accepted.push(mv);
            trial = game.clone();
        }
    };
    for (piece, from) in game.current().pieces().collect::<Vec<_>>() {
        if piece.side != side {
            continue;
        }
        for_each_try::<B>(from, &mut attempt);
    }
    accepted.sort_by_key(|mv| game.format_action(&Action::Move(*mv)));
    accepted
}

/// Calls `attempt` with every move in one go from `from`, and every double move through a neighbour.
fn for_each_try<B: Board>(from: Point, attempt: &mut impl FnMut(Move)) {
    for to in 0..B::POINTS as Point {
        attempt(Move::new(from, to));
    }
    for via in points(B::neighbours(from)) {
        for to in points(B::neighbours(via)) {
            attempt(Move::double(from, via, to));
        }
    }
}

/// The moves of a position found by the move checker alone (no generator), for perft.
pub fn checked_moves<B: Board>(position: &Position<B>) -> Vec<Move> {
    let side = position.to_move();
    if position.royal(side).is_none() {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (piece, from) in position.pieces() {
        if piece.side != side {
            continue;
        }
        for_each_try::<B>(from, &mut |mv: Move| {
            if B::refusal(position, piece, mv).is_none() {
                moves.push(mv);
            }
        });
    }
    moves
}

/// Perft walked over the checker's moves with make on copies.
pub fn checked_perft<B: Board>(position: &Position<B>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    checked_moves(position)
        .into_iter()
        .map(|mv| {
            let mut child = *position;
            child.make(mv);
            checked_perft(&child, depth - 1)
        })
        .sum()
}

/// Picks a move: one `preferred` says is interesting (a double move, a capture, en passant…) when there
/// is one and `choice` says so, else any.
pub fn pick<B: Board>(
    game: &Game<B>,
    legal: &[Action],
    choice: u16,
    preferred: impl Fn(&Position<B>, Move) -> bool,
) -> Action {
    let wanted: Vec<&Action> = legal
        .iter()
        .filter(|action| matches!(action, Action::Move(mv) if preferred(game.current(), *mv)))
        .collect();
    if choice.is_multiple_of(2) && !wanted.is_empty() {
        return *wanted[usize::from(choice / 2) % wanted.len()];
    }
    legal[usize::from(choice) % legal.len()]
}

/// Checks the invariants of one position: the incremental key, and the position string read back.
pub fn check_position<B: Board>(game: &Game<B>) -> Result<(), TestCaseError> {
    let position = game.current();
    prop_assert_eq!(position.key(), position.key_from_scratch());
    let text = Rules::position(game);
    let reread = Game::<B>::from_position(&text, B::Options::default());
    prop_assert_eq!(reread.map(|again| Rules::position(&again)), Ok(text));
    Ok(())
}

/// Plays one ply of a random game, checking on the way that `apply` accepts exactly the listed moves
/// and nothing from the seat not to move, that the action's text reads back, that a double move entered
/// step by step is the same move, and whatever `check_move` checks of the move chosen. `false` once the
/// game is over.
pub fn checked_ply<B: Board>(
    game: &mut Game<B>,
    choice: u16,
    preferred: impl Fn(&Position<B>, Move) -> bool,
    check_move: impl Fn(&Game<B>, Move) -> Result<(), TestCaseError>,
) -> Result<bool, TestCaseError> {
    check_position(game)?;
    let Some(&seat) = game.to_act().first() else {
        return Ok(false);
    };
    let legal = game.legal_actions(seat);
    let listed: Vec<Move> = legal
        .iter()
        .map(|action| match action {
            Action::Move(mv) => *mv,
            other => panic!("{other:?} listed outside a move in progress"),
        })
        .collect();
    prop_assert_eq!(&accepted_moves(game), &listed);
    let other = Seat(1 - seat.0);
    prop_assert!(game.legal_actions(other).is_empty());
    let action = pick(game, &legal, choice, preferred);
    let mut wrong_turn = game.clone();
    prop_assert!(wrong_turn.apply(other, &action).is_err());
    prop_assert_eq!(&wrong_turn, &*game);
    let text = game.format_action(&action);
    prop_assert_eq!(game.parse_action(seat, &text), Ok(action));
    if let Action::Move(mv) = action {
        check_move(game, mv)?;
        if let Some(via) = mv.via {
            let mut steps = game.clone();
            let first = Action::FirstStep { from: mv.from, via };
            let report = steps.apply(seat, &first).expect("a first step");
            prop_assert!(report.facts.is_empty());
            prop_assert_eq!(steps.to_act(), vec![seat]);
            steps
                .apply(seat, &Action::SecondStep { via, to: mv.to })
                .expect("a second step");
            let mut whole = game.clone();
            whole.apply(seat, &action).expect("listed");
            prop_assert_eq!(&steps, &whole);
        }
    }
    game.apply(seat, &action)
        .expect("a listed move is accepted");
    Ok(true)
}

/// Checks the last position of a random game: a finished game has no one to act, no moves and no en
/// passant field; the game survives storage.
pub fn check_finish<B: Board>(game: &Game<B>) -> Result<(), TestCaseError> {
    check_position(game)?;
    if game.outcome().is_some() {
        prop_assert!(game.to_act().is_empty());
        prop_assert_eq!(Rules::perft(game, 1), 0);
        prop_assert!(Rules::position(game).split(' ').nth(3) == Some("-"));
    }
    let json = serde_json::to_string(game).expect("serialises");
    let restored: Game<B> = serde_json::from_str(&json).expect("restores");
    prop_assert_eq!(&restored, game);
    Ok(())
}

/// Plays the moves `choices` pick, as long as the game goes on.
pub fn play_choices<B: Board>(
    game: &mut Game<B>,
    choices: &[u16],
    preferred: impl Fn(&Position<B>, Move) -> bool,
) {
    for &choice in choices {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let legal = game.legal_actions(seat);
        let action = pick(game, &legal, choice, &preferred);
        game.apply(seat, &action)
            .expect("a listed move is accepted");
    }
}

/// The fast walks agree with the generic ones to `depth`: the game-tree count with the clone-and-apply
/// walk, the count that ignores draws with a walk over the move checker's moves.
pub fn check_fast_perft<B: Board>(game: &Game<B>, depth: u32) -> Result<(), TestCaseError> {
    for depth in 1..=depth {
        prop_assert_eq!(
            Rules::perft(game, depth),
            perft_by_clone_and_apply(game, depth, &Game::<B>::legal_actions)
        );
        if game.outcome().is_none() {
            prop_assert_eq!(
                game.perft_ignoring_draws(depth),
                checked_perft(game.current(), depth)
            );
        }
    }
    Ok(())
}

/// Checks the counts of each position from depth 1: the count that ignores draws at every depth, the
/// game-tree count up to `game_tree_depth`.
pub fn check_counts<B: Board>(counts: &[(&str, &[u64])], game_tree_depth: u32) {
    for &(position, counts) in counts {
        let game =
            Game::<B>::from_position(position, B::Options::default()).expect("a valid position");
        for (depth, &count) in (1..).zip(counts) {
            assert_eq!(
                game.perft_ignoring_draws(depth),
                count,
                "{position} depth {depth}"
            );
            if depth <= game_tree_depth {
                assert_eq!(
                    Rules::perft(&game, depth),
                    count,
                    "{position} depth {depth}"
                );
            }
        }
    }
}

/// Checks that the fast game-tree walk matches the clone-and-apply walk to `depth` from each position.
pub fn check_clone_and_apply<B: Board>(counts: &[(&str, &[u64])], depth: u32) {
    for &(position, _) in counts {
        let game =
            Game::<B>::from_position(position, B::Options::default()).expect("a valid position");
        for depth in 1..=depth {
            assert_eq!(
                Rules::perft(&game, depth),
                perft_by_clone_and_apply(&game, depth, &Game::<B>::legal_actions),
                "{position} depth {depth}"
            );
        }
    }
}

/// Checks the counts of each position against the walk over the move checker's moves, to the depth
/// `depth` gives for the position.
pub fn check_move_checker<B: Board>(counts: &[(&str, &[u64])], depth: impl Fn(&str) -> u32) {
    for &(position, counts) in counts {
        let game =
            Game::<B>::from_position(position, B::Options::default()).expect("a valid position");
        for depth in 1..=depth(position) {
            assert_eq!(
                checked_perft(game.current(), depth),
                counts[depth as usize - 1],
                "{position} depth {depth}"
            );
        }
    }
}
