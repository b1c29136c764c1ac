//! The fused call protocol (`InitCallFused` + `CallFused` + `DoCall`): the
//! cold halves of those instructions, which the dispatch loop runs inline
//! in the common case (a built-in with a plain signature, called with up to
//! three positional arguments).
//!
//! `InitCallFused` resolves the function (same lookup and the same
//! "Call to undefined function" as `InitCall`, at the same point) and,
//! for a built-in with a plain signature, pushes nothing: that call needs
//! no pending record, no `Send` per argument and no `DoCall` dispatch. Any
//! other target (a user function, a built-in with by-reference or
//! prefer-ref parameters) gets its pending record there as from
//! `InitCall`; `CallFused` sends the arguments exactly as `Send`/`SendVar`
//! would, and the `DoCall` that follows runs the call.
//!
//! Not here: the general call machinery (calls.rs), the signature checks
//! and coercions (sig.rs, `call_builtin_staged`).

use crate::interp::lossy;
use crate::runtime::Func;
use crate::{Unwind, Vm};
use std::sync::OnceLock;
use tusk_bytecode::{CodeUnit, CONST_BIT, NONE};
use tusk_value::{PRef, Value};

/// The fast form of a built-in: its result for arguments that already
/// have their declared types (by value, references read through), or None
/// when the call needs the full path (any warning, error, coercion or
/// callback). It sees no `Vm`, so it cannot raise anything; `CallFused`
/// calls it with the arguments where they lie, without staging them or
/// recording the built-in as the running one; `call_builtin_staged`
/// (`staged_fast`) and prepared callbacks (`call_fast`) try it first too.
pub type FastFn = fn(&[&Value]) -> Option<Value>;

static FAST: OnceLock<&'static [(&'static str, FastFn)]> = OnceLock::new();

/// Sets the table of fast forms, by built-in name (the extensions call
/// this once, before their modules are registered).
pub fn set_fast_builtins(t: &'static [(&'static str, FastFn)]) {
    let _ = FAST.set(t);
}

/// The fast form registered for built-in `name`.
pub(crate) fn fast_for(name: &str) -> Option<FastFn> {
    FAST.get()?
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, f)| *f)
}

/// The most arguments a fast form takes.
const FAST_MAX_ARGS: usize = 4;

/// Runs `ff` on up to `FAST_MAX_ARGS` arguments, none of them a reference
/// or undefined (the caller falls back to the full built-in otherwise).
#[inline]
pub(crate) fn call_fast(ff: FastFn, args: &[Value]) -> Option<Value> {
    let null = tusk_value::NULL.get();
    let mut vals: [&Value; FAST_MAX_ARGS] = [null; FAST_MAX_ARGS];
    if args.len() > FAST_MAX_ARGS {
        return None;
    }
    for (slot, v) in vals.iter_mut().zip(args) {
        if matches!(v, Value::Ref(_) | Value::Undef) {
            return None;
        }
        *slot = v;
    }
    ff(&vals[..args.len()])
}

impl Vm {
    /// Looks up the function a call names (`name` as written, `fb` the
    /// global fallback or NONE), as `InitCall` does on a cache miss.
    #[cold]
    pub(crate) fn resolve_call(
        &mut self,
        unit: &CodeUnit,
        name: u32,
        fb: u32,
    ) -> Result<Func, Unwind> {
        match self.site_function(unit, name, fb) {
            Some(f) => Ok(f.clone()),
            None => Err(self.undefined_function(unit, name)),
        }
    }

    /// The function a call names now (`name` as written, then lower-cased;
    /// `fb` the global fallback or NONE), if it is defined.
    pub(crate) fn site_function(&self, unit: &CodeUnit, name: u32, fb: u32) -> Option<&Func> {
        let n: &[u8] = match unit.constant(name) {
            Value::Str(s) => s.as_bytes(),
            _ => b"",
        };
        let f = self.rt.functions.get(n).or_else(|| {
            let l = n.to_ascii_lowercase();
            self.rt.functions.get(&l[..])
        });
        if f.is_some() || fb == NONE {
            return f;
        }
        match unit.constant(fb) {
            Value::Str(s) => self.rt.functions.get(s.as_bytes()),
            _ => None,
        }
    }

    /// "Call to undefined function" for a call naming `name` (as the call
    /// wrote it).
    #[cold]
    pub(crate) fn undefined_function(&mut self, unit: &CodeUnit, name: u32) -> Unwind {
        let shown = match unit.constant(name) {
            Value::Str(s) => lossy(s.as_bytes()),
            _ => String::new(),
        };
        self.throw("Error", &format!("Call to undefined function {}()", shown))
    }

    /// The fast form `ff` on the arguments staged from `args_base`: when
    /// it answers, its result is written to `out` (moved from where the
    /// fast form wrote it, `Value::move_split`: see
    /// `call_builtin_staged_into`) and the arguments are unstaged; false
    /// when it does not (nothing changed).
    ///
    /// # Safety
    /// `out` is valid for a write and holds nothing to drop.
    #[inline(always)]
    pub(crate) unsafe fn staged_fast_into(
        &mut self,
        ff: FastFn,
        args_base: usize,
        out: *mut Value,
    ) -> bool {
        let r = std::mem::ManuallyDrop::new(self.staged_fast_args(ff, args_base));
        let Some(v) = &*r else {
            return false;
        };
        // SAFETY: `out` (the contract) takes `v`'s ownership; `r` is not
        // dropped.
        unsafe { Value::move_split(out, v) };
        self.rt.truncate_stack(args_base);
        true
    }

    /// The fast form's result for the arguments staged from `args_base`,
    /// the arguments left staged.
    #[inline(always)]
    fn staged_fast_args(&mut self, ff: FastFn, args_base: usize) -> Option<Value> {
        let top = self.rt.sp;
        if top < args_base || top > self.rt.stack.len() {
            return None;
        }
        // SAFETY: args_base <= top <= the stack's valid length (checked
        // above): the staged arguments are initialised slots.
        let args = unsafe {
            std::slice::from_raw_parts(
                self.rt.stack.as_mut_ptr().add(args_base) as *const Value,
                top - args_base,
            )
        };
        call_fast(ff, args)
    }

    /// An argument of a fused call, sent by value to a built-in with a
    /// plain signature: a CV as `SendVar` reads it (an undefined one warns
    /// and sends null), a temporary moved out, a constant copied.
    #[inline]
    pub(crate) fn fused_arg(&mut self, unit: &CodeUnit, fp: *mut Value, a: u32) -> Value {
        if a & CONST_BIT == 0 && (a as usize) < unit.cv_names.len() {
            // SAFETY: a CV operand is a slot of the running frame (below
            // num_slots), which exists while it runs.
            match unsafe { &*fp.add(a as usize) } {
                Value::Undef => {
                    self.undefined_var(unit, a);
                    Value::Null
                }
                Value::Ref(r) => r.get(),
                v => v.clone(),
            }
        } else {
            self.take(unit, fp, a)
        }
    }

    /// Stages a fused call's arguments (up to NONE) on top of the stack,
    /// as `fused_arg` reads them: their base.
    pub(crate) fn stage_fused(&mut self, unit: &CodeUnit, fp: *mut Value, args: [u32; 3]) -> usize {
        let base = self.rt.sp;
        for o in args {
            if o == NONE {
                break;
            }
            let v = self.fused_arg(unit, fp, o);
            self.rt.push_arg(v);
        }
        base
    }

    /// The general protocol from `CallFused` on (the pending record that
    /// `InitCallFused` pushed is there): sends `args` (up to NONE) as
    /// `Send` (constants, temporaries) and `SendVar` (CVs) would; the
    /// `DoCall` that follows makes the call.
    #[cold]
    #[inline(never)]
    pub(crate) fn call_fused_slow(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        args: [u32; 3],
    ) -> Result<(), Unwind> {
        for a in args {
            if a == NONE {
                break;
            }
            if a & CONST_BIT == 0 && (a as usize) < unit.cv_names.len() {
                self.send_var_op(unit, fp, a);
            } else {
                self.send_op(unit, fp, a)?;
            }
        }
        Ok(())
    }

    /// `Send { a }`: a value argument of the pending call.
    fn send_op(&mut self, unit: &CodeUnit, fp: *mut Value, a: u32) -> Result<(), Unwind> {
        let v = self.take(unit, fp, a);
        if self.pending_arg_by_ref() {
            if self.pending_arg_prefer_ref() {
                self.rt.push_arg(Value::Ref(PRef::new(v)));
                return Ok(());
            }
            if a & CONST_BIT != 0 {
                return Err(self.by_ref_literal_error());
            }
            self.notice("Only variables should be passed by reference");
            // The callee gets a reference to a temporary copy.
            self.rt.push_arg(Value::Ref(PRef::new(v)));
            return Ok(());
        }
        self.rt.push_arg(v);
        Ok(())
    }

    /// `SendVar { cv }`: a CV argument the callee may take by reference.
    fn send_var_op(&mut self, unit: &CodeUnit, fp: *mut Value, cv: u32) {
        // SAFETY: a CV operand is a slot of the running frame (below
        // num_slots), which exists while it runs.
        let slot = unsafe { &mut *fp.add(cv as usize) };
        if self.pending_arg_by_ref() {
            let r = slot.make_ref();
            self.rt.push_arg(Value::Ref(r));
        } else {
            let v = match &*slot {
                Value::Undef => {
                    self.undefined_var(unit, cv);
                    Value::Null
                }
                Value::Ref(r) => r.get(),
                v => v.clone(),
            };
            self.rt.push_arg(v);
        }
    }
}

/// The arguments of a fused call (`a`, `b`, `c`; NONE ends them) where they
/// lie, for a fast form: constants, slots (a reference's value). None when
/// one is an undefined variable (it warns: the full path).
///
/// # Safety
/// `fp` is the first slot of a running frame of `unit`, whose operands
/// these are.
#[inline(always)]
pub(crate) unsafe fn fused_vals(
    unit: &tusk_bytecode::CodeUnit,
    fp: *const Value,
    ops: [u32; 3],
) -> Option<([&Value; 3], usize)> {
    let null = tusk_value::NULL.get();
    let mut vals: [&Value; 3] = [null, null, null];
    let mut n = 0;
    for o in ops {
        if o == tusk_bytecode::NONE {
            break;
        }
        vals[n] = if o & tusk_bytecode::CONST_BIT != 0 {
            unit.constant(o)
        } else {
            // SAFETY: slot operands are below the unit's num_slots.
            match unsafe { &*fp.add(o as usize) } {
                Value::Undef => return None,
                Value::Ref(r) => r.peek(),
                v => v,
            }
        };
        n += 1;
    }
    Some((vals, n))
}

/// Releases the temporaries among a fused call's arguments (each has one
/// reader).
///
/// # Safety
/// As for [`fused_vals`]; no borrow of the slots is live.
#[inline(always)]
pub(crate) unsafe fn release_temps(unit: &tusk_bytecode::CodeUnit, fp: *mut Value, ops: [u32; 3]) {
    let ncv = unit.cv_names.len() as u32;
    for o in ops {
        if o != tusk_bytecode::NONE && o & tusk_bytecode::CONST_BIT == 0 && o >= ncv {
            // SAFETY: the caller's contract.
            drop(std::mem::take(unsafe { &mut *fp.add(o as usize) }));
        }
    }
}
