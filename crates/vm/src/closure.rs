//! Closure objects: making them (closure literals, the first-class callable
//! syntax `f(...)`, Closure::fromCallable), calling them (a user closure
//! runs on the ordinary frame path; one made from a built-in function or
//! method becomes that call), the Closure class's methods (bind, bindTo,
//! call, fromCallable, __invoke) with php's binding rules and warnings, and
//! the listing var_dump shows for a closure.
//!
//! Not here: capturing by reference and binding parameters (calls.rs), the
//! closure record itself (`runtime::ClosureData`).

use crate::class::ext::{ClassDef, DefKind, MethodCtx, MethodDef};
use crate::class::{class_of, lossy, Method, MethodBody, NativeCall, NO_CLASS};
use crate::runtime::{ClosureData, ClosureFn, Func, Pending};
use crate::{Args, BResult, Unwind, Vm};
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, PathBase, CONST_BIT, NONE};
use tusk_value::object::PropsPurpose;
use tusk_value::{ArrayData, Key, PObj, PRef, PStr, Value};

/// The Closure class.
pub(crate) static CLOSURE_CLASS: ClassDef = ClassDef {
    name: "Closure",
    kind: DefKind::Class,
    flags: tusk_bytecode::class::flags::FINAL,
    methods: &[
        MethodDef {
            sig: "bind(Closure $closure, ?object $newThis, object|string|null $newScope = \"static\"): ?Closure",
            flags: tusk_bytecode::class::flags::STATIC,
            f: m_bind,
        },
        MethodDef {
            sig: "bindTo(?object $newThis, object|string|null $newScope = \"static\"): ?Closure",
            flags: 0,
            f: m_bind_to,
        },
        MethodDef {
            sig: "call(object $newThis, mixed ...$args): mixed",
            flags: 0,
            f: m_call,
        },
        MethodDef {
            sig: "fromCallable(mixed $callback): Closure",
            flags: tusk_bytecode::class::flags::STATIC,
            f: m_from_callable,
        },
        MethodDef {
            sig: "__invoke(mixed ...$args): mixed",
            flags: tusk_bytecode::class::flags::HIDDEN,
            f: m_invoke,
        },
    ],
    props_for: Some(closure_props),
    compare: Some(identity_compare),
    ..ClassDef::EMPTY
};

/// A closure is equal only to itself (php compares others as
/// uncomparable).
fn identity_compare(a: &PObj, b: &PObj) -> Option<i64> {
    Some(if a.ptr_eq(b) { 0 } else { 1 })
}

/// The closure data of a Closure object.
pub(crate) fn closure_data(o: &PObj) -> Option<Rc<ClosureData>> {
    o.internal()?.clone().downcast::<ClosureData>().ok()
}

/// `closure_data` borrowed from the object, without taking a count: for
/// the call paths, which run once per call.
#[inline]
pub(crate) fn closure_data_ref(o: &PObj) -> Option<&ClosureData> {
    o.internal()?.downcast_ref::<ClosureData>()
}

/// Whether a closure's code reads `$this` (php's ZEND_ACC_USES_THIS):
/// an operand or lvalue path on its `$this` slot, or a non-static closure
/// inside it that does.
fn uses_this(u: &CodeUnit) -> bool {
    let ts = u.this_slot;
    if ts == NONE {
        return false;
    }
    let reads = |op: &tusk_bytecode::Op| {
        op.operands().iter().any(|(n, v)| {
            *v == ts
                && *v & CONST_BIT == 0
                && matches!(
                    *n,
                    "a" | "b" | "src" | "obj" | "cv" | "callee" | "val" | "cls"
                )
        })
    };
    u.ops.iter().any(reads)
        || u.paths
            .iter()
            .any(|p| matches!(p.base, PathBase::Cv(s) | PathBase::Tmp(s) if s == ts))
        || u.children.iter().any(|c| uses_this(c))
}

impl Vm {
    pub(crate) fn closure_value(&self, data: ClosureData) -> Value {
        let data: Rc<dyn std::any::Any> = Rc::new(data);
        let class: Rc<dyn tusk_value::object::ClassMeta> = match &self.rt.closure_class {
            Some(c) => c.clone(),
            None => Rc::new(tusk_value::object::BasicClass {
                name: PStr::from("Closure"),
            }),
        };
        Value::Obj(PObj::with_internal(class, data))
    }

    /// Pushes a frame for a user closure: arguments, then its captured
    /// variables.
    pub(crate) fn push_closure_frame(
        &mut self,
        c: &ClosureData,
        args_base: usize,
        named: Vec<(PStr, Value)>,
        ret: u32,
        strict: bool,
    ) -> Result<(), Unwind> {
        let Some(unit) = c.user_unit() else {
            self.rt.truncate_stack(args_base);
            return Err(self.throw("Error", "Closure cannot be called here"));
        };
        let nparams = unit.params.len();
        self.push_frame_from_stack(unit.clone(), args_base, named, ret, strict)?;
        if c.this.is_some() || c.scope != NO_CLASS {
            self.enter_method(c.this.clone(), c.scope, c.cls);
        }
        let base = self.rt.frames.last().expect("frame").base;
        self.closure_frame_data(c, base + nparams);
        Ok(())
    }

    /// What a closure's frame (the top one, just pushed) has beyond a
    /// function's: its own static variables, and its captured values in
    /// the slots from `vb` (after its parameters) on.
    #[inline(always)]
    pub(crate) fn closure_frame_data(&mut self, c: &ClosureData, vb: usize) {
        if c.statics_key != 0 {
            // Each closure object has its own static variables.
            self.rt.frames.last_mut().expect("frame").statics_key = c.statics_key;
        }
        let n = c.bound.len();
        if n == 0 {
            return;
        }
        // One bounds check for all (the frame's slots were made valid when
        // it was pushed), then a copy each: a scalar's words, a counted
        // value's count taken (`dup`).
        assert!(vb + n <= self.rt.stack.len(), "closure slots out of range");
        let dst = self.rt.stack.as_mut_ptr().wrapping_add(vb);
        for (i, v) in c.bound.iter().enumerate() {
            if !v.is_undef() {
                // SAFETY: vb + i < the stack's valid slots (checked above);
                // no other reference into the stack is live. The slot's old
                // value (Undef, in practice: written over) is dropped when
                // it owns something.
                unsafe {
                    let slot = dst.add(i);
                    if (*slot).is_heap() {
                        *slot = crate::fast::dup(v);
                    } else {
                        slot.write(crate::fast::dup(v));
                    }
                }
            }
        }
    }

    /// A Closure object for `unit`, capturing its `uses` from the top frame.
    pub(crate) fn make_closure(&mut self, unit: Arc<CodeUnit>) -> Value {
        let fi = self.rt.frames.len() - 1;
        let fbase = self.rt.frames[fi].base;
        let mut bound = Vec::with_capacity(unit.uses.len());
        for (name, by_ref) in unit.uses.iter() {
            let slot = self.rt.frames[fi]
                .unit
                .cv_names
                .iter()
                .position(|n| n == name)
                .map(|i| fbase + i);
            let v = match (slot, by_ref) {
                (Some(i), true) => Value::Ref(self.rt.stack[i].make_ref()),
                (None, true) => Value::Ref(PRef::new(Value::Null)),
                (Some(i), false) => {
                    let v = self.rt.stack[i].unref();
                    if v.is_undef() && !unit.is_arrow {
                        self.warning(&format!("Undefined variable ${}", lossy(name)));
                        Value::Null
                    } else {
                        v
                    }
                }
                (None, false) => {
                    if !unit.is_arrow {
                        self.warning(&format!("Undefined variable ${}", lossy(name)));
                        Value::Null
                    } else {
                        Value::Undef
                    }
                }
            };
            bound.push(v);
        }
        let f = &self.rt.frames[fi];
        let is_static = unit.this_slot == NONE;
        let this = if is_static { None } else { f.this.clone() };
        let (scope, cls) = (f.scope, f.cls);
        let (statics_key, statics) = if unit.statics.is_empty() {
            (0, Vec::new())
        } else {
            let k = self.next_statics_key();
            let vals: Vec<Value> = unit
                .statics
                .iter()
                .map(|(_, init)| match init {
                    Some(o) => unit.constant(*o).clone(),
                    None => Value::Null,
                })
                .collect();
            let st = self.closure_statics_at(k, vals);
            // Statics with a constant-expression initialiser are created by
            // their BindStaticOnce on the first call (which runs it).
            for op in unit.ops.iter() {
                if let tusk_bytecode::Op::BindStaticOnce { idx, .. } = op {
                    self.rt.statics.remove(&(k, *idx));
                }
            }
            (k, st)
        };
        self.closure_value(ClosureData {
            func: ClosureFn::User(unit),
            bound,
            this,
            scope,
            cls,
            fake: None,
            statics_key,
            statics,
            is_static,
        })
    }

    /// The pending call that runs closure `cd` with arguments staged from
    /// `args_base` on.
    pub(crate) fn closure_pending(&self, cd: Rc<ClosureData>, args_base: usize) -> Pending {
        match &cd.func {
            ClosureFn::User(_) => Pending::new(Some(Func::Closure(cd)), args_base),
            ClosureFn::Builtin(b) => Pending::new(Some(Func::Builtin(b.clone())), args_base),
            ClosureFn::Native(m) => {
                let mut p = Pending::new(None, args_base);
                if let MethodBody::Ext(b) = &m.body {
                    p.by_ref = b.by_ref_args;
                }
                p.this = cd.this.clone();
                let cls = if cd.cls != NO_CLASS { cd.cls } else { m.scope };
                p.native = Some(NativeCall::Method(m.clone(), cls));
                p
            }
            ClosureFn::Magic(m, name) => {
                let mut p = Pending::new(None, args_base);
                p.this = cd.this.clone();
                let cls = if cd.cls != NO_CLASS { cd.cls } else { m.scope };
                p.native = Some(NativeCall::Magic(m.clone(), name.clone(), cls));
                p
            }
        }
    }

    /// Starts a call of closure `cd` (arguments follow, then `DoCall`).
    pub(crate) fn push_closure_call(&mut self, cd: Rc<ClosureData>) {
        let p = self.closure_pending(cd, self.rt.sp);
        self.rt.pending.push(p);
    }

    /// Calls a closure that wraps a built-in function or method from Rust.
    pub(crate) fn call_closure_native(
        &mut self,
        cd: Rc<ClosureData>,
        args: Vec<Value>,
        named: Vec<(PStr, Value)>,
    ) -> BResult {
        let base = self.rt.sp;
        for a in args {
            self.rt.push_arg(a);
        }
        let mut p = self.closure_pending(cd, base);
        match p.take_func() {
            Some(Func::Builtin(b)) => {
                let mut args = Vec::new();
                self.rt.take_args(base, &mut args);
                self.call_builtin(&b, args, named, false)
            }
            _ => {
                if !named.is_empty() {
                    p.extra_mut().named = named;
                }
                self.do_native_call(p)
            }
        }
    }

    /// `f(...)`, `$o->m(...)`, `C::m(...)`: the Closure for the pending
    /// call (resolved, with no arguments).
    pub(crate) fn closure_of_pending(&mut self, mut p: Pending) -> Value {
        let native = p.native.take();
        let data = match (p.take_func(), native) {
            (Some(Func::Closure(cd)), _) => {
                if let Some(o) = p.this.take() {
                    if closure_data(&o).is_some_and(|d| Rc::ptr_eq(&d, &cd)) {
                        return Value::Obj(o);
                    }
                }
                return self.closure_value(ClosureData {
                    func: ClosureFn::User(cd.user_unit().expect("user closure").clone()),
                    bound: cd.bound.clone(),
                    this: cd.this.clone(),
                    scope: cd.scope,
                    cls: cd.cls,
                    fake: cd.fake.clone(),
                    statics_key: 0,
                    statics: Vec::new(),
                    is_static: cd.is_static,
                });
            }
            (Some(Func::User(u)), _) => {
                let is_method = p.this.is_some() || p.scope != NO_CLASS;
                ClosureData {
                    fake: Some(PStr::new(&u.name)),
                    statics_key: 0,
                    statics: Vec::new(),
                    func: ClosureFn::User(u),
                    bound: Vec::new(),
                    is_static: is_method && p.this.is_none(),
                    this: p.this.take(),
                    scope: if is_method { p.scope } else { NO_CLASS },
                    cls: p.cls,
                }
            }
            (Some(Func::Builtin(b)), _) => ClosureData {
                fake: Some(PStr::from(b.name)),
                statics_key: 0,
                statics: Vec::new(),
                func: ClosureFn::Builtin(b),
                bound: Vec::new(),
                this: None,
                scope: NO_CLASS,
                cls: NO_CLASS,
                is_static: false,
            },
            (None, Some(NativeCall::Method(m, cls))) => {
                self.method_closure_data(m, p.this.take(), cls)
            }
            (None, Some(NativeCall::Magic(m, name, cls))) => {
                let cname = self
                    .class_by_id(cls)
                    .map(|c| c.name.clone())
                    .unwrap_or_else(|| m.scope_name.clone());
                let mut full = cname.as_bytes().to_vec();
                full.extend_from_slice(b"::");
                full.extend_from_slice(name.as_bytes());
                ClosureData {
                    fake: Some(PStr::new(&full)),
                    statics_key: 0,
                    statics: Vec::new(),
                    func: ClosureFn::Magic(m, name),
                    bound: Vec::new(),
                    is_static: p.this.is_none(),
                    this: p.this.take(),
                    scope: cls,
                    cls,
                }
            }
            (None, _) => return Value::Null,
        };
        self.closure_value(data)
    }

    /// The closure data of method `m` called on `this` / class `cls`.
    fn method_closure_data(&self, m: Rc<Method>, this: Option<PObj>, cls: u32) -> ClosureData {
        let mut full = m.scope_name.as_bytes().to_vec();
        full.extend_from_slice(b"::");
        full.extend_from_slice(m.name.as_bytes());
        let this = if m.is_static() { None } else { this };
        let func = match &m.body {
            MethodBody::User(u) => ClosureFn::User(u.clone()),
            _ => ClosureFn::Native(m.clone()),
        };
        ClosureData {
            fake: Some(PStr::new(&full)),
            statics_key: 0,
            statics: Vec::new(),
            func,
            bound: Vec::new(),
            is_static: m.is_static(),
            this,
            scope: m.scope,
            cls,
        }
    }

    /// Closure::fromCallable: every form of callable, with php's errors.
    pub(crate) fn closure_from_callable(&mut self, v: &Value) -> BResult {
        let v = v.unref();
        if let Value::Obj(o) = &v {
            if closure_data(o).is_some() {
                return Ok(v.clone());
            }
            if let Some((m, o, cls)) = self.invokable(&v) {
                let d = self.method_closure_data(m, Some(o), cls);
                return Ok(self.closure_value(d));
            }
        }
        if let Value::Str(s) = &v {
            let b = s.as_bytes();
            if !b.windows(2).any(|w| w == b"::") {
                let b = b.strip_prefix(b"\\").unwrap_or(b);
                match self.lookup_function(&b.to_ascii_lowercase()) {
                    Some(Func::User(u)) => {
                        return Ok(self.closure_value(ClosureData {
                            fake: Some(PStr::new(&u.name)),
                            statics_key: 0,
                            statics: Vec::new(),
                            func: ClosureFn::User(u),
                            bound: Vec::new(),
                            this: None,
                            scope: NO_CLASS,
                            cls: NO_CLASS,
                            is_static: false,
                        }))
                    }
                    Some(Func::Builtin(bi)) => {
                        return Ok(self.closure_value(ClosureData {
                            fake: Some(PStr::from(bi.name)),
                            statics_key: 0,
                            statics: Vec::new(),
                            func: ClosureFn::Builtin(bi),
                            bound: Vec::new(),
                            this: None,
                            scope: NO_CLASS,
                            cls: NO_CLASS,
                            is_static: false,
                        }))
                    }
                    _ => {}
                }
            }
        }
        let why = match self.method_callable(&v) {
            Ok((m, this, cls)) => {
                let d = self.method_closure_data(m, this, cls);
                return Ok(self.closure_value(d));
            }
            Err(why) => {
                if let Some(d) = self.magic_closure_data(&v) {
                    return Ok(self.closure_value(d));
                }
                if matches!(v, Value::Arr(_))
                    || matches!(&v, Value::Str(s) if s.as_bytes().windows(2).any(|w| w == b"::"))
                {
                    why
                } else {
                    self.callable_error_reason(&v)
                }
            }
        };
        Err(self.throw(
            "TypeError",
            &format!("Failed to create closure from callable: {why}"),
        ))
    }

    /// `[$obj, 'missing']` / `['C', 'missing']` with __call/__callStatic.
    fn magic_closure_data(&mut self, v: &Value) -> Option<ClosureData> {
        let (target, name) = match v {
            Value::Arr(a) if a.len() == 2 => {
                let d = a.data();
                match (d.get_int(0)?.unref(), d.get_int(1)?.unref()) {
                    (t, Value::Str(n)) => (t, n),
                    _ => return None,
                }
            }
            Value::Str(s) => {
                let b = s.as_bytes();
                let i = b.windows(2).position(|w| w == b"::")?;
                (Value::Str(PStr::new(&b[..i])), PStr::new(&b[i + 2..]))
            }
            _ => return None,
        };
        let (c, this) = match target {
            Value::Obj(o) => (self.obj_class(&o)?, Some(o)),
            Value::Str(cn) => (self.lookup_class_autoload(cn.as_bytes()).ok()??, None),
            _ => return None,
        };
        if c.find_method(&name.as_bytes().to_ascii_lowercase())
            .is_some()
        {
            return None;
        }
        let m = match &this {
            Some(_) => c.magic.call.clone()?,
            None => c.magic.callstatic.clone()?,
        };
        let mut full = c.name.as_bytes().to_vec();
        full.extend_from_slice(b"::");
        full.extend_from_slice(name.as_bytes());
        Some(ClosureData {
            fake: Some(PStr::new(&full)),
            statics_key: 0,
            statics: Vec::new(),
            func: ClosureFn::Magic(m, name),
            bound: Vec::new(),
            is_static: this.is_none(),
            this,
            scope: c.id,
            cls: c.id,
        })
    }

    /// php's zend_valid_closure_binding: None when `cd` may get `this`
    /// and `scope`, else the warning's text.
    fn closure_binding_error(
        &self,
        cd: &ClosureData,
        this: Option<&PObj>,
        scope: u32,
    ) -> Option<String> {
        let fake = cd.fake.is_some();
        if let Some(o) = this {
            if cd.is_static {
                return Some("Cannot bind an instance to a static closure".into());
            }
            if fake && cd.scope != NO_CLASS {
                let ok = class_of(o).is_some_and(|c| c.is_subclass_of(cd.scope));
                if !ok {
                    return Some(format!(
                        "Cannot bind method {}() to object of class {}",
                        lossy(cd.fake.as_ref().map_or(&b""[..], |f| f.as_bytes())),
                        lossy(o.class_name().as_bytes())
                    ));
                }
            }
        } else if fake && cd.scope != NO_CLASS && !cd.is_static {
            return Some("Cannot unbind $this of method".into());
        } else if !fake && cd.this.is_some() && cd.user_unit().is_some_and(|u| uses_this(u)) {
            return Some("Cannot unbind $this of closure using $this".into());
        }
        if scope != NO_CLASS && scope != cd.scope {
            if let Some(c) = self.class_by_id(scope) {
                if c.decl.is_none() {
                    return Some(format!(
                        "Cannot bind closure to scope of internal class {}",
                        lossy(c.name.as_bytes())
                    ));
                }
            }
        }
        if fake && scope != cd.scope {
            return Some(if cd.scope == NO_CLASS {
                "Cannot rebind scope of closure created from function".into()
            } else {
                "Cannot rebind scope of closure created from method".into()
            });
        }
        None
    }

    /// A copy of `cd` bound to `this` and `scope`.
    /// A fresh key for a closure object's static variables (apart from
    /// the unit addresses functions use).
    fn next_statics_key(&mut self) -> usize {
        self.rt.closure_statics += 1;
        (1usize << 62) | self.rt.closure_statics
    }

    /// Static variables for a closure object under key `k`.
    fn closure_statics_at(&mut self, k: usize, vals: Vec<Value>) -> Vec<PRef> {
        vals.into_iter()
            .enumerate()
            .map(|(i, v)| {
                let r = PRef::new(v);
                self.rt.statics.insert((k, i as u32), r.clone());
                r
            })
            .collect()
    }

    pub(crate) fn rebound(
        &mut self,
        cd: &ClosureData,
        this: Option<PObj>,
        scope: u32,
    ) -> ClosureData {
        // The copy starts with the current values of the static variables.
        let (statics_key, statics) = if cd.statics_key == 0 {
            (0, Vec::new())
        } else {
            let k = self.next_statics_key();
            let vals = cd.statics.iter().map(|r| r.get()).collect();
            (k, self.closure_statics_at(k, vals))
        };
        let func = match &cd.func {
            ClosureFn::User(u) => ClosureFn::User(u.clone()),
            ClosureFn::Builtin(b) => ClosureFn::Builtin(b.clone()),
            ClosureFn::Native(m) => ClosureFn::Native(m.clone()),
            ClosureFn::Magic(m, n) => ClosureFn::Magic(m.clone(), n.clone()),
        };
        let builtin = matches!(cd.func, ClosureFn::Builtin(_));
        let this = if cd.is_static || builtin { None } else { this };
        // php gives an unscoped closure bound to an object the Closure
        // class as its scope.
        let scope = if scope == NO_CLASS && this.is_some() {
            self.rt.closure_class.as_ref().map_or(NO_CLASS, |c| c.id)
        } else {
            scope
        };
        // A function's closure given a scope is named after it ("Closure::f").
        let fake = match (&cd.fake, self.class_by_id(scope)) {
            (Some(f), Some(c)) if cd.scope == NO_CLASS => {
                let mut n = c.name.as_bytes().to_vec();
                n.extend_from_slice(b"::");
                n.extend_from_slice(f.as_bytes());
                Some(PStr::new(&n))
            }
            (f, _) => f.clone(),
        };
        let cls = match &this {
            Some(o) => class_of(o).map_or(scope, |c| c.id),
            None => scope,
        };
        ClosureData {
            func,
            bound: cd.bound.clone(),
            this,
            scope,
            cls,
            fake,
            statics_key,
            statics,
            is_static: cd.is_static,
        }
    }

    /// bind/bindTo: `scope` None keeps the closure's scope ("static").
    fn bind_closure(&mut self, closure: &PObj, this: &Value, scope: Option<&Value>) -> BResult {
        let Some(cd) = closure_data(closure) else {
            return Ok(Value::Null);
        };
        let scope = match scope.map(|v| v.unref()) {
            None => cd.scope,
            Some(Value::Null) => NO_CLASS,
            Some(Value::Obj(o)) => self.obj_class(&o).map_or(NO_CLASS, |c| c.id),
            Some(Value::Str(s)) if s.as_bytes() == b"static" => cd.scope,
            Some(Value::Str(s)) => match self.lookup_class_autoload(s.as_bytes())? {
                Some(c) => c.id,
                None => {
                    self.warning(&format!("Class \"{}\" not found", lossy(s.as_bytes())));
                    return Ok(Value::Null);
                }
            },
            Some(_) => cd.scope,
        };
        let this = match this.unref() {
            Value::Obj(o) => Some(o),
            _ => None,
        };
        if let Some(msg) = self.closure_binding_error(&cd, this.as_ref(), scope) {
            self.warning(&msg);
            return Ok(Value::Null);
        }
        let d = self.rebound(&cd, this, scope);
        Ok(self.closure_value(d))
    }
}

fn m_bind(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    let c = match a.val(0).unref() {
        Value::Obj(c) if closure_data(&c).is_some() => c,
        other => {
            let m = format!(
                "must be of type Closure, {} given",
                crate::sig::type_name_for_error(&other)
            );
            return Err(vm.arg_type_error(1, &m));
        }
    };
    let this = a.val(1).clone();
    let scope = a.get(2).cloned();
    vm.bind_closure(&c, &this, scope.as_ref())
}

fn m_bind_to(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let this = a.val(0).clone();
    let scope = a.get(1).cloned();
    vm.bind_closure(ctx.this(), &this, scope.as_ref())
}

fn m_call(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let Some(cd) = closure_data(ctx.this()) else {
        return Ok(Value::Null);
    };
    let Value::Obj(o) = a.val(0).unref() else {
        return Ok(Value::Null);
    };
    let scope = vm.obj_class(&o).map_or(NO_CLASS, |c| c.id);
    if let Some(msg) = vm.closure_binding_error(&cd, Some(&o), scope) {
        vm.warning(&msg);
        return Ok(Value::Null);
    }
    let d = Rc::new(vm.rebound(&cd, Some(o), scope));
    let args = a.rest(1).to_vec();
    vm.call_func(Func::Closure(d), args, Vec::new())
}

fn m_from_callable(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    let v = a.val(0).clone();
    vm.closure_from_callable(&v)
}

fn m_invoke(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let Some(cd) = closure_data(ctx.this()) else {
        return Ok(Value::Null);
    };
    let args = a.all().to_vec();
    vm.call_func(Func::Closure(cd), args, Vec::new())
}

fn param_key(name: &[u8], by_ref: bool) -> Key {
    let mut k = Vec::with_capacity(name.len() + 2);
    if by_ref {
        k.push(b'&');
    }
    k.push(b'$');
    k.extend_from_slice(name);
    Key::Str(PStr::new(&k))
}

fn req(optional: bool) -> Value {
    Value::Str(PStr::from(if optional {
        "<optional>"
    } else {
        "<required>"
    }))
}

/// What var_dump and print_r show for a closure: "function" (closures made
/// from a named function), "static" (captured and static variables),
/// "this", "parameter".
fn closure_props(o: &PObj, purpose: PropsPurpose) -> Option<ArrayData> {
    if purpose != PropsPurpose::Debug {
        return Some(ArrayData::new());
    }
    let cd = closure_data(o)?;
    let mut out = ArrayData::new();
    if let Some(f) = &cd.fake {
        out.insert(Key::Str(PStr::from("function")), Value::Str(f.clone()));
    }
    let mut params = ArrayData::new();
    match &cd.func {
        ClosureFn::User(u) => {
            let mut st = ArrayData::new();
            for ((name, _), v) in u.uses.iter().zip(cd.bound.iter()) {
                if !v.is_undef() {
                    st.insert(Key::Str(PStr::new(name)), v.clone());
                }
            }
            for (i, (slot, init)) in u.statics.iter().enumerate() {
                let name = u.cv_names.get(*slot as usize).cloned().unwrap_or_default();
                let v = match (cd.statics.get(i), init) {
                    (Some(r), _) => r.get(),
                    (None, Some(op)) => u.constant(*op).clone(),
                    (None, None) => Value::Null,
                };
                st.insert(Key::Str(PStr::new(&name)), v);
            }
            if !st.is_empty() {
                out.insert(
                    Key::Str(PStr::from("static")),
                    Value::Arr(tusk_value::PArr::from_data(st)),
                );
            }
            for p in &u.params {
                params.insert(param_key(&p.name, p.by_ref), req(p.optional || p.variadic));
            }
        }
        ClosureFn::Builtin(b) => {
            for p in &b.sig.params {
                params.insert(param_key(p.name.as_bytes(), p.by_ref), req(p.optional));
            }
        }
        ClosureFn::Native(m) => {
            if let MethodBody::Ext(b) = &m.body {
                for p in &b.sig.params {
                    params.insert(param_key(p.name.as_bytes(), p.by_ref), req(p.optional));
                }
            }
        }
        ClosureFn::Magic(..) => {}
    }
    if let Some(t) = &cd.this {
        out.insert(Key::Str(PStr::from("this")), Value::Obj(t.clone()));
    }
    if !params.is_empty() {
        out.insert(
            Key::Str(PStr::from("parameter")),
            Value::Arr(tusk_value::PArr::from_data(params)),
        );
    }
    Some(out)
}
