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
use tusk_value::num::Num;
use tusk_value::{ops, ArrayData, Key, Value};

/// Backward jumps run here before the main loop gets control back (to poll
/// the time limit); compiled loops take the same budget.
const BUDGET: u32 = tusk_jit::BUDGET;

/// Why the runner stopped.
pub(crate) enum Stop {
    /// At `pc`, an instruction it does not handle in this state; the
    /// number of loop iterations (backward jumps) it ran before.
    Op(usize, u32),
    /// After a backward jump to `pc`: the budget ran out or the memory
    /// accounting raised its flag. The main loop polls its limits.
    Poll(usize),
    /// Single-step mode (`run_one`): the op ran; go on at `pc`.
    Step(usize),
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
    pc: usize,
    mem_flag: &Cell<bool>,
    consts: &[Value],
) -> Stop {
    // SAFETY: the caller's contract.
    unsafe { run_impl::<false>(unit, fp, pc, mem_flag, consts) }
}

/// Runs the one op at `pc` as [`run`] would: `Stop::Step(next)` when it
/// ran (`next` is where control goes: the following op or a jump's
/// target, with no budget taken), `Stop::Op(pc, _)` when the runner does
/// not handle it in this state (nothing was changed). The JIT's slow
/// paths come here, so compiled code and the runner share one definition
/// of every op's common case.
///
/// # Safety
/// As for [`run`].
#[inline(never)]
pub(crate) unsafe fn run_one(
    unit: &CodeUnit,
    fp: *mut Value,
    pc: usize,
    mem_flag: &Cell<bool>,
    consts: &[Value],
) -> Stop {
    // SAFETY: the caller's contract.
    unsafe { run_impl::<true>(unit, fp, pc, mem_flag, consts) }
}

#[inline(always)]
unsafe fn run_impl<const ONE: bool>(
    unit: &CodeUnit,
    fp: *mut Value,
    pc: usize,
    mem_flag: &Cell<bool>,
    consts: &[Value],
) -> Stop {
    let ops = unit.ops.as_ptr();
    // The constant table, biased so that adding a constant operand (with
    // its CONST_BIT) lands on its entry: an operand's address is one
    // select and one add, with no branch (`addr!`).
    let cbase = (unit.consts.as_ptr() as *const Value).wrapping_sub(CONST_BIT as usize);
    let fpc = fp as *const Value;
    let ncv = unit.cv_names.len() as u32;
    let mut budget = BUDGET;
    // SAFETY: pc is an op index of the unit (caller's contract).
    let mut ip: *const Op = unsafe { ops.add(pc) };
    macro_rules! addr {
        ($o:expr) => {{
            let o = $o;
            // `SyncValue` is `repr(transparent)` over `Value`; constant
            // operands index the unit's table, slot operands are below
            // num_slots (caller's contract), so the result is in bounds.
            (if o & CONST_BIT != 0 { cbase } else { fpc }).wrapping_add(o as usize)
        }};
    }
    macro_rules! rd {
        ($o:expr) => {{
            // SAFETY: see `addr!`; nothing writes the slot while the
            // borrow lives (the arms read their operands, then write).
            match unsafe { &*addr!($o) } {
                // A variable in a reference set reads the set's value
                // (nothing writes the cell while the borrow lives).
                Value::Ref(r) => r.peek(),
                v => v,
            }
        }};
    }
    macro_rules! slot {
        ($o:expr) => {
            // SAFETY: slot operands are below num_slots (caller's contract).
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
    // A move's value: a constant's copy, a temporary's value taken (its
    // slot left Undef), a variable's copy (through its reference); an
    // undefined one (its warning) is the main loop's.
    macro_rules! moved {
        ($src:expr) => {{
            let src = $src;
            if src & CONST_BIT != 0 {
                // SAFETY: see `addr!`.
                dup(unsafe { &*addr!(src) })
            } else {
                match move_out(slot!(src), src >= ncv) {
                    Some(v) => v,
                    None => bail!(),
                }
            }
        }};
    }
    // Puts back a value `moved!` out of operand `src` when it was a
    // temporary's (a constant's or a variable's copy is dropped), before
    // the main loop runs the op.
    macro_rules! unmove {
        ($src:expr, $v:expr) => {{
            let src = $src;
            if src & CONST_BIT == 0 && src >= ncv {
                *slot!(src) = $v;
            }
        }};
    }
    macro_rules! here {
        () => {
            // SAFETY: ip points one past the running op, inside the unit.
            unsafe { ip.offset_from(ops) as usize - 1 }
        };
    }
    macro_rules! bail {
        () => {
            return Stop::Op(here!(), BUDGET - budget)
        };
    }
    macro_rules! jump {
        ($t:expr) => {{
            let t = $t as usize;
            if ONE {
                return Stop::Step(t);
            }
            // SAFETY: jump targets are op indexes of the unit.
            let target = unsafe { ops.add(t) };
            // A backward jump (or one to itself: ip is one past the op).
            if target < ip {
                budget -= 1;
                if budget == 0 || mem_flag.get() {
                    return Stop::Poll(t);
                }
            }
            ip = target;
            continue;
        }};
    }
    // An int/float binary operator: `$int` on two ints (None: overflow,
    // the float result), `$flt` on two floats after int-to-float
    // conversion. Each case stores its own result (a constant kind).
    macro_rules! arith {
        ($dst:expr, $a:expr, $b:expr, $int:expr, $flt:expr) => {{
            match (rd!($a), rd!($b)) {
                (Value::Int(x), Value::Int(y)) => match $int(*x, *y) {
                    Some(r) => put!($dst, Value::Int(r)),
                    None => put!($dst, Value::Float($flt(*x as f64, *y as f64))),
                },
                (Value::Float(x), Value::Float(y)) => put!($dst, Value::Float($flt(*x, *y))),
                (Value::Int(x), Value::Float(y)) => {
                    put!($dst, Value::Float($flt(*x as f64, *y)))
                }
                (Value::Float(x), Value::Int(y)) => {
                    put!($dst, Value::Float($flt(*x, *y as f64)))
                }
                // A numeric string ("42", " 1.5e3") counts as its number,
                // with no warning; anything else is the main loop's.
                (x, y) => {
                    let (Some(x), Some(y)) = (number_of(x), number_of(y)) else {
                        bail!();
                    };
                    let v = match (x, y) {
                        (Num::Int(x), Num::Int(y)) => match $int(x, y) {
                            Some(r) => Value::Int(r),
                            None => Value::Float($flt(x as f64, y as f64)),
                        },
                        (x, y) => Value::Float($flt(num_f64(x), num_f64(y))),
                    };
                    put!($dst, v);
                }
            }
        }};
    }
    macro_rules! int_op {
        ($dst:expr, $a:expr, $b:expr, $f:expr) => {{
            let (Value::Int(x), Value::Int(y)) = (rd!($a), rd!($b)) else {
                bail!();
            };
            let Some(r) = $f(*x, *y) else {
                bail!();
            };
            put!($dst, Value::Int(r));
        }};
    }
    macro_rules! eq_op {
        ($dst:expr, $a:expr, $b:expr, $neg:expr) => {{
            let r = match (rd!($a), rd!($b)) {
                (Value::Int(x), Value::Int(y)) => x == y,
                (Value::Float(x), Value::Float(y)) => x == y,
                (Value::Bool(x), Value::Bool(y)) => x == y,
                (Value::Str(x), Value::Str(y)) => ops::loose_eq_strs(x, y),
                _ => bail!(),
            };
            put!($dst, Value::Bool(r != $neg));
        }};
    }
    macro_rules! truth {
        ($a:expr, $undef_ok:expr) => {
            match rd!($a) {
                Value::Bool(b) => *b,
                // An undefined variable warns (except in empty()).
                Value::Undef if !$undef_ok => bail!(),
                v => ops::to_bool(v),
            }
        };
    }
    macro_rules! cond_jump {
        ($a:expr, $t:expr, $on:expr) => {{
            let b = truth!($a, false);
            if b == $on {
                jump!($t);
            }
        }};
    }
    macro_rules! cmp_jump {
        ($a:expr, $b:expr, $t:expr, $want:expr, $le:expr) => {{
            let Some(r) = less(rd!($a), rd!($b), $le) else {
                bail!();
            };
            if r == ($want != 0) {
                jump!($t);
            }
        }};
    }
    macro_rules! fetch_dim {
        ($dst:expr, $base:expr, $key:expr, $quiet:expr) => {{
            let (dst, base) = ($dst, $base);
            let found = match (rd!(base), rd!($key)) {
                (Value::Arr(arr), Value::Int(i)) => arr.get_int(*i),
                (Value::Arr(arr), Value::Str(s)) => arr.get_pstr(s),
                _ => bail!(),
            };
            let v = match found {
                Some(Value::Ref(r)) => dup(r.peek()),
                Some(v) => dup(v),
                // A missing key warns, except for isset/??/empty.
                None if $quiet => Value::Null,
                None => bail!(),
            };
            // A temporary container has one reader: release it (as the
            // main loop does).
            if base & CONST_BIT == 0 && base >= ncv && base != dst {
                drop(std::mem::take(slot!(base)));
            }
            put!(dst, v);
        }};
    }
    macro_rules! len_op {
        ($dst:expr, $a:expr, $strlen:expr) => {{
            let a = $a;
            let n = match (rd!(a), $strlen) {
                (Value::Str(s), true) => s.len(),
                (Value::Arr(arr), false) => arr.len(),
                _ => bail!(),
            };
            if a & CONST_BIT == 0 && a >= ncv {
                // A temporary has one reader: release it.
                drop(std::mem::take(slot!(a)));
            }
            put!($dst, Value::Int(n as i64));
        }};
    }
    let mut stepped = false;
    loop {
        if ONE {
            if stepped {
                // SAFETY: ip is an op index of the unit (a fall-through or
                // an op's own skip), as in the loop below.
                return Stop::Step(unsafe { ip.offset_from(ops) } as usize);
            }
            stepped = true;
        }
        // SAFETY: every unit ends with a Return and jump targets are op
        // indexes of the unit, so ip stays in bounds.
        let op = unsafe { &*ip };
        ip = ip.wrapping_add(1);
        match *op {
            Op::Nop {} => {}
            Op::Move { dst, src }
            | Op::Assign {
                dst: NONE,
                cv: dst,
                src,
            } => {
                let v = moved!(src);
                store(slot!(dst), v);
            }
            // `($x = v)` as an expression: the value in the temporary too.
            Op::Assign { dst, cv, src } => {
                let v = moved!(src);
                store(slot!(dst), dup(&v));
                store(slot!(cv), v);
            }
            Op::MoveQuiet { dst, src } => {
                let v = match rd!(src) {
                    Value::Undef => Value::Null,
                    v => dup(v),
                };
                put!(dst, v);
            }
            Op::IncDec { dst, cv, kind } => {
                let Value::Int(i) = slot!(cv) else {
                    bail!();
                };
                let old = *i;
                let Some(n) = crate::paths::int_step(old, kind) else {
                    bail!();
                };
                *i = n;
                put!(dst, Value::Int(if kind >= 2 { old } else { n }));
            }
            Op::Add { dst, a, b } => arith!(
                dst,
                a,
                b,
                |x: i64, y: i64| x.checked_add(y),
                |x: f64, y: f64| x + y
            ),
            Op::Sub { dst, a, b } => arith!(
                dst,
                a,
                b,
                |x: i64, y: i64| x.checked_sub(y),
                |x: f64, y: f64| x - y
            ),
            Op::Mul { dst, a, b } => arith!(
                dst,
                a,
                b,
                |x: i64, y: i64| x.checked_mul(y),
                |x: f64, y: f64| x * y
            ),
            Op::Div { dst, a, b } => {
                let (x, y) = match (rd!(a), rd!(b)) {
                    (Value::Int(x), Value::Int(y)) => {
                        if *y == 0 || *y == -1 {
                            bail!();
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
                    _ => bail!(),
                };
                if y == 0.0 {
                    bail!();
                }
                put!(dst, Value::Float(x / y));
            }
            Op::Mod { dst, a, b } => int_op!(dst, a, b, |x: i64, y: i64| match y {
                0 => None,
                -1 => Some(0),
                _ => Some(x % y),
            }),
            Op::BitAnd { dst, a, b } => int_op!(dst, a, b, |x: i64, y: i64| Some(x & y)),
            Op::BitOr { dst, a, b } => int_op!(dst, a, b, |x: i64, y: i64| Some(x | y)),
            Op::BitXor { dst, a, b } => int_op!(dst, a, b, |x: i64, y: i64| Some(x ^ y)),
            Op::Shl { dst, a, b } => int_op!(dst, a, b, |x: i64, y: i64| match y {
                0..=63 => Some(((x as u64) << y) as i64),
                64.. => Some(0),
                _ => None,
            }),
            Op::Shr { dst, a, b } => int_op!(dst, a, b, |x: i64, y: i64| match y {
                0..=63 => Some(x >> y),
                64.. => Some(if x < 0 { -1 } else { 0 }),
                _ => None,
            }),
            Op::Lt { dst, a, b } => {
                let Some(r) = less(rd!(a), rd!(b), false) else {
                    bail!();
                };
                put!(dst, Value::Bool(r));
            }
            Op::Le { dst, a, b } => {
                let Some(r) = less(rd!(a), rd!(b), true) else {
                    bail!();
                };
                put!(dst, Value::Bool(r));
            }
            Op::Spaceship { dst, a, b } => {
                // An int and a float compare as floats, as php's.
                let (x, y) = match (rd!(a), rd!(b)) {
                    (Value::Int(x), Value::Int(y)) => {
                        put!(dst, Value::Int(x.cmp(y) as i64));
                        continue;
                    }
                    (Value::Float(x), Value::Float(y)) => (*x, *y),
                    (Value::Int(x), Value::Float(y)) => (*x as f64, *y),
                    (Value::Float(x), Value::Int(y)) => (*x, *y as f64),
                    (Value::Str(x), Value::Str(y)) => {
                        put!(dst, Value::Int(tusk_value::ops::compare_strs(x, y)));
                        continue;
                    }
                    _ => bail!(),
                };
                let Some(o) = x.partial_cmp(&y) else {
                    bail!();
                };
                let r = o as i64;
                put!(dst, Value::Int(r));
            }
            Op::Eq { dst, a, b } => eq_op!(dst, a, b, false),
            Op::NotEq { dst, a, b } => eq_op!(dst, a, b, true),
            // Any two defined values: `===` runs no code and warns of
            // nothing.
            Op::Identical { dst, a, b } | Op::NotIdentical { dst, a, b } => {
                let (x, y) = (rd!(a), rd!(b));
                if x.is_undef() || y.is_undef() {
                    bail!();
                }
                let r = ops::strict_eq(x, y) != matches!(*op, Op::NotIdentical { .. });
                put!(dst, Value::Bool(r));
            }
            // `a ?? b` and `a ?: b`: the value goes on in `dst` with a jump
            // (an undefined variable warns in `?:`: the main loop's).
            Op::JmpNotNull { dst, a, t } => {
                let x = rd!(a);
                if !x.is_null() {
                    let v = dup(x);
                    put!(dst, v);
                    jump!(t);
                }
            }
            Op::JmpSet { dst, a, t } => {
                if truth!(a, false) {
                    let v = dup(rd!(a));
                    put!(dst, v);
                    jump!(t);
                }
            }
            Op::Not { dst, a } => {
                let x = truth!(a, false);
                put!(dst, Value::Bool(!x));
            }
            Op::ToBool { dst, a } => {
                let x = truth!(a, false);
                put!(dst, Value::Bool(x));
            }
            Op::EmptyVal { dst, a } => {
                let x = truth!(a, true);
                put!(dst, Value::Bool(!x));
            }
            Op::Concat { dst, a, b } => {
                let a_temp = a & CONST_BIT == 0 && a >= ncv && a != b;
                // SAFETY: see `addr!`.
                let Some(v) = (unsafe { concat(addr!(a) as *mut Value, addr!(b), a_temp) }) else {
                    bail!();
                };
                put!(dst, v);
            }
            Op::ConcatTo { dst, a } => {
                // SAFETY: see `addr!`; `dst` is a slot of the frame.
                if !unsafe { append(fp.add(dst as usize), addr!(a), true) } {
                    bail!();
                }
            }
            Op::Cast { dst, a, kind } => {
                let v = match (kind, rd!(a)) {
                    (cast_kind::INT, Value::Int(i)) => Value::Int(*i),
                    (cast_kind::INT, Value::Float(f)) => {
                        Value::Int(tusk_value::num::float_to_int(*f))
                    }
                    (cast_kind::INT, Value::Bool(b)) => Value::Int(*b as i64),
                    (cast_kind::FLOAT, Value::Int(i)) => Value::Float(*i as f64),
                    (cast_kind::FLOAT, Value::Float(f)) => Value::Float(*f),
                    (cast_kind::STRING, Value::Str(s)) => Value::Str(s.clone()),
                    (cast_kind::STRING, Value::Int(i)) => Value::Str(tusk_value::PStr::new(
                        tusk_value::num::fmt_int(*i, &mut [0; 20]),
                    )),
                    (cast_kind::BOOL, v @ (Value::Bool(_) | Value::Int(_) | Value::Float(_))) => {
                        Value::Bool(ops::to_bool(v))
                    }
                    _ => bail!(),
                };
                put!(dst, v);
            }
            Op::Jmp { t } => jump!(t),
            Op::JmpZ { a, t } => cond_jump!(a, t, false),
            Op::JmpNZ { a, t } => cond_jump!(a, t, true),
            Op::IncJmp { cv, b, t, kind } => {
                // Int counter and bound; else the expansion that follows
                // runs in the main loop.
                let Value::Int(y) = *rd!(b) else {
                    bail!();
                };
                let Value::Int(i) = slot!(cv) else {
                    bail!();
                };
                let n = if kind & inc_jmp::DEC == 0 {
                    i.checked_add(1)
                } else {
                    i.checked_sub(1)
                };
                let Some(n) = n else {
                    bail!();
                };
                *i = n;
                let (x, y) = if kind & inc_jmp::SWAP == 0 {
                    (n, y)
                } else {
                    (y, n)
                };
                if x < y || (kind & inc_jmp::LE != 0 && x == y) {
                    jump!(t);
                }
                // Past the expansion.
                ip = ip.wrapping_add(2);
            }
            Op::JmpLt { a, b, t, want } => cmp_jump!(a, b, t, want, false),
            Op::JmpLe { a, b, t, want } => cmp_jump!(a, b, t, want, true),
            Op::FetchDim { dst, base, key } => fetch_dim!(dst, base, key, false),
            Op::FetchDimQuiet { dst, base, key } => fetch_dim!(dst, base, key, true),
            Op::IssetDim { dst, base, key } => {
                let Some(set) = isset_dim(rd!(base), rd!(key)) else {
                    bail!();
                };
                put!(dst, Value::Bool(set));
            }
            Op::IssetCv { dst, cv } => {
                let set = !rd!(cv).is_null();
                put!(dst, Value::Bool(set));
            }
            Op::AssignDim { cv, key, src } => {
                let v = if src & CONST_BIT != 0 {
                    // SAFETY: see `addr!`.
                    dup(unsafe { &*addr!(src) })
                } else {
                    match slot!(src) {
                        Value::Undef | Value::Ref(_) => bail!(),
                        s if src >= ncv => std::mem::take(s),
                        s => dup(s),
                    }
                };
                let Some(k) = plain_key(rd!(key)) else {
                    unmove!(src, v);
                    bail!();
                };
                let write =
                    |arr: &mut tusk_value::PArr, k: Key, v: Value| arr.make_mut().assign(k, v);
                match slot!(cv) {
                    Value::Arr(arr) => write(arr, k, v),
                    // An array variable in a reference set (a by-reference
                    // parameter): the set's array is written.
                    Value::Ref(r) if matches!(r.peek(), Value::Arr(a) if !crate::paths::elem_is_ref(a, &k)) => {
                        r.with_mut_same_type(|inner| {
                            if let Value::Arr(arr) = inner {
                                write(arr, k, v);
                            }
                        })
                    }
                    _ => {
                        unmove!(src, v);
                        bail!();
                    }
                }
            }
            // An array literal with elements that are not all constants:
            // `[$a, $b]`, `['k' => $v]` build it in a temporary.
            Op::NewArray { dst, cap } => {
                put!(dst, Value::Arr(tusk_value::PArr::new_literal(cap as usize)));
            }
            Op::ArrPush { arr, val } => {
                // Only the literal's own temporary array (anything else is
                // the main loop's).
                if !matches!(slot!(arr), Value::Arr(_)) {
                    bail!();
                }
                let v = moved!(val);
                if let Value::Arr(a) = slot!(arr) {
                    if let Err(v) = a.make_mut().push(v) {
                        // The next key is taken: php's Error, the main loop's.
                        unmove!(val, v);
                        bail!();
                    }
                }
            }
            Op::ArrSet { arr, key, val } => {
                // Other keys convert (with a deprecation for floats with
                // a fraction, an error for arrays).
                let Some(k) = plain_key(rd!(key)) else {
                    bail!();
                };
                if !matches!(slot!(arr), Value::Arr(_)) {
                    bail!();
                }
                let v = moved!(val);
                if let Value::Arr(a) = slot!(arr) {
                    a.make_mut().insert(k, v);
                }
            }
            Op::FetchConst { dst, cache, .. } => match consts.get(cache as usize) {
                Some(Value::Undef) | None => bail!(),
                Some(v) => put!(dst, dup(v)),
            },
            Op::Strlen { dst, a } => len_op!(dst, a, true),
            Op::Count { dst, a } => len_op!(dst, a, false),
            Op::IssetVal { dst, a } => {
                let set = !rd!(a).is_null();
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
                    bail!();
                };
                let Some(k) = plain_key(rd!(*ko)) else {
                    bail!();
                };
                let rhs = match rd!(src) {
                    Value::Int(i) => Value::Int(*i),
                    Value::Float(f) => Value::Float(*f),
                    _ => bail!(),
                };
                let Value::Arr(arr) = slot!(cv) else {
                    bail!();
                };
                let Some(v) = dim_op(arr, &k, kind, &rhs) else {
                    bail!();
                };
                put!(dst, v);
            }
            Op::AssignOp { dst, cv, src, kind } => {
                if kind == bin_kind::CONCAT {
                    // SAFETY: see `addr!`; `cv` is a slot of the frame.
                    if !unsafe { append(fp.add(cv as usize), addr!(src), false) } {
                        bail!();
                    }
                    if dst != NONE {
                        let v = slot!(cv).clone();
                        store(slot!(dst), v);
                    }
                    continue;
                }
                let rhs = match rd!(src) {
                    Value::Int(i) => Value::Int(*i),
                    Value::Float(f) => Value::Float(*f),
                    _ => bail!(),
                };
                let cur = slot!(cv);
                let Some(v) = arith(kind, cur, &rhs) else {
                    bail!();
                };
                overwrite(cur, dup(&v));
                put!(dst, v);
            }
            Op::FeFetch { it, val, key, end } => {
                // SAFETY: the operands are slots of the running frame.
                match unsafe { fe_fetch(fp, it, val, key) } {
                    Some(true) => {}
                    // SAFETY: `end` is an op index of the unit.
                    Some(false) => ip = unsafe { ops.add(end as usize) },
                    None => bail!(),
                }
            }
            Op::FeReset { it, src, end } => {
                // Arrays only (an undefined variable warns, a reference or
                // an object takes the main loop's path).
                let a = if src & CONST_BIT != 0 {
                    // SAFETY: see `addr!`.
                    match unsafe { &*addr!(src) } {
                        Value::Arr(a) => a.clone(),
                        _ => bail!(),
                    }
                } else {
                    match slot!(src) {
                        Value::Arr(a) if src < ncv => a.clone(),
                        // A temporary moves into the iterator.
                        Value::Arr(_) => match std::mem::take(slot!(src)) {
                            Value::Arr(a) => a,
                            _ => bail!(),
                        },
                        _ => bail!(),
                    }
                };
                if a.is_empty() {
                    drop(a);
                    // SAFETY: `end` is an op index of the unit.
                    ip = unsafe { ops.add(end as usize) };
                } else {
                    store(slot!(it), Value::Arr(a));
                    store(slot!(it + 1), Value::Int(0));
                }
            }
            Op::FeFree { it } => {
                *slot!(it) = Value::Undef;
                *slot!(it + 1) = Value::Undef;
            }
            _ => bail!(),
        }
    }
}

/// `a . b` for strings and ints (nothing to warn about, no ini setting
/// involved: floats print with `precision`): the result, or None for the
/// main loop's operands. With `a_temp` (`a` a temporary slot, not `b`), a
/// left side holding the only handle to its string grows in place and is
/// moved out (`$a . $b . $c`: no copy of it).
///
/// # Safety
/// `a` and `b` point to valid values; `a` is writable when `a_temp`.
#[inline(always)]
pub(crate) unsafe fn concat(a: *mut Value, b: *const Value, a_temp: bool) -> Option<Value> {
    let (mut bx, mut by) = ([0u8; 20], [0u8; 20]);
    // SAFETY: the contract; nothing writes while these borrows live.
    let (va, vb) = unsafe { (through_ref(&*a), through_ref(&*b)) };
    let y = match vb {
        Value::Str(t) => t.as_bytes(),
        Value::Int(i) => tusk_value::num::fmt_int(*i, &mut by),
        _ => return None,
    };
    if a_temp {
        // SAFETY: as above (the slot itself: a temporary holds no
        // reference).
        if let Value::Str(s) = unsafe { &*a } {
            if !s.is_immutable() && s.refcount() == 1 && !s.is_empty() {
                // `b` is not `a` and the string is unshared: `y` does not
                // borrow what grows.
                // SAFETY: the contract (`a` is a writable temporary).
                let Value::Str(mut s) = std::mem::take(unsafe { &mut *a }) else {
                    unreachable!()
                };
                s.push_bytes(y);
                return Some(Value::Str(s));
            }
        }
    }
    let x = match va {
        Value::Str(s) => s.as_bytes(),
        Value::Int(i) => tusk_value::num::fmt_int(*i, &mut bx),
        _ => return None,
    };
    Some(match (va, vb) {
        (_, Value::Str(t)) if x.is_empty() => Value::Str(t.clone()),
        (Value::Str(s), _) if y.is_empty() => Value::Str(s.clone()),
        _ => Value::Str(tusk_value::PStr::concat(x, y)),
    })
}

/// `dst .= src` in place: a string slot `dst` (not a reference) grows by
/// a string `src` or, for an interpolation's `ConcatTo` (`interp`), by an
/// int's digits too (an interpolation's empty literal start becomes a
/// buffer of its own). False, nothing changed, for any other operands
/// (the main loop's, with their conversions and warnings).
///
/// # Safety
/// `dst` and `src` point to valid values (`src` may be `dst`: it is read
/// first, a string through a handle of its own).
#[inline(always)]
pub(crate) unsafe fn append(dst: *mut Value, src: *const Value, interp: bool) -> bool {
    let mut buf = [0u8; 20];
    // A clone of a string: `src` may share the buffer appended to.
    let held;
    // SAFETY: the contract; the borrow ends before the write.
    let y = match unsafe { &*src } {
        Value::Str(s) => {
            held = s.clone();
            held.as_bytes()
        }
        Value::Int(i) if interp => tusk_value::num::fmt_int(*i, &mut buf),
        _ => return false,
    };
    // SAFETY: as above; nothing else borrows `dst`.
    let Value::Str(d) = (unsafe { &mut *dst }) else {
        return false;
    };
    if interp && d.is_empty() && d.is_immutable() {
        let mut n = tusk_value::PStr::with_capacity(y.len().max(32));
        n.push_bytes(y);
        *d = n;
    } else {
        d.push_bytes(y);
    }
    true
}

/// The value itself, or the value of the reference set it belongs to (a
/// borrow that must not be held across a write of the set).
#[inline(always)]
pub(crate) fn through_ref(v: &Value) -> &Value {
    match v {
        Value::Ref(r) => r.peek(),
        v => v,
    }
}

/// A move's value out of the slot value `s`: a temporary's (`temp`)
/// taken, leaving Undef; a variable's copied, through its reference.
/// None, nothing changed: undefined (its warning is the main loop's), or a
/// temporary holding a reference.
#[inline(always)]
pub(crate) fn move_out(s: &mut Value, temp: bool) -> Option<Value> {
    match s {
        Value::Undef => None,
        Value::Ref(r) if !temp => match r.get() {
            Value::Undef => None,
            v => Some(v),
        },
        Value::Ref(_) => None,
        _ if temp => Some(std::mem::take(s)),
        _ => Some(dup(s)),
    }
}

/// An int or a string as an array key (a string normalised as php does:
/// "12" is 12); None for a key of another kind (the main loop's
/// conversions, notices and errors).
#[inline(always)]
pub(crate) fn plain_key(v: &Value) -> Option<Key> {
    match v {
        Value::Int(i) => Some(Key::Int(*i)),
        Value::Str(s) => Some(Key::from_pstr(s)),
        _ => None,
    }
}

/// `arr[key]` for an int or a string key (a string normalised as php
/// does: "12" is 12): Some(None) when missing, None for a key of another
/// kind (the main loop's conversions and warnings).
#[inline(always)]
pub(crate) fn elem<'a>(arr: &'a ArrayData, key: &Value) -> Option<Option<&'a Value>> {
    match key {
        Value::Int(i) => Some(arr.get_int(*i)),
        Value::Str(s) => Some(arr.get_pstr(s)),
        _ => None,
    }
}

/// isset($base[$key]) for an array (or nothing) and an int or string key
/// (both read through references); None for the main loop's cases.
#[inline(always)]
pub(crate) fn isset_dim(base: &Value, key: &Value) -> Option<bool> {
    let found = match base {
        Value::Arr(arr) => elem(arr, key)?,
        Value::Undef | Value::Null => None,
        _ => return None,
    };
    Some(match found {
        Some(Value::Ref(r)) => !r.peek().is_null(),
        Some(v) => !v.is_null(),
        None => false,
    })
}

/// One foreach step over an array held in slots `it` (the array) and
/// `it + 1` (the position): Some(true) when an element was assigned to
/// `val` (and its key to `key`, unless NONE), Some(false) at the end,
/// None when the main loop must run the op (nothing changed).
///
/// # Safety
/// `it`, `it + 1`, `val` and `key` (unless NONE) are slots of the frame
/// whose first slot is `fp`, `val` and `key` distinct from `it` and
/// `it + 1`.
#[inline(always)]
pub(crate) unsafe fn fe_fetch(fp: *mut Value, it: u32, val: u32, key: u32) -> Option<bool> {
    // SAFETY: the caller's contract; each borrow ends before the next.
    let pos = match unsafe { &*fp.add(it as usize + 1) } {
        Value::Int(p) => *p as usize,
        _ => return None,
    };
    // SAFETY: as above.
    let Value::Arr(a) = (unsafe { &*fp.add(it as usize) }) else {
        return None;
    };
    let Some((p, k, v)) = a.entry_from(pos) else {
        return Some(false);
    };
    let v = match v {
        Value::Ref(r) => r.get(),
        v => dup(v),
    };
    let k = match (key != NONE, k) {
        (false, _) => None,
        (true, Ok(i)) => Some(Ok(i)),
        (true, Err(s)) => Some(Err(s.clone())),
    };
    // SAFETY: as above; the array borrows have ended (the copies are
    // made). Variables or temporaries: an assignment (through a reference
    // a variable holds).
    unsafe {
        overwrite(&mut *fp.add(it as usize + 1), Value::Int(p as i64 + 1));
        put(fp.add(val as usize), v);
        let ks = fp.wrapping_add(key as usize);
        match k {
            None => {}
            Some(Ok(i)) => put(ks, Value::Int(i)),
            // A string key over a variable that holds no reference: its
            // two words written directly (see `Value::write_str`).
            Some(Err(s)) if !matches!(&*ks, Value::Ref(_)) => {
                let old = std::ptr::read(ks);
                Value::write_str(ks, s);
                drop(old);
            }
            Some(Err(s)) => put(ks, Value::Str(s)),
        }
    }
    Some(true)
}

/// `$arr[k] op= rhs` on an existing number element (rhs an int or a
/// float): the new value, or None (nothing changed) for anything else.
#[inline(always)]
pub(crate) fn dim_op(arr: &mut tusk_value::PArr, k: &Key, kind: u32, rhs: &Value) -> Option<Value> {
    dim_op_at(arr, KeyRef::Key(k), kind, rhs)
}

/// A key as an element update finds it, borrowed (no `Key` built for a
/// string: no count taken and given back), with no drop glue.
#[derive(Clone, Copy)]
pub(crate) enum KeyRef<'a> {
    Int(i64),
    /// A normalised key.
    Key(&'a Key),
    /// A string used as a key ("12" is the int key 12).
    Str(&'a tusk_value::PStr),
}

impl KeyRef<'_> {
    #[inline(always)]
    fn get(self, a: &tusk_value::ArrayData) -> Option<&Value> {
        match self {
            KeyRef::Int(i) => a.get_int(i),
            KeyRef::Key(k) => a.get(k),
            KeyRef::Str(s) => a.get_pstr(s),
        }
    }

    #[inline(always)]
    fn get_mut(self, a: &mut tusk_value::ArrayData) -> Option<&mut Value> {
        match self {
            KeyRef::Int(i) => a.get_mut(&Key::Int(i)),
            KeyRef::Key(k) => a.get_mut(k),
            KeyRef::Str(s) => a.get_pstr_mut(s),
        }
    }
}

/// [`dim_op`] with the key as [`KeyRef`].
#[inline(always)]
pub(crate) fn dim_op_at(
    arr: &mut tusk_value::PArr,
    k: KeyRef<'_>,
    kind: u32,
    rhs: &Value,
) -> Option<Value> {
    // One lookup when the array is unshared (no copy to make).
    if !arr.is_immutable() && arr.refcount() == 1 {
        let e = k.get_mut(arr.make_mut())?;
        let v = arith(kind, e, rhs)?;
        overwrite(e, dup(&v));
        Some(v)
    } else {
        let v = k.get(arr).and_then(|cur| arith(kind, cur, rhs))?;
        if let Some(e) = k.get_mut(arr.make_mut()) {
            overwrite(e, dup(&v));
        }
        Some(v)
    }
}

/// An int result, or the float one when the int operation overflowed (a
/// plain match: `map_or` would build and drop the unused value).
#[inline(always)]
fn int_or_float(r: Option<i64>, f: f64) -> Value {
    match r {
        Some(i) => Value::Int(i),
        None => Value::Float(f),
    }
}

/// A copy of a value: a bit copy for scalars (no match on the kind, no
/// refcount), a refcounted clone for the rest.
///
/// A heap value is copied bitwise too, its count taken by a clone that is
/// forgotten: every heap kind is a shared pointer whose clone is the same
/// pointer. The copy is then one 16-byte move, never assembled field by
/// field on the machine stack (a later 16-byte read of such a value stalls
/// on store forwarding: ~15 cycles).
#[inline(always)]
pub(crate) fn dup(v: &Value) -> Value {
    if v.is_heap() {
        std::mem::forget(v.clone());
    }
    // SAFETY: a scalar owns nothing; a heap value's count was taken just
    // above for the copy, which is the same pointer its clone would be.
    unsafe { std::ptr::read(v) }
}

/// Assigns `v` to a variable or temporary slot in place (through the
/// reference it holds, if any), the old value dropped after the write:
/// `interp::store` without the out-of-line call, which passes the value
/// through memory.
///
/// # Safety
/// `slot` is a valid slot.
#[inline(always)]
pub(crate) unsafe fn put(slot: *mut Value, v: Value) {
    // SAFETY: the contract.
    unsafe {
        match &*slot {
            Value::Ref(_) => crate::interp::store(&mut *slot, v),
            old if old.is_heap() => drop(std::ptr::replace(slot, v)),
            _ => std::ptr::write(slot, v),
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
        (Value::Str(x), Value::Str(y)) => {
            let c = tusk_value::ops::compare_strs(x, y);
            if le {
                c <= 0
            } else {
                c < 0
            }
        }
        _ => return None,
    })
}

/// `a op b` for the compound assignments the runner handles (+, -, * on
/// ints and floats), as php computes them; None for anything else.
#[inline]
pub(crate) fn arith(kind: u32, a: &Value, b: &Value) -> Option<Value> {
    let (x, y) = match (a, b) {
        (Value::Int(x), Value::Int(y)) => {
            let (x, y) = (*x, *y);
            return Some(match kind {
                bin_kind::ADD => int_or_float(x.checked_add(y), x as f64 + y as f64),
                bin_kind::SUB => int_or_float(x.checked_sub(y), x as f64 - y as f64),
                bin_kind::MUL => int_or_float(x.checked_mul(y), x as f64 * y as f64),
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

/// An arithmetic operand as a number: an int, a float, or a string that
/// is wholly numeric (php converts it silently); None for anything else.
#[inline]
fn number_of(v: &Value) -> Option<Num> {
    match v {
        Value::Int(i) => Some(Num::Int(*i)),
        Value::Float(f) => Some(Num::Float(*f)),
        Value::Str(s) => tusk_value::num::numeric_whole(s.as_bytes()),
        _ => None,
    }
}

#[inline]
fn num_f64(n: Num) -> f64 {
    match n {
        Num::Int(i) => i as f64,
        Num::Float(f) => f,
    }
}

/// Replaces a value that is not a reference (a scalar old value needs no
/// drop call), as a plain assignment would.
#[inline(always)]
pub(crate) fn overwrite(slot: &mut Value, v: Value) {
    if slot.is_heap() {
        *slot = v;
    } else {
        // A scalar has no drop glue to run.
        std::mem::forget(std::mem::replace(slot, v));
    }
}
