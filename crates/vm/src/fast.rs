//! The loop runner: a small interpreter for the instructions that make up
//! the inner loops of PHP code (int/float arithmetic and comparisons,
//! conditional jumps, moves, increments, array element reads and writes),
//! entered from the main dispatch loop at a loop's backward jump.
//!
//! It handles only the common case of each instruction (operands of the
//! expected types, no warning, no error, no user code) and hands anything
//! else back to the main loop untouched, at the instruction it could not
//! run, so its effects are always exactly the main loop's. Being a small
//! function that touches only the frame's slots, the compiler keeps its
//! state (frame pointer, pc, unit) in registers, which the main loop, with
//! its hundreds of arms, cannot do.
//!
//! Not here: anything that can warn, call, throw or touch the runtime.

use crate::interp::store;
use std::cell::Cell;
use tusk_bytecode::*;
use tusk_value::{ops, Key, Value};

/// Backward jumps run here before the main loop gets control back (to poll
/// the time limit).
const BUDGET: u32 = 1 << 14;

/// Why the runner stopped.
pub(crate) enum Stop {
    /// At `pc`, an instruction it does not handle in this state; whether
    /// it ran a whole loop iteration (a backward jump) before.
    Op(usize, bool),
    /// After a backward jump to `pc`: the budget ran out or the memory
    /// accounting raised its flag. The main loop polls its limits.
    Poll(usize),
}

/// Runs instructions from `pc` while it can. `consts` are the unit's
/// constant-fetch cache cells (Undef where not looked up yet).
///
/// # Safety
/// `fp` must point to the first of `unit.num_slots` valid slots of the
/// running frame (the slot stack never moves), no other reference to
/// those slots may be live, and `pc` must be an op index of `unit`.
#[inline(never)]
pub(crate) unsafe fn run(
    unit: &CodeUnit,
    fp: *mut Value,
    mut pc: usize,
    mem_flag: &Cell<bool>,
    consts: &[Value],
) -> Stop {
    let ops = unit.ops.as_ptr();
    let ncv = unit.cv_names.len() as u32;
    let mut budget = BUDGET;
    macro_rules! rd {
        ($o:expr) => {{
            let o = $o;
            if o & CONST_BIT != 0 {
                unit.constant(o)
            } else {
                // SAFETY: slot operands are below num_slots (caller's contract).
                match unsafe { &*fp.add(o as usize) } {
                    // A variable in a reference set reads the set's value
                    // (nothing writes the cell while the borrow lives).
                    Value::Ref(r) => r.peek(),
                    v => v,
                }
            }
        }};
    }
    macro_rules! slot {
        ($o:expr) => {
            // SAFETY: as in `rd!`.
            unsafe { &mut *fp.add(($o) as usize) }
        };
    }
    macro_rules! put {
        ($dst:expr, $v:expr) => {{
            let d = $dst;
            if d != NONE {
                store(slot!(d), $v);
            }
        }};
    }
    macro_rules! bail {
        ($at:expr) => {
            return Stop::Op($at, budget != BUDGET)
        };
    }
    macro_rules! jump {
        ($t:expr) => {{
            let t = $t as usize;
            if t < pc {
                budget -= 1;
                if budget == 0 || mem_flag.get() {
                    return Stop::Poll(t);
                }
            }
            pc = t;
            continue;
        }};
    }
    loop {
        // SAFETY: every unit ends with a Return and jump targets are op
        // indexes of the unit, so pc stays in bounds.
        let op = unsafe { &*ops.add(pc) };
        let here = pc;
        pc += 1;
        match *op {
            Op::Nop {} => {}
            Op::Move { dst, src }
            | Op::Assign {
                dst: NONE,
                cv: dst,
                src,
            } => {
                let v = if src & CONST_BIT != 0 {
                    unit.constant(src).clone()
                } else {
                    let s = slot!(src);
                    match s {
                        Value::Undef => bail!(here),
                        Value::Ref(r) if src < ncv => match r.get() {
                            Value::Undef => bail!(here),
                            v => v,
                        },
                        Value::Ref(_) => bail!(here),
                        _ if src >= ncv => std::mem::take(s),
                        _ => s.clone(),
                    }
                };
                store(slot!(dst), v);
            }
            Op::IncDec { dst, cv, kind } => {
                let Value::Int(i) = slot!(cv) else {
                    bail!(here);
                };
                let old = *i;
                let Some(n) = (if kind & 1 == 0 {
                    old.checked_add(1)
                } else {
                    old.checked_sub(1)
                }) else {
                    bail!(here);
                };
                *i = n;
                put!(dst, Value::Int(if kind >= 2 { old } else { n }));
            }
            Op::Add { dst, a, b } => {
                let v = match (rd!(a), rd!(b)) {
                    (Value::Int(x), Value::Int(y)) => match x.checked_add(*y) {
                        Some(r) => Value::Int(r),
                        None => Value::Float(*x as f64 + *y as f64),
                    },
                    (Value::Float(x), Value::Float(y)) => Value::Float(x + y),
                    (Value::Int(x), Value::Float(y)) => Value::Float(*x as f64 + y),
                    (Value::Float(x), Value::Int(y)) => Value::Float(x + *y as f64),
                    _ => bail!(here),
                };
                put!(dst, v);
            }
            Op::Sub { dst, a, b } => {
                let v = match (rd!(a), rd!(b)) {
                    (Value::Int(x), Value::Int(y)) => match x.checked_sub(*y) {
                        Some(r) => Value::Int(r),
                        None => Value::Float(*x as f64 - *y as f64),
                    },
                    (Value::Float(x), Value::Float(y)) => Value::Float(x - y),
                    (Value::Int(x), Value::Float(y)) => Value::Float(*x as f64 - y),
                    (Value::Float(x), Value::Int(y)) => Value::Float(x - *y as f64),
                    _ => bail!(here),
                };
                put!(dst, v);
            }
            Op::Mul { dst, a, b } => {
                let v = match (rd!(a), rd!(b)) {
                    (Value::Int(x), Value::Int(y)) => match x.checked_mul(*y) {
                        Some(r) => Value::Int(r),
                        None => Value::Float(*x as f64 * *y as f64),
                    },
                    (Value::Float(x), Value::Float(y)) => Value::Float(x * y),
                    (Value::Int(x), Value::Float(y)) => Value::Float(*x as f64 * y),
                    (Value::Float(x), Value::Int(y)) => Value::Float(x * *y as f64),
                    _ => bail!(here),
                };
                put!(dst, v);
            }
            Op::Div { dst, a, b } => {
                let (x, y) = match (rd!(a), rd!(b)) {
                    (Value::Int(x), Value::Int(y)) => {
                        if *y == 0 || *y == -1 {
                            bail!(here);
                        }
                        if x % y == 0 {
                            put!(dst, Value::Int(x / y));
                            continue;
                        }
                        (*x as f64, *y as f64)
                    }
                    (Value::Float(x), Value::Float(y)) => (*x, *y),
                    (Value::Int(x), Value::Float(y)) => (*x as f64, *y),
                    (Value::Float(x), Value::Int(y)) => (*x, *y as f64),
                    _ => bail!(here),
                };
                if y == 0.0 {
                    bail!(here);
                }
                put!(dst, Value::Float(x / y));
            }
            Op::Mod { dst, a, b } => match (rd!(a), rd!(b)) {
                (Value::Int(x), Value::Int(y)) if *y != 0 => {
                    put!(dst, Value::Int(if *y == -1 { 0 } else { x % y }));
                }
                _ => bail!(here),
            },
            Op::BitAnd { dst, a, b } | Op::BitOr { dst, a, b } | Op::BitXor { dst, a, b } => {
                let (Value::Int(x), Value::Int(y)) = (rd!(a), rd!(b)) else {
                    bail!(here);
                };
                let r = match *op {
                    Op::BitAnd { .. } => x & y,
                    Op::BitOr { .. } => x | y,
                    _ => x ^ y,
                };
                put!(dst, Value::Int(r));
            }
            Op::Shl { dst, a, b } | Op::Shr { dst, a, b } => {
                let (Value::Int(x), Value::Int(y)) = (rd!(a), rd!(b)) else {
                    bail!(here);
                };
                let (x, y) = (*x, *y);
                if y < 0 {
                    bail!(here);
                }
                let r = match (*op, y < 64) {
                    (Op::Shl { .. }, true) => ((x as u64) << y) as i64,
                    (Op::Shl { .. }, false) => 0,
                    (_, true) => x >> y,
                    (_, false) => {
                        if x < 0 {
                            -1
                        } else {
                            0
                        }
                    }
                };
                put!(dst, Value::Int(r));
            }
            Op::Lt { dst, a, b } | Op::Le { dst, a, b } => {
                let Some(r) = less(rd!(a), rd!(b), matches!(*op, Op::Le { .. })) else {
                    bail!(here);
                };
                put!(dst, Value::Bool(r));
            }
            Op::Eq { dst, a, b }
            | Op::NotEq { dst, a, b }
            | Op::Identical { dst, a, b }
            | Op::NotIdentical { dst, a, b } => {
                let r = match (rd!(a), rd!(b)) {
                    (Value::Int(x), Value::Int(y)) => x == y,
                    (Value::Float(x), Value::Float(y)) => x == y,
                    (Value::Bool(x), Value::Bool(y)) => x == y,
                    _ => bail!(here),
                };
                let neg = matches!(*op, Op::NotEq { .. } | Op::NotIdentical { .. });
                put!(dst, Value::Bool(r != neg));
            }
            Op::Not { dst, a } | Op::ToBool { dst, a } | Op::EmptyVal { dst, a } => {
                let x = match rd!(a) {
                    Value::Bool(b) => *b,
                    // An undefined variable warns (except in empty()).
                    Value::Undef if !matches!(*op, Op::EmptyVal { .. }) => bail!(here),
                    v => ops::to_bool(v),
                };
                put!(
                    dst,
                    Value::Bool(if matches!(*op, Op::ToBool { .. }) {
                        x
                    } else {
                        !x
                    })
                );
            }
            Op::Concat { dst, a, b } => {
                // Strings and ints only: nothing to warn about, no ini
                // setting involved (floats print with `precision`).
                let v = match (rd!(a), rd!(b)) {
                    (x @ (Value::Str(_) | Value::Int(_)), y @ (Value::Str(_) | Value::Int(_))) => {
                        match ops::concat(x, y, &mut ops::Silent) {
                            Ok(v) => v,
                            Err(_) => bail!(here),
                        }
                    }
                    _ => bail!(here),
                };
                put!(dst, v);
            }
            Op::ConcatTo { dst, a } => {
                let s = match rd!(a) {
                    Value::Str(s) => s.clone(),
                    Value::Int(i) => tusk_value::PStr::from(i.to_string().as_str()),
                    _ => bail!(here),
                };
                if let Value::Str(d) = slot!(dst) {
                    if d.is_empty() && d.is_immutable() {
                        *d = tusk_value::PStr::new(s.as_bytes());
                    } else {
                        d.push_bytes(s.as_bytes());
                    }
                }
            }
            Op::Jmp { t } => jump!(t),
            Op::JmpZ { a, t } | Op::JmpNZ { a, t } => {
                let b = match rd!(a) {
                    Value::Bool(b) => *b,
                    // An undefined variable warns.
                    Value::Undef => bail!(here),
                    v => ops::to_bool(v),
                };
                if b == matches!(*op, Op::JmpNZ { .. }) {
                    jump!(t);
                }
            }
            Op::JmpLt { a, b, t, want } | Op::JmpLe { a, b, t, want } => {
                let Some(r) = less(rd!(a), rd!(b), matches!(*op, Op::JmpLe { .. })) else {
                    bail!(here);
                };
                if r == (want != 0) {
                    jump!(t);
                }
            }
            Op::FetchDim { dst, base, key } | Op::FetchDimQuiet { dst, base, key } => {
                let found = match (rd!(base), rd!(key)) {
                    (Value::Arr(arr), Value::Int(i)) => arr.get_int(*i),
                    (Value::Arr(arr), Value::Str(s)) => arr.get(&Key::from_pstr(s)),
                    _ => bail!(here),
                };
                let v = match found {
                    Some(v) => v.unref(),
                    // A missing key warns, except for isset/??/empty.
                    None if matches!(*op, Op::FetchDimQuiet { .. }) => Value::Null,
                    None => bail!(here),
                };
                // A temporary container has one reader: release it (as the
                // main loop does).
                if base & CONST_BIT == 0 && base >= ncv && base != dst {
                    drop(std::mem::take(slot!(base)));
                }
                put!(dst, v);
            }
            Op::AssignDim { cv, key, src } => {
                let k = match rd!(key) {
                    Value::Int(i) => Key::Int(*i),
                    Value::Str(s) => Key::from_pstr(s),
                    _ => bail!(here),
                };
                let v = if src & CONST_BIT != 0 {
                    unit.constant(src).clone()
                } else {
                    match slot!(src) {
                        Value::Undef | Value::Ref(_) => bail!(here),
                        s if src >= ncv => std::mem::take(s),
                        s => s.clone(),
                    }
                };
                let write = |arr: &mut tusk_value::PArr, v: Value| arr.make_mut().assign(k, v);
                match slot!(cv) {
                    Value::Arr(arr) => write(arr, v),
                    // An array variable in a reference set (a by-reference
                    // parameter): the set's array is written.
                    Value::Ref(r) if matches!(r.peek(), Value::Arr(_)) => r.with_mut(|inner| {
                        if let Value::Arr(arr) = inner {
                            write(arr, v);
                        }
                    }),
                    _ => {
                        // Put a taken temporary back: the main loop runs the op.
                        if src & CONST_BIT == 0 && src >= ncv {
                            *slot!(src) = v;
                        }
                        bail!(here);
                    }
                }
            }
            Op::FetchConst { dst, cache, .. } => match consts.get(cache as usize) {
                Some(Value::Undef) | None => bail!(here),
                Some(v) => put!(dst, v.clone()),
            },
            Op::Strlen { dst, a } | Op::Count { dst, a } => {
                let n = match (rd!(a), matches!(*op, Op::Strlen { .. })) {
                    (Value::Str(s), true) => s.len(),
                    (Value::Arr(arr), false) => arr.len(),
                    _ => bail!(here),
                };
                if a & CONST_BIT == 0 && a >= ncv {
                    // A temporary has one reader: release it.
                    drop(std::mem::take(slot!(a)));
                }
                put!(dst, Value::Int(n as i64));
            }
            Op::IssetVal { dst, a } => {
                let set = !rd!(a).unref().is_null();
                put!(dst, Value::Bool(set));
            }
            Op::AssignOpPath {
                dst,
                path,
                src,
                kind,
            } => {
                // `$a[k] op= v` on an array variable and an existing number.
                let p = &unit.paths[path as usize];
                let (PathBase::Cv(cv), [PathElem::Dim(ko)]) = (p.base, p.elems.as_slice()) else {
                    bail!(here);
                };
                let k = match rd!(*ko) {
                    Value::Int(i) => Key::Int(*i),
                    Value::Str(s) => Key::from_pstr(s),
                    _ => bail!(here),
                };
                let rhs = match rd!(src) {
                    Value::Int(i) => Value::Int(*i),
                    Value::Float(f) => Value::Float(*f),
                    _ => bail!(here),
                };
                let Value::Arr(arr) = slot!(cv) else {
                    bail!(here);
                };
                let Some(v) = arr.get(&k).and_then(|cur| arith(kind, cur, &rhs)) else {
                    bail!(here);
                };
                if let Some(e) = arr.make_mut().get_mut(&k) {
                    overwrite(e, v.clone());
                }
                put!(dst, v);
            }
            Op::AssignOp { dst, cv, src, kind } => {
                if kind == bin_kind::CONCAT {
                    // A clone first: `$s .= $s` appends a copy of itself.
                    let r = match rd!(src) {
                        Value::Str(r) => r.clone(),
                        _ => bail!(here),
                    };
                    let Value::Str(c) = slot!(cv) else {
                        bail!(here);
                    };
                    c.push_bytes(r.as_bytes());
                    if dst != NONE {
                        let v = slot!(cv).clone();
                        store(slot!(dst), v);
                    }
                    continue;
                }
                let rhs = match rd!(src) {
                    Value::Int(i) => Value::Int(*i),
                    Value::Float(f) => Value::Float(*f),
                    _ => bail!(here),
                };
                let cur = slot!(cv);
                let Some(v) = arith(kind, cur, &rhs) else {
                    bail!(here);
                };
                overwrite(cur, v.clone());
                put!(dst, v);
            }
            Op::FeFetch { it, val, key, end } => {
                let pos = match slot!(it + 1) {
                    Value::Int(p) => *p as usize,
                    _ => bail!(here),
                };
                let Value::Arr(a) = slot!(it) else {
                    bail!(here);
                };
                match a.iter_from(pos).map(|(p, k, v)| (p, k, v.unref())) {
                    Some((p, k, v)) => {
                        overwrite(slot!(it + 1), Value::Int(p as i64 + 1));
                        overwrite(slot!(val), v);
                        if key != NONE {
                            overwrite(slot!(key), k.to_value());
                        }
                    }
                    None => pc = end as usize,
                }
            }
            _ => bail!(here),
        }
    }
}

/// `a < b` (or `a <= b`) for two ints or two floats; None otherwise.
#[inline(always)]
fn less(a: &Value, b: &Value, le: bool) -> Option<bool> {
    Some(match (a, b) {
        (Value::Int(x), Value::Int(y)) => {
            if le {
                x <= y
            } else {
                x < y
            }
        }
        (Value::Float(x), Value::Float(y)) => {
            if le {
                x <= y
            } else {
                x < y
            }
        }
        _ => return None,
    })
}

/// `a op b` for the compound assignments the runner handles (+, -, * on
/// ints and floats), as php computes them; None for anything else.
#[inline]
fn arith(kind: u32, a: &Value, b: &Value) -> Option<Value> {
    let (x, y) = match (a, b) {
        (Value::Int(x), Value::Int(y)) => {
            let (x, y) = (*x, *y);
            return Some(match kind {
                bin_kind::ADD => x
                    .checked_add(y)
                    .map_or(Value::Float(x as f64 + y as f64), Value::Int),
                bin_kind::SUB => x
                    .checked_sub(y)
                    .map_or(Value::Float(x as f64 - y as f64), Value::Int),
                bin_kind::MUL => x
                    .checked_mul(y)
                    .map_or(Value::Float(x as f64 * y as f64), Value::Int),
                _ => return None,
            });
        }
        (Value::Float(x), Value::Float(y)) => (*x, *y),
        (Value::Int(x), Value::Float(y)) => (*x as f64, *y),
        (Value::Float(x), Value::Int(y)) => (*x, *y as f64),
        _ => return None,
    };
    Some(Value::Float(match kind {
        bin_kind::ADD => x + y,
        bin_kind::SUB => x - y,
        bin_kind::MUL => x * y,
        _ => return None,
    }))
}

/// Replaces a value that is not a reference (a scalar old value needs no
/// drop call), as a plain assignment would.
#[inline(always)]
fn overwrite(slot: &mut Value, v: Value) {
    if slot.is_heap() {
        *slot = v;
    } else {
        // A scalar has no drop glue to run.
        std::mem::forget(std::mem::replace(slot, v));
    }
}
