//! HTTP/1.1 response heads and chunked bodies, written into a caller-owned
//! output buffer (one per connection: pipelined responses are appended to the
//! same Vec and sent with one write). Status lines of the common codes and the
//! fixed header lines are pre-built bytes; the `Date:` line comes from a
//! `DateCache` that formats at most once per second.
//!
//! Not here: deciding the status or headers (the server and PHP's header()),
//! compression, writing to sockets.

use crate::date::{format_imf_fixdate, IMF_FIXDATE_LEN};
use std::time::{SystemTime, UNIX_EPOCH};

/// The interim response sent for `Expect: 100-continue`.
pub const CONTINUE_100: &[u8] = b"HTTP/1.1 100 Continue\r\n\r\n";

/// The standard reason phrase of `code` (RFC 9110 and the IANA registry; 413
/// and 422 with the older names that nginx and `php -S` send);
/// an empty string for unregistered codes.
pub fn reason(code: u16) -> &'static str {
    match code {
        100 => "Continue",
        101 => "Switching Protocols",
        102 => "Processing",
        103 => "Early Hints",
        200 => "OK",
        201 => "Created",
        202 => "Accepted",
        203 => "Non-Authoritative Information",
        204 => "No Content",
        205 => "Reset Content",
        206 => "Partial Content",
        207 => "Multi-Status",
        208 => "Already Reported",
        226 => "IM Used",
        300 => "Multiple Choices",
        301 => "Moved Permanently",
        302 => "Found",
        303 => "See Other",
        304 => "Not Modified",
        305 => "Use Proxy",
        307 => "Temporary Redirect",
        308 => "Permanent Redirect",
        400 => "Bad Request",
        401 => "Unauthorized",
        402 => "Payment Required",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        406 => "Not Acceptable",
        407 => "Proxy Authentication Required",
        408 => "Request Timeout",
        409 => "Conflict",
        410 => "Gone",
        411 => "Length Required",
        412 => "Precondition Failed",
        413 => "Request Entity Too Large",
        414 => "URI Too Long",
        415 => "Unsupported Media Type",
        416 => "Range Not Satisfiable",
        417 => "Expectation Failed",
        418 => "I'm a teapot",
        421 => "Misdirected Request",
        422 => "Unprocessable Entity",
        423 => "Locked",
        424 => "Failed Dependency",
        425 => "Too Early",
        426 => "Upgrade Required",
        428 => "Precondition Required",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        451 => "Unavailable For Legal Reasons",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        505 => "HTTP Version Not Supported",
        506 => "Variant Also Negotiates",
        507 => "Insufficient Storage",
        508 => "Loop Detected",
        510 => "Not Extended",
        511 => "Network Authentication Required",
        _ => "",
    }
}

/// Whether a response with this status never has a body (1xx, 204, 304), so
/// no Content-Length / Transfer-Encoding is written.
pub fn status_has_no_body(code: u16) -> bool {
    (100..200).contains(&code) || code == 204 || code == 304
}

/// A cached `Date: <IMF-fixdate>\r\n` line, reformatted only when the second
/// changes. Keep one per thread (or per connection loop) and call `refresh`
/// once per batch of work; `line` is then a plain slice read.
#[derive(Clone, Debug)]
pub struct DateCache {
    secs: i64,
    line: [u8; DATE_LINE_LEN],
}

const DATE_LINE_LEN: usize = 6 + IMF_FIXDATE_LEN + 2;

impl DateCache {
    /// A cache holding the current time.
    pub fn new() -> Self {
        let mut c = DateCache {
            secs: i64::MIN,
            line: [0; DATE_LINE_LEN],
        };
        c.line[..6].copy_from_slice(b"Date: ");
        c.line[DATE_LINE_LEN - 2..].copy_from_slice(b"\r\n");
        c.refresh();
        c
    }

    /// Reads the clock and reformats if the second changed.
    pub fn refresh(&mut self) {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0);
        self.set(now);
    }

    /// Sets the time (seconds since the epoch); formats only when it changed.
    pub fn set(&mut self, secs: i64) {
        if secs != self.secs {
            self.secs = secs;
            self.line[6..6 + IMF_FIXDATE_LEN].copy_from_slice(&format_imf_fixdate(secs));
        }
    }

    /// The cached time, seconds since the epoch.
    pub fn secs(&self) -> i64 {
        self.secs
    }

    /// The whole header line, `Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n`.
    pub fn line(&self) -> &[u8] {
        &self.line
    }

    /// Just the date, `Sun, 06 Nov 1994 08:49:37 GMT`.
    pub fn date(&self) -> &[u8] {
        &self.line[6..6 + IMF_FIXDATE_LEN]
    }
}

impl Default for DateCache {
    fn default() -> Self {
        Self::new()
    }
}

/// How the response body is delimited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// `Content-Length: n`. Use it for HEAD responses too (with the length the
    /// GET would have), then send no body.
    Length(u64),
    /// `Transfer-Encoding: chunked` (HTTP/1.1 clients only: see `Framing::streaming`).
    Chunked,
    /// The body ends when the connection closes (streaming to an HTTP/1.0
    /// client): no framing header, and `Connection: close` is forced.
    Close,
    /// No body and no framing header (1xx/204/304, or a caller that wrote its own).
    NoBody,
}

impl Framing {
    /// The framing for a body of unknown length to a client of this HTTP minor
    /// version: chunked for HTTP/1.1, close-delimited for HTTP/1.0.
    pub fn streaming(version_minor: u8) -> Framing {
        if version_minor >= 1 {
            Framing::Chunked
        } else {
            Framing::Close
        }
    }
}

/// What `write_head` needs to know about a response.
#[derive(Clone, Copy, Debug)]
pub struct ResponseHead<'a> {
    pub status: u16,
    /// Reason phrase; None for the standard one (`reason(status)`).
    pub reason: Option<&'a [u8]>,
    /// Header fields (name, value), written in order. Fields named
    /// Content-Length, Transfer-Encoding, Connection or Date are skipped: the
    /// framing and the connection state decide those. Fields whose name or
    /// value holds CR, LF or NUL (or whose name is empty or has a colon or
    /// whitespace) are dropped (no header injection).
    pub headers: &'a [(&'a [u8], &'a [u8])],
    pub framing: Framing,
    /// False to send `Connection: close` (then close after the body).
    pub keep_alive: bool,
    /// The request's HTTP minor version. An HTTP/1.0 client that asked for
    /// keep-alive gets `Connection: keep-alive`.
    pub version_minor: u8,
}

impl<'a> ResponseHead<'a> {
    /// A 200 response with no extra headers, keep-alive, HTTP/1.1.
    pub fn new(status: u16, framing: Framing) -> Self {
        ResponseHead {
            status,
            reason: None,
            headers: &[],
            framing,
            keep_alive: true,
            version_minor: 1,
        }
    }

    /// Whether the connection stays open after this response
    /// (false when `keep_alive` is off or the framing is `Close`).
    pub fn keeps_alive(&self) -> bool {
        self.keep_alive && self.framing != Framing::Close
    }
}

/// Writes a whole response head (status line, Date, the headers, framing,
/// Connection, blank line) to `out`.
pub fn write_head(out: &mut Vec<u8>, head: &ResponseHead<'_>, date: &DateCache) {
    write_head_lines::<&[u8]>(out, head, &[], date);
}

/// `write_head` with more header fields given as raw lines the way PHP's
/// header() keeps them (`Name: value`, no CRLF), written after
/// `head.headers`. Lines without a colon, unsafe lines and the managed
/// fields (Content-Length, Transfer-Encoding, Connection, Date) are skipped.
pub fn write_head_lines<L: AsRef<[u8]>>(
    out: &mut Vec<u8>,
    head: &ResponseHead<'_>,
    lines: &[L],
    date: &DateCache,
) {
    write_status_line(out, head.status, head.reason);
    out.extend_from_slice(date.line());
    for (name, value) in head.headers {
        if is_managed(name) {
            continue;
        }
        write_header(out, name, value);
    }
    for line in lines {
        let line = line.as_ref();
        if let Some(colon) = line.iter().position(|&b| b == b':') {
            if !is_managed(&line[..colon]) {
                write_header_line(out, line);
            }
        }
    }
    if !status_has_no_body(head.status) {
        match head.framing {
            Framing::Length(n) => write_content_length(out, n),
            Framing::Chunked => out.extend_from_slice(b"Transfer-Encoding: chunked\r\n"),
            Framing::Close | Framing::NoBody => {}
        }
    }
    if !head.keeps_alive() {
        out.extend_from_slice(b"Connection: close\r\n");
    } else if head.version_minor == 0 {
        out.extend_from_slice(b"Connection: keep-alive\r\n");
    }
    out.extend_from_slice(b"\r\n");
}

fn is_managed(name: &[u8]) -> bool {
    name.eq_ignore_ascii_case(b"content-length")
        || name.eq_ignore_ascii_case(b"transfer-encoding")
        || name.eq_ignore_ascii_case(b"connection")
        || name.eq_ignore_ascii_case(b"date")
}

/// Writes `HTTP/1.1 <code> <reason>\r\n`. Always HTTP/1.1 (RFC 9110 2.5: a
/// server sends its own highest version, even to HTTP/1.0 clients).
pub fn write_status_line(out: &mut Vec<u8>, status: u16, reason_phrase: Option<&[u8]>) {
    match (status, reason_phrase) {
        (200, None) => return out.extend_from_slice(b"HTTP/1.1 200 OK\r\n"),
        (404, None) => return out.extend_from_slice(b"HTTP/1.1 404 Not Found\r\n"),
        (304, None) => return out.extend_from_slice(b"HTTP/1.1 304 Not Modified\r\n"),
        (302, None) => return out.extend_from_slice(b"HTTP/1.1 302 Found\r\n"),
        (500, None) => return out.extend_from_slice(b"HTTP/1.1 500 Internal Server Error\r\n"),
        _ => {}
    }
    let code = if (100..=999).contains(&status) {
        status
    } else {
        500
    };
    out.extend_from_slice(b"HTTP/1.1 ");
    out.extend_from_slice(&[
        b'0' + (code / 100) as u8,
        b'0' + (code / 10 % 10) as u8,
        b'0' + (code % 10) as u8,
        b' ',
    ]);
    match reason_phrase {
        Some(r) => {
            // reason-phrase = *( HTAB / SP / VCHAR / obs-text )
            out.extend(
                r.iter()
                    .copied()
                    .filter(|&b| b == b'\t' || (b >= 0x20 && b != 0x7f)),
            );
        }
        None => out.extend_from_slice(reason(code).as_bytes()),
    }
    out.extend_from_slice(b"\r\n");
}

/// Writes `name: value\r\n`; returns false (and writes nothing) when the
/// field is not safe to send (CR/LF/NUL anywhere, or an invalid name).
pub fn write_header(out: &mut Vec<u8>, name: &[u8], value: &[u8]) -> bool {
    if !crate::request::is_token(name) || value.iter().any(|&b| matches!(b, b'\r' | b'\n' | 0)) {
        return false;
    }
    out.reserve(name.len() + value.len() + 4);
    out.extend_from_slice(name);
    out.extend_from_slice(b": ");
    out.extend_from_slice(value);
    out.extend_from_slice(b"\r\n");
    true
}

/// Writes a raw header line as PHP's header() stores it (`Name: value`,
/// no CRLF); returns false and writes nothing when it has no colon or is unsafe.
pub fn write_header_line(out: &mut Vec<u8>, line: &[u8]) -> bool {
    match line.iter().position(|&b| b == b':') {
        Some(i) => write_header(out, &line[..i], crate::request::trim_ows(&line[i + 1..])),
        None => false,
    }
}

/// Writes `Content-Length: n\r\n`.
pub fn write_content_length(out: &mut Vec<u8>, n: u64) {
    out.extend_from_slice(b"Content-Length: ");
    write_decimal(out, n);
    out.extend_from_slice(b"\r\n");
}

/// Appends `n` in decimal.
pub fn write_decimal(out: &mut Vec<u8>, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&buf[i..]);
}

/// Writes one chunk (`<hex size>\r\n<data>\r\n`). An empty `data` writes
/// nothing, since an empty chunk would end the body.
pub fn write_chunk(out: &mut Vec<u8>, data: &[u8]) {
    if data.is_empty() {
        return;
    }
    write_chunk_header(out, data.len());
    out.extend_from_slice(data);
    out.extend_from_slice(b"\r\n");
}

/// Writes just a chunk's size line, for a caller that sends `len` data bytes
/// itself (e.g. from a file) followed by `CRLF`.
pub fn write_chunk_header(out: &mut Vec<u8>, len: usize) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut buf = [0u8; 16];
    let mut i = buf.len();
    let mut n = len;
    loop {
        i -= 1;
        buf[i] = HEX[n & 15];
        n >>= 4;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&buf[i..]);
    out.extend_from_slice(b"\r\n");
}

/// Writes the last chunk and an empty trailer section (`0\r\n\r\n`).
pub fn write_last_chunk(out: &mut Vec<u8>) {
    out.extend_from_slice(b"0\r\n\r\n");
}

/// A complete minimal error response for `status` (e.g. from an `HttpError`):
/// a short text/plain body and `Connection: close`.
pub fn write_error_response(out: &mut Vec<u8>, status: u16, date: &DateCache) {
    let r = reason(status);
    let body_len = r.len() as u64 + 1;
    let head = ResponseHead {
        status,
        reason: None,
        headers: &[(b"Content-Type", b"text/plain; charset=utf-8")],
        framing: Framing::Length(body_len),
        keep_alive: false,
        version_minor: 1,
    };
    write_head(out, &head, date);
    out.extend_from_slice(r.as_bytes());
    out.push(b'\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed_date() -> DateCache {
        let mut d = DateCache::new();
        d.set(784_111_777);
        d
    }

    #[test]
    fn writes_a_content_length_response() {
        let d = fixed_date();
        let mut out = Vec::new();
        let hs: [(&[u8], &[u8]); 2] = [(b"Content-Type", b"text/html"), (b"Content-Length", b"99")];
        let head = ResponseHead {
            headers: &hs,
            ..ResponseHead::new(200, Framing::Length(5))
        };
        write_head(&mut out, &head, &d);
        out.extend_from_slice(b"hello");
        assert_eq!(
            out,
            b"HTTP/1.1 200 OK\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Type: text/html\r\n\
              Content-Length: 5\r\n\r\nhello"
        );
    }

    #[test]
    fn writes_chunked_and_close() {
        let d = fixed_date();
        let mut out = Vec::new();
        let head = ResponseHead {
            keep_alive: false,
            reason: Some(b"Whatever\r\nX: y"),
            ..ResponseHead::new(201, Framing::Chunked)
        };
        write_head(&mut out, &head, &d);
        write_chunk(&mut out, b"hello world, this is long");
        write_chunk(&mut out, b"");
        write_last_chunk(&mut out);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "HTTP/1.1 201 WhateverX: y\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\n\
             Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n\
             19\r\nhello world, this is long\r\n0\r\n\r\n"
        );
    }

    #[test]
    fn http10_keep_alive_and_close_framing() {
        let d = fixed_date();
        let mut out = Vec::new();
        let head = ResponseHead {
            version_minor: 0,
            ..ResponseHead::new(200, Framing::Length(0))
        };
        write_head(&mut out, &head, &d);
        assert!(out.ends_with(b"Content-Length: 0\r\nConnection: keep-alive\r\n\r\n"));
        out.clear();
        let head = ResponseHead::new(200, Framing::streaming(0));
        assert!(!head.keeps_alive());
        write_head(&mut out, &head, &d);
        assert!(out.ends_with(b"GMT\r\nConnection: close\r\n\r\n"));
    }

    #[test]
    fn no_framing_for_bodiless_statuses() {
        let d = fixed_date();
        for code in [100, 204, 304] {
            let mut out = Vec::new();
            write_head(&mut out, &ResponseHead::new(code, Framing::Length(10)), &d);
            assert!(!out.windows(14).any(|w| w == b"Content-Length"), "{code}");
        }
    }

    #[test]
    fn rejects_header_injection() {
        let mut out = Vec::new();
        assert!(!write_header(&mut out, b"X-A", b"a\r\nSet-Cookie: x"));
        assert!(!write_header(&mut out, b"X A", b"a"));
        assert!(!write_header(&mut out, b"", b"a"));
        assert!(!write_header_line(&mut out, b"no colon"));
        assert!(out.is_empty());
        assert!(write_header_line(&mut out, b"X-Powered-By:  Tusk "));
        assert_eq!(out, b"X-Powered-By: Tusk\r\n");
    }

    #[test]
    fn raw_header_lines() {
        let d = fixed_date();
        let mut out = Vec::new();
        let lines = [
            b"X-Powered-By: PHP".to_vec(),
            b"Content-Length: 7".to_vec(),
            b"bogus".to_vec(),
            b"Set-Cookie: a=b\r\nX: y".to_vec(),
            b"Location: /next".to_vec(),
        ];
        let head = ResponseHead::new(302, Framing::Length(0));
        write_head_lines(&mut out, &head, &lines, &d);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "HTTP/1.1 302 Found\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nX-Powered-By: PHP\r\n\
             Location: /next\r\nContent-Length: 0\r\n\r\n"
        );
    }

    #[test]
    fn status_lines() {
        let mut out = Vec::new();
        write_status_line(&mut out, 431, None);
        write_status_line(&mut out, 599, None);
        write_status_line(&mut out, 42, None);
        assert_eq!(
            out,
            b"HTTP/1.1 431 Request Header Fields Too Large\r\nHTTP/1.1 599 \r\nHTTP/1.1 500 Internal Server Error\r\n"
        );
    }

    #[test]
    fn chunk_sizes_in_hex() {
        let mut out = Vec::new();
        write_chunk_header(&mut out, 0x1f2e);
        write_chunk_header(&mut out, 1);
        assert_eq!(out, b"1f2e\r\n1\r\n");
        let mut out = Vec::new();
        write_decimal(&mut out, u64::MAX);
        assert_eq!(out, u64::MAX.to_string().as_bytes());
    }

    #[test]
    fn date_cache_reformats_only_on_change() {
        let mut d = fixed_date();
        assert_eq!(d.line(), b"Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n");
        d.set(784_111_778);
        assert_eq!(d.date(), b"Sun, 06 Nov 1994 08:49:38 GMT");
        d.refresh();
        assert!(d.secs() > 1_700_000_000);
    }

    #[test]
    fn error_response() {
        let d = fixed_date();
        let mut out = Vec::new();
        write_error_response(&mut out, 413, &d);
        let s = String::from_utf8(out).unwrap();
        assert!(s.starts_with("HTTP/1.1 413 Request Entity Too Large\r\n"));
        assert!(s.ends_with(
            "Content-Length: 25\r\nConnection: close\r\n\r\nRequest Entity Too Large\n"
        ));
    }
}
