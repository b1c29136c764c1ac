//! str_getcsv: php's CSV field parser (php_fgetcsv on a single buffer):
//! enclosures, doubled enclosures, the escape character, whitespace before
//! an enclosure, the trailing line end, `[null]` for an empty line.
//!
//! Not here: fgetcsv/fputcsv (streams).

use tusk_value::{PArr, Value};
use tusk_vm::{Args, BResult, Vm};

/// The length of a valid UTF-8 character at the start of `b` (the C.UTF-8
/// locale's mblen, which php's CSV parser consults), None when invalid.
fn mb_len(b: &[u8]) -> Option<usize> {
    let n = match b.first()? {
        0x00..=0x7f => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return None,
    };
    let seq = b.get(..n)?;
    std::str::from_utf8(seq).ok().map(|_| n)
}

/// The length of `b` without a trailing "\r\n", "\n" or "\r" (php's
/// lookup: bytes of invalid sequences do not count as the last characters,
/// so what is cut may be the bytes after the line end).
fn strip_line_end(b: &[u8]) -> usize {
    let mut last = [0u8; 2];
    let mut i = 0;
    while i < b.len() {
        match mb_len(&b[i..]) {
            Some(n) => {
                last = [last[1], b[i]];
                i += n;
            }
            None => i += 1,
        }
    }
    match last {
        [b'\r', b'\n'] => b.len() - 2,
        [_, b'\n'] | [_, b'\r'] => b.len() - 1,
        _ => b.len(),
    }
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Parses one CSV record; `escape` None disables the escape character.
pub fn parse_csv(buf: &[u8], delim: u8, encl: u8, escape: Option<u8>) -> Vec<Option<Vec<u8>>> {
    let at = |i: usize| buf.get(i).copied().unwrap_or(0);
    let limit = strip_line_end(buf);
    let line_end = &buf[limit..];
    let mut fields = Vec::new();
    let mut bptr = 0usize;
    let mut first = true;
    loop {
        let mut field: Vec<u8> = Vec::new();
        let mut inc = if bptr < limit { 1 } else { 0 };
        if inc == 1 {
            let mut tmp = bptr;
            while at(tmp) != delim && is_space(at(tmp)) {
                tmp += 1;
            }
            if at(tmp) == encl {
                bptr = tmp;
            }
        }
        if first && bptr == limit {
            fields.push(None);
            break;
        }
        first = false;
        if inc != 0 && at(bptr) == encl {
            let mut state = 0;
            bptr += 1;
            let mut hunk = bptr;
            // 2A. an enclosed field
            loop {
                if inc == 0 {
                    match state {
                        2 => {
                            field.extend_from_slice(&buf[hunk..bptr - 1]);
                            hunk = bptr;
                        }
                        _ => {
                            if state == 1 {
                                field.extend_from_slice(&buf[hunk..bptr]);
                                hunk = bptr;
                            }
                            if hunk != limit {
                                field.extend_from_slice(&buf[hunk..bptr]);
                                hunk = bptr;
                            }
                            field.extend_from_slice(line_end);
                        }
                    }
                    break;
                }
                match state {
                    1 => {
                        bptr += 1;
                        state = 0;
                    }
                    2 => {
                        if at(bptr) != encl {
                            field.extend_from_slice(&buf[hunk..bptr - 1]);
                            hunk = bptr;
                            break;
                        }
                        field.extend_from_slice(&buf[hunk..bptr]);
                        bptr += 1;
                        hunk = bptr;
                        state = 0;
                    }
                    _ => {
                        if at(bptr) == encl {
                            state = 2;
                        } else if escape == Some(at(bptr)) {
                            state = 1;
                        }
                        bptr += 1;
                    }
                }
                inc = if bptr < limit { 1 } else { 0 };
            }
            // Up to the next delimiter.
            loop {
                if inc == 0 || at(bptr) == delim {
                    break;
                }
                bptr += 1;
                inc = if bptr < limit { 1 } else { 0 };
            }
            field.extend_from_slice(&buf[hunk..bptr]);
            bptr += inc;
        } else {
            // 2B. a plain field
            let hunk = bptr;
            loop {
                if inc == 0 || at(bptr) == delim {
                    break;
                }
                bptr += 1;
                inc = if bptr < limit { 1 } else { 0 };
            }
            field.extend_from_slice(&buf[hunk..bptr]);
            let n = strip_line_end(&field);
            field.truncate(n);
            if at(bptr) == delim {
                bptr += 1;
            }
        }
        fields.push(Some(field));
        if inc == 0 {
            break;
        }
    }
    fields
}

pub(super) fn str_getcsv(_vm: &mut Vm, a: &mut Args) -> BResult {
    // php 8.2 takes the first byte of each argument; an empty separator
    // or enclosure means the default, an empty escape means none.
    let first = |i: usize, d: u8| match a.opt_str(i) {
        Some(s) if !s.is_empty() => s.as_bytes()[0],
        _ => d,
    };
    let delim = first(1, b',');
    let encl = first(2, b'"');
    let escape = match a.opt_str(3) {
        Some(d) if d.is_empty() => None,
        Some(d) => Some(d.as_bytes()[0]),
        None => Some(b'\\'),
    };
    let fields = parse_csv(a.bytes(0), delim, encl, escape);
    let vals = fields
        .into_iter()
        .map(|f| match f {
            Some(b) => Value::from(b),
            None => Value::Null,
        })
        .collect();
    Ok(Value::Arr(PArr::from_values(vals)))
}
