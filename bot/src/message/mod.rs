//! What the bot says: messages with their text, image, file and buttons, where they go, and what they
//! stand for. The host builds them, the outbox stores them, and the adapters write and deliver them; the
//! vocabulary is below all three, so none of them depends on another to speak it.

pub mod safe;
mod text;

use crate::model::{ChallengeId, ChannelId, GameId, ServerId, TournamentId, UserId};
use serde::{Deserialize, Serialize};
pub use text::{Arg, Span, Text, TimeStyle};

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
    /// The analysis of a finished game asked for by a user: the note that it runs, brought up to date
    /// in place with the picture once it is done.
    Analysis(GameId, UserId),
    /// A tournament's announcement, with Join and Leave: edited in place as players come and go.
    Tournament(TournamentId),
}

impl Slot {
    /// Whether a new message for this slot edits the earlier one in place (a private board, an analysis),
    /// rather than being posted anew with the earlier one's buttons taken away.
    pub fn edits_in_place(self) -> bool {
        matches!(
            self,
            Slot::PrivateBoard(..) | Slot::Analysis(..) | Slot::Tournament(_)
        )
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
    /// An answer written for everyone in the place rather than for the one who asked (`help`, `rules` or
    /// `history` in a server's channel): in the place's language, like a post, so that one channel reads
    /// one language.
    #[serde(default)]
    pub for_everyone: bool,
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
    /// Until when what it asks of its reader stands (a setup to finish, a turn to take before a time-out):
    /// delivered again after then (the bot was down past it), it is not shown, and a copy shown before
    /// loses its buttons; a game's board (which still shows how the game stood) is shown without them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<crate::model::Millis>,
}
