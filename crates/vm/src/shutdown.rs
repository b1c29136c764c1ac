//! The end of a script's variables and objects, in php's order: the main
//! script's variables outlive its frame (shutdown functions still see them
//! through `global`), then `destroy_globals` releases the global variables
//! from last to first (php's zend_call_destructors: only objects nobody
//! else holds, repeated while that frees anything), then calls the
//! destructors of every object still alive, in creation order. exit() in a
//! destructor, or an exception thrown from one, stops the rest.
//!
//! Not here: destructors run when the last reference goes (the "doomed"
//! list of tusk-value's `object.rs`, drained by `Vm::run_doomed`).

use crate::runtime::Frame;
use crate::{Unwind, Vm};
use tusk_value::object::OBJ_DESTRUCTED;
use tusk_value::{PRef, Value};

impl Vm {
    /// The main frame is ending: its variables move to `extra_globals`.
    pub(crate) fn keep_main_globals(&mut self, f: &Frame) {
        self.rt.main_done = true;
        for (i, name) in f.unit.cv_names.iter().enumerate() {
            let v = std::mem::take(&mut self.rt.stack[f.base + i]);
            if v.is_undef() || &**name == b"this" {
                continue;
            }
            let (r, was_ref) = match v {
                Value::Ref(r) => (r, true),
                v => (PRef::new(v), false),
            };
            self.rt.extra_globals.insert(name.to_vec(), r);
            self.rt.global_order.push((name.to_vec(), was_ref));
        }
    }

    /// Runs the destructors of objects released since the last
    /// instruction (after an uncaught exception unwound the frames).
    pub fn run_destructors(&mut self) -> Result<(), Unwind> {
        self.run_doomed()
    }

    /// Releases the global variables and runs the remaining destructors
    /// (after the shutdown functions).
    pub fn destroy_globals(&mut self) -> Result<(), Unwind> {
        self.run_doomed()?;
        loop {
            let before = self.rt.global_order.len();
            let mut i = before;
            while i > 0 {
                i -= 1;
                let (name, was_ref) = self.rt.global_order[i].clone();
                if was_ref {
                    continue;
                }
                let sole = match self.rt.extra_globals.get(&name) {
                    Some(r) => match r.peek() {
                        Value::Obj(o) => std::rc::Rc::strong_count(&o.0) == 1,
                        _ => false,
                    },
                    None => false,
                };
                if sole {
                    self.rt.global_order.remove(i);
                    let r = self.rt.extra_globals.remove(&name);
                    drop(r);
                    self.run_doomed()?;
                }
            }
            if self.rt.global_order.len() == before {
                break;
            }
        }
        for o in tusk_value::object::live_with_dtor() {
            if o.0.flags.get() & OBJ_DESTRUCTED != 0 {
                continue;
            }
            o.0.flags.set(o.0.flags.get() | OBJ_DESTRUCTED);
            let Some(c) = self.obj_class(&o) else {
                continue;
            };
            if let Some(m) = c.magic.dtor.clone() {
                self.call_destructor(&m, o, c.id)?;
            } else if self.generator_of(&o).is_some() {
                self.gen_destroy(&o)?;
            }
            self.run_doomed()?;
        }
        Ok(())
    }

    /// Runs `__destruct` on `o`: traces show it called from the PHP code
    /// that released the object, or from internal code at script end.
    pub(crate) fn call_destructor(
        &mut self,
        m: &std::rc::Rc<crate::class::Method>,
        o: tusk_value::PObj,
        cls: u32,
    ) -> Result<(), Unwind> {
        let Some(u) = m.unit().cloned() else {
            return self.call_method(m, Some(o), cls, Vec::new()).map(|_| ());
        };
        let depth = self.rt.frames.len();
        self.push_frame(u, Vec::new(), Vec::new(), tusk_bytecode::NONE, false)?;
        self.enter_method(Some(o), m.scope, cls);
        if depth == 0 {
            if let Some(f) = self.rt.frames.get_mut(depth) {
                f.internal = true;
            }
        }
        self.execute(depth).map(|_| ())
    }
}
