//! Declared types against objects: whether an object satisfies a parameter,
//! return or property type (class and interface names, self, parent,
//! static, object, iterable, callable, unions, intersections), and the one
//! entry point the three checks share (`coerce_declared`), which hands
//! every other value to the scalar rules of `sig::coerce`.
//!
//! Not here: the messages (each check words its own), scalar coercion
//! (sig.rs).

use crate::class::NO_CLASS;
use crate::sig::{self, Coerced};
use crate::{Unwind, Vm};
use tusk_bytecode::TypeInfo;
use tusk_value::{PObj, Value};

impl Vm {
    /// Checks/coerces `v` for declared type `ty` (mask `mask`): objects by
    /// class, with `self`/`parent` relative to class `self_cls` and
    /// `static` meaning class `static_cls`.
    pub(crate) fn coerce_declared(
        &mut self,
        v: Value,
        ty: &TypeInfo,
        mask: u16,
        strict: bool,
        self_cls: u32,
        static_cls: u32,
    ) -> Result<Coerced, Unwind> {
        if let Value::Obj(o) = &v {
            if mask == sig::T_MIXED || self.obj_matches(o, ty, self_cls, static_cls) {
                return Ok(Coerced::Ok(v));
            }
            // Weak mode turns a Stringable object into a string.
            if !strict && mask & sig::T_STRING != 0 {
                if let Some(s) = self.object_to_string(o)? {
                    return Ok(Coerced::Ok(Value::Str(s)));
                }
            }
            return Ok(Coerced::Mismatch);
        }
        sig::coerce(self, v, mask, strict, false)
    }

    /// Whether object `o` satisfies declared type `ty`.
    fn obj_matches(&mut self, o: &PObj, ty: &TypeInfo, self_cls: u32, static_cls: u32) -> bool {
        match ty {
            TypeInfo::Named(n) => {
                let l = n.to_ascii_lowercase();
                match &l[..] {
                    b"object" | b"mixed" => true,
                    b"iterable" => self.instance_of(o, b"Traversable"),
                    b"callable" => self.is_callable(&Value::Obj(o.clone())),
                    b"self" => self.is_instance_of_id(o, self_cls),
                    b"parent" => {
                        let p = self
                            .class_by_id(self_cls)
                            .and_then(|c| c.parent.as_ref().map(|p| p.id));
                        p.is_some_and(|p| self.is_instance_of_id(o, p))
                    }
                    b"static" => self.is_instance_of_id(o, static_cls),
                    b"int" | b"float" | b"string" | b"bool" | b"array" | b"null" | b"void"
                    | b"false" | b"true" | b"never" => false,
                    _ => self.instance_of(o, n),
                }
            }
            TypeInfo::Nullable(t) => self.obj_matches(o, t, self_cls, static_cls),
            TypeInfo::Union(v) => v
                .iter()
                .any(|t| self.obj_matches(o, t, self_cls, static_cls)),
            TypeInfo::Intersection(v) => v
                .iter()
                .all(|t| self.obj_matches(o, t, self_cls, static_cls)),
        }
    }

    fn is_instance_of_id(&self, o: &PObj, id: u32) -> bool {
        if id == NO_CLASS {
            return false;
        }
        crate::class::class_of(o).is_some_and(|c| c.is_subclass_of(id))
    }

    /// The class a method's unit belongs to ("A::m" -> A), for `self` in
    /// its parameter types.
    pub(crate) fn unit_class(&self, name: &[u8]) -> u32 {
        match name.windows(2).position(|w| w == b"::") {
            Some(i) => self.find_class(&name[..i]).map_or(NO_CLASS, |c| c.id),
            None => self.rt.frames.last().map_or(NO_CLASS, |f| f.scope),
        }
    }

    /// A declared type's text with `self`, `parent` and `static` replaced
    /// by class names, as php words parameter and return type errors.
    pub(crate) fn resolve_type_text(&self, text: &str, self_cls: u32, static_cls: u32) -> String {
        let name = |id: u32| self.class_by_id(id).map(|c| c.name.clone());
        let (q, body) = match text.strip_prefix('?') {
            Some(b) => ("?", b),
            None => ("", text),
        };
        let parts: Vec<String> = body
            .split('|')
            .map(|p| {
                let n = match p.to_ascii_lowercase().as_str() {
                    "self" => name(self_cls),
                    "parent" => self
                        .class_by_id(self_cls)
                        .and_then(|c| c.parent.as_ref().map(|p| p.name.clone())),
                    "static" => name(static_cls),
                    _ => None,
                };
                match n {
                    Some(n) => String::from_utf8_lossy(n.as_bytes()).into_owned(),
                    None => p.to_string(),
                }
            })
            .collect();
        format!("{}{}", q, parts.join("|"))
    }

    /// Operands of `.` (`all`: every object) or of a comparison (an
    /// object with __toString against a string) with those objects turned
    /// into strings by __toString, as php's cast handler does.
    #[cold]
    pub(crate) fn objects_to_strings(
        &mut self,
        x: Value,
        y: Value,
        all: bool,
    ) -> Result<(Value, Value), Unwind> {
        let conv = |vm: &mut Vm, v: Value, other: &Value| -> Result<Value, Unwind> {
            match &v {
                Value::Obj(o) if all => Ok(Value::Str(vm.to_pstr(&Value::Obj(o.clone()))?)),
                Value::Obj(o) if matches!(other, Value::Str(_)) => match vm.object_to_string(o)? {
                    Some(s) => Ok(Value::Str(s)),
                    None => Ok(v),
                },
                _ => Ok(v),
            }
        };
        let x2 = conv(self, x, &y)?;
        let y2 = conv(self, y, &x2)?;
        Ok((x2, y2))
    }
}
