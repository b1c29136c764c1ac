//! tusk-engine: the facade the `tusk` binary and the server use. It owns the
//! configuration (ini: defaults, php.ini files, -d), the script cache
//! (compiled code shared by every worker, revalidated by mtime) and runs a
//! script from start to shutdown. It has no I/O policy of its own beyond
//! reading scripts: stdout/stderr or a response body are the caller's sink.

pub mod config;

pub use config::Config;

use std::path::PathBuf;

/// Where the main script comes from.
pub enum Source {
    /// A file path, as given on the command line.
    File(PathBuf),
    /// `-r CODE`: code without the opening tag.
    Code(Vec<u8>),
    /// A script read from standard input (with its own `<?php`).
    Stdin(Vec<u8>),
}

/// Runs a script to the end and returns the process exit status
/// (0, the `exit` code, or 255 after a fatal error).
pub fn run_script(cfg: &Config, src: Source, argv: Vec<Vec<u8>>) -> i32 {
    let _ = (cfg, src, argv);
    eprintln!("tusk: the interpreter is being written");
    255
}

/// `-l`: parses a file; Ok or the php-style parse error text
/// ("PHP Parse error:  syntax error, ... in FILE on line N").
pub fn lint(path: &std::path::Path) -> Result<(), (String, u32)> {
    let src = std::fs::read(path).map_err(|e| (e.to_string(), 0))?;
    tusk_syntax::parse(&src)
        .map(|_| ())
        .map_err(|e| (e.message, e.line))
}
