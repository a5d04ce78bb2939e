//! The command line: run the bot, or work on a game position without Discord.

use anyhow::{Context, Result, bail};
use clap::{Args, Parser, Subcommand};
use games::fairness::FairRecord;
use games::fairness::record::EXPORT_MARK;
use games::{Audience, Game, GameKind, Seat};
use std::io::Write;
use std::path::PathBuf;

/// Umpire: board games in Discord, with the bot as umpire.
#[derive(Debug, Parser)]
#[command(name = "umpire", version, about)]
pub struct Cli {
    /// What to do; without a subcommand, run the bot.
    #[command(subcommand)]
    pub command: Option<Tool>,
    /// How the bot runs.
    #[command(flatten)]
    pub config: crate::config::Config,
}

/// The developer commands.
#[derive(Debug, Subcommand)]
pub enum Tool {
    /// Print every legal move, in canonical form, one per line, sorted.
    Moves(PositionArgs),
    /// Count the leaf nodes of the legal-move tree to a depth.
    Perft {
        /// The position and options.
        #[command(flatten)]
        position: PositionArgs,
        /// How many plies deep.
        depth: u32,
        /// Also print each root move with its subtree count.
        #[arg(long)]
        divide: bool,
    },
    /// Draw a position as a PNG image.
    Render {
        /// The position and options.
        #[command(flatten)]
        position: PositionArgs,
        /// The seat whose side is at the bottom, by name or number (default: the first seat).
        #[arg(long)]
        perspective: Option<String>,
        /// Where to write the PNG (default: `<game>.png`).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Check an exported game record against what the umpire committed to before play: the seeds
    /// against their hash, every revealed piece against the root, and a replay of every step to the
    /// same public sentences and result. Prints "verified", or fails naming the first disagreement.
    Verify {
        /// The exported record (`export #N`), or its fairness JSON alone.
        file: PathBuf,
    },
    /// Copy every game (with its log and clock), challenge, saved setup, setting, rating, follow and
    /// undelivered message from one database into another, empty one, then check the copy by counts and
    /// by replaying every game's log to its snapshot. Each database is a sled folder or a PostgreSQL
    /// address (`postgres://…`); stop the bot first.
    Migrate {
        /// The database to copy.
        #[arg(long)]
        from: String,
        /// The empty database to copy into (created when it is a sled folder).
        #[arg(long)]
        to: String,
    },
    /// Check the bot's setup on Discord with its token (DISCORD_TOKEN): the token works, the Message
    /// Content intent is enabled, the slash commands are registered and, in a channel, the bot has the
    /// permissions it needs; each problem names the switch that fixes it. Exits with 1 when something is
    /// to fix.
    Doctor(DoctorArgs),
}

/// Where `umpire doctor` looks besides the bot's own settings.
#[derive(Debug, Args)]
pub struct DoctorArgs {
    /// A channel (its id) whose permissions to check; its server's slash commands are checked too.
    #[arg(long)]
    pub channel: Option<u64>,
    /// A server (its id) whose slash commands to check, when no channel names it.
    #[arg(long)]
    pub server: Option<u64>,
    /// A user (their id) to send a direct message to, to see that it reaches them.
    #[arg(long)]
    pub user: Option<u64>,
}

/// A game, a position and rule options, as typed on the command line.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The game (`jungle`, …).
    pub game: String,
    /// A position string in the game's format; the start position when left out.
    #[arg(long)]
    pub position: Option<String>,
    /// A rule option as NAME=VALUE; repeat for several.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
}

impl PositionArgs {
    /// Builds the game these arguments describe.
    pub fn load(&self) -> Result<Box<dyn Game>> {
        let kind: GameKind = self.game.parse()?;
        let options = self
            .options
            .iter()
            .map(|pair| {
                let (name, value) = pair.split_once('=').with_context(|| {
                    format!("Options are written NAME=VALUE, and \"{pair}\" has no '='.")
                })?;
                Ok((name.trim().to_owned(), value.trim().to_owned()))
            })
            .collect::<Result<Vec<_>>>()?;
        let settings = kind.check_options(&options)?;
        Ok(match &self.position {
            Some(text) => kind.from_position(text, &settings)?,
            None => kind.create(&settings, 0)?,
        })
    }
}

/// Runs a developer command, writing its result to `output` (standard output for the binary).
pub fn run_tool(tool: &Tool, output: &mut impl Write) -> Result<()> {
    match tool {
        Tool::Doctor(_) => bail!("the setup check needs the bot's settings: run `umpire doctor`"),
        Tool::Moves(args) => {
            let game = args.load()?;
            if let Some(&seat) = game.to_act().first() {
                for action in game.legal_actions(seat) {
                    writeln!(output, "{action}")?;
                }
            }
        }
        Tool::Perft {
            position,
            depth,
            divide,
        } => {
            let game = position.load()?;
            if *divide && *depth > 0 {
                let rows = game.divide(*depth);
                for (action, count) in &rows {
                    writeln!(output, "{action} {count}")?;
                }
                writeln!(
                    output,
                    "{}",
                    rows.iter().map(|(_, count)| count).sum::<u64>()
                )?;
            } else {
                writeln!(output, "{}", game.perft(*depth))?;
            }
        }
        Tool::Render {
            position,
            perspective,
            out,
        } => {
            let game = position.load()?;
            let seat = match perspective {
                Some(name) => parse_seat(game.as_ref(), name)?,
                None => Seat(0),
            };
            let mut view = game.view(Audience::Seat(seat));
            view.perspective = seat;
            let style = render::Style::default();
            let png = render::render_png(&view, &style)?;
            let path = out
                .clone()
                .unwrap_or_else(|| PathBuf::from(format!("{}.png", game.about().id)));
            std::fs::write(&path, png)
                .with_context(|| format!("Could not write {}.", path.display()))?;
            writeln!(output, "{}", path.display())?;
        }
        Tool::Verify { file } => verify_file(file, output)?,
        Tool::Migrate { from, to } => {
            let shown = crate::store::postgres::without_secrets;
            let source = crate::store::Store::open_setting(from).with_context(|| {
                format!("Could not open the database to copy ({}).", shown(from))
            })?;
            let destination = crate::store::Store::open_setting(to).with_context(|| {
                format!("Could not open the database to copy into ({}).", shown(to))
            })?;
            let counts = crate::store::copy::copy(&source, &destination)?;
            writeln!(
                output,
                "Copied {counts} from the {} database into the {} one; every game's log replays to its snapshot.",
                source.backend_name(),
                destination.backend_name()
            )?;
        }
    }
    Ok(())
}

/// `umpire verify FILE`: "verified", or an error naming the first disagreement.
fn verify_file(file: &std::path::Path, output: &mut impl Write) -> Result<()> {
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("Could not read {}.", file.display()))?;
    let record = FairRecord::from_export(&text).with_context(|| {
        format!(
            "{} holds no fairness record (a line {EXPORT_MARK} and its JSON).",
            file.display()
        )
    })?;
    let kind: GameKind = record.game.parse()?;
    match games::fairness::verify(kind.entry(), &record) {
        Ok(()) => writeln!(output, "verified")?,
        Err(disagreement) => bail!("not verified: {disagreement}"),
    }
    Ok(())
}

fn parse_seat(game: &dyn Game, text: &str) -> Result<Seat> {
    let names = game.seating().english_names();
    if let Some(index) = names
        .iter()
        .position(|name| name.eq_ignore_ascii_case(text.trim()))
    {
        return Ok(Seat(index as u8));
    }
    match text.trim().parse::<u8>() {
        Ok(index) if usize::from(index) < names.len() => Ok(Seat(index)),
        _ => bail!(
            "{} has no seat \"{}\"; its seats are {}.",
            game.about().name(),
            text.trim(),
            names.join(", ")
        ),
    }
}
