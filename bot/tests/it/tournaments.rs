//! Tournaments run by the host: made, announced, joined and left, listed, cancelled, and refused.

use crate::support::effects::{all_text, refusal};
use crate::support::records::numbered_user;
use crate::support::scene::{GENERAL, START, general, mentioned};
use crate::support::talk::open_with;
use umpire::host::api::{
    ChannelId, Command, Effect, Message, Place, Request, ServerId, Slot, Target, TournamentAct,
    TournamentId, TournamentRequest, Via,
};
use umpire::host::{Host, HostConfig, Limits};

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
