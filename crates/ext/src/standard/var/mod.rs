//! Variable functions of ext/standard: var_dump, print_r, var_export, the
//! is_* type tests, gettype/get_debug_type, settype and the scalar casts
//! (intval, floatval, strval, boolval); serialize/unserialize live in
//! serialize.rs, debug_zval_dump in zval_dump.rs, allocation-free float
//! text in float.rs, the decoders' shared key names in names.rs.

pub mod float;
pub mod names;
pub mod serialize;
pub mod zval_dump;

use super::jug;
use tusk_value::object::PropsPurpose;
use tusk_value::{ops, Key, PArr, PObj, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, Module, Unwind, Vm};

pub static STANDARD_VAR: Module = Module {
    name: "standard",
    classes: &[],
    functions: &[
        Builtin {
            sig: "var_dump(mixed $value, mixed ...$values): void",
            f: var_dump,
        },
        Builtin {
            sig: "debug_zval_dump(mixed $value, mixed ...$values): void",
            f: zval_dump::debug_zval_dump,
        },
        Builtin {
            sig: "serialize(mixed $value): string",
            f: serialize::serialize,
        },
        Builtin {
            sig: "unserialize(string $data, array $options = []): mixed",
            f: serialize::unserialize,
        },
        Builtin {
            sig: "print_r(mixed $value, bool $return = false): string|bool",
            f: print_r,
        },
        Builtin {
            sig: "var_export(mixed $value, bool $return = false): ?string",
            f: var_export,
        },
        Builtin {
            sig: "gettype(mixed $value): string",
            f: gettype,
        },
        Builtin {
            sig: "get_debug_type(mixed $value): string",
            f: get_debug_type,
        },
        Builtin {
            sig: "settype(mixed &$var, string $type): bool",
            f: settype,
        },
        Builtin {
            sig: "intval(mixed $value, int $base = 10): int",
            f: intval,
        },
        Builtin {
            sig: "floatval(mixed $value): float",
            f: floatval,
        },
        Builtin {
            sig: "doubleval(mixed $value): float",
            f: floatval,
        },
        Builtin {
            sig: "boolval(mixed $value): bool",
            f: boolval,
        },
        Builtin {
            sig: "strval(mixed $value): string",
            f: strval,
        },
        Builtin {
            sig: "is_null(mixed $value): bool",
            f: is_null,
        },
        Builtin {
            sig: "is_bool(mixed $value): bool",
            f: is_bool,
        },
        Builtin {
            sig: "is_int(mixed $value): bool",
            f: is_int,
        },
        Builtin {
            sig: "is_integer(mixed $value): bool",
            f: is_int,
        },
        Builtin {
            sig: "is_long(mixed $value): bool",
            f: is_int,
        },
        Builtin {
            sig: "is_float(mixed $value): bool",
            f: is_float,
        },
        Builtin {
            sig: "is_double(mixed $value): bool",
            f: is_float,
        },
        Builtin {
            sig: "is_numeric(mixed $value): bool",
            f: is_numeric,
        },
        Builtin {
            sig: "is_string(mixed $value): bool",
            f: is_string,
        },
        Builtin {
            sig: "is_array(mixed $value): bool",
            f: is_array,
        },
        Builtin {
            sig: "is_object(mixed $value): bool",
            f: is_object,
        },
        Builtin {
            sig: "is_scalar(mixed $value): bool",
            f: is_scalar,
        },
        Builtin {
            sig: "is_iterable(mixed $value): bool",
            f: is_iterable,
        },
        Builtin {
            sig: "is_countable(mixed $value): bool",
            f: is_countable,
        },
        Builtin {
            sig: "is_resource(mixed $value): bool",
            f: is_resource,
        },
        Builtin {
            sig: "get_resource_type($resource): string",
            f: get_resource_type,
        },
        Builtin {
            sig: "get_resource_id($resource): int",
            f: get_resource_id,
        },
    ],
    constants: &[],
};

/// Arrays and objects being printed (php's recursion protection).
#[derive(Default)]
struct Seen {
    arrs: Vec<usize>,
    objs: Vec<u32>,
    /// What `__debugInfo()` returned, by object id (var_dump runs them
    /// all before printing).
    debug: std::collections::HashMap<u32, Vec<(Key, Value)>>,
}

/// What a user class's `__debugInfo()` gives for `o` (None: the class has
/// none); php's fatal error when it is not an array or null.
fn debug_info(vm: &mut Vm, o: &PObj) -> Result<Option<Vec<(Key, Value)>>, Unwind> {
    let Some(c) = tusk_vm::class::class_of(o) else {
        return Ok(None);
    };
    if c.find_method(b"__debuginfo")
        .is_none_or(|m| m.unit().is_none())
    {
        return Ok(None);
    }
    match vm
        .call_method_named(o, b"__debuginfo", Vec::new())?
        .map(|v| v.unref())
    {
        Some(Value::Arr(a)) => Ok(Some(elems_of(&a))),
        Some(Value::Null) | None => Ok(Some(Vec::new())),
        Some(_) => Err(vm.fatal("__debuginfo() must return an array")),
    }
}

/// Runs `__debugInfo()` for every object reachable from `v` that has one.
fn collect_debug(
    vm: &mut Vm,
    v: &Value,
    seen: &mut Seen,
    visited: &mut Vec<usize>,
) -> Result<(), Unwind> {
    match v.unref() {
        Value::Arr(a) => {
            if visited.contains(&a.addr()) {
                return Ok(());
            }
            visited.push(a.addr());
            for (_, e) in elems_of(&a) {
                collect_debug(vm, &e, seen, visited)?;
            }
        }
        Value::Obj(o) => {
            if seen.debug.contains_key(&o.id()) || seen.objs.contains(&o.id()) {
                return Ok(());
            }
            seen.objs.push(o.id());
            let entries = match debug_info(vm, &o)? {
                Some(d) => {
                    seen.debug.insert(o.id(), d.clone());
                    d
                }
                None => props_of(&o),
            };
            for (_, e) in entries {
                collect_debug(vm, &e, seen, visited)?;
            }
        }
        _ => {}
    }
    Ok(())
}

impl Seen {
    fn has_arr(&self, a: &PArr) -> bool {
        self.arrs.contains(&a.addr())
    }
    fn has_obj(&self, o: &PObj) -> bool {
        self.objs.contains(&o.id())
    }
}

/// A property name split from php's mangled form: ("\0*\0x" is protected
/// x, "\0Class\0x" is private x of Class).
enum PropName<'a> {
    Public(&'a [u8]),
    Protected(&'a [u8]),
    Private(&'a [u8], &'a [u8]),
}

fn unmangle(k: &[u8]) -> PropName<'_> {
    if k.first() == Some(&0) {
        if let Some(p) = k[1..].iter().position(|&c| c == 0) {
            let class = &k[1..1 + p];
            let name = &k[2 + p..];
            return if class == b"*" {
                PropName::Protected(name)
            } else {
                PropName::Private(class, name)
            };
        }
    }
    PropName::Public(k)
}

fn key_bytes(k: &Key) -> Vec<u8> {
    match k {
        Key::Int(i) => i.to_string().into_bytes(),
        Key::Str(s) => s.as_bytes().to_vec(),
    }
}

fn spaces(out: &mut Vec<u8>, n: usize) {
    out.resize(out.len() + n, b' ');
}

/// Properties of an object, in order (a snapshot: printing may run code).
fn props_of(o: &PObj) -> Vec<(Key, Value)> {
    listing(o, PropsPurpose::Debug)
}

/// An object's properties as a listing shows them. Property names are
/// strings even when numeric ("0"); integer keys come only from a built-in
/// class's own listing (SplFixedArray), printed as array keys.
fn listing(o: &PObj, purpose: PropsPurpose) -> Vec<(Key, Value)> {
    if let Some(own) = o.class().props_for(o, purpose) {
        return own.iter().map(|(k, v)| (k, v.clone())).collect();
    }
    o.to_array_data()
        .iter()
        .map(|(k, v)| match k {
            Key::Int(i) => (Key::Str(PStr::from(i.to_string())), v.clone()),
            k => (k, v.clone()),
        })
        .collect()
}

/// The class and case name of an enum case object (`E::A`), and whether
/// the enum is backed by int (Some(true)), string (Some(false)) or nothing.
pub fn enum_case(o: &PObj) -> Option<(PStr, PStr, Option<bool>)> {
    let c = tusk_vm::class::class_of(o)?;
    if c.kind != tusk_vm::class::Kind::Enum {
        return None;
    }
    let name = match o.0.props.borrow().slots.first() {
        Some(Value::Str(s)) => s.clone(),
        _ => PStr::from(""),
    };
    Some((c.name.clone(), name, c.enum_int))
}

/// var_dump's listing: the properties, with each uninitialized typed
/// property as `(name, Undef, Some(type))` in its slot's place.
fn debug_listing(o: &PObj) -> Vec<(Key, Value, Option<String>)> {
    let plain = |o: &PObj| {
        props_of(o)
            .into_iter()
            .map(|(k, v)| (k, v, None))
            .collect::<Vec<_>>()
    };
    let Some(c) = tusk_vm::class::class_of(o) else {
        return plain(o);
    };
    if o.class().props_for(o, PropsPurpose::Debug).is_some() {
        return plain(o);
    }
    let uninit: Vec<(usize, String)> = {
        let p = o.0.props.borrow();
        p.slots
            .iter()
            .enumerate()
            .filter(|(_, v)| v.is_undef())
            .filter_map(|(i, _)| c.slot_type_text(i).map(|t| (i, t)))
            .collect()
    };
    if uninit.is_empty() {
        return plain(o);
    }
    // Walk the slots in order, splicing the uninitialized ones between the
    // set ones (which `props_of` lists first, in slot order).
    let infos = c.slots.clone();
    let mut set = plain(o).into_iter().peekable();
    let mut out = Vec::new();
    let nslots = o.0.props.borrow().slots.len();
    for i in 0..nslots {
        let Some(info) = infos.get(i) else { continue };
        if let Some((_, t)) = uninit.iter().find(|(j, _)| *j == i) {
            out.push((Key::from_pstr(&info.mangled), Value::Undef, Some(t.clone())));
        } else if !o.0.props.borrow().slots[i].is_undef() {
            if let Some(e) = set.next() {
                out.push(e);
            }
        }
    }
    out.extend(set);
    out
}

fn elems_of(a: &PArr) -> Vec<(Key, Value)> {
    a.iter().map(|(k, v)| (k, v.clone())).collect()
}

// ---------------------------------------------------------------- var_dump

/// Appends what `var_dump($v)` prints at nesting `level` (1 = top).
pub fn dump_value(out: &mut Vec<u8>, v: &Value, level: usize) {
    dump(out, v, level, &mut Seen::default());
}

/// A property's key line as var_dump and debug_zval_dump print it:
/// `["name"]=>`, `["name":protected]=>` or `["name":"Class":private]=>`.
pub(super) fn prop_key(out: &mut Vec<u8>, k: &Key) {
    // Integer keys come only from built-in classes' own listings
    // (SplFixedArray): php prints them as array keys.
    if let Key::Int(i) = k {
        out.extend_from_slice(format!("[{i}]=>\n").as_bytes());
        return;
    }
    out.extend_from_slice(b"[\"");
    let kb = key_bytes(k);
    match unmangle(&kb) {
        PropName::Public(n) => {
            out.extend_from_slice(n);
            out.push(b'"');
        }
        PropName::Protected(n) => {
            out.extend_from_slice(n);
            out.extend_from_slice(b"\":protected");
        }
        PropName::Private(c, n) => {
            out.extend_from_slice(n);
            out.extend_from_slice(b"\":\"");
            out.extend_from_slice(c);
            out.extend_from_slice(b"\":private");
        }
    }
    out.extend_from_slice(b"]=>\n");
}

fn dump(out: &mut Vec<u8>, v: &Value, level: usize, seen: &mut Seen) {
    if level > 1 {
        spaces(out, level - 1);
    }
    let (v, amp) = match v {
        Value::Ref(r) => (r.get(), if r.refcount() > 1 { "&" } else { "" }),
        v => (v.clone(), ""),
    };
    match &v {
        Value::Undef | Value::Null => {
            out.extend_from_slice(amp.as_bytes());
            out.extend_from_slice(b"NULL\n");
        }
        Value::Bool(b) => out.extend_from_slice(format!("{amp}bool({b})\n").as_bytes()),
        Value::Int(i) => out.extend_from_slice(format!("{amp}int({i})\n").as_bytes()),
        Value::Float(f) => {
            out.extend_from_slice(format!("{amp}float({})\n", jug::float_repr(*f)).as_bytes())
        }
        Value::Str(s) => {
            out.extend_from_slice(format!("{amp}string({}) \"", s.len()).as_bytes());
            out.extend_from_slice(s.as_bytes());
            out.extend_from_slice(b"\"\n");
        }
        Value::Res(r) => out.extend_from_slice(
            format!("{amp}resource({}) of type ({})\n", r.id(), r.kind()).as_bytes(),
        ),
        Value::Arr(a) => {
            if seen.has_arr(a) {
                out.extend_from_slice(b"*RECURSION*\n");
                return;
            }
            seen.arrs.push(a.addr());
            out.extend_from_slice(format!("{amp}array({}) {{\n", a.len()).as_bytes());
            // No snapshot: printing an array runs no code, and a copy of a
            // reference element would make it look shared.
            for (k, e) in a.iter() {
                spaces(out, level + 1);
                match k {
                    Key::Int(i) => out.extend_from_slice(format!("[{i}]=>\n").as_bytes()),
                    Key::Str(s) => {
                        out.extend_from_slice(b"[\"");
                        out.extend_from_slice(s.as_bytes());
                        out.extend_from_slice(b"\"]=>\n");
                    }
                }
                dump(out, e, level + 2, seen);
            }
            seen.arrs.pop();
            if level > 1 {
                spaces(out, level - 1);
            }
            out.extend_from_slice(b"}\n");
        }
        Value::Obj(o) => {
            if seen.has_obj(o) {
                out.extend_from_slice(b"*RECURSION*\n");
                return;
            }
            if let Some((cls, case, _)) = enum_case(o) {
                out.extend_from_slice(amp.as_bytes());
                out.extend_from_slice(b"enum(");
                out.extend_from_slice(cls.as_bytes());
                out.extend_from_slice(b"::");
                out.extend_from_slice(case.as_bytes());
                out.extend_from_slice(b")\n");
                return;
            }
            seen.objs.push(o.id());
            let props = match seen.debug.get(&o.id()) {
                Some(d) => d
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone(), None))
                    .collect(),
                None => debug_listing(o),
            };
            let count = props.iter().filter(|p| p.2.is_none()).count();
            out.extend_from_slice(amp.as_bytes());
            out.extend_from_slice(b"object(");
            out.extend_from_slice(o.class_name().as_bytes());
            out.extend_from_slice(format!(")#{} ({}) {{\n", o.id(), count).as_bytes());
            for (k, e, uninit) in props {
                spaces(out, level + 1);
                prop_key(out, &k);
                if let Some(t) = uninit {
                    spaces(out, level + 1);
                    out.extend_from_slice(format!("uninitialized({t})\n").as_bytes());
                    continue;
                }
                dump(out, &e, level + 2, seen);
            }
            seen.objs.pop();
            if level > 1 {
                spaces(out, level - 1);
            }
            out.extend_from_slice(b"}\n");
        }
        Value::Ref(_) => unreachable!("references do not nest"),
    }
}

fn var_dump(vm: &mut Vm, args: &mut Args) -> BResult {
    for v in args.all() {
        let mut out = Vec::new();
        let mut seen = Seen::default();
        collect_debug(vm, v, &mut seen, &mut Vec::new())?;
        seen.objs.clear();
        dump(&mut out, v, 1, &mut seen);
        vm.echo(&out);
    }
    Ok(Value::Null)
}

// ---------------------------------------------------------------- print_r

/// What `print_r($v, true)` returns.
pub fn print_r_string(vm: &mut Vm, v: &Value) -> Result<Vec<u8>, Unwind> {
    let mut out = Vec::new();
    print_r_into(vm, &mut out, v, 0, &mut Seen::default())?;
    Ok(out)
}

fn print_r_hash(
    vm: &mut Vm,
    out: &mut Vec<u8>,
    elems: Vec<(Key, Value)>,
    indent: usize,
    is_obj: bool,
    seen: &mut Seen,
) -> Result<(), Unwind> {
    spaces(out, indent);
    out.extend_from_slice(b"(\n");
    for (k, e) in elems {
        spaces(out, indent + 4);
        out.push(b'[');
        let kb = key_bytes(&k);
        if is_obj {
            match unmangle(&kb) {
                PropName::Public(n) => out.extend_from_slice(n),
                PropName::Protected(n) => {
                    out.extend_from_slice(n);
                    out.extend_from_slice(b":protected");
                }
                PropName::Private(c, n) => {
                    out.extend_from_slice(n);
                    out.push(b':');
                    out.extend_from_slice(c);
                    out.extend_from_slice(b":private");
                }
            }
        } else {
            out.extend_from_slice(&kb);
        }
        out.extend_from_slice(b"] => ");
        print_r_into(vm, out, &e, indent + 8, seen)?;
        out.push(b'\n');
    }
    spaces(out, indent);
    out.extend_from_slice(b")\n");
    Ok(())
}

fn print_r_into(
    vm: &mut Vm,
    out: &mut Vec<u8>,
    v: &Value,
    indent: usize,
    seen: &mut Seen,
) -> Result<(), Unwind> {
    match v.unref() {
        Value::Arr(a) => {
            out.extend_from_slice(b"Array\n");
            if seen.has_arr(&a) {
                out.extend_from_slice(b" *RECURSION*");
                return Ok(());
            }
            seen.arrs.push(a.addr());
            let r = print_r_hash(vm, out, elems_of(&a), indent, false, seen);
            seen.arrs.pop();
            r
        }
        Value::Obj(o) => {
            out.extend_from_slice(o.class_name().as_bytes());
            match enum_case(&o) {
                Some((_, _, None)) => out.extend_from_slice(b" Enum\n"),
                Some((_, _, Some(true))) => out.extend_from_slice(b" Enum:int\n"),
                Some((_, _, Some(false))) => out.extend_from_slice(b" Enum:string\n"),
                None => out.extend_from_slice(b" Object\n"),
            }
            if seen.has_obj(&o) {
                out.extend_from_slice(b" *RECURSION*");
                return Ok(());
            }
            seen.objs.push(o.id());
            let props = match debug_info(vm, &o)? {
                Some(d) => d,
                None => props_of(&o),
            };
            let r = print_r_hash(vm, out, props, indent, true, seen);
            seen.objs.pop();
            r
        }
        Value::Int(i) => {
            out.extend_from_slice(i.to_string().as_bytes());
            Ok(())
        }
        Value::Str(s) => {
            out.extend_from_slice(s.as_bytes());
            Ok(())
        }
        x => {
            let s = vm.to_pstr(&x)?;
            out.extend_from_slice(s.as_bytes());
            Ok(())
        }
    }
}

fn print_r(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.val(0).clone();
    let s = print_r_string(vm, &v)?;
    if args.opt_bool(1, false) {
        Ok(Value::from(s))
    } else {
        vm.echo(&s);
        Ok(Value::Bool(true))
    }
}

// ---------------------------------------------------------------- var_export

/// A string as var_export writes it: quoted, `'` and `\` escaped, NUL
/// bytes spliced in as `' . "\0" . '`.
pub fn export_str(out: &mut Vec<u8>, s: &[u8]) {
    out.push(b'\'');
    for &c in s {
        match c {
            b'\'' | b'\\' => {
                out.push(b'\\');
                out.push(c);
            }
            0 => out.extend_from_slice(b"' . \"\\0\" . '"),
            c => out.push(c),
        }
    }
    out.push(b'\'');
}

/// A float as var_export writes it (always with a decimal point or exponent).
pub fn export_float(f: f64) -> String {
    let mut s = jug::float_repr(f);
    if s.bytes().all(|c| c.is_ascii_digit() || c == b'-') {
        s.push_str(".0");
    }
    s
}

/// What `var_export($v, true)` returns.
pub fn var_export_string(vm: &mut Vm, v: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    export(vm, &mut out, v, 1, &mut Seen::default());
    out
}

fn export(vm: &mut Vm, out: &mut Vec<u8>, v: &Value, level: usize, seen: &mut Seen) {
    match v.unref() {
        Value::Undef | Value::Null => out.extend_from_slice(b"NULL"),
        Value::Bool(b) => out.extend_from_slice(if b { b"true" } else { b"false" }),
        Value::Int(i) => {
            if i == i64::MIN {
                out.extend_from_slice(b"-9223372036854775807-1");
            } else {
                out.extend_from_slice(i.to_string().as_bytes());
            }
        }
        Value::Float(f) => out.extend_from_slice(export_float(f).as_bytes()),
        Value::Str(s) => export_str(out, s.as_bytes()),
        Value::Res(_) => out.extend_from_slice(b"NULL"),
        Value::Arr(a) => {
            if seen.has_arr(&a) {
                vm.warning("var_export does not handle circular references");
                out.extend_from_slice(b"NULL");
                return;
            }
            seen.arrs.push(a.addr());
            if level > 1 {
                out.push(b'\n');
                spaces(out, level - 1);
            }
            out.extend_from_slice(b"array (\n");
            for (k, e) in elems_of(&a) {
                spaces(out, level + 1);
                match k {
                    Key::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
                    Key::Str(s) => export_str(out, s.as_bytes()),
                }
                out.extend_from_slice(b" => ");
                export(vm, out, &e, level + 2, seen);
                out.extend_from_slice(b",\n");
            }
            seen.arrs.pop();
            if level > 1 {
                spaces(out, level - 1);
            }
            out.push(b')');
        }
        Value::Obj(o) => {
            if seen.has_obj(&o) {
                vm.warning("var_export does not handle circular references");
                out.extend_from_slice(b"NULL");
                return;
            }
            if level > 1 {
                out.push(b'\n');
                spaces(out, level - 1);
            }
            if let Some((cls, case, _)) = enum_case(&o) {
                out.push(b'\\');
                out.extend_from_slice(cls.as_bytes());
                out.extend_from_slice(b"::");
                out.extend_from_slice(case.as_bytes());
                return;
            }
            seen.objs.push(o.id());
            let std = o.class_name().as_bytes().eq_ignore_ascii_case(b"stdClass");
            if std {
                out.extend_from_slice(b"(object) array(\n");
            } else {
                out.push(b'\\');
                out.extend_from_slice(o.class_name().as_bytes());
                out.extend_from_slice(b"::__set_state(array(\n");
            }
            for (k, e) in listing(&o, PropsPurpose::Export) {
                spaces(out, level + 2);
                if let Key::Int(i) = k {
                    out.extend_from_slice(i.to_string().as_bytes());
                    out.extend_from_slice(b" => ");
                    export(vm, out, &e, level + 2, seen);
                    out.extend_from_slice(b",\n");
                    continue;
                }
                let kb = key_bytes(&k);
                let name = match unmangle(&kb) {
                    PropName::Public(n) | PropName::Protected(n) | PropName::Private(_, n) => n,
                };
                export_str(out, name);
                out.extend_from_slice(b" => ");
                export(vm, out, &e, level + 2, seen);
                out.extend_from_slice(b",\n");
            }
            seen.objs.pop();
            if level > 1 {
                spaces(out, level - 1);
            }
            out.extend_from_slice(if std { b")" } else { b"))" });
        }
        Value::Ref(_) => unreachable!("unref removed the reference"),
    }
}

fn var_export(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.val(0).clone();
    let s = var_export_string(vm, &v);
    if args.opt_bool(1, false) {
        Ok(Value::from(s))
    } else {
        vm.echo(&s);
        Ok(Value::Null)
    }
}

// ---------------------------------------------------------------- types

fn gettype(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::from(args.val(0).type_name()))
}

/// get_debug_type()'s name for a value.
pub fn debug_type(v: &Value) -> String {
    match v.unref() {
        Value::Undef | Value::Null => "null".into(),
        Value::Bool(_) => "bool".into(),
        Value::Int(_) => "int".into(),
        Value::Float(_) => "float".into(),
        Value::Str(_) => "string".into(),
        Value::Arr(_) => "array".into(),
        Value::Res(r) if r.is_closed() => "resource (closed)".into(),
        Value::Res(r) => format!("resource ({})", r.kind()),
        Value::Obj(o) => {
            let n = o.class_name().as_bytes();
            // Anonymous classes are named "class@anonymous\0file:line$0".
            match n.iter().position(|&c| c == 0) {
                Some(p) => String::from_utf8_lossy(&n[..p]).into_owned(),
                None => String::from_utf8_lossy(n).into_owned(),
            }
        }
        Value::Ref(_) => unreachable!(),
    }
}

fn get_debug_type(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::from(debug_type(args.val(0))))
}

fn settype(vm: &mut Vm, args: &mut Args) -> BResult {
    let r = args.by_ref(0).clone();
    let t = args.bytes(1).to_ascii_lowercase();
    let cur = r.get();
    let new = match &t[..] {
        b"integer" | b"int" => Value::Int(jug::to_int(&cur)),
        b"float" | b"double" => Value::Float(jug::to_float(&cur)),
        b"string" => Value::Str(vm.to_pstr(&cur)?),
        b"array" => Value::Arr(ops::to_array(&cur)),
        b"object" => match cur {
            Value::Obj(o) => Value::Obj(o),
            x => {
                let o = PObj::new_std();
                {
                    let mut p = tusk_value::ArrayData::new();
                    match x {
                        Value::Arr(a) => {
                            for (k, e) in a.iter() {
                                // Object property names are strings.
                                let k = Key::Str(PStr::from(key_bytes(&k)));
                                p.insert(k, e.clone());
                            }
                        }
                        Value::Null | Value::Undef => {}
                        x => {
                            p.insert(Key::Str(PStr::from("scalar")), x);
                        }
                    }
                    o.0.props.borrow_mut().dynamic = p;
                }
                Value::Obj(o)
            }
        },
        b"bool" | b"boolean" => Value::Bool(jug::to_bool(&cur)),
        b"null" => Value::Null,
        b"resource" => return Err(vm.value_error("Cannot convert to resource type")),
        _ => return Err(vm.arg_value_error(2, "must be a valid type")),
    };
    r.set(new);
    Ok(Value::Bool(true))
}

/// C's strtol over bytes: leading whitespace, sign, base prefix ("0x" for
/// base 16 or 0, a leading "0" means octal for base 0), saturating on
/// overflow. Invalid bases give 0.
pub fn strtol(b: &[u8], mut base: u32) -> i64 {
    let mut i = 0;
    while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c') {
        i += 1;
    }
    let mut neg = false;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        neg = b[i] == b'-';
        i += 1;
    }
    if base != 0 && !(2..=36).contains(&base) {
        return 0;
    }
    let hex_prefix = i + 1 < b.len()
        && b[i] == b'0'
        && (b[i + 1] | 0x20) == b'x'
        && b.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit());
    if (base == 0 || base == 16) && hex_prefix {
        i += 2;
        base = 16;
    } else if base == 0 {
        base = if b.get(i) == Some(&b'0') { 8 } else { 10 };
    }
    let mut acc: i64 = 0;
    let mut overflow = false;
    while i < b.len() {
        let d = match b[i] {
            c @ b'0'..=b'9' => (c - b'0') as u32,
            c @ b'a'..=b'z' => (c - b'a') as u32 + 10,
            c @ b'A'..=b'Z' => (c - b'A') as u32 + 10,
            _ => break,
        };
        if d >= base {
            break;
        }
        if !overflow {
            let next = acc.checked_mul(base as i64).and_then(|a| {
                if neg {
                    a.checked_sub(d as i64)
                } else {
                    a.checked_add(d as i64)
                }
            });
            match next {
                Some(n) => acc = n,
                None => overflow = true,
            }
        }
        i += 1;
    }
    if overflow {
        return if neg { i64::MIN } else { i64::MAX };
    }
    acc
}

/// php's warning for an object converted to a number.
fn object_to_number(vm: &mut Vm, v: &Value, to: &str) {
    if let Value::Obj(o) = v {
        vm.warning(&format!(
            "Object of class {} could not be converted to {}",
            String::from_utf8_lossy(o.class_name().as_bytes()),
            to
        ));
    }
}

fn intval(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.val(0).unref();
    object_to_number(vm, &v, "int");
    let base = args.opt_int(1, 10);
    let Value::Str(s) = &v else {
        return Ok(Value::Int(jug::to_int(&v)));
    };
    if base == 10 {
        return Ok(Value::Int(jug::to_int(&v)));
    }
    let b = s.as_bytes();
    if base == 0 || base == 2 {
        let start = b
            .iter()
            .position(|c| !c.is_ascii_whitespace())
            .unwrap_or(b.len());
        let t = &b[start..];
        if t.len() > 2 {
            let off = usize::from(t[0] == b'-' || t[0] == b'+');
            if t[off] == b'0' && (t[off + 1] | 0x20) == b'b' {
                let mut tmp = Vec::with_capacity(t.len());
                tmp.extend_from_slice(&t[..off]);
                tmp.extend_from_slice(&t[off + 2..]);
                return Ok(Value::Int(strtol(&tmp, 2)));
            }
        }
    }
    let base = u32::try_from(base).unwrap_or(1);
    Ok(Value::Int(strtol(b, base)))
}

fn floatval(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.val(0).unref();
    object_to_number(vm, &v, "float");
    Ok(Value::Float(jug::to_float(&v)))
}

fn boolval(_vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(jug::to_bool(args.val(0))))
}

fn strval(vm: &mut Vm, args: &mut Args) -> BResult {
    let v = args.val(0).clone();
    Ok(Value::Str(vm.to_pstr(&v)?))
}

fn test(args: &Args, f: impl Fn(&Value) -> bool) -> BResult {
    Ok(Value::Bool(f(&args.val(0).unref())))
}

fn is_null(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Null | Value::Undef))
}
fn is_bool(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Bool(_)))
}
fn is_int(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Int(_)))
}
fn is_float(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Float(_)))
}
fn is_string(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Str(_)))
}
fn is_array(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Arr(_)))
}
fn is_object(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Obj(_)))
}
/// A closed resource is not a resource any more for is_resource().
fn is_resource(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| matches!(v, Value::Res(r) if !r.is_closed()))
}
fn get_resource_type(vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::from(vm.arg_res(args, 0)?.kind()))
}
fn get_resource_id(vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Int(vm.arg_res(args, 0)?.id() as i64))
}
fn is_scalar(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| {
        matches!(
            v,
            Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Str(_)
        )
    })
}
fn is_numeric(_vm: &mut Vm, args: &mut Args) -> BResult {
    test(args, |v| match v {
        Value::Int(_) | Value::Float(_) => true,
        // Trailing whitespace is allowed, leading too (php 8).
        Value::Str(s) => jug::numeric_str(s.as_bytes()).is_some(),
        _ => false,
    })
}
/// Objects are iterable/countable by interface (Traversable, Countable).
fn is_iterable(vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(match args.val(0).unref() {
        Value::Arr(_) => true,
        Value::Obj(o) => vm.is_traversable(&o),
        _ => false,
    }))
}
fn is_countable(vm: &mut Vm, args: &mut Args) -> BResult {
    Ok(Value::Bool(match args.val(0).unref() {
        Value::Arr(_) => true,
        Value::Obj(o) => vm.instance_of(&o, b"Countable"),
        _ => false,
    }))
}
