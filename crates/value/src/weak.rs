//! Weak references to objects: the registry behind WeakReference and
//! WeakMap.
//!
//! An object that was ever weakly referenced carries `OBJ_WEAK`; only then
//! does its drop look here (objects never weakly referenced pay one flag
//! test they already make for destructors). The registry maps such an
//! object's id to a weak pointer to it, its one WeakReference object (php
//! hands out the same one every time) and the WeakMaps that hold it as a
//! key. When the object is finally freed (after its destructor), its
//! WeakReference goes dead and its entries leave every WeakMap at once,
//! dropping their values.
//!
//! Not here: the WeakReference and WeakMap classes (tusk-vm's `weak.rs`).

use crate::object::{ObjectData, OBJ_WEAK};
use crate::{ArrayData, Key, PObj, Value};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

/// One weakly referenced object.
struct Target {
    obj: Weak<ObjectData>,
    /// Its WeakReference object, if one was made.
    weakref: Option<Weak<ObjectData>>,
    maps: Vec<Weak<WeakMapStore>>,
}

thread_local! {
    static TARGETS: RefCell<HashMap<u32, Target>> = RefCell::new(HashMap::new());
}

/// A WeakReference's payload: its target's id, until the target goes.
pub struct WeakRefData {
    pub id: u32,
    pub dead: Cell<bool>,
}

/// A WeakMap's payload: values by key object id, in insertion order.
#[derive(Default)]
pub struct WeakMapStore {
    pub entries: RefCell<ArrayData>,
}

fn register(o: &PObj) {
    let f = o.0.flags.get();
    if f & OBJ_WEAK == 0 {
        o.0.flags.set(f | OBJ_WEAK);
    }
    TARGETS.with(|t| {
        t.borrow_mut().entry(o.id()).or_insert_with(|| Target {
            obj: Rc::downgrade(&o.0),
            weakref: None,
            maps: Vec::new(),
        });
    });
}

/// The live object with id `id` that is weakly referenced.
pub fn target(id: u32) -> Option<PObj> {
    TARGETS
        .with(|t| t.borrow().get(&id).and_then(|e| e.obj.upgrade()))
        .map(PObj)
}

/// `o`'s WeakReference object, if it has a live one.
pub fn weakref_of(o: &PObj) -> Option<PObj> {
    if o.0.flags.get() & OBJ_WEAK == 0 {
        return None;
    }
    TARGETS
        .with(|t| {
            t.borrow()
                .get(&o.id())
                .and_then(|e| e.weakref.as_ref().and_then(|w| w.upgrade()))
        })
        .map(PObj)
}

/// Records `wr` (whose payload is a `WeakRefData`) as `o`'s WeakReference.
pub fn set_weakref(o: &PObj, wr: &PObj) {
    register(o);
    TARGETS.with(|t| {
        if let Some(e) = t.borrow_mut().get_mut(&o.id()) {
            e.weakref = Some(Rc::downgrade(&wr.0));
        }
    });
}

/// Sets `map[o] = v`.
pub fn map_set(map: &Rc<WeakMapStore>, o: &PObj, v: Value) {
    register(o);
    let k = Key::Int(o.id() as i64);
    let old = {
        let mut e = map.entries.borrow_mut();
        let fresh = !e.contains_key(&k);
        let old = e.insert(k, v);
        if fresh {
            drop(e);
            TARGETS.with(|t| {
                if let Some(t) = t.borrow_mut().get_mut(&o.id()) {
                    t.maps.push(Rc::downgrade(map));
                }
            });
        }
        old
    };
    drop(old);
}

/// Removes `map[o]`.
pub fn map_remove(map: &Rc<WeakMapStore>, o: &PObj) {
    let old = map.entries.borrow_mut().remove(&Key::Int(o.id() as i64));
    if old.is_some() {
        TARGETS.with(|t| {
            if let Some(t) = t.borrow_mut().get_mut(&o.id()) {
                t.maps
                    .retain(|m| !std::ptr::eq(m.as_ptr(), Rc::as_ptr(map)));
            }
        });
    }
    drop(old);
}

/// The value of `map[o]`.
pub fn map_get(map: &WeakMapStore, o: &PObj) -> Option<Value> {
    map.entries.borrow().get(&Key::Int(o.id() as i64)).cloned()
}

/// The entries of `map` as (key object, value) pairs.
pub fn map_entries(map: &WeakMapStore) -> Vec<(PObj, Value)> {
    let ids: Vec<(u32, Value)> = map
        .entries
        .borrow()
        .iter()
        .filter_map(|(k, v)| match k {
            Key::Int(i) => Some((i as u32, v.clone())),
            _ => None,
        })
        .collect();
    ids.into_iter()
        .filter_map(|(id, v)| target(id).map(|o| (o, v)))
        .collect()
}

/// A copy of `map` (clone of a WeakMap).
pub fn map_clone(map: &WeakMapStore) -> Rc<WeakMapStore> {
    let out = Rc::new(WeakMapStore::default());
    for (o, v) in map_entries(map) {
        map_set(&out, &o, v);
    }
    out
}

/// The resurrected object `o` (its destructor is about to run) replaces
/// the freed handle it came from.
pub(crate) fn moved(o: &PObj) {
    let _ = TARGETS.try_with(|t| {
        if let Some(e) = t.borrow_mut().get_mut(&o.id()) {
            e.obj = Rc::downgrade(&o.0);
        }
    });
}

/// The object with id `id` is gone: its WeakReference dies and its
/// entries leave every WeakMap (their values are dropped here).
pub(crate) fn freed(id: u32) {
    let Ok(Some(t)) = TARGETS.try_with(|t| t.borrow_mut().remove(&id)) else {
        return;
    };
    if let Some(wr) = t.weakref.and_then(|w| w.upgrade()) {
        if let Some(d) = wr
            .internal
            .as_ref()
            .and_then(|i| i.downcast_ref::<WeakRefData>())
        {
            d.dead.set(true);
        }
    }
    for m in t.maps {
        if let Some(m) = m.upgrade() {
            let old = m.entries.borrow_mut().remove(&Key::Int(id as i64));
            drop(old);
        }
    }
}
