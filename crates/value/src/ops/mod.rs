//! All of PHP's type juggling, in one place: the twin of zend_operators.c.
//!
//! Conversions (to bool/int/float/string/key/array/number), arithmetic with
//! int overflow to float, `.`, bitwise operators on ints and strings, `==` /
//! `===` / `<=>` across every pair of types, increment/decrement on every
//! type. Warnings and deprecations go to a [`Diag`] sink; errors that PHP
//! throws come back as [`OpError`] for the VM to turn into exceptions.
//! Nothing else in Tusk re-implements a conversion.
//!
//! What this is not: objects are handled as plain objects (no `__toString`,
//! no operator overloading, no cast handlers); the VM deals with those before
//! calling in. `Value::Ref` operands are looked through, `Undef` reads as null
//! (the "Undefined variable" warning is the VM's).
//!
//! Layout: this file holds the sinks, settings and conversions;
//! `arith` the arithmetic operators, `bits` the bitwise operators and `.`,
//! `compare` `==` / `===` / `<=>`, `incdec` `++` / `--`.

mod arith;
mod bits;
mod compare;
mod incdec;

pub use arith::{add, div, intdiv, modulo, mul, neg, plus, pow, sub, to_number};
pub use bits::{bit_and, bit_not, bit_or, bit_xor, bool_xor, concat, concat_assign, shl, shr};
pub use compare::{compare, compare_strs, less, less_eq, loose_eq, loose_eq_strs, strict_eq};
pub use incdec::{dec, inc, increment_string};

use crate::num;
use crate::{Key, PArr, PStr, Value};
use std::cell::Cell;

/// Where operations report warnings, notices and deprecations (the VM's error
/// machinery implements it; text is php's exact message, without prefix).
pub trait Diag {
    fn warning(&mut self, msg: &str);
    fn notice(&mut self, msg: &str);
    fn deprecated(&mut self, msg: &str);
    /// An object's __toString result, where the sink can run PHP code
    /// (comparisons of objects with strings); None: no such conversion.
    fn object_to_string(&mut self, _o: &crate::PObj) -> Option<crate::PStr> {
        None
    }
}

/// A sink that drops everything (for contexts where php is silent).
pub struct Silent;
impl Diag for Silent {
    fn warning(&mut self, _: &str) {}
    fn notice(&mut self, _: &str) {}
    fn deprecated(&mut self, _: &str) {}
}

/// Errors php throws from operators; the VM makes exceptions of them.
#[derive(Debug, Clone, PartialEq)]
pub enum OpError {
    TypeError(String),
    DivisionByZero(String),
    ArithmeticError(String),
    ValueError(String),
    Error(String),
}

pub type OpResult = Result<Value, OpError>;

thread_local! {
    static PRECISION: Cell<i32> = const { Cell::new(14) };
    static SERIALIZE_PRECISION: Cell<i32> = const { Cell::new(-1) };
}

/// The `precision` ini setting (used when floats become strings).
pub fn set_precision(p: i32) {
    PRECISION.with(|c| c.set(p));
}
pub fn precision() -> i32 {
    PRECISION.with(|c| c.get())
}
/// The `serialize_precision` ini setting (var_dump, var_export, json, serialize).
pub fn set_serialize_precision(p: i32) {
    SERIALIZE_PRECISION.with(|c| c.set(p));
}
pub fn serialize_precision() -> i32 {
    SERIALIZE_PRECISION.with(|c| c.get())
}

/// The value an operand stands for: references looked through, `Undef` as null.
#[inline]
pub(crate) fn deref(v: &Value) -> &Value {
    match v {
        Value::Ref(r) => deref(r.peek()),
        Value::Undef => crate::NULL.get(),
        v => v,
    }
}

/// A type as php names it in TypeError messages (zend_zval_type_name):
/// null, bool, int, float, string, array, or the class name of an object.
pub fn type_name(v: &Value) -> String {
    match deref(v) {
        Value::Undef | Value::Null => "null".into(),
        Value::Bool(_) => "bool".into(),
        Value::Int(_) => "int".into(),
        Value::Float(_) => "float".into(),
        Value::Str(_) => "string".into(),
        Value::Arr(_) => "array".into(),
        Value::Obj(o) => String::from_utf8_lossy(o.class_name().as_bytes()).into_owned(),
        Value::Res(_) => "resource".into(),
        Value::Ref(_) => unreachable!("deref removes references"),
    }
}

/// Truthiness.
pub fn to_bool(v: &Value) -> bool {
    match v {
        Value::Undef | Value::Null => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Float(f) => *f != 0.0,
        Value::Str(s) => !(s.is_empty() || s.as_bytes() == b"0"),
        Value::Arr(a) => !a.is_empty(),
        Value::Obj(_) | Value::Res(_) => true,
        Value::Ref(r) => to_bool(r.peek()),
    }
}

/// `(int)` cast, silent: objects give 1 (see [`cast_int`] for the warning).
pub fn to_int(v: &Value) -> i64 {
    match v {
        Value::Undef | Value::Null => 0,
        Value::Bool(b) => *b as i64,
        Value::Int(i) => *i,
        Value::Float(f) => num::float_to_int(*f),
        Value::Str(s) => num::str_to_int(s.as_bytes()),
        Value::Arr(a) => !a.is_empty() as i64,
        Value::Obj(_) => 1,
        Value::Res(r) => r.id() as i64,
        Value::Ref(r) => to_int(r.peek()),
    }
}

/// `(float)` cast, silent: objects give 1.0 (see [`cast_float`]).
pub fn to_float(v: &Value) -> f64 {
    match v {
        Value::Undef | Value::Null => 0.0,
        Value::Bool(b) => *b as i64 as f64,
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        Value::Str(s) => num::str_to_float(s.as_bytes()),
        Value::Arr(a) => !a.is_empty() as i64 as f64,
        Value::Obj(_) => 1.0,
        Value::Res(r) => r.id() as f64,
        Value::Ref(r) => to_float(r.peek()),
    }
}

/// The `(int)` cast operator: as [`to_int`], plus php's warning
/// "Object of class X could not be converted to int" for plain objects.
pub fn cast_int(v: &Value, d: &mut dyn Diag) -> i64 {
    if let Value::Obj(o) = deref(v) {
        d.warning(&format!(
            "Object of class {} could not be converted to int",
            String::from_utf8_lossy(o.class_name().as_bytes())
        ));
        return 1;
    }
    to_int(v)
}

/// The `(float)` cast operator: as [`to_float`], plus the object warning.
pub fn cast_float(v: &Value, d: &mut dyn Diag) -> f64 {
    if let Value::Obj(o) = deref(v) {
        d.warning(&format!(
            "Object of class {} could not be converted to float",
            String::from_utf8_lossy(o.class_name().as_bytes())
        ));
        return 1.0;
    }
    to_float(v)
}

/// A float as echo prints it (`precision` ini).
pub fn float_to_string(f: f64) -> String {
    num::fmt_float(f, precision())
}

/// `(string)` conversion. Arrays warn "Array to string conversion".
/// Objects without __toString are the VM's business: here they error.
pub fn to_str(v: &Value, d: &mut dyn Diag) -> Result<PStr, OpError> {
    Ok(match v {
        Value::Undef | Value::Null | Value::Bool(false) => PStr::new(b""),
        Value::Bool(true) => PStr::new(b"1"),
        Value::Int(i) => PStr::new(num::fmt_int(*i, &mut [0; 20])),
        Value::Float(f) => PStr::new(float_to_string(*f).as_bytes()),
        Value::Str(s) => s.clone(),
        Value::Arr(_) => {
            d.warning("Array to string conversion");
            PStr::new(b"Array")
        }
        Value::Obj(o) => {
            return Err(OpError::Error(format!(
                "Object of class {} could not be converted to string",
                String::from_utf8_lossy(o.class_name().as_bytes())
            )))
        }
        Value::Res(r) => PStr::from(format!("Resource id #{}", r.id()).as_str()),
        Value::Ref(r) => return to_str(r.peek(), d),
    })
}

/// An array offset from a value (`$a[$k]`), with php's conversions:
/// int-like strings become ints, floats truncate (deprecation when lossy),
/// bools become 0/1, null becomes "". Arrays and objects are TypeErrors.
pub fn to_key(v: &Value, d: &mut dyn Diag) -> Result<Key, OpError> {
    Ok(match v {
        Value::Int(i) => Key::Int(*i),
        Value::Str(s) => Key::from_pstr(s),
        Value::Undef | Value::Null => Key::Str(PStr::new(b"")),
        Value::Bool(b) => Key::Int(*b as i64),
        Value::Float(f) => {
            let i = num::float_to_int(*f);
            if i as f64 != *f {
                d.deprecated(&lossy_float_msg(*f));
            }
            Key::Int(i)
        }
        Value::Arr(_) => return Err(OpError::TypeError("Illegal offset type".into())),
        Value::Obj(_) => return Err(OpError::TypeError("Illegal offset type".into())),
        Value::Res(r) => {
            d.warning(&format!(
                "Resource ID#{} used as offset, casting to integer ({})",
                r.id(),
                r.id()
            ));
            Key::Int(r.id() as i64)
        }
        Value::Ref(r) => return to_key(r.peek(), d),
    })
}

/// php's deprecation text for a float that loses precision as an int.
pub(crate) fn lossy_float_msg(f: f64) -> String {
    format!(
        "Implicit conversion from float {} to int loses precision",
        num::fmt_float_printf(f, -1)
    )
}

/// `(array)` cast: null gives [], scalars [0 => v], arrays themselves,
/// objects their property table (integer-like names become int keys).
pub fn to_array(v: &Value) -> PArr {
    match deref(v) {
        Value::Undef | Value::Null => PArr::new(),
        Value::Arr(a) => a.clone(),
        Value::Obj(o) => PArr::from_data(o.to_array_data()),
        v => PArr::from_values(vec![v.clone()]),
    }
}
