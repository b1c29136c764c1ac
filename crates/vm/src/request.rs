//! One VM serving request after request (php's request startup and
//! shutdown for a long-lived worker): [`Vm::finish_boot`] marks what the
//! built-ins registered, [`Vm::reset_request`] throws away everything a
//! request made (globals, user functions/classes/constants, statics,
//! handlers, caches, ini changes, output, headers) and keeps the built-in
//! tables and the slot stack's memory, so the next request starts as if
//! on a fresh VM without paying for registering a thousand built-ins.
//! Not here: what a request is (the server) or its superglobals (engine).

use crate::{output, Vm};

impl Vm {
    /// Ends registration: from here on, declarations belong to requests.
    pub fn finish_boot(&mut self) {
        self.rt.booted = true;
        self.rt.boot_classes = self.rt.class_list.len();
        self.rt.user_funcs.clear();
        self.rt.user_classes.clear();
        self.rt.user_consts.clear();
        self.rt.ini_changed.clear();
        self.snapshot_ini();
    }

    /// Makes the VM ready for a new request. Call after the request's end
    /// (shutdown functions, destructors and output already done).
    pub fn reset_request(&mut self) {
        let mut old = std::mem::take(&mut self.rt);
        let mut old_changed = std::mem::take(&mut old.ini_changed);
        for n in old.user_funcs.drain(..) {
            old.functions.remove(&n);
        }
        for n in old.user_classes.drain(..) {
            old.classes.remove(&n);
        }
        old.class_list.truncate(old.boot_classes);
        for n in old.user_consts.drain(..) {
            old.constants.remove(&n);
        }
        old.truncate_stack(0);
        let rt = &mut self.rt;
        rt.functions = std::mem::take(&mut old.functions);
        rt.classes = std::mem::take(&mut old.classes);
        rt.class_list = std::mem::take(&mut old.class_list);
        rt.constants = std::mem::take(&mut old.constants);
        rt.stack = std::mem::take(&mut old.stack);
        rt.args_pool = std::mem::take(&mut old.args_pool);
        rt.loader = old.loader.take();
        rt.ini_original = std::mem::take(&mut old.ini_original);
        rt.memory_limit = old.memory_limit;
        rt.booted = true;
        rt.boot_classes = old.boot_classes;
        rt.generator_class = old.generator_class.take();
        rt.closure_class = old.closure_class.take();
        // The request's values go now; objects whose destructors did not
        // run (cycles, a fatal error) are not handed to the next request.
        drop(old);
        drop(tusk_value::object::take_doomed());
        // Cycles left by the request are freed now, without destructors
        // (php ran those at shutdown), so none outlives its request.
        for _ in 0..8 {
            let p = tusk_value::gc::collect();
            for o in &p.dtors {
                let f = o.0.flags.get();
                o.0.flags.set(f | tusk_value::object::OBJ_DESTRUCTED);
            }
            if p.count == 0 && p.dtors.is_empty() {
                break;
            }
        }
        drop(tusk_value::object::take_doomed());
        // ini settings changed by the request get their startup values
        // back (with their side effects: precision, error_reporting...).
        let mut changed = std::mem::take(&mut old_changed);
        changed.sort_unstable();
        changed.dedup();
        for k in changed {
            let Some(orig) = self.rt.ini_original.get(&k).cloned() else {
                continue;
            };
            if self.ini.get(&k).map(|c| c.as_bytes()) != Some(orig.as_bytes()) {
                self.ini_set(&k, orig.as_bytes());
            }
        }
        self.rt.ini_changed.clear();
        self.out = output::Output::new();
        self.sapi = crate::sapi::Sapi::default();
        self.silence = 0;
        self.silenced.clear();
        self.last_error = None;
        self.exception_handler = None;
        self.exception_handler_stack.clear();
        self.diag = crate::diag::DiagState::default();
        self.cur_builtin = "";
        self.cur_line = 0;
        tusk_value::gc::reset(self.ini_is_on("zend.enable_gc"));
        tusk_value::object::reset_ids();
        tusk_value::resource::reset_ids();
    }
}

/// What [`Vm::set_unit_hook`] installs.
pub type UnitHook = Box<dyn FnMut(&mut Vm, &tusk_bytecode::CodeUnit)>;

impl Vm {
    /// Sets (or removes) the function called with each unit an include or
    /// eval is about to run. It lasts until the request's reset.
    pub fn set_unit_hook(&mut self, hook: Option<UnitHook>) {
        self.rt.unit_hook = hook;
    }

    /// Worker mode: gives global `name` (a superglobal at a request's
    /// start) a new value in a new reference cell, as php's request start
    /// replaces it in the symbol table: the main script's variable of
    /// that name (a worker script that names it) gets it too, and a
    /// reference an earlier request took keeps the old array.
    pub fn replace_global(&mut self, name: &[u8], v: tusk_value::Value) {
        use tusk_value::{PRef, Value};
        // A cell nobody else holds is reused (the same as a new one).
        fn put(cell: &mut PRef, v: Value) {
            if cell.refcount() == 1 {
                cell.set(v);
            } else {
                *cell = PRef::new(v);
            }
        }
        if let Some(f) = self.rt.frames.first().filter(|_| !self.rt.main_done) {
            if let Some(i) = f.unit.cv_names.iter().position(|n| &**n == name) {
                match &mut self.rt.stack[f.base + i] {
                    Value::Ref(r) => put(r, v),
                    slot => *slot = Value::Ref(PRef::new(v)),
                }
                return;
            }
        }
        match self.rt.extra_globals.get_mut(name) {
            Some(r) => put(r, v),
            None => {
                self.rt.extra_globals.insert(name.to_vec(), PRef::new(v));
            }
        }
    }

    /// Removes a global that is not a variable of the main script (an
    /// auto-global a worker's request does not have).
    pub fn remove_preset_global(&mut self, name: &[u8]) {
        self.rt.extra_globals.remove(name);
    }

    /// The request's main script (as `set_script_path` gave it).
    pub fn script_path(&self) -> &str {
        &self.rt.script_path
    }

    /// An included or eval'd unit is about to run.
    pub(crate) fn unit_loaded(&mut self, unit: &tusk_bytecode::CodeUnit) {
        if let Some(mut f) = self.rt.unit_hook.take() {
            f(self, unit);
            if self.rt.unit_hook.is_none() {
                self.rt.unit_hook = Some(f);
            }
        }
    }
}

/// The ini settings a stretch of code started with (worker mode: what a
/// request handler's changes are rolled back to).
pub struct IniCheckpoint {
    keys: Vec<String>,
    values: Vec<Option<tusk_value::PStr>>,
}

impl Vm {
    /// Marks the ini settings as they are now; changes from here on are
    /// undone by [`Vm::ini_rollback`].
    pub fn ini_checkpoint(&mut self) -> IniCheckpoint {
        let mut keys = std::mem::take(&mut self.rt.ini_changed);
        keys.sort_unstable();
        keys.dedup();
        let values = keys.iter().map(|k| self.ini.get(k).cloned()).collect();
        IniCheckpoint { keys, values }
    }

    /// Gives the settings changed since `cp` their values at `cp` (with
    /// their side effects), as a request's end does for startup values.
    pub fn ini_rollback(&mut self, cp: IniCheckpoint) {
        let mut changed = std::mem::take(&mut self.rt.ini_changed);
        changed.sort_unstable();
        changed.dedup();
        for k in changed {
            let target = match cp.keys.binary_search(&k) {
                Ok(i) => cp.values[i].clone(),
                Err(_) => self.rt.ini_original.get(&k).cloned(),
            };
            let Some(target) = target else { continue };
            if self.ini.get(&k).map(|c| c.as_bytes()) != Some(target.as_bytes()) {
                self.ini_set(&k, target.as_bytes());
            }
        }
        self.rt.ini_changed = cp.keys;
    }
}
