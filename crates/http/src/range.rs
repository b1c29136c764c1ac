//! Static-file validators and byte ranges (RFC 9110 sections 8.8, 13, 14):
//! `parse_range` for a single `Range: bytes=...`, `if_range_allows` for
//! If-Range, `none_match` / `modified_since` for the 304 decision, and an
//! nginx-style ETag from mtime and size.
//!
//! Several ranges in one header are answered with the whole file (200, no
//! multipart/byteranges), which RFC 9110 allows (a server may ignore Range).
//!
//! Not here: reading files, sendfile, writing the 206/304/416 responses.

use crate::request::{list_items, trim_ows};

/// What to send for a Range header and a representation of `len` bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangeResult {
    /// Ignore the Range header: 200 with the whole body (no Range, another
    /// unit, a malformed value, or several ranges).
    Full,
    /// 206 with bytes `start..=end` (`Content-Range: bytes start-end/len`).
    Partial { start: u64, end: u64 },
    /// 416 with `Content-Range: bytes */len`.
    Unsatisfiable,
}

/// Interprets a Range header value for a body of `len` bytes.
pub fn parse_range(value: &[u8], len: u64) -> RangeResult {
    let v = trim_ows(value);
    if v.len() < 6 || !v[..6].eq_ignore_ascii_case(b"bytes=") {
        return RangeResult::Full;
    }
    let mut specs = list_items(&v[6..]);
    let Some(spec) = specs.next() else {
        return RangeResult::Full;
    };
    if specs.next().is_some() {
        return RangeResult::Full;
    }
    let Some(dash) = spec.iter().position(|&b| b == b'-') else {
        return RangeResult::Full;
    };
    let (first, last) = (&spec[..dash], &spec[dash + 1..]);
    if first.is_empty() {
        // Suffix range: the last n bytes.
        let Some(n) = number(last) else {
            return RangeResult::Full;
        };
        if n == 0 || len == 0 {
            return RangeResult::Unsatisfiable;
        }
        return RangeResult::Partial {
            start: len - n.min(len),
            end: len - 1,
        };
    }
    let Some(start) = number(first) else {
        return RangeResult::Full;
    };
    let end = if last.is_empty() {
        u64::MAX
    } else {
        match number(last) {
            Some(e) if e >= start => e,
            _ => return RangeResult::Full,
        }
    };
    if start >= len {
        return RangeResult::Unsatisfiable;
    }
    RangeResult::Partial {
        start,
        end: end.min(len - 1),
    }
}

fn number(s: &[u8]) -> Option<u64> {
    if s.is_empty() || s.len() > 19 || !s.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(s.iter().fold(0u64, |a, &b| a * 10 + (b - b'0') as u64))
}

/// The Content-Range value for a 206 (`bytes 0-99/1000`).
pub fn content_range(start: u64, end: u64, len: u64) -> String {
    format!("bytes {start}-{end}/{len}")
}

/// The Content-Range value for a 416 (`bytes */1000`).
pub fn content_range_unsatisfiable(len: u64) -> String {
    format!("bytes */{len}")
}

/// An ETag as nginx makes it: `"<mtime hex>-<size hex>"` (strong).
pub fn make_etag(mtime_secs: i64, size: u64) -> String {
    format!("\"{:x}-{:x}\"", mtime_secs.max(0), size)
}

/// Splits `W/"x"` into (weak, opaque-tag with quotes); None if malformed.
fn parse_etag(t: &[u8]) -> Option<(bool, &[u8])> {
    let (weak, rest) = match t.strip_prefix(b"W/") {
        Some(r) => (true, r),
        None => (false, t),
    };
    if rest.len() >= 2 && rest[0] == b'"' && rest[rest.len() - 1] == b'"' {
        Some((weak, rest))
    } else {
        None
    }
}

/// If-None-Match against the current ETag (weak comparison; `*` matches any):
/// true means "not modified" (304 for GET/HEAD).
pub fn none_match(if_none_match: &[u8], etag: &[u8]) -> bool {
    let v = trim_ows(if_none_match);
    if v == b"*" {
        return true;
    }
    let Some((_, mine)) = parse_etag(etag) else {
        return false;
    };
    list_items(v).filter_map(parse_etag).any(|(_, t)| t == mine)
}

/// If-Modified-Since against the file's mtime: true means "not modified".
/// An unparsable date means "modified" (the header is ignored).
pub fn not_modified_since(if_modified_since: &[u8], mtime_secs: i64) -> bool {
    matches!(crate::date::parse_http_date(if_modified_since), Some(t) if mtime_secs <= t)
}

/// If-Range: whether the Range header may be honoured. An entity tag must
/// match the current strong ETag exactly (weak tags never match); a date must
/// equal Last-Modified exactly.
pub fn if_range_allows(if_range: &[u8], etag: &[u8], mtime_secs: i64) -> bool {
    let v = trim_ows(if_range);
    if v.starts_with(b"\"") || v.starts_with(b"W/") {
        return match (parse_etag(v), parse_etag(etag)) {
            (Some((false, a)), Some((false, b))) => a == b,
            _ => false,
        };
    }
    crate::date::parse_http_date(v) == Some(mtime_secs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use RangeResult::*;

    #[test]
    fn single_ranges() {
        assert_eq!(
            parse_range(b"bytes=0-99", 1000),
            Partial { start: 0, end: 99 }
        );
        assert_eq!(
            parse_range(b"Bytes= 10-", 1000),
            Partial {
                start: 10,
                end: 999
            }
        );
        assert_eq!(
            parse_range(b"bytes=990-2000", 1000),
            Partial {
                start: 990,
                end: 999
            }
        );
        assert_eq!(
            parse_range(b"bytes=-100", 1000),
            Partial {
                start: 900,
                end: 999
            }
        );
        assert_eq!(
            parse_range(b"bytes=-5000", 1000),
            Partial { start: 0, end: 999 }
        );
        assert_eq!(
            parse_range(b"bytes=999-999", 1000),
            Partial {
                start: 999,
                end: 999
            }
        );
    }

    #[test]
    fn unsatisfiable() {
        assert_eq!(parse_range(b"bytes=1000-", 1000), Unsatisfiable);
        assert_eq!(parse_range(b"bytes=1000-1001", 1000), Unsatisfiable);
        assert_eq!(parse_range(b"bytes=-0", 1000), Unsatisfiable);
        assert_eq!(parse_range(b"bytes=0-", 0), Unsatisfiable);
        assert_eq!(parse_range(b"bytes=-1", 0), Unsatisfiable);
        assert_eq!(content_range_unsatisfiable(1000), "bytes */1000");
        assert_eq!(content_range(0, 99, 1000), "bytes 0-99/1000");
    }

    #[test]
    fn ignored() {
        for v in [
            &b""[..],
            b"items=0-5",
            b"bytes=",
            b"bytes=5",
            b"bytes=5-3",
            b"bytes=a-b",
            b"bytes=0-1,5-6",
            b"bytes=--5",
            b"bytes=+1-2",
            b"bytes=99999999999999999999-",
        ] {
            assert_eq!(
                parse_range(v, 1000),
                Full,
                "{:?}",
                String::from_utf8_lossy(v)
            );
        }
    }

    #[test]
    fn validators() {
        let tag = make_etag(0x5f5e100, 1234);
        assert_eq!(tag, "\"5f5e100-4d2\"");
        let t = tag.as_bytes();
        assert!(none_match(b"*", t));
        assert!(none_match(b"\"x\", W/\"5f5e100-4d2\"", t));
        assert!(!none_match(b"\"other\"", t));
        assert!(!none_match(b"garbage", t));
        assert!(not_modified_since(
            b"Sun, 06 Nov 1994 08:49:37 GMT",
            784_111_777
        ));
        assert!(!not_modified_since(
            b"Sun, 06 Nov 1994 08:49:37 GMT",
            784_111_778
        ));
        assert!(!not_modified_since(b"yesterday", 0));
        assert!(if_range_allows(t, t, 0));
        assert!(!if_range_allows(b"W/\"5f5e100-4d2\"", t, 0));
        assert!(!if_range_allows(b"\"nope\"", t, 0));
        assert!(if_range_allows(
            b"Sun, 06 Nov 1994 08:49:37 GMT",
            t,
            784_111_777
        ));
        assert!(!if_range_allows(
            b"Sun, 06 Nov 1994 08:49:37 GMT",
            t,
            784_111_778
        ));
    }
}
