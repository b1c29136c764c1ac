//! The printf family (sprintf, printf, vsprintf, vprintf) and
//! number_format, with php's own format language: specifiers b c d e E f F
//! g G h H o s u x X %, flags `-` `+` space `0` `'c`, width, precision,
//! `n$` argument numbers and `*` widths, and php's float text (`%e` of 1.5
//! is "1.500000e+0").
//!
//! Float digits come from Rust's exact (correctly rounded) formatting, the
//! same digits php's zend_dtoa produces; the layout rules are php's. Not
//! here: money_format, locale-aware `%f` (php's default
//! C locale is assumed).

use super::jug;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Unwind, Vm};

pub static STANDARD_PRINTF: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin { sig: "sprintf(string $format, mixed ...$values): string", f: sprintf },
        Builtin { sig: "printf(string $format, mixed ...$values): int", f: printf },
        Builtin { sig: "vsprintf(string $format, array $values): string", f: vsprintf },
        Builtin { sig: "vprintf(string $format, array $values): int", f: vprintf },
        Builtin { sig: "fprintf($stream, string $format, mixed ...$values): int", f: fprintf },
        Builtin { sig: "vfprintf($stream, string $format, array $values): int", f: vfprintf },
        Builtin {
            sig: "number_format(float $num, int $decimals = 0, ?string $decimal_separator = \".\", ?string $thousands_separator = \",\"): string",
            f: number_format,
        },
    ],
    constants: &[],
};

// ---------------------------------------------------------------- digits

/// Decimal digits of a finite float as zend_dtoa gives them: the digit
/// string without trailing zeros (at least "0"), and the position of the
/// decimal point (`decpt`: value = 0.DIGITS * 10^decpt).
pub struct Digits {
    pub digits: Vec<u8>,
    pub decpt: i32,
    pub negative: bool,
}

fn split_exp(s: &str) -> (Vec<u8>, i32) {
    let (mant, exp) = s.split_once('e').unwrap_or((s, "0"));
    let mut digits: Vec<u8> = mant.bytes().filter(|c| c.is_ascii_digit()).collect();
    let exp: i32 = exp.parse().unwrap_or(0);
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    (digits, exp + 1)
}

/// zend_dtoa mode 2: `n` significant digits, correctly rounded
/// (n <= 0 means the shortest text that reads back to the same float).
pub fn digits_sig(x: f64, n: i32) -> Digits {
    let negative = x.is_sign_negative();
    let a = x.abs();
    let (digits, mut decpt) = if n <= 0 {
        split_exp(&format!("{a:e}"))
    } else {
        split_exp(&format!("{:.*e}", (n - 1) as usize, a))
    };
    if a == 0.0 {
        decpt = 1;
    }
    Digits {
        digits,
        decpt,
        negative,
    }
}

/// `%e`'s body for a non-negative finite float: "d.ddddde+X".
fn fmt_e(a: f64, precision: usize, upper: bool) -> String {
    let s = format!("{a:.precision$e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let e = if upper { 'E' } else { 'e' };
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mant}{e}{sign}{}", exp.unsigned_abs())
}

/// zend_gcvt: `%g`-style text with `ndigit` significant digits (negative:
/// shortest), `exp_char` as the exponent letter.
pub fn gcvt(x: f64, ndigit: i32, exp_char: u8) -> Vec<u8> {
    let d = digits_sig(x, ndigit);
    let ndigit = if ndigit < 0 { 17 } else { ndigit };
    let mut out = Vec::new();
    if d.negative {
        out.push(b'-');
    }
    let digits = &d.digits;
    let decpt = d.decpt;
    if (decpt >= 0 && decpt > ndigit) || decpt < -3 {
        let e = decpt - 1;
        out.push(digits[0]);
        out.push(b'.');
        if digits.len() == 1 {
            out.push(b'0');
        } else {
            out.extend_from_slice(&digits[1..]);
        }
        out.push(exp_char);
        out.push(if e < 0 { b'-' } else { b'+' });
        out.extend_from_slice(e.unsigned_abs().to_string().as_bytes());
    } else if decpt < 0 {
        out.extend_from_slice(b"0.");
        out.extend(std::iter::repeat_n(b'0', decpt.unsigned_abs() as usize));
        out.extend_from_slice(digits);
    } else {
        let dp = decpt as usize;
        for i in 0..dp {
            out.push(*digits.get(i).unwrap_or(&b'0'));
        }
        if digits.len() > dp {
            if dp == 0 {
                out.push(b'0');
            }
            out.push(b'.');
            out.extend_from_slice(&digits[dp..]);
        }
    }
    out
}

// ---------------------------------------------------------------- the engine

const ALIGN_LEFT: bool = true;

struct Spec {
    left: bool,
    pad: u8,
    plus: bool,
    width: usize,
    precision: Option<usize>,
}

/// php_sprintf_appendstring: pads `s` to the width; `neg` says the text
/// starts with a sign that zero padding must precede.
fn append_padded(
    out: &mut Vec<u8>,
    s: &[u8],
    sp: &Spec,
    cut: Option<usize>,
    neg: bool,
    always_sign: bool,
) {
    let mut s = s;
    let copy_len = match cut {
        Some(p) => p.min(s.len()),
        None => s.len(),
    };
    let mut copy_len = copy_len;
    let npad = sp.width.saturating_sub(copy_len);
    if !sp.left {
        if (neg || always_sign) && sp.pad == b'0' && !s.is_empty() {
            out.push(if neg { b'-' } else { b'+' });
            s = &s[1..];
            copy_len -= 1;
        }
        out.resize(out.len() + npad, sp.pad);
    }
    out.extend_from_slice(&s[..copy_len]);
    if sp.left == ALIGN_LEFT {
        out.resize(out.len() + npad, sp.pad);
    }
}

fn append_int(out: &mut Vec<u8>, n: i64, sp: &Spec) {
    let mut sp2 = Spec { ..*sp };
    if sp.left && sp.pad == b'0' {
        sp2.pad = b' ';
    }
    let mut buf = [0u8; 24];
    let mut i = tusk_value::num::dec_digits(n.unsigned_abs(), &mut buf);
    if n < 0 {
        i -= 1;
        buf[i] = b'-';
    } else if sp.plus {
        i -= 1;
        buf[i] = b'+';
    }
    append_padded(out, &buf[i..], &sp2, None, n < 0, sp.plus);
}

fn append_uint(out: &mut Vec<u8>, n: u64, sp: &Spec) {
    let mut sp2 = Spec { ..*sp };
    if sp.left && sp.pad == b'0' {
        sp2.pad = b' ';
    }
    let mut buf = [0u8; 24];
    let i = tusk_value::num::dec_digits(n, &mut buf);
    append_padded(out, &buf[i..], &sp2, None, false, false);
}

fn append_2n(out: &mut Vec<u8>, n: i64, sp: &Spec, bits: u32, upper: bool) {
    let table: &[u8; 16] = if upper {
        b"0123456789ABCDEF"
    } else {
        b"0123456789abcdef"
    };
    let mask = (1u64 << bits) - 1;
    let mut num = n as u64;
    let mut buf = [0u8; 64];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = table[(num & mask) as usize];
        num >>= bits;
        if num == 0 {
            break;
        }
    }
    // php hands a maximum width of 0 here: any precision empties the field.
    append_padded(out, &buf[i..], sp, sp.precision.map(|_| 0), false, false);
}

/// `s` is scratch room for the digits (emptied here; kept by the caller
/// across conversions, so that a format with several floats allocates once).
fn append_double(vm: &mut Vm, out: &mut Vec<u8>, s: &mut Vec<u8>, x: f64, sp: &Spec, fmt: u8) {
    let mut precision = match sp.precision {
        None => 6,
        Some(p) if p > 53 => {
            vm.fn_notice(&format!(
                "Requested precision of {p} digits was truncated to PHP maximum of 53 digits"
            ));
            53
        }
        Some(p) => p,
    };
    if x.is_nan() || x.is_infinite() {
        // php pads these to a width of 3 only, whatever was asked.
        let text: &[u8] = if x.is_nan() { b"NaN" } else { b"INF" };
        let sp3 = Spec { width: 3, ..*sp };
        append_padded(out, text, &sp3, None, x < 0.0, sp.plus);
        return;
    }
    s.clear();
    let neg;
    match fmt {
        b'e' | b'E' | b'f' | b'F' => {
            // php's cvt reports zero (even -0.0) as positive.
            neg = x < 0.0 && !(x == 0.0);
            let a = x.abs();
            // A negative value that rounds to zero keeps its sign in php
            // ("-0.0"), as dtoa reports the sign of the input.
            if neg {
                s.push(b'-');
            } else if sp.plus {
                s.push(b'+');
            }
            if fmt == b'f' || fmt == b'F' {
                if !fixed_digits(s, a, precision) {
                    use std::io::Write;
                    let _ = write!(s, "{a:.precision$}");
                }
            } else {
                s.extend_from_slice(fmt_e(a, precision, fmt == b'E').as_bytes());
            }
        }
        _ => {
            if precision == 0 {
                precision = 1;
            }
            let exp_char = if fmt == b'G' || fmt == b'H' {
                b'E'
            } else {
                b'e'
            };
            let g = gcvt(x, precision as i32, exp_char);
            neg = g.first() == Some(&b'-');
            if !neg && sp.plus {
                s.push(b'+');
            }
            s.extend_from_slice(&g);
        }
    }
    append_padded(out, s, sp, None, neg, sp.plus);
}

/// `a` (finite, not negative) with `p` decimals, correctly rounded with
/// ties to even (the same digits as `{a:.p$}` and php's dtoa mode 3), for
/// the common case: at most 9 decimals and `a` below 2^94. The value is
/// exact in integer arithmetic: a = m * 2^e, so a * 10^p is m * 10^p
/// shifted by e (below 2^127), and the bits shifted out decide the
/// rounding. False (nothing written) outside that range.
fn fixed_digits(out: &mut Vec<u8>, a: f64, p: usize) -> bool {
    if p > 9 || !a.is_finite() || a < 0.0 {
        return false;
    }
    let bits = a.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (m, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp - 1075)
    };
    let pow10 = 10u64.pow(p as u32);
    let q: u128 = if e >= 0 {
        if e > 40 {
            return false;
        }
        ((m as u128) << e) * pow10 as u128
    } else {
        let sh = e.unsigned_abs();
        if sh > 120 {
            // m * 10^p < 2^83: less than half a unit of the last digit.
            0
        } else {
            let prod = (m as u128) * pow10 as u128;
            let q = prod >> sh;
            let r = prod & ((1u128 << sh) - 1);
            let half = 1u128 << (sh - 1);
            if r > half || (r == half && q & 1 == 1) {
                q + 1
            } else {
                q
            }
        }
    };
    let (ip, fp) = match u64::try_from(q) {
        Ok(q) => ((q / pow10) as u128, q % pow10),
        Err(_) => (q / pow10 as u128, (q % pow10 as u128) as u64),
    };
    let mut buf = [0u8; 40];
    let mut i = buf.len();
    match u64::try_from(ip) {
        // The common case: 64-bit divisions, two digits at a time.
        Ok(n) => i = tusk_value::num::dec_digits(n, &mut buf),
        Err(_) => {
            let mut n = ip;
            loop {
                i -= 1;
                buf[i] = b'0' + (n % 10) as u8;
                n /= 10;
                if n == 0 {
                    break;
                }
            }
        }
    }
    out.extend_from_slice(&buf[i..]);
    if p > 0 {
        out.push(b'.');
        let mut d = [b'0'; 9];
        let mut f = fp;
        for k in (0..p).rev() {
            d[k] = b'0' + (f % 10) as u8;
            f /= 10;
        }
        out.extend_from_slice(&d[..p]);
    }
    true
}

/// Reads a decimal number (php_sprintf_getnumber): None when too large.
fn get_number(f: &[u8], i: &mut usize) -> Option<usize> {
    let start = *i;
    let mut n: u64 = 0;
    while let Some(d) = f.get(*i).filter(|c| c.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add(u64::from(d - b'0'));
        *i += 1;
    }
    // No digits, or too large (saturated past i32::MAX): None.
    if *i == start || n >= i32::MAX as u64 {
        return None;
    }
    Some(n as usize)
}

enum ArgNum {
    Next,
    At(usize),
}

impl ArgNum {
    /// The index of the argument meant: the numbered one, or the next
    /// in turn (`currarg` then moves on).
    fn index(self, currarg: &mut usize) -> usize {
        match self {
            ArgNum::Next => {
                *currarg += 1;
                *currarg - 1
            }
            ArgNum::At(n) => n,
        }
    }
}

/// An `n$` argument number at `i` (ArgNum::Next when there is none);
/// Err when the number is 0 or too large.
fn scan_argnum(f: &[u8], i: &mut usize) -> Result<ArgNum, ()> {
    let mut j = *i;
    while j < f.len() && f[j].is_ascii_digit() {
        j += 1;
    }
    if f.get(j) != Some(&b'$') {
        return Ok(ArgNum::Next);
    }
    match get_number(f, i) {
        Some(n) if n > 0 => {
            *i += 1;
            Ok(ArgNum::At(n - 1))
        }
        _ => Err(()),
    }
}

fn get_argnum(vm: &mut Vm, f: &[u8], i: &mut usize) -> Result<ArgNum, Unwind> {
    scan_argnum(f, i).map_err(|()| {
        vm.value_error(&format!(
            "Argument number specifier must be greater than zero and less than {}",
            i32::MAX
        ))
    })
}

/// The flags of a conversion (`-`, `+`, space, `0`, `'c`), read into
/// `sp`; Err for a `'` with no padding character after it.
fn scan_flags(f: &[u8], i: &mut usize, sp: &mut Spec) -> Result<(), ()> {
    loop {
        match f.get(*i) {
            Some(b' ') | Some(b'0') => sp.pad = f[*i],
            Some(b'-') => sp.left = true,
            Some(b'+') => sp.plus = true,
            Some(b'\'') => {
                if *i + 1 < f.len() {
                    *i += 1;
                    sp.pad = f[*i];
                } else {
                    return Err(());
                }
            }
            _ => return Ok(()),
        }
        *i += 1;
    }
}

const SPEC0: Spec = Spec {
    left: false,
    pad: b' ',
    plus: false,
    width: 0,
    precision: None,
};

/// The specifiers [`convert`] writes (`%` after flags is the caller's).
fn known_conv(c: u8) -> bool {
    matches!(
        c,
        b's' | b'd'
            | b'u'
            | b'e'
            | b'E'
            | b'f'
            | b'F'
            | b'g'
            | b'G'
            | b'h'
            | b'H'
            | b'c'
            | b'o'
            | b'x'
            | b'X'
            | b'b'
    )
}

/// One conversion of `arg` by specifier `conv` (a [`known_conv`]).
fn convert(
    vm: &mut Vm,
    out: &mut Vec<u8>,
    scratch: &mut Vec<u8>,
    arg: &Value,
    sp: &Spec,
    conv: u8,
) -> Result<(), Unwind> {
    match conv {
        b's' => {
            // A string is read where it is; anything else converted.
            let conv;
            let s = match arg {
                Value::Str(s) => s,
                _ => {
                    conv = vm.to_pstr(arg)?;
                    &conv
                }
            };
            append_padded(out, s.as_bytes(), sp, sp.precision, false, false);
        }
        b'd' => append_int(out, jug::to_int(arg), sp),
        b'u' => append_uint(out, jug::to_int(arg) as u64, sp),
        b'e' | b'E' | b'f' | b'F' | b'g' | b'G' | b'h' | b'H' => {
            append_double(vm, out, scratch, jug::to_float(arg), sp, conv)
        }
        b'c' => out.push(jug::to_int(arg) as u8),
        b'o' => append_2n(out, jug::to_int(arg), sp, 3, false),
        b'x' => append_2n(out, jug::to_int(arg), sp, 4, false),
        b'X' => append_2n(out, jug::to_int(arg), sp, 4, true),
        b'b' => append_2n(out, jug::to_int(arg), sp, 1, false),
        _ => unreachable!("not a known_conv specifier"),
    }
    Ok(())
}

/// php_formatted_print. `extra` is the number of arguments before the
/// values (1 for sprintf/printf), or None for the v* forms (whose
/// missing-argument error is a ValueError about the array).
fn format_impl(
    vm: &mut Vm,
    f: &[u8],
    args: &[Value],
    extra: Option<usize>,
) -> Result<Vec<u8>, Unwind> {
    let mut out = Vec::with_capacity(f.len() + 16);
    let mut scratch = Vec::new();
    let mut i = 0;
    let mut currarg = 0usize;
    let mut max_missing: Option<usize> = None;
    let argc = args.len();
    while i < f.len() {
        let Some(p) = f[i..].iter().position(|&c| c == b'%') else {
            out.extend_from_slice(&f[i..]);
            break;
        };
        out.extend_from_slice(&f[i..i + p]);
        i += p + 1;
        if f.get(i) == Some(&b'%') {
            out.push(b'%');
            i += 1;
            continue;
        }
        let mut sp = SPEC0;
        let mut argnum = ArgNum::Next;
        let mut precision_neg1 = false;
        if !f.get(i).is_some_and(|c| c.is_ascii_alphabetic()) {
            argnum = get_argnum(vm, f, &mut i)?;
            if scan_flags(f, &mut i, &mut sp).is_err() {
                return Err(vm.value_error("Missing padding character"));
            }
            if f.get(i) == Some(&b'*') {
                i += 1;
                let wa = get_argnum(vm, f, &mut i)?.index(&mut currarg);
                if wa >= argc {
                    max_missing = max_missing.max(Some(wa));
                    continue;
                }
                match args[wa].unref() {
                    Value::Int(w) if (0..=i32::MAX as i64).contains(&w) => sp.width = w as usize,
                    Value::Int(_) => {
                        return Err(vm.value_error(&format!(
                            "Width must be greater than zero and less than {}",
                            i32::MAX
                        )))
                    }
                    _ => return Err(vm.value_error("Width must be an integer")),
                }
            } else if f.get(i).is_some_and(|c| c.is_ascii_digit()) {
                match get_number(f, &mut i) {
                    Some(w) => sp.width = w,
                    None => {
                        return Err(vm.value_error(&format!(
                            "Width must be greater than zero and less than {}",
                            i32::MAX
                        )))
                    }
                }
            }
            if f.get(i) == Some(&b'.') {
                i += 1;
                if f.get(i) == Some(&b'*') {
                    i += 1;
                    let pa = get_argnum(vm, f, &mut i)?.index(&mut currarg);
                    if pa >= argc {
                        max_missing = max_missing.max(Some(pa));
                        continue;
                    }
                    match args[pa].unref() {
                        Value::Int(-1) => {
                            precision_neg1 = true;
                            sp.precision = Some(0);
                        }
                        Value::Int(p) if (0..=i32::MAX as i64).contains(&p) => {
                            sp.precision = Some(p as usize)
                        }
                        Value::Int(_) => {
                            return Err(vm.value_error(&format!(
                                "Precision must be between -1 and {}",
                                i32::MAX
                            )))
                        }
                        _ => return Err(vm.value_error("Precision must be an integer")),
                    }
                } else if f.get(i).is_some_and(|c| c.is_ascii_digit()) {
                    match get_number(f, &mut i) {
                        Some(p) => sp.precision = Some(p),
                        None => {
                            return Err(vm.value_error(&format!(
                                "Precision must be greater than zero and less than {}",
                                i32::MAX
                            )))
                        }
                    }
                }
                // A '.' without digits leaves the default precision (php).
            }
        }
        if f.get(i) == Some(&b'l') {
            i += 1;
        }
        let an = argnum.index(&mut currarg);
        if an >= argc {
            max_missing = max_missing.max(Some(an));
            // php skips the specifier character on the next round.
            continue;
        }
        let conv = f.get(i).copied();
        if precision_neg1 && !matches!(conv, Some(b'g' | b'G' | b'h' | b'H')) {
            return Err(vm.value_error("Precision -1 is only supported for %g, %G, %h and %H"));
        }
        // Borrowed: a copy (and its release) only for a reference's value.
        let arg = args[an].deref();
        let arg = &*arg;
        match conv {
            Some(c @ (b'g' | b'G' | b'h' | b'H')) if precision_neg1 => {
                let x = jug::to_float(arg);
                let exp_char = if c == b'G' || c == b'H' { b'E' } else { b'e' };
                let g = gcvt(x, -1, exp_char);
                let neg = g.first() == Some(&b'-');
                let mut s = Vec::new();
                if !neg && sp.plus {
                    s.push(b'+');
                }
                s.extend_from_slice(&g);
                append_padded(&mut out, &s, &sp, None, neg, sp.plus);
            }
            Some(c) if known_conv(c) => convert(vm, &mut out, &mut scratch, arg, &sp, c)?,
            Some(b'%') => out.push(b'%'),
            None => return Err(vm.value_error("Missing format specifier at end of string")),
            Some(c) => {
                let mut m = b"Unknown format specifier \"".to_vec();
                m.push(c);
                m.push(b'"');
                return Err(vm.value_error(&String::from_utf8_lossy(&m)));
            }
        }
        i += 1;
    }
    if let Some(m) = max_missing {
        return Err(match extra {
            None => vm.value_error(&format!(
                "The arguments array must contain {} items, {} given",
                m + 1,
                argc
            )),
            Some(e) => vm.throw(
                "ArgumentCountError",
                &format!("{} arguments are required, {} given", m + e + 1, argc + e),
            ),
        });
    }
    Ok(out)
}

// ---------------------------------------------------------------- compiled formats

/// A format string read once: its conversions in order, each after the
/// literal text before it. Only formats the plain grammar covers are
/// compiled (`%[n$][flags][width][.precision][l]conv` with a known
/// specifier, no `*`); anything else, and every error, is left to
/// [`format_impl`], which reads the format as php does, as it goes.
struct Compiled {
    /// The literal text of the whole format (`%%` already made `%`).
    text: Vec<u8>,
    convs: Vec<Conv>,
    /// The literal text after the last conversion starts here.
    tail: usize,
    /// How many arguments the conversions read (the highest index + 1).
    need: usize,
}

struct Conv {
    /// Its literal prefix: text[from..to].
    from: usize,
    to: usize,
    arg: usize,
    conv: u8,
    sp: Spec,
}

fn compile(f: &[u8]) -> Option<Compiled> {
    let mut c = Compiled {
        text: Vec::with_capacity(f.len()),
        convs: Vec::new(),
        tail: 0,
        need: 0,
    };
    let mut from = 0;
    let mut currarg = 0;
    let mut i = 0;
    while i < f.len() {
        let Some(p) = f[i..].iter().position(|&c| c == b'%') else {
            c.text.extend_from_slice(&f[i..]);
            break;
        };
        c.text.extend_from_slice(&f[i..i + p]);
        i += p + 1;
        if f.get(i) == Some(&b'%') {
            c.text.push(b'%');
            i += 1;
            continue;
        }
        let mut sp = SPEC0;
        let mut argnum = ArgNum::Next;
        if !f.get(i).is_some_and(|c| c.is_ascii_alphabetic()) {
            argnum = scan_argnum(f, &mut i).ok()?;
            scan_flags(f, &mut i, &mut sp).ok()?;
            if f.get(i).is_some_and(|c| c.is_ascii_digit()) {
                sp.width = get_number(f, &mut i)?;
            }
            if f.get(i) == Some(&b'.') {
                i += 1;
                if f.get(i).is_some_and(|c| c.is_ascii_digit()) {
                    sp.precision = Some(get_number(f, &mut i)?);
                }
            }
        }
        if f.get(i) == Some(&b'l') {
            i += 1;
        }
        let conv = *f.get(i)?;
        if !known_conv(conv) {
            return None;
        }
        let arg = argnum.index(&mut currarg);
        c.need = c.need.max(arg + 1);
        c.convs.push(Conv {
            from,
            to: c.text.len(),
            arg,
            conv,
            sp,
        });
        from = c.text.len();
        i += 1;
    }
    c.tail = from;
    Some(c)
}

/// What the cache knows of a format string.
enum Known {
    /// Seen once: compiled when seen again (a format built afresh for
    /// each call is not compiled for nothing).
    Seen,
    Compiled(Rc<Compiled>),
    /// Outside the plain grammar: always read by [`format_impl`].
    Plain,
}

const FORMAT_SLOTS: usize = 32;

thread_local! {
    /// Format strings by their hash, one per slot (a later one takes the
    /// slot over): a loop's sprintf with the same literal reads it once.
    static FORMATS: RefCell<[Option<(PStr, Known)>; FORMAT_SLOTS]> =
        const { RefCell::new([const { None }; FORMAT_SLOTS]) };
    /// The output buffer and the digits' scratch room, kept between calls
    /// (taken while in use, so a call made from a __toString inside a
    /// conversion gets its own).
    static BUFS: Cell<(Vec<u8>, Vec<u8>)> = const { Cell::new((Vec::new(), Vec::new())) };
}

fn compiled(f: &PStr) -> Option<Rc<Compiled>> {
    let slot = f.hash() as usize % FORMAT_SLOTS;
    FORMATS.with(|t| {
        let mut t = t.borrow_mut();
        match &mut t[slot] {
            Some((k, known)) if k.ptr_eq(f) || k.as_bytes() == f.as_bytes() => match known {
                Known::Compiled(c) => Some(c.clone()),
                Known::Plain => None,
                Known::Seen => match compile(f.as_bytes()) {
                    Some(c) => {
                        let c = Rc::new(c);
                        *known = Known::Compiled(c.clone());
                        Some(c)
                    }
                    None => {
                        *known = Known::Plain;
                        None
                    }
                },
            },
            e => {
                *e = Some((f.clone(), Known::Seen));
                None
            }
        }
    })
}

/// The formatted bytes of `f` with `args` handed to `k` (`extra` as for
/// [`format_impl`]), through the compiled form of a format used before.
fn with_formatted<R>(
    vm: &mut Vm,
    f: &PStr,
    args: &[Value],
    extra: Option<usize>,
    k: impl FnOnce(&mut Vm, &[u8]) -> R,
) -> Result<R, Unwind> {
    let Some(c) = compiled(f).filter(|c| c.need <= args.len()) else {
        let out = format_impl(vm, f.as_bytes(), args, extra)?;
        return Ok(k(vm, &out));
    };
    let (mut out, mut scratch) = BUFS.take();
    out.clear();
    for cv in &c.convs {
        out.extend_from_slice(&c.text[cv.from..cv.to]);
        // Borrowed: a copy (and its release) only for a reference's value.
        let arg = args[cv.arg].deref();
        if let Err(e) = convert(vm, &mut out, &mut scratch, &arg, &cv.sp, cv.conv) {
            BUFS.set((out, scratch));
            return Err(e);
        }
    }
    out.extend_from_slice(&c.text[c.tail..]);
    let r = k(vm, &out);
    BUFS.set((out, scratch));
    Ok(r)
}

/// sprintf(): the formatted bytes of `fmt` with `args`.
pub fn format(vm: &mut Vm, fmt: &[u8], args: &[Value]) -> Result<Vec<u8>, Unwind> {
    format_impl(vm, fmt, args, Some(1))
}

/// vsprintf(): like [`format`], with the v* error for missing arguments.
pub fn vformat(vm: &mut Vm, fmt: &[u8], args: &[Value]) -> Result<Vec<u8>, Unwind> {
    format_impl(vm, fmt, args, None)
}

fn sprintf(vm: &mut Vm, args: &mut Args) -> BResult {
    with_formatted(vm, args.str(0), args.rest(1), Some(1), |_, s| {
        Value::from(s)
    })
}

fn printf(vm: &mut Vm, args: &mut Args) -> BResult {
    with_formatted(vm, args.str(0), args.rest(1), Some(1), |vm, s| {
        vm.echo(s);
        Value::Int(s.len() as i64)
    })
}

fn array_args(args: &Args) -> Vec<Value> {
    args.arr(1).values().cloned().collect()
}

fn vsprintf(vm: &mut Vm, args: &mut Args) -> BResult {
    with_formatted(vm, args.str(0), &array_args(args), None, |_, s| {
        Value::from(s)
    })
}

fn vprintf(vm: &mut Vm, args: &mut Args) -> BResult {
    with_formatted(vm, args.str(0), &array_args(args), None, |vm, s| {
        vm.echo(s);
        Value::Int(s.len() as i64)
    })
}

/// Writes formatted text to a stream: the byte count written (php
/// returns the formatted length; a failed write still counts it).
fn write_stream(vm: &mut Vm, args: &Args, s: Vec<u8>) -> BResult {
    let n = s.len() as i64;
    let _ = super::file::funcs::with_stream(vm, args, 0, |st, vm| st.write(vm, &s))?;
    Ok(Value::Int(n))
}

fn fprintf(vm: &mut Vm, args: &mut Args) -> BResult {
    let f = args.str(1).clone();
    let s = format(vm, f.as_bytes(), args.rest(2))?;
    write_stream(vm, args, s)
}

fn vfprintf(vm: &mut Vm, args: &mut Args) -> BResult {
    let f = args.str(1).clone();
    let vals: Vec<Value> = args.arr(2).values().cloned().collect();
    let s = vformat(vm, f.as_bytes(), &vals)?;
    write_stream(vm, args, s)
}

// ---------------------------------------------------------------- number_format

/// number_format's text for a float.
pub fn number_format_bytes(d: f64, dec: i32, dec_point: &[u8], thousands: &[u8]) -> Vec<u8> {
    let mut d = d;
    let mut negative = false;
    if d < 0.0 {
        negative = true;
        d = -d;
    }
    if d == 0.0 {
        d = 0.0; // -0.0 prints as 0
    }
    let dec = dec.max(0);
    d = super::math::php_round(d, dec, super::math::ROUND_HALF_UP);
    let tmp = if d.is_nan() {
        "nan".to_string()
    } else if d.is_infinite() {
        "inf".to_string()
    } else {
        format!("{:.*}", dec as usize, d)
    };
    let tb = tmp.as_bytes();
    if !tb[0].is_ascii_digit() {
        return tb.to_vec();
    }
    if negative && d == 0.0 {
        negative = false;
    }
    let (int_part, frac) = match tmp.split_once('.') {
        Some((a, b)) if dec > 0 => (a.as_bytes(), Some(b.as_bytes())),
        _ => (tb, None),
    };
    let mut out = Vec::with_capacity(tb.len() + 8);
    if negative {
        out.push(b'-');
    }
    let n = int_part.len();
    for (k, &c) in int_part.iter().enumerate() {
        if k > 0 && (n - k) % 3 == 0 {
            out.extend_from_slice(thousands);
        }
        out.push(c);
    }
    if dec > 0 {
        out.extend_from_slice(dec_point);
        let f = frac.unwrap_or(b"");
        out.extend_from_slice(f);
        out.extend(std::iter::repeat_n(
            b'0',
            (dec as usize).saturating_sub(f.len()),
        ));
    }
    out
}

fn number_format(_vm: &mut Vm, args: &mut Args) -> BResult {
    let d = args.float(0);
    let dec = args.opt_int(1, 0).clamp(i32::MIN as i64, i32::MAX as i64) as i32;
    let dp: Vec<u8> = args
        .opt_str(2)
        .map(|s| s.as_bytes().to_vec())
        .unwrap_or_else(|| b".".to_vec());
    let ts: Vec<u8> = args
        .opt_str(3)
        .map(|s| s.as_bytes().to_vec())
        .unwrap_or_else(|| b",".to_vec());
    Ok(Value::from(number_format_bytes(d, dec, &dp, &ts)))
}
