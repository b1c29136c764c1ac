//! HTTP dates (RFC 9110 section 5.6.7): formatting a unix time as an
//! IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) and parsing the three forms a
//! recipient must accept (IMF-fixdate, the obsolete RFC 850 form and asctime),
//! for If-Modified-Since / If-Unmodified-Since / If-Range.
//!
//! Not here: the per-second cache of the `Date:` header (response.rs,
//! `DateCache`) and time zones (HTTP dates are always GMT).

/// Length of an IMF-fixdate.
pub const IMF_FIXDATE_LEN: usize = 29;

const DAYS: [&[u8; 3]; 7] = [b"Thu", b"Fri", b"Sat", b"Sun", b"Mon", b"Tue", b"Wed"];
const MONTHS: [&[u8; 3]; 12] = [
    b"Jan", b"Feb", b"Mar", b"Apr", b"May", b"Jun", b"Jul", b"Aug", b"Sep", b"Oct", b"Nov", b"Dec",
];
const LONG_DAYS: [&[u8]; 7] = [
    b"Monday",
    b"Tuesday",
    b"Wednesday",
    b"Thursday",
    b"Friday",
    b"Saturday",
    b"Sunday",
];

/// Days since 1970-01-01 to (year, month 1..=12, day 1..=31), proleptic Gregorian
/// (Howard Hinnant's civil_from_days).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// (year, month 1..=12, day 1..=31) to days since 1970-01-01.
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let m = m as i64;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn two(out: &mut [u8], v: u32) {
    out[0] = b'0' + (v / 10 % 10) as u8;
    out[1] = b'0' + (v % 10) as u8;
}

/// Formats `secs` (seconds since the epoch, UTC) as an IMF-fixdate.
/// Years outside 0..=9999 are clamped to that range.
pub fn format_imf_fixdate(secs: i64) -> [u8; IMF_FIXDATE_LEN] {
    // Clamp to years 0000..=9999 so the fixed width holds.
    let secs = secs.clamp(-62_167_219_200, 253_402_300_799);
    let days = secs.div_euclid(86_400);
    let sod = secs.rem_euclid(86_400) as u32;
    let (y, m, d) = civil_from_days(days);
    let mut out = *b"Thu, 01 Jan 1970 00:00:00 GMT";
    out[..3].copy_from_slice(DAYS[days.rem_euclid(7) as usize]);
    two(&mut out[5..7], d);
    out[8..11].copy_from_slice(MONTHS[(m - 1) as usize]);
    let y = y as u32;
    two(&mut out[12..14], y / 100);
    two(&mut out[14..16], y % 100);
    two(&mut out[17..19], sod / 3600);
    two(&mut out[20..22], sod / 60 % 60);
    two(&mut out[23..25], sod % 60);
    out
}

/// Formats `secs` as an IMF-fixdate into a String.
pub fn format_http_date(secs: i64) -> String {
    String::from_utf8_lossy(&format_imf_fixdate(secs)).into_owned()
}

fn month_index(m: &[u8]) -> Option<u32> {
    MONTHS
        .iter()
        .position(|x| x[..] == *m)
        .map(|i| i as u32 + 1)
}

fn digits(s: &[u8]) -> Option<u32> {
    if s.is_empty() || s.len() > 4 || !s.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(s.iter().fold(0, |a, &b| a * 10 + (b - b'0') as u32))
}

/// Parses `HH:MM:SS` to seconds of the day.
fn parse_time(s: &[u8]) -> Option<i64> {
    if s.len() != 8 || s[2] != b':' || s[5] != b':' {
        return None;
    }
    let (h, m, sec) = (digits(&s[0..2])?, digits(&s[3..5])?, digits(&s[6..8])?);
    // 60 is a leap second; treat it as 59 as most servers do.
    if h > 23 || m > 59 || sec > 60 {
        return None;
    }
    Some(h as i64 * 3600 + m as i64 * 60 + sec.min(59) as i64)
}

fn to_secs(y: i64, m: u32, d: u32, tod: i64) -> Option<i64> {
    let dim = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        _ => return None,
    };
    if d == 0 || d > dim {
        return None;
    }
    Some(days_from_civil(y, m, d) * 86_400 + tod)
}

/// Parses an HTTP date in any of the three RFC 9110 forms; returns seconds
/// since the epoch, or None when the text is not such a date.
///
/// - IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`
/// - RFC 850: `Sunday, 06-Nov-94 08:49:37 GMT` (two-digit years more than 50
///   years in the future are taken as the past century, per RFC 9110; here
///   simply: 70..=99 -> 19xx, 00..=69 -> 20xx)
/// - asctime: `Sun Nov  6 08:49:37 1994`
///
/// The day name is checked for form but not against the date.
pub fn parse_http_date(s: &[u8]) -> Option<i64> {
    let s = trim(s);
    if s.len() == IMF_FIXDATE_LEN && s[3] == b',' {
        // IMF-fixdate
        if !DAYS.iter().any(|d| d[..] == s[..3])
            || s[4] != b' '
            || s[7] != b' '
            || s[11] != b' '
            || s[16] != b' '
            || &s[25..] != b" GMT"
        {
            return None;
        }
        let d = digits(&s[5..7])?;
        let m = month_index(&s[8..11])?;
        let y = digits(&s[12..16])? as i64;
        return to_secs(y, m, d, parse_time(&s[17..25])?);
    }
    if let Some(comma) = s.iter().position(|&b| b == b',') {
        // RFC 850: weekday "," SP DD "-" Mon "-" YY SP time SP "GMT"
        if !LONG_DAYS.contains(&&s[..comma]) {
            return None;
        }
        let r = &s[comma + 1..];
        if r.len() != 23 || r[0] != b' ' || r[3] != b'-' || r[7] != b'-' || r[10] != b' ' {
            return None;
        }
        if &r[19..] != b" GMT" {
            return None;
        }
        let d = digits(&r[1..3])?;
        let m = month_index(&r[4..7])?;
        let yy = digits(&r[8..10])? as i64;
        let y = if yy >= 70 { 1900 + yy } else { 2000 + yy };
        return to_secs(y, m, d, parse_time(&r[11..19])?);
    }
    // asctime: day SP month SP ( 2DIGIT / ( SP DIGIT )) SP time SP year
    if s.len() != 24 || s[3] != b' ' || s[7] != b' ' || s[10] != b' ' || s[19] != b' ' {
        return None;
    }
    if !DAYS.iter().any(|d| d[..] == s[..3]) {
        return None;
    }
    let m = month_index(&s[4..7])?;
    let d = if s[8] == b' ' {
        digits(&s[9..10])?
    } else {
        digits(&s[8..10])?
    };
    let y = digits(&s[20..24])? as i64;
    to_secs(y, m, d, parse_time(&s[11..19])?)
}

fn trim(s: &[u8]) -> &[u8] {
    let start = s
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t'))
        .unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|b| !matches!(b, b' ' | b'\t'))
        .map_or(start, |e| e + 1);
    &s[start..end.max(start)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_known_dates() {
        assert_eq!(&format_imf_fixdate(0), b"Thu, 01 Jan 1970 00:00:00 GMT");
        assert_eq!(
            &format_imf_fixdate(784_111_777),
            b"Sun, 06 Nov 1994 08:49:37 GMT"
        );
        assert_eq!(
            &format_imf_fixdate(951_782_400),
            b"Tue, 29 Feb 2000 00:00:00 GMT"
        );
        assert_eq!(
            &format_imf_fixdate(1_700_000_000),
            b"Tue, 14 Nov 2023 22:13:20 GMT"
        );
        assert_eq!(&format_imf_fixdate(-1), b"Wed, 31 Dec 1969 23:59:59 GMT");
        assert_eq!(format_imf_fixdate(i64::MAX).len(), 29);
        assert_eq!(format_imf_fixdate(i64::MIN).len(), 29);
    }

    #[test]
    fn parses_the_three_forms() {
        let want = Some(784_111_777);
        assert_eq!(parse_http_date(b"Sun, 06 Nov 1994 08:49:37 GMT"), want);
        assert_eq!(parse_http_date(b"Sunday, 06-Nov-94 08:49:37 GMT"), want);
        assert_eq!(parse_http_date(b"Sun Nov  6 08:49:37 1994"), want);
        assert_eq!(parse_http_date(b" Sun, 06 Nov 1994 08:49:37 GMT "), want);
        assert_eq!(
            parse_http_date(b"Thursday, 01-Jan-04 00:00:00 GMT"),
            Some(1_072_915_200)
        );
    }

    #[test]
    fn rejects_malformed_dates() {
        for bad in [
            &b""[..],
            b"Sun, 06 Nov 1994 08:49:37 UTC",
            b"Sun, 31 Feb 1994 08:49:37 GMT",
            b"Sun, 06 Foo 1994 08:49:37 GMT",
            b"Sun, 06 Nov 1994 24:49:37 GMT",
            b"Sun, 06 Nov 1994 08:49 GMT",
            b"Sunday, 06-Nov-1994 08:49:37 GMT",
            b"Funday, 06-Nov-94 08:49:37 GMT",
            b"Sun Nov 6 08:49:37 1994",
            b"1994-11-06T08:49:37Z",
            b"\xff\xfe,",
        ] {
            assert_eq!(
                parse_http_date(bad),
                None,
                "{:?}",
                String::from_utf8_lossy(bad)
            );
        }
    }

    #[test]
    fn round_trips() {
        let mut t = -2_000_000_000i64;
        while t < 10_000_000_000 {
            assert_eq!(parse_http_date(&format_imf_fixdate(t)), Some(t));
            t += 7_777_777;
        }
    }
}
