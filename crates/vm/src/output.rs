//! Output: the sink a request writes to, and the ob_start buffer stack.
//! Not the HTTP layer: the server gives the sink, this only buffers.

use std::io::Write;

/// A user output buffer (ob_start).
pub struct Buffer {
    pub data: Vec<u8>,
    /// The callback value, when one was given (called by the VM).
    pub callback: Option<tusk_value::Value>,
    pub chunk_size: usize,
    pub name: String,
}

pub struct Output {
    pub buffers: Vec<Buffer>,
    /// What reaches the client or stdout, when not writing straight through.
    pub sink: Box<dyn Write>,
    /// Whether anything reached the sink (headers_sent).
    pub sent: bool,
}

impl Output {
    pub fn new() -> Output {
        Output {
            buffers: Vec::new(),
            sink: Box::new(std::io::stdout()),
            sent: false,
        }
    }
    #[inline]
    pub fn write(&mut self, b: &[u8]) {
        if let Some(buf) = self.buffers.last_mut() {
            buf.data.extend_from_slice(b);
        } else if !b.is_empty() {
            self.sent = true;
            let _ = self.sink.write_all(b);
        }
    }
    /// Writes past every buffer (errors on the CLI go straight out).
    pub fn write_unbuffered(&mut self, b: &[u8]) {
        self.sent = true;
        let _ = self.sink.write_all(b);
    }
    pub fn flush(&mut self) {
        let _ = self.sink.flush();
    }
}
