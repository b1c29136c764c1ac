//! Prepared callbacks: a PHP callable resolved once by a built-in that calls
//! it many times (array_map, array_filter, usort, preg_replace_callback, ...)
//! and then called per element without resolving it again and without an
//! argument vector (php's zend_fcall_info_cache).
//!
//! `Vm::prepare_callback` resolves user functions, closures and built-ins;
//! everything else (method callables, `__invoke` objects, callables that do
//! not resolve) keeps the callable and goes through `Vm::call_value` on each
//! call, with its checks and errors. A prepared call behaves exactly as
//! `call_value` would: the same frames (marked internal), the same nesting
//! bound, the same trace entry for a built-in called from internal code.
//! The common user call (untyped by-value parameters, a fitting number of
//! positional arguments) writes its frame record in place with a borrowed
//! unit, as DoCall does; every other call goes through the general frame
//! set-up. Not here: that set-up itself (`push_frame_from_stack`,
//! `push_closure_frame`, `call_builtin_staged` are called as they are).

use crate::calls::MAX_REENTRY;
use crate::class::NO_CLASS;
use crate::runtime::{BuiltinEntry, ClosureData, Func};
use crate::{BResult, Vm};
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, NONE};
use tusk_value::{PArr, Value};

/// A callable resolved for repeated calls (see the module comment).
pub struct Prepared {
    target: Target,
    /// The arguments of the last built-in call, lent to
    /// `diag.internal_args` while it runs (kept to reuse its allocation).
    buf: Vec<Value>,
    /// This thread's interrupt flag, read without a thread-local lookup
    /// per call: a prepared callable is called by the built-in that
    /// prepared it, on its thread.
    cell: *const std::cell::Cell<bool>,
}

/// Positional arguments for `call_prepared`: `[Value; N]` or `Vec<Value>`.
pub trait CallArgs: AsRef<[Value]> + IntoIterator<Item = Value> + Into<Vec<Value>> {
    /// Moves the arguments, in order, to `dst`.
    ///
    /// # Safety
    /// `dst` must have room for `self.as_ref().len()` values, and what it
    /// holds there must need no drop (uninitialised or Undef slots): it is
    /// overwritten.
    unsafe fn move_to(self, dst: *mut Value);
}
impl<const N: usize> CallArgs for [Value; N] {
    #[inline(always)]
    unsafe fn move_to(self, dst: *mut Value) {
        let a = std::mem::ManuallyDrop::new(self);
        // SAFETY: the caller gives room for N values; `a` is never dropped,
        // so each value moves to `dst` with its one owner.
        unsafe { std::ptr::copy_nonoverlapping(a.as_ptr(), dst, N) };
    }
}
impl CallArgs for Vec<Value> {
    #[inline]
    unsafe fn move_to(mut self, dst: *mut Value) {
        // SAFETY: the caller gives room for len() values; the length drops
        // to 0 before the vector is dropped, so the values moved are owned
        // by `dst` alone and only the buffer is freed.
        unsafe {
            std::ptr::copy_nonoverlapping(self.as_ptr(), dst, self.len());
            self.set_len(0);
        }
    }
}

/// The one argument of a callback given an array (preg_replace_callback's
/// `$matches`), held as the array's handle alone: one register, and a user
/// callback's slot gets the value made in place. Made by the caller as
/// `[Value::Arr(m)]` and moved as a 16-byte value, it is read back by one
/// 16-byte load right after its two 8-byte stores, which stalls on store
/// forwarding (perf put 12% of preg_replace_callback's own samples on that
/// copy).
pub struct ArrArg(pub PArr);

/// What `call_prepared` takes: any `CallArgs`, or an `ArrArg`.
pub trait Stage {
    /// The arguments as `CallArgs`, for the calls that need them whole
    /// (built-ins, callables not resolved ahead).
    type Args: CallArgs;
    fn count(&self) -> usize;
    /// Moves the values to `dst` (as `CallArgs::move_to`).
    ///
    /// # Safety
    /// As `CallArgs::move_to`, for `count()` values.
    unsafe fn stage_at(self, dst: *mut Value);
    fn into_args(self) -> Self::Args;
}

impl<A: CallArgs> Stage for A {
    type Args = A;
    #[inline(always)]
    fn count(&self) -> usize {
        self.as_ref().len()
    }
    #[inline(always)]
    unsafe fn stage_at(self, dst: *mut Value) {
        // SAFETY: the caller's promise, passed on.
        unsafe { self.move_to(dst) }
    }
    #[inline(always)]
    fn into_args(self) -> A {
        self
    }
}

impl Stage for ArrArg {
    type Args = [Value; 1];
    #[inline(always)]
    fn count(&self) -> usize {
        1
    }
    #[inline(always)]
    unsafe fn stage_at(self, dst: *mut Value) {
        // SAFETY: the caller gives room for one value needing no drop.
        unsafe { dst.write(Value::Arr(self.0)) }
    }
    #[inline(always)]
    fn into_args(self) -> [Value; 1] {
        [Value::Arr(self.0)]
    }
}

enum Target {
    User(Arc<CodeUnit>),
    Closure(Rc<ClosureData>),
    Builtin(Rc<BuiltinEntry>),
    /// Not resolved ahead: each call goes through `call_value`.
    Other(Value),
}

impl Vm {
    /// Resolves `callable` once for `call_prepared`.
    pub fn prepare_callback(&self, callable: &Value) -> Prepared {
        let target = match self.resolve_callable(callable) {
            Some((Func::User(u), _)) => Target::User(u),
            Some((Func::Closure(c), _)) if c.user_unit().is_some() => Target::Closure(c),
            Some((Func::Builtin(b), _)) => Target::Builtin(b),
            _ => Target::Other(callable.clone()),
        };
        Prepared {
            target,
            buf: Vec::new(),
            cell: tusk_value::mem::interrupt_cell(),
        }
    }

    /// Calls a prepared callable with positional arguments (an array of
    /// them, a vector, or an `ArrArg`), as `call_value(callable,
    /// args.into())` would.
    #[inline(always)]
    pub fn call_prepared<A: Stage>(&mut self, p: &mut Prepared, args: A) -> BResult {
        // Each user arm its own inlined call: `c` is a constant in the
        // first (a few instructions a call less than one shared arm).
        match &p.target {
            Target::User(u) => self.enter_prepared(u, None, args, p.cell),
            Target::Closure(c) => {
                let Some(u) = c.user_unit() else {
                    unreachable!("prepared closures are user closures")
                };
                self.enter_prepared(u, Some(c), args, p.cell)
            }
            Target::Builtin(b) => {
                let b = b.clone();
                self.call_prepared_builtin(b, &mut p.buf, args.into_args())
            }
            Target::Other(c) => {
                let c = c.clone();
                self.call_prepared_other(&c, args.into_args().into())
            }
        }
    }

    /// Stages `args`, pushes the frame of `unit` (of closure `c`, if any)
    /// and runs it to completion (call_func's nesting bound and internal
    /// mark included).
    ///
    /// The common case (untyped by-value parameters, enough and not too
    /// many arguments, stack room) writes the frame record in place with a
    /// borrowed unit, as DoCall does: `p` holds the unit (through its
    /// `Arc` or its `ClosureData`) for the whole call, and the frame is
    /// popped before this returns (a generator's frame that leaves is made
    /// owned by `gen_create`). Anything else goes through
    /// `push_frame_from_stack`/`push_closure_frame`, with their checks and
    /// errors.
    #[inline]
    fn enter_prepared<A: Stage>(
        &mut self,
        unit: &Arc<CodeUnit>,
        c: Option<&ClosureData>,
        args: A,
        cell: *const std::cell::Cell<bool>,
    ) -> BResult {
        if self.rt.reentry >= MAX_REENTRY {
            return Err(self.fatal_memory(262144));
        }
        self.rt.reentry += 1;
        let depth = self.rt.frames.len();
        let base = self.rt.sp;
        let n = args.count();
        let simple =
            unit.simple_params && n <= unit.params.len() && n >= unit.required_params as usize;
        if self.rt.stack.ensure(base + n) {
            // SAFETY: slots base..base + n exist (ensure) and, being at and
            // above `sp`, hold Undef: nothing to drop. `sp` covers them next.
            unsafe { args.stage_at(self.rt.stack.as_mut_ptr().add(base)) };
            self.rt.sp = base + n;
            if simple {
                // The parameters of the common case get values, not the
                // references a built-in may pass (push_frame_from_stack's
                // rule).
                let at = self.rt.stack.as_mut_ptr();
                for i in base..base + n {
                    // SAFETY: slot i was just staged (ensure made it valid);
                    // nothing else borrows the stack meanwhile.
                    let slot = unsafe { &mut *at.add(i) };
                    if let Value::Ref(r) = slot {
                        *slot = r.get();
                    }
                }
            }
        } else {
            self.stage_out_of_stack(args);
        }
        let r = if simple
            && !self.stack_exhausted()
            && !self.rt.stack_overflow
            && self
                .rt
                .set_frame_top(base, unit.num_slots as usize)
                .is_some()
        {
            self.push_prepared_frame(unit, c, base, n as u32);
            // SAFETY: this thread's flag (see `Prepared::cell`), which
            // lives as long as the thread. An interrupt raised is seen
            // there: the main loop then runs the frame and takes it.
            self.run_pushed(unit, depth, unsafe { &*cell })
        } else {
            self.enter_prepared_general(unit, c, base, depth)
        };
        self.rt.reentry -= 1;
        r
    }

    /// Out of stack while staging: push_arg records it, push_frame_from_stack
    /// reports it.
    #[cold]
    #[inline(never)]
    fn stage_out_of_stack<A: Stage>(&mut self, args: A) {
        for a in args.into_args() {
            self.rt.push_arg(a);
        }
    }

    /// `enter_prepared` for any call but the common case (the arguments
    /// staged from `base`): the general frame set-up with its checks and
    /// errors. Kept out of line so that the common path stays small.
    #[inline(never)]
    fn enter_prepared_general(
        &mut self,
        unit: &Arc<CodeUnit>,
        c: Option<&ClosureData>,
        base: usize,
        depth: usize,
    ) -> BResult {
        let pushed = match c {
            Some(c) => self.push_closure_frame(c, base, Vec::new(), NONE, false),
            None => self.push_frame_from_stack(unit.clone(), base, Vec::new(), NONE, false),
        };
        match pushed {
            Ok(()) => {
                self.mark_internal(depth);
                self.execute(depth)
            }
            Err(e) => Err(e),
        }
    }

    /// The frame record of `enter_prepared`'s common case (its slots are
    /// made, the arguments in the first ones): what `push_frame_from_stack`
    /// and `push_closure_frame` make, written in place, marked internal.
    #[inline(always)]
    fn push_prepared_frame(
        &mut self,
        unit: &Arc<CodeUnit>,
        c: Option<&ClosureData>,
        base: usize,
        num_args: u32,
    ) {
        // Borrowed: the caller's `Prepared` keeps the unit alive for the
        // whole call (see `runtime::borrow_unit` and `enter_prepared`).
        let u = crate::runtime::borrow_unit(unit);
        let Some(c) = c else {
            self.rt
                .push_user_frame(u, true, base, NONE, num_args, None, NO_CLASS, NO_CLASS);
            self.rt.frames.last_mut().expect("frame").internal = true;
            return;
        };
        // As push_closure_frame's `enter_method`: a closure with neither
        // `$this` nor a scope runs outside classes.
        let cls = if c.this.is_some() || c.scope != NO_CLASS {
            c.cls
        } else {
            NO_CLASS
        };
        self.rt
            .push_user_frame(u, true, base, NONE, num_args, c.this.clone(), c.scope, cls);
        self.rt.frames.last_mut().expect("frame").internal = true;
        self.closure_frame_data(c, base + unit.params.len());
    }

    /// A callable not resolved ahead, through `call_value` (out of line:
    /// the prepared paths stay small).
    #[inline(never)]
    fn call_prepared_other(&mut self, c: &Value, args: Vec<Value>) -> BResult {
        self.call_value(c, args)
    }

    /// A built-in called back (through `call_builtin_staged`), listed in
    /// traces with its arguments, as call_func does.
    fn call_prepared_builtin<A: CallArgs>(
        &mut self,
        b: Rc<BuiltinEntry>,
        buf: &mut Vec<Value>,
        args: A,
    ) -> BResult {
        if let Some(ff) = b.fast {
            // Its fast form (fused.rs): nothing staged, nothing recorded.
            if let Some(v) = crate::fused::call_fast(ff, args.as_ref()) {
                return Ok(v);
            }
        }
        self.call_prepared_builtin_staged(b, buf, args)
    }

    /// `call_prepared_builtin` past the fast form (out of line: the
    /// prepared paths stay small).
    #[inline(never)]
    fn call_prepared_builtin_staged<A: CallArgs>(
        &mut self,
        b: Rc<BuiltinEntry>,
        buf: &mut Vec<Value>,
        args: A,
    ) -> BResult {
        if self.rt.reentry >= MAX_REENTRY {
            return Err(self.fatal_memory(262144));
        }
        self.rt.reentry += 1;
        buf.clear();
        buf.extend(args.as_ref().iter().cloned());
        let prev = self.diag.internal_args.replace(std::mem::take(buf));
        // Staged on the slot stack: call_builtin_staged reads them in place
        // when they already have their declared types, else it falls back
        // to call_builtin's checks itself.
        let base = self.rt.sp;
        for a in args {
            self.rt.push_arg(a);
        }
        let r = self.call_builtin_staged(b, base, false);
        if let Some(mut v) = std::mem::replace(&mut self.diag.internal_args, prev) {
            v.clear();
            *buf = v;
        }
        self.rt.reentry -= 1;
        r
    }
}
