//! What the fake knows of channels and messages that changes its answers, as Discord's would change:
//! permissions the bot lacks in a channel, archived threads, deleted channels and messages.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

/// A permission the bot may be refused in one channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Permission {
    /// View Channel: without it every request about the channel fails with 50001 (Missing Access).
    ViewChannel,
    /// Send Messages (and Send Messages in Threads): posting fails with 50013.
    SendMessages,
    /// Attach Files: a message with files fails with 50013.
    AttachFiles,
    /// Create Public Threads: opening a thread under the channel fails with 50013.
    CreatePublicThreads,
    /// Send Messages in Threads: posting in a thread under the channel fails with 50013.
    SendMessagesInThreads,
    /// Embed Links: Discord posts the message but shows no embed (the fake keeps it as sent).
    EmbedLinks,
    /// Read Message History: reading the channel's messages gives none.
    ReadMessageHistory,
}

impl Permission {
    /// Every permission the fake can refuse.
    pub const ALL: [Permission; 7] = [
        Permission::ViewChannel,
        Permission::SendMessages,
        Permission::AttachFiles,
        Permission::CreatePublicThreads,
        Permission::SendMessagesInThreads,
        Permission::EmbedLinks,
        Permission::ReadMessageHistory,
    ];

    /// Its bit in Discord's permission integers.
    pub fn bit(self) -> u64 {
        match self {
            Permission::ViewChannel => 1 << 10,
            Permission::SendMessages => 1 << 11,
            Permission::EmbedLinks => 1 << 14,
            Permission::AttachFiles => 1 << 15,
            Permission::ReadMessageHistory => 1 << 16,
            Permission::CreatePublicThreads => 1 << 35,
            Permission::SendMessagesInThreads => 1 << 38,
        }
    }
}

/// Why Discord refuses a request about a channel or a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// 403 / 50001.
    MissingAccess,
    /// 403 / 50013.
    MissingPermissions,
    /// 404 / 10003.
    UnknownChannel,
    /// 404 / 10008.
    UnknownMessage,
    /// 400 / 50083: the thread is archived.
    ArchivedThread,
}

impl Refusal {
    /// The HTTP status, Discord's code and its message.
    pub fn answer(self) -> (u16, u64, &'static str) {
        match self {
            Refusal::MissingAccess => (403, 50001, "Missing Access"),
            Refusal::MissingPermissions => (403, 50013, "Missing Permissions"),
            Refusal::UnknownChannel => (404, 10003, "Unknown Channel"),
            Refusal::UnknownMessage => (404, 10008, "Unknown Message"),
            Refusal::ArchivedThread => (400, 50083, "Thread is archived"),
        }
    }
}

/// What a request does to a channel, as far as these rules care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// Reads it, or anything else that needs only access.
    Read,
    /// Posts a message, with files or not.
    Post {
        /// Whether the message carries files.
        files: bool,
    },
    /// Edits or deletes the message `message`, with files or not.
    Edit {
        /// The message.
        message: u64,
        /// Whether the edit carries files.
        files: bool,
    },
    /// Opens a thread under it.
    OpenThread,
    /// Brings an archived thread back (`archived: false`).
    Unarchive,
}

/// The channels' state.
#[derive(Default)]
pub struct Channels {
    refused: Mutex<HashMap<u64, HashSet<Permission>>>,
    /// Archived threads, and whether each is locked too.
    archived: Mutex<HashMap<u64, bool>>,
    deleted_channels: Mutex<HashSet<u64>>,
    deleted_messages: Mutex<HashSet<u64>>,
}

impl Channels {
    /// The bot no longer has `permission` in `channel`.
    pub fn refuse(&self, channel: u64, permission: Permission) {
        self.refused
            .lock()
            .unwrap()
            .entry(channel)
            .or_default()
            .insert(permission);
    }

    /// Whether the bot was refused `permission` in `channel`.
    pub fn refuses(&self, channel: u64, permission: Permission) -> bool {
        self.refused
            .lock()
            .unwrap()
            .get(&channel)
            .is_some_and(|refused| refused.contains(&permission))
    }

    /// The permissions the bot was refused in `channel`, as the deny bits of an overwrite.
    pub fn denied_bits(&self, channel: u64) -> u64 {
        self.refused
            .lock()
            .unwrap()
            .get(&channel)
            .map_or(0, |refused| {
                refused.iter().map(|permission| permission.bit()).sum()
            })
    }

    /// `thread` is archived (and, if `locked`, only moderators may bring it back).
    pub fn archive(&self, thread: u64, locked: bool) {
        self.archived.lock().unwrap().insert(thread, locked);
    }

    /// Whether `thread` is archived now.
    pub fn is_archived(&self, thread: u64) -> bool {
        self.archived.lock().unwrap().contains_key(&thread)
    }

    /// `channel` was deleted.
    pub fn delete_channel(&self, channel: u64) {
        self.deleted_channels.lock().unwrap().insert(channel);
    }

    /// `message` was deleted.
    pub fn delete_message(&self, message: u64) {
        self.deleted_messages.lock().unwrap().insert(message);
    }

    /// Why Discord refuses `act` in `channel`, if it does; an unarchiving that is allowed takes effect.
    pub fn refusal(&self, channel: u64, act: Act) -> Option<Refusal> {
        if self.deleted_channels.lock().unwrap().contains(&channel) {
            return Some(Refusal::UnknownChannel);
        }
        let refused = self
            .refused
            .lock()
            .unwrap()
            .get(&channel)
            .cloned()
            .unwrap_or_default();
        if refused.contains(&Permission::ViewChannel) {
            return Some(Refusal::MissingAccess);
        }
        let lacks = |permission| refused.contains(&permission);
        let archived = self.archived.lock().unwrap().get(&channel).copied();
        match act {
            Act::Read => None,
            Act::Post { files } => {
                if lacks(Permission::SendMessages) || files && lacks(Permission::AttachFiles) {
                    Some(Refusal::MissingPermissions)
                } else {
                    archived.map(|_| Refusal::ArchivedThread)
                }
            }
            Act::Edit { message, files } => {
                if self.deleted_messages.lock().unwrap().contains(&message) {
                    Some(Refusal::UnknownMessage)
                } else if files && lacks(Permission::AttachFiles) {
                    Some(Refusal::MissingPermissions)
                } else {
                    archived.map(|_| Refusal::ArchivedThread)
                }
            }
            Act::OpenThread => {
                lacks(Permission::CreatePublicThreads).then_some(Refusal::MissingPermissions)
            }
            Act::Unarchive => match archived {
                // Only members who may manage threads bring back a locked thread.
                Some(true) => Some(Refusal::MissingPermissions),
                _ if lacks(Permission::SendMessages) => Some(Refusal::MissingPermissions),
                _ => {
                    self.archived.lock().unwrap().remove(&channel);
                    None
                }
            },
        }
    }
}
