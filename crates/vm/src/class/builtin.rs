//! Built-in classes and interfaces: stdClass, Closure, Traversable,
//! Iterator, IteratorAggregate, ArrayAccess, Countable, Stringable,
//! JsonSerializable, UnitEnum/BackedEnum, and the Throwable hierarchy
//! (Exception, Error and their children) with their native methods; enum
//! support (case objects, cases/from/tryFrom).
//!
//! Not here: traces and the uncaught-exception output (exception.rs).

use super::*;
use crate::exception::THROWABLES;
use tusk_value::object::Vis;

/// What a Throwable object carries besides its properties: its trace
/// frames (the `trace` property holds them as an array).
#[derive(Default)]
pub struct ExcData {
    pub trace: RefCell<Vec<crate::exception::TraceFrame>>,
}

pub(super) struct Spec<'a> {
    pub name: &'a str,
    pub kind: ClassKind,
    pub flags: u32,
    pub parent: Option<&'a str>,
    pub ifaces: &'a [&'a str],
    /// (name, flags, default)
    pub props: Vec<(&'a str, u32, Value)>,
    pub methods: Vec<(&'a str, u32, NativeFn)>,
}

fn abstract_stub(vm: &mut Vm, _: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Err(vm.throw("Error", "Cannot call abstract method"))
}

fn add(vm: &mut Vm, s: Spec) -> Rc<Class> {
    add_full(vm, s, None)
}

/// What an extension's class adds to a `Spec`: its definition, its
/// signature-checked methods and its constants.
pub(super) struct ExtParts {
    pub def: &'static super::ext::ClassDef,
    pub methods: Vec<(PStr, u32, Rc<crate::runtime::BuiltinEntry>)>,
    pub consts: Vec<(&'static str, Value)>,
}

fn add_full(vm: &mut Vm, s: Spec, ext: Option<ExtParts>) -> Rc<Class> {
    let id = vm.rt.class_list.len() as u32;
    let name = PStr::from(s.name);
    let parent = s.parent.and_then(|p| vm.find_class(p.as_bytes()));
    let mut c = Class::blank(id, name.clone(), s.kind, s.flags, parent.clone());
    c.allow_dynamic = s.name == "stdClass";
    if let Some(e) = &ext {
        c.native = Some(e.def);
    }
    // php's order for an internal class: Stringable when the class has
    // its own __toString (its methods are registered first), the
    // parent's interfaces in reverse (zend_do_inherit_interfaces walks
    // them backwards), then each declared interface followed by the ones
    // it extends, again in reverse. class_implements() shows this order.
    let own_tostring = s.kind != ClassKind::Interface
        && (s
            .methods
            .iter()
            .any(|m| m.0.eq_ignore_ascii_case("__toString"))
            || ext.as_ref().is_some_and(|e| {
                e.methods
                    .iter()
                    .any(|m| m.0.as_bytes().eq_ignore_ascii_case(b"__toString"))
            }));
    if own_tostring {
        if let Some(st) = vm.find_class(b"Stringable") {
            c.interfaces.push(st);
        }
    }
    if let Some(p) = &parent {
        add_ifaces_reversed(&mut c.interfaces, &p.interfaces);
        c.slots = p.slots.clone();
        c.props = p.props.clone();
        c.prop_map = p.prop_map.clone();
        c.methods = p.methods.clone();
        c.method_order = p.method_order.clone();
        c.throwable = p.throwable;
        c.consts = p.consts.clone();
        c.const_order = p.const_order.clone();
    }
    for i in s.ifaces {
        if let Some(ic) = vm.find_class(i.as_bytes()) {
            if !c.interfaces.iter().any(|y| y.id == ic.id) {
                c.interfaces.push(ic.clone());
                add_ifaces_reversed(&mut c.interfaces, &ic.interfaces);
            }
            if ic.throwable {
                c.throwable = true;
            }
            for k in &ic.const_order {
                if !c.consts.contains_key(k) {
                    c.consts.insert(k.clone(), ic.consts[k].clone());
                    c.const_order.push(k.clone());
                }
            }
            for mn in &ic.method_order {
                if !c.methods.contains_key(mn) {
                    c.methods.insert(mn.clone(), ic.methods[mn].clone());
                    c.method_order.push(mn.clone());
                }
            }
        }
    }
    if s.name == "Throwable" {
        c.throwable = true;
    }
    for (pn, f, def) in s.props {
        let vis = if f & flags::PRIVATE != 0 {
            Vis::Private
        } else if f & flags::PROTECTED != 0 {
            Vis::Protected
        } else {
            Vis::Public
        };
        let mangled = match vis {
            Vis::Public => PStr::from(pn),
            Vis::Protected => PStr::from(format!("\0*\0{}", pn)),
            Vis::Private => PStr::from(format!("\0{}\0{}", s.name, pn)),
        };
        let i = c.props.len() as u32;
        c.props.push(PropMeta {
            name: PStr::from(pn),
            flags: f,
            ty: None,
            default: Some(ConstInit::Value(
                tusk_value::SyncValue::new(def).expect("literal default"),
            )),
            decl_class: id,
            decl_name: name.clone(),
        });
        c.slots.push(SlotInfo {
            name: PStr::from(pn),
            mangled,
            vis,
            class: name.clone(),
        });
        c.prop_map.insert(pn.as_bytes().into(), i);
    }
    let own: Vec<Box<[u8]>> = s
        .methods
        .iter()
        .map(|m| m.0.as_bytes())
        .chain(
            ext.iter()
                .flat_map(|e| e.methods.iter().map(|m| m.0.as_bytes())),
        )
        .map(|n| n.to_ascii_lowercase().into())
        .collect();
    for (mn, f, func) in s.methods {
        let ln: Box<[u8]> = mn.to_ascii_lowercase().into_bytes().into();
        if !c.methods.contains_key(&ln) {
            c.method_order.push(ln.clone());
        }
        c.methods.insert(
            ln,
            Rc::new(Method {
                name: PStr::from(mn),
                flags: f,
                scope: id,
                scope_name: name.clone(),
                body: MethodBody::Native(func),
            }),
        );
    }
    if let Some(e) = &ext {
        for (mn, f, b) in &e.methods {
            let ln: Box<[u8]> = mn.as_bytes().to_ascii_lowercase().into();
            if !c.methods.contains_key(&ln) {
                c.method_order.push(ln.clone());
            }
            c.methods.insert(
                ln,
                Rc::new(Method {
                    name: mn.clone(),
                    flags: *f,
                    scope: id,
                    scope_name: name.clone(),
                    body: MethodBody::Ext(b.clone()),
                }),
            );
        }
        for (cn, v) in &e.consts {
            let k: Box<[u8]> = cn.as_bytes().into();
            if !c.consts.contains_key(&k) {
                c.const_order.push(k.clone());
            }
            c.consts.insert(
                k,
                Rc::new(ClassConst {
                    name: PStr::from(*cn),
                    value: RefCell::new(v.clone()),
                    init: None,
                    flags: flags::PUBLIC,
                    decl_class: id,
                    decl_name: name.clone(),
                    is_case: false,
                }),
            );
        }
    }
    let parent_order = parent.as_ref().map_or(&[][..], |p| &p.method_order[..]);
    c.method_order = super::php_method_order(&[&own, parent_order, &c.method_order]);
    let get = |n: &[u8]| c.methods.get(n).cloned();
    c.magic = Magic {
        ctor: get(b"__construct"),
        tostring: get(b"__tostring"),
        ..Magic::default()
    };
    if ext.is_some() {
        c.magic.dtor = get(b"__destruct");
        c.magic.get = get(b"__get");
        c.magic.set = get(b"__set");
        c.magic.isset = get(b"__isset");
        c.magic.unset = get(b"__unset");
        c.magic.call = get(b"__call");
        c.magic.callstatic = get(b"__callstatic");
        c.magic.invoke = get(b"__invoke");
        c.magic.clone = get(b"__clone");
    }
    let rc = Rc::new(c);
    vm.rt
        .classes
        .insert(rc.lname.clone().into_vec(), rc.clone());
    vm.rt.class_list.push(rc.clone());
    rc
}

/// Declares an extension's class (see `ext::register`).
pub(super) fn add_ext(vm: &mut Vm, s: Spec, ext: ExtParts) -> Rc<Class> {
    add_full(vm, s, Some(ext))
}

/// Appends `from` to `to` last first, skipping what `to` already has
/// (php's zend_do_inherit_interfaces, which walks the list backwards).
pub(super) fn add_ifaces_reversed(to: &mut Vec<Rc<Class>>, from: &[Rc<Class>]) {
    for x in from.iter().rev() {
        if !to.iter().any(|y| y.id == x.id) {
            to.push(x.clone());
        }
    }
}

pub(super) fn iface<'a>(name: &'a str, parents: &'a [&'a str], methods: &[&'a str]) -> Spec<'a> {
    Spec {
        name,
        kind: ClassKind::Interface,
        flags: 0,
        parent: None,
        ifaces: parents,
        props: Vec::new(),
        methods: methods
            .iter()
            .map(|m| {
                (
                    *m,
                    flags::PUBLIC | flags::ABSTRACT,
                    abstract_stub as NativeFn,
                )
            })
            .collect(),
    }
}

const PUB: u32 = flags::PUBLIC;
const FIN: u32 = flags::PUBLIC | flags::FINAL;

fn s_str(s: &str) -> Value {
    Value::Str(PStr::interned(s.as_bytes()))
}

/// Registers every built-in class.
pub(super) fn register(vm: &mut Vm) {
    let std = add(
        vm,
        Spec {
            name: "stdClass",
            kind: ClassKind::Class,
            flags: 0,
            parent: None,
            ifaces: &[],
            props: Vec::new(),
            methods: Vec::new(),
        },
    );
    tusk_value::object::set_std_class(Some(std));
    add(vm, iface("Traversable", &[], &[]));
    add(
        vm,
        iface(
            "Iterator",
            &["Traversable"],
            &["current", "next", "key", "valid", "rewind"],
        ),
    );
    add(
        vm,
        iface("IteratorAggregate", &["Traversable"], &["getIterator"]),
    );
    add(
        vm,
        iface(
            "ArrayAccess",
            &[],
            &["offsetExists", "offsetGet", "offsetSet", "offsetUnset"],
        ),
    );
    add(vm, iface("Countable", &[], &["count"]));
    add(
        vm,
        iface("Serializable", &[], &["serialize", "unserialize"]),
    );
    add(vm, iface("Stringable", &[], &["__toString"]));
    add(vm, iface("JsonSerializable", &[], &["jsonSerialize"]));
    add(vm, iface("UnitEnum", &[], &[]));
    add(vm, iface("BackedEnum", &["UnitEnum"], &[]));
    add(vm, iface("Throwable", &["Stringable"], &[]));
    super::ext::register(vm, &crate::closure::CLOSURE_CLASS);
    vm.rt.closure_class = vm.find_class(b"closure");
    super::ext::register(vm, &crate::weak::WEAK_REFERENCE);
    super::ext::register(vm, &crate::weak::WEAK_MAP);
    super::ext::register(vm, &crate::weak::INTERNAL_ITERATOR);
    vm.rt.weakmap_iter = vm.find_class(b"InternalIterator");
    {
        use crate::generator::*;
        add(
            vm,
            Spec {
                name: "Generator",
                kind: ClassKind::Class,
                flags: flags::FINAL,
                parent: None,
                ifaces: &["Iterator"],
                props: Vec::new(),
                methods: vec![
                    ("rewind", PUB, m_rewind as NativeFn),
                    ("valid", PUB, m_valid),
                    ("current", PUB, m_current),
                    ("key", PUB, m_key),
                    ("next", PUB, m_next),
                    ("send", PUB, m_send),
                    ("throw", PUB, m_throw),
                    ("getReturn", PUB, m_get_return),
                ],
            },
        );
        vm.rt.generator_class = vm.find_class(b"Generator");
    }
    for (name, parent) in THROWABLES {
        let root = parent.is_empty();
        let props = if root {
            vec![
                ("message", flags::PROTECTED, s_str("")),
                ("string", flags::PRIVATE, s_str("")),
                ("code", flags::PROTECTED, Value::Int(0)),
                ("file", flags::PROTECTED, s_str("")),
                ("line", flags::PROTECTED, Value::Int(0)),
                (
                    "trace",
                    flags::PRIVATE,
                    Value::Arr(tusk_value::PArr::new().into_immutable()),
                ),
                ("previous", flags::PRIVATE, Value::Null),
            ]
        } else if *name == "ErrorException" {
            vec![("severity", flags::PROTECTED, Value::Int(1))]
        } else {
            Vec::new()
        };
        let mut methods: Vec<(&str, u32, NativeFn)> = Vec::new();
        if root || *name == "ErrorException" {
            methods.push(("__construct", PUB, exc_construct));
        }
        if root {
            methods.extend([
                ("__wakeup", PUB, exc_nop as NativeFn),
                ("getMessage", FIN, exc_get_message),
                ("getCode", FIN, exc_get_code),
                ("getFile", FIN, exc_get_file),
                ("getLine", FIN, exc_get_line),
                ("getTrace", FIN, exc_get_trace),
                ("getPrevious", FIN, exc_get_previous),
                ("getTraceAsString", FIN, exc_trace_string),
                ("__toString", PUB, exc_to_string),
            ]);
        }
        if *name == "ErrorException" {
            methods.push(("getSeverity", FIN, exc_get_severity));
        }
        add(
            vm,
            Spec {
                name,
                kind: ClassKind::Class,
                flags: 0,
                parent: if root { None } else { Some(parent) },
                ifaces: if root { &["Throwable"] } else { &[] },
                props,
                methods,
            },
        );
    }
}

fn this_prop(o: Option<&PObj>, n: &str) -> Value {
    o.and_then(|o| o.get_prop(n.as_bytes()))
        .map(|v| v.unref())
        .unwrap_or(Value::Null)
}

fn exc_nop(_: &mut Vm, _: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(Value::Null)
}
fn exc_get_message(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(this_prop(o, "message"))
}
fn exc_get_code(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(this_prop(o, "code"))
}
fn exc_get_file(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(this_prop(o, "file"))
}
fn exc_get_line(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(this_prop(o, "line"))
}
fn exc_get_severity(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(this_prop(o, "severity"))
}
fn exc_get_previous(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(this_prop(o, "previous"))
}
fn exc_get_trace(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(this_prop(o, "trace"))
}
fn exc_trace_string(_: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(Value::from(crate::exception::trace_text(o.expect("this"))))
}
fn exc_to_string(vm: &mut Vm, o: Option<&PObj>, _: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    Ok(Value::from(vm.throwable_string(o.expect("this"))))
}
fn exc_construct(vm: &mut Vm, o: Option<&PObj>, _: u32, args: Vec<Value>) -> Result<Value, Unwind> {
    let o = o.expect("this");
    vm.construct_builtin(o, args)?;
    Ok(Value::Null)
}

impl Vm {
    /// Sets a new Throwable's file, line and trace (php does it at creation).
    pub(crate) fn init_throwable(&mut self, o: &PObj) {
        let (file, line) = self.location();
        o.set_prop(b"file", Value::from(file.as_str()));
        o.set_prop(b"line", Value::Int(line as i64));
        let t = self.build_trace();
        crate::exception::set_trace(o, t);
    }

    /// Adds name/value slots and cases/from/tryFrom to an enum.
    pub(super) fn add_enum_methods(&mut self, c: &mut Class) {
        let add_prop = |c: &mut Class, n: &str| {
            let i = c.props.len() as u32;
            c.props.push(PropMeta {
                name: PStr::from(n),
                flags: flags::PUBLIC | flags::READONLY,
                ty: None,
                default: None,
                decl_class: c.id,
                decl_name: c.name.clone(),
            });
            c.slots.push(SlotInfo {
                name: PStr::from(n),
                mangled: PStr::from(n),
                vis: Vis::Public,
                class: c.name.clone(),
            });
            c.prop_map.insert(n.as_bytes().into(), i);
        };
        add_prop(c, "name");
        if c.enum_int.is_some() {
            add_prop(c, "value");
        }
        let mut m: Vec<(&str, NativeFn)> = vec![("cases", enum_cases)];
        if c.enum_int.is_some() {
            m.push(("from", enum_from));
            m.push(("tryFrom", enum_try_from));
        }
        for (n, f) in m {
            let ln: Box<[u8]> = n.to_ascii_lowercase().into_bytes().into();
            c.method_order.push(ln.clone());
            c.methods.insert(
                ln,
                Rc::new(Method {
                    name: PStr::from(n),
                    flags: flags::PUBLIC | flags::STATIC,
                    scope: c.id,
                    scope_name: c.name.clone(),
                    body: MethodBody::Native(f),
                }),
            );
        }
    }

    /// The object of enum case `k` (made once).
    pub(super) fn make_enum_case(
        &mut self,
        c: &Rc<Class>,
        k: &ClassConst,
    ) -> Result<Value, Unwind> {
        let o = self.instantiate_raw(c)?;
        {
            let mut p = o.0.props.borrow_mut();
            p.slots[c.prop_map[&b"name"[..]] as usize] = Value::Str(k.name.clone());
        }
        if let Some(init) = &k.init {
            let v = self.eval_const_init(init, c.id)?;
            let mut p = o.0.props.borrow_mut();
            p.slots[c.prop_map[&b"value"[..]] as usize] = v;
        }
        Ok(Value::Obj(o))
    }

    /// `(string)$o` for objects with __toString.
    pub fn object_to_string(&mut self, o: &PObj) -> Result<Option<PStr>, Unwind> {
        let Some(c) = self.obj_class(o) else {
            return Ok(None);
        };
        let Some(m) = c.magic.tostring.clone() else {
            return Ok(None);
        };
        let v = self.call_method(&m, Some(o.clone()), c.id, Vec::new())?;
        // __toString is implicitly declared `: string`: weak mode converts
        // scalars.
        let strict = m.unit().is_some_and(|u| u.strict_types);
        match v {
            Value::Str(s) => Ok(Some(s)),
            Value::Int(_) | Value::Float(_) | Value::Bool(_) if !strict => {
                let mut d = self.diag();
                Ok(tusk_value::ops::to_str(&v, &mut d).ok())
            }
            _ => Err(self.throw(
                "TypeError",
                &format!(
                    "{}::__toString(): Return value must be of type string, {} returned",
                    lossy(c.name.as_bytes()),
                    crate::sig::type_name_for_error(&v)
                ),
            )),
        }
    }
}

fn enum_cases(vm: &mut Vm, _: Option<&PObj>, cls: u32, _: Vec<Value>) -> Result<Value, Unwind> {
    let c = vm.class_by_id(cls).expect("enum");
    let mut out = Vec::new();
    for n in c.const_order.clone() {
        if c.consts.get(&n).is_some_and(|k| k.is_case) {
            if let Some(v) = vm.class_constant(&c, &n)? {
                out.push(v);
            }
        }
    }
    Ok(Value::Arr(tusk_value::PArr::from_values(out)))
}

fn enum_lookup(vm: &mut Vm, cls: u32, args: Vec<Value>, try_: bool) -> Result<Value, Unwind> {
    let c = vm.class_by_id(cls).expect("enum");
    let fname = if try_ { "tryFrom" } else { "from" };
    let Some(arg) = args.into_iter().next() else {
        return Err(vm.throw(
            "ArgumentCountError",
            &format!(
                "{}::{}() expects exactly 1 argument, 0 given",
                lossy(c.name.as_bytes()),
                fname
            ),
        ));
    };
    let is_int = c.enum_int == Some(true);
    // The parameter is `int|string`: null is deprecated (and becomes 0 or
    // ""), a fractional float loses its fraction with a deprecation.
    let arg = match arg {
        Value::Null => {
            vm.deprecated(&format!(
                "{}::{}(): Passing null to parameter #1 ($value) of type string|int is deprecated",
                lossy(c.name.as_bytes()),
                fname
            ));
            if is_int {
                Value::Int(0)
            } else {
                Value::Str(PStr::from(""))
            }
        }
        Value::Float(f) if is_int && f.is_finite() && f.fract() != 0.0 => {
            let shown = vm.to_pstr(&Value::Float(f))?;
            vm.deprecated(&format!(
                "Implicit conversion from float {} to int loses precision",
                lossy(shown.as_bytes())
            ));
            Value::Int(f as i64)
        }
        a => a,
    };
    let key = if is_int {
        match &arg {
            Value::Int(_) => arg.clone(),
            Value::Str(s) => match tusk_value::num::parse_numeric(s.as_bytes()) {
                Some((tusk_value::num::Num::Int(i), true)) => Value::Int(i),
                _ => {
                    return Err(vm.throw(
                        "TypeError",
                        &format!(
                            "{}::{}(): Argument #1 ($value) must be of type int, string given",
                            lossy(c.name.as_bytes()),
                            fname
                        ),
                    ))
                }
            },
            Value::Float(f) if f.fract() == 0.0 => Value::Int(*f as i64),
            Value::Bool(b) => Value::Int(*b as i64),
            other => {
                return Err(vm.throw(
                    "TypeError",
                    &format!(
                        "{}::{}(): Argument #1 ($value) must be of type int, {} given",
                        lossy(c.name.as_bytes()),
                        fname,
                        crate::sig::type_name_for_error(other)
                    ),
                ))
            }
        }
    } else {
        match &arg {
            Value::Str(_) => arg.clone(),
            Value::Int(_) | Value::Float(_) | Value::Bool(_) => Value::Str(vm.to_pstr(&arg)?),
            other => {
                return Err(vm.throw(
                    "TypeError",
                    &format!(
                        "{}::{}(): Argument #1 ($value) must be of type string, {} given",
                        lossy(c.name.as_bytes()),
                        fname,
                        crate::sig::type_name_for_error(other)
                    ),
                ))
            }
        }
    };
    for n in c.const_order.clone() {
        if !c.consts.get(&n).is_some_and(|k| k.is_case) {
            continue;
        }
        if let Some(Value::Obj(o)) = vm.class_constant(&c, &n)? {
            let v = o.get_prop(b"value").unwrap_or(Value::Null);
            let same = match (&v, &key) {
                (Value::Int(a), Value::Int(b)) => a == b,
                (Value::Str(a), Value::Str(b)) => a.as_bytes() == b.as_bytes(),
                _ => false,
            };
            if same {
                return Ok(Value::Obj(o));
            }
        }
    }
    if try_ {
        return Ok(Value::Null);
    }
    let shown = match &key {
        Value::Int(i) => i.to_string(),
        Value::Str(s) => format!("\"{}\"", lossy(s.as_bytes())),
        _ => String::new(),
    };
    Err(vm.throw(
        "ValueError",
        &format!(
            "{} is not a valid backing value for enum {}",
            shown,
            lossy(c.name.as_bytes())
        ),
    ))
}

fn enum_from(vm: &mut Vm, _: Option<&PObj>, cls: u32, args: Vec<Value>) -> Result<Value, Unwind> {
    enum_lookup(vm, cls, args, false)
}
fn enum_try_from(
    vm: &mut Vm,
    _: Option<&PObj>,
    cls: u32,
    args: Vec<Value>,
) -> Result<Value, Unwind> {
    enum_lookup(vm, cls, args, true)
}
