//! strip_tags: php's tag-stripping state machine (HTML tags, `<?php ?>`
//! blocks, `<!-- -->` comments, `<!DOCTYPE>`, quotes inside tags) with
//! allowed tags given as a string ("<a><b>") or an array (["a", "b"]).
//!
//! Not here: fgetss (removed in php 8).

use tusk_value::Value;
use tusk_vm::{Args, BResult, Vm};

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Whether the tag text `tag` ("<a href=x>", "</b>") is in `allow`
/// (lower-cased "<a><b>"): the tag name is normalised to "<name>".
fn tag_allowed(tag: &[u8], allow: &[u8]) -> bool {
    if tag.is_empty() {
        return false;
    }
    let at = |i: usize| tag.get(i).copied().unwrap_or(0).to_ascii_lowercase();
    let mut norm = Vec::with_capacity(tag.len() + 1);
    let mut state = 0;
    let mut t = 0;
    loop {
        let c = at(t);
        match c {
            b'<' => norm.push(c),
            b'>' | 0 => break,
            _ => {
                if !is_space(c) {
                    if state == 0 {
                        state = 1;
                    }
                    let prev = if t == 0 { 0 } else { at(t - 1) };
                    if c != b'/' || (prev != b'<' && at(t + 1) != b'>') {
                        norm.push(c);
                    }
                } else if state == 1 {
                    break;
                }
            }
        }
        t += 1;
    }
    norm.push(b'>');
    allow.windows(norm.len()).any(|w| w == norm.as_slice())
}

/// php_strip_tags_ex with allow_tag_spaces = false.
pub fn strip_tags_bytes(buf: &[u8], allow: Option<&[u8]>) -> Vec<u8> {
    let at = |i: usize| buf.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(buf.len());
    let mut tbuf: Vec<u8> = Vec::new();
    let allow_l = allow.map(|a| a.to_ascii_lowercase());
    let has_allow = allow_l.is_some();
    let mut state = 0u8;
    let mut depth = 0usize;
    let mut in_q = 0u8;
    let mut lc = 0u8;
    let mut br = 0i64;
    let mut is_xml = false;
    let mut p = 0usize;
    while p < buf.len() {
        let c = buf[p];
        match state {
            0 => match c {
                0 => {}
                b'<' => {
                    if in_q != 0 {
                    } else if is_space(at(p + 1)) {
                        out.push(c);
                    } else {
                        lc = b'<';
                        state = 1;
                        if has_allow {
                            tbuf.push(b'<');
                        }
                    }
                }
                b'>' => {
                    if depth > 0 {
                        depth -= 1;
                    } else if in_q == 0 {
                        out.push(c);
                    }
                }
                _ => out.push(c),
            },
            1 => {
                let mut reg = false;
                match c {
                    0 => {}
                    b'<' => {
                        if in_q != 0 {
                        } else if is_space(at(p + 1)) {
                            reg = true;
                        } else {
                            depth += 1;
                        }
                    }
                    b'>' => {
                        if depth > 0 {
                            depth -= 1;
                        } else if in_q != 0 {
                        } else {
                            lc = b'>';
                            if is_xml && p >= 1 && at(p - 1) == b'-' {
                            } else {
                                in_q = 0;
                                state = 0;
                                is_xml = false;
                                if let Some(al) = &allow_l {
                                    tbuf.push(b'>');
                                    if tag_allowed(&tbuf, al) {
                                        out.extend_from_slice(&tbuf);
                                    }
                                    tbuf.clear();
                                }
                            }
                        }
                    }
                    b'"' | b'\'' => {
                        if p != 0 && (in_q == 0 || c == in_q) {
                            in_q = if in_q != 0 { 0 } else { c };
                        }
                        reg = true;
                    }
                    b'!' => {
                        if p >= 1 && at(p - 1) == b'<' {
                            state = 3;
                            lc = c;
                        } else {
                            reg = true;
                        }
                    }
                    b'?' => {
                        if p >= 1 && at(p - 1) == b'<' {
                            br = 0;
                            state = 2;
                        } else {
                            reg = true;
                        }
                    }
                    _ => reg = true,
                }
                if reg && has_allow {
                    tbuf.push(c);
                }
            }
            2 => match c {
                b'(' if lc != b'"' && lc != b'\'' => {
                    lc = b'(';
                    br += 1;
                }
                b')' if lc != b'"' && lc != b'\'' => {
                    lc = b')';
                    br -= 1;
                }
                b'>' => {
                    if depth > 0 {
                        depth -= 1;
                    } else if in_q == 0 && br == 0 && p >= 1 && lc != b'"' && at(p - 1) == b'?' {
                        in_q = 0;
                        state = 0;
                        tbuf.clear();
                    }
                }
                b'"' | b'\'' if p >= 1 && at(p - 1) != b'\\' => {
                    if lc == c {
                        lc = 0;
                    } else if lc != b'\\' {
                        lc = c;
                    }
                    if p != 0 && (in_q == 0 || c == in_q) {
                        in_q = if in_q != 0 { 0 } else { c };
                    }
                }
                b'l' | b'L'
                    if p > 4
                        && at(p - 1).eq_ignore_ascii_case(&b'm')
                        && at(p - 2).eq_ignore_ascii_case(&b'x')
                        && at(p - 3) == b'?'
                        && at(p - 4) == b'<' =>
                {
                    state = 1;
                    is_xml = true;
                }
                _ => {}
            },
            3 => match c {
                b'>' => {
                    if depth > 0 {
                        depth -= 1;
                    } else if in_q == 0 {
                        in_q = 0;
                        state = 0;
                        tbuf.clear();
                    }
                }
                b'"' | b'\'' if p != 0 && at(p - 1) != b'\\' && (in_q == 0 || c == in_q) => {
                    in_q = if in_q != 0 { 0 } else { c };
                }
                b'-' if p >= 2 && at(p - 1) == b'-' && at(p - 2) == b'!' => state = 4,
                b'E' | b'e' if p > 6 && buf[p - 6..p].eq_ignore_ascii_case(b"doctyp") => state = 1,
                _ => {}
            },
            _ => {
                if c == b'>' && in_q == 0 && p >= 2 && at(p - 1) == b'-' && at(p - 2) == b'-' {
                    in_q = 0;
                    state = 0;
                    tbuf.clear();
                }
            }
        }
        p += 1;
    }
    out
}

pub(super) fn strip_tags(vm: &mut Vm, a: &mut Args) -> BResult {
    let allow: Option<Vec<u8>> = match a.get(1).map(|v| v.unref()) {
        None | Some(Value::Null) => None,
        Some(Value::Arr(arr)) => {
            let mut s = Vec::new();
            let vals: Vec<Value> = arr.values().map(|v| v.unref()).collect();
            for v in vals {
                let t = vm.to_pstr(&v)?;
                s.push(b'<');
                s.extend_from_slice(t.as_bytes());
                s.push(b'>');
            }
            Some(s)
        }
        Some(v) => Some(vm.to_pstr(&v)?.as_bytes().to_vec()),
    };
    Ok(Value::from(strip_tags_bytes(a.bytes(0), allow.as_deref())))
}
