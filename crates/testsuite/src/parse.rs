//! The .phpt file format: splitting a file into its `--NAME--` sections and
//! reading the ones the runner understands (TEST, FILE, EXPECT/EXPECTF/
//! EXPECTREGEX, SKIPIF, INI, ARGS, STDIN, ENV, CLEAN, XFAIL, ...).
//!
//! This is only the format. It does not run anything (see `run.rs`) and it does
//! not match output (see `expect.rs`). Files are bytes: a test may hold any
//! binary data, so nothing here assumes UTF-8 except section names.
//!
//! The parser keeps every section's raw bytes (header line included), so a
//! file can be written back unchanged except for the section being replaced
//! (`phpt regen` relies on this).

use std::fmt;

/// Section names the runner accepts. Anything else that looks like a section
/// header (`--NAME--` alone on a line) makes the file unreadable, so that a typo
/// or a section we do not implement is reported instead of silently ignored.
pub const KNOWN_SECTIONS: &[&str] = &[
    "TEST",
    "DESCRIPTION",
    "CREDITS",
    "FILE",
    "FILEEOF",
    "EXPECT",
    "EXPECTF",
    "EXPECTREGEX",
    "SKIPIF",
    "INI",
    "ARGS",
    "STDIN",
    "ENV",
    "CLEAN",
    "CONFLICTS",
    "XFAIL",
    "EXTENSIONS",
];

/// Which expectation section a test has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpectKind {
    /// `--EXPECT--`: the exact output.
    Exact,
    /// `--EXPECTF--`: output with `%s`-style placeholders.
    Format,
    /// `--EXPECTREGEX--`: a regular expression for the whole output.
    Regex,
}

impl ExpectKind {
    /// The section name for this kind.
    pub fn section(self) -> &'static str {
        match self {
            ExpectKind::Exact => "EXPECT",
            ExpectKind::Format => "EXPECTF",
            ExpectKind::Regex => "EXPECTREGEX",
        }
    }

    fn from_section(name: &str) -> Option<ExpectKind> {
        match name {
            "EXPECT" => Some(ExpectKind::Exact),
            "EXPECTF" => Some(ExpectKind::Format),
            "EXPECTREGEX" => Some(ExpectKind::Regex),
            _ => None,
        }
    }
}

/// One section as it appears in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The name between the dashes, e.g. `EXPECTF`.
    pub name: String,
    /// The header line exactly as written, with its line terminator.
    pub header: Vec<u8>,
    /// Everything after the header line up to the next header (terminators
    /// included).
    pub body: Vec<u8>,
}

/// A parsed .phpt file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phpt {
    /// Bytes before the first section (normally empty).
    pub preamble: Vec<u8>,
    /// The sections in file order.
    pub sections: Vec<Section>,
}

/// Why a file is not a usable .phpt test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

/// If `line` (without its terminator) is a section header, its name.
/// A header is `--` + `[A-Z_]+` + `--`, optionally followed by spaces/tabs/CR.
fn header_name(line: &[u8]) -> Option<&str> {
    let rest = line.strip_prefix(b"--")?;
    let end = rest
        .iter()
        .position(|&b| !(b.is_ascii_uppercase() || b == b'_'))?;
    if end == 0 {
        return None;
    }
    let after = rest[end..].strip_prefix(b"--")?;
    if !after.iter().all(|&b| matches!(b, b' ' | b'\t' | b'\r')) {
        return None;
    }
    std::str::from_utf8(&rest[..end]).ok()
}

/// Splits into lines that keep their `\n` (the last one may lack it).
fn lines(src: &[u8]) -> impl Iterator<Item = &[u8]> {
    src.split_inclusive(|&b| b == b'\n')
}

fn strip_eol(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// PHP's `trim()` character set.
pub fn is_php_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0 | 0x0b)
}

/// PHP's `trim()` on bytes.
pub fn php_trim(s: &[u8]) -> &[u8] {
    let start = s.iter().position(|&b| !is_php_space(b)).unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|&b| !is_php_space(b))
        .map_or(start, |e| e + 1);
    &s[start..end]
}

impl Phpt {
    /// Splits a file into sections and checks that it is a runnable test:
    /// known section names, no duplicates, TEST, FILE (or FILEEOF) and exactly
    /// one expectation section.
    pub fn parse(src: &[u8]) -> Result<Phpt, ParseError> {
        let phpt = Phpt::split(src)?;
        phpt.validate(true)?;
        Ok(phpt)
    }

    /// Like [`Phpt::parse`], but a missing expectation section is fine
    /// (`phpt regen` fills it in for a new test).
    pub fn parse_without_expectation(src: &[u8]) -> Result<Phpt, ParseError> {
        let phpt = Phpt::split(src)?;
        phpt.validate(false)?;
        Ok(phpt)
    }

    fn split(src: &[u8]) -> Result<Phpt, ParseError> {
        let mut preamble = Vec::new();
        let mut sections: Vec<Section> = Vec::new();
        for line in lines(src) {
            if let Some(name) = header_name(strip_eol(line)) {
                if !KNOWN_SECTIONS.contains(&name) {
                    return Err(ParseError(format!("unsupported section --{name}--")));
                }
                if sections.iter().any(|s| s.name == name) {
                    return Err(ParseError(format!("duplicate section --{name}--")));
                }
                sections.push(Section {
                    name: name.to_string(),
                    header: line.to_vec(),
                    body: Vec::new(),
                });
            } else if let Some(last) = sections.last_mut() {
                last.body.extend_from_slice(line);
            } else {
                preamble.extend_from_slice(line);
            }
        }
        Ok(Phpt { preamble, sections })
    }

    fn validate(&self, need_expectation: bool) -> Result<(), ParseError> {
        if !php_trim(&self.preamble).is_empty() {
            return Err(ParseError("text before the first section".into()));
        }
        match self.sections.first() {
            Some(s) if s.name == "TEST" => {}
            _ => return Err(ParseError("the first section must be --TEST--".into())),
        }
        let files = ["FILE", "FILEEOF"].iter().filter(|n| self.has(n)).count();
        if files != 1 {
            return Err(ParseError(
                "needs exactly one of --FILE-- or --FILEEOF--".into(),
            ));
        }
        let expects = self
            .sections
            .iter()
            .filter(|s| ExpectKind::from_section(&s.name).is_some())
            .count();
        if expects > 1 || (need_expectation && expects == 0) {
            return Err(ParseError(
                "needs exactly one of --EXPECT--, --EXPECTF--, --EXPECTREGEX--".into(),
            ));
        }
        Ok(())
    }

    /// Writes the file back (byte-identical to the parsed input).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = self.preamble.clone();
        for s in &self.sections {
            out.extend_from_slice(&s.header);
            out.extend_from_slice(&s.body);
        }
        out
    }

    /// Whether a section is present.
    pub fn has(&self, name: &str) -> bool {
        self.section(name).is_some()
    }

    /// The raw body of a section.
    pub fn section(&self, name: &str) -> Option<&[u8]> {
        self.sections
            .iter()
            .find(|s| s.name == name)
            .map(|s| s.body.as_slice())
    }

    /// The test's title (`--TEST--`, trimmed, lossily decoded).
    pub fn title(&self) -> String {
        let t = self.section("TEST").unwrap_or_default();
        String::from_utf8_lossy(php_trim(t)).into_owned()
    }

    /// The script to run: `--FILE--` as written, or `--FILEEOF--` without
    /// its final line break.
    pub fn file(&self) -> &[u8] {
        if let Some(f) = self.section("FILE") {
            return f;
        }
        let f = self.section("FILEEOF").unwrap_or_default();
        let f = f.strip_suffix(b"\n").unwrap_or(f);
        f.strip_suffix(b"\r").unwrap_or(f)
    }

    /// The expectation section's kind and raw body.
    ///
    /// # Panics
    /// If there is none, which [`Phpt::parse`] rules out.
    pub fn expectation(&self) -> (ExpectKind, &[u8]) {
        self.try_expectation()
            .expect("validated: one expectation section")
    }

    /// The expectation section, if the file has one.
    pub fn try_expectation(&self) -> Option<(ExpectKind, &[u8])> {
        self.sections
            .iter()
            .find_map(|s| ExpectKind::from_section(&s.name).map(|k| (k, s.body.as_slice())))
    }

    /// `--SKIPIF--` code, if any non-blank.
    pub fn skipif(&self) -> Option<&[u8]> {
        self.section("SKIPIF").filter(|s| !php_trim(s).is_empty())
    }

    /// `--CLEAN--` code, if any non-blank.
    pub fn clean(&self) -> Option<&[u8]> {
        self.section("CLEAN").filter(|s| !php_trim(s).is_empty())
    }

    /// `--XFAIL--` reason, if the test is expected to fail.
    pub fn xfail(&self) -> Option<String> {
        self.section("XFAIL")
            .map(|s| String::from_utf8_lossy(php_trim(s)).into_owned())
    }

    /// `--INI--` settings as `(name, value)`, in order. Blank lines and lines
    /// starting with `;` or `#` are skipped; `{PWD}` is replaced by `pwd`
    /// (the test's directory) and `{TMP}` by the system temporary directory.
    pub fn ini(&self, pwd: &str) -> Vec<(String, String)> {
        key_values(self.section("INI"), pwd)
    }

    /// `--ENV--` variables as `(name, value)`, with the same substitutions.
    pub fn env(&self, pwd: &str) -> Vec<(String, String)> {
        key_values(self.section("ENV"), pwd)
    }

    /// `--ARGS--` split into words (whitespace-separated, with `'...'` and
    /// `"..."` quoting as a shell would do for simple cases).
    pub fn args(&self) -> Option<Vec<String>> {
        let raw = self.section("ARGS")?;
        Some(shell_words(&String::from_utf8_lossy(php_trim(raw))))
    }

    /// `--STDIN--` bytes, verbatim.
    pub fn stdin(&self) -> Option<&[u8]> {
        self.section("STDIN")
    }

    /// Returns a copy with the expectation section replaced by
    /// `--KIND--\n` + `body`. The new section takes the old one's place; if
    /// the file has none, it goes right after the FILE section.
    pub fn with_expectation(&self, kind: ExpectKind, body: &[u8]) -> Phpt {
        let mut out = self.clone();
        let new = Section {
            name: kind.section().to_string(),
            header: format!("--{}--\n", kind.section()).into_bytes(),
            body: body.to_vec(),
        };
        let at = out
            .sections
            .iter()
            .position(|s| ExpectKind::from_section(&s.name).is_some());
        match at {
            Some(i) => out.sections[i] = new,
            None => {
                let f = out
                    .sections
                    .iter()
                    .position(|s| s.name == "FILE" || s.name == "FILEEOF")
                    .map_or(out.sections.len(), |i| i + 1);
                out.sections.insert(f, new);
            }
        }
        // The section before the new one must end with a line break, or the
        // header would be glued to its last line.
        if let Some(i) = out.sections.iter().position(|s| s.name == kind.section()) {
            if i > 0 {
                let prev = &mut out.sections[i - 1];
                let ends_nl = prev
                    .body
                    .last()
                    .map_or(prev.header.ends_with(b"\n"), |&b| b == b'\n');
                if !ends_nl {
                    prev.body.push(b'\n');
                }
            }
        }
        out
    }
}

fn key_values(section: Option<&[u8]>, pwd: &str) -> Vec<(String, String)> {
    let Some(raw) = section else {
        return Vec::new();
    };
    let tmp = std::env::temp_dir();
    let tmp = tmp.to_string_lossy();
    let text = String::from_utf8_lossy(raw);
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with(';') && !l.starts_with('#'))
        .filter_map(|l| {
            let (k, v) = l.split_once('=')?;
            let v = v.trim().replace("{PWD}", pwd).replace("{TMP}", &tmp);
            Some((k.trim().to_string(), v))
        })
        .collect()
}

/// Splits a command-line fragment into words: whitespace separates, single
/// quotes keep everything, double quotes keep everything but `\"` and `\\`,
/// a backslash outside quotes escapes the next character.
pub fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                for c in chars.by_ref() {
                    if c == '\'' {
                        break;
                    }
                    cur.push(c);
                }
            }
            '"' => {
                in_word = true;
                while let Some(c) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' if matches!(chars.peek(), Some('"' | '\\' | '$' | '`')) => {
                            cur.push(chars.next().unwrap_or('\\'));
                        }
                        _ => cur.push(c),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                cur.push(c);
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASIC: &[u8] = b"--TEST--\nA title  \n--FILE--\n<?php\necho 1;\n--EXPECT--\n1\n";

    #[test]
    fn parses_basic_sections() {
        let p = Phpt::parse(BASIC).unwrap();
        assert_eq!(p.title(), "A title");
        assert_eq!(p.file(), b"<?php\necho 1;\n");
        assert_eq!(p.expectation(), (ExpectKind::Exact, &b"1\n"[..]));
        assert_eq!(p.to_bytes(), BASIC);
        assert!(p.skipif().is_none() && p.clean().is_none() && p.xfail().is_none());
    }

    #[test]
    fn round_trips_crlf_and_odd_bytes() {
        let src = b"--TEST--\r\nt\r\n--FILE--\r\n<?php echo \"\xff\";\r\n--EXPECTF--\r\n%s\r\n--CLEAN--\r\n<?php\r\n";
        let p = Phpt::parse(src).unwrap();
        assert_eq!(p.to_bytes(), src);
        assert_eq!(p.expectation().0, ExpectKind::Format);
        assert_eq!(p.section("FILE").unwrap(), b"<?php echo \"\xff\";\r\n");
        assert!(p.clean().is_some());
    }

    #[test]
    fn headers_must_stand_alone() {
        let src = b"--TEST--\nt\n--FILE--\n<?php\necho '--EXPECT-- inline';\n --EXPECT--\n--EXPECT--\nx\n";
        let p = Phpt::parse(src).unwrap();
        assert_eq!(p.file(), b"<?php\necho '--EXPECT-- inline';\n --EXPECT--\n");
        assert!(header_name(b"--EXPECT--  \r").is_some());
        assert!(header_name(b"----").is_none());
        assert!(header_name(b"--expect--").is_none());
    }

    #[test]
    fn rejects_bad_files() {
        let cases: &[&[u8]] = &[
            b"--FILE--\n<?php\n--EXPECT--\n",
            b"junk\n--TEST--\nt\n--FILE--\n<?php\n--EXPECT--\n",
            b"--TEST--\nt\n--EXPECT--\n",
            b"--TEST--\nt\n--FILE--\n<?php\n",
            b"--TEST--\nt\n--FILE--\n<?php\n--EXPECT--\n--EXPECTF--\n",
            b"--TEST--\nt\n--FILE--\n<?php\n--POST--\na=1\n--EXPECT--\n",
            b"--TEST--\nt\n--FILE--\n<?php\n--EXPECT--\n--FILE--\n",
        ];
        for c in cases {
            assert!(Phpt::parse(c).is_err(), "{}", String::from_utf8_lossy(c));
        }
    }

    #[test]
    fn fileeof_drops_last_newline() {
        let p = Phpt::parse(b"--TEST--\nt\n--FILEEOF--\n<?php\necho 1;\n--EXPECT--\n1").unwrap();
        assert_eq!(p.file(), b"<?php\necho 1;");
    }

    #[test]
    fn ini_env_args_stdin() {
        let src = b"--TEST--\nt\n--INI--\nprecision=5\n\n; comment\ninclude_path={PWD}/inc\n--ENV--\nFOO=bar=baz\n--ARGS--\na 'b c' \"d\\\"e\" f\\ g\n--STDIN--\nline1\nline2\n--FILE--\n<?php\n--EXPECT--\n";
        let p = Phpt::parse(src).unwrap();
        assert_eq!(
            p.ini("/t"),
            vec![
                ("precision".to_string(), "5".to_string()),
                ("include_path".to_string(), "/t/inc".to_string())
            ]
        );
        assert_eq!(
            p.env("/t"),
            vec![("FOO".to_string(), "bar=baz".to_string())]
        );
        assert_eq!(p.args().unwrap(), vec!["a", "b c", "d\"e", "f g"]);
        assert_eq!(p.stdin().unwrap(), b"line1\nline2\n");
    }

    #[test]
    fn replaces_or_inserts_expectation() {
        let p = Phpt::parse(BASIC).unwrap();
        let q = p.with_expectation(ExpectKind::Format, b"%d\n");
        assert_eq!(
            q.to_bytes(),
            b"--TEST--\nA title  \n--FILE--\n<?php\necho 1;\n--EXPECTF--\n%d\n"
        );
        let src = b"--TEST--\nt\n--FILE--\n<?php\n--CLEAN--\n<?php\n--EXPECT--\nold\n";
        let p = Phpt::parse(src).unwrap();
        let q = p.with_expectation(ExpectKind::Exact, b"new\n");
        assert_eq!(
            q.to_bytes(),
            b"--TEST--\nt\n--FILE--\n<?php\n--CLEAN--\n<?php\n--EXPECT--\nnew\n"
        );
        // Insertion when the section is missing.
        let src = b"--TEST--\nt\n--FILE--\n<?php\n--CLEAN--\n<?php\n";
        assert!(Phpt::parse(src).is_err());
        let r = Phpt::parse_without_expectation(src).unwrap();
        assert!(r.try_expectation().is_none());
        let r = r.with_expectation(ExpectKind::Exact, b"x\n");
        assert_eq!(
            r.to_bytes(),
            b"--TEST--\nt\n--FILE--\n<?php\n--EXPECT--\nx\n--CLEAN--\n<?php\n"
        );
    }

    #[test]
    fn trims_like_php() {
        assert_eq!(php_trim(b" \t\0\x0b a b \r\n"), b"a b");
        assert_eq!(php_trim(b"  "), b"");
        assert_eq!(shell_words("  "), Vec::<String>::new());
        assert_eq!(shell_words("''"), vec![""]);
    }
}
