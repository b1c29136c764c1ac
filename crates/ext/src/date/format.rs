//! Formatting of instants: php's date() format letters (shared by
//! DateTime::format), idate's single letters, and the strftime family's
//! %-conversions (C locale).
//!
//! Not here: parsing (parse.rs, fromformat.rs) and the zone database (tz.rs).

use super::cal::{self, Civil};
use super::tz::{fmt_offset, OffsetInfo, Tz};

/// An instant with its zone: what date() and DateTime format.
#[derive(Clone)]
pub struct Moment {
    /// Seconds since the epoch.
    pub ts: i64,
    /// Microseconds, 0..1_000_000.
    pub us: i64,
    pub tz: Tz,
}

/// The local view of a moment.
pub struct Local {
    pub c: Civil,
    pub info: OffsetInfo,
}

impl Moment {
    pub fn local(&self) -> Local {
        let info = self.tz.info(self.ts);
        let c = Civil::from_local(self.ts + info.offset as i64);
        Local { c, info }
    }
}

pub const DAY_FULL: [&str; 7] = [
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
];
pub const MONTH_FULL: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

fn suffix(d: i64) -> &'static str {
    if (11..=13).contains(&(d % 100)) {
        return "th";
    }
    match d % 10 {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    }
}

fn swatch(ts: i64) -> i64 {
    let mut r = (ts.rem_euclid(86400) + 3600) * 10;
    if r < 0 {
        r += 864000;
    }
    (r / 864) % 1000
}

/// date()'s format language over one moment.
pub fn format(fmt: &[u8], m: &Moment) -> Vec<u8> {
    format_with(fmt, m, false)
}

/// Appends `v` in decimal.
fn put_int(out: &mut Vec<u8>, v: i64) {
    put_pad(out, v, 0);
}

/// Appends `v` zero-padded to `width` characters, the sign counted in the
/// width (what `format!("{:0width$}")` writes).
fn put_pad(out: &mut Vec<u8>, v: i64, width: usize) {
    let mut digits = [0u8; 20];
    let i = tusk_value::num::dec_digits(v.unsigned_abs(), &mut digits);
    let len = digits.len() - i + usize::from(v < 0);
    if v < 0 {
        out.push(b'-');
    }
    for _ in len..width {
        out.push(b'0');
    }
    out.extend_from_slice(&digits[i..]);
}

/// `HH:MM:SS` (the time part of 'c' and 'r').
fn put_hms(out: &mut Vec<u8>, c: &Civil) {
    put_pad(out, c.h, 2);
    out.push(b':');
    put_pad(out, c.i, 2);
    out.push(b':');
    put_pad(out, c.s, 2);
}

/// year4() appended: at least four digits, a leading '-' before the year.
fn put_year4(out: &mut Vec<u8>, y: i64) {
    if y < 0 {
        out.push(b'-');
        put_pad(out, -y, 4);
    } else {
        put_pad(out, y, 4);
    }
}

/// fmt_offset() appended: +HHMM or +HH:MM.
fn put_offset(out: &mut Vec<u8>, off: i32, colon: bool) {
    out.push(if off < 0 { b'-' } else { b'+' });
    let a = i64::from(off.unsigned_abs());
    put_pad(out, a / 3600, 2);
    if colon {
        out.push(b':');
    }
    put_pad(out, a / 60 % 60, 2);
}

/// date()'s format; `gmt` names the zone "GMT" for 'T' (gmdate). Each
/// letter appends to the output directly (no intermediate strings).
pub fn format_with(fmt: &[u8], m: &Moment, gmt: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(fmt.len() * 3);
    format_into(&mut out, fmt, m, gmt);
    out
}

/// format_with() appending to `out`.
fn format_into(out: &mut Vec<u8>, fmt: &[u8], m: &Moment, gmt: bool) {
    let l = m.local();
    let c = l.c;
    let days = c.days();
    let wd = cal::weekday(days);
    let h12 = if c.h % 12 == 0 { 12 } else { c.h % 12 };
    let mut i = 0;
    while i < fmt.len() {
        let ch = fmt[i];
        i += 1;
        match ch {
            b'd' => put_pad(out, c.d, 2),
            b'D' => out.extend_from_slice(&DAY_FULL[wd as usize].as_bytes()[..3]),
            b'j' => put_int(out, c.d),
            b'l' => out.extend_from_slice(DAY_FULL[wd as usize].as_bytes()),
            b'N' => put_int(out, if wd == 0 { 7 } else { wd }),
            b'S' => out.extend_from_slice(suffix(c.d).as_bytes()),
            b'w' => put_int(out, wd),
            b'z' => put_int(out, cal::day_of_year(c.y, c.m, c.d)),
            b'W' => put_pad(out, cal::iso_week(c.y, c.m, c.d).1, 2),
            b'o' => put_int(out, cal::iso_week(c.y, c.m, c.d).0),
            b'F' => out.extend_from_slice(MONTH_FULL[c.m as usize - 1].as_bytes()),
            b'M' => out.extend_from_slice(&MONTH_FULL[c.m as usize - 1].as_bytes()[..3]),
            b'm' => put_pad(out, c.m, 2),
            b'n' => put_int(out, c.m),
            b't' => put_int(out, cal::days_in_month(c.y, c.m)),
            b'L' => put_int(out, cal::is_leap(c.y) as i64),
            b'Y' => put_year4(out, c.y),
            b'X' | b'x' => {
                if ch == b'X' || c.y >= 10000 || c.y < 0 {
                    out.push(if c.y < 0 { b'-' } else { b'+' });
                    put_pad(out, c.y.abs(), 4);
                } else {
                    put_pad(out, c.y, 4);
                }
            }
            b'y' => put_pad(out, c.y % 100, 2),
            b'a' => out.extend_from_slice(if c.h >= 12 { b"pm" } else { b"am" }),
            b'A' => out.extend_from_slice(if c.h >= 12 { b"PM" } else { b"AM" }),
            b'B' => put_pad(out, swatch(m.ts), 3),
            b'g' => put_int(out, h12),
            b'G' => put_int(out, c.h),
            b'h' => put_pad(out, h12, 2),
            b'H' => put_pad(out, c.h, 2),
            b'i' => put_pad(out, c.i, 2),
            b's' => put_pad(out, c.s, 2),
            b'u' => put_pad(out, m.us, 6),
            b'v' => put_pad(out, m.us / 1000, 3),
            b'e' => out.extend_from_slice(m.tz.name().as_bytes()),
            b'I' => put_int(out, l.info.dst as i64),
            b'O' => put_offset(out, l.info.offset, false),
            b'P' => put_offset(out, l.info.offset, true),
            b'p' => {
                if l.info.offset == 0 {
                    out.push(b'Z');
                } else {
                    put_offset(out, l.info.offset, true);
                }
            }
            b'T' if gmt => out.extend_from_slice(b"GMT"),
            b'T' => out.extend_from_slice(l.info.abbr.as_bytes()),
            b'Z' => put_int(out, i64::from(l.info.offset)),
            b'c' => {
                put_year4(out, c.y);
                out.push(b'-');
                put_pad(out, c.m, 2);
                out.push(b'-');
                put_pad(out, c.d, 2);
                out.push(b'T');
                put_hms(out, &c);
                put_offset(out, l.info.offset, true);
            }
            b'r' => {
                out.extend_from_slice(&DAY_FULL[wd as usize].as_bytes()[..3]);
                out.extend_from_slice(b", ");
                put_pad(out, c.d, 2);
                out.push(b' ');
                out.extend_from_slice(&MONTH_FULL[c.m as usize - 1].as_bytes()[..3]);
                out.push(b' ');
                put_year4(out, c.y);
                out.push(b' ');
                put_hms(out, &c);
                out.push(b' ');
                put_offset(out, l.info.offset, false);
            }
            b'U' => put_int(out, m.ts),
            b'\\' => {
                out.push(fmt.get(i).copied().unwrap_or(0));
                i += 1;
            }
            _ => out.push(ch),
        }
    }
}

/// idate()'s single letter, or None for an unknown one.
pub fn idate(ch: u8, m: &Moment) -> Option<i64> {
    let l = m.local();
    let c = l.c;
    let wd = cal::weekday(c.days());
    Some(match ch {
        b'B' => swatch(m.ts),
        b'd' => c.d,
        b'h' => {
            if c.h % 12 == 0 {
                12
            } else {
                c.h % 12
            }
        }
        b'H' => c.h,
        b'i' => c.i,
        b'I' => l.info.dst as i64,
        b'L' => cal::is_leap(c.y) as i64,
        b'm' => c.m,
        b'N' => {
            if wd == 0 {
                7
            } else {
                wd
            }
        }
        b'o' => cal::iso_week(c.y, c.m, c.d).0,
        b's' => c.s,
        b't' => cal::days_in_month(c.y, c.m),
        b'U' => m.ts,
        b'w' => wd,
        b'W' => cal::iso_week(c.y, c.m, c.d).1,
        b'y' => c.y % 100,
        b'Y' => c.y,
        b'z' => cal::day_of_year(c.y, c.m, c.d),
        b'Z' => l.info.offset as i64,
        _ => return None,
    })
}

/// strftime's conversions in the C locale.
pub fn strftime(fmt: &[u8], m: &Moment, gmt: bool) -> Vec<u8> {
    let l = m.local();
    let c = l.c;
    let wd = cal::weekday(c.days());
    let yday = cal::day_of_year(c.y, c.m, c.d);
    let (iy, iw) = cal::iso_week(c.y, c.m, c.d);
    let h12 = if c.h % 12 == 0 { 12 } else { c.h % 12 };
    let mut out = Vec::with_capacity(fmt.len() * 2);
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' || i + 1 >= fmt.len() {
            out.push(fmt[i]);
            i += 1;
            continue;
        }
        let ch = fmt[i + 1];
        i += 2;
        let s = match ch {
            b'a' => DAY_FULL[wd as usize][..3].to_string(),
            b'A' => DAY_FULL[wd as usize].to_string(),
            b'd' => format!("{:02}", c.d),
            b'e' => format!("{:2}", c.d),
            b'j' => format!("{:03}", yday + 1),
            b'u' => (if wd == 0 { 7 } else { wd }).to_string(),
            b'w' => wd.to_string(),
            b'U' => format!("{:02}", (yday + 7 - wd) / 7),
            b'W' => format!("{:02}", (yday + 7 - (wd + 6) % 7) / 7),
            b'V' => format!("{:02}", iw),
            b'b' | b'h' => MONTH_FULL[c.m as usize - 1][..3].to_string(),
            b'B' => MONTH_FULL[c.m as usize - 1].to_string(),
            b'm' => format!("{:02}", c.m),
            b'C' => format!("{:02}", c.y.div_euclid(100)),
            b'g' => format!("{:02}", iy % 100),
            b'G' => iy.to_string(),
            b'y' => format!("{:02}", c.y.rem_euclid(100)),
            b'Y' => c.y.to_string(),
            b'H' => format!("{:02}", c.h),
            b'k' => format!("{:2}", c.h),
            b'I' => format!("{:02}", h12),
            b'l' => format!("{:2}", h12),
            b'M' => format!("{:02}", c.i),
            b'p' => (if c.h >= 12 { "PM" } else { "AM" }).to_string(),
            b'P' => (if c.h >= 12 { "pm" } else { "am" }).to_string(),
            b'r' => format!(
                "{:02}:{:02}:{:02} {}",
                h12,
                c.i,
                c.s,
                if c.h >= 12 { "PM" } else { "AM" }
            ),
            b'R' => format!("{:02}:{:02}", c.h, c.i),
            b'S' => format!("{:02}", c.s),
            b'T' | b'X' => format!("{:02}:{:02}:{:02}", c.h, c.i, c.s),
            b'z' => fmt_offset(l.info.offset, false),
            b'Z' if gmt => "GMT".to_string(),
            b'Z' => l.info.abbr.clone(),
            b'c' => format!(
                "{} {} {:2} {:02}:{:02}:{:02} {}",
                &DAY_FULL[wd as usize][..3],
                &MONTH_FULL[c.m as usize - 1][..3],
                c.d,
                c.h,
                c.i,
                c.s,
                c.y
            ),
            b'D' | b'x' => format!("{:02}/{:02}/{:02}", c.m, c.d, c.y.rem_euclid(100)),
            b'F' => format!("{}-{:02}-{:02}", c.y, c.m, c.d),
            b's' => (m.ts + l.info.offset as i64).to_string(),
            b'n' => "\n".to_string(),
            b't' => "\t".to_string(),
            b'%' => "%".to_string(),
            _ => {
                out.push(b'%');
                out.push(ch);
                continue;
            }
        };
        out.extend_from_slice(s.as_bytes());
    }
    out
}
