//! `PArr`: PHP's ordered hash table, refcounted with copy-on-write.
//!
//! Two layouts behind one API: *packed* (a list: keys 0..n, values only, 16
//! bytes an element, holes as `Value::Undef`) and *hash* (insertion-ordered
//! buckets plus a chained index, as php's: the index maps a hash's low bits
//! to the newest bucket with them, each bucket to the next one). An array starts packed and turns
//! into a hash the first time a key breaks the list shape. Arrays flagged
//! IMMUTABLE (literal arrays of compiled code) are never refcounted and are
//! shared by every thread; writing to one copies it first.
//!
//! What this is not: key normalisation policy ("1" -> 1) is `Key::from_bytes`,
//! and comparisons of arrays live in `ops`.

use crate::string::{hash_bytes, PStr};
use crate::Value;
use std::cell::Cell;
use std::ptr::NonNull;

/// An array key: PHP normalises integer-like strings to ints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    Int(i64),
    Str(PStr),
}

impl Key {
    /// Normalises a string key as PHP does: "123" and "-5" become ints,
    /// "0123", "1.5", " 1", "-0" and out-of-range numbers stay strings.
    pub fn from_bytes(b: &[u8]) -> Key {
        match int_key(b) {
            Some(i) => Key::Int(i),
            None => Key::Str(PStr::new(b)),
        }
    }
    /// Like `from_bytes`, reusing the string when it stays a string key.
    pub fn from_pstr(s: &PStr) -> Key {
        match maybe_int_key(s.as_bytes()) {
            Some(i) => Key::Int(i),
            None => Key::Str(s.clone()),
        }
    }
    pub fn to_value(&self) -> Value {
        match self {
            Key::Int(i) => Value::Int(*i),
            Key::Str(s) => Value::Str(s.clone()),
        }
    }
    /// `to_value` without a copy of the string's handle.
    pub fn into_value(self) -> Value {
        match self {
            Key::Int(i) => Value::Int(i),
            Key::Str(s) => Value::Str(s),
        }
    }
    /// The key back from a value `into_value` made (None for any other
    /// kind of value). A string stays a string key as it is: it is not
    /// normalised again.
    pub fn from_key_value(v: Value) -> Option<Key> {
        match v {
            Value::Int(i) => Some(Key::Int(i)),
            Value::Str(s) => Some(Key::Str(s)),
            _ => None,
        }
    }
    /// What a hash stores of this key (the int itself, a string's hash),
    /// for [`ArrayData::insert_new`].
    pub fn hash(&self) -> u64 {
        match self {
            Key::Int(i) => *i as u64,
            Key::Str(s) => s.hash(),
        }
    }
}

/// The canonical-integer test for string keys.
pub fn int_key(b: &[u8]) -> Option<i64> {
    let (neg, digits) = match b.first()? {
        b'-' => (true, &b[1..]),
        _ => (false, b),
    };
    if digits.is_empty() || digits.len() > 19 {
        return None;
    }
    if digits[0] == b'0' && (digits.len() > 1 || neg) {
        return None;
    }
    let mut v: i64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?;
        v = if neg {
            v.checked_sub((c - b'0') as i64)?
        } else {
            v.checked_add((c - b'0') as i64)?
        };
    }
    Some(v)
}

/// `int_key`, with a one-byte test first: most string keys start with
/// neither a digit nor '-'.
#[inline(always)]
fn maybe_int_key(b: &[u8]) -> Option<i64> {
    match b.first() {
        Some(c) if c.is_ascii_digit() || *c == b'-' => int_key(b),
        _ => None,
    }
}

/// Two distinct strings with the same hash compared by their bytes: out
/// of line, so that a probe that finds its key by pointer (a key stored
/// from the same string, an interned literal) needs few registers.
#[inline(never)]
fn same_bytes(a: &PStr, b: &PStr) -> bool {
    a.as_bytes() == b.as_bytes()
}

/// The index slot of a hash: its low bits, as php's. Int keys hash to
/// themselves, so consecutive ints take consecutive slots (no collision,
/// and lookups in key order walk the index in order); string keys use
/// php's DJBX33A (`hash_bytes`), so keys that differ in their last bytes
/// land near each other too. Collisions chain (`Storage::Hash::next`), so
/// a run of full slots costs nothing to a lookup that misses. (Keys built
/// to collide degrade lookups as they do in php, whose tables these
/// follow.)
#[inline(always)]
fn home(h: u64, mask: usize) -> usize {
    h as usize & mask
}

/// Drops a hash's tombstones (buckets whose value is Undef); returns
/// where the internal pointer `pos` lands: on the same element, or past
/// the end.
fn compact(buckets: &mut Vec<Bucket>, pos: usize) -> usize {
    let mut new_pos = None;
    let mut j = 0;
    let mut w = 0;
    buckets.retain(|b| {
        let keep = !matches!(b.val, Value::Undef);
        if j == pos && new_pos.is_none() {
            new_pos = Some(w);
        }
        j += 1;
        if keep {
            w += 1;
        }
        keep
    });
    new_pos.unwrap_or(w)
}

struct Bucket {
    /// The int key itself for int keys; the string's hash for string keys.
    h: u64,
    key: Option<PStr>,
    val: Value,
}

/// `repr(u8)`: the kind is a byte before the variant's fields, so that
/// compiled code can tell a packed array and read its elements in place
/// (`packed_layout`).
#[repr(u8)]
enum Storage {
    Packed(Vec<Value>) = PACKED_TAG,
    Hash {
        buckets: Vec<Bucket>,
        /// Per slot (a hash's low bits): the newest bucket there, or EMPTY.
        index: Vec<u32>,
        /// Per bucket: the next older bucket of its slot, or EMPTY.
        next: Vec<u32>,
    },
}

const EMPTY: u32 = u32::MAX;

/// Appends a bucket (not linked into the index yet) and gives its
/// position. It is written in place, its value in two words
/// (`Value::write_split`): a bucket built whole by the caller (its value
/// just made, a null's kind a single byte) and copied in 16-byte loads
/// stalls on store forwarding (a third of preg_match's refill of
/// `$matches` with named groups did).
#[inline(always)]
fn append_bucket(buckets: &mut Vec<Bucket>, h: u64, key: Option<PStr>, val: Value) -> u32 {
    let bi = buckets.len();
    buckets.reserve(1);
    // SAFETY: `reserve` made room for the element at `bi` (the length);
    // its three fields are written before the length covers it, and
    // `val`'s ownership moves into it.
    unsafe {
        let p = buckets.as_mut_ptr().add(bi);
        (&raw mut (*p).h).write(h);
        (&raw mut (*p).key).write(key);
        Value::write_split(&raw mut (*p).val, val);
        buckets.set_len(bi + 1);
    }
    bi as u32
}

/// The contents of an array (what copy-on-write copies).
pub struct ArrayData {
    storage: Storage,
    len: usize,
    next_free: i64,
    /// The internal pointer (current/next/reset): a position, see `iter_from`.
    pub pos: usize,
}

/// `repr(C)`: the count and the flags sit where `layout::RC_AT` and
/// `layout::FLAGS_AT` say (compiled code counts copies in place).
#[repr(C)]
pub(crate) struct ArrInner {
    rc: Cell<u32>,
    /// Bit 0: IMMUTABLE. Bits 1..: the cycle collector's root-buffer slot
    /// plus one (0: not buffered); see `crate::gc`.
    flags: Cell<u32>,
    data: ArrayData,
}

/// A refcounted PHP array (8 bytes: one pointer).
pub struct PArr(NonNull<ArrInner>);
const _: () = assert!(std::mem::size_of::<PArr>() == 8);

pub(crate) const FLAG_IMMUTABLE: u32 = 1;
/// `Storage`'s kind byte for a packed array.
const PACKED_TAG: u8 = 0;

/// Where compiled code finds a packed array's elements, as offsets from
/// the array's pointer payload: the storage's kind byte (`tag`, equal to
/// `packed` for a packed array), and the element vector's buffer pointer
/// and length. A `Vec`'s field order is not specified, so it is measured
/// once (and checked) rather than assumed.
#[derive(Clone, Copy, Debug)]
pub struct PackedLayout {
    pub tag_at: i32,
    pub packed: u8,
    pub ptr_at: i32,
    pub len_at: i32,
    /// The vector's capacity, and the array's count of elements and next
    /// free int key (an i64), for an append in place.
    pub cap_at: i32,
    pub count_at: i32,
    pub next_free_at: i32,
}

/// The layout compiled code reads packed arrays with (see `PackedLayout`).
pub fn packed_layout() -> PackedLayout {
    static L: std::sync::OnceLock<PackedLayout> = std::sync::OnceLock::new();
    *L.get_or_init(|| {
        let storage_at =
            std::mem::offset_of!(ArrInner, data) + std::mem::offset_of!(ArrayData, storage);
        let s = Storage::Packed(Vec::new());
        let Storage::Packed(inner) = &s else {
            unreachable!()
        };
        let vec_at = inner as *const Vec<Value> as usize - &s as *const Storage as usize;
        // SAFETY: `s` is a valid Storage whose first byte is its kind
        // (`repr(u8)`).
        let tag = unsafe { *(&s as *const Storage as *const u8) };
        assert_eq!(tag, PACKED_TAG);
        let w = crate::layout::vec_words::<Value>();
        let at = |i: i32| (storage_at + vec_at) as i32 + i;
        let data_at = std::mem::offset_of!(ArrInner, data);
        PackedLayout {
            tag_at: storage_at as i32,
            packed: PACKED_TAG,
            ptr_at: at(w.ptr_at),
            len_at: at(w.len_at),
            cap_at: at(w.cap_at),
            count_at: (data_at + std::mem::offset_of!(ArrayData, len)) as i32,
            next_free_at: (data_at + std::mem::offset_of!(ArrayData, next_free)) as i32,
        }
    })
}
/// Where the count and the flags of an array's block sit.
pub(crate) const RC_AT: usize = std::mem::offset_of!(ArrInner, rc);
pub(crate) const FLAGS_AT: usize = std::mem::offset_of!(ArrInner, flags);

impl Default for PArr {
    fn default() -> PArr {
        PArr::new()
    }
}

impl PArr {
    pub fn new() -> PArr {
        PArr::from_data(ArrayData::new())
    }
    /// See `ArrayData::new_literal`.
    pub fn new_literal(n: usize) -> PArr {
        PArr::from_data(ArrayData::new_literal(n))
    }
    pub fn with_capacity(n: usize) -> PArr {
        PArr::from_data(ArrayData::with_capacity(n))
    }
    /// An empty hash (not a list) with room for `n` string-keyed elements.
    pub fn with_hash_capacity(n: usize) -> PArr {
        PArr::from_data(ArrayData::with_hash_capacity(n))
    }
    pub fn from_data(data: ArrayData) -> PArr {
        let b = Box::new(ArrInner {
            rc: Cell::new(1),
            flags: Cell::new(0),
            data,
        });
        // SAFETY: Box::into_raw is never null.
        PArr(unsafe { NonNull::new_unchecked(Box::into_raw(b)) })
    }
    /// A list from values.
    pub fn from_values(vals: Vec<Value>) -> PArr {
        let len = vals.len();
        PArr::from_data(ArrayData {
            storage: Storage::Packed(vals),
            len,
            next_free: len as i64,
            pos: 0,
        })
    }
    /// Marks this array (which must be unshared and hold only immutable
    /// values) as immutable: it will never be refcounted or freed.
    pub fn into_immutable(self) -> PArr {
        let i = self.inner();
        i.flags.set(i.flags.get() | FLAG_IMMUTABLE);
        self
    }
    #[inline]
    fn inner(&self) -> &ArrInner {
        // SAFETY: a PArr always points at a live ArrInner.
        unsafe { self.0.as_ref() }
    }
    #[inline]
    pub fn is_immutable(&self) -> bool {
        self.inner().flags.get() & FLAG_IMMUTABLE != 0
    }
    #[inline]
    pub fn refcount(&self) -> u32 {
        self.inner().rc.get()
    }
    #[inline]
    pub fn ptr_eq(&self, o: &PArr) -> bool {
        self.0 == o.0
    }
    /// Stable identity of the array block (for recursion detection).
    pub fn addr(&self) -> usize {
        self.0.as_ptr() as usize
    }
    #[inline]
    pub fn data(&self) -> &ArrayData {
        &self.inner().data
    }
    /// Unique mutable access, copying first when shared (copy-on-write).
    #[inline(always)]
    pub fn make_mut(&mut self) -> &mut ArrayData {
        if self.is_immutable() || self.refcount() != 1 {
            self.separate();
        }
        // SAFETY: refcount is 1 and not immutable: this handle is unique.
        unsafe { &mut (*self.0.as_ptr()).data }
    }

    /// `make_mut`'s copy: out of line, so that the unique case (every
    /// write to a local array in a loop) is two compares where it is used.
    #[cold]
    #[inline(never)]
    fn separate(&mut self) {
        *self = PArr::from_data(self.data().clone_data());
    }
}

impl std::ops::Deref for PArr {
    type Target = ArrayData;
    fn deref(&self) -> &ArrayData {
        self.data()
    }
}

impl Clone for PArr {
    #[inline]
    fn clone(&self) -> PArr {
        let i = self.inner();
        if i.flags.get() & FLAG_IMMUTABLE == 0 {
            i.rc.set(i.rc.get() + 1);
        }
        PArr(self.0)
    }
}

/// Frees an array whose last handle went away. A list's values are
/// released in one tight loop (scalars skipped, heap values dropped in
/// place), as php's zend_array_destroy walks its elements, rather than
/// through the vector's generic drop glue; a hash drops as usual.
///
/// # Safety
/// `p` came from `PArr::from_data`'s box and nothing else refers to it.
#[inline(never)]
unsafe fn free_arr(p: NonNull<ArrInner>) {
    // SAFETY: the contract.
    let mut b = unsafe { Box::from_raw(p.as_ptr()) };
    if let Storage::Packed(v) = &mut b.data.storage {
        let len = v.len();
        let base = v.as_mut_ptr();
        // SAFETY: the length drops first, so each of the `len` initialised
        // values is dropped once, here, and the vector frees only its
        // buffer.
        unsafe {
            v.set_len(0);
            for k in 0..len {
                let q = base.add(k);
                if (*q).is_heap() {
                    std::ptr::drop_in_place(q);
                }
            }
        }
    }
    drop(b);
}

impl Drop for PArr {
    #[inline]
    fn drop(&mut self) {
        let i = self.inner();
        let f = i.flags.get();
        if f & FLAG_IMMUTABLE != 0 {
            return;
        }
        let rc = i.rc.get() - 1;
        if rc == 0 {
            crate::gc::leave(f >> 1);
            // SAFETY: last reference; allocated by Box in from_data.
            unsafe { free_arr(self.0) }
        } else {
            i.rc.set(rc);
            if f == 0 {
                // A count that drops to a non-zero value: the array may
                // have become part of a garbage cycle.
                crate::gc::possible_root(crate::gc::Node::Arr(self.0));
            }
        }
    }
}

/// What the cycle collector (crate::gc) needs of an array block, by raw
/// pointer: the collector works on blocks it holds no handle to.
impl ArrInner {
    #[inline]
    pub(crate) fn gc_slot(&self) -> u32 {
        self.flags.get() >> 1
    }
    #[inline]
    pub(crate) fn set_gc_slot(&self, s: u32) {
        self.flags
            .set((self.flags.get() & FLAG_IMMUTABLE) | (s << 1));
    }
    #[inline]
    pub(crate) fn rc(&self) -> u32 {
        self.rc.get()
    }
    #[inline]
    pub(crate) fn data(&self) -> &ArrayData {
        &self.data
    }
}

impl PArr {
    /// The block behind this handle (for the cycle collector).
    #[inline]
    pub(crate) fn block(&self) -> NonNull<ArrInner> {
        self.0
    }
    /// A new handle to a live block.
    ///
    /// # Safety
    /// `p` must point at a live, mutable (not IMMUTABLE) array block.
    pub(crate) unsafe fn from_block(p: NonNull<ArrInner>) -> PArr {
        // SAFETY: the caller guarantees the block is alive.
        let i = unsafe { p.as_ref() };
        i.rc.set(i.rc.get() + 1);
        PArr(p)
    }
    /// Moves the contents out of a garbage array whatever its count (the
    /// collector breaks cycles this way; php's GC does the same with
    /// arrays of refcount > 1).
    ///
    /// # Safety
    /// Only the cycle collector calls this, on a block it proved to be
    /// garbage: no handle outside the garbage set exists and no borrow of
    /// its data is live.
    pub(crate) unsafe fn take_garbage_data(&self) -> ArrayData {
        // SAFETY: see above: nobody else can observe the block.
        unsafe { std::mem::take(&mut (*self.0.as_ptr()).data) }
    }
}

impl std::fmt::Debug for PArr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl ArrayData {
    pub fn new() -> ArrayData {
        ArrayData {
            storage: Storage::Packed(Vec::new()),
            len: 0,
            next_free: 0,
            pos: 0,
        }
    }
    pub fn with_capacity(n: usize) -> ArrayData {
        ArrayData {
            storage: Storage::Packed(Vec::with_capacity(n)),
            len: 0,
            next_free: 0,
            pos: 0,
        }
    }

    /// An empty hash with room for `n` elements: no growth while a
    /// string-keyed array of known size is filled.
    pub fn with_hash_capacity(n: usize) -> ArrayData {
        let size = (n * 2).next_power_of_two().max(16);
        ArrayData {
            storage: Storage::Hash {
                buckets: Vec::with_capacity(n),
                index: vec![EMPTY; size],
                next: Vec::with_capacity(n),
            },
            len: 0,
            next_free: 0,
            pos: 0,
        }
    }

    /// An array being built by an array literal: as in php, its next free
    /// index starts below every key, so `[-5 => x]` continues at -4 (an
    /// array grown at run time from `[]` continues at 0).
    pub fn new_literal(n: usize) -> ArrayData {
        ArrayData {
            storage: Storage::Packed(Vec::with_capacity(n)),
            len: 0,
            next_free: i64::MIN,
            pos: 0,
        }
    }

    /// php's zend_array_dup (getArrayCopy(), an ArrayObject cast to
    /// array): as `clone_data`, but a reference nobody else holds is
    /// copied as its value (it was no reference set, only a leftover of
    /// foreach by reference).
    pub fn dup(&self) -> ArrayData {
        let mut d = self.clone_data();
        for pos in 0..d.raw_len() {
            if let Some(v) = d.value_at_mut(pos) {
                // Two holders: the source and this copy.
                if let Value::Ref(r) = v {
                    if r.refcount() == 2 {
                        *v = r.get();
                    }
                }
            }
        }
        d
    }

    /// A copy whose reference elements stay shared (PHP's reference sets
    /// survive array copies); everything else is refcount-copied.
    pub fn clone_data(&self) -> ArrayData {
        let storage = match &self.storage {
            Storage::Packed(v) => Storage::Packed(v.clone()),
            Storage::Hash {
                buckets,
                index,
                next,
            } => Storage::Hash {
                buckets: buckets
                    .iter()
                    .map(|b| Bucket {
                        h: b.h,
                        key: b.key.clone(),
                        val: b.val.clone(),
                    })
                    .collect(),
                index: index.clone(),
                next: next.clone(),
            },
        };
        ArrayData {
            storage,
            len: self.len,
            next_free: self.next_free,
            pos: self.pos,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Whether this is a new empty table: no storage allocated, the
    /// internal pointer at the start, no key used (what `new` makes).
    #[inline]
    pub(crate) fn is_bare(&self) -> bool {
        matches!(&self.storage, Storage::Packed(v) if v.capacity() == 0)
            && self.len == 0
            && self.next_free == 0
            && self.pos == 0
    }
    #[inline]
    pub fn is_packed(&self) -> bool {
        matches!(self.storage, Storage::Packed(_))
    }
    /// The key `$a[] = x` would use.
    #[inline]
    pub fn next_free(&self) -> i64 {
        if self.next_free == i64::MIN {
            0
        } else {
            self.next_free
        }
    }

    /// True when the keys are exactly 0..len in order (array_is_list).
    pub fn is_list(&self) -> bool {
        match &self.storage {
            Storage::Packed(v) => v.len() == self.len,
            Storage::Hash { .. } => self
                .iter()
                .enumerate()
                .all(|(i, (k, _))| k == Key::Int(i as i64)),
        }
    }

    fn find(&self, h: u64, key: Option<&[u8]>) -> Option<usize> {
        self.probe(h, |bk| match (key, bk) {
            (None, None) => true,
            (Some(k), Some(bk)) => bk.as_bytes() == k,
            _ => false,
        })
    }

    /// `find` for a string key: the same string (a key stored from this
    /// very value) matches without comparing bytes.
    #[inline(always)]
    fn find_str(&self, s: &PStr) -> Option<usize> {
        self.probe(s.hash(), |bk| {
            bk.is_some_and(|bk| bk.ptr_eq(s) || same_bytes(bk, s))
        })
    }

    /// The open-addressing probe: the live bucket with hash `h` whose key
    /// `same` accepts.
    #[inline(always)]
    fn probe(&self, h: u64, same: impl Fn(Option<&PStr>) -> bool) -> Option<usize> {
        let Storage::Hash {
            buckets,
            index,
            next,
        } = &self.storage
        else {
            return None;
        };
        let mut bi = *index.get(home(h, index.len().wrapping_sub(1)))?;
        while bi != EMPTY {
            let b = &buckets[bi as usize];
            if b.h == h && same(b.key.as_ref()) && !matches!(b.val, Value::Undef) {
                return Some(bi as usize);
            }
            bi = next[bi as usize];
        }
        None
    }

    /// Lookup by a string used as a key, normalised as `Key::from_pstr`
    /// does ("12" is the int key 12), without building a `Key`.
    #[inline(always)]
    pub fn get_pstr(&self, s: &PStr) -> Option<&Value> {
        if let Some(i) = maybe_int_key(s.as_bytes()) {
            return self.get_int(i);
        }
        let bi = self.find_str(s)?;
        match &self.storage {
            Storage::Hash { buckets, .. } => Some(&buckets[bi].val),
            Storage::Packed(_) => None,
        }
    }

    /// The mutable element for a string used as a key (see `get_pstr`).
    #[inline]
    pub fn get_pstr_mut(&mut self, s: &PStr) -> Option<&mut Value> {
        if let Some(i) = maybe_int_key(s.as_bytes()) {
            return self.get_mut(&Key::Int(i));
        }
        let bi = self.find_str(s)?;
        match &mut self.storage {
            Storage::Hash { buckets, .. } => Some(&mut buckets[bi].val),
            Storage::Packed(_) => None,
        }
    }

    #[inline]
    pub fn get_int(&self, i: i64) -> Option<&Value> {
        match &self.storage {
            Storage::Packed(v) => {
                let x = v.get(usize::try_from(i).ok()?)?;
                (!matches!(x, Value::Undef)).then_some(x)
            }
            Storage::Hash { buckets, .. } => {
                let bi = self.find(i as u64, None)?;
                Some(&buckets[bi].val)
            }
        }
    }
    /// Lookup by a string key that is known not to be integer-like.
    pub fn get_str(&self, s: &[u8]) -> Option<&Value> {
        let Storage::Hash { buckets, .. } = &self.storage else {
            return None;
        };
        let bi = self.find(hash_bytes(s), Some(s))?;
        Some(&buckets[bi].val)
    }
    pub fn get(&self, k: &Key) -> Option<&Value> {
        match k {
            Key::Int(i) => self.get_int(*i),
            Key::Str(s) => {
                let Storage::Hash { buckets, .. } = &self.storage else {
                    return None;
                };
                let bi = self.find_str(s)?;
                Some(&buckets[bi].val)
            }
        }
    }
    pub fn contains_key(&self, k: &Key) -> bool {
        self.get(k).is_some()
    }

    pub fn get_mut(&mut self, k: &Key) -> Option<&mut Value> {
        if self.is_packed() {
            let Key::Int(i) = k else { return None };
            let Storage::Packed(v) = &mut self.storage else {
                unreachable!()
            };
            let x = v.get_mut(usize::try_from(*i).ok()?)?;
            return (!matches!(x, Value::Undef)).then_some(x);
        }
        let bi = match k {
            Key::Int(i) => self.find(*i as u64, None)?,
            Key::Str(s) => self.find_str(s)?,
        };
        match &mut self.storage {
            Storage::Hash { buckets, .. } => Some(&mut buckets[bi].val),
            Storage::Packed(_) => unreachable!(),
        }
    }

    /// The slot for `k`, inserted as null when missing.
    pub fn entry(&mut self, k: Key) -> &mut Value {
        if self.get(&k).is_none() {
            self.insert(k.clone(), Value::Null);
        }
        self.get_mut(&k).expect("just inserted")
    }

    fn convert_to_hash(&mut self) {
        if let Storage::Packed(v) = &mut self.storage {
            let vals = std::mem::take(v);
            let cap = vals.len().max(8);
            // The internal pointer moves with its element (holes are dropped).
            let live_before = vals[..self.pos.min(vals.len())]
                .iter()
                .filter(|x| !matches!(x, Value::Undef))
                .count();
            self.pos = live_before;
            let mut buckets = Vec::with_capacity(cap);
            for (i, val) in vals.into_iter().enumerate() {
                if !matches!(val, Value::Undef) {
                    buckets.push(Bucket {
                        h: i as u64,
                        key: None,
                        val,
                    });
                }
            }
            self.storage = Storage::Hash {
                buckets,
                index: Vec::new(),
                next: Vec::new(),
            };
            self.rehash(cap);
        }
    }

    /// A hash's buckets, index and chain links (None for a list).
    fn hash_parts(&mut self) -> Option<(&mut Vec<Bucket>, &mut Vec<u32>, &mut Vec<u32>)> {
        match &mut self.storage {
            Storage::Hash {
                buckets,
                index,
                next,
            } => Some((buckets, index, next)),
            Storage::Packed(_) => None,
        }
    }

    fn rehash(&mut self, min_cap: usize) {
        let Storage::Hash {
            buckets,
            index,
            next,
        } = &mut self.storage
        else {
            return;
        };
        // Compact tombstones (if any), keeping the internal pointer on the
        // same element.
        self.pos = if buckets.len() != self.len {
            compact(buckets, self.pos)
        } else {
            self.pos.min(buckets.len())
        };
        let size = (min_cap.max(buckets.len()) * 2).next_power_of_two().max(16);
        index.clear();
        index.resize(size, EMPTY);
        let mask = size - 1;
        next.clear();
        next.reserve(buckets.capacity());
        for (bi, b) in buckets.iter().enumerate() {
            let slot = home(b.h, mask);
            next.push(index[slot]);
            index[slot] = bi as u32;
        }
    }
    /// `$a[k] = v`: an element in a reference set is written through, any
    /// other is replaced, a missing one is added. Always inlined: a
    /// dispatch on the key kind, which callers such as compiled code's
    /// `dim_set` must not pay a call for (left to the inliner, whether it
    /// was inlined changed with unrelated edits: micro/array_hash moved by
    /// 2%).
    #[inline(always)]
    pub fn assign(&mut self, k: Key, v: Value) {
        match k {
            Key::Int(i) => self.assign_int(i, v),
            k => self.assign_slow(k, v),
        }
    }

    /// `assign` past the packed fast path.
    #[inline(never)]
    fn assign_slow(&mut self, k: Key, v: Value) {
        let list_key = matches!(k, Key::Int(_)) && self.is_packed();
        match self.get_mut(&k) {
            Some(Value::Ref(r)) => r.set(v),
            Some(e) => *e = v,
            // A list may take an int key as it is.
            None if list_key => {
                self.insert(k, v);
            }
            None => self.insert_missing(k, v),
        }
    }

    /// `assign` with an int key: a packed array's existing element or
    /// its next one written in place (one bounds check, no key made),
    /// anything else as `assign` does it.
    #[inline(always)]
    pub fn assign_int(&mut self, i: i64, v: Value) {
        if let Storage::Packed(p) = &mut self.storage {
            let n = p.len();
            if (i as u64) < n as u64 {
                // SAFETY: 0 <= i < len (as u64: a negative i is huge).
                match unsafe { p.get_unchecked_mut(i as usize) } {
                    // A hole: `insert` turns the array into a hash.
                    Value::Undef => {}
                    Value::Ref(r) => return r.set(v),
                    e => {
                        *e = v;
                        return;
                    }
                }
            } else if i as u64 == n as u64 && n < p.capacity() {
                // As `insert` appends (no growth here: that is its job).
                p.push(v);
                self.len += 1;
                self.next_free = self.next_free.max(i + 1);
                return;
            }
        }
        self.assign_slow(Key::Int(i), v);
    }

    /// Inserts or replaces; returns the old value when replaced.
    pub fn insert(&mut self, k: Key, val: Value) -> Option<Value> {
        if let (Storage::Packed(v), Key::Int(i)) = (&mut self.storage, &k) {
            let i = *i;
            if i >= 0 && (i as usize) < v.len() {
                let slot = &mut v[i as usize];
                // Filling a hole would break insertion order: php turns the
                // array into a hash and appends the element at the end.
                if !matches!(slot, Value::Undef) {
                    return Some(std::mem::replace(slot, val));
                }
            }
            if i >= 0 && i as usize == v.len() {
                v.push(val);
                self.len += 1;
                self.next_free = self.next_free.max(i + 1);
                return None;
            }
            // Small gaps stay packed, as in php.
            if i > 0 && (i as usize) < v.len() * 2 + 8 && i >= self.next_free {
                v.resize(i as usize, Value::Undef);
                v.push(val);
                self.len += 1;
                self.next_free = i + 1;
                return None;
            }
        }
        if let Some(slot) = self.get_mut(&k) {
            return Some(std::mem::replace(slot, val));
        }
        self.insert_missing(k, val);
        None
    }

    /// `insert` of a key the array does not hold, with its hash
    /// (`Key::hash`) known: a hash links the entry in without a lookup and
    /// without reading a string key's block (what rebuilding a sorted
    /// array needs: its keys, in a new order, are all distinct); a list
    /// takes it as `insert` does.
    pub fn insert_new(&mut self, h: u64, k: Key, val: Value) {
        if matches!(self.storage, Storage::Packed(_)) {
            self.insert(k, val);
            return;
        }
        debug_assert!(h == k.hash() && !self.contains_key(&k));
        self.link_new(h, k, val);
    }

    /// Appends to a hash an entry whose key it does not hold, `h` being
    /// the key's hash; an int key moves the next free index past it.
    fn link_new(&mut self, h: u64, k: Key, val: Value) {
        let key = match k {
            Key::Int(i) => {
                if i >= self.next_free {
                    self.next_free = i.saturating_add(1);
                }
                None
            }
            Key::Str(s) => Some(s),
        };
        self.push_bucket(h, key, val);
    }

    /// `insert` of a key the array does not hold, past a list's own
    /// cases (an int key appended or past a small gap): the array is a
    /// hash from then on.
    fn insert_missing(&mut self, k: Key, val: Value) {
        self.convert_to_hash();
        self.link_new(k.hash(), k, val);
    }

    /// A hash's parts, its index grown first (when needed) so that `k`
    /// more entries can be linked in: each one added finds the entries
    /// before it taking less than half the index.
    fn hash_room(&mut self, k: usize) -> (&mut Vec<Bucket>, &mut Vec<u32>, &mut Vec<u32>) {
        let Storage::Hash { buckets, index, .. } = &self.storage else {
            unreachable!("a hash")
        };
        if (buckets.len() + k - 1) * 2 >= index.len() {
            let need = self.len + k;
            self.rehash(need);
        }
        let Some(parts) = self.hash_parts() else {
            unreachable!("a hash")
        };
        parts
    }

    /// Appends an entry whose key the hash does not hold, growing the
    /// index first when it is half full.
    fn push_bucket(&mut self, h: u64, key: Option<PStr>, val: Value) {
        let (buckets, index, next) = self.hash_room(1);
        let bi = append_bucket(buckets, h, key, val);
        let slot = home(h, index.len() - 1);
        next.push(index[slot]);
        index[slot] = bi;
        self.len += 1;
    }

    /// Appends entries with the keys of `tpl` (a hash's buckets, none of
    /// them a key of this hash) and null values: the index sized once for
    /// them all, then each linked in as [`ArrayData::push_bucket`] does.
    fn push_null_buckets(&mut self, tpl: &[Bucket]) {
        let k = tpl.len();
        if k == 0 {
            return;
        }
        let (buckets, index, next) = self.hash_room(k);
        buckets.reserve(k);
        next.reserve(k);
        let mask = index.len() - 1;
        for b in tpl {
            let bi = append_bucket(buckets, b.h, b.key.clone(), Value::Null);
            let slot = home(b.h, mask);
            next.push(index[slot]);
            index[slot] = bi;
        }
        self.len += k;
    }

    /// Makes this array hold the first `n` entries of `tpl` (its keys, in
    /// its order) when its own entries are a prefix of `tpl`'s (the same
    /// keys in the same order, none removed) and both are lists or both
    /// hashes: the values of the entries kept stay, the entries added are
    /// null, those cut are dropped; the storage is reused and the internal
    /// pointer goes back to the start. False, with nothing changed, when
    /// that does not hold (or `tpl` has removed entries or fewer than `n`).
    /// What refills preg_match's `$matches` in place, whatever number of
    /// groups the last match had.
    pub fn reshape_prefix(&mut self, tpl: &ArrayData, n: usize) -> bool {
        let m = self.raw_len();
        if m != self.len || tpl.raw_len() != tpl.len || n > tpl.len || m > tpl.len {
            return false;
        }
        match (&mut self.storage, &tpl.storage) {
            (Storage::Packed(_), Storage::Packed(_)) => return self.reshape_list(n),
            (Storage::Hash { buckets, .. }, Storage::Hash { buckets: tb, .. }) => {
                let same = buckets.iter().zip(tb).all(|(a, b)| {
                    a.h == b.h
                        && match (&a.key, &b.key) {
                            (None, None) => true,
                            (Some(x), Some(y)) => x.ptr_eq(y) || x.as_bytes() == y.as_bytes(),
                            _ => false,
                        }
                });
                if !same {
                    return false;
                }
                self.truncate_hash(n);
                self.push_null_buckets(&tb[m.min(n)..n]);
                self.next_free = self.recompute_next_free();
            }
            _ => return false,
        }
        self.pos = 0;
        true
    }

    /// [`ArrayData::reshape_prefix`] for lists: a list with no holes
    /// becomes the list of `n` entries, those added null.
    pub fn reshape_list(&mut self, n: usize) -> bool {
        let Storage::Packed(v) = &mut self.storage else {
            return false;
        };
        if v.len() != self.len {
            return false;
        }
        if v.len() != n {
            v.truncate(n);
            v.resize(n, Value::Null);
        }
        self.len = n;
        self.next_free = n as i64;
        self.pos = 0;
        true
    }

    /// Drops a hash's last entries down to `n` (it has no removed ones).
    fn truncate_hash(&mut self, n: usize) {
        let Some((buckets, index, next)) = self.hash_parts() else {
            return;
        };
        let mask = index.len().wrapping_sub(1);
        let mut cut = 0;
        while buckets.len() > n {
            let bi = buckets.len() - 1;
            let slot = home(buckets[bi].h, mask);
            // The newest entry heads its slot's chain.
            debug_assert_eq!(index[slot], bi as u32);
            index[slot] = next[bi];
            next.pop();
            buckets.pop();
            cut += 1;
        }
        self.len -= cut;
    }

    /// `$a[] = v`; Err(v) when the next index would overflow. A list
    /// with room takes it in place at its next key, its length (a new
    /// array's too: no int key used yet, `next_free` i64::MIN).
    #[inline]
    pub fn push(&mut self, val: Value) -> Result<(), Value> {
        if let Storage::Packed(v) = &mut self.storage {
            let n = v.len() as i64;
            if (n == self.next_free || (n == 0 && self.next_free == i64::MIN))
                && v.len() < v.capacity()
            {
                v.push(val);
                self.len += 1;
                self.next_free = n + 1;
                return Ok(());
            }
        }
        self.push_slow(val)
    }

    /// `push` past a list's in-place append: `insert` at the next key (a
    /// full list grows there).
    #[inline(never)]
    fn push_slow(&mut self, val: Value) -> Result<(), Value> {
        if self.next_free == i64::MAX && self.get_int(i64::MAX).is_some() {
            return Err(val);
        }
        let k = self.next_free();
        self.insert(Key::Int(k), val);
        Ok(())
    }

    /// Removes a key; returns its value.
    pub fn remove(&mut self, k: &Key) -> Option<Value> {
        match (&mut self.storage, k) {
            (Storage::Packed(v), Key::Int(i)) => {
                let i = usize::try_from(*i).ok()?;
                let slot = v.get_mut(i)?;
                if matches!(slot, Value::Undef) {
                    return None;
                }
                let old = std::mem::replace(slot, Value::Undef);
                self.len -= 1;
                while matches!(v.last(), Some(Value::Undef)) {
                    v.pop();
                }
                Some(old)
            }
            (Storage::Packed(_), Key::Str(_)) => None,
            _ => {
                let bi = match k {
                    Key::Int(i) => self.find(*i as u64, None)?,
                    Key::Str(s) => self.find(s.hash(), Some(s.as_bytes()))?,
                };
                let Storage::Hash { buckets, .. } = &mut self.storage else {
                    unreachable!()
                };
                self.len -= 1;
                Some(std::mem::replace(&mut buckets[bi].val, Value::Undef))
            }
        }
    }

    /// Iterates (key, value) in order.
    pub fn iter(&self) -> Iter<'_> {
        Iter { a: self, pos: 0 }
    }

    /// The first live element at or after position `pos`: (its position, key, value).
    /// Positions are stable while the array is not restructured.
    pub fn iter_from(&self, pos: usize) -> Option<(usize, Key, &Value)> {
        self.entry_from(pos).map(|(p, k, v)| {
            let k = match k {
                Ok(i) => Key::Int(i),
                Err(s) => Key::Str(s.clone()),
            };
            (p, k, v)
        })
    }

    /// As `iter_from`, with the key borrowed (Ok: an int key, Err: a
    /// string key): foreach's step, which builds no key it does not use.
    #[inline]
    pub fn entry_from(&self, pos: usize) -> Option<(usize, Result<i64, &PStr>, &Value)> {
        match &self.storage {
            Storage::Packed(v) => {
                let mut p = pos;
                while p < v.len() {
                    if !matches!(v[p], Value::Undef) {
                        return Some((p, Ok(p as i64), &v[p]));
                    }
                    p += 1;
                }
                None
            }
            Storage::Hash { buckets, .. } => {
                let mut p = pos;
                while p < buckets.len() {
                    let b = &buckets[p];
                    if !matches!(b.val, Value::Undef) {
                        let k = match &b.key {
                            None => Ok(b.h as i64),
                            Some(s) => Err(s),
                        };
                        return Some((p, k, &b.val));
                    }
                    p += 1;
                }
                None
            }
        }
    }

    /// The last live position strictly before `pos` (for prev()/end()).
    pub fn prev_pos(&self, pos: usize) -> Option<usize> {
        let mut p = pos.min(self.raw_len());
        while p > 0 {
            p -= 1;
            let live = match &self.storage {
                Storage::Packed(v) => !matches!(v[p], Value::Undef),
                Storage::Hash { buckets, .. } => !matches!(buckets[p].val, Value::Undef),
            };
            if live {
                return Some(p);
            }
        }
        None
    }

    /// Number of positions (live or not).
    pub fn raw_len(&self) -> usize {
        match &self.storage {
            Storage::Packed(v) => v.len(),
            Storage::Hash { buckets, .. } => buckets.len(),
        }
    }

    /// Mutable value at a position returned by `iter_from`.
    pub fn value_at_mut(&mut self, pos: usize) -> Option<&mut Value> {
        match &mut self.storage {
            Storage::Packed(v) => v.get_mut(pos),
            Storage::Hash { buckets, .. } => buckets.get_mut(pos).map(|b| &mut b.val),
        }
        .filter(|v| !matches!(v, Value::Undef))
    }

    pub fn keys(&self) -> impl Iterator<Item = Key> + '_ {
        self.iter().map(|(k, _)| k)
    }
    pub fn values(&self) -> impl Iterator<Item = &Value> + '_ {
        self.iter().map(|(_, v)| v)
    }

    /// Calls `f` on every element (holes skipped), without making keys.
    #[inline]
    pub fn for_each_value(&self, mut f: impl FnMut(&Value)) {
        match &self.storage {
            Storage::Packed(v) => v.iter().for_each(f),
            Storage::Hash { buckets, .. } => buckets.iter().for_each(|b| f(&b.val)),
        }
    }

    pub fn first(&self) -> Option<(Key, &Value)> {
        self.iter().next()
    }
    pub fn last(&self) -> Option<(Key, &Value)> {
        let p = self.prev_pos(usize::MAX)?;
        self.iter_from(p).map(|(_, k, v)| (k, v))
    }

    /// Removes and returns the last element (array_pop); resets next_free as php does.
    pub fn pop(&mut self) -> Option<(Key, Value)> {
        let p = self.prev_pos(usize::MAX)?;
        let k = self.iter_from(p)?.1;
        let v = self.remove(&k)?;
        self.next_free = self.recompute_next_free();
        self.pos = 0;
        Some((k, v))
    }

    fn recompute_next_free(&self) -> i64 {
        let mut m: i64 = 0;
        match &self.storage {
            Storage::Packed(v) => {
                if let Some(last) = v.iter().rposition(|x| !matches!(x, Value::Undef)) {
                    m = last as i64 + 1;
                }
            }
            Storage::Hash { buckets, .. } => {
                for b in buckets {
                    if b.key.is_none() && !matches!(b.val, Value::Undef) && b.h as i64 >= m {
                        m = (b.h as i64).saturating_add(1);
                    }
                }
            }
        }
        m
    }

    /// Renumbers integer keys from 0 (array_shift/array_splice semantics).
    pub fn renumber(&mut self) {
        let old = std::mem::replace(self, ArrayData::with_capacity(self.len));
        let mut all_int = true;
        for (k, _) in old.iter() {
            if matches!(k, Key::Str(_)) {
                all_int = false;
                break;
            }
        }
        let mut old = old;
        let entries: Vec<(Key, Value)> = old.drain().collect();
        if all_int {
            let vals: Vec<Value> = entries.into_iter().map(|(_, v)| v).collect();
            self.len = vals.len();
            self.next_free = vals.len() as i64;
            self.storage = Storage::Packed(vals);
            return;
        }
        for (k, v) in entries {
            match k {
                Key::Int(_) => {
                    let _ = self.push(v);
                }
                k => {
                    self.insert(k, v);
                }
            }
        }
    }

    /// Takes every element out, in order.
    pub fn drain(&mut self) -> impl Iterator<Item = (Key, Value)> {
        let storage = std::mem::replace(&mut self.storage, Storage::Packed(Vec::new()));
        self.len = 0;
        self.next_free = 0;
        self.pos = 0;
        let v: Vec<(Key, Value)> = match storage {
            Storage::Packed(v) => v
                .into_iter()
                .enumerate()
                .filter(|(_, v)| !matches!(v, Value::Undef))
                .map(|(i, v)| (Key::Int(i as i64), v))
                .collect(),
            Storage::Hash { buckets, .. } => buckets
                .into_iter()
                .filter(|b| !matches!(b.val, Value::Undef))
                .map(|b| {
                    let k = match b.key {
                        None => Key::Int(b.h as i64),
                        Some(s) => Key::Str(s),
                    };
                    (k, b.val)
                })
                .collect(),
        };
        v.into_iter()
    }

    /// Sets next_free directly (used by array functions that rebuild arrays).
    pub fn set_next_free(&mut self, n: i64) {
        self.next_free = n;
    }
}

impl Default for ArrayData {
    fn default() -> Self {
        ArrayData::new()
    }
}

pub struct Iter<'a> {
    a: &'a ArrayData,
    pos: usize,
}

impl<'a> Iterator for Iter<'a> {
    type Item = (Key, &'a Value);
    #[inline]
    fn next(&mut self) -> Option<(Key, &'a Value)> {
        let (p, k, v) = self.a.iter_from(self.pos)?;
        self.pos = p + 1;
        Some((k, v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_layout_finds_the_elements() {
        let l = packed_layout();
        let a = PArr::from_values(vec![Value::Int(7), Value::Float(2.5), Value::str(b"x")]);
        let p = a.0.as_ptr() as *const u8;
        // SAFETY: offsets inside the live array block, as compiled code
        // reads them.
        unsafe {
            assert_eq!(*p.add(l.tag_at as usize), l.packed);
            let len = *(p.add(l.len_at as usize) as *const usize);
            let buf = *(p.add(l.ptr_at as usize) as *const *const Value);
            assert_eq!(len, 3);
            assert!(*(p.add(l.cap_at as usize) as *const usize) >= 3);
            assert_eq!(*(p.add(l.count_at as usize) as *const usize), a.len());
            assert_eq!(*(p.add(l.next_free_at as usize) as *const i64), 3);
            assert!(matches!(&*buf, Value::Int(7)));
            assert!(matches!(&*buf.add(2), Value::Str(s) if s.as_bytes() == b"x"));
        }
        let mut h = PArr::from_values(vec![]);
        h.make_mut()
            .assign(Key::Str(crate::PStr::new(b"k")), Value::Int(1));
        // SAFETY: as above.
        assert_ne!(
            unsafe { *(h.0.as_ptr() as *const u8).add(l.tag_at as usize) },
            l.packed
        );
    }
    #[test]
    fn keys_normalise() {
        assert_eq!(int_key(b"123"), Some(123));
        assert_eq!(int_key(b"-5"), Some(-5));
        assert_eq!(int_key(b"0"), Some(0));
        assert_eq!(int_key(b"-0"), None);
        assert_eq!(int_key(b"01"), None);
        assert_eq!(int_key(b"9223372036854775807"), Some(i64::MAX));
        assert_eq!(int_key(b"9223372036854775808"), None);
        assert_eq!(int_key(b"-9223372036854775808"), Some(i64::MIN));
    }
    #[test]
    fn packed_then_hash() {
        let mut a = PArr::new();
        for i in 0..10 {
            a.make_mut().push(Value::Int(i)).unwrap();
        }
        assert!(a.is_packed());
        a.make_mut().insert(Key::from_bytes(b"x"), Value::Int(99));
        assert!(!a.is_packed());
        assert_eq!(a.len(), 11);
        assert!(matches!(a.get_int(3), Some(Value::Int(3))));
        assert!(matches!(a.get_str(b"x"), Some(Value::Int(99))));
        a.make_mut().remove(&Key::Int(3));
        assert_eq!(a.len(), 10);
        let b = a.clone();
        a.make_mut().push(Value::Int(7)).unwrap();
        assert_eq!(b.len(), 10);
        assert_eq!(a.len(), 11);
        let ks: Vec<Key> = a.keys().collect();
        assert_eq!(ks.last(), Some(&Key::Int(10)));
    }

    /// Lookups by a key string that is the stored one, an equal copy, an
    /// interned one, one whose hash is not computed yet, a numeric one, a
    /// removed one.
    #[test]
    fn string_lookups() {
        let mut d = ArrayData::new();
        let stored = PStr::from("alpha");
        d.insert(Key::Str(stored.clone()), Value::Int(1));
        d.insert(Key::Str(PStr::interned(b"beta")), Value::Int(2));
        d.insert(Key::Int(7), Value::Int(3));
        assert!(matches!(d.get_pstr(&stored), Some(Value::Int(1))));
        assert!(matches!(
            d.get_pstr(&PStr::from("alpha")),
            Some(Value::Int(1))
        ));
        assert!(matches!(
            d.get_pstr(&PStr::interned(b"beta")),
            Some(Value::Int(2))
        ));
        assert!(matches!(
            d.get_pstr(&PStr::from("beta")),
            Some(Value::Int(2))
        ));
        assert!(matches!(d.get_pstr(&PStr::from("7")), Some(Value::Int(3))));
        assert!(d.get_pstr(&PStr::from("-7")).is_none());
        assert!(d.get_pstr(&PStr::from("gamma")).is_none());
        d.remove(&Key::Str(PStr::from("alpha")));
        assert!(d.get_pstr(&stored).is_none());
        d.insert(Key::Str(PStr::from("alpha")), Value::Int(4));
        assert!(matches!(d.get_pstr(&stored), Some(Value::Int(4))));
        assert!(PStr::interned(b"beta").ptr_eq(&PStr::interned(b"beta")));
    }

    /// An array whose keys are a prefix of a template's, cut and grown to
    /// another prefix in place; arrays that are not prefixes left alone.
    #[test]
    fn reshape_to_prefixes() {
        let mut tpl = ArrayData::new();
        for (i, name) in ["a", "b", "c"].iter().enumerate() {
            tpl.insert(Key::Str(PStr::interned(name.as_bytes())), Value::Null);
            tpl.insert(Key::Int(i as i64), Value::Null);
        }
        let mut d = ArrayData::new();
        d.insert(Key::Str(PStr::from("a")), Value::Int(10));
        d.insert(Key::Int(0), Value::Int(11));
        assert!(d.reshape_prefix(&tpl, 5));
        let keys: Vec<Key> = d.keys().collect();
        assert_eq!(keys.len(), 5);
        assert_eq!(keys[4], Key::Str(PStr::from("c")));
        assert!(matches!(d.get_int(0), Some(Value::Int(11))));
        assert!(matches!(d.get_str(b"c"), Some(Value::Null)));
        assert_eq!(d.next_free(), 2);
        assert!(d.reshape_prefix(&tpl, 1));
        assert_eq!(d.len(), 1);
        assert!(d.get_int(0).is_none() && d.get_str(b"b").is_none());
        assert!(matches!(d.get_str(b"a"), Some(Value::Int(10))));
        assert_eq!(d.next_free(), 0);
        assert!(d.reshape_prefix(&tpl, 6));
        assert_eq!(d.next_free(), 3);
        assert!(matches!(d.get_str(b"c"), Some(Value::Null)));
        // Not a prefix: another key order, a removed entry, a list.
        let mut other = ArrayData::new();
        other.insert(Key::Int(0), Value::Null);
        other.insert(Key::Str(PStr::from("a")), Value::Null);
        assert!(!other.reshape_prefix(&tpl, 2));
        d.remove(&Key::Int(1));
        assert!(!d.reshape_prefix(&tpl, 2));
        let mut list = ArrayData::new();
        list.push(Value::Int(1)).unwrap();
        assert!(!list.reshape_prefix(&tpl, 2));
        assert!(list.reshape_list(3));
        assert_eq!(list.len(), 3);
        assert_eq!(list.next_free(), 3);
        assert!(matches!(list.get_int(2), Some(Value::Null)));
    }
}
