//! DateInterval (ISO 8601 durations, createFromDateString, format,
//! diff results), DatePeriod (recurrences or an end date, iterated
//! through a DatePeriodIterator over the generated dates), and the interval
//! arithmetic DateTime::add/sub/diff use.
//!
//! Not here: DateTime itself (classes.rs).

use super::cal::{self, Civil};
use super::classes::{moment_of, new_dt_obj};
use super::format::Moment;
use super::funcs::str_val;
use super::parse;
use super::tz::Tz;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PObj, PStr, Value};
use tusk_vm::class::ext::flags;
use tusk_vm::{
    Args, BResult, ClassDef, ConstVal, MethodCtx, MethodDef, Payload, PropDef, PropsPurpose,
    Unwind, Vm,
};

/// A DateInterval made by createFromDateString keeps its string.
type IvCell = RefCell<Option<Vec<u8>>>;

fn iv_new() -> Rc<dyn Any> {
    Rc::new(IvCell::new(None))
}
fn iv_clone(a: &dyn Any) -> Rc<dyn Any> {
    let s = a.downcast_ref::<IvCell>().and_then(|c| c.borrow().clone());
    Rc::new(IvCell::new(s))
}

fn from_string(o: &PObj) -> Option<Vec<u8>> {
    o.internal()
        .and_then(|p| p.downcast_ref::<IvCell>())
        .and_then(|c| c.borrow().clone())
}

fn prop_int(o: &PObj, n: &str) -> i64 {
    match o.get_prop(n.as_bytes()) {
        Some(v) => tusk_value::ops::to_int(&v),
        None => 0,
    }
}

fn prop_float(o: &PObj, n: &str) -> f64 {
    match o.get_prop(n.as_bytes()) {
        Some(v) => tusk_value::ops::to_float(&v),
        None => 0.0,
    }
}

/// The fields of an interval.
#[derive(Default, Clone, Copy)]
pub struct Iv {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
    pub us: i64,
    pub invert: bool,
    pub days: Option<i64>,
}

fn read_iv(o: &PObj) -> Iv {
    Iv {
        y: prop_int(o, "y"),
        m: prop_int(o, "m"),
        d: prop_int(o, "d"),
        h: prop_int(o, "h"),
        i: prop_int(o, "i"),
        s: prop_int(o, "s"),
        us: (prop_float(o, "f") * 1e6).round() as i64,
        invert: prop_int(o, "invert") != 0,
        days: match o.get_prop(b"days") {
            Some(Value::Int(n)) => Some(n),
            _ => None,
        },
    }
}

fn write_iv(o: &PObj, iv: &Iv) {
    o.set_prop(b"y", Value::Int(iv.y));
    o.set_prop(b"m", Value::Int(iv.m));
    o.set_prop(b"d", Value::Int(iv.d));
    o.set_prop(b"h", Value::Int(iv.h));
    o.set_prop(b"i", Value::Int(iv.i));
    o.set_prop(b"s", Value::Int(iv.s));
    o.set_prop(b"f", Value::Float(iv.us as f64 / 1e6));
    o.set_prop(b"invert", Value::Int(iv.invert as i64));
    o.set_prop(
        b"days",
        iv.days.map(Value::Int).unwrap_or(Value::Bool(false)),
    );
}

pub fn new_iv_obj(vm: &mut Vm, iv: &Iv) -> Result<PObj, Unwind> {
    let c = vm.class_or_error(b"DateInterval")?;
    let o = vm.instantiate(&c)?;
    write_iv(&o, iv);
    Ok(o)
}

/// `$moment->add($iv)` (or sub when `negate`).
pub fn apply(vm: &mut Vm, m: &Moment, iv: Option<&PObj>, negate: bool) -> Result<Moment, Unwind> {
    let Some(o) = iv else {
        return Err(vm.throw(
            "Error",
            "The DateInterval object has not been correctly initialized by its constructor",
        ));
    };
    if let Some(s) = from_string(o) {
        let mut p = parse::parse(&s);
        p.rel.first_last = 0;
        p.rel.weekday_of = None;
        if negate {
            let r = &mut p.rel;
            r.y = -r.y;
            r.m = -r.m;
            r.d = -r.d;
            r.h = -r.h;
            r.i = -r.i;
            r.s = -r.s;
            r.us = -r.us;
        }
        return Ok(parse::resolve(&p, m));
    }
    Ok(apply_iv(m, &read_iv(o), negate))
}

pub fn apply_iv(m: &Moment, iv: &Iv, negate: bool) -> Moment {
    let sign = if iv.invert != negate { -1 } else { 1 };
    let mut c = m.local().c;
    c.y += sign * iv.y;
    c.m += sign * iv.m;
    c.d += sign * iv.d;
    let mut ts = m.tz.local_to_ts(c.to_local(), false);
    ts += sign * (iv.h * 3600 + iv.i * 60 + iv.s);
    let mut us = m.us + sign * iv.us;
    ts += us.div_euclid(1_000_000);
    us = us.rem_euclid(1_000_000);
    Moment {
        ts,
        us,
        tz: m.tz.clone(),
    }
}

/// `$a->diff($b)`.
pub fn diff(vm: &mut Vm, a: &Moment, b: &Moment, absolute: bool) -> BResult {
    let iv = diff_iv(a, b, absolute);
    Ok(Value::Obj(new_iv_obj(vm, &iv)?))
}

/// The fields of `$a->diff($b)`.
fn diff_iv(a: &Moment, b: &Moment, absolute: bool) -> Iv {
    let invert = (a.ts, a.us) > (b.ts, b.us);
    let (e, l) = if invert { (b, a) } else { (a, b) };
    let same_zone = match (&e.tz, &l.tz) {
        (Tz::Id(x), Tz::Id(y)) => x.name == y.name,
        _ => false,
    };
    let local = |m: &Moment| {
        if same_zone {
            m.ts + m.tz.offset_at(m.ts) as i64
        } else {
            m.ts
        }
    };
    let (el, ll) = (local(e), local(l));
    let ec = Civil::from_local(el);
    let lc = Civil::from_local(ll);
    let mut iv = Iv {
        y: lc.y - ec.y,
        m: lc.m - ec.m,
        d: lc.d - ec.d,
        h: lc.h - ec.h,
        i: lc.i - ec.i,
        s: lc.s - ec.s,
        us: l.us - e.us,
        invert: invert && !absolute,
        days: None,
    };
    if let (true, Tz::Id(z)) = (same_zone, &l.tz) {
        // Across a DST change, hours count elapsed time when the later
        // instant is less than a day past the transition (timelib's rule;
        // after a fall-back, only for spans under a day).
        let corr = (l.tz.offset_at(l.ts) - e.tz.offset_at(e.ts)) as i64;
        let (_, trans) = super::tz::offset_and_transition(&z.tz, l.ts);
        if corr != 0
            && l.ts >= trans
            && (corr > 0 || l.ts - e.ts < 86400)
            && (l.ts - e.ts + corr).rem_euclid(86400) > l.ts - trans
        {
            iv.h -= corr / 3600;
            iv.i -= corr % 3600 / 60;
            iv.s -= corr % 60;
        }
    }
    if iv.us < 0 {
        iv.us += 1_000_000;
        iv.s -= 1;
    }
    if iv.s < 0 {
        iv.s += 60;
        iv.i -= 1;
    }
    if iv.i < 0 {
        iv.i += 60;
        iv.h -= 1;
    }
    while iv.h < 0 {
        iv.h += 24;
        iv.d -= 1;
    }
    if iv.h > 23 {
        iv.h -= 24;
        iv.d += 1;
    }
    // Days borrowed from months: counting back from the later date, or
    // (inverted) forward from the earlier one, as php steps from `$this`.
    let (mut by, mut bm) = if invert {
        (ec.y, ec.m)
    } else {
        (lc.y, lc.m - 1)
    };
    while iv.d < 0 {
        if bm < 1 {
            bm += 12;
            by -= 1;
        }
        if bm > 12 {
            bm -= 12;
            by += 1;
        }
        iv.d += cal::days_in_month(by, bm);
        iv.m -= 1;
        if invert {
            bm += 1;
        } else {
            bm -= 1;
        }
    }
    while iv.m < 0 {
        iv.m += 12;
        iv.y -= 1;
    }
    let total_us = (ll - el) as i128 * 1_000_000 + (l.us - e.us) as i128;
    iv.days = Some((total_us / 86_400_000_000) as i64);
    iv
}

/// What php's ISO 8601 interval scanner (timelib's) finds in a string:
/// recurrences ("R5"), a start and an end date ("2012-07-01T00:00:00Z" or
/// "20120701T000000Z", always UTC), and a duration ("P1Y2M3DT4H5M6S",
/// "P2W" or the alternative "P0001-02-03T04:05:06").
#[derive(Default)]
struct IsoSpec {
    start: Option<Civil>,
    end: Option<Civil>,
    period: Option<Iv>,
    recurrences: Option<i64>,
}

/// The digits at `s[i..]`.
fn digits_at(s: &[u8], i: usize) -> usize {
    s.get(i..)
        .map_or(0, |t| t.iter().take_while(|c| c.is_ascii_digit()).count())
}

/// The number in `s[i..i + n]` when those are all digits.
fn number_at(s: &[u8], i: usize, n: usize) -> Option<i64> {
    let t = s.get(i..i + n)?;
    t.iter()
        .all(u8::is_ascii_digit)
        .then(|| t.iter().fold(0i64, |a, &b| a * 10 + (b - b'0') as i64))
}

/// Checks `s[i..]` against a layout of timelib's ISO grammar: `YYYY` four
/// digits, `mm`/`MM` a month (01-12 / 00-12), `dd`/`DD` a day (01-31 /
/// 00-31), `hh` an hour (00-24), `ii` minutes or seconds (00-59), anything
/// else itself. Returns the numbers read.
fn match_layout(s: &[u8], i: usize, layout: &[u8]) -> Option<Vec<i64>> {
    let mut out = Vec::with_capacity(6);
    let mut j = i;
    let mut k = 0;
    while k < layout.len() {
        let (width, min, max) = match layout[k] {
            b'Y' => (4, 0, 9999),
            b'm' => (2, 1, 12),
            b'M' => (2, 0, 12),
            b'd' => (2, 1, 31),
            b'D' => (2, 0, 31),
            b'h' => (2, 0, 24),
            b'i' => (2, 0, 59),
            c => {
                if s.get(j) != Some(&c) {
                    return None;
                }
                j += 1;
                k += 1;
                continue;
            }
        };
        let v = number_at(s, j, width).filter(|v| (min..=max).contains(v))?;
        out.push(v);
        j += width;
        k += width;
    }
    Some(out)
}

/// The length of the "P..." duration token at `s[i]`: designators in the
/// order Y M W D, then optionally T and H M S (as long as that matches).
fn period_token_len(s: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    let group = |j: usize, letter: u8| {
        let n = digits_at(s, j);
        (n > 0 && s.get(j + n) == Some(&letter)).then_some(j + n + 1)
    };
    for l in [b'Y', b'M', b'W', b'D'] {
        if let Some(k) = group(j, l) {
            j = k;
        }
    }
    if s.get(j) == Some(&b'T') {
        j += 1;
        for l in [b'H', b'M', b'S'] {
            if let Some(k) = group(j, l) {
                j = k;
            }
        }
    }
    j - i
}

/// Adds a duration token ("P", "PT" and "P1DT" alone are errors; a number
/// has at most 12 digits). timelib keeps y, m, d, h and i in C ints (they
/// wrap) and s in 64 bits; weeks add to the days.
fn apply_period_token(tok: &[u8], iv: &mut Iv) -> bool {
    let wrap = |v: i64| v as i32 as i64;
    let mut p = 1;
    let mut in_time = false;
    loop {
        if tok.get(p) == Some(&b'T') {
            in_time = true;
            p += 1;
        }
        if p >= tok.len() {
            return false;
        }
        let n = digits_at(tok, p).min(12);
        let nr = number_at(tok, p, n).unwrap_or(0);
        p += n;
        match (tok.get(p), in_time) {
            (Some(b'Y'), _) => iv.y = wrap(nr),
            (Some(b'W'), _) => iv.d = wrap(iv.d + nr * 7),
            (Some(b'D'), _) => iv.d = wrap(iv.d + nr),
            (Some(b'H'), _) => iv.h = wrap(nr),
            (Some(b'S'), _) => iv.s = nr,
            (Some(b'M'), false) => iv.m = wrap(nr),
            (Some(b'M'), true) => iv.i = wrap(nr),
            _ => return false,
        }
        p += 1;
        if p >= tok.len() {
            return true;
        }
    }
}

/// Scans an ISO 8601 interval string as php does; None on a bad format.
fn scan_iso(s: &[u8]) -> Option<IsoSpec> {
    if s.is_empty() {
        return None;
    }
    // Surrounding C whitespace is dropped (an all-blank string keeps its
    // last byte); separators between parts are any of " .,\t/\n\0".
    let sp = |c: &u8| matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r');
    let mut a = 0;
    let mut b = s.len() - 1;
    while a < b && sp(&s[a]) {
        a += 1;
    }
    while b > a && sp(&s[b]) {
        b -= 1;
    }
    let s = &s[a..=b];
    let mut r = IsoSpec::default();
    let mut have_date = false;
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b' ' | b'.' | b',' | b'\t' | b'/' | b'\n' | 0 => i += 1,
            b'R' => {
                let n = digits_at(s, i + 1);
                if n == 0 {
                    return None;
                }
                // Only the first nine digits count.
                r.recurrences = number_at(s, i + 1, n.min(9));
                i += 1 + n;
            }
            b'P' => {
                if let Some(f) = match_layout(s, i + 1, b"YYYY-MM-DDThh:ii:ii") {
                    r.period = Some(Iv {
                        y: f[0],
                        m: f[1],
                        d: f[2],
                        h: f[3],
                        i: f[4],
                        s: f[5],
                        ..Iv::default()
                    });
                    i += 20;
                } else {
                    let n = period_token_len(s, i);
                    let iv = r.period.get_or_insert_with(Iv::default);
                    if !apply_period_token(&s[i..i + n], iv) {
                        return None;
                    }
                    i += n;
                }
            }
            b'0'..=b'9' => {
                let (f, n) = if let Some(f) = match_layout(s, i, b"YYYYmmddThhiiiiZ") {
                    (f, 16)
                } else if let Some(f) = match_layout(s, i, b"YYYY-mm-ddThh:ii:iiZ") {
                    (f, 20)
                } else {
                    return None;
                };
                let c = Civil {
                    y: f[0],
                    m: f[1],
                    d: f[2],
                    h: f[3],
                    i: f[4],
                    s: f[5],
                };
                if have_date || r.period.is_some() {
                    r.end = Some(c);
                } else {
                    r.start = Some(c);
                }
                have_date = true;
                i += n;
            }
            _ => return None,
        }
    }
    Some(r)
}

/// A date of an ISO interval string: UTC as a "+00:00" offset.
fn iso_moment(c: &Civil) -> Moment {
    Moment {
        ts: c.to_local(),
        us: 0,
        tz: Tz::Offset(0),
    }
}

/// The string as php's "%s" shows it (up to the first NUL byte).
fn c_str(s: &[u8]) -> String {
    let n = s.iter().position(|&c| c == 0).unwrap_or(s.len());
    String::from_utf8_lossy(&s[..n]).into_owned()
}

fn iv_construct(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let s = args.bytes(0);
    let iv = match scan_iso(s) {
        None => Err(format!("Unknown or bad format ({})", c_str(s))),
        Some(IsoSpec {
            period: Some(iv), ..
        }) => Ok(iv),
        // Two dates and no duration: the difference between them.
        Some(IsoSpec {
            start: Some(b),
            end: Some(e),
            ..
        }) => Ok(diff_iv(&iso_moment(&b), &iso_moment(&e), false)),
        Some(_) => Err(format!("Failed to parse interval ({})", c_str(s))),
    };
    match iv {
        Ok(iv) => {
            write_iv(ctx.this(), &iv);
            Ok(Value::Null)
        }
        Err(msg) => Err(vm.throw("Exception", &msg)),
    }
}

pub(super) fn iv_create_from_date_string(
    vm: &mut Vm,
    _ctx: &MethodCtx,
    args: &mut Args,
) -> BResult {
    let s = args.bytes(0).to_vec();
    let p = parse::parse(&s);
    if !p.errors.is_empty() {
        vm.warning(&format!(
            "DateInterval::createFromDateString(): Unknown or bad format ({}) at position {} ({}): {}",
            String::from_utf8_lossy(&s),
            p.errors[0].0,
            s.get(p.errors[0].0).map(|&c| c as char).unwrap_or(' '),
            p.errors[0].1
        ));
        return Ok(Value::Bool(false));
    }
    let r = &p.rel;
    let iv = Iv {
        y: r.y,
        m: r.m,
        d: r.d,
        h: r.h,
        i: r.i,
        s: r.s,
        us: r.us,
        ..Iv::default()
    };
    let o = new_iv_obj(vm, &iv)?;
    if let Some(c) = o.internal().and_then(|p| p.downcast_ref::<IvCell>()) {
        *c.borrow_mut() = Some(s);
    }
    Ok(Value::Obj(o))
}

/// php's __serialize: the fields, or the string createFromDateString
/// was given (what var_dump shows).
fn iv_serialize(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let a = iv_props(ctx.this(), PropsPurpose::Serialize).unwrap_or_default();
    Ok(Value::Arr(tusk_value::PArr::from_data(a)))
}

/// php's php_date_interval_initialize_from_hash (__unserialize, __wakeup,
/// __set_state): the fields from `data` (a missing y/m/d/h/i/s is -1, a
/// missing or false `days` unknown), or the string of a
/// createFromDateString interval; other keys become properties.
fn iv_restore(vm: &mut Vm, o: &PObj, data: &ArrayData) -> Result<(), Unwind> {
    let get = |k: &str| data.get_str(k.as_bytes()).map(|v| v.unref());
    let cell = o.internal().and_then(|p| p.downcast_ref::<IvCell>());
    let text = match (get("from_string"), get("date_string")) {
        (Some(f), Some(Value::Str(t))) if tusk_value::ops::to_bool(&f) => Some(t),
        _ => None,
    };
    if let Some(t) = text {
        let r = parse::parse(t.as_bytes()).rel;
        for (k, v) in [
            ("y", r.y),
            ("m", r.m),
            ("d", r.d),
            ("h", r.h),
            ("i", r.i),
            ("s", r.s),
        ] {
            o.set_prop(k.as_bytes(), Value::Int(v));
        }
        o.set_prop(b"f", Value::Float(r.us as f64 / 1e6));
        if let Some(c) = cell {
            *c.borrow_mut() = Some(t.as_bytes().to_vec());
        }
        return Ok(());
    }
    if let Some(c) = cell {
        *c.borrow_mut() = None;
    }
    for k in ["y", "m", "d", "h", "i", "s"] {
        let v = get(k).map_or(-1, |v| tusk_value::ops::to_int(&v));
        o.set_prop(k.as_bytes(), Value::Int(v));
    }
    let f = get("f").map_or(0.0, |v| tusk_value::ops::to_float(&v));
    o.set_prop(b"f", Value::Float(f));
    let invert = get("invert").map_or(0, |v| tusk_value::ops::to_int(&v));
    o.set_prop(b"invert", Value::Int(invert));
    let days = match get("days") {
        None | Some(Value::Bool(false)) => Value::Bool(false),
        Some(v) => Value::Int(tusk_value::ops::to_int(&v)),
    };
    o.set_prop(b"days", days);
    const KNOWN: [&str; 11] = [
        "y",
        "m",
        "d",
        "h",
        "i",
        "s",
        "f",
        "invert",
        "days",
        "from_string",
        "date_string",
    ];
    for (k, v) in data.iter() {
        let known = matches!(&k, Key::Str(n) if KNOWN.iter().any(|x| x.as_bytes() == n.as_bytes()));
        if !known {
            vm.load_member(o, k, v.unref())?;
        }
    }
    Ok(())
}

fn iv_unserialize(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let data = a.arr(0).clone();
    iv_restore(vm, ctx.this(), &data)?;
    Ok(Value::Null)
}

fn iv_wakeup(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let data = ctx.this().to_array_data();
    iv_restore(vm, ctx.this(), &data)?;
    Ok(Value::Null)
}

fn iv_set_state(vm: &mut Vm, _: &MethodCtx, a: &mut Args) -> BResult {
    let data = a.arr(0).clone();
    let o = new_iv_obj(vm, &Iv::default())?;
    iv_restore(vm, &o, &data)?;
    Ok(Value::Obj(o))
}

pub(super) fn iv_format(_vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let iv = read_iv(ctx.this());
    let f = args.bytes(0);
    let mut out = Vec::with_capacity(f.len() * 2);
    let mut i = 0;
    while i < f.len() {
        if f[i] != b'%' || i + 1 >= f.len() {
            out.push(f[i]);
            i += 1;
            continue;
        }
        let c = f[i + 1];
        i += 2;
        let s = match c {
            b'Y' => format!("{:02}", iv.y),
            b'y' => iv.y.to_string(),
            b'M' => format!("{:02}", iv.m),
            b'm' => iv.m.to_string(),
            b'D' => format!("{:02}", iv.d),
            b'd' => iv.d.to_string(),
            b'H' => format!("{:02}", iv.h),
            b'h' => iv.h.to_string(),
            b'I' => format!("{:02}", iv.i),
            b'i' => iv.i.to_string(),
            b'S' => format!("{:02}", iv.s),
            b's' => iv.s.to_string(),
            b'F' => format!("{:06}", iv.us),
            b'f' => iv.us.to_string(),
            b'a' => match iv.days {
                Some(d) => d.to_string(),
                None => "(unknown)".to_string(),
            },
            b'R' => (if iv.invert { "-" } else { "+" }).to_string(),
            b'r' => (if iv.invert { "-" } else { "" }).to_string(),
            b'%' => "%".to_string(),
            _ => format!("%{}", c as char),
        };
        out.extend_from_slice(s.as_bytes());
    }
    Ok(str_val(out))
}

fn iv_props(o: &PObj, _why: PropsPurpose) -> Option<ArrayData> {
    if let Some(s) = from_string(o) {
        let mut a = ArrayData::with_capacity(2);
        a.insert(Key::Str(PStr::from("from_string")), Value::Bool(true));
        a.insert(Key::Str(PStr::from("date_string")), str_val(s));
        return Some(a);
    }
    let mut a = o.to_array_data();
    a.insert(Key::Str(PStr::from("from_string")), Value::Bool(false));
    Some(a)
}

const P: u32 = flags::PUBLIC;

pub const DATE_INTERVAL: ClassDef = ClassDef {
    name: "DateInterval",
    props: &[
        PropDef {
            name: "y",
            flags: P,
            default: ConstVal::Int(0),
        },
        PropDef {
            name: "m",
            flags: P,
            default: ConstVal::Int(0),
        },
        PropDef {
            name: "d",
            flags: P,
            default: ConstVal::Int(0),
        },
        PropDef {
            name: "h",
            flags: P,
            default: ConstVal::Int(0),
        },
        PropDef {
            name: "i",
            flags: P,
            default: ConstVal::Int(0),
        },
        PropDef {
            name: "s",
            flags: P,
            default: ConstVal::Int(0),
        },
        PropDef {
            name: "f",
            flags: P,
            default: ConstVal::Float(0.0),
        },
        PropDef {
            name: "invert",
            flags: P,
            default: ConstVal::Int(0),
        },
        PropDef {
            name: "days",
            flags: P,
            default: ConstVal::Bool(false),
        },
    ],
    methods: &[
        MethodDef {
            sig: "__construct(string $duration)",
            flags: 0,
            f: iv_construct,
        },
        MethodDef {
            sig: "createFromDateString(string $datetime): DateInterval|false",
            flags: flags::STATIC,
            f: iv_create_from_date_string,
        },
        MethodDef {
            sig: "format(string $format): string",
            flags: 0,
            f: iv_format,
        },
        MethodDef {
            sig: "__serialize(): array",
            flags: 0,
            f: iv_serialize,
        },
        MethodDef {
            sig: "__unserialize(array $data): void",
            flags: 0,
            f: iv_unserialize,
        },
        MethodDef {
            sig: "__wakeup(): void",
            flags: 0,
            f: iv_wakeup,
        },
        MethodDef {
            sig: "__set_state(array $array): DateInterval",
            flags: flags::STATIC,
            f: iv_set_state,
        },
    ],
    payload: Some(Payload {
        new: iv_new,
        clone: iv_clone,
    }),
    props_for: Some(iv_props),
    ..ClassDef::EMPTY
};

// ---- DatePeriodIterator: php returns an InternalIterator; that name is
// taken by SPL's (SplFixedArray) until the VM offers a shared one ----

/// The dates of one iteration, generated when it starts. Stepping also
/// updates the period's `current` (php writes it on each step forward).
#[derive(Clone, Default)]
struct ItState {
    dates: Vec<Moment>,
    pos: usize,
    /// The class of the yielded dates (DateTime or DateTimeImmutable).
    yield_class: String,
    period: Option<PObj>,
    /// The class `current` takes (the start date's own class).
    current_class: String,
    /// The first date past the end (where `current` stays afterwards).
    after: Option<Moment>,
}

type ItCell = RefCell<ItState>;

fn it_new() -> Rc<dyn Any> {
    Rc::new(ItCell::default())
}
fn it_clone(a: &dyn Any) -> Rc<dyn Any> {
    let v = a
        .downcast_ref::<ItCell>()
        .map(|c| c.borrow().clone())
        .unwrap_or_default();
    Rc::new(ItCell::new(v))
}

fn it_cell(ctx: &MethodCtx) -> Option<&ItCell> {
    ctx.payload::<ItCell>()
}

/// A new object on each call, past the end too (php's iterator does not
/// check that it is valid).
fn it_current(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let Some((m, class)) = it_cell(ctx).and_then(|c| {
        let c = c.borrow();
        let m = c.dates.get(c.pos).or(c.after.as_ref()).cloned();
        m.map(|m| (m, c.yield_class.clone()))
    }) else {
        return Ok(Value::Null);
    };
    Ok(Value::Obj(new_dt_obj(vm, &class, m)?))
}
fn it_key(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(it_cell(ctx)
        .map(|c| Value::Int(c.borrow().pos as i64))
        .unwrap_or(Value::Null))
}
fn it_next(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let Some(c) = it_cell(ctx) else {
        return Ok(Value::Null);
    };
    let (period, m, class) = {
        let mut c = c.borrow_mut();
        if c.pos >= c.dates.len() {
            return Ok(Value::Null);
        }
        c.pos += 1;
        let m = c.dates.get(c.pos).or(c.after.as_ref()).cloned();
        (c.period.clone(), m, c.current_class.clone())
    };
    if let (Some(p), Some(m)) = (period, m) {
        let d = new_dt_obj(vm, &class, m)?;
        p.set_prop(b"current", Value::Obj(d));
    }
    Ok(Value::Null)
}
fn it_valid(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(Value::Bool(it_cell(ctx).is_some_and(|c| {
        let c = c.borrow();
        c.pos < c.dates.len()
    })))
}
fn it_rewind(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    if let Some(c) = it_cell(ctx) {
        c.borrow_mut().pos = 0;
    }
    Ok(Value::Null)
}

pub const INTERNAL_ITERATOR: ClassDef = ClassDef {
    name: "DatePeriodIterator",
    flags: flags::FINAL,
    interfaces: &["Iterator"],
    methods: &[
        MethodDef {
            sig: "current(): mixed",
            flags: 0,
            f: it_current,
        },
        MethodDef {
            sig: "key(): mixed",
            flags: 0,
            f: it_key,
        },
        MethodDef {
            sig: "next(): void",
            flags: 0,
            f: it_next,
        },
        MethodDef {
            sig: "valid(): bool",
            flags: 0,
            f: it_valid,
        },
        MethodDef {
            sig: "rewind(): void",
            flags: 0,
            f: it_rewind,
        },
    ],
    payload: Some(Payload {
        new: it_new,
        clone: it_clone,
    }),
    ..ClassDef::EMPTY
};

// ---- DatePeriod ----

const DP_ARGS: &str = "DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments";

fn dp_construct(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let this = ctx.this();
    let obj = |i: usize| match args.get(i).map(|v| v.unref()) {
        Some(Value::Obj(o)) => Some(o.clone()),
        _ => None,
    };
    let start = obj(0).filter(|o| moment_of(o).is_some());
    let iv = obj(1).filter(|o| vm.instance_of(o, b"DateInterval"));
    let (Some(start), Some(iv)) = (start, iv) else {
        return dp_construct_iso(vm, this, args);
    };
    if args.len() > 4 {
        return Err(vm.throw("TypeError", DP_ARGS));
    }
    let (end, rec) = match args.get(2).map(|v| v.unref()) {
        Some(Value::Obj(o)) if moment_of(&o).is_some() => (Some(o), 0),
        Some(v) => match int_param(vm, &v, 3, "end") {
            Some(n) => (None, n),
            None => return Err(vm.throw("TypeError", DP_ARGS)),
        },
        None => return Err(vm.throw("TypeError", DP_ARGS)),
    };
    let opts = match args.get(3) {
        None => 0,
        Some(v) => match int_param(vm, v, 4, "options") {
            Some(n) => n,
            None => return Err(vm.throw("TypeError", DP_ARGS)),
        },
    };
    if end.is_none() && rec < 1 {
        return Err(vm.throw(
            "Exception",
            "DatePeriod::__construct(): Recurrence count must be greater than 0",
        ));
    }
    let start_c = vm.clone_object(&start)?;
    let iv_c = vm.clone_object(&iv)?;
    let end_c = match end {
        Some(e) => Some(vm.clone_object(&e)?),
        None => None,
    };
    dp_init(this, start_c, end_c, iv_c, rec, opts);
    Ok(Value::Null)
}

/// Sets a period's state. `recurrences` holds the count plus one for each
/// of the start and end dates included (0 as the count with an end date).
fn dp_init(this: &PObj, start: PObj, end: Option<PObj>, iv: PObj, rec: i64, opts: i64) {
    let include_start = opts & 1 == 0;
    let include_end = opts & 2 != 0;
    this.set_prop(b"start", Value::Obj(start));
    this.set_prop(b"current", Value::Null);
    this.set_prop(b"end", end.map(Value::Obj).unwrap_or(Value::Null));
    this.set_prop(b"interval", Value::Obj(iv));
    this.set_prop(
        b"recurrences",
        Value::Int(rec + include_start as i64 + include_end as i64),
    );
    this.set_prop(b"include_start_date", Value::Bool(include_start));
    this.set_prop(b"include_end_date", Value::Bool(include_end));
}

/// A `string` argument of the (string [, int]) form, with php's weak
/// coercions; None when it does not fit.
fn iso_str_arg(vm: &mut Vm, v: &Value) -> Result<Option<Vec<u8>>, Unwind> {
    Ok(match v.unref() {
        Value::Str(s) => Some(s.as_bytes().to_vec()),
        v @ (Value::Int(_) | Value::Float(_) | Value::Bool(_)) => {
            Some(vm.to_pstr(&v)?.as_bytes().to_vec())
        }
        Value::Null => {
            vm.deprecated("DatePeriod::__construct(): Passing null to parameter #1 ($start) of type string is deprecated");
            Some(Vec::new())
        }
        Value::Obj(o) => vm.object_to_string(&o)?.map(|s| s.as_bytes().to_vec()),
        _ => None,
    })
}

/// An `int` argument (parameter number `pos`, `$name`) with php's weak
/// coercions; None when it does not fit.
fn int_param(vm: &mut Vm, v: &Value, pos: usize, name: &str) -> Option<i64> {
    const LIMIT: f64 = 9.223_372_036_854_776e18;
    let from_float = |vm: &mut Vm, f: f64, what: &str| {
        if !f.is_finite() || !(-LIMIT..LIMIT).contains(&f) {
            return None;
        }
        if f.fract() != 0.0 {
            vm.deprecated(&format!(
                "Implicit conversion from {} to int loses precision",
                what
            ));
        }
        Some(f as i64)
    };
    match v.unref() {
        Value::Int(n) => Some(n),
        Value::Bool(b) => Some(b as i64),
        Value::Float(f) => {
            let what = format!("float {}", tusk_value::num::fmt_float(f, -1));
            from_float(vm, f, &what)
        }
        Value::Null => {
            vm.deprecated(&format!(
                "DatePeriod::__construct(): Passing null to parameter #{} (${}) of type int is deprecated",
                pos, name
            ));
            Some(0)
        }
        Value::Str(s) => match tusk_value::num::parse_numeric(s.as_bytes()) {
            Some((tusk_value::num::Num::Int(n), true)) => Some(n),
            Some((tusk_value::num::Num::Float(f), true)) => {
                let what = format!("float-string \"{}\"", String::from_utf8_lossy(s.as_bytes()));
                from_float(vm, f, &what)
            }
            _ => None,
        },
        _ => None,
    }
}

/// `new DatePeriod("R4/2012-07-01T00:00:00Z/P7D" [, $options])`.
fn dp_construct_iso(vm: &mut Vm, this: &PObj, args: &Args) -> BResult {
    if args.is_empty() || args.len() > 2 {
        return Err(vm.throw("TypeError", DP_ARGS));
    }
    let Some(s) = iso_str_arg(vm, args.val(0))? else {
        return Err(vm.throw("TypeError", DP_ARGS));
    };
    let opts = match args.get(1) {
        None => 0,
        Some(v) => match int_param(vm, v, 2, "interval") {
            Some(n) => n,
            None => return Err(vm.throw("TypeError", DP_ARGS)),
        },
    };
    let Some(spec) = scan_iso(&s) else {
        return Err(vm.throw(
            "Exception",
            &format!("Unknown or bad format ({})", c_str(&s)),
        ));
    };
    let missing = |what: &str| {
        format!(
            "DatePeriod::__construct(): ISO interval must contain {}, \"{}\" given",
            what,
            c_str(&s)
        )
    };
    let Some(start) = spec.start else {
        return Err(vm.throw("Exception", &missing("a start date")));
    };
    let Some(iv) = spec.period else {
        return Err(vm.throw("Exception", &missing("an interval")));
    };
    let rec = spec.recurrences.unwrap_or(0);
    if spec.end.is_none() && rec < 1 {
        return Err(vm.throw("Exception", &missing("an end date or a recurrence count")));
    }
    let start_o = new_dt_obj(vm, "DateTime", iso_moment(&start))?;
    let end_o = match &spec.end {
        Some(e) => Some(new_dt_obj(vm, "DateTime", iso_moment(e))?),
        None => None,
    };
    let iv_o = new_iv_obj(vm, &iv)?;
    dp_init(this, start_o, end_o, iv_o, rec, opts);
    Ok(Value::Null)
}

fn obj_prop(o: &PObj, n: &[u8]) -> Option<PObj> {
    match o.get_prop(n) {
        Some(Value::Obj(x)) => Some(x),
        _ => None,
    }
}

fn dp_get_iterator(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let this = ctx.this();
    let start = obj_prop(this, b"start");
    let iv = obj_prop(this, b"interval");
    let (Some(start), Some(iv)) = (start, iv) else {
        return Err(vm.throw(
            "Error",
            "The DatePeriod object has not been correctly initialized by its constructor",
        ));
    };
    let end = obj_prop(this, b"end").and_then(|o| moment_of(&o));
    let flag = |n: &[u8]| matches!(this.get_prop(n), Some(Value::Bool(true)));
    let include_end = flag(b"include_end_date");
    let recurrences = prop_int(this, "recurrences");
    let current_class = String::from_utf8_lossy(start.class_name().as_bytes()).into_owned();
    // The dates come as the built-in base class of the start date.
    let yield_class = if vm.instance_of(&start, b"DateTimeImmutable") {
        "DateTimeImmutable"
    } else {
        "DateTime"
    };
    let mut cur = moment_of(&start).expect("checked at construction");
    if !flag(b"include_start_date") {
        cur = apply(vm, &cur, Some(&iv), false)?;
    }
    // php compares whole seconds with the end date.
    let mut dates = Vec::new();
    loop {
        let more = match &end {
            Some(e) if include_end => cur.ts <= e.ts,
            Some(e) => cur.ts < e.ts,
            None => (dates.len() as i64) < recurrences,
        };
        if !more || dates.len() > 100_000 {
            break;
        }
        let next = apply(vm, &cur, Some(&iv), false)?;
        dates.push(std::mem::replace(&mut cur, next));
    }
    let c = vm.class_or_error(b"DatePeriodIterator")?;
    let it = vm.instantiate(&c)?;
    if let Some(cell) = it.internal().and_then(|p| p.downcast_ref::<ItCell>()) {
        *cell.borrow_mut() = ItState {
            dates,
            pos: 0,
            yield_class: yield_class.to_string(),
            period: Some(this.clone()),
            current_class,
            after: Some(cur),
        };
    }
    Ok(Value::Obj(it))
}

/// A fresh copy of a date the period holds (php hands out a new object of
/// the date's class on each call, so changing it leaves the period alone).
fn dp_date_copy(vm: &mut Vm, o: Option<PObj>) -> BResult {
    let Some(o) = o else {
        return Ok(Value::Null);
    };
    let Some(m) = moment_of(&o) else {
        return Ok(Value::Obj(o));
    };
    let class = String::from_utf8_lossy(o.class_name().as_bytes()).into_owned();
    Ok(Value::Obj(new_dt_obj(vm, &class, m)?))
}

fn dp_get_start(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    dp_date_copy(vm, obj_prop(ctx.this(), b"start"))
}
fn dp_get_end(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    dp_date_copy(vm, obj_prop(ctx.this(), b"end"))
}
fn dp_get_interval(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let Some(o) = obj_prop(ctx.this(), b"interval") else {
        return Ok(Value::Null);
    };
    let c = new_iv_obj(vm, &read_iv(&o))?;
    if let (Some(s), Some(cell)) = (
        from_string(&o),
        c.internal().and_then(|p| p.downcast_ref::<IvCell>()),
    ) {
        *cell.borrow_mut() = Some(s);
    }
    Ok(Value::Obj(c))
}
fn dp_get_recurrences(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let this = ctx.this();
    let flag = |n: &[u8]| matches!(this.get_prop(n), Some(Value::Bool(true))) as i64;
    let n = prop_int(this, "recurrences") - flag(b"include_start_date") - flag(b"include_end_date");
    Ok(if n == 0 { Value::Null } else { Value::Int(n) })
}

const fn null_prop(name: &'static str) -> PropDef {
    PropDef {
        name,
        flags: P,
        default: ConstVal::Null,
    }
}

pub const DATE_PERIOD: ClassDef = ClassDef {
    name: "DatePeriod",
    interfaces: &["IteratorAggregate"],
    consts: &[
        ("EXCLUDE_START_DATE", ConstVal::Int(1)),
        ("INCLUDE_END_DATE", ConstVal::Int(2)),
    ],
    props: &[
        null_prop("start"),
        null_prop("current"),
        null_prop("end"),
        null_prop("interval"),
        null_prop("recurrences"),
        null_prop("include_start_date"),
        null_prop("include_end_date"),
    ],
    methods: &[
        MethodDef {
            sig: "__construct(mixed $start, mixed $interval = null, mixed $end = null, mixed $options = null)",
            flags: 0,
            f: dp_construct,
        },
        MethodDef {
            sig: "getIterator(): Iterator",
            flags: 0,
            f: dp_get_iterator,
        },
        MethodDef {
            sig: "getStartDate(): DateTimeInterface",
            flags: 0,
            f: dp_get_start,
        },
        MethodDef {
            sig: "getEndDate(): ?DateTimeInterface",
            flags: 0,
            f: dp_get_end,
        },
        MethodDef {
            sig: "getDateInterval(): DateInterval",
            flags: 0,
            f: dp_get_interval,
        },
        MethodDef {
            sig: "getRecurrences(): ?int",
            flags: 0,
            f: dp_get_recurrences,
        },
    ],
    ..ClassDef::EMPTY
};
