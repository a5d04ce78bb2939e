//! Property tests for Cetkaik: random games under both presets, played to the end, with invariants
//! checked at every action.

use games::cetkaik::{
    Action, Cast, Cetkaik, CetkaikOptions, Chance, Choice, Colour, Kind, Move, Occupant, Preset,
    Side, Square, Step, StepKind,
};
use games::rng::GameRng;
use proptest::prelude::*;

fn any_preset() -> impl Strategy<Value = Preset> {
    prop_oneof![Just(Preset::CerkeOnlineAlpha), Just(Preset::StrictY1)]
}

/// Plays a random game from `seed`, calling `check` before every action with the action chosen.
fn play_out(
    preset: Preset,
    seed: u64,
    mut check: impl FnMut(&Cetkaik, Action, &mut GameRng),
) -> Cetkaik {
    let mut game = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
    let mut chooser = GameRng::from_seed(seed.rotate_left(17));
    while let Some(side) = game.to_act() {
        let actions = game.actions();
        assert!(
            !actions.is_empty(),
            "a side to act has an action: {}",
            game.to_text()
        );
        let action = actions[chooser.below(actions.len() as u32) as usize];
        check(&game, action, &mut chooser);
        let before = game.state().step.clone();
        let played = game
            .play(side, action)
            .expect("a generated action is legal");
        // The action ends the turn exactly when the game waits for a move again (or is over).
        assert_eq!(
            played.ends_turn,
            matches!(game.step_kind(), StepKind::AwaitingMove | StepKind::Over),
            "{before:?} then {:?}",
            game.step_kind()
        );
    }
    game
}

/// Invariants of every position: 40 points, every piece somewhere, the stake in range.
fn check_invariants(game: &Cetkaik) {
    let position = game.position();
    assert_eq!(position.scores.ia + position.scores.a, 40);
    assert!((1..=64).contains(&position.stake.multiplier()));
    let on_board = position.occupied().count();
    let in_hands = position.hand(Side::IA).len() + position.hand(Side::A).len();
    assert_eq!(on_board + in_hands, 49, "{}", game.to_text());
    assert_eq!(
        position
            .occupied()
            .filter(|(_, occupant)| *occupant == Occupant::Tam2)
            .count(),
        1
    );
    assert_eq!(game.to_act().is_none(), game.outcome().is_some());
}

/// Actions that may or may not be legal: random board moves, drops, landings and decisions.
fn conceivable(rng: &mut GameRng) -> Vec<Action> {
    let square = |rng: &mut GameRng| Square::from_index(rng.below(81) as usize).expect("a square");
    let mut actions = Vec::new();
    for _ in 0..24 {
        let (a, b, c, d) = (square(rng), square(rng), square(rng), square(rng));
        let kind = Kind::ALL[rng.below(10) as usize];
        let colour = Colour::BOTH[rng.below(2) as usize];
        let choice = match rng.below(9) {
            0 => Choice::Move(Move::Plain { src: a, dest: b }),
            1 => Choice::Move(Move::Step {
                src: a,
                step: b,
                dest: c,
            }),
            2 => Choice::Move(Move::StepRanged {
                src: a,
                step: b,
                declared: c,
            }),
            3 => Choice::Move(Move::Drop {
                colour,
                kind,
                dest: a,
            }),
            4 => Choice::Move(Move::Tam {
                src: a,
                first: b,
                second: c,
            }),
            5 => Choice::Move(Move::TamStepFirst {
                src: a,
                step: b,
                first: c,
                second: d,
            }),
            6 => Choice::Land(Some(a)),
            7 => Choice::Land(None),
            _ => [Choice::TyMok, Choice::TaXot][rng.below(2) as usize],
        };
        actions.push(choice.into());
    }
    // Neighbouring squares make legal board moves likelier.
    let src = square(rng);
    for dest in Square::all().filter(|d| d.distance(src) <= 2) {
        actions.push(Choice::Move(Move::Plain { src, dest }).into());
    }
    actions
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Random games run to the end without a panic, and every position keeps the invariants.
    #[test]
    fn random_games_end_without_panicking(preset in any_preset(), seed in any::<u64>()) {
        let game = play_out(preset, seed, |game, _, _| check_invariants(game));
        check_invariants(&game);
        prop_assert!(game.outcome().is_some());
        prop_assert!(matches!(game.state().step, Step::Over(_)));
    }

    /// Apply accepts exactly the generated actions: every generated one applies, every other one is
    /// refused and changes nothing.
    #[test]
    fn apply_accepts_exactly_the_generated_actions(preset in any_preset(), seed in any::<u64>()) {
        play_out(preset, seed, |game, _, rng| {
            if game.history().len() % 29 != 0 {
                return;
            }
            let side = game.to_act().expect("the game goes on");
            let generated = game.actions();
            for &action in &generated {
                let mut copy = game.clone();
                assert!(copy.play(side, action).is_ok(), "{action:?} in {}", game.to_text());
            }
            for action in conceivable(rng) {
                let mut copy = game.clone();
                let result = copy.play(side, action);
                assert_eq!(result.is_ok(), generated.contains(&action), "{action:?} in {}", game.to_text());
                if result.is_err() {
                    assert_eq!(&copy, game, "a refused action changes nothing");
                }
            }
            // The other side may not act, and a forced outcome the action does not need is refused.
            let mut copy = game.clone();
            assert!(copy.play(side.other(), generated[0]).is_err());
            assert_eq!(&copy, game);
            for &action in &generated {
                if game.state().chances(action.choice).is_empty() {
                    let forced = Action { chance: Some(Chance::Cast(Cast::with_count(3))), ..action };
                    assert!(game.clone().play(side, forced).is_err());
                }
            }
        });
    }

    /// Position strings read back to the same state, in every step of the turn.
    #[test]
    fn position_strings_round_trip(preset in any_preset(), seed in any::<u64>()) {
        play_out(preset, seed, |game, _, _| {
            let text = game.to_text();
            let back = Cetkaik::from_text(&text, game.options().clone()).expect("its own string reads");
            assert_eq!(back.to_text(), text);
            assert_eq!(back.state(), game.state());
        });
    }
}
