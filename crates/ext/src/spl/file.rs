//! SplFileInfo, SplFileObject and SplTempFileObject (basics): path parts
//! and stat queries, line iteration with php's flags (DROP_NEW_LINE,
//! READ_AHEAD, SKIP_EMPTY, READ_CSV) and line counting, and the stream
//! methods. Every file operation goes through the standard functions
//! (fopen, fgets, feof, ...), so streams behave exactly as theirs.
//!
//! The directory iterators (dirit.rs) share this file's state.
//!
//! Not here: multi-line quoted CSV fields
//! in READ_CSV mode (each line is parsed alone), stream contexts.

use super::{m, new_rc, null, payload_of};
use std::cell::RefCell;
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PObj, PStr, Value};
use tusk_vm::PropsPurpose;
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, Payload, Unwind, Vm};

const DROP_NEW_LINE: i64 = 1;
const READ_AHEAD: i64 = 2;
const SKIP_EMPTY: i64 = 4;
const READ_CSV: i64 = 8;

#[derive(Clone, Default)]
pub(crate) struct FileState {
    path: Vec<u8>,
    file_name: Vec<u8>,
    /// SplFileObject: the open stream (a resource value).
    stream: Option<Value>,
    mode: Vec<u8>,
    line: Option<PStr>,
    csv: Option<Value>,
    line_num: i64,
    flags: i64,
    max_len: i64,
    delim: Vec<u8>,
    encl: Vec<u8>,
    esc: Vec<u8>,
    /// The directory iterators (dirit.rs): the entries and the position.
    dir: Option<Box<DirState>>,
}

/// A directory iterator's walk: the object's path and file name follow
/// the current entry (sync_dir).
#[derive(Clone, Default)]
pub(crate) struct DirState {
    /// The directory as given, without a trailing "/".
    pub dir: Vec<u8>,
    /// Entry names, or whole paths for a GlobIterator.
    pub entries: Vec<Vec<u8>>,
    pub pos: usize,
    pub flags: i64,
    /// RecursiveDirectoryIterator: the path below the walk's root.
    pub sub_path: Vec<u8>,
    pub glob: bool,
}

pub(crate) struct FileCell(RefCell<FileState>);

pub(crate) fn fs_new() -> Rc<dyn std::any::Any> {
    new_rc(FileCell(RefCell::new(FileState {
        delim: b",".to_vec(),
        encl: b"\"".to_vec(),
        esc: b"\\".to_vec(),
        ..FileState::default()
    })))
}
pub(crate) fn fs_clone(a: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let c = a.downcast_ref::<FileCell>().expect("file payload");
    new_rc(FileCell(RefCell::new(c.0.borrow().clone())))
}

fn st(ctx: &MethodCtx) -> &RefCell<FileState> {
    &ctx.payload::<FileCell>().expect("file payload").0
}

fn bytes(v: &[u8]) -> Value {
    Value::Str(PStr::new(v))
}

/// Calls a standard function with its warnings silenced; the warning
/// text (if any) comes back with the result.
fn quiet(vm: &mut Vm, f: &str, args: Vec<Value>) -> Result<(Value, Option<String>), Unwind> {
    let saved_last = vm.last_error.take();
    let saved_level = vm.error_reporting;
    vm.error_reporting = 0;
    vm.silence += 1;
    let r = vm.call_value(&Value::from(f), args);
    vm.silence -= 1;
    vm.error_reporting = saved_level;
    let msg = vm.last_error.take().map(|e| e.1);
    vm.last_error = saved_last;
    Ok((r?, msg))
}
fn std_call(vm: &mut Vm, f: &str, args: Vec<Value>) -> BResult {
    vm.call_value(&Value::from(f), args)
}

/// Starts a directory walk on `$this`.
pub(crate) fn set_dir(ctx: &MethodCtx, d: DirState) {
    st(ctx).borrow_mut().dir = Some(Box::new(d));
    sync_dir(ctx);
}

/// Runs `f` on `$this`'s directory walk, if it has one.
pub(crate) fn with_dir<R>(ctx: &MethodCtx, f: impl FnOnce(&mut DirState) -> R) -> Option<R> {
    st(ctx).borrow_mut().dir.as_deref_mut().map(f)
}

/// Runs `f` on object `o`'s directory walk, if it has one.
pub(crate) fn with_dir_of<R>(o: &PObj, f: impl FnOnce(&mut DirState) -> R) -> Option<R> {
    let c = payload_of::<FileCell>(o)?;
    let mut s = c.0.borrow_mut();
    s.dir.as_deref_mut().map(f)
}

/// Points the object's path and file name at the current entry.
pub(crate) fn sync_dir(ctx: &MethodCtx) {
    let mut s = st(ctx).borrow_mut();
    let Some(d) = s.dir.as_deref() else {
        return;
    };
    let (path, name) = match d.entries.get(d.pos) {
        Some(e) if d.glob => {
            let name = match e.iter().rposition(|&c| c == b'/') {
                Some(i) => e[i + 1..].to_vec(),
                None => e.clone(),
            };
            (e.clone(), name)
        }
        Some(e) => ([&d.dir[..], b"/", &e[..]].concat(), e.clone()),
        None => (d.dir.clone(), Vec::new()),
    };
    s.path = path;
    s.file_name = name;
}

/// `$this`'s current path name and file name.
pub(crate) fn path_name(ctx: &MethodCtx) -> Vec<u8> {
    st(ctx).borrow().path.clone()
}
pub(crate) fn file_name(ctx: &MethodCtx) -> Vec<u8> {
    st(ctx).borrow().file_name.clone()
}

fn set_path(s: &mut FileState, p: &[u8]) {
    let mut p = p.to_vec();
    while p.len() > 1 && p.ends_with(b"/") {
        p.pop();
    }
    let name = match p.iter().rposition(|&c| c == b'/') {
        Some(i) => p[i + 1..].to_vec(),
        None => p.clone(),
    };
    s.path = p;
    s.file_name = name;
}

fn info_props(o: &PObj, why: PropsPurpose) -> Option<ArrayData> {
    let c = payload_of::<FileCell>(o)?;
    if why != PropsPurpose::Debug {
        return None;
    }
    let s = c.0.borrow();
    let mut a = o.to_array_data();
    let k = |c: &str, n: &str| Key::Str(PStr::from(format!("\0{c}\0{n}")));
    a.insert(k("SplFileInfo", "pathName"), bytes(&s.path));
    a.insert(k("SplFileInfo", "fileName"), bytes(&s.file_name));
    if s.stream.is_some() {
        a.insert(k("SplFileObject", "openMode"), bytes(&s.mode));
        a.insert(k("SplFileObject", "delimiter"), bytes(&s.delim));
        a.insert(k("SplFileObject", "enclosure"), bytes(&s.encl));
    }
    Some(a)
}

// ---------------------------------------------------------------- SplFileInfo

fn fi_construct(_: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    set_path(&mut st(ctx).borrow_mut(), a.bytes(0));
    null()
}
fn pathname(ctx: &MethodCtx) -> Value {
    bytes(&st(ctx).borrow().path)
}
fn get_pathname(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(pathname(ctx))
}
fn get_filename(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(bytes(&st(ctx).borrow().file_name))
}
fn get_path(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let s = st(ctx).borrow();
    let n = s.path.len() - s.file_name.len().min(s.path.len());
    let dir = &s.path[..n];
    Ok(bytes(dir.strip_suffix(b"/").unwrap_or(dir)))
}
fn get_extension(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let s = st(ctx).borrow();
    Ok(match s.file_name.iter().rposition(|&c| c == b'.') {
        Some(i) => bytes(&s.file_name[i + 1..]),
        None => bytes(b""),
    })
}
fn get_basename(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let name = bytes(&st(ctx).borrow().file_name);
    let suffix = a.opt_str(0).cloned().unwrap_or_else(|| PStr::from(""));
    std_call(vm, "basename", vec![name, Value::Str(suffix)])
}
fn to_string(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(pathname(ctx))
}
fn is_query(vm: &mut Vm, ctx: &MethodCtx, f: &str) -> BResult {
    let p = pathname(ctx);
    Ok(quiet(vm, f, vec![p])?.0)
}
fn is_file(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    is_query(vm, ctx, "is_file")
}
fn is_dir(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    is_query(vm, ctx, "is_dir")
}
fn is_link(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    is_query(vm, ctx, "is_link")
}
fn is_readable(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    is_query(vm, ctx, "is_readable")
}
fn is_writable(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    is_query(vm, ctx, "is_writable")
}
fn get_real_path(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    is_query(vm, ctx, "realpath")
}
/// A stat query: its value, or php's RuntimeException when stat fails.
fn stat_query(vm: &mut Vm, ctx: &MethodCtx, f: &str, method: &str) -> BResult {
    let p = pathname(ctx);
    let (v, _) = quiet(vm, f, vec![p.clone()])?;
    if matches!(v, Value::Bool(false)) {
        let shown = String::from_utf8_lossy(&st(ctx).borrow().path).into_owned();
        return Err(vm.throw(
            "RuntimeException",
            &format!("SplFileInfo::{method}(): stat failed for {shown}"),
        ));
    }
    Ok(v)
}
fn get_size(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    stat_query(vm, ctx, "filesize", "getSize")
}
fn get_mtime(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    stat_query(vm, ctx, "filemtime", "getMTime")
}
fn get_atime(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    stat_query(vm, ctx, "fileatime", "getATime")
}
fn get_ctime(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    stat_query(vm, ctx, "filectime", "getCTime")
}
fn get_perms(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    stat_query(vm, ctx, "fileperms", "getPerms")
}
fn get_type(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    stat_query(vm, ctx, "filetype", "getType")
}
fn open_file(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let mode = a.opt_str(0).cloned().unwrap_or_else(|| PStr::from("r"));
    let c = vm.class_or_error(b"SplFileObject")?;
    let o = vm.instantiate(&c)?;
    if let Some(m) = c.magic.ctor.clone() {
        vm.call_method(
            &m,
            Some(o.clone()),
            c.id,
            vec![pathname(ctx), Value::Str(mode)],
        )?;
    }
    Ok(Value::Obj(o))
}

const INFO_METHODS: &[tusk_vm::MethodDef] = &[
    m("__construct(string $filename)", fi_construct),
    m("getPath(): string", get_path),
    m("getFilename(): string", get_filename),
    m("getExtension(): string", get_extension),
    m("getBasename(string $suffix = \"\"): string", get_basename),
    m("getPathname(): string", get_pathname),
    m("getPerms(): int|false", get_perms),
    m("getSize(): int|false", get_size),
    m("getATime(): int|false", get_atime),
    m("getMTime(): int|false", get_mtime),
    m("getCTime(): int|false", get_ctime),
    m("getType(): string|false", get_type),
    m("isWritable(): bool", is_writable),
    m("isReadable(): bool", is_readable),
    m("isFile(): bool", is_file),
    m("isDir(): bool", is_dir),
    m("isLink(): bool", is_link),
    m("getRealPath(): string|false", get_real_path),
    m("openFile(string $mode = \"r\", bool $useIncludePath = false, $context = null): SplFileObject", open_file),
    m("__toString(): string", to_string),
];

pub(crate) const FILE_INFO: ClassDef = ClassDef {
    name: "SplFileInfo",
    interfaces: &["Stringable"],
    methods: INFO_METHODS,
    payload: Some(Payload {
        new: fs_new,
        clone: fs_clone,
    }),
    props_for: Some(info_props),
    ..ClassDef::EMPTY
};

// -------------------------------------------------------------- SplFileObject

fn open(vm: &mut Vm, ctx: &MethodCtx, path: &[u8], mode: &[u8], what: &str) -> Result<(), Unwind> {
    let (r, msg) = quiet(vm, "fopen", vec![bytes(path), bytes(mode)])?;
    if !matches!(r, Value::Res(_)) {
        let msg = msg.unwrap_or_else(|| "Failed to open stream".into());
        let tail = msg.split_once("): ").map_or(msg.as_str(), |(_, t)| t);
        return Err(vm.throw(
            "RuntimeException",
            &format!("{what}({}): {tail}", String::from_utf8_lossy(path)),
        ));
    }
    let mut s = st(ctx).borrow_mut();
    set_path(&mut s, path);
    s.stream = Some(r);
    s.mode = mode.to_vec();
    Ok(())
}
fn fo_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let path = a.bytes(0).to_vec();
    let mode = a
        .opt_str(1)
        .map_or(b"r".to_vec(), |s| s.as_bytes().to_vec());
    open(vm, ctx, &path, &mode, "SplFileObject::__construct")?;
    null()
}
fn tmp_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let path: Vec<u8> = match a.get(0) {
        Some(Value::Int(n)) if *n < 0 => b"php://memory".to_vec(),
        Some(Value::Int(n)) => format!("php://temp/maxmemory:{n}").into_bytes(),
        _ => b"php://temp".to_vec(),
    };
    open(vm, ctx, &path, b"wb", "SplTempFileObject::__construct")?;
    let mut s = st(ctx).borrow_mut();
    s.file_name = path.clone();
    s.path = path;
    null()
}

fn stream(vm: &mut Vm, ctx: &MethodCtx) -> Result<Value, Unwind> {
    let s = st(ctx).borrow().stream.clone();
    match s {
        Some(v) => Ok(v),
        None => Err(super::not_init(vm)),
    }
}
fn eof_of(vm: &mut Vm, ctx: &MethodCtx) -> Result<bool, Unwind> {
    let h = stream(vm, ctx)?;
    Ok(tusk_value::ops::to_bool(&std_call(vm, "feof", vec![h])?))
}
fn free_line(ctx: &MethodCtx) {
    let mut s = st(ctx).borrow_mut();
    s.line = None;
    s.csv = None;
}
fn cannot_read(vm: &mut Vm, ctx: &MethodCtx) -> Unwind {
    let p = String::from_utf8_lossy(&st(ctx).borrow().path).into_owned();
    vm.throw("RuntimeException", &format!("Cannot read from file {p}"))
}

/// Reads one line into the state (php's spl_filesystem_file_read_ex).
fn read_ex(
    vm: &mut Vm,
    ctx: &MethodCtx,
    silent: bool,
    line_add: i64,
    csv: bool,
) -> Result<bool, Unwind> {
    free_line(ctx);
    if eof_of(vm, ctx)? {
        if !silent {
            return Err(cannot_read(vm, ctx));
        }
        return Ok(false);
    }
    let h = stream(vm, ctx)?;
    let max = st(ctx).borrow().max_len;
    let mut args = vec![h];
    if max > 0 {
        args.push(Value::Int(max + 1));
    }
    let line = match std_call(vm, "fgets", args)? {
        Value::Str(l) => {
            let mut b = l.as_bytes();
            if !csv && st(ctx).borrow().flags & DROP_NEW_LINE != 0 {
                if let Some(x) = b.strip_suffix(b"\n") {
                    b = x;
                }
                if let Some(x) = b.strip_suffix(b"\r") {
                    b = x;
                }
            }
            PStr::new(b)
        }
        _ => PStr::from(""),
    };
    let mut s = st(ctx).borrow_mut();
    s.line = Some(line);
    s.line_num += line_add;
    Ok(true)
}
fn has_line(ctx: &MethodCtx) -> bool {
    let s = st(ctx).borrow();
    s.line.is_some() || s.csv.is_some()
}
fn read(vm: &mut Vm, ctx: &MethodCtx, silent: bool, csv: bool) -> Result<bool, Unwind> {
    let add = if has_line(ctx) { 1 } else { 0 };
    read_ex(vm, ctx, silent, add, csv)
}
fn line_empty(ctx: &MethodCtx) -> bool {
    // A CSV row counts as empty only when its raw line is ("\n" is not).
    st(ctx).borrow().line.as_ref().is_none_or(|l| l.is_empty())
}
fn csv_args(ctx: &MethodCtx, line: Value) -> Vec<Value> {
    let s = st(ctx).borrow();
    vec![line, bytes(&s.delim), bytes(&s.encl), bytes(&s.esc)]
}
fn read_csv(vm: &mut Vm, ctx: &MethodCtx, silent: bool) -> Result<bool, Unwind> {
    loop {
        if !read(vm, ctx, silent, true)? {
            return Ok(false);
        }
        let empty = st(ctx).borrow().line.as_ref().is_none_or(|l| l.is_empty());
        if !(empty && st(ctx).borrow().flags & SKIP_EMPTY != 0) {
            break;
        }
    }
    let line = st(ctx)
        .borrow()
        .line
        .clone()
        .unwrap_or_else(|| PStr::from(""));
    let line = {
        let b = line.as_bytes();
        let b = b.strip_suffix(b"\n").unwrap_or(b);
        PStr::new(b.strip_suffix(b"\r").unwrap_or(b))
    };
    let args = csv_args(ctx, Value::Str(line));
    let row = std_call(vm, "str_getcsv", args)?;
    st(ctx).borrow_mut().csv = Some(row);
    Ok(true)
}
fn read_line_ex(vm: &mut Vm, ctx: &MethodCtx, silent: bool) -> Result<bool, Unwind> {
    if st(ctx).borrow().flags & READ_CSV != 0 {
        if eof_of(vm, ctx)? {
            if !silent {
                return Err(cannot_read(vm, ctx));
            }
            return Ok(false);
        }
        return read_csv(vm, ctx, silent);
    }
    read(vm, ctx, silent, false)
}
/// php's spl_filesystem_file_read_line: skips empty lines with SKIP_EMPTY.
fn read_line(vm: &mut Vm, ctx: &MethodCtx, silent: bool) -> Result<bool, Unwind> {
    let mut ok = read_line_ex(vm, ctx, silent)?;
    while ok && st(ctx).borrow().flags & SKIP_EMPTY != 0 && line_empty(ctx) {
        free_line(ctx);
        ok = read_line_ex(vm, ctx, silent)?;
    }
    Ok(ok)
}
fn do_rewind(vm: &mut Vm, ctx: &MethodCtx) -> Result<(), Unwind> {
    let h = stream(vm, ctx)?;
    let r = std_call(vm, "rewind", vec![h])?;
    if matches!(r, Value::Bool(false)) {
        let p = String::from_utf8_lossy(&st(ctx).borrow().path).into_owned();
        return Err(vm.throw("RuntimeException", &format!("Cannot rewind file {p}")));
    }
    free_line(ctx);
    st(ctx).borrow_mut().line_num = 0;
    if st(ctx).borrow().flags & READ_AHEAD != 0 {
        read_line(vm, ctx, true)?;
    }
    Ok(())
}

fn fo_rewind(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    do_rewind(vm, ctx)?;
    null()
}
fn fo_eof(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(eof_of(vm, ctx)?))
}
fn fo_valid(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if st(ctx).borrow().flags & READ_AHEAD != 0 {
        return Ok(Value::Bool(has_line(ctx)));
    }
    Ok(Value::Bool(!eof_of(vm, ctx)?))
}
fn fo_fgets(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    read_ex(vm, ctx, false, 1, false)?;
    Ok(st(ctx)
        .borrow()
        .line
        .clone()
        .map(Value::Str)
        .unwrap_or_else(|| bytes(b"")))
}
fn fo_current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    if !has_line(ctx) {
        read_line(vm, ctx, true)?;
    }
    let s = st(ctx).borrow();
    if let Some(l) = &s.line {
        if s.flags & READ_CSV == 0 || s.csv.is_none() {
            return Ok(Value::Str(l.clone()));
        }
    }
    Ok(s.csv.clone().unwrap_or(Value::Bool(false)))
}
fn fo_key(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(st(ctx).borrow().line_num))
}
fn fo_next(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    free_line(ctx);
    if st(ctx).borrow().flags & READ_AHEAD != 0 {
        read_line(vm, ctx, true)?;
    }
    st(ctx).borrow_mut().line_num += 1;
    null()
}
fn fo_seek(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let n = a.int(0);
    if n < 0 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to 0"));
    }
    do_rewind(vm, ctx)?;
    for _ in 0..n {
        if !read_line(vm, ctx, true)? {
            return null();
        }
    }
    if n > 0 && st(ctx).borrow().flags & READ_AHEAD == 0 {
        st(ctx).borrow_mut().line_num += 1;
        free_line(ctx);
    }
    null()
}
fn fo_set_flags(_: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    st(ctx).borrow_mut().flags = a.int(0);
    null()
}
fn fo_get_flags(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(st(ctx).borrow().flags))
}
fn fo_set_max(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let n = a.int(0);
    if n < 0 {
        return Err(vm.arg_value_error(1, "must be greater than or equal to 0"));
    }
    st(ctx).borrow_mut().max_len = n;
    null()
}
fn fo_get_max(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(st(ctx).borrow().max_len))
}
fn fo_fwrite(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let h = stream(vm, ctx)?;
    let mut data = a.bytes(0);
    if let Some(Value::Int(n)) = a.get(1) {
        if *n >= 0 && (*n as usize) < data.len() {
            data = &data[..*n as usize];
        }
    }
    let d = bytes(data);
    std_call(vm, "fwrite", vec![h, d])
}
fn forward(vm: &mut Vm, ctx: &MethodCtx, f: &str, a: &Args) -> BResult {
    let h = stream(vm, ctx)?;
    let mut args = vec![h];
    args.extend(a.all().iter().filter(|v| !v.is_undef()).cloned());
    std_call(vm, f, args)
}
fn fo_fread(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    forward(vm, ctx, "fread", a)
}
fn fo_ftell(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    forward(vm, ctx, "ftell", a)
}
fn fo_fseek(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    free_line(ctx);
    forward(vm, ctx, "fseek", a)
}
fn fo_fflush(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    forward(vm, ctx, "fflush", a)
}
fn fo_ftruncate(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    forward(vm, ctx, "ftruncate", a)
}
fn fo_fpassthru(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    forward(vm, ctx, "fpassthru", a)
}
fn fo_fgetc(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    free_line(ctx);
    let r = forward(vm, ctx, "fgetc", a)?;
    if matches!(&r, Value::Str(s) if s.as_bytes() == b"\n") {
        st(ctx).borrow_mut().line_num += 1;
    }
    Ok(r)
}
fn csv_controls(ctx: &MethodCtx, a: &Args, from: usize) -> (Value, Value, Value) {
    let s = st(ctx).borrow();
    let pick = |i: usize, d: &[u8]| a.opt_str(i).cloned().map_or_else(|| bytes(d), Value::Str);
    (
        pick(from, &s.delim),
        pick(from + 1, &s.encl),
        pick(from + 2, &s.esc),
    )
}
fn fo_fgetcsv(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (d, e, x) = csv_controls(ctx, a, 0);
    let h = stream(vm, ctx)?;
    let r = std_call(vm, "fgetcsv", vec![h, Value::Null, d, e, x])?;
    st(ctx).borrow_mut().line_num += 1;
    Ok(r)
}
fn fo_fputcsv(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let (d, e, x) = csv_controls(ctx, a, 1);
    let h = stream(vm, ctx)?;
    let mut args = vec![h, a.val(0).clone(), d, e, x];
    if let Some(eol) = a.get(4) {
        args.push(eol.clone());
    }
    std_call(vm, "fputcsv", args)
}
fn fo_set_csv(_: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let mut s = st(ctx).borrow_mut();
    if let Some(d) = a.opt_str(0) {
        s.delim = d.as_bytes().to_vec();
    }
    if let Some(e) = a.opt_str(1) {
        s.encl = e.as_bytes().to_vec();
    }
    if let Some(x) = a.opt_str(2) {
        s.esc = x.as_bytes().to_vec();
    }
    null()
}
fn fo_get_csv(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let s = st(ctx).borrow();
    Ok(Value::Arr(PArr::from_values(vec![
        bytes(&s.delim),
        bytes(&s.encl),
        bytes(&s.esc),
    ])))
}
fn fo_has_children(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(false))
}
fn fo_get_children(_: &mut Vm, _: &MethodCtx, _: &mut Args) -> BResult {
    null()
}
fn fo_to_string(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    fo_fgets(vm, ctx, a)
}

pub(crate) const FILE_OBJECT: ClassDef = ClassDef {
    name: "SplFileObject",
    parent: Some("SplFileInfo"),
    interfaces: &["RecursiveIterator", "SeekableIterator"],
    consts: &[
        ("DROP_NEW_LINE", ConstVal::Int(1)),
        ("READ_AHEAD", ConstVal::Int(2)),
        ("SKIP_EMPTY", ConstVal::Int(4)),
        ("READ_CSV", ConstVal::Int(8)),
    ],
    methods: &[
        m(
            "__construct(string $filename, string $mode = \"r\", bool $useIncludePath = false, $context = null)",
            fo_construct,
        ),
        m("rewind(): void", fo_rewind),
        m("eof(): bool", fo_eof),
        m("valid(): bool", fo_valid),
        m("fgets(): string", fo_fgets),
        m("fread(int $length): string|false", fo_fread),
        m(
            "fgetcsv(string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\"): array|false",
            fo_fgetcsv,
        ),
        m(
            "fputcsv(array $fields, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\", string $eol = \"\\n\"): int|false",
            fo_fputcsv,
        ),
        m(
            "setCsvControl(string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\"): void",
            fo_set_csv,
        ),
        m("getCsvControl(): array", fo_get_csv),
        m("fflush(): bool", fo_fflush),
        m("ftell(): int|false", fo_ftell),
        m("fseek(int $offset, int $whence = SEEK_SET): int", fo_fseek),
        m("fgetc(): string|false", fo_fgetc),
        m("fpassthru(): int", fo_fpassthru),
        m("fwrite(string $data, int $length = 0): int|false", fo_fwrite),
        m("ftruncate(int $size): bool", fo_ftruncate),
        m("current(): string|array|false", fo_current),
        m("key(): int", fo_key),
        m("next(): void", fo_next),
        m("setFlags(int $flags): void", fo_set_flags),
        m("getFlags(): int", fo_get_flags),
        m("setMaxLineLen(int $maxLength): void", fo_set_max),
        m("getMaxLineLen(): int", fo_get_max),
        m("hasChildren(): false", fo_has_children),
        m("getChildren(): null", fo_get_children),
        m("seek(int $line): void", fo_seek),
        m("getCurrentLine(): string", fo_fgets),
        m("__toString(): string", fo_to_string),
    ],
    ..ClassDef::EMPTY
};

pub(crate) const TEMP_FILE_OBJECT: ClassDef = ClassDef {
    name: "SplTempFileObject",
    parent: Some("SplFileObject"),
    methods: &[m(
        "__construct(int $maxMemory = 2 * 1024 * 1024)",
        tmp_construct,
    )],
    ..ClassDef::EMPTY
};
