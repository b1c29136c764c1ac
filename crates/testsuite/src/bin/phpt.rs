//! `phpt`: the command-line face of the .phpt harness.
//!
//! ```text
//! phpt run   [--bin PATH] [-j N] [--filter STR] [--diff] [--out DIR] [--timeout SECS]
//!            [--known FILE] [--write-known FILE] [-v] PATHS...
//! phpt regen [--php PATH] [--check] [--force] [-j N] [--filter STR] [--timeout SECS] PATHS...
//! phpt diff  [--php PATH] [--bin PATH] [-j N] [--filter STR] [--full] [--timeout SECS] PATHS...
//! ```
//!
//! This file only parses arguments and prints; the work is in the library.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use tusk_testsuite::regen::{diff_one, regen_one, DiffOutcome, RegenOutcome};
use tusk_testsuite::run::{run_test, Status, TestResult, DEFAULT_TIMEOUT};
use tusk_testsuite::suite::{self, discover, par_map, KnownFailures, Summary};

const USAGE: &str = "\
usage:
  phpt run   [--bin PATH] [-j N] [--filter STR] [--diff] [--out DIR] [--timeout SECS]
             [--known FILE] [--write-known FILE] [-v] PATHS...
      Run .phpt tests (files or directories, recursively) under PATH
      (default: $TUSK_BIN, else the newest target/{release,debug}/tusk).
      --diff shows a diff for each failure, --out DIR saves NAME.out and
      NAME.diff there, --known FILE treats the failures listed in FILE as
      expected, --write-known FILE writes the current failures to FILE.
  phpt regen [--php PATH] [--check] [--force] [-j N] [--filter STR] PATHS...
      Run each test under php (default /usr/bin/php) and rewrite its
      expectation where php's output no longer matches it (--force: always).
      --check only reports the tests whose expectation is stale.
  phpt diff  [--php PATH] [--bin PATH] [-j N] [--filter STR] [--full] PATHS...
      Run each test (or plain .php file) under php and tusk and list every
      test whose output or exit code differs, with a compact diff.
";

#[derive(Default)]
struct Opts {
    bin: Option<PathBuf>,
    php: Option<PathBuf>,
    jobs: Option<usize>,
    filter: Option<String>,
    diff: bool,
    out: Option<PathBuf>,
    timeout: Option<Duration>,
    known: Option<PathBuf>,
    write_known: Option<PathBuf>,
    verbose: bool,
    check: bool,
    force: bool,
    full: bool,
    paths: Vec<PathBuf>,
}

fn parse_opts(args: &[String]) -> Result<Opts, String> {
    let mut o = Opts::default();
    let mut it = args.iter();
    let mut rest_are_paths = false;
    while let Some(a) = it.next() {
        if rest_are_paths || !a.starts_with('-') || a == "-" {
            o.paths.push(PathBuf::from(a));
            continue;
        }
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (a.as_str(), None),
        };
        let mut value = || -> Result<String, String> {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match flag {
            "--" => rest_are_paths = true,
            "--bin" => o.bin = Some(value()?.into()),
            "--php" => o.php = Some(value()?.into()),
            "-j" | "--jobs" => {
                let v = value()?;
                o.jobs = Some(v.parse().map_err(|_| format!("bad job count {v:?}"))?);
            }
            "--filter" => o.filter = Some(value()?),
            "--diff" => o.diff = true,
            "--out" => o.out = Some(value()?.into()),
            "--timeout" => {
                let v = value()?;
                let secs: f64 = v.parse().map_err(|_| format!("bad timeout {v:?}"))?;
                o.timeout = Some(Duration::from_secs_f64(secs.max(0.001)));
            }
            "--known" => o.known = Some(value()?.into()),
            "--write-known" => o.write_known = Some(value()?.into()),
            "-v" | "--verbose" => o.verbose = true,
            "--check" => o.check = true,
            "--force" => o.force = true,
            "--full" => o.full = true,
            _ if a.starts_with("-j") && a[2..].parse::<usize>().is_ok() => {
                o.jobs = a[2..].parse().ok();
            }
            _ => return Err(format!("unknown option {a}")),
        }
    }
    if o.paths.is_empty() {
        return Err("no test files or directories given".into());
    }
    Ok(o)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        eprint!("{USAGE}");
        return ExitCode::from(2);
    };
    if cmd == "-h" || cmd == "--help" || cmd == "help" {
        print!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let opts = match parse_opts(&args[1..]) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("phpt: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let r = match cmd.as_str() {
        "run" => cmd_run(&opts),
        "regen" => cmd_regen(&opts),
        "diff" => cmd_diff(&opts),
        _ => Err(format!("unknown command {cmd:?}")),
    };
    match r {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("phpt: {e}");
            ExitCode::from(2)
        }
    }
}

fn tests_of(o: &Opts) -> Result<Vec<suite::TestFile>, String> {
    discover(&o.paths, o.filter.as_deref()).map_err(|e| e.to_string())
}

fn jobs(o: &Opts) -> usize {
    o.jobs.unwrap_or_else(suite::default_jobs).max(1)
}

fn timeout(o: &Opts) -> Duration {
    o.timeout.unwrap_or(DEFAULT_TIMEOUT)
}

fn tusk_bin(o: &Opts) -> Result<PathBuf, String> {
    if let Some(b) = &o.bin {
        return Ok(b.clone());
    }
    let cwd = std::env::current_dir().map_err(|e| e.to_string())?;
    let root = suite::workspace_root(&cwd);
    suite::tusk_candidates(root.as_deref())
        .into_iter()
        .next()
        .ok_or_else(|| {
            "no tusk binary found: pass --bin PATH, set TUSK_BIN, or run `cargo build --release -p tusk-cli`"
                .to_string()
        })
}

fn php_bin(o: &Opts) -> PathBuf {
    o.php
        .clone()
        .unwrap_or_else(|| PathBuf::from("/usr/bin/php"))
}

fn save_out(dir: &Path, rel: &str, r: &TestResult) -> std::io::Result<()> {
    let rel = rel.trim_start_matches('/').replace("../", "");
    let stem = rel.strip_suffix(".phpt").unwrap_or(&rel);
    let base = dir.join(stem);
    if let Some(p) = base.parent() {
        std::fs::create_dir_all(p)?;
    }
    std::fs::write(dir.join(format!("{stem}.out")), &r.outcome.output)?;
    std::fs::write(dir.join(format!("{stem}.diff")), r.diff(0))
}

fn cmd_run(o: &Opts) -> Result<bool, String> {
    if o.write_known.is_some() && o.filter.is_some() {
        return Err("--write-known needs the whole tree: drop --filter".into());
    }
    let bin = tusk_bin(o)?;
    let tests = tests_of(o)?;
    let known = match &o.known {
        Some(f) => Some(KnownFailures::load(f).map_err(|e| format!("{}: {e}", f.display()))?),
        None => None,
    };
    let t = timeout(o);
    if o.verbose {
        eprintln!(
            "running {} tests with {} on {} threads",
            tests.len(),
            bin.display(),
            jobs(o)
        );
    }
    let results = par_map(
        &tests,
        jobs(o),
        |tf| run_test(&tf.path, &bin, t),
        |i, r| {
            let tf = &tests[i];
            let listed = known
                .as_ref()
                .is_some_and(|k| k.entries.contains(&k.name_of(&tf.path)));
            match &r.status {
                Status::Fail | Status::Bork(_) => {
                    let tag = if listed { "FAIL (known)" } else { "FAIL" };
                    let why = match &r.status {
                        Status::Bork(w) => format!(" [BORK: {w}]"),
                        _ if r.outcome.timed_out => " [timed out]".to_string(),
                        _ => String::new(),
                    };
                    println!("{tag} {} ({}){why}", tf.path.display(), r.title);
                    if o.diff && !matches!(r.status, Status::Bork(_)) {
                        print!("{}", r.diff(200));
                    }
                }
                Status::XPass(_) => println!("XPASS {} ({})", tf.path.display(), r.title),
                s if o.verbose => {
                    let why = match s {
                        Status::Skip(w) | Status::XFail(w) => format!(" [{w}]"),
                        _ => String::new(),
                    };
                    println!("{} {} ({}){why}", s.label(), tf.path.display(), r.title);
                }
                _ => {}
            }
            if let Some(dir) = &o.out {
                if r.status.is_failure() {
                    if let Err(e) = save_out(dir, &tf.rel, r) {
                        eprintln!("phpt: cannot save output for {}: {e}", tf.rel);
                    }
                }
            }
        },
    );
    let sum = Summary::of(&results);
    let mut ok = sum.failed == 0;
    if let Some(f) = &o.write_known {
        let k = KnownFailures::load(f).map_err(|e| e.to_string())?;
        std::fs::write(f, k.render(&results)).map_err(|e| format!("{}: {e}", f.display()))?;
        println!("wrote {} entries to {}", sum.failed, f.display());
    }
    if sum.xfailed + sum.xpassed > 0 {
        println!(
            "{} expected failures (XFAIL), {} unexpected passes (XPASS)",
            sum.xfailed, sum.xpassed
        );
    }
    if let Some(k) = &known {
        let rep = k.check(&results, o.filter.is_none());
        for n in &rep.fixed {
            println!("FIXED {n} (listed in KNOWN_FAILURES but passes: remove it)");
        }
        for n in &rep.missing {
            println!("MISSING {n} (listed in KNOWN_FAILURES but not run)");
        }
        println!(
            "{} known failures, {} unexpected failures",
            rep.known.len(),
            rep.unexpected.len()
        );
        ok = rep.unexpected.is_empty();
    }
    println!("{}", sum.closing_line());
    Ok(ok)
}

fn cmd_regen(o: &Opts) -> Result<bool, String> {
    let php = php_bin(o);
    let tests = tests_of(o)?;
    let t = timeout(o);
    let results = par_map(
        &tests,
        jobs(o),
        |tf| regen_one(&tf.path, &php, t, o.check, o.force),
        |i, r| {
            let p = tests[i].path.display();
            match r {
                RegenOutcome::Unchanged if o.verbose => println!("OK {p}"),
                RegenOutcome::Unchanged => {}
                RegenOutcome::Rewritten(d) => {
                    println!("{} {p}", if o.check { "STALE" } else { "REWROTE" });
                    if o.check || o.verbose {
                        print!("{d}");
                    }
                }
                RegenOutcome::Skipped(w) => println!("SKIP {p} [{w}]"),
                RegenOutcome::Error(e) => println!("ERROR {p}: {e}"),
            }
        },
    );
    let count = |f: fn(&RegenOutcome) -> bool| results.iter().filter(|r| f(r)).count();
    let same = count(|r| matches!(r, RegenOutcome::Unchanged));
    let changed = count(|r| matches!(r, RegenOutcome::Rewritten(_)));
    let skipped = count(|r| matches!(r, RegenOutcome::Skipped(_)));
    let errors = count(|r| matches!(r, RegenOutcome::Error(_)));
    if o.check {
        // Same closing form as `run`: a stale expectation is a failure.
        println!(
            "{same} passed, {} failed, {skipped} skipped",
            changed + errors
        );
        Ok(changed + errors == 0)
    } else {
        println!("{same} unchanged, {changed} rewritten, {skipped} skipped, {errors} errors");
        Ok(errors == 0)
    }
}

fn cmd_diff(o: &Opts) -> Result<bool, String> {
    let php = php_bin(o);
    let bin = tusk_bin(o)?;
    let tests = tests_of(o)?;
    let t = timeout(o);
    let max = if o.full { 0 } else { 20 };
    let results = par_map(
        &tests,
        jobs(o),
        |tf| diff_one(&tf.path, &php, &bin, t, max),
        |i, r| {
            let p = tests[i].path.display();
            match r {
                DiffOutcome::Same if o.verbose => println!("SAME {p}"),
                DiffOutcome::Same => {}
                DiffOutcome::Differ(what, d) => {
                    println!("DIFF {p} ({what})");
                    print!("{d}");
                }
                DiffOutcome::Skipped(w) => println!("SKIP {p} [{w}]"),
                DiffOutcome::Error(e) => println!("ERROR {p}: {e}"),
            }
        },
    );
    let count = |f: fn(&DiffOutcome) -> bool| results.iter().filter(|r| f(r)).count();
    let same = count(|r| matches!(r, DiffOutcome::Same));
    let differ = count(|r| matches!(r, DiffOutcome::Differ(..)));
    let skipped = count(|r| matches!(r, DiffOutcome::Skipped(_)));
    let errors = count(|r| matches!(r, DiffOutcome::Error(_)));
    println!("{same} same, {differ} different, {skipped} skipped, {errors} errors");
    Ok(differ + errors == 0)
}
