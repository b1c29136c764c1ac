//! Running one PHP script under a binary (php or tusk) the way run-tests.php
//! does: `BIN -n -d display_errors=1 ... [-d INI]... -f FILE [-- ARGS]`, with
//! stdout and stderr merged into one pipe (run-tests.php redirects 2>&1),
//! optional stdin bytes, extra environment variables, and a timeout after
//! which the process group is killed.
//!
//! This module knows nothing about .phpt sections or expectations; `run.rs`
//! builds the [`Invocation`] from a parsed test.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The ini settings every run gets, after `-n` (no php.ini is read). These
/// mirror the settings run-tests.php forces that differ from the built-in
/// defaults or matter for output.
pub const BASE_INI: &[(&str, &str)] = &[
    ("display_errors", "1"),
    ("log_errors", "0"),
    ("html_errors", "0"),
    ("error_reporting", "32767"),
];

/// Output beyond this many bytes is dropped (a runaway loop must not eat the
/// machine's memory); the result says it was truncated.
pub const MAX_OUTPUT: usize = 16 << 20;

/// Environment variables removed from the child's environment because they
/// would make php read configuration from elsewhere.
const SCRUBBED_ENV: &[&str] = &["PHPRC", "PHP_INI_SCAN_DIR"];

/// What to run.
#[derive(Clone, Debug)]
pub struct Invocation {
    /// The binary under test.
    pub bin: PathBuf,
    /// The script file (passed with `-f`).
    pub script: PathBuf,
    /// Extra ini settings after [`BASE_INI`], in order.
    pub ini: Vec<(String, String)>,
    /// Script arguments (after `--`); `None` means no `--` at all.
    pub args: Option<Vec<String>>,
    /// Extra environment variables.
    pub env: Vec<(String, String)>,
    /// Bytes for stdin (`None`: stdin is empty).
    pub stdin: Option<Vec<u8>>,
    /// Working directory.
    pub cwd: PathBuf,
    /// Kill the process after this long.
    pub timeout: Duration,
}

/// What came out.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// stdout and stderr, interleaved as written.
    pub output: Vec<u8>,
    /// The exit code, or `None` if killed by a signal or timed out.
    pub exit_code: Option<i32>,
    /// The timeout fired.
    pub timed_out: bool,
    /// Output went past [`MAX_OUTPUT`].
    pub truncated: bool,
    /// Wall time.
    pub elapsed: Duration,
}

impl Invocation {
    /// The full argument vector (without the binary itself).
    pub fn argv(&self) -> Vec<String> {
        let mut v = vec!["-n".to_string()];
        for (k, val) in BASE_INI
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .chain(self.ini.iter().cloned())
        {
            v.push("-d".into());
            v.push(format!("{k}={val}"));
        }
        v.push("-f".into());
        v.push(self.script.to_string_lossy().into_owned());
        if let Some(args) = &self.args {
            v.push("--".into());
            v.extend(args.iter().cloned());
        }
        v
    }

    /// Runs the script and waits (up to the timeout).
    pub fn run(&self) -> std::io::Result<Outcome> {
        run_command(
            &self.bin,
            &self.argv(),
            &self.cwd,
            &self.env,
            self.stdin.as_deref(),
            self.timeout,
        )
    }
}

/// Runs `bin argv...` with merged stdout/stderr, optional stdin, a timeout.
pub fn run_command(
    bin: &Path,
    argv: &[String],
    cwd: &Path,
    env: &[(String, String)],
    stdin: Option<&[u8]>,
    timeout: Duration,
) -> std::io::Result<Outcome> {
    let start = Instant::now();
    // The child runs in `cwd`: a relative binary path like
    // `target/release/tusk` must be resolved against ours first (a bare name
    // like `php` is left for the PATH search).
    let bin = if bin.is_relative() && bin.components().count() > 1 {
        std::env::current_dir()?.join(bin)
    } else {
        bin.to_path_buf()
    };
    let (reader, writer) = std::io::pipe()?;
    let mut cmd = Command::new(&bin);
    cmd.args(argv)
        .current_dir(cwd)
        .stdout(writer.try_clone()?)
        .stderr(writer)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        });
    for k in SCRUBBED_ENV {
        cmd.env_remove(k);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    let mut child = cmd.spawn()?;
    // Our copies of the pipe's write end live in `cmd`: drop them so the
    // reader sees EOF when the child (and its children) are done.
    drop(cmd);

    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(read_capped(reader));
    });
    if let (Some(data), Some(mut pipe)) = (stdin, child.stdin.take()) {
        let data = data.to_vec();
        std::thread::spawn(move || {
            let _ = pipe.write_all(&data);
        });
    }

    let mut timed_out = false;
    let status = loop {
        if let Some(st) = child.try_wait()? {
            break Some(st);
        }
        if start.elapsed() >= timeout {
            timed_out = true;
            kill_tree(&mut child);
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(poll_interval(start.elapsed()));
    };
    // A grandchild may still hold the pipe open: give it a moment, then
    // kill the group and take what we have.
    let (output, truncated) = match rx.recv_timeout(Duration::from_secs(2)) {
        Ok(r) => r,
        Err(_) => {
            kill_tree(&mut child);
            rx.recv_timeout(Duration::from_secs(2))
                .unwrap_or_else(|_| (b"[runner: output pipe never closed]".to_vec(), true))
        }
    };
    Ok(Outcome {
        output,
        exit_code: status.and_then(|s| s.code()),
        timed_out,
        truncated,
        elapsed: start.elapsed(),
    })
}

fn poll_interval(elapsed: Duration) -> Duration {
    // Most scripts finish in milliseconds: poll fast at first.
    if elapsed < Duration::from_millis(50) {
        Duration::from_millis(1)
    } else if elapsed < Duration::from_secs(1) {
        Duration::from_millis(5)
    } else {
        Duration::from_millis(25)
    }
}

fn read_capped(mut r: impl Read) -> (Vec<u8>, bool) {
    let mut out = Vec::new();
    let mut buf = [0u8; 64 * 1024];
    let mut truncated = false;
    loop {
        match r.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                let room = MAX_OUTPUT.saturating_sub(out.len());
                if n > room {
                    truncated = true;
                }
                out.extend_from_slice(&buf[..n.min(room)]);
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    (out, truncated)
}

/// Kills the child's whole process group (it was started as a group leader),
/// falling back to the child alone.
fn kill_tree(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", child.id())])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    let _ = child.kill();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argv_shape() {
        let inv = Invocation {
            bin: "php".into(),
            script: "/t/a.php".into(),
            ini: vec![("precision".into(), "5".into())],
            args: Some(vec!["x".into(), "y z".into()]),
            env: vec![],
            stdin: None,
            cwd: "/".into(),
            timeout: Duration::from_secs(1),
        };
        assert_eq!(
            inv.argv().join(" "),
            "-n -d display_errors=1 -d log_errors=0 -d html_errors=0 -d error_reporting=32767 \
             -d precision=5 -f /t/a.php -- x y z"
        );
    }

    #[test]
    fn merges_streams_feeds_stdin_and_times_out() {
        let sh = Path::new("/bin/sh");
        if !sh.exists() {
            return;
        }
        let args = |s: &str| vec!["-c".to_string(), s.to_string()];
        let o = run_command(
            sh,
            &args("echo out; echo err >&2; cat; exit 3"),
            Path::new("/"),
            &[("X".into(), "1".into())],
            Some(b"in\n"),
            Duration::from_secs(10),
        )
        .unwrap();
        assert_eq!(o.output, b"out\nerr\nin\n");
        assert_eq!(o.exit_code, Some(3));
        let o = run_command(
            sh,
            &args("echo $X"),
            Path::new("/"),
            &[("X".into(), "v".into())],
            None,
            Duration::from_secs(10),
        )
        .unwrap();
        assert_eq!(o.output, b"v\n");
        let o = run_command(
            sh,
            &args("echo a; sleep 30"),
            Path::new("/"),
            &[],
            None,
            Duration::from_millis(300),
        )
        .unwrap();
        assert!(o.timed_out);
        assert_eq!(o.exit_code, None);
        assert_eq!(o.output, b"a\n");
        assert!(o.elapsed < Duration::from_secs(10));
    }
}
