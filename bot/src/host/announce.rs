//! What a change to a game says, and to whom: the public board where the game is played (with its
//! buttons, and a copy for each follower), each seat's private board by direct message, the choices of a
//! decision, the full record once a game that hid things is over, and the result in the channel the game
//! started in. An answer goes back where the command was given when that is the game's place; elsewhere
//! the place gets the message and the asker a short pointer to it.

use super::visibility::{self, Told};
use super::{Handled, Host, buttons, private_reply, send, wording};
use crate::host::api::{Command, Effect, Message, Place, Slot, Target, Text, Via};
use crate::store::GameRecord;
use games::{Game, Phase};

impl Host {
    /// A plain message for the game's place: as the reply when the command was said there, else sent there
    /// with a short reply where it was said.
    pub(super) fn to_game(
        &self,
        record: &GameRecord,
        command: &Command,
        text: Text,
        buttons: Vec<crate::host::api::Button>,
        slot: Option<Slot>,
    ) -> Vec<Effect> {
        let message = Message {
            text,
            buttons,
            about: Some(record.id),
            slot,
            ..Message::default()
        };
        self.route(record, Some(command), message)
    }

    fn route(
        &self,
        record: &GameRecord,
        command: Option<&Command>,
        message: Message,
    ) -> Vec<Effect> {
        let here = record.place.unwrap_or(record.channel);
        let in_place = command.is_some_and(|command| match command.place {
            Place::Channel { channel, .. } => here == channel,
            Place::Direct => false,
        });
        if in_place {
            return vec![send(Target::Reply, message)];
        }
        let mut effects = Vec::new();
        if command.is_some() {
            effects.push(private_reply(
                Text::key_with("done-game-is-in", vec![("game", record.id.0.into())])
                    .channel(here)
                    .say("sentence-end", Vec::new()),
            ));
        }
        effects.push(send(Target::Game(record.id), message));
        effects
    }

    /// What the bot says after a game changed: the public board where the game is played, private boards
    /// by direct message, the full record when a game that hid things is over, and the result in the
    /// starting channel when the game ends.
    pub(super) fn announce(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        told: &Told,
        command: Option<&Command>,
    ) -> Handled {
        let mut board = visibility::public_board(record, game, told);
        let over = game.outcome();
        let mut effects = Vec::new();
        if over.is_none() {
            board.buttons = Self::play_buttons(record, game);
            board.ping = self.to_notify(record, &game.to_act());
        } else {
            effects.push(Effect::Retire(Slot::DrawOffer(record.id)));
            effects.push(Effect::Retire(Slot::Takeback(record.id)));
            if !record.cancelled {
                board.buttons = buttons::finished(record.id);
                if let Some(hint) = super::fairness::verify_hint(record) {
                    board.text = std::mem::take(&mut board.text).plain("\n").then(hint);
                }
            }
        }
        let followers = self.to_followers(record, game, &board)?;
        effects.extend(self.route(record, command, board));
        let labels = self.looks_of(record);
        for private in visibility::private_boards(record, game, &told.report, &labels, &[]) {
            effects.push(send(
                Target::Direct(record.player(private.seat).id),
                private.message,
            ));
        }
        effects.extend(decisions(record, game, command));
        if over.is_some() && game.about().policy.reveal_record_at_end {
            effects.push(send(
                Target::Game(record.id),
                visibility::final_record(record, game),
            ));
        }
        if let Some(outcome) = over
            && record.place.is_some_and(|place| place != record.channel)
        {
            let mut args = vec![
                ("game", record.id.0.into()),
                ("title", wording::title(record, game).into()),
                (
                    "result",
                    wording::result_clause(record, &game.seating(), &outcome).into(),
                ),
            ];
            let key = match wording::rating_line(record) {
                Some(rating) => {
                    args.push(("rating", rating.into()));
                    "game-over-post-rated"
                }
                None => "game-over-post",
            };
            let mut text = Text::key_with(key, args);
            if let Some(hint) = super::fairness::verify_hint(record) {
                text = text.plain(" ").then(hint);
            }
            effects.push(send(
                Target::Channel(record.channel),
                Message {
                    text,
                    about: Some(record.id),
                    ..Message::default()
                },
            ));
        }
        effects.extend(followers);
        Ok(effects)
    }

    /// The buttons under a game's public board for a player of it.
    pub(super) fn board_buttons(
        record: &GameRecord,
        game: &dyn Game,
    ) -> Vec<crate::host::api::Button> {
        match game.phase() {
            _ if record.cancelled => Vec::new(),
            _ if record.finished => buttons::finished(record.id),
            Phase::Setup => buttons::setup(record.id, game.about().verbs),
            Phase::Over => Vec::new(),
            Phase::Play | Phase::Decision => Self::play_buttons(record, game),
        }
    }

    /// The buttons under the board of a game in play; Take back where takebacks are allowed.
    fn play_buttons(record: &GameRecord, game: &dyn Game) -> Vec<crate::host::api::Button> {
        let takeback = game.about().policy.takebacks && record.computer.is_none();
        buttons::in_play(record.id, visibility::has_secrets(game), takeback)
    }
}

/// The choices of seats that must decide something now, as buttons for that player alone: as the private
/// answer to their own command from a slash command or button, else by direct message.
fn decisions(record: &GameRecord, game: &dyn Game, command: Option<&Command>) -> Vec<Effect> {
    if game.phase() != Phase::Decision {
        return Vec::new();
    }
    game.to_act()
        .into_iter()
        .filter_map(|seat| {
            let choices = game.choices(seat);
            if choices.is_empty() {
                return None;
            }
            let player = record.player(seat).id;
            let mut lines = Text::default();
            for choice in &choices {
                let (label, detail) = wording::choice_texts(choice);
                lines = lines
                    .plain("\n**")
                    .then(label)
                    .plain("**")
                    .say("choice-detail", Vec::new())
                    .then(detail);
            }
            // The choices speak of seats ("the A side moves next"): say who sits where.
            let players: Vec<Text> = record
                .players
                .seats()
                .map(|each| wording::seat_label(record, game, each))
                .collect();
            let message = Message {
                text: Text::key_with(
                    "decision",
                    vec![
                        ("game", record.id.0.into()),
                        ("players", wording::joined(players, "list-comma").into()),
                    ],
                )
                .then(lines),
                buttons: buttons::choices(record.id, &choices),
                private: true,
                about: Some(record.id),
                slot: Some(Slot::Decision(record.id, player)),
                ..Message::default()
            };
            let answers_them = command.is_some_and(|command| {
                command.from.id == player && command.via == Via::Interaction
            });
            let to = if answers_them {
                Target::Reply
            } else {
                Target::Direct(player)
            };
            Some(send(to, message))
        })
        .collect()
}
