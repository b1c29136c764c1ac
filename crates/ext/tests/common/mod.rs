//! Test helpers: call a built-in by name on a fresh VM, capturing output
//! and turning a thrown exception into "Class: message".

#![allow(dead_code)]

use tusk_value::{Key, PStr, Value};
use tusk_vm::output::Buffer;
use tusk_vm::{Args, Unwind, Vm};

pub fn vm() -> Vm {
    let mut vm = Vm::new();
    vm.out.buffers.push(Buffer {
        data: Vec::new(),
        callback: None,
        chunk_size: 0,
        name: "test".into(),
    });
    vm
}

/// The bytes written so far (and clears them).
pub fn output(vm: &mut Vm) -> Vec<u8> {
    std::mem::take(&mut vm.out.buffers.last_mut().unwrap().data)
}

pub fn call(vm: &mut Vm, name: &str, args: Vec<Value>) -> Result<Value, Unwind> {
    for m in tusk_ext::modules() {
        for b in m.functions {
            let n = b.sig.split('(').next().unwrap();
            if n == name {
                vm.cur_builtin = b.sig.split('(').next().unwrap();
                let mut a = Args::new(args);
                return (b.f)(vm, &mut a);
            }
        }
    }
    panic!("no built-in {name}");
}

pub fn exc_text(e: Unwind) -> Vec<u8> {
    match e {
        Unwind::Throw(o) => {
            let msg = o.get_prop(b"message").unwrap_or(Value::Null);
            let mut s = o.class_name().as_bytes().to_vec();
            s.extend_from_slice(b": ");
            if let Value::Str(m) = msg {
                s.extend_from_slice(m.as_bytes());
            }
            s
        }
        Unwind::Exit(c) => format!("exit({c})").into_bytes(),
    }
}

pub fn bytes(v: Value) -> Vec<u8> {
    match v {
        Value::Str(s) => s.as_bytes().to_vec(),
        v => panic!("not a string: {v:?}"),
    }
}

pub fn sprintf(fmt: &[u8], args: &[Value]) -> Vec<u8> {
    let mut vm = vm();
    vm.cur_builtin = "sprintf";
    let mut out =
        tusk_ext::standard::formatted_print::format(&mut vm, fmt, args).unwrap_or_else(exc_text);
    // Notices (precision truncation) are not part of the expectation.
    let _ = output(&mut vm);
    out.shrink_to_fit();
    out
}

pub fn sprintf_err(fmt: &[u8], args: &[Value]) -> Vec<u8> {
    let mut vm = vm();
    vm.cur_builtin = "sprintf";
    match tusk_ext::standard::formatted_print::format(&mut vm, fmt, args) {
        Ok(v) => v,
        Err(e) => exc_text(e),
    }
}

pub fn number_format(d: f64, dec: i32, dp: &[u8], ts: &[u8]) -> Vec<u8> {
    tusk_ext::standard::formatted_print::number_format_bytes(d, dec, dp, ts)
}

pub fn mt_sequence(seed: i64, mode: i64, f: &str, args: &[i64], n: usize) -> Vec<i64> {
    let mut vm = vm();
    call(
        &mut vm,
        "mt_srand",
        vec![Value::Int(seed), Value::Int(mode)],
    )
    .unwrap();
    (0..n)
        .map(
            |_| match call(&mut vm, f, args.iter().map(|&a| Value::Int(a)).collect()).unwrap() {
                Value::Int(i) => i,
                v => panic!("{v:?}"),
            },
        )
        .collect()
}

/// Records a mismatch instead of stopping at the first one.
pub fn check(bad: &mut Vec<String>, what: &[u8], got: Vec<u8>, exp: &[u8]) {
    let got = normalize_param(got);
    if got != exp {
        bad.push(format!(
            "{}\n   got: {:?}\n  want: {:?}",
            String::from_utf8_lossy(what),
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(exp)
        ));
    }
}

pub fn list(v: Vec<Value>) -> Value {
    Value::Arr(tusk_value::PArr::from_values(v))
}

pub fn map(v: Vec<(Key, Value)>) -> Value {
    let mut a = tusk_value::PArr::new();
    for (k, x) in v {
        a.make_mut().insert(k, x);
    }
    Value::Arr(a)
}

fn quiet_vm() -> Vm {
    let mut vm = vm();
    vm.ini.insert("display_errors".into(), PStr::from("0"));
    vm
}

fn show(vm: &mut Vm, r: Result<Value, Unwind>) -> Vec<u8> {
    match r {
        Ok(v) => {
            call(vm, "var_dump", vec![v]).unwrap();
            output(vm)
        }
        Err(e) => {
            let mut t = exc_text(e);
            t.push(b'\n');
            let mut o = output(vm);
            o.extend(t);
            o
        }
    }
}

/// `var_dump(name(...args))` as php prints it (exceptions as "Class: msg").
pub fn dump_call(name: &str, args: Vec<Value>) -> Vec<u8> {
    let mut vm = quiet_vm();
    let r = call(&mut vm, name, args);
    show(&mut vm, r)
}

/// `$v = args[0]; var_dump(name($v, ...)); var_dump($v);`
pub fn dump_ref_call(name: &str, mut args: Vec<Value>) -> Vec<u8> {
    let mut vm = quiet_vm();
    let r = tusk_value::PRef::new(args[0].clone());
    args[0] = Value::Ref(r.clone());
    let res = call(&mut vm, name, args);
    let mut o = show(&mut vm, res);
    call(&mut vm, "var_dump", vec![r.get()]).unwrap();
    o.extend(output(&mut vm));
    o
}

/// Replaces the first "Argument #N ($name)" by "Argument #N ($)": the
/// expectations do the same, since tests run without the VM's signature
/// binding (which supplies parameter names).
fn normalize_param(b: Vec<u8>) -> Vec<u8> {
    let pat = b"Argument #";
    let Some(p) = b.windows(pat.len()).position(|w| w == pat) else {
        return b;
    };
    let mut i = p + pat.len();
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    if !b[i..].starts_with(b" ($") {
        return b;
    }
    let start = i + 3;
    let Some(end) = b[start..].iter().position(|&c| c == b')') else {
        return b;
    };
    let mut out = b[..start].to_vec();
    out.extend_from_slice(&b[start + end..]);
    out
}

pub fn skey(s: &str) -> Key {
    Key::Str(PStr::from(s))
}

/// An object of `class` with a property table (objects get ids 1, 2, ...
/// per thread, as php numbers them per request).
pub fn obj(class: &str, props: Vec<(Key, Value)>) -> Value {
    let o = tusk_value::PObj::new_named(PStr::from(class));
    for (k, v) in props {
        o.set_dynamic(k, v);
    }
    Value::Obj(o)
}

pub fn self_obj() -> Value {
    let o = obj("stdClass", vec![]);
    let Value::Obj(p) = &o else { unreachable!() };
    p.set_dynamic(skey("self"), o.clone());
    p.set_dynamic(skey("n"), Value::Int(1));
    o
}

thread_local! {
    static KEEP: std::cell::RefCell<Vec<tusk_value::PRef>> = const { std::cell::RefCell::new(Vec::new()) };
}

pub fn with_ref() -> Value {
    let r = tusk_value::PRef::new(Value::Int(5));
    KEEP.with(|k| k.borrow_mut().push(r.clone()));
    list(vec![
        Value::Int(1),
        Value::Ref(r),
        list(vec![Value::Int(2), list(vec![Value::Int(3), list(vec![])])]),
    ])
}

pub fn self_arr() -> Value {
    let r = tusk_value::PRef::new(Value::Null);
    let a = list(vec![Value::Int(1), Value::Ref(r.clone())]);
    r.set(a);
    r.get()
}

/// Output of `fn($v)` for var_dump/print_r/var_export (warnings off), on a
/// fresh thread: object ids count per thread, as php's count per request.
pub fn print_with(f: &'static str, make: fn() -> Value) -> Vec<u8> {
    std::thread::spawn(move || {
        let mut vm = quiet_vm();
        let v = make();
        call(&mut vm, f, vec![v]).unwrap();
        output(&mut vm)
    })
    .join()
    .unwrap()
}
