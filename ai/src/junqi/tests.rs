//! The Junqi opponent against the game itself.

use super::*;
use crate::{Level, think};
use games::junqi::{Junqi, JunqiOptions, Kind, Local, Setup};
use games::{Audience, Game, Seat};

fn order(level: u8, seed: u64) -> Order {
    Order::measured(Level::new(level).expect("a level"), seed)
}

/// A game with seat 0's setup changed by `change`, both seats ready.
fn game_with(seed: u64, change: impl Fn(&mut Setup)) -> Junqi {
    let mut game = <Junqi as Rules>::new_game(JunqiOptions::default(), seed);
    let mut south: Setup = game.setup_string(0).unwrap().parse().unwrap();
    change(&mut south);
    south.validate().expect("a valid setup");
    Game::play(&mut game, Seat(0), &format!("setup {south}")).unwrap();
    Game::play(&mut game, Seat(0), "ready").unwrap();
    Game::play(&mut game, Seat(1), "ready").unwrap();
    game
}

/// Seat `seat`'s move number `n` among its quiet moves of pieces on its own front row (the same in two
/// games that differ only in pieces that never move).
pub(super) fn quiet_front_move(
    game: &dyn Game,
    position: &Position,
    seat: Seat,
    n: usize,
) -> Option<String> {
    let board = position.board();
    let moves: Vec<String> = game
        .legal_actions(seat)
        .into_iter()
        .filter(|text| {
            squares(board, text).is_some_and(|(from, to)| {
                position.piece(to).is_none()
                    && board.local(from).is_some_and(|(arm, local)| {
                        local.row == 1 && arm == position.config().table.arm(seat.0)
                    })
            })
        })
        .collect();
    (!moves.is_empty()).then(|| moves[n % moves.len()].clone())
}

/// Two back pieces of different kinds that never move (rows 5 and 6, no mine or flag), exchanged.
pub(super) fn swap_back(setup: &mut Setup) {
    let back: Vec<Local> = Local::all()
        .filter(|&local| {
            local.row >= 5 && !matches!(setup.at(local), None | Some(Kind::Mine | Kind::Flag))
        })
        .collect();
    let a = back[0];
    let b = back
        .iter()
        .copied()
        .find(|&b| setup.at(b) != setup.at(a))
        .expect("another kind");
    setup.swap(a, b);
}

#[test]
fn its_setup_is_sensible_and_then_it_says_ready() {
    let game = <Junqi as Rules>::new_game(JunqiOptions::default(), 4);
    let thought = think(&Seen::new(&game, Seat(1)), &order(4, 9)).unwrap();
    assert_eq!(thought.actions.len(), 2);
    assert!(thought.actions[0].starts_with("setup "));
    assert_eq!(thought.actions[1], "ready");
    let mut game = game;
    for action in &thought.actions {
        Game::play(&mut game, Seat(1), action).unwrap();
    }
    let other = think(&Seen::new(&game, Seat(0)), &order(4, 10)).unwrap();
    assert_ne!(other.actions[0], thought.actions[0], "setups vary");
}

#[test]
fn it_plays_legal_moves_from_what_its_seat_sees() {
    let mut game = game_with(6, |_| {});
    let mut played = 0;
    for turn in 0..24 {
        if Game::outcome(&game).is_some() {
            break;
        }
        let seat = Game::to_act(&game)[0];
        let action = if seat == Seat(1) {
            let seen = Seen::new(&game, Seat(1));
            assert!(
                seen.open_state().is_none(),
                "Junqi hides the enemy's pieces"
            );
            let thought = think(&seen, &order(3, turn)).unwrap();
            assert!(thought.nodes > 0, "it searched sampled worlds");
            played += 1;
            thought.actions[0].clone()
        } else {
            let legal = Game::legal_actions(&game, seat);
            legal[(turn as usize * 7) % legal.len()].clone()
        };
        Game::play(&mut game, seat, &action).unwrap_or_else(|error| panic!("{action}: {error}"));
    }
    assert!(played >= 10);
}

#[test]
fn swapping_the_enemys_hidden_pieces_leaves_its_moves_identical() {
    // Level 3 draws its worlds evenly; level 4 leans toward likely layouts and scores attacks on hidden
    // pieces by their expected outcome.
    for level in [3, 4] {
        moves_ignore_hidden_pieces(level);
    }
}

/// Two games that differ only in two of South's pieces that North never saw: North's moves at `level`
/// are the same in both as long as its record reads the same.
fn moves_ignore_hidden_pieces(level: u8) {
    let mut first = game_with(8, |_| {});
    let mut second = game_with(8, swap_back);
    assert_ne!(
        Game::view(&first, Audience::Seat(Seat(0))),
        Game::view(&second, Audience::Seat(Seat(0))),
        "the games differ"
    );
    let mut compared = 0;
    for turn in 0..12 {
        let seen_first = Seen::new(&first, Seat(1));
        let seen_second = Seen::new(&second, Seat(1));
        if seen_first.record() != seen_second.record() || Game::outcome(&first).is_some() {
            break;
        }
        assert_eq!(seen_first.view(), seen_second.view());
        let Some(south) = quiet_front_move(&first, &first.board(), Seat(0), turn) else {
            break;
        };
        for game in [&mut first, &mut second] {
            Game::play(game, Seat(0), &south).unwrap();
        }
        let a = think(&Seen::new(&first, Seat(1)), &order(level, turn as u64)).unwrap();
        let b = think(&Seen::new(&second, Seat(1)), &order(level, turn as u64)).unwrap();
        assert_eq!(a.actions, b.actions, "turn {turn}");
        assert_eq!(a.score, b.score);
        compared += 1;
        Game::play(&mut first, Seat(1), &a.actions[0]).unwrap();
        Game::play(&mut second, Seat(1), &b.actions[0]).unwrap();
    }
    assert!(compared >= 3, "only {compared} moves compared");
}

#[test]
fn every_sampled_world_reads_like_the_seats_own_record() {
    let mut game = game_with(12, |_| {});
    for turn in 0..16u64 {
        if Game::outcome(&game).is_some() {
            break;
        }
        let seat = Game::to_act(&game)[0];
        let legal = Game::legal_actions(&game, seat);
        let action = legal[(turn as usize * 5 + 3) % legal.len()].clone();
        Game::play(&mut game, seat, &action).unwrap();
    }
    let options = JunqiOptions::default();
    let record = Game::record(&game, Audience::Seat(Seat(1)), &[]);
    let knowledge = Knowledge::read(options.config(), 1, &record).unwrap();
    let mut rng = GameRng::from_seed(1);
    let mut worlds = 0;
    for draw in 0..20 {
        let Some(layout) = sample::layout(&knowledge, &mut rng, draw % 2 == 1) else {
            continue;
        };
        if let Some(world) = sample::world::<TwoPlayers>(&knowledge, &options, &record, &layout) {
            // The seat's own pieces stand where they truly stand.
            let truth = game.board();
            for at in truth.board().squares() {
                let mine = |p: Option<games::junqi::Piece>| p.filter(|p| p.owner == 1);
                assert_eq!(mine(world.piece(at)), mine(truth.piece(at)));
            }
            worlds += 1;
        }
    }
    assert!(worlds > 0, "no world fits");
}

#[test]
fn weighed_layouts_wall_the_flag_in_with_mines_more_often_than_even_ones() {
    let game = game_with(5, |_| {});
    let options = JunqiOptions::default();
    let record = Game::record(&game, Audience::Seat(Seat(1)), &[]);
    let knowledge = Knowledge::read(options.config(), 1, &record).unwrap();
    let walls = |weighed: bool| {
        let mut rng = GameRng::from_seed(3);
        let mut mines = 0;
        for _ in 0..200 {
            let layout = sample::layout(&knowledge, &mut rng, weighed).expect("a layout");
            let hidden = |kind| {
                knowledge
                    .tokens
                    .iter()
                    .zip(&layout)
                    .filter(move |&(token, &drawn)| token.seat == 0 && drawn == kind)
                    .map(|(token, _)| token.origin)
            };
            let flag = hidden(Kind::Flag).next().expect("a flag");
            mines += hidden(Kind::Mine)
                .filter(|at| at.row.abs_diff(flag.row) + at.column.abs_diff(flag.column) == 1)
                .count();
        }
        mines
    };
    let (even, weighed) = (walls(false), walls(true));
    assert!(
        weighed > even * 3 / 2,
        "{weighed} mines by the flag, {even} when even"
    );
}

#[test]
fn it_judges_a_draw_offer_from_what_its_seat_sees_on_either_turn() {
    // At the start nobody stands better: the offer is taken, whichever seat is to move.
    let game = game_with(8, |_| {});
    for seat in [Seat(0), Seat(1)] {
        let answer = crate::answer_draw(&Seen::new(&game, seat), &order(3, 3)).unwrap();
        assert!(answer.accept, "{seat:?}: {answer:?}");
        assert!(answer.assessment.nodes > 0);
    }
}

#[test]
fn the_evaluation_is_its_terms_counted_times_their_weights() {
    let even = Weights([7; search::TERMS]);
    let mut game = game_with(11, |_| {});
    let mut checked = 0;
    for turn in 0..120usize {
        if Game::outcome(&game).is_some() {
            break;
        }
        let position = game.board();
        for (sides, weights) in [([0, 1, 1, 1], &Weights::HAND), ([1, 0, 1, 1], &even)] {
            let counted: i32 = search::terms(&position, &sides)
                .iter()
                .zip(weights.0)
                .map(|(count, weight)| count * weight)
                .sum();
            assert_eq!(search::evaluate(&position, &sides, weights), counted);
        }
        checked += 1;
        let seat = Game::to_act(&game)[0];
        let legal = Game::legal_actions(&game, seat);
        let action = &legal[(turn * 13 + 5) % legal.len()];
        Game::play(&mut game, seat, action).unwrap();
    }
    assert!(checked >= 40, "{checked} positions checked");
}

#[test]
fn each_level_searches_more_than_the_one_below_and_picks_less_at_random() {
    for mode in [Mode::Two, Mode::Four] {
        let plans: Vec<Plan> = Level::all().map(|level| Plan::of(level, mode)).collect();
        for pair in plans.windows(2) {
            assert!(pair[0].nodes < pair[1].nodes, "{mode:?}: {pair:?}");
            assert!(pair[0].worlds <= pair[1].worlds, "{mode:?}: {pair:?}");
            assert!(pair[0].margin >= pair[1].margin, "{mode:?}: {pair:?}");
        }
        assert!(plans[0].margin > 0, "the beginner picks at random");
        assert_eq!(plans[4].margin, 0, "the strongest plays its best move");
    }
}
