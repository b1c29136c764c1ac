//! Set operations over arrays: the array_diff and array_intersect families
//! (plain, _key, _assoc, and the user-callback u* variants) and
//! array_unique.
//!
//! Values compare as strings (php's `(string) $a === (string) $b`), keys by
//! identity, user callbacks by a zero result. The first array's entries
//! keep their keys and order. The u* variants compare pairwise (php sorts
//! first; with a consistent callback the result is the same, the number of
//! callback calls is not). Not here: sorting (`sort`).

use super::basic::copy_elem;
use super::sort::{cmp_values, entries_of, str_of, Cmp, Entry, UserCmp};
use super::zsort::zend_sort;
use std::collections::HashSet;
use tusk_value::{Key, PArr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

/// What decides that two entries match.
#[derive(Clone, Copy, PartialEq)]
enum By {
    /// Values, as strings.
    Value,
    /// Keys only.
    Key,
    /// Keys, then values as strings.
    Assoc,
}

/// Why a value is not callable, in php's words (for the trailing
/// callback arguments of the u* functions).
fn callback_reason(v: &Value) -> String {
    match v.unref() {
        Value::Str(s) => format!(
            "function \"{}\" not found or invalid function name",
            String::from_utf8_lossy(s.as_bytes())
        ),
        Value::Arr(a) if a.len() != 2 => "array callback must have exactly two members".into(),
        Value::Arr(_) => "first array member is not a valid class name or object".into(),
        _ => "no array or string given".into(),
    }
}

/// Splits `arrays..., callbacks` (the last `ncb` arguments are callbacks).
fn split_args(vm: &mut Vm, args: &Args, ncb: usize) -> Result<(Vec<PArr>, Vec<Value>), Unwind> {
    let all = args.all();
    if all.len() < ncb + 1 {
        let m = format!(
            "{}() expects at least {} arguments, {} given",
            vm.cur_builtin,
            ncb + 1,
            all.len()
        );
        return Err(vm.throw("ArgumentCountError", &m));
    }
    let n = all.len() - ncb;
    let mut cbs = Vec::with_capacity(ncb);
    for (i, v) in all[n..].iter().enumerate() {
        let v = v.unref();
        if !vm.is_callable(&v) {
            let m = format!(
                "{}(): Argument #{} must be a valid callback, {}",
                vm.cur_builtin,
                n + i + 1,
                callback_reason(&v)
            );
            return Err(vm.type_error(&m));
        }
        cbs.push(v);
    }
    Ok((arrays(vm, &all[..n])?, cbs))
}

/// The array arguments (a TypeError for any other type).
fn arrays(vm: &mut Vm, vals: &[Value]) -> Result<Vec<PArr>, Unwind> {
    let mut out = Vec::with_capacity(vals.len());
    for (i, v) in vals.iter().enumerate() {
        match v.unref() {
            Value::Arr(a) => out.push(a),
            other => {
                let t = tusk_value::ops::type_name(&other);
                let m = if i == 0 {
                    format!(
                        "{}(): Argument #1 ($array) must be of type array, {t} given",
                        vm.cur_builtin
                    )
                } else {
                    format!(
                        "{}(): Argument #{} must be of type array, {t} given",
                        vm.cur_builtin,
                        i + 1
                    )
                };
                return Err(vm.type_error(&m));
            }
        }
    }
    Ok(out)
}

fn str_eq(vm: &mut Vm, a: &Value, b: &Value) -> bool {
    let x = str_of(vm, a).into_owned();
    let y = str_of(vm, b);
    x == *y
}

/// Builtin comparisons only (array_diff, _key, _assoc, intersect...).
fn internal(vm: &mut Vm, args: &Args, by: By, intersect: bool) -> BResult {
    let arrs = arrays(vm, args.all())?;
    let (first, others) = arrs.split_first().expect("at least one array");
    let mut out = PArr::new();
    if by == By::Value {
        // One set of strings per other array.
        let mut sets: Vec<HashSet<Vec<u8>>> = Vec::with_capacity(others.len());
        for o in others {
            let mut s = HashSet::with_capacity(o.len());
            for v in o.values() {
                s.insert(str_of(vm, v).into_owned());
            }
            sets.push(s);
        }
        for (k, v) in first.iter() {
            let s = str_of(vm, v);
            let keep = if intersect {
                sets.iter().all(|set| set.contains(&*s))
            } else {
                !sets.iter().any(|set| set.contains(&*s))
            };
            if keep {
                out.make_mut().insert(k, copy_elem(v));
            }
        }
        return Ok(Value::Arr(out));
    }
    for (k, v) in first.iter() {
        let mut found_all = true;
        let mut found_any = false;
        for o in others {
            let found = match o.get(&k) {
                Some(w) => by == By::Key || str_eq(vm, v, w),
                None => false,
            };
            found_all &= found;
            found_any |= found;
        }
        let keep = if intersect { found_all } else { !found_any };
        if keep {
            out.make_mut().insert(k, copy_elem(v));
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_diff(vm: &mut Vm, args: &mut Args) -> BResult {
    internal(vm, args, By::Value, false)
}
pub(super) fn array_diff_key(vm: &mut Vm, args: &mut Args) -> BResult {
    internal(vm, args, By::Key, false)
}
pub(super) fn array_diff_assoc(vm: &mut Vm, args: &mut Args) -> BResult {
    internal(vm, args, By::Assoc, false)
}
pub(super) fn array_intersect(vm: &mut Vm, args: &mut Args) -> BResult {
    internal(vm, args, By::Value, true)
}
pub(super) fn array_intersect_key(vm: &mut Vm, args: &mut Args) -> BResult {
    internal(vm, args, By::Key, true)
}
pub(super) fn array_intersect_assoc(vm: &mut Vm, args: &mut Args) -> BResult {
    internal(vm, args, By::Assoc, true)
}

/// zval_user_compare: the callback's result as an int, 0 meaning equal
/// (no bool deprecation: the *_assoc variants with a data callback).
fn plain_user_eq(vm: &mut Vm, cb: &Value, a: &Value, b: &Value) -> Result<bool, Unwind> {
    let r = vm.call_value(cb, vec![a.clone(), b.clone()])?;
    Ok(crate::standard::jug::to_int(&r) == 0)
}

/// The variants with user callbacks.
/// `data`: user data callback; `key`: user key callback (by index in cbs).
fn with_callbacks(
    vm: &mut Vm,
    args: &Args,
    by: By,
    user_data: bool,
    user_key: bool,
    intersect: bool,
) -> BResult {
    let ncb = user_data as usize + user_key as usize;
    let (arrs, cbs) = split_args(vm, args, ncb)?;
    let mut data_cb = user_data.then(|| UserCmp::new(vm, cbs[0].clone()));
    let mut key_cb = user_key.then(|| UserCmp::new(vm, cbs[ncb - 1].clone()));
    // php's *_assoc functions with a data callback and internal keys look
    // keys up and call the callback plainly.
    let plain_data = by == By::Assoc && user_data && !user_key;
    let (first, others) = arrs.split_first().expect("at least one array");
    let mut out = PArr::new();
    for (k, v) in first.iter() {
        let mut found_all = true;
        let mut found_any = false;
        for o in others {
            let mut found = false;
            if plain_data {
                if let Some(w) = o.get(&k) {
                    found = plain_user_eq(vm, &cbs[0], v, w)?;
                }
            } else {
                for (k2, w) in o.iter() {
                    let key_ok = match by {
                        By::Value => true,
                        _ => match &mut key_cb {
                            Some(kc) => {
                                let r = kc.compare(vm, &k.to_value(), &k2.to_value());
                                if let Some(e) = kc.error.take() {
                                    return Err(e);
                                }
                                r == 0
                            }
                            None => k == k2,
                        },
                    };
                    if !key_ok {
                        continue;
                    }
                    let data_ok = match by {
                        By::Key => true,
                        _ => match &mut data_cb {
                            Some(dc) => {
                                let r = dc.compare(vm, v, w);
                                if let Some(e) = dc.error.take() {
                                    return Err(e);
                                }
                                r == 0
                            }
                            None => str_eq(vm, v, w),
                        },
                    };
                    if data_ok {
                        found = true;
                        break;
                    }
                }
            }
            found_all &= found;
            found_any |= found;
        }
        let keep = if intersect { found_all } else { !found_any };
        if keep {
            out.make_mut().insert(k, copy_elem(v));
        }
    }
    Ok(Value::Arr(out))
}

pub(super) fn array_udiff(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Value, true, false, false)
}
pub(super) fn array_diff_ukey(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Key, false, true, false)
}
pub(super) fn array_diff_uassoc(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Assoc, false, true, false)
}
pub(super) fn array_udiff_assoc(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Assoc, true, false, false)
}
pub(super) fn array_udiff_uassoc(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Assoc, true, true, false)
}
pub(super) fn array_uintersect(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Value, true, false, true)
}
pub(super) fn array_intersect_ukey(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Key, false, true, true)
}
pub(super) fn array_intersect_uassoc(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Assoc, false, true, true)
}
pub(super) fn array_uintersect_assoc(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Assoc, true, false, true)
}
pub(super) fn array_uintersect_uassoc(vm: &mut Vm, args: &mut Args) -> BResult {
    with_callbacks(vm, args, By::Assoc, true, true, true)
}

pub(super) fn array_unique(vm: &mut Vm, args: &mut Args) -> BResult {
    let a = args.arr(0).clone();
    if a.len() <= 1 {
        return Ok(Value::Arr(a));
    }
    let flags = args.opt_int(1, super::sort::SORT_STRING);
    if flags == super::sort::SORT_STRING {
        let mut seen: HashSet<Vec<u8>> = HashSet::with_capacity(a.len());
        let mut out = PArr::with_capacity(a.len());
        for (k, v) in a.iter() {
            if seen.insert(str_of(vm, v).into_owned()) {
                out.make_mut().insert(k, copy_elem(v));
            }
        }
        return Ok(Value::Arr(out));
    }
    let how = Cmp::from_flags(flags);
    let mut v: Vec<Entry> = entries_of(&a);
    zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
        cmp_values(vm, how, &x.val, &y.val)
    });
    let mut out = a.clone();
    let mut drop_keys: Vec<Key> = Vec::new();
    let mut last = 0usize;
    for i in 1..v.len() {
        if cmp_values(vm, how, &v[last].val, &v[i].val) != 0 {
            last = i;
        } else if v[last].pos > v[i].pos {
            drop_keys.push(v[last].key.clone());
            last = i;
        } else {
            drop_keys.push(v[i].key.clone());
        }
    }
    if !drop_keys.is_empty() {
        let d = out.make_mut();
        for k in &drop_keys {
            d.remove(k);
        }
    }
    Ok(Value::Arr(out))
}
