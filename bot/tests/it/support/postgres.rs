//! A private PostgreSQL server for tests: `initdb` into a temporary folder, `postgres` on a free loopback
//! port, stopped when dropped. As root (CI), the server runs as `nobody` through `setpriv`, since PostgreSQL
//! refuses to run as root.
//!
//! Without the binaries (looked for on `PATH`, then in `/usr/lib/postgresql/<version>/bin`) the tests say
//! loudly that they were skipped, or fail when `UMPIRE_REQUIRE_POSTGRES=1`.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

/// A running server, stopped when dropped.
pub struct Server {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
    as_nobody: bool,
    _folder: tempfile::TempDir,
}

/// Runs `program` of the server's binaries with `args`, and fails the test if it fails.
fn checked(mut command: Command, program: &str) {
    let output = command
        .output()
        .unwrap_or_else(|error| panic!("{program} did not start: {error}"));
    assert!(
        output.status.success(),
        "{program} failed: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The folder holding `initdb`, `pg_ctl` and `postgres`.
fn binaries() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default();
    let mut debian: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok().map(|entry| entry.path().join("bin")))
                .collect()
        })
        .unwrap_or_default();
    debian.sort();
    debian.reverse();
    on_path
        .into_iter()
        .chain(debian)
        .find(|folder| folder.join("initdb").is_file() && folder.join("pg_ctl").is_file())
}

/// Starts a server, or returns `None` (saying so loudly) when PostgreSQL is not installed and not
/// required.
pub fn start(test: &str) -> Option<Server> {
    let Some(bin) = binaries() else {
        let required = std::env::var("UMPIRE_REQUIRE_POSTGRES").is_ok_and(|value| value == "1");
        assert!(
            !required,
            "UMPIRE_REQUIRE_POSTGRES=1 but no PostgreSQL binaries (initdb, pg_ctl) were found"
        );
        eprintln!(
            "\n*** SKIPPED {test}: PostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql/*/bin); \
             install it (Debian: apt-get install postgresql) to run the PostgreSQL tests ***\n"
        );
        return None;
    };
    let as_nobody = std::fs::metadata("/proc/self").is_ok_and(|meta| meta.uid() == 0);
    let folder = tempfile::tempdir().expect("a temporary folder");
    let data = folder.path().join("data");
    if as_nobody {
        std::os::unix::fs::chown(folder.path(), Some(65534), Some(65534)).expect("chown");
    }
    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        listener.local_addr().expect("an address").port()
    };
    let server = Server {
        bin,
        data,
        port,
        as_nobody,
        _folder: folder,
    };
    server.run(
        "initdb",
        &[
            "-D",
            server.data.to_str().expect("a UTF-8 path"),
            "-U",
            "postgres",
            "--auth=trust",
            "--encoding=UTF8",
            "--no-locale",
            "--no-sync",
        ],
    );
    server.start_again();
    Some(server)
}

impl Server {
    fn command(&self, program: &str) -> Command {
        let path = self.bin.join(program);
        let mut command = if self.as_nobody {
            let mut command = Command::new("setpriv");
            command
                .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
                .arg(path);
            command
        } else {
            Command::new(path)
        };
        command.current_dir(self.data.parent().unwrap_or(Path::new("/")));
        command
    }

    fn run(&self, program: &str, args: &[&str]) {
        let mut command = self.command(program);
        command.args(args);
        checked(command, program);
    }

    /// Starts the server (again, after [`Server::stop`]), on its port, and waits until it takes
    /// connections.
    pub fn start_again(&self) {
        let options = format!(
            "-p {} -c listen_addresses=127.0.0.1 -k {}",
            self.port,
            self.data.display()
        );
        let log = self.data.join("server.log");
        self.run(
            "pg_ctl",
            &[
                "-D",
                self.data.to_str().expect("a UTF-8 path"),
                "-o",
                &options,
                "-l",
                log.to_str().expect("a UTF-8 path"),
                "-w",
                "start",
            ],
        );
    }

    /// Stops the server at once, as a crash or a lost network would leave the processes using it.
    #[allow(
        dead_code,
        reason = "each test binary has its own copy of these helpers, and not every one stops its server"
    )]
    pub fn stop(&self) {
        self.run(
            "pg_ctl",
            &[
                "-D",
                self.data.to_str().expect("a UTF-8 path"),
                "-m",
                "immediate",
                "-w",
                "stop",
            ],
        );
    }

    /// The address of a new, empty database on this server.
    pub fn fresh_database(&self) -> String {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let name = format!("umpire_{}", NEXT.fetch_add(1, Ordering::Relaxed));
        umpire::store::postgres::blocking(|| {
            let mut client = postgres::Client::connect(&self.address("postgres"), postgres::NoTls)
                .expect("a connection to the test server");
            client
                .batch_execute(&format!("CREATE DATABASE {name}"))
                .expect("a new database");
        });
        self.address(&name)
    }

    fn address(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self
            .command("pg_ctl")
            .args([
                "-D",
                &self.data.to_string_lossy(),
                "-m",
                "immediate",
                "-w",
                "stop",
            ])
            .output();
    }
}
