//! Reading a typed command line (`challenge jungle @bob 2h`, `m a3a4`, `draw accept`) into a [`Request`].
//!
//! The adapters strip their prefix (`!`) first; mentions are resolved by the adapter through the
//! `resolve_user` callback, since only it knows how users are written (`<@123>` on Discord, `@bob` locally).

use crate::host::api::{ChallengeId, DrawAnswer, GameId, LabelPreference, Request, Setting, User};
use crate::host::clock::ClockSpec;
use crate::host::text::{defuse, echo};
use games::GameKind;

/// The longest command line the bot reads.
pub const MAX_COMMAND_LEN: usize = 500;

/// Why a line could not be read as a command: one plain sentence saying what to type instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub String);

impl ParseError {
    fn new(sentence: impl Into<String>) -> Self {
        Self(sentence.into())
    }
}

impl Request {
    /// Reads one command line, without the prefix. `resolve_user` turns a mention token (`@bob`, `<@123>`)
    /// into the user it names, or `None` when nobody by that name is known.
    pub fn parse(
        text: &str,
        resolve_user: impl Fn(&str) -> Option<User>,
    ) -> Result<Request, ParseError> {
        if text.chars().count() > MAX_COMMAND_LEN {
            return Err(ParseError::new(format!(
                "That is too long for a command (at most {MAX_COMMAND_LEN} characters); commands are short, like `move a3a4`. Say `help` for the list."
            )));
        }
        let mut words = text.split_whitespace();
        let Some(verb) = words.next() else {
            return Err(ParseError::new(
                "Say a command, like `help`, `challenge jungle @someone` or `move a3a4`.",
            ));
        };
        let rest: Vec<&str> = words.collect();
        match verb.to_lowercase().as_str() {
            "challenge" | "duel" => parse_challenge(&rest, resolve_user),
            "accept" => Ok(Request::Accept(challenge_ref(&rest, "accept")?)),
            "decline" | "refuse" => parse_decline(&rest),
            "cancel" | "withdraw" => Ok(Request::Cancel(challenge_ref(&rest, "cancel")?)),
            "challenges" | "lobby" => no_arguments(&rest, "challenges", Request::Challenges),
            "move" | "m" | "play" => parse_move(&rest),
            "pass" => Ok(Request::Move(only_game_ref(&rest, "pass")?, "pass".into())),
            "swap" | "flag" | "random" | "ready" => Ok(parse_setup(verb, &rest)),
            "setup" => parse_setup_command(&rest),
            "resign" => Ok(Request::Resign(only_game_ref(&rest, "resign")?)),
            "draw" => parse_draw(&rest),
            "board" | "show" => Ok(Request::Board(only_game_ref(&rest, "board")?)),
            "myboard" | "my-board" | "private" => {
                Ok(Request::MyBoard(only_game_ref(&rest, "myboard")?))
            }
            "history" | "record" => Ok(Request::History(only_game_ref(&rest, "history")?)),
            "games" => parse_games(&rest),
            "rules" => Ok(Request::Rules(rest.join(" "))),
            "help" | "commands" | "?" => Ok(Request::Help),
            "set" => parse_setting(&rest),
            _ => Err(unknown_command(verb)),
        }
    }

    /// Reads a typed line as [`Request::parse`] does, except that a line which is no command at all (its
    /// first word is none the parser knows) is taken as a bare move, exactly like `move <line>`, when
    /// `plays_here` says the user plays a game that the place means (a direct conversation, or that
    /// game's own place). Elsewhere such a line is refused as before, so ordinary chat is never a move.
    pub fn parse_typed(
        text: &str,
        resolve_user: impl Fn(&str) -> Option<User>,
        plays_here: impl FnOnce() -> bool,
    ) -> Result<Request, ParseError> {
        let parsed = Request::parse(text, resolve_user);
        match (&parsed, text.split_whitespace().next()) {
            (Err(error), Some(verb)) if *error == unknown_command(verb) && plays_here() => {
                Ok(Request::Move(None, text.trim().to_owned()))
            }
            _ => parsed,
        }
    }
}

/// The answer to a line whose first word is no command.
fn unknown_command(verb: &str) -> ParseError {
    ParseError::new(format!(
        "\"{}\" is not a command; say `help` to see what I understand.",
        echo(verb)
    ))
}

fn no_arguments(rest: &[&str], verb: &str, request: Request) -> Result<Request, ParseError> {
    match rest.first() {
        None => Ok(request),
        Some(extra) => Err(ParseError::new(format!(
            "`{verb}` takes nothing after it, so \"{}\" is not understood.",
            echo(extra)
        ))),
    }
}

fn parse_challenge(
    rest: &[&str],
    resolve_user: impl Fn(&str) -> Option<User>,
) -> Result<Request, ParseError> {
    let Some((game, rest)) = rest.split_first() else {
        return Err(ParseError::new(format!(
            "Say which game, like `challenge jungle @someone`; the games are {}.",
            game_list()
        )));
    };
    let kind: GameKind = game
        .parse()
        .map_err(|error: games::UnknownGame| ParseError::new(defuse(&error.to_string())))?;
    let mut opponent = None;
    let mut options = Vec::new();
    let mut clock = None;
    for word in rest {
        if word.starts_with('@') || word.starts_with("<@") {
            let user = resolve_user(word).ok_or_else(|| {
                ParseError::new(format!(
                    "I do not know who {} is; mention someone who is here.",
                    echo(word)
                ))
            })?;
            if opponent.replace(user).is_some() {
                return Err(ParseError::new(
                    "A challenge names at most one opponent; leave the name out for an open challenge.",
                ));
            }
        } else if let Some(value) = word.strip_prefix("clock=") {
            clock = Some(checked_clock(value)?);
        } else if let Some((name, value)) = word.split_once('=') {
            options.push((name.to_lowercase(), value.to_owned()));
        } else if word.starts_with(|c: char| c.is_ascii_digit())
            || word.eq_ignore_ascii_case("none")
        {
            clock = Some(checked_clock(word)?);
        } else {
            return Err(ParseError::new(format!(
                "I did not understand \"{}\" in that challenge: name the opponent as @name, options as NAME=VALUE (say `rules {}` for them), and the clock like `2h` or `none`.",
                echo(word),
                kind.id()
            )));
        }
    }
    Ok(Request::Challenge {
        game: kind.id().to_owned(),
        opponent,
        options,
        clock,
    })
}

fn checked_clock(text: &str) -> Result<String, ParseError> {
    text.parse::<ClockSpec>()
        .map_err(|error| ParseError::new(error.to_string()))?;
    Ok(text.to_lowercase())
}

fn game_list() -> String {
    GameKind::ALL
        .iter()
        .map(|kind| kind.id())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Reads `12` or `#12` as a number.
fn number(word: &str) -> Option<u64> {
    word.strip_prefix('#').unwrap_or(word).parse().ok()
}

/// Reads `#12` (a game is always written with `#`, so it never looks like a move).
fn game_ref(word: &str) -> Option<GameId> {
    word.strip_prefix('#')?.parse().ok().map(GameId)
}

fn challenge_ref(rest: &[&str], verb: &str) -> Result<Option<ChallengeId>, ParseError> {
    match rest {
        [] => Ok(None),
        [word] => number(word).map(|id| Some(ChallengeId(id))).ok_or_else(|| {
            ParseError::new(format!(
                "`{verb}` takes a challenge number, like `{verb} 3`, and \"{}\" is not one.",
                echo(word)
            ))
        }),
        _ => Err(ParseError::new(format!(
            "`{verb}` takes at most a challenge number, like `{verb} 3`."
        ))),
    }
}

fn only_game_ref(rest: &[&str], verb: &str) -> Result<Option<GameId>, ParseError> {
    match rest {
        [] => Ok(None),
        [word] => game_ref(word).map(Some).ok_or_else(|| {
            ParseError::new(format!(
                "`{verb}` takes at most a game number, like `{verb} #3`, and \"{}\" is not one.",
                echo(word)
            ))
        }),
        _ => Err(ParseError::new(format!(
            "`{verb}` takes at most a game number, like `{verb} #3`."
        ))),
    }
}

fn parse_decline(rest: &[&str]) -> Result<Request, ParseError> {
    let (id, reason) = match rest.split_first() {
        Some((first, reason)) if number(first).is_some() => {
            (number(first).map(ChallengeId), reason)
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
                ParseError::new(format!(
                    "\"{}\" is not a game number; write it like `move #3 a3a4`.",
                    echo(first)
                ))
            })?;
            (Some(game), action)
        }
        _ => (None, rest),
    };
    if action.is_empty() {
        return Err(ParseError::new(
            "Say which move, like `move a3a4` (`m a3a4` for short).",
        ));
    }
    Ok(Request::Move(game, action.join(" ")))
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

/// A bare setup word with what follows it (`swap a1 b2`, `ready #3`).
fn parse_setup(verb: &str, rest: &[&str]) -> Request {
    let (game, words) = split_game_ref(rest);
    let mut text = verb.to_lowercase();
    for word in words {
        text.push(' ');
        text.push_str(&word);
    }
    Request::Setup(game, text)
}

/// `setup WORDS`: `setup save NAME`, `setup load NAME`, `setup list`, `setup show`, `setup <string>`, or
/// any bare setup word after `setup` (`setup swap a1 b2`, `setup ready`).
fn parse_setup_command(rest: &[&str]) -> Result<Request, ParseError> {
    let (game, words) = split_game_ref(rest);
    let Some(first) = words.first().map(|word| word.to_lowercase()) else {
        return Err(ParseError::new(
            "Say what to do with your setup, like `setup show`, `setup random`, `setup save NAME` or `ready`.",
        ));
    };
    let text = if matches!(first.as_str(), "swap" | "flag" | "random" | "ready") {
        words.join(" ").to_lowercase()
    } else {
        format!("setup {}", words.join(" "))
    };
    Ok(Request::Setup(game, text))
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
                return Err(ParseError::new(format!(
                    "`draw` is followed by `offer`, `accept` or `decline` (and a game number like #3 if needed), not \"{}\".",
                    echo(word)
                )));
            }
        };
    }
    Ok(Request::Draw(game, answer))
}

fn parse_games(rest: &[&str]) -> Result<Request, ParseError> {
    match rest {
        [] => Ok(Request::Games { mine: false }),
        [word] if word.eq_ignore_ascii_case("mine") => Ok(Request::Games { mine: true }),
        _ => Err(ParseError::new(
            "Say `games` for the games here, or `games mine` for yours everywhere.",
        )),
    }
}

fn parse_setting(rest: &[&str]) -> Result<Request, ParseError> {
    let labels = match rest {
        [key, value] if key.eq_ignore_ascii_case("labels") => value.to_lowercase(),
        _ => {
            return Err(ParseError::new(
                "The setting there is is `set labels english` or `set labels chinese`.",
            ));
        }
    };
    let preference = match labels.as_str() {
        "english" | "en" => LabelPreference::English,
        "chinese" | "zh" | "cn" => LabelPreference::Chinese,
        _ => {
            return Err(ParseError::new(format!(
                "Labels are `english` or `chinese`, not \"{}\".",
                echo(&labels)
            )));
        }
    };
    Ok(Request::Set(Setting::Labels(preference)))
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

    #[test]
    fn setup_words_and_pass_work_without_move() {
        let setup =
            |game: Option<u64>, text: &str| Ok(Request::Setup(game.map(GameId), text.into()));
        assert_eq!(parse("swap a1 b2"), setup(None, "swap a1 b2"));
        assert_eq!(parse("Ready #4"), setup(Some(4), "ready"));
        assert_eq!(parse("flag"), setup(None, "flag"));
        assert_eq!(parse("random"), setup(None, "random"));
        assert_eq!(parse("setup save wall"), setup(None, "setup save wall"));
        assert_eq!(parse("setup #2 show"), setup(Some(2), "setup show"));
        assert_eq!(parse("setup swap a1 b2"), setup(None, "swap a1 b2"));
        assert_eq!(
            parse("setup 41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM"),
            setup(None, "setup 41372/6.5.3/92.8B/1.7.5/M3B64/2F1MM")
        );
        assert!(parse("setup").is_err());
        assert_eq!(parse("pass"), Ok(Request::Move(None, "pass".into())));
        assert_eq!(
            parse("pass #3"),
            Ok(Request::Move(Some(GameId(3)), "pass".into()))
        );
    }

    #[test]
    fn challenges_with_opponent_options_and_clock() {
        assert_eq!(
            parse("challenge jungle @bob dog_above_wolf=on 2h"),
            Ok(Request::Challenge {
                game: "jungle".into(),
                opponent: bob("@bob"),
                options: vec![("dog_above_wolf".into(), "on".into())],
                clock: Some("2h".into()),
            })
        );
        assert_eq!(
            parse("CHALLENGE animal-chess clock=none"),
            Ok(Request::Challenge {
                game: "jungle".into(),
                opponent: None,
                options: vec![],
                clock: Some("none".into()),
            })
        );
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
        ] {
            let error = parse(bad).unwrap_err().0;
            assert!(error.ends_with('.'), "{bad}: {error}");
        }
    }

    #[test]
    fn moves_in_every_form() {
        assert_eq!(parse("m a3a4"), Ok(Request::Move(None, "a3a4".into())));
        assert_eq!(parse("move g3 g4"), Ok(Request::Move(None, "g3 g4".into())));
        assert_eq!(
            parse("move #12 1-g4"),
            Ok(Request::Move(Some(GameId(12)), "1-g4".into()))
        );
        assert!(parse("m").is_err());
        assert!(parse("m #x a3a4").is_err());
    }

    #[test]
    fn lobby_words() {
        assert_eq!(parse("accept"), Ok(Request::Accept(None)));
        assert_eq!(
            parse("accept #4"),
            Ok(Request::Accept(Some(ChallengeId(4))))
        );
        assert_eq!(
            parse("decline 4 not today"),
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
        assert_eq!(parse("challenges"), Ok(Request::Challenges));
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
        assert_eq!(parse("resign"), Ok(Request::Resign(None)));
        assert_eq!(parse("board #2"), Ok(Request::Board(Some(GameId(2)))));
        assert_eq!(parse("history"), Ok(Request::History(None)));
        assert_eq!(parse("games mine"), Ok(Request::Games { mine: true }));
        assert_eq!(parse("rules jungle"), Ok(Request::Rules("jungle".into())));
        assert_eq!(parse("help"), Ok(Request::Help));
        assert_eq!(
            parse("set labels chinese"),
            Ok(Request::Set(Setting::Labels(LabelPreference::Chinese)))
        );
        assert!(parse("draw maybe").is_err());
        assert!(parse("games everywhere").is_err());
        assert!(parse("board 2").is_err());
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
