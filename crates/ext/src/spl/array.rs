//! ArrayObject, ArrayIterator and RecursiveArrayIterator: an object
//! wrapping an array (copied in) or another object (whose properties it
//! reads and writes, following ArrayObject/ArrayIterator storage chains),
//! with php's offset rules, sorting through the standard sort functions,
//! iteration by position and the var_dump form with a private "storage".
//!
//! ARRAY_AS_PROPS goes through __get/__set/__isset/__unset methods (the
//! VM's magic hooks), which php's ArrayObject does not list as methods.
//!
//! The VM's hooks: `isset($ao[k])` (a null element is not set), `==`
//! over the storages, and foreach by reference (over the storage array).

use super::{m, new_rc, null, payload_of, pl};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, PRef, PStr, Value};
use tusk_vm::PropsPurpose;
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, MethodDef, Payload, Unwind, Vm};

const STD_PROP_LIST: i64 = 1;
const ARRAY_AS_PROPS: i64 = 2;
const CHILD_ARRAYS_ONLY: i64 = 4;

pub(crate) struct Ao {
    /// An array, or the object whose properties (or storage) are used.
    store: RefCell<Value>,
    flags: Cell<i64>,
    iter_class: RefCell<PStr>,
    /// Iteration (ArrayIterator): a position hint and the current key.
    pos: Cell<usize>,
    key: RefCell<Option<Key>>,
}

fn ao_new() -> Rc<dyn std::any::Any> {
    new_rc(Ao {
        store: RefCell::new(Value::Arr(PArr::new())),
        flags: Cell::new(0),
        iter_class: RefCell::new(PStr::from("ArrayIterator")),
        pos: Cell::new(0),
        key: RefCell::new(None),
    })
}
fn ao_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let x = a.downcast_ref::<Ao>().expect("Ao payload");
    new_rc(Ao {
        store: RefCell::new(x.store.borrow().unref()),
        flags: Cell::new(x.flags.get()),
        iter_class: RefCell::new(x.iter_class.borrow().clone()),
        pos: Cell::new(x.pos.get()),
        key: RefCell::new(x.key.borrow().clone()),
    })
}

fn ao<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a Ao, Unwind> {
    pl::<Ao>(vm, ctx)
}

/// Where the elements of an ArrayObject/ArrayIterator really live.
enum Target {
    /// This object's payload holds the array.
    Own(PObj),
    /// A plain object's properties.
    Props(PObj),
}

fn target(o: &PObj) -> Target {
    let mut cur = o.clone();
    for _ in 0..64 {
        let next = match payload_of::<Ao>(&cur) {
            None => None,
            Some(x) => match &*x.store.borrow() {
                Value::Obj(inner) => Some(Some(inner.clone())),
                _ => Some(None),
            },
        };
        match next {
            None => return Target::Props(cur),
            Some(None) => return Target::Own(cur),
            Some(Some(n)) => cur = n,
        }
    }
    Target::Own(cur)
}

/// Reads the elements of `o`.
fn read<R>(o: &PObj, f: impl FnOnce(&ArrayData) -> R) -> R {
    match target(o) {
        Target::Own(t) => {
            let x = payload_of::<Ao>(&t).expect("own storage");
            let s = x.store.borrow();
            match &*s {
                Value::Arr(a) => f(a),
                Value::Ref(r) => {
                    // A handle of its own: what `f` does may reach the
                    // reference (it is the foreach loop's too).
                    let a = match r.peek() {
                        Value::Arr(a) => a.clone(),
                        _ => PArr::new(),
                    };
                    drop(s);
                    f(&a)
                }
                _ => f(&ArrayData::new()),
            }
        }
        Target::Props(p) => f(&p.to_array_data()),
    }
}

/// Changes the elements of `o` (copy-on-write for arrays).
fn write<R>(o: &PObj, f: impl FnOnce(&mut ArrayData) -> R) -> R {
    match target(o) {
        Target::Own(t) => {
            let x = payload_of::<Ao>(&t).expect("own storage");
            let mut s = x.store.borrow_mut();
            let in_array = |v: &mut Value| {
                if !matches!(v, Value::Arr(_)) {
                    *v = Value::Arr(PArr::new());
                }
                match v {
                    Value::Arr(a) => f(a.make_mut()),
                    _ => unreachable!("array storage"),
                }
            };
            match &mut *s {
                Value::Ref(r) => r.with_mut(in_array),
                v => in_array(v),
            }
        }
        Target::Props(p) => {
            let before = p.to_array_data();
            let mut d = before.clone_data();
            let r = f(&mut d);
            for (k, _) in before.iter() {
                if !d.contains_key(&k) {
                    let n = match &k {
                        Key::Int(i) => PStr::from(i.to_string()),
                        Key::Str(s) => s.clone(),
                    };
                    p.remove_prop(n.as_bytes());
                }
            }
            for (k, v) in d.iter() {
                p.set_dynamic(k, v.clone());
            }
            r
        }
    }
}

fn is_props(o: &PObj) -> bool {
    matches!(target(o), Target::Props(_))
}

/// The storage listing key of `o`'s class family.
fn storage_key(o: &PObj) -> &'static str {
    let x = payload_of::<Ao>(o);
    if x.is_some_and(|x| x.iter_class.borrow().is_empty()) {
        "\0ArrayIterator\0storage"
    } else {
        "\0ArrayObject\0storage"
    }
}

fn ao_props(o: &PObj, why: PropsPurpose) -> Option<ArrayData> {
    let x = payload_of::<Ao>(o)?;
    match why {
        PropsPurpose::Debug => {
            let mut a = o.to_array_data();
            a.insert(
                Key::Str(PStr::from(storage_key(o))),
                x.store.borrow().unref(),
            );
            Some(a)
        }
        PropsPurpose::Serialize => None,
        _ if x.flags.get() & STD_PROP_LIST != 0 => None,
        _ => Some(read(o, |a| a.dup())),
    }
}

/// php's offset rules for array-like keys.
fn to_key(vm: &mut Vm, v: &Value) -> Result<Key, Unwind> {
    Ok(match v.unref() {
        Value::Int(i) => Key::Int(i),
        Value::Str(s) => Key::from_pstr(&s),
        Value::Float(f) => {
            if f.fract() != 0.0 && f.is_finite() {
                let shown = vm.to_pstr(&Value::Float(f))?;
                vm.deprecated(&format!(
                    "Implicit conversion from float {} to int loses precision",
                    String::from_utf8_lossy(shown.as_bytes())
                ));
            }
            Key::Int(f as i64)
        }
        Value::Bool(b) => Key::Int(b as i64),
        Value::Null => Key::Str(PStr::from("")),
        Value::Res(r) => Key::Int(r.id() as i64),
        _ => return Err(vm.throw("TypeError", "Illegal offset type")),
    })
}

fn undefined_key(vm: &mut Vm, k: &Key) {
    match k {
        Key::Int(i) => vm.warning(&format!("Undefined array key {i}")),
        Key::Str(s) => vm.warning(&format!(
            "Undefined array key \"{}\"",
            String::from_utf8_lossy(s.as_bytes())
        )),
    }
}

fn set_storage(vm: &mut Vm, x: &Ao, v: &Value, what: &str) -> Result<(), Unwind> {
    let nv = match v.unref() {
        Value::Arr(a) => Value::Arr(a),
        Value::Obj(o) => {
            // An ArrayObject/ArrayIterator passed in shares its storage.
            Value::Obj(o)
        }
        v => {
            let t = tusk_value::ops::type_name(&v);
            return Err(vm.type_error(&format!(
                "{what}: Argument #1 ($array) must be of type array, {t} given"
            )));
        }
    };
    *x.store.borrow_mut() = nv;
    x.pos.set(0);
    *x.key.borrow_mut() = None;
    Ok(())
}

fn construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let name = format!("{}::__construct()", base_name(ctx));
    if let Some(v) = a.get(0).cloned() {
        set_storage(vm, x, &v, &name)?;
    }
    x.flags.set(a.opt_int(1, 0));
    if let Some(ic) = a.opt_str(2).cloned() {
        set_iter_class(vm, x, &ic, &name, 3)?;
    }
    null()
}
fn it_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    *x.iter_class.borrow_mut() = PStr::from("");
    let name = format!("{}::__construct()", base_name(ctx));
    if let Some(v) = a.get(0).cloned() {
        set_storage(vm, x, &v, &name)?;
    }
    x.flags.set(a.opt_int(1, 0));
    null()
}

fn base_name(ctx: &MethodCtx) -> &'static str {
    match ctx.payload::<Ao>() {
        Some(x) if x.iter_class.borrow().is_empty() => "ArrayIterator",
        _ => "ArrayObject",
    }
}

fn set_iter_class(vm: &mut Vm, x: &Ao, ic: &PStr, what: &str, n: usize) -> Result<(), Unwind> {
    let ok = vm.lookup_class_autoload(ic.as_bytes())?.filter(|c| {
        vm.find_class(b"ArrayIterator")
            .is_some_and(|ai| c.is_subclass_of(ai.id))
    });
    match ok {
        Some(c) => {
            *x.iter_class.borrow_mut() = c.name.clone();
            Ok(())
        }
        None => {
            Err(vm.type_error(&format!(
                "{what}: Argument #{n} ($iteratorClass) must be a class name derived from ArrayIterator, {} given",
                String::from_utf8_lossy(ic.as_bytes())
            )))
        }
    }
}

fn offset_exists(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let k = to_key(vm, a.val(0))?;
    Ok(Value::Bool(read(ctx.this(), |d| d.contains_key(&k))))
}
/// foreach by reference (php's by-reference spl_array iterator): the
/// storage array behind a reference the object keeps from then on, which
/// the loop iterates as it does an array variable, so its element
/// references are the storage's. None for an object's properties.
fn iter_ref(o: &PObj) -> Option<PRef> {
    let Target::Own(t) = target(o) else {
        return None;
    };
    let x = payload_of::<Ao>(&t)?;
    let mut s = x.store.borrow_mut();
    if let Value::Ref(r) = &*s {
        return Some(r.clone());
    }
    let r = match std::mem::take(&mut *s) {
        a @ Value::Arr(_) => PRef::new(a),
        _ => PRef::new(Value::Arr(PArr::new())),
    };
    *s = Value::Ref(r.clone());
    Some(r)
}
/// `isset($ao[k])` (php's has_dimension handler, used while offsetExists
/// is not overridden): the element exists and is not null, where
/// offsetExists() only asks whether the key exists.
/// A method php's ArrayObject does not list (see `flags::HIDDEN`).
const fn hidden(sig: &'static str, f: tusk_vm::class::ext::MethodFn) -> MethodDef {
    MethodDef {
        sig,
        flags: tusk_vm::class::ext::flags::HIDDEN,
        f,
    }
}
fn has_dim(vm: &mut Vm, o: &PObj, k: &Value) -> Result<bool, Unwind> {
    let k = to_key(vm, k)?;
    Ok(read(o, |d| {
        d.get(&k).is_some_and(|v| !matches!(v.unref(), Value::Null))
    }))
}
/// php's compare handler (`==`, `<=>`): the storages, then, when they are
/// equal, the objects as usual (class and properties).
fn compare(a: &PObj, b: &PObj) -> Option<i64> {
    payload_of::<Ao>(b)?;
    let (x, y) = (read(a, |d| d.clone_data()), read(b, |d| d.clone_data()));
    let (x, y) = (
        Value::Arr(PArr::from_data(x)),
        Value::Arr(PArr::from_data(y)),
    );
    let r = tusk_value::ops::compare(&x, &y, &mut tusk_value::ops::Silent).unwrap_or(1);
    (r != 0).then_some(r)
}
fn offset_get(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let k = to_key(vm, a.val(0))?;
    match read(ctx.this(), |d| d.get(&k).map(|v| v.unref())) {
        Some(v) => Ok(v),
        None => {
            undefined_key(vm, &k);
            null()
        }
    }
}
fn offset_set(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let v = a.take(1).unref();
    if matches!(a.val(0).unref(), Value::Null) {
        return append_value(vm, ctx, v);
    }
    let k = to_key(vm, a.val(0))?;
    let old = write(ctx.this(), |d| d.insert(k, v));
    drop(old);
    null()
}
fn append_value(vm: &mut Vm, ctx: &MethodCtx, v: Value) -> BResult {
    if is_props(ctx.this()) {
        return Err(vm.throw(
            "Error",
            &format!(
                "Cannot append properties to objects, use {}::offsetSet() instead",
                base_name(ctx)
            ),
        ));
    }
    let r = write(ctx.this(), |d| d.push(v));
    if r.is_err() {
        vm.warning("Cannot add element to the array as the next element is already occupied");
    }
    null()
}
fn append(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let v = a.take(0).unref();
    append_value(vm, ctx, v)
}
fn offset_unset(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let k = to_key(vm, a.val(0))?;
    let old = write(ctx.this(), |d| d.remove(&k));
    drop(old);
    null()
}
fn get_array_copy(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Arr(read(ctx.this(), |d| PArr::from_data(d.dup()))))
}
fn count(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(read(ctx.this(), |d| d.len() as i64)))
}
fn get_flags(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    // php keeps its internal flags in the upper 16 bits and shows the rest.
    Ok(Value::Int(ao(vm, ctx)?.flags.get() & 0xFFFF))
}
fn set_flags(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = &ao(vm, ctx)?.flags;
    f.set((f.get() & !0xFFFF) | (a.int(0) & 0xFFFF));
    null()
}

/// Runs a standard sort function (by reference) over the elements.
fn sort_with(vm: &mut Vm, ctx: &MethodCtx, func: &str, extra: Vec<Value>) -> BResult {
    let arr = read(ctx.this(), |d| PArr::from_data(d.clone_data()));
    let r = PRef::new(Value::Arr(arr));
    let mut args = vec![Value::Ref(r.clone())];
    args.extend(extra);
    let res = vm.call_value(&Value::from(func), args)?;
    if let Value::Arr(sorted) = r.get() {
        write(ctx.this(), |d| *d = sorted.clone_data());
    }
    Ok(res)
}
fn asort(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    sort_with(vm, ctx, "asort", vec![Value::Int(a.opt_int(0, 0))])
}
fn ksort(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    sort_with(vm, ctx, "ksort", vec![Value::Int(a.opt_int(0, 0))])
}
fn uasort(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    sort_with(vm, ctx, "uasort", vec![a.take(0)])
}
fn uksort(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    sort_with(vm, ctx, "uksort", vec![a.take(0)])
}
fn natsort(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    sort_with(vm, ctx, "natsort", vec![])
}
fn natcasesort(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    sort_with(vm, ctx, "natcasesort", vec![])
}
fn exchange_array(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let old = read(ctx.this(), |d| PArr::from_data(d.clone_data()));
    let v = a.take(0);
    set_storage(vm, x, &v, "ArrayObject::exchangeArray()")?;
    Ok(Value::Arr(old))
}
fn get_iterator(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let ic = x.iter_class.borrow().clone();
    let c = vm.class_or_error(ic.as_bytes())?;
    let o = vm.instantiate(&c)?;
    if let Some(y) = payload_of::<Ao>(&o) {
        *y.store.borrow_mut() = Value::Obj(ctx.this().clone());
        *y.iter_class.borrow_mut() = PStr::from("");
        y.flags.set(x.flags.get());
    }
    Ok(Value::Obj(o))
}
fn set_iterator_class(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let ic = a.str(0).clone();
    set_iter_class(vm, x, &ic, "ArrayObject::setIteratorClass()", 1)?;
    null()
}
fn get_iterator_class(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(ao(vm, ctx)?.iter_class.borrow().clone()))
}
fn debug_info(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = ao_props(ctx.this(), PropsPurpose::Debug).unwrap_or_default();
    Ok(Value::Arr(PArr::from_data(a)))
}
fn ser(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let mut out = vec![
        Value::Int(x.flags.get()),
        x.store.borrow().unref(),
        Value::Arr(PArr::from_data(ctx.this().to_array_data())),
    ];
    let ic = x.iter_class.borrow().clone();
    out.push(if ic.is_empty() || ic.as_bytes() == b"ArrayIterator" {
        Value::Null
    } else {
        Value::Str(ic)
    });
    Ok(Value::Arr(PArr::from_values(out)))
}
fn unser(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let arr = a.arr(0).clone();
    let (Some(Value::Int(f)), Some(st)) = (
        arr.get_int(0).map(|v| v.unref()),
        arr.get_int(1).map(|v| v.unref()),
    ) else {
        return Err(vm.throw(
            "UnexpectedValueException",
            "Incomplete or ill-typed serialization data",
        ));
    };
    x.flags.set(f);
    *x.store.borrow_mut() = st;
    if let Some(Value::Arr(p)) = arr.get_int(2).map(|v| v.unref()) {
        for (k, v) in p.iter() {
            ctx.this().set_dynamic(k, v.clone());
        }
    }
    if let Some(Value::Str(ic)) = arr.get_int(3).map(|v| v.unref()) {
        *x.iter_class.borrow_mut() = ic;
    }
    null()
}

// ------------------------------------------- ARRAY_AS_PROPS (magic hooks)
// The VM calls these only for properties the object does not have, as
// php's ArrayObject property handlers fall back to the storage.

fn as_props(ctx: &MethodCtx) -> bool {
    ctx.payload::<Ao>()
        .is_some_and(|x| x.flags.get() & ARRAY_AS_PROPS != 0)
}
fn magic_get(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    if as_props(ctx) {
        return offset_get(vm, ctx, a);
    }
    let name = a.str(0).clone();
    vm.warning(&format!(
        "Undefined property: {}::${}",
        super::cname(ctx.this()),
        String::from_utf8_lossy(name.as_bytes())
    ));
    null()
}
fn magic_set(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    if as_props(ctx) {
        return offset_set(vm, ctx, a);
    }
    let name = a.str(0).clone();
    let allowed = vm.obj_class(ctx.this()).is_some_and(|c| c.allow_dynamic);
    if !allowed {
        vm.deprecated(&format!(
            "Creation of dynamic property {}::${} is deprecated",
            super::cname(ctx.this()),
            String::from_utf8_lossy(name.as_bytes())
        ));
    }
    ctx.this().set_dynamic(Key::Str(name), a.take(1).unref());
    null()
}
fn magic_isset(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    if !as_props(ctx) {
        return Ok(Value::Bool(false));
    }
    let k = to_key(vm, a.val(0))?;
    let set = read(ctx.this(), |d| {
        d.get(&k).is_some_and(|v| !matches!(v.unref(), Value::Null))
    });
    Ok(Value::Bool(set))
}
fn magic_unset(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    if as_props(ctx) {
        return offset_unset(vm, ctx, a);
    }
    null()
}

// ------------------------------------------------------------ iteration

/// The position of the iterator's current element: (pos, key, value).
fn cur(x: &Ao, d: &ArrayData) -> Option<(usize, Key, Value)> {
    let hint = x.pos.get();
    let want = x.key.borrow().clone();
    if let Some(k) = &want {
        if let Some((p, kk, v)) = d.iter_from(hint) {
            if &kk == k {
                return Some((p, kk, v.clone()));
            }
        }
        // The element moved (copy, rehash): look it up from the start.
        let mut p = 0;
        while let Some((q, kk, v)) = d.iter_from(p) {
            if &kk == k {
                return Some((q, kk, v.clone()));
            }
            p = q + 1;
        }
    }
    d.iter_from(hint).map(|(p, k, v)| (p, k, v.clone()))
}

fn sync(x: &Ao, found: Option<(usize, Key, Value)>) -> Option<(Key, Value)> {
    match found {
        Some((p, k, v)) => {
            x.pos.set(p);
            *x.key.borrow_mut() = Some(k.clone());
            Some((k, v))
        }
        None => {
            x.pos.set(usize::MAX / 2);
            *x.key.borrow_mut() = None;
            None
        }
    }
}

fn current_pair(ctx: &MethodCtx, x: &Ao) -> Option<(Key, Value)> {
    let f = read(ctx.this(), |d| cur(x, d));
    sync(x, f)
}

fn rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    x.pos.set(0);
    *x.key.borrow_mut() = None;
    current_pair(ctx, x);
    null()
}
fn valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    Ok(Value::Bool(current_pair(ctx, x).is_some()))
}
fn current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    Ok(current_pair(ctx, x)
        .map(|(_, v)| v.unref())
        .unwrap_or(Value::Null))
}
fn key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    Ok(current_pair(ctx, x)
        .map(|(k, _)| k.to_value())
        .unwrap_or(Value::Null))
}
fn next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let f = read(ctx.this(), |d| {
        // When the current element was removed, cur() finds the one after
        // it, and next() moves past that one too (php's hash iterators).
        match cur(x, d) {
            Some((p, _, _)) => d.iter_from(p + 1).map(|(p, k, v)| (p, k, v.clone())),
            None => None,
        }
    });
    sync(x, f);
    null()
}
fn seek(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let n = a.int(0);
    let f = read(ctx.this(), |d| {
        if n < 0 {
            return None;
        }
        let mut p = 0;
        let mut i = 0;
        while let Some((q, k, v)) = d.iter_from(p) {
            if i == n {
                return Some((q, k, v.clone()));
            }
            i += 1;
            p = q + 1;
        }
        None
    });
    if f.is_none() {
        return Err(vm.throw(
            "OutOfBoundsException",
            &format!("Seek position {n} is out of range"),
        ));
    }
    sync(x, f);
    null()
}
fn has_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let only_arrays = x.flags.get() & CHILD_ARRAYS_ONLY != 0;
    Ok(Value::Bool(
        match current_pair(ctx, x).map(|(_, v)| v.unref()) {
            Some(Value::Arr(_)) => true,
            Some(Value::Obj(_)) => !only_arrays,
            _ => false,
        },
    ))
}
fn get_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let Some((_, v)) = current_pair(ctx, x) else {
        return null();
    };
    let v = v.unref();
    if let Value::Obj(o) = &v {
        if let Some(c) = vm.obj_class(o) {
            if c.is_subclass_of(ctx.class) {
                return Ok(v);
            }
        }
    }
    let c = vm
        .class_by_id(ctx.class)
        .ok_or_else(|| vm.throw("Error", "Unknown class"))?;
    let o = vm.instantiate(&c)?;
    if let Some(m) = c.magic.ctor.clone() {
        vm.call_method(
            &m,
            Some(o.clone()),
            c.id,
            vec![v, Value::Int(x.flags.get())],
        )?;
    }
    Ok(Value::Obj(o))
}

const AO_METHODS: &[MethodDef] = &[
    m(
        "__construct($array = [], int $flags = 0, string $iteratorClass = ArrayIterator::class)",
        construct,
    ),
    m("offsetExists(mixed $key): bool", offset_exists),
    m("offsetGet(mixed $key): mixed", offset_get),
    m("offsetSet(mixed $key, mixed $value): void", offset_set),
    m("offsetUnset(mixed $key): void", offset_unset),
    m("append(mixed $value): void", append),
    m("getArrayCopy(): array", get_array_copy),
    m("count(): int", count),
    m("getFlags(): int", get_flags),
    m("setFlags(int $flags): void", set_flags),
    m("asort(int $flags = SORT_REGULAR): bool", asort),
    m("ksort(int $flags = SORT_REGULAR): bool", ksort),
    m("uasort(callable $callback): bool", uasort),
    m("uksort(callable $callback): bool", uksort),
    m("natsort(): bool", natsort),
    m("natcasesort(): bool", natcasesort),
    m("unserialize(string $data): void", unserialize_legacy),
    m("serialize(): string", serialize_legacy),
    m("__serialize(): array", ser),
    m("__unserialize(array $data): void", unser),
    m("getIterator(): Iterator", get_iterator),
    m("exchangeArray($array): array", exchange_array),
    m(
        "setIteratorClass(string $iteratorClass): void",
        set_iterator_class,
    ),
    m("getIteratorClass(): string", get_iterator_class),
    m("__debugInfo(): array", debug_info),
    hidden("__get(string $name): mixed", magic_get),
    hidden("__set(string $name, mixed $value): void", magic_set),
    hidden("__isset(string $name): bool", magic_isset),
    hidden("__unset(string $name): void", magic_unset),
];

pub(crate) const ARRAY_OBJECT: ClassDef = ClassDef {
    name: "ArrayObject",
    interfaces: &[
        "IteratorAggregate",
        "ArrayAccess",
        "Serializable",
        "Countable",
    ],
    consts: &[
        ("STD_PROP_LIST", ConstVal::Int(1)),
        ("ARRAY_AS_PROPS", ConstVal::Int(2)),
    ],
    methods: AO_METHODS,
    payload: Some(Payload {
        new: ao_new,
        clone: ao_clone,
    }),
    props_for: Some(ao_props),
    compare: Some(compare),
    has_dim: Some(has_dim),
    iter_ref: Some(iter_ref),
    ..ClassDef::EMPTY
};

fn ai_new() -> Rc<dyn std::any::Any> {
    let r = ao_new();
    if let Some(x) = r.downcast_ref::<Ao>() {
        *x.iter_class.borrow_mut() = PStr::from("");
    }
    r
}

const AI_METHODS: &[MethodDef] = &[
    m("__construct($array = [], int $flags = 0)", it_construct),
    m("offsetExists(mixed $key): bool", offset_exists),
    m("offsetGet(mixed $key): mixed", offset_get),
    m("offsetSet(mixed $key, mixed $value): void", offset_set),
    m("offsetUnset(mixed $key): void", offset_unset),
    m("append(mixed $value): void", append),
    m("getArrayCopy(): array", get_array_copy),
    m("count(): int", count),
    m("getFlags(): int", get_flags),
    m("setFlags(int $flags): void", set_flags),
    m("asort(int $flags = SORT_REGULAR): bool", asort),
    m("ksort(int $flags = SORT_REGULAR): bool", ksort),
    m("uasort(callable $callback): bool", uasort),
    m("uksort(callable $callback): bool", uksort),
    m("natsort(): bool", natsort),
    m("natcasesort(): bool", natcasesort),
    m("unserialize(string $data): void", unserialize_legacy),
    m("serialize(): string", serialize_legacy),
    m("__serialize(): array", ser),
    m("__unserialize(array $data): void", unser),
    m("rewind(): void", rewind),
    m("current(): mixed", current),
    m("key(): string|int|null", key),
    m("next(): void", next),
    m("valid(): bool", valid),
    m("seek(int $offset): void", seek),
    m("__debugInfo(): array", debug_info),
    hidden("__get(string $name): mixed", magic_get),
    hidden("__set(string $name, mixed $value): void", magic_set),
    hidden("__isset(string $name): bool", magic_isset),
    hidden("__unset(string $name): void", magic_unset),
];

pub(crate) const ARRAY_ITERATOR: ClassDef = ClassDef {
    name: "ArrayIterator",
    interfaces: &[
        "SeekableIterator",
        "ArrayAccess",
        "Serializable",
        "Countable",
    ],
    consts: &[
        ("STD_PROP_LIST", ConstVal::Int(1)),
        ("ARRAY_AS_PROPS", ConstVal::Int(2)),
    ],
    methods: AI_METHODS,
    payload: Some(Payload {
        new: ai_new,
        clone: ao_clone,
    }),
    props_for: Some(ao_props),
    compare: Some(compare),
    has_dim: Some(has_dim),
    iter_ref: Some(iter_ref),
    ..ClassDef::EMPTY
};

pub(crate) const RECURSIVE_ARRAY_ITERATOR: ClassDef = ClassDef {
    name: "RecursiveArrayIterator",
    parent: Some("ArrayIterator"),
    interfaces: &["RecursiveIterator"],
    consts: &[("CHILD_ARRAYS_ONLY", ConstVal::Int(4))],
    methods: &[
        m("hasChildren(): bool", has_children),
        m("getChildren(): ?RecursiveArrayIterator", get_children),
    ],
    ..ClassDef::EMPTY
};

/// The cycle collector's view of an ArrayObject/ArrayIterator: its storage.
pub(crate) fn gc_trace(p: &dyn std::any::Any, t: &mut tusk_value::gc::Tracer) -> bool {
    let Some(x) = p.downcast_ref::<Ao>() else {
        return true;
    };
    let Ok(s) = x.store.try_borrow() else {
        return false;
    };
    t.value(&s);
    true
}

pub(crate) fn gc_clear(p: &dyn std::any::Any, out: &mut Vec<Value>) {
    if let Some(x) = p.downcast_ref::<Ao>() {
        if let Ok(mut s) = x.store.try_borrow_mut() {
            out.push(std::mem::replace(&mut *s, Value::Null));
        }
    }
}

// ------------------------------------------- Serializable (the `C:` form)
// php < 7.4 wrote ArrayObject/ArrayIterator in the `C:` form, with the data
// `x:i:FLAGS;STORAGE;m:MEMBERS`; serialize() now writes __serialize's `O:`
// form, but the methods stay (and unserialize() reads old data with them).

/// php's SPL_ARRAY_IS_SELF: the object's own properties are the storage
/// (no storage is written).
const IS_SELF: i64 = 0x0100_0000;
/// The flags that serialize() keeps (php's SPL_ARRAY_CLONE_MASK).
const CLONE_MASK: i64 = 0x0100_FFFF;

fn serialize_legacy(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let flags = x.flags.get() & CLONE_MASK;
    let store = x.store.borrow().unref();
    let members = Value::Arr(PArr::from_data(ctx.this().to_array_data()));
    let mut w = crate::standard::var::serialize::ValueWriter::new();
    w.raw(b"x:");
    w.value(vm, &Value::Int(flags))?;
    w.value(vm, &store)?;
    w.raw(b";m:");
    w.value(vm, &members)?;
    Ok(Value::from(w.finish()))
}

fn unserialize_legacy(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = ao(vm, ctx)?;
    let data = a.str(0).clone();
    if data.is_empty() {
        return null();
    }
    let mut r = super::LegacyReader::new(vm, data.as_bytes());
    let flags = r.head(vm)?;
    r.expect(vm, b';')?;
    if flags & IS_SELF != 0 {
        // Not modelled: the properties as storage (an empty one instead).
        x.flags.set(flags & 0xFFFF);
        set_storage(vm, x, &Value::Arr(PArr::new()), "")?;
    } else {
        if !matches!(r.s.get(r.p), Some(b'a' | b'O' | b'C' | b'r')) {
            return Err(r.bad(vm, r.p));
        }
        let store = r.value(vm)?;
        let mut f = flags & 0xFFFF;
        match &store {
            Value::Arr(_) => {}
            // Another ArrayObject/ArrayIterator lends its flags too.
            Value::Obj(o) => {
                if let Some(other) = payload_of::<Ao>(o) {
                    f |= other.flags.get() & 0xFFFF;
                }
            }
            _ => return Err(r.bad(vm, r.p)),
        }
        x.flags.set(f);
        set_storage(vm, x, &store, "")?;
        r.expect(vm, b';')?;
    }
    r.members(vm, ctx.this())?;
    null()
}
