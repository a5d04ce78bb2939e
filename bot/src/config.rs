//! How the bot is configured: command-line flags, each with an environment variable (and so `.env`).
//!
//! A variable set to nothing (`UMPIRE_DEV_GUILD=` as `.env.example` ships it) means the same as a variable
//! not set at all, for every setting.

use crate::host::Limits;
use clap::Args;
use std::fmt::Display;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// Where the database lives when nothing says otherwise.
const DEFAULT_DATABASE: &str = "data/umpire.sled";
/// The prefix of text commands when nothing says otherwise.
const DEFAULT_PREFIX: &str = "!";

/// A setting that may be given blank, which means unset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blankable<T>(Option<T>);

/// Reads a setting that may be blank.
fn blankable<T>(text: &str) -> Result<Blankable<T>, String>
where
    T: FromStr,
    T::Err: Display,
{
    let text = text.trim();
    if text.is_empty() {
        return Ok(Blankable(None));
    }
    text.parse::<T>()
        .map(|value| Blankable(Some(value)))
        .map_err(|error: T::Err| error.to_string())
}

/// The value of a setting, `None` when it was not given or given blank.
fn value<T: Clone>(setting: &Option<Blankable<T>>) -> Option<T> {
    setting.as_ref().and_then(|blankable| blankable.0.clone())
}

/// The bot's configuration. Every value can come from the environment or `.env`; see `.env.example`.
#[derive(Clone, Debug, Args)]
pub struct Config {
    /// The bot's Discord token; without one, Umpire starts the local offline mode.
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true, value_parser = blankable::<String>)]
    token: Option<Blankable<String>>,
    /// Where games, challenges and clocks are stored: a sled database folder (default data/umpire.sled), or
    /// a PostgreSQL address (`postgres://user:password@host/database`).
    #[arg(long, env = "UMPIRE_DATABASE", value_parser = blankable::<PathBuf>)]
    database: Option<Blankable<PathBuf>>,
    /// The prefix of text commands (default `!`); slash commands always work.
    #[arg(long, env = "UMPIRE_PREFIX", value_parser = blankable::<String>)]
    prefix: Option<Blankable<String>>,
    /// A guild to register slash commands in at once while developing.
    #[arg(long, env = "UMPIRE_DEV_GUILD", value_parser = blankable::<u64>)]
    dev_guild: Option<Blankable<u64>>,
    /// Where the local mode writes board images (default: `images` beside the database).
    #[arg(long, env = "UMPIRE_IMAGES", value_parser = blankable::<PathBuf>)]
    images: Option<Blankable<PathBuf>>,
    /// How many of their challenges may wait at once per user (default 10).
    #[arg(long, env = "UMPIRE_MAX_CHALLENGES", value_parser = blankable::<usize>)]
    max_challenges: Option<Blankable<usize>>,
    /// How many games a user may play at once (default 30).
    #[arg(long, env = "UMPIRE_MAX_GAMES", value_parser = blankable::<usize>)]
    max_games: Option<Blankable<usize>>,
    /// How many setups a user may keep under a name, per game (default 30).
    #[arg(long, env = "UMPIRE_MAX_SETUPS", value_parser = blankable::<usize>)]
    max_setups: Option<Blankable<usize>>,
    /// How many commands a user may give a minute (default 40).
    #[arg(long, env = "UMPIRE_COMMANDS_PER_MINUTE", value_parser = blankable::<usize>)]
    commands_per_minute: Option<Blankable<usize>>,
    /// How many games not over a user may follow at once (default 10).
    #[arg(long, env = "UMPIRE_MAX_FOLLOWS", value_parser = blankable::<usize>)]
    max_follows: Option<Blankable<usize>>,
    /// How many people may follow one game (default 25).
    #[arg(long, env = "UMPIRE_MAX_FOLLOWERS", value_parser = blankable::<usize>)]
    max_followers: Option<Blankable<usize>>,
    /// How many tournaments may be open at once in one server (default 3).
    #[arg(long, env = "UMPIRE_MAX_TOURNAMENTS", value_parser = blankable::<usize>)]
    max_tournaments: Option<Blankable<usize>>,
    /// How many players may enter one tournament (default 64).
    #[arg(long, env = "UMPIRE_MAX_TOURNAMENT_PLAYERS", value_parser = blankable::<usize>)]
    max_tournament_players: Option<Blankable<usize>>,
    /// Which of the bot's gateway shards this process runs, as `FIRST-LAST/TOTAL` (`0-3/8`) or `N/TOTAL`
    /// (`2/8`); default: all of them. Several processes need one PostgreSQL database between them.
    #[arg(long, env = "UMPIRE_SHARDS", value_parser = blankable::<Shards>)]
    shards: Option<Blankable<Shards>>,
    /// Where to serve Prometheus metrics (`/metrics`), `/healthz` and `/readyz` over HTTP, as
    /// `ADDRESS:PORT` (`127.0.0.1:9100`); default: nowhere. Only the address named is listened on.
    #[arg(long, env = "UMPIRE_METRICS", value_parser = blankable::<std::net::SocketAddr>)]
    metrics: Option<Blankable<std::net::SocketAddr>>,
    /// How the log is written: `text` (the default, for people) or `json` (one object a line, for a log
    /// collector).
    #[arg(long, env = "UMPIRE_LOG_FORMAT", value_parser = blankable::<LogFormat>)]
    log_format: Option<Blankable<LogFormat>>,
}

/// How the log is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// Lines for people.
    #[default]
    Text,
    /// One JSON object a line, its fields apart.
    Json,
}

impl FromStr for LogFormat {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            other => Err(format!(
                "\"{other}\" is not a log format: write text or json"
            )),
        }
    }
}

/// Which of the bot's gateway shards one process runs: shards `first` to `last` (both included) of
/// `total`. Discord sends each server's events to shard `(server id >> 22) % total`, and direct messages
/// to shard 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    /// The first shard this process runs.
    pub first: u32,
    /// The last shard this process runs (included).
    pub last: u32,
    /// How many shards the bot has in all, across its processes.
    pub total: u32,
}

/// The most shards a bot may be split into here (Discord asks for one per 1,000 servers or so).
const MOST_SHARDS: u32 = 1 << 16;

impl Shards {
    /// Whether these are every shard, so that this process serves everything alone.
    pub fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }

    /// How many shards this process runs.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }
}

impl FromStr for Shards {
    type Err = String;

    /// Reads `FIRST-LAST/TOTAL` or `N/TOTAL`, shards numbered from 0.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let form = || {
            format!(
                "\"{}\" is not a range of shards: write FIRST-LAST/TOTAL (like 0-3/8) or N/TOTAL (like 2/8), shards numbered from 0",
                text.trim()
            )
        };
        let number = |part: &str| -> Result<u32, String> {
            let part = part.trim();
            if part.is_empty() || !part.bytes().all(|byte| byte.is_ascii_digit()) {
                return Err(form());
            }
            part.parse().map_err(|_| form())
        };
        let (range, total) = text.split_once('/').ok_or_else(form)?;
        let total = number(total)?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => {
                let only = number(range)?;
                (only, only)
            }
        };
        if total == 0 || total > MOST_SHARDS {
            return Err(format!(
                "the total number of shards must be from 1 to {MOST_SHARDS}, not {total}"
            ));
        }
        if first > last {
            return Err(format!(
                "the first shard ({first}) comes after the last ({last}); write the lower one first, like {last}-{first}/{total}"
            ));
        }
        if last >= total {
            return Err(format!(
                "there is no shard {last} among {total}: they are numbered 0 to {}",
                total - 1
            ));
        }
        Ok(Self { first, last, total })
    }
}

impl std::fmt::Display for Shards {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last {
            write!(formatter, "{}/{}", self.first, self.total)
        } else {
            write!(formatter, "{}-{}/{}", self.first, self.last, self.total)
        }
    }
}

impl Config {
    /// The Discord token, if one is set and not blank.
    pub fn discord_token(&self) -> Option<String> {
        value(&self.token)
    }

    /// The database: a sled folder, or a PostgreSQL address (see [`crate::store::postgres::is_address`]).
    pub fn database(&self) -> PathBuf {
        value(&self.database).unwrap_or_else(|| PathBuf::from(DEFAULT_DATABASE))
    }

    /// The prefix of text commands.
    pub fn prefix(&self) -> String {
        value(&self.prefix).unwrap_or_else(|| DEFAULT_PREFIX.to_owned())
    }

    /// The guild to register slash commands in at once, if any.
    pub fn dev_guild(&self) -> Option<u64> {
        value(&self.dev_guild)
    }

    /// What one user may have and do at once: the defaults, changed by whichever limits are set.
    pub fn limits(&self) -> Limits {
        let defaults = Limits::default();
        Limits {
            open_challenges: value(&self.max_challenges).unwrap_or(defaults.open_challenges),
            games_in_progress: value(&self.max_games).unwrap_or(defaults.games_in_progress),
            saved_setups: value(&self.max_setups).unwrap_or(defaults.saved_setups),
            commands_per_minute: value(&self.commands_per_minute)
                .unwrap_or(defaults.commands_per_minute),
            follows: value(&self.max_follows).unwrap_or(defaults.follows),
            followers: value(&self.max_followers).unwrap_or(defaults.followers),
            tournaments_per_server: value(&self.max_tournaments)
                .unwrap_or(defaults.tournaments_per_server),
            tournament_players: value(&self.max_tournament_players)
                .unwrap_or(defaults.tournament_players),
        }
    }

    /// The shards this process runs on Discord: `None` for all of them (the default). Running only some
    /// of them is refused unless the database is PostgreSQL, which the processes running the others share:
    /// a sled database belongs to one process, which must then run every shard.
    pub fn shards(&self) -> Result<Option<Shards>, String> {
        let Some(shards) = value(&self.shards) else {
            return Ok(None);
        };
        let database = self.database();
        let shared = database
            .to_str()
            .is_some_and(crate::store::postgres::is_address);
        if !shards.is_all() && !shared {
            return Err(format!(
                "UMPIRE_SHARDS={shards} runs only some of the bot's shards, so other processes must run the rest \
                 on the same database; a sled database ({}) belongs to one process. Use PostgreSQL \
                 (UMPIRE_DATABASE=postgres://…) for every process, or unset UMPIRE_SHARDS to run all shards here.",
                database.display()
            ));
        }
        Ok(Some(shards))
    }

    /// Where to serve metrics and health, if anywhere.
    pub fn metrics_address(&self) -> Option<std::net::SocketAddr> {
        value(&self.metrics)
    }

    /// How the log is written.
    pub fn log_format(&self) -> LogFormat {
        value(&self.log_format).unwrap_or_default()
    }

    /// The folder for the local mode's images.
    pub fn images_folder(&self) -> PathBuf {
        value(&self.images).unwrap_or_else(|| {
            self.database()
                .parent()
                .filter(|parent| parent != &Path::new(""))
                .map(|parent| parent.join("images"))
                .unwrap_or_else(|| PathBuf::from("images"))
        })
    }
}

/// The line the bot says at start: which `.env` file it read (or that it read none) and where the
/// database is. Both are found from the working directory (`.env` there or in a folder above it; a
/// relative `UMPIRE_DATABASE` under it), so the line names them in full.
pub fn startup_notice(
    env_file: Option<&Path>,
    database: &Path,
    working_directory: &Path,
) -> String {
    let full = |path: &Path| {
        if path.is_absolute() {
            path.to_path_buf()
        } else {
            working_directory.join(path)
        }
    };
    let settings = match env_file {
        Some(file) => format!("settings from {}", full(file).display()),
        None => format!(
            "no .env file (none in {} or above it), so settings come from the environment alone",
            working_directory.display()
        ),
    };
    format!(
        "Umpire: {settings}; database at {} (relative paths are resolved from the working directory).",
        full(database).display()
    )
}

/// Where the settings came from, for the start-up line of a bot on PostgreSQL.
pub fn settings_notice(env_file: Option<&Path>) -> String {
    let here = std::env::current_dir().unwrap_or_default();
    match env_file {
        Some(file) if file.is_absolute() => format!("settings from {}", file.display()),
        Some(file) => format!("settings from {}", here.join(file).display()),
        None => format!(
            "no .env file (none in {} or above it), so settings come from the environment alone",
            here.display()
        ),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_startup_notice_names_the_env_file_and_the_database_in_full() {
        let here = Path::new("/srv/umpire");
        assert_eq!(
            super::startup_notice(
                Some(Path::new("/srv/umpire/.env")),
                Path::new("data/umpire.sled"),
                here
            ),
            "Umpire: settings from /srv/umpire/.env; database at /srv/umpire/data/umpire.sled (relative paths are resolved from the working directory)."
        );
        let notice = super::startup_notice(None, Path::new("/var/lib/umpire.sled"), here);
        assert!(notice.contains("no .env file (none in /srv/umpire or above it)"));
        assert!(notice.contains("database at /var/lib/umpire.sled "));
    }

    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Wrapper {
        #[command(flatten)]
        config: Config,
    }

    #[test]
    fn blank_settings_mean_unset_and_others_are_read() {
        let parsed = Wrapper::parse_from([
            "umpire",
            "--dev-guild",
            "",
            "--images",
            " ",
            "--database",
            "/tmp/db",
            "--prefix",
            "?",
        ])
        .config;
        assert_eq!(parsed.dev_guild(), None);
        assert_eq!(parsed.images_folder(), PathBuf::from("/tmp/images"));
        assert_eq!(parsed.database(), PathBuf::from("/tmp/db"));
        assert_eq!(parsed.prefix(), "?");
        assert!(Wrapper::try_parse_from(["umpire", "--dev-guild", "twelve"]).is_err());
        let defaults = Wrapper::parse_from(["umpire"]).config;
        assert_eq!(defaults.database(), PathBuf::from(DEFAULT_DATABASE));
        assert_eq!(defaults.discord_token(), None);
        assert_eq!(defaults.shards(), Ok(None));
        assert_eq!(defaults.metrics_address(), None);
        assert_eq!(defaults.log_format(), LogFormat::Text);
        let operated = Wrapper::parse_from([
            "umpire",
            "--metrics",
            "127.0.0.1:9100",
            "--log-format",
            "JSON",
        ])
        .config;
        assert_eq!(
            operated.metrics_address(),
            Some(std::net::SocketAddr::from(([127, 0, 0, 1], 9100)))
        );
        assert_eq!(operated.log_format(), LogFormat::Json);
        assert!(Wrapper::try_parse_from(["umpire", "--metrics", "9100"]).is_err());
        assert!(Wrapper::try_parse_from(["umpire", "--log-format", "xml"]).is_err());
    }

    #[test]
    fn shard_ranges_are_read_and_checked() {
        let read = |text: &str| text.parse::<Shards>();
        assert_eq!(
            read("0-3/8"),
            Ok(Shards {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            read(" 2/8 "),
            Ok(Shards {
                first: 2,
                last: 2,
                total: 8
            })
        );
        assert_eq!(read("0-0/1").map(|shards| shards.is_all()), Ok(true));
        assert_eq!(read("0-7/8").map(|shards| shards.is_all()), Ok(true));
        assert_eq!(read("1-7/8").map(|shards| shards.count()), Ok(7));
        assert_eq!(read("2-3/4").unwrap().to_string(), "2-3/4");
        assert_eq!(read("5/6").unwrap().to_string(), "5/6");
        for malformed in [
            "3", "0-3", "a-b/4", "-1/4", "0-3/", "1/2/3", "0--3/4", "+1/4",
        ] {
            let error = read(malformed).unwrap_err();
            assert!(
                error.contains("write FIRST-LAST/TOTAL"),
                "{malformed}: {error}"
            );
        }
        assert_eq!(
            read("3-1/4").unwrap_err(),
            "the first shard (3) comes after the last (1); write the lower one first, like 1-3/4"
        );
        assert_eq!(
            read("0-4/4").unwrap_err(),
            "there is no shard 4 among 4: they are numbered 0 to 3"
        );
        assert!(read("0/0").unwrap_err().contains("from 1 to"));
    }

    #[test]
    fn only_all_shards_run_on_sled_and_a_blank_setting_means_all() {
        let config = |args: &[&str]| {
            let mut all = vec!["umpire"];
            all.extend_from_slice(args);
            Wrapper::parse_from(all).config
        };
        let refusal = config(&["--shards", "0-1/4"]).shards().unwrap_err();
        assert!(
            refusal.starts_with("UMPIRE_SHARDS=0-1/4 runs only some of the bot's shards")
                && refusal.contains("a sled database (data/umpire.sled) belongs to one process"),
            "{refusal}"
        );
        assert_eq!(
            config(&["--shards", "0-3/4"]).shards(),
            Ok(Some(Shards {
                first: 0,
                last: 3,
                total: 4
            }))
        );
        let shared = config(&[
            "--shards",
            "2-3/4",
            "--database",
            "postgres://umpire@localhost/umpire",
        ]);
        assert_eq!(
            shared.shards().unwrap().map(|shards| shards.count()),
            Some(2)
        );
        assert_eq!(config(&["--shards", " "]).shards(), Ok(None));
        assert!(Wrapper::try_parse_from(["umpire", "--shards", "4/4"]).is_err());
    }
}
