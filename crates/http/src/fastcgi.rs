//! FastCGI 1.0 responder codec (sans-IO): record headers, the name-value
//! pair format, and `FcgiConn`, a per-connection state machine that turns the
//! web server's records (BEGIN_REQUEST, PARAMS, STDIN, ABORT_REQUEST,
//! GET_VALUES) into `FcgiEvent`s and writes the management answers itself
//! (GET_VALUES_RESULT, UNKNOWN_TYPE, END_REQUEST for refused requests).
//! Writers for STDOUT/STDERR streams and END_REQUEST.
//!
//! One request at a time per connection (FCGI_MPXS_CONNS=0, like php-fpm):
//! a second request id while one is active is refused with
//! FCGI_CANT_MPX_CONN. Only the RESPONDER role; AUTHORIZER and FILTER get
//! FCGI_UNKNOWN_ROLE.
//!
//! Not here: sockets, building $_SERVER from the params, the CGI response
//! head beyond `write_cgi_head`.

use std::collections::VecDeque;

pub const VERSION_1: u8 = 1;
pub const HEADER_LEN: usize = 8;
/// Largest record content.
pub const MAX_CONTENT: usize = 65535;

pub const BEGIN_REQUEST: u8 = 1;
pub const ABORT_REQUEST: u8 = 2;
pub const END_REQUEST: u8 = 3;
pub const PARAMS: u8 = 4;
pub const STDIN: u8 = 5;
pub const STDOUT: u8 = 6;
pub const STDERR: u8 = 7;
pub const DATA: u8 = 8;
pub const GET_VALUES: u8 = 9;
pub const GET_VALUES_RESULT: u8 = 10;
pub const UNKNOWN_TYPE: u8 = 11;

pub const ROLE_RESPONDER: u16 = 1;
pub const ROLE_AUTHORIZER: u16 = 2;
pub const ROLE_FILTER: u16 = 3;

/// BEGIN_REQUEST flag: keep the connection open after the request.
pub const KEEP_CONN: u8 = 1;

pub const REQUEST_COMPLETE: u8 = 0;
pub const CANT_MPX_CONN: u8 = 1;
pub const OVERLOADED: u8 = 2;
pub const UNKNOWN_ROLE: u8 = 3;

/// A record header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordHeader {
    pub version: u8,
    pub rtype: u8,
    pub request_id: u16,
    pub content_length: u16,
    pub padding_length: u8,
}

impl RecordHeader {
    /// Parses the first 8 bytes of `b`; None when fewer are given.
    pub fn parse(b: &[u8]) -> Option<RecordHeader> {
        let b: &[u8; HEADER_LEN] = b.get(..HEADER_LEN)?.try_into().ok()?;
        Some(RecordHeader {
            version: b[0],
            rtype: b[1],
            request_id: u16::from_be_bytes([b[2], b[3]]),
            content_length: u16::from_be_bytes([b[4], b[5]]),
            padding_length: b[6],
        })
    }

    /// The 8 header bytes (the reserved byte is 0).
    pub fn to_bytes(&self) -> [u8; HEADER_LEN] {
        let id = self.request_id.to_be_bytes();
        let len = self.content_length.to_be_bytes();
        [
            self.version,
            self.rtype,
            id[0],
            id[1],
            len[0],
            len[1],
            self.padding_length,
            0,
        ]
    }

    /// Header + content + padding.
    pub fn record_len(&self) -> usize {
        HEADER_LEN + self.content_length as usize + self.padding_length as usize
    }
}

/// Padding that makes `len` a multiple of 8.
fn padding_for(len: usize) -> u8 {
    ((8 - len % 8) % 8) as u8
}

/// Writes one record (content at most 65535 bytes; longer content is cut),
/// padded to a multiple of 8.
pub fn write_record(out: &mut Vec<u8>, rtype: u8, request_id: u16, content: &[u8]) {
    let content = &content[..content.len().min(MAX_CONTENT)];
    let padding = padding_for(content.len());
    let h = RecordHeader {
        version: VERSION_1,
        rtype,
        request_id,
        content_length: content.len() as u16,
        padding_length: padding,
    };
    out.reserve(HEADER_LEN + content.len() + padding as usize);
    out.extend_from_slice(&h.to_bytes());
    out.extend_from_slice(content);
    out.extend_from_slice(&[0u8; 8][..padding as usize]);
}

/// Stream data per record: the largest multiple of 8 under 65535, so full
/// records need no padding.
const STREAM_CHUNK: usize = 65528;

/// Writes `data` as STDOUT records (nothing for empty data: an empty record
/// would end the stream; use `write_stdout_end`).
pub fn write_stdout(out: &mut Vec<u8>, request_id: u16, data: &[u8]) {
    write_stream(out, STDOUT, request_id, data);
}

/// Writes `data` as STDERR records (nothing for empty data).
pub fn write_stderr(out: &mut Vec<u8>, request_id: u16, data: &[u8]) {
    write_stream(out, STDERR, request_id, data);
}

fn write_stream(out: &mut Vec<u8>, rtype: u8, request_id: u16, data: &[u8]) {
    for chunk in data.chunks(STREAM_CHUNK) {
        write_record(out, rtype, request_id, chunk);
    }
}

/// Ends the STDOUT stream (an empty STDOUT record).
pub fn write_stdout_end(out: &mut Vec<u8>, request_id: u16) {
    write_record(out, STDOUT, request_id, b"");
}

/// Writes END_REQUEST with the application's exit status and a protocol status.
pub fn write_end_request(out: &mut Vec<u8>, request_id: u16, app_status: u32, protocol_status: u8) {
    let a = app_status.to_be_bytes();
    write_record(
        out,
        END_REQUEST,
        request_id,
        &[a[0], a[1], a[2], a[3], protocol_status, 0, 0, 0],
    );
}

/// Writes a CGI response head (`Status: 404 Not Found\r\n`, the headers,
/// blank line) into `out`, to be sent as STDOUT. Unsafe fields (CR/LF/NUL,
/// bad names) are dropped as in response::write_header.
pub fn write_cgi_head(out: &mut Vec<u8>, status: u16, headers: &[(&[u8], &[u8])]) {
    write_cgi_status(out, status);
    for (n, v) in headers {
        crate::response::write_header(out, n, v);
    }
    out.extend_from_slice(b"\r\n");
}

/// `write_cgi_head` with the header fields as raw `Name: value` lines (as
/// PHP's header() keeps them); lines without a colon or unsafe are dropped.
pub fn write_cgi_head_lines<L: AsRef<[u8]>>(out: &mut Vec<u8>, status: u16, lines: &[L]) {
    write_cgi_status(out, status);
    for line in lines {
        crate::response::write_header_line(out, line.as_ref());
    }
    out.extend_from_slice(b"\r\n");
}

/// The `Status:` line (none for 200, the CGI default).
fn write_cgi_status(out: &mut Vec<u8>, status: u16) {
    if status != 200 {
        out.extend_from_slice(b"Status: ");
        crate::response::write_decimal(out, status as u64);
        let r = crate::response::reason(status);
        if !r.is_empty() {
            out.push(b' ');
            out.extend_from_slice(r.as_bytes());
        }
        out.extend_from_slice(b"\r\n");
    }
}

/// Appends one name-value pair in FastCGI's length-prefixed format.
pub fn write_name_value(out: &mut Vec<u8>, name: &[u8], value: &[u8]) {
    for len in [name.len(), value.len()] {
        if len < 128 {
            out.push(len as u8);
        } else {
            let l = (len.min(0x7fff_ffff) as u32) | 0x8000_0000;
            out.extend_from_slice(&l.to_be_bytes());
        }
    }
    out.extend_from_slice(name);
    out.extend_from_slice(value);
}

/// Parses a complete name-value pair stream. Err when a length runs past the end.
pub fn parse_name_values(mut b: &[u8]) -> Result<Vec<(Vec<u8>, Vec<u8>)>, FcgiError> {
    fn len(b: &mut &[u8]) -> Option<usize> {
        let first = *b.first()?;
        if first < 128 {
            *b = &b[1..];
            Some(first as usize)
        } else {
            let four: [u8; 4] = b.get(..4)?.try_into().ok()?;
            *b = &b[4..];
            Some((u32::from_be_bytes(four) & 0x7fff_ffff) as usize)
        }
    }
    let bad = FcgiError {
        reason: "malformed name-value pairs",
    };
    let mut pairs = Vec::new();
    while !b.is_empty() {
        let nl = len(&mut b).ok_or(bad)?;
        let vl = len(&mut b).ok_or(bad)?;
        if nl > b.len() || vl > b.len() - nl {
            return Err(bad);
        }
        pairs.push((b[..nl].to_vec(), b[nl..nl + vl].to_vec()));
        b = &b[nl + vl..];
    }
    Ok(pairs)
}

/// A protocol error: the connection must be closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FcgiError {
    pub reason: &'static str,
}

impl std::fmt::Display for FcgiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "FastCGI protocol error: {}", self.reason)
    }
}

impl std::error::Error for FcgiError {}

/// Settings of an `FcgiConn`.
#[derive(Clone, Debug)]
pub struct FcgiConfig {
    /// Answers to FCGI_GET_VALUES.
    pub max_conns: u32,
    pub max_reqs: u32,
    /// Largest PARAMS stream of one request (a larger one is a protocol error).
    pub max_params_bytes: usize,
    /// Largest STDIN of one request; beyond it `FcgiEvent::BodyTooLarge` is
    /// reported and the rest of the stream is discarded.
    pub max_stdin: u64,
    /// True: `Request` is reported once PARAMS and STDIN are both complete,
    /// with the whole body. False: `Request` comes when PARAMS is complete,
    /// with the STDIN read so far, and the rest follows as `Stdin` events.
    pub buffer_stdin: bool,
}

impl Default for FcgiConfig {
    fn default() -> Self {
        FcgiConfig {
            max_conns: 1024,
            max_reqs: 1024,
            max_params_bytes: 1 << 20,
            max_stdin: 8 << 20,
            buffer_stdin: true,
        }
    }
}

/// A request ready to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FcgiRequest {
    pub id: u16,
    /// FCGI_KEEP_CONN: when false, close the connection after END_REQUEST.
    pub keep_conn: bool,
    /// The PARAMS pairs in order (SCRIPT_FILENAME, REQUEST_METHOD, HTTP_* ...).
    pub params: Vec<(Vec<u8>, Vec<u8>)>,
    /// STDIN so far (all of it when `stdin_complete`).
    pub stdin: Vec<u8>,
    pub stdin_complete: bool,
}

impl FcgiRequest {
    /// The first param named `name` (exact match).
    pub fn param(&self, name: &[u8]) -> Option<&[u8]> {
        self.params
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_slice())
    }
}

/// What the web server asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FcgiEvent {
    Request(FcgiRequest),
    /// More STDIN for a delivered request (streaming mode only).
    Stdin {
        id: u16,
        data: Vec<u8>,
    },
    /// End of STDIN for a delivered request (streaming mode only).
    StdinEnd {
        id: u16,
    },
    /// STDIN went past `max_stdin`: answer 413 and end the request. The rest
    /// of the stream is discarded; no Request event follows if it was not
    /// delivered yet.
    BodyTooLarge {
        id: u16,
        keep_conn: bool,
    },
    /// ABORT_REQUEST for a delivered request: stop it and send END_REQUEST
    /// (`FcgiConn::end_request`). (An abort before delivery is answered by
    /// the codec itself.)
    Abort {
        id: u16,
    },
}

#[derive(Debug)]
struct Active {
    id: u16,
    keep_conn: bool,
    params_buf: Vec<u8>,
    params: Option<Vec<(Vec<u8>, Vec<u8>)>>,
    stdin: Vec<u8>,
    stdin_total: u64,
    stdin_done: bool,
    delivered: bool,
    /// Past max_stdin: STDIN is dropped, no Request will be delivered.
    too_large: bool,
}

/// The FastCGI state of one connection. Feed it the bytes read; take events
/// with `next_event`; send what it appends to `out`.
#[derive(Debug)]
pub struct FcgiConn {
    config: FcgiConfig,
    active: Option<Active>,
    events: VecDeque<FcgiEvent>,
    /// Set after a request without KEEP_CONN ended: the caller should close.
    closing: bool,
}

impl FcgiConn {
    pub fn new(config: FcgiConfig) -> Self {
        FcgiConn {
            config,
            active: None,
            events: VecDeque::new(),
            closing: false,
        }
    }

    /// Processes the complete records at the front of `input`; returns how
    /// many bytes were used (the rest is an incomplete record: keep it and
    /// call again with more bytes appended). Management answers and refusals
    /// are appended to `out`. An error is fatal for the connection.
    pub fn feed(&mut self, input: &[u8], out: &mut Vec<u8>) -> Result<usize, FcgiError> {
        let mut at = 0;
        while let Some(h) = RecordHeader::parse(&input[at..]) {
            if h.version != VERSION_1 {
                return Err(FcgiError {
                    reason: "unsupported version",
                });
            }
            let len = h.record_len();
            if input.len() - at < len {
                break;
            }
            let content = &input[at + HEADER_LEN..at + HEADER_LEN + h.content_length as usize];
            at += len;
            self.record(&h, content, out)?;
        }
        Ok(at)
    }

    /// The next event, oldest first.
    pub fn next_event(&mut self) -> Option<FcgiEvent> {
        self.events.pop_front()
    }

    /// The id of the request in progress, if any.
    pub fn active_id(&self) -> Option<u16> {
        self.active.as_ref().map(|a| a.id)
    }

    /// Whether the connection should be closed once `out` is sent (the last
    /// request did not ask for FCGI_KEEP_CONN).
    pub fn should_close(&self) -> bool {
        self.closing
    }

    /// Ends request `id`: writes the empty STDOUT record and END_REQUEST
    /// (REQUEST_COMPLETE, `app_status`) and frees the connection for the next
    /// request. Returns whether the connection may be kept open.
    pub fn end_request(&mut self, id: u16, app_status: u32, out: &mut Vec<u8>) -> bool {
        write_stdout_end(out, id);
        write_end_request(out, id, app_status, REQUEST_COMPLETE);
        let keep = match &self.active {
            Some(a) if a.id == id => {
                let k = a.keep_conn;
                self.active = None;
                k
            }
            _ => !self.closing,
        };
        if !keep {
            self.closing = true;
        }
        keep
    }

    fn record(
        &mut self,
        h: &RecordHeader,
        content: &[u8],
        out: &mut Vec<u8>,
    ) -> Result<(), FcgiError> {
        let id = h.request_id;
        match h.rtype {
            GET_VALUES if id == 0 => {
                let asked = parse_name_values(content)?;
                let mut body = Vec::new();
                for (name, _) in asked {
                    let v = match name.as_slice() {
                        b"FCGI_MAX_CONNS" => self.config.max_conns.to_string(),
                        b"FCGI_MAX_REQS" => self.config.max_reqs.to_string(),
                        b"FCGI_MPXS_CONNS" => "0".to_string(),
                        _ => continue,
                    };
                    write_name_value(&mut body, &name, v.as_bytes());
                }
                write_record(out, GET_VALUES_RESULT, 0, &body);
            }
            BEGIN_REQUEST if id != 0 => {
                if content.len() < 8 {
                    return Err(FcgiError {
                        reason: "short BEGIN_REQUEST body",
                    });
                }
                let role = u16::from_be_bytes([content[0], content[1]]);
                let keep_conn = content[2] & KEEP_CONN != 0;
                match &self.active {
                    Some(a) if a.id == id => {} // duplicate BEGIN for the active id: ignored
                    Some(_) => write_end_request(out, id, 0, CANT_MPX_CONN),
                    None if role != ROLE_RESPONDER => write_end_request(out, id, 0, UNKNOWN_ROLE),
                    None => {
                        self.closing = false;
                        self.active = Some(Active {
                            id,
                            keep_conn,
                            params_buf: Vec::new(),
                            params: None,
                            stdin: Vec::new(),
                            stdin_total: 0,
                            stdin_done: false,
                            delivered: false,
                            too_large: false,
                        });
                    }
                }
            }
            PARAMS => {
                let max = self.config.max_params_bytes;
                let Some(a) = self.active.as_mut().filter(|a| a.id == id) else {
                    return Ok(()); // not an active request: ignored
                };
                if a.params.is_some() {
                    return Ok(()); // after the end of the stream: ignored
                }
                if content.is_empty() {
                    a.params = Some(parse_name_values(&a.params_buf)?);
                    a.params_buf = Vec::new();
                    self.try_deliver();
                } else {
                    if a.params_buf.len() + content.len() > max {
                        return Err(FcgiError {
                            reason: "PARAMS too large",
                        });
                    }
                    a.params_buf.extend_from_slice(content);
                }
            }
            STDIN => {
                let max = self.config.max_stdin;
                let buffer = self.config.buffer_stdin;
                let Some(a) = self.active.as_mut().filter(|a| a.id == id) else {
                    return Ok(());
                };
                if a.stdin_done {
                    return Ok(());
                }
                if content.is_empty() {
                    a.stdin_done = true;
                    if a.delivered && !buffer && !a.too_large {
                        self.events.push_back(FcgiEvent::StdinEnd { id });
                    }
                    self.try_deliver();
                    return Ok(());
                }
                if a.too_large {
                    return Ok(());
                }
                a.stdin_total += content.len() as u64;
                if a.stdin_total > max {
                    a.too_large = true;
                    a.stdin = Vec::new();
                    self.events.push_back(FcgiEvent::BodyTooLarge {
                        id,
                        keep_conn: a.keep_conn,
                    });
                    // Counts as delivered: the caller answers and ends it.
                    a.delivered = true;
                    return Ok(());
                }
                if a.delivered && !buffer {
                    self.events.push_back(FcgiEvent::Stdin {
                        id,
                        data: content.to_vec(),
                    });
                } else {
                    a.stdin.extend_from_slice(content);
                }
            }
            ABORT_REQUEST => {
                let Some(a) = self.active.as_ref().filter(|a| a.id == id) else {
                    return Ok(());
                };
                if a.delivered {
                    self.events.push_back(FcgiEvent::Abort { id });
                } else {
                    let keep = a.keep_conn;
                    self.active = None;
                    write_end_request(out, id, 0, REQUEST_COMPLETE);
                    if !keep {
                        self.closing = true;
                    }
                }
            }
            // Known types that only flow from the application, and DATA
            // (FILTER role): ignored.
            END_REQUEST | STDOUT | STDERR | DATA | GET_VALUES_RESULT | UNKNOWN_TYPE => {}
            // GET_VALUES / BEGIN_REQUEST on the wrong kind of id: ignored.
            GET_VALUES | BEGIN_REQUEST => {}
            t => {
                write_record(out, UNKNOWN_TYPE, 0, &[t, 0, 0, 0, 0, 0, 0, 0]);
            }
        }
        Ok(())
    }

    /// Reports the active request when it has what the mode needs.
    fn try_deliver(&mut self) {
        let buffer = self.config.buffer_stdin;
        let Some(a) = self.active.as_mut() else {
            return;
        };
        if a.delivered || a.too_large || a.params.is_none() || (buffer && !a.stdin_done) {
            return;
        }
        a.delivered = true;
        self.events.push_back(FcgiEvent::Request(FcgiRequest {
            id: a.id,
            keep_conn: a.keep_conn,
            params: a.params.take().unwrap_or_default(),
            stdin: std::mem::take(&mut a.stdin),
            stdin_complete: a.stdin_done,
        }));
        a.params = Some(Vec::new());
    }
}

#[cfg(test)]
#[path = "fastcgi_tests.rs"]
mod tests;
