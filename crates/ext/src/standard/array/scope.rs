//! compact() and extract(): the two array functions that read and write
//! the calling function's local variables.
//!
//! The logic runs against the [`CallerVars`] trait ([`FrameVars`] is the
//! VM's calling frame; the unit tests use a map). Everything else (flags,
//! prefixes, name checks, warnings and errors) is php 8.2's. Not here:
//! `$GLOBALS`, get_defined_vars.

use tusk_value::{Key, PArr, PRef, PStr, Value};
use tusk_vm::{Unwind, Vm};

/// The variables of the PHP frame that called the built-in. What the VM
/// must provide: lookup (an unset variable is `None`; a variable holding
/// null is `Some(Null)`), assignment, and binding a variable to a
/// reference cell (extract with EXTR_REFS).
pub trait CallerVars {
    fn get(&mut self, vm: &mut Vm, name: &[u8]) -> Option<Value>;
    fn set(&mut self, vm: &mut Vm, name: &[u8], v: Value);
    fn bind(&mut self, vm: &mut Vm, name: &[u8], r: PRef);
}

/// The variables of the frame that called the built-in, in the VM.
pub struct FrameVars;

impl CallerVars for FrameVars {
    fn get(&mut self, vm: &mut Vm, name: &[u8]) -> Option<Value> {
        vm.caller_var(name)
    }
    fn set(&mut self, vm: &mut Vm, name: &[u8], v: Value) {
        vm.set_caller_var(name, v)
    }
    fn bind(&mut self, vm: &mut Vm, name: &[u8], r: PRef) {
        vm.bind_caller_var(name, r)
    }
}

const EXTR_OVERWRITE: i64 = 0;
const EXTR_SKIP: i64 = 1;
const EXTR_PREFIX_SAME: i64 = 2;
const EXTR_PREFIX_ALL: i64 = 3;
const EXTR_PREFIX_INVALID: i64 = 4;
const EXTR_PREFIX_IF_EXISTS: i64 = 5;
const EXTR_IF_EXISTS: i64 = 6;
const EXTR_REFS: i64 = 0x100;

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// compact(): each argument is a variable name or an array of names (nested).
pub fn compact(vm: &mut Vm, vars: &mut dyn CallerVars, args: &[Value]) -> Result<PArr, Unwind> {
    let mut out = PArr::new();
    for (i, a) in args.iter().enumerate() {
        compact_one(vm, vars, &a.unref(), i + 1, &mut out, &mut Vec::new())?;
    }
    Ok(out)
}

fn compact_one(
    vm: &mut Vm,
    vars: &mut dyn CallerVars,
    v: &Value,
    pos: usize,
    out: &mut PArr,
    seen: &mut Vec<usize>,
) -> Result<(), Unwind> {
    match v {
        Value::Str(name) => match vars.get(vm, name.as_bytes()) {
            Some(x) => {
                out.make_mut().insert(Key::from_pstr(name), x.unref());
            }
            None => vm.fn_warning(&format!("Undefined variable ${}", lossy(name.as_bytes()))),
        },
        Value::Arr(a) => {
            if seen.contains(&a.addr()) {
                return Err(vm.throw("Error", "Recursion detected"));
            }
            seen.push(a.addr());
            for x in a.values() {
                compact_one(vm, vars, &x.unref(), pos, out, seen)?;
            }
            seen.pop();
        }
        other => {
            let t = tusk_value::ops::type_name(other);
            vm.fn_warning(&format!(
                "Argument #{pos} must be string or array of strings, {t} given"
            ));
        }
    }
    Ok(())
}

/// php_valid_var_name.
pub fn valid_var_name(b: &[u8]) -> bool {
    let start = |c: u8| c == b'_' || c.is_ascii_alphabetic() || c >= 0x7f;
    match b.split_first() {
        Some((&c, rest)) => start(c) && rest.iter().all(|&c| start(c) || c.is_ascii_digit()),
        None => false,
    }
}

/// extract(): returns the number of variables set. `arr` is the argument's
/// reference cell (EXTR_REFS turns its elements into references).
pub fn extract(
    vm: &mut Vm,
    vars: &mut dyn CallerVars,
    arr: &PRef,
    flags: i64,
    prefix: Option<&PStr>,
) -> Result<i64, Unwind> {
    let refs = flags & EXTR_REFS != 0;
    let kind = flags & 0xff;
    if !(EXTR_OVERWRITE..=EXTR_IF_EXISTS).contains(&kind) {
        return Err(vm.arg_value_error(2, "must be a valid extract type"));
    }
    if kind > EXTR_SKIP && kind <= EXTR_PREFIX_IF_EXISTS && prefix.is_none() {
        return Err(vm.arg_value_error(3, "is required when using this extract type"));
    }
    let prefix: &[u8] = prefix.map(|p| p.as_bytes()).unwrap_or(b"");
    if !prefix.is_empty() && !valid_var_name(prefix) {
        return Err(vm.arg_value_error(3, "must be a valid identifier"));
    }
    let Value::Arr(a) = arr.get() else {
        let t = tusk_value::ops::type_name(arr.peek());
        return Err(vm.arg_type_error(1, &format!("must be of type array, {t} given")));
    };
    let prefixed = |k: &[u8]| {
        let mut n = prefix.to_vec();
        n.push(b'_');
        n.extend_from_slice(k);
        n
    };
    let mut count = 0;
    for (k, _) in a.iter() {
        let kb: Vec<u8> = match &k {
            Key::Str(s) => s.as_bytes().to_vec(),
            Key::Int(i) => i.to_string().into_bytes(),
        };
        let exists = vars.get(vm, &kb).is_some();
        let name: Option<Vec<u8>> = match (&k, kind) {
            (Key::Int(_), EXTR_PREFIX_ALL | EXTR_PREFIX_INVALID) => Some(prefixed(&kb)),
            (Key::Int(_), _) => None,
            (_, EXTR_OVERWRITE) => Some(kb.clone()),
            (_, EXTR_SKIP) => (!exists).then(|| kb.clone()),
            (_, EXTR_PREFIX_SAME) => Some(if exists || kb == b"this" {
                prefixed(&kb)
            } else {
                kb.clone()
            }),
            (_, EXTR_PREFIX_ALL) => Some(prefixed(&kb)),
            (_, EXTR_PREFIX_INVALID) => Some(if valid_var_name(&kb) && kb != b"this" {
                kb.clone()
            } else {
                prefixed(&kb)
            }),
            (_, EXTR_PREFIX_IF_EXISTS) => exists.then(|| prefixed(&kb)),
            _ => exists.then(|| kb.clone()),
        };
        let Some(name) = name else { continue };
        if !valid_var_name(&name) {
            continue;
        }
        if name == b"this" {
            return Err(vm.throw("Error", "Cannot re-assign $this"));
        }
        if refs {
            let r = arr.with_mut(|v| {
                let Value::Arr(a) = v else { return None };
                let slot = a.make_mut().get_mut(&k)?;
                Some(match slot {
                    Value::Ref(r) => r.clone(),
                    other => {
                        let r = PRef::new(std::mem::take(other));
                        *other = Value::Ref(r.clone());
                        r
                    }
                })
            });
            if let Some(r) = r {
                vars.bind(vm, &name, r);
            }
        } else if let Some(v) = a.get(&k) {
            vars.set(vm, &name, v.unref());
        }
        count += 1;
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[derive(Default)]
    struct Vars(HashMap<Vec<u8>, Value>);
    impl CallerVars for Vars {
        fn get(&mut self, _vm: &mut Vm, name: &[u8]) -> Option<Value> {
            self.0.get(name).map(|v| v.unref())
        }
        fn set(&mut self, _vm: &mut Vm, name: &[u8], v: Value) {
            self.0.insert(name.to_vec(), v);
        }
        fn bind(&mut self, _vm: &mut Vm, name: &[u8], r: PRef) {
            self.0.insert(name.to_vec(), Value::Ref(r));
        }
    }

    fn arr(pairs: &[(&str, i64)]) -> PRef {
        let mut a = PArr::new();
        for (k, v) in pairs {
            a.make_mut()
                .insert(Key::from_bytes(k.as_bytes()), Value::Int(*v));
        }
        PRef::new(Value::Arr(a))
    }

    #[test]
    fn names() {
        assert!(valid_var_name(b"_a1"));
        assert!(!valid_var_name(b"1a"));
        assert!(!valid_var_name(b""));
        assert!(!valid_var_name(b"a-b"));
    }

    #[test]
    fn extract_modes() {
        let mut vm = Vm::new();
        let mut vars = Vars::default();
        vars.set(&mut vm, b"a", Value::Int(0));
        let src = arr(&[("a", 1), ("b", 2), ("0", 3), ("bad name", 4)]);
        let n = extract(&mut vm, &mut vars, &src, EXTR_SKIP, None).unwrap();
        assert_eq!(n, 1);
        assert!(matches!(vars.get(&mut vm, b"a"), Some(Value::Int(0))));
        let p = PStr::new(b"p");
        let n = extract(&mut vm, &mut vars, &src, EXTR_PREFIX_ALL, Some(&p)).unwrap();
        assert_eq!(n, 3);
        assert!(matches!(vars.get(&mut vm, b"p_0"), Some(Value::Int(3))));
        let n = extract(&mut vm, &mut vars, &src, EXTR_PREFIX_SAME, Some(&p)).unwrap();
        assert_eq!(n, 2);
        assert!(matches!(vars.get(&mut vm, b"p_a"), Some(Value::Int(1))));
        let n = extract(&mut vm, &mut vars, &src, EXTR_IF_EXISTS | EXTR_REFS, None).unwrap();
        assert_eq!(n, 2);
        vars.get(&mut vm, b"a");
        if let Some(Value::Ref(r)) = vars.0.get(&b"a"[..]) {
            r.set(Value::Int(42));
        }
        let Value::Arr(a) = src.get() else { panic!() };
        assert!(matches!(
            a.get(&Key::from_bytes(b"a")).map(|v| v.unref()),
            Some(Value::Int(42))
        ));
    }

    #[test]
    fn compact_nested() {
        let mut vm = Vm::new();
        let mut vars = Vars::default();
        vars.set(&mut vm, b"x", Value::Int(1));
        vars.set(&mut vm, b"y", Value::Null);
        let names = PArr::from_values(vec![Value::from("y"), Value::from("x")]);
        let out = compact(&mut vm, &mut vars, &[Value::from("x"), Value::Arr(names)]).unwrap();
        assert_eq!(out.len(), 2);
        assert_eq!(out.keys().next(), Some(Key::from_bytes(b"x")));
    }
}
