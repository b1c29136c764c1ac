//! multipart/form-data bodies (RFC 7578 over RFC 2046) and the header
//! parameter syntax they share with Content-Type: `parse_content_type`
//! (media type + parameters, quoted or not) and `parse_multipart`, which
//! splits a whole body held in memory into `Part`s borrowing from it
//! (fields and files alike; a part with a `filename` parameter is a file).
//!
//! Line breaks may be CRLF or bare LF (as PHP accepts); a delimiter is
//! `--boundary` at the start of a line followed by optional whitespace and a
//! line break, or by `--` for the last one. Preamble and epilogue are ignored.
//!
//! Not here: PHP's $_POST/$_FILES rules (array names like `a[]`,
//! MAX_FILE_SIZE, upload_max_filesize, basename of the filename, temp files):
//! the server applies those to the parts.

use memchr::memmem;
use std::borrow::Cow;

/// A parsed `type/subtype; name=value; ...` header value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentType<'a> {
    /// The media type as written (trimmed), e.g. `multipart/form-data`.
    pub mime: &'a [u8],
    /// Parameters in order; names as written, values unquoted.
    pub params: Vec<(&'a [u8], Cow<'a, [u8]>)>,
}

impl<'a> ContentType<'a> {
    /// Whether the media type is `mime` (ASCII case-insensitive).
    pub fn is(&self, mime: &str) -> bool {
        self.mime.eq_ignore_ascii_case(mime.as_bytes())
    }

    /// The first parameter named `name` (ASCII case-insensitive).
    pub fn param(&self, name: &str) -> Option<&[u8]> {
        self.params
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name.as_bytes()))
            .map(|(_, v)| &v[..])
    }

    /// The `boundary` parameter of a multipart type, when it is 1..=200 bytes.
    pub fn boundary(&self) -> Option<&[u8]> {
        self.param("boundary")
            .filter(|b| !b.is_empty() && b.len() <= 200)
    }
}

/// Parses a Content-Type (or Content-Disposition) value.
pub fn parse_content_type(v: &[u8]) -> ContentType<'_> {
    let end = v.iter().position(|&b| b == b';').unwrap_or(v.len());
    ContentType {
        mime: trim(&v[..end]),
        params: parse_params(&v[end..]),
    }
}

/// Parses `; name=value; name="quoted \" value"; flag` into pairs. Inside
/// quotes a backslash escapes `"` and `\`; other backslashes are kept (old
/// browsers sent Windows paths unescaped). Unquoted values end at `;`
/// (or `,` for robustness with odd senders) and are trimmed.
pub fn parse_params(mut s: &[u8]) -> Vec<(&[u8], Cow<'_, [u8]>)> {
    let mut out = Vec::new();
    loop {
        // Skip separators and whitespace.
        while let Some((&b, rest)) = s.split_first() {
            if matches!(b, b';' | b' ' | b'\t' | b',' | b'\r' | b'\n') {
                s = rest;
            } else {
                break;
            }
        }
        if s.is_empty() {
            return out;
        }
        let name_end = s
            .iter()
            .position(|&b| matches!(b, b'=' | b';' | b','))
            .unwrap_or(s.len());
        let name = trim(&s[..name_end]);
        s = &s[name_end..];
        if s.first() != Some(&b'=') {
            if !name.is_empty() {
                out.push((name, Cow::Borrowed(&b""[..])));
            }
            continue;
        }
        s = trim_start(&s[1..]);
        let value: Cow<'_, [u8]>;
        if s.first() == Some(&b'"') {
            let body = &s[1..];
            let mut owned: Option<Vec<u8>> = None;
            let mut i = 0;
            let mut end = None;
            while i < body.len() {
                match body[i] {
                    b'"' => {
                        end = Some(i);
                        break;
                    }
                    b'\\' if matches!(body.get(i + 1), Some(b'"') | Some(b'\\')) => {
                        let o = owned.get_or_insert_with(|| body[..i].to_vec());
                        o.push(body[i + 1]);
                        i += 2;
                        continue;
                    }
                    c => {
                        if let Some(o) = owned.as_mut() {
                            o.push(c);
                        }
                    }
                }
                i += 1;
            }
            let stop = end.unwrap_or(body.len());
            value = match owned {
                Some(o) => Cow::Owned(o),
                None => Cow::Borrowed(&body[..stop]),
            };
            s = &body[(stop + 1).min(body.len())..];
            // Anything after the closing quote up to the next ';' is ignored.
            let skip = s.iter().position(|&b| b == b';').unwrap_or(s.len());
            s = &s[skip..];
        } else {
            let end = s
                .iter()
                .position(|&b| matches!(b, b';' | b','))
                .unwrap_or(s.len());
            value = Cow::Borrowed(trim(&s[..end]));
            s = &s[end..];
        }
        if !name.is_empty() {
            out.push((name, value));
        }
    }
}

/// Limits of `parse_multipart`.
#[derive(Clone, Debug)]
pub struct MultipartLimits {
    /// Most parts (fields + files); more is an error.
    pub max_parts: usize,
    /// Largest header block of one part.
    pub max_header_bytes: usize,
}

impl Default for MultipartLimits {
    fn default() -> Self {
        MultipartLimits {
            max_parts: 1000,
            max_header_bytes: 8 * 1024,
        }
    }
}

/// A malformed or over-limit multipart body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MultipartError {
    pub reason: &'static str,
}

impl std::fmt::Display for MultipartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "malformed multipart body: {}", self.reason)
    }
}

impl std::error::Error for MultipartError {}

fn merr(reason: &'static str) -> MultipartError {
    MultipartError { reason }
}

/// One part of a multipart body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part<'a> {
    /// The part's header fields (name, trimmed value), in order.
    pub headers: Vec<(&'a [u8], &'a [u8])>,
    /// `name` from Content-Disposition (None: PHP ignores such a part).
    pub name: Option<Cow<'a, [u8]>>,
    /// `filename` from Content-Disposition, raw (may hold a path; may be
    /// empty, which PHP reports as UPLOAD_ERR_NO_FILE).
    pub filename: Option<Cow<'a, [u8]>>,
    /// `filename*` (RFC 8187 `charset'lang'pct-encoded`), percent-decoded;
    /// the charset is not converted.
    pub filename_star: Option<Vec<u8>>,
    /// The part's Content-Type value, if any.
    pub content_type: Option<&'a [u8]>,
    pub data: &'a [u8],
}

impl<'a> Part<'a> {
    /// Whether this part is a file upload (has a filename or filename*).
    pub fn is_file(&self) -> bool {
        self.filename.is_some() || self.filename_star.is_some()
    }

    /// The first header named `name` (ASCII case-insensitive).
    pub fn header(&self, name: &str) -> Option<&'a [u8]> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name.as_bytes()))
            .map(|(_, v)| *v)
    }
}

/// Finds the next delimiter line (`--boundary` at a line start, followed by
/// `--` or optional whitespace and a line break) at or after `from`.
/// Returns (start of `--boundary`, index just after the delimiter line,
/// whether it is the close delimiter). A delimiter at index 0 needs no
/// preceding line break.
fn find_delimiter(
    body: &[u8],
    finder: &memmem::Finder<'_>,
    dash_len: usize,
    from: usize,
) -> Option<(usize, usize, bool)> {
    let mut pos = from;
    while pos <= body.len() {
        let i = pos + finder.find(&body[pos..])?;
        pos = i + 1;
        if i != 0 && body[i - 1] != b'\n' {
            continue;
        }
        let mut j = i + dash_len;
        if body[j..].starts_with(b"--") {
            return Some((i, j + 2, true));
        }
        while j < body.len() && matches!(body[j], b' ' | b'\t') {
            j += 1;
        }
        if body[j..].starts_with(b"\r\n") {
            return Some((i, j + 2, false));
        }
        if body[j..].starts_with(b"\n") {
            return Some((i, j + 1, false));
        }
    }
    None
}

/// Splits a multipart body into parts. `boundary` is the raw boundary
/// parameter (without the leading dashes).
pub fn parse_multipart<'a>(
    body: &'a [u8],
    boundary: &[u8],
    limits: &MultipartLimits,
) -> Result<Vec<Part<'a>>, MultipartError> {
    if boundary.is_empty() || boundary.len() > 200 {
        return Err(merr("invalid boundary"));
    }
    let mut dash = Vec::with_capacity(boundary.len() + 2);
    dash.extend_from_slice(b"--");
    dash.extend_from_slice(boundary);
    let finder = memmem::Finder::new(&dash);
    let (_, mut at, mut close) =
        find_delimiter(body, &finder, dash.len(), 0).ok_or(merr("no boundary found"))?;
    let mut parts = Vec::new();
    while !close {
        if parts.len() >= limits.max_parts {
            return Err(merr("too many parts"));
        }
        let (headers, data_start) = parse_part_headers(body, at, limits.max_header_bytes)?;
        let (delim, next, is_close) = find_delimiter(body, &finder, dash.len(), data_start)
            .ok_or(merr("missing closing boundary"))?;
        // The line break before the delimiter belongs to it.
        let mut end = delim;
        if end > data_start && body[end - 1] == b'\n' {
            end -= 1;
            if end > data_start && body[end - 1] == b'\r' {
                end -= 1;
            }
        }
        parts.push(make_part(headers, &body[data_start..end]));
        at = next;
        close = is_close;
    }
    Ok(parts)
}

/// Reads header lines from `at` to the blank line; returns them and the
/// index where the data starts.
fn parse_part_headers(
    body: &[u8],
    mut at: usize,
    max_bytes: usize,
) -> Result<(Vec<(&[u8], &[u8])>, usize), MultipartError> {
    let start = at;
    let mut headers = Vec::new();
    loop {
        let nl = memchr::memchr(b'\n', &body[at..]).ok_or(merr("unterminated part header"))?;
        let mut line = &body[at..at + nl];
        at += nl + 1;
        if at - start > max_bytes {
            return Err(merr("part header too large"));
        }
        if line.last() == Some(&b'\r') {
            line = &line[..line.len() - 1];
        }
        if line.is_empty() {
            return Ok((headers, at));
        }
        if matches!(line[0], b' ' | b'\t') {
            return Err(merr("folded part header"));
        }
        let colon = line
            .iter()
            .position(|&b| b == b':')
            .ok_or(merr("part header without colon"))?;
        let name = &line[..colon];
        if !crate::request::is_token(name) {
            return Err(merr("invalid part header name"));
        }
        headers.push((name, trim(&line[colon + 1..])));
    }
}

fn make_part<'a>(headers: Vec<(&'a [u8], &'a [u8])>, data: &'a [u8]) -> Part<'a> {
    let mut part = Part {
        headers,
        name: None,
        filename: None,
        filename_star: None,
        content_type: None,
        data,
    };
    for (n, v) in &part.headers {
        if n.eq_ignore_ascii_case(b"content-disposition") && part.name.is_none() {
            let cd = parse_content_type(v);
            for (pn, pv) in cd.params {
                if pn.eq_ignore_ascii_case(b"name") && part.name.is_none() {
                    part.name = Some(pv);
                } else if pn.eq_ignore_ascii_case(b"filename") && part.filename.is_none() {
                    part.filename = Some(pv);
                } else if pn.eq_ignore_ascii_case(b"filename*") && part.filename_star.is_none() {
                    part.filename_star = decode_ext_value(&pv);
                }
            }
        } else if n.eq_ignore_ascii_case(b"content-type") && part.content_type.is_none() {
            part.content_type = Some(v);
        }
    }
    part
}

/// Decodes an RFC 8187 ext-value `charset'[language]'pct-encoded`; None when
/// the form is wrong.
fn decode_ext_value(v: &[u8]) -> Option<Vec<u8>> {
    let q1 = v.iter().position(|&b| b == b'\'')?;
    let q2 = q1 + 1 + v[q1 + 1..].iter().position(|&b| b == b'\'')?;
    let enc = &v[q2 + 1..];
    let mut out = Vec::with_capacity(enc.len());
    let mut i = 0;
    while i < enc.len() {
        if enc[i] == b'%' {
            let h = enc.get(i + 1..i + 3)?;
            let hex = |c: u8| (c as char).to_digit(16);
            out.push((hex(h[0])? * 16 + hex(h[1])?) as u8);
            i += 3;
        } else {
            out.push(enc[i]);
            i += 1;
        }
    }
    Some(out)
}

fn trim_start(s: &[u8]) -> &[u8] {
    let start = s
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t'))
        .unwrap_or(s.len());
    &s[start..]
}

fn trim(s: &[u8]) -> &[u8] {
    crate::request::trim_ows(s)
}

#[cfg(test)]
#[path = "multipart_tests.rs"]
mod tests;
