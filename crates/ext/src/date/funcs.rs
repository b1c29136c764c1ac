//! The procedural date functions: date, gmdate, idate, mktime, gmmktime,
//! checkdate, strtotime, date_default_timezone_set/get, getdate,
//! localtime, strftime/gmstrftime, date_parse, date_parse_from_format,
//! timezone_identifiers_list.
//!
//! Not here: the classes and their procedural aliases (classes.rs).

use super::aliases;
use super::cal::{self, Civil};
use super::classes;
use super::format::{self, Moment, DAY_FULL, MONTH_FULL};
use super::parse::{self, Parsed};
use super::tz::{self, Tz};
use std::time::{SystemTime, UNIX_EPOCH};
use tusk_value::{ArrayData, Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Vm};

pub static FUNCTIONS: &[Builtin] = &[
    Builtin {
        sig: "date(string $format, ?int $timestamp = null): string",
        f: date,
    },
    Builtin {
        sig: "gmdate(string $format, ?int $timestamp = null): string",
        f: gmdate,
    },
    Builtin {
        sig: "idate(string $format, ?int $timestamp = null): int|false",
        f: idate,
    },
    Builtin {
        sig: "mktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false",
        f: mktime,
    },
    Builtin {
        sig: "gmmktime(int $hour, ?int $minute = null, ?int $second = null, ?int $month = null, ?int $day = null, ?int $year = null): int|false",
        f: gmmktime,
    },
    Builtin {
        sig: "checkdate(int $month, int $day, int $year): bool",
        f: checkdate,
    },
    Builtin {
        sig: "strtotime(string $datetime, ?int $baseTimestamp = null): int|false",
        f: strtotime,
    },
    Builtin {
        sig: "date_default_timezone_set(string $timezoneId): bool",
        f: date_default_timezone_set,
    },
    Builtin {
        sig: "date_default_timezone_get(): string",
        f: date_default_timezone_get,
    },
    Builtin {
        sig: "getdate(?int $timestamp = null): array",
        f: getdate,
    },
    Builtin {
        sig: "localtime(?int $timestamp = null, bool $associative = false): array",
        f: localtime,
    },
    Builtin {
        sig: "strftime(string $format, ?int $timestamp = null): string|false",
        f: strftime,
    },
    Builtin {
        sig: "gmstrftime(string $format, ?int $timestamp = null): string|false",
        f: gmstrftime,
    },
    Builtin {
        sig: "date_parse(string $datetime): array",
        f: date_parse,
    },
    Builtin {
        sig: "date_parse_from_format(string $format, string $datetime): array",
        f: date_parse_from_format,
    },
    Builtin {
        sig: "timezone_identifiers_list(int $timezoneGroup = DateTimeZone::ALL, ?string $countryCode = null): array",
        f: timezone_identifiers_list,
    },
    Builtin {
        sig: "date_create(string $datetime = \"now\", ?DateTimeZone $timezone = null): DateTime|false",
        f: classes::date_create,
    },
    Builtin {
        sig: "date_create_immutable(string $datetime = \"now\", ?DateTimeZone $timezone = null): DateTimeImmutable|false",
        f: classes::date_create_immutable,
    },
    Builtin {
        sig: "date_create_from_format(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTime|false",
        f: classes::date_create_from_format,
    },
    Builtin {
        sig: "date_create_immutable_from_format(string $format, string $datetime, ?DateTimeZone $timezone = null): DateTimeImmutable|false",
        f: classes::date_create_immutable_from_format,
    },
    Builtin {
        sig: "date_format(DateTimeInterface $object, string $format): string",
        f: classes::date_format,
    },
    Builtin {
        sig: "date_timestamp_get(DateTimeInterface $object): int",
        f: classes::date_timestamp_get,
    },
    Builtin {
        sig: "date_offset_get(DateTimeInterface $object): int",
        f: classes::date_offset_get,
    },
    Builtin {
        sig: "date_get_last_errors(): array|false",
        f: classes::date_get_last_errors,
    },
    Builtin {
        sig: "timezone_open(string $timezone): DateTimeZone|false",
        f: classes::timezone_open,
    },
    Builtin {
        sig: "timezone_name_get(DateTimeZone $object): string",
        f: classes::timezone_name_get,
    },
    Builtin {
        sig: "date_modify(DateTime $object, string $modifier): DateTime|false",
        f: aliases::date_modify,
    },
    Builtin {
        sig: "date_add(DateTime $object, DateInterval $interval): DateTime",
        f: aliases::date_add,
    },
    Builtin {
        sig: "date_sub(DateTime $object, DateInterval $interval): DateTime",
        f: aliases::date_sub,
    },
    Builtin {
        sig: "date_timezone_get(DateTimeInterface $object): DateTimeZone|false",
        f: aliases::date_timezone_get,
    },
    Builtin {
        sig: "date_timezone_set(DateTime $object, DateTimeZone $timezone): DateTime",
        f: aliases::date_timezone_set,
    },
    Builtin {
        sig: "date_diff(DateTimeInterface $baseObject, DateTimeInterface $targetObject, bool $absolute = false): DateInterval",
        f: aliases::date_diff,
    },
    Builtin {
        sig: "date_time_set(DateTime $object, int $hour, int $minute, int $second = 0, int $microsecond = 0): DateTime",
        f: aliases::date_time_set,
    },
    Builtin {
        sig: "date_date_set(DateTime $object, int $year, int $month, int $day): DateTime",
        f: aliases::date_date_set,
    },
    Builtin {
        sig: "date_isodate_set(DateTime $object, int $year, int $week, int $dayOfWeek = 1): DateTime",
        f: aliases::date_isodate_set,
    },
    Builtin {
        sig: "date_timestamp_set(DateTime $object, int $timestamp): DateTime",
        f: aliases::date_timestamp_set,
    },
    Builtin {
        sig: "timezone_offset_get(DateTimeZone $object, DateTimeInterface $datetime): int",
        f: aliases::timezone_offset_get,
    },
    Builtin {
        sig: "date_interval_format(DateInterval $object, string $format): string",
        f: aliases::date_interval_format,
    },
    Builtin {
        sig: "date_interval_create_from_date_string(string $datetime): DateInterval|false",
        f: aliases::date_interval_create_from_date_string,
    },
];

/// The current time: (seconds, microseconds).
pub fn now() -> (i64, i64) {
    let d = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    (d.as_secs() as i64, d.subsec_micros() as i64)
}

fn ts_arg(args: &Args, i: usize) -> i64 {
    match args.get(i) {
        Some(Value::Int(n)) => *n,
        _ => now().0,
    }
}

pub fn str_val(b: Vec<u8>) -> Value {
    Value::Str(PStr::from(b))
}

fn date(vm: &mut Vm, args: &mut Args) -> BResult {
    let m = Moment {
        ts: ts_arg(args, 1),
        us: 0,
        tz: tz::default_tz(vm),
    };
    Ok(str_val(format::format(args.bytes(0), &m)))
}

fn gmdate(_vm: &mut Vm, args: &mut Args) -> BResult {
    let m = Moment {
        ts: ts_arg(args, 1),
        us: 0,
        tz: Tz::utc(),
    };
    Ok(str_val(format::format_with(args.bytes(0), &m, true)))
}

fn idate(vm: &mut Vm, args: &mut Args) -> BResult {
    let f = args.bytes(0);
    if f.len() != 1 {
        vm.fn_warning("idate format is one char");
        return Ok(Value::Bool(false));
    }
    let m = Moment {
        ts: ts_arg(args, 1),
        us: 0,
        tz: tz::default_tz(vm),
    };
    match format::idate(f[0], &m) {
        Some(v) => Ok(Value::Int(v)),
        None => {
            vm.fn_warning("Unrecognized date format token");
            Ok(Value::Bool(false))
        }
    }
}

fn mk(vm: &mut Vm, args: &Args, tz: Tz) -> BResult {
    let (now_ts, _) = now();
    let cur = Civil::from_local(now_ts + tz.offset_at(now_ts) as i64);
    let get = |i: usize, d: i64| match args.get(i) {
        Some(Value::Int(n)) => *n,
        _ => d,
    };
    let mut y = get(5, cur.y);
    if args.get(5).is_some() {
        if (0..70).contains(&y) {
            y += 2000;
        } else if (70..=100).contains(&y) {
            y += 1900;
        }
    }
    let c = Civil {
        y,
        m: get(3, cur.m),
        d: get(4, cur.d),
        h: args.int(0),
        i: get(1, cur.i),
        s: get(2, cur.s),
    };
    let _ = vm;
    Ok(Value::Int(tz.local_to_ts(c.to_local(), true)))
}

fn mktime(vm: &mut Vm, args: &mut Args) -> BResult {
    let tz = tz::default_tz(vm);
    mk(vm, args, tz)
}

fn gmmktime(vm: &mut Vm, args: &mut Args) -> BResult {
    mk(vm, args, Tz::utc())
}

fn checkdate(_vm: &mut Vm, args: &mut Args) -> BResult {
    let (m, d, y) = (args.int(0), args.int(1), args.int(2));
    Ok(Value::Bool(
        (1..=12).contains(&m)
            && (1..=32767).contains(&y)
            && d >= 1
            && d <= cal::days_in_month(y, m),
    ))
}

fn strtotime(vm: &mut Vm, args: &mut Args) -> BResult {
    let p = parse::parse(args.bytes(0));
    if !p.errors.is_empty() {
        return Ok(Value::Bool(false));
    }
    let base = Moment {
        ts: ts_arg(args, 1),
        us: 0,
        tz: tz::default_tz(vm),
    };
    Ok(Value::Int(parse::resolve(&p, &base).ts))
}

fn date_default_timezone_set(vm: &mut Vm, args: &mut Args) -> BResult {
    let name = String::from_utf8_lossy(args.bytes(0)).into_owned();
    match tz::find_id(&name) {
        Some(z) => {
            tz::set_default(Some(Tz::Id(tz::respell(z, &name))));
            Ok(Value::Bool(true))
        }
        None => {
            vm.fn_notice(&format!("Timezone ID '{}' is invalid", name));
            Ok(Value::Bool(false))
        }
    }
}

fn date_default_timezone_get(vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::from(tz::default_tz(vm).name()))
}

fn set(a: &mut ArrayData, k: &str, v: Value) {
    a.insert(Key::Str(PStr::from(k)), v);
}

fn getdate(vm: &mut Vm, args: &mut Args) -> BResult {
    let m = Moment {
        ts: ts_arg(args, 0),
        us: 0,
        tz: tz::default_tz(vm),
    };
    let c = m.local().c;
    let wd = cal::weekday(c.days());
    let mut a = ArrayData::with_capacity(11);
    set(&mut a, "seconds", Value::Int(c.s));
    set(&mut a, "minutes", Value::Int(c.i));
    set(&mut a, "hours", Value::Int(c.h));
    set(&mut a, "mday", Value::Int(c.d));
    set(&mut a, "wday", Value::Int(wd));
    set(&mut a, "mon", Value::Int(c.m));
    set(&mut a, "year", Value::Int(c.y));
    set(&mut a, "yday", Value::Int(cal::day_of_year(c.y, c.m, c.d)));
    set(&mut a, "weekday", Value::from(DAY_FULL[wd as usize]));
    set(&mut a, "month", Value::from(MONTH_FULL[c.m as usize - 1]));
    a.insert(Key::Int(0), Value::Int(m.ts));
    Ok(Value::Arr(PArr::from_data(a)))
}

fn localtime(vm: &mut Vm, args: &mut Args) -> BResult {
    let m = Moment {
        ts: ts_arg(args, 0),
        us: 0,
        tz: tz::default_tz(vm),
    };
    let l = m.local();
    let c = l.c;
    let vals = [
        ("tm_sec", c.s),
        ("tm_min", c.i),
        ("tm_hour", c.h),
        ("tm_mday", c.d),
        ("tm_mon", c.m - 1),
        ("tm_year", c.y - 1900),
        ("tm_wday", cal::weekday(c.days())),
        ("tm_yday", cal::day_of_year(c.y, c.m, c.d)),
        ("tm_isdst", l.info.dst as i64),
    ];
    if args.opt_bool(1, false) {
        let mut a = ArrayData::with_capacity(9);
        for (k, v) in vals {
            set(&mut a, k, Value::Int(v));
        }
        Ok(Value::Arr(PArr::from_data(a)))
    } else {
        Ok(Value::Arr(PArr::from_values(
            vals.iter().map(|x| Value::Int(x.1)).collect(),
        )))
    }
}

fn strftime_with(vm: &mut Vm, args: &Args, tz: Tz, gmt: bool) -> BResult {
    vm.deprecated(&format!("Function {}() is deprecated", vm.cur_builtin));
    if args.bytes(0).is_empty() {
        return Ok(Value::Bool(false));
    }
    let m = Moment {
        ts: ts_arg(args, 1),
        us: 0,
        tz,
    };
    Ok(str_val(format::strftime(args.bytes(0), &m, gmt)))
}

fn strftime(vm: &mut Vm, args: &mut Args) -> BResult {
    let tz = tz::default_tz(vm);
    strftime_with(vm, args, tz, false)
}

fn gmstrftime(vm: &mut Vm, args: &mut Args) -> BResult {
    strftime_with(vm, args, Tz::utc(), true)
}

fn opt_int(v: Option<i64>) -> Value {
    v.map(Value::Int).unwrap_or(Value::Bool(false))
}

fn msg_arr(list: &[(usize, String)]) -> Value {
    let mut a = ArrayData::with_capacity(list.len());
    for (at, m) in list {
        a.insert(Key::Int(*at as i64), Value::from(m.as_str()));
    }
    Value::Arr(PArr::from_data(a))
}

/// date_parse's array for a parse result.
pub fn parsed_array(p: &Parsed) -> Value {
    let mut a = ArrayData::with_capacity(16);
    let (y, m, d) = match p.ts {
        Some(ts) => {
            let c = Civil::from_local(ts);
            (Some(c.y), Some(c.m), Some(c.d))
        }
        None => (p.y, p.m, p.d),
    };
    let (h, i, s) = match p.ts {
        Some(ts) => {
            let c = Civil::from_local(ts);
            (Some(c.h), Some(c.i), Some(c.s))
        }
        None => (p.h, p.i, p.s),
    };
    set(&mut a, "year", opt_int(y));
    set(&mut a, "month", opt_int(m));
    set(&mut a, "day", opt_int(d));
    set(&mut a, "hour", opt_int(h));
    set(&mut a, "minute", opt_int(i));
    set(&mut a, "second", opt_int(s));
    set(
        &mut a,
        "fraction",
        match (p.us, h) {
            (Some(us), _) => Value::Float(us as f64 / 1e6),
            (None, Some(_)) => Value::Float(0.0),
            _ => Value::Bool(false),
        },
    );
    set(&mut a, "warning_count", Value::Int(p.warnings.len() as i64));
    set(&mut a, "warnings", msg_arr(&p.warnings));
    set(&mut a, "error_count", Value::Int(p.errors.len() as i64));
    set(&mut a, "errors", msg_arr(&p.errors));
    set(&mut a, "is_localtime", Value::Bool(p.localtime));
    if p.localtime {
        match &p.tz {
            None => set(&mut a, "zone_type", Value::Int(0)),
            Some(Tz::Offset(o)) => {
                set(&mut a, "zone_type", Value::Int(1));
                set(&mut a, "zone", Value::Int(*o as i64));
                set(&mut a, "is_dst", Value::Bool(false));
            }
            Some(Tz::Abbr { abbr, offset, dst }) => {
                set(&mut a, "zone_type", Value::Int(2));
                set(
                    &mut a,
                    "zone",
                    Value::Int(*offset as i64 - if *dst { 3600 } else { 0 }),
                );
                set(&mut a, "is_dst", Value::Bool(*dst));
                set(&mut a, "tz_abbr", Value::from(abbr.to_ascii_uppercase()));
            }
            Some(Tz::Id(z)) => {
                set(&mut a, "zone_type", Value::Int(3));
                if z.name == "UTC" {
                    set(&mut a, "tz_abbr", Value::from("UTC"));
                }
                set(&mut a, "tz_id", Value::from(z.name.as_str()));
            }
        }
    }
    if p.have_rel {
        let r = &p.rel;
        let mut ra = ArrayData::with_capacity(8);
        set(&mut ra, "year", Value::Int(r.y));
        set(&mut ra, "month", Value::Int(r.m));
        set(&mut ra, "day", Value::Int(r.d));
        set(&mut ra, "hour", Value::Int(r.h));
        set(&mut ra, "minute", Value::Int(r.i));
        set(&mut ra, "second", Value::Int(r.s));
        if p.have_weekday {
            set(&mut ra, "weekday", Value::Int(r.weekday));
        }
        if let Some(n) = r.weekdays {
            set(&mut ra, "weekdays", Value::Int(n));
        }
        if r.first_last == 1 {
            set(&mut ra, "first_day_of_month", Value::Bool(true));
        }
        if r.first_last == 2 {
            set(&mut ra, "last_day_of_month", Value::Bool(true));
        }
        set(&mut a, "relative", Value::Arr(PArr::from_data(ra)));
    }
    Value::Arr(PArr::from_data(a))
}

fn date_parse(_vm: &mut Vm, args: &mut Args) -> BResult {
    let p = parse::parse(args.bytes(0));
    Ok(parsed_array(&p))
}

fn date_parse_from_format(_vm: &mut Vm, args: &mut Args) -> BResult {
    let p = super::fromformat::parse(args.bytes(0), args.bytes(1));
    Ok(parsed_array(&p))
}

fn timezone_identifiers_list(vm: &mut Vm, args: &mut Args) -> BResult {
    let group = args.opt_int(0, 2047);
    let prefix = match group {
        1 => "Africa/",
        2 => "America/",
        4 => "Antarctica/",
        8 => "Arctic/",
        16 => "Asia/",
        32 => "Atlantic/",
        64 => "Australia/",
        128 => "Europe/",
        256 => "Indian/",
        512 => "Pacific/",
        1024 => "UTC",
        2047 | 4095 | 4096 => "",
        _ => return Err(vm.arg_value_error(1, "must be one of the DateTimeZone group constants")),
    };
    let country = args.opt_str(1).map(|c| c.as_bytes().to_vec());
    if group == 4096 {
        match &country {
            Some(c) if c.len() == 2 => {}
            _ => {
                return Err(vm.arg_value_error(
                    2,
                    "must be a two-letter ISO 3166-1 compatible country code when argument #1 ($timezoneGroup) is DateTimeZone::PER_COUNTRY",
                ))
            }
        }
    }
    let v: Vec<Value> = tz::all_ids()
        .into_iter()
        .filter(|(n, c)| {
            if group == 4096 {
                country.as_deref() == Some(c.as_bytes())
            } else {
                n.starts_with(prefix)
            }
        })
        .map(|(n, _)| Value::from(n))
        .collect();
    Ok(Value::Arr(PArr::from_values(v)))
}
