//! ext/standard/file.c, first part: whole-file reads and writes and the
//! filesystem predicates that scripts (and the include tests) need first.
//! Streams (fopen and friends) come with the files-and-streams work.

use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Vm};

fn path_of(vm: &mut Vm, a: &Args, fname_arg: usize) -> Result<String, tusk_vm::Unwind> {
    let b = a.bytes(fname_arg);
    if b.contains(&0) {
        return Err(vm.arg_value_error(fname_arg + 1, "must not contain any null bytes"));
    }
    Ok(String::from_utf8_lossy(b).into_owned())
}

fn os_reason(e: &std::io::Error) -> &'static str {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory",
        std::io::ErrorKind::PermissionDenied => "Permission denied",
        std::io::ErrorKind::AlreadyExists => "File exists",
        _ => {
            if e.raw_os_error() == Some(21) {
                "Is a directory"
            } else {
                "Operation failed"
            }
        }
    }
}

fn file_put_contents(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_of(vm, a, 0)?;
    let data = match a.val(1) {
        Value::Arr(arr) => {
            let mut out = Vec::new();
            for v in arr.values() {
                out.extend_from_slice(vm.to_pstr(v)?.as_bytes());
            }
            out
        }
        v => {
            let v = v.clone();
            vm.to_pstr(&v)?.as_bytes().to_vec()
        }
    };
    let flags = a.opt_int(2, 0);
    let r = if flags & 8 != 0 {
        use std::io::Write;
        std::fs::OpenOptions::new()
            .append(true)
            .create(true)
            .open(&path)
            .and_then(|mut f| f.write_all(&data))
    } else {
        std::fs::write(&path, &data)
    };
    match r {
        Ok(()) => Ok(Value::Int(data.len() as i64)),
        Err(e) => {
            vm.fn_warning(&format!("Failed to open stream: {}", os_reason(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn file_get_contents(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_of(vm, a, 0)?;
    match std::fs::read(&path) {
        Ok(b) => Ok(Value::Str(PStr::new(&b))),
        Err(e) => {
            vm.fn_warning(&format!(
                "{}: Failed to open stream: {}",
                path,
                os_reason(&e)
            ));
            Ok(Value::Bool(false))
        }
    }
}

fn unlink(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_of(vm, a, 0)?;
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.fn_warning(&format!("{}: {}", path, os_reason(&e)));
            Ok(Value::Bool(false))
        }
    }
}

fn file_exists(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_of(vm, a, 0)?;
    Ok(Value::Bool(std::path::Path::new(&path).exists()))
}

fn is_file(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_of(vm, a, 0)?;
    Ok(Value::Bool(std::path::Path::new(&path).is_file()))
}

fn is_dir(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_of(vm, a, 0)?;
    Ok(Value::Bool(std::path::Path::new(&path).is_dir()))
}

fn basename(_vm: &mut Vm, a: &mut Args) -> BResult {
    let b = a.bytes(0);
    let mut end = b.len();
    while end > 0 && b[end - 1] == b'/' {
        end -= 1;
    }
    let start = b[..end]
        .iter()
        .rposition(|&c| c == b'/')
        .map(|i| i + 1)
        .unwrap_or(0);
    let mut name = &b[start..end];
    if let Some(sfx) = a.opt_str(1) {
        let s = sfx.as_bytes();
        if !s.is_empty() && name.len() > s.len() && name.ends_with(s) {
            name = &name[..name.len() - s.len()];
        }
    }
    Ok(Value::Str(PStr::new(name)))
}

fn dirname(_vm: &mut Vm, a: &mut Args) -> BResult {
    let b = a.bytes(0);
    let levels = a.opt_int(1, 1).max(1);
    let mut cur = b.to_vec();
    for _ in 0..levels {
        let mut end = cur.len();
        while end > 1 && cur[end - 1] == b'/' {
            end -= 1;
        }
        cur = match cur[..end].iter().rposition(|&c| c == b'/') {
            Some(0) => b"/".to_vec(),
            Some(i) => {
                let mut j = i;
                while j > 1 && cur[j - 1] == b'/' {
                    j -= 1;
                }
                cur[..j].to_vec()
            }
            None => b".".to_vec(),
        };
    }
    Ok(Value::Str(PStr::new(&cur)))
}

fn getcwd(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(match std::env::current_dir() {
        Ok(p) => Value::from(p.to_string_lossy().into_owned()),
        Err(_) => Value::Bool(false),
    })
}

pub static STANDARD_FILE: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin { sig: "file_put_contents(string $filename, mixed $data, int $flags = 0, $context = null): int|false", f: file_put_contents },
        Builtin { sig: "file_get_contents(string $filename, bool $use_include_path = false, $context = null, int $offset = 0, ?int $length = null): string|false", f: file_get_contents },
        Builtin { sig: "unlink(string $filename, $context = null): bool", f: unlink },
        Builtin { sig: "file_exists(string $filename): bool", f: file_exists },
        Builtin { sig: "is_file(string $filename): bool", f: is_file },
        Builtin { sig: "is_dir(string $filename): bool", f: is_dir },
        Builtin { sig: "basename(string $path, string $suffix = \"\"): string", f: basename },
        Builtin { sig: "dirname(string $path, int $levels = 1): string", f: dirname },
        Builtin { sig: "getcwd(): string|false", f: getcwd },
    ],
    constants: &[("FILE_APPEND", ConstVal::Int(8)), ("FILE_USE_INCLUDE_PATH", ConstVal::Int(1)), ("LOCK_EX", ConstVal::Int(2))],
};
