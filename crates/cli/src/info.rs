//! The texts of `tusk -h`, `-v`, `-m`, `-i` and `--ini`, laid out like
//! php's (tools parse them). Where php names itself in a way Tusk cannot
//! honestly copy (build date, Zend Engine) the text says Tusk instead.
//!
//! It is not phpinfo(): the `-i` report is a short text version for the
//! command line (no stream, extension or variable tables).

use std::fmt::Write as _;
use tusk_engine::config::{Config, CONFIG_FILE_PATH, DEFAULTS, PHP_VERSION};

/// Tusk's own version.
pub const TUSK_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `-h`: php's usage text, with the program name as invoked.
pub fn usage(prog: &str) -> String {
    let p = prog;
    format!(
        "Usage: {p} [options] [-f] <file> [--] [args...]
   {p} [options] -r <code> [--] [args...]
   {p} [options] [-B <begin_code>] -R <code> [-E <end_code>] [--] [args...]
   {p} [options] [-B <begin_code>] -F <file> [-E <end_code>] [--] [args...]
   {p} [options] -S <addr>:<port> [-t docroot] [router]
   {p} [options] -- [args...]
   {p} [options] -a

  -a               Run as interactive shell (requires readline extension)
  -c <path>|<file> Look for php.ini file in this directory
  -n               No configuration (ini) files will be used
  -d foo[=bar]     Define INI entry foo with value 'bar'
  -e               Generate extended information for debugger/profiler
  -f <file>        Parse and execute <file>.
  -h               This help
  -i               PHP information
  -l               Syntax check only (lint)
  -m               Show compiled in modules
  -r <code>        Run PHP <code> without using script tags <?..?>
  -B <begin_code>  Run PHP <begin_code> before processing input lines
  -R <code>        Run PHP <code> for every input line
  -F <file>        Parse and execute <file> for every input line
  -E <end_code>    Run PHP <end_code> after processing all input lines
  -H               Hide any passed arguments from external tools.
  -S <addr>:<port> Run with built-in web server.
  -t <docroot>     Specify document root <docroot> for built-in web server.
  -s               Output HTML syntax highlighted source.
  -v               Version number
  -w               Output source with stripped comments and whitespace.
  -z <file>        Load Zend extension <file>.

  args...          Arguments passed to script. Use -- args when first argument
                   starts with - or script is read from stdin

  --ini            Show configuration file names

  --rf <name>      Show information about function <name>.
  --rc <name>      Show information about class <name>.
  --re <name>      Show information about extension <name>.
  --rz <name>      Show information about Zend extension <name>.
  --ri <name>      Show configuration for extension <name>.

"
    )
}

/// `-v`: the first line starts like php's ("PHP 8.2.x (cli)") for tools
/// that parse it; the next line names Tusk.
pub fn version() -> String {
    format!(
        "PHP {PHP_VERSION} (cli) (tusk {TUSK_VERSION}) (NTS)\n\
         Tusk v{TUSK_VERSION}, a PHP engine written in Rust\n"
    )
}

/// The modules the engine provides: Core plus each built-in module's
/// extension name, sorted as php sorts them (case-insensitively).
pub fn module_names() -> Vec<&'static str> {
    let mut names = tusk_engine::core_funcs::loaded_extensions();
    names.sort_by_key(|n| n.to_ascii_lowercase());
    names
}

/// `-m`.
pub fn modules() -> String {
    let mut s = String::from("[PHP Modules]\n");
    for n in module_names() {
        s.push_str(n);
        s.push('\n');
    }
    s.push_str("\n[Zend Modules]\n\n");
    s
}

fn or_none(s: Option<String>) -> String {
    s.unwrap_or_else(|| "(none)".to_string())
}

fn additional_files(cfg: &Config, sep: &str) -> String {
    if cfg.scanned_files.is_empty() {
        return "(none)".to_string();
    }
    let v: Vec<String> = cfg
        .scanned_files
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    v.join(sep)
}

/// `--ini`.
pub fn ini_files(cfg: &Config) -> String {
    format!(
        "Configuration File (php.ini) Path: {CONFIG_FILE_PATH}\n\
         Loaded Configuration File:         {}\n\
         Scan for additional .ini files in: {}\n\
         Additional .ini files parsed:      {}\n",
        or_none(cfg.loaded_file.as_ref().map(|p| p.display().to_string())),
        or_none(cfg.scan_dir.clone()),
        additional_files(cfg, ",\n"),
    )
}

/// uname(2)'s fields as `uname -a` prints the first five.
fn system() -> String {
    let read = |f: &str| {
        std::fs::read_to_string(format!("/proc/sys/kernel/{f}"))
            .map(|s| s.trim().to_string())
            .unwrap_or_default()
    };
    let os = match read("ostype") {
        s if s.is_empty() => std::env::consts::OS.to_string(),
        s => s,
    };
    format!(
        "{} {} {} {} {}",
        os,
        read("hostname"),
        read("osrelease"),
        read("version"),
        std::env::consts::ARCH
    )
}

/// `-i`: a short phpinfo in text form.
pub fn phpinfo(cfg: &Config) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "phpinfo()\nPHP Version => {PHP_VERSION}\n\n\
         System => {}\n\
         Engine => Tusk {TUSK_VERSION}\n\
         Server API => Command Line Interface\n\
         Virtual Directory Support => disabled\n\
         Configuration File (php.ini) Path => {CONFIG_FILE_PATH}\n\
         Loaded Configuration File => {}\n\
         Scan this dir for additional .ini files => {}\n\
         Additional .ini files parsed => {}\n\
         Debug Build => {}\n\
         Thread Safety => disabled\n\n",
        system(),
        or_none(cfg.loaded_file.as_ref().map(|p| p.display().to_string())),
        or_none(cfg.scan_dir.clone()),
        additional_files(cfg, ",\n"),
        if cfg!(debug_assertions) { "yes" } else { "no" },
    );
    s.push_str("Configuration\n");
    for (module, entries) in DEFAULTS {
        let _ = write!(s, "\n{module}\n\n");
        if *module == "Core" {
            let _ = write!(s, "PHP Version => {PHP_VERSION}\n\n");
        }
        s.push_str("Directive => Local Value => Master Value\n");
        for (key, _, _) in entries.iter() {
            let v = cfg.display_value(key).unwrap_or_default();
            let _ = writeln!(s, "{key} => {v} => {v}");
        }
    }
    s.push_str("\nModules\n\n");
    for n in module_names() {
        let _ = writeln!(s, "{n}");
    }
    s.push_str("\nEnvironment\n\nVariable => Value\n");
    for (k, v) in std::env::vars_os() {
        let _ = writeln!(s, "{} => {}", k.to_string_lossy(), v.to_string_lossy());
    }
    s
}
