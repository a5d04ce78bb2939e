//! Reading a challenge: the game, the people named, the rule options, the clock, the setup time, the
//! bot and its level, and whether it is rated.

use super::{ParseError, game_kind};
use crate::clock::{ClockSpec, parse_setup_time};
use crate::host::api::{ChallengeTerms, Millis, Text, User};
use crate::host::wording::{game_name, reason_text};
use crate::message::safe::echo;
use games::{GameKind, Settings};

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
///
/// Every other word names a person: a mention, or a name the adapter looked up beforehand (see
/// [`names_to_look_up`]); `resolve_user` is asked about those words only.
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
    let mut said = Said::new(game_kind(game)?);
    for word in rest {
        said.read(word, &resolve_user)?;
    }
    said.checked()
}

/// The words of a typed challenge line (`challenge jungle casual carol 1d`) that can only name people
/// by a name the adapter has to look up: those that are no keyword, bot, option, clock or mention
/// (`carol`, or `@carol` typed without picking the mention). Empty for a line that is no challenge.
pub fn names_to_look_up(line: &str) -> Vec<&str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [verb, _game, rest @ ..]
            if verb.eq_ignore_ascii_case("challenge") || verb.eq_ignore_ascii_case("duel") =>
        {
            rest.iter()
                .copied()
                .filter(|word| Word::of(word) == Word::Person && !word.starts_with("<@"))
                .collect()
        }
        _ => Vec::new(),
    }
}

/// What one word of a challenge after its game is, read before anybody is looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word<'a> {
    /// `casual` or `unrated`.
    Casual,
    /// The bot itself (`bot`, `@umpire`, …).
    Computer,
    /// `NAME=VALUE`: the clock, the level, the setup time or a rule option.
    Setting(&'a str, &'a str),
    /// A clock (`2h`, `none`).
    Clock,
    /// Anything else: a person, by mention or by name.
    Person,
}

impl<'a> Word<'a> {
    fn of(word: &'a str) -> Self {
        if word.eq_ignore_ascii_case("casual") || word.eq_ignore_ascii_case("unrated") {
            Word::Casual
        } else if COMPUTER_WORDS.contains(&word.to_lowercase().as_str()) {
            Word::Computer
        } else if word.starts_with('@') || word.starts_with("<@") {
            Word::Person
        } else if let Some((name, value)) = word.split_once('=') {
            Word::Setting(name, value)
        } else if word.starts_with(|c: char| c.is_ascii_digit())
            || word.eq_ignore_ascii_case("none")
        {
            Word::Clock
        } else {
            Word::Person
        }
    }
}

/// The words of a challenge after its game, as read one by one; checked against the game at the end.
struct Said {
    kind: GameKind,
    invited: Vec<User>,
    options: Vec<(String, String)>,
    clock: Option<ClockSpec>,
    setup_time: Option<Millis>,
    computer: bool,
    level: Option<ai::Level>,
    casual: bool,
    seed: Option<String>,
}

impl Said {
    fn new(kind: GameKind) -> Self {
        Self {
            kind,
            invited: Vec::new(),
            options: Vec::new(),
            clock: None,
            setup_time: None,
            computer: false,
            level: None,
            casual: false,
            seed: None,
        }
    }

    /// Reads one word: `casual`, the bot, `NAME=VALUE`, a clock, or a person.
    fn read(
        &mut self,
        word: &str,
        resolve_user: &impl Fn(&str) -> Option<User>,
    ) -> Result<(), ParseError> {
        match Word::of(word) {
            Word::Casual => {
                if self.casual {
                    return Err(ParseError::new(Text::key("casual-twice")));
                }
                self.casual = true;
                Ok(())
            }
            Word::Computer => self.name_the_bot(),
            Word::Setting(name, value) => self.set(name, value),
            Word::Clock => once(&mut self.clock, checked_clock(word)?, "clock-twice"),
            Word::Person => match resolve_user(word) {
                Some(user) => self.name(user),
                None if word.starts_with('@') || word.starts_with("<@") => Err(ParseError(
                    Text::key_with("cannot-seat", vec![("who", echo(word).into())]),
                )),
                None => Err(ParseError(Text::key_with(
                    "challenge-word",
                    vec![("word", echo(word).into()), ("game", self.kind.id().into())],
                ))),
            },
        }
    }

    fn name_the_bot(&mut self) -> Result<(), ParseError> {
        if self.computer {
            return Err(ParseError::new(Text::key("bot-twice")));
        }
        self.computer = true;
        Ok(())
    }

    /// A person named for a seat (or the bot, when the mention is the bot's).
    fn name(&mut self, user: User) -> Result<(), ParseError> {
        if user.id == crate::model::COMPUTER {
            return self.name_the_bot();
        }
        if self.invited.iter().any(|named| named.id == user.id) {
            return Err(ParseError(Text::key_with(
                "named-twice",
                vec![("who", echo(&user.name).into())],
            )));
        }
        self.invited.push(user);
        Ok(())
    }

    /// `clock=`, `level=`, `setup=`, `seed=`, or a rule option.
    fn set(&mut self, name: &str, value: &str) -> Result<(), ParseError> {
        match name.to_ascii_lowercase().as_str() {
            "clock" => once(&mut self.clock, checked_clock(value)?, "clock-twice"),
            "level" => {
                let parsed = value.parse::<ai::Level>().map_err(|_| {
                    ParseError(Text::key_with(
                        "not-a-level",
                        vec![("value", echo(value).into())],
                    ))
                })?;
                once(&mut self.level, parsed, "level-twice")
            }
            "setup" => {
                if !self.kind.about.policy.setup_phase {
                    return Err(ParseError::key_with(
                        "no-setup-phase",
                        vec![("game", game_name(self.kind).into())],
                    ));
                }
                let time = parse_setup_time(value).map_err(|error| ParseError(error.0))?;
                once(&mut self.setup_time, time, "setup-time-twice")
            }
            "seed" => once(&mut self.seed, value.to_owned(), "seed-twice"),
            _ => {
                self.options
                    .push((name.to_ascii_lowercase(), value.to_owned()));
                Ok(())
            }
        }
    }

    /// The terms, once the options are checked against the game and the people and the bot fit its
    /// seats.
    fn checked(self) -> Result<ChallengeTerms, ParseError> {
        let kind = self.kind;
        let options = kind
            .check_options(&self.options)
            .map_err(|error| ParseError::new(reason_text(&error.0)))?;
        let seats = kind
            .seating(&options)
            .map_err(|error| ParseError::new(reason_text(&error.0)))?
            .seats();
        if self.level.is_some() && !self.computer {
            return Err(ParseError(Text::key_with(
                "level-needs-bot",
                vec![("game", kind.id().into())],
            )));
        }
        let computer = match self.computer {
            true => Some(self.computer_level(&options, seats)?),
            false => None,
        };
        if self.invited.len() >= seats {
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
            invited: self.invited,
            options,
            clock: self.clock,
            setup_time: self.setup_time,
            computer,
            casual: self.casual,
            seed: self.seed,
        })
    }

    /// The bot's level, once it is known to play the game with these options and to have a seat left.
    fn computer_level(&self, options: &Settings, seats: usize) -> Result<ai::Level, ParseError> {
        let Some(opponent) = ai::opponent_for(self.kind.id()) else {
            return Err(ParseError(bot_cannot_play(self.kind)));
        };
        opponent
            .plays(options)
            .map_err(|unable| ParseError::new(reason_text(&unable.0)))?;
        if self.invited.len() + 1 >= seats {
            return Err(ParseError::key_with(
                "bot-no-seat",
                vec![
                    ("game", game_name(self.kind).into()),
                    ("seats", seats.into()),
                ],
            ));
        }
        Ok(self.level.unwrap_or(ai::Level::DEFAULT))
    }
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
