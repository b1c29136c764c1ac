//! The free-form date/time grammar of strtotime, date_parse, `new
//! DateTime(...)` and `modify()`: a hand-written scanner over php's
//! formats (ISO 8601 dates and times, American and European dates,
//! textual months and weekdays, "@timestamp", relative phrases such as
//! "+1 week 2 days", "last monday", "first day of next month", "ago",
//! zone suffixes), producing a [`Parsed`] record; [`resolve`] then turns a
//! record into an instant against a base time with php's (timelib's)
//! order of adjustments.
//!
//! Not here: createFromFormat's explicit formats (fromformat.rs).

use super::cal::{self, Civil};
use super::format::Moment;
use super::tz::{self, Tz};

/// Relative parts of a parsed string.
#[derive(Clone, Default, Debug)]
pub struct Rel {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    pub us: i64,
    /// Target weekday (0 = Sunday; -7..7 after "ago"/"this week").
    pub weekday: i64,
    /// 0: "next monday", 1: "monday", 2: "monday this week".
    pub weekday_behavior: i64,
    /// 1: "first day of", 2: "last day of".
    pub first_last: u8,
    /// "+N weekdays".
    pub weekdays: Option<i64>,
    /// "first monday of" (amount, weekday): amount -1 is "last ... of".
    pub weekday_of: Option<(i64, i64)>,
}

/// What the scanner found.
#[derive(Clone, Default)]
pub struct Parsed {
    pub y: Option<i64>,
    pub m: Option<i64>,
    pub d: Option<i64>,
    pub h: Option<i64>,
    pub i: Option<i64>,
    pub s: Option<i64>,
    pub us: Option<i64>,
    pub tz: Option<Tz>,
    /// A zone was attempted (is_localtime), even if not found.
    pub localtime: bool,
    pub ts: Option<i64>,
    pub have_date: bool,
    pub have_time: bool,
    pub have_rel: bool,
    pub have_weekday: bool,
    pub rel: Rel,
    /// Year given with fewer than 4 digits (70 -> 1970, 21 -> 2021).
    pub errors: Vec<(usize, String)>,
    pub warnings: Vec<(usize, String)>,
}

const WEEKDAYS: &[(&str, i64)] = &[
    ("sunday", 0),
    ("sun", 0),
    ("monday", 1),
    ("mon", 1),
    ("tuesday", 2),
    ("tue", 2),
    ("wednesday", 3),
    ("wed", 3),
    ("thursday", 4),
    ("thu", 4),
    ("friday", 5),
    ("fri", 5),
    ("saturday", 6),
    ("sat", 6),
];

const MONTHS: &[(&str, i64)] = &[
    ("january", 1),
    ("jan", 1),
    ("february", 2),
    ("feb", 2),
    ("march", 3),
    ("mar", 3),
    ("april", 4),
    ("apr", 4),
    ("may", 5),
    ("june", 6),
    ("jun", 6),
    ("july", 7),
    ("jul", 7),
    ("august", 8),
    ("aug", 8),
    ("september", 9),
    ("sep", 9),
    ("sept", 9),
    ("october", 10),
    ("oct", 10),
    ("november", 11),
    ("nov", 11),
    ("december", 12),
    ("dec", 12),
    ("i", 1),
    ("ii", 2),
    ("iii", 3),
    ("iv", 4),
    ("v", 5),
    ("vi", 6),
    ("vii", 7),
    ("viii", 8),
    ("ix", 9),
    ("x", 10),
    ("xi", 11),
    ("xii", 12),
];

const RELTEXT: &[(&str, i64)] = &[
    ("first", 1),
    ("next", 1),
    ("second", 2),
    ("third", 3),
    ("fourth", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eight", 8),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
    ("eleventh", 11),
    ("twelfth", 12),
    ("last", -1),
    ("previous", -1),
    ("this", 0),
];

/// A relative unit word.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Unit {
    Us,
    Ms,
    Sec,
    Min,
    Hour,
    Day,
    Week,
    Fortnight,
    Month,
    Year,
    Weekday,
    Dow(i64),
}

fn unit(w: &str) -> Option<Unit> {
    Some(match w {
        "usec" | "usecs" | "microsecond" | "microseconds" | "µs" | "µsec" | "µsecs" => Unit::Us,
        "ms" | "msec" | "msecs" | "millisecond" | "milliseconds" => Unit::Ms,
        "sec" | "secs" | "second" | "seconds" => Unit::Sec,
        "min" | "mins" | "minute" | "minutes" => Unit::Min,
        "hour" | "hours" => Unit::Hour,
        "day" | "days" => Unit::Day,
        "week" | "weeks" => Unit::Week,
        "fortnight" | "fortnights" | "forthnight" | "forthnights" => Unit::Fortnight,
        "month" | "months" => Unit::Month,
        "year" | "years" => Unit::Year,
        "weekday" | "weekdays" => Unit::Weekday,
        _ => {
            return weekday_of(w)
                .or_else(|| w.strip_suffix('s').and_then(weekday_of))
                .map(Unit::Dow)
        }
    })
}

fn weekday_of(w: &str) -> Option<i64> {
    WEEKDAYS.iter().find(|(n, _)| *n == w).map(|x| x.1)
}

fn month_of(w: &str) -> Option<i64> {
    MONTHS.iter().find(|(n, _)| *n == w).map(|x| x.1)
}

/// Military single-letter zones (j excluded).
fn military(c: u8) -> Option<i32> {
    Some(
        match c {
            b'a'..=b'i' => (c - b'a' + 1) as i32,
            b'k'..=b'm' => (c - b'k' + 10) as i32,
            b'n'..=b'y' => -((c - b'n' + 1) as i32),
            b'z' => 0,
            _ => return None,
        } * 3600,
    )
}

struct Scan<'a> {
    s: &'a [u8],
    p: usize,
    out: Parsed,
    /// An "@timestamp" was read: later zones do not change it.
    at_seen: bool,
}

fn year_fix(y: i64, ndigits: usize) -> i64 {
    if ndigits < 4 && y < 100 {
        if y < 70 {
            y + 2000
        } else {
            y + 1900
        }
    } else {
        y
    }
}

impl<'a> Scan<'a> {
    fn at(&self, i: usize) -> u8 {
        self.s.get(i).copied().unwrap_or(0)
    }
    fn digits(&self, i: usize) -> usize {
        self.s
            .get(i..)
            .map(|r| r.iter().take_while(|c| c.is_ascii_digit()).count())
            .unwrap_or(0)
    }
    fn num(&self, i: usize, n: usize) -> i64 {
        self.s[i..i + n].iter().fold(0i64, |a, c| {
            a.saturating_mul(10).saturating_add((c - b'0') as i64)
        })
    }
    /// The alphabetic word at i, lower-cased.
    fn word(&self, i: usize) -> String {
        self.s
            .get(i..)
            .unwrap_or(&[])
            .iter()
            .take_while(|c| c.is_ascii_alphabetic())
            .map(|c| c.to_ascii_lowercase() as char)
            .collect()
    }
    fn spaces(&self, i: usize) -> usize {
        self.s
            .get(i..)
            .map(|r| r.iter().take_while(|c| matches!(c, b' ' | b'\t')).count())
            .unwrap_or(0)
    }
    fn err(&mut self, at: usize, m: &str) {
        self.out.errors.push((at, m.to_string()));
    }

    fn set_date(&mut self, at: usize, y: Option<i64>, m: i64, d: Option<i64>) {
        if self.out.have_date {
            self.err(at, "Double date specification");
            return;
        }
        self.out.have_date = true;
        if y.is_some() {
            self.out.y = y;
        }
        self.out.m = Some(m);
        if d.is_some() {
            self.out.d = d;
        }
    }
    fn set_time(&mut self, at: usize, h: i64, i: i64, s: i64, us: i64) -> bool {
        if self.out.have_time {
            self.err(at, "Double time specification");
            return false;
        }
        self.out.have_time = true;
        self.out.h = Some(h);
        self.out.i = Some(i);
        self.out.s = Some(s);
        self.out.us = Some(us);
        true
    }
    fn unhave_time(&mut self) {
        self.out.have_time = false;
        self.out.h = Some(0);
        self.out.i = Some(0);
        self.out.s = Some(0);
        self.out.us = Some(0);
    }
    fn set_tz(&mut self, at: usize, tz: Option<Tz>) {
        if self.at_seen && tz.is_some() {
            return;
        }
        if self.out.localtime {
            self.err(at, "Double timezone specification");
            return;
        }
        self.out.localtime = true;
        match tz {
            Some(t) => self.out.tz = Some(t),
            None => self.err(at, "The timezone could not be found in the database"),
        }
    }

    fn relative(&mut self, amount: i64, u: Unit, behavior: i64) {
        self.out.have_rel = true;
        let r = &mut self.out.rel;
        match u {
            Unit::Us => r.us += amount,
            Unit::Ms => r.us += amount * 1000,
            Unit::Sec => r.s += amount,
            Unit::Min => r.i += amount,
            Unit::Hour => r.h += amount,
            Unit::Day => r.d += amount,
            Unit::Week => r.d += amount * 7,
            Unit::Fortnight => r.d += amount * 14,
            Unit::Month => r.m += amount,
            Unit::Year => r.y += amount,
            Unit::Weekday => *r.weekdays.get_or_insert(0) += amount,
            Unit::Dow(w) => {
                r.d += (if amount > 0 { amount - 1 } else { amount }) * 7;
                r.weekday = w;
                r.weekday_behavior = behavior;
                self.out.have_weekday = true;
            }
        }
    }

    /// A time at p: "10", "10:30", "10:30:15", "10:30:15.5", with an
    /// optional am/pm; `need_sep` requires ':' or '.' (or am/pm).
    fn time(&mut self) -> Option<()> {
        let p = self.p;
        let n = self.digits(p);
        if n == 0 || n > 2 {
            return None;
        }
        let mut h = self.num(p, n);
        let mut q = p + n;
        let (mut mi, mut s, mut us) = (0, 0, 0);
        let mut got_min = false;
        let part = |sc: &Self, q: usize| match (sc.at(q), sc.digits(q + 1)) {
            (b':', 1) => 1,
            (b':' | b'.', 2) => 2,
            _ => 0,
        };
        let n2 = part(self, q);
        if n2 > 0 {
            mi = self.num(q + 1, n2);
            q += 1 + n2;
            got_min = true;
            let n3 = part(self, q);
            if n3 > 0 {
                s = self.num(q + 1, n3);
                q += 1 + n3;
                if matches!(self.at(q), b'.' | b',') && self.digits(q + 1) > 0 {
                    let fd = self.digits(q + 1);
                    let frac = &self.s[q + 1..q + 1 + fd.min(6)];
                    let mut v = frac.iter().fold(0i64, |a, c| a * 10 + (c - b'0') as i64);
                    for _ in frac.len()..6 {
                        v *= 10;
                    }
                    us = v;
                    q += 1 + fd;
                }
            }
        }
        // am / pm
        let sp = self.spaces(q);
        let mer = {
            let r = &self.s[(q + sp).min(self.s.len())..];
            let low: Vec<u8> = r.iter().take(4).map(|c| c.to_ascii_lowercase()).collect();
            let is_word_end = |k: usize| !r.get(k).is_some_and(|c| c.is_ascii_alphabetic());
            if low.starts_with(b"a.m.") {
                Some((0, 4))
            } else if low.starts_with(b"p.m.") {
                Some((12, 4))
            } else if low.starts_with(b"am") && is_word_end(2) {
                Some((0, 2))
            } else if low.starts_with(b"pm") && is_word_end(2) {
                Some((12, 2))
            } else if low.starts_with(b"a.m") || low.starts_with(b"p.m") {
                Some((if low[0] == b'a' { 0 } else { 12 }, 3))
            } else {
                None
            }
        };
        if let Some((add, len)) = mer {
            if !(1..=12).contains(&h) {
                return None;
            }
            h = h % 12 + add;
            q += sp + len;
        } else if !got_min {
            return None;
        }
        if h > 24 || mi > 59 || s > 60 {
            return None;
        }
        let at = self.p;
        self.p = q;
        self.set_time(at, h, mi, s, us);
        Some(())
    }

    /// Tries the forms that start with a digit (or a sign and a digit).
    fn numeric(&mut self) -> Option<()> {
        let p = self.p;
        let c = self.at(p);
        let signed = matches!(c, b'+' | b'-');
        let ds = if signed {
            p + 1 + self.spaces(p + 1)
        } else {
            p
        };
        let n = self.digits(ds);
        if n == 0 {
            return None;
        }
        // Relative: [+-]N unit.
        {
            let q = ds + n;
            let sp = self.spaces(q);
            let w = self.word(q + sp);
            if let Some(u) = unit(&w) {
                let v = self.num(ds, n);
                let amount = if c == b'-' { -v } else { v };
                self.p = q + sp + w.len();
                self.relative(amount, u, 0);
                return Some(());
            }
        }
        if signed {
            let (off, len) = tz::parse_offset(&self.s[p..])?;
            self.p = p + len;
            self.set_tz(p, Some(Tz::Offset(off)));
            return Some(());
        }
        let a = self.num(p, n);
        let q = p + n;
        let sep = self.at(q);
        // ISO-like year first: YYYY-MM-DD, YYYY-MM, YYYY/MM/DD, YYYY-Www-D.
        if n == 4 && (sep == b'-' || sep == b'/') {
            if sep == b'-' && matches!(self.at(q + 1), b'W' | b'w') && self.digits(q + 2) == 2 {
                return self.iso_week(p, a, q + 2, true);
            }
            let n2 = self.digits(q + 1);
            if (1..=2).contains(&n2) {
                let m = self.num(q + 1, n2);
                let r = q + 1 + n2;
                let n3 = if self.at(r) == sep {
                    self.digits(r + 1)
                } else {
                    0
                };
                if (1..=2).contains(&n3) {
                    let d = self.num(r + 1, n3);
                    if !(0..=12).contains(&m) || d > 31 {
                        return None;
                    }
                    self.p = r + 1 + n3;
                    self.set_date(p, Some(a), m, Some(d));
                    return Some(());
                }
                if sep == b'-' && (1..=12).contains(&m) {
                    self.p = r;
                    self.set_date(p, Some(a), m, Some(1));
                    return Some(());
                }
            }
            return None;
        }
        if n == 4 && matches!(sep, b'W' | b'w') && self.digits(q + 1) >= 2 {
            return self.iso_week(p, a, q + 1, false);
        }
        if n == 8 {
            let (y, m, d) = (self.num(p, 4), self.num(p + 4, 2), self.num(p + 6, 2));
            if (1..=12).contains(&m) && d <= 31 {
                self.p = q;
                self.set_date(p, Some(y), m, Some(d));
                return Some(());
            }
            return None;
        }
        if n <= 2 {
            // American m/d(/y), and d/Mon/y[:time] (common log format).
            if sep == b'/' {
                let n2 = self.digits(q + 1);
                if (1..=2).contains(&n2) {
                    let d = self.num(q + 1, n2);
                    let r = q + 1 + n2;
                    if !(1..=12).contains(&a) || d > 31 {
                        return None;
                    }
                    if self.at(r) == b'/' && self.digits(r + 1) > 0 {
                        let n3 = self.digits(r + 1);
                        let y = year_fix(self.num(r + 1, n3), n3);
                        self.p = r + 1 + n3;
                        self.set_date(p, Some(y), a, Some(d));
                    } else {
                        self.p = r;
                        self.set_date(p, None, a, Some(d));
                    }
                    return Some(());
                }
                let w = self.word(q + 1);
                if let Some(m) = month_of(&w) {
                    let r = q + 1 + w.len();
                    if self.at(r) == b'/' && self.digits(r + 1) == 4 {
                        let y = self.num(r + 1, 4);
                        self.p = r + 5;
                        self.set_date(p, Some(y), m, Some(a));
                        if self.at(self.p) == b':' {
                            self.p += 1;
                            self.time();
                        }
                        return Some(());
                    }
                }
                return None;
            }
            // d.m.y / d-m-y (4-digit year) / y-m-d (2-digit year)
            if sep == b'.' || sep == b'-' {
                let n2 = self.digits(q + 1);
                let r = q + 1 + n2;
                if (1..=2).contains(&n2) && self.at(r) == sep && self.digits(r + 1) > 0 {
                    let n3 = self.digits(r + 1);
                    let b = self.num(q + 1, n2);
                    let c3 = self.num(r + 1, n3);
                    if sep == b'.'
                        && n3 == 2
                        && a <= 24
                        && b < 60
                        && c3 < 60
                        && self.time().is_some()
                    {
                        return Some(());
                    }
                    let (y, m, d) = if n3 == 4 || sep == b'.' {
                        (year_fix(c3, n3), b, a)
                    } else {
                        (year_fix(a, n), b, c3)
                    };
                    if (sep == b'.' && n3 != 2 && n3 != 4) || !(1..=12).contains(&m) || d > 31 {
                        return None;
                    }
                    self.p = r + 1 + n3;
                    self.set_date(p, Some(y), m, Some(d));
                    return Some(());
                }
                if sep == b'-' {
                    // 15-Mar-2021
                    let w = self.word(q + 1);
                    if let Some(m) = month_of(&w) {
                        return self.day_month(p, a, m, q + 1 + w.len());
                    }
                }
            }
            if self.time().is_some() {
                return Some(());
            }
            // "15 March 2021", "1st of January"
            let mut r = q;
            let suf = self.word(r);
            if matches!(suf.as_str(), "st" | "nd" | "rd" | "th") {
                r += 2;
            }
            let sp = self.s[r.min(self.s.len())..]
                .iter()
                .take_while(|c| matches!(c, b' ' | b'\t' | b'.' | b'-'))
                .count();
            let w = self.word(r + sp);
            if let Some(m) = month_of(&w) {
                if sp > 0 || suf.len() == 2 {
                    return self.day_month(p, a, m, r + sp + w.len());
                }
            }
            return None;
        }
        if n == 4 {
            // HHMM when valid, else a year.
            if a / 100 <= 24 && a % 100 < 60 && !self.out.have_time {
                self.p = q;
                self.set_time(p, a / 100, a % 100, 0, 0);
            } else {
                self.p = q;
                if self.out.have_date {
                    self.err(p, "Double date specification");
                } else {
                    self.out.y = Some(a);
                }
            }
            return Some(());
        }
        None
    }

    /// After "15 March" / "15-Mar": an optional year.
    fn day_month(&mut self, at: usize, d: i64, m: i64, mut q: usize) -> Option<()> {
        let skip = self.s[q.min(self.s.len())..]
            .iter()
            .take_while(|c| matches!(c, b' ' | b'\t' | b'.' | b'-' | b','))
            .count();
        let n = self.digits(q + skip);
        let mut y = None;
        if (n == 4 || (n == 2 && skip > 0 && self.at(q) == b'-'))
            && !matches!(self.at(q + skip + n), b':' | b'.')
        {
            y = Some(year_fix(self.num(q + skip, n), n));
            q += skip + n;
        }
        self.p = q;
        self.set_date(at, y, m, Some(d));
        Some(())
    }

    fn iso_week(&mut self, at: usize, y: i64, wp: usize, dash: bool) -> Option<()> {
        let w = self.num(wp, 2);
        let mut q = wp + 2;
        let mut d = 1;
        if dash && self.at(q) == b'-' && self.digits(q + 1) == 1 {
            d = self.num(q + 1, 1);
            q += 2;
        } else if !dash && self.digits(q) == 1 {
            d = self.num(q, 1);
            q += 1;
        }
        if !(1..=53).contains(&w) || d > 7 {
            return None;
        }
        let days = cal::days_from_iso(y, w, d);
        let (yy, mm, dd) = cal::civil_from_days(days);
        self.p = q;
        self.set_date(at, Some(yy), mm, Some(dd));
        Some(())
    }

    /// Forms that start with a letter.
    fn textual(&mut self) -> Option<()> {
        let p = self.p;
        let w = self.word(p);
        if w.is_empty() {
            return None;
        }
        let end = p + w.len();
        match w.as_str() {
            "now" => {
                self.p = end;
                return Some(());
            }
            "today" | "midnight" => {
                self.p = end;
                self.unhave_time();
                return Some(());
            }
            "noon" => {
                self.p = end;
                self.unhave_time();
                self.set_time(p, 12, 0, 0, 0);
                return Some(());
            }
            "tomorrow" | "yesterday" => {
                self.p = end;
                self.out.have_rel = true;
                self.out.rel.d += if w == "tomorrow" { 1 } else { -1 };
                self.unhave_time();
                return Some(());
            }
            "ago" => {
                self.p = end;
                let r = &mut self.out.rel;
                r.y = -r.y;
                r.m = -r.m;
                r.d = -r.d;
                r.h = -r.h;
                r.i = -r.i;
                r.s = -r.s;
                r.us = -r.us;
                if self.out.have_weekday {
                    r.weekday = -r.weekday;
                    if r.weekday == 0 {
                        r.weekday = -7;
                    }
                }
                if let Some(n) = &mut r.weekdays {
                    *n = -*n;
                }
                return Some(());
            }
            "back" | "front" => {
                let sp = self.spaces(end);
                if self.word(end + sp) == "of" {
                    let q = end + sp + 2;
                    let q = q + self.spaces(q);
                    let n = self.digits(q);
                    if (1..=2).contains(&n) {
                        let mut h = self.num(q, n);
                        let mut r = q + n;
                        let sp2 = self.spaces(r);
                        let mer = self.word(r + sp2);
                        if mer == "am" || mer == "pm" {
                            h = h % 12 + if mer == "pm" { 12 } else { 0 };
                            r += sp2 + 2;
                        }
                        self.p = r;
                        self.unhave_time();
                        if w == "back" {
                            self.set_time(p, h, 15, 0, 0);
                        } else {
                            self.set_time(p, h - 1, 45, 0, 0);
                        }
                        return Some(());
                    }
                }
            }
            _ => {}
        }
        // "first day of" / "last day of"
        if w == "first" || w == "last" {
            let sp = self.spaces(end);
            if sp > 0 && self.word(end + sp) == "day" {
                let q = end + sp + 3;
                let sp2 = self.spaces(q);
                if sp2 > 0 && self.word(q + sp2) == "of" {
                    self.p = q + sp2 + 2;
                    self.out.have_rel = true;
                    self.out.rel.first_last = if w == "first" { 1 } else { 2 };
                    return Some(());
                }
            }
        }
        // Relative text: "next month", "last monday", "third friday of".
        if let Some(&(_, amount)) = RELTEXT.iter().find(|(n, _)| *n == w) {
            let sp = self.spaces(end);
            let w2 = self.word(end + sp);
            if sp > 0 {
                if let Some(u) = unit(&w2) {
                    let q = end + sp + w2.len();
                    let behavior = if w == "this" { 1 } else { 0 };
                    if let Unit::Dow(dow) = u {
                        let sp2 = self.spaces(q);
                        if sp2 > 0 && self.word(q + sp2) == "of" {
                            self.p = q + sp2 + 2;
                            self.out.have_rel = true;
                            self.out.rel.weekday_of = Some((amount, dow));
                            self.unhave_time();
                            return Some(());
                        }
                    }
                    if u == Unit::Week {
                        if !matches!(w.as_str(), "next" | "last" | "previous" | "this") {
                            return None;
                        }
                        self.out.have_rel = true;
                        self.out.rel.d += amount * 7;
                        self.out.rel.weekday_behavior = 2;
                        if !self.out.have_weekday {
                            self.out.have_weekday = true;
                            self.out.rel.weekday = 1;
                        }
                        self.p = q;
                        return Some(());
                    }
                    self.relative(amount, u, behavior);
                    if matches!(u, Unit::Dow(_) | Unit::Weekday) {
                        self.unhave_time();
                    }
                    self.p = q;
                    return Some(());
                }
            }
        }
        if let Some(dow) = weekday_of(&w) {
            self.p = end;
            self.out.have_rel = true;
            self.out.have_weekday = true;
            self.unhave_time();
            self.out.rel.weekday = dow;
            if self.out.rel.weekday_behavior != 2 {
                self.out.rel.weekday_behavior = 1;
            }
            return Some(());
        }
        if w.len() > 1 || !matches!(w.as_str(), "i" | "v" | "x") {
            if let Some(m) = month_of(&w) {
                return self.month_first(p, m, end);
            }
        }
        // 'T' before an ISO time.
        if (w == "t") && self.digits(end) > 0 {
            self.p = end;
            if self.time().is_some() {
                return Some(());
            }
            // THHMMSS
            let n = self.digits(end);
            if n == 4 || n == 6 {
                let h = self.num(end, 2);
                let i = self.num(end + 2, 2);
                let s = if n == 6 { self.num(end + 4, 2) } else { 0 };
                self.p = end + n;
                self.set_time(p, h, i, s, 0);
                return Some(());
            }
            self.p = p;
        }
        self.zone(p)
    }

    /// "March 15, 2021", "March 15", "March 2021", "March".
    fn month_first(&mut self, at: usize, m: i64, end: usize) -> Option<()> {
        let skip = self.s[end.min(self.s.len())..]
            .iter()
            .take_while(|c| matches!(c, b' ' | b'\t' | b'.' | b'-'))
            .count();
        let q = end + skip;
        let n = self.digits(q);
        if n == 4 && !matches!(self.at(q + 4), b':') {
            self.p = q + 4;
            self.set_date(at, Some(self.num(q, 4)), m, Some(1));
            return Some(());
        }
        if (1..=2).contains(&n) && skip > 0 && !matches!(self.at(q + n), b':' | b'.') {
            let d = self.num(q, n);
            let mut r = q + n;
            let suf = self.word(r);
            if matches!(suf.as_str(), "st" | "nd" | "rd" | "th") {
                r += 2;
            }
            let skip2 = self.s[r.min(self.s.len())..]
                .iter()
                .take_while(|c| matches!(c, b' ' | b'\t' | b',' | b'.'))
                .count();
            let n2 = self.digits(r + skip2);
            let mut y = None;
            if skip2 > 0 && n2 == 4 && !matches!(self.at(r + skip2 + 4), b':') {
                y = Some(self.num(r + skip2, 4));
                r += skip2 + 4;
            }
            self.p = r;
            self.set_date(at, y, m, Some(d));
            return Some(());
        }
        self.p = end;
        self.set_date(at, None, m, None);
        Some(())
    }

    /// Zone names: identifiers ("Europe/Paris"), abbreviations, "GMT+2".
    fn zone(&mut self, p: usize) -> Option<()> {
        let s = self.s;
        if s[p] == b'(' {
            return None;
        }
        let len = s[p..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'/' | b'_' | b'-' | b'+'))
            .count();
        let full = &s[p..p + len];
        if full.contains(&b'/') && s[p].is_ascii_uppercase() {
            let name = String::from_utf8_lossy(full).into_owned();
            self.p = p + len;
            let z = tz::find_id(&name).map(Tz::Id);
            self.set_tz(p, z);
            return Some(());
        }
        let w = self.word(p);
        let end = p + w.len();
        if (w == "gmt" || w == "utc") && matches!(self.at(end), b'+' | b'-') {
            if let Some((off, l)) = tz::parse_offset(&s[end..]) {
                self.p = end + l;
                self.set_tz(p, Some(Tz::Offset(off)));
                return Some(());
            }
        }
        self.p = end;
        let tz = if w == "utc" {
            Some(Tz::utc())
        } else if w.len() == 1 {
            military(w.as_bytes()[0]).map(|o| Tz::Abbr {
                abbr: w.to_ascii_uppercase().into(),
                offset: o,
                dst: false,
            })
        } else {
            let orig = String::from_utf8_lossy(&s[p..end]).into_owned();
            tz::lookup_abbr(&orig).or_else(|| {
                if orig.as_bytes()[0].is_ascii_uppercase() {
                    tz::find_id(&orig).map(Tz::Id)
                } else {
                    None
                }
            })
        };
        self.set_tz(p, tz);
        Some(())
    }

    fn run(&mut self) {
        while self.p < self.s.len() {
            let c = self.s[self.p];
            if matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b',' | b'.') {
                self.p += 1;
                continue;
            }
            let start = self.p;
            let ok = if c == b'@' && (self.digits(start + 1) > 0 || self.at(start + 1) == b'-') {
                let neg = self.at(start + 1) == b'-';
                let ds = start + 1 + neg as usize;
                let n = self.digits(ds);
                if n == 0 {
                    None
                } else {
                    let v = self.num(ds, n);
                    let mut q = ds + n;
                    let mut us = 0;
                    if self.at(q) == b'.' && self.digits(q + 1) > 0 {
                        let fd = self.digits(q + 1);
                        let f = &self.s[q + 1..q + 1 + fd.min(6)];
                        us = f.iter().fold(0i64, |a, c| a * 10 + (c - b'0') as i64)
                            * 10i64.pow(6 - f.len() as u32);
                        q += 1 + fd;
                    }
                    let v = if neg { -v } else { v };
                    self.p = q;
                    let o = &mut self.out;
                    o.y = Some(1970);
                    o.m = Some(1);
                    o.d = Some(1);
                    o.h = Some(0);
                    o.i = Some(0);
                    o.s = Some(0);
                    o.us = Some(0);
                    o.have_date = true;
                    o.have_time = true;
                    o.have_rel = true;
                    o.rel.s += v;
                    o.rel.us += if neg { -us } else { us };
                    self.set_tz(start, Some(Tz::Offset(0)));
                    self.at_seen = true;
                    Some(())
                }
            } else if c.is_ascii_digit() || (matches!(c, b'+' | b'-') && self.digits(start + 1) > 0)
            {
                self.numeric()
            } else if c.is_ascii_alphabetic() {
                self.textual()
            } else if c == b'+' || c == b'-' {
                // "+ 1 day", or a lone sign (skipped)
                let sp = self.spaces(start + 1);
                if sp > 0 && self.digits(start + 1 + sp) > 0 {
                    self.numeric()
                } else {
                    self.p += 1;
                    Some(())
                }
            } else {
                None
            };
            if ok.is_none() || self.p == start {
                self.p = start;
                self.err(start, "Unexpected character");
                self.p += 1;
            }
        }
    }
}

/// Scans a date/time string.
pub fn parse(s: &[u8]) -> Parsed {
    let mut sc = Scan {
        s,
        p: 0,
        out: Parsed::default(),
        at_seen: false,
    };
    if s.is_empty() {
        sc.err(0, "Empty string");
        return sc.out;
    }
    sc.run();
    let o = &mut sc.out;
    if o.have_date {
        let bad = match (o.y, o.m, o.d) {
            (_, _, None) | (_, None, _) => true,
            (Some(y), Some(m), Some(d)) => d < 1 || d > cal::days_in_month(y, m),
            (None, _, Some(d)) => !(1..=31).contains(&d),
        };
        if bad {
            o.warnings
                .push((s.len() + 1, "The parsed date was invalid".into()));
        }
    }
    sc.out
}

/// Applies a parse result to a base instant; `tz` is the zone to use
/// when the string names none. The result carries the string's zone.
pub fn resolve(p: &Parsed, base: &Moment) -> Moment {
    let tz = p.tz.clone().unwrap_or_else(|| base.tz.clone());
    let (mut c, mut us) = if let Some(ts) = p.ts {
        (Civil::from_local(ts), p.us.unwrap_or(0))
    } else {
        let bl = Civil::from_local(base.ts + base.tz.offset_at(base.ts) as i64);
        let reset = p.have_date && !p.have_time;
        let t = |v: Option<i64>, b: i64| v.unwrap_or(if reset { 0 } else { b });
        (
            Civil {
                y: p.y.unwrap_or(bl.y),
                m: p.m.unwrap_or(bl.m),
                d: p.d.unwrap_or(bl.d),
                h: t(p.h, bl.h),
                i: t(p.i, bl.i),
                s: t(p.s, bl.s),
            },
            p.us.unwrap_or(if reset || p.have_time { 0 } else { base.us }),
        )
    };
    let r = &p.rel;
    if p.have_weekday {
        adjust_weekday(&mut c, r);
    }
    c.y += r.y;
    c.m += r.m;
    c.d += r.d;
    c.h += r.h;
    c.i += r.i;
    c.s += r.s;
    us += r.us;
    c.s += us.div_euclid(1_000_000);
    us = us.rem_euclid(1_000_000);
    match r.first_last {
        1 => c.d = 1,
        2 => {
            c.d = 0;
            c.m += 1;
        }
        _ => {}
    }
    if let Some((amount, dow)) = r.weekday_of {
        // normalise the month first
        let ym = Civil { d: 1, ..c }.normalized();
        if amount > 0 {
            let first = cal::days_from_civil(ym.y, ym.m, 1);
            let wd = cal::weekday(first);
            let delta = (dow - wd).rem_euclid(7) + (amount - 1) * 7;
            c = Civil {
                y: ym.y,
                m: ym.m,
                d: 1 + delta,
                ..c
            };
        } else {
            let next = cal::days_from_civil(ym.y, ym.m + 1, 1);
            let wd = cal::weekday(next);
            let back = (wd - dow - 1).rem_euclid(7) + 1;
            let (y, m, d) = cal::civil_from_days(next - back + (amount + 1) * 7);
            c = Civil { y, m, d, ..c };
        }
    }
    if let Some(n) = r.weekdays {
        c = add_weekdays(c.normalized(), n);
    }
    let local = c.to_local();
    let ts = if p.ts.is_some() {
        local
    } else {
        tz.local_to_ts(local, false)
    };
    Moment { ts, us, tz }
}

fn adjust_weekday(c: &mut Civil, r: &Rel) {
    let n = c.normalized();
    *c = Civil {
        y: n.y,
        m: n.m,
        d: n.d,
        ..*c
    };
    let cur = cal::weekday(n.days());
    let mut wd = r.weekday;
    if r.weekday_behavior == 2 {
        if cur == 0 && wd != 0 {
            wd -= 7;
        }
        if wd == 0 && cur != 0 {
            wd = 7;
        }
        c.d += wd - cur;
        return;
    }
    let mut diff = wd - cur;
    if (r.d < 0 && diff < 0) || (r.d >= 0 && diff <= -r.weekday_behavior) {
        diff += 7;
    }
    if wd >= 0 {
        c.d += diff;
    } else {
        c.d -= 7 - (wd.abs() - cur);
    }
}

fn add_weekdays(c: Civil, n: i64) -> Civil {
    let mut days = c.days();
    let step = n.signum();
    let mut left = n.abs();
    if left > 10 {
        let weeks = (left - 5) / 5;
        days += weeks * 7 * step;
        left -= weeks * 5;
    }
    while left > 0 {
        days += step;
        let wd = cal::weekday(days);
        if wd != 0 && wd != 6 {
            left -= 1;
        }
    }
    let (y, m, d) = cal::civil_from_days(days);
    Civil { y, m, d, ..c }
}
