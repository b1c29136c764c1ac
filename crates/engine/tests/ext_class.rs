//! The extension class API (`tusk_vm::ClassDef`): a class declared by a
//! module, with signature-checked native methods, a payload made by `new`
//! and copied by `clone`, constants, and its own property listing.

use std::cell::Cell;
use std::rc::Rc;
use tusk_value::object::PropsPurpose;
use tusk_value::{ArrayData, Key, PObj, PStr, Value};
use tusk_vm::output::Buffer;
use tusk_vm::{
    Args, BResult, ClassDef, ConstVal, MethodCtx, MethodDef, Module, Payload, PropDef, Vm,
};

struct Count(Cell<i64>);

fn count_new() -> Rc<dyn std::any::Any> {
    Rc::new(Count(Cell::new(0)))
}
fn count_clone(p: &dyn std::any::Any) -> Rc<dyn std::any::Any> {
    let c = p.downcast_ref::<Count>().expect("Count payload");
    Rc::new(Count(Cell::new(c.0.get())))
}

fn add(_vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let c = ctx.payload::<Count>().expect("payload");
    c.0.set(c.0.get() + a.int(0));
    Ok(Value::Int(c.0.get()))
}

fn make(vm: &mut Vm, ctx: &MethodCtx, _a: &mut Args) -> BResult {
    let c = vm.class_by_id(ctx.class).expect("called class");
    Ok(Value::Obj(vm.instantiate(&c)?))
}

fn listing(o: &PObj, p: PropsPurpose) -> Option<ArrayData> {
    let c = o.internal()?.downcast_ref::<Count>()?;
    let mut a = ArrayData::new();
    a.insert(Key::Str(PStr::from("n")), Value::Int(c.0.get()));
    if p == PropsPurpose::Debug {
        a.insert(Key::Str(PStr::from("debug")), Value::Bool(true));
    }
    Some(a)
}

static TEST: Module = Module {
    name: "test",
    classes: &[ClassDef {
        name: "Counter",
        consts: &[("STEP", ConstVal::Int(1))],
        props: &[PropDef {
            name: "label",
            flags: 0,
            default: ConstVal::Str("c"),
        }],
        methods: &[
            MethodDef {
                sig: "add(int $n): int",
                flags: 0,
                f: add,
            },
            MethodDef {
                sig: "make(): static",
                flags: tusk_vm::class::ext::flags::STATIC,
                f: make,
            },
        ],
        payload: Some(Payload {
            new: count_new,
            clone: count_clone,
        }),
        props_for: Some(listing),
        ..ClassDef::EMPTY
    }],
    functions: &[],
    constants: &[],
};

fn run(code: &str) -> String {
    let mut vm = tusk_engine::new_vm(&tusk_engine::config::Config::default());
    vm.register_module(&TEST);
    vm.out.buffers.push(Buffer {
        data: Vec::new(),
        callback: None,
        chunk_size: 0,
        name: "test".into(),
    });
    let unit = tusk_engine::compile(code.as_bytes(), "t.php").expect("compiles");
    let r = vm.run_main(unit);
    let mut out = String::from_utf8_lossy(&vm.out.buffers.pop().unwrap().data).into_owned();
    if let Err(tusk_vm::Unwind::Throw(o)) = r {
        let m = o.get_prop(b"message").unwrap_or(Value::Null);
        out.push_str(&format!(
            "{}: {:?}",
            String::from_utf8_lossy(o.class_name().as_bytes()),
            m
        ));
    }
    out
}

#[test]
fn methods_payload_clone_and_listing() {
    let out = run(r#"<?php
$c = new Counter;
echo $c->add(2), " ", $c->add("3"), " ", Counter::STEP, "\n";
$d = clone $c;
$d->add(10);
echo $c->add(0), " ", $d->add(0), "\n";
class Sub extends Counter {}
$s = Sub::make();
echo get_class($s), " ", $s->add(4), "\n";
var_dump($c);
echo json_encode($c), "\n";
try { $c->add("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $c->add(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
"#);
    assert_eq!(
        out,
        "2 5 1\n5 15\nSub 4\nobject(Counter)#1 (2) {\n  [\"n\"]=>\n  int(5)\n  [\"debug\"]=>\n  bool(true)\n}\n{\"n\":5}\nCounter::add(): Argument #1 ($n) must be of type int, string given\nCounter::add() expects exactly 1 argument, 0 given\n"
    );
}
