//! The juggling this crate uses, in one place: thin wrappers over
//! `tusk_value::ops` / `tusk_value::num` with the policy the built-ins
//! need (which sink warnings go to, what an uncomparable pair means).
//!
//! Not a second juggling implementation: every conversion is `ops`/`num`.

use std::cmp::Ordering;
use tusk_value::num::{self, Num};
use tusk_value::{ops, Value};

pub use ops::{to_bool, to_float, to_int};

fn num_value(n: Num) -> Value {
    match n {
        Num::Int(i) => Value::Int(i),
        Num::Float(f) => Value::Float(f),
    }
}

/// A wholly numeric string's value (int or float), php's
/// `is_numeric_string` (leading and trailing whitespace allowed).
pub fn numeric_str(b: &[u8]) -> Option<Value> {
    num::numeric_whole(b).map(num_value)
}

/// `$a <=> $b` as an Ordering (what sort and min/max use); comparisons that
/// throw count as "greater", as php's uncomparable result is 1.
pub fn compare(a: &Value, b: &Value) -> Ordering {
    match ops::compare(a, b, &mut ops::Silent) {
        Ok(r) => r.cmp(&0),
        Err(_) => Ordering::Greater,
    }
}

/// `$a == $b`.
pub fn loose_eq(a: &Value, b: &Value) -> bool {
    ops::loose_eq(a, b, &mut ops::Silent).unwrap_or(false)
}

/// `$a === $b`.
pub fn strict_eq(a: &Value, b: &Value) -> bool {
    ops::strict_eq(a, b)
}

/// A scalar as a number, silently (php's convert_scalar_to_number, which
/// array_sum/array_product use): "12abc" is 12, "abc" is 0.
pub fn to_number(v: &Value) -> Value {
    match v.unref() {
        Value::Int(i) => Value::Int(i),
        Value::Float(f) => Value::Float(f),
        Value::Str(s) => match num::parse_numeric(s.as_bytes()) {
            Some((n, _)) => num_value(n),
            None => Value::Int(0),
        },
        x => Value::Int(to_int(&x)),
    }
}

/// `$a + $b` on two scalars turned numbers (never fails).
pub fn add(a: &Value, b: &Value) -> Value {
    let (a, b) = (to_number(a), to_number(b));
    ops::add(&a, &b, &mut ops::Silent).unwrap_or(Value::Int(0))
}

/// `$a * $b` on two scalars turned numbers (never fails).
pub fn mul(a: &Value, b: &Value) -> Value {
    let (a, b) = (to_number(a), to_number(b));
    ops::mul(&a, &b, &mut ops::Silent).unwrap_or(Value::Int(0))
}

/// A float as echo prints it (`precision`).
pub fn float_str(f: f64) -> String {
    ops::float_to_string(f)
}

/// A float with `serialize_precision` (var_dump, var_export).
pub fn float_repr(f: f64) -> String {
    num::fmt_float(f, ops::serialize_precision())
}
