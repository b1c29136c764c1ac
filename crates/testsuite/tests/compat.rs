//! The `cargo test` guard of docs/compat.md: runs `compat check` (the
//! `compat` binary of this crate) and fails when the generated function
//! table is stale, when Tusk registers a function php 8.2 does not have, or
//! when docs/compat/notes.txt names one. The fix for a stale table is
//! `cargo run -p tusk-testsuite --bin compat -- write`.
//!
//! This is not the generator (that is src/bin/compat.rs).

use std::path::Path;
use std::process::Command;

#[test]
fn compat_table_is_fresh() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = tusk_testsuite::suite::workspace_root(here).unwrap_or_else(|| here.join("../.."));
    let doc = root.join("docs/compat.md");
    let out = Command::new(env!("CARGO_BIN_EXE_compat"))
        .arg("check")
        .arg(&doc)
        .output()
        .expect("run the compat binary");
    assert!(
        out.status.success(),
        "compat check failed for {}:\n{}{}",
        doc.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
