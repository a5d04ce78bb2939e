//! The bodies of the fake's REST answers, shaped as Discord's specification describes its responses (a
//! test of the fake checks every route it serves against it).

use super::recorder::FilePart;
use crate::fixtures::{self, APP_ID, BOT_ID, OWNER_ID, TIMESTAMP};
use serde_json::{Value, json};

/// A User as `GET /users/{id}` and member answers carry it.
pub fn user(id: u64, name: &str) -> Value {
    let mut user = fixtures::user(id, name);
    user["public_flags"] = json!(0);
    user["flags"] = json!(0);
    user["primary_guild"] = Value::Null;
    user
}

/// The bot's own user, as `GET /users/@me` answers it.
pub fn current_user() -> Value {
    let mut me = user(BOT_ID, "umpire");
    me["bot"] = json!(true);
    me["mfa_enabled"] = json!(false);
    me["locale"] = json!("en-US");
    me.as_object_mut().unwrap().remove("primary_guild");
    me
}

/// A guild member, as `GET /guilds/{id}/members/…` answers it.
pub fn member(id: u64, name: &str) -> Value {
    json!({
        "user": user(id, name),
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "avatar": null,
        "banner": null,
        "communication_disabled_until": null,
        "nick": null,
        "pending": false,
        "premium_since": null,
    })
}

/// The flag of an application whose Message Content intent is enabled (in fewer than 100 servers).
const GATEWAY_MESSAGE_CONTENT_LIMITED: u64 = 1 << 19;

/// The application, as `GET /oauth2/applications/@me` answers it; `message_content`: whether its
/// Message Content intent is enabled in the Developer Portal.
pub fn application(message_content: bool) -> Value {
    let mut application = fixtures::application_info();
    if message_content {
        application["flags"] = json!(GATEWAY_MESSAGE_CONTENT_LIMITED);
    }
    let extra = json!({
        "type": null,
        "flags_new": "0",
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "owner": user(OWNER_ID, "owner"),
        "approximate_guild_count": 1,
        "approximate_user_install_count": 0,
        "approximate_user_authorization_count": 0,
        "explicit_content_filter": 0,
        "team": null,
        "eligible_oauth2_scopes": [],
    });
    merge(&mut application, extra);
    application
}

/// The bot role's permissions: every one but Administrator, so that a channel's overwrites count.
const BOT_PERMISSIONS: &str = "2251799813685239";

/// The guild, as `GET /guilds/{id}` answers it.
pub fn guild(id: u64) -> Value {
    let role = |id: u64, name: &str, permissions: &str| {
        json!({
            "id": id.to_string(), "name": name, "description": null, "permissions": permissions,
            "position": 0, "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false, "managed": false, "mentionable": false, "icon": null,
            "unicode_emoji": null, "flags": 0,
        })
    };
    json!({
        "id": id.to_string(), "name": "Board games", "icon": null, "description": null,
        "home_header": null, "splash": null, "discovery_splash": null, "features": [], "banner": null,
        "owner_id": OWNER_ID.to_string(), "application_id": null, "region": "deprecated",
        "afk_channel_id": null, "afk_timeout": 300, "system_channel_id": null,
        "system_channel_flags": 0, "widget_enabled": false, "widget_channel_id": null,
        "verification_level": 0,
        "roles": [
            role(id, "@everyone", "0"),
            role(fixtures::BOT_ROLE_ID, "umpire", BOT_PERMISSIONS),
        ],
        "default_message_notifications": 0, "mfa_level": 0, "explicit_content_filter": 0,
        "max_presences": null, "max_members": 500_000, "max_stage_video_channel_users": 50,
        "max_video_channel_users": 25, "vanity_url_code": null, "premium_tier": 0,
        "premium_subscription_count": 0, "preferred_locale": "en-US", "rules_channel_id": null,
        "safety_alerts_channel_id": null, "public_updates_channel_id": null,
        "premium_progress_bar_enabled": false, "nsfw": false, "nsfw_level": 0, "emojis": [],
        "stickers": [], "incidents_data": null,
        "approximate_member_count": 5, "approximate_presence_count": 0,
    })
}

/// A thread of `guild` under `parent`, as creating or changing one answers it.
pub fn thread(guild: u64, id: u64, kind: u8, name: &str, parent: u64, archived: bool) -> Value {
    let mut thread = fixtures::guild_channel_of(guild, id, kind, name, Some(parent));
    let extra = json!({
        "flags": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "rate_limit_per_user": 0,
        "last_message_id": null,
        "thread_metadata": {
            "archived": archived,
            "auto_archive_duration": 10080,
            "archive_timestamp": TIMESTAMP,
            "locked": false,
        },
    });
    merge(&mut thread, extra);
    for field in ["position", "permission_overwrites", "nsfw"] {
        thread.as_object_mut().unwrap().remove(field);
    }
    thread
}

/// A text channel of `guild`, as `GET /channels/{id}` answers it.
pub fn text_channel(guild: u64, id: u64) -> Value {
    let mut channel = fixtures::guild_channel_of(guild, id, 0, "games", None);
    let extra = json!({
        "flags": 0,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "topic": null,
        "default_thread_rate_limit_per_user": 0,
        "last_pin_timestamp": null,
    });
    merge(&mut channel, extra);
    channel
}

/// The DM channel `id` with `recipient`.
pub fn private_channel(id: u64, recipient: Value) -> Value {
    json!({"id": id.to_string(), "type": 1, "flags": 0, "recipients": [recipient], "last_message_id": null})
}

/// A registered command: the request's, with the fields Discord adds; its options' fields the request
/// left `null` are left out, as Discord leaves them out.
pub fn registered_command(mut command: Value, id: u64, version: u64) -> Value {
    if let Some(options) = command.get_mut("options") {
        drop_nulls(options);
    }
    let object = command.as_object_mut().expect("a command object");
    object.insert("id".into(), json!(id.to_string()));
    object.entry("type").or_insert(json!(1));
    object.insert("application_id".into(), json!(APP_ID.to_string()));
    object.entry("description").or_insert(json!(""));
    object.insert("version".into(), json!(version.to_string()));
    object
        .entry("default_member_permissions")
        .or_insert(Value::Null);
    command
}

/// One uploaded file, as the message it came with lists it: its name, size, address and description
/// (the alt text the request gave it, if any).
pub fn attachment(id: u64, file: &FilePart, url: &str, description: Option<&Value>) -> Value {
    let mut attachment = json!({
        "id": id.to_string(),
        "filename": file.filename,
        "size": file.bytes.len(),
        "url": url,
        "proxy_url": url,
    });
    if let Some(content_type) = &file.content_type {
        attachment["content_type"] = json!(content_type);
    }
    if let Some(description) = description.filter(|description| !description.is_null()) {
        attachment["description"] = description.clone();
    }
    attachment
}

/// The bot's message `id` in `channel`, with `body`'s content, flags and components and `attachments`.
pub fn message(channel: u64, id: u64, body: &Value, attachments: Vec<Value>) -> Value {
    let mut message = fixtures::message(
        channel,
        false,
        fixtures::Person {
            id: BOT_ID,
            name: "umpire",
        },
        body.get("content").and_then(Value::as_str).unwrap_or(""),
    );
    message["author"] = user(BOT_ID, "umpire");
    message["author"]["bot"] = json!(true);
    message["id"] = json!(id.to_string());
    message["attachments"] = json!(attachments);
    message["flags"] = body.get("flags").cloned().unwrap_or(json!(0));
    if let Some(nonce) = body.get("nonce").filter(|nonce| !nonce.is_null()) {
        message["nonce"] = nonce.clone();
    }
    let mut components = body.get("components").cloned().unwrap_or(json!([]));
    number_components(&mut components, &mut 0);
    message["components"] = components;
    message
}

/// Gives each component without an id the next number, depth first, as Discord numbers them.
fn number_components(components: &mut Value, next: &mut u64) {
    for component in components.as_array_mut().into_iter().flatten() {
        *next += 1;
        if component.get("id").is_none_or(Value::is_null) {
            component["id"] = json!(*next);
        }
        if let Some(inner) = component.get_mut("components") {
            number_components(inner, next);
        }
    }
}

/// A Discord error body.
pub fn error(code: u64, message: &str) -> Value {
    json!({"code": code, "message": message})
}

/// Removes the `null` fields of every object in `value`.
fn drop_nulls(value: &mut Value) {
    match value {
        Value::Object(object) => {
            object.retain(|_, field| !field.is_null());
            object.values_mut().for_each(drop_nulls);
        }
        Value::Array(items) => items.iter_mut().for_each(drop_nulls),
        _ => {}
    }
}

fn merge(target: &mut Value, extra: Value) {
    if let (Some(target), Value::Object(extra)) = (target.as_object_mut(), extra) {
        target.extend(extra);
    }
}
