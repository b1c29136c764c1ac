//! URL and transfer codecs: urlencode/rawurlencode and their decoders,
//! base64, quoted-printable, http_build_query, parse_str and parse_url.
//!
//! Not here: objects in http_build_query (their public properties), which
//! wait for the object model; stream wrappers.

use super::super::formatted_print::gcvt;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

const HEX_UP: &[u8; 16] = b"0123456789ABCDEF";

/// urlencode (raw = false: space as '+', '~' encoded) or rawurlencode.
pub fn url_encode(s: &[u8], raw: bool, out: &mut Vec<u8>) {
    for &c in s {
        if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.') || (raw && c == b'~') {
            out.push(c);
        } else if c == b' ' && !raw {
            out.push(b'+');
        } else {
            out.push(b'%');
            out.push(HEX_UP[(c >> 4) as usize]);
            out.push(HEX_UP[(c & 15) as usize]);
        }
    }
}

fn hexval(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c - b'A' + 10,
    }
}

/// urldecode (plus = true: '+' is a space) or rawurldecode.
pub fn url_decode(s: &[u8], plus: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'+' && plus {
            out.push(b' ');
        } else if c == b'%'
            && i + 2 < s.len()
            && s[i + 1].is_ascii_hexdigit()
            && s[i + 2].is_ascii_hexdigit()
        {
            out.push(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
            i += 2;
        } else {
            out.push(c);
        }
        i += 1;
    }
    out
}

pub(super) fn urlencode(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let mut out = Vec::with_capacity(s.len() + s.len() / 2);
    url_encode(s, false, &mut out);
    Ok(Value::from(out))
}

pub(super) fn rawurlencode(_vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    let mut out = Vec::with_capacity(s.len() + s.len() / 2);
    url_encode(s, true, &mut out);
    Ok(Value::from(out))
}

pub(super) fn urldecode(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::from(url_decode(a.bytes(0), true)))
}

pub(super) fn rawurldecode(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::from(url_decode(a.bytes(0), false)))
}

// ----------------------------------------------------------------- base64

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Base64 digit values; 0xfe for skipped whitespace, 0xff for invalid bytes.
const B64_REV: [u8; 256] = {
    let mut t = [0xffu8; 256];
    let mut i = 0;
    while i < 64 {
        t[B64[i] as usize] = i as u8;
        i += 1;
    }
    t[b'\t' as usize] = 0xfe;
    t[b'\n' as usize] = 0xfe;
    t[b'\r' as usize] = 0xfe;
    t[b' ' as usize] = 0xfe;
    t
};

pub fn base64_encode_bytes(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len().div_ceil(3) * 4);
    let mut chunks = s.chunks_exact(3);
    for c in &mut chunks {
        let n = (c[0] as u32) << 16 | (c[1] as u32) << 8 | c[2] as u32;
        out.extend_from_slice(&[
            B64[(n >> 18) as usize & 63],
            B64[(n >> 12) as usize & 63],
            B64[(n >> 6) as usize & 63],
            B64[n as usize & 63],
        ]);
    }
    match *chunks.remainder() {
        [a] => out.extend_from_slice(&[
            B64[(a >> 2) as usize],
            B64[((a & 3) << 4) as usize],
            b'=',
            b'=',
        ]),
        [a, b] => out.extend_from_slice(&[
            B64[(a >> 2) as usize],
            B64[(((a & 3) << 4) | (b >> 4)) as usize],
            B64[((b & 15) << 2) as usize],
            b'=',
        ]),
        _ => {}
    }
    out
}

/// php's base64 decoder: None when strict mode rejects the input.
pub fn base64_decode_bytes(s: &[u8], strict: bool) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() / 4 * 3 + 3);
    let mut i = 0usize;
    let mut padding = 0;
    let mut cur = 0u8;
    for &c in s {
        if c == b'=' {
            padding += 1;
            continue;
        }
        let v = B64_REV[c as usize];
        if v == 0xfe {
            continue;
        }
        if v == 0xff {
            if strict {
                return None;
            }
            continue;
        }
        if strict && padding > 0 {
            return None;
        }
        match i % 4 {
            0 => cur = v << 2,
            1 => {
                out.push(cur | (v >> 4));
                cur = (v & 0x0f) << 4;
            }
            2 => {
                out.push(cur | (v >> 2));
                cur = (v & 3) << 6;
            }
            _ => out.push(cur | v),
        }
        i += 1;
    }
    if strict && i % 4 == 1 {
        return None;
    }
    if strict && padding > 0 && (padding > 2 || !(i + padding).is_multiple_of(4)) {
        return None;
    }
    Some(out)
}

pub(super) fn base64_encode(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::from(base64_encode_bytes(a.bytes(0))))
}

pub(super) fn base64_decode(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(
        match base64_decode_bytes(a.bytes(0), a.opt_bool(1, false)) {
            Some(v) => Value::from(v),
            None => Value::Bool(false),
        },
    )
}

// ------------------------------------------------------- quoted-printable

pub(super) fn quoted_printable_encode(_vm: &mut Vm, a: &mut Args) -> BResult {
    const MAXL: usize = 75;
    let s = a.bytes(0);
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(s.len() * 3 / 2);
    let mut lp = 0usize;
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        i += 1;
        if c == b'\r' && at(i) == b'\n' && i < s.len() {
            out.extend_from_slice(b"\r\n");
            i += 1;
            lp = 0;
            continue;
        }
        if c < 32 || c == 0x7f || c & 0x80 != 0 || c == b'=' || (c == b' ' && at(i) == b'\r') {
            lp += 3;
            let wrap = (lp > MAXL && c <= 0x7f)
                || (c > 0x7f && c <= 0xdf && lp + 3 > MAXL)
                || (c > 0xdf && c <= 0xef && lp + 6 > MAXL)
                || (c > 0xef && c <= 0xf4 && lp + 9 > MAXL);
            if wrap {
                out.extend_from_slice(b"=\r\n");
                lp = 3;
            }
            out.push(b'=');
            out.push(HEX_UP[(c >> 4) as usize]);
            out.push(HEX_UP[(c & 15) as usize]);
        } else {
            lp += 1;
            if lp > MAXL {
                out.extend_from_slice(b"=\r\n");
                lp = 1;
            }
            out.push(c);
        }
    }
    Ok(Value::from(out))
}

pub(super) fn quoted_printable_decode(_vm: &mut Vm, a: &mut Args) -> BResult {
    let full = a.bytes(0);
    // The C implementation stops at the first NUL byte.
    let s = match full.iter().position(|&c| c == 0) {
        Some(p) => &full[..p],
        None => full,
    };
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'=' {
            out.push(s[i]);
            i += 1;
            continue;
        }
        if at(i + 1).is_ascii_hexdigit() && at(i + 2).is_ascii_hexdigit() {
            out.push(hexval(s[i + 1]) * 16 + hexval(s[i + 2]));
            i += 3;
            continue;
        }
        let mut k = 1;
        while at(i + k) == b' ' || at(i + k) == b'\t' {
            k += 1;
        }
        if at(i + k) == 0 {
            i += k;
        } else if at(i + k) == b'\r' && at(i + k + 1) == b'\n' {
            i += k + 2;
        } else if at(i + k) == b'\r' || at(i + k) == b'\n' {
            i += k + 1;
        } else {
            out.push(s[i]);
            i += 1;
        }
    }
    Ok(Value::from(out))
}

// -------------------------------------------------------- http_build_query

struct QueryCtx<'a> {
    sep: &'a [u8],
    num_prefix: &'a [u8],
    raw: bool,
    out: Vec<u8>,
}

fn build_query(
    vm: &mut Vm,
    ctx: &mut QueryCtx,
    arr: &PArr,
    prefix: Option<&[u8]>,
    depth: usize,
) -> Result<(), Unwind> {
    let entries: Vec<(Key, Value)> = arr.iter().map(|(k, v)| (k, v.unref())).collect();
    for (k, v) in entries {
        let mut ekey = Vec::new();
        match &k {
            Key::Str(s) => url_encode(s.as_bytes(), ctx.raw, &mut ekey),
            Key::Int(n) => ekey.extend_from_slice(n.to_string().as_bytes()),
        }
        match &v {
            Value::Arr(sub) => {
                if depth > 256 {
                    continue;
                }
                let mut np = Vec::new();
                match prefix {
                    Some(p) => {
                        np.extend_from_slice(p);
                        np.extend_from_slice(&ekey);
                        np.extend_from_slice(b"%5D%5B");
                    }
                    None => {
                        if matches!(k, Key::Int(_)) {
                            np.extend_from_slice(ctx.num_prefix);
                        }
                        np.extend_from_slice(&ekey);
                        np.extend_from_slice(b"%5B");
                    }
                }
                build_query(vm, ctx, sub, Some(&np), depth + 1)?;
            }
            Value::Null | Value::Undef => {}
            Value::Obj(_) => {
                // Objects contribute their public properties in php; not
                // supported until the object model exists.
            }
            _ => {
                if !ctx.out.is_empty() {
                    let sep = ctx.sep.to_vec();
                    ctx.out.extend_from_slice(&sep);
                }
                match prefix {
                    Some(p) => ctx.out.extend_from_slice(p),
                    None => {
                        if matches!(k, Key::Int(_)) {
                            let np = ctx.num_prefix.to_vec();
                            ctx.out.extend_from_slice(&np);
                        }
                    }
                }
                ctx.out.extend_from_slice(&ekey);
                if prefix.is_some() {
                    ctx.out.extend_from_slice(b"%5D");
                }
                ctx.out.push(b'=');
                let text: Vec<u8> = match &v {
                    Value::Bool(b) => vec![if *b { b'1' } else { b'0' }],
                    Value::Int(n) => n.to_string().into_bytes(),
                    Value::Float(f) => float_g(*f, tusk_value::ops::precision()),
                    other => vm.to_pstr(other)?.as_bytes().to_vec(),
                };
                let raw = ctx.raw;
                url_encode(&text, raw, &mut ctx.out);
            }
        }
    }
    Ok(())
}

/// `%.*G` as php's spprintf formats a float (precision digits, "1.0E+25").
fn float_g(f: f64, precision: i32) -> Vec<u8> {
    if f.is_nan() {
        return b"NAN".to_vec();
    }
    if f.is_infinite() {
        return if f > 0.0 {
            b"INF".to_vec()
        } else {
            b"-INF".to_vec()
        };
    }
    let p = if precision == 0 { 1 } else { precision };
    gcvt(f, p, b'E')
}

pub(super) fn http_build_query(vm: &mut Vm, a: &mut Args) -> BResult {
    let data = match a.val(0).unref() {
        Value::Arr(arr) => arr,
        _ => PArr::new(),
    };
    let num_prefix = a
        .opt_str(1)
        .map(|p| p.as_bytes().to_vec())
        .unwrap_or_default();
    // The separator is used as a C string (up to a NUL byte).
    let sep: Vec<u8> = match a.opt_str(2) {
        Some(s) => s
            .as_bytes()
            .iter()
            .take_while(|&&c| c != 0)
            .copied()
            .collect(),
        None => match vm.ini_get("arg_separator.output") {
            Some(s) if !s.is_empty() => s.as_bytes().to_vec(),
            _ => b"&".to_vec(),
        },
    };
    let raw = a.opt_int(3, 1) == 2;
    let mut ctx = QueryCtx {
        sep: &sep,
        num_prefix: &num_prefix,
        raw,
        out: Vec::new(),
    };
    build_query(vm, &mut ctx, &data, None, 0)?;
    Ok(Value::from(ctx.out))
}

// --------------------------------------------------------------- parse_str

/// Registers `name = val` into `arr` with php's variable-name rules
/// (nested `a[b][]` keys, spaces and dots as underscores).
pub fn register_variable(arr: &mut PArr, name: &[u8], val: Value) {
    let mut name = name;
    while name.first() == Some(&b' ') {
        name = &name[1..];
    }
    // Names are C strings: a NUL ends them.
    if let Some(p) = name.iter().position(|&c| c == 0) {
        name = &name[..p];
    }
    let mut var: Vec<u8> = name.to_vec();
    let mut bracket = None;
    for (i, c) in var.iter_mut().enumerate() {
        if *c == b' ' || *c == b'.' {
            *c = b'_';
        } else if *c == b'[' {
            bracket = Some(i);
            break;
        }
    }
    let base_len = bracket.unwrap_or(var.len());
    if base_len == 0 {
        return;
    }
    let Some(mut ip) = bracket else {
        arr.make_mut().insert(Key::from_bytes(&var), val);
        return;
    };
    // Walk the [index] parts.
    let mut path: Vec<Option<Vec<u8>>> = vec![Some(var[..base_len].to_vec())];
    let mut nest = 0;
    loop {
        nest += 1;
        if nest > 64 {
            return;
        }
        ip += 1;
        let index_s = ip;
        if var.get(ip) == Some(&b' ') {
            ip += 1;
        }
        if var.get(ip) == Some(&b']') {
            path.push(None);
        } else {
            match var[ip..].iter().position(|&c| c == b']') {
                Some(p) => {
                    path.push(Some(var[index_s..ip + p].to_vec()));
                    ip += p;
                }
                None => {
                    // Not an index: the '[' and what follows join the name.
                    if path.len() == 1 {
                        var[index_s - 1] = b'_';
                        for c in &mut var[index_s..] {
                            if matches!(*c, b' ' | b'.' | b'[') {
                                *c = b'_';
                            }
                        }
                        path[0] = Some(var.clone());
                    }
                    break;
                }
            }
        }
        ip += 1;
        if var.get(ip) != Some(&b'[') {
            break;
        }
    }
    insert_path(arr, &path, val);
}

fn insert_path(arr: &mut PArr, path: &[Option<Vec<u8>>], val: Value) {
    let d = arr.make_mut();
    let (first, rest) = path.split_first().expect("non-empty path");
    if rest.is_empty() {
        match first {
            Some(k) => {
                d.insert(Key::from_bytes(k), val);
            }
            None => {
                let _ = d.push(val);
            }
        }
        return;
    }
    let slot: &mut Value = match first {
        Some(k) => d.entry(Key::from_bytes(k)),
        None => {
            if d.push(Value::Arr(PArr::new())).is_err() {
                return;
            }
            let last = d.last().map(|(k, _)| k).expect("just pushed");
            d.entry(last)
        }
    };
    if !matches!(slot, Value::Arr(_)) {
        *slot = Value::Arr(PArr::new());
    }
    if let Value::Arr(sub) = slot {
        insert_path(sub, rest, val);
    }
}

/// Registers every `name=value` pair of a query string (or an
/// urlencoded body) into `arr`, split at any byte of `seps`.
pub fn parse_query_into(arr: &mut PArr, s: &[u8], seps: &[u8]) {
    for part in s.split(|c| seps.contains(c)) {
        if part.is_empty() {
            continue;
        }
        let (name, val) = match part.iter().position(|&c| c == b'=') {
            Some(p) => (&part[..p], url_decode(&part[p + 1..], true)),
            None => (part, Vec::new()),
        };
        let name = url_decode(name, true);
        register_variable(arr, &name, Value::Str(PStr::from(val)));
    }
}

pub(super) fn parse_str(vm: &mut Vm, a: &mut Args) -> BResult {
    // The query is read as a C string: a NUL byte ends it.
    let s = a.bytes(0);
    let s = &s[..s.iter().position(|&c| c == 0).unwrap_or(s.len())];
    let seps: Vec<u8> = match vm.ini_get("arg_separator.input") {
        Some(v) if !v.is_empty() => v.as_bytes().to_vec(),
        _ => b"&".to_vec(),
    };
    let mut arr = PArr::new();
    parse_query_into(&mut arr, s, &seps);
    a.by_ref(1).set(Value::Arr(arr));
    Ok(Value::Null)
}

// --------------------------------------------------------------- parse_url

#[derive(Default)]
struct Url {
    scheme: Option<Vec<u8>>,
    host: Option<Vec<u8>>,
    port: Option<i64>,
    user: Option<Vec<u8>>,
    pass: Option<Vec<u8>>,
    path: Option<Vec<u8>>,
    query: Option<Vec<u8>>,
    fragment: Option<Vec<u8>>,
}

fn ctrl(b: &[u8]) -> Vec<u8> {
    b.iter()
        .map(|&c| if c < 32 || c == 127 { b'_' } else { c })
        .collect()
}

fn memchr(s: &[u8], from: usize, to: usize, c: u8) -> Option<usize> {
    s[from..to].iter().position(|&x| x == c).map(|p| p + from)
}

fn memrchr(s: &[u8], from: usize, to: usize, c: u8) -> Option<usize> {
    s[from..to].iter().rposition(|&x| x == c).map(|p| p + from)
}

/// A port text (1 to 5 digits, strtol rules): Some(port) when 0..=65535.
fn port_of(b: &[u8]) -> Option<i64> {
    let digits: Vec<u8> = b
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .copied()
        .collect();
    if digits.is_empty() {
        return None;
    }
    let n: i64 = std::str::from_utf8(&digits).ok()?.parse().ok()?;
    (0..=65535).contains(&n).then_some(n)
}

enum Step {
    Host(usize),
    Path(usize),
}

fn parse_url_bytes(s: &[u8]) -> Option<Url> {
    let mut u = Url::default();
    let ue = s.len();
    let rel = |at: usize| at + 1 < ue && s[at] == b'/' && s[at + 1] == b'/';
    let cspn = |from: usize, chars: &[u8]| {
        let mut e = ue;
        for &c in chars {
            if let Some(p) = memchr(s, from, e, c) {
                e = p;
            }
        }
        e
    };
    let colon = memchr(s, 0, ue, b':');
    let step = 'scheme: {
        let port_case = |e: usize, u: &mut Url| -> Option<Step> {
            // ":digits" after the start: a host:port without scheme.
            let p = e + 1;
            let mut pp = p;
            while pp < ue && pp - p < 6 && s[pp].is_ascii_digit() {
                pp += 1;
            }
            if pp - p > 0 && pp - p < 6 && (pp == ue || s[pp] == b'/') {
                let port = port_of(&s[p..pp])?;
                u.port = Some(port);
                return Some(Step::Host(if rel(0) { 2 } else { 0 }));
            }
            if p == pp && pp == ue {
                return None;
            }
            if rel(0) {
                return Some(Step::Host(2));
            }
            Some(Step::Path(0))
        };
        match colon {
            Some(e) if e != 0 => {
                for &c in &s[..e] {
                    if !c.is_ascii_alphanumeric() && !matches!(c, b'+' | b'.' | b'-') {
                        if e + 1 < ue && e < cspn(0, b"?#") {
                            break 'scheme port_case(e, &mut u)?;
                        } else if rel(0) {
                            break 'scheme Step::Host(2);
                        } else {
                            break 'scheme Step::Path(0);
                        }
                    }
                }
                if e + 1 == ue {
                    u.scheme = Some(ctrl(&s[..e]));
                    return Some(u);
                }
                if s[e + 1] != b'/' {
                    let mut p = e + 1;
                    while p < ue && s[p].is_ascii_digit() {
                        p += 1;
                    }
                    if (p == ue || s[p] == b'/') && p - e < 7 {
                        break 'scheme port_case(e, &mut u)?;
                    }
                    u.scheme = Some(ctrl(&s[..e]));
                    break 'scheme Step::Path(e + 1);
                }
                u.scheme = Some(ctrl(&s[..e]));
                if e + 2 < ue && s[e + 2] == b'/' {
                    let st = e + 3;
                    if s[..e].eq_ignore_ascii_case(b"file") && e + 3 < ue && s[e + 3] == b'/' {
                        if e + 5 < ue && s[e + 5] == b':' {
                            break 'scheme Step::Path(e + 4);
                        }
                        break 'scheme Step::Path(st);
                    }
                    Step::Host(st)
                } else {
                    Step::Path(e + 1)
                }
            }
            Some(e) => port_case(e, &mut u)?,
            None if rel(0) => Step::Host(2),
            None => Step::Path(0),
        }
    };
    let st = match step {
        Step::Path(p) => p,
        Step::Host(mut st) => {
            let e = cspn(st, b"/?#");
            if let Some(at) = memrchr(s, st, e, b'@') {
                match memchr(s, st, at, b':') {
                    Some(pp) => {
                        u.user = Some(ctrl(&s[st..pp]));
                        u.pass = Some(ctrl(&s[pp + 1..at]));
                    }
                    None => u.user = Some(ctrl(&s[st..at])),
                }
                st = at + 1;
            }
            let p = if st < ue && s[st] == b'[' && e > 0 && s[e - 1] == b']' {
                None
            } else {
                memrchr(s, st, e, b':')
            };
            let hend = match p {
                Some(p) => {
                    if u.port.is_none() {
                        let digits = &s[p + 1..e];
                        if digits.len() > 5 {
                            return None;
                        }
                        if !digits.is_empty() {
                            u.port = Some(port_of(digits)?);
                        }
                    }
                    p
                }
                None => e,
            };
            if hend < st + 1 {
                return None;
            }
            u.host = Some(ctrl(&s[st..hend]));
            if e == ue {
                return Some(u);
            }
            e
        }
    };
    // just_path
    let mut e = ue;
    if let Some(p) = memchr(s, st, e, b'#') {
        u.fragment = Some(ctrl(&s[p + 1..e]));
        e = p;
    }
    if let Some(p) = memchr(s, st, e, b'?') {
        u.query = Some(ctrl(&s[p + 1..e]));
        e = p;
    }
    if st < e || st == ue {
        u.path = Some(ctrl(&s[st..e]));
    }
    Some(u)
}

pub(super) fn parse_url(vm: &mut Vm, a: &mut Args) -> BResult {
    let comp = a.opt_int(1, -1);
    let Some(u) = parse_url_bytes(a.bytes(0)) else {
        return Ok(Value::Bool(false));
    };
    let s = |v: Option<Vec<u8>>| v.map(Value::from).unwrap_or(Value::Null);
    if comp != -1 {
        return Ok(match comp {
            0 => s(u.scheme),
            1 => s(u.host),
            2 => u.port.map(Value::Int).unwrap_or(Value::Null),
            3 => s(u.user),
            4 => s(u.pass),
            5 => s(u.path),
            6 => s(u.query),
            7 => s(u.fragment),
            _ => {
                return Err(vm.arg_value_error(
                    2,
                    &format!("must be a valid URL component identifier, {comp} given"),
                ))
            }
        });
    }
    let mut arr = PArr::new();
    let d = arr.make_mut();
    let mut put = |k: &str, v: Option<Value>| {
        if let Some(v) = v {
            d.insert(Key::Str(PStr::from(k)), v);
        }
    };
    put("scheme", u.scheme.map(Value::from));
    put("host", u.host.map(Value::from));
    put("port", u.port.map(Value::Int));
    put("user", u.user.map(Value::from));
    put("pass", u.pass.map(Value::from));
    put("path", u.path.map(Value::from));
    put("query", u.query.map(Value::from));
    put("fragment", u.fragment.map(Value::from));
    Ok(Value::Arr(arr))
}

// --------------------------------------------------------------- uuencode

fn uu_enc(c: u8) -> u8 {
    if c != 0 {
        (c & 0o77) + b' '
    } else {
        b'`'
    }
}

fn uu_dec(c: u8) -> u8 {
    c.wrapping_sub(b' ') & 0o77
}

/// php_uuencode: 45-byte lines, a '`' line at the end.
pub fn uuencode_bytes(src: &[u8]) -> Vec<u8> {
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let e = src.len();
    let mut out = Vec::with_capacity(src.len() * 3 / 2 + 46);
    let mut s = 0usize;
    let mut len = 45usize;
    let quad = |out: &mut Vec<u8>, s: usize| {
        out.push(uu_enc(at(s) >> 2));
        out.push(uu_enc(((at(s) << 4) & 0o60) | ((at(s + 1) >> 4) & 0o17)));
        out.push(uu_enc(((at(s + 1) << 2) & 0o74) | ((at(s + 2) >> 6) & 0o3)));
        out.push(uu_enc(at(s + 2) & 0o77));
    };
    while s + 3 < e {
        let mut ee = s + len;
        if ee > e {
            ee = e;
            len = ee - s;
            if !len.is_multiple_of(3) {
                ee = s + len / 3 * 3;
            }
        }
        out.push(uu_enc(len as u8));
        while s < ee {
            quad(&mut out, s);
            s += 3;
        }
        if len == 45 {
            out.push(b'\n');
        }
    }
    if s < e {
        if len == 45 {
            out.push(uu_enc((e - s) as u8));
            len = 0;
        }
        out.push(uu_enc(at(s) >> 2));
        out.push(uu_enc(((at(s) << 4) & 0o60) | ((at(s + 1) >> 4) & 0o17)));
        out.push(if e - s > 1 {
            uu_enc(((at(s + 1) << 2) & 0o74) | ((at(s + 2) >> 6) & 0o3))
        } else {
            uu_enc(0)
        });
        out.push(if e - s > 2 {
            uu_enc(at(s + 2) & 0o77)
        } else {
            uu_enc(0)
        });
    }
    if len < 45 {
        out.push(b'\n');
    }
    out.push(uu_enc(0));
    out.push(b'\n');
    out
}

/// php_uudecode: None when the data is not valid uuencoded text.
pub fn uudecode_bytes(src: &[u8]) -> Option<Vec<u8>> {
    if src.is_empty() {
        return None;
    }
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let e = src.len();
    let mut out = Vec::with_capacity(src.len() * 3 / 4 + 3);
    let mut s = 0usize;
    let mut total = 0usize;
    while s < e {
        let len = uu_dec(src[s]) as usize;
        s += 1;
        if len == 0 {
            break;
        }
        if len > src.len() {
            return None;
        }
        total += len;
        let ee = s + if len == 45 {
            60
        } else {
            (len as f64 * 1.33).floor() as usize
        };
        if ee > e {
            return None;
        }
        while s < ee {
            if s + 4 > e {
                return None;
            }
            out.push(uu_dec(at(s)) << 2 | uu_dec(at(s + 1)) >> 4);
            out.push(uu_dec(at(s + 1)) << 4 | uu_dec(at(s + 2)) >> 2);
            out.push(uu_dec(at(s + 2)) << 6 | uu_dec(at(s + 3)));
            s += 4;
        }
        if len < 45 {
            break;
        }
        s += 1;
    }
    if total > out.len() {
        out.push(uu_dec(at(s)) << 2 | uu_dec(at(s + 1)) >> 4);
        if total > 1 {
            out.push(uu_dec(at(s + 1)) << 4 | uu_dec(at(s + 2)) >> 2);
            if total > 2 {
                out.push(uu_dec(at(s + 2)) << 6 | uu_dec(at(s + 3)));
            }
        }
    }
    out.resize(total, 0);
    Some(out)
}

pub(super) fn convert_uuencode(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::from(uuencode_bytes(a.bytes(0))))
}

pub(super) fn convert_uudecode(vm: &mut Vm, a: &mut Args) -> BResult {
    match uudecode_bytes(a.bytes(0)) {
        Some(d) => Ok(Value::from(d)),
        None => {
            vm.fn_warning("Argument #1 ($data) is not a valid uuencoded string");
            Ok(Value::Bool(false))
        }
    }
}
