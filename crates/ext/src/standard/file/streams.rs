//! The less common stream_* functions: stream_get_line,
//! stream_copy_to_stream, the buffer/blocking/timeout setters (accepted,
//! without effect on our unbuffered writes), stream_supports_lock and
//! stream_isatty.
//!
//! Not here: fopen and the f* functions (funcs.rs), contexts (funcs.rs).

use super::funcs::with_stream;
use super::stream::{Backend, Stream};
use super::stream_arg;
use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, Vm};

pub fn stream_get_line(vm: &mut Vm, a: &mut Args) -> BResult {
    let len = a.int(1);
    if len < 0 {
        return Err(vm.arg_value_error(2, "must be greater than or equal to 0"));
    }
    let max = if len == 0 { 8192 } else { len as usize };
    let delim = a
        .opt_str(2)
        .map(|s| s.as_bytes().to_vec())
        .unwrap_or_default();
    let name = vm.cur_builtin;
    match with_stream(vm, a, 0, |s, vm| s.read_record(vm, max, &delim, name))? {
        Ok(Some(b)) => Ok(Value::Str(PStr::new(&b))),
        _ => Ok(Value::Bool(false)),
    }
}

pub fn stream_copy_to_stream(vm: &mut Vm, a: &mut Args) -> BResult {
    let from = stream_arg(vm, a, 0)?;
    let to = stream_arg(vm, a, 1)?;
    let max = match a.get(2) {
        Some(Value::Int(n)) if *n >= 0 => Some(*n as usize),
        _ => None,
    };
    let off = a.opt_int(3, 0);
    let name = vm.cur_builtin;
    let data = from.with::<Stream, _>(|s| {
        if off > 0 && s.seek(vm, off, 0) != Ok(0) {
            return Err(off);
        }
        Ok(s.read_all(vm, max, name).unwrap_or_default())
    });
    let data = match data {
        Some(Ok(d)) => d,
        Some(Err(off)) => {
            vm.fn_warning(&format!("Failed to seek to position {} in the stream", off));
            return Ok(Value::Bool(false));
        }
        None => return Err(super::not_stream(vm)),
    };
    if data.is_empty() {
        return Ok(Value::Int(0));
    }
    match to.with::<Stream, _>(|s| s.write(vm, &data)) {
        Some(Ok(n)) => Ok(Value::Int(n as i64)),
        _ => Ok(Value::Bool(false)),
    }
}

pub fn stream_set_blocking(vm: &mut Vm, a: &mut Args) -> BResult {
    stream_arg(vm, a, 0)?;
    Ok(Value::Bool(true))
}

pub fn stream_set_timeout(vm: &mut Vm, a: &mut Args) -> BResult {
    stream_arg(vm, a, 0)?;
    Ok(Value::Bool(false))
}

pub fn stream_set_write_buffer(vm: &mut Vm, a: &mut Args) -> BResult {
    stream_arg(vm, a, 0)?;
    Ok(Value::Int(-1))
}

pub fn stream_set_read_buffer(vm: &mut Vm, a: &mut Args) -> BResult {
    stream_arg(vm, a, 0)?;
    Ok(Value::Int(0))
}

pub fn stream_supports_lock(vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Bool(with_stream(vm, a, 0, |s, _| {
        s.file().is_some()
    })?))
}

pub fn stream_isatty(vm: &mut Vm, a: &mut Args) -> BResult {
    use std::io::IsTerminal;
    Ok(Value::Bool(with_stream(vm, a, 0, |s, _| {
        match &s.backend {
            Backend::File(f) => f.is_terminal(),
            Backend::Stdio(0) => std::io::stdin().is_terminal(),
            Backend::Stdio(1) => std::io::stdout().is_terminal(),
            Backend::Stdio(2) => std::io::stderr().is_terminal(),
            _ => false,
        }
    })?))
}
