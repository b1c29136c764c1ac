//! The procedural forms of the date classes' methods (date_modify,
//! date_add, date_diff, timezone_offset_get, date_interval_format, ...):
//! each passes its first argument as `$this` to the method.
//!
//! Not here: the aliases that construct objects (classes.rs).

use super::classes::{
    dt_add, dt_diff, dt_get_timezone, dt_modify, dt_set_date, dt_set_iso_date, dt_set_time,
    dt_set_timestamp, dt_set_timezone, dt_sub, tz_get_offset,
};
use super::interval::{iv_create_from_date_string, iv_format};
use tusk_value::Value;
use tusk_vm::class::ext::MethodFn;
use tusk_vm::{Args, BResult, MethodCtx, Vm};

/// Calls a method with argument 0 as `$this` and the rest as arguments.
fn via(vm: &mut Vm, args: &mut Args, f: MethodFn) -> BResult {
    let this = match args.get(0).map(|v| v.unref()) {
        Some(Value::Obj(o)) => o.clone(),
        _ => return Ok(Value::Bool(false)),
    };
    let class = vm.obj_class(&this).map(|c| c.id).unwrap_or(0);
    let ctx = MethodCtx {
        this: Some(this),
        class,
    };
    let mut rest = Args::new(args.all().get(1..).unwrap_or(&[]).to_vec());
    f(vm, &ctx, &mut rest)
}

/// Calls a static method with the same arguments.
fn via_static(vm: &mut Vm, args: &mut Args, f: MethodFn) -> BResult {
    let ctx = MethodCtx {
        this: None,
        class: 0,
    };
    f(vm, &ctx, args)
}

macro_rules! alias {
    ($name:ident, $method:ident) => {
        pub(super) fn $name(vm: &mut Vm, args: &mut Args) -> BResult {
            via(vm, args, $method)
        }
    };
}

alias!(date_modify, dt_modify);
alias!(date_add, dt_add);
alias!(date_sub, dt_sub);
alias!(date_timezone_get, dt_get_timezone);
alias!(date_timezone_set, dt_set_timezone);
alias!(date_diff, dt_diff);
alias!(date_time_set, dt_set_time);
alias!(date_date_set, dt_set_date);
alias!(date_isodate_set, dt_set_iso_date);
alias!(date_timestamp_set, dt_set_timestamp);
alias!(timezone_offset_get, tz_get_offset);
alias!(date_interval_format, iv_format);

pub(super) fn date_interval_create_from_date_string(vm: &mut Vm, args: &mut Args) -> BResult {
    via_static(vm, args, iv_create_from_date_string)
}
