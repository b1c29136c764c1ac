//! Error reporting: levels, error_reporting/display_errors/log_errors, the
//! "\nWarning: msg in FILE on line N\n" format, and set_error_handler.

use crate::Vm;
use tusk_value::ops::Diag;

/// The time of an error_log line ("22-Nov-2026 02:10:00 UTC", php's
/// "d-M-Y H:i:s e" in the default zone); the date extension installs it.
pub static LOG_TIME: std::sync::OnceLock<fn(&mut Vm) -> String> = std::sync::OnceLock::new();

pub const E_ERROR: i64 = 1;
pub const E_WARNING: i64 = 2;
pub const E_PARSE: i64 = 4;
pub const E_NOTICE: i64 = 8;
pub const E_CORE_ERROR: i64 = 16;
pub const E_CORE_WARNING: i64 = 32;
pub const E_COMPILE_ERROR: i64 = 64;
pub const E_COMPILE_WARNING: i64 = 128;
pub const E_USER_ERROR: i64 = 256;
pub const E_USER_WARNING: i64 = 512;
pub const E_USER_NOTICE: i64 = 1024;
pub const E_STRICT: i64 = 2048;
pub const E_RECOVERABLE_ERROR: i64 = 4096;
pub const E_DEPRECATED: i64 = 8192;
pub const E_USER_DEPRECATED: i64 = 16384;
pub const E_ALL: i64 = 32767;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorLevel {
    Fatal,
    Parse,
    Warning,
    Notice,
    Deprecated,
    UserError,
    UserWarning,
    UserNotice,
    UserDeprecated,
    Recoverable,
    CompileError,
    CoreError,
}

impl ErrorLevel {
    pub fn bit(self) -> i64 {
        match self {
            ErrorLevel::Fatal => E_ERROR,
            ErrorLevel::Parse => E_PARSE,
            ErrorLevel::Warning => E_WARNING,
            ErrorLevel::Notice => E_NOTICE,
            ErrorLevel::Deprecated => E_DEPRECATED,
            ErrorLevel::UserError => E_USER_ERROR,
            ErrorLevel::UserWarning => E_USER_WARNING,
            ErrorLevel::UserNotice => E_USER_NOTICE,
            ErrorLevel::UserDeprecated => E_USER_DEPRECATED,
            ErrorLevel::Recoverable => E_RECOVERABLE_ERROR,
            ErrorLevel::CompileError => E_COMPILE_ERROR,
            ErrorLevel::CoreError => E_CORE_ERROR,
        }
    }
    /// The label php prints ("Warning", "Fatal error", ...).
    pub fn label(self) -> &'static str {
        match self {
            ErrorLevel::Fatal
            | ErrorLevel::UserError
            | ErrorLevel::CompileError
            | ErrorLevel::CoreError => "Fatal error",
            ErrorLevel::Parse => "Parse error",
            ErrorLevel::Warning | ErrorLevel::UserWarning => "Warning",
            ErrorLevel::Notice | ErrorLevel::UserNotice => "Notice",
            ErrorLevel::Deprecated | ErrorLevel::UserDeprecated => "Deprecated",
            ErrorLevel::Recoverable => "Recoverable fatal error",
        }
    }
}

pub struct DiagState {
    /// The built-in being called (its signature names the parameters).
    pub cur_entry: Option<std::rc::Rc<crate::runtime::BuiltinEntry>>,
    /// True while a built-in's frame is up (php's: from its argument
    /// checks on).
    pub in_body: bool,
    /// The running built-in is an instance method (`Class->m` in traces).
    pub builtin_this: bool,
    /// The frame depth when the running built-in was called (its frame
    /// sits below the ones it calls back into, in traces).
    pub builtin_depth: usize,
    /// The last argument checked against a callable type (for its message).
    pub last_coerce_input: tusk_value::Value,
    /// Arguments of a built-in called from internal code (for traces).
    pub internal_args: Option<Vec<tusk_value::Value>>,
    /// Named arguments call_user_func collects for its callback.
    pub named_rest: Vec<(tusk_value::PStr, tusk_value::Value)>,
    /// The built-ins running below the current one, oldest first: each
    /// called another, directly (a callback) or through the user code it
    /// called back. Their frames show in traces, as php's do.
    pub outer_builtins: Vec<OuterBuiltin>,
    /// The running built-in's arguments (first value, count) while its
    /// body runs, for the trace frame it gets once it calls another.
    pub cur_args: (*const tusk_value::Value, usize),
}

impl Default for DiagState {
    fn default() -> Self {
        DiagState {
            cur_entry: None,
            in_body: false,
            builtin_this: false,
            builtin_depth: 0,
            last_coerce_input: Default::default(),
            internal_args: None,
            named_rest: Vec::new(),
            outer_builtins: Vec::new(),
            cur_args: (std::ptr::null(), 0),
        }
    }
}

/// A built-in running below the current one (`DiagState::outer_builtins`):
/// what `cur_builtin` and the `DiagState` fields said of it.
pub struct OuterBuiltin {
    pub name: &'static str,
    pub depth: usize,
    pub this: bool,
    pub in_body: bool,
    /// Its arguments (`DiagState::cur_args`): they stay where they are
    /// (the slot stack, or its `Args`' vector) until it returns.
    pub args: (*const tusk_value::Value, usize),
}

impl Vm {
    /// Reports an error at the current location, as php's CLI does:
    /// display_errors to stdout, log_errors to stderr ("PHP Warning:  ...").
    pub fn raise(&mut self, level: ErrorLevel, msg: &str) {
        if !matches!(
            level,
            ErrorLevel::Fatal
                | ErrorLevel::Parse
                | ErrorLevel::CompileError
                | ErrorLevel::CoreError
        ) && self.call_error_handler(level, msg)
        {
            return;
        }
        let (file, line) = self.location();
        self.last_error = Some((level.bit(), msg.to_string(), file.clone(), line));
        if self.error_reporting & level.bit() == 0 {
            return;
        }
        self.report(level, msg, &file, line);
    }

    /// Prints an error for an explicit location (display_errors/log_errors).
    pub fn report(&mut self, level: ErrorLevel, msg: &str, file: &str, line: u32) {
        let display = self
            .ini_get("display_errors")
            .map(|v| {
                let b = v.as_bytes();
                !(b.is_empty()
                    || b == b"0"
                    || b.eq_ignore_ascii_case(b"off")
                    || b.eq_ignore_ascii_case(b"false"))
            })
            .unwrap_or(true);
        let log = self
            .ini_get("log_errors")
            .map(|v| v.as_bytes() == b"1" || v.as_bytes().eq_ignore_ascii_case(b"on"))
            .unwrap_or(false);
        if log {
            let text = format!(
                "PHP {}:  {} in {} on line {}",
                level.label(),
                msg,
                file,
                line
            );
            self.log_message(text.as_bytes());
        }
        if display {
            let text = if self.ini_is_on("html_errors") {
                format!(
                    "<br />\n<b>{}</b>:  {} in <b>{}</b> on line <b>{}</b><br />\n",
                    level.label(),
                    escape_html(msg),
                    file,
                    line
                )
            } else {
                format!(
                    "\n{}: {} in {} on line {}\n",
                    level.label(),
                    msg,
                    file,
                    line
                )
            };
            self.out.write(text.as_bytes());
            self.note_output_origin();
        }
        // php_error_cb: a fatal error that is not displayed makes a fresh
        // response a 500.
        if self.sapi.server
            && !display
            && !self.out.sent
            && self.sapi.status == 200
            && matches!(
                level,
                ErrorLevel::Fatal
                    | ErrorLevel::Parse
                    | ErrorLevel::CompileError
                    | ErrorLevel::CoreError
                    | ErrorLevel::UserError
                    | ErrorLevel::Recoverable
            )
        {
            self.sapi.status = 500;
            self.sapi.status_line = None;
        }
    }

    /// Writes one line to php's error log: appended to the file named by
    /// the error_log ini setting, after php's "[22-Nov-2026 02:10:00 UTC] "
    /// time prefix, or (error_log unset, or the file cannot be opened) to
    /// stderr as is, which in a server is the server's stderr.
    pub fn log_message(&mut self, msg: &[u8]) {
        let path = self
            .ini_get("error_log")
            .map(|v| v.as_bytes().to_vec())
            .filter(|v| !v.is_empty() && v != b"syslog");
        if let Some(path) = path {
            use std::io::Write;
            use std::os::unix::fs::OpenOptionsExt;
            let mode = self
                .ini_get("error_log_mode")
                .and_then(|m| std::str::from_utf8(m.as_bytes()).ok())
                .and_then(|m| u32::from_str_radix(m.trim(), 8).ok())
                .unwrap_or(0o644);
            let time = match LOG_TIME.get() {
                Some(f) => f(self),
                None => format!(
                    "@{}",
                    std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_secs())
                ),
            };
            let mut line = format!("[{time}] ").into_bytes();
            line.extend_from_slice(msg);
            line.push(b'\n');
            let path = std::path::PathBuf::from(
                <std::ffi::OsString as std::os::unix::ffi::OsStringExt>::from_vec(path),
            );
            let wrote = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .mode(mode)
                .open(path)
                .and_then(|mut f| f.write_all(&line));
            if wrote.is_ok() {
                return;
            }
        }
        let mut line = msg.to_vec();
        line.push(b'\n');
        let _ = std::io::Write::write_all(&mut std::io::stderr().lock(), &line);
    }

    /// Whether a boolean ini setting is on ("1", "On", "yes", "true").
    pub fn ini_is_on(&self, key: &str) -> bool {
        self.ini_get(key)
            .is_some_and(|v| crate::runtime::ini_bool(v.as_bytes()))
    }
}

/// Adapter: a `Diag` sink that reports through the VM.
pub struct VmDiag<'a>(pub &'a mut Vm);

impl Diag for VmDiag<'_> {
    fn warning(&mut self, msg: &str) {
        self.0.warning(msg)
    }
    fn notice(&mut self, msg: &str) {
        self.0.notice(msg)
    }
    fn deprecated(&mut self, msg: &str) {
        self.0.deprecated(msg)
    }
    fn object_to_string(&mut self, o: &tusk_value::PObj) -> Option<tusk_value::PStr> {
        match self.0.object_to_string(o) {
            Ok(s) => s,
            Err(crate::Unwind::Throw(e)) => {
                // Thrown at the next instruction.
                self.0.rt.pending_throw = Some(e);
                tusk_value::mem::raise_interrupt();
                None
            }
            Err(_) => None,
        }
    }
}

/// php's escape_html for messages under html_errors (ENT_COMPAT).
fn escape_html(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            c => o.push(c),
        }
    }
    o
}
