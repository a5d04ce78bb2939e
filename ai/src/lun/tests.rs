//! Lún Jungi's evaluation and search support against the game itself.

use super::*;
use crate::family::{TEMPO, evaluate};
use crate::search::{Limits, Searchable, Searcher, Settings, WON};
use games::jungi_family::Board;
use games::lun::board::NX;
use games::lun::{Lun, LunOptions, Position, START};
use games::{GameRng, Rules};

fn eval(text: &str) -> i32 {
    evaluate::<LunEval>(&Position::parse(text).unwrap())
}

#[test]
fn the_start_is_even_but_for_the_tempo() {
    assert_eq!(eval(START), TEMPO);
}

#[test]
fn a_side_up_a_chariot_is_ahead_and_the_sides_mirror() {
    let south = eval("6K11k5/R23/24/24/12/12/4/1 s - - 0 1");
    let north = eval("6K11k5/12r11/24/24/12/12/4/1 n - - 0 1");
    assert!(south > 400, "{south}");
    assert_eq!(south, north);
}

#[test]
fn a_piece_on_the_nexus_is_worth_more_than_on_the_rim() {
    let rim = eval("1H4K11k5/24/24/24/12/12/4/1 s - - 0 1");
    let nexus = eval("6K11k5/24/24/24/12/12/4/H s - - 0 1");
    assert!(nexus > rim + 50, "{nexus} > {rim}");
    let around = LunBoard::neighbours(NX);
    assert_eq!(TWO_STEPS[usize::from(NX)] & around, around);
}

#[test]
fn the_searched_moves_are_the_games_legal_moves_and_evaluation_stays_incremental() {
    let game = Lun::new_game(LunOptions::default(), 0);
    let mut search = LunSearch::new(*game.current());
    let mut ours = Vec::new();
    search.moves(&mut ours);
    ours.sort();
    let mut theirs = game.legal_moves();
    theirs.sort();
    assert_eq!(ours, theirs);
    let mut rng = GameRng::from_seed(5);
    for _ in 0..120 {
        let mut moves = Vec::new();
        search.moves(&mut moves);
        if moves.is_empty() || search.terminal().is_some() {
            break;
        }
        search.make(moves[rng.below(moves.len() as u32) as usize]);
        assert_eq!(search.evaluate(), evaluate::<LunEval>(search.position()));
    }
}

#[test]
fn the_search_takes_a_hanging_king() {
    // North's King on G19 stands next to South's Chariot's slide: the Chariot on G13 takes it.
    let mut search =
        LunSearch::new(Position::parse("6K5R5k5/24/24/24/12/12/4/1 s - - 0 1").unwrap());
    let found = Searcher::new(12, Settings::default()).search(&mut search, Limits::depth(2), &[]);
    assert!(found.score >= WON - 10, "{}", found.score);
}

#[test]
fn each_level_searches_more_than_the_one_below_and_only_the_beginner_picks_at_random() {
    crate::level::assert_climbs(LunEval::plan, 1);
}
