//! preg_split (limit, NO_EMPTY, DELIM_CAPTURE, OFFSET_CAPTURE), preg_quote
//! and preg_grep (with PREG_GREP_INVERT).
//!
//! Not here: pattern parsing and the cache (pattern.rs).

use super::ffi;
use super::matching::substr;
use super::pattern::{self, Matcher};
use tusk_value::{PArr, PStr, Value};
use tusk_vm::{Args, BResult, Vm};

pub const NO_EMPTY: i64 = 1;
pub const DELIM_CAPTURE: i64 = 2;
pub const OFFSET_CAPTURE: i64 = 4;
pub const GREP_INVERT: i64 = 1;

pub(super) fn preg_split(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(pat) = pattern::lookup(vm, args.str(0)) else {
        return Ok(Value::Bool(false));
    };
    let subject = args.str(1).clone();
    let mut limit = args.opt_int(2, -1);
    if limit == 0 {
        limit = -1;
    }
    let flags = args.opt_int(3, 0);
    let no_empty = flags & NO_EMPTY != 0;
    let delim = flags & DELIM_CAPTURE != 0;
    let with_offset = flags & OFFSET_CAPTURE != 0;
    pattern::set_error(pattern::NO_ERROR);
    let bytes = subject.as_bytes();
    let len = bytes.len();
    let mut out: Vec<Value> = Vec::new();
    let piece = |out: &mut Vec<Value>, s: usize, e: usize| {
        let v = substr(&subject, s, e);
        if with_offset {
            let off = if s == ffi::PCRE2_UNSET { -1 } else { s as i64 };
            out.push(Value::Arr(PArr::from_values(vec![v, Value::Int(off)])));
        } else {
            out.push(v);
        }
    };
    let mut m = Matcher::new(vm, pat);
    let mut last = 0usize;
    let mut offset = 0usize;
    let mut options = 0u32;
    'outer: while limit == -1 || limit > 1 {
        let mut rc = m.exec_str(vm, &subject, offset, options);
        options = ffi::PCRE2_NO_UTF_CHECK;
        loop {
            if rc == ffi::PCRE2_ERROR_NOMATCH {
                break 'outer;
            }
            if rc < 0 {
                pattern::set_exec_error(rc);
                return Ok(Value::Bool(false));
            }
            let n = rc as usize;
            let ov = m.ovector();
            let (s0, e0) = (ov[0], ov[1]);
            if e0 < s0 {
                // php fails here without a warning (preg_match warns).
                pattern::set_error(pattern::INTERNAL_ERROR);
                return Ok(Value::Bool(false));
            }
            if !no_empty || s0 != last {
                piece(&mut out, last, s0);
                if limit != -1 {
                    limit -= 1;
                }
            }
            if delim {
                for i in 1..n {
                    let (s, e) = (ov[2 * i], ov[2 * i + 1]);
                    let unset = s == ffi::PCRE2_UNSET;
                    if !no_empty || (!unset && e > s) {
                        if unset {
                            piece(&mut out, ffi::PCRE2_UNSET, ffi::PCRE2_UNSET);
                        } else {
                            piece(&mut out, s, e);
                        }
                    }
                }
            }
            last = e0;
            offset = e0;
            if s0 != e0 {
                break;
            }
            // An empty match: try a non-empty one at the same place, else
            // step over one character.
            if limit != -1 && limit <= 1 {
                break 'outer;
            }
            rc = m.exec(
                vm,
                bytes,
                offset,
                ffi::PCRE2_NO_UTF_CHECK | ffi::PCRE2_NOTEMPTY_ATSTART | ffi::PCRE2_ANCHORED,
            );
            if rc == ffi::PCRE2_ERROR_NOMATCH {
                if offset < len {
                    offset += m.unit_len(bytes, offset);
                    break;
                }
                break 'outer;
            }
        }
    }
    if !no_empty || last < len {
        piece(&mut out, last, len);
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

/// The characters preg_quote escapes (besides NUL, which becomes "\000").
fn is_special(c: u8) -> bool {
    matches!(
        c,
        b'.' | b'\\'
            | b'+'
            | b'*'
            | b'?'
            | b'['
            | b'^'
            | b']'
            | b'$'
            | b'('
            | b')'
            | b'{'
            | b'}'
            | b'='
            | b'!'
            | b'>'
            | b'<'
            | b'|'
            | b':'
            | b'-'
            | b'#'
    )
}

pub(super) fn preg_quote(_vm: &mut Vm, args: &mut Args) -> BResult {
    let s = args.bytes(0);
    let delim = args.opt_str(1).and_then(|d| d.as_bytes().first().copied());
    let needs = s
        .iter()
        .any(|&c| is_special(c) || c == 0 || Some(c) == delim);
    if !needs {
        return Ok(args.val(0).clone());
    }
    let mut out = Vec::with_capacity(s.len() + s.len() / 2 + 4);
    for &c in s {
        if c == 0 {
            out.extend_from_slice(b"\\000");
            continue;
        }
        if is_special(c) || Some(c) == delim {
            out.push(b'\\');
        }
        out.push(c);
    }
    Ok(Value::Str(PStr::from(out)))
}

pub(super) fn preg_grep(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(pat) = pattern::lookup(vm, args.str(0)) else {
        return Ok(Value::Bool(false));
    };
    let input = args.arr(1).clone();
    let invert = args.opt_int(2, 0) & GREP_INVERT != 0;
    pattern::set_error(pattern::NO_ERROR);
    let mut m = Matcher::new(vm, pat);
    let mut out = PArr::new();
    for (k, v) in input.iter() {
        // The entry is kept as it is (a reference stays one, as in php).
        let s = match v.unref() {
            Value::Str(s) => s,
            other => vm.to_pstr(&other)?,
        };
        let rc = m.exec_str(vm, &s, 0, 0);
        let keep = if rc >= 0 {
            !invert
        } else if rc == ffi::PCRE2_ERROR_NOMATCH {
            invert
        } else {
            pattern::set_exec_error(rc);
            break;
        };
        if keep {
            out.make_mut().insert(k, v.clone());
        }
    }
    Ok(Value::Arr(out))
}
