//! The auto-global arrays ($_SERVER, $_GET, $_POST, $_COOKIE, $_FILES,
//! $_ENV, $_REQUEST) as a request starts: the CLI's (environment, script
//! and argv) here; the server fills the HTTP ones from its request through
//! [`Superglobals`] too. Not here: how the compiler makes them visible in
//! every scope (tusk-compiler's `is_superglobal`).

use std::os::unix::ffi::OsStrExt;
use tusk_bytecode::CodeUnit;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::Vm;

/// $_SERVER made now, or by a function when a script names it first.
pub enum ServerVars {
    Built(PArr),
    Later(Box<dyn FnOnce() -> PArr>),
}

impl Default for ServerVars {
    fn default() -> ServerVars {
        ServerVars::Built(PArr::new())
    }
}

impl ServerVars {
    fn make(self) -> PArr {
        match self {
            ServerVars::Built(a) => a,
            ServerVars::Later(f) => f(),
        }
    }
}

/// The arrays a request starts with.
#[derive(Default)]
pub struct Superglobals {
    pub server: ServerVars,
    pub get: PArr,
    pub post: PArr,
    pub cookie: PArr,
    pub files: PArr,
    pub env: PArr,
}

/// The auto-globals php makes just in time (auto_globals_jit): $_SERVER,
/// $_ENV and $_REQUEST exist once a compiled script names them (anywhere
/// in a file: its functions, methods and closures too), when the file is
/// compiled (the request's script at its start, an included or eval'd
/// file before it runs). Naming them at run time only ($$name,
/// $GLOBALS['_SERVER'], get_defined_vars(), extract()) does not make them,
/// as in php.
pub const JIT_SERVER: u8 = 1;
pub const JIT_ENV: u8 = 2;
pub const JIT_REQUEST: u8 = 4;
/// All three, made at the start (auto_globals_jit off; the CLI).
pub const JIT_ALL: u8 = 7;

thread_local! {
    /// The auto-globals each unit names, by unit id (computed once).
    static UNIT_MASKS: std::cell::RefCell<std::collections::HashMap<u32, u8>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// The JIT auto-globals `unit` and the code inside it name.
pub fn jit_mask(unit: &CodeUnit) -> u8 {
    if let Some(m) = UNIT_MASKS.with(|m| m.borrow().get(&unit.id).copied()) {
        return m;
    }
    fn walk(u: &CodeUnit, m: &mut u8) {
        for n in &u.cv_names {
            *m |= match &**n {
                b"_SERVER" => JIT_SERVER,
                b"_ENV" => JIT_ENV,
                b"_REQUEST" => JIT_REQUEST,
                _ => 0,
            };
        }
        for c in &u.children {
            walk(c, m);
        }
        for c in &u.classes {
            for meth in &c.methods {
                walk(&meth.unit, m);
            }
        }
    }
    let mut m = 0;
    walk(unit, &mut m);
    UNIT_MASKS.with(|ms| {
        let mut ms = ms.borrow_mut();
        // eval()'d code and recompiled files are new units: bounded.
        if ms.len() >= 4096 {
            ms.clear();
        }
        ms.insert(unit.id, m)
    });
    m
}

/// The JIT auto-globals not made yet in this request.
struct Later {
    server: Option<ServerVars>,
    env: Option<PArr>,
    /// $_GET, $_POST and $_COOKIE as the request began ($_REQUEST's parts).
    request: Option<(PArr, PArr, PArr)>,
    /// Worker mode: the globals are replaced ([`Vm::replace_global`]).
    worker: bool,
}

/// Makes `name` a global of the request starting: preset before the main
/// script's frame exists (classic mode), or replaced in the running worker
/// script.
fn install(vm: &mut Vm, worker: bool, name: &[u8], v: Value) {
    if worker {
        vm.replace_global(name, v);
    } else {
        vm.preset_global(name, v);
    }
}

impl Later {
    /// Makes those of `mask` not made yet.
    fn make(&mut self, vm: &mut Vm, mask: u8) {
        if mask & JIT_SERVER != 0 {
            if let Some(s) = self.server.take() {
                install(vm, self.worker, b"_SERVER", Value::Arr(s.make()));
            }
        }
        if mask & JIT_ENV != 0 {
            if let Some(e) = self.env.take() {
                install(vm, self.worker, b"_ENV", Value::Arr(e));
            }
        }
        if mask & JIT_REQUEST != 0 {
            if let Some((g, p, c)) = self.request.take() {
                let r = Value::Arr(request_array(vm, &g, &p, &c));
                install(vm, self.worker, b"_REQUEST", r);
            }
        }
    }

    fn is_empty(&self) -> bool {
        self.server.is_none() && self.env.is_none() && self.request.is_none()
    }
}

/// $_REQUEST from request_order (or variables_order when that is empty),
/// as php builds it.
fn request_array(vm: &Vm, get: &PArr, post: &PArr, cookie: &PArr) -> PArr {
    let order = match vm.ini_get("request_order") {
        Some(o) if !o.is_empty() => o.as_bytes().to_vec(),
        _ => vm
            .ini_get("variables_order")
            .map(|o| o.as_bytes().to_vec())
            .unwrap_or_default(),
    };
    let mut request = PArr::new();
    for c in order {
        let src = match c.to_ascii_uppercase() {
            b'G' => get,
            b'P' => post,
            b'C' => cookie,
            _ => continue,
        };
        if src.is_empty() {
            continue;
        }
        let d = request.make_mut();
        for (k, v) in src.iter() {
            d.insert(k.clone(), v.clone());
        }
    }
    request
}

impl Superglobals {
    /// Makes them the request's globals, all of them.
    pub fn install(self, vm: &mut Vm) {
        self.install_jit(vm, JIT_ALL, false);
    }

    /// Makes them the request's globals: $_GET, $_POST, $_COOKIE and
    /// $_FILES now, and of $_SERVER, $_ENV and $_REQUEST those `mask`
    /// names; the others once an included or eval'd unit names them.
    /// `worker`: the names seen are added to [`worker_seen`] (a worker
    /// script's later requests start with them).
    pub fn install_jit(self, vm: &mut Vm, mask: u8, worker: bool) {
        let mut later = Later {
            request: Some((self.get.clone(), self.post.clone(), self.cookie.clone())),
            server: Some(self.server),
            env: Some(self.env),
            worker,
        };
        install(vm, worker, b"_GET", Value::Arr(self.get));
        install(vm, worker, b"_POST", Value::Arr(self.post));
        install(vm, worker, b"_COOKIE", Value::Arr(self.cookie));
        install(vm, worker, b"_FILES", Value::Arr(self.files));
        later.make(vm, mask);
        if worker {
            // Not the boot's or an earlier request's.
            for (bit, name) in [
                (JIT_SERVER, &b"_SERVER"[..]),
                (JIT_ENV, b"_ENV"),
                (JIT_REQUEST, b"_REQUEST"),
            ] {
                if mask & bit == 0 {
                    vm.remove_preset_global(name);
                }
            }
        }
        if later.is_empty() && !worker {
            return;
        }
        vm.set_unit_hook(Some(Box::new(move |vm: &mut Vm, unit: &CodeUnit| {
            let m = jit_mask(unit);
            if worker {
                WORKER_SEEN.with(|w| w.set(w.get() | m));
            }
            if m != 0 && !later.is_empty() {
                later.make(vm, m);
            }
        })));
    }
}

thread_local! {
    /// Worker mode: the JIT auto-globals named by the units the worker
    /// script has loaded so far.
    static WORKER_SEEN: std::cell::Cell<u8> = const { std::cell::Cell::new(0) };
}

/// Worker mode: the JIT auto-globals the worker's code names so far.
pub fn worker_seen() -> u8 {
    WORKER_SEEN.with(|w| w.get())
}

/// Worker mode: starts counting for a freshly booted worker script, whose
/// main unit names `mask`; includes outside requests add theirs.
pub fn worker_boot(vm: &mut Vm, mask: u8) {
    WORKER_SEEN.with(|w| w.set(mask));
    vm.set_unit_hook(Some(worker_hook()));
}

/// The hook of a worker script outside requests.
pub fn worker_hook() -> tusk_vm::UnitHook {
    Box::new(|_vm: &mut Vm, unit: &CodeUnit| {
        let m = jit_mask(unit);
        WORKER_SEEN.with(|w| w.set(w.get() | m));
    })
}

thread_local! {
    /// The environment as a worker thread first saw it, shared by its
    /// requests as an immutable array (no count, nothing for the cycle
    /// collector to look at when a request drops its $_ENV).
    static ENV: PArr = read_environment().into_immutable();
}

/// The process environment as an array (php's import of `environ`).
pub fn environment() -> PArr {
    ENV.with(|e| e.clone())
}

/// A fresh array of the process environment.
pub(crate) fn read_environment() -> PArr {
    let mut a = PArr::new();
    let d = a.make_mut();
    for (k, v) in std::env::vars_os() {
        d.insert(
            Key::from_bytes(k.as_bytes()),
            Value::Str(PStr::from(v.as_bytes())),
        );
    }
    a
}

/// Whether a variables_order value asks for the E(nvironment) array.
pub fn wants_env(variables_order: Option<&[u8]>) -> bool {
    variables_order.is_some_and(|o| o.iter().any(|c| c.eq_ignore_ascii_case(&b'E')))
}

/// REQUEST_TIME_FLOAT and REQUEST_TIME for a request starting now.
pub fn request_time(server: &mut PArr) {
    request_time_at(server, std::time::SystemTime::now());
}

/// REQUEST_TIME_FLOAT and REQUEST_TIME for a request that started at `t`.
pub fn request_time_at(server: &mut PArr, t: std::time::SystemTime) {
    let now = t.duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let d = server.make_mut();
    d.insert(
        Key::from_bytes(b"REQUEST_TIME_FLOAT"),
        Value::Float(now.as_micros() as f64 / 1e6),
    );
    d.insert(
        Key::from_bytes(b"REQUEST_TIME"),
        Value::Int(now.as_secs() as i64),
    );
}

/// The CLI's arrays: `$_SERVER` is the environment, the script's names,
/// the request time and argv/argc; the HTTP ones are empty.
pub fn cli(vm: &mut Vm, script: &[u8], is_file: bool, argv: &PArr) {
    let mut server = environment();
    let file: &[u8] = if is_file { script } else { b"" };
    {
        let d = server.make_mut();
        let mut set = |k: &[u8], v: &[u8]| {
            d.insert(Key::from_bytes(k), Value::Str(PStr::from(v)));
        };
        set(b"PHP_SELF", script);
        set(b"SCRIPT_NAME", script);
        set(b"SCRIPT_FILENAME", file);
        set(b"PATH_TRANSLATED", file);
        set(b"DOCUMENT_ROOT", b"");
    }
    request_time(&mut server);
    {
        let d = server.make_mut();
        d.insert(Key::from_bytes(b"argv"), Value::Arr(argv.clone()));
        d.insert(Key::from_bytes(b"argc"), Value::Int(argv.len() as i64));
    }
    let env = if wants_env(vm.ini_get("variables_order").map(|o| o.as_bytes())) {
        environment()
    } else {
        PArr::new()
    };
    Superglobals {
        server: ServerVars::Built(server),
        env,
        ..Default::default()
    }
    .install(vm);
}
