//! Response headers (ext/standard/head.c and main/SAPI.c's header rules):
//! header, header_remove, headers_sent, headers_list, http_response_code,
//! setcookie and setrawcookie, on the request's [`tusk_vm::sapi::Sapi`].
//! As in php, the CLI keeps no header list but does keep the response code.
//!
//! Not here: sending headers (the server), getallheaders and
//! fastcgi_finish_request (server-only functions, tusk-server).

use tusk_value::{PArr, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, ErrorLevel, Module, Unwind, Vm};

pub static STANDARD_HEAD: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "header(string $header, bool $replace = true, int $response_code = 0): void",
            f: header,
        },
        Builtin {
            sig: "header_remove(?string $name = null): void",
            f: header_remove,
        },
        Builtin {
            sig: "headers_sent(&$filename = null, &$line = null): bool",
            f: headers_sent,
        },
        Builtin {
            sig: "headers_list(): array",
            f: headers_list,
        },
        Builtin {
            sig: "http_response_code(int $response_code = 0): int|bool",
            f: http_response_code,
        },
        Builtin {
            sig: "setcookie(string $name, string $value = \"\", array|int $expires_or_options = 0, string $path = \"\", string $domain = \"\", bool $secure = false, bool $httponly = false): bool",
            f: setcookie,
        },
        Builtin {
            sig: "setrawcookie(string $name, string $value = \"\", array|int $expires_or_options = 0, string $path = \"\", string $domain = \"\", bool $secure = false, bool $httponly = false): bool",
            f: setrawcookie,
        },
    ],
    constants: &[],
};

/// php's "headers already sent" check; true (after the warning) when
/// headers can no longer change.
fn too_late(vm: &mut Vm) -> bool {
    if !vm.out.sent {
        return false;
    }
    let msg = match &vm.out.origin {
        Some((f, l)) => format!(
            "Cannot modify header information - headers already sent by (output started at {f}:{l})"
        ),
        None => "Cannot modify header information - headers already sent".to_string(),
    };
    vm.raise(ErrorLevel::Warning, &msg);
    true
}

fn trim_end(mut b: &[u8]) -> &[u8] {
    while let Some((&c, rest)) = b.split_last() {
        if !matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c) {
            break;
        }
        b = rest;
    }
    b
}

/// Sets the response code (php's sapi_update_response_code).
fn set_status(vm: &mut Vm, code: i64) {
    let code = code.clamp(0, u16::MAX as i64) as u16;
    if vm.sapi.status != code {
        vm.sapi.status_line = None;
        vm.sapi.status = code;
    }
}

/// php's sapi_header_op for header() (`replace`) and setcookie (add).
pub fn header_op(vm: &mut Vm, line: &[u8], replace: bool, code: i64) -> bool {
    if too_late(vm) {
        return false;
    }
    let line = trim_end(line);
    if line.iter().any(|&c| c == b'\n' || c == b'\r') {
        vm.raise(
            ErrorLevel::Warning,
            "Header may not contain more than a single header, new line detected",
        );
        return false;
    }
    if line.contains(&0) {
        vm.raise(ErrorLevel::Warning, "Header may not contain NUL bytes");
        return false;
    }
    if line.len() >= 5 && line[..5].eq_ignore_ascii_case(b"HTTP/") {
        let code = status_of(line);
        set_status(vm, code);
        vm.sapi.status_line = Some(line.to_vec());
        return true;
    }
    let colon = line.iter().position(|&c| c == b':');
    let line = match colon {
        Some(colon) if line[..colon].eq_ignore_ascii_case(b"Content-Type") => {
            let mut v = &line[colon + 1..];
            while v.first() == Some(&b' ') {
                v = &v[1..];
            }
            content_type_line(vm, v)
        }
        _ => line.to_vec(),
    };
    if let Some(colon) = colon {
        let name = &line[..colon];
        if name.eq_ignore_ascii_case(b"Location") {
            let s = vm.sapi.status;
            if !(300..=399).contains(&s) && s != 201 {
                if code != 0 {
                    set_status(vm, code);
                } else if vm.sapi.redirect_see_other {
                    set_status(vm, 303);
                } else {
                    set_status(vm, 302);
                }
            }
        } else if name.eq_ignore_ascii_case(b"WWW-Authenticate") {
            set_status(vm, 401);
        }
    }
    if code != 0 {
        set_status(vm, code);
    }
    if !vm.sapi.server {
        return true;
    }
    if replace {
        if let Some(colon) = line.iter().position(|&c| c == b':') {
            if vm
                .sapi
                .headers
                .iter()
                .any(|h| tusk_vm::sapi::header_named(h, &line[..colon]))
            {
                let name = line[..colon].to_vec();
                vm.sapi.remove(&name);
            }
        }
    }
    vm.sapi.headers.push(line);
    true
}

/// "Content-type: MIME", with sapi_apply_default_charset's rule: text/
/// types without a charset get ";charset=" and default_charset.
fn content_type_line(vm: &Vm, mime: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(14 + mime.len() + 16);
    out.extend_from_slice(b"Content-type: ");
    out.extend_from_slice(mime);
    if mime.starts_with(b"text/") && !mime.windows(8).any(|w| w == b"charset=") {
        if let Some(c) = vm.ini_get("default_charset").filter(|c| !c.is_empty()) {
            out.extend_from_slice(b";charset=");
            out.extend_from_slice(c.as_bytes());
        }
    }
    out
}

/// The code of a status line "HTTP/1.1 404 Not Found" (php's
/// sapi_extract_response_code: the number after the first space).
fn status_of(line: &[u8]) -> i64 {
    let Some(sp) = line.iter().position(|&c| c == b' ') else {
        return 0;
    };
    let rest = &line[sp + 1..];
    let n = rest.iter().take_while(|c| c.is_ascii_digit()).count();
    std::str::from_utf8(&rest[..n.min(9)])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

fn header(vm: &mut Vm, a: &mut Args) -> BResult {
    let line = a.bytes(0).to_vec();
    let replace = a.opt_bool(1, true);
    let code = a.opt_int(2, 0);
    header_op(vm, &line, replace, code);
    Ok(Value::Null)
}

fn header_remove(vm: &mut Vm, a: &mut Args) -> BResult {
    if too_late(vm) {
        return Ok(Value::Null);
    }
    match a.opt_str(0).map(|s| s.as_bytes().to_vec()) {
        None => vm.sapi.headers.clear(),
        Some(n) => {
            let n = trim_end(&n);
            if n.contains(&b':') {
                vm.raise(
                    ErrorLevel::Warning,
                    "Header to delete may not contain colon.",
                );
                return Ok(Value::Null);
            }
            vm.sapi.remove(n);
        }
    }
    Ok(Value::Null)
}

fn headers_sent(vm: &mut Vm, a: &mut Args) -> BResult {
    if !vm.out.sent {
        return Ok(Value::Bool(false));
    }
    let (f, l) = vm.out.origin.clone().unwrap_or_default();
    if !a.is_empty() {
        a.by_ref(0).set(Value::Str(PStr::from(f.as_bytes())));
    }
    if a.len() > 1 {
        a.by_ref(1).set(Value::Int(l as i64));
    }
    Ok(Value::Bool(true))
}

fn headers_list(vm: &mut Vm, _a: &mut Args) -> BResult {
    let items = vm
        .sapi
        .headers
        .iter()
        .map(|h| Value::Str(PStr::from(h.as_slice())))
        .collect();
    Ok(Value::Arr(PArr::from_values(items)))
}

fn http_response_code(vm: &mut Vm, a: &mut Args) -> BResult {
    let code = a.opt_int(0, 0);
    let old = vm.sapi.status;
    if code != 0 {
        set_status(vm, code);
        return Ok(if old != 0 {
            Value::Int(old as i64)
        } else {
            Value::Bool(true)
        });
    }
    Ok(if old == 0 {
        Value::Bool(false)
    } else {
        Value::Int(old as i64)
    })
}

fn setcookie(vm: &mut Vm, a: &mut Args) -> BResult {
    cookie(vm, a, true)
}

fn setrawcookie(vm: &mut Vm, a: &mut Args) -> BResult {
    cookie(vm, a, false)
}

/// A cookie's attributes, from the arguments or the options array.
#[derive(Default)]
struct Cookie {
    expires: i64,
    path: Vec<u8>,
    domain: Vec<u8>,
    secure: bool,
    httponly: bool,
    samesite: Vec<u8>,
}

const BAD_NAME: &str =
    "cannot contain \"=\", \",\", \";\", \" \", \"\\t\", \"\\r\", \"\\n\", \"\\013\", or \"\\014\"";
const BAD_VALUE: &str =
    "cannot contain \",\", \";\", \" \", \"\\t\", \"\\r\", \"\\n\", \"\\013\", or \"\\014\"";

fn has_bad(b: &[u8], eq: bool) -> bool {
    b.iter().any(|&c| {
        matches!(c, b',' | b';' | b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c) || (eq && c == b'=')
    })
}

fn cookie_options(vm: &mut Vm, a: &Args, c: &mut Cookie) -> Result<(), Unwind> {
    let opts = a.arr(2).clone();
    if a.len() > 3 {
        let m = format!(
            "{}(): Expects exactly 3 arguments when argument #3 ($expires_or_options) is an array",
            vm.cur_builtin
        );
        return Err(vm.throw("ArgumentCountError", &m));
    }
    for (k, v) in opts.iter() {
        let tusk_value::Key::Str(name) = k else {
            let m = format!(
                "{}(): option array cannot have numeric keys",
                vm.cur_builtin
            );
            return Err(vm.value_error(&m));
        };
        let name = name.as_bytes().to_ascii_lowercase();
        match name.as_slice() {
            b"expires" => c.expires = tusk_value::ops::to_int(v),
            b"path" => c.path = vm.to_pstr(v)?.as_bytes().to_vec(),
            b"domain" => c.domain = vm.to_pstr(v)?.as_bytes().to_vec(),
            b"secure" => c.secure = tusk_value::ops::to_bool(v),
            b"httponly" => c.httponly = tusk_value::ops::to_bool(v),
            b"samesite" => c.samesite = vm.to_pstr(v)?.as_bytes().to_vec(),
            _ => {
                let m = format!(
                    "{}(): option \"{}\" is invalid",
                    vm.cur_builtin,
                    String::from_utf8_lossy(&name)
                );
                return Err(vm.value_error(&m));
            }
        }
    }
    Ok(())
}

fn cookie(vm: &mut Vm, a: &mut Args, encode: bool) -> BResult {
    let name = a.bytes(0).to_vec();
    let value = a
        .opt_str(1)
        .map(|s| s.as_bytes().to_vec())
        .unwrap_or_default();
    let mut c = Cookie::default();
    if matches!(a.get(2).map(|v| v.unref()), Some(Value::Arr(_))) {
        cookie_options(vm, a, &mut c)?;
    } else {
        c.expires = a.opt_int(2, 0);
        c.path = a
            .opt_str(3)
            .map(|s| s.as_bytes().to_vec())
            .unwrap_or_default();
        c.domain = a
            .opt_str(4)
            .map(|s| s.as_bytes().to_vec())
            .unwrap_or_default();
        c.secure = a.opt_bool(5, false);
        c.httponly = a.opt_bool(6, false);
    }
    if name.is_empty() {
        return Err(vm.arg_value_error(1, "cannot be empty"));
    }
    if has_bad(&name, true) {
        return Err(vm.arg_value_error(1, BAD_NAME));
    }
    if !encode && has_bad(&value, false) {
        return Err(vm.arg_value_error(2, BAD_VALUE));
    }
    for (opt, v) in [("path", &c.path), ("domain", &c.domain)] {
        if has_bad(v, false) {
            let m = format!("{}(): \"{}\" option {}", vm.cur_builtin, opt, BAD_VALUE);
            return Err(vm.value_error(&m));
        }
    }
    let mut line = b"Set-Cookie: ".to_vec();
    line.extend_from_slice(&name);
    if value.is_empty() {
        line.extend_from_slice(b"=deleted; expires=");
        line.extend_from_slice(http_date(1).as_bytes());
        line.extend_from_slice(b"; Max-Age=0");
    } else {
        line.push(b'=');
        if encode {
            crate::standard::string::url::url_encode(&value, true, &mut line);
        } else {
            line.extend_from_slice(&value);
        }
        if c.expires > 0 {
            if c.expires >= 253_402_300_800 {
                let m = format!(
                    "{}(): \"expires\" option cannot have a year greater than 9999",
                    vm.cur_builtin
                );
                return Err(vm.value_error(&m));
            }
            line.extend_from_slice(b"; expires=");
            line.extend_from_slice(http_date(c.expires).as_bytes());
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0);
            line.extend_from_slice(format!("; Max-Age={}", (c.expires - now).max(0)).as_bytes());
        }
    }
    for (attr, v) in [(&b"; path="[..], &c.path), (b"; domain=", &c.domain)] {
        if !v.is_empty() {
            line.extend_from_slice(attr);
            line.extend_from_slice(v);
        }
    }
    if c.secure {
        line.extend_from_slice(b"; secure");
    }
    if c.httponly {
        line.extend_from_slice(b"; HttpOnly");
    }
    if !c.samesite.is_empty() {
        line.extend_from_slice(b"; SameSite=");
        line.extend_from_slice(&c.samesite);
    }
    Ok(Value::Bool(header_op(vm, &line, false, 0)))
}

/// "Thu, 01 Jan 1970 00:00:01 GMT" (the form php gives cookies).
pub fn http_date(ts: i64) -> String {
    match jiff::Timestamp::from_second(ts) {
        Ok(t) => t.strftime("%a, %d %b %Y %H:%M:%S GMT").to_string(),
        Err(_) => String::new(),
    }
}
