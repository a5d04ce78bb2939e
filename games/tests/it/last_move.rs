//! Every game's views carry a line saying what the last move did and what it took, which every caption
//! shows (`Last: Red Rat a4xa3 takes Blue Elephant`), in English and Chinese; Junqi's tells a battle by
//! its public outcome alone (`Last: S a6xa7 >`), the same line for every audience.

use games::{Audience, Game, GameKind, Phase, Seat, Settings};

/// The line of `game`'s view for `audience` that tells the last move, in `language`.
fn last_line(game: &dyn Game, audience: Audience, language: &str) -> Option<String> {
    let lead = if language == "zh" {
        "上一步："
    } else {
        "Last: "
    };
    game.view(audience)
        .info
        .iter()
        .map(|line| line.written(language))
        .find(|line| line.starts_with(lead))
}

/// A new game of `kind` with its standard options.
fn new_game(kind: &str) -> Box<dyn Game> {
    let kind: GameKind = kind.parse().unwrap();
    kind.create(&Settings::default(), 7).unwrap()
}

/// Plays `game` on (every seat ready at once during a setup; otherwise legal actions other than a pass,
/// picked by a fixed stride) until its public last-move line satisfies `wanted`, and gives that line.
fn play_until(game: &mut dyn Game, wanted: impl Fn(&str) -> bool) -> String {
    for ply in 0..2000 {
        if let Some(line) = last_line(game, Audience::Public, "en")
            && wanted(&line)
        {
            return line;
        }
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let action = if game.phase() == Phase::Setup {
            "ready".to_owned()
        } else {
            let actions: Vec<String> = game
                .legal_actions(seat)
                .into_iter()
                .filter(|action| action != "pass")
                .collect();
            actions[ply * 7 % actions.len()].clone()
        };
        game.play(seat, &action).unwrap();
    }
    panic!("no move of the kind wanted was played");
}

/// Checks the lines of a game that has just captured: every audience reads the same line, and its
/// Chinese begins as Chinese does.
fn same_for_everyone(game: &dyn Game, line: &str) {
    for seat in Seat::all(game.seating().seats()) {
        assert_eq!(
            last_line(game, Audience::Seat(seat), "en").as_deref(),
            Some(line)
        );
    }
    assert!(last_line(game, Audience::Public, "zh").is_some());
}

#[test]
fn jungle() {
    let mut game = new_game("jungle");
    assert_eq!(last_line(game.as_ref(), Audience::Public, "en"), None);
    let seat = game.to_act()[0];
    let first = game.legal_actions(seat)[0].clone();
    game.play(seat, &first).unwrap();
    let moved = last_line(game.as_ref(), Audience::Public, "en").unwrap();
    let (from, to) = first.split_at(2);
    assert!(
        moved.starts_with("Last: Blue ") && moved.ends_with(&format!(" {from}-{to}")),
        "{first}: {moved}"
    );
    let line = play_until(game.as_mut(), |line| line.contains(" takes "));
    let (mover, taken) = line.split_once(" takes ").unwrap();
    let side = |words: &str| words.trim_start_matches("Last: ").starts_with("Blue");
    assert_ne!(side(mover), side(taken), "{line}");
    assert!(mover.contains('x'), "{line}");
    same_for_everyone(game.as_ref(), &line);
    let chinese = last_line(game.as_ref(), Audience::Public, "zh").unwrap();
    assert!(chinese.contains("吃掉"), "{chinese}");
}

#[test]
fn junqi() {
    let mut game = new_game("junqi");
    let line = play_until(game.as_mut(), |line| line.ends_with(['>', '<', '=']));
    let (turn, outcome) = line.trim_start_matches("Last: ").rsplit_once(' ').unwrap();
    assert!(turn.starts_with(['S', 'N']) && turn.contains('x'), "{line}");
    assert!(matches!(outcome, ">" | "<" | "="), "{line}");
    same_for_everyone(game.as_ref(), &line);
}

#[test]
fn junqi4() {
    let mut game = new_game("junqi4");
    let line = play_until(game.as_mut(), |line| line.ends_with(['>', '<', '=']));
    assert!(line.contains('x'), "{line}");
    same_for_everyone(game.as_ref(), &line);
}

#[test]
fn fanqi() {
    let mut game = new_game("fanqi");
    let flip = play_until(game.as_mut(), |line| line.contains('?'));
    assert!(
        flip.starts_with("Last: S ?") || flip.starts_with("Last: N ?"),
        "{flip}"
    );
    let line = play_until(game.as_mut(), |line| line.ends_with(['>', '<', '=']));
    same_for_everyone(game.as_ref(), &line);
}

#[test]
fn jungi() {
    let mut game = new_game("jungi");
    let line = play_until(game.as_mut(), |line| line.contains("(takes "));
    assert!(
        line.starts_with("Last: South: ") || line.starts_with("Last: North: "),
        "{line}"
    );
    same_for_everyone(game.as_ref(), &line);
}

#[test]
fn lun() {
    let mut game = new_game("lun");
    let line = play_until(game.as_mut(), |line| line.contains("(takes "));
    same_for_everyone(game.as_ref(), &line);
}

#[test]
fn cetkaik() {
    let mut game = new_game("cetkaik");
    let line = play_until(game.as_mut(), |line| line.contains(", takes "));
    assert!(
        line.starts_with("Last: IA side ") || line.starts_with("Last: A side "),
        "{line}"
    );
    same_for_everyone(game.as_ref(), &line);
}
