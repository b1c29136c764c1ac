//! The begin helpers' lookups for direct call regions of compiled code
//! (`method_begin`, jit_call.rs): whether a method call's cache cell
//! names a callee that may be called directly (`method_hit`,
//! `site_cached`, `direct_room`), and the begins of `new C(...)` and of
//! `$f(...)` on a user closure (`begin_other`, `new_direct`,
//! `ctor_direct`, `closure_hit`).
//!
//! Not here: the calls themselves and the entry into compiled code
//! (jit_call.rs).

use crate::class::MethodBody;
use crate::jit_call::{call_handle, direct_target};
use crate::jit_rt::JitCx;
use crate::{Unwind, Vm};
use std::mem::ManuallyDrop;
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, Op, CONST_BIT};
use tusk_jit::{BEGIN_GENERAL, VM_ERROR};
use tusk_value::Value;

impl Vm {
    /// Whether the cache cell of a method call op (`InitMethodC`,
    /// `InitStaticCall`) answers for this call: for the object's class
    /// from this scope, or (a static call) filled at all.
    pub(crate) fn site_cached(&self, cx: &JitCx, fp: *mut Value, fi: usize, op: Op) -> bool {
        let (cache, obj) = match op {
            Op::InitMethodC { obj, cache, .. } => (cache, Some(obj)),
            Op::InitStaticCall { cache, .. } => (cache, None),
            _ => return false,
        };
        match obj {
            None => self
                .rt
                .obj_cache
                .get(cx.cb + cache as usize)
                .is_some_and(|e| e.class != 0),
            Some(obj) => match Self::obj_slot(fp, obj) {
                Some(Value::Obj(o)) => self.prop_hit(fi, cache, o).is_some(),
                _ => false,
            },
        }
    }

    /// Whether `u` may be called directly, with room made for a region of
    /// `sends` arguments and its frame above them.
    #[inline(always)]
    pub(crate) fn direct_room(&mut self, u: &CodeUnit, sends: u32) -> Option<()> {
        direct_target(u)?;
        let room = (u.num_slots as usize).max(sends as usize);
        self.rt.stack.ensure(self.rt.sp + room).then_some(())
    }

    /// The cache hit of `InitMethodC` on object operand `obj` at site
    /// `cache` for a direct region of `sends` arguments: a user method
    /// callable directly, its `$this`, scope and called class kept in
    /// `cx` at `depth` for the region's `DoCall`, room made for its frame.
    ///
    /// # Safety
    /// `fp` is the running frame `fi` of `cx.unit`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) unsafe fn method_hit(
        &mut self,
        cx: &JitCx,
        fp: *mut Value,
        fi: usize,
        obj: u32,
        cache: u32,
        sends: u32,
        depth: u32,
    ) -> Option<*const CodeUnit> {
        let unit = cx.unit;
        let Some(Value::Obj(o)) = Self::obj_slot(fp, obj) else {
            return None;
        };
        let e = self.prop_hit(fi, cache, o)?;
        let m = e.method.as_ref()?;
        let MethodBody::User(u) = &m.body else {
            return None;
        };
        let (p, scope, cls) = (Arc::as_ptr(u), m.scope, e.cid);
        // SAFETY: a class's method's unit, alive as long as the entry.
        self.direct_room(unsafe { &*p }, sends)?;
        // SAFETY: `obj` is a slot of the running frame (the contract);
        // nothing borrows it any more.
        let this = unsafe { call_handle(unit, fp, obj) }?;
        cx.set_direct(depth, Some(this), scope, cls, None)
            .then_some(p)
    }

    /// `method_begin` for `NewObj` and `InitCallDyn` (out of line: the
    /// method calls' path stays small).
    ///
    /// `new C(...)`: the object made and its constructor's record pushed
    /// as the main loop does, only where the general protocol is allowed
    /// (the op cannot be taken back); a user constructor callable directly
    /// then leaves its record for the region's context, anything else
    /// runs the general protocol. `$f(...)` of a user closure: called
    /// directly; anything else (a name, an array callable, an invokable
    /// object) is the main loop's to call.
    ///
    /// # Safety
    /// As for `method_begin`.
    #[inline(never)]
    pub(crate) unsafe fn begin_other(
        &mut self,
        cx: &JitCx,
        fp: *mut Value,
        pc: usize,
        op: Op,
        sends: u32,
        mode: u32,
    ) -> i64 {
        let depth = mode & 0xff;
        match op {
            // SAFETY: the contract.
            Op::NewObj { .. } => unsafe { self.new_begin_in(cx, fp, pc, op, sends, mode) },
            // SAFETY: the contract.
            Op::InitCallDyn { callee } => {
                unsafe { self.closure_hit(cx, fp, callee, sends, depth) }.map_or(-1, |p| p as i64)
            }
            _ => -1,
        }
    }

    /// `begin_other` for the `NewObj` `op` at `pc` (see `new_begin`).
    ///
    /// # Safety
    /// As for `method_begin`.
    #[inline(always)]
    pub(crate) unsafe fn new_begin_in(
        &mut self,
        cx: &JitCx,
        fp: *mut Value,
        pc: usize,
        op: Op,
        sends: u32,
        mode: u32,
    ) -> i64 {
        let depth = mode & 0xff;
        if mode & BEGIN_GENERAL == 0 {
            return -1;
        }
        let fi = self.rt.frames.len() - 1;
        self.rt.frames[fi].pc = pc + 1;
        // SAFETY: the contract.
        match unsafe { self.new_direct(cx, fp, fi, op, sends, depth) } {
            Some(Ok(p)) => return p as i64,
            Some(Err(e)) => {
                self.rt.jit_err = Some(e);
                return VM_ERROR;
            }
            None => {}
        }
        if let Err(e) = self.exec_class_op(op, cx.unit, fi, fp) {
            self.rt.jit_err = Some(e);
            return VM_ERROR;
        }
        // No constructor, no arguments: the call op was skipped.
        if self.rt.frames[fi].pc == pc + 2 {
            return tusk_jit::NEW_DONE;
        }
        self.ctor_direct(cx, sends, depth).map_or(0, |p| p as i64)
    }

    /// `new C(...)` of a class named at the site and cached there, whose
    /// constructor is a public user method callable directly for a region
    /// of `sends` arguments: the object made into `dst` and the
    /// constructor's `$this`, scope and called class kept in `cx` at
    /// `depth`, as `NewObj` and `ctor_direct` do, without the pending
    /// record between them; its unit (the class's method's, alive as long
    /// as the class) is the answer. None: nothing done (the general path
    /// makes the call).
    ///
    /// # Safety
    /// `fp` is the running frame `fi` of `cx.unit`.
    #[inline(always)]
    pub(crate) unsafe fn new_direct(
        &mut self,
        cx: &JitCx,
        fp: *mut Value,
        fi: usize,
        op: Op,
        sends: u32,
        depth: u32,
    ) -> Option<Result<*const CodeUnit, Unwind>> {
        let Op::NewObj { dst, cls, cache } = op else {
            return None;
        };
        if cls & CONST_BIT == 0 || cls >= tusk_bytecode::CLS_STATIC {
            return None;
        }
        if depth as usize >= tusk_jit::REGION_DEPTH {
            return None;
        }
        let cell = self.cell(fi, cx.unit, cache);
        let c = self.rt.obj_cache[cell].cls.clone()?;
        let m = c.magic.ctor.as_ref()?;
        if m.flags & tusk_bytecode::class::flags::PUBLIC == 0 {
            return None;
        }
        let MethodBody::User(u) = &m.body else {
            return None;
        };
        let p = Arc::as_ptr(u);
        self.direct_room(u, sends)?;
        let scope = m.scope;
        // A plain object made here (`instantiate_raw` first tries the
        // same, from out of line).
        let o = match crate::class::plain_object(&c) {
            Some(o) => o,
            None => match self.instantiate_raw(&c) {
                Ok(o) => o,
                Err(e) => return Some(Err(e)),
            },
        };
        self.set(fp, dst, Value::Obj(o.clone()));
        // The object keeps its class, and so the constructor's unit, alive.
        cx.set_direct(depth, Some(o), scope, c.id, None);
        Some(Ok(p))
    }

    /// After `NewObj` pushed its constructor's pending record: a user
    /// constructor callable directly for a region of `sends` arguments
    /// takes the record apart, its `$this`, scope and called class kept in
    /// `cx` at `depth`; its unit (the class's method's, alive as long as
    /// the class) is the answer. None: the record stays.
    pub(crate) fn ctor_direct(
        &mut self,
        cx: &JitCx,
        sends: u32,
        depth: u32,
    ) -> Option<*const CodeUnit> {
        let p = Arc::as_ptr(self.rt.pending.last()?.plain_user_unit()?);
        // SAFETY: the record holds the unit.
        self.direct_room(unsafe { &*p }, sends)?;
        if depth as usize >= tusk_jit::REGION_DEPTH {
            return None;
        }
        // SAFETY: the top record is a plain user call (tested above).
        let (u, borrowed, this, scope, cls, _) = unsafe { self.rt.take_user_pending() };
        if !borrowed {
            drop(ManuallyDrop::into_inner(u));
        }
        cx.set_direct(depth, this, scope, cls, None).then_some(p)
    }

    /// `InitCallDyn` on operand `callee` holding a user closure callable
    /// directly, for a region of `sends` arguments at `depth`: its unit,
    /// with its `$this`, scope, called class and the Closure object kept
    /// in `cx` (a temporary operand is the call's to keep, a variable's
    /// object is shared), room made for its frame. None: nothing done.
    ///
    /// # Safety
    /// `fp` is the running frame of `cx.unit`.
    pub(crate) unsafe fn closure_hit(
        &mut self,
        cx: &JitCx,
        fp: *mut Value,
        callee: u32,
        sends: u32,
        depth: u32,
    ) -> Option<*const CodeUnit> {
        let unit = cx.unit;
        let Some(Value::Obj(o)) = Self::obj_slot(fp, callee) else {
            return None;
        };
        let cd = crate::closure::closure_data_ref(o)?;
        let crate::runtime::ClosureFn::User(u) = &cd.func else {
            return None;
        };
        let p = Arc::as_ptr(u);
        // SAFETY: the closure's unit, alive as long as the Closure object
        // the context keeps.
        self.direct_room(unsafe { &*p }, sends)?;
        let (this, scope, cls) = (cd.this.clone(), cd.scope, cd.cls);
        // The captured values, for a body compiled inline: their buffer
        // lives as long as the Closure object the context keeps.
        let bound = if cd.bound.len() == u.uses.len() {
            cd.bound.as_ptr()
        } else {
            std::ptr::null()
        };
        // SAFETY: `callee` is a slot of the running frame (the contract);
        // nothing borrows it any more (`cd` was last read above).
        let obj = unsafe { call_handle(unit, fp, callee) }?;
        if !cx.set_direct(depth, this, scope, cls, Some(obj)) {
            return None;
        }
        // SAFETY: `set_direct` kept this depth's context with the object
        // whose data holds `bound`.
        unsafe { cx.set_bound(depth, bound) };
        Some(p)
    }
}
