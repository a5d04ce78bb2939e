//! The umpire that proves it was fair: the seed's hash published with the challenge and the game's first
//! board, the root over the hidden setups when play begins, nothing secret in any message before the
//! end, the record revealed and verified at the end (`verify #N`, `umpire verify FILE`), through a
//! restart; and games that hide nothing publish nothing.

use crate::support::binary::run_script;
use crate::support::effects::all_text;
use crate::support::scene::{MINUTE, START, THREAD, general, thread};
use crate::support::talk::{fixed_seeds, open_with, say};
use games::fairness::{Disagreement, FairRecord, PlayerSeed, ServerSeed, verify};
use umpire::host::Host;
use umpire::host::api::{Effect, GameId, Place};

/// South's and North's setups, and South's Marshal taking the e file to North's flag on d12.
const SOUTH: &str = "41379/6.5.3/22.8B/1.7.5/M3B64/2F1MM";
const NORTH: &str = "12345/2.3.6/27.89/3.B.B/14567/1FMMM";
const CAPTURE: [(&str, &str); 13] = [
    ("alice", "m e6xe7"),
    ("bob", "m d7-d8"),
    ("alice", "m e7xe8"),
    ("bob", "m d8-d7"),
    ("alice", "m e8xe9"),
    ("bob", "m d7-d8"),
    ("alice", "m e9xe10"),
    ("bob", "m d8-d7"),
    ("alice", "m e10xe11"),
    ("bob", "m d7-d8"),
    ("alice", "m e11xe12"),
    ("bob", "pass"),
    ("alice", "m e12xd12"),
];

/// Every text and attached file of `effects`, a line apart.
fn everything(effects: &[Effect]) -> String {
    let files = effects.iter().filter_map(|effect| match effect {
        Effect::Send { message, .. } => message.file.as_ref().map(|file| file.text.clone()),
        _ => None,
    });
    std::iter::once(all_text(effects))
        .chain(files)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The 64 hexadecimal digits after `label` in `text`.
fn digest_after<'a>(text: &'a str, label: &str) -> &'a str {
    let at = text
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {text}"));
    &text[at + label.len()..at + label.len() + 64]
}

/// The fairness part of the record `who` exports of game `game`.
fn exported(host: &Host, who: &str, game: GameId, now: u64) -> Option<FairRecord> {
    let effects = say(host, who, general(), &format!("export #{}", game.0), now);
    let file = effects.iter().find_map(|effect| match effect {
        Effect::Send { message, .. } => message.file.as_ref().map(|file| file.text.clone()),
        _ => None,
    })?;
    file.contains("%fairness")
        .then(|| FairRecord::from_export(&file).expect("a fair record"))
}

#[test]
fn a_junqi_game_commits_before_play_keeps_its_secrets_through_a_restart_and_verifies_at_its_end() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), fixed_seeds());
    let mut said = Vec::new();
    let posted = say(&host, "alice", general(), "challenge junqi @bob 1h", START);
    let hash = digest_after(&all_text(&posted), "SHA-256 ").to_owned();
    said.extend(posted);
    let opened = say(&host, "bob", general(), "accept", START);
    assert!(all_text(&opened).contains(&hash), "{}", all_text(&opened));
    said.extend(opened);
    host.bind_place(GameId(1), THREAD);
    said.extend(say(
        &host,
        "alice",
        Place::Direct,
        &format!("setup {SOUTH}"),
        START,
    ));
    said.extend(say(
        &host,
        "bob",
        Place::Direct,
        &format!("setup {NORTH}"),
        START,
    ));
    said.extend(say(&host, "bob", thread(), "ready", START));
    let starts = say(&host, "alice", thread(), "ready", START);
    let root = digest_after(&all_text(&starts), "Merkle root ").to_owned();
    said.extend(starts);
    // A restart keeps the commitments: nothing is drawn again.
    drop(host);
    let host = open_with(folder.path(), fixed_seeds());
    let during = exported(&host, "carol", GameId(1), START).expect("commitments");
    assert_eq!(during.root.unwrap().to_string(), root);
    assert_eq!(during.seeds.server_hash.to_string(), hash);
    assert!(during.seeds.server.is_none() && during.reveals.is_empty() && during.steps.is_empty());
    assert_eq!(
        verify(
            games::GameKind::all()
                .find(|kind| kind.id() == "junqi")
                .unwrap()
                .entry(),
            &during
        ),
        Err(Disagreement::NotRevealed)
    );
    let mut now = START;
    for (who, text) in CAPTURE {
        now += MINUTE;
        said.extend(say(&host, who, thread(), text, now));
    }
    let ended = all_text(&said[said.len().saturating_sub(12)..]);
    assert!(ended.contains("verify #1 to check the umpire."), "{ended}");
    let answer = all_text(&say(&host, "carol", general(), "verify #1", now));
    assert!(answer.starts_with("Game #1 verified"), "{answer}");
    let record = exported(&host, "carol", GameId(1), now).expect("the revealed record");
    let server = record.seeds.server.expect("revealed at the end");
    assert_eq!(server.hash(), record.seeds.server_hash.0);
    assert_eq!(record.root.unwrap().to_string(), root);
    assert_eq!(record.reveals.len(), 2 * 25);
    // Before the end no message said the server seed or any salt.
    let before = everything(&said);
    assert!(!before.contains(&server.0.to_string()));
    for reveal in &record.reveals {
        assert!(!before.contains(&reveal.salt.to_string()));
    }
    // The export verifies from its file with the command line, and a forged server seed does not.
    let file = folder.path().join("game-1.txt");
    std::fs::write(&file, record.export_block()).unwrap();
    let out = umpire_verify(&file);
    assert_eq!(out, Ok("verified\n".to_owned()));
    let mut forged = record.clone();
    forged.seeds.server = Some(ServerSeed::from_bytes([1; 32]));
    std::fs::write(&file, forged.export_block()).unwrap();
    let refused = umpire_verify(&file).unwrap_err();
    assert!(refused.contains("server seed"), "{refused}");
}

/// What `umpire verify FILE` prints: its standard output, or its standard error when it fails.
fn umpire_verify(file: &std::path::Path) -> Result<String, String> {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_umpire"))
        .arg("verify")
        .arg(file)
        .output()
        .expect("the umpire binary runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
    match output.status.success() {
        true => Ok(text(output.stdout)),
        false => Err(text(output.stderr)),
    }
}

#[test]
fn blind_junqi_junqi_for_four_and_cetkaik_commit_before_play_and_verify_after_a_resignation() {
    for (game, challenge, players, root) in [
        ("fanqi", "challenge fanqi @bob", &["alice", "bob"][..], true),
        (
            "cetkaik",
            "challenge cetkaik @bob",
            &["alice", "bob"],
            false,
        ),
        (
            "junqi4",
            "challenge junqi4 @bob @carol",
            &["alice", "bob", "carol", "dave"],
            true,
        ),
    ] {
        let folder = tempfile::tempdir().unwrap();
        let host = open_with(folder.path(), fixed_seeds());
        say(&host, "alice", general(), challenge, START);
        let mut opened = Vec::new();
        for who in &players[1..] {
            opened = say(&host, who, general(), "accept", START);
        }
        host.bind_place(GameId(1), THREAD);
        let opening = all_text(&opened);
        assert!(
            opening.contains("Umpire's seed, committed: SHA-256"),
            "{game}: {opening}"
        );
        if game == "junqi4" {
            for who in players {
                say(&host, who, thread(), "ready", START);
            }
        }
        let record = exported(&host, "alice", GameId(1), START).expect("commitments");
        assert_eq!(record.root.is_some(), root, "{game}");
        for who in players {
            say(&host, who, thread(), "resign confirm", START + MINUTE);
        }
        let answer = all_text(&say(&host, "alice", general(), "verify #1", START + MINUTE));
        assert!(answer.starts_with("Game #1 verified"), "{game}: {answer}");
    }
}

#[test]
fn a_game_that_hides_nothing_and_draws_nothing_publishes_nothing() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), fixed_seeds());
    let posted = say(&host, "alice", general(), "challenge jungle @bob", START);
    let opened = say(&host, "bob", general(), "accept", START);
    host.bind_place(GameId(1), THREAD);
    for text in [all_text(&posted), all_text(&opened)] {
        assert!(
            !text.contains("SHA-256") && !text.contains("Merkle"),
            "{text}"
        );
    }
    assert!(exported(&host, "alice", GameId(1), START).is_none());
    let answer = all_text(&say(&host, "alice", general(), "verify #1", START));
    assert!(answer.contains("nothing to verify"), "{answer}");
}

#[test]
fn junqi_junqi_for_four_blind_junqi_and_cetkaik_verify_in_the_local_mode_in_the_readers_language() {
    let folder = tempfile::tempdir().unwrap();
    let out = run_script(
        folder.path(),
        "alice: challenge junqi @bob\n\
         bob: accept\n\
         #game-1\n\
         alice: ready\n\
         bob: ready\n\
         bob: resign confirm\n\
         #general\n\
         alice: challenge junqi4 @bob @carol\n\
         bob: accept\n\
         carol: accept\n\
         dave: accept\n\
         #game-2\n\
         alice: ready\n\
         bob: ready\n\
         carol: ready\n\
         dave: ready\n\
         alice: resign confirm\n\
         bob: resign confirm\n\
         carol: resign confirm\n\
         #general\n\
         alice: challenge fanqi @bob\n\
         bob: accept\n\
         bob (dm): resign confirm #3\n\
         alice: challenge cetkaik @bob\n\
         bob: accept\n\
         bob (dm): resign confirm #4\n\
         alice: verify #1\n\
         alice: verify #2\n\
         alice: verify #3\n\
         alice: verify #4\n\
         bob: set language zh\n\
         bob (dm): verify #1\n",
    );
    assert!(
        out.contains("Umpire's commitment to every hidden piece: Merkle root"),
        "{out}"
    );
    for game in 1..=4 {
        assert!(
            out.contains(&format!("verify #{game} to check the umpire.")),
            "{out}"
        );
        assert!(
            out.contains(&format!("Game #{game} verified")),
            "{game}: {out}"
        );
    }
    assert!(out.contains("第 1 号对局核查通过"), "{out}");
}

#[test]
fn rules_fairness_explains_the_scheme_and_the_rules_of_the_committing_games_point_to_it() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), fixed_seeds());
    let explained = all_text(&say(&host, "alice", general(), "rules fairness", START));
    for part in [
        "SHA-256",
        "Merkle root",
        "salt",
        "verify #number",
        "umpire verify FILE",
    ] {
        assert!(explained.contains(part), "{part}: {explained}");
    }
    for game in ["junqi", "junqi4", "fanqi", "cetkaik", "jungle"] {
        let rules: String = (1..=4)
            .map(|page| {
                let asked = format!("rules {game} page {page}");
                all_text(&say(&host, "alice", general(), &asked, START))
            })
            .collect();
        let points = rules.contains("`rules fairness` says how");
        assert_eq!(points, game != "jungle", "{game}: {rules}");
    }
}

#[test]
fn flips_in_blind_junqi_are_proved_against_the_root_while_the_game_goes_on() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), fixed_seeds());
    say(&host, "alice", general(), "challenge fanqi @bob", START);
    let opened = all_text(&say(&host, "bob", general(), "accept", START));
    let root = digest_after(&opened, "Merkle root ").to_owned();
    host.bind_place(GameId(1), THREAD);
    for (who, text) in [
        ("alice", "flip c4"),
        ("bob", "flip c4"),
        ("alice", "flip c8"),
        ("bob", "flip c8"),
    ] {
        say(&host, who, thread(), text, START + MINUTE);
    }
    let answer = all_text(&say(&host, "carol", general(), "verify #1", START + MINUTE));
    let record = exported(&host, "carol", GameId(1), START + MINUTE).expect("commitments");
    assert_eq!(record.root.unwrap().to_string(), root);
    let flipped = record.proofs.len();
    assert!(flipped >= 1, "{record:?}");
    let said = match flipped {
        1 => "the one piece shown so far matches the umpire's commitment".to_owned(),
        n => format!("the {n} pieces shown so far match the umpire's commitment"),
    };
    assert!(answer.contains(&said), "{answer}");
    assert!(
        record
            .proofs
            .iter()
            .all(|proven| ["c4", "c8"].contains(&proven.reveal.point.square.as_str()))
    );
    assert_eq!(games::fairness::verify_proofs(&record), Ok(flipped));
    assert!(record.seeds.server.is_none() && record.reveals.is_empty());
}

#[test]
fn seed_words_given_with_the_challenge_and_the_accept_are_the_players_seeds() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), fixed_seeds());
    say(
        &host,
        "alice",
        general(),
        "challenge cetkaik @bob seed=sun",
        START,
    );
    say(&host, "bob", general(), "accept seed=moon", START);
    let record = exported(&host, "carol", GameId(1), START).expect("commitments");
    let mut seeds = record.seeds.players.clone();
    seeds.sort_by_key(|seed| seed.0);
    let mut words = vec![PlayerSeed::from_word("sun"), PlayerSeed::from_word("moon")];
    words.sort_by_key(|seed| seed.0);
    assert_eq!(seeds, words);
    let refused = umpire::host::api::Request::parse("challenge cetkaik seed=a seed=b", |_| None)
        .expect_err("one seed a player");
    assert!(
        refused.0.to_plain().contains("The seed is given twice"),
        "{refused:?}"
    );
}

#[test]
fn a_game_stored_before_the_commitments_reads_plays_on_and_has_nothing_to_check() {
    let folder = tempfile::tempdir().unwrap();
    let host = open_with(folder.path(), fixed_seeds());
    say(&host, "alice", general(), "challenge cetkaik @bob", START);
    say(&host, "bob", general(), "accept", START);
    host.bind_place(GameId(1), THREAD);
    let stored = host.store().game(GameId(1)).unwrap().unwrap();
    let mut json = serde_json::to_value(&stored).unwrap();
    json.as_object_mut()
        .unwrap()
        .remove("fairness")
        .expect("kept");
    let older: umpire::store::GameRecord = serde_json::from_value(json).unwrap();
    assert!(older.fairness.is_none());
    host.store().save_game(&stored, &older, None, None).unwrap();
    drop(host);
    let host = open_with(folder.path(), fixed_seeds());
    assert!(exported(&host, "carol", GameId(1), START).is_none());
    say(&host, "alice", thread(), "resign confirm", START + MINUTE);
    say(&host, "bob", thread(), "resign confirm", START + MINUTE);
    let answer = all_text(&say(&host, "carol", general(), "verify #1", START + MINUTE));
    assert!(
        answer.contains("started before the umpire committed"),
        "{answer}"
    );
}
