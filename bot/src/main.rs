//! The `umpire` binary: [`umpire::app::main`].

fn main() -> std::process::ExitCode {
    umpire::app::main()
}
