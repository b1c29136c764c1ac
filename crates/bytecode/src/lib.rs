//! tusk-bytecode: the instruction set and the compiled form of PHP code.
//!
//! Register-based three-address code over frame slots: compiled variables
//! (CVs, one per named local) come first, temporaries after. An operand is a
//! slot number or, with [`CONST_BIT`] set, an index into the unit's constant
//! table. Line numbers live in a side table (`CodeUnit::lines`), never in
//! instructions. A `CodeUnit` is immutable once built and `Send + Sync`, so
//! one compiled script serves every worker thread.
//!
//! Not here: how instructions run (tusk-vm) or how they are produced
//! (tusk-compiler).

pub mod class;
pub mod disasm;
mod ops;

pub use class::{ClassDecl, ClassKind, ConstInit};
pub use ops::*;

use std::sync::Arc;
use tusk_value::{SyncValue, Value};

/// A frame slot number.
pub type Slot = u32;
/// A slot, or a constant when `CONST_BIT` is set.
pub type Operand = u32;
/// Marks an operand as a constant-table index.
pub const CONST_BIT: u32 = 1 << 31;
/// "No operand" (e.g. a discarded result).
pub const NONE: u32 = u32::MAX;

#[inline]
pub fn is_const(o: Operand) -> bool {
    o & CONST_BIT != 0 && o != NONE
}

/// The declared type of a parameter or return value, resolved for checks.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeInfo {
    /// A built-in type name (int, float, string, bool, array, callable,
    /// iterable, object, mixed, void, null, never, false, true, self, static,
    /// parent) or a class name, as written (lower-cased built-ins).
    Named(Box<[u8]>),
    Nullable(Box<TypeInfo>),
    Union(Vec<TypeInfo>),
    Intersection(Vec<TypeInfo>),
}

#[derive(Debug, Clone)]
pub struct ParamInfo {
    pub name: Box<[u8]>,
    pub by_ref: bool,
    pub variadic: bool,
    pub ty: Option<TypeInfo>,
    /// Has a default value (the code for it follows its `RecvInit`).
    pub optional: bool,
    /// A default that is a plain constant (for reflection and fast binding).
    pub default_const: Option<Operand>,
    /// Any other default as a constant expression (for reflection's
    /// getDefaultValue; calls run the code after `RecvDefault`).
    pub default_init: Option<class::ConstInit>,
    /// The default when it names a constant (`PHP_EOL`, `self::A`), as
    /// reflection shows it.
    pub default_name: Option<Box<[u8]>>,
    pub attrs: Vec<class::AttrDecl>,
}

/// One element of an lvalue path (`$a[1]->b[]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathElem {
    Dim(Operand),
    Append,
    Prop(Operand),
}

/// Where an lvalue path starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PathBase {
    /// A compiled variable of this frame.
    Cv(Slot),
    /// A temporary holding an object (for `f()->a[1] = 2`) or a value.
    Tmp(Slot),
    /// A variable variable: the slot holds the name.
    VarVar(Slot),
    /// A static property: class operand (see `CLS_SELF`) and name operand.
    StaticProp(Operand, Operand),
    /// `$GLOBALS[name]`: the slot holds the global variable's name.
    Global(Slot),
}

/// An lvalue: a base and zero or more steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Path {
    pub base: PathBase,
    pub elems: Vec<PathElem>,
    /// A static property base's call-site cache cell (`NONE`: none).
    pub cache: u32,
}

/// The compiled form of one function, method, closure or script body.
#[derive(Debug, Clone)]
pub struct CodeUnit {
    /// Unique in the process (see `next_unit_id`): indexes the per-request
    /// tables of a unit (its call-site cache cells) without hashing.
    pub id: u32,
    /// Function name as declared ("" for the main script).
    pub name: Box<[u8]>,
    pub file: Arc<str>,
    pub ops: Vec<Op>,
    /// Source line of each op (same length as `ops`).
    pub lines: Vec<u32>,
    pub consts: Vec<SyncValue>,
    /// Names of the compiled variables (slots 0..cv_names.len()).
    pub cv_names: Vec<Box<[u8]>>,
    /// Total slots: CVs then temporaries.
    pub num_slots: u32,
    pub params: Vec<ParamInfo>,
    pub return_type: Option<TypeInfo>,
    pub by_ref_return: bool,
    pub is_generator: bool,
    pub strict_types: bool,
    pub paths: Vec<Path>,
    /// Functions declared inside this unit (by `DeclareFunc`), closures
    /// (by `MakeClosure`), in compile order.
    pub children: Vec<Arc<CodeUnit>>,
    /// `static $x = init;` variables: (cv slot, initial value or None).
    pub statics: Vec<(Slot, Option<Operand>)>,
    /// Jump tables for switch on constants: value -> target.
    pub jump_tables: Vec<Vec<(SyncValue, u32)>>,
    /// Names used by calls, constant fetches etc.: index of a runtime cache
    /// cell per call site (the VM keeps the cells per request).
    pub num_cache_slots: u32,
    pub line_start: u32,
    pub line_end: u32,
    /// try blocks, innermost last among overlapping ones.
    pub try_ranges: Vec<TryRange>,
    /// Closures: captured variables (name, by reference), in CV order after
    /// the parameters.
    pub uses: Vec<(Box<[u8]>, bool)>,
    /// An arrow function (captures silently, by value).
    pub is_arrow: bool,
    /// No typed, by-reference or variadic parameters: arguments bind by a
    /// plain move (the fast call path).
    pub simple_params: bool,
    /// The minimum argument count: up to the last parameter without a default.
    pub required_params: u32,
    /// Which arguments may be taken by reference (see `by_ref_mask`).
    pub by_ref_args: u64,
    /// Warnings php prints while compiling (a file's main unit carries those
    /// of all its functions): (deprecation?, message, line).
    pub compile_warnings: Vec<(bool, String, u32)>,
    /// Classes declared in this unit (by `DeclareClass`).
    pub classes: Vec<Arc<ClassDecl>>,
    /// Methods and closures: the CV slot that holds `$this` (NONE: none).
    pub this_slot: u32,
    /// Attributes of the function, method or closure (for reflection).
    pub attrs: Vec<class::AttrDecl>,
    pub doc_comment: Option<Box<[u8]>>,
    /// Native code for this unit's loops, once they ran hot (crates/jit).
    pub jit: JitCell,
}

/// How hot a unit's loops ran and, once compiled, the address of their
/// native code (crates/jit). Shared by every thread that runs the unit; a
/// clone of the unit starts cold.
#[derive(Default)]
pub struct JitCell {
    heat: std::sync::atomic::AtomicU32,
    /// Compilation was asked for (it may still be under way on the
    /// compiler thread).
    claimed: std::sync::atomic::AtomicBool,
    /// The compiled entry (0: compilation was tried and gave nothing).
    code: std::sync::OnceLock<usize>,
}

impl JitCell {
    /// Adds `n` loop iterations; the new total (saturating).
    #[inline]
    pub fn heat(&self, n: u32) -> u32 {
        use std::sync::atomic::Ordering::Relaxed;
        let h = self.heat.load(Relaxed).saturating_add(n);
        self.heat.store(h, Relaxed);
        h
    }
    /// The compiled entry's address: None while not compiled, Some(0) when
    /// compilation gave nothing.
    #[inline]
    pub fn code(&self) -> Option<usize> {
        self.code.get().copied()
    }
    /// Takes the unit's one compilation: true for the first caller only,
    /// so a unit that stays hot while it is compiled is not asked again.
    #[inline]
    pub fn claim(&self) -> bool {
        use std::sync::atomic::Ordering::Relaxed;
        !self.claimed.load(Relaxed) && !self.claimed.swap(true, Relaxed)
    }
    /// Records the compiled entry (the first result stays).
    pub fn set_code(&self, addr: usize) -> usize {
        *self.code.get_or_init(|| addr)
    }
}

impl Clone for JitCell {
    fn clone(&self) -> Self {
        JitCell::default()
    }
}

impl std::fmt::Debug for JitCell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JitCell")
    }
}

/// A try block: ops in `start..end` are covered; an exception jumps to
/// `catch` (the first `Catch` op) or, with no catch, to `finally`.
#[derive(Debug, Clone, Copy)]
pub struct TryRange {
    pub start: u32,
    pub end: u32,
    pub catch: u32,
    pub finally: u32,
    /// Where the finally block ends (its `EndFinally`), or NONE.
    pub finally_end: u32,
}

/// A conservative mask of the arguments a function takes by reference:
/// bit i for parameter i < 63; bit 63 stands for every position from 63 on
/// (set when a parameter there, or a by-reference variadic, may take one).
/// A clear bit means "by value" for sure; a set bit is checked precisely.
pub fn by_ref_mask(params: impl Iterator<Item = (bool, bool)>) -> u64 {
    let mut m = 0u64;
    for (i, (by_ref, variadic)) in params.enumerate() {
        if !by_ref {
            continue;
        }
        if variadic {
            m |= u64::MAX << i.min(63);
        } else {
            m |= 1 << i.min(63);
        }
    }
    m
}

/// A new unit id. Ids are never reused, so a table indexed by id (per
/// request) can never mix up two units.
pub fn next_unit_id() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl CodeUnit {
    #[inline]
    pub fn constant(&self, o: Operand) -> &Value {
        self.consts[(o & !CONST_BIT) as usize].get()
    }
}

// A compiled unit is shared by every worker thread.
const _: fn() = || {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<CodeUnit>();
};

/// The auto-global variables, visible in every scope.
pub fn is_superglobal(name: &[u8]) -> bool {
    matches!(
        name,
        b"_SERVER"
            | b"_GET"
            | b"_POST"
            | b"_COOKIE"
            | b"_FILES"
            | b"_REQUEST"
            | b"_ENV"
            | b"_SESSION"
    )
}
