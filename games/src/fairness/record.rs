//! What a game's record carries to prove it fair: the commitments, and at the end what they hid.
//!
//! While the game goes on a record holds the commitments alone (the server seed's hash, the root over the
//! hidden points); once it is over it also holds the server seed, every hidden point with its salt, and
//! every step of the game with what it told the public. It is JSON (`docs/fairness.md`), so another
//! program can check it.

use super::commit::{Commitment, HiddenPoint, Proof, Salt};
use super::hex::Hex;
use super::seeds::{PlayerSeed, ServerSeed, game_seed};
use crate::catalogue::GameEntry;
use crate::game::Game;
use crate::model::{Audience, Intervention, RuleError, Seat};
use crate::options::Settings;
use serde::{Deserialize, Serialize};

/// The version of the record's shape; [`super::verify`] refuses others.
pub const VERSION: u32 = 1;

/// The line of an exported game record after which its fairness part follows, as JSON on one line.
pub const EXPORT_MARK: &str = "%fairness";

/// The fairness part of a game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FairRecord {
    /// The shape's version ([`VERSION`]).
    pub version: u32,
    /// The game's catalogue id (`junqi`).
    pub game: String,
    /// The rule options that differ from the standard rules.
    pub options: Settings,
    /// The seeds of the game's random stream.
    pub seeds: SeedRecord,
    /// The Merkle root over the hidden points as play began, when the game hides any.
    #[serde(default)]
    pub root: Option<Hex>,
    /// Every hidden point with its salt, in the committed order (at the end).
    #[serde(default)]
    pub reveals: Vec<Reveal>,
    /// While the game goes on, each point the rules have shown to everyone (a flip, a flag shown), with
    /// its salt and its proof against [`FairRecord::root`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub proofs: Vec<Proven>,
    /// Every step of the game with what it told the public (at the end).
    #[serde(default)]
    pub steps: Vec<Step>,
    /// The result as the record's `Result` tag writes it (`1-0`, `*`).
    pub result: String,
}

/// The seeds: the server seed's published hash, the server seed once revealed, the players' seeds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeedRecord {
    /// SHA-256 of the server seed, published before anything random was drawn.
    pub server_hash: Hex,
    /// The server seed, revealed at the end.
    #[serde(default)]
    pub server: Option<ServerSeed>,
    /// Each player's seed, in seat order.
    pub players: Vec<PlayerSeed>,
}

impl SeedRecord {
    /// The seed of the game's random stream, once the server seed is revealed.
    pub fn game_seed(&self) -> Option<u64> {
        Some(game_seed(self.server.as_ref()?, &self.players))
    }
}

/// One hidden point revealed with its salt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    /// The point: its square and piece.
    #[serde(flatten)]
    pub point: HiddenPoint,
    /// Its salt.
    pub salt: Salt,
}

/// One point revealed during play, with its proof.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proven {
    /// The point and its salt.
    #[serde(flatten)]
    pub reveal: Reveal,
    /// Its place among the committed points and its path to the root.
    pub proof: Proof,
}

/// What was done at one step of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepKind {
    /// A seat's action, in canonical text.
    Play {
        /// The seat, from 0.
        seat: u8,
        /// The action.
        action: String,
    },
    /// Something the host decided (a resignation, a time-out, an agreed draw).
    Intervene(Intervention),
}

/// One step and the public's sentences about it, in English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// What was done.
    #[serde(flatten)]
    pub kind: StepKind,
    /// What the public was told of it (battle results, flips, casts, the end).
    pub public: Vec<String>,
}

impl StepKind {
    /// Applies the step to `game`, returning the public's sentences about it.
    pub fn apply(&self, game: &mut dyn Game) -> Result<Vec<String>, RuleError> {
        let report = match self {
            StepKind::Play { seat, action } => game.play(Seat(*seat), action)?.report,
            StepKind::Intervene(intervention) => game.intervene(*intervention)?,
        };
        Ok(report
            .notes
            .iter()
            .filter(|note| note.audience == Audience::Public)
            .map(|note| note.english())
            .collect())
    }
}

/// The secrets the host keeps for a game until its end: the server seed and the salts.
pub struct Secrets<'a> {
    /// The server seed.
    pub server: &'a ServerSeed,
    /// The salt of each hidden point, in the committed order.
    pub salts: &'a [Salt],
}

impl FairRecord {
    /// The fairness part of an exported record: the JSON after its [`EXPORT_MARK`] line, or the whole
    /// text when it is the JSON alone.
    pub fn from_export(text: &str) -> Result<Self, serde_json::Error> {
        let json = match text.split_once(&format!("{EXPORT_MARK}\n")) {
            Some((_, after)) => after,
            None => text,
        };
        serde_json::from_str(json.trim())
    }

    /// The fairness part as an exported record carries it: the [`EXPORT_MARK`] line, then the JSON.
    pub fn export_block(&self) -> String {
        let json = serde_json::to_string(self).expect("a fair record serialises");
        format!("{EXPORT_MARK}\n{json}\n")
    }

    /// The record of a game that has just been created, before any step: the seeds' commitment and no
    /// root yet.
    pub fn new(
        entry: &GameEntry,
        options: &Settings,
        server: &ServerSeed,
        players: &[PlayerSeed],
    ) -> Self {
        Self {
            version: VERSION,
            game: entry.about.id.to_owned(),
            options: options.clone(),
            seeds: SeedRecord {
                server_hash: Hex(server.hash()),
                server: None,
                players: players.to_vec(),
            },
            root: None,
            reveals: Vec::new(),
            proofs: Vec::new(),
            steps: Vec::new(),
            result: "*".to_owned(),
        }
    }

    /// Commits to the hidden points of `game` once its play has begun, under `salts` (one per point):
    /// returns the root, or `None` when nothing is hidden or it was already committed.
    pub fn commit(&mut self, game: &dyn Game, salts: &[Salt]) -> Option<Hex> {
        if self.root.is_some() {
            return None;
        }
        let commitment = Commitment::new(&game.hidden_points(), salts)?;
        self.root = Some(Hex(commitment.root()));
        self.root
    }

    /// The record while `game` goes on, with a proof for each point its rules have shown to everyone
    /// ([`crate::Game::revealed_points`]), made with the committed `salts`.
    pub fn with_proofs(&self, game: &dyn Game, salts: &[Salt]) -> Self {
        let points = game.hidden_points();
        let Some(tree) = Commitment::new(&points, salts) else {
            return self.clone();
        };
        let proofs = game
            .revealed_points()
            .iter()
            .filter_map(|square| points.iter().position(|point| point.square == *square))
            .map(|index| Proven {
                reveal: Reveal {
                    point: points[index].clone(),
                    salt: salts[index],
                },
                proof: tree.prove(index),
            })
            .collect();
        Self {
            proofs,
            ..self.clone()
        }
    }

    /// The record at the end of a game: its steps replayed from the start to collect what each told the
    /// public, the server seed and every hidden point's salt revealed. Fails, naming the step, when the
    /// steps do not replay.
    pub fn finish(
        &self,
        entry: &GameEntry,
        steps: &[StepKind],
        secrets: Secrets<'_>,
    ) -> Result<Self, (usize, RuleError)> {
        let mut seeds = self.seeds.clone();
        seeds.server = Some(*secrets.server);
        let seed = seeds.game_seed().expect("the server seed is revealed");
        let mut game = entry
            .create(&self.options, seed)
            .map_err(|error| (0, RuleError::new(error.to_string())))?;
        let mut played = Vec::with_capacity(steps.len());
        for (index, kind) in steps.iter().enumerate() {
            let public = kind
                .apply(game.as_mut())
                .map_err(|error| (index + 1, error))?;
            played.push(Step {
                kind: kind.clone(),
                public,
            });
        }
        let reveals = game
            .hidden_points()
            .into_iter()
            .zip(secrets.salts)
            .map(|(point, salt)| Reveal { point, salt: *salt })
            .collect();
        let result = crate::record::result_tag(&game.seating(), game.outcome().as_ref());
        Ok(Self {
            seeds,
            reveals,
            steps: played,
            result,
            ..self.clone()
        })
    }
}
