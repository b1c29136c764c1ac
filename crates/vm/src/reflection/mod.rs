//! PHP's Reflection API (ext/reflection) and the built-in attribute
//! classes: ReflectionClass/Object/Enum, ReflectionFunction/Method,
//! ReflectionParameter, ReflectionProperty, ReflectionClassConstant, the
//! type objects, ReflectionAttribute, ReflectionException, and `Attribute`,
//! `AllowDynamicProperties`, `SensitiveParameter`, `ReturnTypeWillChange`.
//!
//! It lives in the VM, not in tusk-ext, because reflecting is reading VM
//! internals: linked `Class` records, method bodies and their units,
//! closure data, frames (to read and write members from the declaring
//! class's scope) and constant expressions evaluated in a class scope.
//! Each Reflection object carries a [`Refl`] payload naming what it
//! reflects; the classes are declared through the extension class API.
//!
//! Not here: parsing and compiling attributes (tusk-syntax, the compiler's
//! `attrs`), which keep them in the compiled metadata (`AttrDecl`).

mod attr;
mod class;
mod func;
mod prop;
mod types;
pub(crate) use types::type_text;

use crate::class::ext::{flags, ClassDef, DefKind, MethodCtx, MethodDef, Payload, PropDef};
use crate::class::{Class, Method, MethodBody};
use crate::runtime::{BuiltinEntry, ClosureData};
use crate::{BResult, ConstVal, Unwind, Vm};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::class::AttrDecl;
use tusk_bytecode::{CodeUnit, TypeInfo, NONE};
use tusk_value::{PObj, PStr, Value};

/// A function-like thing a ReflectionFunction/Method/Parameter reflects.
#[derive(Clone)]
pub(crate) enum FnRef {
    User(Arc<CodeUnit>),
    Builtin(Rc<BuiltinEntry>),
    Closure(PObj, Rc<ClosureData>),
    /// The class it was asked from, and the method.
    Method(Rc<Class>, Rc<Method>),
}

/// An attribute as ReflectionAttribute sees it.
#[derive(Clone)]
pub(crate) struct AttrRef {
    pub decl: AttrDecl,
    /// Class scope its arguments are evaluated in.
    pub scope: u32,
    /// Attribute::TARGET_* of where it was written.
    pub target: i64,
    pub repeated: bool,
}

/// What a Reflection object reflects.
#[derive(Clone, Default)]
pub(crate) enum Target {
    #[default]
    None,
    /// A class (and, for ReflectionObject, the object).
    Class(Rc<Class>, Option<PObj>),
    Func(FnRef),
    Param(FnRef, usize),
    /// Declaring class, name, static, dynamic (ReflectionObject).
    Prop(Rc<Class>, PStr, bool, bool),
    /// Declaring class, name.
    Const(Rc<Class>, PStr),
    Type(TypeInfo),
    Attr(Box<AttrRef>),
}

/// The payload of every Reflection object.
#[derive(Default)]
pub(crate) struct Refl(pub RefCell<Target>);

fn refl_new() -> Rc<dyn std::any::Any> {
    Rc::new(Refl::default())
}
fn refl_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let t = a
        .downcast_ref::<Refl>()
        .map(|r| r.0.borrow().clone())
        .unwrap_or_default();
    Rc::new(Refl(RefCell::new(t)))
}

const REFL_PAYLOAD: Option<Payload> = Some(Payload {
    new: refl_new,
    clone: refl_clone,
});

/// A public instance method.
const fn m(sig: &'static str, f: crate::class::ext::MethodFn) -> MethodDef {
    MethodDef { sig, flags: 0, f }
}

const NAME_PROP: PropDef = PropDef {
    name: "name",
    flags: flags::PUBLIC,
    default: ConstVal::Str(""),
};
const CLASS_PROP: PropDef = PropDef {
    name: "class",
    flags: flags::PUBLIC,
    default: ConstVal::Str(""),
};

pub(crate) fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The target of `$this`, or php's error for an object whose constructor
/// never ran.
pub(crate) fn target(vm: &mut Vm, ctx: &MethodCtx) -> Result<Target, Unwind> {
    let t = ctx
        .payload::<Refl>()
        .map(|r| r.0.borrow().clone())
        .unwrap_or_default();
    if matches!(t, Target::None) {
        return Err(vm.throw(
            "Error",
            "Internal error: Failed to retrieve the reflection object",
        ));
    }
    Ok(t)
}

/// The target of any Reflection object (None for other objects).
pub(crate) fn refl_target(o: &PObj) -> Target {
    o.internal()
        .and_then(|i| i.downcast_ref::<Refl>())
        .map(|r| r.0.borrow().clone())
        .unwrap_or_default()
}

/// Sets the target of a Reflection object (its constructor).
pub(crate) fn set_target(o: &PObj, t: Target) {
    if let Some(r) = o.internal().and_then(|i| i.downcast_ref::<Refl>()) {
        *r.0.borrow_mut() = t;
    }
}

/// Sets a declared public property (`name`, `class`) of a Reflection object.
pub(crate) fn set_prop(o: &PObj, name: &str, v: Value) {
    let slot = crate::class::class_of(o).and_then(|c| c.prop_map.get(name.as_bytes()).copied());
    match slot {
        Some(i) => {
            if let Some(s) = o.0.props.borrow_mut().slots.get_mut(i as usize) {
                *s = v;
            }
        }
        None => o.set_prop(name.as_bytes(), v),
    }
}

/// A new object of built-in class `class` reflecting `t`.
pub(crate) fn new_refl(
    vm: &mut Vm,
    class: &str,
    t: Target,
    props: &[(&str, Value)],
) -> Result<PObj, Unwind> {
    let c = vm
        .find_class(class.as_bytes())
        .expect("reflection class registered");
    let o = vm.instantiate_raw(&c)?;
    set_target(&o, t);
    for (n, v) in props {
        set_prop(&o, n, v.clone());
    }
    Ok(o)
}

pub(crate) fn refl_exc(vm: &mut Vm, msg: &str) -> Unwind {
    vm.throw("ReflectionException", msg)
}

pub(crate) fn s_val(b: &[u8]) -> Value {
    Value::Str(PStr::new(b))
}

/// Runs `f` as if the running PHP frame were in class `scope` (reflection
/// reads and writes members regardless of visibility).
pub(crate) fn in_scope<T>(vm: &mut Vm, scope: u32, f: impl FnOnce(&mut Vm) -> T) -> T {
    let saved = vm.rt.frames.last().map(|fr| fr.scope);
    if let Some(fr) = vm.rt.frames.last_mut() {
        fr.scope = scope;
    }
    let r = f(vm);
    if let (Some(s), Some(fr)) = (saved, vm.rt.frames.last_mut()) {
        fr.scope = s;
    }
    r
}

/// Calls a method with positional and named arguments, to completion.
pub(crate) fn call_method_full(
    vm: &mut Vm,
    m: &Rc<Method>,
    this: Option<PObj>,
    cls: u32,
    args: Vec<Value>,
    named: Vec<(PStr, Value)>,
) -> BResult {
    match &m.body {
        MethodBody::User(u) => {
            let depth = vm.rt.frames.len();
            vm.push_frame(u.clone(), args, named, NONE, false)?;
            vm.enter_method(this, m.scope, cls);
            if let Some(f) = vm.rt.frames.get_mut(depth) {
                f.internal = true;
            }
            vm.execute(depth)
        }
        MethodBody::Ext(b) => {
            let ctx = MethodCtx { this, class: cls };
            vm.call_ext_method(b, &ctx, args, named, false)
        }
        MethodBody::Native(f) => f(vm, this.as_ref(), cls, args),
    }
}

/// Splits an argument array into positional and named arguments.
pub(crate) fn split_args(a: &tusk_value::PArr) -> (Vec<Value>, Vec<(PStr, Value)>) {
    let mut pos = Vec::new();
    let mut named = Vec::new();
    for (k, v) in a.data().iter() {
        match k {
            tusk_value::Key::Int(_) => pos.push(v.clone()),
            tusk_value::Key::Str(s) => named.push((s.clone(), v.clone())),
        }
    }
    (pos, named)
}

/// `new C(...args)` as reflection and attributes do it.
pub(crate) fn construct(
    vm: &mut Vm,
    c: &Rc<Class>,
    args: Vec<Value>,
    named: Vec<(PStr, Value)>,
) -> Result<PObj, Unwind> {
    let o = vm.instantiate(c)?;
    match c.magic.ctor.clone() {
        Some(m) => {
            if m.flags & flags::PUBLIC == 0 {
                return Err(refl_exc(
                    vm,
                    &format!(
                        "Access to non-public constructor of class {}",
                        lossy(c.name.as_bytes())
                    ),
                ));
            }
            call_method_full(vm, &m, Some(o.clone()), c.id, args, named)?;
        }
        None => {
            if !args.is_empty() || !named.is_empty() {
                return Err(refl_exc(
                    vm,
                    &format!(
                        "Class {} does not have a constructor, so you cannot pass any constructor arguments",
                        lossy(c.name.as_bytes())
                    ),
                ));
            }
        }
    }
    Ok(o)
}

/// `Reflection::getModifierNames(int $modifiers)`.
fn modifier_names(_: &mut Vm, _: &MethodCtx, a: &mut crate::Args) -> BResult {
    let m = a.int(0);
    let mut out = Vec::new();
    if m & 64 != 0 {
        out.push(Value::from("abstract"));
    }
    if m & 32 != 0 {
        out.push(Value::from("final"));
    }
    match m & 7 {
        1 => out.push(Value::from("public")),
        2 => out.push(Value::from("protected")),
        4 => out.push(Value::from("private")),
        _ => {}
    }
    if m & 16 != 0 {
        out.push(Value::from("static"));
    }
    if m & 128 != 0 {
        out.push(Value::from("readonly"));
    }
    Ok(Value::Arr(tusk_value::PArr::from_values(out)))
}

/// The classes, in declaration order (parents first).
static CLASSES: &[ClassDef] = &[
    ClassDef {
        name: "ReflectionException",
        parent: Some("Exception"),
        ..ClassDef::EMPTY
    },
    ClassDef {
        name: "Reflection",
        methods: &[MethodDef {
            sig: "getModifierNames(int $modifiers): array",
            flags: flags::STATIC,
            f: modifier_names,
        }],
        ..ClassDef::EMPTY
    },
    ClassDef {
        name: "Reflector",
        kind: DefKind::Interface,
        ..ClassDef::EMPTY
    },
    types::TYPE,
    types::NAMED_TYPE,
    types::UNION_TYPE,
    types::INTERSECTION_TYPE,
    func::FUNCTION_ABSTRACT,
    func::FUNCTION,
    func::METHOD,
    func::PARAMETER,
    class::CLASS,
    class::OBJECT,
    class::ENUM,
    prop::PROPERTY,
    prop::CLASS_CONSTANT,
    prop::ENUM_UNIT_CASE,
    prop::ENUM_BACKED_CASE,
    attr::ATTRIBUTE_CLASS,
    attr::REFLECTION_ATTRIBUTE,
    attr::ALLOW_DYNAMIC,
    attr::SENSITIVE_PARAMETER,
    attr::SENSITIVE_PARAMETER_VALUE,
    attr::RETURN_TYPE_WILL_CHANGE,
];

/// Declares the Reflection classes and the attribute classes.
pub(crate) fn register(vm: &mut Vm) {
    for c in CLASSES {
        crate::class::ext::register(vm, c);
    }
}
