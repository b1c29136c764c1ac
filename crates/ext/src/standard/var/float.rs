//! Float text without heap allocation, for the serializers (serialize,
//! json_encode, debug_zval_dump): php's zend_gcvt shape (shortest digits for
//! precision -1, else N significant digits; exponent form below 1e-4 or past
//! the digit count) written straight into the output buffer.
//!
//! Not the `precision`/echo conversion of the engine (that is
//! `tusk_value::num::fmt_float`, which this matches byte for byte); INF and
//! NAN are the callers' business (each serializer spells them its own way).

use std::fmt::Write;

/// A fixed stack buffer that `write!` can fill.
struct StackBuf {
    buf: [u8; 48],
    len: usize,
}

impl Write for StackBuf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let b = s.as_bytes();
        let end = self.len + b.len();
        if end > self.buf.len() {
            return Err(std::fmt::Error);
        }
        self.buf[self.len..end].copy_from_slice(b);
        self.len = end;
        Ok(())
    }
}

/// Appends a finite float as zend_gcvt writes it with `precision` (-1 is
/// the shortest text that reads back) and `e` as the exponent letter.
pub fn write_float(out: &mut Vec<u8>, f: f64, precision: i32, e: u8) {
    if !f.is_finite() {
        // Callers handle these; a fallback that never panics.
        out.extend_from_slice(if f.is_nan() {
            b"NAN"
        } else if f > 0.0 {
            b"INF"
        } else {
            b"-INF"
        });
        return;
    }
    let mut sb = StackBuf {
        buf: [0; 48],
        len: 0,
    };
    let ndigit = if precision < 0 {
        let _ = write!(sb, "{:e}", f.abs());
        17
    } else {
        let n = precision.clamp(1, 40);
        let _ = write!(sb, "{:.*e}", (n - 1) as usize, f.abs());
        n
    };
    let s = &sb.buf[..sb.len];
    let epos = s.iter().position(|&c| c == b'e').unwrap_or(s.len());
    let mut digits = [0u8; 48];
    let mut nd = 0;
    for &c in &s[..epos] {
        if c.is_ascii_digit() {
            digits[nd] = c;
            nd += 1;
        }
    }
    while nd > 1 && digits[nd - 1] == b'0' {
        nd -= 1;
    }
    let mut exp: i32 = 0;
    let mut neg_exp = false;
    for &c in s.get(epos + 1..).unwrap_or(&[]) {
        match c {
            b'-' => neg_exp = true,
            b'0'..=b'9' => exp = exp * 10 + (c - b'0') as i32,
            _ => {}
        }
    }
    if neg_exp {
        exp = -exp;
    }
    let digits = &digits[..nd.max(1)];
    let decpt = if digits == b"0" { 1 } else { exp + 1 };
    if f.is_sign_negative() {
        out.push(b'-');
    }
    if (decpt >= 0 && decpt > ndigit) || decpt < -3 {
        let x = decpt - 1;
        out.push(digits[0]);
        out.push(b'.');
        if digits.len() == 1 {
            out.push(b'0');
        } else {
            out.extend_from_slice(&digits[1..]);
        }
        out.push(e);
        out.push(if x < 0 { b'-' } else { b'+' });
        let mut ib = [0u8; 20];
        out.extend_from_slice(tusk_value::num::fmt_int(x.unsigned_abs() as i64, &mut ib));
    } else if decpt <= 0 {
        out.extend_from_slice(b"0.");
        for _ in decpt..0 {
            out.push(b'0');
        }
        out.extend_from_slice(digits);
    } else {
        let dp = decpt as usize;
        if digits.len() <= dp {
            out.extend_from_slice(digits);
            for _ in digits.len()..dp {
                out.push(b'0');
            }
        } else {
            out.extend_from_slice(&digits[..dp]);
            out.push(b'.');
            out.extend_from_slice(&digits[dp..]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(f: f64, p: i32) -> String {
        let mut v = Vec::new();
        write_float(&mut v, f, p, b'E');
        String::from_utf8(v).unwrap()
    }

    #[test]
    fn matches_fmt_float() {
        let vals = [
            0.0,
            -0.0,
            0.1,
            0.1 + 0.2,
            1e15,
            1e17,
            1e25,
            -1.5e-7,
            0.0001,
            0.00001,
            1.0 / 3.0,
            123456789012345678.0,
            2.5,
            1.5,
            100.0,
            -42.125,
            5e-324,
            f64::MAX,
        ];
        for &v in &vals {
            for p in [-1, 0, 1, 2, 5, 14, 17, 20] {
                assert_eq!(fmt(v, p), tusk_value::num::fmt_float(v, p), "{v} {p}");
            }
        }
    }
}
