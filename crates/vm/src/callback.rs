//! Prepared callbacks: a PHP callable resolved once by a built-in that calls
//! it many times (array_map, array_filter, usort, preg_replace_callback, ...)
//! and then called per element without resolving it again and without an
//! argument vector (php's zend_fcall_info_cache).
//!
//! `Vm::prepare_callback` resolves user functions, closures and built-ins;
//! everything else (method callables, `__invoke` objects, callables that do
//! not resolve) keeps the callable and goes through `Vm::call_value` on each
//! call, with its checks and errors. A prepared call behaves exactly as
//! `call_value` would: the same frames (marked internal), the same nesting
//! bound, the same trace entry for a built-in called from internal code.
//! Not here: the frame set-up itself (`push_frame_from_stack`,
//! `push_closure_frame`, `call_builtin_staged` are called as they are).

use crate::calls::MAX_REENTRY;
use crate::runtime::{BuiltinEntry, ClosureData, Func};
use crate::{BResult, Vm};
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::{CodeUnit, NONE};
use tusk_value::Value;

/// A callable resolved for repeated calls (see the module comment).
pub struct Prepared {
    target: Target,
    /// The arguments of the last built-in call, lent to
    /// `diag.internal_args` while it runs (kept to reuse its allocation).
    buf: Vec<Value>,
}

/// Positional arguments for `call_prepared`: `[Value; N]` or `Vec<Value>`.
pub trait CallArgs: AsRef<[Value]> + IntoIterator<Item = Value> + Into<Vec<Value>> {}
impl<const N: usize> CallArgs for [Value; N] {}
impl CallArgs for Vec<Value> {}

enum Target {
    User(Arc<CodeUnit>),
    Closure(Rc<ClosureData>),
    Builtin(Rc<BuiltinEntry>),
    /// Not resolved ahead: each call goes through `call_value`.
    Other(Value),
}

impl Vm {
    /// Resolves `callable` once for `call_prepared`.
    pub fn prepare_callback(&self, callable: &Value) -> Prepared {
        let target = match self.resolve_callable(callable) {
            Some((Func::User(u), _)) => Target::User(u),
            Some((Func::Closure(c), _)) if c.user_unit().is_some() => Target::Closure(c),
            Some((Func::Builtin(b), _)) => Target::Builtin(b),
            _ => Target::Other(callable.clone()),
        };
        Prepared {
            target,
            buf: Vec::new(),
        }
    }

    /// Calls a prepared callable with positional arguments (an array of
    /// them, or a vector), as `call_value(callable, args.into())` would.
    pub fn call_prepared<A: CallArgs>(&mut self, p: &mut Prepared, args: A) -> BResult {
        match &p.target {
            Target::User(u) => {
                let u = u.clone();
                self.enter_prepared(args, |vm, base| {
                    vm.push_frame_from_stack(u, base, Vec::new(), NONE, false)
                })
            }
            Target::Closure(c) => self.enter_prepared(args, |vm, base| {
                vm.push_closure_frame(c, base, Vec::new(), NONE, false)
            }),
            Target::Builtin(b) => {
                let b = b.clone();
                self.call_prepared_builtin(b, &mut p.buf, args)
            }
            Target::Other(c) => {
                let c = c.clone();
                self.call_value(&c, args.into())
            }
        }
    }

    /// Stages `args`, lets `push` make the frame and runs it to completion
    /// (call_func's nesting bound and internal mark included).
    #[inline]
    fn enter_prepared<A: CallArgs>(
        &mut self,
        args: A,
        push: impl FnOnce(&mut Vm, usize) -> Result<(), crate::Unwind>,
    ) -> BResult {
        if self.rt.reentry >= MAX_REENTRY {
            return Err(self.fatal_memory(262144));
        }
        self.rt.reentry += 1;
        let depth = self.rt.frames.len();
        let base = self.rt.sp;
        for a in args {
            self.rt.push_arg(a);
        }
        let r = match push(self, base) {
            Ok(()) => {
                self.mark_internal(depth);
                self.execute(depth)
            }
            Err(e) => Err(e),
        };
        self.rt.reentry -= 1;
        r
    }

    /// A built-in called back (through `call_builtin_staged`), listed in
    /// traces with its arguments, as call_func does.
    fn call_prepared_builtin<A: CallArgs>(
        &mut self,
        b: Rc<BuiltinEntry>,
        buf: &mut Vec<Value>,
        args: A,
    ) -> BResult {
        if let Some(ff) = b.fast {
            // Its fast form (fused.rs): nothing staged, nothing recorded.
            if let Some(v) = crate::fused::call_fast(ff, args.as_ref()) {
                return Ok(v);
            }
        }
        if self.rt.reentry >= MAX_REENTRY {
            return Err(self.fatal_memory(262144));
        }
        self.rt.reentry += 1;
        buf.clear();
        buf.extend(args.as_ref().iter().cloned());
        let prev = self.diag.internal_args.replace(std::mem::take(buf));
        // Staged on the slot stack: call_builtin_staged reads them in place
        // when they already have their declared types, else it falls back
        // to call_builtin's checks itself.
        let base = self.rt.sp;
        for a in args {
            self.rt.push_arg(a);
        }
        let r = self.call_builtin_staged(b, base, false);
        if let Some(mut v) = std::mem::replace(&mut self.diag.internal_args, prev) {
            v.clear();
            *buf = v;
        }
        self.rt.reentry -= 1;
        r
    }
}
