//! Random numbers: mt_rand/rand and their seeding (php's exact Mt19937
//! sequences, in both MT_RAND_MT19937 and the legacy MT_RAND_PHP modes,
//! with php's unbiased range reduction), and random_int from the OS.
//!
//! The generator is per-request state. The VM has no typed extension slot
//! yet, so it lives in a thread-local here, cleared by [`reset`] (called
//! through `tusk_ext::reset_request_state` at every request start).
//! random_bytes reads the OS CSPRNG too.
//! Not here: the Random\Randomizer classes, lcg_value.

use std::cell::RefCell;
use std::io::Read;
use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Vm};

pub static STANDARD_RAND: Module = Module {
    name: "random",
    classes: &[],
    functions: &[
        Builtin {
            sig: "mt_srand(int $seed = 0, int $mode = MT_RAND_MT19937): void",
            f: mt_srand,
        },
        Builtin {
            sig: "srand(int $seed = 0, int $mode = MT_RAND_MT19937): void",
            f: mt_srand,
        },
        Builtin {
            sig: "mt_rand(int $min = UNKNOWN, int $max = UNKNOWN, mixed ...$extra): int",
            f: mt_rand,
        },
        Builtin {
            sig: "rand(int $min = UNKNOWN, int $max = UNKNOWN, mixed ...$extra): int",
            f: rand,
        },
        Builtin {
            sig: "mt_getrandmax(): int",
            f: getrandmax,
        },
        Builtin {
            sig: "getrandmax(): int",
            f: getrandmax,
        },
        Builtin {
            sig: "random_int(int $min, int $max): int",
            f: random_int,
        },
        Builtin {
            sig: "random_bytes(int $length): string",
            f: random_bytes,
        },
    ],
    constants: &[
        ("MT_RAND_MT19937", ConstVal::Int(0)),
        ("MT_RAND_PHP", ConstVal::Int(1)),
    ],
};

const N: usize = 624;
const M: usize = 397;
pub const MT_RAND_MAX: i64 = 0x7FFF_FFFF;

/// Which twist the generator uses: the standard one, or php 5's buggy one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MtMode {
    Mt19937,
    Php,
}

/// A Mersenne Twister in php's form.
pub struct Mt {
    state: [u32; N],
    count: usize,
    pub mode: MtMode,
}

impl Mt {
    pub fn new(seed: u32, mode: MtMode) -> Mt {
        let mut mt = Mt {
            state: [0; N],
            count: 0,
            mode,
        };
        mt.seed(seed);
        mt
    }

    pub fn seed(&mut self, seed: u32) {
        self.state[0] = seed;
        for i in 1..N {
            let p = self.state[i - 1];
            self.state[i] = 1812433253u32
                .wrapping_mul(p ^ (p >> 30))
                .wrapping_add(i as u32);
        }
        self.reload();
    }

    fn twist(&self, m: u32, u: u32, v: u32) -> u32 {
        let mix = (u & 0x8000_0000) | (v & 0x7FFF_FFFF);
        // The legacy mode took the low bit from the wrong word.
        let lo = match self.mode {
            MtMode::Mt19937 => v & 1,
            MtMode::Php => u & 1,
        };
        m ^ (mix >> 1) ^ (0u32.wrapping_sub(lo) & 0x9908_b0df)
    }

    fn reload(&mut self) {
        for i in 0..N {
            let m = self.state[(i + M) % N];
            let u = self.state[i];
            let v = self.state[(i + 1) % N];
            self.state[i] = self.twist(m, u, v);
        }
        self.count = 0;
    }

    /// The next 32-bit output.
    pub fn next_u32(&mut self) -> u32 {
        if self.count >= N {
            self.reload();
        }
        let mut s = self.state[self.count];
        self.count += 1;
        s ^= s >> 11;
        s ^= (s << 7) & 0x9d2c_5680;
        s ^= (s << 15) & 0xefc6_0000;
        s ^ (s >> 18)
    }

    fn range32(&mut self, umax: u32) -> u32 {
        let mut r = self.next_u32();
        if umax == u32::MAX {
            return r;
        }
        let m = umax + 1;
        if m & (m - 1) == 0 {
            return r & (m - 1);
        }
        let limit = u32::MAX - (u32::MAX % m) - 1;
        while r > limit {
            r = self.next_u32();
        }
        r % m
    }

    fn next_u64(&mut self) -> u64 {
        let lo = self.next_u32() as u64;
        let hi = self.next_u32() as u64;
        lo | (hi << 32)
    }

    fn range64(&mut self, umax: u64) -> u64 {
        let mut r = self.next_u64();
        if umax == u64::MAX {
            return r;
        }
        let m = umax + 1;
        if m & (m - 1) == 0 {
            return r & (m - 1);
        }
        let limit = u64::MAX - (u64::MAX % m) - 1;
        while r > limit {
            r = self.next_u64();
        }
        r % m
    }

    /// A uniform integer in [min, max] (php_mt_rand_range).
    pub fn range(&mut self, min: i64, max: i64) -> i64 {
        let umax = (max as u64).wrapping_sub(min as u64);
        if umax > u32::MAX as u64 {
            return self.range64(umax).wrapping_add(min as u64) as i64;
        }
        (self.range32(umax as u32) as u64).wrapping_add(min as u64) as i64
    }

    /// php_mt_rand_common: the legacy mode scales instead of rejecting.
    pub fn common(&mut self, min: i64, max: i64) -> i64 {
        if self.mode == MtMode::Mt19937 {
            return self.range(min, max);
        }
        let r = (self.next_u32() >> 1) as f64;
        let offset = ((max as f64 - min as f64 + 1.0) * (r / (MT_RAND_MAX as f64 + 1.0))) as u64;
        offset.wrapping_add(min as u64) as i64
    }
}

thread_local! {
    static MT: RefCell<Option<Mt>> = const { RefCell::new(None) };
}

/// Forgets the generator: the next mt_rand seeds itself randomly.
pub fn reset() {
    MT.with(|m| *m.borrow_mut() = None);
}

/// `n` bytes from the operating system's CSPRNG.
pub fn os_random(buf: &mut [u8]) -> std::io::Result<()> {
    std::fs::File::open("/dev/urandom")?.read_exact(buf)
}

fn random_seed() -> u32 {
    let mut b = [0u8; 4];
    if os_random(&mut b).is_err() {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        return (t ^ (t >> 32) ^ std::process::id() as u64) as u32;
    }
    u32::from_le_bytes(b)
}

/// Runs `f` on this request's generator, seeding it first if needed.
pub fn with_mt<R>(f: impl FnOnce(&mut Mt) -> R) -> R {
    MT.with(|m| {
        let mut m = m.borrow_mut();
        let mt = m.get_or_insert_with(|| Mt::new(random_seed(), MtMode::Mt19937));
        f(mt)
    })
}

fn mt_srand(_vm: &mut Vm, args: &mut Args) -> BResult {
    let mode = if args.opt_int(1, 0) == 1 {
        MtMode::Php
    } else {
        MtMode::Mt19937
    };
    let seed = match args.get(0) {
        Some(Value::Int(s)) => *s as u32,
        _ => random_seed(),
    };
    MT.with(|m| *m.borrow_mut() = Some(Mt::new(seed, mode)));
    Ok(Value::Null)
}

/// The shared front of mt_rand() and rand(): no arguments gives the raw
/// generator output, otherwise exactly (min, max) are required.
fn rand_bounds(vm: &mut Vm, args: &Args) -> Result<Option<(i64, i64)>, tusk_vm::Unwind> {
    if args.is_empty() {
        return Ok(None);
    }
    if args.len() != 2 {
        // Zero or exactly two: php checks the count itself.
        return Err(vm.throw(
            "ArgumentCountError",
            &format!(
                "{}() expects exactly 2 arguments, {} given",
                vm.cur_builtin,
                args.len()
            ),
        ));
    }
    Ok(Some((args.int(0), args.int(1))))
}

fn mt_rand(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some((min, max)) = rand_bounds(vm, args)? else {
        return Ok(Value::Int(with_mt(|m| m.next_u32() >> 1) as i64));
    };
    if max < min {
        return Err(vm.arg_value_error(2, "must be greater than or equal to argument #1 ($min)"));
    }
    Ok(Value::Int(with_mt(|m| m.common(min, max))))
}

/// rand() is mt_rand() that accepts its bounds in either order.
fn rand(vm: &mut Vm, args: &mut Args) -> BResult {
    let Some((min, max)) = rand_bounds(vm, args)? else {
        return Ok(Value::Int(with_mt(|m| m.next_u32() >> 1) as i64));
    };
    let (lo, hi) = if max < min { (max, min) } else { (min, max) };
    Ok(Value::Int(with_mt(|m| m.common(lo, hi))))
}

fn getrandmax(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::Int(MT_RAND_MAX))
}

/// A uniform integer in [min, max] from the OS CSPRNG.
pub fn secure_range(min: i64, max: i64) -> std::io::Result<i64> {
    let umax = (max as u64).wrapping_sub(min as u64);
    let next = || -> std::io::Result<u64> {
        let mut b = [0u8; 8];
        os_random(&mut b)?;
        Ok(u64::from_le_bytes(b))
    };
    let mut r = next()?;
    if umax == u64::MAX {
        return Ok(r as i64);
    }
    let m = umax + 1;
    if m & (m - 1) == 0 {
        return Ok((r & (m - 1)).wrapping_add(min as u64) as i64);
    }
    let limit = u64::MAX - (u64::MAX % m) - 1;
    while r > limit {
        r = next()?;
    }
    Ok((r % m).wrapping_add(min as u64) as i64)
}

fn random_int(vm: &mut Vm, args: &mut Args) -> BResult {
    let (min, max) = (args.int(0), args.int(1));
    if min > max {
        return Err(vm.arg_value_error(1, "must be less than or equal to argument #2 ($max)"));
    }
    match secure_range(min, max) {
        Ok(n) => Ok(Value::Int(n)),
        Err(_) => Err(vm.throw("Exception", "Cannot open source device")),
    }
}

fn random_bytes(vm: &mut Vm, args: &mut Args) -> BResult {
    let n = args.int(0);
    if n < 1 {
        return Err(vm.arg_value_error(1, "must be greater than 0"));
    }
    let mut buf = vec![0u8; n as usize];
    if os_random(&mut buf).is_err() {
        return Err(vm.throw("Exception", "Cannot open source device"));
    }
    Ok(Value::from(buf))
}
