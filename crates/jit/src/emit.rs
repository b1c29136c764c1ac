//! Translation of a unit's loops to Cranelift IR, op by op (lib.rs states
//! the contract). Every op gets a block; an op's fast path reads its
//! operands' kind bytes, and on any surprise (another kind, an overflow, a
//! destination that owns something) jumps to the op's slow block, which
//! calls the VM's step helper for that op before anything was written.
//!
//! Not here: the semantics of the slow cases (fast.rs has them).

use crate::{Helpers, BUDGET};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{
    types, AbiParam, Block, Function, InstBuilder, MemFlagsData, SigRef, Signature, Type,
    Value as V,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch, Variable};

use std::sync::Arc;
use tusk_bytecode::{bin_kind, inc_jmp, CodeUnit, Op, CLS_STATIC, CONST_BIT, NONE};
use tusk_value::{layout, Value};

mod nest;

/// What compiled code does with a reachable op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// A fast path inline, the step helper behind it.
    Native,
    /// The step helper only.
    Generic,
    /// Not the runner's: return to the main loop at this op.
    Bail,
    /// A call op: the VM's `vm_op` helper runs it.
    Vm,
}

fn kind(op: &Op) -> Kind {
    match op {
        Op::Nop {}
        | Op::Move { .. }
        | Op::Assign { .. }
        | Op::IncDec { .. }
        | Op::Add { .. }
        | Op::Sub { .. }
        | Op::Mul { .. }
        | Op::Div { .. }
        | Op::Mod { .. }
        | Op::BitAnd { .. }
        | Op::BitOr { .. }
        | Op::BitXor { .. }
        | Op::Shl { .. }
        | Op::Shr { .. }
        | Op::Lt { .. }
        | Op::Le { .. }
        | Op::Spaceship { .. }
        | Op::Eq { .. }
        | Op::NotEq { .. }
        | Op::Identical { .. }
        | Op::NotIdentical { .. }
        | Op::Not { .. }
        | Op::ToBool { .. }
        | Op::Jmp { .. }
        | Op::JmpZ { .. }
        | Op::JmpNZ { .. }
        | Op::JmpLt { .. }
        | Op::JmpLe { .. }
        | Op::IncJmp { .. }
        | Op::FetchDim { .. }
        | Op::FetchDimQuiet { .. }
        | Op::AssignDim { .. }
        | Op::AssignOpPath { .. }
        | Op::InitCallFused { .. }
        | Op::CallFused { .. }
        | Op::IssetDim { .. }
        | Op::Strlen { .. }
        | Op::Count { .. }
        | Op::JmpNotNull { .. }
        | Op::JmpSet { .. }
        | Op::FeReset { .. }
        | Op::FeFree { .. }
        | Op::RecvDefault { .. }
        | Op::FeFetch { .. } => Kind::Native,
        Op::AssignOp { kind, .. }
            if matches!(*kind, bin_kind::ADD | bin_kind::SUB | bin_kind::MUL) =>
        {
            Kind::Native
        }
        Op::AssignOp {
            kind: bin_kind::CONCAT,
            dst: NONE,
            ..
        }
        | Op::ConcatTo { .. }
        | Op::Concat { .. }
        | Op::NewArray { .. }
        | Op::ArrPush { .. } => Kind::Native,
        Op::MoveQuiet { .. }
        | Op::EmptyVal { .. }
        | Op::Cast { .. }
        | Op::IssetCv { .. }
        | Op::FetchConst { .. }
        | Op::IssetVal { .. }
        | Op::ArrSet { .. }
        | Op::AssignOp { .. } => Kind::Generic,
        Op::InitCall { .. }
        | Op::Send { .. }
        | Op::SendVar { .. }
        | Op::DoCall { .. }
        | Op::FetchPropC { .. }
        | Op::AssignPropC { .. }
        | Op::IncDecPropC { .. }
        | Op::AssignOpPropC { .. }
        | Op::ThisVal { .. }
        | Op::InitMethodC { .. }
        | Op::InitStaticCall { .. }
        | Op::FetchStaticProp { .. }
        | Op::FetchClassConst { .. }
        | Op::InstanceOf { .. }
        | Op::IncDecPath { .. }
        | Op::AssignPath { .. }
        | Op::SendPath { .. }
        | Op::InitCallDyn { .. }
        | Op::NewObj { .. } => Kind::Vm,
        _ => Kind::Bail,
    }
}

/// The two words a literal is sent as, when compiled code sends it
/// itself: its kind word (a bool's byte included) and its payload, None
/// for the pointer of an immutable string or array (never counted, alive
/// as long as the unit), read from the constant where it lies. Anything
/// else: None (the stage helper sends it).
fn literal_words(v: &Value) -> Option<(i64, Option<i64>)> {
    Some(match v {
        Value::Null => (layout::NULL as i64, Some(0)),
        Value::Bool(b) => (
            layout::BOOL as i64 | (*b as i64) << (8 * layout::BOOL_AT),
            Some(0),
        ),
        Value::Int(x) => (layout::INT as i64, Some(*x)),
        Value::Float(f) => (layout::FLOAT as i64, Some(f.to_bits() as i64)),
        Value::Str(s) if s.is_immutable() => (layout::STR as i64, None),
        Value::Arr(a) if a.is_immutable() => (layout::ARR as i64, None),
        _ => return None,
    })
}

/// Where control can go after op `i` runs (the step helper's answers).
fn succs(i: usize, op: &Op) -> Vec<usize> {
    match *op {
        Op::Jmp { t } => vec![t as usize],
        Op::JmpZ { t, .. } | Op::JmpNZ { t, .. } | Op::JmpLt { t, .. } | Op::JmpLe { t, .. } => {
            vec![i + 1, t as usize]
        }
        Op::IncJmp { t, .. } => vec![t as usize, i + 3],
        // With the DoCall that follows it.
        Op::CallFused { .. } => vec![i + 2],
        Op::FeFetch { end, .. } | Op::FeReset { end, .. } => vec![i + 1, end as usize],
        Op::JmpNotNull { t, .. } | Op::JmpSet { t, .. } => vec![i + 1, t as usize],
        Op::RecvDefault { skip, .. } => vec![i + 1, skip as usize],
        _ => vec![i + 1],
    }
}

/// The backward-jump targets of a unit: where the VM enters its loops.
fn loop_heads(unit: &CodeUnit) -> Vec<usize> {
    let mut heads: Vec<usize> = unit
        .ops
        .iter()
        .enumerate()
        .filter_map(|(i, op)| match *op {
            Op::Jmp { t }
            | Op::JmpZ { t, .. }
            | Op::JmpNZ { t, .. }
            | Op::JmpLt { t, .. }
            | Op::JmpLe { t, .. }
            | Op::IncJmp { t, .. }
                if (t as usize) <= i =>
            {
                Some(t as usize)
            }
            _ => None,
        })
        .collect();
    heads.sort_unstable();
    heads.dedup();
    heads
}

/// Where a generator's resumptions enter its compiled code (none for
/// other units): the op after each `Yield` from which every op that can
/// run before the next yield (or the generator's return) is compiled
/// code's, so that an entry there runs on to that yield. (An entry that
/// left for the main loop on the way would cost more than it saves.)
fn resume_points(unit: &CodeUnit) -> Vec<usize> {
    if !unit.is_generator {
        return Vec::new();
    }
    let n = unit.ops.len();
    let mut out = Vec::new();
    let mut seen = vec![false; n];
    for (i, op) in unit.ops.iter().enumerate() {
        if !matches!(op, Op::Yield { .. }) || i + 1 >= n {
            continue;
        }
        seen.iter_mut().for_each(|x| *x = false);
        let mut work = vec![i + 1];
        let (mut ok, mut ops) = (true, 0);
        while let Some(k) = work.pop() {
            if k >= n || seen[k] {
                continue;
            }
            seen[k] = true;
            let op = &unit.ops[k];
            if kind(op) == Kind::Bail {
                if !matches!(op, Op::Yield { .. } | Op::Return { .. }) {
                    ok = false;
                    break;
                }
                continue;
            }
            ops += 1;
            work.extend(succs(k, op));
        }
        if ok && ops > 0 {
            out.push(i + 1);
        }
    }
    out
}

/// Which ops compiled code covers: those reachable from the loop heads
/// through the runner's ops (a `Bail` op ends a path).
pub(crate) struct Plan {
    kinds: Vec<Option<Kind>>,
    heads: Vec<usize>,
    /// A generator's code that is entered at its resume points.
    pub(crate) resumes: bool,
    /// Direct call regions, at their `InitCall`, `InitMethodC`,
    /// `InitStaticCall`, `InitCallDyn` or `NewObj`.
    regions: Vec<Option<Region>>,
    /// The ops strictly inside a region (after its start, before its
    /// `DoCall`): the start of the innermost such region.
    inside: Vec<Option<usize>>,
    /// At a region's start: how many regions it is nested in.
    depth: Vec<u8>,
}

/// A direct call region: its `DoCall`, the number of its own sends (not
/// those of the regions nested in it), and its height (1: none nested).
#[derive(Clone, Copy)]
struct Region {
    end: usize,
    sends: u32,
    height: u8,
}

/// A function whose first op is its `Return`.
fn returns_at_once(unit: &CodeUnit, heads: &[usize]) -> bool {
    heads.first() == Some(&0) && matches!(unit.ops.first(), Some(Op::Return { .. }))
}

/// The ops control can reach other than by falling through: jump targets
/// (the `t`, `end` and `skip` operands) and try blocks' handlers.
fn jump_targets(unit: &CodeUnit) -> Vec<bool> {
    let mut t = vec![false; unit.ops.len() + 1];
    let mut mark = |i: u32| {
        if let Some(x) = t.get_mut(i as usize) {
            *x = true;
        }
    };
    for op in &unit.ops {
        for (name, v) in op.operands() {
            if matches!(name, "t" | "end" | "skip") {
                mark(v);
            }
        }
    }
    for r in &unit.try_ranges {
        for x in [r.catch, r.finally, r.finally_end] {
            if x != NONE {
                mark(x);
            }
        }
    }
    t
}

/// A direct call region from the `InitCall` (or `InitMethodC`) at `i`:
/// straight-line code to its `DoCall` (nothing jumps in or out) whose ops
/// are compiled inline, the sends of this call, or whole regions nested
/// in it (`regions` holds those after `i`), at most `REGION_DEPTH` deep.
fn region(
    unit: &CodeUnit,
    kinds: &[Option<Kind>],
    targets: &[bool],
    regions: &[Option<Region>],
    i: usize,
) -> Option<Region> {
    let (mut sends, mut height) = (0, 1);
    let mut k = i + 1;
    while k < unit.ops.len() {
        if targets[k] {
            return None;
        }
        match unit.ops[k] {
            Op::DoCall { .. } => {
                return Some(Region {
                    end: k,
                    sends,
                    height,
                })
            }
            Op::Send { .. } | Op::SendVar { .. } | Op::SendPath { .. } => sends += 1,
            Op::InitCall { .. }
            | Op::InitMethodC { .. }
            | Op::InitStaticCall { .. }
            | Op::InitCallDyn { .. }
            | Op::NewObj { .. } => match regions[k] {
                Some(r) if (r.height as usize) < crate::REGION_DEPTH => {
                    height = height.max(r.height + 1);
                    k = r.end;
                }
                _ => return None,
            },
            // A fused built-in call: its `CallFused` makes the call (or
            // leaves for the main loop, making this region's record), and
            // the `DoCall` after it only names the result.
            Op::CallFused { .. } if kinds[k] == Some(Kind::Native) && !targets[k + 1] => k += 1,
            // Ops compiled inline or run by the step helper, which touches
            // nothing but the frame's slots.
            ref op
                if matches!(kinds[k], Some(Kind::Native | Kind::Generic))
                    && succs(k, op) == [k + 1] => {}
            _ => return None,
        }
        k += 1;
    }
    None
}

/// The most ops an inlined function's body may have (its `Return`
/// included).
const INLINE_OPS: usize = 8;

/// Whether calls of `u` with `nargs` arguments may be compiled inline: a
/// function or a method (no closure or generator; `method`: called on an
/// object, whose `$this` it may read properties of, else it must not use
/// `$this`), whose parameters are all
/// passed, untyped and by value, with no declared return type, whose body
/// is straight-line arithmetic (`+ - *`) on its parameters, constant
/// numbers and the temporaries it wrote (copies of parameters, reads of
/// `$this`'s properties), ending in a `Return`. Such a body
/// has no effect but its result: run inline, it needs no frame (nothing
/// can look at one), and when a guard fails (an operand no number, an int
/// overflow) the call is made after all, from the start, as if the inline
/// attempt had never been.
pub(crate) fn inlinable(u: &CodeUnit, nargs: u32, method: bool) -> bool {
    !u.name.is_empty()
        && !u.is_arrow
        && (u.this_slot != NONE) == method
        && plain_body(u, nargs, nargs, method)
}

/// `inlinable` for a user closure called through a variable (`$f(...)`):
/// the same body, which may also read the closure's captured values (the
/// slots after its parameters, which the inline code fills from the
/// Closure's data, as `closure_frame_data` fills a frame's) and, when the
/// closure has a `$this` slot, `$this`'s properties.
pub(crate) fn inlinable_closure(u: &CodeUnit, nargs: u32) -> bool {
    plain_body(u, nargs, nargs + u.uses.len() as u32, u.this_slot != NONE)
}

/// The `bin_kind` of an inlined body's `Add`, `Sub` or `Mul` (`Mul` for
/// any other op: callers match those three first).
pub(crate) fn arith_kind(op: &Op) -> u32 {
    match *op {
        Op::Add { .. } => bin_kind::ADD,
        Op::Sub { .. } => bin_kind::SUB,
        _ => bin_kind::MUL,
    }
}

/// The operands a plain body may use, as its ops are read in order: a
/// number, one of the frame's first `nread` slots (parameters, a
/// closure's captured values) or a temporary written before.
pub(crate) struct Operands<'u> {
    u: &'u CodeUnit,
    nread: u32,
    ncv: u32,
    /// The temporaries written so far.
    pub(crate) written: Vec<u32>,
}

impl<'u> Operands<'u> {
    pub(crate) fn new(u: &'u CodeUnit, nread: u32) -> Self {
        let ncv = u.cv_names.len() as u32;
        Operands {
            u,
            nread,
            ncv,
            written: Vec::new(),
        }
    }

    /// Whether operand `o` may be read (see the type).
    pub(crate) fn readable(&self, o: u32) -> bool {
        if o == NONE {
            return false;
        }
        if o & CONST_BIT != 0 {
            return matches!(self.u.constant(o), Value::Int(_) | Value::Float(_));
        }
        o < self.nread || (self.temp(o) && self.written.contains(&o))
    }

    /// Whether operand `o` is a temporary slot (no variable, no constant).
    pub(crate) fn temp(&self, o: u32) -> bool {
        o != NONE && o & CONST_BIT == 0 && o >= self.ncv && o < self.u.num_slots
    }
}

/// The part of `inlinable` common to functions, methods and closures:
/// `nread` is how many of the frame's first slots the body may read
/// (parameters, then a closure's captured values).
fn plain_body(u: &CodeUnit, nargs: u32, nread: u32, method: bool) -> bool {
    if !plain_frame(u, nargs, nread) {
        return false;
    }
    let mut ops = Operands::new(u, nread);
    for op in u.ops.iter().take(INLINE_OPS) {
        match *op {
            Op::Move { dst, src } if ops.temp(dst) && ops.readable(src) => ops.written.push(dst),
            Op::FetchPropC { dst, obj, .. } if method && obj == u.this_slot && ops.temp(dst) => {
                ops.written.push(dst)
            }
            Op::Add { dst, a, b } | Op::Sub { dst, a, b } | Op::Mul { dst, a, b } => {
                if !ops.readable(a) || !ops.readable(b) || !ops.temp(dst) {
                    return false;
                }
                ops.written.push(dst);
            }
            Op::Return { a } => return ops.readable(a),
            _ => return false,
        }
    }
    false
}

/// The frame part of `plain_body`: not a generator, every parameter
/// passed (`nargs`), untyped and by value, no return type, no `try`, no
/// static variables, `nread` slots to read.
fn plain_frame(u: &CodeUnit, nargs: u32, nread: u32) -> bool {
    !(u.is_generator
        || !u.simple_params
        || u.by_ref_args != 0
        || u.by_ref_return
        || u.return_type.is_some()
        || !u.try_ranges.is_empty()
        || !u.statics.is_empty()
        || u.params.len() != nargs as usize
        || nread > u.cv_names.len() as u32)
}

impl Plan {
    pub(crate) fn new(unit: &CodeUnit) -> Option<Plan> {
        let n = unit.ops.len();
        let mut heads = loop_heads(unit);
        // A function (not a file's top level, not a generator, whose
        // first run only makes the Generator) is entered at its start too.
        if !unit.name.is_empty() && !unit.is_generator && heads.first() != Some(&0) {
            heads.insert(0, 0);
        }
        // A generator is entered where it resumes, after a yield.
        let resumes = resume_points(unit);
        if !resumes.is_empty() {
            heads.extend(resumes.iter().copied());
            heads.sort_unstable();
            heads.dedup();
        }
        let mut kinds: Vec<Option<Kind>> = vec![None; n];
        let mut work = heads.clone();
        let mut native = 0;
        while let Some(i) = work.pop() {
            if i >= n || kinds[i].is_some() {
                continue;
            }
            let k = kind(&unit.ops[i]);
            kinds[i] = Some(k);
            if matches!(k, Kind::Native | Kind::Vm) {
                native += 1;
            }
            if k != Kind::Bail {
                work.extend(succs(i, &unit.ops[i]));
            }
        }
        // Nothing inline to gain: the runner does as well. (A function
        // that only returns is worth its code: a direct call makes the
        // return itself.)
        if native == 0 && !returns_at_once(unit, &heads) {
            return None;
        }
        let mut targets = jump_targets(unit);
        // Control comes back to a resume point from outside too: no
        // region spans one.
        for &r in &resumes {
            targets[r] = true;
        }
        // Inner regions first: an outer one takes them whole.
        let mut regions = vec![None; n];
        for i in (0..n).rev() {
            if matches!(
                unit.ops[i],
                Op::InitCall { .. }
                    | Op::InitMethodC { .. }
                    | Op::InitStaticCall { .. }
                    | Op::InitCallDyn { .. }
                    | Op::NewObj { .. }
            ) && kinds[i] == Some(Kind::Vm)
            {
                regions[i] = region(unit, &kinds, &targets, &regions, i);
            }
        }
        let mut inside = vec![None; n];
        let mut depth = vec![0u8; n];
        for i in 0..n {
            if let Some(r) = regions[i] {
                depth[i] = inside[i].map_or(0, |p: usize| depth[p] + 1);
                for x in &mut inside[i + 1..r.end] {
                    *x = Some(i);
                }
            }
        }
        Some(Plan {
            kinds,
            heads,
            resumes: !resumes.is_empty(),
            regions,
            inside,
            depth,
        })
    }

    /// Whether a direct call may run this code: it starts at pc 0 with a
    /// compiled op or with the function's `Return` (which the calling
    /// helper makes).
    pub(crate) fn callable(&self, unit: &CodeUnit) -> bool {
        self.enters_at_start() || returns_at_once(unit, &self.heads)
    }

    /// Whether calls may enter at pc 0: a function whose first op is
    /// compiled.
    pub(crate) fn enters_at_start(&self) -> bool {
        self.heads.first() == Some(&0)
            && matches!(self.kinds.first(), Some(Some(k)) if *k != Kind::Bail)
    }
}

/// An operand as compile time knows it.
#[derive(Clone, Copy)]
enum Opd {
    Slot(u32),
    Int(i64),
    Float(f64),
    /// A constant of another kind (the step helper deals with it).
    Other,
}

/// A number read from an operand: its kind byte (as an i8 value, or
/// known) and its 8 payload bytes as an i64.
#[derive(Clone, Copy)]
struct Num {
    kind: Option<V>,
    known: Option<u8>,
    bits: V,
}

struct Em<'a, 'f> {
    b: FunctionBuilder<'f>,
    /// The property cache's layout (inline hits of property ops).
    cells: crate::PropCells,
    unit: &'a CodeUnit,
    ncv: u32,
    blocks: Vec<Option<Block>>,
    cx: V,
    fp: V,
    mem: V,
    budget: Variable,
    step_sig: SigRef,
    step: i64,
    /// Signatures and addresses of the array helpers.
    get_sig: SigRef,
    set_sig: SigRef,
    op_sig: SigRef,
    h_get: i64,
    h_set: i64,
    h_op: i64,
    /// The int-key forms: signatures and addresses.
    get_int_sig: SigRef,
    set_int_sig: SigRef,
    op_int_sig: SigRef,
    h_get_int: i64,
    h_set_int: i64,
    h_op_int: i64,
    init_sig: SigRef,
    h_init: i64,
    h_call: i64,
    /// The fast form each `CallFused` site named when compiled (by op
    /// index, 0: none) and the helper that calls one
    /// (`Helpers::fused_fast`).
    fast: &'a [usize],
    /// The built-in each `InitCall` site named when compiled (by op
    /// index): its callee as the begin helper tags it and the argument
    /// positions it takes by reference (bit n: position n, the last bit
    /// for any after it); (0, 0): none.
    builtins: &'a [(i64, u64)],
    fast_sig: SigRef,
    h_fast: i64,
    h_vm: i64,
    h_fe_obj: i64,
    h_prop: i64,
    /// Direct call regions (see `Plan`): the callee of the one being run
    /// (0: the general protocol) and its arguments' base.
    regions: &'a [Option<Region>],
    inside: &'a [Option<usize>],
    depth: &'a [u8],
    /// At a region's `DoCall`: the region's start.
    region_of_end: Vec<Option<usize>>,
    callee: [Variable; crate::REGION_DEPTH],
    args: [Variable; crate::REGION_DEPTH],
    begin_sig: SigRef,
    mbegin_sig: SigRef,
    direct_sig: SigRef,
    mat_sig: SigRef,
    h_begin: i64,
    h_mbegin: i64,
    h_new: i64,
    h_nbegin: i64,
    h_direct: i64,
    h_direct_m: i64,
    h_mat: i64,
    h_stage: i64,
    h_stage_ref: i64,
    h_drop: i64,
    drop_sig: SigRef,
    h_append: i64,
    append_sig: SigRef,
    h_concat: i64,
    concat_sig: SigRef,
    h_new_array: i64,
    new_array_sig: SigRef,
    h_arr_push: i64,
    by_ref_mask_at: i32,
    stage_ref_sig: SigRef,
    isset_sig: SigRef,
    fe_sig: SigRef,
    h_isset: i64,
    /// `Helpers::identical` (with `set_sig`'s signature).
    h_ident: i64,
    h_fe: i64,
    ptr: Type,
    /// At a function region's start: its callee, compiled inline at the
    /// region's `DoCall` (see `inline_plan`).
    inline: Vec<Option<&'a CodeUnit>>,
    /// The method each `InitMethodC` region's site names now (`method_callees`).
    known: Vec<Option<&'a CodeUnit>>,
    /// For a method region's start: the methods its callee's call sites
    /// name now, by the callee's op index (`compile`'s `nested`).
    nested: &'a [Vec<Option<Arc<CodeUnit>>>],
    /// Slow blocks made for the op being built, filled after it.
    slows: Vec<(Block, usize)>,
    /// Slots the op being built has found to hold scalars on every path
    /// that writes its result (its numeric operands): a result written
    /// over one of them needs no check of what was there.
    scalars: [u32; 2],
}

const MF: MemFlagsData = MemFlagsData::trusted();

/// The callee `callees` names for each call region's start (by op
/// index) that `keep` accepts, given the op, the region and the callee.
fn region_callees<'a>(
    unit: &CodeUnit,
    plan: &Plan,
    callees: &'a [Option<Arc<CodeUnit>>],
    keep: impl Fn(&Op, &Region, &CodeUnit) -> bool,
) -> Vec<Option<&'a CodeUnit>> {
    (0..unit.ops.len())
        .map(|i| {
            let r = plan.regions[i]?;
            let u = callees.get(i)?.as_deref()?;
            keep(&unit.ops[i], &r, u).then_some(u)
        })
        .collect()
}

/// The call regions whose callee is compiled inline (`inlinable`), at
/// their start: the callee `callees` names for its `InitCall`,
/// `InitStaticCall` or `InitMethodC` (a guard checks at run time that
/// the call site still calls it). Functions, static methods, and methods
/// called on an object (whose `$this` the region keeps).
///
/// A method whose body calls methods of its own (`nested` names them, by
/// region start) is compiled inline when those are (`nested_inlinable`).
pub(crate) fn inline_plan<'a>(
    unit: &CodeUnit,
    plan: &Plan,
    callees: &'a [Option<Arc<CodeUnit>>],
    nested: &[Vec<Option<Arc<CodeUnit>>>],
) -> Vec<Option<&'a CodeUnit>> {
    let inner = |i: usize| nested.get(i).map_or(&[][..], |n| &n[..]);
    (0..unit.ops.len())
        .map(|i| {
            let r = plan.regions[i]?;
            let u = callees.get(i)?.as_deref()?;
            let ok = match unit.ops[i] {
                Op::InitCall { .. } => inlinable(u, r.sends, false),
                Op::InitStaticCall { .. } => {
                    inlinable(u, r.sends, false)
                        || nest::nested_inlinable(u, r.sends, false, inner(i))
                }
                Op::InitMethodC { .. } => {
                    inlinable(u, r.sends, true)
                        || nest::nested_inlinable(u, r.sends, true, inner(i))
                }
                Op::InitCallDyn { .. } => inlinable_closure(u, r.sends),
                Op::NewObj { .. } => nest::ctor_inlinable(u, r.sends),
                _ => false,
            };
            ok.then_some(u)
        })
        .collect()
}

/// The method each `InitMethodC` (or `InitStaticCall` naming its class)
/// starting a direct region resolves to now (from its cache cell), or the
/// user closure an `InitCallDyn`'s variable holds now, by op index: the
/// region's begin runs its cache hit inline (`method_begin_inline`,
/// `closure_begin_inline`).
pub(crate) fn method_callees<'a>(
    unit: &CodeUnit,
    plan: &Plan,
    callees: &'a [Option<Arc<CodeUnit>>],
) -> Vec<Option<&'a CodeUnit>> {
    region_callees(unit, plan, callees, |op, _, _| match *op {
        Op::InitMethodC { .. } | Op::InitCallDyn { .. } => true,
        Op::InitStaticCall { cls, .. } => cls & CONST_BIT != 0,
        _ => false,
    })
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn build<'a>(
    func: &mut Function,
    fctx: &mut FunctionBuilderContext,
    unit: &'a CodeUnit,
    plan: &'a Plan,
    inline: Vec<Option<&'a CodeUnit>>,
    known: Vec<Option<&'a CodeUnit>>,
    nested: &'a [Vec<Option<Arc<CodeUnit>>>],
    fast: &'a [usize],
    builtins: &'a [(i64, u64)],
    ptr: Type,
    helpers: &Helpers,
    cfg: cranelift_codegen::isa::TargetFrontendConfig,
) {
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let ps = b.block_params(entry).to_vec();
    let budget = b.declare_var(types::I32);
    let full = b.ins().iconst(types::I32, BUDGET as i64);
    b.def_var(budget, full);
    let zero = b.ins().iconst(types::I64, 0);
    let mut var = || {
        let v = b.declare_var(types::I64);
        b.def_var(v, zero);
        v
    };
    let callee = [(); crate::REGION_DEPTH].map(|_| var());
    let args = [(); crate::REGION_DEPTH].map(|_| var());
    let mut region_of_end = vec![None; plan.kinds.len()];
    for (i, r) in plan.regions.iter().enumerate() {
        if let Some(r) = r {
            region_of_end[r.end] = Some(i);
        }
    }
    // The helpers' signatures: parameters and returns (none or one).
    let cc = b.func.signature.call_conv;
    let mut import = |params: &[Type], returns: &[Type]| {
        let mut sig = Signature::new(cc);
        sig.params.extend(params.iter().map(|t| AbiParam::new(*t)));
        sig.returns
            .extend(returns.iter().map(|t| AbiParam::new(*t)));
        b.import_signature(sig)
    };
    let (i32t, i64t) = (types::I32, types::I64);
    let step_sig = import(&[ptr, ptr, i32t], &[i64t]);
    let fe_sig = import(&[ptr, i32t, i32t, i32t], &[i64t]);
    let init_sig = import(&[ptr, i32t], &[i64t]);
    let isset_sig = import(&[ptr, ptr, ptr], &[i32t]);
    let append_sig = import(&[ptr, ptr, i32t], &[i32t]);
    let new_array_sig = import(&[ptr, i32t], &[i32t]);
    let get_sig = import(&[ptr, ptr, ptr, i32t, i32t], &[i32t]);
    let set_sig = import(&[ptr, ptr, ptr, i32t], &[i32t]);
    let op_sig = import(&[ptr, ptr, ptr, i32t, ptr], &[i32t]);
    let get_int_sig = import(&[ptr, i64t, ptr, i32t, i32t], &[i32t]);
    let set_int_sig = import(&[ptr, i64t, ptr, i32t], &[i32t]);
    let op_int_sig = import(&[ptr, i64t, ptr, i32t, ptr], &[i32t]);
    let begin_sig = import(&[ptr, i32t, i32t], &[i64t]);
    let mbegin_sig = import(&[ptr, ptr, i32t, i32t, i32t], &[i64t]);
    let direct_sig = import(&[ptr, ptr, i32t, i64t, i64t, i32t, i32t], &[i64t]);
    let mat_sig = import(&[ptr, i64t, i64t, i32t], &[]);
    let drop_sig = import(&[i64t, i64t], &[]);
    let stage_ref_sig = import(&[ptr, ptr, i32t, i64t, i64t], &[i64t]);
    let fast_sig = import(&[ptr, i64t, ptr, ptr, ptr, ptr, i64t], &[i64t]);
    let blocks: Vec<Option<Block>> = plan
        .kinds
        .iter()
        .map(|k| k.map(|_| b.create_block()))
        .collect();
    let mut em = Em {
        b,
        unit,
        ncv: unit.cv_names.len() as u32,
        blocks,
        cx: ps[0],
        fp: ps[1],
        mem: ps[3],
        budget,
        step_sig,
        step: helpers.step as usize as i64,
        get_sig,
        set_sig,
        op_sig,
        h_get: helpers.dim_get as usize as i64,
        h_set: helpers.dim_set as usize as i64,
        h_op: helpers.dim_op as usize as i64,
        get_int_sig,
        set_int_sig,
        op_int_sig,
        h_get_int: helpers.dim_get_int as usize as i64,
        h_set_int: helpers.dim_set_int as usize as i64,
        h_op_int: helpers.dim_op_int as usize as i64,
        init_sig,
        h_init: helpers.init_fused as usize as i64,
        h_call: helpers.call_fused as usize as i64,
        fast,
        builtins,
        fast_sig,
        h_fast: helpers.fused_fast as usize as i64,
        h_vm: helpers.vm_op as usize as i64,
        h_fe_obj: helpers.fe_obj as usize as i64,
        h_prop: helpers.prop_op as usize as i64,
        cells: helpers.prop_cells,
        regions: &plan.regions,
        inside: &plan.inside,
        depth: &plan.depth,
        region_of_end,
        callee,
        args,
        begin_sig,
        mbegin_sig,
        direct_sig,
        mat_sig,
        h_begin: helpers.call_begin as usize as i64,
        h_mbegin: helpers.method_begin as usize as i64,
        h_new: helpers.new_plain as usize as i64,
        h_nbegin: helpers.new_begin as usize as i64,
        h_direct: helpers.call_direct as usize as i64,
        h_direct_m: helpers.call_direct_method as usize as i64,
        h_mat: helpers.call_materialize as usize as i64,
        h_stage: helpers.stage as usize as i64,
        h_stage_ref: helpers.stage_ref as usize as i64,
        h_drop: helpers.drop_words as usize as i64,
        drop_sig,
        h_append: helpers.append as usize as i64,
        append_sig,
        h_concat: helpers.concat as usize as i64,
        concat_sig: set_sig,
        h_new_array: helpers.new_array as usize as i64,
        new_array_sig,
        h_arr_push: helpers.arr_push as usize as i64,
        by_ref_mask_at: helpers.by_ref_mask_at,
        stage_ref_sig,
        isset_sig,
        fe_sig,
        h_isset: helpers.isset_dim as usize as i64,
        h_ident: helpers.identical as usize as i64,
        h_fe: helpers.fe_fetch as usize as i64,
        ptr,
        inline,
        known,
        nested,
        slows: Vec::new(),
        scalars: [NONE; 2],
    };
    // The entry: a switch on the loop head asked for; any other pc goes
    // back to the main loop at once.
    let other = em.b.create_block();
    let mut sw = Switch::new();
    for &h in &plan.heads {
        if let Some(bl) = em.blocks[h] {
            sw.set_entry(h as u128, bl);
        }
    }
    sw.emit(&mut em.b, ps[2], other);
    em.b.switch_to_block(other);
    let pc64 = em.b.ins().uextend(types::I64, ps[2]);
    let r = em.b.ins().ishl_imm_u(pc64, 32);
    em.b.ins().return_(&[r]);
    for (i, k) in plan.kinds.iter().enumerate() {
        let Some(k) = *k else { continue };
        let bl = em.blocks[i].expect("a block per planned op");
        em.b.switch_to_block(bl);
        em.scalars = [NONE; 2];
        match k {
            Kind::Bail => em.bail(i),
            Kind::Generic => em.generic(i),
            Kind::Native => em.native(i),
            Kind::Vm => em.vm_op(i),
        }
        while let Some((bl, i)) = em.slows.pop() {
            em.b.switch_to_block(bl);
            em.generic(i);
        }
    }
    em.b.seal_all_blocks();
    em.b.finalize(cfg);
}

impl<'a> Em<'a, '_> {
    fn opd(&self, o: u32) -> Opd {
        if o & CONST_BIT != 0 && o != NONE {
            match self.unit.constant(o) {
                Value::Int(i) => Opd::Int(*i),
                Value::Float(f) => Opd::Float(*f),
                _ => Opd::Other,
            }
        } else {
            Opd::Slot(o)
        }
    }

    fn slot_off(o: u32) -> i32 {
        (o as i32) * 16
    }

    fn load_kind(&mut self, o: u32) -> V {
        self.b
            .ins()
            .uload8(types::I32, MF, self.fp, Self::slot_off(o))
    }

    fn load_bits(&mut self, o: u32) -> V {
        self.b.ins().load(
            types::I64,
            MF,
            self.fp,
            Self::slot_off(o) + layout::PAYLOAD_AT,
        )
    }

    /// A numeric read: None when the operand is a constant of another kind.
    fn num(&mut self, o: u32) -> Option<Num> {
        Some(match self.opd(o) {
            Opd::Slot(s) => {
                let kind = self.load_kind(s);
                let bits = self.load_bits(s);
                Num {
                    kind: Some(kind),
                    known: None,
                    bits,
                }
            }
            Opd::Int(i) => Num {
                kind: None,
                known: Some(layout::INT),
                bits: self.b.ins().iconst(types::I64, i),
            },
            Opd::Float(f) => Num {
                kind: None,
                known: Some(layout::FLOAT),
                bits: self.b.ins().iconst(types::I64, f.to_bits() as i64),
            },
            Opd::Other => return None,
        })
    }

    /// Two numeric reads; None (after a jump to `slow`) when either is a
    /// constant of another kind.
    fn nums(&mut self, a: u32, b: u32, slow: Block) -> Option<(Num, Num)> {
        match (self.num(a), self.num(b)) {
            (Some(x), Some(y)) => Some((x, y)),
            _ => {
                self.b.ins().jump(slow, &[]);
                None
            }
        }
    }

    /// A flag: is `n` of kind `k` (a constant when known).
    fn is(&mut self, n: Num, k: u8) -> V {
        match n.known {
            Some(x) => self.b.ins().iconst(types::I8, (x == k) as i64),
            None => self
                .b
                .ins()
                .icmp_imm_s(IntCC::Equal, n.kind.expect("a kind"), k as i64),
        }
    }

    /// Goes on to `yes` when `c`, else to `no`.
    fn br(&mut self, c: V, yes: Block, no: Block) {
        self.b.ins().brif(c, yes, &[], no, &[]);
    }

    fn new_block(&mut self) -> Block {
        self.b.create_block()
    }

    fn block_of(&self, pc: usize) -> Block {
        self.blocks[pc].expect("successors are planned")
    }

    /// Returns to the main loop at op `i` (nothing of it done).
    fn bail(&mut self, i: usize) {
        self.materialize(i);
        let pc = self.b.ins().iconst(types::I64, i as i64);
        self.return_op(pc);
    }

    /// Returns `Stop::Op(pc, iterations so far)` (`pc` an i64 value).
    fn return_op(&mut self, pc: V) {
        let bud = self.b.use_var(self.budget);
        let full = self.b.ins().iconst(types::I32, BUDGET as i64);
        let used = self.b.ins().isub(full, bud);
        let used = self.b.ins().uextend(types::I64, used);
        let used = self.b.ins().ishl_imm_u(used, 1);
        let pc = self.b.ins().ishl_imm_u(pc, 32);
        let r = self.b.ins().bor(pc, used);
        self.b.ins().return_(&[r]);
    }

    /// Control passes from op `from` to op `to`: a backward jump takes
    /// one from the budget and may return to poll.
    fn goto(&mut self, from: usize, to: usize) {
        let target = self.block_of(to);
        if to > from {
            self.b.ins().jump(target, &[]);
            return;
        }
        let bud = self.b.use_var(self.budget);
        let bud = self.b.ins().iadd_imm_s(bud, -1);
        self.b.def_var(self.budget, bud);
        let flag = self.b.ins().uload8(types::I32, MF, self.mem, 0);
        let out = self.b.ins().icmp_imm_s(IntCC::Equal, bud, 0);
        let up = self.b.ins().icmp_imm_s(IntCC::NotEqual, flag, 0);
        let stop = self.b.ins().bor(out, up);
        let poll = self.new_block();
        self.b.set_cold_block(poll);
        self.br(stop, poll, target);
        self.b.switch_to_block(poll);
        let r = self.b.ins().iconst(types::I64, ((to as i64) << 32) | 1);
        self.b.ins().return_(&[r]);
    }

    /// Calls helper `h` (the step helper's shape: context, frame, pc) for
    /// op `i`; its answer.
    fn step_call(&mut self, h: i64, i: usize) -> V {
        let (cx, fp) = (self.cx, self.fp);
        let pc = self.b.ins().iconst(types::I32, i as i64);
        let f = self.b.ins().iconst(self.ptr, h);
        let call = self.b.ins().call_indirect(self.step_sig, f, &[cx, fp, pc]);
        self.b.inst_results(call)[0]
    }

    /// The step helper runs op `i`; control follows its answer.
    fn generic(&mut self, i: usize) {
        let r = self.step_call(self.step, i);
        let mut targets = succs(i, &self.unit.ops[i]);
        targets.dedup();
        for t in targets {
            let hit = self.b.ins().icmp_imm_s(IntCC::Equal, r, t as i64);
            let go = self.new_block();
            let next = self.new_block();
            self.br(hit, go, next);
            self.b.switch_to_block(go);
            self.goto(i, t);
            self.b.switch_to_block(next);
        }
        // -1: the runner does not take the op here; the main loop runs it.
        let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
        let (no, other) = (self.new_block(), self.new_block());
        self.br(neg, no, other);
        self.b.switch_to_block(no);
        self.bail(i);
        // An answer no successor list foresaw (the op ran): the main loop
        // goes on there.
        self.b.switch_to_block(other);
        self.materialize(i);
        self.return_op(r);
    }

    /// A call op through the VM's helper: on to the next op, back to the
    /// main loop at this one (-1), or an error stop.
    fn vm_op(&mut self, i: usize) {
        match self.unit.ops[i] {
            Op::InitCall { .. }
            | Op::InitMethodC { .. }
            | Op::InitStaticCall { .. }
            | Op::InitCallDyn { .. }
            | Op::NewObj { .. }
                if self.regions[i].is_some() =>
            {
                return self.region_begin(i);
            }
            Op::Send { .. } | Op::SendVar { .. } | Op::SendPath { .. }
                if self.inside[i].is_some() =>
            {
                let s = self.inside[i].unwrap_or(0);
                let (direct, general) = (self.new_block(), self.new_block());
                let c = self.b.use_var(self.callee[self.depth[s] as usize]);
                if let Some((known, mask)) = self.site_builtin(s) {
                    // The built-in the site named when compiled: its
                    // by-reference positions are known here.
                    let same = self.b.ins().icmp_imm_s(IntCC::Equal, c, known);
                    let (hit, other) = (self.new_block(), self.new_block());
                    self.br(same, hit, other);
                    self.b.switch_to_block(hit);
                    self.stage_known(i, s, mask);
                    self.b.switch_to_block(other);
                    self.b.set_cold_block(other);
                }
                self.b.ins().brif(c, direct, &[], general, &[]);
                self.b.switch_to_block(direct);
                self.stage_direct(i, s);
                self.b.switch_to_block(general);
            }
            Op::DoCall { dst } if self.region_of_end[i].is_some() => {
                let s = self.region_of_end[i].unwrap_or(0);
                let d = self.depth[s] as usize;
                let (direct, general) = (self.new_block(), self.new_block());
                let c = self.b.use_var(self.callee[d]);
                self.b.ins().brif(c, direct, &[], general, &[]);
                self.b.switch_to_block(direct);
                if let Some(u) = self.inline[s] {
                    let call = self.new_block();
                    let closure = matches!(self.unit.ops[s], Op::InitCallDyn { .. });
                    self.emit_inline(i, dst, d, u, call, closure);
                    self.b.switch_to_block(call);
                }
                let c = self.b.use_var(self.callee[d]);
                let (cx, fp) = (self.cx, self.fp);
                let pc = self.b.ins().iconst(types::I32, i as i64);
                let a = self.b.use_var(self.args[d]);
                let dv = self.b.ins().iconst(types::I32, d as i64);
                let dstv = self.b.ins().iconst(types::I32, dst as i64);
                let h = if self.is_method(s) {
                    self.h_direct_m
                } else {
                    self.h_direct
                };
                let f = self.b.ins().iconst(self.ptr, h);
                let call =
                    self.b
                        .ins()
                        .call_indirect(self.direct_sig, f, &[cx, fp, pc, c, a, dv, dstv]);
                let r = self.b.inst_results(call)[0];
                // -1: nothing done; the pending records of this region and
                // of those around it, outermost first, then the main loop.
                let no = self.b.ins().icmp_imm_s(IntCC::Equal, r, -1);
                let (back, on) = (self.new_block(), self.new_block());
                self.b.set_cold_block(back);
                self.br(no, back, on);
                self.b.switch_to_block(back);
                self.materialize_from(Some(s), false);
                let at = self.b.ins().iconst(types::I64, i as i64);
                self.return_op(at);
                self.b.switch_to_block(on);
                self.vm_result(i, r);
                self.b.switch_to_block(general);
            }
            _ => {}
        }
        // A property op's cache hit runs inline; its miss calls the helper.
        let miss = match self.unit.ops[i] {
            Op::FetchPropC {
                dst, obj, cache, ..
            } => self.fetch_prop_inline(i, dst, obj, cache),
            Op::AssignPropC {
                obj, src, cache, ..
            } => self.assign_prop_inline(i, obj, src, cache),
            Op::IncDecPropC {
                dst,
                path,
                kind,
                cache,
            } => self.incdec_prop_inline(i, dst, path, kind, cache),
            _ => None,
        };
        if let Some(m) = miss {
            self.b.switch_to_block(m);
        }
        let h = match self.unit.ops[i] {
            Op::FetchPropC { .. } | Op::AssignPropC { .. } | Op::IncDecPropC { .. } => self.h_prop,
            _ => self.h_vm,
        };
        let r = self.step_call(h, i);
        self.vm_result(i, r);
    }

    /// The object block in slot `obj` and its property site `cache`'s
    /// cell, when the slot holds an object and the cell was filled for
    /// its class from the frame's scope (what the VM's `prop_hit` checks);
    /// anything else jumps to `miss`.
    fn prop_cell(&mut self, obj: u32, cache: u32, miss: Block) -> (V, V) {
        let c = self.cells;
        let k = self.load_kind(obj);
        self.want_kind(k, layout::OBJ, miss);
        let o = self.load_bits(obj);
        let vm = self.b.ins().load(self.ptr, MF, self.cx, c.cx_vm);
        let cb = self.b.ins().load(self.ptr, MF, self.cx, c.cx_cb);
        let scope = self.b.ins().load(types::I32, MF, self.cx, c.cx_scope);
        let e = self.cell_at(vm, cb, cache, Some(o), scope, miss);
        (o, e)
    }

    /// Cell `cache` of the unit whose first cell is `cb`, when it was
    /// filled for the class of object block `o` (None: for any class, a
    /// static call's site naming its class) from `scope`; else `miss`.
    fn cell_at(&mut self, vm: V, cb: V, cache: u32, o: Option<V>, scope: V, miss: Block) -> V {
        let c = self.cells;
        let buf = self.b.ins().load(self.ptr, MF, vm, c.vm_cells);
        let idx = self.b.ins().iadd_imm_s(cb, cache as i64);
        let off = self.b.ins().imul_imm_s(idx, c.size as i64);
        let e = self.b.ins().iadd(buf, off);
        let want = self.b.ins().load(types::I64, MF, e, c.class_at);
        let same = match o {
            Some(o) => {
                let at = tusk_value::object::obj_layout().class_at;
                let cls = self.b.ins().load(types::I64, MF, o, at);
                self.b.ins().icmp(IntCC::Equal, want, cls)
            }
            None => self.b.ins().icmp_imm_s(IntCC::NotEqual, want, 0),
        };
        let ok = self.new_block();
        self.br(same, ok, miss);
        self.b.switch_to_block(ok);
        let es = self.b.ins().load(types::I32, MF, e, c.scope_at);
        let same = self.b.ins().icmp(IntCC::Equal, es, scope);
        let ok = self.new_block();
        self.br(same, ok, miss);
        self.b.switch_to_block(ok);
        e
    }

    /// The address and kind of the declared property slot that cell `e`
    /// names in object block `o`, when the object's properties are not
    /// borrowed for writing (`write`: not borrowed at all), the slot
    /// exists and it holds a null, bool, int, float, string, array or
    /// object; anything else jumps to `miss`.
    fn prop_slot(&mut self, o: V, e: V, write: bool, miss: Block) -> (V, V) {
        let l = tusk_value::object::obj_layout();
        let flag = self.b.ins().load(types::I64, MF, o, l.borrow_at);
        let busy = if write {
            self.b.ins().icmp_imm_s(IntCC::NotEqual, flag, 0)
        } else {
            self.b.ins().icmp_imm_s(IntCC::SignedLessThan, flag, 0)
        };
        let ok = self.new_block();
        self.br(busy, miss, ok);
        self.b.switch_to_block(ok);
        let slot = self.b.ins().uload32(MF, e, self.cells.slot_at);
        let len = self.b.ins().load(types::I64, MF, o, l.slots_len_at);
        let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, slot, len);
        let ok = self.new_block();
        self.br(inside, ok, miss);
        self.b.switch_to_block(ok);
        let buf = self.b.ins().load(types::I64, MF, o, l.slots_ptr_at);
        let off = self.b.ins().ishl_imm_u(slot, 4);
        let p = self.b.ins().iadd(buf, off);
        let k = self.b.ins().uload8(types::I32, MF, p, 0);
        self.plain_kind(k, miss);
        (p, k)
    }

    /// Jumps to `miss` unless cell `e`'s flag byte at `at` is set.
    fn cell_flag(&mut self, e: V, at: i32, miss: Block) {
        let f = self.b.ins().uload8(types::I32, MF, e, at);
        let ok = self.new_block();
        self.b.ins().brif(f, ok, &[], miss, &[]);
        self.b.switch_to_block(ok);
    }

    /// `FetchPropC`'s cache hit inline (the VM's `fetch_prop_hit`): the
    /// property's value copied to `dst` (counted in place), what `dst`
    /// held dropped after the write. The miss block (the helper's), or
    /// None when nothing was emitted.
    fn fetch_prop_inline(&mut self, i: usize, dst: u32, obj: u32, cache: u32) -> Option<Block> {
        if obj & CONST_BIT != 0 || dst == NONE || dst & CONST_BIT != 0 {
            return None;
        }
        let miss = self.new_block();
        self.b.set_cold_block(miss);
        let (o, e) = self.prop_cell(obj, cache, miss);
        let (p, k) = self.prop_slot(o, e, false, miss);
        self.copy_to(p, k, dst, miss);
        self.next(i);
        Some(miss)
    }

    /// Slot `o`'s kind; a reference (written through) jumps to `miss`.
    fn kind_not_ref(&mut self, o: u32, miss: Block) -> V {
        let k = self.load_kind(o);
        let ok = self.new_block();
        self.br_kind(k, layout::REF, miss, ok);
        self.b.switch_to_block(ok);
        k
    }

    /// Goes to `yes` when kind `k` is `kind`, else to `no`.
    fn br_kind(&mut self, k: V, kind: u8, yes: Block, no: Block) {
        let is = self.b.ins().icmp_imm_s(IntCC::Equal, k, kind as i64);
        self.br(is, yes, no);
    }

    /// Goes on when kind `k` is `kind`, else to `miss`.
    fn want_kind(&mut self, k: V, kind: u8, miss: Block) {
        let ok = self.new_block();
        self.br_kind(k, kind, ok, miss);
        self.b.switch_to_block(ok);
    }

    /// `dst` gets a copy of the plain value of kind `k` at `p` (counted in
    /// place), what it held dropped after the write; a reference
    /// destination (written through) jumps to `miss` first.
    fn copy_to(&mut self, p: V, k: V, dst: u32, miss: Block) {
        let dk = self.kind_not_ref(dst, miss);
        let (lo, hi) = self.counted_words(p, k);
        let (old_lo, old_hi) = self.load_words(dst);
        self.store_words(dst, lo, hi);
        self.drop_owned(dk, old_lo, old_hi);
    }

    /// `AssignPropC`'s cache hit inline (the VM's `assign_prop_hit`): a
    /// plain slot (untyped, not readonly) holding a value takes the
    /// source's value: a literal's, a variable's copy (counted in place)
    /// or a temporary's, moved; what the slot held is dropped after the
    /// write. The miss block, or None when nothing was emitted.
    fn assign_prop_inline(&mut self, i: usize, obj: u32, src: u32, cache: u32) -> Option<Block> {
        if obj & CONST_BIT != 0 || src == obj {
            return None;
        }
        let literal = if src & CONST_BIT != 0 {
            Some(literal_words(self.unit.constant(src))?)
        } else {
            None
        };
        let miss = self.new_block();
        self.b.set_cold_block(miss);
        let (o, e) = self.prop_cell(obj, cache, miss);
        self.cell_flag(e, self.cells.plain_at, miss);
        let (p, old_k) = self.prop_slot(o, e, true, miss);
        let (lo, hi) = match literal {
            Some((w0, payload)) => {
                let lo = self.b.ins().iconst(types::I64, w0);
                let hi = match payload {
                    Some(x) => self.b.ins().iconst(types::I64, x),
                    None => {
                        let a = self.value_addr(src);
                        self.b.ins().load(types::I64, MF, a, layout::PAYLOAD_AT)
                    }
                };
                (lo, hi)
            }
            None => {
                let k = self.load_kind(src);
                self.plain_kind(k, miss);
                let (lo, hi) = self.load_words(src);
                if src >= self.ncv {
                    // A temporary has one reader: its value moves.
                    self.store_kind(src, layout::UNDEF);
                } else {
                    self.count_copy(k, hi);
                }
                (lo, hi)
            }
        };
        let old_lo = self.b.ins().load(types::I64, MF, p, 0);
        let old_hi = self.b.ins().load(types::I64, MF, p, layout::PAYLOAD_AT);
        self.b.ins().store(MF, lo, p, 0);
        self.b.ins().store(MF, hi, p, layout::PAYLOAD_AT);
        self.drop_owned(old_k, old_lo, old_hi);
        self.next(i);
        Some(miss)
    }

    /// `IncDecPropC`'s cache hit inline (the VM's `incdec_prop_hit`) for
    /// `$var->name` with no overflow: an int slot that takes in-place
    /// updates steps, and `dst` (checked first: it must own nothing) gets
    /// the old or the new value. The miss block, or None when nothing was
    /// emitted.
    fn incdec_prop_inline(
        &mut self,
        i: usize,
        dst: u32,
        path: u32,
        kind: u32,
        cache: u32,
    ) -> Option<Block> {
        let p = &self.unit.paths[path as usize];
        let (tusk_bytecode::PathBase::Cv(obj), [tusk_bytecode::PathElem::Prop(_)]) =
            (p.base, p.elems.as_slice())
        else {
            return None;
        };
        if obj & CONST_BIT != 0 || dst & CONST_BIT != 0 && dst != NONE {
            return None;
        }
        let miss = self.new_block();
        self.b.set_cold_block(miss);
        let (o, e) = self.prop_cell(obj, cache, miss);
        self.cell_flag(e, self.cells.rw_at, miss);
        let (p, k) = self.prop_slot(o, e, true, miss);
        self.want_kind(k, layout::INT, miss);
        let old = self.b.ins().load(types::I64, MF, p, layout::PAYLOAD_AT);
        let n = self.int_step(old, kind, miss);
        if dst != NONE {
            self.owns_nothing(dst, miss);
        }
        self.b.ins().store(MF, n, p, layout::PAYLOAD_AT);
        if dst != NONE {
            let r = if kind >= 2 { old } else { n };
            self.write(dst, layout::INT, r);
        }
        self.next(i);
        Some(miss)
    }

    /// A helper's answer `r` for op `i` that was not the next pc: the error
    /// stop in block `err` when it is `VM_ERROR`, else on to `other`.
    fn error_or(&mut self, i: usize, r: V, err: Block, other: Block) {
        let e = self.b.ins().icmp_imm_s(IntCC::Equal, r, crate::VM_ERROR);
        self.br(e, err, other);
        self.b.switch_to_block(err);
        self.b.set_cold_block(err);
        // The regions around the op give their pending records (and what
        // they hold) to the unwinding.
        self.materialize(i);
        let code = ((i as i64) << 32) | crate::ERROR_MARK as i64;
        let stop = self.b.ins().iconst(types::I64, code);
        self.b.ins().return_(&[stop]);
    }

    /// Control after a call helper's answer `r` for op `i`: the next op,
    /// an error stop, or back to the main loop at the op.
    fn vm_result(&mut self, i: usize, r: V) {
        self.vm_result_to(i, r, i + 1)
    }

    /// `vm_result` for an op whose next op is `next`.
    fn vm_result_to(&mut self, i: usize, r: V, next: usize) {
        let hit = self.b.ins().icmp_imm_s(IntCC::Equal, r, next as i64);
        let (ok, out, err, bail) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        self.br(hit, ok, out);
        self.b.switch_to_block(out);
        self.b.set_cold_block(out);
        self.error_or(i, r, err, bail);
        self.b.switch_to_block(bail);
        self.b.set_cold_block(bail);
        // VM_BAIL_AFTER | pc: the op ran; the main loop goes on at pc.
        let after =
            self.b
                .ins()
                .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, r, crate::VM_BAIL_AFTER);
        let (at, back) = (self.new_block(), self.new_block());
        self.br(after, at, back);
        self.b.switch_to_block(at);
        self.b.set_cold_block(at);
        let pc = self.b.ins().iadd_imm_s(r, -crate::VM_BAIL_AFTER);
        self.materialize(i);
        self.return_op(pc);
        self.b.switch_to_block(back);
        self.b.set_cold_block(back);
        self.bail(i);
        self.b.switch_to_block(ok);
        self.goto(i, next);
    }

    /// The `DoCall` at `i` (result in `dst`) of a region of depth `d`
    /// whose callee `u` is compiled inline (`inlinable`): when the callee
    /// the region's begin helper answered is `u`, its body runs here on
    /// its staged arguments (the slots above them are its temporaries),
    /// its result goes to `dst` and the arguments are unstaged, as the
    /// call and its return would have left things; on any guard failing
    /// first, the temporaries written are cleared and `call` makes the
    /// call.
    ///
    /// A `closure` (`$f(...)`, `inlinable_closure`): the region's begin
    /// helper kept the Closure object (counted), its `$this` (counted, or
    /// null) and its captured values in the context's direct slot. The
    /// captured values (each a scalar other than Undef, else the call is
    /// made) are copied uncounted to the slots after the parameters, as the
    /// call's frame would get them, and cleared with the rest; the
    /// Closure object must not hold its last handle (else the call is
    /// made: its release then needs no drop, which could run code).
    fn emit_inline(
        &mut self,
        i: usize,
        dst: u32,
        d: usize,
        u: &'a CodeUnit,
        call: Block,
        closure: bool,
    ) {
        let c = self.b.use_var(self.callee[d]);
        let same = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, c, u as *const CodeUnit as i64);
        let go = self.new_block();
        self.br(same, go, call);
        self.b.switch_to_block(go);
        // The caller's result slot: a scalar to write over without a drop.
        if dst != NONE {
            self.owns_nothing(dst, call);
        }
        let a = self.b.use_var(self.args[d]);
        // The calls the body makes, inlined too (`nested_inlinable`): the
        // methods their sites named when compiled, by the body's op index.
        let s = self.region_of_end[i].unwrap_or(0);
        let inner: &'a [Option<Arc<CodeUnit>>] = if closure {
            &[]
        } else {
            self.nested.get(s).map_or(&[][..], |n| &n[..])
        };
        let calls = u
            .ops
            .iter()
            .take(crate::NESTED_OPS)
            .any(|op| matches!(op, Op::DoCall { .. }));
        if calls {
            self.nested_room(a, u, inner, call);
        }
        let stack = self.b.ins().load(self.ptr, MF, self.cx, crate::CX_STACK);
        let off = self.b.ins().ishl_imm_u(a, 4);
        let cfp = self.b.ins().iadd(stack, off);
        let (fp, unit) = (self.fp, self.unit);
        self.fp = cfp;
        self.unit = u;
        // Every argument a scalar (a staged one is never Undef): nothing
        // of the frame needs a drop.
        let nargs = u.params.len() as u32;
        for p in 0..nargs {
            self.owns_nothing(p, call);
        }
        let mut written: Vec<u32> = Vec::new();
        let mut clo = None;
        if closure {
            let c = self.cells;
            let at = c.cx_direct + d as i32 * c.direct_size;
            let raw = self
                .b
                .ins()
                .load(types::I64, MF, self.cx, at + c.direct_closure);
            let data_at = tusk_value::object::obj_layout().data_at as i64;
            let o = self.b.ins().iadd_imm_s(raw, -data_at);
            let n = self.b.ins().load(types::I64, MF, o, layout::OBJ_RC_AT);
            let many = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, n, 1);
            let ok = self.new_block();
            self.br(many, ok, call);
            self.b.switch_to_block(ok);
            clo = Some(o);
            let nb = u.uses.len() as u32;
            if nb > 0 {
                let bp = self
                    .b
                    .ins()
                    .load(types::I64, MF, self.cx, at + c.direct_bound);
                let ok = self.new_block();
                self.br(bp, ok, call);
                self.b.switch_to_block(ok);
                // Every captured value a null, bool, int or float first,
                // then the copies (nothing written before a check fails).
                for k in 0..nb {
                    let kind = self.b.ins().uload8(types::I32, MF, bp, k as i32 * 16);
                    let k1 = self.b.ins().iadd_imm_s(kind, -1);
                    let fits = self.b.ins().icmp_imm_s(
                        IntCC::UnsignedLessThan,
                        k1,
                        layout::LAST_SCALAR as i64,
                    );
                    let ok = self.new_block();
                    self.br(fits, ok, call);
                    self.b.switch_to_block(ok);
                }
                for k in 0..nb {
                    let off = k as i32 * 16;
                    let w0 = self.b.ins().load(types::I64, MF, bp, off);
                    let w1 = self
                        .b
                        .ins()
                        .load(types::I64, MF, bp, off + layout::PAYLOAD_AT);
                    self.store_words(nargs + k, w0, w1);
                    written.push(nargs + k);
                }
            }
        }
        let deopt = self.new_block();
        self.b.set_cold_block(deopt);
        // A method's `$this`: the object block the region's begin helper
        // kept (counted) in the context's direct slot for this depth. A
        // closure's only when its body reads it (none: the call is made,
        // which fails as php does).
        let reads_this = u
            .ops
            .iter()
            .take(INLINE_OPS)
            .any(|op| matches!(op, Op::FetchPropC { .. }));
        let this =
            (u.this_slot != NONE && (!closure || reads_this)).then(|| self.direct_this(d, deopt));
        // The inner calls begun and not made yet: the method, its scope,
        // its arguments (operands of this body's frame).
        let mut open: Vec<nest::Open<'a>> = Vec::new();
        // The inner frames' slots written (as slots of this body's frame),
        // cleared by the inner returns already, and by a guard failing.
        let mut dirty: Vec<u32> = Vec::new();
        let mut returned = false;
        // A constructor's property writes, checked where they stand and
        // made at its return, after every guard (`ctor_inlinable`).
        let mut writes: Vec<nest::Write> = Vec::new();
        for (k, op) in u.ops.iter().enumerate().take(crate::NESTED_OPS) {
            match *op {
                Op::InitMethodC { .. } | Op::InitStaticCall { .. } => {
                    let Some(m) = inner.get(k).and_then(|m| m.as_deref()) else {
                        break;
                    };
                    let Some(scope) = self.inner_begin(u, d, this, *op, m, deopt) else {
                        break;
                    };
                    open.push(nest::Open {
                        unit: m,
                        scope,
                        args: Vec::new(),
                    });
                }
                Op::Send { a: o } | Op::SendVar { cv: o } => {
                    let Some(c) = open.last_mut() else { break };
                    c.args.push(o);
                }
                Op::AssignPropC { src, cache, .. } => {
                    let Some(o) = this else { break };
                    let w = self.ctor_write_check(u, d, o, src, cache, deopt);
                    writes.push(w);
                }
                Op::DoCall { dst: t } => {
                    let Some(c) = open.pop() else { break };
                    if !self.inner_call(u, this, &c, t, deopt, &mut dirty) {
                        break;
                    }
                    written.push(t);
                }
                Op::Move { dst: t, src } => {
                    // A parameter (a scalar: checked above) or a number.
                    let (w0, w1) = self.scalar_words(src);
                    self.store_words(t, w0, w1);
                    written.push(t);
                }
                Op::FetchPropC { dst: t, cache, .. } => {
                    let Some(o) = this else { break };
                    let c = self.cells;
                    let at = c.cx_direct + d as i32 * c.direct_size + c.direct_scope;
                    let scope = self.b.ins().load(types::I32, MF, self.cx, at);
                    self.this_prop(u, scope, o, cache, t, deopt);
                    written.push(t);
                }
                Op::Add { dst: t, a, b } | Op::Sub { dst: t, a, b } | Op::Mul { dst: t, a, b } => {
                    let kind = arith_kind(op);
                    // The temporaries are above the stack top: Undef, so
                    // written without a look at what was there.
                    if !self.num_op(a, b, kind, deopt, |em, k, bits, _| em.write(t, k, bits)) {
                        break;
                    }
                    written.push(t);
                }
                Op::Return { a: r } => {
                    // A constructor's result (null) goes nowhere.
                    let words = (dst != NONE).then(|| self.scalar_words(r));
                    for w in writes.drain(..) {
                        self.ctor_write(w);
                    }
                    // The frame's slots back to Undef (all scalars), the
                    // arguments unstaged.
                    let z = self.b.ins().iconst(types::I64, layout::UNDEF as i64);
                    for o in (0..nargs).chain(written.iter().copied()) {
                        self.b.ins().store(MF, z, cfp, Self::slot_off(o));
                    }
                    let spp = self.b.ins().load(self.ptr, MF, self.cx, crate::CX_SP);
                    self.b.ins().store(MF, a, spp, 0);
                    self.fp = fp;
                    self.unit = unit;
                    if let Some((w0, w1)) = words {
                        let off = Self::slot_off(dst);
                        self.b.ins().store(MF, w0, fp, off);
                        self.b.ins().store(MF, w1, fp, off + layout::PAYLOAD_AT);
                    }
                    // The region's handle on `$this` is given back.
                    if let Some(o) = this {
                        self.release_obj(o);
                    } else if closure {
                        self.release_direct_this(d);
                    }
                    // And its handle on the Closure (not its last).
                    if let Some(o) = clo {
                        let n = self.b.ins().load(types::I64, MF, o, layout::OBJ_RC_AT);
                        let n1 = self.b.ins().iadd_imm_s(n, -1);
                        self.b.ins().store(MF, n1, o, layout::OBJ_RC_AT);
                    }
                    self.next(i);
                    returned = true;
                    break;
                }
                _ => break,
            }
        }
        // A body the plan took but the loop above did not (never, as the
        // two agree): the call is made.
        if !returned {
            self.b.ins().jump(deopt, &[]);
        }
        self.fp = fp;
        self.unit = unit;
        // A guard failed: the temporaries written so far back to Undef
        // (those not written yet are Undef already), then the call.
        self.b.switch_to_block(deopt);
        let z = self.b.ins().iconst(types::I64, layout::UNDEF as i64);
        for &t in written.iter().chain(&dirty) {
            self.b.ins().store(MF, z, cfp, Self::slot_off(t));
        }
        self.b.ins().jump(call, &[]);
    }

    /// The two words of operand `o`: a number constant's, or those of a
    /// slot of the running frame.
    fn scalar_words(&mut self, o: u32) -> (V, V) {
        let (kind, bits) = match self.opd(o) {
            Opd::Int(x) => (layout::INT, x),
            Opd::Float(x) => (layout::FLOAT, x.to_bits() as i64),
            _ => return self.load_words(o),
        };
        (
            self.b.ins().iconst(types::I64, kind as i64),
            self.b.ins().iconst(types::I64, bits),
        )
    }

    /// The object block of the `$this` a method region of depth `d`
    /// keeps in the context (counted: see the VM's `DirectSlot`); none
    /// jumps to `miss`.
    fn direct_this(&mut self, d: usize, miss: Block) -> V {
        let c = self.cells;
        let at = c.cx_direct + d as i32 * c.direct_size + c.direct_this;
        let raw = self.b.ins().load(types::I64, MF, self.cx, at);
        let ok = self.new_block();
        self.b.ins().brif(raw, ok, &[], miss, &[]);
        self.b.switch_to_block(ok);
        // The raw pointer is the `Rc`'s data; a value's payload (and the
        // layout's offsets) start at its block.
        let data_at = tusk_value::object::obj_layout().data_at;
        self.b.ins().iadd_imm_s(raw, -(data_at as i64))
    }

    /// In the body of method `u` inlined (its scope `scope`): temporary
    /// `t` of its frame (`self.fp`) gets property site `cache`'s value in
    /// object `o` (its `$this`), when `u`'s own cache cell for the site
    /// names `o`'s class from the method's scope and the value is an int
    /// or a float (nothing to count); anything else jumps to `miss`.
    fn this_prop(&mut self, u: &CodeUnit, scope: V, o: V, cache: u32, t: u32, miss: Block) {
        let vm = self.b.ins().load(self.ptr, MF, self.cx, self.cells.cx_vm);
        let cb = self.unit_cells(vm, u, miss);
        let e = self.cell_at(vm, cb, cache, Some(o), scope, miss);
        let (p, k) = self.prop_slot(o, e, false, miss);
        self.kind_in(k, layout::INT, layout::FLOAT, miss);
        let lo = self.b.ins().load(types::I64, MF, p, 0);
        let hi = self.b.ins().load(types::I64, MF, p, layout::PAYLOAD_AT);
        self.store_words(t, lo, hi);
    }

    /// The first cache cell of unit `u` (VM `vm`): its entry in the VM's
    /// table of cache bases, filled when it first ran; none jumps to
    /// `miss`.
    fn unit_cells(&mut self, vm: V, u: &CodeUnit, miss: Block) -> V {
        let c = self.cells;
        let n = self.b.ins().load(types::I64, MF, vm, c.vm_bases_len);
        let known = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThan, n, u.id as i64);
        let ok = self.new_block();
        self.br(known, ok, miss);
        self.b.switch_to_block(ok);
        let bases = self.b.ins().load(self.ptr, MF, vm, c.vm_bases);
        let cb = self.b.ins().load(types::I64, MF, bases, u.id as i32 * 8);
        let set = self.b.ins().icmp_imm_s(IntCC::NotEqual, cb, -1);
        let ok = self.new_block();
        self.br(set, ok, miss);
        self.b.switch_to_block(ok);
        cb
    }

    /// Gives back the handle on `$this` (if any) that a region of depth
    /// `d` keeps in the context's direct slot.
    fn release_direct_this(&mut self, d: usize) {
        let c = self.cells;
        let at = c.cx_direct + d as i32 * c.direct_size + c.direct_this;
        let raw = self.b.ins().load(types::I64, MF, self.cx, at);
        let (some, done) = (self.new_block(), self.new_block());
        self.br(raw, some, done);
        self.b.switch_to_block(some);
        let data_at = tusk_value::object::obj_layout().data_at;
        let o = self.b.ins().iadd_imm_s(raw, -(data_at as i64));
        self.release_obj(o);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// Gives back one handle on object block `o` (its last: dropped by
    /// the drop helper).
    fn release_obj(&mut self, o: V) {
        let n = self.b.ins().load(types::I64, MF, o, layout::OBJ_RC_AT);
        let k = self.b.ins().iconst(types::I64, layout::OBJ as i64);
        let (last, done) = (self.new_block(), self.new_block());
        self.b.set_cold_block(last);
        self.count_down(n, o, layout::OBJ_RC_AT, k, last, done);
        self.b.switch_to_block(done);
    }

    /// Gives back one of the `n` handles counted at `p + at` (a store
    /// when more remain; the last goes in block `last`, where the drop
    /// helper drops the value of words `w0`, `p`), then on to `done`.
    fn count_down(&mut self, n: V, p: V, at: i32, w0: V, last: Block, done: Block) {
        let down = self.new_block();
        let many = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, n, 1);
        self.br(many, down, last);
        self.b.switch_to_block(down);
        let n1 = self.b.ins().iadd_imm_s(n, -1);
        self.b.ins().store(MF, n1, p, at);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(last);
        let f = self.b.ins().iconst(self.ptr, self.h_drop);
        self.b.ins().call_indirect(self.drop_sig, f, &[w0, p]);
        self.b.ins().jump(done, &[]);
    }

    /// Whether the region starting at `s` calls a method.
    fn is_method(&self, s: usize) -> bool {
        !matches!(self.unit.ops[s], Op::InitCall { .. })
    }

    /// A begin helper's call for region start `i` (`mode`: a method
    /// region's, see `tusk_jit::MethodBegin`).
    fn begin_call(&mut self, i: usize, mode: u32) -> V {
        let (cx, fp) = (self.cx, self.fp);
        let sends = self.regions[i].map_or(0, |r| r.sends);
        let n = self.b.ins().iconst(types::I32, sends as i64);
        if let Op::InitCall { cache, .. } = self.unit.ops[i] {
            let c = self.b.ins().iconst(types::I32, cache as i64);
            let f = self.b.ins().iconst(self.ptr, self.h_begin);
            let call = self.b.ins().call_indirect(self.begin_sig, f, &[cx, c, n]);
            self.b.inst_results(call)[0]
        } else {
            let (slow, join) = (self.new_block(), self.new_block());
            self.b.append_block_param(join, types::I64);
            let fast = self.method_begin_inline(i, mode & 0xff, slow, join);
            if fast {
                self.b.switch_to_block(slow);
                self.b.set_cold_block(slow);
            }
            let m = self.b.ins().iconst(types::I32, mode as i64);
            let pc = self.b.ins().iconst(types::I32, i as i64);
            let h = match self.unit.ops[i] {
                Op::NewObj { .. } => self.h_nbegin,
                _ => self.h_mbegin,
            };
            let f = self.b.ins().iconst(self.ptr, h);
            let call = self
                .b
                .ins()
                .call_indirect(self.mbegin_sig, f, &[cx, fp, pc, n, m]);
            let r = self.b.inst_results(call)[0];
            if !fast {
                return r;
            }
            self.b.ins().jump(join, &[r.into()]);
            self.b.switch_to_block(join);
            self.b.block_params(join)[0]
        }
    }

    /// The begin helper's cache hit for an `InitMethodC` region at `i`
    /// (depth `d`) whose site named a method when compiled, on an object in a
    /// variable or `$this` (or an `InitStaticCall` naming its class): the
    /// site's cell names the object's class (or is filled) from the
    /// frame's scope and that callee, and the slot stack has room for
    /// the callee's frame; then `$this` (counted), the method's scope and
    /// the called class go to the context's direct slot, as `method_hit`
    /// keeps them, and `join` gets the callee. Anything else jumps to
    /// `slow`. False when nothing was emitted.
    fn method_begin_inline(&mut self, i: usize, d: u32, slow: Block, join: Block) -> bool {
        let (Some(u), Some(r)) = (self.known[i], self.regions[i]) else {
            return false;
        };
        if let Op::InitCallDyn { callee } = self.unit.ops[i] {
            return self.closure_begin_inline(callee, d, u, r.sends, slow, join);
        }
        let c = self.cells;
        // The called class the callee gets, when not the cell's class.
        let mut called = None;
        let (o, e) = match self.unit.ops[i] {
            Op::InitMethodC { obj, cache, .. } => {
                if obj & CONST_BIT != 0 || (obj >= self.ncv && obj != self.unit.this_slot) {
                    return false;
                }
                let (o, e) = self.prop_cell(obj, cache, slow);
                (Some(o), e)
            }
            // A static call naming its class: its filled cell holds for
            // good (as `Vm::static_hit` takes it). `self::` and `parent::`
            // name the class of the scope the cell was filled from;
            // `static::` the frame's called class, which must be the one
            // the cell was filled for. `self::` and `parent::` forward the
            // frame's called class, if it has one.
            Op::InitStaticCall { cls, cache, .. } if cls & CONST_BIT != 0 => {
                let vm = self.b.ins().load(self.ptr, MF, self.cx, c.cx_vm);
                let cb = self.b.ins().load(self.ptr, MF, self.cx, c.cx_cb);
                let scope = self.b.ins().load(types::I32, MF, self.cx, c.cx_scope);
                let e = self.cell_at(vm, cb, cache, None, scope, slow);
                if cls >= CLS_STATIC {
                    let fcls = self.b.ins().load(types::I32, MF, self.cx, c.cx_cls);
                    if cls == CLS_STATIC {
                        let cid = self.b.ins().load(types::I32, MF, e, c.cid_at);
                        let same = self.b.ins().icmp(IntCC::Equal, cid, fcls);
                        let ok = self.new_block();
                        self.br(same, ok, slow);
                        self.b.switch_to_block(ok);
                    } else {
                        let cid = self.b.ins().load(types::I32, MF, e, c.cid_at);
                        let none = self.b.ins().icmp_imm_s(IntCC::Equal, fcls, -1);
                        called = Some(self.b.ins().select(none, cid, fcls));
                    }
                }
                (None, e)
            }
            _ => return false,
        };
        let unit = self.b.ins().load(types::I64, MF, e, c.unit_at);
        let same = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, unit, u as *const CodeUnit as i64);
        let ok = self.new_block();
        self.br(same, ok, slow);
        self.b.switch_to_block(ok);
        let vm = self.b.ins().load(self.ptr, MF, self.cx, c.cx_vm);
        let init = self.b.ins().load(types::I64, MF, vm, c.vm_stack_init);
        let spp = self.b.ins().load(self.ptr, MF, self.cx, crate::CX_SP);
        let sp = self.b.ins().load(types::I64, MF, spp, 0);
        let room = (u.num_slots).max(r.sends) as i64;
        let top = self.b.ins().iadd_imm_s(sp, room);
        let fits = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, top, init);
        let ok = self.new_block();
        self.br(fits, ok, slow);
        self.b.switch_to_block(ok);
        let at = c.cx_direct + d as i32 * c.direct_size;
        let null = self.b.ins().iconst(types::I64, 0);
        let this = match o {
            Some(o) => {
                self.count_rc(o, layout::OBJ_RC_AT);
                let data_at = tusk_value::object::obj_layout().data_at as i64;
                self.b.ins().iadd_imm_s(o, data_at)
            }
            None => null,
        };
        self.b.ins().store(MF, this, self.cx, at + c.direct_this);
        self.b.ins().store(MF, null, self.cx, at + c.direct_closure);
        let scope = self.b.ins().load(types::I32, MF, e, c.mscope_at);
        self.b.ins().store(MF, scope, self.cx, at + c.direct_scope);
        let cid = match called {
            Some(k) => k,
            None => self.b.ins().load(types::I32, MF, e, c.cid_at),
        };
        self.b.ins().store(MF, cid, self.cx, at + c.direct_cls);
        let callee = self.b.ins().iconst(types::I64, u as *const CodeUnit as i64);
        self.b.ins().jump(join, &[callee.into()]);
        true
    }

    /// The begin helper's hit for an `InitCallDyn` region (depth `d`, of
    /// `sends` arguments) on operand `cs` whose variable held user
    /// closure `u` when compiled (`closure_hit`): the operand holds a
    /// Closure object whose payload is a user closure's data (its vtable,
    /// `ClosureCells`) running `u`, and the slot stack has room for `u`'s
    /// frame; then the closure's `$this` (counted), the Closure object (a
    /// temporary's handle taken, a variable's counted), its captured
    /// values (when there are as many as `u` uses), its scope and called
    /// class go to the context's direct slot, and `join` gets `u`.
    /// Anything else jumps to `slow` (the helper). False when nothing was
    /// emitted (the closures' layout not known).
    fn closure_begin_inline(
        &mut self,
        cs: u32,
        d: u32,
        u: &CodeUnit,
        sends: u32,
        slow: Block,
        join: Block,
    ) -> bool {
        let c = self.cells;
        let Some(k) = c.closure else {
            return false;
        };
        // The region's sends are staged by value, and its result is a
        // plain value: a closure taking or returning anything by
        // reference is the helper's (which leaves such calls to the main
        // loop before anything is staged).
        if cs & CONST_BIT != 0 || u.by_ref_args != 0 || u.by_ref_return {
            return false;
        }
        let kind = self.load_kind(cs);
        let is_obj = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, kind, layout::OBJ as i64);
        let ok = self.new_block();
        self.br(is_obj, ok, slow);
        self.b.switch_to_block(ok);
        let o = self.load_bits(cs);
        // A payload first (an object without one has only its block word
        // written: the other may hold anything), then its vtable.
        let blk = self.b.ins().load(types::I64, MF, o, k.block_at);
        let ok = self.new_block();
        self.br(blk, ok, slow);
        self.b.switch_to_block(ok);
        let vt = self.b.ins().load(types::I64, MF, o, k.vtable_at);
        let same = self.b.ins().icmp_imm_s(IntCC::Equal, vt, k.vtable);
        let ok = self.new_block();
        self.br(same, ok, slow);
        self.b.switch_to_block(ok);
        let cd = self.b.ins().iadd_imm_s(blk, k.data_at as i64);
        let w = self.b.ins().load(types::I64, MF, cd, k.unit_at);
        let want = u as *const CodeUnit as i64 - k.unit_data_at as i64;
        let same = self.b.ins().icmp_imm_s(IntCC::Equal, w, want);
        let ok = self.new_block();
        self.br(same, ok, slow);
        self.b.switch_to_block(ok);
        let vm = self.b.ins().load(self.ptr, MF, self.cx, c.cx_vm);
        let init = self.b.ins().load(types::I64, MF, vm, c.vm_stack_init);
        let spp = self.b.ins().load(self.ptr, MF, self.cx, crate::CX_SP);
        let sp = self.b.ins().load(types::I64, MF, spp, 0);
        let room = (u.num_slots).max(sends) as i64;
        let top = self.b.ins().iadd_imm_s(sp, room);
        let fits = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, top, init);
        let ok = self.new_block();
        self.br(fits, ok, slow);
        self.b.switch_to_block(ok);
        let data_at = tusk_value::object::obj_layout().data_at as i64;
        let at = c.cx_direct + d as i32 * c.direct_size;
        // `$this`, counted (its data pointer kept; null for none).
        let this = self.b.ins().load(types::I64, MF, cd, k.this_at);
        let (some, none, next) = (self.new_block(), self.new_block(), self.new_block());
        self.b.append_block_param(next, types::I64);
        self.br(this, some, none);
        self.b.switch_to_block(some);
        self.count_rc(this, layout::OBJ_RC_AT);
        let traw = self.b.ins().iadd_imm_s(this, data_at);
        self.b.ins().jump(next, &[traw.into()]);
        self.b.switch_to_block(none);
        let null = self.b.ins().iconst(types::I64, 0);
        self.b.ins().jump(next, &[null.into()]);
        self.b.switch_to_block(next);
        let traw = self.b.block_params(next)[0];
        self.b.ins().store(MF, traw, self.cx, at + c.direct_this);
        // The Closure object: a temporary's handle taken (its slot left
        // Undef), a variable's shared.
        if cs >= self.ncv && cs != self.unit.this_slot {
            let z = self.b.ins().iconst(types::I64, layout::UNDEF as i64);
            self.b.ins().store(MF, z, self.fp, Self::slot_off(cs));
        } else {
            self.count_rc(o, layout::OBJ_RC_AT);
        }
        let craw = self.b.ins().iadd_imm_s(o, data_at);
        self.b.ins().store(MF, craw, self.cx, at + c.direct_closure);
        // The captured values, when as many as the unit uses.
        let bp = self.b.ins().load(types::I64, MF, cd, k.bound_ptr_at);
        let bl = self.b.ins().load(types::I64, MF, cd, k.bound_len_at);
        let full = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, bl, u.uses.len() as i64);
        let bp = self.b.ins().select(full, bp, null);
        self.b.ins().store(MF, bp, self.cx, at + c.direct_bound);
        let scope = self.b.ins().load(types::I32, MF, cd, k.scope_at);
        self.b.ins().store(MF, scope, self.cx, at + c.direct_scope);
        let cls = self.b.ins().load(types::I32, MF, cd, k.cls_at);
        self.b.ins().store(MF, cls, self.cx, at + c.direct_cls);
        let callee = self.b.ins().iconst(types::I64, u as *const CodeUnit as i64);
        self.b.ins().jump(join, &[callee.into()]);
        true
    }

    /// The start (`InitCall`, `InitMethodC`, `InitStaticCall`,
    /// `InitCallDyn` or `NewObj`) of a
    /// direct call region: the callee (or 0 for the general protocol) and
    /// the arguments' base. A nested method region that cannot call
    /// directly first turns the regions around it to the general protocol
    /// (their pending records made), so that the records stay in call
    /// order, then runs its op; a function's region leaves for the main
    /// loop instead (`bail` makes the records around it).
    fn region_begin(&mut self, i: usize) {
        let d = self.depth[i] as usize;
        // `new C` without arguments, outside other regions: a class without
        // constructor is made by its own helper (no begin dispatch, no
        // class op), its empty call skipped.
        if self.inside[i].is_none()
            && matches!(self.unit.ops[i], Op::NewObj { .. })
            && matches!(self.unit.ops.get(i + 1), Some(Op::DoCall { dst: NONE }))
        {
            // `$x = new C`: the helper may make the object in place of
            // `$x`'s and assign it (see `NEW_FUSE`).
            let fuse = match (self.unit.ops[i], self.unit.ops.get(i + 2)) {
                (Op::NewObj { dst, .. }, Some(&Op::Assign { dst: NONE, src, .. })) => {
                    src == dst && self.blocks.get(i + 3).is_some_and(|b| b.is_some())
                }
                _ => false,
            };
            let r = if fuse {
                let (cx, fp) = (self.cx, self.fp);
                let pc = self
                    .b
                    .ins()
                    .iconst(types::I32, (i as u32 | crate::NEW_FUSE) as i64);
                let f = self.b.ins().iconst(self.ptr, self.h_new);
                let call = self.b.ins().call_indirect(self.step_sig, f, &[cx, fp, pc]);
                self.b.inst_results(call)[0]
            } else {
                self.step_call(self.h_new, i)
            };
            if fuse {
                let both = self.b.ins().icmp_imm_s(IntCC::Equal, r, i as i64 + 3);
                let (past, other) = (self.new_block(), self.new_block());
                self.br(both, past, other);
                self.b.switch_to_block(past);
                self.goto(i, i + 3);
                self.b.switch_to_block(other);
            }
            let done = self
                .b
                .ins()
                .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, r, 0);
            let (skip, go) = (self.new_block(), self.new_block());
            self.br(done, skip, go);
            self.b.switch_to_block(skip);
            self.goto(i, i + 2);
            self.b.switch_to_block(go);
        }
        let r = if self.inside[i].is_some() && self.is_method(i) {
            let r = self.begin_call(i, d as u32);
            let no = self.b.ins().icmp_imm_s(IntCC::Equal, r, -1);
            let (retry, join) = (self.new_block(), self.new_block());
            self.b.append_block_param(join, types::I64);
            self.b.set_cold_block(retry);
            self.b.ins().brif(no, retry, &[], join, &[r.into()]);
            self.b.switch_to_block(retry);
            self.materialize_from(self.inside[i], true);
            let r2 = self.begin_call(i, d as u32 | crate::BEGIN_GENERAL);
            self.b.ins().jump(join, &[r2.into()]);
            self.b.switch_to_block(join);
            self.b.block_params(join)[0]
        } else {
            self.begin_call(i, d as u32 | crate::BEGIN_GENERAL)
        };
        // `new` of a class without constructor: its empty call is skipped.
        if matches!(self.unit.ops[i], Op::NewObj { .. })
            && matches!(self.unit.ops.get(i + 1), Some(Op::DoCall { dst: NONE }))
        {
            let done = self.b.ins().icmp_imm_s(IntCC::Equal, r, crate::NEW_DONE);
            let (skip, go) = (self.new_block(), self.new_block());
            self.br(done, skip, go);
            self.b.switch_to_block(skip);
            self.goto(i, i + 2);
            self.b.switch_to_block(go);
        }
        let cx = self.cx;
        let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
        let (ok, out, err, back) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        self.br(neg, out, ok);
        self.b.switch_to_block(out);
        self.b.set_cold_block(out);
        self.error_or(i, r, err, back);
        self.b.switch_to_block(back);
        self.b.set_cold_block(back);
        self.bail(i);
        self.b.switch_to_block(ok);
        self.b.def_var(self.callee[d], r);
        let spp = self.b.ins().load(self.ptr, MF, cx, crate::CX_SP);
        let sp = self.b.ins().load(types::I64, MF, spp, 0);
        self.b.def_var(self.args[d], sp);
        self.next(i);
    }

    /// Stages two words on top of the slot stack (room was made by the
    /// region's `InitCall`).
    fn push_words(&mut self, w0: V, w1: V) {
        let cx = self.cx;
        let spp = self.b.ins().load(self.ptr, MF, cx, crate::CX_SP);
        let sp = self.b.ins().load(types::I64, MF, spp, 0);
        let base = self.b.ins().load(self.ptr, MF, cx, crate::CX_STACK);
        let off = self.b.ins().ishl_imm_u(sp, 4);
        let at = self.b.ins().iadd(base, off);
        self.b.ins().store(MF, w0, at, 0);
        self.b.ins().store(MF, w1, at, layout::PAYLOAD_AT);
        let sp1 = self.b.ins().iadd_imm_s(sp, 1);
        self.b.ins().store(MF, sp1, spp, 0);
    }

    /// A send in a direct region: scalars copied (a variable's) or moved
    /// (a temporary's) inline; anything else through the stage helper.
    fn stage_direct(&mut self, i: usize, s: usize) {
        let d = self.depth[s] as usize;
        // A send at a position a built-in may take by reference goes to
        // the stage_ref helper, as does an element sent (the helper knows
        // whether the callee takes it by reference).
        let c = self.b.use_var(self.callee[d]);
        let (by_ref, inline) = (self.new_block(), self.new_block());
        if matches!(self.unit.ops[i], Op::SendPath { .. }) {
            self.b.ins().jump(by_ref, &[]);
        } else {
            let n = self.send_position(s, i).min(63);
            let byref = self.b.ins().band_imm_u(c, crate::BYREF_CALLEE);
            let chk = self.new_block();
            self.b.ins().brif(byref, chk, &[], inline, &[]);
            self.b.switch_to_block(chk);
            let entry = self.b.ins().band_imm_s(c, !(crate::BYREF_CALLEE | 1));
            let mask = self
                .b
                .ins()
                .load(types::I64, MF, entry, self.by_ref_mask_at);
            let bit = self.b.ins().band_imm_u(mask, 1i64 << n);
            self.b.ins().brif(bit, by_ref, &[], inline, &[]);
        }
        self.b.switch_to_block(by_ref);
        self.stage_ref_call(i, d);
        self.b.switch_to_block(inline);
        self.stage_inline(i);
    }

    /// The built-in the `InitCall` opening region `s` named when compiled
    /// (`Em::builtins`): its tagged callee and the argument positions it
    /// takes by reference.
    fn site_builtin(&self, s: usize) -> Option<(i64, u64)> {
        match self.unit.ops[s] {
            Op::InitCall { .. } => self.builtins.get(s).copied().filter(|&(c, _)| c != 0),
            _ => None,
        }
    }

    /// A send of region `s`, whose callee is the built-in its site named
    /// when compiled (`site_builtin`; the caller checked it is): whether
    /// this position takes a reference is known here, so no check of the
    /// callee's mask is made. A variable that already holds a reference is
    /// staged as that reference inline (the loop that passes `$m` to
    /// preg_match on every turn); anything else at a by-reference
    /// position, and any element, through the stage_ref helper; a send by
    /// value inline, as `stage_direct`'s.
    fn stage_known(&mut self, i: usize, s: usize, mask: u64) {
        let d = self.depth[s] as usize;
        let n = self.send_position(s, i).min(63);
        let by_ref = mask & (1u64 << n) != 0;
        match self.unit.ops[i] {
            Op::SendVar { cv } if by_ref => {
                let kind = self.load_kind(cv);
                let is_ref = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, kind, layout::REF as i64);
                let (copy, helper) = (self.new_block(), self.new_block());
                self.b.set_cold_block(helper);
                self.br(is_ref, copy, helper);
                self.b.switch_to_block(copy);
                let (w0, w1) = self.load_words(cv);
                self.count_rc(w1, layout::REF_RC_AT);
                self.push_words(w0, w1);
                self.next(i);
                self.b.switch_to_block(helper);
                self.stage_ref_call(i, d);
            }
            Op::SendPath { path } if !by_ref => self.stage_elem(i, d, path),
            Op::SendPath { .. } => self.stage_ref_call(i, d),
            _ if by_ref => self.stage_ref_call(i, d),
            _ => self.stage_inline(i),
        }
    }

    /// An element sent by value to a known built-in (`strtoupper($m[1])`
    /// in a preg_replace_callback callback): a variable's packed array (or
    /// the one its reference set holds) at a constant int key inside it,
    /// holding a plain value, is copied onto the staging stack inline,
    /// counted as a copy. Any other path, and a miss (another kind, a
    /// hole, a reference element, a key outside), goes to the stage_ref
    /// helper, which sends it (or leaves it to the main loop, with its
    /// warnings).
    fn stage_elem(&mut self, i: usize, d: usize, path: u32) {
        let p = &self.unit.paths[path as usize];
        let (tusk_bytecode::PathBase::Cv(cv), [tusk_bytecode::PathElem::Dim(k)]) =
            (p.base, p.elems.as_slice())
        else {
            return self.stage_ref_call(i, d);
        };
        let Opd::Int(x @ 0..) = self.opd(*k) else {
            return self.stage_ref_call(i, d);
        };
        let helper = self.new_block();
        self.b.set_cold_block(helper);
        let key = self.b.ins().iconst(types::I64, x);
        let (e, ek) = self.plain_packed_elem(cv, key, true, helper);
        let (w0, w1) = self.counted_words(e, ek);
        self.push_words(w0, w1);
        self.next(i);
        self.b.switch_to_block(helper);
        self.stage_ref_call(i, d);
    }

    /// The stage_ref helper for the send at `i` of the region at depth
    /// `d`, then on (or back to the main loop).
    fn stage_ref_call(&mut self, i: usize, d: usize) {
        let (cx, fp) = (self.cx, self.fp);
        let c = self.b.use_var(self.callee[d]);
        let pc = self.b.ins().iconst(types::I32, i as i64);
        let a = self.b.use_var(self.args[d]);
        let f = self.b.ins().iconst(self.ptr, self.h_stage_ref);
        let call = self
            .b
            .ins()
            .call_indirect(self.stage_ref_sig, f, &[cx, fp, pc, c, a]);
        let r = self.b.inst_results(call)[0];
        self.staged(i, r);
    }

    /// A send by value of a direct region: a scalar or a literal copied,
    /// a temporary moved, a variable's value counted in place; anything
    /// else through the stage helper.
    fn stage_inline(&mut self, i: usize) {
        let helper = self.new_block();
        self.b.set_cold_block(helper);
        match self.unit.ops[i] {
            Op::Send { a } if a & CONST_BIT != 0 => match literal_words(self.unit.constant(a)) {
                Some((w0, payload)) => {
                    let k = self.b.ins().iconst(types::I64, w0);
                    let v = match payload {
                        Some(x) => self.b.ins().iconst(types::I64, x),
                        // A literal string or array: its pointer, read
                        // from the unit's constant.
                        None => {
                            let p = self.value_addr(a);
                            self.b.ins().load(types::I64, MF, p, layout::PAYLOAD_AT)
                        }
                    };
                    self.push_words(k, v);
                    self.next(i);
                }
                None => {
                    self.b.ins().jump(helper, &[]);
                }
            },
            Op::Send { a } if a >= self.ncv => {
                let kind = self.load_kind(a);
                let undef = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, kind, layout::UNDEF as i64);
                let r = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, kind, layout::REF as i64);
                let no = self.b.ins().bor(undef, r);
                let mv = self.new_block();
                self.br(no, helper, mv);
                self.b.switch_to_block(mv);
                let (w0, w1) = self.load_words(a);
                self.push_words(w0, w1);
                self.store_kind(a, layout::UNDEF);
                self.next(i);
            }
            Op::SendVar { cv } => {
                // null .. an object: copied, a string, an array or an
                // object counted in place (undefined, a reference: the
                // helper's, with its warning or its read through).
                let kind = self.load_kind(cv);
                self.plain_kind(kind, helper);
                let (w0, w1) = self.load_words(cv);
                self.count_copy(kind, w1);
                self.push_words(w0, w1);
                self.next(i);
            }
            _ => {
                self.b.ins().jump(helper, &[]);
            }
        }
        self.b.switch_to_block(helper);
        let r = self.step_call(self.h_stage, i);
        self.staged(i, r);
    }

    /// The argument position of the send at `i` in the call of region
    /// `s` (its own sends before it, not those of regions nested in it).
    fn send_position(&self, s: usize, i: usize) -> usize {
        (s + 1..i)
            .filter(|&k| {
                self.inside[k] == Some(s)
                    && matches!(
                        self.unit.ops[k],
                        Op::Send { .. } | Op::SendVar { .. } | Op::SendPath { .. }
                    )
            })
            .count()
    }

    /// After a stage helper's answer `r` for the send at `i`: on to the
    /// next op, or (-1) to the main loop at the send.
    fn staged(&mut self, i: usize, r: V) {
        let hit = self.b.ins().icmp_imm_s(IntCC::Equal, r, (i + 1) as i64);
        let (ok, out) = (self.new_block(), self.new_block());
        self.br(hit, ok, out);
        self.b.switch_to_block(out);
        self.b.set_cold_block(out);
        self.bail(i);
        self.b.switch_to_block(ok);
        self.next(i);
    }

    /// Leaving compiled code at op `i`: the pending records the general
    /// protocol would have made for the direct regions it is inside.
    fn materialize(&mut self, i: usize) {
        self.materialize_from(self.inside[i], false);
    }

    /// The pending records of direct region `start` and of the regions
    /// around it, outermost first (those running the general protocol have
    /// theirs already); with `reset`, the regions run the general protocol
    /// from here on.
    fn materialize_from(&mut self, start: Option<usize>, reset: bool) {
        let mut chain = Vec::new();
        let mut r = start;
        while let Some(s) = r {
            chain.push(s);
            r = self.inside[s];
        }
        for &s in chain.iter().rev() {
            let d = self.depth[s] as usize;
            let c = self.b.use_var(self.callee[d]);
            let (mat, out) = (self.new_block(), self.new_block());
            self.b.set_cold_block(mat);
            self.b.ins().brif(c, mat, &[], out, &[]);
            self.b.switch_to_block(mat);
            let a = self.b.use_var(self.args[d]);
            let cx = self.cx;
            let dm = if self.is_method(s) {
                d as u32
            } else {
                crate::FUNCTION_REGION
            };
            let dv = self.b.ins().iconst(types::I32, dm as i64);
            let f = self.b.ins().iconst(self.ptr, self.h_mat);
            self.b.ins().call_indirect(self.mat_sig, f, &[cx, c, a, dv]);
            self.b.ins().jump(out, &[]);
            self.b.switch_to_block(out);
            if reset {
                let z = self.b.ins().iconst(types::I64, 0);
                self.b.def_var(self.callee[d], z);
            }
        }
    }

    /// A cold block that runs op `i` through the step helper (filled once
    /// the op's own blocks are).
    fn slow(&mut self, i: usize) -> Block {
        let bl = self.new_block();
        self.b.set_cold_block(bl);
        self.slows.push((bl, i));
        bl
    }

    /// Writes a scalar result to `dst` (NONE: nowhere): `slow` if the slot
    /// holds something to drop, else its kind byte and payload.
    fn put(&mut self, dst: u32, kind: u8, bits: V, slow: Block) {
        if dst == NONE {
            return;
        }
        if self.scalars.contains(&dst) {
            self.write(dst, kind, bits);
            return;
        }
        self.owns_nothing(dst, slow);
        self.write(dst, kind, bits);
    }

    /// Goes on only when slot `o` holds nothing to drop (a scalar or
    /// Undef), else to `slow`.
    fn owns_nothing(&mut self, o: u32, slow: Block) {
        let old = self.load_kind(o);
        let owns =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, old, layout::LAST_SCALAR as i64);
        let ok = self.new_block();
        self.br(owns, slow, ok);
        self.b.switch_to_block(ok);
    }

    /// Stores a kind and a payload (no check of what was there). The kind
    /// goes in as a whole 8-byte word (the padding zeroed, a bool's byte
    /// included): a later 8-byte load of that word (a move) then forwards
    /// from the store instead of stalling behind a byte store.
    fn write(&mut self, dst: u32, kind: u8, bits: V) {
        let off = Self::slot_off(dst);
        let word = if kind == layout::BOOL {
            let b = self.b.ins().uextend(types::I64, bits);
            let b = self.b.ins().ishl_imm_u(b, 8 * layout::BOOL_AT as i64);
            self.b.ins().bor_imm_u(b, kind as i64)
        } else {
            self.b.ins().iconst(types::I64, kind as i64)
        };
        self.b.ins().store(MF, word, self.fp, off);
        if kind != layout::BOOL {
            self.b
                .ins()
                .store(MF, bits, self.fp, off + layout::PAYLOAD_AT);
        }
    }

    fn put_bool(&mut self, dst: u32, c: V, slow: Block) {
        let bits = self.b.ins().uextend(types::I32, c);
        self.put(dst, layout::BOOL, bits, slow);
    }

    fn as_f64(&mut self, n: Num) -> V {
        // Ints convert, floats reinterpret (the caller checked the kind).
        let as_int = self.b.ins().fcvt_from_sint(types::F64, n.bits);
        let as_flt = self
            .b
            .ins()
            .bitcast(types::F64, MemFlagsData::new(), n.bits);
        match n.known {
            Some(layout::INT) => as_int,
            Some(_) => as_flt,
            None => {
                let int = self.is(n, layout::INT);
                self.b.ins().select(int, as_int, as_flt)
            }
        }
    }

    /// Both operands ints: `int`, else both numbers: `flt`, else `slow`.
    fn split_num(&mut self, a: Num, b: Num, int: Block, flt: Option<Block>, slow: Block) {
        let ai = self.is(a, layout::INT);
        let bi = self.is(b, layout::INT);
        let both = self.b.ins().band(ai, bi);
        match flt {
            None => self.br(both, int, slow),
            Some(flt) => {
                let chk = self.new_block();
                self.br(both, int, chk);
                self.b.switch_to_block(chk);
                let af = self.is(a, layout::FLOAT);
                let bf = self.is(b, layout::FLOAT);
                let an = self.b.ins().bor(ai, af);
                let bn = self.b.ins().bor(bi, bf);
                let ok = self.b.ins().band(an, bn);
                self.br(ok, flt, slow);
            }
        }
    }

    /// Falls through to the next op.
    fn next(&mut self, i: usize) {
        self.goto(i, i + 1);
    }

    fn native(&mut self, i: usize) {
        let op = self.unit.ops[i];
        match op {
            Op::Nop {} => self.next(i),
            Op::Move { dst, src } => self.emit_move(i, dst, src, NONE),
            Op::Assign { dst, cv, src } => self.emit_move(i, cv, src, dst),
            Op::IncDec { dst, cv, kind } => self.emit_incdec(i, dst, cv, kind),
            Op::Add { dst, a, b } => self.emit_arith(i, dst, a, b, bin_kind::ADD),
            Op::Sub { dst, a, b } => self.emit_arith(i, dst, a, b, bin_kind::SUB),
            Op::Mul { dst, a, b } => self.emit_arith(i, dst, a, b, bin_kind::MUL),
            Op::Div { dst, a, b } => self.emit_div(i, dst, a, b),
            Op::Mod { dst, a, b } => self.emit_int(i, dst, a, b, bin_kind::MOD),
            Op::BitAnd { dst, a, b } => self.emit_int(i, dst, a, b, bin_kind::BIT_AND),
            Op::BitOr { dst, a, b } => self.emit_int(i, dst, a, b, bin_kind::BIT_OR),
            Op::BitXor { dst, a, b } => self.emit_int(i, dst, a, b, bin_kind::BIT_XOR),
            Op::Shl { dst, a, b } => self.emit_int(i, dst, a, b, bin_kind::SHL),
            Op::Shr { dst, a, b } => self.emit_int(i, dst, a, b, bin_kind::SHR),
            Op::Lt { dst, a, b } => self.emit_cmp(i, dst, a, b, Cmp::Lt),
            Op::Spaceship { dst, a, b } => self.emit_spaceship(i, dst, a, b),
            Op::Le { dst, a, b } => self.emit_cmp(i, dst, a, b, Cmp::Le),
            Op::Identical { dst, a, b } | Op::NotIdentical { dst, a, b } => {
                let negate = matches!(op, Op::NotIdentical { .. });
                match self.kind_test(a, b) {
                    Some(t) => self.emit_kind_test(i, dst, t, negate),
                    None => self.emit_identical(i, dst, a, b, negate),
                }
            }
            Op::Strlen { dst, a } => self.emit_length(i, dst, a, layout::STR, layout::STR_LEN_AT),
            Op::Count { dst, a } => {
                let at = tusk_value::array::packed_layout().count_at;
                self.emit_length(i, dst, a, layout::ARR, at)
            }
            Op::JmpNotNull { dst, a, t } => self.emit_jmp_not_null(i, dst, a, t as usize),
            Op::FeReset { it, src, end } => self.emit_fe_reset(i, it, src, end as usize),
            Op::FeFree { it } => self.emit_fe_free(i, it),
            Op::Eq { dst, a, b } => self.emit_cmp(i, dst, a, b, Cmp::Eq),
            Op::NotEq { dst, a, b } => self.emit_cmp(i, dst, a, b, Cmp::Ne),
            Op::Not { dst, a } => self.emit_truth(i, a, Truth::Put(dst, true)),
            Op::ToBool { dst, a } => self.emit_truth(i, a, Truth::Put(dst, false)),
            Op::Jmp { t } => self.goto(i, t as usize),
            // An optional parameter that was passed skips its default.
            Op::RecvDefault { param, skip } => {
                let k = self.load_kind(param);
                let passed = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::NotEqual, k, layout::UNDEF as i64);
                let (yes, no) = (self.new_block(), self.new_block());
                self.br(passed, yes, no);
                self.b.switch_to_block(yes);
                self.goto(i, skip as usize);
                self.b.switch_to_block(no);
                self.next(i);
            }
            Op::JmpZ { a, t } => self.emit_truth(i, a, Truth::Jump(t as usize, false)),
            Op::JmpNZ { a, t } => self.emit_truth(i, a, Truth::Jump(t as usize, true)),
            // `a ?: b`: a constant `a` (folded away by php too) is rare.
            Op::JmpSet { a, .. } if a & CONST_BIT != 0 => self.generic(i),
            Op::JmpSet { dst, a, t } => self.emit_truth(i, a, Truth::Set(dst, t as usize)),
            Op::JmpLt { a, b, t, want } => {
                self.emit_cmp_jump(i, a, b, t as usize, want != 0, Cmp::Lt)
            }
            Op::JmpLe { a, b, t, want } => {
                self.emit_cmp_jump(i, a, b, t as usize, want != 0, Cmp::Le)
            }
            Op::IncJmp { cv, b, t, kind } => self.emit_inc_jmp(i, cv, b, t as usize, kind),
            Op::AssignOp {
                dst: NONE,
                cv,
                src,
                kind: bin_kind::CONCAT,
            } => self.emit_append(i, cv, src, false),
            Op::ConcatTo { dst, a } => self.emit_append(i, dst, a, true),
            Op::Concat { dst, a, b } => self.emit_concat(i, dst, a, b),
            Op::NewArray { dst, cap } => self.emit_new_array(i, dst, cap),
            Op::ArrPush { arr, val } => self.emit_arr_push(i, arr, val),
            Op::AssignOp { dst, cv, src, kind } => self.emit_assign_op(i, dst, cv, src, kind),
            Op::FetchDim { dst, base, key } => self.emit_dim_get(i, dst, base, key, false),
            Op::FetchDimQuiet { dst, base, key } => self.emit_dim_get(i, dst, base, key, true),
            Op::AssignDim { cv, key, src } => self.emit_dim_set(i, cv, key, src),
            Op::AssignOpPath {
                dst,
                path,
                src,
                kind,
            } => self.emit_dim_op(i, dst, path, src, kind),
            // Its check is the fast call's own (see `emit_fused_fast`).
            Op::InitCallFused { .. } if self.fused_fast_at(i + 1) => self.next(i),
            Op::InitCallFused { cache, .. } => {
                let cx = self.cx;
                let c = self.b.ins().iconst(types::I32, cache as i64);
                let f = self.b.ins().iconst(self.ptr, self.h_init);
                let call = self.b.ins().call_indirect(self.init_sig, f, &[cx, c]);
                let r = self.b.inst_results(call)[0];
                let (ok, out) = (self.new_block(), self.new_block());
                self.b.ins().brif(r, out, &[], ok, &[]);
                self.b.switch_to_block(out);
                self.bail(i);
                self.b.switch_to_block(ok);
                self.next(i);
            }
            Op::CallFused { cache, a, b, c } => {
                if self.fused_fast_here(i) {
                    let skipped = self.fused_fast_at(i);
                    self.emit_fused_fast(i, cache, [a, b, c], skipped);
                }
                // Same shape as the step helper: the next pc or -1.
                let r = self.step_call(self.h_call, i);
                self.vm_result_to(i, r, i + 2);
            }
            Op::IssetDim { dst, base, key } => {
                let slow = self.slow(i);
                let b = self.value_addr(base);
                let k = self.value_addr(key);
                let d = self.dst_addr(dst);
                self.call_helper(self.isset_sig, self.h_isset, &[b, k, d], slow);
                self.next(i);
            }
            Op::FeFetch { it, val, key, end } => {
                if [it, it + 1].contains(&val) || (key != NONE && [it, it + 1].contains(&key)) {
                    return self.generic(i);
                }
                // The next element of a packed array inline; the helper
                // for anything else (the end, a hole, a reference).
                let (helper, got) = (self.new_block(), self.new_block());
                self.b.set_cold_block(helper);
                if key == NONE || key != val {
                    self.fe_fetch_packed(it, val, key, helper);
                    self.b.ins().jump(got, &[]);
                } else {
                    self.b.ins().jump(helper, &[]);
                }
                self.b.switch_to_block(helper);
                let (other, done, out) = (self.new_block(), self.new_block(), self.new_block());
                // An object (an iterator, a generator) goes to the VM's
                // step at once; the array helper takes the rest.
                let arr = self.new_block();
                self.b.set_cold_block(arr);
                let k = self.load_kind(it);
                let obj = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::OBJ as i64);
                self.br(obj, out, arr);
                self.b.switch_to_block(arr);
                let fp = self.fp;
                let args = [it, val, key].map(|x| self.b.ins().iconst(types::I32, x as i64));
                let f = self.b.ins().iconst(self.ptr, self.h_fe);
                let call =
                    self.b
                        .ins()
                        .call_indirect(self.fe_sig, f, &[fp, args[0], args[1], args[2]]);
                let r = self.b.inst_results(call)[0];
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, r, 0);
                self.br(z, got, other);
                self.b.switch_to_block(other);
                let one = self.b.ins().icmp_imm_s(IntCC::Equal, r, 1);
                self.br(one, done, out);
                // Anything but an array (an iterator, a generator): the
                // VM's step, which leaves the loop at its end.
                self.b.switch_to_block(out);
                let r = self.step_call(self.h_fe_obj, i);
                self.vm_result(i, r);
                self.b.switch_to_block(done);
                self.goto(i, end as usize);
                self.b.switch_to_block(got);
                self.next(i);
            }
            _ => self.generic(i),
        }
    }

    /// `dst = src` for a scalar, and into `also` too (an assignment's
    /// value as an expression; NONE: nowhere). Anything else, or a slot
    /// holding something to drop, is the slow path's (nothing changed
    /// before it is taken, but a constant's first store, which the slow
    /// path repeats).
    fn emit_move(&mut self, i: usize, dst: u32, src: u32, also: u32) {
        let slow = self.slow(i);
        match self.opd(src) {
            Opd::Int(x) => {
                let bits = self.b.ins().iconst(types::I64, x);
                self.put(dst, layout::INT, bits, slow);
                self.put(also, layout::INT, bits, slow);
            }
            Opd::Float(f) => {
                let bits = self.b.ins().iconst(types::I64, f.to_bits() as i64);
                self.put(dst, layout::FLOAT, bits, slow);
                self.put(also, layout::FLOAT, bits, slow);
            }
            Opd::Other => {
                self.generic(i);
                return;
            }
            Opd::Slot(s) => self.move_slot(s, dst, also, slow),
        }
        self.next(i);
    }

    /// `emit_move` from slot `s`. A null, bool, int or float is copied
    /// (to `dst` and `also`); with no `also`, a string, an array or an
    /// object is copied too, its count raised in place (an immutable
    /// string or array is never counted), or moved from a temporary (the
    /// temporary left undefined). What `dst` held before is dropped by the
    /// drop helper after the write (a destructor it starts is deferred,
    /// as for any drop). An undefined or reference source, or a
    /// reference destination (written through), is the slow path's,
    /// before anything changed.
    fn move_slot(&mut self, s: u32, dst: u32, also: u32, slow: Block) {
        let temp = s >= self.ncv && s != dst;
        let k = self.load_kind(s);
        let k1 = self.b.ins().iadd_imm_s(k, -(layout::NULL as i64));
        let scalar = self.b.ins().icmp_imm_s(
            IntCC::UnsignedLessThanOrEqual,
            k1,
            (layout::LAST_SCALAR - layout::NULL) as i64,
        );
        let (ok, heap) = (self.new_block(), self.new_block());
        if also != NONE {
            self.br(scalar, ok, slow);
            self.b.switch_to_block(ok);
            self.owns_nothing(dst, slow);
            self.owns_nothing(also, slow);
            let (lo, hi) = self.load_words(s);
            if temp {
                self.store_kind(s, layout::UNDEF);
            }
            self.store_words(dst, lo, hi);
            self.store_words(also, lo, hi);
            return;
        }
        // The common case first: a scalar over a scalar (or nothing).
        let fast = self.new_block();
        self.br(scalar, fast, heap);
        self.b.switch_to_block(fast);
        let dk0 = self.load_kind(dst);
        let owns =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, dk0, layout::LAST_SCALAR as i64);
        let (copy, general) = (self.new_block(), self.new_block());
        self.br(owns, general, copy);
        self.b.switch_to_block(copy);
        let (lo, hi) = self.load_words(s);
        if temp {
            self.store_kind(s, layout::UNDEF);
        }
        self.store_words(dst, lo, hi);
        let done = self.new_block();
        self.b.ins().jump(done, &[]);
        // `general` and `counted` only jump on to `ok`, but they are kept:
        // without them Cranelift lays the blocks out so that matrix runs
        // 8 % longer at the same instruction count (measured).
        self.b.switch_to_block(general);
        self.b.ins().jump(ok, &[]);
        // A string, an array or an object (counted, or moved from a
        // temporary).
        self.b.switch_to_block(heap);
        let str_or_arr = {
            let st = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::STR as i64);
            let ar = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::ARR as i64);
            self.b.ins().bor(st, ar)
        };
        let ob = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::OBJ as i64);
        let movable = self.b.ins().bor(str_or_arr, ob);
        let counted = self.new_block();
        self.br(movable, counted, slow);
        self.b.switch_to_block(counted);
        self.b.ins().jump(ok, &[]);
        self.b.switch_to_block(ok);
        // The destination: a reference is written through (slow path).
        let dk = self.kind_not_ref(dst, slow);
        let (old_lo, old_hi) = self.load_words(dst);
        let (lo, hi) = self.load_words(s);
        if temp {
            self.store_kind(s, layout::UNDEF);
        } else {
            self.count_copy(k, hi);
        }
        self.store_words(dst, lo, hi);
        // What the destination held, dropped after the write.
        self.drop_owned(dk, old_lo, old_hi);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// One more handle for a copy of a value of kind `k` (a scalar, a
    /// string, an array or an object) whose payload is `hi`: an object's
    /// strong count (a usize) goes up, a string's or an array's count
    /// unless it is immutable; a scalar needs nothing.
    fn count_copy(&mut self, k: V, hi: V) {
        let is_heap =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, k, layout::LAST_SCALAR as i64);
        let (count, join) = (self.new_block(), self.new_block());
        self.br(is_heap, count, join);
        self.b.switch_to_block(count);
        let is_obj = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::OBJ as i64);
        let (obj, sa) = (self.new_block(), self.new_block());
        self.br(is_obj, obj, sa);
        self.b.switch_to_block(obj);
        self.count_rc(hi, layout::OBJ_RC_AT);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(sa);
        let flags = self.b.ins().load(types::I32, MF, hi, layout::FLAGS_AT);
        let imm = self.b.ins().band_imm_u(flags, layout::IMMUTABLE as i64);
        let inc = self.new_block();
        self.b.ins().brif(imm, join, &[], inc, &[]);
        self.b.switch_to_block(inc);
        let rc = self.b.ins().load(types::I32, MF, hi, layout::RC_AT);
        let rc1 = self.b.ins().iadd_imm_s(rc, 1);
        self.b.ins().store(MF, rc1, hi, layout::RC_AT);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(join);
    }

    /// The two words of the value of kind `k` at address `p`, counted as a
    /// copy (`count_copy`): a second handle on it.
    fn counted_words(&mut self, p: V, k: V) -> (V, V) {
        let lo = self.b.ins().load(types::I64, MF, p, 0);
        let hi = self.b.ins().load(types::I64, MF, p, layout::PAYLOAD_AT);
        self.count_copy(k, hi);
        (lo, hi)
    }

    /// One more handle on the `Rc` block at `p` (an object's or a
    /// reference set's): its strong count, a usize at `at`, raised in
    /// place as a clone raises it.
    fn count_rc(&mut self, p: V, at: i32) {
        let n = self.b.ins().load(types::I64, MF, p, at);
        let n1 = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(MF, n1, p, at);
    }

    /// The two 8-byte words of slot `o`.
    fn load_words(&mut self, o: u32) -> (V, V) {
        let off = Self::slot_off(o);
        let lo = self.b.ins().load(types::I64, MF, self.fp, off);
        let hi = self
            .b
            .ins()
            .load(types::I64, MF, self.fp, off + layout::PAYLOAD_AT);
        (lo, hi)
    }

    fn store_words(&mut self, o: u32, lo: V, hi: V) {
        let off = Self::slot_off(o);
        self.b.ins().store(MF, lo, self.fp, off);
        self.b
            .ins()
            .store(MF, hi, self.fp, off + layout::PAYLOAD_AT);
    }

    /// Sets slot `o`'s kind word (its payload left as it is).
    fn store_kind(&mut self, o: u32, kind: u8) {
        let u = self.b.ins().iconst(types::I64, kind as i64);
        self.b.ins().store(MF, u, self.fp, Self::slot_off(o));
    }

    /// `old` stepped by `++` (even `kind`) or `--`; an overflow jumps to
    /// `slow`.
    fn int_step(&mut self, old: V, kind: u32, slow: Block) -> V {
        let one = self.b.ins().iconst(types::I64, 1);
        let (n, of) = if kind & 1 == 0 {
            self.b.ins().sadd_overflow(old, one)
        } else {
            self.b.ins().ssub_overflow(old, one)
        };
        let ok = self.new_block();
        self.br(of, slow, ok);
        self.b.switch_to_block(ok);
        n
    }

    fn emit_incdec(&mut self, i: usize, dst: u32, cv: u32, kind: u32) {
        let slow = self.slow(i);
        let k = self.load_kind(cv);
        let int = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::INT as i64);
        let ok = self.new_block();
        self.br(int, ok, slow);
        self.b.switch_to_block(ok);
        let old = self.load_bits(cv);
        let n = self.int_step(old, kind, slow);
        // The result slot is checked before the variable changes.
        if dst != NONE {
            let r = if kind >= 2 { old } else { n };
            self.put(dst, layout::INT, r, slow);
        }
        self.b
            .ins()
            .store(MF, n, self.fp, Self::slot_off(cv) + layout::PAYLOAD_AT);
        self.next(i);
    }

    /// `+ - *` on ints (overflow: the slow path) and floats.
    fn emit_arith(&mut self, i: usize, dst: u32, a: u32, b: u32, op: u32) {
        self.scalars = [a, b];
        self.emit_num_op(i, a, b, op, |em, kind, bits, slow| {
            em.put(dst, kind, bits, slow)
        });
    }

    /// `x op y` (+ - *) on two numbers, then `store(kind, payload)` of the
    /// result on the int and the float path alike; an int overflow, or an
    /// operand of another kind, takes op `i`'s slow path.
    fn emit_num_op(
        &mut self,
        i: usize,
        a: u32,
        b: u32,
        op: u32,
        store: impl Fn(&mut Self, u8, V, Block),
    ) {
        let slow = self.slow(i);
        if self.num_op(a, b, op, slow, store) {
            self.next(i);
        }
    }

    /// `emit_num_op`'s arithmetic with `slow` as its way out: false (after
    /// a jump to `slow`) when an operand is a constant of another kind.
    fn num_op(
        &mut self,
        a: u32,
        b: u32,
        op: u32,
        slow: Block,
        store: impl Fn(&mut Self, u8, V, Block),
    ) -> bool {
        let Some((x, y)) = self.nums(a, b, slow) else {
            return false;
        };
        let (int, flt, done) = (self.new_block(), self.new_block(), self.new_block());
        self.split_num(x, y, int, Some(flt), slow);
        self.b.switch_to_block(int);
        let (r, of) = match op {
            bin_kind::ADD => self.b.ins().sadd_overflow(x.bits, y.bits),
            bin_kind::SUB => self.b.ins().ssub_overflow(x.bits, y.bits),
            _ => self.b.ins().smul_overflow(x.bits, y.bits),
        };
        let ok = self.new_block();
        self.br(of, slow, ok);
        self.b.switch_to_block(ok);
        store(self, layout::INT, r, slow);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(flt);
        let (fx, fy) = (self.as_f64(x), self.as_f64(y));
        let r = match op {
            bin_kind::ADD => self.b.ins().fadd(fx, fy),
            bin_kind::SUB => self.b.ins().fsub(fx, fy),
            _ => self.b.ins().fmul(fx, fy),
        };
        let bits = self.b.ins().bitcast(types::I64, MemFlagsData::new(), r);
        store(self, layout::FLOAT, bits, slow);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        true
    }

    fn emit_div(&mut self, i: usize, dst: u32, a: u32, b: u32) {
        self.scalars = [a, b];
        let slow = self.slow(i);
        let Some((x, y)) = self.nums(a, b, slow) else {
            return;
        };
        let (int, flt, done) = (self.new_block(), self.new_block(), self.new_block());
        self.split_num(x, y, int, Some(flt), slow);
        // Two ints: an exact quotient stays an int; 0 and -1 as divisors
        // take the slow path (the error, the overflow).
        self.b.switch_to_block(int);
        let z = self.b.ins().icmp_imm_s(IntCC::Equal, y.bits, 0);
        let m1 = self.b.ins().icmp_imm_s(IntCC::Equal, y.bits, -1);
        let bad = self.b.ins().bor(z, m1);
        let ok = self.new_block();
        self.br(bad, slow, ok);
        self.b.switch_to_block(ok);
        let rem = self.b.ins().srem(x.bits, y.bits);
        let exact = self.b.ins().icmp_imm_s(IntCC::Equal, rem, 0);
        let (q, fq) = (self.new_block(), self.new_block());
        self.br(exact, q, fq);
        self.b.switch_to_block(q);
        let r = self.b.ins().sdiv(x.bits, y.bits);
        self.put(dst, layout::INT, r, slow);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(fq);
        let fx = self.b.ins().fcvt_from_sint(types::F64, x.bits);
        let fy = self.b.ins().fcvt_from_sint(types::F64, y.bits);
        let r = self.b.ins().fdiv(fx, fy);
        let bits = self.b.ins().bitcast(types::I64, MemFlagsData::new(), r);
        self.put(dst, layout::FLOAT, bits, slow);
        self.b.ins().jump(done, &[]);
        // Floats (or one of each): a zero divisor takes the slow path.
        self.b.switch_to_block(flt);
        let (fx, fy) = (self.as_f64(x), self.as_f64(y));
        let zero = self.b.ins().f64const(0.0);
        let z = self.b.ins().fcmp(FloatCC::Equal, fy, zero);
        let ok = self.new_block();
        self.br(z, slow, ok);
        self.b.switch_to_block(ok);
        let r = self.b.ins().fdiv(fx, fy);
        let bits = self.b.ins().bitcast(types::I64, MemFlagsData::new(), r);
        self.put(dst, layout::FLOAT, bits, slow);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
        self.next(i);
    }

    /// Int-only operators: `% & | ^ << >>`.
    fn emit_int(&mut self, i: usize, dst: u32, a: u32, b: u32, op: u32) {
        self.scalars = [a, b];
        let slow = self.slow(i);
        let Some((x, y)) = self.nums(a, b, slow) else {
            return;
        };
        let int = self.new_block();
        self.split_num(x, y, int, None, slow);
        self.b.switch_to_block(int);
        let r = match op {
            bin_kind::MOD => {
                let z = self.b.ins().icmp_imm_s(IntCC::Equal, y.bits, 0);
                let ok = self.new_block();
                self.br(z, slow, ok);
                self.b.switch_to_block(ok);
                // x % -1 is 0 (and must not reach the divider: MIN % -1
                // faults).
                let m1 = self.b.ins().icmp_imm_s(IntCC::Equal, y.bits, -1);
                let one = self.b.ins().iconst(types::I64, 1);
                let d = self.b.ins().select(m1, one, y.bits);
                let r = self.b.ins().srem(x.bits, d);
                let zero = self.b.ins().iconst(types::I64, 0);
                self.b.ins().select(m1, zero, r)
            }
            bin_kind::BIT_AND => self.b.ins().band(x.bits, y.bits),
            bin_kind::BIT_OR => self.b.ins().bor(x.bits, y.bits),
            bin_kind::BIT_XOR => self.b.ins().bxor(x.bits, y.bits),
            _ => {
                // A negative shift is an error (the slow path); 64 and up
                // shift everything out.
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, y.bits, 0);
                let ok = self.new_block();
                self.br(neg, slow, ok);
                self.b.switch_to_block(ok);
                let big = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThan, y.bits, 63);
                if op == bin_kind::SHL {
                    let s = self.b.ins().ishl(x.bits, y.bits);
                    let zero = self.b.ins().iconst(types::I64, 0);
                    self.b.ins().select(big, zero, s)
                } else {
                    let s = self.b.ins().sshr(x.bits, y.bits);
                    let sign = self.b.ins().sshr_imm_u(x.bits, 63);
                    self.b.ins().select(big, sign, s)
                }
            }
        };
        self.put(dst, layout::INT, r, slow);
        self.next(i);
    }

    /// The comparison of two ints or two floats (None: the slow path;
    /// the current block is where the result is known).
    fn compare(&mut self, x: Num, y: Num, cmp: Cmp, slow: Block) -> V {
        let (int, flt, done) = (self.new_block(), self.new_block(), self.new_block());
        self.b.append_block_param(done, types::I8);
        let ai = self.is(x, layout::INT);
        let bi = self.is(y, layout::INT);
        let both = self.b.ins().band(ai, bi);
        let chk = self.new_block();
        self.br(both, int, chk);
        self.b.switch_to_block(chk);
        let af = self.is(x, layout::FLOAT);
        let bf = self.is(y, layout::FLOAT);
        let both = self.b.ins().band(af, bf);
        self.br(both, flt, slow);
        self.b.switch_to_block(int);
        let cc = match cmp {
            Cmp::Lt => IntCC::SignedLessThan,
            Cmp::Le => IntCC::SignedLessThanOrEqual,
            Cmp::Eq => IntCC::Equal,
            Cmp::Ne => IntCC::NotEqual,
        };
        let r = self.b.ins().icmp(cc, x.bits, y.bits);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(flt);
        let fx = self
            .b
            .ins()
            .bitcast(types::F64, MemFlagsData::new(), x.bits);
        let fy = self
            .b
            .ins()
            .bitcast(types::F64, MemFlagsData::new(), y.bits);
        let fc = match cmp {
            Cmp::Lt => FloatCC::LessThan,
            Cmp::Le => FloatCC::LessThanOrEqual,
            Cmp::Eq => FloatCC::Equal,
            // `!(x == y)`: true for NaN.
            Cmp::Ne => FloatCC::NotEqual,
        };
        let r = self.b.ins().fcmp(fc, fx, fy);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        self.b.block_params(done)[0]
    }

    fn emit_cmp(&mut self, i: usize, dst: u32, a: u32, b: u32, cmp: Cmp) {
        self.scalars = [a, b];
        let slow = self.slow(i);
        let Some((x, y)) = self.nums(a, b, slow) else {
            return;
        };
        let r = self.compare(x, y, cmp, slow);
        self.put_bool(dst, r, slow);
        self.next(i);
    }

    /// `===` (`!==` when `negate`): two ints or two floats inline, any
    /// other operands (strings, arrays, mixed kinds) by the identical
    /// helper, an undefined variable by the slow path.
    fn emit_identical(&mut self, i: usize, dst: u32, a: u32, b: u32, negate: bool) {
        let slow = self.slow(i);
        let num = |o| !matches!(o, Opd::Other);
        if num(self.opd(a)) && num(self.opd(b)) {
            self.scalars = [a, b];
            let other = self.new_block();
            let (x, y) = self.nums(a, b, slow).expect("numeric operands");
            let cmp = if negate { Cmp::Ne } else { Cmp::Eq };
            let r = self.compare(x, y, cmp, other);
            self.put_bool(dst, r, slow);
            self.next(i);
            self.b.switch_to_block(other);
        }
        // A string constant's length, None for anything else.
        let str_len = |o: u32| match o & CONST_BIT != 0 && o != NONE {
            true => match self.unit.constant(o) {
                Value::Str(s) => Some(s.len() as i64),
                _ => None,
            },
            false => None,
        };
        let slot = |o: u32| o & CONST_BIT == 0 && o != NONE;
        let other = match (str_len(a), str_len(b)) {
            (None, Some(n)) if slot(a) => Some(self.identical_str(i, dst, a, b, n, negate, slow)),
            (Some(n), None) if slot(b) => Some(self.identical_str(i, dst, b, a, n, negate, slow)),
            _ => None,
        };
        if let Some(other) = other {
            self.b.switch_to_block(other);
        }
        let pa = self.value_addr(a);
        let pb = self.value_addr(b);
        let d = self.dst_addr(dst);
        let n = self.b.ins().iconst(types::I32, negate as i64);
        self.call_helper(self.set_sig, self.h_ident, &[pa, pb, d, n], slow);
        self.next(i);
    }

    /// `x === c` (`!==` when `negate`) for a slot `x` and a constant
    /// string `c` of `clen` bytes, inline where no bytes need comparing: another plain
    /// kind is not identical; a string is when it is `c`'s own block, and
    /// is not when its length differs (for `''`, its length decides). The
    /// block returned takes the rest (an undefined variable, a reference,
    /// a resource, two strings of one length) to the helper.
    fn identical_str(
        &mut self,
        i: usize,
        dst: u32,
        x: u32,
        c: u32,
        clen: i64,
        negate: bool,
        slow: Block,
    ) -> Block {
        let (other, join) = (self.new_block(), self.new_block());
        self.b.set_cold_block(other);
        self.b.append_block_param(join, types::I8);
        let k = self.load_kind(x);
        let (string, not_string) = (self.new_block(), self.new_block());
        self.br_kind(k, layout::STR, string, not_string);
        self.b.switch_to_block(not_string);
        self.plain_kind(k, other);
        let no = self.b.ins().iconst(types::I8, 0);
        self.b.ins().jump(join, &[no.into()]);
        self.b.switch_to_block(string);
        let xp = self.load_bits(x);
        let ca = self.value_addr(c);
        let cp = self.b.ins().load(types::I64, MF, ca, layout::PAYLOAD_AT);
        let same = self.b.ins().icmp(IntCC::Equal, xp, cp);
        let (yes, differ) = (self.new_block(), self.new_block());
        self.br(same, yes, differ);
        self.b.switch_to_block(yes);
        let t = self.b.ins().iconst(types::I8, 1);
        self.b.ins().jump(join, &[t.into()]);
        self.b.switch_to_block(differ);
        let xl = self.b.ins().load(types::I64, MF, xp, layout::STR_LEN_AT);
        if clen == 0 {
            let r = self.b.ins().icmp_imm_s(IntCC::Equal, xl, 0);
            self.b.ins().jump(join, &[r.into()]);
        } else {
            let eq = self.b.ins().icmp_imm_s(IntCC::Equal, xl, clen);
            let unequal = self.new_block();
            self.br(eq, other, unequal);
            self.b.switch_to_block(unequal);
            let no = self.b.ins().iconst(types::I8, 0);
            self.b.ins().jump(join, &[no.into()]);
        }
        self.b.switch_to_block(join);
        let r = self.b.block_params(join)[0];
        let r = if negate {
            self.b.ins().bxor_imm_u(r, 1)
        } else {
            r
        };
        self.put_bool(dst, r, slow);
        self.next(i);
        other
    }

    /// `$s .= x` (its result unused) and an interpolation's `ConcatTo`
    /// (`interp`: an int operand too) by the append helper: a string
    /// destination grows in place; anything else by the slow path.
    fn emit_append(&mut self, i: usize, dst: u32, src: u32, interp: bool) {
        if dst & CONST_BIT != 0 {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let d = self.slot_addr(dst);
        let a = self.value_addr(src);
        let f = self.b.ins().iconst(types::I32, interp as i64);
        self.call_helper(self.append_sig, self.h_append, &[d, a, f], slow);
        self.next(i);
    }

    /// `a . b` by the concat helper (strings and ints; a temporary left
    /// side grows in place), the result stored in `dst`; anything else by
    /// the slow path.
    fn emit_concat(&mut self, i: usize, dst: u32, a: u32, b: u32) {
        if dst == NONE || dst & CONST_BIT != 0 {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let pa = self.value_addr(a);
        let pb = self.value_addr(b);
        let d = self.slot_addr(dst);
        let a_temp = a & CONST_BIT == 0 && a >= self.ncv && a != b;
        let t = self.b.ins().iconst(types::I32, a_temp as i64);
        self.call_helper(self.concat_sig, self.h_concat, &[pa, pb, d, t], slow);
        self.next(i);
    }

    /// An array literal's `NewArray` by the new-array helper (which
    /// cannot fail).
    fn emit_new_array(&mut self, i: usize, dst: u32, cap: u32) {
        if dst == NONE || dst & CONST_BIT != 0 {
            return self.generic(i);
        }
        let d = self.slot_addr(dst);
        let c = self.b.ins().iconst(types::I32, cap as i64);
        let f = self.b.ins().iconst(self.ptr, self.h_new_array);
        self.b.ins().call_indirect(self.new_array_sig, f, &[d, c]);
        self.next(i);
    }

    /// An array literal's `ArrPush` by the push helper (a temporary
    /// moved in, a variable or a constant copied); anything else (see
    /// the helper) by the slow path.
    fn emit_arr_push(&mut self, i: usize, arr: u32, val: u32) {
        if arr & CONST_BIT != 0 || arr == val {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let a = self.slot_addr(arr);
        let v = self.value_addr(val);
        let temp = val & CONST_BIT == 0 && val >= self.ncv;
        let t = self.b.ins().iconst(types::I32, temp as i64);
        // The append helper's signature: (slot, value, flag) -> 0 | 1.
        self.call_helper(self.append_sig, self.h_arr_push, &[a, v, t], slow);
        self.next(i);
    }

    /// `strlen($s)` (`kind` STR) or `count($a)` (`kind` ARR) of a slot
    /// holding a string or an array (not through a reference): its length
    /// read from the block at `len_at`, a temporary array released after
    /// (the `count(explode(...))` of a loop); anything else (a reference,
    /// an object, another kind with its conversion or TypeError, a
    /// constant) by the slow path.
    fn emit_length(&mut self, i: usize, dst: u32, a: u32, kind: u8, len_at: i32) {
        // A result over its own operand would drop the value first: the
        // step helper's.
        if a & CONST_BIT != 0 || dst == a {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let k = self.load_kind(a);
        let is_kind = self.b.ins().icmp_imm_s(IntCC::Equal, k, kind as i64);
        let ok = self.new_block();
        self.br(is_kind, ok, slow);
        self.b.switch_to_block(ok);
        let p = self.load_bits(a);
        let len = self.b.ins().load(types::I64, MF, p, len_at);
        self.put(dst, layout::INT, len, slow);
        if kind == layout::ARR && a >= self.ncv {
            let (lo, hi) = self.load_words(a);
            self.store_kind(a, layout::UNDEF);
            self.release_arr(lo, hi);
        }
        self.next(i);
    }

    /// `a ?? b`'s test: a number or a bool in slot `a` is copied to `dst`
    /// and control goes to `t`; null or nothing falls through; anything
    /// else (counted values, references) by the slow path.
    fn emit_jmp_not_null(&mut self, i: usize, dst: u32, a: u32, t: usize) {
        if a & CONST_BIT != 0 {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let k = self.load_kind(a);
        let null = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, k, layout::NULL as i64);
        let undef = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, k, layout::UNDEF as i64);
        let none = self.b.ins().bor(null, undef);
        let (fall, chk, copy) = (self.new_block(), self.new_block(), self.new_block());
        self.br(none, fall, chk);
        self.b.switch_to_block(chk);
        let scalar = self.b.ins().icmp_imm_s(
            IntCC::UnsignedLessThanOrEqual,
            k,
            layout::LAST_SCALAR as i64,
        );
        self.br(scalar, copy, slow);
        self.b.switch_to_block(copy);
        self.copy_and_jump(i, dst, a, t, fall, slow);
    }

    /// In the current block: copies the scalar in slot `a` to `dst`
    /// (whose old value must own nothing, else `slow`, before any change)
    /// and goes to op `t`; then op `i` falls through to the next op from
    /// block `fall`.
    fn copy_and_jump(&mut self, i: usize, dst: u32, a: u32, t: usize, fall: Block, slow: Block) {
        if dst != a && dst != NONE {
            self.owns_nothing(dst, slow);
            let (lo, hi) = self.load_words(a);
            self.store_words(dst, lo, hi);
        }
        self.goto(i, t);
        self.b.switch_to_block(fall);
        self.next(i);
    }

    /// `foreach` over a literal array (immutable, never counted): the
    /// iterator's slots get the array and position 0 (or control goes to
    /// `end` at once for an empty one); any other source is the step
    /// helper's.
    fn emit_fe_reset(&mut self, i: usize, it: u32, src: u32, end: usize) {
        let konst = match src & CONST_BIT != 0 {
            true => self.unit.constant(src),
            false => return self.generic(i),
        };
        let empty = match konst {
            Value::Arr(a) if a.is_immutable() => a.is_empty(),
            _ => return self.generic(i),
        };
        if empty {
            return self.goto(i, end);
        }
        let slow = self.slow(i);
        self.owns_nothing(it, slow);
        self.owns_nothing(it + 1, slow);
        let from = self.value_addr(src);
        let w0 = self.b.ins().load(types::I64, MF, from, 0);
        let w1 = self.b.ins().load(types::I64, MF, from, layout::PAYLOAD_AT);
        self.store_words(it, w0, w1);
        let zero = self.b.ins().iconst(types::I64, 0);
        self.write(it + 1, layout::INT, zero);
        self.next(i);
    }

    /// The end of a `foreach`: its two slots emptied, what they held (the
    /// array, the position) dropped by `drop_owned`.
    fn emit_fe_free(&mut self, i: usize, it: u32) {
        for o in [it, it + 1] {
            let k = self.load_kind(o);
            let (lo, hi) = self.load_words(o);
            self.store_kind(o, layout::UNDEF);
            self.drop_owned(k, lo, hi);
        }
        self.next(i);
    }

    /// Drops the value of kind `k` whose words are `lo` and `hi` (no
    /// longer in any slot) when it owns something, by the drop helper (a
    /// destructor it starts is deferred, as for any drop).
    fn drop_owned(&mut self, k: V, lo: V, hi: V) {
        let owned =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThan, k, layout::LAST_SCALAR as i64);
        let (drop_it, done) = (self.new_block(), self.new_block());
        self.br(owned, drop_it, done);
        self.b.switch_to_block(drop_it);
        let f = self.b.ins().iconst(self.ptr, self.h_drop);
        self.b.ins().call_indirect(self.drop_sig, f, &[lo, hi]);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// `x === c` for a constant `c` that is null or a bool, and a slot
    /// `x`: the slot and the value its 16 bytes must hold (the kind byte,
    /// and for a bool its payload byte).
    fn kind_test(&self, a: u32, b: u32) -> Option<(u32, u8, Option<bool>)> {
        let konst = |o: u32| match o & CONST_BIT != 0 && o != NONE {
            true => match self.unit.constant(o) {
                Value::Null => Some((layout::NULL, None)),
                Value::Bool(c) => Some((layout::BOOL, Some(*c))),
                _ => None,
            },
            false => None,
        };
        let slot = |o: u32| o & CONST_BIT == 0;
        match (konst(a), konst(b)) {
            (None, Some((k, c))) if slot(a) => Some((a, k, c)),
            (Some((k, c)), None) if slot(b) => Some((b, k, c)),
            _ => None,
        }
    }

    /// `===` (`!==` when `negate`) against null or a bool constant (see
    /// `kind_test`); an undefined variable (its warning) or a reference
    /// is the slow path's.
    fn emit_kind_test(&mut self, i: usize, dst: u32, t: (u32, u8, Option<bool>), negate: bool) {
        let (s, want, payload) = t;
        let slow = self.slow(i);
        let k = self.load_kind(s);
        let undef = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, k, layout::UNDEF as i64);
        let r = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::REF as i64);
        let odd = self.b.ins().bor(undef, r);
        let ok = self.new_block();
        self.br(odd, slow, ok);
        self.b.switch_to_block(ok);
        let mut hit = self.b.ins().icmp_imm_s(IntCC::Equal, k, want as i64);
        if let Some(c) = payload {
            let v =
                self.b
                    .ins()
                    .uload8(types::I32, MF, self.fp, Self::slot_off(s) + layout::BOOL_AT);
            let same = self.b.ins().icmp_imm_s(IntCC::Equal, v, c as i64);
            hit = self.b.ins().band(hit, same);
        }
        let r = if negate {
            self.b.ins().bxor_imm_u(hit, 1)
        } else {
            hit
        };
        self.put_bool(dst, r, slow);
        self.next(i);
    }

    /// `a <=> b` on two numbers (-1, 0 or 1; an int and a float compare
    /// as floats, as php's); anything else, NaN included, is the slow
    /// path's.
    fn emit_spaceship(&mut self, i: usize, dst: u32, a: u32, b: u32) {
        self.scalars = [a, b];
        let slow = self.slow(i);
        let Some((x, y)) = self.nums(a, b, slow) else {
            return;
        };
        let (int, flt, ord, done) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        self.b.append_block_param(done, types::I64);
        self.split_num(x, y, int, Some(flt), slow);
        self.b.switch_to_block(int);
        let gt = self.b.ins().icmp(IntCC::SignedGreaterThan, x.bits, y.bits);
        let lt = self.b.ins().icmp(IntCC::SignedLessThan, x.bits, y.bits);
        let r = self.sign_of(gt, lt);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(flt);
        let (fx, fy) = (self.as_f64(x), self.as_f64(y));
        let nan = self.b.ins().fcmp(FloatCC::Unordered, fx, fy);
        self.br(nan, slow, ord);
        self.b.switch_to_block(ord);
        let gt = self.b.ins().fcmp(FloatCC::GreaterThan, fx, fy);
        let lt = self.b.ins().fcmp(FloatCC::LessThan, fx, fy);
        let r = self.sign_of(gt, lt);
        self.b.ins().jump(done, &[r.into()]);
        self.b.switch_to_block(done);
        let r = self.b.block_params(done)[0];
        self.put(dst, layout::INT, r, slow);
        self.next(i);
    }

    /// `gt - lt` of two flags, as an i64: 1, 0 or -1.
    fn sign_of(&mut self, gt: V, lt: V) -> V {
        let gt = self.b.ins().uextend(types::I64, gt);
        let lt = self.b.ins().uextend(types::I64, lt);
        self.b.ins().isub(gt, lt)
    }

    fn emit_cmp_jump(&mut self, i: usize, a: u32, b: u32, t: usize, want: bool, cmp: Cmp) {
        let slow = self.slow(i);
        let Some((x, y)) = self.nums(a, b, slow) else {
            return;
        };
        let r = self.compare(x, y, cmp, slow);
        self.branch(i, r, t, want);
    }

    /// Op `i` jumps to `t` when the flag `r` is `on`, else falls through.
    fn branch(&mut self, i: usize, r: V, t: usize, on: bool) {
        let (go, stay) = (self.new_block(), self.new_block());
        if on {
            self.br(r, go, stay);
        } else {
            self.br(r, stay, go);
        }
        self.b.switch_to_block(go);
        self.goto(i, t);
        self.b.switch_to_block(stay);
        self.next(i);
    }

    /// A truth test of null, bool, int or float (else the slow path: an
    /// undefined variable warns, strings and arrays go to the runner).
    fn emit_truth(&mut self, i: usize, a: u32, then: Truth) {
        self.scalars = [a, NONE];
        let slow = self.slow(i);
        let r = match self.opd(a) {
            Opd::Int(x) => self.b.ins().iconst(types::I8, (x != 0) as i64),
            Opd::Float(f) => self.b.ins().iconst(types::I8, (f != 0.0) as i64),
            Opd::Other => {
                self.b.ins().jump(slow, &[]);
                return;
            }
            Opd::Slot(s) => {
                let done = self.new_block();
                self.b.append_block_param(done, types::I8);
                let k = self.load_kind(s);
                let off = Self::slot_off(s);
                let (bl, nl, it, fl, c2, c3, c4) = (
                    self.new_block(),
                    self.new_block(),
                    self.new_block(),
                    self.new_block(),
                    self.new_block(),
                    self.new_block(),
                    self.new_block(),
                );
                let is_b = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, k, layout::BOOL as i64);
                self.br(is_b, bl, c2);
                self.b.switch_to_block(c2);
                let is_i = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::INT as i64);
                self.br(is_i, it, c3);
                self.b.switch_to_block(c3);
                let is_f = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, k, layout::FLOAT as i64);
                self.br(is_f, fl, c4);
                self.b.switch_to_block(c4);
                let is_n = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, k, layout::NULL as i64);
                self.br(is_n, nl, slow);
                self.b.switch_to_block(bl);
                let v = self
                    .b
                    .ins()
                    .uload8(types::I32, MF, self.fp, off + layout::BOOL_AT);
                let v = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0);
                self.b.ins().jump(done, &[v.into()]);
                self.b.switch_to_block(it);
                let x = self.load_bits(s);
                let v = self.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0);
                self.b.ins().jump(done, &[v.into()]);
                self.b.switch_to_block(fl);
                let x = self.load_bits(s);
                let f = self.b.ins().bitcast(types::F64, MemFlagsData::new(), x);
                let zero = self.b.ins().f64const(0.0);
                let v = self.b.ins().fcmp(FloatCC::NotEqual, f, zero);
                self.b.ins().jump(done, &[v.into()]);
                self.b.switch_to_block(nl);
                let v = self.b.ins().iconst(types::I8, 0);
                self.b.ins().jump(done, &[v.into()]);
                self.b.switch_to_block(done);
                self.b.block_params(done)[0]
            }
        };
        match then {
            Truth::Put(dst, negate) => {
                let v = if negate {
                    self.b.ins().bxor_imm_u(r, 1)
                } else {
                    r
                };
                self.put_bool(dst, v, slow);
                self.next(i);
            }
            Truth::Jump(t, on) => self.branch(i, r, t, on),
            Truth::Set(dst, t) => {
                // A true scalar is copied to `dst`.
                let (set, fall) = (self.new_block(), self.new_block());
                self.br(r, set, fall);
                self.b.switch_to_block(set);
                self.copy_and_jump(i, dst, a, t, fall, slow);
            }
        }
    }

    fn emit_inc_jmp(&mut self, i: usize, cv: u32, b: u32, t: usize, kind: u32) {
        let slow = self.slow(i);
        let Some(y) = self.num(b) else {
            self.b.ins().jump(slow, &[]);
            return;
        };
        let k = self.load_kind(cv);
        let ci = self.b.ins().icmp_imm_s(IntCC::Equal, k, layout::INT as i64);
        let yi = self.is(y, layout::INT);
        let both = self.b.ins().band(ci, yi);
        let ok = self.new_block();
        self.br(both, ok, slow);
        self.b.switch_to_block(ok);
        let old = self.load_bits(cv);
        let n = self.int_step(old, (kind & inc_jmp::DEC != 0) as u32, slow);
        self.b
            .ins()
            .store(MF, n, self.fp, Self::slot_off(cv) + layout::PAYLOAD_AT);
        let (l, r) = if kind & inc_jmp::SWAP == 0 {
            (n, y.bits)
        } else {
            (y.bits, n)
        };
        let cc = if kind & inc_jmp::LE != 0 {
            IntCC::SignedLessThanOrEqual
        } else {
            IntCC::SignedLessThan
        };
        let c = self.b.ins().icmp(cc, l, r);
        let (go, past) = (self.new_block(), self.new_block());
        self.br(c, go, past);
        self.b.switch_to_block(go);
        self.goto(i, t);
        self.b.switch_to_block(past);
        // Past the expansion (IncDec, JmpLt) that follows for the main loop.
        self.goto(i, i + 3);
    }

    /// `$cv op= src` for + - * on ints and floats.
    fn emit_assign_op(&mut self, i: usize, dst: u32, cv: u32, src: u32, op: u32) {
        self.emit_num_op(i, cv, src, op, |em, kind, bits, slow| {
            if dst != NONE {
                em.put(dst, kind, bits, slow);
            }
            em.write(cv, kind, bits);
        });
    }
}

impl Em<'_, '_> {
    /// Whether the `CallFused` at `i` (its `DoCall` after it) calls the
    /// fast form its site named when compiled through
    /// `Helpers::fused_fast`.
    fn fused_fast_here(&self, i: usize) -> bool {
        self.fast.get(i).is_some_and(|&f| f != 0)
            && matches!(self.unit.ops[i], Op::CallFused { .. })
            && matches!(self.unit.ops.get(i + 1), Some(Op::DoCall { .. }))
    }

    /// Whether, besides, the `InitCallFused` right before it is left out:
    /// that helper checks the cell itself, and when the cell no longer
    /// holds that built-in, nothing has run since the `InitCallFused`, so
    /// the main loop can start over there.
    fn fused_fast_at(&self, i: usize) -> bool {
        i > 0
            && self.fused_fast_here(i)
            && matches!(self.unit.ops[i - 1], Op::InitCallFused { .. })
            && self.blocks[i - 1].is_some()
    }

    /// The fast form of the `CallFused` at `i` (`fused_fast_here`), called
    /// by `Helpers::fused_fast` on the operands' addresses: on success, on
    /// to the op after the `DoCall`; when the helper declines (an argument
    /// the fast form does not take), the code that follows makes the call
    /// through `call_fused`; when the cell no longer holds that built-in
    /// and the `InitCallFused` was left out (`skipped`), back to the main
    /// loop at the `InitCallFused`.
    fn emit_fused_fast(&mut self, i: usize, cache: u32, ops: [u32; 3], skipped: bool) {
        let Some(&Op::DoCall { dst }) = self.unit.ops.get(i + 1) else {
            return;
        };
        let mut n = 0u64;
        let mut temps = 0u64;
        let mut addrs = [None; 3];
        for (k, &o) in ops.iter().enumerate() {
            if o == NONE {
                break;
            }
            if o & CONST_BIT == 0 && o >= self.ncv {
                temps |= 1 << k;
            }
            addrs[k] = Some(self.value_addr(o));
            n += 1;
        }
        let null = self.b.ins().iconst(self.ptr, 0);
        let [pa, pb, pc] = addrs.map(|a| a.unwrap_or(null));
        let d = self.dst_addr(dst);
        let ff = self.b.ins().iconst(types::I64, self.fast[i] as i64);
        let meta = n | temps << 2 | (skipped as u64) << 5 | (cache as u64) << 32;
        let meta = self.b.ins().iconst(types::I64, meta as i64);
        let f = self.b.ins().iconst(self.ptr, self.h_fast);
        let cx = self.cx;
        let call = self
            .b
            .ins()
            .call_indirect(self.fast_sig, f, &[cx, ff, pa, pb, pc, d, meta]);
        let r = self.b.inst_results(call)[0];
        let (done, other, miss, slow) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        let hit = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, r, 0);
        self.br(hit, done, other);
        self.b.switch_to_block(done);
        self.goto(i, i + 2);
        self.b.switch_to_block(other);
        let gone = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
        self.br(gone, miss, slow);
        self.b.switch_to_block(miss);
        self.b.set_cold_block(miss);
        self.bail(i - 1);
        self.b.switch_to_block(slow);
    }

    /// A result slot's address, null for none.
    fn dst_addr(&mut self, dst: u32) -> V {
        if dst == NONE {
            self.b.ins().iconst(self.ptr, 0)
        } else {
            self.slot_addr(dst)
        }
    }

    fn slot_addr(&mut self, o: u32) -> V {
        self.b.ins().iadd_imm_s(self.fp, Self::slot_off(o) as i64)
    }

    /// A value operand's address: a slot, or the unit's constant (its
    /// table lives as long as the unit, and the code runs only for it).
    fn value_addr(&mut self, o: u32) -> V {
        if o & CONST_BIT != 0 {
            let c = self.unit.constant(o) as *const Value as usize as i64;
            self.b.ins().iconst(self.ptr, c)
        } else {
            self.slot_addr(o)
        }
    }

    /// Calls a helper; a non-zero answer takes `slow`.
    fn call_helper(&mut self, sig: SigRef, addr: i64, args: &[V], slow: Block) {
        let f = self.b.ins().iconst(self.ptr, addr);
        let call = self.b.ins().call_indirect(sig, f, args);
        let r = self.b.inst_results(call)[0];
        let ok = self.new_block();
        self.b.ins().brif(r, slow, &[], ok, &[]);
        self.b.switch_to_block(ok);
    }

    /// Calls an array helper with the key between `pre` and `post`
    /// arguments: the int-key form `f[1]` (the payload) when the key is an
    /// int, else the general form `f[0]` (the key's address `k`).
    fn call_keyed(
        &mut self,
        key: u32,
        f: [(SigRef, i64); 2],
        k: V,
        pre: &[V],
        post: &[V],
        slow: Block,
    ) {
        let args = |key: V| {
            let mut v = pre.to_vec();
            v.push(key);
            v.extend_from_slice(post);
            v
        };
        match self.opd(key) {
            Opd::Int(x) => {
                let x = self.b.ins().iconst(types::I64, x);
                self.call_helper(f[1].0, f[1].1, &args(x), slow);
            }
            Opd::Slot(s) => {
                let kind = self.load_kind(s);
                let int = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::Equal, kind, layout::INT as i64);
                let (yes, no, done) = (self.new_block(), self.new_block(), self.new_block());
                self.br(int, yes, no);
                self.b.switch_to_block(yes);
                let x = self.load_bits(s);
                self.call_helper(f[1].0, f[1].1, &args(x), slow);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(no);
                self.call_helper(f[0].0, f[0].1, &args(k), slow);
                self.b.ins().jump(done, &[]);
                self.b.switch_to_block(done);
            }
            _ => self.call_helper(f[0].0, f[0].1, &args(k), slow),
        }
    }

    fn emit_dim_get(&mut self, i: usize, dst: u32, base: u32, key: u32, quiet: bool) {
        if base & CONST_BIT != 0 {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let k = self.value_addr(key);
        let b = self.slot_addr(base);
        let d = self.dst_addr(dst);
        let q = self.b.ins().iconst(types::I32, quiet as i64);
        // A temporary container has one reader: the read releases it.
        let release = base >= self.ncv && base != dst;
        let r = self.b.ins().iconst(types::I32, release as i64);
        let f = [
            (self.get_sig, self.h_get),
            (self.get_int_sig, self.h_get_int),
        ];
        // An int key: a packed array's element is read inline; anything
        // else (and a miss) calls the int-key helper.
        let int_key = match self.opd(key) {
            Opd::Int(x) => Some(self.b.ins().iconst(types::I64, x)),
            Opd::Slot(s) if dst != NONE => {
                self.int_key_or(
                    s,
                    |em| em.call_helper(f[0].0, f[0].1, &[b, k, d, q, r], slow),
                    |em, x| em.packed_get(base, x, dst, release, &[b, x, d, q, r], slow),
                );
                return self.next(i);
            }
            _ => None,
        };
        match int_key {
            Some(x) if dst != NONE => {
                self.packed_get(base, x, dst, release, &[b, x, d, q, r], slow)
            }
            _ => self.call_keyed(key, f, k, &[b], &[d, q, r], slow),
        }
        self.next(i);
    }

    /// Splits on the kind of key slot `ks`: an int goes to `int` with its
    /// payload, anything else to `general`; both go on after.
    fn int_key_or(
        &mut self,
        ks: u32,
        general: impl FnOnce(&mut Self),
        int: impl FnOnce(&mut Self, V),
    ) {
        let kind = self.load_kind(ks);
        let is_int = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, kind, layout::INT as i64);
        let (yes, no, done) = (self.new_block(), self.new_block(), self.new_block());
        self.br(is_int, yes, no);
        self.b.switch_to_block(no);
        general(self);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(yes);
        let x = self.load_bits(ks);
        int(self, x);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// Lets go of an array handle (words `lo`, `hi`): an immutable array
    /// needs nothing; one already in the collector's buffer (flags past
    /// the immutable bit) whose count stays above zero is counted down
    /// inline; anything else (the last handle, or a count that makes the
    /// array a possible cycle root) by the drop helper.
    fn release_arr(&mut self, lo: V, hi: V) {
        let flags = self.b.ins().load(types::I32, MF, hi, layout::FLAGS_AT);
        let rc = self.b.ins().load(types::I32, MF, hi, layout::RC_AT);
        let (not_imm, buffered, helper, done) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        let imm = self.b.ins().band_imm_u(flags, layout::IMMUTABLE as i64);
        self.b.ins().brif(imm, done, &[], not_imm, &[]);
        self.b.switch_to_block(not_imm);
        self.b.ins().brif(flags, buffered, &[], helper, &[]);
        self.b.switch_to_block(buffered);
        self.count_down(rc, hi, layout::RC_AT, lo, helper, done);
        self.b.switch_to_block(done);
    }

    /// The block pointer of the array in slot `base` (of kind `kb`), or
    /// (`through_ref`: a variable, a by-reference parameter say) in the
    /// reference set it holds; anything else jumps to `miss`.
    fn packed_of(&mut self, base: u32, kb: V, through_ref: bool, miss: Block) -> V {
        let arr = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, kb, layout::ARR as i64);
        let found = self.new_block();
        self.b.append_block_param(found, types::I64);
        let (direct, other) = (self.new_block(), self.new_block());
        self.br(arr, direct, other);
        self.b.switch_to_block(direct);
        let p = self.load_bits(base);
        self.b.ins().jump(found, &[p.into()]);
        self.b.switch_to_block(other);
        if !through_ref {
            self.b.ins().jump(miss, &[]);
        } else {
            let is_ref = self
                .b
                .ins()
                .icmp_imm_s(IntCC::Equal, kb, layout::REF as i64);
            let through = self.new_block();
            self.br(is_ref, through, miss);
            self.b.switch_to_block(through);
            let r = self.load_bits(base);
            let at = tusk_value::reference::value_at();
            let rk = self.b.ins().uload8(types::I32, MF, r, at);
            let rarr = self
                .b
                .ins()
                .icmp_imm_s(IntCC::Equal, rk, layout::ARR as i64);
            let ok = self.new_block();
            self.br(rarr, ok, miss);
            self.b.switch_to_block(ok);
            let p = self
                .b
                .ins()
                .load(types::I64, MF, r, at + layout::PAYLOAD_AT);
            self.b.ins().jump(found, &[p.into()]);
        }
        self.b.switch_to_block(found);
        self.b.block_params(found)[0]
    }

    /// The address of element `key` (an int) of array block `p`: a packed
    /// array's, inside its length; anything else jumps to `miss`.
    fn packed_elem(&mut self, p: V, key: V, miss: Block) -> V {
        let l = tusk_value::array::packed_layout();
        self.packed_tag(p, miss);
        let len = self.b.ins().load(types::I64, MF, p, l.len_at);
        let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, key, len);
        let ok = self.new_block();
        self.br(inside, ok, miss);
        self.b.switch_to_block(ok);
        let buf = self.b.ins().load(types::I64, MF, p, l.ptr_at);
        let off = self.b.ins().ishl_imm_u(key, 4);
        self.b.ins().iadd(buf, off)
    }

    /// The address and kind of element `key` (an int) of the packed array
    /// in slot `base` (`through_ref`: or in the reference set it holds)
    /// when it holds a plain value: not a hole (Undef), a reference or a
    /// resource. Anything else jumps to `miss`.
    fn plain_packed_elem(&mut self, base: u32, key: V, through_ref: bool, miss: Block) -> (V, V) {
        let kb = self.load_kind(base);
        let p = self.packed_of(base, kb, through_ref, miss);
        let e = self.packed_elem(p, key, miss);
        let ek = self.b.ins().uload8(types::I32, MF, e, 0);
        self.plain_kind(ek, miss);
        (e, ek)
    }

    /// `dst = base[key]` for an int `key` (a value): a packed array's (in
    /// the slot or in the reference set it holds) element that is a
    /// scalar, a string, an array or an object is copied inline (counted in place), what `dst` held dropped after the
    /// write, and a temporary container released (`release`); anything
    /// else calls the int-key helper with `args` before anything changed
    /// (`slow` when it declines).
    fn packed_get(&mut self, base: u32, key: V, dst: u32, release: bool, args: &[V], slow: Block) {
        let (miss, done) = (self.new_block(), self.new_block());
        self.b.set_cold_block(miss);
        let (e, ek) = self.plain_packed_elem(base, key, !release, miss);
        // A reference destination is written through: the helper's.
        self.copy_to(e, ek, dst, miss);
        if release {
            let (blo, bhi) = self.load_words(base);
            self.store_kind(base, layout::UNDEF);
            self.release_arr(blo, bhi);
        }
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(miss);
        self.call_helper(self.get_int_sig, self.h_get_int, args, slow);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    fn emit_dim_set(&mut self, i: usize, cv: u32, key: u32, src: u32) {
        if src == cv || key == cv {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let k = self.value_addr(key);
        let a = self.slot_addr(cv);
        let s = self.value_addr(src);
        let take = src & CONST_BIT == 0 && src >= self.ncv;
        let t = self.b.ins().iconst(types::I32, take as i64);
        let f = [
            (self.set_sig, self.h_set),
            (self.set_int_sig, self.h_set_int),
        ];
        // An int key: an existing element of a packed array is written
        // inline; anything else calls a helper.
        match self.opd(key) {
            Opd::Int(x) => {
                let x = self.b.ins().iconst(types::I64, x);
                self.packed_set(cv, x, src, take, &[a, x, s, t], slow);
            }
            Opd::Slot(ks) => self.int_key_or(
                ks,
                |em| em.call_helper(f[0].0, f[0].1, &[a, k, s, t], slow),
                |em, x| em.packed_set(cv, x, src, take, &[a, x, s, t], slow),
            ),
            _ => self.call_keyed(key, f, k, &[a], &[s, t], slow),
        }
        self.next(i);
    }

    /// `cv[key] = src` for an int `key` (a value): an existing element of
    /// a packed array that the variable (or the reference set it holds)
    /// alone has, and that is no reference, is replaced inline by a
    /// scalar, a string, an array or an object (moved from a temporary
    /// when `take`, else counted), the old element dropped after the
    /// write; anything else calls the int-key helper with `args` before
    /// anything changed (`slow` when it declines).
    fn packed_set(&mut self, cv: u32, key: V, src: u32, take: bool, args: &[V], slow: Block) {
        let l = tusk_value::array::packed_layout();
        let (miss, done) = (self.new_block(), self.new_block());
        self.b.set_cold_block(miss);
        let p = self.unique_array(cv, miss);
        self.packed_tag(p, miss);
        let sa = self.value_addr(src);
        let sk = self.b.ins().uload8(types::I32, MF, sa, 0);
        self.plain_kind(sk, miss);
        // The element's address, the old element's kind and words (none
        // for an append).
        let write = self.new_block();
        for _ in 0..2 {
            self.b.append_block_param(write, types::I64);
        }
        self.b.append_block_param(write, types::I32);
        for _ in 0..2 {
            self.b.append_block_param(write, types::I64);
        }
        let len = self.b.ins().load(types::I64, MF, p, l.len_at);
        let buf = self.b.ins().load(types::I64, MF, p, l.ptr_at);
        let off = self.b.ins().ishl_imm_u(key, 4);
        let e = self.b.ins().iadd(buf, off);
        let inside = self.b.ins().icmp(IntCC::UnsignedLessThan, key, len);
        let (existing, past) = (self.new_block(), self.new_block());
        self.br(inside, existing, past);
        // An existing element: no hole (filling one reorders), no
        // reference.
        self.b.switch_to_block(existing);
        let ek = self.b.ins().uload8(types::I32, MF, e, 0);
        let hole = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, ek, layout::UNDEF as i64);
        let is_ref = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, ek, layout::REF as i64);
        let no = self.b.ins().bor(hole, is_ref);
        let ok = self.new_block();
        self.b.ins().brif(no, miss, &[], ok, &[]);
        self.b.switch_to_block(ok);
        let old_lo = self.b.ins().load(types::I64, MF, e, 0);
        let old_hi = self.b.ins().load(types::I64, MF, e, layout::PAYLOAD_AT);
        self.b.ins().jump(
            write,
            &[
                e.into(),
                len.into(),
                ek.into(),
                old_lo.into(),
                old_hi.into(),
            ],
        );
        // The next element, with room for it: appended as `assign_int`
        // appends (the vector's and the array's counts, the next free
        // key).
        self.b.switch_to_block(past);
        let cap = self.b.ins().load(types::I64, MF, p, l.cap_at);
        let at_end = self.b.ins().icmp(IntCC::Equal, key, len);
        let room = self.b.ins().icmp(IntCC::UnsignedLessThan, len, cap);
        let yes = self.b.ins().band(at_end, room);
        let append = self.new_block();
        self.br(yes, append, miss);
        self.b.switch_to_block(append);
        let len1 = self.b.ins().iadd_imm_s(len, 1);
        self.b.ins().store(MF, len1, p, l.len_at);
        let n = self.b.ins().load(types::I64, MF, p, l.count_at);
        let n1 = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(MF, n1, p, l.count_at);
        let nf = self.b.ins().load(types::I64, MF, p, l.next_free_at);
        let nf1 = self.b.ins().smax(nf, len1);
        self.b.ins().store(MF, nf1, p, l.next_free_at);
        let zero = self.b.ins().iconst(types::I64, 0);
        let none = self.b.ins().iconst(types::I32, layout::UNDEF as i64);
        self.b.ins().jump(
            write,
            &[e.into(), len.into(), none.into(), zero.into(), zero.into()],
        );
        self.b.switch_to_block(write);
        let ps = self.b.block_params(write).to_vec();
        let (e, ek, old_lo, old_hi) = (ps[0], ps[2], ps[3], ps[4]);
        let lo = self.b.ins().load(types::I64, MF, sa, 0);
        let hi = self.b.ins().load(types::I64, MF, sa, layout::PAYLOAD_AT);
        if take {
            self.store_kind(src, layout::UNDEF);
        } else {
            self.count_copy(sk, hi);
        }
        self.b.ins().store(MF, lo, e, 0);
        self.b.ins().store(MF, hi, e, layout::PAYLOAD_AT);
        self.drop_owned(ek, old_lo, old_hi);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(miss);
        self.call_helper(self.set_int_sig, self.h_set_int, args, slow);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }

    /// The block of the array variable `cv` holds (or the reference set
    /// it holds holds) when that handle alone has it, so that it may be
    /// written in place (copy-on-write otherwise: count 1, not
    /// immutable); anything else jumps to `miss`.
    fn unique_array(&mut self, cv: u32, miss: Block) -> V {
        let ka = self.load_kind(cv);
        let p = self.packed_of(cv, ka, true, miss);
        let rc = self.b.ins().load(types::I32, MF, p, layout::RC_AT);
        let flags = self.b.ins().load(types::I32, MF, p, layout::FLAGS_AT);
        let imm = self.b.ins().band_imm_u(flags, layout::IMMUTABLE as i64);
        let shared = self.b.ins().icmp_imm_s(IntCC::NotEqual, rc, 1);
        let no = self.b.ins().bor(imm, shared);
        let ok = self.new_block();
        self.b.ins().brif(no, miss, &[], ok, &[]);
        self.b.switch_to_block(ok);
        p
    }

    /// Jumps to `miss` unless kind `k` is null .. object: a value compiled
    /// code copies or moves inline (no hole, reference or resource).
    fn plain_kind(&mut self, k: V, miss: Block) {
        self.kind_in(k, layout::NULL, layout::OBJ, miss);
    }

    /// Jumps to `miss` unless kind `k` is between `lo` and `hi`.
    fn kind_in(&mut self, k: V, lo: u8, hi: u8, miss: Block) {
        let k1 = self.b.ins().iadd_imm_s(k, -(lo as i64));
        let inside = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedLessThanOrEqual, k1, (hi - lo) as i64);
        let ok = self.new_block();
        self.br(inside, ok, miss);
        self.b.switch_to_block(ok);
    }

    /// `FeFetch`'s common step inline: iterator `it` (its array in `it`,
    /// the position in `it + 1`) over a packed array whose element at the
    /// position is a plain value: `val` gets a copy (counted in place),
    /// `key` (if any) the position, and the position moves on. Anything
    /// else (the end, a hole, a reference element or destination) jumps
    /// to `miss` before anything changed: the helper's, which skips holes
    /// and ends the loop. `key` is not `val`.
    fn fe_fetch_packed(&mut self, it: u32, val: u32, key: u32, miss: Block) {
        let kb = self.load_kind(it);
        let p = self.packed_of(it, kb, false, miss);
        let kp = self.load_kind(it + 1);
        self.want_kind(kp, layout::INT, miss);
        let pos = self.load_bits(it + 1);
        let e = self.packed_elem(p, pos, miss);
        let ek = self.b.ins().uload8(types::I32, MF, e, 0);
        self.plain_kind(ek, miss);
        // Both destinations checked before the first write.
        let kk = (key != NONE).then(|| self.kind_not_ref(key, miss));
        self.copy_to(e, ek, val, miss);
        if let Some(kk) = kk {
            let (old_lo, old_hi) = self.load_words(key);
            self.write(key, layout::INT, pos);
            self.drop_owned(kk, old_lo, old_hi);
        }
        let next = self.b.ins().iadd_imm_s(pos, 1);
        let off = Self::slot_off(it + 1) + layout::PAYLOAD_AT;
        self.b.ins().store(MF, next, self.fp, off);
    }

    /// Jumps to `miss` unless array block `p` is packed.
    fn packed_tag(&mut self, p: V, miss: Block) {
        let l = tusk_value::array::packed_layout();
        let tag = self.b.ins().uload8(types::I32, MF, p, l.tag_at);
        let packed = self.b.ins().icmp_imm_s(IntCC::Equal, tag, l.packed as i64);
        let ok = self.new_block();
        self.br(packed, ok, miss);
        self.b.switch_to_block(ok);
    }

    fn emit_dim_op(&mut self, i: usize, dst: u32, path: u32, src: u32, kind: u32) {
        // `$cv[key] op= src` only (the runner's case).
        let p = &self.unit.paths[path as usize];
        let (tusk_bytecode::PathBase::Cv(cv), [tusk_bytecode::PathElem::Dim(ko)]) =
            (p.base, p.elems.as_slice())
        else {
            return self.generic(i);
        };
        let ko = *ko;
        if src == cv || ko == cv {
            return self.generic(i);
        }
        let slow = self.slow(i);
        let k = self.value_addr(ko);
        let a = self.slot_addr(cv);
        let r = self.value_addr(src);
        let kd = self.b.ins().iconst(types::I32, kind as i64);
        let d = self.dst_addr(dst);
        let f = [(self.op_sig, self.h_op), (self.op_int_sig, self.h_op_int)];
        // `+= -= *=` by an int on an int element of a packed array, inline.
        let inline = matches!(kind, bin_kind::ADD | bin_kind::SUB | bin_kind::MUL)
            && matches!(self.opd(src), Opd::Int(_) | Opd::Slot(_))
            && src != dst
            && ko != dst;
        match self.opd(ko) {
            Opd::Int(x) if inline => {
                let x = self.b.ins().iconst(types::I64, x);
                self.packed_op(cv, x, src, kind, dst, &[a, x, r, kd, d], slow);
            }
            Opd::Slot(ks) if inline => self.int_key_or(
                ks,
                |em| em.call_helper(f[0].0, f[0].1, &[a, k, r, kd, d], slow),
                |em, x| em.packed_op(cv, x, src, kind, dst, &[a, x, r, kd, d], slow),
            ),
            _ => self.call_keyed(ko, f, k, &[a], &[r, kd, d], slow),
        }
        self.next(i);
    }

    /// `cv[key] op= src` (`op` + - or *) for an int `key` (a value), an
    /// int element of a packed array the variable (or the reference set
    /// it holds) alone has, and an int `src` (a slot or a constant): the
    /// element's payload updated inline, the result also in `dst` (if
    /// any) when it holds nothing to drop. An overflow, or anything else,
    /// calls the int-key helper with `args` before anything changed
    /// (`slow` when it declines).
    #[allow(clippy::too_many_arguments)]
    fn packed_op(&mut self, cv: u32, key: V, src: u32, op: u32, dst: u32, args: &[V], slow: Block) {
        let (miss, done) = (self.new_block(), self.new_block());
        self.b.set_cold_block(miss);
        let y = match self.opd(src) {
            Opd::Int(c) => self.b.ins().iconst(types::I64, c),
            _ => {
                let sk = self.load_kind(src);
                self.want_kind(sk, layout::INT, miss);
                self.load_bits(src)
            }
        };
        if dst != NONE {
            self.owns_nothing(dst, miss);
        }
        let p = self.unique_array(cv, miss);
        let e = self.packed_elem(p, key, miss);
        let ek = self.b.ins().uload8(types::I32, MF, e, 0);
        let int = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, ek, layout::INT as i64);
        let ok = self.new_block();
        self.br(int, ok, miss);
        self.b.switch_to_block(ok);
        let x = self.b.ins().load(types::I64, MF, e, layout::PAYLOAD_AT);
        let (r, of) = match op {
            bin_kind::ADD => self.b.ins().sadd_overflow(x, y),
            bin_kind::SUB => self.b.ins().ssub_overflow(x, y),
            _ => self.b.ins().smul_overflow(x, y),
        };
        let ok = self.new_block();
        self.br(of, miss, ok);
        self.b.switch_to_block(ok);
        self.b.ins().store(MF, r, e, layout::PAYLOAD_AT);
        if dst != NONE {
            self.write(dst, layout::INT, r);
        }
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(miss);
        self.call_helper(self.op_int_sig, self.h_op_int, args, slow);
        self.b.ins().jump(done, &[]);
        self.b.switch_to_block(done);
    }
}

#[derive(Clone, Copy)]
enum Cmp {
    Lt,
    Le,
    Eq,
    Ne,
}

#[derive(Clone, Copy)]
enum Truth {
    /// Store the truth (negated when true) in a slot.
    Put(u32, bool),
    /// Jump to the op when the truth is the bool.
    Jump(usize, bool),
    /// `JmpSet`: when true, copy the value to the slot and jump to the op.
    Set(u32, usize),
}
