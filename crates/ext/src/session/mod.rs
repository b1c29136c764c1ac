//! ext/session: session_start and the session_* functions, $_SESSION, the
//! save handler interfaces and SessionHandler, and the request-end write
//! (php's RSHUTDOWN, [`request_shutdown`], called by the engine).
//! The session's state is per request, in a thread-local reset by
//! [`reset`]. Not here: the files handler (files.rs) and the data formats
//! (codec.rs).

mod codec;
mod files;
mod handler;

use std::cell::RefCell;
use tusk_value::{Key, PArr, PObj, PRef, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, ConstVal, ErrorLevel, Module, Unwind, Vm};

pub use handler::{
    SESSION_HANDLER, SESSION_HANDLER_INTERFACE, SESSION_ID_INTERFACE, SESSION_UPDATE_TS,
};

/// The save handler in use.
#[derive(Clone, Default)]
pub(crate) enum Handler {
    #[default]
    Files,
    /// A SessionHandlerInterface object.
    Obj(PObj),
    /// The callables: open, close, read, write, destroy, gc, create_sid,
    /// validate_sid, update_timestamp (the last three optional).
    Calls(Vec<Value>),
}

#[derive(Default)]
struct State {
    active: bool,
    id: Vec<u8>,
    sess: Option<PRef>,
    handler: Handler,
    /// The data as read (lazy_write compares).
    read_data: Option<Vec<u8>>,
    send_cookie: bool,
    /// SID is "name=id" (the id did not come from a cookie and
    /// use_only_cookies is off).
    define_sid: bool,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::default());
}

/// Per-request reset (tusk_ext::reset_request_state).
pub fn reset() {
    STATE.with(|s| *s.borrow_mut() = State::default());
    files::reset();
}

fn st<R>(f: impl FnOnce(&mut State) -> R) -> R {
    STATE.with(|s| f(&mut s.borrow_mut()))
}

pub(crate) fn is_active() -> bool {
    st(|s| s.active)
}

pub static SESSION: Module = Module {
    name: "session",
    classes: &[
        SESSION_HANDLER_INTERFACE,
        SESSION_ID_INTERFACE,
        SESSION_UPDATE_TS,
        SESSION_HANDLER,
    ],
    functions: &[
        Builtin { sig: "session_start(array $options = []): bool", f: session_start },
        Builtin { sig: "session_id(?string $id = null): string|false", f: session_id },
        Builtin { sig: "session_name(?string $name = null): string|false", f: session_name },
        Builtin { sig: "session_status(): int", f: session_status },
        Builtin { sig: "session_write_close(): bool", f: session_write_close },
        Builtin { sig: "session_commit(): bool", f: session_write_close },
        Builtin { sig: "session_abort(): bool", f: session_abort },
        Builtin { sig: "session_reset(): bool", f: session_reset },
        Builtin { sig: "session_destroy(): bool", f: session_destroy },
        Builtin { sig: "session_unset(): bool", f: session_unset },
        Builtin { sig: "session_encode(): string|false", f: session_encode },
        Builtin { sig: "session_decode(string $data): bool", f: session_decode },
        Builtin { sig: "session_regenerate_id(bool $delete_old_session = false): bool", f: session_regenerate_id },
        Builtin { sig: "session_create_id(string $prefix = \"\"): string|false", f: session_create_id },
        Builtin { sig: "session_gc(): int|false", f: session_gc },
        Builtin { sig: "session_save_path(?string $path = null): string|false", f: session_save_path },
        Builtin { sig: "session_module_name(?string $module = null): string|false", f: session_module_name },
        Builtin { sig: "session_cache_limiter(?string $value = null): string|false", f: session_cache_limiter },
        Builtin { sig: "session_cache_expire(?int $value = null): int|false", f: session_cache_expire },
        Builtin { sig: "session_set_cookie_params(array|int $lifetime_or_options, ?string $path = null, ?string $domain = null, ?bool $secure = null, ?bool $httponly = null): bool", f: session_set_cookie_params },
        Builtin { sig: "session_get_cookie_params(): array", f: session_get_cookie_params },
        Builtin { sig: "session_set_save_handler($open, $close = null, $read = null, $write = null, $destroy = null, $gc = null, $create_sid = null, $validate_sid = null, $update_timestamp = null): bool", f: session_set_save_handler },
        Builtin { sig: "session_register_shutdown(): void", f: session_register_shutdown },
    ],
    constants: &[
        ("PHP_SESSION_DISABLED", ConstVal::Int(0)),
        ("PHP_SESSION_NONE", ConstVal::Int(1)),
        ("PHP_SESSION_ACTIVE", ConstVal::Int(2)),
    ],
};

// ------------------------------------------------------------ helpers

fn ini(vm: &Vm, k: &str) -> Vec<u8> {
    vm.ini_get(k)
        .map(|v| v.as_bytes().to_vec())
        .unwrap_or_default()
}

fn ini_int(vm: &Vm, k: &str) -> i64 {
    tusk_value::num::str_to_int(&ini(vm, k))
}

fn ini_bool(vm: &Vm, k: &str) -> bool {
    let v = ini(vm, k);
    let l = v.to_ascii_lowercase();
    matches!(l.as_slice(), b"on" | b"yes" | b"true") || tusk_value::num::str_to_int(&v) != 0
}

fn s(v: &[u8]) -> Value {
    Value::Str(PStr::from(v))
}

fn to_bool(v: &Value) -> bool {
    tusk_value::ops::to_bool(&v.unref())
}

/// A warning prefixed by the running function, or "Unknown" at request
/// end (php_error_docref outside a function).
pub(crate) fn warn(vm: &mut Vm, msg: &str) {
    warn_level(vm, ErrorLevel::Warning, msg);
}

fn warn_level(vm: &mut Vm, level: ErrorLevel, msg: &str) {
    let m = if vm.cur_builtin.is_empty() {
        format!("Unknown: {msg}")
    } else {
        format!("{}(): {msg}", vm.cur_builtin)
    };
    vm.raise(level, &m);
}

fn headers_sent(vm: &Vm) -> bool {
    vm.out.sent
}

fn sent_origin(vm: &Vm) -> String {
    match &vm.out.origin {
        Some((f, l)) => format!(" (output started at {f}:{l})"),
        None => String::new(),
    }
}

fn module_name(h: &Handler) -> &'static str {
    match h {
        Handler::Files => "files",
        _ => "user",
    }
}

/// A new session id: session.sid_length characters of
/// session.sid_bits_per_character random bits.
pub(crate) fn new_id(vm: &Vm) -> Vec<u8> {
    const TAB: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ,-";
    let len = ini_int(vm, "session.sid_length").clamp(22, 256) as usize;
    let bits = ini_int(vm, "session.sid_bits_per_character").clamp(4, 6) as u32;
    let mut rnd = vec![0u8; len];
    if let Ok(mut f) = std::fs::File::open("/dev/urandom") {
        use std::io::Read;
        let _ = f.read_exact(&mut rnd);
    }
    rnd.iter()
        .map(|b| TAB[(*b as u32 & ((1 << bits) - 1)) as usize])
        .collect()
}

fn cur_global(vm: &mut Vm) -> PRef {
    if let Some(r) = st(|s| s.sess.clone()) {
        return r;
    }
    let r = vm.global_ref(b"_SESSION");
    st(|s| s.sess = Some(r.clone()));
    r
}

/// Makes `$_SESSION` the global the session writes back (a fresh cell, as
/// php's session_start re-creates it).
fn set_session_array(vm: &mut Vm, a: PArr) {
    let r = vm.global_ref(b"_SESSION");
    r.set(Value::Arr(a));
    st(|s| s.sess = Some(r));
}

// ------------------------------------------------------------ handler calls

fn handler() -> Handler {
    st(|s| s.handler.clone())
}

/// Calls method/callable `i` of a user handler (`name` its method name).
fn user_call(
    vm: &mut Vm,
    h: &Handler,
    i: usize,
    name: &[u8],
    args: Vec<Value>,
) -> Result<Option<Value>, Unwind> {
    match h {
        Handler::Obj(o) => Ok(vm.call_method_named(o, name, args)?.map(|v| v.unref())),
        Handler::Calls(c) => match c.get(i) {
            Some(f) if !f.is_null() => Ok(Some(vm.call_value(f, args)?.unref())),
            _ => Ok(None),
        },
        Handler::Files => Ok(None),
    }
}

/// php's check of what a user handler's open/close/write/destroy return:
/// a bool; 0 and -1 are deprecated (success and failure); else TypeError.
fn bool_ret(vm: &mut Vm, v: Option<Value>) -> Result<bool, Unwind> {
    let m =
        |t: &str| format!("Session callback must have a return value of type bool, {t} returned");
    match v {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(b),
        Some(Value::Int(i)) if i == 0 || i == -1 => {
            warn_level(vm, ErrorLevel::Deprecated, &m("int"));
            Ok(i == 0)
        }
        Some(v) => Err(vm.type_error(&m(&tusk_value::ops::type_name(&v)))),
    }
}

fn save_path(vm: &Vm) -> Vec<u8> {
    ini(vm, "session.save_path")
}

fn h_open(vm: &mut Vm) -> Result<bool, Unwind> {
    let h = handler();
    match h {
        Handler::Files => Ok(files::open(&save_path(vm))),
        _ => {
            let args = vec![s(&save_path(vm)), s(&ini(vm, "session.name"))];
            {
                let r = user_call(vm, &h, 0, b"open", args)?;
                bool_ret(vm, r)
            }
        }
    }
}

fn h_close(vm: &mut Vm) -> Result<bool, Unwind> {
    let h = handler();
    match h {
        Handler::Files => Ok(files::close()),
        _ => {
            let r = user_call(vm, &h, 1, b"close", vec![])?;
            bool_ret(vm, r)
        }
    }
}

/// The files handler's read with php's warnings (also SessionHandler::read).
pub(crate) fn files_read(vm: &mut Vm, id: &[u8]) -> Option<Vec<u8>> {
    if !files::valid_key(id) {
        vm.fn_warning("Session ID is too long or contains illegal characters. Only the A-Z, a-z, 0-9, \"-\", and \",\" characters are allowed");
        return None;
    }
    match files::read(id) {
        Ok(d) => Some(d),
        Err(m) => {
            vm.fn_warning(&m);
            None
        }
    }
}

pub(crate) fn files_write(vm: &mut Vm, id: &[u8], data: &[u8]) -> bool {
    if !files::valid_key(id) {
        return false;
    }
    match files::write(id, data) {
        Ok(()) => true,
        Err(m) => {
            vm.fn_warning(&m);
            false
        }
    }
}

fn h_read(vm: &mut Vm, id: &[u8]) -> Result<Option<Vec<u8>>, Unwind> {
    let h = handler();
    match h {
        Handler::Files => Ok(files_read(vm, id)),
        _ => match user_call(vm, &h, 2, b"read", vec![s(id)])? {
            Some(Value::Str(d)) => Ok(Some(d.as_bytes().to_vec())),
            // Anything but a string is a failure.
            _ => Ok(None),
        },
    }
}

fn h_write(vm: &mut Vm, id: &[u8], data: &[u8]) -> Result<bool, Unwind> {
    let h = handler();
    match h {
        Handler::Files => Ok(files_write(vm, id, data)),
        _ => {
            let r = user_call(vm, &h, 3, b"write", vec![s(id), s(data)])?;
            bool_ret(vm, r)
        }
    }
}

fn h_destroy(vm: &mut Vm, id: &[u8]) -> Result<bool, Unwind> {
    let h = handler();
    match h {
        Handler::Files => Ok(files::destroy(id)),
        _ => {
            let r = user_call(vm, &h, 4, b"destroy", vec![s(id)])?;
            bool_ret(vm, r)
        }
    }
}

fn h_gc(vm: &mut Vm) -> Result<Option<i64>, Unwind> {
    let max = ini_int(vm, "session.gc_maxlifetime");
    let h = handler();
    match h {
        Handler::Files => Ok(Some(files::gc(max))),
        _ => match user_call(vm, &h, 5, b"gc", vec![Value::Int(max)])? {
            Some(Value::Int(n)) => Ok(Some(n)),
            Some(Value::Bool(true)) => Ok(Some(1)),
            _ => Ok(None),
        },
    }
}

fn h_create_sid(vm: &mut Vm) -> Result<Vec<u8>, Unwind> {
    let h = handler();
    let user = match &h {
        Handler::Obj(o) if vm.instance_of(o, b"SessionIdInterface") => {
            user_call(vm, &h, 6, b"create_sid", vec![])?
        }
        Handler::Calls(_) => user_call(vm, &h, 6, b"create_sid", vec![])?,
        _ => None,
    };
    match user {
        Some(Value::Str(id)) => Ok(id.as_bytes().to_vec()),
        Some(_) => Err(vm.throw("Error", "Session id must be a string")),
        None => Ok(new_id(vm)),
    }
}

fn h_validate(vm: &mut Vm, id: &[u8]) -> Result<bool, Unwind> {
    let h = handler();
    match &h {
        Handler::Files => Ok(files::exists(id)),
        Handler::Obj(o) if vm.instance_of(o, b"SessionUpdateTimestampHandlerInterface") => {
            Ok(user_call(vm, &h, 7, b"validateid", vec![s(id)])?.is_some_and(|v| to_bool(&v)))
        }
        Handler::Calls(c) if c.get(7).is_some_and(|v| !v.is_null()) => {
            Ok(user_call(vm, &h, 7, b"validateid", vec![s(id)])?.is_some_and(|v| to_bool(&v)))
        }
        _ => Ok(true),
    }
}

fn h_update_ts(vm: &mut Vm, id: &[u8], data: &[u8]) -> Result<bool, Unwind> {
    let h = handler();
    match &h {
        Handler::Files => Ok(files::update_timestamp(id)),
        Handler::Obj(o) if vm.instance_of(o, b"SessionUpdateTimestampHandlerInterface") => Ok(
            user_call(vm, &h, 8, b"updatetimestamp", vec![s(id), s(data)])?
                .is_some_and(|v| to_bool(&v)),
        ),
        Handler::Calls(c) if c.get(8).is_some_and(|v| !v.is_null()) => {
            Ok(
                user_call(vm, &h, 8, b"updatetimestamp", vec![s(id), s(data)])?
                    .is_some_and(|v| to_bool(&v)),
            )
        }
        _ => h_write(vm, id, data),
    }
}

// ------------------------------------------------------------ headers

fn send_cookie(vm: &mut Vm) {
    if !ini_bool(vm, "session.use_cookies") {
        return;
    }
    let name = ini(vm, "session.name");
    if name.iter().any(|c| b"=,;.[ \t\r\n\x0b\x0c".contains(c)) {
        warn(
            vm,
            "session.name cannot contain any of the following '=,;.[ \\t\\r\\n\\013\\014'",
        );
        return;
    }
    let id = st(|s| s.id.clone());
    let mut prefix = b"Set-Cookie: ".to_vec();
    crate::standard::string::url::url_encode(&name, false, &mut prefix);
    prefix.push(b'=');
    if headers_sent(vm) {
        let m = format!(
            "Session cookie cannot be sent after headers have already been sent{}",
            sent_origin(vm)
        );
        vm.fn_warning(&m);
        return;
    }
    vm.sapi.headers.retain(|h| !h.starts_with(&prefix));
    let mut line = prefix;
    crate::standard::string::url::url_encode(&id, false, &mut line);
    let lifetime = ini_int(vm, "session.cookie_lifetime");
    if lifetime > 0 {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0);
        line.extend_from_slice(b"; expires=");
        line.extend_from_slice(crate::standard::head::http_date(now + lifetime).as_bytes());
        line.extend_from_slice(format!("; Max-Age={lifetime}").as_bytes());
    }
    for (attr, k) in [
        (&b"; path="[..], "session.cookie_path"),
        (b"; domain=", "session.cookie_domain"),
    ] {
        let v = ini(vm, k);
        if !v.is_empty() {
            line.extend_from_slice(attr);
            line.extend_from_slice(&v);
        }
    }
    if ini_bool(vm, "session.cookie_secure") {
        line.extend_from_slice(b"; secure");
    }
    if ini_bool(vm, "session.cookie_httponly") {
        line.extend_from_slice(b"; HttpOnly");
    }
    let ss = ini(vm, "session.cookie_samesite");
    if !ss.is_empty() {
        line.extend_from_slice(b"; SameSite=");
        line.extend_from_slice(&ss);
    }
    crate::standard::head::header_op(vm, &line, false, 0);
}

/// php's cache limiter headers (nocache, private, private_no_expire, public).
fn cache_limiter(vm: &mut Vm) {
    let lim = ini(vm, "session.cache_limiter");
    if lim.is_empty() || headers_sent(vm) {
        return;
    }
    let max = ini_int(vm, "session.cache_expire") * 60;
    const PAST: &[u8] = b"Expires: Thu, 19 Nov 1981 08:52:00 GMT";
    let mut lines: Vec<Vec<u8>> = Vec::new();
    match lim.as_slice() {
        b"nocache" => {
            lines.push(PAST.to_vec());
            lines.push(b"Cache-Control: no-store, no-cache, must-revalidate".to_vec());
            lines.push(b"Pragma: no-cache".to_vec());
        }
        b"private" => {
            lines.push(PAST.to_vec());
            lines.push(format!("Cache-Control: private, max-age={max}").into_bytes());
        }
        b"private_no_expire" => {
            lines.push(format!("Cache-Control: private, max-age={max}").into_bytes());
        }
        b"public" => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or(0);
            lines.push(
                format!("Expires: {}", crate::standard::head::http_date(now + max)).into_bytes(),
            );
            lines.push(format!("Cache-Control: public, max-age={max}").into_bytes());
        }
        _ => return,
    }
    if lim != b"nocache" {
        if let Some(lm) = last_modified(vm) {
            lines.push(lm);
        }
    }
    for l in lines {
        crate::standard::head::header_op(vm, &l, true, 0);
    }
}

/// "Last-Modified:" with the script's mtime (php's last_modified()).
fn last_modified(vm: &mut Vm) -> Option<Vec<u8>> {
    // The request's script (php's path_translated), not $_SERVER, which
    // auto_globals_jit may not have made.
    if vm.script_path().is_empty() {
        return None;
    }
    let m = std::fs::metadata(vm.script_path()).ok()?;
    let secs = m
        .modified()
        .ok()?
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_secs() as i64;
    Some(format!("Last-Modified: {}", crate::standard::head::http_date(secs)).into_bytes())
}

/// The SID constant: "name=id", or "" when cookies carry the id.
fn define_sid_constant(vm: &mut Vm) {
    let v = if st(|s| s.define_sid) {
        let mut v = ini(vm, "session.name");
        v.push(b'=');
        v.extend(st(|s| s.id.clone()));
        v
    } else {
        Vec::new()
    };
    vm.define_constant(b"SID", s(&v));
}

// ------------------------------------------------------------ life cycle

/// Starts the session (php_session_start); false after a warning.
fn start(vm: &mut Vm) -> Result<bool, Unwind> {
    let name = ini(vm, "session.name");
    let mut id = st(|s| s.id.clone());
    let mut send = true;
    if id.is_empty() && ini_bool(vm, "session.use_cookies") {
        let c = vm.global_ref(b"_COOKIE").get();
        if let Value::Arr(c) = c.unref() {
            if let Some(v) = c.get_str(&name) {
                if let Value::Str(v) = v.unref() {
                    id = v.as_bytes().to_vec();
                    send = false;
                }
            }
        }
    }
    // Without use_only_cookies the id may come from the query or the body.
    if id.is_empty() && !ini_bool(vm, "session.use_only_cookies") {
        for g in [&b"_GET"[..], b"_POST"] {
            if let Value::Arr(a) = vm.global_ref(g).get().unref() {
                if let Some(Value::Str(v)) = a.get_str(&name).map(|v| v.unref()) {
                    id = v.as_bytes().to_vec();
                    break;
                }
            }
        }
    }
    // php drops an id with characters that are unsafe in HTML.
    if id.iter().any(|c| b"\r\n\t <>'\"\\".contains(c)) {
        id.clear();
    }
    st(|s| {
        s.active = true;
        s.id = id.clone();
        s.send_cookie = send;
    });
    if !h_open(vm)? {
        // php_session_abort: the handler is closed again.
        h_close(vm)?;
        st(|s| s.active = false);
        let m = format!(
            "Failed to initialize storage module: {} (path: {})",
            module_name(&handler()),
            String::from_utf8_lossy(&save_path(vm))
        );
        vm.fn_warning(&m);
        return Ok(false);
    }
    if id.is_empty() {
        id = h_create_sid(vm)?;
        st(|s| {
            s.id = id.clone();
            s.send_cookie = true;
        });
    } else if ini_bool(vm, "session.use_strict_mode") && !h_validate(vm, &id)? {
        id = h_create_sid(vm)?;
        st(|s| {
            s.id = id.clone();
            s.send_cookie = true;
        });
    }
    if st(|s| s.send_cookie) {
        send_cookie(vm);
        st(|s| s.send_cookie = false);
    }
    let define_sid = send && !ini_bool(vm, "session.use_only_cookies");
    st(|s| s.define_sid = define_sid);
    define_sid_constant(vm);
    let Some(data) = h_read(vm, &id)? else {
        set_session_array(vm, PArr::new());
        h_close(vm)?;
        st(|s| {
            s.active = false;
            s.id.clear();
        });
        let m = format!(
            "Failed to read session data: {} (path: {})",
            module_name(&handler()),
            String::from_utf8_lossy(&save_path(vm))
        );
        vm.fn_warning(&m);
        return Ok(false);
    };
    st(|s| s.read_data = Some(data.clone()));
    if !decode_into_session(vm, &data, true)? {
        return Ok(false);
    }
    // Garbage collection by probability.
    let prob = ini_int(vm, "session.gc_probability");
    let div = ini_int(vm, "session.gc_divisor");
    if prob > 0 && div > 0 {
        let mut b = [0u8; 4];
        if let Ok(mut f) = std::fs::File::open("/dev/urandom") {
            use std::io::Read;
            let _ = f.read_exact(&mut b);
        }
        let r = (u32::from_le_bytes(b) as i64) % div;
        if r < prob {
            h_gc(vm)?;
        }
    }
    cache_limiter(vm);
    Ok(true)
}

/// Decodes `data` into a new `$_SESSION` (`fresh`) or merges it in; on bad
/// data php destroys the session.
fn decode_into_session(vm: &mut Vm, data: &[u8], fresh: bool) -> Result<bool, Unwind> {
    let h = ini(vm, "session.serialize_handler");
    let mut base = if fresh {
        // The old array goes first (its objects are freed, as in php).
        set_session_array(vm, PArr::new());
        PArr::new()
    } else {
        match cur_global(vm).get().unref() {
            Value::Arr(a) => a,
            _ => PArr::new(),
        }
    };
    match codec::decode(vm, &h, data)? {
        Ok(a) => {
            if fresh && base.is_empty() {
                base = a;
            } else {
                let d = base.make_mut();
                for (k, v) in a.iter() {
                    d.insert(k.clone(), v.clone());
                }
            }
            set_session_array(vm, base);
            Ok(true)
        }
        Err(()) => {
            if fresh {
                set_session_array(vm, base);
            }
            let id = st(|s| s.id.clone());
            h_destroy(vm, &id)?;
            h_close(vm)?;
            st(|s| s.active = false);
            vm.fn_warning("Failed to decode session object. Session has been destroyed");
            Ok(false)
        }
    }
}

/// The encoded session: Err(()) when `$_SESSION` is not an array (php
/// then writes nothing), Ok(None) when encoding fails or gives nothing.
fn encode_current(vm: &mut Vm) -> Result<Result<Option<Vec<u8>>, ()>, Unwind> {
    let h = ini(vm, "session.serialize_handler");
    let v = cur_global(vm).get().unref();
    let a = match v {
        Value::Arr(a) => a,
        _ => return Ok(Err(())),
    };
    Ok(Ok(codec::encode(vm, &h, &a)?.filter(|d| !d.is_empty())))
}

/// Writes the session and closes it (php_session_flush); a handler that
/// throws leaves the session closed.
fn write_close(vm: &mut Vm) -> Result<bool, Unwind> {
    let r = write_close_inner(vm);
    if r.is_err() {
        st(|s| {
            s.active = false;
            s.read_data = None;
        });
    }
    r
}

fn write_close_inner(vm: &mut Vm) -> Result<bool, Unwind> {
    if !is_active() {
        return Ok(false);
    }
    let id = st(|s| s.id.clone());
    if let Ok(data) = encode_current(vm)? {
        let same = data.is_some() && st(|s| s.read_data.as_deref() == data.as_deref());
        let data = data.unwrap_or_default();
        let ok = if same && ini_bool(vm, "session.lazy_write") {
            h_update_ts(vm, &id, &data)?
        } else {
            h_write(vm, &id, &data)?
        };
        if !ok {
            let m = match handler() {
                Handler::Files => format!(
                    "Failed to write session data (files). Please verify that the current setting of session.save_path is correct ({})",
                    String::from_utf8_lossy(&save_path(vm))
                ),
                Handler::Obj(o) => {
                    let c = vm
                        .obj_class(&o)
                        .map(|c| String::from_utf8_lossy(c.name.as_bytes()).into_owned())
                        .unwrap_or_default();
                    format!(
                        "Failed to write session data using user defined save handler. (session.save_path: {}, handler: {}::write)",
                        String::from_utf8_lossy(&save_path(vm)),
                        c
                    )
                }
                Handler::Calls(_) => format!(
                    "Failed to write session data using user defined save handler. (session.save_path: {}, handler: write)",
                    String::from_utf8_lossy(&save_path(vm))
                ),
            };
            warn(vm, &m);
        }
    }
    h_close(vm)?;
    st(|s| {
        s.active = false;
        s.read_data = None;
    });
    Ok(true)
}

/// Request end (php's session RSHUTDOWN): an active session is written and
/// closed. The engine calls this after the shutdown functions.
pub fn request_shutdown(vm: &mut Vm) -> Result<(), Unwind> {
    if is_active() {
        let prev = std::mem::take(&mut vm.cur_builtin);
        let r = write_close(vm);
        vm.cur_builtin = prev;
        r?;
    }
    // Nothing of the session (the handler object, $_SESSION's cell, the
    // open file) outlives the request.
    let old = STATE.with(|s| std::mem::take(&mut *s.borrow_mut()));
    drop(old);
    files::reset();
    // A handler object only the session held is destroyed now (__destruct).
    vm.run_doomed()
}

/// Request start (php's session RINIT): session.auto_start starts the
/// session. The engine calls this before the script runs.
pub fn request_startup(vm: &mut Vm) -> Result<(), Unwind> {
    if ini_bool(vm, "session.auto_start") && !is_active() {
        let prev = std::mem::take(&mut vm.cur_builtin);
        let r = start(vm);
        vm.cur_builtin = prev;
        r?;
    }
    Ok(())
}

/// php's checks when a session.* setting changes (ini_set, session_name,
/// session_start's options): false after the warning.
pub fn ini_allowed(vm: &mut Vm, name: &str, v: &[u8]) -> bool {
    if is_active() {
        warn(
            vm,
            "Session ini settings cannot be changed when a session is active",
        );
        return false;
    }
    if headers_sent(vm) {
        warn(
            vm,
            "Session ini settings cannot be changed after headers have already been sent",
        );
        return false;
    }
    valid_setting(vm, name, v)
}

/// The value checks of the session.* settings' ini handlers.
fn valid_setting(vm: &mut Vm, name: &str, v: &[u8]) -> bool {
    let lossy = String::from_utf8_lossy(v);
    let msg = match name {
        "session.name" if v.is_empty() || tusk_value::num::is_numeric(v) => {
            format!("session.name \"{lossy}\" cannot be numeric or empty")
        }
        "session.save_handler" if v == b"user" => {
            format!("Session save handler \"{lossy}\" cannot be set by ini_set()")
        }
        "session.save_handler" if v != b"files" => {
            format!("Session save handler \"{lossy}\" cannot be found")
        }
        "session.serialize_handler" if !matches!(v, b"php" | b"php_serialize" | b"php_binary") => {
            format!("Serialization handler \"{lossy}\" cannot be found")
        }
        "session.sid_length" if !(22..=256).contains(&tusk_value::num::str_to_int(v)) => {
            format!("session.configuration \"{name}\" must be between 22 and 256")
        }
        "session.sid_bits_per_character" if !(4..=6).contains(&tusk_value::num::str_to_int(v)) => {
            format!("session.configuration \"{name}\" must be between 4 and 6")
        }
        _ => return true,
    };
    warn(vm, &msg);
    false
}

// ------------------------------------------------------------ functions

const OPTIONS: &[&str] = &[
    "save_path",
    "name",
    "save_handler",
    "gc_probability",
    "gc_divisor",
    "gc_maxlifetime",
    "serialize_handler",
    "cookie_lifetime",
    "cookie_path",
    "cookie_domain",
    "cookie_secure",
    "cookie_httponly",
    "cookie_samesite",
    "use_strict_mode",
    "use_cookies",
    "use_only_cookies",
    "referer_check",
    "cache_limiter",
    "cache_expire",
    "use_trans_sid",
    "trans_sid_tags",
    "trans_sid_hosts",
    "sid_length",
    "sid_bits_per_character",
    "lazy_write",
];

fn session_start(vm: &mut Vm, a: &mut Args) -> BResult {
    if is_active() {
        vm.fn_notice("Ignoring session_start() because a session is already active");
        return Ok(Value::Bool(true));
    }
    if headers_sent(vm) {
        vm.fn_warning("Session cannot be started after headers have already been sent");
        return Ok(Value::Bool(false));
    }
    let mut read_and_close = false;
    if let Some(Value::Arr(o)) = a.get(0).map(|v| v.unref()) {
        for (k, v) in o.iter() {
            let Key::Str(k) = k else {
                continue;
            };
            let key = String::from_utf8_lossy(k.as_bytes()).into_owned();
            if key == "read_and_close" {
                read_and_close = to_bool(v);
                continue;
            }
            let val = match v.unref() {
                Value::Bool(b) => {
                    if b {
                        b"1".to_vec()
                    } else {
                        Vec::new()
                    }
                }
                v @ (Value::Int(_) | Value::Str(_)) => vm.to_pstr(&v)?.as_bytes().to_vec(),
                v => {
                    let m = format!(
                        "session_start(): Option \"{key}\" must be of type string|int|bool, {} given",
                        tusk_value::ops::type_name(&v)
                    );
                    return Err(vm.type_error(&m));
                }
            };
            let name = format!("session.{key}");
            if OPTIONS.contains(&key.as_str()) && valid_setting(vm, &name, &val) {
                vm.ini_set(&name, &val);
            } else {
                vm.fn_warning(&format!("Setting option \"{key}\" failed"));
            }
        }
    }
    match start(vm) {
        Ok(true) => {}
        Ok(false) => return Ok(Value::Bool(false)),
        Err(e) => {
            // A handler threw: the session did not start.
            st(|s| {
                s.active = false;
                s.read_data = None;
            });
            return Err(e);
        }
    }
    if read_and_close {
        h_close(vm)?;
        st(|s| {
            s.active = false;
            s.read_data = None;
        });
    }
    Ok(Value::Bool(true))
}

fn session_id(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = st(|s| s.id.clone());
    if let Some(new) = a.opt_str(0).map(|s| s.as_bytes().to_vec()) {
        if is_active() {
            vm.fn_warning("Session ID cannot be changed when a session is active");
            return Ok(Value::Bool(false));
        }
        if headers_sent(vm) {
            vm.fn_warning("Session ID cannot be changed after headers have already been sent");
            return Ok(Value::Bool(false));
        }
        st(|s| s.id = new);
    }
    Ok(s(&old))
}

fn session_name(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = ini(vm, "session.name");
    if let Some(new) = a.opt_str(0).map(|s| s.as_bytes().to_vec()) {
        if is_active() {
            vm.fn_warning("Session name cannot be changed when a session is active");
            return Ok(Value::Bool(false));
        }
        if headers_sent(vm) {
            vm.fn_warning("Session name cannot be changed after headers have already been sent");
            return Ok(Value::Bool(false));
        }
        if valid_setting(vm, "session.name", &new) {
            vm.ini_set("session.name", &new);
        }
    }
    Ok(s(&old))
}

fn session_status(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Int(if is_active() { 2 } else { 1 }))
}

fn session_write_close(vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Bool(write_close(vm)?))
}

fn session_abort(vm: &mut Vm, _a: &mut Args) -> BResult {
    if !is_active() {
        return Ok(Value::Bool(false));
    }
    h_close(vm)?;
    st(|s| {
        s.active = false;
        s.read_data = None;
    });
    Ok(Value::Bool(true))
}

fn session_reset(vm: &mut Vm, _a: &mut Args) -> BResult {
    if !is_active() {
        return Ok(Value::Bool(false));
    }
    let data = st(|s| s.read_data.clone()).unwrap_or_default();
    Ok(Value::Bool(decode_into_session(vm, &data, true)?))
}

fn session_destroy(vm: &mut Vm, _a: &mut Args) -> BResult {
    if !is_active() {
        vm.fn_warning("Trying to destroy uninitialized session");
        return Ok(Value::Bool(false));
    }
    let id = st(|s| s.id.clone());
    let mut ok = true;
    if !h_destroy(vm, &id)? {
        ok = false;
        vm.fn_warning("Session object destruction failed");
    }
    h_close(vm)?;
    st(|s| {
        s.active = false;
        s.read_data = None;
        s.id.clear();
    });
    Ok(Value::Bool(ok))
}

fn session_unset(vm: &mut Vm, _a: &mut Args) -> BResult {
    if !is_active() {
        return Ok(Value::Bool(false));
    }
    let r = cur_global(vm);
    if let Value::Arr(_) = r.get().unref() {
        r.set(Value::Arr(PArr::new()));
    }
    Ok(Value::Bool(true))
}

fn session_encode(vm: &mut Vm, _a: &mut Args) -> BResult {
    if !is_active() {
        vm.fn_warning("Cannot encode non-existent session");
        return Ok(Value::Bool(false));
    }
    Ok(match encode_current(vm)? {
        Ok(Some(d)) => s(&d),
        _ => Value::Bool(false),
    })
}

fn session_decode(vm: &mut Vm, a: &mut Args) -> BResult {
    if !is_active() {
        vm.fn_warning("Session data cannot be decoded when there is no active session");
        return Ok(Value::Bool(false));
    }
    let d = a.bytes(0).to_vec();
    Ok(Value::Bool(decode_into_session(vm, &d, false)?))
}

fn session_regenerate_id(vm: &mut Vm, a: &mut Args) -> BResult {
    let del = a.opt_bool(0, false);
    if !is_active() {
        vm.fn_warning("Session ID cannot be regenerated when there is no active session");
        return Ok(Value::Bool(false));
    }
    if headers_sent(vm) {
        vm.fn_warning("Session ID cannot be regenerated after headers have already been sent");
        return Ok(Value::Bool(false));
    }
    let old = st(|s| s.id.clone());
    if del {
        if !h_destroy(vm, &old)? {
            vm.fn_warning("Session object destruction failed. ID: {}");
            return Ok(Value::Bool(false));
        }
    } else if let Ok(data) = encode_current(vm)? {
        h_write(vm, &old, &data.unwrap_or_default())?;
    }
    h_close(vm)?;
    if !h_open(vm)? {
        st(|s| s.active = false);
        vm.fn_warning("Failed to create(open) session ID");
        return Ok(Value::Bool(false));
    }
    let id = h_create_sid(vm)?;
    st(|s| s.id = id.clone());
    let Some(_) = h_read(vm, &id)? else {
        st(|s| s.active = false);
        vm.fn_warning("Failed to create(read) session ID");
        return Ok(Value::Bool(false));
    };
    st(|s| s.read_data = None);
    send_cookie(vm);
    define_sid_constant(vm);
    Ok(Value::Bool(true))
}

fn session_create_id(vm: &mut Vm, a: &mut Args) -> BResult {
    let prefix = a
        .opt_str(0)
        .map(|s| s.as_bytes().to_vec())
        .unwrap_or_default();
    if !prefix
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b',' || c == b'-')
    {
        vm.fn_warning("Prefix cannot contain special characters. Only the A-Z, a-z, 0-9, \"-\", and \",\" characters are allowed");
        return Ok(Value::Bool(false));
    }
    let mut id = prefix;
    id.extend(if is_active() {
        h_create_sid(vm)?
    } else {
        new_id(vm)
    });
    Ok(s(&id))
}

fn session_gc(vm: &mut Vm, _a: &mut Args) -> BResult {
    if !is_active() {
        vm.fn_warning("Session cannot be garbage collected when there is no active session");
        return Ok(Value::Bool(false));
    }
    Ok(match h_gc(vm)? {
        Some(n) => Value::Int(n),
        None => Value::Bool(false),
    })
}

/// The common check of the setters: not while active, not after output.
fn can_change(vm: &mut Vm, what: &str) -> bool {
    if is_active() {
        vm.fn_warning(&format!(
            "{what} cannot be changed when a session is active"
        ));
        return false;
    }
    if headers_sent(vm) {
        vm.fn_warning(&format!(
            "{what} cannot be changed after headers have already been sent"
        ));
        return false;
    }
    true
}

fn session_save_path(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = ini(vm, "session.save_path");
    if let Some(p) = a.opt_str(0).map(|s| s.as_bytes().to_vec()) {
        if !can_change(vm, "Session save path") {
            return Ok(Value::Bool(false));
        }
        vm.ini_set("session.save_path", &p);
    }
    Ok(s(&old))
}

fn session_module_name(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = module_name(&handler());
    if let Some(m) = a.opt_str(0).map(|s| s.as_bytes().to_vec()) {
        if !can_change(vm, "Session save handler module") {
            return Ok(Value::Bool(false));
        }
        if m == b"user" {
            return Err(vm.arg_value_error(1, "cannot be \"user\""));
        }
        if m != b"files" {
            let msg = format!(
                "Session handler module \"{}\" cannot be found",
                String::from_utf8_lossy(&m)
            );
            vm.fn_warning(&msg);
            return Ok(Value::Bool(false));
        }
        st(|s| s.handler = Handler::Files);
        vm.ini_set("session.save_handler", b"files");
    }
    Ok(s(old.as_bytes()))
}

fn session_cache_limiter(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = ini(vm, "session.cache_limiter");
    if let Some(p) = a.opt_str(0).map(|s| s.as_bytes().to_vec()) {
        if !can_change(vm, "Session cache limiter") {
            return Ok(Value::Bool(false));
        }
        vm.ini_set("session.cache_limiter", &p);
    }
    Ok(s(&old))
}

fn session_cache_expire(vm: &mut Vm, a: &mut Args) -> BResult {
    let old = ini_int(vm, "session.cache_expire");
    if let Some(v) = a.get(0).map(|v| v.unref()).filter(|v| !v.is_null()) {
        if !can_change(vm, "Session cache expiration") {
            return Ok(Value::Int(old));
        }
        let n = tusk_value::ops::to_int(&v);
        vm.ini_set("session.cache_expire", n.to_string().as_bytes());
    }
    Ok(Value::Int(old))
}

fn session_set_cookie_params(vm: &mut Vm, a: &mut Args) -> BResult {
    if !can_change(vm, "Session cookie parameters") {
        return Ok(Value::Bool(false));
    }
    let mut sets: Vec<(&'static str, Vec<u8>)> = Vec::new();
    let bool_s = |b: bool| if b { b"1".to_vec() } else { b"0".to_vec() };
    match a.get(0).map(|v| v.unref()) {
        Some(Value::Arr(o)) => {
            for i in 1..5 {
                if a.get(i).is_some_and(|v| !v.unref().is_null()) {
                    return Err(vm.arg_value_error(
                        i + 1,
                        "must be null when argument #1 ($lifetime_or_options) is an array",
                    ));
                }
            }
            for (k, v) in o.iter() {
                let Key::Str(k) = k else {
                    vm.fn_warning("Argument #1 ($lifetime_or_options) cannot contain numeric keys");
                    continue;
                };
                let key = k.as_bytes().to_ascii_lowercase();
                let v = v.unref();
                let ini_key = match key.as_slice() {
                    b"lifetime" => "session.cookie_lifetime",
                    b"path" => "session.cookie_path",
                    b"domain" => "session.cookie_domain",
                    b"secure" => "session.cookie_secure",
                    b"httponly" => "session.cookie_httponly",
                    b"samesite" => "session.cookie_samesite",
                    _ => {
                        let m = format!(
                            "Argument #1 ($lifetime_or_options) contains an unrecognized key \"{}\"",
                            String::from_utf8_lossy(k.as_bytes())
                        );
                        vm.fn_warning(&m);
                        continue;
                    }
                };
                let val = match key.as_slice() {
                    b"secure" | b"httponly" => bool_s(to_bool(&v)),
                    b"lifetime" => tusk_value::ops::to_int(&v).to_string().into_bytes(),
                    _ => vm.to_pstr(&v)?.as_bytes().to_vec(),
                };
                sets.push((ini_key, val));
            }
        }
        Some(v) => {
            sets.push((
                "session.cookie_lifetime",
                tusk_value::ops::to_int(&v).to_string().into_bytes(),
            ));
            if let Some(p) = a.opt_str(1) {
                sets.push(("session.cookie_path", p.as_bytes().to_vec()));
            }
            if let Some(p) = a.opt_str(2) {
                sets.push(("session.cookie_domain", p.as_bytes().to_vec()));
            }
            if let Some(b) = a.get(3).map(|v| v.unref()).filter(|v| !v.is_null()) {
                sets.push(("session.cookie_secure", bool_s(to_bool(&b))));
            }
            if let Some(b) = a.get(4).map(|v| v.unref()).filter(|v| !v.is_null()) {
                sets.push(("session.cookie_httponly", bool_s(to_bool(&b))));
            }
        }
        None => {}
    }
    if sets.is_empty() {
        return Err(vm.arg_value_error(1, "must contain at least 1 valid key"));
    }
    for (k, v) in sets {
        vm.ini_set(k, &v);
    }
    Ok(Value::Bool(true))
}

fn session_get_cookie_params(vm: &mut Vm, _a: &mut Args) -> BResult {
    let mut r = PArr::new();
    let d = r.make_mut();
    d.insert(
        Key::from_bytes(b"lifetime"),
        Value::Int(ini_int(vm, "session.cookie_lifetime")),
    );
    d.insert(Key::from_bytes(b"path"), s(&ini(vm, "session.cookie_path")));
    d.insert(
        Key::from_bytes(b"domain"),
        s(&ini(vm, "session.cookie_domain")),
    );
    d.insert(
        Key::from_bytes(b"secure"),
        Value::Bool(ini_bool(vm, "session.cookie_secure")),
    );
    d.insert(
        Key::from_bytes(b"httponly"),
        Value::Bool(ini_bool(vm, "session.cookie_httponly")),
    );
    d.insert(
        Key::from_bytes(b"samesite"),
        s(&ini(vm, "session.cookie_samesite")),
    );
    Ok(Value::Arr(r))
}

fn session_set_save_handler(vm: &mut Vm, a: &mut Args) -> BResult {
    if is_active() {
        vm.fn_warning("Session save handler cannot be changed when a session is active");
        return Ok(Value::Bool(false));
    }
    if headers_sent(vm) {
        vm.fn_warning(
            "Session save handler cannot be changed after headers have already been sent",
        );
        return Ok(Value::Bool(false));
    }
    if a.len() <= 2 {
        let o = match a.get(0).map(|v| v.unref()) {
            Some(Value::Obj(o)) if vm.instance_of(&o, b"SessionHandlerInterface") => o,
            other => {
                let t = match &other {
                    Some(Value::Obj(o)) => vm
                        .obj_class(o)
                        .map(|c| String::from_utf8_lossy(c.name.as_bytes()).into_owned())
                        .unwrap_or_default(),
                    Some(v) => tusk_value::ops::type_name(v).to_string(),
                    None => "null".to_string(),
                };
                return Err(vm.arg_type_error(
                    1,
                    &format!("must be of type SessionHandlerInterface, {t} given"),
                ));
            }
        };
        // php's registered shutdown write runs after the user's
        // shutdown functions: request_shutdown does the same.
        st(|s| s.handler = Handler::Obj(o));
        vm.ini_set("session.save_handler", b"user");
        return Ok(Value::Bool(true));
    }
    if a.len() < 6 {
        return Err(vm.throw(
            "ArgumentCountError",
            "Wrong parameter count for session_set_save_handler()",
        ));
    }
    let mut calls = Vec::new();
    for i in 0..a.len().min(9) {
        let v = a.val(i).unref();
        if !vm.is_callable(&v) {
            let why = vm.callback_error(&v);
            return Err(vm.arg_type_error(i + 1, &format!("must be a valid callback, {why}")));
        }
        calls.push(v);
    }
    st(|s| s.handler = Handler::Calls(calls));
    vm.ini_set("session.save_handler", b"user");
    Ok(Value::Bool(true))
}

/// Registers session_write_close as a shutdown function.
fn session_register_shutdown(vm: &mut Vm, _a: &mut Args) -> BResult {
    vm.add_shutdown(s(b"session_write_close"), vec![]);
    Ok(Value::Null)
}
