//! Clock functions: time, microtime, hrtime, usleep (and sleep).
//!
//! Not here: the date extension proper (date, strtotime, DateTime).

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tusk_value::{PArr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

pub static STANDARD_TIME: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "time(): int",
            f: time,
        },
        Builtin {
            sig: "microtime(bool $as_float = false): string|float",
            f: microtime,
        },
        Builtin {
            sig: "hrtime(bool $as_number = false): array|int|float|false",
            f: hrtime,
        },
        Builtin {
            sig: "usleep(int $microseconds): void",
            f: usleep,
        },
        Builtin {
            sig: "sleep(int $seconds): int",
            f: sleep,
        },
    ],
    constants: &[],
};

fn now() -> Duration {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
}

fn time(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::Int(now().as_secs() as i64))
}

fn microtime(_vm: &mut Vm, args: &mut Args) -> BResult {
    let d = now();
    let usec = d.subsec_micros();
    if args.opt_bool(0, false) {
        return Ok(Value::Float(d.as_secs() as f64 + usec as f64 / 1e6));
    }
    Ok(Value::from(format!(
        "{:.8} {}",
        usec as f64 / 1e6,
        d.as_secs()
    )))
}

thread_local! {
    /// The origin of hrtime: any fixed point works (php uses CLOCK_MONOTONIC).
    static ORIGIN: Instant = Instant::now();
}

/// Nanoseconds on a monotonic clock.
pub fn monotonic_ns() -> u64 {
    // Offset so that values look like uptime-based counters, never zero.
    ORIGIN.with(|o| o.elapsed().as_nanos() as u64) + 1_000_000_000
}

fn hrtime(_vm: &mut Vm, args: &mut Args) -> BResult {
    let ns = monotonic_ns();
    if args.opt_bool(0, false) {
        return Ok(Value::Int(ns as i64));
    }
    Ok(Value::Arr(PArr::from_values(vec![
        Value::Int((ns / 1_000_000_000) as i64),
        Value::Int((ns % 1_000_000_000) as i64),
    ])))
}

fn usleep(vm: &mut Vm, args: &mut Args) -> BResult {
    let us = args.int(0);
    if us < 0 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to 0"));
    }
    std::thread::sleep(Duration::from_micros(us as u64));
    Ok(Value::Null)
}

fn sleep(vm: &mut Vm, args: &mut Args) -> BResult {
    let s = args.int(0);
    if s < 0 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to 0"));
    }
    std::thread::sleep(Duration::from_secs(s as u64));
    Ok(Value::Int(0))
}
