//! md5, sha1 and crc32 (and md5_file, sha1_file): the standard functions
//! over the digests ext/hash computes (the `md-5` and `sha1` crates, and
//! its CRC-32), byte-exact with php's.
//! Not here: the hash extension (hash(), hash_hmac).

use tusk_value::Value;
use tusk_vm::{Args, BResult, Unwind, Vm};

/// MD5 (RFC 1321) of `data` (the workspace's `md-5` crate, which ext/hash
/// also uses).
pub fn md5(data: &[u8]) -> [u8; 16] {
    use md5::Digest;
    md5::Md5::digest(data).into()
}

/// SHA-1 (FIPS 180-1) of `data` (the workspace's `sha1` crate, which
/// uses the CPU's SHA instructions when present).
pub fn sha1(data: &[u8]) -> [u8; 20] {
    use sha1::Digest;
    sha1::Sha1::digest(data).into()
}

/// CRC-32 (IEEE 802.3, the polynomial php's crc32() uses): ext/hash's
/// "crc32b" state machine.
pub fn crc32(data: &[u8]) -> u32 {
    !crate::hash::small::crc_update(crate::hash::small::CrcKind::B, !0, data)
}

/// Lower-case hex of `b`.
pub fn hex(b: &[u8]) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = Vec::with_capacity(b.len() * 2);
    for &c in b {
        out.push(HEX[(c >> 4) as usize]);
        out.push(HEX[(c & 15) as usize]);
    }
    out
}

fn digest_value(d: &[u8], raw: bool) -> Value {
    if raw {
        Value::from(d)
    } else {
        Value::from(hex(d))
    }
}

pub(super) fn md5_fn(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(digest_value(&md5(a.bytes(0)), a.opt_bool(1, false)))
}

pub(super) fn sha1_fn(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(digest_value(&sha1(a.bytes(0)), a.opt_bool(1, false)))
}

pub(super) fn crc32_fn(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Int(crc32(a.bytes(0)) as i64))
}

/// Reads a whole file for md5_file/sha1_file, with php's errors (the
/// hash extension's reader: the same messages as hash_file).
fn read_file(vm: &mut Vm, a: &Args) -> Result<Option<Vec<u8>>, Unwind> {
    crate::hash::read_file(vm, a.bytes(0))
}

pub(super) fn md5_file(vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(match read_file(vm, a)? {
        Some(d) => digest_value(&md5(&d), a.opt_bool(1, false)),
        None => Value::Bool(false),
    })
}

pub(super) fn sha1_file(vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(match read_file(vm, a)? {
        Some(d) => digest_value(&sha1(&d), a.opt_bool(1, false)),
        None => Value::Bool(false),
    })
}
