//! `tusk serve --config FILE`: the TOML configuration file of the
//! application server. It holds every `tusk serve` option under the
//! option's name (dashes as underscores) and an `[ini]` table of php ini
//! settings (as `-d`); relative paths are taken from the file's directory.
//! Unknown keys and values of the wrong type are errors naming the key and
//! its line.
//!
//! Not here: the command line and how the two are merged (serve.rs), the
//! server itself (tusk-server).

use std::path::{Path, PathBuf};
use std::time::Duration;
use toml::de::{DeTable, DeValue};
use toml::Spanned;

/// What a config file sets (None / empty: not set, the default or the
/// command line decides).
#[derive(Debug, Default, PartialEq)]
pub struct FileConfig {
    pub listen: Vec<String>,
    pub fastcgi: Vec<String>,
    pub root: Option<PathBuf>,
    pub front_controller: Option<PathBuf>,
    pub router: Option<PathBuf>,
    pub worker: Option<PathBuf>,
    pub workers: Option<usize>,
    pub max_requests: Option<u64>,
    pub status_path: Option<String>,
    pub access_log: Option<String>,
    pub access_log_file: Option<PathBuf>,
    pub error_log: Option<PathBuf>,
    pub keepalive_timeout: Option<Duration>,
    pub read_timeout: Option<Duration>,
    pub drain_timeout: Option<Duration>,
    pub max_body_size: Option<u64>,
    pub max_header_size: Option<usize>,
    pub php_ini: Option<PathBuf>,
    /// `[ini]`: php ini settings, in file order.
    pub ini: Vec<(String, String)>,
}

/// Reads and parses the config file at `path`.
pub fn load(path: &Path) -> Result<FileConfig, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("Cannot read config file {}: {e}", path.display()))?;
    let base = path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."));
    parse(&text, &base).map_err(|e| format!("{}:{e}", path.display()))
}

/// The 1-based line of byte offset `at` in `text`.
fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&c| c == b'\n')
        .count()
        + 1
}

/// A human name for a value's type (in error messages).
fn type_name(v: &DeValue) -> &'static str {
    match v {
        DeValue::String(_) => "a string",
        DeValue::Integer(_) => "an integer",
        DeValue::Float(_) => "a float",
        DeValue::Boolean(_) => "a boolean",
        DeValue::Datetime(_) => "a date-time",
        DeValue::Array(_) => "an array",
        DeValue::Table(_) => "a table",
    }
}

/// A size such as `8M`, `512k`, `1G` or `1048576` (bytes), as nginx's
/// client_max_body_size and php's post_max_size write them.
pub fn parse_size(s: &str) -> Option<u64> {
    let s = s.trim();
    let (num, mult) = match s.as_bytes().last()?.to_ascii_lowercase() {
        b'k' => (&s[..s.len() - 1], 1u64 << 10),
        b'm' => (&s[..s.len() - 1], 1 << 20),
        b'g' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    num.trim().parse::<u64>().ok()?.checked_mul(mult)
}

/// A duration in seconds: `30`, `2.5` or `30s`.
pub fn parse_seconds(s: &str) -> Option<Duration> {
    let s = s.trim();
    let s = s.strip_suffix('s').unwrap_or(s);
    let f: f64 = s.trim().parse().ok()?;
    (f.is_finite() && f >= 0.0).then(|| Duration::from_secs_f64(f))
}

/// Parses config text; relative paths are joined to `base`. Errors read
/// `LINE: message`.
pub fn parse(text: &str, base: &Path) -> Result<FileConfig, String> {
    let doc = DeTable::parse(text).map_err(|e| {
        let line = e.span().map(|s| line_of(text, s.start)).unwrap_or(1);
        format!("{line}: {}", e.message())
    })?;
    let mut c = FileConfig::default();
    let path = |v: &str| {
        let p = PathBuf::from(v);
        if p.is_absolute() {
            p
        } else {
            base.join(p)
        }
    };
    for (key, val) in doc.get_ref().iter() {
        let name: &str = key.get_ref();
        let line = line_of(text, key.span().start);
        let bad = |want: &str| {
            format!(
                "{line}: '{name}' must be {want}, not {}",
                type_name(val.get_ref())
            )
        };
        let string = || match val.get_ref() {
            DeValue::String(s) => Ok(s.to_string()),
            _ => Err(bad("a string")),
        };
        let strings = || match val.get_ref() {
            DeValue::String(s) => Ok(vec![s.to_string()]),
            DeValue::Array(a) => a
                .iter()
                .map(|v| match v.get_ref() {
                    DeValue::String(s) => Ok(s.to_string()),
                    _ => Err(bad("a string or an array of strings")),
                })
                .collect(),
            _ => Err(bad("a string or an array of strings")),
        };
        let int = || match val.get_ref() {
            DeValue::Integer(i) => i
                .as_str()
                .parse::<u64>()
                .ok()
                .filter(|_| i.radix() == 10)
                .ok_or_else(|| bad("a non-negative integer")),
            _ => Err(bad("an integer")),
        };
        let seconds = || match val.get_ref() {
            DeValue::Integer(_) | DeValue::Float(_) | DeValue::String(_) => {
                let s = match val.get_ref() {
                    DeValue::Integer(i) => i.as_str().to_string(),
                    DeValue::Float(f) => f.as_str().to_string(),
                    DeValue::String(s) => s.to_string(),
                    _ => unreachable!(),
                };
                parse_seconds(&s).ok_or_else(|| bad("a number of seconds"))
            }
            _ => Err(bad("a number of seconds")),
        };
        let size = || match val.get_ref() {
            DeValue::Integer(i) => i
                .as_str()
                .parse::<u64>()
                .map_err(|_| bad("a size such as \"8M\"")),
            DeValue::String(s) => parse_size(s).ok_or_else(|| bad("a size such as \"8M\"")),
            _ => Err(bad("a size such as \"8M\"")),
        };
        match name {
            "listen" => c.listen = strings()?,
            "fastcgi" => {
                // Socket paths are relative to the file; addresses stay.
                c.fastcgi = strings()?
                    .into_iter()
                    .map(|a| match a.strip_prefix("unix:") {
                        Some(p) => format!("unix:{}", path(p).display()),
                        None if a.contains('/') => path(&a).display().to_string(),
                        None => a,
                    })
                    .collect()
            }
            "root" => c.root = Some(path(&string()?)),
            // Relative to the document root, as on the command line.
            "front_controller" => c.front_controller = Some(PathBuf::from(string()?)),
            "router" => c.router = Some(path(&string()?)),
            "worker" => c.worker = Some(path(&string()?)),
            "workers" => c.workers = Some(int()? as usize),
            "max_requests" => c.max_requests = Some(int()?),
            "status_path" => c.status_path = Some(string()?),
            "access_log" => c.access_log = Some(string()?),
            "access_log_file" => {
                let s = string()?;
                c.access_log_file = Some(if s == "-" { PathBuf::from(s) } else { path(&s) });
            }
            "error_log" => c.error_log = Some(path(&string()?)),
            "keepalive_timeout" => c.keepalive_timeout = Some(seconds()?),
            "read_timeout" => c.read_timeout = Some(seconds()?),
            "drain_timeout" => c.drain_timeout = Some(seconds()?),
            "max_body_size" => c.max_body_size = Some(size()?),
            "max_header_size" => c.max_header_size = Some(size()? as usize),
            "php_ini" => c.php_ini = Some(path(&string()?)),
            "ini" => {
                let DeValue::Table(t) = val.get_ref() else {
                    return Err(bad("a table"));
                };
                c.ini = ini_table(text, t)?;
            }
            _ => return Err(format!("{line}: unknown key '{name}'")),
        }
    }
    Ok(c)
}

/// `[ini]`'s settings as ini strings (booleans as php.ini's On/Off give
/// them: "1" and "").
fn ini_table(text: &str, t: &DeTable) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    for (k, v) in t.iter() {
        let k: &Spanned<_> = k;
        let name = k.get_ref().to_string();
        let s = match v.get_ref() {
            DeValue::String(s) => s.to_string(),
            DeValue::Integer(i) => i.to_string(),
            DeValue::Float(f) => f.as_str().to_string(),
            DeValue::Boolean(true) => "1".to_string(),
            DeValue::Boolean(false) => String::new(),
            other => {
                return Err(format!(
                    "{}: ini setting '{name}' must be a string, number or boolean, not {}",
                    line_of(text, k.span().start),
                    type_name(other)
                ))
            }
        };
        out.push((name, s));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Result<FileConfig, String> {
        parse(s, Path::new("/etc/tusk"))
    }

    #[test]
    fn every_key() {
        let c = p(r#"
listen = ["127.0.0.1:8080", ":8081"]
fastcgi = "run/tusk.sock"
root = "app"
front_controller = "index.php"
router = "/srv/router.php"
worker = "worker.php"
workers = 4
max_requests = 500
status_path = "/status"
access_log = "combined"
access_log_file = "log/access.log"
error_log = "/var/log/tusk/php.log"
keepalive_timeout = 5
read_timeout = 2.5
drain_timeout = "10s"
max_body_size = "16M"
max_header_size = 16384
php_ini = "php.ini"

[ini]
memory_limit = "256M"
display_errors = false
log_errors = true
max_execution_time = 10
"#)
        .unwrap();
        assert_eq!(c.listen, ["127.0.0.1:8080", ":8081"]);
        assert_eq!(c.fastcgi, ["/etc/tusk/run/tusk.sock"]);
        assert_eq!(c.root, Some(PathBuf::from("/etc/tusk/app")));
        assert_eq!(c.front_controller, Some(PathBuf::from("index.php")));
        assert_eq!(c.router, Some(PathBuf::from("/srv/router.php")));
        assert_eq!(c.worker, Some(PathBuf::from("/etc/tusk/worker.php")));
        assert_eq!(c.workers, Some(4));
        assert_eq!(c.max_requests, Some(500));
        assert_eq!(c.status_path.as_deref(), Some("/status"));
        assert_eq!(c.access_log.as_deref(), Some("combined"));
        assert_eq!(
            c.access_log_file,
            Some(PathBuf::from("/etc/tusk/log/access.log"))
        );
        assert_eq!(c.error_log, Some(PathBuf::from("/var/log/tusk/php.log")));
        assert_eq!(c.keepalive_timeout, Some(Duration::from_secs(5)));
        assert_eq!(c.read_timeout, Some(Duration::from_millis(2500)));
        assert_eq!(c.drain_timeout, Some(Duration::from_secs(10)));
        assert_eq!(c.max_body_size, Some(16 << 20));
        assert_eq!(c.max_header_size, Some(16384));
        assert_eq!(c.php_ini, Some(PathBuf::from("/etc/tusk/php.ini")));
        assert_eq!(
            c.ini,
            [
                ("memory_limit".to_string(), "256M".to_string()),
                ("display_errors".to_string(), String::new()),
                ("log_errors".to_string(), "1".to_string()),
                ("max_execution_time".to_string(), "10".to_string()),
            ]
        );
    }

    #[test]
    fn fastcgi_addresses_and_paths() {
        let c = p(r#"fastcgi = ["127.0.0.1:9000", "unix:tusk.sock", "/run/t.sock"]"#).unwrap();
        assert_eq!(
            c.fastcgi,
            ["127.0.0.1:9000", "unix:/etc/tusk/tusk.sock", "/run/t.sock"]
        );
    }

    #[test]
    fn errors_name_the_key_and_line() {
        assert_eq!(
            p("root = \"x\"\n\nlisen = \"1.2.3.4:80\"\n").unwrap_err(),
            "3: unknown key 'lisen'"
        );
        assert_eq!(
            p("workers = \"four\"").unwrap_err(),
            "1: 'workers' must be an integer, not a string"
        );
        assert_eq!(
            p("\nmax_body_size = \"lots\"").unwrap_err(),
            "2: 'max_body_size' must be a size such as \"8M\", not a string"
        );
        assert_eq!(
            p("[ini]\nx = [1]").unwrap_err(),
            "2: ini setting 'x' must be a string, number or boolean, not an array"
        );
        assert!(p("[server]\nroot = \"x\"")
            .unwrap_err()
            .starts_with("1: unknown key 'server'"));
        let e = p("root = \n").unwrap_err();
        assert!(e.starts_with("1: "), "{e}");
    }

    #[test]
    fn sizes_and_seconds() {
        assert_eq!(parse_size("8M"), Some(8 << 20));
        assert_eq!(parse_size("512k"), Some(512 << 10));
        assert_eq!(parse_size("1G"), Some(1 << 30));
        assert_eq!(parse_size("100"), Some(100));
        assert_eq!(parse_size("M"), None);
        assert_eq!(parse_size("-1"), None);
        assert_eq!(parse_seconds("1.5"), Some(Duration::from_millis(1500)));
        assert_eq!(parse_seconds("30s"), Some(Duration::from_secs(30)));
        assert_eq!(parse_seconds("-1"), None);
    }
}
