//! SplDoublyLinkedList, SplQueue and SplStack: a deque of values with
//! php's iterator modes (FIFO/LIFO, keep/delete), index access counted
//! from the top in LIFO mode, and the frozen direction of SplStack/SplQueue.
//!
//! Serializable: serialize()/unserialize() read and write php < 7.4's `C:`
//! data (serialize() itself writes the `O:` form of __serialize).
//!
//! Not here: the `[]` syntax (the VM routes it to offsetGet/offsetSet).

use super::{m, new_rc, null, pl};
use crate::standard::var::serialize::ValueWriter;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};
use tusk_vm::PropsPurpose;
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, Payload, Unwind, Vm};

const LIFO: i64 = 2;
const DELETE: i64 = 1;
/// The direction cannot change (SplStack, SplQueue).
const FIX: i64 = 4;

pub(crate) struct Dll {
    pub list: RefCell<VecDeque<Value>>,
    pub flags: Cell<i64>,
    /// The traversal index (also the key).
    pub pos: Cell<i64>,
    /// The element the iterator was on was removed (invalid until rewind).
    pub lost: Cell<bool>,
}

fn mk(flags: i64) -> Rc<dyn std::any::Any> {
    new_rc(Dll {
        list: RefCell::new(VecDeque::new()),
        flags: Cell::new(flags),
        pos: Cell::new(0),
        lost: Cell::new(false),
    })
}
fn dll_new() -> Rc<dyn std::any::Any> {
    mk(0)
}
fn stack_new() -> Rc<dyn std::any::Any> {
    mk(LIFO | FIX)
}
fn queue_new() -> Rc<dyn std::any::Any> {
    mk(FIX)
}
fn dll_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let d = a.downcast_ref::<Dll>().expect("Dll payload");
    new_rc(Dll {
        list: RefCell::new(d.list.borrow().clone()),
        flags: Cell::new(d.flags.get()),
        pos: Cell::new(d.pos.get()),
        lost: Cell::new(d.lost.get()),
    })
}

fn dll<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a Dll, Unwind> {
    pl::<Dll>(vm, ctx)
}

fn dll_props(o: &PObj, why: PropsPurpose) -> Option<ArrayData> {
    let d = super::payload_of::<Dll>(o)?;
    if why != PropsPurpose::Debug {
        return None;
    }
    let mut a = o.to_array_data();
    a.insert(
        Key::Str(PStr::from("\0SplDoublyLinkedList\0flags")),
        Value::Int(d.flags.get()),
    );
    let l = PArr::from_values(d.list.borrow().iter().cloned().collect());
    a.insert(
        Key::Str(PStr::from("\0SplDoublyLinkedList\0dllist")),
        Value::Arr(l),
    );
    Some(a)
}

fn empty(vm: &mut Vm, what: &str) -> Unwind {
    vm.throw(
        "RuntimeException",
        &format!("Can't {what} an empty datastructure"),
    )
}

fn push(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    dll(vm, ctx)?.list.borrow_mut().push_back(a.take(0));
    null()
}
fn unshift(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    dll(vm, ctx)?.list.borrow_mut().push_front(a.take(0));
    null()
}
fn pop(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let v = dll(vm, ctx)?.list.borrow_mut().pop_back();
    v.ok_or_else(|| empty(vm, "pop from"))
}
fn shift(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let v = dll(vm, ctx)?.list.borrow_mut().pop_front();
    v.ok_or_else(|| empty(vm, "shift from"))
}
fn top(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let v = dll(vm, ctx)?.list.borrow().back().cloned();
    v.ok_or_else(|| empty(vm, "peek at"))
}
fn bottom(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let v = dll(vm, ctx)?.list.borrow().front().cloned();
    v.ok_or_else(|| empty(vm, "peek at"))
}
fn count(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(dll(vm, ctx)?.list.borrow().len() as i64))
}
fn is_empty(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(dll(vm, ctx)?.list.borrow().is_empty()))
}
fn set_mode(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let mode = a.int(0);
    let f = d.flags.get();
    if f & FIX != 0 && (f & LIFO) != (mode & LIFO) {
        return Err(vm.throw(
            "RuntimeException",
            "Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen",
        ));
    }
    d.flags.set((mode & (LIFO | DELETE)) | (f & FIX));
    Ok(Value::Int(d.flags.get()))
}
fn get_mode(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(dll(vm, ctx)?.flags.get()))
}

/// The physical index of logical index `i` (counted from the top in LIFO).
fn phys(d: &Dll, i: i64) -> Option<usize> {
    let n = d.list.borrow().len() as i64;
    if i < 0 || i >= n {
        return None;
    }
    Some(if d.flags.get() & LIFO != 0 {
        (n - 1 - i) as usize
    } else {
        i as usize
    })
}

fn out_of_range(vm: &mut Vm, method: &str) -> Unwind {
    vm.throw(
        "OutOfRangeException",
        &format!("SplDoublyLinkedList::{method}(): Argument #1 ($index) is out of range"),
    )
}

fn index_of(_vm: &mut Vm, v: &Value, _method: &str) -> Result<i64, Unwind> {
    Ok(tusk_value::ops::to_int(&v.unref()))
}

fn offset_exists(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let i = index_of(vm, a.val(0), "offsetExists")?;
    Ok(Value::Bool(phys(d, i).is_some()))
}
fn offset_get(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    match phys(d, a.int(0)) {
        Some(p) => Ok(d.list.borrow()[p].clone()),
        None => Err(out_of_range(vm, "offsetGet")),
    }
}
fn offset_set(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let v = a.take(1);
    if matches!(a.val(0).unref(), Value::Null) {
        d.list.borrow_mut().push_back(v);
        return null();
    }
    let i = index_of(vm, a.val(0), "offsetSet")?;
    match phys(d, i) {
        Some(p) => {
            d.list.borrow_mut()[p] = v;
            null()
        }
        None => Err(out_of_range(vm, "offsetSet")),
    }
}
fn offset_unset(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let i = index_of(vm, a.val(0), "offsetUnset")?;
    match phys(d, i) {
        Some(p) => {
            let old = d.list.borrow_mut().remove(p);
            drop(old);
            // The element the iterator was on is gone.
            if d.pos.get() == p as i64 {
                d.lost.set(true);
            }
            null()
        }
        None => Err(out_of_range(vm, "offsetUnset")),
    }
}
fn add(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let i = a.int(0);
    let n = d.list.borrow().len() as i64;
    if i < 0 || i > n {
        return Err(out_of_range(vm, "add"));
    }
    let v = a.take(1);
    if i == n {
        d.list.borrow_mut().push_back(v);
    } else {
        let p = phys(d, i).expect("in range");
        d.list.borrow_mut().insert(p, v);
    }
    null()
}

fn rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let n = d.list.borrow().len() as i64;
    d.lost.set(false);
    d.pos.set(if d.flags.get() & LIFO != 0 { n - 1 } else { 0 });
    null()
}
fn valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let n = d.list.borrow().len() as i64;
    let p = d.pos.get();
    Ok(Value::Bool(p >= 0 && p < n && !d.lost.get()))
}
fn current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    if d.lost.get() {
        return null();
    }
    let p = d.pos.get();
    let l = d.list.borrow();
    Ok(usize::try_from(p)
        .ok()
        .and_then(|p| l.get(p).cloned())
        .unwrap_or(Value::Null))
}
fn key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(dll(vm, ctx)?.pos.get()))
}
fn step(d: &Dll, forward: bool) {
    if d.lost.get() {
        return;
    }
    let lifo = d.flags.get() & LIFO != 0;
    let p = d.pos.get();
    if forward && d.flags.get() & DELETE != 0 {
        let n = d.list.borrow().len() as i64;
        if p >= 0 && p < n {
            let old = d.list.borrow_mut().remove(p as usize);
            drop(old);
        }
        if lifo {
            d.pos.set(p - 1);
        }
        return;
    }
    d.pos.set(if lifo == forward { p - 1 } else { p + 1 });
}
fn next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    step(dll(vm, ctx)?, true);
    null()
}
fn prev(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    step(dll(vm, ctx)?, false);
    null()
}
fn debug_info(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = dll_props(ctx.this(), PropsPurpose::Debug).unwrap_or_default();
    let _ = vm;
    Ok(Value::Arr(PArr::from_data(a)))
}
fn ser(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let l = PArr::from_values(d.list.borrow().iter().cloned().collect());
    let props = PArr::from_data(ctx.this().to_array_data());
    Ok(Value::Arr(PArr::from_values(vec![
        Value::Int(d.flags.get()),
        Value::Arr(l),
        Value::Arr(props),
    ])))
}
fn unser(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let arr = a.arr(0).clone();
    let (Some(Value::Int(f)), Some(Value::Arr(l))) = (
        arr.get_int(0).map(|v| v.unref()),
        arr.get_int(1).map(|v| v.unref()),
    ) else {
        return Err(vm.throw(
            "UnexpectedValueException",
            "Incomplete or ill-typed serialization data",
        ));
    };
    d.flags.set(f);
    *d.list.borrow_mut() = l.values().cloned().collect();
    if let Some(Value::Arr(p)) = arr.get_int(2).map(|v| v.unref()) {
        for (k, v) in p.iter() {
            ctx.this().set_dynamic(k, v.clone());
        }
    }
    null()
}
/// Serializable::serialize(), php < 7.4's `C:` data: the flags, then
/// each element after a ':' (`i:0;:i:1;:s:1:"a";`), with one numbering.
fn serialize_legacy(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let items: Vec<Value> = d.list.borrow().iter().cloned().collect();
    let mut w = ValueWriter::new();
    w.value(vm, &Value::Int(d.flags.get()))?;
    for v in &items {
        w.raw(b":");
        w.value(vm, v)?;
    }
    Ok(Value::from(w.finish()))
}
/// Serializable::unserialize(): the list is emptied first, then refilled;
/// malformed data throws with php's offset.
fn unserialize_legacy(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let d = dll(vm, ctx)?;
    let data = a.str(0).clone();
    if data.is_empty() {
        return null();
    }
    let old = std::mem::take(&mut *d.list.borrow_mut());
    drop(old);
    let mut r = super::LegacyReader::new(vm, data.as_bytes());
    // php keeps them in a C int.
    d.flags.set(r.int(vm)? as i32 as i64);
    while r.at(b':') {
        r.p += 1;
        let v = r.value(vm)?;
        d.list.borrow_mut().push_back(v);
    }
    // The end of the data (php stops at a NUL byte too).
    if !matches!(r.s.get(r.p), None | Some(0)) {
        return Err(r.bad(vm, r.p));
    }
    r.finish(vm)?;
    null()
}
fn enqueue(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    push(vm, ctx, a)
}
fn dequeue(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    shift(vm, ctx, a)
}

pub(crate) const DLL: ClassDef = ClassDef {
    name: "SplDoublyLinkedList",
    interfaces: &["Iterator", "Countable", "ArrayAccess", "Serializable"],
    consts: &[
        ("IT_MODE_LIFO", ConstVal::Int(2)),
        ("IT_MODE_FIFO", ConstVal::Int(0)),
        ("IT_MODE_DELETE", ConstVal::Int(1)),
        ("IT_MODE_KEEP", ConstVal::Int(0)),
    ],
    methods: &[
        m("add(int $index, mixed $value): void", add),
        m("pop(): mixed", pop),
        m("shift(): mixed", shift),
        m("push(mixed $value): void", push),
        m("unshift(mixed $value): void", unshift),
        m("top(): mixed", top),
        m("bottom(): mixed", bottom),
        m("__debugInfo(): array", debug_info),
        m("count(): int", count),
        m("isEmpty(): bool", is_empty),
        m("setIteratorMode(int $mode): int", set_mode),
        m("getIteratorMode(): int", get_mode),
        m("offsetExists($index): bool", offset_exists),
        m("offsetGet(int $index): mixed", offset_get),
        m("offsetSet($index, mixed $value): void", offset_set),
        m("offsetUnset($index): void", offset_unset),
        m("rewind(): void", rewind),
        m("current(): mixed", current),
        m("key(): int", key),
        m("prev(): void", prev),
        m("next(): void", next),
        m("valid(): bool", valid),
        m("unserialize(string $data): void", unserialize_legacy),
        m("serialize(): string", serialize_legacy),
        m("__serialize(): array", ser),
        m("__unserialize(array $data): void", unser),
    ],
    payload: Some(Payload {
        new: dll_new,
        clone: dll_clone,
    }),
    props_for: Some(dll_props),
    ..ClassDef::EMPTY
};

pub(crate) const QUEUE: ClassDef = ClassDef {
    name: "SplQueue",
    parent: Some("SplDoublyLinkedList"),
    methods: &[
        m("enqueue(mixed $value): void", enqueue),
        m("dequeue(): mixed", dequeue),
    ],
    payload: Some(Payload {
        new: queue_new,
        clone: dll_clone,
    }),
    ..ClassDef::EMPTY
};

pub(crate) const STACK: ClassDef = ClassDef {
    name: "SplStack",
    parent: Some("SplDoublyLinkedList"),
    payload: Some(Payload {
        new: stack_new,
        clone: dll_clone,
    }),
    ..ClassDef::EMPTY
};

/// The cycle collector's view of a doubly linked list: its elements.
pub(crate) fn gc_trace(p: &dyn std::any::Any, t: &mut tusk_value::gc::Tracer) -> bool {
    let Some(x) = p.downcast_ref::<Dll>() else {
        return true;
    };
    let Ok(l) = x.list.try_borrow() else {
        return false;
    };
    t.values(l.iter());
    true
}

pub(crate) fn gc_clear(p: &dyn std::any::Any, out: &mut Vec<Value>) {
    if let Some(x) = p.downcast_ref::<Dll>() {
        if let Ok(mut l) = x.list.try_borrow_mut() {
            out.extend(l.drain(..));
        }
    }
}
