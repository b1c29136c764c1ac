//! createFromFormat's grammar: parsing a string against an explicit
//! format (date_parse_from_format, DateTime::createFromFormat), with
//! php's error texts ("Trailing data", "A two digit month could not be
//! found", ...), `!` and `|` resets, and the rule that a partly given
//! time has its other fields zeroed.
//!
//! Not here: the free-form grammar (parse.rs).

use super::parse::Parsed;
use super::tz::{self, Tz};

const DAYS: &[&str] = &[
    "sunday",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
];

const MONTHS: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

struct St<'a> {
    s: &'a [u8],
    p: usize,
    out: Parsed,
    meridian: Option<i64>,
    doy: Option<i64>,
}

impl St<'_> {
    /// Up to `max` digits (at least one), with an optional sign when `sign`.
    fn num(&mut self, max: usize) -> Option<i64> {
        let n = self.s[self.p..]
            .iter()
            .take(max)
            .take_while(|c| c.is_ascii_digit())
            .count();
        if n == 0 {
            return None;
        }
        let v = self.s[self.p..self.p + n].iter().fold(0i64, |a, c| {
            a.saturating_mul(10).saturating_add((c - b'0') as i64)
        });
        self.p += n;
        Some(v)
    }
    fn err(&mut self, m: &str) {
        let at = self.p;
        self.out.errors.push((at, m.to_string()));
    }
    /// A name from a list (full or 3-letter), case-insensitive.
    fn text(&mut self, list: &[&str]) -> Option<i64> {
        let rest = &self.s[self.p..];
        for (i, name) in list.iter().enumerate() {
            let nb = name.as_bytes();
            if rest.len() >= nb.len() && rest[..nb.len()].eq_ignore_ascii_case(nb) {
                self.p += nb.len();
                return Some(i as i64);
            }
        }
        for (i, name) in list.iter().enumerate() {
            let nb = &name.as_bytes()[..3];
            if rest.len() >= 3 && rest[..3].eq_ignore_ascii_case(nb) {
                self.p += 3;
                return Some(i as i64);
            }
        }
        None
    }
    fn zone(&mut self) -> bool {
        let rest = &self.s[self.p..];
        if matches!(rest.first(), Some(b'+' | b'-')) {
            if let Some((o, l)) = tz::parse_offset(rest) {
                self.p += l;
                self.out.tz = Some(Tz::Offset(o));
                self.out.localtime = true;
                return true;
            }
            return false;
        }
        let len = rest
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'/' | b'_' | b'-'))
            .count();
        let name = String::from_utf8_lossy(&rest[..len]).into_owned();
        let t = if name.eq_ignore_ascii_case("z") {
            tz::lookup_abbr("Z")
        } else {
            tz::parse_zone_name(&name)
        };
        match t {
            Some(t) => {
                self.p += len;
                self.out.tz = Some(t);
                self.out.localtime = true;
                true
            }
            None => false,
        }
    }
}

/// Parses `s` against `fmt`.
pub fn parse(fmt: &[u8], s: &[u8]) -> Parsed {
    let mut st = St {
        s,
        p: 0,
        out: Parsed::default(),
        meridian: None,
        doy: None,
    };
    let mut fi = 0;
    let mut allow_trailing = false;
    let mut soft_error = false;
    while fi < fmt.len() {
        let f = fmt[fi];
        fi += 1;
        let errs_before = st.out.errors.len();
        if st.p >= s.len() && !matches!(f, b'!' | b'|' | b'+' | b'*') {
            st.err("Not enough data available to satisfy format");
            break;
        }
        let c = s.get(st.p).copied().unwrap_or(0);
        match f {
            b'd' | b'j' => match st.num(2) {
                Some(v) => st.out.d = Some(v),
                None => st.err("A two digit day could not be found"),
            },
            b'S' => {
                if st.p + 2 <= s.len() {
                    st.p += 2;
                }
            }
            b'z' if st.out.y.is_none() => {
                st.err("A 'day of year' can only come after a year has been found");
                st.num(3);
                soft_error = true;
            }
            b'z' => match st.num(3) {
                Some(v) => st.doy = Some(v),
                None => st.err("A three digit day-of-year could not be found"),
            },
            b'D' | b'l' => match st.text(DAYS) {
                Some(w) => {
                    st.out.have_rel = true;
                    st.out.have_weekday = true;
                    st.out.rel.weekday = w;
                    st.out.rel.weekday_behavior = 1;
                }
                None => st.err("A textual day could not be found"),
            },
            b'm' | b'n' => match st.num(2) {
                Some(v) => st.out.m = Some(v),
                None => st.err("A two digit month could not be found"),
            },
            b'M' | b'F' => match st.text(MONTHS) {
                Some(v) => st.out.m = Some(v + 1),
                None => st.err("A textual month could not be found"),
            },
            b'y' => match st.num(2) {
                Some(v) => st.out.y = Some(if v < 70 { v + 2000 } else { v + 1900 }),
                None => st.err("A two digit year could not be found"),
            },
            b'Y' => {
                let neg = c == b'-';
                if neg {
                    st.p += 1;
                }
                match st.num(4) {
                    Some(v) => st.out.y = Some(if neg { -v } else { v }),
                    None => st.err("A four digit year could not be found"),
                }
            }
            b'a' | b'A' => {
                let r = &s[st.p..];
                if r.len() >= 2
                    && (r[..2].eq_ignore_ascii_case(b"am") || r[..2].eq_ignore_ascii_case(b"pm"))
                {
                    st.meridian = Some(if r[0].eq_ignore_ascii_case(&b'p') {
                        12
                    } else {
                        0
                    });
                    st.p += 2;
                } else {
                    st.err("A meridian could not be found");
                }
            }
            b'g' | b'h' | b'G' | b'H' => match st.num(2) {
                Some(v) => {
                    if matches!(f, b'g' | b'h') && v > 12 {
                        st.err("Hour cannot be higher than 12");
                    }
                    st.out.h = Some(v)
                }
                None => st.err("A two digit hour could not be found"),
            },
            b'i' => {
                let start = st.p;
                match st.num(2) {
                    Some(v) if st.p - start == 2 => st.out.i = Some(v),
                    _ => st.err("A two digit minute could not be found"),
                }
            }
            b's' => {
                let start = st.p;
                match st.num(2) {
                    Some(v) if st.p - start == 2 => st.out.s = Some(v),
                    _ => st.err("A two digit second could not be found"),
                }
            }
            b'v' => {
                let start = st.p;
                match st.num(3) {
                    Some(v) if st.p - start == 3 => st.out.us = Some(v * 1000),
                    _ => st.err("A three digit millisecond could not be found"),
                }
            }
            b'u' => {
                let start = st.p;
                match st.num(6) {
                    Some(v) => {
                        let n = st.p - start;
                        st.out.us = Some(v * 10i64.pow(6 - n as u32));
                    }
                    None => st.err("A six digit microsecond could not be found"),
                }
            }
            b'U' => {
                let neg = c == b'-';
                if neg || c == b'+' {
                    st.p += 1;
                }
                match st.num(20) {
                    Some(v) => {
                        st.out.ts = Some(if neg { -v } else { v });
                        st.out.tz = Some(Tz::Offset(0));
                        st.out.localtime = true;
                    }
                    None => st.err("A unix timestamp could not be found"),
                }
            }
            b'e' | b'T' | b'O' | b'P' | b'p' => {
                if !st.zone() {
                    st.err("The timezone could not be found in the database");
                }
            }
            b' ' => {
                while matches!(s.get(st.p), Some(b' ' | b'\t')) {
                    st.p += 1;
                }
            }
            b'#' => {
                if matches!(c, b';' | b':' | b'/' | b'.' | b',' | b'-' | b'(' | b')') {
                    st.p += 1;
                } else {
                    st.err("The separation symbol ([;:/.,-]) could not be found");
                }
            }
            b';' | b':' | b'/' | b'.' | b',' | b'-' | b'(' | b')' => {
                if c == f {
                    st.p += 1;
                } else {
                    st.err("The separation symbol could not be found");
                }
            }
            b'?' => st.p += 1,
            b'*' => {
                while st.p < s.len()
                    && !matches!(
                        s[st.p],
                        b' ' | b',' | b';' | b':' | b'/' | b'.' | b'-' | b'(' | b')'
                    )
                    && !s[st.p].is_ascii_digit()
                {
                    st.p += 1;
                }
            }
            b'!' => {
                st.out = Parsed {
                    y: Some(1970),
                    m: Some(1),
                    d: Some(1),
                    h: Some(0),
                    i: Some(0),
                    s: Some(0),
                    us: Some(0),
                    errors: std::mem::take(&mut st.out.errors),
                    warnings: std::mem::take(&mut st.out.warnings),
                    ..Parsed::default()
                };
            }
            b'|' => {
                let o = &mut st.out;
                o.y.get_or_insert(1970);
                o.m.get_or_insert(1);
                o.d.get_or_insert(1);
                o.h.get_or_insert(0);
                o.i.get_or_insert(0);
                o.s.get_or_insert(0);
                o.us.get_or_insert(0);
            }
            b'+' => allow_trailing = true,
            b'\\' => {
                let e = fmt.get(fi).copied().unwrap_or(0);
                fi += 1;
                if c == e {
                    st.p += 1;
                } else {
                    st.err("The escaped character could not be found");
                }
            }
            _ => {
                if c == f {
                    st.p += 1;
                } else {
                    st.err("The format separator does not match");
                }
            }
        }
        if st.out.errors.len() > errs_before && !std::mem::take(&mut soft_error) {
            break;
        }
    }
    let hard_errors = st
        .out
        .errors
        .iter()
        .any(|e| !e.1.starts_with("A 'day of year'"));
    if !hard_errors && st.p < s.len() {
        if allow_trailing {
            let at = st.p;
            st.out.warnings.push((at, "Trailing data".into()));
        } else {
            st.err("Trailing data");
        }
    }
    let o = &mut st.out;
    if let Some(m) = st.meridian {
        if let Some(h) = o.h {
            o.h = Some(h % 12 + m);
        }
    }
    if let (Some(doy), Some(y)) = (st.doy, o.y) {
        let (_, m, d) = super::cal::civil_from_days(super::cal::days_from_civil(y, 1, 1) + doy);
        o.m = Some(m);
        o.d = Some(d);
    }
    if o.h.is_some() || o.i.is_some() || o.s.is_some() || o.us.is_some() {
        o.h.get_or_insert(0);
        o.i.get_or_insert(0);
        o.s.get_or_insert(0);
        o.us.get_or_insert(0);
    }
    if o.h.is_some_and(|h| h > 24) || o.i.is_some_and(|i| i > 59) || o.s.is_some_and(|s| s > 59) {
        o.warnings
            .push((st.p, "The parsed time was invalid".into()));
    }
    if let (Some(y), Some(m), Some(d)) = (o.y, o.m, o.d) {
        if !(1..=12).contains(&m) || d < 1 || d > super::cal::days_in_month(y, m) {
            o.warnings
                .push((st.p, "The parsed date was invalid".into()));
        }
    }
    st.out
}
