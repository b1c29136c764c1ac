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
//! Blocks of 2 MiB and more do not go to mimalloc but to [`huge`]: one
//! mapping each, resized with `mremap`, freed ones cached for reuse.
//!
//! It is not the limit's enforcement: crossing the limit only raises a
//! flag ([`take_over_limit`]); the VM polls it at safe points and raises
//! php's fatal error itself. The only `unsafe` of the crate is here.

mod huge;

use mimalloc::MiMalloc;
use std::alloc::{GlobalAlloc, Layout};

/// The allocator type installed by main.rs.
pub struct CountingAlloc;

use tusk_value::mem::{grow, shrink};

// mimalloc's plain entry points, from the C library the mimalloc crate
// links (libmimalloc-sys). `MiMalloc` itself calls the `_aligned` ones for
// every layout, and those take a slow path whenever the size class's page
// has no block on its ready list (they over-allocate from a larger size
// class instead of collecting the page's freed blocks): about 100
// instructions for a small block that `mi_malloc` serves in about 20.
extern "C" {
    fn mi_malloc(size: usize) -> *mut u8;
    fn mi_zalloc(size: usize) -> *mut u8;
    fn mi_realloc(p: *mut u8, new_size: usize) -> *mut u8;
}

/// mimalloc's plain calls return blocks aligned to 16 bytes (its
/// MI_MAX_ALIGN_SIZE), or to 8 for blocks under 16 bytes: enough for any
/// layout whose alignment is at most 16 and at most its size (the rule
/// the mimalloc crate itself used before it switched to `_aligned` calls).
#[inline(always)]
fn plain(align: usize, size: usize) -> bool {
    align <= 16 && align <= size
}

// SAFETY: a layout is served by `huge` when `huge::is_huge` says so and by
// mimalloc otherwise; that test depends only on the size and alignment, so
// every block is freed or resized by the allocator that made it (a resize
// across the threshold moves the bytes from one to the other). `huge`
// returns blocks with at least the layout's size and alignment (its
// alignment limit is part of `is_huge`). The counting around the calls
// touches only a const thread-local that never allocates.
unsafe impl GlobalAlloc for CountingAlloc {
    // The fast paths test the size only, and leave every block of
    // THRESHOLD bytes or more to out-of-line functions: the paths stay as
    // small as with mimalloc alone, so they inline where they did.
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= huge::THRESHOLD {
            return alloc_large(layout, false);
        }
        // SAFETY: the caller upholds GlobalAlloc::alloc's contract; a
        // `plain` layout is served aligned by mi_malloc (see `plain`).
        let p = unsafe {
            if plain(layout.align(), layout.size()) {
                mi_malloc(layout.size())
            } else {
                MiMalloc.alloc(layout)
            }
        };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.size() >= huge::THRESHOLD {
            return alloc_large(layout, true);
        }
        // SAFETY: the caller upholds GlobalAlloc::alloc_zeroed's
        // contract; `plain` as in `alloc`.
        let p = unsafe {
            if plain(layout.align(), layout.size()) {
                mi_zalloc(layout.size())
            } else {
                MiMalloc.alloc_zeroed(layout)
            }
        };
        if !p.is_null() {
            grow(layout.size());
        }
        p
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if layout.size() >= huge::THRESHOLD {
            // SAFETY: the caller's guarantees, passed on.
            return unsafe { dealloc_large(ptr, layout) };
        }
        // SAFETY: `ptr` was allocated by mimalloc (a small layout) with
        // `layout`, as the caller guarantees.
        unsafe { MiMalloc.dealloc(ptr, layout) };
        shrink(layout.size());
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = if huge::is_huge(layout.size().max(new_size), layout.align()) {
            // SAFETY: the caller's guarantees, passed on.
            unsafe { realloc_huge(ptr, layout, new_size) }
        } else {
            // SAFETY: `ptr`/`layout` come from mimalloc (neither size is
            // huge) and `new_size` is valid, as the caller guarantees;
            // mi_realloc returns what mi_malloc would for a `plain` one.
            unsafe {
                if plain(layout.align(), new_size) {
                    mi_realloc(ptr, new_size)
                } else {
                    MiMalloc.realloc(ptr, layout, new_size)
                }
            }
        };
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

/// `alloc`/`alloc_zeroed` of THRESHOLD bytes or more.
#[cold]
#[inline(never)]
fn alloc_large(layout: Layout, zero: bool) -> *mut u8 {
    let p = if huge::is_huge(layout.size(), layout.align()) {
        huge::alloc(layout.size(), zero)
    } else if zero {
        // SAFETY: a non-zero size (at least THRESHOLD).
        unsafe { MiMalloc.alloc_zeroed(layout) }
    } else {
        // SAFETY: a non-zero size (at least THRESHOLD).
        unsafe { MiMalloc.alloc(layout) }
    };
    if !p.is_null() {
        grow(layout.size());
    }
    p
}

/// `dealloc` of THRESHOLD bytes or more.
///
/// # Safety
/// GlobalAlloc::dealloc's contract.
#[cold]
#[inline(never)]
unsafe fn dealloc_large(ptr: *mut u8, layout: Layout) {
    if huge::is_huge(layout.size(), layout.align()) {
        // SAFETY: a huge layout, so `huge` made the block.
        unsafe { huge::dealloc(ptr) };
    } else {
        // SAFETY: `ptr` was allocated by mimalloc with `layout` (an
        // alignment `huge` does not serve), as the caller guarantees.
        unsafe { MiMalloc.dealloc(ptr, layout) };
    }
    shrink(layout.size());
}

/// `realloc` when the old size, the new one or both are huge.
///
/// # Safety
/// GlobalAlloc::realloc's contract.
#[cold]
#[inline(never)]
unsafe fn realloc_huge(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
    let was = huge::is_huge(layout.size(), layout.align());
    let will = huge::is_huge(new_size, layout.align());
    match (was, will) {
        // SAFETY: `huge` made the block; it stays huge.
        (true, true) => unsafe { huge::realloc(ptr, layout.size(), new_size) },
        // SAFETY: the block moves between allocators: the new one has
        // room for the bytes kept, and the old one is freed by its own.
        (false, true) => unsafe {
            let q = huge::alloc(new_size, false);
            if !q.is_null() {
                std::ptr::copy_nonoverlapping(ptr, q, layout.size());
                MiMalloc.dealloc(ptr, layout);
            }
            q
        },
        // SAFETY: as above, the other way round.
        (true, false) => unsafe {
            let nl = Layout::from_size_align_unchecked(new_size, layout.align());
            let q = MiMalloc.alloc(nl);
            if !q.is_null() {
                std::ptr::copy_nonoverlapping(ptr, q, new_size);
                huge::dealloc(ptr);
            }
            q
        },
        // SAFETY: neither size is huge: mimalloc's block, as the caller
        // guarantees `ptr`/`layout`/`new_size`.
        (false, false) => unsafe { MiMalloc.realloc(ptr, layout, new_size) },
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
        // Huge blocks (their own mappings) count the same way.
        let _g = huge::TEST_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let before = usage();
        let mut v: Vec<u8> = Vec::with_capacity(3 << 20);
        v.resize(3 << 20, 1);
        v.reserve(8 << 20);
        assert!(usage() - before >= 11 << 20);
        assert!(v.iter().all(|&b| b == 1));
        v.truncate(1 << 20);
        v.shrink_to_fit();
        assert!(usage() - before < 2 << 20);
        drop(v);
        assert!(usage() - before < 1 << 20);
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
