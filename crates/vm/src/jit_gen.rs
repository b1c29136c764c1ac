//! Generators and iterators from compiled code: a foreach step over an
//! object through its own helper (`Helpers::fe_obj`, so that such a loop
//! stays compiled), and the `DoCall` of a direct region calling a
//! Generator's send(), current(), key(), next() or valid() (`gen_direct`;
//! the region's begin is `Vm::gen_begin`, generator.rs).
//!
//! Not here: the generators themselves (generator.rs), the other direct
//! calls (jit_call.rs).

use crate::interp::store;
use crate::jit_call::{after_call, done_after, parts, vm_op};
use crate::jit_rt::JitCx;
use crate::Vm;
use tusk_bytecode::{Op, NONE};
use tusk_jit::{VM_BAIL_AFTER, VM_ERROR};
use tusk_value::Value;

/// `tusk_jit::Helpers::fe_obj`: the `FeFetch` at `pc` over an object (an
/// iterator or a generator), as `vm_op` makes it, without its dispatch.
///
/// # Safety
/// As for `vm_op`.
pub(crate) unsafe extern "C" fn fe_obj(cx: *const u8, fp: *mut Value, pc: u32) -> i64 {
    // SAFETY: the caller's contract.
    let (jcx, vm) = unsafe { parts(cx) };
    let Some(&Op::FeFetch { it, val, key, end }) = jcx.unit.ops.get(pc as usize) else {
        // SAFETY: as above.
        return unsafe { vm_op(cx, fp, pc) };
    };
    let fi = vm.rt.frames.len() - 1;
    vm.rt.frames[fi].pc = pc as usize + 1;
    // SAFETY: `fp` is the running frame of the unit (the contract).
    match unsafe { vm.fe_fetch_obj(fp, it, val, key) } {
        Ok(None) => -1,
        Ok(Some(true)) => done_after(jcx, pc as i64 + 1),
        // The loop is over: the main loop goes on after it.
        Ok(Some(false)) => end as i64 + VM_BAIL_AFTER,
        Err(e) => {
            vm.rt.jit_err = Some(e);
            VM_ERROR
        }
    }
}

impl Vm {
    /// `DoCall` at `pc` of a direct region whose callee is Generator
    /// method tag `tag` (`gen_begin`; the generator kept at `depth`), its
    /// arguments staged from `args_base`: the call made, its result in
    /// `dst`. The next pc, -1 (nothing done: the pending record is
    /// compiled code's to make) or `VM_ERROR`.
    ///
    /// # Safety
    /// `fp` is the running frame of `cx.unit`, the top frame; the region's
    /// begin helper answered `tag` and kept the generator at `depth`.
    #[inline(never)]
    pub(crate) unsafe fn gen_direct(
        &mut self,
        cx: &JitCx,
        fp: *mut Value,
        pc: usize,
        tag: i64,
        args_base: usize,
        depth: u32,
        dst: u32,
    ) -> i64 {
        if self.rt.sp.checked_sub(args_base) != Some(crate::generator::gen_tag_arity(tag)) {
            return -1;
        }
        // SAFETY: the contract.
        let o = unsafe { cx.take_direct(depth) }
            .0
            .expect("gen_begin kept the generator");
        let fi = self.rt.frames.len() - 1;
        self.rt.frames[fi].pc = pc + 1;
        match self.gen_tag_call(tag, &o, args_base, dst != NONE) {
            Ok(v) => {
                if dst != NONE {
                    // SAFETY: the contract (the stack never moves).
                    store(unsafe { &mut *fp.add(dst as usize) }, v);
                } else {
                    crate::interp::release(v);
                }
                // The generator's handle: its count taken back inline when
                // that is all its drop would do.
                // SAFETY: the handle is forgotten after `true`.
                if unsafe { o.release_unless_last() } {
                    std::mem::forget(o);
                }
                after_call(pc + 1)
            }
            Err(e) => {
                self.rt.jit_err = Some(e);
                VM_ERROR
            }
        }
    }
}
