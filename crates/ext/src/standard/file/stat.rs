//! stat and the filesystem predicates (is_file, filesize, ...) with php's
//! one-entry stat cache (clearstatcache), and the functions that change the
//! filesystem by name: unlink, rename, mkdir, rmdir, touch, chmod.
//!
//! Not here: stream functions (funcs.rs), directory listing (dir.rs).

use super::{ctx_arg, fs_path, os_reason, path_arg};
use std::cell::RefCell;
use std::fs::Metadata;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use tusk_value::{Key, PArr, Value};
use tusk_vm::{Args, BResult, Vm};

thread_local! {
    /// php's CurrentStatFile / CurrentLStatFile caches.
    static CACHE: RefCell<[Option<(String, Metadata)>; 2]> = const { RefCell::new([None, None]) };
}

pub fn clear_cache() {
    CACHE.with(|c| *c.borrow_mut() = [None, None]);
}

/// stat (or lstat) through the cache.
fn cached(path: &str, link: bool) -> Option<Metadata> {
    let i = link as usize;
    if let Some(m) = CACHE.with(|c| {
        c.borrow()[i]
            .as_ref()
            .filter(|(p, _)| p == path)
            .map(|(_, m)| m.clone())
    }) {
        return Some(m);
    }
    let p = fs_path(path);
    let m = if link {
        std::fs::symlink_metadata(p)
    } else {
        std::fs::metadata(p)
    }
    .ok()?;
    CACHE.with(|c| c.borrow_mut()[i] = Some((path.to_string(), m.clone())));
    Some(m)
}

const NAMES: [&str; 13] = [
    "dev", "ino", "mode", "nlink", "uid", "gid", "rdev", "size", "atime", "mtime", "ctime",
    "blksize", "blocks",
];

/// The 26-entry stat array from its 13 values.
pub fn stat_from(v: [i64; 13]) -> PArr {
    let mut a = PArr::with_capacity(26);
    let d = a.make_mut();
    for (i, x) in v.iter().enumerate() {
        d.insert(Key::Int(i as i64), Value::Int(*x));
    }
    for (n, x) in NAMES.iter().zip(v.iter()) {
        d.insert(Key::from_bytes(n.as_bytes()), Value::Int(*x));
    }
    a
}

pub fn stat_array(m: &Metadata) -> PArr {
    stat_from([
        m.dev() as i64,
        m.ino() as i64,
        m.mode() as i64,
        m.nlink() as i64,
        m.uid() as i64,
        m.gid() as i64,
        m.rdev() as i64,
        m.size() as i64,
        m.atime(),
        m.mtime(),
        m.ctime(),
        m.blksize() as i64,
        m.blocks() as i64,
    ])
}

/// The path of a stat-family function: None (after php's warning unless
/// `quiet`) when it has a null byte.
fn stat_path(vm: &mut Vm, a: &Args, quiet: bool) -> Option<String> {
    let b = a.bytes(0);
    if b.contains(&0) {
        if !quiet {
            vm.fn_warning("Filename contains null byte");
        }
        return None;
    }
    Some(String::from_utf8_lossy(b).into_owned())
}

fn one(vm: &mut Vm, a: &Args, link: bool, f: impl FnOnce(&Metadata) -> Value) -> BResult {
    let Some(path) = stat_path(vm, a, false) else {
        return Ok(Value::Bool(false));
    };
    match cached(&path, link) {
        Some(m) => Ok(f(&m)),
        None => {
            if link {
                vm.fn_warning(&format!("Lstat failed for {}", path));
            } else {
                vm.fn_warning(&format!("stat failed for {}", path));
            }
            Ok(Value::Bool(false))
        }
    }
}

fn quiet(vm: &mut Vm, a: &Args, link: bool, f: impl FnOnce(&Metadata) -> bool) -> BResult {
    let Some(path) = stat_path(vm, a, true) else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(cached(&path, link).is_some_and(|m| f(&m))))
}

pub fn filesize(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.size() as i64))
}
pub fn filemtime(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.mtime()))
}
pub fn fileatime(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.atime()))
}
pub fn filectime(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.ctime()))
}
pub fn fileperms(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.mode() as i64))
}
pub fn fileinode(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.ino() as i64))
}
pub fn fileowner(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.uid() as i64))
}
pub fn filegroup(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Int(m.gid() as i64))
}
pub fn filetype(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, true, |m| {
        let t = match m.mode() & 0o170000 {
            0o010000 => "fifo",
            0o020000 => "char",
            0o040000 => "dir",
            0o060000 => "block",
            0o100000 => "file",
            0o120000 => "link",
            0o140000 => "socket",
            _ => "unknown",
        };
        Value::from(t)
    })
}
pub fn stat(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, false, |m| Value::Arr(stat_array(m)))
}
pub fn lstat(vm: &mut Vm, a: &mut Args) -> BResult {
    one(vm, a, true, |m| Value::Arr(stat_array(m)))
}
pub fn is_file(vm: &mut Vm, a: &mut Args) -> BResult {
    quiet(vm, a, false, |m| m.is_file())
}
pub fn is_dir(vm: &mut Vm, a: &mut Args) -> BResult {
    quiet(vm, a, false, |m| m.is_dir())
}
pub fn is_link(vm: &mut Vm, a: &mut Args) -> BResult {
    quiet(vm, a, true, |m| m.file_type().is_symlink())
}

/// access(2) from the mode bits and the process's ids.
fn access(path: &str, bit: u32) -> bool {
    let Ok(m) = std::fs::metadata(fs_path(path)) else {
        return false;
    };
    let (uid, gid) = std::fs::metadata("/proc/self")
        .map(|s| (s.uid(), s.gid()))
        .unwrap_or((u32::MAX, u32::MAX));
    let mode = m.mode();
    if uid == 0 {
        return bit != 1 || mode & 0o111 != 0;
    }
    let shift = if m.uid() == uid {
        6
    } else if m.gid() == gid {
        3
    } else {
        0
    };
    (mode >> shift) & bit != 0
}

pub fn file_exists(vm: &mut Vm, a: &mut Args) -> BResult {
    let Some(p) = stat_path(vm, a, true) else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(std::fs::metadata(fs_path(&p)).is_ok()))
}
pub fn is_readable(vm: &mut Vm, a: &mut Args) -> BResult {
    let Some(p) = stat_path(vm, a, true) else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(access(&p, 4)))
}
pub fn is_writable(vm: &mut Vm, a: &mut Args) -> BResult {
    let Some(p) = stat_path(vm, a, true) else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(access(&p, 2)))
}
pub fn is_executable(vm: &mut Vm, a: &mut Args) -> BResult {
    let Some(p) = stat_path(vm, a, true) else {
        return Ok(Value::Bool(false));
    };
    Ok(Value::Bool(access(&p, 1)))
}

pub fn clearstatcache(_vm: &mut Vm, _a: &mut Args) -> BResult {
    clear_cache();
    Ok(Value::Null)
}

pub fn unlink(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    ctx_arg(vm, a, 1)?;
    let p = fs_path(&path);
    if std::fs::symlink_metadata(p).is_ok_and(|m| m.is_dir()) {
        super::warn_at(vm, &path, "Is a directory");
        return Ok(Value::Bool(false));
    }
    clear_cache();
    match std::fs::remove_file(p) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            super::warn_at(vm, &path, &os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn rename(vm: &mut Vm, a: &mut Args) -> BResult {
    let from = path_arg(vm, a, 0)?;
    let to = path_arg(vm, a, 1)?;
    ctx_arg(vm, a, 2)?;
    clear_cache();
    match std::fs::rename(fs_path(&from), fs_path(&to)) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            super::warn_at(vm, &format!("{},{}", from, to), &os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn mkdir(vm: &mut Vm, a: &mut Args) -> BResult {
    use std::os::unix::fs::DirBuilderExt;
    let path = path_arg(vm, a, 0)?;
    let mode = a.opt_int(1, 0o777) as u32;
    let recursive = a.opt_bool(2, false);
    ctx_arg(vm, a, 3)?;
    let p = fs_path(&path);
    let mut b = std::fs::DirBuilder::new();
    b.mode(mode);
    if recursive {
        if std::path::Path::new(p).exists() {
            vm.fn_warning("File exists");
            return Ok(Value::Bool(false));
        }
        b.recursive(true);
    }
    match b.create(p) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.fn_warning(&os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn rmdir(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    ctx_arg(vm, a, 1)?;
    clear_cache();
    match std::fs::remove_dir(fs_path(&path)) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            super::warn_at(vm, &path, &os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn touch(vm: &mut Vm, a: &mut Args) -> BResult {
    use std::time::{Duration, SystemTime, UNIX_EPOCH};
    let path = path_arg(vm, a, 0)?;
    if path.is_empty() {
        return Ok(Value::Bool(false));
    }
    let p = fs_path(&path).to_string();
    let now = SystemTime::now();
    let at = |s: i64| {
        if s >= 0 {
            UNIX_EPOCH + Duration::from_secs(s as u64)
        } else {
            UNIX_EPOCH - Duration::from_secs(s.unsigned_abs())
        }
    };
    let mtime = match a.get(1) {
        Some(Value::Int(n)) => at(*n),
        _ => now,
    };
    let atime = match a.get(2) {
        Some(Value::Int(n)) => at(*n),
        _ => mtime,
    };
    clear_cache();
    let f = std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(&p)
        .or_else(|e| {
            if std::path::Path::new(&p).is_dir() {
                std::fs::File::open(&p)
            } else {
                Err(e)
            }
        });
    let f = match f {
        Ok(f) => f,
        Err(e) => {
            vm.fn_warning(&format!(
                "Unable to create file {} because {}",
                path,
                os_reason(&e)
            ));
            return Ok(Value::Bool(false));
        }
    };
    let times = std::fs::FileTimes::new()
        .set_accessed(atime)
        .set_modified(mtime);
    match f.set_times(times) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.fn_warning(&format!("Utime failed: {}", os_reason(&e)));
            Ok(Value::Bool(false))
        }
    }
}

pub fn chmod(vm: &mut Vm, a: &mut Args) -> BResult {
    let path = path_arg(vm, a, 0)?;
    let mode = a.int(1) as u32 & 0o7777;
    clear_cache();
    match std::fs::set_permissions(fs_path(&path), std::fs::Permissions::from_mode(mode)) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.fn_warning(&os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn symlink(vm: &mut Vm, a: &mut Args) -> BResult {
    let target = path_arg(vm, a, 0)?;
    let link = path_arg(vm, a, 1)?;
    match std::os::unix::fs::symlink(&target, fs_path(&link)) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.fn_warning(&os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn link(vm: &mut Vm, a: &mut Args) -> BResult {
    let target = path_arg(vm, a, 0)?;
    let link = path_arg(vm, a, 1)?;
    match std::fs::hard_link(fs_path(&target), fs_path(&link)) {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.fn_warning(&os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn readlink(vm: &mut Vm, a: &mut Args) -> BResult {
    use std::os::unix::ffi::OsStrExt;
    let path = path_arg(vm, a, 0)?;
    match std::fs::read_link(fs_path(&path)) {
        Ok(t) => Ok(Value::Str(tusk_value::PStr::new(t.as_os_str().as_bytes()))),
        Err(e) => {
            vm.fn_warning(&os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

/// A user or group given by id or by name (looked up in /etc/passwd or
/// /etc/group).
fn owner_id(v: &Value, db: &str) -> Option<u32> {
    match v.unref() {
        Value::Int(n) => Some(n as u32),
        Value::Str(s) => {
            let name = s.as_bytes();
            let text = std::fs::read(db).ok()?;
            text.split(|&c| c == b'\n').find_map(|line| {
                let mut f = line.split(|&c| c == b':');
                if f.next()? != name {
                    return None;
                }
                f.next()?;
                std::str::from_utf8(f.next()?).ok()?.parse().ok()
            })
        }
        _ => None,
    }
}

fn chown_impl(vm: &mut Vm, a: &Args, group: bool, link: bool) -> BResult {
    let path = path_arg(vm, a, 0)?;
    let who = a.val(1).clone();
    let (db, what) = if group {
        ("/etc/group", "gid")
    } else {
        ("/etc/passwd", "uid")
    };
    let Some(id) = owner_id(&who, db) else {
        let name = String::from_utf8_lossy(vm.to_pstr(&who)?.as_bytes()).into_owned();
        vm.fn_warning(&format!("Unable to find {} for {}", what, name));
        return Ok(Value::Bool(false));
    };
    let (u, g) = if group {
        (None, Some(id))
    } else {
        (Some(id), None)
    };
    clear_cache();
    let p = fs_path(&path);
    let r = if link {
        std::os::unix::fs::lchown(p, u, g)
    } else {
        std::os::unix::fs::chown(p, u, g)
    };
    match r {
        Ok(()) => Ok(Value::Bool(true)),
        Err(e) => {
            vm.fn_warning(&os_reason(&e));
            Ok(Value::Bool(false))
        }
    }
}

pub fn chown(vm: &mut Vm, a: &mut Args) -> BResult {
    chown_impl(vm, a, false, false)
}
pub fn chgrp(vm: &mut Vm, a: &mut Args) -> BResult {
    chown_impl(vm, a, true, false)
}
pub fn lchown(vm: &mut Vm, a: &mut Args) -> BResult {
    chown_impl(vm, a, false, true)
}
pub fn lchgrp(vm: &mut Vm, a: &mut Args) -> BResult {
    chown_impl(vm, a, true, true)
}

/// No uploads on the CLI: nothing is an uploaded file.
pub fn is_uploaded_file(vm: &mut Vm, a: &mut Args) -> BResult {
    path_arg(vm, a, 0)?;
    Ok(Value::Bool(false))
}

pub fn move_uploaded_file(vm: &mut Vm, a: &mut Args) -> BResult {
    path_arg(vm, a, 0)?;
    path_arg(vm, a, 1)?;
    Ok(Value::Bool(false))
}
