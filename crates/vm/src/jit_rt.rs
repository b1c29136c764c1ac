//! What compiled loops (crates/jit) call back into: the single-step helper
//! that runs any loop-runner op through the runner itself, direct helpers
//! for the common array ops, and the policy of when a unit is compiled.
//!
//! Every helper either does its op's whole common case, exactly as the
//! loop runner (fast.rs) does it, or changes nothing and says so; compiled
//! code then takes the op's slow path. Not here: code generation.

use crate::fast::{dim_op_at, dup, fe_fetch, isset_dim, run_one, through_ref, KeyRef, Stop};
use crate::interp::store;
use crate::runtime::Func;
use std::cell::{Cell, UnsafeCell};
use std::mem::MaybeUninit;
use std::sync::Arc;
use tusk_bytecode::CodeUnit;
use tusk_bytecode::{Op, NONE};
use tusk_value::{Key, Value};

/// What compiled code passes to its helpers: the VM, the running unit,
/// the frame's cache base and the memory flag.
///
/// The cache cells are found through the VM at each use, never held as
/// slices: a call made from compiled code may give a new unit its cells,
/// and the vectors that hold them move when they grow.
///
/// `repr(C)`: compiled code reads the first two fields (`tusk_jit::CX_SP`,
/// `tusk_jit::CX_STACK`) to stage a direct call's arguments.
#[repr(C)]
pub(crate) struct JitCx<'a> {
    /// `Runtime::sp`'s address.
    pub sp: *mut usize,
    /// The slot stack's first slot (it never moves).
    pub stack: *mut Value,
    pub vm: *mut crate::Vm,
    pub unit: &'a CodeUnit,
    /// The frame's first cell in `Runtime::call_cache` and `const_cache`.
    pub cb: usize,
    pub mem_flag: &'a Cell<bool>,
    /// The method each direct call region being staged will call, by the
    /// region's nesting depth: written by the region's begin helper, read
    /// once by its `DoCall` or by the pending record made when the region
    /// leaves compiled code (so never left holding an object). Kept per
    /// run of compiled code, so that PHP code a helper runs meanwhile (an
    /// error handler) cannot touch it; uninitialised until a begin helper
    /// writes it.
    pub direct: UnsafeCell<[MaybeUninit<DirectSlot>; tusk_jit::REGION_DEPTH]>,
    /// The frame's class scope (`Frame::scope`, fixed while it runs),
    /// which an inline property cache hit must match.
    pub scope: u32,
    /// The frame's called class (`Frame::cls`, fixed while it runs), which
    /// `self::`, `parent::` and `static::` calls resolve through.
    pub cls: u32,
}

/// A direct region's callee context: `$this` (a counted `PObj` given up to
/// a raw pointer; null for none), the method's scope and the called class
/// (plain functions' regions have none), and for a closure's call the
/// Closure object (counted likewise; null for none) and its captured
/// values (the buffer of its `ClosureData::bound`, borrowed: the Closure
/// object kept here holds it; null for none, or when their number is not
/// the unit's `uses`).
#[derive(Clone, Copy)]
pub(crate) struct DirectSlot {
    pub this: *const tusk_value::object::ObjectData,
    pub closure: *const tusk_value::object::ObjectData,
    pub bound: *const Value,
    pub scope: u32,
    pub cls: u32,
}

/// A region's callee context as `take_direct` gives it back: `$this`, the
/// scope, the called class and the Closure object.
pub(crate) type DirectCtx = (Option<tusk_value::PObj>, u32, u32, Option<tusk_value::PObj>);

/// A counted object given up to a raw pointer (null for none).
fn obj_into_raw(o: Option<tusk_value::PObj>) -> *const tusk_value::object::ObjectData {
    o.map_or(std::ptr::null(), |o| {
        let o = std::mem::ManuallyDrop::new(o);
        // SAFETY: the Rc is moved out of a PObj that is never dropped.
        std::rc::Rc::into_raw(unsafe { std::ptr::read(&o.0) })
    })
}

/// The object `obj_into_raw` gave up.
///
/// # Safety
/// `p` came from `obj_into_raw` and is given back once.
unsafe fn obj_from_raw(p: *const tusk_value::object::ObjectData) -> Option<tusk_value::PObj> {
    // SAFETY: the contract.
    (!p.is_null()).then(|| tusk_value::PObj(unsafe { std::rc::Rc::from_raw(p) }))
}

impl JitCx<'_> {
    /// Keeps region depth `d`'s callee context (false: no such depth,
    /// nothing kept; `this` is dropped then).
    #[inline(always)]
    pub(crate) fn set_direct(
        &self,
        d: u32,
        this: Option<tusk_value::PObj>,
        scope: u32,
        cls: u32,
        closure: Option<tusk_value::PObj>,
    ) -> bool {
        if d as usize >= tusk_jit::REGION_DEPTH {
            return false;
        }
        let slot = DirectSlot {
            this: obj_into_raw(this),
            closure: obj_into_raw(closure),
            bound: std::ptr::null(),
            scope,
            cls,
        };
        // SAFETY: the slot is in bounds; nothing else borrows the array
        // (helpers run one at a time and keep no reference into it).
        unsafe { (*self.direct.get())[d as usize].write(slot) };
        true
    }

    /// Notes the captured values of the Closure a region of depth `d`
    /// calls (after its `set_direct`), for a body compiled inline.
    ///
    /// # Safety
    /// `set_direct` kept that depth's context, with the Closure object
    /// whose `bound` buffer `p` is.
    #[inline(always)]
    pub(crate) unsafe fn set_bound(&self, d: u32, p: *const Value) {
        // SAFETY: the contract: the slot (in bounds) was written.
        unsafe { (*self.direct.get())[d as usize].assume_init_mut().bound = p };
    }

    /// Takes region depth `d`'s callee context.
    ///
    /// # Safety
    /// A begin helper kept it (`set_direct`) for the region being finished,
    /// and it was not taken since.
    #[inline(always)]
    pub(crate) unsafe fn take_direct(&self, d: u32) -> DirectCtx {
        // SAFETY: the contract: the slot (in bounds: `set_direct` checked)
        // was written; its counted pointers are given back once.
        unsafe {
            let s = (*self.direct.get())[d as usize].assume_init();
            (
                obj_from_raw(s.this),
                s.scope,
                s.cls,
                obj_from_raw(s.closure),
            )
        }
    }

    /// The unit's constant-fetch cells.
    #[inline(always)]
    fn consts(&self) -> &[Value] {
        // SAFETY: the VM outlives the compiled code's run; the unit's cells
        // (`cache_base_for`) are there, and no helper holds a mutable
        // borrow of the VM while this one lives.
        let cc = unsafe { &(*self.vm).rt.const_cache };
        cc.get(self.cb..self.cb + self.unit.num_cache_slots as usize)
            .unwrap_or(&[])
    }

    /// The unit's call-site cell `cache`.
    #[inline(always)]
    fn call_cell(&self, cache: u32) -> Option<&Func> {
        // SAFETY: as for `consts`.
        let cc = unsafe { &(*self.vm).rt.call_cache };
        cc.get(self.cb + cache as usize)?.as_ref()
    }
}

/// Where compiled code finds a user closure's code, `$this`, scope and
/// captured values from a Closure object (`tusk_jit::ClosureCells`, whose
/// fields these are), measured on the first closure a compiled call site
/// was seen to call (`note_closure_layout`): the vtable of its payload as
/// `dyn Any` is the one compiled code then compares (a closure whose
/// payload was made elsewhere, with another copy of the vtable, only
/// misses the inline path; no other type has that vtable).
static CLOSURE_CELLS: std::sync::OnceLock<tusk_jit::ClosureCells> = std::sync::OnceLock::new();

/// Measures `CLOSURE_CELLS` on Closure object `o` whose payload is `cd`,
/// a user closure's (once per process; nothing done after).
pub(crate) fn note_closure_layout(o: &tusk_value::PObj, cd: &crate::runtime::ClosureData) {
    use crate::runtime::{ClosureData, ClosureFn};
    use std::mem::offset_of;
    if CLOSURE_CELLS.get().is_some() {
        return;
    }
    let (Some(any), ClosureFn::User(u)) = (o.internal(), &cd.func) else {
        return;
    };
    // The payload's `Rc<dyn Any>`: two words, its block and its vtable, in
    // an order std does not specify; the block is the one just below the
    // data pointer.
    // SAFETY: a fat `Rc` is two words (asserted), read as integers.
    const { assert!(std::mem::size_of::<std::rc::Rc<dyn std::any::Any>>() == 16) };
    let words: [usize; 2] = unsafe { std::mem::transmute_copy(any) };
    let thin = std::rc::Rc::as_ptr(any) as *const () as usize;
    let Some(bw) = (0..2).find(|&k| words[k] < thin && thin - words[k] <= 64) else {
        return;
    };
    let obj = tusk_value::object::obj_layout();
    let internal_at = obj.data_at + offset_of!(tusk_value::object::ObjectData, internal) as i32;
    let cd_addr = cd as *const ClosureData as usize;
    let arc_at = u as *const Arc<CodeUnit> as usize;
    // SAFETY: an `Arc` is one word (its block's address), read as an
    // integer.
    const { assert!(std::mem::size_of::<Arc<CodeUnit>>() == 8) };
    let arc_word: usize = unsafe { std::mem::transmute_copy(u) };
    let bound = tusk_value::layout::vec_words::<Value>();
    let bound_at = offset_of!(ClosureData, bound) as i32;
    let _ = CLOSURE_CELLS.set(tusk_jit::ClosureCells {
        vtable: words[1 - bw] as i64,
        block_at: internal_at + 8 * bw as i32,
        vtable_at: internal_at + 8 * (1 - bw) as i32,
        data_at: (thin - words[bw]) as i32,
        unit_at: (arc_at - cd_addr) as i32,
        unit_data_at: (Arc::as_ptr(u) as usize - arc_word) as i32,
        this_at: offset_of!(ClosureData, this) as i32,
        bound_ptr_at: bound_at + bound.ptr_at,
        bound_len_at: bound_at + bound.len_at,
        scope_at: offset_of!(ClosureData, scope) as i32,
        cls_at: offset_of!(ClosureData, cls) as i32,
    });
}

/// The helpers handed to the code generator.
pub(crate) fn helpers() -> tusk_jit::Helpers {
    tusk_jit::Helpers {
        prop_cells: prop_cells(),
        step,
        new_plain,
        dim_get,
        dim_set,
        dim_op: dim_update,
        dim_get_int,
        dim_set_int,
        dim_op_int: dim_update_int,
        init_fused,
        call_fused,
        fused_fast,
        isset_dim: isset_dim_at,
        identical: identical_at,
        fe_fetch: fe_fetch_at,
        vm_op: crate::jit_call::vm_op,
        fe_obj: crate::jit_gen::fe_obj,
        prop_op: crate::jit_call::prop_op,
        call_begin: crate::jit_call::call_begin,
        method_begin: crate::jit_call::method_begin,
        new_begin: crate::jit_call::new_begin,
        call_direct: crate::jit_call::call_direct::<false>,
        call_direct_method: crate::jit_call::call_direct::<true>,
        call_materialize: crate::jit_call::call_materialize,
        stage: crate::jit_call::stage,
        stage_ref: crate::jit_call::stage_ref,
        drop_words,
        append: append_at,
        concat: concat_at,
        new_array: new_array_at,
        arr_push: arr_push_at,
        by_ref_mask_at: std::mem::offset_of!(crate::runtime::BuiltinEntry, by_ref_args) as i32,
    }
}

/// The property cache's layout for compiled code (`tusk_jit::PropCells`).
fn prop_cells() -> tusk_jit::PropCells {
    use crate::class::ObjCache;
    use std::mem::offset_of;
    let cells = tusk_value::layout::vec_words::<ObjCache>().ptr_at;
    let bases = tusk_value::layout::vec_words::<usize>();
    let rt_bases = offset_of!(crate::Vm, rt.cache_bases) as i32;
    tusk_jit::PropCells {
        cx_vm: offset_of!(JitCx, vm) as i32,
        cx_cb: offset_of!(JitCx, cb) as i32,
        cx_scope: offset_of!(JitCx, scope) as i32,
        cx_cls: offset_of!(JitCx, cls) as i32,
        cx_direct: offset_of!(JitCx, direct) as i32,
        direct_size: std::mem::size_of::<MaybeUninit<DirectSlot>>() as i32,
        direct_this: offset_of!(DirectSlot, this) as i32,
        direct_scope: offset_of!(DirectSlot, scope) as i32,
        vm_bases: rt_bases + bases.ptr_at,
        vm_bases_len: rt_bases + bases.len_at,
        vm_cells: (offset_of!(crate::Vm, rt.obj_cache)) as i32 + cells,
        size: std::mem::size_of::<ObjCache>() as i32,
        class_at: offset_of!(ObjCache, class) as i32,
        scope_at: offset_of!(ObjCache, scope) as i32,
        slot_at: offset_of!(ObjCache, slot) as i32,
        plain_at: offset_of!(ObjCache, plain) as i32,
        rw_at: offset_of!(ObjCache, rw) as i32,
        unit_at: offset_of!(ObjCache, unit) as i32,
        mscope_at: offset_of!(ObjCache, mscope) as i32,
        cid_at: offset_of!(ObjCache, cid) as i32,
        vm_stack_init: (offset_of!(crate::Vm, rt.stack) + crate::stack::SlotStack::INIT_AT) as i32,
        direct_closure: offset_of!(DirectSlot, closure) as i32,
        direct_bound: offset_of!(DirectSlot, bound) as i32,
        closure: CLOSURE_CELLS.get().copied(),
        direct_cls: offset_of!(DirectSlot, cls) as i32,
    }
}

const _: () = assert!(
    std::mem::offset_of!(JitCx, sp) == tusk_jit::CX_SP as usize
        && std::mem::offset_of!(JitCx, stack) == tusk_jit::CX_STACK as usize
);

/// `tusk_jit::IssetDim`: `dst = isset(base[key])` (dst: null for none): 0,
/// or 1 for the slow path (nothing changed).
///
/// # Safety
/// `base` and `key` are slots or constants of the running unit, `dst` a
/// slot (or null).
unsafe extern "C" fn isset_dim_at(base: *const Value, key: *const Value, dst: *mut Value) -> u32 {
    // SAFETY: the contract; the borrows end before the write.
    let (b, k) = unsafe { (through_ref(&*base), through_ref(&*key)) };
    let Some(set) = isset_dim(b, k) else {
        return 1;
    };
    if !dst.is_null() {
        // SAFETY: `dst` is a valid slot.
        store(unsafe { &mut *dst }, Value::Bool(set));
    }
    0
}

/// `tusk_jit::Helpers::drop_words`: drops a value given as its two
/// words (what a slot held before compiled code wrote over it or emptied
/// it).
///
/// # Safety
/// The words are a valid value that nothing else owns.
unsafe extern "C" fn drop_words(w0: i64, w1: i64) {
    // SAFETY: the contract; dropping cannot reach the VM (destructors are
    // deferred).
    match unsafe { std::mem::transmute::<[i64; 2], Value>([w0, w1]) } {
        // The common case (`$x = new C` over an object): the object's
        // release with its recycling inline, in a function of its own
        // (so that a string's or an array's drop, the other tail call,
        // pays for none of its registers).
        Value::Obj(o) => release_obj(o),
        v => drop(v),
    }
}

/// `drop_words` of an object (see `PObj::release`).
#[inline(never)]
fn release_obj(o: tusk_value::PObj) {
    o.release();
}

/// `tusk_jit::Helpers::append`: `dst .= src` (see `fast::append`): 0,
/// or 1 for the slow path (nothing changed).
///
/// # Safety
/// `dst` is a slot of the running frame, `src` a slot or a constant of
/// the running unit (it may be `dst`).
unsafe extern "C" fn append_at(dst: *mut Value, src: *const Value, interp: u32) -> u32 {
    // SAFETY: the contract (`append` reads `src` before it writes).
    match unsafe { crate::fast::append(dst, src, interp != 0) } {
        true => 0,
        false => 1,
    }
}

/// `tusk_jit::Helpers::concat`: `dst = a . b` (see `fast::concat`): 0,
/// or 1 for the slow path (nothing changed).
///
/// # Safety
/// `a` and `b` are slots or constants of the running unit (`a` a slot
/// when `a_temp`), `dst` a slot.
unsafe extern "C" fn concat_at(
    a: *mut Value,
    b: *const Value,
    dst: *mut Value,
    a_temp: u32,
) -> u32 {
    // SAFETY: the contract.
    let Some(v) = (unsafe { crate::fast::concat(a, b, a_temp != 0) }) else {
        return 1;
    };
    // SAFETY: `dst` is a valid slot; the operands' borrows have ended.
    store(unsafe { &mut *dst }, v);
    0
}

/// `tusk_jit::Helpers::new_array`: `NewArray { dst, cap }`, an array
/// literal's empty array with room for `cap` elements in slot `dst`.
/// Always 0.
///
/// # Safety
/// `dst` is a slot of the running frame.
unsafe extern "C" fn new_array_at(dst: *mut Value, cap: u32) -> u32 {
    // SAFETY: the contract.
    store(
        unsafe { &mut *dst },
        Value::Arr(tusk_value::PArr::new_literal(cap as usize)),
    );
    0
}

/// `tusk_jit::Helpers::arr_push`: `ArrPush { arr, val }` as the runner
/// runs it (`fast.rs`): the literal's array in slot `arr` gains `val`
/// (moved out of a temporary, `temp`; copied from a variable, through
/// its reference, or from a constant). 0, or 1 for the slow path
/// (nothing changed): not an array, an undefined value (its warning), a
/// temporary holding a reference, or the next key taken (the Error).
///
/// # Safety
/// `arr` is a slot of the running frame, `val` a slot (`temp`: a
/// temporary) or a constant of the running unit, not `arr`.
unsafe extern "C" fn arr_push_at(arr: *mut Value, val: *mut Value, temp: u32) -> u32 {
    // SAFETY: the contract: two distinct valid values.
    let (Value::Arr(a), s) = (unsafe { &mut *arr }, unsafe { &mut *val }) else {
        return 1;
    };
    // A constant (never a temporary) is copied.
    let Some(v) = crate::fast::move_out(s, temp != 0) else {
        return 1;
    };
    match a.make_mut().push(v) {
        Ok(()) => 0,
        Err(v) => {
            if temp != 0 {
                *s = v;
            }
            1
        }
    }
}

/// `tusk_jit::Identical`: `dst = a === b` (`!==` when `negate`) for
/// operands that are not both ints or both floats (those are compiled
/// inline): 0, or 1 for the slow path when either is undefined (its
/// warning is the main loop's; nothing changed).
///
/// # Safety
/// `a` and `b` are slots or constants of the running unit, `dst` a slot
/// (or null).
unsafe extern "C" fn identical_at(
    a: *const Value,
    b: *const Value,
    dst: *mut Value,
    negate: u32,
) -> u32 {
    // SAFETY: the contract; the borrows end before the write.
    let (x, y) = unsafe { (&*a, &*b) };
    if x.is_undef() || y.is_undef() {
        return 1;
    }
    let r = tusk_value::ops::strict_eq(x, y) != (negate != 0);
    if !dst.is_null() {
        // SAFETY: `dst` is a valid slot.
        store(unsafe { &mut *dst }, Value::Bool(r));
    }
    0
}

/// `tusk_jit::FeFetch`: one foreach step (see `fast::fe_fetch`): 0 when an
/// element was fetched, 1 at the end, -1 for the main loop.
///
/// # Safety
/// As for `fast::fe_fetch`.
unsafe extern "C" fn fe_fetch_at(fp: *mut Value, it: u32, val: u32, key: u32) -> i64 {
    // SAFETY: the caller's contract.
    match unsafe { fe_fetch(fp, it, val, key) } {
        Some(true) => 0,
        Some(false) => 1,
        None => -1,
    }
}

/// The fast form of the built-in in call-site cell `cache`, when it is a
/// plain built-in that has one.
#[inline(always)]
fn fast_form(cx: &JitCx, cache: u32) -> Option<crate::fused::FastFn> {
    match cx.call_cell(cache) {
        Some(Func::Builtin(bf)) if bf.sig.plain => bf.fast,
        _ => None,
    }
}

/// `tusk_jit::InitFused`: `InitCallFused` when its cell already holds a
/// plain built-in (the main loop pushes nothing for one either): 0; else
/// -1 (the main loop runs the op).
///
/// # Safety
/// `cx` points to a live `JitCx`.
unsafe extern "C" fn init_fused(cx: *const u8, cache: u32) -> i64 {
    // SAFETY: the caller's contract.
    let cx = unsafe { &*(cx as *const JitCx) };
    match cx.call_cell(cache) {
        Some(Func::Builtin(bf)) if bf.sig.plain => 0,
        _ => -1,
    }
}

/// `tusk_jit::CallFused`: the `CallFused` at `pc` and the `DoCall` after
/// it, when the cell holds a plain built-in, as the main loop's
/// `CallFused` runs it (its fast form first): the pc after the `DoCall`
/// (flagged with `VM_BAIL_AFTER` when the main loop has something to do
/// first), `VM_ERROR` (the error kept in `jit_err`), or -1 (nothing
/// changed; the main loop runs the op).
///
/// # Safety
/// `cx` points to a live `JitCx`, `fp` to its unit's running frame.
unsafe extern "C" fn call_fused(cx: *const u8, fp: *mut Value, pc: u32) -> i64 {
    // SAFETY: the caller's contract.
    let cx = unsafe { &*(cx as *const JitCx) };
    let unit = cx.unit;
    let pc = pc as usize;
    let (Some(&Op::CallFused { cache, a, b, c }), Some(&Op::DoCall { dst })) =
        (unit.ops.get(pc), unit.ops.get(pc + 1))
    else {
        return -1;
    };
    // The fast form first, read out of the cell on its own; the slow path
    // looks the cell up again. Holding the cell's entry across the fast
    // call instead (9c24cdf) made simplecall take 0.75 s instead of 0.51 s
    // at the same instruction count (measured, not explained).
    if let Some(ff) = fast_form(cx, cache) {
        // SAFETY: `fp` is the running frame of `unit` (the contract).
        let r = unsafe { crate::fused::fused_vals(unit, fp, [a, b, c]) }
            .and_then(|(vals, n)| ff(&vals[..n]));
        if r.is_some() {
            // SAFETY: as above; the argument borrows have ended.
            unsafe { crate::fused::release_temps(unit, fp, [a, b, c]) };
            // SAFETY: as above; the result is moved out of `r` where it
            // lies (`store_from`), never copied whole first.
            unsafe { store_result(fp, dst, r) };
            return (pc + 2) as i64;
        }
    }
    // The built-in itself, its arguments staged as the main loop's
    // `CallFused` stages them (an undefined variable warns here).
    let Some(Func::Builtin(bf)) = cx.call_cell(cache) else {
        return -1;
    };
    if !bf.sig.plain {
        return -1;
    }
    let bf = bf.clone();
    // SAFETY: as for `vm_op`: nothing else uses the VM during the helper.
    let vm = unsafe { &mut *cx.vm };
    let fi = vm.rt.frames.len() - 1;
    vm.rt.frames[fi].pc = pc + 1;
    let args_base = vm.stage_fused(unit, fp, [a, b, c]);
    // SAFETY: as above.
    unsafe { vm.jit_builtin_call(bf, args_base, unit.strict_types, fp, dst, pc + 2) }
}

/// `tusk_jit::FusedFast`: a `CallFused`'s fast form, named when its unit
/// was compiled, on its operands' addresses (see the type's contract):
/// what `call_fused` does first, without reading the ops again.
///
/// # Safety
/// `cx` points to a live `JitCx`; `a`, `b`, `c` are the first `meta & 3`
/// operands' addresses (slots of the running frame or the unit's
/// constants); `dst` is null or a slot of the running frame; `ff` is a
/// `FastFn`'s address.
unsafe extern "C" fn fused_fast(
    cx: *const u8,
    ff: i64,
    a: *const Value,
    b: *const Value,
    c: *const Value,
    dst: *mut Value,
    meta: i64,
) -> i64 {
    // SAFETY: the caller's contract.
    let cx = unsafe { &*(cx as *const JitCx) };
    let meta = meta as u64;
    let same = matches!(cx.call_cell((meta >> 32) as u32),
        Some(Func::Builtin(bf)) if bf.sig.plain && bf.fast.map(|f| f as usize) == Some(ff as usize));
    if !same {
        return if meta & 32 != 0 { -1 } else { 0 };
    }
    // SAFETY: `ff` is the address of this built-in's fast form (checked
    // just above against the cell's entry).
    let ff: crate::fused::FastFn = unsafe { std::mem::transmute(ff as usize) };
    let n = (meta & 3) as usize;
    /// An operand as the fast form reads it; None for an undefined
    /// variable (the general path warns about it).
    #[inline(always)]
    fn arg<'a>(p: *const Value) -> Option<&'a Value> {
        // SAFETY: the caller's contract: a live operand.
        match unsafe { &*p } {
            Value::Undef => None,
            Value::Ref(r) => Some(r.peek()),
            v => Some(v),
        }
    }
    let null = tusk_value::NULL.get();
    let mut vals: [&Value; 3] = [null, null, null];
    let ps = [a, b, c];
    let mut k = 0;
    while k < n {
        match arg(ps[k]) {
            Some(v) => vals[k] = v,
            None => return 0,
        }
        k += 1;
    }
    let r = ff(&vals[..n]);
    if r.is_none() {
        return 0;
    }
    let mut k = 0;
    while k < n && meta & 0x1c != 0 {
        if meta >> 2 & (1 << k) != 0 {
            // SAFETY: a temporary slot of the running frame (the
            // contract), read by this call alone; no borrow is live.
            drop(std::mem::take(unsafe { &mut *(ps[k] as *mut Value) }));
        }
        k += 1;
    }
    if dst.is_null() {
        drop(r);
    } else {
        // SAFETY: the contract; the result moves in where it lies.
        unsafe { store_result(dst, 0, r) };
    }
    1
}

/// Stores a fast form's result `r` (Some) in slot `dst` of the frame at
/// `fp` (dropped when `dst` is NONE), moved from where the fast form
/// wrote it (`Value::move_split`): a whole move of the `Option` would
/// read its fresh bytes back in one 16-byte load, which stalls on store
/// forwarding (a third of `call_fused`'s time in str_search).
///
/// # Safety
/// `dst` is NONE or a slot of the running frame at `fp`.
#[inline(always)]
unsafe fn store_result(fp: *mut Value, dst: u32, r: Option<Value>) {
    let r = std::mem::ManuallyDrop::new(r);
    let Some(v) = &*r else {
        return;
    };
    if dst == NONE {
        // SAFETY: `r` is dropped once, here.
        drop(std::mem::ManuallyDrop::into_inner(r));
        return;
    }
    // SAFETY: the contract; the slot's old value is dropped once (a
    // reference is written through, as `store` does), then `v`'s
    // ownership moves into the slot and `r` is never dropped.
    unsafe {
        let slot = fp.add(dst as usize);
        match &*slot {
            Value::Ref(_) => store(
                &mut *slot,
                std::mem::ManuallyDrop::into_inner(r).unwrap_or_default(),
            ),
            old => {
                if old.is_heap() {
                    std::ptr::drop_in_place(slot);
                }
                Value::move_split(slot, v);
            }
        }
    }
}

/// `tusk_jit::Step`: runs op `pc` through the runner; the next pc, or -1
/// when the main loop must run it.
///
/// # Safety
/// `cx` points to a live `JitCx` and `fp` to its unit's running frame, as
/// for `fast::run`.
unsafe extern "C" fn step(cx: *const u8, fp: *mut Value, pc: u32) -> i64 {
    // SAFETY: the caller's contract (compiled code passes through the
    // pointer `Vm::run_loop` gave it).
    let cx = unsafe { &*(cx as *const JitCx) };
    // SAFETY: as above.
    match unsafe { run_one(cx.unit, fp, pc as usize, cx.mem_flag, cx.consts()) } {
        Stop::Step(p) => p as i64,
        _ => -1,
    }
}

/// `tusk_jit::Helpers::new_plain`: the `NewObj` at `pc` (its next op the
/// empty `DoCall`) when its site's class has no constructor (see
/// `Vm::new_plain`): the pc after the call, or -1 (nothing done).
///
/// # Safety
/// As for `step`; `fp` is the running frame of `cx`'s unit.
unsafe extern "C" fn new_plain(cx: *const u8, fp: *mut Value, pc: u32) -> i64 {
    // SAFETY: the caller's contract.
    let cx = unsafe { &*(cx as *const JitCx) };
    // SAFETY: as above: nothing else uses the VM during the helper.
    let vm = unsafe { &mut *cx.vm };
    let fi = vm.rt.frames.len() - 1;
    let fuse = pc & tusk_jit::NEW_FUSE != 0;
    let pc = pc & !tusk_jit::NEW_FUSE;
    match vm.new_plain(cx.unit, fi, fp, pc as usize, fuse) {
        0 => -1,
        n => pc as i64 + n as i64,
    }
}

/// The key of an array access: an int or a string operand (None: the
/// runner does not take it).
///
/// # Safety
/// `key` is a valid slot or constant.
unsafe fn key_of(key: *const Value) -> Option<Key> {
    // SAFETY: the caller's contract.
    crate::fast::plain_key(crate::fast::through_ref(unsafe { &*key }))
}

/// `tusk_jit::DimGet`: `dst = base[key]` for an array in `base` (or in
/// the reference set it belongs to) and an int or string key (FetchDim,
/// FetchDimQuiet with `quiet`); `release` empties `base` after the read
/// (a temporary container). 0 when done, 1 when the op must take its slow
/// path (nothing changed).
///
/// # Safety
/// `base` and `dst` (null: no result) are slots of the running frame,
/// `key` a slot or a constant of the running unit; `dst` may be either.
unsafe extern "C" fn dim_get(
    base: *mut Value,
    key: *const Value,
    dst: *mut Value,
    quiet: u32,
    release: u32,
) -> u32 {
    // SAFETY: the contract; the borrow ends before `dim_read` writes.
    let k = match unsafe { &*key } {
        Value::Ref(r) => r.peek(),
        v => v,
    };
    // SAFETY: the contract.
    unsafe {
        dim_read(base, dst, quiet, release, |arr| match k {
            Value::Int(i) => Ok(arr.get_int(*i)),
            Value::Str(s) => Ok(arr.get_pstr(s)),
            _ => Err(()),
        })
    }
}

/// `tusk_jit::DimGetInt`: [`dim_get`] with an int key.
///
/// # Safety
/// As for [`dim_get`].
unsafe extern "C" fn dim_get_int(
    base: *mut Value,
    key: i64,
    dst: *mut Value,
    quiet: u32,
    release: u32,
) -> u32 {
    // SAFETY: the contract.
    unsafe { dim_read(base, dst, quiet, release, |arr| Ok(arr.get_int(key))) }
}

/// The read of [`dim_get`]: `find` looks the key up (Err: not a key the
/// runner takes).
///
/// # Safety
/// As for [`dim_get`].
#[inline(always)]
unsafe fn dim_read(
    base: *mut Value,
    dst: *mut Value,
    quiet: u32,
    release: u32,
    find: impl FnOnce(&tusk_value::ArrayData) -> Result<Option<&Value>, ()>,
) -> u32 {
    // SAFETY: `base` is a valid slot; the borrow ends before any write.
    let b = match unsafe { &*base } {
        Value::Ref(r) => r.peek(),
        v => v,
    };
    let Value::Arr(arr) = b else {
        return 1;
    };
    let Ok(found) = find(arr) else {
        return 1;
    };
    // A plain match: a helper returning Option<Value> here made the
    // result go through memory in pieces, and the next read of the slot
    // stalled on store forwarding (matrix ran twice as long).
    let v = match found {
        Some(Value::Ref(r)) => dup(r.peek()),
        Some(v) => dup(v),
        // A missing key warns, except for isset/??/empty.
        None if quiet != 0 => Value::Null,
        None => return 1,
    };
    // The result first, then the container released (a distinct slot:
    // `release` is set only when `base` is not `dst`), so that the value
    // goes to its slot straight from registers rather than through the
    // stack across the drop.
    if !dst.is_null() {
        // SAFETY: `dst` is a valid slot, not borrowed.
        store(unsafe { &mut *dst }, v);
    }
    if release != 0 {
        // SAFETY: as above; nothing borrows the slot now.
        drop(std::mem::take(unsafe { &mut *base }));
    }
    0
}

/// `tusk_jit::DimSet`: `arr[key] = src` for an array variable (or one
/// in a reference set) and an int or string key (AssignDim); `take` moves
/// the value out of a temporary `src`. 0 when done, 1 for the slow path
/// (nothing changed).
///
/// # Safety
/// `arr` is a slot of the running frame; `key` and `src` slots or
/// constants of the running unit (`take` only for a slot), not `arr`.
unsafe extern "C" fn dim_set(
    arr: *mut Value,
    key: *const Value,
    src: *mut Value,
    take: u32,
) -> u32 {
    // SAFETY: `key` is valid (the contract).
    match unsafe { key_of(key) } {
        // SAFETY: the contract.
        Some(k) => unsafe { dim_write(arr, k, src, take) },
        None => 1,
    }
}

/// `tusk_jit::DimSetInt`: [`dim_set`] with an int key.
///
/// # Safety
/// As for [`dim_set`].
unsafe extern "C" fn dim_set_int(arr: *mut Value, key: i64, src: *mut Value, take: u32) -> u32 {
    // SAFETY: the contract.
    unsafe { dim_write(arr, Key::Int(key), src, take) }
}

/// The write of [`dim_set`].
///
/// # Safety
/// As for [`dim_set`].
#[inline(always)]
unsafe fn dim_write(arr: *mut Value, k: Key, src: *mut Value, take: u32) -> u32 {
    // SAFETY: `arr` is a valid slot, distinct from `src`.
    let slot = unsafe { &mut *arr };
    match slot {
        Value::Arr(_) => {}
        // Not through an element that is a reference (it may hold this
        // very array): the path walk's.
        Value::Ref(r) if matches!(r.peek(), Value::Arr(a) if !crate::paths::elem_is_ref(a, &k)) => {
        }
        _ => return 1,
    }
    // SAFETY: `src` is valid; only a temporary slot (`take`) is written.
    let v = match unsafe { &*src } {
        Value::Undef | Value::Ref(_) => return 1,
        // SAFETY: as above: `take` is set for slots only.
        _ if take != 0 => std::mem::take(unsafe { &mut *src }),
        s => dup(s),
    };
    match slot {
        Value::Arr(a) => a.make_mut().assign(k, v),
        // An array variable in a reference set (a by-reference
        // parameter): the set's array is written.
        Value::Ref(r) => r.with_mut_same_type(|inner| {
            if let Value::Arr(a) = inner {
                a.make_mut().assign(k, v);
            }
        }),
        _ => {}
    }
    0
}

/// `tusk_jit::DimOp`: `arr[key] op= rhs` (op: a `bin_kind` the runner
/// takes) on an existing number, an int or string key, result to `dst`
/// (null: none). 0 when done, 1 for the slow path (nothing changed).
///
/// # Safety
/// `arr` and `dst` are slots of the running frame, `key` and `rhs` slots
/// or constants of the running unit, neither of them `arr`.
unsafe extern "C" fn dim_update(
    arr: *mut Value,
    key: *const Value,
    rhs: *const Value,
    kind: u32,
    dst: *mut Value,
) -> u32 {
    // SAFETY: `key` is valid (the contract); a string key is only
    // borrowed (its slot is not `arr`'s).
    let kv = match unsafe { &*key } {
        Value::Ref(r) => r.peek(),
        v => v,
    };
    let k = match kv {
        Value::Int(i) => KeyRef::Int(*i),
        Value::Str(s) => KeyRef::Str(s),
        _ => return 1,
    };
    // SAFETY: the contract.
    unsafe { dim_modify(arr, k, rhs, kind, dst) }
}

/// `tusk_jit::DimOpInt`: [`dim_update`] with an int key.
///
/// # Safety
/// As for [`dim_update`].
unsafe extern "C" fn dim_update_int(
    arr: *mut Value,
    key: i64,
    rhs: *const Value,
    kind: u32,
    dst: *mut Value,
) -> u32 {
    // SAFETY: the contract.
    unsafe { dim_modify(arr, KeyRef::Int(key), rhs, kind, dst) }
}

/// The update of [`dim_update`] (1 unless `rhs` is an int or a float).
///
/// # Safety
/// As for [`dim_update`].
#[inline(always)]
unsafe fn dim_modify(
    arr: *mut Value,
    k: KeyRef<'_>,
    rhs: *const Value,
    kind: u32,
    dst: *mut Value,
) -> u32 {
    // SAFETY: `rhs` is valid; a plain copy (an int or a float: nothing to
    // drop) is taken.
    let r = match unsafe { &*rhs } {
        Value::Int(i) => std::mem::ManuallyDrop::new(Value::Int(*i)),
        Value::Float(f) => std::mem::ManuallyDrop::new(Value::Float(*f)),
        _ => return 1,
    };
    // SAFETY: `arr` is a valid slot, distinct from `rhs` and `key`.
    let Value::Arr(a) = (unsafe { &mut *arr }) else {
        return 1;
    };
    let Some(v) = dim_op_at(a, k, kind, &r) else {
        return 1;
    };
    if !dst.is_null() {
        // SAFETY: `dst` is a valid slot; the array borrow has ended.
        store(unsafe { &mut *dst }, v);
    }
    0
}

/// Loop iterations a unit runs in the runner before its loops are
/// compiled: `TUSK_JIT_HOT` (0: at the first loop), `TUSK_JIT=0` turns the
/// JIT off.
/// A unit's code (`JitCell::code`) may be entered at pc 0 (the address's
/// low bit; code is aligned, so its low bits are free).
pub(crate) const FROM_START: usize = 1;
/// Calls to it may be direct (jit_call.rs): by-value parameters, untyped
/// or typed and checked in place, a by-value return, and code that starts
/// at pc 0 (`FROM_START`) or a function that only returns.
pub(crate) const DIRECT: usize = 2;
/// A generator's code that may be entered where it resumes (after a
/// yield; see generator.rs).
pub(crate) const RESUMES: usize = 4;
/// The flags: what to clear from a code address before calling it.
pub(crate) const CODE_FLAGS: usize = FROM_START | DIRECT | RESUMES;

/// Compiles `unit` and records its code in the unit's JIT cell: the
/// entry's address with the flags above, or 0 when there is nothing to
/// compile.
///
/// Never inlined: the compiler thread calls it in a loop, which a profile
/// (tools/pgo-build) finds hot. Inlined there, the code generator would
/// sit inside that loop in one huge function; the fat-LTO build with a
/// profile of the first version of this thread ran for over 40 minutes,
/// mostly in LLVM's loop passes (LCSSA, scalar evolution). Kept out of
/// line, the whole PGO build took 12 minutes in the clean-clone check
/// (docs/perf.md).
#[cold]
#[inline(never)]
pub(crate) fn compile(
    unit: &CodeUnit,
    callees: &[Option<Arc<CodeUnit>>],
    nested: &[Vec<Option<Arc<CodeUnit>>>],
    fast: &[usize],
    builtins: &[(i64, u64)],
) {
    // A fault in the code generator costs the unit its compiled code, not
    // the request.
    let compiled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        tusk_jit::compile(unit, &helpers(), callees, nested, fast, builtins)
    }))
    .unwrap_or(None);
    let code = compiled.map_or(0, |c| {
        // The code holds the inlined units' addresses: they live as long
        // as the code does (the process), like the code itself.
        for u in c.inlined {
            std::mem::forget(u);
        }
        let mut a = c.entry as usize;
        // The flags live in the low bits (the JIT aligns entries to 16);
        // an entry that were not aligned is not used.
        if a & CODE_FLAGS != 0 {
            return 0;
        }
        if c.from_start {
            a |= FROM_START;
        }
        if c.resumes {
            a |= RESUMES;
        }
        if c.callable
            && (unit.simple_params || crate::calls::typed_by_value(unit))
            && !unit.by_ref_return
            && unit.by_ref_args == 0
        {
            a |= DIRECT;
        }
        a
    });
    unit.jit.set_code(code);
}

impl crate::Vm {
    /// Compiles `unit` (see `compile`), with the user functions and
    /// methods its call sites resolve to now (for inlining).
    ///
    /// `fi` is the frame running `unit`. Once a unit's compilation is
    /// asked for it is not asked again; it runs on the compiler thread
    /// ([`background`]) unless the threshold is 0.
    #[cold]
    pub(crate) fn jit_compile(&mut self, unit: &CodeUnit, fi: usize) {
        if !unit.jit.claim() {
            return;
        }
        // The unit's cells, made now if its call ops have not run yet (a
        // function compiled at its first call): its sites' names then
        // still tell which built-ins they call.
        let cb = self.cache_base_for(unit);
        let callees: Vec<Option<Arc<CodeUnit>>> = unit
            .ops
            .iter()
            .enumerate()
            .map(|(i, op)| match *op {
                Op::InitCall { cache, .. } => match self.rt.call_cache.get(cb + cache as usize) {
                    Some(Some(Func::User(u))) => Some(u.clone()),
                    _ => None,
                },
                Op::InitStaticCall { cache, .. } | Op::InitMethodC { cache, .. } => {
                    let e = self.rt.obj_cache.get(cb + cache as usize)?;
                    match &e.method.as_ref()?.body {
                        crate::class::MethodBody::User(u) => Some(u.clone()),
                        _ => None,
                    }
                }
                // `new C(...)` of a class named at the site: its user
                // constructor (the code checks at run time that the
                // region's begin answered that unit).
                Op::NewObj { cls, cache, .. }
                    if cls & tusk_bytecode::CONST_BIT != 0 && cls < tusk_bytecode::CLS_STATIC =>
                {
                    let c = self.rt.obj_cache.get(cb + cache as usize)?.cls.as_ref()?;
                    match &c.magic.ctor.as_ref()?.body {
                        crate::class::MethodBody::User(u) => Some(u.clone()),
                        _ => None,
                    }
                }
                // `$f(...)`: the user closure the variable holds now (the
                // op's operand, or the variable a `Move` just before it
                // copied to that temporary). The code checks at run time
                // that the call's closure runs that unit.
                Op::InitCallDyn { callee } => {
                    let src = match i.checked_sub(1).map(|k| unit.ops[k]) {
                        Some(Op::Move { dst, src }) if dst == callee => src,
                        _ => callee,
                    };
                    if src & tusk_bytecode::CONST_BIT != 0 || src as usize >= unit.cv_names.len() {
                        return None;
                    }
                    let base = self.rt.frames[fi].base;
                    let Value::Obj(o) = &self.rt.stack[base + src as usize] else {
                        return None;
                    };
                    let cd = crate::closure::closure_data_ref(o)?;
                    match &cd.func {
                        crate::runtime::ClosureFn::User(u) => {
                            note_closure_layout(o, cd);
                            Some(u.clone())
                        }
                        _ => None,
                    }
                }
                _ => None,
            })
            .collect();
        // The methods the call sites of each small method callee name now
        // (a method whose body calls methods of its own may be compiled
        // inline with those calls inline too: `tusk_jit::compile`'s
        // `nested`).
        let nested: Vec<Vec<Option<Arc<CodeUnit>>>> = unit
            .ops
            .iter()
            .zip(&callees)
            .map(|(op, c)| match (op, c) {
                (Op::InitStaticCall { .. } | Op::InitMethodC { .. }, Some(u))
                    if u.ops.len() <= tusk_jit::NESTED_OPS =>
                {
                    self.site_methods(u)
                }
                _ => Vec::new(),
            })
            .collect();
        // The fast forms the fused calls' cells hold now (process-wide
        // functions; the code checks each against its cell).
        fn plain_fast(f: &Func) -> usize {
            match f {
                Func::Builtin(b) if b.sig.plain => b.fast.map_or(0, |f| f as usize),
                _ => 0,
            }
        }
        // A cell not filled yet: its site (the `InitCallFused` with that
        // cell), when it names a function without a namespace fallback,
        // names a built-in for good (built-ins cannot be declared again).
        let sites: std::collections::HashMap<u32, u32> = unit
            .ops
            .iter()
            .filter_map(|op| match *op {
                Op::InitCallFused {
                    name,
                    fb: NONE,
                    cache,
                } => Some((cache, name)),
                _ => None,
            })
            .collect();
        // The function call-site cell `cache` holds now or, for a cell not
        // filled yet (a loop later in a script compiled whole), the one its
        // site's name (and namespace fallback) resolves to now.
        let site_func = |cache: u32, site: Option<(u32, u32)>| -> Option<&Func> {
            match self.rt.call_cache.get(cb + cache as usize) {
                Some(Some(f)) => Some(f),
                _ => site.and_then(|(name, fb)| self.site_function(unit, name, fb)),
            }
        };
        let fast: Vec<usize> = unit
            .ops
            .iter()
            .map(|op| match *op {
                Op::CallFused { cache, .. } => {
                    site_func(cache, sites.get(&cache).map(|&name| (name, NONE)))
                        .map_or(0, plain_fast)
                }
                _ => 0,
            })
            .collect();
        // The built-ins the calls' sites name. The code compares each
        // with what its begin helper answers, so a guess that does not
        // hold (a namespaced function declared later) only costs the check.
        let builtins: Vec<(i64, u64)> = unit
            .ops
            .iter()
            .map(|op| match *op {
                Op::InitCall { name, fb, cache } => match site_func(cache, Some((name, fb))) {
                    Some(Func::Builtin(b)) => crate::jit_call::builtin_site(b),
                    _ => (0, 0),
                },
                _ => (0, 0),
            })
            .collect();
        let job = Job {
            unit: Arc::clone(&self.rt.frames[fi].unit),
            callees,
            nested,
            fast,
            builtins,
        };
        debug_assert!(std::ptr::eq(Arc::as_ptr(&job.unit), unit));
        if threshold() > 0 {
            if let Err(job) = background(job) {
                job.compile();
            }
        } else {
            job.compile();
        }
    }
}

impl crate::Vm {
    /// The user method each `InitStaticCall` and `InitMethodC` of `u`
    /// resolves to now (from its cache cell), by op index; none when `u`
    /// has no cells yet (it never ran).
    fn site_methods(&self, u: &CodeUnit) -> Vec<Option<Arc<CodeUnit>>> {
        let cb = self.rt.cache_base_of(u);
        if cb == usize::MAX {
            return Vec::new();
        }
        u.ops
            .iter()
            .map(|op| match *op {
                Op::InitStaticCall { cache, .. } | Op::InitMethodC { cache, .. } => {
                    let e = self.rt.obj_cache.get(cb + cache as usize)?;
                    match &e.method.as_ref()?.body {
                        crate::class::MethodBody::User(u) => Some(u.clone()),
                        _ => None,
                    }
                }
                _ => None,
            })
            .collect()
    }
}

/// A compilation for the compiler thread: the unit, and what its call
/// sites named when it ran hot (see `Vm::jit_compile`).
struct Job {
    unit: Arc<CodeUnit>,
    callees: Vec<Option<Arc<CodeUnit>>>,
    nested: Vec<Vec<Option<Arc<CodeUnit>>>>,
    fast: Vec<usize>,
    builtins: Vec<(i64, u64)>,
}

impl Job {
    fn compile(&self) {
        compile(
            &self.unit,
            &self.callees,
            &self.nested,
            &self.fast,
            &self.builtins,
        );
    }
}

/// Hands `job` to the process's compiler thread (started on first use),
/// so that the thread that ran the unit hot goes on running it in the
/// interpreter and the loop runner meanwhile, and enters the code once
/// it is there (`JitCell::code` is read at each loop and call entry).
/// Cranelift's time is then spent on another core: a large main script
/// took 184 M instructions (about 40 ms) to compile, which the program
/// used to wait for. Err gives the job back when there is no thread (it
/// could not be started): the caller compiles it itself.
fn background(job: Job) -> Result<(), Job> {
    use std::sync::mpsc;
    static QUEUE: std::sync::OnceLock<Option<mpsc::Sender<Job>>> = std::sync::OnceLock::new();
    let queue = QUEUE.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("tusk-jit".into())
            // Cranelift recurses over large functions; the space is only
            // reserved.
            .stack_size(64 << 20)
            .spawn(move || {
                for job in rx {
                    job.compile();
                }
            })
            .ok()
            .map(|_| tx)
    });
    match queue {
        Some(tx) => tx.send(job).map_err(|e| e.0),
        None => Err(job),
    }
}

pub(crate) fn threshold() -> u32 {
    static T: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    *T.get_or_init(|| {
        if std::env::var("TUSK_JIT").is_ok_and(|v| v == "0" || v == "off") {
            return u32::MAX;
        }
        std::env::var("TUSK_JIT_HOT")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1000)
    })
}
