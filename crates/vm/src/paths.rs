//! Lvalue paths (`$a[1]['x'][] = v`, `$o->p[2]++`, `unset($a[1][2])`,
//! `$r = &$a[0]`): walking nested containers for writing, with php's
//! auto-vivification, copy-on-write separation and messages.
//!
//! The base value is moved out of its slot while the walk runs (so the VM
//! can report warnings meanwhile) and put back after: arrays stay unique and
//! are written in place. A reference (or an object) met below the base is a
//! new base: what was taken out on the way is put back first, so a
//! reference holding the array being walked (`$a[] = &$a; $a[1][] = 1`) is
//! written as the one array it holds, as php derefs at each level.

use crate::{Unwind, Vm};
use tusk_bytecode::{bin_kind, CodeUnit, Path, PathBase, PathElem};
use tusk_value::{ops, Key, PArr, PObj, PRef, PStr, Value};

pub(crate) enum Mode {
    Assign(Value),
    BindRef(PRef),
    MakeRef,
    AssignOp(u32, Value),
    IncDec(u32),
    Unset,
}

/// How a walk below the base ended: done with the expression's value,
/// or to go on from a reference or object (with the last `n` elements).
enum Step {
    Done(Value),
    Via(Value, usize, Mode),
}

#[derive(Clone)]
enum El {
    Dim(Value),
    Append,
    Prop(PStr),
}

fn bin(vm: &mut Vm, kind: u32, a: &Value, b: &Value) -> Result<Value, Unwind> {
    let mut d = vm.diag();
    let r = match kind {
        bin_kind::ADD => ops::add(a, b, &mut d),
        bin_kind::SUB => ops::sub(a, b, &mut d),
        bin_kind::MUL => ops::mul(a, b, &mut d),
        bin_kind::DIV => ops::div(a, b, &mut d),
        bin_kind::MOD => ops::modulo(a, b, &mut d),
        bin_kind::POW => ops::pow(a, b, &mut d),
        bin_kind::CONCAT => ops::concat(a, b, &mut d),
        bin_kind::BIT_AND => ops::bit_and(a, b, &mut d),
        bin_kind::BIT_OR => ops::bit_or(a, b, &mut d),
        bin_kind::BIT_XOR => ops::bit_xor(a, b, &mut d),
        bin_kind::SHL => ops::shl(a, b, &mut d),
        bin_kind::SHR => ops::shr(a, b, &mut d),
        _ => Ok(Value::Null),
    };
    r.map_err(|e| vm.op_error(e))
}

/// Whether walking `els` in `mode` makes an array of `v` (null, false or
/// undefined, written below): typed properties refuse that unless their
/// type has array. (php lets a compound assignment below one do it,
/// `$o->p[0] .= 'x'` on a null `?int $p` makes an array, and `++`/`--`
/// too unless through a reference the property holds: `via_ref`.)
fn vivifies(els: &[El], mode: &Mode, v: &Value, via_ref: bool) -> bool {
    let checked = match mode {
        Mode::Unset | Mode::AssignOp(..) => false,
        Mode::IncDec(_) => via_ref,
        _ => true,
    };
    checked
        && matches!(els.first(), Some(El::Dim(_) | El::Append))
        && matches!(v, Value::Undef | Value::Null | Value::Bool(false))
}

/// `$cv[] = src` (`AssignPath` of `path`) in place when the variable holds
/// an array (not through a reference) and `src` a defined value: the
/// value's copy in `dst` too. False when anything else is the case;
/// nothing was changed then (the path walk's business, with its messages).
///
/// # Safety
/// `fp` is the running frame of `unit`; `src` and `dst` are its operands.
#[inline]
pub(crate) unsafe fn append_in_place(
    unit: &CodeUnit,
    fp: *mut Value,
    path: u32,
    src: u32,
    dst: u32,
) -> bool {
    let Some(Path {
        base: PathBase::Cv(cv),
        elems,
        ..
    }) = unit.paths.get(path as usize)
    else {
        return false;
    };
    if !matches!(elems[..], [PathElem::Append]) {
        return false;
    }
    // SAFETY: `cv` and `src` are slots of the running frame (the contract).
    if !matches!(unsafe { &*fp.add(*cv as usize) }, Value::Arr(_)) {
        return false;
    }
    let v = if src & tusk_bytecode::CONST_BIT != 0 {
        unit.constant(src).clone()
    } else {
        // SAFETY: as above.
        match unsafe { &mut *fp.add(src as usize) } {
            Value::Undef => return false,
            Value::Ref(r) => match r.get() {
                Value::Undef => return false,
                v => v,
            },
            s if src as usize >= unit.cv_names.len() => std::mem::take(s),
            s => s.clone(),
        }
    };
    if dst != tusk_bytecode::NONE {
        // SAFETY: as above.
        crate::interp::store(unsafe { &mut *fp.add(dst as usize) }, v.clone());
    }
    // SAFETY: as above; the value's borrows have ended.
    let Value::Arr(a) = (unsafe { &mut *fp.add(*cv as usize) }) else {
        unreachable!("tested above")
    };
    match a.make_mut().push(v) {
        Ok(()) => true,
        Err(v) => {
            // The next index is taken (PHP_INT_MAX): the walk warns. A
            // temporary's value goes back where it was.
            if src & tusk_bytecode::CONST_BIT == 0 && src as usize >= unit.cv_names.len() {
                // SAFETY: as above.
                unsafe { *fp.add(src as usize) = v };
            }
            false
        }
    }
}

/// Whether element `k` of `a` is a reference: a write there goes through
/// it, and it may hold `a` itself (`$a[] = &$a; $a[1] = 0`), so the fast
/// writes into an array held by a reference leave it to the path walk.
#[inline]
pub(crate) fn elem_is_ref(a: &PArr, k: &Key) -> bool {
    matches!(a.get(k), Some(Value::Ref(_)))
}

/// Applies a binary operator by `bin_kind` code (compound assignment).
pub(crate) fn apply_bin(vm: &mut Vm, kind: u32, a: &Value, b: &Value) -> Result<Value, Unwind> {
    bin(vm, kind, a, b)
}

/// Applies ++/-- (kind 0..3) to a slot's value; returns the expression value.
/// `++`/`--` on an int (`kind` bit 0: decrement), None on overflow (the
/// result is then a float: `incdec`'s business).
#[inline(always)]
pub(crate) fn int_step(old: i64, kind: u32) -> Option<i64> {
    if kind & 1 == 0 {
        old.checked_add(1)
    } else {
        old.checked_sub(1)
    }
}

/// ++/-- (`kind` as in `IncDecPath`) in place on static property `sp`
/// when it is untyped and holds an int that stays one: the expression's
/// value. None: nothing done.
#[inline]
fn incdec_untyped_int(sp: &crate::class::StaticProp, kind: u32) -> Option<Value> {
    if sp.ty.is_some() {
        return None;
    }
    // The int is stepped where it lies: no copy of the value read, no
    // old value dropped (two out-of-line drops, about 30 instructions of
    // a `C::$n++` from compiled code).
    sp.value.with_mut(|v| match v {
        Value::Int(i) => {
            let old = *i;
            let new = int_step(old, kind)?;
            *i = new;
            Some(Value::Int(if kind >= 2 { old } else { new }))
        }
        _ => None,
    })
}

pub(crate) fn incdec(vm: &mut Vm, slot: &mut Value, kind: u32) -> Result<Value, Unwind> {
    if let Value::Ref(r) = slot {
        let r = r.clone();
        let mut v = r.get();
        let res = incdec(vm, &mut v, kind);
        if r.is_typed() {
            tusk_value::reference::note_incdec(kind == 0 || kind == 2);
        }
        r.set(v);
        return res;
    }
    let old = slot.clone();
    let r = {
        let mut d = vm.diag();
        if kind == 0 || kind == 2 {
            ops::inc(slot, &mut d)
        } else {
            ops::dec(slot, &mut d)
        }
    };
    r.map_err(|e| vm.op_error(e))?;
    Ok(if kind >= 2 {
        if old.is_undef() {
            Value::Null
        } else {
            old
        }
    } else {
        slot.clone()
    })
}

impl Vm {
    fn read_op(&self, unit: &CodeUnit, base: usize, o: u32) -> Value {
        if tusk_bytecode::is_const(o) {
            unit.constant(o).clone()
        } else {
            self.rt.stack[base + o as usize].unref()
        }
    }

    /// `C::$n++` (`kind` as in `IncDecPath`) on an untyped int property
    /// its site resolved before: done in place, without reading the name
    /// or walking the path; the expression's value. None: nothing done
    /// (`path_op` does it).
    #[inline]
    pub(crate) fn static_incdec_hit(
        &mut self,
        unit: &CodeUnit,
        path: &Path,
        kind: u32,
    ) -> Option<Value> {
        match path.base {
            PathBase::StaticProp(c, _) if path.elems.is_empty() => {
                let fi = self.rt.frames.len() - 1;
                let sp = self.cached_static_prop(unit, fi, c, path.cache)?;
                incdec_untyped_int(&sp, kind)
            }
            _ => None,
        }
    }

    /// Performs `mode` on the lvalue `path`; returns the expression's value.
    pub(crate) fn path_op(
        &mut self,
        unit: &CodeUnit,
        base: usize,
        path: &Path,
        mode: Mode,
    ) -> Result<Value, Unwind> {
        let el = |vm: &Self, e: &PathElem| match e {
            PathElem::Dim(o) => El::Dim(vm.read_op(unit, base, *o)),
            PathElem::Append => El::Append,
            PathElem::Prop(o) => {
                let v = vm.read_op(unit, base, *o);
                El::Prop(match v {
                    Value::Str(s) => s,
                    other => PStr::from(format!("{:?}", other)),
                })
            }
        };
        // Most paths have one or two elements (`$a[] = `, `$a[$k][] = `,
        // `$o->p[$k] = `): those are kept on the stack, not allocated.
        let mut small = [El::Append, El::Append];
        let big: Vec<El>;
        let n = path.elems.len();
        let els: &[El] = if n <= small.len() {
            for (d, e) in small.iter_mut().zip(&path.elems) {
                *d = el(self, e);
            }
            &small[..n]
        } else {
            big = path.elems.iter().map(|e| el(self, e)).collect();
            &big
        };
        let slot_idx = match path.base {
            PathBase::StaticProp(c, n) => {
                let fi = self.rt.frames.len() - 1;
                let fp = self.rt.stack.as_mut_ptr().wrapping_add(base);
                let name = self.read_op(unit, base, n);
                let name = self.to_pstr(&name)?;
                if matches!(mode, Mode::Unset) && els.is_empty() {
                    return Err(self.throw("Error", "Attempt to unset static property"));
                }
                let sp = self.static_prop_site(unit, fp, fi, c, &name, path.cache)?;
                // `C::$n++` on an untyped int: in place.
                if let (Mode::IncDec(k), true) = (&mode, els.is_empty()) {
                    if let Some(v) = incdec_untyped_int(&sp, *k) {
                        return Ok(v);
                    }
                }
                let r = sp.value.clone();
                let mut mode = mode;
                if els.is_empty() {
                    if let Some(ty) = &sp.ty {
                        match mode {
                            // A typed static property checks what is
                            // assigned.
                            Mode::Assign(v) => {
                                let v =
                                    self.check_prop_type(v, ty, &sp.decl_name, name.as_bytes())?;
                                mode = Mode::Assign(v);
                            }
                            // A compound assignment or ++/-- on one: its
                            // result checked (and coerced) as an assignment
                            // is.
                            Mode::AssignOp(..) | Mode::IncDec(_) => {
                                let incdec = match mode {
                                    Mode::IncDec(k) => Some(k),
                                    _ => None,
                                };
                                let mut v = r.get();
                                let was_int = matches!(v, Value::Int(_));
                                let res = self.at_slot(&mut v, mode)?;
                                if let (Some(k), true, Value::Float(_)) = (incdec, was_int, &v) {
                                    self.int_overflow_error(
                                        ty,
                                        sp.decl_name.as_bytes(),
                                        name.as_bytes(),
                                        k,
                                    )?;
                                }
                                let v =
                                    self.check_prop_type(v, ty, &sp.decl_name, name.as_bytes())?;
                                r.set(v.clone());
                                return Ok(if incdec.is_some() { res } else { v });
                            }
                            _ => {}
                        }
                    }
                    if let Mode::BindRef(nr) = &mode {
                        // Rebinding a static property to another reference.
                        r.set(nr.get());
                        return Ok(Value::Ref(r));
                    }
                    if matches!(mode, Mode::MakeRef) {
                        if sp.ty.is_some() {
                            if r.peek().is_undef() {
                                let ty = sp.ty.clone().expect("typed");
                                if let Some(e) =
                                    self.uninit_ref_error(&ty, &sp.decl_name, name.as_bytes())
                                {
                                    return Err(e);
                                }
                                r.set_unchecked(Value::Null);
                            }
                            self.bind_static_source(&sp, name.as_bytes());
                        }
                        return Ok(Value::Ref(r));
                    }
                }
                if let Some(ty) = sp
                    .ty
                    .as_ref()
                    .filter(|_| vivifies(els, &mode, r.peek(), false))
                {
                    if let Some(e) =
                        self.autovivify_error(ty, &sp.decl_name, name.as_bytes(), false)
                    {
                        return Err(e);
                    }
                }
                let mut cur = Value::Ref(r);
                return self.walk(&mut cur, els, mode);
            }
            PathBase::Cv(s) | PathBase::Tmp(s) => base + s as usize,
            PathBase::VarVar(s) | PathBase::Global(s) => {
                let name = self.rt.stack[base + s as usize].unref();
                let name = self.to_pstr(&name)?;
                let global = matches!(path.base, PathBase::Global(_));
                match self.var_location(&name, global) {
                    crate::interp::VarLoc::Slot(i) => i,
                    crate::interp::VarLoc::Ref(r) => {
                        // A variable living outside the frame's slots.
                        if matches!(mode, Mode::Unset) && els.is_empty() {
                            r.set(Value::Undef);
                            return Ok(Value::Null);
                        }
                        let mut cur = Value::Ref(r);
                        return self.walk(&mut cur, els, mode);
                    }
                }
            }
        };
        let is_unset = matches!(mode, Mode::Unset);
        if matches!(mode, Mode::AssignOp(..) | Mode::IncDec(_) | Mode::Unset) {
            if let PathBase::Cv(cv) = path.base {
                if self.rt.stack[slot_idx].is_undef() {
                    let name = unit
                        .cv_names
                        .get(cv as usize)
                        .map(|n| String::from_utf8_lossy(n).into_owned());
                    self.warning(&format!("Undefined variable ${}", name.unwrap_or_default()));
                }
            }
        }
        // Whole-variable modes are handled by dedicated ops; here a path has elements.
        let mut cur = std::mem::take(&mut self.rt.stack[slot_idx]);
        if is_unset && (cur.is_undef()) {
            self.rt.stack[slot_idx] = cur;
            return Ok(Value::Null);
        }
        let r = self.walk(&mut cur, els, mode);
        self.rt.stack[slot_idx] = cur;
        r
    }

    /// php's notice for a write that lands in a copy of what offsetGet gave.
    fn indirect_offset_notice(&mut self, o: &tusk_value::PObj) {
        self.notice(&format!(
            "Indirect modification of overloaded element of {} has no effect",
            String::from_utf8_lossy(o.class_name().as_bytes())
        ));
    }

    /// A write through `$obj[off]`: ArrayAccess's offsetSet/offsetUnset;
    /// compound assignments read with offsetGet and write with offsetSet;
    /// increments and nested writes act on what offsetGet returned (an
    /// object is written through, anything else is a temporary copy).
    fn walk_offset(
        &mut self,
        o: &tusk_value::PObj,
        off: Value,
        rest: &[El],
        mode: Mode,
    ) -> Result<Value, Unwind> {
        if !self.instance_of(o, b"ArrayAccess") {
            return Err(self.throw(
                "Error",
                &format!(
                    "Cannot use object of type {} as array",
                    String::from_utf8_lossy(o.class_name().as_bytes())
                ),
            ));
        }
        let off = off.unref();
        // A built-in ArrayObject or ArrayIterator whose offsetGet is its
        // own: nested writes, increments and references reach an element
        // of its storage array itself (php's get_dimension_ptr).
        if !rest.is_empty() || matches!(mode, Mode::IncDec(_) | Mode::MakeRef | Mode::BindRef(_)) {
            if let Some(r) = self
                .builtin_hook(o, b"offsetget", |d| d.iter_ref)
                .and_then(|f| f(o))
            {
                let mut els = Vec::with_capacity(rest.len() + 1);
                els.push(El::Dim(off));
                els.extend_from_slice(rest);
                return self.walk(&mut Value::Ref(r), &els, mode);
            }
        }
        let get = |vm: &mut Vm, off: &Value| -> Result<Value, Unwind> {
            Ok(vm
                .call_method_named(o, b"offsetget", vec![off.clone()])?
                .map_or(Value::Null, |v| v.unref()))
        };
        if rest.is_empty() {
            return match mode {
                Mode::Assign(v) => {
                    self.call_method_named(o, b"offsetset", vec![off, v.clone()])?;
                    Ok(v)
                }
                Mode::Unset => {
                    self.call_method_named(o, b"offsetunset", vec![off])?;
                    Ok(Value::Null)
                }
                Mode::AssignOp(kind, rhs) => {
                    let cur = get(self, &off)?;
                    let v = bin(self, kind, &cur, &rhs)?;
                    self.call_method_named(o, b"offsetset", vec![off, v.clone()])?;
                    Ok(v)
                }
                Mode::IncDec(kind) => {
                    // php increments a temporary copy of what offsetGet gave.
                    let mut cur = get(self, &off)?;
                    self.indirect_offset_notice(o);
                    incdec(self, &mut cur, kind)
                }
                Mode::MakeRef | Mode::BindRef(_) => {
                    let v = get(self, &off)?;
                    self.indirect_offset_notice(o);
                    Ok(Value::Ref(PRef::new(v)))
                }
            };
        }
        let mut v = get(self, &off)?;
        if !matches!(v, Value::Obj(_)) {
            self.indirect_offset_notice(o);
        }
        self.walk(&mut v, rest, mode)
    }

    /// A reference to property `name` of `o`, made on demand (`&$o->name`;
    /// foreach by reference over an object).
    pub(crate) fn prop_ref(&mut self, o: &tusk_value::PObj, name: PStr) -> Result<PRef, Unwind> {
        let mut cur = Value::Obj(o.clone());
        Ok(
            match self.walk(&mut cur, &[El::Prop(name)], Mode::MakeRef)? {
                Value::Ref(r) => r,
                v => PRef::new(v),
            },
        )
    }

    fn walk(&mut self, cur: &mut Value, els: &[El], mode: Mode) -> Result<Value, Unwind> {
        let mut step = self.walk_in(cur, els, mode, true)?;
        // A reference (or object) met below the base: everything taken
        // out on the way is back in place, and the walk goes on from it
        // (php's per-level dereference: a write through a reference that
        // holds the array being walked writes that one array).
        while let Step::Via(mut at, n, mode) = step {
            step = self.walk_in(&mut at, &els[els.len() - n..], mode, true)?;
        }
        let Step::Done(v) = step else { unreachable!() };
        Ok(v)
    }

    /// One walk from `cur` (`top`: a base, not a value taken out of a
    /// container on the way): a reference with elements still to go (or
    /// an assignment through it), or an object with elements to go, met
    /// below the base ends it with [`Step::Via`].
    fn walk_in(
        &mut self,
        cur: &mut Value,
        els: &[El],
        mode: Mode,
        top: bool,
    ) -> Result<Step, Unwind> {
        if let Value::Ref(r) = cur {
            if els.is_empty() && matches!(mode, Mode::MakeRef) {
                return Ok(Step::Done(Value::Ref(r.clone())));
            }
            if els.is_empty() && matches!(mode, Mode::BindRef(_)) {
                let Mode::BindRef(nr) = mode else {
                    unreachable!()
                };
                *cur = Value::Ref(nr.clone());
                return Ok(Step::Done(Value::Ref(nr)));
            }
            if !top {
                // The reference may hold a container taken out above
                // (`$a[] = &$a; $a[1][] = 1`): it is walked once those
                // are back.
                return Ok(Step::Via(Value::Ref(r.clone()), els.len(), mode));
            }
            let r = r.clone();
            if vivifies(els, &mode, r.peek(), true) {
                if let Some(e) = self.ref_autovivify_error(&r) {
                    return Err(e);
                }
            }
            let mut inner = r.with_mut(std::mem::take);
            let res = self.walk_in(&mut inner, els, mode, false);
            r.set(inner);
            return res;
        }
        if !top && !els.is_empty() {
            if let Value::Obj(o) = cur {
                // An object's methods and hooks run with nothing taken out.
                return Ok(Step::Via(Value::Obj(o.clone()), els.len(), mode));
            }
        }
        let Some((first, rest)) = els.split_first() else {
            return self.at_slot(cur, mode).map(Step::Done);
        };
        let unset = matches!(mode, Mode::Unset);
        match first {
            El::Dim(_) | El::Append => {
                match cur {
                    Value::Arr(_) => {}
                    Value::Undef | Value::Null => {
                        if unset {
                            return Ok(Step::Done(Value::Null));
                        }
                        *cur = Value::Arr(PArr::new());
                    }
                    Value::Bool(false) => {
                        if unset {
                            return Ok(Step::Done(Value::Null));
                        }
                        self.deprecated("Automatic conversion of false to array is deprecated");
                        *cur = Value::Arr(PArr::new());
                    }
                    Value::Str(s) => {
                        if unset {
                            return Err(self.throw("Error", "Cannot unset string offsets"));
                        }
                        if !rest.is_empty() {
                            return Err(self.throw("Error", "Cannot use string offset as an array"));
                        }
                        if matches!(first, El::Append) {
                            return Err(
                                self.throw("Error", "[] operator not supported for strings")
                            );
                        }
                        let El::Dim(k) = first else { unreachable!() };
                        let s = s.clone();
                        return self.string_offset_write(cur, s, k, mode).map(Step::Done);
                    }
                    Value::Obj(o) => {
                        let o = o.clone();
                        let off = match first {
                            El::Dim(k) => k.clone(),
                            _ => {
                                // php names the built-in class, not a subclass.
                                let refused =
                                    |d: &'static crate::ClassDef| d.no_append.then_some(d.name);
                                if let Some(c) = self.builtin_hook(&o, b"offsetset", refused) {
                                    let m = format!("[] operator not supported for {c}");
                                    return Err(self.throw("Error", &m));
                                }
                                Value::Null
                            }
                        };
                        return self.walk_offset(&o, off, rest, mode).map(Step::Done);
                    }
                    _ => {
                        if unset {
                            return Err(
                                self.throw("Error", "Cannot unset offset in a non-array variable")
                            );
                        }
                        return Err(self.throw("Error", "Cannot use a scalar value as an array"));
                    }
                }
                let key = match first {
                    El::Dim(k) => Some(self.key_of(k)?),
                    _ => None,
                };
                let Value::Arr(a) = cur else { unreachable!() };
                if unset && rest.is_empty() {
                    if let Some(k) = key {
                        if a.get(&k).is_some() {
                            a.make_mut().remove(&k);
                        }
                    }
                    return Ok(Step::Done(Value::Null));
                }
                if unset && key.as_ref().is_some_and(|k| a.get(k).is_none()) {
                    return Ok(Step::Done(Value::Null));
                }
                let data = a.make_mut();
                let slot: &mut Value = match key {
                    Some(k) => {
                        if data.get(&k).is_none() {
                            data.insert(k.clone(), Value::Null);
                            if matches!(mode, Mode::AssignOp(..) | Mode::IncDec(_)) {
                                // Reading the missing element warns (at each
                                // level, as php's read-write fetch does), then
                                // the operation goes on with null.
                                let msg = match &k {
                                    Key::Int(i) => format!("Undefined array key {}", i),
                                    Key::Str(s) => {
                                        format!(
                                            "Undefined array key \"{}\"",
                                            String::from_utf8_lossy(s.as_bytes())
                                        )
                                    }
                                };
                                self.warning(&msg);
                            }
                        }
                        data.get_mut(&k).expect("present")
                    }
                    None => {
                        if data.push(Value::Null).is_err() {
                            return Err(self.throw(
                                "Error",
                                "Cannot add element to the array as the next element is already occupied",
                            ));
                        }
                        let k = data.next_free() - 1;
                        data.get_mut(&Key::Int(k)).expect("pushed")
                    }
                };
                let mut v = std::mem::take(slot);
                let r = self.walk_in(&mut v, rest, mode, false);
                *slot = v;
                r
            }
            El::Prop(name) => {
                let o = match cur {
                    Value::Obj(o) => o.clone(),
                    Value::Undef | Value::Null => {
                        if unset {
                            return Ok(Step::Done(Value::Null));
                        }
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Attempt to assign property \"{}\" on null",
                                String::from_utf8_lossy(name.as_bytes())
                            ),
                        ));
                    }
                    other => {
                        if unset {
                            return Ok(Step::Done(Value::Null));
                        }
                        let t = crate::sig::type_name_for_error(other);
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Attempt to assign property \"{}\" on {}",
                                String::from_utf8_lossy(name.as_bytes()),
                                t
                            ),
                        ));
                    }
                };
                if rest.is_empty() {
                    match mode {
                        Mode::Unset => {
                            self.unset_prop(&o, name)?;
                            return Ok(Step::Done(Value::Null));
                        }
                        Mode::Assign(v) => {
                            self.write_prop(&o, name, v.clone())?;
                            return Ok(Step::Done(v));
                        }
                        Mode::AssignOp(..) | Mode::IncDec(_) => {
                            self.create_missing_for_rw(&o, name)?;
                            let mut v = self.read_prop(&o, name, false)?;
                            let incdec = match mode {
                                Mode::IncDec(k) => Some(k),
                                _ => None,
                            };
                            let was_int = matches!(v.unref(), Value::Int(_));
                            let r = self.at_slot(&mut v, mode)?;
                            if let Some(k) = incdec {
                                if was_int && matches!(v.unref(), Value::Float(_)) {
                                    self.typed_int_overflow(&o, name, k)?;
                                }
                            }
                            self.write_prop(&o, name, v)?;
                            return Ok(Step::Done(r));
                        }
                        _ => {}
                    }
                }
                let (mut v, magic) = self.take_prop(&o, name)?;
                if unset && v.is_undef() {
                    return Ok(Step::Done(Value::Null));
                }
                // A reference made of (or bound to) a typed property gets
                // it as a type source.
                let bind = rest.is_empty()
                    && !magic
                    && matches!(mode, Mode::MakeRef | Mode::BindRef(_))
                    && crate::class::class_of(&o)
                        .and_then(|c| c.prop_map.get(name.as_bytes()).map(|&i| (c, i as usize)))
                        .is_some_and(|(c, i)| c.props.get(i).is_some_and(|m| m.ty.is_some()));
                if bind {
                    return self.bind_typed_prop(&o, name, v, mode).map(Step::Done);
                }
                if !magic && vivifies(rest, &mode, &v, false) {
                    let typed = crate::class::class_of(&o).and_then(|c| {
                        let m = c.props.get(*c.prop_map.get(name.as_bytes())? as usize)?;
                        Some((m.ty.clone()?, m.decl_name.clone()))
                    });
                    if let Some((ty, decl)) = typed {
                        if let Some(e) = self.autovivify_error(&ty, &decl, name.as_bytes(), false) {
                            self.put_prop_back(&o, name, v)?;
                            return Err(e);
                        }
                    }
                }
                let r = self.walk_in(&mut v, rest, mode, false);
                if !magic {
                    self.put_prop_back(&o, name, v)?;
                }
                r
            }
        }
    }

    /// `&$o->p` or `$o->p = &$x` on a typed property whose value `v` was
    /// taken out: the reference in the slot gets the property as a source
    /// (a new reference once; a bound one after its value is checked, the
    /// reference it replaces losing the source); an uninitialized
    /// property cannot be made a reference.
    fn bind_typed_prop(
        &mut self,
        o: &PObj,
        name: &PStr,
        mut v: Value,
        mode: Mode,
    ) -> Result<Value, Unwind> {
        let c = crate::class::class_of(o).expect("typed property");
        let c = self.class_by_id(c.id).expect("class");
        let i = c.prop_map[name.as_bytes()] as usize;
        let tag = self.prop_source_tag(&c, i);
        // Freeing the object takes its slots off their references' sources.
        o.0.flags
            .set(o.0.flags.get() | tusk_value::object::OBJ_TYPED_REF);
        match mode {
            Mode::MakeRef => {
                if let Value::Ref(r) = &v {
                    let r = r.clone();
                    self.put_prop_back(o, name, v)?;
                    return Ok(Value::Ref(r));
                }
                if v.is_undef() {
                    let ty = c.props[i].ty.clone().expect("typed");
                    let decl = c.props[i].decl_name.clone();
                    if let Some(e) = self.uninit_ref_error(&ty, &decl, name.as_bytes()) {
                        self.put_prop_back(o, name, v)?;
                        return Err(e);
                    }
                    v = Value::Null;
                }
                let r = PRef::new(v);
                self.put_prop_back(o, name, Value::Ref(r.clone()))?;
                if let Some(t) = tag {
                    r.add_type_source(t);
                }
                Ok(Value::Ref(r))
            }
            Mode::BindRef(nr) => {
                if let Err(e) = self.bind_prop_source(&c, i, &nr, true) {
                    self.put_prop_back(o, name, v)?;
                    return Err(e);
                }
                if let (Value::Ref(old), Some(t)) = (&v, tag) {
                    if !old.ptr_eq(&nr) {
                        old.del_type_source(t);
                    }
                }
                let r = self.walk(&mut v, &[], Mode::BindRef(nr));
                self.put_prop_back(o, name, v)?;
                r
            }
            _ => unreachable!("bind_typed_prop: a reference mode"),
        }
    }

    /// `$o->p++` / `$o->p--` left int range on a property typed int
    /// without float: php's TypeError, the property unchanged.
    fn typed_int_overflow(&mut self, o: &PObj, name: &PStr, kind: u32) -> Result<(), Unwind> {
        let Some(c) = crate::class::class_of(o) else {
            return Ok(());
        };
        let Some(&i) = c.prop_map.get(name.as_bytes()) else {
            return Ok(());
        };
        let p = &c.props[i as usize];
        let Some(t) = &p.ty else {
            return Ok(());
        };
        let decl = p.decl_name.clone();
        self.int_overflow_error(t, decl.as_bytes(), name.as_bytes(), kind)
    }

    /// php's TypeError for `++`/`--` that left int range on a property of
    /// type `t` (declared in class `decl`) that takes ints but not floats.
    fn int_overflow_error(
        &mut self,
        t: &tusk_bytecode::TypeInfo,
        decl: &[u8],
        name: &[u8],
        kind: u32,
    ) -> Result<(), Unwind> {
        let (mask, text) = crate::calls::type_of(t);
        if mask & crate::sig::T_FLOAT != 0 || mask & crate::sig::T_INT == 0 {
            return Ok(());
        }
        let (what, limit) = if kind == 0 || kind == 2 {
            ("increment", "maximal")
        } else {
            ("decrement", "minimal")
        };
        let m = format!(
            "Cannot {} property {}::${} of type {} past its {} value",
            what,
            String::from_utf8_lossy(decl),
            String::from_utf8_lossy(name),
            text,
            limit
        );
        Err(self.throw("TypeError", &m))
    }

    fn at_slot(&mut self, slot: &mut Value, mode: Mode) -> Result<Value, Unwind> {
        match mode {
            Mode::Assign(v) => {
                *slot = v.clone();
                Ok(v)
            }
            Mode::BindRef(r) => {
                *slot = Value::Ref(r.clone());
                Ok(Value::Ref(r))
            }
            Mode::MakeRef => {
                let v = std::mem::take(slot);
                let v = if v.is_undef() { Value::Null } else { v };
                let r = PRef::new(v);
                *slot = Value::Ref(r.clone());
                Ok(Value::Ref(r))
            }
            Mode::AssignOp(kind, rhs) => {
                let cur = if slot.is_undef() {
                    Value::Null
                } else {
                    std::mem::take(slot)
                };
                let r = bin(self, kind, &cur, &rhs);
                match r {
                    Ok(v) => {
                        *slot = v.clone();
                        Ok(v)
                    }
                    Err(e) => {
                        *slot = cur;
                        Err(e)
                    }
                }
            }
            Mode::IncDec(kind) => incdec(self, slot, kind),
            Mode::Unset => {
                *slot = Value::Undef;
                Ok(Value::Null)
            }
        }
    }

    /// An array key from an offset value, with php's conversions and messages.
    pub fn key_of(&mut self, k: &Value) -> Result<Key, Unwind> {
        match k {
            Value::Int(i) => Ok(Key::Int(*i)),
            Value::Str(s) => Ok(Key::from_pstr(s)),
            _ => {
                let mut d = self.diag();
                let r = ops::to_key(k, &mut d);
                r.map_err(|e| self.op_error(e))
            }
        }
    }

    fn string_offset_write(
        &mut self,
        cur: &mut Value,
        s: PStr,
        k: &Value,
        mode: Mode,
    ) -> Result<Value, Unwind> {
        let v = match mode {
            Mode::Assign(v) => v,
            Mode::MakeRef | Mode::BindRef(_) => {
                return Err(self.throw("Error", "Cannot create references to/from string offsets"));
            }
            Mode::IncDec(_) => {
                return Err(self.throw("Error", "Cannot increment/decrement string offsets"));
            }
            _ => {
                return Err(self.throw(
                    "Error",
                    "Cannot use assign-op operators with string offsets",
                ))
            }
        };
        let idx = match k {
            Value::Int(i) => *i,
            Value::Str(ks) => match tusk_value::num::parse_numeric(ks.as_bytes()) {
                Some((tusk_value::num::Num::Int(i), true)) => i,
                _ => {
                    return Err(self.throw(
                        "TypeError",
                        &format!("Cannot access offset of type {} on string", "string"),
                    ))
                }
            },
            other => ops::to_int(other),
        };
        let len = s.len() as i64;
        let pos = if idx < 0 { len + idx } else { idx };
        if pos < 0 {
            self.warning(&format!("Illegal string offset {}", idx));
            return Ok(Value::Null);
        }
        let vs = self.to_pstr(&v)?;
        if vs.is_empty() {
            return Err(self.throw("Error", "Cannot assign an empty string to a string offset"));
        }
        if vs.len() > 1 {
            self.warning("Only the first byte will be assigned to the string offset");
        }
        let mut bytes = s.as_bytes().to_vec();
        let pos = pos as usize;
        if pos >= bytes.len() {
            bytes.resize(pos, b' ');
            bytes.push(vs.as_bytes()[0]);
        } else {
            bytes[pos] = vs.as_bytes()[0];
        }
        *cur = Value::Str(PStr::new(&bytes));
        Ok(Value::Str(PStr::new(&vs.as_bytes()[..1])))
    }
}
