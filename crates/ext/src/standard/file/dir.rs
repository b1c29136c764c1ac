//! Directories: opendir/readdir/rewinddir/closedir (a directory handle is a
//! "stream" resource, as in php), scandir and glob (glibc's glob(3) rules
//! on top of our fnmatch: sorted results, braces, GLOB_MARK, GLOB_ONLYDIR,
//! GLOB_NOCHECK, GLOB_NOESCAPE).
//!
//! Also the Directory class that dir() returns.

use super::path::{fnmatch_bytes, FNM_NOESCAPE, FNM_PERIOD};
use super::{ctx_arg, fs_path, os_reason, path_arg};
use std::cell::RefCell;
use tusk_value::{PArr, PRes, PStr, Value};
use tusk_vm::class::ext::flags;
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, MethodDef, PropDef, Unwind, Vm};

/// The payload of a directory handle.
pub struct DirHandle {
    entries: Vec<Vec<u8>>,
    pos: usize,
    path: String,
}

thread_local! {
    static LAST: RefCell<Option<PRes>> = const { RefCell::new(None) };
}

pub fn reset() {
    LAST.with(|l| *l.borrow_mut() = None);
}

/// ".", ".." and the entries in the order the OS gives them.
fn list(path: &str) -> std::io::Result<Vec<Vec<u8>>> {
    list_dir(fs_path(path).as_bytes())
}

/// Every entry of directory `path`, "." and ".." included, in readdir(3)'s
/// order (php's order for readdir() and the directory iterators).
pub fn list_dir(path: &[u8]) -> std::io::Result<Vec<Vec<u8>>> {
    let c = std::ffi::CString::new(path)
        .map_err(|_| std::io::Error::from(std::io::ErrorKind::InvalidInput))?;
    // SAFETY: `c` is NUL-terminated; the DIR handle is used only here and
    // closed before returning; each dirent is read before the next
    // readdir call invalidates it.
    unsafe {
        let d = libc::opendir(c.as_ptr());
        if d.is_null() {
            return Err(std::io::Error::last_os_error());
        }
        let mut v = Vec::new();
        loop {
            let e = libc::readdir(d);
            if e.is_null() {
                break;
            }
            let name = std::ffi::CStr::from_ptr((*e).d_name.as_ptr());
            v.push(name.to_bytes().to_vec());
        }
        libc::closedir(d);
        Ok(v)
    }
}

pub fn opendir(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    ctx_arg(vm, a, 1)?;
    if path.is_empty() {
        return Ok(Value::Bool(false));
    }
    match list(&path) {
        Ok(entries) => {
            let r = PRes::new(
                "stream",
                Box::new(DirHandle {
                    entries,
                    pos: 0,
                    path,
                }),
            );
            LAST.with(|l| *l.borrow_mut() = Some(r.clone()));
            Ok(Value::Res(r))
        }
        Err(e) => {
            super::warn_at(
                vm,
                &path,
                &format!("Failed to open directory: {}", os_reason(&e)),
            );
            Ok(Value::Bool(false))
        }
    }
}

fn handle(vm: &mut Vm, a: &Args) -> Result<PRes, Unwind> {
    let r = match a.get(0).map(|v| v.unref()) {
        None | Some(Value::Null) => match LAST.with(|l| l.borrow().clone()) {
            Some(r) => r,
            None => {
                let m = format!("{}(): No resource supplied", vm.cur_builtin);
                return Err(vm.type_error(&m));
            }
        },
        Some(_) => vm.arg_res(a, 0)?,
    };
    if r.is_closed() {
        let m = format!(
            "{}(): supplied resource is not a valid Directory resource",
            vm.cur_builtin
        );
        return Err(vm.type_error(&m));
    }
    if !r.is::<DirHandle>() {
        return Err(vm.arg_type_error(1, "must be a valid Directory resource"));
    }
    Ok(r)
}

pub fn readdir(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = handle(vm, a)?;
    let e = r.with::<DirHandle, _>(|d| {
        let e = d.entries.get(d.pos).cloned();
        if e.is_some() {
            d.pos += 1;
        }
        e
    });
    Ok(match e.flatten() {
        Some(b) => Value::Str(PStr::new(&b)),
        None => Value::Bool(false),
    })
}

pub fn rewinddir(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = handle(vm, a)?;
    r.with::<DirHandle, _>(|d| {
        d.pos = 0;
        if let Ok(e) = list(&d.path) {
            d.entries = e;
        }
    });
    Ok(Value::Null)
}

pub fn closedir(vm: &mut Vm, a: &mut Args) -> BResult {
    let r = handle(vm, a)?;
    r.close();
    LAST.with(|l| {
        let mut l = l.borrow_mut();
        if l.as_ref().is_some_and(|x| x.ptr_eq(&r)) {
            *l = None;
        }
    });
    Ok(Value::Null)
}

pub fn scandir(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    let order = a.opt_int(1, 0);
    ctx_arg(vm, a, 2)?;
    if path.is_empty() {
        return Err(vm.arg_value_error(1, "cannot be empty"));
    }
    match list(&path) {
        Ok(mut v) => {
            match order {
                0 => v.sort(),
                2 => {}
                _ => {
                    v.sort();
                    v.reverse();
                }
            }
            Ok(Value::Arr(PArr::from_values(
                v.into_iter().map(|b| Value::Str(PStr::new(&b))).collect(),
            )))
        }
        Err(e) => {
            super::warn_at(
                vm,
                &path,
                &format!("Failed to open directory: {}", os_reason(&e)),
            );
            vm.fn_warning(&format!(
                "(errno {}): {}",
                e.raw_os_error().unwrap_or(0),
                os_reason(&e)
            ));
            Ok(Value::Bool(false))
        }
    }
}

const GLOB_MARK: i64 = 2;
const GLOB_NOSORT: i64 = 4;
const GLOB_NOCHECK: i64 = 16;
const GLOB_NOESCAPE: i64 = 64;
const GLOB_BRACE: i64 = 1024;
const GLOB_ONLYDIR: i64 = 8192;

/// Expands the first top-level {a,b} group (recursively), as glibc does.
fn braces(p: &[u8], noesc: bool) -> Vec<Vec<u8>> {
    let mut i = 0;
    let mut open = None;
    while i < p.len() {
        match p[i] {
            b'\\' if !noesc => i += 1,
            b'{' => {
                open = Some(i);
                break;
            }
            _ => {}
        }
        i += 1;
    }
    let Some(o) = open else {
        return vec![p.to_vec()];
    };
    let mut depth = 0;
    let mut parts = Vec::new();
    let mut start = o + 1;
    let mut j = o + 1;
    let mut close = None;
    while j < p.len() {
        match p[j] {
            b'\\' if !noesc => j += 1,
            b'{' => depth += 1,
            b'}' if depth > 0 => depth -= 1,
            b'}' => {
                parts.push(&p[start..j]);
                close = Some(j);
                break;
            }
            b',' if depth == 0 => {
                parts.push(&p[start..j]);
                start = j + 1;
            }
            _ => {}
        }
        j += 1;
    }
    let Some(c) = close else {
        return vec![p.to_vec()];
    };
    let mut out = Vec::new();
    for part in parts {
        let mut s = p[..o].to_vec();
        s.extend_from_slice(part);
        s.extend_from_slice(&p[c + 1..]);
        out.extend(braces(&s, noesc));
    }
    out
}

fn has_magic(c: &[u8], noesc: bool) -> bool {
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            b'\\' if !noesc => i += 1,
            b'*' | b'?' | b'[' => return true,
            _ => {}
        }
        i += 1;
    }
    false
}

fn unescape(c: &[u8], noesc: bool) -> Vec<u8> {
    if noesc {
        return c.to_vec();
    }
    let mut out = Vec::with_capacity(c.len());
    let mut i = 0;
    while i < c.len() {
        if c[i] == b'\\' && i + 1 < c.len() {
            i += 1;
        }
        out.push(c[i]);
        i += 1;
    }
    out
}

fn glob_one(pat: &[u8], flags: i64) -> Vec<Vec<u8>> {
    use std::os::unix::ffi::OsStrExt;
    let noesc = flags & GLOB_NOESCAPE != 0;
    let exists = |p: &[u8]| std::fs::symlink_metadata(std::ffi::OsStr::from_bytes(p)).is_ok();
    let is_dir = |p: &[u8]| std::path::Path::new(std::ffi::OsStr::from_bytes(p)).is_dir();
    // (separator run before, component), keeping the pattern's own slashes.
    let mut parts: Vec<(&[u8], &[u8])> = Vec::new();
    let mut i = 0;
    while i < pat.len() {
        let s = i;
        while i < pat.len() && pat[i] == b'/' {
            i += 1;
        }
        let c = i;
        while i < pat.len() && pat[i] != b'/' {
            i += 1;
        }
        parts.push((&pat[s..c], &pat[c..i]));
    }
    let trailing: &[u8] = match parts.last() {
        Some((sep, &[])) => sep,
        _ => b"",
    };
    if !trailing.is_empty() {
        parts.pop();
    }
    if parts.is_empty() {
        return if !trailing.is_empty() {
            vec![trailing.to_vec()]
        } else {
            Vec::new()
        };
    }
    let mut cur: Vec<Vec<u8>> = vec![Vec::new()];
    let n = parts.len();
    for (k, (sep, comp)) in parts.into_iter().enumerate() {
        let last = k + 1 == n;
        let mut next = Vec::new();
        for base in &cur {
            let mut prefix = base.clone();
            prefix.extend_from_slice(sep);
            if has_magic(comp, noesc) {
                let dir = if prefix.is_empty() {
                    b".".to_vec()
                } else {
                    prefix.clone()
                };
                let Ok(rd) = std::fs::read_dir(std::ffi::OsStr::from_bytes(&dir)) else {
                    continue;
                };
                let mut names: Vec<Vec<u8>> = rd
                    .flatten()
                    .map(|e| e.file_name().as_bytes().to_vec())
                    .collect();
                if comp.first() == Some(&b'.') {
                    names.push(b".".to_vec());
                    names.push(b"..".to_vec());
                }
                let fl = FNM_PERIOD | if noesc { FNM_NOESCAPE } else { 0 };
                for nm in names {
                    if fnmatch_bytes(comp, &nm, fl) {
                        let mut p = prefix.clone();
                        p.extend_from_slice(&nm);
                        if (!last || !trailing.is_empty()) && !is_dir(&p) {
                            continue;
                        }
                        next.push(p);
                    }
                }
            } else {
                let mut p = prefix;
                p.extend_from_slice(&unescape(comp, noesc));
                if exists(&p) && (last && trailing.is_empty() || is_dir(&p)) {
                    next.push(p);
                }
            }
        }
        cur = next;
    }
    if !trailing.is_empty() {
        for p in cur.iter_mut() {
            p.extend_from_slice(trailing);
        }
    }
    cur
}

pub fn glob(vm: &mut Vm, a: &mut Args) -> BResult {
    use std::os::unix::ffi::OsStrExt;
    let pat = a.bytes(0).to_vec();
    let flags = a.opt_int(1, 0);
    if flags & !9303 != 0 {
        vm.fn_warning(
            "At least one of the passed flags is invalid or not supported on this platform",
        );
        return Ok(Value::Bool(false));
    }
    if pat.contains(&0) {
        return Err(vm.arg_value_error(1, "must not contain any null bytes"));
    }
    let noesc = flags & GLOB_NOESCAPE != 0;
    let pats = if flags & GLOB_BRACE != 0 {
        braces(&pat, noesc)
    } else {
        vec![pat.clone()]
    };
    let mut out: Vec<Vec<u8>> = Vec::new();
    for p in &pats {
        let mut r = glob_one(p, flags);
        if flags & GLOB_NOSORT == 0 {
            r.sort();
        }
        out.extend(r);
    }
    let is_dir = |p: &[u8]| std::path::Path::new(std::ffi::OsStr::from_bytes(p)).is_dir();
    if flags & GLOB_ONLYDIR != 0 {
        out.retain(|p| is_dir(p));
    }
    if flags & GLOB_MARK != 0 {
        for p in out.iter_mut() {
            if is_dir(p) && !p.ends_with(b"/") {
                p.push(b'/');
            }
        }
    }
    if out.is_empty() && flags & GLOB_NOCHECK != 0 {
        out.push(pat);
    }
    Ok(Value::Arr(PArr::from_values(
        out.into_iter().map(|b| Value::Str(PStr::new(&b))).collect(),
    )))
}

/// dir(): a Directory object over opendir's handle.
pub fn dir(vm: &mut Vm, a: &mut Args) -> BResult {
    let h = opendir(vm, a)?;
    if !matches!(h, Value::Res(_)) {
        return Ok(h);
    }
    let Some(c) = vm.find_class(b"Directory") else {
        return Ok(Value::Bool(false));
    };
    let o = vm.instantiate(&c)?;
    o.set_prop(b"path", Value::Str(a.str(0).clone()));
    o.set_prop(b"handle", h);
    Ok(Value::Obj(o))
}

fn this_handle(vm: &mut Vm, ctx: &MethodCtx) -> Result<Args, Unwind> {
    match ctx.this().get_prop(b"handle") {
        Some(Value::Res(r)) => Ok(Args::new(vec![Value::Res(r)])),
        _ => Err(vm.throw("Error", "Unable to find my handle property")),
    }
}

fn dir_read(vm: &mut Vm, ctx: &MethodCtx, _a: &mut Args) -> BResult {
    let mut a = this_handle(vm, ctx)?;
    readdir(vm, &mut a)
}

fn dir_rewind(vm: &mut Vm, ctx: &MethodCtx, _a: &mut Args) -> BResult {
    let mut a = this_handle(vm, ctx)?;
    rewinddir(vm, &mut a)
}

fn dir_close(vm: &mut Vm, ctx: &MethodCtx, _a: &mut Args) -> BResult {
    let mut a = this_handle(vm, ctx)?;
    closedir(vm, &mut a)
}

/// php's Directory class (what dir() returns).
pub const DIRECTORY: ClassDef = ClassDef {
    name: "Directory",
    props: &[
        PropDef {
            name: "path",
            flags: flags::PUBLIC | flags::READONLY,
            default: ConstVal::Null,
        },
        PropDef {
            name: "handle",
            flags: flags::PUBLIC | flags::READONLY,
            default: ConstVal::Null,
        },
    ],
    methods: &[
        MethodDef {
            sig: "close(): void",
            flags: 0,
            f: dir_close,
        },
        MethodDef {
            sig: "rewind(): void",
            flags: 0,
            f: dir_rewind,
        },
        MethodDef {
            sig: "read(): string|false",
            flags: 0,
            f: dir_read,
        },
    ],
    ..ClassDef::EMPTY
};
