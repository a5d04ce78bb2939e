//! Tests of Cetkaik, written from the rules text (part 1 rule by rule, part 3 workaround by workaround).
//! Positions are written as position strings; most put one piece on an otherwise empty board.

use super::board::{COLUMNS, ROWS, split_squares};
use super::hands::holding;
use super::notation::{canonical, parse};
use super::*;
use crate::Audience;
use crate::model::{EndReason, Outcome, Seat};
use crate::rng::GameRng;
use crate::rules::{Rules, perft_by_clone_and_apply};
use std::collections::BTreeSet;

const ALPHA: Preset = Preset::CerkeOnlineAlpha;
const STRICT: Preset = Preset::StrictY1;

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|| panic!("{name} is a square"))
}

/// A position string with `pieces` (square, code: `*` for Tam2, else kind letter in the owner's case and
/// colour letter) on an empty board, the other fields given whole.
fn board(pieces: &[(&str, &str)]) -> String {
    let mut cells = vec![vec![String::new(); 9]; 9];
    for (square, code) in pieces {
        let square = sq(square);
        cells[square.row()][square.column()] = (*code).to_owned();
    }
    cells
        .iter()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for cell in row {
                if cell.is_empty() {
                    empty += 1;
                } else {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push_str(cell);
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// A game from `pieces` with the IA side to move, Spring, ×1, 20–20 and empty hands.
fn setup(pieces: &[(&str, &str)], preset: Preset) -> Cetkaik {
    game_with(pieces, "IA spring x1 20-20 - - -", preset)
}

fn game_with(pieces: &[(&str, &str)], rest: &str, preset: Preset) -> Cetkaik {
    let text = format!("{} {rest}", board(pieces));
    Cetkaik::from_text(&text, CetkaikOptions { rules: preset })
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn moves(game: &Cetkaik) -> Vec<Move> {
    game.actions()
        .into_iter()
        .filter_map(|action| match action.choice {
            Choice::Move(mv) => Some(mv),
            _ => None,
        })
        .collect()
}

/// The squares the piece on `src` reaches without stepping.
fn plain_from(game: &Cetkaik, src: &str) -> BTreeSet<String> {
    moves(game)
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Plain { src: from, dest } if from == sq(src) => Some(dest.name()),
            _ => None,
        })
        .collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|&n| n.to_owned()).collect()
}

fn play(game: &mut Cetkaik, text: &str) -> Played {
    let side = game.to_act().expect("the game goes on");
    let action = game
        .parse(side, text)
        .unwrap_or_else(|error| panic!("{text}: {error}"));
    game.play(side, action)
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// Plays `text` with its chance step forced.
fn play_forced(game: &mut Cetkaik, text: &str, chance: Chance) -> Played {
    let side = game.to_act().expect("the game goes on");
    let mut action = game
        .parse(side, text)
        .unwrap_or_else(|error| panic!("{text}: {error}"));
    action.chance = Some(chance);
    game.play(side, action)
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn cast(k: u8) -> Chance {
    Chance::Cast(Cast::with_count(k))
}

const FAR: (&str, &str) = ("PA", "*");

// §1.1 and §1.4: squares, water, tam2 hue.

#[test]
fn every_square_name_reads_back() {
    for square in Square::all() {
        assert_eq!(Square::parse(&square.name()), Some(square));
        assert_eq!(Square::parse(&square.name().to_lowercase()), Some(square));
        assert_eq!(Square::from_engine(square.to_engine()), square);
    }
    assert_eq!(sq("KA").index(), 0);
    assert_eq!(sq("PIA").index(), 80);
    assert_eq!(sq("ZO").name(), "ZO");
    assert_eq!(COLUMNS.len() * ROWS.len(), 81);
}

#[test]
fn runs_of_squares_split_before_each_consonant() {
    let names = |run: &str| -> Vec<String> {
        split_squares(run)
            .unwrap()
            .into_iter()
            .map(|s| s.name())
            .collect()
    };
    assert_eq!(names("ZAIZOTO"), ["ZAI", "ZO", "TO"]);
    assert_eq!(names("laulailu"), ["LAU", "LAI", "LU"]);
    assert_eq!(names("KIAPIA"), ["KIA", "PIA"]);
    assert!(split_squares("ZOQ").is_err());
    assert!(split_squares("AZO").is_err());
}

#[test]
fn water_is_a_cross_of_nine_squares() {
    let water: BTreeSet<String> = Square::all()
        .filter(|s| s.is_water())
        .map(|s| s.name())
        .collect();
    assert_eq!(
        water,
        set(&["NO", "TO", "ZO", "XO", "CO", "ZI", "ZU", "ZY", "ZAI"])
    );
    let fixed: BTreeSet<String> = Square::all()
        .filter(|s| s.is_fixed_tam2_hue())
        .map(|s| s.name())
        .collect();
    assert_eq!(
        fixed,
        set(&["NI", "CI", "TU", "XU", "ZO", "TY", "XY", "NAI", "CAI"])
    );
}

#[test]
fn tam2_hue_includes_the_squares_around_tam2_and_its_own_only_under_cerke_online() {
    let game = setup(&[("KA", "*")], ALPHA);
    let position = game.position();
    for name in ["LA", "KE", "LE", "NI", "ZO"] {
        assert!(position.is_tam2_hue(sq(name), false), "{name}");
    }
    assert!(!position.is_tam2_hue(sq("NA"), false));
    assert!(!position.is_tam2_hue(sq("KA"), false));
    assert!(position.is_tam2_hue(sq("KA"), true));
}

// §1.3: the initial position.

#[test]
fn the_start_board_is_the_engines() {
    use cetkaik_naive_representation::absolute::{Field, yhuap_initial_board};
    let field = Field {
        board: yhuap_initial_board(),
        a_side_hop1zuo1: Vec::new(),
        ia_side_hop1zuo1: Vec::new(),
    };
    let from_engine = Position::from_field(&field);
    let ours = Position::start(Season::Spring, Scores::START, Side::IA);
    assert_eq!(from_engine, ours);
    assert_eq!(
        ours.to_text(),
        format!("{} IA spring x1 20-20 - - -", position::START_BOARD)
    );
    // The kings and vessels are the exceptions to the point symmetry.
    let king = |name: &str| ours.piece_at(sq(name)).unwrap();
    assert_eq!(king("ZA"), Piece::new(Side::A, Colour::Red, Kind::King));
    assert_eq!(king("ZIA"), Piece::new(Side::IA, Colour::Black, Kind::King));
    assert_eq!(king("ZI"), Piece::new(Side::A, Colour::Red, Kind::Vessel));
    assert_eq!(
        king("ZAI"),
        Piece::new(Side::IA, Colour::Black, Kind::Vessel)
    );
    assert_eq!(ours.at(sq("ZO")), Some(Occupant::Tam2));
    assert_eq!(ours.occupied().count(), 49);
}

#[test]
fn the_first_player_has_249_moves_at_the_start_under_either_preset() {
    for preset in Preset::ALL {
        let game = Cetkaik::new(CetkaikOptions { rules: preset }, 7);
        let moves = moves(&game);
        assert_eq!(moves.len(), 249, "{preset}");
        let count = |f: fn(&Move) -> bool| moves.iter().filter(|mv| f(mv)).count();
        assert_eq!(count(|mv| matches!(mv, Move::Plain { .. })), 20);
        assert_eq!(count(|mv| matches!(mv, Move::Step { .. })), 62);
        assert_eq!(count(|mv| matches!(mv, Move::StepRanged { .. })), 41);
        assert_eq!(count(|mv| mv.is_tam()), 126);
        assert_eq!(count(|mv| matches!(mv, Move::Drop { .. })), 0);
        let casts: Vec<usize> = moves
            .iter()
            .map(|&mv| game.state().chances(Choice::Move(mv)).len())
            .filter(|&n| n > 0)
            .collect();
        assert_eq!(casts.len(), 45);
        assert_eq!(
            casts.iter().filter(|&&n| n == 2).count(),
            4,
            "water entries"
        );
        assert_eq!(
            casts.iter().filter(|&&n| n == 6).count(),
            41,
            "stepping casts"
        );
    }
}

// §1.5: movement, outside and inside tam2 hue, for the IA side (moving up); Tam2 far away in PA.

struct MovementCase {
    code: &'static str,
    at: &'static str,
    expected: &'static [&'static str],
}

const OUTSIDE: &[MovementCase] = &[
    MovementCase {
        code: "Vb",
        at: "KAU",
        expected: &["KAI", "KY", "KO", "KU", "KI", "KE", "KA"],
    },
    MovementCase {
        code: "Pb",
        at: "LU",
        expected: &["LI"],
    },
    MovementCase {
        code: "Ab",
        at: "LU",
        expected: &[
            "LA", "LE", "LI", "LO", "LY", "LAI", "LAU", "LIA", "KU", "NU", "TU", "ZU", "XU", "CU",
            "MU", "PU",
        ],
    },
    MovementCase {
        code: "Cb",
        at: "LU",
        expected: &["LE", "LY", "TU"],
    },
    MovementCase {
        code: "Tb",
        at: "LU",
        expected: &["KI", "NI", "KO", "NO"],
    },
    MovementCase {
        code: "Hb",
        at: "LU",
        expected: &["TE", "TY"],
    },
    MovementCase {
        code: "Ob",
        at: "LU",
        expected: &[
            "LA", "LE", "LI", "LO", "LY", "LAI", "LAU", "LIA", "KU", "NU",
        ],
    },
    MovementCase {
        code: "Sb",
        at: "LU",
        expected: &["KU", "NU", "TU", "ZU", "XU", "CU", "MU", "PU", "LI", "LO"],
    },
    MovementCase {
        code: "Gb",
        at: "LU",
        expected: &["KI", "LI", "NI", "KU", "NU", "KO", "NO"],
    },
    MovementCase {
        code: "Kb",
        at: "LU",
        expected: &["KI", "LI", "NI", "KU", "NU", "KO", "LO", "NO"],
    },
];

const DIAGONALS_FROM_TU: &[&str] = &[
    "NI", "LE", "KA", "ZI", "XE", "CA", "NO", "LY", "KAI", "ZO", "XY", "CAI", "MAU", "PIA",
];

const INSIDE: &[MovementCase] = &[
    MovementCase {
        code: "Vb",
        at: "NAI",
        expected: &[
            "NY", "NO", "NU", "NI", "NE", "NA", "NAU", "NIA", "LAI", "TAI", "KAI", "ZAI",
        ],
    },
    MovementCase {
        code: "Pb",
        at: "NAI",
        expected: &["NY", "NAU", "LAI", "TAI", "NO"],
    },
    MovementCase {
        code: "Ab",
        at: "TU",
        expected: DIAGONALS_FROM_TU,
    },
    MovementCase {
        code: "Cb",
        at: "TU",
        expected: &["LE", "XE", "LY", "XY"],
    },
    MovementCase {
        code: "Tb",
        at: "TU",
        expected: DIAGONALS_FROM_TU,
    },
    MovementCase {
        code: "Hb",
        at: "TU",
        expected: &[
            "LE", "KA", "XE", "CA", "LY", "KAI", "XY", "CAI", "MAU", "PIA",
        ],
    },
    MovementCase {
        code: "Ob",
        at: "TU",
        expected: &[
            "TA", "TE", "TI", "TO", "TY", "TAI", "TAU", "TIA", "KU", "LU", "NU", "ZU", "XU", "CU",
            "MU", "PU",
        ],
    },
    MovementCase {
        code: "Gb",
        at: "TU",
        expected: &["NI", "TI", "ZI", "NU", "ZU", "NO", "TO", "ZO"],
    },
    MovementCase {
        code: "Kb",
        at: "TU",
        expected: &["NI", "TI", "ZI", "NU", "ZU", "NO", "TO", "ZO"],
    },
];

#[test]
fn each_piece_moves_as_the_table_says_outside_tam2_hue() {
    for case in OUTSIDE {
        for preset in Preset::ALL {
            let game = setup(&[(case.at, case.code), FAR], preset);
            assert!(!game.position().is_tam2_hue(sq(case.at), true));
            assert_eq!(
                plain_from(&game, case.at),
                set(case.expected),
                "{} on {}",
                case.code,
                case.at
            );
        }
    }
}

#[test]
fn each_piece_moves_as_the_table_says_inside_tam2_hue() {
    for case in INSIDE {
        let game = setup(&[(case.at, case.code), FAR], ALPHA);
        assert!(game.position().is_tam2_hue(sq(case.at), false));
        assert_eq!(
            plain_from(&game, case.at),
            set(case.expected),
            "{} on {}",
            case.code,
            case.at
        );
    }
}

#[test]
fn the_shaman_in_tam2_hue_goes_every_way_and_passes_over_one_piece() {
    let mut expected: BTreeSet<String> = DIAGONALS_FROM_TU.iter().map(|s| s.to_string()).collect();
    expected.extend(
        [
            "TA", "TE", "TI", "TO", "TY", "TAI", "TAU", "TIA", "KU", "LU", "NU", "ZU", "XU", "CU",
            "MU", "PU",
        ]
        .map(String::from),
    );
    let open = setup(&[("TU", "Sb"), FAR], ALPHA);
    assert_eq!(plain_from(&open, "TU"), expected);
    // An own piece on TO is passed over once: TY and beyond are reached; a second piece stops it.
    let one = setup(&[("TU", "Sb"), ("TO", "Pb"), FAR], ALPHA);
    assert!(plain_from(&one, "TU").contains("TY"));
    assert!(plain_from(&one, "TU").contains("TIA"));
    let two = setup(&[("TU", "Sb"), ("TO", "Pb"), ("TAI", "Pb"), FAR], ALPHA);
    assert!(plain_from(&two, "TU").contains("TY"));
    assert!(!plain_from(&two, "TU").contains("TAU"));
}

#[test]
fn the_horse_in_tam2_hue_jumps_only_the_adjacent_diagonal_square() {
    let jump = setup(&[("TU", "Hb"), ("ZO", "Pb"), FAR], ALPHA);
    assert!(plain_from(&jump, "TU").contains("XY"));
    let blocked = setup(&[("TU", "Hb"), ("XY", "Pb"), FAR], ALPHA);
    assert!(!plain_from(&blocked, "TU").contains("CAI"));
}

#[test]
fn the_chariot_and_horse_jump_over_what_is_between() {
    let chariot = setup(&[("LU", "Cb"), ("LO", "pr"), FAR], ALPHA);
    assert!(plain_from(&chariot, "LU").contains("LY"));
    let horse = setup(&[("LU", "Hb"), ("NO", "pr"), FAR], ALPHA);
    assert!(plain_from(&horse, "LU").contains("TY"));
}

#[test]
fn a_sides_pieces_move_down_the_board() {
    let game = game_with(
        &[("LU", "pb"), ("PIA", "*")],
        "A spring x1 20-20 - - -",
        ALPHA,
    );
    assert_eq!(plain_from(&game, "LU"), set(&["LO"]));
    let general = game_with(&[("LU", "gb"), FAR], "A spring x1 20-20 - - -", ALPHA);
    assert_eq!(
        plain_from(&general, "LU"),
        set(&["KI", "NI", "KU", "NU", "KO", "LO", "NO"])
    );
}

#[test]
fn a_square_next_to_tam2_gives_the_tam2_hue_movement() {
    let near = setup(&[("LE", "Tb"), ("KA", "*")], ALPHA);
    assert!(plain_from(&near, "LE").contains("XY"));
    let far = setup(&[("LE", "Tb"), FAR], ALPHA);
    assert_eq!(plain_from(&far, "LE"), set(&["KA", "NA", "KI", "NI"]));
}

// §1.5: captures.

#[test]
fn a_piece_captures_an_opponents_piece_but_not_its_own_nor_tam2() {
    let game = setup(
        &[("LU", "Ab"), ("LE", "pr"), ("NU", "Pb"), ("LAU", "*")],
        ALPHA,
    );
    let plain = plain_from(&game, "LU");
    assert!(plain.contains("LE"), "captures the A side's Pawn");
    assert!(!plain.contains("NU"), "never its own piece");
    assert!(!plain.contains("LAU"), "never Tam2");
    let mut game = game;
    play(&mut game, "LU LE");
    assert_eq!(
        game.position().hand(Side::IA),
        &[Token::new(Colour::Red, Kind::Pawn)]
    );
    assert_eq!(
        game.position().piece_at(sq("LE")),
        Some(Piece::new(Side::IA, Colour::Black, Kind::Archer))
    );
}

#[test]
fn a_general_in_tam2_hue_protects_its_neighbours() {
    // The A side's General on TU (fixed tam2 hue) protects the Pawn on NU: no capture, stepping only.
    let protected = setup(&[("KU", "Ab"), ("NU", "pr"), ("TU", "gb"), FAR], ALPHA);
    assert!(!plain_from(&protected, "KU").contains("NU"));
    assert!(
        moves(&protected)
            .iter()
            .any(|mv| mv.step() == Some(sq("NU")))
    );
    // On TI the General is not in tam2 hue and protects nothing.
    let unprotected = setup(&[("KU", "Ab"), ("NU", "pr"), ("TI", "gb"), FAR], ALPHA);
    assert!(plain_from(&unprotected, "KU").contains("NU"));
}

// §1.6: Tam2.

#[test]
fn tam2_makes_two_king_steps_to_empty_squares() {
    let game = setup(&[("ZO", "*"), ("PIA", "Kb")], ALPHA);
    let tam: Vec<Move> = moves(&game).into_iter().filter(|mv| mv.is_tam()).collect();
    assert!(tam.iter().all(|mv| matches!(mv, Move::Tam { .. })));
    let ends: BTreeSet<String> = tam
        .iter()
        .filter_map(|mv| mv.dest())
        .map(|s| s.name())
        .collect();
    // Every square within two King steps, ZO included (a futile move, allowed by Cerke Online).
    assert_eq!(ends.len(), 25);
    assert!(ends.contains("ZO"));
    assert!(tam.contains(&Move::Tam {
        src: sq("ZO"),
        first: sq("ZU"),
        second: sq("ZI")
    }));
    assert!(
        game.state().chances(Choice::Move(tam[0])).is_empty(),
        "no cast"
    );
}

#[test]
fn tam2_steps_over_one_piece_in_either_half() {
    let game = setup(&[("ZO", "*"), ("ZU", "Pb"), ("PIA", "Kb")], ALPHA);
    let all = moves(&game);
    assert!(all.contains(&Move::TamStepFirst {
        src: sq("ZO"),
        step: sq("ZU"),
        first: sq("ZI"),
        second: sq("ZE")
    }));
    assert!(all.contains(&Move::TamStepSecond {
        src: sq("ZO"),
        first: sq("TO"),
        step: sq("ZU"),
        second: sq("XI")
    }));
    // Never two steps in one move: boxed in by two rings of pieces, Tam2 cannot move at all.
    let boxed = setup(
        &[
            ("KA", "*"),
            ("LA", "Pb"),
            ("KE", "Pb"),
            ("LE", "Pb"),
            ("NA", "Pb"),
            ("NE", "Pb"),
            ("NI", "Pb"),
            ("LI", "Pb"),
            ("KI", "Pb"),
        ],
        ALPHA,
    );
    assert!(!moves(&boxed).iter().any(|mv| mv.is_tam()));
}

#[test]
fn cerke_online_forbids_moving_tam2_right_after_the_opponent_did() {
    let free = setup(&[("ZO", "*"), ("PIA", "Kb")], ALPHA);
    assert!(moves(&free).iter().any(|mv| mv.is_tam()));
    let just_moved = game_with(
        &[("ZO", "*"), ("PIA", "Kb")],
        "IA spring x1 20-20 tam-moved - -",
        ALPHA,
    );
    assert!(!moves(&just_moved).iter().any(|mv| mv.is_tam()));
    let error = just_moved.parse(Side::IA, "ZO皇[ZU]ZI").unwrap_err();
    assert!(
        error.sentence().contains("Tam2 moved on the last move"),
        "{error}"
    );
}

#[test]
fn strict_rules_charge_three_for_each_futile_tam2_move_as_a_hand() {
    // Moving Tam2 right after the opponent did: a −3 hand, so a decision.
    let mut after = game_with(
        &[("ZO", "*"), ("PIA", "Kb"), ("PA", "kr")],
        "IA spring x1 20-20 tam-moved - -",
        STRICT,
    );
    let played = play(&mut after, "ZO皇[ZU]ZI");
    assert!(!played.ends_turn);
    let Step::Decision(decision) = &after.state().step else {
        panic!("a decision")
    };
    assert_eq!(decision.penalty, -3);
    play(&mut after, "taxot");
    assert_eq!(after.position().scores, Scores { ia: 17, a: 23 });
    // Back to its own square as well: −6.
    let mut both = game_with(
        &[("ZO", "*"), ("PIA", "Kb"), ("PA", "kr")],
        "IA spring x1 20-20 tam-moved - -",
        STRICT,
    );
    play(&mut both, "ZO皇[ZU]ZO");
    let Step::Decision(decision) = &both.state().step else {
        panic!("a decision")
    };
    assert_eq!(decision.penalty, -6);
    // Ty mok leaves the scores alone and doubles the stake.
    play(&mut both, "tymok");
    assert_eq!(both.position().scores, Scores::START);
    assert_eq!(both.position().stake.multiplier(), 2);
    // Cerke Online: returning to its square costs nothing.
    let mut online = setup(&[("ZO", "*"), ("PIA", "Kb"), ("PA", "kr")], ALPHA);
    let played = play(&mut online, "ZO皇[ZU]ZO");
    assert!(played.ends_turn);
    assert_eq!(online.position().scores, Scores::START);
    assert_eq!(online.to_act(), Some(Side::A));
    assert!(online.position().tam_moved);
}

// §1.7: stepping over.

#[test]
fn a_piece_steps_over_another_once_and_goes_on_with_the_movement_of_the_via_point() {
    let game = setup(&[("KAI", "Pb"), ("KY", "Pb"), FAR], ALPHA);
    assert!(moves(&game).contains(&Move::Step {
        src: sq("KAI"),
        step: sq("KY"),
        dest: sq("KO")
    }));
    let twice = game_with(
        &[("KAI", "Pb"), ("KY", "Pb"), ("KO", "Pb"), FAR],
        "IA spring x1 20-20 - - -",
        ALPHA,
    );
    assert!(
        !moves(&twice)
            .iter()
            .any(|mv| mv.src() == Some(sq("KAI")) && mv.dest() == Some(sq("KU")))
    );
    // An opponent's piece offers both: capture, or step over it.
    let opponent = setup(&[("KAI", "Pb"), ("KY", "pr"), FAR], ALPHA);
    let all = moves(&opponent);
    assert!(all.contains(&Move::Plain {
        src: sq("KAI"),
        dest: sq("KY")
    }));
    assert!(all.contains(&Move::Step {
        src: sq("KAI"),
        step: sq("KY"),
        dest: sq("KO")
    }));
    // Tam2 hue is judged at the via point: a Pawn stepping onto NAI moves there as in tam2 hue.
    let hue = setup(&[("NAU", "Pb"), ("NAI", "Pb"), FAR], ALPHA);
    assert!(moves(&hue).contains(&Move::Step {
        src: sq("NAU"),
        step: sq("NAI"),
        dest: sq("NO")
    }));
}

#[test]
fn a_ranged_continuation_needs_a_cast_and_goes_at_most_k_squares() {
    let mut game = setup(&[("KAU", "Ab"), ("KAI", "Pb"), FAR], ALPHA);
    let action = game.parse(Side::IA, "KAU KAI ?KU").unwrap();
    assert_eq!(game.state().chances(action.choice).len(), 6);
    let played = play_forced(&mut game, "KAU KAI ?KU", cast(2));
    assert!(!played.ends_turn);
    assert_eq!(game.step_kind(), StepKind::AwaitingCastChoice);
    // Cerke Online: the declared direction, up to 2 squares beyond KAI.
    let landings: Vec<Choice> = game.actions().into_iter().map(|a| a.choice).collect();
    assert_eq!(
        landings,
        vec![
            Choice::Land(None),
            Choice::Land(Some(sq("KY"))),
            Choice::Land(Some(sq("KO")))
        ]
    );
    let error = game.parse(Side::IA, "KU").unwrap_err();
    assert!(error.sentence().contains("the cast allows 2"), "{error}");
    play(&mut game, "KO");
    assert_eq!(
        game.position().piece_at(sq("KO")).map(|p| p.kind),
        Some(Kind::Archer)
    );
    assert_eq!(game.to_act(), Some(Side::A));
}

#[test]
fn strict_rules_land_only_on_the_declared_square() {
    let mut game = setup(&[("KAU", "Ab"), ("KAI", "Pb"), FAR], STRICT);
    play_forced(&mut game, "KAU KAI ?KO", cast(3));
    let landings: Vec<Choice> = game.actions().into_iter().map(|a| a.choice).collect();
    assert_eq!(
        landings,
        vec![Choice::Land(None), Choice::Land(Some(sq("KO")))]
    );
    let error = game.parse(Side::IA, "KY").unwrap_err();
    assert!(error.sentence().contains("declared"), "{error}");
    play(&mut game, "give up");
    assert_eq!(
        game.position().piece_at(sq("KAU")).map(|p| p.kind),
        Some(Kind::Archer)
    );
    assert_eq!(game.to_act(), Some(Side::A));
    assert!(matches!(
        game.history().last().unwrap().facts[0],
        Fact::Failed {
            failure: Failure::GaveUp,
            ..
        }
    ));
}

#[test]
fn a_cast_that_reaches_nothing_gives_up_at_once() {
    for (preset, declared, k) in [(ALPHA, "KU", 0), (STRICT, "KU", 2)] {
        let mut game = setup(&[("KAU", "Ab"), ("KAI", "Pb"), FAR], preset);
        let played = play_forced(&mut game, &format!("KAU KAI ?{declared}"), cast(k));
        assert!(played.ends_turn, "{preset}");
        assert!(played.facts.iter().any(|f| matches!(
            f,
            Fact::Failed {
                failure: Failure::OutOfReach,
                ..
            }
        )));
        assert_eq!(game.to_act(), Some(Side::A));
        assert_eq!(
            game.position().piece_at(sq("KAU")).map(|p| p.kind),
            Some(Kind::Archer)
        );
    }
}

#[test]
fn a_declared_target_off_every_line_is_refused() {
    // The engine's apply_inf_after_step checks only the start and the via point (§3.6); the declared
    // square must be one of the candidates.
    let mut game = setup(&[("KAU", "Ab"), ("KAI", "Pb"), FAR], ALPHA);
    let off_line = Move::StepRanged {
        src: sq("KAU"),
        step: sq("KAI"),
        declared: sq("LO"),
    };
    let error = game.play(Side::IA, off_line.into()).unwrap_err();
    assert!(error.sentence().contains("cannot go to LO"), "{error}");
    assert_eq!(game.step_kind(), StepKind::AwaitingMove);
    assert!(game.history().is_empty());
}

#[test]
fn a_piece_may_step_over_another_and_come_back() {
    let game = setup(&[("KIA", "Ob"), ("KAU", "Pb"), FAR], ALPHA);
    assert!(moves(&game).contains(&Move::StepRanged {
        src: sq("KIA"),
        step: sq("KAU"),
        declared: sq("KIA")
    }));
}

#[test]
fn stepping_over_tam2_depends_on_whether_its_square_is_tam2_hue() {
    // A Tiger on KI (next to Tam2 on LU) steps over Tam2. Cerke Online: LU is tam2 hue, so the Tiger
    // goes on diagonally as far as it likes (a cast); strict: it goes on one square.
    let pieces = [("KI", "Tb"), ("LU", "*")];
    let online = moves(&setup(&pieces, ALPHA));
    let strict = moves(&setup(&pieces, STRICT));
    let via = |list: &[Move], ranged: bool| {
        list.iter().any(|mv| {
            mv.step() == Some(sq("LU")) && matches!(mv, Move::StepRanged { .. }) == ranged
        })
    };
    assert!(via(&online, true) && !via(&online, false));
    assert!(via(&strict, false) && !via(&strict, true));
}

// §3.1: the Tam2-stepping penalty.

fn start_ia_to_move(preset: Preset) -> Cetkaik {
    Cetkaik::from_text(
        &format!("{} IA spring x1 20-20 - - -", position::START_BOARD),
        CetkaikOptions { rules: preset },
    )
    .unwrap()
}

#[test]
fn stepping_over_tam2_costs_five_at_once_under_cerke_online() {
    let mut game = start_ia_to_move(ALPHA);
    let played = play(&mut game, "ZAI片ZOTO");
    assert!(played.ends_turn);
    assert_eq!(game.position().scores, Scores { ia: 15, a: 25 });
    assert_eq!(game.step_kind(), StepKind::AwaitingMove);
    assert_eq!(game.to_act(), Some(Side::A));
    assert!(played.facts.contains(&Fact::SteppedOverTam2 {
        side: Side::IA,
        charged: -5
    }));
}

#[test]
fn the_immediate_penalty_scales_with_the_stake() {
    let mut game = Cetkaik::from_text(
        &format!("{} IA spring x4 20-20 - - -", position::START_BOARD),
        CetkaikOptions::default(),
    )
    .unwrap();
    play(&mut game, "ZAI片ZOTO");
    assert_eq!(
        game.position().scores,
        Scores { ia: 0, a: 40 }.after(Side::IA, 0, Stake::ONE)
    );
    assert_eq!(game.position().scores, Scores { ia: 0, a: 40 });
    // 20 − 5 × 4 = 0: the game is over at once.
    assert_eq!(
        game.outcome(),
        Some(&Outcome::Win {
            winners: vec![Seat(1)],
            reason: crate::cetkaik::SCORE
        })
    );
}

#[test]
fn the_stepping_penalty_is_charged_when_the_move_then_fails() {
    // A Vessel on KIA, Tam2 on KAI: stepping over Tam2 with a ranged continuation, then a cast of 0.
    let mut game = setup(&[("KIA", "Vb"), ("KAI", "*")], ALPHA);
    play_forced(&mut game, "KIA KAI ?KU", cast(0));
    assert_eq!(game.position().scores, Scores { ia: 15, a: 25 });
    assert_eq!(
        game.position().piece_at(sq("KIA")).map(|p| p.kind),
        Some(Kind::Vessel)
    );
}

#[test]
fn stepping_over_tam2_is_a_minus_five_hand_under_strict_rules() {
    let mut game = start_ia_to_move(STRICT);
    let played = play(&mut game, "ZAI片ZOTO");
    assert!(!played.ends_turn);
    let Step::Decision(decision) = &game.state().step else {
        panic!("a decision")
    };
    assert_eq!(decision.penalty, -5);
    assert_eq!(game.position().scores, Scores::START);
    play(&mut game, "taxot");
    assert_eq!(game.position().scores, Scores { ia: 15, a: 25 });
    assert_eq!(game.position().season, Season::Summer);
}

// §1.9: entering water.

#[test]
fn entering_water_needs_three_marked_sticks() {
    let pieces = [("NY", "Pb"), FAR];
    let mut failed = setup(&pieces, ALPHA);
    assert_eq!(
        failed
            .state()
            .chances(Choice::Move(Move::Plain {
                src: sq("NY"),
                dest: sq("NO")
            }))
            .len(),
        2
    );
    let played = play_forced(&mut failed, "NY NO", Chance::Cast(Cast::with_count(2)));
    assert!(played.ends_turn);
    assert!(failed.position().piece_at(sq("NY")).is_some());
    assert!(failed.position().at(sq("NO")).is_none());
    assert_eq!(failed.to_act(), Some(Side::A));
    let mut entered = setup(&pieces, ALPHA);
    play_forced(&mut entered, "NY NO", Chance::Cast(Cast::with_count(3)));
    assert!(entered.position().piece_at(sq("NO")).is_some());
}

#[test]
fn vessels_tam2_moves_from_water_and_drops_need_no_water_cast() {
    let needs = |pieces: &[(&str, &str)], mv: Move| {
        let game = setup(pieces, ALPHA);
        assert!(
            game.state().choices(ALPHA).contains(&Choice::Move(mv)),
            "{mv}"
        );
        !game.state().chances(Choice::Move(mv)).is_empty()
    };
    let plain = |src: &str, dest: &str| Move::Plain {
        src: sq(src),
        dest: sq(dest),
    };
    assert!(
        !needs(&[("TAI", "Vb"), FAR], plain("TAI", "TO")),
        "a Vessel"
    );
    assert!(
        !needs(&[("ZY", "Pb"), FAR], plain("ZY", "ZO")),
        "starting on water"
    );
    assert!(
        !needs(&[("XAU", "Ab"), ("KA", "*")], plain("XAU", "XU")),
        "passing through water"
    );
    assert!(
        needs(&[("XAU", "Ab"), ("KA", "*")], plain("XAU", "XO")),
        "ending on water"
    );
    // §3.7: decided from the mover, whatever it captures.
    assert!(
        needs(&[("NY", "Pb"), ("NO", "vr"), FAR], plain("NY", "NO")),
        "a Pawn takes a Vessel"
    );
    assert!(
        !needs(&[("TAI", "Vb"), ("TO", "pr"), FAR], plain("TAI", "TO")),
        "a Vessel takes a Pawn"
    );
    let tam = setup(&[("ZU", "*"), ("PIA", "Kb")], ALPHA);
    let onto_water = Move::Tam {
        src: sq("ZU"),
        first: sq("TU"),
        second: sq("TO"),
    };
    assert!(
        tam.state().chances(Choice::Move(onto_water)).is_empty(),
        "Tam2"
    );
    let drop = game_with(&[FAR], "IA spring x1 20-20 - Pb -", ALPHA);
    let onto = Move::Drop {
        colour: Colour::Black,
        kind: Kind::Pawn,
        dest: sq("ZO"),
    };
    assert!(drop.state().choices(ALPHA).contains(&Choice::Move(onto)));
    assert!(
        drop.state().chances(Choice::Move(onto)).is_empty(),
        "a drop"
    );
}

// §1.10: drops.

#[test]
fn a_drop_goes_on_any_empty_square_and_keeps_its_colour() {
    let mut game = game_with(&[FAR, ("KA", "kr")], "IA spring x1 20-20 - PrPrTb -", ALPHA);
    let drops: Vec<Move> = moves(&game)
        .into_iter()
        .filter(|mv| mv.dropped().is_some())
        .collect();
    // Two distinct pieces (the two red Pawns are one choice) on each of 79 empty squares.
    assert_eq!(drops.len(), 2 * 79);
    play(&mut game, "black tiger LU");
    assert_eq!(
        game.position().piece_at(sq("LU")),
        Some(Piece::new(Side::IA, Colour::Black, Kind::Tiger))
    );
    assert_eq!(
        game.position().hand(Side::IA),
        &[Token::new(Colour::Red, Kind::Pawn); 2]
    );
}

#[test]
fn a_drop_never_forms_a_hand() {
    // A red Horse, a red Tiger and a black Tiger: same-colour Animals. Dropping the red Tiger leaves plain
    // Animals, which the engine would take for a new hand.
    let mut game = game_with(&[FAR, ("KA", "kr")], "IA spring x1 20-20 - TrTbHr -", ALPHA);
    let played = play(&mut game, "赤虎LU");
    assert!(played.ends_turn);
    assert_eq!(game.step_kind(), StepKind::AwaitingMove);
    assert_eq!(game.to_act(), Some(Side::A));
}

// §1.11: hands and their points.

fn hands_of(tokens: &str) -> (Vec<(Hand, bool)>, i32) {
    let mut list = Vec::new();
    let chars: Vec<char> = tokens.chars().collect();
    for pair in chars.chunks(2) {
        let kind = Kind::from_letter(pair[0]).unwrap();
        let colour = if pair[1] == 'r' {
            Colour::Red
        } else {
            Colour::Black
        };
        list.push(Token::new(colour, kind));
    }
    let held = holding(&list);
    (
        held.hands.iter().map(|h| (h.hand, h.same_colour)).collect(),
        held.total,
    )
}

#[test]
fn every_hand_scores_its_points_and_two_more_in_one_colour() {
    type Case = (&'static str, &'static [(Hand, bool)], i32);
    let cases: &[Case] = &[
        ("TrHb", &[(Hand::Animals, false)], 3),
        ("TrHr", &[(Hand::Animals, true)], 5),
        ("GbPrPb", &[(Hand::Army, false)], 3),
        ("GbPbPb", &[(Hand::Army, true)], 5),
        ("CrPbPb", &[(Hand::Comrades, false)], 3),
        ("CbPbPb", &[(Hand::Comrades, true)], 5),
        ("PrPrPrPbPb", &[(Hand::DeadlyArmy, false)], 3),
        ("PrPrPrPrPr", &[(Hand::DeadlyArmy, true)], 5),
        ("PrArHb", &[(Hand::Cavalry, false)], 5),
        ("PbAbHb", &[(Hand::Cavalry, true)], 7),
        ("VrCrHb", &[(Hand::Attack, false)], 5),
        ("VbCbHb", &[(Hand::Attack, true)], 7),
        ("OrSrGb", &[(Hand::Culture, false)], 7),
        ("ObSbGb", &[(Hand::Culture, true)], 9),
        ("Kr", &[(Hand::King, false)], 5),
        ("Kb", &[(Hand::King, false)], 5),
    ];
    for (tokens, hands, total) in cases {
        assert_eq!(hands_of(tokens), (hands.to_vec(), *total), "{tokens}");
    }
    // The Social Order contains the Culture: both count.
    let (hands, total) = hands_of("PrAbGbObSb");
    assert!(hands.contains(&(Hand::SocialOrder, false)));
    assert!(hands.contains(&(Hand::Culture, true)));
    assert_eq!(total, 10 + 9);
    // The Unbeatable: one of each of the ten kinds.
    let (hands, _) = hands_of("VrPrArCrTrHrOrSrGrKb");
    assert!(hands.contains(&(Hand::Unbeatable, false)));
    let (hands, _) = hands_of("VbPbAbCbTbHbObSbGbKb");
    assert!(hands.contains(&(Hand::Unbeatable, true)));
    assert_eq!(
        FormedHand {
            hand: Hand::Unbeatable,
            same_colour: true
        }
        .points(),
        52
    );
}

#[test]
fn a_hand_counts_once_and_a_king_is_a_wildcard_of_its_colour() {
    assert_eq!(hands_of("TrTbHrHb"), (vec![(Hand::Animals, true)], 5));
    assert_eq!(hands_of("TrTbHbHb"), (vec![(Hand::Animals, true)], 5));
    // A black King and a black Tiger: the King (5) and same-colour Animals (5).
    assert_eq!(
        hands_of("TbKb"),
        (vec![(Hand::King, false), (Hand::Animals, true)], 10)
    );
    // A black King stands in for a black Horse beside a red Tiger: plain Animals.
    assert_eq!(
        hands_of("TrKb"),
        (vec![(Hand::King, false), (Hand::Animals, false)], 8)
    );
    assert_eq!(hands_of("GrKr"), (vec![(Hand::King, false)], 5));
}

#[test]
fn a_hand_table_entry_has_every_name() {
    for hand in Hand::ALL {
        assert!(
            !hand.name().is_empty() && !hand.kanji().is_empty() && !hand.romanised().is_empty()
        );
        for same_colour in [false, true] {
            let formed = FormedHand { hand, same_colour };
            if same_colour && !hand.has_same_colour_version() {
                assert_eq!(FormedHand::from_id(&formed.id()), None);
            } else {
                assert_eq!(FormedHand::from_id(&formed.id()), Some(formed));
            }
        }
    }
    assert_eq!(Penalty::SteppedOverTam2.points(), -5);
    assert_eq!(Penalty::FutileTam2.points(), -3);
}

// §1.12 and §1.13: the decision, stakes, seasons, the end.

/// The IA Archer on LU can take the A side's red Horse on LE; the IA side holds a red Tiger.
fn about_to_form_animals(rest: &str) -> Cetkaik {
    game_with(
        &[("LU", "Ab"), ("LE", "hr"), ("KA", "kr"), FAR],
        rest,
        ALPHA,
    )
}

#[test]
fn a_capture_that_forms_a_hand_asks_the_mover() {
    let mut game = about_to_form_animals("IA spring x1 20-20 - Tr -");
    let played = play(&mut game, "LU LE");
    assert!(!played.ends_turn);
    assert_eq!(game.step_kind(), StepKind::AwaitingDecision);
    assert_eq!(game.to_act(), Some(Side::IA));
    let Step::Decision(decision) = &game.state().step else {
        panic!("a decision")
    };
    assert_eq!(
        decision.new_hands,
        vec![FormedHand {
            hand: Hand::Animals,
            same_colour: true
        }]
    );
    let error = game.parse(Side::IA, "KA KE").unwrap_err();
    assert!(error.sentence().contains("tymok"), "{error}");
    assert!(
        game.parse(Side::A, "tymok").is_err(),
        "only the mover decides"
    );
}

#[test]
fn ty_mok_doubles_the_stake_and_passes_the_turn() {
    let mut game = about_to_form_animals("IA spring x8 20-20 - Tr -");
    play(&mut game, "LU LE");
    let played = play(&mut game, "再行");
    assert!(played.ends_turn);
    assert_eq!(game.position().stake.multiplier(), 16);
    assert_eq!(game.position().scores, Scores::START);
    assert_eq!(game.to_act(), Some(Side::A));
    assert_eq!(game.position().season, Season::Spring);
    assert_eq!(
        Stake::times(64).unwrap().doubled().multiplier(),
        64,
        "the stake stops at ×64"
    );
}

#[test]
fn ta_xot_says_the_points_that_changed_hands_not_the_hands_times_the_stake() {
    // 10 points of hands × 4 would be 40, but the A side has only 10 left to lose.
    let mut game = game_with(
        &[("LU", "Ab"), ("LE", "kr"), ("PIA", "Kb"), FAR],
        "IA spring x4 30-10 - TrHb -",
        ALPHA,
    );
    play(&mut game, "LU LE");
    let played = play(&mut game, "taxot");
    assert!(played.facts.contains(&Fact::SeasonEnded {
        side: Side::IA,
        season: Season::Spring,
        gained: 10,
        scores: Scores { ia: 40, a: 0 }
    }));
    let notes: Vec<String> = Cetkaik::report(&played.facts)
        .notes
        .iter()
        .map(|note| note.english())
        .collect();
    assert!(
        notes
            .iter()
            .any(|note| note.contains("chooses ta xot (終季) and gains 10: ")),
        "{notes:?}"
    );
}

#[test]
fn the_decision_offers_ta_xot_with_the_points_it_would_move() {
    let mut game = game_with(
        &[("LU", "Ab"), ("LE", "kr"), ("PIA", "Kb"), FAR],
        "IA spring x4 30-10 - TrHb -",
        ALPHA,
    );
    play(&mut game, "LU LE");
    let info: Vec<String> = Rules::view(&game, Audience::Public)
        .info
        .iter()
        .map(|line| line.english())
        .collect();
    assert!(
        info.iter().any(|line| line.contains("ta xot (+10 → 40–0)")),
        "{info:?}"
    );
}

#[test]
fn ta_xot_scores_every_hand_held_times_the_stake() {
    // Holding a red Tiger and a black Horse (plain Animals, 3), the IA side takes the red King: the King
    // (5), and with it as a red wildcard same-colour Animals (5), new to the hand. Ta xot: 10 × 2.
    let mut game = game_with(
        &[("LU", "Ab"), ("LE", "kr"), ("PIA", "Kb"), FAR],
        "IA autumn x2 15-25 - TrHb -",
        ALPHA,
    );
    play(&mut game, "LU LE");
    let Step::Decision(decision) = game.state().step.clone() else {
        panic!("a decision")
    };
    assert_eq!(
        decision.new_hands,
        vec![
            FormedHand {
                hand: Hand::King,
                same_colour: false
            },
            FormedHand {
                hand: Hand::Animals,
                same_colour: true
            }
        ]
    );
    assert_eq!(decision.total(game.position()), 10);
    let played = play_forced(&mut game, "taxot", Chance::First(Side::A));
    assert!(played.ends_turn);
    assert!(played.facts.contains(&Fact::SeasonEnded {
        side: Side::IA,
        season: Season::Autumn,
        gained: 20,
        scores: Scores { ia: 35, a: 5 }
    }));
    assert_eq!(
        game.position(),
        &Position::start(Season::Winter, Scores { ia: 35, a: 5 }, Side::A)
    );
}

#[test]
fn a_score_of_zero_ends_the_game_at_once() {
    let mut game = game_with(
        &[("LU", "Ab"), ("LE", "kr"), ("PIA", "Kb"), FAR],
        "IA spring x4 20-20 - TrHb -",
        ALPHA,
    );
    play(&mut game, "LU LE");
    play(&mut game, "taxot");
    assert_eq!(game.position().scores, Scores { ia: 40, a: 0 });
    assert_eq!(
        game.outcome(),
        Some(&Outcome::Win {
            winners: vec![Seat(0)],
            reason: crate::cetkaik::SCORE
        })
    );
}

#[test]
fn a_season_ends_and_the_next_starts_from_the_start_with_a_drawn_first_player() {
    let mut game = about_to_form_animals("IA spring x1 20-20 - Tr -");
    play(&mut game, "LU LE");
    let played = play_forced(&mut game, "終季", Chance::First(Side::A));
    assert!(played.facts.contains(&Fact::SeasonStarted {
        season: Season::Summer,
        first: Side::A
    }));
    let expected = Position::start(Season::Summer, Scores { ia: 25, a: 15 }, Side::A);
    assert_eq!(game.position(), &expected);
    assert_eq!(game.to_act(), Some(Side::A));
}

#[test]
fn winter_ends_the_game_on_points() {
    let mut game = about_to_form_animals("IA winter x1 10-30 - Tr -");
    play(&mut game, "LU LE");
    assert!(
        game.state().chances(Choice::TaXot).is_empty(),
        "no next season to draw for"
    );
    play(&mut game, "taxot");
    assert_eq!(game.position().scores, Scores { ia: 15, a: 25 });
    assert_eq!(
        game.outcome(),
        Some(&Outcome::Win {
            winners: vec![Seat(1)],
            reason: crate::cetkaik::SCORE
        })
    );
    let mut level = about_to_form_animals("IA winter x1 15-25 - Tr -");
    play(&mut level, "LU LE");
    play(&mut level, "taxot");
    assert_eq!(
        level.outcome(),
        Some(&Outcome::Draw {
            reason: crate::cetkaik::SCORE
        })
    );
}

#[test]
fn no_legal_move_ends_the_game_and_the_leader_wins() {
    // The IA side has no piece and no hand, and Tam2 moved last (Cerke Online forbids moving it again).
    let game = game_with(
        &[("ZO", "*"), ("KA", "kr")],
        "IA spring x1 22-18 tam-moved - -",
        ALPHA,
    );
    assert_eq!(
        game.outcome(),
        Some(&Outcome::Win {
            winners: vec![Seat(0)],
            reason: EndReason::NoMoves
        })
    );
    assert_eq!(game.to_act(), None);
    let level = game_with(
        &[("ZO", "*"), ("KA", "kr")],
        "IA spring x1 20-20 tam-moved - -",
        ALPHA,
    );
    assert_eq!(
        level.outcome(),
        Some(&Outcome::Draw {
            reason: EndReason::NoMoves
        })
    );
}

#[test]
fn the_quick_test_for_a_legal_move_never_claims_one_that_is_not_there() {
    let mut claimed = 0;
    for preset in Preset::ALL {
        for seed in 30..33 {
            random_game(preset, seed, |game| {
                if game.to_act().is_some() && turn::surely_has_a_move(game.position(), preset) {
                    claimed += 1;
                    assert!(!super::engine::candidates(game.position(), preset).is_empty());
                }
            });
        }
    }
    assert!(claimed > 100);
    // Boxed in and nothing in hand: no claim, and indeed no move.
    let boxed = game_with(
        &[("ZO", "*"), ("KA", "kr")],
        "IA spring x1 20-20 tam-moved - -",
        ALPHA,
    );
    assert!(!turn::surely_has_a_move(boxed.position(), ALPHA));
}

// Interventions.

#[test]
fn resignation_and_time_out_lose_and_an_agreed_draw_draws() {
    use crate::model::Intervention;
    let mut resigned = Cetkaik::new(CetkaikOptions::default(), 3);
    Rules::intervene(&mut resigned, Intervention::Resign(Seat(0))).unwrap();
    let Step::Over(ending) = resigned.state().step else {
        panic!("a resignation ends the game");
    };
    assert_eq!(ending.winner, Some(Side::A));
    assert_eq!(
        resigned.outcome(),
        Some(&Outcome::Win {
            winners: vec![Seat(1)],
            reason: EndReason::Resignation
        })
    );
    assert!(resigned.intervene(Intervention::AgreedDraw).is_err());
    let mut timed_out = Cetkaik::new(CetkaikOptions::default(), 3);
    timed_out.intervene(Intervention::TimeOut(Seat(1))).unwrap();
    assert_eq!(
        timed_out.outcome(),
        Some(&Outcome::Win {
            winners: vec![Seat(0)],
            reason: EndReason::Time
        })
    );
    let mut drawn = Cetkaik::new(CetkaikOptions::default(), 3);
    drawn.intervene(Intervention::AgreedDraw).unwrap();
    assert_eq!(
        drawn.outcome(),
        Some(&Outcome::Draw {
            reason: EndReason::Agreement
        })
    );
    assert_eq!(drawn.to_act(), None);
}

// §1.8: sticks.

#[test]
fn casts_follow_the_binomial_distribution_exactly() {
    let mut counts = [0u32; 6];
    for bits in 0..32u64 {
        counts[usize::from(Cast::from_bits(bits).count())] += 1;
    }
    assert_eq!(counts, sticks::PROBABILITY_IN_32NDS);
    assert_eq!(
        (0..32u64)
            .filter(|&b| Cast::from_bits(b).enters_water())
            .count(),
        16
    );
    // Drawn from the game's stream: one 64-bit value per cast, its five lowest bits.
    let mut rng = GameRng::from_seed(5);
    let mut copy = rng.clone();
    assert_eq!(Cast::draw(&mut rng), Cast::from_bits(copy.next_u64()));
}

// Part 4 item 1: move text.

#[test]
fn the_reader_accepts_every_form_the_rules_text_names() {
    let game = start_ia_to_move(ALPHA);
    let read = |text: &str| {
        parse(game.state(), ALPHA, text)
            .map_err(|m| m.reason().english())
            .map(|c| canonical(&c.into()))
    };
    let cases = [
        ("ZAI片ZOTO", "ZAI片ZOTO"),
        ("zai zo to", "ZAI片ZOTO"),
        ("ZAI-ZO-TO", "ZAI片ZOTO"),
        ("ZAI船ZOTO", "ZAI片ZOTO"),
        ("ZAI vessel ZO TO", "ZAI片ZOTO"),
        ("ZAI nuak1 ZO TO", "ZAI片ZOTO"),
        ("ZAI片ZOTO水", "ZAI片ZOTO"),
        ("LAU弓LAI心LU", "LAU片LAI心LU"),
        ("LAU archer LAI ?LU", "LAU片LAI心LU"),
        ("LAU rook LAI ? LU", "LAU片LAI心LU"),
        ("LAU gua LAI ?LU", "LAU片LAI心LU"),
        ("ZO皇[TU]TO", "ZO皇[TU]TO"),
        ("tam ZO [TU] TO", "ZO皇[TU]TO"),
        ("ZO皇[ZY]ZAIZAU", "ZO皇[ZY]ZAIZAU"),
        ("tam zo [zy] zai zau", "ZO皇[ZY]ZAIZAU"),
        ("LAI兵LY無撃裁", "LAI片LY"),
        ("lai pawn ly", "LAI片LY"),
        ("NIA chariot NAI KO", "NIA片NAIKO"),
    ];
    for (text, expected) in cases {
        assert_eq!(read(text).as_deref(), Ok(expected), "{text}");
    }
    // Several fits are listed.
    let error = read("ZO TO").unwrap_err();
    assert!(error.starts_with("That fits"), "{error}");
    // Casts are the umpire's.
    assert!(read("LAU弓LAILU橋三").unwrap_err().contains("umpire"));
    assert!(read("NY兵NO水三").unwrap_err().contains("umpire"));
}

#[test]
fn drops_are_read_with_any_spelling_of_colour_and_kind() {
    let game = game_with(
        &[FAR, ("KA", "kr")],
        "IA spring x1 20-20 - ArAbCbOr -",
        ALPHA,
    );
    let read = |text: &str| {
        parse(game.state(), ALPHA, text)
            .map_err(|m| m.reason().english())
            .map(|c| canonical(&c.into()))
    };
    for (text, expected) in [
        ("黒弓LIA", "黒弓LIA"),
        ("black A LIA", "黒弓LIA"),
        ("黒A LIA", "黒弓LIA"),
        ("黑A LIA", "黒弓LIA"),
        ("drop a black A on LIA", "黒弓LIA"),
        ("DROP A BLACK CHARIOT ON ZO", "黒車ZO"),
        ("C ZO", "黒車ZO"),
        ("black archer LIA", "黒弓LIA"),
        ("huok2 rook lia", "黒弓LIA"),
        ("黑弓 LIA", "黒弓LIA"),
        ("chariot ZO", "黒車ZO"),
        ("bishop ZO", "黒車ZO"),
        ("officer ZO", "赤筆ZO"),
        ("O ZO", "赤筆ZO"),
        ("red O ZO", "赤筆ZO"),
        ("clerk ZO", "赤筆ZO"),
        ("kua2 ZO", "赤筆ZO"),
    ] {
        assert_eq!(read(text).as_deref(), Ok(expected), "{text}");
    }
    assert!(
        read("archer ZO")
            .unwrap_err()
            .starts_with("That fits 2 moves")
    );
    assert!(
        read("black tiger ZO")
            .unwrap_err()
            .contains("no black Tiger in hand")
    );
    assert!(
        read("black archer KA")
            .unwrap_err()
            .contains("empty square")
    );
}

#[test]
fn a_move_that_does_not_fit_is_explained_in_one_sentence() {
    let game = start_ia_to_move(ALPHA);
    let read = |text: &str| {
        parse(game.state(), ALPHA, text)
            .map_err(|m| m.reason().english())
            .unwrap_err()
    };
    assert_eq!(read("LO LU"), "There is no piece on LO.");
    assert_eq!(
        read("LI LU"),
        "The piece on LI is the A side's Pawn; you play the IA side."
    );
    assert_eq!(
        read("LAI LO"),
        "Your Pawn on LAI cannot go to LO; it can go to LY."
    );
    assert_eq!(
        read("LAI horse LY"),
        "The piece on LAI is a Pawn, not a Horse."
    );
    assert_eq!(
        read("LAU LO TU"),
        "LO is empty, so there is nothing to step over there."
    );
    assert!(read("LAU LAI").contains("holds your own Pawn"));
    assert!(read("ZO皇[TU]TA").starts_with("Tam2 cannot end on TA"));
    assert!(read("LAI QQ").contains("neither a square"));
    assert!(read("tymok").contains("no hand to decide"));
    assert!(read("give up").contains("no stepping cast"));
    for error in ["LO LU", "LAI LO", "LAU LO TU", "ZO皇[TU]TA"].map(read) {
        assert_eq!(error.matches(". ").count(), 0, "one sentence: {error}");
    }
}

#[test]
fn player_text_cannot_force_a_cast() {
    let game = start_ia_to_move(ALPHA);
    assert!(game.parse(Side::IA, "NAI兵NO cast=11111").is_err());
    assert!(game.parse(Side::IA, "taxot first=IA").is_err());
    assert!(
        game.parse(Side::A, "LAI LY")
            .unwrap_err()
            .sentence()
            .contains("IA side's turn")
    );
}

/// Plays random actions from `seed`, calling `visit` before each.
fn random_game(preset: Preset, seed: u64, mut visit: impl FnMut(&Cetkaik)) -> Cetkaik {
    let mut game = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
    let mut chooser = GameRng::from_seed(seed ^ 0x5eed);
    while let Some(side) = game.to_act() {
        visit(&game);
        let actions = game.actions();
        let action = actions[chooser.below(actions.len() as u32) as usize];
        game.play(side, action).unwrap();
    }
    visit(&game);
    game
}

#[test]
fn every_candidate_of_random_positions_reads_back_from_its_text() {
    let mut checked = 0;
    for preset in Preset::ALL {
        for seed in 0..3 {
            random_game(preset, seed, |game| {
                if game.history().len() % 5 != 0 {
                    return;
                }
                for action in game.actions() {
                    let text = canonical(&action);
                    let side = game.to_act().unwrap();
                    assert_eq!(
                        game.parse(side, &text),
                        Ok(action),
                        "{text} in {}",
                        game.to_text()
                    );
                    // The engine's other Display marks water entries with 水.
                    if let Choice::Move(mv @ (Move::Plain { .. } | Move::Step { .. })) =
                        action.choice
                    {
                        assert_eq!(game.parse(side, &format!("{mv}水")), Ok(action));
                    }
                    checked += 1;
                }
            });
        }
    }
    assert!(checked > 5_000, "{checked}");
}

/// The engine's own `Display` of every candidate it lists (not our mirror of it) reads as that move.
#[test]
fn every_string_the_engine_prints_reads_as_its_move() {
    let mut checked = 0;
    for preset in Preset::ALL {
        for seed in 20..23 {
            random_game(preset, seed, |game| {
                if game.step_kind() != StepKind::AwaitingMove || game.history().len() % 3 != 0 {
                    return;
                }
                let side = game.to_act().unwrap();
                let (drops, board) = game.position().to_ground().get_candidates(preset.config());
                for engine_move in board.into_iter().chain(drops) {
                    let text = engine_move.to_string();
                    let ours = Move::from_engine(engine_move);
                    assert_eq!(ours.to_string(), text);
                    let action = game
                        .parse(side, &text)
                        .unwrap_or_else(|error| panic!("{text} in {}: {error}", game.to_text()));
                    assert_eq!(action.choice, Choice::Move(ours), "{text}");
                    checked += 1;
                }
            });
        }
    }
    assert!(checked > 5_000, "{checked}");
}

// Part 4 item 2: position strings.

#[test]
fn position_strings_of_random_games_read_back() {
    let mut kinds = BTreeSet::new();
    for preset in Preset::ALL {
        for seed in 0..4 {
            random_game(preset, seed, |game| {
                let text = game.to_text();
                let back = Cetkaik::from_text(&text, game.options().clone()).unwrap();
                assert_eq!(back.to_text(), text);
                assert_eq!(back.state(), game.state(), "{text}");
                kinds.insert(format!("{:?}", game.step_kind()));
            });
        }
    }
    assert_eq!(kinds.len(), 4, "every step was seen: {kinds:?}");
}

#[test]
fn bad_position_strings_are_refused_with_a_reason() {
    let start = position::START_BOARD;
    let refuse = |text: &str| {
        Cetkaik::from_text(text, CetkaikOptions::default())
            .unwrap_err()
            .0
    };
    assert!(refuse(&format!("{start} IA spring x1 20-20 -")).contains("8 fields"));
    assert!(refuse(&format!("{start} IA spring x3 20-20 - - -")).contains("stake"));
    assert!(refuse(&format!("{start} IA spring x1 20-21 - - -")).contains("adding up to 40"));
    assert!(refuse(&format!("{start} B spring x1 20-20 - - -")).contains("side to move"));
    assert!(refuse(&format!("{start} IA spring x1 20-20 - Kb -")).contains("black Kings"));
    assert!(refuse(&format!("{start} IA spring x1 20-20 - pr -")).contains("upper case"));
    assert!(refuse("9/9/9/9/9/9/9/9/9 IA spring x1 20-20 - - -").contains("one Tam2"));
    assert!(refuse(&format!("{start} IA spring x1 0-40 - - -")).contains("over"));
    assert!(
        refuse(&format!(
            "{start} IA spring x1 20-20 - - - decide=0:animals"
        ))
        .contains("does not hold")
    );
}

// Replay and serialisation.

#[test]
fn a_replay_of_the_action_log_gives_the_stored_game() {
    for preset in Preset::ALL {
        for seed in 10..14 {
            let mut log = Vec::new();
            let mut game = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
            let mut chooser = GameRng::from_seed(seed);
            while let Some(side) = game.to_act() {
                let actions = game.actions();
                let action = actions[chooser.below(actions.len() as u32) as usize];
                log.push(canonical(&action));
                game.play(side, action).unwrap();
            }
            let mut replayed = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
            for text in &log {
                let side = replayed.to_act().unwrap();
                let action = replayed.parse(side, text).unwrap();
                replayed.play(side, action).unwrap();
            }
            assert_eq!(replayed, game, "{preset} seed {seed}");
            // The logged casts, forced, give the same positions too.
            let mut forced = Cetkaik::new(CetkaikOptions { rules: preset }, seed);
            for entry in game.history() {
                forced.play(entry.side, entry.action).unwrap();
            }
            assert_eq!(forced.state(), game.state());
            // And the snapshot reads back.
            let snapshot = serde_json::to_string(&game).unwrap();
            let restored: Cetkaik = serde_json::from_str(&snapshot).unwrap();
            assert_eq!(restored, game);
        }
    }
}

// Perft.

#[test]
fn perft_from_the_start() {
    for preset in Preset::ALL {
        let game = Cetkaik::new(CetkaikOptions { rules: preset }, 1);
        assert_eq!(game.perft(0), 1);
        assert_eq!(game.perft(1), 249, "one child per action");
        assert_eq!(game.perft_outcomes(1), 204 + 41 * 6 + 4 * 2);
        // Our own figures (strict rules allow moving Tam2 right after the opponent, at a cost), checked
        // against the clone-and-apply walks below.
        let expected = match preset {
            Preset::CerkeOnlineAlpha => 112_180,
            Preset::StrictY1 => 123_658,
        };
        assert_eq!(game.perft_outcomes(2), expected, "{preset}");
    }
    // Casts as one node, drawn from the game's stream: seed 1 (the A side starts), checked once through
    // the clone-and-apply walk.
    let game = Cetkaik::new(CetkaikOptions::default(), 1);
    assert_eq!(game.perft(2), 38_794);
    assert_eq!(
        perft_by_clone_and_apply(&game, 2, &Cetkaik::legal_actions),
        38_794
    );
    // Seed 0, the game `umpire perft cetkaik 2` walks (the IA side starts).
    assert_eq!(Cetkaik::new(CetkaikOptions::default(), 0).perft(2), 38_802);
}

/// Checks both walks against the clone-and-apply walk below `game` to `depth`: the drawn one over the
/// legal actions, the other over every action with each outcome forced.
fn assert_walks_agree(game: &Cetkaik, depth: u32) {
    let outcomes = |game: &Cetkaik, _: Seat| -> Vec<Request> {
        game.actions_with_outcomes()
            .into_iter()
            .map(Request::Act)
            .collect()
    };
    for depth in 1..=depth {
        assert_eq!(
            game.perft(depth),
            perft_by_clone_and_apply(game, depth, &Cetkaik::legal_actions),
            "{} depth {depth}",
            game.to_text()
        );
        assert_eq!(
            game.perft_outcomes(depth),
            perft_by_clone_and_apply(game, depth, &outcomes),
            "{} depth {depth}, every outcome",
            game.to_text()
        );
    }
}

#[test]
fn perft_matches_a_clone_and_apply_walk_in_every_step() {
    let mut seen = BTreeSet::new();
    for preset in Preset::ALL {
        for seed in [21, 22] {
            random_game(preset, seed, |game| {
                // Cast choices and decisions have few actions: two plies; moves: one ply, sampled.
                let kind = format!("{:?}", game.step_kind());
                let first = seen.insert((preset.name(), seed, kind));
                match game.step_kind() {
                    StepKind::AwaitingCastChoice | StepKind::AwaitingDecision if first => {
                        assert_walks_agree(game, 2)
                    }
                    StepKind::AwaitingMove if first || game.history().len() % 50 == 0 => {
                        assert_walks_agree(game, 1)
                    }
                    _ => {}
                }
            });
        }
    }
    let kinds: BTreeSet<&String> = seen.iter().map(|(_, _, kind)| kind).collect();
    assert_eq!(kinds.len(), 4, "{kinds:?}");
}

#[test]
fn perft_matches_a_clone_and_apply_walk_through_hands_seasons_water_and_casts() {
    // A hand to form (a decision, then a new season drawn), a water entry and a stepping cast; Tam2 may
    // not move at the root, which keeps the tree small.
    let hand = game_with(
        &[
            ("LU", "Ab"),
            ("LE", "hr"),
            ("KA", "kr"),
            ("NY", "Pb"),
            ("PAU", "Ab"),
            ("PAI", "Pb"),
            FAR,
        ],
        "IA spring x1 20-20 tam-moved Tr -",
        ALPHA,
    );
    assert_walks_agree(&hand, 2);
    // Strict rules: Tam2 penalties are hands; Winter, so ta xot ends the game.
    let strict = game_with(
        &[("ZO", "*"), ("KAU", "Ab"), ("KAI", "Pb"), ("PA", "kr")],
        "IA winter x1 20-20 tam-moved - -",
        STRICT,
    );
    assert_walks_agree(&strict, 2);
}

#[test]
fn perft_counts_each_outcome_of_a_chance_step_as_a_child() {
    // The IA Pawn on NY has one move, into the water (two outcomes); every other action moves Tam2.
    let water = setup(&[("NY", "Pb"), ("KA", "kr"), FAR], ALPHA);
    let actions = water.actions();
    assert_eq!(
        actions
            .iter()
            .filter(|a| !matches!(a.choice, Choice::Move(mv) if mv.is_tam()))
            .count(),
        1
    );
    assert_eq!(water.perft_outcomes(1), actions.len() as u64 + 1);
    assert_eq!(water.perft(1), actions.len() as u64);
    // The Archer on KAU stepping over its Pawn on KAI: six children per declared target; nothing here
    // enters water.
    let step = setup(&[("KAU", "Ab"), ("KAI", "Pb"), FAR], ALPHA);
    let actions = step.actions();
    let ranged = actions
        .iter()
        .filter(|a| matches!(a.choice, Choice::Move(Move::StepRanged { .. })))
        .count() as u64;
    assert!(ranged > 0);
    assert!(
        actions
            .iter()
            .all(|a| step.state().chances(a.choice).len() != 2)
    );
    assert_eq!(step.perft_outcomes(1), actions.len() as u64 + 5 * ranged);
}

#[test]
fn each_rules_screen_fits_in_one_message_and_names_what_it_covers() {
    let screens: Vec<&str> = <Cetkaik as Rules>::ABOUT
        .rules_keys()
        .iter()
        .map(|key| crate::texts::word("en", key).expect("a screen of the rules"))
        .collect();
    let rules = screens.join("\n");
    assert_eq!(screens.len(), 4);
    for screen in &screens {
        assert!(screen.chars().count() < 2000, "{}", screen.chars().count());
    }
    for word in [
        "Vessel",
        "Tam2 hue",
        "k ≥ 3",
        "The Unbeatable",
        "tymok",
        "taxot",
        "5 × the stake",
    ] {
        assert!(rules.contains(word), "{word}");
    }
    for hand in Hand::ALL {
        assert!(screens[2].contains(hand.kanji()) && screens[2].contains(hand.name()));
    }
}

/// Every part of Cetkaik's rules in `language`, one after another.
fn whole_rules(language: &str) -> String {
    <Cetkaik as Rules>::ABOUT
        .rules_keys()
        .iter()
        .map(|key| crate::texts::word(language, key).expect("a part of the rules"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_rules_give_each_label_with_its_other_names_once() {
    let english = whole_rules("en");
    let chinese = whole_rules("zh");
    for kind in Kind::ALL {
        let (label, name, kanji, romanised) =
            (kind.initial(), kind.name(), kind.kanji(), kind.romanised());
        let key = format!("{label} {name} ({kanji} {romanised})");
        assert_eq!(english.matches(&key).count(), 1, "{key}");
        let key = format!("{kanji} {label}（`{romanised}`）");
        assert_eq!(chinese.matches(&key).count(), 1, "{key}");
    }
    assert!(english.contains("Tam Tam2 (皇 tam2, shared)"));
    assert!(chinese.contains("皇 Tam（`tam2`，双方共用）"));
}

#[test]
fn every_move_the_rules_and_refusals_show_reads() {
    // A drop as the rules write it, in both languages, and the forms read before labels.
    let game = game_with(&[FAR, ("KA", "kr")], "IA spring x1 20-20 - Ab -", ALPHA);
    let english = whole_rules("en");
    let chinese = whole_rules("zh");
    assert!(english.contains("black A LIA (a drop; also 黒弓LIA or black archer LIA)"));
    assert!(chinese.contains("`黑A LIA`（打入；也可写 `黒弓LIA` 或 `black A LIA`）"));
    for text in ["black A LIA", "黑A LIA", "黒弓LIA", "black archer LIA"] {
        let choice = parse(game.state(), ALPHA, text).unwrap_or_else(|m| panic!("{text}: {m:?}"));
        assert_eq!(canonical(&choice.into()), "黒弓LIA", "{text}");
    }
    let example = |language: &str, key: &'static str| {
        let args = vec![("square", "LIA".into()), ("mark", "#".into())];
        let reason = crate::refusal::Reason::new(key, args);
        crate::texts::write(language, &reason)
    };
    assert!(example("en", "refusal-cetkaik-one-square").ends_with("like black A LIA."));
    assert!(example("zh", "refusal-cetkaik-one-square").ends_with("如 `黑A LIA`。"));
    for key in [
        "refusal-cetkaik-no-squares",
        "refusal-cetkaik-unreadable-mark",
    ] {
        assert!(example("en", key).contains("black A LIA"), "{key}");
        assert!(example("zh", key).contains("黑A LIA"), "{key}");
    }
}

#[test]
fn a_capital_a_before_a_word_is_the_article() {
    let game = setup(&[("LAI", "Pb"), ("NAU", "Ab"), ("KA", "kr"), FAR], ALPHA);
    let read = |text: &str| {
        parse(game.state(), ALPHA, text)
            .map(|c| canonical(&c.into()))
            .map_err(|m| m.reason().english())
    };
    assert_eq!(read("MOVE A PIECE LAI LY").as_deref(), Ok("LAI片LY"));
    assert_eq!(read("NAU A NY").as_deref(), Ok("NAU片NY"));
    assert!(read("LAI A LY").is_err(), "the piece on LAI is a Pawn");
    assert_eq!(read("LAI P LY").as_deref(), Ok("LAI片LY"));
}

#[test]
fn a_step_is_told_in_words_beside_its_notation() {
    let start = start_ia_to_move(ALPHA);
    let steps: Vec<Move> = moves(&start)
        .into_iter()
        .filter(|mv| matches!(mv, Move::Step { .. }))
        .collect();
    let told = |mv: &Move| {
        let mut game = start.clone();
        let played = play(&mut game, &mv.to_string());
        let notes = Cetkaik::report(&played.facts).notes;
        let english: Vec<String> = notes.iter().map(|note| note.english()).collect();
        let chinese: Vec<String> = notes
            .iter()
            .map(|note| crate::texts::write("zh", &note.says))
            .collect();
        (english.join(" "), chinese.join(" "))
    };
    let back = steps
        .iter()
        .find(|mv| matches!(mv, Move::Step { src, dest, .. } if src == dest))
        .expect("a step that comes back");
    let Move::Step { src, step, .. } = back else {
        unreachable!()
    };
    let (english, chinese) = told(back);
    let (src, step) = (src.name(), step.name());
    assert!(
        english.contains(&format!("{src} over {step} and back ({back})")),
        "{english}"
    );
    assert!(
        chinese.contains(&format!("从 {src} 越过 {step} 回到原处（{back}）")),
        "{chinese}"
    );
    let over = steps
        .iter()
        .find(|mv| matches!(mv, Move::Step { src, dest, .. } if src != dest))
        .expect("a step that goes on");
    let Move::Step { src, step, dest } = over else {
        unreachable!()
    };
    let (english, _) = told(over);
    assert!(
        english.contains(&format!(
            "{} over {} to {} ({over})",
            src.name(),
            step.name(),
            dest.name()
        )),
        "{english}"
    );
}

#[test]
fn posts_name_a_moved_dropped_or_captured_piece_with_its_label() {
    let mut game = about_to_form_animals("IA spring x1 20-20 - Tr -");
    let played = play(&mut game, "LU LE");
    let notes = Cetkaik::report(&played.facts).notes;
    let english = notes[0].english();
    assert!(
        english.contains("black Archer (A) LU–LE") && english.contains("capturing a red Horse (H)"),
        "{english}"
    );
    let chinese = crate::texts::write("zh", &notes[0].says);
    assert!(
        chinese.contains("黒弓（A）LU–LE") && chinese.contains("吃掉一枚赤馬（H）"),
        "{chinese}"
    );
    let mut game = game_with(&[FAR, ("KA", "kr")], "IA spring x1 20-20 - Tr -", ALPHA);
    let played = play(&mut game, "T LIA");
    let notes = Cetkaik::report(&played.facts).notes;
    assert!(
        notes[0].english().contains("drops a red Tiger (T) on LIA"),
        "{}",
        notes[0].english()
    );
}

// The Rules adapter, the view, the reports and the record.

#[test]
fn the_adapter_names_the_phase_and_ends_the_turn_only_when_it_is_complete() {
    use crate::model::{Fact as HostFact, Phase};
    let mut game = setup(&[("KAU", "Ab"), ("KAI", "Pb"), ("KA", "kr"), FAR], ALPHA);
    assert_eq!(Rules::phase(&game), Phase::Play);
    let seat = Seat(0);
    let declare = Rules::parse_action(&game, seat, "KAU KAI ?KU").unwrap();
    let Request::Act(mut action) = declare else {
        panic!("a legal action")
    };
    action.chance = Some(cast(3));
    let report = Rules::apply(&mut game, seat, &Request::Act(action)).unwrap();
    assert!(!report.has(HostFact::TurnOver(seat)));
    assert_eq!(Rules::phase(&game), Phase::Decision);
    assert_eq!(Rules::to_act(&game), vec![seat]);
    let landing = Rules::parse_action(&game, seat, "KO").unwrap();
    let report = Rules::apply(&mut game, seat, &landing).unwrap();
    assert!(report.has(HostFact::TurnOver(seat)));
    assert_eq!(Rules::phase(&game), Phase::Play);
    assert_eq!(Rules::to_act(&game), vec![Seat(1)]);
}

#[test]
fn an_illegal_move_is_read_and_refused_with_its_reason_while_chat_is_not_read() {
    let game = start_ia_to_move(ALPHA);
    let read = Rules::parse_action(&game, Seat(0), "LAI LO").unwrap();
    assert!(matches!(read, Request::Unfit { .. }));
    let error = Rules::apply(&mut game.clone(), Seat(0), &read).unwrap_err();
    assert_eq!(
        error.sentence(),
        "Your Pawn on LAI cannot go to LO; it can go to LY."
    );
    for chat in ["hello there", "good game", "tymok", "x"] {
        assert!(Rules::parse_action(&game, Seat(0), chat).is_err(), "{chat}");
    }
    // Another seat cannot even be read.
    assert!(Rules::parse_action(&game, Seat(1), "LI LU").is_err());
}

#[test]
fn the_view_keeps_colour_and_owner_apart_and_shows_hands_scores_and_the_last_cast() {
    use crate::model::Audience;
    use crate::view::{Facing, PieceColour};
    let mut game = about_to_form_animals("IA spring x2 20-20 - Tr -");
    play(&mut game, "LU LE");
    let view = Rules::view(&game, Audience::Public);
    assert_eq!(view.board.name, "cetkaik");
    let at = |name: &str| {
        view.pieces
            .iter()
            .find(|p| p.at == sq(name).index() as u16)
            .unwrap()
            .face
    };
    // The IA side's black Archer, and the A side's red King.
    assert_eq!(
        (at("LE").owner, at("LE").colour),
        (Seat(0), PieceColour::Black)
    );
    assert_eq!(
        (at("KA").owner, at("KA").colour),
        (Seat(1), PieceColour::Red)
    );
    assert_eq!(at("KA").facing, Facing::Owner);
    assert_eq!(at("PA").colour, PieceColour::Neutral, "Tam2");
    assert_eq!(
        view.last_move,
        vec![sq("LU").index() as u16, sq("LE").index() as u16]
    );
    assert_eq!(view.panels.len(), 2);
    assert_eq!(view.panels[0].pieces.len(), 2, "red Tiger and red Horse");
    assert!(
        view.panels[0].title.english().contains("同色獣"),
        "{}",
        view.panels[0].title
    );
    assert!(view.info[0].english().contains("Spring") && view.info[0].english().contains("×2"));
    assert_eq!(
        view.info,
        [
            "Spring 春 (1 of 4) · stake ×2 · IA side 20, A side 20",
            "Last: IA side LU片LE",
            "IA side decides: ty mok (×4) or ta xot (+10 → 30–10)",
        ]
    );
    // The squares around Tam2 on PA are tam2 hue, and Tam2's own under Cerke Online rules.
    let hue: BTreeSet<String> = view
        .terrain
        .iter()
        .map(|&(p, terrain)| {
            assert_eq!(terrain, 2, "tam2 hue");
            Square::all().nth(usize::from(p)).unwrap().name()
        })
        .collect();
    assert_eq!(hue, set(&["MA", "ME", "PE", "PA"]));
    // The seat's own view is the same but for the side drawn at the bottom.
    let seat_view = Rules::view(&game, Audience::Seat(Seat(1)));
    assert_eq!(seat_view.perspective, Seat(1));
    assert_eq!(seat_view.pieces, view.pieces);
}

#[test]
fn a_cast_is_reported_with_its_five_sticks_and_what_it_allowed() {
    let mut game = setup(&[("KAU", "Ab"), ("KAI", "Pb"), FAR], ALPHA);
    let played = play_forced(
        &mut game,
        "KAU KAI ?KU",
        Chance::Cast(Cast::from_bits(0b00101)),
    );
    let report = Cetkaik::report(&played.facts);
    let cast_note = &report.notes[1].english();
    assert!(cast_note.contains("●○●○○"), "{cast_note}");
    assert!(cast_note.contains("2 marked (橋二)"), "{cast_note}");
    assert!(cast_note.contains("KY, KO"), "{cast_note}");
    let view = Rules::view(&game, crate::model::Audience::Public);
    assert!(
        view.info
            .iter()
            .any(|line| line.english().starts_with("Sticks ●○●○○ (2 marked)")),
        "{:?}",
        view.info
    );
    assert_eq!(
        view.highlights,
        vec![sq("KY").index() as u16, sq("KO").index() as u16]
    );
    let mut water = setup(&[("NY", "Pb"), FAR], ALPHA);
    let played = play_forced(&mut water, "NY NO", Chance::Cast(Cast::with_count(2)));
    let notes: Vec<String> = Cetkaik::report(&played.facts)
        .notes
        .into_iter()
        .map(|n| n.english())
        .collect();
    assert!(
        notes[0].contains("水二") && notes[0].contains("may not go in"),
        "{notes:?}"
    );
    assert!(notes[1].contains("此無"), "{notes:?}");
    let view = Rules::view(&water, crate::model::Audience::Public);
    assert_eq!(view.info[1], "Last: IA side NY 此無");
    assert!(
        view.info[2]
            .english()
            .ends_with("(2 marked): NO not entered"),
        "{:?}",
        view.info
    );
    assert_eq!(view.last_move, vec![sq("NY").index() as u16]);
}

#[test]
fn the_record_writes_casts_captures_hands_and_decisions() {
    let mut game = about_to_form_animals("IA spring x1 20-20 - Tr -");
    play(&mut game, "LU LE");
    play_forced(&mut game, "taxot", Chance::First(Side::IA));
    let record = crate::Game::record(
        &game,
        Audience::Public,
        &["Ann".to_owned(), "Bo".to_owned()],
    );
    let lines: Vec<&str> = record.lines().collect();
    assert!(
        lines.contains(&"[Players \"IA side: Ann; A side: Bo\"]"),
        "{record}"
    );
    assert!(
        lines.contains(&"IA LU弓LE無撃裁手赤馬或為同色獣而手五終季"),
        "{record}"
    );
    assert!(lines.contains(&"春終"));
    assert!(lines.contains(&"{夏 Summer: IA first}"));
    let mut water = setup(&[("NY", "Pb"), ("NI", "Pb"), ("ZI", "pr"), FAR], ALPHA);
    play_forced(&mut water, "NY兵NO", cast(3));
    play(&mut water, "ZI pawn ZU");
    play(&mut water, "NI兵NU");
    let record = crate::Game::record(&water, Audience::Public, &[]);
    let lines: Vec<&str> = record.lines().collect();
    assert!(lines.contains(&"IA NY兵NO水三"), "{record}");
    assert!(
        lines.contains(&"A ZI兵ZU無撃裁"),
        "from water: no cast; {record}"
    );
    assert!(lines.contains(&"IA NI兵NU無撃裁"), "{record}");
    assert_eq!(record::pekzep_number(13), "十三");
    assert_eq!(record::pekzep_number(-3), "下三");
    assert_eq!(record::pekzep_number(40), "四十");
}

#[test]
fn options_read_every_name_of_both_presets() {
    use crate::options::RuleOptions;
    for (text, preset) in [
        ("cerke_online_alpha", ALPHA),
        ("alpha", ALPHA),
        ("strict_y1_2020", STRICT),
        ("strict_y1_huap1", STRICT),
        ("STRICT", STRICT),
    ] {
        assert_eq!(
            CetkaikOptions::from_pairs([("rules", text)]).unwrap().rules,
            preset
        );
    }
    assert_eq!(CetkaikOptions::default().rules, ALPHA);
    assert!(CetkaikOptions::from_pairs([("rules", "loose")]).is_err());
    assert_eq!(
        CetkaikOptions::from_pairs([("rules", "strict")])
            .unwrap()
            .non_default(),
        ["rules=strict_y1_2020"]
    );
}

#[test]
fn the_deciding_player_is_offered_each_choice_with_what_it_does() {
    let mut game = setup(&[("KAU", "Ab"), ("KAI", "Pb"), ("KO", "pr"), FAR], ALPHA);
    assert!(
        Rules::choices(&game, Seat(0)).is_empty(),
        "no decision while a move is awaited"
    );
    play_forced(&mut game, "KAU KAI ?KO", cast(3));
    let choices = Rules::choices(&game, Seat(0));
    let actions: Vec<&str> = choices.iter().map(|c| c.action.as_str()).collect();
    assert_eq!(actions, ["KY", "KO", "give-up"]);
    assert!(
        choices[1]
            .detail
            .english()
            .contains("capturing the A side's red Pawn"),
        "{}",
        choices[1].detail.english()
    );
    assert!(
        Rules::choices(&game, Seat(1)).is_empty(),
        "only the deciding seat"
    );
    // Every offered action is legal.
    for choice in &choices {
        assert!(
            game.clone().parse(Side::IA, &choice.action).is_ok(),
            "{}",
            choice.action
        );
    }
    let mut decide = about_to_form_animals("IA spring x2 20-20 - Tr -");
    play(&mut decide, "LU LE");
    let choices = Rules::choices(&decide, Seat(0));
    assert_eq!(choices[0].action, "tymok");
    assert_eq!(
        choices[0].detail.english(),
        "The stake becomes ×4 and the A side moves next. No points now. Your move formed 同色獣 The Animals (same colour) (5)."
    );
    assert_eq!(choices[1].action, "taxot");
    assert_eq!(
        choices[1].detail.english(),
        "You gain 10; the score becomes 30–10 (yours first). Next: Summer."
    );
}
