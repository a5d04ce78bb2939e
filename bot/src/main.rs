//! The `umpire` binary: [`umpire::app::main`].

/// mimalloc rather than the system's allocator: every move allocates and frees many small buffers on
/// many threads at once, where glibc's allocator spent about a third of the host's CPU under load
/// (`docs/performance.md`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    if let Err(error) = umpire::memory::without_huge_pages() {
        eprintln!("Transparent huge pages stay on ({error}); the bot runs, a little slower.");
    }
    umpire::app::main()
}
