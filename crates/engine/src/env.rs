//! getenv() and putenv(): the process environment as a request sees it.
//! putenv() does not change the process environment (a server's worker
//! threads share one, and setenv beside another thread's getenv is a data
//! race); it writes the thread's overlay, which getenv() reads first. At a
//! request's end the overlay goes, as php restores the variables a request
//! putenv'd (its basic module's request shutdown), so nothing of one
//! request's putenv() reaches the next. $_ENV is not changed by putenv(),
//! as in php.
//! Not here: $_ENV (superglobals.rs).

use std::cell::RefCell;
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use tusk_value::{Key, PStr, Value};
use tusk_vm::{Args, BResult, Vm};

thread_local! {
    /// putenv()'s variables in the order they were set: a value, or None
    /// for one removed (`putenv("NAME")`).
    static OVERLAY: RefCell<Vec<(Vec<u8>, Option<Vec<u8>>)>> = const { RefCell::new(Vec::new()) };
}

/// What putenv() has set so far (worker mode saves the worker script's
/// before a request and puts it back after).
pub struct Saved(Vec<(Vec<u8>, Option<Vec<u8>>)>);

/// The overlay as it is now.
pub fn save() -> Saved {
    Saved(OVERLAY.with(|o| o.borrow().clone()))
}

/// Puts back a saved overlay: the variables putenv'd since are undone.
pub fn restore(s: Saved) {
    OVERLAY.with(|o| *o.borrow_mut() = s.0);
}

/// Forgets every putenv() (a request's end).
pub fn reset() {
    OVERLAY.with(|o| {
        let mut o = o.borrow_mut();
        if !o.is_empty() {
            o.clear();
        }
    });
}

/// A variable's value as getenv() sees it.
fn lookup(name: &[u8]) -> Option<Vec<u8>> {
    let over = OVERLAY.with(|o| {
        o.borrow()
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    });
    match over {
        Some(v) => v,
        None => std::env::var_os(OsStr::from_bytes(name)).map(|v| v.as_bytes().to_vec()),
    }
}

/// getenv(?string $name = null, bool $local_only = false)
pub fn getenv(_vm: &mut Vm, a: &mut Args) -> BResult {
    if let Some(name) = a.opt_str(0) {
        let name = name.as_bytes();
        if name.is_empty() || name.contains(&0) {
            return Ok(Value::Bool(false));
        }
        return Ok(match lookup(name) {
            Some(v) => Value::Str(PStr::from(v)),
            None => Value::Bool(false),
        });
    }
    let mut arr = crate::superglobals::read_environment();
    let d = arr.make_mut();
    OVERLAY.with(|o| {
        for (n, v) in o.borrow().iter() {
            let k = Key::from_bytes(n);
            match v {
                Some(v) => {
                    d.insert(k, Value::Str(PStr::from(v.as_slice())));
                }
                None => {
                    d.remove(&k);
                }
            }
        }
    });
    Ok(Value::Arr(arr))
}

/// putenv(string $assignment): bool. "NAME=value" sets, "NAME" removes.
pub fn putenv(vm: &mut Vm, a: &mut Args) -> BResult {
    let s = a.bytes(0);
    // A C string: what follows a NUL byte is not seen.
    let s = &s[..s.iter().position(|&c| c == 0).unwrap_or(s.len())];
    if s.is_empty() || s[0] == b'=' {
        return Err(vm.arg_value_error(1, "must have a valid syntax"));
    }
    let (name, value) = match s.iter().position(|&c| c == b'=') {
        Some(p) => (s[..p].to_vec(), Some(s[p + 1..].to_vec())),
        None => (s.to_vec(), None),
    };
    OVERLAY.with(|o| {
        let mut o = o.borrow_mut();
        match o.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => o.push((name, value)),
        }
    });
    Ok(Value::Bool(true))
}
