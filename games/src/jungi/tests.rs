//! Rule tests through the game: one or more per rule of Part I of the rules text, and one per open point
//! with the reading taken.

use super::board::bit;
use super::board::tests::{names, set, sq};
use super::game::{Action, judge};
use super::*;
use crate::jungi_family::test_support::{actions, play, play_one, refusal, targets};
use crate::model::{Audience, EndReason, Fact, Intervention, Outcome, Phase, Seat};
use crate::rules::Rules;

const SOUTH: Seat = Seat(0);
const NORTH: Seat = Seat(1);

/// A position string from pieces written as letters and square (`Kb1 kh9 +Pe5`) and the other five
/// fields (`s - - 0 1`).
fn fen(pieces: &str, rest: &str) -> String {
    let mut grid: Vec<Vec<String>> = vec![vec![String::new(); 9]; 9];
    for token in pieces.split_whitespace() {
        let (letters, square) = token.split_at(token.len() - 2);
        let at = sq(square);
        grid[usize::from(at / 9)][usize::from(at % 9)] = letters.to_owned();
    }
    let ranks: Vec<String> = (0..9)
        .rev()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for cell in &grid[rank] {
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
        .collect();
    format!("{} {rest}", ranks.join("/"))
}

fn load(text: &str) -> Jungi {
    Jungi::from_position(text, JungiOptions::default())
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn setup(pieces: &str, rest: &str) -> Jungi {
    load(&fen(pieces, rest))
}

/// A piece alone on the board with the two Kings (South `b1`, North `h9`), its side to move.
fn lone(token: &str) -> Jungi {
    let north = token
        .trim_start_matches('+')
        .starts_with(char::is_lowercase);
    setup(
        &format!("Kb1 kh9 {token}"),
        if north { "n - - 0 1" } else { "s - - 0 1" },
    )
}

/// Checks the empty-board target set of a lone piece.
fn assert_targets(token: &str, expected: &str) {
    let at = &token[token.len() - 2..];
    let game = lone(token);
    assert_eq!(
        names(targets(&game, at)),
        names(set(expected)),
        "{token} on an empty board"
    );
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

// §5: the start position.

#[test]
fn the_start_position_has_the_24_moves_counted_by_hand() {
    let start = Jungi::new_game(JungiOptions::default(), 7);
    assert_eq!(Rules::position(&start), START);
    let mut expected: Vec<String> = "abcdefghi"
        .chars()
        .flat_map(|file| [format!("{file}3{file}4"), format!("{file}3{file}5")])
        .chain(
            ["b2a4", "b2c4", "h2g4", "h2i4", "b1b4", "h1h4"]
                .iter()
                .map(|mv| mv.to_string()),
        )
        .collect();
    expected.sort();
    assert_eq!(actions(&start), expected);
    assert_eq!(Rules::perft(&start, 1), 24);
    assert_eq!(start.to_act(), [SOUTH]);
    assert_eq!(start.phase(), Phase::Play);
    // North's answers mirror South's.
    let mut north = start.clone();
    play(&mut north, "a3a4");
    assert_eq!(actions(&north).len(), 24);
}

// §3–§4: each piece on an empty board, South on e5 unless said otherwise.

#[test]
fn pawns_step_forward_capture_diagonally_and_double_step_from_their_third_rank() {
    assert_targets("Pe5", "e6");
    assert_targets("Pe3", "e4 e5");
    assert_targets("pe5", "e4");
    assert_targets("pe7", "e6 e5");
    let game = setup("Kb1 kh9 Pe3 pd4 Pf4 pe5", "s - - 0 1");
    assert_eq!(
        targets(&game, "e3"),
        set("d4 e4"),
        "double step blocked on e5"
    );
    let game = setup("Kb1 kh9 Pe3 pe4", "s - - 0 1");
    assert_eq!(
        targets(&game, "e3"),
        0,
        "blocked, and no capture straight ahead"
    );
    let game = setup("Kb1 kh9 Pe5 pe6 pd6 Pf6", "s - - 0 1");
    assert_eq!(targets(&game, "e5"), set("d6"));
    assert_eq!(
        refusal(&game, "e5f6"),
        "e5f6 is not a legal move for your pawn: your own pawn stands on f6."
    );
    let game = setup("Kb1 kh9 Pe5", "s - - 0 1");
    assert!(refusal(&game, "e5d6").contains("diagonally only to capture"));
    let game = setup("Kb1 kh9 Pe4", "s - - 0 1");
    assert!(refusal(&game, "e4e6").contains("only from its third rank"));
}

#[test]
fn veterans_unicorns_and_horsemen() {
    assert_targets("+Pe5", "d4 e4 f4 d5 f5 d6 e6 f6");
    assert_targets("He5", "d3 f3 c4 g4 c6 g6 d7 f7");
    assert_targets("+He5", "d3 f3 c4 g4 c6 g6 d7 f7 d4 e4 f4 d5 f5 d6 e6 f6");
    assert_targets("Ha1", "b3 c2");
    // Leaps are never blocked.
    let game = setup("Kb1 kh9 He5 Pd4 Pe4 Pf4 Pd5 Pf5 Pd6 Pe6 Pf6", "s - - 0 1");
    assert_eq!(targets(&game, "e5"), set("d3 f3 c4 g4 c6 g6 d7 f7"));
}

#[test]
fn elephants_leap_three_forward_only_from_their_back_rank() {
    assert_targets("Ee5", "d5 f5 e4 e6 c3 g3 c7 g7");
    assert_targets("Ee1", "d1 f1 e2 c3 g3 e4");
    assert_targets("Ee2", "d2 f2 e1 e3 c4 g4");
    assert_targets("ee9", "d9 f9 e8 c7 g7 e6");
    assert_targets("+Ee5", "d4 e4 f4 d5 f5 d6 e6 f6 c3 g3 c7 g7 e2 e8 b5 h5");
    // J6: a true leap over anything, capturing on landing; available whenever it stands on its back rank
    // (Decision), here after it has moved.
    let mut game = setup("Kb1 kh9 Ee1 Pe2 +pe3 pe4", "s - - 0 1");
    assert!(targets(&game, "e1") & bit(sq("e4")) != 0);
    play(&mut game, "e1d1 h9h8");
    assert!(targets(&game, "d1") & bit(sq("d4")) != 0);
    let mut game = setup("Kb1 kh9 Ee1 Pe2 +pe3 pe4", "s - - 0 1");
    assert_eq!(
        play(&mut game, "e1e4"),
        ["South: Elephant e1xe4 (takes Pawn on e4)"]
    );
}

#[test]
fn magisters_and_archmagisters() {
    assert_targets("Me5", "d5 f5 e4 e6 c5 g5 e3 e7");
    assert_targets("+Me5", "d4 e4 f4 d5 f5 d6 e6 f6 c5 g5 e3 e7 b2 h2 b8 h8");
}

#[test]
fn pikemen_slide_forward_and_diagonally_backward() {
    assert_targets("Le5", "e6 e7 e8 e9 d4 c3 b2 a1 f4 g3 h2 i1");
    assert_targets("le5", "e4 e3 e2 e1 d6 c7 b8 a9 f6 g7 h8 i9");
    let game = setup("Kb1 kh9 Le5 pe7 Pd4 +pg3", "s - - 0 1");
    assert_eq!(targets(&game, "e5"), set("e6 e7 f4 g3"));
    assert!(refusal(&game, "e5e8").contains("the way is blocked on e7"));
    assert!(refusal(&game, "e5d5").contains("any distance straight forward"));
}

#[test]
fn lancers_slide_along_all_eight_lines() {
    // Decision: "diagonally sideways" reads as every diagonal, so the Lancer moves as a chess queen.
    let queen = "e6 e7 e8 e9 e4 e3 e2 e1 a5 b5 c5 d5 f5 g5 h5 i5 \
                 a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1";
    assert_targets("+Le5", queen);
    assert_targets("+Qe5", queen);
}

#[test]
fn cannons_slide_diagonally_and_capture_without_a_screen() {
    assert_targets("Ce5", "a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1");
    // Decision: capture by replacement, the first piece on the line, no screen needed.
    let game = setup("Kb1 kh9 Ce5 pg7 ph8 Pc3", "s - - 0 1");
    assert_eq!(
        targets(&game, "e5"),
        set("d4 f6 g7 a9 b8 c7 d6 f4 g3 h2 i1")
    );
    assert_targets(
        "+Ce5",
        "a1 b2 c3 d4 f6 g7 h8 i9 a9 b8 c7 d6 f4 g3 h2 i1 e4 e6 d5 f5",
    );
}

#[test]
fn chariots_and_dragons() {
    let rook = "e6 e7 e8 e9 e4 e3 e2 e1 a5 b5 c5 d5 f5 g5 h5 i5";
    assert_targets("Re5", rook);
    assert_targets(
        "+Re5",
        "e6 e7 e8 e9 e4 e3 e2 e1 a5 b5 c5 d5 f5 g5 h5 i5 d4 f4 d6 f6",
    );
    // J19: a Dragon's one-square orthogonal move is a step and a slide, but one move.
    let game = lone("+Re5");
    let to_e6 = game
        .legal_moves()
        .iter()
        .filter(|mv| mv.from == sq("e5") && mv.to == sq("e6"))
        .count();
    assert_eq!(to_e6, 1);
}

#[test]
fn nobles_lords_officers_and_commanders() {
    assert_targets("Ne5", "d4 f4 d6 f6 e6");
    assert_targets("ne5", "d4 f4 d6 f6 e4");
    assert_targets("+Ne5", "d4 e4 f4 d5 f5 d6 e6 f6 e3 c3 g3 c7 g7");
    assert_targets("+ne5", "d4 e4 f4 d5 f5 d6 e6 f6 e7 c3 g3 c7 g7");
    assert_targets("Oe5", "d5 f5 e4 e6 d6 f6");
    assert_targets("oe5", "d5 f5 e4 e6 d4 f4");
    // Decision: the Commander leaps two squares in all eight directions.
    assert_targets("+Oe5", "d4 e4 f4 d5 f5 d6 e6 f6 c5 g5 e3 e7 c3 g3 c7 g7");
}

#[test]
fn queens_and_kings_double_step_only_as_their_first_move() {
    assert_targets("Qe5", "d4 e4 f4 d5 f5 d6 e6 f6");
    let game = setup("Ke1 Qe2 ke9 qe8", "s KQkq - 0 1");
    assert_eq!(targets(&game, "e2"), set("d1 f1 d2 f2 d3 e3 f3 e4"));
    assert_eq!(targets(&game, "e1"), set("d1 f1 d2 f2"));
    let game = setup("Ke1 ke9 qe8", "s Kkq - 0 1");
    assert_eq!(targets(&game, "e1"), set("d1 f1 d2 e2 f2 e3"));
    // The flag goes with the first move, even back to the starting square.
    let mut game = setup("Ke1 ke9", "s Kk - 0 1");
    play(&mut game, "e1d1 e9d9 d1e1 d9e9");
    assert_eq!(Rules::position(&game), fen("Ke1 ke9", "s - - 4 3"));
    assert!(refusal(&game, "e1e3").contains("only as its first move, and this king has moved"));
    // A double step needs both squares empty and never captures.
    let game = setup("Ke1 Qe2 ke9 pe4", "s KQ - 0 1");
    assert_eq!(targets(&game, "e2") & bit(sq("e4")), 0);
    let game = setup("Ke1 ke9 +pe2", "s K - 0 1");
    assert_eq!(targets(&game, "e1") & bit(sq("e3")), 0);
}

#[test]
fn the_emperor_steps_leaps_to_the_ring_and_captures_twice_or_without_moving() {
    let ring = "c3 d3 e3 f3 g3 c4 g4 c5 g5 c6 g6 c7 d7 e7 f7 g7";
    let steps = "d4 e4 f4 d5 f5 d6 e6 f6";
    let game = setup("+Ke5 kh9", "s - - 0 1");
    assert_eq!(
        names(targets(&game, "e5")),
        names(set(&format!("{ring} {steps}")))
    );
    assert!(
        game.legal_moves().iter().all(|mv| mv.via.is_none()),
        "J1: no double move without a capture"
    );
    // One enemy neighbour: eight second steps from f6, the return to e5 included; not onto its own piece.
    let game = setup("+Ke5 kh9 pf6 +Pg7", "s - - 0 1");
    let doubles: Vec<String> = actions(&game)
        .into_iter()
        .filter(|mv| mv.len() == 6)
        .collect();
    assert_eq!(
        doubles,
        [
            "e5f6e5", "e5f6e6", "e5f6e7", "e5f6f5", "e5f6f7", "e5f6g5", "e5f6g6"
        ]
    );
    assert!(refusal(&game, "e5f6g7").contains("your own veteran stands on g7"));
    // J2: no pass out to an empty square and back.
    assert!(refusal(&game, "e5e6e5").contains("must capture on its first step"));
    // Both steps capture.
    let mut game = setup("+Ke5 kh9 pf6 rg7", "s - - 0 1");
    assert_eq!(
        play(&mut game, "e5f6g7"),
        ["South: Emperor e5xf6xg7 (takes Pawn on f6 and Chariot on g7)"]
    );
    assert_eq!(Rules::position(&game), fen("+Kg7 kh9", "n - - 0 1"));
    // Capture without moving.
    let mut game = setup("+Ke5 kh9 pf6", "s - - 0 1");
    assert_eq!(
        play(&mut game, "e5f6e5"),
        ["South: Emperor e5xf6-e5 (takes Pawn on f6)"]
    );
    assert_eq!(Rules::position(&game), fen("+Ke5 kh9", "n - - 0 1"));
    assert!(refusal(&setup("Ke5 kh9 pf6", "s - - 0 1"), "e5f6e5").contains("only the Emperor"));
}

#[test]
fn no_piece_lands_on_its_own_side_and_there_is_no_check() {
    let game = setup("Ke1 Re2 ke9 re8", "s - - 0 1");
    assert!(refusal(&game, "e1e2").contains("your own chariot stands on e2"));
    // The King may step next to the enemy Chariot's line (Decision: no check rule).
    assert!(targets(&game, "e1") & bit(sq("d1")) != 0);
    let mut game = setup("Ke1 ke9 Rd2", "s - - 0 1");
    play(&mut game, "d2d8");
    assert!(
        targets(&game, "e9") & bit(sq("d9")) != 0,
        "the King may step onto an attacked square"
    );
}

#[test]
fn slides_stop_at_the_first_piece_and_leaps_jump_over_everything() {
    let game = setup("Kb1 kh9 Re5 +Pe7 pc5 Re3", "s - - 0 1");
    assert_eq!(targets(&game, "e5"), set("e6 e4 c5 d5 f5 g5 h5 i5"));
    let game = setup("Kb1 kh9 +Le5 pf6 Pd4 rb5", "s - - 0 1");
    assert_eq!(
        targets(&game, "e5"),
        set("e6 e7 e8 e9 e4 e3 e2 e1 b5 c5 d5 f5 g5 h5 i5 f6 a9 b8 c7 d6 f4 g3 h2 i1")
    );
    // J9, no hobbling: leaps of the Archmagister, Lord and Emperor pass over any piece.
    let walled = "Pd4 Pe4 Pf4 Pd5 Pf5 Pd6 Pe6 Pf6";
    let game = setup(
        &format!("Kb1 kh9 +Me5 Pf3 +Pd7 Pc3 +Pg7 {walled}"),
        "s - - 0 1",
    );
    assert_eq!(targets(&game, "e5"), set("c5 g5 e3 e7 b2 h2 b8 h8"));
    let game = setup(&format!("Kb1 kh9 +Ne5 Pd3 {walled}"), "s - - 0 1");
    assert_eq!(targets(&game, "e5"), set("e3 c3 g3 c7 g7"));
    let game = setup(&format!("+Ke5 kh9 {walled}"), "s - - 0 1");
    assert_eq!(
        targets(&game, "e5"),
        set("c3 d3 e3 f3 g3 c4 g4 c5 g5 c6 g6 c7 d7 e7 f7 g7")
    );
}

#[test]
fn promoted_pieces_never_double_step() {
    // J10: no handicap Veterans, so a Veteran on its third rank has only its steps.
    assert_targets("+Pe3", "d2 e2 f2 d3 f3 d4 e4 f4");
}

// §6: en passant.

#[test]
fn a_pawn_double_step_is_taken_en_passant_by_pawns_and_kings() {
    // The example of §6.2: d7d5 passes d6; c5, e5 and a King on e6 may take.
    let pieces = "Kb1 Pc5 Pe5 kh9 pd7";
    let mut game = setup(pieces, "n - - 0 1");
    play(&mut game, "d7d5");
    assert_eq!(game.current().en_passant().passed, set("d6"));
    assert!(Rules::position(&game).contains(" d5:d6 "));
    let moves = actions(&game);
    assert!(moves.contains(&"c5d6".to_owned()) && moves.contains(&"e5d6".to_owned()));
    let mut taken = game.clone();
    assert_eq!(
        play(&mut taken, "c5d6"),
        ["South: Pawn c5xd6 e.p. (takes Pawn on d5)"]
    );
    assert_eq!(Rules::position(&taken), fen("Kb1 Pd6 Pe5 kh9", "n - - 0 2"));
    let mut game = setup("Ke6 kh9 pd7", "n - - 0 1");
    play(&mut game, "d7d5");
    assert_eq!(
        play(&mut game, "e6d6"),
        ["South: King e6xd6 e.p. (takes Pawn on d5)"]
    );
    assert_eq!(Rules::position(&game), fen("Kd6 kh9", "n - - 0 2"));
}

#[test]
fn a_slide_passing_several_squares_gives_one_capture_per_threatened_square() {
    // The North Chariot a9-a4 passes a8 a7 a6 a5. The South Pawn on b4 threatens a5, the Veteran on
    // b7 threatens a8 a7 a6: the canonical field lists the four, in board order.
    let mut game = setup("Kb1 Pb4 +Pb7 kh9 ra9", "n - - 0 1");
    play(&mut game, "a9a4");
    assert_eq!(
        Rules::position(&game),
        fen("Kb1 ra4 Pb4 +Pb7 kh9", "s - a4:a5a6a7a8 1 2")
    );
    for taker in ["b4a5", "b7a6", "b7a7", "b7a8"] {
        let mut copy = game.clone();
        let note = &play(&mut copy, taker)[0];
        assert!(
            note.ends_with("e.p. (takes Chariot on a4)"),
            "{taker}: {note}"
        );
        assert!(copy.current().piece_at(sq("a4")).is_none());
    }
    // A square nobody can take on is not written: with only the Pawn, just a5.
    let mut game = setup("Kb1 Pb4 kh9 ra9", "n - - 0 1");
    play(&mut game, "a9a4");
    assert!(Rules::position(&game).contains(" a4:a5 "));
    // A Pawn's straight step onto a passed square is an ordinary move.
    let mut game = setup("Kb1 Pe5 kh9 ra6", "n - - 0 1");
    play(&mut game, "a6h6");
    assert_eq!(game.current().en_passant().passed, set("d6 f6"));
    let mut straight = game.clone();
    assert_eq!(play(&mut straight, "e5e6"), ["South: Pawn e5-e6"]);
    assert!(straight.current().piece_at(sq("h6")).is_some());
    assert_eq!(
        play(&mut game, "e5f6"),
        ["South: Pawn e5xf6 e.p. (takes Chariot on h6)"]
    );
}

#[test]
fn the_empress_takes_en_passant_only_by_a_one_square_move() {
    let mut game = setup("Kb1 +Qc5 kh9 ra6", "n - - 0 1");
    play(&mut game, "a6g6");
    assert_eq!(game.current().en_passant().passed, set("b6 c6 d6"));
    let mut one = game.clone();
    assert_eq!(
        play(&mut one, "c5c6"),
        ["South: Empress c5xc6 e.p. (takes Chariot on g6)"]
    );
    let mut longer = game.clone();
    assert_eq!(play(&mut longer, "c5c7"), ["South: Empress c5-c7"]);
    assert!(longer.current().piece_at(sq("g6")).is_some());
    let mut diagonal = game;
    assert_eq!(play(&mut diagonal, "c5e7"), ["South: Empress c5-e7"]);
}

#[test]
fn leaps_double_steps_and_steps_inside_a_double_move_never_take_en_passant() {
    // North's Chariot a6-h6 passes b6..g6; the South Pawn on c5 threatens b6 and d6. The Emperor's leap
    // onto d6 and its second step onto d6 are ordinary moves.
    let mut game = setup("+Ke4 Pc5 kh9 ra6 pe5", "n - - 0 1");
    play(&mut game, "a6h6");
    assert_eq!(game.current().en_passant().passed, set("b6 d6"));
    let mut leap = game.clone();
    assert_eq!(play(&mut leap, "e4d6"), ["South: Emperor e4-d6"]);
    assert!(leap.current().piece_at(sq("h6")).is_some());
    let mut double = game.clone();
    assert_eq!(
        play(&mut double, "e4e5d6"),
        ["South: Emperor e4xe5-d6 (takes Pawn on e5)"]
    );
    assert!(double.current().piece_at(sq("h6")).is_some());
    // A Horseman is no en passant piece: its leap onto a passed square is ordinary.
    let mut game = setup("Kb1 He4 Pc5 kh9 ra6", "n - - 0 1");
    play(&mut game, "a6h6");
    assert_eq!(play(&mut game, "e4d6"), ["South: Horseman e4-d6"]);
}

#[test]
fn the_emperors_return_passes_its_capture_square_so_a_pawn_can_take_the_emperor() {
    // The seed's remark: the Emperor takes on f6 without moving, but the Pawn on g7 covered f6 and
    // takes the Emperor en passant on e5.
    let mut game = setup("+Ke5 kh9 pf6 pg7", "s - - 0 1");
    play(&mut game, "e5f6e5");
    assert_eq!(Rules::position(&game), fen("+Ke5 pg7 kh9", "n - e5:f6 0 1"));
    let notes = play(&mut game, "g7f6");
    assert_eq!(notes, ["North: Pawn g7xf6 e.p. (takes Emperor on e5)"]);
    assert_eq!(
        game.outcome(),
        win(NORTH, crate::jungi_family::ROYAL_CAPTURED).as_ref()
    );
    assert!(game.to_act().is_empty());
    // J16: the finished position writes no en passant field.
    assert!(Rules::position(&game).contains(" - - "));
}

#[test]
fn a_kings_double_step_can_be_taken_en_passant_and_that_wins() {
    let mut game = setup("Ke1 kh9 +pd3", "s K - 0 1");
    play(&mut game, "e1e3");
    assert!(Rules::position(&game).contains(" e3:e2 "));
    assert_eq!(
        play(&mut game, "d3e2"),
        ["North: Veteran d3xe2 e.p. (takes King on e3)"]
    );
    assert_eq!(
        game.outcome(),
        win(NORTH, crate::jungi_family::ROYAL_CAPTURED).as_ref()
    );
}

#[test]
fn en_passant_lasts_one_move_and_is_canonical_in_the_key() {
    let mut game = setup("Kb1 Pc5 kh9 pd7", "n - - 0 1");
    play(&mut game, "d7d5 b1b2 h9h8");
    assert!(!actions(&game).contains(&"c5d6".to_owned()));
    assert!(refusal(&game, "c5d6").contains("diagonally only to capture"));
    // The same pieces after a double step nobody can take, and after two single steps: equal keys.
    let mut passed = setup("Kb1 kh9 pd7 Pa2", "n - - 0 1");
    play(&mut passed, "d7d5");
    let mut stepped = setup("Kb1 kh9 pd6 Pa2", "n - - 0 1");
    play(&mut stepped, "d6d5");
    assert_eq!(passed.current().en_passant(), position::EnPassant::NONE);
    assert_eq!(passed.current().key(), stepped.current().key());
    assert_eq!(passed.current().key(), passed.current().key_from_scratch());
}

#[test]
fn the_en_passant_target_of_a_promoting_move_is_the_promoted_piece() {
    // North's Pikeman slides e7-e2, passing e6 e5 e4 e3, and becomes a Lancer; the South Pawn on f2
    // takes it on e3.
    let mut game = setup("Kb1 Pf2 kh9 le7", "n - - 0 1");
    assert_eq!(play(&mut game, "e7e2"), ["North: Pikeman e7-e2=Lancer"]);
    assert!(Rules::position(&game).contains(" e2:e3 "));
    assert_eq!(
        play(&mut game, "f2e3"),
        ["South: Pawn f2xe3 e.p. (takes Lancer on e2)"]
    );
}

// §7: promotion.

#[test]
fn promotion_happens_on_every_kind_of_move_ending_in_the_zone() {
    let cases = [
        ("Kb1 kh9 Ne6", "e6e7", "South: Noble e6-e7=Lord", "+Ne7"),
        ("Kb1 kh9 La6", "a6a7", "South: Pikeman a6-a7=Lancer", "+La7"),
        (
            "Kb1 kh9 Ra1 ra8",
            "a1a8",
            "South: Chariot a1xa8=Dragon (takes Chariot on a8)",
            "+Ra8",
        ),
        (
            "Kb1 kh9 He5",
            "e5f7",
            "South: Horseman e5-f7=Unicorn",
            "+Hf7",
        ),
        (
            "Kb1 kh9 Me5",
            "e5e7",
            "South: Magister e5-e7=Archmagister",
            "+Me7",
        ),
        ("Kb1 kh9 Qe6", "e6d7", "South: Queen e6-d7=Empress", "+Qd7"),
        ("Ke6 kh9", "e6e7", "South: King e6-e7=Emperor", "+Ke7"),
        (
            "Kb1 kh9 Pe6 pd7",
            "e6d7",
            "South: Pawn e6xd7=Veteran (takes Pawn on d7)",
            "+Pd7",
        ),
    ];
    for (pieces, mv, note, promoted) in cases {
        let mut game = setup(pieces, "s - - 9 1");
        assert_eq!(play(&mut game, mv), [note], "{pieces}");
        let at = &promoted[promoted.len() - 2..];
        let piece = game.current().piece_at(sq(at)).expect("a piece");
        assert_eq!(piece.letters(), promoted[..promoted.len() - 2], "{pieces}");
        assert_eq!(game.current().clock(), 0, "promotion resets the clock");
    }
    // North promotes on ranks 1-3.
    let mut game = setup("Kb1 kh9 oe4", "n - - 0 1");
    assert_eq!(play(&mut game, "e4e3"), ["North: Officer e4-e3=Commander"]);
    // En passant into the zone: the Pawn on e6 takes on d7 and becomes a Veteran.
    let mut game = setup("Kb1 Pe6 kh9 ra7", "n - - 0 1");
    play(&mut game, "a7h7");
    assert_eq!(
        play(&mut game, "e6d7"),
        ["South: Pawn e6xd7=Veteran e.p. (takes Chariot on h7)"]
    );
    // A promoted piece moving inside the zone stays as it is, and the clock runs on.
    let mut game = setup("Kb1 kh9 +Pe7", "s - - 9 1");
    assert_eq!(play(&mut game, "e7e8"), ["South: Veteran e7-e8"]);
    assert_eq!(game.current().clock(), 10);
    // J20: a double step never reaches the zone.
    let mut game = setup("Kb1 kh9 Pe3", "s - - 0 1");
    assert_eq!(play(&mut game, "e3e5"), ["South: Pawn e3-e5"]);
}

// §8: the end of the game.

#[test]
fn capturing_the_royal_piece_wins_at_once() {
    let mut game = setup("Kb1 Re2 ke7", "s - - 0 1");
    play(&mut game, "e2e7");
    assert_eq!(
        game.outcome(),
        win(SOUTH, crate::jungi_family::ROYAL_CAPTURED).as_ref()
    );
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(Rules::perft(&game, 1), 0);
    // J15: a position whose side to move has no royal has no moves, also when loaded.
    let loaded = load(&fen("Kb1 +Re7", "n - - 0 1"));
    assert_eq!(
        loaded.outcome(),
        win(SOUTH, crate::jungi_family::ROYAL_CAPTURED).as_ref()
    );
    assert!(super::movegen::legal_moves(loaded.current()).is_empty());
    // J11: a double move whose first step takes the King is generated and wins.
    let mut game = setup("+Ke5 kf6", "s - - 0 1");
    assert!(actions(&game).contains(&"e5f6e5".to_owned()));
    play(&mut game, "e5f6g7");
    assert_eq!(
        game.outcome(),
        win(SOUTH, crate::jungi_family::ROYAL_CAPTURED).as_ref()
    );
}

/// North to move with no legal move: every North piece is hemmed in.
const STUCK: &str = "kc7/prp6/+Pp+P6/1P7/9/9/9/9/4K4";

#[test]
fn a_player_without_a_legal_move_loses() {
    let stuck = load(&format!("{STUCK} n - - 0 1"));
    assert_eq!(stuck.outcome(), win(SOUTH, EndReason::NoMoves).as_ref());
    // The same, reached by a move: South's Pawn b5-b6 blocks the last North move.
    let mut game = load(&fen(
        "ka9 cb9 pa8 rb8 pc8 +Pa7 pb7 +Pc7 Pb5 Ke1",
        "s - - 0 1",
    ));
    assert!(!actions(&game).is_empty());
    let notes = {
        let seat = game.to_act()[0];
        let action = game.parse_action(seat, "b5b6").unwrap();
        game.apply(seat, &action).unwrap()
    };
    assert_eq!(game.outcome(), win(SOUTH, EndReason::NoMoves).as_ref());
    assert_eq!(
        notes.notes[1].english(),
        "North has no legal move, so South wins."
    );
}

#[test]
fn threefold_repetition_draws_on_the_third_occurrence() {
    let mut game = setup("Ke1 ke9", "s - - 0 1");
    play(&mut game, "e1d1 e9d9 d1e1 d9e9 e1d1 e9d9 d1e1");
    assert_eq!(game.outcome(), None);
    let notes = play(&mut game, "d9e9");
    assert_eq!(
        game.outcome(),
        draw(crate::jungi_family::REPETITION).as_ref()
    );
    assert_eq!(game.current().clock(), 8);
    assert_eq!(notes, ["North: King d9-e9"]);
    // Rights are part of the position: with both Kings unmoved at the start, the start never recurs, and
    // the first position to occur three times is the one after both Kings first moved (plies 2, 6, 10).
    let mut game = setup("Ke1 ke9", "s Kk - 0 1");
    play(&mut game, "e1d1 e9d9 d1e1 d9e9 e1d1 e9d9 d1e1 d9e9 e1d1");
    assert_eq!(game.outcome(), None);
    play(&mut game, "e9d9");
    assert_eq!(
        game.outcome(),
        draw(crate::jungi_family::REPETITION).as_ref()
    );
}

#[test]
fn the_150_ply_rule_draws_after_wins_are_checked() {
    let mut game = setup("Ke1 ke9", "s - - 148 80");
    play(&mut game, "e1d1");
    assert_eq!(game.outcome(), None);
    play(&mut game, "e9d9");
    assert_eq!(game.outcome(), draw(EndReason::NO_CAPTURE).as_ref());
    // A loaded position at 150 is already drawn.
    let loaded = setup("Ke1 ke9", "s - - 150 80");
    assert_eq!(loaded.outcome(), draw(EndReason::NO_CAPTURE).as_ref());
    // J8: no legal move beats the 150-ply draw.
    let mut game = load(&fen(
        "ka9 cb9 pa8 rb8 pc8 +Pa7 pb7 +Pc7 Pb5 Ke1",
        "s - - 149 80",
    ));
    play(&mut game, "b5b6");
    assert_eq!(game.current().clock(), 150);
    assert_eq!(game.outcome(), win(SOUTH, EndReason::NoMoves).as_ref());
    // A capture resets the clock.
    let mut game = setup("Ke1 Re2 ke9 pe7", "s - - 120 80");
    play(&mut game, "e2e7");
    assert_eq!(game.current().clock(), 0);
}

#[test]
fn judging_follows_the_order_of_j8() {
    // Royal captured is checked before the no-move loss: North has neither royal nor moves.
    let position = Position::parse(&fen("Ke1 +pa2", "n - - 0 1")).unwrap();
    assert_eq!(
        judge(&position, &[position.key()]),
        win(SOUTH, crate::jungi_family::ROYAL_CAPTURED)
    );
}

#[test]
fn interventions_end_the_game() {
    let mut game = Jungi::new_game(JungiOptions::default(), 0);
    let report = game.intervene(Intervention::Resign(NORTH)).unwrap();
    assert_eq!(report.notes[0].english(), "North resigns, so South wins.");
    assert_eq!(game.outcome(), win(SOUTH, EndReason::Resignation).as_ref());
    assert!(game.intervene(Intervention::AgreedDraw).is_err());
    let mut game = Jungi::new_game(JungiOptions::default(), 0);
    game.intervene(Intervention::TimeOut(SOUTH)).unwrap();
    assert_eq!(game.outcome(), win(NORTH, EndReason::Time).as_ref());
}

// The turn, seats and refusals.

#[test]
fn only_the_side_to_move_acts_and_refusals_say_why() {
    let game = Jungi::new_game(JungiOptions::default(), 0);
    let mut copy = game.clone();
    let action = copy.parse_action(NORTH, "a7a6").unwrap();
    assert_eq!(
        copy.apply(NORTH, &action).unwrap_err().to_string(),
        "It is South's turn."
    );
    assert!(game.legal_actions(NORTH).is_empty());
    assert_eq!(
        refusal(&game, "e5e6"),
        "There is no piece on e5; pick one of your own pieces to move."
    );
    assert_eq!(
        refusal(&game, "a7a6"),
        "The piece on a7 is North's pawn; you play South."
    );
    assert_eq!(
        refusal(&game, "c1d2"),
        "c1d2 is not a legal move for your cannon: your own officer stands on d2."
    );
    assert!(refusal(&game, "b2b4").contains("a horseman moves by a knight's leap"));
    assert!(refusal(&game, "e3").contains("Write the square the piece leaves"));
    assert!(refusal(&game, "hello").contains("is not a move"));
    let mut copy = game.clone();
    assert!(copy.apply(Seat(2), &Action::Stop).is_err());
}

// §9: notation.

#[test]
fn moves_read_in_every_form_and_display_as_in_section_9_3() {
    let mut game = Jungi::new_game(JungiOptions::default(), 0);
    assert_eq!(play(&mut game, "E3-E5"), ["South: Pawn e3-e5"]);
    assert_eq!(play(&mut game, "d7-d5"), ["North: Pawn d7-d5"]);
    assert_eq!(
        play_one(&mut game, "Pawn e5xd6 e.p."),
        "South: Pawn e5xd6 e.p. (takes Pawn on d5)"
    );
    let record = crate::Game::record(
        &game,
        Audience::Public,
        &["Ann".to_owned(), "Bo".to_owned()],
    );
    assert_eq!(
        record,
        "[Game \"Jungi\"]\n[Date \"????.??.??\"]\n[Players \"South: Ann; North: Bo\"]\n[Result \"*\"]\n\
         1. e3e5 d7d5 2. e5d6"
    );
    // Marks must be true of the move.
    let game = setup("Kb1 kh9 La6", "s - - 0 1");
    assert_eq!(
        refusal(&game, "Chariot a6-a7"),
        "The piece on a6 is a Pikeman, not a Chariot."
    );
    assert_eq!(refusal(&game, "a6a7=Dragon"), "a6a7 promotes to Lancer.");
    assert_eq!(
        refusal(&game, "a6a7 e.p."),
        "a6a7 is not an en passant capture."
    );
    let mut copy = game.clone();
    assert_eq!(
        play_one(&mut copy, "Pikeman a6-a7=Lancer"),
        "South: Pikeman a6-a7=Lancer"
    );
}

#[test]
fn the_record_names_a_special_start_and_the_termination() {
    let mut game = setup("Kb1 Re2 ke7", "n - - 0 40");
    play(&mut game, "e7d7 e2e8 d7d8 e8d8");
    let record = crate::Game::record(&game, Audience::Public, &[]);
    assert_eq!(
        record,
        format!(
            "[Game \"Jungi\"]\n[Date \"????.??.??\"]\n[Players \"South: ?; North: ?\"]\n[Result \"1-0\"]\n\
             [Termination \"king-captured\"]\n[Start \"{}\"]\n40... e7d7 41. e2e8 d7d8 42. e8d8",
            fen("Kb1 Re2 ke7", "n - - 0 40")
        )
    );
}

#[test]
fn position_strings_round_trip_and_bad_ones_are_refused_with_a_sentence() {
    for text in [
        START.to_owned(),
        fen("+Ke5 kh9 +pd3 Pa4", "n - - 17 33"),
        fen("Ke1 Qe2 ke9", "s KQ - 0 1"),
        fen("Ke1 ke9 qe8", "n Kq - 3 2"),
        fen("Kb1 Pb4 +Pb7 kh9 ra4", "s - a4:a5a6a7a8 1 2"),
        fen("Kb1 +Re7", "n - - 0 1"),
    ] {
        assert_eq!(Rules::position(&load(&text)), text);
    }
    // A reader keeps only the usable passed squares (J13).
    let loose = fen("Kb1 Pb4 kh9 ra4", "s - a4:a5a6a7 1 2");
    assert_eq!(
        Rules::position(&load(&loose)),
        fen("Kb1 Pb4 kh9 ra4", "s - a4:a5 1 2")
    );
    let cases = [
        ("", "six fields"),
        (&fen("Ke1 ke9", "x - - 0 1")[..], "s (South) or n (North)"),
        ("9/9/9/9/9/9/9/4K4 s - - 0 1", "9 ranks"),
        ("4k4/9/9/9/9/9/9/9/4K5 s - - 0 1", "exactly 9 squares"),
        ("4k4/9/9/9/9/9/9/9/4K3 s - - 0 1", "exactly 9 squares"),
        ("4k4/9/9/9/9/9/9/9/4K04 s - - 0 1", "one digit"),
        ("4k4/9/9/9/9/9/9/9/4K22 s - - 0 1", "one digit"),
        ("4k4/9/9/9/9/9/9/9/4K3+ s - - 0 1", "exactly 9 squares"),
        ("4k4/9/9/9/9/9/9/9/4K3X s - - 0 1", "not a Jungi piece"),
        ("4k4/9/9/9/9/9/9/9/3KK4 s - - 0 1", "two royal pieces"),
        ("4k4/9/9/9/9/9/9/9/3K+K4 s - - 0 1", "two royal pieces"),
        (
            "9/9/9/9/9/9/9/9/4K4 s - - 0 1",
            "North has no King or Emperor",
        ),
        (
            "4k4/9/9/9/9/9/9/9/3K5 s K - 0 1",
            "needs the unmoved South King on e1",
        ),
        ("4k4/9/9/9/9/9/9/4Q4/4K4 s QK - 0 1", "in that order"),
        ("4k4/9/9/9/9/9/9/4Q4/4K4 s KK - 0 1", "in that order"),
        (
            "4k4/9/P8/9/9/9/9/9/4K4 s - - 0 1",
            "promotion zone unpromoted",
        ),
        (
            "4k4/9/9/9/9/9/3p5/9/4K4 s - - 0 1",
            "promotion zone unpromoted",
        ),
        ("4k4/9/9/3p5/9/9/9/9/4K4 s - d6:d6 0 1", "is occupied"),
        (
            "4k4/9/9/3p5/9/9/9/9/4K4 s - d4:d5 0 1",
            "must hold a piece of North",
        ),
        (
            "4k4/9/9/3P5/9/9/9/9/4K4 s - d6:d7 0 1",
            "must hold a piece of North",
        ),
        ("4k4/9/9/3p5/9/9/9/9/4K4 s - d6: 0 1", "en passant field"),
        ("4k4/9/9/9/9/9/9/9/4K4 s - - x 1", "clock"),
        ("4k4/9/9/9/9/9/9/9/4K4 s - - 0 0", "move number"),
    ];
    for (text, part) in cases {
        let error = Jungi::from_position(text, JungiOptions::default()).unwrap_err();
        assert!(error.to_string().contains(part), "{text}: {error}");
    }
}

#[test]
fn rights_are_lost_with_the_first_move_and_with_the_capture_of_their_piece() {
    // J17: North takes the unmoved South Queen; its flag goes.
    let mut game = setup("Ke1 Qe2 ke9 +rd2", "n KQk - 0 1");
    play(&mut game, "d2e2");
    assert_eq!(game.current().rights(), set("e1 e9"));
    assert_eq!(game.current().key(), game.current().key_from_scratch());
    assert!(Rules::position(&game).contains(" Kk "));
}

// Entering the Emperor's double move step by step.

#[test]
fn a_double_move_entered_step_by_step_is_the_same_move() {
    let start = setup("+Ke5 kh9 pf6 rg7", "s - - 0 1");
    let mut whole = start.clone();
    play(&mut whole, "e5f6g7");
    for steps in ["e5xf6- f6g7", "e5f6 - g7", "e5f6- f6xg7", "e5f6- e5f6g7"] {
        let mut game = start.clone();
        let mut words = steps.split(' ');
        let first = words.next().unwrap();
        let first = if first.ends_with('-') {
            first.to_owned()
        } else {
            format!("{first} {}", words.next().unwrap())
        };
        let seat = game.to_act()[0];
        let action = game.parse_action(seat, &first).unwrap();
        assert!(!action.ends_turn());
        let report = game.apply(seat, &action).unwrap();
        assert!(!report.has(Fact::TurnOver(SOUTH)), "{steps}");
        assert_eq!(
            report.notes[0].english(),
            "South: Emperor e5xf6 (takes Pawn on f6); the move goes on: a second step from f6, back to e5, or stop."
        );
        assert_eq!(game.format_action(&action), "e5f6-");
        assert_eq!(game.to_act(), [SOUTH]);
        assert_eq!(
            Rules::position(&game),
            Rules::position(&start),
            "nothing is played yet"
        );
        assert!(game.move_in_progress().is_some());
        assert_eq!(
            actions(&game),
            [
                "f6e5", "f6e6", "f6e7", "f6f5", "f6f7", "f6g5", "f6g6", "f6g7", "stop"
            ]
        );
        let view = game.view(Audience::Public);
        assert_eq!(view.last_move, [u16::from(sq("e5")), u16::from(sq("f6"))]);
        assert!(
            view.pieces
                .iter()
                .any(|piece| piece.at == u16::from(sq("f6")))
        );
        assert!(
            view.pieces
                .iter()
                .all(|piece| piece.at != u16::from(sq("e5")))
        );
        let second = words.next().unwrap();
        let action = game.parse_action(SOUTH, second).unwrap();
        let report = game.apply(SOUTH, &action).unwrap();
        assert!(report.has(Fact::TurnOver(SOUTH)));
        assert_eq!(
            report.notes[0].english(),
            "South: Emperor e5xf6xg7 (takes Pawn on f6 and Chariot on g7)"
        );
        assert_eq!(game, whole, "{steps}");
    }
    // `stop` ends the move after the capture: the single step.
    let mut game = start.clone();
    play(&mut game, "e5f6- stop");
    let mut single = start.clone();
    play(&mut single, "e5f6");
    assert_eq!(game, single);
}

#[test]
fn a_move_in_progress_refuses_other_moves_and_survives_storage() {
    let start = setup("+Ke5 Pb2 kh9 pf6", "s - - 0 1");
    let mut game = start.clone();
    play(&mut game, "e5f6-");
    assert!(refusal(&game, "b2b3").contains("Your Emperor's move e5xf6 is in progress"));
    assert!(refusal(&game, "e5f6-").contains("in progress"));
    assert!(refusal(&game, "f6h8").contains("not a legal move for your emperor"));
    let json = serde_json::to_string(&game).unwrap();
    let restored: Jungi = serde_json::from_str(&json).unwrap();
    assert_eq!(restored, game);
    // A first step needs an Emperor and an enemy neighbour; `stop` needs a move in progress.
    assert!(refusal(&start, "e5e6-").contains("holds none"));
    assert!(refusal(&start, "b2b3-").contains("only the Emperor"));
    assert!(refusal(&start, "stop").contains("no double move in progress to stop"));
    assert!(
        start
            .clone()
            .apply(SOUTH, &Action::Stop)
            .unwrap_err()
            .to_string()
            .contains("No double move is in progress")
    );
    // A resignation drops the move in progress.
    game.intervene(Intervention::Resign(SOUTH)).unwrap();
    assert!(game.move_in_progress().is_none() && game.to_act().is_empty());
}

// Views.

#[test]
fn the_view_shows_every_piece_from_the_audiences_side_and_the_last_route() {
    let mut game = setup("+Ke5 kh9 pf6 rg7", "s - - 0 1");
    play(&mut game, "e5f6e5");
    let view = game.view(Audience::Seat(NORTH));
    assert_eq!(view.perspective, NORTH);
    assert_eq!(view.board.name, "jungi");
    assert_eq!(view.pieces.len(), 3);
    assert_eq!(
        view.last_move,
        [
            u16::from(sq("e5")),
            u16::from(sq("f6")),
            u16::from(sq("e5"))
        ]
    );
    let emperor = view
        .pieces
        .iter()
        .find(|piece| piece.at == u16::from(sq("e5")))
        .unwrap();
    let label = emperor.face.label.unwrap();
    assert_eq!(
        (label.short, label.name, emperor.face.badge),
        ("+K", "Emperor", Some(crate::view::Badge::Sign("+")))
    );
    assert_eq!(game.view(Audience::Public).perspective, SOUTH);
    // The en passant chance is told in the view.
    let mut game = setup("Kb1 Pc5 kh9 pd7", "n - - 0 1");
    play(&mut game, "d7d5");
    assert_eq!(
        game.view(Audience::Public).info,
        [
            "Last: North: Pawn d7-d5",
            "En passant: a step onto d6 takes the Pawn on d5."
        ]
    );
}

#[test]
fn stored_games_replay_to_the_same_state() {
    let mut game = Jungi::new_game(JungiOptions::default(), 3);
    play(&mut game, "e3e5 d7d5 e5d6 e8d7 b1b4");
    let json = serde_json::to_string(&game).unwrap();
    let restored: Jungi = serde_json::from_str(&json).unwrap();
    assert_eq!(restored, game);
    assert_eq!(restored.keys().len(), 6);
}

// Perft.

#[test]
fn perft_from_the_start() {
    let start = Jungi::new_game(JungiOptions::default(), 0);
    let counts = [24, 567, 14_465, 364_941];
    for (depth, &count) in (1..).zip(counts.iter()) {
        assert_eq!(Rules::perft(&start, depth), count, "depth {depth}");
        assert_eq!(start.perft_ignoring_draws(depth), count, "depth {depth}");
    }
    assert_eq!(Rules::perft(&start, 0), 1);
}

#[test]
fn perft_in_the_game_tree_stops_at_draws() {
    // At clock 149 every quiet move draws: the game tree has no grandchildren below them.
    let game = setup("Ke1 ke9", "s - - 149 80");
    let children = Rules::perft(&game, 1);
    assert_eq!(children, 5);
    assert_eq!(Rules::perft(&game, 2), 0);
    assert_eq!(game.perft_ignoring_draws(2), 25);
}
