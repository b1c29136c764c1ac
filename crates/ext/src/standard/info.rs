//! Process information: memory_get_usage and memory_get_peak_usage.
//!
//! The VM has no memory accounting yet (memory_limit is to be enforced by
//! accounting, per the design). Until it exists these report plausible
//! numbers: a per-thread baseline plus what this module was told through
//! [`note_alloc`]/[`note_free`], rounded as php's allocator reports them
//! (whole 2 MiB chunks for real_usage). Not a real allocator counter.

use std::cell::Cell;
use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

pub static STANDARD_INFO: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
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

/// What a fresh php CLI request reports before the script allocates.
const BASELINE: i64 = 393_216;
const CHUNK: i64 = 2 * 1024 * 1024;

thread_local! {
    static USED: Cell<i64> = const { Cell::new(0) };
    static PEAK: Cell<i64> = const { Cell::new(0) };
}

/// Resets the counters at request start.
pub fn reset() {
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
    let v = BASELINE + v;
    if real {
        (v + CHUNK - 1) / CHUNK * CHUNK
    } else {
        v
    }
}

/// Live bytes: the allocator's per-thread count when the binary installs
/// the counting allocator, else this module's own estimate.
fn live(estimate: i64) -> i64 {
    match tusk_value::mem::usage() {
        n if n > 0 => n as i64 - BASELINE.min(n as i64),
        _ => estimate,
    }
}

fn memory_get_usage(_vm: &mut Vm, args: &mut Args) -> BResult {
    let v = live(USED.with(|u| u.get()));
    Ok(Value::Int(usage(args.opt_bool(0, false), v)))
}

fn memory_get_peak_usage(_vm: &mut Vm, args: &mut Args) -> BResult {
    let v = match tusk_value::mem::peak() {
        n if n > 0 => n as i64 - BASELINE.min(n as i64),
        _ => PEAK.with(|p| p.get()),
    };
    Ok(Value::Int(usage(args.opt_bool(0, false), v)))
}

fn memory_reset_peak_usage(_vm: &mut Vm, _args: &mut Args) -> BResult {
    tusk_value::mem::reset_peak();
    USED.with(|u| PEAK.with(|p| p.set(u.get())));
    Ok(Value::Null)
}
