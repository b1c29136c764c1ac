//! Linking a compiled class declaration into the class table: resolving
//! its parent, interfaces and traits, merging inherited members into slot
//! and method tables, and php's declaration-time errors (final, abstract,
//! visibility, static/non-static, signature compatibility).
//!
//! Not here: running members (props.rs, ops.rs).

use super::builtin::add_ifaces_reversed;
use super::*;
use tusk_value::object::Vis;

fn vis_of(f: u32) -> Vis {
    if f & flags::PRIVATE != 0 {
        Vis::Private
    } else if f & flags::PROTECTED != 0 {
        Vis::Protected
    } else {
        Vis::Public
    }
}

fn vis_word(f: u32) -> &'static str {
    match vis_of(f) {
        Vis::Private => "private",
        Vis::Protected => "protected",
        Vis::Public => "public",
    }
}

fn mangle(name: &[u8], f: u32, class: &[u8]) -> PStr {
    match vis_of(f) {
        Vis::Public => PStr::new(name),
        Vis::Protected => {
            let mut v = b"\0*\0".to_vec();
            v.extend_from_slice(name);
            PStr::new(&v)
        }
        Vis::Private => {
            let mut v = vec![0];
            v.extend_from_slice(class);
            v.push(0);
            v.extend_from_slice(name);
            PStr::new(&v)
        }
    }
}

/// A method's signature as php prints it in compatibility errors.
fn signature(class: &[u8], m: &Method) -> String {
    let mut s = format!("{}::{}(", lossy(class), lossy(m.name.as_bytes()));
    if let Some(u) = m.unit() {
        let ps: Vec<String> = u
            .params
            .iter()
            .map(|p| {
                let mut t = String::new();
                if let Some(ty) = &p.ty {
                    t.push_str(&crate::calls::type_of(ty).1);
                    t.push(' ');
                }
                if p.by_ref {
                    t.push('&');
                }
                if p.variadic {
                    t.push_str("...");
                }
                t.push('$');
                t.push_str(&lossy(&p.name));
                if p.optional && !p.variadic {
                    t.push_str(" = ");
                    match p.default_const.map(|c| u.constant(c).clone()) {
                        Some(Value::Null) => t.push_str("null"),
                        Some(Value::Bool(b)) => t.push_str(if b { "true" } else { "false" }),
                        Some(Value::Int(i)) => t.push_str(&i.to_string()),
                        Some(Value::Str(s)) => {
                            let b = s.as_bytes();
                            if b.len() > 10 {
                                t.push_str(&format!("'{}...'", lossy(&b[..10])));
                            } else {
                                t.push_str(&format!("'{}'", lossy(b)));
                            }
                        }
                        Some(Value::Arr(a)) if a.is_empty() => t.push_str("[]"),
                        Some(Value::Arr(_)) => t.push_str("[...]"),
                        Some(Value::Float(f)) => {
                            t.push_str(&tusk_value::num::fmt_float(f, 17));
                        }
                        _ => t.push_str("<expression>"),
                    }
                }
                t
            })
            .collect();
        s.push_str(&ps.join(", "));
    }
    s.push(')');
    if let Some(u) = m.unit() {
        if let Some(rt) = &u.return_type {
            s.push_str(": ");
            s.push_str(&crate::calls::type_of(rt).1);
        }
    }
    s
}

/// Whether `child` can replace `parent` (parameter counts; types loosely).
fn compatible(child: &Method, parent: &Method) -> bool {
    let (Some(c), Some(p)) = (child.unit(), parent.unit()) else {
        return true;
    };
    if c.required_params > p.required_params {
        return false;
    }
    let pn = p.params.iter().filter(|x| !x.variadic).count();
    let cn = c.params.iter().filter(|x| !x.variadic).count();
    let c_variadic = c.params.last().is_some_and(|x| x.variadic);
    if cn < pn && !c_variadic {
        return false;
    }
    for (i, pp) in p.params.iter().enumerate() {
        let Some(cp) = c.params.get(i) else { break };
        if cp.by_ref != pp.by_ref {
            return false;
        }
        if let (Some(ct), None) = (&cp.ty, &pp.ty) {
            if !matches!(ct, TypeInfo::Named(n) if &**n == b"mixed") {
                return false;
            }
        }
        if let (Some(ct), Some(pt)) = (&cp.ty, &pp.ty) {
            let (cm, _) = crate::calls::type_of(ct);
            let (pm, _) = crate::calls::type_of(pt);
            // The child must accept at least what the parent accepts.
            if pm & !cm != 0 && cm != crate::sig::T_MIXED {
                return false;
            }
        }
    }
    if let (Some(pt), None) = (&p.return_type, &c.return_type) {
        let _ = pt;
        return false;
    }
    // Return types are covariant: the child may not add a built-in scalar
    // type (or null) the parent's return type does not allow.
    if let (Some(pt), Some(ct)) = (&p.return_type, &c.return_type) {
        use crate::sig::{
            T_ARRAY, T_BOOL, T_FALSE, T_FLOAT, T_INT, T_MIXED, T_NULL, T_STRING, T_TRUE,
        };
        let (pm, _) = crate::calls::type_of(pt);
        let (cm, _) = crate::calls::type_of(ct);
        let scalars = T_INT | T_FLOAT | T_STRING | T_BOOL | T_ARRAY | T_NULL | T_FALSE | T_TRUE;
        let mut cover = pm;
        if pm & T_BOOL != 0 {
            cover |= T_FALSE | T_TRUE;
        }
        if pm != T_MIXED && cm != T_MIXED && cm & scalars & !cover != 0 {
            return false;
        }
    }
    true
}

impl Vm {
    /// A trait's properties and methods, with those of the traits it uses
    /// (its own members win over theirs).
    fn flat_trait(
        &self,
        t: &Rc<Class>,
    ) -> (
        Vec<tusk_bytecode::class::PropDecl>,
        Vec<tusk_bytecode::class::MethodDecl>,
    ) {
        let Some(td) = t.decl.clone() else {
            return (Vec::new(), Vec::new());
        };
        let mut props = td.props.clone();
        let mut methods = td.methods.clone();
        for n in &td.traits {
            let Some(inner) = self.find_class(n) else {
                continue;
            };
            if inner.id == t.id {
                continue;
            }
            let (ip, im) = self.flat_trait(&inner);
            for p in ip {
                if !props.iter().any(|x| x.name == p.name) {
                    props.push(p);
                }
            }
            for m in im {
                if !methods.iter().any(|x| x.name.eq_ignore_ascii_case(&m.name)) {
                    methods.push(m);
                }
            }
        }
        (props, methods)
    }

    /// php's errors for `insteadof` naming an unknown trait and `as`
    /// aliasing a method no used trait has.
    fn check_trait_rules(&mut self, decl: &ClassDecl, line: u32) -> Result<(), Unwind> {
        use tusk_bytecode::class::TraitRule;
        for r in &decl.trait_rules {
            match r {
                TraitRule::InsteadOf {
                    trait_name,
                    instead_of,
                    ..
                } => {
                    for t in std::iter::once(trait_name).chain(instead_of.iter()) {
                        if self.lookup_class_autoload(t)?.is_none() {
                            let m = format!("Could not find trait {}", lossy(t));
                            return Err(self.fatal_at(&m, line));
                        }
                    }
                }
                TraitRule::Alias {
                    trait_name,
                    method,
                    alias: Some(alias),
                    ..
                } => {
                    let names: Vec<&Box<[u8]>> = match trait_name {
                        Some(t) => vec![t],
                        None => decl.traits.iter().collect(),
                    };
                    let found = names.iter().any(|t| {
                        self.find_class(t).is_some_and(|t| {
                            self.flat_trait(&t)
                                .1
                                .iter()
                                .any(|m| m.name.eq_ignore_ascii_case(method))
                        })
                    });
                    if !found {
                        let m = format!(
                            "An alias ({}) was defined for method {}(), but this method does not exist",
                            lossy(alias),
                            lossy(method)
                        );
                        return Err(self.fatal_at(&m, line));
                    }
                }
                TraitRule::Alias { .. } => {}
            }
        }
        Ok(())
    }

    /// Declares class `decl` (DeclareClass). `early`: hoisted at script
    /// start, skipped when a dependency is missing.
    pub(crate) fn declare_class(
        &mut self,
        decl: &Arc<ClassDecl>,
        early: bool,
    ) -> Result<(), Unwind> {
        let lname: Box<[u8]> = decl.name.to_ascii_lowercase().into();
        if let Some(existing) = self.rt.classes.get(&lname[..]) {
            if existing.decl.as_ref().is_some_and(|d| Arc::ptr_eq(d, decl)) || early {
                return Ok(());
            }
            let msg = format!(
                "Cannot declare {} {}, because the name is already in use",
                match decl.kind {
                    ClassKind::Interface => "interface",
                    ClassKind::Trait => "trait",
                    ClassKind::Enum => "enum",
                    ClassKind::Class => "class",
                },
                lossy(&decl.name)
            );
            return Err(self.fatal_at(&msg, decl.line));
        }
        if early {
            let deps = decl
                .parent
                .iter()
                .chain(decl.interfaces.iter())
                .chain(decl.traits.iter());
            for d in deps {
                if self.find_class(d).is_none() {
                    return Ok(());
                }
            }
        }
        let c = self.link_class(decl)?;
        // Traversable only through Iterator or IteratorAggregate (abstract
        // classes may defer it to their children).
        if c.kind == ClassKind::Class && c.flags & flags::ABSTRACT == 0 {
            let has = |n: &[u8]| c.interfaces.iter().any(|i| &*i.lname == n);
            if has(b"traversable") && !has(b"iterator") && !has(b"iteratoraggregate") {
                let msg = format!(
                    "Class {} must implement interface Traversable as part of either Iterator or IteratorAggregate",
                    lossy(&decl.name)
                );
                self.last_error = Some((1, msg.clone(), "Unknown".into(), 0));
                self.report(crate::ErrorLevel::Fatal, &msg, "Unknown", 0);
                return Err(Unwind::Exit(255));
            }
        }
        if self.rt.booted {
            self.rt.user_classes.push(lname.to_vec());
        }
        if c.kind == ClassKind::Class
            && c.flags & flags::ABSTRACT == 0
            && c.interfaces.iter().any(|i| &*i.lname == b"serializable")
            && (c.find_method(b"__serialize").is_none()
                || c.find_method(b"__unserialize").is_none())
            && self.error_reporting & crate::ErrorLevel::Deprecated.bit() != 0
        {
            let msg = format!(
                "{} implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary)",
                lossy(&decl.name)
            );
            let (file, _) = self.location();
            self.report(crate::ErrorLevel::Deprecated, &msg, &file, decl.line);
        }
        self.rt.classes.insert(lname.into_vec(), c.clone());
        self.rt.class_list.push(c);
        Ok(())
    }

    /// A fatal error reported at `line` of the running file.
    pub(crate) fn fatal_at(&mut self, msg: &str, line: u32) -> Unwind {
        let (file, _) = self.location();
        self.last_error = Some((1, msg.to_string(), file.clone(), line));
        self.report(crate::ErrorLevel::Fatal, msg, &file, line);
        Unwind::Exit(255)
    }

    fn link_class(&mut self, decl: &Arc<ClassDecl>) -> Result<Rc<Class>, Unwind> {
        // Load what it builds on first: autoloaders declare classes, which
        // take ids, and this class's id is the next free one after them.
        // (php's order: parent, traits, interfaces.)
        let deps = decl
            .parent
            .iter()
            .chain(decl.traits.iter())
            .chain(decl.interfaces.iter());
        for d in deps {
            self.lookup_class_autoload(d)?;
        }
        let id = self.rt.class_list.len() as u32;
        let name = PStr::new(&decl.name);
        let shown = lossy(&decl.name);
        let line = decl.line;
        let kind_word = match decl.kind {
            ClassKind::Interface => "Interface",
            ClassKind::Trait => "Trait",
            ClassKind::Enum => "Enum",
            ClassKind::Class => "Class",
        };
        let parent = match &decl.parent {
            Some(p) => {
                let Some(pc) = self.lookup_class_autoload(p)? else {
                    let m = format!("Class \"{}\" not found", lossy(p));
                    return Err(self.throw("Error", &m));
                };
                if pc.kind == ClassKind::Interface {
                    return Err(self.fatal_at(
                        &format!(
                            "Class {} cannot extend interface {}",
                            shown,
                            lossy(pc.name.as_bytes())
                        ),
                        line,
                    ));
                }
                if pc.kind == ClassKind::Trait {
                    return Err(self.fatal_at(
                        &format!(
                            "Class {} cannot extend trait {}",
                            shown,
                            lossy(pc.name.as_bytes())
                        ),
                        line,
                    ));
                }
                if pc.flags & flags::FINAL != 0 || pc.kind == ClassKind::Enum {
                    return Err(self.fatal_at(
                        &format!(
                            "Class {} cannot extend final class {}",
                            shown,
                            lossy(pc.name.as_bytes())
                        ),
                        line,
                    ));
                }
                if pc.flags & flags::READONLY != decl.flags & flags::READONLY {
                    let (a, b) = if decl.flags & flags::READONLY != 0 {
                        ("Readonly class", "non-readonly class")
                    } else {
                        ("Non-readonly class", "readonly class")
                    };
                    return Err(self.fatal_at(
                        &format!(
                            "{} {} cannot extend {} {}",
                            a,
                            shown,
                            b,
                            lossy(pc.name.as_bytes())
                        ),
                        line,
                    ));
                }
                Some(pc)
            }
            None => None,
        };
        let mut c = Class::blank(id, name.clone(), decl.kind, decl.flags, parent.clone());
        c.decl = Some(decl.clone());
        c.allow_dynamic = decl.flags & flags::ALLOW_DYNAMIC != 0;
        c.enum_int = decl
            .enum_backing
            .as_ref()
            .map(|b| b.eq_ignore_ascii_case(b"int"));
        if let Some(p) = &parent {
            c.slots = p.slots.clone();
            c.props = p.props.clone();
            c.prop_map = p.prop_map.clone();
            c.statics = p.statics.clone();
            c.static_order = p.static_order.clone();
            c.consts = p.consts.clone();
            c.const_order = p.const_order.clone();
            c.methods = p.methods.clone();
            c.method_order = p.method_order.clone();
            c.throwable = p.throwable;
            c.allow_dynamic |= p.allow_dynamic;
        }
        // Interfaces (for interfaces: the ones they extend).
        let mut ifaces = Vec::new();
        for iname in &decl.interfaces {
            let Some(ic) = self.lookup_class_autoload(iname)? else {
                let m = format!("Interface \"{}\" not found", lossy(iname));
                return Err(self.throw("Error", &m));
            };
            if ic.kind != ClassKind::Interface {
                let msg = format!(
                    "{} cannot implement {} - it is not an interface",
                    shown,
                    lossy(ic.name.as_bytes())
                );
                return Err(self.fatal_at(&msg, line));
            }
            if decl.kind != ClassKind::Interface && ifaces.iter().any(|x: &Rc<Class>| x.id == ic.id)
            {
                let msg = format!(
                    "{} {} cannot implement previously implemented interface {}",
                    kind_word,
                    shown,
                    lossy(ic.name.as_bytes())
                );
                return Err(self.fatal_at(&msg, line));
            }
            ifaces.push(ic);
        }
        if decl.kind == ClassKind::Enum {
            ifaces.push(self.find_class(b"UnitEnum").expect("UnitEnum"));
            if decl.enum_backing.is_some() {
                ifaces.push(self.find_class(b"BackedEnum").expect("BackedEnum"));
            }
        }
        let has_tostring = decl
            .methods
            .iter()
            .any(|m| m.name.eq_ignore_ascii_case(b"__toString"))
            || decl.traits.iter().any(|t| {
                self.find_class(t).is_some_and(|t| {
                    self.flat_trait(&t)
                        .1
                        .iter()
                        .any(|m| m.name.eq_ignore_ascii_case(b"__toString"))
                })
            });
        if has_tostring && decl.kind != ClassKind::Trait {
            if let Some(s) = self.find_class(b"Stringable") {
                if !ifaces.iter().any(|i| i.id == s.id) {
                    ifaces.push(s);
                }
            }
        }
        // php's order (class_implements shows it): with no interface of
        // its own, the parent's in reverse; otherwise the parent's in
        // order, the declared ones, then what each of those extends, in
        // reverse (zend_do_implement_interfaces, then
        // zend_do_inherit_interfaces per interface).
        if let Some(p) = &parent {
            if ifaces.is_empty() {
                add_ifaces_reversed(&mut c.interfaces, &p.interfaces);
            } else {
                c.interfaces = p.interfaces.clone();
            }
        }
        for ic in &ifaces {
            if !c.interfaces.iter().any(|y| y.id == ic.id) {
                c.interfaces.push(ic.clone());
            }
        }
        for ic in &ifaces {
            add_ifaces_reversed(&mut c.interfaces, &ic.interfaces);
            if ic.throwable {
                c.throwable = true;
            }
            for cn in &ic.const_order {
                if let Some(k) = ic.consts.get(cn) {
                    // The same constant from two interfaces, not redeclared
                    // by the class itself.
                    if let Some(old) = c.consts.get(cn) {
                        let from_iface = self
                            .class_by_id(old.decl_class)
                            .is_some_and(|o| o.kind == ClassKind::Interface);
                        if from_iface
                            && old.decl_class != k.decl_class
                            && !decl.consts.iter().any(|x| x.name == *cn)
                        {
                            let msg = format!(
                                "{} {} inherits both {}::{} and {}::{}, which is ambiguous",
                                kind_word,
                                shown,
                                lossy(old.decl_name.as_bytes()),
                                lossy(cn),
                                lossy(k.decl_name.as_bytes()),
                                lossy(cn)
                            );
                            return Err(self.fatal_at(&msg, line));
                        }
                    }
                    if !c.consts.contains_key(cn) {
                        c.const_order.push(cn.clone());
                    }
                    c.consts.insert(cn.clone(), k.clone());
                }
            }
            for mn in &ic.method_order {
                if !c.methods.contains_key(mn) {
                    c.methods.insert(mn.clone(), ic.methods[mn].clone());
                    c.method_order.push(mn.clone());
                }
            }
        }
        if c.throwable
            && decl.kind == ClassKind::Class
            && !c.parent.as_ref().is_some_and(|p| p.throwable)
        {
            return Err(self.fatal_at(
                &format!(
                    "Class {} cannot implement interface Throwable, extend Exception or Error instead",
                    shown
                ),
                line,
            ));
        }
        // Constants.
        for k in &decl.consts {
            if let Some(old) = c.consts.get(&k.name) {
                if old.flags & flags::FINAL != 0 && old.decl_class != id {
                    return Err(self.fatal_at(
                        &format!(
                            "{}::{} cannot override final constant {}::{}",
                            shown,
                            lossy(&k.name),
                            lossy(old.decl_name.as_bytes()),
                            lossy(&k.name)
                        ),
                        k.line,
                    ));
                }
            } else {
                c.const_order.push(k.name.clone());
            }
            c.consts.insert(
                k.name.clone(),
                Rc::new(ClassConst {
                    name: PStr::new(&k.name),
                    value: RefCell::new(Value::Undef),
                    init: Some(k.value.clone()),
                    flags: k.flags,
                    decl_class: id,
                    decl_name: name.clone(),
                    is_case: false,
                }),
            );
        }
        for case in &decl.cases {
            c.const_order.push(case.name.clone());
            c.consts.insert(
                case.name.clone(),
                Rc::new(ClassConst {
                    name: PStr::new(&case.name),
                    value: RefCell::new(Value::Undef),
                    init: case.value.clone(),
                    flags: flags::PUBLIC | flags::FINAL,
                    decl_class: id,
                    decl_name: name.clone(),
                    is_case: true,
                }),
            );
        }
        // Traits, then the class's own members.
        let mut own_props: Vec<tusk_bytecode::class::PropDecl> = Vec::new();
        let mut own_methods: Vec<(tusk_bytecode::class::MethodDecl, u32)> = Vec::new();
        // Trait methods with bodies applied so far, and the trait of each.
        let mut applied: Vec<(Box<[u8]>, Box<[u8]>)> = Vec::new();
        self.check_trait_rules(decl, line)?;
        for tname in &decl.traits {
            let Some(t) = self.lookup_class_autoload(tname)? else {
                return Err(self.fatal_at(&format!("Trait \"{}\" not found", lossy(tname)), line));
            };
            if t.kind != ClassKind::Trait {
                return Err(self.fatal_at(
                    &format!(
                        "{} cannot use {} - it is not a trait",
                        shown,
                        lossy(t.name.as_bytes())
                    ),
                    line,
                ));
            }
            let (t_props, t_methods) = self.flat_trait(&t);
            own_props.extend(t_props);
            for m in &t_methods {
                let lm = m.name.to_ascii_lowercase();
                // insteadof: another trait's method wins.
                let excluded = decl.trait_rules.iter().any(|r| match r {
                    tusk_bytecode::class::TraitRule::InsteadOf {
                        trait_name,
                        method,
                        instead_of,
                    } => {
                        method.eq_ignore_ascii_case(&lm)
                            && !trait_name.eq_ignore_ascii_case(tname)
                            && instead_of.iter().any(|x| x.eq_ignore_ascii_case(tname))
                    }
                    _ => false,
                });
                for r in &decl.trait_rules {
                    if let tusk_bytecode::class::TraitRule::Alias {
                        trait_name,
                        method,
                        vis,
                        alias: Some(alias),
                    } = r
                    {
                        if method.eq_ignore_ascii_case(&lm)
                            && trait_name
                                .as_ref()
                                .is_none_or(|t| t.eq_ignore_ascii_case(tname))
                        {
                            let mut md = m.clone();
                            md.name = alias.clone();
                            let f = if *vis != 0 {
                                (md.flags & !flags::VIS_MASK) | vis
                            } else {
                                md.flags
                            };
                            own_methods.push((md, f));
                        }
                    }
                }
                if excluded {
                    continue;
                }
                let mut f = m.flags;
                for r in &decl.trait_rules {
                    if let tusk_bytecode::class::TraitRule::Alias {
                        trait_name,
                        method,
                        vis,
                        alias: None,
                    } = r
                    {
                        if method.eq_ignore_ascii_case(&lm)
                            && trait_name
                                .as_ref()
                                .is_none_or(|t| t.eq_ignore_ascii_case(tname))
                            && *vis != 0
                        {
                            f = (f & !flags::VIS_MASK) | vis;
                        }
                    }
                }
                // A method of the class itself wins over the trait's (and
                // must fit the trait's abstract signature).
                if let Some(cm) = decl
                    .methods
                    .iter()
                    .find(|x| x.name.eq_ignore_ascii_case(&m.name))
                {
                    if !m.has_body {
                        let mk = |d: &tusk_bytecode::class::MethodDecl, sn: &PStr| Method {
                            name: PStr::new(&d.name),
                            flags: d.flags,
                            scope: id,
                            scope_name: sn.clone(),
                            body: MethodBody::User(d.unit.clone()),
                        };
                        let child = mk(cm, &name);
                        let parent = mk(m, &t.name);
                        if !compatible(&child, &parent) {
                            let msg = format!(
                                "Declaration of {} must be compatible with {}",
                                signature(&decl.name, &child),
                                signature(t.name.as_bytes(), &parent)
                            );
                            return Err(self.fatal_at(&msg, cm.unit.line_start));
                        }
                    }
                    continue;
                }
                // Two traits bringing the same method, neither excluded.
                if m.has_body {
                    let clash = applied
                        .iter()
                        .find(|(n, _)| n.eq_ignore_ascii_case(&m.name));
                    if let Some((_, other)) = clash {
                        if !other.eq_ignore_ascii_case(tname) {
                            let msg = format!(
                                "Trait method {}::{} has not been applied as {}::{}, because of collision with {}::{}",
                                lossy(t.name.as_bytes()),
                                lossy(&m.name),
                                shown,
                                lossy(&m.name),
                                lossy(other),
                                lossy(&m.name)
                            );
                            return Err(self.fatal_at(&msg, line));
                        }
                    }
                    applied.push((m.name.clone(), t.name.as_bytes().into()));
                }
                own_methods.retain(|(x, _)| !x.name.eq_ignore_ascii_case(&m.name) || !m.has_body);
                if own_methods
                    .iter()
                    .any(|(x, _)| x.name.eq_ignore_ascii_case(&m.name))
                {
                    continue;
                }
                own_methods.push((m.clone(), f));
            }
        }
        // A class property also brought by a trait must be the same
        // declaration (visibility, static, readonly, type, default).
        let trait_props = own_props.clone();
        for p in &decl.props {
            let Some(tp) = trait_props.iter().find(|x| x.name == p.name) else {
                continue;
            };
            let text = |t: &Option<TypeInfo>| t.as_ref().map(crate::reflection::type_text);
            let same_default = match (&tp.default, &p.default) {
                (None, None) => true,
                (Some(ConstInit::Value(a)), Some(ConstInit::Value(b))) => {
                    tusk_value::ops::strict_eq(a.get(), b.get())
                }
                (Some(ConstInit::Code(_)), Some(ConstInit::Code(_))) => true,
                _ => false,
            };
            if tp.flags != p.flags || text(&tp.ty) != text(&p.ty) || !same_default {
                let tname = decl
                    .traits
                    .iter()
                    .filter_map(|t| self.find_class(t))
                    .find(|t| self.flat_trait(t).0.iter().any(|x| x.name == p.name))
                    .map(|t| lossy(t.name.as_bytes()))
                    .unwrap_or_default();
                let m = format!(
                    "{} and {} define the same property (${}) in the composition of {}. However, the definition differs and is considered incompatible. Class was composed",
                    shown,
                    tname,
                    lossy(&p.name),
                    shown
                );
                return Err(self.fatal_at(&m, line));
            }
        }
        own_props.extend(decl.props.iter().cloned());
        for m in &decl.methods {
            own_methods.push((m.clone(), m.flags));
        }
        for p in &own_props {
            if p.flags & flags::STATIC != 0 {
                if let Some(old) = c.prop_map.get(&p.name) {
                    let _ = old;
                    return Err(self.fatal_at(
                        &format!(
                            "Cannot redeclare non static {}::${} as static {}::${}",
                            lossy(c.props[c.prop_map[&p.name] as usize].decl_name.as_bytes()),
                            lossy(&p.name),
                            shown,
                            lossy(&p.name)
                        ),
                        p.line,
                    ));
                }
                if !c.statics.contains_key(&p.name) {
                    c.static_order.push(p.name.clone());
                }
                c.statics.insert(
                    p.name.clone(),
                    Rc::new(StaticProp {
                        value: PRef::new(Value::Undef),
                        flags: p.flags,
                        ty: p.ty.clone(),
                        decl_class: id,
                        decl_name: name.clone(),
                        init: RefCell::new(p.default.clone()),
                    }),
                );
                continue;
            }
            if let Some(old) = c.statics.get(&p.name) {
                return Err(self.fatal_at(
                    &format!(
                        "Cannot redeclare static {}::${} as non static {}::${}",
                        lossy(old.decl_name.as_bytes()),
                        lossy(&p.name),
                        shown,
                        lossy(&p.name)
                    ),
                    p.line,
                ));
            }
            let meta = PropMeta {
                name: PStr::new(&p.name),
                flags: p.flags,
                ty: p.ty.clone(),
                default: p.default.clone(),
                decl_class: id,
                decl_name: name.clone(),
            };
            let info = SlotInfo {
                name: PStr::new(&p.name),
                mangled: mangle(&p.name, p.flags, &decl.name),
                vis: vis_of(p.flags),
                class: name.clone(),
            };
            match c.prop_map.get(&p.name).copied() {
                Some(i) if c.props[i as usize].flags & flags::PRIVATE == 0 => {
                    let old = &c.props[i as usize];
                    if old.decl_class != id {
                        let weaker = match vis_of(old.flags) {
                            Vis::Public => vis_of(p.flags) == Vis::Public,
                            Vis::Protected => vis_of(p.flags) != Vis::Private,
                            Vis::Private => true,
                        };
                        if !weaker {
                            return Err(self.fatal_at(
                                &format!(
                                    "Access level to {}::${} must be {} (as in class {}){}",
                                    shown,
                                    lossy(&p.name),
                                    vis_word(old.flags),
                                    lossy(old.decl_name.as_bytes()),
                                    if vis_of(old.flags) == Vis::Protected {
                                        " or weaker"
                                    } else {
                                        ""
                                    }
                                ),
                                p.line,
                            ));
                        }
                        let text =
                            |t: &Option<TypeInfo>| t.as_ref().map(crate::reflection::type_text);
                        let (ot, nt) = (text(&old.ty), text(&p.ty));
                        if ot.as_ref().map(|t| t.to_ascii_lowercase())
                            != nt.as_ref().map(|t| t.to_ascii_lowercase())
                        {
                            let must = match &ot {
                                Some(t) => format!("must be {t}"),
                                None => "must not be defined".to_string(),
                            };
                            let msg = format!(
                                "Type of {}::${} {} (as in class {})",
                                shown,
                                lossy(&p.name),
                                must,
                                lossy(old.decl_name.as_bytes())
                            );
                            return Err(self.fatal_at(&msg, p.line));
                        }
                    }
                    c.props[i as usize] = meta;
                    c.slots[i as usize] = info;
                }
                _ => {
                    let i = c.props.len() as u32;
                    c.props.push(meta);
                    c.slots.push(info);
                    c.prop_map.insert(p.name.clone(), i);
                }
            }
        }
        for (m, f) in &own_methods {
            let lm: Box<[u8]> = m.name.to_ascii_lowercase().into();
            let unit = if decl.kind == ClassKind::Trait {
                m.unit.clone()
            } else {
                // Trait methods get a unit of their own per using class.
                let mut full = decl.name.to_vec();
                full.extend_from_slice(b"::");
                full.extend_from_slice(&m.name);
                if *m.unit.name != *full {
                    let mut u = (*m.unit).clone();
                    u.id = tusk_bytecode::next_unit_id();
                    u.name = full.into();
                    Arc::new(u)
                } else {
                    m.unit.clone()
                }
            };
            let method = Rc::new(Method {
                name: PStr::new(&m.name),
                flags: *f,
                scope: id,
                scope_name: name.clone(),
                body: MethodBody::User(unit),
            });
            if let Some(old) = c.methods.get(&lm).cloned() {
                let old_cls = lossy(old.scope_name.as_bytes());
                if old.flags & flags::FINAL != 0 && old.flags & flags::PRIVATE == 0 {
                    return Err(self.fatal_at(
                        &format!(
                            "Cannot override final method {}::{}()",
                            old_cls,
                            lossy(old.name.as_bytes())
                        ),
                        m.unit.line_start,
                    ));
                }
                if old.flags & flags::PRIVATE == 0 {
                    if old.is_static() && !method.is_static() {
                        return Err(self.fatal_at(
                            &format!(
                                "Cannot make static method {}::{}() non static in class {}",
                                old_cls,
                                lossy(old.name.as_bytes()),
                                shown
                            ),
                            m.unit.line_start,
                        ));
                    }
                    if !old.is_static() && method.is_static() {
                        return Err(self.fatal_at(
                            &format!(
                                "Cannot make non static method {}::{}() static in class {}",
                                old_cls,
                                lossy(old.name.as_bytes()),
                                shown
                            ),
                            m.unit.line_start,
                        ));
                    }
                    let weaker = match vis_of(old.flags) {
                        Vis::Public => vis_of(*f) == Vis::Public,
                        Vis::Protected => vis_of(*f) != Vis::Private,
                        Vis::Private => true,
                    };
                    if !weaker {
                        return Err(self.fatal_at(
                            &format!(
                                "Access level to {}::{}() must be {} (as in class {}){}",
                                shown,
                                lossy(&m.name),
                                vis_word(old.flags),
                                old_cls,
                                if vis_of(old.flags) == Vis::Protected {
                                    " or weaker"
                                } else {
                                    ""
                                }
                            ),
                            m.unit.line_start,
                        ));
                    }
                    let is_ctor = &*lm == b"__construct";
                    if (!is_ctor || old.is_abstract()) && !compatible(&method, &old) {
                        return Err(self.fatal_at(
                            &format!(
                                "Declaration of {} must be compatible with {}",
                                signature(&decl.name, &method),
                                signature(old.scope_name.as_bytes(), &old)
                            ),
                            m.unit.line_start,
                        ));
                    }
                }
            } else {
                c.method_order.push(lm.clone());
            }
            c.methods.insert(lm, method);
        }
        if decl.kind == ClassKind::Enum {
            self.add_enum_methods(&mut c);
        }
        {
            let lower = |n: &[u8]| -> Box<[u8]> { n.to_ascii_lowercase().into() };
            let mut own: Vec<Box<[u8]>> = decl.methods.iter().map(|m| lower(&m.name)).collect();
            // An enum's cases()/from()/tryFrom() come after its own methods.
            own.extend(
                c.method_order
                    .iter()
                    .filter(|n| {
                        let m = &c.methods[*n];
                        m.scope == c.id && matches!(m.body, MethodBody::Native(_))
                    })
                    .cloned(),
            );
            let traits: Vec<Box<[u8]>> = own_methods[..own_methods.len() - decl.methods.len()]
                .iter()
                .map(|(m, _)| lower(&m.name))
                .collect();
            let parent_order = parent.as_ref().map_or(&[][..], |p| &p.method_order[..]);
            c.method_order =
                super::php_method_order(&[&own, parent_order, &traits, &c.method_order]);
        }
        // Abstract methods left in a concrete class.
        if decl.kind == ClassKind::Class && decl.flags & flags::ABSTRACT == 0 {
            let left: Vec<String> = c
                .method_order
                .iter()
                .filter_map(|n| c.methods.get(n))
                .filter(|m| m.is_abstract())
                .map(|m| {
                    format!(
                        "{}::{}",
                        lossy(m.scope_name.as_bytes()),
                        lossy(m.name.as_bytes())
                    )
                })
                .collect();
            if !left.is_empty() {
                let n = left.len();
                let shown_list = if n > 3 {
                    format!("{}, ...", left[..3].join(", "))
                } else {
                    left.join(", ")
                };
                return Err(self.fatal_at(
                    &format!(
                        "{} {} contains {} abstract method{} and must therefore be declared abstract or implement the remaining methods ({})",
                        kind_word,
                        shown,
                        n,
                        if n == 1 { "" } else { "s" },
                        shown_list
                    ),
                    line,
                ));
            }
        }
        let get = |n: &[u8]| c.methods.get(n).cloned();
        c.magic = Magic {
            ctor: get(b"__construct"),
            dtor: get(b"__destruct"),
            get: get(b"__get"),
            set: get(b"__set"),
            isset: get(b"__isset"),
            unset: get(b"__unset"),
            call: get(b"__call"),
            callstatic: get(b"__callstatic"),
            tostring: get(b"__tostring"),
            invoke: get(b"__invoke"),
            clone: get(b"__clone"),
        };
        Ok(Rc::new(c))
    }
}
