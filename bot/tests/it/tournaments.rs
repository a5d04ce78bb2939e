//! Tournaments run by the host: made, announced, joined and left, listed, started, played round after
//! round to the podium, across a restart and a lost result, with withdrawals, cancelled, and refused.

use crate::support::effects::{all_text, refusal};
use crate::support::records::numbered_user;
use crate::support::scene::{GENERAL, MINUTE, START, general, mentioned};
use crate::support::talk::open_with;
use games::{EndReason, Outcome, Seat};
use umpire::host::api::{
    COMPUTER, ChannelId, Command, Effect, GameId, Image, Language, Message, Picture, Place,
    Request, ServerId, Slot, Target, TournamentAct, TournamentId, TournamentRequest, UserId, Via,
};
use umpire::host::{Host, HostConfig, Limits};
use umpire::store::{Stage, TournamentRecord};
use umpire::tournament::{Finish, Side, Swiss};

/// A host on a fresh store in `folder`, taking at most `players` players a tournament and `open`
/// tournaments a server.
fn host(folder: &std::path::Path, players: usize, open: usize) -> Host {
    let config = HostConfig {
        limits: Limits {
            tournament_players: players,
            tournaments_per_server: open,
            ..Limits::default()
        },
        ..HostConfig::default()
    };
    open_with(folder, config)
}

/// What player `who` (a numbered user) typing `text` at `place` does.
fn typed(host: &Host, who: u64, place: Place, text: &str) -> Vec<Effect> {
    let request = Request::parse(text, mentioned).unwrap_or_else(|error| panic!("{text}: {error}"));
    tell(host, who, place, Via::Text, request)
}

/// What player `who` asking `request` at `place` via `via` does.
fn tell(host: &Host, who: u64, place: Place, via: Via, request: Request) -> Vec<Effect> {
    let command = Command {
        from: numbered_user(who),
        place,
        via,
        request,
    };
    host.handle(command, START)
}

/// The announcement of tournament `id` among `effects`: the message that holds its slot.
fn announcement(effects: &[Effect], id: TournamentId) -> &Message {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Send {
                to: Target::Channel(GENERAL),
                message,
            } if message.slot == Some(Slot::Tournament(id)) => Some(message),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no announcement of {id} in {effects:#?}"))
}

/// The request a button of `message` labelled by `label` stands for.
fn pressed(message: &Message, label: &str) -> Request {
    let button = message
        .buttons
        .iter()
        .find(|button| button.label.to_plain() == label)
        .unwrap_or_else(|| panic!("no {label} button on {message:#?}"));
    Request::from_button_id(&button.id).expect("the host reads its own button ids")
}

const CREATE: &str = "tournament create jungle swiss rounds=4 1d max=3";

#[test]
fn an_announcement_is_edited_in_place_as_players_come_and_go() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    let made = typed(&host, 1, general(), CREATE);
    let first = announcement(&made, TournamentId(1));
    let text = first.text.to_plain();
    assert!(text.contains("Swiss tournament t1"), "{text}");
    assert!(text.contains("Jungle"), "{text}");
    assert!(text.contains("rated"), "{text}");
    assert!(text.contains("Swiss in 4 rounds"), "{text}");
    assert!(text.contains("Players (0/3): nobody yet"), "{text}");
    let join = pressed(first, "Join");
    let joined = tell(&host, 2, general(), Via::Interaction, join.clone());
    let text = announcement(&joined, TournamentId(1)).text.to_plain();
    assert!(text.contains("Players (1/3): user2"), "{text}");
    assert!(all_text(&joined).contains("You are in tournament t1."));
    typed(&host, 3, general(), "tournament join");
    let joined = typed(&host, 4, general(), "比赛 加入 t1");
    let text = announcement(&joined, TournamentId(1)).text.to_plain();
    assert!(
        text.contains("Players (3/3): user2, user3 and user4"),
        "{text}"
    );
    let left = tell(
        &host,
        3,
        general(),
        Via::Interaction,
        pressed(first, "Leave"),
    );
    let text = announcement(&left, TournamentId(1)).text.to_plain();
    assert!(text.contains("Players (2/3): user2 and user4"), "{text}");
    // The count lives in the store: a host opened anew on it knows it.
    drop(host);
    let host = self::host(folder.path(), 64, 3);
    let standings = all_text(&typed(&host, 9, general(), "tournament standings"));
    assert!(
        standings.contains("Players (2/3): user2 and user4"),
        "{standings}"
    );
}

#[test]
fn tournaments_are_refused_what_they_cannot_do() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 4, 2);
    typed(&host, 1, general(), CREATE);
    for player in [2, 3, 4] {
        typed(&host, player, general(), "tournament join t1");
    }
    let twice = refusal(&typed(&host, 2, general(), "tournament join t1"));
    assert_eq!(twice, "You are in tournament t1 already.");
    let full = refusal(&typed(&host, 5, general(), "tournament join t1"));
    assert_eq!(full, "Tournament t1 is full: it takes 3 players.");
    let stranger = refusal(&typed(&host, 5, general(), "tournament cancel t1"));
    assert!(
        stranger.starts_with("Only the creator of tournament t1"),
        "{stranger}"
    );
    let too_many = refusal(&typed(
        &host,
        1,
        general(),
        "tournament create jungle swiss rounds=3 1d max=5",
    ));
    assert_eq!(too_many, "A tournament here takes 4 players at most.");
    let four = refusal(&typed(
        &host,
        1,
        general(),
        "tournament create junqi4 swiss rounds=3 1d",
    ));
    assert!(four.contains("is not played by two"), "{four}");
    typed(
        &host,
        1,
        general(),
        "tournament create jungi swiss rounds=3 1d",
    );
    let over = refusal(&typed(
        &host,
        1,
        general(),
        "tournament create jungle swiss rounds=3 1d",
    ));
    assert!(
        over.starts_with("This server has 2 tournaments open already"),
        "{over}"
    );
    let which = refusal(&typed(&host, 5, general(), "tournament standings"));
    assert_eq!(which, "Several tournaments fit that: say which, t1 and t2.");
    let direct = refusal(&typed(&host, 1, Place::Direct, "tournament join"));
    assert_eq!(direct, "Say which tournament, by its code (`t3`).");
}

#[test]
fn a_tournament_is_cancelled_by_its_creator_or_a_manager_only() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    typed(&host, 1, general(), CREATE);
    typed(
        &host,
        1,
        general(),
        "tournament create jungi swiss rounds=2 none casual",
    );
    let listed = all_text(&typed(&host, 2, general(), "tournaments"));
    assert!(listed.contains("t1 · Jungle"), "{listed}");
    assert!(listed.contains("t2 · Jungi"), "{listed}");
    assert!(listed.contains("casual"), "{listed}");
    let cancel = |id| {
        Request::Tournament(TournamentRequest {
            act: TournamentAct::Cancel,
            id: Some(TournamentId(id)),
            may_manage: true,
        })
    };
    let cancelled = tell(&host, 7, general(), Via::Interaction, cancel(1));
    let post = announcement(&cancelled, TournamentId(1));
    assert!(post.text.to_plain().contains("It was cancelled."));
    assert!(post.buttons.is_empty());
    assert!(cancelled.contains(&Effect::Retire(Slot::Tournament(TournamentId(1)))));
    let again = refusal(&typed(&host, 1, general(), "tournament join t1"));
    assert_eq!(
        again,
        "Tournament t1 no longer takes players nor lets them go."
    );
    // The creator cancels the other one without naming it: the only one left they may cancel.
    typed(&host, 1, general(), "tournament cancel");
    let listed = all_text(&typed(&host, 2, general(), "tournaments"));
    assert!(listed.contains("No tournament is open"), "{listed}");
    // A server elsewhere has its own.
    let elsewhere = Place::Channel {
        server: ServerId(2),
        channel: ChannelId(5),
    };
    assert!(
        refusal(&typed(&host, 1, elsewhere, "tournament join")).starts_with("No open tournament")
    );
}

#[test]
fn tournament_commands_are_read_in_english_and_chinese() {
    let read = |text: &str| Request::parse(text, mentioned);
    let Ok(Request::Tournament(made)) =
        read("tournament create jungle swiss rounds=5 2h casual max=8")
    else {
        panic!("a tournament is made")
    };
    let TournamentAct::Create(terms) = made.act else {
        panic!("a tournament is made")
    };
    assert_eq!(
        (terms.rounds, terms.max_players, terms.game.casual),
        (5, Some(8), true)
    );
    assert_eq!(terms.game.kind.id(), "jungle");
    let Ok(Request::Tournament(chinese)) = read("比赛 创建 jungle 瑞士制 轮数=3 1d 人数=6")
    else {
        panic!("a tournament is made in Chinese")
    };
    let TournamentAct::Create(terms) = chinese.act else {
        panic!("made in Chinese")
    };
    assert_eq!((terms.rounds, terms.max_players), (3, Some(6)));
    assert_eq!(
        read("tournament leave t7"),
        Ok(Request::Tournament(TournamentRequest {
            act: TournamentAct::Leave,
            id: Some(TournamentId(7)),
            may_manage: false,
        }))
    );
    assert_eq!(read("tournaments"), Ok(Request::Tournaments));
    let refused = |text: &str| read(text).unwrap_err().0.to_plain();
    assert!(refused("tournament create jungle rounds=3").contains("`swiss`"));
    assert!(refused("tournament create jungle swiss").contains("rounds="));
    assert!(refused("tournament create jungle swiss rounds=99").contains("1 to 15 rounds"));
    assert!(refused("tournament create jungle swiss rounds=3 rated casual").contains("not both"));
    assert!(refused("tournament create jungle swiss rounds=3 bot").contains("name nobody"));
    assert!(refused("tournament join #3").contains("no tournament's code"));
    assert!(refused("tournament dance").contains("no tournament command"));
}

/// The tournament as stored, and its Swiss record once it started.
fn stored(host: &Host) -> (TournamentRecord, Option<Swiss>) {
    let record = host.store().tournament(TournamentId(1)).unwrap().unwrap();
    let swiss = match &record.stage {
        Stage::Playing(swiss) | Stage::Over(swiss) => Some(swiss.clone()),
        _ => None,
    };
    (record, swiss)
}

/// User 1 makes tournament t1 of `rounds` rounds, players 1 to `players` join, and user 1 starts it.
fn started(host: &Host, players: u64, rounds: u8) -> Vec<Effect> {
    typed(
        host,
        1,
        general(),
        &format!("tournament create jungle swiss rounds={rounds} 1d"),
    );
    for player in 1..=players {
        typed(host, player, general(), "tournament join t1");
    }
    typed(host, 1, general(), "tournament start")
}

/// Ends every game of round `round` by the resignation of its player with the higher number, so the
/// lower number always wins; returns what the last resignation did.
fn resign_round(host: &Host, round: usize) -> Vec<Effect> {
    let (_, swiss) = stored(host);
    let boards = swiss.expect("it plays").rounds()[round].boards.clone();
    let mut last = Vec::new();
    for board in boards {
        let loser = board.first.0.max(board.second.0);
        let game = board.game.expect("every board has its game");
        last = tell(
            host,
            loser,
            Place::Direct,
            Via::Text,
            Request::Resign(Some(game)),
        );
    }
    last
}

/// The highest game number stored.
fn last_game(host: &Host) -> u64 {
    (1..)
        .take_while(|id| host.store().game(GameId(*id)).unwrap().is_some())
        .last()
        .unwrap_or(0)
}

#[test]
fn a_swiss_of_nine_players_is_played_to_its_podium() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    let opening = started(&host, 9, 4);
    let text = all_text(&opening);
    assert!(text.contains("Tournament t1, round 1 of 4"), "{text}");
    assert!(text.contains("Bye (a point): user"), "{text}");
    assert_eq!(
        opening
            .iter()
            .filter(|effect| matches!(
                effect,
                Effect::OpenPlace {
                    parent: GENERAL,
                    ..
                }
            ))
            .count(),
        4
    );
    let mut met = std::collections::HashSet::new();
    let mut byes = Vec::new();
    let mut last = Vec::new();
    for round in 0..4 {
        let (_, swiss) = stored(&host);
        let paired = swiss.unwrap().rounds()[round].clone();
        assert_eq!(paired.boards.len(), 4);
        let bye = paired.bye.expect("nine players leave one out");
        assert!(!byes.contains(&bye), "a second bye for {bye:?}");
        byes.push(bye);
        for board in &paired.boards {
            let pair = (board.first.min(board.second), board.first.max(board.second));
            assert!(
                met.insert(pair),
                "a rematch in round {}: {pair:?}",
                round + 1
            );
            let game = host.store().game(board.game.unwrap()).unwrap().unwrap();
            let at = game.tournament.expect("a tournament game knows its board");
            assert_eq!((at.tournament, at.round), (TournamentId(1), round));
            assert_eq!(
                game.players
                    .values()
                    .map(|user| user.id)
                    .collect::<Vec<_>>(),
                [board.first, board.second]
            );
            assert!(!game.casual);
        }
        last = resign_round(&host, round);
        let after = standings_picture(&last);
        assert!(
            after.alt.contains(&format!("round {}/4", round + 1)),
            "{}",
            after.alt
        );
    }
    let (record, swiss) = stored(&host);
    assert!(matches!(record.stage, Stage::Over(_)));
    assert_eq!(last_game(&host), 16, "four games a round, opened once");
    let standings = swiss.unwrap().standings();
    assert_eq!(standings[0].player, UserId(1));
    let text = all_text(&last);
    assert!(text.contains("Tournament t1 is over."), "{text}");
    assert!(text.contains("🥇 user1: 4 points"), "{text}");
    assert!(text.contains("🥈") && text.contains("🥉"), "{text}");
    assert!(text.contains("1. user1 · 4 ·"), "{text}");
    let podium = standings_picture(&last);
    assert!(podium.alt.contains("1. user1: Score 4"), "{}", podium.alt);
    let post = announcement(&last, TournamentId(1));
    assert!(post.text.to_plain().contains("It is over."));
    assert!(post.buttons.is_empty());
}

/// The standings picture among `effects`, posted in the tournament's channel, checked to be a PNG at
/// phone-readable width named after the tournament.
fn standings_picture(effects: &[Effect]) -> &Image {
    let image = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Send { message, .. } => message
                .image
                .as_ref()
                .filter(|image| image.file_name == "tournament-t1-standings.png"),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no standings picture in {effects:#?}"));
    let Picture::Encoded { bytes } = &image.picture else {
        panic!("the standings are drawn by the host: {image:#?}")
    };
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes.as_slice()));
    let info = decoder.read_info().expect("a PNG").info().clone();
    assert!(info.width >= 330 && info.height > 0, "{info:?}");
    image
}

#[test]
fn standings_come_with_their_picture_in_the_readers_language() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    typed(
        &host,
        1,
        general(),
        "tournament create jungle swiss rounds=2 1d",
    );
    typed(&host, 2, general(), "tournament join");
    let gathering = typed(&host, 2, general(), "tournament standings t1");
    assert!(
        gathering.iter().all(|effect| !matches!(
            effect,
            Effect::Send { message, .. } if message.image.is_some()
        )),
        "no standings to draw before the start: {gathering:#?}"
    );
    typed(&host, 3, general(), "tournament join");
    typed(&host, 1, general(), "tournament start");
    let english = typed(&host, 2, general(), "tournament standings");
    let alt = &standings_picture(&english).alt;
    assert!(
        alt.starts_with("Tournament t1 · Jungle · round 0/2"),
        "{alt}"
    );
    assert!(alt.contains("Buchholz"), "{alt}");
    typed(&host, 2, general(), "set language zh");
    let chinese = typed(&host, 2, general(), "tournament standings");
    let alt = &standings_picture(&chinese).alt;
    assert!(alt.starts_with("锦标赛 t1 · "), "{alt}");
    assert!(alt.contains("对手分"), "{alt}");
    assert!(!alt.contains("Buchholz"), "{alt}");
}

#[test]
fn the_archive_lists_a_tournaments_games_and_profiles_show_its_places() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    started(&host, 4, 2);
    let playing = all_text(&typed(&host, 2, general(), "profile"));
    assert!(!playing.contains("Tournaments:"), "{playing}");
    resign_round(&host, 0);
    resign_round(&host, 1);
    let archive = all_text(&typed(&host, 9, general(), "games finished tournament:t1"));
    assert!(
        archive.starts_with("The games of tournament t1, newest first:"),
        "{archive}"
    );
    for game in 1..=4 {
        assert!(archive.contains(&format!("#{game} Jungle")), "{archive}");
    }
    assert!(!archive.contains("#5 "), "{archive}");
    let jungi = all_text(&typed(
        &host,
        9,
        general(),
        "games finished jungi tournament:t1",
    ));
    assert!(jungi.contains("none yet"), "{jungi}");
    let unknown = refusal(&typed(&host, 9, general(), "games finished tournament:t7"));
    assert!(unknown.contains("There is no tournament t7."), "{unknown}");
    let winner = all_text(&typed(&host, 1, general(), "profile"));
    assert!(
        winner.contains("Tournaments: 1 played to the end; best place: 1 (in t1)."),
        "{winner}"
    );
    let last = all_text(&typed(&host, 4, general(), "profile"));
    let (record, _) = stored(&host);
    let Stage::Over(swiss) = &record.stage else {
        panic!("the tournament is over: {record:#?}")
    };
    let place = swiss
        .standings()
        .iter()
        .find(|standing| standing.player == UserId(4))
        .map(|standing| standing.rank)
        .unwrap();
    assert!(
        last.contains(&format!("best place: {place} (in t1)")),
        "{last}"
    );
}

/// The messages among `effects` sent to tournament t1's place.
fn in_place(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send {
                to: Target::Tournament(TournamentId(1)),
                message,
            } => Some(message.text.to_plain()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_tournament_posts_its_rounds_standings_and_podium_in_its_own_place() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    let opening = started(&host, 3, 2);
    let openings: Vec<&Effect> = opening
        .iter()
        .filter(|effect| matches!(effect, Effect::OpenTournamentPlace { .. }))
        .collect();
    let [
        Effect::OpenTournamentPlace {
            tournament: TournamentId(1),
            parent: GENERAL,
            title,
        },
    ] = openings.as_slice()
    else {
        panic!("one place opened under the channel: {opening:#?}")
    };
    assert!(title.starts_with("t1 · Jungle"), "{title}");
    let first = opening
        .iter()
        .position(|effect| matches!(effect, Effect::OpenTournamentPlace { .. }))
        .unwrap();
    let paired = opening
        .iter()
        .position(|effect| {
            matches!(
                effect,
                Effect::Send {
                    to: Target::Tournament(_),
                    ..
                }
            )
        })
        .unwrap();
    assert!(first < paired, "the place opens before its first post");
    let games = opening.iter().filter_map(|effect| match effect {
        Effect::OpenPlace {
            parent, linked_in, ..
        } => Some((*parent, *linked_in)),
        _ => None,
    });
    assert!(
        games.eq([(GENERAL, Some(TournamentId(1)))]),
        "the game's thread opens in the channel, linked from the tournament's: {opening:#?}"
    );
    assert!(
        in_place(&opening)
            .iter()
            .any(|text| text.contains("Tournament t1, round 1 of 2")),
        "{opening:#?}"
    );
    assert_eq!(host.tournament_place(TournamentId(1)), Some(GENERAL));
    let thread = ChannelId(4_242);
    host.bind_tournament_place(TournamentId(1), thread);
    drop(host);
    let host = self::host(folder.path(), 64, 3);
    assert_eq!(host.tournament_place(TournamentId(1)), Some(thread));
    let second = resign_round(&host, 0);
    assert!(
        !second
            .iter()
            .any(|effect| matches!(effect, Effect::OpenTournamentPlace { .. })),
        "one place a tournament: {second:#?}"
    );
    let posts = in_place(&second);
    assert!(
        posts[0].contains("Standings of tournament t1 after round 1"),
        "{posts:#?}"
    );
    assert!(posts[1].contains("round 2 of 2"), "{posts:#?}");
    let last = resign_round(&host, 1);
    let posts = in_place(&last);
    assert!(posts.iter().any(|text| text.contains("🥇")), "{posts:#?}");
    assert!(
        announcement(&last, TournamentId(1))
            .text
            .to_plain()
            .contains("It is over."),
        "the announcement stays in the channel"
    );
}

#[test]
fn a_restart_during_round_two_loses_nothing_and_opens_nothing_twice() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    started(&host, 4, 3);
    resign_round(&host, 0);
    let before = stored(&host);
    assert_eq!(before.1.as_ref().unwrap().rounds().len(), 2);
    assert_eq!(last_game(&host), 4);
    drop(host);
    let host = self::host(folder.path(), 64, 3);
    host.tick(START + MINUTE * 2);
    assert_eq!(
        stored(&host),
        before,
        "a restart and its tick change nothing"
    );
    assert_eq!(last_game(&host), 4);
    resign_round(&host, 1);
    let (_, swiss) = stored(&host);
    let swiss = swiss.unwrap();
    assert_eq!(swiss.rounds().len(), 3);
    assert!(swiss.rounds()[1].is_complete());
    assert_eq!(last_game(&host), 6, "round 3 opened once");
}

#[test]
fn a_game_that_ended_without_its_result_is_recorded_by_the_tick() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    started(&host, 2, 2);
    let (_, swiss) = stored(&host);
    let board = swiss.unwrap().rounds()[0].boards[0];
    // The game's end is written alone, as when the process died before recording it.
    let game = host.store().game(board.game.unwrap()).unwrap().unwrap();
    let mut ended = game.clone();
    ended.finished = true;
    ended.deadline = None;
    ended.outcome = Some(Outcome::Win {
        winners: vec![Seat(1)],
        reason: EndReason::Resignation,
    });
    host.store().save_game(&game, &ended, None, None).unwrap();
    drop(host);
    let host = self::host(folder.path(), 64, 3);
    host.tick(START + MINUTE * 2);
    let (_, swiss) = stored(&host);
    let swiss = swiss.unwrap();
    assert_eq!(
        swiss.rounds()[0].boards[0].finish,
        Some(Finish::Won(Side::Second))
    );
    assert_eq!(
        swiss.rounds().len(),
        2,
        "the next round is paired once the result is in"
    );
    // Looking again records nothing twice.
    host.tick(START + MINUTE * 4);
    assert_eq!(stored(&host).1.unwrap(), swiss);
}

#[test]
fn players_withdraw_by_leaving_or_by_two_no_shows() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    started(&host, 4, 3);
    let (_, swiss) = stored(&host);
    let board = swiss.unwrap().rounds()[0]
        .boards
        .iter()
        .copied()
        .find(|board| board.first == UserId(4) || board.second == UserId(4))
        .unwrap();
    let left = typed(&host, 4, general(), "tournament leave");
    let said = all_text(&left);
    assert!(said.contains("wins by resignation"), "{said}");
    let game = host.store().game(board.game.unwrap()).unwrap().unwrap();
    assert!(game.finished && !game.cancelled, "their game is resigned");
    let (_, swiss) = stored(&host);
    let swiss = swiss.unwrap();
    assert!(swiss.is_withdrawn(UserId(4)));
    let resigned = swiss.rounds()[0]
        .boards
        .iter()
        .find(|other| other.game == board.game)
        .unwrap();
    assert!(resigned.finish.is_some());
    // The other game ends; round 2 pairs the three left, one with a bye, without user 4.
    resign_round(&host, 0);
    let (_, swiss) = stored(&host);
    let second = swiss.unwrap().rounds()[1].clone();
    assert_eq!(second.boards.len(), 1);
    assert!(second.bye.is_some());
    assert!(
        second
            .boards
            .iter()
            .all(|board| board.first != UserId(4) && board.second != UserId(4))
    );

    // Two players who never move: at the second no-show one is withdrawn and the tournament ends.
    let folder = tempfile::tempdir().unwrap();
    let host = self::host(folder.path(), 64, 3);
    started(&host, 2, 3);
    let mut said = String::new();
    for day in 1..=3 {
        said.push_str(&all_text(&host.tick(START + day * 2 * 24 * 60 * MINUTE)));
    }
    assert!(
        said.contains("In its tournament it counts as a loss for whoever was late."),
        "{said}"
    );
    let (record, swiss) = stored(&host);
    let swiss = swiss.unwrap();
    assert!(
        matches!(record.stage, Stage::Over(_)),
        "{:?}",
        swiss.rounds()
    );
    let withdrawn: Vec<u64> = [1, 2]
        .into_iter()
        .filter(|id| swiss.is_withdrawn(UserId(*id)))
        .collect();
    assert_eq!(withdrawn.len(), 1, "{:?}", swiss.rounds());
    assert!(
        swiss
            .rounds()
            .iter()
            .flat_map(|round| &round.boards)
            .all(|board| matches!(board.finish, Some(Finish::NoShow(_))))
    );
}

#[test]
fn a_stranger_cannot_start_and_a_cancel_ends_the_games_without_a_result() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    typed(&host, 1, general(), CREATE);
    typed(&host, 2, general(), "tournament join");
    let alone = refusal(&typed(&host, 1, general(), "tournament start"));
    assert_eq!(alone, "Tournament t1 needs at least two players to start.");
    typed(&host, 3, general(), "tournament join");
    let stranger = refusal(&typed(&host, 5, general(), "tournament start t1"));
    assert!(stranger.starts_with("Only the creator"), "{stranger}");
    typed(&host, 1, general(), "tournament start");
    let (_, swiss) = stored(&host);
    let game = swiss.unwrap().rounds()[0].boards[0].game.unwrap();
    let abort = refusal(&tell(
        &host,
        2,
        Place::Direct,
        Via::Text,
        Request::Abort(Some(game)),
    ));
    assert!(abort.contains("cannot be aborted"), "{abort}");
    let cancelled = typed(&host, 1, general(), "tournament cancel");
    assert!(all_text(&cancelled).contains("its tournament was cancelled"));
    let record = host.store().game(game).unwrap().unwrap();
    assert!(record.finished && record.cancelled && record.outcome.is_none());
    assert!(matches!(stored(&host).0.stage, Stage::Cancelled));
}

#[test]
fn help_tournament_is_one_message_in_english_and_in_chinese() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    let answer = typed(&host, 1, general(), "help tournament");
    let [Effect::Send { message, .. }] = answer.as_slice() else {
        panic!("one message: {answer:#?}")
    };
    for (language, words) in [
        (Language::En, "tournament create <game> swiss rounds=<n>"),
        (Language::Zh, "瑞士制"),
    ] {
        let written = umpire::i18n::localize(&message.text, language).to_plain();
        assert!(written.contains(words), "{written}");
        assert!(written.chars().count() <= 2000, "{written}");
    }
    let list: String = (1..=3)
        .map(|page| all_text(&typed(&host, 1, general(), &format!("help page {page}"))))
        .collect();
    assert!(list.contains("tournament create"), "{list}");
}

#[test]
fn a_setup_not_finished_in_time_is_the_loss_of_whoever_was_late() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    typed(
        &host,
        1,
        general(),
        "tournament create junqi swiss rounds=2 1d",
    );
    for player in 1..=4 {
        typed(&host, player, general(), "tournament join t1");
    }
    typed(&host, 1, general(), "tournament start");
    let boards = stored(&host).1.unwrap().rounds()[0].boards.clone();
    // On the first board only its first player gets ready; on the second nobody does.
    let ready = Request::parse_typed("ready", mentioned, || {
        host.plays_at(boards[0].first, Place::Direct)
    })
    .expect("a word of the game");
    tell(&host, boards[0].first.0, Place::Direct, Via::Text, ready);
    let said = all_text(&host.tick(START + 10 * MINUTE));
    assert!(
        said.contains("In its tournament it counts as a loss for whoever was late."),
        "{said}"
    );
    let swiss = stored(&host).1.unwrap();
    let first = &swiss.rounds()[0];
    assert_eq!(first.boards[0].finish, Some(Finish::NoShow(Side::Second)));
    assert_eq!(first.boards[1].finish, Some(Finish::BothAbsent));
    assert_eq!(swiss.rounds().len(), 2, "the next round is paired");
    let scores: Vec<(UserId, String)> = swiss
        .standings()
        .iter()
        .map(|row| (row.player, row.score.to_string()))
        .collect();
    assert!(
        scores.contains(&(boards[0].first, "1".to_string())),
        "{scores:?}"
    );
    for late in [boards[0].second, boards[1].first, boards[1].second] {
        assert!(scores.contains(&(late, "0".to_string())), "{scores:?}");
    }
}

#[test]
fn a_tournament_given_a_start_time_starts_by_itself_or_is_called_off() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    let made = typed(
        &host,
        1,
        general(),
        "tournament create jungle swiss rounds=2 1d starts=30m",
    );
    let text = announcement(&made, TournamentId(1)).text.to_plain();
    assert!(text.contains("It starts by itself on"), "{text}");
    let at = (START + 30 * MINUTE) / 1000;
    typed(
        &host,
        1,
        general(),
        &format!("比赛 创建 jungle 瑞士制 轮数=2 1d 开赛=<t:{at}:f>"),
    );
    for player in 1..=3 {
        typed(&host, player, general(), "tournament join t1");
    }
    typed(&host, 1, general(), "tournament join t2");
    // Before its time nothing starts; a host opened anew knows the time.
    host.tick(START + 29 * MINUTE);
    assert!(matches!(stored(&host).0.stage, Stage::Gathering));
    drop(host);
    let host = self::host(folder.path(), 64, 3);
    let said = all_text(&host.tick(START + 31 * MINUTE));
    assert!(said.contains("Tournament t1, round 1 of 2"), "{said}");
    assert!(
        said.contains(
            "Tournament t2 is called off: fewer than two players had joined by its start."
        ),
        "{said}"
    );
    assert!(matches!(stored(&host).0.stage, Stage::Playing(_)));
    let second = host.store().tournament(TournamentId(2)).unwrap().unwrap();
    assert_eq!(second.stage, Stage::Cancelled);
    // A time gone by, or beyond a week, is refused.
    let refused = |text: &str| refusal(&typed(&host, 1, general(), text));
    let past = START / 1000 - 60;
    assert!(
        refused(&format!(
            "tournament create jungle swiss rounds=2 starts=<t:{past}>"
        ))
        .contains("That start time has passed")
    );
    let too_late = Request::parse(
        "tournament create jungle swiss rounds=2 starts=8d",
        mentioned,
    )
    .expect_err("a week at most");
    assert!(
        format!("{too_late}").contains("within a week"),
        "{too_late}"
    );
}

#[test]
fn the_computer_evens_an_odd_field_only_when_asked() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    let made = typed(
        &host,
        1,
        general(),
        "tournament create jungle swiss rounds=2 1d bot=1",
    );
    let text = announcement(&made, TournamentId(1)).text.to_plain();
    assert!(
        text.contains("the computer (level 1) enters if the players are odd in number"),
        "{text}"
    );
    for player in 1..=3 {
        typed(&host, player, general(), "tournament join t1");
    }
    let opening = typed(&host, 1, general(), "tournament start");
    let swiss = stored(&host).1.unwrap();
    let first = &swiss.rounds()[0];
    assert_eq!(first.bye, None, "nobody sits out");
    let board = first
        .boards
        .iter()
        .find(|board| board.first == COMPUTER || board.second == COMPUTER)
        .expect("the computer plays");
    let game = host.store().game(board.game.unwrap()).unwrap().unwrap();
    assert!(game.computer.is_some() && !game.is_rated());
    assert!(all_text(&opening).contains("Umpire (level 1)"));
    assert_eq!(
        opening.contains(&Effect::Think(game.id)),
        board.first == COMPUTER,
        "the computer is asked to move when it moves first"
    );
    // Without `bot=`, an odd field has a bye.
    let folder = tempfile::tempdir().unwrap();
    let host = self::host(folder.path(), 64, 3);
    started(&host, 3, 2);
    let first = stored(&host).1.unwrap().rounds()[0].clone();
    assert!(first.bye.is_some());
    assert!(Request::parse("tournament create jungle swiss rounds=2 bot=9", mentioned).is_err());
}

#[test]
fn a_tournament_on_hold_pairs_nothing_until_it_resumes() {
    let folder = tempfile::tempdir().unwrap();
    let host = host(folder.path(), 64, 3);
    started(&host, 4, 3);
    assert!(
        refusal(&typed(&host, 2, general(), "tournament halt t1")).contains("Only the creator")
    );
    let held = all_text(&typed(&host, 1, general(), "tournament halt"));
    assert!(
        held.contains("It is on hold until `tournament resume t1`."),
        "{held}"
    );
    assert!(refusal(&typed(&host, 1, general(), "tournament halt t1")).contains("on hold already"));
    // The round's games finish, and no round is paired after them.
    resign_round(&host, 0);
    let swiss = stored(&host).1.unwrap();
    assert_eq!(swiss.rounds().len(), 1);
    assert!(swiss.rounds()[0].is_complete());
    let resumed = all_text(&typed(&host, 1, general(), "比赛 恢复"));
    assert!(resumed.contains("Tournament t1, round 2 of 3"), "{resumed}");
    assert_eq!(stored(&host).1.unwrap().rounds().len(), 2);
    assert!(refusal(&typed(&host, 1, general(), "tournament resume t1")).contains("not on hold"));
}
