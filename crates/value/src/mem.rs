//! Per-thread memory accounting (one PHP request runs on one thread): the
//! counters behind memory_get_usage(), memory_get_peak_usage() and
//! memory_limit, and the interrupt flag the VM polls between instructions.
//!
//! The binary's global allocator calls [`grow`] and [`shrink`]; without such
//! an allocator (unit tests) the counters simply stay at zero. The counters
//! live in one const-initialised thread-local without a destructor, so they
//! can be touched from inside the allocator at any time. This module does
//! not enforce anything: crossing the limit raises the interrupt flag and the
//! VM reports php's fatal error at its next instruction.

use std::cell::Cell;

struct Counters {
    used: Cell<isize>,
    peak: Cell<isize>,
    limit: Cell<isize>,
    over: Cell<bool>,
    last: Cell<usize>,
    interrupt: Cell<bool>,
}

thread_local! {
    static C: Counters = const {
        Counters {
            used: Cell::new(0),
            peak: Cell::new(0),
            limit: Cell::new(isize::MAX),
            over: Cell::new(false),
            last: Cell::new(0),
            interrupt: Cell::new(false),
        }
    };
}

/// Records an allocation of `n` bytes on this thread.
#[inline(always)]
pub fn grow(n: usize) {
    let _ = C.try_with(|c| {
        let v = c.used.get().wrapping_add(n as isize);
        c.used.set(v);
        if v > c.peak.get() {
            c.peak.set(v);
        }
        if v > c.limit.get() && !c.over.get() {
            c.over.set(true);
            c.last.set(n);
            c.interrupt.set(true);
        }
    });
}

/// Records a free of `n` bytes on this thread.
#[inline(always)]
pub fn shrink(n: usize) {
    let _ = C.try_with(|c| c.used.set(c.used.get().wrapping_sub(n as isize)));
}

/// Bytes this thread has allocated and not freed.
pub fn usage() -> isize {
    C.with(|c| c.used.get())
}

/// The highest usage since the thread started or `reset_peak`.
pub fn peak() -> isize {
    C.with(|c| c.peak.get())
}

/// Starts a request's count at zero (usage and peak): what the engine
/// allocated before (its function and class tables, constants, ini: what
/// php keeps in persistent memory outside its request heap) is not the
/// request's. Frees of such memory during the request make the count
/// drift below the request's own bytes, as frees on another thread do.
pub fn start_request() {
    C.with(|c| {
        c.used.set(0);
        c.peak.set(0);
    });
}

pub fn reset_peak() {
    C.with(|c| c.peak.set(c.used.get()));
}

/// Sets the limit (None: unlimited) and clears the over-limit state.
pub fn set_limit(bytes: Option<usize>) {
    C.with(|c| {
        c.limit
            .set(bytes.map_or(isize::MAX, |b| b.min(isize::MAX as usize) as isize));
        c.over.set(false);
    });
}

/// If the limit was crossed since the last call: the size of the allocation
/// that crossed it (and the state is cleared).
pub fn take_over_limit() -> Option<usize> {
    C.with(|c| c.over.replace(false).then(|| c.last.get()))
}

/// Asks the VM to stop at its next instruction (pending exception, limit).
#[inline]
pub fn raise_interrupt() {
    C.with(|c| c.interrupt.set(true));
}

/// Whether an interrupt is pending (cheap: polled between instructions).
#[inline(always)]
pub fn interrupted() -> bool {
    C.with(|c| c.interrupt.get())
}

/// This thread's interrupt flag itself, for a loop that polls it without
/// a thread-local lookup each time. The pointer is valid for the life of
/// the thread (the thread-local has no destructor).
pub fn interrupt_cell() -> *const Cell<bool> {
    C.with(|c| &c.interrupt as *const Cell<bool>)
}

pub fn clear_interrupt() {
    C.with(|c| c.interrupt.set(false));
}
