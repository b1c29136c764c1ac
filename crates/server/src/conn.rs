//! A worker thread's event loop and its HTTP/1.1 connections: accept,
//! read, parse every complete request in the buffer (pipelining), answer
//! each in order into one output buffer, write it with as few syscalls as
//! possible, and keep the connection for the next request. Timeouts close
//! idle or slow connections; a stop request stops accepting, lets
//! requests in flight finish, then ends the thread.
//! Not here: what a request does (route.rs, php.rs, statics.rs).

use crate::sock::{Listener, StdListener, Stream};
use crate::{signals, status::Stats, Options};
use mio::{Events, Interest, Poll, Token};
use std::io::{self, Read, Write};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tusk_engine::worker::{ScriptCache, Worker};
use tusk_http::{BodyKind, ChunkedDecoder, DateCache, RequestHead};

/// What all worker threads share.
pub struct Shared {
    pub opts: Options,
    pub cache: Arc<ScriptCache>,
    pub stats: Stats,
}

impl Shared {
    pub fn new(opts: Options) -> Shared {
        let cache = Arc::new(ScriptCache::new(&opts.config));
        Shared {
            opts,
            cache,
            stats: Stats::new(),
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
        }
    }

    /// Reads what the socket has; false when the connection is broken.
    fn fill(&mut self) -> bool {
        let mut chunk = [0u8; 16384];
        loop {
            match self.sock.read(&mut chunk) {
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

/// A thread's state: its VM, the date cache, its connections.
pub struct Ctx {
    pub shared: Arc<Shared>,
    pub worker: Worker,
    pub date: DateCache,
    generation: u64,
}

impl Ctx {
    fn new(shared: Arc<Shared>) -> Ctx {
        let worker = crate::php::new_worker(&shared);
        Ctx {
            shared,
            worker,
            date: DateCache::new(),
            generation: signals::restart_generation(),
        }
    }

    /// Recycles the VM when asked (--max-requests, SIGUSR2).
    fn maybe_recycle(&mut self) {
        let max = self.shared.opts.max_requests;
        let gen = signals::restart_generation();
        if (max > 0 && self.worker.served >= max) || gen != self.generation {
            if gen != self.generation {
                self.shared.cache.clear();
            }
            self.generation = gen;
            self.worker = crate::php::new_worker(&self.shared);
        }
    }
}

const LISTENER_BASE: usize = usize::MAX - 64;

/// The loop of one worker thread.
pub fn run_thread(shared: Arc<Shared>, listeners: Vec<(StdListener, bool)>) {
    let Ok(mut poll) = Poll::new() else {
        return;
    };
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
    let mut ctx = Ctx::new(shared.clone());
    let mut conns: Vec<Option<Conn>> = Vec::new();
    let mut free: Vec<usize> = Vec::new();
    let mut events = Events::with_capacity(256);
    let mut last_sweep = Instant::now();
    let mut draining: Option<Instant> = None;
    loop {
        let _ = poll.poll(&mut events, Some(Duration::from_millis(200)));
        crate::access_log::tick(events.is_empty());
        ctx.date.refresh();
        if draining.is_none() && signals::stopping() {
            draining = Some(Instant::now());
            for l in &mut ls {
                let _ = poll.registry().deregister(l);
            }
            ls.clear();
        }
        for ev in events.iter() {
            let t = ev.token().0;
            if t >= LISTENER_BASE {
                let Some(l) = ls.get(t - LISTENER_BASE) else {
                    continue;
                };
                loop {
                    match l.accept() {
                        Ok((mut s, peer)) => {
                            let idx = free.pop().unwrap_or_else(|| {
                                conns.push(None);
                                conns.len() - 1
                            });
                            if poll
                                .registry()
                                .register(&mut s, Token(idx), Interest::READABLE)
                                .is_ok()
                            {
                                let fcgi = kinds[t - LISTENER_BASE];
                                conns[idx] = Some(Conn::new(s, peer, fcgi));
                                shared.stats.accepted();
                            } else {
                                free.push(idx);
                            }
                        }
                        Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                        Err(_) => break,
                    }
                }
                continue;
            }
            let keep = match conns.get_mut(t).and_then(|c| c.as_mut()) {
                Some(c) => serve_conn(&mut ctx, c, &poll, t),
                None => continue,
            };
            if !keep {
                if let Some(mut c) = conns[t].take() {
                    let _ = poll.registry().deregister(&mut c.sock);
                }
                free.push(t);
            }
        }
        let now = Instant::now();
        if now.duration_since(last_sweep) >= Duration::from_secs(1) || draining.is_some() {
            last_sweep = now;
            for (i, slot) in conns.iter_mut().enumerate() {
                let Some(c) = slot else { continue };
                let idle = now.duration_since(c.last);
                let expired = match c.partial_since {
                    Some(since) => now.duration_since(since) > shared.opts.read_timeout,
                    None => {
                        idle > shared.opts.keepalive_timeout
                            || (draining.is_some() && c.wbuf.is_empty())
                    }
                };
                let drained_out =
                    draining.is_some_and(|d| now.duration_since(d) > shared.opts.drain_timeout);
                if expired || drained_out {
                    if c.partial_since.is_some() && c.wbuf.is_empty() {
                        // A request that never completed: 408, then close.
                        tusk_http::response::write_error_response(&mut c.wbuf, 408, &ctx.date);
                        let _ = c.flush();
                    }
                    let _ = poll.registry().deregister(&mut c.sock);
                    *slot = None;
                    free.push(i);
                }
            }
        }
        if draining.is_some() && conns.iter().all(|c| c.is_none()) {
            return;
        }
    }
}

/// Handles readiness on a connection; false to close it.
fn serve_conn(ctx: &mut Ctx, c: &mut Conn, poll: &Poll, token: usize) -> bool {
    if !c.fill() {
        return false;
    }
    if let Some(mut fc) = c.fcgi.take() {
        serve_fcgi(ctx, c, &mut fc);
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
                ctx.maybe_recycle();
                let keep = crate::route::respond(ctx, c, req);
                if !keep {
                    c.close_after = true;
                }
            }
        }
    }
    finish_io(c, poll, token)
}

/// Feeds a FastCGI connection and runs the requests it completes.
fn serve_fcgi(ctx: &mut Ctx, c: &mut Conn, fc: &mut tusk_http::fastcgi::FcgiConn) {
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
    while let Some(ev) = fc.next_event() {
        match ev {
            FcgiEvent::Request(r) => {
                ctx.maybe_recycle();
                ctx.shared.stats.started();
                crate::php::run_fcgi(ctx, c, fc, r);
                ctx.shared.stats.finished(200);
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
