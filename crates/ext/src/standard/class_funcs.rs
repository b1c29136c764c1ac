//! Class and object functions (Zend's builtin functions and SPL's):
//! get_parent_class, get_object_vars, get_class_methods, method_exists,
//! property_exists, class_exists and friends, is_a, is_subclass_of,
//! class_implements, class_parents, spl_object_id/hash,
//! spl_autoload_register/unregister/functions, class_alias,
//! get_declared_classes and friends, get_class_vars, get_called_class,
//! iterator_to_array,
//! iterator_count, iterator_apply.
//!
//! Not here: get_class (engine core_funcs), the class table (tusk-vm).

use std::rc::Rc;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::class::{class_of, Class};
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

pub static STANDARD_CLASS: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin { sig: "get_parent_class(object|string $object_or_class = null): string|false", f: get_parent_class },
        Builtin { sig: "get_object_vars(object $object): array", f: get_object_vars },
        Builtin { sig: "get_class_methods(object|string $object_or_class): array", f: get_class_methods },
        Builtin { sig: "method_exists($object_or_class, string $method): bool", f: method_exists },
        Builtin { sig: "property_exists($object_or_class, string $property): bool", f: property_exists },
        Builtin { sig: "class_exists(string $class, bool $autoload = true): bool", f: class_exists },
        Builtin { sig: "interface_exists(string $interface, bool $autoload = true): bool", f: interface_exists },
        Builtin { sig: "trait_exists(string $trait, bool $autoload = true): bool", f: trait_exists },
        Builtin { sig: "enum_exists(string $enum, bool $autoload = true): bool", f: enum_exists },
        Builtin { sig: "is_a(mixed $object_or_class, string $class, bool $allow_string = false): bool", f: is_a },
        Builtin { sig: "is_subclass_of(mixed $object_or_class, string $class, bool $allow_string = true): bool", f: is_subclass_of },
        Builtin { sig: "class_implements($object_or_class, bool $autoload = true): array|false", f: class_implements },
        Builtin { sig: "class_parents($object_or_class, bool $autoload = true): array|false", f: class_parents },
        Builtin { sig: "spl_object_id(object $object): int", f: spl_object_id },
        Builtin { sig: "iterator_to_array(Traversable|array $iterator, bool $preserve_keys = true): array", f: iterator_to_array },
        Builtin { sig: "iterator_count(Traversable|array $iterator): int", f: iterator_count },
        Builtin { sig: "iterator_apply(Traversable $iterator, callable $callback, ?array $args = null): int", f: iterator_apply },
        Builtin { sig: "spl_object_hash(object $object): string", f: spl_object_hash },
        Builtin { sig: "spl_autoload_register(?callable $callback = null, bool $throw = true, bool $prepend = false): bool", f: spl_autoload_register },
        Builtin { sig: "get_called_class(): string", f: get_called_class },
        Builtin { sig: "spl_autoload_unregister(callable $callback): bool", f: spl_autoload_unregister },
        Builtin { sig: "spl_autoload_functions(): array", f: spl_autoload_functions },
        Builtin { sig: "class_alias(string $class, string $alias, bool $autoload = true): bool", f: class_alias },
        Builtin { sig: "get_declared_classes(): array", f: get_declared_classes },
        Builtin { sig: "get_declared_interfaces(): array", f: get_declared_interfaces },
        Builtin { sig: "get_declared_traits(): array", f: get_declared_traits },
        Builtin { sig: "get_class_vars(string $class): array", f: get_class_vars },
    ],
    constants: &[],
};

fn class_arg(vm: &mut Vm, v: &Value, autoload: bool) -> Result<Option<Rc<Class>>, tusk_vm::Unwind> {
    match v.unref() {
        Value::Obj(o) => Ok(vm.obj_class(&o)),
        Value::Str(s) => {
            if autoload {
                vm.lookup_class_autoload(s.as_bytes())
            } else {
                Ok(vm.find_class(s.as_bytes()))
            }
        }
        _ => Ok(None),
    }
}

fn get_parent_class(vm: &mut Vm, args: &mut Args) -> BResult {
    let c = match args.get(0) {
        Some(v) => {
            let v = v.clone();
            match class_arg(vm, &v, true)? {
                Some(c) => Some(c),
                None => {
                    let m = format!(
                        "must be an object or a valid class name, {} given",
                        tusk_value::ops::type_name(&v)
                    );
                    return Err(vm.arg_type_error(1, &m));
                }
            }
        }
        None => vm.class_by_id(vm.current_scope()),
    };
    Ok(match c.and_then(|c| c.parent.clone()) {
        Some(p) => Value::Str(p.name.clone()),
        None => Value::Bool(false),
    })
}

fn get_object_vars(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(Value::Obj(o)) = args.get(0).map(|v| v.unref()) else {
        return Ok(Value::Null);
    };
    let mut a = PArr::new();
    for (k, v) in vm.visible_props(&o) {
        a.make_mut().insert(k, v);
    }
    Ok(Value::Arr(a))
}

fn get_class_methods(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.get(0).cloned().unwrap_or(Value::Null);
    let Some(c) = class_arg(vm, &v, true)? else {
        return Err(vm.arg_type_error(1, "must be an object or a valid class name, string given"));
    };
    let scope = vm.current_scope();
    let mut out = Vec::new();
    // method_order is php's (own methods, then the parent's, the traits',
    // the interfaces').
    for n in &c.method_order {
        let m = &c.methods[n];
        let f = m.flags;
        let visible = if f & tusk_vm::class::member_flags::HIDDEN != 0 {
            false
        } else if f & tusk_vm::class::member_flags::PRIVATE != 0 {
            m.scope == scope
        } else if f & tusk_vm::class::member_flags::PROTECTED != 0 {
            vm.class_by_id(scope)
                .is_some_and(|s| s.is_subclass_of(m.scope) || c.is_subclass_of(s.id))
        } else {
            true
        };
        if visible {
            out.push(Value::Str(m.name.clone()));
        }
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

fn method_exists(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.get(0).cloned().unwrap_or(Value::Null);
    if !matches!(v.unref(), Value::Obj(_) | Value::Str(_)) {
        return Err(vm.arg_type_error(
            1,
            &format!(
                "must be of type object|string, {} given",
                tusk_value::ops::type_name(&v)
            ),
        ));
    }
    let name = args.str(1).as_bytes().to_ascii_lowercase();
    let mut found = match class_arg(vm, &v, true)? {
        Some(c) => c.methods.contains_key(&name[..]),
        None => false,
    };
    // An SPL iterator answers for its inner iterator (php asks the
    // object's get_method handler).
    let mut o = match v.unref() {
        Value::Obj(o) => Some(o),
        _ => None,
    };
    while let (false, Some(cur)) = (found, o.take()) {
        let next = vm
            .obj_class(&cur)
            .and_then(|c| c.native.and_then(|d| d.forward))
            .and_then(|f| f(&cur));
        if let Some(n) = &next {
            found = vm
                .obj_class(n)
                .is_some_and(|c| c.methods.contains_key(&name[..]));
        }
        o = next;
    }
    Ok(Value::Bool(found))
}

fn property_exists(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.get(0).cloned().unwrap_or(Value::Null);
    let name = args.str(1).clone();
    if let Value::Obj(o) = v.unref() {
        if o.has_dynamic(&name) {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(match class_arg(vm, &v, true)? {
        Some(c) => {
            c.prop_map.contains_key(name.as_bytes()) || c.statics.contains_key(name.as_bytes())
        }
        None => false,
    }))
}

fn exists(vm: &mut Vm, args: &mut Args, kind: tusk_vm::class::Kind) -> BResult {
    let n = args.str(0).clone();
    let autoload = args.get(1).is_none_or(tusk_value::ops::to_bool);
    let c = if autoload {
        vm.lookup_class_autoload(n.as_bytes())?
    } else {
        vm.find_class(n.as_bytes())
    };
    // Enums are classes too (class_exists is true for them).
    Ok(Value::Bool(c.is_some_and(|c| {
        c.kind == kind
            || (kind == tusk_vm::class::Kind::Class && c.kind == tusk_vm::class::Kind::Enum)
    })))
}
fn class_exists(vm: &mut Vm, args: &mut Args) -> BResult {
    exists(vm, args, tusk_vm::class::Kind::Class)
}
fn interface_exists(vm: &mut Vm, args: &mut Args) -> BResult {
    exists(vm, args, tusk_vm::class::Kind::Interface)
}
fn trait_exists(vm: &mut Vm, args: &mut Args) -> BResult {
    exists(vm, args, tusk_vm::class::Kind::Trait)
}
fn enum_exists(vm: &mut Vm, args: &mut Args) -> BResult {
    exists(vm, args, tusk_vm::class::Kind::Enum)
}

fn is_a_impl(vm: &mut Vm, args: &mut Args, default_string: bool, strict_sub: bool) -> BResult {
    let v = args.get(0).cloned().unwrap_or(Value::Null);
    let target = args.str(1).clone();
    let allow_string = args.get(2).map_or(default_string, tusk_value::ops::to_bool);
    let c = match v.unref() {
        Value::Obj(o) => vm.obj_class(&o),
        Value::Str(s) if allow_string => vm.lookup_class_autoload(s.as_bytes())?,
        _ => None,
    };
    let Some(c) = c else {
        return Ok(Value::Bool(false));
    };
    let Some(t) = vm.find_class(target.as_bytes()) else {
        return Ok(Value::Bool(false));
    };
    if strict_sub && c.id == t.id {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(c.is_subclass_of(t.id)))
}
fn is_a(vm: &mut Vm, args: &mut Args) -> BResult {
    is_a_impl(vm, args, false, false)
}
fn is_subclass_of(vm: &mut Vm, args: &mut Args) -> BResult {
    is_a_impl(vm, args, true, true)
}

/// The class argument of class_implements/class_parents/class_uses, or
/// false with php's warning.
fn spl_class_arg(vm: &mut Vm, args: &mut Args) -> Result<Option<Rc<Class>>, tusk_vm::Unwind> {
    let v = args.get(0).cloned().unwrap_or(Value::Null);
    let autoload = args.get(1).is_none_or(tusk_value::ops::to_bool);
    let c = class_arg(vm, &v, autoload)?;
    if c.is_none() {
        if let Value::Str(s) = v.unref() {
            let tail = if autoload {
                " and could not be loaded"
            } else {
                ""
            };
            vm.fn_warning(&format!(
                "Class {} does not exist{}",
                String::from_utf8_lossy(s.as_bytes()),
                tail
            ));
        }
    }
    Ok(c)
}

fn class_implements(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(c) = spl_class_arg(vm, args)? else {
        return Ok(Value::Bool(false));
    };
    let mut a = PArr::new();
    for i in &c.interfaces {
        a.make_mut()
            .insert(Key::Str(i.name.clone()), Value::Str(i.name.clone()));
    }
    Ok(Value::Arr(a))
}

fn class_parents(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(c) = spl_class_arg(vm, args)? else {
        return Ok(Value::Bool(false));
    };
    let mut a = PArr::new();
    let mut p = c.parent.clone();
    while let Some(x) = p {
        a.make_mut()
            .insert(Key::Str(x.name.clone()), Value::Str(x.name.clone()));
        p = x.parent.clone();
    }
    Ok(Value::Arr(a))
}

fn spl_object_id(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(match args.get(0).map(|v| v.unref()) {
        Some(Value::Obj(o)) => Value::Int(o.id() as i64),
        _ => Value::Int(0),
    })
}

fn spl_object_hash(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(match args.get(0).map(|v| v.unref()) {
        Some(Value::Obj(o)) => Value::Str(PStr::from(format!("{:032x}", o.id()))),
        _ => Value::Str(PStr::from("")),
    })
}

fn spl_autoload_register(vm: &mut Vm, args: &mut Args) -> BResult {
    if let Some(cb) = args.get(0).cloned().filter(|v| !v.is_null()) {
        let prepend = args.get(2).is_some_and(tusk_value::ops::to_bool);
        vm.add_autoloader(cb, prepend);
    }
    Ok(Value::Bool(true))
}

fn get_called_class(vm: &mut Vm, _args: &mut Args) -> BResult {
    match vm.class_by_id(vm.called_class()) {
        Some(c) => Ok(Value::Str(c.name.clone())),
        None => Err(vm.throw(
            "Error",
            "get_called_class() must be called from within a class",
        )),
    }
}

fn spl_autoload_unregister(vm: &mut Vm, args: &mut Args) -> BResult {
    let cb = args.val(0).clone();
    Ok(Value::Bool(vm.remove_autoloader(&cb)))
}

fn spl_autoload_functions(vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::Arr(PArr::from_values(vm.autoloaders())))
}

fn class_alias(vm: &mut Vm, args: &mut Args) -> BResult {
    let orig = args.str(0).clone();
    let alias = args.str(1).clone();
    let autoload = args.opt_bool(2, true);
    let c = if autoload {
        vm.lookup_class_autoload(orig.as_bytes())?
    } else {
        vm.find_class(orig.as_bytes())
    };
    let Some(c) = c else {
        vm.fn_warning(&format!(
            "Class \"{}\" not found",
            String::from_utf8_lossy(orig.as_bytes())
        ));
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(vm.alias_class(c, alias.as_bytes())))
}

fn declared(vm: &mut Vm, kind: tusk_vm::class::Kind) -> BResult {
    let names = vm
        .declared_classes(kind)
        .into_iter()
        .map(Value::Str)
        .collect();
    Ok(Value::Arr(PArr::from_values(names)))
}
fn get_declared_classes(vm: &mut Vm, _args: &mut Args) -> BResult {
    declared(vm, tusk_vm::class::Kind::Class)
}
fn get_declared_interfaces(vm: &mut Vm, _args: &mut Args) -> BResult {
    declared(vm, tusk_vm::class::Kind::Interface)
}
fn get_declared_traits(vm: &mut Vm, _args: &mut Args) -> BResult {
    declared(vm, tusk_vm::class::Kind::Trait)
}

fn get_class_vars(vm: &mut Vm, args: &mut Args) -> BResult {
    let n = args.str(0).clone();
    let Some(c) = vm.lookup_class_autoload(n.as_bytes())? else {
        let m = format!(
            "must be a valid class name, {} given",
            String::from_utf8_lossy(n.as_bytes())
        );
        return Err(vm.arg_type_error(1, &m));
    };
    let mut a = PArr::new();
    for (k, v) in vm.class_vars(&c)? {
        a.make_mut().insert(Key::from_pstr(&k), v);
    }
    Ok(Value::Arr(a))
}

#[allow(dead_code)]
fn obj_class_id(o: &tusk_value::PObj) -> Option<u32> {
    class_of(o).map(|c| c.id)
}

/// The iterator argument: a Traversable object, or an array when `what`
/// allows one ("Traversable|array"); anything else is php's TypeError.
fn traversable_arg(vm: &mut Vm, args: &Args, what: &str) -> Result<Value, tusk_vm::Unwind> {
    let v = args.val(0).unref();
    match &v {
        Value::Arr(_) if what.ends_with("|array") => Ok(v),
        Value::Obj(o) if vm.is_traversable(o) => Ok(v),
        other => {
            let t = tusk_value::ops::type_name(other);
            Err(vm.arg_type_error(1, &format!("must be of type {what}, {t} given")))
        }
    }
}

fn iterator_to_array(vm: &mut Vm, args: &mut Args) -> BResult {
    let keep = args.opt_bool(1, true);
    let o = match traversable_arg(vm, args, "Traversable|array")? {
        Value::Arr(a) => {
            return Ok(if keep {
                Value::Arr(a)
            } else {
                Value::Arr(PArr::from_values(
                    a.iter().map(|(_, v)| v.unref()).collect(),
                ))
            })
        }
        Value::Obj(o) => o,
        _ => unreachable!("checked"),
    };
    let mut out = tusk_value::ArrayData::new();
    vm.iterate(&o, keep, &mut |vm, k, v| {
        if keep {
            let k = vm.key_of(&k)?;
            out.insert(k, v);
        } else {
            let _ = out.push(v);
        }
        Ok(true)
    })?;
    Ok(Value::Arr(PArr::from_data(out)))
}

fn iterator_count(vm: &mut Vm, args: &mut Args) -> BResult {
    let o = match traversable_arg(vm, args, "Traversable|array")? {
        Value::Arr(a) => return Ok(Value::Int(a.len() as i64)),
        Value::Obj(o) => o,
        _ => unreachable!("checked"),
    };
    let mut n = 0i64;
    vm.iterate(&o, false, &mut |_, _, _| {
        n += 1;
        Ok(true)
    })?;
    Ok(Value::Int(n))
}

/// Calls the callback once per element (with `$args`), stopping when it
/// returns something falsy; returns the number of iterations.
fn iterator_apply(vm: &mut Vm, args: &mut Args) -> BResult {
    let Value::Obj(o) = traversable_arg(vm, args, "Traversable")? else {
        unreachable!("only objects pass as Traversable")
    };
    let cb = args.val(1).clone();
    let extra: Vec<Value> = match args.get(2).map(|v| v.unref()) {
        Some(Value::Arr(a)) => a.iter().map(|(_, v)| v.unref()).collect(),
        _ => Vec::new(),
    };
    let mut n = 0i64;
    vm.iterate(&o, false, &mut |vm, _, _| {
        n += 1;
        let r = vm.call_value(&cb, extra.clone())?;
        Ok(tusk_value::ops::to_bool(&r))
    })?;
    Ok(Value::Int(n))
}
