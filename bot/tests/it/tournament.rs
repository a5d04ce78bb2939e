//! Swiss pairing and standings, checked against tables worked out by hand: the first round seeded by
//! rating, colours that alternate and balance, no rematches, the bye to the lowest-ranked player who has
//! not had one, withdrawals, the tie-break order, and a record that pairs the same after a round trip
//! through its stored form.

use umpire::model::UserId;
use umpire::tournament::{Entrant, Finish, Mark, Round, Side, Standing, Swiss};

/// Entrants `1..=count` (ids), rated 2000, 1900, … in that order, joined in reverse so that joining
/// order and seeding differ.
fn field(count: u64) -> Swiss {
    let entrants = (1..=count)
        .rev()
        .map(|id| Entrant {
            player: UserId(id),
            rating: 2100 - 100 * i32::try_from(id).expect("small"),
        })
        .collect();
    Swiss::new(entrants)
}

/// A round's boards as `(first, second)` ids.
fn boards(round: &Round) -> Vec<(u64, u64)> {
    round
        .boards
        .iter()
        .map(|board| (board.first.0, board.second.0))
        .collect()
}

/// Pairs the next round and returns its boards and bye as ids.
fn pair(swiss: &mut Swiss) -> (Vec<(u64, u64)>, Option<u64>) {
    let round = swiss.pair_next_round().expect("the round pairs");
    (boards(round), round.bye.map(|player| player.0))
}

/// Records the results of the last round, board by board.
fn finish(swiss: &mut Swiss, results: &[Finish]) {
    let round = swiss.rounds().len() - 1;
    for (board, result) in results.iter().enumerate() {
        swiss
            .record(round, board, *result)
            .expect("the result records");
    }
}

#[test]
fn the_first_round_pairs_the_top_half_against_the_bottom_half_with_alternating_colours() {
    let mut swiss = field(6);
    assert_eq!(pair(&mut swiss), (vec![(1, 4), (5, 2), (3, 6)], None));
}

#[test]
fn an_odd_field_gives_the_lowest_rated_the_bye_in_the_first_round() {
    let mut swiss = field(5);
    assert_eq!(pair(&mut swiss), (vec![(1, 3), (4, 2)], Some(5)));
}

#[test]
fn later_rounds_pair_equal_scores_without_rematches_and_alternate_colours() {
    let mut swiss = field(4);
    assert_eq!(pair(&mut swiss), (vec![(1, 3), (4, 2)], None));
    finish(
        &mut swiss,
        &[Finish::Won(Side::First), Finish::Won(Side::Second)],
    );
    // 1 and 2 lead with a point and have not met; each takes the side they did not have.
    assert_eq!(pair(&mut swiss), (vec![(2, 1), (3, 4)], None));
    finish(&mut swiss, &[Finish::Won(Side::First), Finish::Drawn]);
    // 2 (2 points) may only meet 3 (½) without a rematch, and 1 (1) meets 4 (½). 2 and 3 both had
    // Second then First: the better ranked, 2, gets their wish; 1 and 4 both had First then Second: 1
    // gets it.
    assert_eq!(pair(&mut swiss), (vec![(3, 2), (1, 4)], None));
}

#[test]
fn no_pair_meets_twice_while_the_field_allows() {
    let mut swiss = field(4);
    let mut met = Vec::new();
    for _ in 0..3 {
        let (games, bye) = pair(&mut swiss);
        assert_eq!(bye, None);
        met.extend(games.iter().map(|&(a, b)| (a.min(b), a.max(b))));
        finish(&mut swiss, &[Finish::Drawn, Finish::Drawn]);
    }
    met.sort_unstable();
    assert_eq!(met, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]);
}

#[test]
fn the_bye_goes_once_to_each_player_the_lowest_ranked_eligible_first() {
    let mut swiss = field(3);
    assert_eq!(pair(&mut swiss), (vec![(1, 2)], Some(3)));
    finish(&mut swiss, &[Finish::Won(Side::First)]);
    // 3 has had the bye; 2 (0 points) is the lowest ranked who has not.
    assert_eq!(pair(&mut swiss), (vec![(3, 1)], Some(2)));
    finish(&mut swiss, &[Finish::Won(Side::First)]);
    // 3 (2 points) and 2 (1) have had it: 1 gets it, though level with 2.
    assert_eq!(pair(&mut swiss), (vec![(2, 3)], Some(1)));
}

#[test]
fn a_withdrawn_player_is_not_paired_and_keeps_their_results() {
    let mut swiss = field(5);
    assert_eq!(pair(&mut swiss), (vec![(1, 3), (4, 2)], Some(5)));
    finish(
        &mut swiss,
        &[Finish::Won(Side::Second), Finish::NoShow(Side::First)],
    );
    assert!(swiss.withdraw(UserId(4)));
    assert!(!swiss.withdraw(UserId(4)), "a player withdraws once");
    // 3, 2 and 5 have a point and 1 none: 2 and 1 have not met, nor 3 and 5, and that way every
    // colour wish is met (3 and 2 both want First).
    assert_eq!(pair(&mut swiss), (vec![(2, 1), (3, 5)], None));
    let standings = swiss.standings();
    let standing = standing_of(&standings, 4);
    assert_eq!(
        (standing.marks.as_slice(), standing.withdrawn),
        ([Mark::Absent, Mark::Out].as_slice(), true)
    );
}

/// The standing of player `id`.
fn standing_of(standings: &[Standing], id: u64) -> &Standing {
    standings
        .iter()
        .find(|standing| standing.player == UserId(id))
        .expect("an entrant")
}

#[test]
fn standings_rank_by_score_then_buchholz_then_sonneborn_berger() {
    // Six players over three rounds, ids 1 to 6, equally rated: 1 wins everything; 2, 3 and 4 end on
    // 1½, 2 and 3 level on Buchholz (5) and split by Sonneborn–Berger, 3 above 4 on Buchholz (5 against
    // 4) though below it on Sonneborn–Berger.
    let first = |a: u64, b: u64| serde_json::json!({ "first": a, "second": b, "finish": { "Won": "First" } });
    let drawn = |a: u64, b: u64| serde_json::json!({ "first": a, "second": b, "finish": "Drawn" });
    let record = serde_json::json!({
        "entrants": (1..=6).map(|id| serde_json::json!({ "player": id, "rating": 1500 })).collect::<Vec<_>>(),
        "withdrawn": [],
        "rounds": [
            { "boards": [first(3, 6), first(4, 5), first(1, 2)], "bye": null },
            { "boards": [first(1, 3), first(2, 4), first(5, 6)], "bye": null },
            { "boards": [first(1, 5), drawn(2, 6), drawn(3, 4)], "bye": null },
        ],
    });
    let swiss: Swiss = serde_json::from_value(record).expect("a record");
    let table: Vec<(usize, u64, String, String, String)> = swiss
        .standings()
        .iter()
        .map(|line| {
            let points =
                [line.score, line.buchholz, line.sonneborn_berger].map(|value| value.to_string());
            let [score, buchholz, sonneborn_berger] = points;
            (line.rank, line.player.0, score, buchholz, sonneborn_berger)
        })
        .collect();
    let expected = [
        (1, 1, "3", "4", "4"),
        (2, 2, "1.5", "5", "1.75"),
        (3, 3, "1.5", "5", "1.25"),
        (4, 4, "1.5", "4", "1.75"),
        (5, 5, "1", "5", "0.5"),
        (6, 6, "0.5", "4", "0.75"),
    ]
    .map(|(rank, id, a, b, c)| (rank, id, a.to_owned(), b.to_owned(), c.to_owned()));
    assert_eq!(table, expected);
    assert_eq!(
        standing_of(&swiss.standings(), 3).marks,
        [Mark::Win, Mark::Loss, Mark::Draw]
    );
}

#[test]
fn a_stored_record_pairs_its_next_round_as_the_original_does() {
    let mut swiss = field(7);
    pair(&mut swiss);
    finish(
        &mut swiss,
        &[
            Finish::Won(Side::First),
            Finish::Drawn,
            Finish::Won(Side::Second),
        ],
    );
    let mut restored: Swiss =
        serde_json::from_str(&serde_json::to_string(&swiss).expect("it writes")).expect("it reads");
    assert_eq!(pair(&mut restored), pair(&mut swiss));
}

#[test]
fn a_round_waits_for_its_last_game_and_a_result_is_recorded_once() {
    let mut swiss = field(4);
    pair(&mut swiss);
    swiss.record(0, 0, Finish::Drawn).expect("the first result");
    assert_eq!(
        swiss.pair_next_round().map(|_| ()),
        Err(umpire::tournament::PairingError::RoundUnfinished)
    );
    swiss
        .record(0, 0, Finish::Drawn)
        .expect("the same result again changes nothing");
    assert_eq!(
        swiss.record(0, 0, Finish::Won(Side::First)),
        Err(umpire::tournament::RecordError::AlreadyFinished)
    );
    assert_eq!(
        swiss.record(0, 2, Finish::Drawn),
        Err(umpire::tournament::RecordError::NoSuchBoard)
    );
}

#[test]
fn nine_players_over_four_rounds_never_meet_twice_nor_take_two_byes_nor_a_colour_thrice_running() {
    let mut swiss = field(9);
    for round in 0..4_u64 {
        let (games, bye) = pair(&mut swiss);
        assert_eq!((games.len(), bye.is_some()), (4, true));
        let results: Vec<Finish> = (0..4_u64)
            .map(|board| match (round * 7 + board * 3) % 3 {
                0 => Finish::Won(Side::First),
                1 => Finish::Won(Side::Second),
                _ => Finish::Drawn,
            })
            .collect();
        finish(&mut swiss, &results);
    }
    assert_no_rematch(&swiss);
    let mut byes: Vec<UserId> = swiss
        .rounds()
        .iter()
        .filter_map(|round| round.bye)
        .collect();
    byes.sort_unstable();
    byes.dedup();
    assert_eq!(byes.len(), 4, "four different players sat out");
    for id in 1..=9 {
        let sides: Vec<Side> = swiss
            .rounds()
            .iter()
            .flat_map(|round| &round.boards)
            .filter_map(|board| match UserId(id) {
                player if player == board.first => Some(Side::First),
                player if player == board.second => Some(Side::Second),
                _ => None,
            })
            .collect();
        assert!(
            sides
                .windows(3)
                .all(|run| run[0] != run[1] || run[1] != run[2]),
            "player {id}: {sides:?}"
        );
        let firsts = sides.iter().filter(|side| **side == Side::First).count();
        assert!(
            firsts.abs_diff(sides.len() - firsts) <= 2,
            "player {id}: {sides:?}"
        );
    }
}

#[test]
fn a_rematch_or_a_second_bye_comes_only_when_nothing_else_is_left() {
    let mut swiss = field(3);
    let mut rounds = Vec::new();
    for _ in 0..4 {
        rounds.push(pair(&mut swiss));
        finish(&mut swiss, &[Finish::Drawn]);
    }
    // Everyone has met everyone and sat out once after three rounds; the fourth pairs the first two
    // again and gives the lowest ranked a second bye.
    let expected = [
        (vec![(1, 2)], Some(3)),
        (vec![(3, 1)], Some(2)),
        (vec![(2, 3)], Some(1)),
        (vec![(1, 2)], Some(3)),
    ];
    assert_eq!(rounds, expected);
}

#[test]
fn a_field_larger_than_a_bracket_seats_everyone_once_without_rematches() {
    let mut swiss = field(251);
    for round in 0..3_u64 {
        let (games, bye) = pair(&mut swiss);
        let mut seated: Vec<u64> = games.iter().flat_map(|&(a, b)| [a, b]).chain(bye).collect();
        seated.sort_unstable();
        assert_eq!(seated, (1..=251).collect::<Vec<_>>(), "round {round}");
        let results: Vec<Finish> = (0..games.len() as u64)
            .map(|board| match (round + board) % 5 {
                0 | 1 => Finish::Won(Side::First),
                2 | 3 => Finish::Won(Side::Second),
                _ => Finish::Drawn,
            })
            .collect();
        finish(&mut swiss, &results);
    }
    assert_no_rematch(&swiss);
}

/// Checks that no two players met twice over the rounds played.
fn assert_no_rematch(swiss: &Swiss) {
    let mut pairs: Vec<(u64, u64)> = swiss
        .rounds()
        .iter()
        .flat_map(boards)
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    let games = pairs.len();
    pairs.sort_unstable();
    pairs.dedup();
    assert_eq!(pairs.len(), games, "no rematch");
}
