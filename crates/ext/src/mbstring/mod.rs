//! ext/mbstring: multibyte string functions over the encodings of
//! encoding.rs, UTF-8 first (its counting functions use php's lead-byte
//! length table, as php 8.2 does), with case mapping in case.rs and the
//! search/cut functions in search.rs. Per-request settings (internal
//! encoding, substitute character, detect order) live in a thread-local
//! reset by [`reset`].
//!
//! Not here: the mb_ereg* family, mb_send_mail, mb_http_*, mb_convert_kana,
//! mb_convert_variables, mb_*_mimeheader, mb_*_numericentity, mb_parse_str,
//! mb_output_handler, mb_get_info, mb_language; and the encodings listed
//! as missing in encoding.rs.

pub mod case;
pub mod encoding;
mod search;

use encoding::{is_err, Enc, ENCODINGS};
use std::cell::RefCell;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Unwind, Vm};

pub static MBSTRING: Module = Module {
    name: "mbstring",
    classes: &[],
    functions: &[
        Builtin {
            sig: "mb_internal_encoding(?string $encoding = null): string|bool",
            f: mb_internal_encoding,
        },
        Builtin {
            sig: "mb_substitute_character(string|int|null $substitute_character = null): string|int|bool",
            f: mb_substitute_character,
        },
        Builtin {
            sig: "mb_detect_order(array|string|null $encoding = null): array|bool",
            f: mb_detect_order,
        },
        Builtin {
            sig: "mb_strlen(string $string, ?string $encoding = null): int",
            f: mb_strlen,
        },
        Builtin {
            sig: "mb_substr(string $string, int $start, ?int $length = null, ?string $encoding = null): string",
            f: mb_substr,
        },
        Builtin {
            sig: "mb_strcut(string $string, int $start, ?int $length = null, ?string $encoding = null): string",
            f: search::mb_strcut,
        },
        Builtin {
            sig: "mb_strpos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false",
            f: search::mb_strpos,
        },
        Builtin {
            sig: "mb_strrpos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false",
            f: search::mb_strrpos,
        },
        Builtin {
            sig: "mb_stripos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false",
            f: search::mb_stripos,
        },
        Builtin {
            sig: "mb_strripos(string $haystack, string $needle, int $offset = 0, ?string $encoding = null): int|false",
            f: search::mb_strripos,
        },
        Builtin {
            sig: "mb_strstr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false",
            f: search::mb_strstr,
        },
        Builtin {
            sig: "mb_strrchr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false",
            f: search::mb_strrchr,
        },
        Builtin {
            sig: "mb_stristr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false",
            f: search::mb_stristr,
        },
        Builtin {
            sig: "mb_strrichr(string $haystack, string $needle, bool $before_needle = false, ?string $encoding = null): string|false",
            f: search::mb_strrichr,
        },
        Builtin {
            sig: "mb_substr_count(string $haystack, string $needle, ?string $encoding = null): int",
            f: search::mb_substr_count,
        },
        Builtin {
            sig: "mb_str_split(string $string, int $length = 1, ?string $encoding = null): array",
            f: mb_str_split,
        },
        Builtin {
            sig: "mb_strtoupper(string $string, ?string $encoding = null): string",
            f: mb_strtoupper,
        },
        Builtin {
            sig: "mb_strtolower(string $string, ?string $encoding = null): string",
            f: mb_strtolower,
        },
        Builtin {
            sig: "mb_convert_case(string $string, int $mode, ?string $encoding = null): string",
            f: mb_convert_case,
        },
        Builtin {
            sig: "mb_strwidth(string $string, ?string $encoding = null): int",
            f: mb_strwidth,
        },
        Builtin {
            sig: "mb_strimwidth(string $string, int $start, int $width, string $trim_marker = \"\", ?string $encoding = null): string",
            f: mb_strimwidth,
        },
        Builtin {
            sig: "mb_convert_encoding(array|string $string, string $to_encoding, array|string|null $from_encoding = null): array|string|false",
            f: mb_convert_encoding,
        },
        Builtin {
            sig: "mb_check_encoding(array|string|null $value = null, ?string $encoding = null): bool",
            f: mb_check_encoding,
        },
        Builtin {
            sig: "mb_detect_encoding(string $string, array|string|null $encodings = null, bool $strict = false): string|false",
            f: mb_detect_encoding,
        },
        Builtin {
            sig: "mb_list_encodings(): array",
            f: mb_list_encodings,
        },
        Builtin {
            sig: "mb_encoding_aliases(string $encoding): array",
            f: mb_encoding_aliases,
        },
        Builtin {
            sig: "mb_scrub(string $string, ?string $encoding = null): string",
            f: mb_scrub,
        },
        Builtin {
            sig: "mb_ord(string $string, ?string $encoding = null): int|false",
            f: mb_ord,
        },
        Builtin {
            sig: "mb_chr(int $codepoint, ?string $encoding = null): string|false",
            f: mb_chr,
        },
    ],
    constants: &[
        ("MB_CASE_UPPER", ConstVal::Int(case::UPPER)),
        ("MB_CASE_LOWER", ConstVal::Int(case::LOWER)),
        ("MB_CASE_TITLE", ConstVal::Int(case::TITLE)),
        ("MB_CASE_FOLD", ConstVal::Int(case::FOLD)),
        ("MB_CASE_UPPER_SIMPLE", ConstVal::Int(case::UPPER_SIMPLE)),
        ("MB_CASE_LOWER_SIMPLE", ConstVal::Int(case::LOWER_SIMPLE)),
        ("MB_CASE_TITLE_SIMPLE", ConstVal::Int(case::TITLE_SIMPLE)),
        ("MB_CASE_FOLD_SIMPLE", ConstVal::Int(case::FOLD_SIMPLE)),
        ("MB_ONIGURUMA_VERSION", ConstVal::Str("6.9.8")),
    ],
};

/// What replaces invalid input and unrepresentable characters.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sub {
    None,
    Long,
    Entity,
    Char(u32),
}

struct State {
    internal: Enc,
    sub: Sub,
    detect_order: Vec<Enc>,
}

impl State {
    fn new() -> State {
        State {
            internal: Enc::Utf8,
            sub: Sub::Char(0x3F),
            detect_order: vec![Enc::Ascii, Enc::Utf8],
        }
    }
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::new());
}

/// Clears the per-request settings (called at request start).
pub fn reset() {
    STATE.with(|s| *s.borrow_mut() = State::new());
}

fn internal() -> Enc {
    STATE.with(|s| s.borrow().internal)
}

fn substitute() -> Sub {
    STATE.with(|s| s.borrow().sub)
}

/// Encodes code points with the current substitute character rules.
pub(crate) fn encode(enc: Enc, cps: &[u32]) -> Vec<u8> {
    let sub = substitute();
    let mut out = Vec::with_capacity(cps.len());
    for &c in cps {
        if is_err(c) {
            match sub {
                Sub::None => {}
                Sub::Char(s) => {
                    if !enc.put(s, &mut out) {
                        enc.put(0x3F, &mut out);
                    }
                }
                _ => {
                    enc.put(0x3F, &mut out);
                }
            }
            continue;
        }
        if enc.put(c, &mut out) {
            continue;
        }
        match sub {
            Sub::None => {}
            Sub::Char(s) => {
                if !enc.put(s, &mut out) {
                    enc.put(0x3F, &mut out);
                }
            }
            Sub::Long => {
                for b in format!("U+{c:X}").bytes() {
                    enc.put(b as u32, &mut out);
                }
            }
            Sub::Entity => {
                for b in format!("&#x{c:X};").bytes() {
                    enc.put(b as u32, &mut out);
                }
            }
        }
    }
    out
}

/// The encoding named by optional argument `i` (0-based), or the internal one.
pub(crate) fn enc_arg(vm: &mut Vm, args: &Args, i: usize) -> Result<Enc, Unwind> {
    match args.opt_str(i) {
        None => Ok(internal()),
        Some(n) => find_enc(vm, i + 1, n.as_bytes()),
    }
}

fn find_enc(vm: &mut Vm, argno: usize, name: &[u8]) -> Result<Enc, Unwind> {
    match Enc::find(name) {
        Some(e) => Ok(e),
        None => {
            let n = String::from_utf8_lossy(name).into_owned();
            Err(vm.arg_value_error(argno, &format!("must be a valid encoding, \"{n}\" given")))
        }
    }
}

/// An encoding list ("a, b" or an array; "auto" is the detect order).
fn enc_list(vm: &mut Vm, argno: usize, v: &Value) -> Result<Vec<Enc>, Unwind> {
    let mut names: Vec<Vec<u8>> = Vec::new();
    match v {
        Value::Arr(a) => {
            for (_, x) in a.iter() {
                let s = vm.to_pstr(x)?;
                names.push(s.as_bytes().to_vec());
            }
        }
        Value::Str(s) => {
            for part in s.as_bytes().split(|&b| b == b',') {
                names.push(part.trim_ascii().to_vec());
            }
            if s.is_empty() {
                names.clear();
            }
        }
        _ => {}
    }
    let mut out = Vec::new();
    for n in names {
        if n.eq_ignore_ascii_case(b"auto") {
            out.extend(STATE.with(|s| s.borrow().detect_order.clone()));
            continue;
        }
        match Enc::find(&n) {
            Some(e) => out.push(e),
            None => {
                let n = String::from_utf8_lossy(&n).into_owned();
                return Err(
                    vm.arg_value_error(argno, &format!("contains invalid encoding \"{n}\""))
                );
            }
        }
    }
    if out.is_empty() {
        return Err(vm.arg_value_error(argno, "must specify at least one encoding"));
    }
    Ok(out)
}

fn str_val(b: Vec<u8>) -> Value {
    Value::Str(PStr::from(b))
}

fn mb_internal_encoding(vm: &mut Vm, args: &mut Args) -> BResult {
    match args.opt_str(0) {
        None => Ok(Value::Str(PStr::from(internal().name()))),
        Some(n) => {
            let e = find_enc(vm, 1, n.as_bytes())?;
            STATE.with(|s| s.borrow_mut().internal = e);
            Ok(Value::Bool(true))
        }
    }
}

fn mb_substitute_character(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = match args.get(0) {
        None | Some(Value::Null) => {
            return Ok(match substitute() {
                Sub::None => Value::Str(PStr::from("none")),
                Sub::Long => Value::Str(PStr::from("long")),
                Sub::Entity => Value::Str(PStr::from("entity")),
                Sub::Char(c) => Value::Int(c as i64),
            })
        }
        Some(v) => v.clone(),
    };
    let sub = match &v {
        Value::Str(s) => {
            let b = s.as_bytes();
            if b.eq_ignore_ascii_case(b"none") {
                Sub::None
            } else if b.eq_ignore_ascii_case(b"long") {
                Sub::Long
            } else if b.eq_ignore_ascii_case(b"entity") {
                Sub::Entity
            } else {
                return Err(vm.arg_value_error(
                    1,
                    "must be \"none\", \"long\", \"entity\" or a valid codepoint",
                ));
            }
        }
        Value::Int(n) => {
            let n = *n;
            if !(0..=0x10FFFF).contains(&n) || (0xD800..0xE000).contains(&n) {
                return Err(vm.arg_value_error(1, "is not a valid codepoint"));
            }
            Sub::Char(n as u32)
        }
        _ => Sub::Char(0x3F),
    };
    STATE.with(|s| s.borrow_mut().sub = sub);
    Ok(Value::Bool(true))
}

fn mb_detect_order(vm: &mut Vm, args: &mut Args) -> BResult {
    match args.get(0) {
        None | Some(Value::Null) => {
            let v: Vec<Value> = STATE.with(|s| {
                s.borrow()
                    .detect_order
                    .iter()
                    .map(|e| Value::Str(PStr::from(e.name())))
                    .collect()
            });
            Ok(Value::Arr(PArr::from_values(v)))
        }
        Some(v) => {
            let v = v.clone();
            let list = enc_list(vm, 1, &v)?;
            STATE.with(|s| s.borrow_mut().detect_order = list);
            Ok(Value::Bool(true))
        }
    }
}

/// Characters of `b` as php counts them.
pub(crate) fn char_len(enc: Enc, b: &[u8]) -> usize {
    match enc {
        Enc::Utf8 => encoding::utf8_count(b),
        e if e.is_single_byte() => b.len(),
        Enc::Utf32 | Enc::Utf32Be | Enc::Utf32Le | Enc::Ucs4 | Enc::Ucs4Be | Enc::Ucs4Le => {
            b.len() / 4
        }
        e => e.decode(b).len(),
    }
}

fn mb_strlen(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 1)?;
    Ok(Value::Int(char_len(enc, args.bytes(0)) as i64))
}

/// php's substr arithmetic over `len` characters: the [from, to) range.
pub(crate) fn sub_range(len: usize, start: i64, length: Option<i64>) -> Option<(usize, usize)> {
    let len = len as i64;
    let from = if start < 0 {
        (len + start).max(0)
    } else {
        start
    };
    if from > len {
        return None;
    }
    let to = match length {
        None => len,
        Some(l) if l < 0 => len + l,
        Some(l) => from.saturating_add(l).min(len),
    };
    if to <= from {
        return Some((from as usize, from as usize));
    }
    Some((from as usize, to as usize))
}

fn opt_len(args: &Args, i: usize) -> Option<i64> {
    match args.get(i) {
        Some(Value::Int(n)) => Some(*n),
        _ => None,
    }
}

fn mb_substr(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 3)?;
    let b = args.bytes(0);
    let (start, length) = (args.int(1), opt_len(args, 2));
    match enc {
        Enc::Utf8 => {
            let bounds = encoding::utf8_bounds(b);
            let n = bounds.len() - 1;
            let Some((f, t)) = sub_range(n, start, length) else {
                return Ok(str_val(Vec::new()));
            };
            Ok(Value::Str(PStr::from(&b[bounds[f]..bounds[t]])))
        }
        e if e.is_single_byte() => {
            let Some((f, t)) = sub_range(b.len(), start, length) else {
                return Ok(str_val(Vec::new()));
            };
            Ok(Value::Str(PStr::from(&b[f..t])))
        }
        e => {
            let cps = e.decode(b);
            let Some((f, t)) = sub_range(cps.len(), start, length) else {
                return Ok(str_val(Vec::new()));
            };
            Ok(str_val(encode(e, &cps[f..t])))
        }
    }
}

fn mb_str_split(vm: &mut Vm, args: &mut Args) -> BResult {
    let n = args.opt_int(1, 1);
    if n <= 0 {
        return Err(vm.arg_value_error(2, "must be greater than 0"));
    }
    let enc = enc_arg(vm, args, 2)?;
    let b = args.bytes(0);
    let n = n as usize;
    let mut out = Vec::new();
    match enc {
        Enc::Utf8 => {
            let bounds = encoding::utf8_bounds(b);
            let mut i = 0;
            while i + 1 < bounds.len() {
                let j = (i + n).min(bounds.len() - 1);
                out.push(Value::Str(PStr::from(&b[bounds[i]..bounds[j]])));
                i = j;
            }
        }
        e if e.is_single_byte() => {
            for c in b.chunks(n) {
                out.push(Value::Str(PStr::from(c)));
            }
        }
        e => {
            let cps = e.decode(b);
            for c in cps.chunks(n) {
                out.push(str_val(encode(e, c)));
            }
        }
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

/// Case conversion of a whole string in `enc`.
pub(crate) fn convert_case(enc: Enc, b: &[u8], mode: i64) -> Vec<u8> {
    if enc == Enc::Utf8 && b.is_ascii() {
        return match mode {
            case::UPPER | case::UPPER_SIMPLE => b.to_ascii_uppercase(),
            case::LOWER | case::LOWER_SIMPLE | case::FOLD | case::FOLD_SIMPLE => {
                b.to_ascii_lowercase()
            }
            _ => {
                let cps: Vec<u32> = b.iter().map(|&c| c as u32).collect();
                let mut out = Vec::with_capacity(cps.len());
                case::convert(mode, &cps, &mut out);
                out.iter().map(|&c| c as u8).collect()
            }
        };
    }
    let cps = enc.decode(b);
    let mut out = Vec::with_capacity(cps.len());
    case::convert(mode, &cps, &mut out);
    encode(enc, &out)
}

fn mb_strtoupper(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 1)?;
    Ok(str_val(convert_case(enc, args.bytes(0), case::UPPER)))
}

fn mb_strtolower(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 1)?;
    Ok(str_val(convert_case(enc, args.bytes(0), case::LOWER)))
}

fn mb_convert_case(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 2)?;
    let mode = args.int(1);
    if !(0..=7).contains(&mode) {
        return Err(vm.arg_value_error(2, "must be one of the MB_CASE_* constants"));
    }
    Ok(str_val(convert_case(enc, args.bytes(0), mode)))
}

fn cp_width(c: u32) -> usize {
    if is_err(c) {
        1
    } else {
        case::width(c)
    }
}

fn mb_strwidth(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 1)?;
    let w: usize = enc.decode(args.bytes(0)).iter().map(|&c| cp_width(c)).sum();
    Ok(Value::Int(w as i64))
}

fn mb_strimwidth(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 4)?;
    let cps = enc.decode(args.bytes(0));
    let marker = args
        .opt_str(3)
        .map(|s| enc.decode(s.as_bytes()))
        .unwrap_or_default();
    let n = cps.len() as i64;
    let mut start = args.int(1);
    if start < 0 {
        start += n;
    }
    if start < 0 || start > n {
        return Err(vm.arg_value_error(2, "is out of range"));
    }
    let rest = &cps[start as usize..];
    let rest_w: i64 = rest.iter().map(|&c| cp_width(c) as i64).sum();
    let mut width = args.int(2);
    if width < 0 {
        width += rest_w;
        if width < 0 {
            return Err(vm.arg_value_error(3, "is out of range"));
        }
    }
    if rest_w <= width {
        return Ok(str_val(encode(enc, rest)));
    }
    let mw: i64 = marker.iter().map(|&c| cp_width(c) as i64).sum();
    let avail = width - mw;
    let mut out: Vec<u32> = Vec::with_capacity(rest.len());
    let mut w = 0;
    for &c in rest {
        let cw = cp_width(c) as i64;
        if w + cw > avail {
            break;
        }
        w += cw;
        out.push(c);
    }
    out.extend_from_slice(&marker);
    Ok(str_val(encode(enc, &out)))
}

/// Picks the encoding of `b` among `cands` (php 8.2's guess: valid
/// candidates by fewest rare characters, ties to the earlier one; without
/// strict, a multibyte sequence cut off at the end is tolerated).
fn detect(b: &[u8], cands: &[Enc], strict: bool) -> Option<Enc> {
    let mut best: Option<(usize, Enc)> = None;
    for &e in cands {
        let cps = e.decode(b);
        let errs = cps.iter().filter(|&&c| is_err(c)).count();
        let mut score = cps.iter().filter(|&&c| !is_err(c) && is_rare(c)).count();
        if errs > 0 {
            let last = *cps.last().unwrap_or(&0);
            let truncated = errs == 1
                && is_err(last)
                && e == Enc::Utf8
                && matches!((last & 0xff) as u8, 0xC2..=0xF4)
                && b.len()
                    - b.iter()
                        .rposition(|&c| !(0x80..0xC0).contains(&c))
                        .unwrap_or(0)
                    < encoding::utf8_len((last & 0xff) as u8);
            if strict || !truncated {
                continue;
            }
            score += 10;
        }
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, e));
        }
    }
    best.map(|(_, e)| e)
}

/// Characters unlikely in real text (controls, Latin-1 symbols, private use).
fn is_rare(c: u32) -> bool {
    matches!(c, 0..=8 | 0x0B | 0x0E..=0x1F | 0x7F..=0xBF | 0xD7 | 0xF7 | 0xE000..=0xF8FF | 0xFFF0..=0xFFFF)
}

fn convert_str(vm: &mut Vm, b: &[u8], to: Enc, from: &[Enc]) -> Option<Vec<u8>> {
    let src = if from.len() == 1 {
        from[0]
    } else {
        match detect(b, from, false) {
            Some(e) => e,
            None => {
                vm.fn_warning("Unable to detect character encoding");
                return None;
            }
        }
    };
    if src == to && to == Enc::Utf8 && std::str::from_utf8(b).is_ok() {
        return Some(b.to_vec());
    }
    Some(encode(to, &src.decode(b)))
}

fn convert_arr(vm: &mut Vm, a: &PArr, to: Enc, from: &[Enc]) -> Option<PArr> {
    let mut out = PArr::with_capacity(a.len());
    for (k, v) in a.iter() {
        let k = match k {
            Key::Str(s) => Key::Str(PStr::from(convert_str(vm, s.as_bytes(), to, from)?)),
            k => k,
        };
        let v = match v {
            Value::Str(s) => str_val(convert_str(vm, s.as_bytes(), to, from)?),
            Value::Arr(x) => Value::Arr(convert_arr(vm, x, to, from)?),
            other => other.clone(),
        };
        out.make_mut().insert(k, v);
    }
    Some(out)
}

fn mb_convert_encoding(vm: &mut Vm, args: &mut Args) -> BResult {
    let to = find_enc(vm, 2, args.bytes(1))?;
    let from = match args.get(2) {
        None | Some(Value::Null) => vec![internal()],
        Some(v) => {
            let v = v.clone();
            enc_list(vm, 3, &v)?
        }
    };
    match args.val(0).clone() {
        Value::Arr(a) => Ok(match convert_arr(vm, &a, to, &from) {
            Some(a) => Value::Arr(a),
            None => Value::Bool(false),
        }),
        v => {
            let s = vm.to_pstr(&v)?;
            Ok(match convert_str(vm, s.as_bytes(), to, &from) {
                Some(b) => str_val(b),
                None => Value::Bool(false),
            })
        }
    }
}

fn check_value(enc: Enc, v: &Value) -> bool {
    match v {
        Value::Str(s) => enc.check(s.as_bytes()),
        Value::Arr(a) => a.iter().all(|(k, v)| {
            (match &k {
                Key::Str(s) => enc.check(s.as_bytes()),
                Key::Int(_) => true,
            }) && check_value(enc, v)
        }),
        Value::Ref(r) => check_value(enc, &r.get()),
        _ => true,
    }
}

fn mb_check_encoding(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 1)?;
    match args.get(0) {
        None | Some(Value::Null) => {
            vm.fn_deprecated("Calling mb_check_encoding() without argument is deprecated");
            Ok(Value::Bool(true))
        }
        Some(v) => Ok(Value::Bool(check_value(enc, v))),
    }
}

fn mb_detect_encoding(vm: &mut Vm, args: &mut Args) -> BResult {
    let cands = match args.get(1) {
        None | Some(Value::Null) => STATE.with(|s| s.borrow().detect_order.clone()),
        Some(v) => {
            let v = v.clone();
            enc_list(vm, 2, &v)?
        }
    };
    let strict = args.opt_bool(2, false);
    Ok(match detect(args.bytes(0), &cands, strict) {
        Some(e) => Value::Str(PStr::from(e.name())),
        None => Value::Bool(false),
    })
}

fn mb_list_encodings(_vm: &mut Vm, _args: &mut Args) -> BResult {
    let v: Vec<Value> = ENCODINGS
        .iter()
        .map(|e| Value::Str(PStr::from(e.0)))
        .collect();
    Ok(Value::Arr(PArr::from_values(v)))
}

fn mb_encoding_aliases(vm: &mut Vm, args: &mut Args) -> BResult {
    let e = find_enc(vm, 1, args.bytes(0))?;
    let aliases = ENCODINGS
        .iter()
        .find(|x| x.1 == e)
        .map(|x| x.2)
        .unwrap_or(&[]);
    let v: Vec<Value> = aliases.iter().map(|a| Value::Str(PStr::from(*a))).collect();
    Ok(Value::Arr(PArr::from_values(v)))
}

fn mb_scrub(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 1)?;
    let b = args.bytes(0);
    if enc == Enc::Utf8 && std::str::from_utf8(b).is_ok() {
        return Ok(Value::Str(args.str(0).clone()));
    }
    Ok(str_val(encode(enc, &enc.decode(b))))
}

fn mb_ord(vm: &mut Vm, args: &mut Args) -> BResult {
    if args.bytes(0).is_empty() {
        return Err(vm.arg_value_error(1, "must not be empty"));
    }
    let enc = enc_arg(vm, args, 1)?;
    let cps = enc.decode(args.bytes(0));
    match cps.first() {
        Some(&c) if !is_err(c) => Ok(Value::Int(c as i64)),
        _ => Ok(Value::Bool(false)),
    }
}

fn mb_chr(vm: &mut Vm, args: &mut Args) -> BResult {
    let enc = enc_arg(vm, args, 1)?;
    let c = args.int(0);
    if !(0..=0x10FFFF).contains(&c) || (0xD800..0xE000).contains(&c) {
        return Ok(Value::Bool(false));
    }
    let mut out = Vec::new();
    if enc.put(c as u32, &mut out) {
        Ok(str_val(out))
    } else {
        Ok(Value::Bool(false))
    }
}
