//! The 翻棋 opponent against the game itself.

use super::*;
use crate::search::{Limits, Searchable, Searcher, Settings};
use crate::test_support::on_every_core;
use crate::{Level, think};
use games::junqi::{Kind, PositionView};
use games::{Audience, Game, Seat};

fn order(level: u8, seed: u64) -> Order {
    Order::measured(Level::new(level).expect("a level"), seed)
}

fn new_game(seed: u64) -> Fanqi {
    <Fanqi as Rules>::new_game(FanqiOptions::default(), seed)
}

/// Plays `plies` actions of `game` by a fixed rule that flips and moves, for a middle game.
fn advance(game: &mut Fanqi, plies: usize) {
    for ply in 0..plies {
        if Game::outcome(game).is_some() {
            return;
        }
        let seat = Game::to_act(game)[0];
        let legal: Vec<String> = Game::legal_actions(game, seat)
            .into_iter()
            .filter(|text| text != "pass")
            .collect();
        // Attacks first, then alternately a move and a flip.
        let pick = legal
            .iter()
            .find(|text| text.contains('x'))
            .or_else(|| {
                let moves: Vec<&String> = legal.iter().filter(|t| t.contains('-')).collect();
                (ply % 2 == 0 && !moves.is_empty()).then(|| moves[ply * 7 % moves.len()])
            })
            .unwrap_or(&legal[ply * 11 % legal.len()])
            .clone();
        Game::play(game, seat, &pick).unwrap();
    }
}

#[test]
fn every_world_replays_the_record_and_keeps_the_truth_that_is_public() {
    let mut game = new_game(3);
    advance(&mut game, 40);
    let record = Game::record(&game, Audience::Seat(Seat(0)), &[]);
    let truth = game.board();
    for seed in 0..4 {
        let world = world::world(
            &record,
            &FanqiOptions::default(),
            0,
            Game::to_act(&game).contains(&Seat(0)),
            &mut GameRng::from_seed(seed),
        )
        .unwrap();
        assert_eq!(
            world.to_text(PositionView::Public),
            truth.to_text(PositionView::Public)
        );
        assert_eq!(world.face_down(), truth.face_down());
    }
}

#[test]
fn a_game_loaded_from_a_position_gets_worlds_too() {
    let start = new_game(5).position_in(PositionView::Full);
    let mut game = <Fanqi as Rules>::from_position(&start, FanqiOptions::default()).unwrap();
    advance(&mut game, 12);
    let record = Game::record(&game, Audience::Seat(Seat(1)), &[]);
    assert!(record.contains("[Position"));
    let world = world::world(
        &record,
        &FanqiOptions::default(),
        1,
        Game::to_act(&game).contains(&Seat(1)),
        &mut GameRng::from_seed(1),
    )
    .unwrap();
    assert_eq!(
        world.to_text(PositionView::Public),
        game.board().to_text(PositionView::Public)
    );
}

#[test]
fn flips_are_chance_over_the_identities_still_face_down() {
    let game = new_game(7);
    let search = FanqiSearch::new(game.board());
    let mut moves = Vec::new();
    search.moves(&mut moves);
    assert_eq!(moves.len(), 50, "every piece may be flipped at the start");
    let mut search = search;
    search.make(moves[0]);
    let mut outcomes = Vec::new();
    assert!(search.chances(&mut outcomes));
    // 24 identities (two colours, twelve kinds), weighted by their counts: 50 pieces in all.
    assert_eq!(outcomes.len(), 24);
    assert_eq!(outcomes.iter().map(|&(_, n)| n).sum::<u32>(), 50);
    let (marshal, n) = outcomes
        .iter()
        .copied()
        .find(|(action, _)| {
            matches!(
                action,
                Action::Reveal {
                    owner: 1,
                    kind: Kind::Marshal,
                    ..
                }
            )
        })
        .unwrap();
    assert_eq!(n, 1);
    let Action::Flip(at) = moves[0] else {
        panic!("a flip")
    };
    search.make(marshal);
    let piece = search.position().piece(at).unwrap();
    assert_eq!(
        (piece.owner, piece.kind, piece.down),
        (1, Kind::Marshal, false)
    );
    // The first flip gave its flipper black.
    assert_eq!(search.position().colour_of(0), Some(1));
    search.unmake();
    search.unmake();
    assert_eq!(search.position(), &game.board());
}

#[test]
fn two_deals_of_the_same_record_are_searched_alike() {
    let mut game = new_game(11);
    advance(&mut game, 30);
    let record = Game::record(&game, Audience::Seat(Seat(0)), &[]);
    let to_act = Game::to_act(&game).contains(&Seat(0));
    let found: Vec<_> = (0..3)
        .map(|seed| {
            let world = world::world(
                &record,
                &FanqiOptions::default(),
                0,
                to_act,
                &mut GameRng::from_seed(seed),
            )
            .unwrap();
            let mut searcher = Searcher::new(16, Settings::default());
            let found = searcher.search(&mut FanqiSearch::new(world), Limits::nodes(60_000), &[]);
            (found.best, found.score, found.nodes, found.depth)
        })
        .collect();
    assert!(found[0].2 > 0);
    assert_eq!(found[0], found[1]);
    assert_eq!(found[0], found[2]);
}

#[test]
fn games_whose_face_down_pieces_differ_get_the_same_moves_while_their_records_read_alike() {
    // Two games from one layout, but for two face-down pieces of different identities exchanged.
    let start = new_game(8).board();
    let mut other = start.clone();
    let down: Vec<_> = start.face_down().iter().collect();
    let a = down[down.len() / 2];
    let b = down[down.len() / 2 + 1..]
        .iter()
        .copied()
        .find(|&b| start.piece(b) != start.piece(a))
        .unwrap();
    assert!(other.exchange_face_down(a, b));
    let load = |position: &games::junqi::Position| {
        <Fanqi as Rules>::from_position(
            &position.to_text(PositionView::Full).to_string(),
            FanqiOptions::default(),
        )
        .unwrap()
    };
    let (mut first, mut second) = (load(&start), load(&other));
    assert_ne!(
        Game::position(&first),
        Game::position(&second),
        "the games differ"
    );
    let mut compared = 0;
    for turn in 0..16u64 {
        let seat = Game::to_act(&first)[0];
        let (seen_first, seen_second) = (Seen::new(&first, seat), Seen::new(&second, seat));
        if Game::outcome(&first).is_some() || seen_first.record() != seen_second.record() {
            break;
        }
        assert_eq!(seen_first.view(), seen_second.view());
        let x = think(&seen_first, &order(4, turn)).unwrap();
        let y = think(&seen_second, &order(4, turn)).unwrap();
        assert_eq!(x, y, "turn {turn}");
        compared += 1;
        Game::play(&mut first, seat, &x.actions[0]).unwrap();
        Game::play(&mut second, seat, &y.actions[0]).unwrap();
    }
    assert!(compared >= 4, "only {compared} moves compared");
}

#[test]
fn it_plays_whole_games_with_legal_actions_only() {
    on_every_core(
        &[(1u64, [2u8, 3]), (2, [4, 2]), (4, [3, 4])],
        |&(seed, levels)| {
            let mut game = new_game(seed);
            let mut plies = 0;
            while Game::outcome(&game).is_none() && plies < 400 {
                let seat = Game::to_act(&game)[0];
                let level = levels[seat.index()];
                let thought =
                    think(&Seen::new(&game, seat), &order(level, seed * 1000 + plies)).unwrap();
                for action in &thought.actions {
                    assert!(
                        Game::legal_actions(&game, seat).contains(action),
                        "{action} is not legal"
                    );
                    Game::play(&mut game, seat, action).unwrap();
                }
                plies += 1;
            }
            assert!(plies > 50, "a game of {plies} plies");
        },
    );
}

/// A sparse full-view position: `cells` as (point, token), the rest empty; South red, to move.
fn sparse(cells: &[(&str, &str)]) -> Fanqi {
    let board = games::junqi::Board::two(false);
    let mut tokens = vec![".".to_owned(); board.len()];
    for (at, token) in cells {
        tokens[usize::from(board.parse(at).unwrap())] = (*token).to_owned();
    }
    let rows: Vec<String> = (1..=12u8)
        .rev()
        .map(|rank| {
            (0..5u8)
                .map(|file| tokens[usize::from((rank - 1) * 5 + file)].clone())
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    let text = format!(
        "fanqi {} S passes=S0,N0 quiet=0 turn=6 colours=S:R,N:K",
        rows.join("/")
    );
    <Fanqi as Rules>::from_position(&text, FanqiOptions::default()).unwrap()
}

#[test]
fn it_picks_the_enemy_flag_up_and_carries_it_home() {
    // Red's Colonel on c2 beside Black's face-up flag on b2; b1, a headquarters of South, is empty.
    let mut game = sparse(&[
        ("c2", "R5"),
        ("b2", "KF"),
        ("e10", "K9"),
        ("e12", "#RF"),
        ("a12", "#K3"),
    ]);
    for level in 3..=4 {
        let thought = think(&Seen::new(&game, Seat(0)), &order(level, 1)).unwrap();
        assert_eq!(thought.actions, ["c2xb2"], "level {level}");
    }
    Game::play(&mut game, Seat(0), "c2xb2").unwrap();
    Game::play(&mut game, Seat(1), "e10-e9").unwrap();
    let thought = think(&Seen::new(&game, Seat(0)), &order(3, 1)).unwrap();
    assert_eq!(thought.actions, ["b2-b1"]);
}

#[test]
fn it_takes_an_undefended_enemy_piece_and_leaves_a_stronger_one_alone() {
    // Red's Brigadier on c6 may take Black's Captain on c7; Black's Marshal on a6 may not be attacked
    // with profit.
    let game = sparse(&[
        ("c6", "R6"),
        ("c7", "K3"),
        ("b6", "K9"),
        ("e12", "#RF"),
        ("a12", "#KF"),
    ]);
    let thought = think(&Seen::new(&game, Seat(0)), &order(4, 1)).unwrap();
    assert_eq!(thought.actions, ["c6xc7"]);
}

#[test]
fn it_judges_a_draw_offer_from_the_record_on_either_turn() {
    let game = new_game(8);
    for seat in [Seat(0), Seat(1)] {
        let answer = crate::answer_draw(&Seen::new(&game, seat), &order(3, 3)).unwrap();
        assert!(answer.accept, "{seat:?}: {answer:?}");
        assert!(answer.assessment.nodes > 0);
    }
}

#[test]
fn the_evaluation_is_its_terms_times_their_weights() {
    let mut odd = [0; search::TERMS];
    for (term, weight) in odd.iter_mut().enumerate() {
        *weight = 7 * term as i32 - 90;
    }
    let odd = search::Weights(odd);
    let mut counted = [false; search::TERMS];
    for seed in 0..12 {
        let mut game = new_game(seed);
        for _ in 0..30 {
            advance(&mut game, 5);
            if Game::outcome(&game).is_some() {
                break;
            }
            let position = game.board();
            for seat in 0..2 {
                let terms = search::terms(&position, seat);
                for weights in [&search::Weights::HAND, &odd] {
                    let dot: i32 = terms.iter().zip(weights.0).map(|(t, w)| t * w).sum();
                    assert_eq!(search::evaluate_for(&position, seat, weights), dot);
                }
                for (seen, term) in counted.iter_mut().zip(terms) {
                    *seen |= term != 0;
                }
            }
        }
    }
    // The games counted every term.
    let missed: Vec<usize> = (0..search::TERMS).filter(|&t| !counted[t]).collect();
    assert!(missed.is_empty(), "terms never counted: {missed:?}");
}

#[test]
fn each_level_searches_more_than_the_one_below_and_the_upper_ones_play_their_best() {
    crate::level::assert_climbs(plan, 2);
}
