//! SplFixedArray: a fixed-size vector with integer offsets (php's offset
//! conversion and errors), fromArray/toArray/setSize, its JSON and
//! property listings, and the InternalIterator its getIterator() returns.
//!
//! `$f[k]` goes through the offset methods (the VM calls them); `$f[] = v`
//! is refused by the VM (`no_append`) unless offsetSet is overridden.

use super::{m, new_rc, null, payload_of, pl};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, Value};
use tusk_vm::class::ext::flags;
use tusk_vm::PropsPurpose;
use tusk_vm::{Args, BResult, ClassDef, MethodCtx, MethodDef, Payload, Unwind, Vm};

pub(crate) struct Fixed {
    pub items: RefCell<Vec<Value>>,
}

fn fx_new() -> Rc<dyn std::any::Any> {
    new_rc(Fixed {
        items: RefCell::new(Vec::new()),
    })
}
fn fx_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let f = a.downcast_ref::<Fixed>().expect("Fixed payload");
    new_rc(Fixed {
        items: RefCell::new(f.items.borrow().clone()),
    })
}

fn fx<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a Fixed, Unwind> {
    pl::<Fixed>(vm, ctx)
}

fn fx_props(o: &PObj, why: PropsPurpose) -> Option<ArrayData> {
    let f = payload_of::<Fixed>(o)?;
    if why == PropsPurpose::Json {
        return None;
    }
    let mut a = o.to_array_data();
    for (i, v) in f.items.borrow().iter().enumerate() {
        a.insert(Key::Int(i as i64), v.clone());
    }
    Some(a)
}

/// php's spl_offset_convert_to_long: Some(index) or the TypeError.
fn offset(vm: &mut Vm, v: &Value) -> Result<i64, Unwind> {
    match v.unref() {
        Value::Int(i) => Ok(i),
        Value::Float(f) => {
            if f.fract() != 0.0 && f.is_finite() {
                let shown = vm.to_pstr(&Value::Float(f))?;
                vm.deprecated(&format!(
                    "Implicit conversion from float {} to int loses precision",
                    String::from_utf8_lossy(shown.as_bytes())
                ));
            }
            Ok(f as i64)
        }
        Value::Bool(b) => Ok(b as i64),
        Value::Res(r) => Ok(r.id() as i64),
        Value::Str(s) => match tusk_value::array::int_key(s.as_bytes()) {
            Some(i) => Ok(i),
            None => Err(vm.throw("TypeError", "Illegal offset type")),
        },
        _ => Err(vm.throw("TypeError", "Illegal offset type")),
    }
}

fn range_err(vm: &mut Vm) -> Unwind {
    vm.throw("RuntimeException", "Index invalid or out of range")
}

fn construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let n = a.opt_int(0, 0);
    if n < 0 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to 0"));
    }
    *fx(vm, ctx)?.items.borrow_mut() = vec![Value::Null; n as usize];
    null()
}
/// php's __wakeup: an empty array takes every dynamic property, in
/// order, as its elements, and the properties go.
fn wakeup(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let f = fx(vm, ctx)?;
    if !f.items.borrow().is_empty() {
        return null();
    }
    let moved = std::mem::take(&mut ctx.this().0.props.borrow_mut().dynamic);
    *f.items.borrow_mut() = moved.values().cloned().collect();
    drop(moved);
    null()
}
/// The elements (keys 0..n), then the properties by name.
fn serialize(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let mut out = ArrayData::new();
    for (i, v) in fx(vm, ctx)?.items.borrow().iter().enumerate() {
        out.insert(Key::Int(i as i64), v.clone());
    }
    for (k, v) in ctx.this().to_array_data().iter() {
        if let Key::Str(_) = k {
            out.insert(k, v.clone());
        }
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
/// On an empty array only: integer-keyed values become the elements (in
/// order, keys ignored), named ones properties (php's
/// object_properties_load, deprecation included).
fn unserialize(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fx(vm, ctx)?;
    if !f.items.borrow().is_empty() {
        return null();
    }
    let data = a.arr(0).clone();
    let mut members = ArrayData::new();
    let mut items = Vec::new();
    for (k, v) in data.iter() {
        match k {
            Key::Int(_) => items.push(v.unref()),
            k => drop(members.insert(k, v.clone())),
        }
    }
    *f.items.borrow_mut() = items;
    vm.load_members(ctx.this(), &members)?;
    null()
}
fn count(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(fx(vm, ctx)?.items.borrow().len() as i64))
}
fn to_array(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let v = fx(vm, ctx)?.items.borrow().clone();
    Ok(Value::Arr(PArr::from_values(v)))
}
fn from_array(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let arr = a.arr(0).clone();
    let keep = a.opt_bool(1, true);
    let mut items = Vec::with_capacity(arr.len());
    if keep {
        let mut max = -1i64;
        for (k, _) in arr.iter() {
            match k {
                Key::Int(i) if i >= 0 => max = max.max(i),
                _ => {
                    return Err(vm.throw(
                        "InvalidArgumentException",
                        "array must contain only positive integer keys",
                    ))
                }
            }
        }
        items.resize((max + 1) as usize, Value::Null);
        for (k, v) in arr.iter() {
            if let Key::Int(i) = k {
                items[i as usize] = v.unref();
            }
        }
    } else {
        items.extend(arr.values().map(|v| v.unref()));
    }
    let c = vm
        .find_class(b"SplFixedArray")
        .expect("SplFixedArray is declared");
    let _ = ctx;
    let o = vm.instantiate(&c)?;
    if let Some(f) = payload_of::<Fixed>(&o) {
        *f.items.borrow_mut() = items;
    }
    Ok(Value::Obj(o))
}
fn get_size(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    count(vm, ctx, a)
}
fn set_size(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let n = a.int(0);
    if n < 0 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to 0"));
    }
    let f = fx(vm, ctx)?;
    let old = {
        let mut v = f.items.borrow_mut();
        if (n as usize) < v.len() {
            v.split_off(n as usize)
        } else {
            v.resize(n as usize, Value::Null);
            Vec::new()
        }
    };
    drop(old);
    Ok(Value::Bool(true))
}
fn offset_exists(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fx(vm, ctx)?;
    let i = offset(vm, a.val(0))?;
    let v = f.items.borrow();
    Ok(Value::Bool(
        usize::try_from(i)
            .ok()
            .and_then(|i| v.get(i))
            .is_some_and(|v| !matches!(v, Value::Null)),
    ))
}
fn offset_get(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fx(vm, ctx)?;
    let i = offset(vm, a.val(0))?;
    let r = usize::try_from(i)
        .ok()
        .and_then(|i| f.items.borrow().get(i).cloned());
    r.ok_or_else(|| range_err(vm))
}
fn offset_set(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fx(vm, ctx)?;
    let i = offset(vm, a.val(0))?;
    let v = a.take(1).unref();
    let old = {
        let mut items = f.items.borrow_mut();
        match usize::try_from(i).ok().and_then(|i| items.get_mut(i)) {
            Some(slot) => Some(std::mem::replace(slot, v)),
            None => None,
        }
    };
    match old {
        Some(o) => {
            drop(o);
            null()
        }
        None => Err(range_err(vm)),
    }
}
fn offset_unset(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = fx(vm, ctx)?;
    let i = offset(vm, a.val(0))?;
    let old = {
        let mut items = f.items.borrow_mut();
        usize::try_from(i)
            .ok()
            .and_then(|i| items.get_mut(i))
            .map(|v| std::mem::replace(v, Value::Null))
    };
    match old {
        Some(o) => {
            drop(o);
            null()
        }
        None => Err(range_err(vm)),
    }
}
fn json(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    to_array(vm, ctx, a)
}
fn get_iterator(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = vm
        .find_class(b"InternalIterator")
        .expect("InternalIterator is declared");
    let o = vm.instantiate(&c)?;
    if let Some(it) = payload_of::<InnerIt>(&o) {
        *it.target.borrow_mut() = Some(ctx.this().clone());
    }
    Ok(Value::Obj(o))
}

pub(crate) const FIXED: ClassDef = ClassDef {
    name: "SplFixedArray",
    interfaces: &[
        "IteratorAggregate",
        "ArrayAccess",
        "Countable",
        "JsonSerializable",
    ],
    methods: &[
        m("__construct(int $size = 0)", construct),
        m("__wakeup(): void", wakeup),
        m("__serialize(): array", serialize),
        m("__unserialize(array $data): void", unserialize),
        m("count(): int", count),
        m("toArray(): array", to_array),
        MethodDef {
            sig: "fromArray(array $array, bool $preserveKeys = true): SplFixedArray",
            flags: flags::STATIC,
            f: from_array,
        },
        m("getSize(): int", get_size),
        m("setSize(int $size)", set_size),
        m("offsetExists($index): bool", offset_exists),
        m("offsetGet($index): mixed", offset_get),
        m("offsetSet($index, mixed $value): void", offset_set),
        m("offsetUnset($index): void", offset_unset),
        m("getIterator(): Iterator", get_iterator),
        m("jsonSerialize(): array", json),
    ],
    payload: Some(Payload {
        new: fx_new,
        clone: fx_clone,
    }),
    props_for: Some(fx_props),
    no_append: true,
    ..ClassDef::EMPTY
};

/// The iterator SplFixedArray::getIterator() returns (reads the array live).
pub(crate) struct InnerIt {
    target: RefCell<Option<PObj>>,
    pos: Cell<usize>,
}

fn it_new() -> Rc<dyn std::any::Any> {
    new_rc(InnerIt {
        target: RefCell::new(None),
        pos: Cell::new(0),
    })
}
fn it_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let i = a.downcast_ref::<InnerIt>().expect("InnerIt payload");
    new_rc(InnerIt {
        target: RefCell::new(i.target.borrow().clone()),
        pos: Cell::new(i.pos.get()),
    })
}

fn it_item(ctx: &MethodCtx) -> Option<Value> {
    let it = ctx.payload::<InnerIt>()?;
    let t = it.target.borrow().clone()?;
    let f = payload_of::<Fixed>(&t)?;
    let v = f.items.borrow().get(it.pos.get()).cloned();
    v
}
fn it_current(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(it_item(ctx).unwrap_or(Value::Null))
}
fn it_key(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(match (it_item(ctx), ctx.payload::<InnerIt>()) {
        (Some(_), Some(it)) => Value::Int(it.pos.get() as i64),
        _ => Value::Null,
    })
}
fn it_next(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if let Some(it) = ctx.payload::<InnerIt>() {
        it.pos.set(it.pos.get() + 1);
    }
    null()
}
fn it_valid(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(it_item(ctx).is_some()))
}
fn it_rewind(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if let Some(it) = ctx.payload::<InnerIt>() {
        it.pos.set(0);
    }
    null()
}

pub(crate) const INTERNAL_ITERATOR: ClassDef = ClassDef {
    name: "InternalIterator",
    flags: flags::FINAL,
    interfaces: &["Iterator"],
    methods: &[
        m("current(): mixed", it_current),
        m("key(): mixed", it_key),
        m("next(): void", it_next),
        m("valid(): bool", it_valid),
        m("rewind(): void", it_rewind),
    ],
    payload: Some(Payload {
        new: it_new,
        clone: it_clone,
    }),
    ..ClassDef::EMPTY
};

/// The cycle collector's view of an SplFixedArray: its items.
pub(crate) fn gc_trace(p: &dyn std::any::Any, t: &mut tusk_value::gc::Tracer) -> bool {
    let Some(x) = p.downcast_ref::<Fixed>() else {
        return true;
    };
    let Ok(l) = x.items.try_borrow() else {
        return false;
    };
    t.values(l.iter());
    true
}

pub(crate) fn gc_clear(p: &dyn std::any::Any, out: &mut Vec<Value>) {
    if let Some(x) = p.downcast_ref::<Fixed>() {
        if let Ok(mut l) = x.items.try_borrow_mut() {
            out.append(&mut l);
        }
    }
}
