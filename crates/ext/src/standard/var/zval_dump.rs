//! debug_zval_dump(): var_dump's layout plus php 8.2's reference counts
//! ("refcount(N)" for counted strings, arrays and objects, "interned" for
//! literal strings and immutable arrays, "reference refcount(N) {...}" for
//! PHP references).
//!
//! The counts are Tusk's own: they agree with php where both engines hold
//! the same handles (a variable plus the argument: refcount(2)); literal
//! arrays are immutable here (php counts its compiler's copy). Not here:
//! var_dump itself (mod.rs).

use super::float::write_float;
use super::{props_of, spaces};
use tusk_value::num::fmt_int;
use tusk_value::{Key, Value};
use tusk_vm::{Args, BResult, Vm};

fn push_int(out: &mut Vec<u8>, i: i64) {
    let mut b = [0u8; 20];
    out.extend_from_slice(fmt_int(i, &mut b));
}

fn refcount(out: &mut Vec<u8>, n: u64) {
    out.extend_from_slice(b"refcount(");
    push_int(out, n as i64);
    out.push(b')');
}

/// Appends what debug_zval_dump prints for `v` at nesting `level`.
fn dump(out: &mut Vec<u8>, v: &Value, level: usize, arrs: &mut Vec<usize>, objs: &mut Vec<u32>) {
    if level > 1 {
        spaces(out, level - 1);
    }
    match v {
        Value::Undef | Value::Null => out.extend_from_slice(b"NULL\n"),
        Value::Bool(b) => out.extend_from_slice(if *b {
            b"bool(true)\n"
        } else {
            b"bool(false)\n"
        }),
        Value::Int(i) => {
            out.extend_from_slice(b"int(");
            push_int(out, *i);
            out.extend_from_slice(b")\n");
        }
        Value::Float(f) => {
            out.extend_from_slice(b"float(");
            write_float(out, *f, tusk_value::ops::serialize_precision(), b'E');
            out.extend_from_slice(b")\n");
        }
        Value::Str(s) => {
            out.extend_from_slice(b"string(");
            push_int(out, s.len() as i64);
            out.extend_from_slice(b") \"");
            out.extend_from_slice(s.as_bytes());
            out.extend_from_slice(b"\" ");
            if s.is_immutable() {
                out.extend_from_slice(b"interned");
            } else {
                refcount(out, s.refcount() as u64);
            }
            out.push(b'\n');
        }
        Value::Arr(a) => {
            if arrs.contains(&a.addr()) {
                out.extend_from_slice(b"*RECURSION*\n");
                return;
            }
            out.extend_from_slice(b"array(");
            push_int(out, a.len() as i64);
            out.extend_from_slice(b") ");
            if a.is_immutable() || a.is_empty() {
                out.extend_from_slice(b"interned {\n");
            } else {
                refcount(out, a.refcount() as u64);
                out.extend_from_slice(b"{\n");
            }
            arrs.push(a.addr());
            for (k, e) in a.iter() {
                spaces(out, level + 1);
                match k {
                    Key::Int(i) => {
                        out.push(b'[');
                        push_int(out, i);
                        out.extend_from_slice(b"]=>\n");
                    }
                    Key::Str(s) => {
                        out.extend_from_slice(b"[\"");
                        out.extend_from_slice(s.as_bytes());
                        out.extend_from_slice(b"\"]=>\n");
                    }
                }
                dump(out, e, level + 2, arrs, objs);
            }
            arrs.pop();
            if level > 1 {
                spaces(out, level - 1);
            }
            out.extend_from_slice(b"}\n");
        }
        Value::Res(r) => {
            out.extend_from_slice(
                format!("resource({}) of type ({}) ", r.id(), r.kind()).as_bytes(),
            );
            refcount(out, std::rc::Rc::strong_count(&r.0) as u64);
            out.push(b'\n');
        }
        Value::Obj(o) => {
            if objs.contains(&o.id()) {
                out.extend_from_slice(b"*RECURSION*\n");
                return;
            }
            let props = props_of(o);
            out.extend_from_slice(b"object(");
            out.extend_from_slice(o.class_name().as_bytes());
            out.extend_from_slice(b")#");
            push_int(out, o.id() as i64);
            out.extend_from_slice(b" (");
            push_int(out, props.len() as i64);
            out.extend_from_slice(b") ");
            refcount(out, std::rc::Rc::strong_count(&o.0) as u64);
            out.extend_from_slice(b"{\n");
            objs.push(o.id());
            for (k, e) in props {
                spaces(out, level + 1);
                super::prop_key(out, &k);
                dump(out, &e, level + 2, arrs, objs);
            }
            objs.pop();
            if level > 1 {
                spaces(out, level - 1);
            }
            out.extend_from_slice(b"}\n");
        }
        Value::Ref(r) => {
            out.extend_from_slice(b"reference ");
            refcount(out, r.refcount() as u64);
            out.extend_from_slice(b" {\n");
            dump(out, r.peek(), level + 2, arrs, objs);
            if level > 1 {
                spaces(out, level - 1);
            }
            out.extend_from_slice(b"}\n");
        }
    }
}

pub fn debug_zval_dump(vm: &mut Vm, args: &mut Args) -> BResult {
    let mut out = Vec::new();
    for v in args.all() {
        out.clear();
        // The argument itself is passed by value (no extra handle taken:
        // the counts shown are the caller's).
        let v = match v {
            Value::Ref(r) => r.peek(),
            v => v,
        };
        dump(&mut out, v, 1, &mut Vec::new(), &mut Vec::new());
        vm.echo(&out);
    }
    Ok(Value::Null)
}
