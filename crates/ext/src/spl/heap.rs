//! SplHeap (abstract, user compare()), SplMinHeap, SplMaxHeap and
//! SplPriorityQueue: a binary heap laid out and sifted exactly as php's
//! spl_heap.c does it (so var_dump's element order and the order of equal
//! elements match), with the corruption state a throwing compare() leaves.
//!
//! Not here: iteration helpers shared with other classes (mod.rs).

use super::{is_native, m, new_rc, null, pl, zcmp};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};
use tusk_vm::class::ext::flags;
use tusk_vm::PropsPurpose;
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, MethodDef, Payload, Unwind, Vm};

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    User,
    Min,
    Max,
    Pq,
}

#[derive(Clone)]
struct Elem {
    data: Value,
    prio: Value,
}

pub(crate) struct Heap {
    kind: Kind,
    elems: RefCell<Vec<Elem>>,
    /// SplPriorityQueue's extract flags.
    flags: Cell<i64>,
    corrupted: Cell<bool>,
}

fn mk(kind: Kind) -> Rc<dyn std::any::Any> {
    new_rc(Heap {
        kind,
        elems: RefCell::new(Vec::new()),
        flags: Cell::new(if kind == Kind::Pq { 1 } else { 0 }),
        corrupted: Cell::new(false),
    })
}
fn user_new() -> Rc<dyn std::any::Any> {
    mk(Kind::User)
}
fn min_new() -> Rc<dyn std::any::Any> {
    mk(Kind::Min)
}
fn max_new() -> Rc<dyn std::any::Any> {
    mk(Kind::Max)
}
fn pq_new() -> Rc<dyn std::any::Any> {
    mk(Kind::Pq)
}
fn heap_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let h = a.downcast_ref::<Heap>().expect("Heap payload");
    new_rc(Heap {
        kind: h.kind,
        elems: RefCell::new(h.elems.borrow().clone()),
        flags: Cell::new(h.flags.get()),
        corrupted: Cell::new(h.corrupted.get()),
    })
}

fn heap<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a Heap, Unwind> {
    pl::<Heap>(vm, ctx)
}

/// How two elements compare: > 0 when `a` belongs nearer the top.
struct Cmp {
    kind: Kind,
    user: bool,
    this: PObj,
}

impl Cmp {
    fn new(vm: &Vm, h: &Heap, this: &PObj) -> Cmp {
        Cmp {
            kind: h.kind,
            user: h.kind == Kind::User || !is_native(vm, this, b"compare"),
            this: this.clone(),
        }
    }
    fn cmp(&self, vm: &mut Vm, a: &Elem, b: &Elem) -> Result<i64, Unwind> {
        let (x, y) = if self.kind == Kind::Pq {
            (&a.prio, &b.prio)
        } else {
            (&a.data, &b.data)
        };
        if self.user {
            let r = super::call(vm, &self.this, b"compare", vec![x.clone(), y.clone()])?;
            return Ok(tusk_value::ops::to_int(&r));
        }
        match self.kind {
            Kind::Min => zcmp(vm, y, x),
            _ => zcmp(vm, x, y),
        }
    }
}

fn corrupted(vm: &mut Vm) -> Unwind {
    vm.throw(
        "RuntimeException",
        "Heap is corrupted, heap properties are no longer ensured.",
    )
}

fn get(h: &Heap, i: usize) -> Elem {
    h.elems.borrow()[i].clone()
}

fn insert_elem(vm: &mut Vm, ctx: &MethodCtx, h: &Heap, e: Elem) -> Result<(), Unwind> {
    if h.corrupted.get() {
        return Err(corrupted(vm));
    }
    let c = Cmp::new(vm, h, ctx.this());
    let mut i = {
        let mut v = h.elems.borrow_mut();
        v.push(e.clone());
        v.len() - 1
    };
    while i > 0 {
        let parent = (i - 1) / 2;
        let pe = get(h, parent);
        match c.cmp(vm, &pe, &e) {
            Ok(r) if r < 0 => {
                h.elems.borrow_mut()[i] = pe;
                i = parent;
            }
            Ok(_) => break,
            Err(x) => {
                h.elems.borrow_mut()[i] = e;
                h.corrupted.set(true);
                return Err(x);
            }
        }
    }
    h.elems.borrow_mut()[i] = e;
    Ok(())
}

fn delete_top(vm: &mut Vm, ctx: &MethodCtx, h: &Heap) -> Result<Elem, Unwind> {
    if h.corrupted.get() {
        return Err(corrupted(vm));
    }
    let n = h.elems.borrow().len();
    if n == 0 {
        return Err(vm.throw("RuntimeException", "Can't extract from an empty heap"));
    }
    let c = Cmp::new(vm, h, ctx.this());
    let top = get(h, 0);
    let bottom = get(h, n - 1);
    let limit = (n - 1) / 2;
    let mut err: Option<Unwind> = None;
    // After a throwing compare() every comparison is 0, as in php.
    let cmp = |vm: &mut Vm, a: &Elem, b: &Elem, err: &mut Option<Unwind>| {
        if err.is_some() {
            return 0;
        }
        match c.cmp(vm, a, b) {
            Ok(r) => r,
            Err(x) => {
                *err = Some(x);
                0
            }
        }
    };
    let mut i = 0;
    while i < limit {
        let mut j = i * 2 + 1;
        if j + 1 < n && cmp(vm, &get(h, j + 1), &get(h, j), &mut err) > 0 {
            j += 1;
        }
        let cj = get(h, j);
        if cmp(vm, &bottom, &cj, &mut err) < 0 {
            h.elems.borrow_mut()[i] = cj;
            i = j;
        } else {
            break;
        }
    }
    {
        let mut v = h.elems.borrow_mut();
        v[i] = bottom;
        v.truncate(n - 1);
    }
    if let Some(x) = err {
        h.corrupted.set(true);
        return Err(x);
    }
    Ok(top)
}

fn pq_value(h: &Heap, e: Elem) -> Value {
    if h.kind != Kind::Pq {
        return e.data;
    }
    match h.flags.get() & 3 {
        1 => e.data,
        2 => e.prio,
        _ => {
            let mut a = ArrayData::new();
            a.insert(Key::Str(PStr::from("data")), e.data);
            a.insert(Key::Str(PStr::from("priority")), e.prio);
            Value::Arr(PArr::from_data(a))
        }
    }
}

fn insert(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let h = heap(vm, ctx)?;
    let e = Elem {
        data: a.take(0),
        prio: a.take(1),
    };
    insert_elem(vm, ctx, h, e)?;
    Ok(Value::Bool(true))
}
fn extract(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let h = heap(vm, ctx)?;
    let e = delete_top(vm, ctx, h)?;
    Ok(pq_value(h, e))
}
fn top(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let h = heap(vm, ctx)?;
    if h.corrupted.get() {
        return Err(corrupted(vm));
    }
    let e = h.elems.borrow().first().cloned();
    match e {
        Some(e) => Ok(pq_value(h, e)),
        None => Err(vm.throw("RuntimeException", "Can't peek at an empty heap")),
    }
}
fn count(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(heap(vm, ctx)?.elems.borrow().len() as i64))
}
fn is_empty(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(heap(vm, ctx)?.elems.borrow().is_empty()))
}
fn rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    heap(vm, ctx)?;
    null()
}
fn valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(!heap(vm, ctx)?.elems.borrow().is_empty()))
}
fn key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(heap(vm, ctx)?.elems.borrow().len() as i64 - 1))
}
fn current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let h = heap(vm, ctx)?;
    let e = h.elems.borrow().first().cloned();
    Ok(e.map(|e| pq_value(h, e)).unwrap_or(Value::Null))
}
fn next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let h = heap(vm, ctx)?;
    if !h.elems.borrow().is_empty() {
        delete_top(vm, ctx, h)?;
    }
    null()
}
fn recover(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    heap(vm, ctx)?.corrupted.set(false);
    Ok(Value::Bool(true))
}
fn is_corrupted(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(heap(vm, ctx)?.corrupted.get()))
}
fn min_compare(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    Ok(Value::Int(zcmp(vm, a.val(1), a.val(0))?))
}
fn max_compare(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    Ok(Value::Int(zcmp(vm, a.val(0), a.val(1))?))
}
fn set_flags(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let h = heap(vm, ctx)?;
    let f = a.int(0) & 3;
    if f == 0 {
        return Err(vm.throw("RuntimeException", "Must specify at least one extract flag"));
    }
    h.flags.set(f);
    Ok(Value::Int(f))
}
fn get_flags(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(heap(vm, ctx)?.flags.get()))
}

fn heap_props(o: &PObj, why: PropsPurpose) -> Option<ArrayData> {
    let h = super::payload_of::<Heap>(o)?;
    if why != PropsPurpose::Debug {
        return None;
    }
    let cls = if h.kind == Kind::Pq {
        "SplPriorityQueue"
    } else {
        "SplHeap"
    };
    let mut a = o.to_array_data();
    let k = |n: &str| Key::Str(PStr::from(format!("\0{cls}\0{n}")));
    a.insert(k("flags"), Value::Int(h.flags.get()));
    a.insert(k("isCorrupted"), Value::Bool(h.corrupted.get()));
    let list: Vec<Value> = h
        .elems
        .borrow()
        .iter()
        .map(|e| {
            if h.kind == Kind::Pq {
                let mut x = ArrayData::new();
                x.insert(Key::Str(PStr::from("data")), e.data.clone());
                x.insert(Key::Str(PStr::from("priority")), e.prio.clone());
                Value::Arr(PArr::from_data(x))
            } else {
                e.data.clone()
            }
        })
        .collect();
    a.insert(k("heap"), Value::Arr(PArr::from_values(list)));
    Some(a)
}
fn debug_info(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = heap_props(ctx.this(), PropsPurpose::Debug).unwrap_or_default();
    Ok(Value::Arr(PArr::from_data(a)))
}

const HEAP_METHODS: &[MethodDef] = &[
    m("extract(): mixed", extract),
    m("insert(mixed $value): bool", insert),
    m("top(): mixed", top),
    m("count(): int", count),
    m("isEmpty(): bool", is_empty),
    m("rewind(): void", rewind),
    m("current(): mixed", current),
    m("key(): int", key),
    m("next(): void", next),
    m("valid(): bool", valid),
    m("recoverFromCorruption(): bool", recover),
    MethodDef {
        sig: "compare(mixed $value1, mixed $value2): int",
        flags: flags::PROTECTED | flags::ABSTRACT,
        f: max_compare,
    },
    m("isCorrupted(): bool", is_corrupted),
    m("__debugInfo(): array", debug_info),
];

pub(crate) const HEAP: ClassDef = ClassDef {
    name: "SplHeap",
    flags: flags::ABSTRACT,
    interfaces: &["Iterator", "Countable"],
    methods: HEAP_METHODS,
    payload: Some(Payload {
        new: user_new,
        clone: heap_clone,
    }),
    props_for: Some(heap_props),
    ..ClassDef::EMPTY
};

pub(crate) const MIN_HEAP: ClassDef = ClassDef {
    name: "SplMinHeap",
    parent: Some("SplHeap"),
    methods: &[MethodDef {
        sig: "compare(mixed $value1, mixed $value2): int",
        flags: flags::PROTECTED,
        f: min_compare,
    }],
    payload: Some(Payload {
        new: min_new,
        clone: heap_clone,
    }),
    ..ClassDef::EMPTY
};

pub(crate) const MAX_HEAP: ClassDef = ClassDef {
    name: "SplMaxHeap",
    parent: Some("SplHeap"),
    methods: &[MethodDef {
        sig: "compare(mixed $value1, mixed $value2): int",
        flags: flags::PROTECTED,
        f: max_compare,
    }],
    payload: Some(Payload {
        new: max_new,
        clone: heap_clone,
    }),
    ..ClassDef::EMPTY
};

const PQ_METHODS: &[MethodDef] = &[
    m(
        "compare(mixed $priority1, mixed $priority2): int",
        max_compare,
    ),
    m("insert(mixed $value, mixed $priority)", insert),
    m("setExtractFlags(int $flags): int", set_flags),
    m("top(): mixed", top),
    m("extract(): mixed", extract),
    m("count(): int", count),
    m("isEmpty(): bool", is_empty),
    m("rewind(): void", rewind),
    m("current(): mixed", current),
    m("key(): int", key),
    m("next(): void", next),
    m("valid(): bool", valid),
    m("recoverFromCorruption(): bool", recover),
    m("isCorrupted(): bool", is_corrupted),
    m("getExtractFlags(): int", get_flags),
    m("__debugInfo(): array", debug_info),
];

pub(crate) const PQUEUE: ClassDef = ClassDef {
    name: "SplPriorityQueue",
    interfaces: &["Iterator", "Countable"],
    consts: &[
        ("EXTR_BOTH", ConstVal::Int(3)),
        ("EXTR_PRIORITY", ConstVal::Int(2)),
        ("EXTR_DATA", ConstVal::Int(1)),
    ],
    methods: PQ_METHODS,
    payload: Some(Payload {
        new: pq_new,
        clone: heap_clone,
    }),
    props_for: Some(heap_props),
    ..ClassDef::EMPTY
};

/// The cycle collector's view of a heap: elements and priorities.
pub(crate) fn gc_trace(p: &dyn std::any::Any, t: &mut tusk_value::gc::Tracer) -> bool {
    let Some(x) = p.downcast_ref::<Heap>() else {
        return true;
    };
    let Ok(l) = x.elems.try_borrow() else {
        return false;
    };
    for e in l.iter() {
        t.value(&e.data);
        t.value(&e.prio);
    }
    true
}

pub(crate) fn gc_clear(p: &dyn std::any::Any, out: &mut Vec<Value>) {
    if let Some(x) = p.downcast_ref::<Heap>() {
        if let Ok(mut l) = x.elems.try_borrow_mut() {
            for e in l.drain(..) {
                out.push(e.data);
                out.push(e.prio);
            }
        }
    }
}
