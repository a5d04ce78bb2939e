//! Arena tournaments run by the host on a simulated clock: paired as players finish, scored with
//! streaks, paused and resumed, joined late, stopped at their end time with the podium after the last
//! game, across a restart, and refused what they cannot do.

use crate::support::effects::{all_text, refusal};
use crate::support::records::numbered_user;
use crate::support::scene::{GENERAL, MINUTE, START, general, mentioned};
use crate::support::talk::open_with;
use umpire::host::api::{Command, Effect, GameId, Place, Request, Target, Via};
use umpire::host::{Host, HostConfig, Limits};
use umpire::model::{TournamentId, UserId};
use umpire::store::{Stage, TournamentRecord};
use umpire::tournament::arena::{Arena, Presence};

/// A host on the store in `folder`, taking 64 players a tournament.
fn host(folder: &std::path::Path) -> Host {
    let config = HostConfig {
        limits: Limits {
            tournament_players: 64,
            tournaments_per_server: 3,
            ..Limits::default()
        },
        ..HostConfig::default()
    };
    open_with(folder, config)
}

/// What player `who` (a numbered user) typing `text` in the general channel at `now` does.
fn typed(host: &Host, who: u64, text: &str, now: u64) -> Vec<Effect> {
    let request = Request::parse(text, mentioned).unwrap_or_else(|error| panic!("{text}: {error}"));
    host.handle(
        Command {
            from: numbered_user(who),
            place: general(),
            via: Via::Text,
            request,
        },
        now,
    )
}

/// Tournament t1 and its arena.
fn stored(host: &Host) -> (TournamentRecord, Arena) {
    let record = host.store().tournament(TournamentId(1)).unwrap().unwrap();
    let arena = match &record.stage {
        Stage::Arena(arena) | Stage::ArenaOver(arena) => arena.clone(),
        stage => panic!("t1 plays no arena: {stage:?}"),
    };
    (record, arena)
}

/// User 1 makes arena t1 of `length` at `START`, players 1 to `players` join, and user 1 starts it.
fn started(host: &Host, players: u64, length: &str) -> Vec<Effect> {
    typed(
        host,
        1,
        &format!("tournament create jungle arena {length} 1d"),
        START,
    );
    for player in 1..=players {
        typed(host, player, "tournament join t1", START);
    }
    typed(host, 1, "tournament start", START)
}

/// The games opened among `effects`.
fn opened(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|effect| {
            matches!(
                effect,
                Effect::OpenPlace {
                    parent: GENERAL,
                    ..
                }
            )
        })
        .count()
}

/// The games of the arena still being played: each game's number and its two players.
fn running(host: &Host) -> Vec<(GameId, UserId, UserId)> {
    stored(host)
        .1
        .games()
        .iter()
        .filter(|game| game.finish.is_none())
        .map(|game| (game.game.expect("an opened game"), game.first, game.second))
        .collect()
}

/// Ends every game running at `now`: user 1 always wins, and otherwise the higher number resigns.
fn end_running(host: &Host, now: u64) -> Vec<Effect> {
    let mut said = Vec::new();
    for (game, first, second) in running(host) {
        let loser = match (first.0, second.0) {
            (1, other) | (other, 1) => other,
            (one, other) => one.max(other),
        };
        said.extend(resign(host, loser, game, now));
    }
    said
}

/// Player `who` resigns `game` at `now`.
fn resign(host: &Host, who: u64, game: GameId, now: u64) -> Vec<Effect> {
    let command = Command {
        from: numbered_user(who),
        place: Place::Direct,
        via: Via::Text,
        request: Request::Resign(Some(game)),
    };
    host.handle(command, now)
}

/// The highest game number stored.
fn last_game(host: &Host) -> u64 {
    (1..)
        .take_while(|id| host.store().game(GameId(*id)).unwrap().is_some())
        .last()
        .unwrap_or(0)
}

/// Where `player` is in the arena.
fn presence(host: &Host, player: u64) -> Presence {
    stored(host).1.presence(UserId(player)).expect("entered")
}

#[test]
fn an_arena_of_six_pairs_players_as_they_finish_until_its_podium() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    let opening = started(&host, 5, "1h");
    let text = all_text(&opening);
    assert!(text.contains("Arena t1**: new games"), "{text}");
    assert_eq!(opened(&opening), 2, "five waiting make two games");
    assert!(
        opening.iter().any(|effect| matches!(
            effect,
            Effect::OpenTournamentPlace { tournament, .. } if *tournament == TournamentId(1)
        )),
        "the arena opens its own place: {opening:#?}"
    );
    assert!(
        opening.iter().any(|effect| matches!(
            effect,
            Effect::Send { to: Target::Tournament(TournamentId(1)), message }
                if message.text.to_plain().contains("new games")
        )),
        "its pairings go there"
    );
    let alone = (1..=5)
        .find(|player| matches!(presence(&host, *player), Presence::Waiting { .. }))
        .expect("one of five waits");

    // A late joiner is paired with the one waiting at once.
    let late = typed(&host, 6, "tournament join t1", START + MINUTE);
    assert!(all_text(&late).contains("You are in arena t1"), "{late:#?}");
    assert_eq!(opened(&late), 1);
    assert!(matches!(presence(&host, alone), Presence::Playing { .. }));
    assert!(matches!(presence(&host, 6), Presence::Playing { .. }));

    // Player 6 pauses during their game: once it ends, they are paired no more.
    let paused = typed(&host, 6, "tournament pause", START + MINUTE * 2);
    assert!(
        all_text(&paused).contains("`tournament join t1` brings you back"),
        "{paused:#?}"
    );
    let mut minute = 3;
    while stored(&host).1.games().len() < 9 {
        end_running(&host, START + MINUTE * minute);
        minute += 1;
        assert!(minute < 30, "the games go on being paired");
    }
    assert_eq!(presence(&host, 6), Presence::Paused);
    assert!(
        running(&host)
            .iter()
            .all(|(_, one, other)| one.0 != 6 && other.0 != 6)
    );

    // Back from the pause, player 6 is paired again as others finish.
    let back = typed(&host, 6, "tournament join t1", START + MINUTE * minute);
    assert!(
        all_text(&back).contains("You are back in arena t1"),
        "{back:#?}"
    );
    while matches!(presence(&host, 6), Presence::Waiting { .. }) {
        minute += 1;
        end_running(&host, START + MINUTE * minute);
        assert!(minute < 40, "player 6 is paired again");
    }

    // User 1 wins every game: from the third in a row on, each scores double.
    let user1 = |host: &Host| {
        stored(host)
            .1
            .standings()
            .into_iter()
            .find(|line| line.player == UserId(1))
            .expect("user 1 entered")
    };
    while user1(&host).games.len() < 3 {
        minute += 1;
        end_running(&host, START + MINUTE * minute);
        assert!(minute < 50, "user 1 plays three games");
    }
    let line = user1(&host);
    let won = line.games.len() as u32;
    assert_eq!(line.score, 2 + 2 + 4 * (won - 2));
    let standings = typed(&host, 2, "tournament standings", START + MINUTE * minute);
    let text = all_text(&standings);
    let doubled = " 4!".repeat(won as usize - 2);
    let expected = format!(
        "{}. user1 · {} · {} · 2 2{doubled} (on fire",
        line.rank,
        line.score,
        line.performance.unwrap()
    );
    assert!(text.contains(&expected), "{expected} in {text}");

    // From the end time on, nothing is paired; the last game's end brings the podium.
    let end = START + 60 * MINUTE;
    host.tick(end);
    let games = stored(&host).1.games().len();
    assert!(!running(&host).is_empty(), "games still run at the end");
    let mut said = Vec::new();
    for (game, first, second) in running(&host) {
        assert!(
            !all_text(&said).contains("is over"),
            "the podium waits for the last game"
        );
        said = resign(&host, first.0.max(second.0), game, end + MINUTE);
    }
    let (record, arena) = stored(&host);
    assert_eq!(arena.games().len(), games, "nothing paired after the end");
    assert!(matches!(record.stage, Stage::ArenaOver(_)));
    let text = all_text(&said);
    assert!(
        text.contains("Tournament t1 is over.** The podium"),
        "{text}"
    );
    let top = &arena.standings()[0];
    assert!(
        text.contains(&format!("🥇 user{}: {} points", top.player.0, top.score)),
        "{text}"
    );
    assert!(text.contains("🥉"), "{text}");
    let podium = said
        .iter()
        .find_map(|effect| match effect {
            Effect::Send {
                to: Target::Tournament(TournamentId(1)),
                message,
            } if message.text.to_plain().contains("The podium") => Some(message),
            _ => None,
        })
        .expect("the podium is posted in the arena's place");
    let image = podium.image.as_ref().expect("with the standings picture");
    assert_eq!(image.file_name, "tournament-t1-standings.png");
    assert!(
        image.alt.contains(&format!("1. user{}", top.player.0)),
        "{}",
        image.alt
    );
}

#[test]
fn a_restart_mid_arena_opens_nothing_twice_and_keeps_the_end_time() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    started(&host, 4, "30m");
    assert_eq!(last_game(&host), 2);
    let before = stored(&host);
    drop(host);

    let host = self::host(folder.path());
    host.tick(START + MINUTE);
    assert_eq!(
        stored(&host),
        before,
        "a restart and its tick change nothing"
    );
    assert_eq!(last_game(&host), 2);
    for player in 1..=4 {
        typed(&host, player, "tournament pause t1", START + MINUTE * 2);
    }
    end_running(&host, START + MINUTE * 3);
    assert_eq!(last_game(&host), 2, "paused players are not paired");
    drop(host);

    let host = self::host(folder.path());
    assert!(all_text(&host.tick(START + MINUTE * 29)).is_empty());
    assert!(matches!(stored(&host).0.stage, Stage::Arena(_)));
    let over = host.tick(START + MINUTE * 30);
    assert!(
        all_text(&over).contains("Tournament t1 is over."),
        "the end time survives a restart: {over:#?}"
    );
    assert!(matches!(stored(&host).0.stage, Stage::ArenaOver(_)));
    assert_eq!(last_game(&host), 2);
}

#[test]
fn arenas_are_refused_what_they_cannot_do() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    let refused = |text: &str| match Request::parse(text, mentioned) {
        Err(error) => error.to_string(),
        Ok(request) => panic!("{text} is read as {request:?}"),
    };
    let short = refused("tournament create jungle arena 5m 1d");
    assert!(short.contains("from 10 minutes to 168 hours"), "{short}");
    let missing = refused("tournament create jungle arena");
    assert!(missing.contains("how long it lasts"), "{missing}");
    let rounds = refused("tournament create jungle arena 1h rounds=3 1d");
    assert!(rounds.contains("leave out `rounds=`"), "{rounds}");
    let both = refused("tournament create jungle arena 1h swiss 1d");
    assert!(both.contains("one of `swiss`"), "{both}");
    let bot = refused("tournament create jungle arena 1h 1d bot=2");
    assert!(bot.contains("`bot=` is for Swiss"), "{bot}");

    let made = typed(&host, 1, "tournament 创建 jungle 竞技场 30分钟 1d", START);
    assert!(all_text(&made).contains("arena of 30 minutes"), "{made:#?}");
    let early = typed(&host, 1, "tournament pause t1", START);
    assert!(
        refusal(&early).contains("Only an arena being played"),
        "{early:#?}"
    );
    for player in 1..=3 {
        typed(&host, player, "tournament join t1", START);
    }
    typed(&host, 1, "tournament start t1", START);
    let stranger = typed(&host, 9, "tournament pause t1", START);
    assert!(
        refusal(&stranger).contains("You are not in tournament t1"),
        "{stranger:#?}"
    );
    let waiting = (1..=3)
        .find(|player| matches!(presence(&host, *player), Presence::Waiting { .. }))
        .expect("one of three waits");
    typed(&host, waiting, "tournament 暂停", START);
    let again = typed(&host, waiting, "tournament pause t1", START);
    assert!(
        refusal(&again).contains("paused in arena t1 already"),
        "{again:#?}"
    );
    typed(&host, waiting, "tournament leave t1", START);
    let gone = typed(&host, waiting, "tournament join t1", START);
    assert!(refusal(&gone).contains("which is for good"), "{gone:#?}");
    let late = typed(&host, 8, "tournament join t1", START + 30 * MINUTE);
    assert!(refusal(&late).contains("its time is up"), "{late:#?}");
}

#[test]
fn a_player_who_never_moves_is_paused_and_told_how_to_come_back() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    started(&host, 2, "7d");
    let (game, first, second) = running(&host)[0];
    let said = all_text(&host.tick(START + 2 * 24 * 60 * MINUTE));
    let told = format!(
        "user{} never moved in game #{} and is paused in tournament t1: `tournament join t1` brings them back.",
        first.0, game.0
    );
    assert!(said.contains(&told), "{said}");
    assert_eq!(presence(&host, first.0), Presence::Paused);
    assert!(matches!(
        presence(&host, second.0),
        Presence::Waiting { .. }
    ));
    let standings = stored(&host).1.standings();
    assert_eq!(standings[0].player, second);
    assert_eq!(standings[0].score, 2, "the opponent wins");
    let back = typed(
        &host,
        first.0,
        "tournament join",
        START + 3 * 24 * 60 * MINUTE,
    );
    assert!(
        all_text(&back).contains("You are back in arena t1"),
        "{back:#?}"
    );
    assert!(
        running(&host).is_empty(),
        "last opponents are not paired again"
    );
}

#[test]
fn a_swiss_record_stored_before_arenas_is_read_as_swiss() {
    let record = crate::support::records::tournament(TournamentId(1), 1);
    let mut stored = serde_json::to_value(&record).unwrap();
    stored.as_object_mut().unwrap().remove("arena");
    let read: TournamentRecord = serde_json::from_value(stored).unwrap();
    assert_eq!(read, record);
    assert_eq!(read.arena, None);
}

#[test]
fn an_arena_with_a_start_time_opens_by_itself_and_runs_its_length_from_then() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    typed(
        &host,
        1,
        "tournament create jungle arena 1h 1d starts=30m",
        START,
    );
    for player in 1..=2 {
        typed(&host, player, "tournament join t1", START);
    }
    let opening = host.tick(START + 30 * MINUTE);
    assert_eq!(opened(&opening), 1, "{opening:#?}");
    let (_, arena) = stored(&host);
    assert_eq!(arena.start(), START + 30 * MINUTE);
    assert_eq!(arena.end(), START + 90 * MINUTE);
}

#[test]
fn leaving_resigns_the_game_played_and_a_cancel_ends_the_rest_without_a_result() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    started(&host, 4, "1h");
    let (game, first, second) = running(&host)[0];
    let left = typed(&host, first.0, "tournament leave t1", START + MINUTE);
    assert!(all_text(&left).contains("wins by resignation"), "{left:#?}");
    assert_eq!(presence(&host, first.0), Presence::Left);
    let (_, arena) = stored(&host);
    let ended = arena
        .games()
        .iter()
        .find(|played| played.game == Some(game))
        .unwrap();
    assert!(ended.finish.is_some(), "the resignation is recorded");
    assert!(matches!(
        presence(&host, second.0),
        Presence::Waiting { .. }
    ));

    let (other, ..) = running(&host)[0];
    typed(&host, 1, "tournament cancel t1", START + 2 * MINUTE);
    let record = host.store().tournament(TournamentId(1)).unwrap().unwrap();
    assert!(matches!(record.stage, Stage::Cancelled));
    let called_off = host.store().game(other).unwrap().unwrap();
    assert!(called_off.finished && called_off.cancelled);
    assert!(
        all_text(&host.tick(START + 60 * MINUTE)).is_empty(),
        "a cancelled arena's end time does nothing"
    );
    assert_eq!(last_game(&host), 2);
}

#[test]
fn an_arena_on_hold_pairs_nobody_until_it_resumes() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    started(&host, 4, "1h");
    assert_eq!(running(&host).len(), 2);
    typed(&host, 1, "tournament halt t1", START + MINUTE);
    end_running(&host, START + 2 * MINUTE);
    assert!(
        running(&host).is_empty(),
        "nobody is paired while it is on hold"
    );
    let resumed = typed(&host, 1, "tournament resume t1", START + 3 * MINUTE);
    assert_eq!(
        opened(&resumed),
        2,
        "the four waiting are paired: {resumed:#?}"
    );
    assert_eq!(running(&host).len(), 2);
}

#[test]
fn a_second_no_show_withdraws_an_arena_player_and_keeps_their_results() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path());
    started(&host, 3, "7d");
    let day = 24 * 60 * MINUTE;
    let mut said = String::new();
    // Each game's first mover never moves; whoever is paused comes back, until one is withdrawn.
    for days in 1..=5 {
        let now = START + days * (day + 2 * MINUTE);
        said.push_str(&all_text(&host.tick(now)));
        if (1..=3).any(|player| presence(&host, player) == Presence::Left) {
            break;
        }
        for player in 1..=3 {
            if presence(&host, player) == Presence::Paused {
                typed(&host, player, "tournament join t1", now + MINUTE);
            }
        }
    }
    assert!(
        said.contains("a second time, and is withdrawn from tournament t1; their results stay."),
        "{said}"
    );
    let left: Vec<u64> = (1..=3)
        .filter(|player| presence(&host, *player) == Presence::Left)
        .collect();
    assert_eq!(left.len(), 1, "{said}");
    let standings = stored(&host).1.standings();
    let row = standings
        .iter()
        .find(|row| row.player == UserId(left[0]))
        .expect("a withdrawn player keeps their row");
    assert!(row.withdrawn && row.games.len() >= 2);
}
