//! Core constants: PHP_VERSION and friends, PHP_INT_*, PHP_FLOAT_*, E_*.

use std::collections::HashMap;
use std::sync::OnceLock;
use tusk_value::Value;
use tusk_vm::builtin::{ConstVal, Module};
use tusk_vm::Vm;

/// The core constants whose values never change: registered as a module,
/// so the compiler substitutes them like the extensions' (see `fixed`).
pub static CORE_CONSTANTS: Module = Module {
    name: "Core",
    functions: &[],
    classes: &[],
    constants: &[
        ("PHP_EXTRA_VERSION", ConstVal::Str("")),
        ("PHP_OS", ConstVal::Str("Linux")),
        ("PHP_OS_FAMILY", ConstVal::Str("Linux")),
        ("PHP_EOL", ConstVal::Str("\n")),
        ("PHP_INT_MAX", ConstVal::Int(i64::MAX)),
        ("PHP_INT_MIN", ConstVal::Int(i64::MIN)),
        ("PHP_INT_SIZE", ConstVal::Int(8)),
        ("PHP_FLOAT_EPSILON", ConstVal::Float(f64::EPSILON)),
        ("PHP_FLOAT_MAX", ConstVal::Float(f64::MAX)),
        ("PHP_FLOAT_MIN", ConstVal::Float(f64::MIN_POSITIVE)),
        ("PHP_FLOAT_DIG", ConstVal::Int(15)),
        ("PHP_DEBUG", ConstVal::Int(0)),
        ("PHP_ZTS", ConstVal::Int(0)),
        ("PHP_MAXPATHLEN", ConstVal::Int(4096)),
        ("DIRECTORY_SEPARATOR", ConstVal::Str("/")),
        ("PATH_SEPARATOR", ConstVal::Str(":")),
        ("PHP_SHLIB_SUFFIX", ConstVal::Str("so")),
        ("PHP_FD_SETSIZE", ConstVal::Int(1024)),
        ("NAN", ConstVal::Float(f64::NAN)),
        ("INF", ConstVal::Float(f64::INFINITY)),
        ("E_ERROR", ConstVal::Int(1)),
        ("E_WARNING", ConstVal::Int(2)),
        ("E_PARSE", ConstVal::Int(4)),
        ("E_NOTICE", ConstVal::Int(8)),
        ("E_CORE_ERROR", ConstVal::Int(16)),
        ("E_CORE_WARNING", ConstVal::Int(32)),
        ("E_COMPILE_ERROR", ConstVal::Int(64)),
        ("E_COMPILE_WARNING", ConstVal::Int(128)),
        ("E_USER_ERROR", ConstVal::Int(256)),
        ("E_USER_WARNING", ConstVal::Int(512)),
        ("E_USER_NOTICE", ConstVal::Int(1024)),
        ("E_STRICT", ConstVal::Int(2048)),
        ("E_RECOVERABLE_ERROR", ConstVal::Int(4096)),
        ("E_DEPRECATED", ConstVal::Int(8192)),
        ("E_USER_DEPRECATED", ConstVal::Int(16384)),
        ("E_ALL", ConstVal::Int(32767)),
        ("DEBUG_BACKTRACE_PROVIDE_OBJECT", ConstVal::Int(1)),
        ("DEBUG_BACKTRACE_IGNORE_ARGS", ConstVal::Int(2)),
        // main/rfc1867.h: the $_FILES error codes.
        ("UPLOAD_ERR_OK", ConstVal::Int(0)),
        ("UPLOAD_ERR_INI_SIZE", ConstVal::Int(1)),
        ("UPLOAD_ERR_FORM_SIZE", ConstVal::Int(2)),
        ("UPLOAD_ERR_PARTIAL", ConstVal::Int(3)),
        ("UPLOAD_ERR_NO_FILE", ConstVal::Int(4)),
        ("UPLOAD_ERR_NO_TMP_DIR", ConstVal::Int(6)),
        ("UPLOAD_ERR_CANT_WRITE", ConstVal::Int(7)),
        ("UPLOAD_ERR_EXTENSION", ConstVal::Int(8)),
    ],
};

/// Every module whose functions, classes and constants each request
/// registers.
pub(crate) fn modules() -> Vec<&'static Module> {
    let mut all = tusk_ext::modules();
    all.push(&crate::core_funcs::CORE);
    all.push(&crate::output_funcs::OUTPUT);
    all.push(&CORE_CONSTANTS);
    all
}

/// The value of a constant the modules' tables define: the same in every
/// request, and a built-in constant cannot be redefined, so the compiler
/// substitutes it (`tusk_compiler::set_builtin_constants`). Constants set
/// up per request (PHP_VERSION's parts, PHP_BINARY, PHP_SAPI, STDIN, ...)
/// are not here: they are looked up when they run.
pub(crate) fn fixed(name: &[u8]) -> Option<Value> {
    static TABLE: OnceLock<HashMap<&'static [u8], &'static ConstVal>> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        modules()
            .into_iter()
            .flat_map(|m| m.constants.iter())
            .map(|(n, v)| (n.as_bytes(), v))
            .collect()
    });
    t.get(name).map(|v| v.to_value())
}

pub fn register(vm: &mut Vm) {
    let v = crate::config::PHP_VERSION;
    let parts: Vec<i64> = v.split('.').map(|p| p.parse().unwrap_or(0)).collect();
    let mut def = |n: &str, val: Value| vm.define_constant(n.as_bytes(), val);
    def("PHP_VERSION", Value::from(v));
    def("PHP_MAJOR_VERSION", Value::Int(parts[0]));
    def("PHP_MINOR_VERSION", Value::Int(parts[1]));
    def("PHP_RELEASE_VERSION", Value::Int(parts[2]));
    def(
        "PHP_VERSION_ID",
        Value::Int(parts[0] * 10000 + parts[1] * 100 + parts[2]),
    );
    def("PHP_SAPI", Value::from("cli"));
    def("DEFAULT_INCLUDE_PATH", Value::from(".:/usr/share/php"));
    def(
        "PHP_BINARY",
        Value::from(
            std::env::current_exe()
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default(),
        ),
    );
    tusk_value::resource::reset_ids();
    for (n, val) in tusk_ext::standard::file::std_streams() {
        def(n, val);
    }
}
