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

fn year4(y: i64) -> String {
    if y < 0 {
        format!("-{:04}", -y)
    } else {
        format!("{:04}", y)
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

/// date()'s format; `gmt` names the zone "GMT" for 'T' (gmdate).
pub fn format_with(fmt: &[u8], m: &Moment, gmt: bool) -> Vec<u8> {
    let l = m.local();
    let c = l.c;
    let days = c.days();
    let wd = cal::weekday(days);
    let mut out = Vec::with_capacity(fmt.len() * 3);
    let mut i = 0;
    while i < fmt.len() {
        let ch = fmt[i];
        i += 1;
        let s: String = match ch {
            b'd' => format!("{:02}", c.d),
            b'D' => DAY_FULL[wd as usize][..3].to_string(),
            b'j' => c.d.to_string(),
            b'l' => DAY_FULL[wd as usize].to_string(),
            b'N' => (if wd == 0 { 7 } else { wd }).to_string(),
            b'S' => suffix(c.d).to_string(),
            b'w' => wd.to_string(),
            b'z' => cal::day_of_year(c.y, c.m, c.d).to_string(),
            b'W' => format!("{:02}", cal::iso_week(c.y, c.m, c.d).1),
            b'o' => cal::iso_week(c.y, c.m, c.d).0.to_string(),
            b'F' => MONTH_FULL[c.m as usize - 1].to_string(),
            b'M' => MONTH_FULL[c.m as usize - 1][..3].to_string(),
            b'm' => format!("{:02}", c.m),
            b'n' => c.m.to_string(),
            b't' => cal::days_in_month(c.y, c.m).to_string(),
            b'L' => (cal::is_leap(c.y) as i64).to_string(),
            b'Y' => year4(c.y),
            b'X' | b'x' => {
                if ch == b'X' || c.y >= 10000 || c.y < 0 {
                    if c.y < 0 {
                        format!("-{:04}", -c.y)
                    } else {
                        format!("+{:04}", c.y)
                    }
                } else {
                    format!("{:04}", c.y)
                }
            }
            b'y' => format!("{:02}", c.y % 100),
            b'a' => (if c.h >= 12 { "pm" } else { "am" }).to_string(),
            b'A' => (if c.h >= 12 { "PM" } else { "AM" }).to_string(),
            b'B' => format!("{:03}", swatch(m.ts)),
            b'g' => (if c.h % 12 == 0 { 12 } else { c.h % 12 }).to_string(),
            b'G' => c.h.to_string(),
            b'h' => format!("{:02}", if c.h % 12 == 0 { 12 } else { c.h % 12 }),
            b'H' => format!("{:02}", c.h),
            b'i' => format!("{:02}", c.i),
            b's' => format!("{:02}", c.s),
            b'u' => format!("{:06}", m.us),
            b'v' => format!("{:03}", m.us / 1000),
            b'e' => m.tz.name(),
            b'I' => (l.info.dst as i64).to_string(),
            b'O' => fmt_offset(l.info.offset, false),
            b'P' => fmt_offset(l.info.offset, true),
            b'p' => {
                if l.info.offset == 0 {
                    "Z".to_string()
                } else {
                    fmt_offset(l.info.offset, true)
                }
            }
            b'T' if gmt => "GMT".to_string(),
            b'T' => l.info.abbr.clone(),
            b'Z' => l.info.offset.to_string(),
            b'c' => format!(
                "{}-{:02}-{:02}T{:02}:{:02}:{:02}{}",
                year4(c.y),
                c.m,
                c.d,
                c.h,
                c.i,
                c.s,
                fmt_offset(l.info.offset, true)
            ),
            b'r' => format!(
                "{}, {:02} {} {} {:02}:{:02}:{:02} {}",
                &DAY_FULL[wd as usize][..3],
                c.d,
                &MONTH_FULL[c.m as usize - 1][..3],
                year4(c.y),
                c.h,
                c.i,
                c.s,
                fmt_offset(l.info.offset, false)
            ),
            b'U' => m.ts.to_string(),
            b'\\' => {
                out.push(fmt.get(i).copied().unwrap_or(0));
                i += 1;
                continue;
            }
            _ => {
                out.push(ch);
                continue;
            }
        };
        out.extend_from_slice(s.as_bytes());
    }
    out
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
