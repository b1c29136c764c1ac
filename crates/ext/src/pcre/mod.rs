//! ext/pcre: the preg_* functions and PREG_* / PCRE_* constants of php 8.2,
//! on the real PCRE2 library (bundled by `pcre2-sys`, with its JIT).
//!
//! Files: ffi.rs (the only `unsafe`: a small safe wrapper over pcre2-sys),
//! pattern.rs (php's delimiters/modifiers, warnings, the per-thread cache
//! of compiled patterns, ini limits, preg_last_error state), matching.rs
//! (preg_match, preg_match_all and match arrays), replace.rs (preg_replace,
//! preg_filter, preg_replace_callback(_array)), split.rs (preg_split,
//! preg_quote, preg_grep).
//!
//! The last error is per-request state in a thread-local (cleared by
//! [`reset`]); compiled patterns stay cached for the thread's life, as php
//! keeps them for the process (up to 4096; the cache is emptied when full).
//! Like php, matches of JIT-compiled patterns take PCRE2's JIT fast path,
//! and a subject already found valid UTF-8 is not checked again.
//!
//! PCRE2 is 10.46 here, 10.42 in php 8.2: the differences that can be
//! papered over are (pattern.rs: lookbehind length, group name length);
//! the others are listed in docs/compat/notes.txt.

mod ffi;
mod matching;
mod pattern;
mod replace;
mod split;

use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Vm};

pub static PCRE: Module = Module {
    name: "pcre",
    classes: &[],
    functions: &[
        Builtin {
            sig: "preg_match(string $pattern, string $subject, &$matches = null, int $flags = 0, int $offset = 0): int|false",
            f: matching::preg_match,
        },
        Builtin {
            sig: "preg_match_all(string $pattern, string $subject, &$matches = null, int $flags = 0, int $offset = 0): int|false",
            f: matching::preg_match_all,
        },
        Builtin {
            sig: "preg_replace(array|string $pattern, array|string $replacement, array|string $subject, int $limit = -1, &$count = null): array|string|null",
            f: replace::preg_replace,
        },
        Builtin {
            sig: "preg_filter(array|string $pattern, array|string $replacement, array|string $subject, int $limit = -1, &$count = null): array|string|null",
            f: replace::preg_filter,
        },
        Builtin {
            sig: "preg_replace_callback(array|string $pattern, callable $callback, array|string $subject, int $limit = -1, &$count = null, int $flags = 0): array|string|null",
            f: replace::preg_replace_callback,
        },
        Builtin {
            sig: "preg_replace_callback_array(array $pattern, array|string $subject, int $limit = -1, &$count = null, int $flags = 0): array|string|null",
            f: replace::preg_replace_callback_array,
        },
        Builtin {
            sig: "preg_split(string $pattern, string $subject, int $limit = -1, int $flags = 0): array|false",
            f: split::preg_split,
        },
        Builtin {
            sig: "preg_quote(string $str, ?string $delimiter = null): string",
            f: split::preg_quote,
        },
        Builtin {
            sig: "preg_grep(string $pattern, array $array, int $flags = 0): array|false",
            f: split::preg_grep,
        },
        Builtin {
            sig: "preg_last_error(): int",
            f: preg_last_error,
        },
        Builtin {
            sig: "preg_last_error_msg(): string",
            f: preg_last_error_msg,
        },
    ],
    constants: &[
        ("PREG_PATTERN_ORDER", ConstVal::Int(matching::PATTERN_ORDER)),
        ("PREG_SET_ORDER", ConstVal::Int(matching::SET_ORDER)),
        ("PREG_OFFSET_CAPTURE", ConstVal::Int(matching::OFFSET_CAPTURE)),
        ("PREG_UNMATCHED_AS_NULL", ConstVal::Int(matching::UNMATCHED_AS_NULL)),
        ("PREG_SPLIT_NO_EMPTY", ConstVal::Int(split::NO_EMPTY)),
        ("PREG_SPLIT_DELIM_CAPTURE", ConstVal::Int(split::DELIM_CAPTURE)),
        ("PREG_SPLIT_OFFSET_CAPTURE", ConstVal::Int(split::OFFSET_CAPTURE)),
        ("PREG_GREP_INVERT", ConstVal::Int(split::GREP_INVERT)),
        ("PREG_NO_ERROR", ConstVal::Int(pattern::NO_ERROR)),
        ("PREG_INTERNAL_ERROR", ConstVal::Int(pattern::INTERNAL_ERROR)),
        (
            "PREG_BACKTRACK_LIMIT_ERROR",
            ConstVal::Int(pattern::BACKTRACK_LIMIT_ERROR),
        ),
        (
            "PREG_RECURSION_LIMIT_ERROR",
            ConstVal::Int(pattern::RECURSION_LIMIT_ERROR),
        ),
        ("PREG_BAD_UTF8_ERROR", ConstVal::Int(pattern::BAD_UTF8_ERROR)),
        (
            "PREG_BAD_UTF8_OFFSET_ERROR",
            ConstVal::Int(pattern::BAD_UTF8_OFFSET_ERROR),
        ),
        (
            "PREG_JIT_STACKLIMIT_ERROR",
            ConstVal::Int(pattern::JIT_STACKLIMIT_ERROR),
        ),
        // The bundled library's version (pcre2-sys 0.2.10 ships PCRE2 10.46).
        ("PCRE_VERSION", ConstVal::Str("10.46 2025-08-27")),
        ("PCRE_VERSION_MAJOR", ConstVal::Int(10)),
        ("PCRE_VERSION_MINOR", ConstVal::Int(46)),
        ("PCRE_JIT_SUPPORT", ConstVal::Bool(true)),
    ],
};

/// Clears preg_last_error() (request start).
pub fn reset() {
    pattern::set_error(pattern::NO_ERROR);
}

fn preg_last_error(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::Int(pattern::last_error()))
}

fn preg_last_error_msg(_vm: &mut Vm, _args: &mut Args) -> BResult {
    let msg = match pattern::last_error() {
        pattern::NO_ERROR => "No error",
        pattern::INTERNAL_ERROR => "Internal error",
        pattern::BACKTRACK_LIMIT_ERROR => "Backtrack limit exhausted",
        pattern::RECURSION_LIMIT_ERROR => "Recursion limit exhausted",
        pattern::BAD_UTF8_ERROR => "Malformed UTF-8 characters, possibly incorrectly encoded",
        pattern::BAD_UTF8_OFFSET_ERROR => {
            "The offset did not correspond to the beginning of a valid UTF-8 code point"
        }
        pattern::JIT_STACKLIMIT_ERROR => "JIT stack limit exhausted",
        _ => "Unknown error",
    };
    Ok(Value::from(msg))
}

#[cfg(test)]
mod tests {
    #[test]
    fn bundled_version_matches_constant() {
        assert_eq!(super::ffi::version(), "10.46 2025-08-27");
        assert!(super::ffi::jit_available());
    }
}
