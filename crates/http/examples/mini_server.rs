//! A minimal blocking server over the tusk-http codecs, to try them against
//! real clients (curl, wrk, nginx's fastcgi_pass) and to show the intended
//! loop: one read buffer and one output buffer per connection, every complete
//! request in the buffer answered before one write (pipelining).
//!
//! Not the Tusk server (crates/server): one thread per connection, no PHP.
//!
//! `cargo run -p tusk-http --example mini_server -- http 127.0.0.1:8080`
//! `cargo run -p tusk-http --example mini_server -- fcgi 127.0.0.1:9000`

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use tusk_http::fastcgi::{self, FcgiConfig, FcgiConn, FcgiEvent};
use tusk_http::multipart::{parse_content_type, parse_multipart, MultipartLimits};
use tusk_http::request::{parse_head, BodyKind, ChunkedDecoder, Limits};
use tusk_http::response::{self, write_head, DateCache, Framing, ResponseHead};

/// The text answered for a request: method, target, headers, body summary.
fn describe(method: &[u8], target: &[u8], headers: &[(Vec<u8>, Vec<u8>)], body: &[u8]) -> Vec<u8> {
    let mut s = Vec::new();
    s.extend_from_slice(method);
    s.push(b' ');
    s.extend_from_slice(target);
    s.push(b'\n');
    let mut ctype = None;
    for (n, v) in headers {
        s.extend_from_slice(n);
        s.extend_from_slice(b": ");
        s.extend_from_slice(v);
        s.push(b'\n');
        if n.eq_ignore_ascii_case(b"content-type") || n == b"CONTENT_TYPE" {
            ctype = Some(v.clone());
        }
    }
    s.extend_from_slice(format!("body: {} bytes\n", body.len()).as_bytes());
    if let Some(ct) = ctype {
        let ct = parse_content_type(&ct);
        if let (true, Some(b)) = (ct.is("multipart/form-data"), ct.boundary()) {
            match parse_multipart(body, b, &MultipartLimits::default()) {
                Ok(parts) => {
                    for p in parts {
                        s.extend_from_slice(
                            format!(
                                "part name={:?} filename={:?} type={:?} {} bytes\n",
                                p.name.as_deref().map(String::from_utf8_lossy),
                                p.filename.as_deref().map(String::from_utf8_lossy),
                                p.content_type.map(String::from_utf8_lossy),
                                p.data.len()
                            )
                            .as_bytes(),
                        );
                    }
                }
                Err(e) => s.extend_from_slice(format!("{e}\n").as_bytes()),
            }
        }
    }
    s
}

fn serve_http(mut sock: TcpStream) -> std::io::Result<()> {
    let limits = Limits::default();
    let mut date = DateCache::new();
    let mut buf = Vec::with_capacity(16 * 1024);
    let mut out = Vec::with_capacity(16 * 1024);
    let mut tmp = [0u8; 16 * 1024];
    let mut sent_continue = false;
    loop {
        let n = sock.read(&mut tmp)?;
        if n == 0 {
            return Ok(());
        }
        buf.extend_from_slice(&tmp[..n]);
        date.refresh();
        let mut close = false;
        // Answer every complete request in the buffer, then write once.
        loop {
            let (head, used) = match parse_head(&buf, &limits) {
                Ok(Some(h)) => h,
                Ok(None) => break,
                Err(e) => {
                    response::write_error_response(&mut out, e.status, &date);
                    close = true;
                    break;
                }
            };
            let body_bytes = &buf[used..];
            let (body, body_len) = match head.body {
                BodyKind::None => (Vec::new(), 0),
                BodyKind::Length(l) => {
                    if (body_bytes.len() as u64) < l {
                        if head.expect_continue && !sent_continue && out.is_empty() {
                            sock.write_all(response::CONTINUE_100)?;
                            sent_continue = true;
                        }
                        break; // wait for the rest of the body
                    }
                    (body_bytes[..l as usize].to_vec(), l as usize)
                }
                BodyKind::Chunked => {
                    let mut d = ChunkedDecoder::new(limits.max_body);
                    let mut body = Vec::new();
                    match d.decode(body_bytes, &mut body) {
                        Ok((n, true)) => (body, n),
                        Ok((_, false)) => {
                            if head.expect_continue && !sent_continue && out.is_empty() {
                                sock.write_all(response::CONTINUE_100)?;
                                sent_continue = true;
                            }
                            break; // re-decoded from the start next time: fine for an example
                        }
                        Err(e) => {
                            response::write_error_response(&mut out, e.status, &date);
                            close = true;
                            break;
                        }
                    }
                }
            };
            let text = describe(&head.method, &head.target, &head.headers, &body);
            let hs: [(&[u8], &[u8]); 1] = [(b"Content-Type", b"text/plain; charset=UTF-8")];
            let rh = ResponseHead {
                headers: &hs,
                keep_alive: head.keep_alive,
                version_minor: head.version_minor,
                ..ResponseHead::new(200, Framing::Length(text.len() as u64))
            };
            write_head(&mut out, &rh, &date);
            if !head.is_head() {
                out.extend_from_slice(&text);
            }
            buf.drain(..used + body_len);
            sent_continue = false;
            if !head.keep_alive {
                close = true;
                break;
            }
        }
        if !out.is_empty() {
            sock.write_all(&out)?;
            out.clear();
        }
        if close {
            return Ok(());
        }
    }
}

fn serve_fcgi(mut sock: TcpStream) -> std::io::Result<()> {
    let mut conn = FcgiConn::new(FcgiConfig::default());
    let mut buf = Vec::new();
    let mut out = Vec::new();
    let mut tmp = [0u8; 16 * 1024];
    loop {
        let n = sock.read(&mut tmp)?;
        if n == 0 {
            return Ok(());
        }
        buf.extend_from_slice(&tmp[..n]);
        match conn.feed(&buf, &mut out) {
            Ok(used) => {
                buf.drain(..used);
            }
            Err(e) => {
                eprintln!("{e}");
                return Ok(());
            }
        }
        while let Some(ev) = conn.next_event() {
            match ev {
                FcgiEvent::Request(r) => {
                    let method = r.param(b"REQUEST_METHOD").unwrap_or(b"").to_vec();
                    let target = r.param(b"REQUEST_URI").unwrap_or(b"").to_vec();
                    let mut body = describe(&method, &target, &r.params, &r.stdin);
                    let mut resp = Vec::new();
                    let hs: [(&[u8], &[u8]); 1] = [(b"Content-Type", b"text/plain; charset=UTF-8")];
                    fastcgi::write_cgi_head(&mut resp, 200, &hs);
                    resp.append(&mut body);
                    fastcgi::write_stdout(&mut out, r.id, &resp);
                    conn.end_request(r.id, 0, &mut out);
                }
                FcgiEvent::BodyTooLarge { id, .. } => {
                    let mut resp = Vec::new();
                    fastcgi::write_cgi_head(&mut resp, 413, &[]);
                    fastcgi::write_stdout(&mut out, id, &resp);
                    conn.end_request(id, 0, &mut out);
                }
                FcgiEvent::Abort { id } => {
                    conn.end_request(id, 0, &mut out);
                }
                FcgiEvent::Stdin { .. } | FcgiEvent::StdinEnd { .. } => {}
            }
        }
        if !out.is_empty() {
            sock.write_all(&out)?;
            out.clear();
        }
        if conn.should_close() {
            return Ok(());
        }
    }
}

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let mode = args
        .get(1)
        .map(String::as_str)
        .unwrap_or("http")
        .to_string();
    let addr = args.get(2).map(String::as_str).unwrap_or("127.0.0.1:8080");
    let listener = TcpListener::bind(addr)?;
    eprintln!("{mode} on {addr}");
    for sock in listener.incoming() {
        let sock = sock?;
        let fcgi = mode == "fcgi";
        std::thread::spawn(move || {
            let _ = if fcgi {
                serve_fcgi(sock)
            } else {
                serve_http(sock)
            };
        });
    }
    Ok(())
}
