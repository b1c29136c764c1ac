//! A worker thread's event loop and its HTTP/1.1 connections: accept,
//! read, parse every complete request in the buffer (pipelining), answer
//! each in order into one output buffer, write it with as few syscalls as
//! possible, and keep the connection for the next request. Timeouts close
//! idle or slow connections; a stop request stops accepting, lets
//! requests in flight finish, then ends the thread.
//! Not here: what a request does (route.rs, php.rs, statics.rs).

use crate::php::Runner;
use crate::sock::{Listener, StdListener, Stream};
use crate::{signals, status::Stats, Options};
use mio::{Events, Interest, Poll, Token};
use std::io::{self, Read, Write};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tusk_engine::worker::{RequestIni, ScriptCache};
use tusk_http::{BodyKind, ChunkedDecoder, DateCache, RequestHead};

/// What all worker threads share.
pub struct Shared {
    pub opts: Options,
    pub cache: Arc<ScriptCache>,
    pub stats: Stats,
    /// The startup settings each request reads.
    pub ini: RequestIni,
    /// arg_separator.input's bytes.
    pub input_separators: Vec<u8>,
    /// variables_order asks for $_ENV.
    pub wants_env: bool,
}

impl Shared {
    pub fn new(opts: Options) -> Shared {
        let cache = Arc::new(ScriptCache::new(&opts.config));
        let cfg = &opts.config;
        Shared {
            ini: RequestIni::new(cfg),
            input_separators: cfg
                .get("arg_separator.input")
                .filter(|v| !v.is_empty())
                .unwrap_or("&")
                .as_bytes()
                .to_vec(),
            wants_env: tusk_engine::superglobals::wants_env(
                cfg.get("variables_order").map(str::as_bytes),
            ),
            cache,
            stats: Stats::new(),
            opts,
        }
    }
}

/// A listening socket with SO_REUSEPORT (one per worker thread).
pub fn bind(addr: SocketAddr) -> io::Result<std::net::TcpListener> {
    use socket2::{Domain, Protocol, Socket, Type};
    let s = Socket::new(Domain::for_address(addr), Type::STREAM, Some(Protocol::TCP))?;
    s.set_reuse_address(true)?;
    s.set_reuse_port(true)?;
    s.set_nonblocking(true)?;
    s.bind(&addr.into())?;
    s.listen(4096)?;
    Ok(s.into())
}

/// One client connection.
pub struct Conn {
    pub sock: Stream,
    pub peer: SocketAddr,
    pub local: SocketAddr,
    rbuf: Vec<u8>,
    pub wbuf: Vec<u8>,
    wpos: usize,
    /// Close once `wbuf` is written.
    close_after: bool,
    /// The peer closed its side.
    eof: bool,
    last: Instant,
    /// When the request being read started arriving (slowloris guard).
    partial_since: Option<Instant>,
    continue_sent: bool,
    writable_armed: bool,
    /// A FastCGI connection (from the web server) rather than HTTP.
    fcgi: Option<tusk_http::fastcgi::FcgiConn>,
    /// Its addresses as $_SERVER values, once a script needed them.
    pub vars: std::rc::Rc<std::cell::OnceCell<crate::vars::ConnVars>>,
}

thread_local! {
    /// The buffer sockets are read into (zeroed once per thread, not per
    /// read).
    static SCRATCH: std::cell::RefCell<Box<[u8]>> =
        std::cell::RefCell::new(vec![0u8; 16384].into_boxed_slice());
}

/// A complete request taken off a connection.
pub struct Incoming {
    pub head: RequestHead,
    pub body: Vec<u8>,
}

enum Next {
    Request(Incoming),
    NeedMore,
    Error(u16),
}

impl Conn {
    fn new(sock: Stream, peer: SocketAddr, fcgi: bool) -> Conn {
        let local = sock
            .local_addr()
            .unwrap_or_else(|_| SocketAddr::from(([0, 0, 0, 0], 0)));
        Conn {
            sock,
            peer,
            local,
            rbuf: Vec::with_capacity(4096),
            wbuf: Vec::with_capacity(4096),
            wpos: 0,
            close_after: false,
            eof: false,
            last: Instant::now(),
            partial_since: None,
            continue_sent: false,
            writable_armed: false,
            fcgi: fcgi.then(|| tusk_http::fastcgi::FcgiConn::new(Default::default())),
            vars: Default::default(),
        }
    }

    /// Reads what the socket has; false when the connection is broken.
    fn fill(&mut self) -> bool {
        SCRATCH.with(|c| self.fill_from(&mut c.borrow_mut()[..]))
    }

    fn fill_from(&mut self, chunk: &mut [u8]) -> bool {
        loop {
            match self.sock.read(chunk) {
                Ok(0) => {
                    self.eof = true;
                    return true;
                }
                Ok(n) => {
                    self.rbuf.extend_from_slice(&chunk[..n]);
                    self.last = Instant::now();
                    if n < chunk.len() {
                        return true;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return true,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => return false,
            }
        }
    }

    /// The next complete request in the read buffer.
    fn next_request(&mut self, opts: &Options) -> Next {
        if self.rbuf.is_empty() {
            return Next::NeedMore;
        }
        let (head, n) = match tusk_http::parse_head(&self.rbuf, &opts.limits) {
            Ok(Some(x)) => x,
            Ok(None) => return Next::NeedMore,
            Err(e) => return Next::Error(e.status),
        };
        let body = match head.body {
            BodyKind::None => Vec::new(),
            BodyKind::Length(len) => {
                if len > opts.limits.max_body {
                    return Next::Error(413);
                }
                let have = (self.rbuf.len() - n) as u64;
                if have < len {
                    self.maybe_continue(&head);
                    return Next::NeedMore;
                }
                self.rbuf[n..n + len as usize].to_vec()
            }
            BodyKind::Chunked => {
                let mut dec = ChunkedDecoder::new(opts.limits.max_body);
                let mut body = Vec::new();
                match dec.decode(&self.rbuf[n..], &mut body) {
                    Ok((used, true)) => {
                        self.rbuf.drain(..n + used);
                        self.continue_sent = false;
                        return Next::Request(Incoming { head, body });
                    }
                    Ok((_, false)) => {
                        self.maybe_continue(&head);
                        return Next::NeedMore;
                    }
                    Err(e) => return Next::Error(e.status),
                }
            }
        };
        let used = n + body.len();
        self.rbuf.drain(..used);
        self.continue_sent = false;
        Next::Request(Incoming { head, body })
    }

    fn maybe_continue(&mut self, head: &RequestHead) {
        if head.expect_continue && !self.continue_sent {
            self.continue_sent = true;
            self.wbuf
                .extend_from_slice(tusk_http::response::CONTINUE_100);
        }
    }

    /// Writes the output buffer; Ok(true) when all of it went.
    fn flush(&mut self) -> io::Result<bool> {
        while self.wpos < self.wbuf.len() {
            match self.sock.write(&self.wbuf[self.wpos..]) {
                Ok(0) => return Err(io::ErrorKind::WriteZero.into()),
                Ok(n) => self.wpos += n,
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Ok(false),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
        self.wbuf.clear();
        self.wpos = 0;
        Ok(true)
    }
}

/// A thread's state besides its connections and its VM: the shared
/// options and cache, the date cache, the restart generation it runs.
pub struct Ctx {
    pub shared: Arc<Shared>,
    pub date: DateCache,
    pub generation: u64,
}

impl Ctx {
    fn new(shared: Arc<Shared>) -> Ctx {
        Ctx {
            shared,
            date: DateCache::new(),
            generation: signals::restart_generation(),
        }
    }
}

const LISTENER_BASE: usize = usize::MAX - 64;

/// One worker thread's event loop: its listeners and connections. It is
/// driven by [`Loop::turn`], from [`run_thread`] in classic mode, or from
/// inside the worker script's `tusk_handle_request()` in worker mode.
pub struct Loop {
    poll: Poll,
    kinds: Vec<bool>,
    ls: Vec<Listener>,
    conns: Vec<Option<Conn>>,
    free: Vec<usize>,
    events: Events,
    /// Tokens to look at again before waiting (a turn that stopped after
    /// one PHP request in worker mode leaves the rest here).
    again: Vec<(usize, bool)>,
    /// This turn's work: tokens, and whether readiness was reported (a
    /// token from `again` has no new bytes to read).
    ready: Vec<(usize, bool)>,
    /// Turns since the last wait for events.
    unpolled: u32,
    last_sweep: Instant,
    draining: Option<Instant>,
    done: bool,
}

impl Loop {
    fn new(listeners: Vec<(StdListener, bool)>) -> Option<Loop> {
        let poll = Poll::new().ok()?;
        let kinds: Vec<bool> = listeners.iter().map(|(_, f)| *f).collect();
        let mut ls: Vec<Listener> = listeners
            .into_iter()
            .map(|(l, _)| Listener::from_std(l))
            .collect();
        for (i, l) in ls.iter_mut().enumerate() {
            let _ = poll
                .registry()
                .register(l, Token(LISTENER_BASE + i), Interest::READABLE);
        }
        Some(Loop {
            poll,
            kinds,
            ls,
            conns: Vec::new(),
            free: Vec::new(),
            events: Events::with_capacity(256),
            again: Vec::new(),
            ready: Vec::new(),
            unpolled: 0,
            last_sweep: Instant::now(),
            draining: None,
            done: false,
        })
    }

    /// The loop has drained after a stop: the thread ends.
    pub fn finished(&self) -> bool {
        self.done
    }

    /// Waits (at most 200 ms) for readiness and handles it: accepts, reads,
    /// answers; then closes idle, slow or drained connections. Stops early
    /// once `run` says a PHP request ran and the caller wants one at a time
    /// (worker mode). False when the loop is over.
    pub fn turn(&mut self, ctx: &mut Ctx, run: &mut dyn Runner) -> bool {
        if self.done {
            return false;
        }
        // Left-over work first; new events are still looked at every few
        // turns so that one busy connection cannot starve the others.
        if self.again.is_empty() || self.unpolled >= 8 {
            let timeout = if self.again.is_empty() {
                Duration::from_millis(200)
            } else {
                Duration::ZERO
            };
            let _ = self.poll.poll(&mut self.events, Some(timeout));
            crate::access_log::tick(self.events.is_empty());
            self.unpolled = 0;
            ctx.date.refresh();
        } else {
            self.events.clear();
            self.unpolled += 1;
        }
        if self.draining.is_none() && signals::stopping() {
            self.draining = Some(Instant::now());
            for l in &mut self.ls {
                let _ = self.poll.registry().deregister(l);
            }
            self.ls.clear();
        }
        let mut ready = std::mem::take(&mut self.ready);
        ready.clear();
        ready.append(&mut self.again);
        ready.extend(self.events.iter().map(|e| (e.token().0, true)));
        let mut i = 0;
        while i < ready.len() {
            let (t, readable) = ready[i];
            i += 1;
            if t >= LISTENER_BASE {
                self.accept(ctx, t - LISTENER_BASE);
                continue;
            }
            let keep = match self.conns.get_mut(t).and_then(|c| c.as_mut()) {
                Some(c) => serve_conn(ctx, c, &self.poll, t, run, readable),
                None => continue,
            };
            if !keep {
                if let Some(mut c) = self.conns[t].take() {
                    let _ = self.poll.registry().deregister(&mut c.sock);
                }
                self.free.push(t);
            } else if run.stop_turn()
                && self.conns[t]
                    .as_ref()
                    .is_some_and(|c| !c.rbuf.is_empty() || c.fcgi.is_some())
            {
                self.again.push((t, false));
            }
            if run.stop_turn() {
                self.again.extend_from_slice(&ready[i..]);
                break;
            }
        }
        self.ready = ready;
        self.sweep(ctx);
        if self.draining.is_some() && self.conns.iter().all(|c| c.is_none()) {
            self.done = true;
            return false;
        }
        true
    }

    fn accept(&mut self, ctx: &Ctx, li: usize) {
        let Some(l) = self.ls.get(li) else {
            return;
        };
        while let Ok((mut s, peer)) = l.accept() {
            let idx = self.free.pop().unwrap_or_else(|| {
                self.conns.push(None);
                self.conns.len() - 1
            });
            if self
                .poll
                .registry()
                .register(&mut s, Token(idx), Interest::READABLE)
                .is_ok()
            {
                self.conns[idx] = Some(Conn::new(s, peer, self.kinds[li]));
                ctx.shared.stats.accepted();
            } else {
                self.free.push(idx);
            }
        }
    }

    /// Closes connections past their timeouts (and, when draining, idle
    /// ones and all of them after the drain timeout).
    fn sweep(&mut self, ctx: &Ctx) {
        let now = Instant::now();
        let draining = self.draining;
        if now.duration_since(self.last_sweep) < Duration::from_secs(1) && draining.is_none() {
            return;
        }
        self.last_sweep = now;
        let opts = &ctx.shared.opts;
        for (i, slot) in self.conns.iter_mut().enumerate() {
            let Some(c) = slot else { continue };
            let idle = now.duration_since(c.last);
            let expired = match c.partial_since {
                Some(since) => now.duration_since(since) > opts.read_timeout,
                None => idle > opts.keepalive_timeout || (draining.is_some() && c.wbuf.is_empty()),
            };
            let drained_out = draining.is_some_and(|d| now.duration_since(d) > opts.drain_timeout);
            if expired || drained_out {
                if c.partial_since.is_some() && c.wbuf.is_empty() {
                    // A request that never completed: 408, then close.
                    tusk_http::response::write_error_response(&mut c.wbuf, 408, &ctx.date);
                    let _ = c.flush();
                }
                let _ = self.poll.registry().deregister(&mut c.sock);
                *slot = None;
                self.free.push(i);
            }
        }
    }
}

/// A worker thread: its event loop, and its VM in classic mode or its
/// worker script in worker mode.
pub fn run_thread(shared: Arc<Shared>, listeners: Vec<(StdListener, bool)>) {
    let Some(mut lp) = Loop::new(listeners) else {
        return;
    };
    let mut ctx = Ctx::new(shared.clone());
    match shared.opts.worker.clone() {
        None => {
            let mut run = crate::php::Classic::new(&shared);
            while lp.turn(&mut ctx, &mut run) {}
        }
        Some(script) => crate::workermode::run(lp, ctx, &script),
    }
}

/// Handles readiness on a connection; false to close it.
fn serve_conn(
    ctx: &mut Ctx,
    c: &mut Conn,
    poll: &Poll,
    token: usize,
    run: &mut dyn Runner,
    readable: bool,
) -> bool {
    if readable && !c.fill() {
        return false;
    }
    if let Some(mut fc) = c.fcgi.take() {
        serve_fcgi(ctx, c, &mut fc, run);
        c.fcgi = Some(fc);
    }
    while c.fcgi.is_none() {
        if c.close_after {
            break;
        }
        match c.next_request(&ctx.shared.opts) {
            Next::NeedMore => {
                c.partial_since = if c.rbuf.is_empty() {
                    None
                } else {
                    c.partial_since.or(Some(Instant::now()))
                };
                break;
            }
            Next::Error(code) => {
                tusk_http::response::write_error_response(&mut c.wbuf, code, &ctx.date);
                ctx.shared.stats.finished(code);
                c.close_after = true;
                c.rbuf.clear();
                break;
            }
            Next::Request(req) => {
                c.partial_since = None;
                run.prepare(ctx);
                let keep = crate::route::respond(ctx, c, req, run);
                if !keep {
                    c.close_after = true;
                }
                if run.stop_turn() {
                    break;
                }
            }
        }
    }
    if run.stop_turn() && !c.rbuf.is_empty() {
        // Worker mode stopped after one request of several pipelined
        // ones: their responses go out together once the rest are done.
        return true;
    }
    finish_io(c, poll, token)
}

/// Feeds a FastCGI connection and runs the requests it completes.
fn serve_fcgi(
    ctx: &mut Ctx,
    c: &mut Conn,
    fc: &mut tusk_http::fastcgi::FcgiConn,
    run: &mut dyn Runner,
) {
    use tusk_http::fastcgi::FcgiEvent;
    match fc.feed(&c.rbuf, &mut c.wbuf) {
        Ok(used) => {
            c.rbuf.drain(..used);
        }
        Err(_) => {
            c.close_after = true;
            c.rbuf.clear();
            return;
        }
    }
    while !run.stop_turn() {
        let Some(ev) = fc.next_event() else { break };
        match ev {
            FcgiEvent::Request(r) => {
                run.prepare(ctx);
                ctx.shared.stats.started();
                let status = crate::php::run_fcgi(ctx, c, fc, r, run);
                ctx.shared.stats.finished(status);
                ctx.shared.stats.done();
            }
            FcgiEvent::BodyTooLarge { id, .. } => {
                let mut out = Vec::new();
                tusk_http::fastcgi::write_cgi_head(&mut out, 413, &[]);
                tusk_http::fastcgi::write_stdout(&mut c.wbuf, id, &out);
                fc.end_request(id, 0, &mut c.wbuf);
                ctx.shared.stats.finished(413);
            }
            FcgiEvent::Abort { id } => {
                fc.end_request(id, 0, &mut c.wbuf);
            }
            FcgiEvent::Stdin { .. } | FcgiEvent::StdinEnd { .. } => {}
        }
    }
    if fc.should_close() {
        c.close_after = true;
    }
}

/// Writes what is pending and re-arms the socket; false to close.
fn finish_io(c: &mut Conn, poll: &Poll, token: usize) -> bool {
    match c.flush() {
        Ok(true) => {
            if c.writable_armed {
                c.writable_armed = false;
                let _ = poll
                    .registry()
                    .reregister(&mut c.sock, Token(token), Interest::READABLE);
            }
            if c.close_after {
                let _ = c.sock.shutdown(std::net::Shutdown::Write);
                return false;
            }
            !c.eof
        }
        Ok(false) => {
            if !c.writable_armed {
                c.writable_armed = true;
                let _ = poll.registry().reregister(
                    &mut c.sock,
                    Token(token),
                    Interest::READABLE | Interest::WRITABLE,
                );
            }
            true
        }
        Err(_) => false,
    }
}
