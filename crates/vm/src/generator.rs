//! Generators: the `Generator` class and the suspension of a function's
//! frame at `yield`.
//!
//! A generator function runs its parameter code like any call; then
//! `GenCreate` moves the frame off the slot stack into a `GenData` (its
//! slots, the calls it was preparing, the `Frame` itself with base 0) and
//! returns the Generator object. Each resumption moves the frame back (the
//! record and slots bitwise) on top of the stack and runs it (`execute`
//! with the generator frame as the stop frame, or its compiled code from
//! the resume point) until `Yield` moves it out again or it returns.
//! Since the slot stack never moves, a suspended frame's values live only
//! in its `GenData`, so a generator can be resumed from anywhere.
//!
//! `yield from` keeps its source (array, iterator or inner generator) as
//! the generator's delegate. An array or iterator delegate re-runs the
//! instruction on each resumption, advancing the delegate; an inner
//! generator is resumed directly (`gen_resume_delegating`), the outer
//! frame running again only when the inner one returns or throws.
//!
//! php's call protocol is kept: a new generator runs to its first yield
//! on the first use of any method; next() on a new generator therefore
//! lands on the second yield; rewind() after the first yield is an error.

use crate::fast::overwrite;
use crate::runtime::{Frame, Pending};
use crate::{Unwind, Vm};
use std::cell::{Cell, RefCell, UnsafeCell};
use std::mem::MaybeUninit;
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, Op, CONST_BIT, NONE};
use tusk_value::object::ClassMeta;
use tusk_value::{PArr, PObj, Value};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum St {
    /// Made, not run yet.
    Created,
    /// Stopped at a yield.
    Suspended,
    Running,
    /// Returned or threw.
    Done,
}

/// How a generator is resumed.
pub(crate) enum Input {
    Next,
    Send(Value),
    Throw(PObj),
}

/// What `yield from` is walking.
enum Delegate {
    Arr(PArr, usize),
    Iter(PObj),
    Gen(PObj),
}

/// The payload of a Generator object.
pub struct GenData {
    st: Cell<St>,
    /// The suspended frame (base 0): initialised while `has_frame` (made
    /// or suspended); while it runs the record is on the frame stack.
    /// Moved in and out bitwise (see `detach_top_frame`, `gen_attach`).
    frame: UnsafeCell<MaybeUninit<Frame>>,
    has_frame: Cell<bool>,
    /// `stack[base..sp]` of the suspended frame: its slots and staged
    /// arguments (the vector keeps its buffer across resumptions). Only
    /// the attach and detach steps and `gen_clear` change it; none of
    /// them runs code that could reach the generator.
    slots: UnsafeCell<Vec<Value>>,
    /// Calls the suspended frame was preparing (`args_base` relative to
    /// the frame).
    pending: RefCell<Vec<Pending>>,
    key: RefCell<Value>,
    value: RefCell<Value>,
    /// The slot receiving the value sent in at the current yield.
    send_dst: Cell<u32>,
    largest_key: Cell<i64>,
    retval: RefCell<Option<Value>>,
    delegate: RefCell<Option<Delegate>>,
    /// How the running resumption was asked for (read by `yield from`).
    input: RefCell<Option<Input>>,
    /// Stopped at the first yield, never resumed past it (rewind is allowed).
    at_first: Cell<bool>,
    /// Declared `function &gen()`: its yields are references (`value`
    /// holds a `Value::Ref`), and foreach may run over it by reference.
    by_ref: Cell<bool>,
}

impl Drop for GenData {
    fn drop(&mut self) {
        if self.has_frame.get() {
            // SAFETY: `has_frame`: the record is initialised, and dropped
            // once (the payload is going away).
            unsafe { (*self.frame.get()).assume_init_drop() };
        }
    }
}

impl GenData {
    pub(crate) fn is_done(&self) -> bool {
        self.st.get() == St::Done
    }
    pub(crate) fn yields_by_ref(&self) -> bool {
        self.by_ref.get()
    }
    /// The value of the current pair (read through a reference).
    #[inline(always)]
    pub(crate) fn current_value(&self) -> Value {
        self.value.borrow().unref()
    }
    /// The key of the current pair.
    #[inline(always)]
    pub(crate) fn current_key(&self) -> Value {
        self.key.borrow().clone()
    }
    /// The suspended frame's record, if it has one.
    fn frame(&self) -> Option<&Frame> {
        if self.has_frame.get() {
            // SAFETY: initialised while `has_frame`; it only moves out in
            // `gen_attach` and `gen_clear`, which no reader spans.
            Some(unsafe { (*self.frame.get()).assume_init_ref() })
        } else {
            None
        }
    }
    /// The record and slots of a frame suspended in `yield from` while the
    /// generator it delegates to runs (`Runtime::gen_chain`), for traces.
    pub(crate) fn delegating_frame(&self) -> Option<(&Frame, &[Value])> {
        let f = self.frame()?;
        // SAFETY: see `GenData::slots`: traces are built between attach
        // and detach steps, never inside one.
        Some((f, unsafe { &*self.slots.get() }.as_slice()))
    }
    /// Drops the suspended frame's record, if any.
    fn drop_frame(&self) {
        if self.has_frame.replace(false) {
            // SAFETY: it was initialised (`has_frame`), and is dropped once.
            unsafe { (*self.frame.get()).assume_init_drop() };
        }
    }
}

fn gen_data(o: &PObj) -> Option<Rc<GenData>> {
    let i = o.internal()?.clone();
    i.downcast::<GenData>().ok()
}

/// The generator payload of `o`, borrowed (no count traffic): it lives as
/// long as the object handle it is read from.
#[inline]
fn gen_ref(o: &PObj) -> Option<&GenData> {
    o.internal()?.downcast_ref::<GenData>()
}

impl Vm {
    /// The generator payload of `o`, if it is a Generator.
    pub(crate) fn generator_of(&self, o: &PObj) -> Option<Rc<GenData>> {
        gen_data(o)
    }

    /// As `generator_of`, borrowed from the handle.
    pub(crate) fn generator_ref<'a>(&self, o: &'a PObj) -> Option<&'a GenData> {
        gen_ref(o)
    }

    /// Moves the top frame out into `g`: its record, its slots and the
    /// calls it was preparing (made relative to its base).
    #[inline(always)]
    fn detach_top_frame(&mut self, g: &GenData) {
        let n = self
            .rt
            .frames
            .len()
            .checked_sub(1)
            .expect("generator frame");
        debug_assert!(!g.has_frame.get());
        // SAFETY: record `n` is initialised; the length drops first and
        // the record is then moved bitwise into the payload's (empty)
        // place, so it has one owner. Slots `base..sp` are valid (below
        // the stack's initialised length); they are moved bitwise into the
        // vector's spare room and their kind words overwritten with Undef
        // without a drop, so each value has one owner too. Nothing here
        // runs code that could reach the generator.
        unsafe {
            self.rt.frames.set_len(n);
            let p = self.rt.frames.as_mut_ptr().add(n);
            let base = (*p).base;
            let top = self.rt.sp;
            assert!(base <= top && top <= self.rt.stack.len());
            let cnt = top - base;
            let slots = &mut *g.slots.get();
            debug_assert!(slots.is_empty());
            slots.reserve(cnt);
            let src = self.rt.stack.as_mut_ptr().add(base);
            let dst = slots.as_mut_ptr();
            // One pass (a frame has a few slots: no memcpy call).
            for i in 0..cnt {
                let s = src.add(i);
                dst.add(i).write(std::ptr::read(s));
                (s as *mut u64).write(tusk_value::layout::UNDEF as u64);
            }
            slots.set_len(cnt);
            self.rt.sp = base;
            // Usually no call is being prepared at a yield.
            let from = (*p).pending_base as usize;
            if from < self.rt.pending.len() {
                self.detach_pending(g, from, base);
            }
            if !self.rt.dyn_vars.is_empty() {
                self.rt.dyn_vars.retain(|(d, _), _| *d < n);
            }
            // The record moves whole, then changes in its new place: fields
            // written into a record on its way would be read back at once by
            // the move's 16-byte loads, which stall on store forwarding.
            let f = (*g.frame.get()).as_mut_ptr();
            std::ptr::copy_nonoverlapping(p, f, 1);
            g.has_frame.set(true);
            (*f).base = 0;
            // It leaves the frame stack: its unit is counted from now on.
            if (*f).unit_borrowed {
                (*f).own_unit();
            }
        }
    }

    /// The calls a suspending frame was preparing (`pending[from..]`) move
    /// into `g`, their argument bases made relative to the frame's `base`.
    #[cold]
    #[inline(never)]
    fn detach_pending(&mut self, g: &GenData, from: usize, base: usize) {
        let mut pending = g.pending.borrow_mut();
        pending.extend(self.rt.pending.drain(from..).map(|mut p| {
            p.args_base -= base;
            // It leaves the pending stack: counted from now on.
            p.own_func();
            p
        }));
    }

    /// The calls `g`'s frame was preparing go back on the pending stack,
    /// above its new `base`.
    #[cold]
    #[inline(never)]
    fn attach_pending(&mut self, g: &GenData, base: usize) {
        let mut pending = g.pending.borrow_mut();
        for mut p in pending.drain(..) {
            p.args_base += base;
            self.rt.pending.push(p);
        }
    }

    /// Puts `g`'s suspended frame back on top of the stacks (its slots,
    /// the calls it was preparing, its record) and marks it running, with
    /// `o`, its handle, on `running_gens`. Returns the frame's base.
    #[inline(always)]
    fn gen_attach(&mut self, o: &PObj, g: &GenData) -> Result<usize, Unwind> {
        debug_assert!(g.has_frame.get());
        let base = self.rt.sp;
        let pending_base = self.rt.pending.len() as u32;
        {
            // SAFETY: see `GenData::slots`: no other borrow of the vector
            // is live.
            let slots = unsafe { &mut *g.slots.get() };
            let n = slots.len();
            if !self.rt.stack.ensure(base + n) {
                slots.clear();
                return Err(self.fatal_memory(262144));
            }
            // SAFETY: `ensure` made slots `base..base + n` valid, and slots
            // at `sp` and above hold Undef (nothing to drop). The values are
            // moved bitwise; `set_len(0)` gives up the vector's ownership
            // of them, so each has exactly one owner, the stack.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    slots.as_ptr(),
                    self.rt.stack.as_mut_ptr().add(base),
                    n,
                );
                slots.set_len(0);
            }
            self.rt.sp = base + n;
        }
        if !g.pending.borrow().is_empty() {
            self.attach_pending(g, base);
        }
        if self.rt.frames.len() == self.rt.frames.capacity() {
            self.rt.frames.reserve(16);
        }
        // SAFETY: there is room for one more record (reserved above); the
        // payload's record (initialised: `has_frame`) moves bitwise into
        // it and the flag drops, so it has one owner, the frame stack.
        // Pushed whole, then set in place (see `detach_top_frame`).
        unsafe {
            let n = self.rt.frames.len();
            let top = self.rt.frames.as_mut_ptr().add(n);
            std::ptr::copy_nonoverlapping((*g.frame.get()).as_ptr(), top, 1);
            g.has_frame.set(false);
            (*top).base = base;
            (*top).ret = NONE;
            (*top).pending_base = pending_base;
            self.rt.frames.set_len(n + 1);
        }
        self.rt
            .running_gens
            .push((crate::runtime::GenHandle::new(o), g as *const GenData));
        g.st.set(St::Running);
        Ok(base)
    }

    /// What a by-reference generator yields from slot `val`: the reference
    /// the compiler made of a variable, or, for anything else, the value
    /// with php's notice.
    #[cold]
    #[inline(never)]
    pub(crate) fn yield_ref(&mut self, unit: &CodeUnit, fp: *mut Value, val: u32) -> Value {
        if val == NONE {
            return Value::Null;
        }
        if val & CONST_BIT == 0 {
            // SAFETY: `val` is a slot of the running frame at `fp`.
            let slot = unsafe { &mut *fp.add(val as usize) };
            if matches!(slot, Value::Ref(_)) {
                return if (val as usize) < unit.cv_names.len() {
                    slot.clone()
                } else {
                    std::mem::take(slot)
                };
            }
        }
        self.notice("Only variable references should be yielded by reference");
        self.take(unit, fp, val)
    }

    /// `GenCreate`: the running frame becomes a Generator object.
    pub(crate) fn gen_create(&mut self) -> Value {
        let data = Rc::new(GenData {
            st: Cell::new(St::Created),
            frame: UnsafeCell::new(MaybeUninit::uninit()),
            has_frame: Cell::new(false),
            slots: UnsafeCell::new(Vec::new()),
            pending: RefCell::new(Vec::new()),
            key: RefCell::new(Value::Null),
            value: RefCell::new(Value::Null),
            send_dst: Cell::new(NONE),
            largest_key: Cell::new(-1),
            retval: RefCell::new(None),
            delegate: RefCell::new(None),
            input: RefCell::new(None),
            at_first: Cell::new(false),
            by_ref: Cell::new(false),
        });
        self.detach_top_frame(&data);
        let (by_ref, has_finally) = match data.frame() {
            // A generator with finally blocks runs them when it is
            // destroyed while suspended inside one of their try blocks.
            Some(f) => (
                f.unit.by_ref_return,
                f.unit.try_ranges.iter().any(|r| r.finally != NONE),
            ),
            None => (false, false),
        };
        data.by_ref.set(by_ref);
        let class = match &self.rt.generator_class {
            Some(c) => c.clone(),
            None => self
                .find_class(b"generator")
                .expect("the Generator class is registered at start"),
        };
        let meta: Rc<dyn ClassMeta> = class;
        let o = PObj::with_internal(meta, data);
        if has_finally {
            tusk_value::object::track_dtor(&o);
        }
        Value::Obj(o)
    }

    /// A suspended generator's last handle went away: its pending finally
    /// blocks run (catch blocks do not), as php does on destruction.
    pub(crate) fn gen_destroy(&mut self, o: &PObj) -> Result<(), Unwind> {
        let Some(g) = gen_ref(o) else {
            return Ok(());
        };
        if g.st.get() != St::Suspended {
            return Ok(());
        }
        // An object that is no Throwable: no catch matches it, so only the
        // finally blocks around the yield run.
        let marker = PObj::new_named(tusk_value::PStr::from("Generator destruction"));
        match self.gen_resume(o, g, Input::Throw(marker.clone())) {
            Err(Unwind::Throw(e)) if e.ptr_eq(&marker) => Ok(()),
            Err(e) => Err(e),
            Ok(()) => {
                // A yield inside a finally block suspended it again: php
                // abandons it there.
                g.st.set(St::Done);
                self.gen_clear(g);
                Ok(())
            }
        }
    }

    /// `Yield`: records the yielded pair and moves the generator's frame
    /// (the top one) out. The caller returns from `execute`.
    #[inline(never)]
    pub(crate) fn gen_suspend(&mut self, dst: u32, key: Option<Value>, val: Value) {
        let Some(&(_, g)) = self.rt.running_gens.last() else {
            return;
        };
        // SAFETY: the payload lives as long as the generator's handle kept
        // next to it, which stays in `running_gens` until its resumption
        // returns (after this suspension).
        let g = unsafe { &*g };
        self.suspend_to(g, dst, key, val);
    }

    /// `gen_suspend` of `g`, the running generator (the last entry of
    /// `running_gens`), which the caller knows: no lookup, and made inline
    /// (the compiled resumption's path, `gen_enter_jit`).
    #[inline(always)]
    fn suspend_to(&mut self, g: &GenData, dst: u32, key: Option<Value>, val: Value) {
        let k = match key {
            Some(k) => {
                if let Value::Int(i) = k {
                    if i > g.largest_key.get() {
                        g.largest_key.set(i);
                    }
                }
                k
            }
            None => {
                let n = g.largest_key.get().wrapping_add(1);
                g.largest_key.set(n);
                Value::Int(n)
            }
        };
        self.park(g, k, val, dst);
    }

    /// Records the current pair and moves the generator's frame (the top
    /// one) into `g`.
    #[inline(always)]
    fn park(&mut self, g: &GenData, key: Value, val: Value, send_dst: u32) {
        overwrite(&mut g.key.borrow_mut(), key);
        overwrite(&mut g.value.borrow_mut(), val);
        g.send_dst.set(send_dst);
        self.detach_top_frame(g);
        g.st.set(St::Suspended);
    }

    /// Moves the generator's frame out while `yield from` produced a pair:
    /// the frame resumes at the `YieldFrom` instruction itself.
    fn gen_suspend_delegating(&mut self, g: &GenData, key: Value, val: Value) {
        if let Some(f) = self.rt.frames.last_mut() {
            f.pc = f.pc.saturating_sub(1);
        }
        self.park(g, key, val, NONE);
    }

    /// Runs the generator until its next yield, its return or an exception.
    #[inline]
    pub(crate) fn gen_resume(&mut self, o: &PObj, g: &GenData, input: Input) -> Result<(), Unwind> {
        if g.st.get() != St::Suspended {
            match g.st.get() {
                St::Running => {
                    return Err(self.throw("Error", "Cannot resume an already running generator"));
                }
                St::Done => {
                    if let Input::Throw(e) = input {
                        return Err(Unwind::Throw(e));
                    }
                    return Ok(());
                }
                St::Created | St::Suspended => {}
            }
        }
        g.at_first.set(false);
        if !g.has_frame.get() {
            return Ok(());
        }
        if g.delegate.borrow().is_some() {
            return self.gen_resume_delegating(o, g, input);
        }
        let depth = self.rt.frames.len();
        let base = self.gen_attach(o, g)?;
        // At a plain yield: the sent value (null for next()) moves into its
        // slot; a throw happens at the yield.
        let dst = g.send_dst.get();
        let throw_here = match input {
            Input::Throw(e) => Some(Unwind::Throw(e)),
            Input::Send(v) => {
                if dst != NONE {
                    overwrite(&mut self.rt.stack[base + dst as usize], v);
                }
                None
            }
            Input::Next => {
                if dst != NONE {
                    overwrite(&mut self.rt.stack[base + dst as usize], Value::Null);
                }
                None
            }
        };
        self.gen_run(g, depth, throw_here)
    }

    /// Runs the attached frame of `g` (the top one, above `depth` frames),
    /// raising `throw_here` in it first if given, until it yields, returns
    /// or throws.
    #[inline(always)]
    fn gen_run(
        &mut self,
        g: &GenData,
        depth: usize,
        throw_here: Option<Unwind>,
    ) -> Result<(), Unwind> {
        let r = match throw_here {
            Some(e) => match self.handle_unwind(e, depth) {
                Ok(None) => self.execute(depth),
                Ok(Some(v)) => Ok(v),
                Err(e) => Err(e),
            },
            None => match self.gen_enter_jit(g, depth) {
                // It yielded again (suspended: nothing more to record).
                Ok(true) => {
                    self.rt.running_gens.pop();
                    return Ok(());
                }
                Ok(false) => self.execute(depth),
                Err(e) => match self.handle_unwind(e, depth) {
                    Ok(None) => self.execute(depth),
                    Ok(Some(v)) => Ok(v),
                    Err(e) => Err(e),
                },
            },
        };
        self.rt.running_gens.pop();
        match r {
            Ok(v) => {
                if g.st.get() == St::Running {
                    self.gen_returned(g, v);
                } else {
                    crate::interp::release(v);
                }
                Ok(())
            }
            Err(e) => {
                g.st.set(St::Done);
                self.gen_clear(g);
                Err(e)
            }
        }
    }

    /// A generator resumed after a `yield` (its frame the top one, at
    /// `depth`) runs in its unit's compiled code from there, when that
    /// code is entered at resume points (`jit_rt::RESUMES`): on to its
    /// next yield, which is made here for `g`, the generator whose frame
    /// that is (true: suspended again), or to
    /// whatever else compiled code leaves to the main loop, where the
    /// frame's position then stands (false). The unit is compiled once its
    /// resumptions ran hot: its loops rarely reach the loop runner, as a
    /// resumption runs at most one iteration of them.
    #[inline(always)]
    fn gen_enter_jit(&mut self, g: &GenData, depth: usize) -> Result<bool, Unwind> {
        let fi = depth;
        let f = &self.rt.frames[fi];
        let (pc, base) = (f.pc, f.base);
        let unit_ptr: *const CodeUnit = Arc::as_ptr(&f.unit);
        // SAFETY: the frame holds its unit (a generator's frame owns it)
        // and stays on the frame stack while its code runs here.
        let unit: &CodeUnit = unsafe { &*unit_ptr };
        let code = match unit.jit.code() {
            Some(c) => c,
            None => {
                if unit.jit.heat(1) > crate::jit_rt::threshold() {
                    self.jit_compile(unit, fi);
                }
                return Ok(false);
            }
        };
        if code & crate::jit_rt::RESUMES == 0
            || !matches!(unit.ops.get(pc.wrapping_sub(1)), Some(Op::Yield { .. }))
        {
            return Ok(false);
        }
        let cell = self.interrupt_ptr();
        // SAFETY: the interrupt cell lives as long as the thread. A pending
        // interrupt is the main loop's to handle first.
        if unsafe { (*cell).get() } || !self.stack_room() {
            return Ok(false);
        }
        let fp = self.rt.stack.as_mut_ptr().wrapping_add(base);
        // SAFETY: the code was compiled for this unit, frame `fi` runs it
        // with its slots at `fp`, and no reference into them is live.
        let stop =
            unsafe { self.jit_run(unit, fi, fp, pc, code & !crate::jit_rt::CODE_FLAGS, cell) };
        let p = match stop {
            tusk_jit::Stop::Op(p, _) => p,
            stop => match self.after_jit(fi, stop) {
                Ok((p, _)) => p,
                Err((p, e)) => {
                    self.rt.frames[fi].pc = p;
                    return Err(e);
                }
            },
        };
        // At a yield, with no interrupt raised meanwhile: made here, as the
        // main loop makes it.
        if let Some(&Op::Yield { dst, key, val }) = unit.ops.get(p) {
            // SAFETY: as above.
            if !unsafe { (*cell).get() } {
                self.rt.frames[fi].pc = p + 1;
                let (k, v) = self.yield_pair(unit, fp, key, val);
                // `g` is still the running generator: resumptions made
                // meanwhile (from its code, or from a handler the pair's
                // reads called) took their own entries off again.
                debug_assert!(self
                    .rt
                    .running_gens
                    .last()
                    .is_some_and(|&(_, r)| std::ptr::eq(r, g)));
                self.suspend_to(g, dst, k, v);
                return Ok(true);
            }
        }
        self.rt.frames[fi].pc = p;
        Ok(false)
    }

    /// The `Yield` instruction of the running generator's frame (the top
    /// one, running `unit` with its slots at `fp`, its position after the
    /// instruction): the pair is recorded and the frame moved out.
    #[inline(always)]
    pub(crate) fn yield_op(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        dst: u32,
        key: u32,
        val: u32,
    ) {
        let (k, v) = self.yield_pair(unit, fp, key, val);
        self.gen_suspend(dst, k, v);
    }

    /// The key (None: the next auto-key) and the value a `Yield` with
    /// operands `key` and `val` yields, from the frame at `fp` running
    /// `unit`.
    #[inline(always)]
    fn yield_pair(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        key: u32,
        val: u32,
    ) -> (Option<Value>, Value) {
        let v = if unit.by_ref_return {
            self.yield_ref(unit, fp, val)
        } else if val == NONE {
            Value::Null
        } else if val & CONST_BIT == 0 && (val as usize) < unit.cv_names.len() {
            // A variable (`yield $sum`): an int copied here, as the key's.
            // SAFETY: `val` is a slot of the running frame at `fp`.
            match unsafe { &*fp.add(val as usize) } {
                &Value::Int(i) => Value::Int(i),
                _ => self.take(unit, fp, val),
            }
        } else {
            self.take(unit, fp, val)
        };
        let k = if key == NONE {
            None
        } else if key & CONST_BIT == 0 && (key as usize) < unit.cv_names.len() {
            // A variable (`yield $i => ...`): an int copied here, without
            // the out-of-line read.
            // SAFETY: `key` is a slot of the running frame at `fp`.
            match unsafe { &*fp.add(key as usize) } {
                &Value::Int(i) => Some(Value::Int(i)),
                _ => Some(self.take(unit, fp, key)),
            }
        } else {
            Some(self.take(unit, fp, key))
        };
        (k, v)
    }

    /// The generator's body returned `v`.
    #[cold]
    #[inline(never)]
    fn gen_returned(&mut self, g: &GenData, v: Value) {
        g.st.set(St::Done);
        *g.retval.borrow_mut() = Some(v);
        self.gen_clear(g);
    }

    /// `gen_resume` of a generator suspended in `yield from`. A generator
    /// it delegates to moves on directly (this frame is put back below it,
    /// as while its `YieldFrom` runs, for traces, but its code does not
    /// run): the pair it yields is this one's too. This frame runs again
    /// when the inner one has returned (its `YieldFrom` then takes the
    /// return value) or thrown (at the `YieldFrom`). Arrays and iterators
    /// are advanced by the `YieldFrom` instruction itself.
    #[inline(never)]
    fn gen_resume_delegating(&mut self, o: &PObj, g: &GenData, input: Input) -> Result<(), Unwind> {
        // The inner generator's handle, borrowed from the delegate (no
        // count taken): `g` is running while the inner one runs, so
        // nothing replaces its delegate (only its own `yield from`, a
        // resumption or its end do) before the pointer's last use below.
        let inner: Option<*const PObj> = match &*g.delegate.borrow() {
            Some(Delegate::Gen(i)) => Some(i),
            _ => None,
        };
        let depth = self.rt.frames.len();
        let Some(inner) = inner else {
            let base = self.gen_attach(o, g)?;
            let throw_here = match input {
                Input::Throw(e) => {
                    // Thrown at the `yield from`, whose delegate is dropped
                    // (the frame stands after it, as when the instruction
                    // itself throws).
                    g.delegate.borrow_mut().take();
                    if let Some(f) = self.rt.frames.last_mut() {
                        f.pc += 1;
                    }
                    Some(Unwind::Throw(e))
                }
                input => {
                    let dst = g.send_dst.get();
                    if dst != NONE {
                        let v = match &input {
                            Input::Send(v) => v.clone(),
                            _ => Value::Null,
                        };
                        overwrite(&mut self.rt.stack[base + dst as usize], v);
                    }
                    // `yield from` reads how it was resumed.
                    *g.input.borrow_mut() = Some(input);
                    None
                }
            };
            let r = self.gen_run(g, depth, throw_here);
            g.input.borrow_mut().take();
            return r;
        };
        // This frame stays in `g` (its record and slots), marked running:
        // traces show it below the inner generator's frame, which runs at
        // `depth` (`Runtime::gen_chain`), and nothing can resume it
        // meanwhile. It is put on the stacks only if its code runs again.
        g.st.set(St::Running);
        self.rt.gen_chain.push((depth, g as *const GenData));
        // SAFETY: see `inner` above: the delegate holds it while it runs.
        let inner = unsafe { &*inner };
        let ig = gen_ref(inner).expect("generator delegate");
        let r = self.gen_resume(inner, ig, input);
        self.rt.gen_chain.pop();
        match r {
            Ok(()) if ig.st.get() != St::Done => {
                // Its pair is this one's; this frame stays suspended at its
                // `YieldFrom`.
                overwrite(&mut g.key.borrow_mut(), ig.key.borrow().clone());
                overwrite(&mut g.value.borrow_mut(), ig.value.borrow().unref());
                g.st.set(St::Suspended);
                Ok(())
            }
            Ok(()) => {
                // It returned: the `YieldFrom` runs again and takes its
                // return value.
                self.gen_reattach(o, g)?;
                self.gen_run(g, depth, None)
            }
            Err(e) => {
                // Raised at the `yield from` (the frame inside it), whose
                // delegate is dropped.
                g.delegate.borrow_mut().take();
                self.gen_reattach(o, g)?;
                if let Some(f) = self.rt.frames.last_mut() {
                    f.pc += 1;
                }
                self.gen_run(g, depth, Some(e))
            }
        }
    }

    /// `gen_attach` of a generator whose frame stayed in it, marked
    /// running, while the generator it delegates to ran: on failure (no
    /// room for its slots) it ends.
    #[cold]
    fn gen_reattach(&mut self, o: &PObj, g: &GenData) -> Result<usize, Unwind> {
        self.gen_attach(o, g).inspect_err(|_| {
            g.st.set(St::Done);
            self.gen_clear(g);
        })
    }

    fn gen_clear(&mut self, g: &GenData) {
        *g.key.borrow_mut() = Value::Null;
        *g.value.borrow_mut() = Value::Null;
        g.delegate.borrow_mut().take();
        g.drop_frame();
        // SAFETY: see `GenData::slots` (the vector is taken out before its
        // values are dropped).
        let slots = std::mem::take(unsafe { &mut *g.slots.get() });
        drop(slots);
        let pending = std::mem::take(&mut *g.pending.borrow_mut());
        drop(pending);
    }

    /// Runs a new generator to its first yield.
    #[inline(always)]
    pub(crate) fn gen_ensure_init(&mut self, o: &PObj, g: &GenData) -> Result<(), Unwind> {
        if g.st.get() == St::Created {
            self.gen_first_run(o, g)?;
        }
        Ok(())
    }

    /// `gen_ensure_init` of a new generator (once per generator: out of
    /// line, so that the test on every resumption stays small).
    #[cold]
    #[inline(never)]
    fn gen_first_run(&mut self, o: &PObj, g: &GenData) -> Result<(), Unwind> {
        self.gen_resume(o, g, Input::Next)?;
        g.at_first.set(true);
        Ok(())
    }

    /// `yield from src` (the generator's frame is the top one). Returns
    /// Ok(true) when the frame was suspended on a delegated pair, Ok(false)
    /// with `dst` holding the result when the delegate is exhausted.
    pub(crate) fn gen_yield_from(&mut self, src: Value) -> Result<Option<Value>, Unwind> {
        let Some(o) = self.rt.running_gens.last().map(|(o, _)| o.obj().clone()) else {
            return Err(self.throw("Error", "Cannot use \"yield from\" outside a generator"));
        };
        let Some(g) = gen_ref(&o) else {
            return Ok(Some(Value::Null));
        };
        let input = g.input.borrow_mut().take();
        let cur = g.delegate.borrow_mut().take();
        let d = match cur {
            Some(Delegate::Arr(a, pos)) => Delegate::Arr(a, pos + 1),
            Some(Delegate::Iter(it)) => {
                if !self.iter_advance(&it)? {
                    return Ok(Some(Value::Null));
                }
                Delegate::Iter(it)
            }
            Some(Delegate::Gen(inner)) => {
                let ig = gen_ref(&inner).expect("generator delegate");
                let inp = match input {
                    Some(Input::Send(v)) => Input::Send(v),
                    Some(Input::Throw(e)) => Input::Throw(e),
                    _ => Input::Next,
                };
                self.gen_resume(&inner, ig, inp)?;
                Delegate::Gen(inner)
            }
            None => match src.unref() {
                Value::Arr(a) => Delegate::Arr(a, 0),
                Value::Obj(s) => {
                    if let Some(ig) = gen_ref(&s) {
                        if ig.st.get() == St::Running || std::ptr::eq(ig, g) {
                            return Err(self.throw(
                                "Error",
                                "Impossible to yield from the Generator being currently run",
                            ));
                        }
                        // One that has already finished (returned or
                        // ended by an exception) cannot be delegated to.
                        if ig.st.get() == St::Done {
                            return Err(self.throw(
                                "Error",
                                "Generator passed to yield from was aborted without proper return and is unable to continue",
                            ));
                        }
                        self.gen_ensure_init(&s, ig)?;
                        Delegate::Gen(s)
                    } else {
                        match self.traversable_iterator(&s)? {
                            Some(it) => {
                                if !self.iter_rewind(&it)? {
                                    return Ok(Some(Value::Null));
                                }
                                Delegate::Iter(it)
                            }
                            None => {
                                return Err(self.throw(
                                    "Error",
                                    "Can use \"yield from\" only with arrays and Traversables",
                                ))
                            }
                        }
                    }
                }
                _ => {
                    return Err(self.throw(
                        "Error",
                        "Can use \"yield from\" only with arrays and Traversables",
                    ))
                }
            },
        };
        // The delegate's current pair, or the end.
        let pair = match &d {
            Delegate::Arr(a, pos) => a
                .iter_from(*pos)
                .map(|(p, k, v)| (p, k.to_value(), v.unref())),
            Delegate::Iter(it) => {
                let v = self.iter_current(it)?;
                let k = self.iter_key(it)?;
                Some((0, k, v))
            }
            Delegate::Gen(inner) => {
                let ig = gen_ref(inner).expect("generator delegate");
                if ig.st.get() == St::Done {
                    let r = ig.retval.borrow().clone().unwrap_or(Value::Null);
                    return Ok(Some(r));
                }
                let k = ig.key.borrow().clone();
                let v = ig.value.borrow().unref();
                Some((0, k, v))
            }
        };
        let Some((p, k, v)) = pair else {
            return Ok(Some(Value::Null));
        };
        let d = match d {
            Delegate::Arr(a, _) => Delegate::Arr(a, p),
            d => d,
        };
        *g.delegate.borrow_mut() = Some(d);
        self.gen_suspend_delegating(g, k, v);
        Ok(None)
    }
}

impl Vm {
    /// One foreach step over a generator (`idx` -1: right after rewind):
    /// the pair, or None at the end. Same protocol as the method calls, one
    /// payload lookup.
    pub(crate) fn gen_fe_fetch(
        &mut self,
        o: &PObj,
        g: &GenData,
        idx: i64,
    ) -> Result<Option<(Value, Value)>, Unwind> {
        self.gen_fe_pair(o, g, idx, Value::unref)
    }

    /// `gen_fe_fetch` for foreach by reference: the value as yielded (a
    /// by-reference generator's is the reference itself).
    #[cold]
    pub(crate) fn gen_fe_fetch_ref(
        &mut self,
        o: &PObj,
        g: &GenData,
        idx: i64,
    ) -> Result<Option<(Value, Value)>, Unwind> {
        self.gen_fe_pair(o, g, idx, Value::clone)
    }

    /// One foreach step: the value as `value` reads it, and the key.
    #[inline(always)]
    fn gen_fe_pair(
        &mut self,
        o: &PObj,
        g: &GenData,
        idx: i64,
        value: fn(&Value) -> Value,
    ) -> Result<Option<(Value, Value)>, Unwind> {
        if !self.gen_fe_step(o, g, idx)? {
            return Ok(None);
        }
        let v = value(&g.value.borrow());
        let k = g.key.borrow().clone();
        Ok(Some((v, k)))
    }

    /// Moves a generator on for foreach: false at its end.
    #[inline(always)]
    pub(crate) fn gen_fe_step(&mut self, o: &PObj, g: &GenData, idx: i64) -> Result<bool, Unwind> {
        self.gen_ensure_init(o, g)?;
        if idx >= 0 {
            self.gen_resume(o, g, Input::Next)?;
        }
        Ok(g.st.get() != St::Done)
    }
}

// ------------------------------------------------------------ the class

fn this_gen<'a>(vm: &mut Vm, this: Option<&'a PObj>) -> Result<(&'a PObj, &'a GenData), Unwind> {
    match this.and_then(|o| gen_ref(o).map(|g| (o, g))) {
        Some(x) => Ok(x),
        None => Err(vm.throw("Error", "Generator method called without a generator")),
    }
}

type R = Result<Value, Unwind>;

/// The generator whose yield a suspended one is showing: the innermost
/// live generator it delegates to (another generator delegating to the
/// same one may have moved it on).
fn gen_leaf(g: &GenData) -> Option<Rc<GenData>> {
    let delegate = |g: &GenData| -> Option<Rc<GenData>> {
        if g.st.get() != St::Suspended {
            return None;
        }
        let inner = match &*g.delegate.borrow() {
            Some(Delegate::Gen(o)) => gen_data(o),
            _ => None,
        };
        inner.filter(|i| i.st.get() == St::Suspended)
    };
    let mut leaf = delegate(g)?;
    for _ in 1..64 {
        match delegate(&leaf) {
            Some(i) => leaf = i,
            None => break,
        }
    }
    Some(leaf)
}

/// The current value (`key`: the key) a generator shows.
fn shown(g: &GenData, key: bool) -> Value {
    let leaf = gen_leaf(g);
    let g = leaf.as_deref().unwrap_or(g);
    if key {
        g.key.borrow().clone()
    } else {
        g.value.borrow().unref()
    }
}

pub(crate) fn m_current(vm: &mut Vm, this: Option<&PObj>, _: u32, _: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    vm.gen_ensure_init(o, g)?;
    let v = shown(g, false);
    Ok(v)
}

pub(crate) fn m_key(vm: &mut Vm, this: Option<&PObj>, _: u32, _: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    vm.gen_ensure_init(o, g)?;
    let k = shown(g, true);
    Ok(k)
}

pub(crate) fn m_next(vm: &mut Vm, this: Option<&PObj>, _: u32, _: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    vm.gen_ensure_init(o, g)?;
    vm.gen_resume(o, g, Input::Next)?;
    Ok(Value::Null)
}

pub(crate) fn m_valid(vm: &mut Vm, this: Option<&PObj>, _: u32, _: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    vm.gen_ensure_init(o, g)?;
    Ok(Value::Bool(g.st.get() != St::Done))
}

pub(crate) fn m_rewind(vm: &mut Vm, this: Option<&PObj>, _: u32, _: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    vm.gen_ensure_init(o, g)?;
    if !g.at_first.get() {
        return Err(vm.throw(
            "Exception",
            "Cannot rewind a generator that was already run",
        ));
    }
    Ok(Value::Null)
}

pub(crate) fn m_send(vm: &mut Vm, this: Option<&PObj>, _: u32, args: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    let mut args = args;
    args.truncate(1);
    let Some(v) = args.pop() else {
        return Err(vm.throw(
            "ArgumentCountError",
            "Generator::send() expects exactly 1 argument, 0 given",
        ));
    };
    gen_send(vm, o, g, v)
}

#[inline(always)]
fn gen_send(vm: &mut Vm, o: &PObj, g: &GenData, v: Value) -> R {
    vm.gen_ensure_init(o, g)?;
    if g.st.get() == St::Done {
        return Ok(Value::Null);
    }
    vm.gen_resume(o, g, Input::Send(v))?;
    let v = g.value.borrow().unref();
    Ok(v)
}

/// A Generator method that `DoCall` makes directly (`staged_call`), or
/// compiled code's direct region (`gen_tag`).
#[derive(Clone, Copy)]
enum GenOp {
    Send = 0,
    Current = 1,
    Key = 2,
    Next = 3,
    Valid = 4,
}

/// A direct call region's callee when it calls a Generator method (see
/// `Vm::gen_begin`): `GEN_CALLEE + 8 * op`, never a unit's address (nor a
/// built-in's tagged one: bits 0 and 1 are clear).
const GEN_CALLEE: i64 = 0x100;

/// How many arguments the Generator method of callee tag `tag` takes.
#[inline(always)]
pub(crate) fn gen_tag_arity(tag: i64) -> usize {
    GenOp::of_tag(tag).arity()
}

/// Whether a method region's callee is a Generator method's tag.
#[inline(always)]
pub(crate) fn is_gen_tag(callee: i64) -> bool {
    (GEN_CALLEE..GEN_CALLEE + 40).contains(&callee)
}

impl GenOp {
    /// The method written `name` (in any case), if it is one of those.
    #[inline]
    fn of_any_case(name: &[u8]) -> Option<GenOp> {
        if name.len() > 7 {
            return None;
        }
        let mut b = [0u8; 7];
        for (d, c) in b.iter_mut().zip(name) {
            *d = c.to_ascii_lowercase();
        }
        GenOp::of(&b[..name.len()])
    }

    /// Its method's name.
    fn name(self) -> &'static [u8] {
        match self {
            GenOp::Send => b"send",
            GenOp::Current => b"current",
            GenOp::Key => b"key",
            GenOp::Next => b"next",
            GenOp::Valid => b"valid",
        }
    }

    /// The op a region's callee tag names.
    #[inline(always)]
    fn of_tag(t: i64) -> GenOp {
        match (t - GEN_CALLEE) >> 3 {
            0 => GenOp::Send,
            1 => GenOp::Current,
            2 => GenOp::Key,
            3 => GenOp::Next,
            _ => GenOp::Valid,
        }
    }

    /// The method named `name` (as declared), if it is one of those.
    #[inline]
    fn of(name: &[u8]) -> Option<GenOp> {
        Some(match name {
            b"send" => GenOp::Send,
            b"current" => GenOp::Current,
            b"key" => GenOp::Key,
            b"next" => GenOp::Next,
            b"valid" => GenOp::Valid,
            _ => return None,
        })
    }

    /// How many arguments the short way takes (any other count: the
    /// method's own checks).
    #[inline]
    fn arity(self) -> usize {
        match self {
            GenOp::Send => 1,
            _ => 0,
        }
    }
}

/// Makes `op` on generator `o` (payload `g`) with its arguments (`arity`
/// of them) staged at `args_base..sp`, as its method does.
#[inline(always)]
fn staged(vm: &mut Vm, op: GenOp, o: &PObj, g: &GenData, args_base: usize) -> R {
    match op {
        GenOp::Send => {
            let v = crate::interp::into_unref(std::mem::take(&mut vm.rt.stack[args_base]));
            vm.rt.sp = args_base;
            gen_send(vm, o, g, v)
        }
        GenOp::Current => vm.gen_ensure_init(o, g).map(|()| shown(g, false)),
        GenOp::Key => vm.gen_ensure_init(o, g).map(|()| shown(g, true)),
        GenOp::Next => {
            vm.gen_ensure_init(o, g)?;
            vm.gen_resume(o, g, Input::Next)?;
            Ok(Value::Null)
        }
        GenOp::Valid => {
            vm.gen_ensure_init(o, g)?;
            Ok(Value::Bool(g.st.get() != St::Done))
        }
    }
}

/// `DoCall`'s short way to a Generator method whose arguments are staged
/// at `args_base..sp` on the slot stack: send() with its one argument,
/// current(), key(), next() and valid() with none are made here, as their
/// methods make them, without the argument vector of a built-in method
/// call. None (nothing done) for any other call.
#[inline]
pub(crate) fn staged_call(
    vm: &mut Vm,
    name: &[u8],
    this: Option<&PObj>,
    args_base: usize,
) -> Option<R> {
    let op = GenOp::of(name)?;
    if vm.rt.sp.checked_sub(args_base)? != op.arity() {
        return None;
    }
    let (o, g) = this.and_then(|o| gen_ref(o).map(|g| (o, g)))?;
    Some(staged(vm, op, o, g, args_base))
}

impl Vm {
    /// `DoCall` of the top pending record when it is a Generator method
    /// call that `staged_call` makes: the record is dropped where it lies
    /// (its generator kept) and the call made. None: not such a call
    /// (nothing done).
    #[inline]
    pub(crate) fn gen_call_top(&mut self) -> Option<R> {
        let gid = self.rt.generator_class.as_ref()?.id;
        let p = self.rt.pending.last_mut()?;
        let op = match &p.native {
            Some(crate::class::NativeCall::Method(m, _)) if m.scope == gid && p.extra.is_none() => {
                GenOp::of(m.name.as_bytes())?
            }
            _ => return None,
        };
        let args_base = p.args_base;
        if self.rt.sp.checked_sub(args_base)? != op.arity() {
            return None;
        }
        let g: *const GenData = gen_ref(p.this.as_ref()?)?;
        let o = p.this.take().expect("checked above");
        let n = self.rt.pending.len() - 1;
        self.rt.pending.truncate(n);
        // SAFETY: the payload of `o`, which is held until the call ends.
        let g = unsafe { &*g };
        Some(staged(self, op, &o, g, args_base))
    }
}

impl Vm {
    /// `method_begin` of the `InitMethodC` of a direct call region with
    /// `sends` arguments, calling `name` (its constant operand) on
    /// operand `obj` of the frame at `fp` running `unit`: when the operand
    /// is a Generator and the method send() (one argument), current(),
    /// key(), next() or valid() (none), the Generator's handle (taken as
    /// the op takes it) and room for the arguments; the region's callee
    /// is then `gen_tag(name)`, and its `DoCall` makes the call
    /// (`gen_tag_call`) as `DoCall` makes it from the pending record the
    /// op would have pushed (`gen_call_top`). None: not such a call
    /// (nothing done). The method is the Generator's own (the class is
    /// final; no private method of a calling class can shadow it).
    ///
    /// # Safety
    /// `fp` is the running frame of `unit`, and `obj` a slot operand of it
    /// or a constant one.
    #[inline]
    pub(crate) unsafe fn gen_begin(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        obj: u32,
        name: u32,
        sends: u32,
    ) -> Option<(PObj, i64)> {
        if name & CONST_BIT == 0 || obj & CONST_BIT != 0 {
            return None;
        }
        // A Generator object is of that class (made only by `gen_create`;
        // the class is final): its record's address says so.
        let class = self.rt.generator_class.as_ref()?;
        // SAFETY: the contract; the borrow ends before the slot is taken.
        match unsafe { &*fp.add(obj as usize) } {
            Value::Obj(o) if o.class_addr() == Rc::as_ptr(class) as *const u8 as usize => {}
            _ => return None,
        }
        let Value::Str(n) = unit.constant(name) else {
            return None;
        };
        let op = match GenOp::of(n.as_bytes()) {
            Some(op) => op,
            None => GenOp::of_any_case(n.as_bytes())?,
        };
        if sends as usize != op.arity() {
            return None;
        }
        if !self.rt.stack.ensure(self.rt.sp + sends as usize) {
            return None;
        }
        // SAFETY: the contract.
        let o = unsafe { crate::jit_call::call_handle(unit, fp, obj) }?;
        Some((o, GEN_CALLEE + 8 * op as i64))
    }

    /// The `DoCall` of a region whose callee is Generator method tag `tag`
    /// on generator `o`, its arguments (`gen_tag_arity(tag)` of them)
    /// staged at `args_base..sp`: the call made as `gen_call_top` makes it.
    /// `want`: the result is used (else send() does not read the yielded
    /// value back).
    #[inline(always)]
    pub(crate) fn gen_tag_call(&mut self, tag: i64, o: &PObj, args_base: usize, want: bool) -> R {
        let g = gen_ref(o).expect("a Generator (gen_begin)");
        match GenOp::of_tag(tag) {
            GenOp::Send if !want => {
                let v = crate::interp::into_unref(std::mem::take(&mut self.rt.stack[args_base]));
                self.rt.sp = args_base;
                self.gen_ensure_init(o, g)?;
                if g.st.get() != St::Done {
                    self.gen_resume(o, g, Input::Send(v))?;
                }
                Ok(Value::Null)
            }
            op => staged(self, op, o, g, args_base),
        }
    }

    /// The pending record the `InitMethodC` of a region whose callee is
    /// Generator method tag `tag` would have pushed, for generator `o`,
    /// its arguments staged from `args_base` (compiled code leaves the
    /// region before its `DoCall`).
    #[cold]
    pub(crate) fn gen_tag_pending(&mut self, tag: i64, o: PObj, args_base: usize) {
        let m = self
            .rt
            .generator_class
            .as_ref()
            .and_then(|c| c.find_method(GenOp::of_tag(tag).name()).cloned())
            .expect("the Generator class has its methods");
        self.push_method_call(m, Some(o), crate::class::NO_CLASS);
        if let Some(p) = self.rt.pending.last_mut() {
            p.args_base = args_base;
        }
    }
}

pub(crate) fn m_throw(vm: &mut Vm, this: Option<&PObj>, _: u32, args: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    let e = match args.into_iter().next().map(|v| v.unref()) {
        Some(Value::Obj(e)) if vm.instance_of(&e, b"Throwable") => e,
        Some(other) => {
            let t = tusk_value::ops::type_name(&other);
            return Err(vm.throw(
                "TypeError",
                &format!("Generator::throw(): Argument #1 ($exception) must be of type Throwable, {t} given"),
            ));
        }
        None => {
            return Err(vm.throw(
                "ArgumentCountError",
                "Generator::throw() expects exactly 1 argument, 0 given",
            ))
        }
    };
    vm.gen_ensure_init(o, g)?;
    if g.st.get() == St::Done {
        return Err(Unwind::Throw(e));
    }
    vm.gen_resume(o, g, Input::Throw(e))?;
    let v = g.value.borrow().unref();
    Ok(v)
}

pub(crate) fn m_get_return(vm: &mut Vm, this: Option<&PObj>, _: u32, _: Vec<Value>) -> R {
    let (o, g) = this_gen(vm, this)?;
    vm.gen_ensure_init(o, g)?;
    let r = g.retval.borrow().clone();
    match r {
        Some(v) if g.st.get() == St::Done => Ok(v),
        _ => Err(vm.throw(
            "Exception",
            "Cannot get return value of a generator that hasn't returned",
        )),
    }
}

/// The cycle collector's view of a generator: the suspended frame's slots
/// and `$this`, the current key and value, the return value and what
/// `yield from` walks (calls the frame was preparing are left out: an
/// unseen edge only keeps things alive).
pub(crate) fn gc_trace(p: &dyn std::any::Any, t: &mut tusk_value::gc::Tracer) -> bool {
    let Some(g) = p.downcast_ref::<GenData>() else {
        return true;
    };
    let (Ok(k), Ok(v), Ok(r), Ok(d)) = (
        g.key.try_borrow(),
        g.value.try_borrow(),
        g.retval.try_borrow(),
        g.delegate.try_borrow(),
    ) else {
        return false;
    };
    if let Some(f) = g.frame() {
        // SAFETY: see `GenData::slots`: the collector runs between
        // instructions, never inside an attach or detach step.
        t.values(unsafe { &*g.slots.get() }.iter());
        if let Some(o) = &f.this {
            t.obj(o);
        }
    }
    t.value(&k);
    t.value(&v);
    if let Some(r) = &*r {
        t.value(r);
    }
    match &*d {
        Some(Delegate::Arr(a, _)) => t.arr(a),
        Some(Delegate::Iter(o)) | Some(Delegate::Gen(o)) => t.obj(o),
        None => {}
    }
    true
}
