//! Throwable objects: building them with message/code/file/line/trace,
//! the built-in hierarchy's names (the classes themselves are registered
//! by `class::builtin`), traces and the uncaught-exception output.

use crate::runtime::Frame;
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

/// A frame as a trace walks it: one of the frame stack (`real`: its
/// index), or a generator's suspended in `yield from` below the generator
/// it delegates to (its slots kept in its payload).
struct TraceView<'a> {
    f: &'a Frame,
    real: Option<usize>,
    /// The slots of a suspended frame (its record's base is 0).
    slots: Option<&'a [Value]>,
    /// The position after the op it stands in.
    pc: usize,
}

/// One frame of a Throwable's trace, as getTrace() returns it.
#[derive(Clone)]
pub struct TraceFrame {
    /// The call site; None for a call made by internal code.
    pub file: Option<String>,
    pub line: u32,
    pub function: String,
    /// The class and call type ("->" or "::") of a method or closure.
    pub class: Option<(String, &'static str)>,
    /// None when arguments are not recorded (zend.exception_ignore_args,
    /// eval frames).
    pub args: Option<Vec<Value>>,
    /// Named arguments a variadic parameter collected, shown after the
    /// others as `name: value` (under their names in getTrace()).
    pub named: Vec<(PStr, Value)>,
    /// A built-in's frame whose arguments are filled in when it returns:
    /// its nesting level among the built-ins running (see
    /// `DiagState::outer_builtins`), which `fill_trace_args` is given.
    pub pending: Option<usize>,
    /// `$this` of a method frame, kept only for debug_backtrace()
    /// (exception traces hold no objects, as php's do not).
    pub object: Option<PObj>,
}

fn frames_of(o: &PObj) -> Option<&crate::class::ExcData> {
    o.internal()
        .and_then(|i| i.downcast_ref::<crate::class::ExcData>())
}

/// The trace text of a Throwable.
pub(crate) fn trace_text(o: &PObj) -> String {
    let Some(d) = frames_of(o) else {
        return "#0 {main}".into();
    };
    let frames = d.trace.borrow();
    let mut s = trace_lines(&frames);
    s.push_str(&format!("#{} {{main}}", frames.len()));
    s
}

/// "#N site: Class->f(args)\n" per frame (getTraceAsString's lines
/// without the final {main}).
fn trace_lines(frames: &[TraceFrame]) -> String {
    let mut s = String::new();
    for (i, f) in frames.iter().enumerate() {
        let site = match &f.file {
            Some(file) => format!("{}({})", file, f.line),
            None => "[internal function]".into(),
        };
        let (cls, ty) = f
            .class
            .as_ref()
            .map(|(c, t)| (c.as_str(), *t))
            .unwrap_or(("", ""));
        let mut args: Vec<String> = f
            .args
            .as_deref()
            .unwrap_or(&[])
            .iter()
            .map(trace_arg)
            .collect();
        for (k, v) in &f.named {
            args.push(format!("{}: {}", lossy(k.as_bytes()), trace_arg(v)));
        }
        s.push_str(&format!(
            "#{} {}: {}{}{}({})\n",
            i,
            site,
            cls,
            ty,
            f.function,
            args.join(", ")
        ));
    }
    s
}

/// The trace as the PHP array getTrace() returns (debug_backtrace()'s
/// frames also carry `object`).
pub(crate) fn trace_array(frames: &[TraceFrame]) -> Value {
    let mut out = tusk_value::PArr::new();
    let key = |k: &str| tusk_value::Key::Str(PStr::from(k));
    for f in frames {
        let mut a = tusk_value::PArr::new();
        let d = a.make_mut();
        if let Some(file) = &f.file {
            d.insert(key("file"), Value::from(file.as_str()));
            d.insert(key("line"), Value::Int(f.line as i64));
        }
        d.insert(key("function"), Value::from(f.function.as_str()));
        if let Some((c, t)) = &f.class {
            d.insert(key("class"), Value::from(c.as_str()));
            if let Some(o) = &f.object {
                d.insert(key("object"), Value::Obj(o.clone()));
            }
            d.insert(key("type"), Value::from(*t));
        }
        if let Some(args) = &f.args {
            let v: Vec<Value> = args.iter().map(|v| v.unref()).collect();
            let mut v = tusk_value::PArr::from_values(v);
            for (k, x) in &f.named {
                v.make_mut()
                    .insert(tusk_value::Key::Str(k.clone()), x.unref());
            }
            d.insert(key("args"), Value::Arr(v));
        }
        let _ = out.make_mut().push(Value::Arr(a));
    }
    Value::Arr(out)
}

/// Sets a Throwable's frames and its `trace` property.
pub(crate) fn set_trace(o: &PObj, frames: Vec<TraceFrame>) {
    o.set_prop(b"trace", trace_array(&frames));
    if let Some(d) = frames_of(o) {
        *d.trace.borrow_mut() = frames;
    }
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

/// Appends `prev` at the end of `exc`'s chain of previous exceptions
/// (unless it is already in it).
pub(crate) fn chain_previous(exc: &PObj, prev: PObj) {
    let mut cur = exc.clone();
    loop {
        if cur.ptr_eq(&prev) {
            return;
        }
        match cur.get_prop(b"previous").map(|v| v.unref()) {
            Some(Value::Obj(p)) => cur = p,
            _ => break,
        }
    }
    let mut c = prev.clone();
    loop {
        if c.ptr_eq(exc) {
            return; // would make a cycle
        }
        match c.get_prop(b"previous").map(|v| v.unref()) {
            Some(Value::Obj(p)) => c = p,
            _ => break,
        }
    }
    cur.set_prop(b"previous", Value::Obj(prev));
}

/// One Throwable's own "Class: msg in file:line" head and trace.
fn one_throwable_string(o: &PObj) -> String {
    let (msg, file, line) = throwable_location(o);
    let trace = trace_text(o);
    let cls = lossy(o.class_name().as_bytes());
    // php: a parameter TypeError names where the function was defined.
    let msg = if (cls == "TypeError" || cls == "ArgumentCountError") && msg.contains(", called in ")
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

/// Puts the built-in's arguments into the trace of an exception it threw.
pub(crate) fn fill_trace_args(o: &PObj, args: &[Value], level: usize) {
    let Some(d) = frames_of(o) else {
        return;
    };
    let frames = {
        let mut t = d.trace.borrow_mut();
        let Some(f) = t.iter_mut().find(|f| f.pending == Some(level)) else {
            return;
        };
        f.pending = None;
        f.args = Some(args.iter().filter(|v| !v.is_undef()).cloned().collect());
        t.clone()
    };
    o.set_prop(b"trace", trace_array(&frames));
}

/// A running built-in's arguments, read where they are (`cur_args`,
/// `OuterBuiltin::args`; a null pointer: not known).
fn args_at((p, n): (*const Value, usize)) -> Option<Vec<Value>> {
    if p.is_null() {
        return None;
    }
    // SAFETY: the built-in is still running, and its arguments stay where
    // they are until it returns (the slot stack, which never moves, or its
    // `Args`' vector, which never grows); they are only read here.
    let args = unsafe { std::slice::from_raw_parts(p, n) };
    Some(args.iter().filter(|v| !v.is_undef()).cloned().collect())
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

    /// The frames of a trace taken here, from the innermost call out.
    pub(crate) fn build_trace(&self) -> Vec<TraceFrame> {
        let ignore_args = self
            .ini_get("zend.exception_ignore_args")
            .is_some_and(|v| crate::runtime::ini_bool(v.as_bytes()));
        self.trace_frames(ignore_args, false)
    }

    /// debug_backtrace(): the calls that led to the running built-in
    /// (itself not included), newest first, with `object` for method
    /// frames when `objects`, at most `limit` frames (0: all).
    pub fn debug_backtrace(&self, objects: bool, ignore_args: bool, limit: usize) -> Value {
        trace_array(&self.backtrace_frames(ignore_args, objects, limit))
    }

    /// The frames below the running built-in (itself left out), at most
    /// `limit` (0: all): debug_backtrace's and debug_print_backtrace's.
    fn backtrace_frames(&self, ignore_args: bool, objects: bool, limit: usize) -> Vec<TraceFrame> {
        let mut frames = self.trace_frames(ignore_args, objects);
        if frames
            .first()
            .is_some_and(|f| f.class.is_none() && f.function == *self.cur_builtin)
        {
            frames.remove(0);
        }
        if limit > 0 {
            frames.truncate(limit);
        }
        frames
    }

    /// debug_print_backtrace(): the same frames as text, one line each
    /// ("#0 FILE(LINE): f()"), as php 8 prints them.
    pub fn debug_backtrace_text(&self, ignore_args: bool, limit: usize) -> String {
        trace_lines(&self.backtrace_frames(ignore_args, false, limit))
    }

    /// The frames a trace walks, outermost first (see `TraceView`).
    fn trace_views(&self) -> Vec<TraceView<'_>> {
        let frames = &self.rt.frames;
        let chain = &self.rt.gen_chain;
        let mut views = Vec::with_capacity(frames.len() + chain.len());
        let mut c = 0;
        for i in 0..=frames.len() {
            // The generators suspended below the frame at `i` (outermost
            // first), or, at the end, below the one about to run there.
            while let Some(&(at, g)) = chain.get(c) {
                if at > i {
                    break;
                }
                c += 1;
                // SAFETY: an entry lives while the resumption of the
                // generator it delegates to runs, and the payload as long
                // as the handle that resumption was asked with.
                let g = unsafe { &*g };
                if let Some((f, slots)) = g.delegating_frame() {
                    // Its position is its `YieldFrom` (a running frame's is
                    // the op after the one running).
                    views.push(TraceView {
                        f,
                        real: None,
                        slots: Some(slots),
                        pc: f.pc + 1,
                    });
                }
            }
            if let Some(f) = frames.get(i) {
                views.push(TraceView {
                    f,
                    real: Some(i),
                    slots: None,
                    pc: f.pc,
                });
            }
        }
        views
    }

    fn trace_frames(&self, ignore_args: bool, objects: bool) -> Vec<TraceFrame> {
        let with_args = |a: Vec<Value>| if ignore_args { None } else { Some(a) };
        let mut out = Vec::new();
        let frames = &self.rt.frames;
        // The frames as traces show them, outermost first: the frame stack,
        // with a generator suspended in `yield from` while the one it
        // delegates to runs directly (`Runtime::gen_chain`) below that
        // one's frame, as php links them.
        let views = self.trace_views();
        let call_site = |j: usize| -> (Option<String>, u32) {
            let caller = &views[j];
            let line = caller
                .f
                .unit
                .lines
                .get(caller.pc.saturating_sub(1))
                .copied()
                .unwrap_or(0);
            (Some(caller.f.unit.file.to_string()), line)
        };
        // The built-in being called, if the error came from inside it (or it
        // was called from internal code, where php has a frame for it), and
        // the built-ins running below it: each sits below the frames it
        // called back into. Innermost first.
        let outer = &self.diag.outer_builtins;
        let level = outer.len();
        // A built-in's frame from what the diagnostics say of it: its
        // arguments read where they are once its body has started (`args`;
        // an exception caught before it returns keeps them), else filled
        // in when it returns (`pending`, by its nesting level).
        let shown = |name: &str,
                     this: bool,
                     depth: usize,
                     internal: bool,
                     level: usize,
                     args: (*const Value, usize)| {
            // Called by frame `depth - 1` of the stack.
            let caller = views
                .iter()
                .position(|v| v.real == Some(depth.wrapping_sub(1)));
            let (file, line) = match caller {
                Some(j) if !internal => call_site(j),
                _ => (None, 0),
            };
            // An extension class's method: `Class->m` or `Class::m`.
            let (class, function) = match name.split_once("::") {
                Some((c, m)) => {
                    let ty = if this { "->" } else { "::" };
                    (Some((c.to_string(), ty)), m.to_string())
                }
                None => (None, name.to_string()),
            };
            let (args, pending) = if ignore_args {
                (None, None)
            } else {
                match args_at(args) {
                    Some(a) => (Some(a), None),
                    None => (Some(Vec::new()), Some(level)),
                }
            };
            TraceFrame {
                file,
                line,
                function,
                class,
                args,
                named: Vec::new(),
                pending,
                object: None,
            }
        };
        let mut builtins: Vec<(usize, TraceFrame)> = Vec::new();
        if !self.cur_builtin.is_empty() {
            if let Some(args) = &self.diag.internal_args {
                builtins.push((
                    frames.len(),
                    TraceFrame {
                        file: None,
                        line: 0,
                        function: self.cur_builtin.to_string(),
                        class: None,
                        args: with_args(args.clone()),
                        named: Vec::new(),
                        pending: None,
                        object: None,
                    },
                ));
            } else if self.diag.in_body {
                let depth = self.diag.builtin_depth.min(frames.len());
                if depth > 0 {
                    let f = shown(
                        self.cur_builtin,
                        self.diag.builtin_this,
                        depth,
                        false,
                        level,
                        self.diag.cur_args,
                    );
                    builtins.push((depth, f));
                }
            }
        }
        for (k, b) in outer.iter().enumerate().rev() {
            if !b.in_body {
                continue;
            }
            let depth = b.depth.min(frames.len());
            // Called by the built-in below it, with no user frame between:
            // from internal code.
            let internal = k > 0 && outer[k - 1].depth == b.depth;
            builtins.push((depth, shown(b.name, b.this, depth, internal, k, b.args)));
        }
        let mut builtins = builtins.into_iter().peekable();
        for j in (0..views.len()).rev() {
            let view = &views[j];
            if let Some(i) = view.real {
                while let Some((_, b)) = builtins.next_if(|(d, _)| *d == i + 1) {
                    out.push(b);
                }
            }
            let f = view.f;
            if j == 0 && !f.internal {
                break; // the main script: {main}
            }
            if f.statics_key == 0 {
                // An included file (its include frame) or eval'd code.
                if j > 0 {
                    let (file, line) = call_site(j - 1);
                    if f.unit.file.ends_with("eval()'d code") {
                        out.push(TraceFrame {
                            file,
                            line,
                            function: "eval".into(),
                            class: None,
                            args: None,
                            named: Vec::new(),
                            pending: None,
                            object: None,
                        });
                    } else {
                        let caller = &views[j - 1];
                        let kind = match caller.f.unit.ops.get(caller.pc.saturating_sub(1)) {
                            Some(tusk_bytecode::Op::Include { kind, .. }) => *kind,
                            _ => tusk_bytecode::include_kind::INCLUDE,
                        };
                        let function = match kind {
                            tusk_bytecode::include_kind::INCLUDE_ONCE => "include_once",
                            tusk_bytecode::include_kind::REQUIRE => "require",
                            tusk_bytecode::include_kind::REQUIRE_ONCE => "require_once",
                            _ => "include",
                        };
                        out.push(TraceFrame {
                            file,
                            line,
                            function: function.into(),
                            class: None,
                            // php shows the included path even when
                            // arguments are ignored.
                            args: Some(vec![Value::from(&*f.unit.file)]),
                            named: Vec::new(),
                            pending: None,
                            object: None,
                        });
                    }
                }
                continue;
            }
            let n = (f.num_args as usize).min(f.unit.params.len());
            // #[SensitiveParameter] arguments are redacted (a sensitive
            // variadic parameter redacts every argument it collects).
            let sensitive = |k: usize| {
                let ps = &f.unit.params;
                let p = ps.get(k).or(ps.last().filter(|p| p.variadic));
                p.is_some_and(|p| {
                    p.attrs
                        .iter()
                        .any(|a| a.name.eq_ignore_ascii_case(b"SensitiveParameter"))
                })
            };
            let mut named = Vec::new();
            let args = if ignore_args {
                None
            } else {
                let redacted =
                    || Value::Obj(PObj::new_named(PStr::from("SensitiveParameterValue")));
                let mut args: Vec<Value> = Vec::with_capacity(n);
                for k in 0..n {
                    let v = match view.slots {
                        Some(slots) => slots.get(k).unwrap_or(&Value::Null),
                        None => &self.rt.stack[f.base + k],
                    };
                    // A variadic parameter's arguments show one by one.
                    let spread = f.unit.params[k].variadic;
                    match v.unref() {
                        Value::Arr(a) if spread => {
                            for (key, x) in a.data().iter() {
                                let x = if sensitive(k) { redacted() } else { x.unref() };
                                match key {
                                    tusk_value::Key::Str(name) => named.push((name, x)),
                                    tusk_value::Key::Int(_) => args.push(x),
                                }
                            }
                        }
                        _ if sensitive(k) => args.push(redacted()),
                        v => args.push(v),
                    }
                }
                // Named arguments only: the variadic parameter lies past
                // the counted ones.
                if let Some(vi) = f
                    .unit
                    .params
                    .len()
                    .checked_sub(1)
                    .filter(|&vi| vi >= n && f.unit.params[vi].variadic)
                {
                    if let Value::Arr(a) = self.rt.stack[f.base + vi].unref() {
                        for (key, x) in a.data().iter() {
                            if let tusk_value::Key::Str(name) = key {
                                let x = if sensitive(vi) { redacted() } else { x.unref() };
                                named.push((name, x));
                            }
                        }
                    }
                }
                args.extend(f.extra_args().iter().enumerate().map(|(j, v)| {
                    if sensitive(n + j) {
                        redacted()
                    } else {
                        v.unref()
                    }
                }));
                Some(args)
            };
            let (file, line) = if f.internal || j == 0 {
                (None, 0)
            } else {
                call_site(j - 1)
            };
            // Methods show as `Class->method()` / `Class::method()`,
            // closures made in a class scope as `Class->{closure}()`.
            let full = lossy(&f.unit.name);
            let ty = if f.this.is_some() { "->" } else { "::" };
            let (function, class) = if full.ends_with("{closure}") {
                let cls = self
                    .class_by_id(f.scope)
                    .map(|c| (lossy(c.name.as_bytes()), ty));
                (full, cls)
            } else if let Some(p) = full.find("::") {
                (full[p + 2..].to_string(), Some((full[..p].to_string(), ty)))
            } else {
                (full, None)
            };
            out.push(TraceFrame {
                file,
                line,
                function,
                class,
                args,
                named,
                pending: None,
                object: if objects { f.this.clone() } else { None },
            });
        }
        out.extend(builtins.map(|(_, b)| b));
        out
    }

    /// The constructor of built-in Throwables: ($message, $code, $previous).
    pub(crate) fn construct_builtin(&mut self, o: &PObj, args: Vec<Value>) -> Result<(), Unwind> {
        let func = if self.instance_of(o, b"ErrorException") {
            "ErrorException::__construct"
        } else if self.instance_of(o, b"Error") {
            "Error::__construct"
        } else {
            "Exception::__construct"
        };
        let type_error = |vm: &mut Vm, n: usize, name: &str, ty: &str, v: &Value| {
            let m = format!(
                "{}(): Argument #{} (${}) must be of type {}, {} given",
                func,
                n,
                name,
                ty,
                crate::sig::type_name_for_error(v)
            );
            vm.throw("TypeError", &m)
        };
        if let Some(m) = args.first() {
            let m = m.unref();
            let stringable = match &m {
                Value::Arr(_) => false,
                Value::Obj(mo) => self
                    .obj_class(mo)
                    .is_some_and(|c| c.magic.tostring.is_some()),
                _ => true,
            };
            if !stringable {
                return Err(type_error(self, 1, "message", "string", &m));
            }
            if m.is_null() {
                self.deprecated(&format!(
                    "{}(): Passing null to parameter #1 ($message) of type string is deprecated",
                    func
                ));
            }
            let s = self.to_pstr(&m)?;
            o.set_prop(b"message", Value::Str(s));
        }
        if let Some(c) = args.get(1) {
            let c = c.unref();
            let code = match &c {
                Value::Int(_) => c.clone(),
                Value::Bool(b) => Value::Int(*b as i64),
                Value::Null | Value::Undef => {
                    self.deprecated(&format!(
                        "{}(): Passing null to parameter #2 ($code) of type int is deprecated",
                        func
                    ));
                    Value::Int(0)
                }
                Value::Float(f) if f.is_finite() => {
                    if f.fract() != 0.0 {
                        self.deprecated(&format!(
                            "Implicit conversion from float {} to int loses precision",
                            tusk_value::num::fmt_float(*f, 17)
                        ));
                    }
                    Value::Int(*f as i64)
                }
                Value::Str(st) => match tusk_value::num::numeric_whole(st.as_bytes()) {
                    Some(_) => Value::Int(tusk_value::ops::to_int(&c)),
                    None => return Err(type_error(self, 2, "code", "int", &c)),
                },
                _ => return Err(type_error(self, 2, "code", "int", &c)),
            };
            o.set_prop(b"code", code);
        }
        let prev_at = if func.starts_with("ErrorException") {
            5
        } else {
            2
        };
        if let Some(p) = args.get(prev_at).map(|v| v.unref()) {
            let ok = match &p {
                Value::Null | Value::Undef => true,
                Value::Obj(po) => po
                    .internal()
                    .is_some_and(|i| i.downcast_ref::<crate::class::ExcData>().is_some()),
                _ => false,
            };
            if !ok {
                return Err(type_error(self, prev_at + 1, "previous", "?Throwable", &p));
            }
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

    /// `(string)$exception`: "Class: msg in file:line\nStack trace:\n#0 {main}",
    /// after its previous exceptions (innermost first, each later one
    /// introduced by "Next ").
    pub fn throwable_string(&self, o: &PObj) -> String {
        let mut chain = vec![o.clone()];
        while let Some(Value::Obj(p)) = chain
            .last()
            .and_then(|c| c.get_prop(b"previous"))
            .map(|v| v.unref())
        {
            if chain.iter().any(|c| c.ptr_eq(&p)) {
                break;
            }
            chain.push(p);
        }
        let parts: Vec<String> = chain.iter().rev().map(one_throwable_string).collect();
        parts.join("\n\nNext ")
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
