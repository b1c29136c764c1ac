//! The VM's side of the cycle collector (tusk_value::gc does the graph
//! work): runs collections at safe points, runs the destructors of garbage
//! objects between the two passes of a collection, and tells the collector
//! how to see inside the payloads the VM defines (closures, generators).
//!
//! Not here: the gc_* functions (engine/core_funcs.rs), the algorithm.

use crate::{Unwind, Vm};
use std::any::Any;
use tusk_value::gc::{self, Tracer};
use tusk_value::object::OBJ_DESTRUCTED;
use tusk_value::{PObj, Value};

impl Vm {
    /// A full collection (gc_collect_cycles()): a pass, then, if garbage
    /// objects had destructors, those destructors and one more pass (php
    /// runs the second pass once only). Returns the number of objects and
    /// arrays freed; 0 when a collection is already running (a destructor
    /// calling gc_collect_cycles()).
    pub fn collect_cycles(&mut self) -> Result<usize, Unwind> {
        if !gc::begin_driving() {
            return Ok(0);
        }
        let r = self.collect_passes();
        gc::end_driving();
        r
    }

    fn collect_passes(&mut self) -> Result<usize, Unwind> {
        let mut total = 0;
        // An exception thrown by a destructor does not stop the others:
        // as in php, each later one gets the earlier as its previous.
        let mut thrown: Option<PObj> = None;
        for pass in 0..2 {
            let p = gc::collect();
            total += p.count;
            if p.dtors.is_empty() {
                break;
            }
            for o in p.dtors {
                let f = o.0.flags.get();
                // Already run by another destructor of this batch?
                if f & OBJ_DESTRUCTED != 0 {
                    continue;
                }
                o.0.flags.set(f | OBJ_DESTRUCTED);
                let Some(c) = self.obj_class(&o) else {
                    continue;
                };
                let Some(m) = c.magic.dtor.clone() else {
                    continue;
                };
                match self.call_method(&m, Some(o), c.id, Vec::new()) {
                    Ok(_) => {}
                    Err(Unwind::Throw(e)) => {
                        if let Some(old) = thrown.take() {
                            chain_previous(&e, old);
                        }
                        thrown = Some(e);
                    }
                    Err(e) => return Err(e),
                }
            }
            if pass == 1 {
                break;
            }
        }
        match thrown {
            Some(e) => Err(Unwind::Throw(e)),
            None => Ok(total),
        }
    }

    /// An automatic collection (the root buffer reached the threshold),
    /// run from the interrupt check; adapts the threshold as php does.
    #[cold]
    pub(crate) fn collect_cycles_auto(&mut self) -> Result<(), Unwind> {
        if !gc::enabled() {
            return Ok(());
        }
        let n = self.collect_cycles()?;
        gc::adjust_threshold(n);
        Ok(())
    }
}

/// Appends `old` to the end of `new`'s chain of previous exceptions.
fn chain_previous(new: &PObj, old: PObj) {
    let mut cur = new.clone();
    for _ in 0..100_000 {
        if cur.ptr_eq(&old) {
            return;
        }
        match cur.get_prop(b"previous") {
            Some(Value::Obj(p)) => cur = p,
            _ => {
                cur.set_prop(b"previous", Value::Obj(old));
                return;
            }
        }
    }
}

/// Registers the tracers of the VM's payload types (once per process).
pub(crate) fn register_tracers() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        gc::register_payload::<crate::runtime::ClosureData>(trace_closure, None);
        gc::register_payload::<crate::generator::GenData>(crate::generator::gc_trace, None);
    });
}

/// A closure's captured values and bound `$this` (immutable once made:
/// cycles through a closure always pass through a property, an array or
/// a reference, which the collector can break, so there is no clearer).
fn trace_closure(p: &dyn Any, t: &mut Tracer) -> bool {
    if let Some(c) = p.downcast_ref::<crate::runtime::ClosureData>() {
        t.values(&c.bound);
        if let Some(o) = &c.this {
            t.obj(o);
        }
    }
    true
}
