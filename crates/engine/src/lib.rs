//! tusk-engine: the facade the `tusk` binary and the server use. It owns the
//! configuration (ini: defaults, php.ini files, -d), compiles scripts through
//! the syntax and compiler crates (the VM reaches it for include/eval through
//! the `Loader` trait), sets up a request's VM (modules, constants, ini,
//! $argv) and runs a script from start to shutdown.
//! It has no I/O policy of its own beyond reading scripts: stdout/stderr or a
//! response body are the caller's sink.

pub mod config;
mod constants;
pub mod core_funcs;
pub mod env;
mod output_funcs;
pub mod superglobals;
pub mod worker;

pub use config::Config;

use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::CodeUnit;
use tusk_value::{PArr, Value};
use tusk_vm::{LoadError, Loader, Unwind, Vm};

/// Where the main script comes from.
pub enum Source {
    /// A file path, as given on the command line.
    File(PathBuf),
    /// `-r CODE`: code without the opening tag.
    Code(Vec<u8>),
    /// A script read from standard input (with its own `<?php`).
    Stdin(Vec<u8>),
}

/// Compiles PHP source to a unit; parse and compile errors in php's words.
pub fn compile(src: &[u8], file: &str) -> Result<Arc<CodeUnit>, LoadError> {
    compile_as(src, file, false)
}

fn compile_as(src: &[u8], file: &str, is_eval: bool) -> Result<Arc<CodeUnit>, LoadError> {
    tusk_compiler::set_builtin_constants(constants::fixed);
    let prog = tusk_syntax::parse(src).map_err(|e| {
        if e.fatal {
            LoadError::Compile(e.message, e.line)
        } else {
            LoadError::Parse(e.message, e.line)
        }
    })?;
    let r = if is_eval {
        tusk_compiler::compile_eval(&prog, file)
    } else {
        tusk_compiler::compile_program(&prog, file)
    };
    if let Ok(unit) = &r {
        dump_ops(unit);
    }
    r.map_err(|e| {
        // Some grammar checks happen in the compiler: they are parse errors.
        if e.parse {
            LoadError::Parse(e.message, e.line)
        } else {
            LoadError::Compile(e.message, e.line)
        }
    })
}

/// `TUSK_DUMP_OPS=1`: every compiled unit (main script, include, eval)
/// is disassembled to stderr before it runs (a debugging aid).
fn dump_ops(unit: &CodeUnit) {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if *ON.get_or_init(|| {
        std::env::var_os("TUSK_DUMP_OPS").is_some_and(|v| !v.is_empty() && v != "0")
    }) {
        eprint!("{}", tusk_bytecode::disasm::disassemble(unit));
    }
}

pub(crate) struct FileLoader;

impl Loader for FileLoader {
    fn compile_file(&self, path: &str) -> Result<Arc<CodeUnit>, LoadError> {
        let src = std::fs::read(path).map_err(|_| LoadError::NotFound)?;
        let full = std::fs::canonicalize(path)
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_else(|_| path.to_string());
        compile(&src, &full)
    }
    fn compile_eval(&self, code: &[u8], name: &str) -> Result<Arc<CodeUnit>, LoadError> {
        let mut src = b"<?php ".to_vec();
        src.extend_from_slice(code);
        compile_as(&src, name, true)
    }
}

/// A VM set up for one request: ini, modules, constants.
pub fn new_vm(cfg: &Config) -> Vm {
    let mut vm = Vm::new();
    for (k, v) in cfg.iter() {
        vm.ini.insert(k.to_string(), tusk_value::PStr::from(v));
    }
    vm.ini_gen = tusk_vm::runtime::next_ini_gen();
    for (k, v) in cfg.iter() {
        // Apply the side effects of the settings the VM owns.
        let v = v.to_string();
        vm.ini_set(k, v.as_bytes());
    }
    vm.error_reporting = cfg.error_reporting();
    tusk_value::gc::reset(cfg.get_bool("zend.enable_gc"));
    vm.snapshot_ini();
    constants::register(&mut vm);
    for m in constants::modules() {
        vm.register_module(m);
    }
    tusk_ext::reset_request_state();
    vm.set_loader(Rc::new(FileLoader));
    let _ = vm.start_output_from_ini();
    vm
}

/// Runs a script to the end and returns the process exit status
/// (0, the `exit` code, or 255 after a fatal error).
pub fn run_script(cfg: &Config, src: Source, argv: Vec<Vec<u8>>) -> i32 {
    let mut vm = new_vm(cfg);
    let is_file = matches!(src, Source::File(_));
    let (code, file) = match src {
        Source::File(p) => match std::fs::read(&p) {
            Ok(b) => {
                let full = std::fs::canonicalize(&p)
                    .map(|c| c.to_string_lossy().into_owned())
                    .unwrap_or_else(|_| p.to_string_lossy().into_owned());
                (b, full)
            }
            Err(_) => {
                println!("Could not open input file: {}", p.to_string_lossy());
                return 1;
            }
        },
        Source::Code(c) => {
            let mut b = b"<?php ".to_vec();
            b.extend_from_slice(&c);
            (b, "Command line code".to_string())
        }
        Source::Stdin(b) => (b, "Standard input code".to_string()),
    };
    vm.set_script_path(&file);
    let argc = argv.len() as i64;
    let script_name = argv.first().cloned().unwrap_or_default();
    let args = PArr::from_values(argv.into_iter().map(Value::from).collect());
    superglobals::cli(&mut vm, &script_name, is_file, &args);
    vm.preset_global(b"argv", Value::Arr(args));
    vm.preset_global(b"argc", Value::Int(argc));
    let unit = match compile(&code, &file) {
        Ok(u) => u,
        Err(e) => {
            let status = report_load_error(&mut vm, e, &file);
            vm.out.flush();
            return status;
        }
    };
    vm.report_compile_warnings(&unit);
    let status = execute(&mut vm, unit);
    // Everything a script does that can be seen has happened now: its
    // shutdown functions and destructors ran, its output is flushed and
    // its files are written. Freeing its values would only give memory
    // back to a process about to exit (php's shutdown does walk them;
    // a large script's arrays take tens of milliseconds), so the CLI
    // leaves them, unless a tmpfile() stream must still remove its file.
    if !tusk_ext::standard::file::stream::temp_files_open() {
        std::mem::forget(vm);
    }
    status
}

/// Reports a main script that could not be compiled; returns the exit
/// status (255, or 1 for a missing file).
pub fn report_load_error(vm: &mut Vm, e: LoadError, file: &str) -> i32 {
    match e {
        LoadError::Parse(msg, line) => {
            vm.report(tusk_vm::ErrorLevel::Parse, &msg, file, line);
            255
        }
        LoadError::Compile(msg, line) => {
            vm.report(tusk_vm::ErrorLevel::Fatal, &msg, file, line);
            255
        }
        LoadError::NotFound => 1,
    }
}

/// Runs a compiled main script, then the uncaught-exception handling,
/// shutdown functions and output flushing; returns php's exit status.
pub fn execute(vm: &mut Vm, unit: Arc<CodeUnit>) -> i32 {
    execute_main(vm, unit).0
}

/// [`execute`], also telling whether the script returned false.
pub fn execute_main(vm: &mut Vm, unit: Arc<CodeUnit>) -> (i32, bool) {
    // A bug in Tusk must not crash the process: a panic becomes a fatal
    // error of this script.
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // session.auto_start (the session module's request start).
        tusk_ext::session::request_startup(vm)?;
        vm.run_main(unit)
    }));
    let run = match run {
        Ok(r) => r,
        Err(p) => Err(panic_unwind(vm, p)),
    };
    let returned_false = matches!(run, Ok(Value::Bool(false)));
    let mut status = match run {
        Ok(_) => 0,
        Err(Unwind::Exit(c)) => c,
        Err(Unwind::Throw(e)) => uncaught(vm, e),
    };
    // Shutdown functions, then the session's write and close (php
    // registers session_write_close as a shutdown function), then the
    // globals' destructors.
    let shutdown = vm.run_shutdown();
    let session = tusk_ext::session::request_shutdown(vm);
    // An exit() or exception in a shutdown function stops the destructors
    // (the session is still written, as php's module shutdown does).
    let globals = match shutdown {
        Ok(()) => session.and_then(|_| vm.destroy_globals()),
        Err(e) => Err(e),
    };
    match globals {
        Ok(()) => {}
        Err(Unwind::Exit(c)) => status = c,
        Err(Unwind::Throw(e)) => status = vm.report_uncaught(&e),
    }
    vm.end_request();
    (status, returned_false)
}

/// An exception nothing caught: the set_exception_handler handler gets it,
/// or php's "Uncaught ..." fatal error reports it; the exit status.
pub fn uncaught(vm: &mut Vm, e: tusk_value::PObj) -> i32 {
    match vm.exception_handler.take() {
        // Objects freed while unwinding are destroyed before the report.
        _ if vm.run_destructors().is_err() => 255,
        // set_exception_handler: the handler gets the exception instead.
        Some(h) => match vm.call_value(&h, vec![Value::Obj(e)]) {
            Ok(_) => 255,
            Err(Unwind::Exit(c)) => c,
            Err(Unwind::Throw(e2)) => vm.report_uncaught(&e2),
        },
        None => vm.report_uncaught(&e),
    }
}

/// A panic caught at the engine's edge, as php's fatal error.
pub fn panic_unwind(vm: &mut Vm, p: Box<dyn std::any::Any + Send>) -> Unwind {
    let msg = p
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    vm.fatal(&format!("Internal error in Tusk: {}", msg))
}

/// `-l`: parses a file; Ok or the php-style parse error (message, line).
pub fn lint(path: &std::path::Path) -> Result<(), (String, u32)> {
    let src = std::fs::read(path).map_err(|e| (e.to_string(), 0))?;
    tusk_syntax::parse(&src)
        .map(|_| ())
        .map_err(|e| (e.message, e.line))
}
