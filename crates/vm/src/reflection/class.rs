//! ReflectionClass, ReflectionObject and ReflectionEnum: names, flags,
//! members in php's listing order (own members first, then inherited
//! ones, then interfaces'), instantiation, static properties.
//!
//! Not here: the member objects themselves (func.rs, prop.rs).

use super::attr::{attributes, TARGET_CLASS};
use super::func::method_obj;
use super::prop::{const_obj, prop_obj};
use super::{construct, lossy, m, new_refl, refl_exc, s_val, set_prop, set_target, split_args};
use super::{target, Target};
use crate::class::ext::{flags, ClassDef, MethodCtx, MethodDef};
use crate::class::{Class, Method};
use crate::{Args, BResult, ConstVal, Unwind, Vm};
use std::rc::Rc;
use tusk_bytecode::ClassKind;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};

/// The class a `object|string` argument names, or php's ReflectionException.
pub(crate) fn class_arg(vm: &mut Vm, v: &Value) -> Result<Rc<Class>, Unwind> {
    match v.unref() {
        Value::Obj(o) => match vm.obj_class(&o) {
            Some(c) => Ok(c),
            None => Err(refl_exc(vm, "Class does not exist")),
        },
        other => {
            let name = vm.to_pstr(&other)?;
            match vm.lookup_class_autoload(name.as_bytes())? {
                Some(c) => Ok(c),
                None => Err(refl_exc(
                    vm,
                    &format!("Class \"{}\" does not exist", lossy(name.as_bytes())),
                )),
            }
        }
    }
}

/// A ReflectionClass for `c`.
pub(crate) fn class_obj(vm: &mut Vm, c: &Rc<Class>) -> BResult {
    Ok(Value::Obj(new_refl(
        vm,
        "ReflectionClass",
        Target::Class(c.clone(), None),
        &[("name", Value::Str(c.name.clone()))],
    )?))
}

fn this_class(vm: &mut Vm, ctx: &MethodCtx) -> Result<(Rc<Class>, Option<PObj>), Unwind> {
    match target(vm, ctx)? {
        Target::Class(c, o) => Ok((c, o)),
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

fn cl(vm: &mut Vm, ctx: &MethodCtx) -> Result<Rc<Class>, Unwind> {
    Ok(this_class(vm, ctx)?.0)
}

/// A method is listed by a class unless it is a parent's private one.
fn visible_method(c: &Class, m: &Method) -> bool {
    m.scope == c.id || m.flags & flags::PRIVATE == 0
}

/// The methods of `c` in php's order (`method_order`: its own, then its
/// parent's, its traits', its interfaces'), without a parent's private ones.
pub(crate) fn method_list(c: &Rc<Class>) -> Vec<Rc<Method>> {
    c.method_order
        .iter()
        .filter_map(|ln| c.methods.get(ln))
        .filter(|m| visible_method(c, m) && m.flags & flags::HIDDEN == 0)
        .cloned()
        .collect()
}

/// One listed property: its name, declaring class and whether static.
pub(crate) struct PropItem {
    pub name: PStr,
    pub decl: u32,
    pub is_static: bool,
    pub flags: u32,
}

/// The declared properties of `c` in php's order: its own (in declaration
/// order), then the inherited non-private ones.
pub(crate) fn prop_list(c: &Rc<Class>) -> Vec<PropItem> {
    let mut out: Vec<PropItem> = Vec::new();
    let push = |out: &mut Vec<PropItem>, name: &[u8]| {
        if out.iter().any(|p| p.name.as_bytes() == name) {
            return;
        }
        if let Some(i) = c.prop_map.get(name) {
            let pm = &c.props[*i as usize];
            out.push(PropItem {
                name: pm.name.clone(),
                decl: pm.decl_class,
                is_static: false,
                flags: pm.flags,
            });
        } else if let Some(sp) = c.statics.get(name) {
            out.push(PropItem {
                name: PStr::new(name),
                decl: sp.decl_class,
                is_static: true,
                flags: sp.flags,
            });
        }
    };
    let mut chain = Vec::new();
    let mut cur = Some(c.clone());
    while let Some(k) = cur {
        cur = k.parent.clone();
        chain.push(k);
    }
    for (depth, k) in chain.iter().enumerate() {
        let mut names: Vec<Box<[u8]>> = Vec::new();
        if let Some(d) = &k.decl {
            names.extend(d.props.iter().map(|p| p.name.clone()));
        }
        for pm in &k.props {
            if pm.decl_class == k.id {
                names.push(pm.name.as_bytes().into());
            }
        }
        for n in &k.static_order {
            names.push(n.clone());
        }
        for n in names {
            let before = out.len();
            push(&mut out, &n);
            if out.len() > before {
                let p = &out[before];
                if p.decl != k.id || (depth > 0 && p.flags & flags::PRIVATE != 0) {
                    out.pop();
                }
            }
        }
    }
    out
}

/// The constants of `c` in php's order (own, parents', interfaces').
pub(crate) fn const_list(c: &Rc<Class>) -> Vec<Box<[u8]>> {
    let mut out: Vec<Box<[u8]>> = Vec::new();
    let mut cur = Some(c.clone());
    let mut first = true;
    while let Some(k) = cur {
        let mut names = k.const_order.clone();
        if let Some(d) = &k.decl {
            let line = |n: &[u8]| {
                d.consts
                    .iter()
                    .find(|x| &*x.name == n)
                    .map(|x| x.line)
                    .or_else(|| d.cases.iter().find(|x| &*x.name == n).map(|x| x.line))
                    .unwrap_or(u32::MAX)
            };
            names.sort_by_key(|n| line(n));
        }
        for n in &names {
            if let Some(kc) = c.consts.get(n) {
                if kc.decl_class == k.id
                    && (first || kc.flags & flags::PRIVATE == 0)
                    && !out.contains(n)
                {
                    out.push(n.clone());
                }
            }
        }
        first = false;
        cur = k.parent.clone();
    }
    for n in &c.const_order {
        if let Some(kc) = c.consts.get(n) {
            if (kc.decl_class == c.id || kc.flags & flags::PRIVATE == 0) && !out.contains(n) {
                out.push(n.clone());
            }
        }
    }
    out
}

fn construct_m(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let v = a.val(0).clone();
    let c = class_arg(vm, &v)?;
    let o = ctx.this();
    set_prop(o, "name", Value::Str(c.name.clone()));
    set_target(o, Target::Class(c, None));
    Ok(Value::Null)
}

fn construct_obj(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let v = a.val(0).clone();
    let c = class_arg(vm, &v)?;
    let obj = match v.unref() {
        Value::Obj(o) => Some(o),
        _ => None,
    };
    let o = ctx.this();
    set_prop(o, "name", Value::Str(c.name.clone()));
    set_target(o, Target::Class(c, obj));
    Ok(Value::Null)
}

fn construct_enum(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let v = a.val(0).clone();
    let c = class_arg(vm, &v)?;
    if c.kind != ClassKind::Enum {
        return Err(refl_exc(
            vm,
            &format!("Class \"{}\" is not an enum", lossy(c.name.as_bytes())),
        ));
    }
    let o = ctx.this();
    set_prop(o, "name", Value::Str(c.name.clone()));
    set_target(o, Target::Class(c, None));
    Ok(Value::Null)
}

fn get_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(cl(vm, ctx)?.name.clone()))
}

/// (namespace, short name) of a qualified name.
pub(crate) fn split_ns(n: &[u8]) -> (&[u8], &[u8]) {
    match n.iter().rposition(|&b| b == b'\\') {
        Some(i) => (&n[..i], &n[i + 1..]),
        None => (b"", n),
    }
}

fn short_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(s_val(split_ns(c.name.as_bytes()).1))
}
fn namespace_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(s_val(split_ns(c.name.as_bytes()).0))
}
fn in_namespace(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(Value::Bool(c.name.as_bytes().contains(&b'\\')))
}
fn is_internal(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(cl(vm, ctx)?.decl.is_none()))
}
fn is_user(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(cl(vm, ctx)?.decl.is_some()))
}
fn is_anonymous(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    // Named "Parent@anonymous\0file:line$n" (or "class@anonymous...").
    Ok(Value::Bool(
        c.name.as_bytes().windows(11).any(|w| w == b"@anonymous\0"),
    ))
}
fn ctor_public(c: &Class) -> bool {
    // Closure has a private constructor in php.
    if &*c.lname == b"closure" {
        return false;
    }
    c.magic
        .ctor
        .as_ref()
        .is_none_or(|m| m.flags & flags::PUBLIC != 0)
}
fn is_abstract_class(c: &Class) -> bool {
    c.flags & flags::ABSTRACT != 0
        || (c.kind != ClassKind::Enum && c.methods.values().any(|m| m.is_abstract()))
}
fn is_instantiable(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(Value::Bool(
        c.kind == ClassKind::Class && !is_abstract_class(&c) && ctor_public(&c),
    ))
}
fn is_cloneable(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let clone_ok = c
        .magic
        .clone
        .as_ref()
        .is_none_or(|m| m.flags & flags::PUBLIC != 0);
    Ok(Value::Bool(
        c.kind == ClassKind::Class && !is_abstract_class(&c) && clone_ok,
    ))
}
fn file_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match &cl(vm, ctx)?.decl {
        Some(d) => Value::from(&*d.file),
        None => Value::Bool(false),
    })
}
fn start_line(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match &cl(vm, ctx)?.decl {
        Some(d) => Value::Int(d.line as i64),
        None => Value::Bool(false),
    })
}
fn end_line(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match &cl(vm, ctx)?.decl {
        Some(d) => Value::Int(d.end_line as i64),
        None => Value::Bool(false),
    })
}
fn doc_comment(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(
        match cl(vm, ctx)?
            .decl
            .as_ref()
            .and_then(|d| d.doc_comment.clone())
        {
            Some(d) => s_val(&d),
            None => Value::Bool(false),
        },
    )
}
fn get_constructor(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    match c.magic.ctor.clone() {
        Some(m) => method_obj(vm, &c, &m),
        None => Ok(Value::Null),
    }
}
fn find_method(c: &Class, name: &[u8]) -> Option<Rc<Method>> {
    c.methods.get(&name.to_ascii_lowercase()[..]).cloned()
}
fn has_method(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(Value::Bool(find_method(&c, a.bytes(0)).is_some()))
}
fn get_method(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    match find_method(&c, a.bytes(0)) {
        Some(m) => method_obj(vm, &c, &m),
        None => Err(refl_exc(
            vm,
            &format!(
                "Method {}::{}() does not exist",
                lossy(c.name.as_bytes()),
                lossy(a.bytes(0))
            ),
        )),
    }
}

/// php's ReflectionMethod::IS_* bits of a member's flags.
pub(crate) fn php_modifiers(f: u32) -> i64 {
    let mut m = (f & flags::VIS_MASK) as i64;
    if f & flags::STATIC != 0 {
        m |= 16;
    }
    if f & flags::FINAL != 0 {
        m |= 32;
    }
    if f & flags::ABSTRACT != 0 {
        m |= 64;
    }
    if f & flags::READONLY != 0 {
        m |= 128;
    }
    m
}

fn get_methods(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let filter = a.get(0).and_then(|v| match v {
        Value::Int(i) => Some(*i),
        _ => None,
    });
    let mut out = Vec::new();
    for m in method_list(&c) {
        if filter.is_some_and(|f| php_modifiers(m.flags) & f == 0) {
            continue;
        }
        out.push(method_obj(vm, &c, &m)?);
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

fn dynamic_names(o: &Option<PObj>) -> Vec<PStr> {
    let Some(o) = o else { return Vec::new() };
    o.0.props
        .borrow()
        .dynamic
        .iter()
        .map(|(k, _)| match k {
            Key::Str(s) => s.clone(),
            Key::Int(i) => PStr::from(i.to_string()),
        })
        .collect()
}

fn has_property(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, o) = this_class(vm, ctx)?;
    let n = a.bytes(0);
    Ok(Value::Bool(
        prop_list(&c).iter().any(|p| p.name.as_bytes() == n)
            || dynamic_names(&o).iter().any(|d| d.as_bytes() == n),
    ))
}
fn get_property(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, o) = this_class(vm, ctx)?;
    let n = a.str(0).clone();
    if let Some(p) = prop_list(&c)
        .into_iter()
        .find(|p| p.name.as_bytes() == n.as_bytes())
    {
        let decl = vm.class_by_id(p.decl).unwrap_or(c.clone());
        return prop_obj(vm, &decl, &p.name, p.is_static, false);
    }
    if dynamic_names(&o)
        .iter()
        .any(|d| d.as_bytes() == n.as_bytes())
    {
        return prop_obj(vm, &c, &n, false, true);
    }
    Err(refl_exc(
        vm,
        &format!(
            "Property {}::${} does not exist",
            lossy(c.name.as_bytes()),
            lossy(n.as_bytes())
        ),
    ))
}
fn get_properties(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, o) = this_class(vm, ctx)?;
    let filter = a.get(0).and_then(|v| match v {
        Value::Int(i) => Some(*i),
        _ => None,
    });
    let mut out = Vec::new();
    for p in prop_list(&c) {
        let mut f = php_modifiers(p.flags);
        if p.is_static {
            f |= 16;
        }
        if filter.is_some_and(|x| f & x == 0) {
            continue;
        }
        let decl = vm.class_by_id(p.decl).unwrap_or(c.clone());
        out.push(prop_obj(vm, &decl, &p.name, p.is_static, false)?);
    }
    if filter.is_none_or(|x| x & 1 != 0) {
        for n in dynamic_names(&o) {
            out.push(prop_obj(vm, &c, &n, false, true)?);
        }
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

fn has_constant(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(Value::Bool(
        const_list(&c).iter().any(|n| &**n == a.bytes(0)),
    ))
}
fn get_constants(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let filter = a.get(0).and_then(|v| match v {
        Value::Int(i) => Some(*i),
        _ => None,
    });
    let mut out = ArrayData::new();
    for n in const_list(&c) {
        let f = c.consts.get(&n).map_or(0, |k| k.flags);
        if filter.is_some_and(|x| php_modifiers(f) & x == 0) {
            continue;
        }
        let v = vm.class_constant(&c, &n)?.unwrap_or(Value::Null);
        out.insert(Key::Str(PStr::new(&n)), v);
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
fn get_reflection_constants(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let filter = a.get(0).and_then(|v| match v {
        Value::Int(i) => Some(*i),
        _ => None,
    });
    let mut out = Vec::new();
    for n in const_list(&c) {
        let f = c.consts.get(&n).map_or(0, |k| k.flags);
        if filter.is_some_and(|x| php_modifiers(f) & x == 0) {
            continue;
        }
        out.push(const_obj(vm, &c, &n)?);
    }
    Ok(Value::Arr(PArr::from_values(out)))
}
fn get_constant(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let n = a.bytes(0).to_vec();
    if !const_list(&c).iter().any(|x| **x == *n) {
        return Ok(Value::Bool(false));
    }
    Ok(vm.class_constant(&c, &n)?.unwrap_or(Value::Bool(false)))
}
fn get_reflection_constant(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let n = a.bytes(0).to_vec();
    if !const_list(&c).iter().any(|x| **x == *n) {
        return Ok(Value::Bool(false));
    }
    const_obj(vm, &c, &n)
}

fn get_interfaces(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let mut out = ArrayData::new();
    for i in &c.interfaces {
        let o = class_obj(vm, i)?;
        out.insert(Key::Str(i.name.clone()), o);
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
fn get_interface_names(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let v = c
        .interfaces
        .iter()
        .map(|i| Value::Str(i.name.clone()))
        .collect();
    Ok(Value::Arr(PArr::from_values(v)))
}
fn trait_classes(vm: &mut Vm, c: &Class) -> Vec<(Box<[u8]>, Option<Rc<Class>>)> {
    let Some(d) = &c.decl else {
        return Vec::new();
    };
    d.traits
        .iter()
        .map(|t| (t.clone(), vm.find_class(t)))
        .collect()
}
fn get_traits(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let mut out = ArrayData::new();
    for (n, t) in trait_classes(vm, &c) {
        if let Some(t) = t {
            let o = class_obj(vm, &t)?;
            out.insert(Key::Str(t.name.clone()), o);
        } else {
            out.insert(Key::Str(PStr::new(&n)), Value::Null);
        }
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
fn get_trait_names(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let v = trait_classes(vm, &c)
        .into_iter()
        .map(|(n, t)| match t {
            Some(t) => Value::Str(t.name.clone()),
            None => s_val(&n),
        })
        .collect();
    Ok(Value::Arr(PArr::from_values(v)))
}
fn is_interface(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(cl(vm, ctx)?.kind == ClassKind::Interface))
}
fn is_trait(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(cl(vm, ctx)?.kind == ClassKind::Trait))
}
fn is_enum(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(cl(vm, ctx)?.kind == ClassKind::Enum))
}
fn is_abstract(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(Value::Bool(is_abstract_class(&c)))
}
fn is_final(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(Value::Bool(
        c.flags & flags::FINAL != 0 || c.kind == ClassKind::Enum,
    ))
}
fn is_readonly(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(cl(vm, ctx)?.flags & flags::READONLY != 0))
}
fn get_modifiers(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let mut m = 0;
    if c.flags & flags::ABSTRACT != 0 {
        m |= 64;
    } else if c.kind == ClassKind::Class && is_abstract_class(&c) {
        m |= 16;
    }
    if c.flags & flags::FINAL != 0 || c.kind == ClassKind::Enum {
        m |= 32;
    }
    if c.flags & flags::READONLY != 0 {
        m |= 65536;
    }
    Ok(Value::Int(m))
}
fn is_instance(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let Value::Obj(o) = a.val(0).unref() else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(
        vm.obj_class(&o).is_some_and(|k| k.is_subclass_of(c.id)),
    ))
}
fn new_instance(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let args = a.all().iter().map(|v| v.unref()).collect();
    Ok(Value::Obj(construct(vm, &c, args, Vec::new())?))
}
fn new_instance_args(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let (pos, named) = match a.get(0) {
        Some(Value::Arr(arr)) => split_args(arr),
        _ => (Vec::new(), Vec::new()),
    };
    Ok(Value::Obj(construct(vm, &c, pos, named)?))
}
fn new_without_ctor(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    if c.decl.is_none() && c.flags & flags::FINAL != 0 {
        return Err(refl_exc(
            vm,
            &format!(
                "Class {} is an internal class marked as final that cannot be instantiated without invoking its constructor",
                lossy(c.name.as_bytes())
            ),
        ));
    }
    Ok(Value::Obj(vm.instantiate(&c)?))
}
fn get_parent(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    match &c.parent {
        Some(p) => class_obj(vm, &p.clone()),
        None => Ok(Value::Bool(false)),
    }
}
fn is_subclass_of(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let v = a.val(0).clone();
    let other = match &v {
        Value::Obj(o) => match super::refl_target(o) {
            Target::Class(k, _) => k,
            _ => class_arg(vm, &v)?,
        },
        _ => class_arg(vm, &v)?,
    };
    Ok(Value::Bool(c.id != other.id && c.is_subclass_of(other.id)))
}
fn implements_interface(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let v = a.val(0).clone();
    let i = match &v {
        Value::Obj(o) => match super::refl_target(o) {
            Target::Class(k, _) => k,
            _ => class_arg(vm, &v)?,
        },
        _ => {
            let name = vm.to_pstr(&v)?;
            match vm.lookup_class_autoload(name.as_bytes())? {
                Some(k) => k,
                None => {
                    return Err(refl_exc(
                        vm,
                        &format!("Interface \"{}\" does not exist", lossy(name.as_bytes())),
                    ))
                }
            }
        }
    };
    if i.kind != ClassKind::Interface {
        return Err(refl_exc(
            vm,
            &format!("{} is not an interface", lossy(i.name.as_bytes())),
        ));
    }
    Ok(Value::Bool(c.is_subclass_of(i.id)))
}
fn is_iterable(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    if c.kind != ClassKind::Class || is_abstract_class(&c) {
        return Ok(Value::Bool(false));
    }
    let t = vm.find_class(b"Traversable").map_or(u32::MAX, |t| t.id);
    Ok(Value::Bool(c.is_subclass_of(t)))
}

fn static_names(c: &Rc<Class>) -> Vec<(PStr, u32)> {
    prop_list(c)
        .into_iter()
        .filter(|p| p.is_static)
        .map(|p| (p.name, p.decl))
        .collect()
}
fn static_value(vm: &mut Vm, c: &Rc<Class>, name: &[u8], decl: u32) -> Result<Value, Unwind> {
    let r = super::in_scope(vm, decl, |vm| vm.static_prop(c, name, true))?;
    Ok(r.map(|r| r.get()).unwrap_or(Value::Null))
}
fn get_static_properties(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let mut out = ArrayData::new();
    for (n, decl) in static_names(&c) {
        let v = static_value(vm, &c, n.as_bytes(), decl)?;
        if v.is_undef() {
            continue;
        }
        out.insert(Key::Str(n), v);
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
fn get_static_property_value(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let n = a.bytes(0).to_vec();
    if let Some((_, decl)) = static_names(&c)
        .into_iter()
        .find(|(x, _)| x.as_bytes() == n)
    {
        let v = static_value(vm, &c, &n, decl)?;
        if !v.is_undef() {
            return Ok(v);
        }
    }
    if a.len() > 1 {
        return Ok(a.val(1).clone());
    }
    Err(refl_exc(
        vm,
        &format!(
            "Property {}::${} does not exist",
            lossy(c.name.as_bytes()),
            lossy(&n)
        ),
    ))
}
fn set_static_property_value(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let n = a.bytes(0).to_vec();
    let Some((_, decl)) = static_names(&c)
        .into_iter()
        .find(|(x, _)| x.as_bytes() == n)
    else {
        return Err(refl_exc(
            vm,
            &format!(
                "Class {} does not have a property named {}",
                lossy(c.name.as_bytes()),
                lossy(&n)
            ),
        ));
    };
    let v = a.val(1).unref();
    let sp = c.statics.get(&n[..]).cloned();
    let r = super::in_scope(vm, decl, |vm| vm.static_prop(&c, &n, true))?;
    if let (Some(r), Some(sp)) = (r, sp) {
        let v = match &sp.ty {
            Some(t) => vm.check_prop_type(v, t, &c.name, &n)?,
            None => v,
        };
        r.set(v);
    }
    Ok(Value::Null)
}
fn get_default_properties(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let mut out = ArrayData::new();
    let mut list = prop_list(&c);
    list.sort_by_key(|p| !p.is_static);
    for p in list {
        let v = super::prop::default_of(vm, &c, &p.name, p.is_static)?;
        if let Some(v) = v {
            out.insert(Key::Str(p.name.clone()), v);
        }
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
fn get_attributes(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let list = c.decl.as_ref().map(|d| d.attrs.clone()).unwrap_or_default();
    attributes(vm, a, &list, c.id, TARGET_CLASS)
}
fn get_extension(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Null)
}
fn get_extension_name(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(false))
}

// ----- ReflectionEnum -----

fn case_names(c: &Rc<Class>) -> Vec<Box<[u8]>> {
    c.const_order
        .iter()
        .filter(|n| c.consts.get(*n).is_some_and(|k| k.is_case))
        .cloned()
        .collect()
}
fn case_obj(vm: &mut Vm, c: &Rc<Class>, n: &[u8]) -> BResult {
    let cls = if c.enum_int.is_some() {
        "ReflectionEnumBackedCase"
    } else {
        "ReflectionEnumUnitCase"
    };
    Ok(Value::Obj(new_refl(
        vm,
        cls,
        Target::Const(c.clone(), PStr::new(n)),
        &[("name", s_val(n)), ("class", Value::Str(c.name.clone()))],
    )?))
}
fn get_cases(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let mut out = Vec::new();
    for n in case_names(&c) {
        out.push(case_obj(vm, &c, &n)?);
    }
    Ok(Value::Arr(PArr::from_values(out)))
}
fn get_case(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    let n = a.bytes(0).to_vec();
    if case_names(&c).iter().any(|x| **x == *n) {
        return case_obj(vm, &c, &n);
    }
    let msg = if c.consts.contains_key(&n[..]) {
        format!("{}::{} is not a case", lossy(c.name.as_bytes()), lossy(&n))
    } else {
        format!(
            "Case {}::{} does not exist",
            lossy(c.name.as_bytes()),
            lossy(&n)
        )
    };
    Err(refl_exc(vm, &msg))
}
fn has_case(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    Ok(Value::Bool(
        case_names(&c).iter().any(|x| **x == *a.bytes(0)),
    ))
}
fn is_backed(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(cl(vm, ctx)?.enum_int.is_some()))
}
fn backing_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = cl(vm, ctx)?;
    match c.enum_int {
        Some(i) => {
            let t = tusk_bytecode::TypeInfo::Named(if i {
                (*b"int").into()
            } else {
                (*b"string").into()
            });
            super::types::type_object(vm, &t)
        }
        None => Ok(Value::Null),
    }
}

const IS_IMPLICIT_ABSTRACT: ConstVal = ConstVal::Int(16);
const IS_EXPLICIT_ABSTRACT: ConstVal = ConstVal::Int(64);
const IS_FINAL: ConstVal = ConstVal::Int(32);
const IS_READONLY: ConstVal = ConstVal::Int(65536);

const CLASS_METHODS: &[MethodDef] = &[
    m("__construct(object|string $objectOrClass)", construct_m),
    m("getName(): string", get_name),
    m("getShortName(): string", short_name),
    m("getNamespaceName(): string", namespace_name),
    m("inNamespace(): bool", in_namespace),
    m("isInternal(): bool", is_internal),
    m("isUserDefined(): bool", is_user),
    m("isAnonymous(): bool", is_anonymous),
    m("isInstantiable(): bool", is_instantiable),
    m("isCloneable(): bool", is_cloneable),
    m("getFileName(): string|false", file_name),
    m("getStartLine(): int|false", start_line),
    m("getEndLine(): int|false", end_line),
    m("getDocComment(): string|false", doc_comment),
    m("getConstructor(): ?ReflectionMethod", get_constructor),
    m("hasMethod(string $name): bool", has_method),
    m("getMethod(string $name): ReflectionMethod", get_method),
    m("getMethods(?int $filter = null): array", get_methods),
    m("hasProperty(string $name): bool", has_property),
    m(
        "getProperty(string $name): ReflectionProperty",
        get_property,
    ),
    m("getProperties(?int $filter = null): array", get_properties),
    m("hasConstant(string $name): bool", has_constant),
    m("getConstants(?int $filter = null): array", get_constants),
    m(
        "getReflectionConstants(?int $filter = null): array",
        get_reflection_constants,
    ),
    m("getConstant(string $name): mixed", get_constant),
    m(
        "getReflectionConstant(string $name): ReflectionClassConstant|false",
        get_reflection_constant,
    ),
    m("getInterfaces(): array", get_interfaces),
    m("getInterfaceNames(): array", get_interface_names),
    m("isInterface(): bool", is_interface),
    m("getTraits(): array", get_traits),
    m("getTraitNames(): array", get_trait_names),
    m("isTrait(): bool", is_trait),
    m("isEnum(): bool", is_enum),
    m("isAbstract(): bool", is_abstract),
    m("isFinal(): bool", is_final),
    m("isReadOnly(): bool", is_readonly),
    m("getModifiers(): int", get_modifiers),
    m("isInstance(object $object): bool", is_instance),
    m("newInstance(mixed ...$args): object", new_instance),
    m("newInstanceWithoutConstructor(): object", new_without_ctor),
    m(
        "newInstanceArgs(array $args = []): ?object",
        new_instance_args,
    ),
    m("getParentClass(): ReflectionClass|false", get_parent),
    m(
        "isSubclassOf(ReflectionClass|string $class): bool",
        is_subclass_of,
    ),
    m("getStaticProperties(): ?array", get_static_properties),
    m(
        "getStaticPropertyValue(string $name, mixed $default = UNKNOWN): mixed",
        get_static_property_value,
    ),
    m(
        "setStaticPropertyValue(string $name, mixed $value): void",
        set_static_property_value,
    ),
    m("getDefaultProperties(): array", get_default_properties),
    m("isIterable(): bool", is_iterable),
    m("isIterateable(): bool", is_iterable),
    m(
        "implementsInterface(ReflectionClass|string $interface): bool",
        implements_interface,
    ),
    m("getExtension(): ?ReflectionExtension", get_extension),
    m("getExtensionName(): string|false", get_extension_name),
    m(
        "getAttributes(?string $name = null, int $flags = 0): array",
        get_attributes,
    ),
];

pub(crate) const CLASS: ClassDef = ClassDef {
    name: "ReflectionClass",
    interfaces: &["Reflector"],
    consts: &[
        ("IS_IMPLICIT_ABSTRACT", IS_IMPLICIT_ABSTRACT),
        ("IS_EXPLICIT_ABSTRACT", IS_EXPLICIT_ABSTRACT),
        ("IS_FINAL", IS_FINAL),
        ("IS_READONLY", IS_READONLY),
    ],
    props: &[super::NAME_PROP],
    methods: CLASS_METHODS,
    payload: super::REFL_PAYLOAD,
    ..ClassDef::EMPTY
};

pub(crate) const OBJECT: ClassDef = ClassDef {
    name: "ReflectionObject",
    parent: Some("ReflectionClass"),
    methods: &[m("__construct(object $object)", construct_obj)],
    ..ClassDef::EMPTY
};

pub(crate) const ENUM: ClassDef = ClassDef {
    name: "ReflectionEnum",
    parent: Some("ReflectionClass"),
    methods: &[
        m("__construct(object|string $objectOrClass)", construct_enum),
        m("getCases(): array", get_cases),
        m("getCase(string $name): ReflectionEnumUnitCase", get_case),
        m("hasCase(string $name): bool", has_case),
        m("isBacked(): bool", is_backed),
        m("getBackingType(): ?ReflectionNamedType", backing_type),
    ],
    ..ClassDef::EMPTY
};
