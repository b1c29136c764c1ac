//! Math functions of ext/standard: abs, floor, ceil, round (php's
//! pre-rounding algorithm, all four modes), sqrt, pow, fmod, intdiv, exp,
//! the logarithms and trigonometry, pi, the float classifiers, and the M_*
//! and PHP_ROUND_* constants.
//!
//! base_convert (php's lenient digit reading with the invalid-character
//! deprecation, float results past PHP_INT_MAX) is here too.
//!
//! Not here: number_format (formatted_print.rs), the fixed-base helpers
//! (base.rs), random numbers (rand.rs). `**` itself is the operator's,
//! through `jug::pow`.

use super::jug;
use tusk_value::{ops, Value};
use tusk_vm::{Args, BResult, Builtin, ConstVal, Module, Vm};

pub static STANDARD_MATH: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "abs(int|float $num): int|float",
            f: abs,
        },
        Builtin {
            sig: "ceil(int|float $num): float",
            f: ceil,
        },
        Builtin {
            sig: "floor(int|float $num): float",
            f: floor,
        },
        Builtin {
            sig: "round(int|float $num, int $precision = 0, int $mode = PHP_ROUND_HALF_UP): float",
            f: round,
        },
        Builtin {
            sig: "sqrt(float $num): float",
            f: sqrt,
        },
        Builtin {
            sig: "pow(mixed $num, mixed $exponent): int|float|object",
            f: pow,
        },
        Builtin {
            sig: "fmod(float $num1, float $num2): float",
            f: fmod,
        },
        Builtin {
            sig: "intdiv(int $num1, int $num2): int",
            f: intdiv,
        },
        Builtin {
            sig: "exp(float $num): float",
            f: exp,
        },
        Builtin {
            sig: "log(float $num, float $base = M_E): float",
            f: log,
        },
        Builtin {
            sig: "log10(float $num): float",
            f: log10,
        },
        Builtin {
            sig: "log1p(float $num): float",
            f: log1p,
        },
        Builtin {
            sig: "expm1(float $num): float",
            f: expm1,
        },
        Builtin {
            sig: "sin(float $num): float",
            f: sin,
        },
        Builtin {
            sig: "cos(float $num): float",
            f: cos,
        },
        Builtin {
            sig: "tan(float $num): float",
            f: tan,
        },
        Builtin {
            sig: "asin(float $num): float",
            f: asin,
        },
        Builtin {
            sig: "acos(float $num): float",
            f: acos,
        },
        Builtin {
            sig: "atan(float $num): float",
            f: atan,
        },
        Builtin {
            sig: "atan2(float $y, float $x): float",
            f: atan2,
        },
        Builtin {
            sig: "sinh(float $num): float",
            f: sinh,
        },
        Builtin {
            sig: "cosh(float $num): float",
            f: cosh,
        },
        Builtin {
            sig: "tanh(float $num): float",
            f: tanh,
        },
        Builtin {
            sig: "asinh(float $num): float",
            f: asinh,
        },
        Builtin {
            sig: "acosh(float $num): float",
            f: acosh,
        },
        Builtin {
            sig: "atanh(float $num): float",
            f: atanh,
        },
        Builtin {
            sig: "fdiv(float $num1, float $num2): float",
            f: fdiv,
        },
        Builtin {
            sig: "base_convert(string $num, int $from_base, int $to_base): string",
            f: base_convert,
        },
        Builtin {
            sig: "hypot(float $x, float $y): float",
            f: hypot,
        },
        Builtin {
            sig: "deg2rad(float $num): float",
            f: deg2rad,
        },
        Builtin {
            sig: "rad2deg(float $num): float",
            f: rad2deg,
        },
        Builtin {
            sig: "pi(): float",
            f: pi,
        },
        Builtin {
            sig: "is_nan(float $num): bool",
            f: is_nan,
        },
        Builtin {
            sig: "is_finite(float $num): bool",
            f: is_finite,
        },
        Builtin {
            sig: "is_infinite(float $num): bool",
            f: is_infinite,
        },
    ],
    constants: &[
        ("M_E", ConstVal::Float(std::f64::consts::E)),
        ("M_LOG2E", ConstVal::Float(std::f64::consts::LOG2_E)),
        ("M_LOG10E", ConstVal::Float(std::f64::consts::LOG10_E)),
        ("M_LN2", ConstVal::Float(std::f64::consts::LN_2)),
        ("M_LN10", ConstVal::Float(std::f64::consts::LN_10)),
        ("M_PI", ConstVal::Float(std::f64::consts::PI)),
        ("M_PI_2", ConstVal::Float(std::f64::consts::FRAC_PI_2)),
        ("M_PI_4", ConstVal::Float(std::f64::consts::FRAC_PI_4)),
        ("M_1_PI", ConstVal::Float(std::f64::consts::FRAC_1_PI)),
        ("M_2_PI", ConstVal::Float(std::f64::consts::FRAC_2_PI)),
        ("M_SQRTPI", ConstVal::Float(1.772453850905516)),
        (
            "M_2_SQRTPI",
            ConstVal::Float(std::f64::consts::FRAC_2_SQRT_PI),
        ),
        ("M_LNPI", ConstVal::Float(1.1447298858494002)),
        ("M_EULER", ConstVal::Float(0.5772156649015329)),
        ("M_SQRT2", ConstVal::Float(std::f64::consts::SQRT_2)),
        (
            "M_SQRT1_2",
            ConstVal::Float(std::f64::consts::FRAC_1_SQRT_2),
        ),
        ("M_SQRT3", ConstVal::Float(1.7320508075688772)),
        ("INF", ConstVal::Float(f64::INFINITY)),
        ("NAN", ConstVal::Float(f64::NAN)),
        ("PHP_ROUND_HALF_UP", ConstVal::Int(1)),
        ("PHP_ROUND_HALF_DOWN", ConstVal::Int(2)),
        ("PHP_ROUND_HALF_EVEN", ConstVal::Int(3)),
        ("PHP_ROUND_HALF_ODD", ConstVal::Int(4)),
    ],
};

pub const ROUND_HALF_UP: i64 = 1;
pub const ROUND_HALF_DOWN: i64 = 2;
pub const ROUND_HALF_EVEN: i64 = 3;
pub const ROUND_HALF_ODD: i64 = 4;

/// floor(log10(|v|)) as php computes it (exact around powers of ten).
fn intlog10abs(v: f64) -> i32 {
    let v = v.abs();
    if !(1e-8..=1e22).contains(&v) {
        return v.log10().floor() as i32;
    }
    const V: [f64; 31] = [
        1e-8, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
        1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    // The largest i with V[i] <= v (the same answer as php's binary search).
    let i = V.iter().rposition(|&p| p <= v).unwrap_or(0);
    i as i32 - 8
}

/// 10^p, exact for 0..=22.
fn pow10(p: i32) -> f64 {
    const P: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    if (0..=22).contains(&p) {
        P[p as usize]
    } else {
        10f64.powi(p)
    }
}

/// Rounds to an integer value in one of the four modes.
fn round_helper(v: f64, mode: i64) -> f64 {
    if v >= 0.0 {
        let t = (v + 0.5).floor();
        let adjust = (mode == ROUND_HALF_DOWN && v == t - 0.5)
            || (mode == ROUND_HALF_EVEN && v == 0.5 + 2.0 * (t / 2.0).floor())
            || (mode == ROUND_HALF_ODD && v == 0.5 + 2.0 * (t / 2.0).floor() - 1.0);
        if adjust {
            t - 1.0
        } else {
            t
        }
    } else {
        let t = (v - 0.5).ceil();
        let adjust = (mode == ROUND_HALF_DOWN && v == 0.5 + t)
            || (mode == ROUND_HALF_EVEN && v == -0.5 + 2.0 * (t / 2.0).ceil())
            || (mode == ROUND_HALF_ODD && v == -0.5 + 2.0 * (t / 2.0).ceil() + 1.0);
        if adjust {
            t + 1.0
        } else {
            t
        }
    }
}

/// php's round() on a float: pre-rounds to the 15 significant digits the
/// value can hold, so that round(1.955, 2) is 1.96.
pub fn php_round(value: f64, places: i32, mode: i64) -> f64 {
    if !value.is_finite() || value == 0.0 {
        return value;
    }
    let places = places.max(i32::MIN + 1);
    let precision_places = 14 - intlog10abs(value);
    let f1 = pow10(places.abs());
    let mut tmp;
    if precision_places > places && precision_places - 15 < places {
        let use_precision = precision_places.max(i32::MIN + 1);
        let f2 = pow10(use_precision.abs());
        tmp = if use_precision >= 0 {
            value * f2
        } else {
            value / f2
        };
        tmp = round_helper(tmp, mode);
        let up = (places - precision_places).max(i32::MIN + 1);
        let f2 = pow10(up.abs());
        tmp /= f2;
    } else {
        tmp = if places >= 0 { value * f1 } else { value / f1 };
        if tmp.abs() >= 1e15 {
            return value;
        }
    }
    tmp = round_helper(tmp, mode);
    if places.abs() < 23 {
        if places > 0 {
            tmp /= f1;
        } else {
            tmp *= f1;
        }
    } else {
        // Through text and back, as php does: "%15fe%d".
        let s = format!("{:15.6}e{}", tmp, -places);
        tmp = s.trim().parse::<f64>().unwrap_or(value);
        if !tmp.is_finite() {
            tmp = value;
        }
    }
    tmp
}

fn abs(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(match args.val(0) {
        Value::Int(i) if *i == i64::MIN => Value::Float(-(i64::MIN as f64)),
        Value::Int(i) => Value::Int(i.abs()),
        v => Value::Float(jug::to_float(v).abs()),
    })
}

fn ceil(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Float(args.float(0).ceil()))
}

fn floor(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Float(args.float(0).floor()))
}

fn round(_vm: &mut Vm, args: &mut Args) -> BResult {
    let p = args.opt_int(1, 0);
    let places = p.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
    let mode = args.opt_int(2, ROUND_HALF_UP);
    if let Value::Int(i) = args.val(0) {
        if places >= 0 {
            return Ok(Value::Float(*i as f64));
        }
    }
    Ok(Value::Float(php_round(args.float(0), places, mode)))
}

fn sqrt(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Float(args.float(0).sqrt()))
}

fn pow(vm: &mut Vm, args: &mut Args) -> BResult {
    let (a, b) = (args.val(0).clone(), args.val(1).clone());
    let r = ops::pow(&a, &b, &mut vm.diag());
    r.map_err(|e| vm.op_error(e))
}

fn fmod(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Float(args.float(0) % args.float(1)))
}

fn intdiv(vm: &mut Vm, args: &mut Args) -> BResult {
    let (a, b) = (args.int(0), args.int(1));
    if b == 0 {
        return Err(vm.throw("DivisionByZeroError", "Division by zero"));
    }
    if b == -1 && a == i64::MIN {
        return Err(vm.throw(
            "ArithmeticError",
            "Division of PHP_INT_MIN by -1 is not an integer",
        ));
    }
    Ok(Value::Int(a / b))
}

fn f1(args: &Args, f: fn(f64) -> f64) -> BResult {
    Ok(Value::Float(f(args.float(0))))
}

fn exp(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::exp)
}
fn log10(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::log10)
}
fn log1p(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::ln_1p)
}
fn expm1(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::exp_m1)
}
fn sin(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::sin)
}
fn cos(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::cos)
}
fn tan(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::tan)
}
fn asin(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::asin)
}
fn acos(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::acos)
}
fn atan(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::atan)
}
fn sinh(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::sinh)
}
fn cosh(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::cosh)
}
fn tanh(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::tanh)
}
fn deg2rad(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, |d| d / 180.0 * std::f64::consts::PI)
}
fn rad2deg(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, |r| r / std::f64::consts::PI * 180.0)
}
fn atan2(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Float(args.float(0).atan2(args.float(1))))
}
fn hypot(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Float(args.float(0).hypot(args.float(1))))
}

fn log(vm: &mut Vm, args: &mut Args) -> BResult {
    let n = args.float(0);
    let Some(b) = args.get(1).map(jug::to_float) else {
        return Ok(Value::Float(n.ln()));
    };
    Ok(Value::Float(if b == 2.0 {
        n.log2()
    } else if b == 10.0 {
        n.log10()
    } else if b == 1.0 {
        f64::NAN
    } else if b <= 0.0 {
        return Err(vm.arg_value_error(2, "must be greater than 0"));
    } else {
        n.ln() / b.ln()
    }))
}

fn pi(_vm: &mut Vm, _args: &mut Args) -> BResult {
    Ok(Value::Float(std::f64::consts::PI))
}

fn is_nan(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(args.float(0).is_nan()))
}
fn is_finite(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(args.float(0).is_finite()))
}
fn is_infinite(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(args.float(0).is_infinite()))
}

fn asinh(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::asinh)
}
fn acosh(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::acosh)
}
fn atanh(_vm: &mut Vm, args: &mut Args) -> BResult {
    f1(args, f64::atanh)
}
fn fdiv(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Float(args.float(0) / args.float(1)))
}

/// php's _php_math_basetozval: digits of `base` read leniently (surrounding
/// whitespace and a 0x/0o/0b prefix skipped, other characters ignored with
/// a deprecation), an int, or a float once past PHP_INT_MAX.
pub fn base_to_value(vm: &mut Vm, s: &[u8], base: u32) -> Value {
    let mut a = 0;
    let mut e = s.len();
    while a < e && (s[a].is_ascii_whitespace() || s[a] == 0x0b) {
        a += 1;
    }
    while e > a && (s[e - 1].is_ascii_whitespace() || s[e - 1] == 0x0b) {
        e -= 1;
    }
    if e - a >= 2 && s[a] == b'0' {
        let p = s[a + 1] | 0x20;
        if (base == 16 && p == b'x') || (base == 8 && p == b'o') || (base == 2 && p == b'b') {
            a += 2;
        }
    }
    let cutoff = i64::MAX / base as i64;
    let cutlim = i64::MAX % base as i64;
    let mut num: i64 = 0;
    let mut fnum: f64 = 0.0;
    let mut float_mode = false;
    let mut invalid = false;
    for &c in &s[a..e] {
        let d = match c {
            b'0'..=b'9' => (c - b'0') as i64,
            b'A'..=b'Z' => (c - b'A') as i64 + 10,
            b'a'..=b'z' => (c - b'a') as i64 + 10,
            _ => {
                invalid = true;
                continue;
            }
        };
        if d >= base as i64 {
            invalid = true;
            continue;
        }
        if !float_mode {
            if num < cutoff || (num == cutoff && d <= cutlim) {
                num = num * base as i64 + d;
                continue;
            }
            fnum = num as f64;
            float_mode = true;
        }
        fnum = fnum * base as f64 + d as f64;
    }
    if invalid {
        vm.deprecated(
            "Invalid characters passed for attempted conversion, these have been ignored",
        );
    }
    if float_mode {
        Value::Float(fnum)
    } else {
        Value::Int(num)
    }
}

const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

fn base_convert(vm: &mut Vm, args: &mut Args) -> BResult {
    let from = args.int(1);
    let to = args.int(2);
    if !(2..=36).contains(&from) {
        return Err(vm.arg_value_error(2, "must be between 2 and 36 (inclusive)"));
    }
    if !(2..=36).contains(&to) {
        return Err(vm.arg_value_error(3, "must be between 2 and 36 (inclusive)"));
    }
    let s = args.str(0).clone();
    let v = base_to_value(vm, s.as_bytes(), from as u32);
    let mut out = Vec::with_capacity(24);
    match v {
        Value::Float(f) => {
            let mut f = f.floor();
            if f.is_infinite() {
                let m = format!("An infinite value cannot be converted to base {to}");
                return Err(vm.value_error(&m));
            }
            loop {
                out.push(DIGITS[(f % to as f64).abs() as usize % 36]);
                f /= to as f64;
                if out.len() >= 64 || f.abs() < 1.0 {
                    break;
                }
            }
        }
        v => {
            let mut u = jug::to_int(&v) as u64;
            loop {
                out.push(DIGITS[(u % to as u64) as usize]);
                u /= to as u64;
                if u == 0 {
                    break;
                }
            }
        }
    }
    out.reverse();
    Ok(Value::from(out))
}
