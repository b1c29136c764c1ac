//! Fuzz target: parse and compile arbitrary bytes (as a file and as code
//! after `<?php`). Parsing may fail; compiling whatever parses must return
//! a unit or a CompileError, never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fn check(src: &[u8]) {
    if let Ok(prog) = tusk_syntax::parse(src) {
        let _ = tusk_compiler::compile_program(&prog, "/fuzz.php");
    }
}

fuzz_target!(|data: &[u8]| {
    check(data);
    let mut src = Vec::with_capacity(data.len() + 6);
    src.extend_from_slice(b"<?php ");
    src.extend_from_slice(data);
    check(&src);
});
