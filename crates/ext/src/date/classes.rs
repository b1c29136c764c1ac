//! The date classes: DateTimeInterface, DateTime, DateTimeImmutable and
//! DateTimeZone (their payloads, methods and var_dump forms), plus the
//! procedural aliases over them (date_create, date_format, ...).
//!
//! Not here: DateInterval and DatePeriod (interval.rs), the formats and
//! grammars (format.rs, parse.rs, fromformat.rs).

use super::cal::{self, Civil};
use super::format::{self, Moment};
use super::funcs::{now, parsed_array, str_val};
use super::interval;
use super::parse;
use super::tz::{self, Tz};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};
use tusk_vm::class::ext::flags;
use tusk_vm::{
    Args, BResult, ClassDef, ConstVal, DefKind, MethodCtx, MethodDef, Payload, PropsPurpose,
    Unwind, Vm,
};

/// A DateTime's state.
pub type DtCell = RefCell<Option<Moment>>;
/// A DateTimeZone's state.
pub type TzCell = RefCell<Option<Tz>>;

fn dt_new() -> Rc<dyn Any> {
    Rc::new(DtCell::new(None))
}
fn dt_clone(a: &dyn Any) -> Rc<dyn Any> {
    let m = a.downcast_ref::<DtCell>().and_then(|c| c.borrow().clone());
    Rc::new(DtCell::new(m))
}
fn tz_new() -> Rc<dyn Any> {
    Rc::new(TzCell::new(None))
}
fn tz_clone(a: &dyn Any) -> Rc<dyn Any> {
    let m = a.downcast_ref::<TzCell>().and_then(|c| c.borrow().clone());
    Rc::new(TzCell::new(m))
}

/// The moment of a DateTimeInterface object (None if not constructed).
pub fn moment_of(o: &PObj) -> Option<Moment> {
    o.internal()
        .and_then(|p| p.downcast_ref::<DtCell>())
        .and_then(|c| c.borrow().clone())
}

/// php's ordering of two DateTimeInterface objects (by instant, then
/// microsecond): what `<`, `==` and `>` must use once the VM has an
/// object-comparison hook. None when either is not an initialised date.
pub fn compare_dates(a: &PObj, b: &PObj) -> Option<i64> {
    let (x, y) = (moment_of(a)?, moment_of(b)?);
    Some(match (x.ts, x.us).cmp(&(y.ts, y.us)) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    })
}

pub fn set_moment(o: &PObj, m: Moment) {
    if let Some(c) = o.internal().and_then(|p| p.downcast_ref::<DtCell>()) {
        *c.borrow_mut() = Some(m);
    }
}

pub fn tz_of(o: &PObj) -> Option<Tz> {
    o.internal()
        .and_then(|p| p.downcast_ref::<TzCell>())
        .and_then(|c| c.borrow().clone())
}

/// A new object of a class with a moment.
pub fn new_dt_obj(vm: &mut Vm, class: &str, m: Moment) -> Result<PObj, Unwind> {
    let c = vm.class_or_error(class.as_bytes())?;
    let o = vm.instantiate(&c)?;
    set_moment(&o, m);
    Ok(o)
}

fn new_dt_of_class(vm: &mut Vm, id: u32, m: Moment) -> Result<PObj, Unwind> {
    let c = vm
        .class_by_id(id)
        .ok_or_else(|| vm.throw("Error", "Unknown class"))?;
    let o = vm.instantiate(&c)?;
    set_moment(&o, m);
    Ok(o)
}

pub fn new_tz_obj(vm: &mut Vm, t: Tz) -> Result<Value, Unwind> {
    let c = vm.class_or_error(b"DateTimeZone")?;
    let o = vm.instantiate(&c)?;
    if let Some(c) = o.internal().and_then(|p| p.downcast_ref::<TzCell>()) {
        *c.borrow_mut() = Some(t);
    }
    Ok(Value::Obj(o))
}

fn obj_arg(args: &Args, i: usize) -> Option<PObj> {
    match args.get(i).map(|v| v.unref()) {
        Some(Value::Obj(o)) => Some(o.clone()),
        _ => None,
    }
}

fn uninit(vm: &mut Vm, what: &str) -> Unwind {
    vm.throw(
        "Error",
        &format!(
            "The {} object has not been correctly initialized by its constructor",
            what
        ),
    )
}

/// The receiver's moment, or php's "not initialized" Error.
fn this_moment(vm: &mut Vm, o: &PObj) -> Result<Moment, Unwind> {
    match moment_of(o) {
        Some(m) => Ok(m),
        None => Err(uninit(vm, "DateTime")),
    }
}

fn now_in(tz: Tz) -> Moment {
    let (ts, us) = now();
    Moment { ts, us, tz }
}

thread_local! {
    static LAST_ERRORS: RefCell<Option<Value>> = const { RefCell::new(None) };
}

fn set_last_errors(p: &parse::Parsed) {
    let v = if p.errors.is_empty() && p.warnings.is_empty() {
        None
    } else {
        let full = parsed_array(p);
        let mut a = ArrayData::with_capacity(4);
        if let Value::Arr(f) = &full {
            for k in ["warning_count", "warnings", "error_count", "errors"] {
                if let Some(v) = f.data().get_str(k.as_bytes()) {
                    a.insert(Key::Str(PStr::from(k)), v.clone());
                }
            }
        }
        Some(Value::Arr(PArr::from_data(a)))
    };
    LAST_ERRORS.with(|l| *l.borrow_mut() = v);
}

pub fn reset() {
    LAST_ERRORS.with(|l| *l.borrow_mut() = None);
}

/// "at position N (c): message" for the first error.
fn parse_failure(s: &[u8], p: &parse::Parsed) -> String {
    let (at, msg) = p.errors[0].clone();
    let ch = s.get(at).map(|&c| c as char).unwrap_or(' ');
    format!(
        "Failed to parse time string ({}) at position {} ({}): {}",
        String::from_utf8_lossy(s),
        at,
        ch,
        msg
    )
}

/// The moment `new DateTime($s, $tz)` makes.
pub fn construct_moment(vm: &mut Vm, s: &[u8], tzobj: Option<PObj>) -> Result<Moment, String> {
    let p = parse::parse(s);
    set_last_errors(&p);
    if !p.errors.is_empty() {
        return Err(parse_failure(s, &p));
    }
    let base_tz = match tzobj.as_ref().and_then(tz_of) {
        Some(t) => t,
        None => tz::default_tz(vm),
    };
    Ok(parse::resolve(&p, &now_in(base_tz)))
}

fn dt_construct(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let s = args.opt_str(0).map(|s| s.as_bytes().to_vec());
    let s = s.unwrap_or_else(|| b"now".to_vec());
    match construct_moment(vm, &s, obj_arg(args, 1)) {
        Ok(m) => {
            set_moment(ctx.this(), m);
            Ok(Value::Null)
        }
        Err(msg) => Err(vm.throw("Exception", &msg)),
    }
}

fn dt_format(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let m = this_moment(vm, ctx.this())?;
    Ok(str_val(format::format(args.bytes(0), &m)))
}

/// Applies `f` to the moment: in place for DateTime, on a clone for
/// DateTimeImmutable. Returns the object changed.
fn change(
    vm: &mut Vm,
    this: &PObj,
    f: impl FnOnce(&mut Vm, Moment) -> Result<Option<Moment>, Unwind>,
) -> BResult {
    let m = this_moment(vm, this)?;
    let immutable = vm.instance_of(this, b"DateTimeImmutable");
    let Some(nm) = f(vm, m)? else {
        return Ok(Value::Bool(false));
    };
    if immutable {
        let o = vm.clone_object(this)?;
        set_moment(&o, nm);
        Ok(Value::Obj(o))
    } else {
        set_moment(this, nm);
        Ok(Value::Obj(this.clone()))
    }
}

pub(super) fn dt_modify(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let s = args.bytes(0).to_vec();
    change(vm, ctx.this(), |vm, m| {
        let mut p = parse::parse(&s);
        set_last_errors(&p);
        if !p.errors.is_empty() {
            let msg = parse_failure(&s, &p);
            vm.fn_warning(&msg);
            return Ok(None);
        }
        // php's modify() takes the fields of the string but not its zone
        // (an "@timestamp" still counts in UTC).
        if !s.trim_ascii_start().starts_with(b"@") {
            p.tz = None;
        }
        let tz = m.tz.clone();
        let mut r = parse::resolve(&p, &m);
        r.tz = tz;
        Ok(Some(r))
    })
}

pub(super) fn dt_add(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let iv = obj_arg(args, 0);
    change(vm, ctx.this(), |vm, m| {
        Ok(Some(interval::apply(vm, &m, iv.as_ref(), false)?))
    })
}

pub(super) fn dt_sub(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let iv = obj_arg(args, 0);
    change(vm, ctx.this(), |vm, m| {
        Ok(Some(interval::apply(vm, &m, iv.as_ref(), true)?))
    })
}

pub(super) fn dt_get_timezone(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let m = this_moment(vm, ctx.this())?;
    new_tz_obj(vm, m.tz)
}

pub(super) fn dt_set_timezone(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let t = obj_arg(args, 0).and_then(|o| tz_of(&o));
    change(vm, ctx.this(), |vm, m| match t {
        Some(t) => Ok(Some(Moment { tz: t, ..m })),
        None => Err(uninit(vm, "DateTimeZone")),
    })
}

fn dt_get_offset(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let m = this_moment(vm, ctx.this())?;
    Ok(Value::Int(m.tz.offset_at(m.ts) as i64))
}

fn dt_get_timestamp(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    let m = this_moment(vm, ctx.this())?;
    Ok(Value::Int(m.ts))
}

pub(super) fn dt_set_timestamp(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let ts = args.int(0);
    change(vm, ctx.this(), |_, m| Ok(Some(Moment { ts, us: 0, ..m })))
}

/// Rebuilds a moment from changed local fields (same zone).
fn with_local(m: &Moment, f: impl FnOnce(&mut Civil, &mut i64)) -> Moment {
    let mut c = m.local().c;
    let mut us = m.us;
    f(&mut c, &mut us);
    let extra = us.div_euclid(1_000_000);
    c.s += extra;
    let us = us.rem_euclid(1_000_000);
    let ts = m.tz.local_to_ts(c.to_local(), false);
    Moment {
        ts,
        us,
        tz: m.tz.clone(),
    }
}

pub(super) fn dt_set_time(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let (h, i, s, us) = (
        args.int(0),
        args.int(1),
        args.opt_int(2, 0),
        args.opt_int(3, 0),
    );
    change(vm, ctx.this(), |_, m| {
        Ok(Some(with_local(&m, |c, u| {
            c.h = h;
            c.i = i;
            c.s = s;
            *u = us;
        })))
    })
}

pub(super) fn dt_set_date(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let (y, mo, d) = (args.int(0), args.int(1), args.int(2));
    change(vm, ctx.this(), |_, m| {
        Ok(Some(with_local(&m, |c, _| {
            c.y = y;
            c.m = mo;
            c.d = d;
        })))
    })
}

pub(super) fn dt_set_iso_date(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let (y, w, d) = (args.int(0), args.int(1), args.opt_int(2, 1));
    change(vm, ctx.this(), |_, m| {
        Ok(Some(with_local(&m, |c, _| {
            let (yy, mm, dd) = cal::civil_from_days(cal::days_from_iso(y, w, d));
            c.y = yy;
            c.m = mm;
            c.d = dd;
        })))
    })
}

pub(super) fn dt_diff(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let a = this_moment(vm, ctx.this())?;
    let b = match obj_arg(args, 0).and_then(|o| moment_of(&o)) {
        Some(b) => b,
        None => return Err(uninit(vm, "DateTimeInterface")),
    };
    interval::diff(vm, &a, &b, args.opt_bool(1, false))
}

fn create_from_format(vm: &mut Vm, class: u32, args: &Args) -> BResult {
    let p = super::fromformat::parse(args.bytes(0), args.bytes(1));
    set_last_errors(&p);
    if !p.errors.is_empty() {
        return Ok(Value::Bool(false));
    }
    let base_tz = match obj_arg(args, 2).and_then(|o| tz_of(&o)) {
        Some(t) => t,
        None => tz::default_tz(vm),
    };
    // createFromFormat takes the current time without its microseconds.
    let base = Moment {
        us: 0,
        ..now_in(base_tz)
    };
    let m = parse::resolve(&p, &base);
    Ok(Value::Obj(new_dt_of_class(vm, class, m)?))
}

fn dt_create_from_format(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    create_from_format(vm, ctx.class, args)
}

fn dt_get_last_errors(_vm: &mut Vm, _ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(LAST_ERRORS
        .with(|l| l.borrow().clone())
        .unwrap_or(Value::Bool(false)))
}

fn dt_create_from_interface(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let m = match obj_arg(args, 0).and_then(|o| moment_of(&o)) {
        Some(m) => m,
        None => return Err(uninit(vm, "DateTimeInterface")),
    };
    Ok(Value::Obj(new_dt_of_class(vm, ctx.class, m)?))
}

fn dt_props(o: &PObj, _why: PropsPurpose) -> Option<ArrayData> {
    let m = moment_of(o)?;
    let mut a = o.to_array_data();
    let c = m.local().c;
    let date = format!(
        "{}-{:02}-{:02} {:02}:{:02}:{:02}.{:06}",
        if c.y < 0 {
            format!("-{:04}", -c.y)
        } else {
            format!("{:04}", c.y)
        },
        c.m,
        c.d,
        c.h,
        c.i,
        c.s,
        m.us
    );
    a.insert(Key::Str(PStr::from("date")), Value::from(date));
    a.insert(
        Key::Str(PStr::from("timezone_type")),
        Value::Int(m.tz.kind()),
    );
    a.insert(Key::Str(PStr::from("timezone")), Value::from(m.tz.name()));
    Some(a)
}

// ---- DateTimeZone ----

fn tz_construct(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let name = String::from_utf8_lossy(args.bytes(0)).into_owned();
    match tz::parse_zone_name(&name) {
        Some(t) => {
            if let Some(c) = ctx
                .this()
                .internal()
                .and_then(|p| p.downcast_ref::<TzCell>())
            {
                *c.borrow_mut() = Some(t);
            }
            Ok(Value::Null)
        }
        None => Err(vm.throw(
            "Exception",
            &format!(
                "DateTimeZone::__construct(): Unknown or bad timezone ({})",
                name
            ),
        )),
    }
}

fn this_tz(vm: &mut Vm, o: &PObj) -> Result<Tz, Unwind> {
    tz_of(o).ok_or_else(|| uninit(vm, "DateTimeZone"))
}

fn tz_get_name(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    Ok(Value::from(this_tz(vm, ctx.this())?.name()))
}

pub(super) fn tz_get_offset(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let t = this_tz(vm, ctx.this())?;
    let m = match obj_arg(args, 0).and_then(|o| moment_of(&o)) {
        Some(m) => m,
        None => return Err(uninit(vm, "DateTimeInterface")),
    };
    Ok(Value::Int(t.offset_at(m.ts) as i64))
}

fn tz_list_identifiers(vm: &mut Vm, _ctx: &MethodCtx, args: &mut Args) -> BResult {
    let f = super::funcs::FUNCTIONS
        .iter()
        .find(|b| b.sig.starts_with("timezone_identifiers_list("))
        .map(|b| b.f);
    match f {
        Some(f) => f(vm, args),
        None => Ok(Value::Null),
    }
}

fn tz_props(o: &PObj, _why: PropsPurpose) -> Option<ArrayData> {
    let t = tz_of(o)?;
    let mut a = o.to_array_data();
    a.insert(Key::Str(PStr::from("timezone_type")), Value::Int(t.kind()));
    a.insert(Key::Str(PStr::from("timezone")), Value::from(t.name()));
    Some(a)
}

// ---- state round trips: __serialize, __unserialize, __set_state ----

fn state_str(a: &ArrayData, k: &str) -> Option<String> {
    match a.get_str(k.as_bytes()) {
        Some(Value::Str(s)) => Some(String::from_utf8_lossy(s.as_bytes()).into_owned()),
        _ => None,
    }
}

/// The zone of a `timezone_type`/`timezone` pair.
fn state_tz(a: &ArrayData) -> Option<Tz> {
    let kind = match a.get_str(b"timezone_type") {
        Some(Value::Int(k)) => *k,
        _ => return None,
    };
    let name = state_str(a, "timezone")?;
    let t = tz::parse_zone_name(&name)?;
    (t.kind() == kind || (kind == 3 && name.eq_ignore_ascii_case("utc"))).then_some(t)
}

/// The moment of a `date`/`timezone_type`/`timezone` array.
fn state_moment(a: &ArrayData) -> Option<Moment> {
    let date = state_str(a, "date")?;
    let t = state_tz(a)?;
    let p = super::fromformat::parse(b"Y-m-d H:i:s.u", date.as_bytes());
    if !p.errors.is_empty() {
        return None;
    }
    let base = Moment {
        ts: 0,
        us: 0,
        tz: t,
    };
    Some(parse::resolve(&p, &base))
}

fn bad_state(vm: &mut Vm, class: &str) -> Unwind {
    vm.throw(
        "Error",
        &format!("Invalid serialization data for {} object", class),
    )
}

fn arr_arg(args: &Args, i: usize) -> Option<ArrayData> {
    match args.get(i).map(|v| v.unref()) {
        Some(Value::Arr(a)) => Some(a.data().clone_data()),
        _ => None,
    }
}

fn dt_serialize(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    this_moment(vm, ctx.this())?;
    let a = dt_props(ctx.this(), PropsPurpose::Serialize).unwrap_or_default();
    Ok(Value::Arr(PArr::from_data(a)))
}

fn dt_class_name(vm: &Vm, o: &PObj) -> &'static str {
    if vm.instance_of(o, b"DateTimeImmutable") {
        "DateTimeImmutable"
    } else {
        "DateTime"
    }
}

fn dt_unserialize(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let this = ctx.this();
    match arr_arg(args, 0).as_ref().and_then(state_moment) {
        Some(m) => {
            set_moment(this, m);
            Ok(Value::Null)
        }
        None => {
            let c = dt_class_name(vm, this);
            Err(bad_state(vm, c))
        }
    }
}

fn dt_set_state(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    let immutable = vm
        .class_by_id(ctx.class)
        .is_some_and(|c| c.name.as_bytes().eq_ignore_ascii_case(b"DateTimeImmutable"));
    match arr_arg(args, 0).as_ref().and_then(state_moment) {
        Some(m) => Ok(Value::Obj(new_dt_of_class(vm, ctx.class, m)?)),
        None => Err(bad_state(
            vm,
            if immutable {
                "DateTimeImmutable"
            } else {
                "DateTime"
            },
        )),
    }
}

fn tz_serialize(vm: &mut Vm, ctx: &MethodCtx, _args: &mut Args) -> BResult {
    this_tz(vm, ctx.this())?;
    let a = tz_props(ctx.this(), PropsPurpose::Serialize).unwrap_or_default();
    Ok(Value::Arr(PArr::from_data(a)))
}

fn tz_unserialize(vm: &mut Vm, ctx: &MethodCtx, args: &mut Args) -> BResult {
    match arr_arg(args, 0).as_ref().and_then(state_tz) {
        Some(t) => {
            if let Some(c) = ctx
                .this()
                .internal()
                .and_then(|p| p.downcast_ref::<TzCell>())
            {
                *c.borrow_mut() = Some(t);
            }
            Ok(Value::Null)
        }
        None => Err(bad_state(vm, "DateTimeZone")),
    }
}

fn tz_set_state(vm: &mut Vm, _ctx: &MethodCtx, args: &mut Args) -> BResult {
    match arr_arg(args, 0).as_ref().and_then(state_tz) {
        Some(t) => new_tz_obj(vm, t),
        None => Err(bad_state(vm, "DateTimeZone")),
    }
}

const S: u32 = flags::STATIC;

macro_rules! dt_methods {
    ($ret:literal, $conv:literal) => {
        &[
            MethodDef {
                sig: "__construct(string $datetime = \"now\", ?DateTimeZone $timezone = null)",
                flags: 0,
                f: dt_construct,
            },
            MethodDef {
                sig: "format(string $format): string",
                flags: 0,
                f: dt_format,
            },
            MethodDef {
                sig: concat!("modify(string $modifier): ", $ret, "|false"),
                flags: 0,
                f: dt_modify,
            },
            MethodDef {
                sig: concat!("add(DateInterval $interval): ", $ret),
                flags: 0,
                f: dt_add,
            },
            MethodDef {
                sig: concat!("sub(DateInterval $interval): ", $ret),
                flags: 0,
                f: dt_sub,
            },
            MethodDef {
                sig: "getTimezone(): DateTimeZone|false",
                flags: 0,
                f: dt_get_timezone,
            },
            MethodDef {
                sig: concat!("setTimezone(DateTimeZone $timezone): ", $ret),
                flags: 0,
                f: dt_set_timezone,
            },
            MethodDef {
                sig: "getOffset(): int",
                flags: 0,
                f: dt_get_offset,
            },
            MethodDef {
                sig: "getTimestamp(): int",
                flags: 0,
                f: dt_get_timestamp,
            },
            MethodDef {
                sig: concat!("setTimestamp(int $timestamp): ", $ret),
                flags: 0,
                f: dt_set_timestamp,
            },
            MethodDef {
                sig: concat!(
                    "setTime(int $hour, int $minute, int $second = 0, int $microsecond = 0): ",
                    $ret
                ),
                flags: 0,
                f: dt_set_time,
            },
            MethodDef {
                sig: concat!("setDate(int $year, int $month, int $day): ", $ret),
                flags: 0,
                f: dt_set_date,
            },
            MethodDef {
                sig: concat!(
                    "setISODate(int $year, int $week, int $dayOfWeek = 1): ",
                    $ret
                ),
                flags: 0,
                f: dt_set_iso_date,
            },
            MethodDef {
                sig: "diff(DateTimeInterface $targetObject, bool $absolute = false): DateInterval",
                flags: 0,
                f: dt_diff,
            },
            MethodDef {
                sig: concat!(
                    "createFromFormat(string $format, string $datetime, ?DateTimeZone $timezone = null): ",
                    $ret,
                    "|false"
                ),
                flags: S,
                f: dt_create_from_format,
            },
            MethodDef {
                sig: "getLastErrors(): array|false",
                flags: S,
                f: dt_get_last_errors,
            },
            MethodDef {
                sig: "createFromInterface(DateTimeInterface $object): static",
                flags: S,
                f: dt_create_from_interface,
            },
            MethodDef {
                sig: $conv,
                flags: S,
                f: dt_create_from_interface,
            },
            MethodDef {
                sig: "__serialize(): array",
                flags: 0,
                f: dt_serialize,
            },
            MethodDef {
                sig: "__unserialize(array $data): void",
                flags: 0,
                f: dt_unserialize,
            },
            MethodDef {
                sig: concat!("__set_state(array $array): ", $ret),
                flags: S,
                f: dt_set_state,
            },
        ]
    };
}

const DTI_CONSTS: &[(&str, ConstVal)] = &[
    ("ATOM", ConstVal::Str(super::ATOM)),
    ("COOKIE", ConstVal::Str(super::COOKIE)),
    ("ISO8601", ConstVal::Str(super::ISO8601)),
    ("RFC822", ConstVal::Str(super::RFC822)),
    ("RFC850", ConstVal::Str(super::RFC850)),
    ("RFC1036", ConstVal::Str(super::RFC1036)),
    ("RFC1123", ConstVal::Str(super::RFC1123)),
    ("RFC7231", ConstVal::Str(super::RFC7231)),
    ("RFC2822", ConstVal::Str(super::RFC2822)),
    ("RFC3339", ConstVal::Str(super::RFC3339)),
    ("RFC3339_EXTENDED", ConstVal::Str(super::RFC3339_EXTENDED)),
    ("RSS", ConstVal::Str(super::RSS)),
    ("W3C", ConstVal::Str(super::W3C)),
];

pub static CLASSES: &[ClassDef] = &[
    ClassDef {
        name: "DateTimeInterface",
        kind: DefKind::Interface,
        consts: DTI_CONSTS,
        methods: &[
            MethodDef {
                sig: "format(string $format): string",
                flags: 0,
                f: dt_format,
            },
            MethodDef {
                sig: "getTimezone(): DateTimeZone|false",
                flags: 0,
                f: dt_get_timezone,
            },
            MethodDef {
                sig: "getOffset(): int",
                flags: 0,
                f: dt_get_offset,
            },
            MethodDef {
                sig: "getTimestamp(): int",
                flags: 0,
                f: dt_get_timestamp,
            },
            MethodDef {
                sig: "diff(DateTimeInterface $targetObject, bool $absolute = false): DateInterval",
                flags: 0,
                f: dt_diff,
            },
        ],
        ..ClassDef::EMPTY
    },
    ClassDef {
        name: "DateTime",
        interfaces: &["DateTimeInterface"],
        methods: dt_methods!(
            "DateTime",
            "createFromImmutable(DateTimeImmutable $object): static"
        ),
        payload: Some(Payload {
            new: dt_new,
            clone: dt_clone,
        }),
        props_for: Some(dt_props),
        compare: Some(compare_dates),
        ..ClassDef::EMPTY
    },
    ClassDef {
        name: "DateTimeImmutable",
        interfaces: &["DateTimeInterface"],
        methods: dt_methods!(
            "DateTimeImmutable",
            "createFromMutable(DateTime $object): static"
        ),
        payload: Some(Payload {
            new: dt_new,
            clone: dt_clone,
        }),
        props_for: Some(dt_props),
        compare: Some(compare_dates),
        ..ClassDef::EMPTY
    },
    ClassDef {
        name: "DateTimeZone",
        consts: &[
            ("AFRICA", ConstVal::Int(1)),
            ("AMERICA", ConstVal::Int(2)),
            ("ANTARCTICA", ConstVal::Int(4)),
            ("ARCTIC", ConstVal::Int(8)),
            ("ASIA", ConstVal::Int(16)),
            ("ATLANTIC", ConstVal::Int(32)),
            ("AUSTRALIA", ConstVal::Int(64)),
            ("EUROPE", ConstVal::Int(128)),
            ("INDIAN", ConstVal::Int(256)),
            ("PACIFIC", ConstVal::Int(512)),
            ("UTC", ConstVal::Int(1024)),
            ("ALL", ConstVal::Int(2047)),
            ("ALL_WITH_BC", ConstVal::Int(4095)),
            ("PER_COUNTRY", ConstVal::Int(4096)),
        ],
        methods: &[
            MethodDef {
                sig: "__construct(string $timezone)",
                flags: 0,
                f: tz_construct,
            },
            MethodDef {
                sig: "getName(): string",
                flags: 0,
                f: tz_get_name,
            },
            MethodDef {
                sig: "getOffset(DateTimeInterface $datetime): int",
                flags: 0,
                f: tz_get_offset,
            },
            MethodDef {
                sig: "listIdentifiers(int $timezoneGroup = DateTimeZone::ALL, ?string $countryCode = null): array",
                flags: S,
                f: tz_list_identifiers,
            },
            MethodDef {
                sig: "__serialize(): array",
                flags: 0,
                f: tz_serialize,
            },
            MethodDef {
                sig: "__unserialize(array $data): void",
                flags: 0,
                f: tz_unserialize,
            },
            MethodDef {
                sig: "__set_state(array $array): DateTimeZone",
                flags: S,
                f: tz_set_state,
            },
        ],
        payload: Some(Payload {
            new: tz_new,
            clone: tz_clone,
        }),
        props_for: Some(tz_props),
        ..ClassDef::EMPTY
    },
    interval::DATE_INTERVAL,
    interval::INTERNAL_ITERATOR,
    interval::DATE_PERIOD,
];

// ---- procedural aliases ----

fn create(vm: &mut Vm, args: &Args, class: &str) -> BResult {
    let s = args.opt_str(0).map(|s| s.as_bytes().to_vec());
    let s = s.unwrap_or_else(|| b"now".to_vec());
    match construct_moment(vm, &s, obj_arg(args, 1)) {
        Ok(m) => Ok(Value::Obj(new_dt_obj(vm, class, m)?)),
        Err(_) => Ok(Value::Bool(false)),
    }
}

pub(super) fn date_create(vm: &mut Vm, args: &mut Args) -> BResult {
    create(vm, args, "DateTime")
}

pub(super) fn date_create_immutable(vm: &mut Vm, args: &mut Args) -> BResult {
    create(vm, args, "DateTimeImmutable")
}

pub(super) fn date_create_from_format(vm: &mut Vm, args: &mut Args) -> BResult {
    let c = vm.class_or_error(b"DateTime")?;
    create_from_format(vm, c.id, args)
}

pub(super) fn date_create_immutable_from_format(vm: &mut Vm, args: &mut Args) -> BResult {
    let c = vm.class_or_error(b"DateTimeImmutable")?;
    create_from_format(vm, c.id, args)
}

fn arg_moment(vm: &mut Vm, args: &Args) -> Result<Moment, Unwind> {
    match obj_arg(args, 0).and_then(|o| moment_of(&o)) {
        Some(m) => Ok(m),
        None => Err(uninit(vm, "DateTime")),
    }
}

pub(super) fn date_format(vm: &mut Vm, args: &mut Args) -> BResult {
    let m = arg_moment(vm, args)?;
    Ok(str_val(format::format(args.bytes(1), &m)))
}

pub(super) fn date_timestamp_get(vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Int(arg_moment(vm, args)?.ts))
}

pub(super) fn date_offset_get(vm: &mut Vm, args: &mut Args) -> BResult {
    let m = arg_moment(vm, args)?;
    Ok(Value::Int(m.tz.offset_at(m.ts) as i64))
}

pub(super) fn date_get_last_errors(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(LAST_ERRORS
        .with(|l| l.borrow().clone())
        .unwrap_or(Value::Bool(false)))
}

pub(super) fn timezone_open(vm: &mut Vm, args: &mut Args) -> BResult {
    let name = String::from_utf8_lossy(args.bytes(0)).into_owned();
    match tz::parse_zone_name(&name) {
        Some(t) => new_tz_obj(vm, t),
        None => {
            vm.fn_warning(&format!("Unknown or bad timezone ({})", name));
            Ok(Value::Bool(false))
        }
    }
}

pub(super) fn timezone_name_get(vm: &mut Vm, args: &mut Args) -> BResult {
    match obj_arg(args, 0).and_then(|o| tz_of(&o)) {
        Some(t) => Ok(Value::from(t.name())),
        None => Err(uninit(vm, "DateTimeZone")),
    }
}
