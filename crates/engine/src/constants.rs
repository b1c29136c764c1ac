//! Core constants: PHP_VERSION and friends, PHP_INT_*, PHP_FLOAT_*, E_*.

use tusk_value::Value;
use tusk_vm::Vm;

pub fn register(vm: &mut Vm) {
    let v = crate::config::PHP_VERSION;
    let parts: Vec<i64> = v.split('.').map(|p| p.parse().unwrap_or(0)).collect();
    let mut def = |n: &str, val: Value| vm.define_constant(n.as_bytes(), val);
    def("PHP_VERSION", Value::from(v));
    // main/rfc1867.h: the $_FILES error codes.
    for (n, c) in [
        ("UPLOAD_ERR_OK", 0),
        ("UPLOAD_ERR_INI_SIZE", 1),
        ("UPLOAD_ERR_FORM_SIZE", 2),
        ("UPLOAD_ERR_PARTIAL", 3),
        ("UPLOAD_ERR_NO_FILE", 4),
        ("UPLOAD_ERR_NO_TMP_DIR", 6),
        ("UPLOAD_ERR_CANT_WRITE", 7),
        ("UPLOAD_ERR_EXTENSION", 8),
    ] {
        def(n, Value::Int(c));
    }
    def("PHP_MAJOR_VERSION", Value::Int(parts[0]));
    def("PHP_MINOR_VERSION", Value::Int(parts[1]));
    def("PHP_RELEASE_VERSION", Value::Int(parts[2]));
    def(
        "PHP_VERSION_ID",
        Value::Int(parts[0] * 10000 + parts[1] * 100 + parts[2]),
    );
    def("PHP_EXTRA_VERSION", Value::from(""));
    def("PHP_OS", Value::from("Linux"));
    def("PHP_OS_FAMILY", Value::from("Linux"));
    def("PHP_EOL", Value::from("\n"));
    def("PHP_INT_MAX", Value::Int(i64::MAX));
    def("PHP_INT_MIN", Value::Int(i64::MIN));
    def("PHP_INT_SIZE", Value::Int(8));
    def("PHP_FLOAT_EPSILON", Value::Float(f64::EPSILON));
    def("PHP_FLOAT_MAX", Value::Float(f64::MAX));
    def("PHP_FLOAT_MIN", Value::Float(f64::MIN_POSITIVE));
    def("PHP_FLOAT_DIG", Value::Int(15));
    def("PHP_DEBUG", Value::Int(0));
    def("PHP_ZTS", Value::Int(0));
    def("PHP_MAXPATHLEN", Value::Int(4096));
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
    def("DIRECTORY_SEPARATOR", Value::from("/"));
    def("PATH_SEPARATOR", Value::from(":"));
    def("PHP_SHLIB_SUFFIX", Value::from("so"));
    def("PHP_FD_SETSIZE", Value::Int(1024));
    def("NAN", Value::Float(f64::NAN));
    def("INF", Value::Float(f64::INFINITY));
    let e = [
        ("E_ERROR", 1),
        ("E_WARNING", 2),
        ("E_PARSE", 4),
        ("E_NOTICE", 8),
        ("E_CORE_ERROR", 16),
        ("E_CORE_WARNING", 32),
        ("E_COMPILE_ERROR", 64),
        ("E_COMPILE_WARNING", 128),
        ("E_USER_ERROR", 256),
        ("E_USER_WARNING", 512),
        ("E_USER_NOTICE", 1024),
        ("E_STRICT", 2048),
        ("E_RECOVERABLE_ERROR", 4096),
        ("E_DEPRECATED", 8192),
        ("E_USER_DEPRECATED", 16384),
        ("DEBUG_BACKTRACE_PROVIDE_OBJECT", 1),
        ("DEBUG_BACKTRACE_IGNORE_ARGS", 2),
        ("E_ALL", 32767),
    ];
    for (n, val) in e {
        def(n, Value::Int(val));
    }
    tusk_value::resource::reset_ids();
    for (n, val) in tusk_ext::standard::file::std_streams() {
        def(n, val);
    }
}
