//! The adapter's settings, read from the environment (and `.env`).

use thiserror::Error;

/// The prefix of text commands when none is configured.
pub const DEFAULT_PREFIX: &str = "!";

/// How to connect to Discord and how to listen there.
#[derive(Clone, Debug)]
pub struct DiscordConfig {
    /// The bot token, from the Developer Portal.
    pub token: String,
    /// The prefix of text commands (`!move a3a4`).
    pub prefix: String,
    /// A guild where commands are registered instantly, for development; global registration otherwise.
    pub dev_guild: Option<u64>,
    /// Another API base URL instead of `https://discord.com` (a local fake, in tests).
    pub api_base: Option<String>,
}

/// A setting that could not be read.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// `UMPIRE_DEV_GUILD` is not a guild id.
    #[error("UMPIRE_DEV_GUILD must be a guild id (a number), not \"{0}\".")]
    BadGuild(String),
}

impl DiscordConfig {
    /// A configuration with the default prefix and nothing else set.
    pub fn new(token: impl Into<String>) -> Self {
        Self {
            token: token.into(),
            prefix: DEFAULT_PREFIX.to_owned(),
            dev_guild: None,
            api_base: None,
        }
    }

    /// Reads `DISCORD_TOKEN`, `UMPIRE_PREFIX`, `UMPIRE_DEV_GUILD` and `DISCORD_API_BASE`; `None` when no
    /// token is set (the bot then runs offline).
    pub fn from_env() -> Result<Option<Self>, ConfigError> {
        let Some(token) = non_empty("DISCORD_TOKEN") else {
            return Ok(None);
        };
        let dev_guild = match non_empty("UMPIRE_DEV_GUILD") {
            Some(text) => Some(
                text.parse::<u64>()
                    .ok()
                    .filter(|id| *id != 0)
                    .ok_or(ConfigError::BadGuild(text))?,
            ),
            None => None,
        };
        Ok(Some(Self {
            token,
            prefix: non_empty("UMPIRE_PREFIX").unwrap_or_else(|| DEFAULT_PREFIX.to_owned()),
            dev_guild,
            api_base: non_empty("DISCORD_API_BASE"),
        }))
    }
}

fn non_empty(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|value| value.trim().to_owned())
        .filter(|value| !value.is_empty())
}
