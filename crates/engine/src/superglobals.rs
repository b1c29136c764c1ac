//! The auto-global arrays ($_SERVER, $_GET, $_POST, $_COOKIE, $_FILES,
//! $_ENV, $_REQUEST) as a request starts: the CLI's (environment, script
//! and argv) here; the server fills the HTTP ones from its request through
//! [`Superglobals`] too. Not here: how the compiler makes them visible in
//! every scope (tusk-compiler's `is_superglobal`).

use std::os::unix::ffi::OsStrExt;
use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::Vm;

/// The arrays a request starts with.
#[derive(Default)]
pub struct Superglobals {
    pub server: PArr,
    pub get: PArr,
    pub post: PArr,
    pub cookie: PArr,
    pub files: PArr,
    pub env: PArr,
}

impl Superglobals {
    /// Makes them the request's globals; `$_REQUEST` is built from
    /// request_order (or variables_order when that is empty), as php does.
    pub fn install(self, vm: &mut Vm) {
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
                b'G' => &self.get,
                b'P' => &self.post,
                b'C' => &self.cookie,
                _ => continue,
            };
            let d = request.make_mut();
            for (k, v) in src.iter() {
                d.insert(k.clone(), v.clone());
            }
        }
        vm.preset_global(b"_SERVER", Value::Arr(self.server));
        vm.preset_global(b"_GET", Value::Arr(self.get));
        vm.preset_global(b"_POST", Value::Arr(self.post));
        vm.preset_global(b"_COOKIE", Value::Arr(self.cookie));
        vm.preset_global(b"_FILES", Value::Arr(self.files));
        vm.preset_global(b"_ENV", Value::Arr(self.env));
        vm.preset_global(b"_REQUEST", Value::Arr(request));
    }
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

fn read_environment() -> PArr {
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
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
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
        server,
        env,
        ..Default::default()
    }
    .install(vm);
}
