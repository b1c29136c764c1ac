//! The access log: one line per HTTP request, in nginx's `common` or
//! `combined` format, as JSON lines, or `php -S`'s stderr line. The
//! destination (a file opened once, in append mode, or stdout) is shared by
//! the worker threads; each thread gathers its lines in its own buffer and
//! writes whole lines at once: when the buffer grows large, when its loop
//! is idle, at least once a second, and when the thread ends. Times are
//! UTC (`+0000`).
//!
//! Not here: what a request did (route.rs passes the facts in), the
//! counters (status.rs).

use std::cell::RefCell;
use std::io::Write;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How a request is written down.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// No access log (`tusk serve`'s default).
    #[default]
    Off,
    /// `php -S`'s line on stderr (`tusk -S`, and the bare `--access-log`).
    Php,
    /// nginx's/Apache's common log format.
    Common,
    /// nginx's/Apache's combined log format (common + referer, user agent).
    Combined,
    /// One JSON object per line.
    Json,
}

impl LogFormat {
    pub fn parse(s: &str) -> Option<LogFormat> {
        Some(match s {
            "off" | "none" => LogFormat::Off,
            "php" | "stderr" => LogFormat::Php,
            "common" => LogFormat::Common,
            "combined" => LogFormat::Combined,
            "json" => LogFormat::Json,
            _ => return None,
        })
    }
}

/// The access log's settings.
#[derive(Clone, Debug, Default)]
pub struct AccessLog {
    pub format: LogFormat,
    /// Appended to; None or "-": stdout (stderr for [`LogFormat::Php`]).
    pub file: Option<PathBuf>,
}

enum Dest {
    Stdout,
    Stderr,
    File(std::fs::File),
}

struct Sink {
    format: LogFormat,
    dest: Dest,
}

static SINK: OnceLock<Sink> = OnceLock::new();

/// Opens the log's destination (once per process, before the worker
/// threads start).
pub fn open(cfg: &AccessLog) -> std::io::Result<()> {
    if cfg.format == LogFormat::Off || SINK.get().is_some() {
        return Ok(());
    }
    let dest = match &cfg.file {
        Some(p) if p.as_os_str() != "-" => Dest::File(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)?,
        ),
        _ if cfg.format == LogFormat::Php => Dest::Stderr,
        _ => Dest::Stdout,
    };
    let _ = SINK.set(Sink {
        format: cfg.format,
        dest,
    });
    Ok(())
}

/// What the log says about one request.
pub struct Entry<'a> {
    pub remote: IpAddr,
    pub method: &'a [u8],
    /// The request target as sent (path and query).
    pub target: &'a [u8],
    pub protocol: &'a str,
    pub status: u16,
    /// Response body bytes (nginx's $body_bytes_sent).
    pub bytes: u64,
    pub duration: Duration,
    pub referer: Option<&'a [u8]>,
    pub user_agent: Option<&'a [u8]>,
    pub authorization: Option<&'a [u8]>,
    /// The HTTP Date of now (the php -S line shows it).
    pub http_date: &'a [u8],
}

/// A thread's pending lines.
struct Buf {
    data: Vec<u8>,
    last_flush: Instant,
    /// The second the cached time strings are for.
    sec: u64,
    common_time: String,
    iso_time: String,
    /// Body bytes the response being answered counted itself (a PHP body,
    /// or a file sent outside the output buffer with sendfile); None when
    /// the log counts what follows the head in the output buffer.
    sent_outside: Option<u64>,
}

impl Drop for Buf {
    fn drop(&mut self) {
        self.flush();
    }
}

impl Buf {
    fn flush(&mut self) {
        self.last_flush = Instant::now();
        if self.data.is_empty() {
            return;
        }
        if let Some(s) = SINK.get() {
            let _ = match &s.dest {
                Dest::File(f) => (&*f).write_all(&self.data),
                Dest::Stdout => {
                    let mut o = std::io::stdout().lock();
                    o.write_all(&self.data).and_then(|_| o.flush())
                }
                Dest::Stderr => std::io::stderr().lock().write_all(&self.data),
            };
        }
        self.data.clear();
    }

    fn times(&mut self) {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        if now != self.sec || self.common_time.is_empty() {
            self.sec = now;
            let (y, mo, d, h, mi, s) = civil(now as i64);
            self.common_time = format!(
                "{d:02}/{}/{y}:{h:02}:{mi:02}:{s:02} +0000",
                MONTHS[mo as usize - 1]
            );
            self.iso_time = format!("{y}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}+00:00");
        }
    }
}

thread_local! {
    static BUF: RefCell<Buf> = RefCell::new(Buf {
        data: Vec::new(),
        last_flush: Instant::now(),
        sec: 0,
        common_time: String::new(),
        iso_time: String::new(),
        sent_outside: None,
    });
}

/// Whether requests are logged.
pub fn enabled() -> bool {
    SINK.get().is_some()
}

/// Notes body bytes of the response being answered (sent with sendfile,
/// streamed by flush(), or a PHP body), for its line.
pub fn note_sent(n: u64) {
    if enabled() {
        BUF.with(|b| {
            let mut b = b.borrow_mut();
            b.sent_outside = Some(b.sent_outside.unwrap_or(0) + n);
        });
    }
}

/// Takes what [`note_sent`] counted for the current request (None: it
/// counted nothing).
pub fn take_sent() -> Option<u64> {
    BUF.with(|b| b.borrow_mut().sent_outside.take())
}

/// Logs one request.
pub fn record(e: &Entry) {
    let Some(sink) = SINK.get() else { return };
    BUF.with(|b| {
        let mut b = b.borrow_mut();
        b.times();
        let b = &mut *b;
        let mut line = std::mem::take(&mut b.data);
        match sink.format {
            LogFormat::Off => {}
            LogFormat::Php => {
                let _ = writeln!(
                    line,
                    "{} - - [{}] \"{} {} {}\" {} {:.3}ms",
                    e.remote,
                    String::from_utf8_lossy(e.http_date),
                    String::from_utf8_lossy(e.method),
                    String::from_utf8_lossy(e.target),
                    e.protocol,
                    e.status,
                    e.duration.as_secs_f64() * 1000.0
                );
            }
            LogFormat::Common | LogFormat::Combined => {
                let _ = write!(line, "{} - ", e.remote);
                match e.authorization.and_then(basic_user) {
                    Some(u) if !u.is_empty() => escape_nginx(&mut line, &u),
                    _ => line.push(b'-'),
                }
                let _ = write!(line, " [{}] \"", b.common_time);
                escape_nginx(&mut line, e.method);
                line.push(b' ');
                escape_nginx(&mut line, e.target);
                line.push(b' ');
                escape_nginx(&mut line, e.protocol.as_bytes());
                let _ = write!(line, "\" {} {}", e.status, e.bytes);
                if sink.format == LogFormat::Combined {
                    for v in [e.referer, e.user_agent] {
                        line.extend_from_slice(b" \"");
                        match v {
                            Some(v) if !v.is_empty() => escape_nginx(&mut line, v),
                            _ => line.push(b'-'),
                        }
                        line.push(b'"');
                    }
                }
                line.push(b'\n');
            }
            LogFormat::Json => {
                let _ = write!(
                    line,
                    "{{\"time\":\"{}\",\"remote_addr\":\"{}\",\"method\":",
                    b.iso_time, e.remote
                );
                json_str(&mut line, e.method);
                line.extend_from_slice(b",\"uri\":");
                json_str(&mut line, e.target);
                line.extend_from_slice(b",\"protocol\":");
                json_str(&mut line, e.protocol.as_bytes());
                let _ = write!(
                    line,
                    ",\"status\":{},\"bytes\":{},\"duration_ms\":{:.3},\"referer\":",
                    e.status,
                    e.bytes,
                    e.duration.as_secs_f64() * 1000.0
                );
                json_str(&mut line, e.referer.unwrap_or(b""));
                line.extend_from_slice(b",\"user_agent\":");
                json_str(&mut line, e.user_agent.unwrap_or(b""));
                line.extend_from_slice(b"}\n");
            }
        }
        b.data = line;
        // php -S's line shows at once; the others are batched.
        if sink.format == LogFormat::Php || b.data.len() >= 32 << 10 {
            b.flush();
        }
    });
}

/// Called by each event loop turn: writes the thread's lines when the
/// loop was idle or a second has passed.
pub fn tick(idle: bool) {
    if !enabled() {
        return;
    }
    BUF.with(|b| {
        let mut b = b.borrow_mut();
        if !b.data.is_empty() && (idle || b.last_flush.elapsed() >= Duration::from_secs(1)) {
            b.flush();
        }
    });
}

/// Writes the thread's pending lines now.
pub fn flush() {
    BUF.with(|b| b.borrow_mut().flush());
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// UTC (year, month, day, hour, minute, second) of a Unix time.
fn civil(t: i64) -> (i64, u32, u32, u32, u32, u32) {
    let (y, m, d) = tusk_http::date::civil_from_days(t.div_euclid(86400));
    let secs = t.rem_euclid(86400);
    (
        y,
        m,
        d,
        (secs / 3600) as u32,
        (secs / 60 % 60) as u32,
        (secs % 60) as u32,
    )
}

/// nginx's escaping of log variables: `"`, `\`, control bytes and bytes
/// from 0x7f up as `\xHH`.
fn escape_nginx(out: &mut Vec<u8>, v: &[u8]) {
    for &c in v {
        if c == b'"' || c == b'\\' || !(0x20..0x7f).contains(&c) {
            let _ = write!(out, "\\x{c:02X}");
        } else {
            out.push(c);
        }
    }
}

/// A JSON string of bytes (invalid UTF-8 replaced).
fn json_str(out: &mut Vec<u8>, v: &[u8]) {
    out.push(b'"');
    for ch in String::from_utf8_lossy(v).chars() {
        match ch {
            '"' => out.extend_from_slice(b"\\\""),
            '\\' => out.extend_from_slice(b"\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => {
                let mut b = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut b).as_bytes());
            }
        }
    }
    out.push(b'"');
}

/// The user name of `Authorization: Basic ...` (nginx's $remote_user).
fn basic_user(auth: &[u8]) -> Option<Vec<u8>> {
    let (scheme, rest) = auth.split_at(auth.iter().position(|&c| c == b' ')?);
    if !scheme.eq_ignore_ascii_case(b"basic") {
        return None;
    }
    let dec = tusk_ext::standard::string::url::base64_decode_bytes(rest.trim_ascii(), false)?;
    let end = dec.iter().position(|&c| c == b':').unwrap_or(dec.len());
    Some(dec[..end].to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil(0), (1970, 1, 1, 0, 0, 0));
        assert_eq!(civil(1_795_400_000), (2026, 11, 23, 2, 13, 20));
        assert_eq!(civil(951_782_400), (2000, 2, 29, 0, 0, 0));
    }

    #[test]
    fn escaping() {
        let mut o = Vec::new();
        escape_nginx(&mut o, b"a\"b\\c\x01\xff");
        assert_eq!(o, b"a\\x22b\\x5Cc\\x01\\xFF");
        let mut o = Vec::new();
        json_str(&mut o, b"q\"\\\n\xff");
        assert_eq!(o, "\"q\\\"\\\\\\u000a\u{fffd}\"".as_bytes());
        assert_eq!(basic_user(b"Basic dXNlcjpwYXNz"), Some(b"user".to_vec()));
        assert_eq!(basic_user(b"Bearer x"), None);
    }
}
