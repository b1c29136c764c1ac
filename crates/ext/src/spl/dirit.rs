//! DirectoryIterator, FilesystemIterator, RecursiveDirectoryIterator and
//! GlobIterator: SplFileInfo subclasses that walk a directory's entries
//! in readdir(3)'s order (as php's do), the object itself describing the
//! current entry. FilesystemIterator's flags choose the key (pathname or
//! filename) and the current value (a new SplFileInfo, the pathname or the
//! iterator itself) and whether "." and ".." are skipped (SKIP_DOTS, the
//! default only of FilesystemIterator's own constructor in php 8.2).
//!
//! Not here: setInfoClass/setFileClass (the current value is always an
//! SplFileInfo), UNIX_PATHS (paths use "/" on this platform anyway), and
//! stream wrappers other than plain paths and glob patterns.

use super::file::{self, DirState};
use super::m;
use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, Payload, Unwind, Vm};

const CURRENT_AS_PATHNAME: i64 = 32;
const CURRENT_AS_SELF: i64 = 16;
const KEY_AS_FILENAME: i64 = 256;
const SKIP_DOTS: i64 = 4096;
const FOLLOW_SYMLINKS: i64 = 16384;
/// The bits getFlags() reports and setFlags() changes.
const MODE_MASK: i64 = 240 | 3840 | 28672;

fn is_dot(e: &[u8]) -> bool {
    e == b"." || e == b".."
}

/// Opens `dir` for the iterator being constructed (`what` names the
/// constructor in errors).
fn open(vm: &mut Vm, ctx: &MethodCtx, a: &Args, flags: i64, what: &str) -> Result<(), Unwind> {
    let path = a.bytes(0).to_vec();
    if path.is_empty() {
        return Err(vm.value_error(&format!(
            "{what}::__construct(): Argument #1 ($directory) cannot be empty"
        )));
    }
    let entries = match crate::standard::file::dir::list_dir(&path) {
        Ok(e) => e,
        Err(e) => {
            let m = format!(
                "{what}::__construct({}): Failed to open directory: {}",
                String::from_utf8_lossy(&path),
                crate::standard::file::os_reason(&e)
            );
            return Err(vm.throw("UnexpectedValueException", &m));
        }
    };
    let mut dir = path;
    if dir.len() > 1 && dir.ends_with(b"/") {
        dir.pop();
    }
    start(ctx, dir, entries, flags, false);
    Ok(())
}

/// Starts the walk of `$this` over `entries`.
fn start(ctx: &MethodCtx, dir: Vec<u8>, entries: Vec<Vec<u8>>, flags: i64, glob: bool) {
    file::set_dir(
        ctx,
        DirState {
            dir,
            entries: keep(entries, flags),
            pos: 0,
            flags,
            sub_path: Vec::new(),
            glob,
        },
    );
}

fn keep(mut entries: Vec<Vec<u8>>, flags: i64) -> Vec<Vec<u8>> {
    if flags & SKIP_DOTS != 0 {
        entries.retain(|e| !is_dot(e));
    }
    entries
}

fn di_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    open(vm, ctx, a, 0, "DirectoryIterator")?;
    Ok(Value::Null)
}
fn fi_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let flags = a.opt_int(1, SKIP_DOTS);
    open(vm, ctx, a, flags, "FilesystemIterator")?;
    Ok(Value::Null)
}
fn rdi_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let flags = a.opt_int(1, 0);
    open(vm, ctx, a, flags, "RecursiveDirectoryIterator")?;
    Ok(Value::Null)
}
fn glob_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let pat = a.bytes(0).to_vec();
    let flags = a.opt_int(1, 0);
    let found = vm.call_value(&Value::from("glob"), vec![Value::Str(PStr::new(&pat))])?;
    let entries: Vec<Vec<u8>> = match found {
        Value::Arr(l) => l
            .iter()
            .filter_map(|(_, v)| match v.unref() {
                Value::Str(s) => Some(s.as_bytes().to_vec()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let dir = match pat.iter().rposition(|&c| c == b'/') {
        Some(0) => b"/".to_vec(),
        Some(i) => pat[..i].to_vec(),
        None => Vec::new(),
    };
    start(ctx, dir, entries, flags, true);
    Ok(Value::Null)
}

fn rewind(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let relist = file::with_dir(ctx, |d| (!d.glob).then(|| (d.dir.clone(), d.flags)));
    if let Some(Some((dir, flags))) = relist {
        if let Ok(e) = crate::standard::file::dir::list_dir(&dir) {
            file::with_dir(ctx, |d| d.entries = keep(e, flags));
        }
    }
    file::with_dir(ctx, |d| d.pos = 0);
    file::sync_dir(ctx);
    Ok(Value::Null)
}
fn valid(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Bool(
        file::with_dir(ctx, |d| d.pos < d.entries.len()).unwrap_or(false),
    ))
}
fn next(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    file::with_dir(ctx, |d| d.pos += 1);
    file::sync_dir(ctx);
    Ok(Value::Null)
}
fn di_key(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(
        file::with_dir(ctx, |d| d.pos as i64).unwrap_or(0),
    ))
}
fn di_current(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Obj(ctx.this().clone()))
}
fn entry(ctx: &MethodCtx) -> Vec<u8> {
    file::with_dir(ctx, |d| d.entries.get(d.pos).cloned().unwrap_or_default()).unwrap_or_default()
}
fn is_dot_m(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let e = entry(ctx);
    let glob = file::with_dir(ctx, |d| d.glob).unwrap_or(false);
    Ok(Value::Bool(!glob && is_dot(&e)))
}
fn seek(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let to = a.int(0);
    let len = file::with_dir(ctx, |d| d.entries.len() as i64).unwrap_or(0);
    if to < 0 || to >= len {
        // php steps to the end first, then complains.
        file::with_dir(ctx, |d| d.pos = d.entries.len());
        file::sync_dir(ctx);
        return Err(vm.throw(
            "OutOfBoundsException",
            &format!("Seek position {to} is out of range"),
        ));
    }
    file::with_dir(ctx, |d| d.pos = to as usize);
    file::sync_dir(ctx);
    Ok(Value::Null)
}
fn to_string(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(PStr::new(&file::file_name(ctx))))
}

fn flags_of(ctx: &MethodCtx) -> i64 {
    file::with_dir(ctx, |d| d.flags).unwrap_or(0)
}
fn fs_key(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(PStr::new(
        &if flags_of(ctx) & KEY_AS_FILENAME != 0 {
            file::file_name(ctx)
        } else {
            file::path_name(ctx)
        },
    )))
}
fn fs_current(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let f = flags_of(ctx);
    if f & CURRENT_AS_SELF != 0 {
        return Ok(Value::Obj(ctx.this().clone()));
    }
    let p = Value::Str(PStr::new(&file::path_name(ctx)));
    if f & CURRENT_AS_PATHNAME != 0 {
        return Ok(p);
    }
    new_object(vm, b"SplFileInfo", vec![p])
}
fn new_object(vm: &mut Vm, class: &[u8], args: Vec<Value>) -> BResult {
    let c = vm.class_or_error(class)?;
    let o = vm.instantiate(&c)?;
    if let Some(m) = c.magic.ctor.clone() {
        vm.call_method(&m, Some(o.clone()), c.id, args)?;
    }
    Ok(Value::Obj(o))
}
fn get_flags(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(flags_of(ctx) & MODE_MASK))
}
fn set_flags(_: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let f = a.int(0);
    file::with_dir(ctx, |d| d.flags = (d.flags & !MODE_MASK) | (f & MODE_MASK));
    Ok(Value::Null)
}

fn has_children(_: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let e = entry(ctx);
    if e.is_empty() || is_dot(&e) {
        return Ok(Value::Bool(false));
    }
    let p = file::path_name(ctx);
    let allow_links = a.opt_bool(0, false) || flags_of(ctx) & FOLLOW_SYMLINKS != 0;
    use std::os::unix::ffi::OsStrExt;
    let path = std::path::Path::new(std::ffi::OsStr::from_bytes(&p));
    if !allow_links
        && path
            .symlink_metadata()
            .is_ok_and(|m| m.file_type().is_symlink())
    {
        return Ok(Value::Bool(false));
    }
    Ok(Value::Bool(path.is_dir()))
}
fn sub_pathname(ctx: &MethodCtx) -> Vec<u8> {
    let e = entry(ctx);
    let sub = file::with_dir(ctx, |d| d.sub_path.clone()).unwrap_or_default();
    if sub.is_empty() {
        e
    } else {
        [&sub[..], b"/", &e[..]].concat()
    }
}
fn get_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let flags = flags_of(ctx);
    let p = Value::Str(PStr::new(&file::path_name(ctx)));
    let sub = sub_pathname(ctx);
    let c = vm
        .class_by_id(ctx.class)
        .or_else(|| vm.find_class(b"RecursiveDirectoryIterator"))
        .expect("RecursiveDirectoryIterator");
    let child = new_object(vm, c.name.as_bytes(), vec![p, Value::Int(flags)])?;
    if let Value::Obj(o) = &child {
        file::with_dir_of(o, |d| d.sub_path = sub);
    }
    Ok(child)
}
fn get_sub_path(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let sub = file::with_dir(ctx, |d| d.sub_path.clone()).unwrap_or_default();
    Ok(Value::Str(PStr::new(&sub)))
}
fn get_sub_pathname(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(PStr::new(&sub_pathname(ctx))))
}
fn count(_: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(
        file::with_dir(ctx, |d| d.entries.len() as i64).unwrap_or(0),
    ))
}

const PAYLOAD: Option<Payload> = Some(Payload {
    new: file::fs_new,
    clone: file::fs_clone,
});

pub(crate) const DIRECTORY_ITERATOR: ClassDef = ClassDef {
    name: "DirectoryIterator",
    parent: Some("SplFileInfo"),
    interfaces: &["SeekableIterator"],
    methods: &[
        m("__construct(string $directory)", di_construct),
        m("isDot(): bool", is_dot_m),
        m("rewind(): void", rewind),
        m("valid(): bool", valid),
        m("key(): mixed", di_key),
        m("current(): mixed", di_current),
        m("next(): void", next),
        m("seek(int $offset): void", seek),
        m("__toString(): string", to_string),
    ],
    payload: PAYLOAD,
    ..ClassDef::EMPTY
};

pub(crate) const FILESYSTEM_ITERATOR: ClassDef = ClassDef {
    name: "FilesystemIterator",
    parent: Some("DirectoryIterator"),
    consts: &[
        ("CURRENT_MODE_MASK", ConstVal::Int(240)),
        ("CURRENT_AS_PATHNAME", ConstVal::Int(CURRENT_AS_PATHNAME)),
        ("CURRENT_AS_FILEINFO", ConstVal::Int(0)),
        ("CURRENT_AS_SELF", ConstVal::Int(CURRENT_AS_SELF)),
        ("KEY_MODE_MASK", ConstVal::Int(3840)),
        ("KEY_AS_PATHNAME", ConstVal::Int(0)),
        ("FOLLOW_SYMLINKS", ConstVal::Int(FOLLOW_SYMLINKS)),
        ("KEY_AS_FILENAME", ConstVal::Int(KEY_AS_FILENAME)),
        ("NEW_CURRENT_AND_KEY", ConstVal::Int(256)),
        ("OTHER_MODE_MASK", ConstVal::Int(28672)),
        ("SKIP_DOTS", ConstVal::Int(SKIP_DOTS)),
        ("UNIX_PATHS", ConstVal::Int(8192)),
    ],
    methods: &[
        m(
            "__construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO | FilesystemIterator::SKIP_DOTS)",
            fi_construct,
        ),
        m("rewind(): void", rewind),
        m("key(): string", fs_key),
        m("current(): string|SplFileInfo|FilesystemIterator", fs_current),
        m("getFlags(): int", get_flags),
        m("setFlags(int $flags): void", set_flags),
    ],
    payload: PAYLOAD,
    ..ClassDef::EMPTY
};

pub(crate) const RECURSIVE_DIRECTORY_ITERATOR: ClassDef = ClassDef {
    name: "RecursiveDirectoryIterator",
    parent: Some("FilesystemIterator"),
    interfaces: &["RecursiveIterator"],
    methods: &[
        m(
            "__construct(string $directory, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO)",
            rdi_construct,
        ),
        m("hasChildren(bool $allowLinks = false): bool", has_children),
        m("getChildren(): RecursiveDirectoryIterator", get_children),
        m("getSubPath(): string", get_sub_path),
        m("getSubPathname(): string", get_sub_pathname),
    ],
    payload: PAYLOAD,
    ..ClassDef::EMPTY
};

pub(crate) const GLOB_ITERATOR: ClassDef = ClassDef {
    name: "GlobIterator",
    parent: Some("FilesystemIterator"),
    interfaces: &["Countable"],
    methods: &[
        m(
            "__construct(string $pattern, int $flags = FilesystemIterator::KEY_AS_PATHNAME | FilesystemIterator::CURRENT_AS_FILEINFO)",
            glob_construct,
        ),
        m("count(): int", count),
    ],
    payload: PAYLOAD,
    ..ClassDef::EMPTY
};
