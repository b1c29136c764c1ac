//! Time zones as php's date extension sees them: a UTC offset (type 1,
//! "+02:00"), an abbreviation (type 2, "EST", with its offset and DST
//! flag) or an IANA identifier (type 3, "Europe/Paris", through jiff's
//! bundled copy of the tz database). Also the request's default zone
//! (date_default_timezone_set and the date.timezone ini setting).
//!
//! Not here: calendar arithmetic (cal.rs), parsing zone names inside date
//! strings (parse.rs calls [`lookup_abbr`] and [`find_id`]).

use jiff::tz::{AmbiguousOffset, TimeZone};
use jiff::Timestamp;
use std::cell::RefCell;
use std::rc::Rc;
use tusk_vm::Vm;

/// A time zone attached to a date value.
#[derive(Clone)]
pub enum Tz {
    /// Seconds east of UTC.
    Offset(i32),
    Abbr {
        abbr: Rc<str>,
        /// Total offset (DST included), seconds east of UTC.
        offset: i32,
        dst: bool,
    },
    Id(Rc<Zone>),
}

pub struct Zone {
    pub name: String,
    pub tz: TimeZone,
}

/// The offset in effect at one instant.
#[derive(Clone)]
pub struct OffsetInfo {
    pub offset: i32,
    pub dst: bool,
    pub abbr: String,
}

pub fn fmt_offset(off: i32, colon: bool) -> String {
    let sign = if off < 0 { '-' } else { '+' };
    let a = off.unsigned_abs();
    if colon {
        format!("{}{:02}:{:02}", sign, a / 3600, a / 60 % 60)
    } else {
        format!("{}{:02}{:02}", sign, a / 3600, a / 60 % 60)
    }
}

fn clamp_ts(ts: i64) -> Timestamp {
    let ts = ts.clamp(-377705116800, 253402207200);
    Timestamp::from_second(ts).unwrap_or(Timestamp::UNIX_EPOCH)
}

impl Tz {
    pub fn utc() -> Tz {
        Tz::Id(find_id("UTC").expect("UTC is always known"))
    }
    /// php's timezone_type: 1 offset, 2 abbreviation, 3 identifier.
    pub fn kind(&self) -> i64 {
        match self {
            Tz::Offset(_) => 1,
            Tz::Abbr { .. } => 2,
            Tz::Id(_) => 3,
        }
    }
    /// The zone's name as var_dump and the 'e' format show it.
    pub fn name(&self) -> String {
        match self {
            Tz::Offset(o) => fmt_offset(*o, true),
            Tz::Abbr { abbr, .. } => abbr.to_string(),
            Tz::Id(z) => z.name.clone(),
        }
    }
    pub fn info(&self, ts: i64) -> OffsetInfo {
        match self {
            Tz::Offset(o) => OffsetInfo {
                offset: *o,
                dst: false,
                abbr: format!("GMT{}", fmt_offset(*o, false)),
            },
            Tz::Abbr { abbr, offset, dst } => OffsetInfo {
                offset: *offset,
                dst: *dst,
                abbr: abbr.to_ascii_uppercase(),
            },
            Tz::Id(z) => {
                // The last answer is kept: date() and DateTime::format
                // often ask for the same instant several times in a row.
                let hit = LAST_INFO.with(|c| {
                    c.borrow()
                        .as_ref()
                        .filter(|(lz, lts, _)| *lts == ts && Rc::ptr_eq(lz, z))
                        .map(|(_, _, i)| i.clone())
                });
                if let Some(i) = hit {
                    return i;
                }
                let i = z.tz.to_offset_info(clamp_ts(ts));
                let info = OffsetInfo {
                    offset: i.offset().seconds(),
                    dst: i.dst().is_dst(),
                    abbr: i.abbreviation().to_string(),
                };
                LAST_INFO.with(|c| *c.borrow_mut() = Some((z.clone(), ts, info.clone())));
                info
            }
        }
    }
    pub fn offset_at(&self, ts: i64) -> i32 {
        match self {
            Tz::Offset(o) => *o,
            Tz::Abbr { offset, .. } => *offset,
            Tz::Id(z) => z.tz.to_offset(clamp_ts(ts)).seconds(),
        }
    }
    /// The timestamp of a local time (seconds since the epoch as if the
    /// zone were UTC). In a gap the offset before it applies (02:30 on a
    /// spring-forward day becomes 03:30); in a fold the earlier instant, or
    /// the later one with `later` (mktime's choice).
    pub fn local_to_ts(&self, local: i64, later: bool) -> i64 {
        let Tz::Id(z) = self else {
            return self.local_to_ts_uncached(local, later);
        };
        // A small cache: strtotime of an absolute form, or a loop over the
        // same dates, resolves the same local times again and again.
        let slot = (local as u64 ^ (local as u64 >> 7) ^ later as u64) as usize % LOCAL_SLOTS;
        let hit = LOCAL_TS.with(|c| match &c.borrow()[slot] {
            Some((lz, l, lat, ts)) if *l == local && *lat == later && Rc::ptr_eq(lz, z) => {
                Some(*ts)
            }
            _ => None,
        });
        if let Some(ts) = hit {
            return ts;
        }
        let ts = self.local_to_ts_uncached(local, later);
        LOCAL_TS.with(|c| c.borrow_mut()[slot] = Some((z.clone(), local, later, ts)));
        ts
    }

    fn local_to_ts_uncached(&self, local: i64, later: bool) -> i64 {
        match self {
            Tz::Offset(o) => local - *o as i64,
            Tz::Abbr { offset, .. } => local - *offset as i64,
            Tz::Id(z) if !later => {
                // timelib's resolution: the offset at the local time read
                // as UTC, then the one at that minus the first.
                let (cur, _) = offset_and_transition(&z.tz, local);
                let (act, t_act) = offset_and_transition(&z.tz, local - cur as i64);
                let x = local - act as i64;
                let in_transition =
                    t_act != i64::MIN && x >= t_act + (cur as i64 - act as i64) && x < t_act;
                if cur != act && !in_transition {
                    local - act as i64
                } else {
                    local - cur as i64
                }
            }
            Tz::Id(z) => {
                let c = super::cal::Civil::from_local(local);
                let dt = match jiff::civil::DateTime::new(
                    c.y as i16, c.m as i8, c.d as i8, c.h as i8, c.i as i8, c.s as i8, 0,
                ) {
                    Ok(dt) if (-9998..=9998).contains(&c.y) => dt,
                    _ => return local - self.offset_at(local) as i64,
                };
                let off = match z.tz.to_ambiguous_timestamp(dt).offset() {
                    AmbiguousOffset::Unambiguous { offset } => offset,
                    AmbiguousOffset::Gap { before, .. } => before,
                    AmbiguousOffset::Fold { after, .. } => after,
                };
                local - off.seconds() as i64
            }
        }
    }
}

/// The offset in effect at `ts` and when it took effect (i64::MIN: always).
pub fn offset_and_transition(tz: &TimeZone, ts: i64) -> (i32, i64) {
    let t = clamp_ts(ts);
    let off = tz.to_offset(t).seconds();
    let next = clamp_ts(ts.saturating_add(1));
    let trans = tz
        .preceding(next)
        .next()
        .map(|tr| tr.timestamp().as_second())
        .unwrap_or(i64::MIN);
    (off, trans)
}

/// Entries in local_to_ts's cache.
const LOCAL_SLOTS: usize = 16;

/// A local_to_ts cache entry: zone (held), local time, `later`, answer.
type LocalEntry = Option<(Rc<Zone>, i64, bool, i64)>;

thread_local! {
    /// local_to_ts's recent answers for identifier zones, by local time.
    static LOCAL_TS: RefCell<[LocalEntry; LOCAL_SLOTS]> = const { RefCell::new([const { None }; LOCAL_SLOTS]) };
    /// Tz::info's last answer for an identifier zone (the zone is held,
    /// so the pointer cannot be reused by another zone).
    static LAST_INFO: RefCell<Option<(Rc<Zone>, i64, OffsetInfo)>> = const { RefCell::new(None) };
    static ZONES: RefCell<Vec<Rc<Zone>>> = const { RefCell::new(Vec::new()) };
    /// date_default_timezone_set's zone for this request.
    static DEFAULT: RefCell<Option<Tz>> = const { RefCell::new(None) };
}

/// An IANA identifier (case-insensitive), with its canonical spelling.
pub fn find_id(name: &str) -> Option<Rc<Zone>> {
    if name.is_empty() || name.len() > 64 {
        return None;
    }
    if let Some(z) = ZONES.with(|c| {
        c.borrow()
            .iter()
            .find(|z| z.name.eq_ignore_ascii_case(name))
            .cloned()
    }) {
        return Some(z);
    }
    let tz = TimeZone::get(name).ok()?;
    let canon = tz.iana_name().unwrap_or(name).to_string();
    let canon = if canon.eq_ignore_ascii_case(name) {
        canon
    } else {
        name.to_string()
    };
    let z = Rc::new(Zone { name: canon, tz });
    ZONES.with(|c| c.borrow_mut().push(z.clone()));
    Some(z)
}

/// php's abbreviation table (the common part): (abbr, offset, dst).
const ABBRS: &[(&str, i32, bool)] = &[
    ("utc", 0, false),
    ("gmt", 0, false),
    ("z", 0, false),
    ("ut", 0, false),
    ("wet", 0, false),
    ("west", 3600, true),
    ("bst", 3600, true),
    ("cet", 3600, false),
    ("cest", 7200, true),
    ("met", 3600, false),
    ("mest", 7200, true),
    ("eet", 7200, false),
    ("eest", 10800, true),
    ("msk", 10800, false),
    ("ist", 7200, false),
    ("est", -18000, false),
    ("edt", -14400, true),
    ("cst", -21600, false),
    ("cdt", -18000, true),
    ("mst", -25200, false),
    ("mdt", -21600, true),
    ("pst", -28800, false),
    ("pdt", -25200, true),
    ("akst", -32400, false),
    ("akdt", -28800, true),
    ("hst", -36000, false),
    ("ast", -14400, false),
    ("adt", -10800, true),
    ("nst", -12600, false),
    ("ndt", -9000, true),
    ("jst", 32400, false),
    ("kst", 32400, false),
    ("hkt", 28800, false),
    ("awst", 28800, false),
    ("acst", 34200, false),
    ("acdt", 37800, true),
    ("aest", 36000, false),
    ("aedt", 39600, true),
    ("nzst", 43200, false),
    ("nzdt", 46800, true),
    ("sast", 7200, false),
    ("cat", 7200, false),
    ("eat", 10800, false),
    ("wat", 3600, false),
];

/// An abbreviation (case-insensitive): its type-2 zone.
pub fn lookup_abbr(name: &str) -> Option<Tz> {
    let l = name.to_ascii_lowercase();
    ABBRS
        .iter()
        .find(|(a, _, _)| *a == l)
        .map(|&(_, offset, dst)| Tz::Abbr {
            abbr: Rc::from(if l == "utc" || l == "z" || l == "gmt" {
                name.to_ascii_uppercase()
            } else {
                name.to_string()
            }),
            offset,
            dst,
        })
}

/// A zone as DateTimeZone's constructor takes it: an identifier, an
/// offset ("+02:00", "-0530") or an abbreviation.
pub fn parse_zone_name(name: &str) -> Option<Tz> {
    let b = name.as_bytes();
    if matches!(b.first(), Some(b'+' | b'-')) {
        return parse_offset(b).and_then(|(o, n)| (n == b.len()).then_some(Tz::Offset(o)));
    }
    if name.eq_ignore_ascii_case("utc") {
        return Some(Tz::utc());
    }
    if let Some(t) = lookup_abbr(name) {
        return Some(t);
    }
    find_id(name).map(|z| Tz::Id(respell(z, name)))
}

/// The zone under the spelling the user gave (php keeps it).
pub fn respell(z: Rc<Zone>, name: &str) -> Rc<Zone> {
    if z.name == name {
        z
    } else {
        Rc::new(Zone {
            name: name.to_string(),
            tz: z.tz.clone(),
        })
    }
}

/// "+HH", "+HHMM", "+HH:MM", "+H", "+HH:MM:SS": (seconds east, length).
pub fn parse_offset(b: &[u8]) -> Option<(i32, usize)> {
    let neg = match b.first()? {
        b'+' => false,
        b'-' => true,
        _ => return None,
    };
    let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
    let num = |from: usize, n: usize| {
        b[from..from + n]
            .iter()
            .fold(0i32, |a, c| a * 10 + (c - b'0') as i32)
    };
    let n = digits(1);
    let (secs, len) = match n {
        1 | 2 => {
            let h = num(1, n);
            if b.get(1 + n) == Some(&b':') && digits(2 + n) >= 2 {
                let m = num(2 + n, 2);
                if b.get(4 + n) == Some(&b':') && digits(5 + n) >= 2 {
                    (h * 3600 + m * 60 + num(5 + n, 2), 7 + n)
                } else {
                    (h * 3600 + m * 60, 4 + n)
                }
            } else {
                (h * 3600, 1 + n)
            }
        }
        3 => (num(1, 1) * 3600 + num(2, 2) * 60, 4),
        4 => (num(1, 2) * 3600 + num(3, 2) * 60, 5),
        6 => (num(1, 2) * 3600 + num(3, 2) * 60 + num(5, 2), 7),
        _ => return None,
    };
    Some((if neg { -secs } else { secs }, len))
}

/// The request's default zone: date_default_timezone_set's, else the
/// date.timezone ini setting (warning once when invalid), else UTC.
pub fn default_tz(vm: &mut Vm) -> Tz {
    if let Some(t) = DEFAULT.with(|d| d.borrow().clone()) {
        return t;
    }
    let ini = vm
        .ini_get("date.timezone")
        .map(|s| String::from_utf8_lossy(s.as_bytes()).into_owned())
        .unwrap_or_default();
    let tz = if ini.is_empty() {
        Tz::utc()
    } else {
        match find_id(&ini) {
            Some(z) => Tz::Id(z),
            None => {
                vm.warning(&format!(
                    "{}(): Invalid date.timezone value '{}', using 'UTC' instead",
                    vm.cur_builtin, ini
                ));
                Tz::utc()
            }
        }
    };
    tz
}

/// The default zone without the invalid-setting warning (for error_log
/// lines, which an error may be writing).
pub fn default_tz_quiet(vm: &Vm) -> Tz {
    if let Some(t) = DEFAULT.with(|d| d.borrow().clone()) {
        return t;
    }
    vm.ini_get("date.timezone")
        .and_then(|s| find_id(&String::from_utf8_lossy(s.as_bytes())))
        .map_or_else(Tz::utc, Tz::Id)
}

pub fn set_default(tz: Option<Tz>) {
    DEFAULT.with(|d| *d.borrow_mut() = tz);
}

/// The canonical identifiers (timezone_identifiers_list): zone.tab's
/// names and UTC, sorted, with their country codes ("??" for UTC).
pub fn all_ids() -> Vec<(&'static str, &'static str)> {
    let mut v: Vec<(&str, &str)> = super::zones::ZONES.to_vec();
    v.push(("UTC", "??"));
    v
}
