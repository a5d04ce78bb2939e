//! The real `umpire` binary in the local mode, driven through standard input like a person or a script.

use crate::support::binary::{local_mode, run_bytes, run_script};
use crate::support::scene::DEN_WIN;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// A guard against a hung process, not a measurement: the test fails instead of hanging.
const PATIENCE: Duration = Duration::from_secs(60);

fn moves_script(moves: &[&str], first_is_alice: bool) -> String {
    moves
        .iter()
        .enumerate()
        .map(|(ply, text)| {
            let alice = (ply % 2 == 0) == first_is_alice;
            format!("{}: m {text}\n", if alice { "alice" } else { "bob" })
        })
        .collect()
}

#[test]
fn a_scripted_session_plays_one_game_to_a_den_win_and_another_to_a_resignation() {
    let folder = tempfile::tempdir().unwrap();
    let script = format!(
        "alice: !challenge jungle @bob 2h\n\
         bob: accept\n\
         #game-1\n\
         {}\
         carol: games\n\
         #general\n\
         bob: challenge jungle\n\
         alice: accept\n\
         bob: m e3d3\n\
         alice: games\n\
         alice: m a9b9\n\
         carol: m e3d3\n\
         bob (dm): resign\n\
         bob (dm): resign confirm\n\
         alice: games\n\
         alice: dance\n\
         this line has no speaker\n",
        moves_script(&DEN_WIN, true)
    );
    let out = run_script(folder.path(), &script);
    assert!(out.starts_with("Umpire, local offline mode."), "{out}");
    assert!(
        out.contains("DISCORD_TOKEN"),
        "the banner says how to use Discord"
    );
    assert!(
        out.contains(
            "[#general] umpire opened the thread #game-1: #1 Jungle: alice (Blue) vs bob (Red)"
        ),
        "{out}"
    );
    assert!(
        out.contains("[#game-1] Blue Leopard d8-d9 (enters the den, wins)"),
        "{out}"
    );
    assert!(
        out.contains("alice (Blue) wins by entering the den."),
        "{out}"
    );
    assert!(
        out.contains("[#general] Game #1 (Jungle: alice (Blue) vs bob (Red)) is over."),
        "{out}"
    );
    assert!(
        out.contains("[#game-1] No games are in progress here"),
        "{out}"
    );
    // The second game: Bob is Blue this time, plays from the channel, and resigns by direct message.
    assert!(
        out.contains("#2 Jungle: bob (Blue) vs alice (Red) · alice (Red) to play, by "),
        "{out}"
    );
    assert!(
        out.contains("[#general, only carol sees] Only bob and alice play in game #2"),
        "{out}"
    );
    assert!(
        out.contains("[dm to bob, only bob sees]") || out.contains("[dm to bob] Done; game #2"),
        "{out}"
    );
    assert!(
        out.contains("[dm to bob] Do you really want to resign game #2?"),
        "a typed resign asks first: {out}"
    );
    assert!(out.contains("alice (Red) wins by resignation."), "{out}");
    assert!(out.contains("\"dance\" is not a command"), "{out}");
    assert!(out.contains("(local mode) Write `NAME: TEXT`"), "{out}");
    for line in out
        .lines()
        .filter(|line| line.trim_start().starts_with("image: "))
    {
        let path = line.trim_start().trim_start_matches("image: ");
        assert!(
            Path::new(path).is_file(),
            "{path} was printed but not written"
        );
    }
}

#[test]
fn the_local_mode_follows_a_game_and_pages_the_archive_by_button_or_by_word() {
    let folder = tempfile::tempdir().unwrap();
    let mut script = format!(
        "alice: challenge jungle @bob 2h\n\
         bob: accept\n\
         carol: follow #1\n\
         #game-1\n\
         {}\
         #general\n",
        moves_script(&DEN_WIN, true)
    );
    // Ten more games, each resigned at once: eleven finished games, two pages of the archive.
    for game in 2..=11 {
        script.push_str(&format!(
            "alice: challenge jungle @bob\nbob: accept\nbob: resign #{game} confirm\n"
        ));
    }
    script.push_str(
        "carol: games finished\n\
         carol: press umpire:finished:2:here/all\n\
         carol: games finished page 2\n\
         carol: game #1\n\
         carol: profile @alice\n\
         alice: leaderboard jungle\n",
    );
    let out = run_script(folder.path(), &script);
    // Carol gets the public board by DM after every move, to the end.
    assert!(
        out.contains("[dm to carol] You follow game #1 (Jungle: alice (Blue) vs bob (Red))"),
        "{out}"
    );
    let followed = out
        .lines()
        .filter(|line| {
            line.starts_with(
                "[dm to carol] Game #1 (Jungle: alice (Blue) vs bob (Red)), which you follow:",
            )
        })
        .count();
    assert_eq!(followed, DEN_WIN.len(), "{out}");
    assert!(
        out.contains("buttons: [Unfollow] press umpire:unfollow:1"),
        "{out}"
    );
    // The archive: eleven games, newest first, the second page by button and by word alike.
    assert!(
        out.contains("[#general] Finished games in this server, newest first (page 1 of 2):"),
        "{out}"
    );
    assert!(
        out.contains("buttons: [Next] press umpire:finished:2:here/all"),
        "{out}"
    );
    let second_pages: Vec<&str> = out
        .lines()
        .enumerate()
        .filter(|(_, line)| line.contains("newest first (page 2 of 2):"))
        .map(|(index, _)| out.lines().nth(index + 1).unwrap())
        .collect();
    assert_eq!(second_pages.len(), 2, "{out}");
    assert_eq!(second_pages[0], second_pages[1]);
    assert!(
        second_pages[0].contains(
            "#1 Jungle: alice (Blue) vs bob (Red) · alice (Blue) wins by entering the den"
        ),
        "the oldest game is last: {out}"
    );
    assert!(
        out.contains("[#general] Game #1 · Jungle: alice (Blue) vs bob (Red)"),
        "{out}"
    );
    assert!(out.contains("file: "), "the record comes as a file: {out}");
    assert!(out.contains("[#general] **alice**"), "{out}");
    assert!(out.contains("Against you (carol): no games yet."), "{out}");
    assert!(
        out.contains("[#general] Nobody here has a settled Jungle rating yet"),
        "{out}"
    );
}

/// Reads the process's output line by line in the background.
fn lines_of(child: &mut Child) -> Receiver<String> {
    let stdout = child.stdout.take().unwrap();
    let (send, receive) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { return };
            if send.send(line).is_err() {
                return;
            }
        }
    });
    receive
}

/// Waits for a line containing `marker` and returns every line up to it.
fn wait_for(lines: &Receiver<String>, marker: &str) -> Vec<String> {
    let mut seen = Vec::new();
    loop {
        let line = lines
            .recv_timeout(PATIENCE)
            .unwrap_or_else(|_| panic!("no line with {marker:?} came; saw:\n{}", seen.join("\n")));
        let found = line.contains(marker);
        seen.push(line);
        if found {
            return seen;
        }
    }
}

/// The moves of the game record in an output, in order.
fn recorded_moves(out: &str) -> Vec<String> {
    let line = out
        .lines()
        .find(|line| line.trim_start().starts_with("1. "))
        .unwrap_or_else(|| panic!("no move list in:\n{out}"));
    line.split_whitespace()
        .filter(|token| !token.ends_with('.'))
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_killed_process_loses_nothing_it_acknowledged() {
    let folder = tempfile::tempdir().unwrap();
    let mut child = local_mode(folder.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let lines = lines_of(&mut child);
    let mut stdin = child.stdin.take().unwrap();
    let opening = format!(
        "alice: challenge jungle @bob 1d\nbob: accept\ncarol: challenge jungle @alice 3h\n#game-1\n{}alice: challenges\nalice: games\n",
        moves_script(&DEN_WIN[..3], true)
    );
    stdin.write_all(opening.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let seen = wait_for(&lines, "Waiting challenges:");
    let mut printed = seen.clone();
    let challenge = wait_for(&lines, "c2 carol");
    printed.extend(challenge.iter().cloned());
    let expiry = challenge
        .last()
        .and_then(|line| line.split("expires ").nth(1))
        .and_then(|rest| rest.split(" (").next())
        .unwrap()
        .to_owned();
    printed.extend(wait_for(&lines, "Games in progress here:"));
    let listed = wait_for(&lines, "#1 Jungle");
    printed.extend(listed.iter().cloned());
    assert!(seen.iter().any(|line| line.contains("Blue Leopard d3-d4")));
    let deadline = listed
        .last()
        .and_then(|line| line.split(", by ").nth(1))
        .and_then(|rest| rest.split(" (").next())
        .unwrap()
        .to_owned();
    // More moves are on their way when the process is killed: they may or may not have landed.
    stdin
        .write_all(moves_script(&DEN_WIN[3..8], false).as_bytes())
        .unwrap();
    stdin.flush().unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    printed.extend(lines.try_iter());

    let out = run_script(
        folder.path(),
        "#game-1\nalice: history\nalice: games\nalice: challenges\n",
    );
    let kept = recorded_moves(&out);
    // Every acknowledged move reached the game's place: before the kill, or from the outbox after it.
    for number in 1..=kept.len() {
        let board = format!("game-1-{number}.png");
        assert!(
            printed.iter().any(|line| line.contains(&board)) || out.contains(&board),
            "the board after move {number} never came: {}\n---\n{out}",
            printed.join("\n")
        );
    }
    assert!(kept.len() >= 3, "acknowledged moves were lost: {kept:?}");
    assert_eq!(
        kept,
        DEN_WIN[..kept.len()],
        "the log is a prefix of what was sent"
    );
    assert!(
        out.contains(&format!("by {deadline} (")) || kept.len() > 3,
        "the clock moved: {out}"
    );
    assert!(
        out.contains("c2 carol → alice: Jungle, 3 h per move"),
        "the challenge was lost: {out}"
    );
    assert!(
        out.contains(&format!("expires {expiry} (")),
        "the challenge's clock moved: {out}"
    );

    // The game goes on from where the log ends, to the end.
    let rest = moves_script(&DEN_WIN[kept.len()..], kept.len().is_multiple_of(2));
    let out = run_script(folder.path(), &format!("#game-1\n{rest}alice: history\n"));
    assert!(
        out.contains("alice (Blue) wins by entering the den."),
        "{out}"
    );
    assert_eq!(recorded_moves(&out), DEN_WIN);
}

#[test]
fn a_bare_move_works_in_a_dm_and_the_games_place_but_never_in_public_chat_and_chat_is_left_alone() {
    let folder = tempfile::tempdir().unwrap();
    let script = "alice: !challenge jungle @bob 2h\n\
                  bob: accept\n\
                  alice: e3d3\n\
                  #game-1\n\
                  carol: e3d3\n\
                  alice: e3d3\n\
                  bob (dm): a9b9\n\
                  alice: hello\n";
    let out = run_script(folder.path(), script);
    assert!(
        out.contains("[#general, only alice sees] \"e3d3\" is not a command"),
        "{out}"
    );
    assert!(
        out.contains("[#game-1, only carol sees] \"e3d3\" is not a command"),
        "{out}"
    );
    assert!(out.contains("[#game-1] Blue Leopard e3-d3"), "{out}");
    assert!(out.contains("[#game-1] Red Lion a9-b9"), "{out}");
    assert!(
        !out.contains("hello"),
        "chat in the game's place is left alone: {out}"
    );
}

#[test]
fn names_of_users_and_channels_are_known_after_a_restart() {
    let folder = tempfile::tempdir().unwrap();
    let first = run_script(
        folder.path(),
        "Bob: set ping on\n#lobby\nAlice: challenge jungle\nBob: accept\n",
    );
    assert!(
        first.contains("[#lobby] umpire opened the thread #game-1"),
        "{first}"
    );
    // A new process: nobody has spoken in it yet, and #lobby is never typed.
    let second = run_script(
        folder.path(),
        "#game-1\nAlice: m e3d3\nAlice: resign\nAlice: resign confirm\n",
    );
    assert!(second.contains("@Bob "), "Bob's ping names him: {second}");
    assert!(!second.contains("@someone"), "{second}");
    assert!(second.contains("[#lobby] Game #1"), "{second}");
    assert!(!second.contains("#channel-"), "{second}");
}

#[test]
fn a_line_that_is_not_utf8_is_skipped_and_the_session_goes_on() {
    let folder = tempfile::tempdir().unwrap();
    let mut script = b"alice: help\n".to_vec();
    script.extend_from_slice(b"bob: \xff\xfe challenge\n");
    script.extend_from_slice(b"alice: rules jungle\n");
    let out = run_bytes(local_mode(folder.path()), &script);
    assert!(out.contains("not valid UTF-8"), "{out}");
    assert!(
        out.contains("Jungle (page 1 of 2)"),
        "the line after it was read: {out}"
    );
}

#[test]
fn the_shipped_env_example_copied_to_env_starts_the_local_mode() {
    let folder = tempfile::tempdir().unwrap();
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../.env.example");
    std::fs::copy(example, folder.path().join(".env")).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .current_dir(folder.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("UMPIRE_DATABASE")
        .env_remove("UMPIRE_IMAGES")
        .env_remove("UMPIRE_DEV_GUILD")
        .env_remove("UMPIRE_PREFIX")
        .env_remove("DISCORD_ADDRESS")
        .env_remove("DISCORD_CERTIFICATE")
        .env("LC_ALL", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"alice: rules jungle\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(out.starts_with("Umpire, local offline mode."), "{out}");
    assert!(folder.path().join("data/umpire.sled").exists());
    let notice = String::from_utf8_lossy(&output.stderr);
    let here = std::fs::canonicalize(folder.path()).unwrap();
    assert!(
        notice.starts_with(&format!(
            "Umpire: settings from {}; database at {} ",
            here.join(".env").display(),
            here.join("data/umpire.sled").display()
        )),
        "{notice}"
    );
}

/// A storm of kills: `cargo test --release -p umpire --test it -- local:: --ignored --nocapture` (the number
/// of kills in `UMPIRE_KILLS`, 200 by default). Each round starts a game between two new players in the
/// same database, sends its challenge, acceptance and a random number of moves, kills the process a
/// random time after it has started (so some kills fall between a commit and the delivery of its
/// effects), then restarts it and checks that every acknowledged change is there, and that every
/// stored move's board reached the game's place, before the kill or from the outbox after it. It prints
/// what it saw.
#[test]
#[ignore = "a long run; the suite has a_killed_process_loses_nothing_it_acknowledged"]
fn a_storm_of_kills_loses_nothing_it_acknowledged() {
    let kills: usize = std::env::var("UMPIRE_KILLS").map_or(200, |n| n.parse().unwrap());
    let folder = tempfile::tempdir().unwrap();
    let mut random = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |below: u64| {
        random ^= random << 13;
        random ^= random >> 7;
        random ^= random << 17;
        random % below
    };
    let (mut games, mut acknowledged, mut stored, mut redelivered, mut cut) = (0, 0, 0, 0, 0);
    for round in 1..=kills {
        let (a, b) = (format!("a{round}"), format!("b{round}"));
        let number = games + 1;
        let sent = &DEN_WIN[..1 + next(DEN_WIN.len() as u64) as usize];
        let moves: String = sent
            .iter()
            .enumerate()
            .map(|(ply, text)| format!("{}: m {text}\n", if ply % 2 == 0 { &a } else { &b }))
            .collect();
        let mut child = local_mode(folder.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let lines = lines_of(&mut child);
        let mut stdin = child.stdin.take().unwrap();
        let script = format!("{a}: challenge jungle @{b} 1d\n{b}: accept\n#game-{number}\n{moves}");
        stdin.write_all(script.as_bytes()).unwrap();
        stdin.flush().unwrap();
        let mut before = wait_for(&lines, "local offline mode");
        // A third of the kills fall anywhere in the first 1.5 s (challenge, acceptance, thread); the
        // others once the game's thread is open, among its moves and their boards.
        let delay = match next(3) {
            0 => next(1500),
            1 => {
                before.extend(wait_for(
                    &lines,
                    &format!("opened the thread #game-{number}:"),
                ));
                next(20)
            }
            _ => {
                before.extend(wait_for(
                    &lines,
                    &format!("opened the thread #game-{number}:"),
                ));
                next(200)
            }
        };
        std::thread::sleep(Duration::from_millis(delay));
        child.kill().unwrap();
        child.wait().unwrap();
        drop(stdin);
        before.extend(lines.iter());
        let board = |ply: usize| format!("game-{number}-{ply}.png");
        let opened = before
            .iter()
            .any(|line| line.contains(&format!("opened the thread #game-{number}:")));
        let seen_before: Vec<usize> = (1..=sent.len())
            .filter(|&ply| before.iter().any(|line| line.contains(&board(ply))))
            .collect();

        let after = run_script(
            folder.path(),
            &format!("#game-{number}\n{a}: history #{number}\n"),
        );
        let exists = after.contains(&format!("Game #{number}:"));
        assert!(
            exists || !opened,
            "round {round}: game #{number} was opened, then lost:\n{after}"
        );
        if !exists {
            continue;
        }
        games += 1;
        let played = after
            .lines()
            .any(|line| line.trim_start().starts_with("1. "));
        let kept = if played {
            recorded_moves(&after)
        } else {
            Vec::new()
        };
        assert_eq!(
            kept,
            sent[..kept.len()],
            "round {round}: not a prefix of what was sent"
        );
        assert!(
            seen_before.iter().all(|&ply| ply <= kept.len()),
            "round {round}: an acknowledged move was lost: boards {seen_before:?}, kept {kept:?}"
        );
        for ply in 1..=kept.len() {
            if !seen_before.contains(&ply) {
                assert!(
                    after.contains(&board(ply)),
                    "round {round}: the board after move {ply} never came:\n{after}"
                );
                redelivered += 1;
            }
        }
        acknowledged += seen_before.len();
        stored += kept.len();
        cut += usize::from(kept.len() < sent.len());
    }
    println!(
        "{kills} kills: {games} games started ({cut} cut before their last move), {acknowledged} moves \
         acknowledged before a kill, {stored} moves stored, {redelivered} boards delivered after a \
         restart, nothing lost"
    );
}

#[test]
fn the_transcripts_framing_follows_a_chinese_terminal() {
    let folder = tempfile::tempdir().unwrap();
    let mut chinese = local_mode(folder.path());
    chinese.env("LC_ALL", "zh_CN.UTF-8");
    let out = run_bytes(
        chinese,
        b"alice: challenge jungle @bob\nbob: accept\nbob (dm): resign\n",
    );
    for expected in [
        "[#general] 裁判开了帖子 #game-1：",
        "    图片：",
        "    按钮：[",
        "] 输入 press umpire:",
        "[私信给 bob]",
    ] {
        assert!(out.contains(expected), "{expected} in {out}");
    }
    for english in ["opened the thread", "image: ", "buttons: ", "dm to "] {
        assert!(!out.contains(english), "{english} in {out}");
    }
}

#[test]
fn the_transcript_shows_alt_texts_private_boards_edited_in_place_and_each_export_in_its_own_file() {
    let folder = tempfile::tempdir().unwrap();
    let out = run_script(
        folder.path(),
        "alice: challenge junqi @bob\n\
         bob: accept\n\
         #game-1\n\
         alice: setup 41379/6.5.3/22.8B/1.7.5/M3B64/2F1MM\n\
         bob: setup 12345/2.3.6/27.89/3.B.B/14567/1FMMM\n\
         alice (dm): swap a6 e6\n\
         alice (dm): swap a6 e6\n\
         alice: ready\n\
         bob: ready\n\
         alice: m e6xe7\n\
         bob: m d7-d8\n\
         alice (dm): export\n\
         carol: export\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    for (at, line) in lines.iter().enumerate() {
        if line.trim_start().starts_with("image: ") {
            let alt = lines.get(at + 1).copied().unwrap_or_default();
            assert!(
                alt.starts_with("        ") && alt.trim().len() > 10,
                "no alt text under {line}: {out}"
            );
        }
    }
    assert!(
        lines
            .iter()
            .any(|line| line.starts_with("        ") && line.contains(" board seen from ")),
        "the alt text describes the board: {out}"
    );
    let new_dms = |who: &str| {
        lines
            .iter()
            .filter(|line| line.starts_with(&format!("[dm to {who}] Your board in game #1")))
            .count()
    };
    let edits = |who: &str| {
        lines
            .iter()
            .filter(|line| line.starts_with(&format!("[dm to {who}, edit of the earlier message]")))
            .count()
    };
    assert_eq!(new_dms("alice") + new_dms("bob"), 0, "{out}");
    assert!(edits("alice") >= 3 && edits("bob") >= 3, "{out}");
    let own = std::fs::read_to_string(folder.path().join("images/game-1-alice.txt")).unwrap();
    let public = std::fs::read_to_string(folder.path().join("images/game-1.txt")).unwrap();
    assert!(own.contains("[Setup S "), "{own}");
    assert!(!public.contains("[Setup"), "{public}");
}

#[test]
fn the_local_mode_writes_an_analysis_beside_the_boards_and_prints_its_turning_points() {
    let folder = tempfile::tempdir().unwrap();
    let script = format!(
        "alice: challenge jungle @bob\n\
         bob: accept\n\
         #game-1\n\
         {}\
         #general\n\
         carol: analyse #1\n\
         alice: 复盘 #1\n",
        moves_script(&DEN_WIN, true)
    );
    let out = run_script(folder.path(), &script);
    assert!(out.contains("[#general] Analysing game #1… about"), "{out}");
    let picture = folder.path().join("images").join("game-1-analysis.png");
    let shown = out
        .lines()
        .filter(|line| line.trim_start() == format!("image: {}", picture.display()))
        .count();
    assert_eq!(
        shown, 2,
        "searched once, then answered from the store: {out}"
    );
    assert!(
        std::fs::read(&picture).unwrap().starts_with(b"\x89PNG"),
        "{out}"
    );
    assert!(
        out.contains("Analysis of game #1 · Jungle: alice (Blue) vs bob (Red)"),
        "the alt text: {out}"
    );
    assert!(out.contains("alice (Blue): accuracy"), "{out}");
}

#[test]
fn the_local_mode_opens_a_tournaments_thread_and_writes_its_standings_beside_the_boards() {
    let folder = tempfile::tempdir().unwrap();
    let script = "alice: tournament create jungle swiss rounds=1 1d\n\
                  alice: tournament join\n\
                  bob: tournament join\n\
                  alice: tournament start\n\
                  alice: tournament standings t1\n";
    let out = run_script(folder.path(), script);
    assert!(
        out.contains("[#general] umpire opened the thread #tournament-t1: t1 · Jungle"),
        "{out}"
    );
    assert!(
        out.contains("[#tournament-t1] **Tournament t1, round 1 of 1**"),
        "{out}"
    );
    assert!(
        out.contains("[#tournament-t1] umpire opened the thread #game-1: #1 Jungle"),
        "{out}"
    );
    let picture = folder
        .path()
        .join("images")
        .join("tournament-t1-standings.png");
    assert!(
        out.contains(&format!("image: {}", picture.display())),
        "{out}"
    );
    assert!(
        std::fs::read(&picture).unwrap().starts_with(b"\x89PNG"),
        "{out}"
    );
}
