//! The local offline mode: a terminal (or a script on standard input) plays the part of Discord.
//!
//! `NAME: TEXT` posts TEXT as user NAME in the current channel, `NAME (dm): TEXT` writes to the bot
//! privately as NAME, and `#NAME` alone switches the current channel. The command prefix is optional.
//! `NAME: press BUTTON-ID` presses a button the bot showed. Every bot message is printed with where it
//! went, and every image is written to a folder and printed as its path. The clocks run while it waits.

mod names;
mod output;
mod script;

use crate::host::Host;
use crate::host::api::{
    ChannelId, Command, Effect, Language, Message, Millis, Place, Request, ServerId, Target, Text,
    User, UserId, Via,
};
use crate::i18n::localize;
pub use names::user_id;
use output::{Origin, Printer};
use script::{Line, parse_line};
use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// The local mode's single server.
const SERVER: ServerId = ServerId(1);
/// The channel the local mode starts in.
const FIRST_CHANNEL: &str = "general";
/// How often the clock looks for due timers at most.
const CLOCK_POLL: Duration = Duration::from_secs(1);

/// How the local mode runs.
#[derive(Clone, Debug)]
pub struct LocalSettings {
    /// Where board images are written.
    pub images: PathBuf,
    /// The optional command prefix (`!`).
    pub prefix: String,
    /// The language of the local mode's own lines (its banner, its answers to lines it cannot read);
    /// what the bot says to each user is in that user's language.
    pub language: Language,
}

/// The language of the terminal: that of its locale (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, like
/// `zh_CN.UTF-8`) when it is one the bot speaks, else English.
pub fn terminal_language() -> Language {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.trim().is_empty())
        .and_then(|locale| language_of_locale(&locale))
        .unwrap_or_default()
}

/// The language of a POSIX locale (`zh_CN.UTF-8`, `en_GB@euro`), if it is one the bot speaks.
fn language_of_locale(locale: &str) -> Option<Language> {
    let tag = locale.split(['.', '@']).next().unwrap_or_default();
    Language::of_locale(tag)
}

/// The time now, in milliseconds since the Unix epoch.
pub fn now() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_millis() as Millis)
}

/// Runs the local mode until `input` ends.
pub fn run(
    host: Arc<Host>,
    settings: &LocalSettings,
    input: impl BufRead,
    output: Box<dyn Write + Send>,
) -> io::Result<()> {
    let printer = Arc::new(Printer::new(
        Arc::clone(&host),
        output,
        settings.images.clone(),
        settings.language,
    ));
    let say = |text: Text| printer.say(&localize(&text, settings.language).to_plain());
    say(banner(settings))?;
    printer.deliver(Origin::Clock, host.pending())?;
    printer.deliver(Origin::Clock, host.tick(now()))?;
    printer.deliver(Origin::Clock, host.computer_turns())?;
    printer.deliver(Origin::Clock, host.analyses_waiting())?;
    spawn_clock(Arc::clone(&host), Arc::clone(&printer));
    let mut current = printer.channel(FIRST_CHANNEL);
    let mut input = input;
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let Ok(line) = std::str::from_utf8(&bytes) else {
            say(local_error(Text::key("local-not-utf8")))?;
            continue;
        };
        match parse_line(line) {
            Ok(Line::Nothing) => {}
            Ok(Line::Switch(name)) => {
                current = printer.channel(&name);
                let shown = printer.names().channel_name(current);
                say(Text::key_with(
                    "local-now-in",
                    vec![("channel", shown.into())],
                ))?;
            }
            Ok(Line::Say { user, direct, text }) => {
                let id = printer.user(&user);
                let (place, origin) = whereabouts(id, direct, current);
                let text = text.strip_prefix(settings.prefix.as_str()).unwrap_or(&text);
                let from = User { id, name: user };
                printer.deliver(origin, handle_typed(&host, from, place, text))?;
            }
            Err(error) => say(local_error(error.0))?,
        }
    }
    Ok(())
}

/// Where a line of `user` goes: privately to the bot (`direct`), else to the current channel; and where
/// the printer says it came from.
fn whereabouts(user: UserId, direct: bool, current: ChannelId) -> (Place, Origin) {
    match direct {
        true => (Place::Direct, Origin::Direct(user)),
        false => (
            Place::Channel {
                server: SERVER,
                channel: current,
            },
            Origin::Channel(current, user),
        ),
    }
}

/// What the host makes of a line `from` typed at `place`: the effects of its command, or the private
/// refusal of a line that is none.
fn handle_typed(host: &Host, from: User, place: Place, text: &str) -> Vec<Effect> {
    match read_request(text, || host.plays_at(from.id, place)) {
        Ok((mut request, via)) => {
            // The local mode's server is its terminal's: whoever types manages it.
            if let Some(may_manage) = request.may_manage_mut() {
                *may_manage = true;
            }
            let command = Command {
                from,
                place,
                via,
                request,
            };
            host.handle(command, now())
        }
        Err(sentence) => vec![Effect::Send {
            to: Target::Reply,
            message: Message {
                text: sentence,
                private: true,
                ..Default::default()
            },
        }],
    }
}

/// A typed line as a request: `press ID` presses a button, anything else is a command (or, where
/// `plays_here`, a bare move).
fn read_request(text: &str, plays_here: impl FnOnce() -> bool) -> Result<(Request, Via), Text> {
    if let Some(id) = text.trim().strip_prefix("press ") {
        return Request::from_button_id(id.trim())
            .map(|request| (request, Via::Interaction))
            .ok_or_else(|| Text::key("local-no-button"));
    }
    Request::parse_typed(
        text,
        |mention| {
            let name = mention.strip_prefix('@')?;
            (!name.is_empty()
                && name
                    .chars()
                    .all(|ch| ch.is_alphanumeric() || ch == '-' || ch == '_'))
            .then(|| User {
                id: user_id(name),
                name: name.to_owned(),
            })
        },
        plays_here,
    )
    .map(|request| (request, Via::Text))
    .map_err(|error| error.0)
}

fn spawn_clock(host: Arc<Host>, printer: Arc<Printer>) {
    std::thread::spawn(move || {
        loop {
            let wait = host
                .next_deadline()
                .map_or(CLOCK_POLL, |due| {
                    Duration::from_millis(due.saturating_sub(now()))
                })
                .min(CLOCK_POLL);
            std::thread::sleep(wait);
            let effects = host.tick(now());
            if !effects.is_empty() && printer.deliver(Origin::Clock, effects).is_err() {
                return;
            }
        }
    });
}

/// What the local mode says at start: what it is, how to type, and where images go.
fn banner(settings: &LocalSettings) -> Text {
    Text::key_with(
        "local-banner",
        vec![
            ("channel", FIRST_CHANNEL.into()),
            ("images", settings.images.display().to_string().into()),
        ],
    )
}

/// A line of the local mode's own about a line it could not take.
fn local_error(sentence: Text) -> Text {
    Text::key_with("local-error", vec![("error", sentence.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terminal_locale_names_its_language() {
        assert_eq!(language_of_locale("zh_CN.UTF-8"), Some(Language::Zh));
        assert_eq!(language_of_locale("en_GB@euro"), Some(Language::En));
        assert_eq!(language_of_locale("zh_TW.UTF-8"), None);
        assert_eq!(language_of_locale("C"), None);
    }
}
