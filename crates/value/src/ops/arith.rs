//! Arithmetic operators: `+ - * / % **`, unary minus and plus, `intdiv`.
//!
//! int op int overflows to float; numeric strings are juggled (a leading
//! numeric prefix warns "A non-numeric value encountered", a non-numeric
//! string is a TypeError); `array + array` is the key union. Not here: the
//! bitwise operators and `.` (`bits`), comparisons (`compare`).

use super::{deref, lossy_float_msg, type_name, Diag, OpError, OpResult};
use crate::num::{self, Num};
use crate::{PArr, Value};

/// An operand converted for arithmetic.
#[derive(Clone, Copy)]
enum N {
    I(i64),
    F(f64),
}

impl From<Num> for N {
    fn from(n: Num) -> N {
        match n {
            Num::Int(i) => N::I(i),
            Num::Float(f) => N::F(f),
        }
    }
}

impl N {
    fn f(self) -> f64 {
        match self {
            N::I(i) => i as f64,
            N::F(f) => f,
        }
    }
    fn value(self) -> Value {
        match self {
            N::I(i) => Value::Int(i),
            N::F(f) => Value::Float(f),
        }
    }
}

/// php's "Unsupported operand types: string + int".
pub(crate) fn binop_error(sym: &str, a: &Value, b: &Value) -> OpError {
    OpError::TypeError(format!(
        "Unsupported operand types: {} {} {}",
        type_name(a),
        sym,
        type_name(b)
    ))
}

/// An operand as a number for arithmetic; None when the operator must fail
/// (non-numeric string, array, object).
fn arith_num(v: &Value, d: &mut dyn Diag) -> Option<N> {
    Some(match v {
        Value::Undef | Value::Null | Value::Bool(false) => N::I(0),
        Value::Bool(true) => N::I(1),
        Value::Int(i) => N::I(*i),
        Value::Float(f) => N::F(*f),
        Value::Str(s) => {
            let sc = num::scan_numeric(s.as_bytes())?;
            if !sc.whole {
                d.warning("A non-numeric value encountered");
            }
            sc.num.into()
        }
        _ => return None,
    })
}

/// Both operands as numbers (left first, as php warns in that order).
fn operands(a: &Value, b: &Value, sym: &str, d: &mut dyn Diag) -> Result<(N, N), OpError> {
    let x = arith_num(a, d).ok_or_else(|| binop_error(sym, a, b))?;
    let y = arith_num(b, d).ok_or_else(|| binop_error(sym, a, b))?;
    Ok((x, y))
}

#[inline]
fn num_pair(a: &Value, b: &Value) -> Option<(N, N)> {
    let x = match a {
        Value::Int(i) => N::I(*i),
        Value::Float(f) => N::F(*f),
        _ => return None,
    };
    let y = match b {
        Value::Int(i) => N::I(*i),
        Value::Float(f) => N::F(*f),
        _ => return None,
    };
    Some((x, y))
}

fn add_n(x: N, y: N) -> Value {
    match (x, y) {
        (N::I(a), N::I(b)) => match a.checked_add(b) {
            Some(r) => Value::Int(r),
            None => Value::Float(a as f64 + b as f64),
        },
        _ => Value::Float(x.f() + y.f()),
    }
}

fn sub_n(x: N, y: N) -> Value {
    match (x, y) {
        (N::I(a), N::I(b)) => match a.checked_sub(b) {
            Some(r) => Value::Int(r),
            None => Value::Float(a as f64 - b as f64),
        },
        _ => Value::Float(x.f() - y.f()),
    }
}

fn mul_n(x: N, y: N) -> Value {
    match (x, y) {
        (N::I(a), N::I(b)) => match a.checked_mul(b) {
            Some(r) => Value::Int(r),
            None => Value::Float(a as f64 * b as f64),
        },
        _ => Value::Float(x.f() * y.f()),
    }
}

fn div_n(x: N, y: N) -> OpResult {
    let zero = match y {
        N::I(b) => b == 0,
        N::F(b) => b == 0.0,
    };
    if zero {
        return Err(OpError::DivisionByZero("Division by zero".into()));
    }
    Ok(match (x, y) {
        (N::I(a), N::I(b)) => {
            if b == -1 && a == i64::MIN {
                Value::Float(i64::MIN as f64 / -1.0)
            } else if a % b == 0 {
                Value::Int(a / b)
            } else {
                Value::Float(a as f64 / b as f64)
            }
        }
        _ => Value::Float(x.f() / y.f()),
    })
}

fn pow_n(x: N, y: N) -> Value {
    match (x, y) {
        (N::I(base), N::I(exp)) if exp >= 0 => {
            if exp == 0 {
                return Value::Int(1);
            }
            if base == 0 {
                return Value::Int(0);
            }
            // Square-and-multiply; on overflow finish in floating point as php does.
            let (mut l1, mut l2, mut i) = (1i64, base, exp);
            while i >= 1 {
                if i % 2 != 0 {
                    i -= 1;
                    match l1.checked_mul(l2) {
                        Some(v) => l1 = v,
                        None => {
                            let dval = l1 as f64 * l2 as f64;
                            return Value::Float(dval * (l2 as f64).powf(i as f64));
                        }
                    }
                } else {
                    i /= 2;
                    match l2.checked_mul(l2) {
                        Some(v) => l2 = v,
                        None => {
                            let dval = l2 as f64 * l2 as f64;
                            return Value::Float(l1 as f64 * dval.powf(i as f64));
                        }
                    }
                }
            }
            Value::Int(l1)
        }
        _ => Value::Float(x.f().powf(y.f())),
    }
}

/// `a + b`.
pub fn add(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        if let Some(r) = x.checked_add(*y) {
            return Ok(Value::Int(r));
        }
    }
    let (a, b) = (deref(a), deref(b));
    if let Some((x, y)) = num_pair(a, b) {
        return Ok(add_n(x, y));
    }
    if let (Value::Arr(x), Value::Arr(y)) = (a, b) {
        return Ok(Value::Arr(array_union(x, y)));
    }
    let (x, y) = operands(a, b, "+", d)?;
    Ok(add_n(x, y))
}

/// `array + array`: the left array plus the right one's missing keys.
fn array_union(x: &PArr, y: &PArr) -> PArr {
    if x.ptr_eq(y) || y.is_empty() {
        return x.clone();
    }
    if x.is_empty() {
        return y.clone();
    }
    let mut out = x.clone();
    let data = out.make_mut();
    for (k, v) in y.iter() {
        if !data.contains_key(&k) {
            // A reference held by nobody else is copied as its value.
            let v = match v {
                Value::Ref(r) if r.refcount() == 1 => r.get(),
                v => v.clone(),
            };
            data.insert(k, v);
        }
    }
    out
}

/// `a - b`.
pub fn sub(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        if let Some(r) = x.checked_sub(*y) {
            return Ok(Value::Int(r));
        }
    }
    let (a, b) = (deref(a), deref(b));
    if let Some((x, y)) = num_pair(a, b) {
        return Ok(sub_n(x, y));
    }
    let (x, y) = operands(a, b, "-", d)?;
    Ok(sub_n(x, y))
}

/// `a * b`.
pub fn mul(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    let (a, b) = (deref(a), deref(b));
    if let Some((x, y)) = num_pair(a, b) {
        return Ok(mul_n(x, y));
    }
    let (x, y) = operands(a, b, "*", d)?;
    Ok(mul_n(x, y))
}

/// `a / b`: DivisionByZeroError "Division by zero"; int / int stays int
/// when exact.
pub fn div(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    let (a, b) = (deref(a), deref(b));
    if let Some((x, y)) = num_pair(a, b) {
        return div_n(x, y);
    }
    let (x, y) = operands(a, b, "/", d)?;
    div_n(x, y)
}

/// `a ** b`: int result while it fits, negative int exponents give floats.
pub fn pow(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    let (a, b) = (deref(a), deref(b));
    if let Some((x, y)) = num_pair(a, b) {
        return Ok(pow_n(x, y));
    }
    let (x, y) = operands(a, b, "**", d)?;
    Ok(pow_n(x, y))
}

/// `-a` (php compiles it as `a * -1`, and so reports errors as `*`).
pub fn neg(a: &Value, d: &mut dyn Diag) -> OpResult {
    mul(a, &Value::Int(-1), d)
}

/// `+a` (php compiles it as `a * 1`).
pub fn plus(a: &Value, d: &mut dyn Diag) -> OpResult {
    mul(a, &Value::Int(1), d)
}

/// A value as an int or float, as `+a` gives it: numeric strings become
/// numbers (a leading numeric prefix warns), null/bool 0/1; non-numeric
/// strings, arrays and objects are TypeErrors.
pub fn to_number(v: &Value, d: &mut dyn Diag) -> OpResult {
    let v = deref(v);
    match arith_num(v, d) {
        Some(n) => Ok(n.value()),
        None => Err(binop_error("*", v, &Value::Int(1))),
    }
}

/// An operand as an int for `%`, `<<`, `>>` and the bitwise operators
/// (php's zendi_try_get_long): floats truncate with a deprecation when
/// lossy, numeric strings convert (float strings saturate); None when the
/// operator must fail.
pub(crate) fn int_operand(v: &Value, d: &mut dyn Diag) -> Option<i64> {
    Some(match v {
        Value::Undef | Value::Null | Value::Bool(false) => 0,
        Value::Bool(true) => 1,
        Value::Int(i) => *i,
        Value::Float(f) => {
            let l = num::float_to_int(*f);
            if l as f64 != *f {
                d.deprecated(&lossy_float_msg(*f));
            }
            l
        }
        Value::Str(s) => {
            let sc = num::scan_numeric(s.as_bytes())?;
            if !sc.whole {
                d.warning("A non-numeric value encountered");
            }
            match sc.num {
                Num::Int(i) => i,
                Num::Float(f) => {
                    let l = num::float_to_int_cap(f);
                    if l as f64 != f {
                        // php prints the string up to its first NUL byte.
                        let b = s.as_bytes();
                        let b = &b[..b.iter().position(|&c| c == 0).unwrap_or(b.len())];
                        d.deprecated(&format!(
                            "Implicit conversion from float-string \"{}\" to int loses precision",
                            String::from_utf8_lossy(b)
                        ));
                    }
                    l
                }
            }
        }
        _ => return None,
    })
}

/// Both operands as ints for an integer operator `sym`.
pub(crate) fn int_operands(
    a: &Value,
    b: &Value,
    sym: &str,
    d: &mut dyn Diag,
) -> Result<(i64, i64), OpError> {
    let x = match a {
        Value::Int(i) => *i,
        _ => int_operand(a, d).ok_or_else(|| binop_error(sym, a, b))?,
    };
    let y = match b {
        Value::Int(i) => *i,
        _ => int_operand(b, d).ok_or_else(|| binop_error(sym, a, b))?,
    };
    Ok((x, y))
}

/// `a % b`: operands become ints; DivisionByZeroError "Modulo by zero".
pub fn modulo(a: &Value, b: &Value, d: &mut dyn Diag) -> OpResult {
    let (a, b) = (deref(a), deref(b));
    let (x, y) = int_operands(a, b, "%", d)?;
    if y == 0 {
        return Err(OpError::DivisionByZero("Modulo by zero".into()));
    }
    if y == -1 {
        return Ok(Value::Int(0));
    }
    Ok(Value::Int(x % y))
}

/// `intdiv($a, $b)`.
pub fn intdiv(a: i64, b: i64) -> Result<i64, OpError> {
    if b == 0 {
        return Err(OpError::DivisionByZero("Division by zero".into()));
    }
    if b == -1 && a == i64::MIN {
        return Err(OpError::ArithmeticError(
            "Division of PHP_INT_MIN by -1 is not an integer".into(),
        ));
    }
    Ok(a / b)
}
