//! Taking back moves by agreement.
//!
//! A player asks (`takeback`, or the Take back button under the board); once every other player agrees
//! (`takeback accept`, the Accept button, or asking too), the requester's last move is taken back,
//! together with every move played after it, so the requester is to move again: with the opponent on
//! move that is one move, after the opponent has replied it is two (lichess's rule). A move entered step
//! by step goes back whole, with any step of a move still in progress.
//!
//! Takebacks are for games the catalogue allows them in ([`games::Policy::takebacks`]: nothing hidden,
//! nothing left to chance); in the others (Junqi, Blind Junqi, Cetkaik) the request is refused with the
//! reason. Games against the bot refuse them too: the computer's moves are not bargained over, and a
//! takeback there would only be a way to search for its answers.
//!
//! The log stays what the game is: a takeback is a [`LoggedAction::Takeback`] entry saying how many of
//! the entries that still count it takes back, and restoring a game replays the entries that still count
//! ([`crate::store::records::standing_entries`]), so a game brought back after a restart stands where the
//! players left it. A request lapses, its buttons taken away, when anyone finishes a turn, and it is
//! dropped when the game ends. Asking, agreeing and declining follow the protocol of every offer
//! ([`super`]).

use super::{Offer, Words};
use crate::host::api::{Button, Command, Effect, GameId, Millis, Slot, Text};
use crate::host::outbox::Asker;
use crate::host::sessions::Session;
use crate::host::visibility::Told;
use crate::host::wording;
use crate::host::{Failure, Handled, Host, buttons, refuse};
use crate::store::records::{TakebackRequest, standing_entries};
use crate::store::{GameRecord, LogEntry, LoggedAction, replay_entries};
use games::{BySeat, Fact, Game, Phase, Report, Seat};

/// What a takeback by one seat undoes.
pub struct Plan {
    /// How many of the entries that count it takes back.
    pub entries: u64,
    /// The game after it.
    pub game: Box<dyn Game>,
    /// The turns each seat has played, after it.
    pub turns: BySeat<u32>,
}

/// What taking back `seat`'s last move would do: its last finished turn and everything after it go, or
/// `Err` with the reason (to follow "In game #N, ") when `seat` has no move to take back.
pub fn plan(record: &GameRecord, log: &[LogEntry], seat: Seat) -> Result<Plan, Text> {
    let failed = |error: String| Text::from(error);
    let standing = standing_entries(log);
    let mut game = record
        .kind
        .create(&record.options, record.seed)
        .map_err(|error| failed(error.to_string()))?;
    let mut ended: Vec<Option<Seat>> = Vec::with_capacity(standing.len());
    let mut players: Vec<Option<Seat>> = Vec::with_capacity(standing.len());
    for entry in &standing {
        let (report, player) = match &entry.action {
            LoggedAction::Play { seat, action } => (
                game.play(*seat, action).map(|played| played.report),
                Some(*seat),
            ),
            LoggedAction::Intervene(intervention) => (game.intervene(*intervention), None),
            LoggedAction::Takeback { .. } => unreachable!("standing entries hold no takebacks"),
        };
        let report = report.map_err(|error| failed(error.to_string()))?;
        ended.push(turn_over(&report));
        players.push(player);
    }
    let Some(last) = (0..standing.len())
        .rfind(|&index| ended[index] == Some(seat) && players[index] == Some(seat))
    else {
        return Err(Text::key("takeback-none-yet"));
    };
    let start = (0..last)
        .rfind(|&index| ended[index].is_some())
        .map_or(0, |index| index + 1);
    if (start as u64) < record.setup_entries {
        return Err(Text::key("takeback-setup"));
    }
    let game =
        replay_entries(record, &standing[..start]).map_err(|error| failed(error.to_string()))?;
    let mut turns = BySeat::new(record.players.len(), |_| 0u32);
    for &seat in ended[..start].iter().flatten() {
        if seat.index() < record.players.len() {
            turns[seat] += 1;
        }
    }
    Ok(Plan {
        entries: (standing.len() - start) as u64,
        game,
        turns,
    })
}

/// Why a takeback cannot be done in game `id`: `In game #3, the setup cannot be taken back.`
fn in_game(id: GameId, why: Text) -> Text {
    Text::key_with(
        "takeback-in-game",
        vec![("game", id.0.into()), ("why", why.into())],
    )
}

/// The seat whose turn the report says is over, if any.
fn turn_over(report: &Report) -> Option<Seat> {
    report.facts.iter().find_map(|fact| match fact {
        Fact::TurnOver(seat) => Some(*seat),
        _ => None,
    })
}

/// Taking back the last move of the seat that asked, with every move played after it.
pub struct Takeback;

/// How takeback requests are told.
static WORDS: Words = Words {
    nothing_to_decline: "no-takeback-to-decline",
    nothing_to_accept: "no-takeback-to-accept",
    made_already: "takeback-asked-already",
    made: "takeback-asked",
    agreed: "takeback-agreed",
    declined: "takeback-declined",
};

impl Offer for Takeback {
    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn slot(&self, game: GameId) -> Slot {
        Slot::Takeback(game)
    }

    fn buttons(&self, game: GameId) -> Vec<Button> {
        buttons::takeback_request(game)
    }

    fn allowed(&self, record: &GameRecord, game: &dyn Game) -> Result<(), Failure> {
        let number = || vec![("game", record.id.0.into())];
        if !game.about().policy.takebacks {
            return refuse(Text::key_with(
                "takeback-not-in-game",
                vec![("game", wording::game_name(record.kind).into())],
            ));
        }
        if record.computer.is_some() {
            return refuse(Text::key_with("takeback-bot", number()));
        }
        if game.phase() == Phase::Setup {
            return refuse(Text::key_with("takeback-in-setup", number()));
        }
        Ok(())
    }

    fn in_favour(&self, record: &GameRecord) -> Vec<Seat> {
        record
            .takeback
            .iter()
            .flat_map(|request| std::iter::once(request.by).chain(request.agreed.iter().copied()))
            .collect()
    }

    fn may_make(&self, host: &Host, session: &Session, seat: Seat) -> Result<(), Failure> {
        let id = session.record.id;
        match plan(&session.record, &host.store.log(id)?, seat) {
            Ok(_) => Ok(()),
            Err(why) => refuse(in_game(id, why)),
        }
    }

    fn favour(&self, record: &mut GameRecord, seat: Seat) {
        match &mut record.takeback {
            Some(request) if !request.agreed.contains(&seat) => request.agreed.push(seat),
            Some(_) => {}
            None => {
                record.takeback = Some(TakebackRequest {
                    by: seat,
                    agreed: Vec::new(),
                });
            }
        }
    }

    fn decline(&self, record: &mut GameRecord, _game: &dyn Game) {
        record.takeback = None;
    }

    /// Takes back `made_by`'s last move and everything after it, with a fresh clock; the draw offers go
    /// with the moves they were made after.
    fn carry_out(
        &self,
        host: &Host,
        session: &mut Session,
        command: &Command,
        made_by: Seat,
        now: Millis,
    ) -> Handled {
        let id = session.record.id;
        let plan = match plan(&session.record, &host.store.log(id)?, made_by) {
            Ok(plan) => plan,
            Err(why) => return refuse(in_game(id, why)),
        };
        let asker_label = wording::seat_label(&session.record, session.game.as_ref(), made_by);
        let count = plan.entries;
        let told = Told::public(Text::key_with(
            "taken-back",
            vec![("seat", asker_label.into()), ("after", (count - 1).into())],
        ));
        let turns = plan.turns;
        host.commit(
            session,
            plan.game,
            LoggedAction::Takeback { entries: count },
            now,
            |record, _| {
                record.takeback = None;
                record.draw_offers.clear();
                record.turns_played = turns;
                record.deadline = record.clock.deadline(now);
            },
            |record, game| {
                let mut said = vec![
                    Effect::Retire(Slot::Takeback(id)),
                    Effect::Retire(Slot::DrawOffer(id)),
                ];
                said.extend(host.announce(record, game, &told, Some(command))?);
                Ok(said)
            },
            Some(Asker::of(command)),
        )
    }

    fn lapsing(&self, record: &GameRecord, game: &dyn Game, _mover: Seat) -> Option<Text> {
        let request = record.takeback.as_ref()?;
        Some(Text::key_with(
            "takeback-lapsed",
            vec![("seat", wording::seat_label(record, game, request.by).into())],
        ))
    }

    fn lapse(&self, record: &mut GameRecord, _game: &dyn Game, _mover: Seat) {
        record.takeback = None;
    }

    /// Never: takebacks are refused in games against the bot.
    fn awaits_computer(&self, _record: &GameRecord, _game: &dyn Game) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SCHEMA_VERSION;
    use games::Audience;

    fn record(game: &str) -> GameRecord {
        GameRecord::for_tests(game, 5)
    }

    fn log(moves: &[(u8, &str)]) -> Vec<LogEntry> {
        moves
            .iter()
            .enumerate()
            .map(|(index, (seat, action))| LogEntry {
                schema: SCHEMA_VERSION,
                index: index as u64,
                action: LoggedAction::Play {
                    seat: Seat(*seat),
                    action: (*action).to_owned(),
                },
                at: 0,
            })
            .collect()
    }

    fn position_after(record: &GameRecord, moves: &[(u8, &str)]) -> String {
        replay_entries(record, &standing_entries(&log(moves)))
            .unwrap()
            .position()
    }

    #[test]
    fn the_requester_gets_back_their_last_move_and_everything_after_it() {
        let record = record("jungle");
        let moves = [(0, "g3g4"), (1, "a7a6"), (0, "b2b3")];
        let own_move_pending = plan(&record, &log(&moves), Seat(0)).unwrap();
        assert_eq!(own_move_pending.entries, 1);
        assert_eq!(
            own_move_pending.game.position(),
            position_after(&record, &moves[..2])
        );
        assert_eq!(own_move_pending.turns.as_slice(), &[1, 1]);
        let after_reply = plan(&record, &log(&moves), Seat(1)).unwrap();
        assert_eq!(after_reply.entries, 2);
        assert_eq!(
            after_reply.game.position(),
            position_after(&record, &moves[..1])
        );
        assert_eq!(after_reply.game.to_act(), vec![Seat(1)]);
        let none = plan(&record, &log(&moves[..1]), Seat(1));
        assert!(none.is_err());
    }

    #[test]
    fn a_takeback_entry_replays_to_the_position_it_left() {
        let record = record("jungle");
        let mut entries = log(&[(0, "g3g4"), (1, "a7a6"), (0, "b2b3")]);
        entries.push(LogEntry {
            schema: SCHEMA_VERSION,
            index: 3,
            action: LoggedAction::Takeback { entries: 2 },
            at: 0,
        });
        entries.extend(
            log(&[(1, "a7a6"), (0, "a3a4")])
                .into_iter()
                .map(|mut entry| {
                    entry.index += 4;
                    entry
                }),
        );
        let standing: Vec<String> = standing_entries(&entries)
            .iter()
            .map(|entry| match &entry.action {
                LoggedAction::Play { action, .. } => action.clone(),
                other => format!("{other:?}"),
            })
            .collect();
        assert_eq!(standing, ["g3g4", "a7a6", "a3a4"]);
        let replayed = replay_entries(&record, &standing_entries(&entries)).unwrap();
        assert_eq!(
            replayed.position(),
            position_after(&record, &[(0, "g3g4"), (1, "a7a6"), (0, "a3a4")])
        );
        assert_eq!(replayed.view(Audience::Public).last_move.len(), 2);
    }
}
