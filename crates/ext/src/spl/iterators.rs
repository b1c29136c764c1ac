//! The SPL iterator interfaces (OuterIterator, RecursiveIterator,
//! SeekableIterator, SplObserver, SplSubject), EmptyIterator,
//! RecursiveIteratorIterator (php's state machine over a stack of
//! sub-iterators, with its overridable hooks) and MultipleIterator.
//!
//! Not here: the one-inner-iterator family (IteratorIterator, FilterIterator,
//! LimitIterator, ...: outer.rs).

use super::{call, cname, is_native, m, new_rc, null, obj_arg, pl};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};
use tusk_vm::PropsPurpose;
use tusk_vm::{Args, BResult, ClassDef, ConstVal, DefKind, MethodCtx, Payload, Unwind, Vm};

fn abstract_method(vm: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Err(vm.throw("Error", "Cannot call abstract method"))
}

pub(crate) const OUTER_ITERATOR: ClassDef = ClassDef {
    name: "OuterIterator",
    kind: DefKind::Interface,
    interfaces: &["Iterator"],
    methods: &[m("getInnerIterator(): ?Iterator", abstract_method)],
    ..ClassDef::EMPTY
};
pub(crate) const RECURSIVE_ITERATOR: ClassDef = ClassDef {
    name: "RecursiveIterator",
    kind: DefKind::Interface,
    interfaces: &["Iterator"],
    methods: &[
        m("hasChildren(): bool", abstract_method),
        m("getChildren(): ?RecursiveIterator", abstract_method),
    ],
    ..ClassDef::EMPTY
};
pub(crate) const SEEKABLE_ITERATOR: ClassDef = ClassDef {
    name: "SeekableIterator",
    kind: DefKind::Interface,
    interfaces: &["Iterator"],
    methods: &[m("seek(int $offset): void", abstract_method)],
    ..ClassDef::EMPTY
};
pub(crate) const SPL_OBSERVER: ClassDef = ClassDef {
    name: "SplObserver",
    kind: DefKind::Interface,
    methods: &[m("update(SplSubject $subject): void", abstract_method)],
    ..ClassDef::EMPTY
};
pub(crate) const SPL_SUBJECT: ClassDef = ClassDef {
    name: "SplSubject",
    kind: DefKind::Interface,
    methods: &[
        m("attach(SplObserver $observer): void", abstract_method),
        m("detach(SplObserver $observer): void", abstract_method),
        m("notify(): void", abstract_method),
    ],
    ..ClassDef::EMPTY
};

// ---------------------------------------------------------------- EmptyIterator

fn empty_current(vm: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Err(vm.throw(
        "BadMethodCallException",
        "Accessing the value of an EmptyIterator",
    ))
}
fn empty_key(vm: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Err(vm.throw(
        "BadMethodCallException",
        "Accessing the key of an EmptyIterator",
    ))
}
fn nop(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    null()
}
fn falsy(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(false))
}

pub(crate) const EMPTY_ITERATOR: ClassDef = ClassDef {
    name: "EmptyIterator",
    interfaces: &["Iterator"],
    methods: &[
        m("current(): never", empty_current),
        m("next(): void", nop),
        m("key(): never", empty_key),
        m("valid(): false", falsy),
        m("rewind(): void", nop),
    ],
    ..ClassDef::EMPTY
};

// ---------------------------------------------------- RecursiveIteratorIterator

const LEAVES_ONLY: i64 = 0;
const SELF_FIRST: i64 = 1;
const CHILD_FIRST: i64 = 2;
const CATCH_GET_CHILD: i64 = 16;

#[derive(Clone, Copy, PartialEq)]
enum St {
    Next,
    Test,
    SelfEl,
    Child,
    Start,
}

pub(crate) struct Rii {
    stack: RefCell<Vec<(PObj, St)>>,
    mode: Cell<i64>,
    flags: Cell<i64>,
    max_depth: Cell<i64>,
    in_iteration: Cell<bool>,
}

fn rii_new() -> Rc<dyn std::any::Any> {
    new_rc(Rii {
        stack: RefCell::new(Vec::new()),
        mode: Cell::new(0),
        flags: Cell::new(0),
        max_depth: Cell::new(-1),
        in_iteration: Cell::new(false),
    })
}
fn rii_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let r = a.downcast_ref::<Rii>().expect("Rii payload");
    new_rc(Rii {
        stack: RefCell::new(r.stack.borrow().clone()),
        mode: Cell::new(r.mode.get()),
        flags: Cell::new(r.flags.get()),
        max_depth: Cell::new(r.max_depth.get()),
        in_iteration: Cell::new(r.in_iteration.get()),
    })
}

/// Where a call to a method RecursiveIteratorIterator lacks goes: the
/// current sub-iterator (php's spl_recursive_it_get_method).
fn rii_forward(o: &PObj) -> Option<PObj> {
    let r = super::payload_of::<Rii>(o)?;
    let s = r.stack.borrow();
    s.last().map(|(o, _)| o.clone())
}

fn rii<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a Rii, Unwind> {
    match ctx.payload::<Rii>() {
        Some(r) if !r.stack.borrow().is_empty() => Ok(r),
        _ => Err(super::not_init(vm)),
    }
}

fn rii_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let r = pl::<Rii>(vm, ctx)?;
    let mut it = obj_arg(a, 0);
    if let Some(o) = &it {
        if vm.instance_of(o, b"IteratorAggregate") {
            it = vm.traversable_iterator(o)?;
        }
    }
    let it = match it {
        Some(o) if vm.instance_of(&o, b"RecursiveIterator") => o,
        _ => {
            return Err(vm.throw(
                "InvalidArgumentException",
                "An instance of RecursiveIterator or IteratorAggregate creating it is required",
            ))
        }
    };
    r.mode.set(a.opt_int(1, LEAVES_ONLY));
    r.flags.set(a.opt_int(2, 0));
    *r.stack.borrow_mut() = vec![(it, St::Start)];
    null()
}

/// Calls hook `lname` on `this` when a user class overrides it.
fn hook(vm: &mut Vm, this: &PObj, lname: &[u8]) -> Result<(), Unwind> {
    if !is_native(vm, this, lname) {
        call(vm, this, lname, Vec::new())?;
    }
    Ok(())
}

fn top(r: &Rii) -> (PObj, St, usize) {
    let s = r.stack.borrow();
    let (o, st) = s.last().expect("non-empty stack").clone();
    (o, st, s.len() - 1)
}
fn set_state(r: &Rii, st: St) {
    if let Some(t) = r.stack.borrow_mut().last_mut() {
        t.1 = st;
    }
}

fn move_forward(vm: &mut Vm, this: &PObj, r: &Rii) -> Result<(), Unwind> {
    loop {
        let (it, st, level) = top(r);
        let ended;
        match st {
            St::Next | St::Start => {
                if st == St::Next {
                    if let Err(e) = call(vm, &it, b"next", Vec::new()) {
                        if r.flags.get() & CATCH_GET_CHILD == 0 {
                            return Err(e);
                        }
                    }
                }
                if !tusk_value::ops::to_bool(&call(vm, &it, b"valid", Vec::new())?) {
                    ended = true;
                } else {
                    set_state(r, St::Test);
                    continue;
                }
            }
            St::Test => {
                let has = if is_native(vm, this, b"callhaschildren") {
                    call(vm, &it, b"haschildren", Vec::new())?
                } else {
                    call(vm, this, b"callhaschildren", Vec::new())?
                };
                if tusk_value::ops::to_bool(&has) {
                    let md = r.max_depth.get();
                    if md == -1 || md > level as i64 {
                        let next = if r.mode.get() == SELF_FIRST {
                            St::SelfEl
                        } else {
                            St::Child
                        };
                        set_state(r, next);
                        continue;
                    }
                    if r.mode.get() == LEAVES_ONLY {
                        set_state(r, St::Next);
                        continue;
                    }
                }
                hook(vm, this, b"nextelement")?;
                set_state(r, St::Next);
                return Ok(());
            }
            St::SelfEl => {
                let mode = r.mode.get();
                if mode == SELF_FIRST || mode == CHILD_FIRST {
                    hook(vm, this, b"nextelement")?;
                }
                set_state(
                    r,
                    if mode == SELF_FIRST {
                        St::Child
                    } else {
                        St::Next
                    },
                );
                return Ok(());
            }
            St::Child => {
                let child = if is_native(vm, this, b"callgetchildren") {
                    call(vm, &it, b"getchildren", Vec::new())
                } else {
                    call(vm, this, b"callgetchildren", Vec::new())
                };
                let child = match child {
                    Ok(c) => c,
                    Err(e) => {
                        if r.flags.get() & CATCH_GET_CHILD == 0 {
                            return Err(e);
                        }
                        set_state(r, St::Next);
                        continue;
                    }
                };
                let child = match child {
                    Value::Obj(o) if vm.instance_of(&o, b"RecursiveIterator") => o,
                    _ => {
                        return Err(vm.throw(
                            "UnexpectedValueException",
                            "Objects returned by RecursiveIterator::getChildren() must implement RecursiveIterator",
                        ))
                    }
                };
                set_state(
                    r,
                    if r.mode.get() == CHILD_FIRST {
                        St::SelfEl
                    } else {
                        St::Next
                    },
                );
                r.stack.borrow_mut().push((child.clone(), St::Start));
                call(vm, &child, b"rewind", Vec::new())?;
                hook(vm, this, b"beginchildren")?;
                continue;
            }
        }
        if ended {
            if level > 0 {
                hook(vm, this, b"endchildren")?;
                r.stack.borrow_mut().pop();
            } else {
                return Ok(());
            }
        }
    }
}

fn rii_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let r = rii(vm, ctx)?;
    let this = ctx.this();
    while r.stack.borrow().len() > 1 {
        r.stack.borrow_mut().pop();
        hook(vm, this, b"endchildren")?;
    }
    set_state(r, St::Start);
    let (it, _, _) = top(r);
    call(vm, &it, b"rewind", Vec::new())?;
    if !r.in_iteration.get() {
        hook(vm, this, b"beginiteration")?;
    }
    r.in_iteration.set(true);
    move_forward(vm, this, r)?;
    null()
}
fn rii_valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let r = rii(vm, ctx)?;
    let its: Vec<PObj> = r.stack.borrow().iter().map(|(o, _)| o.clone()).collect();
    for it in its.iter().rev() {
        if tusk_value::ops::to_bool(&call(vm, it, b"valid", Vec::new())?) {
            return Ok(Value::Bool(true));
        }
    }
    if r.in_iteration.get() {
        hook(vm, ctx.this(), b"enditeration")?;
    }
    r.in_iteration.set(false);
    Ok(Value::Bool(false))
}
fn rii_key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (it, _, _) = top(rii(vm, ctx)?);
    call(vm, &it, b"key", Vec::new())
}
fn rii_current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (it, _, _) = top(rii(vm, ctx)?);
    call(vm, &it, b"current", Vec::new())
}
fn rii_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let r = rii(vm, ctx)?;
    move_forward(vm, ctx.this(), r)?;
    null()
}
fn rii_depth(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(rii(vm, ctx)?.stack.borrow().len() as i64 - 1))
}
fn rii_sub(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let r = rii(vm, ctx)?;
    let s = r.stack.borrow();
    let level = match a.get(0).map(|v| v.unref()) {
        Some(Value::Int(i)) => i,
        _ => s.len() as i64 - 1,
    };
    Ok(usize::try_from(level)
        .ok()
        .and_then(|l| s.get(l))
        .map(|(o, _)| Value::Obj(o.clone()))
        .unwrap_or(Value::Null))
}
fn rii_inner(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Obj(top(rii(vm, ctx)?).0))
}
fn rii_call_has(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (it, _, _) = top(rii(vm, ctx)?);
    call(vm, &it, b"haschildren", Vec::new())
}
fn rii_call_get(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (it, _, _) = top(rii(vm, ctx)?);
    call(vm, &it, b"getchildren", Vec::new())
}
fn rii_set_max(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let r = rii(vm, ctx)?;
    let d = a.opt_int(0, -1);
    if d < -1 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to -1"));
    }
    r.max_depth.set(d);
    null()
}
fn rii_get_max(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let d = rii(vm, ctx)?.max_depth.get();
    Ok(if d == -1 {
        Value::Bool(false)
    } else {
        Value::Int(d)
    })
}

pub(crate) const RECURSIVE_ITERATOR_ITERATOR: ClassDef = ClassDef {
    forward: Some(rii_forward),
    name: "RecursiveIteratorIterator",
    interfaces: &["OuterIterator"],
    consts: &[
        ("LEAVES_ONLY", ConstVal::Int(0)),
        ("SELF_FIRST", ConstVal::Int(1)),
        ("CHILD_FIRST", ConstVal::Int(2)),
        ("CATCH_GET_CHILD", ConstVal::Int(16)),
    ],
    methods: &[
        m(
            "__construct(Traversable $iterator, int $mode = RecursiveIteratorIterator::LEAVES_ONLY, int $flags = 0)",
            rii_construct,
        ),
        m("rewind(): void", rii_rewind),
        m("valid(): bool", rii_valid),
        m("key(): mixed", rii_key),
        m("current(): mixed", rii_current),
        m("next(): void", rii_next),
        m("getDepth(): int", rii_depth),
        m("getSubIterator(?int $level = null): ?RecursiveIterator", rii_sub),
        m("getInnerIterator(): RecursiveIterator", rii_inner),
        m("beginIteration(): void", nop),
        m("endIteration(): void", nop),
        m("callHasChildren(): bool", rii_call_has),
        m("callGetChildren(): ?RecursiveIterator", rii_call_get),
        m("beginChildren(): void", nop),
        m("endChildren(): void", nop),
        m("nextElement(): void", nop),
        m("setMaxDepth(int $maxDepth = -1): void", rii_set_max),
        m("getMaxDepth(): int|false", rii_get_max),
    ],
    payload: Some(Payload {
        new: rii_new,
        clone: rii_clone,
    }),
    ..ClassDef::EMPTY
};

// ------------------------------------------------------------ MultipleIterator

const NEED_ALL: i64 = 1;
const KEYS_ASSOC: i64 = 2;

pub(crate) struct Multi {
    its: RefCell<Vec<(PObj, Value)>>,
    flags: Cell<i64>,
}

fn multi_new() -> Rc<dyn std::any::Any> {
    new_rc(Multi {
        its: RefCell::new(Vec::new()),
        flags: Cell::new(NEED_ALL),
    })
}
fn multi_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let x = a.downcast_ref::<Multi>().expect("Multi payload");
    new_rc(Multi {
        its: RefCell::new(x.its.borrow().clone()),
        flags: Cell::new(x.flags.get()),
    })
}
fn multi<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a Multi, Unwind> {
    pl::<Multi>(vm, ctx)
}
fn its(x: &Multi) -> Vec<(PObj, Value)> {
    x.its.borrow().clone()
}

fn mi_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    multi(vm, ctx)?.flags.set(a.opt_int(0, NEED_ALL));
    null()
}
fn mi_get_flags(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(multi(vm, ctx)?.flags.get()))
}
fn mi_set_flags(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    multi(vm, ctx)?.flags.set(a.int(0));
    null()
}
fn mi_attach(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = multi(vm, ctx)?;
    let Some(it) = obj_arg(a, 0) else {
        return null();
    };
    let info = a.get(1).map(|v| v.unref()).unwrap_or(Value::Null);
    if !matches!(info, Value::Null) {
        let dup = x
            .its
            .borrow()
            .iter()
            .any(|(o, i)| !o.ptr_eq(&it) && tusk_value::ops::strict_eq(i, &info));
        if dup {
            return Err(vm.throw("InvalidArgumentException", "Key duplication error"));
        }
    }
    let mut v = x.its.borrow_mut();
    match v.iter_mut().find(|(o, _)| o.ptr_eq(&it)) {
        Some(e) => e.1 = info,
        None => v.push((it, info)),
    }
    null()
}
fn mi_detach(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = multi(vm, ctx)?;
    if let Some(it) = obj_arg(a, 0) {
        x.its.borrow_mut().retain(|(o, _)| !o.ptr_eq(&it));
    }
    null()
}
fn mi_contains(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = multi(vm, ctx)?;
    let it = obj_arg(a, 0);
    Ok(Value::Bool(it.is_some_and(|it| {
        x.its.borrow().iter().any(|(o, _)| o.ptr_eq(&it))
    })))
}
fn mi_count(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(multi(vm, ctx)?.its.borrow().len() as i64))
}
fn mi_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    for (it, _) in its(multi(vm, ctx)?) {
        call(vm, &it, b"rewind", Vec::new())?;
    }
    null()
}
fn mi_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    for (it, _) in its(multi(vm, ctx)?) {
        call(vm, &it, b"next", Vec::new())?;
    }
    null()
}
fn mi_valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = multi(vm, ctx)?;
    let list = its(x);
    if list.is_empty() {
        return Ok(Value::Bool(false));
    }
    let all = x.flags.get() & NEED_ALL != 0;
    for (it, _) in list {
        let v = tusk_value::ops::to_bool(&call(vm, &it, b"valid", Vec::new())?);
        if all && !v {
            return Ok(Value::Bool(false));
        }
        if !all && v {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(all))
}
fn mi_values(vm: &mut Vm, ctx: &MethodCtx, what: &[u8]) -> BResult {
    let x = multi(vm, ctx)?;
    let flags = x.flags.get();
    let mut out = ArrayData::new();
    for (i, (it, info)) in its(x).into_iter().enumerate() {
        let v = if tusk_value::ops::to_bool(&call(vm, &it, b"valid", Vec::new())?) {
            call(vm, &it, what, Vec::new())?
        } else if flags & NEED_ALL != 0 {
            let w = if what == b"current" { "current" } else { "key" };
            return Err(vm.throw(
                "RuntimeException",
                &format!("Called {w}() with non valid sub iterator"),
            ));
        } else {
            Value::Null
        };
        let k = if flags & KEYS_ASSOC != 0 {
            match info {
                Value::Int(n) => Key::Int(n),
                Value::Str(s) => Key::from_pstr(&s),
                _ => {
                    return Err(vm.throw(
                        "InvalidArgumentException",
                        "Sub-Iterator is associated with NULL",
                    ))
                }
            }
        } else {
            Key::Int(i as i64)
        };
        out.insert(k, v);
    }
    Ok(Value::Arr(PArr::from_data(out)))
}
fn mi_current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    mi_values(vm, ctx, b"current")
}
fn mi_key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    mi_values(vm, ctx, b"key")
}
fn mi_props(o: &PObj, why: PropsPurpose) -> Option<ArrayData> {
    let x = super::payload_of::<Multi>(o)?;
    if why != PropsPurpose::Debug {
        return None;
    }
    let mut a = o.to_array_data();
    let list: Vec<Value> = x
        .its
        .borrow()
        .iter()
        .map(|(it, inf)| {
            let mut e = ArrayData::new();
            e.insert(Key::Str(PStr::from("obj")), Value::Obj(it.clone()));
            e.insert(Key::Str(PStr::from("inf")), inf.clone());
            Value::Arr(PArr::from_data(e))
        })
        .collect();
    a.insert(
        Key::Str(PStr::from("\0SplObjectStorage\0storage")),
        Value::Arr(PArr::from_values(list)),
    );
    Some(a)
}
fn mi_debug(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = mi_props(ctx.this(), PropsPurpose::Debug).unwrap_or_default();
    let _ = cname(ctx.this());
    Ok(Value::Arr(PArr::from_data(a)))
}

pub(crate) const MULTIPLE_ITERATOR: ClassDef = ClassDef {
    name: "MultipleIterator",
    interfaces: &["Iterator"],
    consts: &[
        ("MIT_NEED_ANY", ConstVal::Int(0)),
        ("MIT_NEED_ALL", ConstVal::Int(1)),
        ("MIT_KEYS_NUMERIC", ConstVal::Int(0)),
        ("MIT_KEYS_ASSOC", ConstVal::Int(2)),
    ],
    methods: &[
        m(
            "__construct(int $flags = MultipleIterator::MIT_NEED_ALL | MultipleIterator::MIT_KEYS_NUMERIC)",
            mi_construct,
        ),
        m("getFlags(): int", mi_get_flags),
        m("setFlags(int $flags): void", mi_set_flags),
        m(
            "attachIterator(Iterator $iterator, string|int|null $info = null): void",
            mi_attach,
        ),
        m("detachIterator(Iterator $iterator): void", mi_detach),
        m("containsIterator(Iterator $iterator): bool", mi_contains),
        m("countIterators(): int", mi_count),
        m("rewind(): void", mi_rewind),
        m("valid(): bool", mi_valid),
        m("key(): array", mi_key),
        m("current(): array", mi_current),
        m("next(): void", mi_next),
        m("__debugInfo(): array", mi_debug),
    ],
    payload: Some(Payload {
        new: multi_new,
        clone: multi_clone,
    }),
    props_for: Some(mi_props),
    ..ClassDef::EMPTY
};
