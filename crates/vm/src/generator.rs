//! Generators: the `Generator` class and the suspension of a function's
//! frame at `yield`.
//!
//! A generator function runs its parameter code like any call; then
//! `GenCreate` moves the frame off the slot stack into a `GenData` (its
//! slots, the calls it was preparing, the `Frame` itself with base 0) and
//! returns the Generator object. Each resumption copies the frame back on
//! top of the stack and runs it (`execute` with the generator frame as the
//! stop frame) until `Yield` moves it out again or it returns. Since the
//! slot stack never moves, a suspended frame's values live only in its
//! `GenData`, so a generator can be resumed from anywhere.
//!
//! `yield from` keeps its source (array, iterator or inner generator) as
//! the generator's delegate and re-runs its instruction on each
//! resumption, advancing the delegate.
//!
//! php's call protocol is kept: a new generator runs to its first yield
//! on the first use of any method; next() on a new generator therefore
//! lands on the second yield; rewind() after the first yield is an error.

use crate::fast::overwrite;
use crate::runtime::{Frame, Pending};
use crate::{Unwind, Vm};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use tusk_bytecode::{CodeUnit, CONST_BIT, NONE};
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
    /// The suspended frame (base 0), None while it runs and once done.
    frame: RefCell<Option<Frame>>,
    /// `stack[base..sp]` of the suspended frame: its slots and staged
    /// arguments (the vector keeps its buffer across resumptions).
    slots: RefCell<Vec<Value>>,
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

impl GenData {
    pub(crate) fn is_done(&self) -> bool {
        self.st.get() == St::Done
    }
    pub(crate) fn yields_by_ref(&self) -> bool {
        self.by_ref.get()
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
    fn detach_top_frame(&mut self, g: &GenData) {
        let frame = self.rt.frames.pop().expect("generator frame");
        let base = frame.base;
        {
            let mut slots = g.slots.borrow_mut();
            slots.clear();
            self.rt.take_args(base, &mut slots);
        }
        let from = (frame.pending_base as usize).min(self.rt.pending.len());
        // Usually no call is being prepared at a yield.
        if from != self.rt.pending.len() {
            let mut pending = g.pending.borrow_mut();
            pending.extend(self.rt.pending.drain(from..).map(|mut p| {
                p.args_base -= base;
                // It leaves the pending stack: counted from now on.
                p.own_func();
                p
            }));
        }
        if !self.rt.dyn_vars.is_empty() {
            let depth = self.rt.frames.len();
            self.rt.dyn_vars.retain(|(d, _), _| *d < depth);
        }
        // The record moves whole, then changes in its new place: fields
        // written into a record on its way would be read back at once by
        // the move's 16-byte loads, which stall on store forwarding.
        let mut cell = g.frame.borrow_mut();
        let frame = cell.insert(frame);
        frame.base = 0;
        // It leaves the frame stack: its unit is counted from now on.
        frame.own_unit();
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
            frame: RefCell::new(None),
            slots: RefCell::new(Vec::new()),
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
        let by_ref = data
            .frame
            .borrow()
            .as_ref()
            .is_some_and(|f| f.unit.by_ref_return);
        data.by_ref.set(by_ref);
        // A generator with finally blocks runs them when it is destroyed
        // while suspended inside one of their try blocks.
        let has_finally = data
            .frame
            .borrow()
            .as_ref()
            .is_some_and(|f| f.unit.try_ranges.iter().any(|r| r.finally != NONE));
        let class = self
            .find_class(b"generator")
            .expect("the Generator class is registered at start");
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
    pub(crate) fn gen_suspend(&mut self, dst: u32, key: Option<Value>, val: Value) {
        let Some(&(_, g)) = self.rt.running_gens.last() else {
            return;
        };
        // SAFETY: the payload lives as long as the generator's handle kept
        // next to it, which stays in `running_gens` until its resumption
        // returns (after this suspension).
        let g = unsafe { &*g };
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
    pub(crate) fn gen_resume(&mut self, o: &PObj, g: &GenData, input: Input) -> Result<(), Unwind> {
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
        g.at_first.set(false);
        if g.frame.borrow().is_none() {
            return Ok(());
        }
        let base = self.rt.sp;
        let pending_base = self.rt.pending.len() as u32;
        {
            // The slots move back in one copy; the vector keeps its buffer
            // for the next suspension.
            let mut slots = g.slots.borrow_mut();
            let n = slots.len();
            if !self.rt.stack.ensure(base + n) {
                drop(slots);
                g.slots.borrow_mut().clear();
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
        {
            let mut pending = g.pending.borrow_mut();
            if !pending.is_empty() {
                for mut p in pending.drain(..) {
                    p.args_base += base;
                    self.rt.pending.push(p);
                }
            }
        }
        let dst = g.send_dst.get();
        let delegating = g.delegate.borrow().is_some();
        let throw_here = if !delegating {
            // At a plain yield: the sent value (null for next()) moves
            // into its slot; a throw happens at the yield.
            match input {
                Input::Throw(e) => Some(e),
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
            }
        } else {
            let delegating_gen = matches!(&*g.delegate.borrow(), Some(Delegate::Gen(_)));
            match input {
                Input::Throw(e) if !delegating_gen => {
                    // Thrown at the yield: the delegate is dropped.
                    g.delegate.borrow_mut().take();
                    Some(e)
                }
                input => {
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
            }
        };
        let depth = self.rt.frames.len();
        // Pushed whole, then set in place (see `detach_top_frame`).
        self.rt
            .frames
            .push(g.frame.borrow_mut().take().expect("checked above"));
        let top = self.rt.frames.last_mut().expect("the generator's frame");
        top.base = base;
        top.ret = NONE;
        top.pending_base = pending_base;
        self.rt.running_gens.push((o.clone(), g as *const GenData));
        g.st.set(St::Running);
        let r = match throw_here {
            Some(e) => match self.handle_unwind(Unwind::Throw(e), depth) {
                Ok(None) => self.execute(depth),
                Ok(Some(v)) => Ok(v),
                Err(e) => Err(e),
            },
            None => self.execute(depth),
        };
        self.rt.running_gens.pop();
        if delegating {
            g.input.borrow_mut().take();
        }
        match r {
            Ok(v) => {
                if g.st.get() == St::Running {
                    g.st.set(St::Done);
                    *g.retval.borrow_mut() = Some(v);
                    self.gen_clear(g);
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

    fn gen_clear(&mut self, g: &GenData) {
        *g.key.borrow_mut() = Value::Null;
        *g.value.borrow_mut() = Value::Null;
        g.delegate.borrow_mut().take();
        g.frame.borrow_mut().take();
        let slots = std::mem::take(&mut *g.slots.borrow_mut());
        drop(slots);
        let pending = std::mem::take(&mut *g.pending.borrow_mut());
        drop(pending);
    }

    /// Runs a new generator to its first yield.
    pub(crate) fn gen_ensure_init(&mut self, o: &PObj, g: &GenData) -> Result<(), Unwind> {
        if g.st.get() == St::Created {
            self.gen_resume(o, g, Input::Next)?;
            g.at_first.set(true);
        }
        Ok(())
    }

    /// `yield from src` (the generator's frame is the top one). Returns
    /// Ok(true) when the frame was suspended on a delegated pair, Ok(false)
    /// with `dst` holding the result when the delegate is exhausted.
    pub(crate) fn gen_yield_from(&mut self, src: Value) -> Result<Option<Value>, Unwind> {
        let Some(o) = self.rt.running_gens.last().map(|(o, _)| o.clone()) else {
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
    fn gen_fe_step(&mut self, o: &PObj, g: &GenData, idx: i64) -> Result<bool, Unwind> {
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
    vm.gen_ensure_init(o, g)?;
    if g.st.get() == St::Done {
        return Ok(Value::Null);
    }
    vm.gen_resume(o, g, Input::Send(v))?;
    let v = g.value.borrow().unref();
    Ok(v)
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
    let (Ok(frame), Ok(slots), Ok(k), Ok(v), Ok(r), Ok(d)) = (
        g.frame.try_borrow(),
        g.slots.try_borrow(),
        g.key.try_borrow(),
        g.value.try_borrow(),
        g.retval.try_borrow(),
        g.delegate.try_borrow(),
    ) else {
        return false;
    };
    if let Some(f) = &*frame {
        t.values(slots.iter());
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
