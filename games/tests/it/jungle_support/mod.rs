//! Helpers shared by the Jungle integration tests.

use games::Rules;
use games::jungle::{Jungle, JungleMove, JungleOptions};
use games::rules::perft_by_clone_and_apply;

/// The node count of the default `Rules::perft` body: clone the game and `apply` each legal action.
pub fn clone_apply_perft(game: &Jungle, depth: u32) -> u64 {
    perft_by_clone_and_apply(game, depth, &Jungle::legal_actions)
}

/// Every move `apply` accepts, found by trying each own piece towards each of the 63 squares: a walk that
/// never calls the move generator.
pub fn accepted_moves(game: &Jungle) -> Vec<JungleMove> {
    let Some(&seat) = game.to_act().first() else {
        return Vec::new();
    };
    let side = game.side_to_move();
    let mut accepted = Vec::new();
    for (piece, from) in game.board().pieces() {
        if piece.side != side {
            continue;
        }
        for to in 0..63 {
            let mv = JungleMove { from, to };
            if game.clone().apply(seat, &mv).is_ok() {
                accepted.push(mv);
            }
        }
    }
    accepted.sort_by_key(|mv| game.format_action(mv));
    accepted
}

/// The node count of a walk over [`accepted_moves`], independent of the move generator.
pub fn brute_force_perft(game: &Jungle, depth: u32) -> u64 {
    perft_by_clone_and_apply(game, depth, &|game, _| accepted_moves(game))
}

/// A game from a position string and `NAME=VALUE` options.
pub fn game(position: &str, options: &[(&str, &str)]) -> Jungle {
    let options: JungleOptions =
        games::RuleOptions::from_pairs(options.iter().copied()).expect("valid options");
    Jungle::from_position(position, options).expect("a valid position")
}

/// Plays space-separated moves; each must be legal.
pub fn play(game: &mut Jungle, moves: &str) {
    for text in moves.split_whitespace() {
        let seat = game.to_act()[0];
        let mv = game.parse_action(seat, text).expect("a readable move");
        game.apply(seat, &mv).expect("a legal move");
    }
}
