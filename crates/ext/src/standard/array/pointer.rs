//! The internal array pointer: current/pos, key, next, prev, reset, end.
//!
//! The pointer is `ArrayData::pos`, a position in the array's storage that
//! moves with the array (copies share it until written). A position whose
//! element was deleted reads as the next live element, as php moves the
//! pointer forward on deletion. Not here: foreach, which never uses it.

use tusk_value::{PArr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

fn type_err(vm: &mut Vm, v: &Value) -> Unwind {
    let t = tusk_value::ops::type_name(v);
    vm.arg_type_error(1, &format!("must be of type array, {t} given"))
}

/// The value at the pointer, or false past the end.
fn at(a: &PArr) -> Value {
    match a.iter_from(a.pos) {
        Some((_, _, v)) => v.unref(),
        None => Value::Bool(false),
    }
}

/// Moves the pointer of the array in a by-reference argument, then reads it.
fn move_ptr(vm: &mut Vm, args: &Args, step: impl FnOnce(&PArr) -> usize) -> BResult {
    let r = args.by_ref(0);
    let Value::Arr(a) = r.peek() else {
        let v = r.get();
        return Err(type_err(vm, &v));
    };
    let new = step(a);
    if new == a.pos {
        return Ok(at(a));
    }
    r.with_mut(|v| {
        let Value::Arr(a) = v else { unreachable!() };
        a.make_mut().pos = new;
        Ok(at(a))
    })
}

/// The live position at or after `p` (len when none).
fn live_at(a: &PArr, p: usize) -> usize {
    a.iter_from(p).map(|(q, _, _)| q).unwrap_or(a.raw_len())
}

pub(super) fn current(vm: &mut Vm, args: &mut Args) -> BResult {
    match args.val(0).unref() {
        Value::Arr(a) => Ok(at(&a)),
        v => Err(type_err(vm, &v)),
    }
}

pub(super) fn key(vm: &mut Vm, args: &mut Args) -> BResult {
    match args.val(0).unref() {
        Value::Arr(a) => Ok(match a.iter_from(a.pos) {
            Some((_, k, _)) => k.to_value(),
            None => Value::Null,
        }),
        v => Err(type_err(vm, &v)),
    }
}

pub(super) fn next(vm: &mut Vm, args: &mut Args) -> BResult {
    move_ptr(vm, args, |a| {
        let p = live_at(a, a.pos);
        if p >= a.raw_len() {
            p
        } else {
            live_at(a, p + 1)
        }
    })
}

pub(super) fn prev(vm: &mut Vm, args: &mut Args) -> BResult {
    move_ptr(vm, args, |a| {
        let p = live_at(a, a.pos);
        if p >= a.raw_len() {
            return p;
        }
        a.prev_pos(p).unwrap_or(a.raw_len())
    })
}

pub(super) fn reset(vm: &mut Vm, args: &mut Args) -> BResult {
    move_ptr(vm, args, |a| live_at(a, 0))
}

pub(super) fn end(vm: &mut Vm, args: &mut Args) -> BResult {
    move_ptr(vm, args, |a| a.prev_pos(usize::MAX).unwrap_or(a.raw_len()))
}
