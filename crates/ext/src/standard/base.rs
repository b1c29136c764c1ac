//! Number bases and byte values: ord, chr, dechex/hexdec, decbin/bindec,
//! decoct/octdec (ext/standard/math.c's base functions, string.c's ord/chr).

use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

fn ord(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Int(a.bytes(0).first().copied().unwrap_or(0) as i64))
}

fn chr(_vm: &mut Vm, a: &mut Args) -> BResult {
    let c = a.int(0).rem_euclid(256) as u8;
    Ok(Value::Str(one_byte(c)))
}

thread_local! {
    /// One immutable string per byte value, made on first use: chr() hands
    /// out shared copies, as php returns its interned one-byte strings.
    static CHARS: [std::cell::OnceCell<PStr>; 256] =
        const { [const { std::cell::OnceCell::new() }; 256] };
}

/// The one-byte string `c` (immutable, shared; never freed).
pub(crate) fn one_byte(c: u8) -> PStr {
    CHARS.with(|t| {
        t[c as usize]
            .get_or_init(|| PStr::new_immutable(&[c]))
            .clone()
    })
}

/// An unsigned number in base 2^bits (php treats negatives as unsigned).
pub(crate) fn to_base(n: i64, bits: u32) -> Value {
    let mut u = n as u64;
    let mask = (1u64 << bits) - 1;
    let digits = b"0123456789abcdef";
    // Filled from the end: 64 digits at most (base 2).
    let mut buf = [0u8; 64];
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = digits[(u & mask) as usize];
        u >>= bits;
        if u == 0 {
            break;
        }
    }
    Value::Str(PStr::new(&buf[at..]))
}

fn dechex(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(to_base(a.int(0), 4))
}
fn decbin(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(to_base(a.int(0), 1))
}
fn decoct(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(to_base(a.int(0), 3))
}
fn hexdec(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0).to_vec();
    Ok(super::math::base_to_value(vm, &s, 16))
}
fn bindec(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0).to_vec();
    Ok(super::math::base_to_value(vm, &s, 2))
}
fn octdec(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0).to_vec();
    Ok(super::math::base_to_value(vm, &s, 8))
}

pub static STANDARD_BASE: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "ord(string $character): int",
            f: ord,
        },
        Builtin {
            sig: "chr(int $codepoint): string",
            f: chr,
        },
        Builtin {
            sig: "dechex(int $num): string",
            f: dechex,
        },
        Builtin {
            sig: "decbin(int $num): string",
            f: decbin,
        },
        Builtin {
            sig: "decoct(int $num): string",
            f: decoct,
        },
        Builtin {
            sig: "hexdec(string $hex_string): int|float",
            f: hexdec,
        },
        Builtin {
            sig: "bindec(string $binary_string): int|float",
            f: bindec,
        },
        Builtin {
            sig: "octdec(string $octal_string): int|float",
            f: octdec,
        },
    ],
    constants: &[],
};
