//! Fuzz target: the JSON parser behind json_decode on arbitrary bytes must
//! return a value or an error code, never panic, hang or overflow the stack;
//! what it decodes must encode again without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tusk_ext::json::{decode, encode_value};

fuzz_target!(|data: &[u8]| {
    // The first byte picks the options, the rest is the document.
    let (sel, doc) = match data.split_first() {
        Some((s, d)) => (*s, d),
        None => (0, data),
    };
    let opts = decode::DecodeOptions {
        assoc: sel & 1 != 0,
        bigint_as_string: sel & 2 != 0,
        utf8_ignore: sel & 4 != 0,
        utf8_substitute: sel & 8 != 0,
        depth: if sel & 16 != 0 { 4 } else { 100_000 },
    };
    if let Ok(v) = decode::decode(doc, &opts) {
        let _ = encode_value(&v, (sel as i64) << 4, 512);
    }
    let s = tusk_value::Value::from(doc);
    let _ = encode_value(&s, (sel as i64) << 2, 512);
});
