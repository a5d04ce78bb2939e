//! Jungle's search support against the game itself.

use super::*;
use crate::search::{Limits, Searcher, Settings, WON};
use games::Rules;

fn game(position: &str) -> Jungle {
    Jungle::from_position(position, JungleOptions::default()).unwrap()
}

#[test]
fn the_searched_moves_are_the_games_legal_moves() {
    let jungle = Jungle::new_game(JungleOptions::default(), 0);
    let search = JungleSearch::new(&jungle);
    let mut ours = search.legal();
    ours.sort();
    let mut theirs = jungle.legal_actions(games::Seat(0));
    theirs.sort();
    assert_eq!(ours, theirs);
}

#[test]
fn make_and_unmake_restore_the_position() {
    let jungle = Jungle::new_game(JungleOptions::default(), 0);
    let mut search = JungleSearch::new(&jungle);
    let before = (*search.board(), search.keys_before());
    for mv in search.legal() {
        search.make(mv);
        search.unmake();
        assert_eq!((*search.board(), search.keys_before()), before);
    }
}

#[test]
fn it_enters_the_den_when_it_can() {
    let mut search = JungleSearch::new(&game("2C4/7/7/7/7/7/7/7/6e w"));
    let found = Searcher::new(12, Settings::default()).search(&mut search, Limits::depth(4), &[]);
    assert_eq!(
        games::jungle::board::square_name(found.best.unwrap().to),
        "d9"
    );
    assert!(found.score >= WON);
}

#[test]
fn it_takes_a_piece_beside_its_den_rather_than_lose() {
    // Blue's rat stands on Red's trap beside the den; Red's cat can take it, and must.
    let mut search = JungleSearch::new(&game("1cR4/7/7/7/7/7/7/7/6L b"));
    let found = Searcher::new(12, Settings::default()).search(&mut search, Limits::depth(4), &[]);
    let best = found.best.unwrap();
    assert_eq!(games::jungle::board::square_name(best.to), "c9");
}

#[test]
fn it_finds_a_win_in_three_plies() {
    // Blue's lion on d7 goes to d8 (Red's trap): Red's only piece is far away and cannot take it, and
    // Blue enters the den next.
    let mut search = JungleSearch::new(&game("7/7/3L3/7/7/7/7/7/r6 w"));
    let found = Searcher::new(14, Settings::default()).search(&mut search, Limits::depth(6), &[]);
    assert!(found.score >= WON, "score {}", found.score);
    assert_eq!(crate::search::WIN - found.score, 3);
}
