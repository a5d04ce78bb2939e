//! Offers to the other players.

use crate::host::acting::asker;
use crate::host::api::{Command, DrawAnswer, Effect, GameId, Millis, Slot, Text};
use crate::host::permissions::{self, Purpose};
use crate::host::{Handled, Host, buttons, refuse, wording};
use games::{Intervention, Phase, Seat};

mod takeback;

impl Host {
    pub(super) fn draw(
        &self,
        command: &Command,
        named: Option<GameId>,
        answer: DrawAnswer,
        now: Millis,
    ) -> Handled {
        self.draw_as(command, named, answer, None, now)
    }

    /// [`Host::draw`] for one of the sender's seats (`as_seat`), or for its only seat: the computer
    /// answers for each of its seats in a team game.
    pub(super) fn draw_as(
        &self,
        command: &Command,
        named: Option<GameId>,
        answer: DrawAnswer,
        as_seat: Option<Seat>,
        now: Millis,
    ) -> Handled {
        self.with_game(command, named, Purpose::Act, |session| {
            let mine = permissions::player_in_play(
                &session.record,
                session.game.as_ref(),
                command.from.id,
            )?;
            let seat = as_seat
                .filter(|&seat| session.record.player(seat).id == command.from.id)
                .unwrap_or(mine);
            let id = session.record.id;
            if session.game.phase() == Phase::Setup {
                return refuse(Text::key_with("draw-in-setup", vec![("game", id.0.into())]));
            }
            let offers = session.record.draw_offers.clone();
            let others_offer = offers.iter().any(|offer| *offer != seat);
            let label = wording::seat_label(&session.record, session.game.as_ref(), seat);
            match answer {
                DrawAnswer::Decline => {
                    if !others_offer {
                        return refuse(Text::key_with(
                            "no-draw-to-decline",
                            vec![("game", id.0.into())],
                        ));
                    }
                    let cooldown = session.game.draw_offer_cooldown();
                    let text = Text::key_with(
                        "draw-declined",
                        vec![("seat", label.into()), ("game", id.0.into())],
                    );
                    session.save(
                        &self.store,
                        |record| record.refuse_draw_offers(cooldown),
                        |record, _| {
                            let mut said = vec![Effect::Retire(Slot::DrawOffer(id))];
                            said.extend(self.to_game(record, command, text, Vec::new(), None));
                            Ok(said)
                        },
                        Some(asker(command)),
                    )
                }
                DrawAnswer::Accept | DrawAnswer::Offer => {
                    if answer == DrawAnswer::Accept && !others_offer {
                        return refuse(Text::key_with(
                            "no-draw-to-accept",
                            vec![("game", id.0.into())],
                        ));
                    }
                    let wait = session.record.draw_offer_wait(seat);
                    if !others_offer && wait > 0 {
                        return refuse(Text::key_with(
                            "draw-wait",
                            vec![("game", id.0.into()), ("wait", wait.into())],
                        ));
                    }
                    if offers.contains(&seat) {
                        return refuse(Text::key_with(
                            "draw-offered-already",
                            vec![("game", id.0.into())],
                        ));
                    }
                    let everyone = session
                        .record
                        .players
                        .seats()
                        .all(|other| other == seat || offers.contains(&other));
                    if everyone {
                        return self.rule_on(
                            session,
                            Intervention::AgreedDraw,
                            None,
                            Some(command),
                            now,
                        );
                    }
                    let text = Text::key_with(
                        "draw-offered",
                        vec![("seat", label.into()), ("game", id.0.into())],
                    );
                    let mut said = session.save(
                        &self.store,
                        |record| record.draw_offers.push(seat),
                        |record, _| {
                            Ok(self.to_game(
                                record,
                                command,
                                text,
                                buttons::draw_offer(id),
                                Some(Slot::DrawOffer(id)),
                            ))
                        },
                        Some(asker(command)),
                    )?;
                    // The computer answers an offer made to it after a search.
                    if super::computer::draw_offered_to_computer(
                        &session.record,
                        session.game.as_ref(),
                    ) {
                        said.push(Effect::Think(id));
                    }
                    Ok(said)
                }
            }
        })
    }
}
