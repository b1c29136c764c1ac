//! The algorithm table of ext/hash and the incremental state of one hash
//! (`State`: new, update, finish, clone for hash_copy), plus HMAC over any
//! cryptographic entry. Names and order follow php's hash_algos(); only the
//! algorithms Tusk implements are listed (see mod.rs for the gaps).
//! Not here: argument handling and the HashContext object (mod.rs).

use super::small::{self, CrcKind};
use sha2::Digest;
use xxhash_rust::{xxh3, xxh32, xxh64};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Id {
    Md4,
    Md5,
    Sha1,
    Sha224,
    Sha256,
    Sha384,
    Sha512_224,
    Sha512_256,
    Sha512,
    Sha3_224,
    Sha3_256,
    Sha3_384,
    Sha3_512,
    Ripemd128,
    Ripemd160,
    Ripemd256,
    Ripemd320,
    Whirlpool,
    Adler32,
    Crc32,
    Crc32b,
    Crc32c,
    Fnv132,
    Fnv1a32,
    Fnv164,
    Fnv1a64,
    Joaat,
    Murmur3a,
    Murmur3c,
    Murmur3f,
    Xxh32,
    Xxh64,
    Xxh3,
    Xxh128,
}

/// One algorithm: php's name, digest size, HMAC block size (0 for the
/// non-cryptographic ones, which hash_hmac refuses).
pub struct Algo {
    pub name: &'static str,
    pub id: Id,
    pub size: usize,
    pub block: usize,
}

impl Algo {
    pub fn is_crypto(&self) -> bool {
        self.block != 0
    }
}

const fn a(name: &'static str, id: Id, size: usize, block: usize) -> Algo {
    Algo {
        name,
        id,
        size,
        block,
    }
}

/// In php's hash_algos() order.
pub static ALGOS: &[Algo] = &[
    a("md4", Id::Md4, 16, 64),
    a("md5", Id::Md5, 16, 64),
    a("sha1", Id::Sha1, 20, 64),
    a("sha224", Id::Sha224, 28, 64),
    a("sha256", Id::Sha256, 32, 64),
    a("sha384", Id::Sha384, 48, 128),
    a("sha512/224", Id::Sha512_224, 28, 128),
    a("sha512/256", Id::Sha512_256, 32, 128),
    a("sha512", Id::Sha512, 64, 128),
    a("sha3-224", Id::Sha3_224, 28, 144),
    a("sha3-256", Id::Sha3_256, 32, 136),
    a("sha3-384", Id::Sha3_384, 48, 104),
    a("sha3-512", Id::Sha3_512, 64, 72),
    a("ripemd128", Id::Ripemd128, 16, 64),
    a("ripemd160", Id::Ripemd160, 20, 64),
    a("ripemd256", Id::Ripemd256, 32, 64),
    a("ripemd320", Id::Ripemd320, 40, 64),
    a("whirlpool", Id::Whirlpool, 64, 64),
    a("adler32", Id::Adler32, 4, 0),
    a("crc32", Id::Crc32, 4, 0),
    a("crc32b", Id::Crc32b, 4, 0),
    a("crc32c", Id::Crc32c, 4, 0),
    a("fnv132", Id::Fnv132, 4, 0),
    a("fnv1a32", Id::Fnv1a32, 4, 0),
    a("fnv164", Id::Fnv164, 8, 0),
    a("fnv1a64", Id::Fnv1a64, 8, 0),
    a("joaat", Id::Joaat, 4, 0),
    a("murmur3a", Id::Murmur3a, 4, 0),
    a("murmur3c", Id::Murmur3c, 16, 0),
    a("murmur3f", Id::Murmur3f, 16, 0),
    a("xxh32", Id::Xxh32, 4, 0),
    a("xxh64", Id::Xxh64, 8, 0),
    a("xxh3", Id::Xxh3, 8, 0),
    a("xxh128", Id::Xxh128, 16, 0),
];

/// Looks an algorithm up by name, case-insensitively as php does.
pub fn find(name: &[u8]) -> Option<&'static Algo> {
    ALGOS
        .iter()
        .find(|a| a.name.as_bytes().eq_ignore_ascii_case(name))
}

/// Seeds and secrets from the `$options` array (murmur and xxHash).
#[derive(Clone, Default)]
pub struct Options {
    pub seed: Option<u64>,
    pub secret: Option<Vec<u8>>,
}

/// The running state of one hash.
#[derive(Clone)]
pub enum State {
    Md4(md4::Md4),
    Md5(md5::Md5),
    Sha1(sha1::Sha1),
    Sha224(sha2::Sha224),
    Sha256(sha2::Sha256),
    Sha384(sha2::Sha384),
    Sha512_224(sha2::Sha512_224),
    Sha512_256(sha2::Sha512_256),
    Sha512(sha2::Sha512),
    Sha3_224(sha3::Sha3_224),
    Sha3_256(sha3::Sha3_256),
    Sha3_384(sha3::Sha3_384),
    Sha3_512(sha3::Sha3_512),
    Ripemd128(ripemd::Ripemd128),
    Ripemd160(ripemd::Ripemd160),
    Ripemd256(ripemd::Ripemd256),
    Ripemd320(ripemd::Ripemd320),
    Whirlpool(Box<whirlpool::Whirlpool>),
    Adler32(u32),
    Crc(CrcKind, u32),
    Fnv32(bool, u32),
    Fnv64(bool, u64),
    Joaat(u32),
    /// MurmurHash3 is computed at the end over the buffered input.
    Murmur(Id, u64, Vec<u8>),
    Xxh32(Box<xxh32::Xxh32>),
    Xxh64(Box<xxh64::Xxh64>),
    Xxh3(Box<xxh3::Xxh3>, bool),
    /// xxh3/xxh128 with a custom secret: buffered.
    Xxh3Secret(Vec<u8>, Vec<u8>, bool),
}

impl State {
    pub fn new(id: Id, opts: &Options) -> State {
        let seed = opts.seed.unwrap_or(0);
        match id {
            Id::Md4 => State::Md4(Default::default()),
            Id::Md5 => State::Md5(Default::default()),
            Id::Sha1 => State::Sha1(Default::default()),
            Id::Sha224 => State::Sha224(Default::default()),
            Id::Sha256 => State::Sha256(Default::default()),
            Id::Sha384 => State::Sha384(Default::default()),
            Id::Sha512_224 => State::Sha512_224(Default::default()),
            Id::Sha512_256 => State::Sha512_256(Default::default()),
            Id::Sha512 => State::Sha512(Default::default()),
            Id::Sha3_224 => State::Sha3_224(Default::default()),
            Id::Sha3_256 => State::Sha3_256(Default::default()),
            Id::Sha3_384 => State::Sha3_384(Default::default()),
            Id::Sha3_512 => State::Sha3_512(Default::default()),
            Id::Ripemd128 => State::Ripemd128(Default::default()),
            Id::Ripemd160 => State::Ripemd160(Default::default()),
            Id::Ripemd256 => State::Ripemd256(Default::default()),
            Id::Ripemd320 => State::Ripemd320(Default::default()),
            Id::Whirlpool => State::Whirlpool(Default::default()),
            Id::Adler32 => State::Adler32(1),
            Id::Crc32 => State::Crc(CrcKind::Bzip, !0),
            Id::Crc32b => State::Crc(CrcKind::B, !0),
            Id::Crc32c => State::Crc(CrcKind::C, !0),
            Id::Fnv132 => State::Fnv32(false, small::FNV32_OFFSET),
            Id::Fnv1a32 => State::Fnv32(true, small::FNV32_OFFSET),
            Id::Fnv164 => State::Fnv64(false, small::FNV64_OFFSET),
            Id::Fnv1a64 => State::Fnv64(true, small::FNV64_OFFSET),
            Id::Joaat => State::Joaat(0),
            Id::Murmur3a | Id::Murmur3c | Id::Murmur3f => State::Murmur(id, seed, Vec::new()),
            Id::Xxh32 => State::Xxh32(Box::new(xxh32::Xxh32::new(seed as u32))),
            Id::Xxh64 => State::Xxh64(Box::new(xxh64::Xxh64::new(seed))),
            Id::Xxh3 | Id::Xxh128 => {
                let wide = id == Id::Xxh128;
                match &opts.secret {
                    Some(s) => State::Xxh3Secret(s.clone(), Vec::new(), wide),
                    None if seed != 0 => State::Xxh3(Box::new(xxh3::Xxh3::with_seed(seed)), wide),
                    None => State::Xxh3(Box::new(xxh3::Xxh3::new()), wide),
                }
            }
        }
    }

    pub fn update(&mut self, d: &[u8]) {
        match self {
            State::Md4(h) => h.update(d),
            State::Md5(h) => h.update(d),
            State::Sha1(h) => h.update(d),
            State::Sha224(h) => h.update(d),
            State::Sha256(h) => h.update(d),
            State::Sha384(h) => h.update(d),
            State::Sha512_224(h) => h.update(d),
            State::Sha512_256(h) => h.update(d),
            State::Sha512(h) => h.update(d),
            State::Sha3_224(h) => h.update(d),
            State::Sha3_256(h) => h.update(d),
            State::Sha3_384(h) => h.update(d),
            State::Sha3_512(h) => h.update(d),
            State::Ripemd128(h) => h.update(d),
            State::Ripemd160(h) => h.update(d),
            State::Ripemd256(h) => h.update(d),
            State::Ripemd320(h) => h.update(d),
            State::Whirlpool(h) => h.update(d),
            State::Adler32(s) => *s = small::adler_update(*s, d),
            State::Crc(k, s) => *s = small::crc_update(*k, *s, d),
            State::Fnv32(a, s) => *s = small::fnv32_update(*s, d, *a),
            State::Fnv64(a, s) => *s = small::fnv64_update(*s, d, *a),
            State::Joaat(s) => *s = small::joaat_update(*s, d),
            State::Murmur(_, _, buf) | State::Xxh3Secret(_, buf, _) => buf.extend_from_slice(d),
            State::Xxh32(h) => h.update(d),
            State::Xxh64(h) => h.update(d),
            State::Xxh3(h, _) => h.update(d),
        }
    }

    /// The digest, in php's byte order.
    pub fn finish(self) -> Vec<u8> {
        match self {
            State::Md4(h) => h.finalize().to_vec(),
            State::Md5(h) => h.finalize().to_vec(),
            State::Sha1(h) => h.finalize().to_vec(),
            State::Sha224(h) => h.finalize().to_vec(),
            State::Sha256(h) => h.finalize().to_vec(),
            State::Sha384(h) => h.finalize().to_vec(),
            State::Sha512_224(h) => h.finalize().to_vec(),
            State::Sha512_256(h) => h.finalize().to_vec(),
            State::Sha512(h) => h.finalize().to_vec(),
            State::Sha3_224(h) => h.finalize().to_vec(),
            State::Sha3_256(h) => h.finalize().to_vec(),
            State::Sha3_384(h) => h.finalize().to_vec(),
            State::Sha3_512(h) => h.finalize().to_vec(),
            State::Ripemd128(h) => h.finalize().to_vec(),
            State::Ripemd160(h) => h.finalize().to_vec(),
            State::Ripemd256(h) => h.finalize().to_vec(),
            State::Ripemd320(h) => h.finalize().to_vec(),
            State::Whirlpool(h) => h.finalize().to_vec(),
            State::Adler32(s) => s.to_be_bytes().to_vec(),
            State::Crc(k, s) => small::crc_final(k, s).to_vec(),
            State::Fnv32(_, s) => s.to_be_bytes().to_vec(),
            State::Fnv64(_, s) => s.to_be_bytes().to_vec(),
            State::Joaat(s) => small::joaat_final(s).to_be_bytes().to_vec(),
            State::Murmur(id, seed, buf) => match id {
                Id::Murmur3a => small::murmur3a(&buf, seed as u32).to_vec(),
                Id::Murmur3c => small::murmur3c(&buf, seed as u32).to_vec(),
                _ => small::murmur3f(&buf, seed).to_vec(),
            },
            State::Xxh32(h) => h.digest().to_be_bytes().to_vec(),
            State::Xxh64(h) => h.digest().to_be_bytes().to_vec(),
            State::Xxh3(h, false) => h.digest().to_be_bytes().to_vec(),
            State::Xxh3(h, true) => h.digest128().to_be_bytes().to_vec(),
            State::Xxh3Secret(secret, buf, false) => xxh3::xxh3_64_with_secret(&buf, &secret)
                .to_be_bytes()
                .to_vec(),
            State::Xxh3Secret(secret, buf, true) => xxh3::xxh3_128_with_secret(&buf, &secret)
                .to_be_bytes()
                .to_vec(),
        }
    }
}

/// One-shot digest.
pub fn digest(algo: &Algo, data: &[u8], opts: &Options) -> Vec<u8> {
    let mut s = State::new(algo.id, opts);
    s.update(data);
    s.finish()
}

/// The HMAC key block: the key, hashed first when longer than a block,
/// zero-padded to the block size.
pub fn hmac_key(algo: &Algo, key: &[u8]) -> Vec<u8> {
    let mut k = if key.len() > algo.block {
        digest(algo, key, &Options::default())
    } else {
        key.to_vec()
    };
    k.resize(algo.block, 0);
    k
}

/// The inner state of an HMAC: H(key ^ ipad || ...).
pub fn hmac_inner(algo: &Algo, kblock: &[u8]) -> State {
    let mut s = State::new(algo.id, &Options::default());
    let pad: Vec<u8> = kblock.iter().map(|b| b ^ 0x36).collect();
    s.update(&pad);
    s
}

/// Completes an HMAC from the finished inner digest.
pub fn hmac_outer(algo: &Algo, kblock: &[u8], inner: &[u8]) -> Vec<u8> {
    let mut s = State::new(algo.id, &Options::default());
    let pad: Vec<u8> = kblock.iter().map(|b| b ^ 0x5c).collect();
    s.update(&pad);
    s.update(inner);
    s.finish()
}

/// One-shot HMAC.
pub fn hmac(algo: &Algo, key: &[u8], data: &[u8]) -> Vec<u8> {
    let k = hmac_key(algo, key);
    let mut s = hmac_inner(algo, &k);
    s.update(data);
    let inner = s.finish();
    hmac_outer(algo, &k, &inner)
}
