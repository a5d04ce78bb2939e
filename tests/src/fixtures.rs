//! Discord payloads as the real Discord sends them: events for the gateway and canned REST answers.
//!
//! Every builder here is deserialised with serenity's own types by `tests/tests/fixtures.rs`, so a
//! missing field fails loudly there instead of making serenity drop the event in silence.

use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};

/// The bot's user id.
pub const BOT_ID: u64 = 900_000_000_000_000_001;
/// The application id.
pub const APP_ID: u64 = 900_000_000_000_000_002;
/// The guild everything happens in.
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
/// The text channel where challenges are made.
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
/// The bot's role in the guild.
pub const BOT_ROLE_ID: u64 = 900_000_000_000_000_005;
/// The owner of the application.
pub const OWNER_ID: u64 = 900_000_000_000_000_006;
/// Alice, a player.
pub const ALICE: u64 = 910_000_000_000_000_001;
/// Bob, a player.
pub const BOB: u64 = 910_000_000_000_000_002;
/// Carol, who watches and is not in the game.
pub const CAROL: u64 = 910_000_000_000_000_003;
/// Dave, a fourth player for games of four.
pub const DAVE: u64 = 910_000_000_000_000_004;

/// Every permission bit, as the bot's role carries it.
pub const ALL_PERMISSIONS: &str = "2251799813685247";

/// A fixed, valid timestamp.
pub const TIMESTAMP: &str = "2026-01-01T12:00:00.000000+00:00";

static NEXT_ID: AtomicU64 = AtomicU64::new(920_000_000_000_000_000);

/// A fresh, non-zero id, distinct from every other in this process.
pub fn fresh_id() -> u64 {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

/// The first second of 2015, from which Discord's snowflakes count milliseconds.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A fresh id made now, as Discord makes an interaction's: the time it was made is in it, and an
/// interaction's deadlines count from that time.
pub fn snowflake_now() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_millis() as u64;
    ((now - DISCORD_EPOCH_MS) << 22) | (fresh_id() & 0x3f_ffff)
}

/// `interaction` as if Discord had made it `age` ago (its id says when it was made).
pub fn aged(mut interaction: Value, age: std::time::Duration) -> Value {
    let id: u64 = interaction["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("an interaction id");
    let older = id - ((age.as_millis() as u64) << 22);
    interaction["id"] = json!(older.to_string());
    interaction
}

/// `interaction` given in `person`'s DM channel `channel` rather than in the guild: Discord then sends
/// the `user` who gave it, and no `member` or `guild_id`.
pub fn in_dm(mut interaction: Value, channel: u64, person: Person) -> Value {
    let object = interaction.as_object_mut().expect("an interaction");
    for field in ["guild_id", "guild_locale", "member"] {
        object.remove(field);
    }
    object.insert("user".into(), user(person.id, person.name));
    object.insert("channel_id".into(), json!(channel.to_string()));
    object.insert(
        "channel".into(),
        json!({"id": channel.to_string(), "type": 1, "recipients": [user(person.id, person.name)]}),
    );
    object.insert("context".into(), json!(1));
    object.insert("authorizing_integration_owners".into(), json!({"0": "0"}));
    interaction
}

/// A person as the tests name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Person {
    /// Their id.
    pub id: u64,
    /// Their user name.
    pub name: &'static str,
}

/// Alice.
pub const ALICE_USER: Person = Person {
    id: ALICE,
    name: "alice",
};
/// Bob.
pub const BOB_USER: Person = Person {
    id: BOB,
    name: "bob",
};
/// Carol.
pub const CAROL_USER: Person = Person {
    id: CAROL,
    name: "carol",
};
/// Dave.
pub const DAVE_USER: Person = Person {
    id: DAVE,
    name: "dave",
};

/// A User object.
pub fn user(id: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "bot": false,
    })
}

/// The bot's own User object.
pub fn bot_user() -> Value {
    let mut bot = user(BOT_ID, "umpire");
    bot["bot"] = json!(true);
    bot
}

/// A guild Member object for `person`.
pub fn member(person: Person) -> Value {
    json!({
        "user": user(person.id, person.name),
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "permissions": ALL_PERMISSIONS,
    })
}

/// A MESSAGE_CREATE payload: `author` says `content` in `channel`, in the guild or (with `guild` false)
/// in a DM.
pub fn message(channel: u64, guild: bool, author: Person, content: &str) -> Value {
    let mut message = json!({
        "id": fresh_id().to_string(),
        "channel_id": channel.to_string(),
        "author": user(author.id, author.name),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
    });
    if guild {
        message["guild_id"] = json!(GUILD_ID.to_string());
        message["member"] = json!({
            "roles": [],
            "joined_at": TIMESTAMP,
            "deaf": false,
            "mute": false,
            "flags": 0,
        });
    }
    message
}

/// Moves a guild message or interaction (made by [`message`], [`slash_command`], …) to `guild`.
pub fn with_guild(mut payload: Value, guild: u64) -> Value {
    payload["guild_id"] = json!(guild.to_string());
    if payload.get("authorizing_integration_owners").is_some() {
        payload["authorizing_integration_owners"] = json!({"0": guild.to_string()});
    }
    payload
}

/// Adds `mentioned` to a message's `mentions`, as Discord does for `<@id>` in its text.
pub fn with_mentions(mut message: Value, mentioned: &[Person]) -> Value {
    message["mentions"] = mentioned
        .iter()
        .map(|person| user(person.id, person.name))
        .collect();
    message
}

/// The envelope shared by every interaction `person` starts in `channel` of the guild.
fn interaction(kind: u8, channel: u64, person: Person, data: Value) -> Value {
    let id = snowflake_now();
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": format!("token-{id}"),
        "version": 1,
        "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": 0, "name": "games"},
        "guild_id": GUILD_ID.to_string(),
        "guild_locale": "en-US",
        "locale": "en-US",
        "app_permissions": ALL_PERMISSIONS,
        "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
        "context": 0,
        "attachment_size_limit": 10_485_760,
        "member": member(person),
        "data": data,
    })
}

/// A slash command `/name` with `options` (`[{name, type, value}]`) from `person` in `channel`.
pub fn slash_command(channel: u64, person: Person, name: &str, options: Value) -> Value {
    interaction(
        2,
        channel,
        person,
        json!({"id": fresh_id().to_string(), "name": name, "type": 1, "options": options}),
    )
}

/// A string option for [`slash_command`].
pub fn string_option(name: &str, value: &str) -> Value {
    json!({"name": name, "type": 3, "value": value})
}

/// A user option for [`slash_command`]; the user must also appear in [`with_resolved_user`].
pub fn user_option(name: &str, person: Person) -> Value {
    json!({"name": name, "type": 6, "value": person.id.to_string()})
}

/// Adds `person` to a command's resolved users and members, as Discord does for user options.
pub fn with_resolved_user(mut interaction: Value, person: Person) -> Value {
    let id = person.id.to_string();
    let mut member = member(person);
    member.as_object_mut().unwrap().remove("user");
    interaction["data"]["resolved"] = json!({
        "users": {id.clone(): user(person.id, person.name)},
        "members": {id: member},
    });
    interaction
}

/// `/challenge` from `challenger` in `channel`: a game of `game` with `opponent` as its named player, resolved as Discord
/// resolves user options.
pub fn challenge_command(channel: u64, challenger: Person, game: &str, opponent: Person) -> Value {
    let options = json!([string_option("game", game), user_option("player", opponent)]);
    with_resolved_user(
        slash_command(channel, challenger, "challenge", options),
        opponent,
    )
}

/// An autocomplete request (type 4) for `/name`, with `focused` the option being typed as `typed`.
pub fn autocomplete(channel: u64, person: Person, name: &str, focused: &str, typed: &str) -> Value {
    interaction(
        4,
        channel,
        person,
        json!({
            "id": fresh_id().to_string(),
            "name": name,
            "type": 1,
            "options": [{"name": focused, "type": 3, "value": typed, "focused": true}],
        }),
    )
}

/// A button press (type 3) by `person` on `message` (a Message object the bot sent), with `custom_id`.
pub fn button_press(channel: u64, person: Person, custom_id: &str, message: Value) -> Value {
    let mut press = interaction(
        3,
        channel,
        person,
        json!({"custom_id": custom_id, "component_type": 2}),
    );
    press["message"] = message;
    press
}

/// A GUILD_CREATE payload: the guild, its channel, the bot's role with every permission, and the bot.
pub fn guild_create() -> Value {
    let role = |id: u64, name: &str, permissions: &str| {
        json!({
            "id": id.to_string(),
            "name": name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "position": 0,
            "permissions": permissions,
            "managed": false,
            "mentionable": false,
            "flags": 0,
            "icon": null,
            "unicode_emoji": null,
        })
    };
    let mut bot_member = member(Person {
        id: BOT_ID,
        name: "umpire",
    });
    bot_member["user"] = bot_user();
    bot_member["roles"] = json!([BOT_ROLE_ID.to_string()]);
    json!({
        "id": GUILD_ID.to_string(),
        "name": "Board games",
        "icon": null,
        "owner_id": OWNER_ID.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "roles": [role(GUILD_ID, "@everyone", "0"), role(BOT_ROLE_ID, "umpire", ALL_PERMISSIONS)],
        "emojis": [],
        "features": [],
        "stickers": [],
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "public_updates_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_progress_bar_enabled": false,
        "preferred_locale": "en-US",
        "nsfw_level": 0,
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": 5,
        "voice_states": [],
        "presences": [],
        "threads": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "members": [bot_member, member(ALICE_USER), member(BOB_USER), member(CAROL_USER), member(DAVE_USER)],
        "channels": [guild_channel(CHANNEL_ID, 0, "games", None)],
    })
}

/// A GuildChannel object: a text channel (`kind` 0) or a thread (11 public, 12 private) under `parent`.
pub fn guild_channel(id: u64, kind: u8, name: &str, parent: Option<u64>) -> Value {
    guild_channel_of(GUILD_ID, id, kind, name, parent)
}

/// A GuildChannel object of `guild`, like [`guild_channel`].
pub fn guild_channel_of(guild: u64, id: u64, kind: u8, name: &str, parent: Option<u64>) -> Value {
    let mut channel = json!({
        "id": id.to_string(),
        "type": kind,
        "guild_id": guild.to_string(),
        "name": name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "parent_id": parent.map(|parent| parent.to_string()),
    });
    if kind == 11 || kind == 12 {
        channel["owner_id"] = json!(BOT_ID.to_string());
        channel["thread_metadata"] = json!({
            "archived": false,
            "auto_archive_duration": 1440,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
        });
    }
    channel
}

/// A PrivateChannel object: the DM channel `id` with `recipient`.
pub fn private_channel(id: u64, recipient: &Value) -> Value {
    json!({"id": id.to_string(), "type": 1, "recipients": [recipient], "last_message_id": null})
}

/// The READY payload for a session of `shard` (`[id, count]`): the standard guild is among its guilds
/// when it is that shard's.
pub fn ready(session_id: &str, resume_url: &str, shard: [u32; 2]) -> Value {
    let guilds: Vec<Value> = (crate::fake::shard_of_guild(GUILD_ID, shard[1]) == shard[0])
        .then(|| json!({"id": GUILD_ID.to_string(), "unavailable": true}))
        .into_iter()
        .collect();
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "application": {"id": APP_ID.to_string(), "flags": 0},
        "shard": shard,
    })
}

/// The CurrentApplicationInfo answer of `GET /oauth2/applications/@me`.
pub fn application_info() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "Umpire",
        "icon": null,
        "description": "Board games with an umpire.",
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0000",
        "owner": user(OWNER_ID, "owner"),
        "flags": 0,
    })
}

/// The gateway envelope of a dispatch, as `Event` deserialises it.
pub fn envelope(event: &str, data: &Value) -> Value {
    json!({"t": event, "d": data})
}

/// The REST path of the callback that answers `interaction` (`POST /interactions/{id}/{token}/callback`).
pub fn callback_path(interaction: &Value) -> String {
    format!(
        "/api/v10/interactions/{}/{}/callback",
        interaction["id"].as_str().expect("an interaction id"),
        interaction["token"].as_str().expect("an interaction token")
    )
}

/// The REST path of the follow-ups to `interaction` (`POST /webhooks/{application}/{token}`).
pub fn webhook_path(interaction: &Value) -> String {
    format!(
        "/api/v10/webhooks/{APP_ID}/{}",
        interaction["token"].as_str().expect("an interaction token")
    )
}
