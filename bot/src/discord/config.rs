//! The adapter's settings, read from the environment (and `.env`).

use crate::config::{Config, Shards};
use std::net::SocketAddr;

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
    /// Where `discord.com` is reached instead of its public address, if elsewhere.
    pub endpoint: Option<Endpoint>,
    /// The gateway shards this process runs; `None` runs them all (one shard, as Discord needs for a bot
    /// in fewer than 2,500 servers).
    pub shards: Option<Shards>,
    /// What the adapter tells the health endpoint (see [`crate::telemetry`]): its shards' connections
    /// and its undelivered parcels.
    pub watch: std::sync::Arc<crate::telemetry::Watch>,
}

impl DiscordConfig {
    /// A configuration with the default prefix and nothing else set.
    pub fn new(token: impl Into<String>) -> Self {
        Self {
            token: token.into(),
            prefix: DEFAULT_PREFIX.to_owned(),
            dev_guild: None,
            endpoint: None,
            shards: None,
            watch: std::sync::Arc::default(),
        }
    }

    /// Whether this process registers the slash commands: the one that runs shard 0 (or every shard),
    /// so that several processes of one bot register them once, not once each.
    pub fn registers_commands(&self) -> bool {
        self.shards.is_none_or(|shards| shards.first == 0)
    }

    /// The Discord settings of the bot's configuration; `None` without a token (the bot then runs
    /// offline). `DISCORD_ADDRESS` and `DISCORD_CERTIFICATE` in the environment make the bot reach
    /// `discord.com` at another address (see [`Endpoint`]). Shards the configuration may not run (see
    /// [`Config::shards`]) and an endpoint given by halves or unreadable are refused with the reason.
    pub fn from_config(config: &Config) -> Result<Option<Self>, String> {
        let Some(token) = config.discord_token() else {
            return Ok(None);
        };
        Ok(Some(Self {
            token,
            prefix: config.prefix(),
            dev_guild: config.dev_guild(),
            endpoint: Endpoint::from_env()?,
            shards: config.shards()?,
            watch: std::sync::Arc::default(),
        }))
    }
}

/// `discord.com` at another address than its public one, presenting a certificate the system does not
/// know: a proxy of one's own, or a test's stand-in for Discord. Requests still name `discord.com` and go
/// through serenity's rate limiter, as they do to Discord itself.
#[derive(Clone, Debug)]
pub struct Endpoint {
    /// Where `discord.com` is reached.
    pub address: SocketAddr,
    /// The one certificate trusted there (the system's roots are not).
    pub certificate: reqwest::Certificate,
}

impl Endpoint {
    /// `DISCORD_ADDRESS` (`HOST:PORT`) with `DISCORD_CERTIFICATE` (a PEM file), both or neither.
    fn from_env() -> Result<Option<Self>, String> {
        match (non_empty("DISCORD_ADDRESS"), non_empty("DISCORD_CERTIFICATE")) {
            (None, None) => Ok(None),
            (Some(address), Some(path)) => {
                let address = address.parse().map_err(|error| {
                    format!("DISCORD_ADDRESS must be an address like 127.0.0.1:8443 ({error}).")
                })?;
                let pem = std::fs::read(&path).map_err(|error| {
                    format!("DISCORD_CERTIFICATE names {path}, which cannot be read ({error}).")
                })?;
                let certificate = reqwest::Certificate::from_pem_bundle(&pem)
                    .ok()
                    .and_then(|certificates| certificates.into_iter().next())
                    .ok_or_else(|| {
                        format!("DISCORD_CERTIFICATE names {path}, which holds no PEM certificate.")
                    })?;
                Ok(Some(Self {
                    address,
                    certificate,
                }))
            }
            _ => Err(
                "DISCORD_ADDRESS and DISCORD_CERTIFICATE go together: set both, or neither to reach Discord itself."
                    .to_owned(),
            ),
        }
    }
}

/// The environment variable `name`, trimmed, when it is set to something other than blanks.
fn non_empty(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|value| value.trim().to_owned())
        .filter(|value| !value.is_empty())
}
