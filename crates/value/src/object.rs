//! `PObj`: an object handle (objects are shared by handle, not copied).
//!
//! An object points at its class (an `Rc<dyn ClassMeta>`: the VM's class
//! record, seen here only through the little that value code needs: the
//! name and the declared property slots) and holds its properties: the
//! declared ones in `Props::slots` (index fixed when the class is linked,
//! `Undef` meaning unset or uninitialized), the dynamic ones in an ordered
//! side table. Built-in classes may attach a payload (`internal`, e.g. a
//! closure's code and captures).
//!
//! Not here: classes, visibility checks, magic methods (tusk-vm).

use crate::{ArrayData, Key, PStr, Value};
use std::any::Any;
use std::cell::{Cell, RefCell, UnsafeCell};
use std::mem::ManuallyDrop;
use std::rc::Rc;

/// Property visibility.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vis {
    Public,
    Protected,
    Private,
}

/// A declared property slot as value code sees it.
#[derive(Debug, Clone)]
pub struct SlotInfo {
    pub name: PStr,
    /// The name in an array cast: `name`, `"\0*\0name"`, `"\0Class\0name"`.
    pub mangled: PStr,
    pub vis: Vis,
    /// The declaring class (shown for private properties).
    pub class: PStr,
}

/// Why a listing of an object's properties is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropsPurpose {
    /// var_dump, print_r, debug_zval_dump.
    Debug,
    /// `(array)` casts.
    ArrayCast,
    /// var_export.
    Export,
    /// json_encode.
    Json,
    /// serialize.
    Serialize,
}

/// What value code needs to know about a class.
pub trait ClassMeta: Any {
    fn name(&self) -> &PStr;
    /// Declared instance property slots, in object order.
    fn slots(&self) -> &[SlotInfo];
    fn as_any(&self) -> &dyn Any;
    /// A built-in class's own listing of `o`'s properties (php's
    /// get_properties_for / get_debug_info), replacing the real ones.
    fn props_for(&self, _o: &PObj, _purpose: PropsPurpose) -> Option<ArrayData> {
        None
    }
    /// A built-in class's comparison of `a` (of this class) with `b`
    /// (php's compare handler); None: compare properties as usual.
    fn compare(&self, _a: &PObj, _b: &PObj) -> Option<i64> {
        None
    }
    /// Objects of this class equal only themselves and are uncomparable
    /// with anything else (enum cases).
    fn uncomparable(&self) -> bool {
        false
    }
    /// The type-source tag of declared slot `slot` when its property is
    /// typed (see `reference`): what a reference made of the slot loses
    /// when the object is freed.
    fn type_tag(&self, _slot: usize) -> Option<u64> {
        None
    }
}

/// A class known only by name (objects made outside a VM, e.g. in tests).
pub struct BasicClass {
    pub name: PStr,
}

impl ClassMeta for BasicClass {
    fn name(&self) -> &PStr {
        &self.name
    }
    fn slots(&self) -> &[SlotInfo] {
        &[]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An object's properties.
pub struct Props {
    /// Declared properties by slot; `Undef` is unset/uninitialized.
    pub slots: Vec<Value>,
    /// Dynamic properties, in creation order.
    pub dynamic: ArrayData,
    /// The declared slots unset() has emptied (bit `i % 64` of word
    /// `i / 64` for slot `i`), told apart from typed ones never
    /// initialized: only those call __get/__set (php's IS_PROP_UNINIT,
    /// inverted). None until a typed property is unset.
    pub unset: Option<Box<[u64]>>,
}

impl Props {
    /// Records that unset() emptied slot `i`.
    pub fn mark_unset(&mut self, i: usize) {
        let n = self.slots.len().div_ceil(64).max(i / 64 + 1);
        let words = self
            .unset
            .get_or_insert_with(|| vec![0; n].into_boxed_slice());
        words[i / 64] |= 1 << (i % 64);
    }

    /// Whether unset() emptied slot `i` at some point.
    pub fn was_unset(&self, i: usize) -> bool {
        self.unset
            .as_ref()
            .and_then(|w| w.get(i / 64))
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }
}

/// One property as listings show it (var_dump, foreach, casts).
pub struct PropEntry {
    pub key: Key,
    /// Declared slot info (None: dynamic).
    pub info: Option<SlotInfo>,
    pub value: Value,
}

pub struct ObjectData {
    pub id: u32,
    pub class: Rc<dyn ClassMeta>,
    /// `class`'s record address, kept at hand: inline caches compare it
    /// on every hit (from the `Rc` itself it takes the vtable's alignment).
    class_addr: usize,
    pub props: RefCell<Props>,
    /// A built-in class's payload (closure data, ...).
    pub internal: Option<Rc<dyn Any>>,
    /// Flags for the VM (destructor called, ...).
    pub flags: Cell<u32>,
    /// The cycle collector's root-buffer slot plus one (0: not buffered).
    pub(crate) gc: Cell<u32>,
}

/// Where compiled code finds an object's class and declared property
/// slots, as byte offsets from an object's pointer payload (its `Rc`
/// block): the class record's address (`class_addr`), the properties'
/// `RefCell` borrow flag (an isize, negative while mutably borrowed), and
/// the slot vector's buffer pointer and length. Neither std's `RefCell`
/// nor its `Vec` specifies its field order, so both are measured once.
#[derive(Clone, Copy, Debug)]
pub struct ObjLayout {
    /// Where the `ObjectData` starts (what `Rc::into_raw` points to).
    pub data_at: i32,
    pub class_at: i32,
    pub borrow_at: i32,
    pub slots_ptr_at: i32,
    pub slots_len_at: i32,
}

/// The layout compiled code reads objects with (see `ObjLayout`).
pub fn obj_layout() -> ObjLayout {
    static L: std::sync::OnceLock<ObjLayout> = std::sync::OnceLock::new();
    *L.get_or_init(|| {
        // The data's place in the Rc block (after the two counts; measured
        // on a value of the same alignment, so that no object, with its
        // id, is made for this).
        const { assert!(std::mem::align_of::<ObjectData>() == std::mem::align_of::<u64>()) };
        let r = Rc::new(0u64);
        // SAFETY: an Rc is one pointer, to its block.
        let block = unsafe { *(&r as *const Rc<u64> as *const usize) };
        let data_at = Rc::as_ptr(&r) as usize - block;
        let cell = RefCell::new(Props {
            slots: Vec::new(),
            dynamic: ArrayData::new(),
            unset: None,
        });
        let cell_addr = &cell as *const RefCell<Props> as usize;
        let value_at = cell.as_ptr() as usize - cell_addr;
        // The borrow flag: the cell's one word besides its value (a
        // `Cell<isize>`), before or after it. Only that word is read (the
        // value's padding must not be), and it must go from 0 (unborrowed)
        // to -1 (written) when the cell is borrowed for writing (the guard
        // is forgotten, so that no borrow is alive while it is read).
        let props = std::mem::size_of::<Props>();
        assert_eq!(
            std::mem::size_of::<RefCell<Props>>(),
            props + 8,
            "RefCell layout"
        );
        let flag = match value_at {
            0 => props / 8,
            8 => 0,
            _ => panic!("RefCell layout"),
        };
        // SAFETY: the flag word, initialised, read as an integer through a
        // raw pointer while no reference to the cell is in use.
        let read = || unsafe { (cell_addr as *const isize).add(flag).read() };
        let before = read();
        std::mem::forget(cell.borrow_mut());
        assert!(before == 0 && read() == -1, "RefCell layout");
        let w = crate::layout::vec_words::<Value>();
        let cell_at = data_at + std::mem::offset_of!(ObjectData, props);
        let slots_at = (cell_at + value_at + std::mem::offset_of!(Props, slots)) as i32;
        ObjLayout {
            data_at: data_at as i32,
            class_at: (data_at + std::mem::offset_of!(ObjectData, class_addr)) as i32,
            borrow_at: (cell_at + flag * 8) as i32,
            slots_ptr_at: slots_at + w.ptr_at,
            slots_len_at: slots_at + w.len_at,
        }
    })
}

/// An object handle (8 bytes).
#[derive(Clone)]
pub struct PObj(pub Rc<ObjectData>);

const _: () = assert!(std::mem::size_of::<PObj>() == 8);

/// Object flag: the destructor has run (or must not run).
pub const OBJ_DESTRUCTED: u32 = 1;
/// Object flag: its class has a destructor (drop hands it to the VM).
pub const OBJ_HAS_DTOR: u32 = 2;
/// Object flag: weakly referenced (drop tells `crate::weak`).
pub const OBJ_WEAK: u32 = 4;
/// Object flag: a typed slot was made a reference at some point (drop
/// takes the slot off its references' type sources).
pub const OBJ_TYPED_REF: u32 = 8;

/// Slots of a freed object that hold references typed by them: the
/// references lose those sources.
#[cold]
#[inline(never)]
fn drop_slot_sources(class: &dyn ClassMeta, slots: &[Value]) {
    for (i, s) in slots.iter().enumerate() {
        if let Value::Ref(r) = s {
            if r.is_typed() {
                if let Some(t) = class.type_tag(i) {
                    r.del_type_source(t);
                }
            }
        }
    }
}

thread_local! {
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    static STD_CLASS: RefCell<Option<Rc<dyn ClassMeta>>> = const { RefCell::new(None) };
    static DOOMED: RefCell<Vec<PObj>> = const { RefCell::new(Vec::new()) };
    /// Objects whose class has a destructor (weakly), and the length at
    /// which dead entries are next pruned.
    static WITH_DTOR: RefCell<(Vec<std::rc::Weak<ObjectData>>, usize)> =
        const { RefCell::new((Vec::new(), 64)) };
}

/// Marks `o` as having a destructor: its drop hands it to the VM, and
/// `live_with_dtor` lists it until then.
pub fn track_dtor(o: &PObj) {
    o.0.flags.set(o.0.flags.get() | OBJ_HAS_DTOR);
    let _ = WITH_DTOR.try_with(|w| {
        let mut w = w.borrow_mut();
        w.0.push(Rc::downgrade(&o.0));
        if w.0.len() >= w.1 {
            w.0.retain(|x| x.strong_count() > 0);
            w.1 = (w.0.len() * 2).max(64);
        }
    });
}

/// Live objects whose destructor has not run, in creation (id) order: what
/// php destroys at the end of a script after the global variables.
pub fn live_with_dtor() -> Vec<PObj> {
    let mut v: Vec<PObj> = WITH_DTOR
        .with(|w| {
            w.borrow()
                .0
                .iter()
                .filter_map(|x| x.upgrade())
                .collect::<Vec<_>>()
        })
        .into_iter()
        .map(PObj)
        .filter(|o| o.0.flags.get() & OBJ_DESTRUCTED == 0)
        .collect();
    v.sort_by_key(|o| o.id());
    v
}

fn new_id() -> u32 {
    new_id_in(heap())
}

/// `new_id` with this thread's `Heap` at hand.
#[inline(always)]
fn new_id_in(h: *const Heap) -> u32 {
    // SAFETY: the thread's `Heap` (see `heap`, `Heap`).
    if let Some(id) = unsafe { (*(*h).free_ids.get()).pop() } {
        return id;
    }
    NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}

/// Installs the class used for stdClass objects made by value code and
/// extensions (the VM installs its own record).
pub fn set_std_class(c: Option<Rc<dyn ClassMeta>>) {
    STD_CLASS.with(|s| *s.borrow_mut() = c);
}

/// Resets object ids (a new request starts at #1).
pub fn reset_ids() {
    drain_pool();
    NEXT_ID.with(|n| n.set(1));
    let h = heap();
    // SAFETY: the thread's `Heap` (see `Heap`).
    unsafe { (*(*h).free_ids.get()).clear() };
}

/// Objects whose last handle went away while their class has a
/// destructor: the VM runs `__destruct` on them (see `take_doomed`).
pub fn take_doomed() -> Vec<PObj> {
    DOOMED.with(|d| std::mem::take(&mut *d.borrow_mut()))
}

pub fn has_doomed() -> bool {
    DOOMED.with(|d| !d.borrow().is_empty())
}

impl Drop for PObj {
    #[inline]
    fn drop(&mut self) {
        if Rc::strong_count(&self.0) > 1 {
            // A count that drops to a non-zero value: the object may have
            // become part of a garbage cycle (the Rc itself decrements
            // next).
            if self.0.gc.get() == 0 {
                crate::gc::possible_root(crate::gc::Node::Obj(Rc::as_ptr(&self.0)));
            }
        } else {
            // The last handle: the block may be kept for the next object.
            recycle(&mut self.0);
        }
    }
}

/// Objects freed with fewer declared slots than this are recycled (see
/// `recycle`), in one pool per slot count.
const POOL_SLOTS: usize = 9;
/// How many bytes the pooled objects may take in all (a few hundred
/// small objects). Not more: with 1 MiB, most of what one automatic cycle
/// collection frees was reused, 4% fewer instructions on oop/gc_cycles
/// but 10% more time (the reused blocks are scattered; mimalloc's own
/// free lists keep new objects together).
const POOL_BYTES: usize = 1 << 16;

/// Freed object ids (php reuses the last freed handle first) and freed
/// objects kept for reuse (`pool`, by the capacity of their slot vector:
/// each one's only handle, its id 0, its slots empty, its dynamic table
/// new, no payload, not buffered as a possible cycle root; `bytes`, what
/// they take).
///
/// Only `new_id`, `reset_ids`, `recycle`, `reuse` and `drain_pool` touch
/// it (through `heap()`), each making one push, pop or read at a time
/// through a reference it lets go at once (what they drop is dropped
/// between those), so no two references to a field are ever live
/// together. In a `ManuallyDrop`, so that the thread-local has no
/// destructor to register: what is left in it when a thread ends stays
/// allocated (at most `POOL_BYTES`; the VM drains it between requests,
/// see `reset_ids`).
struct Heap {
    free_ids: UnsafeCell<Vec<u32>>,
    pool: UnsafeCell<[Vec<Rc<ObjectData>>; POOL_SLOTS]>,
    bytes: Cell<usize>,
}

thread_local! {
    static HEAP: ManuallyDrop<Heap> = const {
        ManuallyDrop::new(Heap {
            free_ids: UnsafeCell::new(Vec::new()),
            pool: UnsafeCell::new([const { Vec::new() }; POOL_SLOTS]),
            bytes: Cell::new(0),
        })
    };
}

/// This thread's `Heap` (one TLS lookup, kept for a whole operation: std
/// does not inline `LocalKey::with` here, each call was about 20
/// instructions).
#[inline(always)]
fn heap() -> *const Heap {
    HEAP.with(|h| &**h as *const Heap)
}

/// The bytes an object with a slot vector of capacity `cap` took from the
/// allocator (its `Rc` block: two counts and the data; its slot buffer),
/// as the allocator counts them: a pooled object is not counted as in
/// use (memory_get_usage() sees it freed), a reused one is again.
const fn pooled_bytes(cap: usize) -> usize {
    2 * std::mem::size_of::<usize>()
        + std::mem::size_of::<ObjectData>()
        + cap * std::mem::size_of::<Value>()
}

/// Drops the values of `v` (leaving it empty, its buffer kept): values
/// that own no heap block need no drop, so a vector of scalars is only
/// scanned.
#[inline(always)]
fn clear_values(v: &mut Vec<Value>) {
    if v.iter().any(Value::is_heap) {
        v.clear();
    } else {
        // SAFETY: no value owns anything (undef, null, bool, int, float):
        // forgetting them leaks nothing.
        unsafe { v.set_len(0) };
    }
}

/// The last handle of an object is being dropped: when the object is
/// plain (no other handle, no weak one, no destructor, no payload, no
/// dynamic property, a few declared slots) and the pool has room, its
/// values go and its id is freed as in `ObjectData::drop`, and its block
/// and slot buffer are kept for the next object (php's allocator keeps
/// freed blocks on a per-size free list in the same way). Otherwise
/// nothing is done here (the `Rc` frees the object).
#[inline(never)]
fn recycle(rc: &mut Rc<ObjectData>) {
    recycle_in(rc, false);
}

/// `recycle`'s body, inline in `PObj::release` (compiled code's drop
/// helper): the common case (scalar slots, an untouched side table) in
/// straight-line code, what owns something dropped out of line. With
/// `take`, the pool gets `rc` itself, not a second handle: true then
/// means the caller must forget `rc` (it is the pool's).
#[inline(always)]
fn recycle_in(rc: &mut Rc<ObjectData>, take: bool) -> bool {
    // Unique: no other handle, no weak one (WeakReference and WeakMap
    // entries, the list of objects with a destructor).
    let Some(d) = Rc::get_mut(rc) else {
        return false;
    };
    if d.flags.get() & (OBJ_HAS_DTOR | OBJ_WEAK | OBJ_TYPED_REF) != 0 || d.internal.is_some() {
        return false;
    }
    let p = d.props.get_mut();
    let cap = p.slots.capacity();
    // Not one that unset() emptied a typed slot of: a new object starts
    // with none (rare, so left to the allocator).
    if cap >= POOL_SLOTS || !p.dynamic.is_empty() || p.unset.is_some() {
        return false;
    }
    let h = heap();
    let size = pooled_bytes(cap);
    // SAFETY (each access to `*h` below): the thread's `Heap`, alive as
    // long as the thread; see `Heap` for the fields.
    let room = |h: *const Heap| unsafe { (*h).bytes.get() } + size <= POOL_BYTES;
    if !room(h) {
        return false;
    }
    crate::gc::leave(d.gc.replace(0));
    // What the object holds goes first, then its id is free (as in
    // `ObjectData::drop`). Its values may be other objects, recycled in
    // turn: nothing holds the pools meanwhile.
    let nested = let_go_values(p);
    let id = std::mem::replace(&mut d.id, 0);
    // SAFETY: as above.
    push_inline(unsafe { &mut *(*h).free_ids.get() }, id);
    // Its values may have filled the pool (only values that own a block
    // can): then the `Rc` frees it (an id of 0 is not freed again).
    if !nested || room(h) {
        // The pool's handle: `rc` itself (the caller forgets it), or a
        // second one (the one being dropped gives its count back).
        let o = if take {
            // SAFETY: the contract: the caller forgets `rc` on `true`.
            unsafe { std::ptr::read(rc) }
        } else {
            Rc::clone(rc)
        };
        // SAFETY: as above.
        unsafe {
            push_inline(&mut (&mut (*(*h).pool.get()))[cap], o);
            (*h).bytes.set((*h).bytes.get() + size);
        }
        crate::mem::shrink(size);
        return take;
    }
    false
}

/// Empties a recycled object's properties, keeping the slot buffer: the
/// common case (scalar slots, an untouched side table) inline, what owns
/// something dropped out of line. True when a slot value owned a block
/// (dropping it may have recycled other objects).
#[inline(always)]
fn let_go_values(p: &mut Props) -> bool {
    let nested = p.slots.iter().any(Value::is_heap);
    if nested || !p.dynamic.is_bare() {
        drop_held(p, nested);
    } else {
        // SAFETY: no value owns anything (undef, null, bool, int, float):
        // forgetting them leaks nothing.
        unsafe { p.slots.set_len(0) };
    }
    nested
}

/// What a recycled object's properties own: its slot values (when
/// `nested`: one owns a block) and its side table (empty, but with
/// storage or a used key), dropped; the slot buffer is kept.
#[cold]
#[inline(never)]
fn drop_held(p: &mut Props, nested: bool) {
    if nested {
        p.slots.clear();
    } else {
        // SAFETY: no value owns anything (undef, null, bool, int, float):
        // forgetting them leaks nothing.
        unsafe { p.slots.set_len(0) };
    }
    if !p.dynamic.is_bare() {
        drop(std::mem::take(&mut p.dynamic));
    }
}

/// Frees an object the cycle collector found garbage, from the handle
/// the collector holds (its last, unless a payload still holds it; its
/// slots already emptied): as that handle's drop, without `recycle`'s
/// attempt to pool the block, which fails for nearly all of the
/// thousands a collection frees once the pool is full. (Pooling them all,
/// up to 4 MiB, took 8% fewer instructions on oop/gc_cycles but 14% more
/// CPU time: the next objects got blocks scattered in the order the
/// collector found them, not the allocator's neighbouring ones, and the
/// next pass walked them through cache misses.)
pub(crate) fn free_collected(o: PObj) {
    let o = ManuallyDrop::new(o);
    // SAFETY: the `Rc` is moved out of the forgotten handle, which is
    // never used or dropped again.
    drop(unsafe { std::ptr::read(&o.0) });
}

/// Pushes `x` onto `v` inline while it has room (std's `push` stays out
/// of line in `recycle`: a call per freed id and per pooled object); the
/// free ids and the pools grow in bulk (`push_grow`), so that is nearly
/// always.
#[inline(always)]
fn push_inline<T>(v: &mut Vec<T>, x: T) {
    let len = v.len();
    if len < v.capacity() {
        // SAFETY: `len` is below the capacity, so the slot at `len` is
        // allocated and unused; it holds `x` and is counted from here on.
        unsafe {
            v.as_mut_ptr().add(len).write(x);
            v.set_len(len + 1);
        }
    } else {
        push_grow(v, x);
    }
}

/// `push_inline` without room: the vector's capacity at least doubled
/// (room for 64 more at first).
#[cold]
#[inline(never)]
fn push_grow<T>(v: &mut Vec<T>, x: T) {
    v.reserve(v.len().max(64));
    v.push(x);
}

/// A pooled object for `n` declared slots, made a new object of the class
/// at `addr` (`class` makes its handle when the object's class differs):
/// a new id, no flags, its slots copies of `defaults`.
#[inline(always)]
fn reuse(
    addr: usize,
    class: impl FnOnce() -> Rc<dyn ClassMeta>,
    defaults: &[Value],
) -> Option<PObj> {
    let n = defaults.len();
    if n >= POOL_SLOTS {
        return None;
    }
    let h = heap();
    // SAFETY (each access to `*h`): as in `recycle`.
    let mut rc = unsafe { (&mut (*(*h).pool.get()))[n].pop() }?;
    let size = pooled_bytes(n);
    // SAFETY: as above.
    unsafe { (*h).bytes.set((*h).bytes.get() - size) };
    crate::mem::grow(size);
    let Some(d) = Rc::get_mut(&mut rc) else {
        unreachable!("a pooled object has one handle")
    };
    d.id = new_id_in(h);
    if d.class_addr != addr {
        d.class = class();
        d.class_addr = addr;
    }
    d.flags.set(0);
    // A pooled object's slot vector is empty with capacity `n` (its
    // pool's index).
    fill_defaults(&mut d.props.get_mut().slots, defaults);
    Some(PObj(rc))
}

/// Fills the empty `slots` (with room for `defaults.len()` values) with
/// copies of `defaults`: bitwise, with a copy of known size, when no value
/// owns a heap block; a clone of each otherwise.
#[inline(always)]
fn fill_defaults(slots: &mut Vec<Value>, defaults: &[Value]) {
    debug_assert!(slots.is_empty() && slots.capacity() >= defaults.len());
    if defaults.iter().any(Value::is_heap) {
        slots.extend_from_slice(defaults);
    } else {
        // SAFETY: the vector is empty with room for the values (the
        // contract), which own nothing (see `copy_values`).
        unsafe { copy_small(slots.as_mut_ptr(), defaults) };
        // SAFETY: the values were written just above.
        unsafe { slots.set_len(defaults.len()) };
    }
}

/// Copies the `d.len()` (below `POOL_SLOTS`) values of `d` bitwise to
/// `out`, each length with a copy of known size (moves inline, where a
/// copy of a run-time length is a call to memcpy).
///
/// # Safety
/// `out` has room for `d.len()` values and does not overlap `d`; the
/// values own no heap block, or `d` forgets them.
#[inline(always)]
unsafe fn copy_small(out: *mut Value, d: &[Value]) {
    let s = d.as_ptr();
    // SAFETY: the contract.
    unsafe {
        match d.len() {
            0 => {}
            1 => std::ptr::copy_nonoverlapping(s, out, 1),
            2 => std::ptr::copy_nonoverlapping(s, out, 2),
            3 => std::ptr::copy_nonoverlapping(s, out, 3),
            4 => std::ptr::copy_nonoverlapping(s, out, 4),
            5 => std::ptr::copy_nonoverlapping(s, out, 5),
            6 => std::ptr::copy_nonoverlapping(s, out, 6),
            7 => std::ptr::copy_nonoverlapping(s, out, 7),
            8 => std::ptr::copy_nonoverlapping(s, out, 8),
            n => std::ptr::copy_nonoverlapping(s, out, n),
        }
    }
}

/// Appends copies of `d` to `out` (which has room): when no value owns a
/// heap block (the usual null, bool, int and float defaults), one bitwise
/// copy; otherwise a clone of each.
#[inline(always)]
fn copy_values(out: &mut Vec<Value>, d: &[Value]) {
    if d.iter().any(Value::is_heap) {
        out.extend_from_slice(d);
        return;
    }
    out.reserve(d.len());
    // SAFETY: `out` has room for `d.len()` more values and does not
    // overlap `d`; a value that owns no heap block (undef, null, bool,
    // int, float) is plain data whose clone is a bitwise copy, so both
    // vectors own valid, independent values.
    unsafe {
        let len = out.len();
        std::ptr::copy_nonoverlapping(d.as_ptr(), out.as_mut_ptr().add(len), d.len());
        out.set_len(len + d.len());
    }
}

/// Frees the pooled objects (a new request starts with none: they keep
/// their classes alive).
fn drain_pool() {
    for cap in 0..POOL_SLOTS {
        loop {
            let h = heap();
            // SAFETY: the thread's `Heap` (see `Heap`); the object is
            // dropped outside.
            let o = unsafe { (&mut (*(*h).pool.get()))[cap].pop() };
            let Some(o) = o else { break };
            // SAFETY: as above.
            unsafe { (*h).bytes.set((*h).bytes.get() - pooled_bytes(cap)) };
            // Counted again, as the allocator uncounts it when it frees it.
            crate::mem::grow(pooled_bytes(cap));
            drop(o);
        }
    }
}

impl Drop for ObjectData {
    fn drop(&mut self) {
        crate::gc::leave(self.gc.replace(0));
        let f = self.flags.get();
        if f & OBJ_HAS_DTOR != 0 && f & OBJ_DESTRUCTED == 0 {
            // Resurrect the object (same id, same properties) for its
            // destructor: nobody else can see the old handle any more.
            let props = std::mem::replace(
                &mut *self.props.borrow_mut(),
                Props {
                    slots: Vec::new(),
                    dynamic: ArrayData::new(),
                    unset: None,
                },
            );
            let o = PObj(Rc::new(ObjectData {
                id: self.id,
                class: self.class.clone(),
                class_addr: self.class_addr,
                props: RefCell::new(props),
                internal: self.internal.take(),
                flags: Cell::new(f | OBJ_DESTRUCTED),
                gc: Cell::new(0),
            }));
            if f & OBJ_WEAK != 0 {
                crate::weak::moved(&o);
            }
            let _ = DOOMED.try_with(|d| d.borrow_mut().push(o));
            crate::mem::raise_interrupt();
            return;
        }
        let id = self.id;
        if f & OBJ_WEAK != 0 {
            crate::weak::freed(id);
        }
        // What the object holds goes first, then its id is free (php
        // frees the handle last: the next object reuses this one's id).
        let p = self.props.get_mut();
        if f & OBJ_TYPED_REF != 0 {
            drop_slot_sources(&*self.class, &p.slots);
        }
        // The values go now (the buffers with the fields); an empty side
        // table needs nothing.
        clear_values(&mut p.slots);
        if !p.dynamic.is_empty() {
            drop(std::mem::take(&mut p.dynamic));
        }
        drop(self.internal.take());
        // 0: a recycled object's id, freed when it was pooled.
        if id != 0 {
            let h = heap();
            // SAFETY: the thread's `Heap` (see `Heap`).
            push_inline(unsafe { &mut *(*h).free_ids.get() }, id);
        }
    }
}

impl PObj {
    /// Gives up this handle inline when it is not the last and the object
    /// is already buffered as a possible cycle root: all `drop` would do
    /// then is take the count down (see `Drop for PObj`). False, nothing
    /// done, for any other handle (drop it). A frame's `$this` is the
    /// common case: the object outlives the call, buffered since its
    /// first such release.
    ///
    /// # Safety
    /// After `true`, the handle is never used or dropped again.
    #[inline(always)]
    pub unsafe fn release_unless_last(&self) -> bool {
        if Rc::strong_count(&self.0) > 1 && self.0.gc.get() != 0 {
            // SAFETY: another handle keeps the count above zero, so this
            // only decrements it; the contract keeps this handle from
            // being used again.
            unsafe { Rc::decrement_strong_count(Rc::as_ptr(&self.0)) };
            return true;
        }
        false
    }

    /// A new object of `class` with its declared slots set to `slots`.
    #[inline]
    pub fn with_class(class: Rc<dyn ClassMeta>, slots: Vec<Value>) -> PObj {
        let id = new_id();
        // The block first, then the fields written into it (`Rc::new`
        // builds the record on the stack and copies it in).
        let mut rc = Rc::<ObjectData>::new_uninit();
        let Some(cell) = Rc::get_mut(&mut rc) else {
            unreachable!("a new Rc is unique")
        };
        cell.write(ObjectData {
            id,
            class_addr: Rc::as_ptr(&class) as *const u8 as usize,
            class,
            props: RefCell::new(Props {
                slots,
                dynamic: ArrayData::new(),
                unset: None,
            }),
            internal: None,
            flags: Cell::new(0),
            gc: Cell::new(0),
        });
        // SAFETY: the value was written just above.
        PObj(unsafe { rc.assume_init() })
    }

    /// A new object of `class` with its declared slots copies of
    /// `defaults` (a freed object's block and slot buffer reused when one
    /// is pooled).
    /// Inline where it is called (`new` of a plain class: the pooled
    /// block's path is a few dozen instructions), a new block's out of
    /// line.
    #[inline(always)]
    pub fn with_defaults<C: ClassMeta>(class: &Rc<C>, defaults: &[Value]) -> PObj {
        let addr = Rc::as_ptr(class) as *const u8 as usize;
        if let Some(o) = reuse(addr, || class.clone(), defaults) {
            return o;
        }
        PObj::fresh_with_defaults(class, defaults)
    }

    /// `with_defaults` without a pooled block: a new one.
    #[inline(never)]
    fn fresh_with_defaults<C: ClassMeta>(class: &Rc<C>, defaults: &[Value]) -> PObj {
        let mut slots = Vec::with_capacity(defaults.len());
        copy_values(&mut slots, defaults);
        PObj::with_class(class.clone(), slots)
    }

    /// Drops this handle as its `drop` does, with a last handle's
    /// recycling inline (compiled code's drop helper: one call for the
    /// common `$x = new C` over an object, instead of three).
    #[inline(always)]
    pub fn release(self) {
        let mut this = ManuallyDrop::new(self);
        let rc = &mut this.0;
        if Rc::strong_count(rc) > 1 {
            // As in `drop`: a count dropping to a non-zero value.
            if rc.gc.get() == 0 {
                crate::gc::possible_root(crate::gc::Node::Obj(Rc::as_ptr(rc)));
            }
        } else if recycle_in(rc, true) {
            // The pool has the handle (`this` is never dropped).
            return;
        }
        // SAFETY: the handle's `Rc` is dropped once, here (the `PObj`
        // around it, whose own drop did the above, is forgotten).
        unsafe { std::ptr::drop_in_place(rc) };
    }

    /// `$x = new C` of a plain class (evaluated `defaults`, the class
    /// record at `addr`) while `$x` holds this handle, the last one on a
    /// plain object of the same class (as `recycle` takes them): the new
    /// object made in this one's block, as the two steps would make it.
    /// The new object's id is taken first (while the old one lives, as
    /// `new` runs before the assignment), then what the old one holds
    /// goes and its id is freed (php frees the handle last), and its
    /// slots are set to copies of the defaults. False: nothing done.
    #[inline(always)]
    pub fn renew(&mut self, addr: usize, defaults: &[Value]) -> bool {
        let n = defaults.len();
        let Some(d) = Rc::get_mut(&mut self.0) else {
            return false;
        };
        if d.class_addr != addr
            || d.flags.get() & (OBJ_HAS_DTOR | OBJ_WEAK | OBJ_TYPED_REF) != 0
            || d.internal.is_some()
        {
            return false;
        }
        let p = d.props.get_mut();
        if p.slots.len() != n || !p.dynamic.is_empty() || p.unset.is_some() {
            return false;
        }
        let h = heap();
        let id = new_id_in(h);
        let old = std::mem::replace(&mut d.id, id);
        crate::gc::leave(d.gc.replace(0));
        // Counted as both objects while both live (the new one made, the
        // old one not freed yet), as the two steps count them.
        let size = pooled_bytes(p.slots.capacity());
        crate::mem::grow(size);
        let_go_values(p);
        // SAFETY: the thread's `Heap` (see `Heap`): one push through a
        // reference let go at once.
        push_inline(unsafe { &mut *(*h).free_ids.get() }, old);
        crate::mem::shrink(size);
        d.flags.set(0);
        // Emptied above, with room for its `n` declared slots.
        fill_defaults(&mut p.slots, defaults);
        true
    }

    /// A new object with a built-in payload.
    pub fn with_internal(class: Rc<dyn ClassMeta>, internal: Rc<dyn Any>) -> PObj {
        PObj(Rc::new(ObjectData {
            id: new_id(),
            class_addr: Rc::as_ptr(&class) as *const u8 as usize,
            class,
            props: RefCell::new(Props {
                slots: Vec::new(),
                dynamic: ArrayData::new(),
                unset: None,
            }),
            internal: Some(internal),
            flags: Cell::new(0),
            gc: Cell::new(0),
        }))
    }

    /// A new object of a class known only by name, with an optional
    /// built-in payload (read it back with `internal()`).
    pub fn new(class_name: PStr, internal: Option<Rc<dyn Any>>) -> PObj {
        let o = PObj::new_named(class_name);
        match internal {
            Some(i) => PObj::with_internal(o.0.class.clone(), i),
            None => o,
        }
    }

    /// A new object of a class known only by name (no declared properties).
    pub fn new_named(class_name: PStr) -> PObj {
        PObj::with_class(Rc::new(BasicClass { name: class_name }), Vec::new())
    }

    /// A new, empty stdClass object.
    pub fn new_std() -> PObj {
        let c = STD_CLASS.with(|s| s.borrow().clone());
        match c {
            Some(c) => match reuse(Rc::as_ptr(&c) as *const u8 as usize, || c.clone(), &[]) {
                Some(o) => o,
                None => PObj::with_class(c, Vec::new()),
            },
            None => PObj::new_named(PStr::from("stdClass")),
        }
    }

    pub fn id(&self) -> u32 {
        self.0.id
    }
    pub fn class_name(&self) -> &PStr {
        self.0.class.name()
    }
    pub fn class(&self) -> &Rc<dyn ClassMeta> {
        &self.0.class
    }
    /// The class record's address (identity for inline caches).
    #[inline]
    pub fn class_addr(&self) -> usize {
        self.0.class_addr
    }
    pub fn ptr_eq(&self, o: &PObj) -> bool {
        Rc::ptr_eq(&self.0, &o.0)
    }
    /// The properties as a listing for `purpose` shows them: the class's
    /// own listing when it has one, else the real properties.
    pub fn props_for(&self, purpose: PropsPurpose) -> ArrayData {
        match self.0.class.props_for(self, purpose) {
            Some(a) => a,
            None => self.to_array_data(),
        }
    }
    pub fn internal(&self) -> Option<&Rc<dyn Any>> {
        self.0.internal.as_ref()
    }

    /// Every set property, declared ones first, with their listing keys
    /// (plain names; see `SlotInfo` for visibility).
    pub fn entries(&self) -> Vec<PropEntry> {
        let p = self.0.props.borrow();
        let infos = self.0.class.slots();
        let mut out = Vec::with_capacity(p.slots.len() + p.dynamic.len());
        for (i, v) in p.slots.iter().enumerate() {
            if v.is_undef() {
                continue;
            }
            if let Some(info) = infos.get(i) {
                out.push(PropEntry {
                    key: Key::Str(info.name.clone()),
                    info: Some(info.clone()),
                    value: v.clone(),
                });
            }
        }
        for (k, v) in p.dynamic.iter() {
            out.push(PropEntry {
                key: k,
                info: None,
                value: v.clone(),
            });
        }
        out
    }

    /// The property table as an array cast sees it (mangled names for
    /// protected and private properties, integer-like names as ints).
    pub fn to_array_data(&self) -> ArrayData {
        let p = self.0.props.borrow();
        let infos = self.0.class.slots();
        let mut out = ArrayData::with_capacity(p.slots.len() + p.dynamic.len());
        for (i, v) in p.slots.iter().enumerate() {
            if v.is_undef() {
                continue;
            }
            if let Some(info) = infos.get(i) {
                out.insert(Key::from_pstr(&info.mangled), listed(v));
            }
        }
        for (k, v) in p.dynamic.iter() {
            let k = match k {
                Key::Str(s) => Key::from_pstr(&s),
                k => k,
            };
            out.insert(k, listed(v));
        }
        out
    }

    /// Number of set properties.
    pub fn prop_count(&self) -> usize {
        let p = self.0.props.borrow();
        p.slots.iter().filter(|v| !v.is_undef()).count() + p.dynamic.len()
    }

    fn slot_of(&self, name: &[u8]) -> Option<usize> {
        self.0
            .class
            .slots()
            .iter()
            .position(|s| s.name.as_bytes() == name)
    }

    /// A property by plain name (declared or dynamic), without any checks.
    pub fn get_prop(&self, name: &[u8]) -> Option<Value> {
        let p = self.0.props.borrow();
        if let Some(i) = self.slot_of(name) {
            let v = p.slots.get(i)?;
            return (!v.is_undef()).then(|| v.clone());
        }
        p.dynamic.get(&Key::Str(PStr::new(name))).cloned()
    }

    /// Sets a property by plain name, without any checks.
    pub fn set_prop(&self, name: &[u8], v: Value) {
        let mut p = self.0.props.borrow_mut();
        if let Some(i) = self.slot_of(name) {
            if i < p.slots.len() {
                p.slots[i] = v;
                return;
            }
        }
        p.dynamic.insert(Key::Str(PStr::new(name)), v);
    }

    /// A dynamic (undeclared) property's value, if the object has it.
    pub fn dynamic_prop(&self, name: &PStr) -> Option<Value> {
        self.0
            .props
            .borrow()
            .dynamic
            .get(&Key::Str(name.clone()))
            .cloned()
    }

    /// Whether the object has dynamic (undeclared) property `name`.
    pub fn has_dynamic(&self, name: &PStr) -> bool {
        self.0
            .props
            .borrow()
            .dynamic
            .get(&Key::Str(name.clone()))
            .is_some()
    }

    /// Sets a dynamic property by key (json_decode, unserialize, casts).
    pub fn set_dynamic(&self, k: Key, v: Value) {
        let k = match k {
            Key::Int(i) => Key::Str(PStr::from(i.to_string())),
            k => k,
        };
        if let Key::Str(s) = &k {
            if self.slot_of(s.as_bytes()).is_some() {
                self.set_prop(s.as_bytes(), v);
                return;
            }
        }
        self.0.props.borrow_mut().dynamic.insert(k, v);
    }

    /// Removes a property by plain name; returns its value.
    pub fn remove_prop(&self, name: &[u8]) -> Option<Value> {
        let mut p = self.0.props.borrow_mut();
        if let Some(i) = self.slot_of(name) {
            let v = std::mem::take(p.slots.get_mut(i)?);
            return (!v.is_undef()).then_some(v);
        }
        p.dynamic.remove(&Key::Str(PStr::new(name)))
    }
}

/// A property value for a listing: a reference nobody else shares is
/// a plain value (php shows no `&` for it).
fn listed(v: &Value) -> Value {
    match v {
        Value::Ref(r) if r.refcount() == 1 => r.get(),
        v => v.clone(),
    }
}

impl std::fmt::Debug for PObj {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "object({:?})#{}", self.class_name(), self.0.id)
    }
}

#[cfg(test)]
mod layout_tests {
    use super::*;

    #[test]
    fn obj_layout_finds_the_class_and_slots() {
        let l = obj_layout();
        let o = PObj::new_named(PStr::from("C"));
        o.0.props.borrow_mut().slots = vec![Value::Int(5), Value::Null];
        // SAFETY: a PObj is one pointer, its Rc's block; the offsets are
        // inside the live block, read as compiled code reads them.
        unsafe {
            let p = *(&o as *const PObj as *const *const u8);
            let at = |off: i32| *(p.add(off as usize) as *const usize);
            assert_eq!(at(l.class_at), o.class_addr());
            assert_eq!(p.add(l.data_at as usize), Rc::as_ptr(&o.0) as *const u8);
            assert_eq!(at(l.slots_len_at), 2);
            let buf = at(l.slots_ptr_at) as *const Value;
            assert!(matches!(&*buf, Value::Int(5)));
            assert_eq!(at(l.borrow_at), 0);
            let g = o.0.props.borrow();
            assert_eq!(at(l.borrow_at), 1);
            drop(g);
            let g = o.0.props.borrow_mut();
            assert_eq!(at(l.borrow_at) as isize, -1);
            drop(g);
        }
    }
}
