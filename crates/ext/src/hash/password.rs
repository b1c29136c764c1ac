//! password_hash, password_verify, password_needs_rehash,
//! password_get_info and password_algos, with the PASSWORD_* constants.
//! php registers these under ext/standard, so this file's Module is named
//! "standard"; it lives next to ext/hash because it is hashing.
//!
//! bcrypt ("2y") comes from the bcrypt crate, argon2i/argon2id from the
//! argon2 crate (php's libargon2 format: `$argon2id$v=19$m=..,t=..,p=..$salt$hash`,
//! unpadded standard base64, 16-byte salt, 32-byte hash). Salts come from
//! /dev/urandom. Not here: password_verify of other crypt() formats (MD5,
//! SHA-256/512-crypt, DES): they verify as false.

use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Unwind, Vm};

pub static STANDARD_PASSWORD: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "password_get_info(string $hash): array",
            f: password_get_info,
        },
        Builtin {
            sig: "password_hash(string $password, string|int|null $algo, array $options = []): string",
            f: password_hash,
        },
        Builtin {
            sig: "password_needs_rehash(string $hash, string|int|null $algo, array $options = []): bool",
            f: password_needs_rehash,
        },
        Builtin {
            sig: "password_verify(string $password, string $hash): bool",
            f: password_verify,
        },
        Builtin {
            sig: "password_algos(): array",
            f: password_algos,
        },
    ],
    constants: &[
        ("PASSWORD_DEFAULT", ConstVal::Str("2y")),
        ("PASSWORD_BCRYPT", ConstVal::Str("2y")),
        ("PASSWORD_BCRYPT_DEFAULT_COST", ConstVal::Int(10)),
        ("PASSWORD_ARGON2I", ConstVal::Str("argon2i")),
        ("PASSWORD_ARGON2ID", ConstVal::Str("argon2id")),
        (
            "PASSWORD_ARGON2_DEFAULT_MEMORY_COST",
            ConstVal::Int(ARGON2_MEMORY),
        ),
        ("PASSWORD_ARGON2_DEFAULT_TIME_COST", ConstVal::Int(ARGON2_TIME)),
        ("PASSWORD_ARGON2_DEFAULT_THREADS", ConstVal::Int(ARGON2_THREADS)),
        ("PASSWORD_ARGON2_PROVIDER", ConstVal::Str("standard")),
    ],
};

const ARGON2_MEMORY: i64 = 65536;
const ARGON2_TIME: i64 = 4;
const ARGON2_THREADS: i64 = 1;
const BCRYPT_COST: i64 = 10;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Bcrypt,
    Argon2i,
    Argon2id,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Bcrypt => "2y",
            Kind::Argon2i => "argon2i",
            Kind::Argon2id => "argon2id",
        }
    }
}

/// The `$algo` argument: Some(kind), or None for an unknown algorithm.
fn algo_of(v: &Value) -> Option<Kind> {
    match v {
        Value::Null | Value::Undef => Some(Kind::Bcrypt),
        Value::Int(1) => Some(Kind::Bcrypt),
        Value::Int(2) => Some(Kind::Argon2i),
        Value::Int(3) => Some(Kind::Argon2id),
        Value::Str(s) => match s.as_bytes() {
            b"2y" => Some(Kind::Bcrypt),
            b"argon2i" => Some(Kind::Argon2i),
            b"argon2id" => Some(Kind::Argon2id),
            _ => None,
        },
        Value::Ref(r) => algo_of(&r.get()),
        _ => None,
    }
}

/// What a stored hash is, as php's identify step sees it.
fn identify(hash: &[u8]) -> Option<Kind> {
    if hash.len() == 60 && hash.starts_with(b"$2y$") {
        Some(Kind::Bcrypt)
    } else if hash.starts_with(b"$argon2id$") {
        Some(Kind::Argon2id)
    } else if hash.starts_with(b"$argon2i$") {
        Some(Kind::Argon2i)
    } else {
        None
    }
}

/// Argon2 parameters parsed from a stored hash.
struct Argon2Hash {
    version: u32,
    m: u32,
    t: u32,
    p: u32,
    salt: Vec<u8>,
    hash: Vec<u8>,
}

fn parse_argon2(hash: &[u8]) -> Option<(Kind, Argon2Hash)> {
    let s = std::str::from_utf8(hash).ok()?;
    let mut parts = s.split('$');
    parts.next().filter(|p| p.is_empty())?;
    let kind = match parts.next()? {
        "argon2i" => Kind::Argon2i,
        "argon2id" => Kind::Argon2id,
        _ => return None,
    };
    let mut next = parts.next()?;
    let mut version = 0x10;
    if let Some(v) = next.strip_prefix("v=") {
        version = v.parse().ok()?;
        next = parts.next()?;
    }
    let (mut m, mut t, mut p) = (None, None, None);
    for kv in next.split(',') {
        let (k, v) = kv.split_once('=')?;
        let v: u32 = v.parse().ok()?;
        match k {
            "m" => m = Some(v),
            "t" => t = Some(v),
            "p" => p = Some(v),
            _ => return None,
        }
    }
    let salt = b64_decode(parts.next()?.as_bytes())?;
    let h = b64_decode(parts.next()?.as_bytes())?;
    if parts.next().is_some() {
        return None;
    }
    Some((
        kind,
        Argon2Hash {
            version,
            m: m?,
            t: t?,
            p: p?,
            salt,
            hash: h,
        },
    ))
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const BCRYPT64: &[u8; 64] = b"./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// Unpadded base64 over an alphabet.
fn b64_encode_with(alpha: &[u8; 64], d: &[u8]) -> String {
    let mut out = String::with_capacity(d.len() * 4 / 3 + 2);
    for c in d.chunks(3) {
        let n = (c[0] as u32) << 16
            | (*c.get(1).unwrap_or(&0) as u32) << 8
            | *c.get(2).unwrap_or(&0) as u32;
        let chars = c.len() + 1;
        for i in 0..chars {
            out.push(alpha[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

fn b64_decode(s: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for &c in s {
        let v = B64.iter().position(|&x| x == c)? as u32;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

fn random(n: usize) -> Vec<u8> {
    use std::io::Read;
    let mut buf = vec![0u8; n];
    if let Ok(mut f) = std::fs::File::open("/dev/urandom") {
        let _ = f.read_exact(&mut buf);
    }
    buf
}

fn opt_long(vm: &mut Vm, opts: Option<&PArr>, key: &str) -> Result<Option<i64>, Unwind> {
    let Some(a) = opts else { return Ok(None) };
    let Some(v) = a.data().get_str(key.as_bytes()) else {
        return Ok(None);
    };
    let v = match v {
        Value::Ref(r) => r.get(),
        v => v.clone(),
    };
    let _ = vm;
    Ok(Some(tusk_value::ops::to_int(&v)))
}

fn options_arr(args: &Args, i: usize) -> Option<&PArr> {
    match args.get(i) {
        Some(Value::Arr(a)) => Some(a),
        _ => None,
    }
}

struct Argon2Opts {
    m: u32,
    t: u32,
    p: u32,
}

fn argon2_opts(vm: &mut Vm, opts: Option<&PArr>) -> Result<Argon2Opts, Unwind> {
    let m = opt_long(vm, opts, "memory_cost")?.unwrap_or(ARGON2_MEMORY);
    if !(8..=u32::MAX as i64).contains(&m) {
        return Err(vm.value_error("Memory cost is outside of allowed memory range"));
    }
    let t = opt_long(vm, opts, "time_cost")?.unwrap_or(ARGON2_TIME);
    if !(1..=u32::MAX as i64).contains(&t) {
        return Err(vm.value_error("Time cost is outside of allowed time range"));
    }
    let p = opt_long(vm, opts, "threads")?.unwrap_or(ARGON2_THREADS);
    if !(1..=0xFF_FFFF).contains(&p) {
        return Err(vm.value_error("Invalid number of threads"));
    }
    Ok(Argon2Opts {
        m: m as u32,
        t: t as u32,
        p: p as u32,
    })
}

fn argon2_raw(
    kind: Kind,
    version: u32,
    m: u32,
    t: u32,
    p: u32,
    pw: &[u8],
    salt: &[u8],
    len: usize,
) -> Option<Vec<u8>> {
    let alg = if kind == Kind::Argon2i {
        argon2::Algorithm::Argon2i
    } else {
        argon2::Algorithm::Argon2id
    };
    let ver = if version == 0x10 {
        argon2::Version::V0x10
    } else {
        argon2::Version::V0x13
    };
    let params = argon2::Params::new(m, t, p, Some(len)).ok()?;
    let mut out = vec![0u8; len];
    argon2::Argon2::new(alg, ver, params)
        .hash_password_into(pw, salt, &mut out)
        .ok()?;
    Some(out)
}

fn bcrypt_cost(vm: &mut Vm, opts: Option<&PArr>) -> Result<u32, Unwind> {
    let cost = opt_long(vm, opts, "cost")?.unwrap_or(BCRYPT_COST);
    if !(4..=31).contains(&cost) {
        return Err(vm.value_error(&format!("Invalid bcrypt cost parameter specified: {cost}")));
    }
    Ok(cost as u32)
}

fn password_hash(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(kind) = algo_of(args.val(1)) else {
        return Err(vm.arg_value_error(2, "must be a valid password hashing algorithm"));
    };
    let opts = options_arr(args, 2);
    if opts.is_some_and(|a| a.data().get_str(b"salt").is_some()) {
        vm.fn_warning("The \"salt\" option has been ignored, since providing a custom salt is no longer supported");
    }
    let pw = args.bytes(0);
    match kind {
        Kind::Bcrypt => {
            let cost = bcrypt_cost(vm, opts)?;
            if pw.contains(&0) {
                return Err(vm.value_error("Bcrypt password must not contain null character"));
            }
            let mut salt = [0u8; 16];
            salt.copy_from_slice(&random(16));
            match bcrypt::hash_with_salt(pw, cost, salt) {
                Ok(h) => Ok(Value::Str(PStr::from(
                    h.format_for_version(bcrypt::Version::TwoY),
                ))),
                Err(_) => Err(vm.throw("Error", "Password hashing failed for unknown reasons")),
            }
        }
        Kind::Argon2i | Kind::Argon2id => {
            let o = argon2_opts(vm, opts)?;
            let salt = random(16);
            let Some(h) = argon2_raw(kind, 0x13, o.m, o.t, o.p, pw, &salt, 32) else {
                return Err(vm.throw("Error", "Memory cost is too small"));
            };
            let s = format!(
                "${}$v=19$m={},t={},p={}${}${}",
                kind.name(),
                o.m,
                o.t,
                o.p,
                b64_encode_with(B64, &salt),
                b64_encode_with(B64, &h)
            );
            Ok(Value::Str(PStr::from(s)))
        }
    }
}

fn verify_bcrypt(pw: &[u8], hash: &[u8]) -> bool {
    if hash.len() != 60 || !matches!(&hash[..4], b"$2y$" | b"$2a$" | b"$2b$" | b"$2x$") {
        return false;
    }
    if hash[6] != b'$' || !hash[4].is_ascii_digit() || !hash[5].is_ascii_digit() {
        return false;
    }
    let cost = ((hash[4] - b'0') * 10 + (hash[5] - b'0')) as u32;
    // The salt: 22 bcrypt-base64 characters carrying 16 bytes.
    let mut salt = [0u8; 16];
    let mut acc = 0u32;
    let mut bits = 0;
    let mut n = 0;
    for &c in &hash[7..29] {
        let Some(v) = BCRYPT64.iter().position(|&x| x == c) else {
            return false;
        };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 && n < 16 {
            bits -= 8;
            salt[n] = (acc >> bits) as u8;
            n += 1;
        }
    }
    let version = match hash[2] {
        b'a' => bcrypt::Version::TwoA,
        b'b' => bcrypt::Version::TwoB,
        b'x' => bcrypt::Version::TwoX,
        _ => bcrypt::Version::TwoY,
    };
    match bcrypt::hash_with_salt(pw, cost, salt) {
        Ok(h) => {
            let mine = h.format_for_version(version);
            let mine = mine.as_bytes();
            mine.len() == hash.len()
                && mine.iter().zip(hash).fold(0u8, |a, (x, y)| a | (x ^ y)) == 0
        }
        Err(_) => false,
    }
}

fn password_verify(_vm: &mut Vm, args: &mut Args) -> BResult {
    let (pw, hash) = (args.bytes(0), args.bytes(1));
    if hash.starts_with(b"$2") {
        return Ok(Value::Bool(verify_bcrypt(pw, hash)));
    }
    if let Some((kind, h)) = parse_argon2(hash) {
        if h.hash.is_empty() {
            return Ok(Value::Bool(false));
        }
        let ok = argon2_raw(kind, h.version, h.m, h.t, h.p, pw, &h.salt, h.hash.len())
            .is_some_and(|mine| mine.iter().zip(&h.hash).fold(0u8, |a, (x, y)| a | (x ^ y)) == 0);
        return Ok(Value::Bool(ok));
    }
    Ok(Value::Bool(false))
}

fn info_options(kind: Option<Kind>, hash: &[u8]) -> Vec<(&'static str, i64)> {
    match kind {
        Some(Kind::Bcrypt) => {
            let cost = std::str::from_utf8(&hash[4..6])
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            vec![("cost", cost)]
        }
        Some(_) => match parse_argon2(hash) {
            Some((_, h)) => vec![
                ("memory_cost", h.m as i64),
                ("time_cost", h.t as i64),
                ("threads", h.p as i64),
            ],
            None => {
                // php reads the numbers even when the rest is malformed.
                let s = String::from_utf8_lossy(hash);
                let mut v = Vec::new();
                for (k, name) in [
                    ("m=", "memory_cost"),
                    ("t=", "time_cost"),
                    ("p=", "threads"),
                ] {
                    let n = s
                        .find(k)
                        .map(|i| {
                            s[i + 2..]
                                .chars()
                                .take_while(|c| c.is_ascii_digit())
                                .collect::<String>()
                        })
                        .and_then(|d| d.parse().ok())
                        .unwrap_or(0);
                    v.push((name, n));
                }
                v
            }
        },
        None => Vec::new(),
    }
}

fn password_get_info(_vm: &mut Vm, args: &mut Args) -> BResult {
    let hash = args.bytes(0);
    let kind = identify(hash);
    let mut opts = PArr::new();
    for (k, v) in info_options(kind, hash) {
        opts.make_mut()
            .insert(Key::Str(PStr::from(k)), Value::Int(v));
    }
    let mut a = PArr::new();
    let d = a.make_mut();
    match kind {
        Some(k) => {
            d.insert(
                Key::Str(PStr::from("algo")),
                Value::Str(PStr::from(k.name())),
            );
            let name = if k == Kind::Bcrypt {
                "bcrypt"
            } else {
                k.name()
            };
            d.insert(
                Key::Str(PStr::from("algoName")),
                Value::Str(PStr::from(name)),
            );
        }
        None => {
            d.insert(Key::Str(PStr::from("algo")), Value::Null);
            d.insert(
                Key::Str(PStr::from("algoName")),
                Value::Str(PStr::from("unknown")),
            );
        }
    }
    d.insert(Key::Str(PStr::from("options")), Value::Arr(opts));
    Ok(Value::Arr(a))
}

fn password_needs_rehash(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some(new) = algo_of(args.val(1)) else {
        return Ok(Value::Bool(false));
    };
    let hash = args.bytes(0);
    let old = identify(hash);
    if old != Some(new) {
        return Ok(Value::Bool(true));
    }
    let opts = options_arr(args, 2);
    let have = info_options(old, hash);
    // Unlike password_hash, the wanted options are not validated.
    let want: Vec<(&str, i64)> = match new {
        Kind::Bcrypt => vec![("cost", opt_long(vm, opts, "cost")?.unwrap_or(BCRYPT_COST))],
        _ => vec![
            (
                "memory_cost",
                opt_long(vm, opts, "memory_cost")?.unwrap_or(ARGON2_MEMORY),
            ),
            (
                "time_cost",
                opt_long(vm, opts, "time_cost")?.unwrap_or(ARGON2_TIME),
            ),
            (
                "threads",
                opt_long(vm, opts, "threads")?.unwrap_or(ARGON2_THREADS),
            ),
        ],
    };
    Ok(Value::Bool(have != want))
}

fn password_algos(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::Arr(PArr::from_values(vec![
        Value::Str(PStr::from("2y")),
        Value::Str(PStr::from("argon2i")),
        Value::Str(PStr::from("argon2id")),
    ])))
}
