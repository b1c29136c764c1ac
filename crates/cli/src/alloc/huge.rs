//! Huge blocks (2 MiB and more) of the global allocator: each one its own
//! anonymous mapping, grown and shrunk in place or moved with `mremap`, as
//! php's zend_mm does for its huge blocks. Growth by doubling (a packed
//! array, a string built with `.=`) then moves page tables instead of
//! copying bytes, and leaves no old buffer behind: under mimalloc the freed
//! 8 + 4 + 2 + ... MiB stayed resident.
//!
//! Freed mappings are not unmapped at once: a small process-wide cache keeps
//! a few of them (at most [`SLOTS`], [`CACHE_MAX`] bytes in all) for the next
//! huge allocation, so that a program that builds and drops big arrays in a
//! loop (ary, hash1, strcat) reuses resident pages instead of faulting fresh
//! ones in each round. A cached mapping larger than a request serves it
//! whole (later growth is then free) unless it is more than [`SPARE`] times
//! too large; a block that outgrows its mapping moves into a cached one
//! with room if there is one (a copy), else grows by `mremap` (fresh pages
//! at the end).
//!
//! The mapping's length is kept in a header just before the block, so a
//! block may sit in a mapping larger than its layout says. Not here: the
//! byte counting (see `mod.rs`) and every smaller block (mimalloc).

use std::sync::Mutex;

/// Blocks of this size and more are mapped here.
pub const THRESHOLD: usize = 2 << 20;
/// Bytes before the block: the mapping's length; also the largest
/// alignment served here (the mapping itself is page-aligned).
const HDR: usize = 64;
const PAGE: usize = 4096;
/// Freed mappings kept for reuse, at most.
const SLOTS: usize = 8;
/// Bytes of freed mappings kept for reuse, at most.
const CACHE_MAX: usize = 64 << 20;
/// A cached mapping more than this many times the request is trimmed.
const SPARE: usize = 16;

/// Whether a layout is served here (the same answer for a block's whole
/// life, since realloc keeps the alignment and rechecks the size).
#[inline(always)]
pub fn is_huge(size: usize, align: usize) -> bool {
    size >= THRESHOLD && align <= HDR
}

/// Freed mappings: (address, length); `n` of the slots are used.
struct Cache {
    maps: [(usize, usize); SLOTS],
    n: usize,
    bytes: usize,
}

static CACHE: Mutex<Cache> = Mutex::new(Cache {
    maps: [(0, 0); SLOTS],
    n: 0,
    bytes: 0,
});

fn cache() -> std::sync::MutexGuard<'static, Cache> {
    CACHE.lock().unwrap_or_else(|e| e.into_inner())
}

/// The mapping length for a block of `size` bytes (size <= isize::MAX, as
/// Layout guarantees, so this cannot overflow).
#[inline]
fn map_len(size: usize) -> usize {
    (size + HDR + PAGE - 1) & !(PAGE - 1)
}

impl Cache {
    /// Removes and returns the smallest cached mapping of at least `need`
    /// bytes, or failing that (if `any`) the largest one.
    fn take(&mut self, need: usize, any: bool) -> Option<(usize, usize)> {
        if self.n == 0 {
            return None;
        }
        let mut best = 0;
        for i in 1..self.n {
            let (l, b) = (self.maps[i].1, self.maps[best].1);
            let better = if b >= need { l >= need && l < b } else { l > b };
            if better {
                best = i;
            }
        }
        let m = self.maps[best];
        if m.1 < need && !any {
            return None;
        }
        self.n -= 1;
        self.maps[best] = self.maps[self.n];
        self.bytes -= m.1;
        Some(m)
    }
}

/// Maps `len` fresh bytes (zero-filled); null on failure.
fn map(len: usize) -> *mut u8 {
    // SAFETY: an anonymous private mapping at an address of the kernel's
    // choice touches no existing memory.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        std::ptr::null_mut()
    } else {
        p as *mut u8
    }
}

/// Unmaps a mapping this module made and nobody uses any more.
fn unmap(base: usize, len: usize) {
    // SAFETY: `base..base+len` is a whole mapping of ours (or its page-
    // aligned tail) that no block lives in.
    unsafe { libc::munmap(base as *mut libc::c_void, len) };
}

/// Resizes a mapping of ours (moving it if need be); null on failure, in
/// which case the old mapping is untouched.
fn remap(base: usize, len: usize, new_len: usize) -> *mut u8 {
    // SAFETY: `base..base+len` is a whole mapping of ours; MREMAP_MAYMOVE
    // lets the kernel pick a new address, which we then own instead.
    let p = unsafe {
        libc::mremap(
            base as *mut libc::c_void,
            len,
            new_len,
            libc::MREMAP_MAYMOVE,
        )
    };
    if p == libc::MAP_FAILED {
        std::ptr::null_mut()
    } else {
        p as *mut u8
    }
}

/// Writes the header of a mapping and returns its block.
///
/// # Safety
/// `base` is a live mapping of ours of `len` bytes.
#[inline]
unsafe fn finish(base: *mut u8, len: usize) -> *mut u8 {
    // SAFETY: the mapping is at least HDR bytes long and page-aligned.
    unsafe {
        (base as *mut usize).write(len);
        base.add(HDR)
    }
}

/// The mapping a block lives in: (base, length).
///
/// # Safety
/// `p` was returned by this module and is not freed.
#[inline]
unsafe fn mapping(p: *mut u8) -> (usize, usize) {
    // SAFETY: the block is HDR bytes into its mapping, whose first word is
    // the length written by `finish`.
    unsafe {
        let base = p.sub(HDR);
        (base as usize, (base as *const usize).read())
    }
}

/// A block of `size` bytes (zero-filled if `zero`); null on failure.
pub fn alloc(size: usize, zero: bool) -> *mut u8 {
    let need = map_len(size);
    let taken = cache().take(need, true);
    let (base, len, fresh) = match taken {
        Some((b, l)) if l >= need => {
            if l / SPARE > need {
                unmap(b + need, l - need);
                (b as *mut u8, need, false)
            } else {
                (b as *mut u8, l, false)
            }
        }
        Some((b, l)) => {
            let p = remap(b, l, need);
            if p.is_null() {
                unmap(b, l);
                (map(need), need, true)
            } else {
                // The grown part is fresh, but the start is not.
                (p, need, false)
            }
        }
        None => (map(need), need, true),
    };
    if base.is_null() {
        return base;
    }
    // SAFETY: `base` is a live mapping of `len` bytes, ours alone.
    let p = unsafe { finish(base, len) };
    if zero && !fresh {
        // SAFETY: the block has room for `size` bytes.
        unsafe { p.write_bytes(0, size) };
    }
    p
}

/// Frees a block: its mapping goes to the cache, or back to the system
/// when the cache is full (then the smallest mappings go).
///
/// # Safety
/// `p` was returned by this module and is not used after this call.
pub unsafe fn dealloc(p: *mut u8) {
    // SAFETY: as the caller guarantees.
    let (base, len) = unsafe { mapping(p) };
    give(base, len);
}

/// Puts an unused mapping of ours in the cache (or unmaps it, or smaller
/// cached ones, to stay within the cache's bounds).
fn give(base: usize, len: usize) {
    if len > CACHE_MAX {
        unmap(base, len);
        return;
    }
    let mut evict = [(0usize, 0usize); SLOTS + 1];
    let mut ne = 0;
    {
        let mut c = cache();
        loop {
            if c.n < SLOTS && c.bytes + len <= CACHE_MAX {
                let n = c.n;
                c.maps[n] = (base, len);
                c.n += 1;
                c.bytes += len;
                break;
            }
            // Full: drop the smallest cached mapping if it is smaller than
            // this one, else this one.
            let small = (0..c.n).min_by_key(|&i| c.maps[i].1);
            match small {
                Some(i) if c.maps[i].1 < len => {
                    evict[ne] = c.maps[i];
                    ne += 1;
                    c.bytes -= c.maps[i].1;
                    c.n -= 1;
                    let last = c.maps[c.n];
                    c.maps[i] = last;
                }
                _ => {
                    evict[ne] = (base, len);
                    ne += 1;
                    break;
                }
            }
        }
    }
    for &(b, l) in &evict[..ne] {
        unmap(b, l);
    }
}

/// Resizes a block of `old_size` bytes to `new_size` bytes (at least
/// THRESHOLD): in place when its mapping has room; else copied into a
/// cached mapping that has room (resident pages: cheaper than faulting
/// fresh ones in), the old mapping going to the cache; else by `mremap`.
/// Null on failure (the block is then untouched).
///
/// # Safety
/// `p` was returned by this module with `old_size` bytes and is not freed.
pub unsafe fn realloc(p: *mut u8, old_size: usize, new_size: usize) -> *mut u8 {
    // SAFETY: as the caller guarantees.
    let (base, len) = unsafe { mapping(p) };
    let need = map_len(new_size);
    if need <= len {
        if len / SPARE > need {
            // A big shrink gives the tail back (mremap in place never moves).
            unmap(base + need, len - need);
            // SAFETY: the mapping is now `need` bytes, still ours.
            return unsafe { finish(base as *mut u8, need) };
        }
        return p;
    }
    let cached = cache().take(need, false);
    if let Some((b, l)) = cached {
        // SAFETY: the cached mapping is ours alone and has room for the
        // `old_size` bytes of the block, which it does not overlap.
        unsafe {
            let q = finish(b as *mut u8, l);
            std::ptr::copy_nonoverlapping(p, q, old_size.min(new_size));
            give(base, len);
            return q;
        }
    }
    let q = remap(base, len, need);
    if q.is_null() {
        return q;
    }
    // SAFETY: `q` is the block's mapping, now `need` bytes long.
    unsafe { finish(q, need) }
}

/// Gives every cached mapping back to the system.
#[cfg(test)]
pub fn release_cache() {
    let mut all = [(0usize, 0usize); SLOTS];
    let n;
    {
        let mut c = cache();
        n = c.n;
        all[..n].copy_from_slice(&c.maps[..n]);
        c.n = 0;
        c.bytes = 0;
    }
    for &(b, l) in &all[..n] {
        unmap(b, l);
    }
}

/// Held by the tests that use huge blocks: the cache is process-wide and
/// tests run in parallel.
#[cfg(test)]
pub static TEST_LOCK: Mutex<()> = Mutex::new(());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grows_in_place_or_moves_keeping_the_bytes() {
        let _g = TEST_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let p = alloc(THRESHOLD, false);
        assert!(!p.is_null());
        // SAFETY: the block has THRESHOLD bytes.
        unsafe {
            p.write_bytes(7, THRESHOLD);
            let q = realloc(p, THRESHOLD, 4 * THRESHOLD);
            assert!(!q.is_null());
            assert_eq!(*q.add(THRESHOLD - 1), 7);
            q.add(4 * THRESHOLD - 1).write(9);
            let r = realloc(q, 4 * THRESHOLD, THRESHOLD);
            assert_eq!(*r, 7);
            dealloc(r);
        }
        // A zeroed block from the cache is zeroed.
        let z = alloc(THRESHOLD, true);
        // SAFETY: the block has THRESHOLD bytes.
        unsafe {
            assert!((0..THRESHOLD).all(|i| *z.add(i) == 0));
            dealloc(z);
        }
        release_cache();

        // A block that outgrows its mapping moves into a cached one.
        let a = alloc(THRESHOLD, false);
        let b = alloc(4 * THRESHOLD, false);
        // SAFETY: both blocks are live and as large as allocated.
        unsafe {
            a.write_bytes(3, THRESHOLD);
            dealloc(b);
            let c = realloc(a, THRESHOLD, 2 * THRESHOLD);
            assert_eq!(c, b);
            assert!((0..THRESHOLD).all(|i| *c.add(i) == 3));
            dealloc(c);
        }
        release_cache();
    }
}
