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

pub use tusk_value::object::PropsPurpose;

/// Replaces the property listing of an object (php's get_properties_for /
/// get_debug_info handlers); None means "use the real properties".
pub type PropsFn = fn(&PObj, PropsPurpose) -> Option<ArrayData>;

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
    /// Compares an instance with another object (`<`, `==`, `<=>`); None
    /// from the function: compare properties as usual.
    pub compare: Option<CompareFn>,
    /// Where a call to a method the class does not have goes: the object
    /// to retry it on (php's get_method handler of the SPL iterators,
    /// which pass such calls to their inner iterator), None for php's
    /// "Call to undefined method" Error.
    pub forward: Option<ForwardFn>,
    /// `isset($o[k])` while the class's offsetExists is still its native
    /// one (php's has_dimension handler): ArrayObject says false for a
    /// null element, where its offsetExists() method says true. None:
    /// offsetExists decides.
    pub has_dim: Option<HasDimFn>,
    /// `$o[] = v` is php's Error "[] operator not supported for C" while
    /// offsetSet is the class's native one (SplFixedArray), instead of
    /// offsetSet(null, v).
    pub no_append: bool,
    /// foreach by reference over an iterator of this class whose current()
    /// is still native: the array to iterate as a variable holding it
    /// (ArrayIterator over its storage). None: php's Error for iterators.
    pub iter_ref: Option<IterRefFn>,
}

/// See [`ClassDef::iter_ref`].
pub type IterRefFn = fn(&PObj) -> Option<tusk_value::PRef>;

/// See [`ClassDef::has_dim`].
pub type HasDimFn = fn(&mut Vm, &PObj, &tusk_value::Value) -> Result<bool, crate::Unwind>;

/// See [`ClassDef::forward`].
pub type ForwardFn = fn(&PObj) -> Option<PObj>;

/// php's compare handler for a built-in class.
pub type CompareFn = fn(&PObj, &PObj) -> Option<i64>;

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
        compare: None,
        forward: None,
        has_dim: None,
        no_append: false,
        iter_ref: None,
    };
}

/// The process-wide names of extension methods ("DateTime::format"), made
/// once per method definition: error messages hold them as `&'static str`.
fn method_name(class: &'static str, m: &'static MethodDef, name: &str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::Mutex;
    static NAMES: Mutex<Option<HashMap<usize, &'static str>>> = Mutex::new(None);
    let mut g = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let map = g.get_or_insert_with(HashMap::new);
    map.entry(m as *const MethodDef as usize)
        .or_insert_with(|| Box::leak(format!("{class}::{name}").into_boxed_str()))
}

fn unused_fn(_: &mut Vm, _: &mut Args) -> BResult {
    Ok(tusk_value::Value::Null)
}

/// Declares `def` in the VM's class table (called for each class of a
/// module when the module is registered).
pub(crate) fn register(vm: &mut Vm, def: &'static ClassDef) {
    use super::builtin::{add_ext, ExtParts, Spec};
    use crate::sig::Sig;
    use tusk_bytecode::ClassKind;
    let mut methods = Vec::with_capacity(def.methods.len());
    for m in def.methods {
        let sig = match Sig::parse(m.sig) {
            Ok(s) => s,
            Err(e) => panic!("bad method signature {:?}: {}", m.sig, e),
        };
        let mname = tusk_value::PStr::from(sig.name);
        let name = method_name(def.name, m, sig.name);
        let mut f = m.flags;
        if f & flags::VIS_MASK == 0 {
            f |= flags::PUBLIC;
        }
        if def.kind == DefKind::Interface {
            f |= flags::ABSTRACT;
        }
        let entry = crate::runtime::BuiltinEntry {
            name,
            by_ref_args: tusk_bytecode::by_ref_mask(
                sig.params.iter().map(|p| (p.by_ref, p.variadic)),
            ),
            sig,
            f: unused_fn,
            method: Some(m.f),
            fast: None,
        };
        methods.push((mname, f, Rc::new(entry)));
    }
    let props = def
        .props
        .iter()
        .map(|p| {
            let mut f = p.flags;
            if f & flags::VIS_MASK == 0 {
                f |= flags::PUBLIC;
            }
            (p.name, f, p.default.to_value())
        })
        .collect();
    let spec = Spec {
        name: def.name,
        kind: match def.kind {
            DefKind::Class => ClassKind::Class,
            DefKind::Interface => ClassKind::Interface,
        },
        flags: def.flags,
        parent: def.parent,
        ifaces: def.interfaces,
        props,
        methods: Vec::new(),
    };
    let consts = def.consts.iter().map(|(n, v)| (*n, v.to_value())).collect();
    add_ext(
        vm,
        spec,
        ExtParts {
            def,
            methods,
            consts,
        },
    );
}
