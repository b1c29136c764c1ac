//! mbstring's searching and cutting: mb_strpos, mb_strrpos, mb_stripos,
//! mb_strripos, mb_strstr, mb_strrchr, mb_stristr, mb_strrichr,
//! mb_substr_count and mb_strcut.
//!
//! UTF-8 is searched as bytes, as php 8.2 does: a character offset becomes
//! a byte offset through the lead-byte length table, and a byte position
//! becomes a character position by counting the bytes that are not
//! continuation bytes. Other encodings are decoded and searched as code
//! points. The case-insensitive forms fold both sides (simple case
//! folding, invalid sequences substituted) and search the results.

use super::encoding::{self, is_err, Enc};
use super::{case, enc_arg, encode, str_val};
use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, Vm};

fn find<T: PartialEq>(h: &[T], n: &[T], from: usize) -> Option<usize> {
    if n.is_empty() {
        return (from <= h.len()).then_some(from);
    }
    if n.len() > h.len() {
        return None;
    }
    (from..=h.len() - n.len()).find(|&i| &h[i..i + n.len()] == n)
}

/// The last occurrence starting in [lo, hi].
fn rfind<T: PartialEq>(h: &[T], n: &[T], lo: usize, hi: usize) -> Option<usize> {
    if n.len() > h.len() {
        return None;
    }
    let hi = hi.min(h.len() - n.len());
    if lo > hi {
        return None;
    }
    (lo..=hi).rev().find(|&i| &h[i..i + n.len()] == n)
}

fn is_cont(c: u8) -> bool {
    (0x80..0xC0).contains(&c)
}

/// Character position of byte offset `pos` in UTF-8 text.
fn utf8_pos(b: &[u8], pos: usize) -> usize {
    b[..pos].iter().filter(|&&c| !is_cont(c)).count()
}

/// Folds a string (simple case folding) in its own encoding.
fn fold(enc: Enc, b: &[u8]) -> Vec<u8> {
    super::convert_case(enc, b, case::FOLD_SIMPLE)
}

fn offset_error(vm: &mut Vm) -> tusk_vm::Unwind {
    vm.arg_value_error(3, "must be contained in argument #1 ($haystack)")
}

/// The shared body of the four position functions.
fn position(vm: &mut Vm, args: &Args, reverse: bool, ci: bool) -> BResult {
    let enc = enc_arg(vm, args, 3)?;
    let offset = args.opt_int(2, 0);
    let (h0, n0) = (args.bytes(0), args.bytes(1));
    let (hf, nf);
    let (h, n) = if ci {
        hf = fold(enc, h0);
        nf = fold(enc, n0);
        (hf.as_slice(), nf.as_slice())
    } else {
        (h0, n0)
    };
    if enc == Enc::Utf8 {
        let bounds = encoding::utf8_bounds(h);
        let len = (bounds.len() - 1) as i64;
        if offset > len || offset < -len {
            return Err(offset_error(vm));
        }
        let found = if !reverse {
            let start = if offset < 0 { len + offset } else { offset } as usize;
            find(h, n, bounds[start])
        } else if offset >= 0 {
            rfind(h, n, bounds[offset as usize], h.len())
        } else {
            let nlen = encoding::utf8_count(n) as i64;
            let e = if -offset < nlen {
                len - nlen
            } else {
                len + offset
            };
            if e < 0 {
                None
            } else {
                rfind(h, n, 0, bounds[e as usize])
            }
        };
        return Ok(match found {
            Some(p) => Value::Int(utf8_pos(h, p) as i64),
            None => Value::Bool(false),
        });
    }
    let (h, n) = (enc.decode(h), enc.decode(n));
    let len = h.len() as i64;
    if offset > len || offset < -len {
        return Err(offset_error(vm));
    }
    let found = if !reverse {
        let start = if offset < 0 { len + offset } else { offset } as usize;
        find(&h, &n, start)
    } else if offset >= 0 {
        rfind(&h, &n, offset as usize, h.len())
    } else {
        let nlen = n.len() as i64;
        let e = if -offset < nlen {
            len - nlen
        } else {
            len + offset
        };
        if e < 0 {
            None
        } else {
            rfind(&h, &n, 0, e as usize)
        }
    };
    Ok(match found {
        Some(p) => Value::Int(p as i64),
        None => Value::Bool(false),
    })
}

pub(super) fn mb_strpos(vm: &mut Vm, args: &mut Args) -> BResult {
    position(vm, args, false, false)
}

pub(super) fn mb_strrpos(vm: &mut Vm, args: &mut Args) -> BResult {
    position(vm, args, true, false)
}

pub(super) fn mb_stripos(vm: &mut Vm, args: &mut Args) -> BResult {
    position(vm, args, false, true)
}

pub(super) fn mb_strripos(vm: &mut Vm, args: &mut Args) -> BResult {
    position(vm, args, true, true)
}

/// UTF-8 decoded with the byte offset of every code point (plus the end).
fn utf8_offsets(b: &[u8]) -> (Vec<u32>, Vec<usize>) {
    let mut cps = Vec::with_capacity(b.len());
    let mut offs = Vec::with_capacity(b.len() + 1);
    let mut at = 0;
    for chunk in b.utf8_chunks() {
        for (i, c) in chunk.valid().char_indices() {
            cps.push(c as u32);
            offs.push(at + i);
        }
        at += chunk.valid().len();
        if let Some(&first) = chunk.invalid().first() {
            cps.push(encoding::ERR | first as u32);
            offs.push(at);
            at += chunk.invalid().len();
        }
    }
    offs.push(b.len());
    (cps, offs)
}

/// The shared body of mb_strstr and friends.
fn strstr(vm: &mut Vm, args: &Args, reverse: bool, ci: bool) -> BResult {
    let enc = enc_arg(vm, args, 3)?;
    let before = args.opt_bool(2, false);
    let (h, n) = (args.bytes(0), args.bytes(1));
    if enc == Enc::Utf8 && !ci {
        let found = if reverse {
            rfind(h, n, 0, h.len())
        } else {
            find(h, n, 0)
        };
        return Ok(match found {
            Some(p) if before => Value::Str(PStr::from(&h[..p])),
            Some(p) => Value::Str(PStr::from(&h[p..])),
            None => Value::Bool(false),
        });
    }
    let (hc, offs) = if enc == Enc::Utf8 {
        utf8_offsets(h)
    } else {
        (enc.decode(h), Vec::new())
    };
    let mut nc = enc.decode(n);
    let mut hs = hc.clone();
    if ci {
        let f = |c: &mut u32| {
            if !is_err(*c) {
                *c = case::simple_fold(*c)
            }
        };
        hs.iter_mut().for_each(f);
        nc.iter_mut().for_each(f);
    }
    let found = if reverse {
        rfind(&hs, &nc, 0, hs.len())
    } else {
        find(&hs, &nc, 0)
    };
    let Some(p) = found else {
        return Ok(Value::Bool(false));
    };
    if enc == Enc::Utf8 {
        let at = offs[p];
        return Ok(if before {
            Value::Str(PStr::from(&h[..at]))
        } else {
            Value::Str(PStr::from(&h[at..]))
        });
    }
    Ok(str_val(if before {
        encode(enc, &hc[..p])
    } else {
        encode(enc, &hc[p..])
    }))
}

pub(super) fn mb_strstr(vm: &mut Vm, args: &mut Args) -> BResult {
    strstr(vm, args, false, false)
}

pub(super) fn mb_strrchr(vm: &mut Vm, args: &mut Args) -> BResult {
    strstr(vm, args, true, false)
}

pub(super) fn mb_stristr(vm: &mut Vm, args: &mut Args) -> BResult {
    strstr(vm, args, false, true)
}

pub(super) fn mb_strrichr(vm: &mut Vm, args: &mut Args) -> BResult {
    strstr(vm, args, true, true)
}

fn count<T: PartialEq>(h: &[T], n: &[T]) -> usize {
    let mut k = 0;
    let mut i = 0;
    while let Some(p) = find(h, n, i) {
        k += 1;
        i = p + n.len();
    }
    k
}

pub(super) fn mb_substr_count(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 2)?;
    let (h, n) = (args.bytes(0), args.bytes(1));
    if n.is_empty() {
        return Err(vm.arg_value_error(2, "must not be empty"));
    }
    let k = if enc == Enc::Utf8 {
        count(h, n)
    } else {
        count(&enc.decode(h), &enc.decode(n))
    };
    Ok(Value::Int(k as i64))
}

pub(super) fn mb_strcut(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 3)?;
    let b = args.bytes(0);
    let len = b.len() as i64;
    let mut start = args.int(1);
    if start < 0 {
        start = (len + start).max(0);
    }
    if start > len {
        return Ok(str_val(Vec::new()));
    }
    let length = match args.get(2) {
        Some(Value::Int(n)) => *n,
        _ => len - start,
    };
    let length = if length < 0 {
        (len - start + length).max(0)
    } else {
        length
    };
    // The start moves back to a character boundary first; the end is
    // counted from there and moves back too.
    let mut from = start as usize;
    let unit = match enc {
        Enc::Utf32 | Enc::Utf32Be | Enc::Utf32Le | Enc::Ucs4 | Enc::Ucs4Be | Enc::Ucs4Le => 4,
        e if e.is_single_byte() || e == Enc::Utf8 => 1,
        _ => 2,
    };
    if enc == Enc::Utf8 {
        while from > 0 && from < b.len() && is_cont(b[from]) {
            from -= 1;
        }
    }
    from -= from % unit;
    let mut to = match args.get(2) {
        Some(Value::Int(_)) => (from as i64).saturating_add(length).min(len) as usize,
        _ => b.len(),
    };
    if enc == Enc::Utf8 {
        while to > from && to < b.len() && is_cont(b[to]) {
            to -= 1;
        }
    }
    to -= (to - from) % unit;
    Ok(Value::Str(PStr::from(&b[from..to.max(from)])))
}
