//! The JIT: compiles the loops of a unit to native code with Cranelift.
//!
//! What it compiles is exactly what the loop runner (crates/vm/src/fast.rs)
//! runs: the ops of a loop whose common case needs no call, warning or
//! runtime state. Compiled code has the runner's contract, so the VM can
//! call it wherever it would call the runner:
//!
//! - it is entered at a loop header (a backward jump's target) with the
//!   running frame's slots, and reads and writes those slots in place (the
//!   layout of `Value` is fixed by `tusk_value::layout`);
//! - the hot ops (int and float arithmetic, comparisons, jumps, counters,
//!   moves of scalars) run inline, guarded by kind checks;
//! - when a guard fails, or for the other ops the runner knows (array
//!   reads and writes, concatenation, foreach steps, ...), it calls the
//!   VM's `step` helper, which runs that one op through the runner itself:
//!   one definition of each op's semantics, two ways to reach it;
//! - an op the runner does not handle ends the compiled code with the pc
//!   where the main loop goes on, before the op changed anything;
//! - backward jumps count down a budget and test the memory flag, and
//!   return to the main loop to poll its limits, as the runner does.
//!
//! A function is also compiled from its start, and its calls to user
//! functions go through the `vm_op` helper, which pushes the callee's
//! frame and runs the callee's own compiled code directly (native
//! recursion; the VM's jit_call.rs). Return is the main loop's (or that
//! helper's): compiled code stops at it.
//!
//! Not here: exceptions, anything that needs the VM's state. The code lives
//! as long as the process (units are few and compiled once; a unit that is
//! dropped leaves its code behind).

mod emit;

use cranelift_codegen::ir::{types, AbiParam};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::FunctionBuilderContext;
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{Linkage, Module};
use std::sync::{Arc, Mutex};
use tusk_bytecode::CodeUnit;

/// Compiled code: `(cx, fp, pc, mem_flag) -> stop`. `cx` is passed through
/// to the step helper; `fp` is the frame's first slot; `pc` the loop header
/// to start at; `mem_flag` the byte of the memory-accounting flag. The
/// result is decoded by [`Stop::decode`].
pub type Entry = unsafe extern "C" fn(*const u8, *mut tusk_value::Value, u32, *const u8) -> u64;

/// The VM's single-step helper: `(cx, fp, pc) -> next pc`, or -1 when the
/// op cannot run in the runner (nothing was changed).
pub type Step = unsafe extern "C" fn(*const u8, *mut tusk_value::Value, u32) -> i64;

/// `(base, key, dst, quiet, release) -> 0 | 1`: an array read (1: take
/// the slow path, nothing changed). `dst` may be null.
pub type DimGet = unsafe extern "C" fn(
    *mut tusk_value::Value,
    *const tusk_value::Value,
    *mut tusk_value::Value,
    u32,
    u32,
) -> u32;

/// `(arr, key, src, take) -> 0 | 1`: an array element write.
pub type DimSet = unsafe extern "C" fn(
    *mut tusk_value::Value,
    *const tusk_value::Value,
    *mut tusk_value::Value,
    u32,
) -> u32;

/// `(arr, key, rhs, kind, dst) -> 0 | 1`: `arr[key] op= rhs`.
pub type DimOp = unsafe extern "C" fn(
    *mut tusk_value::Value,
    *const tusk_value::Value,
    *const tusk_value::Value,
    u32,
    *mut tusk_value::Value,
) -> u32;

/// [`DimGet`] with an int key.
pub type DimGetInt =
    unsafe extern "C" fn(*mut tusk_value::Value, i64, *mut tusk_value::Value, u32, u32) -> u32;
/// [`DimSet`] with an int key.
pub type DimSetInt =
    unsafe extern "C" fn(*mut tusk_value::Value, i64, *mut tusk_value::Value, u32) -> u32;
/// [`DimOp`] with an int key.
pub type DimOpInt = unsafe extern "C" fn(
    *mut tusk_value::Value,
    i64,
    *const tusk_value::Value,
    u32,
    *mut tusk_value::Value,
) -> u32;

/// `(cx, cache) -> 0 | -1`: `InitCallFused` of a built-in compiled code
/// can call (-1: return to the main loop at the op).
pub type InitFused = unsafe extern "C" fn(*const u8, u32) -> i64;
/// `(cx, fp, pc) -> next pc | -1`: a fused built-in call and its `DoCall`.
pub type CallFused = unsafe extern "C" fn(*const u8, *mut tusk_value::Value, u32) -> i64;
/// `(cx, ff, a, b, c, dst, meta) -> 1 | 0 | -1`: a fused call's fast form
/// `ff` (named when compiled) on the arguments at `a`, `b`, `c` (null
/// past the last), its result in `dst` (null: dropped). `meta`: bits 0-1
/// the argument count, bits 2-4 which arguments are temporaries
/// (released after the call), bit 5 whether the `InitCallFused` was left
/// out, bits 32-63 the site's cache cell. 1: done; 0: the fast form
/// declined, nothing changed (the call is made the general way); -1: the
/// cell no longer holds the built-in of `ff` and the `InitCallFused` was
/// left out (the main loop runs it).
pub type FusedFast = unsafe extern "C" fn(
    *const u8,
    i64,
    *const tusk_value::Value,
    *const tusk_value::Value,
    *const tusk_value::Value,
    *mut tusk_value::Value,
    i64,
) -> i64;

/// `(base, key, dst) -> 0 | 1`: isset of an array element.
pub type IssetDim = unsafe extern "C" fn(
    *const tusk_value::Value,
    *const tusk_value::Value,
    *mut tusk_value::Value,
) -> u32;
/// `(a, b, dst, negate) -> 0 | 1`: `dst = a === b` (`!==` when
/// `negate`) for operands not both ints or both floats; 1: the slow path.
pub type Identical = unsafe extern "C" fn(
    *const tusk_value::Value,
    *const tusk_value::Value,
    *mut tusk_value::Value,
    u32,
) -> u32;
/// `(fp, it, val, key) -> 0 (fetched) | 1 (end) | -1 (main loop)`.
pub type FeFetch = unsafe extern "C" fn(*mut tusk_value::Value, u32, u32, u32) -> i64;

/// `(cx, cache, sends) -> callee | 0 | -1`: the `InitCall` of a direct
/// call region: the callee to call directly (a user function's unit, or a
/// built-in's entry with its low bit set, and [`BYREF_CALLEE`] too when
/// it takes some arguments by reference; nothing pushed, the arguments
/// are staged inline); 0 (a built-in the region cannot stage for: its
/// pending record pushed, the region runs the general protocol); or -1
/// (nothing done: the main loop makes the call).
pub type CallBegin = unsafe extern "C" fn(*const u8, u32, u32) -> i64;
/// A direct region's callee bit: a built-in taking some arguments by
/// reference, whose sends are all staged by [`StageRef`] (which knows
/// the positions that take a reference).
pub const BYREF_CALLEE: i64 = 2;
/// A `NewObj` begin helper's answer when the class has no constructor
/// and the region sends nothing: the object is made and its `DoCall`
/// (the next op) has nothing to do; compiled code goes on after it.
pub const NEW_DONE: i64 = 4;
/// The `pc` bit compiled code sets for `Helpers::new_plain` when the op
/// after the `DoCall` assigns the new object to a variable
/// (`Assign { dst: NONE, .. }` from the `NewObj`'s slot) and the op after
/// that has a block: the helper may then make the object in place of the
/// variable's own (the assignment done too; its answer the pc after it).
pub const NEW_FUSE: u32 = 1 << 31;
/// `(cx, fp, pc, callee, args_base) -> next pc | -1`: the `Send` or
/// `SendVar` at `pc` of a direct region whose callee has
/// [`BYREF_CALLEE`], or any region's `SendPath`: a variable at a
/// by-reference position is staged as a reference to it, an element at a
/// by-value one as its value, anything else as the stage helper stages
/// it; -1: nothing done (the main loop sends it, with its notices and
/// errors).
pub type StageRef = unsafe extern "C" fn(*const u8, *mut tusk_value::Value, u32, i64, i64) -> i64;
/// `(cx, fp, pc, sends, mode) -> callee | 0 | -1 | VM_ERROR`: the
/// `InitMethodC` or `InitStaticCall` of a direct call region: the callee
/// to call directly; 0 (the op ran and pushed its pending record: the
/// region runs the general protocol; only on a cache miss, and when `mode`
/// has [`BEGIN_GENERAL`]); -1 (nothing done); or `VM_ERROR` (the op raised
/// an error, kept by the VM). `mode`'s low byte is the region's nesting
/// depth (below [`REGION_DEPTH`]).
pub type MethodBegin =
    unsafe extern "C" fn(*const u8, *mut tusk_value::Value, u32, u32, u32) -> i64;
/// `(cx, fp, pc, callee, args_base, depth, dst) -> next pc | -1 |
/// VM_ERROR`: the `DoCall { dst }` at `pc` of a direct call region (-1:
/// nothing done; the pending record is compiled code's to make).
pub type CallDirect =
    unsafe extern "C" fn(*const u8, *mut tusk_value::Value, u32, i64, i64, u32, u32) -> i64;
/// `(cx, callee, args_base, depth)`: leaving a direct call region before
/// its `DoCall`: makes the pending record the general protocol would have.
pub type CallMaterialize = unsafe extern "C" fn(*const u8, i64, i64, u32);

/// The depth a plain function's region passes to `CallMaterialize` (it
/// keeps no callee context).
pub const FUNCTION_REGION: u32 = 0xff;
/// Direct call regions nest this deep at most (`f(g(h($x)))`).
pub const REGION_DEPTH: usize = 3;
/// A begin helper's mode bit: the general protocol is allowed (no
/// enclosing region stages its arguments inline).
pub const BEGIN_GENERAL: u32 = 0x100;

/// Offsets in the context compiled code gets (the VM's `JitCx`, repr(C)):
/// the address of the slot stack's top index, and the stack's first slot.
pub const CX_SP: i32 = 0;
pub const CX_STACK: i32 = 8;

/// The VM's entry points that compiled code calls.
/// Where compiled code finds a property op's inline cache cell and what
/// it must match (the VM's layouts, measured there): a cache hit for
/// `FetchPropC`, `AssignPropC` and `IncDecPropC` runs inline.
#[derive(Clone, Copy, Debug)]
pub struct PropCells {
    /// Offsets in the helpers' context: the VM's pointer, the frame's
    /// first cache cell (a usize) and the frame's class scope (a u32).
    pub cx_vm: i32,
    pub cx_cb: i32,
    pub cx_scope: i32,
    /// The frame's called class (`static`, a u32; `u32::MAX` for none).
    pub cx_cls: i32,
    /// The context's direct slots (one per region depth, `direct_size`
    /// bytes each) and where a slot keeps a method region's `$this` (the
    /// `Rc`'s data pointer, counted; null for none) and the method's
    /// scope (a u32).
    pub cx_direct: i32,
    pub direct_size: i32,
    pub direct_this: i32,
    pub direct_scope: i32,
    /// Offsets in the VM of the buffer pointer and the length of the
    /// table of units' first cache cells (a usize per unit id, all ones
    /// for a unit not run yet).
    pub vm_bases: i32,
    pub vm_bases_len: i32,
    /// Offset in the VM of the property cache's buffer pointer (the
    /// buffer moves when the cache grows, so it is read on each use).
    pub vm_cells: i32,
    /// A cell's size and where it keeps the class record's address (a
    /// usize, 0 when empty), the scope it was filled from (a u32), the
    /// property's slot (a u32), and whether the slot takes any write
    /// (`plain`) and any in-place update (`rw`) unchecked (a byte each).
    pub size: i32,
    pub class_at: i32,
    pub scope_at: i32,
    pub slot_at: i32,
    pub plain_at: i32,
    pub rw_at: i32,
    /// A method cell's user unit (a usize, 0 for none), the method's
    /// scope and the called class (u32s).
    pub unit_at: i32,
    pub mscope_at: i32,
    pub cid_at: i32,
    /// Offset in the VM of the slot stack's count of initialised slots
    /// (a call's staged arguments and frame must fit below it).
    pub vm_stack_init: i32,
    /// The context's direct slot's place for a Closure object (the
    /// `Rc`'s data pointer, counted; null for none) and for its captured
    /// values (a pointer to their first `Value`; null for none).
    pub direct_closure: i32,
    pub direct_bound: i32,
    pub direct_cls: i32,
    /// How a Closure object's user code and context are read (None: not
    /// known yet; a closure call's begin then always runs its helper).
    pub closure: Option<ClosureCells>,
}

/// Where compiled code reads a user closure from a Closure object (the
/// VM's layouts, measured there): an object's payload (an `Rc<dyn Any>`:
/// its block and vtable words, at these offsets from the object's
/// block) is the closure's data when its vtable is `vtable`; the data is
/// `data_at` bytes into the payload's block, and holds its unit (an
/// `Arc`'s word at `unit_at`, `unit_data_at` bytes below the unit's
/// address), its `$this` (an object's block, 0 for none), its captured
/// values' buffer and their number, its scope and its called class (u32s)
/// at these offsets.
#[derive(Clone, Copy, Debug)]
pub struct ClosureCells {
    pub vtable: i64,
    pub block_at: i32,
    pub vtable_at: i32,
    pub data_at: i32,
    pub unit_at: i32,
    pub unit_data_at: i32,
    pub this_at: i32,
    pub bound_ptr_at: i32,
    pub bound_len_at: i32,
    pub scope_at: i32,
    pub cls_at: i32,
}

pub struct Helpers {
    /// The property cache's layout (see `PropCells`).
    pub prop_cells: PropCells,
    pub call_begin: CallBegin,
    pub method_begin: MethodBegin,
    pub call_direct: CallDirect,
    pub call_direct_method: CallDirect,
    pub call_materialize: CallMaterialize,
    /// A direct region's `Send`/`SendVar` beyond the inline cases, with
    /// the step helper's signature (the next pc, or -1).
    pub stage: Step,
    pub stage_ref: StageRef,
    /// `(w0, w1)`: drops the value whose two words these are (what a slot
    /// held before compiled code wrote over it or emptied it).
    pub drop_words: unsafe extern "C" fn(i64, i64),
    /// `(dst, src, interp) -> 0 | 1`: `dst .= src` for a string slot
    /// `dst` and a string (with `interp`, an int too) `src`; 1: the slow
    /// path (nothing changed).
    pub append: unsafe extern "C" fn(*mut tusk_value::Value, *const tusk_value::Value, u32) -> u32,
    /// `(a, b, dst, a_temp) -> 0 | 1`: `dst = a . b` for strings and
    /// ints (`a_temp`: `a` is a temporary, not `b`, whose unshared string
    /// may grow in place); 1: the slow path (nothing changed).
    pub concat: unsafe extern "C" fn(
        *mut tusk_value::Value,
        *const tusk_value::Value,
        *mut tusk_value::Value,
        u32,
    ) -> u32,
    /// `(dst, cap) -> 0`: `NewArray`, an array literal's empty array.
    pub new_array: unsafe extern "C" fn(*mut tusk_value::Value, u32) -> u32,
    /// `(arr, val, temp) -> 0 | 1`: `ArrPush` into a literal's array
    /// (`temp`: `val` is a temporary, moved); 1: the slow path (nothing
    /// changed).
    pub arr_push: unsafe extern "C" fn(*mut tusk_value::Value, *mut tusk_value::Value, u32) -> u32,
    /// Where a built-in's entry (a region's callee, its tag bits cleared)
    /// keeps its 64-bit mask of the argument positions that may be by
    /// reference (bit 63 for every position from 63 on).
    pub by_ref_mask_at: i32,
    /// Calls (`InitCall`, `InitMethodC`, `InitStaticCall`, `Send`,
    /// `SendVar`, `DoCall`), cached property ops and the class and path ops
    /// the main loop's handlers run in place, with the step helper's
    /// signature: the next pc, -1 for the main loop (nothing changed),
    /// [`VM_BAIL_AFTER`] plus the next pc, or [`VM_ERROR`] when the op
    /// raised an error, which the VM keeps until compiled code has returned
    /// [`Stop::Error`].
    pub vm_op: Step,
    /// `vm_op` for `FetchPropC`, `AssignPropC` and `IncDecPropC`: their
    /// cache hits first, without the general helper's dispatch.
    pub prop_op: Step,
    pub isset_dim: IssetDim,
    pub identical: Identical,
    pub fe_fetch: FeFetch,
    pub init_fused: InitFused,
    pub call_fused: CallFused,
    pub fused_fast: FusedFast,
    pub step: Step,
    /// `new C` of a `NewObj` whose next op is the empty `DoCall` (no
    /// arguments): the object made and stored when the site's cache names
    /// a plain class without constructor, the pc after the skipped call
    /// the answer (or, asked with [`NEW_FUSE`], the pc after the
    /// assignment that follows, when it made the object in place of the
    /// variable's); else -1 (nothing done: the region's begin runs it).
    pub new_plain: Step,
    /// `method_begin` for a `NewObj` region start (same answers), without
    /// the method dispatch in front of `new`'s own path.
    pub new_begin: MethodBegin,
    /// `FeFetch` over an object (an iterator or a generator), as `vm_op`
    /// makes it (same answers), without its dispatch.
    pub fe_obj: Step,
    pub dim_get: DimGet,
    pub dim_set: DimSet,
    pub dim_op: DimOp,
    pub dim_get_int: DimGetInt,
    pub dim_set_int: DimSetInt,
    pub dim_op_int: DimOpInt,
}

/// Backward jumps run in compiled code before it returns to poll (the
/// runner's budget).
pub const BUDGET: u32 = 1 << 14;

/// Why compiled code returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// At `pc`, an op to run in the main loop; the number of backward
    /// jumps taken before.
    Op(usize, u32),
    /// After a backward jump to `pc`: the budget ran out or the memory
    /// flag was up.
    Poll(usize),
    /// The op at `pc` raised an error (a call's exception, say); the VM
    /// holds it, and unwinds from that op.
    Error(usize),
}

/// What the `vm_op` helper answers when its op raised an error.
pub const VM_ERROR: i64 = -2;
/// Added to the next pc by a call helper whose op ran but left something
/// for the main loop to do first (an interrupt raised: a deferred
/// destructor, an error handler's exception, the memory limit): compiled
/// code returns there.
pub const VM_BAIL_AFTER: i64 = 1 << 32;

/// The low word of an error stop (an iteration count no stop can have:
/// the budget is far smaller).
pub(crate) const ERROR_MARK: u32 = 0xFFFF_FFFE;

impl Stop {
    pub fn decode(r: u64) -> Stop {
        let pc = (r >> 32) as usize;
        if r as u32 == ERROR_MARK {
            Stop::Error(pc)
        } else if r & 1 != 0 {
            Stop::Poll(pc)
        } else {
            Stop::Op(pc, (r as u32) >> 1)
        }
    }
}

/// The process's JIT: one Cranelift module that owns all code memory.
struct Jit {
    module: JITModule,
    fctx: FunctionBuilderContext,
    count: u32,
}

// SAFETY: the module is only used under the mutex below; the code memory
// it owns is never freed or written after finalisation, and the raw
// pointers inside it refer to that memory only.
unsafe impl Send for Jit {}

static JIT: Mutex<Option<Jit>> = Mutex::new(None);

fn new_jit() -> Option<Jit> {
    let mut flags = settings::builder();
    flags.set("opt_level", "speed").ok()?;
    flags.set("is_pic", "false").ok()?;
    flags.set("use_colocated_libcalls", "false").ok()?;
    flags.set("enable_verifier", "false").ok()?;
    // Entries 16-byte aligned: the VM keeps flags in an entry address's
    // low bits (x64's own minimum is 1: a function without constants
    // would start wherever the one before it ended).
    flags.set("log2_min_function_alignment", "4").ok()?;
    let isa = cranelift_native::builder()
        .ok()?
        .finish(settings::Flags::new(flags))
        .ok()?;
    let builder = JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
    Some(Jit {
        module: JITModule::new(builder),
        fctx: FunctionBuilderContext::new(),
        count: 0,
    })
}

/// A unit's compiled code.
#[derive(Clone)]
pub struct Compiled {
    pub entry: Entry,
    /// A function's code that may be entered at pc 0 (its first op is
    /// compiled): calls run it from the start.
    pub from_start: bool,
    /// A direct call may run it: `from_start`, or a function that only
    /// returns (its code stops at once at the `Return`, which the calling
    /// helper makes; the main loop gains nothing entering it).
    pub callable: bool,
    /// A generator's code that may be entered where it resumes (the op
    /// after a yield; see `emit::resume_points`).
    pub resumes: bool,
    /// The functions compiled inline into it (see `compile`).
    pub inlined: Vec<Arc<CodeUnit>>,
}

/// The most ops a method may have for the calls in its body to be
/// looked at for inlining (`compile`'s `nested`).
pub const NESTED_OPS: usize = 16;

/// Whether `TUSK_JIT_DUMP` asks for the machine code of each compiled
/// unit on stderr (a tool for reading what the JIT made; docs/perf.md).
fn dump_wanted() -> bool {
    static DUMP: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *DUMP.get_or_init(|| {
        std::env::var_os("TUSK_JIT_DUMP").is_some_and(|v| !v.is_empty() && v != "0")
    })
}

/// Compiles the loops of `unit` and, for a function, its body from the
/// start; None when nothing is worth compiling, or when the host has no
/// code generator.
///
/// `fast` gives, for each `CallFused` (by op index), the address of the
/// fast form (a `fn(&[&Value]) -> Option<Value>`) of the built-in its
/// cell holds now, or 0; the code passes it back to `Helpers::fused_fast`,
/// which checks the cell still holds that built-in.
///
/// `builtins` gives, for each `InitCall` (by op index), the built-in its
/// cell holds now, as the begin helper would answer for it (the entry's
/// address with its tags) and the positions it takes by reference, or
/// (0, 0): the sends of a region whose begin helper answers that callee
/// then stage each argument without reading the entry's mask.
///
/// `callees` names, for each `InitCall`, `InitStaticCall` and `InitMethodC` of the unit
/// (by op index), the user function or method its call site resolves to
/// now, if any: calls of a small
/// enough one are compiled inline (behind a guard that the site still
/// calls it), and a method call region's begin checks the site's cache
/// cell against the method named there (`emit::method_callees`). The
/// units inlined or named so are in the result's `inlined`: their
/// addresses are in the code, so they must never be freed (a new unit at
/// the same address would pass the guard).
///
/// `nested` gives, for an `InitStaticCall` or `InitMethodC` whose callee
/// has at most [`NESTED_OPS`] ops (by op index), the user method each
/// `InitStaticCall` and `InitMethodC` of that callee resolves to now (by
/// the callee's op index; empty: not known): a callee whose body is
/// plain apart from calls of such methods, each plain itself, is
/// compiled inline with those calls inline too (`emit::nested_inlinable`).
pub fn compile(
    unit: &CodeUnit,
    helpers: &Helpers,
    callees: &[Option<Arc<CodeUnit>>],
    nested: &[Vec<Option<Arc<CodeUnit>>>],
    fast: &[usize],
    builtins: &[(i64, u64)],
) -> Option<Compiled> {
    let plan = emit::Plan::new(unit)?;
    let inline = emit::inline_plan(unit, &plan, callees, nested);
    let known = emit::method_callees(unit, &plan, callees);
    let mut inlined: Vec<Arc<CodeUnit>> = inline
        .iter()
        .zip(&known)
        .zip(callees)
        .filter_map(|((i, k), c)| i.or(*k).and(c.clone()))
        .collect();
    // The methods an inlined body's calls were inlined from: their
    // addresses are in the code too.
    for (i, n) in inline.iter().zip(nested) {
        if i.is_some() {
            inlined.extend(n.iter().flatten().cloned());
        }
    }
    let from_start = plan.enters_at_start();
    let callable = plan.callable(unit);
    let resumes = plan.resumes;
    let mut guard = JIT.lock().unwrap_or_else(|e| e.into_inner());
    if guard.is_none() {
        *guard = Some(new_jit()?);
    }
    let jit = guard.as_mut()?;
    let ptr = jit.module.target_config().pointer_type();
    let mut ctx = jit.module.make_context();
    let sig = &mut ctx.func.signature;
    sig.params.push(AbiParam::new(ptr));
    sig.params.push(AbiParam::new(ptr));
    sig.params.push(AbiParam::new(types::I32));
    sig.params.push(AbiParam::new(ptr));
    sig.returns.push(AbiParam::new(types::I64));
    jit.count += 1;
    let name = format!("tusk_loop_{}", jit.count);
    let id = jit
        .module
        .declare_function(&name, Linkage::Local, &ctx.func.signature)
        .ok()?;
    let cfg = jit.module.target_config();
    emit::build(
        &mut ctx.func,
        &mut jit.fctx,
        unit,
        &plan,
        inline,
        known,
        nested,
        fast,
        builtins,
        ptr,
        helpers,
        cfg,
    );
    let dump = dump_wanted();
    ctx.set_disasm(dump);
    let defined = jit.module.define_function(id, &mut ctx);
    if dump {
        if let Some(vcode) = ctx.compiled_code().and_then(|c| c.vcode.as_ref()) {
            eprintln!(
                "== {name}: {}\n{vcode}",
                String::from_utf8_lossy(&unit.name)
            );
        }
    }
    jit.module.clear_context(&mut ctx);
    defined.ok()?;
    jit.module.finalize_definitions().ok()?;
    let code = jit.module.get_finalized_function(id);
    // SAFETY: the function was built with `Entry`'s signature in the
    // platform's default calling convention (`make_context` uses it), and
    // its memory stays mapped and executable for the process's life.
    let entry = unsafe { std::mem::transmute::<*const u8, Entry>(code) };
    Some(Compiled {
        entry,
        from_start,
        callable,
        resumes,
        inlined,
    })
}
