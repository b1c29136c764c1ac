//! Throwable objects: building them with message/code/file/line/trace,
//! the built-in hierarchy's names (the classes themselves are registered
//! by `class::builtin`), traces and the uncaught-exception output.

use crate::{Unwind, Vm};
use tusk_value::{PObj, PStr, Value};

/// Built-in Throwable classes and their parents (root first is "Throwable").
pub const THROWABLES: &[(&str, &str)] = &[
    ("Exception", ""),
    ("ErrorException", "Exception"),
    ("Error", ""),
    ("CompileError", "Error"),
    ("ParseError", "CompileError"),
    ("TypeError", "Error"),
    ("ArgumentCountError", "TypeError"),
    ("ValueError", "Error"),
    ("ArithmeticError", "Error"),
    ("DivisionByZeroError", "ArithmeticError"),
    ("UnhandledMatchError", "Error"),
    ("AssertionError", "Error"),
    ("JsonException", "Exception"),
    ("LogicException", "Exception"),
    ("BadFunctionCallException", "LogicException"),
    ("BadMethodCallException", "BadFunctionCallException"),
    ("DomainException", "LogicException"),
    ("InvalidArgumentException", "LogicException"),
    ("LengthException", "LogicException"),
    ("OutOfRangeException", "LogicException"),
    ("RuntimeException", "Exception"),
    ("OutOfBoundsException", "RuntimeException"),
    ("OverflowException", "RuntimeException"),
    ("RangeException", "RuntimeException"),
    ("UnderflowException", "RuntimeException"),
    ("UnexpectedValueException", "RuntimeException"),
];

/// The parent of a built-in Throwable class, if it is one.
pub fn builtin_parent(class: &str) -> Option<&'static str> {
    THROWABLES
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(class))
        .map(|(_, p)| *p)
}

impl Vm {
    /// A new exception object of a built-in class, located at the current line.
    pub fn make_exception(&mut self, class: &str, msg: &str) -> PObj {
        let c = self
            .find_class(class.as_bytes())
            .or_else(|| self.find_class(b"Error"))
            .expect("built-in Throwable");
        let o = match self.instantiate_raw(&c) {
            Ok(o) => o,
            Err(_) => PObj::new_named(PStr::from(class)),
        };
        o.set_prop(b"message", Value::from(msg));
        o
    }
}

/// The trace text of a Throwable.
pub(crate) fn trace_text(o: &PObj) -> String {
    o.internal()
        .and_then(|i| i.downcast_ref::<crate::class::ExcData>())
        .map(|d| d.trace.borrow().clone())
        .unwrap_or_else(|| "#0 {main}".into())
}

/// A Throwable's message, file and line properties.
fn throwable_location(o: &PObj) -> (String, String, u32) {
    let g = |k: &str| {
        o.get_prop(k.as_bytes())
            .map(|v| v.unref())
            .unwrap_or(Value::Null)
    };
    let msg = match g("message") {
        Value::Str(s) => lossy(s.as_bytes()),
        _ => String::new(),
    };
    let file = match g("file") {
        Value::Str(s) => lossy(s.as_bytes()),
        _ => String::new(),
    };
    let line = match g("line") {
        Value::Int(i) => i as u32,
        _ => 0,
    };
    (msg, file, line)
}

/// Stands for a built-in's arguments in a trace until the call returns.
const ARGS_MARK: &str = "\u{0}args\u{0}";

/// Puts the built-in's arguments into the trace of an exception it threw.
pub(crate) fn fill_trace_args(o: &PObj, args: &[Value]) {
    let Some(d) = o
        .internal()
        .and_then(|i| i.downcast_ref::<crate::class::ExcData>())
    else {
        return;
    };
    let t = d.trace.borrow().clone();
    if t.contains(ARGS_MARK) {
        let a: Vec<String> = args
            .iter()
            .filter(|v| !v.is_undef())
            .map(trace_arg)
            .collect();
        *d.trace.borrow_mut() = t.replacen(ARGS_MARK, &a.join(", "), 1);
    }
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A trace argument as php shows it in getTraceAsString.
fn trace_arg(v: &Value) -> String {
    match v {
        Value::Undef | Value::Null => "NULL".into(),
        Value::Bool(b) => if *b { "true" } else { "false" }.into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => tusk_value::num::fmt_float(*f, 17),
        Value::Str(s) => {
            let b = s.as_bytes();
            if b.len() > 15 {
                format!("'{}...'", lossy(&b[..15]))
            } else {
                format!("'{}'", lossy(b))
            }
        }
        Value::Arr(_) => "Array".into(),
        Value::Obj(o) => format!("Object({})", lossy(o.class_name().as_bytes())),
        Value::Res(r) => format!("Resource id #{}", r.id()),
        Value::Ref(r) => trace_arg(&r.get()),
    }
}

impl Vm {
    pub(crate) fn set_exception_location(&mut self, o: &PObj, file: &str, line: u32) {
        o.set_prop(b"file", Value::from(file));
        o.set_prop(b"line", Value::Int(line as i64));
    }

    /// The trace text php prints (frames from the innermost call out).
    pub(crate) fn build_trace(&self) -> String {
        let mut lines = Vec::new();
        let frames = &self.rt.frames;
        // The built-in being called, if the error came from inside it (or it
        // was called from internal code, where php has a frame for it).
        if !self.cur_builtin.is_empty() {
            if let Some(args) = &self.diag.internal_args {
                let a: Vec<String> = args.iter().map(trace_arg).collect();
                lines.push(format!(
                    "[internal function]: {}({})",
                    self.cur_builtin,
                    a.join(", ")
                ));
            } else if self.diag.in_body {
                if let Some(f) = frames.last() {
                    let line = f
                        .unit
                        .lines
                        .get(f.pc.saturating_sub(1))
                        .copied()
                        .unwrap_or(0);
                    lines.push(format!(
                        "{}({}): {}({})",
                        f.unit.file, line, self.cur_builtin, ARGS_MARK
                    ));
                }
            }
        }
        for i in (0..frames.len()).rev() {
            let f = &frames[i];
            if i == 0 && !f.internal {
                break; // the main script: {main}
            }
            if f.statics_key == 0 {
                // Included files are not call frames; eval'd code shows as eval().
                if i > 0 && f.unit.file.ends_with("eval()'d code") {
                    let caller = &frames[i - 1];
                    let line = caller
                        .unit
                        .lines
                        .get(caller.pc.saturating_sub(1))
                        .copied()
                        .unwrap_or(0);
                    lines.push(format!("{}({}): eval()", caller.unit.file, line));
                }
                continue;
            }
            let n = (f.num_args as usize).min(f.unit.params.len());
            let mut args: Vec<String> = (0..n)
                .map(|k| trace_arg(&self.rt.stack[f.base + k]))
                .collect();
            args.extend(f.extra_args().iter().map(trace_arg));
            let site = if f.internal || i == 0 {
                "[internal function]".to_string()
            } else {
                let caller = &frames[i - 1];
                let line = caller
                    .unit
                    .lines
                    .get(caller.pc.saturating_sub(1))
                    .copied()
                    .unwrap_or(0);
                format!("{}({})", caller.unit.file, line)
            };
            // Instance methods show as Class->method.
            let mut name = lossy(&f.unit.name);
            if f.this.is_some() {
                name = name.replacen("::", "->", 1);
            }
            lines.push(format!("{}: {}({})", site, name, args.join(", ")));
        }
        let mut s = String::new();
        for (i, l) in lines.iter().enumerate() {
            s.push_str(&format!("#{} {}\n", i, l));
        }
        s.push_str(&format!("#{} {{main}}", lines.len()));
        s
    }

    /// The constructor of built-in Throwables: ($message, $code, $previous).
    pub(crate) fn construct_builtin(&mut self, o: &PObj, args: Vec<Value>) -> Result<(), Unwind> {
        if let Some(m) = args.first() {
            let m = m.unref();
            let s = self.to_pstr(&m)?;
            o.set_prop(b"message", Value::Str(s));
        }
        if let Some(c) = args.get(1) {
            o.set_prop(b"code", c.unref());
        }
        if self.instance_of(o, b"ErrorException") {
            // ErrorException($message, $code, $severity = E_ERROR, $filename, $line, $previous)
            o.set_prop(
                b"severity",
                args.get(2).map(|v| v.unref()).unwrap_or(Value::Int(1)),
            );
            if let Some(f) = args.get(3).map(|v| v.unref()).filter(|v| !v.is_null()) {
                o.set_prop(b"file", f);
            }
            if let Some(l) = args.get(4).map(|v| v.unref()).filter(|v| !v.is_null()) {
                o.set_prop(b"line", l);
            }
            if let Some(prev) = args.get(5) {
                o.set_prop(b"previous", prev.unref());
            }
        } else if let Some(prev) = args.get(2) {
            o.set_prop(b"previous", prev.unref());
        }
        Ok(())
    }

    /// `(string)$exception`: "Class: msg in file:line\nStack trace:\n#0 {main}".
    pub fn throwable_string(&self, o: &PObj) -> String {
        let (msg, file, line) = throwable_location(o);
        let line = line as i64;
        let trace = trace_text(o);
        let cls = lossy(o.class_name().as_bytes());
        // php: a parameter TypeError names where the function was defined.
        let msg = if (cls == "TypeError" || cls == "ArgumentCountError")
            && msg.contains(", called in ")
        {
            format!("{} and defined", msg)
        } else {
            msg
        };
        let head = if msg.is_empty() {
            format!("{} in {}:{}", cls, file, line)
        } else {
            format!("{}: {} in {}:{}", cls, msg, file, line)
        };
        format!("{}\nStack trace:\n{}", head, trace)
    }

    /// Prints an uncaught exception as the CLI does and returns exit status 255.
    pub fn report_uncaught(&mut self, o: &PObj) -> i32 {
        let cls = lossy(o.class_name().as_bytes());
        let (msg, file, line) = throwable_location(o);
        if cls == "ParseError" {
            self.report(crate::ErrorLevel::Parse, &msg, &file, line);
            return 255;
        }
        let text = format!("Uncaught {}\n  thrown", self.throwable_string(o));
        self.last_error = Some((1, text.clone(), file.clone(), line));
        self.report(crate::ErrorLevel::Fatal, &text, &file, line);
        255
    }
}
