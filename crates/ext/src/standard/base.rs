//! Number bases and byte values: ord, chr, dechex/hexdec, decbin/bindec,
//! decoct/octdec (ext/standard/math.c's base functions, string.c's ord/chr).

use tusk_value::{PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

fn ord(_vm: &mut Vm, a: &mut Args) -> BResult {
    Ok(Value::Int(a.bytes(0).first().copied().unwrap_or(0) as i64))
}

fn chr(_vm: &mut Vm, a: &mut Args) -> BResult {
    let c = a.int(0).rem_euclid(256) as u8;
    Ok(Value::Str(PStr::new(&[c])))
}

/// An unsigned number in base 2^bits (php treats negatives as unsigned).
fn to_base(n: i64, bits: u32) -> Value {
    let mut u = n as u64;
    let mask = (1u64 << bits) - 1;
    let digits = b"0123456789abcdef";
    let mut out = Vec::new();
    loop {
        out.push(digits[(u & mask) as usize]);
        u >>= bits;
        if u == 0 {
            break;
        }
    }
    out.reverse();
    Value::Str(PStr::new(&out))
}

/// php's _php_math_basetozval: skips invalid digits; overflow turns to float.
fn from_base(vm: &mut Vm, s: &[u8], base: u32) -> Value {
    let mut invalid = false;
    let mut n: i64 = 0;
    let mut f: f64 = 0.0;
    let mut is_float = false;
    for &c in s {
        let d = match c {
            b'0'..=b'9' => (c - b'0') as u32,
            b'a'..=b'z' => (c - b'a') as u32 + 10,
            b'A'..=b'Z' => (c - b'A') as u32 + 10,
            _ => {
                invalid = true;
                continue;
            }
        };
        if d >= base {
            invalid = true;
            continue;
        }
        if is_float {
            f = f * base as f64 + d as f64;
        } else {
            match n
                .checked_mul(base as i64)
                .and_then(|x| x.checked_add(d as i64))
            {
                Some(x) => n = x,
                None => {
                    is_float = true;
                    f = n as f64 * base as f64 + d as f64;
                }
            }
        }
    }
    if invalid {
        vm.deprecated(
            "Invalid characters passed for attempted conversion, these have been ignored",
        );
    }
    if is_float {
        Value::Float(f)
    } else {
        Value::Int(n)
    }
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
    Ok(from_base(vm, &s, 16))
}
fn bindec(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0).to_vec();
    Ok(from_base(vm, &s, 2))
}
fn octdec(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0).to_vec();
    Ok(from_base(vm, &s, 8))
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
