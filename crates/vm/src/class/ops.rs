//! The object instructions: class operands (self/parent/static, names,
//! dynamic values), `new`, property reads and writes with per-site
//! caches, method and static calls (pending calls that `DoCall` runs on
//! the ordinary frame path), class constants, static properties, clone,
//! instanceof. Called from `exec_cold`.
//!
//! Not here: property semantics (props.rs), linking (link.rs).

use super::*;
use crate::runtime::Pending;
use tusk_bytecode::{Op, CLS_PARENT, CLS_SELF, CLS_STATIC, CONST_BIT};

/// A per-site cache cell for properties and methods.
#[derive(Clone, Default)]
pub struct ObjCache {
    /// Class record address (0: empty).
    pub class: usize,
    pub scope: u32,
    pub slot: u32,
    /// Plain slot (untyped, not readonly): writes need no checks.
    pub plain: bool,
    /// Not readonly: in-place updates that keep the value's type (`++` on
    /// an int, `.=` on a string) need no checks.
    pub rw: bool,
    pub method: Option<Rc<Method>>,
    pub cls: Option<Rc<Class>>,
    /// A static property path's entry: the property (of `cls`, seen from
    /// `scope`).
    pub sprop: Option<Rc<crate::class::StaticProp>>,
    /// A method entry naming a user method: its unit's address (0
    /// otherwise) and the method's scope, for compiled code's inline hit.
    pub unit: usize,
    pub mscope: u32,
    /// Method entries: the id of the object's class (the called class the
    /// method's frame gets), or NO_CLASS when the object has no class record.
    pub cid: u32,
}

/// The address of method `m`'s unit when it is a user method, else 0
/// (`ObjCache::unit`).
fn user_unit(m: &Method) -> usize {
    match &m.body {
        MethodBody::User(u) => Arc::as_ptr(u) as usize,
        _ => 0,
    }
}

/// The callee of a pending call that is no function: a built-in method,
/// or `__call` standing in for a method (`Pending::native`).
pub enum NativeCall {
    /// A built-in method.
    Method(Rc<Method>, u32),
    /// `__call`/`__callStatic` for an inaccessible or missing method.
    Magic(Rc<Method>, PStr, u32),
}

impl Vm {
    #[inline]
    pub(crate) fn cell(&mut self, fi: usize, unit: &CodeUnit, cache: u32) -> usize {
        let mut cb = self.rt.frames[fi].cache_base;
        if cb == usize::MAX {
            cb = self.cache_base_for(unit);
            self.rt.frames[fi].cache_base = cb;
        }
        cb + cache as usize
    }

    /// Resolves a class operand (see `CLS_SELF`).
    pub(crate) fn resolve_cls(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        fi: usize,
        cls: u32,
    ) -> Result<Rc<Class>, Unwind> {
        let f = &self.rt.frames[fi];
        match cls {
            CLS_SELF => match self.class_by_id(f.scope) {
                Some(c) => Ok(c),
                None => Err(self.throw(
                    "Error",
                    "Cannot access \"self\" when no class scope is active",
                )),
            },
            CLS_PARENT => match self.class_by_id(f.scope) {
                Some(c) => match c.parent.clone() {
                    Some(p) => Ok(p),
                    None => Err(self.throw(
                        "Error",
                        "Cannot access \"parent\" when current class scope has no parent",
                    )),
                },
                None => Err(self.throw(
                    "Error",
                    "Cannot access \"parent\" when no class scope is active",
                )),
            },
            CLS_STATIC => match self.class_by_id(f.cls) {
                Some(c) => Ok(c),
                None => Err(self.throw(
                    "Error",
                    "Cannot access \"static\" when no class scope is active",
                )),
            },
            c if c & CONST_BIT != 0 => {
                let n = match unit.constant(c) {
                    Value::Str(s) => s.clone(),
                    _ => PStr::new(b""),
                };
                self.class_or_error(n.as_bytes())
            }
            c => {
                let v = self.get(unit, fp, c);
                match v {
                    Value::Obj(o) => match self.obj_class(&o) {
                        Some(c) => Ok(c),
                        None => Err(self.throw("Error", "Class not found")),
                    },
                    Value::Str(s) => self.class_or_error(s.as_bytes()),
                    _ => Err(self.throw("Error", "Class name must be a valid object or a string")),
                }
            }
        }
    }

    pub(super) fn obj_operand(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        o: u32,
    ) -> Result<Value, Unwind> {
        if o & CONST_BIT == 0 && unit.this_slot == o {
            // SAFETY: operands are below the unit's num_slots; fp is the frame's first slot.
            let v = unsafe { &*fp.add(o as usize) };
            if v.is_undef() {
                return Err(self.throw("Error", "Using $this when not in object context"));
            }
        }
        Ok(self.get(unit, fp, o))
    }

    /// The object a method call is made on: a temporary is moved into the
    /// call (released when the call ends, as php releases it), a variable
    /// is shared.
    fn call_target(&mut self, unit: &CodeUnit, fp: *mut Value, o: u32) -> Result<Value, Unwind> {
        if o & CONST_BIT == 0 && unit.this_slot != o && o as usize >= unit.cv_names.len() {
            return Ok(self.take(unit, fp, o));
        }
        self.obj_operand(unit, fp, o)
    }

    pub(super) fn name_of(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        n: u32,
    ) -> Result<PStr, Unwind> {
        let v = self.get(unit, fp, n);
        self.to_pstr(&v)
    }

    /// `NewObj` at `pc` of `unit` (running as frame `fi`, its slots at
    /// `fp`) when its site's cache names a class without constructor whose
    /// objects are plain (no destructor, no payload, defaults evaluated):
    /// the object made into its slot, as the class op does (the empty
    /// call after it is the caller's to skip): 2. With `fuse`, when the
    /// op after the call assigns the object to a variable that holds the
    /// last handle of a plain object of the same class, the new object is
    /// made in that one's block (`PObj::renew`), the assignment done too:
    /// 3. 0: nothing done. Inline in its helper (`jit_rt::new_plain`, its
    /// one caller).
    #[inline(always)]
    pub(crate) fn new_plain(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
        pc: usize,
        fuse: bool,
    ) -> usize {
        let Some(&Op::NewObj { dst, cls, cache }) = unit.ops.get(pc) else {
            return 0;
        };
        if cls & CONST_BIT == 0 || cls >= CLS_STATIC {
            return 0;
        }
        let cell = self.cell(fi, unit, cache);
        let Some(c) = &self.rt.obj_cache[cell].cls else {
            return 0;
        };
        if c.magic.ctor.is_some() {
            return 0;
        }
        if fuse {
            if let Some(&Op::Assign { dst: NONE, cv, src }) = unit.ops.get(pc + 2) {
                if src == dst && (cv as usize) < unit.cv_names.len() && cv != unit.this_slot {
                    // SAFETY: `cv` is a variable of the running frame,
                    // whose slots start at `fp`.
                    let slot = unsafe { &mut *fp.add(cv as usize) };
                    if let Value::Obj(o) = slot {
                        if super::plain_class(c) {
                            let addr = Rc::as_ptr(c) as *const u8 as usize;
                            let d = c.defaults.borrow();
                            if d.as_ref().is_some_and(|d| o.renew(addr, d)) {
                                // The temporary as the assignment leaves it
                                // (what it held dropped, as `set` would).
                                // SAFETY: as above, `dst` is a temporary.
                                let t = unsafe { &mut *fp.add(dst as usize) };
                                let old = std::mem::take(t);
                                if old.is_heap() {
                                    drop(old);
                                } else {
                                    // A scalar owns nothing.
                                    std::mem::forget(old);
                                }
                                return 3;
                            }
                        }
                    }
                }
            }
        }
        let Some(o) = super::plain_object(c) else {
            return 0;
        };
        self.set(fp, dst, Value::Obj(o));
        2
    }

    pub(crate) fn exec_class_op(
        &mut self,
        op: Op,
        unit: &CodeUnit,
        fi: usize,
        fp: *mut Value,
    ) -> Result<(), Unwind> {
        match op {
            Op::DeclareClass { idx, early } => {
                let d = unit.classes[idx as usize].clone();
                self.declare_class(&d, early != 0)?;
            }
            Op::NewObj { dst, cls, cache } => {
                // A class named by a constant is cached per site once an
                // object of it was made (the class cannot change, and the
                // instantiation checks passed).
                let named = cls & CONST_BIT != 0 && cls < CLS_STATIC;
                let cell = self.cell(fi, unit, cache);
                let o = match &self.rt.obj_cache[cell].cls {
                    Some(c) if named => {
                        let c = c.clone();
                        let o = self.instantiate_raw(&c)?;
                        (c, o)
                    }
                    _ => {
                        let c = self.resolve_cls(unit, fp, fi, cls)?;
                        let o = self.instantiate(&c)?;
                        if named {
                            self.rt.obj_cache[cell].cls = Some(c.clone());
                        }
                        (c, o)
                    }
                };
                let (c, o) = o;
                // No constructor: a pending call with neither function nor
                // extra part does nothing (see `do_native_call`).
                let args_base = self.rt.sp;
                let Some(m) = &c.magic.ctor else {
                    // The object moves to its slot: no second handle
                    // dropped (which would make it a possible cycle root).
                    self.set(fp, dst, Value::Obj(o));
                    // No arguments either (the call op comes next): the
                    // call is skipped, as php skips it; the frame's
                    // position (the op after this one) moves past it.
                    let f = &mut self.rt.frames[fi];
                    if matches!(unit.ops.get(f.pc), Some(Op::DoCall { dst: NONE })) {
                        f.pc += 1;
                    } else {
                        self.rt.push_no_call(args_base);
                    }
                    return Ok(());
                };
                self.set(fp, dst, Value::Obj(o.clone()));
                if m.flags & flags::PUBLIC == 0 {
                    self.check_method_access(&c, m, true)?;
                }
                match &m.body {
                    // The class's constructor, borrowed as a method call's
                    // (the object keeps its class alive).
                    MethodBody::User(u) => {
                        self.rt
                            .push_user_pending_at(u, Some(o), m.scope, c.id, args_base);
                    }
                    MethodBody::Native(_) | MethodBody::Ext(_) => {
                        let mut p = Pending::new(None, args_base);
                        p.this = Some(o);
                        p.native = Some(NativeCall::Method(m.clone(), c.id));
                        self.rt.pending.push(p);
                    }
                }
            }
            Op::InitMethodC { obj, name, cache } => {
                let o = self.call_target(unit, fp, obj)?;
                let Value::Obj(o) = o else {
                    let n = self.name_of(unit, fp, name)?;
                    return Err(self.not_object_call(&n, &o));
                };
                let cell = self.cell(fi, unit, cache);
                let scope = self.rt.frames[fi].scope;
                let e = &self.rt.obj_cache[cell];
                // A hit needs no method name (a constant at this site).
                if e.class == o.class_addr() && e.scope == scope {
                    if let Some(m) = &e.method {
                        // A user method: its pending call straight from the
                        // cache entry (no handle on the method taken).
                        if let MethodBody::User(u) = &m.body {
                            let (u, scope, cid) = (u as *const Arc<CodeUnit>, m.scope, e.cid);
                            // SAFETY: the cache entry (and its class's
                            // method) is not touched while the record is
                            // written; the unit is borrowed (a class's
                            // method: see `runtime::borrow_unit`).
                            self.push_user_method(unsafe { &*u }, Some(o), scope, cid);
                            return Ok(());
                        }
                        let (m, cid) = (m.clone(), e.cid);
                        self.push_method_call(m, Some(o), cid);
                        return Ok(());
                    }
                }
                let n = self.name_of(unit, fp, name)?;
                self.init_method_call(o, n, Some(cell))?;
            }
            Op::InitStaticCall { cls, name, cache } => {
                if let Some((u, scope, k)) = self.static_hit(unit, fi, cls, name, cache) {
                    // SAFETY: the cache entry (and its class's method) is
                    // not touched while the record is written; the unit is
                    // borrowed (a class's method: see
                    // `runtime::borrow_unit`).
                    self.push_user_method(unsafe { &*u }, None, scope, k);
                    return Ok(());
                }
                let c = self.resolve_cls(unit, fp, fi, cls)?;
                // A static method named by a constant: cached per site by
                // the resolved class and the calling scope (visibility).
                let cell = if name & CONST_BIT != 0 {
                    let cell = self.cell(fi, unit, cache);
                    let f = &self.rt.frames[fi];
                    let e = &self.rt.obj_cache[cell];
                    if e.class == Rc::as_ptr(&c) as usize && e.scope == f.scope {
                        if let Some(m) = &e.method {
                            let forwarding = matches!(cls, CLS_SELF | CLS_PARENT);
                            let k = if forwarding && f.cls != NO_CLASS {
                                f.cls
                            } else {
                                c.id
                            };
                            if let MethodBody::User(u) = &m.body {
                                let (u, scope) = (u as *const Arc<CodeUnit>, m.scope);
                                // SAFETY: as above.
                                self.rt.push_user_pending(unsafe { &*u }, None, scope, k);
                                return Ok(());
                            }
                            let m = m.clone();
                            self.push_method_call(m, None, k);
                            return Ok(());
                        }
                    }
                    Some(cell)
                } else {
                    None
                };
                let n = self.name_of(unit, fp, name)?;
                self.init_static_call(c, n, fi, cls, cell)?;
            }
            Op::FetchStaticProp {
                dst,
                cls,
                name,
                quiet,
            } => {
                let c = self.resolve_cls(unit, fp, fi, cls)?;
                let n = self.name_of(unit, fp, name)?;
                let v = match self.static_prop(&c, n.as_bytes(), quiet != 0)? {
                    Some(r) => {
                        let v = r.get();
                        if v.is_undef() {
                            if quiet != 0 {
                                Value::Null
                            } else {
                                return Err(self.throw(
                                    "Error",
                                    &format!(
                                        "Typed static property {}::${} must not be accessed before initialization",
                                        lossy(c.name.as_bytes()),
                                        lossy(n.as_bytes())
                                    ),
                                ));
                            }
                        } else {
                            v
                        }
                    }
                    None => Value::Null,
                };
                self.set(fp, dst, v);
            }
            Op::FetchClassConst {
                dst,
                cls,
                name,
                cache,
            } => {
                let _ = cache;
                let c = self.resolve_cls(unit, fp, fi, cls)?;
                let n = self.name_of(unit, fp, name)?;
                let v = self.class_const_checked(&c, n.as_bytes())?;
                self.set(fp, dst, v);
            }
            Op::ClassName { dst, cls } => {
                if cls & CONST_BIT == 0 {
                    let v = self.get(unit, fp, cls);
                    if !matches!(v, Value::Obj(_)) {
                        return Err(self.throw(
                            "TypeError",
                            &format!(
                                "Cannot use \"::class\" on value of type {}",
                                crate::sig::type_name_for_error(&v)
                            ),
                        ));
                    }
                }
                let c = self.resolve_cls(unit, fp, fi, cls)?;
                self.set(fp, dst, Value::Str(c.name.clone()));
            }
            Op::CloneObj { dst, a } => {
                let v = self.get(unit, fp, a);
                let Value::Obj(o) = v else {
                    return Err(self.throw("Error", "__clone method called on non-object"));
                };
                let n = self.clone_object(&o)?;
                self.set(fp, dst, Value::Obj(n));
            }
            Op::ThisVal { dst, cv } => {
                if cv == NONE {
                    return Err(self.throw("Error", "Using $this when not in object context"));
                }
                let v = self.obj_operand(unit, fp, cv)?;
                self.set(fp, dst, v);
            }
            Op::InstanceOf { dst, a, class } => {
                if class & CONST_BIT == 0
                    && !matches!(self.get(unit, fp, class), Value::Obj(_) | Value::Str(_))
                {
                    return Err(
                        self.throw("Error", "Class name must be a valid object or a string")
                    );
                }
                let v = self.take(unit, fp, a);
                let r = match v {
                    Value::Obj(o) => {
                        let target = if class & CONST_BIT != 0 && class < CLS_STATIC {
                            let n = match unit.constant(class) {
                                Value::Str(s) => s.clone(),
                                _ => PStr::new(b""),
                            };
                            match self.find_class(n.as_bytes()) {
                                Some(t) => Some(t),
                                None => {
                                    let r = self.instance_of(&o, n.as_bytes());
                                    self.set(fp, dst, Value::Bool(r));
                                    return Ok(());
                                }
                            }
                        } else {
                            Some(self.resolve_cls(unit, fp, fi, class)?)
                        };
                        match (target, class_of(&o)) {
                            (Some(t), Some(c)) => c.is_subclass_of(t.id),
                            (Some(t), None) => self.instance_of(&o, t.name.as_bytes()),
                            _ => false,
                        }
                    }
                    _ => false,
                };
                self.set(fp, dst, Value::Bool(r));
            }
            _ => unreachable!("not a class op"),
        }
        Ok(())
    }

    fn not_object_call(&mut self, n: &PStr, o: &Value) -> Unwind {
        let t = if o.is_undef() {
            "null".to_string()
        } else {
            crate::sig::type_name_for_error(o)
        };
        self.throw(
            "Error",
            &format!(
                "Call to a member function {}() on {}",
                lossy(n.as_bytes()),
                t
            ),
        )
    }

    /// Visibility of a method from the current scope.
    fn check_method_access(&mut self, _c: &Class, m: &Method, ctor: bool) -> Result<(), Unwind> {
        let scope = self.cur_scope();
        let ok = if m.flags & flags::PRIVATE != 0 {
            m.scope == scope
        } else if m.flags & flags::PROTECTED != 0 {
            match (self.class_by_id(m.scope), self.class_by_id(scope)) {
                (Some(d), Some(s)) => s.is_subclass_of(d.id) || d.is_subclass_of(s.id),
                _ => false,
            }
        } else {
            true
        };
        if ok {
            return Ok(());
        }
        let vis = if m.flags & flags::PRIVATE != 0 {
            "private"
        } else {
            "protected"
        };
        let msg = if ctor {
            let from = match self.class_by_id(scope) {
                Some(s) => format!("scope {}", lossy(s.name.as_bytes())),
                None => "global scope".to_string(),
            };
            format!(
                "Call to {} {}::__construct() from {}",
                vis,
                lossy(m.scope_name.as_bytes()),
                from
            )
        } else {
            let from = match self.class_by_id(scope) {
                Some(s) => format!("scope {}", lossy(s.name.as_bytes())),
                None => "global scope".to_string(),
            };
            format!(
                "Call to {} method {}::{}() from {}",
                vis,
                lossy(m.scope_name.as_bytes()),
                lossy(m.name.as_bytes()),
                from
            )
        };
        Err(self.throw("Error", &msg))
    }

    /// The cache hit of `InitStaticCall` (class operand `cls`, method name
    /// `name`, cell `cache`) of frame `fi` on a user method, found with no
    /// side effect: the unit, the method's scope and the called class.
    /// `A::m()` with a constant class (classes are never redeclared, so a
    /// filled cell needs no lookup of the class by name), or `self::`,
    /// `parent::` and `static::` (the class from the frame).
    #[inline(always)]
    pub(crate) fn static_hit(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        cls: u32,
        name: u32,
        cache: u32,
    ) -> Option<(*const Arc<CodeUnit>, u32, u32)> {
        if name & CONST_BIT == 0 {
            return None;
        }
        let cell = self.cell(fi, unit, cache);
        let f = &self.rt.frames[fi];
        let e = &self.rt.obj_cache[cell];
        let k = match cls {
            CLS_SELF | CLS_PARENT | CLS_STATIC => {
                let id = if cls == CLS_STATIC { f.cls } else { f.scope };
                let c = self.rt.class_list.get(id as usize)?;
                let c = if cls == CLS_PARENT {
                    c.parent.as_ref()?
                } else {
                    c
                };
                if e.class != Rc::as_ptr(c) as usize {
                    return None;
                }
                if cls != CLS_STATIC && f.cls != NO_CLASS {
                    f.cls
                } else {
                    c.id
                }
            }
            _ if cls & CONST_BIT != 0 && e.class != 0 => e.cid,
            _ => return None,
        };
        if e.scope != f.scope {
            return None;
        }
        match &e.method.as_ref()?.body {
            MethodBody::User(u) => Some((u as *const Arc<CodeUnit>, e.method.as_ref()?.scope, k)),
            _ => None,
        }
    }

    /// The pending call of a user method found in a call site's cache:
    /// its arguments are staged from the current top of the slot stack.
    #[inline(always)]
    fn push_user_method(&mut self, u: &Arc<CodeUnit>, this: Option<PObj>, scope: u32, cls: u32) {
        self.rt.push_user_pending(u, this, scope, cls);
    }

    /// Pushes the pending call of a resolved method.
    pub(crate) fn push_method_call(&mut self, m: Rc<Method>, this: Option<PObj>, cls: u32) {
        if let MethodBody::User(u) = &m.body {
            // Borrowed: a class's method (see `runtime::borrow_unit`).
            self.rt.push_user_pending(u, this, m.scope, cls);
            return;
        }
        // A built-in method: its record written in place.
        let c = if cls != NO_CLASS {
            cls
        } else {
            this.as_ref()
                .and_then(|o| class_of(o).map(|c| c.id))
                .unwrap_or(m.scope)
        };
        self.rt.push_native_pending(this, NativeCall::Method(m, c));
    }

    /// Resolves `$o->name(...)` and pushes the pending call.
    pub(crate) fn init_method_call(
        &mut self,
        o: PObj,
        n: PStr,
        cell: Option<usize>,
    ) -> Result<(), Unwind> {
        let Some(c) = self.obj_class(&o) else {
            return Err(self.throw(
                "Error",
                &format!(
                    "Call to undefined method {}::{}()",
                    lossy(o.class_name().as_bytes()),
                    lossy(n.as_bytes())
                ),
            ));
        };
        let ln = n.as_bytes().to_ascii_lowercase();
        let scope = self.cur_scope();
        // A private method of the calling class wins.
        let mut m = c.find_method(&ln).cloned();
        if let Some(sc) = self.class_by_id(scope) {
            if let Some(pm) = sc.find_method(&ln) {
                if pm.flags & flags::PRIVATE != 0 && pm.scope == scope && c.is_subclass_of(scope) {
                    m = Some(pm.clone());
                }
            }
        }
        if ln == b"__invoke" {
            // `$closure->__invoke(...)` runs the closure itself.
            if let Some(cd) = crate::closure::closure_data(&o) {
                self.push_closure_call(cd);
                if let Some(p) = self.rt.pending.last_mut().filter(|p| p.func().is_some()) {
                    p.this = Some(o);
                }
                return Ok(());
            }
        }
        match m {
            Some(m) if !m.is_abstract() => {
                if m.flags & flags::PUBLIC == 0 {
                    if let Err(e) = self.check_method_access(&c, &m, false) {
                        if let Some(call) = c.magic.call.clone() {
                            drop(e);
                            let mut p = Pending::new(None, self.rt.sp);
                            p.this = Some(o);
                            p.native = Some(NativeCall::Magic(call, n, c.id));
                            self.rt.pending.push(p);
                            return Ok(());
                        }
                        return Err(e);
                    }
                }
                if let Some(cell) = cell {
                    let e = &mut self.rt.obj_cache[cell];
                    e.class = o.class_addr();
                    e.scope = scope;
                    e.unit = user_unit(&m);
                    e.mscope = m.scope;
                    e.method = Some(m.clone());
                    e.cid = class_of(&o).map_or(NO_CLASS, |k| k.id);
                }
                let cls = if m.is_static() { c.id } else { NO_CLASS };
                let this = if m.is_static() { None } else { Some(o) };
                self.push_method_call(m, this, cls);
                Ok(())
            }
            Some(m) if c.magic.call.is_none() => Err(self.throw(
                "Error",
                &format!(
                    "Cannot call abstract method {}::{}()",
                    lossy(m.scope_name.as_bytes()),
                    lossy(m.name.as_bytes())
                ),
            )),
            _ => match c.magic.call.clone() {
                Some(call) => {
                    let mut p = Pending::new(None, self.rt.sp);
                    p.this = Some(o);
                    p.native = Some(NativeCall::Magic(call, n, c.id));
                    self.rt.pending.push(p);
                    Ok(())
                }
                None => {
                    if let Some(inner) = c.native.and_then(|d| d.forward).and_then(|f| f(&o)) {
                        return self.init_method_call(inner, n, None);
                    }
                    Err(self.throw(
                        "Error",
                        &format!(
                            "Call to undefined method {}::{}()",
                            lossy(c.name.as_bytes()),
                            lossy(n.as_bytes())
                        ),
                    ))
                }
            },
        }
    }

    fn init_static_call(
        &mut self,
        c: Rc<Class>,
        n: PStr,
        fi: usize,
        cls_op: u32,
        cell: Option<usize>,
    ) -> Result<(), Unwind> {
        let ln = n.as_bytes().to_ascii_lowercase();
        let f = &self.rt.frames[fi];
        let this = f.this.clone();
        let frame_cls = f.cls;
        let scope = f.scope;
        let m = c.find_method(&ln).cloned();
        // `$this` is forwarded when the method is an instance method of a
        // class the current object belongs to.
        let fwd_this = this.filter(|o| class_of(o).is_some_and(|oc| oc.is_subclass_of(c.id)));
        let forwarding = matches!(cls_op, CLS_SELF | CLS_PARENT | CLS_STATIC);
        match m {
            Some(m) if !m.is_abstract() || m.unit().is_none() && !m.is_abstract() => {
                if m.flags & flags::PUBLIC == 0 {
                    self.check_method_access(&c, &m, false)?;
                }
                if m.is_static() {
                    if c.kind == ClassKind::Trait {
                        self.deprecated(&format!(
                            "Calling static trait method {}::{} is deprecated, it should only be called on a class using the trait",
                            lossy(c.name.as_bytes()),
                            lossy(m.name.as_bytes())
                        ));
                    }
                    let cls = if forwarding && frame_cls != NO_CLASS && cls_op != CLS_STATIC {
                        frame_cls
                    } else {
                        c.id
                    };
                    if let Some(cell) = cell {
                        let e = &mut self.rt.obj_cache[cell];
                        e.class = Rc::as_ptr(&c) as usize;
                        e.scope = scope;
                        e.unit = user_unit(&m);
                        e.mscope = m.scope;
                        e.method = Some(m.clone());
                        // The called class of a site that names its class.
                        e.cid = c.id;
                    }
                    self.push_method_call(m, None, cls);
                } else {
                    match fwd_this {
                        Some(o) => self.push_method_call(m, Some(o), NO_CLASS),
                        None => {
                            return Err(self.throw(
                                "Error",
                                &format!(
                                    "Non-static method {}::{}() cannot be called statically",
                                    lossy(m.scope_name.as_bytes()),
                                    lossy(m.name.as_bytes())
                                ),
                            ))
                        }
                    }
                }
                Ok(())
            }
            Some(m) => Err(self.throw(
                "Error",
                &format!(
                    "Cannot call abstract method {}::{}()",
                    lossy(m.scope_name.as_bytes()),
                    lossy(m.name.as_bytes())
                ),
            )),
            None => {
                if let (Some(o), Some(call)) = (fwd_this.clone(), c.magic.call.clone()) {
                    let mut p = Pending::new(None, self.rt.sp);
                    p.this = Some(o);
                    p.native = Some(NativeCall::Magic(call, n, c.id));
                    self.rt.pending.push(p);
                    return Ok(());
                }
                if ln == b"__construct" {
                    return Err(self.throw("Error", "Cannot call constructor"));
                }
                if let Some(cs) = c.magic.callstatic.clone() {
                    let mut p = Pending::new(None, self.rt.sp);
                    p.native = Some(NativeCall::Magic(cs, n, c.id));
                    self.rt.pending.push(p);
                    return Ok(());
                }
                Err(self.throw(
                    "Error",
                    &format!(
                        "Call to undefined method {}::{}()",
                        lossy(c.name.as_bytes()),
                        lossy(n.as_bytes())
                    ),
                ))
            }
        }
    }

    /// Runs a pending call that has no user function (built-in methods,
    /// __call, `new` without constructor). Called by `DoCall`.
    pub(crate) fn do_native_call(&mut self, mut p: Pending) -> Result<Value, Unwind> {
        // A Generator's send(), current(), next()...: straight to it.
        if let Some(NativeCall::Method(m, _)) = &p.native {
            if p.extra.is_none()
                && self
                    .rt
                    .generator_class
                    .as_ref()
                    .is_some_and(|c| c.id == m.scope)
            {
                if let Some(r) = crate::generator::staged_call(
                    self,
                    m.name.as_bytes(),
                    p.this.as_ref(),
                    p.args_base,
                ) {
                    return r;
                }
            }
        }
        // `new` of a class without constructor and without arguments: the
        // pending call does nothing (no argument vector, no named ones).
        if p.extra.is_none() && p.native.is_none() && self.rt.sp <= p.args_base {
            return Ok(Value::Null);
        }
        // Allocated at its size at once (not grown by `take_args`).
        let mut args: Vec<Value> = Vec::with_capacity(self.rt.sp.saturating_sub(p.args_base));
        self.rt.take_args(p.args_base, &mut args);
        let named = if p.extra.is_some() {
            p.take_named()
        } else {
            Vec::new()
        };
        let native = p.native.take();
        match native {
            Some(NativeCall::Method(m, cls)) => {
                if let MethodBody::Ext(b) = &m.body {
                    let ctx = super::ext::MethodCtx {
                        this: p.this.take(),
                        class: cls,
                    };
                    let strict = self.caller_strict();
                    return self.call_ext_method(b, &ctx, args, named, strict);
                }
                // Arguments are values here (a reference staged for a
                // by-reference send is read through).
                if args.iter().any(|v| matches!(v, Value::Ref(_))) {
                    args = args.into_iter().map(|v| v.unref()).collect();
                }
                drop(named);
                match &m.body {
                    MethodBody::Native(f) => f(self, p.this.as_ref(), cls, args),
                    MethodBody::Ext(_) => unreachable!("handled above"),
                    MethodBody::User(_) => self.call_method(&m, p.this.take(), cls, args),
                }
            }
            Some(NativeCall::Magic(m, name, cls)) => {
                let mut list =
                    tusk_value::PArr::from_values(args.into_iter().map(|v| v.unref()).collect());
                // Named arguments reach __call/__callStatic as string keys.
                for (k, v) in named {
                    list.make_mut().insert(tusk_value::Key::Str(k), v.unref());
                }
                self.call_method(
                    &m,
                    p.this.take(),
                    cls,
                    vec![Value::Str(name), Value::Arr(list)],
                )
            }
            None => Ok(Value::Null),
        }
    }

    /// `clone $o`: a shallow copy, then `__clone` on the copy.
    pub fn clone_object(&mut self, o: &PObj) -> Result<PObj, Unwind> {
        let c = self.obj_class(o);
        if let Some(c) = &c {
            // Throwables (objects carrying ExcData) cannot be cloned either.
            let throwable = o
                .internal()
                .is_some_and(|i| i.downcast_ref::<ExcData>().is_some());
            if c.kind == ClassKind::Enum
                || throwable
                || matches!(&*c.lname, b"weakreference" | b"generator")
            {
                return Err(self.throw(
                    "Error",
                    &format!(
                        "Trying to clone an uncloneable object of class {}",
                        lossy(c.name.as_bytes())
                    ),
                ));
            }
        }
        let native = c.as_ref().and_then(|c| c.ext_payload());
        let n = match o.internal() {
            Some(i) if native.is_some() => {
                let p = native.expect("checked");
                PObj::with_internal(o.class().clone(), (p.clone)(&**i))
            }
            Some(i) => PObj::with_internal(o.class().clone(), self.clone_internal(i)),
            None => PObj::with_class(o.class().clone(), Vec::new()),
        };
        {
            let src = o.0.props.borrow();
            let mut dst = n.0.props.borrow_mut();
            dst.slots = src.slots.clone();
            dst.dynamic = src.dynamic.clone_data();
            dst.unset = src.unset.clone();
        }
        if o.0.flags.get() & tusk_value::object::OBJ_HAS_DTOR != 0 {
            tusk_value::object::track_dtor(&n);
        }
        if let Some(c) = c {
            if let Some(m) = c.magic.clone.clone() {
                if m.flags & flags::PUBLIC == 0 {
                    let scope = self.cur_scope();
                    let ok = if m.flags & flags::PRIVATE != 0 {
                        m.scope == scope
                    } else {
                        self.class_by_id(scope)
                            .is_some_and(|s| s.is_subclass_of(m.scope) || c.is_subclass_of(s.id))
                    };
                    if !ok {
                        let from = match self.class_by_id(scope) {
                            Some(s) => format!("scope {}", lossy(s.name.as_bytes())),
                            None => "global scope".to_string(),
                        };
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Call to {} {}::__clone() from {}",
                                if m.flags & flags::PRIVATE != 0 {
                                    "private"
                                } else {
                                    "protected"
                                },
                                lossy(c.name.as_bytes()),
                                from
                            ),
                        ));
                    }
                }
                self.call_method(&m, Some(n.clone()), c.id, Vec::new())?;
            }
        }
        Ok(n)
    }

    fn clone_internal(&mut self, i: &Rc<dyn std::any::Any>) -> Rc<dyn std::any::Any> {
        if let Some(e) = i.downcast_ref::<ExcData>() {
            return Rc::new(ExcData {
                trace: RefCell::new(e.trace.borrow().clone()),
            });
        }
        // A cloned closure gets its own static variables (current values).
        if let Some(cd) = i.downcast_ref::<crate::runtime::ClosureData>() {
            let copy = self.rebound(cd, cd.this.clone(), cd.scope);
            return Rc::new(copy);
        }
        i.clone()
    }

    /// `C::NAME` with visibility and the undefined-constant error.
    pub fn class_const_checked(&mut self, c: &Rc<Class>, name: &[u8]) -> Result<Value, Unwind> {
        if let Some(k) = c.consts.get(name).cloned() {
            if k.flags & flags::PUBLIC == 0 && k.flags != 0 {
                let scope = self.cur_scope();
                let ok = if k.flags & flags::PRIVATE != 0 {
                    k.decl_class == scope
                } else {
                    self.class_by_id(scope)
                        .is_some_and(|s| s.is_subclass_of(k.decl_class) || c.is_subclass_of(s.id))
                };
                if !ok {
                    return Err(self.throw(
                        "Error",
                        &format!(
                            "Cannot access {} constant {}::{}",
                            if k.flags & flags::PRIVATE != 0 {
                                "private"
                            } else {
                                "protected"
                            },
                            lossy(c.name.as_bytes()),
                            lossy(name)
                        ),
                    ));
                }
            }
        }
        match self.class_constant(c, name)? {
            Some(v) => Ok(v),
            None => Err(self.throw(
                "Error",
                &format!(
                    "Undefined constant {}::{}",
                    lossy(c.name.as_bytes()),
                    lossy(name)
                ),
            )),
        }
    }
}
