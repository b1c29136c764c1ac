//! The stream functions (fopen, fread, fwrite, fgets, fseek, ...), the
//! stream_* helpers and the whole-file functions (file_get_contents,
//! file_put_contents, file, readfile, copy, tmpfile, tempnam).
//!
//! Not here: the stream payload (stream.rs), stat and paths (stat.rs,
//! path.rs), CSV (csv.rs).

use super::stream::{self, Backend, Stream};
use super::{ctx_arg, not_stream, path_arg, stream_arg, Context};
use tusk_value::{PArr, PRes, PStr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

/// Runs `f` on the stream argument `i` (the VM and the payload at once).
pub fn with_stream<R>(
    vm: &mut Vm,
    a: &Args,
    i: usize,
    f: impl FnOnce(&mut Stream, &mut Vm) -> R,
) -> Result<R, Unwind> {
    let r = stream_arg(vm, a, i)?;
    match r.with::<Stream, _>(|s| f(s, vm)) {
        Some(x) => Ok(x),
        None => Err(not_stream(vm)),
    }
}

fn open_warn(vm: &mut Vm, path: &str, e: stream::OpenFail) {
    if let Some(p) = e.pre {
        vm.fn_warning(&p);
    }
    super::warn_at(vm, path, &format!("Failed to open stream: {}", e.reason));
}

fn empty_path(vm: &mut Vm) -> Unwind {
    vm.value_error("Path cannot be empty")
}

/// A relative path looked up in include_path (for `$use_include_path`):
/// the first existing candidate, else the path itself.
pub fn include_resolve(vm: &Vm, path: &str) -> String {
    let rel = !(path.starts_with('/')
        || path.starts_with("./")
        || path.starts_with("../")
        || path.contains("://"));
    if rel {
        let inc = vm
            .ini_get("include_path")
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
            .unwrap_or_default();
        for dir in inc.split(':').filter(|d| !d.is_empty()) {
            let cand = format!("{}/{}", dir.trim_end_matches('/'), path);
            if std::path::Path::new(&cand).exists() {
                return cand;
            }
        }
    }
    path.to_string()
}

/// Opens a file for a whole-file function, with php's warnings.
fn open_for(vm: &mut Vm, path: &str, mode: &str) -> Result<Option<Stream>, Unwind> {
    open_for_inc(vm, path, mode, false)
}

fn open_for_inc(
    vm: &mut Vm,
    path: &str,
    mode: &str,
    use_inc: bool,
) -> Result<Option<Stream>, Unwind> {
    if path.is_empty() {
        return Err(empty_path(vm));
    }
    let real = if use_inc {
        include_resolve(vm, path)
    } else {
        path.to_string()
    };
    match stream::open_stream(real.as_bytes(), mode) {
        Ok(s) => {
            tusk_value::resource::skip_id();
            Ok(Some(s))
        }
        Err(e) => {
            open_warn(vm, path, e);
            Ok(None)
        }
    }
}

pub fn fopen(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    let mode = String::from_utf8_lossy(a.bytes(1)).into_owned();
    ctx_arg(vm, a, 3)?;
    if path.is_empty() {
        return Err(empty_path(vm));
    }
    let real = if a.opt_bool(2, false) && mode.starts_with('r') {
        include_resolve(vm, &path)
    } else {
        path.clone()
    };
    match stream::open(real.as_bytes(), &mode) {
        Ok(r) => Ok(Value::Res(r)),
        Err(e) => {
            open_warn(vm, &path, e);
            Ok(Value::Bool(false))
        }
    }
}

pub fn fclose(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = stream_arg(vm, a, 0)?;
    if let Some(mut p) = r.close() {
        if let Some(s) = p.downcast_mut::<Stream>() {
            s.flush(vm);
            s.on_close();
        }
    }
    Ok(Value::Bool(true))
}

fn read_fail(vm: &mut Vm, e: stream::ReadFail) {
    if !e.0.is_empty() {
        vm.fn_notice(&e.0);
    }
}

pub fn fread(vm: &mut Vm, a: &mut Args) -> BResult {
    let n = a.int(1);
    let r = stream_arg(vm, a, 0)?;
    if n <= 0 {
        return Err(vm.arg_value_error(2, "must be greater than 0"));
    }
    let name = vm.cur_builtin;
    let res = r
        .with::<Stream, _>(|s| s.read(vm, n as usize, name))
        .ok_or_else(|| not_stream(vm))?;
    match res {
        Ok(b) => Ok(Value::Str(PStr::new(&b))),
        Err(e) => {
            read_fail(vm, e);
            Ok(Value::Bool(false))
        }
    }
}

pub fn fwrite(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = stream_arg(vm, a, 0)?;
    let data = a.bytes(1);
    let n = match a.get(2) {
        Some(Value::Int(n)) => (*n).clamp(0, data.len() as i64) as usize,
        _ => data.len(),
    };
    if n == 0 {
        return Ok(Value::Int(0));
    }
    let data = data[..n].to_vec();
    let res = r
        .with::<Stream, _>(|s| s.write(vm, &data))
        .ok_or_else(|| not_stream(vm))?;
    match res {
        Ok(k) => Ok(Value::Int(k as i64)),
        Err(m) => {
            if !m.is_empty() {
                vm.fn_notice(&m);
            }
            Ok(Value::Bool(false))
        }
    }
}

pub fn fgets(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = stream_arg(vm, a, 0)?;
    let max = match a.get(1) {
        Some(Value::Int(n)) => {
            if *n <= 0 {
                return Err(vm.arg_value_error(2, "must be greater than 0"));
            }
            if *n == 1 {
                return Ok(Value::Bool(false));
            }
            Some(*n as usize - 1)
        }
        _ => None,
    };
    let name = vm.cur_builtin;
    let res = r
        .with::<Stream, _>(|s| s.read_line_str(vm, max, name))
        .ok_or_else(|| not_stream(vm))?;
    match res {
        Ok(Some(b)) => Ok(Value::Str(b)),
        Ok(None) => Ok(Value::Bool(false)),
        Err(e) => {
            read_fail(vm, e);
            Ok(Value::Bool(false))
        }
    }
}

pub fn fgetc(vm: &mut Vm, a: &mut Args) -> BResult {
    let name = vm.cur_builtin;
    match with_stream(vm, a, 0, |s, vm| s.read(vm, 1, name))? {
        Ok(b) if !b.is_empty() => Ok(Value::Str(PStr::new(&b))),
        Ok(_) => Ok(Value::Bool(false)),
        Err(e) => {
            read_fail(vm, e);
            Ok(Value::Bool(false))
        }
    }
}

pub fn feof(vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Bool(with_stream(vm, a, 0, |s, _| s.at_eof())?))
}

pub fn fflush(vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Bool(with_stream(vm, a, 0, |s, vm| s.flush(vm))?))
}

pub fn ftell(vm: &mut Vm, a: &mut Args) -> BResult {
    let p = with_stream(vm, a, 0, |s, _| s.pos)?;
    Ok(if p == -1 {
        Value::Bool(false)
    } else {
        Value::Int(p)
    })
}

pub fn fseek(vm: &mut Vm, a: &mut Args) -> BResult {
    let off = a.int(1);
    let whence = a.opt_int(2, 0) as i32;
    let r = with_stream(vm, a, 0, |s, vm| s.seek(vm, off, whence))?;
    match r {
        Ok(x) => Ok(Value::Int(x as i64)),
        Err(stream::NoSeek) => {
            vm.fn_warning("Stream does not support seeking");
            Ok(Value::Int(-1))
        }
    }
}

pub fn rewind(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = with_stream(vm, a, 0, |s, vm| s.seek(vm, 0, 0))?;
    match r {
        Ok(0) => Ok(Value::Bool(true)),
        Ok(_) => Ok(Value::Bool(false)),
        Err(stream::NoSeek) => {
            vm.fn_warning("Stream does not support seeking");
            Ok(Value::Bool(false))
        }
    }
}

pub fn ftruncate(vm: &mut Vm, a: &mut Args) -> BResult {
    let size = a.int(1);
    let r = stream_arg(vm, a, 0)?;
    if size < 0 {
        return Err(vm.arg_value_error(2, "must be greater than or equal to 0"));
    }
    let res = r.with::<Stream, _>(|s| {
        if !s.seekable {
            return None;
        }
        Some(s.truncate(size as u64))
    });
    match res.ok_or_else(|| not_stream(vm))? {
        Some(b) => Ok(Value::Bool(b)),
        None => {
            vm.fn_warning("Can't truncate this stream!");
            Ok(Value::Bool(false))
        }
    }
}

pub fn flock(vm: &mut Vm, a: &mut Args) -> BResult {
    let op = a.int(1);
    let r = stream_arg(vm, a, 0)?;
    let act = op & 3;
    if !(1..=3).contains(&act) {
        return Err(vm.arg_value_error(2, "must be one of LOCK_SH, LOCK_EX, or LOCK_UN"));
    }
    if a.len() > 2 {
        a.by_ref(2).set(Value::Int(0));
    }
    let nb = op & 4 != 0;
    let res = r.with::<Stream, _>(|s| match s.file() {
        Some(f) => {
            let r = match (act, nb) {
                (1, false) => f.lock_shared().map(|_| true),
                (2, false) => f.lock().map(|_| true),
                (1, true) => f.try_lock_shared().map(|_| true).or_else(|e| match e {
                    std::fs::TryLockError::WouldBlock => Ok(false),
                    std::fs::TryLockError::Error(e) => Err(e),
                }),
                (2, true) => f.try_lock().map(|_| true).or_else(|e| match e {
                    std::fs::TryLockError::WouldBlock => Ok(false),
                    std::fs::TryLockError::Error(e) => Err(e),
                }),
                _ => f.unlock().map(|_| true),
            };
            Some(r.unwrap_or(false))
        }
        None => None,
    });
    match res.ok_or_else(|| not_stream(vm))? {
        Some(true) => Ok(Value::Bool(true)),
        Some(false) => {
            if a.len() > 2 {
                a.by_ref(2).set(Value::Int(1));
            }
            Ok(Value::Bool(false))
        }
        None => Ok(Value::Bool(false)),
    }
}

pub fn fstat(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = with_stream(vm, a, 0, |s, _| {
        if let Some(f) = s.file() {
            return f.metadata().ok().map(|m| super::stat::stat_array(&m));
        }
        if let Some(n) = s.mem_len() {
            let v = [12, 0, 0o100666, 1, 0, 0, -1, n as i64, 0, 0, 0, -1, -1];
            return Some(super::stat::stat_from(v));
        }
        None
    })?;
    Ok(r.map(Value::Arr).unwrap_or(Value::Bool(false)))
}

pub fn fpassthru(vm: &mut Vm, a: &mut Args) -> BResult {
    let name = vm.cur_builtin;
    let data = with_stream(vm, a, 0, |s, vm| s.read_all(vm, None, name))?;
    match data {
        Ok(b) => {
            vm.write_output(&b)?;
            Ok(Value::Int(b.len() as i64))
        }
        Err(e) => {
            read_fail(vm, e);
            Ok(Value::Int(0))
        }
    }
}

pub fn fscanf(vm: &mut Vm, a: &mut Args) -> BResult {
    let name = vm.cur_builtin;
    let line = with_stream(vm, a, 0, |s, vm| s.read_line(vm, None, name))?;
    let line = match line {
        Ok(Some(l)) => l,
        _ => return Ok(Value::Bool(false)),
    };
    let mut vals = vec![Value::Str(PStr::new(&line)), a.val(1).clone()];
    vals.extend(a.rest(2).iter().cloned());
    vm.call_value(&Value::from("sscanf"), vals)
}

pub fn stream_get_contents(vm: &mut Vm, a: &mut Args) -> BResult {
    let max = match a.get(1) {
        Some(Value::Int(n)) if *n >= 0 => Some(*n as usize),
        Some(Value::Int(-1)) | None | Some(Value::Null) => None,
        Some(_) => return Err(vm.arg_value_error(2, "must be greater than or equal to -1")),
    };
    let off = a.opt_int(2, -1);
    let name = vm.cur_builtin;
    let r = with_stream(vm, a, 0, |s, vm| {
        if off >= 0 && s.pos != off && s.seek(vm, off, 0) != Ok(0) {
            return Err(off);
        }
        Ok(s.read_all(vm, max, name))
    })?;
    match r {
        Err(off) => {
            vm.fn_warning(&format!("Failed to seek to position {} in the stream", off));
            Ok(Value::Bool(false))
        }
        Ok(Ok(b)) => Ok(Value::Str(PStr::new(&b))),
        Ok(Err(_)) => Ok(Value::from("")),
    }
}

pub fn stream_get_meta_data(vm: &mut Vm, a: &mut Args) -> BResult {
    let arr = with_stream(vm, a, 0, |s, _| {
        let mut m = PArr::new();
        let d = m.make_mut();
        if s.stype != "TEMP" {
            d.insert(
                tusk_value::Key::from_bytes(b"timed_out"),
                Value::Bool(false),
            );
            d.insert(tusk_value::Key::from_bytes(b"blocked"), Value::Bool(true));
            d.insert(tusk_value::Key::from_bytes(b"eof"), Value::Bool(s.at_eof()));
        }
        d.insert(
            tusk_value::Key::from_bytes(b"wrapper_type"),
            Value::from(s.wrapper),
        );
        d.insert(
            tusk_value::Key::from_bytes(b"stream_type"),
            Value::from(s.stype),
        );
        d.insert(
            tusk_value::Key::from_bytes(b"mode"),
            Value::from(s.mode.as_str()),
        );
        d.insert(
            tusk_value::Key::from_bytes(b"unread_bytes"),
            Value::Int(s.unread() as i64),
        );
        d.insert(
            tusk_value::Key::from_bytes(b"seekable"),
            Value::Bool(s.seekable),
        );
        d.insert(
            tusk_value::Key::from_bytes(b"uri"),
            Value::Str(PStr::new(&s.uri)),
        );
        m
    })?;
    Ok(Value::Arr(arr))
}

pub fn stream_context_create(vm: &mut Vm, a: &mut Args) -> BResult {
    let _ = vm;
    let opts = match a.get(0) {
        Some(Value::Arr(x)) => x.clone(),
        _ => PArr::new(),
    };
    let params = match a.get(1) {
        Some(Value::Arr(x)) => x.clone(),
        _ => PArr::new(),
    };
    Ok(Value::Res(PRes::new(
        "stream-context",
        Box::new(Context {
            options: opts,
            params,
        }),
    )))
}

pub fn stream_context_get_default(vm: &mut Vm, a: &mut Args) -> BResult {
    let c = ctx_arg(vm, a, 99)?;
    if let Some(Value::Arr(o)) = a.get(0) {
        let o = o.clone();
        c.with::<Context, _>(|ctx| ctx.options = o);
    }
    Ok(Value::Res(c))
}

pub fn stream_context_get_options(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = vm.arg_res(a, 0)?;
    match r.with::<Context, _>(|c| c.options.clone()) {
        Some(o) => Ok(Value::Arr(o)),
        None => {
            if r.is::<Stream>() {
                return Ok(Value::Arr(PArr::new()));
            }
            let m = format!(
                "{}(): Argument #1 ($stream_or_context) must be a valid stream/context",
                vm.cur_builtin
            );
            Err(vm.type_error(&m))
        }
    }
}

pub fn stream_is_local(vm: &mut Vm, a: &mut Args) -> BResult {
    match a.get(0).map(|v| v.unref()) {
        Some(Value::Res(_)) => {
            let r = stream_arg(vm, a, 0)?;
            let _ = r;
            Ok(Value::Bool(true))
        }
        Some(v) => {
            let s = vm.to_pstr(&v)?;
            let b = s.as_bytes();
            let remote = b.windows(3).position(|w| w == b"://").is_some_and(|i| {
                let sch = b[..i].to_ascii_lowercase();
                !(sch == b"file" || sch == b"php" || sch == b"glob" || sch == b"data")
            });
            Ok(Value::Bool(!remote))
        }
        None => Ok(Value::Bool(true)),
    }
}

pub fn stream_get_wrappers(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::Arr(PArr::from_values(vec![
        Value::from("php"),
        Value::from("file"),
        Value::from("data"),
    ])))
}

/// Reads a whole file for file_get_contents/file/readfile.
fn slurp(
    vm: &mut Vm,
    path: &str,
    off: i64,
    len: Option<usize>,
    use_inc: bool,
) -> Result<Option<Vec<u8>>, Unwind> {
    let Some(mut s) = open_for_inc(vm, path, "rb", use_inc)? else {
        return Ok(None);
    };
    if off != 0 {
        let ok = if off > 0 {
            s.seek(vm, off, 0)
        } else {
            s.seek(vm, off, 2)
        };
        if ok != Ok(0) {
            vm.fn_warning(&format!("Failed to seek to position {} in the stream", off));
            return Ok(None);
        }
    }
    if s.file()
        .and_then(|f| f.metadata().ok())
        .is_some_and(|m| m.is_dir())
    {
        use std::os::unix::fs::MetadataExt;
        let size = s
            .file()
            .and_then(|f| f.metadata().ok())
            .map_or(0, |m| m.size());
        vm.fn_notice(&format!(
            "Read of {} bytes failed with errno=21 Is a directory",
            size + 8192
        ));
        return Ok(Some(Vec::new()));
    }
    let name = vm.cur_builtin;
    match s.read_all(vm, len, name) {
        Ok(b) => Ok(Some(b)),
        Err(e) => {
            read_fail(vm, e);
            Ok(Some(Vec::new()))
        }
    }
}

pub fn file_get_contents(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    ctx_arg(vm, a, 2)?;
    let off = a.opt_int(3, 0);
    let len = match a.get(4) {
        Some(Value::Int(n)) => {
            if *n < 0 {
                return Err(vm.arg_value_error(5, "must be greater than or equal to 0"));
            }
            Some(*n as usize)
        }
        _ => None,
    };
    Ok(match slurp(vm, &path, off, len, a.opt_bool(1, false))? {
        Some(b) => Value::Str(PStr::new(&b)),
        None => Value::Bool(false),
    })
}

pub fn file_put_contents(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    let flags = a.opt_int(2, 0);
    ctx_arg(vm, a, 3)?;
    let data: Vec<u8> = match a.val(1).unref() {
        Value::Arr(arr) => {
            let mut out = Vec::new();
            for v in arr.values() {
                out.extend_from_slice(vm.to_pstr(v)?.as_bytes());
            }
            out
        }
        Value::Res(r) => {
            let name = vm.cur_builtin;
            match r.with::<Stream, _>(|s| s.read_all(vm, None, name)) {
                Some(Ok(b)) => b,
                _ => Vec::new(),
            }
        }
        Value::Obj(o) => match vm.object_to_string(&o)? {
            Some(s) => s.as_bytes().to_vec(),
            None => {
                // php opens (and truncates) the file, then fails quietly.
                if !path.is_empty() {
                    let mode = if flags & 8 != 0 { "ab" } else { "wb" };
                    open_for(vm, &path, mode)?;
                }
                return Ok(Value::Bool(false));
            }
        },
        v => vm.to_pstr(&v)?.as_bytes().to_vec(),
    };
    if path.is_empty() {
        return Err(empty_path(vm));
    }
    if flags & 2 != 0 && path.len() >= 6 && path[..6].eq_ignore_ascii_case("php://") {
        vm.fn_warning("Exclusive locks may only be set for regular files");
        return Ok(Value::Bool(false));
    }
    let mode = if flags & 8 != 0 { "ab" } else { "wb" };
    // LOCK_EX opens with "cb" and truncates after locking, as php does.
    let mode = if flags & 2 != 0 && flags & 8 == 0 {
        "cb"
    } else {
        mode
    };
    let Some(mut s) = open_for(vm, &path, mode)? else {
        return Ok(Value::Bool(false));
    };
    if flags & 2 != 0 {
        if let Some(f) = s.file() {
            let _ = f.lock();
            if flags & 8 == 0 {
                let _ = f.set_len(0);
            }
        }
    }
    match s.write(vm, &data) {
        Ok(n) => Ok(Value::Int(n as i64)),
        Err(m) => {
            if !m.is_empty() {
                vm.fn_notice(&m);
            }
            Ok(Value::Bool(false))
        }
    }
}

pub fn file(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    let flags = a.opt_int(1, 0);
    if !(0..=31).contains(&flags) {
        return Err(vm.arg_value_error(2, "must be a valid flag value"));
    }
    ctx_arg(vm, a, 2)?;
    let Some(data) = slurp(vm, &path, 0, None, flags & 1 != 0)? else {
        return Ok(Value::Bool(false));
    };
    let ignore_nl = flags & 2 != 0;
    let skip_empty = flags & 4 != 0;
    let mut out = Vec::new();
    let mut start = 0;
    while start < data.len() {
        let end = match memchr::memchr(b'\n', &data[start..]) {
            Some(i) => start + i + 1,
            None => data.len(),
        };
        let mut line = &data[start..end];
        if ignore_nl {
            if line.ends_with(b"\n") {
                line = &line[..line.len() - 1];
            }
            if line.ends_with(b"\r") {
                line = &line[..line.len() - 1];
            }
        }
        start = end;
        if skip_empty && ignore_nl && line.is_empty() {
            continue;
        }
        out.push(Value::Str(PStr::new(line)));
    }
    Ok(Value::Arr(PArr::from_values(out)))
}

pub fn readfile(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    ctx_arg(vm, a, 2)?;
    match slurp(vm, &path, 0, None, a.opt_bool(1, false))? {
        Some(b) => {
            vm.write_output(&b)?;
            Ok(Value::Int(b.len() as i64))
        }
        None => Ok(Value::Bool(false)),
    }
}

pub fn copy(vm: &mut Vm, a: &mut Args) -> BResult {
    let from = path_arg(vm, a, 0)?;
    let to = path_arg(vm, a, 1)?;
    ctx_arg(vm, a, 2)?;
    let src = super::fs_path(&from);
    if std::path::Path::new(src).is_dir() {
        vm.fn_warning("The first argument to copy() function cannot be a directory");
        return Ok(Value::Bool(false));
    }
    let Some(mut s) = open_for(vm, &from, "rb")? else {
        return Ok(Value::Bool(false));
    };
    let name = vm.cur_builtin;
    let data = s.read_all(vm, None, name).unwrap_or_default();
    drop(s);
    let dst = super::fs_path(&to);
    if std::path::Path::new(dst).is_dir() {
        vm.fn_warning("The second argument to copy() function cannot be a directory");
        return Ok(Value::Bool(false));
    }
    let Some(mut d) = open_for(vm, &to, "wb")? else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(d.write(vm, &data).is_ok()))
}

fn temp_dir() -> String {
    match std::env::var("TMPDIR") {
        Ok(t) if !t.is_empty() => {
            let t = t.trim_end_matches('/');
            if t.is_empty() {
                "/".into()
            } else {
                t.to_string()
            }
        }
        _ => "/tmp".into(),
    }
}

fn unique_name(dir: &str, prefix: &[u8]) -> std::io::Result<(String, std::fs::File)> {
    use std::time::{SystemTime, UNIX_EPOCH};
    const CH: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let mut seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
        ^ ((std::process::id() as u64) << 32);
    let pre = String::from_utf8_lossy(prefix).into_owned();
    for _ in 0..100 {
        let mut sfx = String::new();
        for _ in 0..6 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            sfx.push(CH[(seed % CH.len() as u64) as usize] as char);
        }
        let p = if dir.ends_with('/') {
            format!("{dir}{pre}{sfx}")
        } else {
            format!("{dir}/{pre}{sfx}")
        };
        use std::os::unix::fs::OpenOptionsExt;
        match std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&p)
        {
            Ok(f) => return Ok((p, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::from(std::io::ErrorKind::AlreadyExists))
}

pub fn tmpfile(_vm: &mut Vm, _a: &mut Args) -> BResult {
    match unique_name(&temp_dir(), b"php") {
        Ok((p, f)) => {
            let mut s = Stream::new(Backend::File(f), "r+b", p.as_bytes(), "plainfile", "STDIO");
            s.readable = true;
            s.writable = true;
            s.set_temp_path(p.into());
            Ok(Value::Res(PRes::new("stream", Box::new(s))))
        }
        Err(_) => Ok(Value::Bool(false)),
    }
}

pub fn tempnam(vm: &mut Vm, a: &mut Args) -> BResult {
    let dir = path_arg(vm, a, 0)?;
    let prefix = path_arg(vm, a, 1)?;
    let pb = prefix.as_bytes();
    let base = pb
        .iter()
        .rposition(|&c| c == b'/')
        .map(|i| &pb[i + 1..])
        .unwrap_or(pb);
    let base = &base[..base.len().min(63)];
    let d = super::fs_path(&dir);
    let use_dir = if !d.is_empty() && std::path::Path::new(d).is_dir() {
        std::fs::canonicalize(d)
            .map(|p| p.to_string_lossy().into_owned())
            .unwrap_or_else(|_| d.to_string())
    } else {
        if !d.is_empty() {
            vm.notice(&format!(
                "{}(): file created in the system's temporary directory",
                vm.cur_builtin
            ));
        }
        temp_dir()
    };
    match unique_name(&use_dir, base) {
        Ok((p, _)) => Ok(Value::from(p)),
        Err(_) => Ok(Value::Bool(false)),
    }
}

pub fn sys_get_temp_dir(_vm: &mut Vm, _a: &mut Args) -> BResult {
    Ok(Value::from(temp_dir()))
}

pub fn fsync(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = with_stream(vm, a, 0, |s, vm| {
        s.flush(vm);
        s.file().map(|f| f.sync_all().is_ok())
    })?;
    match r {
        Some(b) => Ok(Value::Bool(b)),
        None => {
            vm.fn_warning("Can't fsync this stream!");
            Ok(Value::Bool(false))
        }
    }
}
