//! HTML escaping: htmlspecialchars, htmlentities, their decoders and
//! get_html_translation_table, with every ENT_* flag (quote handling,
//! ENT_IGNORE / ENT_SUBSTITUTE / ENT_DISALLOWED, the HTML 4.01, XML 1,
//! XHTML and HTML5 doctypes) and php's UTF-8 validation.
//!
//! Charsets: UTF-8 (the default), ISO-8859-1 and Windows-1252 are
//! mapped; the other names php accepts are passed through byte-wise.
//! Not here: the entity tables themselves (html_data.rs).

use super::html_data;
use std::collections::HashMap;
use std::sync::OnceLock;
use tusk_value::{Key, PArr, Value};
use tusk_vm::{Args, BResult, Vm};

pub const ENT_HTML_QUOTE_SINGLE: i64 = 1;
pub const ENT_HTML_QUOTE_DOUBLE: i64 = 2;
pub const ENT_IGNORE: i64 = 4;
pub const ENT_SUBSTITUTE: i64 = 8;
pub const ENT_DISALLOWED: i64 = 128;
const DEFAULT_FLAGS: i64 = 3 | ENT_SUBSTITUTE;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Doctype {
    Html401,
    Xml1,
    Xhtml,
    Html5,
}

fn doctype(flags: i64) -> Doctype {
    match flags & 48 {
        0 => Doctype::Html401,
        16 => Doctype::Xml1,
        32 => Doctype::Xhtml,
        _ => Doctype::Html5,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Charset {
    Utf8,
    Latin1,
    Cp1252,
    /// A charset php knows but Tusk does not map: bytes pass through.
    Bytes,
}

/// The charset argument; unknown names warn and mean UTF-8.
fn charset(vm: &mut Vm, name: Option<&[u8]>) -> Charset {
    let Some(n) = name.filter(|n| !n.is_empty()) else {
        return Charset::Utf8;
    };
    let l = String::from_utf8_lossy(n).to_ascii_lowercase();
    match l.as_str() {
        "utf-8" => Charset::Utf8,
        "iso-8859-1" | "iso8859-1" => Charset::Latin1,
        "cp1252" | "windows-1252" | "1252" => Charset::Cp1252,
        "iso-8859-15" | "iso8859-15" | "big5" | "950" | "gb2312" | "936" | "big5-hkscs"
        | "shift_jis" | "sjis" | "932" | "sjis-win" | "cp932" | "eucjp" | "euc-jp"
        | "eucjp-win" | "koi8-r" | "koi8-ru" | "koi8r" | "cp1251" | "windows-1251" | "win-1251"
        | "iso8859-5" | "iso-8859-5" | "cp866" | "866" | "ibm866" | "macroman" => Charset::Bytes,
        _ => {
            let m = format!(
                "Charset \"{}\" is not supported, assuming UTF-8",
                String::from_utf8_lossy(n)
            );
            vm.fn_warning(&m);
            Charset::Utf8
        }
    }
}

const CP1252_HIGH: [u32; 32] = [
    0x20AC, 0xFFFF, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0xFFFF, 0x017D, 0xFFFF, 0xFFFF, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFF, 0x017E, 0x0178,
];

fn utf8_lead(c: u8) -> bool {
    c < 0x80 || (0xc2..=0xf4).contains(&c)
}
fn utf8_trail(c: u8) -> bool {
    (0x80..=0xbf).contains(&c)
}

/// Decodes one UTF-8 character at `i` as php does (UTR #36 strategy 2 on
/// errors): the code point (None when invalid) and where the next
/// character starts.
pub fn next_utf8(s: &[u8], i: usize) -> (Option<u32>, usize) {
    let c = s[i];
    let avail = s.len() - i;
    let at = |k: usize| s[i + k] as u32 & 0x3f;
    if c < 0x80 {
        return (Some(c as u32), i + 1);
    }
    if c < 0xc2 {
        return (None, i + 1);
    }
    if c < 0xe0 {
        if avail < 2 {
            return (None, i + 1);
        }
        if !utf8_trail(s[i + 1]) {
            return (None, i + if utf8_lead(s[i + 1]) { 1 } else { 2 });
        }
        return (Some(((c as u32 & 0x1f) << 6) | at(1)), i + 2);
    }
    if c < 0xf0 {
        if avail < 3 || !utf8_trail(s[i + 1]) || !utf8_trail(s[i + 2]) {
            let n = if avail < 2 || utf8_lead(s[i + 1]) {
                1
            } else if avail < 3 || utf8_lead(s[i + 2]) {
                2
            } else {
                3
            };
            return (None, i + n);
        }
        let cp = ((c as u32 & 0x0f) << 12) | (at(1) << 6) | at(2);
        if cp < 0x800 || (0xd800..=0xdfff).contains(&cp) {
            return (None, i + 3);
        }
        return (Some(cp), i + 3);
    }
    if c < 0xf5 {
        if avail < 4 || !utf8_trail(s[i + 1]) || !utf8_trail(s[i + 2]) || !utf8_trail(s[i + 3]) {
            let n = if avail < 2 || utf8_lead(s[i + 1]) {
                1
            } else if avail < 3 || utf8_lead(s[i + 2]) {
                2
            } else if avail < 4 || utf8_lead(s[i + 3]) {
                3
            } else {
                4
            };
            return (None, i + n);
        }
        let cp = ((c as u32 & 0x07) << 18) | (at(1) << 12) | (at(2) << 6) | at(3);
        if !(0x10000..=0x10FFFF).contains(&cp) {
            return (None, i + 4);
        }
        return (Some(cp), i + 4);
    }
    (None, i + 1)
}

/// Appends the UTF-8 encoding of `cp`.
pub fn push_utf8(out: &mut Vec<u8>, cp: u32) {
    let mut buf = [0u8; 4];
    match char::from_u32(cp) {
        Some(ch) => out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes()),
        None => {
            // Surrogates (reachable through numeric entities in XML1 only).
            out.push(0xe0 | (cp >> 12) as u8);
            out.push(0x80 | ((cp >> 6) & 0x3f) as u8);
            out.push(0x80 | (cp & 0x3f) as u8);
        }
    }
}

fn cp_allowed(cp: u32, dt: Doctype) -> bool {
    match dt {
        Doctype::Html401 => {
            (0x20..=0x7E).contains(&cp)
                || cp == 0x0A
                || cp == 0x09
                || cp == 0x0D
                || (0xA0..=0xD7FF).contains(&cp)
                || (0xE000..=0x10FFFF).contains(&cp)
        }
        Doctype::Html5 => {
            (0x20..=0x7E).contains(&cp)
                || ((0x09..=0x0D).contains(&cp) && cp != 0x0B)
                || (0xA0..=0xD7FF).contains(&cp)
                || ((0xE000..=0x10FFFF).contains(&cp)
                    && (cp & 0xFFFF) < 0xFFFE
                    && !(0xFDD0..=0xFDEF).contains(&cp))
        }
        Doctype::Xhtml | Doctype::Xml1 => {
            (0x20..=0xD7FF).contains(&cp)
                || cp == 0x0A
                || cp == 0x09
                || cp == 0x0D
                || ((0xE000..=0x10FFFF).contains(&cp) && cp != 0xFFFE && cp != 0xFFFF)
        }
    }
}

// ---------------------------------------------------------------- tables

/// Parsed entity tables.
struct Tables {
    /// Entries in code-point order: (code points, name).
    h401_list: Vec<(Vec<u32>, &'static str)>,
    h5_list: Vec<(Vec<u32>, &'static str)>,
    h401_enc: HashMap<u32, &'static str>,
    /// HTML5: the entity of a single character, and of pairs starting with it.
    h5_enc: HashMap<u32, (Option<&'static str>, Vec<(u32, &'static str)>)>,
    h401_dec: HashMap<&'static [u8], u32>,
    h5_dec: HashMap<&'static [u8], (u32, u32)>,
}

fn parse(data: &'static str) -> Vec<(Vec<u32>, &'static str)> {
    data.split_ascii_whitespace()
        .filter_map(|e| {
            let (name, cps) = e.split_once(':')?;
            let cps = cps
                .split(',')
                .filter_map(|h| u32::from_str_radix(h, 16).ok())
                .collect();
            Some((cps, name))
        })
        .collect()
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        let h401_list = parse(html_data::HTML401);
        let h5_list = parse(html_data::HTML5_ENCODE);
        let h401_enc = h401_list.iter().map(|(c, n)| (c[0], *n)).collect();
        let h401_dec = h401_list
            .iter()
            .map(|(c, n)| (n.as_bytes(), c[0]))
            .collect();
        let mut h5_enc: HashMap<u32, (Option<&'static str>, Vec<(u32, &'static str)>)> =
            HashMap::new();
        for (c, n) in &h5_list {
            let e = h5_enc.entry(c[0]).or_default();
            if c.len() == 1 {
                e.0 = Some(n);
            } else {
                e.1.push((c[1], n));
            }
        }
        let h5_dec = parse(html_data::HTML5_DECODE)
            .into_iter()
            .map(|(c, n)| (n.as_bytes(), (c[0], c.get(1).copied().unwrap_or(0))))
            .collect();
        Tables {
            h401_list,
            h5_list,
            h401_enc,
            h5_enc,
            h401_dec,
            h5_dec,
        }
    })
}

/// Resolves a named entity for a doctype: (code point, second code point or 0).
fn resolve_named(name: &[u8], dt: Doctype) -> Option<(u32, u32)> {
    let t = tables();
    match dt {
        Doctype::Html5 => t.h5_dec.get(name).copied(),
        Doctype::Xml1 => match name {
            b"amp" => Some((b'&' as u32, 0)),
            b"lt" => Some((b'<' as u32, 0)),
            b"gt" => Some((b'>' as u32, 0)),
            b"quot" => Some((b'"' as u32, 0)),
            b"apos" => Some((b'\'' as u32, 0)),
            _ => None,
        },
        Doctype::Html401 | Doctype::Xhtml => match name {
            b"quot" => Some((b'"' as u32, 0)),
            b"apos" if dt == Doctype::Xhtml => Some((b'\'' as u32, 0)),
            _ => t.h401_dec.get(name).map(|&c| (c, 0)),
        },
    }
}

/// Parses `#123;` / `#x1F;` after the `&`: (code point, index of the `;`).
fn numeric_entity(s: &[u8], mut i: usize) -> Option<(u32, usize)> {
    let hex = matches!(s.get(i), Some(b'x' | b'X'));
    if hex {
        i += 1;
    }
    let start = i;
    let mut v: u64 = 0;
    while let Some(&c) = s.get(i) {
        let d = match c {
            b'0'..=b'9' => (c - b'0') as u64,
            b'a'..=b'f' if hex => (c - b'a' + 10) as u64,
            b'A'..=b'F' if hex => (c - b'A' + 10) as u64,
            _ => break,
        };
        v = (v * if hex { 16 } else { 10 } + d).min(u64::MAX / 32);
        i += 1;
    }
    if i == start || s.get(i) != Some(&b';') || v > 0x10FFFF {
        return None;
    }
    Some((v as u32, i))
}

/// Parses `name;` after the `&`: (name, index of the `;`).
fn named_entity(s: &[u8], i: usize) -> Option<(&[u8], usize)> {
    let mut j = i;
    while j < s.len() && s[j].is_ascii_alphanumeric() {
        j += 1;
    }
    if j == i || s.get(j) != Some(&b';') {
        return None;
    }
    Some((&s[i..j], j))
}

// -------------------------------------------------------------- encoding

/// The entity of a quote; htmlentities' XHTML table (HTML 4.01's) has no &apos;.
fn quote_entity(c: u8, dt: Doctype, all: bool) -> &'static str {
    match (c, dt) {
        (b'"', _) => "quot",
        (_, Doctype::Html401) => "#039",
        (_, Doctype::Xhtml) if all => "#039",
        _ => "apos",
    }
}

fn escape(
    vm: &mut Vm,
    s: &[u8],
    flags: i64,
    cs_name: Option<&[u8]>,
    double_encode: bool,
    all: bool,
) -> Vec<u8> {
    let cs = charset(vm, cs_name);
    let dt = doctype(flags);
    let t = if all || !double_encode {
        Some(tables())
    } else {
        None
    };
    const REPL: &[u8] = b"\xEF\xBF\xBD";
    let repl: &[u8] = if cs == Charset::Utf8 {
        REPL
    } else {
        b"&#xFFFD;"
    };
    let mut out = Vec::with_capacity(s.len() + s.len() / 8 + 8);
    let mut i = 0;
    while i < s.len() {
        // Fast path: plain ASCII bytes with no meaning here.
        let c = s[i];
        if c < 0x80
            && !matches!(c, b'&' | b'"' | b'\'' | b'<' | b'>')
            && (flags & ENT_DISALLOWED == 0 || (0x20..0x7f).contains(&c))
            && !(all && dt == Doctype::Html5)
        {
            out.push(c);
            i += 1;
            continue;
        }
        let before = i;
        let cp = match cs {
            Charset::Utf8 => {
                let (cp, next) = next_utf8(s, i);
                i = next;
                match cp {
                    Some(c) => c,
                    None => {
                        if flags & ENT_IGNORE != 0 {
                            continue;
                        } else if flags & ENT_SUBSTITUTE != 0 {
                            out.extend_from_slice(repl);
                            continue;
                        }
                        return Vec::new();
                    }
                }
            }
            _ => {
                i += 1;
                s[before] as u32
            }
        };
        let seq = &s[before..i];
        if cp == b'&' as u32 {
            if !double_encode {
                if let Some(end) = valid_entity_at(s, i, dt, flags) {
                    out.extend_from_slice(&s[before..=end]);
                    i = end + 1;
                    continue;
                }
            }
            out.extend_from_slice(b"&amp;");
            continue;
        }
        if (cp == b'\'' as u32 && flags & ENT_HTML_QUOTE_SINGLE == 0)
            || (cp == b'"' as u32 && flags & ENT_HTML_QUOTE_DOUBLE == 0)
        {
            out.extend_from_slice(seq);
            continue;
        }
        let mut rep: Option<&str> = match cp {
            0x22 | 0x27 => Some(quote_entity(cp as u8, dt, all)),
            0x3c => Some("lt"),
            0x3e => Some("gt"),
            _ => None,
        };
        // htmlentities maps single-byte charsets to Unicode; an unmapped
        // byte passes through unchecked.
        let ucp = match cs {
            Charset::Utf8 | Charset::Latin1 => cp,
            Charset::Cp1252 => ucp_of(cp),
            Charset::Bytes if cp < 0x80 => cp,
            Charset::Bytes => 0xFFFF,
        };
        if all && ucp == 0xFFFF {
            out.extend_from_slice(seq);
            continue;
        }
        if all {
            let t = t.expect("tables loaded");
            match dt {
                Doctype::Html401 | Doctype::Xhtml => {
                    if rep.is_none() {
                        rep = t.h401_enc.get(&ucp).copied();
                    }
                }
                Doctype::Html5 => {
                    if let Some((single, pairs)) = t.h5_enc.get(&ucp) {
                        let mut hit = None;
                        if !pairs.is_empty() && i < s.len() {
                            let (next, after) = match cs {
                                Charset::Utf8 => next_utf8(s, i),
                                _ => (Some(s[i] as u32), i + 1),
                            };
                            if let Some(n) = next {
                                if let Some((_, name)) = pairs.iter().find(|p| p.0 == n) {
                                    hit = Some(*name);
                                    i = after;
                                }
                            }
                        }
                        if hit.is_none() && cp != 0x27 && cp != 0x22 {
                            hit = *single;
                        }
                        if hit.is_some() {
                            rep = hit;
                        }
                    }
                }
                Doctype::Xml1 => {}
            }
        }
        if let Some(r) = rep {
            out.push(b'&');
            out.extend_from_slice(r.as_bytes());
            out.push(b';');
            continue;
        }
        if flags & ENT_DISALLOWED != 0 {
            // Without a Unicode mapping (htmlspecialchars on single-byte
            // charsets) only the C0 range is checked.
            let check = match cs {
                Charset::Utf8 | Charset::Latin1 => Some(cp),
                _ if all => Some(ucp),
                _ => (cp <= 0x7D).then_some(cp),
            };
            if let Some(c) = check {
                if !cp_allowed(c, dt) {
                    out.extend_from_slice(repl);
                    continue;
                }
            }
        }
        out.extend_from_slice(seq);
    }
    out
}

fn ucp_of(cp: u32) -> u32 {
    if (0x80..0xa0).contains(&cp) {
        CP1252_HIGH[cp as usize - 0x80]
    } else {
        cp
    }
}

/// With double_encode off: the index of the `;` ending a valid entity
/// that starts after the `&` at `i`.
fn valid_entity_at(s: &[u8], i: usize, dt: Doctype, flags: i64) -> Option<usize> {
    if s.get(i) == Some(&b'#') {
        let (cp, end) = numeric_entity(s, i + 1)?;
        if flags & ENT_DISALLOWED != 0 && !cp_allowed(cp, dt) {
            return None;
        }
        return Some(end);
    }
    let (name, end) = named_entity(s, i)?;
    resolve_named(name, dt)?;
    Some(end)
}

fn flags_arg(a: &Args, i: usize) -> i64 {
    a.opt_int(i, DEFAULT_FLAGS)
}

pub(super) fn htmlspecialchars(vm: &mut Vm, a: &mut Args) -> BResult {
    let cs = a.opt_str(2).map(|c| c.as_bytes().to_vec());
    let out = escape(
        vm,
        a.bytes(0),
        flags_arg(a, 1),
        cs.as_deref(),
        a.opt_bool(3, true),
        false,
    );
    Ok(Value::from(out))
}

pub(super) fn htmlentities(vm: &mut Vm, a: &mut Args) -> BResult {
    let cs = a.opt_str(2).map(|c| c.as_bytes().to_vec());
    let out = escape(
        vm,
        a.bytes(0),
        flags_arg(a, 1),
        cs.as_deref(),
        a.opt_bool(3, true),
        true,
    );
    Ok(Value::from(out))
}

// -------------------------------------------------------------- decoding

fn write_char(out: &mut Vec<u8>, cs: Charset, cp: u32) -> bool {
    match cs {
        Charset::Utf8 => {
            push_utf8(out, cp);
            true
        }
        Charset::Latin1 => {
            if cp > 0xFF {
                return false;
            }
            out.push(cp as u8);
            true
        }
        Charset::Cp1252 => {
            if (0x80..0xa0).contains(&cp) {
                return false;
            }
            if cp <= 0xFF {
                out.push(cp as u8);
                return true;
            }
            match CP1252_HIGH.iter().position(|&c| c == cp) {
                Some(p) => {
                    out.push(0x80 + p as u8);
                    true
                }
                None => false,
            }
        }
        Charset::Bytes => {
            if cp >= 0x80 {
                return false;
            }
            out.push(cp as u8);
            true
        }
    }
}

fn unescape(s: &[u8], flags: i64, cs: Charset, all: bool) -> Vec<u8> {
    let dt = doctype(flags);
    let mut out = Vec::with_capacity(s.len());
    let mut p = 0;
    while p < s.len() {
        if s[p] != b'&' || p + 3 >= s.len() {
            out.push(s[p]);
            p += 1;
            continue;
        }
        let decoded = if s[p + 1] == b'#' {
            numeric_entity(s, p + 2).and_then(|(cp, end)| {
                if !all && !matches!(cp, 0x22 | 0x26 | 0x27 | 0x3c | 0x3e) {
                    return None;
                }
                if !cp_allowed(cp, dt) || (dt == Doctype::Html5 && cp == 0x0D) {
                    return None;
                }
                Some((cp, 0, end))
            })
        } else {
            named_entity(s, p + 1).and_then(|(name, end)| {
                let r = if all {
                    resolve_named(name, dt)
                } else {
                    match name {
                        b"amp" => Some((0x26, 0)),
                        b"lt" => Some((0x3c, 0)),
                        b"gt" => Some((0x3e, 0)),
                        b"quot" => Some((0x22, 0)),
                        b"apos" if dt != Doctype::Html401 => Some((0x27, 0)),
                        _ => None,
                    }
                };
                r.map(|(c, c2)| (c, c2, end))
            })
        };
        if let Some((cp, cp2, end)) = decoded {
            let quote_off = (cp == 0x27 && flags & ENT_HTML_QUOTE_SINGLE == 0)
                || (cp == 0x22 && flags & ENT_HTML_QUOTE_DOUBLE == 0);
            if !quote_off {
                let mark = out.len();
                let ok = write_char(&mut out, cs, cp)
                    && (cp2 == 0 || (cs == Charset::Utf8 && write_char(&mut out, cs, cp2)));
                if ok {
                    p = end + 1;
                    continue;
                }
                out.truncate(mark);
            }
        }
        // Not an entity we decode: copy the '&' and go on.
        out.push(b'&');
        p += 1;
    }
    out
}

pub(super) fn htmlspecialchars_decode(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    if !s.contains(&b'&') {
        return Ok(a.val(0).clone());
    }
    Ok(Value::from(unescape(
        s,
        flags_arg(a, 1),
        Charset::Utf8,
        false,
    )))
}

pub(super) fn html_entity_decode(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    if !s.contains(&b'&') {
        return Ok(a.val(0).clone());
    }
    let cs = charset(vm, a.opt_str(2).map(|c| c.as_bytes()));
    Ok(Value::from(unescape(s, flags_arg(a, 1), cs, true)))
}

// ------------------------------------------------------- translation table

pub(super) fn get_html_translation_table(vm: &mut Vm, a: &mut Args) -> BResult {
    let all = a.opt_int(0, 0) & 1 != 0;
    let flags = flags_arg(a, 1);
    let cs = charset(vm, a.opt_str(2).map(|c| c.as_bytes()));
    let dt = doctype(flags);
    let mut entries: Vec<(Vec<u32>, &str)> = Vec::new();
    if flags & ENT_HTML_QUOTE_DOUBLE != 0 {
        entries.push((vec![0x22], "quot"));
    }
    if flags & ENT_HTML_QUOTE_SINGLE != 0 {
        entries.push((vec![0x27], quote_entity(b'\'', dt, all)));
    }
    let t = tables();
    match (all, dt) {
        (true, Doctype::Html401 | Doctype::Xhtml) => entries.extend(t.h401_list.iter().cloned()),
        (true, Doctype::Html5) => entries.extend(
            t.h5_list
                .iter()
                .filter(|(c, _)| c[0] != 0x22 && c[0] != 0x27)
                .cloned(),
        ),
        _ => {
            entries.push((vec![0x26], "amp"));
            entries.push((vec![0x3c], "lt"));
            entries.push((vec![0x3e], "gt"));
        }
    }
    entries.sort_by(|x, y| x.0.cmp(&y.0));
    let mut arr = PArr::with_capacity(entries.len());
    let d = arr.make_mut();
    for (cps, name) in entries {
        let mut key = Vec::new();
        let mut ok = true;
        for &c in &cps {
            ok &= write_char(&mut key, cs, c);
        }
        if !ok {
            continue;
        }
        let mut v = Vec::with_capacity(name.len() + 2);
        v.push(b'&');
        v.extend_from_slice(name.as_bytes());
        v.push(b';');
        d.insert(Key::from_bytes(&key), Value::from(v));
    }
    Ok(Value::Arr(arr))
}
