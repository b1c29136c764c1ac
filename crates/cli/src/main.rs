//! `tusk`: the command-line front end, flag-compatible with php's CLI
//! (`tusk [options] [-f] <file> [--] [args...]`, `-r <code>`, stdin,
//! `-l`, `-n`, `-c`, `-d`, `-v`, `-m`, `-i`, `-h`, `--ini`).
//!
//! It parses the command line ([`args`]), builds the configuration
//! (defaults, php.ini, `-d`), then runs or lints the script through the
//! engine facade. It holds no interpreter logic; the global allocator with
//! its memory counters is in [`alloc`].

mod alloc;
mod args;
mod info;
mod lint;
mod serve;
mod serve_config;

use args::{Action, ArgError, Cli, Script};
use std::ffi::OsString;
use std::io::{Read, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::path::Path;
use tusk_engine::{Config, Source};

#[global_allocator]
static GLOBAL: alloc::CountingAlloc = alloc::CountingAlloc;

/// argv[0] for `-r` code and scripts read from stdin.
const STDIN_NAME: &str = "Standard input code";

fn main() {
    let argv: Vec<OsString> = std::env::args_os().collect();
    let code = run(&argv);
    let _ = std::io::stdout().flush();
    std::process::exit(code);
}

/// The program name as php shows it in the usage text.
fn prog_name(argv: &[OsString]) -> String {
    argv.first()
        .map(|a| {
            Path::new(a)
                .file_name()
                .unwrap_or(a)
                .to_string_lossy()
                .into_owned()
        })
        .unwrap_or_else(|| "tusk".to_string())
}

/// Per-request memory accounting for the server's worker threads.
fn request_start(limit: Option<usize>) {
    alloc::set_limit(limit);
    alloc::reset_peak();
}

fn run(argv: &[OsString]) -> i32 {
    let strs: Vec<String> = argv
        .iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    if strs.first().map(String::as_str) == Some("serve") {
        return serve::main(&strs[1..], false, request_start);
    }
    // php -S ADDR [-t DIR] [ROUTER]: options before the first -S only.
    let php_s = strs
        .iter()
        .take_while(|a| a.starts_with('-'))
        .any(|a| a.starts_with("-S"));
    if php_s {
        return serve::main(&strs, true, request_start);
    }
    let mut out = std::io::stdout().lock();
    let cli = match args::parse(argv) {
        Ok(c) => c,
        Err(ArgError::Getopt(msg)) => {
            eprintln!("{msg}");
            let _ = out.write_all(info::usage(&prog_name(argv)).as_bytes());
            return 1;
        }
        Err(ArgError::Conflict(msg)) => {
            let _ = writeln!(out, "{msg}");
            return 1;
        }
    };
    match &cli.action {
        Action::Help => {
            let _ = out.write_all(info::usage(&prog_name(argv)).as_bytes());
            return 0;
        }
        Action::Version => {
            let _ = out.write_all(info::version().as_bytes());
            return 0;
        }
        Action::Modules => {
            let _ = out.write_all(info::modules().as_bytes());
            return 0;
        }
        Action::Interactive => {
            let _ = writeln!(
                out,
                "Interactive shell (-a) requires the readline extension."
            );
            return 1;
        }
        Action::Unsupported(flag) => {
            eprintln!("tusk: option {flag} is not supported");
            return 1;
        }
        Action::Info | Action::IniFiles | Action::Run | Action::Lint => {}
    }
    let cfg = build_config(&cli);
    match cli.action {
        Action::Info => {
            let _ = out.write_all(info::phpinfo(&cfg).as_bytes());
            0
        }
        Action::IniFiles => {
            let _ = out.write_all(info::ini_files(&cfg).as_bytes());
            0
        }
        Action::Lint => {
            drop(out);
            match &cli.script {
                Script::File(f) => match open_check(f) {
                    Some(code) => code,
                    None => lint::lint_file(&cfg, Path::new(f), &f.to_string_lossy()),
                },
                Script::Stdin => lint::lint_stdin(&cfg, &read_stdin()),
                // Refused by the parser (-l with -r).
                Script::Code(_) => 1,
            }
        }
        _ => {
            drop(out);
            run_script(cfg, cli)
        }
    }
}

/// Defaults, then php.ini (-n: only a -c file), then the CLI's forced
/// settings and each -d. Ini syntax errors are printed as php prints them
/// and do not stop the run.
fn build_config(cli: &Cli) -> Config {
    let mut cfg = Config::cli_defaults();
    for e in cfg.load_startup_files(cli.ini_path.as_deref(), cli.no_ini) {
        eprintln!("PHP:  {e}");
    }
    if let Err(e) = cfg.apply_defines(&cli.defines) {
        eprintln!("PHP:  {e}");
    }
    cfg
}

/// php's "Could not open input file" check; Some(exit code) when the run
/// must stop here.
fn open_check(f: &OsString) -> Option<i32> {
    let p = Path::new(f);
    if std::fs::File::open(p).is_err() {
        println!("Could not open input file: {}", f.to_string_lossy());
        return Some(1);
    }
    None
}

fn read_stdin() -> Vec<u8> {
    let mut buf = Vec::new();
    let _ = std::io::stdin().lock().read_to_end(&mut buf);
    buf
}

fn run_script(cfg: Config, cli: Cli) -> i32 {
    let (src, name): (Source, Vec<u8>) = match cli.script {
        Script::File(f) => {
            if let Some(code) = open_check(&f) {
                return code;
            }
            if Path::new(&f).is_dir() {
                // php runs a directory as an empty script.
                return 0;
            }
            let name = f.as_bytes().to_vec();
            (Source::File(f.into()), name)
        }
        Script::Code(c) => (Source::Code(c), STDIN_NAME.as_bytes().to_vec()),
        Script::Stdin => (Source::Stdin(read_stdin()), STDIN_NAME.as_bytes().to_vec()),
    };
    let mut argv = vec![name];
    argv.extend(cli.args.into_iter().map(OsStringExt::into_vec));
    // The script runs on a thread with a large stack: PHP code that recurses
    // through callbacks (usort, call_user_func, ...) nests Rust frames, and
    // must end in php's memory-limit error rather than a stack overflow.
    // The counters are per thread, so the limit is set on that thread.
    let worker = std::thread::Builder::new()
        .name("php".into())
        .stack_size(SCRIPT_STACK)
        .spawn(move || {
            alloc::set_limit(cfg.memory_limit().map(|b| b as usize));
            alloc::reset_peak();
            tusk_engine::run_script(&cfg, src, argv)
        });
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => 255,
    }
}

/// Stack reserved for the script thread (virtual: only used pages count).
const SCRIPT_STACK: usize = 1 << 30;
