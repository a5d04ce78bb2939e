//! Finished games: the archive (newest first, a page at a time), one finished game shown to anyone, and
//! replays as animated GIFs.
//!
//! The archive without a player is the server's (in a direct conversation, the asker's own); with a
//! player it is theirs, from every server, as game numbers are. Games called off before play began have
//! no result and are not in it. What `game #N` shows is what anyone may see once a game is over: the
//! public view of its end (for games that hide pieces, the reveal) and its full record.

use super::standings::Finished;
use crate::host::api::{
    Archive, Arg, Command, GameId, Image, Message, Picture, Place, Span, Target, Text, TimeStyle,
};
use crate::host::text::Heading;
use crate::host::wording;
use crate::host::{Failure, Handled, Host, buttons, pages, refuse, reply, send, visibility};
use crate::model::TournamentId;
use crate::store::{GameRecord, Stage};
use games::GameKind;

/// The largest attachment Discord takes from a bot in any server (8 MiB before boosts).
pub const UPLOAD_LIMIT: usize = 8 * 1024 * 1024;

impl Host {
    /// `replay #N` (without a number, the game `rematch` would mean): an animated GIF of a finished game,
    /// from its public views, its captions and alt text in the asker's language (their choice, else
    /// `client`, the locale they asked from).
    pub(in crate::host) fn replay_game(
        &self,
        command: &Command,
        named: Option<GameId>,
        client: Option<crate::model::Language>,
    ) -> Handled {
        let (id, record) =
            self.finished_record(command, named, "replay-not-over", "replay-called-off")?;
        let number = || vec![("game", id.0.into())];
        let log = self.store.log(id)?;
        let language = self.language_of(command.from.id, client);
        let gif = super::replay::gif(&record, &log, language)?;
        if gif.len() > UPLOAD_LIMIT {
            let mut args = number();
            args.push(("size", gif.len().div_ceil(1024 * 1024).into()));
            return refuse(Text::key_with("replay-too-large", args));
        }
        let session = self.sessions.get(&self.store, id)?;
        let title = match &session {
            Some(session) => {
                let session = crate::host::sessions::lock(session);
                wording::title(&session.record, session.game.as_ref())
            }
            None => wording::game_name(record.kind),
        };
        let plies = super::replay::moves(&record, &log);
        let mut args = number();
        args.extend([("title", title.clone().into()), ("moves", plies.into())]);
        Ok(vec![send(
            Target::Reply,
            Message {
                text: Text::key_with("replay-message", args),
                image: Some(Image {
                    file_name: format!("game-{}-replay.gif", id.0),
                    picture: Picture::Encoded { bytes: gif },
                    alt: crate::i18n::localize(
                        &Text::key_with(
                            "replay-alt",
                            vec![
                                ("game", id.0.into()),
                                ("title", title.into()),
                                ("moves", plies.into()),
                            ],
                        ),
                        language,
                    )
                    .to_plain(),
                }),
                about: Some(id),
                ..Message::default()
            },
        )])
    }
}

/// How many games a page of the archive shows.
pub const ARCHIVE_PAGE: usize = 10;

impl Host {
    /// `games finished [@player|mine|tournament:t3] [GAME] [page N]`: finished games, newest first.
    pub(in crate::host) fn list_finished(
        &self,
        command: &Command,
        whose: &Archive,
        kind: Option<GameKind>,
        page: usize,
    ) -> Handled {
        let me = &command.from;
        let whose = match whose {
            Archive::Mine => Archive::Of(me.clone()),
            Archive::Here if command.place == Place::Direct => Archive::Of(me.clone()),
            other => other.clone(),
        };
        let records = match (&whose, command.place) {
            (Archive::Of(user), _) => self.store.finished_games_of(user.id)?,
            (Archive::Tournament(id), _) => self.tournament_games(*id)?,
            (_, Place::Channel { server, .. }) => self.store.finished_games_in(server)?,
            (_, Place::Direct) => self.store.finished_games_of(me.id)?,
        };
        let mut games = self.finished_with_results(records);
        games.retain(|game| kind.is_none_or(|kind| game.record.kind == kind));
        games.sort_by_key(|game| std::cmp::Reverse(game.when()));
        let of_kind = |key: &str, mut args: Vec<(&str, Arg)>| {
            args.push((
                "kind",
                kind.map_or_else(Text::default, wording::game_name).into(),
            ));
            args.push(("all", u32::from(kind.is_none()).into()));
            Text::key_with(key, args)
        };
        let (heading, typed) = match &whose {
            Archive::Of(user) if user.id == me.id => (
                of_kind("finished-mine", Vec::new()),
                "games finished mine".to_owned(),
            ),
            Archive::Of(user) => {
                let name = if user.name.is_empty() {
                    games
                        .iter()
                        .find_map(|game| {
                            let seat = game.record.seat_of(user.id)?;
                            Some(game.record.player(seat).name.clone())
                        })
                        .or_else(|| self.user_name(user.id))
                        .unwrap_or_else(|| format!("player {}", user.id.0))
                } else {
                    user.name.clone()
                };
                (
                    of_kind("finished-of", vec![("player", name.clone().into())]),
                    format!("games finished @{name}"),
                )
            }
            Archive::Tournament(id) => (
                of_kind(
                    "finished-tournament",
                    vec![("tournament", id.to_string().into())],
                ),
                format!("games finished tournament:{id}"),
            ),
            Archive::Here | Archive::Mine => (
                of_kind("finished-here", Vec::new()),
                "games finished".to_owned(),
            ),
        };
        let typed = match kind {
            Some(kind) => format!("{typed} {}", kind.id()),
            None => typed,
        };
        if games.is_empty() {
            return Ok(vec![reply(Text::key_with(
                "finished-none",
                vec![("heading", heading.into())],
            ))]);
        }
        let lines: Vec<Text> = games.iter().map(archive_line).collect();
        let message = pages::page(
            Heading::sentence("finished-heading", vec![("heading", heading.into())]),
            lines,
            page,
            ARCHIVE_PAGE,
            &typed,
            |page| buttons::finished_page(&whose, kind, page),
        )?;
        Ok(vec![send(Target::Reply, message)])
    }

    /// Every game tournament `id` opened, as stored.
    fn tournament_games(&self, id: TournamentId) -> Result<Vec<GameRecord>, Failure> {
        let Some(record) = self.store.tournament(id)? else {
            return Err(Failure::Refused(Text::key_with(
                "no-such-tournament",
                vec![("tournament", id.to_string().into())],
            )));
        };
        let opened: Vec<GameId> = match &record.stage {
            Stage::Playing(swiss) | Stage::Over(swiss) => swiss
                .rounds()
                .iter()
                .flat_map(|round| &round.boards)
                .filter_map(|board| board.game)
                .collect(),
            Stage::Arena(arena) | Stage::ArenaOver(arena) => {
                arena.games().iter().filter_map(|game| game.game).collect()
            }
            Stage::Gathering | Stage::Cancelled => Vec::new(),
        };
        let mut games = Vec::new();
        for game in opened {
            games.extend(self.store.game(game)?);
        }
        Ok(games)
    }

    /// `game #N`: a finished game as anyone may see it: result, players, dates, the final public board,
    /// and the record (the full one: the game is over) as a file.
    pub(in crate::host) fn show_game(&self, command: &Command, id: GameId) -> Handled {
        let number = || vec![("game", id.0.into())];
        let Some(session) = self.sessions.get(&self.store, id)? else {
            return refuse(Text::key_with("no-game", number()));
        };
        let session = crate::host::sessions::lock(&session);
        let (record, game) = (&session.record, session.game.as_ref());
        if !record.finished {
            return refuse(Text::key_with("game-not-over", number()));
        }
        let mut message = visibility::public_board(record, game, &visibility::Told::default());
        let mut text = Text::key_with("game-number", number())
            .plain(" · ")
            .then(wording::title(record, game))
            .plain("\n")
            .then(message.text)
            .plain("\n")
            .say("game-started", Vec::new());
        text.push(Span::Time(record.started, TimeStyle::Full));
        if let Some(ended) = record.ended {
            text = text.say("game-ended", Vec::new());
            text.push(Span::Time(ended, TimeStyle::Full));
        }
        message.text = text.say("sentence-end", Vec::new());
        message.slot = None;
        message.buttons = if record.cancelled {
            Vec::new()
        } else {
            buttons::replay(id)
        };
        let log = self.store.log(id)?;
        let fair = crate::host::fairness::public_record(record, game, &log);
        message.file =
            super::export::export_message(record, game, command.from.id, fair.as_ref()).file;
        Ok(vec![send(Target::Reply, message)])
    }
}

/// One line of the archive: `#12 Jungle: alice (Blue) vs bob (Red) · alice (Blue) wins by entering
/// the den · <when it ended>`.
fn archive_line(game: &Finished) -> Text {
    let record = &game.record;
    let seating = wording::seating_of(record);
    let mut line = Text::from(format!("#{} ", record.id.0))
        .then(wording::title_in(record, &seating))
        .plain(" · ")
        .then(wording::result_clause(record, &seating, &game.outcome))
        .plain(" · ");
    line.push(Span::Time(
        record.ended.unwrap_or(record.started),
        TimeStyle::Full,
    ));
    line
}
