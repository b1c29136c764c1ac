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
        for pass in 0..2 {
            let p = gc::collect();
            total += p.count;
            if p.dtors.is_empty() {
                break;
            }
            let mut list = p.dtors.into_iter();
            for o in list.by_ref() {
                let f = o.0.flags.get();
                // Already run by another destructor of this batch?
                if f & OBJ_DESTRUCTED != 0 {
                    continue;
                }
                o.0.flags.set(f | OBJ_DESTRUCTED);
                let Some(c) = self.obj_class(&o) else {
                    continue;
                };
                if let Some(m) = c.magic.dtor.clone() {
                    // The rest of the batch stays garbage (as roots again
                    // once the handles go) for a later collection.
                    self.call_method(&m, Some(o), c.id, Vec::new())?;
                }
            }
            if pass == 1 {
                break;
            }
        }
        Ok(total)
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
