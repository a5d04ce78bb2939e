//! How the bot is configured: command-line flags, each with an environment variable (and so `.env`).

use clap::Args;
use std::path::PathBuf;

/// The bot's configuration. Every value can come from the environment or `.env`; see `.env.example`.
#[derive(Clone, Debug, Args)]
pub struct Config {
    /// The bot's Discord token; without one, Umpire starts the local offline mode.
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub token: Option<String>,
    /// Where games, challenges and clocks are stored (a sled database folder).
    #[arg(long, env = "UMPIRE_DATABASE", default_value = "data/umpire.sled")]
    pub database: PathBuf,
    /// The prefix of text commands (`!`); slash commands always work.
    #[arg(long, env = "UMPIRE_PREFIX", default_value = "!")]
    pub prefix: String,
    /// A guild to register slash commands in at once while developing.
    #[arg(long, env = "UMPIRE_DEV_GUILD")]
    pub dev_guild: Option<u64>,
    /// Where the local mode writes board images (default: `images` beside the database).
    #[arg(long, env = "UMPIRE_IMAGES")]
    pub images: Option<PathBuf>,
}

impl Config {
    /// The Discord token, if one is set and not blank.
    pub fn discord_token(&self) -> Option<&str> {
        self.token
            .as_deref()
            .map(str::trim)
            .filter(|token| !token.is_empty())
    }

    /// The folder for the local mode's images.
    pub fn images_folder(&self) -> PathBuf {
        self.images.clone().unwrap_or_else(|| {
            self.database
                .parent()
                .map(|parent| parent.join("images"))
                .unwrap_or_else(|| PathBuf::from("images"))
        })
    }
}
