//! The basic string functions: length, search by position, case, trimming,
//! splitting and joining, padding, str_replace/str_ireplace.
//!
//! Strings are bytes: case functions are ASCII-only (as in php 8.2).
//! Not here: the table (mod.rs), comparisons, html, urls, hashes.

use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

pub(super) fn bin2hex(_vm: &mut Vm, a: &mut Args) -> BResult {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let b = a.bytes(0);
    let mut out = Vec::with_capacity(b.len() * 2);
    for &c in b {
        out.push(HEX[(c >> 4) as usize]);
        out.push(HEX[(c & 15) as usize]);
    }
    Ok(Value::Str(PStr::new(&out)))
}

/// strspn/strcspn: the length of the initial run of bytes in (or not in) `mask`.
pub(super) fn span(a: &Args, accept: bool) -> Value {
    let s = a.bytes(0);
    // php's strcspn also stops at a NUL byte when the mask is empty.
    let mask: &[u8] = if !accept && a.bytes(1).is_empty() {
        b"\0"
    } else {
        a.bytes(1)
    };
    let len = s.len() as i64;
    let mut off = a.opt_int(2, 0);
    if off < 0 {
        off = (len + off).max(0);
    }
    if off > len {
        return Value::Int(0);
    }
    let mut end = match a.get(3) {
        Some(Value::Int(l)) => {
            let l = *l;
            if l < 0 {
                (len + l).max(off)
            } else {
                (off + l).min(len)
            }
        }
        _ => len,
    };
    if end < off {
        end = off;
    }
    let part = &s[off as usize..end as usize];
    let n = part
        .iter()
        .take_while(|c| mask.contains(c) == accept)
        .count();
    Value::Int(n as i64)
}

pub(super) fn strspn(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(span(a, true))
}

pub(super) fn strcspn(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(span(a, false))
}

pub(super) fn strlen(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Int(args.str(0).len() as i64))
}

pub(super) fn str_repeat(vm: &mut Vm, args: &mut Args) -> BResult {
    let n = args.int(1);
    if n < 0 {
        return Err(vm.arg_value_error(2, "must be greater than or equal to 0"));
    }
    let s = args.bytes(0);
    if !s.is_empty() {
        string_room(vm, s.len(), n as usize)?;
    }
    Ok(repeated(s, n as usize))
}

/// Checks, before anything is allocated, that a new string of `unit`
/// times `n` bytes can be made, with php's fatal errors when not: the
/// size overflows, or the block (php's 24-byte header and closing zero
/// added, in whole 4 KiB pages past 3 KiB, as its allocator rounds a
/// large block) would cross memory_limit. Returns the string's length.
pub(crate) fn string_room(vm: &mut Vm, unit: usize, n: usize) -> Result<usize, Unwind> {
    let Some(len) = unit
        .checked_mul(n)
        .filter(|&l| l <= isize::MAX as usize / 2)
    else {
        return Err(vm.fatal(&format!(
            "Possible integer overflow in memory allocation ({unit} * {n} + 32)"
        )));
    };
    let limit = vm.memory_limit();
    if limit > 0 {
        let size = len + 25;
        let block = if size > 3072 {
            size.div_ceil(4096) * 4096
        } else {
            size
        };
        let used = tusk_value::mem::usage().max(0) as usize;
        if used.saturating_add(block) > limit as usize {
            return Err(vm.fatal_memory(block));
        }
    }
    Ok(len)
}

/// `s` `n` times: the interned empty string when that is empty (php's
/// RETURN_EMPTY_STRING), else written once into the string returned.
pub(crate) fn repeated(s: &[u8], n: usize) -> Value {
    let len = s.len() * n;
    if len == 0 {
        return Value::Str(PStr::interned(b""));
    }
    let mut out = PStr::with_capacity(len);
    out.make_mut().extend_cycled(s, len);
    Value::Str(out)
}

/// The longest str_pad result built on the stack.
const SHORT_PAD: usize = 64;

pub(super) fn str_pad(vm: &mut Vm, args: &mut Args) -> BResult {
    let s = args.bytes(0);
    let len = args.int(1);
    let pad: &[u8] = match args.opt_str(2) {
        Some(p) => p.as_bytes(),
        None => b" ",
    };
    let ty = args.opt_int(3, 1);
    if len < 0 || (len as usize) <= s.len() {
        return Ok(args.val(0).clone());
    }
    if pad.is_empty() {
        return Err(vm.arg_value_error(3, "must be a non-empty string"));
    }
    if !(0..=2).contains(&ty) {
        return Err(vm.arg_value_error(4, "must be STR_PAD_LEFT, STR_PAD_RIGHT, or STR_PAD_BOTH"));
    }
    string_room(vm, 1, len as usize)?;
    Ok(padded(s, len as usize, pad, ty))
}

/// str_pad's result for a checked call: `s` (shorter than `len`) padded
/// to `len` bytes with `pad` (not empty) on the side(s) `ty` (0 left, 1
/// right, 2 both) names.
pub(crate) fn padded(s: &[u8], len: usize, pad: &[u8], ty: i64) -> Value {
    let n = len - s.len();
    let (left, right) = match ty {
        0 => (n, 0),
        1 => (0, n),
        _ => (n / 2, n - n / 2),
    };
    // A short result (a column's width) is put together on the stack and
    // copied once; a longer one is written once, in the string returned.
    if len <= SHORT_PAD {
        let mut buf = [0u8; SHORT_PAD];
        let mut fill = |at: usize, k: usize| {
            if let [p] = pad {
                buf[at..at + k].fill(*p);
            } else {
                for (b, p) in buf[at..at + k].iter_mut().zip(pad.iter().cycle()) {
                    *b = *p;
                }
            }
        };
        fill(0, left);
        fill(left + s.len(), right);
        buf[left..left + s.len()].copy_from_slice(s);
        return Value::from(&buf[..len]);
    }
    let mut out = PStr::with_capacity(len);
    let w = out.make_mut();
    w.extend_cycled(pad, left);
    w.extend(s);
    w.extend_cycled(pad, right);
    Value::Str(out)
}

/// php's substr window: Some(start, len) inside a string of length `n`.
pub fn substr_range(n: usize, offset: i64, length: Option<i64>) -> (usize, usize) {
    let n = n as i64;
    let start = if offset > n {
        return (0, 0);
    } else if offset < 0 {
        (n + offset).max(0)
    } else {
        offset
    };
    let avail = n - start;
    let len = match length {
        None => avail,
        Some(l) if l < 0 => {
            let l = avail + l;
            if l < 0 {
                0
            } else {
                l
            }
        }
        Some(l) => l.min(avail),
    };
    (start as usize, len as usize)
}

pub(super) fn substr(_vm: &mut Vm, args: &mut Args) -> BResult {
    let s = args.bytes(0);
    let length = match args.get(2) {
        Some(Value::Int(l)) => Some(*l),
        _ => None,
    };
    let (st, l) = substr_range(s.len(), args.int(1), length);
    if st == 0 && l == s.len() {
        return Ok(args.val(0).clone());
    }
    Ok(Value::from(&s[st..st + l]))
}

/// First occurrence of `n` in `h` at or after `from`, with no copy of
/// the haystack.
///
/// strpos loops ask for the next match, usually a few bytes on, and
/// str_contains asks about short words: the first `NEAR` bytes are scanned
/// 16 at a time in registers (`find_byte`, `find_near`), and only a longer
/// search pays for memchr's dispatch or for building a memmem searcher
/// (about 60 instructions before the first byte is looked at).
pub fn find(h: &[u8], n: &[u8], from: usize) -> Option<usize> {
    const NEAR: usize = 256;
    let hay = h.get(from..)?;
    let at = match n.len() {
        0 => Some(0),
        1 => find_byte(hay, n[0]),
        l if hay.len() < l => None,
        l if hay.len() < NEAR + l => find_near(hay, n),
        l => find_near(&hay[..NEAR + l - 1], n)
            .or_else(|| memchr::memmem::find(&hay[NEAR..], n).map(|p| p + NEAR)),
    };
    at.map(|p| p + from)
}

/// First `b` in `h`: the first 64 bytes 16 at a time (SSE2, part of
/// every x86-64), the rest through memchr.
#[inline]
pub fn find_byte(h: &[u8], b: u8) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
        };
        const NEAR: usize = 64;
        let len = h.len();
        if len < 16 {
            return h.iter().position(|&c| c == b);
        }
        let p = h.as_ptr();
        // SAFETY: SSE2 is baseline on x86-64; every load reads 16 bytes at
        // an offset at most `len - 16`.
        let mask_at = |i: usize| unsafe {
            let chunk = _mm_loadu_si128(p.add(i).cast());
            _mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8(b as i8))) as u32
        };
        let mut i = 0;
        while i + 16 <= len {
            let m = mask_at(i);
            if m != 0 {
                return Some(i + m.trailing_zeros() as usize);
            }
            i += 16;
            if i >= NEAR {
                return memchr::memchr(b, &h[i..]).map(|q| q + i);
            }
        }
        if i == len {
            return None;
        }
        // The last bytes: one load ending at `len`, overlapping bytes
        // already scanned, which are shifted out.
        let m = mask_at(len - 16) >> (i + 16 - len);
        (m != 0).then(|| i + m.trailing_zeros() as usize)
    }
    #[cfg(not(target_arch = "x86_64"))]
    memchr::memchr(b, h)
}

/// First occurrence of `n` (two bytes or more) in a short `h`:
/// candidates are the starts where both the needle's first and last
/// bytes match (16 starts at a time), then the bytes between are
/// compared.
fn find_near(h: &[u8], n: &[u8]) -> Option<usize> {
    let last_start = h.len().checked_sub(n.len())?;
    let k = n.len() - 1;
    let (first, last, mid) = (n[0], n[k], &n[1..k]);
    let mut i = 0;
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
        };
        let p = h.as_ptr();
        while i + 15 <= last_start {
            // SAFETY: SSE2 is baseline on x86-64; the loads read
            // h[i..i + 16] and h[i + k..i + k + 16], in bounds as
            // i + 15 <= last_start = h.len() - k - 1.
            let mut m = unsafe {
                let a =
                    _mm_cmpeq_epi8(_mm_loadu_si128(p.add(i).cast()), _mm_set1_epi8(first as i8));
                let z = _mm_cmpeq_epi8(
                    _mm_loadu_si128(p.add(i + k).cast()),
                    _mm_set1_epi8(last as i8),
                );
                _mm_movemask_epi8(_mm_and_si128(a, z)) as u32
            };
            while m != 0 {
                let j = i + m.trailing_zeros() as usize;
                if &h[j + 1..j + k] == mid {
                    return Some(j);
                }
                m &= m - 1;
            }
            i += 16;
        }
    }
    while i <= last_start {
        if h[i] == first && h[i + k] == last && &h[i + 1..i + k] == mid {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// `find`, ASCII case-insensitive (php 8.2's stripos rules: only A-Z and
/// a-z fold), without lowering a copy of the haystack: candidates for the
/// needle's first byte in either case come from memchr2, the rest is
/// compared in place.
pub fn find_ci(h: &[u8], n: &[u8], from: usize) -> Option<usize> {
    if from > h.len() {
        return None;
    }
    let Some((&first, rest)) = n.split_first() else {
        return Some(from);
    };
    if !n.iter().any(u8::is_ascii_alphabetic) {
        return find(h, n, from);
    }
    let last_start = h.len().checked_sub(n.len())?;
    let (lo, up) = (first.to_ascii_lowercase(), first.to_ascii_uppercase());
    let mut i = from;
    while i <= last_start {
        let window = &h[i..=last_start];
        let p = if lo == up {
            memchr::memchr(lo, window)
        } else {
            memchr::memchr2(lo, up, window)
        }?;
        let j = i + p;
        if h[j + 1..j + n.len()].eq_ignore_ascii_case(rest) {
            return Some(j);
        }
        i = j + 1;
    }
    None
}

/// Last occurrence of `n` lying entirely within `h[from..to]`.
pub(super) fn rfind(h: &[u8], n: &[u8], from: usize, to: usize) -> Option<usize> {
    if to < from || to - from < n.len() {
        return None;
    }
    if n.is_empty() {
        return Some(to);
    }
    let hay = &h[from..to];
    match n.len() {
        1 => memchr::memrchr(n[0], hay),
        _ => memchr::memmem::rfind(hay, n),
    }
    .map(|p| p + from)
}

/// `rfind`, ASCII case-insensitive (no lowered copies).
pub(super) fn rfind_ci(h: &[u8], n: &[u8], from: usize, to: usize) -> Option<usize> {
    if to < from || to - from < n.len() {
        return None;
    }
    if n.is_empty() {
        return Some(to);
    }
    h[from..to]
        .windows(n.len())
        .rposition(|w| w.eq_ignore_ascii_case(n))
        .map(|p| p + from)
}

pub(super) fn pos_common(vm: &mut Vm, h: &[u8], n: &[u8], offset: i64) -> BResult {
    let len = h.len() as i64;
    let off = if offset < 0 { offset + len } else { offset };
    if off < 0 || off > len {
        return Err(vm.arg_value_error(3, "must be contained in argument #1 ($haystack)"));
    }
    Ok(match find(h, n, off as usize) {
        Some(p) => Value::Int(p as i64),
        None => Value::Bool(false),
    })
}

pub(super) fn strpos(vm: &mut Vm, args: &mut Args) -> BResult {
    pos_common(vm, args.bytes(0), args.bytes(1), args.opt_int(2, 0))
}

pub(super) fn stripos(vm: &mut Vm, args: &mut Args) -> BResult {
    let h = args.bytes(0);
    let len = h.len() as i64;
    let offset = args.opt_int(2, 0);
    let off = if offset < 0 { offset + len } else { offset };
    if off < 0 || off > len {
        return Err(vm.arg_value_error(3, "must be contained in argument #1 ($haystack)"));
    }
    Ok(match find_ci(h, args.bytes(1), off as usize) {
        Some(p) => Value::Int(p as i64),
        None => Value::Bool(false),
    })
}

/// The part of a haystack of `len` bytes that strrpos/strripos search for a
/// needle of `nlen` bytes at `offset` (a negative one counts from the end
/// and bounds where a match may start), or php's ValueError.
pub(super) fn rsearch_range(
    vm: &mut Vm,
    len: usize,
    nlen: usize,
    offset: i64,
) -> Result<(usize, usize), Unwind> {
    if offset >= 0 {
        if offset as u64 > len as u64 {
            return Err(vm.arg_value_error(3, "must be contained in argument #1 ($haystack)"));
        }
        return Ok((offset as usize, len));
    }
    let neg = offset.unsigned_abs();
    if neg > len as u64 {
        return Err(vm.arg_value_error(3, "must be contained in argument #1 ($haystack)"));
    }
    let neg = neg as usize;
    Ok(if neg < nlen {
        (0, len)
    } else {
        (0, len - neg + nlen)
    })
}

pub(super) fn strrpos(vm: &mut Vm, args: &mut Args) -> BResult {
    let h = args.bytes(0);
    let n = args.bytes(1);
    let offset = args.opt_int(2, 0);
    let (from, to) = rsearch_range(vm, h.len(), n.len(), offset)?;
    Ok(match rfind(h, n, from, to) {
        Some(p) => Value::Int(p as i64),
        None => Value::Bool(false),
    })
}

pub(super) fn str_contains(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(find(args.bytes(0), args.bytes(1), 0).is_some()))
}
pub(super) fn str_starts_with(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(args.bytes(0).starts_with(args.bytes(1))))
}
pub(super) fn str_ends_with(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(args.bytes(0).ends_with(args.bytes(1))))
}

/// Joins the values of an array with `sep`, converting each to a string.
pub fn join_values(vm: &mut Vm, sep: &[u8], a: &PArr) -> Result<PStr, Unwind> {
    // The length first (php's implode does the same): exact when every
    // element is a string, so the string is made once at its size;
    // anything else is guessed at 8 bytes and may grow it.
    let mut len = sep.len() * a.len().saturating_sub(1);
    for v in a.values() {
        len += match v {
            Value::Str(s) => s.len(),
            _ => 8,
        };
    }
    let mut out = PStr::with_capacity(len);
    let w = out.make_mut();
    let mut buf = [0u8; 20];
    for (i, v) in a.values().enumerate() {
        if i > 0 {
            w.extend(sep);
        }
        match v {
            Value::Str(s) => w.extend(s.as_bytes()),
            Value::Int(n) => w.extend(tusk_value::num::fmt_int(*n, &mut buf)),
            x => w.extend(vm.to_pstr(&x.unref())?.as_bytes()),
        }
    }
    Ok(out)
}

pub(super) fn implode(vm: &mut Vm, args: &mut Args) -> BResult {
    let sep = args.val(0).unref();
    let arr = args.get(1).map(|v| v.unref()).filter(|v| !v.is_null());
    let (sep, a) = match (sep, arr) {
        (Value::Arr(a), None) => (PStr::from(""), a),
        (_, None) => {
            return Err(vm.arg_type_error_named(1, "array", "must be of type array, string given"))
        }
        (Value::Str(s), Some(Value::Arr(a))) => (s, a),
        (Value::Arr(_), Some(Value::Arr(_))) => {
            return Err(vm.arg_type_error(1, "must be of type string, array given"));
        }
        (Value::Arr(_), Some(v)) => {
            let t = super::super::var::debug_type(&v);
            return Err(vm.arg_type_error(2, &format!("must be of type ?array, {t} given")));
        }
        (x, Some(_)) => {
            let s = vm.to_pstr(&x)?;
            let Value::Arr(a) = args.val(1).unref() else {
                unreachable!()
            };
            (s, a)
        }
    };
    Ok(Value::Str(join_values(vm, sep.as_bytes(), &a)?))
}

/// Argument-error helper for functions whose message names a different
/// parameter than the signature's (implode's single-argument form).
trait NamedArgError {
    fn arg_type_error_named(&mut self, arg: usize, name: &str, msg: &str) -> Unwind;
}
impl NamedArgError for Vm {
    fn arg_type_error_named(&mut self, arg: usize, name: &str, msg: &str) -> Unwind {
        let m = format!(
            "{}(): Argument #{} (${}) {}",
            self.cur_builtin, arg, name, msg
        );
        self.type_error(&m)
    }
}

/// Calls `f` with the position of each non-overlapping `sep` in `s`, in
/// order, until it returns false.
fn each_match(s: &[u8], sep: &[u8], mut f: impl FnMut(usize) -> bool) {
    if let [c] = sep {
        // find_byte: a line's next field is a few bytes on.
        let mut at = 0;
        while let Some(p) = find_byte(&s[at..], *c) {
            if !f(at + p) {
                return;
            }
            at += p + 1;
        }
    } else {
        for p in memchr::memmem::find_iter(s, sep) {
            if !f(p) {
                return;
            }
        }
    }
}

pub(super) fn explode(vm: &mut Vm, args: &mut Args) -> BResult {
    let sep = args.bytes(0);
    let s = args.bytes(1);
    let limit = args.opt_int(2, i64::MAX);
    if sep.is_empty() {
        return Err(vm.arg_value_error(1, "cannot be empty"));
    }
    Ok(exploded(sep, s, limit))
}

/// explode's result for a separator that is not empty.
pub(crate) fn exploded(sep: &[u8], s: &[u8], limit: i64) -> Value {
    let mut start = 0;
    let vals: Vec<Value> = if limit > 0 {
        // At most limit - 1 cuts; the last element holds the rest.
        let max_cuts = (limit - 1) as usize;
        // Room for a short line's fields without regrowing.
        let mut v: Vec<Value> = Vec::with_capacity(8);
        each_match(s, sep, |p| {
            if v.len() == max_cuts {
                return false;
            }
            v.push(Value::from(&s[start..p]));
            start = p + sep.len();
            true
        });
        v.push(Value::from(&s[start..]));
        v
    } else if limit < 0 {
        let mut parts: Vec<&[u8]> = Vec::new();
        each_match(s, sep, |p| {
            parts.push(&s[start..p]);
            start = p + sep.len();
            true
        });
        parts.push(&s[start..]);
        let drop = limit.unsigned_abs() as usize;
        if s.is_empty() || drop >= parts.len() {
            Vec::new()
        } else {
            parts[..parts.len() - drop]
                .iter()
                .map(|p| Value::from(*p))
                .collect()
        }
    } else {
        vec![Value::from(s)]
    };
    Value::Arr(PArr::from_values(vals))
}

pub(super) fn map_str(args: &Args, f: impl Fn(&mut [u8])) -> BResult {
    let b = args.bytes(0);
    // One copy, changed in place.
    let mut v = PStr::new(b);
    f(v.make_mut().as_mut_slice());
    if v.as_bytes() == b {
        return Ok(args.val(0).clone());
    }
    Ok(Value::Str(v))
}

pub(super) fn strtolower(_vm: &mut Vm, args: &mut Args) -> BResult {
    map_str(args, |b| b.make_ascii_lowercase())
}
pub(super) fn strtoupper(_vm: &mut Vm, args: &mut Args) -> BResult {
    map_str(args, |b| b.make_ascii_uppercase())
}
pub(super) fn ucfirst(_vm: &mut Vm, args: &mut Args) -> BResult {
    map_str(args, |b| {
        if let Some(c) = b.first_mut() {
            c.make_ascii_uppercase()
        }
    })
}
pub(super) fn lcfirst(_vm: &mut Vm, args: &mut Args) -> BResult {
    map_str(args, |b| {
        if let Some(c) = b.first_mut() {
            c.make_ascii_lowercase()
        }
    })
}

/// The byte set of a trim-style character list ("a..z" ranges), warning
/// as php does about malformed ranges.
pub fn char_mask(vm: &mut Vm, input: &[u8]) -> [bool; 256] {
    let mut mask = [false; 256];
    let end = input.len();
    let mut i = 0;
    while i < end {
        let c = input[i];
        if i + 3 < end && input[i + 1] == b'.' && input[i + 2] == b'.' && input[i + 3] >= c {
            for m in &mut mask[c as usize..=input[i + 3] as usize] {
                *m = true;
            }
            i += 4;
            continue;
        } else if i + 1 < end && input[i] == b'.' && input[i + 1] == b'.' {
            let msg = if i == 0 {
                "Invalid '..'-range, no character to the left of '..'"
            } else if i + 2 >= end {
                "Invalid '..'-range, no character to the right of '..'"
            } else if input[i - 1] > input[i + 2] {
                "Invalid '..'-range, '..'-range needs to be incrementing"
            } else {
                "Invalid '..'-range"
            };
            vm.fn_warning(msg);
        } else {
            mask[c as usize] = true;
        }
        i += 1;
    }
    mask
}

/// trim (mode 3), ltrim (1), rtrim (2).
pub(super) fn trim_common(vm: &mut Vm, args: &Args, mode: u8) -> BResult {
    let s = args.bytes(0);
    let mask = match args.opt_str(1) {
        Some(chars) => char_mask(vm, chars.as_bytes()),
        None => {
            let mut m = [false; 256];
            for &c in b" \n\r\t\x0b\0" {
                m[c as usize] = true;
            }
            m
        }
    };
    let mut a = 0;
    let mut b = s.len();
    if mode & 1 != 0 {
        while a < b && mask[s[a] as usize] {
            a += 1;
        }
    }
    if mode & 2 != 0 {
        while b > a && mask[s[b - 1] as usize] {
            b -= 1;
        }
    }
    if a == 0 && b == s.len() {
        return Ok(args.val(0).clone());
    }
    Ok(Value::from(&s[a..b]))
}

pub(super) fn trim(vm: &mut Vm, args: &mut Args) -> BResult {
    trim_common(vm, args, 3)
}
pub(super) fn ltrim(vm: &mut Vm, args: &mut Args) -> BResult {
    trim_common(vm, args, 1)
}
pub(super) fn rtrim(vm: &mut Vm, args: &mut Args) -> BResult {
    trim_common(vm, args, 2)
}

/// Replaces every `search` in `s` by `rep`, optionally ASCII
/// case-insensitive (str_ireplace); adds the count to `n`. The result is
/// written straight into the returned string. None when `search` does
/// not occur (the caller keeps its string).
pub fn replace_all_ci(s: &[u8], search: &[u8], rep: &[u8], n: &mut i64, ci: bool) -> Option<PStr> {
    if search.is_empty() || s.len() < search.len() {
        return None;
    }
    let finder = memchr::memmem::Finder::new(search);
    let next = |from: usize| -> Option<usize> {
        if ci {
            find_ci(s, search, from)
        } else {
            finder.find(&s[from..]).map(|p| p + from)
        }
    };
    let mut p = next(0)?;
    let mut out = PStr::with_capacity(s.len() + rep.len().saturating_sub(search.len()) * 4);
    let buf = out.make_mut();
    let mut start = 0;
    loop {
        buf.extend(&s[start..p]);
        buf.extend(rep);
        start = p + search.len();
        *n += 1;
        match next(start) {
            Some(q) => p = q,
            None => break,
        }
    }
    buf.extend(&s[start..]);
    buf.shrink_to_fit();
    Some(out)
}

pub(super) fn replace_in(
    vm: &mut Vm,
    search: &Value,
    replace: &Value,
    subject: PStr,
    n: &mut i64,
    ci: bool,
) -> Result<PStr, Unwind> {
    match search {
        Value::Arr(sa) => {
            let mut cur = subject;
            let reps: Option<Vec<Value>> = match replace {
                Value::Arr(ra) => Some(ra.values().map(|v| v.unref()).collect()),
                _ => None,
            };
            let searches: Vec<Value> = sa.values().map(|v| v.unref()).collect();
            for (i, sv) in searches.iter().enumerate() {
                let s = vm.to_pstr(sv)?;
                let r = match (&reps, replace) {
                    (Some(rs), _) => match rs.get(i) {
                        Some(v) => vm.to_pstr(v)?,
                        None => PStr::from(""),
                    },
                    (None, Value::Str(r)) => r.clone(),
                    (None, v) => vm.to_pstr(v)?,
                };
                if cur.is_empty() {
                    break;
                }
                if let Some(o) = replace_all_ci(cur.as_bytes(), s.as_bytes(), r.as_bytes(), n, ci) {
                    cur = o;
                }
            }
            Ok(cur)
        }
        s => {
            let s = vm.to_pstr(s)?;
            let Value::Str(r) = replace else {
                unreachable!()
            };
            Ok(
                match replace_all_ci(subject.as_bytes(), s.as_bytes(), r.as_bytes(), n, ci) {
                    Some(o) => o,
                    None => subject,
                },
            )
        }
    }
}

pub(super) fn str_replace(vm: &mut Vm, args: &mut Args) -> BResult {
    replace_common(vm, args, false)
}

pub(super) fn str_ireplace(vm: &mut Vm, args: &mut Args) -> BResult {
    replace_common(vm, args, true)
}

fn replace_common(vm: &mut Vm, args: &mut Args, ci: bool) -> BResult {
    let search = args.val(0).unref();
    let replace = args.val(1).unref();
    let subject = args.val(2).unref();
    if !matches!(search, Value::Arr(_)) && matches!(replace, Value::Arr(_)) {
        return Err(vm.arg_type_error(
            2,
            "must be of type string when argument #1 ($search) is a string",
        ));
    }
    let mut n = 0i64;
    let result = match subject {
        Value::Arr(a) => {
            let mut out = PArr::new();
            let elems: Vec<(Key, Value)> = a.iter().map(|(k, v)| (k, v.unref())).collect();
            for (k, v) in elems {
                // Every element becomes a string (arrays warn, as php does).
                let s = vm.to_pstr(&v)?;
                let v = Value::Str(replace_in(vm, &search, &replace, s, &mut n, ci)?);
                out.make_mut().insert(k, v);
            }
            Value::Arr(out)
        }
        v => {
            let s = vm.to_pstr(&v)?;
            Value::Str(replace_in(vm, &search, &replace, s, &mut n, ci)?)
        }
    };
    if let Some(Value::Ref(r)) = args.get(3) {
        r.set(Value::Int(n));
    }
    Ok(result)
}

pub(super) fn strrev(_vm: &mut Vm, args: &mut Args) -> BResult {
    let mut v = args.bytes(0).to_vec();
    v.reverse();
    Ok(Value::from(v))
}

pub(super) fn str_split(vm: &mut Vm, args: &mut Args) -> BResult {
    let n = args.opt_int(1, 1);
    if n < 1 {
        return Err(vm.arg_value_error(2, "must be greater than 0"));
    }
    let s = args.bytes(0);
    let vals = s.chunks(n as usize).map(Value::from).collect();
    Ok(Value::Arr(PArr::from_values(vals)))
}

pub(super) fn nl2br(_vm: &mut Vm, args: &mut Args) -> BResult {
    let s = args.bytes(0);
    let br: &[u8] = if args.opt_bool(1, true) {
        b"<br />"
    } else {
        b"<br>"
    };
    if !s.iter().any(|&c| c == b'\n' || c == b'\r') {
        return Ok(args.val(0).clone());
    }
    let mut out = Vec::with_capacity(s.len() + 16);
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'\r' || c == b'\n' {
            out.extend_from_slice(br);
            let pair = matches!(
                (c, s.get(i + 1)),
                (b'\r', Some(b'\n')) | (b'\n', Some(b'\r'))
            );
            if pair {
                out.push(c);
                i += 1;
            }
        }
        out.push(s[i]);
        i += 1;
    }
    Ok(Value::from(out))
}

#[cfg(test)]
mod tests {
    use super::{find, find_byte};

    fn naive(h: &[u8], n: &[u8], from: usize) -> Option<usize> {
        if from > h.len() {
            return None;
        }
        (from..=h.len()).find(|&i| h.len() - i >= n.len() && &h[i..i + n.len()] == n)
    }

    /// `find` and `find_byte` against a plain search, over haystacks of
    /// every length to 600 (the 16-byte blocks, the overlapping last load
    /// and the 256-byte near scan), needles of 1 to 6 bytes from a small
    /// alphabet (many near matches) and six start offsets (0, 1, the
    /// middle, the last start, the end and past it).
    #[test]
    fn find_matches_a_plain_search() {
        let mut x: u32 = 12345;
        let mut rnd = |m: u32| {
            x = x.wrapping_mul(1103515245).wrapping_add(12345);
            (x >> 16) % m
        };
        for len in 0..600usize {
            let h: Vec<u8> = (0..len).map(|_| b"abcab"[rnd(5) as usize]).collect();
            for nl in 1..=6usize {
                let n: Vec<u8> = (0..nl).map(|_| b"abc"[rnd(3) as usize]).collect();
                let froms = [0, 1, len / 2, len.saturating_sub(nl), len, len + 1];
                for from in froms {
                    assert_eq!(
                        find(&h, &n, from),
                        naive(&h, &n, from),
                        "{len} {n:?} {from}"
                    );
                }
                let b = n[0];
                assert_eq!(find_byte(&h, b), h.iter().position(|&c| c == b));
                assert_eq!(find_byte(&h, b'z'), None);
            }
        }
    }
}
