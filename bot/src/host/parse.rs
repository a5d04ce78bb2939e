//! Reading a typed command line (`challenge jungle @bob 2h`, `m a3a4`, `draw accept`) into a [`Request`].
//!
//! The adapters strip their prefix (`!`) first; mentions are resolved by the adapter through the
//! `resolve_user` callback, since only it knows how users are written (`<@123>` on Discord, `@bob` locally).

use crate::clock::{ClockSpec, parse_setup_time};
use crate::host::api::{
    Archive, Arg, ChallengeId, ChallengeTerms, DrawAnswer, GameId, LabelPreference, Language,
    Orientation, Request, Setting, Text, User,
};
use crate::host::wording::game_name;
use crate::message::safe::{defuse, echo};
use crate::model::Pool;
use games::GameKind;

/// The longest command line the bot reads.
pub const MAX_COMMAND_LEN: usize = 500;

/// Why a line could not be read as a command: one sentence saying what to type instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub Text);

impl ParseError {
    fn new(sentence: impl Into<Text>) -> Self {
        Self(sentence.into())
    }

    /// A catalogue sentence.
    fn key(key: &str) -> Self {
        Self(Text::key(key))
    }

    /// A catalogue sentence with its arguments.
    fn key_with(key: &str, args: Vec<(&str, Arg)>) -> Self {
        Self(Text::key_with(key, args))
    }
}

/// The answer to a game name that is not in the catalogue: the name as typed, and the games there are.
pub fn unknown_game(error: &games::UnknownGame) -> Text {
    Text::key_with(
        "unknown-game",
        vec![
            ("name", defuse(&error.0).into()),
            ("games", GameKind::list().into()),
        ],
    )
}

/// Reads a game's name, or says which games there are.
fn game_kind(word: &str) -> Result<GameKind, ParseError> {
    word.parse()
        .map_err(|error: games::UnknownGame| ParseError(unknown_game(&error)))
}

impl Request {
    /// Reads one command line, without the prefix. `resolve_user` turns a mention token (`@bob`, `<@123>`)
    /// into the user it names, or `None` when nobody by that name is known.
    pub fn parse(
        text: &str,
        resolve_user: impl Fn(&str) -> Option<User>,
    ) -> Result<Request, ParseError> {
        if text.chars().count() > MAX_COMMAND_LEN {
            return Err(ParseError(Text::key_with(
                "too-long",
                vec![("limit", MAX_COMMAND_LEN.into())],
            )));
        }
        let mut words = text.split_whitespace();
        let Some(verb) = words.next() else {
            return Err(ParseError::new(Text::key("say-a-command")));
        };
        let rest: Vec<&str> = words.collect();
        match verb.to_lowercase().as_str() {
            "challenge" | "duel" => challenge(&rest, resolve_user).map(Request::Challenge),
            "accept" => Ok(Request::Accept(challenge_ref(&rest, "accept")?)),
            "decline" | "refuse" => parse_decline(&rest),
            "cancel" | "withdraw" => Ok(Request::Cancel(challenge_ref(&rest, "cancel")?)),
            "challenges" | "lobby" => Ok(Request::Challenges {
                page: page_of(&rest, "challenges")?,
            }),
            "move" | "m" => parse_move(&rest),
            "setup" => parse_setup_command(&rest),
            "resign" => parse_resign(&rest),
            "draw" => parse_draw(&rest),
            "takeback" | "undo" => parse_takeback(&rest),
            "board" | "show" => Ok(Request::Board(only_game_ref(&rest, "board")?)),
            "myboard" | "my-board" | "private" => {
                Ok(Request::MyBoard(only_game_ref(&rest, "myboard")?))
            }
            "history" | "record" => Ok(Request::History(only_game_ref(&rest, "history")?)),
            "export" | "pgn" => Ok(Request::Export(only_game_ref(&rest, "export")?)),
            "rematch" => Ok(Request::Rematch(only_game_ref(&rest, "rematch")?)),
            "replay" => Ok(Request::Replay(only_game_ref(&rest, "replay")?, None)),
            "abort" => Ok(Request::Abort(only_game_ref(&rest, "abort")?)),
            "games" => parse_games(&rest, &resolve_user),
            "game" => match rest.as_slice() {
                [word] if game_ref(word).is_some() => Ok(Request::ShowGame(
                    game_ref(word).expect("checked just above"),
                )),
                _ => Err(ParseError::new(Text::key("say-which-finished"))),
            },
            "leaderboard" | "ladder" | "top" => parse_leaderboard(&rest),
            "profile" | "stats" => parse_profile(&rest, &resolve_user),
            "follow" | "watch" => Ok(Request::Follow(only_game_ref(&rest, "follow")?, true)),
            "unfollow" | "unwatch" => Ok(Request::Follow(only_game_ref(&rest, "unfollow")?, false)),
            "rules" => Ok(Request::Rules(rest.join(" "))),
            "help" | "commands" | "?" => Ok(Request::Help),
            "set" => parse_setting(&rest),
            _ => Err(unknown_command(verb)),
        }
    }

    /// Reads a typed line as [`Request::parse`] does, except that a line which is no command at all (its
    /// first word is none the parser knows) is taken as a bare action (`pass`, `ready`, `a3a4`, with any
    /// `#12` in it naming the game) when `plays_here` says the user plays a game that the place means (a
    /// direct conversation, a game's own place, or the channel it started in). The host then takes text
    /// no game of theirs reads as an action for chat, and leaves it alone.
    pub fn parse_typed(
        text: &str,
        resolve_user: impl Fn(&str) -> Option<User>,
        plays_here: impl FnOnce() -> bool,
    ) -> Result<Request, ParseError> {
        let parsed = Request::parse(text, resolve_user);
        match (&parsed, text.split_whitespace().next()) {
            (Err(error), Some(verb)) if *error == unknown_command(verb) && plays_here() => {
                let words: Vec<&str> = text.split_whitespace().collect();
                let (game, words) = split_game_ref(&words);
                Ok(Request::Act {
                    game,
                    text: words.join(" "),
                    bare: true,
                })
            }
            _ => parsed,
        }
    }
}

/// The answer to a line whose first word is no command.
fn unknown_command(verb: &str) -> ParseError {
    ParseError(Text::key_with(
        "not-a-command",
        vec![("word", echo(verb).into())],
    ))
}

/// Reads the words of a challenge after `challenge`: the game, the people named (`@bob`, `<@2>`, resolved
/// by `resolve_user`), rule options `NAME=VALUE` (checked against the game), the clock (`2h`, `none`,
/// `clock=2h`) and, for games with a setup phase, the setup time (`setup=10m`). Both adapters read every
/// challenge through this one function.
///
/// The bot itself is challenged by the word `bot` (or `ai`, `@bot`, `@umpire`, or a mention the adapter
/// resolves to [`crate::model::COMPUTER`]), with an optional `level=1`…`5` (by number or name; 3 when
/// left out). Only games the computer can play are accepted, and only for the challenger and the bot.
///
/// The word `casual` (or `unrated`) makes the game unrated; games between people are rated otherwise.
pub fn challenge(
    words: &[&str],
    resolve_user: impl Fn(&str) -> Option<User>,
) -> Result<ChallengeTerms, ParseError> {
    let Some((game, rest)) = words.split_first() else {
        return Err(ParseError(Text::key_with(
            "say-which-game",
            vec![("games", GameKind::list().into())],
        )));
    };
    let kind = game_kind(game)?;
    let mut invited: Vec<User> = Vec::new();
    let mut options = Vec::new();
    let mut clock = None;
    let mut setup_time = None;
    let mut computer = false;
    let mut level = None;
    let mut casual = false;
    for word in rest {
        if word.eq_ignore_ascii_case("casual") || word.eq_ignore_ascii_case("unrated") {
            if casual {
                return Err(ParseError::new(Text::key("casual-twice")));
            }
            casual = true;
        } else if COMPUTER_WORDS.contains(&word.to_lowercase().as_str()) {
            if computer {
                return Err(ParseError::new(Text::key("bot-twice")));
            }
            computer = true;
        } else if word.starts_with('@') || word.starts_with("<@") {
            let user = resolve_user(word).ok_or_else(|| {
                ParseError(Text::key_with(
                    "cannot-seat",
                    vec![("who", echo(word).into())],
                ))
            })?;
            if user.id == crate::model::COMPUTER {
                if computer {
                    return Err(ParseError::new(Text::key("bot-twice")));
                }
                computer = true;
                continue;
            }
            if invited.iter().any(|named| named.id == user.id) {
                return Err(ParseError(Text::key_with(
                    "named-twice",
                    vec![("who", echo(&user.name).into())],
                )));
            }
            invited.push(user);
        } else if let Some((name, value)) = word.split_once('=') {
            match name.to_ascii_lowercase().as_str() {
                "clock" => once(&mut clock, checked_clock(value)?, "clock-twice")?,
                "level" => {
                    let parsed = value.parse::<ai::Level>().map_err(|_| {
                        ParseError(Text::key_with(
                            "not-a-level",
                            vec![("value", echo(value).into())],
                        ))
                    })?;
                    once(&mut level, parsed, "level-twice")?;
                }
                "setup" => {
                    if !kind.about.policy.setup_phase {
                        return Err(ParseError::key_with(
                            "no-setup-phase",
                            vec![("game", game_name(kind).into())],
                        ));
                    }
                    let time = parse_setup_time(value).map_err(|error| ParseError(error.0))?;
                    once(&mut setup_time, time, "setup-time-twice")?;
                }
                _ => options.push((name.to_ascii_lowercase(), value.to_owned())),
            }
        } else if word.starts_with(|c: char| c.is_ascii_digit())
            || word.eq_ignore_ascii_case("none")
        {
            once(&mut clock, checked_clock(word)?, "clock-twice")?;
        } else {
            return Err(ParseError(Text::key_with(
                "challenge-word",
                vec![("word", echo(word).into()), ("game", kind.id().into())],
            )));
        }
    }
    let options = kind
        .check_options(&options)
        .map_err(|error| ParseError::new(super::wording::reason_text(&error.0)))?;
    let seats = kind
        .seating(&options)
        .map_err(|error| ParseError::new(super::wording::reason_text(&error.0)))?
        .seats();
    if level.is_some() && !computer {
        return Err(ParseError(Text::key_with(
            "level-needs-bot",
            vec![("game", kind.id().into())],
        )));
    }
    let computer = if computer {
        let Some(opponent) = ai::opponent_for(kind.id()) else {
            return Err(ParseError(bot_cannot_play(kind)));
        };
        opponent
            .plays(&options)
            .map_err(|unable| ParseError::new(super::wording::reason_text(&unable.0)))?;
        if invited.len() + 1 >= seats {
            return Err(ParseError::key_with(
                "bot-no-seat",
                vec![("game", game_name(kind).into()), ("seats", seats.into())],
            ));
        }
        Some(level.unwrap_or(ai::Level::DEFAULT))
    } else {
        None
    };
    if invited.len() >= seats {
        return Err(ParseError::key_with(
            "too-many-named",
            vec![
                ("game", game_name(kind).into()),
                ("seats", seats.into()),
                ("others", (seats - 1).into()),
            ],
        ));
    }
    Ok(ChallengeTerms {
        kind,
        invited,
        options,
        clock,
        setup_time,
        computer,
        casual,
    })
}

/// The words that name the bot itself as the opponent in a challenge.
const COMPUTER_WORDS: [&str; 6] = ["bot", "ai", "@bot", "@ai", "@umpire", "umpire"];

/// The games the computer plays, by name: `Jungle and Jungi`.
pub fn computer_games() -> Text {
    let names: Vec<Text> = GameKind::all()
        .filter(|kind| ai::opponent_for(kind.id()).is_some())
        .map(game_name)
        .collect();
    crate::host::wording::and_list(&names)
}

/// The refusal of a challenge to the bot at a game it does not play, naming those it does.
pub fn bot_cannot_play(kind: GameKind) -> Text {
    Text::key_with(
        "bot-cannot-play",
        vec![
            ("game", game_name(kind).into()),
            ("games", computer_games().into()),
        ],
    )
}

/// Sets a challenge term that may be given only once; `twice` is the catalogue sentence that says it
/// was given twice.
fn once<T>(slot: &mut Option<T>, value: T, twice: &str) -> Result<(), ParseError> {
    if slot.replace(value).is_some() {
        return Err(ParseError::key(twice));
    }
    Ok(())
}

fn checked_clock(text: &str) -> Result<ClockSpec, ParseError> {
    text.parse::<ClockSpec>()
        .map_err(|error| ParseError(error.0))
}

/// Reads a challenge's code, `c12` (also `#c12`).
pub fn challenge_code(word: &str) -> Option<ChallengeId> {
    let word = word.strip_prefix('#').unwrap_or(word);
    let digits = word.strip_prefix('c').or_else(|| word.strip_prefix('C'))?;
    digits.parse().ok().map(ChallengeId)
}

/// The refusal for a challenge named like a game or a plain number.
fn not_a_challenge_code(verb: &str, word: &str) -> ParseError {
    let digits = word.trim_start_matches('#');
    let example = if digits.chars().all(|c| c.is_ascii_digit()) && !digits.is_empty() {
        format!("c{digits}")
    } else {
        "c3".to_owned()
    };
    ParseError::key_with(
        "not-a-challenge-code",
        vec![
            ("verb", verb.into()),
            ("example", example.into()),
            ("word", echo(word).into()),
        ],
    )
}

/// Reads `#12` (a game is always written with `#`, so it never looks like a move).
fn game_ref(word: &str) -> Option<GameId> {
    word.strip_prefix('#')?.parse().ok().map(GameId)
}

fn challenge_ref(rest: &[&str], verb: &str) -> Result<Option<ChallengeId>, ParseError> {
    match rest {
        [] => Ok(None),
        [word] => challenge_code(word)
            .map(Some)
            .ok_or_else(|| not_a_challenge_code(verb, word)),
        _ => Err(ParseError::key_with(
            "at-most-a-challenge",
            vec![("verb", verb.into())],
        )),
    }
}

/// The words after a typed `resign` command: see [`parse_resign`].
pub fn resign(args: &str) -> Result<Request, ParseError> {
    let words: Vec<&str> = args.split_whitespace().collect();
    parse_resign(&words)
}

/// The words after a typed `move` command: the game it names (a `#12` word anywhere) and the move's own
/// words, all of them (`flip c4`, `swap a1 b2`).
pub fn typed_move(args: &str) -> Result<(Option<GameId>, String), ParseError> {
    let (named, words): (Vec<&str>, Vec<&str>) = args
        .split_whitespace()
        .partition(|word| word.starts_with('#'));
    let game = match named.as_slice() {
        [] => None,
        [one] => Some(game_ref(one).ok_or_else(|| {
            ParseError::key_with("not-a-game-number", vec![("word", echo(one).into())])
        })?),
        _ => {
            return Err(ParseError::new(Text::key("one-game-at-most")));
        }
    };
    Ok((game, words.join(" ")))
}

/// `resign` asks for a confirmation; `resign confirm` (or `resign yes`) resigns. Either may name the game.
fn parse_resign(rest: &[&str]) -> Result<Request, ParseError> {
    let (game, words) = split_game_ref(rest);
    match words.as_slice() {
        [] => Ok(Request::ConfirmResign(game)),
        [word] if ["confirm", "yes"].contains(&word.to_lowercase().as_str()) => {
            Ok(Request::Resign(game))
        }
        _ => Err(ParseError::new(Text::key("resign-hint"))),
    }
}

fn only_game_ref(rest: &[&str], verb: &str) -> Result<Option<GameId>, ParseError> {
    match rest {
        [] => Ok(None),
        [word] => game_ref(word).map(Some).ok_or_else(|| {
            ParseError::key_with(
                "at-most-a-game-not",
                vec![("verb", verb.into()), ("word", echo(word).into())],
            )
        }),
        _ => Err(ParseError::key_with(
            "at-most-a-game",
            vec![("verb", verb.into())],
        )),
    }
}

fn parse_decline(rest: &[&str]) -> Result<Request, ParseError> {
    let (id, reason) = match rest.split_first() {
        Some((first, reason)) if challenge_code(first).is_some() => (challenge_code(first), reason),
        Some((first, _)) if first.trim_start_matches('#').parse::<u64>().is_ok() => {
            return Err(not_a_challenge_code("decline", first));
        }
        _ => (None, rest),
    };
    let reason = (!reason.is_empty()).then(|| reason.join(" "));
    Ok(Request::Decline(id, reason))
}

fn parse_move(rest: &[&str]) -> Result<Request, ParseError> {
    let (game, action) = match rest.split_first() {
        Some((first, action)) if first.starts_with('#') => {
            let game = game_ref(first).ok_or_else(|| {
                ParseError::key_with("move-game-number", vec![("word", echo(first).into())])
            })?;
            (Some(game), action)
        }
        _ => (None, rest),
    };
    if action.is_empty() {
        return Err(ParseError::new(Text::key("say-which-move")));
    }
    Ok(Request::Act {
        game,
        text: action.join(" "),
        bare: false,
    })
}

/// Takes the first `#3` out of the words: the game they name, and the other words.
fn split_game_ref(rest: &[&str]) -> (Option<GameId>, Vec<String>) {
    let mut game = None;
    let mut words = Vec::new();
    for word in rest {
        match game_ref(word) {
            Some(id) if game.is_none() => game = Some(id),
            _ => words.push((*word).to_owned()),
        }
    }
    (game, words)
}

/// `setup WORDS`: the host's `setup show`, `setup list`, `setup save NAME`, `setup load NAME`, or a
/// setup action of the game (`setup <setup string>`, `setup swap a1 b2`, `setup ready`).
fn parse_setup_command(rest: &[&str]) -> Result<Request, ParseError> {
    let (game, words) = split_game_ref(rest);
    if words.is_empty() {
        return Err(ParseError::new(Text::key("setup-hint")));
    }
    Ok(Request::Setup(game, words.join(" ")))
}

fn parse_draw(rest: &[&str]) -> Result<Request, ParseError> {
    let mut answer = DrawAnswer::Offer;
    let mut game = None;
    for word in rest {
        if let Some(id) = game_ref(word) {
            game = Some(id);
            continue;
        }
        answer = match word.to_lowercase().as_str() {
            "offer" | "propose" => DrawAnswer::Offer,
            "accept" | "yes" | "agree" => DrawAnswer::Accept,
            "decline" | "no" | "refuse" => DrawAnswer::Decline,
            _ => {
                return Err(ParseError::key_with(
                    "draw-words",
                    vec![("word", echo(word).into())],
                ));
            }
        };
    }
    Ok(Request::Draw(game, answer))
}

/// `takeback` asks to take back one's last move (or agrees to the others' request); `takeback accept` and
/// `takeback decline` answer a request. Any of them may name the game.
fn parse_takeback(rest: &[&str]) -> Result<Request, ParseError> {
    let (game, words) = split_game_ref(rest);
    let answer = match words.as_slice() {
        [] => DrawAnswer::Offer,
        [word] => match word.to_lowercase().as_str() {
            "ask" | "request" | "offer" => DrawAnswer::Offer,
            "accept" | "yes" | "agree" => DrawAnswer::Accept,
            "decline" | "no" | "refuse" => DrawAnswer::Decline,
            _ => return Err(takeback_words(word)),
        },
        [word, ..] => return Err(takeback_words(word)),
    };
    Ok(Request::Takeback(game, answer))
}

fn takeback_words(word: &str) -> ParseError {
    ParseError::key_with("takeback-words", vec![("word", echo(word).into())])
}

/// The answer to a mention the adapter could not resolve.
fn unknown_player(word: &str) -> ParseError {
    ParseError::key_with("unknown-player", vec![("who", echo(word).into())])
}

fn parse_games(
    rest: &[&str],
    resolve_user: &impl Fn(&str) -> Option<User>,
) -> Result<Request, ParseError> {
    if let Some((word, rest)) = rest.split_first()
        && ["finished", "archive", "done"].contains(&word.to_lowercase().as_str())
    {
        return parse_finished(rest, resolve_user);
    }
    let (mine, rest) = match rest.split_first() {
        Some((word, rest)) if word.eq_ignore_ascii_case("mine") => (true, rest),
        _ => (false, rest),
    };
    let page = page_of(rest, if mine { "games mine" } else { "games" })
        .map_err(|_| ParseError::new(Text::key("games-hint")))?;
    Ok(Request::Games { mine, page })
}

/// `games finished [@player|mine] [GAME] [page N]`, in any order.
fn parse_finished(
    rest: &[&str],
    resolve_user: &impl Fn(&str) -> Option<User>,
) -> Result<Request, ParseError> {
    let (words, page) = split_page(rest, "games finished")?;
    let mut whose = None;
    let mut kind = None;
    for word in words {
        if word.eq_ignore_ascii_case("mine") || word.starts_with('@') || word.starts_with("<@") {
            let player = if word.eq_ignore_ascii_case("mine") {
                Archive::Mine
            } else {
                Archive::Of(resolve_user(word).ok_or_else(|| unknown_player(word))?)
            };
            if whose.replace(player).is_some() {
                return Err(ParseError::new(Text::key("one-player-at-most")));
            }
        } else if let Ok(found) = word.parse::<GameKind>() {
            if kind.replace(found).is_some() {
                return Err(ParseError::new(Text::key("one-kind-at-most")));
            }
        } else {
            return Err(ParseError::key_with(
                "finished-word",
                vec![("word", echo(word).into())],
            ));
        }
    }
    Ok(Request::Finished {
        whose: whose.unwrap_or(Archive::Here),
        kind,
        page,
    })
}

/// `leaderboard GAME [all] [players=N] [page N]`, in any order after the game.
fn parse_leaderboard(rest: &[&str]) -> Result<Request, ParseError> {
    let (words, page) = split_page(rest, "leaderboard GAME")?;
    let Some((game, words)) = words.split_first() else {
        return Err(ParseError::key_with(
            "leaderboard-which-game",
            vec![("games", GameKind::list().into())],
        ));
    };
    let kind = game_kind(game)?;
    let mut everyone = false;
    let mut players = None;
    for word in words {
        match word.to_lowercase().as_str() {
            "all" | "everyone" | "global" => everyone = true,
            "here" | "server" => everyone = false,
            lower => match lower.strip_prefix("players=") {
                Some(count) => players = Some(count.to_owned()),
                None => {
                    return Err(ParseError::key_with(
                        "leaderboard-word",
                        vec![("word", echo(word).into()), ("game", kind.id().into())],
                    ));
                }
            },
        }
    }
    Ok(Request::Leaderboard {
        pool: pool_of(kind, players.as_deref())?,
        everyone,
        page,
    })
}

/// The rating pool of `kind` at the table size `players` (the game's standard one when `None`), checked
/// against the game's options.
pub fn pool_of(kind: GameKind, players: Option<&str>) -> Result<Pool, ParseError> {
    let settings = match players {
        None => games::Settings::default(),
        Some(count) => kind
            .check_options(&[("players".to_owned(), count.to_owned())])
            .map_err(|error| ParseError::new(defuse(&error.to_string())))?,
    };
    let seats = kind
        .seating(&settings)
        .map_err(|error| ParseError::new(defuse(&error.to_string())))?
        .seats();
    Ok(Pool::of(kind, seats))
}

/// `profile [@player]`.
fn parse_profile(
    rest: &[&str],
    resolve_user: &impl Fn(&str) -> Option<User>,
) -> Result<Request, ParseError> {
    match rest {
        [] => Ok(Request::Profile(None)),
        [word] if word.starts_with('@') || word.starts_with("<@") => resolve_user(word)
            .map(|user| Request::Profile(Some(user)))
            .ok_or_else(|| unknown_player(word)),
        _ => Err(ParseError::new(Text::key("profile-hint"))),
    }
}

/// Takes `page N` (anywhere) out of a listing's words: the other words, and the page (1 without one).
fn split_page<'a>(rest: &[&'a str], command: &str) -> Result<(Vec<&'a str>, usize), ParseError> {
    let Some(at) = rest
        .iter()
        .position(|word| word.eq_ignore_ascii_case("page"))
    else {
        return Ok((rest.to_vec(), 1));
    };
    match rest.get(at + 1).map(|number| number.parse::<usize>()) {
        Some(Ok(page)) if page >= 1 => {
            let mut words = rest.to_vec();
            words.drain(at..at + 2);
            Ok((words, page))
        }
        _ => Err(page_numbers(command)),
    }
}

/// The answer to a page that is not a number from 1.
fn page_numbers(command: &str) -> ParseError {
    ParseError::key_with("page-numbers", vec![("command", command.into())])
}

/// Reads nothing (the first page) or `page N` after a listing command.
fn page_of(rest: &[&str], command: &str) -> Result<usize, ParseError> {
    match rest {
        [] => Ok(1),
        [word, number] if word.eq_ignore_ascii_case("page") => match number.parse::<usize>() {
            Ok(page) if page >= 1 => Ok(page),
            _ => Err(page_numbers(command)),
        },
        _ => Err(ParseError::key_with(
            "at-most-a-page",
            vec![("command", command.into())],
        )),
    }
}

fn parse_setting(rest: &[&str]) -> Result<Request, ParseError> {
    let on_off = |value: &str, key: &str| match value.to_lowercase().as_str() {
        "on" | "yes" => Ok(true),
        "off" | "no" => Ok(false),
        _ => Err(ParseError(Text::key_with(
            "set-on-off",
            vec![("key", key.into())],
        ))),
    };
    let setting = match rest {
        [] => return Ok(Request::Settings),
        [key, value] => (key.to_lowercase(), value.to_lowercase()),
        _ => return Err(ParseError::key("set-hint")),
    };
    if matches!(setting.0.as_str(), "server-language" | "server-lang") {
        let language = match setting.1.as_str() {
            "auto" => None,
            code => match Language::of_locale(code).or(match code {
                "english" => Some(Language::En),
                "chinese" | "中文" | "cn" => Some(Language::Zh),
                _ => None,
            }) {
                Some(language) => Some(language),
                None => return Err(ParseError::key("set-server-language-hint")),
            },
        };
        return Ok(Request::ServerLanguage {
            language,
            may_manage: false,
        });
    }
    let setting = match (setting.0.as_str(), setting.1.as_str()) {
        ("labels", "english" | "en") => Setting::Labels(LabelPreference::English),
        ("labels", "chinese" | "zh" | "cn") => Setting::Labels(LabelPreference::Chinese),
        ("labels", other) => {
            return Err(ParseError(Text::key_with(
                "set-labels-hint",
                vec![("value", echo(other).into())],
            )));
        }
        ("ping", value) => Setting::Ping(on_off(value, "ping")?),
        ("coordinates" | "coords", value) => Setting::Coordinates(on_off(value, "coordinates")?),
        ("orientation" | "board", "own" | "mine" | "flip") => {
            Setting::Orientation(Orientation::Own)
        }
        ("orientation" | "board", "fixed" | "standard") => Setting::Orientation(Orientation::Fixed),
        ("orientation" | "board", _) => {
            return Err(ParseError::key("set-orientation-hint"));
        }
        ("language" | "lang", "auto") => Setting::Language(None),
        ("language" | "lang", code) => match Language::of_locale(code).or(match code {
            "english" => Some(Language::En),
            "chinese" | "中文" | "cn" => Some(Language::Zh),
            _ => None,
        }) {
            Some(language) => Setting::Language(Some(language)),
            None => {
                return Err(ParseError::key("set-language-hint"));
            }
        },
        _ => return Err(ParseError::key("set-hint")),
    };
    Ok(Request::Set(setting))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::api::UserId;

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
        let setup =
            |game: Option<u64>, text: &str| Ok(Request::Setup(game.map(GameId), text.into()));
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
        let Ok(Request::Challenge(terms)) = parse("challenge jungle @bob dog_above_wolf=on 2h")
        else {
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
    fn moves_in_every_form() {
        assert_eq!(parse("m a3a4"), act(None, "a3a4", false));
        assert_eq!(parse("move g3 g4"), act(None, "g3 g4", false));
        assert_eq!(parse("move #12 1-g4"), act(Some(12), "1-g4", false));
        assert!(parse("m").is_err());
        assert!(parse("m #x a3a4").is_err());
    }

    #[test]
    fn lobby_words() {
        assert_eq!(parse("accept"), Ok(Request::Accept(None)));
        assert_eq!(
            parse("accept c4"),
            Ok(Request::Accept(Some(ChallengeId(4))))
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
        assert_eq!(parse("rules jungle"), Ok(Request::Rules("jungle".into())));
        assert_eq!(parse("help"), Ok(Request::Help));
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
        assert!(parse("games finished jungle junqi").is_err());
        assert!(parse("games finished lately").is_err());
        assert_eq!(parse("game #12"), Ok(Request::ShowGame(GameId(12))));
        assert!(parse("game 12").is_err());
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
}
