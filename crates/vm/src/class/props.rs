//! Instance and static properties: finding a property from a class scope
//! (visibility, shadowed privates), reads with the uninitialized-typed and
//! undefined warnings, writes with type coercion, readonly and the 8.2
//! dynamic-property deprecation, isset/unset, __get/__set/__isset/__unset,
//! and the visibility-aware property list foreach and get_object_vars use.
//!
//! Not here: the instructions (ops.rs), the class table (mod.rs).

use super::*;
use crate::sig::{self, Coerced};
use tusk_value::Key;

/// Where a property name leads, seen from a scope.
pub(crate) enum Found {
    Slot(usize),
    /// Declared but not visible: (visibility word, declaring class).
    Hidden(&'static str, PStr),
    /// Not declared: a dynamic property.
    Dynamic,
}

/// Whether an empty declared slot `i` of `o` (of class `c`) hands its
/// accesses to the magic methods: an untyped one (only unset() empties
/// it) or a typed one that unset() emptied; a typed property never
/// initialized does not (it throws its "must not be accessed before
/// initialization" Error).
fn slot_magic(o: &PObj, c: &Class, i: usize) -> bool {
    c.props[i].ty.is_none() || o.0.props.borrow().was_unset(i)
}

/// Whether code in class `scope` may see a protected member declared in `decl`.
pub(super) fn protected_ok(vm: &Vm, decl: u32, scope: u32) -> bool {
    if scope == NO_CLASS {
        return false;
    }
    let (Some(d), Some(s)) = (vm.class_by_id(decl), vm.class_by_id(scope)) else {
        return false;
    };
    s.is_subclass_of(d.id) || d.is_subclass_of(s.id)
}

impl Vm {
    /// `$o->name op= v` / `$o->name++` on a property that does not exist
    /// (no __get to ask): php creates it first (with the dynamic-property
    /// deprecation), then warns that it was undefined.
    pub(crate) fn create_missing_for_rw(&mut self, o: &PObj, name: &PStr) -> Result<(), Unwind> {
        let Some(c) = class_of(o).and_then(|c| self.class_by_id(c.id)) else {
            return Ok(());
        };
        if c.magic.get.is_some() || c.magic.set.is_some() {
            return Ok(());
        }
        let scope = self.cur_scope();
        if !matches!(self.find_prop(&c, name.as_bytes(), scope), Found::Dynamic) {
            return Ok(());
        }
        if o.has_dynamic(name) {
            return Ok(());
        }
        self.write_prop(o, name, Value::Null)?;
        self.warning(&format!(
            "Undefined property: {}::${}",
            lossy(c.name.as_bytes()),
            lossy(name.as_bytes())
        ));
        Ok(())
    }

    pub(crate) fn find_prop(&self, c: &Class, name: &[u8], scope: u32) -> Found {
        // A private property of the calling class wins (shadowing).
        if scope != NO_CLASS && scope != c.id {
            if let Some(sc) = self.class_by_id(scope) {
                if let Some(&i) = sc.prop_map.get(name) {
                    let p = &sc.props[i as usize];
                    if p.flags & flags::PRIVATE != 0
                        && p.decl_class == scope
                        && c.is_subclass_of(scope)
                    {
                        return Found::Slot(i as usize);
                    }
                }
            }
        }
        let Some(&i) = c.prop_map.get(name) else {
            return Found::Dynamic;
        };
        let p = &c.props[i as usize];
        if p.flags & flags::PRIVATE != 0 {
            if p.decl_class == scope {
                return Found::Slot(i as usize);
            }
            if p.decl_class != c.id {
                // A parent's private property is invisible here.
                return Found::Dynamic;
            }
            return Found::Hidden("private", p.decl_name.clone());
        }
        if p.flags & flags::PROTECTED != 0 && !protected_ok(self, p.decl_class, scope) {
            return Found::Hidden("protected", c.name.clone());
        }
        Found::Slot(i as usize)
    }

    fn magic_guarded(&self, o: &PObj, name: &[u8], kind: u8) -> bool {
        self.rt
            .magic_guard
            .iter()
            .any(|(id, n, k)| *id == o.id() && *k == kind && &n[..] == name)
    }

    /// Calls a magic property method under php's recursion guard.
    fn call_magic(
        &mut self,
        o: &PObj,
        c: &Class,
        m: &Rc<Method>,
        name: &PStr,
        kind: u8,
        args: Vec<Value>,
    ) -> Result<Value, Unwind> {
        self.rt
            .magic_guard
            .push((o.id(), name.as_bytes().into(), kind));
        // __get declared `&__get` hands out its reference: nested writes
        // go through it (`take_prop`); readers dereference it.
        let r = if kind == 0 {
            self.call_method_ref(m, Some(o.clone()), c.id, args)
        } else {
            self.call_method(m, Some(o.clone()), c.id, args)
        };
        self.rt.magic_guard.pop();
        r
    }

    /// `$o->name` for reading (`quiet`: isset/?? reads, no warnings).
    pub(crate) fn read_prop(
        &mut self,
        o: &PObj,
        name: &PStr,
        quiet: bool,
    ) -> Result<Value, Unwind> {
        let Some(cref) = class_of(o) else {
            if let Some(m) = incomplete_message(o, "access") {
                if !quiet {
                    // php_error_docref: prefixed by the running function.
                    let f = self
                        .rt
                        .frames
                        .iter()
                        .rev()
                        .find(|f| f.statics_key != 0 && !f.unit.name.is_empty())
                        .map(|f| lossy(&f.unit.name))
                        .unwrap_or_else(|| "main".into());
                    self.warning(&format!("{f}(): {m}"));
                }
                return Ok(Value::Null);
            }
            return Ok(o
                .get_prop(name.as_bytes())
                .map(|v| v.unref())
                .unwrap_or_else(|| {
                    if !quiet {
                        self.warning(&format!(
                            "Undefined property: {}::${}",
                            lossy(o.class_name().as_bytes()),
                            lossy(name.as_bytes())
                        ));
                    }
                    Value::Null
                }));
        };
        let c = self.class_by_id(cref.id).expect("class");
        let scope = self.cur_scope();
        let found = self.find_prop(&c, name.as_bytes(), scope);
        let current = found_value(o, &found, name);
        if !current.is_undef() {
            return Ok(current.unref());
        }
        let magic = match found {
            Found::Slot(i) => slot_magic(o, &c, i),
            _ => true,
        };
        if let Some(m) = c.magic.get.clone().filter(|_| magic) {
            if !self.magic_guarded(o, name.as_bytes(), 0) {
                if quiet {
                    if let Some(mi) = c.magic.isset.clone() {
                        let r =
                            self.call_magic(o, &c, &mi, name, 2, vec![Value::Str(name.clone())])?;
                        if !tusk_value::ops::to_bool(&r) {
                            return Ok(Value::Null);
                        }
                    } else {
                        return Ok(Value::Null);
                    }
                }
                let v = self.call_magic(o, &c, &m, name, 0, vec![Value::Str(name.clone())])?;
                let v = v.unref();
                // What __get gives for a typed property (unset, so that
                // __get serves it) must fit its type, coerced as the
                // strictness of __get's own file says.
                if let Found::Slot(i) = found {
                    if let Some(ty) = c.props[i].ty.clone() {
                        let strict = m.unit().is_some_and(|u| u.strict_types);
                        let meta = &c.props[i];
                        let (class, pname) = (meta.decl_name.clone(), meta.name.clone());
                        return self.check_prop_type_mode(v, &ty, &class, pname.as_bytes(), strict);
                    }
                }
                return Ok(v);
            }
        }
        match found {
            Found::Hidden(vis, decl) => {
                if quiet {
                    return Ok(Value::Null);
                }
                Err(self.throw(
                    "Error",
                    &format!(
                        "Cannot access {} property {}::${}",
                        vis,
                        lossy(decl.as_bytes()),
                        lossy(name.as_bytes())
                    ),
                ))
            }
            Found::Slot(i) if c.props[i].ty.is_some() => {
                if quiet {
                    return Ok(Value::Null);
                }
                Err(self.throw(
                    "Error",
                    &format!(
                        "Typed property {}::${} must not be accessed before initialization",
                        lossy(c.props[i].decl_name.as_bytes()),
                        lossy(name.as_bytes())
                    ),
                ))
            }
            _ => {
                if !quiet {
                    self.warning(&format!(
                        "Undefined property: {}::${}",
                        lossy(c.name.as_bytes()),
                        lossy(name.as_bytes())
                    ));
                }
                Ok(Value::Null)
            }
        }
    }

    /// `isset($o->name)`: a visible, set, non-null property; otherwise
    /// `__isset()` alone answers (php calls no `__get` here).
    pub(crate) fn isset_prop(&mut self, o: &PObj, name: &PStr) -> Result<bool, Unwind> {
        let Some(cref) = class_of(o) else {
            return Ok(o
                .get_prop(name.as_bytes())
                .is_some_and(|v| !v.unref().is_null()));
        };
        let c = self.class_by_id(cref.id).expect("class");
        let scope = self.cur_scope();
        let found = self.find_prop(&c, name.as_bytes(), scope);
        let current = found_value(o, &found, name);
        if !current.is_undef() {
            return Ok(!current.unref().is_null());
        }
        if let Found::Slot(i) = found {
            if !slot_magic(o, &c, i) {
                return Ok(false);
            }
        }
        if let Some(mi) = c.magic.isset.clone() {
            if !self.magic_guarded(o, name.as_bytes(), 2) {
                let r = self.call_magic(o, &c, &mi, name, 2, vec![Value::Str(name.clone())])?;
                return Ok(tusk_value::ops::to_bool(&r));
            }
        }
        Ok(false)
    }

    /// Checks a value about to be stored in a declared property slot by
    /// unserialize(), which checks strictly (no coercion).
    pub fn check_slot_type(&mut self, o: &PObj, slot: usize, v: Value) -> Result<Value, Unwind> {
        let Some(cref) = class_of(o) else {
            return Ok(v);
        };
        let Some(c) = self.class_by_id(cref.id) else {
            return Ok(v);
        };
        let Some(meta) = c.props.get(slot) else {
            return Ok(v);
        };
        let Some(ty) = meta.ty.clone() else {
            return Ok(v);
        };
        let (class, name) = (meta.decl_name.clone(), meta.name.clone());
        self.check_prop_type_mode(v, &ty, &class, name.as_bytes(), true)
    }

    /// Checks/coerces a value for a typed property.
    pub(crate) fn check_prop_type(
        &mut self,
        v: Value,
        ty: &TypeInfo,
        class: &PStr,
        name: &[u8],
    ) -> Result<Value, Unwind> {
        let strict = self.rt.frames.last().is_some_and(|f| f.unit.strict_types);
        self.check_prop_type_mode(v, ty, class, name, strict)
    }

    fn check_prop_type_mode(
        &mut self,
        v: Value,
        ty: &TypeInfo,
        class: &PStr,
        name: &[u8],
        strict: bool,
    ) -> Result<Value, Unwind> {
        let (mask, text) = crate::calls::type_of(ty);
        let given = sig::type_name_for_error(&v);
        let coerced = if matches!(v, Value::Obj(_)) {
            let sc = self.find_class(class.as_bytes()).map_or(NO_CLASS, |c| c.id);
            self.coerce_declared(v, ty, mask, strict, sc, NO_CLASS)?
        } else {
            sig::coerce(self, v, mask, strict, false)?
        };
        match coerced {
            Coerced::Ok(v) | Coerced::NullDeprecated(v) => Ok(v),
            Coerced::Mismatch => Err(self.throw(
                "TypeError",
                &format!(
                    "Cannot assign {} to property {}::${} of type {}",
                    given,
                    lossy(class.as_bytes()),
                    lossy(name),
                    text
                ),
            )),
        }
    }

    /// `$o->name = v`.
    pub(crate) fn write_prop(&mut self, o: &PObj, name: &PStr, v: Value) -> Result<(), Unwind> {
        let v = v.unref();
        let Some(cref) = class_of(o) else {
            if let Some(m) = incomplete_message(o, "modify") {
                return Err(self.throw("Error", &m));
            }
            o.set_prop(name.as_bytes(), v);
            return Ok(());
        };
        let c = self.class_by_id(cref.id).expect("class");
        let scope = self.cur_scope();
        match self.find_prop(&c, name.as_bytes(), scope) {
            Found::Slot(i) => {
                let meta = &c.props[i];
                let cur_undef = o.0.props.borrow().slots[i].is_undef();
                if cur_undef && slot_magic(o, &c, i) {
                    // An unset property: __set takes over.
                    if let Some(m) = c.magic.set.clone() {
                        if !self.magic_guarded(o, name.as_bytes(), 1) {
                            self.call_magic(o, &c, &m, name, 1, vec![Value::Str(name.clone()), v])?;
                            return Ok(());
                        }
                    }
                }
                if meta.flags & flags::READONLY != 0 {
                    if !cur_undef {
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Cannot modify readonly property {}::${}",
                                lossy(c.name.as_bytes()),
                                lossy(name.as_bytes())
                            ),
                        ));
                    }
                    if scope != meta.decl_class {
                        let from = match self.class_by_id(scope) {
                            Some(s) => format!("scope {}", lossy(s.name.as_bytes())),
                            None => "global scope".to_string(),
                        };
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Cannot initialize readonly property {}::${} from {}",
                                lossy(meta.decl_name.as_bytes()),
                                lossy(name.as_bytes()),
                                from
                            ),
                        ));
                    }
                }
                let v = match &meta.ty {
                    Some(t) => {
                        let t = t.clone();
                        let dn = meta.decl_name.clone();
                        self.check_prop_type(v, &t, &dn, name.as_bytes())?
                    }
                    None => v,
                };
                let old = {
                    let mut p = o.0.props.borrow_mut();
                    match &p.slots[i] {
                        Value::Ref(r) => {
                            r.set(v);
                            return Ok(());
                        }
                        _ => std::mem::replace(&mut p.slots[i], v),
                    }
                };
                drop(old);
                Ok(())
            }
            Found::Hidden(vis, decl) => {
                if let Some(m) = c.magic.set.clone() {
                    if !self.magic_guarded(o, name.as_bytes(), 1) {
                        self.call_magic(o, &c, &m, name, 1, vec![Value::Str(name.clone()), v])?;
                        return Ok(());
                    }
                }
                Err(self.throw(
                    "Error",
                    &format!(
                        "Cannot access {} property {}::${}",
                        vis,
                        lossy(decl.as_bytes()),
                        lossy(name.as_bytes())
                    ),
                ))
            }
            Found::Dynamic => {
                let k = Key::Str(name.clone());
                let exists = o.0.props.borrow().dynamic.get(&k).is_some();
                if !exists {
                    if let Some(m) = c.magic.set.clone() {
                        if !self.magic_guarded(o, name.as_bytes(), 1) {
                            self.call_magic(o, &c, &m, name, 1, vec![Value::Str(name.clone()), v])?;
                            return Ok(());
                        }
                    }
                    if c.flags & flags::READONLY != 0 {
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Cannot create dynamic property {}::${}",
                                lossy(c.name.as_bytes()),
                                lossy(name.as_bytes())
                            ),
                        ));
                    }
                    if c.kind == ClassKind::Enum
                        || matches!(
                            &*c.lname,
                            b"weakmap" | b"weakreference" | b"generator" | b"closure"
                        )
                    {
                        return Err(self.throw(
                            "Error",
                            &format!(
                                "Cannot create dynamic property {}::${}",
                                lossy(c.name.as_bytes()),
                                lossy(name.as_bytes())
                            ),
                        ));
                    }
                    if !c.allow_dynamic {
                        self.deprecated(&format!(
                            "Creation of dynamic property {}::${} is deprecated",
                            lossy(c.name.as_bytes()),
                            lossy(name.as_bytes())
                        ));
                    }
                }
                o.0.props.borrow_mut().dynamic.assign(k, v);
                Ok(())
            }
        }
    }

    /// `unset($o->name)`.
    pub(crate) fn unset_prop(&mut self, o: &PObj, name: &PStr) -> Result<(), Unwind> {
        let Some(cref) = class_of(o) else {
            o.remove_prop(name.as_bytes());
            return Ok(());
        };
        let c = self.class_by_id(cref.id).expect("class");
        let scope = self.cur_scope();
        match self.find_prop(&c, name.as_bytes(), scope) {
            Found::Slot(i) => {
                let meta = &c.props[i];
                if meta.flags & flags::READONLY != 0 {
                    let msg = if scope == meta.decl_class && o.0.props.borrow().slots[i].is_undef()
                    {
                        None
                    } else {
                        Some(format!(
                            "Cannot unset readonly property {}::${}",
                            lossy(c.name.as_bytes()),
                            lossy(name.as_bytes())
                        ))
                    };
                    if let Some(m) = msg {
                        return Err(self.throw("Error", &m));
                    }
                }
                // An already empty slot that magic serves: __unset's.
                if o.0.props.borrow().slots[i].is_undef() && slot_magic(o, &c, i) {
                    if let Some(m) = c.magic.unset.clone() {
                        if !self.magic_guarded(o, name.as_bytes(), 3) {
                            self.call_magic(o, &c, &m, name, 3, vec![Value::Str(name.clone())])?;
                            return Ok(());
                        }
                    }
                }
                let old = {
                    let mut p = o.0.props.borrow_mut();
                    if meta.ty.is_some() {
                        p.mark_unset(i);
                    }
                    std::mem::take(&mut p.slots[i])
                };
                // A reference made of a typed property loses it as a source.
                if let Value::Ref(r) = &old {
                    if r.is_typed() {
                        if let Some(t) = self.prop_source_tag(&c, i) {
                            r.del_type_source(t);
                        }
                    }
                }
                drop(old);
                Ok(())
            }
            Found::Hidden(vis, decl) => {
                if let Some(m) = c.magic.unset.clone() {
                    if !self.magic_guarded(o, name.as_bytes(), 3) {
                        self.call_magic(o, &c, &m, name, 3, vec![Value::Str(name.clone())])?;
                        return Ok(());
                    }
                }
                Err(self.throw(
                    "Error",
                    &format!(
                        "Cannot access {} property {}::${}",
                        vis,
                        lossy(decl.as_bytes()),
                        lossy(name.as_bytes())
                    ),
                ))
            }
            Found::Dynamic => {
                let k = Key::Str(name.clone());
                let removed = o.0.props.borrow_mut().dynamic.remove(&k);
                if removed.is_none() {
                    if let Some(m) = c.magic.unset.clone() {
                        if !self.magic_guarded(o, name.as_bytes(), 3) {
                            self.call_magic(o, &c, &m, name, 3, vec![Value::Str(name.clone())])?;
                        }
                    }
                }
                drop(removed);
                Ok(())
            }
        }
    }

    /// Takes a property's value out for a nested write (`$o->a[1] = 2`);
    /// `put_prop_back` stores it again. Undef when missing. True with what
    /// __get gave (an object, or a `&__get`'s reference), which the write
    /// goes through and which is not stored back.
    pub(crate) fn take_prop(&mut self, o: &PObj, name: &PStr) -> Result<(Value, bool), Unwind> {
        let Some(cref) = class_of(o) else {
            return Ok((
                o.remove_prop(name.as_bytes()).unwrap_or(Value::Undef),
                false,
            ));
        };
        let c = self.class_by_id(cref.id).expect("class");
        let scope = self.cur_scope();
        match self.find_prop(&c, name.as_bytes(), scope) {
            Found::Slot(i) => {
                let v = std::mem::take(&mut o.0.props.borrow_mut().slots[i]);
                if v.is_undef() && slot_magic(o, &c, i) {
                    if let Some(m) = c.magic.get.clone() {
                        if !self.magic_guarded(o, name.as_bytes(), 0) {
                            let r = self.call_magic(
                                o,
                                &c,
                                &m,
                                name,
                                0,
                                vec![Value::Str(name.clone())],
                            )?;
                            // An object, or the reference a `&__get`
                            // returned: written through, not stored back.
                            if let Value::Obj(_) | Value::Ref(_) = r {
                                return Ok((r, true));
                            }
                            self.notice(&format!(
                                "Indirect modification of overloaded property {}::${} has no effect",
                                lossy(c.name.as_bytes()),
                                lossy(name.as_bytes())
                            ));
                            return Ok((Value::Undef, false));
                        }
                    }
                }
                if c.props[i].flags & flags::READONLY != 0
                    && !v.is_undef()
                    && !matches!(v, Value::Obj(_))
                {
                    o.0.props.borrow_mut().slots[i] = v;
                    return Err(self.throw(
                        "Error",
                        &format!(
                            "Cannot modify readonly property {}::${}",
                            lossy(c.name.as_bytes()),
                            lossy(name.as_bytes())
                        ),
                    ));
                }
                Ok((v, false))
            }
            Found::Hidden(vis, decl) => Err(self.throw(
                "Error",
                &format!(
                    "Cannot access {} property {}::${}",
                    vis,
                    lossy(decl.as_bytes()),
                    lossy(name.as_bytes())
                ),
            )),
            Found::Dynamic => {
                let k = Key::Str(name.clone());
                let mut p = o.0.props.borrow_mut();
                match p.dynamic.get_mut(&k) {
                    Some(v) => Ok((std::mem::replace(v, Value::Null), false)),
                    None => {
                        drop(p);
                        if let Some(m) = c.magic.get.clone() {
                            if !self.magic_guarded(o, name.as_bytes(), 0) {
                                let r = self.call_magic(
                                    o,
                                    &c,
                                    &m,
                                    name,
                                    0,
                                    vec![Value::Str(name.clone())],
                                )?;
                                if let Value::Obj(_) | Value::Ref(_) = r {
                                    return Ok((r, true));
                                }
                                self.notice(&format!(
                                    "Indirect modification of overloaded property {}::${} has no effect",
                                    lossy(c.name.as_bytes()),
                                    lossy(name.as_bytes())
                                ));
                                return Ok((Value::Undef, false));
                            }
                        }
                        Ok((Value::Undef, false))
                    }
                }
            }
        }
    }

    /// Stores back a value taken by `take_prop` (Undef: leave missing).
    pub(crate) fn put_prop_back(&mut self, o: &PObj, name: &PStr, v: Value) -> Result<(), Unwind> {
        if v.is_undef() {
            return Ok(());
        }
        let Some(cref) = class_of(o) else {
            o.set_prop(name.as_bytes(), v);
            return Ok(());
        };
        let c = self.class_by_id(cref.id).expect("class");
        let scope = self.cur_scope();
        match self.find_prop(&c, name.as_bytes(), scope) {
            Found::Slot(i) => {
                o.0.props.borrow_mut().slots[i] = v;
                Ok(())
            }
            Found::Dynamic => {
                let k = Key::Str(name.clone());
                let exists = o.0.props.borrow().dynamic.get(&k).is_some();
                if !exists {
                    if c.magic.get.is_some() {
                        return Ok(());
                    }
                    if !c.allow_dynamic {
                        self.deprecated(&format!(
                            "Creation of dynamic property {}::${} is deprecated",
                            lossy(c.name.as_bytes()),
                            lossy(name.as_bytes())
                        ));
                    }
                }
                o.0.props.borrow_mut().dynamic.insert(k, v);
                Ok(())
            }
            Found::Hidden(..) => Ok(()),
        }
    }

    /// php's object_properties_load, what the __unserialize methods of
    /// built-in classes do with the members they were given: a name that
    /// is a declared property's (mangled or plain) sets that property,
    /// type-checked; any other becomes a dynamic property, with 8.2's
    /// deprecation unless the class allows them (integer keys do not warn).
    pub fn load_members(
        &mut self,
        o: &PObj,
        members: &tusk_value::ArrayData,
    ) -> Result<(), Unwind> {
        for (k, v) in members.iter() {
            self.load_member(o, k, v.clone())?;
        }
        Ok(())
    }

    /// One member of [`Vm::load_members`] (unserialize() sets each
    /// property of an `O:` token so).
    pub fn load_member(&mut self, o: &PObj, k: Key, v: Value) -> Result<(), Unwind> {
        let Key::Str(name) = &k else {
            o.set_dynamic(k, v);
            return Ok(());
        };
        let b = name.as_bytes();
        let slot = {
            let infos = o.class().slots();
            infos
                .iter()
                .position(|i| i.mangled.as_bytes() == b)
                .or_else(|| infos.iter().position(|i| i.name.as_bytes() == b))
        };
        if let Some(i) = slot.filter(|&i| i < o.0.props.borrow().slots.len()) {
            let v = self.check_slot_type(o, i, v)?;
            let old = std::mem::replace(&mut o.0.props.borrow_mut().slots[i], v);
            drop(old);
            return Ok(());
        }
        let plain = match b.first() {
            Some(0) => match b[1..].iter().position(|&c| c == 0) {
                Some(i) => &b[i + 2..],
                None => b,
            },
            _ => b,
        };
        let key = Key::Str(PStr::new(plain));
        let exists = o.0.props.borrow().dynamic.get(&key).is_some();
        if !exists && !self.obj_class(o).is_some_and(|c| c.allow_dynamic) {
            self.deprecated(&format!(
                "Creation of dynamic property {}::${} is deprecated",
                lossy(o.class_name().as_bytes()),
                lossy(plain)
            ));
        }
        o.set_dynamic(key, v);
        Ok(())
    }

    /// The properties visible from the current scope, as (name, value):
    /// get_object_vars and the listings that copy them.
    pub fn visible_props(&self, o: &PObj) -> Vec<(Key, Value)> {
        let scope = self.cur_scope();
        let mut out = Vec::new();
        let c = class_of(o);
        for e in o.entries() {
            if let (Some(info), Some(c)) = (&e.info, c) {
                if !self.slot_visible(c, info, scope) {
                    continue;
                }
            }
            let k = match e.key {
                Key::Str(s) => Key::from_pstr(&s),
                k => k,
            };
            out.push((k, e.value.unref()));
        }
        out
    }

    /// Whether the declared property `info` of class `c` is visible from
    /// class `scope`.
    fn slot_visible(&self, c: &Class, info: &tusk_value::object::SlotInfo, scope: u32) -> bool {
        match info.vis {
            tusk_value::object::Vis::Public => true,
            tusk_value::object::Vis::Protected => {
                let decl = c
                    .prop_map
                    .get(info.name.as_bytes())
                    .map(|&i| c.props[i as usize].decl_class);
                decl.is_some_and(|d| protected_ok(self, d, scope))
            }
            tusk_value::object::Vis::Private => self
                .class_by_id(scope)
                .is_some_and(|s| s.name.as_bytes() == info.class.as_bytes()),
        }
    }

    /// One step of foreach over a plain object's properties, live as php's
    /// (it walks the property table itself, not a copy: a property added
    /// during the loop is reached, one removed ahead of it is not). `pos`
    /// is a position in the table: the declared slots first, then the
    /// dynamic table's own positions. Gives the next property visible from
    /// the current scope at or after `pos`: (the position after it, its
    /// name, its value, unreferenced).
    pub(crate) fn next_visible_prop(&self, o: &PObj, pos: usize) -> Option<(usize, PStr, Value)> {
        let scope = self.cur_scope();
        let c = class_of(o);
        let p = o.0.props.borrow();
        let infos = o.0.class.slots();
        let n = p.slots.len();
        for i in pos..n {
            let v = &p.slots[i];
            if v.is_undef() {
                continue;
            }
            let Some(info) = infos.get(i) else { continue };
            if c.is_some_and(|c| !self.slot_visible(c, info, scope)) {
                continue;
            }
            return Some((i + 1, info.name.clone(), v.unref()));
        }
        let (at, k, v) = p.dynamic.iter_from(pos.saturating_sub(n))?;
        let name = match k {
            Key::Str(s) => s,
            Key::Int(i) => PStr::from(i.to_string()),
        };
        Some((n + at + 1, name, v.unref()))
    }

    /// The static property `name` of `c`, visibility-checked and initialized.
    pub(crate) fn static_prop(
        &mut self,
        c: &Rc<Class>,
        name: &[u8],
        quiet: bool,
    ) -> Result<Option<PRef>, Unwind> {
        Ok(self
            .static_prop_decl(c, name, quiet)?
            .map(|sp| sp.value.clone()))
    }

    /// `static_prop`'s declaration (its type too), initialised.
    /// The static property `c::$name` a path names (class operand `c`
    /// of the running frame `fi`), resolved and checked as
    /// `static_prop_decl` does. With a cache cell (`cache`) and a class
    /// named by a constant, it is kept there for the frame's scope: such
    /// a class cannot change once found, nor can its property or that
    /// property's visibility from one scope (a trait's is not kept: each
    /// access deprecates).
    pub(crate) fn static_prop_site(
        &mut self,
        unit: &CodeUnit,
        fp: *mut Value,
        fi: usize,
        c: u32,
        name: &PStr,
        cache: u32,
    ) -> Result<Rc<StaticProp>, Unwind> {
        if let Some(sp) = self.cached_static_prop(unit, fi, c, cache) {
            return Ok(sp);
        }
        let named = named_static_site(c, cache);
        let scope = self.rt.frames[fi].scope;
        let cls = self.resolve_cls(unit, fp, fi, c)?;
        let sp = self
            .static_prop_decl(&cls, name.as_bytes(), false)?
            .expect("static property");
        if named && cls.kind != ClassKind::Trait {
            let cell = self.cell(fi, unit, cache);
            let e = &mut self.rt.obj_cache[cell];
            e.scope = scope;
            e.sprop = Some(sp.clone());
            e.cls = Some(cls);
        }
        Ok(sp)
    }

    /// The static property a `C::$n` site naming its class (class operand
    /// `c`, cache cell `cache`) resolved before from the running scope, if
    /// it did.
    #[inline]
    pub(crate) fn cached_static_prop(
        &mut self,
        unit: &CodeUnit,
        fi: usize,
        c: u32,
        cache: u32,
    ) -> Option<Rc<StaticProp>> {
        if !named_static_site(c, cache) {
            return None;
        }
        let scope = self.rt.frames[fi].scope;
        let cell = self.cell(fi, unit, cache);
        let e = &self.rt.obj_cache[cell];
        match (&e.sprop, e.scope == scope) {
            (Some(sp), true) => Some(sp.clone()),
            _ => None,
        }
    }

    pub(crate) fn static_prop_decl(
        &mut self,
        c: &Rc<Class>,
        name: &[u8],
        quiet: bool,
    ) -> Result<Option<Rc<StaticProp>>, Unwind> {
        let Some(sp) = c.statics.get(name).cloned() else {
            if quiet {
                return Ok(None);
            }
            return Err(self.throw(
                "Error",
                &format!(
                    "Access to undeclared static property {}::${}",
                    lossy(c.name.as_bytes()),
                    lossy(name)
                ),
            ));
        };
        let scope = self.cur_scope();
        let hidden = if sp.flags & flags::PRIVATE != 0 {
            (sp.decl_class != scope).then_some("private")
        } else if sp.flags & flags::PROTECTED != 0 {
            (!protected_ok(self, sp.decl_class, scope)).then_some("protected")
        } else {
            None
        };
        if let Some(vis) = hidden {
            if quiet {
                return Ok(None);
            }
            return Err(self.throw(
                "Error",
                &format!(
                    "Cannot access {} property {}::${}",
                    vis,
                    lossy(c.name.as_bytes()),
                    lossy(name)
                ),
            ));
        }
        if c.kind == ClassKind::Trait && !quiet {
            self.deprecated(&format!(
                "Accessing static trait property {}::${} is deprecated, it should only be accessed on a class using the trait",
                lossy(c.name.as_bytes()),
                lossy(name)
            ));
        }
        let init = sp.init.borrow_mut().take();
        if let Some(init) = init {
            let v = self.eval_const_init(&init, sp.decl_class)?;
            sp.value.set(v);
        } else if sp.value.get().is_undef() && sp.ty.is_none() {
            sp.value.set(Value::Null);
        }
        Ok(Some(sp))
    }
}

/// php's message for touching a property of an object unserialize() could
/// not give its class (`__PHP_Incomplete_Class`); None for other objects.
fn incomplete_message(o: &PObj, what: &str) -> Option<String> {
    if o.class_name().as_bytes() != b"__PHP_Incomplete_Class" {
        return None;
    }
    let cls = match o
        .get_prop(b"__PHP_Incomplete_Class_Name")
        .map(|v| v.unref())
    {
        Some(Value::Str(s)) => lossy(s.as_bytes()),
        _ => "unknown".into(),
    };
    Some(format!(
        "The script tried to {what} a property on an incomplete object. Please ensure that the class definition \"{cls}\" of the object you are trying to operate on was loaded _before_ unserialize() gets called or provide an autoloader to load the class definition"
    ))
}

/// The value of a property as [`Vm::find_prop`] found it: a slot's, a
/// dynamic property's, or Undef (missing, or not visible from the scope).
fn found_value(o: &PObj, found: &Found, name: &PStr) -> Value {
    match found {
        Found::Slot(i) => o.0.props.borrow().slots[*i].clone(),
        Found::Dynamic => o.dynamic_prop(name).unwrap_or(Value::Undef),
        Found::Hidden(..) => Value::Undef,
    }
}

/// Whether a static property site with class operand `c` and cache cell
/// `cache` keeps its property in the cell: a class named by a constant
/// (`self::`, `parent::` and `static::` are not cached).
#[inline]
fn named_static_site(c: u32, cache: u32) -> bool {
    cache != NONE && c & tusk_bytecode::CONST_BIT != 0 && c < tusk_bytecode::CLS_STATIC
}
