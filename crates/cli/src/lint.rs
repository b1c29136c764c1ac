//! `tusk -l`: the syntax check, and the report of a parse error the way
//! php's CLI reports errors (display_errors to stdout or stderr, html_errors,
//! error_prepend_string/error_append_string, log_errors to stderr or to the
//! error_log file, filtered by error_reporting).
//!
//! It is not the VM's error machinery: only the parse error of `-l` is
//! reported here. Timestamps in an error_log file are always UTC.

use std::io::Write;
use std::path::Path;
use tusk_engine::config::{Config, DisplayErrors};

const E_PARSE: i64 = 4;

/// Checks a file; prints php's texts; returns the exit status.
pub fn lint_file(cfg: &Config, path: &Path, shown: &str) -> i32 {
    if path.is_dir() {
        // php reads a directory as an empty script.
        return report(cfg, shown, Ok(()));
    }
    report(cfg, shown, tusk_engine::lint(path))
}

/// Checks source read from stdin ("Standard input code").
pub fn lint_stdin(cfg: &Config, src: &[u8]) -> i32 {
    // The facade lints files only: go through a private temporary file.
    let tmp = std::env::temp_dir().join(format!("tusk-lint-{}.php", std::process::id()));
    let res = std::fs::write(&tmp, src)
        .map_err(|e| (e.to_string(), 0))
        .and_then(|_| tusk_engine::lint(&tmp));
    let _ = std::fs::remove_file(&tmp);
    report(cfg, "Standard input code", res)
}

fn report(cfg: &Config, shown: &str, res: Result<(), (String, u32)>) -> i32 {
    let mut out = std::io::stdout().lock();
    match res {
        Ok(()) => {
            let _ = writeln!(out, "No syntax errors detected in {shown}");
            0
        }
        Err((msg, line)) => {
            report_error(cfg, "Parse error", &msg, shown, line);
            let _ = writeln!(out, "Errors parsing {shown}");
            255
        }
    }
}

/// Reports an error of level E_PARSE as php_error_cb does in the CLI.
pub fn report_error(cfg: &Config, kind: &str, msg: &str, file: &str, line: u32) {
    if cfg.error_reporting() & E_PARSE == 0 {
        return;
    }
    if cfg.get_bool("log_errors") {
        let text = format!("PHP {kind}:  {msg} in {file} on line {line}");
        match cfg.get("error_log").unwrap_or("") {
            "" => {
                let _ = writeln!(std::io::stderr(), "{text}");
            }
            "syslog" => {}
            log => {
                if let Ok(mut f) = std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(log)
                {
                    let _ = writeln!(f, "[{}] {text}", timestamp());
                }
            }
        }
    }
    let mode = cfg.display_errors();
    if mode == DisplayErrors::Off {
        return;
    }
    let pre = cfg.get("error_prepend_string").unwrap_or("");
    let app = cfg.get("error_append_string").unwrap_or("");
    if cfg.get_bool("html_errors") {
        let _ = write!(
            std::io::stdout(),
            "{pre}<br />\n<b>{kind}</b>:  {} in <b>{}</b> on line <b>{line}</b><br />\n{app}",
            html_escape(msg),
            html_escape(file)
        );
    } else if mode == DisplayErrors::Stderr {
        let _ = writeln!(std::io::stderr(), "{kind}: {msg} in {file} on line {line}");
    } else {
        let _ = write!(
            std::io::stdout(),
            "{pre}\n{kind}: {msg} in {file} on line {line}\n{app}"
        );
    }
}

fn html_escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#039;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            _ => o.push(c),
        }
    }
    o
}

/// "21-Nov-2026 14:37:51 UTC", php's error_log time stamp.
fn timestamp() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    let (days, rem) = (secs.div_euclid(86400), secs.rem_euclid(86400));
    let (y, m, d) = civil_from_days(days);
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    format!(
        "{d:02}-{}-{y} {:02}:{:02}:{:02} UTC",
        MONTHS[(m - 1) as usize],
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Days since 1970-01-01 to (year, month, day) in the proleptic
/// Gregorian calendar (eras of 400 years, March-based years).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_778), (2026, 11, 21));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
