//! version_compare (ext/standard/versioning.c): php's canonical version
//! strings ("1.0rc1" -> "1.0.rc.1") compared part by part, numbers as
//! numbers and the special forms dev < alpha = a < beta = b < RC = rc <
//! (number) < pl = p.
//!
//! Not here: PHP_VERSION and friends (engine constants).

use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

pub static STANDARD_VERSIONING: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[Builtin {
        sig: "version_compare(string $version1, string $version2, ?string $operator = null): int|bool",
        f: version_compare,
    }],
    constants: &[],
};

/// "1.0-dev" -> "1.0.dev": separators become dots, and a dot goes between
/// a digit and a non-digit.
fn canonical(v: &[u8]) -> Vec<u8> {
    let Some((&first, rest)) = v.split_first() else {
        return Vec::new();
    };
    let isdig = |c: u8| c.is_ascii_digit();
    let isndig = |c: u8| !c.is_ascii_digit() && c != b'.';
    let mut out = vec![first];
    let mut lp = first;
    for &c in rest {
        let last_dot = out.last() == Some(&b'.');
        if matches!(c, b'-' | b'_' | b'+') {
            if !last_dot {
                out.push(b'.');
            }
        } else if (isndig(lp) && isdig(c)) || (isdig(lp) && isndig(c)) {
            if !last_dot {
                out.push(b'.');
            }
            out.push(c);
        } else if !c.is_ascii_alphanumeric() {
            if !last_dot {
                out.push(b'.');
            }
        } else {
            out.push(c);
        }
        lp = c;
    }
    out
}

/// The order of a special form: the first form the part starts with.
fn special_order(p: &[u8]) -> i32 {
    const FORMS: [(&[u8], i32); 10] = [
        (b"dev", 0),
        (b"alpha", 1),
        (b"a", 1),
        (b"beta", 2),
        (b"b", 2),
        (b"RC", 3),
        (b"rc", 3),
        (b"#", 4),
        (b"pl", 5),
        (b"p", 5),
    ];
    FORMS
        .iter()
        .find(|(n, _)| p.starts_with(n))
        .map_or(-1, |&(_, o)| o)
}

fn special(a: &[u8], b: &[u8]) -> i32 {
    (special_order(a) - special_order(b)).signum()
}

/// strtol's value of a leading number.
fn leading_int(p: &[u8]) -> i64 {
    p.iter()
        .take_while(|c| c.is_ascii_digit())
        .fold(0i64, |n, &c| {
            n.saturating_mul(10).saturating_add((c - b'0') as i64)
        })
}

const NUM: &[u8] = b"#N#";

fn compare_canonical(v1: &[u8], v2: &[u8]) -> i32 {
    let p1: Vec<&[u8]> = v1.split(|&c| c == b'.').collect();
    let p2: Vec<&[u8]> = v2.split(|&c| c == b'.').collect();
    let dig = |p: &[u8]| p.first().is_some_and(|c| c.is_ascii_digit());
    let mut i = 0;
    let mut cmp = 0;
    while i < p1.len() && i < p2.len() {
        let (a, b) = (p1[i], p2[i]);
        if a.is_empty() || b.is_empty() {
            break;
        }
        cmp = match (dig(a), dig(b)) {
            (true, true) => (leading_int(a) - leading_int(b)).signum() as i32,
            (false, false) => special(a, b),
            (true, false) => special(NUM, b),
            (false, true) => special(a, NUM),
        };
        if cmp != 0 {
            return cmp;
        }
        i += 1;
    }
    if i < p1.len() && i >= p2.len() {
        let rest = p1[i..].join(&b'.');
        cmp = if dig(&rest) { 1 } else { compare(&rest, NUM) };
    } else if i < p2.len() && i >= p1.len() {
        let rest = p2[i..].join(&b'.');
        cmp = if dig(&rest) { -1 } else { compare(NUM, &rest) };
    }
    cmp
}

/// php_version_compare.
fn compare(a: &[u8], b: &[u8]) -> i32 {
    if a.is_empty() || b.is_empty() {
        return match (a.is_empty(), b.is_empty()) {
            (true, true) => 0,
            (false, _) => 1,
            _ => -1,
        };
    }
    compare_canonical(&canonical(a), &canonical(b))
}

fn version_compare(vm: &mut Vm, args: &mut Args) -> BResult {
    let c = compare(args.bytes(0), args.bytes(1));
    let Some(op) = args.opt_str(2).map(|s| s.as_bytes().to_vec()) else {
        return Ok(Value::Int(c as i64));
    };
    let r = match &op[..] {
        b"<" | b"lt" => c == -1,
        b"<=" | b"le" => c != 1,
        b">" | b"gt" => c == 1,
        b">=" | b"ge" => c != -1,
        b"==" | b"eq" => c == 0,
        b"!=" | b"<>" | b"ne" => c != 0,
        _ => return Err(vm.arg_value_error(3, "must be a valid comparison operator")),
    };
    Ok(Value::Bool(r))
}
