//! The request's side of php's SAPI layer (main/SAPI.c): the response
//! status and header list that header(), setcookie() and
//! http_response_code() change, and the hooks through which a server sends
//! them. The CLI keeps no header list (php's CLI discards headers) but does
//! keep the response code, as php does.
//! Not here: the header functions (tusk-ext standard/head.rs), the HTTP
//! codec and the server (tusk-http, tusk-server).

/// What a server does when the script asks for output to go out now.
pub trait SapiHooks {
    /// flush(): the output written so far (already in the sink) should
    /// reach the client, after the headers if they were not sent yet.
    fn flush(&self, state: &Sapi);
    /// fastcgi_finish_request(): the response is complete; later output is
    /// discarded.
    fn finish(&self, state: &Sapi);
    /// Whether the client has gone away (connection_aborted()).
    fn aborted(&self) -> bool {
        false
    }
}

/// The response being built.
#[derive(Default)]
pub struct Sapi {
    /// A server request (headers are kept); false for the CLI.
    pub server: bool,
    /// The response code; 0 when none was set (http_response_code() is
    /// then false in the CLI; a server answers 200).
    pub status: u16,
    /// A status line given with header("HTTP/1.1 404 Not Found").
    pub status_line: Option<Vec<u8>>,
    /// Response header lines ("Name: value"), in order.
    pub headers: Vec<Vec<u8>>,
    /// The request's headers as received (getallheaders()).
    pub request_headers: Vec<(Vec<u8>, Vec<u8>)>,
    /// fastcgi_finish_request() was called.
    pub finished: bool,
    /// A Location header without a code answers 303 rather than 302 (an
    /// HTTP/1.1 request other than GET and HEAD).
    pub redirect_see_other: bool,
    /// ignore_user_abort().
    pub ignore_user_abort: bool,
    pub hooks: Option<std::rc::Rc<dyn SapiHooks>>,
}

impl Sapi {
    /// The header lines whose name is `name` (case-insensitive) removed.
    pub fn remove(&mut self, name: &[u8]) {
        self.headers.retain(|h| !header_named(h, name));
    }

    /// The value of the last header called `name`.
    pub fn get(&self, name: &[u8]) -> Option<&[u8]> {
        self.headers
            .iter()
            .rev()
            .find(|h| header_named(h, name))
            .map(|h| trim_start(&h[name.len() + 1..]))
    }
}

/// Whether header line `h` ("Name: value") is called `name`.
pub fn header_named(h: &[u8], name: &[u8]) -> bool {
    let n = name.len();
    h.len() > n && h[n] == b':' && (h[..n] == *name || h[..n].eq_ignore_ascii_case(name))
}

fn trim_start(b: &[u8]) -> &[u8] {
    let n = b.iter().take_while(|c| **c == b' ' || **c == b'\t').count();
    &b[n..]
}
