//! fgetcsv and fputcsv: php's CSV record reader on a stream (an enclosed
//! field may run over several lines, which are read as needed) and writer
//! (fields with special characters enclosed, enclosures doubled unless
//! escaped).
//!
//! Not here: str_getcsv (string/csv.rs).

use super::funcs::with_stream;
use super::stream::Stream;
use tusk_value::{PArr, PStr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

/// The single-character arguments: separator, enclosure, escape (None:
/// no escape character).
fn chars(vm: &mut Vm, a: &Args, first: usize) -> Result<(u8, u8, Option<u8>), Unwind> {
    let one = |vm: &mut Vm, i: usize, d: u8| -> Result<u8, Unwind> {
        match a.opt_str(i) {
            None => Ok(d),
            Some(s) if s.len() == 1 => Ok(s.as_bytes()[0]),
            Some(_) => Err(vm.arg_value_error(i + 1, "must be a single character")),
        }
    };
    let sep = one(vm, first, b',')?;
    let enc = one(vm, first + 1, b'"')?;
    let esc = match a.opt_str(first + 2) {
        None => Some(b'\\'),
        Some(s) if s.is_empty() => None,
        Some(s) if s.len() == 1 => Some(s.as_bytes()[0]),
        Some(_) => return Err(vm.arg_value_error(first + 3, "must be empty or a single character")),
    };
    Ok((sep, enc, esc))
}

pub fn fputcsv(vm: &mut Vm, a: &mut Args) -> BResult {
    let (sep, enc, esc) = chars(vm, a, 2)?;
    let eol = a
        .opt_str(5)
        .map(|s| s.as_bytes().to_vec())
        .unwrap_or_else(|| b"\n".to_vec());
    let fields = a.arr(1).clone();
    let mut line = Vec::new();
    let n = fields.data().len();
    for (i, v) in fields.data().values().enumerate() {
        let s = vm.to_pstr(v)?;
        let b = s.as_bytes();
        let special = b.iter().any(|&c| {
            c == sep || c == enc || Some(c) == esc || matches!(c, b'\n' | b'\r' | b'\t' | b' ')
        });
        if special {
            line.push(enc);
            let mut escaped = false;
            for &c in b {
                if Some(c) == esc {
                    escaped = true;
                } else if !escaped && c == enc {
                    line.push(enc);
                } else {
                    escaped = false;
                }
                line.push(c);
            }
            line.push(enc);
        } else {
            line.extend_from_slice(b);
        }
        if i + 1 != n {
            line.push(sep);
        }
    }
    line.extend_from_slice(&eol);
    match with_stream(vm, a, 0, |s, vm| s.write(vm, &line))? {
        Ok(k) => Ok(Value::Int(k as i64)),
        Err(m) => {
            if !m.is_empty() {
                vm.fn_notice(&m);
            }
            Ok(Value::Bool(false))
        }
    }
}

fn strip_eol(b: &[u8]) -> usize {
    if b.ends_with(b"\r\n") {
        b.len() - 2
    } else if b.ends_with(b"\n") || b.ends_with(b"\r") {
        b.len() - 1
    } else {
        b.len()
    }
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Parses one record from `buf`, asking `more` for the next line while an
/// enclosure is open at the end of a line.
fn parse(
    mut buf: Vec<u8>,
    sep: u8,
    enc: u8,
    esc: Option<u8>,
    more: &mut dyn FnMut() -> Option<Vec<u8>>,
) -> Vec<Value> {
    let mut limit = strip_eol(&buf);
    let mut out = Vec::new();
    let mut p = 0usize;
    let mut first = true;
    loop {
        let mut t = p;
        while t < limit && buf[t] != sep && is_space(buf[t]) {
            t += 1;
        }
        if t < limit && buf[t] == enc {
            p = t;
        }
        if first && p >= limit {
            out.push(Value::Null);
            break;
        }
        first = false;
        let mut field = Vec::new();
        if p < limit && buf[p] == enc {
            p += 1;
            let mut state = 0;
            loop {
                if p >= limit {
                    if state == 2 {
                        break;
                    }
                    field.extend_from_slice(&buf[p.min(buf.len())..]);
                    match more() {
                        Some(l) => {
                            buf = l;
                            limit = strip_eol(&buf);
                            p = 0;
                            continue;
                        }
                        None => {
                            p = limit;
                            break;
                        }
                    }
                }
                let c = buf[p];
                match state {
                    1 => {
                        field.push(c);
                        state = 0;
                        p += 1;
                    }
                    2 => {
                        if c == enc {
                            field.push(enc);
                            state = 0;
                            p += 1;
                        } else {
                            break;
                        }
                    }
                    _ => {
                        if c == enc {
                            state = 2;
                        } else {
                            field.push(c);
                            if Some(c) == esc {
                                state = 1;
                            }
                        }
                        p += 1;
                    }
                }
            }
            let s = p;
            while p < limit && buf[p] != sep {
                p += 1;
            }
            field.extend_from_slice(&buf[s.min(p)..p]);
            out.push(Value::Str(PStr::new(&field)));
        } else {
            let s = p;
            p += memchr::memchr(sep, &buf[p..limit]).unwrap_or(limit - p);
            out.push(Value::Str(PStr::new(&buf[s..p])));
        }
        if p < limit && buf[p] == sep {
            p += 1;
            if p >= limit {
                out.push(Value::from(""));
                break;
            }
            continue;
        }
        break;
    }
    out
}

pub fn fgetcsv(vm: &mut Vm, a: &mut Args) -> BResult {
    let max = match a.get(1) {
        Some(Value::Int(n)) if *n < 0 => {
            return Err(vm.arg_value_error(2, "must be between 0 and 9223372036854775806"));
        }
        Some(Value::Int(n)) if *n > 0 => Some(*n as usize),
        _ => None,
    };
    let (sep, enc, esc) = chars(vm, a, 2)?;
    let name = vm.cur_builtin;
    let r = with_stream(vm, a, 0, |s: &mut Stream, vm| {
        let line = match s.read_line(vm, max, name) {
            Ok(Some(l)) => l,
            _ => return None,
        };
        let mut more = || s.read_line(vm, None, name).ok().flatten();
        Some(parse(line, sep, enc, esc, &mut more))
    })?;
    Ok(match r {
        Some(v) => Value::Arr(PArr::from_values(v)),
        None => Value::Bool(false),
    })
}
