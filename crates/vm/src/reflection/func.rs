//! ReflectionFunctionAbstract, ReflectionFunction, ReflectionMethod and
//! ReflectionParameter: what a function, closure or method declares
//! (parameters, types, defaults, attributes, lines), calling it
//! (invoke/invokeArgs) and turning it into a Closure.
//!
//! Not here: type objects (types.rs), attributes (attr.rs).

use super::attr::{attributes, TARGET_FUNCTION, TARGET_METHOD, TARGET_PARAMETER};
use super::class::{class_arg, class_obj, php_modifiers, split_ns};
use super::types::{allows_null, opt_type, parse_type};
use super::{call_method_full, lossy, m, new_refl, refl_exc, s_val, set_prop, set_target};
use super::{split_args, target, FnRef, Target};
use crate::class::ext::{flags, ClassDef, MethodCtx, MethodDef};
use crate::class::{Class, Method, MethodBody, NO_CLASS};
use crate::runtime::{ClosureData, Func};
use crate::{Args, BResult, ConstVal, Unwind, Vm};
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::class::AttrDecl;
use tusk_bytecode::{CodeUnit, TypeInfo};
use tusk_value::{PArr, PObj, PStr, Value};

/// A ReflectionMethod for method `m` asked from class `c`.
pub(crate) fn method_obj(vm: &mut Vm, c: &Rc<Class>, m: &Rc<Method>) -> BResult {
    Ok(Value::Obj(new_refl(
        vm,
        "ReflectionMethod",
        Target::Func(FnRef::Method(c.clone(), m.clone())),
        &[
            ("name", Value::Str(m.name.clone())),
            ("class", Value::Str(m.scope_name.clone())),
        ],
    )?))
}

/// A ReflectionFunction for a function or closure.
pub(crate) fn function_obj(vm: &mut Vm, f: FnRef) -> BResult {
    let name = fn_name(&f);
    Ok(Value::Obj(new_refl(
        vm,
        "ReflectionFunction",
        Target::Func(f),
        &[("name", s_val(&name))],
    )?))
}

fn fn_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<FnRef, Unwind> {
    match target(vm, ctx)? {
        Target::Func(f) => Ok(f),
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

pub(crate) fn unit_of(f: &FnRef) -> Option<Arc<CodeUnit>> {
    match f {
        FnRef::User(u) => Some(u.clone()),
        FnRef::Closure(_, c) => c.user_unit().cloned(),
        FnRef::Method(_, m) => m.unit().cloned(),
        FnRef::Builtin(_) => None,
    }
}

pub(crate) fn fn_name(f: &FnRef) -> Vec<u8> {
    match f {
        FnRef::User(u) => u.name.to_vec(),
        FnRef::Builtin(b) => b.name.as_bytes().to_vec(),
        // A closure made from a named function or method is named after
        // it ("strlen", "m"); a closure literal after its unit
        // ("{closure}", "App\\{closure}").
        FnRef::Closure(_, c) => match (&c.fake, c.user_unit()) {
            (Some(n), _) => {
                let b = n.as_bytes();
                match b.windows(2).rposition(|w| w == b"::") {
                    Some(i) => b[i + 2..].to_vec(),
                    None => b.to_vec(),
                }
            }
            (None, Some(u)) => u.name.to_vec(),
            (None, None) => b"{closure}".to_vec(),
        },
        FnRef::Method(_, m) => m.name.as_bytes().to_vec(),
    }
}

/// One parameter, whichever kind of function declares it.
pub(crate) struct PInfo {
    pub name: Vec<u8>,
    pub ty: Option<TypeInfo>,
    pub variadic: bool,
    pub by_ref: bool,
    pub has_default: bool,
    pub attrs: Vec<AttrDecl>,
}

pub(crate) fn params_of(f: &FnRef) -> (Vec<PInfo>, usize) {
    if let Some(u) = unit_of(f) {
        let ps = u
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| PInfo {
                name: p.name.to_vec(),
                ty: p.ty.clone(),
                variadic: p.variadic,
                by_ref: p.by_ref,
                has_default: (p.default_const.is_some() || p.default_init.is_some())
                    && i >= u.required_params as usize,
                attrs: p.attrs.clone(),
            })
            .collect();
        return (ps, u.required_params as usize);
    }
    let sig = match f {
        FnRef::Builtin(b) => Some(&b.sig),
        FnRef::Method(_, m) => match &m.body {
            MethodBody::Ext(b) => Some(&b.sig),
            _ => None,
        },
        // Closure::fromCallable('strlen') and strlen(...): the built-in's.
        FnRef::Closure(_, c) => match &c.func {
            crate::runtime::ClosureFn::Builtin(b) => Some(&b.sig),
            crate::runtime::ClosureFn::Native(m) => match &m.body {
                MethodBody::Ext(b) => Some(&b.sig),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    match sig {
        Some(s) => (
            s.params
                .iter()
                .map(|p| PInfo {
                    name: p.name.as_bytes().to_vec(),
                    ty: parse_type(p.ty_text),
                    variadic: p.variadic,
                    by_ref: p.by_ref,
                    has_default: false,
                    attrs: Vec::new(),
                })
                .collect(),
            s.required,
        ),
        None => (Vec::new(), 0),
    }
}

/// The class scope a function's constant expressions run in.
fn scope_of(f: &FnRef) -> u32 {
    match f {
        FnRef::Method(_, m) => m.scope,
        FnRef::Closure(_, c) => c.scope,
        _ => NO_CLASS,
    }
}

fn get_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(s_val(&fn_name(&fn_of(vm, ctx)?)))
}
fn short_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let n = fn_name(&fn_of(vm, ctx)?);
    Ok(s_val(split_ns(&n).1))
}
fn namespace_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    if matches!(f, FnRef::Method(..)) {
        return Ok(s_val(b""));
    }
    let n = fn_name(&f);
    Ok(s_val(split_ns(&n).0))
}
fn in_namespace(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    Ok(Value::Bool(
        !matches!(f, FnRef::Method(..)) && fn_name(&f).contains(&b'\\'),
    ))
}

fn param_obj(vm: &mut Vm, f: &FnRef, i: usize, name: &[u8]) -> BResult {
    Ok(Value::Obj(new_refl(
        vm,
        "ReflectionParameter",
        Target::Param(f.clone(), i),
        &[("name", s_val(name))],
    )?))
}

fn get_parameters(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    let (ps, _) = params_of(&f);
    let mut out = Vec::with_capacity(ps.len());
    for (i, p) in ps.iter().enumerate() {
        out.push(param_obj(vm, &f, i, &p.name)?);
    }
    Ok(Value::Arr(PArr::from_values(out)))
}
fn num_params(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(params_of(&fn_of(vm, ctx)?).0.len() as i64))
}
fn num_required(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(params_of(&fn_of(vm, ctx)?).1 as i64))
}
fn return_type_of(f: &FnRef) -> Option<TypeInfo> {
    if let Some(u) = unit_of(f) {
        return u.return_type.clone();
    }
    None
}
fn get_return_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    opt_type(vm, return_type_of(&f).as_ref())
}
fn has_return_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(return_type_of(&fn_of(vm, ctx)?).is_some()))
}
fn returns_ref(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(
        unit_of(&fn_of(vm, ctx)?).is_some_and(|u| u.by_ref_return),
    ))
}
fn is_variadic(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(
        params_of(&fn_of(vm, ctx)?).0.iter().any(|p| p.variadic),
    ))
}
fn is_closure(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(matches!(fn_of(vm, ctx)?, FnRef::Closure(..))))
}
fn is_generator(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(
        unit_of(&fn_of(vm, ctx)?).is_some_and(|u| u.is_generator),
    ))
}
fn is_internal(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(unit_of(&fn_of(vm, ctx)?).is_none()))
}
fn is_user(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(unit_of(&fn_of(vm, ctx)?).is_some()))
}
fn false_m(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(false))
}
fn null_m(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Null)
}
fn is_static_fn(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(match fn_of(vm, ctx)? {
        FnRef::Method(_, m) => m.is_static(),
        FnRef::Closure(_, c) => {
            c.is_static
                || c.user_unit()
                    .is_some_and(|u| u.this_slot == tusk_bytecode::NONE)
        }
        _ => false,
    }))
}
fn doc_comment(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(
        match unit_of(&fn_of(vm, ctx)?).and_then(|u| u.doc_comment.clone()) {
            Some(d) => s_val(&d),
            None => Value::Bool(false),
        },
    )
}
fn file_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match unit_of(&fn_of(vm, ctx)?) {
        Some(u) => Value::from(&*u.file),
        None => Value::Bool(false),
    })
}
fn start_line(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match unit_of(&fn_of(vm, ctx)?) {
        Some(u) => Value::Int(u.line_start as i64),
        None => Value::Bool(false),
    })
}
fn end_line(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match unit_of(&fn_of(vm, ctx)?) {
        Some(u) => Value::Int(u.line_end as i64),
        None => Value::Bool(false),
    })
}
fn get_attributes(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    let list = unit_of(&f).map(|u| u.attrs.clone()).unwrap_or_default();
    let t = if matches!(f, FnRef::Method(..)) {
        TARGET_METHOD
    } else {
        TARGET_FUNCTION
    };
    attributes(vm, a, &list, scope_of(&f), t)
}
fn static_variables(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    let mut out = tusk_value::ArrayData::new();
    if let FnRef::Closure(_, c) = &f {
        let uses = c.user_unit().map(|u| u.uses.clone()).unwrap_or_default();
        for ((n, _), v) in uses.iter().zip(c.bound.iter()) {
            out.insert(tusk_value::Key::Str(PStr::new(n)), v.clone());
        }
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
fn closure_this(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match fn_of(vm, ctx)? {
        FnRef::Closure(_, c) => c.this.clone().map_or(Value::Null, Value::Obj),
        _ => Value::Null,
    })
}
fn closure_scope(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    match fn_of(vm, ctx)? {
        FnRef::Closure(_, c) if c.scope != NO_CLASS => match vm.class_by_id(c.scope) {
            Some(k) => class_obj(vm, &k),
            None => Ok(Value::Null),
        },
        _ => Ok(Value::Null),
    }
}

/// The class `static` means in the closure: `$this`'s class, else the
/// called class it was made with, else its scope.
fn closure_called(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let FnRef::Closure(_, c) = fn_of(vm, ctx)? else {
        return Ok(Value::Null);
    };
    let k = match &c.this {
        Some(o) => vm.obj_class(o),
        None if c.cls != NO_CLASS => vm.class_by_id(c.cls),
        None if c.scope != NO_CLASS => vm.class_by_id(c.scope),
        None => None,
    };
    match k {
        Some(k) => class_obj(vm, &k),
        None => Ok(Value::Null),
    }
}

// ----- ReflectionFunction -----

fn construct_fn(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let v = a.val(0).unref();
    let f = match &v {
        Value::Obj(o) => match o
            .internal()
            .and_then(|i| i.clone().downcast::<ClosureData>().ok())
        {
            Some(cd) => FnRef::Closure(o.clone(), cd),
            None => {
                return Err(vm.type_error(&format!(
                    "ReflectionFunction::__construct(): Argument #1 ($function) must be of type Closure|string, {} given",
                    crate::sig::type_name_for_error(&v)
                )))
            }
        },
        _ => {
            let n = vm.to_pstr(&v)?;
            named_function(vm, n.as_bytes())?
        }
    };
    let o = ctx.this();
    set_prop(o, "name", s_val(&fn_name(&f)));
    set_target(o, Target::Func(f));
    Ok(Value::Null)
}

fn func_of(f: &FnRef) -> Option<Func> {
    Some(match f {
        FnRef::User(u) => Func::User(u.clone()),
        FnRef::Builtin(b) => Func::Builtin(b.clone()),
        FnRef::Closure(_, c) => Func::Closure(c.clone()),
        FnRef::Method(..) => return None,
    })
}

fn fn_invoke(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    let args = a.all().to_vec();
    match func_of(&f) {
        Some(func) => vm.call_func(func, args, Vec::new()),
        None => Ok(Value::Null),
    }
}
fn fn_invoke_args(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fn_of(vm, ctx)?;
    let (pos, named) = match a.get(0) {
        Some(Value::Arr(arr)) => split_args(arr),
        _ => (Vec::new(), Vec::new()),
    };
    match func_of(&f) {
        Some(func) => vm.call_func(func, pos, named),
        None => Ok(Value::Null),
    }
}

/// A Closure object running `unit` with `$this`/scope.
fn closure_value(
    vm: &mut Vm,
    unit: Arc<CodeUnit>,
    this: Option<PObj>,
    scope: u32,
    cls: u32,
) -> Value {
    let is_static = this.is_none() && scope != NO_CLASS;
    vm.closure_value(ClosureData {
        func: crate::runtime::ClosureFn::User(unit),
        bound: Vec::new(),
        this,
        scope,
        cls,
        fake: None,
        statics_key: 0,
        statics: Vec::new(),
        is_static,
    })
}

fn fn_get_closure(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    match fn_of(vm, ctx)? {
        FnRef::Closure(o, _) => Ok(Value::Obj(o)),
        FnRef::User(u) => Ok(closure_value(vm, u, None, NO_CLASS, NO_CLASS)),
        _ => Err(vm.throw("Error", "Closures of internal functions are not supported")),
    }
}
fn is_anonymous(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(matches!(fn_of(vm, ctx)?, FnRef::Closure(..))))
}

// ----- ReflectionMethod -----

fn method_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<(Rc<Class>, Rc<Method>), Unwind> {
    match fn_of(vm, ctx)? {
        FnRef::Method(c, m) => Ok((c, m)),
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

fn construct_method(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let first = a.val(0).unref();
    let (cv, mname) = match a.get(1) {
        Some(Value::Str(n)) => (first, n.as_bytes().to_vec()),
        _ => {
            let s = match &first {
                Value::Str(s) => s.as_bytes().to_vec(),
                _ => Vec::new(),
            };
            match s.windows(2).position(|w| w == b"::") {
                Some(i) => (s_val(&s[..i]), s[i + 2..].to_vec()),
                None => {
                    return Err(vm.throw(
                        "ReflectionException",
                        "ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be a valid method name",
                    ))
                }
            }
        }
    };
    let c = class_arg(vm, &cv)?;
    let m = c
        .methods
        .get(&mname.to_ascii_lowercase()[..])
        .filter(|m| m.scope == c.id || m.flags & flags::PRIVATE == 0)
        .cloned();
    let Some(m) = m else {
        return Err(refl_exc(
            vm,
            &format!(
                "Method {}::{}() does not exist",
                lossy(c.name.as_bytes()),
                lossy(&mname)
            ),
        ));
    };
    let o = ctx.this();
    set_prop(o, "name", Value::Str(m.name.clone()));
    set_prop(o, "class", Value::Str(m.scope_name.clone()));
    set_target(o, Target::Func(FnRef::Method(c, m)));
    Ok(Value::Null)
}

fn flag(vm: &mut Vm, ctx: &MethodCtx, f: u32) -> BResult {
    Ok(Value::Bool(method_of(vm, ctx)?.1.flags & f != 0))
}
fn is_public(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag(vm, ctx, flags::PUBLIC)
}
fn is_private(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag(vm, ctx, flags::PRIVATE)
}
fn is_protected(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag(vm, ctx, flags::PROTECTED)
}
fn is_abstract(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag(vm, ctx, flags::ABSTRACT)
}
fn is_final(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag(vm, ctx, flags::FINAL)
}
fn is_constructor(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (_, m) = method_of(vm, ctx)?;
    Ok(Value::Bool(
        m.name.as_bytes().eq_ignore_ascii_case(b"__construct"),
    ))
}
fn is_destructor(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (_, m) = method_of(vm, ctx)?;
    Ok(Value::Bool(
        m.name.as_bytes().eq_ignore_ascii_case(b"__destruct"),
    ))
}
fn get_modifiers(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(php_modifiers(method_of(vm, ctx)?.1.flags)))
}
fn declaring_class(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, m) = method_of(vm, ctx)?;
    let d = vm.class_by_id(m.scope).unwrap_or(c);
    class_obj(vm, &d)
}
fn set_accessible(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Null)
}

/// The receiver of ReflectionMethod::invoke: ($this, called class).
fn receiver(
    vm: &mut Vm,
    c: &Rc<Class>,
    m: &Rc<Method>,
    obj: &Value,
) -> Result<(Option<PObj>, u32), Unwind> {
    let cname = lossy(m.scope_name.as_bytes());
    let mname = lossy(m.name.as_bytes());
    if m.is_abstract() {
        return Err(refl_exc(
            vm,
            &format!("Trying to invoke abstract method {cname}::{mname}()"),
        ));
    }
    if m.is_static() {
        return Ok((None, c.id));
    }
    let Value::Obj(o) = obj.unref() else {
        return Err(refl_exc(
            vm,
            &format!("Trying to invoke non static method {cname}::{mname}() without an object"),
        ));
    };
    let k = vm.obj_class(&o);
    if !k.as_ref().is_some_and(|k| k.is_subclass_of(m.scope)) {
        return Err(refl_exc(
            vm,
            "Given object is not an instance of the class this method was declared in",
        ));
    }
    let cls = k.map_or(c.id, |k| k.id);
    Ok((Some(o), cls))
}

fn method_invoke(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, m) = method_of(vm, ctx)?;
    let obj = a.val(0).clone();
    let (this, cls) = receiver(vm, &c, &m, &obj)?;
    let args = a.rest(1).to_vec();
    call_method_full(vm, &m, this, cls, args, Vec::new())
}
fn method_invoke_args(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, m) = method_of(vm, ctx)?;
    let obj = a.val(0).clone();
    let (this, cls) = receiver(vm, &c, &m, &obj)?;
    let (pos, named) = match a.get(1) {
        Some(Value::Arr(arr)) => split_args(arr),
        _ => (Vec::new(), Vec::new()),
    };
    call_method_full(vm, &m, this, cls, pos, named)
}
fn method_get_closure(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, m) = method_of(vm, ctx)?;
    let Some(u) = m.unit().cloned() else {
        return Err(vm.throw("Error", "Closures of internal methods are not supported"));
    };
    if m.is_static() {
        return Ok(closure_value(vm, u, None, m.scope, m.scope));
    }
    let obj = a.val(0).clone();
    let Value::Obj(o) = obj.unref() else {
        return Err(vm.value_error(
            "ReflectionMethod::getClosure(): Argument #1 ($object) cannot be null for non-static methods",
        ));
    };
    let k = vm.obj_class(&o);
    if !k.as_ref().is_some_and(|k| k.is_subclass_of(m.scope)) {
        return Err(refl_exc(
            vm,
            "Given object is not an instance of the class this method was declared in",
        ));
    }
    let cls = k.map_or(c.id, |k| k.id);
    Ok(closure_value(vm, u, Some(o), m.scope, cls))
}

/// The method `m` of class `d` overrides or implements: its parent's
/// (or that one's own prototype), else an interface's.
fn prototype(vm: &Vm, d: &Class, lname: &[u8]) -> Option<(Rc<Class>, Rc<Method>)> {
    if let Some(p) = &d.parent {
        if let Some(pm) = p.methods.get(lname) {
            if pm.flags & flags::PRIVATE == 0 {
                let decl = vm.class_by_id(pm.scope)?;
                return prototype(vm, &decl, lname).or(Some((decl, pm.clone())));
            }
        }
    }
    for i in &d.interfaces {
        if i.id == d.id {
            continue;
        }
        if let Some(im) = i.methods.get(lname) {
            if im.scope == i.id {
                return Some((i.clone(), im.clone()));
            }
        }
    }
    None
}

fn get_prototype(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, m) = method_of(vm, ctx)?;
    let d = vm.class_by_id(m.scope).unwrap_or(c);
    let lname = m.name.as_bytes().to_ascii_lowercase();
    match prototype(vm, &d, &lname) {
        Some((pc, pm)) => method_obj(vm, &pc, &pm),
        None => Err(refl_exc(
            vm,
            &format!(
                "Method {}::{} does not have a prototype",
                lossy(d.name.as_bytes()),
                lossy(m.name.as_bytes())
            ),
        )),
    }
}

fn has_prototype(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, m) = method_of(vm, ctx)?;
    let d = vm.class_by_id(m.scope).unwrap_or(c);
    let lname = m.name.as_bytes().to_ascii_lowercase();
    Ok(Value::Bool(prototype(vm, &d, &lname).is_some()))
}

// ----- ReflectionParameter -----

fn param_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<(FnRef, usize, PInfo, usize), Unwind> {
    match target(vm, ctx)? {
        Target::Param(f, i) => {
            let (mut ps, req) = params_of(&f);
            if i >= ps.len() {
                return Err(vm.throw(
                    "Error",
                    "Internal error: Failed to retrieve the reflection object",
                ));
            }
            let p = ps.swap_remove(i);
            Ok((f, i, p, req))
        }
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

fn construct_param(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let fv = a.val(0).unref();
    let f = match &fv {
        Value::Arr(arr) => {
            let d = arr.data();
            let (Some(cv), Some(mv)) = (d.get_int(0).cloned(), d.get_int(1).cloned()) else {
                return Err(refl_exc(
                    vm,
                    "Expected array($object, $method) or array($classname, $method)",
                ));
            };
            let c = class_arg(vm, &cv)?;
            let mn = vm.to_pstr(&mv)?;
            match c
                .methods
                .get(&mn.as_bytes().to_ascii_lowercase()[..])
                .cloned()
            {
                Some(m) => FnRef::Method(c, m),
                None => {
                    return Err(refl_exc(
                        vm,
                        &format!(
                            "Method {}::{}() does not exist",
                            lossy(c.name.as_bytes()),
                            lossy(mn.as_bytes())
                        ),
                    ))
                }
            }
        }
        Value::Obj(o) => match o
            .internal()
            .and_then(|i| i.clone().downcast::<ClosureData>().ok())
        {
            Some(cd) => FnRef::Closure(o.clone(), cd),
            None => return Err(refl_exc(vm, "Method __invoke does not exist")),
        },
        _ => {
            let n = vm.to_pstr(&fv)?;
            named_function(vm, n.as_bytes())?
        }
    };
    let (ps, _) = params_of(&f);
    let idx = match a.val(1).unref() {
        Value::Int(i) => {
            if i < 0 || i as usize >= ps.len() {
                return Err(refl_exc(
                    vm,
                    "The parameter specified by its offset could not be found",
                ));
            }
            i as usize
        }
        other => {
            let n = vm.to_pstr(&other)?;
            match ps.iter().position(|p| p.name == n.as_bytes()) {
                Some(i) => i,
                None => {
                    return Err(refl_exc(
                        vm,
                        "The parameter specified by its name could not be found",
                    ))
                }
            }
        }
    };
    let o = ctx.this();
    set_prop(o, "name", s_val(&ps[idx].name));
    set_target(o, Target::Param(f, idx));
    Ok(Value::Null)
}

fn p_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(s_val(&param_of(vm, ctx)?.2.name))
}
fn p_position(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(param_of(vm, ctx)?.1 as i64))
}
fn p_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let p = param_of(vm, ctx)?.2;
    opt_type(vm, p.ty.as_ref())
}
fn p_has_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(param_of(vm, ctx)?.2.ty.is_some()))
}
fn p_allows_null(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(
        param_of(vm, ctx)?.2.ty.as_ref().is_none_or(allows_null),
    ))
}
fn p_optional(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (_, i, p, req) = param_of(vm, ctx)?;
    Ok(Value::Bool(i >= req || p.variadic))
}
fn p_default_available(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(param_of(vm, ctx)?.2.has_default))
}
fn p_default(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (f, i, _, _) = param_of(vm, ctx)?;
    if let Some(u) = unit_of(&f) {
        let p = &u.params[i];
        if let Some(op) = p.default_const {
            return Ok(u.constant(op).clone());
        }
        if let Some(init) = p.default_init.clone() {
            return vm.eval_const_init(&init, scope_of(&f));
        }
    }
    Err(refl_exc(
        vm,
        "Internal error: Failed to retrieve the default value",
    ))
}
fn default_name_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<Option<Box<[u8]>>, Unwind> {
    let (f, i, p, _) = param_of(vm, ctx)?;
    if !p.has_default {
        return Err(refl_exc(
            vm,
            "Internal error: Failed to retrieve the default value",
        ));
    }
    Ok(unit_of(&f).and_then(|u| u.params[i].default_name.clone()))
}
fn p_default_is_const(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(default_name_of(vm, ctx)?.is_some()))
}
fn p_default_const_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match default_name_of(vm, ctx)? {
        Some(n) => s_val(&n),
        None => Value::Null,
    })
}
fn p_variadic(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(param_of(vm, ctx)?.2.variadic))
}
fn p_by_ref(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(param_of(vm, ctx)?.2.by_ref))
}
fn p_by_value(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(!param_of(vm, ctx)?.2.by_ref))
}
fn p_promoted(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (f, _, p, _) = param_of(vm, ctx)?;
    let FnRef::Method(_, m) = &f else {
        return Ok(Value::Bool(false));
    };
    if !m.name.as_bytes().eq_ignore_ascii_case(b"__construct") {
        return Ok(Value::Bool(false));
    }
    let Some(d) = vm.class_by_id(m.scope) else {
        return Ok(Value::Bool(false));
    };
    let promoted = d.prop_map.get(&p.name[..]).is_some_and(|i| {
        let pm = &d.props[*i as usize];
        pm.flags & flags::PROMOTED != 0 && pm.decl_class == d.id
    });
    Ok(Value::Bool(promoted))
}
fn p_attributes(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (f, _, p, _) = param_of(vm, ctx)?;
    attributes(vm, a, &p.attrs, scope_of(&f), TARGET_PARAMETER)
}
fn p_declaring_function(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (f, ..) = param_of(vm, ctx)?;
    match &f {
        FnRef::Method(c, m) => method_obj(vm, c, m),
        _ => function_obj(vm, f.clone()),
    }
}
fn p_declaring_class(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (f, ..) = param_of(vm, ctx)?;
    let scope = scope_of(&f);
    match vm.class_by_id(scope) {
        Some(c) if scope != NO_CLASS => class_obj(vm, &c),
        _ => Ok(Value::Null),
    }
}
fn p_class(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (f, _, p, _) = param_of(vm, ctx)?;
    vm.deprecated("Method ReflectionParameter::getClass() is deprecated");
    let name = match &p.ty {
        Some(TypeInfo::Named(n)) => n.clone(),
        Some(TypeInfo::Nullable(b)) => match &**b {
            TypeInfo::Named(n) => n.clone(),
            _ => return Ok(Value::Null),
        },
        _ => return Ok(Value::Null),
    };
    let scope = scope_of(&f);
    let c = match &*name.to_ascii_lowercase() {
        b"self" | b"static" => vm.class_by_id(scope),
        b"parent" => vm.class_by_id(scope).and_then(|c| c.parent.clone()),
        l if super::types::parse_type(&lossy(l))
            .is_some_and(|t| matches!(t, TypeInfo::Named(ref n) if n.iter().all(u8::is_ascii_lowercase) && super::types::is_builtin_name(&lossy(n)))) =>
        {
            return Ok(Value::Null)
        }
        _ => Some(class_arg(vm, &s_val(&name))?),
    };
    match c {
        Some(c) => class_obj(vm, &c),
        None => Ok(Value::Null),
    }
}
fn p_is_array(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let p = param_of(vm, ctx)?.2;
    vm.deprecated("Method ReflectionParameter::isArray() is deprecated");
    Ok(Value::Bool(p.ty.as_ref().is_some_and(|t| {
        let t = super::types::type_text(t);
        t == "array" || t == "?array"
    })))
}
fn p_is_callable(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let p = param_of(vm, ctx)?.2;
    vm.deprecated("Method ReflectionParameter::isCallable() is deprecated");
    Ok(Value::Bool(p.ty.as_ref().is_some_and(|t| {
        let t = super::types::type_text(t);
        t == "callable" || t == "?callable"
    })))
}

/// A default value as ReflectionParameter::__toString shows it.
fn default_text(vm: &mut Vm, v: &Value) -> String {
    match v.unref() {
        Value::Null | Value::Undef => "NULL".into(),
        Value::Bool(b) => if b { "true" } else { "false" }.into(),
        Value::Int(i) => i.to_string(),
        Value::Float(_) | Value::Obj(_) | Value::Res(_) | Value::Ref(_) => vm
            .to_pstr(v)
            .map(|s| lossy(s.as_bytes()))
            .unwrap_or_default(),
        Value::Str(s) => format!("'{}'", lossy(s.as_bytes())),
        Value::Arr(a) => {
            let list = a
                .data()
                .iter()
                .enumerate()
                .all(|(i, (k, _))| matches!(k, tusk_value::Key::Int(n) if n == i as i64));
            let items: Vec<(tusk_value::Key, Value)> =
                a.data().iter().map(|(k, v)| (k, v.clone())).collect();
            let parts: Vec<String> = items
                .iter()
                .map(|(k, v)| {
                    let val = default_text(vm, v);
                    if list {
                        val
                    } else {
                        match k {
                            tusk_value::Key::Int(n) => format!("{n} => {val}"),
                            tusk_value::Key::Str(s) => {
                                format!("'{}' => {}", lossy(s.as_bytes()), val)
                            }
                        }
                    }
                })
                .collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

fn p_to_string(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (f, i, p, req) = param_of(vm, ctx)?;
    let mut out = format!(
        "Parameter #{} [ <{}> ",
        i,
        if i >= req || p.variadic {
            "optional"
        } else {
            "required"
        }
    );
    if let Some(t) = &p.ty {
        out.push_str(&super::types::type_text(t));
        out.push(' ');
    }
    if p.by_ref {
        out.push('&');
    }
    if p.variadic {
        out.push_str("...");
    }
    out.push('$');
    out.push_str(&lossy(&p.name));
    if p.has_default {
        if let Some(u) = unit_of(&f) {
            let pi = &u.params[i];
            let v = match (pi.default_const, &pi.default_init) {
                (Some(op), _) => Some(u.constant(op).clone()),
                (None, Some(init)) => Some(vm.eval_const_init(&init.clone(), scope_of(&f))?),
                _ => None,
            };
            if let Some(n) = &pi.default_name {
                out.push_str(" = ");
                let lower = n.to_ascii_lowercase();
                let relative = [&b"self::"[..], b"parent::", b"static::"]
                    .iter()
                    .any(|p| lower.starts_with(p));
                let qualified = n
                    .windows(2)
                    .position(|w| w == b"::")
                    .is_some_and(|i| n[..i].contains(&b'\\'));
                if qualified && !relative {
                    out.push('\\');
                }
                out.push_str(&lossy(n));
            } else if let Some(v) = v {
                out.push_str(" = ");
                out.push_str(&default_text(vm, &v));
            }
        }
    }
    out.push_str(" ]");
    Ok(Value::from(out))
}

const FN_ABSTRACT_METHODS: &[MethodDef] = &[
    m("getName(): string", get_name),
    m("getShortName(): string", short_name),
    m("getNamespaceName(): string", namespace_name),
    m("inNamespace(): bool", in_namespace),
    m("getParameters(): array", get_parameters),
    m("getNumberOfParameters(): int", num_params),
    m("getNumberOfRequiredParameters(): int", num_required),
    m("getReturnType(): ?ReflectionType", get_return_type),
    m("hasReturnType(): bool", has_return_type),
    m("hasTentativeReturnType(): bool", false_m),
    m("getTentativeReturnType(): ?ReflectionType", null_m),
    m("returnsReference(): bool", returns_ref),
    m("isVariadic(): bool", is_variadic),
    m("isClosure(): bool", is_closure),
    m("isGenerator(): bool", is_generator),
    m("isInternal(): bool", is_internal),
    m("isUserDefined(): bool", is_user),
    m("isDeprecated(): bool", false_m),
    m("isStatic(): bool", is_static_fn),
    m("getDocComment(): string|false", doc_comment),
    m("getFileName(): string|false", file_name),
    m("getStartLine(): int|false", start_line),
    m("getEndLine(): int|false", end_line),
    m(
        "getAttributes(?string $name = null, int $flags = 0): array",
        get_attributes,
    ),
    m("getStaticVariables(): array", static_variables),
    m("getClosureUsedVariables(): array", static_variables),
    m("getClosureThis(): ?object", closure_this),
    m("getClosureScopeClass(): ?ReflectionClass", closure_scope),
    m("getClosureCalledClass(): ?ReflectionClass", closure_called),
    m("getExtension(): ?ReflectionExtension", null_m),
    m("getExtensionName(): string|false", false_m),
];

pub(crate) const FUNCTION_ABSTRACT: ClassDef = ClassDef {
    name: "ReflectionFunctionAbstract",
    flags: flags::ABSTRACT,
    interfaces: &["Reflector"],
    props: &[super::NAME_PROP],
    methods: FN_ABSTRACT_METHODS,
    payload: super::REFL_PAYLOAD,
    ..ClassDef::EMPTY
};

pub(crate) const FUNCTION: ClassDef = ClassDef {
    name: "ReflectionFunction",
    parent: Some("ReflectionFunctionAbstract"),
    consts: &[("IS_DEPRECATED", ConstVal::Int(2048))],
    methods: &[
        m("__construct(Closure|string $function)", construct_fn),
        m("invoke(mixed ...$args): mixed", fn_invoke),
        m("invokeArgs(array $args = []): mixed", fn_invoke_args),
        m("getClosure(): Closure", fn_get_closure),
        m("isAnonymous(): bool", is_anonymous),
        m("isDisabled(): bool", false_m),
    ],
    ..ClassDef::EMPTY
};

pub(crate) const METHOD: ClassDef = ClassDef {
    name: "ReflectionMethod",
    parent: Some("ReflectionFunctionAbstract"),
    consts: &[
        ("IS_STATIC", ConstVal::Int(16)),
        ("IS_PUBLIC", ConstVal::Int(1)),
        ("IS_PROTECTED", ConstVal::Int(2)),
        ("IS_PRIVATE", ConstVal::Int(4)),
        ("IS_ABSTRACT", ConstVal::Int(64)),
        ("IS_FINAL", ConstVal::Int(32)),
    ],
    props: &[super::CLASS_PROP],
    methods: &[
        m(
            "__construct(object|string $objectOrMethod, ?string $method = null)",
            construct_method,
        ),
        m("isPublic(): bool", is_public),
        m("isPrivate(): bool", is_private),
        m("isProtected(): bool", is_protected),
        m("isAbstract(): bool", is_abstract),
        m("isFinal(): bool", is_final),
        m("isConstructor(): bool", is_constructor),
        m("isDestructor(): bool", is_destructor),
        m("getModifiers(): int", get_modifiers),
        m("getDeclaringClass(): ReflectionClass", declaring_class),
        m("setAccessible(bool $accessible): void", set_accessible),
        m(
            "invoke(?object $object = null, mixed ...$args): mixed",
            method_invoke,
        ),
        m(
            "invokeArgs(?object $object = null, array $args = []): mixed",
            method_invoke_args,
        ),
        m(
            "getClosure(?object $object = null): Closure",
            method_get_closure,
        ),
        m("getPrototype(): ReflectionMethod", get_prototype),
        m("hasPrototype(): bool", has_prototype),
    ],
    ..ClassDef::EMPTY
};

pub(crate) const PARAMETER: ClassDef = ClassDef {
    name: "ReflectionParameter",
    interfaces: &["Reflector"],
    props: &[super::NAME_PROP],
    methods: &[
        m("__construct($function, int|string $param)", construct_param),
        m("getName(): string", p_name),
        m("getPosition(): int", p_position),
        m("getType(): ?ReflectionType", p_type),
        m("hasType(): bool", p_has_type),
        m("allowsNull(): bool", p_allows_null),
        m("isOptional(): bool", p_optional),
        m("isDefaultValueAvailable(): bool", p_default_available),
        m("getDefaultValue(): mixed", p_default),
        m("isDefaultValueConstant(): bool", p_default_is_const),
        m(
            "getDefaultValueConstantName(): ?string",
            p_default_const_name,
        ),
        m("isVariadic(): bool", p_variadic),
        m("isPassedByReference(): bool", p_by_ref),
        m("canBePassedByValue(): bool", p_by_value),
        m("isPromoted(): bool", p_promoted),
        m(
            "getAttributes(?string $name = null, int $flags = 0): array",
            p_attributes,
        ),
        m(
            "getDeclaringFunction(): ReflectionFunctionAbstract",
            p_declaring_function,
        ),
        m("getDeclaringClass(): ?ReflectionClass", p_declaring_class),
        m("getClass(): ?ReflectionClass", p_class),
        m("__toString(): string", p_to_string),
        m("isArray(): bool", p_is_array),
        m("isCallable(): bool", p_is_callable),
    ],
    payload: super::REFL_PAYLOAD,
    ..ClassDef::EMPTY
};

/// The function called `name` (a leading backslash allowed), or php's
/// ReflectionException.
fn named_function(vm: &mut Vm, name: &[u8]) -> Result<FnRef, Unwind> {
    let b = name.strip_prefix(b"\\").unwrap_or(name);
    Ok(match vm.lookup_function(&b.to_ascii_lowercase()) {
        Some(Func::User(u)) => FnRef::User(u),
        Some(Func::Builtin(bi)) => FnRef::Builtin(bi),
        Some(Func::Closure(c)) => match c.user_unit() {
            Some(u) => FnRef::User(u.clone()),
            None => return Err(vm.throw("ReflectionException", "Function does not exist")),
        },
        None => {
            return Err(refl_exc(
                vm,
                &format!("Function {}() does not exist", lossy(b)),
            ))
        }
    })
}
