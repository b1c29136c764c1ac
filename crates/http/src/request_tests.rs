//! Tests of request.rs: heads, smuggling cases, limits, the chunked decoder,
//! and split inputs at every byte boundary.

use super::*;

fn lim() -> Limits {
    Limits::default()
}

fn parse(s: &[u8]) -> Result<Option<(RequestHead, usize)>, HttpError> {
    parse_head(s, &lim())
}

fn status(s: &[u8]) -> u16 {
    match parse(s) {
        Err(e) => e.status,
        Ok(Some(_)) => 200,
        Ok(None) => 0,
    }
}

#[test]
fn parses_a_simple_get() {
    let raw =
        b"GET /a/b?x=1&y HTTP/1.1\r\nHost: example.com\r\nAccept: */*\r\nX-Empty:\r\n\r\nNEXT";
    let (h, n) = parse(raw).unwrap().unwrap();
    assert_eq!(n, raw.len() - 4);
    assert_eq!(h.method, b"GET");
    assert_eq!(h.target, b"/a/b?x=1&y");
    assert_eq!(h.path(), b"/a/b");
    assert_eq!(h.query(), b"x=1&y");
    assert_eq!(h.version_minor, 1);
    assert_eq!(h.protocol(), "HTTP/1.1");
    assert_eq!(h.header(b"HOST"), Some(&b"example.com"[..]));
    assert_eq!(h.header(b"x-empty"), Some(&b""[..]));
    assert_eq!(h.headers.len(), 3);
    assert_eq!(h.body, BodyKind::None);
    assert!(h.keep_alive);
    assert!(!h.expect_continue);
}

#[test]
fn trims_values_and_keeps_order() {
    let raw =
        b"POST / HTTP/1.1\r\nHost: h\r\nX-A:  one \t\r\nX-A: two\r\nContent-Length: 3\r\n\r\n";
    let (h, _) = parse(raw).unwrap().unwrap();
    assert_eq!(
        h.header_all(b"x-a").collect::<Vec<_>>(),
        vec![&b"one"[..], &b"two"[..]]
    );
    assert_eq!(h.body, BodyKind::Length(3));
}

#[test]
fn keep_alive_rules() {
    let ka = |s: &[u8]| parse(s).unwrap().unwrap().0.keep_alive;
    assert!(ka(b"GET / HTTP/1.1\r\nHost: h\r\n\r\n"));
    assert!(!ka(
        b"GET / HTTP/1.1\r\nHost: h\r\nConnection: Close\r\n\r\n"
    ));
    assert!(!ka(
        b"GET / HTTP/1.1\r\nHost: h\r\nConnection: upgrade, close\r\n\r\n"
    ));
    assert!(!ka(b"GET / HTTP/1.0\r\n\r\n"));
    assert!(ka(b"GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n"));
    assert!(!ka(
        b"GET / HTTP/1.0\r\nConnection: keep-alive, close\r\n\r\n"
    ));
}

#[test]
fn expect_continue() {
    let raw = b"PUT /u HTTP/1.1\r\nHost: h\r\nExpect: 100-Continue\r\nContent-Length: 5\r\n\r\n";
    assert!(parse(raw).unwrap().unwrap().0.expect_continue);
    let raw = b"PUT /u HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n";
    assert!(!parse(raw).unwrap().unwrap().0.expect_continue);
}

#[test]
fn http10_needs_no_host_but_11_does() {
    assert_eq!(status(b"GET / HTTP/1.0\r\n\r\n"), 200);
    assert_eq!(status(b"GET / HTTP/1.1\r\n\r\n"), 400);
    assert_eq!(status(b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"), 400);
    assert_eq!(status(b"GET / HTTP/1.0\r\nHost: a\r\nhost: a\r\n\r\n"), 400);
    assert_eq!(status(b"GET / HTTP/1.1\r\nHost:\r\n\r\n"), 200);
    assert_eq!(status(b"GET / HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n"), 200);
    assert_eq!(status(b"GET / HTTP/1.1\r\nHost: a/b\r\n\r\n"), 400);
    assert_eq!(status(b"GET / HTTP/1.1\r\nHost: a b\r\n\r\n"), 400);
}

#[test]
fn skips_leading_empty_lines() {
    let raw = b"\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n";
    let (h, n) = parse(raw).unwrap().unwrap();
    assert_eq!(n, raw.len());
    assert_eq!(h.method, b"GET");
}

#[test]
fn versions() {
    assert_eq!(status(b"GET / HTTP/2.0\r\nHost: h\r\n\r\n"), 505);
    assert_eq!(status(b"GET / HTTP/0.9\r\n\r\n"), 505);
    assert_eq!(status(b"GET / HTTP/1.x\r\n\r\n"), 400);
    assert_eq!(status(b"GET / FOO/1.1\r\n\r\n"), 400);
    assert_eq!(status(b"GET /\r\n\r\n"), 400);
    assert_eq!(status(b"GET / HTTP/1.1 \r\nHost: h\r\n\r\n"), 400);
}

#[test]
fn malformed_request_lines() {
    for raw in [
        &b"GET  / HTTP/1.1\r\nHost: h\r\n\r\n"[..],
        b"G(T / HTTP/1.1\r\nHost: h\r\n\r\n",
        b" GET / HTTP/1.1\r\nHost: h\r\n\r\n",
        b"GET / x HTTP/1.1\r\nHost: h\r\n\r\n",
        b"GET /\x00 HTTP/1.1\r\nHost: h\r\n\r\n",
        b"GET /\xff\xfe HTTP/1.1\r\nHost: h\r\n\r\n",
        b"GET / HTTP/1.1\rHost: h\r\n\r\n",
    ] {
        assert_eq!(status(raw), 400, "{:?}", String::from_utf8_lossy(raw));
    }
}

#[test]
fn malformed_header_lines() {
    for raw in [
        // whitespace before the colon
        &b"GET / HTTP/1.1\r\nHost : h\r\n\r\n"[..],
        b"GET / HTTP/1.1\r\nHost: h\r\nX-A\t: 1\r\n\r\n",
        // obs-fold
        b"GET / HTTP/1.1\r\nHost: h\r\nX-A: 1\r\n  continued\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: h\r\nX-A: 1\r\n\tcontinued\r\n\r\n",
        // bare CR inside a value and at the end of a line
        b"GET / HTTP/1.1\r\nHost: h\r\nX-A: 1\r2\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: h\r\nX-A: 1\r\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: h\r\n\r\r\n",
        // no colon, empty name, bad name bytes, control bytes in a value
        b"GET / HTTP/1.1\r\nHost: h\r\nNoColon\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: h\r\n: v\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: h\r\nX(A): v\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: h\r\nX-A: a\x00b\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: h\r\nX-A: a\x7fb\r\n\r\n",
        // a space before the first header
        b"GET / HTTP/1.1\r\n Host: h\r\n\r\n",
    ] {
        assert_eq!(status(raw), 400, "{:?}", String::from_utf8_lossy(raw));
    }
}

#[test]
fn content_length_rules() {
    let body = |s: &[u8]| parse(s).map(|r| r.unwrap().0.body);
    assert_eq!(
        body(b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n"),
        Ok(BodyKind::Length(0))
    );
    assert_eq!(
        body(b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 007\r\n\r\n"),
        Ok(BodyKind::Length(7))
    );
    assert_eq!(
        body(b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nContent-Length: 5\r\n\r\n"),
        Ok(BodyKind::Length(5))
    );
    assert_eq!(
        body(b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5, 5\r\n\r\n"),
        Ok(BodyKind::Length(5))
    );
    for raw in [
        &b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n"[..],
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5, 6\r\n\r\n",
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5,\r\n\r\n",
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: +5\r\n\r\n",
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n",
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 0x10\r\n\r\n",
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1 0\r\n\r\n",
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length:\r\n\r\n",
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999\r\n\r\n",
    ] {
        assert_eq!(status(raw), 400, "{:?}", String::from_utf8_lossy(raw));
    }
}

#[test]
fn body_too_large_is_413_before_the_body() {
    let l = Limits {
        max_body: 10,
        ..lim()
    };
    let r = parse_head(
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\n",
        &l,
    );
    assert_eq!(r.unwrap_err().status, 413);
    let r = parse_head(
        b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\n",
        &l,
    );
    assert!(r.unwrap().is_some());
}

#[test]
fn transfer_encoding_rules() {
    let ok = b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n";
    assert_eq!(parse(ok).unwrap().unwrap().0.body, BodyKind::Chunked);
    let ok2 = b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: ,Chunked \r\n\r\n";
    assert_eq!(parse(ok2).unwrap().unwrap().0.body, BodyKind::Chunked);
    let cases: [(&[u8], u16); 12] = [
        (b"POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked, chunked\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: xchunked\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding:\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: \"chunked\"\r\n\r\n", 400),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
        (b"POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: foo\r\nTransfer-Encoding: chunked\r\n\r\n", 501),
        (b"POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
    ];
    for (raw, want) in cases {
        assert_eq!(status(raw), want, "{:?}", String::from_utf8_lossy(raw));
    }
}

#[test]
fn header_limits() {
    let l = Limits {
        max_header_bytes: 64,
        max_headers: 3,
        max_body: 100,
    };
    // Exactly at the limit is fine.
    let mut raw = b"GET / HTTP/1.1\r\nHost: h\r\nX: ".to_vec();
    while raw.len() < 60 {
        raw.push(b'a');
    }
    raw.extend_from_slice(b"\r\n\r\n");
    assert_eq!(raw.len(), 64);
    assert!(parse_head(&raw, &l).unwrap().is_some());
    raw.insert(30, b'a');
    assert_eq!(parse_head(&raw, &l).unwrap_err().status, 431);
    // A partial head past the limit is refused without waiting for more.
    let partial = [b"GET / HTTP/1.1\r\nHost: h\r\nX: ".as_slice(), &[b'a'; 64]].concat();
    assert_eq!(parse_head(&partial, &l).unwrap_err().status, 431);
    let long_line = [b"GET /".as_slice(), &[b'a'; 70]].concat();
    assert_eq!(parse_head(&long_line, &l).unwrap_err().status, 414);
    let many = b"GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n";
    assert_eq!(parse_head(many, &l).unwrap_err().status, 431);
    let l = Limits {
        max_headers: 300,
        max_header_bytes: 1 << 20,
        ..l
    };
    let mut raw = b"GET / HTTP/1.1\r\nHost: h\r\n".to_vec();
    for i in 0..250 {
        raw.extend_from_slice(format!("X-{i}: {i}\r\n").as_bytes());
    }
    raw.extend_from_slice(b"\r\n");
    assert_eq!(parse_head(&raw, &l).unwrap().unwrap().0.headers.len(), 251);
}

#[test]
fn every_split_of_a_head_is_partial_until_complete() {
    let raw = b"POST /form?a=b HTTP/1.1\r\nHost: localhost:8080\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\nabc";
    let (full, n) = parse(raw).unwrap().unwrap();
    assert_eq!(&raw[n..], b"abc");
    for cut in 0..n {
        assert_eq!(parse(&raw[..cut]), Ok(None), "cut at {cut}");
    }
    for cut in n..=raw.len() {
        assert_eq!(parse(&raw[..cut]).unwrap().unwrap(), (full.clone(), n));
    }
}

#[test]
fn pipelined_heads_parse_one_after_another() {
    let raw = b"GET /1 HTTP/1.1\r\nHost: h\r\n\r\nGET /2 HTTP/1.1\r\nHost: h\r\n\r\nGET /3 HTTP/1.1\r\nHost: h\r\n\r\n";
    let mut at = 0;
    let mut targets = Vec::new();
    while let Some((h, n)) = parse(&raw[at..]).unwrap() {
        targets.push(h.target);
        at += n;
    }
    assert_eq!(at, raw.len());
    assert_eq!(
        targets,
        vec![b"/1".to_vec(), b"/2".to_vec(), b"/3".to_vec()]
    );
}

fn dechunk(input: &[u8], max: u64) -> Result<(Vec<u8>, usize, bool), HttpError> {
    let mut d = ChunkedDecoder::new(max);
    let mut out = Vec::new();
    let (n, done) = d.decode(input, &mut out)?;
    Ok((out, n, done))
}

#[test]
fn chunked_basic() {
    let body = b"5\r\nhello\r\n6;name=val;q=\"a \\\" b\"\r\n world\r\n0\r\n\r\nGET";
    let (out, n, done) = dechunk(body, 100).unwrap();
    assert_eq!(out, b"hello world");
    assert!(done);
    assert_eq!(&body[n..], b"GET");
}

#[test]
fn chunked_with_trailers_and_ext_whitespace() {
    let body = b"A ; ext\r\n0123456789\r\n0\r\nX-Trailer: yes\r\nOther: 1\r\n\r\n";
    let (out, n, done) = dechunk(body, 100).unwrap();
    assert_eq!(out, b"0123456789");
    assert_eq!((n, done), (body.len(), true));
}

#[test]
fn chunked_every_split() {
    let body = b"3;x=y\r\nabc\r\n10\r\n0123456789abcdef\r\n1\r\nZ\r\n0\r\nT: v\r\n\r\n";
    for cut in 0..=body.len() {
        let mut d = ChunkedDecoder::new(1000);
        let mut out = Vec::new();
        let (n1, done1) = d.decode(&body[..cut], &mut out).unwrap();
        assert_eq!(n1, cut);
        assert_eq!(done1, cut == body.len());
        let (n2, done2) = d.decode(&body[cut..], &mut out).unwrap();
        assert_eq!(n2, body.len() - cut);
        assert!(done2 || done1);
        assert_eq!(out, b"abc0123456789abcdefZ");
    }
    // Byte by byte.
    let mut d = ChunkedDecoder::new(1000);
    let mut out = Vec::new();
    for (i, b) in body.iter().enumerate() {
        let (n, done) = d.decode(std::slice::from_ref(b), &mut out).unwrap();
        assert_eq!(n, 1);
        assert_eq!(done, i == body.len() - 1);
    }
    assert_eq!(d.total(), 20);
}

#[test]
fn chunked_errors() {
    let cases: [(&[u8], u16); 17] = [
        (b"g\r\n", 400),
        (b"\r\n", 400),
        (b"-1\r\n", 400),
        (b"0x5\r\nhello\r\n", 400),
        (b"5 \r\nhello\r\n", 400),
        (b"5\nhello\r\n", 400),
        (b"5\r\rhello", 400),
        (b"5\r\nhelloX\r\n", 400),
        (b"5\r\nhello\n0\r\n\r\n", 400),
        (b"5\r\nhello\r\r", 400),
        (b"5;a\nb\r\n", 400),
        (b"5;\x01\r\n", 400),
        (b"5;q=\"abc\r\n", 400),
        (b"0\r\nBad Trailer\r\n\r\n", 400),
        (b"0\r\n\n", 400),
        (b"0\r\nT: v\n\r\n", 400),
        (b"10000000000000000\r\n", 400),
    ];
    for (raw, want) in cases {
        let got = dechunk(raw, u64::MAX)
            .map(|_| 0)
            .unwrap_or_else(|e| e.status);
        assert_eq!(got, want, "{:?}", String::from_utf8_lossy(raw));
    }
    // Sixteen hex digits is the most; u64::MAX itself is a size (and is over any max_body).
    assert!(!dechunk(b"ffffffffffffffff\r\n", u64::MAX).unwrap().2);
    assert!(dechunk(b"0000000000000000\r\n\r\n", 10).unwrap().2);
}

#[test]
fn chunked_max_body() {
    assert_eq!(dechunk(b"b\r\n", 10).unwrap_err().status, 413);
    assert_eq!(dechunk(b"5\r\nhello\r\n6\r\n", 10).unwrap_err().status, 413);
    assert!(
        dechunk(b"5\r\nhello\r\n5\r\nworld\r\n0\r\n\r\n", 10)
            .unwrap()
            .2
    );
    let mut big = b"0\r\n".to_vec();
    for _ in 0..1000 {
        big.extend_from_slice(b"X-Long: 0123456789\r\n");
    }
    assert_eq!(dechunk(&big, 10).unwrap_err().status, 431);
    let long_ext = [b"1;".as_slice(), &[b'a'; 5000], b"\r\n"].concat();
    assert_eq!(dechunk(&long_ext, 10).unwrap_err().status, 400);
}

#[test]
fn chunked_stops_after_done() {
    let mut d = ChunkedDecoder::new(10);
    let mut out = Vec::new();
    assert_eq!(d.decode(b"0\r\n\r\n", &mut out), Ok((5, true)));
    assert!(d.is_done());
    assert_eq!(d.decode(b"more", &mut out), Ok((0, true)));
    assert!(out.is_empty());
}

#[test]
fn borrowed_head_matches_owned() {
    let raw = b"GET /x?y HTTP/1.1\r\nHost: h\r\nCookie: a=b\r\n\r\n";
    let (r, n) = parse_head_ref(raw, &lim()).unwrap().unwrap();
    assert_eq!(r.method, b"GET");
    assert_eq!(r.header(b"cookie"), Some(&b"a=b"[..]));
    assert_eq!(Some((r.to_head(), n)), parse(raw).unwrap());
    let huge = Limits {
        max_header_bytes: usize::MAX,
        ..lim()
    };
    assert_eq!(parse_head(b"GET / HTTP/1.1\r\n", &huge), Ok(None));
}
