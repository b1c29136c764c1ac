//! Attributes at run time: `getAttributes()` filtering (by name or with
//! ReflectionAttribute::IS_INSTANCEOF), ReflectionAttribute (getName,
//! getArguments, getTarget, isRepeated, newInstance with php's target and
//! repetition checks) and the built-in attribute classes: Attribute,
//! AllowDynamicProperties, SensitiveParameter, ReturnTypeWillChange.
//!
//! Not here: parsing attributes or checking them at compile time.

use super::{construct, lossy, m, new_refl, s_val, target, AttrRef, Target};
use crate::class::ext::{flags, ClassDef, MethodCtx, PropDef};
use crate::class::Class;
use crate::{Args, BResult, ConstVal, Unwind, Vm};
use tusk_bytecode::class::AttrDecl;
use tusk_value::{ArrayData, Key, PArr, PStr, Value};

pub(crate) const TARGET_CLASS: i64 = 1;
pub(crate) const TARGET_FUNCTION: i64 = 2;
pub(crate) const TARGET_METHOD: i64 = 4;
pub(crate) const TARGET_PROPERTY: i64 = 8;
pub(crate) const TARGET_CLASS_CONSTANT: i64 = 16;
pub(crate) const TARGET_PARAMETER: i64 = 32;
const TARGET_ALL: i64 = 63;
const IS_REPEATABLE: i64 = 64;
const IS_INSTANCEOF: i64 = 2;

/// `getAttributes(?string $name = null, int $flags = 0)` over `list`.
pub(crate) fn attributes(
    vm: &mut Vm,
    a: &mut Args,
    list: &[AttrDecl],
    scope: u32,
    target: i64,
) -> BResult {
    let name = a.opt_str(0).cloned();
    let fl = a.opt_int(1, 0);
    if fl & !IS_INSTANCEOF != 0 {
        return Err(vm.arg_value_error(2, "must be a valid attribute filter flag"));
    }
    let mut filter_class = None;
    if let (Some(n), true) = (&name, fl & IS_INSTANCEOF != 0) {
        match vm.lookup_class_autoload(n.as_bytes())? {
            Some(c) => filter_class = Some(c),
            None => {
                let b = n.as_bytes();
                let b = b.strip_prefix(b"\\").unwrap_or(b);
                return Err(vm.throw("Error", &format!("Class \"{}\" not found", lossy(b))));
            }
        }
    }
    let mut out = Vec::new();
    for d in list {
        let keep = match (&name, &filter_class) {
            (None, _) => true,
            (Some(_), Some(fc)) => match vm.lookup_class_autoload(&d.name)? {
                Some(k) => k.is_subclass_of(fc.id),
                None => false,
            },
            (Some(n), None) => d.name.eq_ignore_ascii_case(n.as_bytes()),
        };
        if !keep {
            continue;
        }
        let repeated = list
            .iter()
            .filter(|x| x.name.eq_ignore_ascii_case(&d.name))
            .count()
            > 1;
        let r = AttrRef {
            decl: d.clone(),
            scope,
            target,
            repeated,
        };
        out.push(Value::Obj(new_refl(
            vm,
            "ReflectionAttribute",
            Target::Attr(Box::new(r)),
            &[],
        )?));
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

fn attr_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<AttrRef, Unwind> {
    match target(vm, ctx)? {
        Target::Attr(a) => Ok(*a),
        _ => Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        )),
    }
}

fn get_name(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(s_val(&attr_of(vm, ctx)?.decl.name))
}
fn get_target(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(attr_of(vm, ctx)?.target))
}
fn is_repeated(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(attr_of(vm, ctx)?.repeated))
}

/// The evaluated arguments: positional ones, then named ones.
fn eval_args(vm: &mut Vm, a: &AttrRef) -> Result<(Vec<Value>, Vec<(PStr, Value)>), Unwind> {
    let mut pos = Vec::new();
    let mut named = Vec::new();
    for (n, init) in &a.decl.args {
        let v = vm.eval_const_init(init, a.scope)?;
        match n {
            Some(n) => named.push((PStr::new(n), v)),
            None => pos.push(v),
        }
    }
    Ok((pos, named))
}

fn get_arguments(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = attr_of(vm, ctx)?;
    let (pos, named) = eval_args(vm, &a)?;
    let mut out = ArrayData::new();
    for (i, v) in pos.into_iter().enumerate() {
        out.insert(Key::Int(i as i64), v);
    }
    for (n, v) in named {
        out.insert(Key::Str(n), v);
    }
    Ok(Value::Arr(PArr::from_data(out)))
}

/// The `Attribute::TARGET_*` flags a class accepts as an attribute, or
/// None when it is not an attribute class.
fn attribute_flags(vm: &mut Vm, c: &Class) -> Result<Option<i64>, Unwind> {
    let Some(d) = &c.decl else {
        return Ok(match &*c.lname {
            b"attribute" | b"allowdynamicproperties" => Some(TARGET_CLASS),
            b"sensitiveparameter" => Some(TARGET_PARAMETER),
            b"returntypewillchange" => Some(TARGET_METHOD),
            _ => None,
        });
    };
    let Some(at) = d
        .attrs
        .iter()
        .find(|a| a.name.eq_ignore_ascii_case(b"Attribute"))
        .cloned()
    else {
        return Ok(None);
    };
    match at.args.first() {
        Some((_, init)) => {
            let v = vm.eval_const_init(init, c.id)?;
            Ok(Some(tusk_value::ops::to_int(&v)))
        }
        None => Ok(Some(TARGET_ALL)),
    }
}

fn target_name(t: i64) -> &'static str {
    match t {
        TARGET_CLASS => "class",
        TARGET_FUNCTION => "function",
        TARGET_METHOD => "method",
        TARGET_PROPERTY => "property",
        TARGET_CLASS_CONSTANT => "class constant",
        _ => "parameter",
    }
}

fn new_instance(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = attr_of(vm, ctx)?;
    let shown = lossy(&a.decl.name);
    let Some(c) = vm.lookup_class_autoload(&a.decl.name)? else {
        return Err(vm.throw("Error", &format!("Attribute class \"{shown}\" not found")));
    };
    let Some(fl) = attribute_flags(vm, &c)? else {
        return Err(vm.throw(
            "Error",
            &format!("Attempting to use non-attribute class \"{shown}\" as attribute"),
        ));
    };
    if fl & a.target == 0 {
        let allowed: Vec<&str> = [
            TARGET_CLASS,
            TARGET_FUNCTION,
            TARGET_METHOD,
            TARGET_PROPERTY,
            TARGET_CLASS_CONSTANT,
            TARGET_PARAMETER,
        ]
        .iter()
        .filter(|t| fl & **t != 0)
        .map(|t| target_name(*t))
        .collect();
        return Err(vm.throw(
            "Error",
            &format!(
                "Attribute \"{}\" cannot target {} (allowed targets: {})",
                shown,
                target_name(a.target),
                allowed.join(", ")
            ),
        ));
    }
    if a.repeated && fl & IS_REPEATABLE == 0 {
        return Err(vm.throw(
            "Error",
            &format!("Attribute \"{shown}\" must not be repeated"),
        ));
    }
    if let Some(m) = &c.magic.ctor {
        if m.flags & flags::PUBLIC == 0 {
            return Err(vm.throw(
                "Error",
                &format!(
                    "Attribute constructor of class {} must be public",
                    lossy(c.name.as_bytes())
                ),
            ));
        }
    }
    let (pos, named) = eval_args(vm, &a)?;
    Ok(Value::Obj(construct(vm, &c, pos, named)?))
}

pub(crate) const REFLECTION_ATTRIBUTE: ClassDef = ClassDef {
    name: "ReflectionAttribute",
    interfaces: &["Reflector"],
    consts: &[("IS_INSTANCEOF", ConstVal::Int(IS_INSTANCEOF))],
    methods: &[
        m("getName(): string", get_name),
        m("getTarget(): int", get_target),
        m("isRepeated(): bool", is_repeated),
        m("getArguments(): array", get_arguments),
        m("newInstance(): object", new_instance),
    ],
    payload: super::REFL_PAYLOAD,
    ..ClassDef::EMPTY
};

fn attribute_construct(_: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = a.opt_int(0, TARGET_ALL);
    super::set_prop(ctx.this(), "flags", Value::Int(f));
    Ok(Value::Null)
}

pub(crate) const ATTRIBUTE_CLASS: ClassDef = ClassDef {
    name: "Attribute",
    flags: flags::FINAL,
    consts: &[
        ("TARGET_CLASS", ConstVal::Int(TARGET_CLASS)),
        ("TARGET_FUNCTION", ConstVal::Int(TARGET_FUNCTION)),
        ("TARGET_METHOD", ConstVal::Int(TARGET_METHOD)),
        ("TARGET_PROPERTY", ConstVal::Int(TARGET_PROPERTY)),
        (
            "TARGET_CLASS_CONSTANT",
            ConstVal::Int(TARGET_CLASS_CONSTANT),
        ),
        ("TARGET_PARAMETER", ConstVal::Int(TARGET_PARAMETER)),
        ("TARGET_ALL", ConstVal::Int(TARGET_ALL)),
        ("IS_REPEATABLE", ConstVal::Int(IS_REPEATABLE)),
    ],
    props: &[PropDef {
        name: "flags",
        flags: flags::PUBLIC,
        default: ConstVal::Null,
    }],
    methods: &[m(
        "__construct(int $flags = Attribute::TARGET_ALL)",
        attribute_construct,
    )],
    ..ClassDef::EMPTY
};

fn nop(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Null)
}

pub(crate) const ALLOW_DYNAMIC: ClassDef = ClassDef {
    name: "AllowDynamicProperties",
    flags: flags::FINAL,
    methods: &[m("__construct()", nop)],
    ..ClassDef::EMPTY
};

pub(crate) const SENSITIVE_PARAMETER: ClassDef = ClassDef {
    name: "SensitiveParameter",
    flags: flags::FINAL,
    methods: &[m("__construct()", nop)],
    ..ClassDef::EMPTY
};

pub(crate) const RETURN_TYPE_WILL_CHANGE: ClassDef = ClassDef {
    name: "ReturnTypeWillChange",
    flags: flags::FINAL,
    methods: &[m("__construct()", nop)],
    ..ClassDef::EMPTY
};

/// The value a SensitiveParameterValue hides.
#[derive(Default)]
struct Hidden(std::cell::RefCell<Value>);

fn hidden_new() -> std::rc::Rc<dyn std::any::Any> {
    std::rc::Rc::new(Hidden::default())
}
fn hidden_clone(a: &dyn std::any::Any) -> std::rc::Rc<dyn std::any::Any> {
    let v = a
        .downcast_ref::<Hidden>()
        .map(|h| h.0.borrow().clone())
        .unwrap_or_default();
    std::rc::Rc::new(Hidden(std::cell::RefCell::new(v)))
}
fn hidden_props(_: &tusk_value::PObj, why: crate::PropsPurpose) -> Option<ArrayData> {
    (why == crate::PropsPurpose::Debug).then(ArrayData::new)
}
fn sensitive_construct(_: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    if let Some(h) = ctx.payload::<Hidden>() {
        *h.0.borrow_mut() = a.val(0).unref();
    }
    Ok(Value::Null)
}
fn sensitive_get(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(ctx
        .payload::<Hidden>()
        .map(|h| h.0.borrow().clone())
        .unwrap_or(Value::Null))
}
fn sensitive_debug_info(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Arr(PArr::new()))
}

pub(crate) const SENSITIVE_PARAMETER_VALUE: ClassDef = ClassDef {
    name: "SensitiveParameterValue",
    flags: flags::FINAL,
    methods: &[
        m("__construct(mixed $value)", sensitive_construct),
        m("getValue(): mixed", sensitive_get),
        m("__debugInfo(): array", sensitive_debug_info),
    ],
    payload: Some(crate::Payload {
        new: hidden_new,
        clone: hidden_clone,
    }),
    props_for: Some(hidden_props),
    ..ClassDef::EMPTY
};
