//! The SPL extension ("SPL" in `php -m`): its data structures
//! (ArrayObject/ArrayIterator, SplDoublyLinkedList/SplStack/SplQueue, the
//! heaps, SplFixedArray, SplObjectStorage), its iterator family and
//! interfaces, SplFileInfo/SplFileObject/SplTempFileObject, and class_uses. Each area is a file; this one holds the
//! module table and the helpers they share.
//!
//! Not here: class_implements, class_parents, spl_object_id/hash,
//! spl_autoload_register and the iterator_* functions (standard/class_funcs.rs),
//! the SPL exception classes (declared by the VM with the other Throwables).

mod array;
mod dirit;
mod dll;
mod file;
mod fixed;
mod heap;
mod iterators;
mod outer;
mod regex;
mod storage;

use std::rc::Rc;
use tusk_value::{PArr, PObj, PStr, Value};
use tusk_vm::{Args, BResult, Builtin, MethodCtx, MethodDef, Module, Unwind, Vm};

/// A public instance method.
pub(crate) const fn m(sig: &'static str, f: tusk_vm::class::ext::MethodFn) -> MethodDef {
    MethodDef { sig, flags: 0, f }
}

/// The SPL module: every class in declaration order (parents first).
pub static SPL: Module = Module {
    name: "SPL",
    functions: &[
        Builtin {
            sig: "class_uses($object_or_class, bool $autoload = true): array|false",
            f: class_uses,
        },
        Builtin {
            sig: "spl_classes(): array",
            f: spl_classes,
        },
    ],
    constants: &[],
    classes: &[
        iterators::OUTER_ITERATOR,
        iterators::RECURSIVE_ITERATOR,
        iterators::SEEKABLE_ITERATOR,
        iterators::SPL_OBSERVER,
        iterators::SPL_SUBJECT,
        array::ARRAY_OBJECT,
        array::ARRAY_ITERATOR,
        array::RECURSIVE_ARRAY_ITERATOR,
        dll::DLL,
        dll::QUEUE,
        dll::STACK,
        heap::HEAP,
        heap::MIN_HEAP,
        heap::MAX_HEAP,
        heap::PQUEUE,
        fixed::INTERNAL_ITERATOR,
        fixed::FIXED,
        storage::STORAGE,
        iterators::EMPTY_ITERATOR,
        outer::ITERATOR_ITERATOR,
        outer::FILTER_ITERATOR,
        outer::CALLBACK_FILTER_ITERATOR,
        outer::RECURSIVE_FILTER_ITERATOR,
        outer::RECURSIVE_CALLBACK_FILTER_ITERATOR,
        outer::PARENT_ITERATOR,
        outer::LIMIT_ITERATOR,
        outer::CACHING_ITERATOR,
        outer::RECURSIVE_CACHING_ITERATOR,
        outer::NO_REWIND_ITERATOR,
        outer::APPEND_ITERATOR,
        outer::INFINITE_ITERATOR,
        regex::REGEX_ITERATOR,
        regex::RECURSIVE_REGEX_ITERATOR,
        iterators::RECURSIVE_ITERATOR_ITERATOR,
        iterators::MULTIPLE_ITERATOR,
        file::FILE_INFO,
        dirit::DIRECTORY_ITERATOR,
        dirit::FILESYSTEM_ITERATOR,
        dirit::RECURSIVE_DIRECTORY_ITERATOR,
        dirit::GLOB_ITERATOR,
        file::FILE_OBJECT,
        file::TEMP_FILE_OBJECT,
    ],
};

/// The payload of `$this` as `T` (every SPL method runs on an object of
/// its class or a subclass, which always carries it).
pub(crate) fn pl<'a, T: 'static>(vm: &mut Vm, ctx: &'a MethodCtx) -> Result<&'a T, Unwind> {
    match ctx.payload::<T>() {
        Some(p) => Ok(p),
        None => Err(vm.throw(
            "Error",
            "Object not initialized: its class constructor was not called",
        )),
    }
}

/// The payload of any object as `T`.
pub(crate) fn payload_of<T: 'static>(o: &PObj) -> Option<&T> {
    o.internal().and_then(|p| p.downcast_ref::<T>())
}

pub(crate) fn new_rc<T: 'static>(t: T) -> Rc<dyn std::any::Any> {
    Rc::new(t)
}

/// Argument `i` as an object, if it is one.
pub(crate) fn obj_arg(a: &Args, i: usize) -> Option<PObj> {
    match a.get(i).map(|v| v.unref()) {
        Some(Value::Obj(o)) => Some(o),
        _ => None,
    }
}

/// The class name of `$this` (for messages).
pub(crate) fn cname(o: &PObj) -> String {
    String::from_utf8_lossy(o.class_name().as_bytes()).into_owned()
}

pub(crate) fn null() -> BResult {
    Ok(Value::Null)
}

pub(crate) fn s(v: &str) -> Value {
    Value::Str(PStr::from(v))
}

/// Calls method `lname` (lower case) of `o`; Null when it has none.
pub(crate) fn call(vm: &mut Vm, o: &PObj, lname: &[u8], args: Vec<Value>) -> BResult {
    Ok(vm
        .call_method_named(o, lname, args)?
        .unwrap_or(Value::Null)
        .unref())
}

/// Whether `o`'s method `lname` is the native one declared by an SPL class
/// named `native` (not overridden by a user class).
pub(crate) fn is_native(vm: &Vm, o: &PObj, lname: &[u8]) -> bool {
    vm.obj_class(o)
        .and_then(|c| c.find_method(lname).cloned())
        .is_some_and(|m| matches!(m.body, tusk_vm::class::MethodBody::Ext(_)))
}

/// "The object is in an invalid state as the parent constructor was not called".
pub(crate) fn not_init(vm: &mut Vm) -> Unwind {
    vm.throw(
        "Error",
        "The object is in an invalid state as the parent constructor was not called",
    )
}

fn class_uses(vm: &mut Vm, a: &mut Args) -> BResult {
    let c = match a.val(0).unref() {
        Value::Obj(o) => vm.obj_class(&o),
        Value::Str(n) => {
            let c = if a.opt_bool(1, true) {
                vm.lookup_class_autoload(n.as_bytes())?
            } else {
                vm.find_class(n.as_bytes())
            };
            if c.is_none() {
                let msg = format!(
                    "Class {} does not exist{}",
                    String::from_utf8_lossy(n.as_bytes()),
                    if a.opt_bool(1, true) {
                        " and could not be loaded"
                    } else {
                        ""
                    }
                );
                vm.fn_warning(&msg);
                return Ok(Value::Bool(false));
            }
            c
        }
        v => {
            let t = tusk_value::ops::type_name(&v);
            return Err(vm.arg_type_error(1, &format!("must be of type object|string, {t} given")));
        }
    };
    let mut out = PArr::new();
    if let Some(c) = c {
        for t in trait_names(&c) {
            let name = vm
                .find_class(t.as_bytes())
                .map(|c| c.name.clone())
                .unwrap_or(t);
            out.make_mut()
                .insert(tusk_value::Key::Str(name.clone()), Value::Str(name));
        }
    }
    Ok(Value::Arr(out))
}

/// The names of the traits a class uses directly, as declared.
fn trait_names(c: &tusk_vm::class::Class) -> Vec<PStr> {
    c.decl
        .as_ref()
        .map(|d| d.traits.iter().map(|t| PStr::new(t)).collect())
        .unwrap_or_default()
}

/// php's `<=>` on two values (zend_compare).
pub(crate) fn zcmp(vm: &mut Vm, a: &Value, b: &Value) -> Result<i64, Unwind> {
    let r = {
        let mut d = vm.diag();
        tusk_value::ops::compare(a, b, &mut d)
    };
    r.map_err(|e| vm.op_error(e))
}

/// php's list of SPL classes, in its order (a fixed table, as in php).
const SPL_CLASSES: &[&str] = &[
    "AppendIterator",
    "ArrayIterator",
    "ArrayObject",
    "BadFunctionCallException",
    "BadMethodCallException",
    "CachingIterator",
    "CallbackFilterIterator",
    "DirectoryIterator",
    "DomainException",
    "EmptyIterator",
    "FilesystemIterator",
    "FilterIterator",
    "GlobIterator",
    "InfiniteIterator",
    "InvalidArgumentException",
    "IteratorIterator",
    "LengthException",
    "LimitIterator",
    "LogicException",
    "MultipleIterator",
    "NoRewindIterator",
    "OuterIterator",
    "OutOfBoundsException",
    "OutOfRangeException",
    "OverflowException",
    "ParentIterator",
    "RangeException",
    "RecursiveArrayIterator",
    "RecursiveCachingIterator",
    "RecursiveCallbackFilterIterator",
    "RecursiveDirectoryIterator",
    "RecursiveFilterIterator",
    "RecursiveIterator",
    "RecursiveIteratorIterator",
    "RecursiveRegexIterator",
    "RecursiveTreeIterator",
    "RegexIterator",
    "RuntimeException",
    "SeekableIterator",
    "SplDoublyLinkedList",
    "SplFileInfo",
    "SplFileObject",
    "SplFixedArray",
    "SplHeap",
    "SplMinHeap",
    "SplMaxHeap",
    "SplObjectStorage",
    "SplObserver",
    "SplPriorityQueue",
    "SplQueue",
    "SplStack",
    "SplSubject",
    "SplTempFileObject",
    "UnderflowException",
    "UnexpectedValueException",
];

fn spl_classes(_: &mut Vm, _: &mut Args) -> BResult {
    let mut a = tusk_value::ArrayData::with_capacity(SPL_CLASSES.len());
    for c in SPL_CLASSES {
        a.insert(tusk_value::Key::Str(PStr::from(*c)), s(c));
    }
    Ok(Value::Arr(PArr::from_data(a)))
}

/// Registers the tracers of SPL's payloads with the cycle collector (once
/// per process; later calls do nothing).
pub fn register_gc() {
    use tusk_value::gc::register_payload;
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        register_payload::<array::Ao>(array::gc_trace, Some(array::gc_clear));
        register_payload::<storage::Storage>(storage::gc_trace, Some(storage::gc_clear));
        register_payload::<dll::Dll>(dll::gc_trace, Some(dll::gc_clear));
        register_payload::<heap::Heap>(heap::gc_trace, Some(heap::gc_clear));
        register_payload::<fixed::Fixed>(fixed::gc_trace, Some(fixed::gc_clear));
        register_payload::<outer::DualCell>(outer::gc_trace, None);
    });
}

/// The reader of what SPL's Serializable::unserialize() methods take (php
/// < 7.4's `C:` data, `x:i:N;...;m:a:...`): values in unserialize()'s form
/// between fixed separators, all with one numbering, and php's
/// UnexpectedValueException "Error at offset P of N bytes" for anything
/// else.
pub(crate) struct LegacyReader<'a> {
    pub s: &'a [u8],
    /// The cursor.
    pub p: usize,
    rd: crate::standard::var::serialize::ValueReader,
}

impl<'a> LegacyReader<'a> {
    pub fn new(vm: &mut Vm, s: &'a [u8]) -> LegacyReader<'a> {
        let mut rd = crate::standard::var::serialize::ValueReader::new(vm);
        rd.add_targets(s);
        LegacyReader { s, p: 0, rd }
    }

    /// php's error for offset `at`.
    pub fn bad(&self, vm: &mut Vm, at: usize) -> Unwind {
        vm.throw(
            "UnexpectedValueException",
            &format!("Error at offset {at} of {} bytes", self.s.len()),
        )
    }

    /// Whether the byte at the cursor is `b`.
    pub fn at(&self, b: u8) -> bool {
        self.s.get(self.p) == Some(&b)
    }

    /// The byte `b` at the cursor, passed over; the error there otherwise.
    pub fn expect(&mut self, vm: &mut Vm, b: u8) -> Result<(), Unwind> {
        if !self.at(b) {
            return Err(self.bad(vm, self.p));
        }
        self.p += 1;
        Ok(())
    }

    /// One value, dereferenced; the error where reading stopped otherwise.
    pub fn value(&mut self, vm: &mut Vm) -> Result<Value, Unwind> {
        use crate::standard::var::serialize::ReadError;
        match self.rd.value(vm, self.s, &mut self.p) {
            Ok(v) => Ok(v.unref()),
            Err(ReadError::Thrown(e)) => Err(e),
            Err(ReadError::Syntax) => Err(self.bad(vm, self.p)),
        }
    }

    /// One integer (the error after whatever else was read).
    pub fn int(&mut self, vm: &mut Vm) -> Result<i64, Unwind> {
        match self.value(vm)? {
            Value::Int(i) => Ok(i),
            _ => Err(self.bad(vm, self.p)),
        }
    }

    /// The `x:i:N` head; the cursor is left on the integer's `;`, as php
    /// steps back onto it.
    pub fn head(&mut self, vm: &mut Vm) -> Result<i64, Unwind> {
        self.expect(vm, b'x')?;
        self.expect(vm, b':')?;
        let n = self.int(vm)?;
        self.p -= 1;
        Ok(n)
    }

    /// The `m:MEMBERS` tail: the array's entries become `o`'s properties
    /// (php's object_properties_load); then the delayed __unserialize and
    /// __wakeup calls of a top-level read.
    pub fn members(mut self, vm: &mut Vm, o: &PObj) -> Result<(), Unwind> {
        self.expect(vm, b'm')?;
        self.expect(vm, b':')?;
        let Value::Arr(members) = self.value(vm)? else {
            return Err(self.bad(vm, self.p));
        };
        vm.load_members(o, &members)?;
        self.finish(vm)
    }

    /// The delayed __unserialize and __wakeup calls of a top-level read.
    pub fn finish(self, vm: &mut Vm) -> Result<(), Unwind> {
        self.rd.finish(vm)
    }
}
