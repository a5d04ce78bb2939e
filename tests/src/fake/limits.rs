//! The limits Discord documents that its OpenAPI schemas do not carry (or carry more loosely): message
//! length, components, files and their size, autocomplete choices, and the rules for slash commands.

use super::recorder::FilePart;
use super::spec::{Operation, Violation};
use serde_json::Value;

/// The longest message content.
pub const CONTENT: usize = 2_000;
/// The most embeds in one message.
pub const EMBEDS: usize = 10;
/// The most action rows in one message.
pub const ACTION_ROWS: usize = 5;
/// The most buttons in one action row.
pub const BUTTONS_PER_ROW: usize = 5;
/// The longest `custom_id` of a component.
pub const CUSTOM_ID: usize = 100;
/// The longest button label.
pub const BUTTON_LABEL: usize = 80;
/// The longest attachment description (alt text).
pub const ALT_TEXT: usize = 1_024;
/// The longest thread name.
pub const THREAD_NAME: usize = 100;
/// The most files in one message.
pub const FILES: usize = 10;
/// The largest file a bot may upload where nothing says more (a server without boosts): 10 MiB.
pub const UPLOAD_BYTES: usize = 10 * 1024 * 1024;
/// The most autocomplete choices.
pub const CHOICES: usize = 25;
/// The longest name or value of an autocomplete choice.
pub const CHOICE_TEXT: usize = 100;
/// The longest command or option name.
pub const COMMAND_NAME: usize = 32;
/// The longest command or option description.
pub const COMMAND_DESCRIPTION: usize = 100;
/// The most options of a command, and choices of an option.
pub const COMMAND_OPTIONS: usize = 25;
/// The most characters of a command's names, descriptions and choices together.
pub const COMMAND_TOTAL: usize = 4_000;
/// The locales Discord knows, the only keys of a localisation map.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Collects the limits a request breaks.
struct Check<'a> {
    operation: &'a Operation,
    found: Vec<Violation>,
}

impl Check<'_> {
    fn fail(&mut self, field: impl Into<String>, rule: impl Into<String>) {
        self.found.push(Violation {
            route: self.operation.route(),
            field: field.into(),
            rule: rule.into(),
        });
    }

    /// At most `limit` characters in the string at `field` of `body`, if there is one.
    fn length(&mut self, body: &Value, field: &str, limit: usize) {
        if let Some(text) = body.pointer(field).and_then(Value::as_str) {
            let length = text.chars().count();
            if length > limit {
                self.fail(field, format!("{length} characters, more than {limit}"));
            }
        }
    }

    /// At most `limit` items in the array at `field` of `body`, if there is one.
    fn count(&mut self, body: &Value, field: &str, limit: usize) {
        if let Some(items) = body.pointer(field).and_then(Value::as_array) {
            if items.len() > limit {
                self.fail(field, format!("{} items, more than {limit}", items.len()));
            }
        }
    }
}

/// The documented limits a request to `operation` breaks; `upload_bytes` is the largest file allowed
/// there (the interaction's `attachment_size_limit` for its answers).
pub fn check(
    operation: &Operation,
    body: Option<&Value>,
    files: &[FilePart],
    upload_bytes: usize,
) -> Vec<Violation> {
    let mut check = Check {
        operation,
        found: Vec::new(),
    };
    let null = Value::Null;
    let body = body.unwrap_or(&null);
    check_files(&mut check, files, upload_bytes);
    match (operation.method.as_str(), operation.template.as_str()) {
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => {
            match body["type"].as_u64() {
                Some(4 | 7) => check_message(&mut check, body, "/data"),
                Some(8) => check_choices(&mut check, body),
                _ => {}
            }
        }
        ("POST", "/channels/{channel_id}/threads")
        | ("POST", "/channels/{channel_id}/messages/{message_id}/threads") => {
            check.length(body, "/name", THREAD_NAME);
        }
        ("PATCH", "/channels/{channel_id}") => check.length(body, "/name", THREAD_NAME),
        ("PUT", template) if template.ends_with("/commands") => {
            for (index, command) in body.as_array().into_iter().flatten().enumerate() {
                check_command(&mut check, command, &format!("/{index}"), 0);
            }
        }
        (_, template) if carries_message(template) => check_message(&mut check, body, ""),
        _ => {}
    }
    check.found
}

/// Whether requests to `template` carry a message (posts, edits, follow-ups).
fn carries_message(template: &str) -> bool {
    template.starts_with("/channels/{channel_id}/messages") && !template.ends_with("/threads")
        || template.starts_with("/webhooks/{webhook_id}/{webhook_token}")
}

fn check_files(check: &mut Check<'_>, files: &[FilePart], upload_bytes: usize) {
    if files.len() > FILES {
        check.fail("files", format!("{} files, more than {FILES}", files.len()));
    }
    for file in files {
        if file.bytes.len() > upload_bytes {
            check.fail(
                file.field.clone(),
                format!(
                    "{} bytes, more than the {upload_bytes} allowed",
                    file.bytes.len()
                ),
            );
        }
    }
}

/// A message's limits, the message being at `at` in `body`.
fn check_message(check: &mut Check<'_>, body: &Value, at: &str) {
    check.length(body, &format!("{at}/content"), CONTENT);
    check.count(body, &format!("{at}/embeds"), EMBEDS);
    check.count(body, &format!("{at}/components"), ACTION_ROWS);
    let rows = body
        .pointer(&format!("{at}/components"))
        .and_then(Value::as_array);
    for (row_index, row) in rows.into_iter().flatten().enumerate() {
        let row_at = format!("{at}/components/{row_index}");
        check.count(body, &format!("{row_at}/components"), BUTTONS_PER_ROW);
        let items = row["components"].as_array().into_iter().flatten();
        for (index, _) in items.enumerate() {
            let item_at = format!("{row_at}/components/{index}");
            check.length(body, &format!("{item_at}/custom_id"), CUSTOM_ID);
            check.length(body, &format!("{item_at}/label"), BUTTON_LABEL);
        }
    }
    let attachments = body
        .pointer(&format!("{at}/attachments"))
        .and_then(Value::as_array);
    for (index, _) in attachments.into_iter().flatten().enumerate() {
        check.length(
            body,
            &format!("{at}/attachments/{index}/description"),
            ALT_TEXT,
        );
    }
}

fn check_choices(check: &mut Check<'_>, body: &Value) {
    check.count(body, "/data/choices", CHOICES);
    let choices = body.pointer("/data/choices").and_then(Value::as_array);
    for (index, _) in choices.into_iter().flatten().enumerate() {
        check.length(body, &format!("/data/choices/{index}/name"), CHOICE_TEXT);
        check.length(body, &format!("/data/choices/{index}/value"), CHOICE_TEXT);
    }
}

/// A slash command (or, at `depth` 1 and 2, a subcommand or option) as Discord requires it: names,
/// descriptions, localisations, option counts, required options first, and the total length.
fn check_command(check: &mut Check<'_>, command: &Value, at: &str, depth: usize) {
    check_name(check, &command["name"], &format!("{at}/name"));
    check_description(check, &command["description"], &format!("{at}/description"));
    check_localisations(check, command, at, "name_localizations");
    check_localisations(check, command, at, "description_localizations");
    check.count(command, "/options", COMMAND_OPTIONS);
    check.count(command, "/choices", COMMAND_OPTIONS);
    let options = command["options"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    let first_optional = options.iter().position(|option| option["required"] != true);
    if let Some(first_optional) = first_optional {
        if let Some(late) = options[first_optional..]
            .iter()
            .position(|option| option["required"] == true)
        {
            check.fail(
                format!("{at}/options/{}", first_optional + late),
                "a required option comes after an optional one",
            );
        }
    }
    for (index, option) in options.iter().enumerate() {
        check_command(check, option, &format!("{at}/options/{index}"), depth + 1);
    }
    if depth == 0 {
        let total = command_characters(command);
        if total > COMMAND_TOTAL {
            check.fail(
                at,
                format!("{total} characters in all, more than {COMMAND_TOTAL}"),
            );
        }
    }
}

/// A command or option name: 1 to 32 letters, digits, `-`, `_` or `'`, lower case where the letter has a
/// lower case.
fn check_name(check: &mut Check<'_>, name: &Value, at: &str) {
    let Some(name) = name.as_str() else {
        return check.fail(at, "a name is required");
    };
    let length = name.chars().count();
    if !(1..=COMMAND_NAME).contains(&length) {
        check.fail(at, format!("{length} characters, not 1 to {COMMAND_NAME}"));
    }
    if let Some(wrong) = name.chars().find(|c| {
        !(c.is_alphanumeric() || matches!(c, '-' | '_' | '\'')) || c.to_lowercase().ne([*c])
    }) {
        check.fail(
            at,
            format!("{wrong:?} may not be in a name (lower-case letters, digits, - _ ')"),
        );
    }
}

fn check_description(check: &mut Check<'_>, description: &Value, at: &str) {
    let length = description.as_str().map_or(0, |text| text.chars().count());
    if !(1..=COMMAND_DESCRIPTION).contains(&length) {
        check.fail(
            at,
            format!("{length} characters, not 1 to {COMMAND_DESCRIPTION}"),
        );
    }
}

/// A localisation map: known locales only, each value a valid name or description.
fn check_localisations(check: &mut Check<'_>, command: &Value, at: &str, field: &str) {
    let Some(map) = command[field].as_object() else {
        return;
    };
    for (locale, text) in map {
        let entry = format!("{at}/{field}/{locale}");
        if !LOCALES.contains(&locale.as_str()) {
            check.fail(&entry, format!("{locale:?} is not a locale Discord knows"));
        } else if field == "name_localizations" {
            check_name(check, text, &entry);
        } else {
            check_description(check, text, &entry);
        }
    }
}

/// The characters of a command's names, descriptions and choices (names and values), its options'
/// included.
fn command_characters(command: &Value) -> usize {
    let text = |value: &Value| value.as_str().map_or(0, |text| text.chars().count());
    let choices: usize = command["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|choice| text(&choice["name"]) + text(&choice["value"]))
        .sum();
    let options: usize = command["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(command_characters)
        .sum();
    text(&command["name"]) + text(&command["description"]) + choices + options
}
