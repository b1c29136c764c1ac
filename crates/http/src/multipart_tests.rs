//! Tests of multipart.rs: Content-Type parameters, bodies as browsers and
//! curl send them, the CRLF/LF rules, limits and malformed bodies.

use super::*;

fn lim() -> MultipartLimits {
    MultipartLimits::default()
}

const CURL_BODY: &[u8] = b"--------------------------d74496d66958873e\r\n\
Content-Disposition: form-data; name=\"title\"\r\n\
\r\n\
Hello\r\n\
--------------------------d74496d66958873e\r\n\
Content-Disposition: form-data; name=\"upload\"; filename=\"a b.txt\"\r\n\
Content-Type: text/plain\r\n\
\r\n\
line1\r\n\
line2 --------------------------d74496d66958873e\r\n\
\r\n\
--------------------------d74496d66958873e--\r\n";

const CURL_BOUNDARY: &[u8] = b"------------------------d74496d66958873e";

#[test]
fn content_type_params() {
    let ct = parse_content_type(b"multipart/form-data; boundary=----abc");
    assert!(ct.is("Multipart/Form-Data"));
    assert_eq!(ct.boundary(), Some(&b"----abc"[..]));
    let ct = parse_content_type(b"multipart/form-data;BOUNDARY=\"a b;c\\\"d\" ; charset=utf-8");
    assert_eq!(ct.boundary(), Some(&b"a b;c\"d"[..]));
    assert_eq!(ct.param("charset"), Some(&b"utf-8"[..]));
    let ct = parse_content_type(b"text/html");
    assert_eq!(ct.mime, b"text/html");
    assert!(ct.params.is_empty());
    let ct = parse_content_type(b" application/x-www-form-urlencoded ; charset = UTF-8 ");
    assert_eq!(ct.mime, b"application/x-www-form-urlencoded");
    assert_eq!(ct.param("charset"), Some(&b"UTF-8"[..]));
    assert_eq!(
        parse_content_type(b"multipart/form-data; boundary=").boundary(),
        None
    );
    assert_eq!(
        parse_content_type(b"multipart/form-data; boundary=\"unterminated").boundary(),
        Some(&b"unterminated"[..])
    );
    let ct = parse_content_type(b"a/b; flag; x=\"C:\\dir\\f.txt\"");
    assert_eq!(ct.param("flag"), Some(&b""[..]));
    assert_eq!(ct.param("x"), Some(&b"C:\\dir\\f.txt"[..]));
}

#[test]
fn parses_a_curl_body() {
    let parts = parse_multipart(CURL_BODY, CURL_BOUNDARY, &lim()).unwrap();
    assert_eq!(parts.len(), 2);
    assert_eq!(parts[0].name.as_deref(), Some(&b"title"[..]));
    assert!(!parts[0].is_file());
    assert_eq!(parts[0].data, b"Hello");
    assert_eq!(parts[1].name.as_deref(), Some(&b"upload"[..]));
    assert_eq!(parts[1].filename.as_deref(), Some(&b"a b.txt"[..]));
    assert!(parts[1].is_file());
    assert_eq!(parts[1].content_type, Some(&b"text/plain"[..]));
    assert_eq!(parts[1].header("CONTENT-TYPE"), Some(&b"text/plain"[..]));
    // The boundary text not at a line start, and an empty line, are data.
    assert_eq!(
        parts[1].data,
        b"line1\r\nline2 --------------------------d74496d66958873e\r\n"
    );
}

#[test]
fn preamble_epilogue_and_lf_only() {
    let body = b"This is the preamble.\r\n--XyZ\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--XyZ  \r\ncontent-disposition: form-data; name=\"b\"\r\n\r\n\r\n--XyZ--\r\nepilogue --XyZ\r\n";
    let parts = parse_multipart(body, b"XyZ", &lim()).unwrap();
    assert_eq!(parts.len(), 2);
    assert_eq!(parts[0].name.as_deref(), Some(&b"a"[..]));
    assert_eq!(parts[0].data, b"1");
    assert_eq!(parts[1].data, b"");
    let lf = b"--b\nContent-Disposition: form-data; name=\"x\"\n\nv1\n--b\nContent-Disposition: form-data; name=\"y\"\n\n\n--b--";
    let parts = parse_multipart(lf, b"b", &lim()).unwrap();
    assert_eq!(parts.len(), 2);
    assert_eq!(parts[0].data, b"v1");
    assert_eq!(parts[1].data, b"");
}

#[test]
fn boundary_prefix_inside_data_is_not_a_delimiter() {
    let body = b"--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n--bb\r\n--b-x\r\n--b--";
    let parts = parse_multipart(body, b"b", &lim()).unwrap();
    assert_eq!(parts.len(), 1);
    assert_eq!(parts[0].data, b"--bb\r\n--b-x");
}

#[test]
fn disposition_details() {
    let body = b"--b\r\nContent-Disposition: form-data; name=\"a\\\"q\"; filename=\"C:\\tmp\\x.png\"; filename*=UTF-8''na%C3%AFve%20.png\r\nContent-Type: image/png\r\n\r\n\x89PNG\x00\xff\r\n--b\r\nContent-Type: text/plain\r\n\r\nno disposition\r\n--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"\"\r\n\r\n\r\n--b--\r\n";
    let parts = parse_multipart(body, b"b", &lim()).unwrap();
    assert_eq!(parts.len(), 3);
    assert_eq!(parts[0].name.as_deref(), Some(&b"a\"q"[..]));
    assert_eq!(parts[0].filename.as_deref(), Some(&b"C:\\tmp\\x.png"[..]));
    assert_eq!(
        parts[0].filename_star.as_deref(),
        Some("naïve .png".as_bytes())
    );
    assert_eq!(parts[0].data, b"\x89PNG\x00\xff");
    assert_eq!(parts[1].name, None);
    assert_eq!(parts[2].filename.as_deref(), Some(&b""[..]));
    assert!(parts[2].is_file());
    assert_eq!(decode_ext_value(b"UTF-8''bad%zz"), None);
    assert_eq!(decode_ext_value(b"noquotes"), None);
}

#[test]
fn limits_and_errors() {
    let one = b"--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nv\r\n";
    let mut body = Vec::new();
    for _ in 0..5 {
        body.extend_from_slice(one);
    }
    body.extend_from_slice(b"--b--");
    assert_eq!(parse_multipart(&body, b"b", &lim()).unwrap().len(), 5);
    let l = MultipartLimits {
        max_parts: 4,
        ..lim()
    };
    assert_eq!(
        parse_multipart(&body, b"b", &l).unwrap_err().reason,
        "too many parts"
    );
    let l = MultipartLimits {
        max_header_bytes: 20,
        ..lim()
    };
    assert_eq!(
        parse_multipart(&body, b"b", &l).unwrap_err().reason,
        "part header too large"
    );
    for (bad, why) in [
        (&b""[..], "no boundary found"),
        (b"no delimiter here", "no boundary found"),
        (
            b"--b\r\nContent-Disposition: form-data; name=x\r\n\r\nunterminated",
            "missing closing boundary",
        ),
        (
            b"--b\r\nContent-Disposition: form-data",
            "unterminated part header",
        ),
        (
            b"--b\r\nNo colon here\r\n\r\nx\r\n--b--",
            "part header without colon",
        ),
        (
            b"--b\r\nA: 1\r\n  folded\r\n\r\nx\r\n--b--",
            "folded part header",
        ),
        (
            b"--b\r\nBad Name: 1\r\n\r\nx\r\n--b--",
            "invalid part header name",
        ),
    ] {
        assert_eq!(parse_multipart(bad, b"b", &lim()).unwrap_err().reason, why);
    }
    assert!(parse_multipart(b"--\r\n--", b"", &lim()).is_err());
    // Only a close delimiter: no parts.
    assert_eq!(parse_multipart(b"--b--", b"b", &lim()).unwrap().len(), 0);
}

#[test]
fn every_truncation_is_an_error_or_a_prefix() {
    for cut in 0..CURL_BODY.len() {
        if let Ok(parts) = parse_multipart(&CURL_BODY[..cut], CURL_BOUNDARY, &lim()) {
            // Only possible once the close delimiter is complete.
            assert!(cut >= CURL_BODY.len() - 2, "cut {cut}");
            assert_eq!(parts.len(), 2);
        }
    }
}
