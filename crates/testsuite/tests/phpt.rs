//! The `cargo test` entry for the .phpt corpus: runs every test under
//! tests/phpt through the `tusk` binary and fails if any test fails that is
//! not listed in tests/phpt/KNOWN_FAILURES. Known failures that now pass are
//! reported (so they can be removed) but do not fail the build.
//!
//! The binary is `$TUSK_BIN` if set; otherwise `tusk` in the same target
//! directory and profile as this test (built here with
//! `cargo build -p tusk-cli` when missing or older than the sources).
//! `PHPT_FILTER=substring` runs a subset; `PHPT_JOBS=n` sets the threads;
//! `PHPT_DIR=path` runs another tree (with its own KNOWN_FAILURES).
//!
//! This is not the runner itself (that is the library and `phpt run`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use tusk_testsuite::run::{run_test, DEFAULT_TIMEOUT};
use tusk_testsuite::suite::{self, discover, par_map, KnownFailures, Summary};

fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    suite::workspace_root(here).unwrap_or_else(|| here.join("../.."))
}

/// Writes straight to stderr: the test harness captures `eprintln!` but not
/// this, so the summary shows even when the test passes.
fn say(s: &str) {
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(s.as_bytes());
    let _ = e.write_all(b"\n");
}

/// `(target dir, profile)` this test binary was built into:
/// `<target>/<profile>/deps/phpt-HASH`.
fn own_target() -> Option<(PathBuf, String)> {
    let exe = std::env::current_exe().ok()?;
    let deps = exe.parent()?;
    let prof = deps.parent()?;
    let target = prof.parent()?;
    let name = prof.file_name()?.to_string_lossy().into_owned();
    (deps.file_name()? == "deps").then(|| (target.to_path_buf(), name))
}

fn tusk_bin(root: &Path) -> PathBuf {
    if let Some(b) = std::env::var_os("TUSK_BIN").filter(|b| !b.is_empty()) {
        let b = PathBuf::from(b);
        assert!(b.exists(), "TUSK_BIN={} does not exist", b.display());
        return b;
    }
    let Some((target, profile)) = own_target() else {
        return suite::tusk_candidates(Some(root))
            .into_iter()
            .next()
            .expect("no tusk binary: run `cargo build --release -p tusk-cli` or set TUSK_BIN");
    };
    let bin = target.join(&profile).join("tusk");
    let built = std::fs::metadata(&bin).and_then(|m| m.modified()).ok();
    let newest = suite::newest_source(root);
    let fresh = matches!((built, newest), (Some(b), Some(s)) if b >= s)
        || (built.is_some() && newest.is_none());
    if fresh {
        return bin;
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(["build", "-p", "tusk-cli", "--bin", "tusk"])
        .env("CARGO_TARGET_DIR", &target)
        .current_dir(root);
    match profile.as_str() {
        "debug" => {}
        "release" => {
            cmd.arg("--release");
        }
        p => {
            cmd.args(["--profile", p]);
        }
    }
    say(&format!(
        "phpt: {} {}; building it: {cmd:?}",
        bin.display(),
        if built.is_some() {
            "is older than the sources"
        } else {
            "does not exist"
        }
    ));
    let ok = cmd.status().is_ok_and(|s| s.success());
    assert!(
        ok && bin.exists(),
        "could not build the tusk binary ({cmd:?}); build it yourself with \
         `cargo build --release -p tusk-cli` or point TUSK_BIN at one"
    );
    bin
}

#[test]
fn phpt_corpus() {
    let root = root();
    let corpus = std::env::var_os("PHPT_DIR")
        .filter(|d| !d.is_empty())
        .map_or_else(|| root.join("tests/phpt"), PathBuf::from);
    if !corpus.is_dir() {
        say(&format!(
            "phpt: no {} directory; nothing to run",
            corpus.display()
        ));
        return;
    }
    let bin = tusk_bin(&root);
    let filter = std::env::var("PHPT_FILTER").ok().filter(|f| !f.is_empty());
    let tests =
        discover(std::slice::from_ref(&corpus), filter.as_deref()).expect("listing tests/phpt");
    let jobs = std::env::var("PHPT_JOBS")
        .ok()
        .and_then(|j| j.parse().ok())
        .unwrap_or_else(suite::default_jobs);
    let known =
        KnownFailures::load(&corpus.join("KNOWN_FAILURES")).expect("reading KNOWN_FAILURES");
    say(&format!(
        "phpt: running {} tests from {} with {} on {jobs} threads",
        tests.len(),
        corpus.display(),
        bin.display()
    ));
    let results = par_map(
        &tests,
        jobs,
        |t| run_test(&t.path, &bin, DEFAULT_TIMEOUT),
        |_, _| {},
    );
    let sum = Summary::of(&results);
    let rep = known.check(&results, filter.is_none());

    for n in &rep.fixed {
        say(&format!(
            "phpt: FIXED {n} (in KNOWN_FAILURES but passes now: remove it)"
        ));
    }
    for n in &rep.missing {
        say(&format!(
            "phpt: MISSING {n} (in KNOWN_FAILURES but no such test)"
        ));
    }
    say(&format!(
        "phpt: {} known failures, {} unexpected failures, {} fixed",
        rep.known.len(),
        rep.unexpected.len(),
        rep.fixed.len()
    ));
    say(&sum.closing_line());

    if !rep.unexpected.is_empty() {
        let mut msg = format!(
            "{} .phpt tests failed that are not in tests/phpt/KNOWN_FAILURES:\n",
            rep.unexpected.len()
        );
        for n in &rep.unexpected {
            msg.push_str(&format!("  {n}\n"));
        }
        msg.push_str("\nfirst diffs:\n");
        let failing = results
            .iter()
            .filter(|r| r.status.is_failure() && rep.unexpected.contains(&known.name_of(&r.path)));
        for r in failing.take(10) {
            msg.push_str(&format!(
                "== {} ({})\n",
                known.name_of(&r.path),
                r.status.label()
            ));
            if let tusk_testsuite::Status::Bork(w) = &r.status {
                msg.push_str(&format!("   {w}\n"));
            } else {
                msg.push_str(&r.diff(30));
            }
        }
        msg.push_str(
            "\nrun one with: cargo run -p tusk-testsuite --bin phpt -- run --diff tests/phpt/PATH.phpt\n",
        );
        panic!("{msg}");
    }
}
