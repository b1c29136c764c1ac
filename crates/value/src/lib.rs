//! Tusk's value model: `Value` (16 bytes), `PStr`, `PArr`, `PObj`, `PRef`.
//!
//! Every heap value carries a refcount and flags; IMMUTABLE ones (literals of
//! compiled code) are never refcounted, so compiled code can be shared by all
//! threads. All type juggling lives in [`ops`] (the twin of zend_operators.c);
//! nothing else converts between types. This crate knows nothing of the VM:
//! operations that must warn take a [`ops::Diag`] sink.

pub mod array;
pub mod gc;
pub mod mem;
pub mod num;
pub mod object;
pub mod ops;
pub mod reference;
pub mod resource;
pub mod string;
pub mod weak;

pub use array::{ArrayData, Key, PArr};
pub use object::PObj;
pub use reference::PRef;
pub use resource::PRes;
pub use string::PStr;

/// A PHP value. `Undef` is the state of an unset slot (never seen by PHP code).
///
/// `repr(u8)` fixes the layout the JIT relies on (see [`layout`]): the kind
/// is the first byte (the variants' order below), a bool is the second
/// byte, every other payload is the 8 bytes at offset 8.
#[derive(Debug, Default)]
#[repr(u8)]
pub enum Value {
    #[default]
    Undef,
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(PStr),
    Arr(PArr),
    Obj(PObj),
    /// A slot that belongs to a reference set (`&`).
    Ref(PRef),
    /// A resource (stream, context, directory handle).
    Res(PRes),
}

impl Clone for Value {
    /// A heap value's count taken, then the 16 bytes copied whole. The
    /// derived clone rebuilt the value field by field and copied the
    /// bytes between the kind and the payload in overlapping pieces: two
    /// store-forwarding stalls per copy when the copy was stored and read
    /// back at once (a match array refilled per preg_match spent a third
    /// of its time there).
    #[inline(always)]
    fn clone(&self) -> Value {
        // Each handle is one pointer whose clone takes a count and gives
        // back the same pointer: the count is taken here, the pointer
        // comes with the bitwise copy below.
        // A scalar first, by one compare of the kind (a match over every
        // kind is an indirect jump, mispredicted where kinds mix).
        if self.is_heap() {
            match self {
                Value::Str(s) => std::mem::forget(s.clone()),
                Value::Arr(a) => std::mem::forget(a.clone()),
                Value::Obj(o) => std::mem::forget(o.clone()),
                Value::Ref(r) => std::mem::forget(r.clone()),
                Value::Res(r) => std::mem::forget(r.clone()),
                Value::Undef | Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => {}
            }
        }
        // SAFETY: `self` is a valid value; the copy owns the count taken
        // above (scalars own nothing), so each count is given back once.
        unsafe { std::ptr::read(self) }
    }
}

const _: () = assert!(std::mem::size_of::<Value>() == 16);
const _: () = assert!(std::mem::size_of::<Option<Value>>() == 16);

/// Layout facts of [`Value`] for code that reads and writes values as
/// memory (the JIT): the kind byte of each variant, where payloads live.
pub mod layout {
    pub const UNDEF: u8 = 0;
    pub const NULL: u8 = 1;
    pub const BOOL: u8 = 2;
    pub const INT: u8 = 3;
    pub const FLOAT: u8 = 4;
    pub const STR: u8 = 5;
    pub const ARR: u8 = 6;
    pub const OBJ: u8 = 7;
    pub const REF: u8 = 8;
    pub const RES: u8 = 9;
    /// Kinds up to this one own nothing: a write over them needs no drop.
    pub const LAST_SCALAR: u8 = FLOAT;
    /// Offset of a bool's byte.
    pub const BOOL_AT: i32 = 1;
    /// Offset of an int, float or pointer payload.
    pub const PAYLOAD_AT: i32 = 8;
    /// Offset of a string's length (a usize) from its pointer payload.
    pub const STR_LEN_AT: i32 = crate::string::LEN_AT as i32;
    /// Offsets, from a string's or an array's pointer payload, of its
    /// count of handles (a u32) and of its flags (a u32 whose bit
    /// `IMMUTABLE` marks a value that is never counted): the same for
    /// both kinds, so compiled code counts a copy of either in place.
    pub const RC_AT: i32 = crate::string::RC_AT as i32;
    pub const FLAGS_AT: i32 = crate::string::FLAGS_AT as i32;
    pub const IMMUTABLE: u32 = crate::string::FLAG_IMMUTABLE;
    /// Offset, from an object's pointer payload (its `Rc`'s block), of
    /// its strong count (a usize): std's `Rc` block is `repr(C)` with the
    /// strong count first (checked by a test).
    pub const OBJ_RC_AT: i32 = 0;
    /// Offset, from a reference's pointer payload (its reference set's
    /// `Rc` block), of its strong count (a usize): the same `Rc` layout as
    /// an object's (checked by a test).
    pub const REF_RC_AT: i32 = 0;
    /// Where a `Vec<T>` keeps its buffer pointer, length and capacity
    /// (byte offsets inside the vector). std does not specify a `Vec`'s
    /// field order, so it is measured: a vector of capacity 3 and length
    /// 0 holds three distinct words.
    #[derive(Clone, Copy, Debug)]
    pub struct VecWords {
        pub ptr_at: i32,
        pub len_at: i32,
        pub cap_at: i32,
    }

    /// Measures `VecWords` for vectors of `T` (not zero-sized).
    pub fn vec_words<T>() -> VecWords {
        const { assert!(std::mem::size_of::<Vec<T>>() == 3 * 8 && std::mem::size_of::<T>() > 0) };
        let v: Vec<T> = Vec::with_capacity(3);
        // SAFETY: a Vec is three words (checked above); they are read as
        // plain integers, nothing is written.
        let words: [usize; 3] = unsafe { std::mem::transmute_copy(&v) };
        let find = |w: usize| {
            let mut at = words.iter().enumerate().filter(|&(_, &x)| x == w);
            match (at.next(), at.next()) {
                (Some((i, _)), None) => (i * 8) as i32,
                _ => panic!("Vec layout"),
            }
        };
        VecWords {
            ptr_at: find(v.as_ptr() as usize),
            len_at: find(0),
            cap_at: find(v.capacity()),
        }
    }

    const _: () = assert!(
        crate::string::RC_AT == crate::array::RC_AT
            && crate::string::FLAGS_AT == crate::array::FLAGS_AT
            && crate::string::FLAG_IMMUTABLE == crate::array::FLAG_IMMUTABLE
    );
}

/// A value moved out of its slot as two 8-byte words (`Value::take_words`):
/// it owns what the value owned until `Value::put_words` or
/// `Value::from_words` gives it back.
pub struct Words(std::mem::MaybeUninit<u64>, std::mem::MaybeUninit<u64>);

impl Value {
    /// Writes string `s` into `slot` as two 8-byte words (the kind, its
    /// padding zeroed, then the pointer), without reading or dropping what
    /// was there. A `Value::Str` built in a local is written field by field
    /// and then copied as 16 bytes, which stalls on store forwarding when
    /// the copy follows the writes closely (a loop's key variable).
    ///
    /// # Safety
    /// `slot` is valid for writes and holds nothing that still needs
    /// dropping.
    #[inline(always)]
    pub unsafe fn write_str(slot: *mut Value, s: PStr) {
        let p = slot as *mut u64;
        // SAFETY: (the contract) 16 writable bytes; `layout` places the
        // kind byte at 0 and a pointer payload at 8 (checked by a test),
        // and `PStr` is one non-null pointer whose ownership moves in.
        unsafe {
            p.write(layout::STR as u64);
            p.add(1).write(std::mem::transmute::<PStr, usize>(s) as u64);
        }
    }

    /// Moves the value out of `slot`, leaving Undef, as its two 8-byte
    /// words. Compiled code writes a result as two 8-byte stores just
    /// before it returns; one 16-byte load of them (what a plain move
    /// compiles to) cannot take their data forwarded and waits for both to
    /// reach the cache, on every call. The words stay in registers until
    /// `put_words` writes them, 8 bytes at a time again: made into a
    /// `Value` in between, they would be spilled and reloaded whole, with
    /// the same stall.
    ///
    /// # Safety
    /// `slot` points to a valid value that nothing else borrows; the words
    /// are given to `put_words` or `from_words` once.
    #[inline(always)]
    pub unsafe fn take_words(slot: *mut Value) -> Words {
        let p = slot as *mut std::mem::MaybeUninit<u64>;
        // SAFETY: (the contract) 16 readable bytes holding a valid value;
        // volatile keeps the two reads 8 bytes wide. A zero first word is
        // Undef (its kind byte, the rest padding).
        unsafe {
            let lo = p.read_volatile();
            let hi = p.add(1).read_volatile();
            (slot as *mut u64).write(layout::UNDEF as u64);
            Words(lo, hi)
        }
    }

    /// The value whose words `take_words` took.
    ///
    /// # Safety
    /// `w` came from `take_words` and is used once.
    #[inline(always)]
    pub unsafe fn from_words(w: Words) -> Value {
        // SAFETY: the words of a valid value (the contract).
        unsafe { std::mem::transmute::<[std::mem::MaybeUninit<u64>; 2], Value>([w.0, w.1]) }
    }

    /// Writes the value whose words `take_words` took into `slot`, as two
    /// 8-byte stores.
    ///
    /// # Safety
    /// `slot` is valid for writes and holds nothing that still needs
    /// dropping; `w` came from `take_words` and is used once.
    #[inline(always)]
    pub unsafe fn put_words(slot: *mut Value, w: Words) {
        let p = slot as *mut std::mem::MaybeUninit<u64>;
        // SAFETY: the contract.
        unsafe {
            p.write_volatile(w.0);
            p.add(1).write_volatile(w.1);
        }
    }

    /// Moves `v` into `slot`, reading it by its kind byte (and a bool's
    /// byte) and its 8-byte payload, and writing it as two 8-byte words,
    /// without reading or dropping what was there. A value that was just
    /// made (its kind stored as one byte, its payload as eight: a
    /// function's result returned through memory) and is then moved whole
    /// is read back with one 16-byte load, which store forwarding cannot
    /// serve: the load waits for the stores to reach the cache. Loads no
    /// wider than the stores they read are served.
    ///
    /// # Safety
    /// `slot` is valid for writes and holds nothing that still needs
    /// dropping.
    #[inline(always)]
    pub unsafe fn write_split(slot: *mut Value, v: Value) {
        let v = std::mem::ManuallyDrop::new(v);
        // SAFETY: `v` is a valid value whose ownership moves to `slot`
        // (it is not dropped); the contract covers `slot`.
        unsafe { Value::move_split(slot, &*v) }
    }

    /// `write_split` of the value at `src`, which the caller gives up
    /// (it must not be dropped or used again).
    ///
    /// # Safety
    /// As for `write_split`; `src` points to a valid value whose
    /// ownership moves to `slot`.
    #[inline(always)]
    pub unsafe fn move_split(slot: *mut Value, src: *const Value) {
        // SAFETY: the kind byte of a valid value is initialised, a bool's
        // byte too when it is a bool; the payload word is moved as
        // maybe-uninitialised bytes (padding for the kinds without one).
        unsafe {
            let kind = (src as *const u8).read();
            let lo = if kind == layout::BOOL {
                kind as u64 | ((src as *const u8).add(layout::BOOL_AT as usize).read() as u64) << 8
            } else {
                kind as u64
            };
            let hi = (src as *const std::mem::MaybeUninit<u64>).add(1).read();
            (slot as *mut u64).write(lo);
            (slot as *mut std::mem::MaybeUninit<u64>).add(1).write(hi);
        }
    }

    #[inline]
    pub fn str(b: &[u8]) -> Value {
        Value::Str(PStr::new(b))
    }
    /// Its kind byte ([`layout`]'s constants: the variant's index).
    #[inline(always)]
    pub fn kind(&self) -> u8 {
        // SAFETY: `repr(u8)`: the discriminant is the value's first byte.
        unsafe { *(self as *const Value as *const u8) }
    }

    /// Holds a refcounted heap value (dropping it does something).
    #[inline(always)]
    pub fn is_heap(&self) -> bool {
        matches!(
            self,
            Value::Str(_) | Value::Arr(_) | Value::Obj(_) | Value::Ref(_) | Value::Res(_)
        )
    }
    /// Drops the value in slot `p` and leaves the slot Undef: a string
    /// that other handles still hold (an argument, a key) only loses one
    /// count, inline, and so does an object in the same case that is
    /// already a buffered cycle root (a method's `$this`,
    /// `PObj::release_unless_last`); other heap values are dropped;
    /// scalars need nothing.
    ///
    /// # Safety
    /// `p` is a valid, writable slot; its value is not used again.
    #[inline(always)]
    pub unsafe fn clear_slot(p: *mut Value) {
        // SAFETY: the contract: a valid slot, whose value is dropped once
        // (a released string handle is overwritten, not dropped).
        unsafe {
            if (*p).is_heap() {
                let released = match &*p {
                    Value::Str(s) => s.release_unless_last(),
                    Value::Obj(o) => o.release_unless_last(),
                    _ => false,
                };
                if !released {
                    std::ptr::drop_in_place(p);
                }
            }
            std::ptr::write(p, Value::Undef);
        }
    }
    #[inline]
    pub fn is_undef(&self) -> bool {
        matches!(self, Value::Undef)
    }
    #[inline]
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null | Value::Undef)
    }
    /// The value behind a reference (or itself).
    #[inline]
    pub fn deref(&self) -> std::borrow::Cow<'_, Value> {
        match self {
            Value::Ref(r) => std::borrow::Cow::Owned(r.get()),
            v => std::borrow::Cow::Borrowed(v),
        }
    }
    /// A copy with one level of reference removed (what assignment copies).
    #[inline]
    pub fn unref(&self) -> Value {
        match self {
            Value::Ref(r) => r.get(),
            v => v.clone(),
        }
    }
    /// Makes this variable a member of a reference set (`&$x`): the set it
    /// is in already, or a new one holding its value (an undefined
    /// variable becomes null).
    pub fn make_ref(&mut self) -> PRef {
        match self {
            Value::Ref(r) => r.clone(),
            other => {
                let v = std::mem::take(other);
                let r = PRef::new(if v.is_undef() { Value::Null } else { v });
                *other = Value::Ref(r.clone());
                r
            }
        }
    }
    /// PHP's type name as gettype() spells it.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Undef | Value::Null => "NULL",
            Value::Bool(_) => "boolean",
            Value::Int(_) => "integer",
            Value::Float(_) => "double",
            Value::Str(_) => "string",
            Value::Arr(_) => "array",
            Value::Obj(_) => "object",
            Value::Res(r) if r.is_closed() => "resource (closed)",
            Value::Res(_) => "resource",
            Value::Ref(r) => r.get().type_name(),
        }
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}
impl From<i64> for Value {
    fn from(i: i64) -> Value {
        Value::Int(i)
    }
}
impl From<f64> for Value {
    fn from(f: f64) -> Value {
        Value::Float(f)
    }
}
// Values made from bytes share the empty and one-byte strings, as php's
// ZVAL_STRINGL_FAST does (`PStr::copy_of`).
impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::Str(PStr::copy_of(s.as_bytes()))
    }
}
impl From<&[u8]> for Value {
    fn from(s: &[u8]) -> Value {
        Value::Str(PStr::copy_of(s))
    }
}
impl From<Vec<u8>> for Value {
    fn from(s: Vec<u8>) -> Value {
        Value::Str(PStr::copy_of(&s))
    }
}
impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Str(PStr::from(s))
    }
}
impl From<PStr> for Value {
    fn from(s: PStr) -> Value {
        Value::Str(s)
    }
}
impl From<PArr> for Value {
    fn from(a: PArr) -> Value {
        Value::Arr(a)
    }
}

/// A value that may be shared between threads: only scalars and IMMUTABLE
/// strings and arrays (never refcounted, never written) are allowed in.
/// This is what compiled code's literals are made of. `repr(transparent)`:
/// the loop runner (tusk-vm's fast.rs) reads a constant table as `Value`s.
#[repr(transparent)]
pub struct SyncValue(Value);

// SAFETY: SyncValue only holds scalars or immutable heap values, whose
// refcounts and contents are never written after construction.
unsafe impl Sync for SyncValue {}
// SAFETY: as above.
unsafe impl Send for SyncValue {}

impl SyncValue {
    /// Wraps a value; None unless it is a scalar or an immutable string/array.
    pub fn new(v: Value) -> Option<SyncValue> {
        let ok = match &v {
            Value::Undef | Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_) => true,
            Value::Str(s) => s.is_immutable(),
            Value::Arr(a) => a.is_immutable(),
            _ => false,
        };
        ok.then_some(SyncValue(v))
    }
    #[inline]
    pub fn get(&self) -> &Value {
        &self.0
    }
}

impl Clone for SyncValue {
    /// Immutable strings and arrays are never refcounted: a clone shares
    /// them without touching any count.
    fn clone(&self) -> SyncValue {
        SyncValue(self.0.clone())
    }
}

/// A shared null, for functions that hand out `&Value` for missing things.
pub static NULL: SyncValue = SyncValue(Value::Null);

impl std::fmt::Debug for SyncValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod layout_tests {
    use super::{layout, PArr, PRef, PStr, Value};

    #[test]
    fn clone_counts_each_handle_once_and_copies_the_rest() {
        let s = PStr::new(b"abc");
        let a = PArr::from_values(vec![Value::Int(1)]);
        let r = PRef::new(Value::Int(2));
        let vals = [
            Value::Str(s.clone()),
            Value::Arr(a.clone()),
            Value::Ref(r.clone()),
            Value::Bool(true),
            Value::Int(-7),
            Value::Float(0.5),
            Value::Null,
            Value::Undef,
        ];
        let (s0, a0, r0) = (s.refcount(), a.refcount(), r.refcount());
        let copies: Vec<Value> = vals.iter().map(Value::clone).collect();
        assert_eq!(
            (s.refcount(), a.refcount(), r.refcount()),
            (s0 + 1, a0 + 1, r0 + 1)
        );
        for (v, c) in vals.iter().zip(&copies) {
            assert_eq!(bytes(v)[0], bytes(c)[0]);
            assert_eq!(bytes(v)[8..16], bytes(c)[8..16]);
        }
        assert!(matches!(copies[3], Value::Bool(true)));
        drop(copies);
        assert_eq!((s.refcount(), a.refcount(), r.refcount()), (s0, a0, r0));
        let imm = Value::Str(PStr::new_immutable(b"lit"));
        let c = imm.clone();
        assert_eq!(bytes(&imm)[8..16], bytes(&c)[8..16]);
    }

    fn bytes(v: &Value) -> [u8; 16] {
        // SAFETY: a Value is 16 initialised-or-padding bytes; only the
        // bytes the layout module names are compared.
        unsafe { std::mem::transmute_copy(v) }
    }

    #[test]
    fn kinds_and_payloads_sit_where_layout_says() {
        let b = bytes(&Value::Int(0x0102_0304_0506_0708));
        assert_eq!(b[0], layout::INT);
        assert_eq!(&b[8..16], &0x0102_0304_0506_0708i64.to_ne_bytes());
        let b = bytes(&Value::Float(1.5));
        assert_eq!(b[0], layout::FLOAT);
        assert_eq!(&b[8..16], &1.5f64.to_ne_bytes());
        let b = bytes(&Value::Bool(true));
        assert_eq!((b[0], b[layout::BOOL_AT as usize]), (layout::BOOL, 1));
        assert_eq!(bytes(&Value::Undef)[0], layout::UNDEF);
        assert_eq!(bytes(&Value::Null)[0], layout::NULL);
        let s = Value::str(b"xyz");
        assert_eq!(bytes(&s)[0], layout::STR);
        let p = usize::from_ne_bytes(bytes(&s)[8..16].try_into().unwrap());
        // SAFETY: the payload points at the live string's block.
        let len = unsafe { *((p + layout::STR_LEN_AT as usize) as *const usize) };
        assert_eq!(len, 3);
        assert_eq!(bytes(&Value::Arr(Default::default()))[0], layout::ARR);
    }

    #[test]
    fn object_count_sits_where_layout_says() {
        let o = crate::PObj::new_std();
        let v = Value::Obj(o.clone());
        let p = usize::from_ne_bytes(bytes(&v)[8..16].try_into().unwrap());
        assert_eq!(bytes(&v)[0], layout::OBJ);
        let before = std::rc::Rc::strong_count(&o.0);
        // SAFETY: the payload points at the live object's Rc block, whose
        // strong count is raised as a clone would raise it.
        unsafe { *((p + layout::OBJ_RC_AT as usize) as *mut usize) += 1 };
        assert_eq!(std::rc::Rc::strong_count(&o.0), before + 1);
        // SAFETY: a second handle, the one the raised count stands for.
        drop(unsafe { std::mem::transmute::<[u8; 16], Value>(bytes(&v)) });
        assert_eq!(std::rc::Rc::strong_count(&o.0), before);
    }

    #[test]
    fn reference_count_sits_where_layout_says() {
        let r = crate::PRef::new(Value::Int(1));
        let v = Value::Ref(r.clone());
        let p = usize::from_ne_bytes(bytes(&v)[8..16].try_into().unwrap());
        assert_eq!(bytes(&v)[0], layout::REF);
        let before = r.refcount();
        // SAFETY: the payload points at the live reference set's Rc
        // block, whose strong count is raised as a clone would raise it.
        unsafe { *((p + layout::REF_RC_AT as usize) as *mut usize) += 1 };
        assert_eq!(r.refcount(), before + 1);
        // SAFETY: a second handle, the one the raised count stands for.
        drop(unsafe { std::mem::transmute::<[u8; 16], Value>(bytes(&v)) });
        assert_eq!(r.refcount(), before);
    }

    #[test]
    fn take_words_moves_the_value_out() {
        for v in [
            Value::Int(-7),
            Value::Float(2.5),
            Value::Bool(true),
            Value::str(b"abc"),
        ] {
            let want = format!("{v:?}");
            let mut slot = v;
            // SAFETY: a valid value nothing else borrows.
            let w = unsafe { Value::take_words(&mut slot) };
            assert!(matches!(slot, Value::Undef));
            let mut other = std::mem::MaybeUninit::<Value>::uninit();
            // SAFETY: 16 writable bytes holding nothing; the words once.
            let got = unsafe {
                Value::put_words(other.as_mut_ptr(), w);
                other.assume_init()
            };
            assert_eq!(format!("{got:?}"), want);
            let mut slot = got;
            // SAFETY: as above.
            let back = unsafe { Value::from_words(Value::take_words(&mut slot)) };
            assert_eq!(format!("{back:?}"), want);
        }
    }

    #[test]
    fn write_str_makes_the_string_value() {
        let s = crate::PStr::new(b"key_1");
        let mut slot = std::mem::MaybeUninit::<Value>::uninit();
        // SAFETY: the slot is 16 writable bytes holding nothing.
        let v = unsafe {
            Value::write_str(slot.as_mut_ptr(), s.clone());
            slot.assume_init()
        };
        match &v {
            Value::Str(t) => assert!(t.ptr_eq(&s) && t.as_bytes() == b"key_1"),
            _ => panic!("not a string"),
        }
        drop(v);
        assert_eq!(s.as_bytes(), b"key_1");
    }
}
