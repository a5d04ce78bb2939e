//! Property tests over the three games: random games never panic and accept exactly the generated
//! actions, a replay of the log gives the same state, position strings round-trip in every view, and the
//! umpire's promise (§7.3): permuting hidden pieces changes nothing an audience may see.

use super::*;
use crate::model::{Intervention, Note};
use proptest::prelude::*;

/// Option sets of the 2-player game that change movement, combat and flags.
fn two_options(index: u8) -> JunqiOptions {
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
    JunqiOptions::from_pairs(pairs.iter().copied()).expect("valid options")
}

/// Option sets of the 4-player board: teams, visibility, turn order and player counts.
fn four_options(index: u8) -> Junqi4Options {
    let pairs: &[(&str, &str)] = match index % 6 {
        0 => &[],
        1 => &[("visibility", "allied"), ("no_capture_limit", "60")],
        2 => &[
            ("visibility", "open"),
            ("turn_order", "cw"),
            ("flag_guarded_by_mines", "on"),
        ],
        3 => &[("players", "3"), ("first", "random")],
        4 => &[("players", "2"), ("stuck", "skip"), ("hq_exit", "on")],
        _ => &[
            ("all_turn", "on"),
            ("explosive_mines", "on"),
            ("engineer_takes_flag", "off"),
            ("pass_limit", "1"),
        ],
    };
    Junqi4Options::from_pairs(pairs.iter().copied()).expect("valid options")
}

/// Option sets of 翻棋: every colour rule, both flag rules and the combat options.
fn fanqi_options(index: u8) -> FanqiOptions {
    let pairs: &[(&str, &str)] = match index % 5 {
        0 => &[],
        1 => &[
            ("fanqi_colour", "two_in_a_row"),
            ("fanqi_flag", "capture"),
            ("flag_guarded_by_mines", "on"),
            ("pass_limit", "2"),
        ],
        2 => &[
            ("fanqi_colour", "first_engineer"),
            ("engineer_takes_bomb", "on"),
            ("mobile_mines", "on"),
        ],
        3 => &[
            ("flying_bombs", "on"),
            ("mobile_mines", "on"),
            ("c_crossing", "road"),
            ("first", "random"),
        ],
        _ => &[
            ("fanqi_flag", "capture"),
            ("stuck", "skip"),
            ("explosive_mines", "on"),
        ],
    };
    FanqiOptions::from_pairs(pairs.iter().copied()).expect("valid options")
}

/// What was done, to replay it.
#[derive(Clone, Debug)]
enum Done {
    Act(Seat, JunqiAction),
    Intervene(Intervention),
}

/// The views a position string is written in for a table.
fn views(table: &Table) -> Vec<PositionView> {
    let mut views = vec![PositionView::Full, PositionView::Public];
    views.extend(table.all().map(PositionView::Seat));
    views
}

/// Picks an action for a seat: in setup a few random setup steps and then `ready`; in play usually a
/// move, sometimes a flip or a pass.
fn pick<F: Flavour>(game: &Variant<F>, seat: Seat, rng: &mut GameRng) -> JunqiAction {
    let actions = game.legal_actions(seat);
    if game.in_setup() {
        if rng.below(4) == 0 {
            return JunqiAction::Ready;
        }
        return actions[rng.below(actions.len() as u32) as usize];
    }
    let moves: Vec<&JunqiAction> = actions
        .iter()
        .filter(|a| matches!(a, JunqiAction::Move(_)))
        .collect();
    let flips: Vec<&JunqiAction> = actions
        .iter()
        .filter(|a| matches!(a, JunqiAction::Flip(_)))
        .collect();
    match rng.below(30) {
        0 => JunqiAction::Pass,
        1..=9 if !flips.is_empty() => *flips[rng.below(flips.len() as u32) as usize],
        _ if !moves.is_empty() => *moves[rng.below(moves.len() as u32) as usize],
        _ if !flips.is_empty() => *flips[rng.below(flips.len() as u32) as usize],
        _ => JunqiAction::Pass,
    }
}

/// A random game of `F` from `seed`, checking every invariant on the way; returns what was done.
fn playout<F: Flavour>(
    options: F::Options,
    seed: u64,
    steps: usize,
) -> Result<(Variant<F>, Vec<Done>), TestCaseError> {
    let mut rng = GameRng::from_seed(seed ^ 0xfeed);
    let mut game = Variant::<F>::new_game(options.clone(), seed);
    let table = game.engine().config().table;
    let board = game.engine().config().board();
    let mut done = Vec::new();
    for _ in 0..steps {
        let Some(&first) = game.to_act().first() else {
            break;
        };
        let seat = if game.in_setup() {
            let waiting = game.to_act();
            waiting[rng.below(waiting.len() as u32) as usize]
        } else {
            first
        };
        let legal = game.legal_actions(seat);
        let mut texts: Vec<String> = legal.iter().map(|a| game.format_action(a)).collect();
        let listed = texts.clone();
        texts.sort();
        texts.dedup();
        prop_assert_eq!(&texts, &listed, "listed once each, sorted");
        if !game.in_setup() {
            prop_assert_eq!(game.perft(1), legal.len() as u64);
            // Moves and flips that were not generated are refused and change nothing.
            let before = game.position();
            for _ in 0..6 {
                let from = rng.below(board.len() as u32) as Square;
                let to = rng.below(board.len() as u32) as Square;
                for action in [
                    JunqiAction::Move(Move { from, to }),
                    JunqiAction::Flip(from),
                ] {
                    if !legal.contains(&action) {
                        let mut copy = game.clone();
                        prop_assert!(copy.apply(seat, &action).is_err());
                        prop_assert_eq!(copy.position(), before.clone());
                    }
                }
            }
            for other in table.all().map(Seat).filter(|&other| other != seat) {
                prop_assert!(
                    game.clone().apply(other, &JunqiAction::Pass).is_err(),
                    "only the seat to move acts"
                );
            }
            // Position strings round-trip in every view, and the full view restores the game.
            for view in views(&table) {
                let text = game.position_in(view);
                let parsed = PositionText::read(&text, table).expect("a view parses");
                prop_assert_eq!(parsed.to_string(), text);
            }
            let restored = Variant::<F>::from_position(&before, options.clone()).expect("restores");
            prop_assert_eq!(restored.position(), before);
            // Nothing hidden shows in public.
            let public = game.view(Audience::Public);
            if table.mode == Mode::Fanqi {
                let down = game.board().face_down();
                for piece in &public.pieces {
                    let hidden = down.contains(piece.at as Square);
                    prop_assert_eq!(
                        hidden,
                        piece.face.colour == crate::view::PieceColour::Neutral
                    );
                    prop_assert_eq!(hidden, piece.face.label.is_none());
                }
            } else if game.engine().config().sight != Sight::Open {
                prop_assert!(
                    public
                        .pieces
                        .iter()
                        .all(|p| p.face.label.is_none_or(|l| l.short == "F"))
                );
            }
        }
        let action = pick(&game, seat, &mut rng);
        let text = game.format_action(&action);
        prop_assert_eq!(
            game.parse_action(seat, &text)
                .expect("canonical text parses"),
            action
        );
        if !game.in_setup() && rng.below(40) == 0 {
            let intervention = if rng.below(2) == 0 {
                Intervention::TimeOut(seat)
            } else {
                let remaining = game.board().remaining();
                Intervention::Resign(Seat(remaining[rng.below(remaining.len() as u32) as usize]))
            };
            game.intervene(intervention).expect("allowed");
            done.push(Done::Intervene(intervention));
        } else {
            let report = game.apply(seat, &action);
            let report = report.map_err(|error| TestCaseError::fail(format!("{text}: {error}")))?;
            if action.is_play() {
                prop_assert!(report.has(crate::model::Fact::TurnOver(seat)));
            }
            done.push(Done::Act(seat, action));
            // Sometimes a seat that just got ready takes it back while the others arrange theirs.
            if action == JunqiAction::Ready && game.in_setup() && rng.below(5) == 0 {
                let report = game.apply(seat, &JunqiAction::Unready).expect("unready");
                prop_assert!(report.has(crate::model::Fact::Unready(seat)));
                done.push(Done::Act(seat, JunqiAction::Unready));
            }
        }
        if game.outcome().is_some() {
            prop_assert!(game.to_act().is_empty());
            break;
        }
    }
    // The log replays to the same state.
    let mut replayed = Variant::<F>::new_game(options, seed);
    for step in &done {
        match step {
            Done::Act(seat, action) => {
                replayed.apply(*seat, action).expect("replays");
            }
            Done::Intervene(intervention) => {
                replayed.intervene(*intervention).expect("replays");
            }
        }
    }
    prop_assert_eq!(
        serde_json::to_string(&replayed).expect("serialises"),
        serde_json::to_string(&game).expect("serialises")
    );
    Ok((game, done))
}

/// The notes `audience` reads in a report.
fn told(report: &Report, audience: Audience) -> Vec<Note> {
    report.for_audience(audience).cloned().collect()
}

/// The umpire's promise through [`Rules::disguise`]: for every audience, a disguised copy shows the same
/// view and record, and after the same next action the same notes and view, unless the action revealed
/// something new to that audience.
fn disguises_hold<F: Flavour>(game: &Variant<F>, seed: u64) -> Result<(), TestCaseError> {
    let table = game.engine().config().table;
    let players: Vec<String> = table.names().iter().map(|n| (*n).to_owned()).collect();
    let audiences =
        std::iter::once(Audience::Public).chain(table.all().map(|seat| Audience::Seat(Seat(seat))));
    for audience in audiences {
        let mut rng = GameRng::from_seed(seed);
        let Some(other) = game.disguise(audience, &mut rng) else {
            continue;
        };
        prop_assert_eq!(other.view(audience), game.view(audience));
        prop_assert_eq!(
            crate::Game::record(&other, audience, &players),
            crate::Game::record(game, audience, &players)
        );
        let Some(&seat) = game.to_act().first() else {
            continue;
        };
        for action in game.legal_actions(seat).into_iter().take(12) {
            let (mut a, mut b) = (game.clone(), other.clone());
            let (Ok(ra), Ok(rb)) = (a.apply(seat, &action), b.apply(seat, &action)) else {
                continue;
            };
            let same = crate::Game::record(&a, audience, &players)
                == crate::Game::record(&b, audience, &players);
            if same && a.outcome().is_none() && b.outcome().is_none() {
                prop_assert_eq!(told(&ra, audience), told(&rb, audience));
                prop_assert_eq!(a.view(audience), b.view(audience));
            }
        }
    }
    Ok(())
}

/// Where each piece of `owner` now on the board started, and which starting points moved or fought.
struct Tracker {
    origin: Vec<Option<Square>>,
    touched: Vec<Square>,
}

impl Tracker {
    fn new(position: &Position, owner: u8) -> Tracker {
        let origin = (0..position.board().len() as Square)
            .map(|at| position.piece(at).filter(|p| p.owner == owner).map(|_| at))
            .collect();
        Tracker {
            origin,
            touched: Vec::new(),
        }
    }

    fn before(&mut self, position: &Position, mv: Move) {
        self.touched.extend(self.origin[usize::from(mv.from)]);
        if position.piece(mv.to).is_some() {
            self.touched.extend(self.origin[usize::from(mv.to)]);
        }
    }

    fn after(&mut self, position: &Position, mv: Move, mover: u8) {
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        match position.piece(mv.to) {
            Some(piece) if piece.owner == mover => self.origin[to] = self.origin[from],
            None => self.origin[to] = None,
            Some(_) => {}
        }
        self.origin[from] = None;
        for (at, slot) in self.origin.iter_mut().enumerate() {
            if position.piece(at as Square).is_none() {
                *slot = None;
            }
        }
    }
}

/// The umpire's promise checked independently of [`Rules::disguise`] (§7.3): two games whose setups
/// differ only in the ranks of `hidden`'s pieces that never moved and never fought, played with the same
/// actions, give the public and every seat that cannot see `hidden`'s ranks the same notes, views,
/// records and position strings for as long as their public histories agree.
fn hidden_ranks_stay_hidden<F: Flavour>(
    options: F::Options,
    seed: u64,
    hidden: u8,
    turns: usize,
) -> Result<(), TestCaseError> {
    let mut rng = GameRng::from_seed(seed);
    let start = |setups: &[Setup]| -> (Variant<F>, Vec<Report>) {
        let mut game = Variant::<F>::new_game(options.clone(), seed);
        let mut reports = Vec::new();
        let seats = setups.len() as u8;
        for seat in 0..seats {
            let action = JunqiAction::Load(setups[usize::from(seat)]);
            reports.push(game.apply(Seat(seat), &action).expect("a valid setup"));
        }
        for seat in 0..seats {
            reports.push(game.apply(Seat(seat), &JunqiAction::Ready).expect("ready"));
        }
        (game, reports)
    };
    let probe = Variant::<F>::new_game(options.clone(), seed);
    let config = *probe.engine().config();
    let table = config.table;
    let hidden = hidden % table.seats() as u8;
    let watchers: Vec<u8> = table
        .all()
        .filter(|&seat| {
            seat != hidden && !(config.sight == Sight::Allied && table.partners(seat, hidden))
        })
        .collect();
    prop_assume!(config.sight != Sight::Open);
    let setups: Vec<Setup> = table.all().map(|_| Setup::random(&mut rng)).collect();
    let (mut a, reports_a) = start(&setups);
    let mut tracker = Tracker::new(&a.board(), hidden);
    let mut actions = Vec::new();
    for _ in 0..turns {
        let Some(&seat) = a.to_act().first() else {
            break;
        };
        let action = pick(&a, seat, &mut rng);
        if let JunqiAction::Move(mv) = action {
            tracker.before(&a.board(), mv);
            a.apply(seat, &action).expect("legal");
            tracker.after(&a.board(), mv, seat.0);
        } else {
            a.apply(seat, &action).expect("legal");
        }
        actions.push((seat, action));
        if a.outcome().is_some() {
            break;
        }
    }
    let board = config.board();
    let arm = table.arm(hidden);
    let original = setups[usize::from(hidden)];
    let candidates: Vec<Local> = original
        .placed(board, arm)
        .map(|(at, _)| at)
        .filter(|at| !tracker.touched.contains(at))
        .filter_map(|at| board.local(at).map(|(_, local)| local))
        .collect();
    let mut permuted = None;
    for _ in 0..30 {
        let mut order = candidates.clone();
        rng.shuffle(&mut order);
        let setup = Setup::from_squares(board, arm, |at| {
            let (_, local) = board.local(at)?;
            match order.iter().position(|&l| l == local) {
                Some(index) => original.at(candidates[index]),
                None => original.at(local),
            }
        });
        if setup != original && setup.validate().is_ok() {
            permuted = Some(setup);
            break;
        }
    }
    prop_assume!(permuted.is_some());
    let mut b_setups = setups.clone();
    b_setups[usize::from(hidden)] = permuted.expect("checked");
    let (mut b, reports_b) = start(&b_setups);
    let audiences: Vec<Audience> = std::iter::once(Audience::Public)
        .chain(watchers.iter().map(|&seat| Audience::Seat(Seat(seat))))
        .collect();
    for &audience in &audiences {
        let of = |reports: &[Report]| -> Vec<Vec<Note>> {
            reports.iter().map(|r| told(r, audience)).collect()
        };
        prop_assert_eq!(of(&reports_a), of(&reports_b));
    }
    let (mut a, _) = start(&setups);
    let players: Vec<String> = table.names().iter().map(|n| (*n).to_owned()).collect();
    for (seat, action) in actions {
        let report_a = a.apply(seat, &action).expect("legal in A");
        let Ok(report_b) = b.apply(seat, &action) else {
            prop_assume!(false);
            unreachable!();
        };
        let public_history = |g: &Variant<F>| -> Vec<String> { g.engine().lines(Audience::Public) };
        prop_assume!(public_history(&a) == public_history(&b));
        if a.outcome().is_some() {
            break;
        }
        for &audience in &audiences {
            prop_assert_eq!(told(&report_a, audience), told(&report_b, audience));
            prop_assert_eq!(a.view(audience), b.view(audience));
            prop_assert_eq!(
                crate::Game::record(&a, audience, &players),
                crate::Game::record(&b, audience, &players)
            );
            let view = match audience {
                Audience::Public => PositionView::Public,
                Audience::Seat(seat) => PositionView::Seat(seat.0),
            };
            prop_assert_eq!(a.position_in(view), b.position_in(view));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_two_player_games_keep_every_invariant(seed in any::<u64>(), set in 0u8..6) {
        let (game, _) = playout::<TwoPlayers>(two_options(set), seed, 260)?;
        disguises_hold(&game, seed)?;
    }

    #[test]
    fn random_four_player_games_keep_every_invariant(seed in any::<u64>(), set in 0u8..6) {
        let (game, _) = playout::<FourPlayers>(four_options(set), seed, 320)?;
        disguises_hold(&game, seed)?;
    }

    #[test]
    fn random_fanqi_games_keep_every_invariant(seed in any::<u64>(), set in 0u8..5) {
        let (game, _) = playout::<Blind>(fanqi_options(set), seed, 260)?;
        disguises_hold(&game, seed)?;
    }

    #[test]
    fn disguises_hold_along_four_player_games(seed in any::<u64>(), set in 0u8..6, cut in 20usize..200) {
        let (game, _) = playout::<FourPlayers>(four_options(set), seed, cut)?;
        disguises_hold(&game, seed ^ 1)?;
    }

    #[test]
    fn disguises_hold_along_fanqi_games(seed in any::<u64>(), set in 0u8..5, cut in 1usize..120) {
        let (game, _) = playout::<Blind>(fanqi_options(set), seed, cut)?;
        disguises_hold(&game, seed ^ 1)?;
    }

    #[test]
    fn two_player_hidden_ranks_stay_hidden(
        seed in any::<u64>(),
        set in 0u8..5,
        hidden in 0u8..2,
        turns in 1usize..160,
    ) {
        hidden_ranks_stay_hidden::<TwoPlayers>(two_options(set), seed, hidden, turns)?;
    }

    #[test]
    fn four_player_hidden_ranks_stay_hidden(
        seed in any::<u64>(),
        set in 0u8..6,
        hidden in 0u8..4,
        turns in 1usize..240,
    ) {
        hidden_ranks_stay_hidden::<FourPlayers>(four_options(set), seed, hidden, turns)?;
    }
}
