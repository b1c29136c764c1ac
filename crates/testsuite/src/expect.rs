//! Deciding whether a test's output matches its expectation: the
//! normalisation both sides get (CRLF to LF, then PHP's `trim()`), exact
//! comparison for `--EXPECT--`, the `--EXPECTF--` placeholder language
//! translated into a `regex` pattern, and `--EXPECTREGEX--`.
//!
//! This is not the runner (see `run.rs`) nor the diff printer (see
//! `diff.rs`); it only answers "does this output match".
//!
//! EXPECTF placeholders (the meanings run-tests.php documents):
//!
//! | text | matches |
//! |------|---------|
//! | `%s` | one or more characters other than `\r`/`\n` |
//! | `%S` | zero or more characters other than `\r`/`\n` |
//! | `%a` | one or more characters of any kind, newlines included |
//! | `%A` | zero or more characters of any kind |
//! | `%w` | zero or more whitespace characters |
//! | `%i` | a signed integer (`+`/`-` optional) |
//! | `%d` | an unsigned integer |
//! | `%x` | one or more hexadecimal digits |
//! | `%f` | a floating-point number (`1`, `-1.5`, `.5`, `1.0E+25`) |
//! | `%c` | a single character |
//! | `%e` | the directory separator (`/`) |
//! | `%0` | a NUL byte |
//! | `%r...%r` | the text between is a raw regular expression |
//! | `%%` | a literal `%` |
//!
//! A `%` followed by anything else stands for itself. Matching works on bytes
//! (output need not be UTF-8): `.` matches any byte, `\d`/`\s` are ASCII.

use crate::parse::{php_trim, ExpectKind};
use regex::bytes::{Regex, RegexBuilder};

/// Output and expectations are compared after this: `\r\n` becomes `\n`,
/// then leading and trailing whitespace (PHP's `trim()` set) is removed, as
/// run-tests.php does on both sides.
pub fn normalize(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\r' && s.get(i + 1) == Some(&b'\n') {
            i += 1;
            continue;
        }
        out.push(s[i]);
        i += 1;
    }
    php_trim(&out).to_vec()
}

/// Appends `b` to a pattern as a literal.
fn push_literal(pat: &mut String, b: u8) {
    if b.is_ascii() && !b.is_ascii_control() && !regex_syntax_meta(b) {
        pat.push(b as char);
    } else {
        pat.push_str(&format!("\\x{b:02X}"));
    }
}

fn regex_syntax_meta(b: u8) -> bool {
    matches!(
        b,
        b'\\'
            | b'.'
            | b'+'
            | b'*'
            | b'?'
            | b'('
            | b')'
            | b'|'
            | b'['
            | b']'
            | b'{'
            | b'}'
            | b'^'
            | b'$'
            | b'#'
            | b'&'
            | b'-'
            | b'~'
    )
}

/// The regex fragment for a placeholder letter, if it is one.
fn placeholder(c: u8) -> Option<&'static str> {
    Some(match c {
        b's' => r"[^\r\n]+",
        b'S' => r"[^\r\n]*",
        b'a' => r"(?:.+)",
        b'A' => r"(?:.*)",
        b'w' => r"\s*",
        b'i' => r"[+-]?\d+",
        b'd' => r"\d+",
        b'x' => r"[0-9a-fA-F]+",
        b'f' => r"[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[Ee][+-]?\d+)?",
        b'c' => r".",
        b'e' => r"/",
        b'0' => r"\x00",
        _ => return None,
    })
}

/// Translates EXPECTF text into an unanchored regex pattern (no flags).
/// Fails only on an unterminated `%r`.
pub fn expectf_to_regex(text: &[u8]) -> Result<String, String> {
    let mut pat = String::with_capacity(text.len() * 2);
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        if b != b'%' || i + 1 >= text.len() {
            push_literal(&mut pat, b);
            i += 1;
            continue;
        }
        let c = text[i + 1];
        if c == b'%' {
            push_literal(&mut pat, b'%');
            i += 2;
        } else if c == b'r' {
            let start = i + 2;
            let end = find(&text[start..], b"%r")
                .map(|e| start + e)
                .ok_or_else(|| "unterminated %r in EXPECTF".to_string())?;
            let raw = std::str::from_utf8(&text[start..end])
                .map_err(|_| "%r...%r must be UTF-8".to_string())?;
            pat.push_str("(?:");
            pat.push_str(raw);
            pat.push(')');
            i = end + 2;
        } else if let Some(p) = placeholder(c) {
            pat.push_str(p);
            i += 2;
        } else {
            push_literal(&mut pat, b'%');
            i += 1;
        }
    }
    Ok(pat)
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Compiles a whole-text matcher: `.` matches newlines, bytes not code
/// points, anchored at both ends.
pub fn compile_anchored(body: &str) -> Result<Regex, String> {
    RegexBuilder::new(&format!("(?s-u)\\A(?:{body})\\z"))
        .size_limit(256 << 20)
        .dfa_size_limit(64 << 20)
        .build()
        .map_err(|e| format!("bad expectation regex: {e}"))
}

/// A compiled expectation, ready to test outputs.
pub enum Matcher {
    /// Normalised expected bytes.
    Exact(Vec<u8>),
    /// EXPECTF or EXPECTREGEX, compiled.
    Pattern(Regex),
}

impl Matcher {
    /// Builds the matcher for an expectation section's raw body.
    pub fn new(kind: ExpectKind, raw: &[u8]) -> Result<Matcher, String> {
        let wanted = normalize(raw);
        match kind {
            ExpectKind::Exact => Ok(Matcher::Exact(wanted)),
            ExpectKind::Format => Ok(Matcher::Pattern(compile_anchored(&expectf_to_regex(
                &wanted,
            )?)?)),
            ExpectKind::Regex => {
                let s = std::str::from_utf8(&wanted)
                    .map_err(|_| "EXPECTREGEX must be UTF-8".to_string())?;
                Ok(Matcher::Pattern(compile_anchored(s)?))
            }
        }
    }

    /// Whether raw program output matches (normalised first).
    pub fn matches(&self, output: &[u8]) -> bool {
        let out = normalize(output);
        match self {
            Matcher::Exact(w) => *w == out,
            Matcher::Pattern(re) => re.is_match(&out),
        }
    }
}

/// One-shot: does `output` match the expectation `(kind, raw)`?
pub fn output_matches(kind: ExpectKind, raw: &[u8], output: &[u8]) -> Result<bool, String> {
    Ok(Matcher::new(kind, raw)?.matches(output))
}

/// For diffs: a predicate saying whether an expected line matches an actual
/// line. EXPECT compares bytes; EXPECTF translates the line on its own (so
/// `%a` cannot span lines here); EXPECTREGEX lines are compared as text.
pub struct LineMatcher {
    kind: ExpectKind,
    cache: std::collections::HashMap<Vec<u8>, Option<Regex>>,
}

impl LineMatcher {
    /// A line matcher for this kind of expectation.
    pub fn new(kind: ExpectKind) -> LineMatcher {
        LineMatcher {
            kind,
            cache: Default::default(),
        }
    }

    /// Whether expected line `exp` matches actual line `act`.
    pub fn line_eq(&mut self, exp: &[u8], act: &[u8]) -> bool {
        if exp == act {
            return true;
        }
        if self.kind != ExpectKind::Format || !exp.contains(&b'%') {
            return false;
        }
        let re = self.cache.entry(exp.to_vec()).or_insert_with(|| {
            expectf_to_regex(exp)
                .ok()
                .and_then(|p| compile_anchored(&p).ok())
        });
        re.as_ref().is_some_and(|re| re.is_match(act))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(exp: &str, out: &str) -> bool {
        output_matches(ExpectKind::Format, exp.as_bytes(), out.as_bytes()).unwrap()
    }

    #[test]
    fn normalizes_like_run_tests() {
        assert_eq!(normalize(b"\r\n a\r\nb \r\n\r\n"), b"a\nb");
        assert_eq!(normalize(b"a\rb"), b"a\rb");
        assert!(output_matches(ExpectKind::Exact, b"x\n\n", b"\nx").unwrap());
        assert!(!output_matches(ExpectKind::Exact, b"x", b"x y").unwrap());
    }

    #[test]
    fn s_and_big_s() {
        assert!(f("in %s on line 3", "in /a/b.php on line 3"));
        assert!(!f("in %s on line 3", "in  on line 3"));
        assert!(f("in %S on line 3", "in  on line 3"));
        assert!(!f("a%sb", "a\nb"));
        assert!(!f("a%Sb", "a\nb"));
    }

    #[test]
    fn a_and_big_a() {
        assert!(f("start%aend", "start\nmiddle\nend"));
        assert!(!f("start%aend", "startend"));
        assert!(f("start%Aend", "startend"));
        assert!(f("start%Aend", "start\n\nend"));
    }

    #[test]
    fn numbers() {
        assert!(f("%i", "-12"));
        assert!(f("%i", "+12"));
        assert!(f("%i", "12"));
        assert!(!f("%d", "-12"));
        assert!(f("%d", "0012"));
        assert!(f("%x", "deadBEEF"));
        assert!(!f("%x", "0xdead"));
        for ok in ["1", "-1.5", ".5", "1.0E+25", "+3e-7", "2.5e10"] {
            assert!(f("%f", ok), "{ok}");
        }
        for bad in ["", ".", "1.", "e5", "1.5.5", "INF"] {
            assert!(!f("%f", bad), "{bad}");
        }
    }

    #[test]
    fn misc_placeholders() {
        assert!(f("a%wb", "a \t\n b"));
        assert!(f("a%wb", "ab"));
        assert!(f("a%cb", "axb"));
        assert!(!f("a%cb", "ab"));
        assert!(f("a%cb", "a\nb"));
        assert!(f("dir%efile", "dir/file"));
        assert!(f("100%%", "100%"));
        assert!(!f("%%s", "abc"));
        assert!(f("%%s", "%s"));
        assert!(f("50% off %z", "50% off %z"));
        assert!(f("trailing %", "trailing %"));
        assert!(output_matches(ExpectKind::Format, b"a%0b", b"a\0b").unwrap());
    }

    #[test]
    fn raw_regex_sections() {
        assert!(f("id: %r[0-9]{3}%r!", "id: 123!"));
        assert!(!f("id: %r[0-9]{3}%r!", "id: 12!"));
        assert!(f("%r(foo|bar)%r-%s", "bar-x"));
        // %s inside %r is regex text, not a placeholder.
        assert!(f("%ra%sb%r", "a%sb") || f("%ra%sb%r", "ab"));
        assert!(output_matches(ExpectKind::Format, b"%rabc", b"abc").is_err());
    }

    #[test]
    fn literals_are_escaped() {
        assert!(f(
            "a.b*c+d?(e)[f]{g}|h^i$j\\k#l&m-n~o",
            "a.b*c+d?(e)[f]{g}|h^i$j\\k#l&m-n~o"
        ));
        assert!(!f("a.b", "axb"));
        assert!(f("tab\there", "tab\there"));
        assert!(f("line1\nline2", "line1\r\nline2\n"));
    }

    #[test]
    fn binary_output() {
        let exp = b"bytes: \xff\xfe %s";
        assert!(output_matches(ExpectKind::Format, exp, b"bytes: \xff\xfe \x80\x81").unwrap());
        assert!(!output_matches(ExpectKind::Format, exp, b"bytes: \xff\xfd x").unwrap());
        assert!(output_matches(ExpectKind::Format, b"%c", b"\xe9").unwrap());
    }

    #[test]
    fn expectregex() {
        let m = |r: &str, o: &str| {
            output_matches(ExpectKind::Regex, r.as_bytes(), o.as_bytes()).unwrap()
        };
        assert!(m("int\\(\\d+\\)", "int(42)\n"));
        assert!(!m("int", "int(42)"));
        assert!(m("a.b", "a\nb"));
    }

    #[test]
    fn translation_text() {
        assert_eq!(expectf_to_regex(b"x%d.").unwrap(), r"x\d+\x2E");
        assert_eq!(expectf_to_regex(b"%r.+%r").unwrap(), "(?:.+)");
    }

    #[test]
    fn line_matcher() {
        let mut lm = LineMatcher::new(ExpectKind::Format);
        assert!(lm.line_eq(
            b"Warning: x in %s on line %d",
            b"Warning: x in /t.php on line 7"
        ));
        assert!(!lm.line_eq(
            b"Warning: x in %s on line %d",
            b"Warning: y in /t.php on line 7"
        ));
        let mut lm = LineMatcher::new(ExpectKind::Exact);
        assert!(!lm.line_eq(b"%d", b"1"));
    }
}
