//! Rule tests through the game interface: one or more per sentence of the rules text.

use super::*;
use crate::model::{Audience, EndReason, Intervention, Outcome, Seat};
use crate::rules::Rules;
use crate::view::Point;

const BLUE: Seat = Seat(0);
const RED: Seat = Seat(1);

fn game_with(position: &str, options: JungleOptions) -> Jungle {
    Jungle::from_position(position, options).expect("a valid position")
}

fn game(position: &str) -> Jungle {
    game_with(position, JungleOptions::default())
}

fn options(pairs: &[(&str, &str)]) -> JungleOptions {
    crate::options::RuleOptions::from_pairs(pairs.iter().copied()).expect("valid options")
}

/// Plays space-separated moves for whoever is to move; each must be legal.
fn play(game: &mut Jungle, moves: &str) -> Vec<String> {
    moves
        .split_whitespace()
        .map(|text| {
            let seat = game.to_act()[0];
            let mv = game.parse_action(seat, text).expect("a readable move");
            let report = game
                .apply(seat, &mv)
                .unwrap_or_else(|error| panic!("{text} refused: {error}"));
            report.notes[0].english().clone()
        })
        .collect()
}

/// The sentence refusing `text` for the side to move.
fn refusal(game: &Jungle, text: &str) -> String {
    let seat = game.to_act()[0];
    let mv = game.parse_action(seat, text).expect("a readable move");
    let before = game.clone();
    let mut attempt = game.clone();
    let error = attempt.apply(seat, &mv).expect_err("the move is refused");
    assert_eq!(attempt, before, "a refused move changes nothing");
    error.to_string()
}

fn moves(game: &Jungle) -> Vec<String> {
    match game.to_act().first() {
        Some(&seat) => game
            .legal_actions(seat)
            .iter()
            .map(|mv| game.format_action(mv))
            .collect(),
        None => Vec::new(),
    }
}

fn moves_from(game: &Jungle, from: &str) -> Vec<String> {
    moves(game)
        .into_iter()
        .filter(|mv| mv.starts_with(from))
        .collect()
}

fn win(seat: Seat, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win {
        winners: vec![seat],
        reason,
    })
}

// §3 start position and §10.2 position strings.

#[test]
fn the_start_position_matches_the_table() {
    let start = Jungle::new_game(JungleOptions::default(), 0);
    assert_eq!(start.position(), START);
    let expected = [
        ("a3", "E"),
        ("g7", "e"),
        ("g1", "L"),
        ("a9", "l"),
        ("a1", "T"),
        ("g9", "t"),
        ("e3", "P"),
        ("c7", "p"),
        ("f2", "W"),
        ("b8", "w"),
        ("c3", "D"),
        ("e7", "d"),
        ("b2", "C"),
        ("f8", "c"),
        ("g3", "R"),
        ("a7", "r"),
    ];
    let board = start.board();
    assert_eq!(board.pieces().count(), 16);
    for (square, letter) in expected {
        let piece = board
            .piece_at(board::parse_square(square).unwrap())
            .expect("a piece");
        assert_eq!(piece.letter().to_string(), letter, "{square}");
    }
    // Point symmetry: each Blue piece faces the Red piece of its kind turned 180°.
    for (piece, square) in board.pieces() {
        let turned = 62 - square;
        assert_eq!(
            board.piece_at(turned),
            Some(Piece::new(piece.side.other(), piece.kind))
        );
    }
    assert_eq!(start.to_act(), vec![BLUE]);
}

#[test]
fn position_strings_round_trip_exactly() {
    for text in [
        START,
        "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b",
        "7/7/7/7/1r5/7/7/7/3l3 w",
        "3E3/7/7/7/7/7/7/7/6t b",
        "7/7/7/7/7/7/7/7/7 w",
    ] {
        assert_eq!(game(text).position(), text);
    }
}

#[test]
fn malformed_or_impossible_positions_are_refused_with_a_sentence() {
    let cases = [
        ("", "side to move"),
        ("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L", "side to move"),
        (
            "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L x",
            "w (Blue) or b (Red)",
        ),
        ("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1 w", "9 ranks"),
        (
            "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T6L w",
            "exactly 7 squares",
        ),
        (
            "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T4L w",
            "exactly 7 squares",
        ),
        ("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T41L w", "one digit"),
        ("l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T0L6 w", "one digit"),
        (
            "l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5X w",
            "not a Jungle piece",
        ),
        ("7/7/7/7/7/7/7/7/EE5 w", "two pieces"),
        ("7/7/7/7/1D5/7/7/7/7 w", "only rats can swim"),
        ("7/7/7/7/7/7/7/7/3E3 b", "its own den"),
        ("3E3/7/7/7/7/7/7/7/7 w", "game is over"),
    ];
    for (text, part) in cases {
        let error = Jungle::from_position(text, JungleOptions::default())
            .expect_err(text)
            .to_string();
        assert!(error.contains(part), "{text}: {error}");
        assert!(error.ends_with('.'), "{error}");
    }
    // A rat may swim.
    assert_eq!(
        game("7/7/7/7/1R5/7/7/7/7 w").position(),
        "7/7/7/7/1R5/7/7/7/7 w"
    );
}

// §4.1 ordinary steps.

#[test]
fn pieces_step_one_square_orthogonally() {
    let mut g = game("7/7/7/7/7/3d3/7/3C3/7 w");
    assert_eq!(moves(&g), ["d2c2", "d2d3", "d2e2"]);
    assert_eq!(
        refusal(&g, "d2e3"),
        "d2e3 is not a legal move for your cat: it moves one square up, down, left or right, never diagonally."
    );
    assert_eq!(
        refusal(&g, "d2d4"),
        "d2d4 is not a legal move for your cat: it moves one square."
    );
    assert_eq!(
        refusal(&g, "d2d2"),
        "d2d2 is not a legal move for your cat: it has to move to another square."
    );
    assert_eq!(
        refusal(&g, "a1a2"),
        "There is no piece on a1; pick one of your own pieces to move."
    );
    play(&mut g, "d2d3");
    assert_eq!(
        refusal(&g, "d3d2"),
        "The piece on d3 is Blue's cat; you play Red."
    );
}

#[test]
fn no_piece_may_enter_its_own_den_but_entering_the_enemy_den_wins() {
    let mut g = game("7/7/7/7/7/7/7/7/2C3d w");
    assert_eq!(moves(&g), ["c1b1", "c1c2"]);
    assert_eq!(
        refusal(&g, "c1d1"),
        "c1d1 is not a legal move for your cat: no piece may enter its own den."
    );
    play(&mut g, "c1c2 g1f1 c2b2 f1e1 b2b3");
    let mv = g.parse_action(RED, "e1d1").unwrap();
    assert_eq!(
        g.clone().apply(BLUE, &mv).unwrap_err().to_string(),
        "It is Red's turn."
    );
    let report = g.apply(RED, &mv).expect("entering the enemy den");
    let notes: Vec<String> = report.notes.iter().map(|note| note.english()).collect();
    assert_eq!(
        notes,
        [
            "Red Dog e1-d1 (enters the den, wins)",
            "Red wins by entering Blue's den."
        ]
    );
    assert_eq!(g.outcome(), win(RED, crate::jungle::DEN).as_ref());
    assert!(g.to_act().is_empty());
    assert!(moves(&g).is_empty() && g.legal_actions(BLUE).is_empty());
    let again = g.parse_action(BLUE, "b3b4").unwrap();
    assert_eq!(
        g.apply(BLUE, &again).unwrap_err().to_string(),
        "The game is over."
    );
}

#[test]
fn no_piece_moves_onto_its_own_piece() {
    let g = game("7/7/7/7/7/7/7/3CD2/7 w");
    assert!(!moves(&g).contains(&"d2e2".to_owned()));
    assert_eq!(
        refusal(&g, "d2e2"),
        "d2e2 is not a legal move for your cat: your own dog stands there."
    );
}

#[test]
fn capture_is_by_replacement_and_follows_the_capture_rule() {
    let mut g = game("7/7/7/7/7/7/3c3/3D3/7 w");
    assert!(moves(&g).contains(&"d2d3".to_owned()));
    assert_eq!(play(&mut g, "d2d3"), ["Blue Dog d2xd3 (takes Red Cat)"]);
    assert_eq!(g.position(), "7/7/7/7/7/7/3D3/7/7 b");
    let g = game("7/7/7/7/7/7/3d3/3C3/6l w");
    assert_eq!(
        refusal(&g, "d2d3"),
        "d2d3 is not a legal move for your cat: the Red dog outranks your cat."
    );
}

// §4.2 water.

#[test]
fn only_the_rat_enters_the_water_and_it_swims_like_on_land() {
    let mut g = game("7/7/7/7/7/7/1RD4/7/6l w");
    assert!(moves(&g).contains(&"b3b4".to_owned()));
    assert!(!moves(&g).contains(&"c3c4".to_owned()));
    assert_eq!(
        refusal(&g, "c3c4"),
        "c3c4 is not a legal move for your dog: only the rat may enter the water."
    );
    play(&mut g, "b3b4 g1g2 b4c4 g2g3 c4c5 g3g4 c5d5");
    assert_eq!(g.position(), "7/7/7/7/3R3/6l/2D4/7/7 b");
}

#[test]
fn rat_captures_across_the_shore_follow_the_option() {
    // A Blue rat on d4 (land) next to a Red rat on c4 (water).
    let text = "7/7/7/7/7/2rR3/7/7/l6 w";
    assert!(refusal(&game(text), "d4c4").contains("cannot capture a rat in the water"));
    let land_to_water = options(&[("rat_water_capture", "LandToWater")]);
    assert!(moves(&game_with(text, land_to_water.clone())).contains(&"d4c4".to_owned()));
    // The water rat never takes the land rat, except with AnyMedium.
    let red = "7/7/7/7/7/2rR3/7/7/L6 b";
    assert!(refusal(&game(red), "c4d4").contains("coming out of the water"));
    assert!(refusal(&game_with(red, land_to_water), "c4d4").contains("coming out of the water"));
    let any = options(&[("rat_water_capture", "anymedium")]);
    assert!(moves(&game_with(red, any.clone())).contains(&"c4d4".to_owned()));
    let elephant = "7/7/7/7/7/2rE3/7/7/L6 b";
    assert!(refusal(&game_with(elephant, any), "c4d4").contains("cannot capture the elephant"));
}

// §4.3 jumps.

#[test]
fn lion_and_tiger_jump_across_the_lakes_both_ways() {
    let g = game("7/7/7/7/3L3/7/7/7/6t w");
    assert_eq!(moves(&g), ["d5a5", "d5d4", "d5d6", "d5g5"]);
    let g = game("7/7/7/7/7/7/4T2/7/l6 w");
    assert_eq!(moves(&g), ["e3d3", "e3e2", "e3e7", "e3f3"]);
    let g = game("7/7/4t2/7/7/7/7/7/6L b");
    assert_eq!(moves(&g), ["e7d7", "e7e3", "e7e8", "e7f7"]);
    let g = game("7/7/7/7/L6/7/7/7/6t w");
    assert_eq!(moves(&g), ["a5a4", "a5a6", "a5d5"]);
    // Other pieces never jump.
    let g = game("7/7/7/7/7/7/4P2/7/l6 w");
    assert_eq!(
        refusal(&g, "e3e7"),
        "e3e7 is not a legal move for your leopard: it moves one square."
    );
    let g = game("7/7/7/7/7/7/4T2/7/l6 w");
    assert!(refusal(&g, "e3e6").contains("jumps straight across a lake"));
}

#[test]
fn a_rat_of_either_colour_in_the_water_blocks_a_jump() {
    for rat in ['r', 'R'] {
        for rank in [4usize, 5, 6] {
            let mut rows = vec!["7".to_owned(); 9];
            rows[9 - rank] = format!("4{rat}2");
            rows[9 - 3] = "4T2".to_owned();
            rows[0] = "l6".to_owned();
            let text = format!("{} w", rows.join("/"));
            let g = game(&text);
            assert!(!moves(&g).contains(&"e3e7".to_owned()), "{text}");
            assert_eq!(
                refusal(&g, "e3e7"),
                "e3e7 is not a legal move for your tiger: a rat in the water blocks the jump."
            );
        }
    }
    // A rat in the other lake or off the path does not block.
    assert!(moves(&game("7/7/7/7/1r5/7/4T2/7/l6 w")).contains(&"e3e7".to_owned()));
    assert!(moves(&game("7/7/7/7/5r1/7/4T2/7/l6 w")).contains(&"e3e7".to_owned()));
    // Horizontal jumps: a rat on either water square of the rank blocks.
    for row in ["Lr5", "L1r4"] {
        let text = format!("7/7/7/7/{row}/7/7/7/6t w");
        assert!(!moves(&game(&text)).contains(&"a5d5".to_owned()), "{text}");
    }
    assert!(moves(&game("7/7/7/7/L6/1r5/7/7/6t w")).contains(&"a5d5".to_owned()));
}

#[test]
fn a_jump_lands_on_empty_land_or_captures_by_the_normal_rule() {
    let mut g = game("7/7/4d2/7/7/7/4L2/7/l6 w");
    assert_eq!(
        play(&mut g, "e3e7"),
        ["Blue Lion e3xe7 (jump, takes Red Dog)"]
    );
    let g = game("7/7/4e2/7/7/7/4L2/7/l6 w");
    assert_eq!(
        refusal(&g, "e3e7"),
        "e3e7 is not a legal move for your lion: the Red elephant outranks your lion."
    );
    assert!(moves(&game("7/7/4t2/7/7/7/4T2/7/l6 w")).contains(&"e3e7".to_owned()));
    assert!(moves(&game("7/7/4l2/7/7/7/4L2/7/6t w")).contains(&"e3e7".to_owned()));
    assert!(!moves(&game("7/7/4l2/7/7/7/4T2/7/6t w")).contains(&"e3e7".to_owned()));
    assert!(
        refusal(&game("7/7/4D2/7/7/7/4T2/7/l6 w"), "e3e7").contains("your own dog stands there")
    );
    let mut g = game("7/7/7/7/7/7/4T2/7/l6 w");
    assert_eq!(play(&mut g, "e3e7"), ["Blue Tiger e3-e7 (jump)"]);
}

#[test]
fn tiger_jumps_vertically_only_keeps_the_lion_jumping_everywhere() {
    let vertical = options(&[("tiger_jumps_vertically_only", "on")]);
    let tiger = "7/7/7/T6/7/7/7/7/6t w";
    assert_eq!(moves(&game_with(tiger, vertical.clone())), ["a6a5", "a6a7"]);
    assert_eq!(
        refusal(&game_with(tiger, vertical.clone()), "a6d6"),
        "a6d6 is not a legal move for your tiger: with this game's options the tiger jumps only along the files."
    );
    assert!(moves(&game(tiger)).contains(&"a6d6".to_owned()));
    assert!(
        moves(&game_with("7/7/7/L6/7/7/7/7/6t w", vertical.clone())).contains(&"a6d6".to_owned())
    );
    assert!(moves(&game_with("7/7/7/7/7/7/4T2/7/l6 w", vertical)).contains(&"e3e7".to_owned()));
}

// §4.4 traps as squares and §5 through the game.

#[test]
fn any_piece_may_enter_and_leave_any_trap() {
    // A Blue cat walks through its own traps c1 and d2, then into Red's trap d8 and out again; a Red
    // cat does the same with Red's trap c9.
    let mut g = game("l6/2c4/7/7/7/7/7/2C4/7 w");
    play(
        &mut g,
        "c2c1 c8c9 c1b1 c9b9 b1c1 b9c9 c1c2 c9c8 c2d2 c8d8 d2d3 d8e8",
    );
    let mut g = game("7/7/3C3/7/7/7/7/7/6l w");
    play(&mut g, "d7d8 g1g2 d8e8");
}

#[test]
fn a_trap_weakens_only_the_enemy_standing_in_it() {
    let mut g = game("7/7/7/7/7/7/3C3/3e3/7 w");
    assert_eq!(
        play(&mut g, "d3d2"),
        ["Blue Cat d3xd2 (takes Red Elephant)"]
    );
    let g = game("7/3e3/3C3/7/7/7/7/7/7 w");
    assert!(refusal(&g, "d7d8").contains("the Red elephant outranks your cat"));
    let weak = options(&[("any_trap_weakens", "on")]);
    assert!(moves(&game_with("7/3e3/3C3/7/7/7/7/7/7 w", weak)).contains(&"d7d8".to_owned()));
    // The elephant takes the rat in its own trap, unless elephant_never_takes_rat is on.
    let text = "7/7/7/7/7/7/3E3/3r3/7 w";
    assert!(moves(&game(text)).contains(&"d3d2".to_owned()));
    let never = options(&[("elephant_never_takes_rat", "on")]);
    assert!(refusal(&game_with(text, never), "d3d2").contains("cannot capture the rat"));
}

// §6 end of the game.

#[test]
fn a_den_entry_wins_before_the_no_move_check() {
    // After d8d9 the Red cat on a9 also has no move, but the den decides.
    let mut g = game("cD5/W2C3/7/7/7/7/7/7/7 w");
    play(&mut g, "d8d9");
    assert_eq!(g.outcome(), win(BLUE, crate::jungle::DEN).as_ref());
}

#[test]
fn capturing_the_last_piece_wins_by_wipe_out_before_the_no_move_check() {
    let mut g = game("7/7/7/7/7/7/7/r6/E6 b");
    let notes = play(&mut g, "a2a1");
    assert_eq!(notes, ["Red Rat a2xa1 (takes Blue Elephant)"]);
    assert_eq!(g.outcome(), win(RED, crate::jungle::ALL_CAPTURED).as_ref());
}

#[test]
fn a_player_without_a_legal_move_loses() {
    let mut g = game("c6/WD5/7/7/7/7/7/7/7 w");
    assert_eq!(g.outcome(), None);
    let mv = g.parse_action(BLUE, "b8b9").unwrap();
    let report = g.apply(BLUE, &mv).unwrap();
    assert_eq!(g.outcome(), win(BLUE, EndReason::NoMoves).as_ref());
    assert_eq!(
        report.notes[1].english(),
        "Red has no legal move, so Blue wins."
    );
}

#[test]
fn a_position_string_may_describe_a_finished_game() {
    assert_eq!(
        game("3C3/7/7/7/7/7/7/7/l6 b").outcome(),
        win(BLUE, crate::jungle::DEN).as_ref()
    );
    assert_eq!(
        game("7/7/7/7/7/7/7/7/L6 b").outcome(),
        win(BLUE, crate::jungle::ALL_CAPTURED).as_ref()
    );
    assert_eq!(
        game("cD5/W6/7/7/7/7/7/7/7 b").outcome(),
        win(BLUE, EndReason::NoMoves).as_ref()
    );
}

// §7 the repetition rule.

/// The seed's first example: a Red elephant chasing a Blue dog between e1 and f1.
#[test]
fn the_chasing_elephant_may_not_repeat_a_position_a_third_time_but_the_dog_may() {
    // Red to move first, so that the dog makes the 8th ply and the elephant the 9th.
    let mut g = game("7/7/7/7/7/7/7/4e2/5D1 b");
    play(&mut g, "e2f2 f1e1 f2e2 e1f1 e2f2 f1e1 f2e2");
    // The dog's move brings back the start position for the third time: allowed, a dog cannot capture
    // an elephant.
    play(&mut g, "e1f1");
    assert_eq!(
        g.history()
            .keys()
            .iter()
            .filter(|&&key| key == g.history().keys()[0])
            .count(),
        3
    );
    // The elephant's chase would bring back the position after ply 1 a third time: refused.
    assert!(!moves(&g).contains(&"e2f2".to_owned()));
    assert_eq!(
        refusal(&g, "e2f2"),
        "e2f2 is not a legal move for your elephant: it would bring about a position for the third time, and your elephant can capture the Blue dog that just moved."
    );
    // Other elephant moves stay legal.
    assert!(moves(&g).contains(&"e2e3".to_owned()));
}

/// The seed's second example: a Blue tiger shuttling e3–f3 while a Red rat blocks its jump from e5–f5.
#[test]
fn the_shuttling_tiger_is_restrained_but_the_blocking_rat_is_not() {
    let mut g = game("l6/7/7/7/4r2/7/4T2/7/7 w");
    play(&mut g, "e3f3 e5f5 f3e3 f5e5 e3f3 e5f5 f3e3");
    // The rat's move repeats the start position a third time: a rat cannot capture a tiger.
    play(&mut g, "f5e5");
    assert_eq!(
        refusal(&g, "e3f3"),
        "e3f3 is not a legal move for your tiger: it would bring about a position for the third time, and your tiger can capture the Red rat that just moved."
    );
    assert!(moves(&g).contains(&"e3d3".to_owned()));
}

#[test]
fn a_position_string_starts_the_history_afresh() {
    // The elephant chase of the seed example, cut after 8 plies and reloaded from its position string:
    // the earlier occurrences are not part of the new game, so the chase may go on.
    let mut g = game("7/7/7/7/7/7/7/4e2/5D1 b");
    play(&mut g, "e2f2 f1e1 f2e2 e1f1 e2f2 f1e1 f2e2 e1f1");
    assert!(!moves(&g).contains(&"e2f2".to_owned()));
    let reloaded = game(&g.position());
    assert!(moves(&reloaded).contains(&"e2f2".to_owned()));
}

#[test]
fn the_repetition_rule_forbids_equal_ranks_both_ways() {
    // Two cats chasing each other: both are capable of capturing the other, so whoever would make the
    // third occurrence is refused.
    let mut g = game("l6/7/7/7/7/7/7/4c2/5C1 b");
    play(&mut g, "e2f2 f1e1 f2e2 e1f1 e2f2 f1e1 f2e2");
    assert!(refusal(&g, "e1f1").contains("third time"));
}

#[test]
fn a_player_whose_only_moves_repeat_a_position_loses() {
    // The Red cat can only shuttle a9–a8; the Blue rat shuttles g3–g4. After ply 7 the cat's only move
    // would make the start position occur a third time, so Red has no legal move.
    let mut g = game("cD5/1W5/P6/7/7/7/6R/7/7 w");
    play(&mut g, "g3g4 a9a8 g4g3 a8a9 g3g4 a9a8");
    assert_eq!(g.outcome(), None);
    let notes = play(&mut g, "g4g3");
    assert_eq!(notes, ["Blue Rat g4-g3"]);
    assert_eq!(g.outcome(), win(BLUE, EndReason::NoMoves).as_ref());
}

// §9 anti-shuffle options.

/// Red's moves for the anti-shuffle tests: pieces walking forward, so that no position repeats.
const RED_WALK: [&str; 16] = [
    "a9a8", "a8a7", "a7a6", "a6a5", "a5a4", "a4a3", "g9g8", "g8g7", "g7g6", "g6g5", "d8d7", "d7d6",
    "d6d5", "d5d4", "c8c7", "e8e7",
];

/// Blue to move: a Blue cat on g3 and the Red pieces that walk.
const SHUFFLE_START: &str = "l5t/2wpd2/7/7/7/7/5C1/7/7 w";

/// Plays Blue's `blue` moves interleaved with Red's walk.
fn shuffle(game: &mut Jungle, blue: &[&str]) {
    for (index, mv) in blue.iter().enumerate() {
        play(game, mv);
        play(game, RED_WALK[index]);
    }
}

#[test]
fn seven_three_refuses_a_third_visit_within_seven_moves() {
    let rule = options(&[("anti_shuffle_7_3", "on")]);
    let mut g = game_with(SHUFFLE_START, rule);
    shuffle(&mut g, &["f3f2", "f2f3", "f3f2", "f2f3"]);
    assert_eq!(
        refusal(&g, "f3f2"),
        "f3f2 is not a legal move for your cat: under the 7-3 rule it may not reach f2 a third time within seven moves in a row."
    );
    assert!(moves(&g).contains(&"f3g3".to_owned()));
    // Without the option the shuttle goes on.
    let mut free = game(SHUFFLE_START);
    shuffle(&mut free, &["f3f2", "f2f3", "f3f2", "f2f3", "f3f2"]);
}

#[test]
fn seven_three_counts_only_the_last_seven_moves_of_the_run() {
    let rule = options(&[("anti_shuffle_7_3", "on")]);
    let mut g = game_with(SHUFFLE_START, rule);
    // f2 is reached at moves 1 and 3; for a ninth move the first visit is out of the window of seven.
    shuffle(
        &mut g,
        &[
            "f3f2", "f2g2", "g2f2", "f2e2", "e2e3", "e3f3", "f3g3", "g3g2",
        ],
    );
    assert!(moves(&g).contains(&"g2f2".to_owned()));
}

#[test]
fn seven_three_runs_are_cut_by_another_piece_and_by_traps() {
    let rule = options(&[("anti_shuffle_7_3", "on")]);
    // A move with another piece cuts the run.
    let mut g = game_with("l5t/2wpd2/7/7/7/7/5C1/7/R6 w", rule.clone());
    shuffle(&mut g, &["f3f2", "f2f3", "a1a2", "f3f2", "f2f3"]);
    assert!(moves(&g).contains(&"f3f2".to_owned()));
    // Moves ending on a trap are never refused, and cut the run after them.
    let mut g = game_with("l5t/2wpd2/7/7/7/7/3C3/7/7 w", rule);
    shuffle(
        &mut g,
        &["d3d2", "d2d3", "d3d2", "d2d3", "d3d2", "d2d3", "d3d2"],
    );
}

#[test]
fn seventeen_five_refuses_a_seventeenth_move_within_five_squares() {
    let rules = options(&[("anti_shuffle_17_5", "on"), ("anti_shuffle_7_3", "on")]);
    // The cat circles f3 f2 g2 g3: four squares, no square three times in seven moves.
    let circle = ["f3f2", "f2g2", "g2g3", "g3f3"];
    let blue: Vec<&str> = circle.iter().copied().cycle().take(16).collect();
    // A Blue elephant on b1 keeps Blue from running out of moves.
    let start = "l5t/2wpd2/7/7/7/7/5C1/7/1E5 w";
    let mut g = game_with(start, rules);
    shuffle(&mut g, &blue);
    assert_eq!(
        refusal(&g, "f3f2"),
        "f3f2 is not a legal move for your cat: under the 17-5 rule it may not make 17 moves in a row within 5 or fewer squares."
    );
    // e3 would be a fifth square: still 5 or fewer. The cat has no move left.
    assert!(refusal(&g, "f3e3").contains("17-5"));
    assert!(moves_from(&g, "f3").is_empty());
    let mut free = game_with(start, options(&[("anti_shuffle_7_3", "on")]));
    shuffle(&mut free, &blue);
    assert!(moves(&free).contains(&"f3f2".to_owned()));
}

// §9 no-capture draw.

#[test]
fn no_capture_draw_after_the_set_number_of_quiet_plies() {
    let rule = options(&[("no_capture_draw_plies", "4")]);
    let mut g = game_with(START, rule.clone());
    play(&mut g, "a3a4 a7a6 g3g4");
    assert_eq!(g.outcome(), None);
    let mv = g.parse_action(RED, "g7g8").unwrap();
    let report = g.apply(RED, &mv).unwrap();
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: EndReason::NO_CAPTURE
        })
    );
    assert_eq!(
        report.notes[1].english(),
        "The game is drawn: too many plies in a row without a capture."
    );
    assert!(g.to_act().is_empty());
}

#[test]
fn a_capture_starts_the_no_capture_count_again() {
    let rule = options(&[("no_capture_draw_plies", "4")]);
    let mut g = game_with("7/7/7/7/7/7/3c3/3D3/l6 w", rule);
    play(&mut g, "d2d3 a1a2 d3d4 a2a3");
    assert_eq!(g.outcome(), None);
    play(&mut g, "d4d5");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: EndReason::NO_CAPTURE
        })
    );
}

#[test]
fn no_draw_when_the_last_quiet_ply_wins() {
    let mut g = game_with(
        "7/7/7/7/7/7/7/7/2C3d w",
        options(&[("no_capture_draw_plies", "6")]),
    );
    play(&mut g, "c1c2 g1f1 c2b2 f1e1 b2b3 e1d1");
    assert_eq!(g.outcome(), win(RED, crate::jungle::DEN).as_ref());
}

// §10.1 notation.

#[test]
fn both_input_forms_are_read_forgivingly() {
    let g = Jungle::new_game(JungleOptions::default(), 0);
    let g3g4 = g.parse_action(BLUE, "g3g4").unwrap();
    for text in [
        "g3g4",
        "G3G4",
        "G3-G4",
        "g3 g4",
        "g3xg4",
        "g3×g4",
        " g3 - g4 ",
        "1-g4",
        "1g4",
        "1xg4",
        "1 g4",
    ] {
        assert_eq!(g.parse_action(BLUE, text), Ok(g3g4), "{text}");
    }
    assert_eq!(g.format_action(&g3g4), "g3g4");
    // The digit names the piece of the side that plays it.
    let mut g = g;
    play(&mut g, "g3g4");
    assert_eq!(
        g.format_action(&g.parse_action(RED, "1-a6").unwrap()),
        "a7a6"
    );
    assert_eq!(
        g.format_action(&g.parse_action(RED, "8-g6").unwrap()),
        "g7g6"
    );
    for bad in [
        "", "g3", "g3g4g5", "h3h4", "9-g4", "0g4", "g0g1", "rat g4", "é3g4",
    ] {
        let error = g.parse_action(RED, bad).expect_err(bad).to_string();
        assert!(error.contains("is not a move"), "{bad}: {error}");
    }
}

#[test]
fn a_wrong_capture_mark_is_forgiven_and_the_display_form_is_canonical() {
    let mut g = game("7/7/7/7/7/7/3c3/3D3/l6 w");
    let mv = g.parse_action(BLUE, "d2-d3").unwrap();
    let report = g.apply(BLUE, &mv).unwrap();
    assert_eq!(report.notes[0].english(), "Blue Dog d2xd3 (takes Red Cat)");
    let mv = g.parse_action(RED, "a1xa2").unwrap();
    assert_eq!(
        g.apply(RED, &mv).unwrap().notes[0].english(),
        "Red Lion a1-a2"
    );
}

#[test]
fn the_display_form_names_side_animal_squares_and_what_happened() {
    let mut g = game("7/7/7/7/l2D3/7/7/7/6T b");
    assert_eq!(
        play(&mut g, "a5d5"),
        ["Red Lion a5xd5 (jump, takes Blue Dog)"]
    );
    let mut g = game("7/3C3/7/7/7/7/7/7/l6 w");
    assert_eq!(
        play(&mut g, "d8d9"),
        ["Blue Cat d8-d9 (enters the den, wins)"]
    );
    let mut g = Jungle::new_game(JungleOptions::default(), 0);
    assert_eq!(play(&mut g, "g3g4"), ["Blue Rat g3-g4"]);
}

#[test]
fn under_dog_above_wolf_the_digit_is_the_rank() {
    let swapped = options(&[("dog_above_wolf", "on")]);
    let g = Jungle::new_game(swapped, 0);
    assert_eq!(g.position(), START);
    // Rank 3 is now the wolf on f2, rank 4 the dog on c3.
    assert_eq!(
        g.format_action(&g.parse_action(BLUE, "3-f3").unwrap()),
        "f2f3"
    );
    assert_eq!(
        g.format_action(&g.parse_action(BLUE, "4-d3").unwrap()),
        "c3d3"
    );
    let view = g.view(Audience::Public);
    let label = |name: &str| {
        view.pieces
            .iter()
            .find(|p| p.face.label.unwrap().name == name)
            .unwrap()
            .face
            .label
            .unwrap()
            .short
    };
    assert_eq!((label("Dog"), label("Wolf")), ("4", "3"));
}

#[test]
fn a_rank_digit_for_a_captured_piece_is_refused() {
    let g = game("7/7/7/7/7/7/7/3D3/l6 w");
    assert_eq!(
        g.parse_action(BLUE, "1-a2").unwrap_err().to_string(),
        "Your rat (rank 1) has been captured; move another piece."
    );
}

// §10.3 game record.

#[test]
fn the_record_has_the_tags_and_numbered_canonical_moves() {
    let mut g = Jungle::new_game(JungleOptions::default(), 0);
    play(&mut g, "g3g4 a7a6 b2b3");
    let players = ["Ann".to_owned(), "Bo".to_owned()];
    assert_eq!(
        crate::Game::record(&g, Audience::Public, &players),
        "[Game \"Jungle\"]\n[Date \"????.??.??\"]\n[Players \"Blue: Ann; Red: Bo\"]\n[Result \"*\"]\n\
         1. g3g4 a7a6 2. b2b3"
    );
    g.intervene(Intervention::Resign(RED)).unwrap();
    assert!(
        crate::Game::record(&g, Audience::Seat(RED), &players)
            .contains("[Result \"1-0\"]\n[Termination \"resignation\"]\n1. g3g4")
    );
}

#[test]
fn a_record_marks_captures_with_x_and_the_moves_read_back() {
    let mut g = game("7/1Cd4/7/7/7/7/7/7/6E b");
    play(&mut g, "c8b8 g1g2");
    let record = crate::Game::record(&g, Audience::Public, &[]);
    assert!(
        record.ends_with("[Start \"7/1Cd4/7/7/7/7/7/7/6E b\"]\n1... c8xb8 2. g1g2"),
        "{record}"
    );
    let mut again = game("7/1Cd4/7/7/7/7/7/7/6E b");
    play(&mut again, "c8xb8 g1g2");
    assert_eq!(again.position(), g.position());
}

#[test]
fn a_record_from_another_start_names_it_and_may_begin_with_red() {
    let rules = options(&[
        ("dog_above_wolf", "on"),
        ("rat_water_capture", "LandToWater"),
        ("no_capture_draw_plies", "100"),
    ]);
    let mut g = game_with("7/7/7/7/7/7/7/7/2C3d b", rules);
    play(&mut g, "g1f1 c1c2 f1e1 c2b2 e1d1");
    assert_eq!(
        crate::Game::record(&g, Audience::Public, &["A".to_owned(), "B".to_owned()]),
        "[Game \"Jungle\"]\n[Date \"????.??.??\"]\n[Players \"Blue: A; Red: B\"]\n[Result \"0-1\"]\n\
         [Termination \"den\"]\n\
         [Options \"dog_above_wolf=on rat_water_capture=land_to_water no_capture_draw_plies=100\"]\n\
         [Start \"7/7/7/7/7/7/7/7/2C3d b\"]\n\
         1... g1f1 2. c1c2 f1e1 3. c2b2 e1d1"
    );
}

// Interventions, view, storage.

#[test]
fn interventions_end_the_game_once() {
    for (intervention, outcome, sentence) in [
        (
            Intervention::Resign(BLUE),
            win(RED, EndReason::Resignation),
            "Blue resigns, so Red wins.",
        ),
        (
            Intervention::TimeOut(RED),
            win(BLUE, EndReason::Time),
            "Red ran out of time, so Blue wins.",
        ),
        (
            Intervention::AgreedDraw,
            Some(Outcome::Draw {
                reason: EndReason::Agreement,
            }),
            "The game is drawn by agreement.",
        ),
    ] {
        let mut g = Jungle::new_game(JungleOptions::default(), 0);
        let report = g.intervene(intervention).unwrap();
        assert_eq!(report.notes[0].english(), sentence);
        assert_eq!(g.outcome(), outcome.as_ref());
        assert!(g.to_act().is_empty());
        assert_eq!(g.perft(1), 0);
        assert_eq!(
            g.intervene(Intervention::AgreedDraw)
                .unwrap_err()
                .to_string(),
            "The game is over."
        );
    }
}

#[test]
fn the_view_shows_every_piece_with_its_labels_and_the_last_move() {
    let mut g = Jungle::new_game(JungleOptions::default(), 0);
    let view = g.view(Audience::Public);
    assert_eq!(view.board.name, "jungle");
    assert_eq!(view.perspective, BLUE);
    assert_eq!(view.pieces.len(), 16);
    assert!(view.last_move.is_empty());
    let elephant = view
        .pieces
        .iter()
        .find(|p| p.at == 14)
        .expect("a piece on a3");
    let label = elephant.face.label.expect("shown");
    assert_eq!(
        (elephant.face.owner, label.short, label.name, label.cjk),
        (BLUE, "8", "Elephant", "象")
    );
    let cjk: Vec<&str> = Kind::ALL.iter().map(|kind| kind.cjk()).collect();
    assert_eq!(cjk, ["鼠", "猫", "狗", "狼", "豹", "虎", "狮", "象"]);
    play(&mut g, "g3g4");
    let g3: Point = 2 * 7 + 6;
    assert_eq!(g.view(Audience::Seat(RED)).last_move, vec![g3, g3 + 7]);
    assert_eq!(g.view(Audience::Seat(RED)).perspective, RED);
    assert_eq!(
        g.view(Audience::Seat(RED)).pieces,
        g.view(Audience::Public).pieces
    );
}

#[test]
fn a_stored_game_restores_with_its_history() {
    let mut g = game("7/7/7/7/7/7/7/4e2/5D1 b");
    play(&mut g, "e2f2 f1e1 f2e2 e1f1 e2f2 f1e1 f2e2 e1f1");
    let json = serde_json::to_string(&g).unwrap();
    let restored: Jungle = serde_json::from_str(&json).unwrap();
    assert_eq!(restored, g);
    assert!(!moves(&restored).contains(&"e2f2".to_owned()));
    let mut over = Jungle::new_game(options(&[("any_trap_weakens", "on")]), 0);
    over.intervene(Intervention::TimeOut(BLUE)).unwrap();
    let restored: Jungle = serde_json::from_str(&serde_json::to_string(&over).unwrap()).unwrap();
    assert_eq!(restored, over);
}

#[test]
fn a_stored_game_is_written_as_its_start_and_canonical_moves() {
    let mut g = game("7/7/7/7/7/7/7/4e2/5D1 b");
    play(&mut g, "e2f2 F1-E1");
    let json = serde_json::to_string(&g).unwrap();
    let options = serde_json::to_string(Rules::options(&g)).unwrap();
    let start = serde_json::to_string("7/7/7/7/7/7/7/4e2/5D1 b").unwrap();
    assert_eq!(
        json,
        format!(
            r#"{{"options":{options},"start":{start},"moves":["e2f2","f1e1"],"outcome":null}}"#
        )
    );
}

// §9 option names and values.

#[test]
fn option_values_are_written_in_lower_case_and_read_in_their_first_spelling_too() {
    for (first, now) in [
        ("SameMedium", "same_medium"),
        ("LandToWater", "land_to_water"),
        ("AnyMedium", "any_medium"),
    ] {
        let read = options(&[("rat_water_capture", first)]);
        assert_eq!(read, options(&[("rat_water_capture", now)]));
        assert_eq!(read.rat_water_capture.name(), now);
    }
    // Settings stored by an older build (a waiting challenge, a game's record) read back as the same rules.
    let stored: crate::options::Settings =
        serde_json::from_str(r#"[["rat_water_capture","LandToWater"]]"#).unwrap();
    let read = stored.read::<JungleOptions>().unwrap();
    assert_eq!(read, options(&[("rat_water_capture", "land_to_water")]));
    assert_eq!(
        crate::options::Settings::of(&read).words(),
        ["rat_water_capture=land_to_water"]
    );
}

#[test]
fn options_are_set_by_name_case_insensitively() {
    use crate::options::RuleOptions;
    let set = options(&[
        ("DOG_ABOVE_WOLF", "On"),
        ("rat_water_capture", "anymedium"),
        ("any_trap_weakens", "yes"),
        ("elephant_never_takes_rat", "true"),
        ("tiger_jumps_vertically_only", "1"),
        ("anti_shuffle_7_3", "ON"),
        ("anti_shuffle_17_5", "on"),
        ("no_capture_draw_plies", "100"),
    ]);
    assert_eq!(
        set.non_default(),
        [
            "dog_above_wolf=on",
            "rat_water_capture=any_medium",
            "any_trap_weakens=on",
            "elephant_never_takes_rat=on",
            "tiger_jumps_vertically_only=on",
            "anti_shuffle_7_3=on",
            "anti_shuffle_17_5=on",
            "no_capture_draw_plies=100",
        ]
    );
    assert!(JungleOptions::default().non_default().is_empty());
    let specs: Vec<&str> = JungleOptions::specs()
        .iter()
        .map(|spec| spec.name)
        .collect();
    assert_eq!(specs.len(), 8);
    for (name, value, part) in [
        ("colour", "on", "has no option \"colour\""),
        ("dog_above_wolf", "maybe", "on or off"),
        (
            "rat_water_capture",
            "Sometimes",
            "same_medium, land_to_water, any_medium",
        ),
        (
            "no_capture_draw_plies",
            "0",
            "off or a whole number from 1 to 10000",
        ),
        (
            "no_capture_draw_plies",
            "ten",
            "off or a whole number from 1 to 10000",
        ),
    ] {
        let error = JungleOptions::from_pairs([(name, value)])
            .unwrap_err()
            .to_string();
        assert!(error.contains(part), "{error}");
    }
    assert_eq!(
        JungleOptions::from_pairs([("no_capture_draw_plies", "off")]),
        Ok(JungleOptions::default())
    );
}

#[test]
fn the_rules_summary_is_short_and_names_both_notations() {
    let rules = crate::texts::english(&crate::refusal::Reason::plain("about-rules-jungle"));
    assert!(rules.len() < 1500);
    assert!(rules.contains("g3g4") && rules.contains("1-g4"));
}

#[test]
fn legal_moves_come_in_the_order_of_their_names() {
    let mut g = Jungle::new_game(JungleOptions::default(), 0);
    for ply in 0..40 {
        let listed = moves(&g);
        let mut sorted = listed.clone();
        sorted.sort();
        assert_eq!(listed, sorted, "at ply {ply}");
        let Some(first) = listed.get(ply * 7 % listed.len().max(1)) else {
            break;
        };
        let first = first.clone();
        play(&mut g, &first);
    }
}
