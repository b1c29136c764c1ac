//! Fuzz target: `tusk_syntax::parse` on arbitrary bytes must return (Ok or
//! a ParseError), never panic, hang or overflow the stack.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tusk_syntax::parse(data);
    // Also as PHP code without an opening tag.
    let mut src = Vec::with_capacity(data.len() + 6);
    src.extend_from_slice(b"<?php ");
    src.extend_from_slice(data);
    let _ = tusk_syntax::parse(&src);
});
