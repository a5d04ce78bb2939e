//! Whole games through the scheme: committed, finished, revealed and verified; and tampered with.

use super::commit::Salt;
use super::hex::Hex;
use super::record::{FairRecord, Secrets, StepKind};
use super::seeds::{PlayerSeed, ServerSeed, game_seed};
use super::{Disagreement, sha256, verify};
use crate::catalogue::{GameEntry, GameKind};
use crate::model::{Fact, Phase};
use crate::rng::GameRng;

/// A finished random game of `id` as the host keeps it: its fair record (commitments published as play
/// began), its steps, and its secrets.
struct Played {
    entry: &'static GameEntry,
    record: FairRecord,
    steps: Vec<StepKind>,
    server: ServerSeed,
    salts: Vec<Salt>,
}

impl Played {
    fn finished(&self) -> FairRecord {
        let secrets = Secrets {
            server: &self.server,
            salts: &self.salts,
        };
        self.record
            .finish(self.entry, &self.steps, secrets)
            .expect("the steps replay")
    }
}

/// A random action of the first seat to act; in a setup, readiness once a few setup steps are done.
fn pick(game: &dyn crate::Game, step: usize, rng: &mut GameRng) -> Option<StepKind> {
    let seat = *game.to_act().first()?;
    let listed = game.legal_actions(seat);
    let ready = (game.phase() == Phase::Setup && step > 4)
        .then(|| {
            listed.iter().find(|action| {
                let mut copy = game.clone_game();
                copy.play(seat, action)
                    .is_ok_and(|played| played.report.has(Fact::Ready(seat)))
            })
        })
        .flatten();
    let action = ready
        .cloned()
        .unwrap_or_else(|| listed[rng.below(listed.len() as u32) as usize].clone());
    Some(StepKind::Play {
        seat: seat.0,
        action,
    })
}

/// Plays a random game of `id` from `seed` to its end (or 400 steps), committing when play begins.
fn play(id: &str, seed: u64) -> Played {
    let entry = id.parse::<GameKind>().expect("a catalogue game").entry();
    let settings = entry.check_options(&[]).unwrap();
    let server = ServerSeed::from_bytes(sha256(&seed.to_le_bytes()));
    let players = [
        PlayerSeed::from_word("ann"),
        PlayerSeed::from_accept(2, seed),
    ];
    let mut game = entry
        .create(&settings, game_seed(&server, &players))
        .unwrap();
    let mut record = FairRecord::new(entry, &settings, &server, &players);
    let mut rng = GameRng::from_seed(seed);
    let mut steps = Vec::new();
    let mut salts = Vec::new();
    for step in 0..400 {
        if record.root.is_none() && !game.hidden_points().is_empty() {
            salts = (0..game.hidden_points().len())
                .map(|i| Hex(sha256(format!("{seed} {i}").as_bytes())))
                .collect();
            record.commit(game.as_ref(), &salts).expect("a root");
        }
        let Some(kind) = pick(game.as_ref(), step, &mut rng) else {
            break;
        };
        kind.apply(game.as_mut()).expect("a listed action plays");
        steps.push(kind);
    }
    Played {
        entry,
        record,
        steps,
        server,
        salts,
    }
}

#[test]
fn fairness_finished_games_of_every_hiding_or_random_game_verify() {
    for id in ["junqi", "junqi4", "fanqi", "cetkaik"] {
        for seed in 0..3 {
            let played = play(id, seed);
            assert!(
                played.record.seeds.server.is_none(),
                "{id}: kept secret in play"
            );
            let finished = played.finished();
            assert_eq!(verify(played.entry, &finished), Ok(()), "{id} {seed}");
            assert_eq!(finished.root.is_some(), id != "cetkaik", "{id}");
        }
    }
}

#[test]
fn fairness_a_record_in_play_reveals_nothing_and_does_not_verify() {
    let played = play("junqi", 1);
    let json = serde_json::to_string(&played.record).unwrap();
    assert!(!json.contains(&played.server.0.to_string()));
    assert!(
        played
            .salts
            .iter()
            .all(|salt| !json.contains(&salt.to_string()))
    );
    assert!(played.record.reveals.is_empty() && played.record.steps.is_empty());
    assert_eq!(
        verify(played.entry, &played.record),
        Err(Disagreement::NotRevealed)
    );
}

#[test]
fn fairness_one_piece_of_a_revealed_setup_changed_is_caught_and_named() {
    let played = play("junqi", 2);
    let mut record = played.finished();
    let reveal = &mut record.reveals[3];
    let square = reveal.point.square.clone();
    reveal.point.piece = if reveal.point.piece == "0F" {
        "09"
    } else {
        "0F"
    }
    .to_owned();
    assert_eq!(
        verify(played.entry, &record),
        Err(Disagreement::Reveal(square))
    );
}

#[test]
fn fairness_a_salt_changed_breaks_the_root() {
    let played = play("fanqi", 2);
    let mut record = played.finished();
    record.reveals[5].salt.0[0] ^= 1;
    assert_eq!(verify(played.entry, &record), Err(Disagreement::Root));
}

/// The first step whose public sentences contain `needle`, changed to say `instead`.
fn tamper_step(record: &mut FairRecord, needle: &str, instead: &str) -> usize {
    let (index, step) = record
        .steps
        .iter_mut()
        .enumerate()
        .find(|(_, step)| step.public.iter().any(|said| said.contains(needle)))
        .expect("a step that says it");
    for said in &mut step.public {
        *said = said.replacen(needle, instead, 1);
    }
    index + 1
}

#[test]
fn fairness_one_battle_outcome_changed_is_caught_at_its_ply() {
    let played = (0..8)
        .map(|seed| play("junqi", seed))
        .find(|played| {
            played.finished().steps.iter().any(|step| {
                step.public
                    .iter()
                    .any(|said| said.contains("(the attacker won)"))
            })
        })
        .expect("a game with a battle the attacker won");
    let mut record = played.finished();
    let ply = tamper_step(
        &mut record,
        " > (the attacker won)",
        " < (the defender won)",
    );
    let action = match &record.steps[ply - 1].kind {
        StepKind::Play { action, .. } => action.clone(),
        StepKind::Intervene(_) => unreachable!("a battle is played"),
    };
    assert_eq!(
        verify(played.entry, &record),
        Err(Disagreement::Step(ply, action))
    );
}

#[test]
fn fairness_one_cast_changed_is_caught_at_its_ply() {
    let played = play("cetkaik", 4);
    let mut record = played.finished();
    let ply = tamper_step(&mut record, "marked (", "marked, so (");
    assert!(matches!(
        verify(played.entry, &record),
        Err(Disagreement::Step(at, _)) if at == ply
    ));
}

#[test]
fn fairness_another_server_seed_is_caught() {
    for id in ["fanqi", "cetkaik"] {
        let played = play(id, 3);
        let mut record = played.finished();
        record.seeds.server = Some(ServerSeed::from_bytes([9; 32]));
        assert_eq!(
            verify(played.entry, &record),
            Err(Disagreement::ServerSeed),
            "{id}"
        );
        // A forger who also rewrites the published hash is caught by the replay instead.
        record.seeds.server_hash = Hex(ServerSeed::from_bytes([9; 32]).hash());
        assert!(verify(played.entry, &record).is_err(), "{id}");
    }
}

#[test]
fn fairness_the_disagreements_are_said_in_every_language() {
    let said = [
        Disagreement::Unreadable("x".into()),
        Disagreement::NotRevealed,
        Disagreement::ServerSeed,
        Disagreement::NoRoot,
        Disagreement::Reveal("S11".into()),
        Disagreement::Root,
        Disagreement::Refused(3, "a1-a2".into()),
        Disagreement::Step(3, "a1-a2".into()),
        Disagreement::Result("1-0".into()),
    ];
    for disagreement in said {
        let reason = disagreement.reason();
        for language in ["en", "zh"] {
            assert!(
                crate::texts::has(language, &reason.key),
                "{language} {}",
                reason.key
            );
        }
        assert!(!disagreement.to_string().contains("verify-"));
    }
}

#[test]
fn fairness_reveals_during_play_carry_proofs_that_check_and_a_forged_one_fails() {
    let mut flips = 0;
    let mut flags = 0;
    for (id, seed) in [
        ("fanqi", 1),
        ("junqi", 0),
        ("junqi", 1),
        ("junqi", 2),
        ("junqi4", 1),
    ] {
        let played = play(id, seed);
        let entry = played.entry;
        let settings = entry.check_options(&[]).unwrap();
        // Replay to the end and prove every point shown so far.
        let seed = played.record.seeds.game_seed();
        assert!(seed.is_none(), "the server seed stays secret in play");
        let stream = super::seeds::game_seed(&played.server, &played.record.seeds.players);
        let mut game = entry.create(&settings, stream).unwrap();
        for step in &played.steps {
            step.apply(game.as_mut()).unwrap();
        }
        let proved = played.record.with_proofs(game.as_ref(), &played.salts);
        assert_eq!(
            super::verify_proofs(&proved),
            Ok(proved.proofs.len()),
            "{id}"
        );
        for proven in &proved.proofs {
            match id {
                "fanqi" => flips += 1,
                _ => {
                    assert!(proven.reveal.point.piece.ends_with('F'), "a flag shown");
                    flags += 1;
                }
            }
        }
        if let Some(first) = proved.proofs.first() {
            let mut forged = proved.clone();
            let piece = if first.reveal.point.piece.ends_with('9') {
                "0F"
            } else {
                "09"
            };
            forged.proofs[0].reveal.point.piece = piece.to_owned();
            assert_eq!(
                super::verify_proofs(&forged),
                Err(Disagreement::Reveal(first.reveal.point.square.clone()))
            );
        }
    }
    assert!(flips > 0 && flags > 0, "flips {flips}, flags {flags}");
}
