//! The `umpire` program under another name, for the end-to-end tests that run the bot as processes of
//! its own (the `umpire` binary belongs to another package, whose binaries these tests cannot name).

fn main() -> std::process::ExitCode {
    umpire::app::main()
}
