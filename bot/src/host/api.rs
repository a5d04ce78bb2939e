//! What the host takes in and gives out: commands from people, effects for the adapters to deliver.
//!
//! Adapters (Discord, the local terminal) translate their events into [`Command`]s and carry out the
//! [`Effect`]s the host returns. Neither side knows the other's details.

use serde::{Deserialize, Serialize};

/// A user, as the adapters identify them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct UserId(pub u64);

/// A channel (on Discord: a text channel, a thread or a DM channel).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChannelId(pub u64);

/// A server (Discord guild), or the local mode's single server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ServerId(pub u64);

/// A game, numbered by the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct GameId(pub u64);

/// A challenge, numbered by the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ChallengeId(pub u64);

/// Milliseconds since the Unix epoch. The host never reads the clock itself; adapters pass the time in.
pub type Millis = u64;

/// A user as the host needs them: who, and what to call them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct User {
    /// Their id.
    pub id: UserId,
    /// Their display name, as plain text.
    pub name: String,
}

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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// Challenge someone (or anyone, when `opponent` is `None`) to a game.
    Challenge {
        /// The game's name as typed.
        game: String,
        /// Who is challenged; `None` for an open challenge.
        opponent: Option<User>,
        /// Rule options as `NAME=VALUE` pairs.
        options: Vec<(String, String)>,
        /// The clock as typed (`none`, `30m`, `2h`, `1d`); `None` for the default.
        clock: Option<String>,
    },
    /// Accept a challenge (the only one addressed to the user here, when `None`).
    Accept(Option<ChallengeId>),
    /// Decline a challenge, optionally saying why.
    Decline(Option<ChallengeId>, Option<String>),
    /// Withdraw one's own challenge.
    Cancel(Option<ChallengeId>),
    /// List open challenges.
    Challenges,
    /// Play an action in a game (the game of this place, or the user's only game here, when `None`).
    Move(Option<GameId>, String),
    /// Arrange one's pieces before play starts (games with a setup phase): the setup words as typed,
    /// such as `swap a1 b2`, `flag`, `random`, `ready`, `setup <setup string>`, `setup save NAME`,
    /// `setup load NAME`, `setup list` or `setup show`.
    Setup(Option<GameId>, String),
    /// Resign a game.
    Resign(Option<GameId>),
    /// Ask for a confirmation before resigning (what the Resign button does).
    ConfirmResign(Option<GameId>),
    /// Offer a draw, or answer an offer.
    Draw(Option<GameId>, DrawAnswer),
    /// Show a game's board again.
    Board(Option<GameId>),
    /// Show the user their own private view of a game (for games with secrets), privately.
    MyBoard(Option<GameId>),
    /// Show a game's record so far.
    History(Option<GameId>),
    /// List ongoing games: here, or the user's across the server.
    Games {
        /// Only the user's own games, across the whole server.
        mine: bool,
    },
    /// Explain a game's rules and options.
    Rules(String),
    /// Explain the commands.
    Help,
    /// Change one of the user's settings.
    Set(Setting),
}

/// A user setting and its new value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Setting {
    /// How pieces are labelled on the user's private boards.
    Labels(LabelPreference),
}

/// How a user likes pieces labelled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LabelPreference {
    /// English names and rank digits.
    #[default]
    English,
    /// Chinese characters.
    Chinese,
}

/// What a player says about a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawAnswer {
    /// Offer a draw, or accept the opponent's offer if there is one.
    Offer,
    /// Accept the pending offer.
    Accept,
    /// Decline the pending offer.
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

/// A PNG image to attach.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Image {
    /// The file name, built only from public facts (`game-12-move-7.png`).
    pub file_name: String,
    /// The PNG bytes.
    pub png: Vec<u8>,
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ButtonStyle {
    /// The suggested action.
    Primary,
    /// A neutral action.
    Secondary,
    /// A destructive action (resign).
    Danger,
}

/// A button under a message. Pressing it sends the host the request its `id` names.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Button {
    /// The request it stands for, encoded as text.
    pub id: String,
    /// What it says.
    pub label: String,
    /// How it looks.
    pub style: ButtonStyle,
}

/// A message to deliver.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Message {
    /// The text (plain; adapters never let it ping anyone).
    pub text: String,
    /// An image, if any.
    pub image: Option<Image>,
    /// Buttons, if any.
    pub buttons: Vec<Button>,
    /// Only the recipient may see it (with [`Target::Reply`]: an ephemeral reply where the adapter can).
    pub private: bool,
    /// The game it is about, if any: lets the adapter report an undeliverable private message to the host.
    pub about: Option<GameId>,
}

/// Something the adapter must do.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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
}
