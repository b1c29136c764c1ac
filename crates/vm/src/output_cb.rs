//! Output handlers run by the VM: the operations of php's output layer that
//! may call a PHP callback (write through chunked or disabled handlers,
//! flush, clean, pop, the end-of-request flush, output_buffering at
//! request start). The buffer stack itself is [`crate::output`]; the
//! ob_* built-ins are in the engine.
//!
//! Not a faithful replay of php's in-handler corner cases (exit() inside a
//! handler, exceptions thrown by handlers at request end).

use crate::output::{
    Buffer, CLEANABLE, DISABLED, FLUSHABLE, OP_CLEAN, OP_FINAL, OP_FLUSH, OP_START, OP_WRITE,
    PROCESSED, REMOVABLE, STARTED,
};
use crate::{Unwind, Vm};

use tusk_value::{PStr, Value};

/// What a handler operation left for the next level down.
enum Status {
    /// The handler kept (or ate) everything: nothing goes further.
    NoData,
    /// Output for the next level (the handler's, or its buffer on failure).
    Out(Vec<u8>),
}

/// Why ob_end_* / ob_get_* could not pop a handler.
pub enum PopError {
    /// Not removable: php's notice was printed.
    Refused,
    Unwind(Unwind),
}

impl From<Unwind> for PopError {
    fn from(u: Unwind) -> Self {
        PopError::Unwind(u)
    }
}

impl Vm {
    /// flush(): the sink's buffers, then the server's (the response so
    /// far goes to the client).
    pub fn flush_to_client(&mut self) {
        self.out.flush();
        if let Some(h) = self.sapi.hooks.clone() {
            h.flush(&self.sapi);
        }
    }

    /// Records where output first reached the sink (php's
    /// output_start_filename/lineno).
    #[inline]
    pub fn note_output_origin(&mut self) {
        if self.out.first_pending {
            self.out.first_pending = false;
            self.out.origin = Some(self.location());
        }
    }

    /// Writes through the buffer stack, running output handlers now.
    pub fn write_output(&mut self, b: &[u8]) -> Result<(), Unwind> {
        self.out.write(b);
        self.output_pending()
    }

    /// Runs the output handlers for writes that were queued because a PHP
    /// callback had to run for them (a chunk size reached). The interpreter
    /// should call this right after each write (see [`Vm::write_output`]);
    /// the ob_* functions and the end of the request call it too.
    pub fn output_pending(&mut self) -> Result<(), Unwind> {
        self.note_output_origin();
        if self.out.running.is_some() {
            return Ok(());
        }
        let mut err = None;
        while let Some(b) = self.out.queue.pop_front() {
            let n = self.out.buffers.len();
            self.write_below(n, b, &mut err);
            if err.is_some() {
                // php would have thrown at that write: later ones never ran.
                self.out.queue.clear();
            }
        }
        err.map_or(Ok(()), Err)
    }

    /// php_output_op for a write: `data` enters the handler at `n - 1` and
    /// what comes out of each level goes to the one below, then the sink.
    /// An exception or exit from a handler is kept in `err`.
    fn write_below(&mut self, n: usize, data: Vec<u8>, err: &mut Option<Unwind>) {
        let mut data = data;
        self.out.sync();
        let mut idx = n.min(self.out.buffers.len());
        while idx > 0 {
            idx -= 1;
            let m = *self.out.meta_at(idx);
            if m.flags & DISABLED != 0 {
                continue;
            }
            let id = m.id;
            match self.handler_op(id, data, OP_WRITE, err) {
                Status::NoData => return,
                Status::Out(o) => data = o,
            }
            // A fatal error in a handler tears the stack down.
            match self.out.position(id) {
                Some(p) => idx = p,
                None => return,
            }
        }
        self.out.to_sink(&data);
        self.note_output_origin();
        if self.out.implicit_flush && !data.is_empty() {
            self.flush_to_client();
        }
    }

    /// php_output_handler_op: appends `input` to handler `id`, and unless
    /// it is a write that fits, runs the handler with `op`. An exception,
    /// exit or fatal error from a callback is kept in `err` (the handler
    /// counts as failed and passes its buffer on, as in php).
    fn handler_op(&mut self, id: u64, input: Vec<u8>, op: i64, err: &mut Option<Unwind>) -> Status {
        let Some(idx) = self.out.position(id) else {
            return Status::NoData;
        };
        let running = self.out.running.is_some();
        self.out.append_at(idx, &input);
        let started = self.out.meta[idx].flags & STARTED != 0;
        let b = &mut self.out.buffers[idx];
        if op == OP_WRITE && (b.chunk_size == 0 || b.data.len() < b.chunk_size || running) {
            return Status::NoData;
        }
        let mut op = op;
        if !started {
            op |= OP_START;
        }
        // None: failure (disable), Some(None): ate all, Some(Some(x)): output.
        let result: Option<Option<Vec<u8>>> = match b.callback.clone() {
            None => {
                let d = std::mem::take(&mut b.data);
                Some(if d.is_empty() { None } else { Some(d) })
            }
            // With an exception or exit in flight, php calls no more
            // handlers: they fail and pass their buffer on.
            Some(_) if err.is_some() => None,
            Some(cb) => {
                let arg = Value::Str(PStr::new(&b.data));
                self.out.running = Some(id);
                let r = match self.call_handler(&cb, vec![arg, Value::Int(op)]) {
                    Ok(Value::Bool(false)) => None,
                    Ok(Value::Bool(true)) => Some(None),
                    Ok(v) => match self.to_pstr(&v) {
                        Ok(s) if s.as_bytes().is_empty() => Some(None),
                        Ok(s) => Some(Some(s.as_bytes().to_vec())),
                        Err(e) => {
                            err.get_or_insert(e);
                            None
                        }
                    },
                    Err(e) => {
                        if self.out.ending {
                            // At request end nothing catches it: php bails
                            // out and what is still buffered is lost.
                            self.out.running = None;
                            self.out.clear();
                            err.get_or_insert(e);
                            return Status::NoData;
                        }
                        err.get_or_insert(e);
                        None
                    }
                };
                self.out.running = None;
                r
            }
        };
        let Some(idx) = self.out.position(id) else {
            return Status::NoData;
        };
        let (b, m) = (&mut self.out.buffers[idx], &mut self.out.meta[idx]);
        m.flags |= STARTED;
        match result {
            None => {
                m.flags |= DISABLED;
                m.size = 0;
                Status::Out(std::mem::take(&mut b.data))
            }
            Some(out) => {
                b.data.clear();
                m.flags |= PROCESSED;
                match out {
                    None => Status::NoData,
                    Some(o) => Status::Out(o),
                }
            }
        }
    }

    /// The fatal error for ob_* calls made from inside an output handler:
    /// php drops every buffer first. `None` when no handler is running.
    pub fn output_lock_error(&mut self) -> Option<Unwind> {
        if self.out.running.is_none() || self.out.buffers.is_empty() {
            return None;
        }
        self.out.clear();
        let m = format!(
            "{}(): Cannot use output buffering in output buffering display handlers",
            self.cur_builtin
        );
        Some(self.fatal(&m))
    }

    /// ob_flush: runs the top handler with FLUSH and passes its output on.
    /// `Ok(false)` when the handler is not flushable.
    pub fn output_flush_top(&mut self) -> Result<bool, Unwind> {
        let Some(top) = self.out.buffers.len().checked_sub(1) else {
            return Ok(false);
        };
        let m = *self.out.meta_at(top);
        if m.flags & FLUSHABLE == 0 {
            return Ok(false);
        }
        let id = m.id;
        if let Some(e) = self.output_lock_error() {
            return Err(e);
        }
        let mut err = None;
        let st = self.handler_op(id, Vec::new(), OP_FLUSH, &mut err);
        if let (Status::Out(o), Some(p)) = (st, self.out.position(id)) {
            if !o.is_empty() {
                self.write_below(p, o, &mut err);
            }
        }
        err.map_or(Ok(true), Err)
    }

    /// ob_clean: runs the top handler with CLEAN and drops its output.
    pub fn output_clean_top(&mut self) -> Result<bool, Unwind> {
        let Some(top) = self.out.buffers.len().checked_sub(1) else {
            return Ok(false);
        };
        let m = *self.out.meta_at(top);
        if m.flags & CLEANABLE == 0 {
            return Ok(false);
        }
        let id = m.id;
        if let Some(e) = self.output_lock_error() {
            return Err(e);
        }
        let mut err = None;
        self.handler_op(id, Vec::new(), OP_CLEAN, &mut err);
        err.map_or(Ok(true), Err)
    }

    /// php_output_stack_pop: finishes the top handler (FINAL, plus CLEAN
    /// when discarding) and pops it; its output goes to the level below
    /// unless discarded. Refuses (with php's notice) a handler that is not
    /// removable, unless forced.
    pub fn output_pop(&mut self, discard: bool, force: bool) -> Result<(), PopError> {
        let Some(top) = self.out.buffers.len().checked_sub(1) else {
            return Err(PopError::Refused);
        };
        let m = *self.out.meta_at(top);
        if !force && m.flags & REMOVABLE == 0 {
            let msg = format!(
                "Failed to {} buffer of {} ({})",
                if discard { "discard" } else { "send" },
                self.out.buffers[top].name,
                top
            );
            self.fn_notice(&msg);
            return Err(PopError::Refused);
        }
        let id = m.id;
        let mut err = None;
        let mut out = Vec::new();
        if m.flags & DISABLED != 0 {
            out = std::mem::take(&mut self.out.buffers[top].data);
        } else {
            if let Some(e) = self.output_lock_error() {
                return Err(e.into());
            }
            let op = OP_FINAL | if discard { OP_CLEAN } else { 0 };
            if let Status::Out(o) = self.handler_op(id, Vec::new(), op, &mut err) {
                out = o;
            }
        }
        if let Some(p) = self.out.position(id) {
            self.out.remove(p);
            if !discard && !out.is_empty() {
                self.write_below(p, out, &mut err);
            }
        }
        match err {
            Some(e) => Err(e.into()),
            None => Ok(()),
        }
    }

    /// Starts the buffer php starts at request start for the
    /// `output_handler` / `output_buffering` settings, and takes the
    /// `implicit_flush` setting. Call once, after the ini settings are in.
    pub fn start_output_from_ini(&mut self) -> Result<(), Unwind> {
        let flag = |v: Option<&PStr>| {
            v.map(|s| {
                let b = s.as_bytes();
                b == b"1" || b.eq_ignore_ascii_case(b"on") || b.eq_ignore_ascii_case(b"true")
            })
            .unwrap_or(false)
        };
        let handler = self
            .ini_get("output_handler")
            .filter(|s| !s.as_bytes().is_empty())
            .cloned();
        let ob = self
            .ini_get("output_buffering")
            .map(|s| ini_quantity(s.as_bytes()))
            .unwrap_or(0);
        if let Some(h) = handler {
            let v = Value::Str(h.clone());
            if self.is_callable(&v) {
                let name = String::from_utf8_lossy(h.as_bytes()).into_owned();
                self.out
                    .push(Buffer::new(name, Some(v), 0), crate::output::STDFLAGS);
            }
        } else if ob != 0 {
            let chunk = if ob > 1 { ob as usize } else { 0 };
            self.out.push(
                Buffer::new("default output handler".into(), None, chunk),
                crate::output::STDFLAGS,
            );
        } else if flag(self.ini_get("implicit_flush")) {
            self.out.implicit_flush = true;
        }
        Ok(())
    }

    /// php_output_end_all: every handler, top first, gets FINAL and its
    /// output goes down the stack to the sink.
    pub fn output_end_all(&mut self) -> Result<(), Unwind> {
        let mut err = self.output_pending().err();
        self.out.ending = true;
        while !self.out.buffers.is_empty() {
            match self.output_pop(false, true) {
                Ok(()) | Err(PopError::Refused) => {}
                Err(PopError::Unwind(e)) => {
                    if matches!(e, Unwind::Exit(_)) {
                        self.out.clear();
                    }
                    err.get_or_insert(e);
                }
            }
        }
        self.out.ending = false;
        err.map_or(Ok(()), Err)
    }
}

impl Vm {
    /// Why `v` cannot be an output handler, in php's words (`None`: it can).
    pub fn output_callable_error(&mut self, v: &Value) -> Option<String> {
        if self.is_callable(v) {
            return None;
        }
        self.method_callable(v).err()
    }

    /// Calls an output handler: what call_value takes, or a method callable
    /// it does not take yet ([$obj, 'm'], ['C', 'm'], "C::m").
    fn call_handler(&mut self, cb: &Value, args: Vec<Value>) -> Result<Value, Unwind> {
        if self.is_callable(cb) {
            return self.call_value(cb, args);
        }
        match self.method_callable(cb) {
            Ok((m, this, cls)) => self.call_method(&m, this, cls, args),
            Err(_) => self.call_value(cb, args),
        }
    }
}

/// An ini integer with php's k/m/g suffixes ("4096", "4k", "On" -> 1).
fn ini_quantity(b: &[u8]) -> i64 {
    let t = b.trim_ascii();
    if t.eq_ignore_ascii_case(b"on")
        || t.eq_ignore_ascii_case(b"true")
        || t.eq_ignore_ascii_case(b"yes")
    {
        return 1;
    }
    let digits = t.iter().take_while(|c| c.is_ascii_digit()).count();
    let n: i64 = std::str::from_utf8(&t[..digits])
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    match t.get(digits) {
        Some(b'k' | b'K') => n << 10,
        Some(b'm' | b'M') => n << 20,
        Some(b'g' | b'G') => n << 30,
        _ => n,
    }
}
