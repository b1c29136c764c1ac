//! The interpreter's cold instructions: everything the dispatch loop does
//! not keep inline (references, paths, properties, declarations, includes,
//! exceptions, ...). Keeping them out of `execute` keeps that function small
//! enough for the compiler to hold its hot state (frame pointer, pc, unit)
//! in registers.
//!
//! Not here: the hot instructions and the frame loop (interp.rs).

use crate::interp::{lossy, match_repr};
use crate::paths::Mode;
use crate::runtime::Func;
use crate::sig;
use crate::{Unwind, Vm};
use tusk_bytecode::*;
use tusk_value::{ops, Key, PArr, PRef, PStr, Value};

impl Vm {
    /// The arguments frame `fi` was called with, as func_get_args() shows
    /// them: the parameters' current values, then the extra arguments.
    fn frame_args(&self, fi: usize) -> Vec<Value> {
        let f = &self.rt.frames[fi];
        let params = &f.unit.params;
        let variadic = params.last().is_some_and(|p| p.variadic);
        let fixed = params.len() - usize::from(variadic);
        let n = (f.num_args as usize).min(fixed);
        let mut out = Vec::with_capacity(f.num_args as usize);
        out.extend(self.rt.stack[f.base..f.base + n].iter().map(|v| v.unref()));
        if variadic {
            // The arguments a variadic parameter collected, in order (as
            // the array holds them now: php shows the values passed).
            let more = (f.num_args as usize).saturating_sub(fixed);
            if let Value::Arr(a) = self.rt.stack[f.base + fixed].unref() {
                out.extend(a.iter().take(more).map(|(_, v)| v.unref()));
            }
        }
        out.extend(f.extra_args().iter().map(|v| v.unref()));
        out
    }

    /// The arguments of the user function running now (for the
    /// func_get_args family called as functions), or None at the top
    /// level of a script or an included file.
    pub fn func_args(&self) -> Option<Vec<Value>> {
        let fi = self.rt.frames.len().checked_sub(1)?;
        if fi == 0 || self.rt.frames[fi].statics_key == 0 {
            return None;
        }
        Some(self.frame_args(fi))
    }

    /// Runs one cold instruction. The frame's pc is synced before the call;
    /// `pc` (the next instruction) may be changed for jumps. None of these
    /// pushes or pops a frame.
    #[inline(never)]
    pub(crate) fn exec_cold(
        &mut self,
        op: Op,
        unit: &CodeUnit,
        fi: usize,
        base: usize,
        fp: *mut Value,
        pc: &mut usize,
    ) -> Result<(), Unwind> {
        macro_rules! tri {
            ($e:expr) => {
                $e?
            };
        }
        macro_rules! sync {
            () => {
                self.rt.frames[fi].pc = *pc
            };
        }
        macro_rules! slot {
            ($o:expr) => {{
                debug_assert!((base + ($o) as usize) < self.rt.stack.len());
                // SAFETY: slot operands are below the unit's num_slots and
                // the frame's slots exist while it runs (`fp` is the first).
                unsafe { &mut *fp.add(($o) as usize) }
            }};
        }
        macro_rules! rslot {
            ($o:expr) => {{
                debug_assert!((base + ($o) as usize) < self.rt.stack.len());
                // SAFETY: as for `slot!`.
                unsafe { &*fp.add(($o) as usize) }
            }};
        }
        macro_rules! arith {
            ($dst:expr, $a:expr, $b:expr, $fast:expr, $slow:path) => {{
                let x = self.get(unit, fp, $a);
                let y = self.get(unit, fp, $b);
                let r = {
                    let mut d = self.diag();
                    $slow(&x, &y, &mut d)
                };
                let v = r.map_err(|e| self.op_error(e))?;
                self.set(fp, $dst, v);
            }};
        }
        match op {
            Op::AssignRef { cv, src } => {
                let r = match std::mem::take(&mut (*slot!(src))) {
                    Value::Ref(r) => r,
                    other => {
                        sync!();
                        self.notice("Only variables should be assigned by reference");
                        PRef::new(other)
                    }
                };
                (*slot!(cv)) = Value::Ref(r);
            }
            Op::MakeRefCv { dst, cv } => {
                let r = slot!(cv).make_ref();
                (*slot!(dst)) = Value::Ref(r);
            }
            Op::MakeRef { dst, path } => {
                sync!();
                let p = &unit.paths[path as usize];
                let v = if let (true, PathBase::Cv(cv)) = (p.elems.is_empty(), p.base) {
                    let slot = &mut (*slot!(cv));
                    match slot {
                        Value::Ref(r) => Value::Ref(r.clone()),
                        other => {
                            let r = PRef::new(std::mem::take(other));
                            *other = Value::Ref(r.clone());
                            Value::Ref(r)
                        }
                    }
                } else {
                    tri!(self.path_op(unit, base, p, Mode::MakeRef))
                };
                // A raw write: the temporary may hold an older reference.
                (*slot!(dst)) = v;
            }
            Op::AssignPathRef { path, src } => {
                sync!();
                let r = match std::mem::take(&mut (*slot!(src))) {
                    Value::Ref(r) => r,
                    other => PRef::new(other),
                };
                let p = &unit.paths[path as usize];
                tri!(self.path_op(unit, base, p, Mode::BindRef(r)));
            }
            Op::UnsetPath { path } => {
                sync!();
                let p = &unit.paths[path as usize];
                if p.elems.is_empty() {
                    if let PathBase::VarVar(s) = p.base {
                        let n = (*slot!(s)).unref();
                        let n = tri!(self.to_pstr(&n));
                        if let Some(i) = self.varvar_slot(&n) {
                            self.rt.stack[i] = Value::Undef;
                        }
                    }
                } else {
                    tri!(self.path_op(unit, base, p, Mode::Unset));
                }
            }
            Op::AssignPath { dst, path, src } => {
                // SAFETY: `fp` is the running frame of `unit`.
                if unsafe { crate::paths::append_in_place(unit, fp, path, src, dst) } {
                    return Ok(());
                }
                sync!();
                let v = self.take(unit, fp, src);
                let p = &unit.paths[path as usize];
                let r = tri!(self.path_op(unit, base, p, Mode::Assign(v)));
                self.set(fp, dst, r);
            }
            Op::AssignOpPath {
                dst,
                path,
                src,
                kind,
            } => {
                sync!();
                let rhs = self.get(unit, fp, src);
                let p = &unit.paths[path as usize];
                let v = tri!(self.path_op(unit, base, p, Mode::AssignOp(kind, rhs)));
                self.set(fp, dst, v);
            }
            Op::IncDecPath { dst, path, kind } => {
                let p = &unit.paths[path as usize];
                let v = match self.static_incdec_hit(unit, p, kind) {
                    Some(v) => v,
                    None => {
                        sync!();
                        tri!(self.path_op(unit, base, p, Mode::IncDec(kind)))
                    }
                };
                self.set(fp, dst, v);
            }
            Op::Pow { dst, a, b } => arith!(dst, a, b, |_x: i64, _y: i64| None, ops::pow),
            Op::Shl { dst, a, b } => arith!(dst, a, b, |_x: i64, _y: i64| None, ops::shl),
            Op::Shr { dst, a, b } => arith!(dst, a, b, |_x: i64, _y: i64| None, ops::shr),
            Op::Xor { dst, a, b } => {
                let x = self.get(unit, fp, a);
                let y = self.get(unit, fp, b);
                self.set(fp, dst, Value::Bool(ops::to_bool(&x) ^ ops::to_bool(&y)));
            }
            Op::Neg { dst, a } | Op::Plus { dst, a } | Op::BitNot { dst, a } => {
                sync!();
                let x = self.get(unit, fp, a);
                let r = {
                    let mut d = self.diag();
                    match op {
                        Op::Neg { .. } => ops::neg(&x, &mut d),
                        Op::Plus { .. } => ops::plus(&x, &mut d),
                        _ => ops::bit_not(&x, &mut d),
                    }
                };
                let v = tri!(r.map_err(|e| self.op_error(e)));
                self.set(fp, dst, v);
            }
            Op::Cast { dst, a, kind } => {
                sync!();
                let x = self.get(unit, fp, a);
                let v = tri!(self.cast(x, kind));
                self.set(fp, dst, v);
            }
            Op::JmpSet { dst, a, t } => {
                sync!();
                let x = self.get(unit, fp, a);
                if ops::to_bool(&x) {
                    self.set(fp, dst, x);
                    *pc = t as usize;
                }
            }
            Op::Print { dst, a } => {
                sync!();
                let x = self.get(unit, fp, a);
                let s = tri!(self.to_pstr(&x));
                tri!(self.write_output(s.as_bytes()));
                self.set(fp, dst, Value::Int(1));
            }
            Op::VerifyReturn { a } => {
                sync!();
                tri!(self.verify_return(unit, base, a));
            }
            Op::Exit { a } => {
                sync!();
                let code = if a == NONE {
                    0
                } else {
                    let x = self.get(unit, fp, a);
                    match x {
                        Value::Int(i) => i as i32,
                        Value::Str(s) => {
                            self.out.write(s.as_bytes());
                            0
                        }
                        other => {
                            let s = tri!(self.to_pstr(&other));
                            self.out.write(s.as_bytes());
                            0
                        }
                    }
                };
                tri!(Err(Unwind::Exit(code)));
            }
            Op::Throw { a } => {
                sync!();
                let x = self.get(unit, fp, a);
                match x {
                    Value::Obj(o)
                        if o.internal().is_some_and(|i| {
                            i.downcast_ref::<crate::class::ExcData>().is_some()
                        }) =>
                    {
                        tri!(Err(Unwind::Throw(o)))
                    }
                    Value::Obj(_) => {
                        let e = self.throw(
                            "Error",
                            "Cannot throw objects that do not implement Throwable",
                        );
                        tri!(Err(e))
                    }
                    _ => {
                        let e = self.throw("Error", "Can only throw objects");
                        tri!(Err(e))
                    }
                }
            }
            Op::ArrSpread { arr, val } => {
                sync!();
                let v = self.get(unit, fp, val);
                match v {
                    Value::Arr(src) => {
                        if let Value::Arr(a) = &mut (*slot!(arr)) {
                            let d = a.make_mut();
                            for (k, v) in src.iter() {
                                match k {
                                    Key::Int(_) => {
                                        let _ = d.push(v.unref());
                                    }
                                    k => {
                                        d.insert(k, v.unref());
                                    }
                                }
                            }
                        }
                    }
                    Value::Obj(o) if self.is_traversable(&o) => {
                        let pairs = tri!(self.unpack_pairs(&o, "array"));
                        if let Value::Arr(a) = &mut (*slot!(arr)) {
                            let d = a.make_mut();
                            for (k, v) in pairs {
                                match k {
                                    Key::Int(_) => {
                                        let _ = d.push(v);
                                    }
                                    k => {
                                        d.insert(k, v);
                                    }
                                }
                            }
                        }
                    }
                    _ => {
                        let e = self.throw("Error", "Only arrays and Traversables can be unpacked");
                        tri!(Err(e));
                    }
                }
            }
            Op::FetchDimAppendRead {} => {
                sync!();
                let e = self.fatal("Cannot use [] for reading");
                tri!(Err(e));
            }
            Op::FetchProp { dst, obj, name } | Op::FetchPropQuiet { dst, obj, name } => {
                sync!();
                let quiet = matches!(op, Op::FetchPropQuiet { .. });
                let o = if obj & CONST_BIT != 0 {
                    unit.constant(obj).clone()
                } else if quiet {
                    match rslot!(obj).unref() {
                        Value::Undef => Value::Null,
                        v => v,
                    }
                } else {
                    self.get(unit, fp, obj)
                };
                let n = self.get(unit, fp, name);
                let n = tri!(self.to_pstr(&n));
                let v = tri!(self.fetch_prop(&o, &n, quiet));
                self.set(fp, dst, v);
            }
            Op::IssetProp { dst, obj, name } => {
                sync!();
                let o = if obj & CONST_BIT != 0 {
                    unit.constant(obj).clone()
                } else {
                    rslot!(obj).unref()
                };
                let n = self.get(unit, fp, name);
                let n = tri!(self.to_pstr(&n));
                let r = match o {
                    Value::Obj(o) => tri!(self.isset_prop(&o, &n)),
                    _ => false,
                };
                self.set(fp, dst, Value::Bool(r));
            }
            Op::FetchVarVar { dst, a } | Op::FetchVarVarQuiet { dst, a } => {
                sync!();
                let n = self.get(unit, fp, a);
                let n = tri!(self.to_pstr(&n));
                let v = match self.varvar_slot(&n) {
                    Some(i) => self.rt.stack[i].unref(),
                    None => {
                        let depth = self.rt.frames.len() - 1;
                        let found = if depth == 0 {
                            self.rt.extra_globals.get(n.as_bytes()).map(|r| r.get())
                        } else {
                            self.rt
                                .dyn_vars
                                .get(&(depth, n.as_bytes().to_vec()))
                                .map(|r| r.get())
                        };
                        found.unwrap_or(Value::Undef)
                    }
                };
                let v = if v.is_undef() {
                    if matches!(op, Op::FetchVarVar { .. }) {
                        self.warning(&format!("Undefined variable ${}", lossy(n.as_bytes())));
                    }
                    Value::Null
                } else {
                    v
                };
                self.set(fp, dst, v);
            }
            Op::IssetDim { dst, base: b, key } => {
                // Fast path: an array (not through a reference) and an int
                // or string key: no copies, nothing that can warn.
                let fast = {
                    let vb: &Value = if b & CONST_BIT != 0 {
                        unit.constant(b)
                    } else {
                        slot!(b)
                    };
                    let vk: &Value = if key & CONST_BIT != 0 {
                        unit.constant(key)
                    } else {
                        slot!(key)
                    };
                    let vb = match vb {
                        Value::Ref(r) => r.peek(),
                        v => v,
                    };
                    let hit = match (vb, vk) {
                        (Value::Arr(a), Value::Int(i)) => Some(a.get_int(*i)),
                        (Value::Arr(a), Value::Str(s)) => Some(a.get_pstr(s)),
                        _ => None,
                    };
                    hit.map(|v| match v {
                        Some(Value::Ref(r)) => !r.peek().is_null(),
                        Some(v) => !v.is_null(),
                        None => false,
                    })
                };
                if let Some(r) = fast {
                    self.set(fp, dst, Value::Bool(r));
                    return Ok(());
                }
                sync!();
                let c = if b & CONST_BIT != 0 {
                    unit.constant(b).clone()
                } else {
                    (*slot!(b)).unref()
                };
                let k = if key & CONST_BIT != 0 {
                    unit.constant(key).clone()
                } else {
                    (*slot!(key)).unref()
                };
                let r = match &c {
                    Value::Obj(o) if self.instance_of(o, b"ArrayAccess") => {
                        match self.builtin_hook(o, b"offsetexists", |d| d.has_dim) {
                            Some(f) => tri!(f(self, o, &k)),
                            None => {
                                let e = tri!(self.call_method_named(o, b"offsetexists", vec![k]));
                                e.as_ref().is_some_and(ops::to_bool)
                            }
                        }
                    }
                    _ => !tri!(self.fetch_dim(&c, &k, true)).is_null(),
                };
                self.set(fp, dst, Value::Bool(r));
            }
            Op::EmptyVal { dst, a } => {
                let v = if a & CONST_BIT != 0 {
                    unit.constant(a).clone()
                } else {
                    (*slot!(a)).unref()
                };
                self.set(fp, dst, Value::Bool(!ops::to_bool(&v)));
            }
            Op::FeResetRef { it, path, end } => {
                sync!();
                let p = &unit.paths[path as usize];
                // Make the subject a reference so we can iterate it live.
                let r = if p.elems.is_empty() {
                    match p.base {
                        PathBase::Cv(cv) | PathBase::Tmp(cv) => slot!(cv).make_ref(),
                        PathBase::VarVar(_) | PathBase::Global(_) | PathBase::StaticProp(..) => {
                            PRef::new(Value::Null)
                        }
                    }
                } else {
                    match tri!(self.path_op(unit, base, p, Mode::MakeRef)) {
                        Value::Ref(r) => r,
                        _ => PRef::new(Value::Null),
                    }
                };
                let v = r.get();
                match v {
                    Value::Arr(_) => {
                        (*slot!(it)) = Value::Ref(r);
                        (*slot!(it + 1)) = Value::Int(0);
                    }
                    Value::Obj(o) if self.is_traversable(&o) => {
                        // Built-in iterators run by value here; user
                        // iterators cannot run by reference.
                        let i = tri!(self.traversable_iterator(&o)).unwrap_or(o);
                        let array = self
                            .builtin_hook(&i, b"current", |d| d.iter_ref)
                            .and_then(|f| f(&i));
                        if let Some(r) = array {
                            (*slot!(it)) = Value::Ref(r);
                            (*slot!(it + 1)) = Value::Int(0);
                            return Ok(());
                        }
                        let gen = self.generator_ref(&i).map(|g| g.yields_by_ref());
                        let msg = if gen == Some(true) {
                            None
                        } else if gen.is_some() {
                            Some(("Exception", "You can only iterate a generator by-reference if it declared that it yields by-reference"))
                        } else if self.obj_class(&i).is_some_and(|c| c.decl.is_some()) {
                            Some((
                                "Error",
                                "An iterator cannot be used with foreach by reference",
                            ))
                        } else {
                            None
                        };
                        if let Some((class, m)) = msg {
                            let e = self.throw(class, m);
                            tri!(Err(e));
                        }
                        if tri!(self.iter_rewind(&i)) {
                            (*slot!(it)) = Value::Obj(i);
                            // A float position marks iterator mode.
                            (*slot!(it + 1)) = Value::Float(-1.0);
                        } else {
                            *pc = end as usize;
                        }
                    }
                    Value::Obj(o) => {
                        // The object's visible properties, made references
                        // one by one (FeFetchRef).
                        (*slot!(it)) = Value::Obj(o);
                        (*slot!(it + 1)) = Value::Int(0);
                    }
                    Value::Undef | Value::Null if p.elems.is_empty() => {
                        self.warning("foreach() argument must be of type array|object, null given");
                        *pc = end as usize;
                    }
                    other => {
                        self.warning(&format!(
                            "foreach() argument must be of type array|object, {} given",
                            sig::type_name_for_error(&other)
                        ));
                        *pc = end as usize;
                    }
                }
            }
            Op::FeFetchRef { it, val, key, end } => {
                let pos = match &(*slot!(it + 1)) {
                    Value::Int(p) => *p as usize,
                    _ => usize::MAX,
                };
                if let (Value::Obj(o), Value::Float(f)) = (&(*slot!(it)), &(*slot!(it + 1))) {
                    let (o, idx) = (o.clone(), *f as i64);
                    sync!();
                    // A by-reference generator hands out its references.
                    let pair = match self.generator_ref(&o) {
                        Some(g) => tri!(self.gen_fe_fetch_ref(&o, g, idx)),
                        None => tri!(self.fe_iter_fetch(&o, idx, key != NONE)),
                    };
                    match pair {
                        Some((v, k)) => {
                            (*slot!(it + 1)) = Value::Float((idx + 1) as f64);
                            (*slot!(val)) = match v {
                                Value::Ref(r) => Value::Ref(r),
                                v => Value::Ref(PRef::new(v)),
                            };
                            if key != NONE {
                                (*slot!(key)) = k;
                            }
                        }
                        None => *pc = end as usize,
                    }
                    return Ok(());
                }
                if let Value::Obj(o) = &(*slot!(it)) {
                    let o = o.clone();
                    sync!();
                    // Walked live, as by value (`next_visible_prop`).
                    let Some((next, name, _)) = self.next_visible_prop(&o, pos) else {
                        *pc = end as usize;
                        return Ok(());
                    };
                    let er = tri!(self.prop_ref(&o, name.clone()));
                    (*slot!(it + 1)) = Value::Int(next as i64);
                    (*slot!(val)) = Value::Ref(er);
                    if key != NONE {
                        (*slot!(key)) = Value::Str(name);
                    }
                    return Ok(());
                }
                let r = match &(*slot!(it)) {
                    Value::Ref(r) => r.clone(),
                    _ => {
                        *pc = end as usize;
                        return Ok(());
                    }
                };
                let got = r.with_mut_same_type(|v| {
                    let Value::Arr(a) = v else { return None };
                    let (p, k, _) = a.iter_from(pos)?;
                    let d = a.make_mut();
                    let slot = d.value_at_mut(p)?;
                    let er = match slot {
                        Value::Ref(er) => er.clone(),
                        other => {
                            let er = PRef::new(std::mem::take(other));
                            *other = Value::Ref(er.clone());
                            er
                        }
                    };
                    Some((p, k, er))
                });
                match got {
                    Some((p, k, er)) => {
                        (*slot!(it + 1)) = Value::Int(p as i64 + 1);
                        (*slot!(val)) = Value::Ref(er);
                        if key != NONE {
                            (*slot!(key)) = k.to_value();
                        }
                    }
                    None => *pc = end as usize,
                }
            }
            Op::InitCallDyn { callee } => {
                sync!();
                let c = self.take(unit, fp, callee);
                // A Closure object, the common `$f(...)`: straight to its
                // pending call (`resolve_callable` also makes a name string).
                if let Value::Obj(o) = &c {
                    if let Some(cd) = crate::closure::closure_data(o) {
                        self.push_closure_call(cd);
                        if let (Value::Obj(o), Some(p)) = (c, self.rt.pending.last_mut()) {
                            if p.func().is_some() {
                                p.this = Some(o);
                            }
                        }
                        return Ok(());
                    }
                }
                match self.resolve_callable(&c) {
                    Some((Func::Closure(cd), _)) => {
                        self.push_closure_call(cd);
                        // `$closure(...)` gives back the same object.
                        if let (Value::Obj(o), Some(p)) = (c.unref(), self.rt.pending.last_mut()) {
                            if p.func().is_some() {
                                p.this = Some(o);
                            }
                        }
                    }
                    Some((f, _)) => self.init_call(Some(f)),
                    None if matches!(c.unref(), Value::Obj(_)) && self.invokable(&c).is_some() => {
                        let Value::Obj(o) = c.unref() else {
                            unreachable!()
                        };
                        tri!(self.init_method_call(o, PStr::from("__invoke"), None));
                    }
                    // Method callables: [$obj, 'm'] (resolved like `$obj->m()`,
                    // with its errors), ['C', 'm'] and 'C::m'.
                    None if obj_method_pair(&c).is_some() => {
                        let (o, n) = obj_method_pair(&c).expect("checked");
                        tri!(self.init_method_call(o, n, None));
                    }
                    None if matches!(c.unref(), Value::Arr(_) | Value::Str(_))
                        && self.method_callable(&c).is_ok() =>
                    {
                        if let Ok((m, this, cls)) = self.method_callable(&c) {
                            self.push_method_call(m, this, cls);
                        }
                    }
                    None => {
                        let msg = self.not_callable_message(&c);
                        let e = self.throw("Error", &msg);
                        tri!(Err(e));
                    }
                }
            }
            Op::InitMethod { obj, name } => {
                sync!();
                let o = self.get(unit, fp, obj);
                let n = self.get(unit, fp, name);
                let n = tri!(self.to_pstr(&n));
                match o {
                    Value::Obj(o) => {
                        tri!(self.init_method_call(o, n, None));
                    }
                    other => {
                        let e = self.throw(
                            "Error",
                            &format!(
                                "Call to a member function {}() on {}",
                                lossy(n.as_bytes()),
                                sig::type_name_for_error(&other)
                            ),
                        );
                        tri!(Err(e));
                    }
                }
            }
            Op::SendPath { path } => {
                sync!();
                let p = &unit.paths[path as usize];
                let v = if self.pending_arg_by_ref() {
                    tri!(self.path_op(unit, base, p, Mode::MakeRef))
                } else {
                    tri!(self.path_read(unit, base, p))
                };
                self.rt.push_arg(v);
            }
            Op::SendNamed { name, a } => {
                sync!();
                let v = self.get(unit, fp, a);
                let n = match unit.constant(name) {
                    Value::Str(s) => s.clone(),
                    _ => PStr::new(b""),
                };
                if let Some(p) = self.rt.pending.last_mut() {
                    p.extra_mut().named.push((n, v));
                }
            }
            Op::SendUnpack { a } => {
                sync!();
                let v = self.get(unit, fp, a);
                match v {
                    Value::Arr(arr) => {
                        for (k, v) in arr.iter() {
                            match k {
                                Key::Int(_) => self.rt.push_arg(v.unref()),
                                Key::Str(s) => {
                                    if let Some(p) = self.rt.pending.last_mut() {
                                        p.extra_mut().named.push((s, v.unref()));
                                    }
                                }
                            }
                        }
                    }
                    Value::Obj(o) if self.is_traversable(&o) => {
                        let pairs = tri!(self.unpack_pairs(&o, "argument"));
                        for (k, v) in pairs {
                            match k {
                                Key::Int(_) => {
                                    if self.rt.pending.last().is_some_and(|p| p.has_named()) {
                                        let e = self.throw(
                                            "Error",
                                            "Cannot use positional argument after named argument during unpacking",
                                        );
                                        tri!(Err(e));
                                    }
                                    self.rt.push_arg(v)
                                }
                                Key::Str(s) => {
                                    if let Some(p) = self.rt.pending.last_mut() {
                                        p.extra_mut().named.push((s, v));
                                    }
                                }
                            }
                        }
                    }
                    _ => {
                        let e =
                            self.throw("TypeError", "Only arrays and Traversables can be unpacked");
                        tri!(Err(e));
                    }
                }
            }
            Op::MakeCallable { dst } => {
                sync!();
                let p = self.rt.pending.pop().expect("pending call");
                let v = self.closure_of_pending(p);
                self.set(fp, dst, v);
            }
            Op::MakeClosure { dst, idx } => {
                sync!();
                let child = unit.children[idx as usize].clone();
                let v = self.make_closure(child);
                self.set(fp, dst, v);
            }
            Op::DeclareFunc { idx } => {
                sync!();
                let child = unit.children[idx as usize].clone();
                let lname = child.name.to_ascii_lowercase();
                if let Some(existing) = self.rt.functions.get(&lname) {
                    let msg = match existing {
                        Func::Builtin(_) | Func::Closure(_) => {
                            format!("Cannot redeclare {}()", lossy(&child.name))
                        }
                        Func::User(u) => format!(
                            "Cannot redeclare {}() (previously declared in {}:{})",
                            lossy(&child.name),
                            u.file,
                            u.line_start
                        ),
                    };
                    let e = self.fatal(&msg);
                    tri!(Err(e));
                }
                // (Also before finish_boot: get_defined_functions lists
                // them; finish_boot forgets what boot code declared.)
                self.rt.user_funcs.push(lname.clone());
                self.rt.functions.insert(lname, Func::User(child));
            }
            Op::BindGlobal { cv, name } => {
                let n = match unit.constant(name) {
                    Value::Str(s) => s.as_bytes().to_vec(),
                    _ => Vec::new(),
                };
                let r = self.global_ref(&n);
                (*slot!(cv)) = Value::Ref(r);
            }
            Op::BindStaticOnce { cv, idx, t } => {
                let key = (self.rt.frames[fi].statics_key, idx);
                let r = match self.rt.statics.get(&key) {
                    Some(r) => {
                        *pc = t as usize;
                        r.clone()
                    }
                    None => {
                        let r = PRef::new(Value::Null);
                        self.rt.statics.insert(key, r.clone());
                        r
                    }
                };
                (*slot!(cv)) = Value::Ref(r);
            }
            Op::BindStatic { cv, idx } => {
                let key = (self.rt.frames[fi].statics_key, idx);
                let r = match self.rt.statics.get(&key) {
                    Some(r) => r.clone(),
                    None => {
                        let init = match unit.statics[idx as usize].1 {
                            Some(o) => unit.constant(o).clone(),
                            None => Value::Null,
                        };
                        let r = PRef::new(init);
                        self.rt.statics.insert(key, r.clone());
                        r
                    }
                };
                (*slot!(cv)) = Value::Ref(r);
            }
            Op::DeclareConst { name, val } => {
                sync!();
                let v = self.get(unit, fp, val);
                let n = match unit.constant(name) {
                    Value::Str(s) => crate::runtime::const_key(s.as_bytes()).into_owned(),
                    _ => Vec::new(),
                };
                match self.rt.constants.entry(n) {
                    std::collections::hash_map::Entry::Occupied(e) => {
                        let m = format!("Constant {} already defined", lossy(e.key()));
                        self.warning(&m);
                    }
                    std::collections::hash_map::Entry::Vacant(e) => {
                        if self.rt.booted {
                            self.rt.user_consts.push(e.key().clone());
                        }
                        e.insert(v);
                    }
                }
            }
            Op::Include { dst, a, kind } => {
                sync!();
                let p = self.get(unit, fp, a);
                let p = tri!(self.to_pstr(&p));
                let v = tri!(self.include(unit, p, kind));
                self.set(fp, dst, v);
            }
            Op::Eval { dst, a } => {
                sync!();
                let code = self.get(unit, fp, a);
                let code = tri!(self.to_pstr(&code));
                let v = tri!(self.eval(unit, code));
                self.set(fp, dst, v);
            }
            Op::SilenceBegin { dst } => {
                // php lowers error_reporting to the fatal levels (4437).
                self.silence += 1;
                let old = self.error_reporting;
                self.silenced.push((fi, old));
                self.set(fp, dst, Value::Int(old));
                self.error_reporting = old & 4437;
            }
            Op::SilenceEnd { a } => {
                self.silence = self.silence.saturating_sub(1);
                if self.silenced.last().is_some_and(|&(f, _)| f >= fi) {
                    self.silenced.pop();
                }
                if let Value::Int(old) = *slot!(a) {
                    // Restore unless the silenced code set a new level itself.
                    if self.error_reporting == old & 4437 {
                        self.error_reporting = old;
                    }
                }
            }
            Op::MatchError { a } => {
                sync!();
                let v = self.get(unit, fp, a);
                let msg = format!("Unhandled match case {}", match_repr(&v));
                let e = self.throw("UnhandledMatchError", &msg);
                tri!(Err(e));
            }
            Op::Catch { class, cv, next } => {
                let exc = self.rt.frames[fi]
                    .extra
                    .as_ref()
                    .and_then(|x| x.exception.clone());
                let cname = match unit.constant(class) {
                    Value::Str(s) => s.clone(),
                    _ => PStr::new(b""),
                };
                match exc {
                    Some(e) if self.instance_of(&e, cname.as_bytes()) => {
                        if cv != NONE {
                            self.write_cv(fp, cv, Value::Obj(e));
                        }
                        if let Some(x) = self.rt.frames[fi].extra.as_mut() {
                            x.exception = None;
                        }
                    }
                    _ => *pc = next as usize,
                }
            }
            Op::Rethrow {} => {
                sync!();
                if let Some(e) = self.rt.frames[fi]
                    .extra
                    .as_mut()
                    .and_then(|x| x.exception.take())
                {
                    tri!(Err(Unwind::Throw(e)));
                }
            }
            Op::CallFinally { t } => {
                // The pending exception (uncaught path) waits aside while
                // the block runs: try/catch inside the block has the slot.
                let x = self.rt.frames[fi].extra_mut();
                let pending = x.exception.take();
                x.finally_stack.push((*pc, t as usize, pending));
                *pc = t as usize;
            }
            Op::EndFinally {} => {
                if let Some(x) = self.rt.frames[fi].extra.as_mut() {
                    if let Some((ret, _, pending)) = x.finally_stack.pop() {
                        x.exception = pending;
                        *pc = ret;
                    }
                }
            }
            Op::Magic { dst, kind } => {
                let v = match kind {
                    magic_kind::CLASS => match self.class_by_id(self.rt.frames[fi].scope) {
                        Some(c) => Value::Str(c.name.clone()),
                        None => Value::from(""),
                    },
                    _ => Value::from(""),
                };
                self.set(fp, dst, v);
            }
            Op::Intrinsic { dst, kind } => {
                if kind == intrinsic::GLOBALS {
                    let g = self.globals_array();
                    self.set(fp, dst, Value::Arr(g));
                    return Ok(());
                }
                let v = match kind {
                    intrinsic::FUNC_NUM_ARGS => Value::Int(self.rt.frames[fi].num_args as i64),
                    _ => Value::Arr(PArr::from_values(self.frame_args(fi))),
                };
                if self.rt.frames[fi].statics_key == 0 || fi == 0 {
                    sync!();
                    let msg = if kind == intrinsic::FUNC_NUM_ARGS {
                        "func_num_args() must be called from a function context"
                    } else {
                        "func_get_args() cannot be called from the global scope"
                    };
                    let e = self.throw("Error", msg);
                    if fi == 0 {
                        tri!(Err(e));
                    }
                }
                self.set(fp, dst, v);
            }
            Op::Fatal { msg } => {
                sync!();
                let m = match unit.constant(msg) {
                    Value::Str(s) => lossy(s.as_bytes()),
                    _ => String::new(),
                };
                let e = self.fatal(&m);
                tri!(Err(e));
            }
            Op::New { dst, class } => {
                sync!();
                let _ = (dst, class);
                let e = self.fatal("Op New is obsolete");
                tri!(Err(e));
            }
            // (The other class instructions are dispatched to
            // exec_class_op from the main loop itself.)
            Op::DeclareClass { .. } => {
                sync!();
                tri!(self.exec_class_op(op, unit, fi, fp));
            }
            _ => unreachable!("hot instruction {} sent to exec_cold", op.name()),
        }
        Ok(())
    }
}

/// `[$obj, 'method']`: the object and the method name.
fn obj_method_pair(c: &Value) -> Option<(tusk_value::PObj, PStr)> {
    let Value::Arr(a) = c.unref() else {
        return None;
    };
    if a.len() != 2 {
        return None;
    }
    let d = a.data();
    match (
        d.get_int(0).map(|v| v.unref()),
        d.get_int(1).map(|v| v.unref()),
    ) {
        (Some(Value::Obj(o)), Some(Value::Str(n))) => Some((o, n)),
        _ => None,
    }
}
