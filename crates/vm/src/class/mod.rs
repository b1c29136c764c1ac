//! The per-request class table: linked classes (`Class`), their members
//! (property slots, static properties, constants, methods), lookups by
//! name, instantiation and `instanceof`.
//!
//! A class is linked once, when its declaration runs (`link.rs`): parent
//! and interfaces resolved, inherited members merged, php's inheritance
//! errors raised. Objects keep declared properties in slots whose index is
//! fixed here; `props.rs` reads and writes them with visibility, types,
//! readonly and magic methods; `ops.rs` runs the object instructions;
//! `builtin.rs` defines stdClass, Closure, the Throwable hierarchy and the
//! built-in interfaces.
//!
//! Not here: the compiled declarations (tusk-bytecode's `class`).

mod builtin;
pub mod ext;
mod link;
mod ops;
mod prop_ops;
mod props;
mod table;

pub use builtin::ExcData;
pub use ops::{NativeCall, ObjCache};
use props::protected_ok;
pub use tusk_bytecode::{class::flags as member_flags, ClassKind as Kind};

use crate::runtime::FastMap;
use crate::{Unwind, Vm};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::class::flags;
use tusk_bytecode::{ClassDecl, ClassKind, CodeUnit, ConstInit, TypeInfo, NONE};
use tusk_value::object::{ClassMeta, SlotInfo};
use tusk_value::{PObj, PRef, PStr, Value};

/// "No class" (a frame outside any class scope).
pub const NO_CLASS: u32 = u32::MAX;

/// A built-in method: (vm, $this, called class id, arguments).
pub type NativeFn = fn(&mut Vm, Option<&PObj>, u32, Vec<Value>) -> Result<Value, Unwind>;

pub enum MethodBody {
    User(Arc<CodeUnit>),
    Native(NativeFn),
    /// An extension's method (`ext::MethodDef`): signature-checked like a
    /// built-in function.
    Ext(Rc<crate::runtime::BuiltinEntry>),
}

pub struct Method {
    /// As declared.
    pub name: PStr,
    pub flags: u32,
    /// The declaring class (its id and name).
    pub scope: u32,
    pub scope_name: PStr,
    pub body: MethodBody,
}

impl Method {
    pub fn is_static(&self) -> bool {
        self.flags & flags::STATIC != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.flags & flags::ABSTRACT != 0
    }
    pub fn unit(&self) -> Option<&Arc<CodeUnit>> {
        match &self.body {
            MethodBody::User(u) => Some(u),
            MethodBody::Native(_) | MethodBody::Ext(_) => None,
        }
    }
}

/// A declared instance property (one per slot).
#[derive(Clone)]
pub struct PropMeta {
    pub name: PStr,
    pub flags: u32,
    pub ty: Option<TypeInfo>,
    pub default: Option<ConstInit>,
    pub decl_class: u32,
    pub decl_name: PStr,
}

pub struct StaticProp {
    pub value: PRef,
    pub flags: u32,
    pub ty: Option<TypeInfo>,
    pub decl_class: u32,
    pub decl_name: PStr,
    /// Not yet evaluated default.
    pub init: RefCell<Option<ConstInit>>,
}

pub struct ClassConst {
    pub name: PStr,
    /// Undef until evaluated.
    pub value: RefCell<Value>,
    pub init: Option<ConstInit>,
    pub flags: u32,
    pub decl_class: u32,
    pub decl_name: PStr,
    /// An enum case (its value is the case object).
    pub is_case: bool,
}

#[derive(Default, Clone)]
pub struct Magic {
    pub ctor: Option<Rc<Method>>,
    pub dtor: Option<Rc<Method>>,
    pub get: Option<Rc<Method>>,
    pub set: Option<Rc<Method>>,
    pub isset: Option<Rc<Method>>,
    pub unset: Option<Rc<Method>>,
    pub call: Option<Rc<Method>>,
    pub callstatic: Option<Rc<Method>>,
    pub tostring: Option<Rc<Method>>,
    pub invoke: Option<Rc<Method>>,
    pub clone: Option<Rc<Method>>,
}

pub struct Class {
    pub id: u32,
    pub name: PStr,
    pub lname: Box<[u8]>,
    pub kind: ClassKind,
    pub flags: u32,
    pub parent: Option<Rc<Class>>,
    /// Every implemented interface (transitively), without duplicates.
    pub interfaces: Vec<Rc<Class>>,
    pub slots: Vec<SlotInfo>,
    pub props: Vec<PropMeta>,
    /// Property name -> slot, as seen from this class.
    pub prop_map: FastMap<Box<[u8]>, u32>,
    pub statics: FastMap<Box<[u8]>, Rc<StaticProp>>,
    pub static_order: Vec<Box<[u8]>>,
    pub consts: FastMap<Box<[u8]>, Rc<ClassConst>>,
    pub const_order: Vec<Box<[u8]>>,
    /// Lower-cased name -> method.
    pub methods: FastMap<Box<[u8]>, Rc<Method>>,
    pub method_order: Vec<Box<[u8]>>,
    pub magic: Magic,
    /// Evaluated property defaults (per slot), once needed.
    pub defaults: RefCell<Option<Vec<Value>>>,
    pub decl: Option<Arc<ClassDecl>>,
    /// A Throwable (objects carry `ExcData`).
    pub throwable: bool,
    /// Dynamic properties allowed without deprecation.
    pub allow_dynamic: bool,
    /// Backed enums: Some(true) for int, Some(false) for string.
    pub enum_int: Option<bool>,
    /// The extension definition of the nearest built-in ancestor declared
    /// through `ext::ClassDef` (payload and property listing hooks).
    pub native: Option<&'static ext::ClassDef>,
}

impl ClassMeta for Class {
    fn name(&self) -> &PStr {
        &self.name
    }
    fn type_tag(&self, slot: usize) -> Option<u64> {
        self.props.get(slot)?.ty.as_ref()?;
        Some(crate::typed_ref::prop_tag(self.id, slot))
    }
    fn slots(&self) -> &[SlotInfo] {
        &self.slots
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn props_for(
        &self,
        o: &PObj,
        purpose: tusk_value::object::PropsPurpose,
    ) -> Option<tusk_value::ArrayData> {
        self.ext_props_for().and_then(|f| f(o, purpose))
    }
    fn uncomparable(&self) -> bool {
        self.kind == ClassKind::Enum
    }
    fn compare(&self, a: &PObj, b: &PObj) -> Option<i64> {
        self.native_hook(|d| d.compare).and_then(|f| f(a, b))
    }
}

/// php's order of a class's methods, the order get_class_methods() and
/// ReflectionClass::getMethods() show: zend_do_link_class starts from the
/// class's own methods and appends its parent's, then its traits', then
/// its interfaces', each only when the name is not there yet (a trait
/// method replacing an inherited one keeps the inherited one's place).
/// `groups` are those lists, in that order.
pub(super) fn php_method_order(groups: &[&[Box<[u8]>]]) -> Vec<Box<[u8]>> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for n in groups.iter().flat_map(|g| g.iter()) {
        if seen.insert(n) {
            out.push(n.clone());
        }
    }
    out
}

pub(crate) fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Class {
    /// A class record with no members yet: its declaration code (link.rs,
    /// builtin.rs) fills in the rest.
    pub(crate) fn blank(
        id: u32,
        name: PStr,
        kind: ClassKind,
        flags: u32,
        parent: Option<Rc<Class>>,
    ) -> Class {
        Class {
            id,
            lname: name.as_bytes().to_ascii_lowercase().into(),
            name,
            kind,
            flags,
            native: parent.as_ref().and_then(|p| p.native),
            parent,
            interfaces: Vec::new(),
            slots: Vec::new(),
            props: Vec::new(),
            prop_map: FastMap::default(),
            statics: FastMap::default(),
            static_order: Vec::new(),
            consts: FastMap::default(),
            const_order: Vec::new(),
            methods: FastMap::default(),
            method_order: Vec::new(),
            magic: Magic::default(),
            defaults: RefCell::new(None),
            decl: None,
            throwable: false,
            allow_dynamic: false,
            enum_int: None,
        }
    }

    /// The payload of the nearest extension ancestor that declares one.
    pub fn ext_payload(&self) -> Option<&'static ext::Payload> {
        let mut c = Some(self);
        while let Some(x) = c {
            if let Some(p) = x.native.and_then(|d| d.payload.as_ref()) {
                return Some(p);
            }
            c = x.parent.as_deref();
        }
        None
    }
    /// The property-listing hook of the nearest extension ancestor.
    pub fn ext_props_for(&self) -> Option<ext::PropsFn> {
        let mut c = Some(self);
        while let Some(x) = c {
            if let Some(p) = x.native.and_then(|d| d.props_for) {
                return Some(p);
            }
            c = x.parent.as_deref();
        }
        None
    }
    /// Whether this class is `other` or extends/implements it.
    pub fn is_subclass_of(&self, other: u32) -> bool {
        if self.id == other {
            return true;
        }
        if self.interfaces.iter().any(|i| i.id == other) {
            return true;
        }
        let mut p = self.parent.as_ref();
        while let Some(c) = p {
            if c.id == other {
                return true;
            }
            p = c.parent.as_ref();
        }
        false
    }

    pub fn find_method(&self, lname: &[u8]) -> Option<&Rc<Method>> {
        self.methods.get(lname)
    }

    /// What `f` finds in the nearest built-in definition up the class
    /// chain that has it (a PHP subclass of ArrayObject keeps its hooks).
    pub(crate) fn native_hook<T>(
        &self,
        f: impl Fn(&'static ext::ClassDef) -> Option<T>,
    ) -> Option<T> {
        let mut c = Some(self);
        while let Some(x) = c {
            if let Some(r) = x.native.and_then(&f) {
                return Some(r);
            }
            c = x.parent.as_deref();
        }
        None
    }

    /// php's text of the declared type of property slot `i`, when typed
    /// (var_dump's `uninitialized(T)`).
    pub fn slot_type_text(&self, i: usize) -> Option<String> {
        let t = self.props.get(i)?.ty.as_ref()?;
        Some(crate::reflection::type_text(t))
    }

    pub fn kind_word(&self) -> &'static str {
        match self.kind {
            ClassKind::Interface => "interface",
            ClassKind::Trait => "trait",
            ClassKind::Enum => "enum",
            ClassKind::Class => "class",
        }
    }
}

/// A new object's slots from its class's defaults: when none of them
/// owns a heap block (the usual null, bool, int and float defaults), one
/// bitwise copy; otherwise a clone of each.
#[inline(always)]
fn copy_defaults(d: &[Value]) -> Vec<Value> {
    if d.iter().any(Value::is_heap) {
        return d.to_vec();
    }
    let mut out = Vec::with_capacity(d.len());
    // SAFETY: `out` has room for `d.len()` values and does not overlap
    // `d`; a value that owns no heap block (undef, null, bool, int, float)
    // is plain data whose clone is a bitwise copy, so both vectors own
    // valid, independent values.
    unsafe {
        std::ptr::copy_nonoverlapping(d.as_ptr(), out.as_mut_ptr(), d.len());
        out.set_len(d.len());
    }
    out
}

/// The VM class record of an object (None for objects made outside the VM).
#[inline]
pub fn class_of(o: &PObj) -> Option<&Class> {
    o.class().as_any().downcast_ref::<Class>()
}

/// Gives a frame that has just started (pushed or about to be) the context
/// of a method call: `$this` (in the frame and in its `$this` slot), the
/// method's class scope and the called class (late static binding).
#[inline]
/// The called class (`static`) of a method frame whose call named none:
/// `$this`'s class, else the method's class.
#[cold]
pub(crate) fn called_class_of(this: &Option<PObj>, scope: u32) -> u32 {
    this.as_ref()
        .and_then(|o| class_of(o).map(|c| c.id))
        .unwrap_or(scope)
}

pub(crate) fn set_method_context(
    f: &mut crate::runtime::Frame,
    stack: &mut crate::stack::SlotStack,
    this: Option<PObj>,
    scope: u32,
    cls: u32,
) {
    f.scope = scope;
    f.cls = if cls != NO_CLASS {
        cls
    } else {
        this.as_ref()
            .and_then(|o| class_of(o).map(|c| c.id))
            .unwrap_or(scope)
    };
    if let Some(o) = this {
        let ts = f.unit.this_slot;
        if ts != NONE {
            let i = f.base + ts as usize;
            // The slot of a frame that has just started holds nothing.
            crate::interp::store(&mut stack[i], Value::Obj(o.clone()));
        }
        f.this = Some(o);
    }
}

impl Vm {
    /// Registers the built-in classes (called once per VM).
    pub(crate) fn boot_classes(&mut self) {
        builtin::register(self);
        crate::reflection::register(self);
    }

    pub fn class_by_id(&self, id: u32) -> Option<Rc<Class>> {
        self.rt.class_list.get(id as usize).cloned()
    }

    /// A declared class by name (any case, leading backslash allowed).
    pub fn find_class(&self, name: &[u8]) -> Option<Rc<Class>> {
        let n = name.strip_prefix(b"\\").unwrap_or(name);
        if let Some(c) = self.rt.classes.get(n) {
            return Some(c.clone());
        }
        self.rt.classes.get(&n.to_ascii_lowercase()[..]).cloned()
    }

    /// A class by name, or Error `Class "X" not found`.
    pub fn class_or_error(&mut self, name: &[u8]) -> Result<Rc<Class>, Unwind> {
        match self.lookup_class_autoload(name)? {
            Some(c) => Ok(c),
            None => {
                let n = name.strip_prefix(b"\\").unwrap_or(name);
                Err(self.throw("Error", &format!("Class \"{}\" not found", lossy(n))))
            }
        }
    }

    /// A class by name, trying the registered autoloaders when missing.
    pub fn lookup_class_autoload(&mut self, name: &[u8]) -> Result<Option<Rc<Class>>, Unwind> {
        if let Some(c) = self.find_class(name) {
            return Ok(Some(c));
        }
        let n = name.strip_prefix(b"\\").unwrap_or(name).to_vec();
        let loaders = self.rt.autoloaders.clone();
        if loaders.is_empty() || self.rt.autoloading.contains(&n.to_ascii_lowercase()) {
            return Ok(None);
        }
        self.rt.autoloading.push(n.to_ascii_lowercase());
        let mut r = Ok(None);
        for l in loaders {
            if let Err(e) = self.call_value(&l, vec![Value::Str(PStr::new(&n))]) {
                r = Err(e);
                break;
            }
            if let Some(c) = self.find_class(&n) {
                r = Ok(Some(c));
                break;
            }
        }
        self.rt.autoloading.pop();
        r
    }

    /// The class record of an object (objects of classes the VM does not
    /// know by pointer are looked up by name).
    /// The built-in hook `f` finds for `o`'s class, while the method
    /// `lname` it stands for is not overridden by PHP code (php's handlers
    /// of ArrayObject and SplFixedArray call the user's method when there
    /// is one).
    pub(crate) fn builtin_hook<T>(
        &self,
        o: &PObj,
        lname: &[u8],
        f: impl Fn(&'static ext::ClassDef) -> Option<T>,
    ) -> Option<T> {
        let c = self.obj_class(o)?;
        if c.find_method(lname)?.unit().is_some() {
            return None;
        }
        c.native_hook(f)
    }

    pub fn obj_class(&self, o: &PObj) -> Option<Rc<Class>> {
        if let Some(c) = class_of(o) {
            return self.class_by_id(c.id);
        }
        self.find_class(o.class_name().as_bytes())
    }

    /// `$o instanceof Name` (by class name).
    pub fn instance_of(&self, o: &PObj, class: &[u8]) -> bool {
        let Some(target) = self.find_class(class) else {
            // Objects of classes only known by name (extension objects).
            let n = class.strip_prefix(b"\\").unwrap_or(class);
            return o.class_name().as_bytes().eq_ignore_ascii_case(n);
        };
        match class_of(o) {
            Some(c) => c.is_subclass_of(target.id),
            None => match self.find_class(o.class_name().as_bytes()) {
                Some(c) => c.is_subclass_of(target.id),
                None => false,
            },
        }
    }

    /// A new object of `c` (its constructor is not called).
    pub fn instantiate(&mut self, c: &Rc<Class>) -> Result<PObj, Unwind> {
        if c.kind != ClassKind::Class || c.flags & flags::ABSTRACT != 0 {
            let what = match c.kind {
                ClassKind::Interface => "interface",
                ClassKind::Trait => "trait",
                ClassKind::Enum => "enum",
                ClassKind::Class => "abstract class",
            };
            return Err(self.throw(
                "Error",
                &format!("Cannot instantiate {} {}", what, lossy(c.name.as_bytes())),
            ));
        }
        if &*c.lname == b"closure" {
            return Err(self.throw("Error", "Instantiation of class Closure is not allowed"));
        }
        if &*c.lname == b"weakreference" {
            return Err(self.throw(
                "Error",
                "Direct instantiation of WeakReference is not allowed, use WeakReference::create instead",
            ));
        }
        if &*c.lname == b"generator" {
            return Err(self.throw(
                "Error",
                "The \"Generator\" class is reserved for internal use and cannot be manually instantiated",
            ));
        }
        self.instantiate_raw(c)
    }

    /// A new object of `c` without the abstract checks (enum cases).
    pub(crate) fn instantiate_raw(&mut self, c: &Rc<Class>) -> Result<PObj, Unwind> {
        if let Some(o) = plain_object(c) {
            return Ok(o);
        }
        let slots = self.class_defaults(c)?;
        let meta: Rc<dyn ClassMeta> = c.clone();
        let o = if c.throwable {
            let data: Rc<dyn std::any::Any> = Rc::new(ExcData::default());
            let o = PObj::with_internal(meta, data);
            o.0.props.borrow_mut().slots = slots;
            o
        } else if let Some(p) = c.ext_payload() {
            let o = PObj::with_internal(meta, (p.new)());
            o.0.props.borrow_mut().slots = slots;
            o
        } else {
            PObj::with_class(meta, slots)
        };
        if c.magic.dtor.is_some() {
            tusk_value::object::track_dtor(&o);
        }
        if c.throwable {
            self.init_throwable(&o);
        }
        Ok(o)
    }

    /// The evaluated defaults of a class's property slots. Inline, so
    /// that the common case (evaluated before) hands its vector on in
    /// registers: returned through memory in a `Result`, it was read back
    /// at once with a 16-byte load, which stalls on store forwarding.
    #[inline(always)]
    pub(crate) fn class_defaults(&mut self, c: &Rc<Class>) -> Result<Vec<Value>, Unwind> {
        if let Some(d) = &*c.defaults.borrow() {
            return Ok(copy_defaults(d));
        }
        self.first_class_defaults(c)
    }

    /// `class_defaults` the first time: evaluated and kept.
    #[inline(never)]
    fn first_class_defaults(&mut self, c: &Rc<Class>) -> Result<Vec<Value>, Unwind> {
        let mut out = Vec::with_capacity(c.props.len());
        for p in &c.props {
            let v = match &p.default {
                None => Value::Undef,
                Some(init) => self.eval_const_init(init, p.decl_class)?,
            };
            out.push(v);
        }
        *c.defaults.borrow_mut() = Some(out.clone());
        Ok(out)
    }

    /// Evaluates a constant expression in the scope of class `scope`.
    pub(crate) fn eval_const_init(
        &mut self,
        init: &ConstInit,
        scope: u32,
    ) -> Result<Value, Unwind> {
        match init {
            ConstInit::Value(v) => Ok(v.get().clone()),
            ConstInit::Code(unit) => {
                let depth = self.rt.frames.len();
                self.push_frame(unit.clone(), Vec::new(), Vec::new(), NONE, false)?;
                if let Some(f) = self.rt.frames.last_mut() {
                    f.scope = scope;
                    f.cls = scope;
                    f.internal = true;
                    f.statics_key = 0;
                }
                self.execute(depth)
            }
        }
    }

    /// The value of class constant `name` of `c` (evaluated once).
    pub fn class_constant(&mut self, c: &Rc<Class>, name: &[u8]) -> Result<Option<Value>, Unwind> {
        let Some(k) = c.consts.get(name).cloned() else {
            return Ok(None);
        };
        let v = k.value.borrow().clone();
        if !v.is_undef() {
            return Ok(Some(v));
        }
        let key: (u32, Box<[u8]>) = (k.decl_class, name.into());
        if let Some(pos) = self.rt.const_eval.iter().position(|x| *x == key) {
            // php names the constant looked up while the cycle closed.
            let (cid, n) = self.rt.const_eval.get(pos + 1).cloned().unwrap_or(key);
            let cname = match self.class_by_id(cid) {
                Some(_) if cid == self.cur_scope() => "self".to_string(),
                Some(x) => lossy(x.name.as_bytes()),
                None => "self".to_string(),
            };
            let m = format!(
                "Cannot declare self-referencing constant {}::{}",
                cname,
                lossy(&n)
            );
            return Err(self.throw("Error", &m));
        }
        let v = if k.is_case {
            self.make_enum_case(c, &k)?
        } else {
            self.rt.const_eval.push(key);
            let r = match &k.init {
                Some(init) => self.eval_const_init(init, k.decl_class),
                None => Ok(Value::Null),
            };
            self.rt.const_eval.pop();
            r?
        };
        *k.value.borrow_mut() = v.clone();
        Ok(Some(v))
    }

    /// Sets the frame context of a method call just pushed: `$this`, the
    /// method's class scope and the called class (late static binding).
    pub(crate) fn enter_method(&mut self, this: Option<PObj>, scope: u32, cls: u32) {
        let Some(f) = self.rt.frames.last_mut() else {
            return;
        };
        set_method_context(f, &mut self.rt.stack, this, scope, cls);
    }

    /// The class scope of the running PHP frame (for built-ins).
    pub fn current_scope(&self) -> u32 {
        self.cur_scope()
    }

    /// The called class (`static`) of the running PHP frame.
    pub fn called_class(&self) -> u32 {
        self.rt.frames.last().map_or(NO_CLASS, |f| f.cls)
    }

    /// The class scope of the running frame.
    pub(crate) fn cur_scope(&self) -> u32 {
        self.rt.frames.last().map_or(NO_CLASS, |f| f.scope)
    }

    /// Runs destructors of objects whose last handle went away.
    pub fn run_doomed(&mut self) -> Result<(), Unwind> {
        loop {
            let list = tusk_value::object::take_doomed();
            if list.is_empty() {
                return Ok(());
            }
            for o in list {
                let Some(c) = self.obj_class(&o) else {
                    continue;
                };
                if let Some(m) = c.magic.dtor.clone() {
                    self.call_destructor(&m, o, c.id)?;
                } else if self.generator_of(&o).is_some() {
                    self.gen_destroy(&o)?;
                }
            }
        }
    }

    /// Calls a method (user or built-in) to completion.
    pub fn call_method(
        &mut self,
        m: &Rc<Method>,
        this: Option<PObj>,
        cls: u32,
        args: Vec<Value>,
    ) -> Result<Value, Unwind> {
        match &m.body {
            MethodBody::Native(f) => f(self, this.as_ref(), cls, args),
            MethodBody::Ext(b) => {
                let ctx = ext::MethodCtx { this, class: cls };
                self.call_ext_method(b, &ctx, args, Vec::new(), false)
            }
            MethodBody::User(u) => self.run_user_method(u, m.scope, this, cls, args, NONE),
        }
    }

    /// Runs user method `u` (declared in class `scope`) to completion;
    /// `ret` is NONE, or RET_REF for the reference a by-reference method
    /// returns.
    fn run_user_method(
        &mut self,
        u: &Arc<CodeUnit>,
        scope: u32,
        this: Option<PObj>,
        cls: u32,
        args: Vec<Value>,
        ret: u32,
    ) -> Result<Value, Unwind> {
        let depth = self.rt.frames.len();
        let internal = self.called_from_builtin(depth);
        self.push_frame(u.clone(), args, Vec::new(), ret, false)?;
        self.enter_method(this, scope, cls);
        if let Some(f) = self.rt.frames.get_mut(depth) {
            f.internal = internal;
        }
        self.execute(depth)
    }

    /// As `call_method` for a user method declared by reference (`&__get`):
    /// the reference it returns comes back as it is (`call_method` gives
    /// its value).
    pub(crate) fn call_method_ref(
        &mut self,
        m: &Rc<Method>,
        this: Option<PObj>,
        cls: u32,
        args: Vec<Value>,
    ) -> Result<Value, Unwind> {
        let Some(u) = m.unit().filter(|u| u.by_ref_return) else {
            return self.call_method(m, this, cls, args);
        };
        self.run_user_method(u, m.scope, this, cls, args, crate::runtime::RET_REF)
    }

    /// Whether a frame pushed at `depth` is called by a built-in (which
    /// started at that depth: a callback, an argument's __toString) and
    /// not by an instruction of the frame below (a magic method, an
    /// ArrayAccess or Iterator method the VM calls): traces show
    /// "[internal function]" as the former's call site, the calling
    /// line as the latter's.
    pub(crate) fn called_from_builtin(&self, depth: usize) -> bool {
        !self.cur_builtin.is_empty() && self.diag.builtin_depth == depth
    }

    /// Calls method `name` of object `o` if it exists (magic methods).
    pub fn call_method_named(
        &mut self,
        o: &PObj,
        lname: &[u8],
        args: Vec<Value>,
    ) -> Result<Option<Value>, Unwind> {
        let Some(c) = self.obj_class(o) else {
            return Ok(None);
        };
        let Some(m) = c.find_method(lname).cloned() else {
            return Ok(None);
        };
        self.call_method(&m, Some(o.clone()), c.id, args).map(Some)
    }
}

/// Whether objects of `c` are plain: no destructor, payload or Throwable
/// state (see `plain_object`).
#[inline(always)]
pub(crate) fn plain_class(c: &Class) -> bool {
    !(c.throwable || c.magic.dtor.is_some() || c.ext_payload().is_some())
}

/// The common case of `new`: an object of a class without destructor,
/// payload or Throwable state, its slots copied from the evaluated
/// defaults (into a freed object's block when one is pooled). None when
/// the class needs more (`Vm::instantiate_raw`'s general path).
#[inline(always)]
pub(crate) fn plain_object(c: &Rc<Class>) -> Option<PObj> {
    if !plain_class(c) {
        return None;
    }
    c.defaults
        .borrow()
        .as_ref()
        .map(|d| PObj::with_defaults(c, d))
}
