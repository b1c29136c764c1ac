//! Running one .phpt test: SKIPIF first, then the FILE body written to
//! `<dir>/<name>.php` next to the test (as run-tests.php does, so paths in
//! messages are stable), then CLEAN, and the verdict against the
//! expectation. Also the building blocks `phpt regen` and `phpt diff` share
//! ([`Prepared`]).
//!
//! Not here: finding tests and running many in parallel (`suite.rs`), the
//! command-line tool (`bin/phpt.rs`).
//!
//! The generated files (`NAME.php`, `NAME.skip.php`, `NAME.clean.php`) are
//! removed after each run. Scripts run with the test's directory as their
//! working directory, so relative paths behave the same whoever starts the
//! runner.

use crate::exec::{Invocation, Outcome};
use crate::expect::{LineMatcher, Matcher};
use crate::parse::{php_trim, ExpectKind, Phpt};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Default per-script timeout.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// A test's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Output matched.
    Pass,
    /// Output did not match (or the script timed out).
    Fail,
    /// SKIPIF said "skip ..."; the reason.
    Skip(String),
    /// Failed, but the test is marked `--XFAIL--` (the reason).
    XFail(String),
    /// Passed although marked `--XFAIL--`.
    XPass(String),
    /// The test file itself is broken (parse error, I/O error); the reason.
    Bork(String),
}

impl Status {
    /// Counts as a failure for the summary.
    pub fn is_failure(&self) -> bool {
        matches!(self, Status::Fail | Status::Bork(_))
    }

    /// Short upper-case label.
    pub fn label(&self) -> &'static str {
        match self {
            Status::Pass => "PASS",
            Status::Fail => "FAIL",
            Status::Skip(_) => "SKIP",
            Status::XFail(_) => "XFAIL",
            Status::XPass(_) => "XPASS",
            Status::Bork(_) => "BORK",
        }
    }
}

/// Everything known about one test run.
#[derive(Clone, Debug)]
pub struct TestResult {
    /// The .phpt path.
    pub path: PathBuf,
    /// The test's title.
    pub title: String,
    /// The verdict.
    pub status: Status,
    /// The expectation's kind (absent if the file did not parse).
    pub kind: Option<ExpectKind>,
    /// The expectation's raw body.
    pub expected: Vec<u8>,
    /// What the script printed (stdout + stderr).
    pub outcome: Outcome,
}

impl TestResult {
    fn bork(path: &Path, why: String) -> TestResult {
        TestResult {
            path: path.to_path_buf(),
            title: String::new(),
            status: Status::Bork(why),
            kind: None,
            expected: Vec::new(),
            outcome: Outcome::default(),
        }
    }

    /// A unified-style diff of expected vs actual (normalised as compared),
    /// at most `max_lines` body lines (0 = all).
    pub fn diff(&self, max_lines: usize) -> String {
        let Some(kind) = self.kind else {
            return String::new();
        };
        let mut lm = LineMatcher::new(kind);
        let exp = crate::expect::normalize(&self.expected);
        let act = crate::expect::normalize(&self.outcome.output);
        let mut d = crate::diff::unified(&exp, &act, |a, b| lm.line_eq(a, b), max_lines);
        if self.outcome.timed_out {
            d.push_str("[runner: timed out]\n");
        }
        if self.outcome.truncated {
            d.push_str("[runner: output truncated]\n");
        }
        d
    }
}

/// What SKIPIF said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SkipVerdict {
    /// Run the test.
    Run,
    /// Skip it, with this reason.
    Skip(String),
    /// Run it, but a failure is expected (SKIPIF printed "xfail ...").
    XFail(String),
}

/// A parsed test bound to its location, able to run its scripts under any
/// binary.
pub struct Prepared<'a> {
    /// The parsed test.
    pub phpt: &'a Phpt,
    /// The test's directory, absolute and canonical.
    pub dir: PathBuf,
    /// The file name without `.phpt`.
    pub stem: String,
    /// Per-script timeout.
    pub timeout: Duration,
}

impl<'a> Prepared<'a> {
    /// Binds `phpt` (read from `path`) to its directory.
    pub fn new(path: &Path, phpt: &'a Phpt, timeout: Duration) -> std::io::Result<Prepared<'a>> {
        let parent = path.parent().filter(|p| !p.as_os_str().is_empty());
        let dir = std::fs::canonicalize(parent.unwrap_or(Path::new(".")))?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let stem = name.strip_suffix(".phpt").unwrap_or(&name).to_string();
        Ok(Prepared {
            phpt,
            dir,
            stem,
            timeout,
        })
    }

    /// `<dir>/<stem><suffix>`, e.g. suffix `.php`.
    pub fn script_path(&self, suffix: &str) -> PathBuf {
        self.dir.join(format!("{}{}", self.stem, suffix))
    }

    fn pwd(&self) -> String {
        self.dir.to_string_lossy().into_owned()
    }

    /// Writes `code` to `<stem><suffix>`, runs it, removes it.
    fn run_script(
        &self,
        bin: &Path,
        suffix: &str,
        code: &[u8],
        full: bool,
    ) -> std::io::Result<Outcome> {
        let script = self.script_path(suffix);
        std::fs::write(&script, code)?;
        let inv = Invocation {
            bin: bin.to_path_buf(),
            script: script.clone(),
            ini: if full {
                self.phpt.ini(&self.pwd())
            } else {
                Vec::new()
            },
            args: if full { self.phpt.args() } else { None },
            env: self.phpt.env(&self.pwd()),
            stdin: if full {
                self.phpt.stdin().map(<[u8]>::to_vec)
            } else {
                None
            },
            cwd: self.dir.clone(),
            timeout: self.timeout,
        };
        let r = inv.run();
        let _ = std::fs::remove_file(&script);
        r
    }

    /// Runs SKIPIF (if any) under `bin`.
    pub fn skip_check(&self, bin: &Path) -> std::io::Result<SkipVerdict> {
        let Some(code) = self.phpt.skipif() else {
            return Ok(SkipVerdict::Run);
        };
        let out = self.run_script(bin, ".skip.php", code, false)?;
        let text = String::from_utf8_lossy(php_trim(&out.output)).into_owned();
        let lower = text.to_ascii_lowercase();
        let reason = |n: usize| text[n..].trim_start_matches([' ', ':']).trim().to_string();
        Ok(if lower.starts_with("skip") {
            SkipVerdict::Skip(reason(4))
        } else if lower.starts_with("xfail") {
            SkipVerdict::XFail(reason(5))
        } else {
            SkipVerdict::Run
        })
    }

    /// Runs the FILE section under `bin` with the test's INI, ARGS, ENV and
    /// STDIN.
    pub fn run_main(&self, bin: &Path) -> std::io::Result<Outcome> {
        self.run_script(bin, ".php", self.phpt.file(), true)
    }

    /// Runs CLEAN (if any) under `bin`; its output is ignored.
    pub fn run_clean(&self, bin: &Path) -> std::io::Result<()> {
        if let Some(code) = self.phpt.clean() {
            self.run_script(bin, ".clean.php", code, false)?;
        }
        Ok(())
    }
}

/// Runs the test at `path` under `bin`.
pub fn run_test(path: &Path, bin: &Path, timeout: Duration) -> TestResult {
    let src = match std::fs::read(path) {
        Ok(s) => s,
        Err(e) => return TestResult::bork(path, format!("cannot read: {e}")),
    };
    let phpt = match Phpt::parse(&src) {
        Ok(p) => p,
        Err(e) => return TestResult::bork(path, e.0),
    };
    let (kind, raw) = phpt.expectation();
    let matcher = match Matcher::new(kind, raw) {
        Ok(m) => m,
        Err(e) => return TestResult::bork(path, e),
    };
    let mut result = TestResult {
        path: path.to_path_buf(),
        title: phpt.title(),
        status: Status::Pass,
        kind: Some(kind),
        expected: raw.to_vec(),
        outcome: Outcome::default(),
    };
    let prep = match Prepared::new(path, &phpt, timeout) {
        Ok(p) => p,
        Err(e) => return TestResult::bork(path, format!("cannot resolve directory: {e}")),
    };
    let mut xfail = phpt.xfail();
    match prep.skip_check(bin) {
        Ok(SkipVerdict::Run) => {}
        Ok(SkipVerdict::Skip(why)) => {
            result.status = Status::Skip(why);
            return result;
        }
        Ok(SkipVerdict::XFail(why)) => xfail = Some(why),
        Err(e) => return TestResult::bork(path, format!("cannot run SKIPIF: {e}")),
    }
    result.outcome = match prep.run_main(bin) {
        Ok(o) => o,
        Err(e) => return TestResult::bork(path, format!("cannot run {}: {e}", bin.display())),
    };
    let _ = prep.run_clean(bin);
    let ok = !result.outcome.timed_out && matcher.matches(&result.outcome.output);
    result.status = match (ok, xfail) {
        (true, None) => Status::Pass,
        (false, None) => Status::Fail,
        (true, Some(why)) => Status::XPass(why),
        (false, Some(why)) => Status::XFail(why),
    };
    result
}
