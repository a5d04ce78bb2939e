//! Checking a finished game's [`FairRecord`]: its seeds against their hash, its hidden points against
//! the root, and a replay of every step against what the record says the public was told.

use super::commit::Commitment;
use super::record::{FairRecord, VERSION};
use crate::catalogue::GameEntry;
use crate::game::Game;
use crate::refusal::{Arg, Reason};

/// The first thing in a record that the game does not bear out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// The record is of another shape, another game, or options this game does not have.
    Unreadable(String),
    /// The server seed is not revealed yet: the game is not over.
    NotRevealed,
    /// The revealed server seed does not hash to the published hash.
    ServerSeed,
    /// The game hides pieces, but the record holds no root for them.
    NoRoot,
    /// A revealed point differs from the game's at this square (or is missing).
    Reveal(String),
    /// The revealed points with their salts do not hash to the published root.
    Root,
    /// At this step (from 1) the game refuses the recorded action.
    Refused(usize, String),
    /// At this step (from 1) the public was told something the game does not say.
    Step(usize, String),
    /// The recorded result is not the game's.
    Result(String),
}

impl Disagreement {
    /// The sentence that says what disagrees, in the games' texts (`verify-…`).
    pub fn reason(&self) -> Reason {
        let text = |value: &String| Arg::Text(value.clone());
        let ply = |step: &usize| Arg::Number(i64::try_from(*step).unwrap_or(i64::MAX));
        match self {
            Disagreement::Unreadable(why) => {
                Reason::new("verify-unreadable", vec![("why", text(why))])
            }
            Disagreement::NotRevealed => Reason::new("verify-not-revealed", Vec::new()),
            Disagreement::ServerSeed => Reason::new("verify-server-seed", Vec::new()),
            Disagreement::NoRoot => Reason::new("verify-no-root", Vec::new()),
            Disagreement::Reveal(square) => {
                Reason::new("verify-reveal", vec![("square", text(square))])
            }
            Disagreement::Root => Reason::new("verify-root", Vec::new()),
            Disagreement::Refused(step, action) => Reason::new(
                "verify-refused",
                vec![("ply", ply(step)), ("action", text(action))],
            ),
            Disagreement::Step(step, action) => Reason::new(
                "verify-ply",
                vec![("ply", ply(step)), ("action", text(action))],
            ),
            Disagreement::Result(result) => {
                Reason::new("verify-result", vec![("result", text(result))])
            }
        }
    }
}

impl std::fmt::Display for Disagreement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason().english())
    }
}

/// Checks the proof of each point revealed during play against the root: how many there are, or the
/// first that fails (by its square). A record without a root has none.
pub fn verify_proofs(record: &FairRecord) -> Result<usize, Disagreement> {
    let Some(root) = record.root else {
        return Ok(0);
    };
    for proven in &record.proofs {
        let reveal = &proven.reveal;
        if !proven.proof.check(&root.0, &reveal.point, &reveal.salt) {
            return Err(Disagreement::Reveal(reveal.point.square.clone()));
        }
    }
    Ok(record.proofs.len())
}

/// Checks a finished game's record of `entry`'s game: `Ok` when everything it reveals matches what was
/// committed and the game replays from it to the same public sentences and result, else the first
/// disagreement.
pub fn verify(entry: &GameEntry, record: &FairRecord) -> Result<(), Disagreement> {
    if record.version != VERSION || record.game != entry.about.id {
        return Err(Disagreement::Unreadable(format!(
            "version {} of {}",
            record.version, record.game
        )));
    }
    let options = entry
        .check_options(record.options.pairs())
        .map_err(|error| Disagreement::Unreadable(error.to_string()))?;
    verify_proofs(record)?;
    let server = record.seeds.server.ok_or(Disagreement::NotRevealed)?;
    if server.hash() != record.seeds.server_hash.0 {
        return Err(Disagreement::ServerSeed);
    }
    let seed = record.seeds.game_seed().ok_or(Disagreement::NotRevealed)?;
    let mut game = entry
        .create(&options, seed)
        .map_err(|error| Disagreement::Unreadable(error.to_string()))?;
    let mut checked = check_points(game.as_ref(), record)?;
    for (index, step) in record.steps.iter().enumerate() {
        let ply = index + 1;
        let action = match &step.kind {
            super::StepKind::Play { action, .. } => action.clone(),
            super::StepKind::Intervene(intervention) => format!("{intervention:?}"),
        };
        let public = step
            .kind
            .apply(game.as_mut())
            .map_err(|_| Disagreement::Refused(ply, action.clone()))?;
        if public != step.public {
            return Err(Disagreement::Step(ply, action));
        }
        checked = checked || check_points(game.as_ref(), record)?;
    }
    let result = crate::record::result_tag(&game.seating(), game.outcome().as_ref());
    if result != record.result {
        return Err(Disagreement::Result(record.result.clone()));
    }
    if !checked && record.root.is_some() {
        return Err(Disagreement::Root);
    }
    Ok(())
}

/// Checks the revealed points against `game`'s hidden points and the root, once `game` has any: whether
/// it had any to check.
fn check_points(game: &dyn Game, record: &FairRecord) -> Result<bool, Disagreement> {
    let points = game.hidden_points();
    if points.is_empty() {
        return Ok(false);
    }
    let root = record.root.ok_or(Disagreement::NoRoot)?;
    for (index, point) in points.iter().enumerate() {
        match record.reveals.get(index) {
            Some(reveal) if reveal.point == *point => {}
            _ => return Err(Disagreement::Reveal(point.square.clone())),
        }
    }
    if record.reveals.len() != points.len() {
        return Err(Disagreement::Root);
    }
    let salts: Vec<_> = record.reveals.iter().map(|reveal| reveal.salt).collect();
    match Commitment::new(&points, &salts) {
        Some(commitment) if commitment.root() == root.0 => Ok(true),
        _ => Err(Disagreement::Root),
    }
}
