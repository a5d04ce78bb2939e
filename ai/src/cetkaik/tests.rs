//! Cetkaik's search support against the game itself: the same moves, landings and hands as the engine,
//! the same positions after every action, and the opponent's play.

use super::board::{Board, KINDS};
use super::*;
use crate::search::{Limits, Searchable, Searcher, Settings};
use crate::test_support::on_every_core;
use crate::{Order, Seen, Thought};
use games::cetkaik::sticks::Cast;
use games::cetkaik::{CetkaikOptions, Chance, Position, Preset, Token};
use std::collections::HashSet;

/// The search move of a game's choice.
fn mv_of(choice: Choice) -> Mv {
    let at = |square: games::cetkaik::Square| square.index() as u8;
    match choice {
        Choice::Move(Move::Plain { src, dest }) => Mv::Plain {
            src: at(src),
            dest: at(dest),
        },
        Choice::Move(Move::Step { src, step, dest }) => Mv::Step {
            src: at(src),
            step: at(step),
            dest: at(dest),
        },
        Choice::Move(Move::StepRanged {
            src,
            step,
            declared,
        }) => Mv::Ranged {
            src: at(src),
            step: at(step),
            declared: at(declared),
        },
        Choice::Move(Move::Drop { colour, kind, dest }) => Mv::Drop {
            colour: board::colour_index(colour),
            kind: board::kind_index(kind) as u8,
            dest: at(dest),
        },
        Choice::Move(Move::Tam { src, first, second }) => Mv::Tam {
            src: at(src),
            first: at(first),
            second: at(second),
        },
        Choice::Move(Move::TamStepFirst {
            src,
            step,
            first,
            second,
        }) => Mv::TamStepFirst {
            src: at(src),
            step: at(step),
            first: at(first),
            second: at(second),
        },
        Choice::Move(Move::TamStepSecond {
            src,
            first,
            step,
            second,
        }) => Mv::TamStepSecond {
            src: at(src),
            first: at(first),
            step: at(step),
            second: at(second),
        },
        Choice::Land(landing) => Mv::Land(landing.map(at)),
        Choice::TyMok => Mv::TyMok,
        Choice::TaXot => Mv::TaXot,
    }
}

/// A small random generator for the tests' choices.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays a random game of `preset` from `seed` for at most `plies` actions, calling `each` before every
/// action with the game and the search of its state.
fn random_game(
    preset: Preset,
    seed: u64,
    plies: usize,
    mut each: impl FnMut(&Cetkaik, &mut CetkaikSearch),
) {
    let mut game = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
    let mut dice = Dice(seed ^ 0x5eed);
    for _ in 0..plies {
        let Some(mut search) = search_of(&game) else {
            return;
        };
        each(&game, &mut search);
        let actions = game.actions();
        // Captures and drops come up more often than at random, so hands form.
        let capturing: Vec<Action> = actions
            .iter()
            .copied()
            .filter(|action| match action.choice {
                Choice::Move(Move::Plain { dest, .. } | Move::Step { dest, .. }) => game
                    .position()
                    .piece_at(dest)
                    .is_some_and(|piece| Some(piece.owner) != game.to_act()),
                Choice::TaXot => dice.below(4) == 0,
                _ => false,
            })
            .collect();
        let pool = if !capturing.is_empty() && dice.below(3) > 0 {
            &capturing
        } else {
            &actions
        };
        let action = pool[dice.below(pool.len())];
        let side = game.to_act().unwrap();
        game.play(side, action).unwrap();
    }
}

fn sorted<T: Ord>(mut list: Vec<T>) -> Vec<T> {
    list.sort();
    list
}

#[test]
fn the_generated_moves_are_the_engines_in_random_games() {
    let mut positions = 0;
    for preset in Preset::ALL {
        for seed in 0..8 {
            random_game(preset, seed, 200, |game, search| {
                let state = game.state();
                if !matches!(state.step, Step::Move | Step::CastChoice(_)) {
                    return;
                }
                positions += 1;
                let mut ours = Vec::new();
                search.moves(&mut ours);
                let unique: HashSet<Mv> = ours.iter().copied().collect();
                assert_eq!(unique.len(), ours.len(), "a move listed twice");
                let ours: Vec<Choice> =
                    sorted(ours.into_iter().map(|mv| choice_of(mv).unwrap()).collect());
                let theirs = sorted(state.choices(preset));
                assert_eq!(ours, theirs, "{} under {preset:?}", game.to_text());
            });
        }
    }
    assert!(positions > 600, "{positions}");
}

#[test]
fn the_captures_are_the_generated_moves_that_capture() {
    for preset in Preset::ALL {
        for seed in 40..44 {
            random_game(preset, seed, 200, |game, search| {
                if game.state().step != Step::Move {
                    return;
                }
                let mut all = Vec::new();
                search.moves(&mut all);
                let board = search.board();
                let side = search.to_act();
                let enemy = |sq: u8| {
                    let byte = board.at(sq);
                    board::is_piece(byte) && board::owner(byte) != side
                };
                let expected: Vec<Mv> = all
                    .into_iter()
                    .filter(|mv| match *mv {
                        Mv::Plain { dest, .. } | Mv::Step { dest, .. } => enemy(dest),
                        Mv::Ranged { step, declared, .. } => {
                            enemy(declared) && board::distance(step, declared) <= 5
                        }
                        _ => false,
                    })
                    .collect();
                let mut noisy = Vec::new();
                movegen::captures(board, side, search.variant(), &mut noisy);
                assert_eq!(sorted(noisy), sorted(expected), "{}", game.to_text());
            });
        }
    }
}

#[test]
fn every_cast_gives_the_engines_landings() {
    let games: Vec<(Preset, u64)> = Preset::ALL
        .into_iter()
        .flat_map(|preset| (10..16).map(move |seed| (preset, seed)))
        .collect();
    let casts: usize = on_every_core(&games, |&(preset, seed)| {
        let mut casts = 0;
        random_game(preset, seed, 160, |game, search| {
            let state = game.state();
            if state.step != Step::Move {
                return;
            }
            for choice in state.choices(preset) {
                let Choice::Move(Move::StepRanged { .. }) = choice else {
                    continue;
                };
                for count in 0..=5u8 {
                    let mut after = game.clone();
                    let side = after.to_act().unwrap();
                    after
                        .play(
                            side,
                            Action {
                                choice,
                                chance: Some(Chance::Cast(Cast::with_count(count))),
                            },
                        )
                        .unwrap();
                    search.make(mv_of(choice));
                    search.make(Mv::Sticks(count));
                    match after.state().step {
                        Step::CastChoice(_) => {
                            casts += 1;
                            let mut ours = Vec::new();
                            search.moves(&mut ours);
                            let ours =
                                sorted(ours.into_iter().map(|mv| choice_of(mv).unwrap()).collect());
                            assert_eq!(ours, sorted(after.state().choices(preset)));
                        }
                        _ => assert!(
                            !matches!(search.stage(), Stage::Landing { .. }),
                            "the game gave up at once and the search did not"
                        ),
                    }
                    search.unmake();
                    search.unmake();
                }
            }
        });
        casts
    })
    .into_iter()
    .sum();
    assert!(casts > 200, "{casts}");
}

/// The hands of a list of tokens as the compact counts.
fn counts(tokens: &[Token]) -> board::Hand {
    let mut hand = [[0; KINDS]; 2];
    for token in tokens {
        hand[usize::from(board::colour_index(token.colour))][board::kind_index(token.kind)] += 1;
    }
    hand
}

#[test]
fn hands_are_counted_as_the_engine_counts_them() {
    let mut dice = Dice(3);
    let every: Vec<Token> = games::cetkaik::Colour::BOTH
        .into_iter()
        .flat_map(|colour| {
            Kind::ALL.into_iter().flat_map(move |kind| {
                std::iter::repeat_n(Token::new(colour, kind), kind.per_colour())
            })
        })
        .collect();
    for round in 0..3000 {
        let size = 1 + dice.below(if round % 3 == 0 { 24 } else { 10 });
        let mut pool = every.clone();
        let mut tokens = Vec::new();
        for _ in 0..size {
            tokens.push(pool.swap_remove(dice.below(pool.len())));
        }
        let expected = games::cetkaik::hands::holding(&tokens);
        let set = hands::hands(&counts(&tokens));
        assert_eq!(hands::formed(set), expected.hands, "{tokens:?}");
        assert_eq!(hands::points(set), expected.total, "{tokens:?}");
    }
}

/// Whether the search stands where the game stands.
fn same(game: &Cetkaik, search: &CetkaikSearch) -> Result<(), String> {
    let position = game.position();
    let expected = stage_of(game.state());
    let board = Board::from_position(position);
    let checks = [
        (board == *search.board(), "the board"),
        (expected == Some(search.stage()), "the stage"),
        (
            board::side_index(position.to_move) == search.to_act(),
            "the side to act",
        ),
        (position.scores == search.scores(), "the scores"),
        (position.stake == search.stake(), "the stake"),
        (position.tam_moved == search.tam_moved(), "the Tam2 flag"),
    ];
    match checks.iter().find(|(ok, _)| !ok) {
        Some((_, what)) => Err(format!(
            "{what} differs: game {} ({:?}), search {:?} to act {}",
            game.to_text(),
            expected,
            search.stage(),
            search.to_act()
        )),
        None => Ok(()),
    }
}

#[test]
fn every_action_leads_the_search_where_it_leads_the_game() {
    let mut compared = 0;
    for preset in Preset::ALL {
        for seed in 20..30 {
            let mut game = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
            let mut search = search_of(&game).unwrap();
            let mut dice = Dice(seed);
            for _ in 0..400 {
                if game.outcome().is_some() {
                    break;
                }
                let actions = game.actions();
                let captures: Vec<Action> = actions
                    .iter()
                    .copied()
                    .filter(|action| match action.choice {
                        Choice::Move(Move::Plain { dest, .. } | Move::Step { dest, .. }) => game
                            .position()
                            .piece_at(dest)
                            .is_some_and(|piece| Some(piece.owner) != game.to_act()),
                        _ => true,
                    })
                    .filter(|action| !matches!(action.choice, Choice::Move(Move::Drop { .. })))
                    .collect();
                let pool = if captures.is_empty() || dice.below(2) == 0 {
                    &actions
                } else {
                    &captures
                };
                let mut action = pool[dice.below(pool.len())];
                let chances = game.state().chances(action.choice);
                if !chances.is_empty() {
                    action.chance = Some(chances[dice.below(chances.len())]);
                }
                let side = game.to_act().unwrap();
                let key_before = search.key();
                search.make(mv_of(action.choice));
                match action.chance {
                    Some(Chance::Cast(cast)) => {
                        let mut outcomes = Vec::new();
                        assert!(search.chances(&mut outcomes), "the search casts too");
                        let outcome = match outcomes[0].0 {
                            Mv::Water(_) => Mv::Water(cast.enters_water()),
                            _ => Mv::Sticks(cast.count()),
                        };
                        search.make(outcome);
                    }
                    Some(Chance::First(_)) | None => {
                        assert!(!search.chances(&mut Vec::new()), "no cast here");
                    }
                }
                game.play(side, action).unwrap();
                compared += 1;
                match search.stage() {
                    Stage::SeasonOver => {
                        assert_eq!(search.scores(), game.position().scores);
                        search = search_of(&game).unwrap();
                    }
                    Stage::Over { winner } => {
                        let ending = game.ending().expect("the game is over too");
                        assert_eq!(winner.map(board::side_of), ending.winner);
                        assert_eq!(search.scores(), ending.scores);
                        break;
                    }
                    _ => {
                        same(&game, &search).unwrap();
                        assert_ne!(search.key(), key_before);
                    }
                }
            }
        }
    }
    assert!(compared > 3000, "{compared}");
}

#[test]
fn the_start_has_the_engines_249_moves() {
    let position = Position::start(
        games::cetkaik::Season::Spring,
        games::cetkaik::Scores::START,
        games::cetkaik::Side::IA,
    );
    let search = CetkaikSearch::new(&position, Stage::Move, Preset::CerkeOnlineAlpha);
    let mut moves = Vec::new();
    search.moves(&mut moves);
    assert_eq!(moves.len(), 249);
    let ranged = moves
        .iter()
        .filter(|mv| matches!(mv, Mv::Ranged { .. }))
        .count();
    let tam = moves.iter().filter(|mv| mv.is_tam()).count();
    assert_eq!((ranged, tam), (41, 126));
}

#[test]
fn a_search_from_the_start_finds_a_move() {
    let game = Cetkaik::new(CetkaikOptions::default(), 1);
    let mut search = search_of(&game).unwrap();
    let found =
        Searcher::new(16, Settings::default()).search(&mut search, Limits::nodes(20_000), &[]);
    assert!(found.best.is_some());
}

/// A game from a position string under Cerke Online rules.
fn from_text(text: &str) -> Cetkaik {
    Cetkaik::from_text(text, CetkaikOptions::default())
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// What the bot at `level` plays for the side to act, on its node budget.
fn bot_action(game: &Cetkaik, level: u8, seed: u64) -> Thought {
    let seat = game.to_act().expect("a game in play").seat();
    crate::think(
        &Seen::new(game, seat),
        &Order::measured(crate::Level::new(level).unwrap(), seed),
    )
    .unwrap()
}

#[test]
fn it_takes_a_hand_that_wins_the_game_and_ends_the_season() {
    // The IA Archer on ZE may take the A side's Pawn on NE, or its King on ZA: the King is a hand of
    // 5, and 36 + 5 ends the game.
    for level in 1..=3 {
        let mut game = from_text("4kr4/2pr1Ab4/pr8/9/4*4/9/9/9/4Kb4 IA spring x1 36-4 - - -");
        let thought = bot_action(&game, level, 1);
        assert_eq!(thought.actions, ["ZE片ZA"], "level {level}");
        game.play(
            games::cetkaik::Side::IA,
            game.parse(games::cetkaik::Side::IA, "ZE片ZA").unwrap(),
        )
        .unwrap();
        let thought = bot_action(&game, level, 1);
        assert_eq!(thought.actions, ["taxot"], "level {level}");
    }
}

#[test]
fn it_ends_the_season_when_that_wins_and_continuing_could_only_lose() {
    // Winter, 22-18, the A side's King in hand: ending the season wins 27-13.
    let game = from_text("9/9/pr8/9/4*4/9/9/9/4Kb4 IA winter x1 22-18 - Kr - decide=0:king");
    for level in 1..=3 {
        assert_eq!(
            bot_action(&game, level, 2).actions,
            ["taxot"],
            "level {level}"
        );
    }
}

#[test]
fn it_continues_when_its_small_hand_would_lose_and_the_doubled_stake_can_still_win() {
    // Winter, 10-30: the Animals (3) would end the game 13-27, lost; continuing at ×2 can still win.
    let game =
        from_text("4kr4/9/pr8/9/4*4/9/9/9/4Kb4 IA winter x1 10-30 - TrHb - decide=0:animals");
    for level in 1..=3 {
        assert_eq!(
            bot_action(&game, level, 3).actions,
            ["tymok"],
            "level {level}"
        );
    }
}

#[test]
fn its_choices_follow_from_its_seed() {
    let game = Cetkaik::new(CetkaikOptions::default(), 9);
    for level in [1, 3] {
        for seed in [1, 2] {
            assert_eq!(
                bot_action(&game, level, seed),
                bot_action(&game, level, seed)
            );
        }
    }
    // The beginner's random choice does depend on the seed.
    let picks: HashSet<Vec<String>> = (0..12)
        .map(|seed| bot_action(&game, 1, seed).actions)
        .collect();
    assert!(picks.len() > 1, "{picks:?}");
}

#[test]
fn a_draw_is_declined_when_winning_and_accepted_when_losing() {
    // The IA side is 36-4 up and takes the King next: clearly won; the A side, clearly lost, on
    // either side's turn.
    let game = from_text("4kr4/2pr1Ab4/pr8/9/4*4/9/9/9/4Kb4 IA spring x1 36-4 - - -");
    let order = Order::measured(crate::Level::new(3).unwrap(), 1);
    let winner = crate::answer_draw(&Seen::new(&game, games::Seat(0)), &order).unwrap();
    assert!(!winner.accept, "{winner:?}");
    let loser = crate::answer_draw(&Seen::new(&game, games::Seat(1)), &order).unwrap();
    assert!(loser.accept, "{loser:?}");
    assert!(winner.assessment.score > DRAW_MARGIN && loser.assessment.score < -DRAW_MARGIN);
}

/// A game of `preset` after `plies` random actions from `seed` (captures preferred), or where it ended.
fn random_position(preset: Preset, seed: u64, plies: usize) -> Cetkaik {
    let mut game = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
    let mut dice = Dice(seed.wrapping_mul(31) ^ 7);
    for _ in 0..plies {
        let Some(side) = game.to_act() else { break };
        let actions = game.actions();
        let captures: Vec<Action> = actions
            .iter()
            .copied()
            .filter(|action| match action.choice {
                Choice::Move(Move::Plain { dest, .. } | Move::Step { dest, .. }) => game
                    .position()
                    .piece_at(dest)
                    .is_some_and(|piece| piece.owner != side),
                Choice::TyMok => true,
                _ => false,
            })
            .collect();
        let pool = if captures.is_empty() || dice.below(3) == 0 {
            &actions
        } else {
            &captures
        };
        game.play(side, pool[dice.below(pool.len())]).unwrap();
    }
    game
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// In random positions of either preset, at any step of a turn, the bot's action is one the game
    /// accepts.
    #[test]
    fn the_bot_never_plays_an_illegal_action(
        seed in proptest::prelude::any::<u64>(),
        plies in 0usize..150,
        strict in proptest::prelude::any::<bool>(),
        level in 1u8..=2,
    ) {
        let preset = if strict { Preset::StrictY1 } else { Preset::CerkeOnlineAlpha };
        let mut game = random_position(preset, seed, plies);
        for _ in 0..3 {
            let Some(side) = game.to_act() else { break };
            let thought = bot_action(&game, level, seed);
            proptest::prop_assert_eq!(thought.actions.len(), 1);
            let action = game.parse(side, &thought.actions[0]);
            proptest::prop_assert!(action.is_ok(), "{} refused in {}", thought.actions[0], game.to_text());
            game.play(side, action.unwrap()).unwrap();
        }
    }
}

#[test]
fn each_level_searches_more_than_the_one_below_and_the_two_lowest_pick_at_random() {
    crate::level::assert_climbs(plan, 2);
}
