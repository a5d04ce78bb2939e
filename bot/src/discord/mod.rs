//! The Discord adapter: slash and prefix commands, buttons and autocomplete in; threads, posts, DMs and
//! replies out. It translates and delivers; every decision is the host's.

mod again;
mod analyses;
mod clock;
mod commands;
mod components;
mod compose;
pub mod config;
mod deliver;
pub mod doctor;
mod nonce;
mod places;
pub mod port;
mod replies;
mod retry;
mod slots;
pub mod split;
mod text_commands;
mod think;

pub use config::DiscordConfig;
pub use port::GameHost;

use crate::host::api::{Command, Language, Text, UserId};
use compose::no_pings;
use deliver::{Asked, Delivery};
use poise::CreateReply;
use serenity::all::{
    ClientBuilder, FullEvent, GatewayError, GatewayIntents, GuildId, Http, HttpBuilder, Interaction,
};
use std::sync::Arc;
use thiserror::Error;
use tokio::sync::Notify;

/// What every command can reach.
pub struct Data {
    host: Arc<dyn GameHost>,
    delivery: Arc<Delivery>,
    clock_wake: Arc<Notify>,
    /// What the health endpoint hears of the shards' connections.
    watch: Arc<crate::telemetry::Watch>,
}

impl Data {
    /// Hands `command` to the host on a blocking thread, wakes the clock (the command may have started or
    /// stopped one) and delivers what the host answered, replying through `origin`.
    async fn handle(
        &self,
        command: Command,
        origin: &replies::Origin<'_>,
    ) -> Result<(), tokio::task::JoinError> {
        use tracing::Instrument;
        let shard = self.watch.shard_of(origin.server().map(|server| server.0));
        let span = tracing::info_span!("discord", shard);
        let host = self.host.clone();
        let inside = span.clone();
        let effects = tokio::task::spawn_blocking(move || {
            let _entered = inside.enter();
            host.handle(command, clock::now_millis())
        })
        .await?;
        self.clock_wake.notify_one();
        self.delivery
            .deliver(effects, origin)
            .instrument(span)
            .await;
        Ok(())
    }
}

/// A command's error.
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// A command's context.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Input the bot cannot use, explained in one catalogue sentence for the person who typed it.
#[derive(Debug, Error)]
#[error("{0}")]
pub struct Refusal(pub Text);

/// The gateway intents: guilds, guild and direct messages, and their content (for prefix commands).
pub fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT
}

/// The HTTP client, with serenity's rate limiter: Discord itself, or `discord.com` at the configured
/// [`Endpoint`](config::Endpoint).
pub fn http_client(config: &DiscordConfig) -> Http {
    let builder = HttpBuilder::new(&config.token);
    match &config.endpoint {
        Some(endpoint) => builder.client(endpoint_client(endpoint)).build(),
        None => builder.build(),
    }
}

/// A client that finds `discord.com` at `endpoint` and trusts only its certificate.
fn endpoint_client(endpoint: &config::Endpoint) -> reqwest::Client {
    reqwest::Client::builder()
        .use_rustls_tls()
        .tls_built_in_root_certs(false)
        .add_root_certificate(endpoint.certificate.clone())
        .resolve("discord.com", endpoint.address)
        .no_proxy()
        .build()
        .expect("a TLS client with one root certificate")
}

/// Builds the client (commands, buttons, the clock) without connecting yet.
pub async fn connect(
    config: &DiscordConfig,
    host: Arc<dyn GameHost>,
) -> serenity::Result<serenity::Client> {
    let http = http_client(config);
    let prefix = config.prefix.clone();
    let dev_guild = config.dev_guild;
    let registers_commands = config.registers_commands();
    let watch = Arc::clone(&config.watch);
    if let Some(shards) = config.shards {
        watch.expect_shards(shards.first, shards.last, shards.total);
    }
    let options = poise::FrameworkOptions {
        commands: commands::all(),
        prefix_options: poise::PrefixFrameworkOptions {
            prefix: Some(prefix.into()),
            mention_as_prefix: true,
            case_insensitive_commands: true,
            ..Default::default()
        },
        allowed_mentions: Some(no_pings()),
        on_error: |error| Box::pin(on_error(error)),
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                if registers_commands {
                    match dev_guild {
                        Some(guild) => {
                            poise::builtins::register_in_guild(ctx, commands, GuildId::new(guild))
                                .await?
                        }
                        None => poise::builtins::register_globally(ctx, commands).await?,
                    }
                }
                let (thinks, requests) = tokio::sync::mpsc::unbounded_channel();
                let (analyses, analyses_asked) = tokio::sync::mpsc::unbounded_channel();
                let delivery = Arc::new(Delivery::new(
                    ctx.http.clone(),
                    host.clone(),
                    Asked { thinks, analyses },
                    Arc::clone(&watch),
                ));
                analyses::spawn(host.clone(), Arc::downgrade(&delivery), analyses_asked);
                let clock_wake = Arc::new(Notify::new());
                think::spawn(
                    host.clone(),
                    Arc::downgrade(&delivery),
                    requests,
                    clock_wake.clone(),
                );
                clock::spawn(&host, &delivery, clock_wake.clone());
                Ok(Data {
                    host,
                    delivery,
                    clock_wake,
                    watch,
                })
            })
        })
        .build();
    let client = ClientBuilder::new_with_http(http, intents())
        .framework(framework)
        .event_handler(RateLimitWaits)
        .await?;
    watch_shards(&client.shard_manager, Arc::clone(&config.watch));
    Ok(client)
}

/// Runs the bot until Discord disconnects it for good, or until the process is asked to stop (Ctrl-C or
/// SIGTERM), when it closes its shards' connections: every shard, or the shards `config` names. A
/// refused token or a missing privileged intent ends it with one sentence saying what to do.
pub async fn run(config: DiscordConfig, host: Arc<dyn GameHost>) -> anyhow::Result<()> {
    let mut client = connect(&config, host).await.map_err(explain)?;
    let shards = Arc::clone(&client.shard_manager);
    tokio::select! {
        ended = start(&mut client, config.shards) => ended.map_err(explain),
        () = stop_asked() => {
            tracing::info!("asked to stop: closing the connections to Discord");
            shards.shutdown_all().await;
            Ok(())
        }
    }
}

/// Returns when the process is asked to stop: Ctrl-C, or SIGTERM (what service managers send).
async fn stop_asked() {
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut terminate) => {
                terminate.recv().await;
            }
            Err(error) => {
                tracing::warn!("SIGTERM cannot be caught ({error}); Ctrl-C still stops the bot");
                std::future::pending::<()>().await;
            }
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = terminate => {}
    }
}

/// Connects `client`'s shards, all of them or `shards`, and runs them until they stop for good.
pub async fn start(
    client: &mut serenity::Client,
    shards: Option<crate::config::Shards>,
) -> serenity::Result<()> {
    match shards {
        // serenity counts the end of this range in: `first..last` starts `first` to `last`.
        Some(shards) => {
            client
                .start_shard_range(shards.first..shards.last, shards.total)
                .await
        }
        None => client.start().await,
    }
}

/// Turns a start-up error into one sentence a person can act on.
pub fn explain(error: serenity::Error) -> anyhow::Error {
    match error {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => anyhow::anyhow!(
            "Discord refused the bot token: copy a fresh one from the Developer Portal (Bot, Reset Token) into DISCORD_TOKEN in .env."
        ),
        serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents) => anyhow::anyhow!(
            "Discord refused the Message Content intent: enable it in the Developer Portal (Bot, Privileged Gateway Intents)."
        ),
        other => anyhow::anyhow!(
            "Could not connect to Discord ({other}); check the network connection and start the bot again."
        ),
    }
}

/// Answers the person who gave a command with one line, privately where Discord allows it.
async fn say(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    let reply = CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(no_pings());
    retry::with_retry("answering a command", || ctx.send(reply.clone())).await?;
    Ok(())
}

/// Handles the events poise does not: button presses, and direct messages typed without the prefix.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let http = &framework.serenity_context.http;
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(press),
        } => components::on_press(http, press, framework.user_data).await,
        FullEvent::Message { new_message } if is_plain_direct_message(framework, new_message) => {
            let (typed, me) = (&new_message.content, framework.bot_id());
            text_commands::on_unknown(http, new_message, typed, me, framework.user_data).await;
        }
        other => watch_gateway(&framework.user_data.watch, other),
    }
    Ok(())
}

/// Tells `watch` what a gateway event says of the shards: a READY tells their total.
fn watch_gateway(watch: &crate::telemetry::Watch, event: &FullEvent) {
    if let FullEvent::Ready { data_about_bot } = event {
        watch.shards_total(data_about_bot.shard.map_or(1, |info| info.total));
    }
}

/// Counts the waits serenity's rate limiter makes before a request (its callback reaches event handlers,
/// not the framework).
struct RateLimitWaits;

#[serenity::async_trait]
impl serenity::all::EventHandler for RateLimitWaits {
    async fn ratelimit(&self, data: serenity::all::RatelimitInfo) {
        crate::telemetry::rate_limit_wait(data.timeout.as_secs_f64());
    }
}

/// How often the shards' connections are looked at for the health endpoint.
const LOOK_AT_SHARDS: std::time::Duration = std::time::Duration::from_millis(500);

/// Tells `watch` which shards of `shards` are connected, every [`LOOK_AT_SHARDS`], until the client is
/// gone.
fn watch_shards(shards: &Arc<serenity::all::ShardManager>, watch: Arc<crate::telemetry::Watch>) {
    let shards = Arc::downgrade(shards);
    tokio::spawn(async move {
        while let Some(manager) = shards.upgrade() {
            let connected = manager
                .runners
                .lock()
                .await
                .iter()
                .filter(|(_, runner)| runner.stage == serenity::gateway::ConnectionStage::Connected)
                .map(|(shard, _)| shard.0)
                .collect();
            drop(manager);
            watch.connected(connected);
            tokio::time::sleep(LOOK_AT_SHARDS).await;
        }
    });
}

/// Whether `message` is a person's direct message without the prefix (or a mention of the bot): in a
/// private conversation the prefix is optional, so the host reads it as a command.
fn is_plain_direct_message(
    framework: poise::FrameworkContext<'_, Data, Error>,
    message: &serenity::all::Message,
) -> bool {
    let prefix = framework
        .options
        .prefix_options
        .prefix
        .as_deref()
        .unwrap_or(config::DEFAULT_PREFIX);
    message.guild_id.is_none()
        && !message.author.bot
        && !message.content.trim_start().starts_with(prefix)
        && !message.content.trim_start().starts_with("<@")
        && !message.content.trim().is_empty()
}

/// Answers a command that failed or could not be read with one sentence; an unknown typed command goes
/// to the host's own parser instead.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let (ctx, text) = match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            if error.downcast_ref::<replies::Lapsed>().is_some() {
                tracing::warn!(command = %ctx.command().name, "a command came too late to answer; dropped");
                return;
            }
            let text = match error.downcast_ref::<Refusal>() {
                Some(refusal) => refusal.0.clone(),
                None => {
                    tracing::error!(%error, command = %ctx.command().name, "a command failed");
                    Text::key("command-failed")
                }
            };
            (ctx, text)
        }
        poise::FrameworkError::ArgumentParse { ctx, input, .. } => {
            let name = ("command", ctx.command().name.to_string().into());
            let text = match input {
                Some(input) => Text::key_with(
                    "slash-unreadable",
                    vec![name, ("word", crate::message::safe::echo(&input).into())],
                ),
                None => Text::key_with("slash-missing", vec![name]),
            };
            (ctx, text)
        }
        poise::FrameworkError::UnknownCommand {
            msg,
            content_start,
            framework,
            ..
        } => {
            let typed = msg.content.get(usize::from(content_start)..).unwrap_or("");
            text_commands::on_unknown(
                &framework.serenity_context.http,
                msg,
                typed,
                framework.bot_id(),
                framework.user_data,
            )
            .await;
            return;
        }
        other => {
            if let Err(error) = poise::builtins::on_error(other).await {
                tracing::error!(%error, "could not report an error");
            }
            return;
        }
    };
    let language = ctx.data().host.language_of(
        UserId(ctx.author().id.get()),
        ctx.locale().and_then(Language::of_locale),
    );
    let text = crate::i18n::localize(&text, language).to_plain();
    if let Err(error) = say(ctx, text).await {
        tracing::error!(%error, "could not answer a refused command");
    }
}
