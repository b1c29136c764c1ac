//! Array functions that call back into PHP: array_map, array_filter,
//! array_reduce, array_walk and array_walk_recursive.
//!
//! Callbacks run through `Vm::call_prepared` (resolved once per call); by-reference callback parameters
//! get reference cells (array_walk) or php's "must be passed by reference"
//! warning from the VM (array_map). Not here: the sorting callbacks (`sort`)
//! and the u* set operations (`set_ops`).

use super::basic::copy_elem;
use crate::standard::jug;
use tusk_value::{Key, PArr, PRef, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

pub(super) fn array_map(vm: &mut Vm, args: &mut Args) -> BResult {
    let cb = args.val(0).clone();
    let arrays: Vec<PArr> = args
        .rest(1)
        .iter()
        .map(|v| match v.unref() {
            Value::Arr(a) => a,
            _ => PArr::new(),
        })
        .collect();
    if arrays.len() == 1 {
        let a = &arrays[0];
        if cb.is_null() {
            return Ok(Value::Arr(a.clone()));
        }
        let mut out = PArr::with_capacity(a.len());
        let mut pc = vm.prepare_callback(&cb);
        // Our handle on the array keeps it as it is while callbacks run.
        // Ours alone (callbacks never see it): made unique once.
        let d = out.make_mut();
        if a.is_list() {
            for v in a.values() {
                let r = vm.call_prepared(&mut pc, [v.clone()])?;
                let _ = d.push(r);
            }
        } else {
            for (k, v) in a.iter() {
                let r = vm.call_prepared(&mut pc, [v.clone()])?;
                d.insert(k, r);
            }
        }
        return Ok(Value::Arr(out));
    }
    let n = arrays.iter().map(|a| a.len()).max().unwrap_or(0);
    let mut out = Vec::with_capacity(n);
    let mut pc = (!cb.is_null()).then(|| vm.prepare_callback(&cb));
    // Our handles on the arrays keep them as they are while callbacks run.
    let mut cols: Vec<_> = arrays.iter().map(|a| a.values()).collect();
    let mut next = |i: usize| cols[i].next().cloned().unwrap_or(Value::Null);
    for _ in 0..n {
        match &mut pc {
            Some(pc) if arrays.len() == 2 => {
                let row = [next(0), next(1)];
                out.push(vm.call_prepared(pc, row)?);
            }
            Some(pc) => {
                let row: Vec<Value> = (0..arrays.len()).map(&mut next).collect();
                out.push(vm.call_prepared(pc, row)?);
            }
            None => {
                let row: Vec<Value> = (0..arrays.len()).map(|i| copy_elem(&next(i))).collect();
                out.push(Value::Arr(PArr::from_values(row)));
            }
        }
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

pub(super) fn array_filter(vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0).clone();
    let cb = args.get(1).filter(|v| !v.is_null()).cloned();
    let mode = args.opt_int(2, 0);
    let mut out = PArr::new();
    // Ours alone (callbacks never see it): made unique once.
    let d = out.make_mut();
    let mut pc = cb.as_ref().map(|cb| vm.prepare_callback(cb));
    // Our handle on the array keeps it as it is while callbacks run.
    for (k, v) in a.iter() {
        let keep = match &mut pc {
            None => jug::to_bool(v),
            Some(pc) => {
                let r = match mode {
                    2 => vm.call_prepared(pc, [k.to_value()])?,
                    1 => vm.call_prepared(pc, [v.clone(), k.to_value()])?,
                    _ => vm.call_prepared(pc, [v.clone()])?,
                };
                jug::to_bool(&r)
            }
        };
        if keep {
            d.insert(k, copy_elem(v));
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_reduce(vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0).clone();
    let cb = args.val(1).clone();
    let mut acc = args.get(2).map(|v| v.unref()).unwrap_or(Value::Null);
    let mut pc = vm.prepare_callback(&cb);
    for v in a.values() {
        acc = vm.call_prepared(&mut pc, [acc, v.clone()])?;
    }
    Ok(acc)
}

/// Turns the element at position `p` of the array in `cell` into a
/// reference cell (separating the array first); returns its key and cell.
fn ref_elem(cell: &PRef, from: usize) -> Option<(usize, Key, PRef)> {
    cell.with_mut(|v| {
        let Value::Arr(a) = v else { return None };
        let (p, k, _) = a.iter_from(from)?;
        let slot = a.make_mut().value_at_mut(p)?;
        let r = match slot {
            Value::Ref(r) => r.clone(),
            other => {
                let r = PRef::new(std::mem::take(other));
                *other = Value::Ref(r.clone());
                r
            }
        };
        Some((p, k, r))
    })
}

/// After the callback: an element reference nobody else holds becomes a
/// plain value again.
fn unref_elem(cell: &PRef, p: usize, r: PRef) {
    cell.with_mut(|v| {
        let Value::Arr(a) = v else { return };
        if a.refcount() != 1 {
            return;
        }
        let d = a.make_mut();
        if let Some(slot) = d.value_at_mut(p) {
            if let Value::Ref(x) = slot {
                if x.ptr_eq(&r) && r.refcount() == 2 {
                    let inner = r.get();
                    *slot = inner;
                }
            }
        }
    });
}

fn walk(
    vm: &mut Vm,
    cell: &PRef,
    cb: &Value,
    extra: Option<&Value>,
    recursive: bool,
) -> Result<(), Unwind> {
    let mut from = 0;
    while let Some((p, k, r)) = ref_elem(cell, from) {
        from = p + 1;
        if recursive && matches!(r.peek(), Value::Arr(_)) {
            walk(vm, &r, cb, extra, true)?;
        } else {
            let mut cargs = vec![Value::Ref(r.clone()), k.to_value()];
            if let Some(x) = extra {
                cargs.push(x.clone());
            }
            vm.call_value(cb, cargs)?;
        }
        unref_elem(cell, p, r);
    }
    Ok(())
}

fn walk_entry(vm: &mut Vm, args: &Args, recursive: bool) -> BResult {
    let cell = args.by_ref(0).clone();
    if !matches!(cell.peek(), Value::Arr(_)) {
        let t = tusk_value::ops::type_name(cell.peek());
        return Err(vm.arg_type_error(1, &format!("must be of type array, {t} given")));
    }
    let cb = args.val(1).clone();
    let extra = args.get(2).map(|v| v.unref());
    walk(vm, &cell, &cb, extra.as_ref(), recursive)?;
    Ok(Value::Bool(true))
}

pub(super) fn array_walk(vm: &mut Vm, args: &mut Args) -> BResult {
    walk_entry(vm, args, false)
}

pub(super) fn array_walk_recursive(vm: &mut Vm, args: &mut Args) -> BResult {
    walk_entry(vm, args, true)
}
