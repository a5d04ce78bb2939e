//! Rule tests through the game: one or more per rule of Part II of the rules text, the seed's example
//! spaces of §18.3, and one per open point with the reading taken.

use super::board::tests::{names, set, sp};
use super::board::{NX, SPACE_COUNT, Space, bit, space_name};
use super::game::{Action, judge};
use super::*;
use crate::jungi_family::test_support::{actions, play, play_one, refusal, targets};
use crate::model::{Audience, EndReason, Fact, Intervention, Outcome, Phase, Seat};
use crate::rules::Rules;

const SOUTH: Seat = Seat(0);
const NORTH: Seat = Seat(1);

/// A position string from pieces written as a letter and a space (`KG7 kG19 PE3 qNX`) and the other
/// five fields (`s - - 0 1`).
fn fen(pieces: &str, rest: &str) -> String {
    let mut cells: Vec<Option<char>> = vec![None; SPACE_COUNT];
    for token in pieces.split_whitespace() {
        let letter = token.chars().next().expect("a letter");
        cells[usize::from(sp(&token[1..]))] = Some(letter);
    }
    let segments = [
        (0, 24),
        (24, 24),
        (48, 24),
        (72, 24),
        (96, 12),
        (108, 12),
        (120, 4),
        (124, 1),
    ];
    let parts: Vec<String> = segments
        .iter()
        .map(|&(first, count)| {
            let mut text = String::new();
            let mut empty = 0;
            for cell in &cells[first..first + count] {
                match cell {
                    None => empty += 1,
                    Some(letter) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(*letter);
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    format!("{} {rest}", parts.join("/"))
}

fn load(text: &str) -> Lun {
    Lun::from_position(text, LunOptions::default())
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn setup(pieces: &str, rest: &str) -> Lun {
    load(&fen(pieces, rest))
}

/// A piece with the two Kings (South `G10`, North `G22`, out of every example's way), its side to
/// move, and `others` around it.
fn lone_with(token: &str, others: &str) -> Lun {
    let north = token.starts_with(char::is_lowercase);
    setup(
        &format!("KG10 kG22 {token} {others}"),
        if north { "n - - 0 1" } else { "s - - 0 1" },
    )
}

/// Checks the target set of a piece with the two Kings and `others` on the board.
fn assert_targets_with(token: &str, others: &str, expected: &str) {
    let game = lone_with(token, others);
    assert_eq!(
        names(targets(&game, &token[1..])),
        names(set(expected)),
        "{token} with {others:?}"
    );
}

/// Checks the empty-board target set of a lone piece.
fn assert_targets(token: &str, expected: &str) {
    assert_targets_with(token, "", expected);
}

fn win(seat: Seat, reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Win {
        winners: vec![seat],
        reason,
    })
}

fn draw(reason: EndReason) -> Option<Outcome> {
    Some(Outcome::Draw { reason })
}

// §16: the setup.

#[test]
fn the_start_has_the_34_moves_of_section_16_and_none_captures() {
    let game = Lun::new_game(LunOptions::default(), 0);
    let mut expected: Vec<String> = Vec::new();
    for spoke in 2..=12 {
        expected.push(format!("E{spoke}-D{spoke}"));
    }
    for spoke in [3, 5, 7, 9, 11] {
        expected.push(format!("E{spoke}-C{spoke}"));
    }
    for text in [
        "E2-E1", "E12-E13", "F2-F1", "F12-F13", "G2-F1", "G12-F13", "G3-E1", "G3-D3", "G11-E13",
        "G11-D11", "F3-D2", "F3-D4", "F3-E1", "F3-G1", "F11-D10", "F11-D12", "F11-E13", "F11-G13",
    ] {
        expected.push(text.to_owned());
    }
    expected.sort();
    assert_eq!(expected.len(), 34);
    assert_eq!(actions(&game), expected);
    let position = game.current();
    assert!(
        game.legal_moves()
            .iter()
            .all(|mv| position.piece_at(mv.to).is_none())
    );
    // North's 34 are South's turned by 12 spokes.
    let north = load(&START.replacen(" s ", " n ", 1));
    let turned: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|mv| {
            let turn = |space: Space| {
                let (ring, spoke) = (
                    board::ring_of(space).unwrap(),
                    board::spoke_of(space).unwrap(),
                );
                board::space_at(ring, (spoke + 12) % 24).unwrap()
            };
            notation::canonical(LunMove::new(turn(mv.from), turn(mv.to)))
        })
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    assert_eq!(actions(&north), turned);
    assert!(actions(&north).iter().any(|mv| mv == "G14-F13"));
    let position = north.current();
    assert!(
        north
            .legal_moves()
            .iter()
            .all(|mv| position.piece_at(mv.to).is_none())
    );
}

// §13, §18.3: each piece on the polar board, the seed's example spaces first.

#[test]
fn pawns_of_section_18_3_move_forward_and_sideways_and_capture_sideways_and_diagonally() {
    assert_targets("pC13", "B13 C11 C15");
    assert_targets("pG13", "F13 G12 G14");
    assert_targets("PC13", "D13 C11 C15");
    assert_targets("PG13", "G12 G14");
    // Enemy pieces on every neighbour: sideways and diagonally forward captures; forward is move only.
    assert_targets_with(
        "pC13",
        "PB13 PC11 PC15 PB11 PB15 PD13 PD12 PD14",
        "C11 C15 B11 B15",
    );
    assert_targets_with("pG13", "PF13 PG12 PG14 PF12 PF14", "G12 G14 F12 F14");
    assert_targets_with(
        "PC13",
        "pD13 pC11 pC15 pD12 pD14 pB13 pB11 pB15",
        "C11 C15 D12 D14",
    );
    assert_targets_with("PG13", "pG12 pG14 pF12 pF14 pF13", "G12 G14");
    // Own pieces block, and the forward step runs on past spaceless crossings to the nexus.
    assert_targets_with("pC13", "pC11 pC15", "B13");
    assert_targets("PD2", "NX D1 D3");
    assert_targets("PB3", "NX B1 B5");
}

#[test]
fn a_pawn_enters_the_nexus_only_by_a_forward_step_onto_an_empty_nexus() {
    assert_targets_with("PA1", "pNX pB3 pB23", "A7 A19");
    assert_targets("PA1", "NX A7 A19");
    // From the nexus it moves as a Veteran: any of the 24 neighbours, move or capture.
    let game = lone_with("PNX", "pA1 pD2 PB3");
    let reach = targets(&game, "NX");
    assert_eq!(reach.count_ones(), 23);
    assert!(reach & set("A1 D2") == set("A1 D2") && reach & bit(sp("B3")) == 0);
}

#[test]
fn pawns_double_step_two_rings_forward_as_their_first_move_only() {
    let game = setup("KG10 kG22 PE3 PE2 PF2 PC1", "s E3,E2,F2,C1 - 0 1");
    assert_eq!(names(targets(&game, "E3")), names(set("D3 C3 E4")));
    assert_eq!(
        names(targets(&game, "E2")),
        names(set("D2 E1")),
        "C2 is spaceless"
    );
    assert_eq!(
        names(targets(&game, "F2")),
        names(set("F1 F3")),
        "E2 is in the way"
    );
    assert_eq!(names(targets(&game, "C1")), names(set("B1 A1 C3 C23")));
    // Without the right, no double step.
    let game = setup("KG10 kG22 PE3", "s - - 0 1");
    assert_eq!(names(targets(&game, "E3")), names(set("D3 E2 E4")));
    // On the enemy half forward is out: two rings out.
    let game = setup("KG10 kG22 PE13", "s E13 - 0 1");
    assert_eq!(names(targets(&game, "E13")), names(set("F13 G13 E12 E14")));
    // Blocked middle or target, and never through the nexus.
    let game = setup("KG10 kG22 PE3 pC3 PB1", "s E3,B1 - 0 1");
    assert_eq!(names(targets(&game, "E3")), names(set("D3 E2 E4")));
    assert_eq!(names(targets(&game, "B1")), names(set("A1 B3 B23")));
    // A sideways step spends the right: the pawn cannot double-step afterwards.
    let mut game = setup("KG10 kG22 PE3", "s E3 - 0 1");
    play(&mut game, "E3-E4 G22-G21");
    assert_eq!(names(targets(&game, "E4")), names(set("D4 E3 E5")));
}

#[test]
fn the_f_ring_pawn_double_steps_once_the_pawn_in_front_has_moved() {
    let mut game = Lun::new_game(LunOptions::default(), 0);
    assert!(!actions(&game).contains(&"F2-D2".to_owned()));
    play(&mut game, "E2-E1 E14-D14");
    assert!(actions(&game).contains(&"F2-D2".to_owned()));
    assert!(
        !actions(&game).contains(&"G7-E7".to_owned()),
        "the King is behind its Queen"
    );
}

#[test]
fn horsemen_leap_to_the_lattice_offsets_of_section_18_3() {
    assert_targets("HB23", "A1 C1 C21 D22 D24");
    assert_targets("HE8", "C7 C9 D6 D10 F6 F10 G7 G9");
    // Leaps jump over everything.
    assert_targets_with(
        "HE8",
        "PD8 PD7 PD9 PE7 PE9 PF7 PF8 PF9",
        "C7 C9 D6 D10 F6 F10 G7 G9",
    );
}

#[test]
fn elephants_step_leap_two_diagonally_and_three_in_from_their_own_back_row() {
    assert_targets("EE13", "D13 F13 E12 E14 C11 C15 G11 G15");
    assert_targets("EG3", "F3 G2 G4 E1 E5 D3");
    assert_targets("EG1", "F1 G2 G24 E3 E23 D1");
    assert_targets("eG15", "F15 G14 G16 E13 E17 D15");
    // Not on the enemy half's rim, and the leap may capture (L6).
    assert_targets("eG3", "F3 G2 G4 E1 E5");
    assert_targets_with("EG3", "pD3 pF3", "F3 G2 G4 E1 E5 D3");
}

#[test]
fn magisters_step_and_leap_two_and_a_step_and_a_leap_to_one_space_are_one_move() {
    assert_targets("ME13", "D13 F13 E12 E14 C13 G13 E11 E15");
    // On ring C the ring step runs past the spaceless C2 to C3, which the two-spoke leap reaches too
    // (J19): one move. The two-ring leap in lands on A1.
    let game = lone_with("MC1", "");
    let moves: Vec<_> = game
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.from == sp("C1"))
        .collect();
    assert_eq!(
        names(targets(&game, "C1")),
        names(set("B1 D1 C3 C23 E1 A1"))
    );
    assert_eq!(moves.len(), 6);
    // A3 is spaceless: no leap from A1 round the ring, but the step runs on to A7.
    assert_targets("MA1", "NX B1 A7 A19 C1");
}

#[test]
fn pikemen_slide_forward_by_the_half_they_start_in_and_diagonally_backward() {
    assert_targets(
        "lE13",
        "D13 C13 B13 A13 NX A1 B1 C1 D1 E1 F1 G1 F14 G15 F12 G11",
    );
    assert_targets("LE13", "F13 G13 D14 C15 B17 A19 D12 C11 B9 A7");
    // Blocked slides stop on the first piece, taking it if it is an enemy.
    assert_targets_with("lE13", "pNX PG15", "D13 C13 B13 A13 F14 G15 F12 G11");
    assert_targets_with("lE13", "PNX", "D13 C13 B13 A13 NX F14 G15 F12 G11");
    // On the nexus it is a Lancer: slides out along all 24 spokes.
    let game = lone_with("LNX", "pA1");
    let reach = targets(&game, "NX");
    assert_eq!(reach & set("A1 B1 G1"), set("A1"));
    assert_eq!(reach & set("D2 E2 F2 G2"), set("D2 E2 F2 G2"));
    // Every ring space but those behind A1 on spoke 1 and the own King.
    assert_eq!(reach.count_ones(), 124 - 6 - 1);
}

#[test]
fn cannons_slide_diagonally_and_two_routes_to_one_space_are_one_move() {
    assert_targets("cG13", "F14 E15 D16 C17 B19 A1 F12 E11 D10 C9 B7");
    let game = lone_with("cG13", "");
    let to_a1 = game
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.from == sp("G13") && mv.to == sp("A1"))
        .count();
    assert_eq!(to_a1, 1);
    // One route blocked: A1 still reachable; both blocked: not.
    assert_targets_with("cG13", "pD16", "F14 E15 F12 E11 D10 C9 B7 A1");
    assert_targets_with("cG13", "pD16 pC9", "F14 E15 F12 E11 D10");
    assert_targets_with("cG13", "PD16 PC9", "F14 E15 D16 F12 E11 D10 C9");
    // Every diagonal step changes ring, so an inner Cannon reaches the rim both ways out.
    assert_targets("CC5", "B7 A13 B3 A1 D6 E7 F8 G9 D4 E3 F2 G1");
    // On the nexus it is a Kirin without diagonals: one step along any spoke.
    assert_eq!(targets(&lone_with("CNX", ""), "NX").count_ones(), 24);
}

#[test]
fn chariots_slide_through_the_nexus_and_round_their_ring() {
    let game = lone_with("RF13", "");
    let mut expected = set("E13 D13 C13 B13 A13 NX A1 B1 C1 D1 E1 F1 G1 G13");
    for spoke in 1..=24 {
        if spoke != 13 {
            expected |= bit(sp(&format!("F{spoke}")));
        }
    }
    assert_eq!(names(targets(&game, "F13")), names(expected));
    assert_eq!(expected.count_ones(), 36);
    // Round ring A: the other three spaces; in through the nexus and out to the rim of spoke 13.
    assert_targets(
        "RA1",
        "A7 A13 A19 NX B13 C13 D13 E13 F13 G13 B1 C1 D1 E1 F1 G1",
    );
    // An occupied nexus blocks, or is taken.
    assert_targets_with(
        "RD2",
        "pNX",
        "NX D1 D3 D4 D5 D6 D7 D8 D9 D10 D11 D12 D13 D14 D15 D16 D17 D18 D19 D20 D21 D22 D23 D24 E2 F2 G2",
    );
    assert_targets_with("RD2", "PNX PD5 PD24", "D1 D3 D4 E2 F2 G2");
    // On the nexus it is a Dragon: slides out along every spoke.
    let game = lone_with("RNX", "");
    // Every ring space but the own King's.
    assert_eq!(targets(&game, "NX").count_ones(), 124 - 1);
}

#[test]
fn nobles_officers_queens_and_kings_step_by_the_half_they_start_in() {
    assert_targets("nE13", "D12 D14 F12 F14 D13");
    assert_targets("NE13", "D12 D14 F12 F14 F13");
    assert_targets("oE13", "D13 F13 E12 E14 D12 D14");
    assert_targets("OE13", "D13 F13 E12 E14 F12 F14");
    assert_targets("QE13", "D13 F13 E12 E14 D12 D14 F12 F14");
    assert_eq!(
        names(targets(&setup("KE13 kG22", "s - - 0 1"), "E13")),
        names(set("D13 F13 E12 E14 D12 D14 F12 F14"))
    );
    // The directed diagonals of §12.2: from D3 in+cw turns along ring C to C5.
    assert_targets("QD3", "C3 E3 D4 D2 C5 C1 E4 E2");
    assert_targets("QA1", "NX B1 A7 A19 B3 B23");
    // On the nexus: 24 steps.
    for token in ["HNX", "ENX", "MNX", "NNX", "ONX"] {
        assert_eq!(
            targets(&lone_with(token, ""), "NX").count_ones(),
            24,
            "{token}"
        );
    }
}

#[test]
fn queens_and_kings_double_step_as_their_first_move() {
    let game = setup("KG7 QF7 kG22", "s G7,F7 - 0 1");
    assert!(targets(&game, "F7") & bit(sp("D7")) != 0);
    assert!(
        targets(&game, "G7") & bit(sp("E7")) == 0,
        "the Queen is in the way"
    );
    let game = setup("KG7 kG22", "s G7 - 0 1");
    assert!(targets(&game, "G7") & bit(sp("E7")) != 0);
    let game = setup("KG7 kG22", "s - - 0 1");
    assert!(targets(&game, "G7") & bit(sp("E7")) == 0);
    // The Queen on the nexus is an Empress: slides out along every spoke.
    let game = lone_with("QNX", "pB3");
    let reach = targets(&game, "NX");
    assert!(reach & set("A1 G1 D2 G2 B3") == set("A1 G1 D2 G2 B3"));
    assert!(reach & set("C3") == 0);
}

#[test]
fn the_king_on_the_nexus_moves_as_the_emperor() {
    let game = setup("KNX kG22 pA1 pD2 PB3 pC1", "s - - 0 1");
    let all = actions(&game);
    let from_nexus: Vec<&String> = all.iter().filter(|mv| mv.starts_with("NX-")).collect();
    // 23 single steps (B3 is its own), and double moves capturing on A1 or D2.
    assert_eq!(from_nexus.iter().filter(|mv| mv.len() <= 6).count(), 23);
    for mv in [
        "NX-A1-NX",
        "NX-A1-B1",
        "NX-A1-A7",
        "NX-A1-A19",
        "NX-A1-B23",
        "NX-D2-NX",
        "NX-D2-C1",
        "NX-D2-E1",
        "NX-D2-C3",
    ] {
        assert!(all.contains(&mv.to_owned()), "{mv}");
    }
    assert!(!all.contains(&"NX-A1-B3".to_owned()), "its own pawn");
    assert!(
        !all.contains(&"NX-B3-NX".to_owned()),
        "a first step onto its own piece"
    );
    assert!(
        !all.contains(&"NX-A7-NX".to_owned()),
        "no double move without a capture"
    );
    let doubles = all.iter().filter(|mv| mv.matches('-').count() == 2).count();
    // From A1: NX, B1, A7, A19, B23 (B3 own); from D2: NX, E2, D3, D1, C3, C1 (taken), E3, E1.
    assert_eq!(doubles, 5 + 8);
    // Off the nexus the King is a King again: no leaps, no double moves.
    let game = setup("KA1 kG22 pB1", "s - - 0 1");
    assert_eq!(
        names(targets(&game, "A1")),
        names(set("NX B1 A7 A19 B3 B23"))
    );
    assert!(actions(&game).iter().all(|mv| mv.matches('-').count() == 1));
    // Its flag cannot be held on the nexus.
    assert!(Lun::from_position(&fen("KNX kG22", "s NX - 0 1"), LunOptions::default()).is_err());
}

// §15: en passant.

#[test]
fn a_pawn_double_step_is_taken_en_passant_by_a_sideways_step() {
    let mut game = setup("KG10 kG22 PE3 pD4", "s E3 - 0 1");
    play(&mut game, "E3-C3");
    assert_eq!(
        Rules::position(&game),
        fen("KG10 kG22 PC3 pD4", "n - C3:D3 1 1")
    );
    let note = play_one(&mut game, "D4-D3");
    assert_eq!(note, "North: Pawn D4xD3 e.p. (takes Pawn on C3)");
    assert_eq!(game.current().piece_at(sp("C3")), None);
    assert_eq!(game.current().clock(), 0);
    // The forward step onto the passed space is not a threat, so it is an ordinary move.
    let mut game = setup("KG10 kG22 PE5 pB5", "s E5 - 0 1");
    play(&mut game, "E5-C5");
    assert_eq!(
        game.current().en_passant().passed,
        0,
        "B5 threatens C3 and C7, not D5"
    );
}

#[test]
fn a_slide_through_the_nexus_passes_it_and_ties_go_through_the_nexus() {
    // F13 to F1: 11 spaces by every route; the route in through the nexus comes first (L1).
    let mut game = setup("KG10 kB3 RF13 pG20", "s - - 0 1");
    play(&mut game, "F13-F1");
    assert_eq!(
        Rules::position(&game),
        fen("KG10 kB3 RF1 pG20", "n - F1:C1,B1,A1,NX 1 1")
    );
    assert!(
        !actions(&game).contains(&"G20-F21".to_owned()),
        "F21 was not passed"
    );
    let note = play_one(&mut game, "B3-NX");
    assert_eq!(note, "North: King B3xNX e.p. (takes Chariot on F1)");
    // With the nexus taken, the way round clockwise is the route: the pawn on G20 takes on F21 or F19.
    let mut game = setup("KG10 kB3 RF13 pG20 pNX", "s - - 0 1");
    play(&mut game, "F13-F1");
    assert_eq!(
        Rules::position(&game),
        fen("KG10 kB3 RF1 pG20 pNX", "n - F1:F19,F21 1 1")
    );
    let note = play_one(&mut game, "G20-F21");
    assert_eq!(note, "North: Pawn G20xF21 e.p. (takes Chariot on F1)");
}

#[test]
fn the_empress_on_the_nexus_takes_en_passant_only_by_a_one_space_move() {
    let mut game = setup("KG10 kG22 QNX rD20", "n - - 0 1");
    play(&mut game, "D20-D2");
    assert_eq!(game.current().en_passant().passed, set("D22 D24"));
    let mut one = game.clone();
    assert_eq!(
        play_one(&mut one, "NX-D24"),
        "South: Queen NXxD24 e.p. (takes Chariot on D2)"
    );
    let mut far = game.clone();
    assert_eq!(play_one(&mut far, "NX-E24"), "South: Queen NX-E24");
    assert!(far.current().piece_at(sp("D2")).is_some());
}

#[test]
fn leaps_double_steps_and_double_moves_never_take_en_passant() {
    // D3 is passed and the pawn on D4 could take there; the Horseman's leap onto it is a plain move.
    let mut game = setup("KG10 kG22 PE3 pD4 hF4", "s E3 - 0 1");
    play(&mut game, "E3-C3");
    assert_eq!(game.current().en_passant().passed, set("D3"));
    assert_eq!(play_one(&mut game, "F4-D3"), "North: Horseman F4-D3");
    assert!(game.current().piece_at(sp("C3")).is_some());
    // The Chariot passes C1 and C3; the pawn on D4 threatens C3, but the double step onto it and the
    // King's double move ending there are plain moves.
    let mut game = setup("KNX kG22 PE3 PD4 pB3 rC23", "n - - 0 1");
    play(&mut game, "C23-C5");
    assert_eq!(game.current().en_passant().passed, set("C3"));
    let mut double_move = game.clone();
    assert_eq!(
        play_one(&mut double_move, "NX-B3-C3"),
        "South: King NXxB3-C3 (takes Pawn on B3)"
    );
    assert!(double_move.current().piece_at(sp("C5")).is_some());
    let mut single = game.clone();
    assert_eq!(
        play_one(&mut single, "D4-C3"),
        "South: Pawn D4xC3 e.p. (takes Chariot on C5)"
    );
    let mut game = setup("KG10 kG22 PE3 PD4 rC23", "n E3 - 0 1");
    play(&mut game, "C23-C5");
    assert_eq!(play_one(&mut game, "E3-C3"), "South: Pawn E3-C3");
    assert!(game.current().piece_at(sp("C5")).is_some());
}

#[test]
fn the_kings_return_to_the_nexus_passes_its_capture_space_so_a_pawn_takes_the_king() {
    let mut game = setup("KNX kG22 pA1 pA7", "s - - 0 1");
    assert_eq!(
        play_one(&mut game, "NX-A1-NX"),
        "South: King NXxA1-NX (takes Pawn on A1)"
    );
    assert_eq!(game.current().en_passant().passed, set("A1"));
    assert_eq!(
        play_one(&mut game, "A7-A1"),
        "North: Pawn A7xA1 e.p. (takes King on NX)"
    );
    assert_eq!(
        game.outcome().cloned(),
        win(NORTH, crate::jungi_family::ROYAL_CAPTURED)
    );
}

#[test]
fn a_kings_double_step_can_be_taken_en_passant_and_that_wins() {
    let mut game = setup("KG7 kG22 pF8", "s G7 - 0 1");
    play(&mut game, "G7-E7");
    assert_eq!(game.current().en_passant().passed, set("F7"));
    assert_eq!(
        play_one(&mut game, "F8-F7"),
        "North: Pawn F8xF7 e.p. (takes King on E7)"
    );
    assert_eq!(
        game.outcome().cloned(),
        win(NORTH, crate::jungi_family::ROYAL_CAPTURED)
    );
    assert!(actions(&game).is_empty());
}

#[test]
fn en_passant_lasts_one_move_and_only_usable_spaces_are_kept_and_hashed() {
    let mut game = setup("KG10 kG22 PE3 pD4", "s E3 - 0 1");
    let quiet = setup("KG10 kG22 PC3 pD4", "n - - 0 1");
    play(&mut game, "E3-C3");
    assert_ne!(game.current().key(), quiet.current().key());
    play(&mut game, "G22-G21 G10-G9");
    assert_eq!(game.current().en_passant().passed, 0);
    // Nobody threatens D3: the state is `-`, and the key is that of the same position without it.
    let mut game = setup("KG10 kG22 PE3 pD8", "s E3 - 0 1");
    play(&mut game, "E3-C3");
    assert_eq!(game.current().en_passant().passed, 0);
    assert_eq!(
        game.current().key(),
        setup("KG10 kG22 PC3 pD8", "n - - 0 1").current().key()
    );
    // A reader keeps only the usable spaces of a listed state.
    let mut played = setup("KG10 kG22 PE3 pD4", "s E3 - 0 1");
    play(&mut played, "E3-C3");
    let loaded = load(&fen("KG10 kG22 PC3 pD4", "n - C3:D3,B3 1 1"));
    assert_eq!(loaded.current().key(), played.current().key());
    assert_eq!(Rules::position(&loaded), Rules::position(&played));
}

// §15: the end of the game.

#[test]
fn capturing_the_king_wins_at_once() {
    let mut game = setup("KG10 kG22 RG21", "s - - 0 1");
    play(&mut game, "G21-G22");
    assert_eq!(
        game.outcome().cloned(),
        win(SOUTH, crate::jungi_family::ROYAL_CAPTURED)
    );
    assert_eq!(game.phase(), Phase::Over);
    assert!(game.to_act().is_empty());
    assert_eq!(Rules::perft(&game, 1), 0);
    // A double move whose first step takes the King (J11) is generated and wins.
    let mut game = setup("KNX kA1 PB3", "s - - 0 1");
    assert!(actions(&game).contains(&"NX-A1-A7".to_owned()));
    play(&mut game, "NX-A1-A7");
    assert_eq!(
        game.outcome().cloned(),
        win(SOUTH, crate::jungi_family::ROYAL_CAPTURED)
    );
    // A final position string round-trips, with '-' for en passant.
    let text = Rules::position(&game);
    assert!(text.ends_with(" n - - 0 1"), "{text}");
    assert_eq!(Rules::position(&load(&text)), text);
}

#[test]
fn a_player_without_a_legal_move_loses() {
    // North fills the board but for South's King on G7: its pawns are blocked by each other, the
    // pieces beside the King (Cannons on G6 and G8, Chariots on F6 and F8) cannot reach it, and its
    // pawn on the nexus (a Veteran there) is hemmed in too.
    let tokens: Vec<String> = (0..SPACE_COUNT as Space)
        .map(|space| {
            let name = space_name(space);
            let letter = match name.as_str() {
                "G7" => 'K',
                "G6" | "G8" => 'c',
                "F6" | "F8" => 'r',
                "E20" => 'k',
                _ => 'p',
            };
            format!("{letter}{name}")
        })
        .collect();
    let game = setup(&tokens.join(" "), "n - - 0 1");
    assert!(actions(&game).is_empty());
    assert_eq!(game.outcome().cloned(), win(SOUTH, EndReason::NoMoves));
    // With South to move instead, the King takes on G6 and the game goes on.
    let game = setup(&tokens.join(" "), "s - - 0 1");
    assert_eq!(
        actions(&game),
        ["G7-F6", "G7-F7", "G7-F8", "G7-G6", "G7-G8"]
    );
}

#[test]
fn threefold_repetition_and_the_150_ply_rule_draw() {
    let mut game = setup("KG10 kG22", "s - - 0 1");
    play(
        &mut game,
        "G10-G9 G22-G21 G9-G10 G21-G22 G10-G9 G22-G21 G9-G10",
    );
    assert_eq!(game.outcome(), None);
    play(&mut game, "G21-G22");
    assert_eq!(
        game.outcome().cloned(),
        draw(crate::jungi_family::REPETITION)
    );
    let mut game = setup("KG10 kG22 pF5", "s - - 149 80");
    play(&mut game, "G10-G11");
    assert_eq!(game.outcome().cloned(), draw(EndReason::NO_CAPTURE));
    // A capture resets the counter (L11); a pawn move does not, since nothing promotes.
    let mut game = setup("KG10 kG22 pF5 PE13", "s - - 148 80");
    play(&mut game, "E13-F13");
    assert_eq!(game.current().clock(), 149);
    let mut game = setup("KG10 kG22 pG11", "s - - 149 80");
    play(&mut game, "G10-G11");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.current().clock(), 0);
}

#[test]
fn judging_follows_the_order_of_j8_and_interventions_end_the_game() {
    let finished = Position::parse(&fen("KG10", "n - - 150 80")).unwrap();
    assert_eq!(
        judge(&finished, &[finished.key()]),
        win(SOUTH, crate::jungi_family::ROYAL_CAPTURED)
    );
    let mut game = setup("KG10 kG22", "s - - 0 1");
    game.intervene(Intervention::Resign(NORTH)).unwrap();
    assert_eq!(game.outcome().cloned(), win(SOUTH, EndReason::Resignation));
    assert!(game.intervene(Intervention::AgreedDraw).is_err());
    let mut game = setup("KG10 kG22", "s - - 0 1");
    game.intervene(Intervention::TimeOut(SOUTH)).unwrap();
    assert_eq!(game.outcome().cloned(), win(NORTH, EndReason::Time));
}

// §17: notation, position strings, the record.

#[test]
fn moves_read_in_every_form_and_display_as_in_section_17() {
    let mut game = Lun::new_game(LunOptions::default(), 0);
    assert_eq!(play_one(&mut game, "e3c3"), "South: Pawn E3-C3");
    assert_eq!(play_one(&mut game, "Pawn E24-E1"), "North: Pawn E24-E1");
    assert_eq!(
        play_one(&mut game, "E2 E1"),
        "South: Pawn E2xE1 (takes Pawn on E1)"
    );
    assert!(refusal(&game, "Pawn F15xD14").contains("is a Horseman, not a Pawn"));
    assert!(refusal(&game, "Veteran E23-D23").contains("no promotion"));
    assert!(refusal(&game, "E23-D23 e.p.").contains("not an en passant capture"));
    assert!(refusal(&game, "e23").contains("the space the piece leaves"));
    assert!(refusal(&game, "C2-C3").contains("spaceless crossing"));
    let mut game = setup("KG10 kB3 RF13", "s - - 0 1");
    assert_eq!(play_one(&mut game, "F13-F1"), "South: Chariot F13-F1");
    assert_eq!(
        play_one(&mut game, "King B3xNX e.p."),
        "North: King B3xNX e.p. (takes Chariot on F1)"
    );
}

#[test]
fn refusals_say_why() {
    let game = Lun::new_game(LunOptions::default(), 0);
    let mut wrong = game.clone();
    let action = game.parse_action(NORTH, "E24-D24").unwrap();
    assert!(
        wrong
            .apply(NORTH, &action)
            .unwrap_err()
            .to_string()
            .contains("South's turn")
    );
    assert!(refusal(&game, "D5-C5").contains("no piece on D5"));
    assert!(refusal(&game, "E14-D14").contains("North's pawn"));
    assert!(refusal(&game, "G8-G9").contains("your own magister"));
    assert!(
        refusal(&game, "G8-G1").contains("blocked on")
            || refusal(&game, "G8-G1").contains("your own")
    );
    assert!(refusal(&game, "E2-C2").contains("spaceless"));
    assert!(refusal(&game, "E4-C4").contains("spaceless"));
    assert!(refusal(&game, "E2-D1").contains("diagonally only to capture"));
    assert!(refusal(&game, "G4-D7").contains("blocked on F5"));
    assert!(refusal(&game, "G4-D4").contains("a cannon moves any distance diagonally"));
    assert!(refusal(&game, "F2-D2").contains("blocked on E2"));
    let game = setup("KG10 kG22 PE3 pD3", "s E3 - 0 1");
    assert!(refusal(&game, "E3-D3").contains("cannot capture"));
    let game = setup("KG10 kG22 PE3", "s - - 0 1");
    assert!(refusal(&game, "E3-C3").contains("only as its first move"));
    let game = setup("KA1 kG22 pB1", "s - - 0 1");
    assert!(refusal(&game, "A1-B1-C1").contains("only from the nexus"));
    let game = setup("KNX kG22", "s - - 0 1");
    assert!(refusal(&game, "NX-A1-NX").contains("must capture on its first step"));
    assert!(refusal(&game, "NX-C3").contains("(on the nexus it moves as the Emperor)"));
}

#[test]
fn a_double_move_may_be_entered_step_by_step() {
    let mut game = setup("KNX kG22 pA1 pB3", "s - - 0 1");
    let whole = {
        let mut whole = game.clone();
        play(&mut whole, "NX-A1-B1");
        whole
    };
    let report = {
        let action = game.parse_action(SOUTH, "NXxA1-").unwrap();
        assert_eq!(
            action,
            Action::FirstStep {
                from: NX,
                via: sp("A1")
            }
        );
        assert!(!action.ends_turn());
        game.apply(SOUTH, &action).unwrap()
    };
    assert!(report.facts.is_empty());
    assert!(report.notes[0].english().contains("the move goes on"));
    assert_eq!(game.to_act(), vec![SOUTH]);
    assert_eq!(
        actions(&game),
        [
            "A1-A19", "A1-A7", "A1-B1", "A1-B23", "A1-B3", "A1-NX", "stop"
        ]
    );
    assert!(refusal(&game, "G10-G9").contains("in progress"));
    let view = game.view(Audience::Public);
    assert_eq!(view.last_move, [u16::from(NX), u16::from(sp("A1"))]);
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<Lun>(&json).unwrap(), game);
    let report = game
        .apply(SOUTH, &game.parse_action(SOUTH, "B1").unwrap())
        .unwrap();
    assert!(report.facts.contains(&Fact::TurnOver(SOUTH)));
    assert_eq!(game, whole);
    // `stop` after the first step is the single step.
    let mut game = setup("KNX kG22 pA1", "s - - 0 1");
    play(&mut game, "NX-A1- stop");
    assert_eq!(game.moves(), [LunMove::new(NX, sp("A1"))]);
    let game = setup("KA1 kG22 pB1", "s - - 0 1");
    assert!(refusal(&game, "A1-B1-").contains("only from the nexus"));
    assert!(refusal(&game, "stop").contains("no double move in progress"));
}

#[test]
fn position_strings_round_trip_and_bad_ones_are_refused_with_a_sentence() {
    let start = Lun::new_game(LunOptions::default(), 0);
    assert_eq!(Rules::position(&start), START);
    for text in [
        START,
        &fen("KNX kG22 PE3 pD4 QA7 rC5", "n E3,A7 - 12 40"),
        &fen("KG10 kB3 RF1 pG20", "n - F1:C1,B1,A1,NX 1 1"),
    ] {
        assert_eq!(Rules::position(&load(text)), text);
    }
    let bad = [
        ("", "six fields"),
        ("24/24/24/24/12/12/4 s - - 0 1", "8 parts"),
        (
            &START.replacen("1NECMRKRMCEN", "NECMRKRMCEN", 1),
            "exactly 24 spaces",
        ),
        (&START.replacen("/4/1 ", "/4/2 ", 1), "exactly 1 space"),
        (&START.replacen("/12/12/", "/12/+P11/", 1), "no promotion"),
        (
            &START.replacen("/12/12/", "/12/X11/", 1),
            "not a piece letter",
        ),
        (
            &START.replacen("/12/12/", "/12/011/", 1),
            "a number from 1 up",
        ),
        (&START.replacen(" s ", " w ", 1), "s (South) or n (North)"),
        (&START.replacen("G7,", "G5,", 1), "holds a magister"),
        (&START.replacen("G7,", "G7,G7,", 1), "twice"),
        (&START.replacen("G7,", "C2,", 1), "not a space"),
        (
            &START.replacen(" - 0 1", " E3:D3 0 1", 1),
            "target E3 must hold a piece of North",
        ),
        (&START.replacen(" - 0 1", " E3:E4 0 1", 1), "occupied"),
        (&START.replacen(" - 0 1", " E3 0 1", 1), "en passant field"),
        (&START.replacen(" 0 1", " x 1", 1), "clock"),
        (&START.replacen(" 0 1", " 0 0", 1), "move number"),
        (
            &fen("kG22", "n - - 0 1"),
            "South must have exactly one King",
        ),
        (&fen("KG10 KG11 kG22", "s - - 0 1"), "exactly one King"),
        (
            &fen("KG10", "s - - 0 1"),
            "North must have exactly one King",
        ),
    ];
    for (text, expected) in bad {
        let Err(error) = Lun::from_position(text, LunOptions::default()) else {
            panic!("{text} is accepted");
        };
        assert!(error.to_string().contains(expected), "{text}: {error}");
    }
}

#[test]
fn the_record_names_a_special_start_and_the_termination() {
    let mut game = setup("KG10 kG22 RG21", "s - - 0 1");
    play(&mut game, "G21-G22");
    let record = crate::Game::record(&game, Audience::Public, &["Ann".into(), "Bo".into()]);
    assert!(record.starts_with(
        "[Game \"Lún Jungi\"]\n[Date \"????.??.??\"]\n[Players \"South: Ann; North: Bo\"]\n\
         [Result \"1-0\"]\n[Termination \"king-captured\"]\n[Start \""
    ));
    assert!(record.contains("\"]\n1. G21-G22"), "{record}");
    let mut game = Lun::new_game(LunOptions::default(), 0);
    play(&mut game, "E3-C3 E15-C15 F3-D2");
    let record = crate::Game::record(&game, Audience::Public, &[]);
    assert!(!record.contains("[Start"));
    assert!(
        record.ends_with("[Result \"*\"]\n1. E3-C3 E15-C15 2. F3-D2"),
        "{record}"
    );
}

// The view.

#[test]
fn the_view_draws_the_route_of_the_last_move_and_marks_the_nexus() {
    let point = |name: &str| u16::from(sp(name));
    let route = |game: &Lun| game.view(Audience::Public).last_move;
    // Round a ring: every space along the arc.
    let mut game = setup("KG10 kG22 RF13", "s - - 0 1");
    play(&mut game, "F13-F16");
    assert_eq!(route(&game), ["F13", "F14", "F15", "F16"].map(point));
    // Through the nexus.
    let mut game = setup("KG10 kG22 RF13", "s - - 0 1");
    play(&mut game, "F13-B1");
    assert_eq!(
        route(&game),
        ["F13", "E13", "D13", "C13", "B13", "A13", "NX", "A1", "B1"].map(point)
    );
    // A diagonal slide turning along its rings; the shorter of two routes.
    let mut game = setup("KG10 kG22 cG13 PD16", "n - - 0 1");
    play(&mut game, "G13-A1");
    assert_eq!(
        route(&game),
        ["G13", "F12", "E11", "D10", "C9", "B7", "A1"].map(point)
    );
    let mut game = setup("KG10 kG22 RA1", "s - - 0 1");
    play(&mut game, "A1-A19");
    assert_eq!(route(&game), ["A1", "A19"].map(point));
    // Steps, leaps and double steps.
    let mut game = Lun::new_game(LunOptions::default(), 0);
    play(&mut game, "E3-C3");
    assert_eq!(route(&game), ["E3", "D3", "C3"].map(point));
    play(&mut game, "F23-D22");
    assert_eq!(route(&game), ["F23", "D22"].map(point));
    // The piece on the nexus wears a badge and is named in the text; North sees its own half below.
    let game = setup("KG10 kG22 LNX", "s - - 0 1");
    let view = game.view(Audience::Seat(NORTH));
    assert_eq!(view.perspective, NORTH);
    let on_nexus = view
        .pieces
        .iter()
        .find(|piece| piece.at == u16::from(NX))
        .unwrap();
    assert_eq!(on_nexus.face.badge, Some(crate::view::Badge::Sign("+")));
    assert!(
        view.info
            .iter()
            .any(|line| line == "On the nexus South's pikeman moves as the Lancer.")
    );
    assert!(
        game.view(Audience::Public)
            .pieces
            .iter()
            .filter(|p| p.face.badge.is_some())
            .count()
            == 1
    );
}
