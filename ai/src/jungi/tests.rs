//! Jungi's search support against the game itself.

use super::*;
use crate::search::{Limits, WON};
use crate::search::{Searchable, Searcher, Settings};
use games::jungi::JungiOptions;
use games::jungi::board::square_name;
use games::jungi::movegen::generate;
use games::jungi::{Jungi, Position};
use games::{GameRng, Rules};

fn search_of(text: &str) -> JungiSearch {
    JungiSearch::new(Position::parse(text).unwrap())
}

#[test]
fn the_searched_moves_are_the_games_legal_moves() {
    let game = Jungi::new_game(JungiOptions::default(), 0);
    let search = JungiSearch::new(*game.current());
    let mut ours = Vec::new();
    search.moves(&mut ours);
    ours.sort();
    let mut theirs = game.legal_moves();
    theirs.sort();
    assert_eq!(ours, theirs);
}

#[test]
fn make_and_unmake_restore_the_position() {
    let mut search = JungiSearch::new(Position::start());
    let before = *search.position();
    let mut moves = Vec::new();
    search.moves(&mut moves);
    for mv in moves {
        search.make(mv);
        search.unmake();
        assert_eq!(*search.position(), before);
    }
}

#[test]
fn the_incremental_evaluation_matches_the_one_from_scratch_along_random_games() {
    let mut rng = GameRng::from_seed(3);
    for text in [
        games::jungi::START,
        "4k4/4q3l/2p1p1p2/r8/1P1P1P1P1/2+Q6/9/4Q4/4K4 s KQkq - 0 1",
        "9/9/2ppp4/3p+kp3/2P1r1P2/3P+KP3/2PPP4/9/9 s - - 0 1",
    ] {
        let mut search = search_of(text);
        for _ in 0..120 {
            let mut moves = Vec::new();
            search.moves(&mut moves);
            if moves.is_empty() || search.terminal().is_some() {
                break;
            }
            search.make(moves[rng.below(moves.len() as u32) as usize]);
            assert_eq!(
                search.evaluate(),
                crate::family::evaluate::<eval::JungiEval>(search.position()),
                "{text}"
            );
        }
    }
}

#[test]
fn it_captures_an_exposed_king() {
    let mut search = search_of("4k4/9/9/9/4R4/9/9/9/4K4 s - - 0 1");
    let found = Searcher::new(12, Settings::default()).search(&mut search, Limits::depth(3), &[]);
    let best = found.best.unwrap();
    assert_eq!(square_name(best.to), "e9");
    assert!(found.score >= WON);
}

#[test]
fn it_moves_its_king_out_of_an_attack() {
    // North's chariot on e9 attacks South's king on e1 along the open file; South must step aside (or
    // block), never leave it there.
    let mut search = search_of("4r3k/9/9/9/9/9/9/9/4K4 s - - 0 1");
    let found = Searcher::new(12, Settings::default()).search(&mut search, Limits::depth(4), &[]);
    let best = found.best.unwrap();
    let mut after = *search.position();
    after.make(best);
    let mut replies = Vec::new();
    generate(&after, &mut replies);
    let royal = after.royal(games::jungi::Side::South).unwrap();
    assert!(
        replies
            .iter()
            .all(|reply| reply.to != royal && reply.via != Some(royal))
    );
}

#[test]
fn a_draw_is_declined_with_a_king_to_take_and_accepted_without_one() {
    use games::Seat;
    // South's Chariot takes North's King next; North, to the side, is lost.
    let game = <Jungi as Rules>::from_position(
        "4k4/9/9/9/4R4/9/9/9/4K4 s - - 0 1",
        JungiOptions::default(),
    )
    .unwrap();
    let order = crate::Order::measured(crate::Level::new(2).unwrap(), 1);
    let south = crate::answer_draw(&crate::Seen::new(&game, Seat(0)), &order).unwrap();
    let north = crate::answer_draw(&crate::Seen::new(&game, Seat(1)), &order).unwrap();
    assert!(!south.accept && north.accept, "{south:?} {north:?}");
}
