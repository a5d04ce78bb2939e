//! The adapter's settings, read from the environment (and `.env`).

use crate::config::{Config, Shards};

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
    /// The gateway shards this process runs; `None` runs them all (one shard, as Discord needs for a bot
    /// in fewer than 2,500 servers).
    pub shards: Option<Shards>,
}

impl DiscordConfig {
    /// A configuration with the default prefix and nothing else set.
    pub fn new(token: impl Into<String>) -> Self {
        Self {
            token: token.into(),
            prefix: DEFAULT_PREFIX.to_owned(),
            dev_guild: None,
            api_base: None,
            shards: None,
        }
    }

    /// Whether this process registers the slash commands: the one that runs shard 0 (or every shard),
    /// so that several processes of one bot register them once, not once each.
    pub fn registers_commands(&self) -> bool {
        self.shards.is_none_or(|shards| shards.first == 0)
    }

    /// The Discord settings of the bot's configuration; `None` without a token (the bot then runs
    /// offline). `DISCORD_API_BASE` in the environment points the bot at another API base (a local fake).
    /// Shards the configuration may not run (see [`Config::shards`]) are refused with the reason.
    pub fn from_config(config: &Config) -> Result<Option<Self>, String> {
        let Some(token) = config.discord_token() else {
            return Ok(None);
        };
        Ok(Some(Self {
            token,
            prefix: config.prefix(),
            dev_guild: config.dev_guild(),
            api_base: non_empty("DISCORD_API_BASE"),
            shards: config.shards()?,
        }))
    }
}

/// The environment variable `name`, trimmed, when it is set to something other than blanks.
fn non_empty(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|value| value.trim().to_owned())
        .filter(|value| !value.is_empty())
}
