//! String transformations: slashes (add/strip, C-style), hex2bin,
//! chunk_split, count_chars, ucwords, quotemeta, str_rot13, strtr,
//! substr_replace, wordwrap, str_word_count, utf8_encode/utf8_decode,
//! uniqid and lcg_value.
//!
//! Not here: html escaping (html.rs), url and base64 codecs (url.rs),
//! replacing by search (basic.rs).

use super::basic::char_mask;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Vm};

pub(super) fn addslashes(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    if !s.iter().any(|&c| matches!(c, b'\'' | b'"' | b'\\' | 0)) {
        return Ok(a.val(0).clone());
    }
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s {
        match c {
            0 => out.extend_from_slice(b"\\0"),
            b'\'' | b'"' | b'\\' => {
                out.push(b'\\');
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    Ok(Value::from(out))
}

pub(super) fn stripslashes(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\\' {
            i += 1;
            if i < s.len() {
                out.push(if s[i] == b'0' { 0 } else { s[i] });
                i += 1;
            }
        } else {
            out.push(s[i]);
            i += 1;
        }
    }
    Ok(Value::from(out))
}

pub(super) fn addcslashes(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let mask = char_mask(vm, a.bytes(1));
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s {
        if !mask[c as usize] {
            out.push(c);
            continue;
        }
        out.push(b'\\');
        if !(32..=126).contains(&c) {
            match c {
                b'\n' => out.push(b'n'),
                b'\t' => out.push(b't'),
                b'\r' => out.push(b'r'),
                7 => out.push(b'a'),
                0x0b => out.push(b'v'),
                8 => out.push(b'b'),
                0x0c => out.push(b'f'),
                _ => out.extend_from_slice(format!("{c:03o}").as_bytes()),
            }
        } else {
            out.push(c);
        }
    }
    Ok(Value::from(out))
}

pub(super) fn stripcslashes(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'\\' || i + 1 >= s.len() {
            out.push(s[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = s[i];
        let simple = match c {
            b'n' => Some(b'\n'),
            b'r' => Some(b'\r'),
            b'a' => Some(7),
            b't' => Some(b'\t'),
            b'v' => Some(0x0b),
            b'b' => Some(8),
            b'f' => Some(0x0c),
            b'\\' => Some(b'\\'),
            _ => None,
        };
        if let Some(b) = simple {
            out.push(b);
            i += 1;
            continue;
        }
        if c == b'x' && i + 1 < s.len() && s[i + 1].is_ascii_hexdigit() {
            let mut v = hexval(s[i + 1]);
            i += 2;
            if i < s.len() && s[i].is_ascii_hexdigit() {
                v = v * 16 + hexval(s[i]);
                i += 1;
            }
            out.push(v);
            continue;
        }
        let mut n = 0;
        let mut v: u32 = 0;
        while i < s.len() && (b'0'..=b'7').contains(&s[i]) && n < 3 {
            v = v * 8 + (s[i] - b'0') as u32;
            i += 1;
            n += 1;
        }
        if n > 0 {
            out.push(v as u8);
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(Value::from(out))
}

fn hexval(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}

pub(super) fn hex2bin(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    if !s.len().is_multiple_of(2) {
        vm.fn_warning("Hexadecimal input string must have an even length");
        return Ok(Value::Bool(false));
    }
    let mut out = Vec::with_capacity(s.len() / 2);
    for p in s.chunks(2) {
        if !p[0].is_ascii_hexdigit() || !p[1].is_ascii_hexdigit() {
            vm.fn_warning("Input string must be hexadecimal string");
            return Ok(Value::Bool(false));
        }
        out.push(hexval(p[0]) * 16 + hexval(p[1]));
    }
    Ok(Value::from(out))
}

pub(super) fn chunk_split(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let len = a.opt_int(1, 76);
    let end: &[u8] = match a.opt_str(2) {
        Some(e) => e.as_bytes(),
        None => b"\r\n",
    };
    if len < 1 {
        return Err(vm.arg_value_error(2, "must be greater than 0"));
    }
    let len = len as u64;
    let mut out = Vec::with_capacity(s.len() + (s.len() / len as usize + 1) * end.len());
    if len > s.len() as u64 {
        out.extend_from_slice(s);
        out.extend_from_slice(end);
        return Ok(Value::from(out));
    }
    for c in s.chunks(len as usize) {
        out.extend_from_slice(c);
        out.extend_from_slice(end);
    }
    Ok(Value::from(out))
}

pub(super) fn count_chars(vm: &mut Vm, a: &mut Args) -> BResult {
    let mode = a.opt_int(1, 0);
    if !(0..=4).contains(&mode) {
        return Err(vm.arg_value_error(2, "must be between 0 and 4 (inclusive)"));
    }
    let mut counts = [0i64; 256];
    for &c in a.bytes(0) {
        counts[c as usize] += 1;
    }
    if mode >= 3 {
        let out: Vec<u8> = (0..=255u8)
            .filter(|&c| (counts[c as usize] > 0) == (mode == 3))
            .collect();
        return Ok(Value::from(out));
    }
    let mut arr = PArr::with_capacity(256);
    let d = arr.make_mut();
    for (c, &n) in counts.iter().enumerate() {
        let keep = match mode {
            0 => true,
            1 => n > 0,
            _ => n == 0,
        };
        if keep {
            d.insert(Key::Int(c as i64), Value::Int(n));
        }
    }
    Ok(Value::Arr(arr))
}

pub(super) fn ucwords(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let mask = match a.opt_str(1) {
        Some(d) => char_mask(vm, d.as_bytes()),
        None => {
            let mut m = [false; 256];
            for &c in b" \t\r\n\x0c\x0b" {
                m[c as usize] = true;
            }
            m
        }
    };
    let mut out = s.to_vec();
    if let Some(c) = out.first_mut() {
        c.make_ascii_uppercase();
    }
    for i in 1..out.len() {
        if mask[out[i - 1] as usize] {
            out[i].make_ascii_uppercase();
        }
    }
    Ok(Value::from(out))
}

pub(super) fn quotemeta(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let mut out = Vec::with_capacity(s.len() + 8);
    for &c in s {
        if matches!(
            c,
            b'.' | b'\\' | b'+' | b'*' | b'?' | b'[' | b'^' | b']' | b'$' | b'(' | b')'
        ) {
            out.push(b'\\');
        }
        out.push(c);
    }
    Ok(Value::from(out))
}

pub(super) fn str_rot13(_vm: &mut Vm, a: &mut Args) -> BResult {
    let out: Vec<u8> = a
        .bytes(0)
        .iter()
        .map(|&c| match c {
            b'a'..=b'z' => (c - b'a' + 13) % 26 + b'a',
            b'A'..=b'Z' => (c - b'A' + 13) % 26 + b'A',
            _ => c,
        })
        .collect();
    Ok(Value::from(out))
}

// ------------------------------------------------------------------ strtr

pub(super) fn strtr(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let to = a.get(2).filter(|v| !v.is_null());
    match (a.val(1), to) {
        (Value::Arr(pairs), None) => {
            let pairs = pairs.clone();
            strtr_array(vm, a.val(0), &pairs)
        }
        (Value::Arr(_), Some(_)) => {
            Err(vm.arg_type_error(2, "must be of type string, array given"))
        }
        (_, None) => Err(vm.arg_type_error(2, "must be of type array, string given")),
        (from, Some(Value::Str(to))) => {
            let from = vm.to_pstr(from)?;
            let (from, to) = (from.as_bytes(), to.as_bytes());
            let n = from.len().min(to.len());
            if n == 0 {
                return Ok(a.val(0).clone());
            }
            let mut map: [u8; 256] = std::array::from_fn(|i| i as u8);
            for i in 0..n {
                map[from[i] as usize] = to[i];
            }
            let out: Vec<u8> = s.iter().map(|&c| map[c as usize]).collect();
            Ok(Value::from(out))
        }
        (_, Some(_)) => unreachable!("the VM coerced argument 3 to string"),
    }
}

/// strtr's array form: at each position the longest matching key wins;
/// replaced text is never scanned again.
fn strtr_array(vm: &mut Vm, subject: &Value, pairs: &PArr) -> BResult {
    let Value::Str(s) = subject else {
        unreachable!()
    };
    let s = s.as_bytes();
    if pairs.is_empty() {
        return Ok(subject.clone());
    }
    let mut keys: Vec<(Vec<u8>, PStr)> = Vec::with_capacity(pairs.len());
    let entries: Vec<(Key, Value)> = pairs.iter().map(|(k, v)| (k, v.unref())).collect();
    for (k, v) in entries {
        let kb = match &k {
            Key::Int(n) => n.to_string().into_bytes(),
            Key::Str(p) => p.as_bytes().to_vec(),
        };
        if kb.is_empty() {
            vm.fn_warning("Ignoring replacement of empty string");
            continue;
        }
        let v = vm.to_pstr(&v)?;
        keys.push((kb, v));
    }
    if keys.is_empty() {
        return Ok(subject.clone());
    }
    let minlen = keys.iter().map(|k| k.0.len()).min().unwrap_or(1);
    let maxlen = keys.iter().map(|k| k.0.len()).max().unwrap_or(1);
    let mut first = [false; 256];
    for (k, _) in &keys {
        first[k[0] as usize] = true;
    }
    let map: std::collections::HashMap<&[u8], &PStr> =
        keys.iter().map(|(k, v)| (k.as_slice(), v)).collect();
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if first[s[i] as usize] && s.len() - i >= minlen {
            let top = maxlen.min(s.len() - i);
            let mut hit = None;
            for l in (minlen..=top).rev() {
                if let Some(v) = map.get(&s[i..i + l]) {
                    hit = Some((l, *v));
                    break;
                }
            }
            if let Some((l, v)) = hit {
                out.extend_from_slice(v.as_bytes());
                i += l;
                continue;
            }
        }
        out.push(s[i]);
        i += 1;
    }
    Ok(Value::from(out))
}

// --------------------------------------------------------- substr_replace

/// The byte window substr_replace replaces in a string of length `n`.
fn replace_window(n: usize, f: i64, l: Option<i64>) -> (usize, usize) {
    let n = n as i64;
    let mut f = f;
    if f < 0 {
        f = (n + f).max(0);
    } else if f > n {
        f = n;
    }
    let mut l = l.unwrap_or(n);
    if l < 0 {
        l += n - f;
        if l < 0 {
            l = 0;
        }
    }
    if l > n - f {
        l = n - f;
    }
    (f as usize, l as usize)
}

fn splice(s: &[u8], f: usize, l: usize, r: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len() - l + r.len());
    out.extend_from_slice(&s[..f]);
    out.extend_from_slice(r);
    out.extend_from_slice(&s[f + l..]);
    out
}

/// A cursor over the values of an array argument of substr_replace.
struct Cursor {
    vals: Vec<Value>,
    pos: usize,
}

impl Cursor {
    fn new(a: &PArr) -> Cursor {
        Cursor {
            vals: a.values().map(|v| v.unref()).collect(),
            pos: 0,
        }
    }
    fn next(&mut self) -> Option<Value> {
        let v = self.vals.get(self.pos).cloned();
        self.pos += 1;
        v
    }
}

pub(super) fn substr_replace(vm: &mut Vm, a: &mut Args) -> BResult {
    let string = a.val(0).unref();
    let replace = a.val(1).unref();
    let from = a.val(2).unref();
    let len = a.get(3).map(|v| v.unref()).filter(|v| !v.is_null());
    let Value::Arr(subjects) = &string else {
        // A string subject: offset and length must be ints.
        let s = vm.to_pstr(&string)?;
        if matches!(from, Value::Arr(_)) {
            return Err(vm.arg_type_error(3, "cannot be an array when working on a single string"));
        }
        if matches!(len, Some(Value::Arr(_))) {
            return Err(vm.arg_type_error(4, "cannot be an array when working on a single string"));
        }
        let f = tusk_value::ops::to_int(&from);
        let l = len.as_ref().map(tusk_value::ops::to_int);
        let r = match &replace {
            Value::Arr(ra) => match ra.values().next() {
                Some(v) => vm.to_pstr(&v.unref())?,
                None => PStr::from(""),
            },
            v => vm.to_pstr(v)?,
        };
        let (f, l) = replace_window(s.len(), f, l);
        return Ok(Value::from(splice(s.as_bytes(), f, l, r.as_bytes())));
    };
    let mut from_c = match &from {
        Value::Arr(fa) => Some(Cursor::new(fa)),
        _ => None,
    };
    let mut len_c = match &len {
        Some(Value::Arr(la)) => Some(Cursor::new(la)),
        _ => None,
    };
    let mut rep_c = match &replace {
        Value::Arr(ra) => Some(Cursor::new(ra)),
        _ => None,
    };
    let rep_s = match &replace {
        Value::Arr(_) => None,
        v => Some(vm.to_pstr(v)?),
    };
    let from_i = tusk_value::ops::to_int(&from);
    let subjects = subjects.clone();
    let mut out = PArr::with_capacity(subjects.len());
    let entries: Vec<(Key, Value)> = subjects.iter().map(|(k, v)| (k, v.unref())).collect();
    for (k, v) in entries {
        let s = vm.to_pstr(&v)?;
        let n = s.len();
        let f = match &mut from_c {
            Some(c) => match c.next() {
                Some(v) => tusk_value::ops::to_int(&v),
                None => 0,
            },
            None => from_i,
        };
        let l = match (&mut len_c, &len) {
            (Some(c), _) => match c.next() {
                Some(v) => Some(tusk_value::ops::to_int(&v)),
                None => Some(n as i64),
            },
            (None, Some(l)) => Some(tusk_value::ops::to_int(l)),
            (None, None) => None,
        };
        let r = match (&mut rep_c, &rep_s) {
            (Some(c), _) => match c.next() {
                Some(v) => vm.to_pstr(&v)?,
                None => PStr::from(""),
            },
            (None, Some(r)) => r.clone(),
            (None, None) => PStr::from(""),
        };
        let (f, l) = replace_window(n, f, l);
        out.make_mut()
            .insert(k, Value::from(splice(s.as_bytes(), f, l, r.as_bytes())));
    }
    Ok(Value::Arr(out))
}

// --------------------------------------------------------------- wordwrap

pub(super) fn wordwrap(vm: &mut Vm, a: &mut Args) -> BResult {
    let text = a.bytes(0);
    let width = a.opt_int(1, 75);
    let brk: &[u8] = match a.opt_str(2) {
        Some(b) => b.as_bytes(),
        None => b"\n",
    };
    let cut = a.opt_bool(3, false);
    if text.is_empty() {
        return Ok(Value::from(""));
    }
    if brk.is_empty() {
        return Err(vm.arg_value_error(3, "cannot be empty"));
    }
    if width == 0 && cut {
        return Err(vm.arg_value_error(4, "cannot be true when argument #2 ($width) is 0"));
    }
    let n = text.len() as i64;
    if brk.len() == 1 && !cut {
        let b = brk[0];
        let mut out = text.to_vec();
        let (mut laststart, mut lastspace) = (0i64, 0i64);
        for cur in 0..n {
            let c = text[cur as usize];
            if c == b {
                laststart = cur + 1;
                lastspace = cur + 1;
            } else if c == b' ' {
                if cur - laststart >= width {
                    out[cur as usize] = b;
                    laststart = cur + 1;
                }
                lastspace = cur;
            } else if cur - laststart >= width && laststart != lastspace {
                out[lastspace as usize] = b;
                laststart = lastspace + 1;
            }
        }
        return Ok(Value::from(out));
    }
    let bl = brk.len() as i64;
    let mut out = Vec::with_capacity(text.len() + text.len() / 8);
    let (mut laststart, mut lastspace) = (0i64, 0i64);
    let seg = |out: &mut Vec<u8>, from: i64, to: i64| {
        out.extend_from_slice(&text[from as usize..to as usize]);
    };
    let mut cur = 0i64;
    while cur < n {
        let c = text[cur as usize];
        if c == brk[0] && cur + bl < n && c_strneq(&text[cur as usize..], brk) {
            seg(&mut out, laststart, cur + bl);
            cur += bl - 1;
            laststart = cur + 1;
            lastspace = cur + 1;
        } else if c == b' ' {
            if cur - laststart >= width {
                seg(&mut out, laststart, cur);
                out.extend_from_slice(brk);
                laststart = cur + 1;
            }
            lastspace = cur;
        } else if cur - laststart >= width && cut && laststart >= lastspace {
            seg(&mut out, laststart, cur);
            out.extend_from_slice(brk);
            laststart = cur;
            lastspace = cur;
        } else if cur - laststart >= width && laststart < lastspace {
            seg(&mut out, laststart, lastspace);
            out.extend_from_slice(brk);
            lastspace += 1;
            laststart = lastspace;
        }
        cur += 1;
    }
    if laststart != cur {
        seg(&mut out, laststart, cur);
    }
    Ok(Value::from(out))
}

/// C's `strncmp(a, b, b.len()) == 0`: equal up to b's length or up to a
/// NUL byte both share.
fn c_strneq(a: &[u8], b: &[u8]) -> bool {
    for (x, y) in a.iter().zip(b) {
        if x != y {
            return false;
        }
        if *x == 0 {
            return true;
        }
    }
    true
}

// --------------------------------------------------------- str_word_count

pub(super) fn str_word_count(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let format = a.opt_int(1, 0);
    let extra = a.opt_str(2).map(|c| char_mask(vm, c.as_bytes()));
    if !(0..=2).contains(&format) {
        return Err(vm.arg_value_error(2, "must be a valid format value"));
    }
    let allowed = |c: u8| extra.as_ref().is_some_and(|m| m[c as usize]);
    let mut p = 0;
    let mut e = s.len();
    // The first character cannot be ' or -, the last cannot be -,
    // unless the caller allowed them.
    if p < e && (s[p] == b'\'' && !allowed(b'\'') || s[p] == b'-' && !allowed(b'-')) {
        p += 1;
    }
    if e > p && s[e - 1] == b'-' && !allowed(b'-') {
        e -= 1;
    }
    let mut count = 0i64;
    let mut out = PArr::new();
    while p < e {
        let start = p;
        while p < e
            && (s[p].is_ascii_alphabetic() || allowed(s[p]) || s[p] == b'\'' || s[p] == b'-')
        {
            p += 1;
        }
        if p > start {
            match format {
                1 => {
                    let _ = out.make_mut().push(Value::from(&s[start..p]));
                }
                2 => {
                    out.make_mut()
                        .insert(Key::Int(start as i64), Value::from(&s[start..p]));
                }
                _ => {}
            }
            count += 1;
        } else {
            p += 1;
        }
    }
    if format == 0 {
        Ok(Value::Int(count))
    } else {
        Ok(Value::Arr(out))
    }
}

// ------------------------------------------------------------ utf8 codecs

pub(super) fn utf8_encode(vm: &mut Vm, a: &mut Args) -> BResult {
    vm.deprecated("Function utf8_encode() is deprecated");
    let s = a.bytes(0);
    let mut out = Vec::with_capacity(s.len() + s.len() / 4);
    for &c in s {
        if c < 0x80 {
            out.push(c);
        } else {
            out.push(0xc0 | (c >> 6));
            out.push(0x80 | (c & 0x3f));
        }
    }
    Ok(Value::from(out))
}

pub(super) fn utf8_decode(vm: &mut Vm, a: &mut Args) -> BResult {
    vm.deprecated("Function utf8_decode() is deprecated");
    let s = a.bytes(0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let (cp, next) = super::html::next_utf8(s, i);
        out.push(match cp {
            Some(c) if c < 0x100 => c as u8,
            _ => b'?',
        });
        i = next;
    }
    Ok(Value::from(out))
}

// ------------------------------------------------------- uniqid, lcg_value

pub(super) fn uniqid(_vm: &mut Vm, a: &mut Args) -> BResult {
    use std::sync::atomic::{AtomicU64, Ordering};
    static LAST: AtomicU64 = AtomicU64::new(0);
    let prefix = a
        .opt_str(0)
        .map(|p| p.as_bytes().to_vec())
        .unwrap_or_default();
    // Two calls never share a microsecond (php sleeps until the clock moves).
    let mut us;
    loop {
        us = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_micros() as u64)
            .unwrap_or(0);
        let last = LAST.load(Ordering::Relaxed);
        if us > last
            && LAST
                .compare_exchange(last, us, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            break;
        }
        std::hint::spin_loop();
    }
    let mut out = prefix;
    out.extend_from_slice(format!("{:08x}{:05x}", us / 1_000_000, us % 1_000_000).as_bytes());
    if a.opt_bool(1, false) {
        out.extend_from_slice(format!("{:.8}", lcg() * 10.0).as_bytes());
    }
    Ok(Value::from(out))
}

/// A combined linear congruential generator in (0, 1), as php's lcg.
fn lcg() -> f64 {
    use std::cell::Cell;
    thread_local! {
        static STATE: Cell<(i32, i32)> = const { Cell::new((0, 0)) };
    }
    STATE.with(|st| {
        let (mut s1, mut s2) = st.get();
        if s1 == 0 {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(1);
            s1 = ((t ^ (t >> 20)) as i32 & 0x7fff_fff0) | 1;
            s2 = (std::process::id() as i32 ^ ((t >> 8) as i32)) & 0x7fff_ffff | 1;
        }
        let q = s1 / 53668;
        s1 = 40014 * (s1 - 53668 * q) - 12211 * q;
        if s1 < 0 {
            s1 += 2147483563;
        }
        let q = s2 / 52774;
        s2 = 40692 * (s2 - 52774 * q) - 3791 * q;
        if s2 < 0 {
            s2 += 2147483399;
        }
        st.set((s1, s2));
        let mut z = s1 - s2;
        if z < 1 {
            z += 2147483562;
        }
        z as f64 * 4.656613e-10
    })
}

pub(super) fn lcg_value(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Float(lcg()))
}
