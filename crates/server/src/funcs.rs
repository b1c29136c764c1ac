//! What only a server request has: the request body parsed into $_POST
//! and $_FILES (php's rfc1867 handling: upload_max_filesize,
//! max_file_uploads, post_max_size, file_uploads, upload_tmp_dir) and the
//! functions php-fpm adds: getallheaders, fastcgi_finish_request,
//! is_uploaded_file, move_uploaded_file, connection_aborted,
//! connection_status, ignore_user_abort.
//! Not here: header() and friends (tusk-ext standard/head.rs).

use crate::conn::Ctx;
use std::cell::RefCell;
use std::path::PathBuf;
use tusk_http::multipart;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

pub static SERVER_FUNCS: Module = Module {
    name: "tusk-server",
    classes: &[],
    functions: &[
        Builtin {
            sig: "getallheaders(): array",
            f: getallheaders,
        },
        Builtin {
            sig: "apache_request_headers(): array",
            f: getallheaders,
        },
        Builtin {
            sig: "fastcgi_finish_request(): bool",
            f: fastcgi_finish_request,
        },
        Builtin {
            sig: "is_uploaded_file(string $filename): bool",
            f: is_uploaded_file,
        },
        Builtin {
            sig: "move_uploaded_file(string $from, string $to): bool",
            f: move_uploaded_file,
        },
        Builtin {
            sig: "connection_aborted(): int",
            f: connection_aborted,
        },
        Builtin {
            sig: "connection_status(): int",
            f: connection_status,
        },
        Builtin {
            sig: "ignore_user_abort(?bool $enable = null): int",
            f: ignore_user_abort,
        },
        Builtin {
            sig: "tusk_handle_request(mixed $handler): bool",
            f: crate::workermode::tusk_handle_request,
        },
    ],
    constants: &[],
};

thread_local! {
    /// Temporary files of this request's uploads (deleted at its end
    /// unless moved).
    static UPLOADS: RefCell<Vec<PathBuf>> = const { RefCell::new(Vec::new()) };
}

/// Deletes the request's uploaded files that were not moved.
pub fn end_request() {
    let files = UPLOADS.with(|u| std::mem::take(&mut *u.borrow_mut()));
    for f in files {
        let _ = std::fs::remove_file(f);
    }
}

fn getallheaders(vm: &mut Vm, _a: &mut Args) -> BResult {
    let mut a = PArr::new();
    let d = a.make_mut();
    for (n, v) in &vm.sapi.request_headers {
        d.insert(Key::from_bytes(n), Value::Str(PStr::from(v.as_slice())));
    }
    Ok(Value::Arr(a))
}

fn fastcgi_finish_request(vm: &mut Vm, _a: &mut Args) -> BResult {
    if vm.sapi.finished {
        return Ok(Value::Bool(false));
    }
    // Everything buffered goes out with the response, as in php-fpm.
    let _ = vm.output_end_all();
    vm.out.flush();
    vm.sapi.finished = true;
    if let Some(h) = vm.sapi.hooks.clone() {
        h.finish(&vm.sapi);
    }
    Ok(Value::Bool(true))
}

fn is_uploaded(p: &[u8]) -> bool {
    UPLOADS.with(|u| {
        u.borrow()
            .iter()
            .any(|f| f.as_os_str().as_encoded_bytes() == p)
    })
}

fn is_uploaded_file(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Bool(is_uploaded(a.bytes(0))))
}

fn move_uploaded_file(vm: &mut Vm, a: &mut Args) -> BResult {
    let from = a.bytes(0).to_vec();
    let to = a.bytes(1).to_vec();
    if !is_uploaded(&from) {
        return Ok(Value::Bool(false));
    }
    let from_p = PathBuf::from(String::from_utf8_lossy(&from).into_owned());
    let to_p = PathBuf::from(String::from_utf8_lossy(&to).into_owned());
    let moved = std::fs::rename(&from_p, &to_p).is_ok() || std::fs::copy(&from_p, &to_p).is_ok();
    if !moved {
        let m = format!(
            "Unable to move \"{}\" to \"{}\"",
            String::from_utf8_lossy(&from),
            String::from_utf8_lossy(&to)
        );
        vm.fn_warning(&m);
        return Ok(Value::Bool(false));
    }
    let _ = std::fs::remove_file(&from_p);
    UPLOADS.with(|u| u.borrow_mut().retain(|f| f != &from_p));
    Ok(Value::Bool(true))
}

fn aborted(vm: &Vm) -> bool {
    vm.sapi.hooks.as_ref().is_some_and(|h| h.aborted())
}

fn connection_aborted(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(aborted(vm) as i64))
}

fn connection_status(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(aborted(vm) as i64))
}

fn ignore_user_abort(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = vm.sapi.ignore_user_abort as i64;
    if let Some(v) = a.get(0).map(|v| v.unref()) {
        if !matches!(v, Value::Null) {
            vm.sapi.ignore_user_abort = tusk_value::ops::to_bool(&v);
        }
    }
    Ok(Value::Int(old))
}

fn quantity(ctx: &Ctx, key: &str, default: i64) -> i64 {
    ctx.shared
        .opts
        .config
        .get(key)
        .map(tusk_vm::runtime::parse_quantity)
        .unwrap_or(default)
}

/// php's $_POST and $_FILES for a POST body.
pub fn parse_body(
    ctx: &Ctx,
    content_type: Option<&[u8]>,
    body: &[u8],
    seps: &[u8],
    post: &mut PArr,
    files: &mut PArr,
) {
    let post_max = quantity(ctx, "post_max_size", 8 << 20);
    if post_max > 0 && body.len() as i64 > post_max {
        // php warns at request startup and leaves both arrays empty.
        startup_warnings_push(format!(
            "PHP Request Startup: POST Content-Length of {} bytes exceeds the limit of {} bytes",
            body.len(),
            post_max
        ));
        return;
    }
    let Some(ct) = content_type else {
        return;
    };
    let ct = multipart::parse_content_type(ct);
    if ct.is("application/x-www-form-urlencoded") {
        tusk_ext::standard::string::url::parse_query_into(post, body, seps);
    } else if ct.is("multipart/form-data") {
        let Some(boundary) = ct.boundary() else {
            startup_warnings_push(
                "PHP Request Startup: Missing boundary in multipart/form-data POST data".into(),
            );
            return;
        };
        let Ok(parts) = multipart::parse_multipart(body, boundary, &Default::default()) else {
            return;
        };
        let max_size = quantity(ctx, "upload_max_filesize", 2 << 20);
        let max_files = quantity(ctx, "max_file_uploads", 20);
        let uploads_on = ctx
            .shared
            .opts
            .config
            .get("file_uploads")
            .is_none_or(tusk_engine::config::parse_bool);
        let tmp_dir = ctx
            .shared
            .opts
            .config
            .get("upload_tmp_dir")
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
            .unwrap_or_else(std::env::temp_dir);
        let mut nfiles = 0;
        for p in &parts {
            let Some(name) = p.name.as_deref() else {
                continue;
            };
            if !p.is_file() {
                tusk_ext::standard::string::url::register_variable(
                    post,
                    name,
                    Value::Str(PStr::from(p.data)),
                );
                continue;
            }
            if !uploads_on {
                continue;
            }
            nfiles += 1;
            if nfiles > max_files {
                startup_warnings_push(
                    "PHP Request Startup: Maximum number of allowable file uploads has been exceeded"
                        .into(),
                );
                break;
            }
            let fname: Vec<u8> = match (&p.filename_star, &p.filename) {
                (Some(s), _) => s.clone(),
                (None, Some(f)) => f.to_vec(),
                (None, None) => Vec::new(),
            };
            // php keeps only the part after the last slash or backslash.
            let base = fname
                .rsplit(|&c| c == b'/' || c == b'\\')
                .next()
                .unwrap_or(&[])
                .to_vec();
            let ctype = p.content_type.unwrap_or(b"").to_vec();
            let (err, tmp, size) = if fname.is_empty() {
                (4, Vec::new(), 0)
            } else if max_size > 0 && p.data.len() as i64 > max_size {
                (1, Vec::new(), 0)
            } else {
                match store_upload(&tmp_dir, p.data) {
                    Some(path) => (
                        0,
                        path.as_os_str().as_encoded_bytes().to_vec(),
                        p.data.len(),
                    ),
                    None => (7, Vec::new(), 0),
                }
            };
            let entries: [(&str, Value); 6] = [
                ("name", Value::Str(PStr::from(base))),
                ("full_path", Value::Str(PStr::from(fname))),
                ("type", Value::Str(PStr::from(ctype))),
                ("tmp_name", Value::Str(PStr::from(tmp))),
                ("error", Value::Int(err)),
                ("size", Value::Int(size as i64)),
            ];
            // "f[a][]" gives $_FILES['f']['name']['a'][] (php's layout).
            let split = name.iter().position(|&c| c == b'[').unwrap_or(name.len());
            for (attr, v) in entries {
                let mut key = name[..split].to_vec();
                key.push(b'[');
                key.extend_from_slice(attr.as_bytes());
                key.push(b']');
                key.extend_from_slice(&name[split..]);
                tusk_ext::standard::string::url::register_variable(files, &key, v);
            }
        }
    }
}

/// Writes an upload to a fresh file in `dir`.
fn store_upload(dir: &std::path::Path, data: &[u8]) -> Option<PathBuf> {
    use std::io::Write;
    for _ in 0..16 {
        let n: u64 = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
            ^ (std::process::id() as u64) << 32;
        let name = format!("php{}", base62(n.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
        let path = dir.join(name);
        let f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path);
        if let Ok(mut f) = f {
            if f.write_all(data).is_err() {
                let _ = std::fs::remove_file(&path);
                return None;
            }
            UPLOADS.with(|u| u.borrow_mut().push(path.clone()));
            return Some(path);
        }
    }
    None
}

fn base62(mut n: u64) -> String {
    const D: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut s = Vec::new();
    for _ in 0..6 {
        s.push(D[(n % 62) as usize]);
        n /= 62;
    }
    String::from_utf8(s).unwrap_or_default()
}

thread_local! {
    /// Warnings raised while the request starts (php reports them as the
    /// script begins: "PHP Request Startup: ..." in Unknown on line 0).
    static STARTUP: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn startup_warnings_push(m: String) {
    STARTUP.with(|s| s.borrow_mut().push(m));
}

/// The startup warnings of this request (reported before the script).
pub fn take_startup_warnings() -> Vec<String> {
    STARTUP.with(|s| std::mem::take(&mut *s.borrow_mut()))
}
