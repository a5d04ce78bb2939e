//! Offers to the other players, carried out once every player agrees: a draw, a takeback.
//!
//! Every kind follows one protocol ([`Host::answer_offer`]). A player makes the offer, or agrees to one
//! the others made (`draw offer`, `takeback`, or the Accept button); when every seat is in favour it is
//! carried out. `accept` agrees only to an offer the others made, and `decline` drops an offer the others
//! made, for everyone. A player cannot make the same offer twice while it waits. A turn finished by
//! someone lets an offer lapse as its kind says ([`lapsing`], [`lapse`]), its buttons taken away; a game
//! that ends drops them all.
//!
//! What differs between kinds is an [`Offer`]: its words, where it stands in the game's record, when it
//! may be made, what agreeing to it does, and when it lapses. Another kind (calling a game off by
//! agreement, say) is another implementation and a request that names it.

mod draw;
mod takeback;

use super::permissions::{self, Purpose};
use super::sessions::Session;
use super::{Failure, Handled, Host, refuse, wording};
use crate::host::api::{Button, Command, DrawAnswer, Effect, GameId, Millis, Slot, Text};
use crate::host::outbox::Asker;
use crate::store::GameRecord;
pub(super) use draw::Draw;
use games::{Game, Seat};
pub(super) use takeback::Takeback;

/// Every kind of offer, in the order their lapses are told.
const OFFERS: [&dyn Offer; 2] = [&Draw, &Takeback];

/// The catalogue sentences an offer's answers are told with; each takes the game's number (`game`) and,
/// where a seat acts, its label (`seat`).
pub(super) struct Words {
    /// There is no offer of the others to decline.
    pub nothing_to_decline: &'static str,
    /// There is no offer of the others to accept.
    pub nothing_to_accept: &'static str,
    /// The seat's own offer waits for the others already.
    pub made_already: &'static str,
    /// A seat makes the offer.
    pub made: &'static str,
    /// A seat agrees to the others' offer, and someone has still to answer.
    pub agreed: &'static str,
    /// A seat declines the offer.
    pub declined: &'static str,
}

/// A kind of offer: what the protocol of [`Host::answer_offer`] needs to know of it.
pub(super) trait Offer: Sync {
    /// The sentences it is told with.
    fn words(&self) -> &'static Words;

    /// The slot of the post that makes it known, whose buttons go when it is settled.
    fn slot(&self, game: GameId) -> Slot;

    /// The Accept and Decline buttons of that post.
    fn buttons(&self, game: GameId) -> Vec<Button>;

    /// Refuses when it cannot be offered in this game now at all.
    fn allowed(&self, record: &GameRecord, game: &dyn Game) -> Result<(), Failure>;

    /// The seats in favour: the one that made it, then those that agreed.
    fn in_favour(&self, record: &GameRecord) -> Vec<Seat>;

    /// Refuses when `seat` may not make it now, nobody else having made it.
    fn may_make(&self, host: &Host, session: &Session, seat: Seat) -> Result<(), Failure>;

    /// Records `seat` in favour.
    fn favour(&self, record: &mut GameRecord, seat: Seat);

    /// Drops it: someone declined.
    fn decline(&self, record: &mut GameRecord, game: &dyn Game);

    /// Carries it out, every seat being in favour; `made_by` made it.
    fn carry_out(
        &self,
        host: &Host,
        session: &mut Session,
        command: &Command,
        made_by: Seat,
        now: Millis,
    ) -> Handled;

    /// The sentence telling that it lapses as `mover` finishes a turn, if anything of it lapses.
    fn lapsing(&self, record: &GameRecord, game: &dyn Game, mover: Seat) -> Option<Text>;

    /// What `mover` finishing a turn does to it in the record (`game` as it stood before the turn).
    fn lapse(&self, record: &mut GameRecord, game: &dyn Game, mover: Seat);

    /// Whether the computer is to answer it now: it is asked to think when the offer is saved.
    fn awaits_computer(&self, record: &GameRecord, game: &dyn Game) -> bool;
}

/// What lapses as `mover` finishes a turn: each lapsing offer's slot and the sentence telling it.
pub(super) fn lapsing(record: &GameRecord, game: &dyn Game, mover: Seat) -> Vec<(Slot, Text)> {
    OFFERS
        .iter()
        .filter_map(|offer| Some((offer.slot(record.id), offer.lapsing(record, game, mover)?)))
        .collect()
}

/// What `mover` finishing a turn does to the offers in the record.
pub(super) fn lapse(record: &mut GameRecord, game: &dyn Game, mover: Seat) {
    for offer in OFFERS {
        offer.lapse(record, game, mover);
    }
}

impl Host {
    /// A player's answer to an offer of kind `offer` in the game a command means: they make it, agree
    /// to the others' (carried out when every seat is then in favour), or decline it. `as_seat` picks
    /// one of the sender's seats (the computer answers for each of its seats in a team game); otherwise
    /// their only seat answers.
    pub(super) fn answer_offer(
        &self,
        offer: &dyn Offer,
        command: &Command,
        named: Option<GameId>,
        answer: DrawAnswer,
        as_seat: Option<Seat>,
        now: Millis,
    ) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let (record, game) = (&session.record, session.game.as_ref());
            let mine = permissions::player_in_play(record, game, command.from.id)?;
            let seat = as_seat
                .filter(|&seat| record.player(seat).id == command.from.id)
                .unwrap_or(mine);
            offer.allowed(record, game)?;
            let (words, id) = (offer.words(), record.id);
            let in_favour = offer.in_favour(record);
            let made_by_others = in_favour.iter().any(|&other| other != seat);
            let number = || vec![("game", id.0.into())];
            match answer {
                DrawAnswer::Decline if !made_by_others => {
                    refuse(Text::key_with(words.nothing_to_decline, number()))
                }
                DrawAnswer::Decline => self.decline_offer(offer, session, command, seat),
                DrawAnswer::Accept if !made_by_others => {
                    refuse(Text::key_with(words.nothing_to_accept, number()))
                }
                _ if in_favour.contains(&seat) => {
                    refuse(Text::key_with(words.made_already, number()))
                }
                _ => {
                    if !made_by_others {
                        offer.may_make(self, session, seat)?;
                    }
                    let everyone = record
                        .players
                        .seats()
                        .all(|other| other == seat || in_favour.contains(&other));
                    if everyone {
                        let made_by = in_favour.first().copied().unwrap_or(seat);
                        return offer.carry_out(self, session, command, made_by, now);
                    }
                    self.favour_offer(offer, session, command, seat, made_by_others)
                }
            }
        })
    }

    /// `seat` makes the offer, or agrees to the others' while someone has still to answer: saved and
    /// told in the game's place with its buttons (the post takes the place of the one before it).
    fn favour_offer(
        &self,
        offer: &dyn Offer,
        session: &mut Session,
        command: &Command,
        seat: Seat,
        agrees: bool,
    ) -> Handled {
        let id = session.record.id;
        let words = offer.words();
        let text = Text::key_with(
            if agrees { words.agreed } else { words.made },
            vec![
                (
                    "seat",
                    wording::seat_label(&session.record, session.game.as_ref(), seat).into(),
                ),
                ("game", id.0.into()),
            ],
        );
        let mut said = session.save(
            &self.store,
            |record, _| offer.favour(record, seat),
            |record, _| {
                Ok(self.to_game(
                    record,
                    command,
                    text,
                    offer.buttons(id),
                    Some(offer.slot(id)),
                ))
            },
            Some(Asker::of(command)),
        )?;
        if offer.awaits_computer(&session.record, session.game.as_ref()) {
            said.push(Effect::Think(id));
        }
        Ok(said)
    }

    /// `seat` declines the others' offer: it is dropped, its buttons go, and the game's place is told.
    fn decline_offer(
        &self,
        offer: &dyn Offer,
        session: &mut Session,
        command: &Command,
        seat: Seat,
    ) -> Handled {
        let id = session.record.id;
        let text = Text::key_with(
            offer.words().declined,
            vec![
                (
                    "seat",
                    wording::seat_label(&session.record, session.game.as_ref(), seat).into(),
                ),
                ("game", id.0.into()),
            ],
        );
        session.save(
            &self.store,
            |record, game| offer.decline(record, game),
            |record, _| {
                let mut said = vec![Effect::Retire(offer.slot(id))];
                said.extend(self.to_game(record, command, text, Vec::new(), None));
                Ok(said)
            },
            Some(Asker::of(command)),
        )
    }
}
