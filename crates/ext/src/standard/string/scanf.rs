//! sscanf: php's scanf engine (ext/standard/scanf.c semantics) over a
//! string, in both forms: returning an array of the converted values, or
//! assigning them to by-reference variables and returning their count.
//! Conversions: d D i o x X u f e E g s c [set] n and %%, with `*`
//! suppression, `n$` positions, widths and the ignored h/l/L sizes.
//!
//! Not here: fscanf (streams).

use tusk_value::{PArr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

/// Why a format string is rejected (php's ValueError messages).
fn validate(vm: &mut Vm, fmt: &[u8], num_vars: usize) -> Result<usize, Unwind> {
    let at = |i: usize| fmt.get(i).copied().unwrap_or(0);
    let mut nassign: Vec<u32> = vec![0; num_vars.max(16)];
    let (mut xpg_size, mut obj) = (0usize, 0usize);
    let (mut got_xpg, mut got_seq) = (false, false);
    let mut i = 0;
    let bad_index = |vm: &mut Vm, xpg: bool| {
        if xpg {
            vm.value_error("\"%n$\" argument index out of range")
        } else {
            vm.value_error("Different numbers of variable names and field specifiers")
        }
    };
    while at(i) != 0 {
        let c = at(i);
        i += 1;
        if c != b'%' {
            continue;
        }
        let mut ch = at(i);
        i += 1;
        if ch == b'%' {
            continue;
        }
        let mut suppress = false;
        if ch == b'*' {
            suppress = true;
            ch = at(i);
            i += 1;
        } else {
            let mut xpg = false;
            if ch.is_ascii_digit() {
                let start = i - 1;
                let mut e = start;
                let mut value: u64 = 0;
                while at(e).is_ascii_digit() {
                    value = value
                        .saturating_mul(10)
                        .saturating_add((at(e) - b'0') as u64);
                    e += 1;
                }
                if at(e) == b'$' {
                    xpg = true;
                    i = e + 1;
                    ch = at(i);
                    i += 1;
                    got_xpg = true;
                    if got_seq {
                        return Err(
                            vm.value_error("cannot mix \"%\" and \"%n$\" conversion specifiers")
                        );
                    }
                    if value == 0 || (num_vars > 0 && value as usize > num_vars) {
                        return Err(bad_index(vm, true));
                    }
                    obj = value as usize - 1;
                    if num_vars == 0 {
                        if value > 255 {
                            return Err(bad_index(vm, true));
                        }
                        xpg_size = xpg_size.max(value as usize);
                    }
                }
            }
            if !xpg {
                got_seq = true;
                if got_xpg {
                    return Err(
                        vm.value_error("cannot mix \"%\" and \"%n$\" conversion specifiers")
                    );
                }
            }
        }
        if ch.is_ascii_digit() {
            while at(i).is_ascii_digit() {
                i += 1;
            }
            ch = at(i);
            i += 1;
        }
        if matches!(ch, b'l' | b'L' | b'h') {
            ch = at(i);
            i += 1;
        }
        if !suppress && num_vars > 0 && obj >= num_vars {
            return Err(bad_index(vm, got_xpg));
        }
        match ch {
            b'n' | b'd' | b'D' | b'i' | b'o' | b'x' | b'X' | b'u' | b'f' | b'e' | b'E' | b'g'
            | b's' | b'c' => {}
            b'[' => {
                let unmatched = |vm: &mut Vm| vm.value_error("Unmatched [ in format string");
                if at(i) == 0 {
                    return Err(unmatched(vm));
                }
                let mut c2 = at(i);
                i += 1;
                if c2 == b'^' {
                    if at(i) == 0 {
                        return Err(unmatched(vm));
                    }
                    c2 = at(i);
                    i += 1;
                }
                if c2 == b']' {
                    if at(i) == 0 {
                        return Err(unmatched(vm));
                    }
                    c2 = at(i);
                    i += 1;
                }
                while c2 != b']' {
                    if at(i) == 0 {
                        return Err(unmatched(vm));
                    }
                    c2 = at(i);
                    i += 1;
                }
            }
            _ => {
                let m = format!("Bad scan conversion character \"{}\"", ch as char);
                return Err(vm.value_error(&m));
            }
        }
        if !suppress {
            if obj >= nassign.len() {
                nassign.resize(obj + 1, 0);
            }
            nassign[obj] += 1;
            obj += 1;
        }
    }
    let total = if num_vars > 0 {
        num_vars
    } else if xpg_size > 0 {
        xpg_size
    } else {
        obj
    };
    if nassign.len() < total {
        nassign.resize(total, 0);
    }
    for &n in &nassign[..total] {
        if n > 1 {
            return Err(
                vm.value_error("Variable is assigned by multiple \"%n$\" conversion specifiers")
            );
        } else if xpg_size == 0 && n == 0 {
            return Err(vm.value_error("Variable is not assigned by any conversion specifiers"));
        }
    }
    Ok(total)
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// A `[...]` set starting after the '[': (membership table, index after ']').
fn char_set(fmt: &[u8], mut i: usize) -> ([bool; 256], usize) {
    let at = |i: usize| fmt.get(i).copied().unwrap_or(0);
    let mut set = [false; 256];
    let negate = at(i) == b'^';
    if negate {
        i += 1;
    }
    if at(i) == b']' {
        set[b']' as usize] = true;
        i += 1;
    }
    while at(i) != b']' && at(i) != 0 {
        let c = at(i);
        if at(i + 1) == b'-' && at(i + 2) != b']' && at(i + 2) != 0 {
            let (mut lo, mut hi) = (c, at(i + 2));
            if lo > hi {
                std::mem::swap(&mut lo, &mut hi);
            }
            for m in &mut set[lo as usize..=hi as usize] {
                *m = true;
            }
            i += 3;
        } else {
            set[c as usize] = true;
            i += 1;
        }
    }
    if negate {
        for m in set.iter_mut() {
            *m = !*m;
        }
    }
    (set, i + 1)
}

/// strtol/strtoul over the collected digits (saturating like C).
fn to_int(buf: &[u8], base: u32, unsigned: bool) -> Value {
    let (neg, digits) = match buf.first() {
        Some(b'-') => (true, &buf[1..]),
        Some(b'+') => (false, &buf[1..]),
        _ => (false, buf),
    };
    let digits = if base == 16
        && digits.len() > 1
        && digits[0] == b'0'
        && matches!(digits[1], b'x' | b'X')
    {
        &digits[2..]
    } else {
        digits
    };
    let mut v: u128 = 0;
    let mut overflow = false;
    for &c in digits {
        let d = match c {
            b'0'..=b'9' => (c - b'0') as u128,
            b'a'..=b'z' => (c - b'a' + 10) as u128,
            b'A'..=b'Z' => (c - b'A' + 10) as u128,
            _ => break,
        };
        if d >= base as u128 {
            break;
        }
        v = v * base as u128 + d;
        if v > u64::MAX as u128 {
            overflow = true;
            v = u64::MAX as u128;
        }
    }
    if unsigned {
        let u = if overflow {
            u64::MAX
        } else if neg {
            (v as u64).wrapping_neg()
        } else {
            v as u64
        };
        if (u as i64) < 0 {
            return Value::from(u.to_string());
        }
        return Value::Int(u as i64);
    }
    let n = if neg {
        if v > i64::MAX as u128 + 1 {
            i64::MIN
        } else {
            (v as i128).wrapping_neg() as i64
        }
    } else if v > i64::MAX as u128 {
        i64::MAX
    } else {
        v as i64
    };
    Value::Int(n)
}

/// Scans `input` with `fmt` into `out` (slot per variable): Ok(conversions)
/// or Err(()) when the input ended before the first conversion.
fn scan(input: &[u8], fmt: &[u8], out: &mut [Option<Value>]) -> Result<usize, ()> {
    let fa = |i: usize| fmt.get(i).copied().unwrap_or(0);
    let sa = |i: usize| input.get(i).copied().unwrap_or(0);
    let mut f = 0usize;
    let mut s = 0usize;
    let mut obj = 0usize;
    let mut nconv = 0usize;
    let mut underflow = false;
    let store = |out: &mut [Option<Value>], obj: &mut usize, v: Value| {
        if let Some(slot) = out.get_mut(*obj) {
            *slot = Some(v);
        }
        *obj += 1;
    };
    'outer: while fa(f) != 0 {
        let ch = fa(f);
        f += 1;
        if is_space(ch) {
            while is_space(sa(s)) {
                s += 1;
            }
            continue;
        }
        let literal = |s: &mut usize, c: u8, underflow: &mut bool| -> bool {
            if sa(*s) == 0 {
                *underflow = true;
                return false;
            }
            let m = sa(*s) == c;
            *s += 1;
            m
        };
        if ch != b'%' {
            if !literal(&mut s, ch, &mut underflow) {
                break;
            }
            continue;
        }
        let mut ch = fa(f);
        f += 1;
        if ch == b'%' {
            if !literal(&mut s, ch, &mut underflow) {
                break;
            }
            continue;
        }
        let mut suppress = false;
        if ch == b'*' {
            suppress = true;
            ch = fa(f);
            f += 1;
        } else if ch.is_ascii_digit() {
            let mut e = f - 1;
            let mut value = 0usize;
            while fa(e).is_ascii_digit() {
                value = value
                    .saturating_mul(10)
                    .saturating_add((fa(e) - b'0') as usize);
                e += 1;
            }
            if fa(e) == b'$' {
                f = e + 1;
                ch = fa(f);
                f += 1;
                obj = value - 1;
            }
        }
        let mut width = 0usize;
        if ch.is_ascii_digit() {
            let mut e = f - 1;
            while fa(e).is_ascii_digit() {
                width = width
                    .saturating_mul(10)
                    .saturating_add((fa(e) - b'0') as usize);
                e += 1;
            }
            f = e;
            ch = fa(f);
            f += 1;
        }
        if matches!(ch, b'h' | b'l' | b'L') {
            ch = fa(f);
            f += 1;
        }
        let mut noskip = false;
        let (mut base, mut unsigned) = (10u32, false);
        let op = match ch {
            b'n' => {
                if !suppress {
                    store(out, &mut obj, Value::Int(s as i64));
                }
                nconv += 1;
                continue 'outer;
            }
            b'd' | b'D' => b'i',
            b'i' => {
                base = 0;
                b'i'
            }
            b'o' => {
                base = 8;
                b'i'
            }
            b'x' | b'X' => {
                base = 16;
                b'i'
            }
            b'u' => {
                unsigned = true;
                b'i'
            }
            b'f' | b'e' | b'E' | b'g' => b'f',
            b's' => b's',
            b'c' => {
                noskip = true;
                if width == 0 {
                    width = 1;
                }
                b's'
            }
            b'[' => {
                noskip = true;
                b'['
            }
            _ => b'?',
        };
        if sa(s) == 0 {
            underflow = true;
            break;
        }
        if !noskip {
            while is_space(sa(s)) {
                s += 1;
            }
            if sa(s) == 0 {
                underflow = true;
                break;
            }
        }
        match op {
            b's' => {
                let mut w = if width == 0 { usize::MAX } else { width };
                let start = s;
                let mut end = s;
                while sa(end) != 0 && !is_space(sa(end)) {
                    end += 1;
                    w -= 1;
                    if w == 0 {
                        break;
                    }
                }
                if !suppress {
                    store(out, &mut obj, Value::from(&input[start..end]));
                }
                s = end;
            }
            b'[' => {
                let (set, next) = char_set(fmt, f);
                f = next;
                let mut w = if width == 0 { usize::MAX } else { width };
                let start = s;
                let mut end = s;
                while sa(end) != 0 && set[sa(end) as usize] {
                    end += 1;
                    w -= 1;
                    if w == 0 {
                        break;
                    }
                }
                if end == start {
                    break 'outer;
                }
                if !suppress {
                    store(out, &mut obj, Value::from(&input[start..end]));
                }
                s = end;
            }
            b'i' => {
                let mut w = if width == 0 || width > 63 { 63 } else { width };
                let mut buf: Vec<u8> = Vec::new();
                let (mut sign_ok, mut no_digits, mut no_zero, mut x_ok) = (true, true, true, false);
                while w > 0 {
                    let c = sa(s);
                    let take = match c {
                        b'0' => {
                            if base == 16 {
                                x_ok = true;
                            }
                            if base == 0 {
                                base = 8;
                                x_ok = true;
                            }
                            if no_zero {
                                sign_ok = false;
                                no_digits = false;
                                no_zero = false;
                            } else {
                                sign_ok = false;
                                x_ok = false;
                                no_digits = false;
                            }
                            true
                        }
                        b'1'..=b'7' => {
                            if base == 0 {
                                base = 10;
                            }
                            sign_ok = false;
                            x_ok = false;
                            no_digits = false;
                            true
                        }
                        b'8' | b'9' => {
                            if base == 0 {
                                base = 10;
                            }
                            if base <= 8 {
                                false
                            } else {
                                sign_ok = false;
                                x_ok = false;
                                no_digits = false;
                                true
                            }
                        }
                        b'a'..=b'f' | b'A'..=b'F' => {
                            if base <= 10 {
                                false
                            } else {
                                sign_ok = false;
                                x_ok = false;
                                no_digits = false;
                                true
                            }
                        }
                        b'+' | b'-' if sign_ok => {
                            sign_ok = false;
                            true
                        }
                        b'x' | b'X' if x_ok && buf.len() == 1 => {
                            base = 16;
                            x_ok = false;
                            true
                        }
                        _ => false,
                    };
                    if !take {
                        break;
                    }
                    buf.push(c);
                    s += 1;
                    if sa(s) == 0 {
                        break;
                    }
                    w -= 1;
                }
                if no_digits {
                    if sa(s) == 0 {
                        underflow = true;
                    }
                    break 'outer;
                } else if matches!(buf.last(), Some(b'x' | b'X')) {
                    buf.pop();
                    s -= 1;
                }
                if !suppress {
                    let b = if base == 0 { 10 } else { base };
                    store(out, &mut obj, to_int(&buf, b, unsigned));
                }
            }
            b'f' => {
                let mut w = if width == 0 || width > 63 { 63 } else { width };
                let mut buf: Vec<u8> = Vec::new();
                let (mut sign_ok, mut no_digits, mut pt_ok, mut exp_ok) = (true, true, true, true);
                while w > 0 {
                    let c = sa(s);
                    let take = match c {
                        b'0'..=b'9' => {
                            sign_ok = false;
                            no_digits = false;
                            true
                        }
                        b'+' | b'-' if sign_ok => {
                            sign_ok = false;
                            true
                        }
                        b'.' if pt_ok => {
                            sign_ok = false;
                            pt_ok = false;
                            true
                        }
                        b'e' | b'E' if !no_digits && exp_ok => {
                            exp_ok = false;
                            pt_ok = false;
                            sign_ok = true;
                            no_digits = true;
                            true
                        }
                        _ => false,
                    };
                    if !take {
                        break;
                    }
                    buf.push(c);
                    s += 1;
                    if sa(s) == 0 {
                        break;
                    }
                    w -= 1;
                }
                if no_digits {
                    if exp_ok {
                        if sa(s) == 0 {
                            underflow = true;
                        }
                        break 'outer;
                    }
                    // A bad exponent: back up over 'e' and any sign.
                    let last = buf.pop();
                    s -= 1;
                    if !matches!(last, Some(b'e' | b'E')) {
                        buf.pop();
                        s -= 1;
                    }
                }
                if !suppress {
                    let text = String::from_utf8_lossy(&buf).into_owned();
                    let v = text.parse::<f64>().unwrap_or_else(|_| {
                        text.trim_end_matches('.').parse::<f64>().unwrap_or(0.0)
                    });
                    store(out, &mut obj, Value::Float(v));
                }
            }
            _ => {}
        }
        nconv += 1;
    }
    if underflow && nconv == 0 {
        return Err(());
    }
    Ok(nconv)
}

pub(super) fn sscanf(vm: &mut Vm, a: &mut Args) -> BResult {
    // C strings: both stop at a NUL byte.
    let cut = |b: &[u8]| -> Vec<u8> {
        match b.iter().position(|&c| c == 0) {
            Some(p) => b[..p].to_vec(),
            None => b.to_vec(),
        }
    };
    let input = cut(a.bytes(0));
    let fmt = cut(a.bytes(1));
    let nvars = a.len().saturating_sub(2);
    let total = validate(vm, &fmt, nvars)?;
    let mut slots: Vec<Option<Value>> = vec![None; total];
    let r = scan(&input, &fmt, &mut slots);
    if nvars == 0 {
        return Ok(match r {
            Err(()) => Value::Null,
            Ok(_) => Value::Arr(PArr::from_values(
                slots
                    .into_iter()
                    .map(|v| v.unwrap_or(Value::Null))
                    .collect(),
            )),
        });
    }
    match r {
        Err(()) => Ok(Value::Int(-1)),
        Ok(n) => {
            for (i, v) in slots.into_iter().enumerate() {
                if let (Some(v), Some(Value::Ref(r))) = (v, a.get(2 + i)) {
                    r.set(v);
                }
            }
            Ok(Value::Int(n as i64))
        }
    }
}
