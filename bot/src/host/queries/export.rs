//! `export`: a game's record as a text file, with the position string the command line reads back.
//!
//! The export is built from what the asker may see, nothing else: a player of a game with hidden pieces
//! gets the record of their own seat (their own setup, never the others') and the game's place sees the
//! public record; once the game is over the full record is everyone's. The position string names every
//! piece, so in a game with hidden pieces it is given only once the game is over; otherwise it comes with
//! the `umpire moves` command that lists its legal moves (options included), which reads it back.
//!
//! A player's export of a game that still hides something goes to them alone (privately, or by direct
//! message when the command was typed in a channel).

use crate::host::api::{Command, GameId, Message, Place, Target, Text, TextFile, UserId, Via};
use crate::host::fairness;
use crate::host::permissions::Purpose;
use crate::host::wording;
use crate::host::{Handled, Host, private_reply, send, visibility};
use crate::store::GameRecord;
use games::fairness::FairRecord;
use games::{Audience, Game};

/// What an export says, as one message: the record attached, the position string in the text.
/// A game that commits ([`games::Policy::commits`]) adds its fairness part after the record (`fair`: the
/// commitments alone while it goes on, everything once it is over).
pub fn export_message(
    record: &GameRecord,
    game: &dyn Game,
    user: UserId,
    fair: Option<&FairRecord>,
) -> Message {
    let over = game.outcome().is_some() || record.finished;
    let audience = match record.seat_of(user) {
        Some(seat) if !over => Audience::Seat(seat),
        _ => Audience::Public,
    };
    let text = game.record_with(audience, &record.record_head());
    let hides = game.about().policy.reveal_record_at_end && !over;
    let mut said = Text::key_with(
        "export-attached",
        vec![
            ("game", record.id.0.into()),
            ("title", wording::title(record, game).into()),
        ],
    )
    .plain("\n");
    if hides {
        said = said.say("export-hidden", Vec::new());
    } else {
        let position = game.position();
        let options: String = record
            .options
            .words()
            .iter()
            .map(|word| format!(" --option {word}"))
            .collect();
        said = said.say(
            "export-position",
            vec![
                ("position", position.clone().into()),
                (
                    "command",
                    format!(
                        "umpire moves {} --position \"{position}\"{options}",
                        game.about().id
                    )
                    .into(),
                ),
            ],
        );
    }
    Message {
        text: said,
        file: Some(Box::new(TextFile {
            file_name: format!("game-{}.txt", record.id.0),
            text: format!(
                "{}\n{}",
                text.trim_end(),
                fair.map(FairRecord::export_block).unwrap_or_default()
            ),
        })),
        private: matches!(audience, Audience::Seat(_)) && visibility::has_secrets(game),
        about: Some(record.id),
        ..Message::default()
    }
}

impl Host {
    /// `export #N`: the record as a file and the position string, from what the asker may see.
    pub(in crate::host) fn export(&self, command: &Command, named: Option<GameId>) -> Handled {
        self.with_game(command, named, Purpose::Look, |session| {
            let log = self.store.log(session.record.id)?;
            let fair = fairness::public_record(&session.record, session.game.as_ref(), &log);
            let message = export_message(
                &session.record,
                session.game.as_ref(),
                command.from.id,
                fair.as_ref(),
            );
            let privately_here = command.via == Via::Interaction || command.place == Place::Direct;
            if !message.private || privately_here {
                return Ok(vec![send(Target::Reply, message)]);
            }
            Ok(vec![
                private_reply(Text::key_with(
                    "export-sent",
                    vec![("game", session.record.id.0.into())],
                )),
                send(Target::Direct(command.from.id), message),
            ])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::{Phase, Seat};

    /// A game of `kind` with every setup done and `plies` moves played (each the first legal one).
    fn game_in_play(kind: &str, seed: u64, plies: usize) -> (GameRecord, Box<dyn Game>) {
        let record = GameRecord::for_tests(kind, seed);
        let mut game = record.kind.create(&record.options, record.seed).unwrap();
        while game.phase() == Phase::Setup {
            let seat = game.to_act()[0];
            game.play(seat, "ready").unwrap();
        }
        for _ in 0..plies {
            let Some(&seat) = game.to_act().first() else {
                break;
            };
            let actions = game.legal_actions(seat);
            let pick = actions[(seed as usize) % actions.len()].clone();
            game.play(seat, &pick).unwrap();
        }
        (record, game)
    }

    fn file_of(message: &Message) -> &str {
        &message.file.as_ref().expect("an attached record").text
    }

    #[test]
    fn an_export_shows_nothing_the_asker_cannot_see() {
        let mut changed = 0;
        for seed in 0..6 {
            let (record, game) = game_in_play("junqi", seed, 6);
            let players = [record.player(Seat(0)).id, record.player(Seat(1)).id];
            let watcher = UserId(999);
            for (user, audience) in [
                (players[0], Audience::Seat(Seat(0))),
                (players[1], Audience::Seat(Seat(1))),
                (watcher, Audience::Public),
            ] {
                let Some(other) = game.disguised(audience, seed * 31 + 7) else {
                    continue;
                };
                if other.position() != game.position() {
                    changed += 1;
                }
                assert_eq!(
                    export_message(&record, other.as_ref(), user, None),
                    export_message(&record, game.as_ref(), user, None),
                    "seed {seed}, {audience:?}"
                );
            }
            let own = export_message(&record, game.as_ref(), players[0], None);
            assert!(own.private && file_of(&own).contains("[Setup S "));
            assert!(!file_of(&own).contains("[Setup N "));
            assert!(!own.text.contains("Position:"));
            let public = export_message(&record, game.as_ref(), watcher, None);
            assert!(!public.private && !file_of(&public).contains("[Setup"));
        }
        assert!(changed > 0, "the disguises changed hidden pieces");
    }

    #[test]
    fn once_the_game_is_over_everyone_gets_the_full_record_and_the_position() {
        let (mut record, mut game) = game_in_play("junqi", 3, 4);
        game.intervene(games::Intervention::Resign(Seat(0)))
            .unwrap();
        record.finished = true;
        let watcher = export_message(&record, game.as_ref(), UserId(999), None);
        assert!(file_of(&watcher).contains("[Setup S ") && file_of(&watcher).contains("[Setup N "));
        assert!(
            watcher
                .text
                .contains(&format!("Position: `{}`", game.position()))
        );
    }

    #[test]
    fn the_position_of_an_export_is_read_back_by_umpire_moves() {
        for kind in games::GameKind::all() {
            if kind.about.policy.reveal_record_at_end {
                continue;
            }
            let (record, game) = game_in_play(kind.id(), 2, 5);
            let message = export_message(&record, game.as_ref(), record.player(Seat(0)).id, None);
            let text = message.text.to_plain();
            let position = text
                .split("Position: `")
                .nth(1)
                .and_then(|rest| rest.split('`').next())
                .unwrap_or_else(|| panic!("no position in {text}"));
            assert!(file_of(&message).starts_with(&format!("[Game \"{}\"]", kind.name())));
            let args = crate::cli::PositionArgs {
                game: kind.id().to_owned(),
                position: Some(position.to_owned()),
                options: record.options.words(),
            };
            let mut out = Vec::new();
            crate::cli::run_tool(&crate::cli::Tool::Moves(args), &mut out).unwrap();
            let listed: Vec<String> = String::from_utf8(out)
                .unwrap()
                .lines()
                .map(str::to_owned)
                .collect();
            let seat = game.to_act()[0];
            assert_eq!(listed, game.legal_actions(seat), "{}", kind.id());
        }
    }
}
