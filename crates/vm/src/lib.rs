//! tusk-vm: the interpreter. Frames on one contiguous stack, the dispatch
//! loop over register bytecode, calls, the error machinery (warnings,
//! exceptions, fatal errors), output, ini settings and the built-in
//! function interface ([`builtin`]).
//!
//! The VM never imports the compiler: include/eval reach it through the
//! [`Loader`] trait, which the engine implements. Built-in functions never
//! touch frames or bytecode: they see a [`Vm`] and their [`builtin::Args`].

pub mod builtin;
mod callback;
mod calls;
pub mod class;
mod closure;
pub mod diag;
pub mod exception;
mod fast;
pub mod fused;
mod gc;
mod generator;
mod include;
mod interp;
mod interp_cold;
mod iter;
mod jit_begin;
mod jit_call;
mod jit_gen;
mod jit_rt;
pub mod output;
pub mod output_cb;
mod paths;
mod reflection;
mod request;
pub mod runtime;
pub mod sapi;
mod shutdown;
mod sig;
mod stack;
mod typed_ref;
mod types;
mod weak;

pub use builtin::{Args, BResult, Builtin, BuiltinFn, ConstVal, Module};
pub use callback::{ArrArg, CallArgs, Prepared, Stage};
pub use class::ext::{ClassDef, DefKind, MethodCtx, MethodDef, Payload, PropDef, PropsPurpose};
pub use diag::ErrorLevel;
pub use request::UnitHook;

use tusk_value::{ops, PObj, PStr, Value};

/// Why execution is unwinding instead of returning a value.
#[derive(Debug)]
pub enum Unwind {
    /// A PHP exception (a Throwable object) in flight.
    Throw(PObj),
    /// `exit`/`die`, or a fatal error that was already reported: the script
    /// ends with this status (shutdown functions and destructors still run).
    Exit(i32),
}

/// The engine's side of include/require/eval: compile a file or string.
pub trait Loader {
    /// Compiles a file (the path as resolved by the VM).
    fn compile_file(
        &self,
        path: &str,
    ) -> Result<std::sync::Arc<tusk_bytecode::CodeUnit>, LoadError>;
    /// Compiles eval'd code (without `<?php`), naming it `name` in messages.
    fn compile_eval(
        &self,
        code: &[u8],
        name: &str,
    ) -> Result<std::sync::Arc<tusk_bytecode::CodeUnit>, LoadError>;
}

/// Why a file or string could not be compiled.
#[derive(Debug)]
pub enum LoadError {
    NotFound,
    /// A parse error: message and line (php's words).
    Parse(String, u32),
    /// A compile-time fatal error.
    Compile(String, u32),
}

/// The interpreter state of one request (one PHP "process").
pub struct Vm {
    pub out: output::Output,
    /// The settings (written through `ini_set`, which bumps `ini_gen`).
    pub ini: runtime::FastMap<String, PStr>,
    /// Changes whenever a setting does, and differs between VMs: a cache
    /// of values derived from settings (pcre's limits) holding the
    /// generation it read is still good while the generation is the same.
    pub ini_gen: u64,
    pub error_reporting: i64,
    /// The built-in being called (for "func(): message" warnings).
    pub cur_builtin: &'static str,
    /// File and line used for messages when no PHP frame is running.
    pub cur_file: PStr,
    pub cur_line: u32,
    pub(crate) rt: runtime::Runtime,
    /// `@` nesting depth (error_reporting is lowered to 4437 meanwhile).
    pub silence: u32,
    /// The `@` expressions running: the frame each began in and the
    /// error_reporting level it saved (an exception leaving them restores
    /// it, as php's live ranges do).
    pub silenced: Vec<(usize, i64)>,
    /// error_get_last(): (type, message, file, line).
    pub last_error: Option<(i64, String, String, u32)>,
    /// set_exception_handler's callable.
    pub exception_handler: Option<Value>,
    /// The handlers set before it (restore_exception_handler).
    pub exception_handler_stack: Vec<Option<Value>>,
    pub(crate) diag: diag::DiagState,
    /// The response status and headers (php's SAPI globals).
    pub sapi: sapi::Sapi,
}

impl Vm {
    pub fn new() -> Vm {
        let mut vm = Vm::bare();
        gc::register_tracers();
        vm.boot_classes();
        vm
    }

    fn bare() -> Vm {
        Vm {
            out: output::Output::new(),
            ini: runtime::FastMap::default(),
            ini_gen: runtime::next_ini_gen(),
            error_reporting: diag::E_ALL,
            cur_builtin: "",
            cur_file: PStr::new(b"[no active file]"),
            cur_line: 0,
            rt: runtime::Runtime {
                stack: stack::SlotStack::with_capacity(stack::STACK_SLOTS),
                ..Default::default()
            },
            silence: 0,
            silenced: Vec::new(),
            last_error: None,
            exception_handler: None,
            exception_handler_stack: Vec::new(),
            diag: diag::DiagState::default(),
            sapi: sapi::Sapi::default(),
        }
    }

    /// Writes to the output (through any ob_start buffers).
    #[inline]
    pub fn echo(&mut self, b: &[u8]) {
        self.out.write(b);
        if self.out.needs_attention() {
            let _ = self.output_pending();
        }
    }

    /// The current value of an ini setting.
    pub fn ini_get(&self, name: &str) -> Option<&PStr> {
        self.ini.get(name)
    }

    /// `E_WARNING` with php's text, e.g. "Undefined variable $x".
    pub fn warning(&mut self, msg: &str) {
        self.raise(ErrorLevel::Warning, msg);
    }
    pub fn notice(&mut self, msg: &str) {
        self.raise(ErrorLevel::Notice, msg);
    }
    pub fn deprecated(&mut self, msg: &str) {
        self.raise(ErrorLevel::Deprecated, msg);
    }
    /// A warning prefixed with the current built-in's name: "func(): msg"
    /// (php_error_docref).
    pub fn fn_warning(&mut self, msg: &str) {
        let m = format!("{}(): {}", self.cur_builtin, msg);
        self.raise(ErrorLevel::Warning, &m);
    }
    pub fn fn_notice(&mut self, msg: &str) {
        let m = format!("{}(): {}", self.cur_builtin, msg);
        self.raise(ErrorLevel::Notice, &m);
    }
    pub fn fn_deprecated(&mut self, msg: &str) {
        let m = format!("{}(): {}", self.cur_builtin, msg);
        self.raise(ErrorLevel::Deprecated, &m);
    }

    /// Throws a built-in Throwable class with a message.
    pub fn throw(&mut self, class: &str, msg: &str) -> Unwind {
        Unwind::Throw(self.make_exception(class, msg))
    }
    pub fn type_error(&mut self, msg: &str) -> Unwind {
        self.throw("TypeError", msg)
    }
    pub fn value_error(&mut self, msg: &str) -> Unwind {
        self.throw("ValueError", msg)
    }
    /// "func(): Argument #N ($name) msg" as a ValueError (zend_argument_value_error).
    pub fn arg_value_error(&mut self, arg: usize, msg: &str) -> Unwind {
        let m = format!(
            "{}(): Argument #{} (${}) {}",
            self.cur_builtin,
            arg,
            self.param_name(arg),
            msg
        );
        self.throw("ValueError", &m)
    }
    /// "func(): Argument #N ($name) msg" as a TypeError (zend_argument_type_error).
    pub fn arg_type_error(&mut self, arg: usize, msg: &str) -> Unwind {
        let m = format!(
            "{}(): Argument #{} (${}) {}",
            self.cur_builtin,
            arg,
            self.param_name(arg),
            msg
        );
        self.throw("TypeError", &m)
    }

    /// Argument `i` (0-based) of a built-in as a resource, or php's
    /// "Argument #N ($x) must be of type resource, T given" TypeError.
    pub fn arg_res(&mut self, a: &Args, i: usize) -> Result<tusk_value::PRes, Unwind> {
        match a.get(i).map(|v| v.unref()) {
            Some(Value::Res(r)) => Ok(r),
            other => {
                let t = tusk_value::ops::type_name(&other.unwrap_or(Value::Null));
                Err(self.arg_type_error(i + 1, &format!("must be of type resource, {t} given")))
            }
        }
    }

    /// The name of parameter `arg` (1-based) of the current built-in.
    pub fn param_name(&self, arg: usize) -> String {
        self.diag
            .cur_entry
            .as_ref()
            .and_then(|e| e.sig.params.get(arg.wrapping_sub(1)))
            .map(|p| p.name.to_string())
            .unwrap_or_default()
    }

    /// `(string)$v` with php's warnings; objects use __toString.
    pub fn to_pstr(&mut self, v: &Value) -> Result<PStr, Unwind> {
        if let Value::Obj(o) = v.unref() {
            if let Some(s) = self.object_to_string(&o)? {
                return Ok(s);
            }
        }
        let mut d = diag::VmDiag(self);
        match ops::to_str(v, &mut d) {
            Ok(s) => Ok(s),
            Err(e) => Err(self.op_error(e)),
        }
    }

    /// Turns an operator error into the exception php throws.
    pub fn op_error(&mut self, e: ops::OpError) -> Unwind {
        match e {
            ops::OpError::TypeError(m) => self.throw("TypeError", &m),
            ops::OpError::DivisionByZero(m) => self.throw("DivisionByZeroError", &m),
            ops::OpError::ArithmeticError(m) => self.throw("ArithmeticError", &m),
            ops::OpError::ValueError(m) => self.throw("ValueError", &m),
            // php's recursion guard in comparisons is a fatal error.
            ops::OpError::Error(m) if m.starts_with("Nesting level too deep") => self.fatal(&m),
            ops::OpError::Error(m) => self.throw("Error", &m),
        }
    }

    /// A `Diag` sink that reports through this VM (for `ops` calls).
    pub fn diag(&mut self) -> diag::VmDiag<'_> {
        diag::VmDiag(self)
    }
}

impl Vm {
    /// Whether the last raised error was taken by a user error handler.
    pub fn handled_last_error(&self) -> bool {
        self.rt.last_error_handled
    }

    /// Ends a request: flushes output buffers in php's order.
    pub fn end_request(&mut self) {
        let _ = self.output_end_all();
        self.out.flush();
    }
}
