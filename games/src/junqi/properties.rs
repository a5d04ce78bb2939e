//! Property tests: random setups and playouts, and the umpire's promise (§7.3).

use super::*;
use crate::model::Note;
use proptest::prelude::*;

/// A few option sets that change movement, combat and flags.
fn options_for(index: u8) -> JunqiOptions {
    let pairs: &[(&str, &str)] = match index % 6 {
        0 => &[],
        1 => &[("flag_carrier", "on")],
        2 => &[("explosive_mines", "on"), ("flying_bombs", "on")],
        3 => &[
            ("all_turn", "on"),
            ("c_crossing", "road"),
            ("hq_exit", "on"),
        ],
        4 => &[
            ("flag_guarded_by_mines", "on"),
            ("engineer_takes_flag", "off"),
            ("stuck", "skip"),
        ],
        _ => &[
            ("visibility", "open"),
            ("engineers_turn", "off"),
            ("first", "random"),
        ],
    };
    <JunqiOptions as crate::options::RuleOptions>::from_pairs(pairs.iter().copied())
        .expect("valid options")
}

/// A game whose two setups are loaded, both sides ready.
fn started(options: JunqiOptions, setups: [Setup; 2], seed: u64) -> (Junqi, Vec<Report>) {
    let mut game = Junqi::new_game(options, seed);
    let mut reports = Vec::new();
    for side in Side::BOTH {
        let action = JunqiAction::Load(setups[side.index()]);
        reports.push(game.apply(side.seat(), &action).expect("a valid setup"));
    }
    for side in Side::BOTH {
        reports.push(game.apply(side.seat(), &JunqiAction::Ready).expect("ready"));
    }
    (game, reports)
}

/// Picks an action: usually a move, sometimes a pass.
fn pick(game: &Junqi, rng: &mut GameRng) -> Option<(Seat, JunqiAction)> {
    let seat = *game.to_act().first()?;
    let actions = game.legal_actions(seat);
    let moves: Vec<&JunqiAction> = actions
        .iter()
        .filter(|a| matches!(a, JunqiAction::Move(_)))
        .collect();
    if moves.is_empty() || rng.below(25) == 0 {
        return Some((seat, JunqiAction::Pass));
    }
    Some((seat, *moves[rng.below(moves.len() as u32) as usize]))
}

fn random_setups(rng: &mut GameRng) -> [Setup; 2] {
    [Setup::random(rng), Setup::random(rng)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_accept_every_generated_action_and_refuse_the_rest(
        seed in any::<u64>(),
        option_set in 0u8..6,
    ) {
        let mut rng = GameRng::from_seed(seed);
        let (mut game, _) = started(options_for(option_set), random_setups(&mut rng), seed);
        for _ in 0..300 {
            let Some((seat, action)) = pick(&game, &mut rng) else { break };
            let legal = game.legal_actions(seat);
            prop_assert_eq!(game.perft(1), legal.len() as u64);
            let mut distinct: Vec<String> = legal.iter().map(|a| game.format_action(a)).collect();
            distinct.dedup();
            prop_assert_eq!(distinct.len(), legal.len(), "each action is listed once, sorted");
            // Moves that were not generated are refused and change nothing.
            let before = game.position();
            for _ in 0..8 {
                let mv = Move { from: rng.below(60) as Square, to: rng.below(60) as Square };
                if !legal.contains(&JunqiAction::Move(mv)) {
                    let mut copy = game.clone();
                    prop_assert!(copy.apply(seat, &JunqiAction::Move(mv)).is_err());
                    prop_assert_eq!(copy.position(), before.clone());
                }
            }
            let other = Seat(1 - seat.0);
            prop_assert!(game.clone().apply(other, &action).is_err(), "only the side to move acts");
            // The position string restores the same position.
            let restored = Junqi::from_position(&before, *game.options()).expect("restores");
            prop_assert_eq!(restored.position(), before);
            let text = game.format_action(&action);
            let reparsed = game.parse_action(seat, &text).expect("canonical text parses");
            prop_assert_eq!(reparsed, action);
            if !game.options().is_open() {
                let public = game.view(Audience::Public);
                prop_assert!(public.pieces.iter().all(|p| p.face.label.is_none_or(|l| l.short == "F")));
            }
            game.apply(seat, &action).expect("a generated action is accepted");
            if game.outcome().is_some() {
                prop_assert!(game.to_act().is_empty());
                break;
            }
        }
    }

    #[test]
    fn permuting_hidden_ranks_never_changes_public_or_opponent_output(
        seed in any::<u64>(),
        option_set in 0u8..5,
        hidden in 0usize..2,
        turns in 1usize..160,
    ) {
        let options = options_for(option_set);
        let hidden = Side::BOTH[hidden];
        let watcher = hidden.opponent();
        let mut rng = GameRng::from_seed(seed);
        let setups = random_setups(&mut rng);
        // Play game A, keeping where each of the hidden side's pieces started, and which moved or fought.
        let (mut a, setup_reports_a) = started(options, setups, seed);
        let mut origin: Vec<Option<Square>> = (0..60u8)
            .map(|at| a.board().piece(at).filter(|p| p.side == hidden).map(|_| at))
            .collect();
        let mut touched: Vec<Square> = Vec::new();
        let mut actions = Vec::new();
        for _ in 0..turns {
            let Some((seat, action)) = pick(&a, &mut rng) else { break };
            if let JunqiAction::Move(mv) = action {
                let (from, to) = (usize::from(mv.from), usize::from(mv.to));
                touched.extend(origin[from]);
                let attack = a.board().piece(mv.to).is_some();
                if attack {
                    touched.extend(origin[to]);
                }
                a.apply(seat, &action).expect("legal");
                let mover_stands = a.board().piece(mv.to).is_some_and(|p| p.side == Side::of_seat(seat).expect("a side"));
                if mover_stands {
                    origin[to] = origin[from];
                } else if a.board().piece(mv.to).is_none() {
                    origin[to] = None;
                }
                origin[from] = None;
            } else {
                a.apply(seat, &action).expect("legal");
            }
            actions.push((seat, action));
            if a.outcome().is_some() {
                break;
            }
        }
        // Permute the ranks of the hidden side's pieces that never moved and never fought.
        let candidates: Vec<Local> = setups[hidden.index()]
            .placed(hidden)
            .map(|(at, _)| at)
            .filter(|at| !touched.contains(at))
            .map(|at| Local::of_square(hidden, at).expect("own half"))
            .collect();
        let original = setups[hidden.index()];
        let mut permuted = None;
        for _ in 0..30 {
            let mut order = candidates.clone();
            rng.shuffle(&mut order);
            let setup = Setup::from_squares(hidden, |at| {
                match order.iter().position(|local| local.square(hidden) == at) {
                    Some(index) => original.at(candidates[index]),
                    None => Local::of_square(hidden, at).and_then(|local| original.at(local)),
                }
            });
            if setup != original && setup.validate().is_ok() {
                permuted = Some(setup);
                break;
            }
        }
        prop_assume!(permuted.is_some());
        let mut b_setups = setups;
        b_setups[hidden.index()] = permuted.expect("checked");
        let (mut b, setup_reports_b) = started(options, b_setups, seed);
        let public_of = |reports: &[Report]| -> Vec<Vec<Note>> {
            reports.iter().map(|r| r.for_audience(Audience::Public).filter(|n| n.audience == Audience::Public).cloned().collect()).collect()
        };
        let watched_of = |reports: &[Report]| -> Vec<Vec<Note>> {
            reports.iter().map(|r| r.for_audience(Audience::Seat(watcher.seat())).cloned().collect()).collect()
        };
        prop_assert_eq!(public_of(&setup_reports_a), public_of(&setup_reports_b));
        prop_assert_eq!(watched_of(&setup_reports_a), watched_of(&setup_reports_b));
        // Replay A's actions, comparing step by step.
        let (mut a, _) = started(options, setups, seed);
        let players = ["p".to_owned(), "q".to_owned()];
        for (seat, action) in actions {
            let report_a = a.apply(seat, &action).expect("legal in A");
            let Ok(report_b) = b.apply(seat, &action) else {
                prop_assume!(false);
                unreachable!();
            };
            let public_history = |g: &Junqi| -> Vec<String> { g.entries.iter().map(|e| e.line(false)).collect() };
            prop_assume!(public_history(&a) == public_history(&b));
            prop_assert_eq!(public_of(std::slice::from_ref(&report_a)), public_of(std::slice::from_ref(&report_b)));
            prop_assert_eq!(watched_of(&[report_a]), watched_of(&[report_b]));
            if a.outcome().is_none() {
                prop_assert_eq!(a.view(Audience::Public), b.view(Audience::Public));
                prop_assert_eq!(a.view(Audience::Seat(watcher.seat())), b.view(Audience::Seat(watcher.seat())));
                prop_assert_eq!(a.record(Audience::Public, &players), b.record(Audience::Public, &players));
                prop_assert_eq!(
                    a.record(Audience::Seat(watcher.seat()), &players),
                    b.record(Audience::Seat(watcher.seat()), &players)
                );
                prop_assert_eq!(a.position_in(PositionView::Public), b.position_in(PositionView::Public));
                prop_assert_eq!(
                    a.position_in(PositionView::Seat(watcher)),
                    b.position_in(PositionView::Seat(watcher))
                );
            }
        }
    }
}
