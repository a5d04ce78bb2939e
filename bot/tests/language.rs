//! A player who asked for Chinese is answered in Chinese from the challenge to the resignation: what the
//! adapters deliver to them (replies to their commands, direct messages) is written from the Chinese
//! catalogue.

use umpire::host::api::{
    ChannelId, Command, Effect, Millis, Place, Request, ServerId, User, UserId, Via,
};
use umpire::host::{Host, HostConfig};
use umpire::i18n::localize;
use umpire::store::{Language, Store};

const START: Millis = 1_700_000_000_000;
const GENERAL: ChannelId = ChannelId(100);
const THREAD: ChannelId = ChannelId(900);

fn user(name: &str) -> User {
    User {
        id: UserId(if name == "li" { 7 } else { 8 }),
        name: name.to_owned(),
    }
}

fn place(channel: ChannelId) -> Place {
    Place::Channel {
        server: ServerId(1),
        channel,
    }
}

/// What `who` says at `place`, and the texts of it `reader` gets, written in `reader`'s language as an
/// adapter writes them: replies to their own commands and their direct messages.
fn say(
    host: &Host,
    who: &str,
    at: ChannelId,
    text: &str,
    reader: &str,
) -> (Vec<Effect>, Vec<String>) {
    let request = Request::parse(text, |mention| {
        let name = mention.strip_prefix('@')?;
        ["li", "alice"].contains(&name).then(|| user(name))
    })
    .unwrap_or_else(|error| panic!("{text}: {error}"));
    let effects = host.handle(
        Command {
            from: user(who),
            place: place(at),
            via: Via::Text,
            request,
        },
        START,
    );
    let reader = user(reader).id;
    let language = host.language_of(reader, None);
    let asker = user(who).id;
    let read = effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { to, message }
                if umpire::i18n::reader(*to, message, Some(asker)) == Some(reader) =>
            {
                Some(localize(&message.text, language).to_plain())
            }
            _ => None,
        })
        .collect();
    (effects, read)
}

/// The runs of four or more ASCII letters in `text` outside what is quoted as code (`…`), mentions
/// (`<#…>`, `<t:…>`), names (the players, the game, Discord) and the moves played.
fn english_words(text: &str) -> Vec<String> {
    let mut bare = String::new();
    let mut code = false;
    let mut mention = false;
    for ch in text.chars() {
        match ch {
            '`' => code = !code,
            '<' if !code => mention = true,
            '>' if mention => mention = false,
            _ if code || mention => {}
            _ => bare.push(ch),
        }
        if code || mention {
            bare.push(' ');
        }
    }
    for allowed in ["alice", "Jungle", "Discord", "e3d3", "a9b9", "d3d4"] {
        bare = bare.replace(allowed, " ");
    }
    bare.split(|ch: char| !ch.is_ascii_alphabetic())
        .filter(|word| word.len() >= 4)
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_player_who_chose_chinese_reads_no_english_from_challenge_to_resignation() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let mut read = Vec::new();
    let mut step = |who: &str, at: ChannelId, text: &str| {
        let (effects, texts) = say(&host, who, at, text, "li");
        read.extend(texts.into_iter().map(|said| (text.to_owned(), said)));
        effects
    };
    step("li", GENERAL, "set language zh");
    assert_eq!(host.language_of(user("li").id, None), Language::Zh);
    step("li", GENERAL, "set");
    step("li", GENERAL, "challenge jungle @alice none");
    let accepted = step("alice", GENERAL, "accept");
    let game = accepted
        .iter()
        .find_map(|effect| match effect {
            Effect::OpenPlace { game, .. } => Some(*game),
            _ => None,
        })
        .expect("the game starts");
    host.bind_place(game, THREAD);
    step("li", THREAD, "m e3d3");
    // Not li's turn: an error, in Chinese.
    step("li", THREAD, "m d3d4");
    step("alice", THREAD, "m a9b9");
    step("li", THREAD, "m d3d4");
    step("li", GENERAL, "accept");
    step("li", THREAD, "help");
    step("li", THREAD, "resign");
    step("li", THREAD, "resign confirm");
    step("li", THREAD, "m a9b9");
    assert!(read.len() >= 7, "li was answered: {read:#?}");
    let all: String = read.iter().map(|(_, said)| said.as_str()).collect();
    for expected in ["语言", "还没轮到你", "认输", "命令"] {
        assert!(all.contains(expected), "{expected} in {all}");
    }
    for (asked, said) in &read {
        let words = english_words(said);
        assert!(
            words.is_empty(),
            "`{asked}` was answered with English {words:?}: {said}"
        );
    }
}

#[test]
fn the_check_finds_english_outside_code_names_and_moves() {
    assert_eq!(
        english_words("你好 `set language zh` alice e3d3 <#12>"),
        Vec::<String>::new()
    );
    assert_eq!(english_words("It is not your turn"), ["your", "turn"]);
}

#[test]
fn an_english_player_is_still_answered_in_english() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let (_, read) = say(&host, "li", GENERAL, "set", "li");
    assert!(read[0].contains("Your settings"), "{read:?}");
    assert_eq!(
        host.language_of(user("li").id, Some(Language::Zh)),
        Language::Zh,
        "the client's locale counts when nothing was chosen"
    );
    say(&host, "li", GENERAL, "set language en", "li");
    assert_eq!(
        host.language_of(user("li").id, Some(Language::Zh)),
        Language::En,
        "a choice beats the client's locale"
    );
}
