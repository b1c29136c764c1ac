//! Running many tests: finding .phpt files under directories, a small
//! parallel map over a work queue (scoped threads, no pool crate), the
//! summary and its closing line, the KNOWN_FAILURES list, and locating the
//! `tusk` binary.
//!
//! Not here: running one test (`run.rs`) or anything about the command line
//! (`bin/phpt.rs`).

use crate::run::{Status, TestResult};
use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// A test found on disk.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct TestFile {
    /// Path to the .phpt (as reachable from the current directory).
    pub path: PathBuf,
    /// Path relative to the directory argument it was found under, with
    /// `/` separators (a file argument gives its own name).
    pub rel: String,
}

/// Finds `.phpt` files: files given directly are taken as they are,
/// directories are walked recursively (hidden entries skipped). Sorted by
/// path, deduplicated, and filtered by substring on the path if `filter` is
/// set.
pub fn discover(paths: &[PathBuf], filter: Option<&str>) -> io::Result<Vec<TestFile>> {
    let mut out = Vec::new();
    for p in paths {
        let meta = std::fs::metadata(p)
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", p.display())))?;
        if meta.is_dir() {
            walk(p, p, &mut out)?;
        } else {
            let rel = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            out.push(TestFile {
                path: p.clone(),
                rel,
            });
        }
    }
    out.sort();
    out.dedup_by(|a, b| a.path == b.path);
    if let Some(f) = filter {
        out.retain(|t| t.path.to_string_lossy().contains(f));
    }
    Ok(out)
}

fn walk(root: &Path, dir: &Path, out: &mut Vec<TestFile>) -> io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') {
            continue;
        }
        let path = e.path();
        let ty = e.file_type()?;
        if ty.is_dir() {
            walk(root, &path, out)?;
        } else if name.ends_with(".phpt") {
            let rel = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            out.push(TestFile { path, rel });
        }
    }
    Ok(())
}

/// The default number of worker threads: the number of cores.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Applies `f` to every item on `jobs` threads; `done` is called (under a
/// lock, in completion order) as each result arrives. Results come back in
/// input order.
pub fn par_map<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    f: impl Fn(&T) -> R + Sync,
    done: impl Fn(usize, &R) + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let slots: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    let done_lock = Mutex::new(());
    std::thread::scope(|s| {
        for _ in 0..jobs.clamp(1, items.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= items.len() {
                    break;
                }
                let r = f(&items[i]);
                {
                    let _g = done_lock.lock().unwrap_or_else(|e| e.into_inner());
                    done(i, &r);
                }
                slots.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    slots
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every item processed"))
        .collect()
}

/// Counts by verdict.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// PASS and XPASS.
    pub passed: usize,
    /// FAIL and BORK.
    pub failed: usize,
    /// SKIP.
    pub skipped: usize,
    /// XFAIL (failed as the test says it will; in none of the three counts
    /// above).
    pub xfailed: usize,
    /// XPASS (also counted in `passed`).
    pub xpassed: usize,
}

impl Summary {
    /// Tallies results.
    pub fn of<'a>(results: impl IntoIterator<Item = &'a TestResult>) -> Summary {
        let mut s = Summary::default();
        for r in results {
            match r.status {
                Status::Pass => s.passed += 1,
                Status::XPass(_) => {
                    s.passed += 1;
                    s.xpassed += 1;
                }
                Status::Fail | Status::Bork(_) => s.failed += 1,
                Status::Skip(_) => s.skipped += 1,
                Status::XFail(_) => s.xfailed += 1,
            }
        }
        s
    }

    /// The closing line: `N passed, N failed, N skipped`.
    pub fn closing_line(&self) -> String {
        format!(
            "{} passed, {} failed, {} skipped",
            self.passed, self.failed, self.skipped
        )
    }
}

/// The list of tests expected to fail (tests/phpt/KNOWN_FAILURES): one path
/// per line relative to the file's own directory, `#` starts a comment.
#[derive(Clone, Debug, Default)]
pub struct KnownFailures {
    /// The directory the entries are relative to.
    pub base: PathBuf,
    /// The entries.
    pub entries: BTreeSet<String>,
}

/// How a run compares with the KNOWN_FAILURES list.
#[derive(Clone, Debug, Default)]
pub struct KnownReport {
    /// Failures not on the list (these fail the build).
    pub unexpected: Vec<String>,
    /// Listed tests that failed, as expected.
    pub known: Vec<String>,
    /// Listed tests that now pass (remove them from the list).
    pub fixed: Vec<String>,
    /// Listed tests that were not run at all (renamed or deleted?).
    pub missing: Vec<String>,
}

impl KnownFailures {
    /// Reads the list; a missing file is an empty list.
    pub fn load(file: &Path) -> io::Result<KnownFailures> {
        let base = file
            .parent()
            .map(|p| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf()))
            .unwrap_or_default();
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) if e.kind() == io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(e),
        };
        let entries = text
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim())
            .filter(|l| !l.is_empty())
            .map(str::to_string)
            .collect();
        Ok(KnownFailures { base, entries })
    }

    /// A test's name as the list spells it (relative to the list's
    /// directory, `/` separators); the plain path if it is outside.
    pub fn name_of(&self, test: &Path) -> String {
        let abs = std::fs::canonicalize(test).unwrap_or_else(|_| test.to_path_buf());
        let rel = abs.strip_prefix(&self.base).unwrap_or(&abs);
        rel.components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/")
    }

    /// Compares results with the list. `complete` says the run covered the
    /// whole tree (so unseen entries are worth reporting).
    pub fn check(&self, results: &[TestResult], complete: bool) -> KnownReport {
        let mut rep = KnownReport::default();
        let mut seen = BTreeSet::new();
        for r in results {
            let name = self.name_of(&r.path);
            let listed = self.entries.contains(&name);
            if listed {
                seen.insert(name.clone());
            }
            match (&r.status, listed) {
                (s, true) if s.is_failure() => rep.known.push(name),
                (s, false) if s.is_failure() => rep.unexpected.push(name),
                (Status::Pass | Status::XPass(_), true) => rep.fixed.push(name),
                _ => {}
            }
        }
        if complete {
            rep.missing = self.entries.difference(&seen).cloned().collect();
        }
        rep
    }

    /// The text of a KNOWN_FAILURES file listing the failures in `results`.
    pub fn render(&self, results: &[TestResult]) -> String {
        let mut names: Vec<String> = results
            .iter()
            .filter(|r| r.status.is_failure())
            .map(|r| self.name_of(&r.path))
            .collect();
        names.sort();
        let mut s = String::from(
            "# Tests that are expected to fail under tusk for now, one per line,\n\
             # relative to this directory. `cargo test` does not fail on these, and\n\
             # reports any that now pass so they can be removed. Regenerate with\n\
             # `cargo run -p tusk-testsuite --bin phpt -- run --write-known tests/phpt/KNOWN_FAILURES tests/phpt`.\n",
        );
        for n in names {
            s.push_str(&n);
            s.push('\n');
        }
        s
    }
}

/// The workspace root: the nearest ancestor of `start` whose Cargo.toml
/// has a `[workspace]` table.
pub fn workspace_root(start: &Path) -> Option<PathBuf> {
    let mut dir = std::fs::canonicalize(start).ok()?;
    loop {
        let toml = dir.join("Cargo.toml");
        if std::fs::read_to_string(&toml).is_ok_and(|t| t.contains("[workspace]")) {
            return Some(dir);
        }
        if !dir.pop() {
            return None;
        }
    }
}

/// Candidate locations of the `tusk` binary, best first: `$TUSK_BIN`, then
/// `$CARGO_TARGET_DIR/{release,debug}/tusk`, then `target/{release,debug}/tusk`
/// under the workspace root. Only existing files are returned; among the
/// target-dir candidates the most recently built comes first.
pub fn tusk_candidates(root: Option<&Path>) -> Vec<PathBuf> {
    if let Some(b) = std::env::var_os("TUSK_BIN").filter(|b| !b.is_empty()) {
        return vec![PathBuf::from(b)];
    }
    let mut dirs = Vec::new();
    if let Some(t) = std::env::var_os("CARGO_TARGET_DIR").filter(|b| !b.is_empty()) {
        let t = PathBuf::from(t);
        dirs.push(match root {
            Some(r) if t.is_relative() => r.join(t),
            _ => t,
        });
    }
    if let Some(r) = root {
        dirs.push(r.join("target"));
    }
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = Vec::new();
    for d in dirs {
        for profile in ["release", "debug"] {
            let p = d.join(profile).join("tusk");
            if let Ok(m) = std::fs::metadata(&p) {
                if m.is_file() && !found.iter().any(|(_, q)| *q == p) {
                    found.push((m.modified().unwrap_or(std::time::UNIX_EPOCH), p));
                }
            }
        }
    }
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    found.into_iter().map(|(_, p)| p).collect()
}

/// The newest modification time of any `.rs` or `Cargo.toml` under
/// `root/crates`, the testsuite crate excepted (to spot a stale binary).
pub fn newest_source(root: &Path) -> Option<std::time::SystemTime> {
    fn go(dir: &Path, best: &mut Option<std::time::SystemTime>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        for e in rd.flatten() {
            let p = e.path();
            let name = e.file_name();
            let name = name.to_string_lossy();
            if name.starts_with('.') || name == "target" || name == "testsuite" {
                continue;
            }
            let Ok(ty) = e.file_type() else { continue };
            if ty.is_dir() {
                go(&p, best);
            } else if name.ends_with(".rs") || name == "Cargo.toml" {
                if let Ok(t) = e.metadata().and_then(|m| m.modified()) {
                    if best.is_none_or(|b| t > b) {
                        *best = Some(t);
                    }
                }
            }
        }
    }
    let mut best = None;
    go(&root.join("crates"), &mut best);
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn par_map_keeps_order() {
        let items: Vec<usize> = (0..100).collect();
        let count = AtomicUsize::new(0);
        let out = par_map(
            &items,
            4,
            |x| x * 2,
            |_, _| {
                count.fetch_add(1, Ordering::Relaxed);
            },
        );
        assert_eq!(out, items.iter().map(|x| x * 2).collect::<Vec<_>>());
        assert_eq!(count.load(Ordering::Relaxed), 100);
        assert!(par_map(&[] as &[u8], 4, |_| 0, |_, _| {}).is_empty());
    }

    #[test]
    fn known_failures_report() {
        use crate::exec::Outcome;
        let dir = std::env::temp_dir().join(format!("tusk-known-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("lang")).unwrap();
        for n in ["a", "b", "c", "d"] {
            std::fs::write(dir.join(format!("lang/{n}.phpt")), "").unwrap();
        }
        let list = dir.join("KNOWN_FAILURES");
        std::fs::write(
            &list,
            "# comment\nlang/a.phpt\nlang/b.phpt  # now fixed\nlang/gone.phpt\n",
        )
        .unwrap();
        let k = KnownFailures::load(&list).unwrap();
        assert_eq!(k.entries.len(), 3);
        let res = |n: &str, status: Status| TestResult {
            path: dir.join(format!("lang/{n}.phpt")),
            title: String::new(),
            status,
            kind: None,
            expected: Vec::new(),
            outcome: Outcome::default(),
        };
        let results = vec![
            res("a", Status::Fail),
            res("b", Status::Pass),
            res("c", Status::Bork("x".into())),
            res("d", Status::Skip("y".into())),
        ];
        let rep = k.check(&results, true);
        assert_eq!(rep.known, vec!["lang/a.phpt"]);
        assert_eq!(rep.fixed, vec!["lang/b.phpt"]);
        assert_eq!(rep.unexpected, vec!["lang/c.phpt"]);
        assert_eq!(rep.missing, vec!["lang/gone.phpt"]);
        let text = k.render(&results);
        assert!(text.ends_with("\nlang/a.phpt\nlang/c.phpt\n"), "{text}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn summary_line() {
        let s = Summary {
            passed: 3,
            failed: 1,
            skipped: 2,
            ..Summary::default()
        };
        assert_eq!(s.closing_line(), "3 passed, 1 failed, 2 skipped");
    }
}
