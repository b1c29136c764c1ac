//! Calls: resolving functions, argument passing (by value, by reference,
//! named, spread), binding parameters with type coercion, user frames on the
//! shared stack, built-in calls, and calling PHP callables from Rust.

use crate::builtin::Args;
use crate::class::ext::MethodCtx;
use crate::class::{member_flags, Method, NO_CLASS};
use crate::runtime::{BuiltinEntry, ClosureFn, Frame, Func, Pending};
use crate::sig::{self, Coerced};
use crate::{BResult, Unwind, Vm};
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, TypeInfo, NONE};
use tusk_value::{Key, PArr, PObj, PRef, PStr, Value};

/// Nesting limit for PHP code called back from built-ins.
pub(crate) const MAX_REENTRY: usize = 10_000;

fn s(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Whether `v` already has a type that parameter type mask `ty` accepts as is.
#[inline]
fn exact_type(v: &Value, ty: u16) -> bool {
    sig::kind_fits(v.kind(), ty)
}

/// Whether `v` already has declared type `t`, when `t` is one of the common
/// single built-in types (int, float, string, bool, array): the check then
/// coerces nothing and builds nothing (`type_of`'s text and the value's type
/// name are only for the error message). False means "check in full".
#[inline]
pub(crate) fn fits_declared_exactly(t: &TypeInfo, v: &Value) -> bool {
    let TypeInfo::Named(n) = t else {
        return false;
    };
    // Built-in type names are stored lower-cased.
    let m = match &n[..] {
        b"int" => sig::T_INT,
        b"float" => sig::T_FLOAT,
        b"string" => sig::T_STRING,
        b"bool" => sig::T_BOOL,
        b"array" => sig::T_ARRAY,
        _ => return false,
    };
    exact_type(v, m)
}

/// Whether every parameter of `u` is by value and not variadic (types
/// allowed): DoCall's fast path then takes its call, and checks the typed
/// arguments in place (`Vm::check_typed_args`).
#[inline]
pub(crate) fn typed_by_value(u: &CodeUnit) -> bool {
    u.params.iter().all(|p| !p.by_ref && !p.variadic)
}

/// The type mask and text of a declared type.
pub(crate) fn type_of(t: &TypeInfo) -> (u16, String) {
    fn text(t: &TypeInfo) -> String {
        match t {
            TypeInfo::Named(n) => s(n),
            TypeInfo::Nullable(t) => format!("?{}", text(t)),
            TypeInfo::Union(v) => v.iter().map(text).collect::<Vec<_>>().join("|"),
            TypeInfo::Intersection(v) => v.iter().map(text).collect::<Vec<_>>().join("&"),
        }
    }
    let written = text(t);
    let mask = sig::type_mask(&written);
    (mask, canonical_type_text(t, &written))
}

/// A declared type as php prints it: class names first, then the built-in
/// types in zend_type_to_string's order, null last (or `?T` for one type).
fn canonical_type_text(t: &TypeInfo, written: &str) -> String {
    if matches!(t, TypeInfo::Intersection(_)) {
        return written.to_string();
    }
    let parts: Vec<String> = written
        .trim_start_matches('?')
        .split('|')
        .map(|p| p.to_string())
        .collect();
    let nullable = written.starts_with('?') || parts.iter().any(|p| p.eq_ignore_ascii_case("null"));
    let order = [
        "static", "callable", "object", "array", "string", "int", "float", "bool", "false", "true",
        "void", "never", "mixed",
    ];
    let mut out: Vec<String> = Vec::new();
    for p in &parts {
        let l = p.to_ascii_lowercase();
        if !order.contains(&l.as_str()) && l != "null" && l != "iterable" {
            out.push(p.clone());
        }
    }
    if parts.iter().any(|p| p.eq_ignore_ascii_case("iterable")) {
        out.push("Traversable".into());
    }
    for o in order {
        if parts.iter().any(|p| p.eq_ignore_ascii_case(o))
            || (o == "array" && parts.iter().any(|p| p.eq_ignore_ascii_case("iterable")))
        {
            out.push(o.to_string());
        }
    }
    if nullable && !parts.iter().any(|p| p.eq_ignore_ascii_case("mixed")) {
        if out.len() == 1 && !parts.iter().any(|p| p.eq_ignore_ascii_case("iterable")) {
            return format!("?{}", out[0]);
        }
        out.push("null".into());
    }
    out.join("|")
}

/// The receiver of a plain built-in function call.
const NO_CTX: MethodCtx = MethodCtx {
    this: None,
    class: crate::class::NO_CLASS,
};

impl Vm {
    pub(crate) fn lookup_function(&self, name: &[u8]) -> Option<Func> {
        self.rt.functions.get(name).cloned()
    }

    /// Resolves a callable value to a function.
    pub(crate) fn resolve_callable(&self, v: &Value) -> Option<(Func, PStr)> {
        match v {
            Value::Str(n) => {
                let b = n.as_bytes();
                let b = b.strip_prefix(b"\\").unwrap_or(b);
                let f = self.lookup_function(&b.to_ascii_lowercase())?;
                Some((f, n.clone()))
            }
            Value::Ref(r) => self.resolve_callable(&r.get()),
            Value::Obj(o) => {
                let c = o
                    .internal()?
                    .clone()
                    .downcast::<crate::runtime::ClosureData>()
                    .ok()?;
                Some((Func::Closure(c), PStr::from("{closure}")))
            }
            _ => None,
        }
    }

    /// Resolves a method callable as zend_is_callable does, with its errors.
    pub(crate) fn method_callable(
        &mut self,
        v: &Value,
    ) -> Result<(Rc<Method>, Option<PObj>, u32), String> {
        let (target, mname) = match v.unref() {
            Value::Arr(a) => {
                if a.len() != 2 {
                    return Err("array callback must have exactly two members".into());
                }
                let d = a.data();
                let (Some(t), Some(m)) = (d.get_int(0), d.get_int(1)) else {
                    return Err("array callback has to contain indices 0 and 1".into());
                };
                if !matches!(t.unref(), Value::Str(_) | Value::Obj(_)) {
                    return Err("first array member is not a valid class name or object".into());
                }
                let Value::Str(m) = m.unref() else {
                    return Err("second array member is not a valid method".into());
                };
                (t.unref(), m.as_bytes().to_vec())
            }
            Value::Str(s) => {
                let b = s.as_bytes();
                match b.windows(2).position(|w| w == b"::") {
                    Some(i) if i > 0 => (Value::Str(PStr::new(&b[..i])), b[i + 2..].to_vec()),
                    _ => return Err(self.callable_error_reason(v)),
                }
            }
            _ => return Err(self.callable_error_reason(v)),
        };
        let mut called_rel: Option<u32> = None;
        let target_is_obj = matches!(target, Value::Obj(_));
        let (class, this) = match target {
            Value::Obj(o) => match self.obj_class(&o) {
                Some(c) => (c, Some(o)),
                None => return Err("first array member is not a valid class name or object".into()),
            },
            Value::Str(c) if self.relative_class(c.as_bytes()).is_some() => {
                let k = self.relative_class(c.as_bytes()).expect("checked");
                if !self.rt.callable_checked {
                    self.deprecated(&format!(
                        "Use of \"{}\" in callables is deprecated",
                        String::from_utf8_lossy(&c.as_bytes().to_ascii_lowercase())
                    ));
                }
                // ... and the calling frame's called class (`static`).
                called_rel = self
                    .rt
                    .frames
                    .last()
                    .and_then(|f| self.class_by_id(f.cls))
                    .filter(|sc| sc.is_subclass_of(k.id))
                    .map(|sc| sc.id);
                // `parent::m` from a method keeps `$this`.
                let this = self.caller_this_of(k.id);
                (k, this)
            }
            Value::Str(c) => match self.lookup_class_autoload(c.as_bytes()) {
                // A compatible `$this` in the calling frame goes along
                // ('A::m' from inside an A method).
                Ok(Some(k)) => {
                    let this = self.caller_this_of(k.id);
                    (k, this)
                }
                _ => {
                    let n = c.as_bytes();
                    let n = n.strip_prefix(b"\\").unwrap_or(n);
                    return Err(format!(
                        "class \"{}\" not found",
                        String::from_utf8_lossy(n)
                    ));
                }
            },
            _ => return Err("first array member is not a valid class name or object".into()),
        };
        // ["B", "parent::m"]: the method is looked up from B's parent (or
        // B itself for "self::", or a named ancestor), B stays the called
        // class (deprecated in 8.2).
        let called = called_rel.unwrap_or(class.id);
        let (class, mname) = match mname.windows(2).position(|w| w == b"::") {
            Some(i) if matches!(v.unref(), Value::Arr(_)) => {
                let prefix = mname[..i].to_ascii_lowercase();
                let lookup = match &prefix[..] {
                    b"parent" => class.parent.clone(),
                    b"self" | b"static" => Some(class.clone()),
                    other => self
                        .find_class(other)
                        .filter(|k| class.is_subclass_of(k.id)),
                };
                let Some(lookup) = lookup else {
                    return Err(format!(
                        "class {} does not have a method \"{}\"",
                        String::from_utf8_lossy(class.name.as_bytes()),
                        String::from_utf8_lossy(&mname)
                    ));
                };
                if !self.rt.callable_checked {
                    self.deprecated(&format!(
                        "Callables of the form [\"{}\", \"{}\"] are deprecated",
                        String::from_utf8_lossy(class.name.as_bytes()),
                        String::from_utf8_lossy(&mname)
                    ));
                }
                (lookup, mname[i + 2..].to_vec())
            }
            _ => (class, mname),
        };
        let cname = String::from_utf8_lossy(class.name.as_bytes()).into_owned();
        let Some(m) = class.find_method(&mname.to_ascii_lowercase()).cloned() else {
            // An SPL iterator passes what it lacks to its inner iterator.
            let inner = this
                .as_ref()
                .filter(|_| target_is_obj)
                .and_then(|o| class.native.and_then(|d| d.forward).and_then(|f| f(o)));
            if let Some(inner) = inner {
                let cb = vec![Value::Obj(inner), Value::Str(PStr::new(&mname))];
                return self.method_callable(&Value::Arr(tusk_value::PArr::from_values(cb)));
            }
            return Err(format!(
                "class {} does not have a method \"{}\"",
                cname,
                String::from_utf8_lossy(&mname)
            ));
        };
        let mdesc = format!(
            "{}::{}()",
            cname,
            String::from_utf8_lossy(m.name.as_bytes())
        );
        let scope = self.current_scope();
        if m.flags & member_flags::PRIVATE != 0 && scope != m.scope {
            return Err(format!("cannot access private method {mdesc}"));
        }
        if m.flags & member_flags::PROTECTED != 0 {
            let ok = scope != NO_CLASS
                && self
                    .class_by_id(scope)
                    .is_some_and(|sc| sc.is_subclass_of(m.scope) || class.is_subclass_of(scope));
            if !ok {
                return Err(format!("cannot access protected method {mdesc}"));
            }
        }
        if this.is_none() && !m.is_static() {
            return Err(format!(
                "non-static method {mdesc} cannot be called statically"
            ));
        }
        Ok((m, this, called))
    }

    /// `self`, `parent` and `static` in a callable, seen from the running
    /// frame.
    fn relative_class(&self, name: &[u8]) -> Option<Rc<crate::class::Class>> {
        let f = self.rt.frames.last()?;
        match &name.to_ascii_lowercase()[..] {
            b"self" => self.class_by_id(f.scope),
            b"parent" => self.class_by_id(f.scope)?.parent.clone(),
            b"static" => self.class_by_id(f.cls),
            _ => None,
        }
    }

    /// An object whose class has `__invoke`: the method, the object and
    /// its class id.
    pub(crate) fn invokable(&self, v: &Value) -> Option<(Rc<crate::class::Method>, PObj, u32)> {
        match v {
            Value::Ref(r) => self.invokable(&r.get()),
            Value::Obj(o) => {
                let c = self.obj_class(o)?;
                let m = c.magic.invoke.clone()?;
                Some((m, o.clone(), c.id))
            }
            _ => None,
        }
    }

    /// forward_static_call(_array) (`fname`): calls a callable keeping the
    /// called class (late static binding) when it is a subclass of the
    /// method's class.
    pub fn forward_static(&mut self, cb: &Value, args: Vec<Value>, fname: &str) -> BResult {
        if self.current_scope() == NO_CLASS {
            let m = format!("Cannot call {fname}() when no class scope is active");
            return Err(self.throw("Error", &m));
        }
        let called = self.called_class();
        match self.method_callable(cb) {
            Ok((m, this, cls)) => {
                let keep = this.is_none()
                    && self
                        .class_by_id(called)
                        .is_some_and(|c| c.is_subclass_of(cls));
                let cls = if keep { called } else { cls };
                self.call_method_bounded(&m, this, cls, args, Vec::new())
            }
            Err(_) => self.call_value(cb, args),
        }
    }

    /// True when `v` is callable.
    pub fn is_callable(&mut self, v: &Value) -> bool {
        self.resolve_callable(v).is_some()
            || self.invokable(v).is_some()
            || (matches!(v.unref(), Value::Arr(_) | Value::Str(_))
                && (self.method_callable(v).is_ok() || self.magic_callable(v).is_some()))
    }

    /// The calling frame's `$this` when it is an instance of class `id`
    /// (what 'C::m' and `parent::m` callables keep from a method).
    fn caller_this_of(&self, id: u32) -> Option<PObj> {
        self.rt
            .frames
            .last()
            .and_then(|f| f.this.clone())
            .filter(|o| crate::class::class_of(o).is_some_and(|oc| oc.is_subclass_of(id)))
    }

    /// A method callable (`[$obj, 'm']`, `['C', 'm']`, `'C::m'`) naming a
    /// method the class does not have but reaches through `__call` (with
    /// an object) or `__callStatic`: that magic method, `$this`, the class
    /// id and the name asked for.
    pub(crate) fn magic_callable(
        &mut self,
        v: &Value,
    ) -> Option<(Rc<Method>, Option<PObj>, u32, PStr)> {
        let (target, mname) = match v.unref() {
            Value::Arr(a) if a.len() == 2 => {
                let d = a.data();
                let (Some(t), Some(Value::Str(m))) =
                    (d.get_int(0), d.get_int(1).map(|m| m.unref()))
                else {
                    return None;
                };
                (t.unref(), m)
            }
            Value::Str(s) => {
                let b = s.as_bytes();
                let i = b.windows(2).position(|w| w == b"::").filter(|&i| i > 0)?;
                (Value::Str(PStr::new(&b[..i])), PStr::new(&b[i + 2..]))
            }
            _ => return None,
        };
        let (class, this) = match target {
            Value::Obj(o) => (self.obj_class(&o)?, Some(o)),
            // (method_callable, always tried first, ran the autoloaders.)
            Value::Str(c) => (self.find_class(c.as_bytes())?, None),
            _ => return None,
        };
        if class
            .find_method(&mname.as_bytes().to_ascii_lowercase())
            .is_some()
        {
            return None;
        }
        match (
            this,
            class.magic.call.clone(),
            class.magic.callstatic.clone(),
        ) {
            // With an object only __call counts (php: `[new B, 'x']` is not
            // callable through B's __callStatic).
            (Some(o), Some(call), _) => Some((call, Some(o), class.id, mname)),
            (Some(_), None, _) => None,
            (None, _, Some(cs)) => Some((cs, None, class.id, mname)),
            // 'C::m' from inside an instance of C: __call on that $this.
            (None, Some(call), None) => {
                let this = self.caller_this_of(class.id)?;
                Some((call, Some(this), class.id, mname))
            }
            _ => None,
        }
    }

    /// Calls a PHP callable with positional and named arguments
    /// (call_user_func_array with string keys).
    pub fn call_value_named(
        &mut self,
        callable: &Value,
        args: Vec<Value>,
        named: Vec<(PStr, Value)>,
    ) -> BResult {
        let Some((f, _)) = self.resolve_callable(callable) else {
            return self.call_method_value(callable, args, named);
        };
        self.call_func(f, args, named)
    }

    /// Calls a PHP callable with positional arguments (usort, array_map, ...).
    pub fn call_value(&mut self, callable: &Value, args: Vec<Value>) -> BResult {
        let Some((f, _)) = self.resolve_callable(callable) else {
            return self.call_method_value(callable, args, Vec::new());
        };
        self.call_func(f, args, Vec::new())
    }

    /// `call_value(_named)` for a callable that names a method: an object
    /// with `__invoke`, `[$obj, 'm']`, `['C', 'm']`, `'C::m'` (reached
    /// directly or through `__call` / `__callStatic`, which get the named
    /// arguments under their names in the array), or the Error php raises
    /// for what is not callable.
    fn call_method_value(
        &mut self,
        callable: &Value,
        args: Vec<Value>,
        named: Vec<(PStr, Value)>,
    ) -> BResult {
        if let Some((m, o, cls)) = self.invokable(callable) {
            return self.call_method_bounded(&m, Some(o), cls, args, named);
        }
        if matches!(callable.unref(), Value::Arr(_) | Value::Str(_)) {
            // The built-in's callable parameter was checked already
            // (and deprecations reported there).
            self.rt.callable_checked = true;
            let r = self.method_callable(callable);
            self.rt.callable_checked = false;
            if r.is_err() {
                if let Some((m, this, cls, name)) = self.magic_callable(callable) {
                    let mut list = PArr::from_values(args.into_iter().map(|v| v.unref()).collect());
                    for (k, v) in named {
                        list.make_mut().insert(Key::Str(k), v.unref());
                    }
                    let margs = vec![Value::Str(name), Value::Arr(list)];
                    return self.call_method_bounded(&m, this, cls, margs, Vec::new());
                }
            }
            match r {
                Ok((m, this, cls)) => return self.call_method_bounded(&m, this, cls, args, named),
                Err(why) if matches!(callable.unref(), Value::Arr(_)) => {
                    return Err(self.throw("Error", &format!("Invalid callback, {why}")));
                }
                Err(_) => {}
            }
        }
        let m = self.not_callable_message(callable);
        Err(self.throw("Error", &m))
    }

    /// The Error message for calling a value that is not callable
    /// (`$v()`), as php words it for each form.
    pub(crate) fn not_callable_message(&mut self, c: &Value) -> String {
        let c = c.unref();
        // A class and method name: the class must exist, then the method.
        let pair = match &c {
            Value::Str(n) => {
                let b = n.as_bytes();
                match b.windows(2).position(|w| w == b"::") {
                    Some(i) => Some((Value::Str(PStr::new(&b[..i])), PStr::new(&b[i + 2..]))),
                    None => {
                        return format!("Call to undefined function {}()", s(b));
                    }
                }
            }
            Value::Arr(a) if a.len() == 2 => {
                let d = a.data();
                match (
                    d.get_int(0).map(|v| v.unref()),
                    d.get_int(1).map(|v| v.unref()),
                ) {
                    (Some(t @ (Value::Str(_) | Value::Obj(_))), Some(Value::Str(m))) => {
                        Some((t, m))
                    }
                    (Some(Value::Str(_) | Value::Obj(_)), Some(_)) => {
                        return "Second array member is not a valid method".into();
                    }
                    (Some(_), Some(_)) => {
                        return "First array member is not a valid class name or object".into();
                    }
                    _ => return "Array callback must have exactly two elements".into(),
                }
            }
            Value::Arr(_) => return "Array callback must have exactly two elements".into(),
            Value::Obj(o) => {
                return format!(
                    "Object of type {} is not callable",
                    s(o.class_name().as_bytes())
                );
            }
            other => {
                return format!(
                    "Value of type {} is not callable",
                    crate::sig::type_name_for_error(other)
                );
            }
        };
        let Some((target, m)) = pair else {
            unreachable!("handled above")
        };
        let cname = match target {
            Value::Obj(o) => o.class_name().clone(),
            Value::Str(cn) => match self.lookup_class_autoload(cn.as_bytes()) {
                Ok(Some(k)) => k.name.clone(),
                _ => {
                    let n = cn.as_bytes();
                    return format!(
                        "Class \"{}\" not found",
                        s(n.strip_prefix(b"\\").unwrap_or(n))
                    );
                }
            },
            _ => unreachable!("a class name or an object"),
        };
        format!(
            "Call to undefined method {}::{}()",
            s(cname.as_bytes()),
            s(m.as_bytes())
        )
    }

    /// Calls a method from a built-in, bounded like other nested calls.
    fn call_method_bounded(
        &mut self,
        m: &Rc<crate::class::Method>,
        o: Option<PObj>,
        cls: u32,
        args: Vec<Value>,
        named: Vec<(PStr, Value)>,
    ) -> BResult {
        if self.rt.reentry >= MAX_REENTRY {
            return Err(self.fatal_memory(262144));
        }
        self.rt.reentry += 1;
        let r = if named.is_empty() {
            self.call_method(m, o, cls, args)
        } else {
            crate::reflection::call_method_full(self, m, o, cls, args, named)
        };
        self.rt.reentry -= 1;
        r
    }

    /// Calls a resolved function and runs it to completion.
    pub(crate) fn call_func(
        &mut self,
        f: Func,
        args: Vec<Value>,
        named: Vec<(PStr, Value)>,
    ) -> BResult {
        // Calls from built-ins nest the interpreter on the Rust stack: bound
        // them, as php's memory limit bounds its VM stack.
        if self.rt.reentry >= MAX_REENTRY {
            return Err(self.fatal_memory(262144));
        }
        self.rt.reentry += 1;
        let r = self.call_func_inner(f, args, named);
        self.rt.reentry -= 1;
        r
    }

    fn call_func_inner(&mut self, f: Func, args: Vec<Value>, named: Vec<(PStr, Value)>) -> BResult {
        match f {
            Func::Builtin(b) => {
                // php lists a built-in called from internal code in traces
                // even when its arguments are rejected.
                let prev = self.diag.internal_args.replace(args.clone());
                let r = self.call_builtin(&b, args, named, false);
                self.diag.internal_args = prev;
                r
            }
            Func::User(unit) => {
                let depth = self.rt.frames.len();
                self.push_frame(unit, args, named, NONE, false)?;
                self.mark_internal(depth);
                self.execute(depth)
            }
            Func::Closure(c) if c.user_unit().is_none() => self.call_closure_native(c, args, named),
            Func::Closure(c) => {
                let depth = self.rt.frames.len();
                let base = self.rt.sp;
                for a in args {
                    self.rt.push_arg(a);
                }
                self.push_closure_frame(&c, base, named, NONE, false)?;
                self.mark_internal(depth);
                self.execute(depth)
            }
        }
    }

    pub(crate) fn mark_internal(&mut self, depth: usize) {
        if let Some(f) = self.rt.frames.get_mut(depth) {
            f.internal = true;
        }
    }

    /// Creates a frame for `unit` with the given arguments bound to its
    /// parameters. On a binding error the frame is popped again.
    pub(crate) fn push_frame(
        &mut self,
        unit: Arc<CodeUnit>,
        args: Vec<Value>,
        named: Vec<(PStr, Value)>,
        ret: u32,
        caller_strict: bool,
    ) -> Result<(), Unwind> {
        let args_base = self.rt.sp;
        for a in args {
            self.rt.push_arg(a);
        }
        self.push_frame_from_stack(unit, args_base, named, ret, caller_strict)
    }

    /// The VM stack counts against memory_limit, as php's does: runaway
    /// recursion ends with php's "Allowed memory size" fatal error.
    #[inline]
    pub(crate) fn stack_exhausted(&self) -> bool {
        self.rt.memory_limit > 0
            && (self.rt.sp * 16 + self.rt.frames.len() * 160) as i64 > self.rt.memory_limit
    }

    /// Creates a frame for `unit` whose arguments are staged at
    /// `stack[args_base..sp]`: they become its first slots.
    pub(crate) fn push_frame_from_stack(
        &mut self,
        unit: Arc<CodeUnit>,
        args_base: usize,
        named: Vec<(PStr, Value)>,
        ret: u32,
        caller_strict: bool,
    ) -> Result<(), Unwind> {
        self.push_method_frame_from_stack(unit, args_base, named, ret, caller_strict, None)
    }

    /// `push_frame_from_stack` for a method: its `$this`, scope and called
    /// class (`ctx`) entered as soon as its frame is there, before its
    /// arguments are checked, so that an error about them shows the call
    /// as php does (`C->m()` when there is a `$this`).
    pub(crate) fn push_method_frame_from_stack(
        &mut self,
        unit: Arc<CodeUnit>,
        args_base: usize,
        named: Vec<(PStr, Value)>,
        ret: u32,
        caller_strict: bool,
        mut ctx: Option<(Option<PObj>, u32, u32)>,
    ) -> Result<(), Unwind> {
        if self.stack_exhausted() || self.rt.stack_overflow {
            self.rt.truncate_stack(args_base);
            return Err(self.fatal_memory(262144));
        }
        if tusk_value::mem::interrupted() {
            self.rt.interrupt = true;
        }
        let nparams = unit.params.len();
        let num_args = (self.rt.sp - args_base) as u32;
        if named.is_empty() && unit.simple_params && num_args as usize <= nparams {
            // Untyped by-value parameters, positional arguments: they are in
            // place already. A built-in may pass references (array_walk
            // passes elements by reference): the parameters get the values.
            for i in args_base..self.rt.sp {
                if let Value::Ref(r) = &self.rt.stack[i] {
                    let v = r.get();
                    self.rt.stack[i] = v;
                }
            }
            if self
                .rt
                .set_frame_top(args_base, unit.num_slots as usize)
                .is_none()
            {
                self.rt.truncate_stack(args_base);
                return Err(self.fatal_memory(262144));
            }
            let missing = num_args < unit.required_params;
            let frame = Frame::new(unit, args_base, ret, num_args, &self.rt);
            self.rt.push_frame_record(frame);
            if let Some((this, scope, cls)) = ctx.take() {
                self.enter_method(this, scope, cls);
            }
            if !missing {
                return Ok(());
            }
            let unit = self.rt.frames.last().expect("frame").unit.clone();
            return Err(self.too_few_args(&unit, num_args));
        }
        let mut args: Vec<Value> = Vec::new();
        self.rt.take_args(args_base, &mut args);
        let variadic = unit.params.last().is_some_and(|p| p.variadic);
        let extra = if num_args as usize > nparams && !variadic {
            args.split_off(nparams)
        } else {
            Vec::new()
        };
        let Some(base) = self.rt.grow_stack(unit.num_slots as usize) else {
            return Err(self.fatal_memory(262144));
        };
        let mut frame = Frame::new(unit.clone(), base, ret, num_args, &self.rt);
        if !extra.is_empty() {
            frame.extra_mut().extra_args = extra;
        }
        self.rt.push_frame_record(frame);
        if let Some((this, scope, cls)) = ctx.take() {
            self.enter_method(this, scope, cls);
        }
        if named.is_empty() && unit.simple_params {
            // Extra arguments beyond the parameters (kept for func_get_args).
            for (i, v) in args.into_iter().enumerate() {
                self.rt.stack[base + i] = v.unref();
            }
            if num_args < unit.required_params {
                return Err(self.too_few_args(&unit, num_args));
            }
            return Ok(());
        }
        let npos = args.len();
        // php counts a call's arguments up to the last parameter a named
        // argument reached (skipped ones take their defaults): that is
        // what func_num_args(), func_get_args() and traces show.
        let mut counted = num_args as usize;
        for (k, v) in named.iter() {
            match unit
                .params
                .iter()
                .position(|p| &*p.name == k.as_bytes() && !p.variadic)
            {
                // php raises these two at the call, before the callee's
                // frame exists: its trace starts at the caller.
                Some(i) if i < npos => {
                    self.pop_frame();
                    let e = self.throw(
                        "Error",
                        &format!(
                            "Named parameter ${} overwrites previous argument",
                            s(k.as_bytes())
                        ),
                    );
                    return Err(e);
                }
                // In place before anything is checked: traces of the
                // errors below show it.
                Some(i) => {
                    counted = counted.max(i + 1);
                    self.rt.stack[base + i] = v.unref();
                }
                None if variadic => {}
                None => {
                    self.pop_frame();
                    let e = self.throw(
                        "Error",
                        &format!("Unknown named parameter ${}", s(k.as_bytes())),
                    );
                    return Err(e);
                }
            }
        }
        if let Some(f) = self.rt.frames.last_mut() {
            f.num_args = counted as u32;
        }
        // An optional parameter before a required one is required (php
        // deprecates its default).
        let optional = |i: usize| unit.params[i].optional && i >= unit.required_params as usize;
        // php fills the skipped parameters with their defaults before the
        // function runs: one without a default is reported first, with
        // what was passed in the trace.
        let reached = counted.min(unit.params.len());
        let skipped = (npos..reached).find(|&i| {
            !optional(i)
                && !named
                    .iter()
                    .any(|(k, _)| k.as_bytes() == &*unit.params[i].name)
        });
        // The positional arguments too.
        for (j, v) in args.iter().enumerate().take(unit.params.len()) {
            if !unit.params[j].variadic {
                self.rt.stack[base + j] = v.unref();
            }
        }
        if let Some(i) = skipped {
            let msg = format!(
                "{}(): Argument #{} (${}) not passed",
                s(&unit.name),
                i + 1,
                s(&unit.params[i].name)
            );
            self.set_line_to_start();
            let e = self.throw("ArgumentCountError", &msg);
            self.pop_frame();
            return Err(e);
        }
        let mut args = args.into_iter();
        for (i, p) in unit.params.iter().enumerate() {
            if p.variadic {
                let mut rest = PArr::new();
                for (pos, v) in args.by_ref().enumerate() {
                    let v = if p.by_ref { v } else { v.unref() };
                    let v = self.check_param_at(&unit, i, Some(i + pos), v, caller_strict)?;
                    let _ = rest.make_mut().push(v);
                }
                // Named arguments no declared parameter takes.
                for (k, v) in named.iter() {
                    if unit.params[..i].iter().any(|p| &*p.name == k.as_bytes()) {
                        continue;
                    }
                    rest.make_mut().insert(Key::Str(k.clone()), v.clone());
                }
                self.rt.stack[base + i] = Value::Arr(rest);
                break;
            }
            let v = match args.next() {
                Some(v) => Some(v),
                None => named
                    .iter()
                    .find(|(k, _)| k.as_bytes() == &*p.name)
                    .map(|(_, v)| v.clone()),
            };
            match v {
                Some(v) => {
                    let v = if p.by_ref {
                        match v {
                            Value::Ref(r) if p.ty.is_some() => {
                                let nv = self.check_param(&unit, i, r.get(), caller_strict)?;
                                r.set(nv);
                                Value::Ref(r)
                            }
                            Value::Ref(r) => Value::Ref(r),
                            other => {
                                // Only internal callers (call_user_func, ...)
                                // get here with a plain value. php reports it
                                // at the caller's line: the new frame steps
                                // aside while the warning is raised.
                                let msg = format!(
                                    "{}(): Argument #{} (${}) must be passed by reference, value given",
                                    s(&unit.name),
                                    i + 1,
                                    s(&p.name)
                                );
                                let f = self.rt.frames.pop();
                                self.warning(&msg);
                                if let Some(f) = f {
                                    self.rt.frames.push(f);
                                }
                                Value::Ref(PRef::new(other))
                            }
                        }
                    } else {
                        let v = v.unref();
                        self.rt.stack[base + i] = v.clone();
                        self.check_param(&unit, i, v, caller_strict)?
                    };
                    self.rt.stack[base + i] = v;
                }
                None if optional(i) => {}
                None => {
                    return Err(self.too_few_args(&unit, counted as u32));
                }
            }
        }
        Ok(())
    }

    /// ArgumentCountError for a user function called with too few arguments
    /// (raised inside the new frame, which is popped).
    fn too_few_args(&mut self, unit: &CodeUnit, num_args: u32) -> Unwind {
        let caller_line = self.caller_location();
        let nparams = unit.params.len();
        let required = unit.required_params as usize;
        let exact = required == nparams;
        // php names the call site only when user code made the call.
        let site = match caller_line {
            Some((file, line)) => format!(" in {} on line {}", file, line),
            None => String::new(),
        };
        let msg = format!(
            "Too few arguments to function {}(), {} passed{} and {} {} expected",
            s(&unit.name),
            num_args,
            site,
            if exact { "exactly" } else { "at least" },
            required
        );
        self.set_line_to_start();
        let e = self.throw("ArgumentCountError", &msg);
        self.pop_frame();
        e
    }

    /// File and line of the call that created the top frame; None when a
    /// built-in made it (a callback: php then names no call site; php
    /// compiles call_user_func(_array) to a call of its own).
    fn caller_location(&self) -> Option<(String, u32)> {
        let fl = self.rt.frames.len();
        if self.diag.in_body
            && self.diag.builtin_depth + 1 == fl
            && !matches!(self.cur_builtin, "call_user_func" | "call_user_func_array")
        {
            return None;
        }
        Some(if fl >= 2 {
            let c = &self.rt.frames[fl - 2];
            (
                c.unit.file.to_string(),
                c.unit
                    .lines
                    .get(c.pc.saturating_sub(1))
                    .copied()
                    .unwrap_or(0),
            )
        } else {
            (String::new(), 0)
        })
    }

    fn set_line_to_start(&mut self) {
        if let Some(f) = self.rt.frames.last_mut() {
            f.pc = 0;
        }
    }

    fn check_param(
        &mut self,
        unit: &CodeUnit,
        i: usize,
        v: Value,
        caller_strict: bool,
    ) -> Result<Value, Unwind> {
        self.check_param_at(unit, i, None, v, caller_strict)
    }

    /// DoCall's fast path for a function with typed by-value parameters
    /// (`typed_by_value`): its frame is pushed, the arguments in its first
    /// slots; each typed one is checked and coerced in place, as
    /// `push_frame_from_stack` would. On a TypeError the frame is popped
    /// (by `check_param`) and the error returned.
    #[inline(never)]
    pub(crate) fn check_typed_args(&mut self, caller_strict: bool) -> Result<(), Unwind> {
        let f = self.rt.frames.last().expect("frame");
        let (base, n) = (f.base, f.num_args as usize);
        let unit: *const CodeUnit = &**f.unit;
        // SAFETY: the frame (on top) holds its unit, owned or borrowed from
        // an owner that outlives the call; it stays pushed until a check
        // fails, and then `unit` is not used again (check_param pops the
        // frame as its last step and the loop returns at once).
        let unit: &CodeUnit = unsafe { &*unit };
        for i in 0..n {
            let Some(ty) = &unit.params[i].ty else {
                continue;
            };
            let slot = base + i;
            if fits_declared_exactly(ty, &self.rt.stack[slot]) {
                continue;
            }
            // The slot keeps the argument while it is checked (backtraces).
            let v = self.rt.stack[slot].clone();
            let v = self.check_param(unit, i, v, caller_strict)?;
            self.rt.stack[slot] = v;
        }
        Ok(())
    }

    /// Checks argument `v` against parameter `i`; `variadic_pos` is the
    /// argument's position when it lands in a variadic parameter (php then
    /// names the position, not the parameter).
    fn check_param_at(
        &mut self,
        unit: &CodeUnit,
        i: usize,
        variadic_pos: Option<usize>,
        v: Value,
        caller_strict: bool,
    ) -> Result<Value, Unwind> {
        let p = &unit.params[i];
        let Some(ty) = &p.ty else { return Ok(v) };
        if fits_declared_exactly(ty, &v) {
            return Ok(v);
        }
        let (mask, text) = type_of(ty);
        let given = sig::type_name_for_error(&v);
        let coerced = if matches!(v, Value::Obj(_)) {
            let sc = self.unit_class(&unit.name);
            self.coerce_declared(v, ty, mask, caller_strict, sc, NO_CLASS)?
        } else {
            sig::coerce(self, v, mask, caller_strict, false)?
        };
        match coerced {
            Coerced::Ok(v) => Ok(v),
            _ => {
                let text = self.resolve_type_text(&text, self.unit_class(&unit.name), NO_CLASS);
                let caller_line = self.caller_location();
                let which = match variadic_pos {
                    Some(n) => format!("#{}", n + 1),
                    None => format!("#{} (${})", i + 1, s(&p.name)),
                };
                let site = match caller_line {
                    Some((file, line)) => format!(", called in {} on line {}", file, line),
                    None => String::new(),
                };
                let msg = format!(
                    "{}(): Argument {} must be of type {}, {} given{}",
                    s(&unit.name),
                    which,
                    text,
                    given,
                    site
                );
                self.set_line_to_start();
                let e = self.throw("TypeError", &msg);
                self.pop_frame();
                Err(e)
            }
        }
    }

    /// Pops the top frame, freeing its slots.
    #[inline]
    pub(crate) fn pop_frame(&mut self) {
        if !self.rt.frames.is_empty() {
            self.pop_frame_ret();
        }
    }

    /// Pops the top frame (there must be one), freeing its slots; returns
    /// the caller's slot that receives its return value. `Return`'s path,
    /// inlined there.
    #[inline(always)]
    pub(crate) fn pop_frame_ret(&mut self) -> u32 {
        self.pop_frame_ret_with::<false>()
    }

    /// `pop_frame_ret`, its slots released by a loop inlined here
    /// (`INLINE`, for a callback's return: `Runtime::clear_slots_from`)
    /// or by the out-of-line `truncate_stack` (the main loop's `Return`,
    /// kept small).
    #[inline(always)]
    pub(crate) fn pop_frame_ret_with<const INLINE: bool>(&mut self) -> u32 {
        debug_assert!(!self.rt.frames.is_empty());
        let n = self.rt.frames.len().wrapping_sub(1);
        if n == 0 {
            return self.pop_last_frame();
        }
        // The record is read where it lies (moving it out of the vector
        // copies all 88 bytes): its owned parts are taken first, then the
        // slots are released.
        // SAFETY: n + 1 records are initialised (the callers check that a
        // frame is there, `pop_frame`, or pop the frame that is running,
        // `Return`). The length drops first, then each owned field is read
        // exactly once; nothing pushes a frame in between.
        let (unit, unit_borrowed, extra, this, closure, base, ret) = unsafe {
            self.rt.frames.set_len(n);
            let p = self.rt.frames.as_ptr().add(n);
            (
                std::ptr::read(&raw const (*p).unit),
                (*p).unit_borrowed,
                std::ptr::read(&raw const (*p).extra),
                std::ptr::read(&raw const (*p).this),
                std::ptr::read(&raw const (*p).closure),
                (*p).base,
                (*p).ret,
            )
        };
        if INLINE {
            self.rt.clear_slots_from(base);
        } else {
            self.rt.truncate_stack(base);
        }
        if !self.rt.dyn_vars.is_empty() {
            self.rt.dyn_vars.retain(|(d, _), _| *d < n);
        }
        if !unit_borrowed {
            drop(std::mem::ManuallyDrop::into_inner(unit));
        }
        release(extra);
        match this {
            // A method's `$this` that outlives the call: its count taken
            // back inline (`PObj::release_unless_last`).
            // SAFETY: the handle is forgotten after `true`.
            Some(o) if unsafe { o.release_unless_last() } => std::mem::forget(o),
            o => release(o),
        }
        release(closure);
        ret
    }

    /// DoCall of a user closure with untyped by-value parameters and enough
    /// positional arguments (the pending record on top, the arguments
    /// staged): pushes its frame with its `$this`, scope, static variables
    /// and captured values, the Closure object kept by the frame. False
    /// (nothing done) for any other call.
    #[inline(never)]
    pub(crate) fn push_closure_call_frame(&mut self, dst: u32) -> Result<bool, Unwind> {
        let Some(p) = self.rt.pending.last() else {
            return Ok(false);
        };
        let (Some(Func::Closure(c)), None) = (p.func(), &p.extra) else {
            return Ok(false);
        };
        let ClosureFn::User(u) = &c.func else {
            return Ok(false);
        };
        if !(u.simple_params
            && (u.required_params as usize..=u.params.len()).contains(&(self.rt.sp - p.args_base))
            && !self.stack_exhausted())
        {
            return Ok(false);
        }
        // SAFETY: the top record is a closure call (tested above).
        let (c, obj, args_base) = unsafe { self.rt.take_closure_pending() };
        let ClosureFn::User(u) = &c.func else {
            unreachable!("tested above")
        };
        let num_args = (self.rt.sp - args_base) as u32;
        let nparams = u.params.len();
        if self
            .rt
            .set_frame_top(args_base, u.num_slots as usize)
            .is_none()
        {
            return Err(self.fatal_memory(262144));
        }
        // The frame keeps the Closure object (`obj`, the one `c` came from:
        // see the InitDynCall paths), whose data never changes and holds the
        // unit: borrowed then (see `runtime::borrow_unit`); counted without.
        let borrowed = obj.is_some();
        let unit = if borrowed {
            crate::runtime::borrow_unit(u)
        } else {
            std::mem::ManuallyDrop::new(u.clone())
        };
        self.rt.push_user_frame(
            unit,
            borrowed,
            args_base,
            dst,
            num_args,
            c.this.clone(),
            c.scope,
            c.cls,
        );
        // A closure call's `this` is the Closure object.
        self.rt.frames.last_mut().expect("frame").closure = obj;
        self.closure_frame_data(&c, args_base + nparams);
        Ok(true)
    }

    /// `pop_frame_ret` for the bottom frame (the main script's globals may
    /// be kept for shutdown functions).
    #[cold]
    fn pop_last_frame(&mut self) -> u32 {
        // SAFETY: the callers check that a frame is there.
        let f = unsafe { self.rt.frames.pop().unwrap_unchecked() };
        if self.rt.frames.is_empty() && f.unit.name.is_empty() && !self.rt.main_done {
            self.keep_main_globals(&f);
        }
        self.rt.truncate_stack(f.base);
        if !self.rt.dyn_vars.is_empty() {
            let depth = self.rt.frames.len();
            self.rt.dyn_vars.retain(|(d, _), _| *d < depth);
        }
        f.ret
    }

    /// Whether the code running now declared strict_types.
    pub(crate) fn caller_strict(&self) -> bool {
        self.rt.frames.last().is_some_and(|f| f.unit.strict_types)
    }

    /// Calls built-in `name` with one argument (the slow path of the
    /// instructions that inline a built-in).
    pub(crate) fn call_builtin_by_name(&mut self, name: &str, arg: Value, strict: bool) -> BResult {
        match self.rt.functions.get(name.as_bytes()) {
            Some(Func::Builtin(b)) => {
                let b = b.clone();
                self.call_builtin(&b, vec![arg], Vec::new(), strict)
            }
            _ => Err(self.throw("Error", &format!("Call to undefined function {}()", name))),
        }
    }

    /// Calls a built-in with php's count and type checks.
    pub(crate) fn call_builtin(
        &mut self,
        b: &Rc<BuiltinEntry>,
        args: Vec<Value>,
        named: Vec<(PStr, Value)>,
        strict: bool,
    ) -> BResult {
        self.call_ext_method(b, &NO_CTX, args, named, strict)
    }

    /// Calls a built-in function whose positional arguments the caller
    /// staged at `stack[args_base..sp]` (DoCall). When the count fits and
    /// every argument already has its declared type (the common case), the
    /// built-in reads them in place and they are released there afterwards;
    /// otherwise they go through `call_builtin`'s checks and coercions.
    /// Either way `sp` is back at `args_base` on return.
    #[inline]
    pub(crate) fn call_builtin_staged(
        &mut self,
        b: Rc<BuiltinEntry>,
        args_base: usize,
        strict: bool,
    ) -> BResult {
        let mut out = std::mem::MaybeUninit::<Value>::uninit();
        self.call_builtin_staged_into(b, args_base, strict, out.as_mut_ptr())
            // SAFETY: `out` is written when the call returns Ok.
            .map(|()| unsafe { out.assume_init() })
    }

    /// `call_builtin_staged` with the result written to `out` (valid for
    /// writes, holding nothing) when it is Ok. A result moves from where
    /// the built-in wrote it by its kind byte and payload word
    /// (`Value::move_split`): each whole move of a fresh `Option` or
    /// `Result` reads its bytes back in one 16-byte load, which stalls on
    /// store forwarding (the fast form's result took three such moves).
    pub(crate) fn call_builtin_staged_into(
        &mut self,
        b: Rc<BuiltinEntry>,
        args_base: usize,
        strict: bool,
        out: *mut Value,
    ) -> Result<(), Unwind> {
        if let Some(ff) = b.fast {
            // Its fast form first (fused.rs): no staging, nothing recorded.
            // SAFETY: `out` (the contract) is for the result.
            if unsafe { self.staged_fast_into(ff, args_base, out) } {
                return Ok(());
            }
        }
        let top = self.rt.sp;
        let n = top - args_base;
        let sig = &b.sig;
        let mut ready =
            sig.in_place && n >= sig.required && n <= sig.max && top <= self.rt.stack.len();
        // The first argument's slot: in bounds when `ready` (top <= the
        // stack's valid length), and only dereferenced then.
        let first = self.rt.stack.as_mut_ptr().wrapping_add(args_base);
        if ready {
            let last = sig.params.len().wrapping_sub(1);
            for i in 0..n {
                let p = &sig.params[i.min(last)];
                // SAFETY: args_base + i < top <= the stack's valid length.
                let v = unsafe { &*first.add(i) };
                // Its declared type as it is, or, for a by-reference
                // parameter, the reference the send made (anything else
                // is the checked path's to coerce or wrap).
                if p.kinds >> v.kind() & 1 == 0 {
                    ready = false;
                    break;
                }
            }
        }
        if !ready {
            let mut args = self.rt.args_pool.pop().unwrap_or_default();
            self.rt.take_args(args_base, &mut args);
            let v = self.call_builtin(&b, args, Vec::new(), strict)?;
            // SAFETY: the contract.
            unsafe { out.write(v) };
            return Ok(());
        }
        let f = b.f;
        let name = b.name;
        let prev = std::mem::replace(&mut self.cur_builtin, name);
        let prev_entry = self.diag.cur_entry.replace(b);
        let prev_in_body = std::mem::replace(&mut self.diag.in_body, true);
        let prev_depth = std::mem::replace(&mut self.diag.builtin_depth, self.rt.frames.len());
        if !prev.is_empty() {
            let this = self.diag.builtin_this;
            self.push_outer_builtin(prev, prev_depth, this, prev_in_body);
        }
        let prev_floor = std::mem::replace(&mut self.rt.builtin_args_top, top);
        // SAFETY: args_base..top are initialised slots (top <= the stack's
        // valid length, checked above) staged for this call alone: code the
        // built-in calls back into stages and runs above `sp` (= top), and
        // unwinding never releases slots below `builtin_args_top`, so
        // nothing else touches them until they are released below. The
        // slot stack never moves.
        let mut a = unsafe { Args::in_place(first, n) };
        let prev_args = std::mem::replace(&mut self.diag.cur_args, (first, n));
        let r = f(self, &mut a);
        self.diag.cur_args = prev_args;
        if let Err(Unwind::Throw(o)) = &r {
            crate::exception::fill_trace_args(o, a.all(), self.diag.outer_builtins.len());
        }
        // In place: no vector to free (skip the outlined drop).
        std::mem::forget(a);
        if !prev.is_empty() {
            self.diag.outer_builtins.pop();
        }
        self.rt.builtin_args_top = prev_floor;
        self.diag.builtin_depth = prev_depth;
        self.cur_builtin = prev;
        // Back to the caller's entry; ours is dropped here.
        drop(std::mem::replace(&mut self.diag.cur_entry, prev_entry));
        self.diag.in_body = prev_in_body;
        // Releases the arguments in place and unstages them.
        if self.rt.sp == top {
            for i in 0..n {
                // SAFETY: args_base + i < top <= the stack's valid length
                // (the stack never shrinks); each slot is cleared once, as
                // truncate_stack clears its slots.
                unsafe { Value::clear_slot(first.add(i)) };
            }
            self.rt.sp = args_base;
        } else {
            self.rt.truncate_stack(args_base);
        }
        if let Some(e) = self.rt.pending_throw.take() {
            return Err(Unwind::Throw(e));
        }
        if let Some(c) = self.rt.pending_exit.take() {
            return Err(Unwind::Exit(c));
        }
        let r = std::mem::ManuallyDrop::new(r);
        match &*r {
            Ok(v) => {
                // SAFETY: `out` (the contract) takes `v`'s ownership; `r`
                // is not dropped.
                unsafe { Value::move_split(out, v) };
                Ok(())
            }
            Err(_) => std::mem::ManuallyDrop::into_inner(r).map(|_| ()),
        }
    }

    /// Records the built-in that was running when another one started
    /// (see `DiagState::outer_builtins`). Out of line: a built-in called
    /// from user code outside any other has nothing to record.
    #[cold]
    #[inline(never)]
    fn push_outer_builtin(&mut self, name: &'static str, depth: usize, this: bool, in_body: bool) {
        // Its arguments, until this one's body starts and replaces them.
        let args = self.diag.cur_args;
        self.diag.outer_builtins.push(crate::diag::OuterBuiltin {
            name,
            depth,
            this,
            in_body,
            args,
        });
    }

    /// Calls a built-in function or an extension class's method (`ctx`
    /// is its receiver) with php's count and type checks.
    pub(crate) fn call_ext_method(
        &mut self,
        b: &Rc<BuiltinEntry>,
        ctx: &MethodCtx,
        mut args: Vec<Value>,
        named: Vec<(PStr, Value)>,
        strict: bool,
    ) -> BResult {
        let prev = std::mem::replace(&mut self.cur_builtin, b.name);
        let prev_entry = self.diag.cur_entry.replace(b.clone());
        let prev_in_body = std::mem::replace(&mut self.diag.in_body, false);
        let prev_this = std::mem::replace(&mut self.diag.builtin_this, ctx.this.is_some());
        let prev_depth = std::mem::replace(&mut self.diag.builtin_depth, self.rt.frames.len());
        if !prev.is_empty() {
            self.push_outer_builtin(prev, prev_depth, prev_this, prev_in_body);
        }
        // No arguments of its own until its body starts (call_builtin_inner).
        let prev_args = std::mem::replace(&mut self.diag.cur_args, (std::ptr::null(), 0));
        let r = self.call_builtin_inner(b, ctx, &mut args, named, strict);
        self.diag.cur_args = prev_args;
        if !prev.is_empty() {
            self.diag.outer_builtins.pop();
        }
        self.diag.builtin_this = prev_this;
        self.diag.builtin_depth = prev_depth;
        self.cur_builtin = prev;
        self.diag.cur_entry = prev_entry;
        self.diag.in_body = prev_in_body;
        r
    }

    fn call_builtin_inner(
        &mut self,
        b: &Rc<BuiltinEntry>,
        ctx: &MethodCtx,
        args: &mut Vec<Value>,
        named: Vec<(PStr, Value)>,
        strict: bool,
    ) -> BResult {
        let sig = &b.sig;
        if !named.is_empty() {
            self.bind_builtin_named(b, args, named)?;
        } else if named.capacity() == 0 {
            // Nothing allocated: skip the (outlined) drop of an empty vector.
            std::mem::forget(named);
        }
        // php checks a built-in's arguments inside its frame: the errors
        // from here on show it in their traces, with the arguments given
        // (not for the calls php compiles to instructions of their own).
        let n = args.len();
        self.diag.in_body = b.method.is_some() || !compiled_inline(b.name, n);
        let max = sig.max_args();
        if n < sig.required || max.is_some_and(|m| n > m) {
            let (word, count) = if max == Some(sig.required) {
                ("exactly", sig.required)
            } else if n < sig.required {
                ("at least", sig.required)
            } else {
                ("at most", max.unwrap_or(0))
            };
            let msg = format!(
                "{}() expects {} {} argument{}, {} given",
                b.name,
                word,
                count,
                if count == 1 { "" } else { "s" },
                n
            );
            let e = self.throw("ArgumentCountError", &msg);
            return Err(with_trace_args(e, args, self.diag.outer_builtins.len()));
        }
        for i in 0..n {
            let p = if i < sig.params.len() {
                &sig.params[i]
            } else {
                sig.params.last().expect("variadic")
            };
            if p.by_ref {
                if !matches!(args[i], Value::Ref(_)) {
                    let v = std::mem::take(&mut args[i]);
                    args[i] = Value::Ref(PRef::new(v));
                }
                continue;
            }
            // Absent, or already of the declared type (the common case):
            // keep it in place.
            if args[i].is_undef()
                || (!matches!(args[i], Value::Ref(_)) && exact_type(&args[i], p.ty))
            {
                continue;
            }
            let v = match std::mem::take(&mut args[i]) {
                Value::Ref(r) => r.get(),
                v => v,
            };
            if exact_type(&v, p.ty) {
                args[i] = v;
                continue;
            }
            if p.ty & sig::T_CALLABLE != 0 {
                self.diag.last_coerce_input = v.clone();
            }
            let given = sig::TypeOf(&v).name();
            // The argument as given, for the trace of a mismatch.
            let orig = v.clone();
            match sig::coerce(self, v, p.ty, strict, true)? {
                Coerced::Ok(v) => args[i] = v,
                Coerced::NullDeprecated(v) => {
                    self.deprecated(&format!(
                        "{}(): Passing null to parameter #{} (${}) of type {} is deprecated",
                        b.name,
                        i + 1,
                        p.name,
                        p.ty_text
                    ));
                    args[i] = v;
                }
                Coerced::Mismatch => {
                    args[i] = orig;
                    let msg = if p.ty & sig::T_CALLABLE != 0 && p.ty != sig::T_MIXED {
                        let why = match &args[i] {
                            _ if given == "string" || given == "array" => String::new(),
                            _ => String::new(),
                        };
                        let _ = why;
                        format!(
                            "{}(): Argument #{} (${}) must be a valid callback{}, {}",
                            b.name,
                            i + 1,
                            p.name,
                            if p.ty & sig::T_NULL != 0 {
                                " or null"
                            } else {
                                ""
                            },
                            self.callback_error(&self.diag.last_coerce_input.clone())
                        )
                    } else {
                        if p.variadic {
                            format!(
                                "{}(): Argument #{} must be of type {}, {} given",
                                b.name,
                                i + 1,
                                p.ty_text,
                                given
                            )
                        } else {
                            format!(
                                "{}(): Argument #{} (${}) must be of type {}, {} given",
                                b.name,
                                i + 1,
                                p.name,
                                p.ty_text,
                                given
                            )
                        }
                    };
                    let e = self.throw("TypeError", &msg);
                    return Err(with_trace_args(e, args, self.diag.outer_builtins.len()));
                }
            }
        }
        // Trailing absent optionals are simply not there.
        while args.last().is_some_and(|v| v.is_undef()) {
            args.pop();
        }
        self.diag.in_body = true;
        let mut a = Args::new(std::mem::take(args));
        // Restored by call_ext_method.
        self.diag.cur_args = (a.all().as_ptr(), a.len());
        let r = match b.method {
            Some(m) => m(self, ctx, &mut a),
            None => (b.f)(self, &mut a),
        };
        self.diag.in_body = false;
        if let Err(Unwind::Throw(o)) = &r {
            crate::exception::fill_trace_args(o, a.all(), self.diag.outer_builtins.len());
        }
        let mut v = a.into_owned();
        // Scalars need no drop: release only heap values (an inline loop
        // instead of the outlined drop of the whole slice).
        while let Some(x) = v.pop() {
            if x.is_heap() {
                drop(x);
            } else {
                std::mem::forget(x);
            }
        }
        // Bounded: callers from Rust (callbacks) bring vectors of their own,
        // which must not pile up here.
        if v.capacity() <= 64 && self.rt.args_pool.len() < 32 {
            self.rt.args_pool.push(v);
        }
        if let Some(e) = self.rt.pending_throw.take() {
            return Err(Unwind::Throw(e));
        }
        if let Some(c) = self.rt.pending_exit.take() {
            return Err(Unwind::Exit(c));
        }
        r
    }

    /// Places named arguments of a built-in call at their parameters'
    /// positions (absent ones in between stay Undef).
    fn bind_builtin_named(
        &mut self,
        b: &Rc<BuiltinEntry>,
        args: &mut Vec<Value>,
        named: Vec<(PStr, Value)>,
    ) -> Result<(), Unwind> {
        self.diag.named_rest.clear();
        let sig = &b.sig;
        for (k, v) in named {
            match sig
                .params
                .iter()
                .position(|p| p.name.as_bytes() == k.as_bytes())
            {
                Some(i) => {
                    if i < args.len() && !args[i].is_undef() {
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Named parameter ${} overwrites previous argument",
                                s(k.as_bytes())
                            ),
                        ));
                    }
                    while args.len() <= i {
                        args.push(Value::Undef);
                    }
                    args[i] = v;
                }
                None if sig.params.last().is_some_and(|p| p.variadic) => {
                    // call_user_func passes extra named arguments on; other
                    // variadic built-ins refuse them.
                    if matches!(b.name, "call_user_func" | "forward_static_call") {
                        self.diag.named_rest.push((k, v));
                        continue;
                    }
                    return Err(self.throw(
                        "ArgumentCountError",
                        &format!("{}() does not accept unknown named parameters", b.name),
                    ));
                }
                None => {
                    return Err(self.throw(
                        "Error",
                        &format!("Unknown named parameter ${}", s(k.as_bytes())),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The named arguments a call_user_func call collected for its callback.
    pub fn take_named_rest(&mut self) -> Vec<(PStr, Value)> {
        std::mem::take(&mut self.diag.named_rest)
    }

    /// "Allowed memory size of N bytes exhausted (tried to allocate M bytes)".
    pub fn fatal_memory(&mut self, tried: usize) -> Unwind {
        let limit = self.rt.memory_limit;
        self.fatal(&format!(
            "Allowed memory size of {} bytes exhausted (tried to allocate {} bytes)",
            limit, tried
        ))
    }

    /// Reports a fatal error at the current location and unwinds the script.
    pub fn fatal(&mut self, msg: &str) -> Unwind {
        let (file, line) = self.location();
        self.last_error = Some((1, msg.to_string(), file.clone(), line));
        self.report(crate::ErrorLevel::Fatal, msg, &file, line);
        Unwind::Exit(255)
    }

    /// Starts a call: pushes a pending call record.
    pub(crate) fn init_call(&mut self, func: Option<Func>) {
        let args_base = self.rt.sp;
        self.rt.pending.push(Pending::new(func, args_base));
    }

    /// Whether the next argument of the pending call is a built-in's
    /// prefer-ref parameter (a value is then accepted silently).
    pub(crate) fn pending_arg_prefer_ref(&self) -> bool {
        let Some(p) = self.rt.pending.last() else {
            return false;
        };
        let n = self.rt.sp - p.args_base;
        match p.func() {
            Some(Func::Builtin(b)) => match b.sig.params.get(n) {
                Some(pp) => pp.prefer_ref,
                None => b
                    .sig
                    .params
                    .last()
                    .is_some_and(|pp| pp.variadic && pp.prefer_ref),
            },
            _ => false,
        }
    }

    /// Whether argument number `n` (0-based) of the pending call is by reference.
    #[inline]
    pub(crate) fn pending_arg_by_ref(&self) -> bool {
        let Some(p) = self.rt.pending.last() else {
            return false;
        };
        // Most functions take nothing by reference.
        if p.by_ref == 0 {
            return false;
        }
        let n = self.rt.sp - p.args_base;
        if p.by_ref & (1 << n.min(63)) == 0 {
            return false;
        }
        self.pending_arg_by_ref_slow(p, n)
    }

    #[cold]
    fn pending_arg_by_ref_slow(&self, p: &Pending, n: usize) -> bool {
        match p.func() {
            Some(Func::User(u)) => unit_takes_ref(u, n),
            Some(Func::Builtin(b)) => b.sig.takes_ref(n),
            Some(Func::Closure(c)) => c.user_unit().is_some_and(|u| unit_takes_ref(u, n)),
            None => false,
        }
    }
}

/// Whether user function `u` takes its argument `n` by reference (a
/// by-reference parameter there, or a by-reference variadic before it).
pub(crate) fn unit_takes_ref(u: &CodeUnit, n: usize) -> bool {
    match u.params.get(n) {
        Some(pp) => pp.by_ref,
        None => u.params.last().is_some_and(|pp| pp.variadic && pp.by_ref),
    }
}

impl Vm {
    /// "f(): Argument #N ($x) cannot be passed by reference" for a literal.
    pub(crate) fn by_ref_literal_error(&mut self) -> Unwind {
        let (fname, n, pname) = match self.rt.pending.last() {
            Some(p) => {
                let n = self.rt.sp - p.args_base;
                match p.func() {
                    Some(Func::Closure(c)) => match c.user_unit() {
                        Some(u) => (
                            s(&u.name),
                            n,
                            u.params.get(n).map(|pp| s(&pp.name)).unwrap_or_default(),
                        ),
                        None => (String::new(), n, String::new()),
                    },
                    Some(Func::User(u)) => (
                        s(&u.name),
                        n,
                        u.params.get(n).map(|pp| s(&pp.name)).unwrap_or_default(),
                    ),
                    Some(Func::Builtin(b)) => (
                        b.name.to_string(),
                        n,
                        b.sig
                            .params
                            .get(n)
                            .map(|pp| pp.name.to_string())
                            .unwrap_or_default(),
                    ),
                    None => (String::new(), n, String::new()),
                }
            }
            None => (String::new(), 0, String::new()),
        };
        self.throw(
            "Error",
            &format!(
                "{}(): Argument #{} (${}) cannot be passed by reference",
                fname,
                n + 1,
                pname
            ),
        )
    }
}

impl Vm {
    /// Why a value is not a valid callback, in php's words, looking into
    /// method callables (`[$obj, 'm']`, `'C::m'`).
    pub fn callback_error(&mut self, v: &Value) -> String {
        let method = match v.unref() {
            Value::Arr(a) => a.len() == 2,
            Value::Str(s) => s.as_bytes().windows(2).any(|w| w == b"::"),
            _ => false,
        };
        match method.then(|| self.method_callable(v)) {
            Some(Err(why)) => why,
            _ => self.callable_error_reason(v),
        }
    }

    /// Why a value is not a valid callback, in php's words.
    pub fn callable_error_reason(&self, v: &Value) -> String {
        match v {
            Value::Str(n) => format!(
                "function \"{}\" not found or invalid function name",
                s(n.as_bytes())
            ),
            Value::Arr(a) if a.len() != 2 => "array callback must have exactly two members".into(),
            Value::Arr(_) => "first array member is not a valid class name or object".into(),
            _ => "no array or string given".into(),
        }
    }
}

/// Drops a frame field that is usually None without calling its drop glue
/// then (one test inline instead of an outlined drop).
#[inline(always)]
fn release<T>(x: Option<T>) {
    if x.is_some() {
        drop(x);
    } else {
        std::mem::forget(x);
    }
}

/// An error thrown while a built-in's arguments were checked, with those
/// arguments in its trace's frame for the built-in.
fn with_trace_args(e: Unwind, args: &[Value], level: usize) -> Unwind {
    if let Unwind::Throw(o) = &e {
        crate::exception::fill_trace_args(o, args, level);
    }
    e
}

/// Whether php compiles a call of built-in `name` with `n` arguments to an
/// instruction of its own (zend_compile.c's special functions), so that
/// its argument errors have no frame for it in their traces.
fn compiled_inline(name: &str, n: usize) -> bool {
    matches!(
        (name, n),
        ("strlen" | "count" | "sizeof" | "get_class", 1)
            | ("array_key_exists" | "call_user_func_array", 2)
    )
}
