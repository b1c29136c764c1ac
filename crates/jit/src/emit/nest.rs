//! Methods compiled inline together with the calls their bodies make
//! (`twice($x)` returning `$this->add($this->add($x))`, a static method
//! adding `self::inc($x)` and `static::inc($x)`).
//!
//! An inlined body (emit.rs, `Em::emit_inline`) may begin calls of
//! methods on `$this` or of static methods named at their sites, send
//! them parameters, temporaries or numbers, and make them, when each such
//! method is plain itself (`inlinable`: straight-line arithmetic, reads of
//! `$this`'s properties). Every inner call's site is checked at run time
//! as a method region's begin checks its own (`method_begin_inline`): the
//! inlined body's own cell for the site, in its unit's cells, names the
//! method compiled inline, for `$this`'s class (or, `static::`, for the
//! frame's called class) from the body's scope. Nothing such a body does
//! can be seen (no effect, no error, no frame): any guard failing clears
//! the slots written and the outer call is made after all, from its
//! start, as if nothing inline had run. Traces and errors therefore only
//! ever come from real frames.
//!
//! The inner method's frame is the slots after the inlined body's (above
//! the stack top, Undef, inside the slot stack's initialised slots: checked
//! first), written with its arguments and temporaries and cleared after
//! its return.
//!
//! A constructor called by `new C(...)` whose body only writes
//! parameters, numbers and arithmetic on them to `$this`'s declared
//! properties (promoted parameters, `$this->sum = $a + $b`) is compiled
//! inline the same way (`ctor_inlinable`): each write's cell, the
//! constructor's own, is checked where the write stands (the object's
//! class, the constructor's scope, a plain property: untyped, not
//! readonly, no hooks), and the writes are all made at its return, after
//! every guard, so a guard failing still leaves nothing done.
//!
//! Not here: the plain bodies' own ops (emit.rs, `emit_inline`).

use super::{arith_kind, inlinable, plain_frame, Em, Operands, MF};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Block, InstBuilder, Value as V};
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, Op, CLS_STATIC, CONST_BIT, NONE};
use tusk_value::layout;
use tusk_value::Value;

/// An inner call of an inlined body, begun and not made yet.
pub(super) struct Open<'a> {
    /// The method its site named when compiled (checked at its begin).
    pub(super) unit: &'a CodeUnit,
    /// The method's scope (an I32), as its site's cell holds it.
    pub(super) scope: V,
    /// Its arguments so far: operands of the inlined body's frame.
    pub(super) args: Vec<u32>,
}

/// A property write of an inlined constructor, checked and not made
/// yet: the property's slot and the two words to write there.
pub(super) struct Write {
    slot: V,
    w0: V,
    w1: V,
}

/// Whether constructor `u`, called by `new` with `nargs` arguments, may
/// be compiled inline: a frame as `plain_body` wants it, and a body of
/// at most `crate::NESTED_OPS` ops that is `plain_body`'s arithmetic on
/// parameters, numbers and temporaries, and writes of those to `$this`'s
/// properties (`$this->p = ...`, promoted parameters), at least one,
/// ending in the `Return` of null. No property is read: the writes are
/// made at the return.
pub(crate) fn ctor_inlinable(u: &CodeUnit, nargs: u32) -> bool {
    if u.name.is_empty() || u.is_arrow || u.this_slot == NONE || !plain_frame(u, nargs, nargs) {
        return false;
    }
    let mut ops = Operands::new(u, nargs);
    let mut writes = 0;
    for op in u.ops.iter().take(crate::NESTED_OPS) {
        match *op {
            Op::Move { dst, src } if ops.temp(dst) && ops.readable(src) => ops.written.push(dst),
            Op::Add { dst, a, b } | Op::Sub { dst, a, b } | Op::Mul { dst, a, b }
                if ops.temp(dst) && ops.readable(a) && ops.readable(b) =>
            {
                ops.written.push(dst)
            }
            Op::AssignPropC { obj, name, src, .. }
                if obj == u.this_slot && name & CONST_BIT != 0 && ops.readable(src) =>
            {
                writes += 1
            }
            Op::Return { a } => {
                return writes > 0 && a & CONST_BIT != 0 && matches!(u.constant(a), Value::Null)
            }
            _ => return false,
        }
    }
    false
}

/// Whether method `u` (`method`: called on an object, whose `$this` it
/// has; else a static method, without one), called with `nargs`
/// arguments, may be compiled inline with the calls its body makes: a
/// frame as `plain_body` wants it, and a body of at most
/// `crate::NESTED_OPS` ops that is `plain_body`'s straight-line
/// arithmetic plus calls, at least one, each of a method `inner` names
/// for its begin (by op index) that is `inlinable` for the call's
/// arguments: `$this->m(...)` (a method only) or `C::m(...)`,
/// `self::m(...)`, `parent::m(...)`, `static::m(...)`, each argument a
/// parameter, a number or a temporary written before, each result a
/// temporary; the `Return` of a parameter, a number or a temporary.
pub(crate) fn nested_inlinable(
    u: &CodeUnit,
    nargs: u32,
    method: bool,
    inner: &[Option<Arc<CodeUnit>>],
) -> bool {
    if u.name.is_empty()
        || u.is_arrow
        || (u.this_slot != NONE) != method
        || !plain_frame(u, nargs, nargs)
        || inner.len() != u.ops.len()
    {
        return false;
    }
    let mut ops = Operands::new(u, nargs);
    // The calls begun and not made: the method, whether on `$this`, the
    // arguments sent so far.
    let mut open: Vec<(&CodeUnit, bool, u32)> = Vec::new();
    let mut calls = 0;
    for (k, op) in u.ops.iter().enumerate().take(crate::NESTED_OPS) {
        match *op {
            Op::Move { dst, src } if ops.temp(dst) && ops.readable(src) => ops.written.push(dst),
            Op::FetchPropC { dst, obj, .. } if method && obj == u.this_slot && ops.temp(dst) => {
                ops.written.push(dst)
            }
            Op::Add { dst, a, b } | Op::Sub { dst, a, b } | Op::Mul { dst, a, b }
                if ops.temp(dst) && ops.readable(a) && ops.readable(b) =>
            {
                ops.written.push(dst)
            }
            Op::InitMethodC { obj, .. } if method && obj == u.this_slot => {
                let Some(m) = inner[k].as_deref() else {
                    return false;
                };
                open.push((m, true, 0));
            }
            Op::InitStaticCall { cls, name, .. }
                if cls & CONST_BIT != 0 && name & CONST_BIT != 0 =>
            {
                let Some(m) = inner[k].as_deref() else {
                    return false;
                };
                open.push((m, false, 0));
            }
            Op::Send { a } | Op::SendVar { cv: a } if ops.readable(a) => {
                let Some(c) = open.last_mut() else {
                    return false;
                };
                c.2 += 1;
            }
            Op::DoCall { dst } if ops.temp(dst) => {
                let Some((m, on_this, n)) = open.pop() else {
                    return false;
                };
                if !inlinable(m, n, on_this) {
                    return false;
                }
                ops.written.push(dst);
                calls += 1;
            }
            Op::Return { a } => return open.is_empty() && calls > 0 && ops.readable(a),
            _ => return false,
        }
    }
    false
}

impl<'a> Em<'a, '_> {
    /// Before an inlined body `u` (its arguments staged from slot index
    /// `a`) whose calls are inlined too: the slot stack's initialised
    /// slots hold its frame and, after it, the largest inner frame;
    /// else `miss` (nothing written yet).
    pub(super) fn nested_room(
        &mut self,
        a: V,
        u: &CodeUnit,
        inner: &[Option<Arc<CodeUnit>>],
        miss: Block,
    ) {
        let most = inner
            .iter()
            .flatten()
            .map(|m| m.num_slots)
            .max()
            .unwrap_or(0);
        let c = self.cells;
        let vm = self.b.ins().load(self.ptr, MF, self.cx, c.cx_vm);
        let init = self.b.ins().load(types::I64, MF, vm, c.vm_stack_init);
        let top = self
            .b
            .ins()
            .iadd_imm_s(a, (u.num_slots as i64) + most as i64);
        let fits = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, top, init);
        let ok = self.new_block();
        self.br(fits, ok, miss);
        self.b.switch_to_block(ok);
    }

    /// The begin of inner call `op` (an `InitMethodC` on `$this`, object
    /// block `this`, or an `InitStaticCall` naming its class) in body `u`
    /// inlined at depth `d`: `u`'s own cell for the site names method `m`
    /// for `$this`'s class (a static call: is filled; `static::`: for the
    /// called class the region keeps) from the scope the region keeps, as
    /// `method_begin_inline` checks a site's cell; else `miss`. The
    /// method's scope, or None when `op` is none of those (nothing
    /// emitted).
    pub(super) fn inner_begin(
        &mut self,
        u: &CodeUnit,
        d: usize,
        this: Option<V>,
        op: Op,
        m: &CodeUnit,
        miss: Block,
    ) -> Option<V> {
        let c = self.cells;
        let at = c.cx_direct + d as i32 * c.direct_size;
        let (obj, cache, cls) = match op {
            Op::InitMethodC { cache, .. } => (Some(this?), cache, NONE),
            Op::InitStaticCall { cls, cache, .. } if cls & CONST_BIT != 0 => (None, cache, cls),
            _ => return None,
        };
        let vm = self.b.ins().load(self.ptr, MF, self.cx, c.cx_vm);
        let cb = self.unit_cells(vm, u, miss);
        let scope = self
            .b
            .ins()
            .load(types::I32, MF, self.cx, at + c.direct_scope);
        let e = self.cell_at(vm, cb, cache, obj, scope, miss);
        if cls == CLS_STATIC {
            let fcls = self
                .b
                .ins()
                .load(types::I32, MF, self.cx, at + c.direct_cls);
            let cid = self.b.ins().load(types::I32, MF, e, c.cid_at);
            let same = self.b.ins().icmp(IntCC::Equal, cid, fcls);
            let ok = self.new_block();
            self.br(same, ok, miss);
            self.b.switch_to_block(ok);
        }
        let unit = self.b.ins().load(types::I64, MF, e, c.unit_at);
        let same = self
            .b
            .ins()
            .icmp_imm_s(IntCC::Equal, unit, m as *const CodeUnit as i64);
        let ok = self.new_block();
        self.br(same, ok, miss);
        self.b.switch_to_block(ok);
        Some(self.b.ins().load(types::I32, MF, e, c.mscope_at))
    }

    /// The write `$this->p = src` (property site `cache`) of constructor
    /// `u` inlined at depth `d` (its frame at `self.fp`, `$this` object
    /// block `o`), checked: `u`'s own cell for the site names `o`'s
    /// class from the constructor's scope and a plain property (as
    /// `assign_prop_inline` wants it), whose slot exists and is not
    /// borrowed; else `miss`. `src` (a scalar: a parameter, a number, a
    /// temporary) is read now; the write is made by `ctor_write`.
    pub(super) fn ctor_write_check(
        &mut self,
        u: &CodeUnit,
        d: usize,
        o: V,
        src: u32,
        cache: u32,
        miss: Block,
    ) -> Write {
        let c = self.cells;
        let at = c.cx_direct + d as i32 * c.direct_size + c.direct_scope;
        let scope = self.b.ins().load(types::I32, MF, self.cx, at);
        let vm = self.b.ins().load(self.ptr, MF, self.cx, c.cx_vm);
        let cb = self.unit_cells(vm, u, miss);
        let e = self.cell_at(vm, cb, cache, Some(o), scope, miss);
        self.cell_flag(e, c.plain_at, miss);
        let (slot, _) = self.prop_slot(o, e, true, miss);
        let (w0, w1) = self.scalar_words(src);
        Write { slot, w0, w1 }
    }

    /// Makes a write `ctor_write_check` checked: the value stored, what
    /// the slot held dropped (read now: an earlier write may have
    /// replaced it).
    pub(super) fn ctor_write(&mut self, w: Write) {
        let k = self.b.ins().uload8(types::I32, MF, w.slot, 0);
        let old_lo = self.b.ins().load(types::I64, MF, w.slot, 0);
        let old_hi = self
            .b
            .ins()
            .load(types::I64, MF, w.slot, layout::PAYLOAD_AT);
        self.b.ins().store(MF, w.w0, w.slot, 0);
        self.b.ins().store(MF, w.w1, w.slot, layout::PAYLOAD_AT);
        self.drop_owned(k, old_lo, old_hi);
    }

    /// Inner call `c` made inline in body `u` (its frame at `self.fp`,
    /// `$this` object block `this`), its result in `u`'s temporary
    /// `dst`: the method's frame is the slots after `u`'s, its arguments
    /// copied there, its plain body run (a guard failing jumps to
    /// `miss`), its slots cleared after its return. `dirty` gets the
    /// slots written, as slots of `u`'s frame. False: the body was not
    /// one `inlinable` takes (the block is left open).
    pub(super) fn inner_call(
        &mut self,
        u: &CodeUnit,
        this: Option<V>,
        c: &Open<'a>,
        dst: u32,
        miss: Block,
        dirty: &mut Vec<u32>,
    ) -> bool {
        let m = c.unit;
        if c.args.len() != m.params.len() {
            return false;
        }
        let base = u.num_slots;
        let words: Vec<(V, V)> = c.args.iter().map(|&o| self.scalar_words(o)).collect();
        let (fp, unit) = (self.fp, self.unit);
        let ifp = self.b.ins().iadd_imm_s(fp, Self::slot_off(base) as i64);
        self.fp = ifp;
        self.unit = m;
        let mut written: Vec<u32> = Vec::new();
        for (p, (w0, w1)) in words.into_iter().enumerate() {
            self.store_words(p as u32, w0, w1);
            written.push(p as u32);
        }
        dirty.extend(written.iter().map(|&p| base + p));
        let mut result = None;
        for op in m.ops.iter().take(super::INLINE_OPS) {
            let t = match *op {
                Op::Move { dst: t, src } => {
                    let (w0, w1) = self.scalar_words(src);
                    self.store_words(t, w0, w1);
                    t
                }
                Op::FetchPropC { dst: t, cache, .. } => {
                    let Some(o) = this else { break };
                    self.this_prop(m, c.scope, o, cache, t, miss);
                    t
                }
                Op::Add { dst: t, a, b } | Op::Sub { dst: t, a, b } | Op::Mul { dst: t, a, b } => {
                    let kind = arith_kind(op);
                    // Above the stack top: Undef, written without a look.
                    if !self.num_op(a, b, kind, miss, |em, k, bits, _| em.write(t, k, bits)) {
                        break;
                    }
                    t
                }
                Op::Return { a: r } => {
                    result = Some(self.scalar_words(r));
                    break;
                }
                _ => break,
            };
            written.push(t);
            dirty.push(base + t);
        }
        let Some((w0, w1)) = result else {
            self.fp = fp;
            self.unit = unit;
            return false;
        };
        // The inner frame back to Undef (all scalars), then the result.
        let z = self.b.ins().iconst(types::I64, layout::UNDEF as i64);
        for &o in &written {
            self.b.ins().store(MF, z, ifp, Self::slot_off(o));
        }
        self.fp = fp;
        self.unit = unit;
        self.store_words(dst, w0, w1);
        true
    }
}
