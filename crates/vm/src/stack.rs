//! The slot stack: every frame's variables and temporaries, and the
//! arguments of calls being prepared, in one buffer that never moves.
//!
//! The buffer is reserved once, at its full capacity, from the system
//! allocator (address space only: the kernel commits pages as they are
//! touched), so a pointer to a frame's first slot stays valid for the whole
//! life of the frame. That is what lets the dispatch loop address slots
//! through a raw frame pointer, with no bounds check and no reload after a
//! call, as php's VM does with its `execute_data`. The reservation is not
//! counted by the memory accounting; the VM charges the slots in use against
//! memory_limit itself (see `Runtime::stack_exhausted`).
//!
//! Not here: what the slots mean (frames, `sp`): see `runtime.rs`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::ops::{Index, IndexMut, Range};
use tusk_value::Value;

/// Slots reserved per thread: 64M slots (1 GiB of address space). The
/// memory_limit check stops a script long before that under any finite limit.
pub const STACK_SLOTS: usize = 64 << 20;

pub struct SlotStack {
    ptr: *mut Value,
    /// Slots `0..init` hold valid values; the rest is uninitialised.
    init: usize,
    cap: usize,
}

/// An empty stack with no reservation (cheap: a `Runtime::default()` that
/// is about to receive a real stack does not reserve and release 1 GiB).
impl Default for SlotStack {
    fn default() -> Self {
        SlotStack {
            ptr: std::ptr::NonNull::dangling().as_ptr(),
            init: 0,
            cap: 0,
        }
    }
}

impl SlotStack {
    pub fn with_capacity(cap: usize) -> SlotStack {
        let layout = Layout::array::<Value>(cap).expect("stack layout");
        // SAFETY: the layout has a non-zero size; a null result is handled.
        let ptr = unsafe { System.alloc(layout) } as *mut Value;
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        SlotStack { ptr, init: 0, cap }
    }

    /// Slots that hold values (initialised), not the capacity.
    #[inline]
    pub fn len(&self) -> usize {
        self.init
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.init == 0
    }

    /// The first slot. Stable for the life of the stack.
    #[inline(always)]
    pub fn as_mut_ptr(&mut self) -> *mut Value {
        self.ptr
    }

    /// Makes slots `0..n` valid (new ones Undef). False if `n` is beyond
    /// the reservation.
    /// Where the count of initialised slots sits (compiled code checks a
    /// call's room against it).
    pub(crate) const INIT_AT: usize = std::mem::offset_of!(SlotStack, init);

    #[inline]
    pub fn ensure(&mut self, n: usize) -> bool {
        if n <= self.init {
            return true;
        }
        self.ensure_slow(n)
    }

    #[cold]
    fn ensure_slow(&mut self, n: usize) -> bool {
        if n > self.cap {
            return false;
        }
        // Grow the initialised part in steps, so that the writes are amortised.
        let to = n.max(self.init.saturating_mul(2)).max(1024).min(self.cap);
        for i in self.init..to {
            // SAFETY: i < cap, inside the allocation; the slot is uninitialised.
            unsafe { self.ptr.add(i).write(Value::Undef) };
        }
        self.init = to;
        true
    }
}

impl Drop for SlotStack {
    fn drop(&mut self) {
        for i in 0..self.init {
            // SAFETY: slots below `init` are valid and dropped once.
            unsafe { std::ptr::drop_in_place(self.ptr.add(i)) };
        }
        if self.cap == 0 {
            return;
        }
        let layout = Layout::array::<Value>(self.cap).expect("stack layout");
        // SAFETY: allocated in `with_capacity` with this layout.
        unsafe { System.dealloc(self.ptr as *mut u8, layout) };
    }
}

impl Index<usize> for SlotStack {
    type Output = Value;
    #[inline]
    fn index(&self, i: usize) -> &Value {
        assert!(i < self.init, "slot {i} out of range");
        // SAFETY: checked above.
        unsafe { &*self.ptr.add(i) }
    }
}

impl IndexMut<usize> for SlotStack {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut Value {
        assert!(i < self.init, "slot {i} out of range");
        // SAFETY: checked above; `&mut self` gives exclusive access.
        unsafe { &mut *self.ptr.add(i) }
    }
}

impl Index<Range<usize>> for SlotStack {
    type Output = [Value];
    #[inline]
    fn index(&self, r: Range<usize>) -> &[Value] {
        assert!(r.start <= r.end && r.end <= self.init, "slots out of range");
        // SAFETY: checked above.
        unsafe { std::slice::from_raw_parts(self.ptr.add(r.start), r.end - r.start) }
    }
}

impl IndexMut<Range<usize>> for SlotStack {
    #[inline]
    fn index_mut(&mut self, r: Range<usize>) -> &mut [Value] {
        assert!(r.start <= r.end && r.end <= self.init, "slots out of range");
        // SAFETY: checked above; `&mut self` gives exclusive access.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.add(r.start), r.end - r.start) }
    }
}
