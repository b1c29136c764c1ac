//! ext/hash: hash, hash_file, hash_hmac, hash_hmac_file, the incremental
//! hash_init/hash_update/hash_update_file/hash_final/hash_copy (over a
//! `HashContext` object whose state rides in the object's opaque class
//! slot), hash_algos, hash_hmac_algos, hash_equals, hash_pbkdf2 and
//! hash_hkdf. The algorithms are in algo.rs (RustCrypto and xxhash-rust
//! crates) and small.rs (the hand-written non-cryptographic ones).
//! password.rs holds password_* (registered under "standard", as in php).
//!
//! Not here: md2, tiger*, snefru*, gost*, haval* (no maintained crate; they
//! are "unknown algorithm" in Tusk), hash_update_stream and the mhash_*
//! functions, `clone` of a HashContext (use hash_copy), serialising one.

pub mod algo;
pub mod password;
pub mod small;

use algo::{Algo, Options, State};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;
use tusk_value::{PArr, PObj, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Unwind, Vm};

pub static HASH: Module = Module {
    name: "hash",
    classes: &[],
    functions: &[
        Builtin {
            sig: "hash(string $algo, string $data, bool $binary = false, array $options = []): string",
            f: hash,
        },
        Builtin {
            sig: "hash_file(string $algo, string $filename, bool $binary = false, array $options = []): string|false",
            f: hash_file,
        },
        Builtin {
            sig: "hash_hmac(string $algo, string $data, string $key, bool $binary = false): string",
            f: hash_hmac,
        },
        Builtin {
            sig: "hash_hmac_file(string $algo, string $filename, string $key, bool $binary = false): string|false",
            f: hash_hmac_file,
        },
        Builtin {
            sig: "hash_init(string $algo, int $flags = 0, string $key = \"\", array $options = []): HashContext",
            f: hash_init,
        },
        Builtin {
            sig: "hash_update(HashContext $context, string $data): bool",
            f: hash_update,
        },
        Builtin {
            sig: "hash_update_file(HashContext $context, string $filename, $stream_context = null): bool",
            f: hash_update_file,
        },
        Builtin {
            sig: "hash_final(HashContext $context, bool $binary = false): string",
            f: hash_final,
        },
        Builtin {
            sig: "hash_copy(HashContext $context): HashContext",
            f: hash_copy,
        },
        Builtin {
            sig: "hash_algos(): array",
            f: hash_algos,
        },
        Builtin {
            sig: "hash_hmac_algos(): array",
            f: hash_hmac_algos,
        },
        Builtin {
            sig: "hash_equals(mixed $known_string, mixed $user_string): bool",
            f: hash_equals,
        },
        Builtin {
            sig: "hash_pbkdf2(string $algo, string $password, string $salt, int $iterations, int $length = 0, bool $binary = false, array $options = []): string",
            f: hash_pbkdf2,
        },
        Builtin {
            sig: "hash_hkdf(string $algo, string $key, int $length = 0, string $info = \"\", string $salt = \"\"): string",
            f: hash_hkdf,
        },
    ],
    constants: &[("HASH_HMAC", ConstVal::Int(1))],
};

/// The state behind a HashContext object.
struct HashCtx {
    algo: &'static Algo,
    /// None once hash_final ran.
    state: RefCell<Option<State>>,
    /// The HMAC key block when HASH_HMAC was requested.
    hmac_key: Option<Vec<u8>>,
}

fn hex(d: &[u8]) -> Vec<u8> {
    const H: &[u8; 16] = b"0123456789abcdef";
    let mut out = Vec::with_capacity(d.len() * 2);
    for &b in d {
        out.push(H[(b >> 4) as usize]);
        out.push(H[(b & 15) as usize]);
    }
    out
}

/// The digest as php returns it: raw bytes or lower-case hex.
fn out(d: &[u8], binary: bool) -> Value {
    if binary {
        Value::Str(PStr::from(d))
    } else {
        Value::Str(PStr::from(hex(d).as_slice()))
    }
}

fn find_algo(vm: &mut Vm, name: &[u8], crypto: bool) -> Result<&'static Algo, Unwind> {
    match algo::find(name) {
        Some(a) if !crypto || a.is_crypto() => Ok(a),
        _ => Err(vm.arg_value_error(
            1,
            if crypto {
                "must be a valid cryptographic hashing algorithm"
            } else {
                "must be a valid hashing algorithm"
            },
        )),
    }
}

/// Reads `seed` and `secret` from an `$options` array, with php's errors.
fn options(vm: &mut Vm, algo: &Algo, opts: Option<&Value>) -> Result<Options, Unwind> {
    let mut o = Options::default();
    let Some(Value::Arr(a)) = opts else {
        return Ok(o);
    };
    if let Some(Value::Int(n)) = a.data().get_str(b"seed").map(deref) {
        o.seed = Some(n as u64);
    }
    let is_xxh3 = matches!(algo.id, algo::Id::Xxh3 | algo::Id::Xxh128);
    if is_xxh3 {
        if let Some(s) = a.data().get_str(b"secret").map(deref) {
            if o.seed.is_some() {
                return Err(vm.throw(
                    "Error",
                    &format!(
                        "{}: Only one of seed or secret is to be passed for initialization",
                        algo.name
                    ),
                ));
            }
            let s = vm.to_pstr(&s)?;
            if s.len() < 136 {
                return Err(vm.throw(
                    "Error",
                    &format!(
                        "{}: Secret length must be >= 136 bytes, {} bytes passed",
                        algo.name,
                        s.len()
                    ),
                ));
            }
            o.secret = Some(s.as_bytes().to_vec());
        }
    }
    Ok(o)
}

fn deref(v: &Value) -> Value {
    match v {
        Value::Ref(r) => r.get(),
        v => v.clone(),
    }
}

/// Reads a whole file for the *_file functions, with php's errors.
pub(crate) fn read_file(vm: &mut Vm, name: &[u8]) -> Result<Option<Vec<u8>>, Unwind> {
    if name.is_empty() {
        return Err(vm.value_error("Path cannot be empty"));
    }
    if name.contains(&0) {
        // php names argument 1 here (its own slip); we say the same.
        return Err(vm.arg_value_error(1, "must not contain any null bytes"));
    }
    let path = String::from_utf8_lossy(name).into_owned();
    match std::fs::read(&path) {
        Ok(d) => Ok(Some(d)),
        Err(e) => {
            if e.raw_os_error() == Some(21) {
                vm.notice(&format!(
                    "{}(): Read of 8192 bytes failed with errno=21 Is a directory",
                    vm.cur_builtin
                ));
                return Ok(Some(Vec::new()));
            }
            let reason = match e.kind() {
                std::io::ErrorKind::NotFound => "No such file or directory",
                std::io::ErrorKind::PermissionDenied => "Permission denied",
                _ => "Operation failed",
            };
            let m = format!(
                "{}({}): Failed to open stream: {}",
                vm.cur_builtin, path, reason
            );
            vm.warning(&m);
            Ok(None)
        }
    }
}

fn hash(vm: &mut Vm, args: &mut Args) -> BResult {
    let algo = find_algo(vm, args.bytes(0), false)?;
    let opts = options(vm, algo, args.get(3))?;
    let d = algo::digest(algo, args.bytes(1), &opts);
    Ok(out(&d, args.opt_bool(2, false)))
}

fn hash_file(vm: &mut Vm, args: &mut Args) -> BResult {
    let algo = find_algo(vm, args.bytes(0), false)?;
    let opts = options(vm, algo, args.get(3))?;
    let Some(data) = read_file(vm, args.bytes(1))? else {
        return Ok(Value::Bool(false));
    };
    let d = algo::digest(algo, &data, &opts);
    Ok(out(&d, args.opt_bool(2, false)))
}

fn hash_hmac(vm: &mut Vm, args: &mut Args) -> BResult {
    let algo = find_algo(vm, args.bytes(0), true)?;
    let d = algo::hmac(algo, args.bytes(2), args.bytes(1));
    Ok(out(&d, args.opt_bool(3, false)))
}

fn hash_hmac_file(vm: &mut Vm, args: &mut Args) -> BResult {
    let algo = find_algo(vm, args.bytes(0), true)?;
    let Some(data) = read_file(vm, args.bytes(1))? else {
        return Ok(Value::Bool(false));
    };
    let d = algo::hmac(algo, args.bytes(2), &data);
    Ok(out(&d, args.opt_bool(3, false)))
}

fn new_context(ctx: HashCtx) -> Value {
    let data: Rc<dyn Any> = Rc::new(ctx);
    Value::Obj(PObj::new(PStr::from("HashContext"), Some(data)))
}

fn hash_init(vm: &mut Vm, args: &mut Args) -> BResult {
    let flags = args.opt_int(1, 0);
    let hmac = flags & 1 != 0;
    let algo = match algo::find(args.bytes(0)) {
        Some(a) => a,
        None => return Err(vm.arg_value_error(1, "must be a valid hashing algorithm")),
    };
    if hmac && !algo.is_crypto() {
        return Err(vm.arg_value_error(
            1,
            "must be a cryptographic hashing algorithm if HMAC is requested",
        ));
    }
    let key = args.opt_str(2).map(|s| s.as_bytes()).unwrap_or(b"");
    if hmac && key.is_empty() {
        return Err(vm.arg_value_error(3, "cannot be empty when HMAC is requested"));
    }
    let opts = options(vm, algo, args.get(3))?;
    let (state, hmac_key) = if hmac {
        let k = algo::hmac_key(algo, key);
        (algo::hmac_inner(algo, &k), Some(k))
    } else {
        (State::new(algo.id, &opts), None)
    };
    Ok(new_context(HashCtx {
        algo,
        state: RefCell::new(Some(state)),
        hmac_key,
    }))
}

/// The HashContext behind argument 1, with php's TypeErrors.
fn context(vm: &mut Vm, args: &Args) -> Result<Rc<HashCtx>, Unwind> {
    let ctx = match args.val(0) {
        Value::Obj(o) => {
            let c = o
                .internal()
                .and_then(|c| c.clone().downcast::<HashCtx>().ok());
            match c {
                Some(c) => c,
                None => {
                    let cls = String::from_utf8_lossy(o.class_name().as_bytes()).into_owned();
                    return Err(
                        vm.arg_type_error(1, &format!("must be of type HashContext, {cls} given"))
                    );
                }
            }
        }
        _ => return Err(vm.arg_type_error(1, "must be of type HashContext")),
    };
    if ctx.state.borrow().is_none() {
        return Err(vm.arg_type_error(1, "must be a valid, non-finalized HashContext"));
    }
    Ok(ctx)
}

fn hash_update(vm: &mut Vm, args: &mut Args) -> BResult {
    let ctx = context(vm, args)?;
    if let Some(s) = ctx.state.borrow_mut().as_mut() {
        s.update(args.bytes(1));
    }
    Ok(Value::Bool(true))
}

fn hash_update_file(vm: &mut Vm, args: &mut Args) -> BResult {
    let ctx = context(vm, args)?;
    let Some(data) = read_file(vm, args.bytes(1))? else {
        return Ok(Value::Bool(false));
    };
    if let Some(s) = ctx.state.borrow_mut().as_mut() {
        s.update(&data);
    }
    Ok(Value::Bool(true))
}

fn hash_final(vm: &mut Vm, args: &mut Args) -> BResult {
    let ctx = context(vm, args)?;
    let Some(state) = ctx.state.borrow_mut().take() else {
        return Ok(Value::Bool(false));
    };
    let mut d = state.finish();
    if let Some(k) = &ctx.hmac_key {
        d = algo::hmac_outer(ctx.algo, k, &d);
    }
    Ok(out(&d, args.opt_bool(1, false)))
}

fn hash_copy(vm: &mut Vm, args: &mut Args) -> BResult {
    let ctx = context(vm, args)?;
    let state = ctx.state.borrow().clone();
    Ok(new_context(HashCtx {
        algo: ctx.algo,
        state: RefCell::new(state),
        hmac_key: ctx.hmac_key.clone(),
    }))
}

fn names(crypto_only: bool) -> Value {
    let v: Vec<Value> = algo::ALGOS
        .iter()
        .filter(|x| !crypto_only || x.is_crypto())
        .map(|x| Value::Str(PStr::from(x.name)))
        .collect();
    Value::Arr(PArr::from_values(v))
}

fn hash_algos(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(names(false))
}

fn hash_hmac_algos(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(names(true))
}

fn hash_equals(vm: &mut Vm, args: &mut Args) -> BResult {
    let (a, b) = (deref(args.val(0)), deref(args.val(1)));
    for (i, v) in [(1, &a), (2, &b)] {
        if !matches!(v, Value::Str(_)) {
            let t = tusk_value::ops::type_name(v);
            return Err(vm.arg_type_error(i, &format!("must be of type string, {t} given")));
        }
    }
    let (Value::Str(a), Value::Str(b)) = (&a, &b) else {
        return Ok(Value::Bool(false));
    };
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return Ok(Value::Bool(false));
    }
    // Constant time over the length, as php does.
    let diff = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    Ok(Value::Bool(diff == 0))
}

fn hash_pbkdf2(vm: &mut Vm, args: &mut Args) -> BResult {
    let algo = find_algo(vm, args.bytes(0), true)?;
    let iterations = args.int(3);
    if iterations <= 0 {
        return Err(vm.arg_value_error(4, "must be greater than 0"));
    }
    let length = args.opt_int(4, 0);
    if length < 0 {
        return Err(vm.arg_value_error(5, "must be greater than or equal to 0"));
    }
    let binary = args.opt_bool(5, false);
    let (password, salt) = (args.bytes(1), args.bytes(2));
    // The number of raw bytes to derive.
    let want = if length == 0 {
        algo.size
    } else if binary {
        length as usize
    } else {
        (length as usize).div_ceil(2)
    };
    let k = algo::hmac_key(algo, password);
    let inner0 = algo::hmac_inner(algo, &k);
    let prf = |data: &[u8]| {
        let mut s = inner0.clone();
        s.update(data);
        algo::hmac_outer(algo, &k, &s.finish())
    };
    let mut dk = Vec::with_capacity(want + algo.size);
    let mut block: u32 = 1;
    while dk.len() < want {
        let mut msg = Vec::with_capacity(salt.len() + 4);
        msg.extend_from_slice(salt);
        msg.extend_from_slice(&block.to_be_bytes());
        let mut u = prf(&msg);
        let mut t = u.clone();
        for _ in 1..iterations {
            u = prf(&u);
            for (x, y) in t.iter_mut().zip(&u) {
                *x ^= y;
            }
        }
        dk.extend_from_slice(&t);
        block = block.wrapping_add(1);
    }
    dk.truncate(want);
    if binary {
        return Ok(Value::Str(PStr::from(dk.as_slice())));
    }
    let mut h = hex(&dk);
    let hex_len = if length == 0 {
        algo.size * 2
    } else {
        length as usize
    };
    h.truncate(hex_len);
    Ok(Value::Str(PStr::from(h.as_slice())))
}

fn hash_hkdf(vm: &mut Vm, args: &mut Args) -> BResult {
    let algo = find_algo(vm, args.bytes(0), true)?;
    let ikm = args.bytes(1);
    if ikm.is_empty() {
        return Err(vm.arg_value_error(2, "cannot be empty"));
    }
    let length = args.opt_int(2, 0);
    if length < 0 {
        return Err(vm.arg_value_error(3, "must be greater than or equal to 0"));
    }
    let max = 255 * algo.size as i64;
    if length > max {
        return Err(vm.arg_value_error(3, &format!("must be less than or equal to {max}")));
    }
    let length = if length == 0 {
        algo.size
    } else {
        length as usize
    };
    let info = args.opt_str(3).map(|s| s.as_bytes()).unwrap_or(b"");
    let salt = args.opt_str(4).map(|s| s.as_bytes()).unwrap_or(b"");
    let salt: Vec<u8> = if salt.is_empty() {
        vec![0; algo.size]
    } else {
        salt.to_vec()
    };
    let prk = algo::hmac(algo, &salt, ikm);
    let mut okm = Vec::with_capacity(length + algo.size);
    let mut prev: Vec<u8> = Vec::new();
    let mut i: u8 = 1;
    while okm.len() < length {
        let mut msg = prev.clone();
        msg.extend_from_slice(info);
        msg.push(i);
        prev = algo::hmac(algo, &prk, &msg);
        okm.extend_from_slice(&prev);
        i = i.wrapping_add(1);
    }
    okm.truncate(length);
    Ok(Value::Str(PStr::from(okm.as_slice())))
}
