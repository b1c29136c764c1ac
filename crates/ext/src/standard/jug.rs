//! The juggling this crate uses, in one place: thin wrappers over
//! `tusk_value::ops` / `tusk_value::num`.
//!
//! Not a second juggling implementation: where `ops` does not have a
//! function yet (it is being completed concurrently), the wrapper holds a
//! marked STOPGAP that must be replaced by the `ops` call once it exists.

use std::cmp::Ordering;
use tusk_value::{num, ops, Value};

pub use ops::{to_bool, to_float, to_int};

/// A numeric string's value (int or float), php's `is_numeric_string`
/// with leading and trailing whitespace allowed. None when not numeric.
pub fn numeric_str(b: &[u8]) -> Option<Value> {
    // STOPGAP until ops/num export a numeric-string parser.
    let ws = |c: &u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c');
    let start = b.iter().position(|c| !ws(c))?;
    let end = b.iter().rposition(|c| !ws(c))? + 1;
    let t = &b[start..end];
    let mut i = 0;
    if i < t.len() && (t[i] == b'+' || t[i] == b'-') {
        i += 1;
    }
    let ds = i;
    while i < t.len() && t[i].is_ascii_digit() {
        i += 1;
    }
    let int_digits = i - ds;
    let mut is_float = false;
    if i < t.len() && t[i] == b'.' {
        is_float = true;
        i += 1;
        let fs = i;
        while i < t.len() && t[i].is_ascii_digit() {
            i += 1;
        }
        if int_digits == 0 && i == fs {
            return None;
        }
    } else if int_digits == 0 {
        return None;
    }
    if i < t.len() && (t[i] == b'e' || t[i] == b'E') {
        let mut j = i + 1;
        if j < t.len() && (t[j] == b'+' || t[j] == b'-') {
            j += 1;
        }
        let es = j;
        while j < t.len() && t[j].is_ascii_digit() {
            j += 1;
        }
        if j > es {
            is_float = true;
            i = j;
        }
    }
    if i != t.len() {
        return None;
    }
    let s = std::str::from_utf8(t).ok()?;
    if !is_float {
        if let Ok(n) = s.parse::<i64>() {
            return Some(Value::Int(n));
        }
    }
    s.parse::<f64>().ok().map(Value::Float)
}

/// `$a <=> $b` as an Ordering.
pub fn compare(a: &Value, b: &Value) -> Ordering {
    // STOPGAP until ops::compare exists: covers scalars and strings.
    let a = a.unref();
    let b = b.unref();
    match (&a, &b) {
        (Value::Int(x), Value::Int(y)) => x.cmp(y),
        (Value::Str(x), Value::Str(y)) => match (numeric_str(x.as_bytes()), numeric_str(y.as_bytes())) {
            (Some(p), Some(q)) => compare(&p, &q),
            _ => x.as_bytes().cmp(y.as_bytes()),
        },
        (Value::Bool(_) | Value::Null | Value::Undef, _) | (_, Value::Bool(_) | Value::Null | Value::Undef) => {
            to_bool(&a).cmp(&to_bool(&b))
        }
        (Value::Arr(x), Value::Arr(y)) => x.len().cmp(&y.len()),
        _ => {
            let (x, y) = (to_float(&a), to_float(&b));
            x.partial_cmp(&y).unwrap_or(Ordering::Greater)
        }
    }
}

/// `$a == $b`.
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    // STOPGAP until ops::loose_eq exists.
    let a = a.unref();
    let b = b.unref();
    match (&a, &b) {
        (Value::Str(x), Value::Str(y)) => match (numeric_str(x.as_bytes()), numeric_str(y.as_bytes())) {
            (Some(p), Some(q)) => to_float(&p) == to_float(&q),
            _ => x.as_bytes() == y.as_bytes(),
        },
        (Value::Int(_) | Value::Float(_), Value::Str(s)) | (Value::Str(s), Value::Int(_) | Value::Float(_)) => {
            let n = if matches!(a, Value::Str(_)) { &b } else { &a };
            match numeric_str(s.as_bytes()) {
                Some(p) => to_float(&p) == to_float(n),
                None => {
                    let t = ops::to_str(n, &mut ops::Silent).map(|t| t.as_bytes().to_vec());
                    t.ok().as_deref() == Some(s.as_bytes())
                }
            }
        }
        (Value::Arr(x), Value::Arr(y)) => {
            x.len() == y.len()
                && x.iter().all(|(k, v)| y.get(&k).map(|w| loose_eq(v, w)).unwrap_or(false))
        }
        (Value::Obj(x), Value::Obj(y)) => x.ptr_eq(y),
        _ => compare(&a, &b) == Ordering::Equal,
    }
}

/// `$a === $b`.
pub fn strict_eq(a: &Value, b: &Value) -> bool {
    // STOPGAP until ops::identical exists.
    let a = a.unref();
    let b = b.unref();
    match (&a, &b) {
        (Value::Null | Value::Undef, Value::Null | Value::Undef) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x == y,
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::Arr(x), Value::Arr(y)) => {
            x.ptr_eq(y)
                || (x.len() == y.len()
                    && x.iter()
                        .zip(y.iter())
                        .all(|((k1, v1), (k2, v2))| k1 == k2 && strict_eq(v1, v2)))
        }
        (Value::Obj(x), Value::Obj(y)) => x.ptr_eq(y),
        _ => false,
    }
}

/// A number from a value for arithmetic (array_sum and friends): the
/// value of `+` on it; non-numeric strings give 0.
pub fn to_number(v: &Value) -> Value {
    match v.unref() {
        Value::Int(i) => Value::Int(i),
        Value::Float(f) => Value::Float(f),
        Value::Str(s) => numeric_prefix(s.as_bytes()),
        Value::Undef | Value::Null => Value::Int(0),
        Value::Bool(b) => Value::Int(b as i64),
        x => Value::Int(to_int(&x)),
    }
}

/// The leading-numeric value of a string ("12abc" -> 12, "1.5x" -> 1.5).
pub fn numeric_prefix(b: &[u8]) -> Value {
    if let Some(v) = numeric_str(b) {
        return v;
    }
    let f = num::str_to_float(b);
    let i = num::str_to_int(b);
    if f == i as f64 {
        Value::Int(i)
    } else {
        Value::Float(f)
    }
}

/// `$a + $b` on numbers (ints overflow to float).
pub fn add(a: &Value, b: &Value) -> Value {
    match (to_number(a), to_number(b)) {
        (Value::Int(x), Value::Int(y)) => match x.checked_add(y) {
            Some(r) => Value::Int(r),
            None => Value::Float(x as f64 + y as f64),
        },
        (x, y) => Value::Float(to_float(&x) + to_float(&y)),
    }
}

/// `$a * $b` on numbers (ints overflow to float).
pub fn mul(a: &Value, b: &Value) -> Value {
    match (to_number(a), to_number(b)) {
        (Value::Int(x), Value::Int(y)) => match x.checked_mul(y) {
            Some(r) => Value::Int(r),
            None => Value::Float(x as f64 * y as f64),
        },
        (x, y) => Value::Float(to_float(&x) * to_float(&y)),
    }
}

/// A float as echo prints it (`precision`).
pub fn float_str(f: f64) -> String {
    ops::float_to_string(f)
}

/// A float with `serialize_precision` (var_dump, var_export).
pub fn float_repr(f: f64) -> String {
    num::fmt_float(f, ops::serialize_precision())
}
