//! Tests of Blind Junqi (翻棋, §10.10) through the game interface, one per rule and option.

use super::*;
use crate::model::{EndReason, Fact};
use crate::options::RuleOptions;
use crate::rules::perft_by_clone_and_apply;
use crate::view::PieceColour;

const S: Seat = Seat(0);
const N: Seat = Seat(1);

fn two() -> &'static Board {
    Board::two(false)
}

fn sq(name: &str) -> Square {
    two().parse(name).expect("a point")
}

fn options(pairs: &[(&str, &str)]) -> FanqiOptions {
    FanqiOptions::from_pairs(pairs.iter().copied()).expect("valid options")
}

/// A full-view `fanqi` position with the given cells; each colour's flag lies face down (red on a1,
/// black on e12) unless a cell names it. `fields` follow `quiet=0 turn=0`.
fn text(pieces: &[(&str, &str)], to_move: char, fields: &str) -> String {
    let mut cells: Vec<String> = vec![".".to_owned(); 60];
    for (at, token) in pieces {
        cells[usize::from(sq(at))] = (*token).to_owned();
    }
    let mentions = |colour: char| {
        cells.iter().any(|c| {
            c.contains(&format!("{colour}F"))
                || c.contains(&format!("^{colour}"))
                || (c.contains('*') && !c.contains(colour))
        })
    };
    let (red, black) = (mentions('R'), mentions('K'));
    if !red {
        cells[usize::from(sq("a1"))] = "#RF".to_owned();
    }
    if !black {
        cells[usize::from(sq("e12"))] = "#KF".to_owned();
    }
    let rows: Vec<String> = (1..=12u8)
        .rev()
        .map(|rank| {
            (0..5u8)
                .map(|file| cells[usize::from((rank - 1) * 5 + file)].clone())
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    format!(
        "fanqi {} {to_move} passes=S0,N0 quiet=0 turn=0 {fields}",
        rows.join("/")
    )
}

fn game(pieces: &[(&str, &str)], to_move: char, fields: &str, opts: &[(&str, &str)]) -> Fanqi {
    let text = text(pieces, to_move, fields);
    Fanqi::from_position(&text, options(opts)).unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// A game with colours fixed, South red.
fn fixed(pieces: &[(&str, &str)], to_move: char, opts: &[(&str, &str)]) -> Fanqi {
    game(pieces, to_move, "colours=S:R,N:K", opts)
}

fn play(game: &mut Fanqi, seat: Seat, text: &str) -> Report {
    let action = game.parse_action(seat, text).expect("parses");
    game.apply(seat, &action)
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn refused(game: &Fanqi, seat: Seat, text: &str) -> String {
    let action = game.parse_action(seat, text).expect("parses");
    game.clone()
        .apply(seat, &action)
        .unwrap_err()
        .sentence()
        .to_owned()
}

fn public(report: &Report) -> Vec<String> {
    report
        .notes
        .iter()
        .filter(|n| n.audience == Audience::Public)
        .map(|n| n.english().clone())
        .collect()
}

fn lines(game: &Fanqi) -> Vec<String> {
    game.engine().lines(Audience::Public)
}

fn targets(game: &Fanqi, from: &str) -> Vec<String> {
    let seat = game.to_act()[0];
    let mut found: Vec<String> = game
        .legal_actions(seat)
        .into_iter()
        .filter_map(|action| match action {
            JunqiAction::Move(mv) if mv.from == sq(from) => Some(two().name(mv.to).to_owned()),
            _ => None,
        })
        .collect();
    found.sort();
    found
}

// ---- The start (§10.10) ----

#[test]
fn a_new_game_lies_face_down_shuffled_from_the_seed() {
    let g = Fanqi::new_game(FanqiOptions::default(), 7);
    assert_eq!(Rules::phase(&g), Phase::Play);
    assert_eq!(g.to_act(), [S]);
    let board = g.board();
    assert_eq!(board.face_down().count(), 50);
    for at in two().squares() {
        assert_eq!(
            board.piece(at).is_some(),
            !two().is_camp(at),
            "{}",
            two().name(at)
        );
    }
    for colour in 0..2u8 {
        for kind in Kind::ALL {
            let have = two()
                .squares()
                .filter(|&at| {
                    board
                        .piece(at)
                        .is_some_and(|p| p.owner == colour && p.kind == kind)
                })
                .count();
            assert_eq!(have, kind.count());
        }
    }
    assert_eq!(
        Fanqi::new_game(FanqiOptions::default(), 7).position(),
        g.position()
    );
    assert_ne!(
        Fanqi::new_game(FanqiOptions::default(), 8).position(),
        g.position()
    );
    assert_eq!(
        g.position_in(PositionView::Public),
        "fanqi #,#,#,#,#/#,#,#,#,#/#,.,#,.,#/#,#,.,#,#/#,.,#,.,#/#,#,#,#,#/#,#,#,#,#/#,.,#,.,#/#,#,.,#,#/#,.,#,.,#/#,#,#,#,#/#,#,#,#,# S passes=S0,N0 quiet=0 turn=0 colours=-"
    );
    assert_eq!(
        g.position_in(PositionView::Seat(0)),
        g.position_in(PositionView::Public),
        "a face-down piece is known to nobody, its flipper-to-be included"
    );
    assert!(g.position().starts_with("fanqi #"));
    let actions = g.legal_actions(S);
    assert_eq!(actions.len(), 51, "50 flips and the pass");
    assert!(
        actions
            .iter()
            .all(|a| matches!(a, JunqiAction::Flip(_) | JunqiAction::Pass))
    );
    for audience in [Audience::Public, Audience::Seat(S), Audience::Seat(N)] {
        let view = g.view(audience);
        assert!(
            view.pieces
                .iter()
                .all(|p| p.face.colour == PieceColour::Neutral
                    && p.face.label.is_none()
                    && p.face.owner == S)
        );
        assert_eq!(view.info, ["Colours are not fixed yet."]);
    }
}

#[test]
fn the_first_flip_gives_its_flipper_that_colour() {
    let mut g = game(&[("c4", "#R3"), ("c8", "#K5")], 'S', "colours=-", &[]);
    assert!(
        g.legal_actions(S)
            .iter()
            .all(|a| !matches!(a, JunqiAction::Move(_)))
    );
    let report = play(&mut g, S, "flip c4");
    assert_eq!(
        public(&report),
        [
            "South flips c4: Red Captain (3).",
            "South plays Red, North plays Black."
        ]
    );
    assert!(report.has(Fact::TurnOver(S)));
    assert_eq!(lines(&g), ["1. S ?c4=R3 colour=S:R colour=N:K"]);
    assert!(g.position().ends_with(" colours=S:R,N:K"));
    assert_eq!(g.to_act(), [N]);
    let view = g.view(Audience::Public);
    let c4 = view
        .pieces
        .iter()
        .find(|p| p.at == u16::from(sq("c4")))
        .expect("c4");
    assert_eq!((c4.face.colour, c4.face.owner), (PieceColour::Red, S));
    assert_eq!(view.info, ["South plays Red (R), North plays Black (K)."]);
    // North's colour is black, so North cannot move the red captain.
    assert!(targets(&g, "c4").is_empty());
    for text in ["?c8", "c8", "FLIP C8"] {
        assert_eq!(
            g.parse_action(N, text),
            Ok(JunqiAction::Flip(sq("c8"))),
            "{text}"
        );
    }
    assert_eq!(
        refused(&g, N, "flip c4"),
        "There is no face-down piece on c4 to flip."
    );
}

#[test]
fn two_in_a_row_fixes_a_colour_after_two_own_flips_of_it() {
    let opts = [("fanqi_colour", "two_in_a_row")];
    let pieces = [
        ("c4", "#R3"),
        ("c5", "#K4"),
        ("c3", "#R5"),
        ("c8", "#K6"),
        ("c10", "#K2"),
    ];
    let mut g = game(&pieces, 'S', "colours=- last_flip=S:-,N:-", &opts);
    play(&mut g, S, "flip c4");
    assert!(
        g.position()
            .ends_with(" colours=- last_flip=S:R,N:- first_flip=S:R"),
        "{}",
        g.position()
    );
    play(&mut g, N, "flip c8");
    assert!(g.position().ends_with(" last_flip=S:R,N:K first_flip=S:R"));
    assert!(
        g.legal_actions(S)
            .iter()
            .all(|a| !matches!(a, JunqiAction::Move(_))),
        "until colours are fixed every turn is a flip or a pass"
    );
    play(&mut g, S, "pass");
    let report = play(&mut g, N, "flip c5");
    assert_eq!(
        public(&report),
        [
            "North flips c5: Black Lieutenant Colonel (4).",
            "North plays Black, South plays Red."
        ]
    );
    assert!(g.position().ends_with(" colours=S:R,N:K"));
    assert_eq!(
        lines(&g).last().map(String::as_str),
        Some("4. N ?c5=K4 colour=N:K colour=S:R")
    );
}

#[test]
fn first_engineer_gives_the_engineers_colour_to_whoever_turns_it_up() {
    let opts = [("fanqi_colour", "first_engineer")];
    let pieces = [("c4", "#R3"), ("c8", "#R1"), ("c10", "#K1")];
    let mut g = game(&pieces, 'S', "colours=-", &opts);
    play(&mut g, S, "flip c4");
    assert!(g.position().ends_with(" colours=- first_flip=S:R"));
    play(&mut g, N, "flip c8");
    assert!(
        g.position().ends_with(" colours=S:K,N:R"),
        "{}",
        g.position()
    );
}

#[test]
fn when_every_piece_is_up_before_colours_are_fixed_the_first_flip_decides() {
    let opts = [("fanqi_colour", "two_in_a_row")];
    let pieces = [("c4", "R3"), ("c8", "K5"), ("a1", "RF"), ("e12", "#KF")];
    let mut g = game(
        &pieces,
        'S',
        "colours=- last_flip=S:R,N:K first_flip=N:K",
        &opts,
    );
    let report = play(&mut g, S, "flip e12");
    assert_eq!(public(&report)[1], "North plays Black, South plays Red.");
    assert!(g.position().ends_with(" colours=S:R,N:K"));
}

// ---- Moves (§10.10, §4) ----

#[test]
fn face_down_pieces_block_and_cannot_be_attacked_by_anyone() {
    let g = fixed(&[("a2", "R5"), ("a4", "#K3"), ("c2", "#R6")], 'S', &[]);
    // a1 holds Red's face-down flag and a4 a face-down black piece: both block.
    assert_eq!(targets(&g, "a2"), ["a3", "b2", "b3"]);
    assert_eq!(
        refused(&g, S, "a2-a4"),
        "The piece on a4 is face down, and face-down pieces cannot be attacked."
    );
    assert_eq!(
        refused(&g, S, "c2-c3"),
        "The piece on c2 is face down; flip it before it can move."
    );
}

#[test]
fn two_face_down_pieces_exchange_and_nothing_else_does() {
    let g = fixed(&[("a2", "R5"), ("a4", "#K3"), ("c2", "#R6")], 'S', &[]);
    let mut position = g.board();
    let before = position.clone();
    // A face-up piece, an empty point or a point off the board: nothing changes.
    for (a, b) in [(sq("a2"), sq("a4")), (sq("a3"), sq("a4")), (sq("a4"), 200)] {
        assert!(!position.exchange_face_down(a, b));
        assert_eq!(position, before);
    }
    assert!(position.exchange_face_down(sq("a4"), sq("a4")));
    assert_eq!(position, before);
    assert!(position.exchange_face_down(sq("a4"), sq("c2")));
    let down = |owner, kind| Piece {
        down: true,
        ..Piece::new(owner, kind)
    };
    assert_eq!(position.piece(sq("a4")), Some(down(0, Kind::Brigadier)));
    assert_eq!(position.piece(sq("c2")), Some(down(1, Kind::Captain)));
    assert_eq!(position.face_down(), before.face_down());
    // The public view cannot tell the two apart.
    assert_eq!(
        position.to_text(PositionView::Public),
        before.to_text(PositionView::Public)
    );
    let mut flipped = position.clone();
    flipped.play_flip(sq("a4"), &mut |_| {});
    assert_eq!(
        flipped.piece(sq("a4")),
        Some(Piece::new(0, Kind::Brigadier))
    );
}

#[test]
fn only_own_face_up_pieces_move_and_they_may_leave_headquarters() {
    let g = fixed(
        &[("b1", "R5"), ("c8", "K5"), ("a5", "RM"), ("a8", "RF")],
        'S',
        &[],
    );
    assert_eq!(targets(&g, "b1"), ["a1", "b2", "c1"]);
    assert_eq!(refused(&g, S, "c8-c7"), "The piece on c8 is not yours.");
    assert_eq!(refused(&g, S, "a5-a4"), "Your Mine on a5 never moves.");
    assert!(targets(&g, "a8").is_empty());
}

#[test]
fn mobile_mines_move_and_fight_as_bombs() {
    let opts = [("mobile_mines", "on")];
    let mut g = fixed(
        &[("a5", "RM"), ("a8", "K9"), ("c5", "R1"), ("c6", "KM")],
        'S',
        &opts,
    );
    assert!(
        targets(&g, "a5").contains(&"a8".to_owned()),
        "a straight run, like a bomb"
    );
    let report = play(&mut g, S, "a5xa8");
    assert_eq!(
        public(&report)[0],
        "South a5xa8 = (Red Mine (M) against Black Marshal (9): both pieces were removed)"
    );
    play(&mut g, N, "pass");
    play(&mut g, S, "c5xc6");
    assert_eq!(
        lines(&g).last().map(String::as_str),
        Some("3. S c5xc6 = {1,M}"),
        "an engineer no longer clears a mobile mine"
    );
}

#[test]
fn engineer_takes_bomb_only_when_the_engineer_attacks() {
    let pieces = [("c5", "R1"), ("c6", "KB"), ("b6", "KB"), ("b5", "R1")];
    let mut g = fixed(&pieces, 'S', &[("engineer_takes_bomb", "on")]);
    play(&mut g, S, "c5xc6");
    assert_eq!(lines(&g), ["1. S c5xc6 > {1,B}"]);
    let mut g = fixed(&pieces, 'N', &[("engineer_takes_bomb", "on")]);
    play(&mut g, N, "c6xc5");
    assert_eq!(lines(&g), ["1. N c6xc5 = {B,1}"]);
    let mut plain = fixed(&pieces, 'S', &[]);
    play(&mut plain, S, "c5xc6");
    assert_eq!(lines(&plain), ["1. S c5xc6 = {1,B}"]);
}

#[test]
fn a_dead_marshal_reveals_nothing_in_fanqi() {
    let mut g = fixed(&[("c5", "R9"), ("c6", "K9")], 'S', &[]);
    let report = play(&mut g, S, "c5xc6");
    assert_eq!(public(&report).len(), 1);
    assert_eq!(lines(&g), ["1. S c5xc6 = {9,9}"]);
    assert!(g.position().contains("#RF"), "the flags stay face down");
}

// ---- Flags: carry_drop and capture (§10.10) ----

#[test]
fn a_carrier_brings_the_enemy_flag_to_its_own_headquarters_and_wins() {
    let mut g = fixed(&[("c2", "R5"), ("c1", "KF"), ("a12", "K5")], 'S', &[]);
    let report = play(&mut g, S, "c2xc1");
    assert_eq!(
        public(&report),
        [
            "South c2xc1 > (Red Colonel (5) against Black Flag (F): the attacker won)",
            "The Red piece on c1 picks up Black's flag."
        ]
    );
    assert!(g.position().contains("R5*"));
    play(&mut g, N, "pass");
    let report = play(&mut g, S, "c1-d1");
    assert_eq!(
        public(&report)[1..],
        [
            "South carried the enemy flag home.",
            "South wins by carrying the flag home."
        ]
    );
    assert_eq!(
        lines(&g),
        [
            "1. S c2xc1 > {5,F} pickup=K",
            "2. N pass",
            "3. S c1-d1 home",
            "* end S:home"
        ]
    );
}

#[test]
fn picking_the_flag_up_on_an_own_headquarters_wins_at_once() {
    let mut g = fixed(&[("b2", "R5"), ("b1", "KF"), ("a12", "K5")], 'S', &[]);
    play(&mut g, S, "b2xb1");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winners: vec![S],
            reason: super::FLAG_DELIVERED
        })
    );
}

#[test]
fn face_down_pieces_and_own_pieces_block_the_way_home() {
    let g = fixed(
        &[("c1", "R5*"), ("b1", "#K3"), ("d1", "R4"), ("a12", "K5")],
        'S',
        &[],
    );
    assert_eq!(targets(&g, "c1"), ["c2"]);
}

#[test]
fn a_carrier_that_loses_an_attack_drops_the_flag_where_it_stood() {
    let mut g = fixed(&[("c5", "R5*"), ("c6", "K6"), ("a12", "K5")], 'S', &[]);
    let report = play(&mut g, S, "c5xc6");
    assert_eq!(public(&report)[1], "Black's flag is dropped on c5.");
    assert_eq!(lines(&g), ["1. S c5xc6 < {5,6} drop=K@c5"]);
    assert_eq!(g.board().piece(sq("c5")), Some(Piece::new(1, Kind::Flag)));
}

#[test]
fn a_carrier_beaten_where_it_stands_leaves_the_flag_covered_until_the_point_empties_or_is_won() {
    let mut g = fixed(
        &[("c6", "R5*"), ("c7", "K6"), ("b6", "R7"), ("a1", "RF")],
        'N',
        &[],
    );
    play(&mut g, N, "c7xc6");
    assert_eq!(lines(&g), ["1. N c7xc6 > {6,5} drop=K@c6"]);
    assert!(g.position().contains("K6^K"), "{}", g.position());
    assert_eq!(g.board().covered_flag(1), Some(sq("c6")));
    let mut won = g.clone();
    let report = play(&mut won, S, "b6xc6");
    assert_eq!(
        public(&report)[1],
        "The Red piece on c6 picks up Black's flag."
    );
    assert!(won.position().contains("R7*"));
    play(&mut g, S, "pass");
    play(&mut g, N, "c6-d6");
    assert_eq!(g.board().piece(sq("c6")), Some(Piece::new(1, Kind::Flag)));
}

#[test]
fn both_removed_with_a_defending_carrier_leaves_the_flag_standing_there() {
    let mut g = fixed(&[("c6", "R5*"), ("c7", "KB"), ("a1", "RF")], 'N', &[]);
    play(&mut g, N, "c7xc6");
    assert_eq!(g.board().piece(sq("c6")), Some(Piece::new(1, Kind::Flag)));
}

#[test]
fn bombs_cannot_carry_the_flag() {
    let mut g = fixed(&[("c2", "RB"), ("c1", "KF"), ("a12", "K5")], 'S', &[]);
    play(&mut g, S, "c2xc1");
    assert_eq!(lines(&g), ["1. S c2xc1 < {B,F}"]);
    assert_eq!(g.board().piece(sq("c1")), Some(Piece::new(1, Kind::Flag)));
}

#[test]
fn in_capture_mode_taking_a_face_up_flag_wins_at_once() {
    let opts = [("fanqi_flag", "capture")];
    let mut g = fixed(&[("c2", "R5"), ("c1", "KF"), ("a12", "K5")], 'S', &opts);
    let report = play(&mut g, S, "c2xc1");
    assert_eq!(
        public(&report)[1..],
        ["South wins by capturing the flag."],
        "the capture that wins is said once"
    );
    assert_eq!(lines(&g), ["1. S c2xc1 > {5,F} capture=K", "* end S:flag"]);
    let mut bomb = fixed(&[("c2", "RB"), ("c1", "KF"), ("a12", "K5")], 'S', &opts);
    play(&mut bomb, S, "c2xc1");
    assert!(
        bomb.outcome().is_some(),
        "a bomb takes the flag in capture mode"
    );
}

#[test]
fn flag_protection_makes_the_attack_illegal_since_everything_face_up_is_public() {
    let guarded = [("fanqi_flag", "capture"), ("flag_guarded_by_mines", "on")];
    let g = fixed(
        &[("c2", "R5"), ("c1", "KF"), ("e12", "#KM"), ("a12", "K5")],
        'S',
        &guarded,
    );
    assert!(
        !targets(&g, "c2").contains(&"c1".to_owned()),
        "a face-down black mine remains"
    );
    let g = fixed(&[("c2", "R5"), ("c1", "KF"), ("a12", "K5")], 'S', &guarded);
    assert!(
        targets(&g, "c2").contains(&"c1".to_owned()),
        "no black mine is left"
    );
    let g = fixed(
        &[("c2", "R1"), ("b1", "R5"), ("c1", "KF"), ("a12", "K5")],
        'S',
        &[("engineer_takes_flag", "off")],
    );
    assert!(!targets(&g, "c2").contains(&"c1".to_owned()));
    assert!(targets(&g, "b1").contains(&"c1".to_owned()));
}

// ---- The end (§8.5, §8.6, §10.10) ----

#[test]
fn a_player_with_no_flip_and_no_move_loses_and_both_stuck_draw() {
    let g = fixed(
        &[("a1", "RF"), ("a2", "RM"), ("e12", "KF"), ("a12", "K5")],
        'S',
        &[],
    );
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winners: vec![N],
            reason: EndReason::NoMoves
        })
    );
    let g = fixed(
        &[("a1", "RF"), ("a2", "RM"), ("e12", "KF"), ("a12", "KM")],
        'S',
        &[],
    );
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: super::BOTH_STUCK
        })
    );
    let flip = fixed(
        &[("a1", "RF"), ("a2", "RM"), ("e12", "KF"), ("a12", "#KM")],
        'S',
        &[],
    );
    assert!(flip.outcome().is_none(), "a flip is a legal action");
}

#[test]
fn flips_and_attacks_reset_the_no_capture_count() {
    let base = text(
        &[("c4", "R5"), ("c8", "K5"), ("c3", "#R3")],
        'S',
        "colours=S:R,N:K",
    );
    let mut g =
        Fanqi::from_position(&base.replace("quiet=0", "quiet=39"), options(&[])).expect("loads");
    play(&mut g, S, "flip c3");
    assert!(g.position().contains("quiet=0 turn=1"));
    let mut g =
        Fanqi::from_position(&base.replace("quiet=0", "quiet=39"), options(&[])).expect("loads");
    play(&mut g, S, "c4-b4");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: EndReason::NO_CAPTURE
        })
    );
}

#[test]
fn the_final_record_carries_the_layout_and_the_seed() {
    let mut g = Fanqi::new_game(FanqiOptions::default(), 11);
    let layout = g.position();
    let players = ["a".to_owned(), "b".to_owned()];
    let during = crate::Game::record(&g, Audience::Public, &players);
    assert!(!during.contains("[Layout"));
    assert!(
        during.starts_with(
            "[Game \"Blind Junqi\"]\n[Date \"????.??.??\"]\n[Players \"South: a; North: b\"]\n"
        ),
        "{during}"
    );
    g.intervene(Intervention::Resign(N)).expect("allowed");
    let after = crate::Game::record(&g, Audience::Public, &players);
    assert!(after.contains(&format!(
        "[Layout \"{layout}\"]\n[Seed \"11\"]\n* N resigns\n* end S:resign"
    )));
    let view = g.view(Audience::Public);
    assert!(
        view.pieces.iter().all(|p| p.face.label.is_some()),
        "the end shows every piece"
    );
}

// ---- Secrecy (§7.3) ----

#[test]
fn a_game_loaded_from_a_position_records_it_face_down_until_the_end() {
    let mut g = fixed(&[("c4", "R5"), ("c8", "K5"), ("c3", "#R3")], 'S', &[]);
    let players = ["a".to_owned(), "b".to_owned()];
    for audience in [Audience::Public, Audience::Seat(S), Audience::Seat(N)] {
        let record = crate::Game::record(&g, audience, &players);
        assert!(record.contains("[Position \"fanqi "), "{record}");
        assert!(!record.contains("#R") && !record.contains("#K"), "{record}");
    }
    g.intervene(Intervention::Resign(S)).expect("allowed");
    assert!(crate::Game::record(&g, Audience::Public, &players).contains("#R3"));
}

#[test]
fn unflipped_pieces_are_nobodys_secret_but_the_umpires() {
    let mut g = Fanqi::new_game(FanqiOptions::default(), 5);
    let first = g.legal_actions(S)[3];
    g.apply(S, &first).expect("a flip");
    let players = ["a".to_owned(), "b".to_owned()];
    for audience in [Audience::Public, Audience::Seat(S), Audience::Seat(N)] {
        let mut rng = GameRng::from_seed(3);
        let other = g.disguise(audience, &mut rng).expect("another layout");
        assert_ne!(other.position(), g.position());
        assert_eq!(other.view(audience), g.view(audience));
        assert_eq!(
            crate::Game::record(&other, audience, &players),
            crate::Game::record(&g, audience, &players)
        );
        assert_eq!(
            other.position_in(PositionView::Public),
            g.position_in(PositionView::Public)
        );
    }
}

// ---- Perft ----

/// The layout of the game with seed 1, full view.
pub(super) const FANQI_START: &str = "fanqi #R3,#K7,#KM,#RB,#K7/#K6,#KM,#K2,#R3,#K3/#R8,.,#K4,.,#R5/#K4,#R7,.,#K6,#RM/#K3,.,#KB,.,#R4/#K5,#K2,#KM,#K8,#K3/#R9,#RB,#K5,#R3,#R4/#RM,.,#KF,.,#R6/#R1,#R2,.,#K2,#K9/#K1,.,#R1,.,#R1/#R2,#RF,#K1,#KB,#R5/#K1,#RM,#R2,#R7,#R6 S passes=S0,N0 quiet=0 turn=0 colours=-";

/// The same game after eight turns of flips and moves.
pub(super) const FANQI_TURNS: [&str; 8] = [
    "flip a6", "flip d7", "flip e6", "flip e4", "a6-b5", "flip c7", "flip a4", "d7-d8",
];

/// The position after [`FANQI_TURNS`], full view.
pub(super) const FANQI_MIDDLE: &str = "fanqi #R3,#K7,#KM,#RB,#K7/#K6,#KM,#K2,#R3,#K3/#R8,.,#K4,.,#R5/#K4,#R7,.,#K6,#RM/#K3,.,#KB,K8,#R4/#K5,#K2,KM,.,#K3/.,#RB,#K5,#R3,R4/#RM,R9,#KF,.,#R6/R1,#R2,.,#K2,K9/#K1,.,#R1,.,#R1/#R2,#RF,#K1,#KB,#R5/#K1,#RM,#R2,#R7,#R6 S passes=S0,N0 quiet=1 turn=8 colours=S:R,N:K";

#[test]
fn perft_of_the_start_and_a_mid_game_position() {
    let start = Fanqi::new_game(FanqiOptions::default(), 1);
    assert_eq!(start.position(), FANQI_START);
    let loaded = Fanqi::from_position(FANQI_START, FanqiOptions::default()).expect("loads");
    let figures: Vec<u64> = (1..=3).map(|depth| loaded.perft(depth)).collect();
    assert_eq!(figures, [51, 2551, 129147]);
    assert_eq!(
        perft_by_clone_and_apply(&start, 2, &Fanqi::legal_actions),
        2551
    );
    let mut middle = start.clone();
    let mut seat = S;
    for turn in FANQI_TURNS {
        play(&mut middle, seat, turn);
        seat = Seat(1 - seat.0);
    }
    assert_eq!(middle.position(), FANQI_MIDDLE);
    let loaded = Fanqi::from_position(FANQI_MIDDLE, FanqiOptions::default()).expect("loads");
    let figures: Vec<u64> = (1..=3).map(|depth| loaded.perft(depth)).collect();
    assert_eq!(figures, [49, 2388, 115290]);
    for depth in 1..=3 {
        assert_eq!(
            middle.perft(depth),
            perft_by_clone_and_apply(&middle, depth, &Fanqi::legal_actions),
            "depth {depth}"
        );
    }
}
