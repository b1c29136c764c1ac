//! Output control (main/output.c): ob_start and friends over the VM's
//! buffer stack. Output callbacks and chunk sizes come with the output-
//! control work; a callback given to ob_start is recorded but not yet called.

use tusk_value::{PStr, Value};
use tusk_vm::output::Buffer;
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

fn ob_start(vm: &mut Vm, a: &mut Args) -> BResult {
    let cb = a.get(0).filter(|v| !v.is_null()).cloned();
    let name = match &cb {
        None => "default output handler".to_string(),
        Some(Value::Str(s)) => String::from_utf8_lossy(s.as_bytes()).into_owned(),
        Some(_) => "Closure::__invoke".to_string(),
    };
    vm.out.buffers.push(Buffer {
        data: Vec::new(),
        callback: cb,
        chunk_size: a.opt_int(1, 0).max(0) as usize,
        name,
    });
    Ok(Value::Bool(true))
}

fn no_buffer(vm: &mut Vm, what: &str) -> BResult {
    vm.fn_notice(&format!("Failed to {what} buffer. No buffer to {what}"));
    Ok(Value::Bool(false))
}

fn ob_get_contents(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(match vm.out.buffers.last() {
        Some(b) => Value::Str(PStr::new(&b.data)),
        None => Value::Bool(false),
    })
}

fn ob_get_length(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(match vm.out.buffers.last() {
        Some(b) => Value::Int(b.data.len() as i64),
        None => Value::Bool(false),
    })
}

fn ob_get_level(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(vm.out.buffers.len() as i64))
}

fn ob_get_clean(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(match vm.out.buffers.pop() {
        Some(b) => Value::Str(PStr::new(&b.data)),
        None => Value::Bool(false),
    })
}

fn ob_get_flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    match vm.out.buffers.pop() {
        Some(b) => {
            vm.out.write(&b.data);
            Ok(Value::Str(PStr::new(&b.data)))
        }
        None => {
            vm.fn_notice("Failed to delete and flush buffer. No buffer to delete or flush");
            Ok(Value::Bool(false))
        }
    }
}

fn ob_end_clean(vm: &mut Vm, _a: &mut Args) -> BResult {
    match vm.out.buffers.pop() {
        Some(_) => Ok(Value::Bool(true)),
        None => no_buffer(vm, "delete"),
    }
}

fn ob_end_flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    match vm.out.buffers.pop() {
        Some(b) => {
            vm.out.write(&b.data);
            Ok(Value::Bool(true))
        }
        None => {
            vm.fn_notice("Failed to delete and flush buffer. No buffer to delete or flush");
            Ok(Value::Bool(false))
        }
    }
}

fn ob_clean(vm: &mut Vm, _a: &mut Args) -> BResult {
    match vm.out.buffers.last_mut() {
        Some(b) => {
            b.data.clear();
            Ok(Value::Bool(true))
        }
        None => no_buffer(vm, "delete"),
    }
}

fn ob_flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    match vm.out.buffers.pop() {
        Some(mut b) => {
            let data = std::mem::take(&mut b.data);
            vm.out.write(&data);
            vm.out.buffers.push(b);
            Ok(Value::Bool(true))
        }
        None => no_buffer(vm, "flush"),
    }
}

fn flush(vm: &mut Vm, _a: &mut Args) -> BResult {
    if vm.out.buffers.is_empty() {
        vm.out.flush();
    }
    Ok(Value::Null)
}

fn ob_implicit_flush(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Null)
}

fn ob_list_handlers(vm: &mut Vm, _a: &mut Args) -> BResult {
    let names: Vec<Value> = vm
        .out
        .buffers
        .iter()
        .map(|b| Value::from(b.name.as_str()))
        .collect();
    Ok(Value::Arr(tusk_value::PArr::from_values(names)))
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
    ],
    constants: &[],
};
