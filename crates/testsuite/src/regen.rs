//! `phpt regen` and `phpt diff`: the two modes that run the real php.
//!
//! Regen runs each test's FILE through php (the same way a test run does)
//! and, when php's output no longer matches the stored expectation, writes
//! the output back as the new expectation: `--EXPECT--` verbatim, or
//! `--EXPECTF--` with the test's own path (and directory) replaced by `%s`
//! when the output names them. Every other section is kept byte for byte.
//! With `check`, nothing is written: stale tests are only reported.
//!
//! Diff runs each test under php and under tusk and compares raw output and
//! exit code (no normalisation: it is a differential oracle, not a test).
//!
//! Not here: the parallel driving and printing (`bin/phpt.rs`).

use crate::exec::{Invocation, Outcome};
use crate::expect::Matcher;
use crate::parse::{is_php_space, ExpectKind, Phpt};
use crate::run::{Prepared, SkipVerdict};
use std::path::Path;
use std::time::Duration;

/// What regen did (or would do) with one test.
#[derive(Clone, Debug)]
pub enum RegenOutcome {
    /// The stored expectation matches php's output.
    Unchanged,
    /// The expectation was (or, with `check`, would be) rewritten. Carries
    /// a diff of old expectation vs php's output.
    Rewritten(String),
    /// SKIPIF skipped it under php; the reason.
    Skipped(String),
    /// Something went wrong; the reason.
    Error(String),
}

/// Builds the expectation section for php's output `out` of a test whose
/// script is `script` in directory `dir`: `(kind, body)`.
pub fn expectation_for(out: &[u8], script: &Path, dir: &Path) -> (ExpectKind, Vec<u8>) {
    let end = out
        .iter()
        .rposition(|&b| !is_php_space(b))
        .map_or(0, |e| e + 1);
    let out = &out[..end];
    let script = script.to_string_lossy().into_owned().into_bytes();
    let dir = dir.to_string_lossy().into_owned().into_bytes();
    let needles: [&[u8]; 2] = [&script, &dir];
    // A needle counts only where it ends a path component: `/d` must not
    // match the start of `/data`.
    let at = |i: usize, n: &[u8]| {
        !n.is_empty()
            && out[i..].starts_with(n)
            && out
                .get(i + n.len())
                .is_none_or(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.')))
    };
    let mentions = (0..out.len()).any(|i| needles.iter().any(|n| at(i, n)));
    if !mentions {
        let mut body = out.to_vec();
        body.push(b'\n');
        return (ExpectKind::Exact, body);
    }
    let mut body = Vec::with_capacity(out.len() + 16);
    let mut i = 0;
    'outer: while i < out.len() {
        for n in needles {
            if at(i, n) {
                body.extend_from_slice(b"%s");
                i += n.len();
                continue 'outer;
            }
        }
        if out[i] == b'%' {
            body.extend_from_slice(b"%%");
        } else {
            body.push(out[i]);
        }
        i += 1;
    }
    body.push(b'\n');
    (ExpectKind::Format, body)
}

/// Regenerates (or with `check`, re-checks) one test against `php`.
/// `force` rewrites even when the stored expectation still matches.
pub fn regen_one(
    path: &Path,
    php: &Path,
    timeout: Duration,
    check: bool,
    force: bool,
) -> RegenOutcome {
    let src = match std::fs::read(path) {
        Ok(s) => s,
        Err(e) => return RegenOutcome::Error(format!("cannot read: {e}")),
    };
    let phpt = match Phpt::parse_without_expectation(&src) {
        Ok(p) => p,
        Err(e) => return RegenOutcome::Error(e.0),
    };
    let prep = match Prepared::new(path, &phpt, timeout) {
        Ok(p) => p,
        Err(e) => return RegenOutcome::Error(e.to_string()),
    };
    match prep.skip_check(php) {
        Ok(SkipVerdict::Skip(why)) => return RegenOutcome::Skipped(why),
        Ok(_) => {}
        Err(e) => return RegenOutcome::Error(format!("cannot run SKIPIF: {e}")),
    }
    let out = match prep.run_main(php) {
        Ok(o) => o,
        Err(e) => return RegenOutcome::Error(format!("cannot run {}: {e}", php.display())),
    };
    let _ = prep.run_clean(php);
    if out.timed_out || out.truncated {
        return RegenOutcome::Error("php timed out or printed too much".into());
    }
    let (old_kind, old_raw) = phpt.try_expectation().unwrap_or((ExpectKind::Exact, b""));
    let still_ok = phpt.try_expectation().is_some()
        && Matcher::new(old_kind, old_raw).is_ok_and(|m| m.matches(&out.output));
    if still_ok && !force {
        return RegenOutcome::Unchanged;
    }
    let diff = {
        let mut lm = crate::expect::LineMatcher::new(old_kind);
        crate::diff::unified(
            &crate::expect::normalize(old_raw),
            &crate::expect::normalize(&out.output),
            |a, b| lm.line_eq(a, b),
            40,
        )
    };
    let (kind, body) = expectation_for(&out.output, &prep.script_path(".php"), &prep.dir);
    let new = phpt.with_expectation(kind, &body);
    let bytes = new.to_bytes();
    // The rewritten file must parse back to an expectation that matches.
    let reparsed_ok = Phpt::parse(&bytes).ok().is_some_and(|p| {
        let (k, raw) = p.expectation();
        Matcher::new(k, raw).is_ok_and(|m| m.matches(&out.output))
    });
    if !reparsed_ok {
        return RegenOutcome::Error(
            "php's output cannot be stored as an expectation (a line looks like a section header?)"
                .into(),
        );
    }
    if bytes == src {
        return RegenOutcome::Unchanged;
    }
    if !check {
        if let Err(e) = std::fs::write(path, &bytes) {
            return RegenOutcome::Error(format!("cannot write: {e}"));
        }
    }
    RegenOutcome::Rewritten(diff)
}

/// What the differential mode found for one test.
#[derive(Clone, Debug)]
pub enum DiffOutcome {
    /// Same bytes and exit code.
    Same,
    /// They differ: a one-line summary and a compact diff (php is `-`,
    /// tusk `+`).
    Differ(String, String),
    /// SKIPIF skipped it under php.
    Skipped(String),
    /// Could not run.
    Error(String),
}

fn describe_exit(o: &Outcome) -> String {
    if o.timed_out {
        "timeout".into()
    } else {
        o.exit_code.map_or("signal".into(), |c| c.to_string())
    }
}

fn compare(php: &Outcome, tusk: &Outcome, max_lines: usize) -> DiffOutcome {
    if php.output == tusk.output
        && php.exit_code == tusk.exit_code
        && !php.timed_out
        && !tusk.timed_out
    {
        return DiffOutcome::Same;
    }
    let mut what = Vec::new();
    if php.output != tusk.output {
        what.push("output".to_string());
    }
    if php.exit_code != tusk.exit_code || php.timed_out || tusk.timed_out {
        what.push(format!(
            "exit php={} tusk={}",
            describe_exit(php),
            describe_exit(tusk)
        ));
    }
    let d = if php.output != tusk.output {
        crate::diff::unified(&php.output, &tusk.output, |a, b| a == b, max_lines).replacen(
            "--- expected\n+++ actual\n",
            "--- php\n+++ tusk\n",
            1,
        )
    } else {
        String::new()
    };
    DiffOutcome::Differ(what.join(", "), d)
}

/// Runs one test (a .phpt, or a plain .php script run in place) under both
/// binaries and compares.
pub fn diff_one(
    path: &Path,
    php: &Path,
    tusk: &Path,
    timeout: Duration,
    max_lines: usize,
) -> DiffOutcome {
    if path.extension().is_some_and(|e| e == "php") {
        let dir = match std::fs::canonicalize(path) {
            Ok(p) => p,
            Err(e) => return DiffOutcome::Error(e.to_string()),
        };
        let inv = |bin: &Path| Invocation {
            bin: bin.to_path_buf(),
            script: dir.clone(),
            ini: Vec::new(),
            args: None,
            env: Vec::new(),
            stdin: None,
            cwd: dir.parent().unwrap_or(Path::new("/")).to_path_buf(),
            timeout,
        };
        return match (inv(php).run(), inv(tusk).run()) {
            (Ok(a), Ok(b)) => compare(&a, &b, max_lines),
            (Err(e), _) | (_, Err(e)) => DiffOutcome::Error(e.to_string()),
        };
    }
    let src = match std::fs::read(path) {
        Ok(s) => s,
        Err(e) => return DiffOutcome::Error(format!("cannot read: {e}")),
    };
    let phpt = match Phpt::parse(&src) {
        Ok(p) => p,
        Err(e) => return DiffOutcome::Error(e.0),
    };
    let prep = match Prepared::new(path, &phpt, timeout) {
        Ok(p) => p,
        Err(e) => return DiffOutcome::Error(e.to_string()),
    };
    match prep.skip_check(php) {
        Ok(SkipVerdict::Skip(why)) => return DiffOutcome::Skipped(why),
        Ok(_) => {}
        Err(e) => return DiffOutcome::Error(format!("cannot run SKIPIF: {e}")),
    }
    let run = |bin: &Path| {
        let o = prep.run_main(bin);
        let _ = prep.run_clean(bin);
        o
    };
    match (run(php), run(tusk)) {
        (Ok(a), Ok(b)) => compare(&a, &b, max_lines),
        (Err(e), _) | (_, Err(e)) => DiffOutcome::Error(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_when_no_path() {
        let (k, b) = expectation_for(
            b"\nhello 100%\n\n  ",
            Path::new("/d/t.php"),
            Path::new("/d"),
        );
        assert_eq!(k, ExpectKind::Exact);
        assert_eq!(b, b"\nhello 100%\n");
    }

    #[test]
    fn format_with_paths_and_escaped_percent() {
        let out = b"\nWarning: x in /d/t.php on line 3\n50%s /d/data.txt /dx\n";
        let (k, b) = expectation_for(out, Path::new("/d/t.php"), Path::new("/d"));
        assert_eq!(k, ExpectKind::Format);
        assert_eq!(b, b"\nWarning: x in %s on line 3\n50%%s %s/data.txt /dx\n");
        assert!(crate::expect::output_matches(k, &b, out).unwrap());
        assert!(!crate::expect::output_matches(
            k,
            &b,
            b"Warning: x in /d/t.php on line 3\n50xx /d/data.txt"
        )
        .unwrap());
    }

    #[test]
    fn compare_outcomes() {
        let o = |s: &[u8], c| Outcome {
            output: s.to_vec(),
            exit_code: Some(c),
            ..Outcome::default()
        };
        assert!(matches!(
            compare(&o(b"a", 0), &o(b"a", 0), 10),
            DiffOutcome::Same
        ));
        match compare(&o(b"a\n", 0), &o(b"b\n", 255), 10) {
            DiffOutcome::Differ(what, d) => {
                assert_eq!(what, "output, exit php=0 tusk=255");
                assert!(d.contains("-a\n+b\n"), "{d}");
            }
            other => panic!("{other:?}"),
        }
    }
}
