//! The analysis against planted mistakes and the search's own games.

use super::*;
use games::jungle::{Jungle, JungleOptions};
use games::junqi::{Junqi, JunqiOptions};
use games::{Rules, Seat};

fn level(n: u8) -> Level {
    Level::new(n).expect("a level")
}

/// The legal action of the seat to act that goes from `from` to `to`.
fn action(game: &dyn Game, from: &str, to: &str) -> (Seat, String) {
    let seat = game.to_act()[0];
    let text = game
        .legal_actions(seat)
        .into_iter()
        .find(|text| text.starts_with(from) && text.ends_with(to))
        .unwrap_or_else(|| panic!("no move {from} to {to} in {:?}", game.legal_actions(seat)));
    (seat, text)
}

/// Plays `moves` (squares from and to) on `game`, returning the actions played.
fn moves(game: &dyn Game, moves: &[(&str, &str)]) -> Vec<(Seat, String)> {
    let mut game = game.clone_game();
    moves
        .iter()
        .map(|(from, to)| {
            let (seat, text) = action(game.as_ref(), from, to);
            game.play(seat, &text).expect("a legal move");
            (seat, text)
        })
        .collect()
}

#[test]
fn analysis_marks_a_jungle_lion_left_to_the_elephant_as_a_blunder() {
    // Each side has a lion and an elephant, placed alike: the lion that steps beside the other's elephant
    // is taken.
    let start = Jungle::from_position("7/6l/7/6E/7/e6/7/L6/7 w", JungleOptions::default())
        .expect("a position");
    let start: &dyn Game = &start;
    let actions = moves(start, &[("a2", "a3"), ("a4", "a3")]);
    let analysis = analyse(start, &actions, level(2)).expect("an analysis");
    let ply = &analysis.plies[0];
    assert_eq!(ply.judgement, Some(Judgement::Blunder), "{analysis:?}");
    let best = ply.best.as_deref().expect("a better move");
    assert_ne!(best, actions[0].1);
    assert!(
        start
            .legal_actions(actions[0].0)
            .iter()
            .any(|legal| legal == best)
    );
    assert_eq!(analysis.turning_points(3)[0].index, 0);
    assert_eq!(
        analysis.counts[usize::from(!first_side(actions[0].0))][2],
        1
    );
    assert!(analysis.accuracy[usize::from(!first_side(actions[0].0))] < 50.0);
}

/// A two-player Junqi position from `cells` (square, piece) with North to move.
fn junqi(cells: &[(&str, &str)]) -> Junqi {
    let mut rows = vec![vec!["."; 5]; 12];
    for (at, piece) in cells {
        let file = usize::from(at.as_bytes()[0] - b'a');
        let rank: usize = at[1..].parse().expect("a rank");
        rows[12 - rank][file] = piece;
    }
    let rows: Vec<String> = rows.iter().map(|row| row.join(",")).collect();
    let text = format!("junqi2 {} N passes=S0,N0 quiet=0 turn=0", rows.join("/"));
    Junqi::from_position(&text, JunqiOptions::default()).expect("a position")
}

#[test]
fn analysis_marks_a_junqi_flag_left_to_an_attacker_as_a_blunder() {
    // South's engineer stands beside North's flag; North's captain beside it could take it first.
    let start = junqi(&[
        ("b1", "SF"),
        ("a1", "S5"),
        ("d12", "NF"),
        ("c12", "S2"),
        ("c11", "N5"),
        ("a12", "N5"),
    ]);
    let actions = moves(&start, &[("a12", "a11"), ("c12", "d12")]);
    let analysis = analyse(&start, &actions, level(2)).expect("an analysis");
    let ply = &analysis.plies[0];
    assert_eq!(ply.judgement, Some(Judgement::Blunder), "{analysis:?}");
    assert_eq!(ply.best.as_deref(), Some("c11xc12"));
    assert_eq!(*analysis.curve.last().expect("the end"), 1.0);
}

#[test]
fn analysis_of_a_game_of_the_searchs_own_choices_is_fully_accurate() {
    let start = <Jungle as Rules>::new_game(JungleOptions::default(), 0);
    let mut game = start.clone_game();
    let mut actions = Vec::new();
    for index in 0..12 {
        let seat = game.to_act()[0];
        let best = evaluate(game.as_ref(), level(2), index)
            .expect("an evaluation")
            .best
            .expect("a move");
        game.play(seat, &best).expect("a legal move");
        actions.push((seat, best));
    }
    let analysis = analyse(&start, &actions, level(2)).expect("an analysis");
    assert_eq!(analysis.accuracy, [100.0, 100.0]);
    assert_eq!(analysis.counts, [[0; 3]; 2]);
    assert_eq!(analysis.curve.len(), 13);
}

#[test]
fn analysis_refuses_a_record_that_does_not_replay() {
    let start = <Jungle as Rules>::new_game(JungleOptions::default(), 0);
    let seat = Game::to_act(&start)[0];
    assert!(replay(&start, &[(seat, "a1-a9".to_owned())]).is_err());
}

/// A game of `id` from its default options, the weakest level against itself for `turns` turns or to
/// its end: its start and every action.
fn played(id: &str, turns: usize) -> (Box<dyn Game>, Vec<(Seat, String)>) {
    let entry = games::CATALOGUE
        .iter()
        .find(|entry| entry.about.id == id)
        .expect("an entry");
    let settings = entry.check_options(&[]).expect("the default options");
    let start = entry.create(&settings, 3).expect("a game");
    let mut game = start.clone_game();
    let mut actions = Vec::new();
    let mut played = 0;
    while played < turns && game.phase() != Phase::Over {
        for seat in game.to_act() {
            let order = Order::measured(Level::MIN, actions.len() as u64);
            let thought =
                crate::think(&crate::Seen::new(game.as_ref(), seat), &order).expect("a thought");
            for action in thought.actions {
                played += usize::from(game.phase() == Phase::Play && game.to_act() == [seat]);
                game.play(seat, &action).expect("a legal action");
                actions.push((seat, action));
            }
        }
    }
    (start, actions)
}

#[test]
fn analysis_reads_a_game_of_every_opponent() {
    for opponent in crate::ROSTER {
        let id = opponent.game();
        let (start, actions) = played(id, 8);
        let analysis = analyse(start.as_ref(), &actions, level(2))
            .unwrap_or_else(|error| panic!("{id}: {error}"));
        assert!(analysis.plies.len() >= 8, "{id}: {analysis:?}");
        assert_eq!(analysis.curve.len(), analysis.plies.len() + 1);
        assert!(analysis.curve.iter().all(|c| (-1.0..=1.0).contains(c)));
        for ply in &analysis.plies[..analysis.plies.len() - 1] {
            assert!(ply.best.is_some(), "{id}: no better move at {ply:?}");
        }
    }
}
