//! Tests of the 4-player game through the game interface, one per rule of §3, §4.6, §8 and §9, and the
//! three- and two-player tables of §12 item 11.

use super::*;
use crate::model::{EndReason, Fact};
use crate::options::RuleOptions;
use crate::rules::perft_by_clone_and_apply;
use std::collections::HashMap;

const S: Seat = Seat(0);
const E: Seat = Seat(1);
const N: Seat = Seat(2);
const W: Seat = Seat(3);

/// The spec's example setups (§11.5, §11.6), used for every arm.
const SETUP_A: &str = "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM";
const SETUP_B: &str = "32143/5.7.6/B1.92/8.4.5/3M7MB/6F2M1";

fn four() -> &'static Board {
    Board::four()
}

fn sq(name: &str) -> Square {
    four().parse(name).expect("a point")
}

fn options(pairs: &[(&str, &str)]) -> Junqi4Options {
    Junqi4Options::from_pairs(pairs.iter().copied()).expect("valid options")
}

/// A full-view `junqi4` position with the given pieces; each seat of the table that is not `out` gets
/// its flag on `X62` unless one is placed.
fn text4(pieces: &[(&str, &str)], to_move: char, players: u8, out: &[char], extra: &str) -> String {
    let mut cells: HashMap<String, String> = pieces
        .iter()
        .map(|(at, token)| ((*at).to_owned(), (*token).to_owned()))
        .collect();
    let seats: &[char] = match players {
        2 => &['S', 'N'],
        3 => &['S', 'E', 'N'],
        _ => &['S', 'E', 'N', 'W'],
    };
    for &seat in seats {
        let has_flag = cells.values().any(|token| token == &format!("{seat}F"));
        if !has_flag && !out.contains(&seat) {
            cells.insert(format!("{seat}62"), format!("{seat}F"));
        }
    }
    let cell = |name: String| cells.get(&name).cloned().unwrap_or_else(|| ".".to_owned());
    let mut groups: Vec<String> = ['S', 'E', 'N', 'W']
        .iter()
        .map(|arm| {
            (1..=6)
                .map(|row| {
                    (1..=5)
                        .map(|col| cell(format!("{arm}{row}{col}")))
                        .collect::<Vec<_>>()
                        .join(",")
                })
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect();
    groups.push(
        (1..=3)
            .map(|row| {
                (1..=3)
                    .map(|col| cell(format!("C{row}{col}")))
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect::<Vec<_>>()
            .join("/"),
    );
    let passes: Vec<String> = seats.iter().map(|s| format!("{s}0")).collect();
    let out_field = if out.is_empty() {
        String::new()
    } else {
        format!(
            " out={}",
            out.iter()
                .map(char::to_string)
                .collect::<Vec<_>>()
                .join(",")
        )
    };
    format!(
        "junqi4 {} {to_move} passes={} quiet=0 turn=0{out_field}{extra}",
        groups.join("|"),
        passes.join(",")
    )
}

fn game4(pieces: &[(&str, &str)], to_move: char, out: &[char], opts: &[(&str, &str)]) -> Junqi4 {
    let options = options(opts);
    let text = text4(pieces, to_move, options.players as u8, out, "");
    Junqi4::from_position(&text, options).unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// Pieces that keep every seat able to move: a Colonel on each arm's back corner.
const MOVERS: [(&str, &str); 4] = [("S65", "S5"), ("E65", "E5"), ("N65", "N5"), ("W65", "W5")];

fn with_movers(pieces: &[(&str, &str)]) -> Vec<(&'static str, &'static str)> {
    let mut all: Vec<(&str, &str)> = MOVERS
        .iter()
        .filter(|(at, _)| !pieces.iter().any(|(p, _)| p == at))
        .copied()
        .collect();
    for &(at, token) in pieces {
        all.push((leak(at), leak(token)));
    }
    all
}

fn leak(text: &str) -> &'static str {
    Box::leak(text.to_owned().into_boxed_str())
}

fn targets(game: &Junqi4, from: &str) -> Vec<String> {
    let seat = game.to_act()[0];
    let mut found: Vec<String> = game
        .legal_actions(seat)
        .into_iter()
        .filter_map(|action| match action {
            JunqiAction::Move(mv) if mv.from == sq(from) => Some(four().name(mv.to).to_owned()),
            _ => None,
        })
        .collect();
    found.sort();
    found
}

fn play(game: &mut Junqi4, seat: Seat, text: &str) -> Report {
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

fn lines(game: &Junqi4) -> Vec<String> {
    game.engine().lines(Audience::Public)
}

/// A game with the example setups on every arm, all seats ready.
fn started(opts: &[(&str, &str)], seed: u64) -> Junqi4 {
    let mut game = Junqi4::new_game(options(opts), seed);
    let seats = game.engine().config().table.seats() as u8;
    for seat in 0..seats {
        let setup = if seat % 2 == 0 { SETUP_A } else { SETUP_B };
        play(&mut game, Seat(seat), &format!("setup {setup}"));
    }
    for seat in 0..seats {
        play(&mut game, Seat(seat), "ready");
    }
    game
}

// ---- Movement on the 4-player board (§3.4, §4.2, §4.6) ----

#[test]
fn straight_pieces_run_round_the_arcs_and_through_the_centre() {
    let g = game4(&with_movers(&[("S31", "S5")]), 'S', &[], &[]);
    let reached = targets(&g, "S31");
    for far in [
        "S51", "S11", "C11", "C31", "N55", "W15", "W55", "S32", "S22",
    ] {
        assert!(reached.contains(&far.to_owned()), "{far} in {reached:?}");
    }
    for never in ["S12", "C12", "W14", "N14", "W65"] {
        assert!(!reached.contains(&never.to_owned()), "{never}");
    }
}

#[test]
fn partners_block_the_railroad_and_cannot_be_attacked_but_opponents_can() {
    let g = game4(
        &with_movers(&[("S21", "S5"), ("C11", "N4"), ("W25", "E3")]),
        'S',
        &[],
        &[],
    );
    let reached = targets(&g, "S21");
    assert!(!reached.contains(&"C11".to_owned()), "the partner's piece");
    assert!(
        !reached.contains(&"C21".to_owned()),
        "blocked by the partner"
    );
    assert!(reached.contains(&"W15".to_owned()), "round the arc");
    assert!(
        reached.contains(&"W25".to_owned()),
        "an opponent may be attacked"
    );
    assert!(!reached.contains(&"W35".to_owned()), "but not passed");
    let error = g
        .clone()
        .apply(S, &g.parse_action(S, "S21-C11").expect("parses"))
        .unwrap_err();
    assert_eq!(error.sentence(), "Your partner's piece stands on C11.");
    assert_eq!(
        g.format_action(&g.parse_action(S, "S21-W25").expect("parses")),
        "S21xW25"
    );
}

#[test]
fn engineers_turn_anywhere_on_the_railroad_across_the_centre() {
    let g = game4(&with_movers(&[("S13", "S1")]), 'S', &[], &[]);
    let reached = targets(&g, "S13");
    for far in [
        "C12", "C22", "N13", "E15", "E51", "W51", "N51", "S51", "C33",
    ] {
        assert!(reached.contains(&far.to_owned()), "{far}");
    }
    let straight = game4(
        &with_movers(&[("S13", "S1")]),
        'S',
        &[],
        &[("engineers_turn", "off")],
    );
    let reached = targets(&straight, "S13");
    assert!(reached.contains(&"N13".to_owned()) && !reached.contains(&"C11".to_owned()));
}

#[test]
fn any_empty_point_of_any_arm_may_be_entered_and_camps_protect() {
    let g = game4(
        &with_movers(&[("E21", "S5"), ("E22", "E4"), ("E31", "N3")]),
        'S',
        &[],
        &[],
    );
    let reached = targets(&g, "E21");
    assert!(reached.contains(&"E11".to_owned()));
    assert!(
        !reached.contains(&"E22".to_owned()),
        "a piece in a camp is safe"
    );
    assert!(!reached.contains(&"E31".to_owned()), "the partner's piece");
}

// ---- Turn order (§9.1) ----

#[test]
fn turns_go_counter_clockwise_or_clockwise_and_skip_seats_that_are_out() {
    let order = |opts: &[(&str, &str)], out: &[char]| -> Vec<Seat> {
        let pieces: Vec<(&str, &str)> = with_movers(&[])
            .into_iter()
            .filter(|(at, _)| !out.iter().any(|o| at.starts_with(*o)))
            .collect();
        let mut g = game4(&pieces, 'S', out, opts);
        let mut seen = Vec::new();
        for _ in 0..4 {
            let seat = g.to_act()[0];
            seen.push(seat);
            play(&mut g, seat, "pass");
        }
        seen
    };
    assert_eq!(order(&[], &[]), [S, E, N, W]);
    assert_eq!(order(&[("turn_order", "cw")], &[]), [S, W, N, E]);
    assert_eq!(order(&[], &['E']), [S, N, W, S]);
    let mut g = game4(&with_movers(&[]), 'S', &[], &[]);
    play(&mut g, S, "pass");
    assert_eq!(public(&play(&mut g, E, "pass")), ["East passes (1 of 4)."]);
    assert_eq!(lines(&g), ["1. S pass", "2. E pass"]);
}

#[test]
fn first_random_draws_any_of_the_four_seats_from_the_seed() {
    let opts = options(&[("first", "random")]);
    let mut firsts: Vec<u8> = (0..40)
        .map(|seed| Junqi4::new_game(opts, seed).board().to_move())
        .collect();
    firsts.sort();
    firsts.dedup();
    assert_eq!(firsts, [0, 1, 2, 3]);
}

// ---- Flags, elimination and the team result (§6.2, §6.3, §9.2, §9.3) ----

#[test]
fn a_captured_flag_puts_its_owner_out_and_clears_its_arm() {
    let mut g = game4(
        &with_movers(&[("E52", "S5"), ("E11", "E3"), ("C22", "E1")]),
        'S',
        &[],
        &[],
    );
    let report = play(&mut g, S, "E52xE62");
    assert_eq!(
        public(&report),
        [
            "South E52xE62 > (the attacker won)",
            "South captured East's flag.",
            "East is out: its flag was captured; its pieces leave the board."
        ]
    );
    assert_eq!(lines(&g), ["1. S E52xE62 > capture=E out=E:flag"]);
    let board = g.board();
    assert!(board.is_out(1));
    for at in ["E11", "C22", "E65"] {
        assert_eq!(board.piece(sq(at)), None, "{at} is cleared");
    }
    assert_eq!(board.piece(sq("E62")), Some(Piece::new(0, Kind::Colonel)));
    assert_eq!(g.to_act(), [N], "East's turn is skipped");
    assert!(g.outcome().is_none());
    assert!(targets(&g, "N65").len() > 1);
    let text = g.position();
    assert!(
        text.contains(" N passes=S0,E0,N0,W0 quiet=0 turn=1 out=E"),
        "{text}"
    );
    assert_eq!(g.view(Audience::Public).muted, [E]);
    // The capturing piece is locked on the headquarters.
    play(&mut g, N, "pass");
    play(&mut g, W, "pass");
    assert!(targets(&g, "E62").is_empty());
}

#[test]
fn a_bomb_that_takes_a_flag_leaves_the_headquarters_empty() {
    let mut g = game4(&with_movers(&[("E52", "SB")]), 'S', &[], &[]);
    play(&mut g, S, "E52xE62");
    assert_eq!(g.board().piece(sq("E62")), None);
    assert!(g.board().is_out(1));
}

#[test]
fn a_team_wins_when_both_opponents_are_out_and_an_eliminated_partner_wins_with_it() {
    let pieces: Vec<(&str, &str)> = vec![("N65", "N5"), ("E52", "N7"), ("E65", "E5")];
    let mut g = game4(&pieces, 'N', &['S', 'W'], &[]);
    let report = play(&mut g, N, "E52xE62");
    assert_eq!(
        public(&report)[1..],
        [
            "North captured East's flag.",
            "East is out: its flag was captured; its pieces leave the board.",
            "South and North win by capturing the flag."
        ]
    );
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winners: vec![S, N],
            reason: super::FLAG_CAPTURED
        })
    );
    assert_eq!(
        lines(&g),
        ["1. N E52xE62 > {7,F} capture=E out=E:flag", "* end SN:flag"],
        "once the game is over the public record names the pieces"
    );
    assert_eq!(
        g.board().piece(sq("E65")),
        None,
        "the last seat out leaves the board like every other"
    );
}

#[test]
fn a_dead_marshal_reveals_its_flag_and_both_flags_when_both_die() {
    let mut g = game4(&with_movers(&[("C22", "S9"), ("C23", "E9")]), 'S', &[], &[]);
    let report = play(&mut g, S, "C22xC23");
    assert_eq!(
        public(&report)[1..],
        ["South's flag is at S62.", "East's flag is at E62."]
    );
    assert_eq!(lines(&g), ["1. S C22xC23 = flag=S@S62 flag=E@E62"]);
    assert!(
        g.position_in(PositionView::Public)
            .ends_with(" revealed=S@S62,E@E62")
    );
    let view = g.view(Audience::Public);
    let flags: Vec<&str> = view
        .pieces
        .iter()
        .filter_map(|p| p.face.label.map(|l| l.short))
        .collect();
    assert_eq!(flags.iter().filter(|&&f| f == "F").count(), 2);
}

#[test]
fn each_owner_of_a_battle_is_told_what_it_lost_and_no_one_else() {
    let mut g = game4(&with_movers(&[("C22", "S4"), ("C23", "E6")]), 'S', &[], &[]);
    let report = play(&mut g, S, "C22xC23");
    assert_eq!(
        private(&report, S),
        ["Your Lieutenant Colonel (4) on C22 was removed."]
    );
    assert_eq!(
        private(&report, E),
        ["None of your pieces was removed in that battle."]
    );
    assert!(private(&report, N).is_empty() && private(&report, W).is_empty());
}

#[test]
fn resigning_takes_effect_at_once_in_or_out_of_turn() {
    let mut g = game4(&with_movers(&[]), 'S', &[], &[]);
    let report = g.intervene(Intervention::Resign(N)).expect("allowed");
    assert_eq!(
        public(&report),
        [
            "North resigns.",
            "North is out: it resigned; its pieces leave the board."
        ]
    );
    assert_eq!(g.to_act(), [S], "out of turn: South still moves");
    assert_eq!(g.board().piece(sq("N65")), None);
    let report = g.intervene(Intervention::Resign(S)).expect("allowed");
    assert_eq!(
        public(&report),
        [
            "South resigns.",
            "South is out: it resigned; its pieces leave the board.",
            "East and West win by resignation."
        ]
    );
    assert_eq!(
        lines(&g),
        [
            "* N resigns out=N:resign",
            "* S resigns out=S:resign",
            "* end EW:resign"
        ]
    );
    let mut g = game4(&with_movers(&[]), 'E', &[], &[]);
    g.intervene(Intervention::Resign(E)).expect("allowed");
    assert_eq!(
        g.to_act(),
        [N],
        "the seat to move resigned: the next one plays"
    );
    assert!(
        g.intervene(Intervention::Resign(E))
            .unwrap_err()
            .sentence()
            .contains("already out")
    );
}

#[test]
fn the_pass_after_the_limit_puts_a_player_out() {
    let mut g = game4(&with_movers(&[]), 'S', &[], &[("pass_limit", "1")]);
    for seat in [S, E, N, W] {
        play(&mut g, seat, "pass");
    }
    let report = play(&mut g, S, "pass");
    assert_eq!(
        public(&report),
        [
            "South passes (2 of 1).",
            "That is one pass too many: South resigns.",
            "South is out: it passed once too often; its pieces leave the board."
        ]
    );
    assert_eq!(
        lines(&g).last().map(String::as_str),
        Some("5. S pass out=S:passes")
    );
    assert_eq!(g.to_act(), [E]);
    assert!(g.position().contains("passes=S2,E1,N1,W1"));
    Junqi4::from_position(&g.position(), options(&[("pass_limit", "1")]))
        .expect("a seat out by passes may have one pass too many");
}

#[test]
fn a_time_out_is_a_pass_of_the_seat_to_move() {
    let mut g = game4(&with_movers(&[]), 'S', &[], &[]);
    assert!(g.intervene(Intervention::TimeOut(E)).is_err());
    let report = g.intervene(Intervention::TimeOut(S)).expect("allowed");
    assert!(report.has(Fact::TurnOver(S)));
    assert_eq!(lines(&g), ["1. S timeout"]);
    assert_eq!(g.to_act(), [E]);
}

#[test]
fn a_stuck_player_is_out_when_more_than_two_remain() {
    let pieces: Vec<(&str, &str)> = with_movers(&[("S65", "SM")]);
    let g = game4(&pieces, 'S', &[], &[]);
    assert_eq!(
        lines(&g),
        ["* S stuck out=S:stuck"],
        "checked when the position is loaded"
    );
    assert!(g.board().is_out(0));
    assert_eq!(g.to_act(), [E]);
    assert_eq!(g.board().piece(sq("S62")), None);
}

#[test]
fn the_last_two_players_both_stuck_draw_and_one_stuck_is_out() {
    let pieces = [("S65", "SM"), ("E65", "EM")];
    let g = game4(&pieces, 'S', &['N', 'W'], &[]);
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Draw {
            reason: super::BOTH_STUCK
        })
    );
    assert_eq!(lines(&g), ["* S stuck", "* end draw:bothstuck"]);
    let pieces = [("S65", "SM"), ("E65", "E5")];
    let g = game4(&pieces, 'S', &['N', 'W'], &[]);
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winners: vec![E, W],
            reason: EndReason::NoMoves
        })
    );
    let skip = game4(&pieces, 'S', &['N', 'W'], &[("stuck", "skip")]);
    assert_eq!(lines(&skip), ["* S stuck", "1. S pass"]);
    assert_eq!(skip.to_act(), [E]);
}

#[test]
fn forty_turns_without_an_attack_draw_counting_every_players_turn() {
    let options = options(&[]);
    let pieces: Vec<(&str, &str)> = with_movers(&[])
        .into_iter()
        .filter(|(at, _)| !at.starts_with('E'))
        .collect();
    let text = text4(&pieces, 'S', 4, &['E'], "").replace("quiet=0", "quiet=38");
    let mut g = Junqi4::from_position(&text, options).expect("loads");
    play(&mut g, S, "pass");
    assert_eq!(g.to_act(), [N], "the skipped seat is not a turn");
    assert!(g.position().contains("quiet=39 turn=1"));
    let report = play(&mut g, N, "pass");
    assert_eq!(
        public(&report).last().map(String::as_str),
        Some("The game is drawn after too many turns without a capture.")
    );
    // The position the draw leaves reads back as that draw.
    let text = text4(&with_movers(&[]), 'S', 4, &[], "").replace("quiet=0", "quiet=40");
    let drawn = Junqi4::from_position(&text, options).expect("a finished game's position loads");
    assert!(matches!(drawn.outcome(), Some(Outcome::Draw { .. })));
    assert!(drawn.to_act().is_empty());
    assert_eq!(drawn.position(), text);
}

#[test]
fn a_position_with_one_side_left_reads_back_as_won_by_it() {
    let pieces = [("S65", "S5"), ("N65", "N5")];
    let text = text4(&pieces, 'S', 4, &['E', 'W'], "");
    let won = Junqi4::from_position(&text, options(&[])).expect("a finished game's position loads");
    assert!(
        matches!(won.outcome(), Some(Outcome::Win { winners, .. }) if winners == &[S, N]),
        "{:?}",
        won.outcome()
    );
    assert_eq!(won.position(), text);
}

#[test]
fn agreed_draws_and_the_turn_cap_end_the_game_for_everyone() {
    let mut g = game4(&with_movers(&[]), 'S', &[], &[]);
    let report = g.intervene(Intervention::AgreedDraw).expect("allowed");
    assert_eq!(
        public(&report),
        [
            "Every player agreed to a draw.",
            "The game is drawn by agreement."
        ]
    );
    let mut capped = game4(&with_movers(&[]), 'S', &[], &[("turn_cap", "2")]);
    play(&mut capped, S, "pass");
    play(&mut capped, E, "pass");
    assert_eq!(
        capped.outcome(),
        Some(&Outcome::Draw {
            reason: super::TURN_CAP
        })
    );
}

// ---- Visibility (§10.7) ----

fn shown(game: &Junqi4, audience: Audience) -> Vec<String> {
    let board = four();
    let mut seen: Vec<String> = game
        .view(audience)
        .pieces
        .iter()
        .filter(|p| p.face.label.is_some())
        .map(|p| board.name(p.at as Square)[..1].to_owned())
        .collect();
    seen.sort();
    seen.dedup();
    seen
}

#[test]
fn visibility_decides_whose_ranks_each_seat_and_the_public_see() {
    let hidden = started(&[], 1);
    assert_eq!(shown(&hidden, Audience::Seat(S)), ["S"]);
    assert!(shown(&hidden, Audience::Public).is_empty());
    let allied = started(&[("visibility", "allied")], 1);
    assert_eq!(shown(&allied, Audience::Seat(S)), ["N", "S"]);
    assert_eq!(shown(&allied, Audience::Seat(E)), ["E", "W"]);
    assert!(shown(&allied, Audience::Public).is_empty());
    let text = allied.position_in(PositionView::Seat(0));
    assert!(text.contains("N4,N1,N3") && text.contains("E?"), "{text}");
    let open = started(&[("visibility", "open")], 1);
    assert_eq!(shown(&open, Audience::Public), ["E", "N", "S", "W"]);
    assert_eq!(
        open.position_in(PositionView::Public),
        open.position_in(PositionView::Full)
    );
    // Records: a seat's own setup (and its partner's under allied); everything when open.
    let players: Vec<String> = ["a", "b", "c", "d"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let setups = |game: &Junqi4, audience| -> Vec<String> {
        crate::Game::record(game, audience, &players)
            .lines()
            .filter(|line| line.starts_with("[Setup"))
            .map(|line| line[7..8].to_owned())
            .collect()
    };
    assert_eq!(setups(&hidden, Audience::Seat(E)), ["E"]);
    assert_eq!(setups(&allied, Audience::Seat(E)), ["E", "W"]);
    assert_eq!(setups(&open, Audience::Public), ["S", "E", "N", "W"]);
    assert!(setups(&hidden, Audience::Public).is_empty());
}

#[test]
fn allied_partners_see_each_others_setup_once_both_are_ready() {
    let mut g = Junqi4::new_game(options(&[("visibility", "allied")]), 3);
    play(&mut g, S, "ready");
    assert_eq!(shown(&g, Audience::Seat(S)), ["S"]);
    assert_eq!(shown(&g, Audience::Seat(N)), ["N"]);
    play(&mut g, N, "ready");
    assert_eq!(shown(&g, Audience::Seat(S)), ["N", "S"]);
    assert_eq!(shown(&g, Audience::Seat(E)), ["E"]);
    play(&mut g, N, "unready");
    assert_eq!(shown(&g, Audience::Seat(S)), ["S"]);
}

// ---- Three and two players (§12 item 11) ----

#[test]
fn three_players_sit_south_east_and_north_and_the_last_one_standing_wins() {
    let opts = options(&[("players", "3")]);
    let seating = Junqi4::seating(&opts);
    assert_eq!(seating.english_names(), ["South", "East", "North"]);
    assert_eq!(seating.teams, [0, 1, 2]);
    let new = Junqi4::new_game(opts, 1);
    assert_eq!(new.to_act(), [S, E, Seat(2)]);
    let board = new.board();
    assert!(
        board
            .board()
            .arm(Arm::West)
            .iter()
            .all(|at| board.piece(at).is_none())
    );
    let pieces = [
        ("E52", "S5"),
        ("N52", "S6"),
        ("S65", "S4"),
        ("E65", "E5"),
        ("N65", "N5"),
    ];
    let mut g = game4(&pieces, 'S', &[], &[("players", "3")]);
    play(&mut g, S, "E52xE62");
    assert!(g.outcome().is_none(), "North is still in");
    assert_eq!(g.to_act(), [Seat(2)]);
    play(&mut g, Seat(2), "pass");
    let report = play(&mut g, S, "N52xN62");
    assert_eq!(
        public(&report).last().map(String::as_str),
        Some("South wins by capturing the flag.")
    );
    assert_eq!(lines(&g).last().map(String::as_str), Some("* end S:flag"));
    let bad = text4(&[("W11", "W5")], 'S', 3, &[], "");
    assert!(
        Junqi4::from_position(&bad, opts).is_err(),
        "no West in a game of three"
    );
    assert!(Junqi4::view(&new, Audience::Public).board.turns.len() == 3);
}

#[test]
fn two_players_face_each_other_on_the_big_board() {
    let opts = options(&[("players", "2")]);
    assert_eq!(Junqi4::seating(&opts).english_names(), ["South", "North"]);
    let mut g = game4(
        &[("N52", "S5"), ("S65", "S4"), ("N65", "N5")],
        'S',
        &[],
        &[("players", "2")],
    );
    assert!(g.position().contains(" passes=S0,N0 "));
    play(&mut g, S, "N52xN62");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Win {
            winners: vec![S],
            reason: super::FLAG_CAPTURED
        })
    );
}

// ---- Setup on the 4-player board (§5.2, §8.1) ----

#[test]
fn four_seats_set_up_on_their_own_arms_at_once() {
    let mut g = Junqi4::new_game(options(&[]), 5);
    assert_eq!(g.to_act(), [S, E, N, W]);
    let setups: Vec<String> = (0..4)
        .map(|s| g.setup_string(s).expect("a setup"))
        .collect();
    let mut distinct = setups.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 4, "each seat its own random setup");
    play(&mut g, E, &format!("setup {SETUP_B}"));
    let report = play(&mut g, E, "swap E11 E12");
    assert!(private(&report, E)[0].starts_with("Swapped E11 ("));
    assert!(g.setup_string(E.0).expect("a setup").starts_with("23143/"));
    let error = g
        .apply(E, &g.parse_action(E, "swap E11 S11").expect("parses"))
        .unwrap_err();
    assert_eq!(
        error.sentence(),
        "Swap two points of your own arm (E11 to E65)."
    );
    for seat in [S, E, N] {
        play(&mut g, seat, "ready");
    }
    let error = g.apply(N, &JunqiAction::Ready).unwrap_err();
    assert!(
        error
            .sentence()
            .contains("while the others are not all ready"),
        "{error}"
    );
    let report = play(&mut g, W, "ready");
    assert_eq!(
        public(&report),
        // The host names the last seat to get ready, with its player.
        ["Everyone is ready: South moves first."]
    );
    assert_eq!(g.to_act(), [S]);
    let board = g.board();
    let count = |arm: Arm| {
        board
            .board()
            .arm(arm)
            .iter()
            .filter(|&at| board.piece(at).is_some())
            .count()
    };
    assert!(Arm::ALL.iter().all(|&arm| count(arm) == 25));
}

#[test]
fn the_spec_record_lines_of_a_four_player_game() {
    let mut g = started(&[], 2);
    for (seat, text) in [
        (S, "S13-S22"),
        (E, "E13-C23"),
        (N, "N13-C32"),
        (W, "W13-C21"),
        (S, "S11-C11"),
        (E, "C23-C22"),
    ] {
        play(&mut g, seat, text);
    }
    assert_eq!(
        lines(&g),
        [
            "1. S S13-S22",
            "2. E E13-C23",
            "3. N N13-C32",
            "4. W W13-C21",
            "5. S S11-C11",
            "6. E C23-C22"
        ]
    );
    let players: Vec<String> = ["a", "b", "c", "d"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let record = crate::Game::record(&g, Audience::Seat(N), &players);
    assert!(
        record.starts_with(
            "[Game \"Junqi for four\"]\n[Date \"????.??.??\"]\n\
             [Players \"South: a; East: b; North: c; West: d\"]\n[Result \"*\"]\n"
        ),
        "{record}"
    );
    assert!(record.contains("[Setup N \"41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM\"]\n1. S S13-S22"));
}

// ---- Position strings (§11.6) ----

#[test]
fn four_player_position_strings_round_trip_in_every_view() {
    let mut g = started(&[("visibility", "allied")], 4);
    for (seat, text) in [
        (S, "S13-S22"),
        (E, "E13-C23"),
        (N, "N13-C32"),
        (W, "W13-C21"),
    ] {
        play(&mut g, seat, text);
    }
    let table = Table::four(4);
    for view in [
        PositionView::Full,
        PositionView::Public,
        PositionView::Seat(0),
        PositionView::Seat(1),
        PositionView::Seat(2),
        PositionView::Seat(3),
    ] {
        let text = g.position_in(view);
        assert_eq!(
            PositionText::read(&text, table)
                .expect("parses")
                .to_string(),
            text
        );
    }
    let full = g.position();
    assert!(
        full.starts_with("junqi4 S4,S1,.,S7,S2/S6,S3,S5,.,S3/"),
        "{full}"
    );
    assert_eq!(full.matches('|').count(), 4);
    assert!(
        full.ends_with(" S passes=S0,E0,N0,W0 quiet=4 turn=4"),
        "{full}"
    );
    let restored =
        Junqi4::from_position(&full, options(&[("visibility", "allied")])).expect("loads");
    assert_eq!(restored.position(), full);
}

#[test]
fn bad_four_player_position_strings_get_one_clear_sentence() {
    let good = text4(&with_movers(&[]), 'S', 4, &[], "");
    let cases = [
        (good.replacen('|', "/", 1), "five groups"),
        (good.replace("junqi4", "junqi2"), "starts with \"junqi4\""),
        (good.replace(" S passes", " X passes"), "to move"),
        (good.replace("S0,E0,", "S0,"), "every seat"),
        (
            text4(&with_movers(&[("S11", "SM")]), 'S', 4, &[], ""),
            "mine",
        ),
        (good.replacen("EF", "E5", 1), "flag"),
        (format!("{good} out=E"), "not in the game"),
        (format!("{good} out=E,W"), "not in the game"),
        (format!("{good} homes=S@S62"), "not a field"),
        (good.replace("W5", "X5"), "not a cell"),
    ];
    for (text, words) in cases {
        let error = Junqi4::from_position(&text, options(&[])).unwrap_err();
        assert!(error.0.contains(words), "{text}: {error}");
        assert!(error.0.ends_with('.'), "{error}");
    }
}

// ---- The game interface and perft ----

#[test]
fn the_catalogue_hosts_junqi4_with_its_teams() {
    let kind: crate::GameKind = "junqi4".parse().expect("in the catalogue");
    let settings = kind.check_options(&[]).expect("standard options");
    let seating = kind.seating(&settings).expect("a seating");
    assert_eq!(seating.english_names(), ["South", "East", "North", "West"]);
    assert_eq!(seating.teams, [0, 1, 0, 1]);
    assert_eq!(seating.partners(S), [N]);
    let mut game = kind.create(&settings, 9).expect("a game");
    assert_eq!(game.phase(), Phase::Setup);
    for seat in [S, E, N, W] {
        assert!(
            game.play(seat, "ready")
                .expect("ready")
                .report
                .has(Fact::Ready(seat))
        );
    }
    assert_eq!(game.phase(), Phase::Play);
    let first = game.legal_actions(S)[0].clone();
    assert!(
        game.play(S, &first)
            .expect("legal")
            .report
            .has(Fact::TurnOver(S))
    );
    assert_eq!(game.to_act(), [E]);
}

/// The start of a 4-player game with the example setups (§11.5) on every arm, full view.
pub(super) const FOUR_START: &str = "junqi4 S4,S1,S3,S7,S2/S6,.,S5,.,S3/S9,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM|E3,E2,E1,E4,E3/E5,.,E7,.,E6/EB,E1,.,E9,E2/E8,.,E4,.,E5/E3,EM,E7,EM,EB/E6,EF,E2,EM,E1|N4,N1,N3,N7,N2/N6,.,N5,.,N3/N9,N2,.,N8,NB/N1,.,N7,.,N5/NM,N3,NB,N6,N4/N2,NF,N1,NM,NM|W3,W2,W1,W4,W3/W5,.,W7,.,W6/WB,W1,.,W9,W2/W8,.,W4,.,W5/W3,WM,W7,WM,WB/W6,WF,W2,WM,W1|.,.,./.,.,./.,.,. S passes=S0,E0,N0,W0 quiet=0 turn=0";

/// The same game after the six turns of the spec's record example (§11.7), full view.
pub(super) const FOUR_MIDDLE: &str = "junqi4 .,S1,.,S7,S2/S6,S3,S5,.,S3/S9,S2,.,S8,SB/S1,.,S7,.,S5/SM,S3,SB,S6,S4/S2,SF,S1,SM,SM|E3,E2,.,E4,E3/E5,.,E7,.,E6/EB,E1,.,E9,E2/E8,.,E4,.,E5/E3,EM,E7,EM,EB/E6,EF,E2,EM,E1|N4,N1,.,N7,N2/N6,.,N5,.,N3/N9,N2,.,N8,NB/N1,.,N7,.,N5/NM,N3,NB,N6,N4/N2,NF,N1,NM,NM|W3,W2,.,W4,W3/W5,.,W7,.,W6/WB,W1,.,W9,W2/W8,.,W4,.,W5/W3,WM,W7,WM,WB/W6,WF,W2,WM,W1|S4,.,./W1,E1,./.,N3,. N passes=S0,E0,N0,W0 quiet=6 turn=6";

#[test]
fn perft_of_the_four_player_start_and_a_mid_game_position() {
    let start = started(&[], 0);
    assert_eq!(start.position(), FOUR_START);
    let loaded = Junqi4::from_position(FOUR_START, options(&[])).expect("loads");
    let figures: Vec<u64> = (1..=3).map(|depth| loaded.perft(depth)).collect();
    assert_eq!(figures, [43, 2325, 98999]);
    assert_eq!(
        perft_by_clone_and_apply(&start, 3, &Junqi4::legal_actions),
        98999,
        "the fast walk agrees with clone and apply"
    );
    let mut middle = start.clone();
    for (seat, text) in [
        (S, "S13-S22"),
        (E, "E13-C23"),
        (N, "N13-C32"),
        (W, "W13-C21"),
        (S, "S11-C11"),
        (E, "C23-C22"),
    ] {
        play(&mut middle, seat, text);
    }
    assert_eq!(middle.position(), FOUR_MIDDLE);
    let loaded = Junqi4::from_position(FOUR_MIDDLE, options(&[])).expect("loads");
    let figures: Vec<u64> = (1..=3).map(|depth| loaded.perft(depth)).collect();
    assert_eq!(figures, [46, 2039, 111097]);
    assert_eq!(
        perft_by_clone_and_apply(&loaded, 3, &Junqi4::legal_actions),
        111097
    );
}

#[test]
fn every_audience_gets_a_disguise_that_looks_the_same_to_it() {
    let mut g = started(&[("visibility", "allied")], 6);
    for (seat, text) in [
        (S, "S13-S22"),
        (E, "E13-C23"),
        (N, "N13-C32"),
        (W, "W13-C21"),
    ] {
        play(&mut g, seat, text);
    }
    let players: Vec<String> = ["a", "b", "c", "d"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    for audience in [Audience::Public, Audience::Seat(S), Audience::Seat(E)] {
        let mut rng = GameRng::from_seed(1);
        let other = g
            .disguise(audience, &mut rng)
            .expect("hidden ranks to permute");
        assert_ne!(other.position(), g.position());
        assert_eq!(other.view(audience), g.view(audience));
        assert_eq!(
            crate::Game::record(&other, audience, &players),
            crate::Game::record(&g, audience, &players)
        );
        // The disguise keeps what the audience sees: under allied, South's and North's ranks for South.
        if audience == Audience::Seat(S) {
            let board = four();
            let arm_text = |game: &Junqi4, arm: Arm| -> Vec<Option<Piece>> {
                let position = game.board();
                board.arm(arm).iter().map(|at| position.piece(at)).collect()
            };
            assert_eq!(arm_text(&other, Arm::North), arm_text(&g, Arm::North));
            assert_eq!(arm_text(&other, Arm::South), arm_text(&g, Arm::South));
        }
    }
}

#[test]
fn an_illegal_move_names_the_points_next_to_the_piece_and_the_rules_example_holds() {
    // `rules junqi4` says C13's neighbours are C12, C23, E11 and S15.
    let mut names: Vec<&str> = four()
        .neighbours(sq("C13"))
        .iter()
        .map(|&(point, _)| four().name(point))
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["C12", "C23", "E11", "S15"]);
    let g = game4(&with_movers(&[("S32", "S5")]), 'S', &[], &[]);
    let error = g
        .clone()
        .apply(S, &g.parse_action(S, "S32-S12").expect("parses"))
        .unwrap_err();
    assert_eq!(
        error.sentence(),
        "S32-S12 is not a legal move: a piece steps to a point next to it (next to S32: S22 S31 S33 \
         S42), or runs along a clear railroad."
    );
}
