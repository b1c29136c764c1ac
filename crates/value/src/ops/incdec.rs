//! `++` and `--` on every type (php's increment_function / decrement_function).
//!
//! Ints overflow to float; numeric strings become numbers; other strings
//! increment Perl-style ("a" -> "b", "Az" -> "Ba", "zz" -> "aaa") and are
//! left alone by `--`; null++ is 1 and null-- stays null; bools do not
//! change; arrays and objects are TypeErrors. Not here: the undefined
//! variable warning (the VM's).

use super::{type_name, Diag, OpError};
use crate::num::{self, Num};
use crate::{PStr, Value};

/// `++$v` in place (php 8.2 raises no diagnostics here; the sink is for
/// symmetry with the other operators).
pub fn inc(v: &mut Value, _d: &mut dyn Diag) -> Result<(), OpError> {
    match v {
        Value::Ref(r) => r.clone().with_mut_incdec(true, inc_value),
        v => inc_value(v),
    }
}

fn inc_value(v: &mut Value) -> Result<(), OpError> {
    let new = match v {
        Value::Ref(r) => return r.clone().with_mut_incdec(true, inc_value),
        Value::Int(i) => match i.checked_add(1) {
            Some(n) => Value::Int(n),
            None => Value::Float(*i as f64 + 1.0),
        },
        Value::Float(f) => Value::Float(*f + 1.0),
        Value::Undef | Value::Null => Value::Int(1),
        Value::Bool(_) => return Ok(()),
        Value::Str(s) => match num::numeric_whole(s.as_bytes()) {
            Some(Num::Int(i)) => match i.checked_add(1) {
                Some(n) => Value::Int(n),
                None => Value::Float(i as f64 + 1.0),
            },
            Some(Num::Float(f)) => Value::Float(f + 1.0),
            None => Value::Str(PStr::new(&increment_string(s.as_bytes()))),
        },
        Value::Arr(_) | Value::Obj(_) | Value::Res(_) => {
            return Err(OpError::TypeError(format!(
                "Cannot increment {}",
                type_name(v)
            )))
        }
    };
    *v = new;
    Ok(())
}

/// `--$v` in place.
pub fn dec(v: &mut Value, _d: &mut dyn Diag) -> Result<(), OpError> {
    match v {
        Value::Ref(r) => r.clone().with_mut_incdec(false, dec_value),
        v => dec_value(v),
    }
}

fn dec_value(v: &mut Value) -> Result<(), OpError> {
    let new = match v {
        Value::Ref(r) => return r.clone().with_mut_incdec(false, dec_value),
        Value::Int(i) => match i.checked_sub(1) {
            Some(n) => Value::Int(n),
            None => Value::Float(*i as f64 - 1.0),
        },
        Value::Float(f) => Value::Float(*f - 1.0),
        Value::Undef => Value::Null,
        Value::Null | Value::Bool(_) => return Ok(()),
        Value::Str(s) => {
            if s.is_empty() {
                Value::Int(-1)
            } else {
                match num::numeric_whole(s.as_bytes()) {
                    Some(Num::Int(i)) => match i.checked_sub(1) {
                        Some(n) => Value::Int(n),
                        None => Value::Float(i as f64 - 1.0),
                    },
                    Some(Num::Float(f)) => Value::Float(f - 1.0),
                    None => return Ok(()),
                }
            }
        }
        Value::Arr(_) | Value::Obj(_) | Value::Res(_) => {
            return Err(OpError::TypeError(format!(
                "Cannot decrement {}",
                type_name(v)
            )))
        }
    };
    *v = new;
    Ok(())
}

/// Perl-style string increment: the last run of letters and digits counts
/// up with carry ("Az" -> "Ba", "a9" -> "b0"); a carry out of the first
/// character prepends '1', 'a' or 'A'; a non-alphanumeric byte stops it.
pub fn increment_string(s: &[u8]) -> Vec<u8> {
    if s.is_empty() {
        return b"1".to_vec();
    }
    #[derive(Clone, Copy)]
    enum Last {
        Lower,
        Upper,
        Digit,
    }
    let mut out = s.to_vec();
    let mut carry = false;
    let mut last = Last::Digit;
    let mut pos = out.len();
    while pos > 0 {
        pos -= 1;
        let c = out[pos];
        let (lo, hi, kind) = match c {
            b'a'..=b'z' => (b'a', b'z', Last::Lower),
            b'A'..=b'Z' => (b'A', b'Z', Last::Upper),
            b'0'..=b'9' => (b'0', b'9', Last::Digit),
            _ => {
                carry = false;
                break;
            }
        };
        last = kind;
        if c == hi {
            out[pos] = lo;
            carry = true;
        } else {
            out[pos] = c + 1;
            carry = false;
            break;
        }
    }
    if carry {
        let first = match last {
            Last::Digit => b'1',
            Last::Upper => b'A',
            Last::Lower => b'a',
        };
        out.insert(0, first);
    }
    out
}
