//! The program: reads the settings, then runs the bot (on Discord, or the local mode) or one of the
//! developer tools. The `umpire` binary is [`main`] and nothing else, so the end-to-end tests can build
//! the same program under another name.

use crate::cli::{Cli, Tool, run_tool};
use crate::config::{Config, LogFormat};
use crate::discord::DiscordConfig;
use crate::host::{Host, HostConfig};
use crate::local::{self, LocalSettings};
use crate::store::{Store, postgres};
use anyhow::{Context, Result, bail};
use clap::Parser;
use std::process::ExitCode;
use std::sync::Arc;

/// Runs the program with the process's arguments and environment (and `.env`), and says how it ended.
pub fn main() -> ExitCode {
    let env = dotenvy::dotenv();
    let env_file = env.as_ref().ok().cloned();
    let env_problem = env.err().filter(|error| !error.not_found());
    let cli = Cli::parse();
    if let Some(error) = env_problem {
        eprintln!("The .env file could not be read ({error}); fix it or remove it.");
        return ExitCode::FAILURE;
    }
    let result = match &cli.command {
        Some(Tool::Doctor(asked)) => {
            return match crate::discord::doctor::run_cli(&cli.config, asked) {
                Ok(true) => ExitCode::SUCCESS,
                Ok(false) => ExitCode::FAILURE,
                Err(error) => {
                    eprintln!("{error:#}");
                    ExitCode::FAILURE
                }
            };
        }
        Some(tool) => run_tool(tool, &mut std::io::stdout().lock()),
        None => run_bot(&cli.config, env_file.as_deref()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`umpire moves … | head`): nothing is wrong with the command.
        Err(error) if is_closed_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `error` is a write to a pipe whose reader has gone.
fn is_closed_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Opens (or creates) the sled database in the folder `database`, saying where it is.
fn open_sled(database: &std::path::Path, env_file: Option<&std::path::Path>) -> Result<Store> {
    let here = std::env::current_dir().unwrap_or_default();
    eprintln!(
        "{}",
        crate::config::startup_notice(env_file, database, &here)
    );
    if let Some(folder) = database
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
    {
        std::fs::create_dir_all(folder)
            .with_context(|| format!("Could not create the folder {}", folder.display()))?;
    }
    Store::open(database).with_context(|| {
        format!(
            "Could not open the database at {} (is another Umpire using it?)",
            database.display()
        )
    })
}

/// Runs the bot: on Discord with a token, else the local offline mode. `env_file` is the `.env` file
/// read, if any.
fn run_bot(config: &Config, env_file: Option<&std::path::Path>) -> Result<()> {
    // On Discord the log is the operator's view of the bot; in the terminal it would mix into the
    // conversation, so there only warnings show unless RUST_LOG asks for more.
    let default_level = if config.discord_token().is_some() {
        "info"
    } else {
        "warn"
    };
    init_tracing(default_level, config.log_format());
    if config.discord_token().is_none() && config.shards() != Ok(None) {
        bail!(
            "UMPIRE_SHARDS divides the bot's Discord connection among processes, and the local mode (no DISCORD_TOKEN) has none: unset UMPIRE_SHARDS."
        );
    }
    let shards = config.shards().map_err(anyhow::Error::msg)?;
    // Every board's drawing is built now, off the path of the first player's image.
    let _ = std::thread::Builder::new()
        .name("boards".to_owned())
        .spawn(render::warm_up);
    if let Some(shards) = shards.filter(|shards| !shards.is_all()) {
        eprintln!("Umpire: this process runs the Discord shards {shards} (first-last/total).");
    }
    let database = config.database();
    let store = match database
        .to_str()
        .filter(|setting| postgres::is_address(setting))
    {
        Some(address) => {
            eprintln!(
                "Umpire: {}; database in PostgreSQL at {}.",
                crate::config::settings_notice(env_file),
                postgres::without_secrets(address)
            );
            Store::connect(address).with_context(|| {
                format!(
                    "Could not connect to PostgreSQL at {}",
                    postgres::without_secrets(address)
                )
            })?
        }
        None => open_sled(&database, env_file)?,
    };
    let host = Arc::new(
        Host::open(
            store,
            HostConfig {
                limits: config.limits(),
                ..HostConfig::default()
            },
        )
        .context("Could not load the stored games")?,
    );
    if config.discord_token().is_some() {
        return run_on_discord(config, host);
    }
    let settings = LocalSettings {
        images: config.images_folder(),
        prefix: config.prefix(),
        language: local::terminal_language(),
    };
    let ended = local::run(
        Arc::clone(&host),
        &settings,
        std::io::stdin().lock(),
        Box::new(std::io::stdout()),
    )
    .context("The terminal failed");
    host.settle();
    ended
}

/// How long a stopping process waits for the work under way (a search, a delivery) to end.
const STOP_PATIENCE: std::time::Duration = std::time::Duration::from_secs(10);

/// Runs the bot on Discord until it is disconnected for good or asked to stop.
fn run_on_discord(config: &Config, host: Arc<Host>) -> Result<()> {
    let Some(discord) = DiscordConfig::from_config(config).map_err(anyhow::Error::msg)? else {
        bail!("DISCORD_TOKEN is empty; set it in .env, or unset it to use the local mode.");
    };
    let runtime = tokio::runtime::Runtime::new().context("Could not start the async runtime")?;
    if let Some(address) = config.metrics_address() {
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind(address))
            .with_context(|| format!("Could not serve metrics at {address} (UMPIRE_METRICS)"))?;
        let handle = crate::telemetry::install().context("Could not start the metrics")?;
        let shown = listener.local_addr().unwrap_or(address);
        eprintln!("Umpire: metrics at http://{shown}/metrics, health at /healthz and /readyz.");
        let probe = Arc::new(HostProbe(Arc::clone(&host)));
        runtime.spawn(crate::telemetry::endpoint::serve(
            listener,
            handle,
            Arc::clone(&discord.watch),
            probe,
        ));
    }
    runtime.block_on(crate::discord::run(discord, Arc::clone(&host) as _))?;
    runtime.shutdown_timeout(STOP_PATIENCE);
    host.settle();
    eprintln!("Umpire stopped.");
    Ok(())
}

/// The database as the health endpoint asks it.
struct HostProbe(Arc<Host>);

impl crate::telemetry::endpoint::Probe for HostProbe {
    fn store_problem(&self) -> Option<String> {
        self.0
            .store()
            .ping()
            .err()
            .map(|error| format!("the database cannot be reached: {error}"))
    }

    fn games_stored(&self) -> Option<u64> {
        self.0.store().count_games().ok()
    }
}

/// Logs to standard error in `format`, filtered by `RUST_LOG` when it is set and not blank, else at
/// `default`.
fn init_tracing(default: &str, format: LogFormat) {
    let filter = std::env::var("RUST_LOG")
        .ok()
        .filter(|value| !value.trim().is_empty())
        .and_then(|value| tracing_subscriber::EnvFilter::try_new(value).ok())
        .unwrap_or_else(|| tracing_subscriber::EnvFilter::new(default));
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => subscriber.init(),
        LogFormat::Json => subscriber
            .json()
            .with_current_span(false)
            .with_span_list(true)
            .flatten_event(true)
            .init(),
    }
}
