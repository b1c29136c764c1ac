//! HTTP/1.1 request heads (RFC 9112): `parse_head` turns the bytes at the
//! front of a connection's read buffer into a `RequestHead` (or says it needs
//! more bytes), enforcing the size limits and the framing rules that prevent
//! request smuggling; `ChunkedDecoder` decodes a chunked request body.
//!
//! Not here: sockets and timeouts (the server), reading a Content-Length body
//! (the caller counts bytes), interpreting the request-target or headers beyond
//! framing and connection management (the server builds $_SERVER).

use crate::HttpError;
use std::mem::MaybeUninit;

/// Size limits for one request.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Largest request head (request line + headers + final CRLF), in bytes.
    /// A longer head is answered with 431 (414 when the request line alone is
    /// that long).
    pub max_header_bytes: usize,
    /// Most header lines; more is 431.
    pub max_headers: usize,
    /// Largest body (Content-Length or decoded chunked size); more is 413.
    pub max_body: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_header_bytes: 8 * 1024,
            max_headers: 100,
            max_body: 8 * 1024 * 1024,
        }
    }
}

/// How the request body is framed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BodyKind {
    /// No Content-Length and no Transfer-Encoding: no body.
    None,
    /// `Content-Length: n` (n may be 0).
    Length(u64),
    /// `Transfer-Encoding: chunked`: decode with `ChunkedDecoder`.
    Chunked,
}

/// A parsed request head. Header names and values are the raw bytes
/// (values with surrounding whitespace removed), in the order received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestHead {
    pub method: Vec<u8>,
    /// The raw request-target (origin-form `/p?q`, absolute-form, `*`, or authority-form).
    pub target: Vec<u8>,
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    pub version_minor: u8,
    pub headers: Vec<(Vec<u8>, Vec<u8>)>,
    pub body: BodyKind,
    /// Whether the connection may stay open after this request
    /// (HTTP/1.1 unless `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`).
    pub keep_alive: bool,
    /// `Expect: 100-continue` on an HTTP/1.1 request: send `100 Continue`
    /// (response::CONTINUE_100) before reading the body.
    pub expect_continue: bool,
}

impl RequestHead {
    /// The first value of header `name` (ASCII case-insensitive).
    pub fn header(&self, name: &[u8]) -> Option<&[u8]> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_slice())
    }

    /// Every value of header `name`, in order.
    pub fn header_all<'a>(&'a self, name: &'a [u8]) -> impl Iterator<Item = &'a [u8]> + 'a {
        self.headers
            .iter()
            .filter(move |(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_slice())
    }

    /// The target up to `?` (no decoding).
    pub fn path(&self) -> &[u8] {
        match self.target.iter().position(|&b| b == b'?') {
            Some(i) => &self.target[..i],
            None => &self.target,
        }
    }

    /// The target after the first `?` (empty when there is none).
    pub fn query(&self) -> &[u8] {
        match self.target.iter().position(|&b| b == b'?') {
            Some(i) => &self.target[i + 1..],
            None => b"",
        }
    }

    /// `HTTP/1.0` or `HTTP/1.1`.
    pub fn protocol(&self) -> &'static str {
        if self.version_minor == 0 {
            "HTTP/1.0"
        } else {
            "HTTP/1.1"
        }
    }

    /// Whether the method is HEAD (the response gets headers but no body).
    pub fn is_head(&self) -> bool {
        self.method == b"HEAD"
    }
}

fn err(status: u16, reason: &'static str) -> HttpError {
    HttpError { status, reason }
}

const INLINE_HEADERS: usize = 128;

/// Parses the request head at the front of `buf`.
///
/// Returns `Ok(None)` when more bytes are needed, `Ok(Some((head, n)))` when
/// the head is complete and `n` bytes (the head, including the blank line) were
/// used, and `Err` with the status to answer (then close the connection) when
/// the head is invalid or too large. Empty lines before the request line are
/// skipped (RFC 9112 section 2.2).
pub fn parse_head(buf: &[u8], limits: &Limits) -> Result<Option<(RequestHead, usize)>, HttpError> {
    Ok(parse_head_ref(buf, limits)?.map(|(h, n)| (h.to_head(), n)))
}

/// A request head borrowing from the read buffer: the same checks and fields
/// as `RequestHead`, with one allocation (the header list) instead of one per
/// name and value. For a hot path that is done with the head before the
/// buffer is reused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestHeadRef<'b> {
    pub method: &'b [u8],
    pub target: &'b [u8],
    pub version_minor: u8,
    pub headers: Vec<(&'b [u8], &'b [u8])>,
    pub body: BodyKind,
    pub keep_alive: bool,
    pub expect_continue: bool,
}

impl RequestHeadRef<'_> {
    /// The owned copy.
    pub fn to_head(&self) -> RequestHead {
        RequestHead {
            method: self.method.to_vec(),
            target: self.target.to_vec(),
            version_minor: self.version_minor,
            headers: self
                .headers
                .iter()
                .map(|(n, v)| (n.to_vec(), v.to_vec()))
                .collect(),
            body: self.body,
            keep_alive: self.keep_alive,
            expect_continue: self.expect_continue,
        }
    }

    /// The first value of header `name` (ASCII case-insensitive).
    pub fn header(&self, name: &[u8]) -> Option<&[u8]> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| *v)
    }
}

/// `parse_head` without copying: see `RequestHeadRef`.
pub fn parse_head_ref<'b>(
    buf: &'b [u8],
    limits: &Limits,
) -> Result<Option<(RequestHeadRef<'b>, usize)>, HttpError> {
    // Uninitialised slots: no 4 KiB memset per call.
    let mut inline = [const { MaybeUninit::<httparse::Header<'b>>::uninit() }; INLINE_HEADERS];
    let mut heap;
    let slots: &mut [MaybeUninit<httparse::Header<'b>>] = if limits.max_headers <= INLINE_HEADERS {
        &mut inline[..limits.max_headers]
    } else {
        heap = Vec::with_capacity(limits.max_headers.min(1 << 16));
        heap.resize_with(limits.max_headers.min(1 << 16), MaybeUninit::uninit);
        &mut heap[..]
    };
    let mut req = httparse::Request::new(&mut []);
    let n = match req.parse_with_uninit_headers(buf, slots) {
        Ok(httparse::Status::Complete(n)) => n,
        Ok(httparse::Status::Partial) => {
            if buf.len() > limits.max_header_bytes {
                return Err(too_large(buf, limits));
            }
            return Ok(None);
        }
        Err(httparse::Error::TooManyHeaders) => {
            return Err(err(431, "too many header fields"));
        }
        Err(httparse::Error::Version) => return Err(version_error(buf)),
        Err(httparse::Error::HeaderName) => return Err(err(400, "invalid header field name")),
        Err(httparse::Error::HeaderValue) => return Err(err(400, "invalid header field value")),
        Err(httparse::Error::NewLine) => return Err(err(400, "invalid line ending")),
        Err(_) => return Err(err(400, "malformed request line")),
    };
    if n > limits.max_header_bytes {
        return Err(too_large(buf, limits));
    }
    let version_minor = req.version.unwrap_or(1);
    let method = req.method.unwrap_or("").as_bytes();
    let target = req.path.unwrap_or("").as_bytes();

    let mut headers = Vec::with_capacity(req.headers.len());
    let mut content_length: Option<u64> = None;
    let mut te = TeSummary::default();
    let mut hosts = 0usize;
    let mut conn_close = false;
    let mut conn_keep_alive = false;
    let mut expect_continue = false;

    for h in req.headers.iter() {
        let name = h.name.as_bytes();
        let value = trim_ows(h.value);
        if name.eq_ignore_ascii_case(b"content-length") {
            let v = parse_content_length(value)?;
            if let Some(prev) = content_length {
                if prev != v {
                    return Err(err(400, "conflicting Content-Length values"));
                }
            }
            content_length = Some(v);
        } else if name.eq_ignore_ascii_case(b"transfer-encoding") {
            te.present = true;
            for coding in list_items(value) {
                if !is_token(coding) {
                    return Err(err(400, "malformed Transfer-Encoding"));
                }
                te.count += 1;
                te.last_chunked = coding.eq_ignore_ascii_case(b"chunked");
                if te.last_chunked {
                    te.chunked += 1;
                } else {
                    te.other = true;
                }
            }
        } else if name.eq_ignore_ascii_case(b"host") {
            hosts += 1;
            if !valid_host(value) {
                return Err(err(400, "invalid Host"));
            }
        } else if name.eq_ignore_ascii_case(b"connection") {
            for opt in list_items(value) {
                if opt.eq_ignore_ascii_case(b"close") {
                    conn_close = true;
                } else if opt.eq_ignore_ascii_case(b"keep-alive") {
                    conn_keep_alive = true;
                }
            }
        } else if name.eq_ignore_ascii_case(b"expect")
            && value.eq_ignore_ascii_case(b"100-continue")
        {
            // Other expectations are ignored (RFC 9110 10.1.1 allows 417; nginx ignores them).
            expect_continue = version_minor >= 1;
        }
        headers.push((name, value));
    }

    let body = if te.present {
        // RFC 9112 6.1-6.3: CL with TE is a smuggling attempt; TE in HTTP/1.0
        // is faulty framing; chunked must be the last coding and appear once;
        // other codings we do not implement (501).
        if content_length.is_some() {
            return Err(err(400, "both Content-Length and Transfer-Encoding"));
        }
        if version_minor == 0 {
            return Err(err(400, "Transfer-Encoding in an HTTP/1.0 request"));
        }
        if te.count == 0 {
            return Err(err(400, "empty Transfer-Encoding"));
        }
        if !te.last_chunked {
            return Err(err(400, "chunked is not the final transfer coding"));
        }
        if te.chunked > 1 {
            return Err(err(400, "chunked applied more than once"));
        }
        if te.other {
            return Err(err(501, "unsupported transfer coding"));
        }
        BodyKind::Chunked
    } else if let Some(n) = content_length {
        if n > limits.max_body {
            return Err(err(413, "request body too large"));
        }
        BodyKind::Length(n)
    } else {
        BodyKind::None
    };

    if version_minor >= 1 && hosts != 1 {
        return Err(err(
            400,
            if hosts == 0 {
                "missing Host header"
            } else {
                "several Host headers"
            },
        ));
    }
    if hosts > 1 {
        return Err(err(400, "several Host headers"));
    }

    let keep_alive = if version_minor >= 1 {
        !conn_close
    } else {
        conn_keep_alive && !conn_close
    };
    Ok(Some((
        RequestHeadRef {
            method,
            target,
            version_minor,
            headers,
            body,
            keep_alive,
            expect_continue,
        },
        n,
    )))
}

/// What the Transfer-Encoding header lines said, all lines together.
#[derive(Default)]
struct TeSummary {
    present: bool,
    count: usize,
    chunked: usize,
    other: bool,
    last_chunked: bool,
}

fn too_large(buf: &[u8], limits: &Limits) -> HttpError {
    let line_end = buf
        .iter()
        .take(limits.max_header_bytes + 1)
        .position(|&b| b == b'\n');
    match line_end {
        None => err(414, "request line too long"),
        Some(_) => err(431, "request header too large"),
    }
}

/// httparse only knows HTTP/1.0 and HTTP/1.1: a well-formed `HTTP/x.y` of
/// another major version gets 505, anything else 400.
fn version_error(buf: &[u8]) -> HttpError {
    let line_end = buf
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .unwrap_or(buf.len());
    let line = &buf[..line_end];
    let ver = line.rsplit(|&b| b == b' ').next().unwrap_or(b"");
    if line.iter().filter(|&&b| b == b' ').count() == 2
        && ver.len() == 8
        && ver.starts_with(b"HTTP/")
        && ver[5].is_ascii_digit()
        && ver[6] == b'.'
        && ver[7].is_ascii_digit()
    {
        err(505, "HTTP version not supported")
    } else {
        err(400, "malformed HTTP version")
    }
}

/// Content-Length: 1*DIGIT, or a list of identical such values (RFC 9110 8.6).
fn parse_content_length(v: &[u8]) -> Result<u64, HttpError> {
    let mut result: Option<u64> = None;
    let mut items = 0;
    for item in v.split(|&b| b == b',') {
        let item = trim_ows(item);
        items += 1;
        if item.is_empty() || !item.iter().all(u8::is_ascii_digit) {
            return Err(err(400, "invalid Content-Length"));
        }
        let mut n: u64 = 0;
        for &d in item {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add((d - b'0') as u64))
                .ok_or(err(400, "invalid Content-Length"))?;
        }
        if matches!(result, Some(p) if p != n) {
            return Err(err(400, "conflicting Content-Length values"));
        }
        result = Some(n);
    }
    match result {
        Some(n) if items > 0 => Ok(n),
        _ => Err(err(400, "invalid Content-Length")),
    }
}

/// The non-empty elements of a comma-separated list, whitespace trimmed.
pub(crate) fn list_items(v: &[u8]) -> impl Iterator<Item = &[u8]> {
    v.split(|&b| b == b',')
        .map(trim_ows)
        .filter(|s| !s.is_empty())
}

pub(crate) fn trim_ows(s: &[u8]) -> &[u8] {
    let start = s
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t'))
        .unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t'))
        .map_or(start, |e| e + 1);
    &s[start..end]
}

pub(crate) fn is_tchar(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b)
}

pub(crate) fn is_token(s: &[u8]) -> bool {
    !s.is_empty() && s.iter().all(|&b| is_tchar(b))
}

/// Host = uri-host [ ":" port ]; accepts reg-names, IPv4 and bracketed IPv6
/// literals; an empty value is allowed (RFC 9112 3.2).
fn valid_host(v: &[u8]) -> bool {
    v.iter()
        .all(|&b| b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:%[]".contains(&b) || b >= 0x80)
}

/// Decoding state of a chunked body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ChunkState {
    /// At the start of a chunk-size line.
    SizeStart,
    /// Inside the hex digits.
    Size,
    /// After the size or inside extensions, before CR.
    Ext,
    /// Saw the CR of the size line.
    SizeLf,
    /// Inside chunk data.
    Data,
    /// After the data, expecting CR.
    DataCr,
    /// Expecting LF after the data's CR.
    DataLf,
    /// At the start of a trailer line (after the last chunk).
    TrailerStart,
    /// Inside a trailer line.
    Trailer,
    /// Saw the CR ending a trailer line.
    TrailerLf,
    /// Saw the CR of the final empty line.
    EndLf,
    Done,
}

/// A chunked-body decoder (RFC 9112 section 7.1). Feed it the bytes after
/// the head; it appends the decoded data to `out`. CRLF is required
/// everywhere (no bare LF), chunk extensions are checked and ignored,
/// trailers are checked and dropped.
#[derive(Clone, Debug)]
pub struct ChunkedDecoder {
    state: ChunkState,
    /// Size of the current chunk / bytes of data left in it.
    remaining: u64,
    /// Digits seen in the current size.
    digits: u32,
    /// Bytes of extension (or trailer) text on the current line / in all trailers.
    line_bytes: usize,
    trailer_bytes: usize,
    total: u64,
    max_body: u64,
    /// Inside a quoted-string of an extension, and after a backslash there.
    quoted: bool,
    escaped: bool,
    /// The ';' starting the extensions was seen on this size line.
    ext_semi: bool,
    /// The colon of the current trailer line was seen.
    trailer_value: bool,
}

/// Longest chunk-extension text on one size line, and the whole trailer section.
const MAX_EXT_BYTES: usize = 4096;
const MAX_TRAILER_BYTES: usize = 8192;

impl ChunkedDecoder {
    /// A decoder that rejects bodies larger than `max_body` decoded bytes with 413.
    pub fn new(max_body: u64) -> Self {
        ChunkedDecoder {
            state: ChunkState::SizeStart,
            remaining: 0,
            digits: 0,
            line_bytes: 0,
            trailer_bytes: 0,
            total: 0,
            max_body,
            quoted: false,
            escaped: false,
            ext_semi: false,
            trailer_value: false,
        }
    }

    /// Decoded bytes so far.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Whether the terminating last-chunk and trailer section were seen.
    pub fn is_done(&self) -> bool {
        self.state == ChunkState::Done
    }

    /// Decodes as much of `input` as possible, appending data to `out`.
    /// Returns the number of input bytes used and whether the body is complete;
    /// when complete, the bytes after the used ones belong to the next request.
    /// Until then, all of `input` is used. An error is final.
    pub fn decode(&mut self, input: &[u8], out: &mut Vec<u8>) -> Result<(usize, bool), HttpError> {
        let mut i = 0;
        while i < input.len() {
            let b = input[i];
            match self.state {
                ChunkState::Done => break,
                ChunkState::SizeStart | ChunkState::Size => match hex_val(b) {
                    Some(d) => {
                        if self.digits >= 16 || self.remaining > (u64::MAX >> 4) {
                            return Err(err(400, "chunk size too large"));
                        }
                        self.remaining = (self.remaining << 4) | d as u64;
                        self.digits += 1;
                        self.state = ChunkState::Size;
                        i += 1;
                    }
                    None if self.state == ChunkState::SizeStart => {
                        return Err(err(400, "invalid chunk size"));
                    }
                    None => {
                        if self.total.saturating_add(self.remaining) > self.max_body {
                            return Err(err(413, "request body too large"));
                        }
                        self.state = ChunkState::Ext;
                        self.line_bytes = 0;
                        self.quoted = false;
                        self.escaped = false;
                        self.ext_semi = false;
                        // Reprocess b in the Ext state.
                    }
                },
                ChunkState::Ext => {
                    if b == b'\r' && !self.quoted {
                        // Whitespace after the size is only allowed before a ';'.
                        if self.line_bytes > 0 && !self.ext_semi {
                            return Err(err(400, "invalid chunk size line"));
                        }
                        self.state = ChunkState::SizeLf;
                    } else if !self.ext_semi {
                        match b {
                            b';' => self.ext_semi = true,
                            b' ' | b'\t' => {}
                            _ => return Err(err(400, "invalid chunk size")),
                        }
                    } else if !ext_byte_ok(b, &mut self.quoted, &mut self.escaped) {
                        return Err(err(400, "invalid chunk extension"));
                    }
                    if b != b'\r' || self.quoted {
                        self.line_bytes += 1;
                        if self.line_bytes > MAX_EXT_BYTES {
                            return Err(err(400, "chunk extension too long"));
                        }
                    }
                    i += 1;
                }
                ChunkState::SizeLf => {
                    if b != b'\n' {
                        return Err(err(400, "bare CR in chunk size line"));
                    }
                    i += 1;
                    self.digits = 0;
                    if self.remaining == 0 {
                        self.state = ChunkState::TrailerStart;
                    } else {
                        self.state = ChunkState::Data;
                    }
                }
                ChunkState::Data => {
                    let take = (input.len() - i)
                        .min(usize::try_from(self.remaining).unwrap_or(usize::MAX));
                    out.extend_from_slice(&input[i..i + take]);
                    i += take;
                    self.remaining -= take as u64;
                    self.total += take as u64;
                    if self.remaining == 0 {
                        self.state = ChunkState::DataCr;
                    }
                }
                ChunkState::DataCr => {
                    if b != b'\r' {
                        return Err(err(400, "missing CRLF after chunk data"));
                    }
                    self.state = ChunkState::DataLf;
                    i += 1;
                }
                ChunkState::DataLf => {
                    if b != b'\n' {
                        return Err(err(400, "missing CRLF after chunk data"));
                    }
                    self.state = ChunkState::SizeStart;
                    i += 1;
                }
                ChunkState::TrailerStart => {
                    if b == b'\r' {
                        self.state = ChunkState::EndLf;
                    } else if is_tchar(b) {
                        self.state = ChunkState::Trailer;
                        self.trailer_value = false;
                        self.count_trailer()?;
                    } else {
                        return Err(err(400, "invalid trailer field"));
                    }
                    i += 1;
                }
                ChunkState::Trailer => {
                    if b == b'\r' {
                        self.state = ChunkState::TrailerLf;
                    } else if !self.trailer_value && b == b':' {
                        self.trailer_value = true;
                        self.count_trailer()?;
                    } else if self.trailer_value && (b == b'\t' || b >= 0x20 && b != 0x7f)
                        || !self.trailer_value && is_tchar(b)
                    {
                        self.count_trailer()?;
                    } else {
                        return Err(err(400, "invalid trailer field"));
                    }
                    i += 1;
                }
                ChunkState::TrailerLf => {
                    if b != b'\n' || !self.trailer_value {
                        return Err(err(400, "bare CR in trailer"));
                    }
                    self.state = ChunkState::TrailerStart;
                    i += 1;
                }
                ChunkState::EndLf => {
                    if b != b'\n' {
                        return Err(err(400, "bare CR after last chunk"));
                    }
                    self.state = ChunkState::Done;
                    i += 1;
                    return Ok((i, true));
                }
            }
        }
        Ok((i, self.state == ChunkState::Done))
    }

    fn count_trailer(&mut self) -> Result<(), HttpError> {
        self.trailer_bytes += 1;
        if self.trailer_bytes > MAX_TRAILER_BYTES {
            return Err(err(431, "trailer section too large"));
        }
        Ok(())
    }
}

fn hex_val(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

/// One byte of chunk-ext = *( BWS ";" BWS name [ BWS "=" BWS ( token / quoted-string ) ] ):
/// token characters, `;`, `=`, whitespace, and quoted strings (qdtext and
/// quoted-pairs). Control characters (other than HTAB) and LF are refused.
fn ext_byte_ok(b: u8, quoted: &mut bool, escaped: &mut bool) -> bool {
    if *quoted {
        if *escaped {
            *escaped = false;
            return b == b'\t' || (b >= 0x20 && b != 0x7f);
        }
        match b {
            b'\\' => *escaped = true,
            b'"' => *quoted = false,
            b'\t' => {}
            0x20..=0x7e | 0x80..=0xff => {}
            _ => return false,
        }
        return true;
    }
    match b {
        b'"' => {
            *quoted = true;
            true
        }
        b';' | b'=' | b' ' | b'\t' => true,
        _ => is_tchar(b),
    }
}

#[cfg(test)]
#[path = "request_tests.rs"]
mod tests;
