//! Searching that returns parts of the haystack or counts: strstr,
//! stristr, strrchr, strpbrk, substr_count, strripos and strtok (with its
//! per-request tokenizer state).
//!
//! Not here: strpos/stripos/strrpos and the str_contains family (basic.rs).

use super::basic::{find, find_ci, rfind_ci};
use std::cell::RefCell;
use tusk_value::Value;
use tusk_vm::{Args, BResult, Vm};

fn strstr_common(a: &Args, ci: bool) -> BResult {
    let h = a.bytes(0);
    let n = a.bytes(1);
    let before = a.opt_bool(2, false);
    let pos = if ci { find_ci(h, n, 0) } else { find(h, n, 0) };
    Ok(match pos {
        Some(p) if before => Value::from(&h[..p]),
        Some(p) => Value::from(&h[p..]),
        None => Value::Bool(false),
    })
}

pub(super) fn strstr(_vm: &mut Vm, a: &mut Args) -> BResult {
    strstr_common(a, false)
}

pub(super) fn stristr(_vm: &mut Vm, a: &mut Args) -> BResult {
    strstr_common(a, true)
}

pub(super) fn strrchr(_vm: &mut Vm, a: &mut Args) -> BResult {
    let h = a.bytes(0);
    let c = a.bytes(1).first().copied().unwrap_or(0);
    Ok(match h.iter().rposition(|&b| b == c) {
        Some(p) => Value::from(&h[p..]),
        None => Value::Bool(false),
    })
}

pub(super) fn strpbrk(vm: &mut Vm, a: &mut Args) -> BResult {
    let h = a.bytes(0);
    let cl = a.bytes(1);
    if cl.is_empty() {
        return Err(vm.arg_value_error(2, "must be a non-empty string"));
    }
    Ok(match h.iter().position(|c| cl.contains(c)) {
        Some(p) => Value::from(&h[p..]),
        None => Value::Bool(false),
    })
}

pub(super) fn substr_count(vm: &mut Vm, a: &mut Args) -> BResult {
    let h = a.bytes(0);
    let n = a.bytes(1);
    if n.is_empty() {
        return Err(vm.arg_value_error(2, "cannot be empty"));
    }
    let len = h.len() as i64;
    let mut off = a.opt_int(2, 0);
    if off < 0 {
        off += len;
    }
    if off < 0 || off > len {
        return Err(vm.arg_value_error(3, "must be contained in argument #1 ($haystack)"));
    }
    let mut end = len;
    if let Some(Value::Int(l)) = a.get(3) {
        let mut l = *l;
        if l < 0 {
            l += len - off;
        }
        if l < 0 || l > len - off {
            return Err(vm.arg_value_error(4, "must be contained in argument #1 ($haystack)"));
        }
        end = off + l;
    }
    let part = &h[off as usize..end as usize];
    let count = memchr::memmem::find_iter(part, n).count();
    Ok(Value::Int(count as i64))
}

pub(super) fn strripos(vm: &mut Vm, a: &mut Args) -> BResult {
    let h = a.bytes(0);
    let n = a.bytes(1);
    let offset = a.opt_int(2, 0);
    let (from, to) = super::basic::rsearch_range(vm, h.len(), n.len(), offset)?;
    // php 8.2 compares a one-byte needle as a signed char against the
    // unsigned lower-cased haystack: bytes >= 0x80 are never found.
    if n.len() == 1 && n[0] >= 0x80 {
        return Ok(Value::Bool(false));
    }
    Ok(match rfind_ci(h, n, from, to) {
        Some(p) => Value::Int(p as i64),
        None => Value::Bool(false),
    })
}

thread_local! {
    /// strtok's string and the position of the next token.
    static STRTOK: RefCell<Option<(Vec<u8>, usize)>> = const { RefCell::new(None) };
}

/// Forgets strtok's string (at the start of a request).
pub fn reset() {
    STRTOK.with(|s| *s.borrow_mut() = None);
}

pub(super) fn strtok(_vm: &mut Vm, a: &mut Args) -> BResult {
    let token: Vec<u8> = if let Some(Value::Str(t)) = a.get(1) {
        let s = a.bytes(0).to_vec();
        STRTOK.with(|st| *st.borrow_mut() = Some((s, 0)));
        t.as_bytes().to_vec()
    } else {
        a.bytes(0).to_vec()
    };
    let mut mask = [false; 256];
    for &c in &token {
        mask[c as usize] = true;
    }
    STRTOK.with(|st| {
        let mut st = st.borrow_mut();
        let Some((s, pos)) = st.as_mut() else {
            return Ok(Value::Bool(false));
        };
        let end = s.len();
        let mut p = *pos;
        if p >= end {
            *st = None;
            return Ok(Value::Bool(false));
        }
        while mask[s[p] as usize] {
            p += 1;
            if p >= end {
                *st = None;
                return Ok(Value::Bool(false));
            }
        }
        let start = p;
        p += 1;
        while p < end && !mask[s[p] as usize] {
            p += 1;
        }
        let tok = Value::from(&s[start..p]);
        *pos = p + 1;
        Ok(tok)
    })
}
