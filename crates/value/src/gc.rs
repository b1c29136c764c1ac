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
//! - **Trial deletion** over the graph reachable from the roots, with each
//!   block's colour and the number of internal edges found to it kept in
//!   its root-slot word (free while a pass runs: the buffer was emptied
//!   and nothing is buffered until the pass ends; every live block's
//!   word is 0 again before anything is freed), as php keeps them in its
//!   headers: gray marks count the internal edges to each block; a block
//!   with more handles than internal edges is referenced from outside,
//!   and so is everything it reaches (black, word 0); what stays gray
//!   (php's white) is garbage. The gray marks list the blocks they reach
//!   (the roots first, then each root's walk in turn); the scan looks once
//!   at each, walking only from live ones, and the garbage is the list's
//!   still-gray blocks in list order, which is the order php's
//!   collect-white walk finds them in (no third walk).
//! - **Destructors first.** If garbage objects have a `__destruct` that has
//!   not run, this pass frees only the garbage those objects cannot reach
//!   and hands the objects to the VM ([`Pass::dtors`]), which runs the
//!   destructors and then runs the collector once more (a destructor may
//!   have stored `$this` somewhere: the second pass sees it).
//! - **Freeing** breaks the internal edges of the garbage (moves the
//!   properties, elements and reference values out; a property's handle
//!   to another garbage object only gives its count back) while holding a
//!   handle on every garbage block, then lets the handles go in order: the
//!   blocks are freed by ordinary reference counting (objects without the
//!   attempt to pool them). Meanwhile the garbage's words hold
//!   `FREEING`: its counts dropping to non-zero values buffer nothing, and
//!   its blocks leave no buffer slot when freed (no call either way).
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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
                // SAFETY: the table is only read here, and nothing writes
                // it while the pass runs (no PHP code, no drop); a live
                // mutable borrow makes this fail instead. Unguarded: no
                // borrow count to take and give back on every visit.
                let Ok(props) = (unsafe { o.props.try_borrow_unguarded() }) else {
                    return false;
                };
                for v in &props.slots {
                    value(v);
                }
                if !props.dynamic.is_empty() {
                    props.dynamic.for_each_value(&mut value);
                }
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

/// The root-slot word of a garbage block while the collector frees it:
/// not 0, so that its count dropping to a non-zero value does not call
/// `possible_root_raw` (which does nothing during a pass), and not a slot,
/// so that freeing it does not call `unbuffer` (see `leave`). 31 bits, as
/// arrays keep the word shifted in their flags.
pub(crate) const FREEING: u32 = (1 << 31) - 1;

/// A block being freed leaves the buffer (`word` is its root-slot word:
/// 0 when not buffered, `FREEING` while the collector frees it).
#[inline(always)]
pub(crate) fn leave(word: u32) {
    if word != 0 && word != FREEING {
        unbuffer(word);
    }
}

/// Removes a block being freed from the buffer (`slot` is its slot + 1).
/// (`extern "C"`: see `possible_root_raw`.)
#[cold]
#[inline(never)]
extern "C" fn unbuffer(slot: u32) {
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
/// roots in slot order, but for arrays and references that hold no
/// counted block (only scalars and strings): those cannot be on a cycle,
/// and are left out before any bookkeeping (most of the roots of a
/// program that keeps rows of scalars). If one is garbage, it is reached
/// from a garbage root as any other block; it has no destructor, so the
/// order it is freed in is not seen.
fn take_roots(s: &State, reg: &Registry) -> Vec<Node> {
    // SAFETY: see `State::buf`.
    let buf = unsafe { &mut *s.buf.get() };
    let mut out = Vec::with_capacity(s.roots.get() as usize);
    for &e in buf.iter() {
        if let Some(n) = slot_node(e) {
            // SAFETY: buffered blocks are alive (a block leaves the
            // buffer when it is freed).
            unsafe {
                n.set_slot(0);
                if !n.is_leaf(reg) {
                    out.push(n);
                }
            }
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

/// A block's colour during a pass, in the low two bits of its root-slot
/// word (free while a pass runs: the buffer was emptied and nothing is
/// buffered until the pass ends). 0 is both "not reached yet" and black
/// (referenced from outside): the words of live blocks end the pass at 0
/// without a clearing walk, as php's black is its "not buffered" colour.
const C_MASK: u32 = 3;
const C_GRAY: u32 = 1;
/// (2, php's white, is not used: the blocks the scan leaves gray are the
/// white ones.)
const C_GARBAGE: u32 = 3;
/// The block could not be read (a borrow is live): referenced from outside.
const C_OPAQUE: u32 = 4;
/// The rest of the word counts the internal edges found to the block
/// (php subtracts them from the refcount itself; an `Rc`'s count cannot
/// be written in place). Arrays keep the word in 31 bits: a count past
/// `EDGE_LIMIT` makes the block opaque instead (kept, never freed early).
const EDGE_ONE: u32 = 8;
const EDGE_LIMIT: u32 = 1 << 30;

impl Node {
    /// One more internal edge to this gray block.
    ///
    /// # Safety
    /// The block must be alive.
    #[inline(always)]
    unsafe fn add_edge(self, w: u32) {
        let w = if w < EDGE_LIMIT {
            w + EDGE_ONE
        } else {
            w | C_OPAQUE
        };
        // SAFETY: the caller's contract.
        unsafe { self.set_slot(w) };
    }
}

/// Runs one pass over the buffered roots (see the module comment). Does
/// nothing while another pass or a VM-driven collection is running.
pub fn collect() -> Pass {
    S.with(|s| {
        if s.active.get() {
            return Pass::default();
        }
        s.pending.set(false);
        if s.roots.get() == 0 {
            return Pass::default();
        }
        let reg = registry();
        let roots = take_roots(s, &reg);
        s.active.set(true);
        s.runs.set(s.runs.get() + 1);
        // The blocks a pass colours (the scan looks at each; debug
        // builds check that every one ends black (0) or garbage).
        let mut visited: Vec<Node> = Vec::with_capacity(roots.len() * 2);
        // SAFETY: every root is alive (it was buffered), every block
        // reached from a live block through counted handles is alive, and
        // nothing is freed until the garbage is known (then the garbage's
        // words are set to FREEING, the others are 0 already).
        let (garbage, dtors) = unsafe { analyse(&roots, &reg, &mut visited) };
        #[cfg(debug_assertions)]
        for &n in &visited {
            // SAFETY: alive (as above).
            let w = unsafe { n.slot() };
            debug_assert!(w == 0 || w == C_GARBAGE, "a pass left colour {w}");
        }
        drop(visited);
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
                unsafe {
                    n.set_slot(FREEING);
                    n.handle()
                }
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
/// On return the words of all but the garbage are 0 again; `visited`
/// holds every block coloured (for debug builds' check).
///
/// # Safety
/// Every root must be alive, its word 0 (as every block's is between
/// passes), and nothing may be freed or buffered while this runs.
unsafe fn analyse(
    roots: &[Node],
    reg: &Registry,
    visited: &mut Vec<Node>,
) -> (Vec<Node>, Vec<*const ObjectData>) {
    // Sized once (the stack stays shallow on the usual small cycles):
    // its growth was about 5% of a pass over two-object cycles.
    let mut stack: Vec<Node> = Vec::with_capacity(256);
    // SAFETY (each block access below): every block is alive, as the
    // caller guarantees of the roots and of what they reach.
    // Mark gray: count the internal edges to each block. The roots are
    // marked first and walked in order, each depth first, so that the
    // blocks found are listed (after the roots) in the order php's
    // collect-white finds the garbage among them (see below).
    for &r in roots {
        // SAFETY: roots are alive (caller); each is listed once (a block
        // is buffered once), its word 0.
        unsafe { r.set_slot(C_GRAY) };
        visited.push(r);
    }
    for &r in roots {
        stack.push(r);
        while let Some(n) = stack.pop() {
            // SAFETY: n is alive: a root, or reached through a counted
            // handle of a live block.
            let ok = unsafe {
                n.children(reg, &mut |c| {
                    let w = c.slot();
                    if w & C_MASK == 0 {
                        c.set_slot(C_GRAY + EDGE_ONE);
                        visited.push(c);
                        stack.push(c);
                    } else {
                        c.add_edge(w);
                    }
                })
            };
            if !ok {
                // SAFETY: as above.
                unsafe { n.set_slot(n.slot() | C_OPAQUE) };
            }
        }
    }
    // Scan: a gray block with more handles than internal edges is
    // referenced from outside, and so is everything it reaches (black).
    // Every block reached is in `visited`, so one look at each finds the
    // blocks referenced from outside; a walk from the roots (which also
    // turned each other block white and walked its children) ends with
    // the same colours: a block is live exactly when one of those reaches
    // it. What stays gray is garbage (php's white).
    let mut black: Vec<Node> = Vec::new();
    let mut blackened = 0usize;
    for &n in visited.iter() {
        // SAFETY: as above.
        let w = unsafe { n.slot() };
        if w & C_MASK != C_GRAY {
            continue;
        }
        // SAFETY: as above.
        if w & C_OPAQUE == 0 && ((w / EDGE_ONE) as usize) >= unsafe { n.count() } {
            continue;
        }
        // SAFETY: as above.
        unsafe { n.set_slot(0) };
        blackened += 1;
        black.push(n);
        while let Some(b) = black.pop() {
            // SAFETY: alive (as above).
            unsafe {
                b.children(reg, &mut |c| {
                    if c.slot() != 0 {
                        c.set_slot(0);
                        blackened += 1;
                        black.push(c);
                    }
                })
            };
        }
    }
    // Collect white (the blocks still gray) in php's order: the root
    // buffer, then the garbage found from it, in the order found by a walk
    // from each garbage root in turn. That walk meets garbage only through
    // garbage (anything a live block reaches is live), so it finds the
    // garbage in the order the gray marks listed it: the listed order,
    // kept, is that order without a third walk.
    let mut garbage: Vec<Node> = Vec::with_capacity(visited.len() - blackened);
    for &n in visited.iter() {
        // SAFETY: as above.
        unsafe {
            if n.slot() & C_MASK == C_GRAY {
                n.set_slot(C_GARBAGE);
                garbage.push(n);
            }
        }
    }
    #[cfg(debug_assertions)]
    // SAFETY: as above.
    unsafe {
        debug_check_order(roots, reg, &garbage)
    };
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
        // SAFETY: alive (as above).
        unsafe { n.set_slot(0) };
        stack.push(n);
        while let Some(n) = stack.pop() {
            // SAFETY: alive (as above).
            unsafe {
                n.children(reg, &mut |c| {
                    if c.slot() == C_GARBAGE {
                        c.set_slot(0);
                        stack.push(c);
                    }
                })
            };
        }
    }
    // SAFETY: alive (as above).
    garbage.retain(|&n| unsafe { n.slot() } == C_GARBAGE);
    (garbage, dtors)
}

/// Debug builds: the garbage's order is the one a walk from each garbage
/// root in turn finds it in (php's collect-white).
///
/// # Safety
/// As for `analyse`, with the garbage's words `C_GARBAGE`.
#[cfg(debug_assertions)]
unsafe fn debug_check_order(roots: &[Node], reg: &Registry, garbage: &[Node]) {
    let all: std::collections::HashSet<Node> = garbage.iter().copied().collect();
    let mut order: Vec<Node> = roots.iter().copied().filter(|r| all.contains(r)).collect();
    let mut found: std::collections::HashSet<Node> = order.iter().copied().collect();
    let mut stack: Vec<Node> = Vec::new();
    for k in 0..order.len() {
        stack.push(order[k]);
        while let Some(n) = stack.pop() {
            // SAFETY: the caller's contract.
            unsafe {
                n.children(reg, &mut |c| {
                    if all.contains(&c) && found.insert(c) {
                        order.push(c);
                        stack.push(c);
                    }
                })
            };
        }
    }
    debug_assert_eq!(order, garbage, "garbage order");
}

/// Breaks the internal edges of the garbage, then lets the handles go.
fn free_garbage(handles: Vec<Value>, reg: &Registry) {
    // What the garbage holds besides handles to other garbage (bounded:
    // the memory limit still counts this vector).
    let mut trash: Vec<Value> = Vec::with_capacity(handles.len().min(1 << 12));
    let mut trash_data: Vec<ArrayData> = Vec::with_capacity(handles.len().min(1 << 12));
    for h in &handles {
        match h {
            Value::Obj(o) => {
                if let Ok(mut p) = o.0.props.try_borrow_mut() {
                    release_values(&mut p.slots, &mut trash);
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
    // A block something still holds (a cycle through a payload without a
    // clearer) outlives this pass: its word goes back to 0, so that it
    // can be buffered again. The others are freed here, in order (the
    // order their ids are freed in): objects without `recycle`'s attempt
    // to pool them (a pass frees thousands; the pool takes a few hundred).
    for h in handles {
        if let Some(n) = Node::of(&h) {
            // SAFETY: alive: `h` holds it.
            unsafe {
                if n.count() > 1 {
                    n.set_slot(0);
                }
            }
        }
        match h {
            Value::Obj(o) => crate::object::free_collected(o),
            h => drop(h),
        }
    }
}

/// Empties the declared slots of a garbage object: a handle to another
/// garbage object gives its count back in place (the collector holds a
/// handle on every garbage block, so none is freed here, and its word,
/// `FREEING`, would make its drop do nothing more), scalars need nothing,
/// anything else goes to `trash`.
#[inline(always)]
fn release_values(slots: &mut Vec<Value>, trash: &mut Vec<Value>) {
    let len = slots.len();
    let base = slots.as_mut_ptr();
    // SAFETY: the `len` values are read out once each below and the vector
    // forgets them first (a panic in between leaks, never double-frees).
    unsafe { slots.set_len(0) };
    for i in 0..len {
        // SAFETY: `i < len`: an initialised value, read once (see above).
        let v = unsafe { std::ptr::read(base.add(i)) };
        match v {
            Value::Obj(o) if o.0.gc.get() == FREEING => {
                let o = ManuallyDrop::new(o);
                // SAFETY: another handle (the collector's) keeps the
                // count above zero; `o` is forgotten, never used again.
                unsafe { Rc::decrement_strong_count(Rc::as_ptr(&o.0)) };
            }
            v if !v.is_heap() => std::mem::forget(v),
            v => trash.push(v),
        }
    }
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
    fn mixed_graph_frees_only_garbage_in_order() {
        // Rings of three objects, some held from outside, some pointing at
        // live objects, some reached from live ones; the debug builds'
        // check in `analyse` compares the garbage's order with a
        // collect-white walk.
        let mut keep = Vec::new();
        let mut weak = Vec::new();
        for i in 0..40 {
            let r: Vec<PObj> = (0..3).map(|_| obj()).collect();
            for k in 0..3 {
                r[k].set_prop(b"n", Value::Obj(r[(k + 1) % 3].clone()));
            }
            if i % 5 == 0 {
                keep.push(r[1].clone());
            }
            if i % 7 == 3 {
                if let Some(k) = keep.last() {
                    r[2].set_prop(b"o", Value::Obj(k.clone()));
                }
            }
            if i % 6 == 2 {
                if let Some(k) = keep.last() {
                    k.set_prop(b"x", Value::Obj(r[0].clone()));
                }
            }
            weak.extend(r.iter().map(|o| Rc::downgrade(&o.0)));
        }
        let p = collect();
        let alive = weak.iter().filter(|w| w.upgrade().is_some()).count();
        assert_eq!(p.count + alive, 120);
        assert!(p.count > 0 && alive >= keep.len());
        drop(keep);
        let p2 = collect();
        assert_eq!(p.count + p2.count, 120);
        assert!(weak.iter().all(|w| w.upgrade().is_none()));
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
