//! A message's text: plain pieces, typed mentions (channels, moments) and sentences of the catalogue,
//! which each adapter writes its own way and in its reader's language.

use crate::model::{ChannelId, Language, Millis};
use serde::{Deserialize, Serialize};

/// How a moment is shown: each reader sees it in their own time zone, and a relative one stays current.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimeStyle {
    /// The date and time (`23 November 2026 14:05`).
    Full,
    /// How long from now (`in 2 hours`).
    Relative,
}

/// A piece of a message's text.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Span {
    /// Plain text, shown as it is (adapters never let it ping anyone).
    Plain(String),
    /// A link to a channel or thread.
    Channel(ChannelId),
    /// A moment.
    Time(Millis, TimeStyle),
    /// A sentence of the catalogue ([`crate::i18n`]), written in the reader's language when delivered.
    Say {
        /// Its key.
        key: String,
        /// Its arguments, by name.
        args: Vec<(String, Arg)>,
    },
}

/// An argument of a catalogue sentence.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// Text put in as it is (a name, a move, a game's number already written).
    Str(String),
    /// A number, which may choose the sentence's form (`1 move`, `2 moves`).
    Num(i64),
    /// Another catalogue sentence (without arguments), written in the same language.
    Key(String),
    /// A text of its own (which may hold catalogue sentences), written in the same language.
    Text(Text),
}

impl From<Text> for Arg {
    fn from(text: Text) -> Self {
        Arg::Text(text)
    }
}

impl Arg {
    /// Another catalogue sentence as an argument.
    pub fn key(key: &str) -> Self {
        Arg::Key(key.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg::Str(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg::Str(text.to_owned())
    }
}

impl From<u64> for Arg {
    fn from(number: u64) -> Self {
        Arg::Num(i64::try_from(number).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Arg {
    fn from(number: usize) -> Self {
        Arg::Num(i64::try_from(number).unwrap_or(i64::MAX))
    }
}

impl From<u32> for Arg {
    fn from(number: u32) -> Self {
        Arg::Num(i64::from(number))
    }
}

/// A message's text: plain pieces and typed mentions, which each adapter writes its own way (Discord as
/// `<#id>` and `<t:…>`, the local mode as names and readable times).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Text(pub Vec<Span>);

impl Text {
    /// A text that is one catalogue sentence without arguments.
    pub fn key(key: &str) -> Self {
        Text::default().say(key, Vec::new())
    }

    /// A text that is one catalogue sentence with `args`.
    pub fn key_with(key: &str, args: Vec<(&str, Arg)>) -> Self {
        Text::default().say(key, args)
    }

    /// Adds a catalogue sentence with its arguments.
    pub fn say(mut self, key: &str, args: Vec<(&str, Arg)>) -> Self {
        self.push(Span::Say {
            key: key.to_owned(),
            args: args
                .into_iter()
                .map(|(name, value)| (name.to_owned(), value))
                .collect(),
        });
        self
    }

    /// Adds plain text.
    pub fn plain(mut self, text: impl Into<String>) -> Self {
        self.push(Span::Plain(text.into()));
        self
    }

    /// Adds a link to a channel.
    pub fn channel(mut self, channel: ChannelId) -> Self {
        self.push(Span::Channel(channel));
        self
    }

    /// Adds a moment as its date and time followed by how long from now, in the reader's brackets:
    /// `14:05 (in 2 hours)`, `14:05（2 小时后）`.
    pub fn moment(mut self, at: Millis) -> Self {
        self.push(Span::Time(at, TimeStyle::Full));
        self = self.say("moment-open", Vec::new());
        self.push(Span::Time(at, TimeStyle::Relative));
        self.say("moment-close", Vec::new())
    }

    /// Adds another text after this one.
    pub fn then(mut self, other: Text) -> Self {
        for span in other.0 {
            self.push(span);
        }
        self
    }

    /// Adds a span, merging plain text with plain text before it.
    pub fn push(&mut self, span: Span) {
        match (self.0.last_mut(), span) {
            (Some(Span::Plain(last)), Span::Plain(more)) => last.push_str(&more),
            (_, span) => self.0.push(span),
        }
    }

    /// Whether there is no text at all.
    pub fn is_empty(&self) -> bool {
        self.0
            .iter()
            .all(|span| matches!(span, Span::Plain(text) if text.is_empty()))
    }

    /// The text with every mention written by `write`, which gets each span that is neither plain nor a
    /// catalogue sentence; catalogue sentences are written in English (an adapter writes a text in its
    /// reader's language with [`crate::i18n::localize`] first).
    pub fn render(&self, mut write: impl FnMut(&Span) -> String) -> String {
        self.0
            .iter()
            .map(|span| match span {
                Span::Plain(text) => text.clone(),
                Span::Say { key, args } => crate::i18n::message(Language::En, key, args),
                other => write(other),
            })
            .collect()
    }

    /// The plain text: mentions written as Discord writes them, times as Unix seconds, catalogue sentences
    /// in English. For logs and tests.
    pub fn to_plain(&self) -> String {
        self.render(|span| match span {
            Span::Channel(channel) => format!("<#{}>", channel.0),
            Span::Time(at, TimeStyle::Full) => format!("<t:{}:f>", at / 1000),
            Span::Time(at, TimeStyle::Relative) => format!("<t:{}:R>", at / 1000),
            Span::Plain(text) => text.clone(),
            Span::Say { key, args } => crate::i18n::message(Language::En, key, args),
        })
    }

    /// Whether the plain text contains `needle`.
    pub fn contains(&self, needle: &str) -> bool {
        self.to_plain().contains(needle)
    }
}

impl From<String> for Text {
    fn from(text: String) -> Self {
        Text(vec![Span::Plain(text)])
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Self {
        Text::from(text.to_owned())
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_plain())
    }
}
