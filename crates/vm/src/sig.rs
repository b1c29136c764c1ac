//! Built-in signatures: parsing the PHP-syntax signature string once, and
//! coercing arguments to the declared parameter types (the weak/strict
//! scalar rules of zend_verify_arg_type), with php's exact messages.
//! User functions use the same coercion (`coerce_param`).

use crate::{Unwind, Vm};
use tusk_value::{num, ops, PStr, Value};

pub const T_INT: u16 = 1;
pub const T_FLOAT: u16 = 2;
pub const T_STRING: u16 = 4;
pub const T_BOOL: u16 = 8;
pub const T_ARRAY: u16 = 16;
pub const T_CALLABLE: u16 = 32;
pub const T_OBJECT: u16 = 64;
pub const T_NULL: u16 = 128;
pub const T_ITERABLE: u16 = 256;
pub const T_FALSE: u16 = 512;
pub const T_TRUE: u16 = 1024;
pub const T_MIXED: u16 = 0xFFFF;
/// A class name is part of the type (objects are checked by class later).
pub const T_CLASS: u16 = 2048;

#[derive(Debug, Clone)]
pub struct SigParam {
    pub name: &'static str,
    /// Type as written, for messages ("array|string").
    pub ty_text: &'static str,
    pub ty: u16,
    pub by_ref: bool,
    /// `&?$x` (php's @prefer-ref): by reference when a variable is passed,
    /// by value (silently) otherwise.
    pub prefer_ref: bool,
    pub optional: bool,
    pub variadic: bool,
    /// The value kinds (bit `1 << Value::kind()`) an argument staged for
    /// this parameter may have to be read in place: those of its type
    /// (`kind_mask`), or only a reference for a by-reference parameter.
    pub kinds: u16,
}

#[derive(Debug, Clone)]
pub struct Sig {
    pub name: &'static str,
    pub params: Vec<SigParam>,
    pub required: usize,
    /// The most arguments accepted (usize::MAX when variadic).
    pub max: usize,
    /// No by-reference (or prefer-ref) parameter: arguments that already
    /// have their declared types need no work before the call.
    pub plain: bool,
    /// No prefer-ref parameter: staged arguments may be read in place
    /// when each has its declared type or, for a by-reference parameter,
    /// is a reference (see `Vm::call_builtin_staged`).
    pub in_place: bool,
}

/// The type bits a value of each kind (by kind byte, `tusk_value::layout`)
/// has as it is: a string, int, float, array (an iterable too) or bool
/// its own; the other kinds none (only `mixed` takes them with no
/// coercion).
const KIND_TYPES: [u16; 10] = {
    use tusk_value::layout::{ARR, BOOL, FLOAT, INT, STR};
    let mut t = [0; 10];
    t[STR as usize] = T_STRING;
    t[INT as usize] = T_INT;
    t[FLOAT as usize] = T_FLOAT;
    t[ARR as usize] = T_ARRAY | T_ITERABLE;
    t[BOOL as usize] = T_BOOL;
    t
};

/// Whether a value of kind `kind` already has a type that type mask `ty`
/// accepts as is (`mixed` accepts anything).
#[inline]
pub fn kind_fits(kind: u8, ty: u16) -> bool {
    ty == T_MIXED || KIND_TYPES.get(kind as usize).is_some_and(|t| t & ty != 0)
}

/// The value kinds (bit `1 << Value::kind()`) that type mask `ty` takes
/// as they are, with no coercion (`kind_fits`), an undefined value and a
/// reference never.
pub fn kind_mask(ty: u16) -> u16 {
    use tusk_value::layout::{REF, UNDEF};
    (0..KIND_TYPES.len() as u8)
        .filter(|&k| k != UNDEF && k != REF && kind_fits(k, ty))
        .fold(0, |m, k| m | 1 << k)
}

/// Type mask of a type expression ("?int", "array|string", "mixed").
pub fn type_mask(t: &str) -> u16 {
    let (nullable, t) = match t.strip_prefix('?') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let mut m = 0;
    for part in t.split('|') {
        m |= match part.trim().to_ascii_lowercase().as_str() {
            "int" => T_INT,
            "float" => T_FLOAT,
            "string" => T_STRING,
            "bool" => T_BOOL,
            "array" => T_ARRAY,
            "callable" => T_CALLABLE,
            "object" => T_OBJECT,
            "null" => T_NULL,
            "iterable" => T_ITERABLE | T_ARRAY,
            "false" => T_FALSE,
            "true" => T_TRUE,
            "mixed" => T_MIXED,
            "" => T_MIXED,
            _ => T_CLASS | T_OBJECT,
        };
    }
    if nullable {
        m |= T_NULL;
    }
    m
}

impl Sig {
    /// Whether the built-in takes its argument `n` by reference (a
    /// by-reference parameter there, or a by-reference variadic before it).
    pub fn takes_ref(&self, n: usize) -> bool {
        match self.params.get(n) {
            Some(pp) => pp.by_ref,
            None => self
                .params
                .last()
                .is_some_and(|pp| pp.variadic && pp.by_ref),
        }
    }

    /// Parses `name(type $a, ?type &$b = x, type ...$c): ret`.
    pub fn parse(s: &'static str) -> Result<Sig, String> {
        let open = s.find('(').ok_or("no (")?;
        let close = s.rfind(')').ok_or("no )")?;
        let name = s[..open].trim();
        let inner = &s[open + 1..close];
        let mut params = Vec::new();
        let mut depth = 0;
        let mut start = 0;
        let mut parts = Vec::new();
        let mut in_str: Option<char> = None;
        for (i, c) in inner.char_indices() {
            if let Some(q) = in_str {
                if c == q {
                    in_str = None;
                }
                continue;
            }
            match c {
                '"' | '\'' => in_str = Some(c),
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&inner[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        if !inner[start..].trim().is_empty() {
            parts.push(&inner[start..]);
        }
        let mut required = 0;
        for p in parts {
            let p = p.trim();
            let (decl, optional) = match p.find('=') {
                Some(i) => (p[..i].trim(), true),
                None => (p, false),
            };
            let dollar = decl.find('$').ok_or_else(|| format!("no $ in {p}"))?;
            let pname = &decl[dollar + 1..];
            let mut head = decl[..dollar].trim_end();
            let variadic = head.ends_with("...");
            if variadic {
                head = head[..head.len() - 3].trim_end();
            }
            let prefer_ref = head.ends_with("&?");
            if prefer_ref {
                head = head[..head.len() - 1].trim_end();
            }
            let by_ref = head.ends_with('&');
            if by_ref {
                head = head[..head.len() - 1].trim_end();
            }
            let ty_text = head.trim();
            let ty = if ty_text.is_empty() {
                T_MIXED
            } else {
                type_mask(ty_text)
            };
            if !optional && !variadic {
                required = params.len() + 1;
            }
            params.push(SigParam {
                name: pname,
                ty_text,
                ty,
                by_ref,
                prefer_ref,
                optional: optional || variadic,
                variadic,
                kinds: if by_ref {
                    1 << tusk_value::layout::REF
                } else {
                    kind_mask(ty)
                },
            });
        }
        let max = if params.last().is_some_and(|p| p.variadic) {
            usize::MAX
        } else {
            params.len()
        };
        let plain = params.iter().all(|p| !p.by_ref && !p.prefer_ref);
        let in_place = params.iter().all(|p| !p.prefer_ref);
        Ok(Sig {
            name,
            params,
            required,
            max,
            plain,
            in_place,
        })
    }

    pub fn max_args(&self) -> Option<usize> {
        if self.params.last().is_some_and(|p| p.variadic) {
            None
        } else {
            Some(self.params.len())
        }
    }
}

/// zend_zval_type_name: how php names a value's type in messages (the one
/// definition lives in `tusk_value::ops`).
pub fn type_name_for_error(v: &Value) -> String {
    tusk_value::ops::type_name(v)
}

/// The type name of a value for messages, computed only when printed.
pub struct TypeOf<'a>(pub &'a Value);

impl TypeOf<'_> {
    /// A cheap snapshot: static names for scalars, the class name otherwise.
    pub fn name(&self) -> std::borrow::Cow<'static, str> {
        match self.0 {
            Value::Undef | Value::Null => "null".into(),
            Value::Bool(_) => "bool".into(),
            Value::Int(_) => "int".into(),
            Value::Float(_) => "float".into(),
            Value::Str(_) => "string".into(),
            Value::Arr(_) => "array".into(),
            other => type_name_for_error(other).into(),
        }
    }
}

/// Outcome of coercing one argument.
pub enum Coerced {
    Ok(Value),
    /// TypeError: "must be of type T, X given".
    Mismatch,
    /// Passing null to a non-nullable scalar parameter of a built-in:
    /// deprecation then coerce.
    NullDeprecated(Value),
}

/// Coerces `v` to the type mask (weak mode unless `strict`).
pub fn coerce(
    vm: &mut Vm,
    v: Value,
    ty: u16,
    strict: bool,
    builtin: bool,
) -> Result<Coerced, Unwind> {
    if ty == T_MIXED {
        return Ok(Coerced::Ok(v));
    }
    let ok = match &v {
        Value::Undef | Value::Null => ty & T_NULL != 0,
        Value::Bool(true) => ty & (T_BOOL | T_TRUE) != 0,
        Value::Bool(false) => ty & (T_BOOL | T_FALSE) != 0,
        Value::Int(_) => ty & T_INT != 0,
        Value::Float(_) => ty & T_FLOAT != 0,
        Value::Str(_) => ty & T_STRING != 0,
        Value::Arr(_) => ty & (T_ARRAY | T_ITERABLE) != 0,
        Value::Obj(_) => ty & (T_OBJECT | T_CLASS) != 0,
        Value::Ref(_) | Value::Res(_) => false,
    };
    if ok {
        return Ok(Coerced::Ok(v));
    }
    if ty & T_CALLABLE != 0 && vm.is_callable(&v) {
        return Ok(Coerced::Ok(v));
    }
    // int -> float widening is allowed even in strict mode.
    if let Value::Int(i) = v {
        if ty & T_FLOAT != 0 {
            return Ok(Coerced::Ok(Value::Float(i as f64)));
        }
    }
    let scalar_target = ty & (T_INT | T_FLOAT | T_STRING | T_BOOL) != 0;
    // A Stringable object for a string parameter (weak mode).
    if let Value::Obj(o) = &v {
        if ty & T_STRING != 0 && !strict {
            if let Some(s) = vm.object_to_string(o)? {
                return Ok(Coerced::Ok(Value::Str(s)));
            }
        }
        return Ok(Coerced::Mismatch);
    }
    if v.is_null() {
        if builtin && scalar_target && !strict {
            let c = if ty & T_STRING != 0 {
                Value::Str(PStr::new(b""))
            } else if ty & T_INT != 0 {
                Value::Int(0)
            } else if ty & T_FLOAT != 0 {
                Value::Float(0.0)
            } else {
                Value::Bool(false)
            };
            return Ok(Coerced::NullDeprecated(c));
        }
        return Ok(Coerced::Mismatch);
    }
    if strict || !scalar_target {
        return Ok(Coerced::Mismatch);
    }
    // Weak scalar coercion, in php's preference order: int, float, string, bool.
    match &v {
        Value::Float(f) => {
            if ty & T_INT != 0 {
                if f.is_finite()
                    && f.fract() == 0.0
                    && *f >= -9.223_372_036_854_776e18
                    && *f < 9.223_372_036_854_776e18
                {
                    return Ok(Coerced::Ok(Value::Int(*f as i64)));
                }
                if f.is_finite() && *f >= -9.223_372_036_854_776e18 && *f < 9.223_372_036_854_776e18
                {
                    {
                        vm.deprecated(&format!(
                            "Implicit conversion from float {} to int loses precision",
                            num::fmt_float(*f, -1)
                        ));
                        return Ok(Coerced::Ok(Value::Int(*f as i64)));
                    }
                } else if ty & T_STRING == 0 && ty & T_BOOL == 0 {
                    return Ok(Coerced::Mismatch);
                }
            }
            if ty & T_STRING != 0 {
                return Ok(Coerced::Ok(Value::Str(vm.to_pstr(&v)?)));
            }
            if ty & T_BOOL != 0 {
                return Ok(Coerced::Ok(Value::Bool(ops::to_bool(&v))));
            }
            Ok(Coerced::Mismatch)
        }
        Value::Int(_) => {
            if ty & T_STRING != 0 {
                return Ok(Coerced::Ok(Value::Str(vm.to_pstr(&v)?)));
            }
            if ty & T_BOOL != 0 {
                return Ok(Coerced::Ok(Value::Bool(ops::to_bool(&v))));
            }
            Ok(Coerced::Mismatch)
        }
        Value::Str(s) => {
            if ty & (T_INT | T_FLOAT) != 0 {
                if let Some((n, whole)) = num::parse_numeric(s.as_bytes()) {
                    if whole {
                        return Ok(Coerced::Ok(match n {
                            num::Num::Int(i) if ty & T_INT != 0 => Value::Int(i),
                            num::Num::Int(i) => Value::Float(i as f64),
                            num::Num::Float(f) if ty & T_FLOAT != 0 => Value::Float(f),
                            num::Num::Float(f) => {
                                if f.is_finite() && f.fract() == 0.0 {
                                    Value::Int(f as i64)
                                } else if f.is_finite() && f.abs() < 9.223_372_036_854_776e18 {
                                    vm.deprecated(&format!(
                                        "Implicit conversion from float-string \"{}\" to int loses precision",
                                        String::from_utf8_lossy(s.as_bytes())
                                    ));
                                    Value::Int(f as i64)
                                } else {
                                    return Ok(Coerced::Mismatch);
                                }
                            }
                        }));
                    }
                }
            }
            if ty & T_BOOL != 0 {
                return Ok(Coerced::Ok(Value::Bool(ops::to_bool(&v))));
            }
            Ok(Coerced::Mismatch)
        }
        Value::Bool(b) => {
            if ty & T_INT != 0 {
                return Ok(Coerced::Ok(Value::Int(*b as i64)));
            }
            if ty & T_FLOAT != 0 {
                return Ok(Coerced::Ok(Value::Float(*b as i64 as f64)));
            }
            if ty & T_STRING != 0 {
                return Ok(Coerced::Ok(Value::from(if *b { "1" } else { "" })));
            }
            Ok(Coerced::Mismatch)
        }
        Value::Obj(_) => {
            if ty & T_STRING != 0 {
                // Stringable objects: __toString comes with the class model.
                return Ok(Coerced::Mismatch);
            }
            Ok(Coerced::Mismatch)
        }
        _ => Ok(Coerced::Mismatch),
    }
}
