//! Tests of the rules through the game interface: one per rule sentence, and the spec's worked example.

use super::*;
use crate::model::{EndReason, Fact};
use crate::options::RuleOptions;
use crate::rules::perft_by_clone_and_apply;
use crate::view::Point;

/// The spec's example setups (§11.5, §11.6).
const SOUTH_SETUP: &str = "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM";
const NORTH_SETUP: &str = "32143/5.7.6/B1.92/8.4.5/3M7MB/6F2M1";
const START_FULL: &str = "junqi2 N1,NM,N2,NF,N6/NB,NM,N7,NM,N3/N5,.,N4,.,N8/N2,N9,.,N1,NB/N6,.,N7,.,N5/N3,N4,N1,N2,N3/S4,S1,S3,S7,S2/S6,.,S5,.,S3/S9,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM S passes=S0,N0 quiet=0 turn=0";
const START_SOUTH: &str = "junqi2 N?,N?,N?,N?,N?/N?,N?,N?,N?,N?/N?,.,N?,.,N?/N?,N?,.,N?,N?/N?,.,N?,.,N?/N?,N?,N?,N?,N?/S4,S1,S3,S7,S2/S6,.,S5,.,S3/S9,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM S passes=S0,N0 quiet=0 turn=0";
const AFTER_12_PUBLIC: &str = "junqi2 N?,N?,N?,NF,N?/N?,N?,N?,N?,N?/N?,.,N?,.,N?/N?,.,.,N?,N?/.,.,N?,.,N?/.,N?,S?,.,N?/.,S?,.,S?,S?/.,.,S?,.,S?/.,S?,.,S?,S?/S?,.,S?,.,S?/S?,S?,S?,S?,S?/S?,SF,S?,S?,S? S passes=S1,N0 quiet=0 turn=12 revealed=S@b1,N@d12";
const AFTER_12_FULL: &str = "junqi2 N1,NM,N2,NF,N6/NB,NM,N7,NM,N3/N5,.,N4,.,N8/N2,.,.,N1,NB/.,.,N7,.,N5/.,N4,S3,.,N3/.,S1,.,S7,S2/.,.,S5,.,S3/.,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM S passes=S1,N0 quiet=0 turn=12 revealed=S@b1,N@d12";
const EXAMPLE_TURNS: [&str; 12] = [
    "c6xc7", "d7xc7", "a6xa7", "a8xa7", "pass", "a7-a6", "a5xa6", "b9-b8", "a4-a5", "b8-a7",
    "a5-a6", "a7xa6",
];

const S: Seat = Seat(0);
const N: Seat = Seat(1);

fn parse_square(name: &str) -> Option<Square> {
    Board::two(false).parse(name)
}

fn square_name(at: Square) -> String {
    Board::two(false).name(at).to_owned()
}

fn sq(name: &str) -> Square {
    parse_square(name).expect("a square")
}

/// A full-view position string with the given pieces; flags are added on b1 and d12 unless placed.
fn board(pieces: &[(&str, &str)], to_move: char, extra: &str) -> String {
    let mut cells: Vec<String> = vec![".".to_owned(); 60];
    for (at, token) in pieces {
        cells[usize::from(sq(at))] = (*token).to_owned();
    }
    let has_flag = |cells: &[String], side: &str| {
        cells.iter().any(|c| {
            (c.starts_with(side) && c.contains('F'))
                || c.contains(&format!("^{side}"))
                || (c.contains('*') && !c.starts_with(side))
        })
    };
    if !has_flag(&cells, "S") {
        cells[usize::from(sq("b1"))] = "SF".to_owned();
    }
    if !has_flag(&cells, "N") {
        cells[usize::from(sq("d12"))] = "NF".to_owned();
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
        "junqi2 {} {to_move} passes=S0,N0 quiet=0 turn=0{extra}",
        rows.join("/")
    )
}

fn options(pairs: &[(&str, &str)]) -> JunqiOptions {
    JunqiOptions::from_pairs(pairs.iter().copied()).expect("valid options")
}

fn game_with(pieces: &[(&str, &str)], to_move: char, opts: &[(&str, &str)]) -> Junqi {
    Junqi::from_position(&board(pieces, to_move, ""), options(opts)).expect("a valid position")
}

fn game(pieces: &[(&str, &str)]) -> Junqi {
    game_with(pieces, 'S', &[])
}

/// The destinations of the piece on `from`, as sorted square names.
fn targets(game: &Junqi, from: &str) -> Vec<String> {
    let seat = game.to_act()[0];
    let mut found: Vec<String> = game
        .legal_actions(seat)
        .into_iter()
        .filter_map(|action| match action {
            JunqiAction::Move(mv) if mv.from == sq(from) => Some(square_name(mv.to)),
            _ => None,
        })
        .collect();
    found.sort();
    found
}

fn names(list: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = list.iter().map(|s| (*s).to_owned()).collect();
    names.sort();
    names
}

fn play(game: &mut Junqi, seat: Seat, text: &str) -> Report {
    let action = game.parse_action(seat, text).expect("parses");
    game.apply(seat, &action)
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn public(report: &Report) -> Vec<String> {
    report
        .notes
        .iter()
        .filter(|n| n.audience == Audience::Public)
        .map(|n| n.english().clone())
        .collect()
}

fn private(report: &Report, seat: Seat) -> Vec<String> {
    report
        .notes
        .iter()
        .filter(|n| n.audience == Audience::Seat(seat))
        .map(|n| n.english().clone())
        .collect()
}

fn piece_at(game: &Junqi, at: &str) -> Option<Piece> {
    game.board().piece(sq(at))
}

// ---- Movement (§4) ----

#[test]
fn a_post_off_the_railroad_steps_along_its_roads() {
    let g = game(&[("c3", "S5"), ("a12", "N5")]);
    assert_eq!(targets(&g, "c3"), names(&["b3", "c2", "c4", "d3"]));
}

#[test]
fn a_camp_steps_to_all_eight_neighbours() {
    let g = game(&[("c4", "S5"), ("a12", "N5")]);
    assert_eq!(targets(&g, "c4").len(), 8);
}

#[test]
fn straight_runs_follow_one_line_and_stop_before_own_pieces() {
    let g = game(&[("a2", "S5"), ("a5", "S4"), ("d2", "S3"), ("a12", "N5")]);
    assert_eq!(
        targets(&g, "a2"),
        names(&["a1", "a3", "a4", "b2", "b3", "c2"])
    );
}

#[test]
fn straight_runs_may_end_on_an_enemy_and_cross_the_frontline() {
    let g = game(&[("a4", "S5"), ("a9", "N4"), ("a12", "N5")]);
    assert_eq!(
        targets(&g, "a4"),
        names(&["a3", "a2", "a5", "a6", "a7", "a8", "a9", "b3", "b4", "b5"])
    );
    assert!(g.legal_actions(S).contains(&JunqiAction::Move(Move {
        from: sq("a4"),
        to: sq("a9")
    })));
}

#[test]
fn ordinary_pieces_never_turn_a_railroad_corner() {
    let g = game(&[("a6", "S5"), ("a12", "N5")]);
    let reached = targets(&g, "a6");
    assert!(reached.contains(&"e6".to_owned()));
    assert!(reached.contains(&"a2".to_owned()));
    assert!(!reached.contains(&"e5".to_owned()), "no turn at e6");
    assert!(!reached.contains(&"b2".to_owned()), "no turn at a2");
    assert!(!reached.contains(&"b7".to_owned()), "no turn at a7");
}

#[test]
fn engineers_turn_through_empty_stations_only() {
    let g = game(&[("a6", "S1"), ("a12", "N5")]);
    let reached = targets(&g, "a6");
    for far in ["e2", "e11", "c7", "b11", "d2"] {
        assert!(reached.contains(&far.to_owned()), "{far}");
    }
    // Blocked at the corner e6 by an own piece: no run down file e from the South.
    let blocked = game(&[
        ("a6", "S1"),
        ("e6", "S3"),
        ("a5", "S3"),
        ("a7", "S3"),
        ("a12", "N5"),
    ]);
    let reached = targets(&blocked, "a6");
    assert!(!reached.contains(&"e5".to_owned()));
    assert!(!reached.contains(&"e2".to_owned()));
    assert!(
        reached.contains(&"c7".to_owned()),
        "through c6 and the middle crossing"
    );
}

#[test]
fn engineers_stop_at_the_first_enemy_on_their_path() {
    let g = game(&[
        ("a6", "S1"),
        ("c6", "N4"),
        ("a5", "S3"),
        ("a7", "S3"),
        ("a12", "N5"),
    ]);
    let reached = targets(&g, "a6");
    assert!(reached.contains(&"c6".to_owned()));
    assert!(!reached.contains(&"d6".to_owned()));
    assert!(!reached.contains(&"c7".to_owned()));
}

#[test]
fn the_mountains_have_no_link() {
    let g = game(&[("b6", "S5"), ("a12", "N5")]);
    assert!(!targets(&g, "b6").contains(&"b7".to_owned()));
}

#[test]
fn camps_are_never_part_of_a_railroad_run() {
    // b5 is a camp next to a6; an engineer on a4 reaches it only as a step, never past it.
    let g = game(&[("b4", "S1"), ("a12", "N5")]);
    assert_eq!(targets(&g, "b4"), names(&["a4", "b3", "b5", "c4"]));
}

#[test]
fn pieces_in_camps_cannot_be_attacked_but_attack_out() {
    let g = game(&[("b7", "S9"), ("b8", "N2"), ("a12", "N5")]);
    assert!(!targets(&g, "b7").contains(&"b8".to_owned()));
    let mut g = game_with(&[("b8", "N2"), ("c8", "S3"), ("a12", "N5")], 'N', &[]);
    assert!(targets(&g, "b8").contains(&"c8".to_owned()));
    let report = play(&mut g, N, "b8xc8");
    assert_eq!(public(&report)[0], "North b8xc8 < (the defender won)");
}

#[test]
fn empty_camps_of_either_side_may_be_entered() {
    let g = game(&[("b7", "S9"), ("a12", "N5")]);
    assert!(targets(&g, "b7").contains(&"b8".to_owned()));
}

#[test]
fn headquarters_lock_pieces_in_unless_hq_exit() {
    let g = game(&[("d1", "S9"), ("a6", "S5"), ("a12", "N5")]);
    assert!(targets(&g, "d1").is_empty());
    let g = game_with(&[("d1", "S9"), ("a12", "N5")], 'S', &[("hq_exit", "on")]);
    assert_eq!(targets(&g, "d1"), names(&["c1", "d2", "e1"]));
    // A piece that enters a headquarters is locked from then on.
    let mut g = game(&[("b11", "S9"), ("a6", "S5"), ("a12", "N5"), ("e12", "N5")]);
    play(&mut g, S, "b11-b12");
    play(&mut g, N, "e12-e11");
    assert!(targets(&g, "b12").is_empty());
}

#[test]
fn mines_and_flags_never_move() {
    let g = game(&[("a1", "SM"), ("a6", "S5"), ("a12", "N5")]);
    assert!(targets(&g, "a1").is_empty());
    assert!(targets(&g, "b1").is_empty());
}

#[test]
fn c_crossing_road_is_a_single_step() {
    let engineer = [("b6", "S1"), ("a6", "S3"), ("d6", "S3"), ("a12", "N5")];
    let g = game_with(&engineer, 'S', &[]);
    assert!(
        targets(&g, "b6").contains(&"c7".to_owned()),
        "by rail through c6"
    );
    let road = [("c_crossing", "road")];
    let g = game_with(&engineer, 'S', &road);
    assert!(!targets(&g, "b6").contains(&"c7".to_owned()));
    let g = game_with(&[("c6", "S5"), ("a12", "N5")], 'S', &road);
    assert!(targets(&g, "c6").contains(&"c7".to_owned()));
}

#[test]
fn railroad_classes_follow_the_options() {
    let lone = |piece: &str, opts: &[(&str, &str)]| {
        let g = game_with(&[("a6", piece), ("a12", "N5")], 'S', opts);
        targets(&g, "a6").contains(&"e2".to_owned())
    };
    assert!(lone("S1", &[]));
    assert!(!lone("SB", &[]));
    assert!(lone("SB", &[("flying_bombs", "on")]));
    assert!(!lone("S1", &[("engineers_turn", "off")]));
    assert!(lone(
        "SB",
        &[("engineers_turn", "off"), ("flying_bombs", "on")]
    ));
    assert!(!lone("S9", &[]));
    assert!(lone("S9", &[("all_turn", "on")]));
}

#[test]
fn illegal_moves_are_refused_with_a_reason_and_change_nothing() {
    let mut g = game(&[("c3", "S5"), ("a1", "SM"), ("a12", "N5")]);
    let before = g.position();
    for (text, words) in [
        ("c3-c5", "not a legal move"),
        ("a1-a2", "never moves"),
        ("a12-a11", "not yours"),
        ("e5-e4", "no piece"),
    ] {
        let action = g.parse_action(S, text).expect("parses");
        let error = g.apply(S, &action).unwrap_err();
        assert!(error.sentence().contains(words), "{text}: {error}");
    }
    let action = g.parse_action(N, "a12-a11").expect("parses");
    assert!(
        g.apply(N, &action)
            .unwrap_err()
            .sentence()
            .contains("South's turn")
    );
    assert_eq!(g.position(), before);
}

// ---- Combat (§6) ----

fn battle(attacker: &str, defender: &str, opts: &[(&str, &str)]) -> (Junqi, Report) {
    let mut g = game_with(
        &[
            ("c6", attacker),
            ("c7", defender),
            ("a12", "N5"),
            ("a1", "S5"),
        ],
        'S',
        opts,
    );
    let report = play(&mut g, S, "c6xc7");
    (g, report)
}

#[test]
fn the_higher_rank_wins_and_moves_in() {
    let (g, report) = battle("S8", "N7", &[]);
    assert_eq!(public(&report)[0], "South c6xc7 > (the attacker won)");
    assert_eq!(
        piece_at(&g, "c7").map(|p| (p.owner, p.kind)),
        Some((0, Kind::General))
    );
    assert_eq!(piece_at(&g, "c6"), None);
    assert_eq!(
        private(&report, N),
        ["Your Major General (7) on c7 was removed."]
    );
    assert_eq!(
        private(&report, S),
        ["None of your pieces was removed in that battle."]
    );
}

#[test]
fn the_lower_rank_attacker_is_removed() {
    let (g, report) = battle("S2", "N3", &[]);
    assert_eq!(public(&report)[0], "South c6xc7 < (the defender won)");
    assert_eq!(piece_at(&g, "c7").map(|p| p.kind), Some(Kind::Captain));
    assert_eq!(piece_at(&g, "c6"), None);
    assert_eq!(
        private(&report, S),
        ["Your Platoon Leader (2) on c6 was removed."]
    );
}

#[test]
fn equal_ranks_remove_both() {
    let (g, report) = battle("S4", "N4", &[]);
    assert_eq!(
        public(&report)[0],
        "South c6xc7 = (both pieces were removed)"
    );
    assert_eq!((piece_at(&g, "c6"), piece_at(&g, "c7")), (None, None));
}

#[test]
fn bombs_remove_both_whatever_they_meet() {
    for (a, d) in [("SB", "N9"), ("S9", "NB"), ("SB", "NB"), ("S1", "NB")] {
        let (g, report) = battle(a, d, &[]);
        assert_eq!(
            public(&report)[0],
            "South c6xc7 = (both pieces were removed)",
            "{a} {d}"
        );
        assert_eq!(piece_at(&g, "c7"), None);
    }
}

#[test]
fn mines_stop_all_but_engineers_and_explode_with_the_option() {
    let mine = |a: &str, opts: &[(&str, &str)]| {
        let mut g = game_with(
            &[("c11", a), ("c12", "NM"), ("a12", "N5"), ("a1", "S5")],
            'S',
            opts,
        );
        let report = play(&mut g, S, "c11xc12");
        (
            public(&report)[0].clone(),
            piece_at(&g, "c12").map(|p| (p.owner, p.kind)),
        )
    };
    assert_eq!(
        mine("S9", &[]),
        (
            "South c11xc12 < (the defender won)".into(),
            Some((1, Kind::Mine))
        )
    );
    assert_eq!(
        mine("S1", &[]),
        (
            "South c11xc12 > (the attacker won)".into(),
            Some((0, Kind::Engineer))
        )
    );
    assert_eq!(
        mine("SB", &[]),
        ("South c11xc12 = (both pieces were removed)".into(), None)
    );
    let explosive = [("explosive_mines", "on")];
    assert_eq!(
        mine("S9", &explosive),
        ("South c11xc12 = (both pieces were removed)".into(), None)
    );
    assert_eq!(
        mine("S1", &explosive),
        (
            "South c11xc12 > (the attacker won)".into(),
            Some((0, Kind::Engineer))
        )
    );
}

#[test]
fn a_won_games_position_reads_back_as_won() {
    let mut g = game(&[("d11", "S2"), ("a12", "N5")]);
    play(&mut g, S, "d11xd12");
    let text = g.position();
    assert!(text.contains(" out=N"), "{text}");
    let loaded =
        Junqi::from_position(&text, options(&[])).expect("a finished game's position loads");
    assert_eq!(loaded.position(), text);
    assert!(matches!(loaded.outcome(), Some(Outcome::Win { winners, .. }) if winners == &[S]));
    assert!(loaded.to_act().is_empty());
}

#[test]
fn capturing_the_flag_wins() {
    let mut g = game(&[("d11", "S2"), ("a12", "N5")]);
    let report = play(&mut g, S, "d11xd12");
    assert_eq!(
        public(&report),
        [
            "South d11xd12 > (the attacker won)",
            "South wins by capturing the flag."
        ]
    );
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winners: vec![S],
            reason: super::FLAG_CAPTURED
        })
    );
    assert!(g.to_act().is_empty());
    assert!(
        crate::Game::record(&g, Audience::Public, &[])
            .contains("1. S d11xd12 > {2,F} capture=N\n* end S:flag")
    );
}

#[test]
fn a_bomb_taking_the_flag_wins_and_both_go() {
    let mut g = game(&[("d11", "SB"), ("a12", "N5")]);
    let report = play(&mut g, S, "d11xd12");
    assert_eq!(
        public(&report)[0],
        "South d11xd12 = (both pieces were removed)"
    );
    assert_eq!(piece_at(&g, "d12"), None);
    assert_eq!(g.outcome().map(Outcome::reason), Some(super::FLAG_CAPTURED));
}

#[test]
fn a_dead_marshal_reveals_its_flag_to_everyone() {
    let (g, report) = battle("S8", "N9", &[]);
    assert_eq!(public(&report), ["South c6xc7 < (the defender won)"]);
    assert!(!g.position().contains("revealed="));
    let (g, report) = battle("S9", "NB", &[]);
    assert_eq!(
        public(&report),
        [
            "South c6xc7 = (both pieces were removed)",
            "South's flag is at b1."
        ]
    );
    assert!(g.position().ends_with("revealed=S@b1"));
    let flag = g
        .view(Audience::Public)
        .pieces
        .into_iter()
        .find(|p| p.at == Point::from(sq("b1")))
        .expect("the flag");
    assert_eq!(flag.face.label.map(|l| l.short), Some("F"));
    assert!(crate::Game::record(&g, Audience::Public, &[]).contains("1. S c6xc7 = flag=S@b1"));
}

#[test]
fn when_both_marshals_die_the_movers_flag_is_announced_first() {
    let (_, report) = battle("S9", "N9", &[]);
    assert_eq!(
        public(&report),
        [
            "South c6xc7 = (both pieces were removed)",
            "South's flag is at b1.",
            "North's flag is at d12."
        ]
    );
}

#[test]
fn flag_protection_options_remove_the_attacker_in_hidden_games() {
    let guarded = [("flag_guarded_by_mines", "on")];
    let mut g = game_with(&[("d11", "S9"), ("a12", "NM"), ("a1", "S5")], 'S', &guarded);
    let report = play(&mut g, S, "d11xd12");
    assert_eq!(public(&report)[0], "South d11xd12 < (the defender won)");
    assert_eq!(piece_at(&g, "d12").map(|p| p.kind), Some(Kind::Flag));
    let mut g = game_with(&[("d11", "S9"), ("a12", "N5")], 'S', &guarded);
    play(&mut g, S, "d11xd12");
    assert_eq!(
        g.outcome().map(Outcome::reason),
        Some(super::FLAG_CAPTURED),
        "no mine left"
    );
    let no_engineer = [("engineer_takes_flag", "off")];
    let mut g = game_with(
        &[("d11", "S1"), ("a12", "N5"), ("a1", "S5")],
        'S',
        &no_engineer,
    );
    assert_eq!(
        public(&play(&mut g, S, "d11xd12"))[0],
        "South d11xd12 < (the defender won)"
    );
    assert!(g.outcome().is_none());
}

#[test]
fn flag_protection_makes_the_attack_illegal_in_open_games() {
    let opts = [("engineer_takes_flag", "off"), ("visibility", "open")];
    let g = game_with(&[("d11", "S1"), ("a12", "N5"), ("a1", "S5")], 'S', &opts);
    assert!(!targets(&g, "d11").contains(&"d12".to_owned()));
    let opts = [("flag_guarded_by_mines", "on"), ("visibility", "open")];
    let g = game_with(&[("d11", "S9"), ("a12", "NM"), ("a1", "S5")], 'S', &opts);
    assert!(!targets(&g, "d11").contains(&"d12".to_owned()));
}

// ---- Flag carrier (§10.6) ----

const CARRIER: [(&str, &str); 1] = [("flag_carrier", "on")];

fn carrier_game(pieces: &[(&str, &str)], to_move: char, homes: &str, revealed: &str) -> Junqi {
    let text = board(pieces, to_move, &format!(" homes={homes}{revealed}"));
    Junqi::from_position(&text, options(&CARRIER)).expect("a valid position")
}

#[test]
fn a_carrier_picks_up_the_flag_and_wins_by_bringing_it_home() {
    let mut g = carrier_game(&[("d11", "S5"), ("a12", "N5")], 'S', "S@b1,N@d12", "");
    let report = play(&mut g, S, "d11xd12");
    assert_eq!(
        public(&report),
        [
            "South d11xd12 > (the attacker won)",
            "The South piece on d12 picks up North's flag."
        ]
    );
    assert!(g.outcome().is_none());
    assert_eq!(piece_at(&g, "d12").map(|p| p.carrier), Some(true));
    assert!(g.position().contains("S5*") && g.position().ends_with("revealed=N@d12"));
    assert!(g.position_in(PositionView::Public).contains("S?*"));
    let view = g.view(Audience::Public);
    let carrier = view
        .pieces
        .iter()
        .find(|p| p.at == Point::from(sq("d12")))
        .expect("carrier");
    assert_eq!(
        (carrier.face.label, carrier.face.badge),
        (
            None,
            Some(crate::view::Badge::Said("badge-junqi-carries-flag"))
        )
    );
    play(&mut g, N, "a12-a11");
    assert!(!targets(&g, "d12").is_empty(), "hq_exit is forced on");
    // Carry it home: onto South's own flag on b1.
    let mut home = carrier_game(
        &[("b2", "S5*"), ("a12", "N5")],
        'S',
        "S@b1,N@d12",
        " revealed=N@b2",
    );
    assert!(targets(&home, "b2").contains(&"b1".to_owned()));
    let report = play(&mut home, S, "b2-b1");
    assert_eq!(
        public(&report),
        [
            "South b2-b1",
            "South carried the enemy flag home.",
            "South wins by carrying the flag home."
        ]
    );
    assert_eq!(
        home.outcome().map(Outcome::reason),
        Some(super::FLAG_DELIVERED)
    );
}

#[test]
fn a_bomb_cannot_carry_the_flag() {
    let mut g = carrier_game(
        &[("d11", "SB"), ("a12", "N5"), ("a1", "S5")],
        'S',
        "S@b1,N@d12",
        "",
    );
    assert_eq!(
        public(&play(&mut g, S, "d11xd12"))[0],
        "South d11xd12 < (the defender won)"
    );
    assert_eq!(piece_at(&g, "d12").map(|p| p.kind), Some(Kind::Flag));
}

#[test]
fn a_removed_carrier_returns_the_flag_home() {
    // Home empty: the flag stands there again.
    let mut g = carrier_game(
        &[("c6", "S5*"), ("c7", "N9"), ("a12", "N5"), ("a1", "S5")],
        'S',
        "S@b1,N@d12",
        " revealed=N@c6",
    );
    let report = play(&mut g, S, "c6xc7");
    assert!(public(&report).contains(&"North's flag returns to its headquarters d12.".to_owned()));
    assert_eq!(
        piece_at(&g, "d12").map(|p| (p.owner, p.kind)),
        Some((1, Kind::Flag))
    );
    assert!(g.position().ends_with("revealed=N@d12"));
    // Home held by the carrier's side: that piece picks it up at once.
    let mut g = carrier_game(
        &[
            ("c6", "S5*"),
            ("c7", "N9"),
            ("d12", "S3"),
            ("a12", "N5"),
            ("a1", "S5"),
        ],
        'S',
        "S@b1,N@d12",
        " revealed=N@c6",
    );
    let report = play(&mut g, S, "c6xc7");
    assert!(public(&report).contains(&"The South piece on d12 picks up North's flag.".to_owned()));
    assert_eq!(piece_at(&g, "d12").map(|p| p.carrier), Some(true));
    // Home held by the owner: the flag lies covered, and stands again when the point empties.
    let mut g = carrier_game(
        &[
            ("c6", "S5*"),
            ("c7", "N9"),
            ("d12", "N4"),
            ("a12", "N5"),
            ("a1", "S5"),
        ],
        'S',
        "S@b1,N@d12",
        " revealed=N@c6",
    );
    play(&mut g, S, "c6xc7");
    assert!(g.position().contains("N4^N"), "{}", g.position());
    play(&mut g, N, "d12-d11");
    assert_eq!(piece_at(&g, "d12").map(|p| p.kind), Some(Kind::Flag));
}

// ---- Passes, time-outs, limits, outcomes (§8) ----

#[test]
fn the_fifth_pass_resigns() {
    let mut g = game(&[("a6", "S5"), ("a12", "N5")]);
    for round in 1..=4 {
        let report = play(&mut g, S, "pass");
        assert_eq!(public(&report), [format!("South passes ({round} of 4).")]);
        play(
            &mut g,
            N,
            if round % 2 == 1 { "a12-a11" } else { "a11-a12" },
        );
    }
    assert!(g.outcome().is_none());
    let report = g.intervene(Intervention::TimeOut(S)).expect("a time-out");
    assert_eq!(
        public(&report),
        [
            "South ran out of time, which counts as a pass (5 of 4).",
            "That is one pass too many: South resigns.",
            "North wins because a player passed too often."
        ]
    );
    assert!(
        crate::Game::record(&g, Audience::Public, &[]).ends_with("9. S timeout\n* end N:passes")
    );
}

#[test]
fn a_time_out_is_a_pass_of_the_player_to_move_only() {
    let mut g = game(&[("a6", "S5"), ("a12", "N5")]);
    assert!(g.intervene(Intervention::TimeOut(N)).is_err());
    g.intervene(Intervention::TimeOut(S)).expect("South's turn");
    assert!(g.position().contains("passes=S1,N0 quiet=1 turn=1"));
    assert_eq!(g.to_act(), [N]);
}

#[test]
fn forty_quiet_turns_draw_and_an_attack_resets_the_count() {
    let text = board(
        &[("a6", "S5"), ("a12", "N5"), ("c6", "S3"), ("c7", "N2")],
        'S',
        "",
    )
    .replace("quiet=0", "quiet=38");
    let mut g = Junqi::from_position(&text, JunqiOptions::default()).expect("valid");
    play(&mut g, S, "c6xc7");
    assert!(g.position().contains("quiet=0"));
    let text = board(&[("a6", "S5"), ("a12", "N5")], 'S', "").replace("quiet=0", "quiet=39");
    let mut g = Junqi::from_position(&text, JunqiOptions::default()).expect("valid");
    let report = play(&mut g, S, "a6-a5");
    assert_eq!(
        public(&report)[1],
        "The game is drawn after too many turns without a capture."
    );
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: EndReason::NO_CAPTURE
        })
    );
    assert!(crate::Game::record(&g, Audience::Public, &[]).ends_with("* end draw:nocapture"));
    let off = options(&[("no_capture_limit", "0")]);
    let text = board(&[("a6", "S5"), ("a12", "N5")], 'S', "").replace("quiet=0", "quiet=500");
    let mut g = Junqi::from_position(&text, off).expect("valid");
    play(&mut g, S, "a6-a5");
    assert!(g.outcome().is_none());
}

#[test]
fn the_turn_cap_draws() {
    let mut g = game_with(&[("a6", "S5"), ("a12", "N5")], 'S', &[("turn_cap", "2")]);
    play(&mut g, S, "a6-a5");
    play(&mut g, N, "a12-a11");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: super::TURN_CAP
        })
    );
}

#[test]
fn a_player_with_no_legal_move_loses() {
    // North has only its flag and a mine: stuck at the start of its turn.
    let mut g = game(&[("a6", "S5"), ("a12", "NM")]);
    let report = play(&mut g, S, "a6-a5");
    assert_eq!(
        public(&report)[1..],
        [
            "North has no legal move.".to_owned(),
            "South wins because the opponent had no legal move.".to_owned()
        ]
    );
    assert!(crate::Game::record(&g, Audience::Public, &[]).ends_with("* N stuck\n* end S:stuck"));
}

#[test]
fn both_stuck_is_a_draw() {
    // The seed's example: South's bomb takes North's last movable piece.
    let mut g = game(&[("c6", "SB"), ("c7", "N4"), ("a1", "SM"), ("a12", "NM")]);
    let report = play(&mut g, S, "c6xc7");
    assert_eq!(
        public(&report).last().map(String::as_str),
        Some("The game is drawn because neither side could move.")
    );
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: super::BOTH_STUCK
        })
    );
}

#[test]
fn stuck_skip_passes_for_the_stuck_player() {
    let mut g = game_with(&[("a6", "S5"), ("a12", "NM")], 'S', &[("stuck", "skip")]);
    let report = play(&mut g, S, "a6-a5");
    assert_eq!(
        public(&report)[1..],
        [
            "North has no legal move.".to_owned(),
            "North passes automatically (1 of 4).".to_owned()
        ]
    );
    assert_eq!(g.to_act(), [S]);
    assert!(crate::Game::record(&g, Audience::Public, &[]).ends_with("* N stuck\n2. N pass"));
}

#[test]
fn a_stuck_start_is_ruled_on_when_the_position_is_loaded() {
    let g = game_with(&[("a6", "S5"), ("a12", "NM")], 'N', &[]);
    assert_eq!(g.outcome().map(Outcome::reason), Some(EndReason::NoMoves));
}

#[test]
fn resignation_and_agreed_draws_respect_earliest_resign() {
    let mut g = game_with(
        &[("a6", "S5"), ("a12", "N5")],
        'S',
        &[("earliest_resign", "2")],
    );
    assert!(
        g.intervene(Intervention::Resign(N))
            .unwrap_err()
            .sentence()
            .contains("from turn 2")
    );
    assert!(g.intervene(Intervention::AgreedDraw).is_err());
    play(&mut g, S, "a6-a5");
    play(&mut g, N, "a12-a11");
    let mut drawn = g.clone();
    drawn
        .intervene(Intervention::AgreedDraw)
        .expect("allowed now");
    assert_eq!(
        drawn.outcome(),
        Some(&Outcome::Draw {
            reason: EndReason::Agreement
        })
    );
    let report = g
        .intervene(Intervention::Resign(N))
        .expect("out of turn too");
    assert_eq!(
        public(&report),
        ["North resigns.", "South wins by resignation."]
    );
    assert!(
        crate::Game::record(&g, Audience::Public, &[]).ends_with("* N resigns\n* end S:resign")
    );
    assert!(
        g.intervene(Intervention::Resign(S)).is_err(),
        "the game is over"
    );
}

// ---- Setup phase (§5.2, §8.1) ----

#[test]
fn a_new_game_starts_in_setup_with_a_fresh_random_setup_for_each_side() {
    let g = Junqi::new_game(JunqiOptions::default(), 1);
    assert!(g.in_setup());
    assert_eq!(g.to_act(), [S, N]);
    let south = g.setup_string(0).expect("a setup");
    let north = g.setup_string(1).expect("a setup");
    south.parse::<Setup>().expect("valid");
    north.parse::<Setup>().expect("valid");
    assert_ne!(south, north, "no side can predict the other's layout");
    assert_eq!(
        Junqi::new_game(JunqiOptions::default(), 1).setup_string(0),
        Some(south.clone()),
        "the setup comes from the game's seed"
    );
    let others: Vec<Option<String>> = (2..12)
        .map(|seed| Junqi::new_game(JunqiOptions::default(), seed).setup_string(0))
        .collect();
    assert!(
        !others.contains(&Some(south)),
        "another seed, another setup"
    );
    let view = g.view(Audience::Public);
    assert_eq!(view.pieces.len(), 50);
    assert!(view.pieces.iter().all(|p| p.face.label.is_none()));
    let mine = g.view(Audience::Seat(N));
    assert_eq!(mine.perspective, N);
    assert_eq!(
        mine.pieces
            .iter()
            .filter(|p| p.face.label.is_some())
            .count(),
        25
    );
    assert!(g.legal_actions(S).contains(&JunqiAction::Ready));
}

#[test]
fn setup_commands_change_only_the_seats_own_half_and_are_told_privately() {
    let mut g = Junqi::new_game(JunqiOptions::default(), 1);
    play(&mut g, S, &format!("setup {SOUTH_SETUP}"));
    let report = play(&mut g, S, "swap a6 b6");
    assert!(public(&report).is_empty());
    assert_eq!(
        private(&report, S),
        ["Swapped a6 (Lieutenant Colonel) and b6 (Engineer)."]
    );
    let report = play(&mut g, S, "flag");
    assert_eq!(private(&report, S), ["Swapped b1 (Flag) and d1 (Mine)."]);
    assert_eq!(
        g.setup_string(0).as_deref(),
        Some("14372/6.5.3/92.8B/1.7.5/M3B64/2M1FM")
    );
    let error = g
        .apply(S, &g.parse_action(S, "swap a6 a7").expect("parses"))
        .unwrap_err();
    assert!(error.sentence().contains("own half"));
    let error = g
        .apply(S, &g.parse_action(S, "swap b5 a6").expect("parses"))
        .unwrap_err();
    assert!(error.sentence().contains("Camps"));
    let error = g
        .apply(S, &g.parse_action(S, "swap a6 e4").expect("parses"))
        .unwrap_err();
    assert_eq!(
        error.sentence(),
        "Bombs may not stand on your front row, and a6 is on it; swap it further back."
    );
    let error = g
        .apply(S, &g.parse_action(S, "swap a2 c5").expect("parses"))
        .unwrap_err();
    assert_eq!(
        error.sentence(),
        "Mines stay on your back two rows (the rows of a1 and a2), and c5 is not on them; swap that mine further back."
    );
    play(&mut g, N, &format!("setup {NORTH_SETUP}"));
    assert_eq!(g.setup_string(1).as_deref(), Some(NORTH_SETUP));
    play(&mut g, N, "random");
    let random = g.setup_string(1).expect("a setup");
    random.parse::<Setup>().expect("valid");
    assert_ne!(random, NORTH_SETUP);
}

#[test]
fn random_setups_come_from_the_games_seed() {
    let draw = |seed| {
        let mut g = Junqi::new_game(JunqiOptions::default(), seed);
        play(&mut g, S, "random");
        g.setup_string(0)
    };
    assert_eq!(draw(5), draw(5));
    assert_ne!(draw(5), draw(6));
}

#[test]
fn the_public_only_learns_who_is_ready_and_play_starts_with_south() {
    let mut g = Junqi::new_game(JunqiOptions::default(), 1);
    let report = play(&mut g, N, "ready");
    assert_eq!(public(&report), ["North is ready."]);
    assert!(report.has(Fact::Ready(N)));
    assert_eq!(g.to_act(), [S]);
    assert!(
        g.apply(N, &JunqiAction::Flag)
            .unwrap_err()
            .sentence()
            .contains("ready already")
    );
    let again = g.apply(N, &JunqiAction::Ready).unwrap_err();
    assert!(
        again.sentence().starts_with("You are ready already.")
            && again.sentence().contains("unready"),
        "{again}"
    );
    let report = play(&mut g, S, "ready");
    assert_eq!(
        public(&report),
        // The host names the last seat to get ready, with its player.
        ["Both sides are ready: South moves first."]
    );
    assert!(!g.in_setup());
    assert_eq!(g.to_act(), [S]);
    assert!(g.apply(S, &JunqiAction::Flag).is_err());
    assert!(
        g.parse_action(S, "unready").is_err(),
        "setup words are over"
    );
}

#[test]
fn unready_goes_back_to_arranging_while_the_opponent_is_not_ready() {
    let mut g = Junqi::new_game(JunqiOptions::default(), 1);
    assert!(
        g.apply(S, &JunqiAction::Unready)
            .unwrap_err()
            .sentence()
            .contains("not ready yet")
    );
    play(&mut g, S, "ready");
    assert_eq!(g.legal_actions(S), [JunqiAction::Unready]);
    let report = play(&mut g, S, "unready");
    assert_eq!(public(&report), ["South is no longer ready."]);
    assert!(report.has(Fact::Unready(S)));
    assert!(private(&report, S)[0].contains("arranging your pieces again"));
    assert_eq!(g.to_act(), [S, N]);
    play(&mut g, S, &format!("setup {SOUTH_SETUP}"));
    play(&mut g, S, "ready");
    play(&mut g, N, "ready");
    assert!(!g.in_setup());
    assert_eq!(g.setup_string(0).as_deref(), Some(SOUTH_SETUP));
}

#[test]
fn first_random_draws_the_first_side_from_the_seed() {
    let opts = options(&[("first", "random")]);
    let firsts: Vec<u8> = (0..16)
        .map(|seed| Junqi::new_game(opts, seed).board().to_move())
        .collect();
    assert!(firsts.contains(&0) && firsts.contains(&1));
    assert_eq!(
        Junqi::new_game(opts, 3).board().to_move(),
        Junqi::new_game(opts, 3).board().to_move()
    );
}

#[test]
fn interventions_are_refused_during_setup() {
    let mut g = Junqi::new_game(JunqiOptions::default(), 1);
    assert!(g.intervene(Intervention::Resign(S)).is_err());
    assert!(g.intervene(Intervention::TimeOut(S)).is_err());
    assert!(g.intervene(Intervention::AgreedDraw).is_err());
}

// ---- The spec's worked example (§11.6, §11.7) ----

fn example_game() -> Junqi {
    let mut g = Junqi::new_game(JunqiOptions::default(), 0);
    play(&mut g, S, &format!("setup {SOUTH_SETUP}"));
    play(&mut g, N, &format!("setup {NORTH_SETUP}"));
    play(&mut g, S, "ready");
    play(&mut g, N, "ready");
    g
}

#[test]
fn the_example_start_matches_the_spec_in_full_and_south_views() {
    let g = example_game();
    assert_eq!(g.position(), START_FULL);
    assert_eq!(g.position_in(PositionView::Seat(0)), START_SOUTH);
}

#[test]
fn the_example_game_reproduces_the_spec_record_and_positions() {
    let mut g = example_game();
    let mut seat = S;
    for turn in EXAMPLE_TURNS {
        play(&mut g, seat, turn);
        seat = if seat == S { N } else { S };
    }
    assert_eq!(g.position(), AFTER_12_FULL);
    assert_eq!(g.position_in(PositionView::Public), AFTER_12_PUBLIC);
    let players = ["111".to_owned(), "222".to_owned()];
    let public_record = crate::Game::record(&g, Audience::Public, &players);
    let expected_lines = [
        "1. S c6xc7 >",
        "2. N d7xc7 <",
        "3. S a6xa7 >",
        "4. N a8xa7 >",
        "5. S pass",
        "6. N a7-a6",
        "7. S a5xa6 =",
        "8. N b9-b8",
        "9. S a4-a5",
        "10. N b8-a7",
        "11. S a5-a6",
        "12. N a7xa6 = flag=N@d12 flag=S@b1",
    ];
    let header = "[Game \"Junqi\"]\n[Date \"????.??.??\"]\n[Players \"South: 111; North: 222\"]\n\
                  [Result \"*\"]\n";
    assert_eq!(
        public_record,
        format!("{header}{}", expected_lines.join("\n"))
    );
    assert!(!crate::Game::record(&g, Audience::Seat(S), &players).contains("[Setup N"));
    g.intervene(Intervention::Resign(S)).expect("resigns");
    let full = crate::Game::record(&g, Audience::Public, &players);
    let annotated = [
        "1. S c6xc7 > {3,1}",
        "2. N d7xc7 < {2,3}",
        "3. S a6xa7 > {4,3}",
        "4. N a8xa7 > {6,4}",
        "5. S pass",
        "6. N a7-a6",
        "7. S a5xa6 = {6,6}",
        "8. N b9-b8",
        "9. S a4-a5",
        "10. N b8-a7",
        "11. S a5-a6",
        "12. N a7xa6 = {9,9} flag=N@d12 flag=S@b1",
        "* S resigns",
        "* end N:resign",
    ];
    assert_eq!(
        full,
        format!(
            "{}[Setup S \"{SOUTH_SETUP}\"]\n[Setup N \"{NORTH_SETUP}\"]\n{}",
            header.replace(
                "[Result \"*\"]",
                "[Result \"0-1\"]\n[Termination \"resignation\"]"
            ),
            annotated.join("\n")
        )
    );
    assert!(public_view_shows_every_rank(&g));
}

#[test]
fn position_strings_round_trip_in_every_view() {
    let mut g = example_game();
    let mut seat = S;
    for turn in EXAMPLE_TURNS {
        for view in [
            PositionView::Full,
            PositionView::Public,
            PositionView::Seat(0),
            PositionView::Seat(1),
        ] {
            let text = g.position_in(view);
            let parsed = PositionText::read(&text, Table::two()).expect("parses");
            assert_eq!(parsed.to_string(), text);
        }
        let restored = Junqi::from_position(&g.position(), JunqiOptions::default()).expect("loads");
        assert_eq!(restored.position(), g.position());
        play(&mut g, seat, turn);
        seat = if seat == S { N } else { S };
    }
    for text in [START_FULL, START_SOUTH, AFTER_12_PUBLIC, AFTER_12_FULL] {
        assert_eq!(
            PositionText::read(text, Table::two())
                .expect("parses")
                .to_string(),
            text
        );
    }
    let carrier = board(
        &[("c6", "S5*"), ("d12", "N4^N"), ("a12", "N5")],
        'N',
        " homes=S@b1,N@?",
    );
    assert_eq!(
        PositionText::read(&carrier, Table::two())
            .expect("parses")
            .to_string(),
        carrier
    );
}

#[test]
fn bad_position_strings_get_one_clear_sentence() {
    let cases = [
        ("junqi4 x", "starts with \"junqi2\""),
        ("junqi2 ./.", "12"),
        (AFTER_12_PUBLIC, "full view"),
        (
            &START_FULL.replace("N1,NM,N2,NF,N6", "N1,NM,N2,.,N6"),
            "flag",
        ),
        (&START_FULL.replace("S4,S1,S3", "SM,S1,S3"), "mine"),
        (&START_FULL.replace("quiet=0", "quiet=x"), "whole number"),
        (
            &START_FULL.replace(" S passes", " X passes"),
            "side to move",
        ),
        (&START_FULL.replace("S2,SF", "S2,S9"), "2 of Marshal"),
        (&format!("{START_FULL} out=E"), "bad seat"),
    ];
    for (text, words) in cases {
        let error = Junqi::from_position(text, JunqiOptions::default()).unwrap_err();
        assert!(error.0.contains(words), "{text}: {error}");
        assert!(error.0.ends_with('.'), "{error}");
    }
}

#[test]
fn labels_give_code_english_and_chinese_names() {
    let label = Kind::Marshal.label();
    assert_eq!(
        (label.short, label.name, label.cjk),
        ("9", "Marshal", "司令")
    );
    let cjk: Vec<&str> = Kind::ALL.iter().map(|k| k.label().cjk).collect();
    assert_eq!(
        cjk,
        [
            "司令", "军长", "师长", "旅长", "团长", "营长", "连长", "排长", "工兵", "炸弹", "地雷",
            "军旗"
        ]
    );
}

/// Whether the public view of `game` shows the rank of every piece on the board.
fn public_view_shows_every_rank(game: &Junqi) -> bool {
    game.view(Audience::Public)
        .pieces
        .iter()
        .all(|p| p.face.label.is_some())
}

#[test]
fn open_games_show_every_rank_in_public() {
    let g = game_with(
        &[("a6", "S5"), ("a12", "N5")],
        'S',
        &[("visibility", "open")],
    );
    assert!(public_view_shows_every_rank(&g));
}

#[test]
fn views_show_own_ranks_and_hide_the_opponents() {
    let mut g = example_game();
    play(&mut g, S, "c6xc7");
    let south = g.view(Audience::Seat(S));
    assert_eq!(
        south.last_move,
        [Point::from(sq("c6")), Point::from(sq("c7"))]
    );
    for piece in &south.pieces {
        assert_eq!(piece.face.label.is_some(), piece.face.owner == S);
    }
    let public = g.view(Audience::Public);
    assert_eq!(public.perspective, S);
    assert!(public.pieces.iter().all(|p| p.face.label.is_none()));
    let lost_by_north = &public.panels[1];
    assert_eq!(lost_by_north.pieces.len(), 1);
    assert!(lost_by_north.pieces[0].label.is_none());
    let north = g.view(Audience::Seat(N));
    assert_eq!(north.panels[1].pieces[0].label.map(|l| l.short), Some("1"));
}

#[test]
fn the_game_interface_lists_and_plays_junqi_by_name() {
    let kind: crate::GameKind = "luzhanqi".parse().expect("an alias");
    assert_eq!(kind.id(), "junqi");
    let mut game = kind
        .from_position(START_FULL, &Default::default())
        .expect("loads");
    assert_eq!(game.legal_actions(S).len(), 35);
    let played = game.play(S, "C6C7").expect("legal");
    assert_eq!(played.canonical, "c6xc7");
    let restored = kind.restore(&game.snapshot().json).expect("restores");
    assert_eq!(restored.position(), game.position());
    assert_eq!((kind.option_specs)().len(), 17);
}

// ---- Perft ----

#[test]
fn perft_of_the_example_positions() {
    let start = Junqi::from_position(START_FULL, JunqiOptions::default()).expect("loads");
    let figures: Vec<u64> = (1..=3).map(|depth| start.perft(depth)).collect();
    assert_eq!(figures, [35, 1197, 39027]);
    assert_eq!(
        perft_by_clone_and_apply(&start, 3, &Junqi::legal_actions),
        39027
    );
    let middle = Junqi::from_position(AFTER_12_FULL, JunqiOptions::default()).expect("loads");
    for depth in 1..=3 {
        assert_eq!(
            middle.perft(depth),
            perft_by_clone_and_apply(&middle, depth, &Junqi::legal_actions),
            "depth {depth}"
        );
    }
}

#[test]
fn pass_limit_sets_the_number_of_passes() {
    let mut g = game_with(&[("a6", "S5"), ("a12", "N5")], 'S', &[("pass_limit", "1")]);
    assert_eq!(public(&play(&mut g, S, "pass")), ["South passes (1 of 1)."]);
    play(&mut g, N, "a12-a11");
    play(&mut g, S, "pass");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winners: vec![N],
            reason: super::PASSES
        })
    );
    let text = board(&[("a6", "S5"), ("a12", "N5")], 'S', "").replace("passes=S0", "passes=S2");
    let error = Junqi::from_position(&text, options(&[("pass_limit", "1")])).unwrap_err();
    assert!(error.0.contains("pass_limit=1"), "{error}");
}

#[test]
fn pieces_on_headquarters_can_be_attacked() {
    let mut g = game(&[("b11", "S5"), ("b12", "N4"), ("a12", "N5")]);
    assert!(targets(&g, "b11").contains(&"b12".to_owned()));
    assert_eq!(
        public(&play(&mut g, S, "b11xb12"))[0],
        "South b11xb12 > (the attacker won)"
    );
}

#[test]
fn a_flag_already_public_is_not_announced_again() {
    let text = board(
        &[("c6", "S9"), ("c7", "N9"), ("a12", "N5"), ("a1", "S5")],
        'S',
        " revealed=S@b1",
    );
    let mut g = Junqi::from_position(&text, JunqiOptions::default()).expect("valid");
    assert_eq!(
        public(&play(&mut g, S, "c6xc7")),
        [
            "South c6xc7 = (both pieces were removed)",
            "North's flag is at d12."
        ]
    );
    assert!(g.position().ends_with("revealed=S@b1,N@d12"));
}

#[test]
fn a_carrier_must_win_on_its_home_and_its_own_pieces_block_it() {
    let homes = "S@b1,N@d12";
    let blocked = carrier_game(
        &[("b2", "S5*"), ("b1", "S3^S"), ("a12", "N5")],
        'S',
        homes,
        " revealed=S@b1,N@b2",
    );
    assert!(!targets(&blocked, "b2").contains(&"b1".to_owned()));
    let mut attack = carrier_game(
        &[("b2", "S5*"), ("b1", "N4*"), ("a12", "N5"), ("a1", "S5")],
        'S',
        homes,
        " revealed=S@b1,N@b2",
    );
    let report = play(&mut attack, S, "b2xb1");
    assert_eq!(
        public(&report),
        [
            "South b2xb1 > (the attacker won)",
            "South's flag returns to its headquarters b1.",
            "South carried the enemy flag home.",
            "South wins by carrying the flag home."
        ]
    );
    assert_eq!(
        attack.outcome().map(Outcome::reason),
        Some(super::FLAG_DELIVERED)
    );
}

#[test]
fn the_pass_after_the_limit_resigns_even_before_earliest_resign() {
    let mut g = game_with(
        &[("a6", "S5"), ("a12", "N5")],
        'S',
        &[("pass_limit", "0"), ("earliest_resign", "50")],
    );
    play(&mut g, S, "pass");
    assert_eq!(g.outcome().map(Outcome::reason), Some(super::PASSES));
}

#[test]
fn the_whole_game_runs_through_text_commands() {
    let kind: crate::GameKind = "junqi".parse().expect("a game");
    let mut game = kind.create(&Default::default(), 9).expect("a new game");
    assert_eq!(game.to_act(), [S, N]);
    let played = game.play(S, "swap A6 B6").expect("a setup command");
    assert_eq!(played.canonical, "swap a6 b6");
    assert!(
        played
            .report
            .for_audience(Audience::Seat(N))
            .next()
            .is_none()
    );
    game.play(N, "random").expect("random");
    game.play(N, "ready").expect("ready");
    assert!(game.play(N, "a7-a8").is_err());
    game.play(S, "ready").expect("ready");
    assert_eq!(game.to_act(), [S]);
    let moves = game.legal_actions(S);
    assert!(moves.contains(&"pass".to_owned()));
    let first = moves
        .iter()
        .find(|m| m.as_str() != "pass")
        .expect("a move")
        .clone();
    assert_eq!(game.play(S, &first).expect("legal").canonical, first);
    assert_eq!(game.to_act(), [N]);
}

#[test]
fn the_setup_phase_and_each_sides_setup_are_known_until_play_starts() {
    let mut g = Junqi::new_game(JunqiOptions::default(), 1);
    assert_eq!(Rules::phase(&g), Phase::Setup);
    let initial = Rules::setup_of(&g, S).expect("a setup during setup");
    assert_eq!(Some(initial), g.setup_string(0));
    play(&mut g, S, &format!("setup {SOUTH_SETUP}"));
    play(&mut g, N, &format!("setup {NORTH_SETUP}"));
    assert_eq!(Rules::setup_of(&g, S).as_deref(), Some(SOUTH_SETUP));
    assert_eq!(Rules::setup_of(&g, N).as_deref(), Some(NORTH_SETUP));
    assert_eq!(Rules::setup_of(&g, Seat(2)), None);
    play(&mut g, S, "ready");
    assert_eq!(Rules::phase(&g), Phase::Setup);
    play(&mut g, N, "ready");
    assert_eq!(Rules::phase(&g), Phase::Play);
    assert_eq!(
        Rules::setup_of(&g, S),
        None,
        "setups are secret records once play starts"
    );
}
