//! Reading tournament commands: `tournament create <game> swiss rounds=N <clock> [rated|casual] [max=N]`,
//! `tournament join|leave|start|cancel|standings [t3]`, in English or Chinese. A new tournament's game,
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

/// `create <game> swiss rounds=N [clock] [rated|casual] [max=N] [options]` (the words after `create`):
/// the tournament's own words are taken out, and the game's are read as a challenge's.
pub fn create(rest: &[&str]) -> Result<Request, ParseError> {
    let Some((game, words)) = rest.split_first() else {
        return Err(ParseError::key("tournament-create-hint"));
    };
    let mut own = Own::default();
    let mut game_words = vec![*game];
    for word in words {
        if !own.read(word)? {
            game_words.push(word);
        }
    }
    if !own.swiss {
        return Err(ParseError::key("tournament-format"));
    }
    let Some(rounds) = own.rounds else {
        return Err(ParseError::key("tournament-rounds"));
    };
    let terms = challenge(&game_words, |_| None)?;
    check_terms(&terms)?;
    if own.rated && terms.casual {
        return Err(ParseError::key("tournament-rated-casual"));
    }
    Ok(Request::Tournament(TournamentRequest {
        act: TournamentAct::Create(TournamentTerms {
            game: terms,
            rounds,
            max_players: own.max,
            starts: own.starts,
            computer: own.computer.map(ai::Level::number),
        }),
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
