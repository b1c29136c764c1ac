//! Output: the sink a request writes to, and the ob_start buffer stack
//! (php's main/output.c model: handlers with flags, chunk sizes and
//! php's buffer-size accounting). A write that needs a PHP callback to run
//! (a user handler's chunk size reached) is queued here and run by the VM
//! ([`crate::output_cb`]), which can call PHP.
//! Not the HTTP layer: the server gives the sink, this only buffers.

use std::io::Write;

/// `PHP_OUTPUT_HANDLER_*` values (php_output.h).
pub const OP_WRITE: i64 = 0;
pub const OP_START: i64 = 1;
pub const OP_CLEAN: i64 = 2;
pub const OP_FLUSH: i64 = 4;
pub const OP_FINAL: i64 = 8;
pub const CLEANABLE: i64 = 0x10;
pub const FLUSHABLE: i64 = 0x20;
pub const REMOVABLE: i64 = 0x40;
pub const STDFLAGS: i64 = 0x70;
pub const STARTED: i64 = 0x1000;
pub const DISABLED: i64 = 0x2000;
pub const PROCESSED: i64 = 0x4000;
/// Type bits: a user (PHP callable) handler; 0 is internal.
pub const TYPE_USER: i64 = 0x1;

const DEFAULT_SIZE: usize = 0x4000;
const ALIGN: usize = 0x1000;

/// php's initial (and growth) allocation for a handler of chunk size `s`.
fn initbuf(s: usize) -> usize {
    if s > 1 {
        s + ALIGN - (s % ALIGN)
    } else {
        DEFAULT_SIZE
    }
}

/// A user output buffer (ob_start). Kept to these four fields (tests build
/// it directly); php's other handler state is its [`Meta`].
pub struct Buffer {
    pub data: Vec<u8>,
    /// The callback value; `None` is php's "default output handler".
    pub callback: Option<tusk_value::Value>,
    pub chunk_size: usize,
    /// The handler name as ob_list_handlers shows it.
    pub name: String,
}

/// php's state of the handler beside `buffers[i]`: `Output::meta[i]`.
#[derive(Clone, Copy)]
pub struct Meta {
    /// php's handler flags: type bits, abilities, STARTED/DISABLED/PROCESSED.
    pub flags: i64,
    /// php's allocated size of the buffer (ob_get_status "buffer_size").
    pub size: usize,
    /// Identity of this handler (stays valid while it is on the stack).
    pub id: u64,
}

impl Buffer {
    pub fn new(name: String, callback: Option<tusk_value::Value>, chunk: usize) -> Buffer {
        Buffer {
            data: Vec::new(),
            callback,
            chunk_size: chunk,
            name,
        }
    }
}

impl Meta {
    /// Appends to `buf` with php's size accounting.
    #[inline]
    fn append(&mut self, buf: &mut Buffer, b: &[u8]) {
        if b.is_empty() {
            return;
        }
        let free = self.size.saturating_sub(buf.data.len());
        if free <= b.len() {
            let grow = initbuf(buf.chunk_size).max(initbuf(b.len() - free));
            self.size += grow;
        }
        buf.data.extend_from_slice(b);
    }

    /// Whether a write of `n` bytes to `buf` can be stored without running
    /// anything.
    #[inline]
    fn takes(&self, buf: &Buffer, n: usize) -> bool {
        self.flags & DISABLED == 0 && (buf.chunk_size == 0 || buf.data.len() + n < buf.chunk_size)
    }
}

pub struct Output {
    pub buffers: Vec<Buffer>,
    /// php's handler state, one per buffer (see [`Output::sync`]).
    pub meta: Vec<Meta>,
    /// What reaches the client or stdout, when not writing straight through.
    pub sink: Box<dyn Write>,
    /// Whether anything reached the sink (headers_sent).
    pub sent: bool,
    /// Writes waiting for the VM to run output handlers, in order.
    pub queue: std::collections::VecDeque<Vec<u8>>,
    /// The id of the handler whose callback is running.
    pub running: Option<u64>,
    /// Output just reached the sink for the first time: the VM records
    /// where (`origin`, for headers_sent and php's header warnings).
    pub first_pending: bool,
    pub origin: Option<(String, u32)>,
    /// ob_implicit_flush / implicit_flush.
    pub implicit_flush: bool,
    /// The next handler id.
    pub next_id: u64,
    /// Set while the buffers are flushed at request end.
    pub ending: bool,
}

impl Default for Output {
    fn default() -> Self {
        Output::new()
    }
}

impl Output {
    pub fn new() -> Output {
        Output {
            buffers: Vec::new(),
            meta: Vec::new(),
            sink: Box::new(std::io::stdout()),
            sent: false,
            queue: std::collections::VecDeque::new(),
            running: None,
            first_pending: false,
            origin: None,
            implicit_flush: false,
            next_id: 1,
            ending: false,
        }
    }

    /// Writes through the buffer stack. What needs a callback is queued for
    /// the VM ([`crate::Vm::output_pending`]).
    #[inline]
    pub fn write(&mut self, b: &[u8]) {
        let n = self.buffers.len();
        if n == 0 {
            self.to_sink(b);
            return;
        }
        if self.meta.len() == n && self.queue.is_empty() && self.running.is_none() {
            let (top, m) = (&mut self.buffers[n - 1], &mut self.meta[n - 1]);
            if m.takes(top, b.len()) {
                m.append(top, b);
                return;
            }
        }
        self.write_cold(b);
    }

    #[cold]
    fn write_cold(&mut self, b: &[u8]) {
        if b.is_empty() {
            return;
        }
        self.sync();
        if self.running.is_some() {
            // Output of a running handler (or of errors meanwhile) lands in
            // the topmost live buffer, as php's append does.
            match (0..self.buffers.len())
                .rev()
                .find(|&i| self.meta[i].flags & DISABLED == 0)
            {
                Some(i) => self.append_at(i, b),
                None => self.to_sink(b),
            }
            return;
        }
        if !self.queue.is_empty() || !self.write_plain(b) {
            self.queue.push_back(b.to_vec());
        }
    }

    /// Runs a write through the stack now when no PHP callback has to run
    /// for it (disabled handlers pass it on, default handlers that reach
    /// their chunk size send their buffer down). False when a callback
    /// would run: nothing was changed and the VM must do the write.
    fn write_plain(&mut self, b: &[u8]) -> bool {
        let mut len = b.len();
        for (buf, m) in self.buffers.iter().zip(&self.meta).rev() {
            if m.flags & DISABLED != 0 {
                continue;
            }
            if buf.chunk_size == 0 || buf.data.len() + len < buf.chunk_size {
                break;
            }
            if buf.callback.is_some() {
                return false;
            }
            len += buf.data.len();
        }
        let mut data = b.to_vec();
        for (buf, m) in self.buffers.iter_mut().zip(self.meta.iter_mut()).rev() {
            if m.flags & DISABLED != 0 {
                continue;
            }
            m.append(buf, &data);
            if buf.chunk_size == 0 || buf.data.len() < buf.chunk_size {
                return true;
            }
            m.flags |= STARTED | PROCESSED;
            data = std::mem::take(&mut buf.data);
        }
        self.to_sink(&data);
        true
    }

    /// Writes past every buffer (errors on the CLI go straight out).
    pub fn write_unbuffered(&mut self, b: &[u8]) {
        self.to_sink(b);
    }

    /// Writes to the sink (the bottom of the stack).
    #[inline]
    pub fn to_sink(&mut self, b: &[u8]) {
        if !b.is_empty() {
            if !self.sent {
                self.sent = true;
                self.first_pending = true;
            }
            let _ = self.sink.write_all(b);
        }
    }

    /// Whether the VM has work after a write: handler callbacks queued or
    /// the output origin to record.
    #[inline]
    pub fn needs_attention(&self) -> bool {
        !self.queue.is_empty() || self.first_pending
    }

    pub fn flush(&mut self) {
        let _ = self.sink.flush();
    }

    /// Pushes a handler with php's `flags` (the ability bits of ob_start).
    pub fn push(&mut self, b: Buffer, flags: i64) {
        self.sync();
        let ty = if b.callback.is_some() { TYPE_USER } else { 0 };
        self.meta.push(Meta {
            flags: (flags & !0xf) | ty,
            size: initbuf(b.chunk_size),
            id: self.next_id,
        });
        self.next_id += 1;
        self.buffers.push(b);
    }

    /// Removes the handler at `i`.
    pub fn remove(&mut self, i: usize) -> Buffer {
        self.sync();
        self.meta.remove(i);
        self.buffers.remove(i)
    }

    /// Drops every handler.
    pub fn clear(&mut self) {
        self.buffers.clear();
        self.meta.clear();
        self.queue.clear();
    }

    /// Brings `meta` in line with `buffers` when buffers were pushed or
    /// popped directly (standard flags for the new ones).
    pub fn sync(&mut self) {
        self.meta.truncate(self.buffers.len());
        while self.meta.len() < self.buffers.len() {
            let b = &self.buffers[self.meta.len()];
            let ty = if b.callback.is_some() { TYPE_USER } else { 0 };
            self.meta.push(Meta {
                flags: STDFLAGS | ty,
                size: initbuf(b.chunk_size),
                id: self.next_id,
            });
            self.next_id += 1;
        }
    }

    /// Appends to the buffer at `i` with php's size accounting.
    pub fn append_at(&mut self, i: usize, b: &[u8]) {
        self.sync();
        self.meta[i].append(&mut self.buffers[i], b);
    }

    /// The stack position of the handler with this id.
    pub fn position(&mut self, id: u64) -> Option<usize> {
        self.sync();
        self.meta.iter().rposition(|m| m.id == id)
    }

    /// The state of the handler at `i`.
    pub fn meta_at(&mut self, i: usize) -> &mut Meta {
        self.sync();
        &mut self.meta[i]
    }
}
