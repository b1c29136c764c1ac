//! The built-in function interface: what an extension module registers and
//! how a built-in sees its arguments.
//!
//! A built-in is one plain Rust function plus a signature string written in
//! PHP's own declaration syntax, e.g.
//! `"str_pad(string $string, int $length, string $pad_string = \" \", int $pad_type = STR_PAD_RIGHT): string"`.
//! The VM parses each signature once and, before the call, checks the count
//! (ArgumentCountError), coerces every argument to its declared type with
//! php's rules (TypeError, the null deprecation, strict_types), binds named
//! arguments and wraps `&$by_ref` parameters as references. So inside the
//! function `args.str(0)` is already a string. Defaults after `=` are
//! documentation: a missing optional argument is simply absent (`args.len()`).

use crate::{Unwind, Vm};
use tusk_value::{PArr, PRef, PStr, Value};

pub type BResult = Result<Value, Unwind>;
pub type BuiltinFn = fn(&mut Vm, &mut Args) -> BResult;

/// One built-in function.
pub struct Builtin {
    pub sig: &'static str,
    pub f: BuiltinFn,
}

/// A constant value an extension defines.
pub enum ConstVal {
    Int(i64),
    Float(f64),
    Str(&'static str),
    Bool(bool),
    Null,
}

impl ConstVal {
    /// The value (strings immutable: these live as long as the VM).
    pub fn to_value(&self) -> Value {
        match self {
            ConstVal::Int(i) => Value::Int(*i),
            ConstVal::Float(f) => Value::Float(*f),
            ConstVal::Str(s) => Value::Str(PStr::interned(s.as_bytes())),
            ConstVal::Bool(b) => Value::Bool(*b),
            ConstVal::Null => Value::Null,
        }
    }
}

/// A PHP extension: its functions and constants.
pub struct Module {
    pub name: &'static str,
    pub functions: &'static [Builtin],
    pub constants: &'static [(&'static str, ConstVal)],
    /// Built-in classes and interfaces (see `class::ext`), in declaration order.
    pub classes: &'static [crate::class::ext::ClassDef],
}

/// The (already coerced) arguments of a built-in call.
///
/// A built-in called from bytecode reads its arguments where the caller
/// staged them, on the slot stack (no vector taken from a pool, no copy);
/// one called from Rust (callbacks, `Args::new`) reads them from a vector
/// the `Args` owns. Either way `ptr` points at `len` valid values that
/// belong to this call alone.
pub struct Args {
    ptr: *mut Value,
    len: usize,
    /// The backing store when the arguments are not on the slot stack.
    owned: Vec<Value>,
}

impl Args {
    pub fn new(mut vals: Vec<Value>) -> Args {
        // The vector's buffer does not move when the vector does.
        Args {
            ptr: vals.as_mut_ptr(),
            len: vals.len(),
            owned: vals,
        }
    }
    /// Arguments that stay where the caller staged them.
    ///
    /// # Safety
    /// `ptr` must point at `len` initialised values that nothing else reads
    /// or writes while the `Args` lives (the caller owns and releases them
    /// afterwards; the slot stack never moves).
    #[inline]
    pub(crate) unsafe fn in_place(ptr: *mut Value, len: usize) -> Args {
        Args {
            ptr,
            len,
            owned: Vec::new(),
        }
    }
    /// Gives the owned vector back (empty for arguments in place).
    pub(crate) fn into_owned(self) -> Vec<Value> {
        self.owned
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Argument `i` when given (by-ref arguments come as `Value::Ref`).
    #[inline]
    pub fn get(&self, i: usize) -> Option<&Value> {
        self.all().get(i).filter(|v| !v.is_undef())
    }
    /// Argument `i` as given, or Null when absent.
    #[inline]
    pub fn val(&self, i: usize) -> &Value {
        self.get(i).unwrap_or(tusk_value::NULL.get())
    }
    pub fn take(&mut self, i: usize) -> Value {
        self.all_mut()
            .get_mut(i)
            .map(std::mem::take)
            .unwrap_or(Value::Null)
    }
    /// A `string` parameter (coerced by the VM). Panics if the signature lied.
    #[inline]
    pub fn str(&self, i: usize) -> &PStr {
        match self.val(i) {
            Value::Str(s) => s,
            _ => {
                debug_assert!(false, "argument {i} is not a string");
                empty_str()
            }
        }
    }
    #[inline]
    pub fn bytes(&self, i: usize) -> &[u8] {
        self.str(i).as_bytes()
    }
    #[inline]
    pub fn int(&self, i: usize) -> i64 {
        match self.val(i) {
            Value::Int(n) => *n,
            v => {
                debug_assert!(false, "argument {i} is not an int: {v:?}");
                tusk_value::ops::to_int(v)
            }
        }
    }
    #[inline]
    pub fn float(&self, i: usize) -> f64 {
        match self.val(i) {
            Value::Float(f) => *f,
            Value::Int(n) => *n as f64,
            v => {
                debug_assert!(false, "argument {i} is not a float: {v:?}");
                tusk_value::ops::to_float(v)
            }
        }
    }
    #[inline]
    pub fn bool(&self, i: usize) -> bool {
        match self.val(i) {
            Value::Bool(b) => *b,
            v => {
                debug_assert!(false, "argument {i} is not a bool: {v:?}");
                tusk_value::ops::to_bool(v)
            }
        }
    }
    #[inline]
    pub fn arr(&self, i: usize) -> &PArr {
        match self.val(i) {
            Value::Arr(a) => a,
            _ => {
                debug_assert!(false, "argument {i} is not an array");
                empty_arr()
            }
        }
    }
    /// Optional typed arguments: the default when absent or null (for `?type = null`).
    pub fn opt_int(&self, i: usize, d: i64) -> i64 {
        match self.get(i) {
            Some(Value::Int(n)) => *n,
            _ => d,
        }
    }
    pub fn opt_bool(&self, i: usize, d: bool) -> bool {
        match self.get(i) {
            Some(Value::Bool(b)) => *b,
            _ => d,
        }
    }
    pub fn opt_float(&self, i: usize, d: f64) -> f64 {
        match self.get(i) {
            Some(Value::Float(f)) => *f,
            Some(Value::Int(n)) => *n as f64,
            _ => d,
        }
    }
    pub fn opt_str(&self, i: usize) -> Option<&PStr> {
        match self.get(i) {
            Some(Value::Str(s)) => Some(s),
            _ => None,
        }
    }
    /// A `&$param`: the reference cell (read with `.get()`, write with `.set()`).
    pub fn by_ref(&self, i: usize) -> &PRef {
        match self.val(i) {
            Value::Ref(r) => r,
            _ => {
                debug_assert!(false, "argument {i} is not a reference");
                dummy_ref()
            }
        }
    }
    /// The variadic tail from `i` on.
    pub fn rest(&self, i: usize) -> &[Value] {
        self.all().get(i..).unwrap_or(&[])
    }
    #[inline]
    pub fn all(&self) -> &[Value] {
        // SAFETY: `ptr` points at `len` initialised values owned by this
        // call (see `Args::in_place` and `Args::new`).
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
    #[inline]
    fn all_mut(&mut self) -> &mut [Value] {
        // SAFETY: as in `all`; `&mut self` makes the access exclusive.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

// Fallbacks for accessors asked for a type the signature did not promise:
// a wrong signature must not crash a request (debug builds assert instead).
// Each is created once per thread and lives as long as the thread.
thread_local! {
    static EMPTY_STR: &'static PStr = Box::leak(Box::new(PStr::new_immutable(b"")));
    static EMPTY_ARR: &'static PArr = Box::leak(Box::new(PArr::new().into_immutable()));
    static DUMMY_REF: &'static PRef = Box::leak(Box::new(PRef::new(Value::Null)));
}

fn empty_str() -> &'static PStr {
    EMPTY_STR.with(|s| *s)
}

fn empty_arr() -> &'static PArr {
    EMPTY_ARR.with(|a| *a)
}

fn dummy_ref() -> &'static PRef {
    DUMMY_REF.with(|r| *r)
}
