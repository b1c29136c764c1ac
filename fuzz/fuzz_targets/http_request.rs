//! Fuzz target: tusk_http::parse_head and the ChunkedDecoder on arbitrary
//! bytes must return a head, "need more" or an HttpError, never panic or
//! hang; a head must parse the same from any longer prefix and be "need
//! more" on a shorter one; decoding a chunked body in two pieces must give
//! what decoding it in one does.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tusk_http::{parse_head, BodyKind, ChunkedDecoder, HttpError, Limits};

fn dechunk_whole(input: &[u8], max: u64) -> Result<(Vec<u8>, usize, bool), HttpError> {
    let mut d = ChunkedDecoder::new(max);
    let mut out = Vec::new();
    let (n, done) = d.decode(input, &mut out)?;
    assert!(n <= input.len());
    if !done {
        assert_eq!(n, input.len());
    }
    Ok((out, n, done))
}

fn dechunk_split(input: &[u8], cut: usize, max: u64) -> Result<(Vec<u8>, usize, bool), HttpError> {
    let mut d = ChunkedDecoder::new(max);
    let mut out = Vec::new();
    let (n1, done1) = d.decode(&input[..cut], &mut out)?;
    if done1 {
        return Ok((out, n1, true));
    }
    let (n2, done2) = d.decode(&input[cut..], &mut out)?;
    Ok((out, n1 + n2, done2))
}

fn check_chunked(input: &[u8], cut: usize, max: u64) {
    let cut = cut.min(input.len());
    let whole = dechunk_whole(input, max);
    let split = dechunk_split(input, cut, max);
    match (&whole, &split) {
        (Ok(a), Ok(b)) => assert_eq!(a, b),
        (Err(a), Err(b)) => assert_eq!(a.status, b.status),
        _ => panic!("whole {whole:?} vs split {split:?}"),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else { return };
    let Some((&cut, data)) = rest.split_first() else { return };
    let limits = Limits {
        max_header_bytes: if sel & 1 != 0 { 64 } else { 8192 },
        max_headers: if sel & 2 != 0 { 3 } else { 100 },
        max_body: if sel & 4 != 0 { 16 } else { u64::MAX },
    };
    if sel & 8 != 0 {
        // Raw chunked body.
        check_chunked(data, cut as usize, limits.max_body);
        return;
    }
    let result = parse_head(data, &limits);
    if let Ok(Some((head, n))) = &result {
        assert!(*n <= data.len() && *n <= limits.max_header_bytes);
        let c = (cut as usize * data.len() / 255).min(data.len());
        let prefix = parse_head(&data[..c], &limits);
        if c < *n {
            assert_eq!(prefix, Ok(None), "prefix {c} of a head of {n}");
        } else {
            assert_eq!(prefix, result.clone());
        }
        if head.body == BodyKind::Chunked {
            let body = &data[*n..];
            check_chunked(body, cut as usize % (body.len() + 1), limits.max_body);
        }
        let _ = (head.path(), head.query(), head.header(b"host"), head.is_head());
    }
});
