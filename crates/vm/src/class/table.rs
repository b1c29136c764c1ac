//! Queries and edits of the class table made by built-in functions:
//! the autoloader list (spl_autoload_register / unregister / functions),
//! class_alias, the declared-class listings and get_class_vars.
//!
//! Not here: declaring and linking classes (`link.rs`), lookups by name
//! and autoloading itself (`mod.rs`).

use super::{lossy, protected_ok, Class, ClassKind};
use crate::{Unwind, Vm};
use std::rc::Rc;
use tusk_bytecode::class::flags;
use tusk_value::{PStr, Value};

/// What makes two autoloader callables the same one: the lower-cased
/// function or `class::method` name, and the object they are bound to.
fn callable_key(v: &Value) -> (Vec<u8>, Option<u32>) {
    match v.unref() {
        Value::Str(s) => {
            let b = s.as_bytes();
            (
                b.strip_prefix(b"\\").unwrap_or(b).to_ascii_lowercase(),
                None,
            )
        }
        Value::Arr(a) => {
            let parts: Vec<Value> = a.iter().map(|(_, v)| v.unref()).collect();
            match (parts.first(), parts.get(1)) {
                (Some(Value::Str(c)), Some(Value::Str(m))) => {
                    let c = c.as_bytes();
                    let mut k = c.strip_prefix(b"\\").unwrap_or(c).to_ascii_lowercase();
                    k.extend_from_slice(b"::");
                    k.extend_from_slice(&m.as_bytes().to_ascii_lowercase());
                    (k, None)
                }
                (Some(Value::Obj(o)), Some(Value::Str(m))) => {
                    let mut k = o.class_name().as_bytes().to_ascii_lowercase();
                    k.extend_from_slice(b"::");
                    k.extend_from_slice(&m.as_bytes().to_ascii_lowercase());
                    (k, Some(o.id()))
                }
                _ => (Vec::new(), None),
            }
        }
        Value::Obj(o) => (b"__invoke".to_vec(), Some(o.id())),
        _ => (Vec::new(), None),
    }
}

impl Vm {
    /// spl_autoload_register: a callable already registered is not added
    /// again.
    pub fn add_autoloader(&mut self, cb: Value, prepend: bool) {
        let key = callable_key(&cb);
        if self.rt.autoloaders.iter().any(|l| callable_key(l) == key) {
            return;
        }
        if prepend {
            self.rt.autoloaders.insert(0, cb);
        } else {
            self.rt.autoloaders.push(cb);
        }
    }

    /// spl_autoload_unregister: whether `cb` was registered.
    pub fn remove_autoloader(&mut self, cb: &Value) -> bool {
        let key = callable_key(cb);
        let before = self.rt.autoloaders.len();
        self.rt.autoloaders.retain(|l| callable_key(l) != key);
        self.rt.autoloaders.len() != before
    }

    /// spl_autoload_functions.
    pub fn autoloaders(&self) -> Vec<Value> {
        self.rt.autoloaders.clone()
    }

    /// class_alias: `alias` becomes another name of `c`; false (with php's
    /// warning) when the name is taken.
    pub fn alias_class(&mut self, c: Rc<Class>, alias: &[u8]) -> bool {
        let alias = alias.strip_prefix(b"\\").unwrap_or(alias);
        let lname = alias.to_ascii_lowercase();
        if self.rt.classes.contains_key(&lname) {
            self.warning(&format!(
                "Cannot declare {} {}, because the name is already in use",
                c.kind_word(),
                lossy(alias)
            ));
            return false;
        }
        if self.rt.booted {
            self.rt.user_classes.push(lname.clone());
        }
        self.rt.classes.insert(lname, c);
        true
    }

    /// get_declared_classes / _interfaces / _traits: the names of the
    /// declared classes of one kind (enums count as classes), in
    /// declaration order.
    pub fn declared_classes(&self, kind: ClassKind) -> Vec<PStr> {
        self.rt
            .class_list
            .iter()
            .filter(|c| match kind {
                ClassKind::Class => matches!(c.kind, ClassKind::Class | ClassKind::Enum),
                k => c.kind == k,
            })
            .filter(|c| !c.name.as_bytes().contains(&0))
            .map(|c| c.name.clone())
            .collect()
    }

    /// get_class_vars: the default values of the properties of `c` that the
    /// calling scope can see, instance ones first, then static ones.
    pub fn class_vars(&mut self, c: &Rc<Class>) -> Result<Vec<(PStr, Value)>, Unwind> {
        let scope = self.cur_scope();
        let defaults = self.class_defaults(c)?;
        let mut out = Vec::new();
        for (i, p) in c.props.iter().enumerate() {
            if !self.member_visible(p.flags, p.decl_class, scope) {
                continue;
            }
            let v = defaults.get(i).cloned().unwrap_or(Value::Null);
            out.push((p.name.clone(), if v.is_undef() { Value::Null } else { v }));
        }
        for n in c.static_order.clone() {
            let Some(sp) = c.statics.get(&n).cloned() else {
                continue;
            };
            if !self.member_visible(sp.flags, sp.decl_class, scope) {
                continue;
            }
            let v = match self.static_prop(c, &n, true)? {
                Some(r) => r.get(),
                None => Value::Null,
            };
            out.push((PStr::new(&n), if v.is_undef() { Value::Null } else { v }));
        }
        Ok(out)
    }

    fn member_visible(&self, f: u32, decl: u32, scope: u32) -> bool {
        if f & flags::PRIVATE != 0 {
            decl == scope
        } else if f & flags::PROTECTED != 0 {
            protected_ok(self, decl, scope)
        } else {
            true
        }
    }
}
