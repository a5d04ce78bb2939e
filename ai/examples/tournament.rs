//! Measures the levels' strength: each level against the one below, over pairs of games from the same
//! random opening with the colours swapped, and (for Jungle) the strongest level against an independent
//! material-only alpha-beta baseline on the same node budget. Every search stops on its node budget, so
//! the table is the same on any machine and under any load; only the nodes-per-second column depends on
//! the machine.
//!
//! ```text
//! cargo run --release -p ai --example tournament -- [GAME] [GAMES] [THREADS]
//! ```
//!
//! GAME is a catalogue id (`jungle` by default), GAMES the games per pairing (100 by default, rounded up
//! to an even number), THREADS the games played at once (2 by default). A fourth argument LEVEL plays
//! only the pairing of that level against the one below; `baseline` plays only the strongest Jungle
//! level against the baseline. In Junqi for four (`junqi4`) a level plays a
//! team: both its seats, each thinking for itself; the teams swap from one game to the next. A game
//! with a setup phase (Junqi) opens with the setups the levels choose, varied by each game's seed.
//!
//! A fifth argument RECORD names a file each game's result is added to as the game ends. Run again with
//! the same arguments, the pairing plays only the games the file does not hold and counts those it
//! does, so that a pairing of a slow game (Cetkaik's and Lún Jungi's take hours) can be played in parts.
//!
//! The table goes to standard output once a pairing is over; a line on standard error after each game
//! tells how far the pairing has come.

use ai::arena::{Bot, Contestant, Played, Spent, openings, play};
use ai::jungle::baseline::Baseline;
use ai::{Level, Unable};
use games::jungle::Jungle;
use games::{Game, GameKind, Outcome, Seat};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// The plies after which a game is stopped and counted a draw.
const PLY_CAP: usize = 300;
/// The same for Cetkaik, whose four seasons take many more actions (a stepping move and its landing,
/// a decision).
const CETKAIK_PLY_CAP: usize = 3000;
/// The same for 翻棋, whose fifty flips come on top of the moves (its no-capture limit ends a game that
/// goes round in circles well before).
const FANQI_PLY_CAP: usize = 800;
/// The same for Junqi for four, whose four seats make four plies a round.
const JUNQI4_PLY_CAP: usize = 800;
/// The same for Lún Jungi, whose round board lets the pieces circle each other for long (its rule of
/// 150 plies without a capture ends a game that only circles).
const LUN_PLY_CAP: usize = 1500;
/// The random plies of each opening.
const OPENING_PLIES: usize = 4;

/// The baseline as a contestant, on the strongest level's node budget.
struct Material(Baseline);

impl Contestant for Material {
    fn name(&self) -> String {
        "material alpha-beta".to_owned()
    }

    fn act(
        &mut self,
        game: &dyn Game,
        _seat: Seat,
        _seed: u64,
    ) -> Result<(Vec<String>, u64), Unable> {
        let snapshot = game.snapshot();
        let jungle: Jungle = serde_json::from_str(&snapshot.json)
            .map_err(|e| Unable::new("unable-state", vec![("error", e.to_string().into())]))?;
        let mv = self
            .0
            .choose(
                jungle.board(),
                jungle.history(),
                games::Rules::options(&jungle),
            )
            .ok_or_else(|| Unable::plain("unable-no-move"))?;
        Ok((
            vec![games::Rules::format_action(&jungle, &mv)],
            self.0.nodes(),
        ))
    }
}

/// Who plays: a level, or the baseline.
#[derive(Clone, Copy, Debug)]
enum Who {
    Level(Level),
    Baseline(u64),
}

impl Who {
    fn contestant(self) -> Box<dyn Contestant> {
        match self {
            Who::Level(level) => Box::new(Bot(level)),
            Who::Baseline(budget) => Box::new(Material(Baseline::new(budget))),
        }
    }

    fn name(self) -> String {
        self.contestant().name()
    }
}

/// The CPU time of the calling thread (Linux: `/proc/thread-self/schedstat`), so that nodes per second
/// do not depend on what else the machine runs; the wall clock where it cannot be read.
fn thread_cpu_time() -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(
            || {
                static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
                START.get_or_init(std::time::Instant::now).elapsed()
            },
            Duration::from_nanos,
        )
}

/// The results of one pairing, from the first contestant's side.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    plies: usize,
    nodes: [u64; 2],
    time: [Duration; 2],
    turns: [u32; 2],
    /// How the draws came about: the rule that ended each, or the ply cap.
    draws_by: BTreeMap<String, u32>,
}

/// How a game ended for the first contestant of its pairing.
#[derive(Debug)]
enum GameResult {
    Won,
    /// Drawn, and what ended it.
    Drawn(String),
    Lost,
}

/// One game of a pairing, from its first contestant's side: what the tally counts and the record keeps.
#[derive(Debug)]
struct Finished {
    /// Its number in the pairing.
    index: usize,
    result: GameResult,
    plies: usize,
    /// What the first and the second contestant spent.
    spent: [Spent; 2],
}

impl Finished {
    /// `played`, game `index`, in which the first contestant played side `first_side`.
    fn of(index: usize, first_side: usize, played: &Played) -> Self {
        let result = match played.winner {
            Some(side) if side.index() == first_side => GameResult::Won,
            Some(_) => GameResult::Lost,
            None => GameResult::Drawn(draw_cause(played.outcome.as_ref())),
        };
        Self {
            index,
            result,
            plies: played.plies,
            spent: [played.spent[first_side], played.spent[1 - first_side]],
        }
    }

    /// Its line in a record: the pairing, the game's number, its result (`won`, `lost`, or `drawn` and
    /// what ended it), its plies, and each contestant's nodes, thinking time in nanoseconds and turns,
    /// separated by tabs.
    fn line(&self, pairing: &str) -> String {
        let result = match &self.result {
            GameResult::Won => "won".to_owned(),
            GameResult::Lost => "lost".to_owned(),
            GameResult::Drawn(cause) => format!("drawn: {cause}"),
        };
        let spent = self
            .spent
            .iter()
            .map(|spent| {
                format!(
                    "{}\t{}\t{}",
                    spent.nodes,
                    spent.time.as_nanos(),
                    spent.turns
                )
            })
            .collect::<Vec<_>>()
            .join("\t");
        format!(
            "{pairing}\t{}\t{result}\t{}\t{spent}",
            self.index, self.plies
        )
    }

    /// The game a record's `line` holds, with its pairing; `None` for a line that is cut short or
    /// unreadable (a run stopped while writing it), whose game is then played again.
    fn read(line: &str) -> Option<(String, Self)> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [pairing, index, result, plies, spent @ ..] = fields.as_slice() else {
            return None;
        };
        let result = match *result {
            "won" => GameResult::Won,
            "lost" => GameResult::Lost,
            drawn => GameResult::Drawn(drawn.strip_prefix("drawn: ")?.to_owned()),
        };
        let numbers: Vec<u64> = spent
            .iter()
            .map(|field| field.parse().ok())
            .collect::<Option<_>>()?;
        let [nodes0, time0, turns0, nodes1, time1, turns1] = numbers.as_slice() else {
            return None;
        };
        let spent = |nodes: u64, time: u64, turns: u64| -> Option<Spent> {
            Some(Spent {
                nodes,
                time: Duration::from_nanos(time),
                turns: turns.try_into().ok()?,
            })
        };
        Some((
            (*pairing).to_owned(),
            Self {
                index: index.parse().ok()?,
                result,
                plies: plies.parse().ok()?,
                spent: [
                    spent(*nodes0, *time0, *turns0)?,
                    spent(*nodes1, *time1, *turns1)?,
                ],
            },
        ))
    }
}

/// The games of `pairing` that the record `text` holds, by number.
fn recorded(text: &str, pairing: &str) -> BTreeMap<usize, Finished> {
    text.lines()
        .filter_map(Finished::read)
        .filter(|(of, _)| of == pairing)
        .map(|(_, game)| (game.index, game))
        .collect()
}

impl Tally {
    /// Counts `game`.
    fn add(&mut self, game: &Finished) {
        match &game.result {
            GameResult::Won => self.wins += 1,
            GameResult::Lost => self.losses += 1,
            GameResult::Drawn(cause) => {
                self.draws += 1;
                *self.draws_by.entry(cause.clone()).or_default() += 1;
            }
        }
        self.plies += game.plies;
        for (who, spent) in game.spent.iter().enumerate() {
            self.nodes[who] += spent.nodes;
            self.time[who] += spent.time;
            self.turns[who] += spent.turns;
        }
    }

    /// The draws' causes, the most frequent first (`repetition 40, ply cap 5`), or `-`.
    fn draw_causes(&self) -> String {
        let mut causes: Vec<(&String, &u32)> = self.draws_by.iter().collect();
        causes.sort_by(|a, b| b.1.cmp(a.1));
        if causes.is_empty() {
            return "-".to_owned();
        }
        causes
            .iter()
            .map(|(cause, count)| format!("{cause} {count}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// What ended a drawn game, in a word or two.
fn draw_cause(outcome: Option<&Outcome>) -> String {
    match outcome {
        None => "ply cap".to_owned(),
        Some(Outcome::Draw { reason } | Outcome::Win { reason, .. }) => {
            format!("{reason:?}").to_lowercase()
        }
    }
}

/// The plies after which a game of `game` is stopped.
fn ply_cap(game: &str) -> usize {
    match game {
        "cetkaik" => CETKAIK_PLY_CAP,
        "fanqi" => FANQI_PLY_CAP,
        "junqi4" => JUNQI4_PLY_CAP,
        "lun" => LUN_PLY_CAP,
        _ => PLY_CAP,
    }
}

/// Plays the pairing of `first` against `second`, `games` games `threads` at a time; with a `record`, only
/// the games it does not hold, each added to it as it ends.
fn pairing(
    kind: GameKind,
    (first, second): (Who, Who),
    games: usize,
    threads: usize,
    record: Option<&Path>,
) -> Tally {
    let settings = kind.check_options(&[]).expect("default options");
    let cap = ply_cap(kind.id());
    let lines = openings(&kind, &settings, games / 2, OPENING_PLIES, 2024);
    let name = format!("{} vs {}", first.name(), second.name());
    // No record yet reads as an empty one.
    let text = record
        .and_then(|path| std::fs::read_to_string(path).ok())
        .unwrap_or_default();
    let done = recorded(&text, &name);
    let mut tally = Tally::default();
    done.values().for_each(|game| tally.add(game));
    let tally = Mutex::new(tally);
    let record = record.map(|path| {
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .expect("the record opens");
        // A line cut short by a run stopped while writing it is ended, so that the next begins anew.
        if !text.is_empty() && !text.ends_with('\n') {
            writeln!(file).expect("the record is written");
        }
        Mutex::new(file)
    });
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= lines.len() * 2 {
                        return;
                    }
                    if done.contains_key(&index) {
                        continue;
                    }
                    let line = &lines[index / 2];
                    // Game 2k: `first` plays side 0 (seat 0, or its team); game 2k+1: side 1.
                    let first_side = index % 2;
                    let (mut a, mut b) = (first.contestant(), second.contestant());
                    let seats: [&mut dyn Contestant; 2] = if first_side == 0 {
                        [a.as_mut(), b.as_mut()]
                    } else {
                        [b.as_mut(), a.as_mut()]
                    };
                    let played: Played = play(
                        &kind,
                        &settings,
                        line.seed,
                        &line.actions,
                        seats,
                        cap,
                        &thread_cpu_time,
                    );
                    let game = Finished::of(index, first_side, &played);
                    if let Some(record) = &record {
                        writeln!(record.lock().unwrap(), "{}", game.line(&name))
                            .expect("the record is written");
                    }
                    let mut tally = tally.lock().unwrap();
                    tally.add(&game);
                    eprintln!(
                        "{name}: {} of {} games played: {} won, {} drawn, {} lost",
                        tally.wins + tally.draws + tally.losses,
                        lines.len() * 2,
                        tally.wins,
                        tally.draws,
                        tally.losses,
                    );
                }
            });
        }
    });
    tally.into_inner().unwrap()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kind: GameKind = args
        .first()
        .map_or("jungle", String::as_str)
        .parse()
        .expect("a game of the catalogue");
    let games: usize = args
        .get(1)
        .map_or(100, |n| n.parse().expect("a number of games"));
    let games = games.div_ceil(2) * 2;
    let threads: usize = args
        .get(2)
        .map_or(2, |n| n.parse().expect("a number of threads"));
    let only = args.get(3).map(String::as_str);
    let record = args.get(4).map(Path::new);
    let only_baseline = only == Some("baseline");
    let only_level: Option<Level> = only
        .filter(|_| !only_baseline)
        .map(|n| n.parse().expect("a level from 2 to 5, or `baseline`"));
    let levels: Vec<Level> = Level::all().collect();
    let mut pairings: Vec<(Who, Who)> = levels
        .windows(2)
        .filter(|pair| !only_baseline && only_level.is_none_or(|level| level == pair[1]))
        .map(|pair| (Who::Level(pair[1]), Who::Level(pair[0])))
        .collect();
    if kind.id() == "jungle" && only_level.is_none() {
        pairings.push((
            Who::Level(Level::MAX),
            Who::Baseline(Level::MAX.node_budget()),
        ));
    }
    let openings = if kind.about.policy.setup_phase {
        "games of their own seeds, each opening with the setups the levels choose".to_owned()
    } else {
        format!("openings of {OPENING_PLIES} random plies")
    };
    println!(
        "{}: {games} games per pairing, sides alternated over {} {openings}; a game still going after {} plies is a draw.\n",
        kind.name(),
        games / 2,
        ply_cap(kind.id())
    );
    println!(
        "| pairing | games | wins | draws | losses | score | plies/game | nodes/s (first) | nodes/s (second) | draws by |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (first, second) in pairings {
        let tally = pairing(kind, (first, second), games, threads, record);
        let played = tally.wins + tally.draws + tally.losses;
        let score =
            (f64::from(tally.wins) + f64::from(tally.draws) / 2.0) / f64::from(played) * 100.0;
        let rate = |who: usize| {
            let seconds = tally.time[who].as_secs_f64();
            if seconds > 0.0 {
                format!("{:.0}k", tally.nodes[who] as f64 / seconds / 1000.0)
            } else {
                "-".to_owned()
            }
        };
        println!(
            "| {} vs {} | {played} | {} | {} | {} | {score:.1} % | {:.0} | {} | {} | {} |",
            first.name(),
            second.name(),
            tally.wins,
            tally.draws,
            tally.losses,
            tally.plies as f64 / f64::from(played),
            rate(0),
            rate(1),
            tally.draw_causes(),
        );
    }
}
