//! DateInterval (ISO 8601 durations, createFromDateString, format,
//! diff results), DatePeriod (recurrences or an end date, iterated
//! through a DatePeriodIterator over the generated dates), and the interval
//! arithmetic DateTime::add/sub/diff use.
//!
//! Not here: DateTime itself (classes.rs).

use super::cal;
use super::classes::{moment_of, new_dt_obj};
use super::format::Moment;
use super::funcs::str_val;
use super::parse;
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
    let invert = (a.ts, a.us) > (b.ts, b.us);
    let (e, l) = if invert { (b, a) } else { (a, b) };
    let same_zone = match (&e.tz, &l.tz) {
        (super::tz::Tz::Id(x), super::tz::Tz::Id(y)) => x.name == y.name,
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
    let ec = super::cal::Civil::from_local(el);
    let lc = super::cal::Civil::from_local(ll);
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
    if let (true, super::tz::Tz::Id(z)) = (same_zone, &l.tz) {
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
    Ok(Value::Obj(new_iv_obj(vm, &iv)?))
}

/// An ISO 8601 duration: P1Y2M3DT4H5M6S, P2W.
fn parse_duration(s: &[u8]) -> Option<Iv> {
    let mut iv = Iv::default();
    if s.first() != Some(&b'P') {
        return None;
    }
    let mut i = 1;
    let mut time = false;
    let mut any = false;
    while i < s.len() {
        if s[i] == b'T' && !time {
            time = true;
            i += 1;
            continue;
        }
        let n = s[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if n == 0 || i + n >= s.len() {
            return None;
        }
        let v: i64 = std::str::from_utf8(&s[i..i + n]).ok()?.parse().ok()?;
        match (time, s[i + n]) {
            (false, b'Y') => iv.y = v,
            (false, b'M') => iv.m = v,
            (false, b'W') => iv.d += v * 7,
            (false, b'D') => iv.d += v,
            (true, b'H') => iv.h = v,
            (true, b'M') => iv.i = v,
            (true, b'S') => iv.s = v,
            _ => return None,
        }
        any = true;
        i += n + 1;
    }
    any.then_some(iv)
}

fn iv_construct(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    match parse_duration(args.bytes(0)) {
        Some(iv) => {
            write_iv(ctx.this(), &iv);
            Ok(Value::Null)
        }
        None => Err(vm.throw(
            "Exception",
            &format!(
                "Unknown or bad format ({})",
                String::from_utf8_lossy(args.bytes(0))
            ),
        )),
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

type ItCell = RefCell<(Vec<Value>, usize)>;

fn it_new() -> Rc<dyn Any> {
    Rc::new(ItCell::new((Vec::new(), 0)))
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

fn it_current(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(it_cell(ctx)
        .and_then(|c| {
            let c = c.borrow();
            c.0.get(c.1).cloned()
        })
        .unwrap_or(Value::Null))
}
fn it_key(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(it_cell(ctx)
        .map(|c| {
            let c = c.borrow();
            if c.1 < c.0.len() {
                Value::Int(c.1 as i64)
            } else {
                Value::Null
            }
        })
        .unwrap_or(Value::Null))
}
fn it_next(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    if let Some(c) = it_cell(ctx) {
        c.borrow_mut().1 += 1;
    }
    Ok(Value::Null)
}
fn it_valid(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(Value::Bool(it_cell(ctx).is_some_and(|c| {
        let c = c.borrow();
        c.1 < c.0.len()
    })))
}
fn it_rewind(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    if let Some(c) = it_cell(ctx) {
        c.borrow_mut().1 = 0;
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

fn dp_construct(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let this = ctx.this();
    let obj = |i: usize| match args.get(i).map(|v| v.unref()) {
        Some(Value::Obj(o)) => Some(o.clone()),
        _ => None,
    };
    let start = obj(0).filter(|o| moment_of(o).is_some());
    let iv = obj(1).filter(|o| vm.instance_of(o, b"DateInterval"));
    let (Some(start), Some(iv)) = (start, iv) else {
        return Err(vm.throw(
            "TypeError",
            "DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments",
        ));
    };
    let (end, rec, opts) = match args.get(2).map(|v| v.unref()) {
        Some(Value::Obj(o)) if moment_of(&o).is_some() => (
            Some(o.clone()),
            None,
            args.get(3).map(tusk_value::ops::to_int).unwrap_or(0),
        ),
        Some(Value::Int(n)) => {
            if n < 1 {
                return Err(vm.throw(
                    "Exception",
                    "DatePeriod::__construct(): Recurrence count must be greater than 0",
                ));
            }
            (
                None,
                Some(n),
                args.get(3).map(tusk_value::ops::to_int).unwrap_or(0),
            )
        }
        _ => {
            return Err(vm.throw(
                "TypeError",
                "DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments",
            ))
        }
    };
    let include_start = opts & 1 == 0;
    let start_c = vm.clone_object(&start)?;
    let iv_c = vm.clone_object(&iv)?;
    this.set_prop(b"start", Value::Obj(start_c));
    this.set_prop(b"current", Value::Null);
    this.set_prop(
        b"end",
        match end {
            Some(e) => Value::Obj(vm.clone_object(&e)?),
            None => Value::Null,
        },
    );
    this.set_prop(b"interval", Value::Obj(iv_c));
    this.set_prop(
        b"recurrences",
        Value::Int(rec.map(|r| r + include_start as i64).unwrap_or(1)),
    );
    this.set_prop(b"include_start_date", Value::Bool(include_start));
    this.set_prop(b"include_end_date", Value::Bool(opts & 2 != 0));
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
    let include_start = matches!(
        this.get_prop(b"include_start_date"),
        Some(Value::Bool(true))
    );
    let include_end = matches!(this.get_prop(b"include_end_date"), Some(Value::Bool(true)));
    let rec = prop_int(this, "recurrences") - include_start as i64;
    let class = String::from_utf8_lossy(start.class_name().as_bytes()).into_owned();
    let mut cur = moment_of(&start).expect("checked at construction");
    let mut out = Vec::new();
    let mut k = 0i64;
    loop {
        if out.len() > 100_000 {
            break;
        }
        let emit = k > 0 || include_start;
        match &end {
            Some(e) => {
                let past = if include_end {
                    (cur.ts, cur.us) > (e.ts, e.us)
                } else {
                    (cur.ts, cur.us) >= (e.ts, e.us)
                };
                if past {
                    break;
                }
            }
            None => {
                if k > rec {
                    break;
                }
            }
        }
        if emit {
            out.push(Value::Obj(new_dt_obj(vm, &class, cur.clone())?));
        }
        cur = apply(vm, &cur, Some(&iv), false)?;
        k += 1;
    }
    let c = vm.class_or_error(b"DatePeriodIterator")?;
    let it = vm.instantiate(&c)?;
    if let Some(cell) = it.internal().and_then(|p| p.downcast_ref::<ItCell>()) {
        *cell.borrow_mut() = (out, 0);
    }
    Ok(Value::Obj(it))
}

fn dp_get_start(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(ctx.this().get_prop(b"start").unwrap_or(Value::Null))
}
fn dp_get_end(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(ctx.this().get_prop(b"end").unwrap_or(Value::Null))
}
fn dp_get_interval(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(ctx.this().get_prop(b"interval").unwrap_or(Value::Null))
}
fn dp_get_recurrences(_vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let this = ctx.this();
    if matches!(this.get_prop(b"end"), Some(Value::Obj(_))) {
        return Ok(Value::Null);
    }
    let inc = matches!(
        this.get_prop(b"include_start_date"),
        Some(Value::Bool(true))
    );
    Ok(Value::Int(prop_int(this, "recurrences") - inc as i64))
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
