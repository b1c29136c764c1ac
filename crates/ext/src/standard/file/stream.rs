//! The stream payload behind a "stream" resource: plain files, php://memory
//! and php://temp, php://stdin/stdout/stderr, php://output and php://input,
//! with php's read buffer (filled 8192 bytes at a time, which shows in
//! stream_get_meta_data's unread_bytes), its logical position and eof flag,
//! and the opening of a path or URL in a fopen mode.
//!
//! Not here: the PHP functions (funcs.rs), directory handles (dir.rs).

thread_local! {
    /// The body of the request being served (php://input).
    static REQUEST_BODY: std::cell::RefCell<std::rc::Rc<[u8]>> = std::cell::RefCell::new(std::rc::Rc::from(&[][..]));
}

/// Sets what php://input reads for this thread's request.
pub fn set_request_body(b: std::rc::Rc<[u8]>) {
    REQUEST_BODY.with(|r| *r.borrow_mut() = b);
}

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use tusk_value::resource::skip_id;
use tusk_value::PRes;
use tusk_vm::Vm;

/// php's chunk size: the read buffer grows by this much per fill.
pub const CHUNK: usize = 8192;

/// Where the bytes go.
pub enum Backend {
    File(File),
    /// php://memory and php://temp: the data and the backend's own offset.
    Memory {
        data: Vec<u8>,
        fpos: usize,
    },
    /// php://stdin (0), php://stdout (1), php://stderr (2).
    Stdio(u8),
    Output,
    /// php://input: the request body, read from this offset.
    Input(usize),
}

pub struct Stream {
    pub backend: Backend,
    /// The mode as stream_get_meta_data shows it.
    pub mode: String,
    pub readable: bool,
    pub writable: bool,
    pub append: bool,
    pub uri: Vec<u8>,
    pub wrapper: &'static str,
    pub stype: &'static str,
    pub seekable: bool,
    buf: Vec<u8>,
    bpos: usize,
    /// The logical position (ftell); -1 after a failed memory seek.
    pub pos: i64,
    pub eof: bool,
    /// tmpfile(): removed when closed.
    temp_path: Option<std::path::PathBuf>,
    /// Whether the last low-level read failed (php's notice was given).
    pub is_temp_kind: bool,
}

/// A low-level read failure: php's notice text ("errno=9 Bad file descriptor").
pub struct ReadFail(pub String);

pub fn errno_text(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

impl Stream {
    pub fn new(
        backend: Backend,
        mode: &str,
        uri: &[u8],
        wrapper: &'static str,
        stype: &'static str,
    ) -> Stream {
        let m = parse_mode(mode.as_bytes()).unwrap_or(ModeInfo {
            read: true,
            write: false,
            append: false,
            create: false,
            trunc: false,
            excl: false,
        });
        let seekable = matches!(backend, Backend::File(_) | Backend::Memory { .. });
        // php starts the position of an unseekable descriptor at -1.
        let pos = if matches!(backend, Backend::Stdio(_)) {
            -1
        } else {
            0
        };
        Stream {
            backend,
            mode: mode.to_string(),
            readable: m.read,
            writable: m.write,
            append: m.append,
            uri: uri.to_vec(),
            wrapper,
            stype,
            seekable,
            buf: Vec::new(),
            bpos: 0,
            pos,
            eof: false,
            temp_path: None,
            is_temp_kind: false,
        }
    }

    /// Bytes in the read buffer not yet consumed.
    pub fn unread(&self) -> usize {
        self.buf.len() - self.bpos
    }

    fn raw_read(&mut self, vm: &mut Vm, n: usize, fname: &str) -> Result<Vec<u8>, ReadFail> {
        match &mut self.backend {
            Backend::File(f) => {
                let mut out = vec![0u8; n];
                match f.read(&mut out) {
                    Ok(k) => {
                        out.truncate(k);
                        if k == 0 {
                            self.eof = true;
                        }
                        Ok(out)
                    }
                    Err(e) => {
                        let code = e.raw_os_error().unwrap_or(0);
                        let _ = fname;
                        Err(ReadFail(format!(
                            "Read of {} bytes failed with errno={} {}",
                            n,
                            code,
                            errno_text(&e)
                        )))
                    }
                }
            }
            Backend::Memory { data, fpos } => {
                if *fpos >= data.len() {
                    self.eof = true;
                    return Ok(Vec::new());
                }
                let end = (*fpos + n).min(data.len());
                let out = data[*fpos..end].to_vec();
                *fpos = end;
                Ok(out)
            }
            Backend::Stdio(0) => {
                vm.out.flush();
                let mut out = vec![0u8; n];
                match std::io::stdin().read(&mut out) {
                    Ok(k) => {
                        out.truncate(k);
                        if k == 0 {
                            self.eof = true;
                        }
                        Ok(out)
                    }
                    Err(_) => {
                        self.eof = true;
                        Ok(Vec::new())
                    }
                }
            }
            Backend::Input(off) => {
                let chunk = REQUEST_BODY.with(|b| {
                    let b = b.borrow();
                    let start = (*off).min(b.len());
                    b[start..(start + n).min(b.len())].to_vec()
                });
                *off += chunk.len();
                if chunk.is_empty() {
                    self.eof = true;
                }
                Ok(chunk)
            }
            Backend::Output => {
                self.eof = true;
                Err(ReadFail(String::new()))
            }
            Backend::Stdio(_) => Err(ReadFail(format!(
                "Read of {} bytes failed with errno=9 Bad file descriptor",
                n
            ))),
        }
    }

    fn raw_write(&mut self, vm: &mut Vm, data: &[u8]) -> Result<usize, String> {
        match &mut self.backend {
            Backend::File(f) => match f.write_all(data) {
                Ok(()) => Ok(data.len()),
                Err(e) => Err(format!(
                    "Write of {} bytes failed with errno={} {}",
                    data.len(),
                    e.raw_os_error().unwrap_or(0),
                    errno_text(&e)
                )),
            },
            Backend::Memory { data: d, fpos } => {
                if !self.writable {
                    return Err(if self.wrapper == "RFC2397" {
                        "Stream is not writable".into()
                    } else {
                        String::new()
                    });
                }
                if self.append {
                    *fpos = d.len();
                }
                if *fpos > d.len() {
                    d.resize(*fpos, 0);
                }
                let end = *fpos + data.len();
                if end > d.len() {
                    d.resize(end, 0);
                }
                d[*fpos..end].copy_from_slice(data);
                *fpos = end;
                Ok(data.len())
            }
            Backend::Stdio(1) => {
                vm.out.to_sink(data);
                Ok(data.len())
            }
            Backend::Stdio(2) => {
                vm.out.flush();
                let mut e = std::io::stderr();
                let _ = e.write_all(data);
                let _ = e.flush();
                Ok(data.len())
            }
            Backend::Output => {
                let _ = vm.write_output(data);
                Ok(data.len())
            }
            Backend::Stdio(_) | Backend::Input(_) => Err(format!(
                "Write of {} bytes failed with errno=9 Bad file descriptor",
                data.len()
            )),
        }
    }

    fn raw_seek(&mut self, off: i64, whence: i32) -> Option<i64> {
        match &mut self.backend {
            Backend::File(f) => {
                let sf = match whence {
                    0 => {
                        if off < 0 {
                            return None;
                        }
                        SeekFrom::Start(off as u64)
                    }
                    1 => SeekFrom::Current(off),
                    2 => SeekFrom::End(off),
                    _ => return None,
                };
                f.seek(sf).ok().map(|p| p as i64)
            }
            Backend::Memory { data, fpos } => {
                let base = match whence {
                    0 => 0i64,
                    1 => *fpos as i64,
                    2 => data.len() as i64,
                    _ => return Some(-1),
                };
                let np = base.checked_add(off)?;
                if np < 0 || np as usize > data.len() {
                    return Some(-1);
                }
                *fpos = np as usize;
                Some(np)
            }
            _ => None,
        }
    }

    /// Fills the read buffer with one more chunk; false when nothing came.
    fn fill(&mut self, vm: &mut Vm, fname: &str) -> Result<bool, ReadFail> {
        if self.bpos > 0 {
            // Keep only the unread tail.
            self.buf.drain(..self.bpos);
            self.bpos = 0;
        }
        if let Backend::File(f) = &mut self.backend {
            let old = self.buf.len();
            self.buf.resize(old + CHUNK, 0);
            return match f.read(&mut self.buf[old..]) {
                Ok(k) => {
                    self.buf.truncate(old + k);
                    if k == 0 {
                        self.eof = true;
                    }
                    Ok(k > 0)
                }
                Err(e) => {
                    self.buf.truncate(old);
                    Err(ReadFail(format!(
                        "Read of {} bytes failed with errno={} {}",
                        CHUNK,
                        e.raw_os_error().unwrap_or(0),
                        errno_text(&e)
                    )))
                }
            };
        }
        let got = self.raw_read(vm, CHUNK, fname)?;
        if got.is_empty() {
            return Ok(false);
        }
        self.buf.extend_from_slice(&got);
        Ok(true)
    }

    fn take(&mut self, n: usize) -> &[u8] {
        let s = self.bpos;
        self.bpos += n;
        self.pos += n as i64;
        &self.buf[s..s + n]
    }

    /// php_stream_read: up to `n` bytes (plain files and memory streams
    /// keep reading until `n` or the end).
    pub fn read(&mut self, vm: &mut Vm, n: usize, fname: &str) -> Result<Vec<u8>, ReadFail> {
        let mut out = Vec::with_capacity(n.min(1 << 20));
        let greedy = matches!(self.backend, Backend::File(_) | Backend::Memory { .. });
        let mut left = n;
        while left > 0 {
            let avail = self.unread();
            if avail > 0 {
                let k = avail.min(left);
                out.extend_from_slice(self.take(k));
                left -= k;
                if left == 0 {
                    break;
                }
            }
            match self.fill(vm, fname) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => {
                    if out.is_empty() {
                        return Err(e);
                    }
                    break;
                }
            }
            let k = self.unread().min(left);
            out.extend_from_slice(self.take(k));
            left -= k;
            if !greedy {
                break;
            }
        }
        Ok(out)
    }

    /// `read_line` as a PHP string, without a copy in between when the
    /// line is already in the buffer.
    pub fn read_line_str(
        &mut self,
        vm: &mut Vm,
        max: Option<usize>,
        fname: &str,
    ) -> Result<Option<tusk_value::PStr>, ReadFail> {
        let avail = &self.buf[self.bpos..];
        let lim = max.map_or(avail.len(), |m| m.min(avail.len()));
        if let Some(i) = memchr::memchr(b'\n', &avail[..lim]) {
            let s = tusk_value::PStr::new(&avail[..=i]);
            self.bpos += i + 1;
            self.pos += (i + 1) as i64;
            return Ok(Some(s));
        }
        Ok(self
            .read_line(vm, max, fname)?
            .map(|v| tusk_value::PStr::new(&v)))
    }

    /// php_stream_get_line: up to and including "\n", at most `max` bytes
    /// (None: unlimited). None at the end with nothing read.
    pub fn read_line(
        &mut self,
        vm: &mut Vm,
        max: Option<usize>,
        fname: &str,
    ) -> Result<Option<Vec<u8>>, ReadFail> {
        let mut out = Vec::new();
        loop {
            let room = max.map(|m| m - out.len());
            if room == Some(0) {
                break;
            }
            let avail = &self.buf[self.bpos..];
            if !avail.is_empty() {
                let lim = room.map_or(avail.len(), |r| r.min(avail.len()));
                let (k, done) = match memchr::memchr(b'\n', &avail[..lim]) {
                    Some(i) => (i + 1, true),
                    None => (lim, false),
                };
                out.extend_from_slice(self.take(k));
                if done {
                    break;
                }
                continue;
            }
            match self.fill(vm, fname) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => {
                    if out.is_empty() {
                        return Err(e);
                    }
                    break;
                }
            }
        }
        Ok(if out.is_empty() { None } else { Some(out) })
    }

    /// php_stream_get_record (stream_get_line): up to `max` bytes or up to
    /// `delim` (consumed, not returned); None at the end.
    pub fn read_record(
        &mut self,
        vm: &mut Vm,
        max: usize,
        delim: &[u8],
        fname: &str,
    ) -> Result<Option<Vec<u8>>, ReadFail> {
        loop {
            let avail = &self.buf[self.bpos..];
            if !delim.is_empty() {
                let lim = avail.len().min(max + delim.len());
                if let Some(i) = avail[..lim].windows(delim.len()).position(|w| w == delim) {
                    if i <= max {
                        let out = avail[..i].to_vec();
                        self.take(i + delim.len());
                        return Ok(Some(out));
                    }
                }
            }
            if avail.len() >= max {
                return Ok(Some(self.take(max).to_vec()));
            }
            match self.fill(vm, fname) {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => {
                    if self.unread() == 0 {
                        return Err(e);
                    }
                    break;
                }
            }
        }
        let n = self.unread();
        if n == 0 {
            return Ok(None);
        }
        Ok(Some(self.take(n).to_vec()))
    }

    /// php_stream_write: at the logical position; the read buffer is
    /// dropped first.
    pub fn write(&mut self, vm: &mut Vm, data: &[u8]) -> Result<usize, String> {
        if data.is_empty() {
            return Ok(0);
        }
        if self.unread() > 0 || self.bpos > 0 {
            self.buf.clear();
            self.bpos = 0;
            if self.seekable && self.pos >= 0 {
                let p = self.pos;
                let _ = self.raw_seek(p, 0);
            }
        }
        if matches!(self.backend, Backend::File(_)) && !self.writable {
            return Err(format!(
                "Write of {} bytes failed with errno=9 Bad file descriptor",
                data.len()
            ));
        }
        let n = self.raw_write(vm, data)?;
        self.pos += n as i64;
        Ok(n)
    }

    /// php_stream_seek: 0 or -1 (with php's warning for unseekable streams
    /// given by the caller when `Err`).
    pub fn seek(&mut self, vm: &mut Vm, off: i64, whence: i32) -> Result<i32, NoSeek> {
        let avail = self.unread() as i64;
        match whence {
            1 if off > 0 && off <= avail => {
                self.bpos += off as usize;
                self.pos += off;
                self.eof = false;
                return Ok(0);
            }
            0 if off > self.pos && off <= self.pos + avail => {
                self.bpos += (off - self.pos) as usize;
                self.pos = off;
                self.eof = false;
                return Ok(0);
            }
            _ => {}
        }
        if self.seekable {
            let (o, w) = if whence == 1 {
                (self.pos.saturating_add(off), 0)
            } else {
                (off, whence)
            };
            self.buf.clear();
            self.bpos = 0;
            return match self.raw_seek(o, w) {
                Some(p) if p >= 0 => {
                    self.pos = p;
                    self.eof = false;
                    Ok(0)
                }
                Some(p) => {
                    self.pos = p;
                    Ok(-1)
                }
                None => Ok(-1),
            };
        }
        if whence == 1 && off >= 0 {
            let _ = self.read(vm, off as usize, "fseek");
            self.eof = false;
            return Ok(0);
        }
        Err(NoSeek)
    }

    /// feof(): nothing buffered and the end was seen.
    pub fn at_eof(&self) -> bool {
        if self.unread() > 0 {
            return false;
        }
        self.eof
    }

    pub fn flush(&mut self, vm: &mut Vm) -> bool {
        match &mut self.backend {
            Backend::File(f) => f.flush().is_ok(),
            Backend::Stdio(1) => {
                vm.out.flush();
                true
            }
            _ => true,
        }
    }

    /// ftruncate.
    pub fn truncate(&mut self, size: u64) -> bool {
        if !self.writable {
            return false;
        }
        match &mut self.backend {
            Backend::File(f) => f.set_len(size).is_ok(),
            Backend::Memory { data, .. } => {
                data.resize(size as usize, 0);
                true
            }
            _ => false,
        }
    }

    /// Everything from here on (stream_get_contents / file_get_contents).
    pub fn read_all(
        &mut self,
        vm: &mut Vm,
        max: Option<usize>,
        fname: &str,
    ) -> Result<Vec<u8>, ReadFail> {
        let mut out = Vec::new();
        if max.is_none() && matches!(self.backend, Backend::File(_)) {
            // The whole rest of a plain file: no chunking needed.
            out.extend_from_slice(&self.buf[self.bpos..]);
            self.buf.clear();
            self.bpos = 0;
            if let Backend::File(f) = &mut self.backend {
                if let Err(e) = f.read_to_end(&mut out) {
                    if out.is_empty() {
                        return Err(ReadFail(format!(
                            "Read of {} bytes failed with errno={} {}",
                            CHUNK,
                            e.raw_os_error().unwrap_or(0),
                            errno_text(&e)
                        )));
                    }
                }
            }
            self.eof = true;
            self.pos += out.len() as i64;
            return Ok(out);
        }
        loop {
            let want = match max {
                Some(m) => m - out.len(),
                None => CHUNK,
            };
            if want == 0 {
                break;
            }
            let got = self.read(vm, want.min(CHUNK), fname)?;
            if got.is_empty() {
                break;
            }
            out.extend_from_slice(&got);
        }
        Ok(out)
    }

    pub fn file(&self) -> Option<&File> {
        match &self.backend {
            Backend::File(f) => Some(f),
            _ => None,
        }
    }

    /// The size for fstat of a memory stream.
    pub fn mem_len(&self) -> Option<usize> {
        match &self.backend {
            Backend::Memory { data, .. } => Some(data.len()),
            _ => None,
        }
    }

    /// Makes the stream's file a temporary one (tmpfile()), removed when
    /// the stream is closed.
    pub fn set_temp_path(&mut self, p: std::path::PathBuf) {
        if self.temp_path.is_none() {
            TEMP_FILES.with(|n| n.set(n.get() + 1));
        }
        self.temp_path = Some(p);
    }

    /// Called when the resource is closed.
    pub fn on_close(&mut self) {
        if let Some(p) = self.temp_path.take() {
            TEMP_FILES.with(|n| n.set(n.get() - 1));
            let _ = std::fs::remove_file(p);
        }
    }
}

thread_local! {
    /// This thread's streams that still have a temporary file to remove.
    static TEMP_FILES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Whether a stream of this thread still has a temporary file to remove
/// when it is closed: the only thing that freeing a finished script's
/// values still does that can be seen outside the process.
pub fn temp_files_open() -> bool {
    TEMP_FILES.with(|n| n.get() != 0)
}

impl Drop for Stream {
    fn drop(&mut self) {
        self.on_close();
    }
}

/// The stream cannot seek at all ("Stream does not support seeking").
#[derive(Debug, PartialEq, Eq)]
pub struct NoSeek;

/// A parsed fopen mode.
#[derive(Clone, Copy)]
pub struct ModeInfo {
    pub read: bool,
    pub write: bool,
    pub append: bool,
    pub create: bool,
    pub trunc: bool,
    pub excl: bool,
}

pub fn parse_mode(m: &[u8]) -> Option<ModeInfo> {
    let plus = m.contains(&b'+');
    let mut i = ModeInfo {
        read: plus,
        write: plus,
        append: false,
        create: false,
        trunc: false,
        excl: false,
    };
    match m.first()? {
        b'r' => i.read = true,
        b'w' => {
            i.write = true;
            i.create = true;
            i.trunc = true
        }
        b'a' => {
            i.write = true;
            i.create = true;
            i.append = true
        }
        b'x' => {
            i.write = true;
            i.create = true;
            i.excl = true
        }
        b'c' => {
            i.write = true;
            i.create = true
        }
        _ => return None,
    }
    Some(i)
}

/// Why an open failed: the text after "Failed to open stream: ", plus an
/// optional warning php gives first.
pub struct OpenFail {
    pub pre: Option<String>,
    pub reason: String,
}

fn fail(reason: &str) -> OpenFail {
    OpenFail {
        pre: None,
        reason: reason.to_string(),
    }
}

/// Ids php spends on the internal resources of a wrapper before the stream.
fn mode_with_b(mode: &str) -> String {
    if mode.contains('a') {
        "a+b".into()
    } else if mode.contains(['w', '+']) {
        "w+b".into()
    } else {
        "rb".into()
    }
}

/// Opens `path` in `mode` and wraps it as a resource.
pub fn open(path: &[u8], mode: &str) -> Result<PRes, OpenFail> {
    let s = open_stream(path, mode)?;
    let is_temp = s.is_temp_kind;
    let r = PRes::new("stream", Box::new(s));
    if is_temp {
        skip_id(); // php://temp's inner memory stream
    }
    Ok(r)
}

pub fn open_stream(path: &[u8], mode: &str) -> Result<Stream, OpenFail> {
    let info = match parse_mode(mode.as_bytes()) {
        Some(i) => i,
        None => return Err(fail(&format!("`{}' is not a valid mode for fopen", mode))),
    };
    if let Some(rest) = path.strip_prefix(b"data:") {
        return open_data(path, rest, mode);
    }
    let lower: Vec<u8> = path
        .iter()
        .take(6)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    if lower.starts_with(b"php://") {
        let rest = &path[6..];
        let name: Vec<u8> = rest.iter().map(|c| c.to_ascii_lowercase()).collect();
        let (backend, stype, m) = if name == b"stdin" {
            (Backend::Stdio(0), "STDIO", mode.to_string())
        } else if name == b"stdout" {
            (Backend::Stdio(1), "STDIO", mode.to_string())
        } else if name == b"stderr" {
            (Backend::Stdio(2), "STDIO", mode.to_string())
        } else if name == b"memory" {
            (
                Backend::Memory {
                    data: Vec::new(),
                    fpos: 0,
                },
                "MEMORY",
                mode_with_b(mode),
            )
        } else if name == b"temp" || name.starts_with(b"temp/maxmemory:") {
            (
                Backend::Memory {
                    data: Vec::new(),
                    fpos: 0,
                },
                "TEMP",
                mode_with_b(mode),
            )
        } else if name == b"output" {
            (Backend::Output, "Output", "wb".to_string())
        } else if name == b"input" {
            skip_id();
            skip_id();
            (Backend::Input(0), "Input", "rb".to_string())
        } else {
            return Err(OpenFail {
                pre: Some("Invalid php:// URL specified".into()),
                reason: "operation failed".into(),
            });
        };
        let mut s = Stream::new(backend, &m, path, "PHP", stype);
        if stype == "MEMORY" || stype == "TEMP" {
            // php's memory streams are read-write unless opened "r"/"rb".
            s.readable = true;
            s.writable = mode.contains(['w', 'a', '+']);
            s.append = mode.contains('a');
            s.is_temp_kind = stype == "TEMP";
        }
        if stype == "STDIO" {
            s.seekable = false;
        }
        return Ok(s);
    }
    let fs_path: &[u8] = if lower.starts_with(b"file:/") {
        let p = &path[7.min(path.len())..];
        if path.len() >= 7 && path[5..7] == *b"//" {
            p
        } else {
            &path[5..]
        }
    } else {
        if let Some(i) = path.windows(3).position(|w| w == b"://") {
            let scheme = &path[..i];
            if !scheme.is_empty()
                && scheme
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || b"+-.".contains(c))
            {
                return Err(OpenFail {
                    pre: Some(format!(
                        "Unable to find the wrapper \"{}\" - did you forget to enable it when you configured PHP?",
                        String::from_utf8_lossy(scheme)
                    )),
                    reason: "No such file or directory".into(),
                });
            }
        }
        path
    };
    let p = String::from_utf8_lossy(fs_path).into_owned();
    let mut oo = std::fs::OpenOptions::new();
    oo.read(info.read)
        .write(info.write && !info.append)
        .append(info.append);
    if info.excl {
        oo.create_new(true);
    } else if info.create {
        oo.create(true);
    }
    if info.trunc {
        oo.truncate(true);
    }
    match oo.open(&p) {
        Ok(mut f) => {
            if info.append {
                let _ = f.seek(SeekFrom::End(0));
            }
            let mut s = Stream::new(Backend::File(f), mode, path, "plainfile", "STDIO");
            s.readable = info.read;
            s.writable = info.write;
            Ok(s)
        }
        Err(e) => Err(fail(&errno_text(&e))),
    }
}

/// The data: (RFC 2397) wrapper: a read-only memory stream over the
/// decoded payload.
fn open_data(path: &[u8], rest: &[u8], mode: &str) -> Result<Stream, OpenFail> {
    let rest = rest.strip_prefix(b"//").unwrap_or(rest);
    let Some(comma) = rest.iter().position(|&c| c == b',') else {
        return Err(fail("rfc2397: no comma in URL"));
    };
    let meta = &rest[..comma];
    let body = &rest[comma + 1..];
    let b64 = meta.split(|&c| c == b';').next_back() == Some(b"base64");
    let data = if b64 {
        match base64_strict(body) {
            Some(d) => d,
            None => return Err(fail("rfc2397: unable to decode")),
        }
    } else {
        url_decode(body)
    };
    let mut s = Stream::new(
        Backend::Memory { data, fpos: 0 },
        mode,
        path,
        "RFC2397",
        "RFC2397",
    );
    s.readable = true;
    s.writable = false;
    s.is_temp_kind = true;
    Ok(s)
}

fn url_decode(b: &[u8]) -> Vec<u8> {
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => match (hex(b[i + 1]), hex(b[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h * 16 + l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            c => out.push(c),
        }
        i += 1;
    }
    out
}

/// Base64 with php's strict rules: whitespace skipped, anything else
/// outside the alphabet (or misplaced padding) fails.
fn base64_strict(b: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(b.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    let mut pad = 0;
    for &c in b {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => {
                pad += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' | b'\n' => continue,
            _ => return None,
        };
        if pad > 0 {
            return None;
        }
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    if bits == 6 || pad > 2 {
        return None;
    }
    Some(out)
}

/// Runs `f` on the stream payload of `r` (None when it is not an open stream).
pub fn with_stream<R>(r: &PRes, f: impl FnOnce(&mut Stream) -> R) -> Option<R> {
    r.with::<Stream, R>(f)
}
