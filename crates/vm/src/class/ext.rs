//! The class API for extensions: how a module outside the VM (date, SPL,
//! ...) declares a built-in class, interface or abstract class with native
//! methods, and how those methods see `$this` and their arguments.
//!
//! A method is one plain Rust function plus a signature string in PHP's
//! declaration syntax, exactly like a built-in function
//! (`"format(string $format): string"`): the VM checks the argument count
//! and coerces the arguments before the call, and its messages name the
//! method as php does (`DateTime::format(): Argument #1 ($format) ...`).
//!
//! State that is not a PHP property (a timestamp, a heap, a file handle)
//! lives in the object's payload: a class with a [`Payload`] gets
//! `payload.new()` in every instance made by `new` (subclasses inherit it)
//! and `payload.clone()` on `clone`. Methods read it with
//! [`MethodCtx::payload`]; put a `RefCell` inside for mutation.
//!
//! Not here: linking these into the class table (builtin.rs does that at VM
//! start), user classes (link.rs).

use crate::{Args, BResult, ConstVal, Vm};
use std::any::Any;
use std::rc::Rc;
use tusk_value::{ArrayData, PObj};

pub use tusk_bytecode::class::flags;

/// A native method: (vm, receiver, coerced arguments).
pub type MethodFn = fn(&mut Vm, &MethodCtx, &mut Args) -> BResult;

/// What a native method is called on.
pub struct MethodCtx {
    /// `$this` (None in a static method).
    pub this: Option<PObj>,
    /// The called class (`static::class`): its id in the class table.
    pub class: u32,
}

impl MethodCtx {
    /// `$this` of an instance method (the VM never calls an instance
    /// method without one).
    pub fn this(&self) -> &PObj {
        self.this
            .as_ref()
            .expect("instance method called without $this")
    }
    /// The payload of `$this`, when it has one of type T.
    pub fn payload<T: 'static>(&self) -> Option<&T> {
        self.this
            .as_ref()
            .and_then(|o| o.0.internal.as_ref())
            .and_then(|p| p.downcast_ref::<T>())
    }
}

/// One method of a built-in class.
pub struct MethodDef {
    /// PHP signature without the class: `"add(DateInterval $interval): DateTime"`.
    pub sig: &'static str,
    /// `flags::PUBLIC` (default when no visibility is set), `STATIC`,
    /// `ABSTRACT`, `FINAL`, `PROTECTED`, `PRIVATE`.
    pub flags: u32,
    pub f: MethodFn,
}

/// One declared property (shown by var_dump, reachable from PHP).
pub struct PropDef {
    pub name: &'static str,
    /// Visibility and `STATIC`/`READONLY`.
    pub flags: u32,
    pub default: ConstVal,
}

/// Per-instance native state.
pub struct Payload {
    pub new: fn() -> Rc<dyn Any>,
    pub clone: fn(&dyn Any) -> Rc<dyn Any>,
}

/// Why a listing of an object's properties is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropsPurpose {
    /// var_dump, print_r, debug_zval_dump.
    Debug,
    /// `(array)` casts, get_object_vars-like listings.
    ArrayCast,
    /// var_export.
    Export,
    /// json_encode.
    Json,
    /// serialize.
    Serialize,
}

/// Replaces the property listing of an object (php's get_properties_for /
/// get_debug_info handlers); None means "use the real properties".
pub type PropsFn = fn(&mut Vm, &PObj, PropsPurpose) -> Option<ArrayData>;

/// What a built-in class is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefKind {
    Class,
    Interface,
}

/// A built-in class, interface or abstract class an extension declares.
pub struct ClassDef {
    pub name: &'static str,
    pub kind: DefKind,
    /// `flags::ABSTRACT`, `flags::FINAL`.
    pub flags: u32,
    /// Parent class (must be declared before, in this module or an earlier one).
    pub parent: Option<&'static str>,
    /// Interfaces implemented (or extended, for an interface).
    pub interfaces: &'static [&'static str],
    pub consts: &'static [(&'static str, ConstVal)],
    pub props: &'static [PropDef],
    pub methods: &'static [MethodDef],
    pub payload: Option<Payload>,
    pub props_for: Option<PropsFn>,
}

impl ClassDef {
    /// An empty definition to fill with `..ClassDef::EMPTY`.
    pub const EMPTY: ClassDef = ClassDef {
        name: "",
        kind: DefKind::Class,
        flags: 0,
        parent: None,
        interfaces: &[],
        consts: &[],
        props: &[],
        methods: &[],
        payload: None,
        props_for: None,
    };
}
