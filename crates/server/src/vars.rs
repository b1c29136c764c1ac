//! A request's superglobals as php-fpm builds them: $_SERVER from the
//! HTTP request (the keys and order nginx's fastcgi_params give, then
//! every header as HTTP_*, PHP_SELF and the request time) or from a
//! FastCGI request's params, $_GET from the query string, $_COOKIE with
//! php's cookie rules, $_POST and $_FILES from the body, $_ENV by
//! variables_order.
//!
//! This runs for every request, so $_SERVER is made only when a script
//! names it (auto_globals_jit), the fixed key names are made once per
//! thread (their hashes cached), the array is sized once, and what a
//! connection keeps (its addresses) is formatted once per connection.
//! Not here: the body parsers (funcs.rs), installing the arrays (tusk-engine
//! superglobals.rs).

use crate::conn::{Conn, Ctx, Incoming};
use std::cell::OnceCell;
use std::net::SocketAddr;
use std::rc::Rc;
use tusk_engine::superglobals::{self, ServerVars, Superglobals};
use tusk_http::fastcgi;
use tusk_value::{Key, PArr, PStr, Value};

/// The fixed $_SERVER names, in the order php-fpm behind nginx has them.
const NAMES: [&str; 20] = [
    "QUERY_STRING",
    "REQUEST_METHOD",
    "CONTENT_TYPE",
    "CONTENT_LENGTH",
    "SCRIPT_NAME",
    "REQUEST_URI",
    "DOCUMENT_URI",
    "DOCUMENT_ROOT",
    "SERVER_PROTOCOL",
    "REQUEST_SCHEME",
    "GATEWAY_INTERFACE",
    "SERVER_SOFTWARE",
    "REMOTE_ADDR",
    "REMOTE_PORT",
    "SERVER_ADDR",
    "SERVER_PORT",
    "SERVER_NAME",
    "REDIRECT_STATUS",
    "SCRIPT_FILENAME",
    "PATH_INFO",
];
const QUERY_STRING: usize = 0;
const REQUEST_METHOD: usize = 1;
const CONTENT_TYPE: usize = 2;
const CONTENT_LENGTH: usize = 3;
const SCRIPT_NAME: usize = 4;
const REQUEST_URI: usize = 5;
const DOCUMENT_URI: usize = 6;
const DOCUMENT_ROOT: usize = 7;
const SERVER_PROTOCOL: usize = 8;
const REQUEST_SCHEME: usize = 9;
const GATEWAY_INTERFACE: usize = 10;
const SERVER_SOFTWARE: usize = 11;
const REMOTE_ADDR: usize = 12;
const REMOTE_PORT: usize = 13;
const SERVER_ADDR: usize = 14;
const SERVER_PORT: usize = 15;
const SERVER_NAME: usize = 16;
const REDIRECT_STATUS: usize = 17;
const SCRIPT_FILENAME: usize = 18;
const PATH_INFO: usize = 19;

/// Strings made once per thread.
struct Fixed {
    keys: Vec<Key>,
    php_self: Key,
    /// Values that never change: "http", "CGI/1.1", "Tusk/x.y", "200",
    /// and the protocol names.
    http: Value,
    cgi: Value,
    software: Value,
    status_200: Value,
    empty: Value,
    http11: Value,
    http10: Value,
    get: Value,
    post: Value,
}

thread_local! {
    static FIXED: Fixed = Fixed {
        keys: NAMES.iter().map(|n| Key::from_bytes(n.as_bytes())).collect(),
        php_self: Key::from_bytes(b"PHP_SELF"),
        http: str_value(b"http"),
        cgi: str_value(b"CGI/1.1"),
        software: str_value(concat!("Tusk/", env!("CARGO_PKG_VERSION")).as_bytes()),
        status_200: str_value(b"200"),
        empty: str_value(b""),
        http11: str_value(b"HTTP/1.1"),
        http10: str_value(b"HTTP/1.0"),
        get: str_value(b"GET"),
        post: str_value(b"POST"),
    };
}

fn str_value(b: &[u8]) -> Value {
    Value::Str(PStr::from(b))
}

/// A connection's addresses as $_SERVER strings (made on its first
/// request, kept for the others).
pub struct ConnVars {
    remote_addr: Value,
    remote_port: Value,
    server_addr: Value,
    server_port: Value,
}

impl ConnVars {
    fn new(peer: SocketAddr, local: SocketAddr) -> ConnVars {
        ConnVars {
            remote_addr: str_value(peer.ip().to_string().as_bytes()),
            remote_port: str_value(peer.port().to_string().as_bytes()),
            server_addr: str_value(local.ip().to_string().as_bytes()),
            server_port: str_value(local.port().to_string().as_bytes()),
        }
    }
}

/// The superglobals of an HTTP request, as php-fpm builds them from
/// nginx's fastcgi_params. $_SERVER is made only once a script names it
/// (auto_globals_jit), from what this keeps of the request.
pub fn build_globals(
    ctx: &Ctx,
    c: &mut Conn,
    req: &Rc<Incoming>,
    script: &std::path::Path,
    script_name: String,
    path_info: Option<String>,
) -> Superglobals {
    let h = &req.head;
    let query = h.query();
    let later = ServerLater {
        shared: ctx.shared.clone(),
        conn: c.vars.clone(),
        peer: c.peer,
        local: c.local,
        req: req.clone(),
        script: script.to_path_buf(),
        script_name,
        path_info,
        time: std::time::SystemTime::now(),
    };
    let server = ServerVars::Later(Box::new(move || later.build()));
    let body = (h.method == b"POST").then(|| (h.header(b"Content-Type"), req.body.as_slice()));
    let env = if ctx.shared.wants_env {
        superglobals::environment()
    } else {
        empty_array()
    };
    request_arrays(ctx, server, query, h.header_all(b"Cookie"), body, env)
}

/// What $_SERVER is made from when a script names it.
struct ServerLater {
    shared: std::sync::Arc<crate::conn::Shared>,
    conn: Rc<OnceCell<ConnVars>>,
    peer: SocketAddr,
    local: SocketAddr,
    req: Rc<Incoming>,
    script: std::path::PathBuf,
    script_name: String,
    path_info: Option<String>,
    time: std::time::SystemTime,
}

impl ServerLater {
    fn build(self) -> PArr {
        let h = &self.req.head;
        let opts = &self.shared.opts;
        let (peer, local) = (self.peer, self.local);
        let cv = self.conn.get_or_init(|| ConnVars::new(peer, local));
        let front;
        let script_name = if self.script_name.is_empty() {
            // A front controller, router or worker script: SCRIPT_NAME
            // is its path under the root.
            front = front_script_name(&opts.root, &self.script);
            front.as_str()
        } else {
            self.script_name.as_str()
        };
        let path_info = self.path_info.as_deref();
        let mut s = PArr::with_hash_capacity(24 + h.headers.len());
        let query = h.query();
        FIXED.with(|f| {
            let d = s.make_mut();
            let k = |i: usize| f.keys[i].clone();
            let text = |v: &[u8]| Value::Str(PStr::from(v));
            d.insert(k(QUERY_STRING), text(query));
            let method = match h.method.as_slice() {
                b"GET" => f.get.clone(),
                b"POST" => f.post.clone(),
                m => text(m),
            };
            d.insert(k(REQUEST_METHOD), method);
            let ct = match h.header(b"Content-Type") {
                Some(v) => text(v),
                None => f.empty.clone(),
            };
            d.insert(k(CONTENT_TYPE), ct);
            let clen = match h.body {
                tusk_http::BodyKind::None => f.empty.clone(),
                _ => text(self.req.body.len().to_string().as_bytes()),
            };
            d.insert(k(CONTENT_LENGTH), clen);
            d.insert(k(SCRIPT_NAME), text(script_name.as_bytes()));
            d.insert(k(REQUEST_URI), text(&h.target));
            d.insert(k(DOCUMENT_URI), text(h.path()));
            d.insert(
                k(DOCUMENT_ROOT),
                text(opts.root.as_os_str().as_encoded_bytes()),
            );
            let proto = match h.protocol() {
                "HTTP/1.1" => f.http11.clone(),
                "HTTP/1.0" => f.http10.clone(),
                p => text(p.as_bytes()),
            };
            d.insert(k(SERVER_PROTOCOL), proto);
            d.insert(k(REQUEST_SCHEME), f.http.clone());
            d.insert(k(GATEWAY_INTERFACE), f.cgi.clone());
            d.insert(k(SERVER_SOFTWARE), f.software.clone());
            d.insert(k(REMOTE_ADDR), cv.remote_addr.clone());
            d.insert(k(REMOTE_PORT), cv.remote_port.clone());
            d.insert(k(SERVER_ADDR), cv.server_addr.clone());
            d.insert(k(SERVER_PORT), cv.server_port.clone());
            d.insert(k(SERVER_NAME), cv.server_addr.clone());
            d.insert(k(REDIRECT_STATUS), f.status_200.clone());
            d.insert(
                k(SCRIPT_FILENAME),
                text(self.script.as_os_str().as_encoded_bytes()),
            );
            if let Some(pi) = path_info {
                d.insert(k(PATH_INFO), text(pi.as_bytes()));
            }
            // Every header as HTTP_*; repeated ones joined as nginx joins them.
            let mut name = Vec::with_capacity(64);
            for (i, (n, v)) in h.headers.iter().enumerate() {
                if h.headers[..i]
                    .iter()
                    .any(|(p, _)| p.eq_ignore_ascii_case(n))
                {
                    continue;
                }
                name.clear();
                name.extend_from_slice(b"HTTP_");
                name.extend(n.iter().map(|c| {
                    if *c == b'-' {
                        b'_'
                    } else {
                        c.to_ascii_uppercase()
                    }
                }));
                let repeated = h.headers[i + 1..]
                    .iter()
                    .any(|(p, _)| p.eq_ignore_ascii_case(n));
                let val = if repeated {
                    let sep: &[u8] = if name == b"HTTP_COOKIE" { b"; " } else { b", " };
                    let vals: Vec<&[u8]> = h.header_all(n).collect();
                    text(&vals.join(sep))
                } else {
                    text(v)
                };
                d.insert(Key::from_bytes(&name), val);
            }
            let mut self_path = script_name.to_string();
            if let Some(pi) = path_info {
                self_path.push_str(pi);
            }
            d.insert(f.php_self.clone(), text(self_path.as_bytes()));
        });
        superglobals::request_time_at(&mut s, self.time);
        s
    }
}

/// The SCRIPT_NAME of a script that answers paths other than its own: its
/// path under `root` (or all of it when outside the root).
fn front_script_name(root: &std::path::Path, script: &std::path::Path) -> String {
    let rel = script
        .strip_prefix(root)
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_else(|_| script.to_string_lossy().into_owned());
    format!("/{}", rel.trim_start_matches('/'))
}

/// $_GET from the query string, $_COOKIE from the Cookie header(s),
/// $_POST and $_FILES from a POST body (its Content-Type and bytes), with
/// the $_SERVER and $_ENV already made.
fn request_arrays<'a>(
    ctx: &Ctx,
    server: ServerVars,
    query: &[u8],
    cookies: impl Iterator<Item = &'a [u8]>,
    body: Option<(Option<&[u8]>, &[u8])>,
    env: PArr,
) -> Superglobals {
    let seps = &ctx.shared.input_separators;
    let mut get = empty_array();
    if !query.is_empty() {
        get = PArr::new();
        tusk_ext::standard::string::url::parse_query_into(&mut get, query, seps);
    }
    let mut cookie = empty_array();
    for v in cookies {
        if cookie.is_immutable() {
            cookie = PArr::new();
        }
        parse_cookies(&mut cookie, v);
    }
    let mut post = empty_array();
    let mut files = empty_array();
    if let Some((content_type, bytes)) = body {
        (post, files) = (PArr::new(), PArr::new());
        crate::funcs::parse_body(ctx, content_type, bytes, seps, &mut post, &mut files);
    }
    Superglobals {
        server,
        get,
        post,
        cookie,
        files,
        env,
    }
}

thread_local! {
    /// The empty array most superglobals of a request are: immutable, so
    /// a request takes it without allocating (a script that writes to one
    /// gets its own copy).
    static EMPTY: PArr = PArr::new().into_immutable();
}

fn empty_array() -> PArr {
    EMPTY.with(|e| e.clone())
}

/// The superglobals of a FastCGI request: $_SERVER is the params (then
/// PHP_SELF and the request time, as php-fpm adds them).
pub fn fcgi_globals(ctx: &Ctx, r: &fastcgi::FcgiRequest) -> Superglobals {
    let mut s = PArr::new();
    for (n, v) in &r.params {
        s.make_mut()
            .insert(Key::from_bytes(n), Value::Str(PStr::from(v.as_slice())));
    }
    if r.param(b"PHP_SELF").is_none() {
        let mut me = r.param(b"SCRIPT_NAME").unwrap_or(b"").to_vec();
        me.extend_from_slice(r.param(b"PATH_INFO").unwrap_or(b""));
        set(&mut s, "PHP_SELF", &me);
    }
    superglobals::request_time(&mut s);
    let body = (r.param(b"REQUEST_METHOD") == Some(b"POST")).then(|| {
        (
            r.param(b"CONTENT_TYPE").filter(|v| !v.is_empty()),
            r.stdin.as_slice(),
        )
    });
    request_arrays(
        ctx,
        ServerVars::Built(s),
        r.param(b"QUERY_STRING").unwrap_or(b""),
        r.param(b"HTTP_COOKIE").into_iter(),
        body,
        empty_array(),
    )
}

fn set(d: &mut PArr, k: &str, v: &[u8]) {
    d.make_mut()
        .insert(Key::from_bytes(k.as_bytes()), Value::Str(PStr::from(v)));
}

/// php's cookie parsing: `;`-separated, names trimmed, values raw-url
/// decoded, the first of two equal names wins.
fn parse_cookies(arr: &mut PArr, header: &[u8]) {
    for part in header.split(|&c| c == b';') {
        let start = part
            .iter()
            .position(|c| !c.is_ascii_whitespace())
            .unwrap_or(part.len());
        let part = &part[start..];
        let (name, val) = match part.iter().position(|&c| c == b'=') {
            Some(0) => continue,
            Some(p) => (&part[..p], &part[p + 1..]),
            None if part.is_empty() => continue,
            None => (part, &b""[..]),
        };
        let val = tusk_ext::standard::string::url::url_decode(val, false);
        let base_end = name.iter().position(|&c| c == b'[').unwrap_or(name.len());
        let base: Vec<u8> = name[..base_end]
            .iter()
            .map(|&c| if c == b' ' || c == b'.' { b'_' } else { c })
            .collect();
        if base_end == name.len() && arr.get(&Key::from_bytes(&base)).is_some() {
            continue;
        }
        tusk_ext::standard::string::url::register_variable(arr, name, Value::Str(PStr::from(val)));
    }
}
