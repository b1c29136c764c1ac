//! Calls made by compiled code (crates/jit): the `vm_op` helper behind
//! `InitCall`, `Send`, `SendVar` and `DoCall`, and the entry into a unit's
//! compiled code shared by the main loop and these calls.
//!
//! A call from compiled code to a user function that is compiled from its
//! start (`tusk_jit::Compiled::from_start`) pushes the callee's frame
//! exactly as the main loop's `DoCall` does, then runs the callee's code
//! at once, on the machine stack: no trip through the main loop, which is
//! where most of a call's cost went. The helper owns the callee's frame
//! while its code runs:
//!
//! - the callee's code stops at its `Return`: the common return (a plain
//!   value) is made here, into the caller's result slot;
//! - any other stop (an op compiled code does not run, a poll, an error)
//!   hands the frame to a nested main loop (`execute` with the callee as
//!   its stop frame), which runs it to its return;
//! - an error that leaves the callee is kept in `Runtime::jit_err`, and the
//!   caller's code returns `Stop::Error`, so its owner unwinds from the
//!   `DoCall`, as the main loop would have.
//!
//! Every other call (a built-in, a closure, a method, named arguments, a
//! callee not compiled yet, by-reference parameters) is left to the main
//! loop before anything was changed. Direct calls stop where the machine
//! stack gets low (`stack_room`): deeper calls run in the main loop, which
//! keeps frames on the heap.
//!
//! Not here: code generation (crates/jit), the single-step helpers
//! (jit_rt.rs), the begin helpers' cache lookups and the begins of `new`
//! and closure calls (jit_begin.rs), foreach steps over objects and
//! Generator method calls from compiled code (jit_gen.rs).

use crate::fast::{elem, through_ref};
use crate::interp::store;
use crate::jit_rt::{JitCx, CODE_FLAGS, DIRECT};
use crate::runtime::{BuiltinEntry, Func};
use crate::{Unwind, Vm};
use std::cell::{Cell, UnsafeCell};
use std::mem::ManuallyDrop;
use std::mem::MaybeUninit;
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, Op, CONST_BIT, NONE};
use tusk_jit::{Stop, BEGIN_GENERAL, VM_BAIL_AFTER, VM_ERROR};
use tusk_value::{PObj, Value, Words};

/// The entry of `u`'s code when calls to it may be direct
/// (`jit_rt::DIRECT`).
#[inline(always)]
pub(crate) fn direct_target(u: &CodeUnit) -> Option<usize> {
    let code = u.jit.code()?;
    (code & DIRECT != 0).then_some(code & !CODE_FLAGS)
}

/// The answer of a call helper whose call returned: the caller's next pc,
/// flagged when an interrupt is up (a destructor of the callee's locals,
/// say, runs before the caller's next op, in the main loop).
#[inline(always)]
pub(crate) fn after_call(next: usize) -> i64 {
    if tusk_value::mem::interrupted() {
        next as i64 + VM_BAIL_AFTER
    } else {
        next as i64
    }
}

/// The constant a `Return` gives back (a constructor's, a void
/// function's null): out of line, to keep `call_direct`'s common path
/// small.
#[cold]
#[inline(never)]
fn const_return(u: &CodeUnit, a: u32) -> Value {
    u.constant(a).clone()
}

/// The call's own handle on the object in operand `slot` of the running
/// frame: a temporary's is taken (as the main loop's `call_target` takes
/// it), a variable's or `$this`'s shared.
///
/// # Safety
/// `fp` is the running frame of `unit`; nothing else borrows the slot.
#[inline(always)]
pub(crate) unsafe fn call_handle(unit: &CodeUnit, fp: *mut Value, slot: u32) -> Option<PObj> {
    // SAFETY: the contract.
    let v = unsafe { &mut *fp.add(slot as usize) };
    if unit.this_slot != slot && slot as usize >= unit.cv_names.len() {
        match std::mem::take(v) {
            Value::Obj(o) => Some(o),
            _ => None,
        }
    } else {
        match v {
            Value::Obj(o) => Some(o.clone()),
            _ => None,
        }
    }
}

/// A helper's context and its VM.
///
/// # Safety
/// `cx` points to a live `JitCx` whose VM is not otherwise borrowed while
/// the helper runs (as for `vm_op`).
#[inline(always)]
pub(crate) unsafe fn parts<'a>(cx: *const u8) -> (&'a JitCx<'a>, &'a mut Vm) {
    // SAFETY: the contract.
    let cx = unsafe { &*(cx as *const JitCx) };
    // SAFETY: as above: nothing else uses the VM during the helper.
    (cx, unsafe { &mut *cx.vm })
}

/// `tusk_jit::Helpers::call_begin`: the `InitCall` of a direct region.
///
/// # Safety
/// `cx` points to a live `JitCx` (as for `vm_op`).
pub(crate) unsafe extern "C" fn call_begin(cx: *const u8, cache: u32, sends: u32) -> i64 {
    // SAFETY: the caller's contract.
    let (cx, vm) = unsafe { parts(cx) };
    let u = match vm.rt.call_cache.get(cx.cb + cache as usize) {
        Some(Some(Func::User(u))) => u,
        Some(Some(Func::Builtin(b))) => {
            return match builtin_tag(b) {
                Some(t) if vm.rt.stack.ensure(vm.rt.sp + sends as usize) => t,
                Some(_) => -1,
                // Any other: the general protocol, its pending record
                // pushed now (the sends know which are references).
                None if vm.jit_init_call(cx.cb + cache as usize) => 0,
                None => -1,
            };
        }
        _ => return -1,
    };
    let p = Arc::as_ptr(u);
    // SAFETY: the cell's unit, alive as long as the cell.
    if vm.direct_room(unsafe { &*p }, sends).is_some() {
        return p as i64;
    }
    // Not callable directly (not compiled yet, by-reference parameters):
    // the general protocol would end in the main loop at the `DoCall`, so
    // the main loop makes the whole call.
    -1
}

/// A direct region's callee for built-in `b`, as `call_begin` answers
/// it: a built-in taking everything by value (its arguments are staged
/// inline too, and the region's `DoCall` calls it in place) is tagged
/// [`BUILTIN_CALLEE`]; one taking something by reference (never by
/// preference) `BYREF_CALLEE` too (staged the same way, its sends at
/// those positions by `stage_ref`, which makes the references). None:
/// the region runs the general protocol.
fn builtin_tag(b: &Rc<BuiltinEntry>) -> Option<i64> {
    let p = Rc::as_ptr(b) as i64;
    if b.sig.plain {
        Some(p | BUILTIN_CALLEE)
    } else if b.sig.in_place {
        Some(p | BUILTIN_CALLEE | tusk_jit::BYREF_CALLEE)
    } else {
        None
    }
}

/// What the code compiled for an `InitCall` site whose cell holds
/// built-in `b` is told of it (`tusk_jit::compile`'s `builtins`): its
/// tagged callee (`builtin_tag`) and the argument positions it takes by
/// reference (bit n: position n, the last bit for any after it), as
/// `builtin_takes_ref` answers them.
pub(crate) fn builtin_site(b: &Rc<BuiltinEntry>) -> (i64, u64) {
    let Some(t) = builtin_tag(b) else {
        return (0, 0);
    };
    let mask = (0..64)
        .filter(|&n| builtin_takes_ref(b, n))
        .fold(0u64, |m, n| m | 1 << n);
    (t, mask)
}

/// The tag of a function region's callee that is a built-in (an
/// `Rc<BuiltinEntry>`'s pointer, aligned, with this bit set) rather than a
/// user function's unit.
const BUILTIN_CALLEE: i64 = 1;

/// The built-in a tagged callee names, counted anew.
///
/// # Safety
/// `callee` came from `call_begin` with [`BUILTIN_CALLEE`] set, and the
/// call-site cell that holds the entry has not changed since.
unsafe fn builtin_callee(callee: i64) -> Rc<BuiltinEntry> {
    let p = builtin_entry(callee);
    // SAFETY: the cell keeps the entry alive; the count taken here is the
    // returned handle's.
    unsafe {
        Rc::increment_strong_count(p);
        Rc::from_raw(p)
    }
}

/// The entry a tagged callee points at (its tag bits cleared).
fn builtin_entry(callee: i64) -> *const BuiltinEntry {
    (callee & !(BUILTIN_CALLEE | tusk_jit::BYREF_CALLEE)) as *const BuiltinEntry
}

/// `tusk_jit::Helpers::method_begin`: the `InitMethodC` or
/// `InitStaticCall` at `pc` that opens a direct region: the callee (its
/// `$this`, scope and called class kept in the context's `direct` slot for
/// the region's depth) when the site's cache names a user method callable
/// directly; else the op run by the general protocol (0, or `VM_ERROR`)
/// when `mode` allows it, or -1.
///
/// # Safety
/// As for `vm_op`.
pub(crate) unsafe extern "C" fn method_begin(
    cx: *const u8,
    fp: *mut Value,
    pc: u32,
    sends: u32,
    mode: u32,
) -> i64 {
    // SAFETY: the caller's contract.
    let (cx, vm) = unsafe { parts(cx) };
    let unit = cx.unit;
    let Some(&op) = unit.ops.get(pc as usize) else {
        return -1;
    };
    let fi = vm.rt.frames.len() - 1;
    let depth = mode & 0xff;
    let hit = match op {
        Op::InitMethodC { obj, cache, name } => {
            // A Generator's send(), current()...: the region's `DoCall`
            // makes it (first: its cache cell holds a built-in method,
            // never a hit).
            if (depth as usize) < tusk_jit::REGION_DEPTH {
                // SAFETY: `fp` is the running frame of `unit` (the contract).
                if let Some((o, tag)) = unsafe { vm.gen_begin(unit, fp, obj, name, sends) } {
                    let none = crate::class::NO_CLASS;
                    cx.set_direct(depth, Some(o), none, none, None);
                    return tag;
                }
            }
            // SAFETY: as above.
            unsafe { vm.method_hit(cx, fp, fi, obj, cache, sends, depth) }
        }
        Op::InitStaticCall { cls, name, cache } => vm
            .static_hit(unit, fi, cls, name, cache)
            .and_then(|(u, scope, k)| {
                // SAFETY: `u` is a class's method's unit, alive as long as
                // the cache entry.
                let u = unsafe { &*u };
                vm.direct_room(u, sends)?;
                cx.set_direct(depth, None, scope, k, None)
                    .then_some(Arc::as_ptr(u))
            }),
        // SAFETY: as above.
        Op::NewObj { .. } | Op::InitCallDyn { .. } => unsafe {
            return vm.begin_other(cx, fp, pc as usize, op, sends, mode);
        },
        _ => return -1,
    };
    if let Some(p) = hit {
        return p as i64;
    }
    // The site's cache names a callee that cannot be called directly (a
    // built-in method, one not compiled yet): the main loop makes the
    // whole call, as the general protocol would end there anyway. The
    // general protocol is for a cache miss (the op fills the cache).
    if mode & BEGIN_GENERAL == 0 || vm.site_cached(cx, fp, fi, op) {
        return -1;
    }
    vm.rt.frames[fi].pc = pc as usize + 1;
    match vm.exec_class_op(op, unit, fi, fp) {
        Ok(()) => 0,
        Err(e) => {
            vm.rt.jit_err = Some(e);
            VM_ERROR
        }
    }
}

/// `tusk_jit::Helpers::new_begin`: `method_begin` for the `NewObj` at
/// `pc` (same answers), `new`'s path without the method dispatch.
///
/// # Safety
/// As for `vm_op`.
pub(crate) unsafe extern "C" fn new_begin(
    cx: *const u8,
    fp: *mut Value,
    pc: u32,
    sends: u32,
    mode: u32,
) -> i64 {
    // SAFETY: the caller's contract.
    let (cx, vm) = unsafe { parts(cx) };
    let Some(&op) = cx.unit.ops.get(pc as usize) else {
        return -1;
    };
    if !matches!(op, Op::NewObj { .. }) {
        return -1;
    }
    // SAFETY: as above.
    unsafe { vm.new_begin_in(cx, fp, pc as usize, op, sends, mode) }
}

/// `tusk_jit::Helpers::call_materialize`: the pending record of direct
/// region call to `callee` whose arguments are staged from `args_base`.
///
/// # Safety
/// `cx` points to a live `JitCx`; `callee` came from a begin helper for a
/// region of this `depth`.
pub(crate) unsafe extern "C" fn call_materialize(
    cx: *const u8,
    callee: i64,
    args_base: i64,
    depth: u32,
) {
    // SAFETY: the caller's contract.
    let (cx, vm) = unsafe { parts(cx) };
    if callee & BUILTIN_CALLEE != 0 {
        // SAFETY: the contract (the region's begin helper tagged it).
        let b = unsafe { builtin_callee(callee) };
        vm.rt.pending.push(crate::runtime::Pending::new(
            Some(Func::Builtin(b)),
            args_base as usize,
        ));
        return;
    }
    if crate::generator::is_gen_tag(callee) {
        // SAFETY: `gen_begin`'s caller kept the generator at `depth`.
        if let (Some(o), ..) = unsafe { cx.take_direct(depth) } {
            vm.gen_tag_pending(callee, o, args_base as usize);
        }
        return;
    }
    let ctx = if depth == tusk_jit::FUNCTION_REGION {
        (None, crate::class::NO_CLASS, crate::class::NO_CLASS, None)
    } else {
        // SAFETY: the method_begin that answered `callee` kept the
        // context at `depth`.
        unsafe { cx.take_direct(depth) }
    };
    // SAFETY: `callee` is the unit of a live call-site cell.
    unsafe { vm.materialize(callee as *const CodeUnit, args_base as usize, ctx) };
}

/// `tusk_jit::Helpers::stage`: a direct region's send that compiled code
/// does not make inline (a string constant, a variable holding something
/// counted or a reference): the next pc, or -1 (nothing done).
///
/// # Safety
/// As for `vm_op`.
pub(crate) unsafe extern "C" fn stage(cx: *const u8, fp: *mut Value, pc: u32) -> i64 {
    // SAFETY: the caller's contract.
    let (cx, vm) = unsafe { parts(cx) };
    // SAFETY: `fp` is the running frame of `cx.unit` (the contract).
    let Some(v) = (unsafe { send_value(cx.unit, fp, pc as usize) }) else {
        return -1;
    };
    vm.push_staged(v);
    pc as i64 + 1
}

impl Vm {
    /// Stages `v` as a direct region's next argument.
    #[inline(always)]
    fn push_staged(&mut self, v: Value) {
        let i = self.rt.sp;
        // SAFETY: the region's begin helper made room for every send of
        // the region; slots at sp and above are Undef (nothing to drop).
        unsafe { std::ptr::write(self.rt.stack.as_mut_ptr().add(i), v) };
        self.rt.sp = i + 1;
    }
}

/// `tusk_jit::Helpers::stage_ref`: a send of a direct region whose
/// callee is a built-in taking some arguments by reference
/// (`BYREF_CALLEE`), or an element sent (`SendPath`) in any region: a
/// variable at a by-reference position is staged as a reference to it
/// (made one if it was not), an element at a by-value position as its
/// value (`path_value`), any other send as `stage` stages it; -1 (nothing
/// done) for the main loop's cases (a value that is no variable at a
/// by-reference position, with its notice or error; an element at a
/// by-reference position, or one `path_value` does not read).
///
/// # Safety
/// As for `stage`; `callee` and `args_base` are the region's, from its
/// begin helper.
pub(crate) unsafe extern "C" fn stage_ref(
    cx: *const u8,
    fp: *mut Value,
    pc: u32,
    callee: i64,
    args_base: i64,
) -> i64 {
    // SAFETY: the caller's contract.
    let (jcx, vm) = unsafe { parts(cx) };
    let n = vm.rt.sp - args_base as usize;
    // SAFETY: `callee` is the region's (the contract).
    let by_ref = unsafe { callee_takes_ref(callee, n) };
    let v = match cx_op(jcx, pc) {
        Some(Op::SendVar { cv }) if by_ref => {
            // SAFETY: `cv` is a slot of the running frame (the contract).
            Value::Ref(unsafe { &mut *fp.add(cv as usize) }.make_ref())
        }
        Some(Op::SendPath { path }) if !by_ref => {
            // SAFETY: `fp` is the running frame of the unit (the contract).
            match unsafe { path_value(jcx.unit, fp, &jcx.unit.paths[path as usize]) } {
                Some(v) => v,
                None => return -1,
            }
        }
        Some(Op::Send { .. } | Op::SendVar { .. }) if !by_ref => {
            // SAFETY: the contract.
            return unsafe { stage(cx, fp, pc) };
        }
        _ => return -1,
    };
    vm.push_staged(v);
    pc as i64 + 1
}

/// The op at `pc` of the running unit.
#[inline(always)]
fn cx_op(cx: &JitCx, pc: u32) -> Option<Op> {
    cx.unit.ops.get(pc as usize).copied()
}

/// Whether a direct region's callee takes its argument `n` by reference.
///
/// # Safety
/// `callee` came from a region's begin helper (a tagged built-in entry or
/// a unit), whose call-site cell still holds it.
unsafe fn callee_takes_ref(callee: i64, n: usize) -> bool {
    if crate::generator::is_gen_tag(callee) {
        // send() takes its argument by value.
        false
    } else if callee & BUILTIN_CALLEE != 0 {
        // SAFETY: the cell keeps the entry alive (the contract).
        builtin_takes_ref(unsafe { &*builtin_entry(callee) }, n)
    } else {
        // SAFETY: as above: the unit lives as long as the cell.
        let u = unsafe { &*(callee as *const CodeUnit) };
        u.by_ref_args & (1 << n.min(63)) != 0 && crate::calls::unit_takes_ref(u, n)
    }
}

/// Whether built-in `b` takes its argument `n` by reference.
fn builtin_takes_ref(b: &BuiltinEntry, n: usize) -> bool {
    b.by_ref_args & (1 << n.min(63)) != 0 && b.sig.takes_ref(n)
}

/// The value of an element sent by value (`f($a[$i][$k])`) when the path
/// reads arrays only, from a variable, and every key is there: None for
/// anything else (an object or a string on the way, a missing key, an
/// undefined variable: the main loop's, with its warnings, hooks and
/// magic methods).
///
/// # Safety
/// `fp` is the running frame of `unit`.
unsafe fn path_value(unit: &CodeUnit, fp: *mut Value, p: &tusk_bytecode::Path) -> Option<Value> {
    let tusk_bytecode::PathBase::Cv(cv) = p.base else {
        return None;
    };
    let at = |o: u32| -> &Value {
        if o & CONST_BIT != 0 {
            unit.constant(o)
        } else {
            // SAFETY: operands are slots of the running frame; nothing is
            // written while these borrows live.
            unsafe { &*fp.add(o as usize) }
        }
    };
    let mut cur = through_ref(at(cv));
    for e in &p.elems {
        let tusk_bytecode::PathElem::Dim(k) = *e else {
            return None;
        };
        let Value::Arr(a) = cur else {
            return None;
        };
        cur = through_ref(elem(a, through_ref(at(k)))??);
    }
    Some(crate::fast::dup(cur))
}

/// The value the `Send` or `SendVar` at `pc` passes in the common case: a
/// constant, a temporary's plain value (moved out, its slot left Undef) or
/// a defined variable's value (read through its reference); None for any
/// other (the main loop sends it, with its notices).
///
/// # Safety
/// `fp` is the running frame of `unit`.
unsafe fn send_value(unit: &CodeUnit, fp: *mut Value, pc: usize) -> Option<Value> {
    Some(match unit.ops.get(pc)? {
        Op::Send { a } if a & CONST_BIT != 0 => unit.constant(*a).clone(),
        // SAFETY: `a` and `cv` are slots of the running frame `fp`.
        Op::Send { a } if *a as usize >= unit.cv_names.len() => {
            match unsafe { &mut *fp.add(*a as usize) } {
                Value::Undef | Value::Ref(_) => return None,
                v => std::mem::take(v),
            }
        }
        // SAFETY: as above.
        Op::SendVar { cv } => match unsafe { &*fp.add(*cv as usize) } {
            Value::Undef => return None,
            Value::Ref(r) => r.get(),
            v => v.clone(),
        },
        _ => return None,
    })
}

/// `tusk_jit::Helpers::call_direct` (`METHOD` false) and
/// `call_direct_method` (true): the `DoCall { dst }` at `pc` of a direct region of
/// nesting `depth` calling `callee` with the arguments staged from
/// `args_base`; a method's context was kept by `method_begin`.
///
/// # Safety
/// As for `vm_op`; `callee` came from the region's begin helper.
pub(crate) unsafe extern "C" fn call_direct<const METHOD: bool>(
    cx: *const u8,
    fp: *mut Value,
    pc: u32,
    callee: i64,
    args_base: i64,
    depth: u32,
    dst: u32,
) -> i64 {
    // SAFETY: the caller's contract.
    let (cx, vm) = unsafe { parts(cx) };
    debug_assert!(matches!(cx.unit.ops.get(pc as usize), Some(&Op::DoCall { dst: d }) if d == dst));
    if METHOD && crate::generator::is_gen_tag(callee) {
        // SAFETY: `fp` is the running frame of `cx.unit` (the contract).
        return unsafe {
            vm.gen_direct(cx, fp, pc as usize, callee, args_base as usize, depth, dst)
        };
    }
    if !METHOD && callee & BUILTIN_CALLEE != 0 {
        // Its fast form first, on the staged arguments, with the entry
        // borrowed from its cell: no count, no context, no frame position
        // (a fast form neither warns nor throws).
        // SAFETY: the contract (the region's begin helper tagged it; the
        // cell keeps the entry alive).
        if let Some(ff) = unsafe { &*builtin_entry(callee) }.fast {
            let mut out = MaybeUninit::<Value>::uninit();
            // SAFETY: `out` is for the result.
            if unsafe { vm.staged_fast_into(ff, args_base as usize, out.as_mut_ptr()) } {
                // SAFETY: written just above.
                let v = unsafe { out.assume_init() };
                if dst == NONE {
                    drop(v);
                } else {
                    // SAFETY: `fp` is the running frame of `cx.unit` (the
                    // contract).
                    store(unsafe { &mut *fp.add(dst as usize) }, v);
                }
                return after_call(pc as usize + 1);
            }
        }
        // SAFETY: as above.
        let b = unsafe { builtin_callee(callee) };
        // SAFETY: `fp` is the running frame of `cx.unit` (the contract).
        return unsafe { vm.call_builtin_direct(cx, fp, dst, pc as usize, b, args_base as usize) };
    }
    // SAFETY: the contract.
    unsafe {
        vm.call_direct::<METHOD>(
            cx.unit,
            fp,
            dst,
            pc as usize,
            callee as *const CodeUnit,
            args_base as usize,
            cx,
            depth,
        )
    }
}

/// `tusk_jit::Helpers::prop_op`: the `FetchPropC`, `AssignPropC` or
/// `IncDecPropC` at `pc`, its cache hit here (the main loop's own hit
/// code), anything else through `vm_op`.
///
/// # Safety
/// As for `vm_op`.
pub(crate) unsafe extern "C" fn prop_op(cx: *const u8, fp: *mut Value, pc: u32) -> i64 {
    // SAFETY: the caller's contract.
    let (c, vm) = unsafe { parts(cx) };
    let unit = c.unit;
    let fi = vm.rt.frames.len() - 1;
    let hit = match unit.ops.get(pc as usize) {
        Some(&Op::FetchPropC {
            dst, obj, cache, ..
        }) => vm.fetch_prop_hit(fi, fp, (dst, obj, cache)),
        Some(&Op::AssignPropC {
            obj, src, cache, ..
        }) => vm.assign_prop_hit(unit, fi, fp, (obj, src, cache)),
        Some(&Op::IncDecPropC {
            dst,
            path,
            kind,
            cache,
        }) => vm.incdec_prop_hit(unit, fi, fp, (dst, path, kind, cache)),
        _ => false,
    };
    if hit {
        // A value the write let go may have had a destructor deferred.
        return after_call(pc as usize + 1);
    }
    // SAFETY: the caller's contract.
    unsafe { vm_op(cx, fp, pc) }
}

/// `tusk_jit::Helpers::vm_op`: the call op at `pc`.
///
/// # Safety
/// `cx` points to a live `JitCx` whose VM is not otherwise borrowed while
/// compiled code runs, `fp` to its unit's running frame.
pub(crate) unsafe extern "C" fn vm_op(cx: *const u8, fp: *mut Value, pc: u32) -> i64 {
    // SAFETY: the caller's contract.
    let cx = unsafe { &*(cx as *const JitCx) };
    let unit = cx.unit;
    // SAFETY: as above: nothing else uses the VM during the helper.
    let vm = unsafe { &mut *cx.vm };
    let pc = pc as usize;
    let next = (pc + 1) as i64;
    let done = |ok: bool| if ok { next } else { -1 };
    let Some(&op) = unit.ops.get(pc) else {
        return -1;
    };
    // The running frame is the top one (its callees have returned).
    let fi = vm.rt.frames.len() - 1;
    // ++/-- through a path, ahead of the other ops (the common one is
    // `C::$n++` on a cached untyped int, done in place), with no second
    // dispatch; anything else by `path_op`.
    if let Op::IncDecPath { dst, path, kind } = op {
        let p = &unit.paths[path as usize];
        if let Some(v) = vm.static_incdec_hit(unit, p, kind) {
            vm.set(fp, dst, v);
            return next;
        }
        vm.rt.frames[fi].pc = pc + 1;
        let base = vm.rt.frames[fi].base;
        return match vm.path_op(unit, base, p, crate::paths::Mode::IncDec(kind)) {
            Ok(v) => {
                vm.set(fp, dst, v);
                done_after(cx, next)
            }
            Err(e) => {
                vm.rt.jit_err = Some(e);
                VM_ERROR
            }
        };
    }
    let r = match op {
        Op::InitCall { cache, .. } => return done(vm.jit_init_call(cx.cb + cache as usize)),
        // SAFETY: `fp` is the running frame of `unit` (the contract).
        Op::Send { .. } | Op::SendVar { .. } => return done(unsafe { vm.jit_send(unit, fp, pc) }),
        // SAFETY: as above.
        Op::DoCall { dst } => return unsafe { vm.jit_do_call(unit, fp, dst, pc) },
        // Cached property access: the main loop's own code.
        Op::FetchPropC { .. }
        | Op::AssignPropC { .. }
        | Op::IncDecPropC { .. }
        | Op::AssignOpPropC { .. } => vm.cached_prop_op(op, unit, fi, fp, pc + 1),
        // Method call set-up outside a direct region, and class ops that
        // neither jump nor push a frame: the main loop's own handlers.
        Op::InitMethodC { .. }
        | Op::InitStaticCall { .. }
        | Op::FetchStaticProp { .. }
        | Op::FetchClassConst { .. }
        | Op::InstanceOf { .. }
        | Op::ThisVal { .. } => {
            vm.rt.frames[fi].pc = pc + 1;
            vm.exec_class_op(op, unit, fi, fp)
        }
        // Writes through a path (`A::$n++`, `$a[$i][$j] = v`).
        // SAFETY: `fp` is the running frame of `unit` (the contract).
        Op::AssignPath { dst, path, src }
            if unsafe { crate::paths::append_in_place(unit, fp, path, src, dst) } =>
        {
            Ok(())
        }
        // A foreach step over an iterator or a generator (an array's is
        // compiled code's own).
        // SAFETY: `fp` is the running frame of `unit` (the contract).
        Op::FeFetch { it, val, key, end } => {
            vm.rt.frames[fi].pc = pc + 1;
            match unsafe { vm.fe_fetch_obj(fp, it, val, key) } {
                Ok(None) => return -1,
                Ok(Some(true)) => Ok(()),
                // The loop is over: the main loop goes on after it.
                Ok(Some(false)) => return end as i64 + VM_BAIL_AFTER,
                Err(e) => Err(e),
            }
        }
        // An element or property sent to the call being prepared (its
        // pending record is there: a path send never sits in a region), and
        // `$f(...)`'s set-up outside a region.
        Op::AssignPath { .. } | Op::SendPath { .. } | Op::InitCallDyn { .. } => {
            vm.rt.frames[fi].pc = pc + 1;
            let base = vm.rt.frames[fi].base;
            let mut after = pc + 1;
            vm.exec_cold(op, unit, fi, base, fp, &mut after)
        }
        _ => return -1,
    };
    match r {
        Ok(()) => done_after(cx, next),
        Err(e) => {
            vm.rt.jit_err = Some(e);
            VM_ERROR
        }
    }
}

/// `vm_op`'s answer after its op ran: `next`, or, with something for the
/// main loop first (a deferred destructor, an error handler's exception),
/// `next` flagged for it to go on there after the op.
#[inline]
pub(crate) fn done_after(cx: &JitCx, next: i64) -> i64 {
    if cx.mem_flag.get() {
        next + VM_BAIL_AFTER
    } else {
        next
    }
}

impl Vm {
    /// This thread's interrupt cell, without a thread-local lookup after
    /// the first (a `Vm` never leaves its thread: it holds `Rc`s).
    #[inline(always)]
    pub(crate) fn interrupt_ptr(&mut self) -> *const Cell<bool> {
        match self.rt.icell {
            0 => self.interrupt_ptr_first(),
            c => c as *const Cell<bool>,
        }
    }

    #[cold]
    #[inline(never)]
    fn interrupt_ptr_first(&mut self) -> *const Cell<bool> {
        let c = tusk_value::mem::interrupt_cell();
        self.rt.icell = c as usize;
        c
    }

    /// Whether the machine stack has room for another direct call: a
    /// quarter of the thread's stack (at least 512 KiB) stays for the main
    /// loop, the built-ins and the nested loops that a direct call may
    /// start. (A `Vm` never leaves its thread: it holds `Rc`s.)
    #[inline(always)]
    pub(crate) fn stack_room(&mut self) -> bool {
        let here = 0u8;
        let sp = &raw const here as usize;
        sp > self.rt.jit_floor.0 || self.stack_room_first(sp)
    }

    /// `stack_room` when the address is not above the floor, which it
    /// never is before the floor is measured (`StackFloor`'s default).
    #[cold]
    #[inline(never)]
    fn stack_room_first(&mut self, sp: usize) -> bool {
        if self.rt.jit_floor.0 != usize::MAX {
            return false;
        }
        self.rt.jit_floor.0 = measure_floor();
        sp > self.rt.jit_floor.0
    }
}

/// The floor of this thread's stack (usize::MAX - 1 when it cannot be
/// known: then no direct calls).
#[cold]
fn measure_floor() -> usize {
    // SAFETY: plain libc calls on this thread's own attributes; `attr` is
    // initialised by pthread_getattr_np before it is read and destroyed
    // once.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) != 0 {
            return usize::MAX - 1;
        }
        let mut addr: *mut libc::c_void = std::ptr::null_mut();
        let mut size: libc::size_t = 0;
        let r = libc::pthread_attr_getstack(&attr, &mut addr, &mut size);
        libc::pthread_attr_destroy(&mut attr);
        if r != 0 || addr.is_null() {
            return usize::MAX - 1;
        }
        addr as usize + (size / 4).max(512 << 10)
    }
}

impl Vm {
    /// Runs `unit`'s compiled code `code` for frame `fi` (slots at `fp`)
    /// from `pc`.
    ///
    /// # Safety
    /// `code` is the entry compiled for `unit`, frame `fi` runs `unit` with
    /// its slots at `fp`, and no reference into the slots is live.
    #[inline(always)]
    pub(crate) unsafe fn jit_run(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        pc: usize,
        code: usize,
        cell: *const Cell<bool>,
    ) -> Stop {
        let f = &self.rt.frames[fi];
        // Two 4-byte loads, as the record's fields were just written (a
        // frame pushed by the caller): the one 8-byte load the compiler
        // made of them cannot be forwarded from those stores and stalled
        // on every direct call (a fifth of oop/static_call's time, perf).
        // SAFETY: plain reads of two fields of a live record.
        let (scope, cls) = unsafe {
            (
                std::ptr::read_volatile(&f.scope),
                std::ptr::read_volatile(&f.cls),
            )
        };
        let mut cb = f.cache_base;
        if cb == usize::MAX {
            cb = self.cache_base_for(unit);
            self.rt.frames[fi].cache_base = cb;
        }
        // SAFETY: the interrupt cell lives as long as the thread.
        let mem_flag = unsafe { &*cell };
        let cx = JitCx {
            sp: &raw mut self.rt.sp,
            stack: self.rt.stack.as_mut_ptr(),
            vm: self as *mut Vm,
            unit,
            cb,
            mem_flag,
            direct: UnsafeCell::new([MaybeUninit::uninit(); tusk_jit::REGION_DEPTH]),
            scope,
            cls,
        };
        // SAFETY: the caller's contract; the context outlives the call and
        // the flag is a `Cell<bool>` (one byte).
        let r = unsafe {
            let f = std::mem::transmute::<usize, tusk_jit::Entry>(code);
            f(
                &cx as *const JitCx as *const u8,
                fp,
                pc as u32,
                cell as *const u8,
            )
        };
        Stop::decode(r)
    }

    /// The pending record of a direct call to `callee` whose arguments are
    /// staged from `args_base` (what `InitCall` would have pushed).
    ///
    /// # Safety
    /// `callee` is the unit of a live call-site cell.
    #[cold]
    #[inline(never)]
    unsafe fn materialize(
        &mut self,
        callee: *const CodeUnit,
        args_base: usize,
        (this, scope, cls, closure): crate::jit_rt::DirectCtx,
    ) {
        // A closure's call: the record `InitCallDyn` makes (the Closure
        // object carried as its `this`; its own `$this` and scope come
        // from its data).
        if let Some(o) = closure {
            drop(this);
            if let Some(cd) = crate::closure::closure_data(&o) {
                let mut p = self.closure_pending(cd, args_base);
                p.this = Some(o);
                self.rt.pending.push(p);
            }
            return;
        }
        // SAFETY: a borrowed copy of the cell's Arc (see `borrow_unit`).
        let u = ManuallyDrop::new(unsafe { Arc::from_raw(callee) });
        self.rt
            .push_user_pending_at(&u, this, scope, cls, args_base);
    }

    /// The direct call of a region: the callee's frame over the staged
    /// arguments, its code run, its result in `dst`; or -1, nothing done,
    /// when the call needs the general path (compiled code then makes the
    /// pending records).
    ///
    /// # Safety
    /// `fp` is the running frame of `caller` (the top frame); `callee`
    /// came from the region's begin helper, which made its room.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    unsafe fn call_direct<const METHOD: bool>(
        &mut self,
        caller: &CodeUnit,
        fp: *mut Value,
        dst: u32,
        pc: usize,
        callee: *const CodeUnit,
        args_base: usize,
        cx: &JitCx,
        depth: u32,
    ) -> i64 {
        let mem_flag = cx.mem_flag;
        // SAFETY: the contract.
        let u = unsafe { &*callee };
        let nargs = self.rt.sp - args_base;
        let code = match direct_target(u) {
            Some(c)
                if (u.required_params as usize..=u.params.len()).contains(&nargs)
                    && !self.rt.interrupt
                    && !mem_flag.get()
                    && !self.stack_exhausted()
                    && self.stack_room() =>
            {
                c
            }
            // Nothing done: compiled code makes the pending record (after
            // those of the regions around this one).
            _ => return -1,
        };
        let caller_fi = self.rt.frames.len() - 1;
        self.rt.frames[caller_fi].pc = pc + 1;
        let num_slots = u.num_slots as usize;
        // Cannot fail: `call_begin` made the room.
        let _ = self.rt.set_frame_top(args_base, num_slots);
        // SAFETY: a borrowed copy of the call-site cell's Arc, which
        // outlives the frame (see `borrow_unit`).
        let arc = ManuallyDrop::new(unsafe { Arc::from_raw(callee) });
        let (this, scope, cls, closure) = if METHOD {
            // SAFETY: the region's method_begin kept the context at `depth`.
            unsafe { cx.take_direct(depth) }
        } else {
            (None, crate::class::NO_CLASS, crate::class::NO_CLASS, None)
        };
        self.rt
            .push_user_frame(arc, true, args_base, dst, nargs as u32, this, scope, cls);
        if METHOD {
            if let Some(o) = closure {
                self.closure_frame(o, args_base + u.params.len());
            }
        }
        if !u.simple_params {
            if let Err(e) = self.check_typed_args(caller.strict_types) {
                self.rt.jit_err = Some(e);
                return VM_ERROR;
            }
        }
        let fi = caller_fi + 1;
        let cfp = self.rt.stack.as_mut_ptr().wrapping_add(args_base);
        // SAFETY: `code` is the callee's entry and `cfp` its frame's slots.
        let stop = unsafe { self.jit_run(u, fi, cfp, 0, code, mem_flag) };
        // The common return, inline: a plain value in a slot, or a
        // constant (a constructor's, a void function's null).
        if let Stop::Op(p, _) = stop {
            if let Some(&Op::Return { a }) = u.ops.get(p) {
                if a & CONST_BIT == 0 {
                    // SAFETY: `a` is a slot of the callee's frame.
                    let src = unsafe { cfp.add(a as usize) };
                    // SAFETY: as above.
                    if !matches!(unsafe { &*src }, Value::Undef | Value::Ref(_)) {
                        // SAFETY: as above; nothing borrows the slot.
                        let w = unsafe { Value::take_words(src) };
                        // SAFETY: `fp` is still the caller's frame; the
                        // words are used once.
                        return unsafe { self.direct_return::<METHOD>(w, fp, dst, pc, mem_flag) };
                    }
                } else {
                    let mut v = const_return(u, a);
                    // SAFETY: as above; `v` is left Undef.
                    let w = unsafe { Value::take_words(&mut v) };
                    // SAFETY: as above.
                    return unsafe { self.direct_return::<METHOD>(w, fp, dst, pc, mem_flag) };
                }
            }
        }
        // SAFETY: as above.
        unsafe { self.jit_finish(u, fi, stop, fp, dst, pc + 1) }
    }

    /// A direct call's common return: the callee's frame popped, its
    /// value (words `w`, kept out of memory: see `Value::take_words`) in
    /// the caller's `dst`; the caller's next pc (flagged when a destructor
    /// of the callee's locals, say, is to run first, in the main loop).
    ///
    /// # Safety
    /// `fp` is the caller's frame (the stack never moves); `w` came from
    /// `Value::take_words`.
    #[inline(always)]
    unsafe fn direct_return<const METHOD: bool>(
        &mut self,
        w: Words,
        fp: *mut Value,
        dst: u32,
        pc: usize,
        mem_flag: &Cell<bool>,
    ) -> i64 {
        self.pop_direct_frame::<METHOD>();
        if dst != NONE {
            // SAFETY: the contract.
            let slot = unsafe { fp.add(dst as usize) };
            // SAFETY: as above; the words are used once.
            unsafe {
                if (*slot).is_heap() {
                    store(&mut *slot, Value::from_words(w));
                } else {
                    Value::put_words(slot, w);
                }
            }
        } else {
            // SAFETY: the words are used once.
            drop(unsafe { Value::from_words(w) });
        }
        if mem_flag.get() {
            return pc as i64 + 1 + VM_BAIL_AFTER;
        }
        pc as i64 + 1
    }

    /// The top frame, just pushed for a call of Closure `o`: its captured
    /// values from slot `vb` on, its own static variables, the object
    /// kept (its data holds the unit the frame borrows), as the main
    /// loop's `push_closure_call_frame` makes them.
    #[inline(never)]
    fn closure_frame(&mut self, o: PObj, vb: usize) {
        let Some(cd) = crate::closure::closure_data_ref(&o) else {
            return;
        };
        self.closure_frame_data(cd, vb);
        self.rt.frames.last_mut().expect("frame").closure = Some(o);
    }

    /// The `DoCall` at `pc` of a direct region calling built-in `b` with
    /// the arguments staged from `args_base`: the main loop's call of a
    /// built-in, its result in `dst`. The next pc (flagged as `after_call`
    /// does) or `VM_ERROR`.
    ///
    /// # Safety
    /// `fp` is the running frame of `cx.unit`, the top frame.
    #[inline(never)]
    unsafe fn call_builtin_direct(
        &mut self,
        cx: &JitCx,
        fp: *mut Value,
        dst: u32,
        pc: usize,
        b: Rc<BuiltinEntry>,
        args_base: usize,
    ) -> i64 {
        let fi = self.rt.frames.len() - 1;
        self.rt.frames[fi].pc = pc + 1;
        // SAFETY: the contract.
        unsafe { self.jit_builtin_call(b, args_base, cx.unit.strict_types, fp, dst, pc + 1) }
    }

    /// Pops the top frame, one `call_direct` pushed (a borrowed unit; a
    /// method's `$this` and a closure's object, if any, and its extra
    /// record, if the callee made one, are released), and frees its
    /// slots: `pop_frame_ret` for that case.
    #[inline(always)]
    fn pop_direct_frame<const METHOD: bool>(&mut self) {
        let n = self.rt.frames.len() - 1;
        // SAFETY: the top record (n) is initialised; the length drops
        // first, then its owned fields are read once (`unit` is a borrowed
        // copy: nothing to give back).
        let (extra, this, closure, base) = unsafe {
            self.rt.frames.set_len(n);
            let p = self.rt.frames.as_ptr().add(n);
            debug_assert!((*p).unit_borrowed);
            (
                std::ptr::read(&raw const (*p).extra),
                std::ptr::read(&raw const (*p).this),
                std::ptr::read(&raw const (*p).closure),
                (*p).base,
            )
        };
        let top = self.rt.sp;
        debug_assert!(base <= top && top <= self.rt.stack.len());
        // SAFETY: base..top are the frame's valid slots (the stack never
        // moves; dropping a value cannot reach the VM: destructors are
        // deferred). Each heap value is dropped once and its slot reset.
        unsafe {
            let mut q = self.rt.stack.as_mut_ptr().add(base);
            let end = self.rt.stack.as_mut_ptr().add(top);
            while q < end {
                Value::clear_slot(q);
                q = q.add(1);
            }
        }
        self.rt.sp = base;
        if !self.rt.dyn_vars.is_empty() {
            self.rt.dyn_vars.retain(|(d, _), _| *d < n);
        }
        // A method's `$this` is the common one: a count taken back
        // inline when that is all its drop would do; a function's frame
        // has none. The rare two (an extra record, a closure's object)
        // only when there.
        if METHOD && this.is_some() {
            match this {
                // SAFETY: the handle is forgotten after `true`.
                Some(o) if unsafe { o.release_unless_last() } => std::mem::forget(o),
                o => drop(o),
            }
        } else {
            debug_assert!(METHOD || this.is_none());
            std::mem::forget(this);
        }
        if extra.is_some() || closure.is_some() {
            drop((extra, closure));
        } else {
            std::mem::forget((extra, closure));
        }
    }

    /// `InitCall` of a user function or a built-in already in its
    /// call-site cell: its pending record. False (nothing done) for
    /// anything else.
    fn jit_init_call(&mut self, cell: usize) -> bool {
        match self.rt.call_cache.get(cell) {
            Some(Some(Func::User(u))) => {
                let u: *const Arc<CodeUnit> = u;
                // SAFETY: the cell is not touched while the record is
                // written (the pending stack is another vector); the unit
                // is borrowed from it as the main loop's InitCall borrows
                // it.
                self.rt.push_function_pending(unsafe { &*u }, self.rt.sp);
                true
            }
            Some(Some(f @ Func::Builtin(_))) => {
                let p = crate::runtime::Pending::new(Some(f.clone()), self.rt.sp);
                self.rt.pending.push(p);
                true
            }
            _ => false,
        }
    }

    /// `Send`/`SendVar` at `pc` of the common case (`send_value`) to a
    /// by-value parameter of the call being prepared, or a variable to a
    /// by-reference one (made a reference, as the main loop's `SendVar`).
    ///
    /// # Safety
    /// `fp` is the running frame of `unit`.
    unsafe fn jit_send(&mut self, unit: &CodeUnit, fp: *mut Value, pc: usize) -> bool {
        if self.rt.pending.is_empty() {
            return false;
        }
        if self.pending_arg_by_ref() {
            let Some(&Op::SendVar { cv }) = unit.ops.get(pc) else {
                return false;
            };
            // SAFETY: `cv` is a slot of the running frame (the contract).
            let r = unsafe { &mut *fp.add(cv as usize) }.make_ref();
            self.rt.push_arg(Value::Ref(r));
            return true;
        }
        // SAFETY: the contract.
        let Some(v) = (unsafe { send_value(unit, fp, pc) }) else {
            return false;
        };
        self.rt.push_arg(v);
        true
    }

    /// `DoCall` of a built-in whose pending record is on top (positional
    /// arguments only): the main loop's call, its result in `dst`; the
    /// next pc or `VM_ERROR`.
    ///
    /// # Safety
    /// `fp` is the running frame of `caller`, the top frame.
    #[cold]
    unsafe fn jit_do_builtin(
        &mut self,
        caller: &CodeUnit,
        fp: *mut Value,
        dst: u32,
        pc: usize,
    ) -> i64 {
        let Some(mut p) = self.rt.pending.pop() else {
            return -1;
        };
        let Some(Func::Builtin(b)) = p.take_func() else {
            return -1;
        };
        let fi = self.rt.frames.len() - 1;
        self.rt.frames[fi].pc = pc + 1;
        // SAFETY: the contract.
        unsafe { self.jit_builtin_call(b, p.args_base, caller.strict_types, fp, dst, pc + 1) }
    }

    /// `DoCall` of a pending call with no function (its record on top): a
    /// built-in method, `__call`, or `new` of a class without constructor,
    /// made as the main loop makes it (`do_native_call`).
    ///
    /// # Safety
    /// `fp` is the running frame, the top one.
    #[inline(never)]
    unsafe fn jit_do_native(&mut self, fp: *mut Value, dst: u32, pc: usize) -> i64 {
        if self.rt.pending.is_empty() {
            return -1;
        }
        let fi = self.rt.frames.len() - 1;
        self.rt.frames[fi].pc = pc + 1;
        let r = match self.gen_call_top() {
            Some(r) => r,
            None => {
                let p = self.rt.pending.pop().expect("checked above");
                self.do_native_call(p)
            }
        };
        // SAFETY: the contract.
        unsafe { self.call_result(r, fp, dst, pc + 1) }
    }

    /// Built-in `b` called from compiled code with its arguments staged
    /// from `args_base`, as the main loop's `DoCall` or `CallFused` calls
    /// it (the frame's pc is set): its result in `dst`; `next` (flagged as
    /// `after_call` does) or `VM_ERROR` (the error in `jit_err`).
    ///
    /// # Safety
    /// `fp` is the running frame, the top one.
    pub(crate) unsafe fn jit_builtin_call(
        &mut self,
        b: Rc<BuiltinEntry>,
        args_base: usize,
        strict: bool,
        fp: *mut Value,
        dst: u32,
        next: usize,
    ) -> i64 {
        let mut out = MaybeUninit::<Value>::uninit();
        match self.call_builtin_staged_into(b, args_base, strict, out.as_mut_ptr()) {
            Ok(()) => {
                // SAFETY: written by the Ok call; `store` reads it by its
                // kind byte and payload word, as it was written.
                let v = unsafe { out.assume_init() };
                if dst != NONE {
                    // SAFETY: the contract (the stack never moves).
                    store(unsafe { &mut *fp.add(dst as usize) }, v);
                } else {
                    drop(v);
                }
                after_call(next)
            }
            Err(e) => {
                self.rt.jit_err = Some(e);
                VM_ERROR
            }
        }
    }

    /// `DoCall` of a plain user function compiled from its start: the
    /// callee's frame, its code run directly, its result in `dst`. The
    /// next pc, -1 (nothing done: the main loop makes the call) or
    /// `VM_ERROR` (the error in `jit_err`).
    ///
    /// # Safety
    /// `fp` is the running frame of `caller`, the top frame.
    unsafe fn jit_do_call(
        &mut self,
        caller: &CodeUnit,
        fp: *mut Value,
        dst: u32,
        pc: usize,
    ) -> i64 {
        if let Some(p) = self.rt.pending.last() {
            if matches!(p.func(), Some(Func::Builtin(_))) && p.extra.is_none() && p.this.is_none() {
                return unsafe { self.jit_do_builtin(caller, fp, dst, pc) };
            }
            if p.func().is_none() {
                // SAFETY: the caller's contract.
                return unsafe { self.jit_do_native(fp, dst, pc) };
            }
        }
        let (code, args_base, nargs, num_slots) = {
            let Some(p) = self.rt.pending.last() else {
                return -1;
            };
            let Some(u) = p.plain_user_unit() else {
                return -1;
            };
            let code = match u.jit.code() {
                Some(c) if c & (crate::jit_rt::FROM_START | DIRECT) != 0 => c & !CODE_FLAGS,
                _ => return -1,
            };
            let nargs = self.rt.sp - p.args_base;
            if !(u.simple_params || crate::calls::typed_by_value(u))
                || u.by_ref_return
                || !(u.required_params as usize..=u.params.len()).contains(&nargs)
            {
                return -1;
            }
            (code, p.args_base, nargs, u.num_slots as usize)
        };
        if !self.rt.stack.ensure(args_base + num_slots)
            || self.rt.interrupt
            || tusk_value::mem::interrupted()
            || self.stack_exhausted()
            || !self.stack_room()
        {
            return -1;
        }
        // The caller's position, for traces and warnings from the callee.
        let caller_fi = self.rt.frames.len() - 1;
        self.rt.frames[caller_fi].pc = pc + 1;
        // SAFETY: the top record is a plain user call (tested above).
        let (u, borrowed, this, scope, cls, args_base) = unsafe { self.rt.take_user_pending() };
        let simple = u.simple_params;
        let callee: *const CodeUnit = Arc::as_ptr(&u);
        // Cannot fail: the slots were ensured above.
        let _ = self.rt.set_frame_top(args_base, num_slots);
        self.rt
            .push_user_frame(u, borrowed, args_base, dst, nargs as u32, this, scope, cls);
        if !simple {
            if let Err(e) = self.check_typed_args(caller.strict_types) {
                self.rt.jit_err = Some(e);
                return VM_ERROR;
            }
        }
        let fi = caller_fi + 1;
        // SAFETY: the frame just pushed holds the unit (borrowed from the
        // call-site cell, which outlives it, or owned) until it is popped.
        let callee = unsafe { &*callee };
        let cfp = self.rt.stack.as_mut_ptr().wrapping_add(args_base);
        // SAFETY: `code` is the callee's entry and `cfp` its frame's slots.
        let cell = self.interrupt_ptr();
        let stop = unsafe { self.jit_run(callee, fi, cfp, 0, code, cell) };
        // SAFETY: `fp` is still the caller's frame (the stack never moves).
        unsafe { self.jit_finish(callee, fi, stop, fp, dst, pc + 1) }
    }

    /// After the code of callee frame `fi` stopped: its return, or the rest
    /// of its run in a nested main loop; the caller's `next` pc, or
    /// `VM_ERROR`.
    ///
    /// # Safety
    /// `fp` is the caller's frame, `dst` its result slot (or NONE).
    #[inline(never)]
    unsafe fn jit_finish(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        stop: Stop,
        fp: *mut Value,
        dst: u32,
        next: usize,
    ) -> i64 {
        let r = self.finish_frame(unit, fi, stop);
        // SAFETY: the caller's contract.
        unsafe { self.call_result(r, fp, dst, next) }
    }

    /// Runs frame `fi`, just pushed for `unit` (from its start), to its
    /// return: its compiled code at once when it has code from its start
    /// (a built-in's callback, say), then `finish_frame`; else the main
    /// loop. The main loop's own entry would do the same, at the price of
    /// its set-up on every call.
    /// `cell` is this thread's interrupt flag. Inlined into its one
    /// caller (`enter_prepared`): a built-in's callback pays for one call
    /// frame, not four.
    #[inline(always)]
    pub(crate) fn run_pushed(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        cell: &Cell<bool>,
    ) -> Result<Value, Unwind> {
        let mem_cell = cell as *const Cell<bool>;
        let code = match unit.jit.code() {
            Some(c)
                if c & crate::jit_rt::FROM_START != 0
                    && !unit.by_ref_return
                    && !cell.get()
                    && self.stack_room() =>
            {
                c & !CODE_FLAGS
            }
            _ => return self.execute(fi),
        };
        let fp = self
            .rt
            .stack
            .as_mut_ptr()
            .wrapping_add(self.rt.frames[fi].base);
        // SAFETY: `code` was compiled for `unit`, which frame `fi` (the top
        // one) runs with its slots at `fp`.
        let stop = unsafe { self.jit_run(unit, fi, fp, 0, code, mem_cell) };
        self.finish_frame(unit, fi, stop)
    }

    /// After the code of frame `fi` (the top one, running `unit`) stopped:
    /// the common return (a plain value) made here, its frame popped; any
    /// other stop goes on in a nested main loop (`execute` with the frame
    /// as its stop); an error unwinds from it.
    #[inline(always)]
    fn finish_frame(&mut self, unit: &CodeUnit, fi: usize, stop: Stop) -> Result<Value, Unwind> {
        let p = match stop {
            Stop::Op(p, _) => {
                if let Some(&Op::Return { a }) = unit.ops.get(p) {
                    if a & CONST_BIT != 0 {
                        let v = unit.constant(a).clone();
                        self.pop_frame_ret_with::<true>();
                        return Ok(v);
                    }
                    let base = self.rt.frames[fi].base;
                    // SAFETY: `a` is a slot of the frame.
                    let src = unsafe { self.rt.stack.as_mut_ptr().add(base + a as usize) };
                    // SAFETY: as above; nothing borrows the slot.
                    if !matches!(unsafe { &*src }, Value::Undef | Value::Ref(_)) {
                        // Two words until the result is written: an
                        // `Option<Value>` of them was assembled on the
                        // stack byte by byte and reloaded whole (a
                        // store-forwarding stall on every callback).
                        // SAFETY: as above.
                        let w = unsafe { Value::take_words(src) };
                        self.pop_frame_ret_with::<true>();
                        // SAFETY: the words are used once.
                        return Ok(unsafe { Value::from_words(w) });
                    }
                }
                p
            }
            Stop::Poll(p) => {
                if tusk_value::mem::interrupted() {
                    self.rt.interrupt = true;
                }
                if self.deadline_passed() {
                    self.rt.frames[fi].pc = p;
                    let e = self.timeout_fatal();
                    return self.unwind_frame(e, fi);
                }
                p
            }
            Stop::Error(p) => {
                self.rt.frames[fi].pc = p + 1;
                let e = self.rt.jit_err.take().unwrap_or(Unwind::Exit(255));
                return self.unwind_frame(e, fi);
            }
        };
        self.rt.frames[fi].pc = p;
        self.execute(fi)
    }

    /// Unwinds `e` from frame `fi`: caught there, its run goes on in a
    /// nested main loop; else the error passes on.
    #[cold]
    #[inline(never)]
    fn unwind_frame(&mut self, e: Unwind, fi: usize) -> Result<Value, Unwind> {
        match self.handle_unwind(e, fi)? {
            None => self.execute(fi),
            Some(v) => Ok(v),
        }
    }

    /// The answer for a callee's outcome (a user function's or a
    /// built-in's): its value stored in the caller's `dst` and the
    /// caller's `next` pc (flagged as `after_call` does), or its error kept
    /// in `jit_err` for the caller's owner (`VM_ERROR`).
    ///
    /// # Safety
    /// `fp` is the caller's frame, `dst` its result slot (or NONE).
    unsafe fn call_result(
        &mut self,
        r: Result<Value, Unwind>,
        fp: *mut Value,
        dst: u32,
        next: usize,
    ) -> i64 {
        match r {
            Ok(v) => {
                if dst != NONE {
                    // SAFETY: the caller's contract (the stack never moves).
                    store(unsafe { &mut *fp.add(dst as usize) }, v);
                }
                after_call(next)
            }
            Err(e) => {
                self.rt.jit_err = Some(e);
                VM_ERROR
            }
        }
    }
}
