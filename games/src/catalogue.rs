//! The catalogue: one entry per game, and nothing else anywhere that lists the games.
//!
//! An entry says everything the host, the command line and the renderer need to know about a game
//! without knowing the game: its id, names, texts, verbs and policy ([`About`]), its options and seating,
//! and how to create, load and restore it. [`GameEntry::of`] makes the entry of any [`Rules`] type; adding
//! a game is adding its folder and one line to [`CATALOGUE`].
//!
//! A host is given its games as a value, a [`Catalogue`] (the real one unless a test adds games of its
//! own). What reads a game back by its id alone (a stored kind, a stored board, a game's words) finds the
//! games of [`CATALOGUE`] and those of every catalogue [`Catalogue::publish`]ed in the process.

use crate::cetkaik::Cetkaik;
use crate::game::Game;
use crate::geometry::Geometry;
use crate::jungi::Jungi;
use crate::jungle::Jungle;
use crate::junqi::{Fanqi, Junqi, Junqi4};
use crate::lun::Lun;
use crate::model::{Phase, PositionError};
use crate::options::{OptionError, OptionSpec, RuleOptions, Settings};
use crate::rules::{Rules, Seating};
use crate::texts::TextFile;
use std::fmt;
use std::str::FromStr;
use std::sync::{Mutex, RwLock};

/// Every game Umpire hosts, in the order help texts list them.
pub static CATALOGUE: &[GameEntry] = &[
    GameEntry::of::<Jungle>(),
    GameEntry::of::<Junqi>(),
    GameEntry::of::<Junqi4>(),
    GameEntry::of::<Fanqi>(),
    GameEntry::of::<Jungi>(),
    GameEntry::of::<Lun>(),
    GameEntry::of::<Cetkaik>(),
];

/// A word a game understands besides its moves, for help texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verb {
    /// How it is typed (`swap <point> <point>`): its words as typed, and what the player fills in as a
    /// placeholder in angle brackets, whose name is written in the reader's language from the shared
    /// text `placeholder-<name>` (`placeholder-point`).
    pub usage: &'static str,
    /// The key of what it does, in one sentence, in the game's texts (`about-word-junqi-swap`); games
    /// that share a word share its key.
    pub help: &'static str,
    /// The phase in which it is an action.
    pub phase: Phase,
    /// The key of the label of a button that plays it (`about-button-junqi-ready`), for a word that takes
    /// no arguments and is worth a button.
    pub button: Option<&'static str>,
}

/// What the host must do differently for a game, asked rather than assumed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Policy {
    /// The game starts with a setup phase in which each seat arranges its pieces in private; the host
    /// gives it a setup clock and lets players keep named setups.
    pub setup_phase: bool,
    /// Pieces are hidden during play, so the full record (every setup, every hidden identity) is published
    /// once the game is over, and not before.
    pub reveal_record_at_end: bool,
    /// Nothing is hidden and nothing is left to chance, so a move may be taken back by agreement.
    pub takebacks: bool,
    /// Something is hidden or drawn at random, so the umpire commits to it before play and reveals it at
    /// the end ([`crate::fairness`]).
    pub commits: bool,
    /// Play itself draws at random (Cetkaik's stick casts), so a search of a position weighs what may be
    /// drawn: its evaluation is an expectation over the draws, not one line of play.
    pub chance_in_play: bool,
    /// Pieces have ranks or names that read differently in Chinese characters, so a label preference
    /// applies.
    pub chinese_labels: bool,
}

/// What the catalogue says of a game, as constants of its [`Rules`] type. Its words are in its texts
/// ([`crate::texts`]), under keys made from its id: its name (`game-jungle`), its summary for game
/// lists (`about-summary-jungle`), its rules as players read them with the `rules` command
/// (`about-rules-jungle`) and what each option does (`about-option-jungle-dog-above-wolf`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct About {
    /// The name players type (`jungle`); unique in the catalogue.
    pub id: &'static str,
    /// Other names players may type for it.
    pub aliases: &'static [&'static str],
    /// The words it understands besides moves.
    pub verbs: &'static [Verb],
    /// How the host treats it.
    pub policy: Policy,
    /// Its texts, one Fluent file per language (games of a family may share some files).
    pub texts: &'static [TextFile],
}

impl About {
    /// The key of its name (`game-jungle`).
    pub fn name_key(&self) -> String {
        format!("game-{}", self.id)
    }

    /// The key of its one line for game lists (`about-summary-jungle`).
    pub fn summary_key(&self) -> String {
        format!("about-summary-{}", self.id)
    }

    /// The key of its rules as players read them (`about-rules-jungle`).
    pub fn rules_key(&self) -> String {
        format!("about-rules-{}", self.id)
    }

    /// The keys of its rules in parts, each short enough for one message: [`About::rules_key`], then
    /// `about-rules-jungle-2`, `-3` and on while its English texts have them.
    pub fn rules_keys(&self) -> Vec<String> {
        let first = self.rules_key();
        let more = (2..)
            .map(|part| format!("{first}-{part}"))
            .take_while(|key| crate::texts::word("en", key).is_some());
        std::iter::once(first.clone()).chain(more).collect()
    }

    /// The key of what its option `name` does (`about-option-jungle-dog-above-wolf`).
    pub fn option_key(&self, name: &str) -> String {
        format!("about-option-{}-{}", self.id, name.replace('_', "-"))
    }

    /// Its name in English (`Jungle`), from its texts; its id for a game whose texts are not in the
    /// catalogue.
    pub fn name(&self) -> &'static str {
        crate::texts::word("en", &self.name_key()).unwrap_or(self.id)
    }
}

/// Options checked against a game, or why they are wrong.
type CheckedOptions = Result<Settings, OptionError>;

/// A game made from settings (and a seed or a position), or why not.
type Made<E> = Result<Box<dyn Game>, E>;

/// One game in the catalogue.
#[derive(Debug)]
pub struct GameEntry {
    /// What it is.
    pub about: About,
    /// The version of its stored state's shape ([`Rules::SNAPSHOT_VERSION`]).
    pub snapshot_version: u32,
    /// Its rule options.
    pub option_specs: fn() -> &'static [OptionSpec],
    /// Every board its views are drawn on ([`Rules::boards`]).
    pub boards: fn() -> Vec<&'static Geometry>,
    check_options: fn(&[(String, String)]) -> CheckedOptions,
    seating: fn(&Settings) -> Result<Seating, OptionError>,
    create: fn(&Settings, u64) -> Made<OptionError>,
    from_position: fn(&str, &Settings) -> Made<PositionError>,
    restore: fn(&str) -> Result<Box<dyn Game>, serde_json::Error>,
}

fn check_options<R: Rules>(pairs: &[(String, String)]) -> Result<Settings, OptionError> {
    let options = R::Options::from_pairs(
        pairs
            .iter()
            .map(|(name, value)| (name.as_str(), value.as_str())),
    )?;
    Ok(Settings::of(&options))
}

fn seating<R: Rules>(settings: &Settings) -> Result<Seating, OptionError> {
    Ok(R::seating(&settings.read::<R::Options>()?))
}

fn create<R: Rules>(settings: &Settings, seed: u64) -> Result<Box<dyn Game>, OptionError> {
    Ok(Box::new(R::new_game(settings.read()?, seed)))
}

fn from_position<R: Rules>(
    text: &str,
    settings: &Settings,
) -> Result<Box<dyn Game>, PositionError> {
    let options = settings
        .read()
        .map_err(|error| PositionError::new(error.to_string()))?;
    Ok(Box::new(R::from_position(text, options)?))
}

fn restore<R: Rules>(snapshot: &str) -> Result<Box<dyn Game>, serde_json::Error> {
    Ok(Box::new(serde_json::from_str::<R>(snapshot)?))
}

impl GameEntry {
    /// The entry of the game `R`.
    pub const fn of<R: Rules>() -> GameEntry {
        GameEntry {
            about: R::ABOUT,
            snapshot_version: R::SNAPSHOT_VERSION,
            option_specs: <R::Options as RuleOptions>::specs,
            boards: R::boards,
            check_options: check_options::<R>,
            seating: seating::<R>,
            create: create::<R>,
            from_position: from_position::<R>,
            restore: restore::<R>,
        }
    }

    /// Checks `NAME=VALUE` options against the game: each must exist, be in range, and be given once.
    pub fn check_options(&self, pairs: &[(String, String)]) -> Result<Settings, OptionError> {
        (self.check_options)(pairs)
    }

    /// Who sits at the table under these options.
    pub fn seating(&self, settings: &Settings) -> Result<Seating, OptionError> {
        (self.seating)(settings)
    }

    /// A new game with these options; `seed` feeds its random stream. Fails only for settings stored by a
    /// build that had options this one lacks.
    pub fn create(&self, settings: &Settings, seed: u64) -> Result<Box<dyn Game>, OptionError> {
        (self.create)(settings, seed)
    }

    /// A game from a position string (full view).
    pub fn from_position(
        &self,
        text: &str,
        settings: &Settings,
    ) -> Result<Box<dyn Game>, PositionError> {
        (self.from_position)(text, settings)
    }

    /// A game from [`Game::snapshot`] text of this build's [`GameEntry::snapshot_version`].
    pub fn restore(&self, snapshot: &str) -> Result<Box<dyn Game>, serde_json::Error> {
        (self.restore)(snapshot)
    }

    /// Whether players may type `name` for this game: its id or an alias, in any case.
    fn answers_to(&self, name: &str) -> bool {
        let wanted = name.trim();
        wanted.eq_ignore_ascii_case(self.about.id)
            || wanted.eq_ignore_ascii_case(self.about.name())
            || self
                .about
                .aliases
                .iter()
                .any(|alias| wanted.eq_ignore_ascii_case(alias))
    }
}

/// The games a host offers, in the order its help texts list them: the real [`CATALOGUE`] by default,
/// or more (a test's games besides the real ones).
#[derive(Clone, Debug)]
pub struct Catalogue(Vec<&'static GameEntry>);

impl Default for Catalogue {
    /// The real catalogue.
    fn default() -> Self {
        Catalogue(CATALOGUE.iter().collect())
    }
}

impl PartialEq for Catalogue {
    fn eq(&self, other: &Self) -> bool {
        self.kinds().eq(other.kinds())
    }
}

impl Eq for Catalogue {}

impl Catalogue {
    /// This catalogue with `entry` added after its games.
    pub fn with(mut self, entry: &'static GameEntry) -> Self {
        self.0.push(entry);
        self
    }

    /// Its games, in order.
    pub fn kinds(&self) -> impl Iterator<Item = GameKind> + '_ {
        self.0.iter().copied().map(GameKind)
    }

    /// The ids of its games, for messages: `jungle, junqi`.
    pub fn list(&self) -> String {
        self.kinds()
            .map(GameKind::id)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Whether it offers `kind`.
    pub fn offers(&self, kind: GameKind) -> bool {
        self.kinds().any(|offered| offered == kind)
    }

    /// The game players call `name` (its id, name or an alias, in any case).
    pub fn find(&self, name: &str) -> Result<GameKind, UnknownGame> {
        self.kinds()
            .find(|kind| kind.answers_to(name))
            .ok_or_else(|| UnknownGame(name.trim().chars().take(40).collect()))
    }

    /// Makes its games known by id to what reads games back without a catalogue at hand (stored kinds
    /// and boards, typed game names, the games' texts). Publishing a game twice does nothing.
    pub fn publish(&self) {
        let _one_at_a_time = PUBLISHING
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        for &entry in &self.0 {
            if known().any(|known| known.about.id == entry.about.id) {
                continue;
            }
            crate::texts::absorb(entry.about.texts);
            PUBLISHED
                .write()
                .unwrap_or_else(|poison| poison.into_inner())
                .push(entry);
        }
    }
}

/// The games published besides those of [`CATALOGUE`].
static PUBLISHED: RwLock<Vec<&'static GameEntry>> = RwLock::new(Vec::new());

/// Held while a catalogue is published, so that a game's texts are added once.
static PUBLISHING: Mutex<()> = Mutex::new(());

/// Every game known by id: those of [`CATALOGUE`], then the published ones.
pub(crate) fn known() -> impl Iterator<Item = &'static GameEntry> {
    let published = PUBLISHED
        .read()
        .unwrap_or_else(|poison| poison.into_inner())
        .clone();
    CATALOGUE.iter().chain(published)
}

/// The board called `name` among the boards of the known games, as a stored view names it.
pub fn board_named(name: &str) -> Option<&'static Geometry> {
    static BOARDS: std::sync::LazyLock<Vec<&'static Geometry>> = std::sync::LazyLock::new(|| {
        CATALOGUE
            .iter()
            .flat_map(|entry| (entry.boards)())
            .collect()
    });
    let published = || {
        known()
            .skip(CATALOGUE.len())
            .flat_map(|entry| (entry.boards)())
    };
    BOARDS
        .iter()
        .copied()
        .chain(published())
        .find(|board| board.name == name)
}

/// A game of the catalogue: a handle to its entry, compared and stored by its id.
#[derive(Clone, Copy)]
pub struct GameKind(&'static GameEntry);

impl GameKind {
    /// Every game, in catalogue order.
    pub fn all() -> impl Iterator<Item = GameKind> {
        CATALOGUE.iter().map(GameKind)
    }

    /// The entry.
    pub fn entry(self) -> &'static GameEntry {
        self.0
    }

    /// The name players type (`jungle`).
    pub fn id(self) -> &'static str {
        self.0.about.id
    }

    /// The display name in English (`Jungle`).
    pub fn name(self) -> &'static str {
        self.0.about.name()
    }

    /// The ids of every game, for messages: `jungle, junqi`.
    pub fn list() -> String {
        GameKind::all()
            .map(GameKind::id)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl std::ops::Deref for GameKind {
    type Target = GameEntry;

    fn deref(&self) -> &GameEntry {
        self.0
    }
}

impl PartialEq for GameKind {
    fn eq(&self, other: &Self) -> bool {
        self.id() == other.id()
    }
}

impl Eq for GameKind {}

impl std::hash::Hash for GameKind {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id().hash(state);
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameKind({})", self.id())
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error for a game name that is not in the catalogue.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("There is no game called \"{0}\"; the games are {list}.", list = GameKind::list())]
pub struct UnknownGame(pub String);

impl FromStr for GameKind {
    type Err = UnknownGame;

    /// The known game (of [`CATALOGUE`] or published) players call `text`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        known()
            .find(|entry| entry.answers_to(text))
            .map(GameKind)
            .ok_or_else(|| UnknownGame(text.trim().chars().take(40).collect()))
    }
}

impl serde::Serialize for GameKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

impl<'de> serde::Deserialize<'de> for GameKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = String::deserialize(deserializer)?;
        id.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_names_and_aliases_are_unique_across_the_catalogue() {
        let mut seen = std::collections::HashSet::new();
        for entry in CATALOGUE {
            let about = entry.about;
            for name in std::iter::once(about.id).chain(about.aliases.iter().copied()) {
                assert!(seen.insert(name.to_ascii_lowercase()), "{name} twice");
            }
        }
    }

    #[test]
    fn a_kind_is_stored_by_its_id_and_read_back_by_any_of_its_names() {
        let jungle: GameKind = "Dou-Shou-Qi".parse().unwrap();
        assert_eq!(serde_json::to_string(&jungle).unwrap(), "\"jungle\"");
        let again: GameKind = serde_json::from_str("\"Jungle\"").unwrap();
        assert_eq!(again, jungle);
        assert!(serde_json::from_str::<GameKind>("\"chess\"").is_err());
    }
}
