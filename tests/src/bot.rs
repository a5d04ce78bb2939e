//! Running the real bot (serenity, poise and the Discord adapter) against a fake Discord.

use crate::fake::FakeDiscord;
use serenity::all::ShardManager;
use std::sync::Arc;
use tokio::task::JoinHandle;
use umpire::discord::{DiscordConfig, GameHost};
use umpire::host::{Host, HostConfig};
use umpire::store::Store;

/// The token the tests give the bot.
pub const TOKEN: &str = "test-token";

/// Waits until `host` has delivered every message it committed: the boards of the commands before have
/// all reached the fake Discord (delivery draws them after the acknowledgement), so a post seen next
/// answers what is done next. Panics after [`crate::fake::recorder::HANG_GUARD`].
pub async fn delivered(host: &umpire::host::Host) {
    let deadline = tokio::time::Instant::now() + crate::fake::recorder::HANG_GUARD;
    while !host
        .store()
        .pending_parcels()
        .expect("the outbox reads")
        .is_empty()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot's messages are still undelivered"
        );
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
}

/// A host on a temporary store whose seed is `seed` and whose players may give many commands a
/// minute, for whole games played in seconds.
pub fn fast_host(seed: u64) -> Arc<Host> {
    let defaults = HostConfig::default();
    let config = HostConfig {
        seed: Some(seed),
        limits: umpire::host::Limits {
            commands_per_minute: 100_000,
            ..defaults.limits
        },
        ..defaults
    };
    Arc::new(Host::open(Store::temporary().expect("a temporary store"), config).expect("opening"))
}

/// A bot connected to a fake Discord.
pub struct RunningBot {
    shards: Arc<ShardManager>,
    task: JoinHandle<serenity::Result<()>>,
}

/// The configuration pointing the bot at `fake` as `https://discord.com`, with serenity's rate limiter
/// on as in production.
pub fn config_for(fake: &FakeDiscord) -> DiscordConfig {
    let mut config = DiscordConfig::new(TOKEN);
    config.endpoint = Some(fake.endpoint());
    config
}

impl RunningBot {
    /// Starts the bot against `fake` with `host`, and waits until it has identified and registered its
    /// commands (poise's setup is done then).
    pub async fn start(fake: &FakeDiscord, host: Arc<dyn GameHost>) -> Self {
        Self::start_with(fake, host, config_for(fake)).await
    }

    /// Starts the bot with `config`, running the shards it names, its requests going to `fake` as to
    /// `https://discord.com` through serenity's rate limiter, and waits until one of them has identified and, when this process registers them, the commands
    /// are registered.
    pub async fn start_with(
        fake: &FakeDiscord,
        host: Arc<dyn GameHost>,
        config: DiscordConfig,
    ) -> Self {
        let connections_before = fake.connection_count();
        let mark = fake.mark();
        let mut client = umpire::discord::connect(&config, host)
            .await
            .expect("building the client");
        let shards = client.shard_manager.clone();
        let registers_commands = config.registers_commands();
        let task =
            tokio::spawn(async move { umpire::discord::start(&mut client, config.shards).await });
        fake.wait_gateway("IDENTIFY on a new connection", |frame| {
            frame.op() == Some(2) && frame.connection > connections_before
        })
        .await;
        if registers_commands {
            fake.wait_request_since(mark, "the command registration", |request| {
                request.method == "PUT" && request.path.ends_with("/commands")
            })
            .await;
        }
        Self { shards, task }
    }

    /// Shuts the bot down and waits until it has stopped.
    pub async fn stop(self) {
        self.shards.shutdown_all().await;
        let _ = self.task.await;
    }

    /// Shuts the bot down, then checks that `fake` knew every request the bot made and that no message
    /// pinged anyone.
    pub async fn finish(self, fake: &FakeDiscord) {
        self.stop().await;
        fake.assert_all_handled();
        fake.assert_no_pings();
    }
}
