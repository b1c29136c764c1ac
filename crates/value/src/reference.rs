//! `PRef`: a reference set (`$a = &$b`): a shared, refcounted cell holding a value.
//!
//! Slots that are part of a reference set hold `Value::Ref`; reading through
//! them reads the cell. Not an object handle: objects are `PObj`.
//!
//! A reference bound to typed properties (php's "type sources") carries a
//! non-zero id in its cell (in what was padding): the index of its list of
//! sources (opaque tags the VM defines) in a per-thread table. Every write
//! through such a reference (`set`, `with_mut`) records the reference and
//! its value before the write in a per-thread list and raises the
//! interrupt; the VM checks the new value against the sources before its
//! next instruction ([`take_typed_writes`]), coerces it or puts the old
//! value back and throws. A reference without sources pays one compare.

use crate::Value;
use std::cell::{Cell, RefCell, UnsafeCell};
use std::rc::Rc;

/// The value, the collector's root-buffer slot, the type-source list id.
pub struct RefCellValue(UnsafeCell<Value>, Cell<u32>, Cell<u32>);

/// What wrote through a typed reference (for php's messages).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WriteKind {
    Assign,
    Inc,
    Dec,
}

/// A write through a typed reference not yet checked: the reference, its
/// value before the write, what wrote.
pub struct TypedWrite {
    pub r: PRef,
    pub old: Value,
    pub kind: WriteKind,
}

#[derive(Default)]
struct Typed {
    /// Source lists by id - 1 (an empty list is free).
    lists: Vec<Vec<u64>>,
    free: Vec<u32>,
    pending: Vec<TypedWrite>,
    /// What the next recorded write is (set by `++`/`--`).
    kind: Option<WriteKind>,
}

thread_local! {
    static TYPED: RefCell<Typed> = RefCell::new(Typed::default());
}

/// The writes through typed references made since the last call, in order.
pub fn take_typed_writes() -> Vec<TypedWrite> {
    TYPED.with(|t| std::mem::take(&mut t.borrow_mut().pending))
}

/// Whether writes through typed references wait for their check.
#[inline]
pub fn typed_writes_pending() -> bool {
    TYPED.with(|t| !t.borrow().pending.is_empty())
}

/// The next write recorded is `++` (`inc`) or `--`, not an assignment.
pub fn note_incdec(inc: bool) {
    TYPED.with(|t| t.borrow_mut().kind = Some(if inc { WriteKind::Inc } else { WriteKind::Dec }));
}

#[cold]
#[inline(never)]
fn free_sources(id: u32) {
    let _ = TYPED.try_with(|t| {
        if let Ok(mut t) = t.try_borrow_mut() {
            t.lists[id as usize - 1] = Vec::new();
            t.free.push(id);
        }
    });
}

impl RefCellValue {
    /// The cycle collector's root-buffer slot plus one (0: not buffered).
    #[inline]
    pub(crate) fn gc_slot(&self) -> &Cell<u32> {
        &self.1
    }
    /// The value inside, for the collector (which runs when no borrow of
    /// any cell is live).
    #[inline]
    pub(crate) fn value(&self) -> &Value {
        // SAFETY: the collector runs at safe points, when nothing writes
        // the cell.
        unsafe { &*self.0.get() }
    }
}

impl Drop for RefCellValue {
    #[inline]
    fn drop(&mut self) {
        crate::gc::leave(self.1.get());
        let t = self.2.get();
        if t != 0 {
            free_sources(t);
        }
    }
}

impl Drop for PRef {
    #[inline]
    fn drop(&mut self) {
        // A count that drops to a non-zero value: the reference may have
        // become part of a garbage cycle (the Rc itself decrements next).
        if Rc::strong_count(&self.0) > 1 && self.0 .1.get() == 0 {
            crate::gc::possible_root(crate::gc::Node::Ref(Rc::as_ptr(&self.0)));
        }
    }
}

/// A reference cell (8 bytes: one pointer).
#[derive(Clone)]
pub struct PRef(Rc<RefCellValue>);

/// Offset of the value inside a reference set from its pointer payload
/// (the `Rc`'s block), for compiled code that reads through a reference:
/// measured once, as the cell's field order is the compiler's.
pub fn value_at() -> i32 {
    static AT: std::sync::OnceLock<i32> = std::sync::OnceLock::new();
    *AT.get_or_init(|| {
        let r = PRef::new(Value::Null);
        // SAFETY: a `PRef` is one pointer (asserted above), its Rc's block,
        // which a `Value::Ref` holds as its payload.
        let block = unsafe { std::mem::transmute_copy::<PRef, usize>(&r) };
        (r.0 .0.get() as usize - block) as i32
    })
}

const _: () = assert!(std::mem::size_of::<PRef>() == 8);

impl PRef {
    pub fn new(v: Value) -> PRef {
        debug_assert!(!matches!(v, Value::Ref(_)));
        PRef(Rc::new(RefCellValue(
            UnsafeCell::new(v),
            Cell::new(0),
            Cell::new(0),
        )))
    }
    /// Whether typed properties hold this reference (writes are checked).
    #[inline(always)]
    pub fn is_typed(&self) -> bool {
        self.0 .2.get() != 0
    }
    /// Adds a type source (a tag the VM defines; duplicates are kept).
    pub fn add_type_source(&self, tag: u64) {
        TYPED.with(|t| {
            let mut t = t.borrow_mut();
            let id = self.0 .2.get();
            if id != 0 {
                t.lists[id as usize - 1].push(tag);
                return;
            }
            let id = match t.free.pop() {
                Some(id) => id,
                None => {
                    t.lists.push(Vec::new());
                    t.lists.len() as u32
                }
            };
            t.lists[id as usize - 1].push(tag);
            self.0 .2.set(id);
        })
    }
    /// Removes one occurrence of a type source; the last one gone, writes
    /// are no longer checked.
    pub fn del_type_source(&self, tag: u64) {
        let id = self.0 .2.get();
        if id == 0 {
            return;
        }
        // try_with: objects may be freed while the thread shuts down.
        let _ = TYPED.try_with(|t| {
            let Ok(mut t) = t.try_borrow_mut() else {
                return;
            };
            let l = &mut t.lists[id as usize - 1];
            if let Some(p) = l.iter().position(|&x| x == tag) {
                l.remove(p);
            }
            if l.is_empty() {
                t.lists[id as usize - 1] = Vec::new();
                t.free.push(id);
                self.0 .2.set(0);
            }
        });
    }
    /// The type sources (empty for an untyped reference).
    pub fn type_sources(&self) -> Vec<u64> {
        let id = self.0 .2.get();
        if id == 0 {
            return Vec::new();
        }
        TYPED.with(|t| t.borrow().lists[id as usize - 1].clone())
    }
    /// Writes without recording a typed write (the VM's check itself).
    pub fn set_unchecked(&self, v: Value) {
        debug_assert!(!matches!(v, Value::Ref(_)));
        // SAFETY: as in `get`; the old value is dropped after the write.
        let old = unsafe { std::mem::replace(&mut *self.0 .0.get(), v) };
        drop(old);
    }
    /// Takes the value out (Undef left), recording no typed write (the
    /// collector clearing garbage).
    pub fn take_unchecked(&self) -> Value {
        // SAFETY: as in `get`.
        unsafe { std::mem::take(&mut *self.0 .0.get()) }
    }
    /// `++`/`--` through this reference: `f` under `with_mut`, recorded
    /// as an increment or decrement for a typed reference's message.
    #[inline]
    pub fn with_mut_incdec<R>(&self, inc: bool, f: impl FnOnce(&mut Value) -> R) -> R {
        if self.is_typed() {
            note_incdec(inc);
        }
        self.with_mut(f)
    }
    /// Records a write about to be made through a typed reference (once
    /// per reference until the VM checks) and raises the interrupt.
    #[cold]
    #[inline(never)]
    fn record_write(&self) {
        TYPED.with(|t| {
            let mut t = t.borrow_mut();
            let kind = t.kind.take().unwrap_or(WriteKind::Assign);
            if let Some(w) = t.pending.iter_mut().find(|w| w.r.ptr_eq(self)) {
                if kind != WriteKind::Assign {
                    w.kind = kind;
                }
                return;
            }
            let old = self.get();
            t.pending.push(TypedWrite {
                r: self.clone(),
                old,
                kind,
            });
        });
        crate::mem::raise_interrupt();
    }
    /// A copy of the value inside.
    #[inline]
    pub fn get(&self) -> Value {
        // SAFETY: single-threaded; no &mut to the cell outlives `with_mut`.
        unsafe { (*self.0 .0.get()).clone() }
    }
    #[inline(always)]
    pub fn set(&self, v: Value) {
        debug_assert!(!matches!(v, Value::Ref(_)));
        if self.is_typed() {
            self.record_write();
        }
        // SAFETY: as in `get`; the old value is dropped after the write.
        let old = unsafe { std::mem::replace(&mut *self.0 .0.get(), v) };
        drop(old);
    }
    /// Runs `f` with mutable access to the value inside. `f` must not reach
    /// this same reference again (it receives the only live borrow).
    #[inline(always)]
    pub fn with_mut<R>(&self, f: impl FnOnce(&mut Value) -> R) -> R {
        if self.is_typed() {
            self.record_write();
        }
        // SAFETY: single-threaded; callers do not re-enter the same cell.
        unsafe { f(&mut *self.0 .0.get()) }
    }
    /// `with_mut` for a change that keeps the value's type (an element of
    /// the array inside written or made a reference): no typed write is
    /// recorded, as php checks none.
    #[inline(always)]
    pub fn with_mut_same_type<R>(&self, f: impl FnOnce(&mut Value) -> R) -> R {
        // SAFETY: as in `with_mut`.
        unsafe { f(&mut *self.0 .0.get()) }
    }
    /// Borrow of the value inside; must not be held across a write.
    #[inline]
    pub fn peek(&self) -> &Value {
        // SAFETY: callers only hold it while nothing writes the cell.
        unsafe { &*self.0 .0.get() }
    }
    #[inline]
    pub fn refcount(&self) -> usize {
        Rc::strong_count(&self.0)
    }
    /// The cell behind this handle (for the cycle collector).
    #[inline]
    pub(crate) fn cell(&self) -> &Rc<RefCellValue> {
        &self.0
    }
    #[inline]
    pub(crate) fn from_cell(c: Rc<RefCellValue>) -> PRef {
        PRef(c)
    }
    #[inline]
    pub fn ptr_eq(&self, o: &PRef) -> bool {
        Rc::ptr_eq(&self.0, &o.0)
    }
}

impl std::fmt::Debug for PRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "&{:?}", self.peek())
    }
}
