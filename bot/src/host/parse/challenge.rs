//! Reading a challenge: the game, the people named, the rule options, the clock, the setup time, the
//! bot and its level, and whether it is rated.

use super::{ParseError, game_kind};
use crate::clock::{ClockSpec, parse_setup_time};
use crate::host::api::{ChallengeTerms, Text, User};
use crate::host::wording::game_name;
use crate::message::safe::echo;
use games::GameKind;

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
        .map_err(|error| ParseError::new(crate::host::wording::reason_text(&error.0)))?;
    let seats = kind
        .seating(&options)
        .map_err(|error| ParseError::new(crate::host::wording::reason_text(&error.0)))?
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
            .map_err(|unable| ParseError::new(crate::host::wording::reason_text(&unable.0)))?;
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
