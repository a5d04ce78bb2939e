//! The `umpire` binary.

use clap::Parser;
use std::process::ExitCode;
use umpire::cli::{Cli, run_tool};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Some(tool) => run_tool(tool),
        None => Err(anyhow::anyhow!("The bot itself is not wired up yet.")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
