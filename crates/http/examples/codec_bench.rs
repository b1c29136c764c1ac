//! Rough timings of the hot-path codec calls (parse a browser-sized request
//! head, write a JSON response head), for regressions of the codecs alone.
//! Not a server benchmark (see docs/perf.md for those).
//!
//! `cargo run --release -p tusk-http --example codec_bench`

use std::hint::black_box;
use std::time::Instant;
use tusk_http::*;

const REQ: &[u8] = b"GET /json HTTP/1.1\r\nHost: localhost:8080\r\n\
User-Agent: Mozilla/5.0 (X11; Linux x86_64) Gecko/20130501 Firefox/30.0 AppleWebKit/600.00 Chrome/30.0.0000.0 Trident/10.0 Safari/600.00\r\n\
Cookie: uid=12345678901234567890; __utma=1.1234567890.1234567890.1234567890.1234567890.12; wd=2560x1600\r\n\
Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n\
Accept-Language: en-US,en;q=0.5\r\nConnection: keep-alive\r\n\r\n";

fn main() {
    let l = Limits::default();
    let n = 1_000_000u32;
    let mut x = 0;
    let t = Instant::now();
    for _ in 0..n {
        x += parse_head(black_box(REQ), &l).unwrap().unwrap().1;
    }
    println!("parse_head      {:?}/request", t.elapsed() / n);
    let t = Instant::now();
    for _ in 0..n {
        x += parse_head_ref(black_box(REQ), &l).unwrap().unwrap().1;
    }
    println!("parse_head_ref  {:?}/request", t.elapsed() / n);
    let t = Instant::now();
    for _ in 0..n {
        let mut hs = [httparse::EMPTY_HEADER; 32];
        let mut r = httparse::Request::new(&mut hs);
        if let Ok(httparse::Status::Complete(k)) = r.parse(black_box(REQ)) {
            x += k;
        }
    }
    println!("httparse alone  {:?}/request", t.elapsed() / n);
    let mut d = DateCache::new();
    let mut out = Vec::with_capacity(1 << 16);
    let hs: [(&[u8], &[u8]); 2] = [(b"Server", b"tusk"), (b"Content-Type", b"application/json")];
    let t = Instant::now();
    for _ in 0..n {
        out.clear();
        d.refresh();
        let head = ResponseHead {
            headers: &hs,
            ..ResponseHead::new(200, Framing::Length(27))
        };
        write_head(&mut out, &head, &d);
        out.extend_from_slice(b"{\"message\":\"Hello, World!\"}");
        black_box(&out);
    }
    println!("refresh + write_head + body {:?}/response", t.elapsed() / n);
    black_box(x);
}
