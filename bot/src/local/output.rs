//! Printing what the bot does in the local mode, as Discord would show it: every message with where it
//! went (a private board brought up to date shown as an edit of the earlier message), images written to
//! a folder and printed as paths with their alt text, files written there (a private one under its
//! reader's name), buttons with the id to `press`.

use super::names::{Names, thread};
use crate::host::Host;
use crate::host::api::{
    Arg, Button, ChannelId, Effect, Image, Message, Slot, Span, Target, Text, TextFile, TimeStyle,
    UserId,
};
use crate::model::Language;
use std::collections::HashSet;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

/// Where a command was said, which is where a reply goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// In a channel, by this user.
    Channel(ChannelId, UserId),
    /// In a direct conversation with this user.
    Direct(UserId),
    /// Not from a command (clocks, expiries).
    Clock,
}

/// The local mode's output: the terminal (or whatever stands for it) and the images folder.
pub struct Printer {
    host: Arc<Host>,
    names: Mutex<Names>,
    out: Mutex<Box<dyn Write + Send>>,
    images: PathBuf,
    /// The language of the transcript's own framing (where a message went, its image, its buttons): the
    /// terminal's.
    language: Language,
    /// Held while the computer opponent thinks: one search at a time, whichever thread asked.
    thinking: Mutex<()>,
    /// The slots a message printed so far stands for, as Discord's adapter holds them: a later message
    /// for a slot that edits in place is an edit of the earlier one.
    held: Mutex<HashSet<Slot>>,
}

impl Printer {
    /// A printer writing to `out` and saving images in `images`, knowing the names met in earlier runs
    /// (kept in the host's store), framing what it prints in `language`.
    pub fn new(
        host: Arc<Host>,
        out: Box<dyn Write + Send>,
        images: PathBuf,
        language: Language,
    ) -> Self {
        let mut names = Names::default();
        match host.store().local_names() {
            Ok(known) => {
                for (name, text) in known {
                    names.restore(name, text);
                }
            }
            Err(error) => tracing::warn!(%error, "the names of earlier runs could not be read"),
        }
        Self {
            host,
            names: Mutex::new(names),
            out: Mutex::new(out),
            images,
            language,
            thinking: Mutex::new(()),
            held: Mutex::new(HashSet::new()),
        }
    }

    /// The names met so far.
    pub fn names(&self) -> MutexGuard<'_, Names> {
        self.names
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// The channel called `name`; a name not met before is kept in the store for later runs.
    pub fn channel(&self, name: &str) -> ChannelId {
        let id = self.names().channel(name);
        self.keep_fresh();
        id
    }

    /// The user called `name`; a name not met before (or newly spelt) is kept in the store.
    pub fn user(&self, name: &str) -> UserId {
        let id = self.names().user(name);
        self.keep_fresh();
        id
    }

    /// Stores the names met since last time.
    fn keep_fresh(&self) {
        let fresh = self.names().take_fresh();
        for (name, text) in fresh {
            if let Err(error) = self.host.store().put_local_name(&name, &text) {
                tracing::warn!(%error, "a name could not be kept for later runs");
            }
        }
    }

    /// Says in `at` that thread `place`, titled `title`, was opened.
    fn say_opened(
        &self,
        out: &mut dyn Write,
        place: ChannelId,
        title: String,
        at: ChannelId,
    ) -> io::Result<()> {
        let names = self.names();
        let opened = self.frame(
            "local-opened",
            vec![
                ("thread", names.channel_name(place).into()),
                ("title", title.into()),
            ],
        );
        writeln!(out, "[{}] {opened}", names.channel_name(at))
    }

    /// A framing line of the transcript, in the terminal's language.
    fn frame(&self, key: &str, args: Vec<(&str, Arg)>) -> String {
        let args: Vec<(String, Arg)> = args
            .into_iter()
            .map(|(name, arg)| (name.to_owned(), arg))
            .collect();
        crate::i18n::message(self.language, key, &args)
    }

    /// Writes lines of the local mode's own (banner, errors) as they are.
    pub fn say(&self, text: &str) -> io::Result<()> {
        let mut out = self.out.lock().unwrap_or_else(|poison| poison.into_inner());
        writeln!(out, "{text}")?;
        out.flush()
    }

    /// Carries out effects: opens threads and prints every message with where it went. When the computer
    /// opponent is to act or an analysis is waited for, it is searched here, after the rest is printed,
    /// and what comes of it is delivered in turn: a terminal has one person at it, so the search runs in
    /// the thread that delivers, one at a time.
    pub fn deliver(&self, origin: Origin, effects: Vec<Effect>) -> io::Result<()> {
        let mut searches = Vec::new();
        self.print(origin, effects, &mut searches)?;
        for search in searches {
            let said = {
                let _one = self
                    .thinking
                    .lock()
                    .unwrap_or_else(|poison| poison.into_inner());
                self.search(search)
            };
            self.deliver(Origin::Clock, said)?;
        }
        Ok(())
    }

    /// Runs a search the host asked for ([`Effect::Think`], [`Effect::Analyse`]) and returns what comes
    /// of it.
    fn search(&self, search: Effect) -> Vec<Effect> {
        match search {
            Effect::Think(game) => match self.host.computer_job(game) {
                Some(job) => {
                    let thought = job.think();
                    self.host.computer_play(&job, thought, super::now())
                }
                None => Vec::new(),
            },
            Effect::Analyse(game) => match self.host.analysis_job(game, super::now()) {
                Some(mut job) => {
                    let searched = job.search(|job| self.host.analysis_progress(job, super::now()));
                    self.host.analysis_finished(job, searched)
                }
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    fn print(
        &self,
        origin: Origin,
        effects: Vec<Effect>,
        searches: &mut Vec<Effect>,
    ) -> io::Result<()> {
        let mut out = self.out.lock().unwrap_or_else(|poison| poison.into_inner());
        for effect in effects {
            match effect {
                Effect::OpenPlace {
                    game,
                    parent,
                    title,
                    linked_in,
                } => {
                    let place = thread(game);
                    self.host.bind_place(game, place);
                    let linked = linked_in.and_then(|id| self.host.tournament_place(id));
                    self.say_opened(&mut **out, place, title, linked.unwrap_or(parent))?;
                }
                Effect::OpenTournamentPlace {
                    tournament,
                    parent,
                    title,
                } => {
                    let place = self.channel(&format!("tournament-{tournament}"));
                    self.host.bind_tournament_place(tournament, place);
                    self.say_opened(&mut **out, place, title, parent)?;
                }
                Effect::Send { to, message } => {
                    let asker = match origin {
                        Origin::Channel(_, asker) | Origin::Direct(asker) => Some(asker),
                        Origin::Clock => None,
                    };
                    let reader = crate::i18n::reader(to, &message, asker);
                    let server = match origin {
                        Origin::Direct(_) => None,
                        Origin::Channel(..) | Origin::Clock => Some(super::SERVER),
                    };
                    let language = reader.map_or_else(
                        || self.host.post_language(to, &message, server),
                        |reader| self.host.language_of(reader, None),
                    );
                    let message = crate::i18n::localize_message(&message, language);
                    let mut place = self.place(origin, to, message.private);
                    if self.edits(to, message.slot) {
                        place = self.frame("local-edit", vec![("place", place.into())]);
                    }
                    let reader =
                        reader.filter(|_| message.private || matches!(to, Target::Direct(_)));
                    self.print_message(&mut **out, &place, &message, language, reader)?;
                }
                Effect::Retire(slot) => {
                    self.held().remove(&slot);
                }
                Effect::Think(_) | Effect::Analyse(_) => {
                    if !searches.contains(&effect) {
                        searches.push(effect);
                    }
                }
                Effect::Done(receipt) => {
                    out.flush()?;
                    self.host.delivered(receipt);
                }
            }
        }
        out.flush()
    }

    fn held(&self) -> MutexGuard<'_, HashSet<Slot>> {
        self.held
            .lock()
            .unwrap_or_else(|poison| poison.into_inner())
    }

    /// Whether a message for `slot` sent to `to` edits the earlier message of its slot, as the Discord
    /// adapter does (a reply is always a new message); from now on it holds the slot.
    fn edits(&self, to: Target, slot: Option<Slot>) -> bool {
        let Some(slot) = slot else { return false };
        let earlier = !self.held().insert(slot);
        earlier && slot.edits_in_place() && to != Target::Reply
    }

    fn place(&self, origin: Origin, to: Target, private: bool) -> String {
        let names = self.names();
        let user = |id: UserId| -> String {
            names
                .user_name(id)
                .map(str::to_owned)
                .or_else(|| self.host.user_name(id))
                .unwrap_or_else(|| self.frame("local-user", vec![("id", id.0.into())]))
        };
        let only_sees = |channel: ChannelId, asker: UserId| {
            self.frame(
                "local-only-sees",
                vec![
                    ("channel", names.channel_name(channel).into()),
                    ("user", user(asker).into()),
                ],
            )
        };
        let dm_to = |id: UserId| self.frame("local-dm-to", vec![("user", user(id).into())]);
        match to {
            Target::Reply => match origin {
                Origin::Channel(channel, asker) if private => only_sees(channel, asker),
                Origin::Channel(channel, _) => names.channel_name(channel),
                Origin::Direct(asker) => dm_to(asker),
                Origin::Clock => self.frame("local-log", Vec::new()),
            },
            Target::Channel(channel) => names.channel_name(channel),
            Target::Game(game) => match self.host.game_place(game) {
                Some(place) => names.channel_name(place),
                None => self.frame("local-game", vec![("game", game.0.into())]),
            },
            Target::Tournament(id) => match self.host.tournament_place(id) {
                Some(place) => names.channel_name(place),
                None => self.frame(
                    "local-tournament",
                    vec![("tournament", id.to_string().into())],
                ),
            },
            Target::Direct(id) => dm_to(id),
        }
    }

    /// Prints `message` at `place` in `language`; `reader` is whom a private message is for, whose name
    /// its file is saved under.
    fn print_message(
        &self,
        out: &mut dyn Write,
        place: &str,
        message: &Message,
        language: Language,
        reader: Option<UserId>,
    ) -> io::Result<()> {
        let names = self.names();
        self.print_text(out, place, &names, message, language)?;
        if let Some(image) = &message.image {
            self.print_image(out, image)?;
        }
        if let Some(file) = &message.file {
            self.print_file(out, &names, file, reader)?;
        }
        if !message.buttons.is_empty() {
            self.print_buttons(out, &message.buttons)?;
        }
        Ok(())
    }

    /// The message's mentions and text, its first line after `[place]`, the others indented.
    fn print_text(
        &self,
        out: &mut dyn Write,
        place: &str,
        names: &Names,
        message: &Message,
        language: Language,
    ) -> io::Result<()> {
        let mentions: String = message
            .ping
            .iter()
            .map(|&user| {
                let name = names
                    .user_name(user)
                    .map_or_else(|| self.frame("someone", Vec::new()), str::to_owned);
                format!("@{name} ")
            })
            .collect();
        let text = format!(
            "{mentions}{}",
            self.readable(names, &message.text, language)
        );
        let mut lines = text.lines();
        writeln!(out, "[{place}] {}", lines.next().unwrap_or_default())?;
        for line in lines {
            writeln!(out, "    {line}")?;
        }
        Ok(())
    }

    /// Saves the image beside the transcript and prints where, with its alt text on one line below.
    fn print_image(&self, out: &mut dyn Write, image: &Image) -> io::Result<()> {
        let path = self.images.join(&image.file_name);
        let shown = path.display().to_string();
        let written = image
            .bytes()
            .map_err(io::Error::other)
            .and_then(|bytes| write_image(&path, &bytes));
        let line = match written {
            Ok(()) => self.frame("local-image", vec![("path", shown.into())]),
            Err(error) => self.frame(
                "local-image-not-saved",
                vec![("path", shown.into()), ("error", error.to_string().into())],
            ),
        };
        writeln!(out, "    {line}")?;
        let alt = image
            .alt_text()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        writeln!(out, "        {alt}")
    }

    /// Saves an attached file under its reader's name, so that two readers' copies do not overwrite each
    /// other, and prints where.
    fn print_file(
        &self,
        out: &mut dyn Write,
        names: &Names,
        file: &TextFile,
        reader: Option<UserId>,
    ) -> io::Result<()> {
        let reader = reader.map(|id| {
            names
                .user_name(id)
                .map_or_else(|| id.0.to_string(), str::to_owned)
        });
        let path = self
            .images
            .join(own_file_name(&file.file_name, reader.as_deref()));
        let shown = path.display().to_string();
        let line = match std::fs::create_dir_all(&self.images)
            .and_then(|()| std::fs::write(&path, &file.text))
        {
            Ok(()) => self.frame("local-file", vec![("path", shown.into())]),
            Err(error) => self.frame(
                "local-file-not-saved",
                vec![("path", shown.into()), ("error", error.to_string().into())],
            ),
        };
        writeln!(out, "    {line}")
    }

    /// The buttons, each with the line that presses it.
    fn print_buttons(&self, out: &mut dyn Write, buttons: &[Button]) -> io::Result<()> {
        let buttons: Vec<String> = buttons
            .iter()
            .map(|button| {
                self.frame(
                    "local-press",
                    vec![
                        ("label", button.label.to_plain().into()),
                        ("id", button.id.clone().into()),
                    ],
                )
            })
            .collect();
        let buttons = self.frame(
            "local-buttons",
            vec![("buttons", buttons.join(" · ").into())],
        );
        writeln!(out, "    {buttons}")
    }

    /// The text as the terminal shows it, in `language`: channels by name, times in UTC with how far
    /// they are from now.
    fn readable(&self, names: &Names, text: &Text, language: Language) -> String {
        let now = super::now();
        text.render(|span| match span {
            Span::Channel(channel) => names.channel_name(*channel),
            Span::Time(at, TimeStyle::Full) => crate::clock::date_time(*at),
            Span::Time(at, TimeStyle::Relative) => {
                crate::i18n::localize(&crate::clock::relative(*at, now), language).to_plain()
            }
            Span::Plain(text) => text.clone(),
            Span::Say { key, args } => crate::i18n::message(Language::En, key, args),
        })
    }
}

/// The name a file is saved under: a private file's with its reader's name before the extension
/// (`game-2-alice.txt`), so that what each person was sent stays apart, as on Discord.
fn own_file_name(file_name: &str, reader: Option<&str>) -> String {
    match (reader, file_name.rsplit_once('.')) {
        (Some(reader), Some((stem, extension))) => format!("{stem}-{reader}.{extension}"),
        (Some(reader), None) => format!("{file_name}-{reader}"),
        (None, _) => file_name.to_owned(),
    }
}

fn write_image(path: &Path, png: &[u8]) -> io::Result<()> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)?;
    }
    std::fs::write(path, png)
}
