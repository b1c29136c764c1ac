//! Tests of fastcgi.rs: records, name-value pairs, the connection state
//! machine (roles, multiplexing refusal, GET_VALUES, aborts, limits) and
//! split inputs at every byte boundary.

use super::*;

fn begin(out: &mut Vec<u8>, id: u16, role: u16, flags: u8) {
    let r = role.to_be_bytes();
    write_record(out, BEGIN_REQUEST, id, &[r[0], r[1], flags, 0, 0, 0, 0, 0]);
}

fn params_stream(pairs: &[(&[u8], &[u8])]) -> Vec<u8> {
    let mut b = Vec::new();
    for (n, v) in pairs {
        write_name_value(&mut b, n, v);
    }
    b
}

/// A request as nginx sends it, with the PARAMS stream split in 7-byte
/// records (so pairs and lengths straddle records) and two STDIN records.
fn sample_request(id: u16, flags: u8) -> Vec<u8> {
    let mut out = Vec::new();
    begin(&mut out, id, ROLE_RESPONDER, flags);
    let long = vec![b'v'; 300];
    let p = params_stream(&[
        (b"SCRIPT_FILENAME", b"/srv/index.php"),
        (b"REQUEST_METHOD", b"POST"),
        (b"HTTP_X_LONG", &long),
        (b"EMPTY", b""),
    ]);
    for chunk in p.chunks(7) {
        write_record(&mut out, PARAMS, id, chunk);
    }
    write_record(&mut out, PARAMS, id, b"");
    write_record(&mut out, STDIN, id, b"a=1&");
    write_record(&mut out, STDIN, id, b"b=2");
    write_record(&mut out, STDIN, id, b"");
    out
}

fn run(conn: &mut FcgiConn, input: &[u8]) -> (Vec<FcgiEvent>, Vec<u8>, usize) {
    let mut out = Vec::new();
    let n = conn.feed(input, &mut out).unwrap();
    let mut ev = Vec::new();
    while let Some(e) = conn.next_event() {
        ev.push(e);
    }
    (ev, out, n)
}

#[test]
fn record_header_round_trip() {
    let h = RecordHeader {
        version: 1,
        rtype: STDOUT,
        request_id: 0x1234,
        content_length: 0xfffe,
        padding_length: 2,
    };
    assert_eq!(RecordHeader::parse(&h.to_bytes()), Some(h));
    assert_eq!(h.record_len(), 8 + 0xfffe + 2);
    assert_eq!(RecordHeader::parse(&[1, 2, 3]), None);
}

#[test]
fn name_values_both_length_forms() {
    let long = vec![b'x'; 200];
    let b = params_stream(&[(b"A", b"1"), (&long, b""), (b"", &long)]);
    assert_eq!(b[0], 1);
    let pairs = parse_name_values(&b).unwrap();
    assert_eq!(pairs.len(), 3);
    assert_eq!(pairs[1].0.len(), 200);
    assert_eq!(pairs[2].1.len(), 200);
    assert!(parse_name_values(&[5, 0, b'a']).is_err());
    assert!(parse_name_values(&[0x80, 0, 0]).is_err());
    assert!(parse_name_values(&[0xff, 0xff, 0xff, 0xff, 0, b'a']).is_err());
    assert!(parse_name_values(&[1]).is_err());
}

#[test]
fn a_whole_request() {
    let mut c = FcgiConn::new(FcgiConfig::default());
    let input = sample_request(1, KEEP_CONN);
    let (ev, out, n) = run(&mut c, &input);
    assert_eq!(n, input.len());
    assert!(out.is_empty());
    assert_eq!(ev.len(), 1);
    let FcgiEvent::Request(r) = &ev[0] else {
        panic!("{ev:?}")
    };
    assert_eq!(r.id, 1);
    assert!(r.keep_conn);
    assert_eq!(r.param(b"REQUEST_METHOD"), Some(&b"POST"[..]));
    assert_eq!(r.param(b"HTTP_X_LONG").map(|v| v.len()), Some(300));
    assert_eq!(r.param(b"EMPTY"), Some(&b""[..]));
    assert_eq!(r.params.len(), 4);
    assert_eq!(r.stdin, b"a=1&b=2");
    assert!(r.stdin_complete);
    assert_eq!(c.active_id(), Some(1));

    let mut out = Vec::new();
    write_stdout(&mut out, 1, b"Status: 200 OK\r\n\r\nhi");
    assert!(c.end_request(1, 0, &mut out));
    assert_eq!(c.active_id(), None);
    assert!(!c.should_close());
    // STDOUT(20 bytes + 4 padding), empty STDOUT, END_REQUEST.
    assert_eq!(out.len(), 8 + 24 + 8 + 16);
    assert_eq!(
        &out[out.len() - 16..out.len() - 8],
        &[1, END_REQUEST, 0, 1, 0, 8, 0, 0]
    );

    // The connection takes the next request.
    let (ev, _, _) = run(&mut c, &sample_request(2, 0));
    assert!(matches!(&ev[..], [FcgiEvent::Request(r)] if r.id == 2 && !r.keep_conn));
    let mut out = Vec::new();
    assert!(!c.end_request(2, 3, &mut out));
    assert!(c.should_close());
}

#[test]
fn every_split_point_gives_the_same_events() {
    let input = [sample_request(1, KEEP_CONN), sample_request(1, KEEP_CONN)].concat();
    let mut whole = FcgiConn::new(FcgiConfig::default());
    let (want, _, _) = run(&mut whole, &input[..input.len() / 2]);
    for cut in 0..=input.len() / 2 {
        let mut c = FcgiConn::new(FcgiConfig::default());
        let mut buf = input[..cut].to_vec();
        let mut out = Vec::new();
        let n = c.feed(&buf, &mut out).unwrap();
        buf.drain(..n);
        buf.extend_from_slice(&input[cut..input.len() / 2]);
        let n = c.feed(&buf, &mut out).unwrap();
        assert_eq!(n, buf.len(), "cut {cut}");
        let mut ev = Vec::new();
        while let Some(e) = c.next_event() {
            ev.push(e);
        }
        assert_eq!(ev, want, "cut {cut}");
    }
    // Byte by byte, two requests on one connection.
    let mut c = FcgiConn::new(FcgiConfig::default());
    let mut buf = Vec::new();
    let mut out = Vec::new();
    let mut count = 0;
    for &b in &input {
        buf.push(b);
        let n = c.feed(&buf, &mut out).unwrap();
        buf.drain(..n);
        while let Some(e) = c.next_event() {
            assert_eq!(e, want[0]);
            count += 1;
            c.end_request(1, 0, &mut out);
        }
    }
    assert_eq!(count, 2);
    assert!(buf.is_empty());
}

#[test]
fn streaming_stdin() {
    let cfg = FcgiConfig {
        buffer_stdin: false,
        ..FcgiConfig::default()
    };
    let mut c = FcgiConn::new(cfg);
    let (ev, _, _) = run(&mut c, &sample_request(7, KEEP_CONN));
    assert_eq!(ev.len(), 4);
    let FcgiEvent::Request(r) = &ev[0] else {
        panic!()
    };
    assert!(r.stdin.is_empty() && !r.stdin_complete);
    assert_eq!(
        ev[1],
        FcgiEvent::Stdin {
            id: 7,
            data: b"a=1&".to_vec()
        }
    );
    assert_eq!(
        ev[2],
        FcgiEvent::Stdin {
            id: 7,
            data: b"b=2".to_vec()
        }
    );
    assert_eq!(ev[3], FcgiEvent::StdinEnd { id: 7 });
}

#[test]
fn refuses_other_roles_and_a_second_request() {
    let mut c = FcgiConn::new(FcgiConfig::default());
    let mut input = Vec::new();
    begin(&mut input, 3, ROLE_AUTHORIZER, 0);
    let (ev, out, _) = run(&mut c, &input);
    assert!(ev.is_empty());
    let mut want = Vec::new();
    write_end_request(&mut want, 3, 0, UNKNOWN_ROLE);
    assert_eq!(out, want);
    assert_eq!(c.active_id(), None);

    let mut input = Vec::new();
    begin(&mut input, 1, ROLE_RESPONDER, KEEP_CONN);
    begin(&mut input, 2, ROLE_RESPONDER, KEEP_CONN);
    write_record(&mut input, PARAMS, 2, b"\x01\x01ab");
    let (_, out, _) = run(&mut c, &input);
    let mut want = Vec::new();
    write_end_request(&mut want, 2, 0, CANT_MPX_CONN);
    assert_eq!(out, want);
    assert_eq!(c.active_id(), Some(1));
}

#[test]
fn get_values_and_unknown_types() {
    let mut c = FcgiConn::new(FcgiConfig {
        max_conns: 4,
        max_reqs: 8,
        ..FcgiConfig::default()
    });
    let mut input = Vec::new();
    let q = params_stream(&[
        (b"FCGI_MAX_CONNS", b""),
        (b"FCGI_MAX_REQS", b""),
        (b"FCGI_MPXS_CONNS", b""),
        (b"OTHER", b""),
    ]);
    write_record(&mut input, GET_VALUES, 0, &q);
    write_record(&mut input, 42, 0, b"xyz");
    let (ev, out, _) = run(&mut c, &input);
    assert!(ev.is_empty());
    let h = RecordHeader::parse(&out).unwrap();
    assert_eq!(h.rtype, GET_VALUES_RESULT);
    let body = &out[8..8 + h.content_length as usize];
    let pairs = parse_name_values(body).unwrap();
    assert_eq!(
        pairs,
        vec![
            (b"FCGI_MAX_CONNS".to_vec(), b"4".to_vec()),
            (b"FCGI_MAX_REQS".to_vec(), b"8".to_vec()),
            (b"FCGI_MPXS_CONNS".to_vec(), b"0".to_vec()),
        ]
    );
    let rest = &out[h.record_len()..];
    assert_eq!(
        rest,
        &[1, UNKNOWN_TYPE, 0, 0, 0, 8, 0, 0, 42, 0, 0, 0, 0, 0, 0, 0]
    );
}

#[test]
fn aborts() {
    // Before delivery: the codec answers.
    let mut c = FcgiConn::new(FcgiConfig::default());
    let mut input = Vec::new();
    begin(&mut input, 5, ROLE_RESPONDER, KEEP_CONN);
    write_record(&mut input, ABORT_REQUEST, 5, b"");
    let (ev, out, _) = run(&mut c, &input);
    assert!(ev.is_empty());
    let mut want = Vec::new();
    write_end_request(&mut want, 5, 0, REQUEST_COMPLETE);
    assert_eq!(out, want);
    assert_eq!(c.active_id(), None);
    // After delivery: an event.
    let mut input = sample_request(6, KEEP_CONN);
    write_record(&mut input, ABORT_REQUEST, 6, b"");
    write_record(&mut input, ABORT_REQUEST, 9, b"");
    let (ev, out, _) = run(&mut c, &input);
    assert!(out.is_empty());
    assert_eq!(ev.len(), 2);
    assert_eq!(ev[1], FcgiEvent::Abort { id: 6 });
}

#[test]
fn stdin_limit() {
    let mut c = FcgiConn::new(FcgiConfig {
        max_stdin: 5,
        ..FcgiConfig::default()
    });
    let (ev, _, _) = run(&mut c, &sample_request(1, KEEP_CONN));
    assert_eq!(
        ev,
        vec![FcgiEvent::BodyTooLarge {
            id: 1,
            keep_conn: true
        }]
    );
    let mut out = Vec::new();
    assert!(c.end_request(1, 0, &mut out));
    let (ev, _, _) = run(&mut c, &sample_request(1, KEEP_CONN));
    assert_eq!(ev.len(), 1);
}

#[test]
fn protocol_errors() {
    let mut c = FcgiConn::new(FcgiConfig::default());
    let mut out = Vec::new();
    assert!(c.feed(&[2, 1, 0, 1, 0, 0, 0, 0], &mut out).is_err());
    let mut c = FcgiConn::new(FcgiConfig::default());
    let mut input = Vec::new();
    write_record(&mut input, BEGIN_REQUEST, 1, &[0, 1, 0]);
    assert!(c.feed(&input, &mut out).is_err());
    let mut c = FcgiConn::new(FcgiConfig {
        max_params_bytes: 10,
        ..FcgiConfig::default()
    });
    let mut input = Vec::new();
    begin(&mut input, 1, ROLE_RESPONDER, 0);
    write_record(&mut input, PARAMS, 1, &[b'x'; 11]);
    assert!(c.feed(&input, &mut out).is_err());
    let mut c = FcgiConn::new(FcgiConfig::default());
    let mut input = Vec::new();
    begin(&mut input, 1, ROLE_RESPONDER, 0);
    write_record(&mut input, PARAMS, 1, &[9, 0, b'a']);
    write_record(&mut input, PARAMS, 1, b"");
    assert!(c.feed(&input, &mut out).is_err());
}

#[test]
fn records_for_inactive_ids_are_ignored() {
    let mut c = FcgiConn::new(FcgiConfig::default());
    let mut input = Vec::new();
    write_record(&mut input, PARAMS, 4, b"\x01\x01ab");
    write_record(&mut input, STDIN, 4, b"data");
    write_record(&mut input, STDOUT, 4, b"data");
    let (ev, out, n) = run(&mut c, &input);
    assert!(ev.is_empty() && out.is_empty());
    assert_eq!(n, input.len());
}

#[test]
fn long_stdout_is_split_and_padded() {
    let data = vec![7u8; 200_000];
    let mut out = Vec::new();
    write_stdout(&mut out, 1, &data);
    write_stdout(&mut out, 1, b"");
    let mut at = 0;
    let mut got = Vec::new();
    while at < out.len() {
        let h = RecordHeader::parse(&out[at..]).unwrap();
        assert_eq!(h.rtype, STDOUT);
        assert_eq!(
            (h.content_length as usize + h.padding_length as usize) % 8,
            0
        );
        got.extend_from_slice(&out[at + 8..at + 8 + h.content_length as usize]);
        at += h.record_len();
    }
    assert_eq!(got, data);
}

#[test]
fn cgi_head() {
    let mut out = Vec::new();
    let hs: [(&[u8], &[u8]); 2] = [(b"Content-Type", b"text/html"), (b"X-Bad", b"a\nb")];
    write_cgi_head(&mut out, 404, &hs);
    assert_eq!(
        out,
        b"Status: 404 Not Found\r\nContent-Type: text/html\r\n\r\n"
    );
    let mut out = Vec::new();
    write_cgi_head(&mut out, 200, &[]);
    assert_eq!(out, b"\r\n");
}

#[test]
fn cgi_head_lines() {
    let mut out = Vec::new();
    write_cgi_head_lines(
        &mut out,
        302,
        &[&b"Location: /x"[..], b"junk", b"X-A: 1\r\n"],
    );
    assert_eq!(out, b"Status: 302 Found\r\nLocation: /x\r\n\r\n");
}
