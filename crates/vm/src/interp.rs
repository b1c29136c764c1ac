//! The dispatch loop. Frames live on one `Vec<Value>` stack; a user call
//! pushes a frame and continues the same loop (no Rust recursion), a return
//! pops it. Fast paths (int arithmetic, CV reads) are inline; everything else
//! goes to helpers. Exceptions unwind through try ranges frame by frame.

use crate::calls::type_of;
use crate::fast::overwrite;
use crate::paths::{apply_bin, incdec, Mode};
use crate::runtime::{Func, Pending, RET_REF};
use crate::sig::{self, Coerced};
use crate::{Unwind, Vm};
use std::sync::Arc;
use tusk_bytecode::*;
use tusk_value::{ops, Key, PArr, PObj, PRef, PStr, Value};

pub(crate) fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Vm {
    /// Runs a compiled main unit (the script or an included file) with the
    /// main frame's variables as globals. Returns its return value.
    pub fn run_main(&mut self, unit: Arc<CodeUnit>) -> Result<Value, Unwind> {
        let depth = self.rt.frames.len();
        self.push_frame(unit, Vec::new(), Vec::new(), NONE, false)?;
        self.bind_preset_globals();
        self.execute(depth)
    }

    /// Sets a variable of the main (global) frame.
    pub fn set_global(&mut self, name: &[u8], v: Value) {
        if let Some(f) = self.rt.frames.first() {
            if let Some(i) = f.unit.cv_names.iter().position(|n| &**n == name) {
                let idx = f.base + i;
                match &self.rt.stack[idx] {
                    Value::Ref(r) => r.set(v),
                    _ => self.rt.stack[idx] = v,
                }
                return;
            }
        }
        match self.rt.extra_globals.get(name) {
            Some(r) => r.set(v),
            None => {
                self.rt.extra_globals.insert(name.to_vec(), PRef::new(v));
            }
        }
    }

    /// Globals set before the main frame exists ($argv, $argc).
    pub fn preset_global(&mut self, name: &[u8], v: Value) {
        if self.rt.extra_globals.capacity() == 0 {
            // The superglobals and then some, without regrowing.
            self.rt.extra_globals.reserve(16);
        }
        self.rt.extra_globals.insert(name.to_vec(), PRef::new(v));
    }

    /// Where a variable named at run time lives: a slot of the current frame
    /// (or, for `global`, of the main frame), or a reference cell for
    /// variables the frame has no slot for (created on demand).
    pub(crate) fn var_location(&mut self, name: &PStr, global: bool) -> VarLoc {
        let fi = if global { 0 } else { self.rt.frames.len() - 1 };
        if let Some(f) = self.rt.frames.get(fi) {
            if let Some(i) = f.unit.cv_names.iter().position(|n| &**n == name.as_bytes()) {
                return VarLoc::Slot(f.base + i);
            }
        }
        if fi == 0 {
            return VarLoc::Ref(
                self.rt
                    .extra_globals
                    .entry(name.as_bytes().to_vec())
                    .or_insert_with(|| PRef::new(Value::Null))
                    .clone(),
            );
        }
        let key = (fi, name.as_bytes().to_vec());
        VarLoc::Ref(
            self.rt
                .dyn_vars
                .entry(key)
                .or_insert_with(|| PRef::new(Value::Null))
                .clone(),
        )
    }

    /// Variable `name` of the PHP frame that called the running built-in
    /// (compact); None when it is not set.
    pub fn caller_var(&mut self, name: &[u8]) -> Option<Value> {
        let fi = self.rt.frames.len().checked_sub(1)?;
        let f = &self.rt.frames[fi];
        let v = match f.unit.cv_names.iter().position(|n| &**n == name) {
            Some(i) => self.rt.stack[f.base + i].unref(),
            None if fi == 0 => self.rt.extra_globals.get(name)?.get(),
            None => self.rt.dyn_vars.get(&(fi, name.to_vec()))?.get(),
        };
        (!v.is_undef()).then_some(v)
    }

    /// Assigns variable `name` of the calling frame (extract).
    pub fn set_caller_var(&mut self, name: &[u8], v: Value) {
        match self.var_location(&PStr::new(name), false) {
            VarLoc::Slot(i) => match &self.rt.stack[i] {
                Value::Ref(r) => r.set(v),
                _ => self.rt.stack[i] = v,
            },
            VarLoc::Ref(r) => r.set(v),
        }
    }

    /// Makes variable `name` of the calling frame a member of reference set
    /// `r` (extract with EXTR_REFS).
    pub fn bind_caller_var(&mut self, name: &[u8], r: PRef) {
        let fi = self.rt.frames.len() - 1;
        let n = PStr::new(name);
        match self.var_location(&n, false) {
            VarLoc::Slot(i) => self.rt.stack[i] = Value::Ref(r),
            VarLoc::Ref(_) if fi == 0 => {
                self.rt.extra_globals.insert(name.to_vec(), r);
            }
            VarLoc::Ref(_) => {
                self.rt.dyn_vars.insert((fi, name.to_vec()), r);
            }
        }
    }

    /// A copy of `$GLOBALS`: every global variable that is set.
    pub(crate) fn globals_array(&self) -> PArr {
        let mut a = PArr::new();
        if let Some(f) = self.rt.frames.first() {
            for (i, n) in f.unit.cv_names.iter().enumerate() {
                let v = self.rt.stack[f.base + i].unref();
                if !v.is_undef() && !n.starts_with(b"\0") {
                    a.make_mut().insert(Key::from_bytes(n), v);
                }
            }
        }
        for (n, r) in self.rt.extra_globals.iter() {
            let v = r.get();
            if !v.is_undef() && !v.is_null() || n == b"argv" || n == b"argc" {
                a.make_mut().insert(Key::from_bytes(n), v);
            }
        }
        a
    }

    /// The slot index (absolute) of a variable variable in the current frame.
    pub(crate) fn varvar_slot(&mut self, name: &PStr) -> Option<usize> {
        let f = self.rt.frames.last()?;
        let i = f
            .unit
            .cv_names
            .iter()
            .position(|n| &**n == name.as_bytes())?;
        Some(f.base + i)
    }

    #[cold]
    pub(crate) fn undefined_var(&mut self, unit: &CodeUnit, slot: u32) {
        let name = unit
            .cv_names
            .get(slot as usize)
            .map(|n| lossy(n))
            .unwrap_or_default();
        self.warning(&format!("Undefined variable ${}", name));
    }

    /// Reads an operand (dereferenced), warning for undefined variables.
    #[inline]
    pub(crate) fn get(&mut self, unit: &CodeUnit, fp: *mut Value, o: u32) -> Value {
        if o & CONST_BIT != 0 {
            return unit.constant(o).clone();
        }
        // SAFETY: `fp` is the running frame's first slot (see `execute`) and
        // slot operands are below the unit's num_slots.
        match unsafe { &*fp.add(o as usize) } {
            Value::Undef => {
                self.undefined_var(unit, o);
                Value::Null
            }
            Value::Ref(r) => match r.get() {
                // A variable shared with an includer that was never set.
                Value::Undef => {
                    self.undefined_var(unit, o);
                    Value::Null
                }
                v => v,
            },
            v => v.clone(),
        }
    }

    /// Reads an operand for a consuming op: temporaries are moved out (they
    /// have one reader), so they do not keep values (and references) alive.
    #[inline(always)]
    pub(crate) fn take(&mut self, unit: &CodeUnit, fp: *mut Value, o: u32) -> Value {
        // A literal is copied here, without the out-of-line read of `get`.
        if o & CONST_BIT != 0 {
            return unit.constant(o).clone();
        }
        if o as usize >= unit.cv_names.len() {
            // SAFETY: as in `get`.
            return match std::mem::take(unsafe { &mut *fp.add(o as usize) }) {
                Value::Ref(r) => r.get(),
                v => v,
            };
        }
        self.get(unit, fp, o)
    }

    #[inline(always)]
    pub(crate) fn set(&mut self, fp: *mut Value, dst: u32, v: Value) {
        if dst == NONE {
            if v.is_heap() {
                drop(v);
            } else {
                std::mem::forget(v);
            }
        } else {
            // SAFETY: operands of a unit are below its num_slots and the
            // frame's slots exist while it runs; `fp` is its first slot.
            store(unsafe { &mut *fp.add(dst as usize) }, v);
        }
    }

    /// Writes a compiled variable (through its reference, if any).
    #[inline]
    pub(crate) fn write_cv(&mut self, fp: *mut Value, cv: u32, v: Value) {
        // SAFETY: as in `set`.
        let slot = unsafe { &mut *fp.add(cv as usize) };
        match slot {
            Value::Ref(r) => r.set(v),
            _ => overwrite(slot, v),
        }
    }

    /// Executes until the frame stack is back to `stop` frames; returns the
    /// value returned by the frame at depth `stop`.
    pub(crate) fn execute(&mut self, stop: usize) -> Result<Value, Unwind> {
        let mem_cell = tusk_value::mem::interrupt_cell();
        // Backward jumps to take before trying the loop runner again (after
        // it left a loop within its first iteration). Not per frame: a loop
        // that calls a function comes back here through other frames.
        // A resumed generator usually yields again within one iteration of
        // its loop: its first backward jump stays here (the runner would
        // stop at the yield at once). Cheap to test: any generator running
        // (a call made from one's body loses one runner entry, no more).
        let mut fast_skip = u32::from(!self.rt.running_gens.is_empty());
        // The loop header that left at once (the skip applies to it only:
        // usize::MAX, to any); other loops around or after it still run
        // compiled.
        let mut skip_at = usize::MAX;
        'frames: loop {
            let fi = self.rt.frames.len() - 1;
            debug_assert!(fi < self.rt.frames.len());
            // SAFETY: `execute` runs with a frame on the stack, and a return
            // that pops the last one of this run returns instead.
            let frame = unsafe { self.rt.frames.get_unchecked(fi) };
            let unit_ptr: *const CodeUnit = Arc::as_ptr(&frame.unit);
            let (base, mut pc) = (frame.base, frame.pc);
            // SAFETY: frame `fi` owns an Arc of its unit and stays on the frame
            // stack while this loop runs its code: every path that pops it
            // leaves through `continue 'frames` or `return` before `unit` is
            // used again, and pushing frames moves only the Arc, never the unit.
            let unit: &CodeUnit = unsafe { &*unit_ptr };
            // The frame's first slot. The slot stack never moves (stack.rs),
            // so this stays valid while the frame runs, across calls.
            let fp: *mut Value = self.rt.stack.as_mut_ptr().wrapping_add(base);
            macro_rules! slot {
                ($o:expr) => {{
                    debug_assert!((base + ($o) as usize) < self.rt.stack.len());
                    // SAFETY: slot operands are below the unit's num_slots
                    // and the frame's slots exist while it runs.
                    unsafe { &mut *fp.add(($o) as usize) }
                }};
            }
            macro_rules! rslot {
                ($o:expr) => {{
                    debug_assert!((base + ($o) as usize) < self.rt.stack.len());
                    // SAFETY: as for `slot!`.
                    unsafe { &*fp.add(($o) as usize) }
                }};
            }
            let ops: &[Op] = &unit.ops;
            // The running frame's record, without a bounds check.
            macro_rules! frame {
                () => {{
                    debug_assert!(fi < self.rt.frames.len());
                    // SAFETY: frame `fi` is the running frame: it stays on the
                    // frame stack while this loop runs its code (every path
                    // that pops it leaves through `continue 'frames` or
                    // `return`; nested calls push above it and pop back).
                    unsafe { self.rt.frames.get_unchecked_mut(fi) }
                }};
            }
            macro_rules! sync {
                () => {
                    frame!().pc = pc
                };
            }
            macro_rules! tri {
                ($e:expr) => {
                    match $e {
                        Ok(v) => v,
                        Err(e) => {
                            sync!();
                            match self.handle_unwind(e, stop) {
                                Ok(None) => continue 'frames,
                                Ok(Some(v)) => return Ok(v),
                                Err(e) => return Err(e),
                            }
                        }
                    }
                };
            }
            // A loop's backward jump (pc is the target): poll the limits, then
            // run the loop in the loop runner (fast.rs) while it can.
            macro_rules! backedge {
                () => {{
                    if tusk_value::mem::interrupted() {
                        self.rt.interrupt = true;
                    }
                    if self.tick() {
                        sync!();
                        let e = self.timeout_fatal();
                        tri!(Err(e));
                    }
                    if fast_skip > 0 && (skip_at == usize::MAX || skip_at == pc) {
                        fast_skip -= 1;
                    } else if !self.rt.interrupt {
                        let head = pc;
                        match self.run_loop(unit, fi, fp, pc, mem_cell) {
                            Ok((p, skip)) => {
                                pc = p;
                                fast_skip = skip;
                                skip_at = if skip > 0 { head } else { usize::MAX };
                            }
                            Err((p, e)) => {
                                pc = p;
                                tri!(Err(e));
                            }
                        }
                    }
                }};
            }
            macro_rules! arith {
                ($dst:expr, $a:expr, $b:expr, $fast:expr, $slow:path) => {{
                    let (a, b) = ($a, $b);
                    let fast = {
                        let va = if a & CONST_BIT != 0 {
                            unit.constant(a)
                        } else {
                            rslot!(a)
                        };
                        let vb = if b & CONST_BIT != 0 {
                            unit.constant(b)
                        } else {
                            rslot!(b)
                        };
                        match (va, vb) {
                            (Value::Int(x), Value::Int(y)) => $fast(*x, *y),
                            _ => None,
                        }
                    };
                    let v = match fast {
                        Some(v) => v,
                        None => {
                            sync!();
                            let x = self.get(unit, fp, a);
                            let y = self.get(unit, fp, b);
                            let r = {
                                let mut d = self.diag();
                                $slow(&x, &y, &mut d)
                            };
                            tri!(r.map_err(|e| self.op_error(e)))
                        }
                    };
                    self.set(fp, $dst, v);
                }};
            }
            // A function's start: its compiled code, if it has some that
            // starts there (see jit_call.rs); calls heat it.
            if pc == 0 {
                match unit.jit.code() {
                    // SAFETY: the interrupt cell lives as long as the thread.
                    Some(c)
                        if c & crate::jit_rt::FROM_START != 0
                            && !unsafe { (*mem_cell).get() }
                            && self.stack_room() =>
                    {
                        // SAFETY: `c` was compiled for this unit and `fp` is
                        // the running frame's first slot.
                        let stop = unsafe {
                            self.jit_run(unit, fi, fp, 0, c & !crate::jit_rt::CODE_FLAGS, mem_cell)
                        };
                        match self.after_jit(fi, stop) {
                            Ok((p, _)) => pc = p,
                            Err((p, e)) => {
                                pc = p;
                                tri!(Err(e));
                            }
                        }
                    }
                    None if !unit.name.is_empty()
                        && !unit.is_generator
                        && unit.jit.heat(1) > crate::jit_rt::threshold() =>
                    {
                        self.jit_compile(unit, fi);
                    }
                    _ => {}
                }
            }
            loop {
                // Every interrupt (`Runtime::interrupt` included) raises the
                // thread's interrupt cell: one load per instruction.
                // SAFETY: the interrupt cell lives as long as the thread.
                if unsafe { (*mem_cell).get() } {
                    sync!();
                    if let Some(e) = self.on_interrupt() {
                        tri!(Err(e));
                    }
                }
                debug_assert!(pc < ops.len());
                // SAFETY: the compiler ends every unit with a Return and every
                // jump target is an op index of the same unit, so pc stays in
                // bounds.
                let op: &Op = unsafe { ops.get_unchecked(pc) };
                pc += 1;
                match *op {
                    Op::Nop {} => {}
                    Op::Move { dst, src } => {
                        if src & CONST_BIT == 0 && (*slot!(src)).is_undef() {
                            sync!();
                        }
                        let v = self.take(unit, fp, src);
                        self.set(fp, dst, v);
                    }
                    Op::MoveQuiet { dst, src } => {
                        let v = (*slot!(src)).unref();
                        let v = if v.is_undef() { Value::Null } else { v };
                        self.set(fp, dst, v);
                    }
                    Op::Assign { dst, cv, src } => {
                        if src & CONST_BIT == 0 && (*slot!(src)).is_undef() {
                            sync!();
                        }
                        let v = self.take(unit, fp, src);
                        if dst != NONE {
                            // `($r = v)` through a typed reference: the
                            // value as the reference's types took it.
                            if let Value::Ref(r) = &*slot!(cv) {
                                if r.is_typed() {
                                    let r = r.clone();
                                    sync!();
                                    self.write_cv(fp, cv, v);
                                    if let Some(e) = self.check_typed_writes() {
                                        tri!(Err(e));
                                    }
                                    self.set(fp, dst, r.get());
                                    continue;
                                }
                            }
                            self.set(fp, dst, v.clone());
                        }
                        self.write_cv(fp, cv, v);
                    }
                    Op::UnsetCv { cv } => {
                        overwrite(slot!(cv), Value::Undef);
                    }
                    Op::AssignDim { cv, key, src } => {
                        sync!();
                        let k = self.get(unit, fp, key);
                        let v = self.take(unit, fp, src);
                        // Fast path: a unique array in the CV and an int or string key.
                        let slot = &mut (*slot!(cv));
                        let mut v = Some(v);
                        if let Value::Arr(a) = slot {
                            if let Some(key) = crate::fast::plain_key(&k) {
                                a.make_mut().assign(key, v.take().expect("value"));
                            }
                        }
                        if let Some(v) = v {
                            let path = Path {
                                base: PathBase::Cv(cv),
                                elems: vec![PathElem::Dim(key)],
                                cache: NONE,
                            };
                            tri!(self.path_op(unit, base, &path, Mode::Assign(v)));
                            // Release a temporary key now (`$map[new K] = v`).
                            if key & CONST_BIT == 0 && key as usize >= unit.cv_names.len() {
                                drop(k);
                                (*slot!(key)) = Value::Undef;
                            }
                        }
                    }
                    Op::AssignOp { dst, cv, src, kind } => {
                        // `+=`, `-=` and `*=` on numbers: in place, as the
                        // loop runner does them (`fast::arith`); a variable
                        // holding a reference, or anything else, takes the
                        // general path.
                        if dst == NONE {
                            let y = if src & CONST_BIT != 0 {
                                unit.constant(src)
                            } else {
                                rslot!(src)
                            };
                            if let Some(v) = crate::fast::arith(kind, rslot!(cv), y) {
                                // The old value is a number: nothing to drop.
                                *slot!(cv) = v;
                                continue;
                            }
                        }
                        sync!();
                        let rhs = self.get(unit, fp, src);
                        let cur = self.get(unit, fp, cv);
                        let v = if kind == bin_kind::CONCAT {
                            // In-place append when the string is unshared.
                            let s = tri!(self.to_pstr(&rhs));
                            let slot = &mut (*slot!(cv));
                            match slot {
                                Value::Str(cs) => {
                                    drop(cur);
                                    cs.push_bytes(s.as_bytes());
                                    slot.clone()
                                }
                                _ => {
                                    let v = tri!(apply_bin(self, kind, &cur, &Value::Str(s)));
                                    self.write_cv(fp, cv, v.clone());
                                    v
                                }
                            }
                        } else {
                            let v = tri!(apply_bin(self, kind, &cur, &rhs));
                            release(cur);
                            self.write_cv(fp, cv, v.clone());
                            v
                        };
                        release(rhs);
                        self.set(fp, dst, v);
                    }
                    // The loop runner's fused op: its expansion follows.
                    Op::IncJmp { .. } => {}
                    Op::IncDec { dst, cv, kind } => {
                        debug_assert!(base + (cv as usize) < self.rt.stack.len());
                        // SAFETY: as for `slot`.
                        let slot = slot!(cv);
                        if let Value::Int(i) = slot {
                            let old = *i;
                            let new = crate::paths::int_step(old, kind);
                            if let Some(n) = new {
                                *i = n;
                                let r = if kind >= 2 { old } else { n };
                                self.set(fp, dst, Value::Int(r));
                                continue;
                            }
                        }
                        sync!();
                        if (*slot!(cv)).is_undef() {
                            self.undefined_var(unit, cv);
                            if kind & 1 == 1 {
                                (*slot!(cv)) = Value::Null;
                            }
                        }
                        let mut v = std::mem::take(&mut (*slot!(cv)));
                        let r = incdec(self, &mut v, kind);
                        (*slot!(cv)) = v;
                        let r = tri!(r);
                        self.set(fp, dst, r);
                    }
                    Op::Add { dst, a, b } => {
                        arith!(
                            dst,
                            a,
                            b,
                            |x: i64, y: i64| Some(match x.checked_add(y) {
                                Some(r) => Value::Int(r),
                                None => Value::Float(x as f64 + y as f64),
                            }),
                            ops::add
                        )
                    }
                    Op::Sub { dst, a, b } => {
                        arith!(
                            dst,
                            a,
                            b,
                            |x: i64, y: i64| Some(match x.checked_sub(y) {
                                Some(r) => Value::Int(r),
                                None => Value::Float(x as f64 - y as f64),
                            }),
                            ops::sub
                        )
                    }
                    Op::Mul { dst, a, b } => {
                        arith!(
                            dst,
                            a,
                            b,
                            |x: i64, y: i64| Some(match x.checked_mul(y) {
                                Some(r) => Value::Int(r),
                                None => Value::Float(x as f64 * y as f64),
                            }),
                            ops::mul
                        )
                    }
                    Op::Div { dst, a, b } => arith!(dst, a, b, |_x: i64, _y: i64| None, ops::div),
                    Op::Mod { dst, a, b } => {
                        arith!(
                            dst,
                            a,
                            b,
                            |x: i64, y: i64| if y != 0 && y != -1 {
                                Some(Value::Int(x % y))
                            } else {
                                None
                            },
                            ops::modulo
                        )
                    }
                    Op::Concat { dst, a, b } => {
                        sync!();
                        let x = self.get(unit, fp, a);
                        let y = self.get(unit, fp, b);
                        let (x, y) = if matches!(x, Value::Obj(_)) || matches!(y, Value::Obj(_)) {
                            tri!(self.objects_to_strings(x, y, true))
                        } else {
                            (x, y)
                        };
                        let r = {
                            let mut d = self.diag();
                            ops::concat(&x, &y, &mut d)
                        };
                        let v = tri!(r.map_err(|e| self.op_error(e)));
                        self.set(fp, dst, v);
                    }
                    Op::BitAnd { dst, a, b } => arith!(
                        dst,
                        a,
                        b,
                        |x: i64, y: i64| Some(Value::Int(x & y)),
                        ops::bit_and
                    ),
                    Op::BitOr { dst, a, b } => arith!(
                        dst,
                        a,
                        b,
                        |x: i64, y: i64| Some(Value::Int(x | y)),
                        ops::bit_or
                    ),
                    Op::BitXor { dst, a, b } => arith!(
                        dst,
                        a,
                        b,
                        |x: i64, y: i64| Some(Value::Int(x ^ y)),
                        ops::bit_xor
                    ),
                    Op::Eq { dst, a, b } | Op::NotEq { dst, a, b } => {
                        let neg = matches!(op, Op::NotEq { .. });
                        let fast = {
                            let va = if a & CONST_BIT != 0 {
                                unit.constant(a)
                            } else {
                                rslot!(a)
                            };
                            let vb = if b & CONST_BIT != 0 {
                                unit.constant(b)
                            } else {
                                rslot!(b)
                            };
                            match (va, vb) {
                                (Value::Int(x), Value::Int(y)) => Some(x == y),
                                _ => None,
                            }
                        };
                        let r = match fast {
                            Some(r) => r,
                            None => {
                                sync!();
                                let x = self.get(unit, fp, a);
                                let y = self.get(unit, fp, b);
                                let (x, y) = tri!(self.objects_to_strings(x, y, false));
                                let r = {
                                    let mut d = self.diag();
                                    ops::loose_eq(&x, &y, &mut d)
                                };
                                tri!(r.map_err(|e| self.op_error(e)))
                            }
                        };
                        self.set(fp, dst, Value::Bool(r != neg));
                    }
                    Op::Identical { dst, a, b } | Op::NotIdentical { dst, a, b } => {
                        let neg = matches!(op, Op::NotIdentical { .. });
                        sync!();
                        let x = self.get(unit, fp, a);
                        let y = self.get(unit, fp, b);
                        self.set(fp, dst, Value::Bool(ops::strict_eq(&x, &y) != neg));
                    }
                    Op::Lt { dst, a, b } | Op::Le { dst, a, b } | Op::Spaceship { dst, a, b } => {
                        let fast = {
                            let va = if a & CONST_BIT != 0 {
                                unit.constant(a)
                            } else {
                                rslot!(a)
                            };
                            let vb = if b & CONST_BIT != 0 {
                                unit.constant(b)
                            } else {
                                rslot!(b)
                            };
                            match (va, vb) {
                                (Value::Int(x), Value::Int(y)) => Some(x.cmp(y) as i64),
                                (Value::Float(x), Value::Float(y))
                                    if !x.is_nan() && !y.is_nan() =>
                                {
                                    Some(x.partial_cmp(y).map(|o| o as i64).unwrap_or(1))
                                }
                                _ => None,
                            }
                        };
                        let c = match fast {
                            Some(c) => Some(c),
                            None => {
                                sync!();
                                let x = self.get(unit, fp, a);
                                let y = self.get(unit, fp, b);
                                let (x, y) = tri!(self.objects_to_strings(x, y, false));
                                match op {
                                    Op::Spaceship { .. } => {
                                        let r = {
                                            let mut d = self.diag();
                                            ops::compare(&x, &y, &mut d)
                                        };
                                        Some(tri!(r.map_err(|e| self.op_error(e))))
                                    }
                                    Op::Lt { .. } => {
                                        let r = {
                                            let mut d = self.diag();
                                            ops::less(&x, &y, &mut d)
                                        };
                                        let r = tri!(r.map_err(|e| self.op_error(e)));
                                        self.set(fp, dst, Value::Bool(r));
                                        None
                                    }
                                    _ => {
                                        let r = {
                                            let mut d = self.diag();
                                            ops::less_eq(&x, &y, &mut d)
                                        };
                                        let r = tri!(r.map_err(|e| self.op_error(e)));
                                        self.set(fp, dst, Value::Bool(r));
                                        None
                                    }
                                }
                            }
                        };
                        if let Some(c) = c {
                            let v = match op {
                                Op::Lt { .. } => Value::Bool(c < 0),
                                Op::Le { .. } => Value::Bool(c <= 0),
                                _ => Value::Int(c),
                            };
                            self.set(fp, dst, v);
                        }
                    }
                    Op::Not { dst, a } => {
                        sync!();
                        let x = self.get(unit, fp, a);
                        self.set(fp, dst, Value::Bool(!ops::to_bool(&x)));
                    }
                    Op::ToBool { dst, a } => {
                        sync!();
                        let x = self.get(unit, fp, a);
                        self.set(fp, dst, Value::Bool(ops::to_bool(&x)));
                    }
                    Op::ConcatTo { dst, a } => {
                        sync!();
                        let x = self.get(unit, fp, a);
                        let s = match &x {
                            Value::Str(s) => s.clone(),
                            _ => tri!(self.to_pstr(&x)),
                        };
                        if let Value::Str(d) = &mut (*slot!(dst)) {
                            if d.is_empty() && d.is_immutable() {
                                *d = PStr::new(s.as_bytes());
                            } else {
                                d.push_bytes(s.as_bytes());
                            }
                        }
                    }
                    Op::Jmp { t } => {
                        if (t as usize) < pc {
                            pc = t as usize;
                            backedge!();
                        } else {
                            pc = t as usize;
                        }
                    }
                    Op::JmpZ { a, t } | Op::JmpNZ { a, t } => {
                        let want = matches!(op, Op::JmpNZ { .. });
                        let b = match if a & CONST_BIT != 0 {
                            unit.constant(a)
                        } else {
                            rslot!(a)
                        } {
                            Value::Bool(b) => *b,
                            _ => {
                                sync!();
                                let x = self.get(unit, fp, a);
                                ops::to_bool(&x)
                            }
                        };
                        if b == want {
                            if (t as usize) < pc {
                                pc = t as usize;
                                backedge!();
                            } else {
                                pc = t as usize;
                            }
                        }
                    }
                    Op::JmpLt { a, b, t, want } | Op::JmpLe { a, b, t, want } => {
                        let le = matches!(op, Op::JmpLe { .. });
                        let fast = {
                            let va = if a & CONST_BIT != 0 {
                                unit.constant(a)
                            } else {
                                rslot!(a)
                            };
                            let vb = if b & CONST_BIT != 0 {
                                unit.constant(b)
                            } else {
                                rslot!(b)
                            };
                            match (va, vb) {
                                (Value::Int(x), Value::Int(y)) => {
                                    Some(if le { x <= y } else { x < y })
                                }
                                (Value::Float(x), Value::Float(y)) => {
                                    Some(if le { x <= y } else { x < y })
                                }
                                _ => None,
                            }
                        };
                        let r = match fast {
                            Some(r) => r,
                            None => {
                                sync!();
                                let x = self.get(unit, fp, a);
                                let y = self.get(unit, fp, b);
                                let r = {
                                    let mut d = self.diag();
                                    if le {
                                        ops::less_eq(&x, &y, &mut d)
                                    } else {
                                        ops::less(&x, &y, &mut d)
                                    }
                                };
                                tri!(r.map_err(|e| self.op_error(e)))
                            }
                        };
                        if r == (want != 0) {
                            if (t as usize) < pc {
                                pc = t as usize;
                                backedge!();
                            } else {
                                pc = t as usize;
                            }
                        }
                    }
                    Op::JmpNotNull { dst, a, t } => {
                        let x = if a & CONST_BIT != 0 {
                            unit.constant(a).clone()
                        } else {
                            (*slot!(a)).unref()
                        };
                        if !x.is_null() {
                            self.set(fp, dst, x);
                            pc = t as usize;
                        }
                    }
                    Op::Echo { a } => {
                        sync!();
                        let x = self.get(unit, fp, a);
                        match &x {
                            Value::Str(s) => self.out.write(s.as_bytes()),
                            Value::Int(i) => {
                                let mut buf = [0u8; 20];
                                let text = tusk_value::num::fmt_int(*i, &mut buf);
                                self.out.write(text);
                            }
                            _ => {
                                let s = tri!(self.to_pstr(&x));
                                self.out.write(s.as_bytes());
                            }
                        }
                        // A buffer's chunk size was reached: its callback runs
                        // now (or output started: where is recorded).
                        if self.out.needs_attention() {
                            tri!(self.output_pending());
                        }
                    }
                    Op::Return { a } | Op::ReturnRef { a } => {
                        // The common return: a slot holding a plain value
                        // (no reference, defined) from a by-value function
                        // to a caller run by this loop. The value moves
                        // straight into the caller's result slot (the frame
                        // is dropped next, so a variable's slot may give its
                        // value up too), and nothing here can warn.
                        if matches!(op, Op::Return { .. }) && fi > stop && !unit.by_ref_return {
                            let ret = frame!().ret;
                            // The caller's result slot (null: none).
                            let dst: *mut Value = if ret != NONE {
                                debug_assert!(fi - 1 < self.rt.frames.len());
                                // SAFETY: fi > stop >= 0: the caller's record
                                // is below the running one, and its slots
                                // below the running frame's, in the stack's
                                // valid part.
                                unsafe {
                                    let cb = self.rt.frames.get_unchecked(fi - 1).base;
                                    self.rt.stack.as_mut_ptr().add(cb + ret as usize)
                                }
                            } else {
                                std::ptr::null_mut()
                            };
                            if a & CONST_BIT != 0 {
                                if !dst.is_null() {
                                    // SAFETY: `dst` is a valid slot (above).
                                    store(unsafe { &mut *dst }, unit.constant(a).clone());
                                }
                                self.pop_frame_ret();
                                continue 'frames;
                            }
                            let src: *mut Value = slot!(a);
                            // SAFETY: `src` is one of the running frame's
                            // slots, `dst` one of the caller's (or null). A
                            // plain value is moved once and its slot left
                            // Undef, so it has one owner; a value left in the
                            // slot (no result slot) is dropped by the pop.
                            unsafe {
                                if !matches!(&*src, Value::Undef | Value::Ref(_)) {
                                    if !dst.is_null() {
                                        if (*dst).is_heap() {
                                            store_heap(&mut *dst, std::ptr::read(src));
                                        } else {
                                            std::ptr::copy_nonoverlapping(src, dst, 1);
                                        }
                                        std::ptr::write(src, Value::Undef);
                                    }
                                    self.pop_frame_ret();
                                    continue 'frames;
                                }
                            }
                        }
                        sync!();
                        let v = if matches!(op, Op::ReturnRef { .. }) {
                            let v = std::mem::take(&mut (*slot!(a)));
                            if matches!(v, Value::Ref(_)) {
                                v
                            } else {
                                self.notice(
                                    "Only variable references should be returned by reference",
                                );
                                // A reference to a temporary: `$x = &f()` binds
                                // to it without a second notice.
                                Value::Ref(PRef::new(v.unref()))
                            }
                        } else {
                            self.take(unit, fp, a)
                        };
                        let ret = self.pop_frame_ret();
                        if fi <= stop {
                            // A caller that asked for it gets a by-reference
                            // function's reference (`call_method_ref`).
                            return Ok(if ret == RET_REF { v } else { into_unref(v) });
                        }
                        if ret != NONE {
                            debug_assert!(fi - 1 < self.rt.frames.len());
                            // SAFETY: fi > stop >= 0, and the frames below the
                            // popped one (fi of them) are still there.
                            let caller_base = unsafe { self.rt.frames.get_unchecked(fi - 1) }.base;
                            // A by-reference function hands the reference over
                            // (for `$x = &f()`); readers of the slot deref it.
                            let v = if unit.by_ref_return { v } else { into_unref(v) };
                            // SAFETY: the caller's slots are below the popped
                            // frame's, in the stack's valid part.
                            store(
                                unsafe {
                                    &mut *self.rt.stack.as_mut_ptr().add(caller_base + ret as usize)
                                },
                                v,
                            );
                        }
                        continue 'frames;
                    }
                    Op::GenCreate {} => {
                        sync!();
                        let ret = self.rt.frames[fi].ret;
                        let v = self.gen_create();
                        if fi <= stop {
                            return Ok(v);
                        }
                        if ret != NONE {
                            let caller_base = self.rt.frames[fi - 1].base;
                            // SAFETY: as for Return.
                            store(
                                unsafe {
                                    &mut *self.rt.stack.as_mut_ptr().add(caller_base + ret as usize)
                                },
                                v,
                            );
                        }
                        continue 'frames;
                    }
                    Op::Yield { dst, key, val } => {
                        sync!();
                        debug_assert_eq!(fi, stop, "a generator runs as its own stop frame");
                        self.yield_op(unit, fp, dst, key, val);
                        return Ok(Value::Null);
                    }
                    Op::YieldFrom { dst, src } => {
                        sync!();
                        let s = if self.rt.running_gens.is_empty() {
                            Value::Null
                        } else {
                            self.get(unit, fp, src)
                        };
                        match tri!(self.gen_yield_from(s)) {
                            Some(r) => self.set(fp, dst, r),
                            None => return Ok(Value::Null),
                        }
                    }
                    Op::NewArray { dst, cap } => {
                        self.set(fp, dst, Value::Arr(PArr::new_literal(cap as usize)));
                    }
                    Op::ArrPush { arr, val } | Op::ArrPushRef { arr, val } => {
                        sync!();
                        let v = if matches!(op, Op::ArrPushRef { .. }) {
                            std::mem::take(&mut (*slot!(val)))
                        } else {
                            self.take(unit, fp, val)
                        };
                        if let Value::Arr(a) = &mut (*slot!(arr)) {
                            if a.make_mut().push(v).is_err() {
                                let e = self.throw(
                                    "Error",
                                    "Cannot add element to the array as the next element is already occupied",
                                );
                                tri!(Err(e));
                            }
                        }
                    }
                    Op::ArrSet { arr, key, val } | Op::ArrSetRef { arr, key, val } => {
                        sync!();
                        let v = if matches!(op, Op::ArrSetRef { .. }) {
                            std::mem::take(&mut (*slot!(val)))
                        } else {
                            self.take(unit, fp, val)
                        };
                        let k = self.get(unit, fp, key);
                        let k = tri!(self.key_of(&k));
                        if let Value::Arr(a) = &mut (*slot!(arr)) {
                            a.make_mut().insert(k, v);
                        }
                    }
                    Op::FetchDim { dst, base: b, key }
                    | Op::FetchDimQuiet { dst, base: b, key }
                    | Op::FetchListDim { dst, base: b, key } => {
                        let quiet = matches!(op, Op::FetchDimQuiet { .. });
                        // Fast path: packed/hash array read with an int key.
                        let fast = {
                            let vb = if b & CONST_BIT != 0 {
                                unit.constant(b)
                            } else {
                                rslot!(b)
                            };
                            let vk = if key & CONST_BIT != 0 {
                                unit.constant(key)
                            } else {
                                rslot!(key)
                            };
                            // A variable bound by reference (an out-parameter
                            // such as preg_match's $m) is read through.
                            let vb = match vb {
                                Value::Ref(r) => r.peek(),
                                v => v,
                            };
                            match (vb, vk) {
                                (Value::Arr(a), Value::Int(i)) => a.get_int(*i).map(|v| v.unref()),
                                (Value::Arr(a), Value::Str(s)) => a.get_pstr(s).map(|v| v.unref()),
                                _ => None,
                            }
                        };
                        let v = match fast {
                            Some(v) => v,
                            None if matches!(op, Op::FetchListDim { .. })
                                && !matches!(
                                    if b & CONST_BIT != 0 {
                                        unit.constant(b)
                                    } else {
                                        rslot!(b)
                                    },
                                    Value::Arr(_) | Value::Obj(_) | Value::Ref(_)
                                ) =>
                            {
                                // Destructuring a non-array gives nulls, silently
                                // (objects go through ArrayAccess below).
                                Value::Null
                            }
                            None => {
                                sync!();
                                let container = if quiet {
                                    if b & CONST_BIT != 0 {
                                        unit.constant(b).clone()
                                    } else {
                                        (*slot!(b)).unref()
                                    }
                                } else {
                                    self.get(unit, fp, b)
                                };
                                let k = self.get(unit, fp, key);
                                tri!(self.fetch_dim(&container, &k, quiet))
                            }
                        };
                        // A temporary container has one reader: release it now so
                        // it does not keep the array shared.
                        if b & CONST_BIT == 0
                            && b as usize >= unit.cv_names.len()
                            && b != dst
                            && !matches!(op, Op::FetchListDim { .. })
                        {
                            let old = std::mem::take(&mut (*slot!(b)));
                            drop(old);
                        }
                        self.set(fp, dst, v);
                    }
                    Op::Strlen { dst, a } | Op::Count { dst, a } => {
                        let strlen = matches!(op, Op::Strlen { .. });
                        let v = if a & CONST_BIT != 0 {
                            unit.constant(a).clone()
                        } else if a as usize >= unit.cv_names.len() {
                            // A temporary has one reader: take it.
                            std::mem::take(slot!(a)).unref()
                        } else {
                            match rslot!(a) {
                                Value::Ref(r) => r.get(),
                                v => v.clone(),
                            }
                        };
                        let n = match (&v, strlen) {
                            (Value::Str(s), true) => Some(s.len()),
                            (Value::Arr(arr), false) => Some(arr.len()),
                            _ => None,
                        };
                        let r = match n {
                            Some(n) => Value::Int(n as i64),
                            None => {
                                sync!();
                                let v = if v.is_undef() {
                                    // An undefined variable: warn as a read does.
                                    self.get(unit, fp, a)
                                } else {
                                    v
                                };
                                let name = if strlen { "strlen" } else { "count" };
                                tri!(self.call_builtin_by_name(name, v, unit.strict_types))
                            }
                        };
                        self.set(fp, dst, r);
                    }
                    Op::IssetCv { dst, cv } => {
                        let v = !(*slot!(cv)).unref().is_null();
                        self.set(fp, dst, Value::Bool(v));
                    }
                    Op::IssetVal { dst, a } => {
                        let v = if a & CONST_BIT != 0 {
                            unit.constant(a).clone()
                        } else {
                            (*slot!(a)).unref()
                        };
                        self.set(fp, dst, Value::Bool(!v.is_null()));
                    }
                    Op::FeReset { it, src, end } => {
                        sync!();
                        // A temporary subject moves into the iterator: it is
                        // released (destructors run) when the loop ends.
                        let v = self.take(unit, fp, src);
                        match v {
                            Value::Arr(a) => {
                                if a.is_empty() {
                                    pc = end as usize;
                                } else {
                                    (*slot!(it)) = Value::Arr(a);
                                    (*slot!(it + 1)) = Value::Int(0);
                                }
                            }
                            Value::Obj(o) => match tri!(self.traversable_iterator(&o)) {
                                Some(i) => {
                                    if tri!(self.iter_rewind(&i)) {
                                        (*slot!(it)) = Value::Obj(i);
                                        (*slot!(it + 1)) = Value::Int(-1);
                                    } else {
                                        pc = end as usize;
                                    }
                                }
                                None => {
                                    // Its properties, walked live; a float
                                    // position marks this mode (FeFetch).
                                    if self.next_visible_prop(&o, 0).is_none() {
                                        pc = end as usize;
                                    } else {
                                        (*slot!(it)) = Value::Obj(o);
                                        (*slot!(it + 1)) = Value::Float(0.0);
                                    }
                                }
                            },
                            other => {
                                self.warning(&format!(
                                    "foreach() argument must be of type array|object, {} given",
                                    sig::type_name_for_error(&other)
                                ));
                                pc = end as usize;
                            }
                        }
                    }
                    Op::FeFetch { it, val, key, end } => {
                        if let Value::Obj(_) = &(*slot!(it)) {
                            sync!();
                            // SAFETY: `fp` is this frame's first slot and
                            // the operands are its slots.
                            if !tri!(unsafe { self.fe_fetch_obj(fp, it, val, key) })
                                .unwrap_or(false)
                            {
                                pc = end as usize;
                            }
                            continue;
                        }
                        let pos = match &(*slot!(it + 1)) {
                            Value::Int(p) => *p as usize,
                            _ => usize::MAX,
                        };
                        let next = match &(*slot!(it)) {
                            Value::Arr(a) => fe_next(a, pos, key != NONE),
                            _ => None,
                        };
                        match next {
                            Some((p, k, v)) => {
                                // The position slot always holds an int.
                                store(slot!(it + 1), Value::Int(p as i64 + 1));
                                // Variables or temporaries (an assignment:
                                // through a reference a variable holds).
                                store(slot!(val), v);
                                if key != NONE {
                                    store(slot!(key), k);
                                }
                            }
                            None => pc = end as usize,
                        }
                    }
                    Op::FeFree { it } => {
                        (*slot!(it)) = Value::Undef;
                        (*slot!(it + 1)) = Value::Undef;
                    }
                    Op::InitCall { name, fb, cache } => {
                        let mut cb = frame!().cache_base;
                        if cb == usize::MAX {
                            cb = self.cache_base_for(unit);
                            frame!().cache_base = cb;
                        }
                        let cell = cb + cache as usize;
                        debug_assert!(cell < self.rt.call_cache.len());
                        // SAFETY: `cache_base_for` gave this unit
                        // `num_cache_slots` cells from `cb` on, the compiler
                        // numbers a unit's sites below that count, and the
                        // cache only grows during a request.
                        if let Some(f) = unsafe { self.rt.call_cache.get_unchecked(cell) } {
                            match f {
                                Func::User(u) => {
                                    // Borrowed from the cache cell (no count:
                                    // see `runtime::borrow_unit`).
                                    let u: *const Arc<CodeUnit> = u;
                                    // SAFETY: the cell is not touched while the
                                    // record is written (the pending stack is
                                    // another vector).
                                    self.rt.push_function_pending(unsafe { &*u }, self.rt.sp);
                                }
                                f => {
                                    let p = Pending::new(Some(f.clone()), self.rt.sp);
                                    self.rt.pending.push(p);
                                }
                            }
                            continue;
                        }
                        let f = self.site_function(unit, name, fb).cloned();
                        if f.is_none() {
                            sync!();
                            let e = self.undefined_function(unit, name);
                            tri!(Err(e));
                        }
                        self.rt.call_cache[cell] = f.clone();
                        self.init_call(f);
                    }
                    Op::InitCallFused { name, fb, cache } => {
                        // Resolves only: `CallFused` makes the call (fused.rs).
                        let mut cb = frame!().cache_base;
                        if cb == usize::MAX {
                            cb = self.cache_base_for(unit);
                            frame!().cache_base = cb;
                        }
                        let cell = cb + cache as usize;
                        debug_assert!(cell < self.rt.call_cache.len());
                        // SAFETY: as for InitCall's cell.
                        if unsafe { self.rt.call_cache.get_unchecked(cell) }.is_none() {
                            sync!();
                            let f = tri!(self.resolve_call(unit, name, fb));
                            self.rt.call_cache[cell] = Some(f);
                        }
                        // Anything but a plain built-in gets its pending
                        // record here, as InitCall would push it.
                        // SAFETY: as above; the cell is filled.
                        match unsafe { self.rt.call_cache.get_unchecked(cell) } {
                            Some(Func::Builtin(bf)) if bf.sig.plain => {}
                            Some(Func::User(u)) => {
                                let u: *const Arc<CodeUnit> = u;
                                // SAFETY: as for InitCall.
                                self.rt.push_function_pending(unsafe { &*u }, self.rt.sp);
                            }
                            f => {
                                let p = Pending::new(f.clone(), self.rt.sp);
                                self.rt.pending.push(p);
                            }
                        }
                    }
                    Op::CallFused { cache, a, b, c } => {
                        sync!();
                        let mut cb = frame!().cache_base;
                        if cb == usize::MAX {
                            cb = self.cache_base_for(unit);
                            frame!().cache_base = cb;
                        }
                        let cell = cb + cache as usize;
                        let (plain, fast, by_value) = match self.rt.call_cache.get(cell) {
                            Some(Some(Func::Builtin(bf))) if bf.sig.plain => (true, bf.fast, false),
                            Some(Some(Func::User(u))) => (false, None, u.by_ref_args == 0),
                            _ => (false, None, false),
                        };
                        if by_value {
                            // A user function taking nothing by reference:
                            // its pending record is there (InitCallFused);
                            // every send is by value. DoCall follows.
                            for o in [a, b, c] {
                                if o == NONE {
                                    break;
                                }
                                let v = self.fused_arg(unit, fp, o);
                                self.rt.push_arg(v);
                            }
                            continue;
                        }
                        if let Some(ff) = fast {
                            // The fast form, with the arguments where they lie.
                            // SAFETY: `fp` is the running frame of `unit`.
                            let r = unsafe { crate::fused::fused_vals(unit, fp, [a, b, c]) }
                                .and_then(|(vals, n)| ff(&vals[..n]));
                            if let Some(v) = r {
                                // SAFETY: as above; the borrows have ended.
                                unsafe { crate::fused::release_temps(unit, fp, [a, b, c]) };
                                let dst = match ops.get(pc) {
                                    Some(Op::DoCall { dst }) => *dst,
                                    _ => NONE,
                                };
                                pc += 1;
                                self.set(fp, dst, v);
                                continue;
                            }
                        }
                        let bf = match self.rt.call_cache.get(cell) {
                            Some(Some(Func::Builtin(bf))) if plain => Some(bf.clone()),
                            _ => None,
                        };
                        match bf {
                            Some(bf) => {
                                // The built-in with its arguments staged on the
                                // stack, as DoCall would call it.
                                let args_base = self.stage_fused(unit, fp, [a, b, c]);
                                let v = tri!(self.call_builtin_staged(
                                    bf,
                                    args_base,
                                    unit.strict_types
                                ));
                                // The DoCall that follows names the result's slot.
                                let dst = match ops.get(pc) {
                                    Some(Op::DoCall { dst }) => *dst,
                                    _ => NONE,
                                };
                                pc += 1;
                                self.set(fp, dst, v);
                            }
                            None => {
                                tri!(self.call_fused_slow(unit, fp, [a, b, c]));
                            }
                        }
                    }
                    Op::Send { a } => {
                        // The common send: a temporary holding no reference,
                        // to a call that takes nothing by reference: moved
                        // onto the stack as it is.
                        let np = self.rt.pending.len();
                        let i = self.rt.sp;
                        // SAFETY: np > 0 is tested first.
                        if np > 0
                            && unsafe { self.rt.pending.get_unchecked(np - 1) }.by_ref == 0
                            && self.rt.stack.ensure(i + 1)
                        {
                            // SAFETY: ensure() made slot i valid.
                            let dst = unsafe { self.rt.stack.as_mut_ptr().add(i) };
                            if a & CONST_BIT != 0 {
                                // SAFETY: slots from sp up are Undef (nothing
                                // to drop).
                                unsafe { std::ptr::write(dst, unit.constant(a).clone()) };
                                self.rt.sp = i + 1;
                                continue;
                            }
                            if a as usize >= unit.cv_names.len() {
                                let src: *mut Value = slot!(a);
                                // SAFETY: `src` is one of the running frame's
                                // slots; slot i is Undef (nothing to drop);
                                // the temporary is read once and left Undef.
                                unsafe {
                                    if !matches!(&*src, Value::Ref(_)) {
                                        std::ptr::copy_nonoverlapping(src, dst, 1);
                                        std::ptr::write(src, Value::Undef);
                                        self.rt.sp = i + 1;
                                        continue;
                                    }
                                }
                            }
                        }
                        if a & CONST_BIT == 0 && (*slot!(a)).is_undef() {
                            sync!();
                        }
                        let v = self.take(unit, fp, a);
                        if self.pending_arg_by_ref() {
                            if self.pending_arg_prefer_ref() {
                                self.rt.push_arg(Value::Ref(PRef::new(v)));
                                continue;
                            }
                            sync!();
                            if a & CONST_BIT != 0 {
                                let e = self.by_ref_literal_error();
                                tri!(Err(e));
                            }
                            self.notice("Only variables should be passed by reference");
                            // The callee gets a reference to a temporary copy.
                            self.rt.push_arg(Value::Ref(PRef::new(v)));
                            continue;
                        }
                        self.rt.push_arg(v);
                    }
                    Op::SendVar { cv } => {
                        if self.pending_arg_by_ref() {
                            let r = slot!(cv).make_ref();
                            self.rt.push_arg(Value::Ref(r));
                        } else {
                            let v = match &(*slot!(cv)) {
                                Value::Undef => {
                                    sync!();
                                    self.undefined_var(unit, cv);
                                    Value::Null
                                }
                                Value::Ref(r) => r.get(),
                                v => v.clone(),
                            };
                            self.rt.push_arg(v);
                        }
                    }
                    Op::DoCall { dst } => {
                        sync!();
                        // The common call: a user function or method with
                        // untyped by-value parameters and enough positional
                        // arguments, already staged in what become the new
                        // frame's first slots. The pending record is read
                        // where it lies (moving it out copies 56 bytes).
                        let np = self.rt.pending.len();
                        assert!(np > 0, "pending call");
                        // SAFETY: np > 0: the last pending record is initialised.
                        let pp = unsafe { self.rt.pending.as_ptr().add(np - 1) };
                        // SAFETY: `pp` is valid (above) and nothing else
                        // touches the pending stack during this test.
                        let fast = match unsafe { &*pp }.plain_user_unit() {
                            Some(u) => {
                                (u.simple_params || crate::calls::typed_by_value(u))
                                    && (u.required_params as usize..=u.params.len())
                                        .contains(&(self.rt.sp - unsafe { &*pp }.args_base))
                                    && !self.stack_exhausted()
                            }
                            None => false,
                        };
                        if fast {
                            // SAFETY: the top record is a user call (tested
                            // above); the unit keeps its borrowed/owned state
                            // into the frame.
                            let (u, borrowed, this, scope, cls, args_base) =
                                unsafe { self.rt.take_user_pending() };
                            let num_args = (self.rt.sp - args_base) as u32;
                            let simple = u.simple_params;
                            if self
                                .rt
                                .set_frame_top(args_base, u.num_slots as usize)
                                .is_none()
                            {
                                let e = self.fatal_memory(262144);
                                tri!(Err(e));
                            }
                            // Built straight into the frame stack, a method's
                            // context ($this, scope, called class) with it
                            // (two copies: a plain function's is the shorter).
                            if this.is_none() && scope == crate::class::NO_CLASS {
                                std::mem::forget(this);
                                self.rt.push_user_frame(
                                    u,
                                    borrowed,
                                    args_base,
                                    dst,
                                    num_args,
                                    None,
                                    crate::class::NO_CLASS,
                                    crate::class::NO_CLASS,
                                );
                            } else {
                                self.rt.push_user_frame(
                                    u, borrowed, args_base, dst, num_args, this, scope, cls,
                                );
                            }
                            if !simple {
                                tri!(self.check_typed_args(unit.strict_types));
                            }
                            // SAFETY: the interrupt cell lives as long as the thread.
                            if unsafe { (*mem_cell).get() } {
                                self.rt.interrupt = true;
                            }
                            continue 'frames;
                        }
                        // A user closure: the same, then its captured
                        // variables and its own `$this` and scope (outside
                        // this loop: its code here slowed plain calls).
                        // SAFETY: as above.
                        if unsafe { &*pp }.is_closure() && tri!(self.push_closure_call_frame(dst)) {
                            // SAFETY: the interrupt cell lives as long as the thread.
                            if unsafe { (*mem_cell).get() } {
                                self.rt.interrupt = true;
                            }
                            continue 'frames;
                        }
                        // A Generator's send(), current()...: made from its
                        // record where it lies.
                        // SAFETY: as above.
                        if unsafe { &*pp }.native.is_some() {
                            if let Some(r) = self.gen_call_top() {
                                let v = tri!(r);
                                self.set(fp, dst, v);
                                continue;
                            }
                        }
                        let mut p = self.rt.pending.pop().expect("pending call");
                        match p.func() {
                            // A built-in function with positional arguments.
                            Some(Func::Builtin(_)) if p.extra.is_none() && p.this.is_none() => {
                                let Some(Func::Builtin(b)) = p.take_func() else {
                                    unreachable!("tested above")
                                };
                                let v = tri!(self.call_builtin_staged(
                                    b,
                                    p.args_base,
                                    unit.strict_types
                                ));
                                self.set(fp, dst, v);
                            }
                            _ => {
                                if p.func().is_none() {
                                    // Built-in methods, __call, `new` without constructor.
                                    let v = tri!(self.do_native_call(p));
                                    self.set(fp, dst, v);
                                    continue;
                                }
                                let named = p.take_named();
                                match p.take_func().expect("resolved") {
                                    Func::Builtin(b) => {
                                        let mut args = self.rt.args_pool.pop().unwrap_or_default();
                                        self.rt.take_args(p.args_base, &mut args);
                                        let v = tri!(self.call_builtin(
                                            &b,
                                            args,
                                            named,
                                            unit.strict_types
                                        ));
                                        self.set(fp, dst, v);
                                    }
                                    Func::User(u) => {
                                        let ctx = (p.this.is_some()
                                            || p.scope != crate::class::NO_CLASS)
                                            .then(|| (p.this.take(), p.scope, p.cls));
                                        tri!(self.push_method_frame_from_stack(
                                            u,
                                            p.args_base,
                                            named,
                                            dst,
                                            unit.strict_types,
                                            ctx
                                        ));
                                        continue 'frames;
                                    }
                                    Func::Closure(c) => {
                                        tri!(self.push_closure_frame(
                                            &c,
                                            p.args_base,
                                            named,
                                            dst,
                                            unit.strict_types
                                        ));
                                        // A closure call's `this` is the Closure object.
                                        if let Some(o) = p.this.take() {
                                            if let Some(f) = self.rt.frames.last_mut() {
                                                f.closure = Some(o);
                                            }
                                        }
                                        continue 'frames;
                                    }
                                }
                            }
                        }
                    }
                    Op::RecvDefault { param, skip } => {
                        if !(*slot!(param)).is_undef() {
                            pc = skip as usize;
                        }
                    }
                    Op::FetchConst {
                        dst,
                        name,
                        fb,
                        cache,
                    } => {
                        // Constants never change once defined: the first
                        // lookup at a site is cached for the request.
                        let mut cb = frame!().cache_base;
                        if cb == usize::MAX {
                            cb = self.cache_base_for(unit);
                            frame!().cache_base = cb;
                        }
                        let cell = cb + cache as usize;
                        let v = match &self.rt.const_cache[cell] {
                            Value::Undef => {
                                sync!();
                                let v = tri!(self.fetch_const(unit, name, fb));
                                self.rt.const_cache[cell] = v.clone();
                                v
                            }
                            v => v.clone(),
                        };
                        self.set(fp, dst, v);
                    }
                    // The object and class instructions go straight to
                    // their handler, not through exec_cold's second dispatch.
                    // Property instructions: a cache hit is handled in a
                    // small function of its own (class/prop_ops.rs).
                    Op::FetchPropC { .. }
                    | Op::AssignPropC { .. }
                    | Op::IncDecPropC { .. }
                    | Op::AssignOpPropC { .. } => {
                        tri!(self.cached_prop_op(*op, unit, fi, fp, pc));
                    }
                    // `new`: the op after it may be skipped (see
                    // exec_class_op), so the position is read back.
                    Op::NewObj { .. } => {
                        sync!();
                        tri!(self.exec_class_op(*op, unit, fi, fp));
                        pc = frame!().pc;
                    }
                    Op::InitMethodC { .. }
                    | Op::InitStaticCall { .. }
                    | Op::InstanceOf { .. }
                    | Op::FetchStaticProp { .. }
                    | Op::FetchClassConst { .. }
                    | Op::ClassName { .. }
                    | Op::CloneObj { .. }
                    | Op::ThisVal { .. } => {
                        sync!();
                        tri!(self.exec_class_op(*op, unit, fi, fp));
                    }
                    _ => {
                        sync!();
                        tri!(self.exec_cold(*op, unit, fi, base, fp, &mut pc));
                    }
                }
            }
        }
    }

    /// The first call-site cache cell of `unit` in this request.
    pub(crate) fn cache_base_for(&mut self, unit: &CodeUnit) -> usize {
        let b = self.rt.cache_base_of(unit);
        if b != usize::MAX {
            return b;
        }
        let b = self.rt.call_cache.len();
        self.rt
            .call_cache
            .resize(b + unit.num_cache_slots as usize, None);
        self.rt
            .obj_cache
            .resize(b + unit.num_cache_slots as usize, Default::default());
        self.rt
            .const_cache
            .resize(b + unit.num_cache_slots as usize, Value::Undef);
        let id = unit.id as usize;
        if self.rt.cache_bases.len() <= id {
            self.rt.cache_bases.resize(id + 1, usize::MAX);
        }
        self.rt.cache_bases[id] = b;
        b
    }

    /// Time limit check on jumps: true when max_execution_time is passed.
    #[inline]
    fn tick(&mut self) -> bool {
        self.rt.ops_counter = self.rt.ops_counter.wrapping_add(1);
        if self.rt.ops_counter & 0x3FFF == 0 {
            if let Some(d) = self.rt.deadline {
                if std::time::Instant::now() >= d {
                    self.rt.deadline = None;
                    return true;
                }
            }
        }
        false
    }

    /// Runs the loop at `pc` in the loop runner (fast.rs) while it can.
    /// Returns where to go on and how many backward jumps to take before
    /// trying the runner again (it left within the first iteration).
    #[inline(never)]
    fn run_loop(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        pc: usize,
        mem_cell: *const std::cell::Cell<bool>,
    ) -> Result<(usize, u32), (usize, Unwind)> {
        if let Some(code) = unit.jit.code().filter(|&c| c != 0) {
            // SAFETY: `code` was compiled for this unit; `fp` is the running
            // frame's first slot and no reference into the slots is live.
            let stop = unsafe {
                self.jit_run(
                    unit,
                    fi,
                    fp,
                    pc,
                    code & !crate::jit_rt::CODE_FLAGS,
                    mem_cell,
                )
            };
            return self.after_jit(fi, stop);
        }
        let mut cb = self.rt.frames[fi].cache_base;
        if cb == usize::MAX {
            cb = self.cache_base_for(unit);
            self.rt.frames[fi].cache_base = cb;
        }
        let consts = &self.rt.const_cache[cb..cb + unit.num_cache_slots as usize];
        // SAFETY: the interrupt cell lives as long as the thread.
        let mem_flag = unsafe { &*mem_cell };
        // SAFETY: `fp` is the running frame's first slot, no reference into
        // the slots is live during the call, and pc is a jump target of
        // this unit.
        let stop = unsafe { crate::fast::run(unit, fp, pc, mem_flag, consts) };
        if unit.jit.code().is_none() {
            let n = match stop {
                crate::fast::Stop::Op(_, n) => n,
                _ => tusk_jit::BUDGET,
            };
            // A loop left at once is skipped for the next 64 backward
            // jumps (below): those iterations count as well.
            if unit.jit.heat(if n > 0 { n + 1 } else { 65 }) > crate::jit_rt::threshold() {
                self.jit_compile(unit, fi);
            }
        }
        match stop {
            // Left within an iteration (a call, say): try again later.
            crate::fast::Stop::Op(p, n) => Ok((p, if n > 0 { 0 } else { 64 })),
            crate::fast::Stop::Step(_) => unreachable!("single steps are the JIT's"),
            crate::fast::Stop::Poll(p) => self.after_jit(fi, tusk_jit::Stop::Poll(p)),
        }
    }

    /// Where the main loop goes on after compiled code (or the runner)
    /// stopped in frame `fi`: the pc and the backward jumps to skip before
    /// trying again, or the error to unwind with the pc to unwind from.
    pub(crate) fn after_jit(
        &mut self,
        fi: usize,
        stop: tusk_jit::Stop,
    ) -> Result<(usize, u32), (usize, Unwind)> {
        match stop {
            tusk_jit::Stop::Op(p, n) => Ok((p, if n > 0 { 0 } else { 64 })),
            tusk_jit::Stop::Poll(p) => {
                if tusk_value::mem::interrupted() {
                    self.rt.interrupt = true;
                }
                if self.deadline_passed() {
                    self.rt.frames[fi].pc = p;
                    return Err((p, self.timeout_fatal()));
                }
                Ok((p, 0))
            }
            // The error of the op at p (the main loop's pc is past it).
            tusk_jit::Stop::Error(p) => {
                let e = self.rt.jit_err.take().unwrap_or(Unwind::Exit(255));
                Err((p + 1, e))
            }
        }
    }

    /// Whether max_execution_time has passed (checked by the loop runner's
    /// callers every few thousand iterations).
    #[cold]
    pub(crate) fn deadline_passed(&mut self) -> bool {
        match self.rt.deadline {
            Some(d) if std::time::Instant::now() >= d => {
                self.rt.deadline = None;
                true
            }
            _ => false,
        }
    }

    /// Handles a raised interrupt: a pending exception or exit from an error
    /// handler, or memory_limit crossed.
    #[cold]
    fn on_interrupt(&mut self) -> Option<Unwind> {
        self.rt.interrupt = false;
        tusk_value::mem::clear_interrupt();
        if tusk_value::reference::typed_writes_pending() {
            if let Some(e) = self.check_typed_writes() {
                // What else was up waits for the next instruction.
                if tusk_value::object::has_doomed() || tusk_value::gc::pending() {
                    tusk_value::mem::raise_interrupt();
                }
                return Some(e);
            }
        }
        if tusk_value::object::has_doomed() {
            if let Err(e) = self.run_doomed() {
                return Some(e);
            }
        }
        if tusk_value::gc::pending() {
            if let Err(e) = self.collect_cycles_auto() {
                return Some(e);
            }
        }
        if let Some(e) = self.rt.pending_throw.take() {
            return Some(Unwind::Throw(e));
        }
        if let Some(c) = self.rt.pending_exit.take() {
            return Some(Unwind::Exit(c));
        }
        if let Some(size) = tusk_value::mem::take_over_limit() {
            // Lift the limit while reporting, as php does for its own messages.
            tusk_value::mem::set_limit(None);
            return Some(self.fatal_memory(size));
        }
        None
    }

    #[cold]
    pub(crate) fn timeout_fatal(&mut self) -> Unwind {
        let n = self.rt.max_execution_time;
        self.fatal(&format!(
            "Maximum execution time of {} second{} exceeded",
            n,
            if n == 1 { "" } else { "s" }
        ))
    }

    /// Handles an unwind at the current frame: finds a catch in this or an
    /// outer frame (up to `stop`). Ok(None): continue executing (a handler
    /// was found); Err: propagate past `stop`.
    pub(crate) fn handle_unwind(
        &mut self,
        e: Unwind,
        stop: usize,
    ) -> Result<Option<Value>, Unwind> {
        let Unwind::Throw(exc) = e else {
            // exit and fatal errors unwind everything.
            while self.rt.frames.len() > stop {
                self.pop_frame();
            }
            self.unsilence_from(self.rt.frames.len());
            self.rt.pending.clear();
            if let Some(f) = self.rt.frames.last() {
                // Arguments staged for the calls just dropped (not those of
                // a built-in still running, which it releases itself).
                let top = (f.base + f.unit.num_slots as usize).max(self.rt.builtin_args_top);
                self.rt.truncate_stack(top);
            }
            return Err(e);
        };
        loop {
            let fi = self.rt.frames.len() - 1;
            let pc = self.rt.frames[fi].pc.saturating_sub(1) as u32;
            let unit = self.rt.frames[fi].unit.clone();
            let mut target = None;
            // Inner try blocks are recorded before the ones around them.
            for r in unit.try_ranges.iter() {
                if pc >= r.start && pc < r.end && r.catch != NONE {
                    target = Some(r.catch);
                    break;
                }
            }
            // Leaving finally blocks that were running: an exception pending
            // in one becomes the new one's (innermost) previous.
            if let Some(x) = self.rt.frames[fi].extra.as_mut() {
                while let Some((_, start, _)) = x.finally_stack.last() {
                    let body = unit
                        .try_ranges
                        .iter()
                        .find(|r| r.finally as usize == *start)
                        .map(|r| r.finally..r.finally_end);
                    let inside = |at: u32| body.as_ref().is_some_and(|b| b.contains(&at));
                    if !inside(pc) || target.is_some_and(inside) {
                        break;
                    }
                    if let Some((_, _, Some(p))) = x.finally_stack.pop() {
                        if !p.ptr_eq(&exc) {
                            crate::exception::chain_previous(&exc, p);
                        }
                    }
                }
            }
            if let Some(t) = target {
                // The `@` expressions of this frame are left (none can
                // hold a try block).
                self.unsilence_from(fi);
                self.rt.frames[fi].pc = t as usize;
                self.rt.frames[fi].extra_mut().exception = Some(exc);
                let pb = self.rt.frames[fi].pending_base as usize;
                self.rt.pending.truncate(pb);
                let top = self.rt.frames[fi].base + unit.num_slots as usize;
                self.rt.truncate_stack(top);
                return Ok(None);
            }
            self.pop_frame();
            self.unsilence_from(fi);
            if self.rt.frames.len() <= stop {
                return Err(Unwind::Throw(exc));
            }
        }
    }

    /// Ends the `@` expressions begun in frame `depth` or above, which an
    /// exception left: error_reporting gets the level the outermost saved
    /// (unless the silenced code set a level of its own), as SilenceEnd.
    fn unsilence_from(&mut self, depth: usize) {
        let mut old = None;
        while let Some(&(f, o)) = self.silenced.last() {
            if f < depth {
                break;
            }
            self.silenced.pop();
            self.silence = self.silence.saturating_sub(1);
            old = Some(o);
        }
        if let Some(old) = old {
            if self.error_reporting == old & 4437 {
                self.error_reporting = old;
            }
        }
    }

    pub(crate) fn cast(&mut self, x: Value, kind: u32) -> Result<Value, Unwind> {
        Ok(match kind {
            cast_kind::INT => Value::Int(ops::to_int(&x)),
            cast_kind::FLOAT => Value::Float(ops::to_float(&x)),
            cast_kind::STRING => Value::Str(self.to_pstr(&x)?),
            cast_kind::BOOL => Value::Bool(ops::to_bool(&x)),
            cast_kind::ARRAY => match x {
                Value::Arr(a) => Value::Arr(a),
                Value::Null | Value::Undef => Value::Arr(PArr::new()),
                Value::Obj(o) => Value::Arr(PArr::from_data(
                    o.props_for(tusk_value::object::PropsPurpose::ArrayCast),
                )),
                other => Value::Arr(PArr::from_values(vec![other])),
            },
            cast_kind::OBJECT => match x {
                Value::Obj(o) => Value::Obj(o),
                other => {
                    let o = PObj::new_std();
                    match other {
                        Value::Arr(a) => {
                            let mut p =
                                std::cell::RefMut::map(o.0.props.borrow_mut(), |p| &mut p.dynamic);
                            for (k, v) in a.iter() {
                                let k = match k {
                                    Key::Int(i) => Key::Str(PStr::from(i.to_string())),
                                    k => k,
                                };
                                p.insert(k, v.clone());
                            }
                        }
                        Value::Null | Value::Undef => {}
                        v => {
                            o.set_dynamic(Key::Str(PStr::from("scalar")), v);
                        }
                    }
                    Value::Obj(o)
                }
            },
            _ => Value::Null,
        })
    }

    /// `$container[$key]` for reading.
    pub(crate) fn fetch_dim(&mut self, c: &Value, k: &Value, quiet: bool) -> Result<Value, Unwind> {
        match c {
            Value::Arr(a) => {
                let key = if quiet {
                    match k {
                        Value::Arr(_) | Value::Obj(_) => {
                            if quiet {
                                return Err(self
                                    .throw("TypeError", "Illegal offset type in isset or empty"));
                            }
                            unreachable!()
                        }
                        _ => {
                            // isset/?? still report a lossy float key.
                            let r = {
                                let mut d = self.diag();
                                ops::to_key(k, &mut d)
                            };
                            r.map_err(|e| self.op_error(e))?
                        }
                    }
                } else {
                    self.key_of(k)?
                };
                match a.get(&key) {
                    Some(v) => Ok(v.unref()),
                    None => {
                        if !quiet {
                            match &key {
                                Key::Int(i) => self.warning(&format!("Undefined array key {}", i)),
                                Key::Str(s) => self.warning(&format!(
                                    "Undefined array key \"{}\"",
                                    lossy(s.as_bytes())
                                )),
                            }
                        }
                        Ok(Value::Null)
                    }
                }
            }
            Value::Str(s) => {
                let idx = match k {
                    Value::Int(i) => Some(*i),
                    Value::Str(ks) => match tusk_value::num::parse_numeric(ks.as_bytes()) {
                        Some((tusk_value::num::Num::Int(i), true))
                            if !ks.as_bytes().starts_with(b" ") =>
                        {
                            Some(i)
                        }
                        Some((n, _))
                            if !ks
                                .as_bytes()
                                .first()
                                .is_some_and(|c| c.is_ascii_whitespace()) =>
                        {
                            // Leading-numeric ("1x"): php warns and uses the number.
                            if quiet {
                                return Ok(Value::Null);
                            }
                            self.warning(&format!(
                                "Illegal string offset \"{}\"",
                                lossy(ks.as_bytes())
                            ));
                            Some(match n {
                                tusk_value::num::Num::Int(i) => i,
                                tusk_value::num::Num::Float(f) => f as i64,
                            })
                        }
                        _ => {
                            if quiet {
                                return Ok(Value::Null);
                            }
                            return Err(self.throw(
                                "TypeError",
                                &format!("Cannot access offset of type {} on string", "string"),
                            ));
                        }
                    },
                    Value::Float(f) => {
                        if !quiet {
                            self.warning("String offset cast occurred");
                        } else if f.fract() != 0.0 || !f.is_finite() {
                            self.deprecated(&format!(
                                "Implicit conversion from float {} to int loses precision",
                                tusk_value::num::fmt_float(*f, -1)
                            ));
                        }
                        Some(*f as i64)
                    }
                    Value::Bool(b) => {
                        if !quiet {
                            self.warning("String offset cast occurred");
                        }
                        Some(*b as i64)
                    }
                    Value::Null | Value::Undef => {
                        if !quiet {
                            self.warning("String offset cast occurred");
                        }
                        Some(0)
                    }
                    _ => {
                        if quiet {
                            return Ok(Value::Null);
                        }
                        return Err(self.throw("TypeError", "Illegal offset type"));
                    }
                };
                let i = idx.unwrap_or(0);
                let len = s.len() as i64;
                let p = if i < 0 { len + i } else { i };
                if p < 0 || p >= len {
                    if !quiet {
                        self.warning(&format!("Uninitialized string offset {}", i));
                    }
                    return Ok(if quiet { Value::Null } else { Value::from("") });
                }
                Ok(Value::Str(PStr::new(
                    &s.as_bytes()[p as usize..p as usize + 1],
                )))
            }
            Value::Null | Value::Undef => {
                if !quiet {
                    self.warning("Trying to access array offset on value of type null");
                }
                Ok(Value::Null)
            }
            Value::Obj(o) if self.instance_of(o, b"ArrayAccess") => {
                // `$o[k] ?? d` asks offsetExists first, as php does.
                let k = k.unref();
                if quiet {
                    let e = self.call_method_named(o, b"offsetexists", vec![k.clone()])?;
                    if !e.as_ref().is_some_and(ops::to_bool) {
                        return Ok(Value::Null);
                    }
                }
                let v = self.call_method_named(o, b"offsetget", vec![k])?;
                Ok(v.map_or(Value::Null, |v| v.unref()))
            }
            Value::Obj(o) => Err(self.throw(
                "Error",
                &format!(
                    "Cannot use object of type {} as array",
                    lossy(o.class_name().as_bytes())
                ),
            )),
            other => {
                if !quiet {
                    let t = match other {
                        Value::Bool(_) => "bool",
                        Value::Int(_) => "int",
                        Value::Float(_) => "float",
                        _ => "unknown",
                    };
                    self.warning(&format!(
                        "Trying to access array offset on value of type {}",
                        t
                    ));
                }
                Ok(Value::Null)
            }
        }
    }

    pub(crate) fn fetch_prop(
        &mut self,
        o: &Value,
        name: &PStr,
        quiet: bool,
    ) -> Result<Value, Unwind> {
        match o {
            Value::Obj(obj) => self.read_prop(obj, name, quiet),
            other => {
                if !quiet {
                    self.warning(&format!(
                        "Attempt to read property \"{}\" on {}",
                        lossy(name.as_bytes()),
                        sig::type_name_for_error(other)
                    ));
                }
                Ok(Value::Null)
            }
        }
    }

    /// Reads an lvalue path by value (arguments not taken by reference).
    pub(crate) fn path_read(
        &mut self,
        unit: &CodeUnit,
        base: usize,
        p: &Path,
    ) -> Result<Value, Unwind> {
        let fp = self.rt.stack.as_mut_ptr().wrapping_add(base);
        let mut cur = match p.base {
            PathBase::Cv(s) | PathBase::Tmp(s) => self.get(unit, fp, s),
            PathBase::StaticProp(..) => {
                let fi = self.rt.frames.len() - 1;
                let v = self.path_op(
                    unit,
                    base,
                    &Path {
                        base: p.base,
                        elems: Vec::new(),
                        cache: p.cache,
                    },
                    crate::paths::Mode::MakeRef,
                )?;
                let _ = fi;
                v.unref()
            }
            PathBase::VarVar(s) | PathBase::Global(s) => {
                let n = self.rt.stack[base + s as usize].unref();
                let n = self.to_pstr(&n)?;
                match self.var_location(&n, matches!(p.base, PathBase::Global(_))) {
                    VarLoc::Slot(i) => self.rt.stack[i].unref(),
                    VarLoc::Ref(r) => r.get(),
                }
            }
        };
        for e in &p.elems {
            cur = match e {
                PathElem::Dim(k) => {
                    let k = self.get(unit, fp, *k);
                    self.fetch_dim(&cur, &k, false)?
                }
                PathElem::Prop(n) => {
                    let n = self.get(unit, fp, *n);
                    let n = self.to_pstr(&n)?;
                    self.fetch_prop(&cur, &n, false)?
                }
                PathElem::Append => {
                    return Err(self.fatal("Cannot use [] for reading"));
                }
            };
        }
        Ok(cur)
    }

    /// A reference to the global variable `name` (creating it).
    pub fn global_ref(&mut self, name: &[u8]) -> PRef {
        if let Some(f) = self.rt.frames.first().filter(|_| !self.rt.main_done) {
            if let Some(i) = f.unit.cv_names.iter().position(|n| &**n == name) {
                let idx = f.base + i;
                let slot = &mut self.rt.stack[idx];
                return slot.make_ref();
            }
        }
        self.rt
            .extra_globals
            .entry(name.to_vec())
            .or_insert_with(|| PRef::new(Value::Null))
            .clone()
    }

    /// Binds extra globals (set before the main frame existed) into the main frame.
    pub(crate) fn bind_preset_globals(&mut self) {
        let names: Vec<Vec<u8>> = self.rt.extra_globals.keys().cloned().collect();
        let Some(f) = self.rt.frames.first() else {
            return;
        };
        let base = f.base;
        let unit = f.unit.clone();
        for n in names {
            if let Some(i) = unit.cv_names.iter().position(|c| **c == *n) {
                let r = self.rt.extra_globals.remove(&n).expect("present");
                self.rt.stack[base + i] = Value::Ref(r);
            }
        }
    }

    fn fetch_const(&mut self, unit: &CodeUnit, name: u32, fb: u32) -> Result<Value, Unwind> {
        let n = match unit.constant(name) {
            Value::Str(s) => s.clone(),
            _ => PStr::new(b""),
        };
        if let Some(v) = self.lookup_const(n.as_bytes()) {
            return Ok(v);
        }
        if fb != NONE {
            if let Value::Str(f) = unit.constant(fb) {
                if let Some(v) = self.lookup_const(f.as_bytes()) {
                    return Ok(v);
                }
            }
        }
        // php names the namespaced constant, not its global fallback.
        let shown = match unit.constant(name) {
            Value::Str(s) => lossy(s.as_bytes()),
            _ => String::new(),
        };
        Err(self.throw("Error", &format!("Undefined constant \"{}\"", shown)))
    }

    /// Looks up a constant (case-insensitive for true/false/null and the
    /// namespace part).
    pub fn lookup_const(&self, n: &[u8]) -> Option<Value> {
        if let Some(v) = self.rt.constants.get(n) {
            return Some(v.clone());
        }
        if n.len() <= 5 {
            match &n.to_ascii_lowercase()[..] {
                b"true" => return Some(Value::Bool(true)),
                b"false" => return Some(Value::Bool(false)),
                b"null" => return Some(Value::Null),
                _ => {}
            }
        }
        match crate::runtime::const_key(n) {
            std::borrow::Cow::Owned(k) => self.rt.constants.get(&k).cloned(),
            std::borrow::Cow::Borrowed(_) => None,
        }
    }

    pub(crate) fn verify_return(
        &mut self,
        unit: &CodeUnit,
        base: usize,
        a: u32,
    ) -> Result<(), Unwind> {
        let Some(rt) = &unit.return_type else {
            return Ok(());
        };
        if a != NONE {
            // The common case: a value of the one built-in type declared.
            let v = if a & CONST_BIT != 0 {
                unit.constant(a)
            } else {
                &self.rt.stack[base + a as usize]
            };
            if crate::calls::fits_declared_exactly(rt, v) {
                return Ok(());
            }
        }
        let (mask, text) = type_of(rt);
        if a == NONE {
            // Falling off the end: only void (and nullable types?) allow it.
            if text == "void" {
                return Ok(());
            }
            if text == "never" {
                return Err(self.throw(
                    "TypeError",
                    &format!(
                        "{}(): never-returning function must not implicitly return",
                        lossy(&unit.name)
                    ),
                ));
            }
            return Err(self.throw(
                "TypeError",
                &format!(
                    "{}(): Return value must be of type {}, none returned",
                    lossy(&unit.name),
                    text
                ),
            ));
        }
        if text == "void" {
            return Ok(());
        }
        let fp = self.rt.stack.as_mut_ptr().wrapping_add(base);
        let v = self.get(unit, fp, a);
        let given = sig::type_name_for_error(&v);
        let (sc, st) = self
            .rt
            .frames
            .last()
            .map_or((crate::class::NO_CLASS, crate::class::NO_CLASS), |f| {
                (f.scope, f.cls)
            });
        let coerced = if matches!(v, Value::Obj(_)) {
            self.coerce_declared(v, rt, mask, unit.strict_types, sc, st)?
        } else {
            sig::coerce(self, v, mask, unit.strict_types, false)?
        };
        let text = if matches!(coerced, Coerced::Ok(_)) {
            text
        } else {
            self.resolve_type_text(&text, sc, st)
        };
        match coerced {
            Coerced::Ok(v) => {
                if a & CONST_BIT == 0 {
                    self.rt.stack[base + a as usize] = v;
                }
                Ok(())
            }
            _ => Err(self.throw(
                "TypeError",
                &format!(
                    "{}(): Return value must be of type {}, {} returned",
                    lossy(&unit.name),
                    text,
                    given
                ),
            )),
        }
    }
}

/// Where a run-time-named variable lives.
pub(crate) enum VarLoc {
    Slot(usize),
    Ref(PRef),
}

/// Lets a value go: a scalar needs no drop (no call into drop_in_place on
/// the hot path).
#[inline(always)]
pub(crate) fn release(v: Value) {
    if v.is_heap() {
        drop(v);
    } else {
        // A scalar has no drop glue to run (no call to it either).
        std::mem::forget(v);
    }
}

/// Overwrites a slot; a scalar old value needs no drop (no call into
/// drop_in_place on the hot path).
/// A compiled variable that is a reference is written through (results may
/// target CVs directly); temporaries never hold references when written here.
#[inline(always)]
pub(crate) fn store(slot: &mut Value, v: Value) {
    // One tag compare on the hot path; the heap cases stay out of line.
    if slot.is_heap() {
        store_heap(slot, v);
    } else {
        // SAFETY: a scalar owns nothing to drop; `v` moves in, read and
        // written in words that store forwarding serves (a result just
        // returned through memory, see `Value::write_split`).
        unsafe { Value::write_split(slot, v) };
    }
}

/// One foreach step over an array: the first live element at or after
/// `pos` (its position, its key as a value when `with_key`, else Null, and
/// its value, a reference's target copied out). Reads the storage in
/// place: no key built (or string key counted) that is not used.
#[inline(always)]
pub(crate) fn fe_next(a: &PArr, pos: usize, with_key: bool) -> Option<(usize, Value, Value)> {
    let (p, k, v) = a.entry_from(pos)?;
    let k = if with_key {
        match k {
            Ok(i) => Value::Int(i),
            Err(s) => Value::Str(s.clone()),
        }
    } else {
        Value::Null
    };
    let v = match v {
        Value::Ref(r) => r.get(),
        v => v.clone(),
    };
    Some((p, k, v))
}

/// `store` over a heap value: through a reference, or dropping the old one.
#[inline(never)]
fn store_heap(slot: &mut Value, v: Value) {
    match slot {
        Value::Ref(r) => r.set(v),
        _ => {
            let p: *mut Value = slot;
            // SAFETY: the old value is dropped once, then `v` moves in
            // as `store` writes it.
            unsafe {
                std::ptr::drop_in_place(p);
                Value::write_split(p, v);
            }
        }
    }
}

/// The value itself, or the value behind it if it is a reference (no
/// clone and drop of a value that is not one, unlike `Value::unref`).
#[inline(always)]
pub(crate) fn into_unref(v: Value) -> Value {
    match v {
        Value::Ref(r) => r.get(),
        v => v,
    }
}

/// How UnhandledMatchError shows the value (`of type X` for non-scalars).
pub(crate) fn match_repr(v: &Value) -> String {
    match v {
        Value::Str(s) => {
            let b = s.as_bytes();
            if b.len() > 15 {
                format!("'{}...'", lossy(&b[..15]))
            } else {
                format!("'{}'", lossy(b))
            }
        }
        Value::Int(i) => i.to_string(),
        Value::Float(f) => tusk_value::num::fmt_float(*f, 17),
        Value::Bool(b) => if *b { "true" } else { "false" }.into(),
        Value::Null | Value::Undef => "NULL".into(),
        other => format!("of type {}", sig::type_name_for_error(other)),
    }
}
