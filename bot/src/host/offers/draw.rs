//! Draw offers: once every seat offers (or accepts) a draw, the rules rule on an agreed draw.
//!
//! A draw cannot be offered during a setup. An offer declined, or lapsed because another seat played on,
//! bars its maker from offering again for the game's cooldown of their own turns
//! ([`games::Game::draw_offer_cooldown`]). A turn finished by a seat lets the offers of the other seats
//! lapse; its own offer stands. The computer answers a draw offered to it after a search.

use super::{Offer, Words};
use crate::host::api::{Button, Command, GameId, Millis, Slot, Text};
use crate::host::sessions::Session;
use crate::host::{Failure, Handled, Host, buttons, computer, refuse, wording};
use crate::store::GameRecord;
use games::{Game, Intervention, Phase, Seat};

/// A draw by agreement.
pub struct Draw;

/// How draw offers are told.
static WORDS: Words = Words {
    nothing_to_decline: "no-draw-to-decline",
    nothing_to_accept: "no-draw-to-accept",
    made_already: "draw-offered-already",
    made: "draw-offered",
    agreed: "draw-offered",
    declined: "draw-declined",
};

impl Offer for Draw {
    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn slot(&self, game: GameId) -> Slot {
        Slot::DrawOffer(game)
    }

    fn buttons(&self, game: GameId) -> Vec<Button> {
        buttons::draw_offer(game)
    }

    fn allowed(&self, record: &GameRecord, game: &dyn Game) -> Result<(), Failure> {
        if game.phase() == Phase::Setup {
            return refuse(Text::key_with(
                "draw-in-setup",
                vec![("game", record.id.0.into())],
            ));
        }
        Ok(())
    }

    fn in_favour(&self, record: &GameRecord) -> Vec<Seat> {
        record.draw_offers.clone()
    }

    fn may_make(&self, _host: &Host, session: &Session, seat: Seat) -> Result<(), Failure> {
        let wait = session.record.draw_offer_wait(seat);
        if wait > 0 {
            return refuse(Text::key_with(
                "draw-wait",
                vec![("game", session.record.id.0.into()), ("wait", wait.into())],
            ));
        }
        Ok(())
    }

    fn favour(&self, record: &mut GameRecord, seat: Seat) {
        record.draw_offers.push(seat);
    }

    fn decline(&self, record: &mut GameRecord, game: &dyn Game) {
        record.refuse_draw_offers(game.draw_offer_cooldown());
    }

    fn carry_out(
        &self,
        host: &Host,
        session: &mut Session,
        command: &Command,
        _made_by: Seat,
        now: Millis,
    ) -> Handled {
        host.rule_on(session, Intervention::AgreedDraw, None, Some(command), now)
    }

    fn lapsing(&self, record: &GameRecord, game: &dyn Game, mover: Seat) -> Option<Text> {
        let lapsing: Vec<Seat> = record
            .draw_offers
            .iter()
            .copied()
            .filter(|&offerer| offerer != mover)
            .collect();
        (!lapsing.is_empty()).then(|| {
            Text::key_with(
                "draw-lapsed",
                vec![("seats", wording::seat_labels(record, game, &lapsing).into())],
            )
        })
    }

    fn lapse(&self, record: &mut GameRecord, game: &dyn Game, mover: Seat) {
        if !record.draw_offers.contains(&mover) {
            record.refuse_draw_offers(game.draw_offer_cooldown());
        }
    }

    fn awaits_computer(&self, record: &GameRecord, game: &dyn Game) -> bool {
        computer::draw_offered_to_computer(record, game)
    }
}
