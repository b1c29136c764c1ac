//! Static files: Content-Type by extension, ETag and Last-Modified, 304 for
//! If-None-Match / If-Modified-Since, single byte ranges (206/416), HEAD;
//! small files are copied into the connection's output buffer (one write
//! with the rest of a pipelined batch), large ones go out with sendfile.
//! Also the server's own small responses (404, the status page).
//! Not here: choosing the file (route.rs).

use crate::conn::{Conn, Ctx, Incoming};
use std::io::Write;
use std::os::fd::AsRawFd;
use std::path::Path;
use tusk_http::range::{self, RangeResult};
use tusk_http::{Framing, ResponseHead};

/// Files up to this size are read into the output buffer.
const COPY_MAX: u64 = 256 * 1024;

fn head_of<'a>(
    req: &Incoming,
    status: u16,
    headers: &'a [(&'a [u8], &'a [u8])],
    framing: Framing,
) -> ResponseHead<'a> {
    ResponseHead {
        status,
        reason: None,
        headers,
        framing,
        keep_alive: req.head.keep_alive,
        version_minor: req.head.version_minor,
    }
}

/// A small complete response.
pub fn simple(
    ctx: &mut Ctx,
    c: &mut Conn,
    req: &Incoming,
    status: u16,
    ctype: &[u8],
    body: &[u8],
) -> (u16, bool) {
    let h: [(&[u8], &[u8]); 1] = [(b"Content-Type", ctype)];
    let head = head_of(req, status, &h, Framing::Length(body.len() as u64));
    tusk_http::write_head(&mut c.wbuf, &head, &ctx.date);
    if !req.head.is_head() {
        c.wbuf.extend_from_slice(body);
    }
    (status, true)
}

/// The 404 page.
pub fn not_found(ctx: &mut Ctx, c: &mut Conn, req: &Incoming) -> (u16, bool) {
    let path = String::from_utf8_lossy(req.head.path()).into_owned();
    let body = format!(
        "<!doctype html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested resource <code class=\"url\">{}</code> was not found on this server.</p></body></html>",
        html_escape(&path)
    );
    simple(
        ctx,
        c,
        req,
        404,
        b"text/html; charset=UTF-8",
        body.as_bytes(),
    )
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Serves the file at `p`.
pub fn file(ctx: &mut Ctx, c: &mut Conn, req: &Incoming, p: &Path) -> (u16, bool) {
    let method = req.head.method.as_slice();
    if method != b"GET" && method != b"HEAD" {
        let h: [(&[u8], &[u8]); 2] = [
            (b"Allow", b"GET, HEAD"),
            (b"Content-Type", b"text/plain; charset=utf-8"),
        ];
        let body = b"Method Not Allowed\n";
        let head = head_of(req, 405, &h, Framing::Length(body.len() as u64));
        tusk_http::write_head(&mut c.wbuf, &head, &ctx.date);
        c.wbuf.extend_from_slice(body);
        return (405, true);
    }
    let Ok(mut f) = std::fs::File::open(p) else {
        return not_found(ctx, c, req);
    };
    let Ok(meta) = f.metadata() else {
        return not_found(ctx, c, req);
    };
    let len = meta.len();
    let mtime = meta
        .modified()
        .ok()
        .and_then(|m| m.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    let etag = range::make_etag(mtime, len);
    let last_mod = tusk_http::date::format_http_date(mtime);
    let ctype = tusk_http::mime::mime_for_path(p.as_os_str().as_encoded_bytes())
        .unwrap_or("application/octet-stream");
    let not_modified = match req.head.header(b"If-None-Match") {
        Some(v) => range::none_match(v, etag.as_bytes()),
        None => req
            .head
            .header(b"If-Modified-Since")
            .is_some_and(|v| range::not_modified_since(v, mtime)),
    };
    if not_modified {
        let h: [(&[u8], &[u8]); 2] = [
            (b"ETag", etag.as_bytes()),
            (b"Last-Modified", last_mod.as_bytes()),
        ];
        let head = head_of(req, 304, &h, Framing::NoBody);
        tusk_http::write_head(&mut c.wbuf, &head, &ctx.date);
        return (304, true);
    }
    let mut rng = match req.head.header(b"Range") {
        Some(v) => range::parse_range(v, len),
        None => RangeResult::Full,
    };
    if rng != RangeResult::Full {
        if let Some(ir) = req.head.header(b"If-Range") {
            if !range::if_range_allows(ir, etag.as_bytes(), mtime) {
                rng = RangeResult::Full;
            }
        }
    }
    let (status, start, count, crange) = match rng {
        RangeResult::Full => (200, 0, len, None),
        RangeResult::Partial { start, end } => (
            206,
            start,
            end - start + 1,
            Some(range::content_range(start, end, len)),
        ),
        RangeResult::Unsatisfiable => {
            let cr = range::content_range_unsatisfiable(len);
            let h: [(&[u8], &[u8]); 1] = [(b"Content-Range", cr.as_bytes())];
            let head = head_of(req, 416, &h, Framing::Length(0));
            tusk_http::write_head(&mut c.wbuf, &head, &ctx.date);
            return (416, true);
        }
    };
    let mut h: Vec<(&[u8], &[u8])> = vec![
        (b"Content-Type", ctype.as_bytes()),
        (b"Last-Modified", last_mod.as_bytes()),
        (b"ETag", etag.as_bytes()),
        (b"Accept-Ranges", b"bytes"),
    ];
    if let Some(cr) = &crange {
        h.push((b"Content-Range", cr.as_bytes()));
    }
    let head = head_of(req, status, &h, Framing::Length(count));
    tusk_http::write_head(&mut c.wbuf, &head, &ctx.date);
    if req.head.is_head() || count == 0 {
        return (status, true);
    }
    if count <= COPY_MAX {
        use std::io::{Read, Seek, SeekFrom};
        let at = c.wbuf.len();
        c.wbuf.resize(at + count as usize, 0);
        let ok = f.seek(SeekFrom::Start(start)).is_ok() && f.read_exact(&mut c.wbuf[at..]).is_ok();
        if !ok {
            return (500, false);
        }
        return (status, true);
    }
    // A large file: the head (and anything before it) first, then the
    // kernel copies the file to the socket.
    match send_large(c, &f, start, count) {
        Ok(()) => (status, true),
        Err(_) => (status, false),
    }
}

/// Writes the pending output, then `count` bytes of `f` from `start`, with
/// the socket blocking for the duration (a send timeout bounds it).
fn send_large(c: &mut Conn, f: &std::fs::File, start: u64, count: u64) -> std::io::Result<()> {
    let sock = crate::php::blocking_dup(c.sock.as_raw_fd())?;
    (&sock).write_all(&c.wbuf)?;
    c.wbuf.clear();
    let mut off = start as libc::off_t;
    let mut left = count as usize;
    while left > 0 {
        let n = sendfile(sock.as_raw_fd(), f.as_raw_fd(), &mut off, left.min(1 << 30))?;
        if n == 0 {
            break;
        }
        left -= n;
    }
    crate::access_log::note_sent(count - left as u64);
    crate::php::restore_nonblocking(&sock);
    Ok(())
}

fn sendfile(out: i32, inp: i32, off: &mut libc::off_t, n: usize) -> std::io::Result<usize> {
    // SAFETY: both descriptors are open for the duration of the call (the
    // caller holds the File and the socket) and `off` points at a live
    // off_t.
    let r = unsafe { libc::sendfile(out, inp, off, n) };
    if r < 0 {
        Err(std::io::Error::last_os_error())
    } else {
        Ok(r as usize)
    }
}

/// A new descriptor for the open socket `fd` (the connection's, which the
/// caller keeps open meanwhile).
pub fn dup_fd(fd: std::os::fd::RawFd) -> std::io::Result<std::os::fd::OwnedFd> {
    use std::os::fd::FromRawFd;
    // SAFETY: dup only reads the descriptor table; `fd` is open.
    let n = unsafe { libc::dup(fd) };
    if n < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `n` is a fresh descriptor that nothing else owns.
    Ok(unsafe { std::os::fd::OwnedFd::from_raw_fd(n) })
}
