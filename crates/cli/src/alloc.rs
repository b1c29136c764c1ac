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

/// The allocator type installed by main.rs.
pub struct CountingAlloc;

use tusk_value::mem::{grow, shrink};

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

#[cfg(test)]
use tusk_value::mem::{peak, take_over_limit, usage};
pub use tusk_value::mem::{reset_peak, set_limit};

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
        assert!(take_over_limit().is_some());
        assert!(take_over_limit().is_none());
        tusk_value::mem::clear_interrupt();
        drop(v);
        set_limit(None);
    }
}
