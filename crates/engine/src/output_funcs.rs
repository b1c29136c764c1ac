//! Output control (main/output.c's user functions): ob_start and friends,
//! flush, and the PHP_OUTPUT_HANDLER_* constants, over the VM's buffer
//! stack (tusk_vm::output) and its handler runner (tusk_vm::output_cb).
//! Not here: output_add_rewrite_var and the internal handler aliases
//! (ob_gzhandler, mb_output_handler).

use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::output::{self as ob, Buffer};
use tusk_vm::output_cb::PopError;
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Unwind, Vm};

/// Runs queued handler work before an ob_* function looks at the stack.
fn run_pending(vm: &mut Vm) -> Result<(), Unwind> {
    vm.output_pending()
}

/// The name php's zend_get_callable_name gives a callable.
fn callable_name(v: &Value) -> Vec<u8> {
    match v.unref() {
        Value::Str(s) => s.as_bytes().to_vec(),
        Value::Arr(a) if a.len() == 2 => {
            let d = a.data();
            let mut n = match d.get_int(0).map(|v| v.unref()) {
                Some(Value::Obj(o)) => o.class_name().as_bytes().to_vec(),
                Some(Value::Str(s)) => s.as_bytes().to_vec(),
                _ => return b"Array".to_vec(),
            };
            n.extend_from_slice(b"::");
            if let Some(Value::Str(m)) = d.get_int(1).map(|v| v.unref()) {
                n.extend_from_slice(m.as_bytes());
            }
            n
        }
        Value::Obj(o) => {
            let mut n = o.class_name().as_bytes().to_vec();
            n.extend_from_slice(b"::__invoke");
            n
        }
        _ => b"Array".to_vec(),
    }
}

fn ob_start(vm: &mut Vm, a: &mut Args) -> BResult {
    run_pending(vm)?;
    if let Some(e) = vm.output_lock_error() {
        return Err(e);
    }
    let cb = a.get(0).map(|v| v.unref()).filter(|v| !v.is_null());
    let chunk = a.opt_int(1, 0).max(0) as usize;
    let flags = a.opt_int(2, ob::STDFLAGS);
    let buf = match cb {
        None => Buffer::new("default output handler".into(), None, chunk),
        Some(cb) => {
            if let Some(m) = vm.output_callable_error(&cb) {
                vm.fn_warning(&m);
                vm.fn_notice("Failed to create buffer");
                return Ok(Value::Bool(false));
            }
            let name = String::from_utf8_lossy(&callable_name(&cb)).into_owned();
            Buffer::new(name, Some(cb), chunk)
        }
    };
    vm.out.push(buf, flags);
    Ok(Value::Bool(true))
}

fn top_desc(vm: &Vm) -> String {
    match vm.out.buffers.last() {
        Some(b) => format!("{} ({})", b.name, vm.out.buffers.len() - 1),
        None => String::new(),
    }
}

fn contents(vm: &Vm) -> Value {
    match vm.out.buffers.last() {
        Some(b) => Value::Str(PStr::new(&b.data)),
        None => Value::Bool(false),
    }
}

fn ob_get_contents(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    Ok(contents(vm))
}

fn ob_get_length(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    Ok(match vm.out.buffers.last() {
        Some(b) => Value::Int(b.data.len() as i64),
        None => Value::Bool(false),
    })
}

fn ob_get_level(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    Ok(Value::Int(vm.out.buffers.len() as i64))
}

/// Pops the top handler; `Ok(false)` when refused (notice printed).
fn pop(vm: &mut Vm, discard: bool) -> Result<bool, Unwind> {
    match vm.output_pop(discard, false) {
        Ok(()) => Ok(true),
        Err(PopError::Refused) => Ok(false),
        Err(PopError::Unwind(u)) => Err(u),
    }
}

fn ob_get_clean(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    if vm.out.buffers.is_empty() {
        return Ok(Value::Bool(false));
    }
    let v = contents(vm);
    if !pop(vm, true)? {
        let m = format!("Failed to delete buffer of {}", top_desc(vm));
        vm.fn_notice(&m);
    }
    Ok(v)
}

fn ob_get_flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    if vm.out.buffers.is_empty() {
        vm.fn_notice("Failed to delete and flush buffer. No buffer to delete or flush");
        return Ok(Value::Bool(false));
    }
    let v = contents(vm);
    if !pop(vm, false)? {
        let m = format!("Failed to delete buffer of {}", top_desc(vm));
        vm.fn_notice(&m);
    }
    Ok(v)
}

fn ob_end_clean(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    if vm.out.buffers.is_empty() {
        vm.fn_notice("Failed to delete buffer. No buffer to delete");
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(pop(vm, true)?))
}

fn ob_end_flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    if vm.out.buffers.is_empty() {
        vm.fn_notice("Failed to delete and flush buffer. No buffer to delete or flush");
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(pop(vm, false)?))
}

fn ob_clean(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    if vm.out.buffers.is_empty() {
        vm.fn_notice("Failed to delete buffer. No buffer to delete");
        return Ok(Value::Bool(false));
    }
    if !vm.output_clean_top()? {
        let m = format!("Failed to delete buffer of {}", top_desc(vm));
        vm.fn_notice(&m);
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(true))
}

fn ob_flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    if vm.out.buffers.is_empty() {
        vm.fn_notice("Failed to flush buffer. No buffer to flush");
        return Ok(Value::Bool(false));
    }
    if !vm.output_flush_top()? {
        let m = format!("Failed to flush buffer of {}", top_desc(vm));
        vm.fn_notice(&m);
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(true))
}

fn flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    vm.flush_to_client();
    Ok(Value::Null)
}

fn ob_implicit_flush(vm: &mut Vm, a: &mut Args) -> BResult {
    run_pending(vm)?;
    vm.out.implicit_flush = a.opt_bool(0, true);
    Ok(Value::Null)
}

fn ob_list_handlers(vm: &mut Vm, _a: &mut Args) -> BResult {
    run_pending(vm)?;
    let names: Vec<Value> = vm
        .out
        .buffers
        .iter()
        .map(|b| Value::Str(PStr::from(b.name.as_str())))
        .collect();
    Ok(Value::Arr(PArr::from_values(names)))
}

fn status(b: &Buffer, m: &ob::Meta, level: usize) -> Value {
    let mut a = PArr::with_capacity(7);
    let d = a.make_mut();
    let mut put = |k: &[u8], v: Value| {
        d.insert(Key::from_bytes(k), v);
    };
    put(b"name", Value::Str(PStr::from(b.name.as_str())));
    put(b"type", Value::Int(m.flags & 0xf));
    put(b"flags", Value::Int(m.flags));
    put(b"level", Value::Int(level as i64));
    put(b"chunk_size", Value::Int(b.chunk_size as i64));
    put(b"buffer_size", Value::Int(m.size as i64));
    put(b"buffer_used", Value::Int(b.data.len() as i64));
    Value::Arr(a)
}

fn ob_get_status(vm: &mut Vm, a: &mut Args) -> BResult {
    run_pending(vm)?;
    vm.out.sync();
    let out = &vm.out;
    if a.opt_bool(0, false) {
        let all = (0..out.buffers.len())
            .map(|i| status(&out.buffers[i], &out.meta[i], i))
            .collect();
        return Ok(Value::Arr(PArr::from_values(all)));
    }
    Ok(match out.buffers.len().checked_sub(1) {
        Some(i) => status(&out.buffers[i], &out.meta[i], i),
        None => Value::Arr(PArr::new()),
    })
}

pub static OUTPUT: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin { sig: "ob_start($callback = null, int $chunk_size = 0, int $flags = PHP_OUTPUT_HANDLER_STDFLAGS): bool", f: ob_start },
        Builtin { sig: "ob_get_contents(): string|false", f: ob_get_contents },
        Builtin { sig: "ob_get_length(): int|false", f: ob_get_length },
        Builtin { sig: "ob_get_level(): int", f: ob_get_level },
        Builtin { sig: "ob_get_clean(): string|false", f: ob_get_clean },
        Builtin { sig: "ob_get_flush(): string|false", f: ob_get_flush },
        Builtin { sig: "ob_end_clean(): bool", f: ob_end_clean },
        Builtin { sig: "ob_end_flush(): bool", f: ob_end_flush },
        Builtin { sig: "ob_clean(): bool", f: ob_clean },
        Builtin { sig: "ob_flush(): bool", f: ob_flush },
        Builtin { sig: "flush(): void", f: flush },
        Builtin { sig: "ob_implicit_flush(bool $enable = true): void", f: ob_implicit_flush },
        Builtin { sig: "ob_list_handlers(): array", f: ob_list_handlers },
        Builtin { sig: "ob_get_status(bool $full_status = false): array", f: ob_get_status },
    ],
    constants: &[
        ("PHP_OUTPUT_HANDLER_START", ConstVal::Int(ob::OP_START)),
        ("PHP_OUTPUT_HANDLER_WRITE", ConstVal::Int(ob::OP_WRITE)),
        ("PHP_OUTPUT_HANDLER_FLUSH", ConstVal::Int(ob::OP_FLUSH)),
        ("PHP_OUTPUT_HANDLER_CLEAN", ConstVal::Int(ob::OP_CLEAN)),
        ("PHP_OUTPUT_HANDLER_FINAL", ConstVal::Int(ob::OP_FINAL)),
        ("PHP_OUTPUT_HANDLER_CONT", ConstVal::Int(ob::OP_WRITE)),
        ("PHP_OUTPUT_HANDLER_END", ConstVal::Int(ob::OP_FINAL)),
        ("PHP_OUTPUT_HANDLER_CLEANABLE", ConstVal::Int(ob::CLEANABLE)),
        ("PHP_OUTPUT_HANDLER_FLUSHABLE", ConstVal::Int(ob::FLUSHABLE)),
        ("PHP_OUTPUT_HANDLER_REMOVABLE", ConstVal::Int(ob::REMOVABLE)),
        ("PHP_OUTPUT_HANDLER_STDFLAGS", ConstVal::Int(ob::STDFLAGS)),
        ("PHP_OUTPUT_HANDLER_STARTED", ConstVal::Int(ob::STARTED)),
        ("PHP_OUTPUT_HANDLER_DISABLED", ConstVal::Int(ob::DISABLED)),
    ],
};
