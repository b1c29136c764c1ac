//! The small non-cryptographic algorithms of ext/hash, written by hand:
//! the three CRC-32 variants, Adler-32, FNV-1/FNV-1a (32 and 64 bits),
//! Jenkins' one-at-a-time and MurmurHash3 (x86 32-bit, x86 128-bit and
//! x64 128-bit). Each gives its result in php's byte order. Not here: the
//! cryptographic digests (RustCrypto crates) and xxHash (xxhash-rust).

/// One 256-entry table per CRC flavour, built at compile time.
const fn crc_table_reflected(poly: u32) -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 { (c >> 1) ^ poly } else { c >> 1 };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

const fn crc_table_msb(poly: u32) -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = (i as u32) << 24;
        let mut k = 0;
        while k < 8 {
            c = if c & 0x8000_0000 != 0 {
                (c << 1) ^ poly
            } else {
                c << 1
            };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

static CRC32C_TABLE: [u32; 256] = crc_table_reflected(0x82F6_3B78);
static CRC32_BZIP_TABLE: [u32; 256] = crc_table_msb(0x04C1_1DB7);

/// Which CRC-32 php means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CrcKind {
    /// php's "crc32": the bzip2 CRC, bytes printed least significant first.
    Bzip,
    /// "crc32b": zlib's CRC (the crc32() function), big-endian.
    B,
    /// "crc32c": Castagnoli, big-endian.
    C,
}

pub fn crc_update(kind: CrcKind, mut crc: u32, data: &[u8]) -> u32 {
    match kind {
        CrcKind::Bzip => {
            for &b in data {
                crc = (crc << 8) ^ CRC32_BZIP_TABLE[((crc >> 24) as u8 ^ b) as usize];
            }
        }
        CrcKind::B => crc = crc32b_update(crc, data),
        CrcKind::C => {
            for &b in data {
                crc = (crc >> 8) ^ CRC32C_TABLE[((crc as u8) ^ b) as usize];
            }
        }
    }
    crc
}

/// zlib's CRC-32 ("crc32b", the crc32() function) through the
/// `crc32fast` crate: carry-less multiplication (PCLMULQDQ) folding 64
/// bytes a step where the CPU has it, as php's own crc32 does on x86-64,
/// slicing by 16 elsewhere. `crc` is the raw register (not inverted); the
/// crate keeps the inverted value.
fn crc32b_update(crc: u32, data: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new_with_initial(!crc);
    h.update(data);
    !h.finalize()
}

pub fn crc_final(kind: CrcKind, crc: u32) -> [u8; 4] {
    let v = !crc;
    match kind {
        CrcKind::Bzip => v.to_le_bytes(),
        _ => v.to_be_bytes(),
    }
}

pub fn adler_update(state: u32, data: &[u8]) -> u32 {
    let (mut a, mut b) = (state & 0xffff, state >> 16);
    for chunk in data.chunks(5552) {
        for &c in chunk {
            a += c as u32;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    (b << 16) | a
}

pub const FNV32_OFFSET: u32 = 0x811c_9dc5;
pub const FNV64_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

pub fn fnv32_update(mut h: u32, data: &[u8], a: bool) -> u32 {
    for &c in data {
        if a {
            h ^= c as u32;
            h = h.wrapping_mul(0x0100_0193);
        } else {
            h = h.wrapping_mul(0x0100_0193);
            h ^= c as u32;
        }
    }
    h
}

pub fn fnv64_update(mut h: u64, data: &[u8], a: bool) -> u64 {
    for &c in data {
        if a {
            h ^= c as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        } else {
            h = h.wrapping_mul(0x0100_0000_01b3);
            h ^= c as u64;
        }
    }
    h
}

pub fn joaat_update(mut h: u32, data: &[u8]) -> u32 {
    for &c in data {
        h = h.wrapping_add(c as u32);
        h = h.wrapping_add(h << 10);
        h ^= h >> 6;
    }
    h
}

pub fn joaat_final(mut h: u32) -> u32 {
    h = h.wrapping_add(h << 3);
    h ^= h >> 11;
    h.wrapping_add(h << 15)
}

fn fmix32(mut h: u32) -> u32 {
    h ^= h >> 16;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    h = h.wrapping_mul(0xc2b2_ae35);
    h ^ (h >> 16)
}

fn fmix64(mut k: u64) -> u64 {
    k ^= k >> 33;
    k = k.wrapping_mul(0xff51_afd7_ed55_8ccd);
    k ^= k >> 33;
    k = k.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    k ^ (k >> 33)
}

fn le32(b: &[u8]) -> u32 {
    let mut x = [0u8; 4];
    x[..b.len()].copy_from_slice(b);
    u32::from_le_bytes(x)
}

fn le64(b: &[u8]) -> u64 {
    let mut x = [0u8; 8];
    x[..b.len()].copy_from_slice(b);
    u64::from_le_bytes(x)
}

/// MurmurHash3_x86_32 ("murmur3a").
pub fn murmur3a(data: &[u8], seed: u32) -> [u8; 4] {
    const C1: u32 = 0xcc9e_2d51;
    const C2: u32 = 0x1b87_3593;
    let mut h = seed;
    let mut chunks = data.chunks_exact(4);
    for c in &mut chunks {
        let mut k = le32(c);
        k = k.wrapping_mul(C1).rotate_left(15).wrapping_mul(C2);
        h ^= k;
        h = h.rotate_left(13).wrapping_mul(5).wrapping_add(0xe654_6b64);
    }
    let tail = chunks.remainder();
    if !tail.is_empty() {
        let k = le32(tail).wrapping_mul(C1).rotate_left(15).wrapping_mul(C2);
        h ^= k;
    }
    h ^= data.len() as u32;
    fmix32(h).to_be_bytes()
}

/// MurmurHash3_x86_128 ("murmur3c").
pub fn murmur3c(data: &[u8], seed: u32) -> [u8; 16] {
    const C: [u32; 4] = [0x239b_961b, 0xab0e_9789, 0x38b3_4ae5, 0xa1e3_8b93];
    const ROT: [u32; 4] = [15, 16, 17, 18];
    let mut h = [seed; 4];
    let mut chunks = data.chunks_exact(16);
    for c in &mut chunks {
        let k: [u32; 4] = std::array::from_fn(|i| le32(&c[i * 4..i * 4 + 4]));
        let mix = |i: usize, k: u32| {
            k.wrapping_mul(C[i])
                .rotate_left(ROT[i])
                .wrapping_mul(C[(i + 1) % 4])
        };
        h[0] ^= mix(0, k[0]);
        h[0] = h[0]
            .rotate_left(19)
            .wrapping_add(h[1])
            .wrapping_mul(5)
            .wrapping_add(0x561c_cd1b);
        h[1] ^= mix(1, k[1]);
        h[1] = h[1]
            .rotate_left(17)
            .wrapping_add(h[2])
            .wrapping_mul(5)
            .wrapping_add(0x0bca_a747);
        h[2] ^= mix(2, k[2]);
        h[2] = h[2]
            .rotate_left(15)
            .wrapping_add(h[3])
            .wrapping_mul(5)
            .wrapping_add(0x96cd_1c35);
        h[3] ^= mix(3, k[3]);
        h[3] = h[3]
            .rotate_left(13)
            .wrapping_add(h[0])
            .wrapping_mul(5)
            .wrapping_add(0x32ac_3b17);
    }
    let tail = chunks.remainder();
    for i in (0..4).rev() {
        let lo = i * 4;
        if tail.len() > lo {
            let hi = tail.len().min(lo + 4);
            let k = le32(&tail[lo..hi])
                .wrapping_mul(C[i])
                .rotate_left(ROT[i])
                .wrapping_mul(C[(i + 1) % 4]);
            h[i] ^= k;
        }
    }
    let len = data.len() as u32;
    for x in h.iter_mut() {
        *x ^= len;
    }
    h[0] = h[0]
        .wrapping_add(h[1])
        .wrapping_add(h[2])
        .wrapping_add(h[3]);
    h[1] = h[1].wrapping_add(h[0]);
    h[2] = h[2].wrapping_add(h[0]);
    h[3] = h[3].wrapping_add(h[0]);
    for x in h.iter_mut() {
        *x = fmix32(*x);
    }
    h[0] = h[0]
        .wrapping_add(h[1])
        .wrapping_add(h[2])
        .wrapping_add(h[3]);
    h[1] = h[1].wrapping_add(h[0]);
    h[2] = h[2].wrapping_add(h[0]);
    h[3] = h[3].wrapping_add(h[0]);
    let mut out = [0u8; 16];
    for i in 0..4 {
        out[i * 4..i * 4 + 4].copy_from_slice(&h[i].to_be_bytes());
    }
    out
}

/// MurmurHash3_x64_128 ("murmur3f").
pub fn murmur3f(data: &[u8], seed: u64) -> [u8; 16] {
    const C1: u64 = 0x87c3_7b91_1142_53d5;
    const C2: u64 = 0x4cf5_ad43_2745_937f;
    let (mut h1, mut h2) = (seed, seed);
    let mut chunks = data.chunks_exact(16);
    for c in &mut chunks {
        let k1 = le64(&c[..8])
            .wrapping_mul(C1)
            .rotate_left(31)
            .wrapping_mul(C2);
        h1 ^= k1;
        h1 = h1
            .rotate_left(27)
            .wrapping_add(h2)
            .wrapping_mul(5)
            .wrapping_add(0x52dc_e729);
        let k2 = le64(&c[8..])
            .wrapping_mul(C2)
            .rotate_left(33)
            .wrapping_mul(C1);
        h2 ^= k2;
        h2 = h2
            .rotate_left(31)
            .wrapping_add(h1)
            .wrapping_mul(5)
            .wrapping_add(0x3849_5ab5);
    }
    let tail = chunks.remainder();
    if tail.len() > 8 {
        h2 ^= le64(&tail[8..])
            .wrapping_mul(C2)
            .rotate_left(33)
            .wrapping_mul(C1);
    }
    if !tail.is_empty() {
        h1 ^= le64(&tail[..tail.len().min(8)])
            .wrapping_mul(C1)
            .rotate_left(31)
            .wrapping_mul(C2);
    }
    let len = data.len() as u64;
    h1 ^= len;
    h2 ^= len;
    h1 = h1.wrapping_add(h2);
    h2 = h2.wrapping_add(h1);
    h1 = fmix64(h1);
    h2 = fmix64(h2);
    h1 = h1.wrapping_add(h2);
    h2 = h2.wrapping_add(h1);
    let mut out = [0u8; 16];
    out[..8].copy_from_slice(&h1.to_be_bytes());
    out[8..].copy_from_slice(&h2.to_be_bytes());
    out
}
