//! The laws every game inherits by being in the catalogue: random playouts over every game check that
//! canonical text reads back as itself, that every listed action applies and nothing else does, that
//! phases and facts agree, that stored states and replayed logs agree, that position strings round-trip (of finished games too),
//! that no audience's output changes when what it cannot see changes, and that each game's own perft
//! agrees with the generic walk, that views are drawn on the game's boards and store as themselves, and
//! that every key a game says (notes, refusals, view lines, badges, choices, its names and help) is in
//! each language of its texts, and that a game that hides something or draws at random commits to it
//! and its finished record verifies (`games::fairness`). The toy game of `toy/` shows that a game outside the crate gets all of
//! it from its entry alone.
//!
//! Each game is one trial, `conformance::<game>`, run in parallel with the others by libtest-mimic's
//! harness, which takes libtest's filters and options: `cargo test -p games --test conformance -- cetkaik`.

mod toy;

use games::fairness::record::Secrets;
use games::fairness::seeds::game_seed;
use games::fairness::{FairRecord, Hex, PlayerSeed, Salt, ServerSeed, StepKind, sha256, verify};
use games::refusal::{Arg, Reason};
use games::texts::{LANGUAGES, SHARED, keys, sources};
use games::{
    Audience, BoardView, CATALOGUE, Fact, Game, GameEntry, GameRng, Intervention, Phase, Seat,
    Settings,
};
use libtest_mimic::{Arguments, Trial};
use std::collections::HashSet;
use std::process::ExitCode;

/// The allocator the `umpire` binary uses: the playouts spend much of their time allocating, where
/// mimalloc is much faster than the system's allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Playouts per game, and their longest length in actions.
const PLAYOUTS: u64 = 12;
const LONGEST: usize = 400;

/// The largest tree in play that the generic perft walk plays leaf by leaf through text: above the largest
/// trees of Jungle, Junqi and Jungi in play, below Cetkaik's trees of moves (some 20 000 to 190 000 leaves,
/// each a move of the engine costing a tenth of a millisecond), which is checked at its casts and
/// decisions. Setup trees are always walked.
const GENERIC_LEAVES: u64 = 15_000;

/// What happened in a playout, to replay it.
#[derive(Clone, Debug)]
enum Logged {
    Play(Seat, String),
    Intervene(Intervention),
}

fn entries() -> Vec<&'static GameEntry> {
    CATALOGUE.iter().chain([&toy::TOY]).collect()
}

fn names(game: &dyn Game) -> Vec<String> {
    (0..game.seating().seats())
        .map(|seat| format!("player{seat}"))
        .collect()
}

fn audiences(game: &dyn Game) -> Vec<Audience> {
    std::iter::once(Audience::Public)
        .chain(Seat::all(game.seating().seats()).map(Audience::Seat))
        .collect()
}

/// The leaf count to `depth` walked through the text interface alone.
fn generic_perft(game: &dyn Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some(&seat) = game.to_act().first() else {
        return 0;
    };
    game.legal_actions(seat)
        .iter()
        .map(|action| {
            let mut next = game.clone_game();
            next.play(seat, action).expect("a listed action plays");
            generic_perft(next.as_ref(), depth - 1)
        })
        .sum()
}

fn check_phase(entry: &GameEntry, game: &dyn Game) {
    let id = entry.about.id;
    let over = game.outcome().is_some();
    assert_eq!(game.phase() == Phase::Over, over, "{id}: phase and outcome");
    assert_eq!(game.to_act().is_empty(), over, "{id}: to_act and outcome");
    // Every choice offered is a listed action of its seat; choices are offered only in a decision.
    for seat in Seat::all(game.seating().seats()) {
        let choices = game.choices(seat);
        if game.phase() != Phase::Decision {
            assert!(choices.is_empty(), "{id}: choices outside a decision");
        }
        let listed = game.legal_actions(seat);
        for choice in choices {
            assert!(
                listed.contains(&choice.action),
                "{id}: {} is offered but not listed",
                choice.action
            );
        }
    }
}

/// Every listed action of `seat` reads back as itself and applies; the others' actions do not.
fn check_actions(entry: &GameEntry, texts: &Texts, game: &dyn Game, seat: Seat, rng: &mut GameRng) {
    let id = entry.about.id;
    let listed = game.legal_actions(seat);
    assert!(!listed.is_empty(), "{id}: a seat to act has an action");
    let mut sorted = listed.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, listed, "{id}: listed once each, sorted");
    let sample: Vec<&String> = if listed.len() <= 24 {
        listed.iter().collect()
    } else {
        (0..24)
            .map(|_| &listed[rng.below(listed.len() as u32) as usize])
            .collect()
    };
    for action in sample {
        assert!(game.understands(seat, action), "{id}: {action} reads");
        let mut copy = game.clone_game();
        let played = copy
            .play(seat, action)
            .unwrap_or_else(|error| panic!("{id}: listed {action} refused: {error}"));
        assert_eq!(&played.canonical, action, "{id}: canonical text is stable");
        for note in &played.report.notes {
            texts.check(id, &note.says);
        }
        for other in Seat::all(game.seating().seats()) {
            if !game.to_act().contains(&other) {
                let mut copy = game.clone_game();
                assert!(
                    copy.play(other, action).is_err(),
                    "{id}: {action} by a seat not to act"
                );
            }
        }
    }
    for junk in ["", "zz9", "a1a1", "hello", "x", "pass pass"] {
        let mut copy = game.clone_game();
        match copy.play(seat, junk) {
            Ok(played) => assert!(
                listed.contains(&played.canonical),
                "{id}: {junk:?} played as unlisted {}",
                played.canonical
            ),
            Err(error) => {
                if let Some(reason) = error.reason() {
                    texts.check(id, reason);
                }
            }
        }
    }
}

/// What an audience cannot see can change without any of its output changing: now, and after the next
/// action wherever that action reveals nothing new to it.
fn check_secrecy(entry: &GameEntry, game: &dyn Game, next: Option<(Seat, &str)>, seed: u64) {
    let id = entry.about.id;
    let players = names(game);
    for audience in audiences(game) {
        let Some(disguised) = game.disguised(audience, seed) else {
            continue;
        };
        assert_eq!(
            disguised.view(audience),
            game.view(audience),
            "{id}: {audience:?} view"
        );
        assert_eq!(
            disguised.record(audience, &players),
            game.record(audience, &players),
            "{id}: {audience:?} record"
        );
        let Some((seat, action)) = next else {
            continue;
        };
        let (mut a, mut b) = (game.clone_game(), disguised);
        let (Ok(played_a), Ok(played_b)) = (a.play(seat, action), b.play(seat, action)) else {
            continue;
        };
        let told = |played: &games::Played| -> Vec<Reason> {
            played
                .report
                .for_audience(audience)
                .map(|note| note.says.clone())
                .collect()
        };
        // An action may reveal something legitimately (a battle's outcome); only when the audience's
        // record of it is the same must everything else it is shown be the same too.
        let same_record = a.record(audience, &players) == b.record(audience, &players);
        if same_record && a.outcome().is_none() && b.outcome().is_none() {
            assert_eq!(told(&played_a), told(&played_b), "{id}: {audience:?} notes");
            assert_eq!(
                a.view(audience),
                b.view(audience),
                "{id}: {audience:?} view after"
            );
        }
    }
}

/// Every audience's view is drawn on one of the game's boards and, for a game of the catalogue (whose
/// boards a stored view can name), reads back from its stored form as itself.
fn check_views(entry: &GameEntry, game: &dyn Game) {
    let id = entry.about.id;
    let boards = (entry.boards)();
    let in_catalogue = CATALOGUE.iter().any(|listed| listed.about.id == id);
    let public = game.view(Audience::Public);
    for audience in audiences(game) {
        let view = game.view(audience);
        if !entry.about.policy.reveal_record_at_end {
            // The host takes such a game to have no secrets: every seat sees what the public sees.
            let mut oriented = public.clone();
            oriented.perspective = view.perspective;
            assert_eq!(
                view, oriented,
                "{id}: {audience:?} sees more than the public"
            );
        }
        assert!(
            boards.iter().any(|board| board.name == view.board.name),
            "{id}: {audience:?} view on {}, not one of the game's boards",
            view.board.name
        );
        if in_catalogue {
            let stored = serde_json::to_string(&view).expect("a view serialises");
            let read: BoardView = serde_json::from_str(&stored)
                .unwrap_or_else(|error| panic!("{id}: {stored} does not read back: {error}"));
            assert_eq!(read, view, "{id}: {audience:?} view round trip");
        }
    }
}

/// The keys of a game's texts in each language: its own files and the shared one.
struct Texts(Vec<(&'static str, HashSet<&'static str>)>);

impl Texts {
    fn of(entry: &GameEntry) -> Self {
        Texts(
            LANGUAGES
                .iter()
                .map(|&language| {
                    let files =
                        sources(SHARED, language).chain(sources(entry.about.texts, language));
                    (language, files.flat_map(keys).collect())
                })
                .collect(),
        )
    }

    /// `key` is in every language of the game's texts.
    fn check_key(&self, id: &str, key: &str) {
        for (language, keys) in &self.0 {
            assert!(
                keys.contains(key),
                "{id}: {key} is not in its {language} texts"
            );
        }
    }

    /// Every key `said` uses (its own, those of the names and sentences in it) is in every language of
    /// the game's texts.
    fn check(&self, id: &str, said: &Reason) {
        self.check_key(id, &said.key);
        for (_, arg) in &said.args {
            match arg {
                Arg::Name(key) => self.check_key(id, key),
                Arg::Reason(inner) => self.check(id, inner),
                Arg::Text(_) | Arg::Number(_) => {}
            }
        }
    }

    /// Every key of what `game` says now (notes aside: [`check_actions`] plays them) is in its texts:
    /// its view lines and its choices, for every audience and seat.
    fn check_game(&self, id: &str, game: &dyn Game) {
        for audience in audiences(game) {
            let view = game.view(audience);
            let lines = view
                .panels
                .iter()
                .map(|panel| &panel.title)
                .chain(&view.info);
            for line in lines {
                self.check(id, &line.says);
            }
            for face in view.pieces.iter().map(|piece| piece.face) {
                if let Some(games::Badge::Said(key)) = face.badge {
                    self.check(id, &Reason::new(key, Vec::new()));
                }
            }
        }
        for seat in Seat::all(game.seating().seats()) {
            for choice in game.choices(seat) {
                self.check(id, &choice.label);
                self.check(id, &choice.detail);
            }
        }
    }
}

/// A random listed action; after a few setup steps, one that makes the seat ready, so that playouts
/// reach play.
fn pick(game: &dyn Game, seat: Seat, step: usize, rng: &mut GameRng) -> String {
    let listed = game.legal_actions(seat);
    if game.phase() == Phase::Setup && step > 8 {
        let readies = listed.iter().find(|action| {
            let mut copy = game.clone_game();
            copy.play(seat, action)
                .is_ok_and(|played| played.report.has(Fact::Ready(seat)))
        });
        if let Some(ready) = readies {
            return ready.clone();
        }
    }
    listed[rng.below(listed.len() as u32) as usize].clone()
}

fn replay(entry: &GameEntry, settings: &Settings, seed: u64, log: &[Logged]) -> Box<dyn Game> {
    let mut game = entry.create(settings, seed).expect("settings are valid");
    for logged in log {
        match logged {
            Logged::Play(seat, action) => {
                game.play(*seat, action).expect("a logged action replays");
            }
            Logged::Intervene(intervention) => {
                game.intervene(*intervention)
                    .expect("a logged intervention replays");
            }
        }
    }
    game
}

/// Every position string the game writes once play has begun, of a finished game too, reads back as
/// the same position: an exported game can always be loaded again.
fn check_position_reads_back(entry: &GameEntry, game: &dyn Game, settings: &Settings) {
    let id = entry.about.id;
    let position = game.position();
    let loaded = entry
        .from_position(&position, settings)
        .unwrap_or_else(|error| panic!("{id}: {position} does not load: {error}"));
    assert_eq!(loaded.position(), position, "{id}: position round trip");
}

/// The seeds of a playout's game, as a host would have them: a server seed and two players'.
fn trial_seeds(seed: u64) -> (ServerSeed, Vec<PlayerSeed>) {
    let server = ServerSeed::from_bytes(sha256(&seed.to_le_bytes()));
    (
        server,
        vec![
            PlayerSeed::from_word("ann"),
            PlayerSeed::from_accept(2, seed),
        ],
    )
}

/// The umpire's proof: a game that hides something or draws at random commits to its hidden points as
/// play begins, and the record of its playout, revealed, verifies; a game that does neither hides
/// nothing, so has nothing to publish.
fn check_fairness(entry: &GameEntry, settings: &Settings, seed: u64, log: &[Logged]) {
    let id = entry.about.id;
    let (server, players) = trial_seeds(seed);
    let mut game = entry
        .create(settings, game_seed(&server, &players))
        .expect("a new game");
    let mut record = FairRecord::new(entry, settings, &server, &players);
    let mut salts: Vec<Salt> = Vec::new();
    let mut steps = Vec::new();
    for logged in log {
        if record.root.is_none() && !game.hidden_points().is_empty() {
            salts = (0..game.hidden_points().len() as u64)
                .map(|point| Hex(sha256(&(seed << 16 | point).to_be_bytes())))
                .collect();
            record.commit(game.as_ref(), &salts);
        }
        let kind = match logged {
            Logged::Play(seat, action) => StepKind::Play {
                seat: seat.0,
                action: action.clone(),
            },
            Logged::Intervene(intervention) => StepKind::Intervene(*intervention),
        };
        kind.apply(game.as_mut()).expect("a logged step replays");
        steps.push(kind);
    }
    if !entry.about.policy.commits {
        assert!(game.hidden_points().is_empty(), "{id}: hides nothing");
        return;
    }
    let secrets = Secrets {
        server: &server,
        salts: &salts,
    };
    let finished = record.finish(entry, &steps, secrets).expect("it replays");
    assert_eq!(
        verify(entry, &finished),
        Ok(()),
        "{id}: its record verifies"
    );
}

fn playout(entry: &GameEntry, seed: u64) {
    let id = entry.about.id;
    let settings = entry.check_options(&[]).expect("the standard options");
    let (server, players) = trial_seeds(seed);
    let stream = game_seed(&server, &players);
    let mut game = entry.create(&settings, stream).expect("a new game");
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut log = Vec::new();
    let texts = Texts::of(entry);
    for step in 0..LONGEST {
        check_phase(entry, game.as_ref());
        let Some(&seat) = game
            .to_act()
            .get(rng.below(game.to_act().len().max(1) as u32) as usize)
        else {
            break;
        };
        check_actions(entry, &texts, game.as_ref(), seat, &mut rng);
        if step % 16 == 0 {
            assert_eq!(
                game.perft(1),
                game.legal_actions(game.to_act()[0]).len() as u64,
                "{id}: perft 1"
            );
            let leaves = game.perft(2);
            if leaves <= GENERIC_LEAVES || game.phase() == Phase::Setup {
                assert_eq!(leaves, generic_perft(game.as_ref(), 2), "{id}: perft 2");
            }
        }
        if game.phase() != Phase::Setup {
            check_position_reads_back(entry, game.as_ref(), &settings);
        }
        let action = pick(game.as_ref(), seat, step, &mut rng);
        if step % 4 == 0 {
            check_views(entry, game.as_ref());
            texts.check_game(id, game.as_ref());
            check_secrecy(
                entry,
                game.as_ref(),
                Some((seat, &action)),
                seed + step as u64,
            );
        }
        if rng.below(300) == 0 {
            let intervention = Intervention::Resign(seat);
            if let Ok(report) = game.intervene(intervention) {
                for note in &report.notes {
                    texts.check(id, &note.says);
                }
                log.push(Logged::Intervene(intervention));
                break;
            }
        }
        let before = game.phase();
        let played = game.play(seat, &action).expect("a listed action plays");
        let after = game.phase();
        assert_eq!(
            played.report.has(Fact::PhaseChanged(after)),
            before != after,
            "{id}: a phase change is reported exactly when it happens"
        );
        for fact in &played.report.facts {
            if let Fact::TurnOver(turn) = fact {
                assert_eq!(*turn, seat, "{id}: only the actor's turn ends");
            }
        }
        log.push(Logged::Play(seat, action));
    }
    check_phase(entry, game.as_ref());
    check_secrecy(entry, game.as_ref(), None, seed);
    if game.phase() != Phase::Setup {
        check_position_reads_back(entry, game.as_ref(), &settings);
    }
    let snapshot = game.snapshot();
    assert_eq!(
        snapshot.version, entry.snapshot_version,
        "{id}: snapshot version"
    );
    let restored = entry.restore(&snapshot.json).expect("a snapshot restores");
    assert_eq!(restored.snapshot(), snapshot, "{id}: snapshot round trip");
    let replayed = replay(entry, &settings, stream, &log);
    assert_eq!(
        replayed.snapshot(),
        snapshot,
        "{id}: the log replays to the state"
    );
    assert_eq!(game.settings(), settings, "{id}: settings kept");
    check_fairness(entry, &settings, seed, &log);
}
/// The entry describes itself for the host: its texts and their keys in every language, its seating, a game
/// on its board, its options.
fn describes_itself_for_the_host(entry: &GameEntry) {
    let about = entry.about;
    assert!(!about.id.is_empty() && about.id == about.id.to_ascii_lowercase());
    let settings = entry.check_options(&[]).expect("standard options");
    let seating = entry.seating(&settings).expect("a seating");
    let mut words = vec![about.name_key(), about.summary_key()];
    words.extend(about.rules_keys());
    words.extend(seating.names.iter().map(|&name| name.to_owned()));
    words.extend(
        about
            .verbs
            .iter()
            .flat_map(|verb| std::iter::once(verb.help).chain(verb.button))
            .map(str::to_owned),
    );
    words.extend(
        (entry.option_specs)()
            .iter()
            .map(|spec| about.option_key(spec.name)),
    );
    words.extend(
        (entry.boards)()
            .iter()
            .map(|board| format!("board-{}", board.name)),
    );
    let texts = Texts::of(entry);
    for key in words {
        texts.check_key(about.id, &key);
    }
    let unknown = [("no-such-option".to_owned(), "on".to_owned())];
    let refused = entry.check_options(&unknown).expect_err("no such option");
    texts.check(about.id, &refused.0);
    assert!(seating.seats() >= 2, "{}", about.id);
    assert_eq!(seating.teams.len(), seating.seats(), "{}", about.id);
    let game = entry.create(&settings, 1).expect("a game");
    assert_eq!(game.seating(), seating, "{}", about.id);
    assert_eq!(game.about(), about);
    let view = game.view(Audience::Public);
    view.board
        .check()
        .unwrap_or_else(|problem| panic!("{problem}"));
    let points = view.board.points.len();
    assert!(
        view.pieces
            .iter()
            .all(|piece| usize::from(piece.at) < points),
        "{}: pieces on the board",
        about.id
    );
    for spec in (entry.option_specs)() {
        let pairs = [(spec.name.to_owned(), spec.default.clone())];
        assert!(
            entry.check_options(&pairs).is_ok(),
            "{}: {} takes its default",
            about.id,
            spec.name
        );
    }
}

/// One trial a game: it describes itself, then obeys the laws in its random playouts.
fn main() -> ExitCode {
    // The newest entries first: the later games of the catalogue are the larger, and their trials, the
    // longest, are best started first, so that the others fill the other threads meanwhile.
    let trials = entries()
        .into_iter()
        .rev()
        .map(|entry| {
            Trial::test(format!("conformance::{}", entry.about.id), move || {
                describes_itself_for_the_host(entry);
                for seed in 0..PLAYOUTS {
                    playout(entry, seed);
                }
                Ok(())
            })
        })
        .collect();
    libtest_mimic::run(&Arguments::from_args(), trials).exit_code()
}
