//! Array functions that build a new array from others without callbacks:
//! array_chunk, array_column, array_count_values, array_pad,
//! array_change_key_case, array_merge_recursive, array_replace and
//! array_replace_recursive.
//!
//! Not here: array_merge/slice/splice (`basic`), the set operations
//! (`set_ops`). Objects in array_column are not supported yet (the object
//! model is not there): object rows are skipped.

use super::basic::copy_elem;
use tusk_value::{ops, Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

pub(super) fn array_chunk(vm: &mut Vm, args: &mut Args) -> BResult {
    let size = args.int(1);
    if size < 1 {
        return Err(vm.arg_value_error(2, "must be greater than 0"));
    }
    let a = args.arr(0);
    let preserve = args.opt_bool(2, false);
    let size = size.min(a.len().max(1) as i64) as usize;
    let mut out = Vec::with_capacity(a.len().div_ceil(size));
    let mut cur = PArr::with_capacity(size);
    for (k, v) in a.iter() {
        let v = copy_elem(v);
        if preserve {
            cur.make_mut().insert(k, v);
        } else {
            let _ = cur.make_mut().push(v);
        }
        if cur.len() == size {
            out.push(Value::Arr(std::mem::replace(
                &mut cur,
                PArr::with_capacity(size),
            )));
        }
    }
    if !cur.is_empty() {
        out.push(Value::Arr(cur));
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

/// A column/index selector of array_column: an int or a string key.
fn selector(v: Option<&Value>) -> Option<Key> {
    match v.map(|v| v.unref()) {
        Some(Value::Int(i)) => Some(Key::Int(i)),
        Some(Value::Str(s)) => Some(Key::from_pstr(&s)),
        _ => None,
    }
}

pub(super) fn array_column(vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0).clone();
    let col = selector(args.get(1));
    let idx = selector(args.get(2));
    let mut out = PArr::with_capacity(a.len());
    for row in a.values() {
        let row = row.unref();
        let value = match &col {
            None => row.clone(),
            Some(k) => match &row {
                Value::Arr(r) => match r.get(k) {
                    Some(v) => v.unref(),
                    None => continue,
                },
                Value::Obj(o) => match object_column(vm, o, k) {
                    Some(v) => v,
                    None => continue,
                },
                _ => continue,
            },
        };
        let key = match (&idx, &row) {
            (Some(k), Value::Arr(r)) => r.get(k).map(|v| v.unref()),
            (Some(k), Value::Obj(o)) => object_column(vm, o, k),
            _ => None,
        };
        match key {
            Some(k) => {
                let k = {
                    let r = ops::to_key(&k, &mut vm.diag());
                    r.map_err(|e| vm.op_error(e))?
                };
                out.make_mut().insert(k, value);
            }
            None => {
                if out.make_mut().push(value).is_err() {
                    return Err(cannot_add(vm));
                }
            }
        }
    }
    Ok(Value::Arr(out))
}

/// An object row's column: a property the calling scope can see.
fn object_column(vm: &Vm, o: &tusk_value::PObj, k: &tusk_value::Key) -> Option<Value> {
    vm.visible_props(o)
        .into_iter()
        .find(|(pk, _)| pk == k)
        .map(|(_, v)| v)
}

fn cannot_add(vm: &mut Vm) -> Unwind {
    vm.throw(
        "Error",
        "Cannot add element to the array as the next element is already occupied",
    )
}

pub(super) fn array_count_values(vm: &mut Vm, args: &mut Args) -> BResult {
    let mut out = PArr::new();
    for v in args.arr(0).values() {
        let k = match v.unref() {
            Value::Int(i) => Key::Int(i),
            Value::Str(s) => Key::from_pstr(&s),
            _ => {
                vm.fn_warning("Can only count string and integer values, entry skipped");
                continue;
            }
        };
        let d = out.make_mut();
        match d.get_mut(&k) {
            Some(Value::Int(n)) => *n += 1,
            _ => {
                d.insert(k, Value::Int(1));
            }
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_pad(vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0);
    let size = args.int(1);
    let pad = args.val(2).unref();
    let n = a.len() as i64;
    let abs = size.unsigned_abs();
    if abs > i64::MAX as u64 || abs as i64 - n > 1_048_576 {
        return Err(vm.arg_value_error(2, "must be less than or equal to 1048576"));
    }
    let abs = abs as i64;
    if n >= abs {
        return Ok(Value::Arr(a.clone()));
    }
    let pads = (abs - n) as usize;
    let mut out = PArr::with_capacity(abs as usize);
    let d = out.make_mut();
    if size < 0 {
        for _ in 0..pads {
            let _ = d.push(pad.clone());
        }
    }
    for (k, v) in a.iter() {
        let v = copy_elem(v);
        match k {
            Key::Int(_) => {
                let _ = d.push(v);
            }
            k => {
                d.insert(k, v);
            }
        }
    }
    if size > 0 {
        for _ in 0..pads {
            let _ = d.push(pad.clone());
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_change_key_case(_vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0);
    let upper = args.opt_int(1, 0) != 0;
    let mut out = PArr::with_capacity(a.len());
    let d = out.make_mut();
    for (k, v) in a.iter() {
        let k = match k {
            Key::Str(s) => {
                let b: Vec<u8> = if upper {
                    s.as_bytes().to_ascii_uppercase()
                } else {
                    s.as_bytes().to_ascii_lowercase()
                };
                if b == s.as_bytes() {
                    Key::Str(s)
                } else {
                    Key::Str(PStr::new(&b))
                }
            }
            k => k,
        };
        d.insert(k, copy_elem(v));
    }
    Ok(Value::Arr(out))
}

/// php_array_merge_recursive: `src` into `dest`.
fn merge_recursive(vm: &mut Vm, dest: &mut PArr, src: &PArr, depth: usize) -> Result<(), Unwind> {
    if depth > 256 {
        return Err(vm.throw("Error", "Recursion detected"));
    }
    for (k, v) in src.iter() {
        match k {
            Key::Str(_) if dest.contains_key(&k) => {
                let d = dest.make_mut();
                let slot = d.get_mut(&k).expect("present");
                let mut cur = slot.unref();
                let mut arr = match std::mem::take(&mut cur) {
                    Value::Arr(a) => a,
                    Value::Null => PArr::from_values(vec![Value::Null]),
                    other => PArr::from_values(vec![other]),
                };
                match v.unref() {
                    Value::Arr(s) => merge_recursive(vm, &mut arr, &s, depth + 1)?,
                    sv => {
                        if arr.make_mut().push(sv).is_err() {
                            return Err(cannot_add(vm));
                        }
                    }
                }
                let d = dest.make_mut();
                match d.get_mut(&k).expect("present") {
                    Value::Ref(r) => r.set(Value::Arr(arr)),
                    slot => *slot = Value::Arr(arr),
                }
            }
            Key::Str(_) => {
                dest.make_mut().insert(k, copy_elem(v));
            }
            Key::Int(_) => {
                if dest.make_mut().push(copy_elem(v)).is_err() {
                    return Err(cannot_add(vm));
                }
            }
        }
    }
    Ok(())
}

pub(super) fn array_merge_recursive(vm: &mut Vm, args: &mut Args) -> BResult {
    let arrs: Vec<PArr> = args
        .all()
        .iter()
        .filter_map(|v| match v.unref() {
            Value::Arr(a) => Some(a),
            _ => None,
        })
        .collect();
    let mut out = PArr::new();
    for a in &arrs {
        merge_recursive(vm, &mut out, a, 0)?;
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_replace(_vm: &mut Vm, args: &mut Args) -> BResult {
    let mut out = args.arr(0).clone();
    for r in args.rest(1) {
        let Value::Arr(r) = r.unref() else { continue };
        for (k, v) in r.iter() {
            out.make_mut().insert(k, copy_elem(v));
        }
    }
    Ok(Value::Arr(out))
}

fn replace_recursive(vm: &mut Vm, dest: &mut PArr, src: &PArr, depth: usize) -> Result<(), Unwind> {
    if depth > 256 {
        return Err(vm.throw("Error", "Recursion detected"));
    }
    for (k, v) in src.iter() {
        let sv = v.unref();
        let existing = dest.get(&k).map(|x| x.unref());
        match (existing, &sv) {
            (Some(Value::Arr(mut d)), Value::Arr(s)) => {
                replace_recursive(vm, &mut d, s, depth + 1)?;
                dest.make_mut().insert(k, Value::Arr(d));
            }
            _ => {
                dest.make_mut().insert(k, copy_elem(v));
            }
        }
    }
    Ok(())
}

pub(super) fn array_replace_recursive(vm: &mut Vm, args: &mut Args) -> BResult {
    let mut out = args.arr(0).clone();
    let rest: Vec<Value> = args.rest(1).to_vec();
    for r in rest {
        let Value::Arr(r) = r.unref() else { continue };
        replace_recursive(vm, &mut out, &r, 0)?;
    }
    Ok(Value::Arr(out))
}
