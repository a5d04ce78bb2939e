//! What the host takes in and gives out: commands from people, effects for the adapters to deliver.
//!
//! Adapters (Discord, the local terminal) translate their events into [`Command`]s and carry out the
//! [`Effect`]s the host returns. Neither side knows the other's details.

use crate::clock::ClockSpec;
pub use crate::model::{COMPUTER, ChallengeId, ChannelId, GameId, Millis, ServerId, User, UserId};
pub use crate::model::{LabelPreference, Language, Orientation};
use games::{GameKind, Settings};
use serde::{Deserialize, Serialize};

/// Where a command was said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// In a channel or thread of a server.
    Channel {
        /// The server.
        server: ServerId,
        /// The channel or thread.
        channel: ChannelId,
    },
    /// In a private conversation with the bot.
    Direct,
}

/// How a command arrived, which decides how a private answer can be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Via {
    /// Typed text (a prefix command, the local terminal): a private reply must go by direct message.
    Text,
    /// An interaction (slash command, button): a private reply can be shown to the invoker alone.
    Interaction,
}

/// One thing a person asked of the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// Who asked.
    pub from: User,
    /// Where.
    pub place: Place,
    /// How it arrived.
    pub via: Via,
    /// What they asked.
    pub request: Request,
}

/// The host's commands; the same words in the local mode and on Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Challenge people (or anyone, for the seats nobody is named for) to a game.
    Challenge(ChallengeTerms),
    /// Take one's seat in a challenge: the one named for, or an open one (the only challenge waiting for
    /// the user here, when `None`).
    Accept(Option<ChallengeId>),
    /// Decline a challenge, optionally saying why.
    Decline(Option<ChallengeId>, Option<String>),
    /// Withdraw one's own challenge.
    Cancel(Option<ChallengeId>),
    /// List the waiting challenges, a page at a time (from 1).
    Challenges {
        /// The page.
        page: usize,
    },
    /// Do something in a game (the game of this place, or the user's only game here, when `None`): any
    /// action the game reads in its current phase, such as a move, `pass`, `swap a1 b2` or `ready`.
    Act {
        /// The game, when named.
        game: Option<GameId>,
        /// The action as typed.
        text: String,
        /// Whether it was typed bare, without a command word: then text the game does not read as an
        /// action is taken for chat and left alone.
        bare: bool,
    },
    /// The words after `setup`, for games with a setup phase: `show`, `list`, `save NAME` and `load NAME`
    /// are the host's; anything else is an action of the game (`setup <setup string>`, `setup swap a1 b2`).
    Setup(Option<GameId>, String),
    /// Resign a game.
    Resign(Option<GameId>),
    /// Ask for a confirmation before resigning (what the Resign button does).
    ConfirmResign(Option<GameId>),
    /// Offer a draw, or answer an offer.
    Draw(Option<GameId>, DrawAnswer),
    /// Ask to take back one's last move (with the moves played since), or answer such a request:
    /// [`DrawAnswer::Offer`] asks (or agrees to the others' request), `Accept` and `Decline` answer.
    Takeback(Option<GameId>, DrawAnswer),
    /// Show a game's board again.
    Board(Option<GameId>),
    /// Show the user their own private view of a game (for games with secrets), privately.
    MyBoard(Option<GameId>),
    /// Show a game's record so far.
    History(Option<GameId>),
    /// Attach a game's record as a text file, with its position string, as the asker may see them.
    Export(Option<GameId>),
    /// List ongoing games: here, or the user's across the server, a page at a time (from 1).
    Games {
        /// Only the user's own games, across the whole server.
        mine: bool,
        /// The page.
        page: usize,
    },
    /// Explain a game's rules and options.
    Rules(String),
    /// Explain the commands.
    Help,
    /// Change one of the user's settings.
    Set(Setting),
    /// Show every setting of the user and how to change it.
    Settings,
    /// Set the language of what is posted in the server's channels and threads and of the public
    /// boards of games opened there (`None`: English posts, public boards in their challenger's).
    ServerLanguage {
        /// The language, or `None` to clear it.
        language: Option<Language>,
        /// Whether the user may manage the server, as the adapter found (on Discord, the Manage Server
        /// permission; in the local mode, always). The text parser cannot know and says no.
        may_manage: bool,
    },
    /// Call a game off before its first move, without a result.
    Abort(Option<GameId>),
    /// Offer the players of a finished game another one: the same game, options and clock, each player
    /// one seat on (two players swap sides).
    Rematch(Option<GameId>),
    /// An animated replay of a finished game; with the language of the client it was asked from (a slash
    /// command's or a button's interaction locale), which captions it for a reader who chose none.
    Replay(Option<GameId>, Option<Language>),
    /// The leaderboard of one rating pool: the players with a settled rating, best first, a page at a
    /// time (from 1).
    Leaderboard {
        /// The pool (a game at one table size).
        pool: crate::model::Pool,
        /// Everyone's ratings; otherwise only those of players who played a rated game of the pool in
        /// this server (everyone's in a direct conversation).
        everyone: bool,
        /// The page.
        page: usize,
    },
    /// A player's profile (the asker's own when `None`): ratings with their trend, games, streak,
    /// favourite game, and their games against the asker.
    Profile(Option<User>),
    /// The archive of finished games, newest first, a page at a time (from 1), optionally of one game
    /// only.
    Finished {
        /// Whose games.
        whose: Archive,
        /// Only games of this kind.
        kind: Option<GameKind>,
        /// The page.
        page: usize,
    },
    /// Show a finished game: its result, players, dates, final public board and record.
    ShowGame(GameId),
    /// Follow a game (`true`: its public board comes by direct message after every move) or stop.
    Follow(Option<GameId>, bool),
}

/// Whose finished games an archive listing shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Archive {
    /// This server's (in a direct conversation: the asker's own).
    Here,
    /// The asker's own, everywhere.
    Mine,
    /// This player's, everywhere; a name left empty is looked up in their games.
    Of(User),
}

/// What a challenge asks for, read and checked once by [`super::parse::challenge`] for every adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeTerms {
    /// The game.
    pub kind: GameKind,
    /// The people named, in the order their seats fill after the challenger's (partners first in team
    /// games); seats beyond them are open to anyone.
    pub invited: Vec<User>,
    /// The rule options, checked against the game.
    pub options: Settings,
    /// The clock; `None` for the host's default.
    pub clock: Option<ClockSpec>,
    /// The setup time, for games with a setup phase; `None` for the default.
    pub setup_time: Option<Millis>,
    /// The level of the computer opponent, when the bot plays (`challenge jungle bot level=2`): it takes
    /// every seat nobody was named for, at once when nobody was named, else once they accept.
    pub computer: Option<ai::Level>,
    /// Whether the game is to be unrated (`casual`); games against the bot are never rated.
    pub casual: bool,
}

/// A user setting and its new value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Setting {
    /// How pieces are labelled on the user's private boards.
    Labels(LabelPreference),
    /// Whether the user is mentioned (notified) when it becomes their turn.
    Ping(bool),
    /// Which side the user's private boards show at the bottom.
    Orientation(Orientation),
    /// Whether the user's private boards show coordinates.
    Coordinates(bool),
    /// The language the user is spoken to in; `None` follows their client's.
    Language(Option<Language>),
}

/// What a player says about a proposal to the others: a draw offer, or a takeback request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawAnswer {
    /// Propose it, or accept the others' proposal if there is one.
    Offer,
    /// Accept the pending proposal.
    Accept,
    /// Decline the pending proposal.
    Decline,
}

/// Where an outgoing message goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// Back to whoever gave the command, where they gave it.
    Reply,
    /// A channel.
    Channel(ChannelId),
    /// A game's own place (on Discord, its thread).
    Game(GameId),
    /// A user, privately.
    Direct(UserId),
}

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

    /// Adds a moment as its date and time followed by how long from now: `14:05 (in 2 hours)`.
    pub fn moment(mut self, at: Millis) -> Self {
        self.push(Span::Time(at, TimeStyle::Full));
        self.push(Span::Plain(" (".into()));
        self.push(Span::Time(at, TimeStyle::Relative));
        self.push(Span::Plain(")".into()));
        self
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

/// An image to attach.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Image {
    /// The file name, built only from public facts (`game-12-move-7.png`).
    pub file_name: String,
    /// What the image shows. Parcels stored before boards were drawn at delivery hold encoded bytes.
    #[serde(default)]
    pub picture: Picture,
    /// The alt text for screen readers, for a picture that is not a board to draw; a board's is described
    /// from its view when it is delivered (see [`Image::alt_text`]). Parcels stored before that hold a
    /// board's here too.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub alt: String,
}

/// What an image shows.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Picture {
    /// A board to draw as a PNG when the message is delivered: the audience's view and its style. A move
    /// is acknowledged once it is stored, without waiting for its images to be encoded, and the view is
    /// all the image may show.
    Board(Box<Drawing>),
    /// Bytes already encoded (a replay's GIF), stored apart from the message in the outbox.
    Encoded {
        /// The bytes.
        #[serde(skip)]
        bytes: Vec<u8>,
    },
}

impl Default for Picture {
    fn default() -> Self {
        Picture::Encoded { bytes: Vec::new() }
    }
}

/// A board as one audience sees it, and how to draw it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Drawing {
    /// The view: everything the image may show.
    pub view: games::BoardView,
    /// The caption, labels, coordinates and words.
    pub style: render::Style,
}

impl Image {
    /// The alt text for screen readers: the one it holds, or a board's described now from the same view
    /// and words as its drawing.
    pub fn alt_text(&self) -> std::borrow::Cow<'_, str> {
        match &self.picture {
            Picture::Board(drawing) if self.alt.is_empty() => {
                std::borrow::Cow::Owned(render::describe_in(&drawing.view, drawing.style.words))
            }
            _ => std::borrow::Cow::Borrowed(&self.alt),
        }
    }

    /// The image's bytes: the board drawn now, or the bytes it holds.
    pub fn bytes(&self) -> Result<std::borrow::Cow<'_, [u8]>, render::RenderError> {
        match &self.picture {
            Picture::Board(drawing) => {
                render::render_png(&drawing.view, &drawing.style).map(std::borrow::Cow::Owned)
            }
            Picture::Encoded { bytes } => Ok(std::borrow::Cow::Borrowed(bytes)),
        }
    }
}

impl std::fmt::Debug for Image {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.picture {
            Picture::Board(drawing) => write!(
                f,
                "Image({}, a board of {})",
                self.file_name, drawing.view.board.name
            ),
            Picture::Encoded { bytes } => {
                write!(f, "Image({}, {} bytes)", self.file_name, bytes.len())
            }
        }
    }
}

/// A text file to attach to a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TextFile {
    /// The file name (`game-12.txt`).
    pub file_name: String,
    /// What it holds.
    pub text: String,
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ButtonStyle {
    /// The suggested action.
    Primary,
    /// A neutral action.
    Secondary,
    /// A destructive action (resign).
    Danger,
}

/// A button under a message. Pressing it sends the host the request its `id` names.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Button {
    /// The request it stands for, encoded as text.
    pub id: String,
    /// What it says, written in the reader's language like the message's text.
    #[serde(deserialize_with = "label_of")]
    pub label: Text,
    /// How it looks.
    pub style: ButtonStyle,
}

/// A button's label as stored: a text, or plain words as outbox parcels written before labels were
/// texts hold them.
fn label_of<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Text, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Stored {
        Text(Text),
        Words(String),
    }
    Ok(match Stored::deserialize(deserializer)? {
        Stored::Text(text) => text,
        Stored::Words(words) => Text::from(words),
    })
}

/// What a message stands for, so that a later message can take its place and its buttons never outlive
/// what they are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Slot {
    /// A challenge's post, with Accept and Decline.
    Challenge(ChallengeId),
    /// A game's latest public board, with its buttons.
    Board(GameId),
    /// A player's private board of a game: one message, brought up to date in place.
    PrivateBoard(GameId, UserId),
    /// A pending draw offer, with Accept and Decline.
    DrawOffer(GameId),
    /// A pending takeback request, with Accept and Decline.
    Takeback(GameId),
    /// A player's pending decision, with a button per choice.
    Decision(GameId, UserId),
}

impl Slot {
    /// Whether a new message for this slot edits the earlier one in place (a private board), rather than
    /// being posted anew with the earlier one's buttons taken away.
    pub fn edits_in_place(self) -> bool {
        matches!(self, Slot::PrivateBoard(..))
    }
}

/// A message to deliver.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Message {
    /// The text (adapters never let it ping anyone).
    pub text: Text,
    /// An image, if any.
    pub image: Option<Image>,
    /// A text file to attach, if any (a game record).
    #[serde(default)]
    pub file: Option<Box<TextFile>>,
    /// Buttons, if any.
    pub buttons: Vec<Button>,
    /// Only the recipient may see it (with [`Target::Reply`]: an ephemeral reply where the adapter can).
    pub private: bool,
    /// The game it is about, if any: lets the adapter report an undeliverable private message to the host.
    pub about: Option<GameId>,
    /// The server it is posted in, when neither a game nor a command tells (a clock's post about a
    /// challenge): its language is the post's.
    #[serde(default)]
    pub server: Option<ServerId>,
    /// What it stands for, if a later message takes its place.
    #[serde(default)]
    pub slot: Option<Slot>,
    /// The players it mentions so that they are notified (those who asked for it, when it is their turn);
    /// nobody else is ever pinged.
    #[serde(default)]
    pub ping: Vec<UserId>,
    /// As the answer to a button press, it takes the place of the message whose button was pressed (the
    /// next page of a list) rather than being a message of its own; otherwise it is sent as usual.
    #[serde(default)]
    pub replaces_pressed: bool,
}

/// The receipt of a committed change's messages: the adapter hands it back with `Host::delivered` once the
/// effects before it are delivered, and until then they wait in the outbox, to be delivered again after a
/// crash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Receipt(pub u64);

/// Something the adapter must do.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Effect {
    /// Open a place for a game inside `parent` (on Discord: a thread), then tell the host with
    /// `Host::bind_place`. Always comes before the first message to [`Target::Game`].
    OpenPlace {
        /// The game.
        game: GameId,
        /// Where the challenge was accepted.
        parent: ChannelId,
        /// The place's title (`Jungle: Alice vs Bob`).
        title: String,
    },
    /// Send a message.
    Send {
        /// Where.
        to: Target,
        /// What.
        message: Message,
    },
    /// The effects since the previous `Done` are delivered: hand the receipt back with `Host::delivered`.
    Done(Receipt),
    /// What the slot's message was for is settled: take its buttons away, if it is known.
    Retire(Slot),
    /// The computer opponent is to act in this game: the adapter asks `Host::computer_job` for what it
    /// may see, runs the search off the async executor (a few at a time), and hands the result to
    /// `Host::computer_play`, which plays it as that seat's request. Never stored in the outbox: after a
    /// restart `Host::computer_turns` asks again for every game where the computer is to act.
    Think(GameId),
}
