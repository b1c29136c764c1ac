//! The JSON parser behind json_decode: bytes in, a PHP value or php's error
//! code out. It follows php's scanner and grammar token by token, so the
//! first error in the document is the one php reports (a control character
//! is JSON_ERROR_CTRL_CHAR, an unpaired surrogate escape JSON_ERROR_UTF16,
//! stray valid UTF-8 a syntax error, invalid UTF-8 JSON_ERROR_UTF8, nesting
//! past `depth` JSON_ERROR_DEPTH when the bracket opens, a bracket closed
//! by the other kind JSON_ERROR_STATE_MISMATCH).
//!
//! It never panics and never recurses (an explicit stack holds the open
//! arrays and objects), so any input is safe; the fuzz target
//! `fuzz/fuzz_targets/json.rs` holds it to that. Not here: the encoder
//! (encode.rs) and the PHP-facing functions (mod.rs).

use super::{ERROR_CTRL_CHAR, ERROR_DEPTH, ERROR_INVALID_PROPERTY_NAME, ERROR_SYNTAX};
use super::{ERROR_STATE_MISMATCH, ERROR_UTF16, ERROR_UTF8};
use crate::standard::var::names::Names;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};

/// What json_decode's arguments ask of the parser.
#[derive(Clone, Copy, Debug)]
pub struct DecodeOptions {
    /// Objects become arrays (`$associative` or JSON_OBJECT_AS_ARRAY).
    pub assoc: bool,
    /// Integers too large for an int stay strings (JSON_BIGINT_AS_STRING).
    pub bigint_as_string: bool,
    /// Invalid UTF-8 in strings is dropped (JSON_INVALID_UTF8_IGNORE).
    pub utf8_ignore: bool,
    /// Invalid UTF-8 in strings becomes U+FFFD (JSON_INVALID_UTF8_SUBSTITUTE).
    pub utf8_substitute: bool,
    /// The nesting limit: an array or object at level `depth` is an error.
    pub depth: usize,
}

impl Default for DecodeOptions {
    fn default() -> Self {
        DecodeOptions {
            assoc: false,
            bigint_as_string: false,
            utf8_ignore: false,
            utf8_substitute: false,
            depth: 512,
        }
    }
}

enum Tok {
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Colon,
    Comma,
    Eoi,
    Val(Value),
    /// A string (usable as an object key too).
    Str(S),
}

/// A string token's bytes: a span of the input when it had no escapes (no
/// copy until the value is made), else the unescaped bytes.
enum S {
    Span(usize, usize),
    Own(Vec<u8>),
}

impl S {
    fn bytes<'a>(&'a self, input: &'a [u8]) -> &'a [u8] {
        match self {
            S::Span(a, b) => &input[*a..*b],
            S::Own(v) => v,
        }
    }
}

struct Scanner<'a> {
    s: &'a [u8],
    pos: usize,
    opts: DecodeOptions,
}

/// The length of the well-formed UTF-8 sequence at the start of `b` (php's
/// scanner's UTF8 rule), or None.
fn utf8_len(b: &[u8]) -> Option<usize> {
    let t = |i: usize, lo: u8, hi: u8| b.get(i).is_some_and(|&c| c >= lo && c <= hi);
    let c = *b.first()?;
    match c {
        0x00..=0x7F => Some(1),
        0xC2..=0xDF if t(1, 0x80, 0xBF) => Some(2),
        0xE0 if t(1, 0xA0, 0xBF) && t(2, 0x80, 0xBF) => Some(3),
        0xE1..=0xEC | 0xEE | 0xEF if t(1, 0x80, 0xBF) && t(2, 0x80, 0xBF) => Some(3),
        0xED if t(1, 0x80, 0x9F) && t(2, 0x80, 0xBF) => Some(3),
        0xF0 if t(1, 0x90, 0xBF) && t(2, 0x80, 0xBF) && t(3, 0x80, 0xBF) => Some(4),
        0xF1..=0xF3 if t(1, 0x80, 0xBF) && t(2, 0x80, 0xBF) && t(3, 0x80, 0xBF) => Some(4),
        0xF4 if t(1, 0x80, 0x8F) && t(2, 0x80, 0xBF) && t(3, 0x80, 0xBF) => Some(4),
        _ => None,
    }
}

fn hex4(b: &[u8]) -> Option<u32> {
    if b.len() < 4 {
        return None;
    }
    let mut v = 0u32;
    for &c in &b[..4] {
        v = v * 16 + (c as char).to_digit(16)?;
    }
    Some(v)
}

fn push_utf8(out: &mut Vec<u8>, cp: u32) {
    let mut buf = [0u8; 4];
    let c = char::from_u32(cp).unwrap_or('\u{FFFD}');
    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
}

impl Scanner<'_> {
    fn next(&mut self) -> Result<Tok, u8> {
        let s = self.s;
        while let Some(&c) = s.get(self.pos) {
            if matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
                self.pos += 1;
            } else {
                break;
            }
        }
        let Some(&c) = s.get(self.pos) else {
            return Ok(Tok::Eoi);
        };
        let single = match c {
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b'[' => Some(Tok::LBracket),
            b']' => Some(Tok::RBracket),
            b':' => Some(Tok::Colon),
            b',' => Some(Tok::Comma),
            _ => None,
        };
        if let Some(t) = single {
            self.pos += 1;
            return Ok(t);
        }
        match c {
            b'"' => {
                self.pos += 1;
                self.string()
            }
            b'-' | b'0'..=b'9' => self.number(),
            b'n' | b't' | b'f' => {
                let rest = &s[self.pos..];
                for (lit, v) in [
                    (&b"null"[..], Value::Null),
                    (b"true", Value::Bool(true)),
                    (b"false", Value::Bool(false)),
                ] {
                    if rest.starts_with(lit) {
                        self.pos += lit.len();
                        return Ok(Tok::Val(v));
                    }
                }
                Err(ERROR_SYNTAX)
            }
            0x00..=0x1F => Err(ERROR_CTRL_CHAR),
            0x20..=0x7F => Err(ERROR_SYNTAX),
            _ => match utf8_len(&s[self.pos..]) {
                Some(_) => Err(ERROR_SYNTAX),
                None => Err(ERROR_UTF8),
            },
        }
    }

    fn number(&mut self) -> Result<Tok, u8> {
        let s = self.s;
        let start = self.pos;
        let mut p = start;
        let neg = s[p] == b'-';
        if neg {
            p += 1;
        }
        let digits_start = p;
        match s.get(p) {
            Some(b'0') => p += 1,
            Some(b'1'..=b'9') => {
                while s.get(p).is_some_and(u8::is_ascii_digit) {
                    p += 1;
                }
            }
            // A lone "-" is a stray character.
            _ => return Err(ERROR_SYNTAX),
        }
        let int_end = p;
        let mut is_float = false;
        if s.get(p) == Some(&b'.') && s.get(p + 1).is_some_and(u8::is_ascii_digit) {
            p += 1;
            while s.get(p).is_some_and(u8::is_ascii_digit) {
                p += 1;
            }
            is_float = true;
        }
        if matches!(s.get(p), Some(b'e' | b'E')) {
            let mut q = p + 1;
            if matches!(s.get(q), Some(b'+' | b'-')) {
                q += 1;
            }
            if s.get(q).is_some_and(u8::is_ascii_digit) {
                while s.get(q).is_some_and(u8::is_ascii_digit) {
                    q += 1;
                }
                p = q;
                is_float = true;
            }
        }
        self.pos = p;
        let text = &s[start..p];
        // Only ASCII digits, signs, '.' and 'e' were taken.
        let text_str = std::str::from_utf8(text).unwrap_or("0");
        if is_float {
            return Ok(Tok::Val(Value::Float(text_str.parse().unwrap_or(0.0))));
        }
        let digits = &s[digits_start..int_end];
        const LONG_MIN_DIGITS: &[u8] = b"9223372036854775808";
        let big = match digits.len().cmp(&LONG_MIN_DIGITS.len()) {
            std::cmp::Ordering::Less => false,
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Equal => {
                let c = digits.cmp(LONG_MIN_DIGITS);
                !(c == std::cmp::Ordering::Less || (c == std::cmp::Ordering::Equal && neg))
            }
        };
        if !big {
            return Ok(Tok::Val(Value::Int(text_str.parse().unwrap_or(0))));
        }
        if self.opts.bigint_as_string {
            return Ok(Tok::Str(S::Span(start, p)));
        }
        Ok(Tok::Val(Value::Float(text_str.parse().unwrap_or(0.0))))
    }

    /// A string body after the opening quote.
    fn string(&mut self) -> Result<Tok, u8> {
        let s = self.s;
        let mut p = self.pos;
        // The common case: no escapes, ASCII or valid UTF-8.
        let mut out: Vec<u8> = Vec::new();
        let mut escaped = false;
        let mut run = p;
        loop {
            let Some(&c) = s.get(p) else {
                // The end of input inside a string: php's scanner sees the
                // terminating NUL, a control character.
                return Err(ERROR_CTRL_CHAR);
            };
            match c {
                b'"' => {
                    self.pos = p + 1;
                    if !escaped {
                        return Ok(Tok::Str(S::Span(run, p)));
                    }
                    out.extend_from_slice(&s[run..p]);
                    return Ok(Tok::Str(S::Own(out)));
                }
                b'\\' => {
                    escaped = true;
                    out.extend_from_slice(&s[run..p]);
                    let e = s.get(p + 1).copied();
                    let simple = match e {
                        Some(b'"') => Some(b'"'),
                        Some(b'\\') => Some(b'\\'),
                        Some(b'/') => Some(b'/'),
                        Some(b'b') => Some(8),
                        Some(b'f') => Some(12),
                        Some(b'n') => Some(b'\n'),
                        Some(b'r') => Some(b'\r'),
                        Some(b't') => Some(b'\t'),
                        _ => None,
                    };
                    if let Some(b) = simple {
                        out.push(b);
                        p += 2;
                    } else if e == Some(b'u') {
                        let Some(cp) = hex4(&s[p + 2..]) else {
                            return Err(ERROR_SYNTAX);
                        };
                        p += 6;
                        match cp {
                            0xD800..=0xDBFF => {
                                let low = if s.get(p) == Some(&b'\\') && s.get(p + 1) == Some(&b'u')
                                {
                                    hex4(&s[p + 2..]).filter(|l| (0xDC00..=0xDFFF).contains(l))
                                } else {
                                    None
                                };
                                let Some(low) = low else {
                                    return Err(ERROR_UTF16);
                                };
                                p += 6;
                                push_utf8(
                                    &mut out,
                                    0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00),
                                );
                            }
                            0xDC00..=0xDFFF => return Err(ERROR_UTF16),
                            _ => push_utf8(&mut out, cp),
                        }
                    } else {
                        return Err(ERROR_SYNTAX);
                    }
                    run = p;
                }
                0x00..=0x1F => return Err(ERROR_CTRL_CHAR),
                0x20..=0x7F => p += 1,
                _ => match utf8_len(&s[p..]) {
                    Some(n) => p += n,
                    None => {
                        if !(self.opts.utf8_ignore || self.opts.utf8_substitute) {
                            return Err(ERROR_UTF8);
                        }
                        escaped = true;
                        out.extend_from_slice(&s[run..p]);
                        if self.opts.utf8_substitute {
                            out.extend_from_slice("\u{FFFD}".as_bytes());
                        }
                        p += 1;
                        run = p;
                    }
                },
            }
        }
    }
}

/// An object being built: an array (assoc mode) or a stdClass created, as
/// php does, once its first member is complete (so inner objects get the
/// lower ids).
enum ObjB {
    Assoc(ArrayData),
    Obj(Option<PObj>),
}

enum Frame {
    Arr(ArrayData),
    Obj(ObjB, S),
}

fn new_std_class() -> PObj {
    PObj::new_std()
}

fn obj_insert(b: &mut ObjB, names: &mut Names, key: &[u8], v: Value) -> Result<(), u8> {
    match b {
        ObjB::Assoc(a) => {
            let k = match names.get(key) {
                Some(s) => Key::Str(s),
                None => Key::from_bytes(key),
            };
            a.insert(k, v);
        }
        ObjB::Obj(o) => {
            if key.first() == Some(&0) {
                return Err(ERROR_INVALID_PROPERTY_NAME);
            }
            let o = o.get_or_insert_with(new_std_class);
            let k = names.get(key).unwrap_or_else(|| PStr::new(key));
            o.set_dynamic(Key::Str(k), v);
        }
    }
    Ok(())
}

fn obj_finish(b: ObjB) -> Value {
    match b {
        ObjB::Assoc(a) => Value::Arr(PArr::from_data(a)),
        ObjB::Obj(o) => Value::Obj(o.unwrap_or_else(new_std_class)),
    }
}

/// Decodes a whole JSON document, or returns php's JSON_ERROR_* code.
pub fn decode(input: &[u8], opts: &DecodeOptions) -> Result<Value, u8> {
    let mut sc = Scanner {
        s: input,
        pos: 0,
        opts: *opts,
    };
    let mut stack: Vec<Frame> = Vec::new();
    let mut names = Names::new();
    let mut tok = sc.next()?;
    loop {
        // Parse the value that starts with `tok`.
        let mut v = match tok {
            Tok::Val(v) => v,
            Tok::Str(S::Own(v)) => Value::Str(PStr::from(v)),
            Tok::Str(S::Span(a, b)) => Value::Str(PStr::new(&input[a..b])),
            Tok::LBracket => {
                if stack.len() + 1 >= opts.depth {
                    return Err(ERROR_DEPTH);
                }
                tok = sc.next()?;
                if let Tok::RBracket = tok {
                    Value::Arr(PArr::new())
                } else if let Tok::RBrace = tok {
                    return Err(ERROR_STATE_MISMATCH);
                } else {
                    stack.push(Frame::Arr(ArrayData::new()));
                    continue;
                }
            }
            Tok::LBrace => {
                if stack.len() + 1 >= opts.depth {
                    return Err(ERROR_DEPTH);
                }
                let b = if opts.assoc {
                    ObjB::Assoc(ArrayData::new())
                } else {
                    ObjB::Obj(None)
                };
                match sc.next()? {
                    Tok::RBrace => obj_finish(b),
                    Tok::RBracket => return Err(ERROR_STATE_MISMATCH),
                    Tok::Str(k) => {
                        if !matches!(sc.next()?, Tok::Colon) {
                            return Err(ERROR_SYNTAX);
                        }
                        stack.push(Frame::Obj(b, k));
                        tok = sc.next()?;
                        continue;
                    }
                    _ => return Err(ERROR_SYNTAX),
                }
            }
            _ => return Err(ERROR_SYNTAX),
        };
        // Attach the finished value to its container, closing containers
        // as their brackets come.
        loop {
            match stack.last_mut() {
                None => {
                    return match sc.next()? {
                        Tok::Eoi => Ok(v),
                        _ => Err(ERROR_SYNTAX),
                    };
                }
                Some(Frame::Arr(a)) => {
                    // A list of more than i64::MAX elements cannot exist.
                    let _ = a.push(v);
                    match sc.next()? {
                        Tok::Comma => {
                            tok = sc.next()?;
                            break;
                        }
                        Tok::RBracket => {
                            let Some(Frame::Arr(a)) = stack.pop() else {
                                return Err(ERROR_SYNTAX);
                            };
                            v = Value::Arr(PArr::from_data(a));
                        }
                        Tok::RBrace => return Err(ERROR_STATE_MISMATCH),
                        _ => return Err(ERROR_SYNTAX),
                    }
                }
                Some(Frame::Obj(b, key)) => {
                    obj_insert(b, &mut names, key.bytes(input), v)?;
                    match sc.next()? {
                        Tok::Comma => {
                            let Tok::Str(k) = sc.next()? else {
                                return Err(ERROR_SYNTAX);
                            };
                            if !matches!(sc.next()?, Tok::Colon) {
                                return Err(ERROR_SYNTAX);
                            }
                            *key = k;
                            tok = sc.next()?;
                            break;
                        }
                        Tok::RBrace => {
                            let Some(Frame::Obj(b, _)) = stack.pop() else {
                                return Err(ERROR_SYNTAX);
                            };
                            v = obj_finish(b);
                        }
                        Tok::RBracket => return Err(ERROR_STATE_MISMATCH),
                        _ => return Err(ERROR_SYNTAX),
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(s: &[u8]) -> u8 {
        match decode(s, &DecodeOptions::default()) {
            Ok(_) => 0,
            Err(e) => e,
        }
    }

    #[test]
    fn error_codes() {
        assert_eq!(code(b"[1,2,{\"a\":[true,false,null]}]"), 0);
        assert_eq!(code(b""), 4);
        assert_eq!(code(b"[1,]"), 4);
        assert_eq!(code(b"\"abc"), 3);
        assert_eq!(code(b"\"\\ud800\""), 10);
        assert_eq!(code(b"[\"\xff\"]"), 5);
        assert_eq!(code(b"1\x00"), 3);
        assert_eq!(code(b"{\"\\u0000a\":1}"), 9);
        assert_eq!(code(b"\"\\u00\""), 4);
        assert_eq!(code(&[b'['; 600]), 1);
    }

    #[test]
    fn deep_input_does_not_overflow() {
        let mut s = vec![b'['; 10_000];
        s.extend(vec![b']'; 10_000]);
        let o = DecodeOptions {
            depth: usize::MAX,
            ..Default::default()
        };
        assert!(decode(&s, &o).is_ok());
    }
}
