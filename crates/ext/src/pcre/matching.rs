//! preg_match and preg_match_all, and the match arrays they (and
//! preg_replace_callback) build: group values or [value, offset] pairs,
//! named groups before their numbers, unmatched groups as "" / null, the
//! MARK entry, in PATTERN_ORDER or SET_ORDER.
//!
//! Not here: pattern parsing and the cache (pattern.rs).

use super::ffi;
use super::pattern::{self, Matcher, Pattern};
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Vm};

pub const PATTERN_ORDER: i64 = 1;
pub const SET_ORDER: i64 = 2;
pub const OFFSET_CAPTURE: i64 = 256;
pub const UNMATCHED_AS_NULL: i64 = 512;

/// How the values of a match are represented.
#[derive(Clone, Copy)]
pub struct Shape {
    pub offset_capture: bool,
    pub unmatched_as_null: bool,
}

impl Shape {
    pub fn from_flags(flags: i64) -> Shape {
        Shape {
            offset_capture: flags & OFFSET_CAPTURE != 0,
            unmatched_as_null: flags & UNMATCHED_AS_NULL != 0,
        }
    }
}

/// The empty string value (shared, as every one-byte string a match
/// gives is: `PStr::copy_of`, which php interns too).
#[inline]
pub fn empty_str() -> Value {
    Value::from(&b""[..])
}

/// The substring `s..e` of the subject (the subject itself when whole).
#[inline]
pub fn substr_pstr(subject: &PStr, s: usize, e: usize) -> PStr {
    if s >= e || e > subject.len() {
        PStr::copy_of(b"")
    } else if s == 0 && e == subject.len() {
        subject.clone()
    } else {
        PStr::copy_of(&subject.as_bytes()[s..e])
    }
}

/// `substr_pstr` as a value.
#[inline]
pub fn substr(subject: &PStr, s: usize, e: usize) -> Value {
    Value::Str(substr_pstr(subject, s, e))
}

/// The value of group `i` of the current match as its shape wants it.
#[inline]
fn group_value(ov: &[usize], i: usize, subject: &PStr, shape: Shape) -> Value {
    let (s, e) = (ov[2 * i], ov[2 * i + 1]);
    let unset = s == ffi::PCRE2_UNSET;
    let v = if unset {
        if shape.unmatched_as_null {
            Value::Null
        } else {
            empty_str()
        }
    } else {
        substr(subject, s, e)
    };
    if shape.offset_capture {
        let off = if unset { -1 } else { s as i64 };
        Value::Arr(PArr::from_values(vec![v, Value::Int(off)]))
    } else {
        v
    }
}

/// The value of a group that did not take part (padding).
fn unset_value(shape: Shape) -> Value {
    let v = if shape.unmatched_as_null {
        Value::Null
    } else {
        empty_str()
    };
    if shape.offset_capture {
        Value::Arr(PArr::from_values(vec![v, Value::Int(-1)]))
    } else {
        v
    }
}

/// The array of one match (preg_match's $matches, a SET_ORDER set, a
/// callback's argument): groups 0..count, then with UNMATCHED_AS_NULL the
/// remaining groups as null; named groups get their name key first.
pub fn match_array(m: &Matcher, subject: &PStr, count: usize, shape: Shape) -> PArr {
    let pat: &Pattern = &m.pat;
    let ov = m.ovector();
    let total = if shape.unmatched_as_null {
        pat.groups
    } else {
        count
    };
    let mark = m.mark();
    if pat.names.is_none() && mark.is_none() {
        let mut vals = Vec::with_capacity(total);
        for i in 0..total {
            if i < count {
                vals.push(group_value(ov, i, subject, shape));
            } else {
                vals.push(unset_value(shape));
            }
        }
        return PArr::from_values(vals);
    }
    if let Some(mut d) = pat.template(total) {
        let mut pos = 0;
        let mut put = |d: &mut tusk_value::ArrayData, v: Value| {
            if let Some(slot) = d.value_at_mut(pos) {
                *slot = v;
            }
            pos += 1;
        };
        for i in 0..total {
            let v = if i < count {
                group_value(ov, i, subject, shape)
            } else {
                unset_value(shape)
            };
            if pat.name(i).is_some() {
                put(&mut d, v.clone());
            }
            put(&mut d, v);
        }
        if let Some(mk) = mark {
            d.insert(Key::Str(PStr::new(b"MARK")), Value::from(mk));
        }
        return PArr::from_data(d);
    }
    let mut arr = PArr::new();
    let a = arr.make_mut();
    for i in 0..total {
        let v = if i < count {
            group_value(ov, i, subject, shape)
        } else {
            unset_value(shape)
        };
        if let Some(k) = pat.name(i) {
            a.insert(k.clone(), v.clone());
        }
        a.insert(Key::Int(i as i64), v);
    }
    if let Some(mk) = mark {
        a.insert(Key::Str(PStr::new(b"MARK")), Value::from(mk));
    }
    arr
}

/// Refills `arr` in place with the current match, as `match_array` would
/// build it, when `arr` is an unshared match array of the same pattern
/// (the previous match array of a preg_match loop, or the one the last
/// callback dropped), whatever number of groups it held: its entries are
/// cut or added to the ones of this match (`ArrayData::reshape_prefix`),
/// with no allocation in the common case, no copy of the key template,
/// no free of the old array. False (nothing changed) when it does not
/// apply.
pub fn refill_match_array(
    m: &Matcher,
    subject: &PStr,
    count: usize,
    shape: Shape,
    arr: &mut PArr,
) -> bool {
    if arr.is_immutable() || arr.refcount() != 1 || m.mark().is_some() {
        return false;
    }
    let pat: &Pattern = &m.pat;
    let total = if shape.unmatched_as_null {
        pat.groups
    } else {
        count
    };
    let named = pat.names.is_some();
    {
        let d = arr.make_mut();
        let shaped = if named {
            pat.reshape(d, total)
        } else {
            d.reshape_list(total)
        };
        if !shaped {
            return false;
        }
    }
    let ov = m.ovector();
    let d = arr.make_mut();
    let mut pos = 0;
    for i in 0..total {
        let twice = named && pat.name(i).is_some();
        // The common value, a string, goes into its slots as two words
        // (`Value::write_str`): a `Value` returned and stored whole is
        // copied in pieces and read back at once, which stalls on store
        // forwarding (half of this loop's time before).
        if let Some(s) = group_str(ov, i, count, subject, shape) {
            if twice {
                put_str(d, pos, s.clone());
                pos += 1;
            }
            put_str(d, pos, s);
            pos += 1;
            continue;
        }
        let v = if i < count {
            group_value(ov, i, subject, shape)
        } else {
            unset_value(shape)
        };
        if twice {
            if let Some(slot) = d.value_at_mut(pos) {
                *slot = v.clone();
            }
            pos += 1;
        }
        if let Some(slot) = d.value_at_mut(pos) {
            *slot = v;
        }
        pos += 1;
    }
    d.pos = 0;
    true
}

/// Group `i`'s value when it is a plain string (no offset pairs; an
/// unmatched group as "" unless it is to be null); None otherwise.
#[inline]
fn group_str(ov: &[usize], i: usize, count: usize, subject: &PStr, shape: Shape) -> Option<PStr> {
    if shape.offset_capture {
        return None;
    }
    if i >= count || ov[2 * i] == ffi::PCRE2_UNSET {
        return (!shape.unmatched_as_null).then(|| PStr::copy_of(b""));
    }
    Some(substr_pstr(subject, ov[2 * i], ov[2 * i + 1]))
}

/// Puts string `s` into the live slot at `pos` of `d` (dropping what was
/// there) as two words; a hole stays one.
#[inline]
fn put_str(d: &mut tusk_value::ArrayData, pos: usize, s: PStr) {
    if let Some(slot) = d.value_at_mut(pos) {
        let slot: *mut Value = slot;
        // SAFETY: `slot` is a live element of `d`, borrowed by nothing
        // else; its old value is dropped once, then the slot is written
        // without being read.
        unsafe {
            std::ptr::drop_in_place(slot);
            Value::write_str(slot, s);
        }
    }
}

/// Resolves a start offset as php does: negative counts from the end
/// (clamped at 0); None when past the end.
pub fn start_offset(offset: i64, len: usize) -> Option<usize> {
    if offset < 0 {
        let back = offset.unsigned_abs();
        Some(if back <= len as u64 {
            len - back as usize
        } else {
            0
        })
    } else if offset as u64 > len as u64 {
        None
    } else {
        Some(offset as usize)
    }
}

/// Sets `$matches` (when given) to `[]`: what preg_match and
/// preg_match_all leave there on a failure.
fn clear_matches(out: Option<&tusk_value::PRef>) {
    if let Some(r) = out {
        r.set(Value::Arr(PArr::new()));
    }
}

/// preg_match: one match, `$matches` refilled in place when it can be
/// (without preg_match_all's state for many matches).
pub(super) fn preg_match(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(pat) = pattern::lookup(vm, args.str(0)) else {
        return Ok(Value::Bool(false));
    };
    let flags = args.opt_int(3, 0);
    if flags & 0xff != 0 {
        return Err(vm.arg_value_error(4, "must be a PREG_* constant"));
    }
    let shape = Shape::from_flags(flags);
    let subject = args.str(1);
    let out = match args.get(2) {
        Some(Value::Ref(r)) => Some(r),
        _ => None,
    };
    let Some(start) = start_offset(args.opt_int(4, 0), subject.len()) else {
        clear_matches(out);
        pattern::set_error(pattern::INTERNAL_ERROR);
        return Ok(Value::Bool(false));
    };
    pattern::set_error(pattern::NO_ERROR);
    let mut m = Matcher::new(vm, pat);
    let rc = m.exec_str(vm, subject, start, 0);
    let result = if rc >= 0 {
        let (s0, e0) = m.span();
        if e0 < s0 {
            clear_matches(out);
            vm.fn_warning("Get subpatterns list failed");
            return Ok(Value::Bool(false));
        }
        let Some(r) = out else {
            return Ok(Value::Int(1));
        };
        let count = rc as usize;
        // The array $matches holds, refilled when unshared.
        let refilled = r.with_mut(|v| match v {
            Value::Arr(a) => refill_match_array(&m, subject, count, shape, a),
            _ => false,
        });
        if refilled {
            return Ok(Value::Int(1));
        }
        Some(match_array(&m, subject, count, shape))
    } else {
        if rc != ffi::PCRE2_ERROR_NOMATCH {
            pattern::set_exec_error(rc);
        }
        None
    };
    let matched = result.is_some() as i64;
    if let Some(r) = out {
        r.set(Value::Arr(result.unwrap_or_default()));
    }
    if pattern::last_error() != pattern::NO_ERROR {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Int(matched))
}

pub(super) fn preg_match_all(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(pat) = pattern::lookup(vm, args.str(0)) else {
        return Ok(Value::Bool(false));
    };
    let subject = args.str(1).clone();
    let out = match args.get(2) {
        Some(Value::Ref(r)) => Some(r.clone()),
        _ => None,
    };
    let flags = args.opt_int(3, 0);
    let shape = Shape::from_flags(flags);
    let mut order = PATTERN_ORDER;
    if flags & 0xff != 0 {
        order = flags & 0xff;
    }
    if !(PATTERN_ORDER..=SET_ORDER).contains(&order) {
        return Err(vm.arg_value_error(4, "must be a PREG_* constant"));
    }
    // $matches becomes [] on every path past this point (set once, at
    // the end, when nothing can observe it in between).
    let len = subject.len();
    let Some(mut start) = start_offset(args.opt_int(4, 0), len) else {
        clear_matches(out.as_ref());
        pattern::set_error(pattern::INTERNAL_ERROR);
        return Ok(Value::Bool(false));
    };
    pattern::set_error(pattern::NO_ERROR);
    let mut m = Matcher::new(vm, pat.clone());
    let bytes = subject.as_bytes();
    let groups = pat.groups;
    let mut matched: i64 = 0;
    let want = out.is_some();
    // PATTERN_ORDER: one list per group (and the marks by match index).
    let mut sets: Vec<ArrBuilder> = Vec::new();
    if order == PATTERN_ORDER && want {
        sets = (0..groups).map(|_| ArrBuilder::default()).collect();
    }
    let mut marks: Option<PArr> = None;
    let mut set_list: Vec<Value> = Vec::new();
    let mut options = 0u32;
    let mut rc = m.exec_str(vm, &subject, start, options);
    loop {
        if rc >= 0 {
            let count = rc as usize;
            let (s0, e0) = m.span();
            if e0 < s0 {
                clear_matches(out.as_ref());
                vm.fn_warning("Get subpatterns list failed");
                return Ok(Value::Bool(false));
            }
            matched += 1;
            if want {
                if order == PATTERN_ORDER {
                    let ov = m.ovector();
                    for (i, set) in sets.iter_mut().enumerate() {
                        if i < count {
                            set.push(group_value(ov, i, &subject, shape));
                        } else {
                            set.push(unset_value(shape));
                        }
                    }
                    if let Some(mk) = m.mark() {
                        let mk = Value::from(mk);
                        marks
                            .get_or_insert_with(PArr::new)
                            .make_mut()
                            .insert(Key::Int(matched - 1), mk);
                    }
                } else {
                    set_list.push(Value::Arr(match_array(&m, &subject, count, shape)));
                }
            }
            start = e0;
            options = ffi::PCRE2_NO_UTF_CHECK;
            if e0 == s0 {
                rc = m.exec(
                    vm,
                    bytes,
                    start,
                    ffi::PCRE2_NO_UTF_CHECK | ffi::PCRE2_NOTEMPTY_ATSTART | ffi::PCRE2_ANCHORED,
                );
                if rc >= 0 {
                    continue;
                }
                if rc != ffi::PCRE2_ERROR_NOMATCH {
                    pattern::set_exec_error(rc);
                    break;
                }
                if start >= len {
                    break;
                }
                start += m.unit_len(bytes, start);
            }
            rc = m.exec(vm, bytes, start, options);
        } else if rc == ffi::PCRE2_ERROR_NOMATCH {
            break;
        } else {
            pattern::set_exec_error(rc);
            break;
        }
    }
    if let Some(r) = &out {
        let result = if order == PATTERN_ORDER {
            let mut arr = if pat.names.is_none() {
                PArr::with_capacity(groups + 1)
            } else {
                PArr::new()
            };
            let a = arr.make_mut();
            for (i, set) in sets.into_iter().enumerate() {
                let v = Value::Arr(set.finish());
                if let Some(k) = pat.name(i) {
                    a.insert(k.clone(), v.clone());
                }
                a.insert(Key::Int(i as i64), v);
            }
            if let Some(mk) = marks {
                a.insert(Key::Str(PStr::new(b"MARK")), Value::Arr(mk));
            }
            arr
        } else {
            PArr::from_values(set_list)
        };
        r.set(Value::Arr(result));
    }
    if pattern::last_error() != pattern::NO_ERROR {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Int(matched))
}

/// A list being built from values.
#[derive(Default)]
pub struct ArrBuilder(Vec<Value>);

impl ArrBuilder {
    #[inline]
    pub fn push(&mut self, v: Value) {
        self.0.push(v);
    }
    pub fn finish(self) -> PArr {
        PArr::from_values(self.0)
    }
}
