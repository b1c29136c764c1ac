//! Per-request runtime state: the frame stack, the function and constant
//! tables, statics, included files, handlers. Everything here is discarded
//! with the request; compiled code (`CodeUnit`) is shared and never mutated.

use crate::builtin::{Builtin, Module};
use crate::diag::ErrorLevel;
use crate::sig::Sig;
use crate::stack::SlotStack;
use crate::{Unwind, Vm};
use std::collections::{HashMap, HashSet};
use std::mem::ManuallyDrop;
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::CodeUnit;
use tusk_value::{ops, PObj, PRef, PStr, Value};

/// A fast hasher for the VM's own tables (function names, unit addresses):
/// FxHash's multiply-rotate over 8-byte words. Not for attacker-chosen keys
/// in the server's request parsing.
#[derive(Default, Clone, Copy)]
pub struct FastHash;

pub struct FxHasher(u64);

impl std::hash::BuildHasher for FastHash {
    type Hasher = FxHasher;
    #[inline]
    fn build_hasher(&self) -> FxHasher {
        FxHasher(0)
    }
}

impl std::hash::Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(K);
        }
        for &b in chunks.remainder() {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(K);
        }
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.0 = (self.0.rotate_left(5) ^ n as u64).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FastMap<K, V> = HashMap<K, V, FastHash>;

/// A callable function: user code or a built-in.
#[derive(Clone)]
pub enum Func {
    User(Arc<CodeUnit>),
    Builtin(Rc<BuiltinEntry>),
    Closure(Rc<ClosureData>),
}

/// What a Closure object holds: its code and captured variables (values, or
/// `Value::Ref` for by-reference captures), in the unit's `uses` order.
/// Closures made from named functions and methods (`f(...)`,
/// Closure::fromCallable) may wrap a built-in; see `crate::closure`.
pub struct ClosureData {
    pub func: ClosureFn,
    pub bound: Vec<Value>,
    /// `$this` and the class scope captured where the closure was made.
    pub this: Option<PObj>,
    pub scope: u32,
    pub cls: u32,
    /// Made from a named function or method: its name as var_dump shows
    /// it ("strlen", "A::m"); None for closure literals.
    pub fake: Option<PStr>,
    /// The key of this closure object's static variables in
    /// `Runtime::statics` (0: the unit's, shared).
    pub statics_key: usize,
    /// Those static variables (for var_dump).
    pub statics: Vec<PRef>,
    /// A static closure or one made from a static method: no `$this`.
    pub is_static: bool,
}

/// The code a closure runs.
pub enum ClosureFn {
    /// A closure literal, user function or user method.
    User(Arc<CodeUnit>),
    /// A built-in function.
    Builtin(Rc<BuiltinEntry>),
    /// A built-in method.
    Native(Rc<crate::class::Method>),
    /// `__call`/`__callStatic` standing in for the named method.
    Magic(Rc<crate::class::Method>, PStr),
}

impl ClosureData {
    /// The unit of a user closure.
    pub fn user_unit(&self) -> Option<&Arc<CodeUnit>> {
        match &self.func {
            ClosureFn::User(u) => Some(u),
            _ => None,
        }
    }
}

pub struct BuiltinEntry {
    pub name: &'static str,
    pub sig: Sig,
    pub f: crate::BuiltinFn,
    /// Which arguments may be by reference (`tusk_bytecode::by_ref_mask`).
    pub by_ref_args: u64,
    /// An extension class's method (then `f` is unused).
    pub method: Option<crate::class::ext::MethodFn>,
    /// Its fast form for `CallFused` (see fused.rs), if it has one.
    pub fast: Option<crate::fused::FastFn>,
}

/// A call being prepared (between InitCall and DoCall).
///
/// The callee is private: a user function or method found in the function
/// table, a class or a call-site cache is held *borrowed* (`func_borrowed`):
/// a bitwise copy of the table's `Arc`, never counted and never dropped, so
/// the common call does no atomic reference counting. See [`borrow_unit`]'s
/// invariant. `func()` reads it; `take_func()` hands out an owned handle.
pub struct Pending {
    func: ManuallyDrop<Option<Func>>,
    /// `func` is a borrowed copy (not counted): dropped by forgetting it.
    func_borrowed: bool,
    /// Method calls: `$this`, the method's class and the called class
    /// (`class::NO_CLASS` when none).
    pub this: Option<PObj>,
    pub scope: u32,
    pub cls: u32,
    /// The slot where this call's arguments start: they are staged on top of
    /// the slot stack (`stack[args_base..sp]`) and become the first slots of
    /// the callee's frame without moving.
    pub args_base: usize,
    /// Which arguments may be by reference (see `tusk_bytecode::by_ref_mask`).
    pub by_ref: u64,
    /// Built-in methods and __call: kept inline, so that a call of a
    /// built-in method (a generator's send(), an ArrayIterator's
    /// current()) allocates no record.
    pub native: Option<crate::class::NativeCall>,
    /// Named arguments: rare, so boxed (the common call creates and drops
    /// no heap data).
    pub extra: Option<Box<PendingExtra>>,
}

#[derive(Default)]
pub struct PendingExtra {
    pub named: Vec<(PStr, Value)>,
}

impl Pending {
    #[inline]
    pub fn new(func: Option<Func>, args_base: usize) -> Pending {
        let by_ref = match &func {
            Some(Func::User(u)) => u.by_ref_args,
            Some(Func::Builtin(b)) => b.by_ref_args,
            Some(Func::Closure(c)) => c.user_unit().map_or(0, |u| u.by_ref_args),
            None => 0,
        };
        Pending {
            func: ManuallyDrop::new(func),
            func_borrowed: false,
            this: None,
            scope: crate::class::NO_CLASS,
            cls: crate::class::NO_CLASS,
            args_base,
            by_ref,
            native: None,
            extra: None,
        }
    }

    /// The function to call (None: a built-in method, `__call`, `new`
    /// without a constructor: see `extra`).
    #[inline(always)]
    pub fn func(&self) -> &Option<Func> {
        &self.func
    }

    /// Takes the function out, as an owned handle (a borrowed one is
    /// counted now).
    pub fn take_func(&mut self) -> Option<Func> {
        if std::mem::take(&mut self.func_borrowed) {
            // The borrowed copy is cloned (counted) and forgotten.
            let f = (*self.func).clone();
            self.func = ManuallyDrop::new(None);
            f
        } else {
            std::mem::take(&mut *self.func)
        }
    }

    /// Makes a borrowed function owned (counted): for a record that leaves
    /// the pending stack (a generator's).
    pub fn own_func(&mut self) {
        if self.func_borrowed {
            self.func = ManuallyDrop::new((*self.func).clone());
            self.func_borrowed = false;
        }
    }

    /// Replaces the function (the old one released as it was held).
    pub fn set_func(&mut self, f: Option<Func>) {
        let old = self.take_func();
        drop(old);
        self.func = ManuallyDrop::new(f);
    }

    pub fn extra_mut(&mut self) -> &mut PendingExtra {
        self.extra.get_or_insert_with(Default::default)
    }

    /// Takes the named arguments out (empty for most calls).
    pub fn take_named(&mut self) -> Vec<(PStr, Value)> {
        match &mut self.extra {
            Some(x) => std::mem::take(&mut x.named),
            None => Vec::new(),
        }
    }

    pub fn has_named(&self) -> bool {
        self.extra.as_ref().is_some_and(|x| !x.named.is_empty())
    }

    /// The unit of a plain user call (a user function or method, no named
    /// arguments or native part): DoCall's fast path.
    #[inline(always)]
    pub fn plain_user_unit(&self) -> Option<&Arc<CodeUnit>> {
        match (&*self.func, &self.extra) {
            (Some(Func::User(u)), None) => Some(u),
            _ => None,
        }
    }

    /// Whether the callee is a Closure.
    #[inline(always)]
    pub fn is_closure(&self) -> bool {
        matches!(&*self.func, Some(Func::Closure(_)))
    }
}

impl Runtime {
    /// Takes the top pending record, a plain user call (`plain_user_unit`),
    /// apart without moving it: its unit (as held: borrowed or owned, with
    /// the flag), `$this`, scope, called class and argument base.
    ///
    /// # Safety
    /// The pending stack is not empty and its top record's `func` is
    /// `Some(Func::User(_))`.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    pub unsafe fn take_user_pending(
        &mut self,
    ) -> (
        ManuallyDrop<Arc<CodeUnit>>,
        bool,
        Option<PObj>,
        u32,
        u32,
        usize,
    ) {
        let np = self.pending.len();
        debug_assert!(np > 0);
        // SAFETY: (the caller's contract) record np - 1 is initialised and
        // holds a user function. The length drops first, then each owned
        // field is read exactly once; `extra` owns nothing (None, or it is
        // read too and dropped).
        unsafe {
            self.pending.set_len(np - 1);
            let pp = self.pending.as_mut_ptr().add(np - 1);
            let u = match ManuallyDrop::into_inner(std::ptr::read(&raw const (*pp).func)) {
                Some(Func::User(u)) => ManuallyDrop::new(u),
                _ => std::hint::unreachable_unchecked(),
            };
            drop(std::ptr::read(&raw const (*pp).extra));
            (
                u,
                (*pp).func_borrowed,
                std::ptr::read(&raw const (*pp).this),
                (*pp).scope,
                (*pp).cls,
                (*pp).args_base,
            )
        }
    }

    /// Takes the top pending record, a closure call, apart without moving
    /// it: the closure, `$this` (the Closure object) and the argument base.
    ///
    /// # Safety
    /// The pending stack is not empty and its top record's `func` is
    /// `Some(Func::Closure(_))`.
    #[inline(always)]
    pub unsafe fn take_closure_pending(&mut self) -> (Rc<ClosureData>, Option<PObj>, usize) {
        let np = self.pending.len();
        debug_assert!(np > 0);
        // SAFETY: as in `take_user_pending`; a closure is never borrowed
        // (only user units are), so the Rc read out is owned.
        unsafe {
            self.pending.set_len(np - 1);
            let pp = self.pending.as_mut_ptr().add(np - 1);
            debug_assert!(!(*pp).func_borrowed);
            let c = match ManuallyDrop::into_inner(std::ptr::read(&raw const (*pp).func)) {
                Some(Func::Closure(c)) => c,
                _ => std::hint::unreachable_unchecked(),
            };
            drop(std::ptr::read(&raw const (*pp).extra));
            (c, std::ptr::read(&raw const (*pp).this), (*pp).args_base)
        }
    }
}

impl Drop for Pending {
    #[inline]
    fn drop(&mut self) {
        if !self.func_borrowed {
            // SAFETY: an owned `func` is dropped once, here (the record is
            // being dropped, nothing reads the field again).
            unsafe { ManuallyDrop::drop(&mut self.func) };
        }
    }
}

/// A bitwise, uncounted copy of an `Arc<CodeUnit>` (for `Frame::unit` and
/// `Pending`'s callee on the common call path: no atomic increment at the
/// call, no atomic decrement at the return).
///
/// **Invariant: a borrowed unit comes from the function table, a class's
/// methods, a Closure object the frame keeps alive, or a call-site cache cell
/// filled from those; none of them is removed or replaced while a request
/// runs, and a record holding a borrowed copy never leaves the frame and
/// pending stacks (a generator that takes its frame away makes it owned).**
/// The copy is cloned (counted) when an owned handle is needed, and
/// forgotten, never dropped.
#[inline(always)]
pub fn borrow_unit(u: &Arc<CodeUnit>) -> ManuallyDrop<Arc<CodeUnit>> {
    // SAFETY: a bitwise copy of a live Arc; wrapped in ManuallyDrop it is
    // never dropped (no count taken, none given back), and by the invariant
    // above the original outlives every use of the copy.
    ManuallyDrop::new(unsafe { std::ptr::read(u) })
}

/// A frame's `ret` when a Rust caller wants back the reference a
/// by-reference function returns (`Vm::call_method_ref`), not its value.
pub(crate) const RET_REF: u32 = u32::MAX - 1;

pub struct Frame {
    /// The unit running: owned, or a borrowed copy (`unit_borrowed`; see
    /// [`borrow_unit`]). Cloning it always gives a counted handle.
    pub unit: ManuallyDrop<Arc<CodeUnit>>,
    pub pc: usize,
    pub base: usize,
    /// Caller's slot receiving the return value (or NONE).
    pub ret: u32,
    pub num_args: u32,
    /// Unit key for static variables (0 for an included file's frame).
    pub statics_key: usize,
    /// Offset of this unit's call-site cache cells (usize::MAX: not yet known).
    pub cache_base: usize,
    /// Calls being prepared when the frame started: a caught exception drops
    /// the ones this frame left half-made (and their staged arguments, above
    /// the frame's slots).
    pub pending_base: u32,
    /// Called by the engine or a built-in (callbacks, shutdown functions):
    /// traces show "[internal function]" as its call site.
    pub internal: bool,
    /// `unit` is a borrowed copy, not counted (see [`borrow_unit`]).
    pub unit_borrowed: bool,
    /// The Closure object running in this frame (alive until it returns,
    /// or as long as its generator). Not boxed in `extra`: a closure call
    /// then allocates nothing.
    pub closure: Option<PObj>,
    /// Extra arguments, finally blocks, a caught exception: rare, so boxed.
    pub extra: Option<Box<FrameExtra>>,
    /// Methods and closures: `$this`, the class scope (`self`) and the
    /// called class (`static`); `class::NO_CLASS` outside classes.
    pub this: Option<PObj>,
    pub scope: u32,
    pub cls: u32,
}

impl Drop for Frame {
    #[inline]
    fn drop(&mut self) {
        if !self.unit_borrowed {
            // SAFETY: an owned unit is dropped once, here.
            unsafe { ManuallyDrop::drop(&mut self.unit) };
        }
    }
}

#[derive(Default)]
pub struct FrameExtra {
    /// Arguments passed beyond the declared parameters (func_get_args).
    pub extra_args: Vec<Value>,
    /// Return addresses of finally blocks being run.
    /// (return address, finally block start, the exception pending while
    /// the block runs on the uncaught path).
    pub finally_stack: Vec<(usize, usize, Option<PObj>)>,
    /// The exception being handled by this frame's catch/finally code.
    pub exception: Option<PObj>,
}

impl Frame {
    /// A frame for `unit` whose slots start at `base`; the call-preparation
    /// mark is taken from the runtime at the moment the frame starts.
    #[inline]
    pub fn new(unit: Arc<CodeUnit>, base: usize, ret: u32, num_args: u32, rt: &Runtime) -> Frame {
        let statics_key = Arc::as_ptr(&unit) as usize;
        let cache_base = rt.cache_base_of(&unit);
        Frame {
            unit: ManuallyDrop::new(unit),
            unit_borrowed: false,
            pc: 0,
            base,
            ret,
            num_args,
            statics_key,
            cache_base,
            pending_base: rt.pending.len() as u32,
            internal: false,
            closure: None,
            extra: None,
            this: None,
            scope: crate::class::NO_CLASS,
            cls: crate::class::NO_CLASS,
        }
    }

    pub fn extra_mut(&mut self) -> &mut FrameExtra {
        self.extra.get_or_insert_with(Default::default)
    }

    /// Makes a borrowed unit owned (counted): for a frame that leaves the
    /// frame stack (a generator's).
    pub fn own_unit(&mut self) {
        if self.unit_borrowed {
            // The borrowed copy is overwritten without a drop (ManuallyDrop).
            self.unit = ManuallyDrop::new(Arc::clone(&self.unit));
            self.unit_borrowed = false;
        }
    }

    /// Arguments passed beyond the declared parameters.
    pub fn extra_args(&self) -> &[Value] {
        match &self.extra {
            Some(x) => &x.extra_args,
            None => &[],
        }
    }
}

/// A running generator's object handle on `Runtime::running_gens`: a
/// bitwise, uncounted copy of the handle its resumption was asked with
/// (never dropped). Every resumption is called with a handle that its
/// caller holds until it returns, and the entry is popped before that.
pub struct GenHandle(ManuallyDrop<PObj>);

impl GenHandle {
    #[inline(always)]
    pub fn new(o: &PObj) -> GenHandle {
        // SAFETY: a bitwise copy of a live handle, never dropped (no count
        // taken, none given back); the original outlives the entry (above).
        GenHandle(ManuallyDrop::new(unsafe { std::ptr::read(o) }))
    }

    #[inline(always)]
    pub fn obj(&self) -> &PObj {
        &self.0
    }
}

/// A thread's machine-stack floor for direct calls: `usize::MAX` (above
/// every address) until it is measured, so the check on every call is
/// one compare.
pub struct StackFloor(pub usize);

impl Default for StackFloor {
    fn default() -> Self {
        StackFloor(usize::MAX)
    }
}

#[derive(Default)]
pub struct Runtime {
    /// All frames' slots, then the arguments of calls being prepared;
    /// `stack[sp..]` are Undef and unused.
    pub stack: SlotStack,
    pub sp: usize,
    pub frames: Vec<Frame>,
    pub functions: FastMap<Vec<u8>, Func>,
    /// Call-site caches: where each unit's cells start, by unit id
    /// (usize::MAX: none yet).
    pub cache_bases: Vec<usize>,
    pub call_cache: Vec<Option<Func>>,
    /// Constant values per FetchConst site (same cell numbering; Undef: not
    /// looked up yet).
    pub const_cache: Vec<Value>,
    /// User constants (case-sensitive) and extension constants.
    pub constants: FastMap<Vec<u8>, Value>,
    pub pending: Vec<Pending>,
    /// Generators being run, innermost last (`Yield` suspends the last),
    /// each with its payload (alive as long as the handle next to it).
    pub running_gens: Vec<(GenHandle, *const crate::generator::GenData)>,
    /// Generators suspended in `yield from` while the generator they
    /// delegate to is resumed directly, outermost first: the frame index
    /// at which that resumption runs, and the delegating one's payload
    /// (its frame stays in it). Traces show such a frame below the one at
    /// that index, as php links a delegating generator's frame.
    pub gen_chain: Vec<(usize, *const crate::generator::GenData)>,
    /// The Generator class (set when the built-in classes are registered).
    pub generator_class: Option<Rc<crate::class::Class>>,
    /// The Closure class (set when the built-in classes are registered):
    /// every closure made takes a handle of it.
    pub closure_class: Option<Rc<crate::class::Class>>,
    /// Reusable argument vectors for built-in calls.
    pub args_pool: Vec<Vec<Value>>,
    /// The top of the arguments of the innermost built-in reading them in
    /// place on the slot stack (0: none): unwinding never releases slots
    /// below it (see `Vm::call_builtin_staged`).
    pub builtin_args_top: usize,
    pub statics: HashMap<(usize, u32), PRef>,
    /// Globals that are not CVs of the main script (from `global` in functions).
    pub extra_globals: FastMap<Vec<u8>, PRef>,
    /// The main script's frame has ended: its variables moved to
    /// `extra_globals` (for shutdown functions), in declaration order here
    /// with whether each was a reference (see `Vm::destroy_globals`).
    pub main_done: bool,
    /// A callable being called was checked before (no second deprecation).
    pub callable_checked: bool,
    /// Closure objects given static variables of their own so far.
    pub closure_statics: usize,
    /// The class of WeakMap iterators (see `weak.rs`).
    pub weakmap_iter: Option<Rc<crate::class::Class>>,
    pub global_order: Vec<(Vec<u8>, bool)>,
    /// Variables created at run time in function frames ($$name), by depth.
    pub dyn_vars: HashMap<(usize, Vec<u8>), PRef>,
    pub included: HashSet<String>,
    /// Called with each unit an include or eval is about to run (php's
    /// auto_globals_jit: the auto-globals a unit names are made when it is
    /// compiled); see `Vm::set_unit_hook`.
    pub unit_hook: Option<crate::request::UnitHook>,
    pub shutdown: Vec<(Value, Vec<Value>)>,
    pub error_handlers: Vec<(Value, i64)>,
    pub in_error_handler: bool,
    /// An exception raised where it could not be returned (error handlers).
    pub pending_throw: Option<PObj>,
    /// The typed properties references are bound to, by source tag
    /// (`typed_ref`); the tags of static properties by their address.
    pub type_srcs: HashMap<u64, Rc<crate::typed_ref::TypeSrc>>,
    pub static_tags: HashMap<usize, u64>,
    pub pending_exit: Option<i32>,
    pub loader: Option<Rc<dyn crate::Loader>>,
    pub script_path: String,
    pub memory_limit: i64,
    pub deadline: Option<std::time::Instant>,
    pub max_execution_time: i64,
    pub ops_counter: u32,
    /// Stop before the next instruction (pending exception, memory limit).
    pub interrupt: bool,
    /// The slot stack's reservation ran out (reported at the next interrupt).
    pub stack_overflow: bool,
    /// Depth of built-in -> PHP callbacks (Rust-level nesting).
    pub reentry: usize,
    /// The error a call from compiled code raised, held until that code
    /// has returned its error stop (jit_call.rs).
    pub jit_err: Option<crate::Unwind>,
    /// The machine-stack address below which compiled code makes no more
    /// direct calls (see `Vm::stack_room`).
    pub jit_floor: StackFloor,
    /// This thread's interrupt cell (`tusk_value::mem::interrupt_cell`),
    /// looked up on first use (0 before): see `Vm::interrupt_ptr`.
    pub icell: usize,
    pub ini_original: FastMap<String, PStr>,
    pub last_error_handled: bool,
    /// Declared classes by lower-cased name, and by id.
    pub classes: FastMap<Vec<u8>, Rc<crate::class::Class>>,
    pub class_list: Vec<Rc<crate::class::Class>>,
    /// Property/method call-site caches (same cell numbering as call_cache).
    pub obj_cache: Vec<crate::class::ObjCache>,
    /// Magic property methods running: (object id, name, kind).
    pub magic_guard: Vec<(u32, Box<[u8]>, u8)>,
    /// spl_autoload_register's callables, and classes being autoloaded.
    pub autoloaders: Vec<Value>,
    pub autoloading: Vec<Vec<u8>>,
    /// Class constants being evaluated (class id, name): meeting one again
    /// is a self-referencing constant.
    pub const_eval: Vec<(u32, Box<[u8]>)>,
    /// Set once the built-ins are registered: from then on declared
    /// functions, classes and constants are the request's own, and their
    /// names are kept so that the next request starts without them.
    pub booted: bool,
    pub boot_classes: usize,
    pub user_funcs: Vec<Vec<u8>>,
    pub user_classes: Vec<Vec<u8>>,
    pub user_consts: Vec<Vec<u8>>,
    /// Settings changed since the request started (restored by
    /// `Vm::reset_request`).
    pub ini_changed: Vec<String>,
}

impl Runtime {
    /// Where the call-site cache cells of `unit` start (usize::MAX: none yet).
    #[inline]
    pub fn cache_base_of(&self, unit: &CodeUnit) -> usize {
        self.cache_bases
            .get(unit.id as usize)
            .copied()
            .unwrap_or(usize::MAX)
    }

    /// Drops the slots from `base` up: heap values are released one by one,
    /// scalars need nothing (no drop call per slot on every return).
    /// Slots above `sp` are always Undef, so a new frame only moves `sp`.
    #[inline]
    pub fn truncate_stack(&mut self, base: usize) {
        self.clear_slots_from(base);
    }

    /// `truncate_stack`, always inlined: for the pops of calls made many
    /// times from one place (a callback's return, a direct call's), where
    /// the out-of-line call cost about 15 instructions of a callback's
    /// 40 for its release.
    #[inline(always)]
    pub fn clear_slots_from(&mut self, base: usize) {
        let top = self.sp;
        if base >= top {
            return;
        }
        assert!(top <= self.stack.len());
        // SAFETY: base < top <= the stack's valid length (checked above).
        let mut p = unsafe { self.stack.as_mut_ptr().add(base) };
        // SAFETY: as above; one past the last slot to release.
        let end = unsafe { self.stack.as_mut_ptr().add(top) };
        while p < end {
            // SAFETY: base <= p < top: a valid slot. The slot stack never
            // moves, and dropping a value cannot reach the VM (destructors
            // are deferred), so the pointers stay valid. The value is
            // dropped once (heap values only: a scalar owns nothing) and
            // the slot is overwritten with Undef without reading it again.
            unsafe {
                Value::clear_slot(p);
                p = p.add(1);
            }
        }
        self.sp = base;
    }

    /// Pushes a frame record (the call path's `frames.push`, kept inline:
    /// the record is written in place).
    #[inline(always)]
    pub fn push_frame_record(&mut self, f: Frame) {
        if self.frames.len() == self.frames.capacity() {
            self.frames.reserve(16);
        }
        let n = self.frames.len();
        // SAFETY: there is spare capacity for one more record (reserved
        // above); slot n is written before the length covers it.
        unsafe {
            self.frames.as_mut_ptr().add(n).write(f);
            self.frames.set_len(n + 1);
        }
    }

    /// Pushes the frame of a user call whose slots start at `base`, written
    /// field by field straight into the frame stack: a `Frame` value built
    /// first and then pushed is assembled on the machine stack and copied
    /// (88 bytes, ~25 instructions per call). Same record as `Frame::new`.
    ///
    /// Methods and closures: `this`, `scope` and `cls` as for
    /// `set_method_context` (`$this` also goes to the unit's `$this` slot);
    /// `class::NO_CLASS` and None for plain functions.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn push_user_frame(
        &mut self,
        unit: ManuallyDrop<Arc<CodeUnit>>,
        unit_borrowed: bool,
        base: usize,
        ret: u32,
        num_args: u32,
        this: Option<PObj>,
        scope: u32,
        cls: u32,
    ) {
        if self.frames.len() == self.frames.capacity() {
            self.frames.reserve(16);
        }
        let cls = if cls == crate::class::NO_CLASS
            && (this.is_some() || scope != crate::class::NO_CLASS)
        {
            crate::class::called_class_of(&this, scope)
        } else {
            cls
        };
        if let Some(o) = &this {
            let ts = unit.this_slot;
            if ts != tusk_bytecode::NONE {
                let i = base + ts as usize;
                debug_assert!(i < self.sp);
                // SAFETY: the frame's slots (base..base + num_slots) were
                // made valid by `set_frame_top` before the push, and the
                // `$this` slot is one of them.
                crate::interp::store(
                    unsafe { &mut *self.stack.as_mut_ptr().add(i) },
                    Value::Obj(o.clone()),
                );
            }
        }
        let statics_key = Arc::as_ptr(&unit) as usize;
        let cache_base = self.cache_base_of(&unit);
        let pending_base = self.pending.len() as u32;
        let n = self.frames.len();
        // SAFETY: there is spare capacity for one more record (reserved
        // above), so `p` points at allocated, unused memory; every field is
        // written before the length covers the record.
        unsafe {
            let p = self.frames.as_mut_ptr().add(n);
            (&raw mut (*p).unit).write(unit);
            (&raw mut (*p).unit_borrowed).write(unit_borrowed);
            (&raw mut (*p).pc).write(0);
            (&raw mut (*p).base).write(base);
            (&raw mut (*p).ret).write(ret);
            (&raw mut (*p).num_args).write(num_args);
            (&raw mut (*p).statics_key).write(statics_key);
            (&raw mut (*p).cache_base).write(cache_base);
            (&raw mut (*p).pending_base).write(pending_base);
            (&raw mut (*p).internal).write(false);
            (&raw mut (*p).closure).write(None);
            (&raw mut (*p).extra).write(None);
            (&raw mut (*p).this).write(this);
            (&raw mut (*p).scope).write(scope);
            (&raw mut (*p).cls).write(cls);
            self.frames.set_len(n + 1);
        }
    }

    /// Pushes the pending record of a user function or method call whose
    /// arguments are staged from the current top of the slot stack, written
    /// in place (see `push_user_frame`).
    #[inline(always)]
    pub fn push_user_pending(
        &mut self,
        u: &Arc<CodeUnit>,
        this: Option<PObj>,
        scope: u32,
        cls: u32,
    ) {
        self.push_user_pending_at(u, this, scope, cls, self.sp);
    }

    /// The pending record of a call to plain function `u` (no `$this`, no
    /// class scope), its arguments staged from `args_base` on (the top of
    /// the stack when the call starts).
    #[inline(always)]
    pub fn push_function_pending(&mut self, u: &Arc<CodeUnit>, args_base: usize) {
        self.push_user_pending_at(
            u,
            None,
            crate::class::NO_CLASS,
            crate::class::NO_CLASS,
            args_base,
        );
    }

    /// `push_user_pending` for arguments staged from `args_base` on.
    #[inline(always)]
    pub fn push_user_pending_at(
        &mut self,
        u: &Arc<CodeUnit>,
        this: Option<PObj>,
        scope: u32,
        cls: u32,
        args_base: usize,
    ) {
        // Borrowed: see `borrow_unit` (the callers pass a unit from the
        // function table, a class or a call-site cache).
        let f = Some(Func::User(ManuallyDrop::into_inner(borrow_unit(u))));
        self.push_pending_in_place(f, true, this, (scope, cls), args_base, u.by_ref_args, None);
    }

    /// The pending record of `new` for a class without a constructor: a
    /// call that does nothing (see `do_native_call`).
    pub fn push_no_call(&mut self, args_base: usize) {
        let none = crate::class::NO_CLASS;
        self.push_pending_in_place(None, false, None, (none, none), args_base, 0, None);
    }

    /// Pushes the pending record of a built-in method (or `__call`) call
    /// on `this`, its arguments staged from the current top of the slot
    /// stack, written in place.
    #[inline]
    pub fn push_native_pending(&mut self, this: Option<PObj>, native: crate::class::NativeCall) {
        let none = crate::class::NO_CLASS;
        let sp = self.sp;
        self.push_pending_in_place(None, false, this, (none, none), sp, 0, Some(native));
    }

    /// Pushes a pending record written field by field in its place: one
    /// built on the stack and pushed whole is read back at once with
    /// 16-byte loads, which stall on store forwarding.
    #[inline(always)]
    fn push_pending_in_place(
        &mut self,
        f: Option<Func>,
        borrowed: bool,
        this: Option<PObj>,
        (scope, cls): (u32, u32),
        args_base: usize,
        by_ref: u64,
        native: Option<crate::class::NativeCall>,
    ) {
        if self.pending.len() == self.pending.capacity() {
            self.pending.reserve(16);
        }
        let n = self.pending.len();
        // SAFETY: as in `push_user_frame`: spare capacity for one record,
        // every field written before the length covers it.
        unsafe {
            let p = self.pending.as_mut_ptr().add(n);
            (&raw mut (*p).func).write(ManuallyDrop::new(f));
            (&raw mut (*p).func_borrowed).write(borrowed);
            (&raw mut (*p).this).write(this);
            (&raw mut (*p).scope).write(scope);
            (&raw mut (*p).cls).write(cls);
            (&raw mut (*p).args_base).write(args_base);
            (&raw mut (*p).by_ref).write(by_ref);
            (&raw mut (*p).native).write(native);
            (&raw mut (*p).extra).write(None);
            self.pending.set_len(n + 1);
        }
    }

    /// Reserves `n` Undef slots on top of the stack; returns their base, or
    /// None when the stack's reservation is exhausted.
    #[inline]
    pub fn grow_stack(&mut self, n: usize) -> Option<usize> {
        let base = self.sp;
        let top = base + n;
        if !self.stack.ensure(top) {
            return None;
        }
        self.sp = top;
        Some(base)
    }

    /// Makes the frame starting at `base` (whose first slots may already
    /// hold staged arguments) `n` slots long. None when out of stack.
    #[inline]
    pub fn set_frame_top(&mut self, base: usize, n: usize) -> Option<()> {
        let top = base + n;
        if !self.stack.ensure(top) {
            return None;
        }
        self.sp = top;
        Some(())
    }

    /// Stages an argument of the call being prepared on top of the stack.
    #[inline]
    pub fn push_arg(&mut self, v: Value) {
        let i = self.sp;
        if !self.stack.ensure(i + 1) {
            self.stack_overflow = true;
            self.interrupt = true;
            tusk_value::mem::raise_interrupt();
            return;
        }
        // SAFETY: ensure() made slot i valid; slots at sp and above are Undef,
        // so nothing is overwritten that needs dropping.
        unsafe { self.stack.as_mut_ptr().add(i).write(v) };
        self.sp = i + 1;
    }

    /// Moves the staged arguments `stack[from..sp]` out into `out` and
    /// unstages them.
    pub fn take_args(&mut self, from: usize, out: &mut Vec<Value>) {
        let n = self.sp.saturating_sub(from);
        if n == 0 {
            return;
        }
        assert!(self.sp <= self.stack.len());
        out.reserve(n);
        let len = out.len();
        // SAFETY: slots from..sp are valid (below the initialised length,
        // checked above); they are moved bitwise into `out`'s reserved spare
        // capacity and then overwritten with Undef without being dropped, so
        // every value has exactly one owner afterwards.
        unsafe {
            let src = self.stack.as_mut_ptr().add(from);
            std::ptr::copy_nonoverlapping(src, out.as_mut_ptr().add(len), n);
            out.set_len(len + n);
            for i in 0..n {
                src.add(i).write(Value::Undef);
            }
        }
        self.sp = from;
    }
}

impl Vm {
    /// Registers an extension's functions and constants.
    pub fn register_module(&mut self, m: &'static Module) {
        for b in m.functions {
            self.register_builtin(b);
        }
        for c in m.classes {
            crate::class::ext::register(self, c);
        }
        for (name, v) in m.constants {
            self.rt
                .constants
                .insert(name.as_bytes().to_vec(), v.to_value());
        }
    }

    pub fn register_builtin(&mut self, b: &'static Builtin) {
        let sig = match Sig::parse(b.sig) {
            Ok(s) => s,
            Err(e) => panic!("bad built-in signature {:?}: {}", b.sig, e),
        };
        let name: &'static str = sig.name;
        self.rt.functions.insert(
            name.to_ascii_lowercase().into_bytes(),
            Func::Builtin(Rc::new(BuiltinEntry {
                name,
                by_ref_args: tusk_bytecode::by_ref_mask(
                    sig.params.iter().map(|p| (p.by_ref, p.variadic)),
                ),
                sig,
                f: b.f,
                method: None,
                fast: crate::fused::fast_for(name),
            })),
        );
    }

    pub fn define_constant(&mut self, name: &[u8], v: Value) {
        let key = const_key(name).into_owned();
        if self.rt.constants.insert(key.clone(), v).is_none() && self.rt.booted {
            self.rt.user_consts.push(key);
        }
    }
    pub fn constant(&self, name: &[u8]) -> Option<&Value> {
        self.rt.constants.get(&*const_key(name))
    }
    pub fn function_exists(&self, name: &[u8]) -> bool {
        let n = name.strip_prefix(b"\\").unwrap_or(name);
        self.rt.functions.contains_key(&n.to_ascii_lowercase())
    }
    /// get_defined_functions(): built-in names (sorted) and user function
    /// names in declaration order, lower-cased.
    pub fn defined_functions(&self) -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
        let mut internal: Vec<Vec<u8>> = self
            .rt
            .functions
            .iter()
            .filter(|(_, f)| matches!(f, Func::Builtin(_)))
            .map(|(n, _)| n.clone())
            .collect();
        internal.sort();
        let user = self
            .rt
            .user_funcs
            .iter()
            .filter(|n| matches!(self.rt.functions.get(*n), Some(Func::User(_))))
            .cloned()
            .collect();
        (internal, user)
    }
    pub fn set_loader(&mut self, l: Rc<dyn crate::Loader>) {
        self.rt.loader = Some(l);
    }
    pub fn set_script_path(&mut self, p: &str) {
        self.rt.script_path = p.to_string();
    }

    /// The file and line being executed (for messages).
    pub fn location(&self) -> (String, u32) {
        if let Some(f) = self.rt.frames.last() {
            let line = f
                .unit
                .lines
                .get(f.pc.saturating_sub(1))
                .copied()
                .unwrap_or(0);
            return (f.unit.file.to_string(), line);
        }
        (
            String::from_utf8_lossy(self.cur_file.as_bytes()).into_owned(),
            self.cur_line,
        )
    }

    /// Registers a shutdown function.
    pub fn add_shutdown(&mut self, f: Value, args: Vec<Value>) {
        self.rt.shutdown.push((f, args));
    }
    /// Runs shutdown functions (in order; ones registered meanwhile too).
    pub fn run_shutdown(&mut self) -> Result<(), Unwind> {
        let mut i = 0;
        while i < self.rt.shutdown.len() {
            let (f, args) = self.rt.shutdown[i].clone();
            self.call_value(&f, args)?;
            i += 1;
        }
        Ok(())
    }

    /// Pushes an error handler (set_error_handler); returns the previous one.
    pub fn set_error_handler(&mut self, h: Value, mask: i64) -> Value {
        let prev = self
            .rt
            .error_handlers
            .last()
            .map(|x| x.0.clone())
            .unwrap_or(Value::Null);
        self.rt.error_handlers.push((h, mask));
        prev
    }
    pub fn restore_error_handler(&mut self) {
        self.rt.error_handlers.pop();
    }

    /// Calls the user error handler for a (non-fatal) error, if one applies.
    /// Returns true when it handled the error.
    pub(crate) fn call_error_handler(&mut self, level: ErrorLevel, msg: &str) -> bool {
        self.rt.last_error_handled = false;
        if self.rt.in_error_handler {
            return false;
        }
        let Some((h, mask)) = self.rt.error_handlers.last().cloned() else {
            return false;
        };
        if h.is_null() || mask & level.bit() == 0 {
            return false;
        }
        let (file, line) = self.location();
        self.rt.in_error_handler = true;
        let r = self.call_value(
            &h,
            vec![
                Value::Int(level.bit()),
                Value::from(msg),
                Value::from(file.as_str()),
                Value::Int(line as i64),
            ],
        );
        self.rt.in_error_handler = false;
        match r {
            Ok(v) => {
                let handled = !matches!(v, Value::Bool(false));
                self.rt.last_error_handled = handled;
                handled
            }
            Err(Unwind::Throw(e)) => {
                self.rt.pending_throw = Some(e);
                self.rt.interrupt = true;
                tusk_value::mem::raise_interrupt();
                true
            }
            Err(Unwind::Exit(c)) => {
                self.rt.pending_exit = Some(c);
                self.rt.interrupt = true;
                tusk_value::mem::raise_interrupt();
                true
            }
        }
    }

    /// The memory_limit in bytes (-1: none).
    pub fn memory_limit(&self) -> i64 {
        self.rt.memory_limit
    }

    /// `ini_set` with the side effects of the settings the engine owns.
    /// Returns the old value, or None when the setting is unknown.
    pub fn ini_set(&mut self, name: &str, value: &[u8]) -> Option<PStr> {
        let old = self.ini.get(name).cloned()?;
        let v = PStr::new(value);
        match name {
            "precision" => ops::set_precision(ops::to_int(&Value::Str(v.clone())) as i32),
            "serialize_precision" => {
                ops::set_serialize_precision(ops::to_int(&Value::Str(v.clone())) as i32)
            }
            "error_reporting" => self.error_reporting = ops::to_int(&Value::Str(v.clone())),
            "memory_limit" => {
                let n = parse_quantity(&String::from_utf8_lossy(value));
                self.rt.memory_limit = n;
                tusk_value::mem::set_limit(if n > 0 { Some(n as usize) } else { None });
            }
            "zend.enable_gc" => {
                tusk_value::gc::set_enabled(ini_bool(value));
            }
            "max_execution_time" => {
                let secs = ops::to_int(&Value::Str(v.clone()));
                self.set_time_limit(secs);
            }
            _ => {}
        }
        self.ini.insert(name.to_string(), v);
        self.ini_gen = next_ini_gen();
        self.rt.ini_changed.push(name.to_string());
        Some(old)
    }

    /// The value a setting had at request start (for ini_restore).
    pub fn ini_original(&self, name: &str) -> Option<PStr> {
        self.rt.ini_original.get(name).cloned()
    }

    /// Remembers the current settings as the request's originals.
    pub fn snapshot_ini(&mut self) {
        self.rt.ini_original = self.ini.clone();
    }

    pub fn set_time_limit(&mut self, secs: i64) {
        self.rt.max_execution_time = secs;
        self.rt.deadline = if secs > 0 {
            Some(std::time::Instant::now() + std::time::Duration::from_secs(secs as u64))
        } else {
            None
        };
    }
}

/// A size such as "128M", "2G", "512k", "-1" in bytes (php's quantity
/// parsing; 0x/0o/0b prefixes are accepted).
pub fn parse_quantity(v: &str) -> i64 {
    let t = v.trim();
    let (neg, rest) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = rest.to_ascii_lowercase();
    let (radix, digits) = if let Some(r) = lower.strip_prefix("0x") {
        (16, r)
    } else if let Some(r) = lower.strip_prefix("0o") {
        (8, r)
    } else if let Some(r) = lower.strip_prefix("0b") {
        (2, r)
    } else {
        (10, lower.as_str())
    };
    let end = digits
        .find(|c: char| !c.is_digit(radix))
        .unwrap_or(digits.len());
    let mut n = i64::from_str_radix(&digits[..end], radix).unwrap_or(0);
    if neg {
        n = -n;
    }
    let mult: i64 = match digits[end..].trim_start().chars().next() {
        Some('k') => 1 << 10,
        Some('m') => 1 << 20,
        Some('g') => 1 << 30,
        _ => 1,
    };
    n.saturating_mul(mult)
}

/// An ini boolean as php reads one: "on", "yes", "true" or a non-zero number.
pub(crate) fn ini_bool(v: &[u8]) -> bool {
    let t = v.trim_ascii();
    [&b"on"[..], b"yes", b"true"]
        .iter()
        .any(|w| t.eq_ignore_ascii_case(w))
        || ops::to_int(&Value::Str(PStr::new(t))) != 0
}

/// A constant's key in the table: php lower-cases its namespace part (the
/// name after the last `\` keeps its case). Borrowed when already so.
pub fn const_key(name: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    match name.iter().rposition(|&c| c == b'\\') {
        Some(i) if name[..i].iter().any(u8::is_ascii_uppercase) => {
            let mut k = name.to_vec();
            k[..i].make_ascii_lowercase();
            std::borrow::Cow::Owned(k)
        }
        _ => std::borrow::Cow::Borrowed(name),
    }
}

/// A fresh settings generation (see `Vm::ini_gen`), unique in the process.
pub fn next_ini_gen() -> u64 {
    static GEN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    GEN.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}
