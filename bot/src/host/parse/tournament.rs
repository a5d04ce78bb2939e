//! Reading tournament commands: `tournament create <game> swiss rounds=N <clock> [rated|casual] [max=N]`,
//! `tournament create <game> arena <duration> <clock> …`, `tournament join|leave|pause|start|cancel|standings
//! [t3]`, in English or Chinese. A new tournament's game,
//! options, clock and rating are read by the challenge parser, so they mean what they mean in a challenge.

use super::{ParseError, challenge};
use crate::clock::ClockSpec;
use crate::host::api::{
    ChallengeTerms, Millis, Request, Starts, TournamentAct, TournamentId, TournamentRequest,
    TournamentTerms,
};
use crate::message::safe::echo;

/// The most rounds a tournament may play.
pub const MAX_ROUNDS: u8 = 15;

/// The shortest an arena may last, in minutes.
pub const ARENA_MINUTES_LEAST: u64 = 10;

/// The longest an arena may last, in minutes: a week.
pub const ARENA_MINUTES_MOST: u64 = 7 * 24 * 60;
/// How long before its start a tournament may be announced: a week.
pub const LONGEST_WAIT: Millis = 7 * 24 * 60 * 60 * 1000;

/// The words after `tournament`.
pub fn tournament(rest: &[&str]) -> Result<Request, ParseError> {
    let Some((verb, rest)) = rest.split_first() else {
        return Err(ParseError::key("tournament-hint"));
    };
    let act = match verb.to_lowercase().as_str() {
        "create" | "new" | "创建" => return create(rest),
        "join" | "enter" | "加入" | "报名" => TournamentAct::Join,
        "leave" | "withdraw" | "退出" => TournamentAct::Leave,
        "pause" | "暂停" => TournamentAct::Pause,
        "halt" | "hold" | "挂起" => TournamentAct::Halt,
        "resume" | "恢复" => TournamentAct::Resume,
        "start" | "开始" => TournamentAct::Start,
        "cancel" | "取消" => TournamentAct::Cancel,
        "standings" | "players" | "排名" => TournamentAct::Standings,
        _ => {
            return Err(ParseError::key_with(
                "tournament-verb",
                vec![("word", echo(verb).into())],
            ));
        }
    };
    Ok(Request::Tournament(TournamentRequest {
        act,
        id: tournament_ref(rest)?,
        may_manage: false,
    }))
}

/// Reads a tournament's code, `t3` (also `#t3`).
pub fn tournament_code(word: &str) -> Option<TournamentId> {
    let word = word.strip_prefix('#').unwrap_or(word);
    let digits = word.strip_prefix('t').or_else(|| word.strip_prefix('T'))?;
    digits.parse().ok().map(TournamentId)
}

/// No word, or one tournament code.
fn tournament_ref(rest: &[&str]) -> Result<Option<TournamentId>, ParseError> {
    match rest {
        [] => Ok(None),
        [word] => tournament_code(word).map(Some).ok_or_else(|| {
            ParseError::key_with("not-a-tournament-code", vec![("word", echo(word).into())])
        }),
        _ => Err(ParseError::key("at-most-a-tournament")),
    }
}

/// `create <game> swiss rounds=N [clock] [rated|casual] [max=N] [options]`, or `create <game> arena
/// <duration> …` (the words after `create`): the tournament's own words are taken out, and the game's are
/// read as a challenge's.
pub fn create(rest: &[&str]) -> Result<Request, ParseError> {
    let Some((game, words)) = rest.split_first() else {
        return Err(ParseError::key("tournament-create-hint"));
    };
    let mut own = Own::default();
    let mut game_words = vec![*game];
    let mut words = words.iter();
    while let Some(word) = words.next() {
        if own.read(word)? {
            if own.arena && own.duration.is_none() {
                own.duration = Some(arena_duration(words.next().copied())?);
            }
        } else {
            game_words.push(word);
        }
    }
    let rounds = match (own.swiss, own.arena, own.rounds) {
        (true, true, _) | (false, false, _) => return Err(ParseError::key("tournament-format")),
        (true, false, Some(rounds)) => rounds,
        (true, false, None) => return Err(ParseError::key("tournament-rounds")),
        (false, true, None) => 0,
        (false, true, Some(_)) => return Err(ParseError::key("tournament-arena-rounds")),
    };
    let terms = challenge(&game_words, |_| None)?;
    check_terms(&terms)?;
    if own.rated && terms.casual {
        return Err(ParseError::key("tournament-rated-casual"));
    }
    if own.arena && own.computer.is_some() {
        return Err(ParseError::key("tournament-arena-bot"));
    }
    Ok(Request::Tournament(TournamentRequest {
        act: TournamentAct::Create(Box::new(TournamentTerms {
            game: terms,
            rounds,
            arena: own.duration,
            max_players: own.max,
            starts: own.starts,
            computer: own.computer.map(ai::Level::number),
        })),
        id: None,
        may_manage: false,
    }))
}

/// A tournament's games are between its players, seeded by the umpire alone, with the default setup
/// time: a challenge's words for anything else are refused.
fn check_terms(terms: &ChallengeTerms) -> Result<(), ParseError> {
    if !terms.invited.is_empty()
        || terms.computer.is_some()
        || terms.setup_time.is_some()
        || terms.seed.is_some()
    {
        return Err(ParseError::key("tournament-terms"));
    }
    Ok(())
}

/// The words of `tournament create` that are the tournament's, not its games'.
#[derive(Default)]
struct Own {
    swiss: bool,
    arena: bool,
    duration: Option<Millis>,
    rounds: Option<u8>,
    max: Option<usize>,
    starts: Option<Starts>,
    computer: Option<ai::Level>,
    rated: bool,
}

impl Own {
    /// Takes `word` if it is the tournament's; `false` leaves it to the game's terms (`casual` too, which
    /// a challenge reads).
    fn read(&mut self, word: &str) -> Result<bool, ParseError> {
        let lower = word.to_lowercase();
        if lower == "swiss" || lower == "瑞士制" {
            if self.swiss {
                return Err(ParseError::key("tournament-word-twice"));
            }
            self.swiss = true;
            return Ok(true);
        }
        if lower == "arena" || lower == "竞技场" {
            if self.arena {
                return Err(ParseError::key("tournament-word-twice"));
            }
            self.arena = true;
            return Ok(true);
        }
        if lower == "rated" || lower == "积分" {
            if self.rated {
                return Err(ParseError::key("tournament-word-twice"));
            }
            self.rated = true;
            return Ok(true);
        }
        let Some((name, value)) = lower.split_once('=') else {
            return Ok(false);
        };
        match name {
            "rounds" | "轮数" => {
                let rounds = value
                    .parse()
                    .ok()
                    .filter(|rounds| (1..=MAX_ROUNDS).contains(rounds))
                    .ok_or_else(|| {
                        ParseError::key_with(
                            "tournament-rounds-range",
                            vec![("most", u32::from(MAX_ROUNDS).into())],
                        )
                    })?;
                once(&mut self.rounds, rounds)
            }
            "max" | "人数" => {
                let max = value
                    .parse()
                    .ok()
                    .filter(|max| *max >= 2)
                    .ok_or_else(|| ParseError::key("tournament-max-range"))?;
                once(&mut self.max, max)
            }
            "starts" | "开赛" => once(&mut self.starts, starts(value)?),
            "bot" | "电脑" => {
                let level = value
                    .parse()
                    .ok()
                    .and_then(ai::Level::new)
                    .ok_or_else(|| ParseError::key("tournament-bot-level"))?;
                once(&mut self.computer, level)
            }
            _ => Ok(false),
        }
    }
}

/// An arena's length, the word after `arena`: minutes (`30m`, `30分钟`), hours (`2h`, `2小时`) or days
/// (`1d`, `1天`), within the bounds.
fn arena_duration(word: Option<&str>) -> Result<Millis, ParseError> {
    let refused = || {
        ParseError::key_with(
            "tournament-arena-duration",
            vec![
                ("least", ARENA_MINUTES_LEAST.into()),
                ("most", (ARENA_MINUTES_MOST / 60).into()),
            ],
        )
    };
    let lower = word.ok_or_else(refused)?.to_lowercase();
    let units = [
        ("m", 1),
        ("分钟", 1),
        ("h", 60),
        ("小时", 60),
        ("d", 24 * 60),
        ("天", 24 * 60),
    ];
    let minutes = units
        .iter()
        .find_map(|(unit, minutes)| {
            let count: u64 = lower.strip_suffix(unit)?.parse().ok()?;
            count.checked_mul(*minutes)
        })
        .filter(|minutes| (ARENA_MINUTES_LEAST..=ARENA_MINUTES_MOST).contains(minutes))
        .ok_or_else(refused)?;
    Ok(minutes * 60_000)
}

/// Reads when a tournament starts: after a while (`30m`, `2h`, `1d`, at most a week) or at a moment
/// written as Discord writes one (`<t:1767200000>`, with or without a style).
fn starts(value: &str) -> Result<Starts, ParseError> {
    let refused = || ParseError::key("tournament-starts-hint");
    if let Some(stamp) = value.strip_prefix("<t:") {
        let seconds: Millis = stamp
            .trim_end_matches('>')
            .split(':')
            .next()
            .and_then(|seconds| seconds.parse().ok())
            .ok_or_else(refused)?;
        return seconds
            .checked_mul(1000)
            .map(Starts::At)
            .ok_or_else(refused);
    }
    match value.parse::<ClockSpec>() {
        Ok(ClockSpec::PerMove(wait)) if wait <= LONGEST_WAIT => Ok(Starts::In(wait)),
        _ => Err(refused()),
    }
}

/// Sets a word given once; refused the second time.
fn once<T>(slot: &mut Option<T>, value: T) -> Result<bool, ParseError> {
    if slot.replace(value).is_some() {
        return Err(ParseError::key("tournament-word-twice"));
    }
    Ok(true)
}
