//! Comparison: `==`, `===`, `<=>`, `<`, `<=` across every pair of types
//! (php's zend_compare and zend_is_identical).
//!
//! PHP 8 rules: a numeric string against a number compares numerically, a
//! non-numeric one compares the number as a string; two numeric strings
//! compare as numbers; null and bools compare by truthiness; arrays by count,
//! then key by key (a missing key makes them uncomparable: 1 both ways);
//! objects of one class by their property tables. A NAN makes every
//! ordering false. Not here: sorting flags (SORT_STRING etc., the ext's).

use super::{deref, precision, to_bool, Diag, OpError};
use crate::num::{self, Num, Scan};
use crate::{PArr, PObj, PStr, Value};
use std::cmp::Ordering;

/// php's ZEND_NORMALIZE_BOOL on a difference: NAN counts as greater.
#[inline]
fn norm(d: f64) -> i64 {
    if d == 0.0 {
        0
    } else if d < 0.0 {
        -1
    } else {
        1
    }
}

#[inline]
fn ord(o: Ordering) -> i64 {
    match o {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    }
}

/// Arrays and objects being compared on the left side (php's recursion
/// protection): meeting one again is "Nesting level too deep".
struct Guard(Vec<usize>);

impl Guard {
    fn enter(&mut self, addr: usize) -> Result<(), OpError> {
        if self.0.contains(&addr) {
            return Err(OpError::Error(
                "Nesting level too deep - recursive dependency?".into(),
            ));
        }
        self.0.push(addr);
        Ok(())
    }
    fn leave(&mut self) {
        self.0.pop();
    }
}

fn whole(b: &[u8]) -> Option<Scan> {
    num::scan_numeric(b).filter(|s| s.whole)
}

fn scan_f(s: &Scan) -> f64 {
    match s.num {
        Num::Int(i) => i as f64,
        Num::Float(f) => f,
    }
}

/// Two strings: numerically when both are numeric, else bytewise.
pub(crate) fn smart_strcmp(s1: &[u8], s2: &[u8]) -> i64 {
    if let (Some(a), Some(b)) = (whole(s1), whole(s2)) {
        // Integers overflowing to the same side that look equal as floats
        // are compared as text (precision would be lost).
        if !(a.oflow != 0 && a.oflow == b.oflow && scan_f(&a) - scan_f(&b) == 0.0) {
            return match (a.num, b.num) {
                (Num::Int(x), Num::Int(y)) => ord(x.cmp(&y)),
                (Num::Int(x), Num::Float(y)) => {
                    if b.oflow != 0 {
                        -(b.oflow as i64)
                    } else {
                        norm(x as f64 - y)
                    }
                }
                (Num::Float(x), Num::Int(y)) => {
                    if a.oflow != 0 {
                        a.oflow as i64
                    } else {
                        norm(x - y as f64)
                    }
                }
                (Num::Float(x), Num::Float(y)) => {
                    if x == y && !x.is_finite() {
                        ord(s1.cmp(s2))
                    } else {
                        norm(x - y)
                    }
                }
            };
        }
    }
    ord(s1.cmp(s2))
}

fn compare_long_to_string(l: i64, s: &[u8]) -> i64 {
    match whole(s).map(|x| x.num) {
        Some(Num::Int(i)) => ord(l.cmp(&i)),
        Some(Num::Float(f)) => norm(l as f64 - f),
        None => ord(num::fmt_int(l, &mut [0; 20]).cmp(s)),
    }
}

fn compare_double_to_string(d: f64, s: &[u8]) -> i64 {
    match whole(s).map(|x| x.num) {
        Some(Num::Int(i)) => norm(d - i as f64),
        Some(Num::Float(f)) => {
            if d == f {
                0
            } else {
                norm(d - f)
            }
        }
        None => ord(num::fmt_float(d, precision()).as_bytes().cmp(s)),
    }
}

/// `a <=> b` for two strings: numerically when both are numeric, else
/// bytewise (-1, 0 or 1). Neither warns nor fails.
#[inline]
pub fn compare_strs(x: &PStr, y: &PStr) -> i64 {
    if x.ptr_eq(y) {
        0
    } else {
        smart_strcmp(x.as_bytes(), y.as_bytes())
    }
}

/// `a <=> b` (-1, 0 or 1).
pub fn compare(a: &Value, b: &Value, d: &mut dyn Diag) -> Result<i64, OpError> {
    cmp(a, b, d, &mut Guard(Vec::new()))
}

/// `a == b` for two strings: bytewise when either cannot start a number
/// (its first byte is past '9', as php checks), else as `<=>` finds them.
#[inline]
pub fn loose_eq_strs(x: &PStr, y: &PStr) -> bool {
    let (a, b) = (x.as_bytes(), y.as_bytes());
    match (a.first(), b.first()) {
        (Some(&p), Some(&q)) if p > b'9' || q > b'9' => a == b,
        _ => compare_strs(x, y) == 0,
    }
}

/// `a == b`.
pub fn loose_eq(a: &Value, b: &Value, d: &mut dyn Diag) -> Result<bool, OpError> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x == y),
        (Value::Str(x), Value::Str(y)) => Ok(loose_eq_strs(x, y)),
        _ => Ok(compare(a, b, d)? == 0),
    }
}

/// `a < b` (`a > b` is `b < a`).
pub fn less(a: &Value, b: &Value, d: &mut dyn Diag) -> Result<bool, OpError> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x < y),
        _ => Ok(compare(a, b, d)? < 0),
    }
}

/// `a <= b` (`a >= b` is `b <= a`).
pub fn less_eq(a: &Value, b: &Value, d: &mut dyn Diag) -> Result<bool, OpError> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => Ok(x <= y),
        _ => Ok(compare(a, b, d)? <= 0),
    }
}

fn cmp(a: &Value, b: &Value, d: &mut dyn Diag, g: &mut Guard) -> Result<i64, OpError> {
    use Value::*;
    let (a, b) = (deref(a), deref(b));
    Ok(match (a, b) {
        (Int(x), Int(y)) => ord(x.cmp(y)),
        (Float(x), Int(y)) => norm(x - *y as f64),
        (Int(x), Float(y)) => norm(*x as f64 - y),
        (Float(x), Float(y)) => {
            if x == y {
                0
            } else {
                norm(x - y)
            }
        }
        (Arr(x), Arr(y)) => return compare_arrays(x, y, d, g),
        (Null | Bool(false), Null | Bool(false)) | (Bool(true), Bool(true)) => 0,
        (Null, Bool(true)) => -1,
        (Bool(true), Null) => 1,
        (Str(x), Str(y)) => compare_strs(x, y),
        (Null, Str(s)) => -((!s.is_empty()) as i64),
        (Str(s), Null) => (!s.is_empty()) as i64,
        (Int(l), Str(s)) => compare_long_to_string(*l, s.as_bytes()),
        (Str(s), Int(l)) => -compare_long_to_string(*l, s.as_bytes()),
        (Float(f), Str(s)) => {
            if f.is_nan() {
                1
            } else {
                compare_double_to_string(*f, s.as_bytes())
            }
        }
        (Str(s), Float(f)) => {
            if f.is_nan() {
                1
            } else {
                -compare_double_to_string(*f, s.as_bytes())
            }
        }
        // Enum cases compare only by identity: anything else is
        // uncomparable (1 in either order).
        (Obj(x), y) | (y, Obj(x)) if x.class().uncomparable() => {
            return Ok(match y {
                Obj(y) if y.ptr_eq(x) => 0,
                _ => 1,
            })
        }
        (Obj(_), Null) => 1,
        (Null, Obj(_)) => -1,
        (Obj(x), Obj(y)) => return compare_objects(x, y, d, g),
        (Obj(o), v) => return compare_object_value(o, v, true, d, g),
        (v, Obj(o)) => return compare_object_value(o, v, false, d, g),
        (Null | Bool(false), v) => -(to_bool(v) as i64),
        (Bool(true), v) => !to_bool(v) as i64,
        (v, Null | Bool(false)) => to_bool(v) as i64,
        (v, Bool(true)) => -(!to_bool(v) as i64),
        (Arr(_), _) => 1,
        (_, Arr(_)) => -1,
        // Resources compare as their ids, against numbers (php converts both
        // sides to numbers: a non-numeric string is 0).
        (Res(x), Res(y)) => ord(x.id().cmp(&y.id())),
        (Res(r), v) => return cmp(&Int(r.id() as i64), &scalar_number(v), d, g),
        (v, Res(r)) => return cmp(&scalar_number(v), &Int(r.id() as i64), d, g),
        _ => unreachable!("every pair of dereferenced types is covered"),
    })
}

/// A scalar as a number, silently (a non-numeric string is 0).
fn scalar_number(v: &Value) -> Value {
    match v {
        Value::Str(s) => match crate::num::scan_numeric(s.as_bytes()) {
            Some(sc) => match sc.num {
                crate::num::Num::Int(i) => Value::Int(i),
                crate::num::Num::Float(f) => Value::Float(f),
            },
            None => Value::Int(0),
        },
        v => v.clone(),
    }
}

fn compare_arrays(x: &PArr, y: &PArr, d: &mut dyn Diag, g: &mut Guard) -> Result<i64, OpError> {
    if x.ptr_eq(y) {
        return Ok(0);
    }
    g.enter(x.addr())?;
    let r = table_cmp(x, y, d, g);
    g.leave();
    r
}

/// Count first, then key by key in the left table's order; a key missing
/// on the right is 1.
fn table_cmp(
    x: &crate::ArrayData,
    y: &crate::ArrayData,
    d: &mut dyn Diag,
    g: &mut Guard,
) -> Result<i64, OpError> {
    if x.len() != y.len() {
        return Ok(if x.len() > y.len() { 1 } else { -1 });
    }
    for (k, v1) in x.iter() {
        let Some(v2) = y.get(&k) else {
            return Ok(1);
        };
        let r = cmp(v1, v2, d, g)?;
        if r != 0 {
            return Ok(r);
        }
    }
    Ok(0)
}

fn same_class(x: &PObj, y: &PObj) -> bool {
    x.class_addr() == y.class_addr() || x.class_name().as_bytes() == y.class_name().as_bytes()
}

fn compare_objects(x: &PObj, y: &PObj, d: &mut dyn Diag, g: &mut Guard) -> Result<i64, OpError> {
    if x.ptr_eq(y) {
        return Ok(0);
    }
    // A built-in class's own comparison (DateTime by instant), php's
    // compare handler: the left operand's class decides.
    if let Some(r) = x.class().compare(x, y) {
        return Ok(r);
    }
    if !same_class(x, y) {
        return Ok(1);
    }
    let (px, py) = (x.to_array_data(), y.to_array_data());
    g.enter(std::rc::Rc::as_ptr(&x.0) as *const u8 as usize)?;
    let r = table_cmp(&px, &py, d, g);
    g.leave();
    r
}

/// An object against a non-object, non-null value: the object is cast to
/// the value's type (plain objects: true as bool; int and float fail with a
/// notice and count as 1; string and array fail: uncomparable).
fn compare_object_value(
    o: &PObj,
    v: &Value,
    object_lhs: bool,
    d: &mut dyn Diag,
    g: &mut Guard,
) -> Result<i64, OpError> {
    let casted = match v {
        Value::Bool(_) => Value::Bool(true),
        Value::Int(_) | Value::Float(_) => {
            let t = if matches!(v, Value::Int(_)) {
                "int"
            } else {
                "float"
            };
            d.notice(&format!(
                "Object of class {} could not be converted to {}",
                String::from_utf8_lossy(o.class_name().as_bytes()),
                t
            ));
            if t == "int" {
                Value::Int(1)
            } else {
                Value::Float(1.0)
            }
        }
        Value::Str(_) => match d.object_to_string(o) {
            Some(s) => Value::Str(s),
            None => return Ok(if object_lhs { 1 } else { -1 }),
        },
        _ => return Ok(if object_lhs { 1 } else { -1 }),
    };
    if object_lhs {
        cmp(&casted, v, d, g)
    } else {
        cmp(v, &casted, d, g)
    }
}

/// `a === b`: same type and value; arrays with the same keys in the same
/// order and identical values; objects by identity.
pub fn strict_eq(a: &Value, b: &Value) -> bool {
    identical(a, b, 0)
}

fn identical(a: &Value, b: &Value, depth: u32) -> bool {
    use Value::*;
    match (deref(a), deref(b)) {
        (Null, Null) => true,
        (Bool(x), Bool(y)) => x == y,
        (Int(x), Int(y)) => x == y,
        (Float(x), Float(y)) => x == y,
        (Str(x), Str(y)) => x == y,
        (Arr(x), Arr(y)) => {
            if x.ptr_eq(y) {
                return true;
            }
            // A self-referencing array would recurse forever; php stops
            // with a fatal error, here the comparison is simply false.
            if x.len() != y.len() || depth > 10_000 {
                return false;
            }
            let mut it = y.iter();
            for (k1, v1) in x.iter() {
                let Some((k2, v2)) = it.next() else {
                    return false;
                };
                if k1 != k2 || !identical(v1, v2, depth + 1) {
                    return false;
                }
            }
            true
        }
        (Obj(x), Obj(y)) => x.ptr_eq(y),
        (Res(x), Res(y)) => x.ptr_eq(y),
        _ => false,
    }
}
