//! The bot program run as processes of its own against a fake Discord, so that a test can kill one
//! with SIGKILL, as a crash or a power cut would, and start another in its place.

use crate::fake::FakeDiscord;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// One process of the bot, killed when dropped. Each has a token of its own (`test-token-NUMBER`), so
/// that what it sent can be told from what the others sent ([`sender`]).
pub struct BotProcess {
    /// The running program.
    pub child: Child,
    /// The shards it runs (`UMPIRE_SHARDS`), or every shard.
    pub shards: Option<&'static str>,
    /// Its number, in the order processes were started.
    pub number: usize,
    /// Where its log goes.
    pub log: PathBuf,
}

impl BotProcess {
    /// Kills it with SIGKILL and waits until it is gone.
    pub fn kill(&mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("the killed process is reaped");
    }

    /// The last `lines` lines of its log, for a failure.
    pub fn log_tail(&self, lines: usize) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(lines).collect();
        tail.into_iter().rev().collect::<Vec<_>>().join("\n")
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts processes of the bot program, all on one database and one fake Discord.
pub struct Launcher {
    program: PathBuf,
    /// Where the fake is, as `DISCORD_ADDRESS`.
    address: std::net::SocketAddr,
    /// The fake's certificate, as `DISCORD_CERTIFICATE`.
    certificate: PathBuf,
    database: String,
    folder: PathBuf,
    launched: AtomicUsize,
}

impl Launcher {
    /// Processes of `program` (the test's `CARGO_BIN_EXE_umpire-bot`) reaching `fake` as
    /// `https://discord.com` (serenity's rate limiter on), on `database` (`UMPIRE_DATABASE`: a PostgreSQL
    /// address or a sled folder), running in `folder`, where they keep their logs.
    pub fn new(program: &str, fake: &FakeDiscord, database: String, folder: &Path) -> Self {
        let (address, certificate) = fake.endpoint_for_program(folder);
        Self {
            program: PathBuf::from(program),
            address,
            certificate,
            database,
            folder: folder.to_path_buf(),
            launched: AtomicUsize::new(0),
        }
    }

    /// Starts a process running `shards` (`FIRST-LAST/TOTAL`), or every shard.
    pub fn launch(&self, shards: Option<&'static str>) -> BotProcess {
        self.launch_with(shards, &[])
    }

    /// Starts a process running `shards`, or every shard, with the settings `more` (`UMPIRE_METRICS`, …)
    /// in its environment besides the launcher's.
    pub fn launch_with(&self, shards: Option<&'static str>, more: &[(&str, &str)]) -> BotProcess {
        let number = self.launched.fetch_add(1, Ordering::Relaxed);
        let log = self.folder.join(format!("bot-{number}.log"));
        let mut command = Command::new(&self.program);
        for (key, _) in std::env::vars() {
            if key.starts_with("UMPIRE_") || key.starts_with("DISCORD_") {
                command.env_remove(key);
            }
        }
        if let Some(shards) = shards {
            command.env("UMPIRE_SHARDS", shards);
        }
        let child = command
            .current_dir(&self.folder)
            .env("DISCORD_TOKEN", format!("{}-{number}", crate::bot::TOKEN))
            .env("DISCORD_ADDRESS", self.address.to_string())
            .env("DISCORD_CERTIFICATE", &self.certificate)
            .env("UMPIRE_DATABASE", &self.database)
            .env("RUST_LOG", "warn")
            .envs(more.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("a log file"))
            .spawn()
            .expect("the bot program starts");
        BotProcess {
            child,
            shards,
            number,
            log,
        }
    }
}

/// The number of the process that made `request`, from its token.
pub fn sender(request: &crate::fake::recorder::RecordedRequest) -> Option<usize> {
    request
        .authorization
        .as_deref()?
        .rsplit('-')
        .next()?
        .parse()
        .ok()
}
