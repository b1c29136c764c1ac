//! RegexIterator and RecursiveRegexIterator: FilterIterators whose
//! accept() runs a PCRE pattern (through the preg_* functions) over the
//! current value or key, in MATCH, GET_MATCH, ALL_MATCHES, SPLIT or
//! REPLACE mode.
//!
//! Not here: the dual-iterator plumbing they build on (outer.rs).

use super::outer::{cell, d, inner_children, inner_has_children, new_static, set_inner, type_name};
use super::{m, null, obj_arg};
use tusk_value::{PRef, PStr, Value};
use tusk_vm::{Args, BResult, ClassDef, ConstVal, MethodCtx, PropDef, Vm};

// ------------------------------------------------------------ RegexIterator

const USE_KEY: i64 = 1;
const INVERT_MATCH: i64 = 2;
const MATCH: i64 = 0;
const GET_MATCH: i64 = 1;
const ALL_MATCHES: i64 = 2;
const SPLIT: i64 = 3;
const REPLACE: i64 = 4;

fn ri_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let mode = a.opt_int(2, MATCH);
    if !(0..=4).contains(&mode) {
        return Err(vm.arg_value_error(
            3,
            "must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE",
        ));
    }
    set_inner(vm, ctx, a, "Iterator")?;
    let mut x = cell(ctx).expect("payload").borrow_mut();
    x.regex = Some(a.str(1).clone());
    x.mode = mode;
    x.flags = a.opt_int(3, 0);
    x.preg_flags = a.opt_int(4, 0);
    null()
}
fn preg(vm: &mut Vm, f: &str, args: Vec<Value>) -> BResult {
    vm.call_value(&Value::from(f), args)
}
fn ri_accept(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let x = d(vm, ctx)?.borrow().clone();
    let Some((k, v)) = x.cur.clone() else {
        return Ok(Value::Bool(false));
    };
    if matches!(v, Value::Arr(_)) && x.flags & USE_KEY == 0 {
        return Ok(Value::Bool(false));
    }
    let subject = Value::Str(vm.to_pstr(if x.flags & USE_KEY != 0 { &k } else { &v })?);
    let re = Value::Str(x.regex.clone().unwrap_or_else(|| PStr::from("")));
    let pf = Value::Int(x.preg_flags);
    let ok = match x.mode {
        MATCH => {
            let r = preg(vm, "preg_match", vec![re, subject])?;
            matches!(r, Value::Int(n) if n > 0)
        }
        GET_MATCH | ALL_MATCHES => {
            let out = PRef::new(Value::Null);
            let f = if x.mode == GET_MATCH {
                "preg_match"
            } else {
                "preg_match_all"
            };
            let r = preg(vm, f, vec![re, subject, Value::Ref(out.clone()), pf])?;
            let n = match r {
                Value::Int(n) => n,
                _ => -1,
            };
            let ok = n > 0;
            if ok {
                set_current(ctx, out.get());
            }
            ok
        }
        SPLIT => {
            let r = preg(vm, "preg_split", vec![re, subject, Value::Int(-1), pf])?;
            let ok = matches!(&r, Value::Arr(a) if a.len() > 1);
            if ok {
                set_current(ctx, r);
            }
            ok
        }
        REPLACE => {
            let rep = ctx.this().get_prop(b"replacement").unwrap_or(Value::Null);
            let rep = Value::Str(vm.to_pstr(&rep)?);
            let r = preg(vm, "preg_replace", vec![re.clone(), rep, subject.clone()])?;
            let m = preg(vm, "preg_match", vec![re, subject])?;
            let ok = matches!(m, Value::Int(n) if n > 0);
            if ok {
                let mut c = cell(ctx).expect("payload").borrow_mut();
                if let Some(cur) = &mut c.cur {
                    if x.flags & USE_KEY != 0 {
                        cur.0 = r;
                    } else {
                        cur.1 = r;
                    }
                }
            }
            ok
        }
        _ => false,
    };
    Ok(Value::Bool(ok != (x.flags & INVERT_MATCH != 0)))
}
fn set_current(ctx: &MethodCtx, v: Value) {
    if let Some(c) = cell(ctx) {
        if let Some(cur) = &mut c.borrow_mut().cur {
            cur.1 = v;
        }
    }
}
fn ri_get_mode(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(d(vm, ctx)?.borrow().mode))
}
fn ri_set_mode(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let mode = a.int(0);
    if !(0..=4).contains(&mode) {
        return Err(vm.arg_value_error(
            1,
            "must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE",
        ));
    }
    d(vm, ctx)?.borrow_mut().mode = mode;
    null()
}
fn ri_get_flags(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(d(vm, ctx)?.borrow().flags))
}
fn ri_set_flags(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    d(vm, ctx)?.borrow_mut().flags = a.int(0);
    null()
}
fn ri_get_preg(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Int(d(vm, ctx)?.borrow().preg_flags))
}
fn ri_set_preg(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    d(vm, ctx)?.borrow_mut().preg_flags = a.int(0);
    null()
}
fn ri_get_regex(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    Ok(Value::Str(
        d(vm, ctx)?
            .borrow()
            .regex
            .clone()
            .unwrap_or_else(|| PStr::from("")),
    ))
}

pub(crate) const REGEX_ITERATOR: ClassDef = ClassDef {
    forward: Some(super::outer::dual_forward),
    name: "RegexIterator",
    parent: Some("FilterIterator"),
    consts: &[
        ("USE_KEY", ConstVal::Int(1)),
        ("INVERT_MATCH", ConstVal::Int(2)),
        ("MATCH", ConstVal::Int(0)),
        ("GET_MATCH", ConstVal::Int(1)),
        ("ALL_MATCHES", ConstVal::Int(2)),
        ("SPLIT", ConstVal::Int(3)),
        ("REPLACE", ConstVal::Int(4)),
    ],
    props: &[PropDef {
        name: "replacement",
        flags: 0,
        default: ConstVal::Null,
    }],
    methods: &[
        m(
            "__construct(Iterator $iterator, string $pattern, int $mode = RegexIterator::MATCH, int $flags = 0, int $pregFlags = 0)",
            ri_construct,
        ),
        m("accept(): bool", ri_accept),
        m("getMode(): int", ri_get_mode),
        m("setMode(int $mode): void", ri_set_mode),
        m("getFlags(): int", ri_get_flags),
        m("setFlags(int $flags): void", ri_set_flags),
        m("getPregFlags(): int", ri_get_preg),
        m("setPregFlags(int $pregFlags): void", ri_set_preg),
        m("getRegex(): string", ri_get_regex),
    ],
    ..ClassDef::EMPTY
};

fn rri_construct(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let o = obj_arg(a, 0);
    if !o.is_some_and(|o| vm.instance_of(&o, b"RecursiveIterator")) {
        return Err(vm.arg_type_error(
            1,
            &format!(
                "must be of type RecursiveIterator, {} given",
                type_name(a.val(0))
            ),
        ));
    }
    ri_construct(vm, ctx, a)
}
fn rri_accept(vm: &mut Vm, ctx: &MethodCtx, a: &mut Args) -> BResult {
    let cur = d(vm, ctx)?.borrow().cur.clone();
    match cur {
        None => Ok(Value::Bool(false)),
        Some((_, Value::Arr(arr))) => Ok(Value::Bool(!arr.is_empty())),
        Some(_) => ri_accept(vm, ctx, a),
    }
}
fn rri_get_children(vm: &mut Vm, ctx: &MethodCtx, _: &mut Args) -> BResult {
    let c = inner_children(vm, ctx)?;
    let x = cell(ctx).expect("payload").borrow().clone();
    new_static(
        vm,
        ctx,
        vec![
            c,
            Value::Str(x.regex.unwrap_or_else(|| PStr::from(""))),
            Value::Int(x.mode),
            Value::Int(x.flags),
            Value::Int(x.preg_flags),
        ],
    )
}

pub(crate) const RECURSIVE_REGEX_ITERATOR: ClassDef = ClassDef {
    forward: Some(super::outer::dual_forward),
    name: "RecursiveRegexIterator",
    parent: Some("RegexIterator"),
    interfaces: &["RecursiveIterator"],
    methods: &[
        m(
            "__construct(RecursiveIterator $iterator, string $pattern, int $mode = RecursiveRegexIterator::MATCH, int $flags = 0, int $pregFlags = 0)",
            rri_construct,
        ),
        m("accept(): bool", rri_accept),
        m("hasChildren(): bool", inner_has_children),
        m("getChildren(): RecursiveRegexIterator", rri_get_children),
    ],
    ..ClassDef::EMPTY
};
