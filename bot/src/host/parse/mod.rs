//! Reading a typed command line (`challenge jungle @bob 2h`, `m a3a4`, `draw accept`) into a [`Request`].
//!
//! The adapters strip their prefix (`!`) first; mentions are resolved by the adapter through the
//! `resolve_user` callback, since only it knows how users are written (`<@123>` on Discord, `@bob` locally),
//! and so are the plain names of a challenge, which the adapter looks up beforehand
//! ([`names_to_look_up`]).

use crate::host::api::{Arg, ChallengeId, DrawAnswer, GameId, Request, Text, User};
use crate::message::safe::{defuse, echo};
use games::GameKind;

mod challenge;
mod listings;
mod settings;
#[cfg(test)]
mod tests;
mod tournament;

pub use challenge::{bot_cannot_play, challenge, names_to_look_up};
use listings::{page_of, parse_games, parse_leaderboard, parse_profile};
use settings::parse_setting;
pub use tournament::{LONGEST_WAIT, create as tournament_create, tournament_code};

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
    /// Reads one command line, without the prefix. `resolve_user` turns a mention token (`@bob`, `<@123>`),
    /// or a name in a challenge, into the user it names, or `None` when nobody by that name is known.
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
            "accept" => parse_accept(&rest),
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
            "verify" => Ok(Request::Verify(only_game_ref(&rest, "verify")?)),
            "rematch" => Ok(Request::Rematch(only_game_ref(&rest, "rematch")?)),
            "replay" => Ok(Request::Replay(only_game_ref(&rest, "replay")?, None)),
            "analyse" | "analyze" | "analysis" | "复盘" => {
                Ok(Request::Analyse(only_game_ref(&rest, "analyse")?, None))
            }
            "abort" => Ok(Request::Abort(only_game_ref(&rest, "abort")?)),
            "games" => parse_games(&rest, &resolve_user),
            // The finished game's number, with or without `#`, as the slash command takes it.
            "game" => match rest.as_slice() {
                [word] if game_ref(word).or_else(|| bare_game_ref(word)).is_some() => {
                    Ok(Request::ShowGame(
                        game_ref(word)
                            .or_else(|| bare_game_ref(word))
                            .expect("checked just above"),
                    ))
                }
                _ => Err(ParseError::new(Text::key("say-which-finished"))),
            },
            "leaderboard" | "ladder" | "top" => parse_leaderboard(&rest),
            "profile" | "stats" => parse_profile(&rest, &resolve_user),
            "follow" | "watch" => Ok(Request::Follow(only_game_ref(&rest, "follow")?, true)),
            "unfollow" | "unwatch" => Ok(Request::Follow(only_game_ref(&rest, "unfollow")?, false)),
            "rules" => {
                let (words, page) = listings::split_page(&rest, "rules")?;
                Ok(Request::Rules {
                    game: words.join(" "),
                    page,
                })
            }
            "help" | "commands" | "?" => {
                let (words, page) = listings::split_page(&rest, "help")?;
                let command = (!words.is_empty()).then(|| words.join(" "));
                Ok(Request::Help { command, page })
            }
            "set" => parse_setting(&rest),
            "tournament" | "tourney" | "比赛" => tournament::tournament(&rest),
            "tournaments" | "比赛列表" => match rest.as_slice() {
                [] => Ok(Request::Tournaments),
                _ => Err(ParseError::key("tournaments-no-words")),
            },
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

/// A game's number without its `#` (`12`).
fn bare_game_ref(word: &str) -> Option<GameId> {
    word.parse().ok().map(GameId)
}

/// `accept [number] [seed=WORD]`.
fn parse_accept(rest: &[&str]) -> Result<Request, ParseError> {
    let seed = |word: &&str| {
        word.split_once('=')
            .filter(|(name, _)| name.eq_ignore_ascii_case("seed"))
            .map(|(_, value)| value.to_owned())
    };
    let seeds: Vec<String> = rest.iter().filter_map(seed).collect();
    if seeds.len() > 1 {
        return Err(ParseError::new(Text::key("seed-twice")));
    }
    let others: Vec<&str> = rest
        .iter()
        .filter(|word| seed(word).is_none())
        .copied()
        .collect();
    let challenge = challenge_ref(&others, "accept")?;
    Ok(Request::Accept(challenge, seeds.into_iter().next()))
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
