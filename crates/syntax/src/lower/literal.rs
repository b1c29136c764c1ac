//! Literal decoding: string escapes (single, double, heredoc, backtick),
//! integer literals in every base with overflow to float, float literals,
//! and the numeric-key rule of simple string interpolation.
//! Pure functions over bytes; nothing here knows about mago's tree.

use crate::ast::ExprKind;

/// Which quoting a string body came from: it decides whether `\"` and
/// `` \` `` are escapes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quote {
    Double,
    Backtick,
    Heredoc,
}

/// A whole `'...'` or `"..."` token (optionally `b`-prefixed) -> bytes.
pub(crate) fn string_literal(raw: &[u8]) -> Result<Vec<u8>, String> {
    let raw = match raw.first() {
        Some(b'b' | b'B') => &raw[1..],
        _ => raw,
    };
    let (q, body) = match raw {
        [q @ (b'\'' | b'"'), body @ .., last] if last == q => (*q, body),
        _ => return Ok(raw.to_vec()),
    };
    if q == b'\'' {
        Ok(unescape_single(body))
    } else {
        unescape(body, Quote::Double)
    }
}

/// The `\ooo` escapes of a double-quoted body whose value is above 0377
/// (php warns and keeps the low byte): (offset of the backslash, digits).
pub(crate) fn octal_overflows(body: &[u8]) -> Vec<(usize, &[u8])> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < body.len() {
        if body[i] != b'\\' {
            i += 1;
            continue;
        }
        let start = i + 1;
        let digits = body[start..]
            .iter()
            .take(3)
            .take_while(|d| (b'0'..=b'7').contains(d))
            .count();
        if digits == 3 && body[start] > b'3' {
            out.push((i, &body[start..start + 3]));
        }
        i = start + digits.max(1);
    }
    out
}

fn unescape_single(body: &[u8]) -> Vec<u8> {
    if !body.contains(&b'\\') {
        return body.to_vec();
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let b = body[i];
        if b == b'\\' {
            if let Some(&n @ (b'\\' | b'\'')) = body.get(i + 1) {
                out.push(n);
                i += 2;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    out
}

/// Decodes the escapes of a double-quoted / heredoc / backtick body.
pub(crate) fn unescape(body: &[u8], q: Quote) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(body.len());
    let Some(first) = body.iter().position(|&b| b == b'\\') else {
        out.extend_from_slice(body);
        return Ok(out);
    };
    out.extend_from_slice(&body[..first]);
    let mut i = first;
    while i < body.len() {
        let b = body[i];
        if b != b'\\' || i + 1 >= body.len() {
            out.push(b);
            i += 1;
            continue;
        }
        let n = body[i + 1];
        i += 2;
        match n {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'v' => out.push(0x0B),
            b'e' => out.push(0x1B),
            b'f' => out.push(0x0C),
            b'\\' => out.push(b'\\'),
            b'$' => out.push(b'$'),
            b'"' if q == Quote::Double => out.push(b'"'),
            b'`' if q == Quote::Backtick => out.push(b'`'),
            b'0'..=b'7' => {
                let mut v: u32 = (n - b'0') as u32;
                let mut k = 0;
                while k < 2 {
                    match body.get(i) {
                        Some(&d @ b'0'..=b'7') => {
                            v = v * 8 + (d - b'0') as u32;
                            i += 1;
                            k += 1;
                        }
                        _ => break,
                    }
                }
                out.push(v as u8);
            }
            b'x' | b'X' => {
                let mut v: u32 = 0;
                let mut k = 0;
                while k < 2 {
                    match body.get(i).and_then(|&d| (d as char).to_digit(16)) {
                        Some(d) => {
                            v = v * 16 + d;
                            i += 1;
                            k += 1;
                        }
                        None => break,
                    }
                }
                if k == 0 {
                    out.extend_from_slice(b"\\x");
                } else {
                    out.push(v as u8);
                }
            }
            b'u' if body.get(i) == Some(&b'{') => {
                let start = i + 1;
                let mut j = start;
                while j < body.len() && body[j].is_ascii_hexdigit() {
                    j += 1;
                }
                if j == start || body.get(j) != Some(&b'}') {
                    return Err("Invalid UTF-8 codepoint escape sequence".into());
                }
                let mut cp: u64 = 0;
                for &d in &body[start..j] {
                    cp = cp
                        .saturating_mul(16)
                        .saturating_add((d as char).to_digit(16).unwrap_or(0) as u64);
                }
                if cp > 0x10FFFF {
                    return Err(
                        "Invalid UTF-8 codepoint escape sequence: Codepoint too large".into(),
                    );
                }
                push_utf8(&mut out, cp as u32);
                i = j + 1;
            }
            _ => {
                out.push(b'\\');
                out.push(n);
            }
        }
    }
    Ok(out)
}

/// UTF-8 encoding of any code point up to 0x10FFFF, surrogates included
/// (php encodes them too).
fn push_utf8(out: &mut Vec<u8>, cp: u32) {
    if cp < 0x80 {
        out.push(cp as u8);
    } else if cp < 0x800 {
        out.push(0xC0 | (cp >> 6) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    } else if cp < 0x10000 {
        out.push(0xE0 | (cp >> 12) as u8);
        out.push(0x80 | ((cp >> 6) & 0x3F) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    } else {
        out.push(0xF0 | (cp >> 18) as u8);
        out.push(0x80 | ((cp >> 12) & 0x3F) as u8);
        out.push(0x80 | ((cp >> 6) & 0x3F) as u8);
        out.push(0x80 | (cp & 0x3F) as u8);
    }
}

/// An integer literal token -> Int, or Float when it overflows (as php).
pub(crate) fn int_literal(raw: &[u8]) -> Result<ExprKind, &'static str> {
    let digits: Vec<u8> = raw.iter().copied().filter(|&b| b != b'_').collect();
    let (base, body): (u32, &[u8]) = match digits.as_slice() {
        [b'0', b'x' | b'X', rest @ ..] => (16, rest),
        [b'0', b'b' | b'B', rest @ ..] => (2, rest),
        [b'0', b'o' | b'O', rest @ ..] => (8, rest),
        [b'0', rest @ ..] if !rest.is_empty() => (8, rest),
        other => (10, other),
    };
    if body.is_empty() {
        return Err("Invalid numeric literal");
    }
    let mut v: u64 = 0;
    let mut overflow = false;
    for &d in body {
        let Some(x) = (d as char).to_digit(base) else {
            return Err("Invalid numeric literal");
        };
        match v
            .checked_mul(base as u64)
            .and_then(|m| m.checked_add(x as u64))
        {
            Some(n) => v = n,
            None => overflow = true,
        }
    }
    if !overflow && v <= i64::MAX as u64 {
        return Ok(ExprKind::Int(v as i64));
    }
    if base == 10 {
        let s = std::str::from_utf8(body).unwrap_or("0");
        return Ok(ExprKind::Float(s.parse::<f64>().unwrap_or(f64::INFINITY)));
    }
    // php accumulates in a double; for binary and octal it adds the digit's
    // character code and then subtracts '0', which rounds differently.
    let mut f = 0.0f64;
    for &d in body {
        f = if base == 16 {
            f * 16.0 + (d as char).to_digit(16).unwrap_or(0) as f64
        } else {
            f * base as f64 + d as f64 - b'0' as f64
        };
    }
    Ok(ExprKind::Float(f))
}

/// A float literal token -> f64.
pub(crate) fn float_literal(raw: &[u8]) -> f64 {
    let s: String = raw
        .iter()
        .filter(|&&b| b != b'_')
        .map(|&b| b as char)
        .collect();
    s.parse::<f64>().unwrap_or(0.0)
}

/// The index of `"$a[123]"` / `"$a[-1]"`: an int when it is a canonical
/// decimal integer that fits, else the digits as a string.
pub(crate) fn num_string_key(raw: &[u8], neg: bool) -> ExprKind {
    let canonical = !raw.is_empty()
        && raw.iter().all(u8::is_ascii_digit)
        && (raw[0] != b'0' || (raw.len() == 1 && !neg));
    let mut text = Vec::with_capacity(raw.len() + 1);
    if neg {
        text.push(b'-');
    }
    text.extend_from_slice(raw);
    if canonical {
        if let Some(n) = std::str::from_utf8(&text)
            .ok()
            .and_then(|s| s.parse::<i64>().ok())
        {
            return ExprKind::Int(n);
        }
    }
    ExprKind::Str(text.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_decode_like_php() {
        let r = unescape(br#"a\"b\$c\\d\e\x41\101\u{41}\q\400\x"#, Quote::Heredoc).unwrap();
        assert_eq!(r, b"a\\\"b$c\\d\x1bAAA\\q\0\\x".to_vec());
        let r = unescape(br#"\u{1F600}\u00"#, Quote::Double).unwrap();
        assert_eq!(r, "\u{1F600}\\u00".as_bytes().to_vec());
        assert!(unescape(br"\u{}", Quote::Double).is_err());
        assert_eq!(string_literal(br"'\'\\\q'").unwrap(), b"'\\\\q".to_vec());
    }

    #[test]
    fn integers_overflow_to_float() {
        assert!(matches!(
            int_literal(b"0x7FFFFFFFFFFFFFFF"),
            Ok(ExprKind::Int(i64::MAX))
        ));
        assert!(
            matches!(int_literal(b"0x8000000000000000"), Ok(ExprKind::Float(f)) if f == 9_223_372_036_854_775_808.0)
        );
        assert!(matches!(
            int_literal(b"9223372036854775808"),
            Ok(ExprKind::Float(_))
        ));
        assert!(matches!(int_literal(b"07_7"), Ok(ExprKind::Int(63))));
        assert!(matches!(int_literal(b"0o17"), Ok(ExprKind::Int(15))));
        assert!(int_literal(b"089").is_err());
    }
}
