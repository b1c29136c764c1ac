//! The global allocator of the `tusk` binary: mimalloc, wrapped to count
//! the bytes each thread has allocated (live bytes and their peak), which
//! is what `memory_get_usage()`, `memory_get_peak_usage()` and
//! `memory_limit` need. One PHP request runs on one thread, so per-thread
//! counters are per-request counters without any atomic traffic.
//!
//! The counters live in one const-initialised thread-local without a
//! destructor, so reading or updating them never allocates and works at
//! any time in a thread's life. Memory freed by another thread than the
//! one that allocated it is subtracted there: a thread's count can drift
//! (even below zero), which is why it is an `isize`.
//!
//! It is not the limit's enforcement: crossing the limit only raises a
//! flag ([`take_over_limit`]); the VM polls it at safe points and raises
//! php's fatal error itself. The only `unsafe` of the crate is here.

use mimalloc::MiMalloc;
use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;

/// The allocator type installed by main.rs.
pub struct CountingAlloc;

struct Counters {
    used: Cell<isize>,
    peak: Cell<isize>,
    limit: Cell<isize>,
    over: Cell<bool>,
}

thread_local! {
    static COUNTERS: Counters = const {
        Counters {
            used: Cell::new(0),
            peak: Cell::new(0),
            limit: Cell::new(isize::MAX),
            over: Cell::new(false),
        }
    };
}

#[inline(always)]
fn grow(n: usize) {
    let _ = COUNTERS.try_with(|c| {
        let v = c.used.get().wrapping_add(n as isize);
        c.used.set(v);
        if v > c.peak.get() {
            c.peak.set(v);
        }
        if v > c.limit.get() {
            c.over.set(true);
        }
    });
}

#[inline(always)]
fn shrink(n: usize) {
    let _ = COUNTERS.try_with(|c| c.used.set(c.used.get().wrapping_sub(n as isize)));
}

// SAFETY: every method forwards to mimalloc with the caller's arguments
// unchanged, so mimalloc's GlobalAlloc guarantees carry over; the counting
// around the calls touches only a const thread-local that never allocates.
unsafe impl GlobalAlloc for CountingAlloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::alloc's contract.
        let p = unsafe { MiMalloc.alloc(layout) };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller upholds GlobalAlloc::alloc_zeroed's contract.
        let p = unsafe { MiMalloc.alloc_zeroed(layout) };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by this allocator (so by mimalloc)
        // with `layout`, as the caller guarantees.
        unsafe { MiMalloc.dealloc(ptr, layout) };
        shrink(layout.size());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr`/`layout` come from this allocator and `new_size`
        // is valid, as the caller guarantees.
        let p = unsafe { MiMalloc.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                grow(new_size - layout.size());
            } else {
                shrink(layout.size() - new_size);
            }
        }
        p
    }
}

/// Bytes this thread currently has allocated (allocations minus frees).
// Read by the VM once the counters move to a low crate (see the report).
#[allow(dead_code)]
pub fn usage() -> isize {
    COUNTERS.with(|c| c.used.get())
}

/// The highest [`usage`] since the thread started or [`reset_peak`].
// Read by the VM once the counters move to a low crate (see the report).
#[allow(dead_code)]
pub fn peak() -> isize {
    COUNTERS.with(|c| c.peak.get())
}

/// Starts a new peak measurement from the current usage (at the start of
/// a request).
pub fn reset_peak() {
    COUNTERS.with(|c| c.peak.set(c.used.get()));
}

/// Sets this thread's limit in bytes (None: unlimited) and clears the
/// over-limit flag. The limit counts from zero, not from the current usage.
pub fn set_limit(bytes: Option<usize>) {
    COUNTERS.with(|c| {
        c.limit
            .set(bytes.map_or(isize::MAX, |b| b.min(isize::MAX as usize) as isize));
        c.over.set(false);
    });
}

/// Whether usage went above the limit since the last call (clears it).
// Read by the VM once the counters move to a low crate (see the report).
#[allow(dead_code)]
pub fn take_over_limit() -> bool {
    COUNTERS.with(|c| c.over.replace(false))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_this_threads_bytes() {
        let before = usage();
        let v: Vec<u8> = Vec::with_capacity(1 << 20);
        assert!(usage() - before >= 1 << 20);
        assert!(peak() >= usage());
        drop(v);
        assert!(usage() - before < 1 << 20);
        reset_peak();
        assert_eq!(peak(), usage());
    }

    #[test]
    fn flags_the_limit() {
        set_limit(Some(usage().max(0) as usize + (1 << 16)));
        let v: Vec<u8> = Vec::with_capacity(1 << 20);
        assert!(take_over_limit());
        assert!(!take_over_limit());
        drop(v);
        set_limit(None);
    }
}
