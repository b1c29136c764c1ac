//! Fast forms of cheap built-ins (`tusk_vm::fused::FastFn`): the result
//! for arguments that already have the declared types, computed without a
//! `Vm`, or None to take the full built-in (which then coerces, warns or
//! throws exactly as php). Each must give the same value as its built-in
//! whenever it answers; the VM calls one only for a call with positional
//! arguments to the built-in of that name.
//!
//! Not here: the built-ins themselves (math.rs, base.rs, string/), which
//! stay the reference for every case.

use super::string::{binary_strcasecmp, binary_strcmp, find, find_ci, substr_range};
use tusk_value::{PStr, Value};
use tusk_vm::fused::FastFn;

/// The fast forms, by built-in name.
pub static FAST: &[(&str, FastFn)] = &[
    ("abs", abs),
    ("min", min),
    ("max", max),
    ("intdiv", intdiv),
    ("ord", ord),
    ("chr", chr),
    ("strpos", strpos),
    ("stripos", stripos),
    ("str_contains", str_contains),
    ("substr", substr),
    ("strlen", strlen),
    ("strtoupper", strtoupper),
    ("strtolower", strtolower),
    ("strcmp", strcmp),
    ("strcasecmp", strcasecmp),
    ("str_starts_with", str_starts_with),
    ("str_ends_with", str_ends_with),
    ("str_repeat", str_repeat),
    ("str_pad", str_pad),
    ("explode", explode),
    ("crc32", crc32),
    ("dechex", dechex),
    ("decbin", decbin),
    ("decoct", decoct),
];

/// dechex/decbin/decoct of an int (the built-in takes the same path).
fn dec_to(a: &[&Value], bits: u32) -> Option<Value> {
    match a {
        [Value::Int(i)] => Some(super::base::to_base(*i, bits)),
        _ => None,
    }
}

fn dechex(a: &[&Value]) -> Option<Value> {
    dec_to(a, 4)
}

fn decbin(a: &[&Value]) -> Option<Value> {
    dec_to(a, 1)
}

fn decoct(a: &[&Value]) -> Option<Value> {
    dec_to(a, 3)
}

fn abs(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Int(i)] if *i != i64::MIN => Some(Value::Int(i.abs())),
        [Value::Float(f)] => Some(Value::Float(f.abs())),
        _ => None,
    }
}

/// min/max of two or three ints (anything else: the full built-in).
fn ints(a: &[&Value], want_max: bool) -> Option<Value> {
    let mut best = None::<i64>;
    if a.len() < 2 {
        return None;
    }
    for v in a {
        let Value::Int(x) = v else {
            return None;
        };
        best = Some(match best {
            Some(b) if want_max => b.max(*x),
            Some(b) => b.min(*x),
            None => *x,
        });
    }
    best.map(Value::Int)
}

fn min(a: &[&Value]) -> Option<Value> {
    ints(a, false)
}

fn max(a: &[&Value]) -> Option<Value> {
    ints(a, true)
}

fn intdiv(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Int(x), Value::Int(y)] if *y != 0 && !(*y == -1 && *x == i64::MIN) => {
            Some(Value::Int(x / y))
        }
        _ => None,
    }
}

fn ord(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(s)] => Some(Value::Int(s.as_bytes().first().copied().unwrap_or(0) as i64)),
        _ => None,
    }
}

fn chr(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Int(c)] => Some(Value::Str(super::base::one_byte(c.rem_euclid(256) as u8))),
        _ => None,
    }
}

/// strpos/stripos: the offset must lie in the haystack (else ValueError).
fn pos(a: &[&Value], ci: bool) -> Option<Value> {
    let (h, n, offset) = match a {
        [Value::Str(h), Value::Str(n)] => (h, n, 0),
        [Value::Str(h), Value::Str(n), Value::Int(o)] => (h, n, *o),
        _ => return None,
    };
    let (h, n) = (h.as_bytes(), n.as_bytes());
    let len = h.len() as i64;
    let off = if offset < 0 { offset + len } else { offset };
    if off < 0 || off > len {
        return None;
    }
    let p = if ci {
        find_ci(h, n, off as usize)
    } else {
        find(h, n, off as usize)
    };
    Some(match p {
        Some(p) => Value::Int(p as i64),
        None => Value::Bool(false),
    })
}

fn strpos(a: &[&Value]) -> Option<Value> {
    pos(a, false)
}

fn stripos(a: &[&Value]) -> Option<Value> {
    pos(a, true)
}

fn str_contains(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(h), Value::Str(n)] => {
            Some(Value::Bool(find(h.as_bytes(), n.as_bytes(), 0).is_some()))
        }
        _ => None,
    }
}

fn substr(a: &[&Value]) -> Option<Value> {
    let (s, offset, length) = match a {
        [Value::Str(s), Value::Int(o)] => (s, *o, None),
        [Value::Str(s), Value::Int(o), Value::Null] => (s, *o, None),
        [Value::Str(s), Value::Int(o), Value::Int(l)] => (s, *o, Some(*l)),
        _ => return None,
    };
    let b = s.as_bytes();
    let (st, l) = substr_range(b.len(), offset, length);
    if st == 0 && l == b.len() {
        return Some(Value::Str(s.clone()));
    }
    Some(Value::from(&b[st..st + l]))
}

fn strlen(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(s)] => Some(Value::Int(s.len() as i64)),
        _ => None,
    }
}

/// `s` with `map` applied, or `s` itself when no byte matches `hit`
/// (php's strtoupper/strtolower return their argument then too).
fn map_ascii(s: &PStr, hit: fn(&u8) -> bool, map: fn(&mut [u8])) -> Value {
    if !s.as_bytes().iter().any(hit) {
        return Value::Str(s.clone());
    }
    let mut out = PStr::new(s.as_bytes());
    map(out.make_mut().as_mut_slice());
    Value::Str(out)
}

fn strtoupper(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(s)] => Some(map_ascii(
            s,
            u8::is_ascii_lowercase,
            <[u8]>::make_ascii_uppercase,
        )),
        _ => None,
    }
}

fn strtolower(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(s)] => Some(map_ascii(
            s,
            u8::is_ascii_uppercase,
            <[u8]>::make_ascii_lowercase,
        )),
        _ => None,
    }
}

fn strcmp(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(x), Value::Str(y)] => {
            Some(Value::Int(binary_strcmp(x.as_bytes(), y.as_bytes())))
        }
        _ => None,
    }
}

fn strcasecmp(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(x), Value::Str(y)] => {
            Some(Value::Int(binary_strcasecmp(x.as_bytes(), y.as_bytes())))
        }
        _ => None,
    }
}

fn str_starts_with(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(h), Value::Str(n)] => Some(Value::Bool(h.as_bytes().starts_with(n.as_bytes()))),
        _ => None,
    }
}

fn str_ends_with(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(h), Value::Str(n)] => Some(Value::Bool(h.as_bytes().ends_with(n.as_bytes()))),
        _ => None,
    }
}

/// The longest result `str_repeat`'s fast form makes (longer ones take the
/// built-in, with its checks on the memory limit).
const REPEAT_MAX: usize = 1 << 12;

fn str_repeat(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(s), Value::Int(n)]
            if *n >= 0 && s.len().checked_mul(*n as usize)? <= REPEAT_MAX =>
        {
            Some(super::string::repeated(s.as_bytes(), *n as usize))
        }
        _ => None,
    }
}

/// str_pad with a valid pad and side, to a length that needs no memory
/// check (the built-in's errors and its check are its own).
fn str_pad(a: &[&Value]) -> Option<Value> {
    let (s, len, pad, ty) = match a {
        [Value::Str(s), Value::Int(l)] => (s, *l, &b" "[..], 1),
        [Value::Str(s), Value::Int(l), Value::Str(p)] => (s, *l, p.as_bytes(), 1),
        [Value::Str(s), Value::Int(l), Value::Str(p), Value::Int(t)] => (s, *l, p.as_bytes(), *t),
        _ => return None,
    };
    if len < 0 || len as usize <= s.len() {
        return Some(Value::Str(s.clone()));
    }
    if pad.is_empty() || !(0..=2).contains(&ty) || len as usize > REPEAT_MAX {
        return None;
    }
    Some(super::string::padded(s.as_bytes(), len as usize, pad, ty))
}

/// explode with a separator that is not empty.
fn explode(a: &[&Value]) -> Option<Value> {
    let (sep, s, limit) = match a {
        [Value::Str(sep), Value::Str(s)] => (sep, s, i64::MAX),
        [Value::Str(sep), Value::Str(s), Value::Int(l)] => (sep, s, *l),
        _ => return None,
    };
    if sep.is_empty() {
        return None;
    }
    Some(super::string::exploded(sep.as_bytes(), s.as_bytes(), limit))
}

fn crc32(a: &[&Value]) -> Option<Value> {
    match a {
        [Value::Str(s)] => Some(Value::Int(super::string::hash::crc32(s.as_bytes()) as i64)),
        _ => None,
    }
}
