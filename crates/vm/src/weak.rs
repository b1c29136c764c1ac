//! The WeakReference and WeakMap classes, and InternalIterator (what
//! WeakMap::getIterator returns), with php's errors and var_dump form.
//!
//! Not here: the registry that clears them when an object is freed
//! (tusk-value's `weak.rs`).

use crate::class::ext::{ClassDef, DefKind, MethodCtx, MethodDef, Payload};
use crate::class::lossy;
use crate::{Args, BResult, Vm};
use std::cell::RefCell;
use std::rc::Rc;
use tusk_bytecode::class::flags;
use tusk_value::object::{ClassMeta, PropsPurpose};
use tusk_value::weak::{self, WeakMapStore, WeakRefData};
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};

const fn m(sig: &'static str, f: crate::class::ext::MethodFn) -> MethodDef {
    MethodDef { sig, flags: 0, f }
}

pub(crate) static WEAK_REFERENCE: ClassDef = ClassDef {
    name: "WeakReference",
    kind: DefKind::Class,
    flags: flags::FINAL,
    methods: &[
        MethodDef {
            sig: "create(object $object): WeakReference",
            flags: flags::STATIC,
            f: wr_create,
        },
        m("get(): ?object", wr_get),
    ],
    props_for: Some(no_props),
    ..ClassDef::EMPTY
};

pub(crate) static WEAK_MAP: ClassDef = ClassDef {
    name: "WeakMap",
    kind: DefKind::Class,
    flags: flags::FINAL,
    interfaces: &["ArrayAccess", "Countable", "IteratorAggregate"],
    methods: &[
        m("offsetGet($object): mixed", wm_get),
        m("offsetSet($object, mixed $value): void", wm_set),
        m("offsetExists($object): bool", wm_exists),
        m("offsetUnset($object): void", wm_unset),
        m("count(): int", wm_count),
        m("getIterator(): Iterator", wm_iter),
    ],
    payload: Some(Payload {
        new: || Rc::new(WeakMapStore::default()),
        clone: |p| match p.downcast_ref::<WeakMapStore>() {
            Some(s) => weak::map_clone(s),
            None => Rc::new(WeakMapStore::default()),
        },
    }),
    props_for: Some(map_props),
    ..ClassDef::EMPTY
};

/// A snapshot iterator over (key, value) pairs.
type IterState = RefCell<(Vec<(Value, Value)>, usize)>;

pub(crate) static INTERNAL_ITERATOR: ClassDef = ClassDef {
    name: "InternalIterator",
    kind: DefKind::Class,
    flags: flags::FINAL,
    interfaces: &["Iterator"],
    methods: &[
        m("current(): mixed", it_current),
        m("key(): mixed", it_key),
        m("next(): void", it_next),
        m("valid(): bool", it_valid),
        m("rewind(): void", it_rewind),
    ],
    ..ClassDef::EMPTY
};

fn no_props(_: &PObj, _: PropsPurpose) -> Option<ArrayData> {
    Some(ArrayData::new())
}

fn store(ctx: &MethodCtx) -> Rc<WeakMapStore> {
    ctx.this()
        .internal()
        .and_then(|i| i.clone().downcast::<WeakMapStore>().ok())
        .unwrap_or_default()
}

fn map_props(o: &PObj, purpose: PropsPurpose) -> Option<ArrayData> {
    let mut out = ArrayData::new();
    if purpose != PropsPurpose::Debug {
        return Some(out);
    }
    let s = o.internal()?.downcast_ref::<WeakMapStore>()?;
    for (i, (k, v)) in weak::map_entries(s).into_iter().enumerate() {
        let mut e = ArrayData::new();
        e.insert(Key::Str(PStr::from("key")), Value::Obj(k));
        e.insert(Key::Str(PStr::from("value")), v);
        out.insert(Key::Int(i as i64), Value::Arr(PArr::from_data(e)));
    }
    Some(out)
}

impl Vm {
    fn object_of(&self, name: &[u8], data: Rc<dyn std::any::Any>) -> PObj {
        let class: Rc<dyn ClassMeta> = match self.find_class(name) {
            Some(c) => c,
            None => Rc::new(tusk_value::object::BasicClass {
                name: PStr::new(name),
            }),
        };
        PObj::with_internal(class, data)
    }
}

fn wr_create(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    let Value::Obj(o) = a.val(0).unref() else {
        return Ok(Value::Null);
    };
    if let Some(wr) = weak::weakref_of(&o) {
        return Ok(Value::Obj(wr));
    }
    let wr = vm.object_of(
        b"WeakReference",
        Rc::new(WeakRefData {
            id: o.id(),
            dead: std::cell::Cell::new(false),
        }),
    );
    weak::set_weakref(&o, &wr);
    Ok(Value::Obj(wr))
}

fn wr_get(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let Some(d) = ctx.payload::<WeakRefData>() else {
        return Ok(Value::Null);
    };
    if d.dead.get() {
        return Ok(Value::Null);
    }
    Ok(weak::target(d.id).map_or(Value::Null, Value::Obj))
}

fn key_obj(vm: &mut Vm, v: &Value) -> Result<PObj, crate::Unwind> {
    match v.unref() {
        Value::Obj(o) => Ok(o),
        _ => Err(vm.throw("TypeError", "WeakMap key must be an object")),
    }
}

fn wm_get(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let o = key_obj(vm, a.val(0))?;
    match weak::map_get(&store(ctx), &o) {
        Some(v) => Ok(v),
        None => Err(vm.throw(
            "Error",
            &format!(
                "Object {}#{} not contained in WeakMap",
                lossy(o.class_name().as_bytes()),
                o.id()
            ),
        )),
    }
}

fn wm_set(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    if a.val(0).unref().is_null() {
        return Err(vm.throw("Error", "Cannot append to WeakMap"));
    }
    let o = key_obj(vm, a.val(0))?;
    let v = a.val(1).unref();
    weak::map_set(&store(ctx), &o, v);
    Ok(Value::Null)
}

fn wm_exists(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let o = key_obj(vm, a.val(0))?;
    Ok(Value::Bool(
        weak::map_get(&store(ctx), &o).is_some_and(|v| !v.is_null()),
    ))
}

fn wm_unset(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let o = key_obj(vm, a.val(0))?;
    weak::map_remove(&store(ctx), &o);
    Ok(Value::Null)
}

fn wm_count(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(store(ctx).entries.borrow().len() as i64))
}

fn wm_iter(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let items: Vec<(Value, Value)> = weak::map_entries(&store(ctx))
        .into_iter()
        .map(|(k, v)| (Value::Obj(k), v))
        .collect();
    let st: Rc<IterState> = Rc::new(RefCell::new((items, 0)));
    // SPL declares an InternalIterator of its own under the same name:
    // this one's record was kept when it was declared.
    let o = match vm.rt.weakmap_iter.clone() {
        Some(c) => PObj::with_internal(c, st),
        None => vm.object_of(b"InternalIterator", st),
    };
    Ok(Value::Obj(o))
}

fn it_state(ctx: &MethodCtx) -> Option<&IterState> {
    ctx.payload::<IterState>()
}

fn it_current(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(it_state(ctx)
        .and_then(|s| {
            let s = s.borrow();
            s.0.get(s.1).map(|e| e.1.clone())
        })
        .unwrap_or(Value::Null))
}

fn it_key(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(it_state(ctx)
        .and_then(|s| {
            let s = s.borrow();
            s.0.get(s.1).map(|e| e.0.clone())
        })
        .unwrap_or(Value::Null))
}

fn it_next(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if let Some(s) = it_state(ctx) {
        s.borrow_mut().1 += 1;
    }
    Ok(Value::Null)
}

fn it_valid(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(it_state(ctx).is_some_and(|s| {
        let s = s.borrow();
        s.1 < s.0.len()
    })))
}

fn it_rewind(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if let Some(s) = it_state(ctx) {
        s.borrow_mut().1 = 0;
    }
    Ok(Value::Null)
}
