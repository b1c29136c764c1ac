//! Process information: memory_get_usage and memory_get_peak_usage.
//!
//! The figures are the per-thread counters of `tusk_value::mem`, which the
//! `tusk` binary's global allocator keeps, started at zero by [`reset`] at
//! every request start (after the engine's own tables are built, which php
//! keeps in persistent memory outside its request heap and does not count
//! either). real_usage rounds up to whole 2 MiB chunks, as php's allocator
//! reports it. Without a counting allocator (a library embedding without
//! the binary) they are estimates: a baseline plus what this module was
//! told through [`note_alloc`]/[`note_free`].

use std::cell::Cell;
use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

pub static STANDARD_INFO: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "getmypid(): int|false",
            f: getmypid,
        },
        Builtin {
            sig: "memory_get_usage(bool $real_usage = false): int",
            f: memory_get_usage,
        },
        Builtin {
            sig: "memory_get_peak_usage(bool $real_usage = false): int",
            f: memory_get_peak_usage,
        },
        Builtin {
            sig: "memory_reset_peak_usage(): void",
            f: memory_reset_peak_usage,
        },
    ],
    constants: &[],
};

/// The estimate's start: what a fresh php CLI request reports before the
/// script allocates.
const BASELINE: i64 = 393_216;
const CHUNK: i64 = 2 * 1024 * 1024;

thread_local! {
    static USED: Cell<i64> = const { Cell::new(0) };
    static PEAK: Cell<i64> = const { Cell::new(0) };
}

/// Resets the counters at request start.
pub fn reset() {
    tusk_value::mem::start_request();
    USED.with(|u| u.set(0));
    PEAK.with(|p| p.set(0));
}

/// Accounts `n` bytes allocated for the script (for a future allocator hook).
pub fn note_alloc(n: usize) {
    USED.with(|u| {
        let v = u.get() + n as i64;
        u.set(v);
        PEAK.with(|p| p.set(p.get().max(v)));
    });
}

/// Accounts `n` bytes freed.
pub fn note_free(n: usize) {
    USED.with(|u| u.set((u.get() - n as i64).max(0)));
}

fn usage(real: bool, v: i64) -> i64 {
    if real {
        ((v + CHUNK - 1) / CHUNK * CHUNK).max(CHUNK)
    } else {
        v
    }
}

/// Whether the counting allocator is installed: then the peak of a request
/// is positive as soon as the request has allocated anything.
fn counting() -> bool {
    tusk_value::mem::peak() > 0
}

fn memory_get_usage(_vm: &mut Vm, args: &mut Args) -> BResult {
    let v = if counting() {
        (tusk_value::mem::usage() as i64).max(1)
    } else {
        BASELINE + USED.with(|u| u.get())
    };
    Ok(Value::Int(usage(args.opt_bool(0, false), v)))
}

fn memory_get_peak_usage(_vm: &mut Vm, args: &mut Args) -> BResult {
    let v = if counting() {
        tusk_value::mem::peak() as i64
    } else {
        BASELINE + PEAK.with(|p| p.get())
    };
    Ok(Value::Int(usage(args.opt_bool(0, false), v)))
}

fn memory_reset_peak_usage(_vm: &mut Vm, _args: &mut Args) -> BResult {
    tusk_value::mem::reset_peak();
    USED.with(|u| PEAK.with(|p| p.set(u.get())));
    Ok(Value::Null)
}

/// The process id (every request of a server process shares it, as the
/// requests of one php-fpm worker do).
fn getmypid(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(i64::from(std::process::id())))
}
