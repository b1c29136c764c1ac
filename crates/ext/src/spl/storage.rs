//! SplObjectStorage: a map from objects (by identity) to data, in
//! insertion order, usable as a set, an ArrayAccess map and an Iterator.
//!
//! Serializable: serialize()/unserialize() read and write php < 7.4's `C:`
//! data (serialize() itself writes the `O:` form of __serialize).

use super::{call, is_native, m, new_rc, null, obj_arg, payload_of, pl};
use crate::standard::var::serialize::ValueWriter;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};
use tusk_vm::PropsPurpose;
use tusk_vm::{Args, BResult, ClassDef, MethodCtx, Payload, Unwind, Vm};

#[derive(Default)]
pub(crate) struct Store {
    /// key (object handle, or "h:" + getHash()) -> the object, in order.
    objs: ArrayData,
    /// key -> the data attached to the object.
    infos: ArrayData,
}

pub(crate) struct Storage {
    s: RefCell<Store>,
    pos: Cell<usize>,
    index: Cell<i64>,
}

fn st_new() -> Rc<dyn std::any::Any> {
    new_rc(Storage {
        s: RefCell::new(Store::default()),
        pos: Cell::new(0),
        index: Cell::new(0),
    })
}
fn st_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let x = a.downcast_ref::<Storage>().expect("Storage payload");
    let s = x.s.borrow();
    new_rc(Storage {
        s: RefCell::new(Store {
            objs: s.objs.clone_data(),
            infos: s.infos.clone_data(),
        }),
        pos: Cell::new(x.pos.get()),
        index: Cell::new(x.index.get()),
    })
}

fn st<'a>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a Storage, Unwind> {
    pl::<Storage>(vm, ctx)
}

/// The key of `o` in `this` storage: its handle, or what a user
/// getHash() override returns.
fn key_for(vm: &mut Vm, this: &PObj, o: &PObj) -> Result<Key, Unwind> {
    if is_native(vm, this, b"gethash") {
        return Ok(Key::Int(o.id() as i64));
    }
    match call(vm, this, b"gethash", vec![Value::Obj(o.clone())])? {
        Value::Str(h) => {
            let mut k = b"h:".to_vec();
            k.extend_from_slice(h.as_bytes());
            Ok(Key::Str(PStr::new(&k)))
        }
        _ => Err(vm.throw("RuntimeException", "Hash needs to be a string")),
    }
}

impl Store {
    fn attach(&mut self, k: Key, o: PObj, inf: Value) {
        if !self.objs.contains_key(&k) {
            self.objs.insert(k.clone(), Value::Obj(o));
        }
        self.infos.insert(k, inf);
    }
    fn detach(&mut self, k: &Key) -> Option<(Value, Value)> {
        let ob = self.objs.remove(k)?;
        Some((ob, self.infos.remove(k).unwrap_or(Value::Null)))
    }
    fn contains(&self, k: &Key) -> bool {
        self.objs.contains_key(k)
    }
    fn info(&self, k: &Key) -> Value {
        self.infos.get(k).cloned().unwrap_or(Value::Null)
    }
    fn pairs(&self) -> Vec<(PObj, Value)> {
        self.objs
            .iter()
            .filter_map(|(k, v)| match v {
                Value::Obj(o) => Some((o.clone(), self.info(&k))),
                _ => None,
            })
            .collect()
    }
}

fn st_props(o: &PObj, why: PropsPurpose) -> Option<ArrayData> {
    let x = payload_of::<Storage>(o)?;
    if why != PropsPurpose::Debug {
        return None;
    }
    let mut a = o.to_array_data();
    let list: Vec<Value> =
        x.s.borrow()
            .pairs()
            .into_iter()
            .map(|(o, inf)| {
                let mut e = ArrayData::new();
                e.insert(Key::Str(PStr::from("obj")), Value::Obj(o));
                e.insert(Key::Str(PStr::from("inf")), inf);
                Value::Arr(PArr::from_data(e))
            })
            .collect();
    a.insert(
        Key::Str(PStr::from("\0SplObjectStorage\0storage")),
        Value::Arr(PArr::from_values(list)),
    );
    Some(a)
}

fn need_obj(vm: &mut Vm, a: &Args, i: usize) -> Result<PObj, Unwind> {
    match obj_arg(a, i) {
        Some(o) => Ok(o),
        None => {
            let t = tusk_value::ops::type_name(&a.val(i).unref());
            Err(vm.arg_type_error(i + 1, &format!("must be of type object, {t} given")))
        }
    }
}

fn attach(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let o = need_obj(vm, a, 0)?;
    let inf = a.take(1).unref();
    let k = key_for(vm, ctx.this(), &o)?;
    x.s.borrow_mut().attach(k, o, inf);
    null()
}
fn detach(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let o = need_obj(vm, a, 0)?;
    let k = key_for(vm, ctx.this(), &o)?;
    let old = x.s.borrow_mut().detach(&k);
    drop(old);
    null()
}
fn contains(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let o = need_obj(vm, a, 0)?;
    let k = key_for(vm, ctx.this(), &o)?;
    let r = x.s.borrow().contains(&k);
    Ok(Value::Bool(r))
}
fn other(vm: &mut Vm, a: &Args) -> Result<Vec<(PObj, Value)>, Unwind> {
    let o = obj_arg(a, 0);
    match o.as_ref().and_then(payload_of::<Storage>) {
        Some(s) => Ok(s.s.borrow().pairs()),
        None => {
            let t = match a.val(0).unref() {
                Value::Obj(o) => String::from_utf8_lossy(o.class_name().as_bytes()).into_owned(),
                v => tusk_value::ops::type_name(&v),
            };
            Err(vm.arg_type_error(1, &format!("must be of type SplObjectStorage, {t} given")))
        }
    }
}
fn add_all(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    for (o, inf) in other(vm, a)? {
        let k = key_for(vm, ctx.this(), &o)?;
        x.s.borrow_mut().attach(k, o, inf);
    }
    Ok(Value::Int(x.s.borrow().objs.len() as i64))
}
fn remove_all(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    for (o, _) in other(vm, a)? {
        let k = key_for(vm, ctx.this(), &o)?;
        let old = x.s.borrow_mut().detach(&k);
        drop(old);
    }
    Ok(Value::Int(x.s.borrow().objs.len() as i64))
}
fn remove_all_except(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let mut keep = ArrayData::new();
    for (o, _) in other(vm, a)? {
        let k = key_for(vm, ctx.this(), &o)?;
        keep.insert(k, Value::Null);
    }
    let keys: Vec<Key> = x.s.borrow().objs.keys().collect();
    for k in keys {
        if !keep.contains_key(&k) {
            let old = x.s.borrow_mut().detach(&k);
            drop(old);
        }
    }
    Ok(Value::Int(x.s.borrow().objs.len() as i64))
}
/// The (position, key, object) the iterator is at.
fn at(x: &Storage) -> Option<(usize, Key, PObj)> {
    let s = x.s.borrow();
    match s.objs.iter_from(x.pos.get()) {
        Some((p, k, Value::Obj(o))) => Some((p, k, o.clone())),
        _ => None,
    }
}
fn get_info(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    Ok(match at(x) {
        Some((_, k, _)) => x.s.borrow().info(&k),
        None => Value::Null,
    })
}
fn set_info(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    if let Some((_, k, _)) = at(x) {
        let old = x.s.borrow_mut().infos.insert(k, a.take(0).unref());
        drop(old);
    }
    null()
}
fn count(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let n = x.s.borrow().objs.len() as i64;
    if a.opt_int(0, 0) == 1 {
        let mut total = n;
        for (_, inf) in x.s.borrow().pairs() {
            if let Value::Arr(arr) = inf {
                total += arr.len() as i64;
            }
        }
        return Ok(Value::Int(total));
    }
    Ok(Value::Int(n))
}
fn rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    x.pos.set(0);
    x.index.set(0);
    null()
}
fn valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    Ok(Value::Bool(at(x).is_some()))
}
fn key(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(st(vm, ctx)?.index.get()))
}
fn current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    match at(x) {
        Some((_, _, o)) => Ok(Value::Obj(o)),
        None => Err(vm.throw("RuntimeException", "Called current() on invalid iterator")),
    }
}
fn next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    if let Some((p, _, _)) = at(x) {
        x.pos.set(p + 1);
        x.index.set(x.index.get() + 1);
    }
    null()
}
fn offset_get(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let o = need_obj(vm, a, 0)?;
    let k = key_for(vm, ctx.this(), &o)?;
    let r = {
        let s = x.s.borrow();
        s.contains(&k).then(|| s.info(&k))
    };
    r.ok_or_else(|| vm.throw("UnexpectedValueException", "Object not found"))
}
fn get_hash(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    let o = need_obj(vm, a, 0)?;
    Ok(Value::Str(PStr::from(format!("{:032x}", o.id()))))
}
fn debug_info(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = st_props(ctx.this(), PropsPurpose::Debug).unwrap_or_default();
    Ok(Value::Arr(PArr::from_data(a)))
}
fn ser(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let mut flat = Vec::new();
    for (o, inf) in x.s.borrow().pairs() {
        flat.push(Value::Obj(o));
        flat.push(inf);
    }
    let props = PArr::from_data(ctx.this().to_array_data());
    Ok(Value::Arr(PArr::from_values(vec![
        Value::Arr(PArr::from_values(flat)),
        Value::Arr(props),
    ])))
}
fn unser(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let arr = a.arr(0).clone();
    let Some(Value::Arr(flat)) = arr.get_int(0).map(|v| v.unref()) else {
        return Err(vm.throw(
            "UnexpectedValueException",
            "Incomplete or ill-typed serialization data",
        ));
    };
    let vals: Vec<Value> = flat.values().map(|v| v.unref()).collect();
    for pair in vals.chunks(2) {
        if let [Value::Obj(o), inf] = pair {
            let k = key_for(vm, ctx.this(), o)?;
            x.s.borrow_mut().attach(k, o.clone(), inf.clone());
        }
    }
    if let Some(Value::Arr(p)) = arr.get_int(1).map(|v| v.unref()) {
        for (k, v) in p.iter() {
            ctx.this().set_dynamic(k, v.clone());
        }
    }
    null()
}

/// Serializable::serialize(), php < 7.4's `C:` data: `x:i:COUNT;`, each
/// object and its data as `OBJ,INF;`, then `m:MEMBERS`, with one numbering
/// (`x:i:1;O:8:"stdClass":0:{},i:5;;m:a:0:{}`).
fn serialize_legacy(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let pairs = x.s.borrow().pairs();
    let members = Value::Arr(PArr::from_data(ctx.this().to_array_data()));
    let mut w = ValueWriter::new();
    w.raw(b"x:");
    w.value(vm, &Value::Int(pairs.len() as i64))?;
    for (o, inf) in pairs {
        w.value(vm, &Value::Obj(o))?;
        w.raw(b",");
        w.value(vm, &inf)?;
        w.raw(b";");
    }
    w.raw(b"m:");
    w.value(vm, &members)?;
    Ok(Value::from(w.finish()))
}
/// Serializable::unserialize(): the objects are attached to what the
/// storage holds (an element without `,INF` is the oldest form); malformed
/// data throws with php's offset.
fn unserialize_legacy(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let x = st(vm, ctx)?;
    let data = a.str(0).clone();
    if data.is_empty() {
        return null();
    }
    let mut r = super::LegacyReader::new(vm, data.as_bytes());
    let count = r.head(vm)?;
    if count < 0 {
        return Err(r.bad(vm, r.p));
    }
    for _ in 0..count {
        r.expect(vm, b';')?;
        if !matches!(r.s.get(r.p), Some(b'O' | b'C' | b'r')) {
            return Err(r.bad(vm, r.p));
        }
        let obj = r.value(vm)?;
        let mut inf = Value::Null;
        if r.at(b',') {
            r.p += 1;
            inf = r.value(vm)?;
        }
        let Value::Obj(o) = obj else {
            return Err(r.bad(vm, r.p));
        };
        let k = key_for(vm, ctx.this(), &o)?;
        x.s.borrow_mut().attach(k, o, inf);
    }
    r.expect(vm, b';')?;
    r.members(vm, ctx.this())?;
    null()
}

pub(crate) const STORAGE: ClassDef = ClassDef {
    name: "SplObjectStorage",
    interfaces: &["Countable", "Iterator", "Serializable", "ArrayAccess"],
    methods: &[
        m("attach(object $object, mixed $info = null): void", attach),
        m("detach(object $object): void", detach),
        m("contains(object $object): bool", contains),
        m("addAll(SplObjectStorage $storage): int", add_all),
        m("removeAll(SplObjectStorage $storage): int", remove_all),
        m(
            "removeAllExcept(SplObjectStorage $storage): int",
            remove_all_except,
        ),
        m("getInfo(): mixed", get_info),
        m("setInfo(mixed $info): void", set_info),
        m("count(int $mode = COUNT_NORMAL): int", count),
        m("rewind(): void", rewind),
        m("valid(): bool", valid),
        m("key(): int", key),
        m("current(): object", current),
        m("next(): void", next),
        m("unserialize(string $data): void", unserialize_legacy),
        m("serialize(): string", serialize_legacy),
        m("offsetExists($object): bool", contains),
        m("offsetGet($object): mixed", offset_get),
        m("offsetSet($object, mixed $info = null): void", attach),
        m("offsetUnset($object): void", detach),
        m("getHash(object $object): string", get_hash),
        m("__serialize(): array", ser),
        m("__unserialize(array $data): void", unser),
        m("__debugInfo(): array", debug_info),
    ],
    payload: Some(Payload {
        new: st_new,
        clone: st_clone,
    }),
    props_for: Some(st_props),
    ..ClassDef::EMPTY
};

/// The cycle collector's view of an SplObjectStorage: objects and data.
pub(crate) fn gc_trace(p: &dyn std::any::Any, t: &mut tusk_value::gc::Tracer) -> bool {
    let Some(x) = p.downcast_ref::<Storage>() else {
        return true;
    };
    let Ok(s) = x.s.try_borrow() else {
        return false;
    };
    t.array_data(&s.objs);
    t.array_data(&s.infos);
    true
}

pub(crate) fn gc_clear(p: &dyn std::any::Any, out: &mut Vec<Value>) {
    if let Some(x) = p.downcast_ref::<Storage>() {
        if let Ok(mut s) = x.s.try_borrow_mut() {
            let s = std::mem::take(&mut *s);
            out.push(Value::Arr(PArr::from_data(s.objs)));
            out.push(Value::Arr(PArr::from_data(s.infos)));
        }
    }
}
