//! ReflectionType and its kinds: ReflectionNamedType (one type, `?T`
//! included), ReflectionUnionType and ReflectionIntersectionType, built
//! from a declared `TypeInfo` and shown in php's canonical order.
//!
//! Not here: where the types come from (parameters, returns, properties).

use super::{m, new_refl, target, Target};
use crate::class::ext::{flags, ClassDef, MethodCtx};
use crate::{Args, BResult, Unwind, Vm};
use tusk_bytecode::TypeInfo;
use tusk_value::{PArr, PStr, Value};

/// php's text of a declared type (`?int`, `string|int|null`, `A&B`).
pub(crate) fn type_text(t: &TypeInfo) -> String {
    // `iterable` is shown as written (php keeps it for reflection).
    match t {
        TypeInfo::Named(n) if n.eq_ignore_ascii_case(b"iterable") => "iterable".into(),
        TypeInfo::Nullable(b) if matches!(&**b, TypeInfo::Named(n) if n.eq_ignore_ascii_case(b"iterable")) => {
            "?iterable".into()
        }
        _ => crate::calls::type_of(t).1,
    }
}

/// Whether the type accepts null.
pub(crate) fn allows_null(t: &TypeInfo) -> bool {
    let text = type_text(t);
    text.starts_with('?')
        || text
            .split('|')
            .any(|p| p.eq_ignore_ascii_case("null") || p.eq_ignore_ascii_case("mixed"))
}

const BUILTIN: &[&str] = &[
    "int", "float", "string", "bool", "array", "callable", "iterable", "object", "mixed", "void",
    "null", "never", "false", "true", "static",
];

/// Whether a lower-cased type name is a built-in type.
pub(crate) fn is_builtin_name(n: &str) -> bool {
    BUILTIN.contains(&n) && n != "static"
}

/// A type object for `t` (named, union or intersection).
pub(crate) fn type_object(vm: &mut Vm, t: &TypeInfo) -> BResult {
    let text = type_text(t);
    let class = if text.contains('|') {
        "ReflectionUnionType"
    } else if text.contains('&') {
        "ReflectionIntersectionType"
    } else {
        "ReflectionNamedType"
    };
    Ok(Value::Obj(new_refl(
        vm,
        class,
        Target::Type(t.clone()),
        &[],
    )?))
}

/// A type object for an optional type.
pub(crate) fn opt_type(vm: &mut Vm, t: Option<&TypeInfo>) -> BResult {
    match t {
        Some(t) => type_object(vm, t),
        None => Ok(Value::Null),
    }
}

/// A built-in signature's type text as a `TypeInfo`.
pub(crate) fn parse_type(text: &str) -> Option<TypeInfo> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    if let Some(r) = text.strip_prefix('?') {
        return Some(TypeInfo::Nullable(Box::new(parse_type(r)?)));
    }
    let named = |p: &str| {
        let l = p.to_ascii_lowercase();
        if BUILTIN.contains(&l.as_str()) {
            TypeInfo::Named(l.into_bytes().into())
        } else {
            TypeInfo::Named(p.as_bytes().into())
        }
    };
    if text.contains('|') {
        return Some(TypeInfo::Union(text.split('|').map(named).collect()));
    }
    Some(named(text))
}

fn ty(vm: &mut Vm, ctx: &MethodCtx) -> Result<TypeInfo, Unwind> {
    match target(vm, ctx)? {
        Target::Type(t) => Ok(t),
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

fn allows_null_m(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(allows_null(&ty(vm, ctx)?)))
}

fn to_string(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::from(type_text(&ty(vm, ctx)?)))
}

fn named_name(t: &TypeInfo) -> String {
    let text = type_text(t);
    text.trim_start_matches('?').to_string()
}

fn get_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::from(named_name(&ty(vm, ctx)?)))
}

fn is_builtin(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let n = named_name(&ty(vm, ctx)?).to_ascii_lowercase();
    Ok(Value::Bool(BUILTIN.contains(&n.as_str()) && n != "static"))
}

fn get_types(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let t = ty(vm, ctx)?;
    let text = type_text(&t);
    let sep = if text.contains('&') { '&' } else { '|' };
    let mut out = Vec::new();
    for p in text.split(sep) {
        let part = parse_type(p).unwrap_or(TypeInfo::Named(PStr::from(p).as_bytes().into()));
        out.push(Value::Obj(new_refl(
            vm,
            "ReflectionNamedType",
            Target::Type(part),
            &[],
        )?));
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

pub(crate) const TYPE: ClassDef = ClassDef {
    name: "ReflectionType",
    flags: flags::ABSTRACT,
    interfaces: &["Stringable"],
    methods: &[
        m("allowsNull(): bool", allows_null_m),
        m("__toString(): string", to_string),
    ],
    payload: super::REFL_PAYLOAD,
    ..ClassDef::EMPTY
};

pub(crate) const NAMED_TYPE: ClassDef = ClassDef {
    name: "ReflectionNamedType",
    parent: Some("ReflectionType"),
    methods: &[
        m("getName(): string", get_name),
        m("isBuiltin(): bool", is_builtin),
    ],
    ..ClassDef::EMPTY
};

pub(crate) const UNION_TYPE: ClassDef = ClassDef {
    name: "ReflectionUnionType",
    parent: Some("ReflectionType"),
    methods: &[m("getTypes(): array", get_types)],
    ..ClassDef::EMPTY
};

pub(crate) const INTERSECTION_TYPE: ClassDef = ClassDef {
    name: "ReflectionIntersectionType",
    parent: Some("ReflectionType"),
    methods: &[m("getTypes(): array", get_types)],
    ..ClassDef::EMPTY
};
