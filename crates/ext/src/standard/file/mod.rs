//! ext/standard's files and streams: the "standard" module table for
//! fopen and friends, whole-file reads and writes, stat and the filesystem
//! predicates, directories, paths and CSV, plus the helpers they share
//! (path arguments, stream arguments, the default stream context, the
//! STDIN/STDOUT/STDERR resources).
//!
//! Not here: the stream payload itself (stream.rs); network wrappers,
//! stream filters and user stream wrappers (not implemented).

pub mod csv;
pub mod dir;
pub mod funcs;
pub mod path;
pub mod stat;
pub mod stream;
pub mod streams;

use std::cell::RefCell;
use tusk_value::{PArr, PRes, Value};
use tusk_vm::{Args, Builtin, ConstVal, Module, Unwind, Vm};

/// A stream context (stream_context_create): its options and params.
pub struct Context {
    pub options: PArr,
    pub params: PArr,
}

thread_local! {
    static DEFAULT_CTX: RefCell<Option<PRes>> = const { RefCell::new(None) };
}

/// Per-request reset (the default context is made again on first use).
pub fn reset() {
    DEFAULT_CTX.with(|c| *c.borrow_mut() = None);
    dir::reset();
    stat::clear_cache();
}

/// php's default stream context, made (and an id spent) on first use.
pub fn default_ctx() -> PRes {
    DEFAULT_CTX.with(|c| {
        c.borrow_mut()
            .get_or_insert_with(|| {
                PRes::new(
                    "stream-context",
                    Box::new(Context {
                        options: PArr::new(),
                        params: PArr::new(),
                    }),
                )
            })
            .clone()
    })
}

/// The `$context` argument `i`: a given stream-context, or the default one.
pub fn ctx_arg(vm: &mut Vm, a: &Args, i: usize) -> Result<PRes, Unwind> {
    match a.get(i).map(|v| v.unref()) {
        None | Some(Value::Null) => Ok(default_ctx()),
        Some(Value::Res(r)) if r.is::<Context>() => Ok(r),
        Some(Value::Res(_)) => Err(vm.type_error(&format!(
            "{}(): supplied resource is not a valid Stream-Context resource",
            vm.cur_builtin
        ))),
        Some(v) => {
            let t = tusk_value::ops::type_name(&v);
            Err(vm.arg_type_error(
                i + 1,
                &format!("must be of type resource or null, {t} given"),
            ))
        }
    }
}

/// The STDIN, STDOUT and STDERR resources of the CLI (ids 1, 2, 3): the
/// engine defines them as constants at VM start.
pub fn std_streams() -> [(&'static str, Value); 3] {
    use stream::{Backend, Stream};
    let mk = |fd: u8, mode: &str, uri: &[u8]| {
        let mut s = Stream::new(Backend::Stdio(fd), mode, uri, "PHP", "STDIO");
        s.seekable = false;
        Value::Res(PRes::new("stream", Box::new(s)))
    };
    [
        ("STDIN", mk(0, "rb", b"php://stdin")),
        ("STDOUT", mk(1, "wb", b"php://stdout")),
        ("STDERR", mk(2, "wb", b"php://stderr")),
    ]
}

/// A path argument: php's ValueError for null bytes.
pub fn path_arg(vm: &mut Vm, a: &Args, i: usize) -> Result<String, Unwind> {
    let b = a.bytes(i);
    if b.contains(&0) {
        return Err(vm.arg_value_error(i + 1, "must not contain any null bytes"));
    }
    Ok(String::from_utf8_lossy(b).into_owned())
}

/// The text of an OS error as php prints it (strerror).
pub fn os_reason(e: &std::io::Error) -> String {
    stream::errno_text(e)
}

/// php_error_docref1: "func(ARG): msg".
pub fn warn_at(vm: &mut Vm, arg: &str, msg: &str) {
    let m = format!("{}({}): {}", vm.cur_builtin, arg, msg);
    vm.warning(&m);
}

/// Argument `i` as an open stream resource, or php's TypeError.
pub fn stream_arg(vm: &mut Vm, a: &Args, i: usize) -> Result<PRes, Unwind> {
    let r = vm.arg_res(a, i)?;
    if !r.is::<stream::Stream>() {
        return Err(not_stream(vm));
    }
    Ok(r)
}

pub fn not_stream(vm: &mut Vm) -> Unwind {
    let m = format!(
        "{}(): supplied resource is not a valid stream resource",
        vm.cur_builtin
    );
    vm.type_error(&m)
}

/// Strips a file:// prefix from a path (other wrappers are not handled).
pub fn fs_path(p: &str) -> &str {
    if p.len() >= 7 && p[..7].eq_ignore_ascii_case("file://") {
        &p[7..]
    } else {
        p
    }
}

macro_rules! b {
    ($sig:expr, $f:path) => {
        Builtin { sig: $sig, f: $f }
    };
}

pub static STANDARD_FILE: Module = Module {
    name: "standard",
    classes: &[dir::DIRECTORY],
    functions: &[
        b!("fopen(string $filename, string $mode, bool $use_include_path = false, $context = null)", funcs::fopen),
        b!("fclose($stream): bool", funcs::fclose),
        b!("fread($stream, int $length): string|false", funcs::fread),
        b!("fwrite($stream, string $data, ?int $length = null): int|false", funcs::fwrite),
        b!("fputs($stream, string $data, ?int $length = null): int|false", funcs::fwrite),
        b!("fgets($stream, ?int $length = null): string|false", funcs::fgets),
        b!("fgetc($stream): string|false", funcs::fgetc),
        b!("feof($stream): bool", funcs::feof),
        b!("fflush($stream): bool", funcs::fflush),
        b!("ftell($stream): int|false", funcs::ftell),
        b!("fseek($stream, int $offset, int $whence = SEEK_SET): int", funcs::fseek),
        b!("rewind($stream): bool", funcs::rewind),
        b!("ftruncate($stream, int $size): bool", funcs::ftruncate),
        b!("flock($stream, int $operation, &$would_block = null): bool", funcs::flock),
        b!("fstat($stream): array|false", funcs::fstat),
        b!("fpassthru($stream): int", funcs::fpassthru),
        b!("fscanf($stream, string $format, mixed &...$vars): array|int|false|null", funcs::fscanf),
        b!("stream_get_contents($stream, ?int $length = null, int $offset = -1): string|false", funcs::stream_get_contents),
        b!("stream_get_meta_data($stream): array", funcs::stream_get_meta_data),
        b!("stream_context_create(?array $options = null, ?array $params = null)", funcs::stream_context_create),
        b!("stream_context_get_options($stream_or_context): array", funcs::stream_context_get_options),
        b!("stream_context_get_default(?array $options = null)", funcs::stream_context_get_default),
        b!("stream_is_local($stream): bool", funcs::stream_is_local),
        b!("stream_get_wrappers(): array", funcs::stream_get_wrappers),
        b!("stream_get_line($stream, int $length, string $ending = \"\"): string|false", streams::stream_get_line),
        b!("stream_copy_to_stream($from, $to, ?int $length = null, int $offset = 0): int|false", streams::stream_copy_to_stream),
        b!("stream_set_blocking($stream, bool $enable): bool", streams::stream_set_blocking),
        b!("stream_set_timeout($stream, int $seconds, int $microseconds = 0): bool", streams::stream_set_timeout),
        b!("stream_set_write_buffer($stream, int $size): int", streams::stream_set_write_buffer),
        b!("set_file_buffer($stream, int $size): int", streams::stream_set_write_buffer),
        b!("stream_set_read_buffer($stream, int $size): int", streams::stream_set_read_buffer),
        b!("stream_supports_lock($stream): bool", streams::stream_supports_lock),
        b!("stream_isatty($stream): bool", streams::stream_isatty),
        b!("file_get_contents(string $filename, bool $use_include_path = false, $context = null, int $offset = 0, ?int $length = null): string|false", funcs::file_get_contents),
        b!("file_put_contents(string $filename, mixed $data, int $flags = 0, $context = null): int|false", funcs::file_put_contents),
        b!("file(string $filename, int $flags = 0, $context = null): array|false", funcs::file),
        b!("readfile(string $filename, bool $use_include_path = false, $context = null): int|false", funcs::readfile),
        b!("copy(string $from, string $to, $context = null): bool", funcs::copy),
        b!("tmpfile()", funcs::tmpfile),
        b!("tempnam(string $directory, string $prefix): string|false", funcs::tempnam),
        b!("sys_get_temp_dir(): string", funcs::sys_get_temp_dir),
        b!("fgetcsv($stream, ?int $length = null, string $separator = \",\", string $enclosure = '\"', string $escape = '\\\\'): array|false", csv::fgetcsv),
        b!("fputcsv($stream, array $fields, string $separator = \",\", string $enclosure = '\"', string $escape = '\\\\', string $eol = \"\\n\"): int|false", csv::fputcsv),
        b!("unlink(string $filename, $context = null): bool", stat::unlink),
        b!("rename(string $from, string $to, $context = null): bool", stat::rename),
        b!("mkdir(string $directory, int $permissions = 0777, bool $recursive = false, $context = null): bool", stat::mkdir),
        b!("rmdir(string $directory, $context = null): bool", stat::rmdir),
        b!("file_exists(string $filename): bool", stat::file_exists),
        b!("is_file(string $filename): bool", stat::is_file),
        b!("is_dir(string $filename): bool", stat::is_dir),
        b!("is_link(string $filename): bool", stat::is_link),
        b!("is_readable(string $filename): bool", stat::is_readable),
        b!("is_writable(string $filename): bool", stat::is_writable),
        b!("is_writeable(string $filename): bool", stat::is_writable),
        b!("is_executable(string $filename): bool", stat::is_executable),
        b!("filesize(string $filename): int|false", stat::filesize),
        b!("filemtime(string $filename): int|false", stat::filemtime),
        b!("fileatime(string $filename): int|false", stat::fileatime),
        b!("filectime(string $filename): int|false", stat::filectime),
        b!("fileperms(string $filename): int|false", stat::fileperms),
        b!("fileinode(string $filename): int|false", stat::fileinode),
        b!("fileowner(string $filename): int|false", stat::fileowner),
        b!("filegroup(string $filename): int|false", stat::filegroup),
        b!("filetype(string $filename): string|false", stat::filetype),
        b!("stat(string $filename): array|false", stat::stat),
        b!("lstat(string $filename): array|false", stat::lstat),
        b!("touch(string $filename, ?int $mtime = null, ?int $atime = null): bool", stat::touch),
        b!("chmod(string $filename, int $permissions): bool", stat::chmod),
        b!("symlink(string $target, string $link): bool", stat::symlink),
        b!("chown(string $filename, string|int $user): bool", stat::chown),
        b!("is_uploaded_file(string $filename): bool", stat::is_uploaded_file),
        b!("move_uploaded_file(string $from, string $to): bool", stat::move_uploaded_file),
        b!("chgrp(string $filename, string|int $group): bool", stat::chgrp),
        b!("lchown(string $filename, string|int $user): bool", stat::lchown),
        b!("lchgrp(string $filename, string|int $group): bool", stat::lchgrp),
        b!("link(string $target, string $link): bool", stat::link),
        b!("readlink(string $path): string|false", stat::readlink),
        b!("fsync($stream): bool", funcs::fsync),
        b!("fdatasync($stream): bool", funcs::fsync),
        b!("clearstatcache(bool $clear_realpath_cache = false, string $filename = \"\"): void", stat::clearstatcache),
        b!("realpath(string $path): string|false", path::realpath),
        b!("basename(string $path, string $suffix = \"\"): string", path::basename),
        b!("dirname(string $path, int $levels = 1): string", path::dirname),
        b!("pathinfo(string $path, int $flags = PATHINFO_ALL): array|string", path::pathinfo),
        b!("fnmatch(string $pattern, string $filename, int $flags = 0): bool", path::fnmatch),
        b!("getcwd(): string|false", path::getcwd),
        b!("chdir(string $directory): bool", path::chdir),
        b!("glob(string $pattern, int $flags = 0): array|false", dir::glob),
        b!("scandir(string $directory, int $sorting_order = SCANDIR_SORT_ASCENDING, $context = null): array|false", dir::scandir),
        b!("opendir(string $directory, $context = null)", dir::opendir),
        b!("readdir($dir_handle = null): string|false", dir::readdir),
        b!("rewinddir($dir_handle = null): void", dir::rewinddir),
        b!("closedir($dir_handle = null): void", dir::closedir),
        b!("dir(string $directory, $context = null): Directory|false", dir::dir),
    ],
    constants: &[
        ("FILE_USE_INCLUDE_PATH", ConstVal::Int(1)),
        ("FILE_IGNORE_NEW_LINES", ConstVal::Int(2)),
        ("FILE_SKIP_EMPTY_LINES", ConstVal::Int(4)),
        ("FILE_APPEND", ConstVal::Int(8)),
        ("FILE_NO_DEFAULT_CONTEXT", ConstVal::Int(16)),
        ("FILE_TEXT", ConstVal::Int(0)),
        ("FILE_BINARY", ConstVal::Int(0)),
        ("LOCK_SH", ConstVal::Int(1)),
        ("LOCK_EX", ConstVal::Int(2)),
        ("LOCK_UN", ConstVal::Int(3)),
        ("LOCK_NB", ConstVal::Int(4)),
        ("SEEK_SET", ConstVal::Int(0)),
        ("SEEK_CUR", ConstVal::Int(1)),
        ("SEEK_END", ConstVal::Int(2)),
        ("PATHINFO_DIRNAME", ConstVal::Int(1)),
        ("PATHINFO_BASENAME", ConstVal::Int(2)),
        ("PATHINFO_EXTENSION", ConstVal::Int(4)),
        ("PATHINFO_FILENAME", ConstVal::Int(8)),
        ("PATHINFO_ALL", ConstVal::Int(15)),
        ("FNM_NOESCAPE", ConstVal::Int(2)),
        ("FNM_PATHNAME", ConstVal::Int(1)),
        ("FNM_PERIOD", ConstVal::Int(4)),
        ("FNM_CASEFOLD", ConstVal::Int(16)),
        ("GLOB_BRACE", ConstVal::Int(1024)),
        ("GLOB_MARK", ConstVal::Int(2)),
        ("GLOB_NOSORT", ConstVal::Int(4)),
        ("GLOB_NOCHECK", ConstVal::Int(16)),
        ("GLOB_NOESCAPE", ConstVal::Int(64)),
        ("GLOB_ERR", ConstVal::Int(1)),
        ("GLOB_ONLYDIR", ConstVal::Int(8192)),
        ("GLOB_AVAILABLE_FLAGS", ConstVal::Int(9303)),
        ("SCANDIR_SORT_ASCENDING", ConstVal::Int(0)),
        ("SCANDIR_SORT_DESCENDING", ConstVal::Int(1)),
        ("SCANDIR_SORT_NONE", ConstVal::Int(2)),
    ],
};
