//! Number <-> text: numeric-string parsing (php's is_numeric_string rules),
//! the strtod-style float prefix used by `(float)` casts, float formatting for
//! the `precision` / `serialize_precision` settings, int formatting, and the
//! float -> int conversions (modular and saturating).
//!
//! No juggling policy lives here (which conversion an operator uses, which
//! warning it raises): that is `ops`.

/// A number produced by numeric-string parsing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Int(i64),
    Float(f64),
}

/// The full result of scanning a string for a number (php's
/// `_is_numeric_string_ex` with every out-parameter).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scan {
    pub num: Num,
    /// The whole string is the number (leading and trailing whitespace allowed).
    pub whole: bool,
    /// The text was an integer too large for i64: 1 above, -1 below, 0 otherwise.
    pub oflow: i8,
}

#[inline]
fn is_ws(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Digits of i64::MIN without the sign: the threshold for 19-digit integers.
const LONG_MIN_DIGITS: &[u8] = b"9223372036854775808";
/// php's MAX_LENGTH_OF_LONG on 64-bit.
const MAX_LENGTH_OF_LONG: usize = 20;

/// Scans `b` as php's numeric-string test does (the variant that accepts a
/// leading numeric prefix and reports whether the whole string was numeric).
/// None when not even a prefix is numeric.
pub fn scan_numeric(b: &[u8]) -> Option<Scan> {
    let at = |i: usize| -> u8 { b.get(i).copied().unwrap_or(0) };
    // php reads the string as NUL-terminated in places; bytes past the end read as 0.
    if b.is_empty() || (b[0] > b'9' && b[0] < 0x80) {
        return None;
    }
    let mut start = 0;
    while start < b.len() && is_ws(b[start]) {
        start += 1;
    }
    let mut p = start;
    let neg = at(p) == b'-';
    if neg || at(p) == b'+' {
        p += 1;
    }
    let mut is_double = false;
    let mut oflow: i8 = 0;
    let mut digits = 0usize;
    let mut acc: u64 = 0;
    let end: usize;
    let mut dval = 0.0;
    if at(p).is_ascii_digit() {
        while at(p) == b'0' {
            p += 1;
        }
        loop {
            if digits >= MAX_LENGTH_OF_LONG {
                // Too many digits for an integer: the float parse decides.
                oflow = if neg { -1 } else { 1 };
                is_double = true;
                break;
            }
            let c = at(p);
            if c.is_ascii_digit() {
                acc = acc.wrapping_mul(10).wrapping_add((c - b'0') as u64);
                digits += 1;
                p += 1;
                continue;
            }
            if c == b'.' {
                is_double = true;
            } else if c == b'e' || c == b'E' {
                let mut e = p + 1;
                if at(e) == b'-' || at(e) == b'+' {
                    // php leaves its cursor on the sign here; that shifts the
                    // 19-digit overflow test below (reproduced).
                    p = e;
                    e += 1;
                }
                if at(e).is_ascii_digit() {
                    is_double = true;
                }
            }
            break;
        }
        if is_double {
            let (v, n) = strtod_prefix(&b[start..]);
            dval = v;
            end = start + n;
        } else {
            end = p;
        }
    } else if at(p) == b'.' && at(p + 1).is_ascii_digit() {
        is_double = true;
        let (v, n) = strtod_prefix(&b[start..]);
        dval = v;
        end = start + n;
    } else {
        return None;
    }
    let whole = b[end..].iter().all(|&c| is_ws(c));
    if !is_double {
        if digits == MAX_LENGTH_OF_LONG - 1 {
            // php compares the digits *and everything after them* with
            // "9223372036854775808" (strcmp), so trailing text makes an exact
            // i64::MIN a float: reproduced on purpose.
            let rest = &b[p - digits..];
            let cmp = cstr_cmp(rest, LONG_MIN_DIGITS);
            if !(cmp < 0 || (cmp == 0 && neg)) {
                let (v, _) = strtod_prefix(&b[start..]);
                return Some(Scan {
                    num: Num::Float(v),
                    whole,
                    oflow: if neg { -1 } else { 1 },
                });
            }
        }
        let v = if neg { acc.wrapping_neg() } else { acc } as i64;
        return Some(Scan {
            num: Num::Int(v),
            whole,
            oflow: 0,
        });
    }
    Some(Scan {
        num: Num::Float(dval),
        whole,
        oflow,
    })
}

/// C `strcmp` of `a` (read up to its first NUL) with `b` (no NUL inside).
fn cstr_cmp(a: &[u8], b: &[u8]) -> i32 {
    let a = match a.iter().position(|&c| c == 0) {
        Some(n) => &a[..n],
        None => a,
    };
    match a.cmp(b) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }
}

/// php's `is_numeric_string_ex` with errors allowed: the number and whether
/// the whole string was numeric (false: only a leading prefix, as "12abc").
pub fn parse_numeric(b: &[u8]) -> Option<(Num, bool)> {
    scan_numeric(b).map(|s| (s.num, s.whole))
}

/// The whole string is numeric (is_numeric() on a string).
pub fn is_numeric(b: &[u8]) -> bool {
    matches!(scan_numeric(b), Some(s) if s.whole)
}

/// The whole string is numeric: its number (php's `is_numeric_string` with
/// errors not allowed), as `==` and `<=>` use it.
pub fn numeric_whole(b: &[u8]) -> Option<Num> {
    match scan_numeric(b) {
        Some(s) if s.whole => Some(s.num),
        _ => None,
    }
}

/// The longest float prefix of `b` as php's zend_strtod reads it: leading
/// whitespace, sign, digits, '.', digits, exponent. No hex, no inf/nan.
/// Returns the value and the number of bytes consumed (0: no number).
pub fn strtod_prefix(b: &[u8]) -> (f64, usize) {
    let at = |i: usize| -> u8 { b.get(i).copied().unwrap_or(0) };
    let mut i = 0;
    while i < b.len() && is_ws(b[i]) {
        i += 1;
    }
    let num_start = i;
    if at(i) == b'-' || at(i) == b'+' {
        i += 1;
    }
    let int_start = i;
    while at(i).is_ascii_digit() {
        i += 1;
    }
    let mut nd = i - int_start;
    if at(i) == b'.' {
        let frac_start = i + 1;
        let mut j = frac_start;
        while at(j).is_ascii_digit() {
            j += 1;
        }
        if nd > 0 || j > frac_start {
            nd += j - frac_start;
            i = j;
        }
    }
    if nd == 0 {
        return (0.0, 0);
    }
    let mant_end = i;
    if at(i) == b'e' || at(i) == b'E' {
        let mut j = i + 1;
        if at(j) == b'-' || at(j) == b'+' {
            j += 1;
        }
        if at(j).is_ascii_digit() {
            while at(j).is_ascii_digit() {
                j += 1;
            }
            i = j;
        }
    }
    let text = &b[num_start..i];
    // Rust's parser is correctly rounded like zend_strtod; it wants a digit
    // before an exponent ("1.e5" -> "1.0e5") and accepts the rest as is.
    let s = std::str::from_utf8(text).unwrap_or("0");
    let v = match s.parse::<f64>() {
        Ok(v) => v,
        Err(_) => {
            let mut t = String::with_capacity(s.len() + 1);
            let dot = mant_end - num_start;
            t.push_str(&s[..dot]);
            t.push('0');
            t.push_str(&s[dot..]);
            t.parse::<f64>().unwrap_or(0.0)
        }
    };
    (v, i)
}

/// -2^63, the lower end of the float range that converts to i64 directly.
const TWO63_NEG: f64 = i64::MIN as f64;

/// Float to int as php's `(int)` cast of a float: truncation, NaN and
/// infinities give 0, out-of-range values wrap modulo 2^64 (PHP 8.2, 64-bit).
pub fn float_to_int(f: f64) -> i64 {
    if !f.is_finite() {
        return 0;
    }
    if (TWO63_NEG..-TWO63_NEG).contains(&f) {
        return f as i64;
    }
    let two64 = 18446744073709551616.0;
    let mut m = f % two64;
    if m < 0.0 {
        m += two64;
    }
    m as u64 as i64
}

/// Float to int saturating at the i64 range (how `(int)"1e30"` converts the
/// float a numeric string holds); NaN and infinities give 0.
pub fn float_to_int_cap(f: f64) -> i64 {
    if !f.is_finite() {
        return 0;
    }
    if (TWO63_NEG..-TWO63_NEG).contains(&f) {
        return f as i64;
    }
    if f > 0.0 {
        i64::MAX
    } else {
        i64::MIN
    }
}

/// The decimal digits of `n`, right-aligned in `buf` (at least 20 bytes):
/// the index of the first one (`buf[i..]` is the text).
#[inline]
pub fn dec_digits(mut n: u64, buf: &mut [u8]) -> usize {
    // Two digits a division, from a table of the pairs 00..99.
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut p = buf.len();
    while n >= 100 {
        let r = (n % 100) as usize * 2;
        n /= 100;
        p -= 2;
        buf[p..p + 2].copy_from_slice(&PAIRS[r..r + 2]);
    }
    if n >= 10 {
        let r = n as usize * 2;
        p -= 2;
        buf[p..p + 2].copy_from_slice(&PAIRS[r..r + 2]);
    } else {
        p -= 1;
        buf[p] = b'0' + n as u8;
    }
    p
}

/// An int's decimal text written into `buf` without allocating.
pub fn fmt_int(i: i64, buf: &mut [u8; 20]) -> &[u8] {
    let mut p = dec_digits(i.unsigned_abs(), buf);
    if i < 0 {
        p -= 1;
        buf[p] = b'-';
    }
    &buf[p..]
}

/// Integer value of a string as `(int)"  12abc"` gives: the leading numeric
/// prefix (0 if none); float text saturates ("1e30" -> PHP_INT_MAX,
/// "1e1000" -> 0 as php does).
pub fn str_to_int(b: &[u8]) -> i64 {
    match scan_numeric(b) {
        None => 0,
        Some(Scan {
            num: Num::Int(i), ..
        }) => i,
        Some(Scan {
            num: Num::Float(f), ..
        }) => float_to_int_cap(f),
    }
}

/// Float value of a string as `(float)"1.5e3abc"` gives (php's zend_strtod
/// on the text: leading whitespace, then the longest float prefix, else 0).
pub fn str_to_float(b: &[u8]) -> f64 {
    strtod_prefix(b).0
}

/// Decimal digits of |f| (no trailing zeros, "0" for zero) and the position
/// of the decimal point, as zend_dtoa gives them: `ndigit` None is the
/// shortest text that reads back (mode 0), Some(n) is n significant digits
/// correctly rounded, ties to even (mode 2).
fn dtoa(f: f64, ndigit: Option<usize>) -> (Vec<u8>, i32) {
    let s = match ndigit {
        None => {
            // The shortest digits, ties to even as php's zend_dtoa mode 0
            // (Rust's `{:e}` can pick the other neighbour).
            if f == 0.0 {
                return (vec![b'0'], 1);
            }
            let mut d = [0u8; 48];
            let (n, p) = shortest_digits(f.abs(), &mut d);
            return (d[..n].to_vec(), p);
        }
        Some(n) => format!("{:.*e}", n.max(1) - 1, f.abs()),
    };
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let mut digits: Vec<u8> = mant.bytes().filter(|c| c.is_ascii_digit()).collect();
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    if digits == b"0" {
        return (digits, 1);
    }
    (digits, exp + 1)
}

/// The shortest digits that read back to `f` (finite, not negative) and
/// the decimal point's position: 0.05 is ("5", -1), 120.0 is ("12", 3);
/// zero is ("0", 0). zmij (Schubfach) gives the shortest, closest digits,
/// as zend_dtoa's mode 0 does; its text ("1.5e-7", "120.0", "0.001") is
/// read back into digits and exponent here.
pub fn shortest_digits(f: f64, digits: &mut [u8; 48]) -> (usize, i32) {
    let mut zb = zmij::Buffer::new();
    let s = zb.format_finite(f).as_bytes();
    let epos = s.iter().position(|&c| c == b'e').unwrap_or(s.len());
    let mut nd = 0;
    // Digits before the point (leading zeros dropped: each moves the
    // point left).
    let mut decpt: i32 = 0;
    let mut seen_point = false;
    for &c in &s[..epos] {
        if c == b'.' {
            seen_point = true;
            continue;
        }
        if nd == 0 && c == b'0' {
            if seen_point {
                decpt -= 1;
            }
            continue;
        }
        if nd < digits.len() {
            digits[nd] = c;
            nd += 1;
        }
        if !seen_point {
            decpt += 1;
        }
    }
    while nd > 0 && digits[nd - 1] == b'0' {
        nd -= 1;
    }
    if nd == 0 {
        digits[0] = b'0';
        return (1, 0);
    }
    let exp = exp_after(s, epos);
    (nd, decpt + exp)
}

/// The signed exponent of a float's text "1.5e-7" whose 'e' is at `epos`
/// (0 when there is none).
pub fn exp_after(s: &[u8], epos: usize) -> i32 {
    let mut exp: i32 = 0;
    let mut neg = false;
    for &c in s.get(epos + 1..).unwrap_or(&[]) {
        match c {
            b'-' => neg = true,
            b'0'..=b'9' => exp = exp * 10 + (c - b'0') as i32,
            _ => {}
        }
    }
    if neg {
        -exp
    } else {
        exp
    }
}

/// Formats a float as php's zend_gcvt does for a precision setting
/// (`precision` for echo and string conversion, `serialize_precision` for
/// var_dump/var_export/json): -1 (or below) means the shortest text that
/// reads back to the same float, with exponent form above 17 digits;
/// N means N significant digits, exponent form when the exponent is below -4
/// or at least N. 0 is treated as 1. INF, -INF, NAN, "-0" as php prints them,
/// including php's quirk of cutting INF/NAN to N characters when N < 4
/// (precision 1 prints INF as "I"): see [`fmt_float_printf`] for var_dump's
/// printf-style path, which does not.
pub fn fmt_float(f: f64, precision: i32) -> String {
    if !f.is_finite() {
        let mut s = fmt_float_printf(f, precision);
        if precision >= 0 {
            s.truncate(precision.max(1) as usize);
        }
        return s;
    }
    let (digits, decpt, ndigit) = if precision < 0 {
        let (d, p) = dtoa(f, None);
        (d, p, 17)
    } else {
        let n = precision.max(1);
        let (d, p) = dtoa(f, Some(n as usize));
        (d, p, n)
    };
    let mut out = String::with_capacity(digits.len() + 8);
    if f.is_sign_negative() {
        out.push('-');
    }
    if (decpt >= 0 && decpt > ndigit) || decpt < -3 {
        // Exponent form: d.dddE+x, always one digit after the point.
        let e = decpt - 1;
        out.push(digits[0] as char);
        out.push('.');
        if digits.len() == 1 {
            out.push('0');
        } else {
            out.extend(digits[1..].iter().map(|&c| c as char));
        }
        out.push('E');
        out.push(if e < 0 { '-' } else { '+' });
        out.push_str(&e.unsigned_abs().to_string());
    } else if decpt < 0 {
        out.push_str("0.");
        for _ in decpt..0 {
            out.push('0');
        }
        out.extend(digits.iter().map(|&c| c as char));
    } else {
        let dp = decpt as usize;
        for i in 0..dp {
            out.push(*digits.get(i).unwrap_or(&b'0') as char);
        }
        if digits.len() > dp {
            if dp == 0 {
                out.push('0');
            }
            out.push('.');
            out.extend(digits[dp..].iter().map(|&c| c as char));
        }
    }
    out
}

/// A float as php's printf-style `%.*H` prints it (var_dump, debug_zval_dump,
/// the float in deprecation messages): as [`fmt_float`], except that INF,
/// -INF and NAN are always whole.
pub fn fmt_float_printf(f: f64, precision: i32) -> String {
    if f.is_nan() {
        return "NAN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "INF".into() } else { "-INF".into() };
    }
    fmt_float(f, precision)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_prefixes() {
        assert_eq!(parse_numeric(b"12abc"), Some((Num::Int(12), false)));
        assert_eq!(parse_numeric(b" 12 "), Some((Num::Int(12), true)));
        assert_eq!(parse_numeric(b"1e3"), Some((Num::Float(1000.0), true)));
        assert_eq!(parse_numeric(b"abc"), None);
        assert_eq!(parse_numeric(b"0x1A"), Some((Num::Int(0), false)));
        assert_eq!(parse_numeric(b"."), None);
        assert_eq!(parse_numeric(b"1."), Some((Num::Float(1.0), true)));
        assert_eq!(parse_numeric(b".5"), Some((Num::Float(0.5), true)));
        assert_eq!(
            parse_numeric(b"-9223372036854775808"),
            Some((Num::Int(i64::MIN), true))
        );
        assert_eq!(
            parse_numeric(b"-9223372036854775808 "),
            Some((Num::Float(i64::MIN as f64), true))
        );
        assert_eq!(
            parse_numeric(b"9223372036854775808"),
            Some((Num::Float(-(i64::MIN as f64)), true))
        );
        assert_eq!(str_to_int(b"9999999999999999999"), i64::MAX);
        let mut buf = [0u8; 20];
        assert_eq!(fmt_int(i64::MIN, &mut buf), b"-9223372036854775808");
        assert_eq!(fmt_int(0, &mut buf), b"0");
        assert_eq!(fmt_int(-7, &mut buf), b"-7");
        assert_eq!(str_to_int(b"1e1000"), 0);
        assert_eq!(str_to_float(b"1.e5x"), 100000.0);
        assert_eq!(str_to_float(b" -.5e1"), -5.0);
        assert_eq!(str_to_float(b"0x1A"), 0.0);
    }

    #[test]
    fn floats() {
        assert_eq!(fmt_float(0.1 + 0.2, -1), "0.30000000000000004");
        assert_eq!(fmt_float(0.1 + 0.2, 14), "0.3");
        assert_eq!(fmt_float(1e15, -1), "1000000000000000");
        assert_eq!(fmt_float(1e17, -1), "1.0E+17");
        assert_eq!(fmt_float(1e15, 14), "1.0E+15");
        assert_eq!(fmt_float(1e14, 17), "100000000000000");
        assert_eq!(fmt_float(-0.0, -1), "-0");
        assert_eq!(fmt_float(0.00001, -1), "1.0E-5");
        assert_eq!(fmt_float(0.0001, -1), "0.0001");
        assert_eq!(fmt_float(-1.5e-7, 14), "-1.5E-7");
        assert_eq!(fmt_float(1.0 / 3.0, 14), "0.33333333333333");
        assert_eq!(
            fmt_float(123456789012345678.0, -1),
            "1.2345678901234568E+17"
        );
        assert_eq!(fmt_float(2.5, 1), "2");
        assert_eq!(fmt_float(1.5, 0), "2");
    }
}
