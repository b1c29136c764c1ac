//! `PStr`: PHP's binary string, refcounted, with a cached hash.
//!
//! One heap block holds the header (refcount, flags with the capacity,
//! cached hash, length: 24 bytes, as php's `zend_string`) and the bytes. Strings flagged IMMUTABLE (interned literals,
//! strings owned by compiled code) are never refcounted, so they can be shared
//! by every thread. This is not a UTF-8 string: PHP strings are bytes.
//!
//! All `unsafe` of the string representation lives in this file.

use std::alloc::{alloc, dealloc, realloc, Layout};
use std::cell::Cell;
use std::fmt;
use std::ptr::NonNull;

/// The string is never refcounted nor freed (interned or owned by compiled code).
pub const FLAG_IMMUTABLE: u32 = 1;

/// `flags`: bit 0 is `FLAG_IMMUTABLE`, bits 1.. the capacity (the bytes
/// the block has room for), or `BIG_CAP` when it does not fit in 31 bits:
/// such a block starts `PREFIX` bytes before the header, with the
/// capacity there. Keeping the capacity in the flags' spare bits makes
/// the header 24 bytes rather than 32, so that short strings (keys,
/// words, numbers) take a smaller allocation and more of them share a
/// cache line.
#[repr(C)]
struct StrHeader {
    rc: Cell<u32>,
    flags: u32,
    hash: Cell<u64>,
    len: usize,
}

/// The capacity field's value for a capacity kept in the block's prefix
/// (small in this crate's unit tests, so that they exercise that form).
const BIG_CAP: u32 = if cfg!(test) { 64 } else { u32::MAX >> 1 };
/// The prefix of a block whose capacity is `BIG_CAP` or more.
const PREFIX: usize = 8;

/// The flags' capacity bits for `cap`.
#[inline(always)]
fn cap_bits(cap: usize) -> u32 {
    (cap.min(BIG_CAP as usize) as u32) << 1
}

/// Bytes before the header in a block of capacity `cap`.
#[inline(always)]
fn prefix_of(cap: usize) -> usize {
    if cap >= BIG_CAP as usize {
        PREFIX
    } else {
        0
    }
}

const HDR: usize = std::mem::size_of::<StrHeader>();
const _: () = assert!(HDR.is_multiple_of(8));
/// Where a string's length sits in the block its pointer points at
/// (`layout::STR_LEN_AT`).
pub(crate) const LEN_AT: usize = std::mem::offset_of!(StrHeader, len);
/// Where the count and the flags of a string's block sit.
pub(crate) const RC_AT: usize = std::mem::offset_of!(StrHeader, rc);
pub(crate) const FLAGS_AT: usize = std::mem::offset_of!(StrHeader, flags);

/// Copies `n` bytes: up to 16 inline, as two overlapping loads and
/// stores of the widest size that fits, so that the short pieces strings
/// are made of (a field, a number, a separator) do not each pay for a
/// call into the C library's memcpy; longer copies go to memcpy.
///
/// # Safety
/// As for `copy_nonoverlapping(src, dst, n)`.
#[inline(always)]
unsafe fn copy_bytes(src: *const u8, dst: *mut u8, n: usize) {
    // SAFETY: the contract: `src` readable and `dst` writable for `n`
    // bytes, not overlapping; every access below lies inside them.
    unsafe {
        match n {
            0 => {}
            1..=3 => {
                *dst = *src;
                *dst.add(n / 2) = *src.add(n / 2);
                *dst.add(n - 1) = *src.add(n - 1);
            }
            4..=7 => {
                let a = (src as *const u32).read_unaligned();
                let b = (src.add(n - 4) as *const u32).read_unaligned();
                (dst as *mut u32).write_unaligned(a);
                (dst.add(n - 4) as *mut u32).write_unaligned(b);
            }
            8..=16 => {
                let a = (src as *const u64).read_unaligned();
                let b = (src.add(n - 8) as *const u64).read_unaligned();
                (dst as *mut u64).write_unaligned(a);
                (dst.add(n - 8) as *mut u64).write_unaligned(b);
            }
            _ => std::ptr::copy_nonoverlapping(src, dst, n),
        }
    }
}

/// A refcounted PHP byte string (8 bytes: one pointer).
pub struct PStr(NonNull<StrHeader>);

const _: () = assert!(std::mem::size_of::<PStr>() == 8);

fn layout(cap: usize) -> Layout {
    prefix_of(cap)
        .checked_add(HDR)
        .and_then(|n| n.checked_add(cap))
        .and_then(|n| Layout::from_size_align(n, 8).ok())
        .expect("string too large")
}

/// `layout(cap)` for a block already allocated with it (so valid): no
/// check made again.
///
/// # Safety
/// `layout(cap)` succeeded.
#[inline(always)]
unsafe fn allocated_layout(cap: usize) -> Layout {
    // SAFETY: the contract: the size fits and 8 is a power of two.
    unsafe { Layout::from_size_align_unchecked(prefix_of(cap) + HDR + cap, 8) }
}

/// A new block with room for `cap` bytes, its header not written yet
/// (the capacity stored in the prefix when it needs one).
fn alloc_block(cap: usize) -> NonNull<StrHeader> {
    let l = layout(cap);
    // SAFETY: the layout is non-zero sized (the header); the prefix, when
    // there is one, lies inside the block and is 8-aligned.
    unsafe {
        let b = alloc(l);
        if b.is_null() {
            std::alloc::handle_alloc_error(l)
        }
        let pre = prefix_of(cap);
        if pre != 0 {
            (b as *mut usize).write(cap);
        }
        NonNull::new_unchecked(b.add(pre) as *mut StrHeader)
    }
}

/// Moves a unique string's block to one with room for `new_cap` bytes,
/// keeping its header (its capacity updated) and its bytes up to its
/// length (`new_cap` is at least the length).
///
/// # Safety
/// `p` is a live block of capacity `cap`, with no other handle.
unsafe fn realloc_block(p: NonNull<StrHeader>, cap: usize, new_cap: usize) -> NonNull<StrHeader> {
    // SAFETY: the contract.
    unsafe {
        let q = if prefix_of(cap) == 0 && prefix_of(new_cap) == 0 {
            let q = realloc(p.as_ptr() as *mut u8, allocated_layout(cap), HDR + new_cap);
            if q.is_null() {
                std::alloc::handle_alloc_error(layout(new_cap))
            }
            NonNull::new_unchecked(q as *mut StrHeader)
        } else {
            // Into or out of the prefixed form: a new block, the header
            // and bytes copied, the old block freed.
            let q = alloc_block(new_cap);
            let n = HDR + (*p.as_ptr()).len;
            std::ptr::copy_nonoverlapping(p.as_ptr() as *const u8, q.as_ptr() as *mut u8, n);
            free_block(p, cap);
            q
        };
        let h = q.as_ptr();
        (*h).flags = ((*h).flags & FLAG_IMMUTABLE) | cap_bits(new_cap);
        q
    }
}

/// Frees a block of capacity `cap`.
///
/// # Safety
/// `p` is a live block of that capacity, never used again.
#[inline(always)]
unsafe fn free_block(p: NonNull<StrHeader>, cap: usize) {
    // SAFETY: the contract: the block starts `prefix_of(cap)` bytes
    // before the header and was allocated with `layout(cap)`.
    unsafe {
        dealloc(
            (p.as_ptr() as *mut u8).sub(prefix_of(cap)),
            allocated_layout(cap),
        )
    }
}

impl PStr {
    /// A new refcounted string holding a copy of `bytes`.
    pub fn new(bytes: &[u8]) -> PStr {
        let s = Self::with_capacity(bytes.len());
        // SAFETY: with_capacity reserved at least bytes.len() bytes after the header.
        unsafe {
            copy_bytes(bytes.as_ptr(), s.data_ptr(), bytes.len());
            (*s.0.as_ptr()).len = bytes.len();
        }
        s
    }

    /// A new refcounted string holding `x` followed by `y`: the result of
    /// a concatenation, which the next operator of a chain (`"k" . $h .
    /// "_" . $i`) often appends to in place. Its block is rounded up to 8
    /// bytes, the allocator's granule (so the room costs nothing), and a
    /// short piece appended next may fit without a reallocation.
    pub fn concat(x: &[u8], y: &[u8]) -> PStr {
        let n = x.len() + y.len();
        // The header is a multiple of 8 bytes: rounding the bytes rounds
        // the block.
        let s = Self::with_capacity(n.next_multiple_of(8));
        // SAFETY: with_capacity reserved at least n bytes after the header.
        unsafe {
            copy_bytes(x.as_ptr(), s.data_ptr(), x.len());
            copy_bytes(y.as_ptr(), s.data_ptr().add(x.len()), y.len());
            (*s.0.as_ptr()).len = n;
        }
        s
    }

    /// An empty refcounted string with room for `cap` bytes.
    pub fn with_capacity(cap: usize) -> PStr {
        let p = alloc_block(cap);
        // SAFETY: a new block: its header is written before use.
        unsafe {
            p.as_ptr().write(StrHeader {
                rc: Cell::new(1),
                flags: cap_bits(cap),
                hash: Cell::new(0),
                len: 0,
            });
        }
        PStr(p)
    }

    /// The bytes the block has room for.
    #[inline(always)]
    fn cap(&self) -> usize {
        let c = self.hdr().flags >> 1;
        if c != BIG_CAP {
            return c as usize;
        }
        // SAFETY: a block with the big capacity mark has its capacity in
        // its prefix, just before the header.
        unsafe { *((self.0.as_ptr() as *const u8).sub(PREFIX) as *const usize) }
    }

    /// A string that is never refcounted nor freed: for literals in compiled
    /// code and interned names. It leaks by design (it lives as long as the
    /// compiled code that owns it, which is cached for the process).
    pub fn new_immutable(bytes: &[u8]) -> PStr {
        let s = PStr::new(bytes);
        s.hash();
        // SAFETY: the string is not shared yet; we own the only handle.
        unsafe { (*s.0.as_ptr()).flags |= FLAG_IMMUTABLE };
        s
    }

    /// The process's one immutable string with these bytes (see
    /// [`PStr::new_immutable`]): literals and names that are equal are the
    /// same string, so a hash lookup of one finds the other by pointer,
    /// without comparing bytes (php's interned strings). Longer strings
    /// are not looked up: each gets a string of its own.
    pub fn interned(bytes: &[u8]) -> PStr {
        if let Some(s) = PStr::short(bytes) {
            return s;
        }
        if bytes.len() > INTERN_MAX {
            return PStr::new_immutable(bytes);
        }
        let mut t = INTERNED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = t.get(bytes) {
            return PStr(p.0);
        }
        let s = PStr::new_immutable(bytes);
        t.insert(bytes.into(), Interned(s.0));
        s
    }

    /// The process's shared empty string or one-byte string with these
    /// bytes, if that short (php's `ZSTR_EMPTY_ALLOC`/`ZSTR_CHAR`): no
    /// allocation, no lock.
    #[inline]
    pub fn short(bytes: &[u8]) -> Option<PStr> {
        let i = match bytes {
            [] => 256,
            [c] => *c as usize,
            _ => return None,
        };
        Some(PStr(SHORT[i].0))
    }

    /// A string holding a copy of `bytes`: the shared one when it is
    /// empty or one byte long ([`PStr::short`]), else a new one.
    #[inline]
    pub fn copy_of(bytes: &[u8]) -> PStr {
        match PStr::short(bytes) {
            Some(s) => s,
            None => PStr::new(bytes),
        }
    }

    #[inline]
    fn hdr(&self) -> &StrHeader {
        // SAFETY: a PStr always points at a live header.
        unsafe { self.0.as_ref() }
    }

    #[inline]
    fn data_ptr(&self) -> *mut u8 {
        // SAFETY: the bytes follow the header in the same block.
        unsafe { (self.0.as_ptr() as *mut u8).add(HDR) }
    }

    #[inline]
    pub fn as_bytes(&self) -> &[u8] {
        // SAFETY: len bytes after the header are initialised.
        unsafe { std::slice::from_raw_parts(self.data_ptr(), self.hdr().len) }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.hdr().len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.hdr().len == 0
    }

    #[inline]
    pub fn is_immutable(&self) -> bool {
        self.hdr().flags & FLAG_IMMUTABLE != 0
    }

    /// Lets go of this handle when it is not the string's last (or the
    /// string is immutable): true, and the handle must then be forgotten,
    /// not dropped. False, nothing done, for the last handle (drop it).
    /// The handle's drop is this, then the block freed for the last
    /// handle; `Value::clear_slot` calls it inline for a frame's slots,
    /// where most strings are arguments the caller still holds.
    ///
    /// # Safety
    /// After `true`, the handle is never used or dropped again.
    #[inline(always)]
    pub unsafe fn release_unless_last(&self) -> bool {
        let h = self.hdr();
        if h.flags & FLAG_IMMUTABLE != 0 {
            return true;
        }
        let rc = h.rc.get();
        if rc > 1 {
            h.rc.set(rc - 1);
            return true;
        }
        false
    }

    #[inline]
    pub fn refcount(&self) -> u32 {
        self.hdr().rc.get()
    }

    /// Same heap block (identity, not equality).
    #[inline]
    pub fn ptr_eq(&self, other: &PStr) -> bool {
        self.0 == other.0
    }

    /// The cached hash of the bytes (FNV-1a-like, never 0).
    #[inline]
    pub fn hash(&self) -> u64 {
        let h = self.hdr().hash.get();
        if h != 0 {
            return h;
        }
        let h = hash_bytes(self.as_bytes());
        // Immutable strings have their hash computed before they are shared.
        if !self.is_immutable() {
            self.hdr().hash.set(h);
        }
        h
    }

    /// Mutable access to the bytes, copying first if shared (copy-on-write).
    /// Clears the cached hash.
    #[inline]
    pub fn make_mut(&mut self) -> &mut Vec8 {
        if self.is_immutable() || self.refcount() != 1 {
            *self = PStr::new(self.as_bytes());
        }
        self.hdr().hash.set(0);
        // SAFETY: Vec8 is a transparent view over our unique handle.
        unsafe { &mut *(self as *mut PStr as *mut Vec8) }
    }

    /// Appends bytes in place when unshared, amortised doubling.
    pub fn push_bytes(&mut self, bytes: &[u8]) {
        self.make_mut().extend(bytes);
    }

    /// Room for `extra` more bytes (the handle unique): the check inline,
    /// the growth out of line, so that an append that fits (most of them)
    /// costs a compare and the copy.
    #[inline(always)]
    fn reserve_unique(&mut self, extra: usize) {
        if self.len() + extra > self.cap() {
            self.grow_unique(extra);
        }
    }

    #[cold]
    #[inline(never)]
    fn grow_unique(&mut self, extra: usize) {
        let len = self.len();
        let cap = self.cap();
        let new_cap = (len + extra).max(cap * 2).max(16);
        // SAFETY: unique and mutable (checked by make_mut).
        self.0 = unsafe { realloc_block(self.0, cap, new_cap) };
    }
}

/// The byte-string hash used by arrays (never returns 0).
#[inline]
pub fn hash_bytes(b: &[u8]) -> u64 {
    // php's DJBX33A (h * 33 + c from 5381): keys that differ in their last
    // bytes ("key_1", "key_2", ...) get nearby hashes, so their index slots
    // (the hash's low bits, array.rs) are nearby too, as in php's tables,
    // and lookups in key order stay in cache. The top bit marks a string
    // hash (and keeps it from being 0).
    let mut h: u64 = 5381;
    for &x in b {
        h = h.wrapping_mul(33).wrapping_add(x as u64);
    }
    h | 1 << 63
}

/// A unique, mutable view of a `PStr` (obtained through `PStr::make_mut`).
#[repr(transparent)]
pub struct Vec8(PStr);

impl Vec8 {
    #[inline]
    pub fn extend(&mut self, bytes: &[u8]) {
        self.0.reserve_unique(bytes.len());
        let len = self.0.len();
        // SAFETY: reserve_unique made room; the handle is unique.
        unsafe {
            copy_bytes(bytes.as_ptr(), self.0.data_ptr().add(len), bytes.len());
            (*self.0 .0.as_ptr()).len = len + bytes.len();
        }
    }
    pub fn push(&mut self, b: u8) {
        self.extend(&[b]);
    }
    /// Appends `n` copies of `pattern`'s bytes, cycled (a last copy may
    /// be cut short), without building them elsewhere first.
    pub fn extend_cycled(&mut self, pattern: &[u8], n: usize) {
        if n == 0 || pattern.is_empty() {
            return;
        }
        self.0.reserve_unique(n);
        let len = self.0.len();
        // SAFETY: reserve_unique made room for `n` more bytes; the handle
        // is unique; every byte in `len..len + n` is written before the
        // length covers it.
        unsafe {
            let dst = self.0.data_ptr().add(len);
            if let [b] = pattern {
                std::ptr::write_bytes(dst, *b, n);
            } else {
                let mut done = 0;
                while done < n {
                    let k = pattern.len().min(n - done);
                    std::ptr::copy_nonoverlapping(pattern.as_ptr(), dst.add(done), k);
                    done += k;
                }
            }
            (*self.0 .0.as_ptr()).len = len + n;
        }
    }
    /// Gives back the room past the length (a string built by appends
    /// keeps no more memory than php's exact-size string).
    pub fn shrink_to_fit(&mut self) {
        let (len, cap) = (self.0.len(), self.0.cap());
        if len == cap {
            return;
        }
        // SAFETY: unique and mutable (a Vec8 exists).
        self.0 .0 = unsafe { realloc_block(self.0 .0, cap, len) };
    }
    pub fn truncate(&mut self, n: usize) {
        if n < self.0.len() {
            // SAFETY: shrinking the initialised length of a unique string.
            unsafe { (*self.0 .0.as_ptr()).len = n };
        }
    }
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        let len = self.0.len();
        // SAFETY: unique handle, len bytes initialised.
        unsafe { std::slice::from_raw_parts_mut(self.0.data_ptr(), len) }
    }
    pub fn as_bytes(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

/// The longest string [`PStr::interned`] shares.
const INTERN_MAX: usize = 64;

/// An interned string's header.
struct Interned(NonNull<StrHeader>);

// SAFETY: interned strings are immutable (never refcounted, never written
// after construction, never freed): any thread may read them.
unsafe impl Send for Interned {}
// SAFETY: as above: shared reads of an immutable header and bytes only.
unsafe impl Sync for Interned {}

/// The one-byte strings by their byte, then the empty string.
static SHORT: std::sync::LazyLock<Box<[Interned]>> = std::sync::LazyLock::new(|| {
    (0..=256usize)
        .map(|i| {
            let b: &[u8] = if i == 256 { b"" } else { &[i as u8] };
            Interned(PStr::new_immutable(b).0)
        })
        .collect()
});

/// The interned strings by their bytes.
static INTERNED: std::sync::LazyLock<
    std::sync::Mutex<std::collections::HashMap<Box<[u8]>, Interned>>,
> = std::sync::LazyLock::new(Default::default);

impl Clone for PStr {
    #[inline]
    fn clone(&self) -> PStr {
        let h = self.hdr();
        if h.flags & FLAG_IMMUTABLE == 0 {
            h.rc.set(h.rc.get() + 1);
        }
        PStr(self.0)
    }
}

impl Drop for PStr {
    #[inline]
    fn drop(&mut self) {
        // SAFETY: the handle is being dropped: not used again either way;
        // when it is the last one, its block (of that capacity) is freed.
        unsafe {
            if !self.release_unless_last() {
                free_block(self.0, self.cap())
            }
        }
    }
}

impl PartialEq for PStr {
    fn eq(&self, other: &PStr) -> bool {
        self.ptr_eq(other) || self.as_bytes() == other.as_bytes()
    }
}
impl Eq for PStr {}

impl std::hash::Hash for PStr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(PStr::hash(self))
    }
}

impl fmt::Debug for PStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", String::from_utf8_lossy(self.as_bytes()))
    }
}

impl From<&[u8]> for PStr {
    fn from(b: &[u8]) -> PStr {
        PStr::new(b)
    }
}
impl From<&str> for PStr {
    fn from(s: &str) -> PStr {
        PStr::new(s.as_bytes())
    }
}
impl From<Vec<u8>> for PStr {
    fn from(v: Vec<u8>) -> PStr {
        PStr::new(&v)
    }
}
impl From<String> for PStr {
    fn from(s: String) -> PStr {
        PStr::new(s.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Value;

    /// A cleared slot gives back one count of a shared string, leaves an
    /// immutable one as it is, and drops a string's last handle.
    #[test]
    fn clear_slot_releases_one_count() {
        let s = PStr::new(b"shared key");
        let mut slot = Value::Str(s.clone());
        assert_eq!(s.refcount(), 2);
        // SAFETY: a valid slot, not used again before it is rewritten.
        unsafe { Value::clear_slot(&mut slot) };
        assert!(matches!(slot, Value::Undef));
        assert_eq!(s.refcount(), 1);
        let lit = PStr::interned(b"literal");
        let before = lit.refcount();
        let mut slot = Value::Str(lit.clone());
        // SAFETY: as above.
        unsafe { Value::clear_slot(&mut slot) };
        assert_eq!(lit.refcount(), before);
        let mut slot = Value::Str(PStr::new(b"last handle"));
        // SAFETY: as above (the block is freed: nothing else holds it).
        unsafe { Value::clear_slot(&mut slot) };
        assert!(matches!(slot, Value::Undef));
    }
    /// Every length through the inline copies and past them, appended at
    /// every offset a short string can have.
    #[test]
    fn copies_of_every_short_length() {
        let src: Vec<u8> = (0..40u8)
            .map(|b| b.wrapping_mul(37).wrapping_add(1))
            .collect();
        for n in 0..=40 {
            assert_eq!(PStr::new(&src[..n]).as_bytes(), &src[..n]);
            for pre in 0..20 {
                let mut s = PStr::new(&src[40 - pre..]);
                s.push_bytes(&src[..n]);
                let want: Vec<u8> = src[40 - pre..].iter().chain(&src[..n]).copied().collect();
                assert_eq!(s.as_bytes(), &want[..], "{n} after {pre}");
            }
        }
    }
    #[test]
    fn cow_and_append() {
        let mut a = PStr::from("ab");
        let b = a.clone();
        a.push_bytes(b"cd");
        assert_eq!(a.as_bytes(), b"abcd");
        assert_eq!(b.as_bytes(), b"ab");
        let mut s = PStr::new(b"");
        for _ in 0..1000 {
            s.push_bytes(b"x");
        }
        assert_eq!(s.len(), 1000);
        let i = PStr::new_immutable(b"lit");
        let j = i.clone();
        assert!(j.is_immutable());
        assert_eq!(i.refcount(), 1);
    }
    /// Capacities past the header's field (64 in tests) live in the
    /// block's prefix: growing into that form, within it, shrinking back
    /// out of it, copies, hashes and drops keep the bytes.
    #[test]
    fn big_capacity_in_the_prefix() {
        let want: Vec<u8> = (0..300u32).map(|i| (i * 7 % 251) as u8).collect();
        let mut s = PStr::new(&want[..10]);
        assert_eq!(s.cap(), 10);
        s.push_bytes(&want[10..60]);
        assert!(s.cap() < BIG_CAP as usize);
        s.push_bytes(&want[60..100]);
        assert!(s.cap() >= BIG_CAP as usize);
        let h = s.hash();
        let shared = s.clone();
        s.push_bytes(&want[100..300]);
        assert_eq!(s.as_bytes(), &want[..]);
        assert_eq!(shared.as_bytes(), &want[..100]);
        assert_eq!(shared.hash(), h);
        s.make_mut().truncate(20);
        s.make_mut().shrink_to_fit();
        assert_eq!(s.cap(), 20);
        assert_eq!(s.as_bytes(), &want[..20]);
        let big = PStr::with_capacity(100);
        assert_eq!((big.cap(), big.len()), (100, 0));
        let mut b = PStr::concat(&want[..70], &want[70..90]);
        assert_eq!(b.as_bytes(), &want[..90]);
        b.make_mut().shrink_to_fit();
        assert_eq!(b.cap(), 90);
        let imm = PStr::new_immutable(&want[..80]);
        assert!(imm.is_immutable());
        assert_eq!(imm.cap(), 80);
    }
}
