//! Reading the listing commands: `games` (ongoing, mine, finished), `leaderboard`, `profile`, and the
//! `page N` any of them may take.

use super::tournament::tournament_code;
use super::{ParseError, game_kind};
use crate::host::api::{Archive, Request, Text, User};
use crate::message::safe::{defuse, echo};
use crate::model::Pool;
use games::GameKind;

/// The answer to a mention the adapter could not resolve.
fn unknown_player(word: &str) -> ParseError {
    ParseError::key_with("unknown-player", vec![("who", echo(word).into())])
}

pub(super) fn parse_games(
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

/// `games finished [@player|mine|tournament:t3] [GAME] [page N]`, in any order.
fn parse_finished(
    rest: &[&str],
    resolve_user: &impl Fn(&str) -> Option<User>,
) -> Result<Request, ParseError> {
    let (words, page) = split_page(rest, "games finished")?;
    let mut whose = None;
    let mut kind = None;
    for word in words {
        let scope = match word.split_once(':') {
            Some((key, code)) if key.eq_ignore_ascii_case("tournament") => Some(
                Archive::Tournament(tournament_code(code).ok_or_else(|| {
                    ParseError::key_with("not-a-tournament-code", vec![("word", echo(code).into())])
                })?),
            ),
            _ => None,
        };
        if let Some(tournament) = scope {
            if whose.replace(tournament).is_some() {
                return Err(ParseError::new(Text::key("finished-player-or-tournament")));
            }
        } else if word.eq_ignore_ascii_case("mine")
            || word.starts_with('@')
            || word.starts_with("<@")
        {
            let player = if word.eq_ignore_ascii_case("mine") {
                Archive::Mine
            } else {
                Archive::Of(resolve_user(word).ok_or_else(|| unknown_player(word))?)
            };
            match whose.replace(player) {
                Some(Archive::Tournament(_)) => {
                    return Err(ParseError::new(Text::key("finished-player-or-tournament")));
                }
                Some(_) => return Err(ParseError::new(Text::key("one-player-at-most"))),
                None => {}
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
pub(super) fn parse_leaderboard(rest: &[&str]) -> Result<Request, ParseError> {
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
pub(super) fn parse_profile(
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
pub(super) fn split_page<'a>(
    rest: &[&'a str],
    command: &str,
) -> Result<(Vec<&'a str>, usize), ParseError> {
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
pub(super) fn page_of(rest: &[&str], command: &str) -> Result<usize, ParseError> {
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
