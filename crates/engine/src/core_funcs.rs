//! Core built-ins that act on the request's runtime state rather than on
//! values: constants, callables, ini, error handling, shutdown functions,
//! time limits (php's Zend/zend_builtin_functions.c and main/ parts).
//! Value-only functions live in tusk-ext.

use tusk_value::{ops, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

fn function_exists(vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Bool(vm.function_exists(a.bytes(0))))
}

fn get_defined_functions(vm: &mut Vm, _a: &mut Args) -> BResult {
    let (internal, user) = vm.defined_functions();
    let list = |v: Vec<Vec<u8>>| {
        Value::Arr(tusk_value::PArr::from_values(
            v.into_iter().map(|n| Value::Str(PStr::from(n))).collect(),
        ))
    };
    let mut out = tusk_value::PArr::new();
    let d = out.make_mut();
    d.insert(tusk_value::Key::Str(PStr::from("internal")), list(internal));
    d.insert(tusk_value::Key::Str(PStr::from("user")), list(user));
    Ok(Value::Arr(out))
}

fn define(vm: &mut Vm, a: &mut Args) -> BResult {
    let name = a.bytes(0).to_vec();
    if vm.constant(&name).is_some() {
        // php names it by its key: the namespace part lower-cased.
        vm.warning(&format!(
            "Constant {} already defined",
            String::from_utf8_lossy(&tusk_vm::runtime::const_key(&name))
        ));
        return Ok(Value::Bool(false));
    }
    let v = a.val(1).unref();
    vm.define_constant(&name, v);
    Ok(Value::Bool(true))
}

fn defined(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = a.bytes(0).to_vec();
    let n = n.strip_prefix(b"\\").unwrap_or(&n);
    if let Some(i) = find_colons(n) {
        let Some(c) = vm.lookup_class_autoload(&n[..i])? else {
            return Ok(Value::Bool(false));
        };
        return Ok(Value::Bool(c.consts.contains_key(&n[i + 2..])));
    }
    Ok(Value::Bool(vm.lookup_const(n).is_some()))
}

/// Where `Class::NAME` splits.
fn find_colons(n: &[u8]) -> Option<usize> {
    n.windows(2).position(|w| w == b"::")
}

fn constant(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = a.bytes(0).to_vec();
    let n2 = n.strip_prefix(b"\\").unwrap_or(&n);
    if let Some(i) = find_colons(n2) {
        let c = vm.class_or_error(&n2[..i])?;
        return vm.class_const_checked(&c, &n2[i + 2..]);
    }
    match vm.lookup_const(n2) {
        Some(v) => Ok(v),
        None => Err(vm.throw(
            "Error",
            &format!("Undefined constant \"{}\"", String::from_utf8_lossy(&n)),
        )),
    }
}

fn call_user_func(vm: &mut Vm, a: &mut Args) -> BResult {
    let f = a.val(0).clone();
    let args = a.rest(1).iter().map(|v| v.unref()).collect();
    let named = vm.take_named_rest();
    if named.is_empty() {
        vm.call_value(&f, args)
    } else {
        vm.call_value_named(&f, args, named)
    }
}

fn forward_static_call(vm: &mut Vm, a: &mut Args) -> BResult {
    let f = a.val(0).clone();
    let args = a.rest(1).iter().map(|v| v.unref()).collect();
    vm.forward_static(&f, args, "forward_static_call")
}

fn forward_static_call_array(vm: &mut Vm, a: &mut Args) -> BResult {
    let f = a.val(0).clone();
    let args = a.arr(1).iter().map(|(_, v)| v.unref()).collect();
    vm.forward_static(&f, args, "forward_static_call_array")
}

fn call_user_func_array(vm: &mut Vm, a: &mut Args) -> BResult {
    let f = a.val(0).clone();
    // Int keys are positional, string keys named; references stay references
    // (call_user_func_array('f', [&$x]) passes $x by reference).
    let mut args = Vec::new();
    let mut named = Vec::new();
    for (k, v) in a.arr(1).iter() {
        match k {
            tusk_value::Key::Int(_) => {
                if !named.is_empty() {
                    return Err(vm.throw(
                        "Error",
                        "Cannot use positional argument after named argument",
                    ));
                }
                args.push(v.clone())
            }
            tusk_value::Key::Str(s) => named.push((s, v.clone())),
        }
    }
    vm.call_value_named(&f, args, named)
}

fn is_callable(vm: &mut Vm, a: &mut Args) -> BResult {
    let v = a.val(0).unref();
    let ok = if a.opt_bool(1, false) {
        // Only the form is checked: a string, an [object-or-class, method]
        // pair, or a callable object.
        match &v {
            Value::Str(_) => true,
            Value::Arr(arr) => {
                let d = arr.data();
                arr.len() == 2
                    && matches!(
                        d.get_int(0).map(|x| x.unref()),
                        Some(Value::Str(_) | Value::Obj(_))
                    )
                    && matches!(d.get_int(1).map(|x| x.unref()), Some(Value::Str(_)))
            }
            Value::Obj(_) => vm.is_callable(&v),
            _ => false,
        }
    } else {
        vm.is_callable(&v)
    };
    if a.len() > 2 {
        a.by_ref(2).set(Value::Str(PStr::from(callable_name(&v))));
    }
    Ok(Value::Bool(ok))
}

/// The name is_callable() reports for a callable (valid or not).
fn callable_name(v: &Value) -> Vec<u8> {
    match v {
        Value::Str(s) => s.as_bytes().to_vec(),
        Value::Arr(arr) => {
            let d = arr.data();
            if arr.len() == 2 {
                let t = d.get_int(0).map(|x| x.unref());
                if let Some(Value::Str(m)) = d.get_int(1).map(|x| x.unref()) {
                    let cls = match t {
                        Some(Value::Obj(o)) => Some(o.class_name().as_bytes().to_vec()),
                        Some(Value::Str(c)) => Some(c.as_bytes().to_vec()),
                        _ => None,
                    };
                    if let Some(mut c) = cls {
                        c.extend_from_slice(b"::");
                        c.extend_from_slice(m.as_bytes());
                        return c;
                    }
                }
            }
            b"Array".to_vec()
        }
        Value::Obj(o) => {
            let mut n = o.class_name().as_bytes().to_vec();
            n.extend_from_slice(b"::__invoke");
            n
        }
        other => ops::to_str(other, &mut ops::Silent)
            .map(|s| s.as_bytes().to_vec())
            .unwrap_or_default(),
    }
}

fn ini_get(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = String::from_utf8_lossy(a.bytes(0)).into_owned();
    Ok(match vm.ini_get(&n) {
        Some(v) => Value::Str(v.clone()),
        None => Value::Bool(false),
    })
}

fn ini_set(vm: &mut Vm, a: &mut Args) -> BResult {
    if matches!(a.val(1), Value::Arr(_) | Value::Obj(_)) {
        return Err(vm.arg_type_error(2, "must be of type string|int|float|bool|null"));
    }
    let n = String::from_utf8_lossy(a.bytes(0)).into_owned();
    let v = match a.val(1) {
        Value::Str(s) => s.as_bytes().to_vec(),
        Value::Bool(b) => {
            if *b {
                b"1".to_vec()
            } else {
                Vec::new()
            }
        }
        Value::Null => Vec::new(),
        other => ops::to_str(other, &mut ops::Silent)
            .map(|s| s.as_bytes().to_vec())
            .unwrap_or_default(),
    };
    if n.starts_with("session.") && !tusk_ext::session::ini_allowed(vm, &n, &v) {
        return Ok(Value::Bool(false));
    }
    Ok(match vm.ini_set(&n, &v) {
        Some(old) => Value::Str(old),
        None => Value::Bool(false),
    })
}

fn error_reporting(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = vm.error_reporting;
    if let Some(v) = a.get(0) {
        if !v.is_null() {
            let n = ops::to_int(v);
            vm.ini_set("error_reporting", n.to_string().as_bytes());
        }
    }
    Ok(Value::Int(old))
}

fn set_error_handler(vm: &mut Vm, a: &mut Args) -> BResult {
    let h = a.val(0).clone();
    let mask = a.opt_int(1, 32767);
    Ok(vm.set_error_handler(h, mask))
}

fn restore_error_handler(vm: &mut Vm, _a: &mut Args) -> BResult {
    vm.restore_error_handler();
    Ok(Value::Bool(true))
}

fn trigger_error(vm: &mut Vm, a: &mut Args) -> BResult {
    let msg = String::from_utf8_lossy(a.bytes(0)).into_owned();
    let level = a.opt_int(1, 1024);
    let lv =
        match level {
            256 => tusk_vm::ErrorLevel::UserError,
            512 => tusk_vm::ErrorLevel::UserWarning,
            1024 => tusk_vm::ErrorLevel::UserNotice,
            16384 => tusk_vm::ErrorLevel::UserDeprecated,
            _ => return Err(vm.arg_value_error(
                2,
                "must be one of E_USER_ERROR, E_USER_WARNING, E_USER_NOTICE, or E_USER_DEPRECATED",
            )),
        };
    vm.raise(lv, &msg);
    if lv == tusk_vm::ErrorLevel::UserError && !vm.handled_last_error() {
        return Err(tusk_vm::Unwind::Exit(255));
    }
    Ok(Value::Bool(true))
}

fn register_shutdown_function(vm: &mut Vm, a: &mut Args) -> BResult {
    let f = a.val(0).clone();
    if !vm.is_callable(&f) {
        let shown = match &f {
            Value::Str(s) => format!(
                "function \"{}\" not found or invalid function name",
                String::from_utf8_lossy(s.as_bytes())
            ),
            _ => "no array or string given".to_string(),
        };
        return Err(vm.arg_type_error(1, &format!("must be a valid callback, {}", shown)));
    }
    let args = a.rest(1).iter().map(|v| v.unref()).collect();
    vm.add_shutdown(f, args);
    Ok(Value::Null)
}

fn set_time_limit(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = a.int(0);
    // ini_set's side effect is the time limit itself.
    vm.ini_set("max_execution_time", n.to_string().as_bytes());
    Ok(Value::Bool(true))
}

/// error_log(): type 0 to php's error log (the error_log file, else
/// stderr), 3 appended to a file as is, 4 to the SAPI's log (stderr); mail
/// (1) is not sent.
fn error_log(vm: &mut Vm, a: &mut Args) -> BResult {
    let msg = a.bytes(0).to_vec();
    let ok = match a.opt_int(1, 0) {
        0 => {
            vm.log_message(&msg);
            true
        }
        3 => {
            use std::io::Write;
            let dest = a
                .opt_str(2)
                .map(|d| d.as_bytes().to_vec())
                .unwrap_or_default();
            let path = std::path::PathBuf::from(
                <std::ffi::OsString as std::os::unix::ffi::OsStringExt>::from_vec(dest),
            );
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .and_then(|mut f| f.write_all(&msg))
                .is_ok()
        }
        4 => {
            let mut line = msg;
            line.push(b'\n');
            std::io::Write::write_all(&mut std::io::stderr().lock(), &line).is_ok()
        }
        _ => false,
    };
    Ok(Value::Bool(ok))
}

fn error_get_last(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(match vm.last_error.clone() {
        None => Value::Null,
        Some((t, m, f, l)) => {
            let mut arr = tusk_value::PArr::new();
            let d = arr.make_mut();
            d.insert(tusk_value::Key::from_bytes(b"type"), Value::Int(t));
            d.insert(tusk_value::Key::from_bytes(b"message"), Value::from(m));
            d.insert(tusk_value::Key::from_bytes(b"file"), Value::from(f));
            d.insert(tusk_value::Key::from_bytes(b"line"), Value::Int(l as i64));
            Value::Arr(arr)
        }
    })
}

fn error_clear_last(vm: &mut Vm, _a: &mut Args) -> BResult {
    vm.last_error = None;
    Ok(Value::Null)
}

fn set_exception_handler(vm: &mut Vm, a: &mut Args) -> BResult {
    let h = a.val(0).clone();
    let prev = vm.exception_handler.take();
    vm.exception_handler_stack.push(prev.clone());
    vm.exception_handler = if h.is_null() { None } else { Some(h) };
    Ok(prev.unwrap_or(Value::Null))
}

fn restore_exception_handler(vm: &mut Vm, _a: &mut Args) -> BResult {
    vm.exception_handler = vm.exception_handler_stack.pop().flatten();
    Ok(Value::Bool(true))
}

fn ini_restore(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = String::from_utf8_lossy(a.bytes(0)).into_owned();
    if let Some(orig) = vm.ini_original(&n) {
        vm.ini_set(&n, orig.as_bytes());
    }
    Ok(Value::Null)
}

fn ini_get_all(vm: &mut Vm, a: &mut Args) -> BResult {
    let details = a.opt_bool(1, true);
    let mut names: Vec<(String, tusk_value::PStr)> =
        vm.ini.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    names.sort_by(|x, y| x.0.cmp(&y.0));
    let mut out = tusk_value::PArr::new();
    for (k, v) in names {
        let val = if details {
            let orig = vm.ini_original(&k).unwrap_or_else(|| v.clone());
            let mut d = tusk_value::PArr::new();
            d.make_mut().insert(
                tusk_value::Key::from_bytes(b"global_value"),
                Value::Str(orig),
            );
            d.make_mut()
                .insert(tusk_value::Key::from_bytes(b"local_value"), Value::Str(v));
            d.make_mut()
                .insert(tusk_value::Key::from_bytes(b"access"), Value::Int(7));
            Value::Arr(d)
        } else {
            Value::Str(v)
        };
        out.make_mut()
            .insert(tusk_value::Key::from_bytes(k.as_bytes()), val);
    }
    Ok(Value::Arr(out))
}

fn get_class(vm: &mut Vm, a: &mut Args) -> BResult {
    match a.get(0) {
        Some(Value::Obj(o)) => Ok(Value::Str(o.class_name().clone())),
        Some(v) => {
            let m = format!("must be of type object, {} given", ops::type_name(v));
            Err(vm.arg_type_error(1, &m))
        }
        None => match vm.class_by_id(vm.current_scope()) {
            Some(c) => Ok(Value::Str(c.name.clone())),
            None => Err(vm.throw(
                "Error",
                "get_class() without arguments must be called from within a class",
            )),
        },
    }
}

fn gc_collect_cycles(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(vm.collect_cycles()? as i64))
}

/// gc_enable()/gc_disable() change zend.enable_gc, as php's do.
fn gc_enable(vm: &mut Vm, _a: &mut Args) -> BResult {
    vm.ini_set("zend.enable_gc", b"1");
    Ok(Value::Null)
}

fn gc_disable(vm: &mut Vm, _a: &mut Args) -> BResult {
    vm.ini_set("zend.enable_gc", b"0");
    Ok(Value::Null)
}

fn gc_enabled(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Bool(tusk_value::gc::enabled()))
}

/// php 8.2's four keys.
fn gc_status(_vm: &mut Vm, _a: &mut Args) -> BResult {
    let st = tusk_value::gc::status();
    let mut out = tusk_value::ArrayData::with_capacity(4);
    for (k, v) in [
        ("runs", st.runs as i64),
        ("collected", st.collected as i64),
        ("threshold", st.threshold as i64),
        ("roots", st.roots as i64),
    ] {
        out.insert(tusk_value::Key::Str(PStr::from(k)), Value::Int(v));
    }
    Ok(Value::Arr(tusk_value::PArr::from_data(out)))
}

/// The running function's arguments, or php's Error at the top level.
fn caller_args(vm: &mut Vm, name: &str) -> Result<Vec<Value>, tusk_vm::Unwind> {
    match vm.func_args() {
        Some(a) => Ok(a),
        None if name == "func_num_args" => Err(vm.throw(
            "Error",
            "func_num_args() must be called from a function context",
        )),
        None => Err(vm.throw(
            "Error",
            &format!("{name}() cannot be called from the global scope"),
        )),
    }
}

// func_get_args() and func_num_args() without arguments are compiled to
// an instruction; these entries serve every other way of reaching them
// (a namespaced fallback, function_exists, callable strings).
fn func_get_args(vm: &mut Vm, _a: &mut Args) -> BResult {
    let a = caller_args(vm, "func_get_args")?;
    Ok(Value::Arr(tusk_value::PArr::from_values(a)))
}
fn func_num_args(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(caller_args(vm, "func_num_args")?.len() as i64))
}
fn func_get_arg(vm: &mut Vm, a: &mut Args) -> BResult {
    let pos = a.int(0);
    let args = caller_args(vm, "func_get_arg")?;
    if pos < 0 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to 0"));
    }
    match args.into_iter().nth(pos as usize) {
        Some(v) => Ok(v),
        None => Err(vm.arg_value_error(
            1,
            "must be less than the number of the arguments passed to the currently executed function",
        )),
    }
}

/// The extensions this engine provides, in the order php registers them
/// (its built-in ones first, then the shared ones Debian's conf.d loads):
/// what get_loaded_extensions() lists and extension_loaded() accepts.
pub fn loaded_extensions() -> Vec<&'static str> {
    const PHP_ORDER: [&str; 12] = [
        "Core",
        "date",
        "pcre",
        "hash",
        "json",
        "random",
        "Reflection",
        "SPL",
        "session",
        "standard",
        "ctype",
        "mbstring",
    ];
    let have: Vec<&str> = tusk_ext::modules().iter().map(|m| m.name).collect();
    let mut out: Vec<&'static str> = PHP_ORDER
        .iter()
        .copied()
        .filter(|n| matches!(*n, "Core" | "Reflection") || have.contains(n))
        .collect();
    for n in have {
        if !out.contains(&n) {
            out.push(n);
        }
    }
    out
}

fn extension_loaded(_vm: &mut Vm, a: &mut Args) -> BResult {
    let n = a.bytes(0);
    Ok(Value::Bool(
        loaded_extensions()
            .iter()
            .any(|e| e.as_bytes().eq_ignore_ascii_case(n)),
    ))
}

fn get_loaded_extensions(_vm: &mut Vm, a: &mut Args) -> BResult {
    // No Zend extensions (opcache is php's; tusk caches code itself).
    let list = if a.opt_bool(0, false) {
        Vec::new()
    } else {
        loaded_extensions()
    };
    Ok(Value::Arr(tusk_value::PArr::from_values(
        list.into_iter().map(Value::from).collect(),
    )))
}

/// php's version for the engine and for each of its extensions (they
/// report PHP_VERSION), false for an extension it does not have.
fn phpversion(_vm: &mut Vm, a: &mut Args) -> BResult {
    let known = match a.opt_str(0) {
        None => true,
        Some(n) => loaded_extensions()
            .iter()
            .any(|e| e.as_bytes().eq_ignore_ascii_case(n.as_bytes())),
    };
    Ok(if known {
        Value::from(crate::config::PHP_VERSION)
    } else {
        Value::Bool(false)
    })
}

const DEBUG_BACKTRACE_PROVIDE_OBJECT: i64 = 1;
const DEBUG_BACKTRACE_IGNORE_ARGS: i64 = 2;

fn debug_backtrace(vm: &mut Vm, a: &mut Args) -> BResult {
    let opts = a.opt_int(0, DEBUG_BACKTRACE_PROVIDE_OBJECT);
    let limit = a.opt_int(1, 0).max(0) as usize;
    Ok(vm.debug_backtrace(
        opts & DEBUG_BACKTRACE_PROVIDE_OBJECT != 0,
        opts & DEBUG_BACKTRACE_IGNORE_ARGS != 0,
        limit,
    ))
}

fn debug_print_backtrace(vm: &mut Vm, a: &mut Args) -> BResult {
    let opts = a.opt_int(0, 0);
    let limit = a.opt_int(1, 0).max(0) as usize;
    let text = vm.debug_backtrace_text(opts & DEBUG_BACKTRACE_IGNORE_ARGS != 0, limit);
    vm.echo(text.as_bytes());
    Ok(Value::Null)
}

/// Tusk keeps no allocator caches of its own to give back.
fn gc_mem_caches(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(0))
}

pub static CORE: Module = Module {
    name: "Core",
    classes: &[],
    functions: &[
        Builtin { sig: "function_exists(string $function): bool", f: function_exists },
        Builtin { sig: "debug_backtrace(int $options = DEBUG_BACKTRACE_PROVIDE_OBJECT, int $limit = 0): array", f: debug_backtrace },
        Builtin { sig: "debug_print_backtrace(int $options = 0, int $limit = 0): void", f: debug_print_backtrace },
        Builtin { sig: "extension_loaded(string $extension): bool", f: extension_loaded },
        Builtin { sig: "get_loaded_extensions(bool $zend_extensions = false): array", f: get_loaded_extensions },
        Builtin { sig: "phpversion(?string $extension = null): string|false", f: phpversion },
        Builtin { sig: "func_get_args(): array", f: func_get_args },
        Builtin { sig: "func_num_args(): int", f: func_num_args },
        Builtin { sig: "func_get_arg(int $position): mixed", f: func_get_arg },
        Builtin { sig: "get_defined_functions(bool $exclude_disabled = true): array", f: get_defined_functions },
        Builtin { sig: "define(string $constant_name, mixed $value, bool $case_insensitive = false): bool", f: define },
        Builtin { sig: "defined(string $constant_name): bool", f: defined },
        Builtin { sig: "constant(string $name): mixed", f: constant },
        Builtin { sig: "call_user_func(callable $callback, mixed ...$args): mixed", f: call_user_func },
        Builtin { sig: "call_user_func_array(callable $callback, array $args): mixed", f: call_user_func_array },
        Builtin { sig: "forward_static_call(callable $callback, mixed ...$args): mixed", f: forward_static_call },
        Builtin { sig: "forward_static_call_array(callable $callback, array $args): mixed", f: forward_static_call_array },
        Builtin { sig: "is_callable(mixed $value, bool $syntax_only = false, &$callable_name = null): bool", f: is_callable },
        Builtin { sig: "ini_get(string $option): string|false", f: ini_get },
        Builtin { sig: "ini_set(string $option, mixed $value): string|false", f: ini_set },
        Builtin { sig: "error_reporting(?int $error_level = null): int", f: error_reporting },
        Builtin { sig: "set_error_handler(?callable $callback, int $error_levels = E_ALL)", f: set_error_handler },
        Builtin { sig: "restore_error_handler(): bool", f: restore_error_handler },
        Builtin { sig: "trigger_error(string $message, int $error_level = E_USER_NOTICE): bool", f: trigger_error },
        Builtin { sig: "user_error(string $message, int $error_level = E_USER_NOTICE): bool", f: trigger_error },
        Builtin { sig: "register_shutdown_function(callable $callback, mixed ...$args): ?bool", f: register_shutdown_function },
        Builtin { sig: "set_time_limit(int $seconds): bool", f: set_time_limit },
        Builtin { sig: "error_log(string $message, int $message_type = 0, ?string $destination = null, ?string $additional_headers = null): bool", f: error_log },
        Builtin { sig: "gc_collect_cycles(): int", f: gc_collect_cycles },
        Builtin { sig: "gc_enable(): void", f: gc_enable },
        Builtin { sig: "gc_disable(): void", f: gc_disable },
        Builtin { sig: "gc_enabled(): bool", f: gc_enabled },
        Builtin { sig: "gc_status(): array", f: gc_status },
        Builtin { sig: "gc_mem_caches(): int", f: gc_mem_caches },
        Builtin { sig: "get_class(object $object = null): string", f: get_class },
        Builtin { sig: "assert(mixed $assertion, Throwable|string|null $description = null): bool", f: assert },
        Builtin { sig: "error_get_last(): ?array", f: error_get_last },
        Builtin { sig: "getenv(?string $name = null, bool $local_only = false): array|string|false", f: crate::env::getenv },
        Builtin { sig: "putenv(string $assignment): bool", f: crate::env::putenv },
        Builtin { sig: "error_clear_last(): void", f: error_clear_last },
        Builtin { sig: "set_exception_handler(?callable $callback)", f: set_exception_handler },
        Builtin { sig: "restore_exception_handler(): bool", f: restore_exception_handler },
        Builtin { sig: "ini_alter(string $option, mixed $value): string|false", f: ini_set },
        Builtin { sig: "ini_restore(string $option): void", f: ini_restore },
        Builtin { sig: "ini_get_all(?string $extension = null, bool $details = true): array|false", f: ini_get_all },
    ],
    constants: &[],
};

/// assert(): with zend.assertions=1 a falsy assertion throws AssertionError
/// (assert.exception) or warns; the compiler passes "assert(<expr>)" as the
/// description when none is given.
fn assert(vm: &mut Vm, a: &mut Args) -> BResult {
    let on = |vm: &Vm, k: &str, d: &str| {
        let v = vm.ini_get(k).map(|s| s.as_bytes().to_vec());
        let v = v.as_deref().unwrap_or(d.as_bytes());
        !(v.is_empty() || v == b"0" || v.eq_ignore_ascii_case(b"off"))
    };
    let level = vm
        .ini_get("zend.assertions")
        .map(|s| tusk_value::num::str_to_int(s.as_bytes()))
        .unwrap_or(1);
    if level != 1 || !on(vm, "assert.active", "1") || tusk_value::ops::to_bool(a.val(0)) {
        return Ok(Value::Bool(true));
    }
    let desc = a.get(1).map(|v| v.unref());
    if let Some(Value::Obj(o)) = &desc {
        return Err(tusk_vm::Unwind::Throw(o.clone()));
    }
    let msg = match &desc {
        Some(Value::Str(s)) => String::from_utf8_lossy(s.as_bytes()).into_owned(),
        _ => String::new(),
    };
    if on(vm, "assert.exception", "1") {
        return Err(vm.throw("AssertionError", &msg));
    }
    if on(vm, "assert.warning", "1") {
        vm.fn_warning(&format!(
            "{} failed",
            if msg.is_empty() { "Assertion" } else { &msg }
        ));
    }
    Ok(Value::Bool(false))
}
