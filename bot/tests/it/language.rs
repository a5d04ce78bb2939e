//! A player who asked for Chinese is answered in Chinese from the challenge to the resignation: what the
//! adapters deliver to them (replies to their commands, direct messages, and the buttons under them) is
//! written from the Chinese catalogue.

use crate::support::chinese;
use crate::support::effects::opened;
use crate::support::scene::{GENERAL, START, THREAD, channel};
use umpire::host::api::{
    COMPUTER, ChannelId, Command, Effect, GameId, Request, ServerId, User, UserId, Via,
};
use umpire::host::{Host, HostConfig};
use umpire::i18n::localize;
use umpire::model::Language;
use umpire::store::Store;

fn user(name: &str) -> User {
    User {
        id: UserId(if name == "li" { 7 } else { 8 }),
        name: name.to_owned(),
    }
}

/// Reads a mention of li or alice.
fn mentioned(mention: &str) -> Option<User> {
    let name = mention.strip_prefix('@')?;
    ["li", "alice"].contains(&name).then(|| user(name))
}

/// What `who` says at `place`, and the texts of it `reader` gets, written in `reader`'s language as an
/// adapter writes them: replies to their own commands and their direct messages, each with the labels of
/// its buttons. A line that is no command is answered with the parser's sentence, as the adapters do.
fn say(
    host: &Host,
    who: &str,
    at: ChannelId,
    text: &str,
    reader: &str,
) -> (Vec<Effect>, Vec<String>) {
    let reader = user(reader).id;
    let asker = user(who).id;
    let request = match Request::parse(text, mentioned) {
        Ok(request) => request,
        Err(error) if asker == reader => {
            let language = host.language_of(reader, None);
            return (Vec::new(), vec![localize(&error.0, language).to_plain()]);
        }
        Err(_) => return (Vec::new(), Vec::new()),
    };
    let effects = host.handle(
        Command {
            from: user(who),
            place: channel(at),
            via: Via::Text,
            request,
        },
        START,
    );
    let language = host.language_of(reader, None);
    let read = effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { to, message }
                if umpire::i18n::reader(*to, message, Some(asker)) == Some(reader) =>
            {
                let message = umpire::i18n::localize_message(message, language);
                let labels: Vec<String> = message
                    .buttons
                    .iter()
                    .map(|button| format!("[{}]", button.label))
                    .collect();
                Some(format!("{}\n{}", message.text.to_plain(), labels.join(" ")))
            }
            _ => None,
        })
        .collect();
    (effects, read)
}

/// The runs of four or more ASCII letters in `text` outside what is quoted as code (`…`) or as the
/// player's own words (“…”), mentions (`<#…>`, `<t:…>`), names (the players, Discord) and the moves
/// played.
fn english_words(text: &str) -> Vec<String> {
    let mut bare = String::new();
    let mut code = false;
    let mut quote = false;
    let mut mention = false;
    for ch in text.chars() {
        match ch {
            '`' => code = !code,
            '“' if !code => quote = true,
            '”' if quote => quote = false,
            '<' if !code => mention = true,
            '>' if mention => mention = false,
            _ if code || quote || mention => {}
            _ => bare.push(ch),
        }
        if code || quote || mention {
            bare.push(' ');
        }
    }
    for allowed in ["alice", "Discord", "e3d3", "a9b9", "d3d4"] {
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
    step("li", GENERAL, "challenge jungle @alice casual casual");
    step("li", GENERAL, "challenge jungle bot bot");
    step("li", GENERAL, "challenge jungle @alice none");
    step("li", GENERAL, "challenges");
    step("li", GENERAL, "accept");
    let game = opened(&step("alice", GENERAL, "accept")).expect("the game starts");
    host.bind_place(game, THREAD);
    step("li", THREAD, "m e3d3");
    // Not li's turn: an error, in Chinese.
    step("li", THREAD, "m d3d4");
    step("li", THREAD, "takeback decline");
    step("alice", THREAD, "m a9b9");
    // A move the rules refuse, with the legal moves of that piece.
    step("li", THREAD, "m d3d5");
    step("li", THREAD, "takeback");
    step("li", THREAD, "takeback");
    step("alice", THREAD, "takeback decline");
    step("li", THREAD, "draw");
    step("li", THREAD, "draw");
    step("li", THREAD, "draw accept");
    step("alice", THREAD, "draw decline");
    step("li", THREAD, "m d3d4");
    step("li", GENERAL, "challenge jungle @alice");
    step("li", GENERAL, "games mine");
    step("li", GENERAL, "cancel");
    step("li", THREAD, "history");
    step("li", THREAD, "myboard");
    step("li", GENERAL, "accept");
    step("li", THREAD, "help");
    step("li", THREAD, "resign");
    step("li", THREAD, "resign confirm");
    step("li", THREAD, "m a9b9");
    step("li", GENERAL, "profile");
    step("li", GENERAL, "profile @alice");
    step("li", GENERAL, "leaderboard jungle");
    step("li", GENERAL, "games finished");
    step("li", GENERAL, "games");
    step("li", GENERAL, "bogus");
    assert!(read.len() >= 25, "li was answered: {read:#?}");
    let all: String = read.iter().map(|(_, said)| said.as_str()).collect();
    for expected in [
        "语言",
        "`casual` 写了两次",
        "机器人被点名了两次",
        "等待中的挑战",
        "还没轮到你",
        "没有可拒绝的悔棋请求",
        "不接受 `d3d5`",
        "开头相同的合法着法：`d3",
        "你已在第 1 号对局中请求悔棋",
        "你已在第 1 号对局中提议和棋",
        "没有可接受的和棋提议",
        "你进行中的对局和等待中的挑战",
        "挑战 c",
        "斗兽棋：li（蓝方） 对 alice（红方）",
        "撤回了挑战",
        "第 1 号对局：",
        "你在第 1 号对局中的棋盘",
        "正在进行，位置",
        "命令",
        "你确定要认输第 1 号对局吗",
        "[确定认输]",
        "第 1 号对局已经结束",
        "对局：共 1 局，胜 0，负 1，和 0。",
        "当前连败 1 局",
        "与你（li）的对局：共 1 局，alice 胜 1",
        "稳定的斗兽棋等级分",
        "alice（红方）因对方认输而获胜",
        "这里没有进行中的对局",
        "不是命令",
    ] {
        assert!(all.contains(expected), "{expected} in {all}");
    }
    for (asked, said) in &read {
        let words = english_words(said);
        assert!(
            words.is_empty(),
            "`{asked}` was answered with English {words:?}: {said}"
        );
        let faults = chinese::faults(said);
        assert!(faults.is_empty(), "`{asked}`: {faults:?} in {said}");
    }
}

#[test]
fn every_chinese_text_has_chinese_placeholders_brackets_and_spacing() {
    let mut found = Vec::new();
    for (file, source) in chinese::sources("zh") {
        for (line, text) in chinese::pattern_lines(&source) {
            for fault in chinese::faults(&text) {
                found.push(format!("{file}:{line}: {fault:?} in {text}"));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    // What the check is for, and what it leaves alone.
    assert_eq!(
        chinese::faults("用 `setup save NAME` 保存，`rules <game>` 说明。"),
        ["<game>", "NAME"]
    );
    assert_eq!(
        chinese::faults("斗兽棋(Jungle) 与兵 弓"),
        ["兽棋(Ju", "兵 弓"]
    );
    assert!(chinese::faults("第 3 号对局 <#12> <t:1:R> `ZAI片ZOTO` alice（蓝方）").is_empty());
}

#[test]
fn refusals_no_common_path_reaches_are_written_in_both_languages() {
    let refusal = |text: &str| Request::parse(text, mentioned).unwrap_err().0;
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    say(&host, "li", GENERAL, "challenge jungle @alice", "li");
    let game = opened(&say(&host, "alice", GENERAL, "accept", "alice").0).expect("the game starts");
    host.bind_place(game, THREAD);
    // Nothing lets the bot's own user follow a game; were it to ask, the refusal is one sentence.
    let followed = host.handle(
        Command {
            from: User {
                id: COMPUTER,
                name: "Umpire".to_owned(),
            },
            place: channel(THREAD),
            via: Via::Text,
            request: Request::Follow(Some(game), true),
        },
        START,
    );
    let [
        Effect::Send {
            message: bot_follows,
            ..
        },
    ] = followed.as_slice()
    else {
        panic!("one refusal: {followed:#?}");
    };
    for (said, english, chinese) in [
        (
            refusal("challenge jungle bot bot"),
            "The bot is named twice; name it once.",
            "机器人被点名了两次",
        ),
        (
            refusal("challenge jungle @bot ai"),
            "The bot is named twice; name it once.",
            "机器人被点名了两次",
        ),
        (
            refusal("challenge jungle @alice casual unrated"),
            "`casual` is given twice; give it once.",
            "`casual` 写了两次",
        ),
        // Rule options the game does not have or values it does not take, with the game's name.
        (
            refusal("challenge jungle @alice colour=red"),
            "Jungle has no option \"colour\"; its options are dog_above_wolf, rat_water_capture, any_trap_weakens, elephant_never_takes_rat, tiger_jumps_vertically_only, anti_shuffle_7_3, anti_shuffle_17_5, no_capture_draw_plies.",
            "斗兽棋没有选项“colour”；它的选项有",
        ),
        (
            refusal("challenge junqi @alice explosive_mines=maybe"),
            "explosive_mines is on or off, not \"maybe\".",
            "只能是 `on` 或 `off`，不能是“maybe”",
        ),
        // Options the computer opponent does not play with, in its own words.
        (
            refusal("challenge junqi bot flag_carrier=on"),
            "I play Junqi only with flag_carrier=off and hq_exit=off.",
            "我只在 `flag_carrier=off` 且 `hq_exit=off` 时下军棋。",
        ),
        (
            bot_follows.text.clone(),
            "The bot cannot follow games.",
            "机器人不能关注对局",
        ),
    ] {
        let written = |language| localize(&said, language).to_plain();
        assert_eq!(written(Language::En), english);
        assert!(
            written(Language::Zh).contains(chinese),
            "{}",
            written(Language::Zh)
        );
        assert!(english_words(&written(Language::Zh)).is_empty());
    }
}

#[test]
fn button_labels_are_written_in_the_readers_language() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let effects = say(&host, "li", GENERAL, "challenge jungle @alice", "li").0;
    let labels = |language| -> Vec<String> {
        effects
            .iter()
            .filter_map(|effect| match effect {
                Effect::Send { message, .. } => Some(message),
                _ => None,
            })
            .flat_map(|message| &message.buttons)
            .map(|button| localize(&button.label, language).to_plain())
            .collect()
    };
    assert_eq!(labels(Language::En), ["Accept", "Decline"]);
    assert_eq!(labels(Language::Zh), ["接受", "拒绝"]);
}

#[test]
fn the_check_finds_english_outside_code_names_and_moves() {
    assert_eq!(
        english_words("你好 `set language zh` alice e3d3 <#12> “bogus”"),
        Vec::<String>::new()
    );
    assert_eq!(english_words("斗兽棋 Jungle"), ["Jungle"]);
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

/// What `who` typing the command `text` at `at` does.
fn typed(host: &Host, who: &str, at: ChannelId, text: &str) -> Vec<Effect> {
    host.handle(
        Command {
            from: user(who),
            place: channel(at),
            via: Via::Text,
            request: Request::parse(text, mentioned).expect("a command"),
        },
        START,
    )
}

/// The one reply `who` gets to `text` at `at`, written in English and in Chinese.
fn answer_in_both(host: &Host, who: &str, at: ChannelId, text: &str) -> (String, String) {
    let effects = typed(host, who, at, text);
    let message = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Send { message, .. } => Some(message),
            _ => None,
        })
        .unwrap_or_else(|| panic!("`{text}` is answered: {effects:#?}"));
    let written = |language| {
        umpire::i18n::localize_message(message, language)
            .text
            .to_plain()
    };
    (written(Language::En), written(Language::Zh))
}

/// A game of `game` between li and alice, started in its own thread.
fn started(host: &Host, game: &str, thread: ChannelId) -> GameId {
    say(
        host,
        "li",
        GENERAL,
        &format!("challenge {game} @alice"),
        "li",
    );
    let game = opened(&say(host, "alice", GENERAL, "accept", "alice").0).expect("the game starts");
    host.bind_place(game, thread);
    game
}

#[test]
fn a_move_the_rules_refuse_is_explained_in_the_readers_language() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    started(&host, "jungle", THREAD);
    let mut cases = vec![(
        answer_in_both(&host, "li", THREAD, "m c3c4"),
        "c3c4 is not a legal move for your dog: only the rat may enter the water.",
        "c3c4 不是你的狗可走的着法：只有鼠能下水。",
    )];
    let junqi = ChannelId(901);
    started(&host, "junqi", junqi);
    for (who, text) in [
        ("li", "setup 41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM"),
        ("li", "m ready"),
        ("alice", "m ready"),
    ] {
        say(&host, who, junqi, text, who);
    }
    cases.push((
        answer_in_both(&host, "li", junqi, "m a2-a3"),
        "Your Mine on a2 never moves.",
        "你在 a2 的地雷不能移动。",
    ));
    // A setup that breaks a rule is refused in the player's own square names, saying what to do.
    let setup = ChannelId(904);
    started(&host, "junqi", setup);
    let (english, chinese) = answer_in_both(
        &host,
        "li",
        setup,
        "m setup 41372/6.5.3/92.8B/1.7.M/53B64/2F1MM",
    );
    assert!(
        english.starts_with(
            "Game #3 does not take `setup 41372/6.5.3/92.8B/1.7.M/53B64/2F1MM`: Mines stay on your \
             back two rows (the rows of "
        ) && english.ends_with("; swap that mine further back."),
        "{english}"
    );
    assert!(chinese.contains("地雷只能放在你的最后两行"), "{chinese}");
    assert!(english_words(&chinese).is_empty(), "{chinese}");
    // The Jungi family's refusals, and Cetkaik's, are typed like Jungle's.
    for (game, thread, text, expected_english, expected_chinese) in [
        (
            "jungi",
            ChannelId(902),
            "m a1a1",
            "a1a1 is not a legal move for your chariot: it has to move to another square.",
            "a1a1 不是你的車可走的着法：它必须走到另一个格。",
        ),
        (
            "lun",
            ChannelId(905),
            "m G8-G9",
            "G8-G9 is not a legal move for your chariot: your own magister stands on G9.",
            "G8-G9 不是你的車可走的着法：G9 上是你自己的師。",
        ),
        (
            "cetkaik",
            ChannelId(903),
            "m a1a1",
            "\"a1a1\" is neither a square (column K L N T Z X C M P, then row A E I U O Y AI AU IA) nor a piece name.",
            "“a1a1”既不是格子",
        ),
        (
            "cetkaik",
            ChannelId(906),
            "m 黒弓ZO",
            "You have no black Archer in hand: your hand is empty.",
            "你手里没有黒弓：你的手是空的。",
        ),
    ] {
        started(&host, game, thread);
        // Whoever is to move first asks (Cetkaik draws who starts).
        let answer = ["li", "alice"]
            .into_iter()
            .map(|who| answer_in_both(&host, who, thread, text))
            .find(|(english, _)| !english.starts_with("It is not your turn"))
            .expect("one of the players is to move");
        cases.push((answer, expected_english, expected_chinese));
    }
    for ((english, chinese), expected_english, expected_chinese) in cases {
        assert!(english.contains(expected_english), "{english}");
        assert!(chinese.contains(expected_chinese), "{chinese}");
        assert!(english_words(&chinese).is_empty(), "{chinese}");
    }
}

/// Every page of `rules game`, in English and in Chinese.
fn every_rules_page(host: &Host, game: &str) -> (String, String) {
    let (mut english, mut chinese) = (String::new(), String::new());
    for page in 1.. {
        let (one, other) =
            answer_in_both(host, "li", GENERAL, &format!("rules {game} page {page}"));
        if one.starts_with("There is no page") {
            break;
        }
        english.push_str(&one);
        chinese.push_str(&other);
    }
    (english, chinese)
}

#[test]
fn the_rules_summaries_words_and_options_of_every_game_are_written_in_the_readers_language() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let (english, chinese) = answer_in_both(&host, "li", GENERAL, "rules");
    let text = |key: String| games::texts::word("en", &key).expect("a text of the game");
    for kind in games::GameKind::all() {
        assert!(
            english.contains(text(kind.about.summary_key())),
            "{english}"
        );
    }
    assert!(
        chinese.contains("斗兽棋（`jungle`）：每方八只动物"),
        "{chinese}"
    );
    assert!(
        chinese.contains("四国军棋") && chinese.contains("吃子组成役"),
        "{chinese}"
    );
    assert!(english_words(&chinese).is_empty(), "{chinese}");
    for kind in games::GameKind::all() {
        let (english, chinese) = every_rules_page(&host, kind.id());
        for key in kind.about.rules_keys() {
            assert!(english.contains(text(key)), "{english}");
        }
        for spec in (kind.option_specs)() {
            let help = text(kind.about.option_key(spec.name));
            assert!(english.contains(help), "{english}");
        }
        assert!(
            english_words(&chinese).is_empty(),
            "`rules {}` has English {:?}: {chinese}",
            kind.id(),
            english_words(&chinese)
        );
        let faults = chinese::faults(&chinese);
        assert!(faults.is_empty(), "`rules {}`: {faults:?}", kind.id());
    }
    let (_, junqi) = every_rules_page(&host, "junqi");
    for expected in [
        "司令阵亡后",
        "`swap <点> <点>`：交换",
        "`all_turn` = `on|off`（默认 `off`）：所有能走的棋子",
    ] {
        assert!(junqi.contains(expected), "{expected} in {junqi}");
    }
}

#[test]
fn the_computer_opponent_is_named_in_the_readers_language() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    say(&host, "li", GENERAL, "set language zh", "li");
    let (_, started) = say(&host, "li", GENERAL, "challenge jungle bot level=2", "li");
    let (_, listed) = say(&host, "li", GENERAL, "games mine", "li");
    let all = format!("{}\n{}", started.join("\n"), listed.join("\n"));
    assert!(all.contains("裁判（2 级，红方）"), "{all}");
    for said in started.iter().chain(&listed) {
        assert!(english_words(said).is_empty(), "{said}");
    }
    let (english, _) = answer_in_both(&host, "li", GENERAL, "games mine");
    assert!(english.contains("Umpire (level 2, Red)"), "{english}");
}

#[test]
fn a_junqi_battle_is_told_to_each_player_in_their_language() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    say(&host, "li", GENERAL, "set language zh", "li");
    started(&host, "junqi", THREAD);
    // li (South) has the Marshal on e6, at the head of the e-file railroad; alice an Engineer on e7.
    let (effects, setup_read) = say(
        &host,
        "li",
        THREAD,
        "setup 41379/6.5.3/22.8B/1.7.5/M3B64/2F1MM",
        "li",
    );
    // What li may do with the setup, in Chinese words and brackets.
    let setup_read = setup_read.join("\n");
    assert!(setup_read.contains("`swap <点> <点>`（"), "{setup_read}");
    assert!(chinese::faults(&setup_read).is_empty(), "{setup_read}");
    // li's private board: its caption is drawn in Chinese, and its alt text is written in Chinese.
    let alt = effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Send { message, .. } if message.private => message.image.as_ref(),
            _ => None,
        })
        .map(|image| image.alt_text().into_owned())
        .expect("li's board");
    assert!(alt.starts_with("军棋棋盘，从"), "{alt}");
    assert!(alt.contains("司令"), "{alt}");
    assert!(english_words(&alt).is_empty(), "{alt}");
    say(
        &host,
        "alice",
        THREAD,
        "setup 12345/2.3.6/27.89/3.B.B/14567/1FMMM",
        "alice",
    );
    say(&host, "li", THREAD, "m ready", "li");
    say(&host, "alice", THREAD, "m ready", "alice");
    let (effects, li_read) = say(&host, "li", THREAD, "m e6xe7", "li");
    let li_read = li_read.join("\n");
    assert!(li_read.contains("这次碰子你没有损失棋子。"), "{li_read}");
    assert!(english_words(&li_read).is_empty(), "{li_read}");
    let alice_read: Vec<String> = effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Send { to, message }
                if umpire::i18n::reader(*to, message, Some(user("li").id))
                    == Some(user("alice").id) =>
            {
                Some(localize(&message.text, Language::En).to_plain())
            }
            _ => None,
        })
        .collect();
    assert!(
        alice_read
            .iter()
            .any(|said| said.contains("Your Engineer (1) on e7 was removed.")),
        "{alice_read:#?}"
    );
}

#[test]
fn the_public_image_speaks_the_language_of_whoever_opened_the_challenge() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let public_alt = |effects: &[Effect]| {
        effects
            .iter()
            .find_map(|effect| match effect {
                Effect::Send { message, .. } if !message.private => message.image.as_ref(),
                _ => None,
            })
            .map(|image| image.alt_text().into_owned())
            .expect("a public board")
    };
    // alice (English) opens one game, li (Chinese) the next; the other accepts.
    say(&host, "alice", GENERAL, "challenge jungle @li", "alice");
    let english = public_alt(&say(&host, "li", GENERAL, "accept", "li").0);
    say(&host, "li", GENERAL, "set language zh", "li");
    say(&host, "li", GENERAL, "challenge jungle @alice", "li");
    let chinese = public_alt(&say(&host, "alice", GENERAL, "accept", "alice").0);
    assert!(
        english.starts_with("jungle board seen from Blue's side."),
        "{english}"
    );
    assert!(
        chinese.starts_with("斗兽棋棋盘，从蓝方一侧看。"),
        "{chinese}"
    );
    assert!(english_words(&chinese).is_empty(), "{chinese}");
}

#[test]
fn a_server_set_to_chinese_reads_no_english_in_its_channels_and_threads() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let set = |may_manage: bool| {
        host.handle(
            Command {
                from: user("li"),
                place: channel(GENERAL),
                via: Via::Text,
                request: Request::ServerLanguage {
                    language: Some(Language::Zh),
                    may_manage,
                },
            },
            START,
        )
    };
    // Typed, the parser cannot know who manages the server: the adapter says.
    assert_eq!(
        Request::parse("set server-language zh", mentioned),
        Ok(Request::ServerLanguage {
            language: Some(Language::Zh),
            may_manage: false
        })
    );
    let refused = set(false);
    assert!(format!("{refused:?}").contains("server-language-not-allowed"));
    assert_eq!(host.server_language(ServerId(1)), None);
    set(true);
    assert_eq!(host.server_language(ServerId(1)), Some(Language::Zh));
    // Neither player chose a language: what everyone reads there follows the server.
    let mut posted = Vec::new();
    let mut step = |who: &str, at: ChannelId, text: &str| {
        let (effects, _) = say(&host, who, at, text, who);
        let asker = user(who).id;
        for effect in &effects {
            if let Effect::Send { to, message } = effect
                && umpire::i18n::reader(*to, message, Some(asker)).is_none()
            {
                let language = host.post_language(*to, message, Some(ServerId(1)));
                let written = umpire::i18n::localize_message(message, language);
                posted.push((text.to_owned(), written.text.to_plain()));
                if let Some(image) = &message.image {
                    posted.push((text.to_owned(), image.alt_text().into_owned()));
                }
            }
        }
        effects
    };
    step("li", GENERAL, "challenge jungle @alice");
    let accepted = step("alice", GENERAL, "accept");
    let thread_title = accepted.iter().find_map(|effect| match effect {
        Effect::OpenPlace { title, .. } => Some(title.clone()),
        _ => None,
    });
    let game = opened(&accepted).expect("the game starts");
    host.bind_place(game, THREAD);
    step("li", THREAD, "m e3d3");
    step("alice", THREAD, "m a9b9");
    step("li", THREAD, "draw");
    step("alice", THREAD, "draw decline");
    step("li", THREAD, "resign");
    step("li", THREAD, "resign confirm");
    // A challenge nobody answers expires by the clock, with no command to say where: the post says.
    step("li", GENERAL, "challenge jungle @alice");
    for effect in host.tick(START + 24 * 60 * 60 * 1000) {
        if let Effect::Send { to, message } = effect {
            let language = host.post_language(to, &message, None);
            let written = umpire::i18n::localize_message(&message, language);
            posted.push(("(expiry)".to_owned(), written.text.to_plain()));
        }
    }
    posted.push((
        "(the thread's title)".to_owned(),
        thread_title.expect("a place opened"),
    ));
    assert!(
        posted.iter().any(|(asked, _)| asked == "(expiry)"),
        "{posted:#?}"
    );
    assert!(posted.len() >= 5, "posted: {posted:#?}");
    let all: String = posted.iter().map(|(_, said)| said.as_str()).collect();
    assert!(all.contains("斗兽棋"), "{all}");
    for (asked, said) in &posted {
        let words = english_words(said);
        assert!(
            words.is_empty(),
            "`{asked}` posted English {words:?}: {said}"
        );
    }
    // Another server keeps English posts.
    let elsewhere = umpire::host::api::Message {
        text: umpire::host::api::Text::key("caption-start"),
        ..Default::default()
    };
    let to = umpire::host::api::Target::Channel(ChannelId(5));
    assert_eq!(
        host.post_language(to, &elsewhere, Some(ServerId(2))),
        Language::En
    );
}

#[test]
fn help_rules_and_history_in_a_channel_are_written_in_the_servers_language() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    host.handle(
        Command {
            from: user("alice"),
            place: channel(GENERAL),
            via: Via::Text,
            request: Request::ServerLanguage {
                language: Some(Language::Zh),
                may_manage: true,
            },
        },
        START,
    );
    started(&host, "jungle", THREAD);
    say(&host, "li", GENERAL, "set language en", "li");
    for (at, text) in [
        (GENERAL, "help"),
        (GENERAL, "rules"),
        (GENERAL, "rules jungle"),
        (THREAD, "history"),
    ] {
        let answer = |who: &str| {
            let effects = typed(&host, who, at, text);
            let [Effect::Send { to, message }] = effects.as_slice() else {
                panic!("`{text}` is answered once: {effects:#?}");
            };
            let reader = umpire::i18n::reader(*to, message, Some(user(who).id));
            let language = match reader {
                Some(reader) => host.language_of(reader, None),
                None => host.post_language(*to, message, Some(ServerId(1))),
            };
            let written = umpire::i18n::localize_message(message, language)
                .text
                .to_plain();
            (message.private, language, written)
        };
        // alice chose no language: everyone there reads the answer, in the server's Chinese.
        let (private, language, written) = answer("alice");
        assert!(!private && language == Language::Zh, "`{text}`: {written}");
        assert!(english_words(&written).is_empty(), "`{text}`: {written}");
        // li chose English: the answer is theirs alone, in English, and the channel stays Chinese.
        let (private, language, _) = answer("li");
        assert!(private && language == Language::En, "`{text}` to li");
    }
}

#[test]
fn a_replay_asked_from_a_chinese_client_is_told_in_chinese() {
    let host = Host::open(Store::temporary().unwrap(), HostConfig::default()).unwrap();
    let game = started(&host, "jungle", THREAD);
    say(&host, "li", THREAD, "resign", "li");
    say(&host, "li", THREAD, "resign confirm", "li");
    let replay = |who: &str, client: Option<Language>| -> String {
        let effects = host.handle(
            Command {
                from: user(who),
                place: channel(THREAD),
                via: Via::Interaction,
                request: Request::Replay(Some(game), client),
            },
            START,
        );
        effects
            .iter()
            .find_map(|effect| match effect {
                Effect::Send { message, .. } => message
                    .image
                    .as_ref()
                    .map(|image| image.alt_text().into_owned()),
                _ => None,
            })
            .unwrap_or_else(|| panic!("a replay: {effects:#?}"))
    };
    // Nobody chose a language: the client's locale decides, and without one it is English.
    let chinese = replay("alice", Some(Language::Zh));
    assert!(chinese.contains("动画回放"), "{chinese}");
    assert!(english_words(&chinese).is_empty(), "{chinese}");
    assert!(replay("alice", None).starts_with("An animated replay of game #1"));
    // A chosen language beats the client's.
    say(&host, "li", GENERAL, "set language en", "li");
    assert!(replay("li", Some(Language::Zh)).starts_with("An animated replay"));
}
