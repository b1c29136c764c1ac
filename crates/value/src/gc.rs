//! The cycle collector: frees garbage cycles of objects, arrays and
//! references, which reference counting alone never frees.
//!
//! The idea is php's (Zend/zend_gc.c, after Bacon and Rajan's synchronous
//! cycle collection), written for Tusk's value model:
//!
//! - **Possible roots.** When the count of an object, a mutable array or a
//!   reference drops to a value other than zero (`Drop` of `PObj`, `PArr`,
//!   `PRef`), the block may have become the entry of a garbage cycle: it is
//!   recorded in a root buffer (once: its header keeps its slot, so a block
//!   already buffered costs one compare). A block freed while buffered
//!   leaves the buffer. Strings, resources and IMMUTABLE arrays are never
//!   buffered: they hold no handles to containers.
//! - **Trigger.** When the buffer holds `threshold` roots (10,001 at the
//!   start, as in php) the collector asks the VM to run at its next safe
//!   point (an interrupt, like memory_limit): never inside a drop, where
//!   borrows may be live. After an automatic run the threshold adapts as
//!   php's does: +10,000 when a run freed fewer than 100 blocks, back down
//!   by 10,000 when it freed more.
//! - **Leaf roots left out.** A buffered array or reference that holds no
//!   counted block (only scalars and strings) cannot be on a cycle: a pass
//!   drops it from its roots before any bookkeeping (a program keeping
//!   rows of scalars buffers tens of thousands). php scans them.
//! - **Trial deletion** over the graph reachable from the roots, with the
//!   colours and counts in a side table, a vector indexed through the
//!   blocks' root-slot words (free while a pass runs: the buffer was
//!   emptied and nothing is buffered until the pass ends; every word is
//!   cleared again before anything is freed): gray marks
//!   subtract the internal edges from each block's count; a block left with
//!   a positive count is referenced from outside, and so is everything it
//!   reaches (black); what stays white is garbage.
//! - **Destructors first.** If garbage objects have a `__destruct` that has
//!   not run, this pass frees only the garbage those objects cannot reach
//!   and hands the objects to the VM ([`Pass::dtors`]), which runs the
//!   destructors and then runs the collector once more (a destructor may
//!   have stored `$this` somewhere: the second pass sees it).
//! - **Freeing** breaks the internal edges of the garbage (moves the
//!   properties, elements and reference values out) while holding a handle
//!   on every garbage block, then lets the handles go: the blocks are freed
//!   by ordinary reference counting.
//!
//! Edges the collector cannot see (values held by the VM's frames, by a
//! payload type nobody registered a tracer for, by a payload shared between
//! objects) only make blocks look referenced from outside: such cycles
//! leak, nothing is ever freed early. Payloads of built-in classes (closure
//! captures, ArrayObject storage, ...) are traced by functions their crates
//! register with [`register_payload`].
//!
//! Not here: running destructors, the gc_* functions, zend.enable_gc (the
//! VM and the engine drive this module).

use crate::array::ArrInner;
use crate::object::{ObjectData, OBJ_DESTRUCTED, OBJ_HAS_DTOR};
use crate::reference::RefCellValue;
use crate::{ArrayData, PArr, PObj, PRef, Value};
use std::any::{Any, TypeId};
use std::cell::{Cell, UnsafeCell};
use std::mem::ManuallyDrop;
use std::ptr::NonNull;
use std::rc::Rc;
use std::sync::{Arc, RwLock};

/// php's first threshold (10,000 roots plus its reserved slot 0).
pub const THRESHOLD_DEFAULT: u32 = 10_001;
const THRESHOLD_STEP: u32 = 10_000;
const THRESHOLD_MAX: u32 = 1_000_000_000;
const THRESHOLD_TRIGGER: usize = 100;

/// A collectable block, by address (the collector holds no handle to it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Node {
    Obj(*const ObjectData),
    Arr(NonNull<ArrInner>),
    Ref(*const RefCellValue),
}

impl Node {
    /// The node a value points at, if it is a collectable block.
    #[inline]
    fn of(v: &Value) -> Option<Node> {
        match v {
            Value::Obj(o) => Some(Node::Obj(Rc::as_ptr(&o.0))),
            Value::Arr(a) if !a.is_immutable() => Some(Node::Arr(a.block())),
            Value::Ref(r) => Some(Node::Ref(Rc::as_ptr(r.cell()))),
            _ => None,
        }
    }
    /// The buffer slot cell of the block.
    ///
    /// # Safety
    /// The block must be alive.
    unsafe fn set_slot(self, s: u32) {
        // SAFETY: the caller guarantees the block is alive.
        unsafe {
            match self {
                Node::Obj(p) => (*p).gc.set(s),
                Node::Arr(p) => p.as_ref().set_gc_slot(s),
                Node::Ref(p) => (*p).gc_slot().set(s),
            }
        }
    }
    /// The block's root-slot word (see `set_slot`).
    ///
    /// # Safety
    /// The block must be alive.
    #[inline]
    unsafe fn slot(self) -> u32 {
        // SAFETY: the caller guarantees the block is alive.
        unsafe {
            match self {
                Node::Obj(p) => (*p).gc.get(),
                Node::Arr(p) => p.as_ref().gc_slot(),
                Node::Ref(p) => (*p).gc_slot().get(),
            }
        }
    }
    /// The block's reference count.
    ///
    /// # Safety
    /// The block must be alive.
    unsafe fn count(self) -> usize {
        // SAFETY: the pointers come from `Rc::as_ptr` of live Rcs (or a
        // live array block); ManuallyDrop keeps the counts untouched.
        unsafe {
            match self {
                Node::Obj(p) => Rc::strong_count(&ManuallyDrop::new(Rc::from_raw(p))),
                Node::Arr(p) => p.as_ref().rc() as usize,
                Node::Ref(p) => Rc::strong_count(&ManuallyDrop::new(Rc::from_raw(p))),
            }
        }
    }
    /// A new handle (a counted reference) to the block.
    ///
    /// # Safety
    /// The block must be alive.
    unsafe fn handle(self) -> Value {
        // SAFETY: as in `count`; the new Rc owns the count it adds.
        unsafe {
            match self {
                Node::Obj(p) => {
                    Rc::increment_strong_count(p);
                    Value::Obj(PObj(Rc::from_raw(p)))
                }
                Node::Arr(p) => Value::Arr(PArr::from_block(p)),
                Node::Ref(p) => {
                    Rc::increment_strong_count(p);
                    Value::Ref(PRef::from_cell(Rc::from_raw(p)))
                }
            }
        }
    }
    /// Whether the block is an array or a reference that holds no
    /// counted block, so that it cannot be on a cycle.
    ///
    /// # Safety
    /// As for `children`.
    unsafe fn is_leaf(self, reg: &Registry) -> bool {
        if matches!(self, Node::Obj(_)) {
            return false;
        }
        let mut holds = false;
        // SAFETY: the caller's contract.
        let ok = unsafe { self.children(reg, &mut |_| holds = true) };
        ok && !holds
    }
    /// Calls `f` on every block this one holds a counted handle to.
    /// False when the block cannot be read now (a borrow is live): the
    /// caller must then treat it as referenced from outside.
    ///
    /// # Safety
    /// The block must be alive and the caller must not free anything
    /// while this runs.
    unsafe fn children<F: FnMut(Node)>(self, reg: &Registry, f: &mut F) -> bool {
        let mut value = |v: &Value| {
            if let Some(n) = Node::of(v) {
                f(n);
            }
        };
        match self {
            Node::Obj(p) => {
                // SAFETY: alive (caller).
                let o = unsafe { &*p };
                let Ok(props) = o.props.try_borrow() else {
                    return false;
                };
                for v in &props.slots {
                    value(v);
                }
                if !props.dynamic.is_empty() {
                    props.dynamic.for_each_value(&mut value);
                }
                drop(props);
                if let Some(pl) = &o.internal {
                    // A payload shared with another object (or held by a
                    // running method) is not this object's alone: tracing
                    // it would count its edges twice.
                    if Rc::strong_count(pl) == 1 && Rc::weak_count(pl) == 0 {
                        let pl: &dyn Any = &**pl;
                        if let Some(e) = reg.find(pl.type_id()) {
                            return (e.trace)(pl, &mut Tracer { f });
                        }
                    }
                }
                true
            }
            Node::Arr(p) => {
                // SAFETY: alive (caller); arrays are only written through
                // `make_mut`, never while the collector runs.
                unsafe { p.as_ref() }.data().for_each_value(value);
                true
            }
            Node::Ref(p) => {
                // SAFETY: alive (caller).
                value(unsafe { &*p }.value());
                true
            }
        }
    }
}

/// What a payload tracer reports its values to.
pub struct Tracer<'a> {
    f: &'a mut dyn FnMut(Node),
}

impl Tracer<'_> {
    /// A value the payload holds (a counted handle).
    #[inline]
    pub fn value(&mut self, v: &Value) {
        if let Some(n) = Node::of(v) {
            (self.f)(n);
        }
    }
    pub fn values<'v>(&mut self, vs: impl IntoIterator<Item = &'v Value>) {
        for v in vs {
            self.value(v);
        }
    }
    pub fn obj(&mut self, o: &PObj) {
        (self.f)(Node::Obj(Rc::as_ptr(&o.0)));
    }
    pub fn arr(&mut self, a: &PArr) {
        if !a.is_immutable() {
            (self.f)(Node::Arr(a.block()));
        }
    }
    pub fn array_data(&mut self, a: &ArrayData) {
        a.for_each_value(|v| self.value(v));
    }
}

/// Reports the values a payload holds; false if it cannot be read now
/// (a `RefCell` inside is borrowed).
pub type TraceFn = fn(&dyn Any, &mut Tracer) -> bool;
/// Moves the values out of a garbage payload (to break cycles through it).
pub type ClearFn = fn(&dyn Any, &mut Vec<Value>);

struct Entry {
    id: TypeId,
    trace: TraceFn,
    clear: Option<ClearFn>,
}

#[derive(Default)]
struct Registry(Vec<Entry>);

impl Registry {
    fn find(&self, id: TypeId) -> Option<&Entry> {
        self.0.iter().find(|e| e.id == id)
    }
}

static REGISTRY: RwLock<Option<Arc<Registry>>> = RwLock::new(None);

/// Registers the tracer (and optionally a clearer) of a payload type `T`
/// (the concrete type behind `ObjectData::internal`). Process-wide; a
/// second registration of the same type replaces the first.
pub fn register_payload<T: Any>(trace: TraceFn, clear: Option<ClearFn>) {
    let mut g = REGISTRY.write().unwrap_or_else(|e| e.into_inner());
    let mut entries: Vec<Entry> = g
        .as_ref()
        .map(|r| {
            r.0.iter()
                .filter(|e| e.id != TypeId::of::<T>())
                .map(|e| Entry {
                    id: e.id,
                    trace: e.trace,
                    clear: e.clear,
                })
                .collect()
        })
        .unwrap_or_default();
    entries.push(Entry {
        id: TypeId::of::<T>(),
        trace,
        clear,
    });
    *g = Some(Arc::new(Registry(entries)));
}

fn registry() -> Arc<Registry> {
    let g = REGISTRY.read().unwrap_or_else(|e| e.into_inner());
    g.clone().unwrap_or_default()
}

/// A root-buffer slot, one word: a buffered block's address with its kind
/// in the low two bits (0 object, 1 array, 2 reference: the blocks are
/// 8-aligned), or `next << 2 | 3`, a link in the free list.
type Slot = usize;

const FREE_TAG: usize = 3;
const NO_FREE: u32 = u32::MAX;

#[inline]
fn slot_node(e: Slot) -> Option<Node> {
    let p = e & !3;
    match e & 3 {
        0 => Some(Node::Obj(p as *const ObjectData)),
        // SAFETY: a root slot holds a non-null block address.
        1 => Some(Node::Arr(unsafe {
            NonNull::new_unchecked(p as *mut ArrInner)
        })),
        2 => Some(Node::Ref(p as *const RefCellValue)),
        _ => None,
    }
}

struct State {
    /// The root buffer. Only `possible_root_raw`, `unbuffer` and
    /// `take_roots` touch it, none of them re-entrantly (they drop nothing
    /// and call no code that could reach the buffer again).
    buf: UnsafeCell<Vec<Slot>>,
    free: Cell<u32>,
    roots: Cell<u32>,
    threshold: Cell<u32>,
    enabled: Cell<bool>,
    /// Roots are not recorded: the request started with the collector off
    /// and it was never switched on (php allocates its buffer only then).
    protect: Cell<bool>,
    /// A pass is running: no new roots, no nested collection.
    active: Cell<bool>,
    /// The VM is driving a collection (destructors may be running).
    driving: Cell<bool>,
    pending: Cell<bool>,
    runs: Cell<u32>,
    collected: Cell<u64>,
}

thread_local! {
    static S: State = const {
        State {
            buf: UnsafeCell::new(Vec::new()),
            free: Cell::new(NO_FREE),
            roots: Cell::new(0),
            threshold: Cell::new(THRESHOLD_DEFAULT),
            enabled: Cell::new(true),
            protect: Cell::new(false),
            active: Cell::new(false),
            driving: Cell::new(false),
            pending: Cell::new(false),
            runs: Cell::new(0),
            collected: Cell::new(0),
        }
    };
}

/// Records a possible root (the block's count just dropped to non-zero
/// and it is not buffered yet): `p` is the block, `kind` as in `Slot`.
///
/// `extern "C"` (it cannot unwind: a panic here aborts) so that the drop
/// paths calling it need no unwinding landing pad around the call.
#[cold]
#[inline(never)]
pub(crate) extern "C" fn possible_root_raw(kind: usize, p: *const u8) {
    let _ = S.try_with(|s| {
        if s.active.get() || s.protect.get() {
            return;
        }
        // SAFETY: see `State::buf`: no other reference to the buffer is live.
        let buf = unsafe { &mut *s.buf.get() };
        let e = p as usize | kind;
        let idx = match s.free.get() {
            NO_FREE => {
                buf.push(e);
                buf.len() - 1
            }
            f => {
                let i = f as usize;
                s.free.set((buf[i] >> 2) as u32);
                buf[i] = e;
                i
            }
        };
        // SAFETY: the block is alive: its count is being decremented to a
        // non-zero value by the caller.
        unsafe {
            match kind {
                0 => (*(p as *const ObjectData)).gc.set(idx as u32 + 1),
                1 => (*(p as *const ArrInner)).set_gc_slot(idx as u32 + 1),
                _ => (*(p as *const RefCellValue)).gc_slot().set(idx as u32 + 1),
            }
        }
        let r = s.roots.get() + 1;
        s.roots.set(r);
        if r >= s.threshold.get() && s.enabled.get() && !s.pending.get() && !s.driving.get() {
            s.pending.set(true);
            crate::mem::raise_interrupt();
        }
    });
}

/// Records a possible root (see `possible_root_raw`).
#[inline(always)]
pub(crate) fn possible_root(n: Node) {
    match n {
        Node::Obj(p) => possible_root_raw(0, p as *const u8),
        Node::Arr(p) => possible_root_raw(1, p.as_ptr() as *const u8),
        Node::Ref(p) => possible_root_raw(2, p as *const u8),
    }
}

/// Removes a block being freed from the buffer (`slot` is its slot + 1).
/// (`extern "C"`: see `possible_root_raw`.)
#[cold]
#[inline(never)]
pub(crate) extern "C" fn unbuffer(slot: u32) {
    let _ = S.try_with(|s| {
        // SAFETY: see `State::buf`.
        let buf = unsafe { &mut *s.buf.get() };
        let i = slot as usize - 1;
        if let Some(e) = buf.get_mut(i) {
            if *e & 3 != FREE_TAG {
                *e = ((s.free.get() as usize) << 2) | FREE_TAG;
                s.free.set(i as u32);
                s.roots.set(s.roots.get() - 1);
            }
        }
    });
}

/// Empties the buffer, clearing every buffered block's slot; returns the
/// roots in slot order.
fn take_roots(s: &State) -> Vec<Node> {
    // SAFETY: see `State::buf`.
    let buf = unsafe { &mut *s.buf.get() };
    let mut out = Vec::with_capacity(s.roots.get() as usize);
    for &e in buf.iter() {
        if let Some(n) = slot_node(e) {
            // SAFETY: buffered blocks are alive (a block leaves the
            // buffer when it is freed).
            unsafe { n.set_slot(0) };
            out.push(n);
        }
    }
    buf.clear();
    s.free.set(NO_FREE);
    s.roots.set(0);
    out
}

/// What one pass of the collector did.
#[derive(Default)]
pub struct Pass {
    /// Objects and arrays freed (php's count: references are not counted).
    pub count: usize,
    /// Garbage objects whose destructor must run before they can be freed,
    /// in php's order; the VM runs them (marking each OBJ_DESTRUCTED first
    /// unless it already is), drops the handles and runs another pass.
    pub dtors: Vec<PObj>,
    /// Whether the pass ran at all (there were roots).
    pub ran: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Color {
    Gray,
    Black,
    White,
    Garbage,
}

struct Info {
    node: Node,
    color: Color,
    count: isize,
    root: bool,
}

/// A pass's side table: the blocks it reached, each with its colour and
/// count. A block's root-slot word holds its index plus one while the
/// pass runs (the root buffer is empty and nothing is buffered until the
/// pass ends, so the words are free); `release` clears them.
struct Table(Vec<Info>);

impl Table {
    /// The entry of `n`, if the pass reached it.
    ///
    /// # Safety
    /// `n` must be alive and every word set by `insert` must still be set.
    #[inline]
    unsafe fn get_mut(&mut self, n: Node) -> Option<&mut Info> {
        // SAFETY: the caller's contract.
        let s = unsafe { n.slot() } as usize;
        self.0.get_mut(s.wrapping_sub(1))
    }

    /// Adds `n` (not in the table yet).
    ///
    /// # Safety
    /// `n` must be alive.
    #[inline]
    unsafe fn insert(&mut self, n: Node, color: Color, root: bool) -> &mut Info {
        let i = self.0.len();
        // SAFETY: the caller's contract.
        unsafe { n.set_slot(i as u32 + 1) };
        self.0.push(Info {
            node: n,
            color,
            // SAFETY: as above.
            count: unsafe { n.count() } as isize,
            root,
        });
        &mut self.0[i]
    }

    /// Clears the root-slot words of every block in the table.
    ///
    /// # Safety
    /// Every block in the table must be alive.
    unsafe fn release(&self) {
        for i in &self.0 {
            // SAFETY: the caller's contract.
            unsafe { i.node.set_slot(0) };
        }
    }
}

/// A count no block can reach: marks a block that could not be read as
/// referenced from outside.
const OPAQUE: isize = 1 << 40;

/// Runs one pass over the buffered roots (see the module comment). Does
/// nothing while another pass or a VM-driven collection is running.
pub fn collect() -> Pass {
    S.with(|s| {
        if s.active.get() {
            return Pass::default();
        }
        s.pending.set(false);
        let roots = take_roots(s);
        if roots.is_empty() {
            return Pass::default();
        }
        s.active.set(true);
        s.runs.set(s.runs.get() + 1);
        let reg = registry();
        // An array or a reference that holds no counted block (only
        // scalars and strings) cannot be on a cycle: such roots (most of
        // a program's that keeps rows of scalars) are left out before
        // any bookkeeping. If one is garbage, it is reached from a
        // garbage root as any other block; it has no destructor, so
        // the order it is freed in is not seen.
        // SAFETY: every root is alive (it was buffered).
        let roots: Vec<Node> = roots
            .into_iter()
            .filter(|&r| unsafe { !r.is_leaf(&reg) })
            .collect();
        let mut t = Table(Vec::with_capacity(roots.len() * 2));
        // SAFETY: every root is alive (it was buffered), every block
        // reached from a live block through counted handles is alive, and
        // nothing is freed until the garbage is known (then the table's
        // words are cleared first).
        let (garbage, dtors) = unsafe { analyse(&roots, &reg, &mut t) };
        // SAFETY: as above.
        unsafe { t.release() };
        drop(t);
        // Handles on everything, before anything is dropped.
        let dtor_handles: Vec<PObj> = dtors
            .iter()
            .map(|&p| {
                // SAFETY: alive (as above).
                match unsafe { Node::Obj(p).handle() } {
                    Value::Obj(o) => o,
                    _ => unreachable!(),
                }
            })
            .collect();
        let mut count = 0;
        // SAFETY: alive (as above).
        let handles: Vec<Value> = garbage
            .iter()
            .map(|&n| {
                if !matches!(n, Node::Ref(_)) {
                    count += 1;
                }
                unsafe { n.handle() }
            })
            .collect();
        free_garbage(handles, &reg);
        s.active.set(false);
        s.collected.set(s.collected.get() + count as u64);
        Pass {
            count,
            dtors: dtor_handles,
            ran: true,
        }
    })
}

/// Trial deletion: returns the garbage to free now and the objects whose
/// destructors must run first (those and what they reach are kept).
///
/// # Safety
/// Every root must be alive, and nothing may be freed while this runs.
unsafe fn analyse(
    roots: &[Node],
    reg: &Registry,
    t: &mut Table,
) -> (Vec<Node>, Vec<*const ObjectData>) {
    // Sized once (`first` holds at most the roots, and the stack stays
    // shallow on the usual small cycles): their growth was about 5% of a
    // pass over two-object cycles.
    let mut stack: Vec<Node> = Vec::with_capacity(256);
    // Mark gray: subtract internal edges.
    // SAFETY (each block access below): every block is alive, as the
    // caller guarantees of the roots and of what they reach.
    macro_rules! info {
        ($n:expr) => {
            unsafe { t.get_mut($n) }
        };
    }
    for &r in roots {
        if let Some(i) = info!(r) {
            i.root = true;
            continue;
        }
        // SAFETY: roots are alive (caller).
        unsafe { t.insert(r, Color::Gray, true) };
        stack.push(r);
        while let Some(n) = stack.pop() {
            // SAFETY: n is alive: a root, or reached through a counted
            // handle of a live block.
            let ok = unsafe {
                n.children(reg, &mut |c| {
                    let i = match t.get_mut(c) {
                        Some(i) => i,
                        // SAFETY: c is held by a live block.
                        None => t.insert(c, Color::White, false),
                    };
                    i.count -= 1;
                    if i.color != Color::Gray {
                        i.color = Color::Gray;
                        stack.push(c);
                    }
                })
            };
            if !ok {
                if let Some(i) = info!(n) {
                    i.count += OPAQUE;
                }
            }
        }
    }
    // Scan: gray blocks with a count left are referenced from outside.
    let mut black: Vec<Node> = Vec::new();
    for &r in roots {
        stack.push(r);
        while let Some(n) = stack.pop() {
            let Some(i) = info!(n) else { continue };
            if i.color != Color::Gray {
                continue;
            }
            if i.count > 0 {
                i.color = Color::Black;
                black.push(n);
                while let Some(b) = black.pop() {
                    // SAFETY: alive (as above).
                    unsafe {
                        b.children(reg, &mut |c| {
                            if let Some(i) = t.get_mut(c) {
                                i.count += 1;
                                if i.color != Color::Black {
                                    i.color = Color::Black;
                                    black.push(c);
                                }
                            }
                        })
                    };
                }
            } else {
                i.color = Color::White;
                // SAFETY: alive (as above).
                unsafe { n.children(reg, &mut |c| stack.push(c)) };
            }
        }
    }
    // Collect white, roots first (php's order: the root buffer, then the
    // garbage found from it).
    let mut first: Vec<Node> = Vec::with_capacity(roots.len());
    let mut rest: Vec<Node> = Vec::new();
    for &r in roots {
        let Some(i) = info!(r) else { continue };
        if i.color == Color::White {
            i.color = Color::Garbage;
            first.push(r);
        }
    }
    for k in 0..first.len() {
        stack.push(first[k]);
        while let Some(n) = stack.pop() {
            // SAFETY: alive (as above).
            unsafe {
                n.children(reg, &mut |c| {
                    if let Some(i) = t.get_mut(c) {
                        if i.color == Color::White {
                            i.color = Color::Garbage;
                            if i.root {
                                first.push(c);
                            } else {
                                rest.push(c);
                            }
                            stack.push(c);
                        }
                    }
                })
            };
        }
    }
    first.extend(rest);
    let garbage = first;
    // Objects whose destructor has not run keep themselves and everything
    // they reach for the next pass.
    let mut dtors: Vec<*const ObjectData> = Vec::new();
    for &n in &garbage {
        if let Node::Obj(p) = n {
            // SAFETY: alive (as above).
            let f = unsafe { &*p }.flags.get();
            if f & OBJ_HAS_DTOR != 0 && f & OBJ_DESTRUCTED == 0 {
                dtors.push(p);
            }
        }
    }
    if dtors.is_empty() {
        return (garbage, dtors);
    }
    for &p in &dtors {
        let n = Node::Obj(p);
        if let Some(i) = info!(n) {
            i.color = Color::Black;
        }
        stack.push(n);
        while let Some(n) = stack.pop() {
            // SAFETY: alive (as above).
            unsafe {
                n.children(reg, &mut |c| {
                    if let Some(i) = t.get_mut(c) {
                        if i.color == Color::Garbage {
                            i.color = Color::Black;
                            stack.push(c);
                        }
                    }
                })
            };
        }
    }
    let garbage = garbage
        .into_iter()
        .filter(|&n| info!(n).is_some_and(|i| i.color == Color::Garbage))
        .collect();
    (garbage, dtors)
}

/// Breaks the internal edges of the garbage, then lets the handles go.
fn free_garbage(handles: Vec<Value>, reg: &Registry) {
    // Most garbage blocks hold a few values each (bounded: the memory
    // limit still counts this vector).
    let mut trash: Vec<Value> = Vec::with_capacity((handles.len() * 4).min(1 << 16));
    let mut trash_data: Vec<ArrayData> = Vec::with_capacity(handles.len().min(1 << 12));
    for h in &handles {
        match h {
            Value::Obj(o) => {
                if let Ok(mut p) = o.0.props.try_borrow_mut() {
                    trash.append(&mut p.slots);
                    if !p.dynamic.is_empty() {
                        trash_data.push(std::mem::take(&mut p.dynamic));
                    }
                }
                if let Some(pl) = &o.0.internal {
                    if Rc::strong_count(pl) == 1 && Rc::weak_count(pl) == 0 {
                        let pl: &dyn Any = &**pl;
                        if let Some(clear) = reg.find(pl.type_id()).and_then(|e| e.clear) {
                            clear(pl, &mut trash);
                        }
                    }
                }
            }
            // SAFETY: the array is garbage: only other garbage blocks (and
            // our handle) refer to it, and no borrow of it is live.
            Value::Arr(a) => trash_data.push(unsafe { a.take_garbage_data() }),
            Value::Ref(r) => trash.push(r.take_unchecked()),
            _ => {}
        }
    }
    drop(trash);
    drop(trash_data);
    drop(handles);
}

/// Whether an automatic collection is due (the VM polls this on interrupt).
#[inline]
pub fn pending() -> bool {
    S.with(|s| s.pending.get())
}

/// Marks the start and end of a collection the VM drives (one or two
/// passes with destructors between them): no automatic collection starts
/// meanwhile. Returns false if one is running already.
pub fn begin_driving() -> bool {
    S.with(|s| !s.driving.replace(true))
}

pub fn end_driving() {
    S.with(|s| {
        s.driving.set(false);
        s.pending.set(false);
    });
}

/// php's adaptive threshold, after an automatic collection freed `count`.
pub fn adjust_threshold(count: usize) {
    S.with(|s| {
        let th = s.threshold.get();
        if count < THRESHOLD_TRIGGER || s.roots.get() >= th {
            s.threshold
                .set(th.saturating_add(THRESHOLD_STEP).min(THRESHOLD_MAX));
        } else if th > THRESHOLD_DEFAULT {
            s.threshold
                .set(th.saturating_sub(THRESHOLD_STEP).max(THRESHOLD_DEFAULT));
        }
    });
}

/// gc_enable()/gc_disable()/zend.enable_gc; returns the previous state.
pub fn set_enabled(on: bool) -> bool {
    S.with(|s| {
        let old = s.enabled.replace(on);
        if on {
            s.protect.set(false);
        }
        if on && !old && s.roots.get() >= s.threshold.get() && !s.driving.get() {
            s.pending.set(true);
            crate::mem::raise_interrupt();
        }
        old
    })
}

pub fn enabled() -> bool {
    S.with(|s| s.enabled.get())
}

/// gc_status(): runs, collected, threshold, roots.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Status {
    pub runs: u32,
    pub collected: u64,
    pub threshold: u32,
    pub roots: u32,
}

pub fn status() -> Status {
    S.with(|s| Status {
        runs: s.runs.get(),
        collected: s.collected.get(),
        threshold: s.threshold.get(),
        roots: s.roots.get(),
    })
}

/// A new request starts with php's initial state, the collector on or
/// off as zend.enable_gc says (off from the start: no roots are recorded
/// until it is switched on).
pub fn reset(enabled: bool) {
    S.with(|s| {
        s.enabled.set(enabled);
        s.protect.set(!enabled);
        s.runs.set(0);
        s.collected.set(0);
        s.threshold.set(THRESHOLD_DEFAULT);
        s.pending.set(false);
        // A request that ended inside a collection (a fatal error in a
        // destructor, a caught panic) must not leave the collector off.
        s.active.set(false);
        s.driving.set(false);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Key, PStr};

    fn obj() -> PObj {
        PObj::new_named(PStr::from("C"))
    }

    #[test]
    fn two_object_cycle_is_freed() {
        let a = obj();
        let b = obj();
        a.set_prop(b"o", Value::Obj(b.clone()));
        b.set_prop(b"o", Value::Obj(a.clone()));
        let wa = Rc::downgrade(&a.0);
        drop(a);
        drop(b);
        assert!(status().roots >= 2);
        let p = collect();
        assert_eq!(p.count, 2);
        assert!(wa.upgrade().is_none());
        assert_eq!(status().roots, 0);
    }

    #[test]
    fn live_cycle_is_kept() {
        let a = obj();
        let b = obj();
        a.set_prop(b"o", Value::Obj(b.clone()));
        b.set_prop(b"o", Value::Obj(a.clone()));
        drop(b);
        let p = collect();
        assert_eq!(p.count, 0);
        assert!(a.get_prop(b"o").is_some());
        let b = match a.get_prop(b"o") {
            Some(Value::Obj(b)) => b,
            _ => panic!(),
        };
        assert!(b.get_prop(b"o").is_some());
    }

    #[test]
    fn array_reference_cycle_is_freed() {
        // $a = []; $a[0] = &$a; unset($a);
        let mut slot = Value::Arr(PArr::new());
        let r = slot.make_ref();
        let mut arr = PArr::new();
        arr.make_mut().insert(Key::Int(0), Value::Ref(r.clone()));
        r.set(Value::Arr(arr));
        let w = Rc::downgrade(r.cell());
        drop(r);
        drop(slot);
        let p = collect();
        assert_eq!(p.count, 1);
        assert!(w.upgrade().is_none());
    }

    #[test]
    fn freed_blocks_leave_the_buffer() {
        let a = obj();
        let b = a.clone();
        drop(b);
        assert_eq!(status().roots, 1);
        drop(a);
        assert_eq!(status().roots, 0);
    }
}
