//! The cached property instructions: `$o->name` reads (FetchPropC),
//! writes (AssignPropC), `$o->name++` (IncDecPropC) and `$o->name op= v`
//! (AssignOpPropC), each with a per-site cache cell (`ObjCache`: class
//! record, calling scope, slot index; visibility was checked when the cell
//! was filled). A hit is a class compare and a slot access on the object
//! read in place from its frame slot (no handle clone); anything unusual
//! (no object, unset slot, a reference in the slot, a type change, an
//! overflow) takes the generic path, which fills the cell.
//!
//! Not here: property semantics (props.rs), the other object instructions
//! (ops.rs), lvalue paths in general (paths.rs).

use super::props::Found;
use super::*;
use crate::paths::Mode;
use tusk_bytecode::{bin_kind, Op, PathBase, PathElem, CONST_BIT};

/// `slot op= rhs` done in place when the result keeps the slot's type
/// (so no property type can object): int with int without overflow,
/// float with int or float, string `.=` string. False: not handled.
#[inline]
fn assign_op_in_place(slot: &mut Value, kind: u32, rhs: &Value) -> bool {
    match (slot, rhs) {
        (Value::Int(a), Value::Int(b)) => {
            let r = match kind {
                bin_kind::ADD => a.checked_add(*b),
                bin_kind::SUB => a.checked_sub(*b),
                bin_kind::MUL => a.checked_mul(*b),
                _ => None,
            };
            match r {
                Some(r) => {
                    *a = r;
                    true
                }
                None => false,
            }
        }
        (Value::Float(a), Value::Int(_) | Value::Float(_)) => {
            let b = match rhs {
                Value::Int(i) => *i as f64,
                Value::Float(f) => *f,
                _ => return false,
            };
            match kind {
                bin_kind::ADD => *a += b,
                bin_kind::SUB => *a -= b,
                bin_kind::MUL => *a *= b,
                _ => return false,
            }
            true
        }
        (Value::Str(a), Value::Str(b)) if kind == bin_kind::CONCAT => {
            a.push_bytes(b.as_bytes());
            true
        }
        _ => false,
    }
}

impl Vm {
    /// The frame slot an object operand names, read in place (None for a
    /// constant operand).
    #[inline(always)]
    pub(crate) fn obj_slot<'a>(fp: *mut Value, o: u32) -> Option<&'a Value> {
        if o & CONST_BIT != 0 {
            return None;
        }
        // SAFETY: slot operands are below the unit's num_slots and `fp` is
        // the running frame's first slot; the slot stack never moves while
        // the frame runs. The reference is used before anything can write
        // the slot (callers drop it before `set` or any call out).
        Some(unsafe { &*fp.add(o as usize) })
    }

    /// The running frame's (cache base, scope).
    #[inline(always)]
    fn site_of(&self, fi: usize) -> (usize, u32) {
        debug_assert!(fi < self.rt.frames.len());
        // SAFETY: `fi` is the running frame's index (execute's caller
        // contract for every op handler): it is on the frame stack.
        let f = unsafe { self.rt.frames.get_unchecked(fi) };
        (f.cache_base, f.scope)
    }

    /// The cache entry of a property or method call site `cache` when it
    /// matches `o`'s class and the frame's scope (None also when the
    /// frame's cells are not known yet).
    #[inline(always)]
    pub(crate) fn prop_hit(&self, fi: usize, cache: u32, o: &PObj) -> Option<&ObjCache> {
        let (cb, scope) = self.site_of(fi);
        if cb == usize::MAX {
            return None;
        }
        let e = self.rt.obj_cache.get(cb + cache as usize)?;
        (e.class == o.class_addr() && e.scope == scope).then_some(e)
    }

    /// A cached property op (`FetchPropC`, `AssignPropC`, `IncDecPropC`,
    /// `AssignOpPropC`) of frame `fi`: its cache hit inline (the first
    /// three), else its full handler, the
    /// frame's position set to `pc_after` first (warnings and errors name
    /// its line). The main loop and compiled code's helper both run this.
    #[inline(always)]
    pub(crate) fn cached_prop_op(
        &mut self,
        op: Op,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        pc_after: usize,
    ) -> Result<(), Unwind> {
        match op {
            Op::FetchPropC {
                dst,
                obj,
                name,
                cache,
            } if !self.fetch_prop_hit(fi, fp, (dst, obj, cache)) => {
                self.rt.frames[fi].pc = pc_after;
                self.op_fetch_prop_c(unit, fi, fp, (dst, obj, name, cache))
            }
            Op::AssignPropC {
                obj,
                name,
                src,
                cache,
            } if !self.assign_prop_hit(unit, fi, fp, (obj, src, cache)) => {
                self.rt.frames[fi].pc = pc_after;
                self.op_assign_prop_c(unit, fi, fp, (obj, name, src, cache))
            }
            Op::IncDecPropC {
                dst,
                path,
                kind,
                cache,
            } if !self.incdec_prop_hit(unit, fi, fp, (dst, path, kind, cache)) => {
                self.rt.frames[fi].pc = pc_after;
                self.op_incdec_prop_c(unit, fi, fp, (dst, path, kind, cache))
            }
            Op::AssignOpPropC {
                path,
                src,
                kind,
                cache,
            } => {
                self.rt.frames[fi].pc = pc_after;
                self.op_assign_op_prop_c(unit, fi, fp, (path, src, kind, cache))
            }
            _ => Ok(()),
        }
    }

    /// FetchPropC's cache hit, inlined in the main loop's arm: true when
    /// done (a slot holding a value, read through no reference); false
    /// leaves everything as it was for `op_fetch_prop_c`.
    #[inline(always)]
    pub(crate) fn fetch_prop_hit(
        &mut self,
        fi: usize,
        fp: *mut Value,
        (dst, obj, cache): (u32, u32, u32),
    ) -> bool {
        let Some(Value::Obj(o)) = Self::obj_slot(fp, obj) else {
            return false;
        };
        let Some(e) = self.prop_hit(fi, cache, o) else {
            return false;
        };
        let Ok(p) = o.0.props.try_borrow() else {
            return false;
        };
        let v = match p.slots.get(e.slot as usize) {
            Some(Value::Undef | Value::Ref(_)) | None => return false,
            Some(v) => v.clone(),
        };
        drop(p);
        self.set(fp, dst, v);
        true
    }

    /// AssignPropC's cache hit (a plain slot holding a value, a source that
    /// is a constant or a defined value that is no reference), inlined in
    /// the main loop's arm: true when done; false leaves everything as it
    /// was for `op_assign_prop_c`.
    #[inline(always)]
    pub(crate) fn assign_prop_hit(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (obj, src, cache): (u32, u32, u32),
    ) -> bool {
        if src == obj {
            return false;
        }
        let Some(Value::Obj(o)) = Self::obj_slot(fp, obj) else {
            return false;
        };
        let Some(e) = self.prop_hit(fi, cache, o).filter(|e| e.plain) else {
            return false;
        };
        let Ok(mut p) = o.0.props.try_borrow_mut() else {
            return false;
        };
        let Some(slot) = p.slots.get_mut(e.slot as usize) else {
            return false;
        };
        if matches!(slot, Value::Undef | Value::Ref(_)) {
            return false;
        }
        let v = if src & CONST_BIT != 0 {
            unit.constant(src).clone()
        } else {
            // SAFETY: as in `obj_slot`; `src` is another slot than `obj`
            // (tested above), so this is the only reference to it.
            let sv = unsafe { &mut *fp.add(src as usize) };
            if matches!(sv, Value::Undef | Value::Ref(_)) {
                return false;
            }
            // A temporary has one reader: its value moves (as `take`).
            if src as usize >= unit.cv_names.len() {
                std::mem::take(sv)
            } else {
                sv.clone()
            }
        };
        let old = std::mem::replace(slot, v);
        // The old value goes after the borrow ends (its destructor may
        // touch this object).
        drop(p);
        if old.is_heap() {
            drop(old);
        } else {
            std::mem::forget(old);
        }
        true
    }

    /// IncDecPropC's cache hit (an int slot, no overflow), inlined in the
    /// main loop's arm: true when done; false changes nothing.
    #[inline(always)]
    pub(crate) fn incdec_prop_hit(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (dst, path, kind, cache): (u32, u32, u32, u32),
    ) -> bool {
        let Some(o) = Self::prop_path_obj(unit, fp, path) else {
            return false;
        };
        let Some(e) = self.prop_hit(fi, cache, o).filter(|e| e.rw) else {
            return false;
        };
        let Ok(mut p) = o.0.props.try_borrow_mut() else {
            return false;
        };
        let Some(Value::Int(i)) = p.slots.get_mut(e.slot as usize) else {
            return false;
        };
        let old = *i;
        let Some(n) = crate::paths::int_step(old, kind) else {
            return false;
        };
        *i = n;
        drop(p);
        self.set(fp, dst, Value::Int(if kind >= 2 { old } else { n }));
        true
    }

    /// FetchPropC: dst = obj->name.
    #[inline(never)]
    pub(crate) fn op_fetch_prop_c(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (dst, obj, name, cache): (u32, u32, u32, u32),
    ) -> Result<(), Unwind> {
        if let Some(Value::Obj(o)) = Self::obj_slot(fp, obj) {
            if let Some(e) = self.prop_hit(fi, cache, o) {
                let p = o.0.props.borrow();
                match p.slots.get(e.slot as usize) {
                    Some(Value::Undef | Value::Ref(_)) | None => {}
                    Some(v) => {
                        let v = v.clone();
                        drop(p);
                        self.set(fp, dst, v);
                        return Ok(());
                    }
                }
            }
        }
        let cell = self.cell(fi, unit, cache);
        self.fetch_prop_c_slow(unit, fi, fp, (dst, obj, name, cell))
    }

    #[cold]
    #[inline(never)]
    fn fetch_prop_c_slow(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (dst, obj, name, cell): (u32, u32, u32, usize),
    ) -> Result<(), Unwind> {
        let o = self.obj_operand(unit, fp, obj)?;
        let Value::Obj(o) = o else {
            let n = self.name_of(unit, fp, name)?;
            let v = self.fetch_prop(&o, &n, false)?;
            self.set(fp, dst, v);
            return Ok(());
        };
        let scope = self.rt.frames[fi].scope;
        let n = self.name_of(unit, fp, name)?;
        let v = self.read_prop(&o, &n, false)?;
        self.fill_prop_cache(&o, &n, cell, scope);
        self.set(fp, dst, v);
        Ok(())
    }

    /// AssignPropC: obj->name = src.
    #[inline(never)]
    pub(crate) fn op_assign_prop_c(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (obj, name, src, cache): (u32, u32, u32, u32),
    ) -> Result<(), Unwind> {
        let v = self.take(unit, fp, src);
        if let Some(Value::Obj(o)) = Self::obj_slot(fp, obj) {
            if let Some(e) = self.prop_hit(fi, cache, o).filter(|e| e.plain) {
                let mut p = o.0.props.borrow_mut();
                match p.slots.get_mut(e.slot as usize) {
                    Some(Value::Undef) | None => {}
                    Some(Value::Ref(r)) => {
                        let r = r.clone();
                        drop(p);
                        r.set(v);
                        return Ok(());
                    }
                    Some(slot) => {
                        let old = std::mem::replace(slot, v);
                        // The old value goes after the borrow ends (its
                        // destructor may touch this object).
                        drop(p);
                        if old.is_heap() {
                            drop(old);
                        } else {
                            std::mem::forget(old);
                        }
                        return Ok(());
                    }
                }
            }
        }
        let cell = self.cell(fi, unit, cache);
        self.assign_prop_c_slow(unit, fi, fp, (obj, name, v, cell))
    }

    #[cold]
    #[inline(never)]
    fn assign_prop_c_slow(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (obj, name, v, cell): (u32, u32, Value, usize),
    ) -> Result<(), Unwind> {
        let o = self.obj_operand(unit, fp, obj)?;
        let Value::Obj(o) = o else {
            let n = self.name_of(unit, fp, name)?;
            let t = if o.is_undef() || o.is_null() {
                "null".to_string()
            } else {
                crate::sig::type_name_for_error(&o)
            };
            return Err(self.throw(
                "Error",
                &format!(
                    "Attempt to assign property \"{}\" on {}",
                    lossy(n.as_bytes()),
                    t
                ),
            ));
        };
        let scope = self.rt.frames[fi].scope;
        let n = self.name_of(unit, fp, name)?;
        self.write_prop(&o, &n, v)?;
        self.fill_prop_cache(&o, &n, cell, scope);
        Ok(())
    }

    /// The object slot of a `$cv->name` path.
    #[inline(always)]
    fn prop_path_obj<'a>(unit: &CodeUnit, fp: *mut Value, path: u32) -> Option<&'a PObj> {
        let p = &unit.paths[path as usize];
        match (p.base, p.elems.as_slice()) {
            (PathBase::Cv(s), [PathElem::Prop(_)]) => match Self::obj_slot(fp, s) {
                Some(Value::Obj(o)) => Some(o),
                _ => None,
            },
            _ => None,
        }
    }

    /// After the generic path ran: fills the cell for the path's object.
    #[cold]
    fn fill_path_cache(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        path: u32,
        cell: usize,
    ) {
        let p = &unit.paths[path as usize];
        let [PathElem::Prop(n)] = p.elems.as_slice() else {
            return;
        };
        let Value::Str(n) = unit.constant(*n) else {
            return;
        };
        if let Some(o) = Self::prop_path_obj(unit, fp, path) {
            let o = o.clone();
            let scope = self.rt.frames[fi].scope;
            self.fill_prop_cache(&o, n, cell, scope);
        }
    }

    /// IncDecPropC: `$cv->name++` and the like.
    #[inline(never)]
    pub(crate) fn op_incdec_prop_c(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (dst, path, kind, cache): (u32, u32, u32, u32),
    ) -> Result<(), Unwind> {
        if let Some(o) = Self::prop_path_obj(unit, fp, path) {
            if let Some(e) = self.prop_hit(fi, cache, o).filter(|e| e.rw) {
                let mut p = o.0.props.borrow_mut();
                if let Some(Value::Int(i)) = p.slots.get_mut(e.slot as usize) {
                    let old = *i;
                    let new = crate::paths::int_step(old, kind);
                    if let Some(n) = new {
                        *i = n;
                        drop(p);
                        self.set(fp, dst, Value::Int(if kind >= 2 { old } else { n }));
                        return Ok(());
                    }
                }
            }
        }
        let cell = self.cell(fi, unit, cache);
        self.path_prop_slow(unit, fi, fp, (dst, path, cell), Mode::IncDec(kind))
    }

    /// The generic path for IncDecPropC and AssignOpPropC, then the cell.
    #[cold]
    #[inline(never)]
    fn path_prop_slow(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (dst, path, cell): (u32, u32, usize),
        mode: Mode,
    ) -> Result<(), Unwind> {
        let base = self.rt.frames[fi].base;
        let v = self.path_op(unit, base, &unit.paths[path as usize], mode)?;
        self.fill_path_cache(unit, fi, fp, path, cell);
        self.set(fp, dst, v);
        Ok(())
    }

    /// AssignOpPropC: `$cv->name op= src` (result unused).
    #[inline(never)]
    pub(crate) fn op_assign_op_prop_c(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        (path, src, kind, cache): (u32, u32, u32, u32),
    ) -> Result<(), Unwind> {
        if let Some(o) = Self::prop_path_obj(unit, fp, path) {
            if let Some(e) = self.prop_hit(fi, cache, o).filter(|e| e.rw) {
                let rhs = match Self::obj_slot(fp, src) {
                    Some(v) => v,
                    None => unit.constant(src),
                };
                let mut p = o.0.props.borrow_mut();
                if let Some(slot) = p.slots.get_mut(e.slot as usize) {
                    if assign_op_in_place(slot, kind, rhs) {
                        return Ok(());
                    }
                }
            }
        }
        let cell = self.cell(fi, unit, cache);
        let rhs = self.get(unit, fp, src);
        self.path_prop_slow(unit, fi, fp, (NONE, path, cell), Mode::AssignOp(kind, rhs))
    }

    pub(super) fn fill_prop_cache(&mut self, o: &PObj, n: &PStr, cell: usize, scope: u32) {
        let Some(c) = class_of(o) else { return };
        if let Found::Slot(i) = self.find_prop(c, n.as_bytes(), scope) {
            let m = &c.props[i];
            let rw = m.flags & flags::READONLY == 0;
            let plain = rw && m.ty.is_none() && c.magic.set.is_none();
            let e = &mut self.rt.obj_cache[cell];
            e.class = o.class_addr();
            e.scope = scope;
            e.slot = i as u32;
            e.plain = plain;
            e.rw = rw;
            e.method = None;
            e.unit = 0;
        }
    }
}
