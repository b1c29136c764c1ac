//! String comparison and similarity: strcmp and its case-insensitive,
//! length-limited and natural-order variants, strcoll (C locale),
//! substr_compare, levenshtein, similar_text, soundex and metaphone.
//!
//! Results follow php 8.2: a differing byte gives the byte difference, a
//! length difference gives -1/1. Not here: sorting (array.rs).

use tusk_value::Value;
use tusk_vm::{Args, BResult, Vm};

fn three_way<T: Ord>(a: T, b: T) -> i64 {
    match a.cmp(&b) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}

/// zend_binary_strcmp: byte difference at the first mismatch, else -1/0/1 by length.
pub fn binary_strcmp(a: &[u8], b: &[u8]) -> i64 {
    for (x, y) in a.iter().zip(b) {
        if x != y {
            return *x as i64 - *y as i64;
        }
    }
    three_way(a.len(), b.len())
}

/// zend_binary_strcasecmp (ASCII case folding).
pub fn binary_strcasecmp(a: &[u8], b: &[u8]) -> i64 {
    for (x, y) in a.iter().zip(b) {
        let (x, y) = (x.to_ascii_lowercase(), y.to_ascii_lowercase());
        if x != y {
            return x as i64 - y as i64;
        }
    }
    three_way(a.len(), b.len())
}

fn strncmp_impl(a: &[u8], b: &[u8], n: usize, ci: bool) -> i64 {
    let la = a.len().min(n);
    let lb = b.len().min(n);
    if ci {
        binary_strcasecmp(&a[..la], &b[..lb])
    } else {
        binary_strcmp(&a[..la], &b[..lb])
    }
}

pub(super) fn strcmp(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Int(binary_strcmp(a.bytes(0), a.bytes(1))))
}

pub(super) fn strcasecmp(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Int(binary_strcasecmp(a.bytes(0), a.bytes(1))))
}

pub(super) fn strncmp(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = a.int(2);
    if n < 0 {
        return Err(vm.arg_value_error(3, "must be greater than or equal to 0"));
    }
    Ok(Value::Int(strncmp_impl(
        a.bytes(0),
        a.bytes(1),
        n as usize,
        false,
    )))
}

pub(super) fn strncasecmp(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = a.int(2);
    if n < 0 {
        return Err(vm.arg_value_error(3, "must be greater than or equal to 0"));
    }
    Ok(Value::Int(strncmp_impl(
        a.bytes(0),
        a.bytes(1),
        n as usize,
        true,
    )))
}

/// strcoll in the C locale: C's strcmp (stops at a NUL byte).
pub(super) fn strcoll(_vm: &mut Vm, a: &mut Args) -> BResult {
    let (x, y) = (a.bytes(0), a.bytes(1));
    let mut i = 0;
    loop {
        let c = x.get(i).copied().unwrap_or(0);
        let d = y.get(i).copied().unwrap_or(0);
        if c != d || c == 0 {
            return Ok(Value::Int(c as i64 - d as i64));
        }
        i += 1;
    }
}

pub(super) fn substr_compare(vm: &mut Vm, a: &mut Args) -> BResult {
    let h = a.bytes(0);
    let n = a.bytes(1);
    let mut off = a.int(2);
    let len = match a.get(3) {
        Some(Value::Int(l)) => Some(*l),
        _ => None,
    };
    let ci = a.opt_bool(4, false);
    if let Some(l) = len {
        if l == 0 {
            return Ok(Value::Int(0));
        }
        if l < 0 {
            return Err(vm.arg_value_error(4, "must be greater than or equal to 0"));
        }
    }
    if off < 0 {
        off = (h.len() as i64 + off).max(0);
    }
    if off as u64 > h.len() as u64 {
        return Err(vm.arg_value_error(3, "must be contained in argument #1 ($haystack)"));
    }
    let rest = &h[off as usize..];
    let cmp_len = match len {
        Some(l) => l as usize,
        None => n.len().max(rest.len()),
    };
    Ok(Value::Int(strncmp_impl(rest, n, cmp_len, ci)))
}

// ------------------------------------------------------------ natural order

fn nat_at(s: &[u8], i: usize) -> u8 {
    s.get(i).copied().unwrap_or(0)
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Compares two digit runs starting at `*i`/`*j`, right-aligned (the
/// longer run wins, else the first differing digit) or left-aligned
/// (fractional parts: the first differing digit wins).
fn nat_digits(a: &[u8], i: &mut usize, b: &[u8], j: &mut usize, left: bool) -> i64 {
    let mut bias = 0;
    loop {
        let da = *i < a.len() && a[*i].is_ascii_digit();
        let db = *j < b.len() && b[*j].is_ascii_digit();
        match (da, db) {
            (false, false) => return bias,
            (false, true) => return -1,
            (true, false) => return 1,
            _ => {}
        }
        let (x, y) = (a[*i], b[*j]);
        if x != y {
            let r = if x < y { -1 } else { 1 };
            if left {
                return r;
            }
            if bias == 0 {
                bias = r;
            }
        }
        *i += 1;
        *j += 1;
    }
}

/// php's natural-order comparison (strnatcmp_ex): -1, 0 or 1.
pub fn strnatcmp_ex(a: &[u8], b: &[u8], ci: bool) -> i64 {
    if a.is_empty() || b.is_empty() {
        return three_way(a.len(), b.len());
    }
    let (mut i, mut j) = (0usize, 0usize);
    let mut leading = true;
    loop {
        let mut ca = nat_at(a, i);
        let mut cb = nat_at(b, j);
        if leading {
            while ca == b'0' && i + 1 < a.len() && a[i + 1].is_ascii_digit() {
                i += 1;
                ca = a[i];
            }
            while cb == b'0' && j + 1 < b.len() && b[j + 1].is_ascii_digit() {
                j += 1;
                cb = b[j];
            }
            leading = false;
        }
        while is_space(ca) {
            i += 1;
            ca = nat_at(a, i);
        }
        while is_space(cb) {
            j += 1;
            cb = nat_at(b, j);
        }
        if ca.is_ascii_digit() && cb.is_ascii_digit() {
            let fractional = ca == b'0' || cb == b'0';
            let r = nat_digits(a, &mut i, b, &mut j, fractional);
            if r != 0 {
                return r;
            }
            match (i >= a.len(), j >= b.len()) {
                (true, true) => return 0,
                (true, false) => return -1,
                (false, true) => return 1,
                _ => {}
            }
            ca = a[i];
            cb = b[j];
        }
        if ci {
            ca = ca.to_ascii_uppercase();
            cb = cb.to_ascii_uppercase();
        }
        if ca != cb {
            return if ca < cb { -1 } else { 1 };
        }
        i += 1;
        j += 1;
        match (i >= a.len(), j >= b.len()) {
            (true, true) => return 0,
            (true, false) => return -1,
            (false, true) => return 1,
            _ => {}
        }
    }
}

pub(super) fn strnatcmp(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Int(strnatcmp_ex(a.bytes(0), a.bytes(1), false)))
}

pub(super) fn strnatcasecmp(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Int(strnatcmp_ex(a.bytes(0), a.bytes(1), true)))
}

// ------------------------------------------------------------ similarity

pub(super) fn levenshtein(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let t = a.bytes(1);
    let ins = a.opt_int(2, 1);
    let rep = a.opt_int(3, 1);
    let del = a.opt_int(4, 1);
    if s.is_empty() {
        return Ok(Value::Int((t.len() as i64).wrapping_mul(ins)));
    }
    if t.is_empty() {
        return Ok(Value::Int((s.len() as i64).wrapping_mul(del)));
    }
    let mut p1: Vec<i64> = (0..=t.len() as i64).map(|k| k.wrapping_mul(ins)).collect();
    let mut p2 = vec![0i64; t.len() + 1];
    for &c1 in s {
        p2[0] = p1[0].wrapping_add(del);
        for (j, &c2) in t.iter().enumerate() {
            let mut c0 = p1[j].wrapping_add(if c1 == c2 { 0 } else { rep });
            let c1v = p1[j + 1].wrapping_add(del);
            if c1v < c0 {
                c0 = c1v;
            }
            let c2v = p2[j].wrapping_add(ins);
            if c2v < c0 {
                c0 = c2v;
            }
            p2[j + 1] = c0;
        }
        std::mem::swap(&mut p1, &mut p2);
    }
    Ok(Value::Int(p1[t.len()]))
}

/// The first longest common substring: (pos in a, pos in b, length).
fn similar_char(a: &[u8], b: &[u8]) -> (usize, usize, usize) {
    let (mut pa, mut pb, mut max) = (0, 0, 0);
    for i in 0..a.len() {
        for j in 0..b.len() {
            let mut l = 0;
            while i + l < a.len() && j + l < b.len() && a[i + l] == b[j + l] {
                l += 1;
            }
            if l > max {
                max = l;
                pa = i;
                pb = j;
            }
        }
    }
    (pa, pb, max)
}

fn similar(a: &[u8], b: &[u8]) -> usize {
    let (pa, pb, max) = similar_char(a, b);
    if max == 0 {
        return 0;
    }
    let mut sum = max;
    if pa > 0 && pb > 0 {
        sum += similar(&a[..pa], &b[..pb]);
    }
    if pa + max < a.len() && pb + max < b.len() {
        sum += similar(&a[pa + max..], &b[pb + max..]);
    }
    sum
}

pub(super) fn similar_text(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let t = a.bytes(1);
    let total = s.len() + t.len();
    let sim = if total == 0 { 0 } else { similar(s, t) };
    if let Some(Value::Ref(r)) = a.get(2) {
        let pct = if total == 0 {
            0.0
        } else {
            sim as f64 * 2.0 * 100.0 / total as f64
        };
        r.set(Value::Float(pct));
    }
    Ok(Value::Int(sim as i64))
}

pub(super) fn soundex(_vm: &mut Vm, a: &mut Args) -> BResult {
    const TABLE: &[u8; 26] = b"01230120022455012623010202";
    let mut out = Vec::with_capacity(4);
    let mut last = 0u8;
    for &c in a.bytes(0) {
        if out.len() >= 4 {
            break;
        }
        let c = c.to_ascii_uppercase();
        if !c.is_ascii_uppercase() {
            continue;
        }
        let code = TABLE[(c - b'A') as usize];
        if out.is_empty() {
            out.push(c);
            last = code;
        } else if code != last {
            if code != b'0' {
                out.push(code);
            }
            last = code;
        }
    }
    while out.len() < 4 {
        out.push(b'0');
    }
    Ok(Value::from(out))
}

// --------------------------------------------------------------- metaphone

/// Letter classes: 1 vowel (AEIOU), 2 unchanged (FJLMNR), 4 affects H
/// (CGPST), 8 makes C/G soft (EIY), 16 no GH-to-F (BDH).
const META_CODES: [u8; 26] = [
    1, 16, 4, 16, 9, 2, 4, 16, 9, 2, 0, 2, 2, 2, 1, 4, 0, 2, 4, 4, 1, 0, 0, 0, 8, 0,
];

fn meta_code(c: u8) -> u8 {
    if c.is_ascii_alphabetic() {
        META_CODES[(c.to_ascii_uppercase() - b'A') as usize]
    } else {
        0
    }
}

/// php's metaphone (the "traditional" variant it uses).
pub fn metaphone_bytes(word: &[u8], max: usize) -> Vec<u8> {
    let up = |i: usize| word.get(i).copied().unwrap_or(0).to_ascii_uppercase();
    let is_vowel = |c: u8| meta_code(c) & 1 != 0;
    let affect_h = |c: u8| meta_code(c) & 4 != 0;
    let make_soft = |c: u8| meta_code(c) & 8 != 0;
    let no_gh_to_f = |c: u8| meta_code(c) & 16 != 0;
    let mut out = Vec::new();
    let mut w = 0usize;
    while !up(w).is_ascii_alphabetic() {
        if up(w) == 0 {
            return out;
        }
        w += 1;
    }
    let next = |w: usize| up(w + 1);
    let after_next = |w: usize| if up(w + 1) != 0 { up(w + 2) } else { 0 };
    let back = |w: usize, n: usize| if w >= n { up(w - n) } else { 0 };
    // Lookahead: the letter n ahead, or the NUL that ends the word first.
    let ahead = |w: usize, n: usize| {
        let mut i = 0;
        while up(w + i) != 0 && i < n {
            i += 1;
        }
        up(w + i)
    };
    match up(w) {
        b'A' => {
            if next(w) == b'E' {
                out.push(b'E');
                w += 2;
            } else {
                out.push(b'A');
                w += 1;
            }
        }
        b'G' | b'K' | b'P' if next(w) == b'N' => {
            out.push(b'N');
            w += 2;
        }
        b'W' => {
            if next(w) == b'R' {
                out.push(b'R');
                w += 2;
            } else if next(w) == b'H' || is_vowel(next(w)) {
                out.push(b'W');
                w += 2;
            }
        }
        b'X' => {
            out.push(b'S');
            w += 1;
        }
        c @ (b'E' | b'I' | b'O' | b'U') => {
            out.push(c);
            w += 1;
        }
        _ => {}
    }
    while up(w) != 0 && (max == 0 || out.len() < max) {
        let c = up(w);
        let mut skip = 0;
        if !c.is_ascii_alphabetic() || (c == back(w, 1) && c != b'C') {
            w += 1;
            continue;
        }
        match c {
            b'B' if back(w, 1) != b'M' => out.push(b'B'),
            b'C' => {
                if make_soft(next(w)) {
                    if after_next(w) == b'A' && next(w) == b'I' {
                        out.push(b'X');
                    } else if back(w, 1) != b'S' {
                        out.push(b'S');
                    }
                } else if next(w) == b'H' {
                    out.push(b'X');
                    skip += 1;
                } else {
                    out.push(b'K');
                }
            }
            b'D' => {
                if next(w) == b'G' && make_soft(after_next(w)) {
                    out.push(b'J');
                    skip += 1;
                } else {
                    out.push(b'T');
                }
            }
            b'G' => {
                if next(w) == b'H' {
                    if !(no_gh_to_f(back(w, 3)) || back(w, 4) == b'H') {
                        out.push(b'F');
                        skip += 1;
                    }
                } else if next(w) == b'N' {
                    let an = after_next(w);
                    if !an.is_ascii_alphabetic() || (an == b'E' && ahead(w, 3) == b'D') {
                    } else {
                        out.push(b'K');
                    }
                } else if make_soft(next(w)) && back(w, 1) != b'G' {
                    out.push(b'J');
                } else {
                    out.push(b'K');
                }
            }
            b'H' if is_vowel(next(w)) && !affect_h(back(w, 1)) => out.push(b'H'),
            b'K' if back(w, 1) != b'C' => out.push(b'K'),
            b'P' => out.push(if next(w) == b'H' { b'F' } else { b'P' }),
            b'Q' => out.push(b'K'),
            b'S' => {
                if next(w) == b'I' && matches!(after_next(w), b'O' | b'A') {
                    out.push(b'X');
                } else if next(w) == b'H' {
                    out.push(b'X');
                    skip += 1;
                } else {
                    out.push(b'S');
                }
            }
            b'T' => {
                if next(w) == b'I' && matches!(after_next(w), b'O' | b'A') {
                    out.push(b'X');
                } else if next(w) == b'H' {
                    out.push(b'0');
                    skip += 1;
                } else if !(next(w) == b'C' && after_next(w) == b'H') {
                    out.push(b'T');
                }
            }
            b'V' => out.push(b'F'),
            b'W' if is_vowel(next(w)) => out.push(b'W'),
            b'X' => out.extend_from_slice(b"KS"),
            b'Y' if is_vowel(next(w)) => out.push(b'Y'),
            b'Z' => out.push(b'S'),
            b'F' | b'J' | b'L' | b'M' | b'N' | b'R' => out.push(c),
            _ => {}
        }
        w += skip + 1;
    }
    out
}

pub(super) fn metaphone(vm: &mut Vm, a: &mut Args) -> BResult {
    let max = a.opt_int(1, 0);
    if max < 0 {
        return Err(vm.arg_value_error(2, "must be greater than or equal to 0"));
    }
    Ok(Value::from(metaphone_bytes(a.bytes(0), max as usize)))
}
