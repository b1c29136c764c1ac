//! tusk-http: sans-IO codecs for `tusk serve`. Bytes in, requests out;
//! responses in, bytes out. No sockets, no threads, no clocks except the
//! `DateCache` reading `SystemTime` when asked; nothing here panics on any
//! input (each codec has a cargo-fuzz target in /fuzz).
//!
//! - `request`: HTTP/1.1 request heads (`parse_head`, `Limits`, `RequestHead`)
//!   and the chunked body decoder.
//! - `response`: status lines, header and chunk writers, the cached Date line.
//! - `date`: IMF-fixdate formatting and parsing of the three HTTP date forms.
//! - `fastcgi`: FastCGI responder records and the `FcgiConn` state machine.
//! - `multipart`: multipart/form-data bodies and Content-Type parameters.
//! - `mime`: Content-Type by file extension, as `php -S` sends it.
//! - `range`: Range / If-Range, ETag and the 304 conditions for static files.
//!
//! Not here: the server loop, $_SERVER construction, PHP semantics.

pub mod date;
pub mod fastcgi;
pub mod mime;
pub mod multipart;
pub mod range;
pub mod request;
pub mod response;

pub use request::{
    parse_head, parse_head_ref, BodyKind, ChunkedDecoder, Limits, RequestHead, RequestHeadRef,
};
pub use response::{
    reason, write_chunk, write_head, write_head_lines, write_last_chunk, DateCache, Framing,
    ResponseHead,
};

/// A request the codec refuses: the status to answer with (400, 413, 414,
/// 431, 501, 505) and a short reason for logs. The connection should be
/// closed after answering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HttpError {
    pub status: u16,
    pub reason: &'static str,
}

impl std::fmt::Display for HttpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status, self.reason)
    }
}

impl std::error::Error for HttpError {}
