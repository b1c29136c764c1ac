//! `PRef`: a reference set (`$a = &$b`): a shared, refcounted cell holding a value.
//!
//! Slots that are part of a reference set hold `Value::Ref`; reading through
//! them reads the cell. Not an object handle: objects are `PObj`.

use crate::Value;
use std::cell::{Cell, UnsafeCell};
use std::rc::Rc;

pub struct RefCellValue(UnsafeCell<Value>, Cell<u32>);

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
        PRef(Rc::new(RefCellValue(UnsafeCell::new(v), Cell::new(0))))
    }
    /// A copy of the value inside.
    #[inline]
    pub fn get(&self) -> Value {
        // SAFETY: single-threaded; no &mut to the cell outlives `with_mut`.
        unsafe { (*self.0 .0.get()).clone() }
    }
    #[inline]
    pub fn set(&self, v: Value) {
        debug_assert!(!matches!(v, Value::Ref(_)));
        // SAFETY: as in `get`; the old value is dropped after the write.
        let old = unsafe { std::mem::replace(&mut *self.0 .0.get(), v) };
        drop(old);
    }
    /// Runs `f` with mutable access to the value inside. `f` must not reach
    /// this same reference again (it receives the only live borrow).
    #[inline]
    pub fn with_mut<R>(&self, f: impl FnOnce(&mut Value) -> R) -> R {
        // SAFETY: single-threaded; callers do not re-enter the same cell.
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
