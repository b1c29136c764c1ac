//! The iterators over one inner iterator (php's "dual iterators"):
//! IteratorIterator with its cached current/key, FilterIterator,
//! CallbackFilterIterator, RecursiveFilterIterator,
//! RecursiveCallbackFilterIterator, ParentIterator, LimitIterator,
//! CachingIterator, RecursiveCachingIterator, NoRewindIterator,
//! AppendIterator and InfiniteIterator.
//!
//! Not here: RecursiveIteratorIterator and MultipleIterator (iterators.rs),
//! RegexIterator and RecursiveRegexIterator (regex.rs).

use super::{call, m, new_rc, null, obj_arg, s};
use std::cell::RefCell;
use std::rc::Rc;
use tusk_value::{Key, PArr, PObj, PStr, Value};
use tusk_vm::class::ext::flags;
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, MethodDef, Payload, Unwind, Vm};

/// The state of every dual iterator (each class uses the fields it needs).
#[derive(Clone, Default)]
pub(crate) struct Dual {
    inner: Option<PObj>,
    /// The fetched (key, current), None when not valid.
    pub(super) cur: Option<(Value, Value)>,
    pos: i64,
    // LimitIterator
    offset: i64,
    count: i64,
    // CallbackFilterIterator
    callback: Value,
    // CachingIterator (RegexIterator: its flags)
    pub(super) flags: i64,
    valid: bool,
    strval: Option<Value>,
    /// RecursiveCachingIterator: the children of the cached element.
    children: Option<Value>,
    cache: Option<PArr>,
    // AppendIterator
    list: Vec<PObj>,
    idx: usize,
    // RegexIterator
    pub(super) regex: Option<PStr>,
    pub(super) mode: i64,
    pub(super) preg_flags: i64,
}

pub(crate) struct DualCell(RefCell<Dual>);

fn dual_new() -> Rc<dyn std::any::Any> {
    new_rc(DualCell(RefCell::new(Dual::default())))
}
fn dual_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let d = a.downcast_ref::<DualCell>().expect("Dual payload");
    new_rc(DualCell(RefCell::new(d.0.borrow().clone())))
}

pub(super) fn cell(ctx: &MethodCtx) -> Option<&RefCell<Dual>> {
    ctx.payload::<DualCell>().map(|c| &c.0)
}

/// Where a dual iterator sends a call to a method it lacks: its inner
/// iterator (php's spl_dual_it_get_method).
pub(crate) fn dual_forward(o: &PObj) -> Option<PObj> {
    super::payload_of::<DualCell>(o).and_then(|c| c.0.borrow().inner.clone())
}

/// The inner iterator, or php's LogicException when the constructor of
/// the SPL parent was never called.
pub(super) fn inner(vm: &mut Vm, ctx: &MethodCtx) -> Result<PObj, Unwind> {
    match cell(ctx).and_then(|c| c.borrow().inner.clone()) {
        Some(o) => Ok(o),
        None => Err(super::not_init(vm)),
    }
}
pub(super) fn d<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a RefCell<Dual>, Unwind> {
    inner(vm, ctx)?;
    Ok(cell(ctx).expect("payload"))
}

fn truthy(v: &Value) -> bool {
    tusk_value::ops::to_bool(v)
}

fn dual_rewind(vm: &mut Vm, ctx: &MethodCtx) -> Result<(), Unwind> {
    let it = inner(vm, ctx)?;
    {
        let mut x = cell(ctx).expect("payload").borrow_mut();
        x.cur = None;
        x.pos = 0;
    }
    call(vm, &it, b"rewind", Vec::new())?;
    Ok(())
}
fn dual_valid(vm: &mut Vm, ctx: &MethodCtx) -> Result<bool, Unwind> {
    let it = inner(vm, ctx)?;
    Ok(truthy(&call(vm, &it, b"valid", Vec::new())?))
}
/// Fetches current and key from the inner iterator (after checking
/// valid() when `check`); whether there was an element.
fn dual_fetch(vm: &mut Vm, ctx: &MethodCtx, check: bool) -> Result<bool, Unwind> {
    let it = inner(vm, ctx)?;
    cell(ctx).expect("payload").borrow_mut().cur = None;
    if check && !truthy(&call(vm, &it, b"valid", Vec::new())?) {
        return Ok(false);
    }
    let v = call(vm, &it, b"current", Vec::new())?;
    let k = call(vm, &it, b"key", Vec::new())?;
    cell(ctx).expect("payload").borrow_mut().cur = Some((k, v));
    Ok(true)
}
fn dual_next(vm: &mut Vm, ctx: &MethodCtx, free: bool) -> Result<(), Unwind> {
    let it = inner(vm, ctx)?;
    if free {
        cell(ctx).expect("payload").borrow_mut().cur = None;
    }
    call(vm, &it, b"next", Vec::new())?;
    cell(ctx).expect("payload").borrow_mut().pos += 1;
    Ok(())
}

pub(super) fn type_name(v: &Value) -> String {
    match v.unref() {
        Value::Obj(o) => String::from_utf8_lossy(o.class_name().as_bytes()).into_owned(),
        v => tusk_value::ops::type_name(&v),
    }
}

/// Stores the inner iterator of a constructor (an aggregate is resolved
/// to its iterator as php does).
pub(super) fn set_inner(vm: &mut Vm, ctx: &MethodCtx, a: &Args, need: &str) -> Result<(), Unwind> {
    let o = obj_arg(a, 0);
    let ok = o
        .as_ref()
        .is_some_and(|o| vm.instance_of(o, need.as_bytes()));
    let Some(mut o) = o.filter(|_| ok) else {
        return Err(vm.arg_type_error(
            1,
            &format!("must be of type {need}, {} given", type_name(a.val(0))),
        ));
    };
    if need == "Traversable" && !vm.instance_of(&o, b"Iterator") {
        if let Some(i) = vm.traversable_iterator(&o)? {
            o = i;
        }
    }
    let Some(c) = cell(ctx) else {
        return Err(super::not_init(vm));
    };
    let mut x = c.borrow_mut();
    x.inner = Some(o);
    x.cur = None;
    x.pos = 0;
    Ok(())
}

// ------------------------------------------------------------ IteratorIterator

fn ii_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "Traversable")?;
    null()
}
fn it_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "Iterator")?;
    null()
}
fn get_inner(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Obj(inner(vm, ctx)?))
}
fn ii_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_rewind(vm, ctx)?;
    dual_fetch(vm, ctx, true)?;
    null()
}
fn ii_valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(d(vm, ctx)?.borrow().cur.is_some()))
}
fn ii_key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(d(vm, ctx)?
        .borrow()
        .cur
        .as_ref()
        .map(|c| c.0.clone())
        .unwrap_or(Value::Null))
}
fn ii_current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(d(vm, ctx)?
        .borrow()
        .cur
        .as_ref()
        .map(|c| c.1.clone())
        .unwrap_or(Value::Null))
}
fn ii_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_next(vm, ctx, true)?;
    dual_fetch(vm, ctx, true)?;
    null()
}

const II_METHODS: &[MethodDef] = &[
    m(
        "__construct(Traversable $iterator, ?string $class = null)",
        ii_construct,
    ),
    m("getInnerIterator(): ?Iterator", get_inner),
    m("rewind(): void", ii_rewind),
    m("valid(): bool", ii_valid),
    m("key(): mixed", ii_key),
    m("current(): mixed", ii_current),
    m("next(): void", ii_next),
];

pub(crate) const ITERATOR_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "IteratorIterator",
    interfaces: &["OuterIterator"],
    methods: II_METHODS,
    payload: Some(Payload {
        new: dual_new,
        clone: dual_clone,
    }),
    ..ClassDef::EMPTY
};

// ------------------------------------------------------------ FilterIterator

/// Skips elements accept() refuses.
fn fetch_accepted(vm: &mut Vm, ctx: &MethodCtx) -> Result<(), Unwind> {
    while dual_fetch(vm, ctx, true)? {
        if truthy(&call(vm, ctx.this(), b"accept", Vec::new())?) {
            return Ok(());
        }
        let it = inner(vm, ctx)?;
        call(vm, &it, b"next", Vec::new())?;
    }
    Ok(())
}
fn fi_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "Iterator")?;
    null()
}
fn fi_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_rewind(vm, ctx)?;
    fetch_accepted(vm, ctx)?;
    null()
}
fn fi_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_next(vm, ctx, true)?;
    fetch_accepted(vm, ctx)?;
    null()
}
fn abstract_accept(vm: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Err(vm.throw(
        "Error",
        "Cannot call abstract method FilterIterator::accept()",
    ))
}

pub(crate) const FILTER_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "FilterIterator",
    flags: flags::ABSTRACT,
    parent: Some("IteratorIterator"),
    methods: &[
        MethodDef {
            sig: "accept(): bool",
            flags: flags::ABSTRACT,
            f: abstract_accept,
        },
        m("__construct(Iterator $iterator)", fi_construct),
        m("rewind(): void", fi_rewind),
        m("next(): void", fi_next),
    ],
    ..ClassDef::EMPTY
};

fn cfi_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "Iterator")?;
    cell(ctx).expect("payload").borrow_mut().callback = a.take(1);
    null()
}
fn cfi_accept(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let (cb, cur) = {
        let x = d(vm, ctx)?.borrow();
        (x.callback.clone(), x.cur.clone())
    };
    let (k, v) = cur.unwrap_or((Value::Null, Value::Null));
    let it = inner(vm, ctx)?;
    let r = vm.call_value(&cb, vec![v, k, Value::Obj(it)])?;
    Ok(Value::Bool(truthy(&r)))
}

pub(crate) const CALLBACK_FILTER_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "CallbackFilterIterator",
    parent: Some("FilterIterator"),
    methods: &[
        m(
            "__construct(Iterator $iterator, callable $callback)",
            cfi_construct,
        ),
        m("accept(): bool", cfi_accept),
    ],
    ..ClassDef::EMPTY
};

/// `new static(...)` for getChildren().
pub(super) fn new_static(vm: &mut Vm, ctx: &MethodCtx, args: Vec<Value>) -> BResult {
    let c = vm
        .class_by_id(ctx.class)
        .or_else(|| vm.obj_class(ctx.this()))
        .ok_or_else(|| vm.throw("Error", "Unknown class"))?;
    let o = vm.instantiate(&c)?;
    if let Some(m) = c.magic.ctor.clone() {
        vm.call_method(&m, Some(o.clone()), c.id, args)?;
    }
    Ok(Value::Obj(o))
}
fn rfi_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "RecursiveIterator")?;
    null()
}
pub(super) fn inner_has_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let it = inner(vm, ctx)?;
    call(vm, &it, b"haschildren", Vec::new())
}
pub(super) fn inner_children(vm: &mut Vm, ctx: &MethodCtx) -> BResult {
    let it = inner(vm, ctx)?;
    call(vm, &it, b"getchildren", Vec::new())
}
fn rfi_get_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = inner_children(vm, ctx)?;
    new_static(vm, ctx, vec![c])
}
fn rcfi_get_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = inner_children(vm, ctx)?;
    let cb = cell(ctx).expect("payload").borrow().callback.clone();
    new_static(vm, ctx, vec![c, cb])
}
fn rcfi_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "RecursiveIterator")?;
    cell(ctx).expect("payload").borrow_mut().callback = a.take(1);
    null()
}
fn parent_accept(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    inner_has_children(vm, ctx, a)
}

pub(crate) const RECURSIVE_FILTER_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "RecursiveFilterIterator",
    flags: flags::ABSTRACT,
    parent: Some("FilterIterator"),
    interfaces: &["RecursiveIterator"],
    methods: &[
        m("__construct(RecursiveIterator $iterator)", rfi_construct),
        m("hasChildren(): bool", inner_has_children),
        m("getChildren(): ?RecursiveFilterIterator", rfi_get_children),
    ],
    ..ClassDef::EMPTY
};
pub(crate) const RECURSIVE_CALLBACK_FILTER_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "RecursiveCallbackFilterIterator",
    parent: Some("CallbackFilterIterator"),
    interfaces: &["RecursiveIterator"],
    methods: &[
        m(
            "__construct(RecursiveIterator $iterator, callable $callback)",
            rcfi_construct,
        ),
        m("hasChildren(): bool", inner_has_children),
        m(
            "getChildren(): RecursiveCallbackFilterIterator",
            rcfi_get_children,
        ),
    ],
    ..ClassDef::EMPTY
};
pub(crate) const PARENT_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "ParentIterator",
    parent: Some("RecursiveFilterIterator"),
    methods: &[m("accept(): bool", parent_accept)],
    ..ClassDef::EMPTY
};

// ------------------------------------------------------------ LimitIterator

fn li_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let off = a.opt_int(1, 0);
    let cnt = a.opt_int(2, -1);
    if off < 0 {
        return Err(vm.arg_value_error(2, "must be greater than or equal to 0"));
    }
    if cnt < -1 {
        return Err(vm.arg_value_error(3, "must be greater than or equal to -1"));
    }
    set_inner(vm, ctx, a, "Iterator")?;
    let mut x = cell(ctx).expect("payload").borrow_mut();
    x.offset = off;
    x.count = cnt;
    null()
}
fn li_seek_to(vm: &mut Vm, ctx: &MethodCtx, pos: i64) -> Result<(), Unwind> {
    let (off, cnt, cur) = {
        let x = d(vm, ctx)?.borrow();
        (x.offset, x.count, x.pos)
    };
    if pos < off {
        return Err(vm.throw(
            "OutOfBoundsException",
            &format!("Cannot seek to {pos} which is below the offset {off}"),
        ));
    }
    if cnt != -1 && pos >= off + cnt {
        return Err(vm.throw(
            "OutOfBoundsException",
            &format!("Cannot seek to {pos} which is behind offset {off} plus count {cnt}"),
        ));
    }
    let it = inner(vm, ctx)?;
    if pos != cur && vm.instance_of(&it, b"SeekableIterator") {
        cell(ctx).expect("payload").borrow_mut().cur = None;
        call(vm, &it, b"seek", vec![Value::Int(pos)])?;
        cell(ctx).expect("payload").borrow_mut().pos = pos;
        if (cnt == -1 || pos < off + cnt) && dual_valid(vm, ctx)? {
            dual_fetch(vm, ctx, false)?;
        }
    } else {
        if pos < cur {
            dual_rewind(vm, ctx)?;
        }
        while pos > cell(ctx).expect("payload").borrow().pos && dual_valid(vm, ctx)? {
            dual_next(vm, ctx, true)?;
        }
        if dual_valid(vm, ctx)? {
            dual_fetch(vm, ctx, true)?;
        }
    }
    Ok(())
}
fn li_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_rewind(vm, ctx)?;
    let off = d(vm, ctx)?.borrow().offset;
    li_seek_to(vm, ctx, off)?;
    null()
}
fn li_valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = d(vm, ctx)?.borrow();
    Ok(Value::Bool(
        (x.count == -1 || x.pos < x.offset + x.count) && x.cur.is_some(),
    ))
}
fn li_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_next(vm, ctx, true)?;
    let (cnt, off, pos) = {
        let x = d(vm, ctx)?.borrow();
        (x.count, x.offset, x.pos)
    };
    if cnt == -1 || pos < off + cnt {
        dual_fetch(vm, ctx, true)?;
    }
    null()
}
fn li_seek(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    li_seek_to(vm, ctx, a.int(0))?;
    Ok(Value::Int(d(vm, ctx)?.borrow().pos))
}
fn li_pos(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(d(vm, ctx)?.borrow().pos))
}

pub(crate) const LIMIT_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "LimitIterator",
    parent: Some("IteratorIterator"),
    methods: &[
        m(
            "__construct(Iterator $iterator, int $offset = 0, int $limit = -1)",
            li_construct,
        ),
        m("rewind(): void", li_rewind),
        m("valid(): bool", li_valid),
        m("next(): void", li_next),
        m("seek(int $offset): int", li_seek),
        m("getPosition(): int", li_pos),
    ],
    ..ClassDef::EMPTY
};

// ------------------------------------------------------------ CachingIterator

const CALL_TOSTRING: i64 = 1;
const TOSTRING_USE_KEY: i64 = 2;
const TOSTRING_USE_CURRENT: i64 = 4;
const TOSTRING_USE_INNER: i64 = 8;
const FULL_CACHE: i64 = 256;
const CATCH_GET_CHILD: i64 = 16;

fn ci_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "Iterator")?;
    let f = a.opt_int(1, CALL_TOSTRING);
    check_ci_flags(vm, f)?;
    cell(ctx).expect("payload").borrow_mut().flags = f;
    null()
}
fn check_ci_flags(vm: &mut Vm, f: i64) -> Result<(), Unwind> {
    let n = [
        CALL_TOSTRING,
        TOSTRING_USE_KEY,
        TOSTRING_USE_CURRENT,
        TOSTRING_USE_INNER,
    ]
    .iter()
    .filter(|b| f & **b != 0)
    .count();
    if n > 1 {
        return Err(vm.arg_value_error(
            2,
            "must contain only one of CachingIterator::CALL_TOSTRING, CachingIterator::TOSTRING_USE_KEY, CachingIterator::TOSTRING_USE_CURRENT, or CachingIterator::TOSTRING_USE_INNER",
        ));
    }
    Ok(())
}
/// RecursiveCachingIterator: asks the inner iterator for the children of
/// the element being cached (before moving it on, as php does).
fn rci_fetch_children(vm: &mut Vm, ctx: &MethodCtx, flags: i64) -> Result<(), Unwind> {
    let it = inner(vm, ctx)?;
    let has = match call(vm, &it, b"haschildren", Vec::new()) {
        Ok(v) => truthy(&v),
        Err(e) if flags & CATCH_GET_CHILD == 0 => return Err(e),
        Err(_) => false,
    };
    if !has {
        return Ok(());
    }
    let child = match call(vm, &it, b"getchildren", Vec::new()) {
        Ok(c) => c,
        Err(e) if flags & CATCH_GET_CHILD == 0 => return Err(e),
        Err(_) => return Ok(()),
    };
    let c = vm.class_or_error(b"RecursiveCachingIterator")?;
    let o = vm.instantiate(&c)?;
    if let Some(m) = c.magic.ctor.clone() {
        vm.call_method(&m, Some(o.clone()), c.id, vec![child, Value::Int(flags)])?;
    }
    cell(ctx).expect("payload").borrow_mut().children = Some(Value::Obj(o));
    Ok(())
}

fn ci_fetch_next(vm: &mut Vm, ctx: &MethodCtx) -> Result<(), Unwind> {
    cell(ctx).expect("payload").borrow_mut().children = None;
    if dual_fetch(vm, ctx, true)? {
        let (flags, cur) = {
            let x = cell(ctx).expect("payload").borrow();
            (x.flags, x.cur.clone().expect("fetched"))
        };
        if flags & FULL_CACHE != 0 {
            let k = match &cur.0 {
                Value::Int(i) => Key::Int(*i),
                Value::Str(s) => Key::from_pstr(s),
                v => Key::from_pstr(&vm.to_pstr(v)?),
            };
            let mut x = cell(ctx).expect("payload").borrow_mut();
            x.cache
                .get_or_insert_with(PArr::new)
                .make_mut()
                .insert(k, cur.1.clone());
        }
        if vm.instance_of(ctx.this(), b"RecursiveCachingIterator") {
            rci_fetch_children(vm, ctx, flags)?;
        }
        let sv = if flags & CALL_TOSTRING != 0 {
            Some(Value::Str(vm.to_pstr(&cur.1)?))
        } else {
            None
        };
        {
            let mut x = cell(ctx).expect("payload").borrow_mut();
            x.valid = true;
            x.strval = sv;
        }
        dual_next(vm, ctx, false)?;
    } else {
        let mut x = cell(ctx).expect("payload").borrow_mut();
        x.valid = false;
        x.strval = None;
    }
    Ok(())
}
fn ci_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_rewind(vm, ctx)?;
    {
        let mut x = cell(ctx).expect("payload").borrow_mut();
        if let Some(c) = &mut x.cache {
            *c = PArr::new();
        }
    }
    ci_fetch_next(vm, ctx)?;
    null()
}
fn ci_valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(d(vm, ctx)?.borrow().valid))
}
fn ci_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    inner(vm, ctx)?;
    ci_fetch_next(vm, ctx)?;
    null()
}
fn ci_has_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(dual_valid(vm, ctx)?))
}
fn ci_to_string(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = d(vm, ctx)?.borrow().clone();
    if x.flags & (CALL_TOSTRING | TOSTRING_USE_KEY | TOSTRING_USE_CURRENT | TOSTRING_USE_INNER) == 0
    {
        return Err(vm.throw(
            "BadMethodCallException",
            &format!(
                "{} does not fetch string value (see CachingIterator::__construct)",
                super::cname(ctx.this())
            ),
        ));
    }
    let v = if x.flags & TOSTRING_USE_KEY != 0 {
        x.cur.map(|c| c.0).unwrap_or(Value::Null)
    } else if x.flags & TOSTRING_USE_CURRENT != 0 {
        x.cur.map(|c| c.1).unwrap_or(Value::Null)
    } else if x.flags & TOSTRING_USE_INNER != 0 {
        let it = inner(vm, ctx)?;
        call(vm, &it, b"__tostring", Vec::new())?
    } else {
        x.strval.unwrap_or_else(|| s(""))
    };
    Ok(Value::Str(vm.to_pstr(&v)?))
}
fn ci_get_flags(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(d(vm, ctx)?.borrow().flags))
}
fn ci_set_flags(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = a.int(0);
    let old = d(vm, ctx)?.borrow().flags;
    check_ci_flags(vm, f)?;
    if old & CALL_TOSTRING != 0 && f & CALL_TOSTRING == 0 {
        return Err(vm.throw(
            "InvalidArgumentException",
            "Unsetting flag CALL_TO_STRING is not possible",
        ));
    }
    if old & TOSTRING_USE_INNER != 0 && f & TOSTRING_USE_INNER == 0 {
        return Err(vm.throw(
            "InvalidArgumentException",
            "Unsetting flag TOSTRING_USE_INNER is not possible",
        ));
    }
    let mut x = cell(ctx).expect("payload").borrow_mut();
    if f & FULL_CACHE != 0 && old & FULL_CACHE == 0 {
        x.cache = Some(PArr::new());
    }
    x.flags = f;
    null()
}
fn no_full_cache(vm: &mut Vm, ctx: &MethodCtx) -> Result<(), Unwind> {
    if d(vm, ctx)?.borrow().flags & FULL_CACHE == 0 {
        return Err(vm.throw(
            "BadMethodCallException",
            &format!(
                "{} does not use a full cache (see CachingIterator::__construct)",
                super::cname(ctx.this())
            ),
        ));
    }
    Ok(())
}
fn cache_key(vm: &mut Vm, v: &Value) -> Result<Key, Unwind> {
    Ok(match v.unref() {
        Value::Int(i) => Key::Int(i),
        v => Key::from_pstr(&vm.to_pstr(&v)?),
    })
}
fn ci_get_cache(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    no_full_cache(vm, ctx)?;
    let c = d(vm, ctx)?.borrow().cache.clone();
    Ok(Value::Arr(c.unwrap_or_else(PArr::new)))
}
fn ci_offset_get(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    no_full_cache(vm, ctx)?;
    let k = cache_key(vm, a.val(0))?;
    let v = d(vm, ctx)?
        .borrow()
        .cache
        .as_ref()
        .and_then(|c| c.get(&k).cloned());
    match v {
        Some(v) => Ok(v),
        None => {
            let ks = match &k {
                Key::Int(i) => i.to_string(),
                Key::Str(s) => String::from_utf8_lossy(s.as_bytes()).into_owned(),
            };
            vm.warning(&format!("Undefined array key \"{ks}\""));
            null()
        }
    }
}
fn ci_offset_set(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    no_full_cache(vm, ctx)?;
    let k = cache_key(vm, a.val(0))?;
    let v = a.take(1);
    let mut x = d(vm, ctx)?.borrow_mut();
    x.cache
        .get_or_insert_with(PArr::new)
        .make_mut()
        .insert(k, v);
    null()
}
fn ci_offset_unset(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    no_full_cache(vm, ctx)?;
    let k = cache_key(vm, a.val(0))?;
    let old = d(vm, ctx)?
        .borrow_mut()
        .cache
        .as_mut()
        .and_then(|c| c.make_mut().remove(&k));
    drop(old);
    null()
}
fn ci_offset_exists(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    no_full_cache(vm, ctx)?;
    let k = cache_key(vm, a.val(0))?;
    let r = d(vm, ctx)?
        .borrow()
        .cache
        .as_ref()
        .is_some_and(|c| c.contains_key(&k));
    Ok(Value::Bool(r))
}
fn ci_count(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    no_full_cache(vm, ctx)?;
    let n = d(vm, ctx)?.borrow().cache.as_ref().map_or(0, |c| c.len());
    Ok(Value::Int(n as i64))
}

const CI_METHODS: &[MethodDef] = &[
    m(
        "__construct(Iterator $iterator, int $flags = CachingIterator::CALL_TOSTRING)",
        ci_construct,
    ),
    m("rewind(): void", ci_rewind),
    m("valid(): bool", ci_valid),
    m("next(): void", ci_next),
    m("hasNext(): bool", ci_has_next),
    m("__toString(): string", ci_to_string),
    m("getFlags(): int", ci_get_flags),
    m("setFlags(int $flags): void", ci_set_flags),
    m("offsetGet($key): mixed", ci_offset_get),
    m("offsetSet($key, mixed $value): void", ci_offset_set),
    m("offsetUnset($key): void", ci_offset_unset),
    m("offsetExists($key): bool", ci_offset_exists),
    m("getCache(): array", ci_get_cache),
    m("count(): int", ci_count),
];

pub(crate) const CACHING_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "CachingIterator",
    parent: Some("IteratorIterator"),
    interfaces: &["ArrayAccess", "Countable", "Stringable"],
    consts: &[
        ("CALL_TOSTRING", ConstVal::Int(1)),
        ("CATCH_GET_CHILD", ConstVal::Int(16)),
        ("TOSTRING_USE_KEY", ConstVal::Int(2)),
        ("TOSTRING_USE_CURRENT", ConstVal::Int(4)),
        ("TOSTRING_USE_INNER", ConstVal::Int(8)),
        ("FULL_CACHE", ConstVal::Int(256)),
    ],
    methods: CI_METHODS,
    ..ClassDef::EMPTY
};

fn rci_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_inner(vm, ctx, a, "Iterator")?;
    let f = a.opt_int(1, CALL_TOSTRING);
    check_ci_flags(vm, f)?;
    cell(ctx).expect("payload").borrow_mut().flags = f;
    null()
}
fn rci_has_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(d(vm, ctx)?.borrow().children.is_some()))
}
fn rci_get_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(d(vm, ctx)?.borrow().children.clone().unwrap_or(Value::Null))
}

pub(crate) const RECURSIVE_CACHING_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "RecursiveCachingIterator",
    parent: Some("CachingIterator"),
    interfaces: &["RecursiveIterator"],
    methods: &[
        m(
            "__construct(Iterator $iterator, int $flags = RecursiveCachingIterator::CALL_TOSTRING)",
            rci_construct,
        ),
        m("hasChildren(): bool", rci_has_children),
        m("getChildren(): ?RecursiveCachingIterator", rci_get_children),
    ],
    ..ClassDef::EMPTY
};

// ------------------------------------------------------------ NoRewindIterator

fn nri_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    inner(vm, ctx)?;
    null()
}
fn nri_valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(dual_valid(vm, ctx)?))
}
fn nri_key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let it = inner(vm, ctx)?;
    call(vm, &it, b"key", Vec::new())
}
fn nri_current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let it = inner(vm, ctx)?;
    call(vm, &it, b"current", Vec::new())
}
fn nri_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let it = inner(vm, ctx)?;
    call(vm, &it, b"next", Vec::new())?;
    null()
}

pub(crate) const NO_REWIND_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "NoRewindIterator",
    parent: Some("IteratorIterator"),
    methods: &[
        m("__construct(Iterator $iterator)", it_construct),
        m("rewind(): void", nri_rewind),
        m("valid(): bool", nri_valid),
        m("key(): mixed", nri_key),
        m("current(): mixed", nri_current),
        m("next(): void", nri_next),
    ],
    ..ClassDef::EMPTY
};

// ------------------------------------------------------------ InfiniteIterator

fn inf_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    dual_next(vm, ctx, true)?;
    if dual_valid(vm, ctx)? {
        dual_fetch(vm, ctx, false)?;
    } else {
        dual_rewind(vm, ctx)?;
        if dual_valid(vm, ctx)? {
            dual_fetch(vm, ctx, false)?;
        }
    }
    null()
}

pub(crate) const INFINITE_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "InfiniteIterator",
    parent: Some("IteratorIterator"),
    methods: &[
        m("__construct(Iterator $iterator)", it_construct),
        m("next(): void", inf_next),
    ],
    ..ClassDef::EMPTY
};

// ------------------------------------------------------------ AppendIterator

// php keeps the appended iterators in an ArrayIterator whose position
// (`idx`) moves independently of the current inner iterator; the calls
// below mirror its order of valid/current/key/rewind calls.

/// Makes the iterator at `idx` the inner one and rewinds it.
fn ap_next_iterator(vm: &mut Vm, ctx: &MethodCtx) -> Result<bool, Unwind> {
    let next = {
        let mut x = cell(ctx).expect("payload").borrow_mut();
        x.cur = None;
        x.inner = None;
        x.list.get(x.idx).cloned()
    };
    let Some(n) = next else {
        return Ok(false);
    };
    {
        let mut x = cell(ctx).expect("payload").borrow_mut();
        x.inner = Some(n.clone());
        x.pos = 0;
    }
    call(vm, &n, b"rewind", Vec::new())?;
    Ok(true)
}
fn ap_inner_valid(vm: &mut Vm, ctx: &MethodCtx) -> Result<bool, Unwind> {
    let it = cell(ctx).and_then(|c| c.borrow().inner.clone());
    match it {
        Some(it) => Ok(truthy(&call(vm, &it, b"valid", Vec::new())?)),
        None => Ok(false),
    }
}
/// Skips exhausted iterators, then fetches the current element.
fn ap_fetch(vm: &mut Vm, ctx: &MethodCtx) -> Result<(), Unwind> {
    while !ap_inner_valid(vm, ctx)? {
        cell(ctx).expect("payload").borrow_mut().idx += 1;
        if !ap_next_iterator(vm, ctx)? {
            return Ok(());
        }
    }
    dual_fetch(vm, ctx, false)?;
    Ok(())
}
fn ap_construct(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if let Some(c) = cell(ctx) {
        *c.borrow_mut() = Dual::default();
    }
    null()
}
fn ap_array_valid(ctx: &MethodCtx) -> bool {
    cell(ctx).is_some_and(|c| {
        let x = c.borrow();
        x.idx < x.list.len()
    })
}
fn ap_append(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let Some(it) = obj_arg(a, 0) else {
        return null();
    };
    let Some(c) = cell(ctx) else {
        return Err(super::not_init(vm));
    };
    let advance = ap_array_valid(ctx) && !ap_inner_valid(vm, ctx)?;
    {
        let mut x = c.borrow_mut();
        x.list.push(it.clone());
        if advance {
            x.idx += 1;
        }
    }
    let has_inner = c.borrow().inner.is_some();
    if !has_inner || !ap_inner_valid(vm, ctx)? {
        if !ap_array_valid(ctx) {
            c.borrow_mut().idx = 0;
        }
        loop {
            ap_next_iterator(vm, ctx)?;
            let done = c.borrow().inner.as_ref().is_none_or(|i| i.ptr_eq(&it));
            if done {
                break;
            }
            c.borrow_mut().idx += 1;
        }
        ap_fetch(vm, ctx)?;
    }
    null()
}
fn ap_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let Some(c) = cell(ctx) else {
        return Err(super::not_init(vm));
    };
    c.borrow_mut().idx = 0;
    if ap_next_iterator(vm, ctx)? {
        ap_fetch(vm, ctx)?;
    }
    null()
}
fn ap_valid(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(
        cell(ctx).is_some_and(|c| c.borrow().cur.is_some()),
    ))
}
fn ap_current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if cell(ctx).is_some_and(|c| c.borrow().inner.is_some()) {
        dual_fetch(vm, ctx, true)?;
    }
    Ok(cell(ctx)
        .and_then(|c| c.borrow().cur.as_ref().map(|c| c.1.clone()))
        .unwrap_or(Value::Null))
}
fn ap_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if ap_inner_valid(vm, ctx)? {
        dual_next(vm, ctx, true)?;
    }
    ap_fetch(vm, ctx)?;
    null()
}
fn ap_index(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(if ap_array_valid(ctx) {
        Value::Int(cell(ctx).map_or(0, |c| c.borrow().idx as i64))
    } else {
        Value::Null
    })
}
fn ap_array_iterator(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let list: Vec<Value> = cell(ctx)
        .map(|c| c.borrow().list.iter().cloned().map(Value::Obj).collect())
        .unwrap_or_default();
    let c = vm.class_or_error(b"ArrayIterator")?;
    let o = vm.instantiate(&c)?;
    if let Some(m) = c.magic.ctor.clone() {
        vm.call_method(
            &m,
            Some(o.clone()),
            c.id,
            vec![Value::Arr(PArr::from_values(list))],
        )?;
    }
    Ok(Value::Obj(o))
}
fn ap_key(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(cell(ctx)
        .and_then(|c| c.borrow().cur.as_ref().map(|c| c.0.clone()))
        .unwrap_or(Value::Null))
}

pub(crate) const APPEND_ITERATOR: ClassDef = ClassDef {
    forward: Some(dual_forward),
    name: "AppendIterator",
    parent: Some("IteratorIterator"),
    methods: &[
        m("__construct()", ap_construct),
        m("append(Iterator $iterator): void", ap_append),
        m("rewind(): void", ap_rewind),
        m("valid(): bool", ap_valid),
        m("key(): mixed", ap_key),
        m("current(): mixed", ap_current),
        m("next(): void", ap_next),
        m("getIteratorIndex(): ?int", ap_index),
        m("getArrayIterator(): ArrayIterator", ap_array_iterator),
    ],
    ..ClassDef::EMPTY
};

/// The cycle collector's view of an iterator wrapper: the inner
/// iterators, the fetched element, the callback and the caches.
pub(crate) fn gc_trace(p: &dyn std::any::Any, t: &mut tusk_value::gc::Tracer) -> bool {
    let Some(x) = p.downcast_ref::<DualCell>() else {
        return true;
    };
    let Ok(d) = x.0.try_borrow() else {
        return false;
    };
    if let Some(o) = &d.inner {
        t.obj(o);
    }
    if let Some((k, v)) = &d.cur {
        t.value(k);
        t.value(v);
    }
    t.value(&d.callback);
    t.values(d.strval.iter().chain(d.children.iter()));
    if let Some(a) = &d.cache {
        t.arr(a);
    }
    for o in &d.list {
        t.obj(o);
    }
    true
}
