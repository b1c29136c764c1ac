//! Fuzz target: tusk_http::multipart on arbitrary bytes (the first byte gives
//! the boundary length, then the boundary, then the body) must return parts
//! or a MultipartError, never panic or hang; every part lies inside the body.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tusk_http::multipart::{parse_content_type, parse_multipart, MultipartLimits};

fuzz_target!(|data: &[u8]| {
    let Some((&k, rest)) = data.split_first() else { return };
    let k = (k as usize % 16).min(rest.len());
    let (boundary, body) = rest.split_at(k);
    let limits = MultipartLimits { max_parts: 64, max_header_bytes: 256 };
    if let Ok(parts) = parse_multipart(body, boundary, &limits) {
        let range = body.as_ptr_range();
        for p in &parts {
            assert!(p.data.is_empty() || range.contains(&p.data.as_ptr()));
            let _ = (p.is_file(), p.header("content-type"));
        }
    }
    let ct = parse_content_type(data);
    let _ = (ct.boundary(), ct.is("multipart/form-data"));
    let _ = tusk_http::range::parse_range(data, 1000);
    let _ = tusk_http::date::parse_http_date(data);
    let _ = tusk_http::mime::mime_for_path(data);
});
