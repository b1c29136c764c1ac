//! Running a PHP script for an HTTP request, with php-fpm's request
//! semantics: $_SERVER as nginx's fastcgi_params give it, $_GET, $_POST
//! (urlencoded and multipart), $_COOKIE, $_FILES with the upload limits,
//! php://input; then the response: php's status and headers, the default
//! Content-type, Content-Length for a buffered body, or chunked transfer
//! once the script calls flush(), and fastcgi_finish_request().
//! Not here: the VM's reset between requests (tusk-vm request.rs), the
//! header functions (tusk-ext standard/head.rs).

use crate::conn::{Conn, Ctx, Incoming, Shared};
use crate::route::Target;
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;
use tusk_engine::superglobals::Superglobals;
use tusk_engine::worker::{self, Request, Worker};
use tusk_http::{fastcgi, Framing, ResponseHead};
use tusk_vm::sapi::{Sapi, SapiHooks};

pub fn new_worker(shared: &Shared) -> Worker {
    Worker::with_modules(
        shared.opts.config.clone(),
        shared.cache.clone(),
        &[&crate::funcs::SERVER_FUNCS],
    )
}

/// What runs a request's PHP: classic mode's [`Classic`] (a fresh request
/// state per script), or worker mode's handler inside the worker script.
pub trait Runner {
    /// Before each request.
    fn prepare(&mut self, _ctx: &mut Ctx) {}
    fn run(&mut self, req: Request) -> worker::Outcome;
    /// The event loop should stop its turn now (worker mode: one request
    /// per tusk_handle_request() call).
    fn stop_turn(&self) -> bool {
        false
    }
}

/// Classic mode: the thread's booted VM runs each request's script and is
/// reset after it.
pub struct Classic {
    worker: Worker,
}

impl Classic {
    pub fn new(shared: &Shared) -> Classic {
        Classic {
            worker: new_worker(shared),
        }
    }
}

impl Runner for Classic {
    /// Recycles the VM when asked (--max-requests, SIGUSR2).
    fn prepare(&mut self, ctx: &mut Ctx) {
        let max = ctx.shared.opts.max_requests;
        let gen = crate::signals::restart_generation();
        if (max > 0 && self.worker.served >= max) || gen != ctx.generation {
            if gen != ctx.generation {
                ctx.shared.cache.clear();
            }
            ctx.generation = gen;
            self.worker = new_worker(&ctx.shared);
        }
    }

    fn run(&mut self, req: Request) -> worker::Outcome {
        self.worker.run(req)
    }
}

/// A blocking duplicate of a connection's socket `fd` (for writing while
/// the script runs, or a large file); `restore_nonblocking` undoes the mode
/// change, which the duplicate shares with the event loop's socket.
pub fn blocking_dup(fd: std::os::fd::RawFd) -> std::io::Result<std::net::TcpStream> {
    let t = std::net::TcpStream::from(crate::statics::dup_fd(fd)?);
    t.set_nonblocking(false)?;
    t.set_write_timeout(Some(std::time::Duration::from_secs(30)))?;
    Ok(t)
}

pub fn restore_nonblocking(s: &std::net::TcpStream) {
    let _ = s.set_nonblocking(true);
}

/// The response being produced, shared by the output sink and the SAPI
/// hooks (flush(), fastcgi_finish_request()).
struct Exchange {
    body: Vec<u8>,
    /// Headers went out (chunked from here on).
    streaming: bool,
    /// fastcgi_finish_request() completed the response.
    finished: bool,
    /// A blocking handle on the socket once the script streams.
    sock: Option<std::net::TcpStream>,
    /// Earlier pipelined responses not yet written.
    pending: Vec<u8>,
    is_head: bool,
    keep_alive: bool,
    version_minor: u8,
    date: tusk_http::DateCache,
    shared: std::sync::Arc<Shared>,
    /// The connection's descriptor (duplicated only if the script streams).
    raw: Option<std::os::fd::RawFd>,
    broken: bool,
    /// A FastCGI request id: the response goes in STDOUT records.
    fcgi: Option<u16>,
}

impl Exchange {
    fn socket(&mut self) -> Option<&std::net::TcpStream> {
        if self.sock.is_none() {
            self.sock = Some(blocking_dup(self.raw.take()?).ok()?);
        }
        self.sock.as_ref()
    }

    fn send(&mut self, data: Vec<u8>) {
        if self.broken {
            return;
        }
        let ok = match self.socket() {
            Some(mut s) => s.write_all(&data).is_ok(),
            None => false,
        };
        if !ok {
            self.broken = true;
        }
    }

    /// The response head for a body of `framing`.
    fn head_bytes(&self, sapi: &Sapi, framing: Framing) -> Vec<u8> {
        let lines = worker::response_headers(sapi, &self.shared.ini);
        let mut out = Vec::with_capacity(256);
        if let Some(id) = self.fcgi {
            let mut head = Vec::with_capacity(256);
            let status = if sapi.status == 0 { 200 } else { sapi.status };
            fastcgi::write_cgi_head_lines(&mut head, status, &lines);
            fastcgi::write_stdout(&mut out, id, &head);
            return out;
        }
        write_php_head(
            &mut out,
            sapi,
            &lines,
            framing,
            self.keep_alive,
            self.version_minor,
            &self.date,
        );
        out
    }

    /// Body bytes in this protocol's framing (while streaming); the
    /// access log counts them (they do not pass the connection's buffer).
    fn body_bytes(&self, out: &mut Vec<u8>, body: &[u8]) {
        if self.is_head || body.is_empty() {
            return;
        }
        crate::access_log::note_sent(body.len() as u64);
        match self.fcgi {
            Some(id) => fastcgi::write_stdout(out, id, body),
            None if self.version_minor >= 1 => tusk_http::write_chunk(out, body),
            None => out.extend_from_slice(body),
        }
    }
}

struct Sink(Rc<RefCell<Exchange>>);

impl Write for Sink {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        let mut ex = self.0.borrow_mut();
        if !ex.finished {
            ex.body.extend_from_slice(b);
        }
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

struct Hooks(Rc<RefCell<Exchange>>);

impl SapiHooks for Hooks {
    fn flush(&self, sapi: &Sapi) {
        let mut ex = self.0.borrow_mut();
        if ex.finished {
            return;
        }
        let mut out = std::mem::take(&mut ex.pending);
        if !ex.streaming {
            ex.streaming = true;
            let framing = Framing::streaming(ex.version_minor);
            out.extend_from_slice(&ex.head_bytes(sapi, framing));
            if framing == Framing::Close {
                ex.keep_alive = false;
            }
        }
        let body = std::mem::take(&mut ex.body);
        ex.body_bytes(&mut out, &body);
        ex.send(out);
    }

    fn finish(&self, sapi: &Sapi) {
        let mut ex = self.0.borrow_mut();
        if ex.finished {
            return;
        }
        let mut out = finish_bytes(&mut ex, sapi);
        if let Some(id) = ex.fcgi {
            fastcgi::write_stdout_end(&mut out, id);
            fastcgi::write_end_request(&mut out, id, 0, 0);
        }
        ex.finished = true;
        ex.send(out);
    }

    fn aborted(&self) -> bool {
        self.0.borrow().broken
    }
}

/// The rest of the response: the last chunk when streaming, else the whole
/// buffered response.
fn finish_bytes(ex: &mut Exchange, sapi: &Sapi) -> Vec<u8> {
    let mut out = std::mem::take(&mut ex.pending);
    let body = std::mem::take(&mut ex.body);
    if ex.streaming {
        ex.body_bytes(&mut out, &body);
        if ex.fcgi.is_none() && ex.version_minor >= 1 {
            tusk_http::write_last_chunk(&mut out);
        }
        return out;
    }
    let no_body = tusk_http::response::status_has_no_body(sapi.status);
    let framing = if no_body {
        Framing::NoBody
    } else {
        Framing::Length(body.len() as u64)
    };
    out.extend_from_slice(&ex.head_bytes(sapi, framing));
    if ex.is_head || no_body {
        crate::access_log::note_sent(0);
        return out;
    }
    crate::access_log::note_sent(body.len() as u64);
    match ex.fcgi {
        Some(id) => fastcgi::write_stdout(&mut out, id, &body),
        None => out.extend_from_slice(&body),
    }
    out
}

/// Writes a response head from php's status and header lines.
fn write_php_head(
    out: &mut Vec<u8>,
    sapi: &Sapi,
    lines: &[Vec<u8>],
    framing: Framing,
    keep_alive: bool,
    version_minor: u8,
    date: &tusk_http::DateCache,
) {
    // header("HTTP/1.1 404 Not Found") gives the reason phrase too.
    let reason = sapi.status_line.as_deref().and_then(|l| {
        let mut parts = l.splitn(3, |&c| c == b' ');
        parts.next();
        parts.next();
        parts.next().filter(|r| !r.is_empty())
    });
    let head = ResponseHead {
        status: if sapi.status == 0 { 200 } else { sapi.status },
        reason,
        headers: &[],
        framing,
        keep_alive,
        version_minor,
    };
    tusk_http::response::write_head_lines(out, &head, lines, date);
}

/// Runs the script of `target` for `req`; (status, keep-alive, declined:
/// a router script returned false).
pub fn run(
    ctx: &mut Ctx,
    c: &mut Conn,
    req: &Rc<Incoming>,
    target: Target,
    router: bool,
    run: &mut dyn Runner,
) -> (u16, bool, bool) {
    let Target::Php {
        script,
        script_name,
        path_info,
    } = target
    else {
        return (500, false, false);
    };
    // An empty script_name (a front controller, a router, a worker
    // script) is worked out only if $_SERVER is made (vars.rs).
    let globals = crate::vars::build_globals(ctx, c, req, &script, script_name, path_info);
    let h = &req.head;
    let job = Job {
        script,
        globals,
        headers: h.headers.clone(),
        see_other: h.version_minor >= 1 && h.method != b"GET" && h.method != b"HEAD",
        body: &req.body,
        is_head: h.is_head(),
        keep_alive: h.keep_alive,
        version_minor: h.version_minor,
        fcgi: None,
    };
    let (out, ex) = exec(ctx, c, job, run);
    let declined = router && out.returned_false;
    let mut ex = ex.borrow_mut();
    if declined && !ex.streaming && !ex.finished {
        c.wbuf = std::mem::take(&mut ex.pending);
        return (out.status, true, true);
    }
    complete(c, &mut ex, out.status, out.status_line, out.headers);
    (out.status, ex.keep_alive && !ex.broken, false)
}

/// A script to run and how to answer.
struct Job<'a> {
    script: std::path::PathBuf,
    globals: Superglobals,
    headers: Vec<(Vec<u8>, Vec<u8>)>,
    see_other: bool,
    body: &'a [u8],
    is_head: bool,
    keep_alive: bool,
    version_minor: u8,
    fcgi: Option<u16>,
}

/// Runs a job's script on the worker's VM.
fn exec(
    ctx: &mut Ctx,
    c: &mut Conn,
    job: Job,
    run: &mut dyn Runner,
) -> (worker::Outcome, Rc<RefCell<Exchange>>) {
    let raw = {
        use std::os::fd::AsRawFd;
        Some(c.sock.as_raw_fd())
    };
    let ex = Rc::new(RefCell::new(Exchange {
        body: Vec::new(),
        streaming: false,
        finished: false,
        sock: None,
        pending: std::mem::take(&mut c.wbuf),
        is_head: job.is_head,
        keep_alive: job.keep_alive,
        version_minor: job.version_minor,
        date: ctx.date.clone(),
        shared: ctx.shared.clone(),
        raw,
        broken: false,
        fcgi: job.fcgi,
    }));
    let sapi = Sapi {
        request_headers: job.headers,
        redirect_see_other: job.see_other,
        hooks: Some(Rc::new(Hooks(ex.clone()))),
        ..Default::default()
    };
    if let Some(f) = ctx.shared.opts.on_request {
        f(ctx.shared.ini.memory_limit);
    }
    let out = run.run(Request {
        script: job.script,
        globals: job.globals,
        sapi,
        body: Rc::from(job.body),
        sink: Box::new(Sink(ex.clone())),
        warnings: crate::funcs::take_startup_warnings(),
    });
    crate::funcs::end_request();
    (out, ex)
}

/// Finishes the response after the script: into the connection's buffer
/// (batched with pipelined ones), or straight out when streaming.
fn complete(
    c: &mut Conn,
    ex: &mut Exchange,
    status: u16,
    status_line: Option<Vec<u8>>,
    headers: Vec<Vec<u8>>,
) {
    if !ex.finished {
        let sapi = Sapi {
            status,
            status_line,
            headers,
            ..Default::default()
        };
        let bytes = finish_bytes(ex, &sapi);
        if ex.streaming {
            ex.send(bytes);
        } else {
            c.wbuf = bytes;
        }
    }
    if let Some(s) = &ex.sock {
        restore_nonblocking(s);
    }
}

/// Runs a FastCGI request and writes its access log line; its status.
pub fn run_fcgi(
    ctx: &mut Ctx,
    c: &mut Conn,
    fc: &mut fastcgi::FcgiConn,
    r: fastcgi::FcgiRequest,
    run: &mut dyn Runner,
) -> u16 {
    let started = std::time::Instant::now();
    let status = answer_fcgi(ctx, c, fc, &r, run);
    if crate::access_log::enabled() {
        log_fcgi(ctx, c, &r, status, started);
    }
    status
}

/// The access log line of a FastCGI request: what the web server passed
/// (REMOTE_ADDR, REQUEST_METHOD, REQUEST_URI, SERVER_PROTOCOL, the
/// headers) and the body bytes of the response.
fn log_fcgi(
    ctx: &Ctx,
    c: &Conn,
    r: &fastcgi::FcgiRequest,
    status: u16,
    started: std::time::Instant,
) {
    let remote = r
        .param(b"REMOTE_ADDR")
        .and_then(|a| std::str::from_utf8(a).ok()?.parse().ok())
        .unwrap_or_else(|| c.peer.ip());
    let protocol = r
        .param(b"SERVER_PROTOCOL")
        .and_then(|p| std::str::from_utf8(p).ok())
        .unwrap_or("HTTP/1.1");
    crate::access_log::record(&crate::access_log::Entry {
        remote,
        method: r.param(b"REQUEST_METHOD").unwrap_or(b"GET"),
        target: r
            .param(b"REQUEST_URI")
            .or_else(|| r.param(b"SCRIPT_NAME"))
            .unwrap_or(b"-"),
        protocol,
        status,
        bytes: crate::access_log::take_sent().unwrap_or(0),
        duration: started.elapsed(),
        referer: r.param(b"HTTP_REFERER"),
        user_agent: r.param(b"HTTP_USER_AGENT"),
        authorization: r.param(b"HTTP_AUTHORIZATION"),
        http_date: ctx.date.date(),
    });
}

/// Answers a FastCGI request (php-fpm's job): $_SERVER is the web
/// server's params; the response goes into STDOUT records; END_REQUEST
/// follows. Its status.
fn answer_fcgi(
    ctx: &mut Ctx,
    c: &mut Conn,
    fc: &mut fastcgi::FcgiConn,
    r: &fastcgi::FcgiRequest,
    run: &mut dyn Runner,
) -> u16 {
    let id = r.id;
    let script = r
        .param(b"SCRIPT_FILENAME")
        .map(|p| std::path::PathBuf::from(String::from_utf8_lossy(p).into_owned()));
    let script = match script {
        Some(p) if p.is_file() => p,
        _ => {
            // php-fpm's answer to a missing script.
            let mut out = Vec::new();
            fastcgi::write_cgi_head(
                &mut out,
                404,
                &[(b"Content-type", b"text/html; charset=UTF-8")],
            );
            out.extend_from_slice(b"File not found.\n");
            crate::access_log::note_sent(16);
            fastcgi::write_stdout(&mut c.wbuf, id, &out);
            fastcgi::write_stderr(&mut c.wbuf, id, b"Primary script unknown");
            fc.end_request(id, 0, &mut c.wbuf);
            return 404;
        }
    };
    let globals = crate::vars::fcgi_globals(ctx, r);
    let method = r.param(b"REQUEST_METHOD").unwrap_or(b"GET").to_vec();
    let proto = r.param(b"SERVER_PROTOCOL").unwrap_or(b"HTTP/1.1");
    let headers: Vec<(Vec<u8>, Vec<u8>)> = r
        .params
        .iter()
        .filter_map(|(n, v)| {
            let h = n.strip_prefix(b"HTTP_")?;
            Some((header_case(h), v.clone()))
        })
        .collect();
    let job = Job {
        script,
        globals,
        headers,
        see_other: proto != b"HTTP/1.0" && method != b"GET" && method != b"HEAD",
        body: &r.stdin,
        is_head: false,
        keep_alive: true,
        version_minor: 1,
        fcgi: Some(id),
    };
    let (out, ex) = exec(ctx, c, job, run);
    let mut ex = ex.borrow_mut();
    let finished = ex.finished;
    complete(c, &mut ex, out.status, out.status_line, out.headers);
    let mut end = Vec::new();
    fc.end_request(id, out.exit_status.max(0) as u32, &mut end);
    if finished {
        return out.status;
    }
    if ex.streaming {
        ex.send(end);
    } else {
        c.wbuf.extend_from_slice(&end);
    }
    out.status
}

/// "ACCEPT_LANGUAGE" -> "Accept-Language" (getallheaders over FastCGI).
fn header_case(n: &[u8]) -> Vec<u8> {
    let mut up = true;
    n.iter()
        .map(|&c| {
            let o = if c == b'_' {
                b'-'
            } else if up {
                c.to_ascii_uppercase()
            } else {
                c.to_ascii_lowercase()
            };
            up = c == b'_';
            o
        })
        .collect()
}
