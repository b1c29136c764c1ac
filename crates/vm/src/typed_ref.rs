//! References to typed properties (php's reference "type sources").
//!
//! A reference made of a typed property (`$r = &$o->p`, `&C::$p`, a
//! property bound to a reference, foreach by reference over an object)
//! gets the property as a source: a tag, an index into the runtime's list
//! of [`TypeSrc`]. `PRef` records every write through a reference that has
//! sources and raises the interrupt (`tusk_value::reference`); before its
//! next instruction the VM checks the new value against every source
//! ([`Vm::check_typed_writes`], php's zend_verify_ref_assignable_zval): it
//! is kept, coerced (all sources must agree on the coercion) or, on a
//! mismatch, the old value is put back and php's TypeError thrown.
//! Interpreted code sees the check before its next instruction; the loop
//! runner and compiled code at their next poll (a backward jump, a call).
//! A property unset drops its source, and so does freeing its object
//! (`OBJ_TYPED_REF`, `ClassMeta::type_tag`).

use crate::class::{Class, StaticProp};
use crate::interp::lossy;
use crate::sig::{self, Coerced};
use crate::{Unwind, Vm};
use std::rc::Rc;
use tusk_bytecode::TypeInfo;
use tusk_value::reference::{TypedWrite, WriteKind};
use tusk_value::{ops, PRef, PStr, Value};

/// One typed property a reference may be bound to.
pub struct TypeSrc {
    pub ty: TypeInfo,
    /// The declaring class's name and id (for `self`), the property's name.
    pub class: PStr,
    pub class_id: u32,
    pub name: PStr,
}

/// The tag of declared slot `slot` of objects of class `class_id` (the
/// object's class, as `ClassMeta::type_tag` gives it when it frees one).
pub(crate) fn prop_tag(class_id: u32, slot: usize) -> u64 {
    (class_id as u64) << 32 | slot as u64
}

/// `property C::$p of type T`: how php's messages name a source.
fn described(src: &TypeSrc) -> String {
    let (_, ty) = crate::calls::type_of(&src.ty);
    format!(
        "property {}::${} of type {}",
        lossy(src.class.as_bytes()),
        lossy(src.name.as_bytes()),
        ty
    )
}

/// Static properties' tags: this bit and a number.
const STATIC_TAG: u64 = 1 << 63;

impl Vm {
    /// The source tag of declared property slot `i` of class `c` (the
    /// object's class); None when the property is untyped.
    pub(crate) fn prop_source_tag(&mut self, c: &Class, i: usize) -> Option<u64> {
        let meta = c.props.get(i)?;
        let ty = meta.ty.as_ref()?;
        let t = prop_tag(c.id, i);
        self.rt.type_srcs.entry(t).or_insert_with(|| {
            Rc::new(TypeSrc {
                ty: ty.clone(),
                class: meta.decl_name.clone(),
                class_id: meta.decl_class,
                name: meta.name.clone(),
            })
        });
        Some(t)
    }

    /// The source tag of static property `sp` (named `name`); None when
    /// it is untyped.
    pub(crate) fn static_source_tag(&mut self, sp: &Rc<StaticProp>, name: &[u8]) -> Option<u64> {
        let ty = sp.ty.as_ref()?;
        let at = Rc::as_ptr(sp) as usize;
        if let Some(&t) = self.rt.static_tags.get(&at) {
            return Some(t);
        }
        let t = STATIC_TAG | self.rt.static_tags.len() as u64;
        self.rt.static_tags.insert(at, t);
        self.rt.type_srcs.insert(
            t,
            Rc::new(TypeSrc {
                ty: ty.clone(),
                class: sp.decl_name.clone(),
                class_id: sp.decl_class,
                name: PStr::new(name),
            }),
        );
        Some(t)
    }

    fn source(&self, t: u64) -> Rc<TypeSrc> {
        self.rt.type_srcs[&t].clone()
    }

    /// A typed static property made a reference (`&C::$p`): its cell gets
    /// the property as a source, once.
    pub(crate) fn bind_static_source(&mut self, sp: &Rc<StaticProp>, name: &[u8]) {
        if let Some(t) = self.static_source_tag(sp, name) {
            if !sp.value.type_sources().contains(&t) {
                sp.value.add_type_source(t);
            }
        }
    }

    /// Property slot `i` of an object of class `c` now holds reference
    /// `r` (made of it, or bound to it): a typed property becomes one of
    /// the reference's sources, the value checked against its type first
    /// when `check` (a reference bound to the property, coerced in place).
    pub(crate) fn bind_prop_source(
        &mut self,
        c: &Class,
        i: usize,
        r: &PRef,
        check: bool,
    ) -> Result<(), Unwind> {
        let Some(t) = self.prop_source_tag(c, i) else {
            return Ok(());
        };
        if check {
            let src = self.source(t);
            let v = r.get();
            if r.is_typed() {
                // php's zend_verify_prop_assignable_by_ref: the value of a
                // reference already typed must fit without coercion.
                let strict = self.cur_strict();
                match self.coerce_to_source(&src, v.clone(), strict)? {
                    Some(c) if c.kind() == v.kind() && ops::strict_eq(&c, &v) => {}
                    Some(_) => {
                        let first = self.source(r.type_sources()[0]);
                        let m = format!(
                            "Reference with value of type {} held by {} is not compatible with {}",
                            sig::type_name_for_error(&v),
                            described(&first),
                            described(&src)
                        );
                        return Err(self.throw("TypeError", &m));
                    }
                    None => {
                        self.check_prop_type(v, &src.ty, &src.class, src.name.as_bytes())?;
                    }
                }
            } else {
                let v = self.check_prop_type(v, &src.ty, &src.class, src.name.as_bytes())?;
                r.set_unchecked(v);
            }
        }
        r.add_type_source(t);
        Ok(())
    }

    /// php's Error for `&` of an uninitialized typed property whose type
    /// does not take null (one that does starts as null).
    pub(crate) fn uninit_ref_error(
        &mut self,
        ty: &TypeInfo,
        class: &PStr,
        name: &[u8],
    ) -> Option<Unwind> {
        let (mask, _) = crate::calls::type_of(ty);
        if mask & sig::T_NULL != 0 {
            return None;
        }
        let m = format!(
            "Cannot access uninitialized non-nullable property {}::${} by reference",
            lossy(class.as_bytes()),
            lossy(name)
        );
        Some(self.throw("Error", &m))
    }

    /// php's TypeError for making an array (`$o->p[] = v`, `$o->p['k'] = v`)
    /// out of the null, false or uninitialized value of a property typed
    /// `ty` without array (`via_ref`: through a reference it holds).
    pub(crate) fn autovivify_error(
        &mut self,
        ty: &TypeInfo,
        class: &PStr,
        name: &[u8],
        via_ref: bool,
    ) -> Option<Unwind> {
        let (mask, text) = crate::calls::type_of(ty);
        if mask & sig::T_ARRAY != 0 {
            return None;
        }
        let m = format!(
            "Cannot auto-initialize an array inside {}property {}::${} of type {}",
            if via_ref { "a reference held by " } else { "" },
            lossy(class.as_bytes()),
            lossy(name),
            text
        );
        Some(self.throw("TypeError", &m))
    }

    /// `autovivify_error` for each type source of reference `r`.
    pub(crate) fn ref_autovivify_error(&mut self, r: &PRef) -> Option<Unwind> {
        for t in r.type_sources() {
            let src = self.source(t);
            if let Some(e) = self.autovivify_error(&src.ty, &src.class, src.name.as_bytes(), true) {
                return Some(e);
            }
        }
        None
    }

    fn cur_strict(&self) -> bool {
        self.rt.frames.last().is_some_and(|f| f.unit.strict_types)
    }

    /// Checks the writes made through typed references since the last
    /// check (the interrupt's work): the first error, the reference given
    /// its old value back.
    #[cold]
    pub(crate) fn check_typed_writes(&mut self) -> Option<Unwind> {
        let mut err = None;
        for TypedWrite { r, old, kind } in tusk_value::reference::take_typed_writes() {
            if err.is_some() || !r.is_typed() {
                continue;
            }
            let new = r.get();
            if new.is_undef() {
                // A variable unset, not a value written.
                continue;
            }
            if kind != WriteKind::Assign
                && matches!(old, Value::Int(_))
                && matches!(new, Value::Float(_))
            {
                if let Some(e) = self.incdec_overflow(&r, kind) {
                    r.set_unchecked(old);
                    err = Some(e);
                    continue;
                }
            }
            let strict = self.cur_strict();
            match self.ref_assignable(&r, new, strict) {
                Ok(v) => r.set_unchecked(v),
                Err(e) => {
                    r.set_unchecked(old);
                    err = Some(e);
                }
            }
        }
        err
    }

    /// `++`/`--` past int range on a reference one of whose sources takes
    /// ints but not floats: php's TypeError.
    fn incdec_overflow(&mut self, r: &PRef, kind: WriteKind) -> Option<Unwind> {
        for t in r.type_sources() {
            let src = self.source(t);
            let (mask, _) = crate::calls::type_of(&src.ty);
            if mask & sig::T_FLOAT == 0 {
                let (what, limit) = if kind == WriteKind::Inc {
                    ("increment", "max")
                } else {
                    ("decrement", "min")
                };
                let m = format!(
                    "Cannot {} a reference held by {} past its {}imal value",
                    what,
                    described(&src),
                    limit
                );
                return Some(self.throw("TypeError", &m));
            }
        }
        None
    }

    /// `v` as every source type of `r` takes it (php's
    /// zend_verify_ref_assignable_zval): unchanged, or coerced the same
    /// way by every source that coerces; else php's TypeError.
    pub(crate) fn ref_assignable(
        &mut self,
        r: &PRef,
        v: Value,
        strict: bool,
    ) -> Result<Value, Unwind> {
        let mut first: Option<Rc<TypeSrc>> = None;
        let mut coerced: Option<Value> = None;
        for t in r.type_sources() {
            let src = self.source(t);
            let Some(c) = self.coerce_to_source(&src, v.clone(), strict)? else {
                return Err(self.ref_type_error(&src, &v));
            };
            let exact = c.kind() == v.kind() && ops::strict_eq(&c, &v);
            match (&first, exact) {
                (None, true) => first = Some(src),
                (None, false) => {
                    first = Some(src);
                    coerced = Some(c);
                }
                (Some(f), false) => match &coerced {
                    Some(prev) if prev.kind() == c.kind() && ops::strict_eq(prev, &c) => {}
                    _ => {
                        let f = f.clone();
                        return Err(self.conflicting_coercion(&f, &src, &v));
                    }
                },
                (Some(f), true) => {
                    if coerced.is_some() {
                        let f = f.clone();
                        return Err(self.conflicting_coercion(&f, &src, &v));
                    }
                }
            }
        }
        Ok(coerced.unwrap_or(v))
    }

    /// `v` coerced to `src`'s type; None: it does not fit.
    fn coerce_to_source(
        &mut self,
        src: &TypeSrc,
        v: Value,
        strict: bool,
    ) -> Result<Option<Value>, Unwind> {
        let (mask, _) = crate::calls::type_of(&src.ty);
        let c = if matches!(v, Value::Obj(_)) {
            self.coerce_declared(
                v,
                &src.ty,
                mask,
                strict,
                src.class_id,
                crate::class::NO_CLASS,
            )?
        } else {
            sig::coerce(self, v, mask, strict, false)?
        };
        Ok(match c {
            Coerced::Ok(v) | Coerced::NullDeprecated(v) => Some(v),
            Coerced::Mismatch => None,
        })
    }

    fn ref_type_error(&mut self, src: &TypeSrc, v: &Value) -> Unwind {
        let m = format!(
            "Cannot assign {} to reference held by {}",
            sig::type_name_for_error(v),
            described(src)
        );
        self.throw("TypeError", &m)
    }

    fn conflicting_coercion(&mut self, a: &TypeSrc, b: &TypeSrc, v: &Value) -> Unwind {
        let m = format!(
            "Cannot assign {} to reference held by {} and {}, as this would result in an inconsistent type conversion",
            sig::type_name_for_error(v),
            described(a),
            described(b)
        );
        self.throw("TypeError", &m)
    }
}
