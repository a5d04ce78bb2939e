//! Following a game: a spectator gets the game's public board by direct message after every public
//! event (each move, decision and result), from the start of play to the end.
//!
//! What a follower gets is built from the public board alone (the public view and the public notes,
//! never a seat's view), so a follower learns nothing the game's place does not show. Following is
//! stored, so it survives a restart. The players of a game get their boards already and cannot follow
//! it. When the board sent on `follow` cannot be delivered because the follower's direct messages are
//! closed, the follow does not take and they are told why; nothing else changes (the game's place hears
//! nothing of it). Later boards that cannot be delivered are dropped quietly.

use super::permissions::Purpose;
use super::wording;
use super::{Handled, Host, buttons, private_reply, refuse, send, visibility};
use crate::host::api::{Command, Effect, GameId, Message, Place, Target, Text, UserId, Via};
use crate::store::GameRecord;
use games::Game;

impl Host {
    /// `follow #N` (`follow: true`) or `unfollow #N`.
    pub(super) fn follow(&self, command: &Command, named: Option<GameId>, follow: bool) -> Handled {
        let id = self.resolve_game(command.from.id, command.place, named, Purpose::Look)?;
        let me = command.from.id;
        if !follow {
            if !self.store.follows(id, me)? {
                return refuse(Text::key_with("not-following", vec![("game", id.0.into())]));
            }
            self.store.unfollow(id, me)?;
            return Ok(vec![private_reply(Text::key_with(
                "unfollowed",
                vec![("game", id.0.into())],
            ))]);
        }
        self.with_game_id(id, |session| {
            let (record, game) = (&session.record, session.game.as_ref());
            if record.finished {
                return refuse(Text::key_with("follow-over", vec![("game", id.0.into())]));
            }
            if record.seat_of(me).is_some() {
                return refuse(Text::key_with(
                    "follow-own-game",
                    vec![("game", id.0.into())],
                ));
            }
            if me == crate::model::COMPUTER {
                return refuse(Text::key("bot-cannot-follow"));
            }
            self.store.follow(id, me, &self.follow_quota())?;
            let mut board = visibility::public_board(record, game, &visibility::Told::default());
            board.text = Text::key_with(
                "follow-started",
                vec![
                    ("game", id.0.into()),
                    ("title", wording::title(record, game).into()),
                ],
            )
            .plain("\n")
            .then(board.text);
            board.slot = None;
            board.buttons = buttons::unfollow(id);
            board.private = true;
            // The board that confirms the follow names the game, so that closed direct messages come
            // back to the host (see `Host::direct_failed`), which calls the follow off.
            board.about = Some(id);
            if command.place == Place::Direct {
                return Ok(vec![send(Target::Reply, board)]);
            }
            let mut said = Vec::new();
            if command.via == Via::Interaction {
                said.push(private_reply(Text::key_with(
                    "follow-sending",
                    vec![("game", id.0.into())],
                )));
            }
            said.push(send(Target::Direct(me), board));
            Ok(said)
        })
    }

    /// The followers' copies of a game's new public board `board` (as the game's place gets it).
    pub(super) fn to_followers(
        &self,
        record: &GameRecord,
        game: &dyn Game,
        board: &Message,
    ) -> Result<Vec<Effect>, super::Failure> {
        let followers: Vec<UserId> = self
            .store
            .followers(record.id)?
            .into_iter()
            .filter(|&user| record.seat_of(user).is_none())
            .collect();
        if followers.is_empty() {
            return Ok(Vec::new());
        }
        let message = visibility::for_follower(record, game, board);
        Ok(followers
            .into_iter()
            .map(|user| send(Target::Direct(user), message.clone()))
            .collect())
    }

    /// A direct message to `user` about game `id` could not be delivered, and `user` does not play in
    /// it: if they follow it, that was the board confirming their follow, so the follow is called off
    /// and they are told why. Nobody else hears of it.
    pub(super) fn follower_unreachable(&self, user: UserId, id: GameId) -> Vec<Effect> {
        match self.store.follows(id, user) {
            Ok(true) => {}
            Ok(false) => return Vec::new(),
            Err(error) => {
                tracing::error!(%error, "the followers of a game could not be read");
                return Vec::new();
            }
        }
        if let Err(error) = self.store.unfollow(id, user) {
            tracing::error!(%error, "a follower whose direct messages are closed stays");
        }
        vec![private_reply(Text::key_with(
            "follow-unreachable",
            vec![("game", id.0.into())],
        ))]
    }
}
