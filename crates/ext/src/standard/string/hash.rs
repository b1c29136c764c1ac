//! md5, sha1 and crc32 (and md5_file, sha1_file): md5 and crc32 are
//! implemented here, sha1 comes from the workspace's `sha1` crate (which
//! ext/hash also uses); all byte-exact with php's digests.
//! Not here: the hash extension (hash(), hash_hmac).

use tusk_value::Value;
use tusk_vm::{Args, BResult, Unwind, Vm};

/// MD5 (RFC 1321) of `data`.
pub fn md5(data: &[u8]) -> [u8; 16] {
    const S: [u32; 64] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5,
        9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10,
        15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ];
    let k: [u32; 64] =
        std::array::from_fn(|i| ((i as f64 + 1.0).sin().abs() * 4294967296.0) as u32);
    let mut h: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    let mut block = |chunk: &[u8]| {
        let m: [u32; 16] = std::array::from_fn(|i| {
            u32::from_le_bytes([
                chunk[i * 4],
                chunk[i * 4 + 1],
                chunk[i * 4 + 2],
                chunk[i * 4 + 3],
            ])
        });
        let [mut a, mut b, mut c, mut d] = h;
        macro_rules! rounds {
            ($range:expr, $f:expr, $g:expr) => {
                for i in $range {
                    let f: u32 = $f(b, c, d);
                    let t = d;
                    d = c;
                    c = b;
                    b = b.wrapping_add(
                        a.wrapping_add(f)
                            .wrapping_add(k[i])
                            .wrapping_add(m[$g(i)])
                            .rotate_left(S[i]),
                    );
                    a = t;
                }
            };
        }
        rounds!(
            0..16,
            |b: u32, c: u32, d: u32| (b & c) | (!b & d),
            |i: usize| i
        );
        rounds!(
            16..32,
            |b: u32, c: u32, d: u32| (d & b) | (!d & c),
            |i: usize| (5 * i + 1) % 16
        );
        rounds!(32..48, |b: u32, c: u32, d: u32| b ^ c ^ d, |i: usize| (3
            * i
            + 5)
            % 16);
        rounds!(48..64, |b: u32, c: u32, d: u32| c ^ (b | !d), |i: usize| (7
            * i)
            % 16);
        h[0] = h[0].wrapping_add(a);
        h[1] = h[1].wrapping_add(b);
        h[2] = h[2].wrapping_add(c);
        h[3] = h[3].wrapping_add(d);
    };
    let tail = pad_message(data);
    let full = data.len() / 64 * 64;
    for c in data[..full].chunks(64) {
        block(c);
    }
    for c in tail.chunks(64) {
        block(c);
    }
    let mut out = [0u8; 16];
    for (i, w) in h.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&w.to_le_bytes());
    }
    out
}

/// The last partial block of `data` plus MD-style padding and the bit
/// length (little-endian, as md5 wants).
fn pad_message(data: &[u8]) -> Vec<u8> {
    let full = data.len() / 64 * 64;
    let mut tail = data[full..].to_vec();
    tail.push(0x80);
    while tail.len() % 64 != 56 {
        tail.push(0);
    }
    let bits = (data.len() as u64).wrapping_mul(8);
    tail.extend_from_slice(&bits.to_le_bytes());
    tail
}

/// SHA-1 (FIPS 180-1) of `data` (the workspace's `sha1` crate, which
/// uses the CPU's SHA instructions when present).
pub fn sha1(data: &[u8]) -> [u8; 20] {
    use sha1::Digest;
    let d = sha1::Sha1::digest(data);
    let mut out = [0u8; 20];
    out.copy_from_slice(&d);
    out
}

/// CRC-32 (IEEE 802.3, the polynomial php's crc32() uses), slicing by 8.
pub fn crc32(data: &[u8]) -> u32 {
    static TABLES: std::sync::OnceLock<[[u32; 256]; 8]> = std::sync::OnceLock::new();
    let t = TABLES.get_or_init(|| {
        let mut t = [[0u32; 256]; 8];
        for (n, slot) in t[0].iter_mut().enumerate() {
            let mut c = n as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xEDB88320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *slot = c;
        }
        for k in 1..8 {
            let (done, rest) = t.split_at_mut(k);
            for (n, slot) in rest[0].iter_mut().enumerate() {
                let prev = done[k - 1][n];
                *slot = (prev >> 8) ^ done[0][(prev & 0xff) as usize];
            }
        }
        t
    });
    let mut crc = !0u32;
    let mut chunks = data.chunks_exact(8);
    for c in &mut chunks {
        let lo = u32::from_le_bytes([c[0], c[1], c[2], c[3]]) ^ crc;
        let hi = u32::from_le_bytes([c[4], c[5], c[6], c[7]]);
        crc = t[7][(lo & 0xff) as usize]
            ^ t[6][((lo >> 8) & 0xff) as usize]
            ^ t[5][((lo >> 16) & 0xff) as usize]
            ^ t[4][(lo >> 24) as usize]
            ^ t[3][(hi & 0xff) as usize]
            ^ t[2][((hi >> 8) & 0xff) as usize]
            ^ t[1][((hi >> 16) & 0xff) as usize]
            ^ t[0][(hi >> 24) as usize];
    }
    for &b in chunks.remainder() {
        crc = t[0][((crc ^ b as u32) & 0xff) as usize] ^ (crc >> 8);
    }
    !crc
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
