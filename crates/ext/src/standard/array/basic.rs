//! The plain array functions of ext/standard: counting, range, keys and
//! values, searching, stack/queue operations, merging, slicing, splicing,
//! sums, flipping, filling, combining, min/max.
//!
//! Not here: sorting (`sort`), set operations (`set_ops`), callbacks
//! (`callback`), the internal pointer (`pointer`).

use crate::standard::jug;
use tusk_value::{num, ops, Key, PArr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

/// An element as array functions copy it: a reference that nothing else
/// shares is copied as its value; a shared one stays a reference (php's
/// rule for array_merge, array_slice, array_values, ...).
pub(super) fn copy_elem(v: &Value) -> Value {
    match v {
        Value::Ref(r) if r.refcount() == 1 => r.get(),
        v => v.clone(),
    }
}

/// The (key, value) pairs of an array, as a snapshot.
pub(super) fn entries(a: &PArr) -> Vec<(Key, Value)> {
    a.iter().map(|(k, v)| (k, v.clone())).collect()
}

pub(super) fn count_recursive(vm: &mut Vm, a: &PArr, stack: &mut Vec<usize>) -> i64 {
    if stack.contains(&a.addr()) {
        vm.fn_warning("Recursion detected");
        return 0;
    }
    stack.push(a.addr());
    let mut n = a.len() as i64;
    let inner: Vec<PArr> = a
        .values()
        .filter_map(|v| match v.unref() {
            Value::Arr(x) => Some(x),
            _ => None,
        })
        .collect();
    for x in inner {
        n += count_recursive(vm, &x, stack);
    }
    stack.pop();
    n
}

pub(super) fn count(vm: &mut Vm, args: &mut Args) -> BResult {
    let mode = args.opt_int(1, 0);
    if mode != 0 && mode != 1 {
        return Err(vm.arg_value_error(2, "must be either COUNT_NORMAL or COUNT_RECURSIVE"));
    }
    match args.val(0).unref() {
        Value::Arr(a) => {
            if mode == 1 {
                Ok(Value::Int(count_recursive(vm, &a, &mut Vec::new())))
            } else {
                Ok(Value::Int(a.len() as i64))
            }
        }
        Value::Obj(o) if vm.instance_of(&o, b"Countable") => {
            let r = vm.call_method_named(&o, b"count", Vec::new())?;
            Ok(Value::Int(r.as_ref().map_or(0, tusk_value::ops::to_int)))
        }
        v => {
            let t = crate::standard::var::debug_type(&v);
            Err(vm.arg_type_error(1, &format!("must be of type Countable|array, {t} given")))
        }
    }
}

pub(super) fn range_err(vm: &mut Vm) -> Unwind {
    vm.arg_value_error(3, "must not exceed the specified range")
}

/// C's "%0.0f" for the range error messages.
pub(super) fn c_f0(f: f64) -> String {
    if f.is_nan() {
        "nan".into()
    } else if f.is_infinite() {
        if f > 0.0 { "inf" } else { "-inf" }.into()
    } else {
        format!("{f:.0}")
    }
}

const HT_MAX_SIZE: f64 = 0x4000_0000 as f64;

pub(super) fn range(vm: &mut Vm, args: &mut Args) -> BResult {
    let lo = args.val(0).unref();
    let hi = args.val(1).unref();
    let (mut step, step_is_float) = match args.get(2).map(|v| v.unref()) {
        Some(Value::Float(f)) => (f, true),
        Some(v) => (jug::to_float(&v), false),
        None => (1.0, false),
    };
    if step < 0.0 {
        step = -step;
    }
    #[derive(PartialEq)]
    enum Kind {
        Chars,
        Float,
        Int,
    }
    let mut kind =
        if matches!(lo, Value::Float(_)) || matches!(hi, Value::Float(_)) || step_is_float {
            Kind::Float
        } else {
            Kind::Int
        };
    if let (Value::Str(a), Value::Str(b)) = (&lo, &hi) {
        if !a.is_empty() && !b.is_empty() {
            let t1 = jug::numeric_str(a.as_bytes());
            let t2 = jug::numeric_str(b.as_bytes());
            kind = if matches!(t1, Some(Value::Float(_)))
                || matches!(t2, Some(Value::Float(_)))
                || step_is_float
            {
                Kind::Float
            } else if t1.is_some() || t2.is_some() {
                Kind::Int
            } else {
                Kind::Chars
            };
        }
    }
    let mut out: Vec<Value> = Vec::new();
    match kind {
        Kind::Chars => {
            let (Value::Str(a), Value::Str(b)) = (&lo, &hi) else {
                unreachable!()
            };
            let lstep = num::float_to_int(step);
            let (mut low, high) = (a.as_bytes()[0] as i64, b.as_bytes()[0] as i64);
            if low > high {
                if low - high < lstep || lstep <= 0 {
                    return Err(range_err(vm));
                }
                while low >= high {
                    out.push(Value::from(&[low as u8][..]));
                    if low - lstep < 0 {
                        break;
                    }
                    low -= lstep;
                }
            } else if high > low {
                if high - low < lstep || lstep <= 0 {
                    return Err(range_err(vm));
                }
                while low <= high {
                    out.push(Value::from(&[low as u8][..]));
                    if low + lstep > 255 {
                        break;
                    }
                    low += lstep;
                }
            } else {
                out.push(Value::from(&[low as u8][..]));
            }
        }
        Kind::Float => {
            let low = jug::to_float(&lo);
            let high = jug::to_float(&hi);
            if low.is_infinite() || high.is_infinite() {
                let m = format!(
                    "Invalid range supplied: start={} end={}",
                    c_f0(low),
                    c_f0(high)
                );
                return Err(vm.value_error(&m));
            }
            let size = |vm: &mut Vm, start: f64, end: f64| -> Result<u32, Unwind> {
                let calc = (start - end) / step + 1.0;
                if calc >= HT_MAX_SIZE {
                    let m = format!(
                        "The supplied range exceeds the maximum array size: start={} end={}",
                        c_f0(end),
                        c_f0(start)
                    );
                    return Err(vm.value_error(&m));
                }
                Ok(crate::standard::math::php_round(calc, 0, 1) as u32)
            };
            if low > high {
                if low - high < step || step <= 0.0 {
                    return Err(range_err(vm));
                }
                let n = size(vm, low, high)?;
                let mut i = 0u32;
                let mut e = low;
                while i < n && e >= high {
                    out.push(Value::Float(e));
                    i += 1;
                    e = low - (i as f64 * step);
                }
            } else if high > low {
                if high - low < step || step <= 0.0 {
                    return Err(range_err(vm));
                }
                let n = size(vm, high, low)?;
                let mut i = 0u32;
                let mut e = low;
                while i < n && e <= high {
                    out.push(Value::Float(e));
                    i += 1;
                    e = low + (i as f64 * step);
                }
            } else {
                out.push(Value::Float(low));
            }
        }
        Kind::Int => {
            let low = jug::to_int(&lo);
            let high = jug::to_int(&hi);
            if step <= 0.0 {
                return Err(range_err(vm));
            }
            let lstep = if step >= 18446744073709551616.0 {
                u64::MAX
            } else {
                step as u64
            };
            if lstep == 0 {
                return Err(range_err(vm));
            }
            let size = |vm: &mut Vm, start: i64, end: i64| -> Result<u64, Unwind> {
                let calc = (start as u64).wrapping_sub(end as u64) / lstep;
                if calc >= HT_MAX_SIZE as u64 - 1 {
                    let m = format!(
                        "The supplied range exceeds the maximum array size: start={end} end={start}"
                    );
                    return Err(vm.value_error(&m));
                }
                Ok(calc + 1)
            };
            if low > high {
                if (low as u64).wrapping_sub(high as u64) < lstep {
                    return Err(range_err(vm));
                }
                let n = size(vm, low, high)?;
                for i in 0..n {
                    out.push(Value::Int(low.wrapping_sub((i.wrapping_mul(lstep)) as i64)));
                }
            } else if high > low {
                if (high as u64).wrapping_sub(low as u64) < lstep {
                    return Err(range_err(vm));
                }
                let n = size(vm, high, low)?;
                for i in 0..n {
                    out.push(Value::Int(low.wrapping_add((i.wrapping_mul(lstep)) as i64)));
                }
            } else {
                out.push(Value::Int(low));
            }
        }
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

pub(super) fn matches_needle(needle: &Value, v: &Value, strict: bool) -> bool {
    if strict {
        jug::strict_eq(needle, v)
    } else {
        jug::loose_eq(needle, v)
    }
}

pub(super) fn array_keys(_vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0);
    let keys: Vec<Value> = match args.get(1) {
        None => a.keys().map(|k| k.to_value()).collect(),
        Some(needle) => {
            let strict = args.opt_bool(2, false);
            let needle = needle.unref();
            a.iter()
                .filter(|(_, v)| matches_needle(&needle, v, strict))
                .map(|(k, _)| k.to_value())
                .collect()
        }
    };
    Ok(Value::Arr(PArr::from_values(keys)))
}

pub(super) fn array_values(_vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0);
    if a.is_list() {
        return Ok(Value::Arr(a.clone()));
    }
    Ok(Value::Arr(PArr::from_values(
        a.values().map(copy_elem).collect(),
    )))
}

pub(super) fn search(vm: &mut Vm, args: &Args) -> Option<Key> {
    let needle = args.val(0).unref();
    let strict = args.opt_bool(2, false);
    args.arr(1)
        .iter()
        .find(|(_, v)| {
            // Objects against strings go through __toString (PHP code).
            if !strict && (matches!(needle, Value::Obj(_)) || matches!(v, Value::Obj(_))) {
                let mut d = vm.diag();
                return ops::loose_eq(&needle, v, &mut d).unwrap_or(false);
            }
            matches_needle(&needle, v, strict)
        })
        .map(|(k, _)| k)
}

pub(super) fn in_array(vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(search(vm, args).is_some()))
}

pub(super) fn array_search(vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(search(vm, args)
        .map(|k| k.to_value())
        .unwrap_or(Value::Bool(false)))
}

pub(super) fn array_key_exists(vm: &mut Vm, args: &mut Args) -> BResult {
    let k = args.val(0).unref();
    let key = {
        let r = {
            let mut d = vm.diag();
            ops::to_key(&k, &mut d)
        };
        match r {
            Ok(k) => k,
            Err(e) => return Err(vm.op_error(e)),
        }
    };
    Ok(Value::Bool(args.arr(1).contains_key(&key)))
}

/// Runs `f` on the array inside a by-reference `array &$array` argument
/// (a TypeError when the variable does not hold an array).
pub(super) fn with_ref_arr<R>(
    vm: &mut Vm,
    args: &Args,
    f: impl FnOnce(&mut PArr) -> R,
) -> Result<R, Unwind> {
    let r = args.by_ref(0);
    if !matches!(r.peek(), Value::Arr(_)) {
        let t = ops::type_name(r.peek());
        return Err(vm.arg_type_error(1, &format!("must be of type array, {t} given")));
    }
    Ok(r.with_mut(|v| {
        let Value::Arr(a) = v else { unreachable!() };
        f(a)
    }))
}

pub(super) fn array_push(vm: &mut Vm, args: &mut Args) -> BResult {
    let vals: Vec<Value> = args.rest(1).iter().map(|v| v.unref()).collect();
    let res = with_ref_arr(vm, args, |a| {
        let d = a.make_mut();
        for v in vals {
            if d.push(v).is_err() {
                return Err(());
            }
        }
        Ok(d.len() as i64)
    })?;
    match res {
        Ok(n) => Ok(Value::Int(n)),
        Err(()) => Err(vm.throw(
            "Error",
            "Cannot add element to the array as the next element is already occupied",
        )),
    }
}

pub(super) fn array_pop(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = with_ref_arr(vm, args, |a| {
        if a.is_empty() {
            return None;
        }
        a.make_mut().pop().map(|(_, v)| v)
    })?;
    Ok(v.map(|v| v.unref()).unwrap_or(Value::Null))
}

pub(super) fn array_shift(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = with_ref_arr(vm, args, |a| {
        let (k, _) = a.first()?;
        let d = a.make_mut();
        let v = d.remove(&k);
        d.renumber();
        d.pos = 0;
        v
    })?;
    Ok(v.map(|v| v.unref()).unwrap_or(Value::Null))
}

/// A new array from entries: int keys renumbered, string keys kept.
pub(super) fn renumbered(entries: impl IntoIterator<Item = (Key, Value)>) -> PArr {
    let mut out = PArr::new();
    let d = out.make_mut();
    for (k, v) in entries {
        match k {
            Key::Int(_) => {
                let _ = d.push(v);
            }
            k => {
                d.insert(k, v);
            }
        }
    }
    out
}

pub(super) fn array_unshift(vm: &mut Vm, args: &mut Args) -> BResult {
    let vals: Vec<Value> = args.rest(1).iter().map(|v| v.unref()).collect();
    let n = with_ref_arr(vm, args, |a| {
        let old = entries(a);
        let new = renumbered(vals.into_iter().map(|v| (Key::Int(0), v)).chain(old));
        *a = new;
        a.len() as i64
    })?;
    Ok(Value::Int(n))
}

pub(super) fn array_merge(_vm: &mut Vm, args: &mut Args) -> BResult {
    let arrs = args.all();
    if arrs.len() == 1 {
        if let Value::Arr(a) = arrs[0].unref() {
            if a.is_list() {
                return Ok(Value::Arr(a));
            }
        }
    }
    let mut out = PArr::new();
    let d = out.make_mut();
    for a in arrs {
        let Value::Arr(a) = a.unref() else { continue };
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
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_slice(_vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0);
    let length = match args.get(2) {
        Some(Value::Int(l)) => Some(*l),
        _ => None,
    };
    let preserve = args.opt_bool(3, false);
    let (start, len) = crate::standard::string::substr_range(a.len(), args.int(1), length);
    let mut out = PArr::new();
    let d = out.make_mut();
    for (k, v) in a.iter().skip(start).take(len) {
        match k {
            Key::Int(_) if !preserve => {
                let _ = d.push(copy_elem(v));
            }
            k => {
                d.insert(k, copy_elem(v));
            }
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_splice(vm: &mut Vm, args: &mut Args) -> BResult {
    let length = match args.get(2) {
        Some(Value::Int(l)) => Some(*l),
        _ => None,
    };
    let offset = args.int(1);
    let repl: Vec<Value> = match args.get(3).map(|v| v.unref()) {
        None => Vec::new(),
        Some(Value::Arr(r)) => r.values().map(|v| v.unref()).collect(),
        Some(Value::Null) => Vec::new(),
        Some(v) => vec![v],
    };
    let removed = with_ref_arr(vm, args, |a| {
        let all = entries(a);
        let n = all.len();
        let (start, len) = if offset > n as i64 {
            (n, 0)
        } else {
            crate::standard::string::substr_range(n, offset, length)
        };
        let mut it = all.into_iter();
        let mut kept: Vec<(Key, Value)> = it.by_ref().take(start).collect();
        let removed: Vec<(Key, Value)> = it.by_ref().take(len).collect();
        kept.extend(repl.into_iter().map(|v| (Key::Int(0), v)));
        kept.extend(it);
        *a = renumbered(kept);
        renumbered(removed)
    })?;
    Ok(Value::Arr(removed))
}

pub(super) fn array_reverse(_vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0);
    let preserve = args.opt_bool(1, false);
    let mut out = PArr::new();
    let d = out.make_mut();
    let all = entries(a);
    for (k, v) in all.into_iter().rev() {
        let v = copy_elem(&v);
        match k {
            Key::Int(_) if !preserve => {
                let _ = d.push(v);
            }
            k => {
                d.insert(k, v);
            }
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_sum(_vm: &mut Vm, args: &mut Args) -> BResult {
    let mut acc = Value::Int(0);
    for v in args.arr(0).values() {
        // Ints and floats: added in place (an int overflow goes the
        // general way, to a float).
        match (&acc, v) {
            (Value::Int(a), Value::Int(b)) => {
                if let Some(s) = a.checked_add(*b) {
                    acc = Value::Int(s);
                    continue;
                }
            }
            (Value::Float(a), Value::Float(b)) => {
                acc = Value::Float(a + b);
                continue;
            }
            _ => {}
        }
        let v = v.unref();
        if matches!(v, Value::Arr(_) | Value::Obj(_)) {
            continue;
        }
        acc = jug::add(&acc, &v);
    }
    Ok(acc)
}

pub(super) fn array_product(_vm: &mut Vm, args: &mut Args) -> BResult {
    let mut acc = Value::Int(1);
    for v in args.arr(0).values() {
        let v = v.unref();
        if matches!(v, Value::Arr(_) | Value::Obj(_)) {
            continue;
        }
        let n = jug::to_number(&v);
        // php multiplies ints as ints when the float product is in range
        // (wrapping at the very edge), otherwise as floats.
        if let (Value::Int(a), Value::Int(b)) = (&acc, &n) {
            let d = *a as f64 * *b as f64;
            if (i64::MIN as f64) <= d && d <= (i64::MAX as f64) {
                acc = Value::Int(a.wrapping_mul(*b));
                continue;
            }
        }
        acc = Value::Float(jug::to_float(&acc) * jug::to_float(&n));
    }
    Ok(acc)
}

pub(super) fn array_flip(vm: &mut Vm, args: &mut Args) -> BResult {
    let mut out = PArr::new();
    for (k, v) in entries(args.arr(0)) {
        match v.unref() {
            Value::Int(i) => {
                out.make_mut().insert(Key::Int(i), k.to_value());
            }
            Value::Str(s) => {
                out.make_mut().insert(Key::from_pstr(&s), k.to_value());
            }
            _ => vm.fn_warning("Can only flip string and integer values, entry skipped"),
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_fill(vm: &mut Vm, args: &mut Args) -> BResult {
    let start = args.int(0);
    let n = args.int(1);
    let v = args.val(2).unref();
    if n < 0 {
        return Err(vm.arg_value_error(2, "must be greater than or equal to 0"));
    }
    if n as f64 >= HT_MAX_SIZE {
        return Err(vm.arg_value_error(2, "is too large"));
    }
    if start == 0 {
        return Ok(Value::Arr(PArr::from_values(vec![v; n as usize])));
    }
    let mut out = PArr::with_capacity(n as usize);
    let d = out.make_mut();
    for i in 0..n {
        // Keys run on from a negative start too (start, start+1, ...).
        match start.checked_add(i) {
            Some(k) => {
                d.insert(Key::Int(k), v.clone());
            }
            None => {
                return Err(vm.throw(
                    "Error",
                    "Cannot add element to the array as the next element is already occupied",
                ))
            }
        }
    }
    Ok(Value::Arr(out))
}

/// A key from a value as array_fill_keys/array_combine make them: ints
/// stay, everything else goes through string conversion.
pub(super) fn key_of(vm: &mut Vm, v: &Value) -> Result<Key, Unwind> {
    match v.unref() {
        Value::Int(i) => Ok(Key::Int(i)),
        x => Ok(Key::from_pstr(&vm.to_pstr(&x)?)),
    }
}

pub(super) fn array_fill_keys(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.val(1).unref();
    let keys: Vec<Value> = args.arr(0).values().cloned().collect();
    let mut out = PArr::new();
    for k in keys {
        let k = key_of(vm, &k)?;
        out.make_mut().insert(k, v.clone());
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_combine(vm: &mut Vm, args: &mut Args) -> BResult {
    let (keys, vals) = (args.arr(0).clone(), args.arr(1).clone());
    if keys.len() != vals.len() {
        return Err(vm.value_error(&format!(
            "{}(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements",
            vm.cur_builtin
        )));
    }
    // Sized once: no rehash while it fills.
    let mut out = PArr::with_hash_capacity(keys.len());
    let d = out.make_mut();
    for (k, v) in keys.values().zip(vals.values()) {
        let k = key_of(vm, k)?;
        d.insert(k, v.unref());
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_key_first(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(args
        .arr(0)
        .first()
        .map(|(k, _)| k.to_value())
        .unwrap_or(Value::Null))
}

pub(super) fn array_key_last(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(args
        .arr(0)
        .last()
        .map(|(k, _)| k.to_value())
        .unwrap_or(Value::Null))
}

pub(super) fn array_is_list(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(args.arr(0).is_list()))
}

/// min (want = Less) and max (want = Greater).
pub(super) fn minmax(vm: &mut Vm, args: &Args, want: std::cmp::Ordering) -> BResult {
    if args.len() == 1 {
        match args.val(0).unref() {
            Value::Arr(a) => {
                if a.is_empty() {
                    return Err(vm.arg_value_error(1, "must contain at least one element"));
                }
                Ok(best_of(|| a.values(), want))
            }
            v => {
                let t = crate::standard::var::debug_type(&v);
                Err(vm.arg_type_error(1, &format!("must be of type array, {t} given")))
            }
        }
    } else {
        Ok(best_of(|| args.all().iter(), want))
    }
}

/// The first of `vals` (references read through) that no later one beats
/// in direction `want`; no copy of the list.
fn best_of<'a, I: Iterator<Item = &'a Value>>(
    vals: impl Fn() -> I,
    want: std::cmp::Ordering,
) -> Value {
    // No references (the common case): compare in place, copy the winner.
    let mut best: Option<&Value> = None;
    for v in vals() {
        if let Value::Ref(_) = v {
            return best_of_refs(vals(), want);
        }
        match best {
            Some(b) if cmp_values(v, b) != want => {}
            _ => best = Some(v),
        }
    }
    best.cloned().unwrap_or(Value::Null)
}

fn best_of_refs<'a>(mut vals: impl Iterator<Item = &'a Value>, want: std::cmp::Ordering) -> Value {
    let mut best = vals.next().map(Value::unref).unwrap_or(Value::Null);
    for v in vals {
        let v = v.unref();
        if cmp_values(&v, &best) == want {
            best = v;
        }
    }
    best
}

/// `$a <=> $b` as min/max see it (two ints compared directly).
#[inline]
fn cmp_values(a: &Value, b: &Value) -> std::cmp::Ordering {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x.cmp(y),
        _ => jug::compare(a, b),
    }
}

pub(super) fn min(vm: &mut Vm, args: &mut Args) -> BResult {
    minmax(vm, args, std::cmp::Ordering::Less)
}

pub(super) fn max(vm: &mut Vm, args: &mut Args) -> BResult {
    minmax(vm, args, std::cmp::Ordering::Greater)
}
