//! tusk-testsuite: the .phpt conformance harness. It parses .phpt files
//! (`parse`), decides whether output matches an expectation (`expect`, with
//! the EXPECTF placeholder language), runs a test's scripts under a binary
//! the way php's run-tests.php does (`exec`, `run`), runs whole trees in
//! parallel with a KNOWN_FAILURES list (`suite`), and talks to the real php
//! to regenerate expectations or compare outputs (`regen`). The `phpt`
//! binary (src/bin/phpt.rs) is the command-line face; tests/phpt.rs is the
//! `cargo test` entry that runs tests/phpt through tusk.
//!
//! It is not part of the engine: it only ever runs binaries as child
//! processes, so it works the same for php and tusk. No php-src code or tests
//! are used; the format is implemented from its documentation.

pub mod diff;
pub mod exec;
pub mod expect;
pub mod parse;
pub mod regen;
pub mod run;
pub mod suite;

pub use parse::{ExpectKind, Phpt};
pub use run::{run_test, Status, TestResult};
pub use suite::{discover, KnownFailures, Summary, TestFile};
