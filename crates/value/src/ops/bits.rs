//! Bitwise operators (`& | ^ ~ << >>`), logical `xor`, and concatenation
//! (`.` and the in-place `.=`).
//!
//! Two strings combine byte by byte (`&` and `^` to the shorter length, `|`
//! to the longer); everything else goes through ints with php's
//! conversions and errors. Not here: arithmetic (`arith`).

use super::arith::int_operands;
use super::{deref, lossy_float_msg, to_bool, to_str, type_name, Diag, OpError, OpResult};
use crate::{num, PStr, Value};

#[derive(Clone, Copy)]
enum Bw {
    And,
    Or,
    Xor,
}

fn bitwise(a: &Value, b: &Value, op: Bw, d: &mut dyn Diag) -> OpResult {
    let apply = |x: i64, y: i64| match op {
        Bw::And => x & y,
        Bw::Or => x | y,
        Bw::Xor => x ^ y,
    };
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        return Ok(Value::Int(apply(*x, *y)));
    }
    let (a, b) = (deref(a), deref(b));
    if let (Value::Str(x), Value::Str(y)) = (a, b) {
        let (x, y) = (x.as_bytes(), y.as_bytes());
        let (long, short) = if x.len() >= y.len() { (x, y) } else { (y, x) };
        let mut out: Vec<u8> = short
            .iter()
            .zip(long)
            .map(|(&p, &q)| apply(p as i64, q as i64) as u8)
            .collect();
        if let Bw::Or = op {
            out.extend_from_slice(&long[short.len()..]);
        }
        return Ok(Value::Str(PStr::new(&out)));
    }
    let sym = match op {
        Bw::And => "&",
        Bw::Or => "|",
        Bw::Xor => "^",
    };
    let (x, y) = int_operands(a, b, sym, d)?;
    Ok(Value::Int(apply(x, y)))
}

/// `a & b`.
pub fn bit_and(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    bitwise(a, b, Bw::And, d)
}

/// `a | b`.
pub fn bit_or(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    bitwise(a, b, Bw::Or, d)
}

/// `a ^ b`.
pub fn bit_xor(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    bitwise(a, b, Bw::Xor, d)
}

/// `~a`: ints, floats (truncated, deprecation when lossy) and strings
/// (every byte flipped); anything else is "Cannot perform bitwise not on T".
pub fn bit_not(a: &Value, d: &mut dyn Diag) -> OpResult {
    match deref(a) {
        Value::Int(i) => Ok(Value::Int(!i)),
        Value::Float(f) => {
            let l = num::float_to_int(*f);
            if l as f64 != *f {
                d.deprecated(&lossy_float_msg(*f));
            }
            Ok(Value::Int(!l))
        }
        Value::Str(s) => {
            let out: Vec<u8> = s.as_bytes().iter().map(|&c| !c).collect();
            Ok(Value::Str(PStr::new(&out)))
        }
        v => Err(OpError::TypeError(format!(
            "Cannot perform bitwise not on {}",
            type_name(v)
        ))),
    }
}

/// `a << b`: shifts of 64 or more give 0; negative shifts are
/// ArithmeticError "Bit shift by negative number".
pub fn shl(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    let (a, b) = (deref(a), deref(b));
    let (x, y) = int_operands(a, b, "<<", d)?;
    if !(0..64).contains(&y) {
        if y > 0 {
            return Ok(Value::Int(0));
        }
        return Err(OpError::ArithmeticError(
            "Bit shift by negative number".into(),
        ));
    }
    Ok(Value::Int(((x as u64) << y) as i64))
}

/// `a >> b` (arithmetic shift; 64 or more gives 0 or -1).
pub fn shr(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    let (a, b) = (deref(a), deref(b));
    let (x, y) = int_operands(a, b, ">>", d)?;
    if !(0..64).contains(&y) {
        if y > 0 {
            return Ok(Value::Int(if x < 0 { -1 } else { 0 }));
        }
        return Err(OpError::ArithmeticError(
            "Bit shift by negative number".into(),
        ));
    }
    Ok(Value::Int(x >> y))
}

/// `a xor b`.
pub fn bool_xor(a: &Value, b: &Value) -> bool {
    to_bool(a) ^ to_bool(b)
}

/// `a . b`: both sides as strings (left first: its warning comes first).
pub fn concat(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    // Strings and ints, neither side empty (the common case): both read
    // in place, no intermediate string for either side.
    let (mut ba, mut bb) = ([0u8; 20], [0u8; 20]);
    if let (Some(x), Some(y)) = (plain_bytes(a, &mut ba), plain_bytes(b, &mut bb)) {
        if !x.is_empty() && !y.is_empty() {
            return Ok(Value::Str(PStr::concat(x, y)));
        }
    }
    let x = to_str(a, d)?;
    let y = to_str(b, d)?;
    if x.is_empty() {
        return Ok(Value::Str(y));
    }
    if y.is_empty() {
        return Ok(Value::Str(x));
    }
    Ok(Value::Str(PStr::concat(x.as_bytes(), y.as_bytes())))
}

/// The bytes of a string, or an int's digits written into `buf`; None for
/// anything else (its conversion may warn or throw).
#[inline]
fn plain_bytes<'a>(v: &'a Value, buf: &'a mut [u8; 20]) -> Option<&'a [u8]> {
    match v {
        Value::Str(s) => Some(s.as_bytes()),
        Value::Int(i) => Some(crate::num::fmt_int(*i, buf)),
        _ => None,
    }
}

/// `a .= b` in place: appends to `a`'s own buffer when `a` holds an
/// unshared string (no copy of the left side), else as `a = a . b`.
/// Looks through a reference in `a`.
pub fn concat_assign(a: &mut Value, b: &Value, d: &mut dyn Diag) -> Result<(), OpError> {
    if let Value::Ref(r) = a {
        let r = r.clone();
        let is_str = matches!(r.peek(), Value::Str(_));
        if is_str {
            // Convert the right side before writing: it may be this same reference.
            let y = to_str(b, d)?;
            r.with_mut(|x| {
                if let Value::Str(s) = x {
                    s.push_bytes(y.as_bytes());
                }
            });
            return Ok(());
        }
        let v = concat(&r.get(), b, d)?;
        r.set(v);
        return Ok(());
    }
    if let Value::Str(s) = a {
        let mut buf = [0u8; 20];
        if let (false, Some(y)) = (s.is_empty(), plain_bytes(b, &mut buf)) {
            // A string or an int appended in place, no intermediate string.
            s.push_bytes(y);
            return Ok(());
        }
        let y = to_str(b, d)?;
        if s.is_empty() {
            *s = y;
        } else {
            s.push_bytes(y.as_bytes());
        }
        return Ok(());
    }
    *a = concat(a, b, d)?;
    Ok(())
}
