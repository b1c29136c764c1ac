//! Serving requests: a [`Worker`] is one thread's VM, booted once (the
//! built-in functions, classes and constants registered, php's module
//! startup) and reset between requests (php's request shutdown), so that a
//! request costs what its script costs. Compiled scripts are shared by all
//! workers through a [`ScriptCache`], revalidated by mtime as opcache does
//! (opcache.validate_timestamps, opcache.revalidate_freq).
//! Not here: HTTP (tusk-server builds the superglobals and the sink).

use crate::{compile, superglobals::Superglobals, Config};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant, SystemTime};
use tusk_bytecode::CodeUnit;
use tusk_value::Value;
use tusk_vm::{sapi::Sapi, LoadError, Loader, Unwind, Vm};

/// A compiled script and what it was compiled from.
struct Entry {
    unit: Arc<CodeUnit>,
    mtime: Option<SystemTime>,
    size: u64,
    checked: Instant,
}

/// Compiled scripts by path, shared by every worker thread.
pub struct ScriptCache {
    /// By the path's bytes (hashed fast: a `Path` hashes component by
    /// component, which a request paid for on every lookup).
    map: RwLock<tusk_vm::runtime::FastMap<Box<[u8]>, Entry>>,
    /// Check files for changes (opcache.validate_timestamps).
    validate: bool,
    /// At most this often per file (opcache.revalidate_freq).
    freq: Duration,
}

impl ScriptCache {
    pub fn new(cfg: &Config) -> ScriptCache {
        let validate = cfg
            .get("opcache.validate_timestamps")
            .map(crate::config::parse_bool)
            .unwrap_or(true);
        let freq = cfg
            .get("opcache.revalidate_freq")
            .and_then(|v| v.trim().parse::<u64>().ok())
            .unwrap_or(2);
        ScriptCache {
            map: RwLock::new(Default::default()),
            validate,
            freq: Duration::from_secs(freq),
        }
    }

    /// The compiled script at `path` (absolute), compiling it on a miss or
    /// when the file changed.
    pub fn get(&self, path: &Path) -> Result<Arc<CodeUnit>, LoadError> {
        let now = Instant::now();
        let key = path.as_os_str().as_encoded_bytes();
        if let Ok(map) = self.map.read() {
            if let Some(e) = map.get(key) {
                if !self.validate || now.duration_since(e.checked) < self.freq {
                    return Ok(e.unit.clone());
                }
            }
        }
        let meta = std::fs::metadata(path).map_err(|_| LoadError::NotFound)?;
        let mtime = meta.modified().ok();
        if let Ok(mut map) = self.map.write() {
            if let Some(e) = map.get_mut(key) {
                if e.mtime == mtime && e.size == meta.len() {
                    e.checked = now;
                    return Ok(e.unit.clone());
                }
            }
        }
        let src = std::fs::read(path).map_err(|_| LoadError::NotFound)?;
        let unit = compile(&src, &path.to_string_lossy())?;
        if let Ok(mut map) = self.map.write() {
            map.insert(
                key.into(),
                Entry {
                    unit: unit.clone(),
                    mtime,
                    size: meta.len(),
                    checked: now,
                },
            );
        }
        Ok(unit)
    }

    /// Forgets every script (a graceful restart).
    pub fn clear(&self) {
        if let Ok(mut m) = self.map.write() {
            m.clear();
        }
    }
}

/// include/require through the shared cache.
struct CachedLoader(Arc<ScriptCache>);

impl Loader for CachedLoader {
    fn compile_file(&self, path: &str) -> Result<Arc<CodeUnit>, LoadError> {
        let full = std::fs::canonicalize(path).map_err(|_| LoadError::NotFound)?;
        self.0.get(&full)
    }
    fn compile_eval(&self, code: &[u8], name: &str) -> Result<Arc<CodeUnit>, LoadError> {
        crate::FileLoader.compile_eval(code, name)
    }
}

/// What a request gives the worker.
pub struct Request {
    /// The script to run (SCRIPT_FILENAME).
    pub script: PathBuf,
    pub globals: Superglobals,
    /// The request's SAPI state: headers in, and hooks for flush().
    pub sapi: Sapi,
    /// php://input.
    pub body: Rc<[u8]>,
    /// Where the response body goes.
    pub sink: Box<dyn Write>,
    /// Warnings of the request's startup (php's "PHP Request Startup: ..."
    /// in Unknown on line 0), reported before the script runs.
    pub warnings: Vec<String>,
}

/// What the script left for the response.
pub struct Outcome {
    pub status: u16,
    pub status_line: Option<Vec<u8>>,
    /// Header lines, with the default Content-type added when the script
    /// set none.
    pub headers: Vec<Vec<u8>>,
    pub exit_status: i32,
    /// The main script returned false (a `php -S` router declining).
    pub returned_false: bool,
}

/// The startup settings every request reads, looked up once.
pub struct RequestIni {
    error_reporting: i64,
    max_execution_time: i64,
    /// "X-Powered-By: PHP/8.2.x" under expose_php.
    powered_by: Option<Vec<u8>>,
    /// "Content-type: text/html; charset=UTF-8" from default_mimetype and
    /// default_charset (none when default_mimetype is empty).
    default_type: Option<Vec<u8>>,
    /// memory_limit in bytes.
    pub memory_limit: Option<usize>,
    /// auto_globals_jit: $_SERVER, $_ENV and $_REQUEST are made when a
    /// script names them.
    jit: bool,
}

impl RequestIni {
    pub fn new(cfg: &Config) -> RequestIni {
        let expose = cfg.get("expose_php").is_some_and(crate::config::parse_bool);
        let mime = cfg.get("default_mimetype").unwrap_or("text/html");
        let charset = cfg.get("default_charset").unwrap_or("");
        let default_type = match (mime.is_empty(), charset.is_empty()) {
            (true, _) => None,
            (false, true) => Some(format!("Content-type: {mime}")),
            (false, false) => Some(format!("Content-type: {mime}; charset={charset}")),
        };
        RequestIni {
            error_reporting: cfg.error_reporting(),
            max_execution_time: cfg.get_int("max_execution_time"),
            powered_by: expose
                .then(|| format!("X-Powered-By: PHP/{}", crate::config::PHP_VERSION).into_bytes()),
            default_type: default_type.map(String::into_bytes),
            memory_limit: cfg.memory_limit().map(|b| b as usize),
            jit: cfg
                .get("auto_globals_jit")
                .is_none_or(crate::config::parse_bool),
        }
    }
}

/// One thread's VM, serving one request after another.
pub struct Worker {
    vm: Vm,
    cfg: Arc<Config>,
    ini: RequestIni,
    cache: Arc<ScriptCache>,
    /// Requests served (for --max-requests).
    pub served: u64,
}

impl Worker {
    pub fn new(cfg: Arc<Config>, cache: Arc<ScriptCache>) -> Worker {
        Worker::with_modules(cfg, cache, &[])
    }

    /// A worker with the server's own functions registered too.
    pub fn with_modules(
        cfg: Arc<Config>,
        cache: Arc<ScriptCache>,
        modules: &[&'static tusk_vm::Module],
    ) -> Worker {
        let mut vm = crate::new_vm(&cfg);
        for m in modules {
            vm.register_module(m);
        }
        vm.set_loader(Rc::new(CachedLoader(cache.clone())));
        vm.finish_boot();
        Worker {
            vm,
            ini: RequestIni::new(&cfg),
            cfg,
            cache,
            served: 0,
        }
    }

    pub fn config(&self) -> &Config {
        &self.cfg
    }

    /// Runs one request to its end and resets the VM for the next.
    pub fn run(&mut self, req: Request) -> Outcome {
        let vm = &mut self.vm;
        vm.out.sink = req.sink;
        vm.sapi = req.sapi;
        let script = req.script.to_string_lossy();
        vm.set_script_path(&script);
        let unit = self.cache.get(&req.script);
        let mask = match &unit {
            Ok(u) if self.ini.jit => crate::superglobals::jit_mask(u),
            _ => crate::superglobals::JIT_ALL,
        };
        begin_request(
            vm,
            &self.ini,
            req.globals,
            mask,
            false,
            req.body,
            &req.warnings,
        );
        let (exit_status, returned_false) = match unit {
            Ok(unit) => {
                vm.report_compile_warnings(&unit);
                crate::execute_main(vm, unit)
            }
            Err(e) => {
                crate::report_load_error(vm, e, &script);
                vm.end_request();
                (255, false)
            }
        };
        let mut sapi = std::mem::take(&mut vm.sapi);
        let headers = take_response_headers(&mut sapi, &self.ini);
        vm.out.flush();
        vm.reset_request();
        crate::env::reset();
        self.served += 1;
        Outcome {
            status: if sapi.status == 0 { 200 } else { sapi.status },
            status_line: sapi.status_line,
            headers,
            exit_status,
            returned_false,
        }
    }

    /// Worker mode: runs `script` to its end. The script boots the
    /// application once and loops on `tusk_handle_request($handler)`,
    /// whose requests go through [`run_handler`]; its own output (outside
    /// requests) goes to the server's stdout. The VM is reset afterwards;
    /// the exit status.
    pub fn run_worker_script(&mut self, script: &Path) -> i32 {
        let vm = &mut self.vm;
        vm.error_reporting = self.cfg.error_reporting();
        vm.out.sink = Box::new(std::io::stdout());
        tusk_ext::reset_request_state();
        let name = script.to_string_lossy().into_owned();
        vm.set_script_path(&name);
        crate::superglobals::cli(vm, name.as_bytes(), true, &tusk_value::PArr::new());
        let _ = vm.start_output_from_ini();
        let status = match self.cache.get(script) {
            Ok(unit) => {
                let mask = if self.ini.jit {
                    crate::superglobals::jit_mask(&unit)
                } else {
                    crate::superglobals::JIT_ALL
                };
                crate::superglobals::worker_boot(vm, mask);
                vm.report_compile_warnings(&unit);
                crate::execute_main(vm, unit).0
            }
            Err(e) => {
                let st = crate::report_load_error(vm, e, &name);
                vm.end_request();
                st
            }
        };
        vm.out.flush();
        vm.reset_request();
        crate::env::reset();
        status
    }
}

/// What every request starts with, in both modes: the SAPI marked as a
/// server's, status 200, X-Powered-By under expose_php, the extensions'
/// per-request state, php://input, the superglobals, max_execution_time,
/// output_buffering, and the request's startup warnings.
fn begin_request(
    vm: &mut Vm,
    ini: &RequestIni,
    globals: Superglobals,
    jit_mask: u8,
    worker: bool,
    body: Rc<[u8]>,
    warnings: &[String],
) {
    vm.error_reporting = ini.error_reporting;
    vm.sapi.server = true;
    if vm.sapi.status == 0 {
        vm.sapi.status = 200;
    }
    if let Some(p) = &ini.powered_by {
        vm.sapi.headers.push(p.clone());
    }
    tusk_ext::reset_request_state();
    tusk_ext::standard::file::stream::set_request_body(body);
    globals.install_jit(vm, jit_mask, worker);
    vm.set_time_limit(ini.max_execution_time);
    let _ = vm.start_output_from_ini();
    for w in warnings {
        vm.report(tusk_vm::ErrorLevel::Warning, w, "Unknown", 0);
    }
}

/// Worker mode: one request, handled by calling `handler` inside the
/// running worker script. Before the call the request gets fresh
/// superglobals, SAPI state (headers, status) and output (with
/// output_buffering), and max_execution_time starts; after it the
/// session is written, the output buffers are flushed, and ini settings
/// and putenv() variables the request changed get back the values they
/// had before it. $_SERVER, $_ENV and $_REQUEST follow auto_globals_jit
/// (made when code the worker has loaded names them). The
/// worker's own state (its globals, objects, classes) lives on. Returns
/// the outcome and whether the worker should go on: an exception that
/// escaped the handler (reported as php reports an uncaught one, a 500
/// when not displayed) or an internal error ends the worker script, which
/// the server then boots again; exit() ends only the request.
pub fn run_handler(
    vm: &mut Vm,
    ini: &RequestIni,
    handler: &Value,
    req: Request,
) -> (Outcome, bool) {
    let mut out = tusk_vm::output::Output::new();
    out.sink = req.sink;
    let saved_out = std::mem::replace(&mut vm.out, out);
    let saved_sapi = std::mem::replace(&mut vm.sapi, req.sapi);
    let cp = vm.ini_checkpoint();
    let env = crate::env::save();
    let mask = if ini.jit {
        crate::superglobals::worker_seen()
    } else {
        crate::superglobals::JIT_ALL
    };
    begin_request(vm, ini, req.globals, mask, true, req.body, &req.warnings);
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        tusk_ext::session::request_startup(vm)?;
        vm.call_value(handler, Vec::new())
    }));
    let (mut exit_status, mut keep) = match run {
        Ok(Ok(_)) => (0, true),
        Ok(Err(Unwind::Exit(c))) => (c, true),
        Ok(Err(Unwind::Throw(e))) => (crate::uncaught(vm, e), false),
        Err(p) => {
            let _ = crate::panic_unwind(vm, p);
            (255, false)
        }
    };
    match tusk_ext::session::request_shutdown(vm) {
        Ok(()) => {}
        Err(Unwind::Exit(c)) => exit_status = c,
        Err(Unwind::Throw(e)) => {
            exit_status = crate::uncaught(vm, e);
            keep = false;
        }
    }
    vm.set_time_limit(0);
    vm.end_request();
    let mut sapi = std::mem::replace(&mut vm.sapi, saved_sapi);
    let headers = take_response_headers(&mut sapi, ini);
    vm.ini_rollback(cp);
    crate::env::restore(env);
    vm.set_unit_hook(Some(crate::superglobals::worker_hook()));
    vm.out = saved_out;
    let outcome = Outcome {
        status: if sapi.status == 0 { 200 } else { sapi.status },
        status_line: sapi.status_line,
        headers,
        exit_status,
        returned_false: false,
    };
    (outcome, keep)
}

/// [`response_headers`] taken out of a finished request's `sapi` (its
/// lines moved, not copied).
fn take_response_headers(sapi: &mut Sapi, ini: &RequestIni) -> Vec<Vec<u8>> {
    let default = match &ini.default_type {
        // header() writes the name as "Content-type": the exact compare
        // finds it first.
        Some(t) if sapi.get(b"Content-type").is_none() => Some(t.clone()),
        _ => None,
    };
    let mut h = std::mem::take(&mut sapi.headers);
    h.extend(default);
    h
}

/// The header lines to send: the script's, and php's default
/// "Content-type: text/html; charset=UTF-8" (default_mimetype,
/// default_charset) when it set none.
pub fn response_headers<'a>(sapi: &'a Sapi, ini: &RequestIni) -> std::borrow::Cow<'a, [Vec<u8>]> {
    match &ini.default_type {
        Some(t) if sapi.get(b"Content-type").is_none() => {
            let mut h = sapi.headers.clone();
            h.push(t.clone());
            std::borrow::Cow::Owned(h)
        }
        _ => std::borrow::Cow::Borrowed(&sapi.headers),
    }
}
