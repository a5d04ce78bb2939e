//! The parser by example: every command word, its forms and its refusals.

use super::*;
use crate::clock::ClockSpec;
use crate::host::api::{Archive, LabelPreference, Language, Orientation, Setting, UserId};
use crate::model::{Pool, TournamentId};

fn bob(word: &str) -> Option<User> {
    (word == "@bob" || word == "<@2>").then(|| User {
        id: UserId(2),
        name: "Bob".into(),
    })
}

fn parse(text: &str) -> Result<Request, ParseError> {
    Request::parse(text, bob)
}

fn act(game: Option<u64>, text: &str, bare: bool) -> Result<Request, ParseError> {
    Ok(Request::Act {
        game: game.map(GameId),
        text: text.into(),
        bare,
    })
}

#[test]
fn words_that_are_no_command_are_bare_actions_where_the_user_plays() {
    let typed = |text: &str, plays: bool| Request::parse_typed(text, bob, || plays);
    assert_eq!(typed("swap a1 b2", true), act(None, "swap a1 b2", true));
    assert_eq!(typed("Ready #4", true), act(Some(4), "Ready", true));
    assert_eq!(typed("pass", true), act(None, "pass", true));
    assert_eq!(
        typed("swap #14 a4 c6", true),
        act(Some(14), "swap a4 c6", true)
    );
    assert!(typed("pass", false).is_err());
    let setup = |game: Option<u64>, text: &str| Ok(Request::Setup(game.map(GameId), text.into()));
    assert_eq!(parse("setup save wall"), setup(None, "save wall"));
    assert_eq!(parse("setup #2 show"), setup(Some(2), "show"));
    assert_eq!(parse("setup swap a1 b2"), setup(None, "swap a1 b2"));
    assert_eq!(
        parse("setup 41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM"),
        setup(None, "41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM")
    );
    assert!(parse("setup").is_err());
}

#[test]
fn challenges_with_players_options_and_clock() {
    let Ok(Request::Challenge(terms)) = parse("challenge jungle @bob dog_above_wolf=on 2h") else {
        panic!("a challenge");
    };
    assert_eq!(terms.kind.id(), "jungle");
    assert_eq!(terms.invited, bob("@bob").into_iter().collect::<Vec<_>>());
    assert_eq!(terms.options.words(), ["dog_above_wolf=on"]);
    assert_eq!(terms.clock, Some(ClockSpec::PerMove(2 * 3_600_000)));
    let Ok(Request::Challenge(open)) = parse("CHALLENGE animal-chess clock=none") else {
        panic!("a challenge");
    };
    assert!(open.invited.is_empty() && open.options.is_standard());
    assert_eq!(open.clock, Some(ClockSpec::None));
    let Ok(Request::Challenge(junqi)) = parse("challenge junqi setup=10m") else {
        panic!("a challenge");
    };
    assert_eq!(junqi.setup_time, Some(600_000));
}

#[test]
fn challenge_errors_are_one_sentence() {
    for bad in [
        "challenge",
        "challenge chess",
        "challenge jungle @carol",
        "challenge jungle @bob <@2>",
        "challenge jungle 0m",
        "challenge jungle banana",
        "challenge jungle setup=10m",
        "challenge junqi setup=0m",
        "challenge junqi setup=10m setup=5m",
        "challenge jungle 2h 3h",
        "challenge jungle no_capture_draw_plies=4294967295",
        "challenge jungle dog_above_wolf=on DOG_ABOVE_WOLF=off",
    ] {
        let error = parse(bad).unwrap_err().0.to_plain();
        assert!(error.ends_with('.'), "{bad}: {error}");
    }
}

#[test]
fn only_the_words_no_keyword_option_or_clock_explains_are_names_to_look_up() {
    assert_eq!(names_to_look_up("challenge jungle 1d"), Vec::<&str>::new());
    assert_eq!(
        names_to_look_up("challenge jungle casual bot level=2 none <@2> @carol dave"),
        ["@carol", "dave"]
    );
    assert_eq!(names_to_look_up("duel jungle carol"), ["carol"]);
    assert_eq!(names_to_look_up("accept carol"), Vec::<&str>::new());
    let carol = |word: &str| {
        (word == "carol").then(|| User {
            id: UserId(3),
            name: "Carol".into(),
        })
    };
    let Ok(Request::Challenge(terms)) = Request::parse("challenge jungle carol casual", carol)
    else {
        panic!("a challenge");
    };
    assert_eq!(terms.invited[0].id, UserId(3));
    assert!(terms.casual);
}

#[test]
fn moves_in_every_form() {
    assert_eq!(parse("m a3a4"), act(None, "a3a4", false));
    assert_eq!(parse("move g3 g4"), act(None, "g3 g4", false));
    assert_eq!(parse("move #12 1-g4"), act(Some(12), "1-g4", false));
    assert!(parse("m").is_err());
    assert!(parse("m #x a3a4").is_err());
}

#[test]
fn lobby_words() {
    assert_eq!(parse("accept"), Ok(Request::Accept(None, None)));
    assert_eq!(
        parse("accept c4 seed=moon"),
        Ok(Request::Accept(Some(ChallengeId(4)), Some("moon".into())))
    );
    assert!(parse("accept seed=a seed=b").is_err());
    assert_eq!(
        parse("accept c4"),
        Ok(Request::Accept(Some(ChallengeId(4)), None))
    );
    assert!(parse("accept 4").unwrap_err().0.contains("`accept c4`"));
    assert!(parse("accept #4").is_err());
    assert_eq!(
        parse("decline C4 not today"),
        Ok(Request::Decline(
            Some(ChallengeId(4)),
            Some("not today".into())
        ))
    );
    assert_eq!(
        parse("decline busy"),
        Ok(Request::Decline(None, Some("busy".into())))
    );
    assert_eq!(parse("cancel"), Ok(Request::Cancel(None)));
    assert_eq!(parse("challenges"), Ok(Request::Challenges { page: 1 }));
    assert_eq!(
        parse("challenges page 3"),
        Ok(Request::Challenges { page: 3 })
    );
    assert!(parse("accept soon").is_err());
}

#[test]
fn game_words() {
    assert_eq!(
        parse("draw accept"),
        Ok(Request::Draw(None, DrawAnswer::Accept))
    );
    assert_eq!(
        parse("draw #3"),
        Ok(Request::Draw(Some(GameId(3)), DrawAnswer::Offer))
    );
    assert_eq!(parse("resign"), Ok(Request::ConfirmResign(None)));
    assert_eq!(
        parse("resign #3 confirm"),
        Ok(Request::Resign(Some(GameId(3))))
    );
    assert!(parse("resign now").is_err());
    assert!(parse("play a3a4").is_err(), "play is not move");
    assert_eq!(parse("board #2"), Ok(Request::Board(Some(GameId(2)))));
    assert_eq!(parse("history"), Ok(Request::History(None)));
    assert_eq!(parse("export #4"), Ok(Request::Export(Some(GameId(4)))));
    assert!(parse("export 4").is_err());
    assert_eq!(parse("rematch #4"), Ok(Request::Rematch(Some(GameId(4)))));
    assert_eq!(parse("analyse"), Ok(Request::Analyse(None, None)));
    assert_eq!(
        parse("analyze #4"),
        Ok(Request::Analyse(Some(GameId(4)), None))
    );
    assert_eq!(
        parse("复盘 #4"),
        Ok(Request::Analyse(Some(GameId(4)), None))
    );
    assert!(parse("analyse 4").is_err());
    assert_eq!(parse("abort"), Ok(Request::Abort(None)));
    assert_eq!(
        parse("takeback"),
        Ok(Request::Takeback(None, DrawAnswer::Offer))
    );
    assert_eq!(
        parse("takeback #3 accept"),
        Ok(Request::Takeback(Some(GameId(3)), DrawAnswer::Accept))
    );
    assert_eq!(
        parse("undo decline"),
        Ok(Request::Takeback(None, DrawAnswer::Decline))
    );
    assert!(
        parse("takeback please")
            .unwrap_err()
            .0
            .contains("takeback accept")
    );
    assert_eq!(
        parse("games mine"),
        Ok(Request::Games {
            mine: true,
            page: 1
        })
    );
    assert_eq!(
        parse("games mine page 2"),
        Ok(Request::Games {
            mine: true,
            page: 2
        })
    );
    assert_eq!(
        parse("games page 4"),
        Ok(Request::Games {
            mine: false,
            page: 4
        })
    );
    assert!(parse("games page 0").is_err());
    assert_eq!(
        parse("rules jungle"),
        Ok(Request::Rules {
            game: "jungle".into(),
            page: 1
        })
    );
    assert_eq!(
        parse("rules cetkaik page 2"),
        Ok(Request::Rules {
            game: "cetkaik".into(),
            page: 2
        })
    );
    assert_eq!(parse("game 12"), Ok(Request::ShowGame(GameId(12))));
    assert_eq!(parse("game #12"), Ok(Request::ShowGame(GameId(12))));
    assert_eq!(
        parse("help"),
        Ok(Request::Help {
            command: None,
            page: 1
        })
    );
    assert_eq!(
        parse("help move"),
        Ok(Request::Help {
            command: Some("move".into()),
            page: 1
        })
    );
    assert_eq!(
        parse("set labels chinese"),
        Ok(Request::Set(Setting::Labels(LabelPreference::Chinese)))
    );
    assert_eq!(parse("set"), Ok(Request::Settings));
    assert_eq!(
        parse("set orientation fixed"),
        Ok(Request::Set(Setting::Orientation(Orientation::Fixed)))
    );
    assert_eq!(
        parse("set coordinates off"),
        Ok(Request::Set(Setting::Coordinates(false)))
    );
    assert_eq!(
        parse("set language zh-CN"),
        Ok(Request::Set(Setting::Language(Some(Language::Zh))))
    );
    assert_eq!(
        parse("set language auto"),
        Ok(Request::Set(Setting::Language(None)))
    );
    assert!(parse("set language klingon").is_err());
    assert_eq!(
        parse("set server-language zh"),
        Ok(Request::ServerLanguage {
            language: Some(Language::Zh),
            may_manage: false
        })
    );
    assert!(parse("set server-language klingon").is_err());
    assert!(parse("set orientation sideways").is_err());
    assert!(parse("set coordinates maybe").is_err());
    assert_eq!(parse("set ping on"), Ok(Request::Set(Setting::Ping(true))));
    assert!(parse("draw maybe").is_err());
    assert!(parse("games everywhere").is_err());
    assert!(parse("board 2").is_err());
}

#[test]
fn archive_and_standings_words() {
    let jungle: GameKind = "jungle".parse().unwrap();
    let junqi4: GameKind = "junqi4".parse().unwrap();
    assert_eq!(
        parse("leaderboard jungle"),
        Ok(Request::Leaderboard {
            pool: Pool::of(jungle, 2),
            everyone: false,
            page: 1
        })
    );
    assert_eq!(
        parse("leaderboard animal-chess all page 3"),
        Ok(Request::Leaderboard {
            pool: Pool::of(jungle, 2),
            everyone: true,
            page: 3
        })
    );
    assert_eq!(
        parse("leaderboard jungle page 2 all"),
        Ok(Request::Leaderboard {
            pool: Pool::of(jungle, 2),
            everyone: true,
            page: 2
        })
    );
    assert_eq!(
        parse("leaderboard junqi4 players=3"),
        Ok(Request::Leaderboard {
            pool: Pool::of(junqi4, 3),
            everyone: false,
            page: 1
        })
    );
    assert_eq!(
        parse("leaderboard junqi4"),
        Ok(Request::Leaderboard {
            pool: Pool::of(junqi4, 4),
            everyone: false,
            page: 1
        })
    );
    for bad in [
        "leaderboard",
        "leaderboard chess",
        "leaderboard jungle players=3",
        "leaderboard jungle soon",
        "leaderboard jungle page 0",
        "leaderboard jungle page",
    ] {
        let error = parse(bad).unwrap_err().0.to_plain();
        assert!(error.ends_with('.'), "{bad}: {error}");
    }
    let bob = bob("@bob").unwrap();
    assert_eq!(parse("profile"), Ok(Request::Profile(None)));
    assert_eq!(
        parse("profile @bob"),
        Ok(Request::Profile(Some(bob.clone())))
    );
    assert!(parse("profile @carol").is_err());
    assert!(parse("profile me").is_err());
    let finished = |whose: Archive, kind: Option<GameKind>, page: usize| {
        Ok(Request::Finished { whose, kind, page })
    };
    assert_eq!(parse("games finished"), finished(Archive::Here, None, 1));
    assert_eq!(
        parse("games finished @bob jungle page 2"),
        finished(Archive::Of(bob.clone()), Some(jungle), 2)
    );
    assert_eq!(
        parse("games finished jungle mine"),
        finished(Archive::Mine, Some(jungle), 1)
    );
    assert!(parse("games finished @bob mine").is_err());
    assert_eq!(
        parse("games finished Tournament:t3 jungle"),
        finished(Archive::Tournament(TournamentId(3)), Some(jungle), 1)
    );
    assert!(parse("games finished tournament:3").is_err());
    assert!(parse("games finished tournament:t3 @bob").is_err());
    assert!(parse("games finished tournament:t3 tournament:t4").is_err());
    assert!(parse("games finished jungle junqi").is_err());
    assert!(parse("games finished lately").is_err());
    assert_eq!(parse("game #12"), Ok(Request::ShowGame(GameId(12))));
    assert!(parse("game twelve").is_err());
    assert!(parse("game").is_err());
    assert_eq!(
        parse("follow #3"),
        Ok(Request::Follow(Some(GameId(3)), true))
    );
    assert_eq!(parse("follow"), Ok(Request::Follow(None, true)));
    assert_eq!(
        parse("unfollow #3"),
        Ok(Request::Follow(Some(GameId(3)), false))
    );
    assert!(parse("follow 3").is_err());
}

#[test]
fn typed_commands_keep_every_word_and_find_the_game_anywhere() {
    assert_eq!(typed_move("flip c4"), Ok((None, "flip c4".to_owned())));
    assert_eq!(
        typed_move("#4 a3a4"),
        Ok((Some(GameId(4)), "a3a4".to_owned()))
    );
    assert_eq!(
        typed_move("swap a1 b2 #12"),
        Ok((Some(GameId(12)), "swap a1 b2".to_owned()))
    );
    assert!(typed_move("#4 #5 a3a4").is_err());
    assert!(typed_move("#x a3a4").is_err());
    assert_eq!(resign(""), Ok(Request::ConfirmResign(None)));
    assert_eq!(resign("confirm #2"), Ok(Request::Resign(Some(GameId(2)))));
}

#[test]
fn odd_and_huge_lines_are_refused_without_echoing_pings() {
    for line in [
        "@everyone hello",
        "challenge @everyone",
        "challenge jungle @here=1",
        "draw @everyone",
    ] {
        let error = parse(line).unwrap_err().0;
        assert!(
            !error.contains("@everyone") && !error.contains("@here"),
            "{error}"
        );
    }
    assert!(parse(&"m ".repeat(400)).is_err());
    assert!(parse("   ").is_err());
    assert!(parse("\u{0}\u{1}").is_err());
}
