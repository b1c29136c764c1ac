//! tusk-syntax: PHP source bytes -> Tusk's AST ([`ast`]).
//!
//! Parsing is done by the pinned `mago-syntax` crate; `lower` turns its
//! concrete tree into our own AST, resolving names against namespaces and
//! `use` imports, and turns its diagnostics into php's parse-error text.
//! This crate never panics on any input and knows nothing of bytecode.

pub mod ast;
mod lower;

/// A parse error, worded as php words it (without the "PHP Parse error:  "
/// prefix and the " in FILE on line N" suffix).
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub message: String,
    pub line: u32,
    /// php reports some compile-time problems as "Fatal error" rather than
    /// "Parse error" (e.g. "Cannot re-assign $this"): true for those.
    pub fatal: bool,
}

/// Parses a whole PHP file (inline HTML, `<?php`, `<?=`, `?>` included).
///
/// Line numbers are those of the first token of each statement and
/// expression. Never panics: a bug in the parser becomes a `ParseError`.
pub fn parse(src: &[u8]) -> Result<ast::Program, ParseError> {
    match std::panic::catch_unwind(|| lower::parse(src)) {
        Ok(r) => r,
        Err(_) => Err(ParseError {
            message: "syntax error (internal parser failure)".into(),
            line: 1,
            fatal: false,
        }),
    }
}
