//! The umpire's commitments ([`games::fairness`]) as the host keeps and publishes them: a server seed
//! drawn when a challenge is made, its hash in the challenge and the game's first board; the players'
//! seeds from their accepts; the root over the hidden points published when play begins, with a fresh
//! salt for each point; all of it kept with the game ([`Fairness`]) and revealed only once it is over.

use crate::host::api::{ChallengeId, Millis, Text, User};
use crate::host::wording;
use crate::store::records::standing_entries;
use crate::store::{ChallengeRecord, Fairness, GameRecord, LogEntry, LoggedAction};
use games::fairness::record::Secrets;
use games::fairness::seeds::game_seed;
use games::fairness::{FairRecord, Hex, PlayerSeed, Salt, ServerSeed, StepKind, sha256};
use games::{BySeat, Game, GameKind};

/// 32 fresh bytes: from the operating system's generator, or, when the host's games are seeded from a
/// fixed number (tests), made from that number and `what` so that two runs draw the same.
fn fresh(fixed: Option<u64>, what: &str) -> [u8; 32] {
    match fixed {
        None => rand::random(),
        Some(base) => sha256(format!("{base} {what}").as_bytes()),
    }
}

/// The server seed of the game that challenge `id` of `kind` will start, when that game commits.
pub(super) fn server_seed(
    kind: GameKind,
    fixed: Option<u64>,
    id: ChallengeId,
) -> Option<ServerSeed> {
    kind.entry()
        .about
        .policy
        .commits
        .then(|| ServerSeed::from_bytes(fresh(fixed, &format!("server seed {}", id.0))))
}

/// What a game started from `challenge` by `players` at `now` commits to, and the seed of its stream:
/// `None` for a game that commits to nothing. Each player's seed is the word they gave (`seed=WORD`),
/// else their accept (their id and the game's start; the time counts as 0 when games are seeded from a
/// fixed number).
pub(super) fn begin(
    challenge: &ChallengeRecord,
    players: &BySeat<User>,
    fixed: Option<u64>,
    now: Millis,
) -> Option<(Fairness, u64)> {
    let server = challenge
        .server_seed
        .or_else(|| server_seed(challenge.kind, fixed, challenge.id))?;
    let accepted = if fixed.is_some() { 0 } else { now };
    let seeds: Vec<PlayerSeed> = players
        .values()
        .map(
            |user| match challenge.seed_words.iter().find(|(id, _)| *id == user.id) {
                Some((_, word)) => PlayerSeed::from_word(word),
                None => PlayerSeed::from_accept(user.id.0, accepted),
            },
        )
        .collect();
    let entry = challenge.kind.entry();
    let record = FairRecord::new(entry, &challenge.options, &server, &seeds);
    let fairness = Fairness {
        record,
        server,
        salts: Vec::new(),
    };
    Some((fairness, game_seed(&server, &seeds)))
}

/// Commits to the hidden points of `game` once its play has begun, with a fresh salt for each: the
/// root, when the commitment was due now. `id` tells the game apart when salts are made from a fixed
/// number.
pub(super) fn commit(
    fairness: &mut Fairness,
    game: &dyn Game,
    fixed: Option<u64>,
    id: u64,
) -> Option<Hex> {
    if fairness.record.root.is_some() {
        return None;
    }
    let count = game.hidden_points().len();
    let salts: Vec<Salt> = (0..count)
        .map(|point| Hex(fresh(fixed, &format!("salt {id} {point}"))))
        .collect();
    let root = fairness.record.commit(game, &salts)?;
    fairness.salts = salts;
    Some(root)
}

/// The commitments of game `record` when its play `starts` now (as `game`), with the line that publishes
/// the root: `None` for a game that commits to nothing, and for any other change.
pub(super) fn committed(
    starts: bool,
    record: &GameRecord,
    game: &dyn Game,
    fixed: Option<u64>,
) -> Option<(Fairness, Text)> {
    if !starts {
        return None;
    }
    let mut fairness = record.fairness.clone()?;
    let root = commit(&mut fairness, game, fixed, record.id.0)?;
    Some((fairness, root_line(root)))
}

/// The line that publishes the server seed's hash.
pub(super) fn seed_line(server: &ServerSeed) -> Text {
    Text::key_with(
        "fairness-seed-hash",
        vec![("hash", Hex(server.hash()).to_string().into())],
    )
}

/// The line that publishes the root over the hidden points.
pub(super) fn root_line(root: Hex) -> Text {
    Text::key_with("fairness-root", vec![("root", root.to_string().into())])
}

/// What a game's first board says of its commitments: the seed's hash, and the root when play began
/// at once.
pub(super) fn opening_lines(fairness: Option<&Fairness>) -> Option<Text> {
    let fairness = fairness?;
    let mut text = seed_line(&fairness.server);
    if let Some(root) = fairness.record.root {
        text = text.plain("\n").then(root_line(root));
    }
    Some(text)
}

/// The fairness part of game `record`'s record as anyone may read it now: while `game` goes on, the
/// commitments and the proof of each piece shown to everyone so far; once it is over, everything they
/// hid and every step of `log` with what it told the public. `None` for a game that commits to nothing.
pub(super) fn public_record(
    record: &GameRecord,
    game: &dyn Game,
    log: &[LogEntry],
) -> Option<FairRecord> {
    let fairness = record.fairness.as_ref()?;
    if !record.finished {
        return Some(fairness.record.with_proofs(game, &fairness.salts));
    }
    let steps: Vec<StepKind> = standing_entries(log)
        .iter()
        .filter_map(|entry| match &entry.action {
            LoggedAction::Play { seat, action } => Some(StepKind::Play {
                seat: seat.0,
                action: action.clone(),
            }),
            LoggedAction::Intervene(intervention) => Some(StepKind::Intervene(*intervention)),
            LoggedAction::Takeback { .. } => None,
        })
        .collect();
    let secrets = Secrets {
        server: &fairness.server,
        salts: &fairness.salts,
    };
    match fairness.record.finish(record.kind.entry(), &steps, secrets) {
        Ok(finished) => Some(finished),
        Err((step, error)) => {
            tracing::error!(game = record.id.0, step, %error, "a finished game's log does not replay");
            Some(fairness.record.clone())
        }
    }
}

/// What `verify #N` answers for game `record` with `log`: verified, what disagrees first, or that the
/// game commits to nothing.
pub(super) fn verdict(record: &GameRecord, game: &dyn Game, log: &[LogEntry]) -> Text {
    let number = || ("game", record.id.0.into());
    let Some(fair) = public_record(record, game, log) else {
        let older = record.kind.about.policy.commits;
        let key = if older {
            "verify-older"
        } else {
            "verify-nothing"
        };
        return Text::key_with(key, vec![number()]);
    };
    let checked = match record.finished {
        true => games::fairness::verify(record.kind.entry(), &fair).map(|()| None),
        false => games::fairness::verify_proofs(&fair).map(Some),
    };
    match checked {
        Ok(None) => Text::key_with("verify-verified", vec![number()]),
        Ok(Some(count)) => Text::key_with("verify-so-far", vec![number(), ("count", count.into())]),
        Err(disagreement) => Text::key_with(
            "verify-failed",
            vec![
                number(),
                ("why", wording::reason_text(&disagreement.reason()).into()),
            ],
        ),
    }
}

/// The line that ends the result of a game with commitments: how to check them.
pub(super) fn verify_hint(record: &GameRecord) -> Option<Text> {
    record.fairness.as_ref()?;
    Some(Text::key_with(
        "fairness-verify-hint",
        vec![("game", record.id.0.into())],
    ))
}
