//! Session data formats (php's session.serialize_handler): "php"
//! (`name|serialized` per variable), "php_serialize" (one serialize() of
//! the whole array) and "php_binary" (a length byte, the name, serialized).
//! Not here: serialize() itself (standard/var/serialize.rs, called through
//! the VM so that __sleep/__serialize and __wakeup run).

use tusk_value::{Key, PArr, PStr, Value};
use tusk_vm::{Unwind, Vm};

fn call(vm: &mut Vm, f: &str, v: Value) -> Result<Value, Unwind> {
    vm.call_value(&Value::Str(PStr::from(f)), vec![v])
}

fn ser(vm: &mut Vm, v: Value) -> Result<Vec<u8>, Unwind> {
    match call(vm, "serialize", v)? {
        Value::Str(s) => Ok(s.as_bytes().to_vec()),
        _ => Ok(b"N;".to_vec()),
    }
}

/// unserialize() of exactly `s` (a value whose structure skip_value
/// accepted); None when it fails.
fn unser(vm: &mut Vm, s: &[u8]) -> Result<Option<Value>, Unwind> {
    if s == b"b:0;" {
        return Ok(Some(Value::Bool(false)));
    }
    if skip_value(s, 0) != Some(s.len()) {
        return Ok(None);
    }
    Ok(match call(vm, "unserialize", Value::Str(PStr::from(s)))? {
        Value::Bool(false) => None,
        v => Some(v),
    })
}

/// Encodes the session array with handler `h`; None: unknown handler or a
/// name php cannot encode.
pub fn encode(vm: &mut Vm, h: &[u8], data: &PArr) -> Result<Option<Vec<u8>>, Unwind> {
    match h {
        b"php_serialize" => Ok(Some(ser(vm, Value::Arr(data.clone()))?)),
        b"php" | b"php_binary" => {
            let mut out = Vec::new();
            for (k, v) in data.iter() {
                let name = match k {
                    Key::Str(s) => s.as_bytes().to_vec(),
                    Key::Int(i) => {
                        super::warn(vm, &format!("Skipping numeric key {i}"));
                        continue;
                    }
                };
                if h == b"php" {
                    if name.contains(&b'|') {
                        return Ok(None);
                    }
                    out.extend_from_slice(&name);
                    out.push(b'|');
                } else {
                    if name.len() > 127 {
                        continue;
                    }
                    out.push(name.len() as u8);
                    out.extend_from_slice(&name);
                }
                let s = ser(vm, v.unref())?;
                out.extend_from_slice(&s);
            }
            Ok(Some(out))
        }
        _ => Ok(None),
    }
}

/// Decodes session data into an array; Err(None) when the data is bad.
pub fn decode(vm: &mut Vm, h: &[u8], s: &[u8]) -> Result<Result<PArr, ()>, Unwind> {
    let mut out = PArr::new();
    match h {
        b"php_serialize" => {
            if s.is_empty() {
                return Ok(Ok(out));
            }
            match unser(vm, s)? {
                Some(Value::Arr(a)) => Ok(Ok(a)),
                _ => Ok(Err(())),
            }
        }
        b"php" => {
            let mut p = 0;
            while p < s.len() {
                let Some(bar) = s[p..].iter().position(|&c| c == b'|') else {
                    return Ok(Err(()));
                };
                let name = &s[p..p + bar];
                p += bar + 1;
                let Some(n) = skip_value(s, p) else {
                    return Ok(Err(()));
                };
                let Some(v) = unser(vm, &s[p..n])? else {
                    return Ok(Err(()));
                };
                out.make_mut().insert(Key::from_bytes(name), v);
                p = n;
            }
            Ok(Ok(out))
        }
        b"php_binary" => {
            let mut p = 0;
            while p < s.len() {
                let len = s[p] as usize;
                p += 1;
                if len > 127 || p + len > s.len() {
                    return Ok(Err(()));
                }
                let name = &s[p..p + len];
                p += len;
                let Some(n) = skip_value(s, p) else {
                    return Ok(Err(()));
                };
                let Some(v) = unser(vm, &s[p..n])? else {
                    return Ok(Err(()));
                };
                out.make_mut().insert(Key::from_bytes(name), v);
                p = n;
            }
            Ok(Ok(out))
        }
        _ => Ok(Err(())),
    }
}

fn num_end(s: &[u8], mut p: usize) -> usize {
    while p < s.len() && (s[p].is_ascii_digit() || matches!(s[p], b'-' | b'+')) {
        p += 1;
    }
    p
}

/// The end of the serialized value starting at `p` (its structure only).
pub fn skip_value(s: &[u8], p: usize) -> Option<usize> {
    let t = *s.get(p)?;
    match t {
        b'N' => (s.get(p + 1) == Some(&b';')).then_some(p + 2),
        b'i' | b'b' | b'd' | b'r' | b'R' => {
            let e = s[p..].iter().position(|&c| c == b';')?;
            Some(p + e + 1)
        }
        b's' | b'S' | b'E' => {
            let st = p + 2;
            let e = num_end(s, st);
            let n: usize = std::str::from_utf8(&s[st..e]).ok()?.parse().ok()?;
            let end = e + 2 + n;
            (s.get(e) == Some(&b':') && s.get(end) == Some(&b'"') && s.get(end + 1) == Some(&b';'))
                .then_some(end + 2)
        }
        b'a' => {
            let st = p + 2;
            let e = num_end(s, st);
            let n: usize = std::str::from_utf8(&s[st..e]).ok()?.parse().ok()?;
            let mut q = e + 2;
            for _ in 0..n * 2 {
                q = skip_value(s, q)?;
            }
            (s.get(q) == Some(&b'}')).then_some(q + 1)
        }
        b'O' | b'C' => {
            let st = p + 2;
            let e = num_end(s, st);
            let n: usize = std::str::from_utf8(&s[st..e]).ok()?.parse().ok()?;
            let q = e + 2 + n + 2;
            let e2 = num_end(s, q);
            let m: usize = std::str::from_utf8(&s[q..e2]).ok()?.parse().ok()?;
            let mut q = e2 + 2;
            if t == b'C' {
                q += m;
            } else {
                for _ in 0..m * 2 {
                    q = skip_value(s, q)?;
                }
            }
            (s.get(q) == Some(&b'}')).then_some(q + 1)
        }
        _ => None,
    }
}
