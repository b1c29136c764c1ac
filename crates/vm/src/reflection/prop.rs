//! ReflectionProperty, ReflectionClassConstant and the enum case kinds
//! (ReflectionEnumUnitCase, ReflectionEnumBackedCase): metadata, defaults,
//! attributes, and reading/writing properties from the declaring class's
//! scope (reflection ignores visibility since php 8.1).
//!
//! Not here: the listing of a class's members (class.rs).

use super::attr::{attributes, TARGET_CLASS_CONSTANT, TARGET_PROPERTY};
use super::class::{class_arg, class_obj, const_list, php_modifiers, prop_list};
use super::{in_scope, lossy, m, new_refl, refl_exc, s_val, set_prop, set_target, target, Target};
use crate::class::ext::{flags, ClassDef, MethodCtx};
use crate::class::Class;
use crate::{Args, BResult, ConstVal, Unwind, Vm};
use std::rc::Rc;
use tusk_bytecode::class::{AttrDecl, PropDecl};
use tusk_bytecode::{ConstInit, TypeInfo};
use tusk_value::{PObj, PStr, Value};

/// A ReflectionProperty for property `name` declared in `decl`.
pub(crate) fn prop_obj(
    vm: &mut Vm,
    decl: &Rc<Class>,
    name: &PStr,
    is_static: bool,
    dynamic: bool,
) -> BResult {
    Ok(Value::Obj(new_refl(
        vm,
        "ReflectionProperty",
        Target::Prop(decl.clone(), name.clone(), is_static, dynamic),
        &[
            ("name", Value::Str(name.clone())),
            ("class", Value::Str(decl.name.clone())),
        ],
    )?))
}

/// A ReflectionClassConstant for constant `name` of `c`.
pub(crate) fn const_obj(vm: &mut Vm, c: &Rc<Class>, name: &[u8]) -> BResult {
    let decl = c
        .consts
        .get(name)
        .and_then(|k| vm.class_by_id(k.decl_class))
        .unwrap_or_else(|| c.clone());
    Ok(Value::Obj(new_refl(
        vm,
        "ReflectionClassConstant",
        Target::Const(decl.clone(), PStr::new(name)),
        &[
            ("name", s_val(name)),
            ("class", Value::Str(decl.name.clone())),
        ],
    )?))
}

/// The compiled declaration of property `name` of `c` (own or from a trait).
pub(crate) fn find_prop_decl(vm: &Vm, c: &Class, name: &[u8]) -> Option<PropDecl> {
    let d = c.decl.as_ref()?;
    if let Some(p) = d.props.iter().find(|p| &*p.name == name) {
        return Some(p.clone());
    }
    for t in &d.traits {
        if let Some(tc) = vm.find_class(t) {
            if let Some(p) = find_prop_decl(vm, &tc, name) {
                return Some(p);
            }
        }
    }
    None
}

struct PMeta {
    flags: u32,
    ty: Option<TypeInfo>,
    default: Option<ConstInit>,
}

fn meta(vm: &Vm, c: &Class, name: &[u8], is_static: bool) -> Option<PMeta> {
    if is_static {
        let sp = c.statics.get(name)?;
        let default = find_prop_decl(vm, c, name).and_then(|p| p.default);
        return Some(PMeta {
            flags: sp.flags | flags::STATIC,
            ty: sp.ty.clone(),
            default,
        });
    }
    let i = *c.prop_map.get(name)?;
    let pm = &c.props[i as usize];
    Some(PMeta {
        flags: pm.flags,
        ty: pm.ty.clone(),
        default: pm.default.clone(),
    })
}

/// The default value of a declared property (None: it has none).
pub(crate) fn default_of(
    vm: &mut Vm,
    c: &Rc<Class>,
    name: &PStr,
    is_static: bool,
) -> Result<Option<Value>, Unwind> {
    let Some(m) = meta(vm, c, name.as_bytes(), is_static) else {
        return Ok(None);
    };
    let scope = if is_static {
        c.statics
            .get(name.as_bytes())
            .map_or(c.id, |s| s.decl_class)
    } else {
        c.prop_map
            .get(name.as_bytes())
            .map_or(c.id, |i| c.props[*i as usize].decl_class)
    };
    match &m.default {
        Some(init) => Ok(Some(vm.eval_const_init(init, scope)?)),
        None if is_static && m.ty.is_none() => Ok(Some(Value::Null)),
        None => Ok(None),
    }
}

type PropT = (Rc<Class>, PStr, bool, bool);

fn prop_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<PropT, Unwind> {
    match target(vm, ctx)? {
        Target::Prop(c, n, s, d) => Ok((c, n, s, d)),
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

fn pflags(vm: &mut Vm, ctx: &MethodCtx) -> Result<u32, Unwind> {
    let (c, n, s, d) = prop_of(vm, ctx)?;
    if d {
        return Ok(flags::PUBLIC);
    }
    Ok(meta(vm, &c, n.as_bytes(), s).map_or(flags::PUBLIC, |m| m.flags))
}

fn construct_prop(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let cv = a.val(0).unref();
    let c = class_arg(vm, &cv)?;
    let n = a.str(1).clone();
    let t = if let Some(p) = prop_list(&c)
        .into_iter()
        .find(|p| p.name.as_bytes() == n.as_bytes())
    {
        let decl = vm.class_by_id(p.decl).unwrap_or(c.clone());
        Target::Prop(decl, p.name, p.is_static, false)
    } else {
        let dynamic = match &cv {
            Value::Obj(o) => o.has_dynamic(&n),
            _ => false,
        };
        if !dynamic {
            return Err(refl_exc(
                vm,
                &format!(
                    "Property {}::${} does not exist",
                    lossy(c.name.as_bytes()),
                    lossy(n.as_bytes())
                ),
            ));
        }
        Target::Prop(c.clone(), n.clone(), false, true)
    };
    let o = ctx.this();
    if let Target::Prop(d, n, ..) = &t {
        set_prop(o, "name", Value::Str(n.clone()));
        set_prop(o, "class", Value::Str(d.name.clone()));
    }
    set_target(o, t);
    Ok(Value::Null)
}

fn p_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(prop_of(vm, ctx)?.1))
}

/// The object argument of an instance property's getValue/setValue.
fn object_arg(vm: &mut Vm, c: &Class, v: &Value, method: &str) -> Result<PObj, Unwind> {
    let Value::Obj(o) = v.unref() else {
        return Err(vm.type_error(&format!(
            "ReflectionProperty::{method}(): Argument #1 ($object) must be provided for instance properties"
        )));
    };
    if !vm.obj_class(&o).is_some_and(|k| k.is_subclass_of(c.id)) {
        return Err(refl_exc(
            vm,
            "Given object is not an instance of the class this property was declared in",
        ));
    }
    Ok(o)
}

fn get_value(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, n, s, _) = prop_of(vm, ctx)?;
    if s {
        let r = in_scope(vm, c.id, |vm| vm.static_prop(&c, n.as_bytes(), false))?;
        return Ok(r.map(|r| r.get().unref()).unwrap_or(Value::Null));
    }
    let v = a.val(0).clone();
    let o = object_arg(vm, &c, &v, "getValue")?;
    in_scope(vm, c.id, |vm| vm.read_prop(&o, &n, false))
}

fn set_value(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, n, s, _) = prop_of(vm, ctx)?;
    if s {
        let v = if a.len() > 1 { a.val(1) } else { a.val(0) }.unref();
        let ty = c.statics.get(n.as_bytes()).and_then(|sp| sp.ty.clone());
        let r = in_scope(vm, c.id, |vm| vm.static_prop(&c, n.as_bytes(), false))?;
        if let Some(r) = r {
            let v = match &ty {
                Some(t) => vm.check_prop_type(v, t, &c.name, n.as_bytes())?,
                None => v,
            };
            r.set(v);
        }
        return Ok(Value::Null);
    }
    let Value::Obj(o) = a.val(0).unref() else {
        return Err(vm.type_error(
            "ReflectionProperty::setValue(): Argument #1 ($objectOrValue) must be of type object, null given",
        ));
    };
    let v = a.val(1).unref();
    let f = meta(vm, &c, n.as_bytes(), false).map_or(0, |m| m.flags);
    if f & flags::READONLY != 0 {
        let init = c.prop_map.get(n.as_bytes()).is_some_and(|i| {
            o.0.props
                .borrow()
                .slots
                .get(*i as usize)
                .is_some_and(|v| !v.is_undef())
        });
        if init {
            return Err(vm.throw(
                "Error",
                &format!(
                    "Cannot modify readonly property {}::${}",
                    lossy(c.name.as_bytes()),
                    lossy(n.as_bytes())
                ),
            ));
        }
    }
    in_scope(vm, c.id, |vm| vm.write_prop(&o, &n, v))?;
    Ok(Value::Null)
}

fn is_initialized(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, n, s, d) = prop_of(vm, ctx)?;
    if s {
        let r = in_scope(vm, c.id, |vm| vm.static_prop(&c, n.as_bytes(), true))?;
        return Ok(Value::Bool(r.is_some_and(|r| !r.get().is_undef())));
    }
    let v = a.val(0).clone();
    let o = object_arg(vm, &c, &v, "isInitialized")?;
    if d {
        return Ok(Value::Bool(o.has_dynamic(&n)));
    }
    let init = c.prop_map.get(n.as_bytes()).is_some_and(|i| {
        o.0.props
            .borrow()
            .slots
            .get(*i as usize)
            .is_some_and(|v| !v.is_undef())
    });
    Ok(Value::Bool(init))
}

fn flag_is(vm: &mut Vm, ctx: &MethodCtx, f: u32) -> BResult {
    Ok(Value::Bool(pflags(vm, ctx)? & f != 0))
}
fn is_public(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag_is(vm, ctx, flags::PUBLIC)
}
fn is_private(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag_is(vm, ctx, flags::PRIVATE)
}
fn is_protected(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag_is(vm, ctx, flags::PROTECTED)
}
fn is_static(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(prop_of(vm, ctx)?.2))
}
fn is_readonly(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag_is(vm, ctx, flags::READONLY)
}
fn is_promoted(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    flag_is(vm, ctx, flags::PROMOTED)
}
fn is_default(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(!prop_of(vm, ctx)?.3))
}
fn get_modifiers(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(php_modifiers(pflags(vm, ctx)?)))
}
fn declaring_class(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = prop_of(vm, ctx)?.0;
    class_obj(vm, &c)
}
fn doc_comment(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n, _, _) = prop_of(vm, ctx)?;
    Ok(
        match find_prop_decl(vm, &c, n.as_bytes()).and_then(|p| p.doc_comment) {
            Some(d) => s_val(&d),
            None => Value::Bool(false),
        },
    )
}
fn set_accessible(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Null)
}
fn get_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n, s, _) = prop_of(vm, ctx)?;
    let ty = meta(vm, &c, n.as_bytes(), s).and_then(|m| m.ty);
    super::types::opt_type(vm, ty.as_ref())
}
fn has_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n, s, _) = prop_of(vm, ctx)?;
    Ok(Value::Bool(
        meta(vm, &c, n.as_bytes(), s).is_some_and(|m| m.ty.is_some()),
    ))
}
fn has_default(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n, s, d) = prop_of(vm, ctx)?;
    if d {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(default_of(vm, &c, &n, s)?.is_some()))
}
fn get_default(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n, s, d) = prop_of(vm, ctx)?;
    if d {
        return Ok(Value::Null);
    }
    Ok(default_of(vm, &c, &n, s)?.unwrap_or(Value::Null))
}
fn get_attributes(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, n, _, _) = prop_of(vm, ctx)?;
    let list = find_prop_decl(vm, &c, n.as_bytes())
        .map(|p| p.attrs)
        .unwrap_or_default();
    attributes(vm, a, &list, c.id, TARGET_PROPERTY)
}

pub(crate) const PROPERTY: ClassDef = ClassDef {
    name: "ReflectionProperty",
    interfaces: &["Reflector"],
    consts: &[
        ("IS_STATIC", ConstVal::Int(16)),
        ("IS_READONLY", ConstVal::Int(128)),
        ("IS_PUBLIC", ConstVal::Int(1)),
        ("IS_PROTECTED", ConstVal::Int(2)),
        ("IS_PRIVATE", ConstVal::Int(4)),
    ],
    props: &[super::NAME_PROP, super::CLASS_PROP],
    methods: &[
        m(
            "__construct(object|string $class, string $property)",
            construct_prop,
        ),
        m("getName(): string", p_name),
        m("getValue(?object $object = null): mixed", get_value),
        m(
            "setValue(mixed $objectOrValue, mixed $value = UNKNOWN): void",
            set_value,
        ),
        m(
            "isInitialized(?object $object = null): bool",
            is_initialized,
        ),
        m("isPublic(): bool", is_public),
        m("isPrivate(): bool", is_private),
        m("isProtected(): bool", is_protected),
        m("isStatic(): bool", is_static),
        m("isReadOnly(): bool", is_readonly),
        m("isDefault(): bool", is_default),
        m("isPromoted(): bool", is_promoted),
        m("getModifiers(): int", get_modifiers),
        m("getDeclaringClass(): ReflectionClass", declaring_class),
        m("getDocComment(): string|false", doc_comment),
        m("setAccessible(bool $accessible): void", set_accessible),
        m("getType(): ?ReflectionType", get_type),
        m("hasType(): bool", has_type),
        m("hasDefaultValue(): bool", has_default),
        m("getDefaultValue(): mixed", get_default),
        m(
            "getAttributes(?string $name = null, int $flags = 0): array",
            get_attributes,
        ),
    ],
    payload: super::REFL_PAYLOAD,
    ..ClassDef::EMPTY
};

// ----- ReflectionClassConstant -----

fn const_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<(Rc<Class>, PStr), Unwind> {
    match target(vm, ctx)? {
        Target::Const(c, n) => Ok((c, n)),
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

fn construct_const(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let cv = a.val(0).unref();
    let c = class_arg(vm, &cv)?;
    let n = a.bytes(1).to_vec();
    if !const_list(&c).iter().any(|x| **x == *n) {
        return Err(refl_exc(
            vm,
            &format!(
                "Constant {}::{} does not exist",
                lossy(c.name.as_bytes()),
                lossy(&n)
            ),
        ));
    }
    let decl = c
        .consts
        .get(&n[..])
        .and_then(|k| vm.class_by_id(k.decl_class))
        .unwrap_or_else(|| c.clone());
    let o = ctx.this();
    set_prop(o, "name", s_val(&n));
    set_prop(o, "class", Value::Str(decl.name.clone()));
    set_target(o, Target::Const(decl, PStr::new(&n)));
    Ok(Value::Null)
}

fn c_flags(vm: &mut Vm, ctx: &MethodCtx) -> Result<u32, Unwind> {
    let (c, n) = const_of(vm, ctx)?;
    Ok(c.consts
        .get(n.as_bytes())
        .map_or(flags::PUBLIC, |k| k.flags))
}
fn c_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(const_of(vm, ctx)?.1))
}
fn c_value(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n) = const_of(vm, ctx)?;
    Ok(vm.class_constant(&c, n.as_bytes())?.unwrap_or(Value::Null))
}
fn c_is(vm: &mut Vm, ctx: &MethodCtx, f: u32) -> BResult {
    Ok(Value::Bool(c_flags(vm, ctx)? & f != 0))
}
fn c_public(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    c_is(vm, ctx, flags::PUBLIC)
}
fn c_private(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    c_is(vm, ctx, flags::PRIVATE)
}
fn c_protected(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    c_is(vm, ctx, flags::PROTECTED)
}
fn c_final(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n) = const_of(vm, ctx)?;
    let f = c.consts.get(n.as_bytes());
    Ok(Value::Bool(
        f.is_some_and(|k| k.flags & flags::FINAL != 0 || k.is_case),
    ))
}
fn c_modifiers(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n) = const_of(vm, ctx)?;
    let f = c.consts.get(n.as_bytes()).map_or(flags::PUBLIC, |k| {
        if k.is_case {
            k.flags | flags::FINAL
        } else {
            k.flags
        }
    });
    Ok(Value::Int(php_modifiers(f)))
}
fn c_declaring(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = const_of(vm, ctx)?.0;
    class_obj(vm, &c)
}
fn c_doc(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(false))
}
fn c_is_case(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n) = const_of(vm, ctx)?;
    Ok(Value::Bool(
        c.consts.get(n.as_bytes()).is_some_and(|k| k.is_case),
    ))
}
fn const_attrs(c: &Class, n: &[u8]) -> Vec<AttrDecl> {
    let Some(d) = &c.decl else {
        return Vec::new();
    };
    if let Some(k) = d.consts.iter().find(|k| &*k.name == n) {
        return k.attrs.clone();
    }
    if let Some(k) = d.cases.iter().find(|k| &*k.name == n) {
        return k.attrs.clone();
    }
    Vec::new()
}
fn c_attributes(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (c, n) = const_of(vm, ctx)?;
    let list = const_attrs(&c, n.as_bytes());
    attributes(vm, a, &list, c.id, TARGET_CLASS_CONSTANT)
}
fn case_enum(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = const_of(vm, ctx)?.0;
    Ok(Value::Obj(new_refl(
        vm,
        "ReflectionEnum",
        Target::Class(c.clone(), None),
        &[("name", Value::Str(c.name.clone()))],
    )?))
}
fn case_backing(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (c, n) = const_of(vm, ctx)?;
    match vm.class_constant(&c, n.as_bytes())? {
        Some(Value::Obj(o)) => Ok(o.get_prop(b"value").unwrap_or(Value::Null)),
        _ => Ok(Value::Null),
    }
}
fn construct_case(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    construct_const(vm, ctx, a)?;
    let (c, n) = const_of(vm, ctx)?;
    if !c.consts.get(n.as_bytes()).is_some_and(|k| k.is_case) {
        return Err(refl_exc(
            vm,
            &format!(
                "Constant {}::{} is not a case",
                lossy(c.name.as_bytes()),
                lossy(n.as_bytes())
            ),
        ));
    }
    Ok(Value::Null)
}

pub(crate) const CLASS_CONSTANT: ClassDef = ClassDef {
    name: "ReflectionClassConstant",
    interfaces: &["Reflector"],
    consts: &[
        ("IS_PUBLIC", ConstVal::Int(1)),
        ("IS_PROTECTED", ConstVal::Int(2)),
        ("IS_PRIVATE", ConstVal::Int(4)),
        ("IS_FINAL", ConstVal::Int(32)),
    ],
    props: &[super::NAME_PROP, super::CLASS_PROP],
    methods: &[
        m(
            "__construct(object|string $class, string $constant)",
            construct_const,
        ),
        m("getName(): string", c_name),
        m("getValue(): mixed", c_value),
        m("isPublic(): bool", c_public),
        m("isPrivate(): bool", c_private),
        m("isProtected(): bool", c_protected),
        m("isFinal(): bool", c_final),
        m("getModifiers(): int", c_modifiers),
        m("getDeclaringClass(): ReflectionClass", c_declaring),
        m("getDocComment(): string|false", c_doc),
        m("isEnumCase(): bool", c_is_case),
        m(
            "getAttributes(?string $name = null, int $flags = 0): array",
            c_attributes,
        ),
    ],
    payload: super::REFL_PAYLOAD,
    ..ClassDef::EMPTY
};

pub(crate) const ENUM_UNIT_CASE: ClassDef = ClassDef {
    name: "ReflectionEnumUnitCase",
    parent: Some("ReflectionClassConstant"),
    methods: &[
        m(
            "__construct(object|string $class, string $constant)",
            construct_case,
        ),
        m("getEnum(): ReflectionEnum", case_enum),
    ],
    ..ClassDef::EMPTY
};

pub(crate) const ENUM_BACKED_CASE: ClassDef = ClassDef {
    name: "ReflectionEnumBackedCase",
    parent: Some("ReflectionEnumUnitCase"),
    methods: &[m("getBackingValue(): int|string", case_backing)],
    ..ClassDef::EMPTY
};
