//! The sort family: sort, rsort, asort, arsort, ksort, krsort, usort,
//! uasort, uksort, natsort, natcasesort and array_multisort, with every
//! SORT_* flag and php 8's stable order (ties keep their original order).
//!
//! Each sort copies the entries into a vector, runs php's own algorithm
//! (`zsort`) with php's comparison for the flag and rebuilds the array
//! (renumbered or with its keys). Comparisons borrow the values: nothing is
//! cloned per comparison. Not here: array_unique (it shares `Cmp`, see
//! `set_ops`), the algorithm itself (`zsort`).

use super::zsort::zend_sort;
use crate::standard::jug;
use std::borrow::Cow;
use tusk_value::num;
use tusk_value::{Key, PArr, Value};
use tusk_vm::{Args, BResult, Prepared, Unwind, Vm};

pub const SORT_REGULAR: i64 = 0;
pub const SORT_NUMERIC: i64 = 1;
pub const SORT_STRING: i64 = 2;
pub const SORT_LOCALE_STRING: i64 = 5;
pub const SORT_NATURAL: i64 = 6;
pub const SORT_FLAG_CASE: i64 = 8;

/// One array element being sorted: its key, value and original position.
pub struct Entry {
    pub key: Key,
    pub val: Value,
    pub pos: u32,
}

/// How two values (or keys) are compared, from a SORT_* flag.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    Regular,
    Numeric,
    Str,
    StrCase,
    Natural,
    NaturalCase,
    Locale,
}

impl Cmp {
    pub fn from_flags(flags: i64) -> Cmp {
        let case = flags & SORT_FLAG_CASE != 0;
        match flags & !SORT_FLAG_CASE {
            SORT_NUMERIC => Cmp::Numeric,
            SORT_STRING if case => Cmp::StrCase,
            SORT_STRING => Cmp::Str,
            SORT_NATURAL if case => Cmp::NaturalCase,
            SORT_NATURAL => Cmp::Natural,
            SORT_LOCALE_STRING => Cmp::Locale,
            _ => Cmp::Regular,
        }
    }
}

fn sign(o: std::cmp::Ordering) -> i32 {
    o as i32
}

/// zend_binary_strcmp's sign.
pub fn bytes_cmp(a: &[u8], b: &[u8]) -> i32 {
    sign(a.cmp(b))
}

/// zend_binary_strcasecmp's sign (ASCII case folding).
pub fn bytes_case_cmp(a: &[u8], b: &[u8]) -> i32 {
    for (x, y) in a.iter().zip(b) {
        let (x, y) = (x.to_ascii_lowercase(), y.to_ascii_lowercase());
        if x != y {
            return if x < y { -1 } else { 1 };
        }
    }
    sign(a.len().cmp(&b.len()))
}

/// A value as a string for the string comparisons ("Array" warns, as in php).
pub fn str_of<'a>(vm: &mut Vm, v: &'a Value) -> Cow<'a, [u8]> {
    match v {
        Value::Str(s) => Cow::Borrowed(s.as_bytes()),
        Value::Int(i) => Cow::Owned(num::fmt_int(*i, &mut [0; 20]).to_vec()),
        Value::Ref(r) => Cow::Owned(str_of(vm, r.peek()).into_owned()),
        v => match vm.to_pstr(v) {
            Ok(s) => Cow::Owned(s.as_bytes().to_vec()),
            Err(_) => Cow::Borrowed(b""),
        },
    }
}

/// False when a string cannot be numeric (its first byte cannot start a
/// number), so that two strings compare bytewise without a numeric scan.
#[inline]
fn maybe_numeric(b: &[u8]) -> bool {
    matches!(b.first(), Some(c) if c.is_ascii_digit() || matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c | b'+' | b'-' | b'.'))
}

fn float_cmp(a: f64, b: f64) -> i32 {
    if a == b {
        0
    } else if a < b {
        -1
    } else {
        1
    }
}

/// php's comparison of two values under a flag (the "unstable" one).
pub fn cmp_values(vm: &mut Vm, how: Cmp, a: &Value, b: &Value) -> i32 {
    match how {
        Cmp::Regular => match (a, b) {
            (Value::Int(x), Value::Int(y)) => sign(x.cmp(y)),
            (Value::Float(x), Value::Float(y)) => float_cmp(*x, *y),
            (Value::Str(x), Value::Str(y))
                if !maybe_numeric(x.as_bytes()) || !maybe_numeric(y.as_bytes()) =>
            {
                bytes_cmp(x.as_bytes(), y.as_bytes())
            }
            _ => sign(jug::compare(a, b)),
        },
        Cmp::Numeric => float_cmp(jug::to_float(a), jug::to_float(b)),
        Cmp::Str | Cmp::Locale => {
            let x = str_of(vm, a);
            let y = str_of(vm, b);
            bytes_cmp(&x, &y)
        }
        Cmp::StrCase => {
            let x = str_of(vm, a);
            let y = str_of(vm, b);
            bytes_case_cmp(&x, &y)
        }
        Cmp::Natural | Cmp::NaturalCase => {
            let x = str_of(vm, a);
            let y = str_of(vm, b);
            crate::standard::string::strnatcmp_ex(&x, &y, how == Cmp::NaturalCase) as i32
        }
    }
}

fn key_bytes(k: &Key) -> Cow<'_, [u8]> {
    match k {
        Key::Int(i) => Cow::Owned(num::fmt_int(*i, &mut [0; 20]).to_vec()),
        Key::Str(s) => Cow::Borrowed(s.as_bytes()),
    }
}

/// php's comparison of two keys under a flag.
pub fn cmp_keys(how: Cmp, a: &Key, b: &Key) -> i32 {
    if let (Key::Int(x), Key::Int(y)) = (a, b) {
        if matches!(how, Cmp::Regular | Cmp::Numeric) {
            return if x > y { 1 } else { -1 };
        }
    }
    match how {
        Cmp::Regular => match (a, b) {
            (Key::Str(x), Key::Str(y))
                if !maybe_numeric(x.as_bytes()) || !maybe_numeric(y.as_bytes()) =>
            {
                bytes_cmp(x.as_bytes(), y.as_bytes())
            }
            _ => sign(jug::compare(&a.to_value(), &b.to_value())),
        },
        Cmp::Numeric => {
            let f = |k: &Key| match k {
                Key::Int(i) => *i as f64,
                Key::Str(s) => num::strtod_prefix(s.as_bytes()).0,
            };
            let d = f(a) - f(b);
            if d > 0.0 {
                1
            } else if d < 0.0 {
                -1
            } else {
                0
            }
        }
        Cmp::Str | Cmp::Locale => bytes_cmp(&key_bytes(a), &key_bytes(b)),
        Cmp::StrCase => bytes_case_cmp(&key_bytes(a), &key_bytes(b)),
        Cmp::Natural | Cmp::NaturalCase => crate::standard::string::strnatcmp_ex(
            &key_bytes(a),
            &key_bytes(b),
            how == Cmp::NaturalCase,
        ) as i32,
    }
}

/// The entries of an array, numbered in order.
pub fn entries_of(a: &PArr) -> Vec<Entry> {
    entries_with(a, |_| {})
}

/// `entries_of` with each key's hash (`Key::hash`) by position, read
/// while the key is at hand, for `rebuild`.
fn entries_hashed(a: &PArr) -> (Vec<Entry>, Vec<u64>) {
    let mut hs = Vec::with_capacity(a.len());
    let v = entries_with(a, |k| hs.push(k.hash()));
    (v, hs)
}

fn entries_with(a: &PArr, mut f: impl FnMut(&Key)) -> Vec<Entry> {
    let mut v = Vec::with_capacity(a.len());
    for (i, (k, x)) in a.iter().enumerate() {
        f(&k);
        v.push(Entry {
            key: k,
            val: x.clone(),
            pos: i as u32,
        });
    }
    v
}

#[inline]
fn stable(r: i32, a: &Entry, b: &Entry) -> i32 {
    if r != 0 {
        r
    } else {
        sign(a.pos.cmp(&b.pos))
    }
}

/// Rebuilds an array from sorted entries: renumbered, or with its keys
/// (keeping the old next free index, as php does), each linked in with
/// its hash from `hashes` (by original position, `entries_hashed`): a
/// string key's block, in the new order a random one, is not read.
fn rebuild(v: Vec<Entry>, renumber: bool, next_free: i64, hashes: &[u64]) -> PArr {
    if renumber {
        return PArr::from_values(v.into_iter().map(|e| e.val).collect());
    }
    let mut out = match v.first() {
        Some(Entry {
            key: Key::Str(_), ..
        }) => PArr::with_hash_capacity(v.len()),
        _ => PArr::with_capacity(v.len()),
    };
    let d = out.make_mut();
    for e in v {
        d.insert_new(hashes[e.pos as usize], e.key, e.val);
    }
    if d.next_free() < next_free {
        d.set_next_free(next_free);
    }
    out
}

/// The array in a by-reference argument (TypeError otherwise).
fn ref_array(vm: &mut Vm, args: &Args, i: usize) -> Result<PArr, Unwind> {
    match args.by_ref(i).peek() {
        Value::Arr(a) => Ok(a.clone()),
        v => {
            let t = tusk_value::ops::type_name(v);
            Err(vm.arg_type_error(i + 1, &format!("must be of type array, {t} given")))
        }
    }
}

/// Sorts by value or key with a flag; `reverse` negates the comparison.
fn flag_sort(
    vm: &mut Vm,
    args: &Args,
    by_key: bool,
    reverse: bool,
    renumber: bool,
    how: Cmp,
) -> Result<(), Unwind> {
    let a = ref_array(vm, args, 0)?;
    if a.is_empty() || (a.len() == 1 && !renumber) {
        return Ok(());
    }
    let next_free = a.next_free();
    let (mut v, hashes) = sorted_entries(&a, renumber);
    drop(a);
    let sgn = if reverse { -1 } else { 1 };
    let plain_str = |b: &[u8]| !maybe_numeric(b);
    if by_key
        && how == Cmp::Regular
        && v.iter()
            .all(|e| matches!(&e.key, Key::Str(s) if plain_str(s.as_bytes())))
    {
        // String keys none of which can be numeric: bytewise, as
        // cmp_keys compares them.
        zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
            let (Key::Str(p), Key::Str(q)) = (&x.key, &y.key) else {
                return 0;
            };
            stable(sgn * bytes_cmp(p.as_bytes(), q.as_bytes()), x, y)
        });
    } else if by_key {
        zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
            stable(sgn * cmp_keys(how, &x.key, &y.key), x, y)
        });
    } else if how == Cmp::Regular && v.iter().all(|e| matches!(e.val, Value::Float(_))) {
        // All floats: cmp_values' float arm without the dispatch.
        zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
            let (Value::Float(p), Value::Float(q)) = (&x.val, &y.val) else {
                return 0;
            };
            stable(sgn * float_cmp(*p, *q), x, y)
        });
    } else if how == Cmp::Regular
        && v.iter()
            .all(|e| matches!(&e.val, Value::Str(s) if plain_str(s.as_bytes())))
    {
        // Strings none of which can be numeric: bytewise (cmp_values).
        zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
            let (Value::Str(p), Value::Str(q)) = (&x.val, &y.val) else {
                return 0;
            };
            stable(sgn * bytes_cmp(p.as_bytes(), q.as_bytes()), x, y)
        });
    } else if how == Cmp::Regular && v.iter().all(|e| matches!(e.val, Value::Int(_))) {
        // All ints: the common fast path.
        zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
            let (Value::Int(p), Value::Int(q)) = (&x.val, &y.val) else {
                return 0;
            };
            stable(sgn * sign(p.cmp(q)), x, y)
        });
    } else {
        zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
            stable(sgn * cmp_values(vm, how, &x.val, &y.val), x, y)
        });
    }
    args.by_ref(0)
        .set(Value::Arr(rebuild(v, renumber, next_free, &hashes)));
    Ok(())
}

/// The entries to sort, with their hashes when the keys are kept.
fn sorted_entries(a: &PArr, renumber: bool) -> (Vec<Entry>, Vec<u64>) {
    if renumber {
        (entries_of(a), Vec::new())
    } else {
        entries_hashed(a)
    }
}

fn flags(args: &Args) -> Cmp {
    Cmp::from_flags(args.opt_int(1, SORT_REGULAR))
}

pub(super) fn sort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, false, false, true, flags(args))?;
    Ok(Value::Bool(true))
}

pub(super) fn rsort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, false, true, true, flags(args))?;
    Ok(Value::Bool(true))
}

pub(super) fn asort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, false, false, false, flags(args))?;
    Ok(Value::Bool(true))
}

pub(super) fn arsort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, false, true, false, flags(args))?;
    Ok(Value::Bool(true))
}

pub(super) fn ksort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, true, false, false, flags(args))?;
    Ok(Value::Bool(true))
}

pub(super) fn krsort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, true, true, false, flags(args))?;
    Ok(Value::Bool(true))
}

pub(super) fn natsort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, false, false, false, Cmp::Natural)?;
    Ok(Value::Bool(true))
}

pub(super) fn natcasesort(vm: &mut Vm, args: &mut Args) -> BResult {
    flag_sort(vm, args, false, false, false, Cmp::NaturalCase)?;
    Ok(Value::Bool(true))
}

/// The result of a user comparison callback as php reads it: the return
/// value as an int, normalised to -1/0/1; `false` retries with the operands
/// swapped (with a one-time deprecation for bool results).
pub struct UserCmp {
    pub callback: Prepared,
    pub error: Option<Unwind>,
    pub deprecation_shown: bool,
}

impl UserCmp {
    pub fn new(vm: &Vm, callback: Value) -> UserCmp {
        UserCmp {
            callback: vm.prepare_callback(&callback),
            error: None,
            deprecation_shown: false,
        }
    }

    #[inline(always)]
    fn call(&mut self, vm: &mut Vm, a: Value, b: Value) -> Option<Value> {
        if self.error.is_some() {
            return None;
        }
        match vm.call_prepared(&mut self.callback, [a, b]) {
            Ok(v) => Some(v),
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }

    /// One comparison. It does what `call` does itself rather than call
    /// it: matching `call`'s `Option` costs the usort benchmark about 20
    /// instructions a comparison (callgrind, 2026-11-25).
    pub fn compare(&mut self, vm: &mut Vm, a: &Value, b: &Value) -> i32 {
        if self.error.is_some() {
            return 0;
        }
        match vm.call_prepared(&mut self.callback, [a.clone(), b.clone()]) {
            // The usual answer, an int (`<=>`, strcmp), needs no
            // conversion (and owns nothing to drop).
            Ok(Value::Int(i)) => sign(i.cmp(&0)),
            Ok(r) => self.other_answer(vm, r, a, b),
            Err(e) => {
                self.error = Some(e);
                0
            }
        }
    }

    /// `compare` for an answer that is not an int: a bool (deprecated;
    /// `false` asks again with the operands swapped) or anything else,
    /// read as an int.
    #[cold]
    #[inline(never)]
    fn other_answer(&mut self, vm: &mut Vm, r: Value, a: &Value, b: &Value) -> i32 {
        if let Value::Bool(t) = r {
            if !self.deprecation_shown {
                self.deprecation_shown = true;
                vm.fn_deprecated(
                    "Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero",
                );
            }
            if !t {
                let Some(r) = self.call(vm, b.clone(), a.clone()) else {
                    return 0;
                };
                return -sign(jug::to_int(&r).cmp(&0));
            }
        }
        sign(jug::to_int(&r).cmp(&0))
    }
}

fn user_sort(vm: &mut Vm, args: &Args, by_key: bool, renumber: bool) -> Result<(), Unwind> {
    let a = ref_array(vm, args, 0)?;
    if a.is_empty() {
        return Ok(());
    }
    let next_free = a.next_free();
    let (mut v, hashes) = sorted_entries(&a, renumber);
    drop(a);
    let mut uc = UserCmp::new(vm, args.val(1).clone());
    // uksort compares keys: each entry's key moves into its value while it
    // is sorted (its own value set aside by position), so that no
    // comparison makes and drops two key values of its own, and moves back
    // after (no count of a key's string is touched, in the new order a
    // random one).
    let mut vals: Vec<Value> = if by_key {
        v.iter_mut()
            .map(|e| {
                let k = std::mem::replace(&mut e.key, Key::Int(0));
                std::mem::replace(&mut e.val, k.into_value())
            })
            .collect()
    } else {
        Vec::new()
    };
    zend_sort(&mut v, &mut |x: &Entry, y: &Entry| {
        let r = uc.compare(vm, &x.val, &y.val);
        stable(r, x, y)
    });
    if by_key {
        for e in &mut v {
            let k = std::mem::replace(&mut e.val, std::mem::take(&mut vals[e.pos as usize]));
            e.key = Key::from_key_value(k).expect("a key moved into the value");
        }
    }
    args.by_ref(0)
        .set(Value::Arr(rebuild(v, renumber, next_free, &hashes)));
    match uc.error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

pub(super) fn usort(vm: &mut Vm, args: &mut Args) -> BResult {
    user_sort(vm, args, false, true)?;
    Ok(Value::Bool(true))
}

pub(super) fn uasort(vm: &mut Vm, args: &mut Args) -> BResult {
    user_sort(vm, args, false, false)?;
    Ok(Value::Bool(true))
}

pub(super) fn uksort(vm: &mut Vm, args: &mut Args) -> BResult {
    user_sort(vm, args, true, false)?;
    Ok(Value::Bool(true))
}

/// An argument error of array_multisort (variadic arguments have no name).
fn ms_err(vm: &mut Vm, class: &str, i: usize, msg: &str) -> Unwind {
    let m = if i == 0 {
        format!("array_multisort(): Argument #1 ($array) {msg}")
    } else {
        format!("array_multisort(): Argument #{} {msg}", i + 1)
    };
    vm.throw(class, &m)
}

/// array_multisort(&$array, &...$rest): arrays, each followed by at most
/// one order flag and one type flag.
pub(super) fn array_multisort(vm: &mut Vm, args: &mut Args) -> BResult {
    // (argument index, comparison, descending)
    let mut cols: Vec<(usize, Cmp, bool)> = Vec::new();
    let mut order_ok = false;
    let mut type_ok = false;
    for (i, v) in args.all().iter().enumerate() {
        match v.unref() {
            Value::Arr(_) => {
                cols.push((i, Cmp::Regular, false));
                order_ok = true;
                type_ok = true;
            }
            Value::Int(f) => {
                let last = cols.last_mut();
                match f & !SORT_FLAG_CASE {
                    4 | 3 => {
                        // SORT_ASC, SORT_DESC
                        if !order_ok {
                            return Err(ms_err(
                                vm,
                                "TypeError",
                                i,
                                "must be an array or a sort flag that has not already been specified",
                            ));
                        }
                        order_ok = false;
                        if let Some(c) = last {
                            c.2 = f == 3;
                        }
                    }
                    0 | 1 | 2 | 5 | 6 => {
                        if !type_ok {
                            return Err(ms_err(
                                vm,
                                "TypeError",
                                i,
                                "must be an array or a sort flag that has not already been specified",
                            ));
                        }
                        type_ok = false;
                        if let Some(c) = last {
                            c.1 = Cmp::from_flags(f);
                        }
                    }
                    _ => return Err(ms_err(vm, "ValueError", i, "must be a valid sort flag")),
                }
            }
            _ => {
                return Err(ms_err(
                    vm,
                    "TypeError",
                    i,
                    "must be an array or a sort flag",
                ))
            }
        }
    }
    let arrays: Vec<PArr> = cols
        .iter()
        .map(|(i, _, _)| match args.all()[*i].unref() {
            Value::Arr(a) => a,
            _ => unreachable!(),
        })
        .collect();
    let n = arrays[0].len();
    if arrays.iter().any(|a| a.len() != n) {
        return Err(vm.value_error("Array sizes are inconsistent"));
    }
    if n == 0 {
        return Ok(Value::Bool(true));
    }
    let columns: Vec<Vec<Entry>> = arrays.iter().map(entries_of).collect();
    drop(arrays);
    let mut rows: Vec<u32> = (0..n as u32).collect();
    zend_sort(&mut rows, &mut |x: &u32, y: &u32| {
        for (c, (_, how, desc)) in columns.iter().zip(&cols) {
            let r = cmp_values(vm, *how, &c[*x as usize].val, &c[*y as usize].val);
            if r != 0 {
                return if *desc { -r } else { r };
            }
        }
        sign(x.cmp(y))
    });
    for (mut col, (i, _, _)) in columns.into_iter().zip(&cols) {
        let mut out = PArr::with_capacity(n);
        let d = out.make_mut();
        let mut slots: Vec<Option<Entry>> = col.drain(..).map(Some).collect();
        for r in &rows {
            let e = slots[*r as usize].take().expect("each row once");
            match e.key {
                Key::Int(_) => {
                    let _ = d.push(e.val);
                }
                k => {
                    d.insert(k, e.val);
                }
            }
        }
        if let Value::Ref(r) = &args.all()[*i] {
            r.set(Value::Arr(out));
        }
    }
    Ok(Value::Bool(true))
}
