//! The opponent on the 4-player board against the game itself: whole games between its seats, what it
//! may know, and its setups.

use super::tests::{quiet_front_move, swap_back};
use super::*;
use crate::{Level, think};
use games::junqi::{Junqi4, Junqi4Options, Kind, Local, Setup};
use games::{Audience, Game, Intervention, RuleOptions, Seat};

fn order(level: u8, seed: u64) -> Order {
    Order::measured(Level::new(level).expect("a level"), seed)
}

fn options(pairs: &[(&str, &str)]) -> Junqi4Options {
    Junqi4Options::from_pairs(pairs.iter().copied()).expect("valid options")
}

/// A game whose seats set up as dealt, each changed by `change(seat, setup)`, every seat ready.
fn game_with(options: Junqi4Options, seed: u64, change: impl Fn(u8, &mut Setup)) -> Junqi4 {
    let mut game = <Junqi4 as Rules>::new_game(options, seed);
    let seats = options.config().table.seats() as u8;
    for seat in 0..seats {
        let mut setup: Setup = game.setup_string(seat).unwrap().parse().unwrap();
        change(seat, &mut setup);
        setup.validate().expect("a valid setup");
        Game::play(&mut game, Seat(seat), &format!("setup {setup}")).unwrap();
    }
    for seat in 0..seats {
        Game::play(&mut game, Seat(seat), "ready").unwrap();
    }
    game
}

/// Seat `seat` acts as the bot at `level`; returns the action and whether it searched sampled worlds.
fn bot_action(game: &Junqi4, seat: Seat, level: u8, seed: u64) -> (String, bool) {
    let seen = Seen::new(game, seat);
    let thought = think(&seen, &order(level, seed)).unwrap_or_else(|unable| {
        panic!("{unable}\n{}", seen.record());
    });
    let searched = thought.nodes > 0;
    (thought.actions[0].clone(), searched)
}

/// Plays `game` to its end or `cap` turns: `scripted` may act for a seat, else the bot does. Returns
/// how many of the bot's moves (with more than a pass to choose from) searched sampled worlds, and how
/// many it made.
fn play_out(
    game: &mut Junqi4,
    cap: usize,
    seed: u64,
    scripted: impl Fn(&Junqi4, Seat, usize) -> Option<String>,
) -> (usize, usize) {
    let (mut searched, mut moves) = (0, 0);
    for turn in 0..cap {
        if Game::outcome(game).is_some() {
            break;
        }
        let seat = Game::to_act(game)[0];
        let action = match scripted(game, seat, turn) {
            Some(action) => action,
            None => {
                let (action, found) = bot_action(game, seat, 1, seed + turn as u64);
                if action != "pass" {
                    moves += 1;
                    searched += usize::from(found);
                }
                action
            }
        };
        Game::play(game, seat, &action).unwrap_or_else(|error| panic!("{action}: {error}"));
    }
    (searched, moves)
}

#[test]
fn its_setups_on_every_arm_are_legal_guarded_and_varied() {
    let game = <Junqi4 as Rules>::new_game(Junqi4Options::default(), 3);
    let mut setups = std::collections::HashSet::new();
    let mut game = game;
    for seat in 0..4 {
        let thought = think(
            &Seen::new(&game, Seat(seat)),
            &order(4, 40 + u64::from(seat)),
        )
        .unwrap();
        assert_eq!(thought.actions.len(), 2);
        assert_eq!(thought.actions[1], "ready");
        let text = thought.actions[0].strip_prefix("setup ").expect("a setup");
        let setup: Setup = text.parse().unwrap();
        let flag = setup.flag().expect("a flag");
        assert_eq!(flag.row, 6);
        let guards = [(6, flag.column - 1), (6, flag.column + 1), (5, flag.column)];
        let mines = guards
            .iter()
            .filter(|&&(row, column)| setup.at(Local { row, column }) == Some(Kind::Mine))
            .count();
        assert!(mines >= 2, "the flag is walled in: {setup}");
        setups.insert(text.to_owned());
        for action in &thought.actions {
            Game::play(&mut game, Seat(seat), action).unwrap();
        }
    }
    assert_eq!(setups.len(), 4, "every seat's setup differs");
    assert_eq!(Game::phase(&game), games::Phase::Play);
}

#[test]
fn games_between_its_seats_end_or_reach_the_cap_and_it_finds_worlds() {
    for (pairs, seed) in [
        (&[][..], 1),
        (&[("visibility", "allied"), ("stuck", "skip")][..], 2),
        (&[("players", "3"), ("turn_order", "cw")][..], 3),
        (&[("players", "2"), ("first", "random")][..], 4),
    ] {
        let options = options(pairs);
        let mut game = <Junqi4 as Rules>::new_game(options, seed);
        for seat in 0..options.config().table.seats() as u8 {
            let thought = think(&Seen::new(&game, Seat(seat)), &order(2, seed + 10)).unwrap();
            for action in &thought.actions {
                Game::play(&mut game, Seat(seat), action).unwrap();
            }
        }
        let (searched, moves) = play_out(&mut game, 80, seed * 1000, |_, _, _| None);
        assert!(moves >= 40 || Game::outcome(&game).is_some(), "{pairs:?}");
        assert!(
            searched * 10 >= moves * 9,
            "{pairs:?}: only {searched} of {moves} moves found a world"
        );
    }
}

#[test]
fn it_plays_on_after_seats_leave_by_passes_and_by_resigning() {
    // West passes every turn until its fifth pass puts it out; then North resigns out of turn. The bot
    // plays South and East throughout, reading both eliminations from the record.
    let mut game = game_with(Junqi4Options::default(), 5, |_, _| {});
    let (searched, moves) = play_out(&mut game, 40, 77, |_, seat, _| {
        (seat == Seat(3)).then(|| "pass".to_owned())
    });
    assert!(game.board().is_out(3), "West passed itself out");
    assert!(searched * 10 >= moves * 9, "{searched} of {moves}");
    if Game::outcome(&game).is_none() {
        Game::intervene(&mut game, Intervention::Resign(Seat(2))).unwrap();
    }
    let before = Game::record(&game, Audience::Public, &[]);
    assert!(before.contains("out=W:passes"), "{before}");
    let (searched, moves) = play_out(&mut game, 40, 99, |_, _, _| None);
    assert!(searched * 10 >= moves * 9, "{searched} of {moves}");
}

#[test]
fn every_sampled_world_reads_like_the_seats_own_record_after_battles_between_others() {
    // Random play, attacks first, so that the other three seats fight each other.
    let mut game = game_with(Junqi4Options::default(), 12, |_, _| {});
    let mut battles = 0;
    for turn in 0..120usize {
        if Game::outcome(&game).is_some() {
            break;
        }
        let seat = Game::to_act(&game)[0];
        let legal = Game::legal_actions(&game, seat);
        let attacks: Vec<&String> = legal.iter().filter(|text| text.contains('x')).collect();
        let action = if attacks.is_empty() {
            legal[(turn * 7 + 3) % legal.len()].clone()
        } else {
            battles += 1;
            attacks[turn % attacks.len()].clone()
        };
        Game::play(&mut game, seat, &action).unwrap();
    }
    assert!(battles >= 10, "only {battles} battles");
    let options = Junqi4Options::default();
    let me = Game::to_act(&game)[0].0;
    let record = Game::record(&game, Audience::Seat(Seat(me)), &[]);
    let knowledge = Knowledge::read(options.config(), me, &record).unwrap();
    assert_eq!(knowledge.hidden_seats().len(), 3);
    let mut rng = GameRng::from_seed(1);
    let mut worlds = 0;
    for draw in 0..40 {
        let Some(layout) = sample::layout(&knowledge, &mut rng, draw % 2 == 1) else {
            continue;
        };
        if let Some(world) = sample::world::<FourPlayers>(&knowledge, &options, &record, &layout) {
            let truth = game.board();
            for at in truth.board().squares() {
                // The seat's own pieces stand where they truly stand, and every point is taken or
                // empty as it truly is.
                let mine = |p: Option<games::junqi::Piece>| p.filter(|p| p.owner == me);
                assert_eq!(mine(world.piece(at)), mine(truth.piece(at)));
                assert_eq!(world.piece(at).is_some(), truth.piece(at).is_some());
            }
            worlds += 1;
        }
    }
    assert!(worlds >= 30, "only {worlds} of 40 draws fit");
}

/// East (the bot, at levels 3 and 4: worlds drawn evenly and weighed) plays the same moves in two
/// games that differ only in pieces of `swapped` seats it cannot see.
fn moves_are_identical(pairs: &[(&str, &str)], swapped: &[u8]) {
    for level in [3, 4] {
        moves_are_identical_at(level, pairs, swapped);
    }
}

fn moves_are_identical_at(level: u8, pairs: &[(&str, &str)], swapped: &[u8]) {
    let options = options(pairs);
    let change = |seat: u8, setup: &mut Setup| {
        if swapped.contains(&seat) {
            swap_back(setup);
        }
    };
    let mut first = game_with(options, 8, |_, _| {});
    let mut second = game_with(options, 8, change);
    for &seat in swapped {
        assert_ne!(
            Game::view(&first, Audience::Seat(Seat(seat))),
            Game::view(&second, Audience::Seat(Seat(seat))),
            "the games differ"
        );
    }
    let bot = Seat(1);
    let mut compared = 0;
    for turn in 0..40usize {
        let seen_first = Seen::new(&first, bot);
        let seen_second = Seen::new(&second, bot);
        if seen_first.record() != seen_second.record() || Game::outcome(&first).is_some() {
            break;
        }
        assert_eq!(seen_first.view(), seen_second.view());
        let seat = Game::to_act(&first)[0];
        if seat == bot {
            let a = think(&seen_first, &order(level, turn as u64)).unwrap();
            let b = think(&seen_second, &order(level, turn as u64)).unwrap();
            assert_eq!(a.actions, b.actions, "turn {turn}");
            assert_eq!(a.score, b.score);
            assert!(a.nodes > 0, "it searched sampled worlds");
            compared += 1;
            Game::play(&mut first, bot, &a.actions[0]).unwrap();
            Game::play(&mut second, bot, &b.actions[0]).unwrap();
        } else {
            let Some(action) = quiet_front_move(&first, &first.board(), seat, turn) else {
                break;
            };
            Game::play(&mut first, seat, &action).unwrap();
            Game::play(&mut second, seat, &action).unwrap();
        }
    }
    assert!(compared >= 4, "only {compared} moves compared");
}

#[test]
fn swapping_hidden_pieces_of_the_opponents_and_the_partner_leaves_its_moves_identical() {
    moves_are_identical(&[], &[0, 2, 3]);
}

#[test]
fn under_allied_visibility_swapping_the_opponents_hidden_pieces_leaves_its_moves_identical() {
    moves_are_identical(&[("visibility", "allied")], &[0, 2]);
}

#[test]
fn it_judges_a_draw_offer_from_what_its_seat_sees() {
    // At the start nobody stands far better, whichever seat is asked.
    let game = game_with(Junqi4Options::default(), 8, |_, _| {});
    for seat in 0..4 {
        let answer = crate::answer_draw(&Seen::new(&game, Seat(seat)), &order(3, 3)).unwrap();
        assert!(answer.assessment.nodes > 0);
        assert!(answer.assessment.score.abs() < 600, "{seat}: {answer:?}");
    }
}
