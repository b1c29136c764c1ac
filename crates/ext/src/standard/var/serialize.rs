//! serialize() and unserialize() for every non-object type, PHP references
//! (`R:`), repeated objects (`r:`), stdClass and incomplete-class objects,
//! php's exact "Error at offset X of Y bytes" notices and the max_depth /
//! allowed_classes options.
//!
//! The writer fills one byte buffer; the reader never recurses (an explicit
//! stack of open arrays and objects), so hostile input cannot overflow the
//! Rust stack. With a VM, user classes' __serialize/__sleep run while
//! writing, and unserialize instantiates declared classes (autoloading) and
//! calls __unserialize/__wakeup once the whole input has been read, as php
//! delays them. Serializable objects are written and read in the `C:` form
//! through their serialize()/unserialize() methods; while such a method
//! runs, a serialize()/unserialize() inside it (or the native methods of
//! SPL's Serializable classes, through [`ValueWriter`]/[`ValueReader`])
//! continues the numbering of the outer call, as php shares its var_hash.

use super::float::write_float;
use std::cell::RefCell;
use std::collections::HashMap;
use tusk_value::num::fmt_int;
use tusk_value::{ArrayData, Key, PArr, PObj, PRef, PStr, Value};
use tusk_vm::{Args, BResult, Unwind, Vm};

const INCOMPLETE: &str = "__PHP_Incomplete_Class";
const INCOMPLETE_NAME: &[u8] = b"__PHP_Incomplete_Class_Name";

// ---------------------------------------------------------------- writer

#[derive(Hash, PartialEq, Eq, Clone, Copy)]
enum Ident {
    Ref(usize),
    Obj(u32),
}

/// The numbering of one serialize() (php's var_hash).
#[derive(Default)]
struct WState {
    n: i64,
    seen: HashMap<Ident, i64>,
}

thread_local! {
    /// The state of the serialize() whose Serializable::serialize() call
    /// is running (taken by a serialize inside it, then given back).
    static OUTER_W: RefCell<Option<WState>> = const { RefCell::new(None) };
    /// Likewise for the unserialize() that a `C:` object's unserialize()
    /// call runs inside.
    static OUTER_R: RefCell<Option<RState>> = const { RefCell::new(None) };
    /// php's serialize_lock: while __serialize/__sleep/__unserialize/
    /// __wakeup run, a serialize or unserialize inside starts afresh.
    static LOCK: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Runs a magic method under php's serialize_lock.
fn locked<R>(f: impl FnOnce() -> R) -> R {
    LOCK.with(|l| l.set(l.get() + 1));
    let r = f();
    LOCK.with(|l| l.set(l.get() - 1));
    r
}

/// The outer call's state, unless a magic method holds the lock.
fn take_outer<T>(cell: &'static std::thread::LocalKey<RefCell<Option<T>>>) -> Option<T> {
    if LOCK.with(|l| l.get()) > 0 {
        return None;
    }
    cell.with(|c| c.borrow_mut().take())
}

struct Writer<'a> {
    out: &'a mut Vec<u8>,
    /// The number of the value being written (php's var_hash counter).
    n: i64,
    seen: HashMap<Ident, i64>,
    precision: i32,
    /// The VM, for __serialize/__sleep (None: plain property bags).
    vm: Option<&'a mut Vm>,
    /// An exception thrown by a magic method (the output is dropped).
    thrown: Option<Unwind>,
}

fn push_int(out: &mut Vec<u8>, i: i64) {
    let mut b = [0u8; 20];
    out.extend_from_slice(fmt_int(i, &mut b));
}

fn push_str(out: &mut Vec<u8>, s: &[u8]) {
    out.extend_from_slice(b"s:");
    push_int(out, s.len() as i64);
    out.extend_from_slice(b":\"");
    out.extend_from_slice(s);
    out.extend_from_slice(b"\";");
}

impl Writer<'_> {
    fn value(&mut self, v: &Value) {
        self.n += 1;
        match v {
            // A reference nobody else holds is a plain value (php's rule
            // for nested data).
            Value::Ref(r) if r.refcount() == 1 => {
                self.n -= 1;
                self.value(&r.get());
            }
            Value::Ref(r) => {
                let inner = r.get();
                let id = match &inner {
                    Value::Obj(o) => Ident::Obj(o.id()),
                    _ => Ident::Ref(r.peek() as *const Value as usize),
                };
                if let Some(&i) = self.seen.get(&id) {
                    // A reference is counted once.
                    self.n -= 1;
                    self.out.extend_from_slice(b"R:");
                    push_int(self.out, i);
                    self.out.push(b';');
                    return;
                }
                self.seen.insert(id, self.n);
                self.plain(&inner);
            }
            Value::Obj(o) => {
                if let Some(&i) = self.seen.get(&Ident::Obj(o.id())) {
                    self.out.extend_from_slice(b"r:");
                    push_int(self.out, i);
                    self.out.push(b';');
                    return;
                }
                self.seen.insert(Ident::Obj(o.id()), self.n);
                self.plain(v);
            }
            v => self.plain(v),
        }
    }

    fn plain(&mut self, v: &Value) {
        if let Value::Obj(o) = v {
            if self.vm.is_some() && self.magic_object(o) {
                return;
            }
        }
        let out = &mut *self.out;
        match v {
            Value::Undef | Value::Null => out.extend_from_slice(b"N;"),
            Value::Bool(b) => out.extend_from_slice(if *b { b"b:1;" } else { b"b:0;" }),
            Value::Int(i) => {
                out.extend_from_slice(b"i:");
                push_int(out, *i);
                out.push(b';');
            }
            Value::Float(f) => {
                out.extend_from_slice(b"d:");
                write_float(out, *f, self.precision, b'E');
                out.push(b';');
            }
            Value::Str(s) => push_str(out, s.as_bytes()),
            Value::Arr(a) => {
                out.extend_from_slice(b"a:");
                push_int(out, a.len() as i64);
                out.extend_from_slice(b":{");
                for (k, e) in a.iter() {
                    match k {
                        Key::Int(i) => {
                            self.out.extend_from_slice(b"i:");
                            push_int(self.out, i);
                            self.out.push(b';');
                        }
                        Key::Str(s) => push_str(self.out, s.as_bytes()),
                    }
                    self.value(e);
                }
                self.out.push(b'}');
            }
            Value::Res(_) => self.out.extend_from_slice(b"i:0;"),
            Value::Obj(o) => {
                // No snapshot: serializing runs no PHP code, and a copy of
                // a reference property would make it look shared.
                let props = o.props_for(tusk_value::object::PropsPurpose::Serialize);
                let mut class = o.class_name().as_bytes();
                let mut skip_first = false;
                if class == INCOMPLETE.as_bytes() {
                    if let Some((Key::Str(k), Value::Str(n))) = props.first() {
                        if k.as_bytes() == INCOMPLETE_NAME {
                            class = n.as_bytes();
                            skip_first = true;
                        }
                    }
                }
                let out = &mut *self.out;
                out.extend_from_slice(b"O:");
                push_int(out, class.len() as i64);
                out.extend_from_slice(b":\"");
                out.extend_from_slice(class);
                out.extend_from_slice(b"\":");
                push_int(out, (props.len() - skip_first as usize) as i64);
                out.extend_from_slice(b":{");
                for (k, e) in props.iter().skip(skip_first as usize) {
                    match k {
                        Key::Int(i) => {
                            let mut b = [0u8; 20];
                            push_str(self.out, fmt_int(i, &mut b));
                        }
                        Key::Str(s) => push_str(self.out, s.as_bytes()),
                    }
                    self.value(e);
                }
                self.out.push(b'}');
            }
            Value::Ref(r) => self.plain(&r.get()),
        }
    }
}

impl Writer<'_> {
    fn header(&mut self, class: &[u8], n: usize) {
        let out = &mut *self.out;
        out.extend_from_slice(b"O:");
        push_int(out, class.len() as i64);
        out.extend_from_slice(b":\"");
        out.extend_from_slice(class);
        out.extend_from_slice(b"\":");
        push_int(out, n as i64);
        out.extend_from_slice(b":{");
    }

    /// An object of a class with __serialize or __sleep (false: neither).
    fn magic_object(&mut self, o: &PObj) -> bool {
        let Some(vm) = self.vm.as_deref_mut() else {
            return false;
        };
        let Some(c) = vm.obj_class(o) else {
            return false;
        };
        let class = c.name.clone();
        let cname = String::from_utf8_lossy(class.as_bytes()).into_owned();
        if c.kind == tusk_vm::class::Kind::Enum {
            let case = o.get_prop(b"name").unwrap_or(Value::Null);
            let mut n = class.as_bytes().to_vec();
            n.push(b':');
            if let Value::Str(k) = case {
                n.extend_from_slice(k.as_bytes());
            }
            self.out.extend_from_slice(b"E:");
            push_int(self.out, n.len() as i64);
            self.out.extend_from_slice(b":\"");
            self.out.extend_from_slice(&n);
            self.out.extend_from_slice(b"\";");
            return true;
        }
        if matches!(
            class.as_bytes(),
            b"Closure" | b"Generator" | b"WeakReference" | b"WeakMap"
        ) {
            let m = format!("Serialization of '{}' is not allowed", cname);
            self.thrown = Some(vm.throw("Exception", &m));
            return true;
        }
        if let Some(m) = c.find_method(b"__serialize").cloned() {
            let r = match locked(|| vm.call_method(&m, Some(o.clone()), c.id, Vec::new())) {
                Ok(Value::Arr(a)) => a,
                Ok(_) => {
                    let m = format!("{}::__serialize() must return an array", cname);
                    self.thrown = Some(vm.type_error(&m));
                    return true;
                }
                Err(e) => {
                    self.thrown = Some(e);
                    return true;
                }
            };
            self.header(class.as_bytes(), r.len());
            for (k, e) in r.iter() {
                if self.thrown.is_some() {
                    return true;
                }
                match k {
                    Key::Int(i) => {
                        self.out.extend_from_slice(b"i:");
                        push_int(self.out, i);
                        self.out.push(b';');
                    }
                    Key::Str(s) => push_str(self.out, s.as_bytes()),
                }
                self.value(e);
            }
            self.out.push(b'}');
            return true;
        }
        if vm.instance_of(o, b"Serializable") {
            // The method continues this numbering (php's shared var_hash).
            let mine = WState {
                n: self.n,
                seen: std::mem::take(&mut self.seen),
            };
            let prev = OUTER_W.with(|c| c.replace(Some(mine)));
            let r = vm.call_method_named(o, b"serialize", Vec::new());
            if let Some(st) = OUTER_W.with(|c| c.replace(prev)) {
                self.n = st.n;
                self.seen = st.seen;
            }
            match r {
                Ok(Some(Value::Str(d))) => {
                    self.out.extend_from_slice(b"C:");
                    push_int(self.out, class.len() as i64);
                    self.out.extend_from_slice(b":\"");
                    self.out.extend_from_slice(class.as_bytes());
                    self.out.extend_from_slice(b"\":");
                    push_int(self.out, d.len() as i64);
                    self.out.extend_from_slice(b":{");
                    self.out.extend_from_slice(d.as_bytes());
                    self.out.push(b'}');
                }
                Ok(Some(Value::Null)) | Ok(None) => self.out.extend_from_slice(b"N;"),
                Ok(Some(_)) => {
                    let m = format!("{}::serialize() must return a string or NULL", cname);
                    self.thrown = Some(vm.throw("Exception", &m));
                }
                Err(e) => self.thrown = Some(e),
            }
            return true;
        }
        let Some(m) = c.find_method(b"__sleep").cloned() else {
            return false;
        };
        let names = match locked(|| vm.call_method(&m, Some(o.clone()), c.id, Vec::new())) {
            Ok(Value::Arr(a)) => a,
            Ok(_) => {
                let m = format!(
                    "serialize(): {}::__sleep() should return an array only containing the names of instance-variables to serialize",
                    cname
                );
                vm.warning(&m);
                self.out.extend_from_slice(b"N;");
                return true;
            }
            Err(e) => {
                self.thrown = Some(e);
                return true;
            }
        };
        let props = o.to_array_data();
        let mut picked: Vec<(PStr, Value)> = Vec::with_capacity(names.len());
        for (_, n) in names.iter() {
            let n = n.unref();
            let name = match &n {
                Value::Str(s) => s.clone(),
                v => {
                    let m = format!(
                        "serialize(): {}::__sleep() should return an array only containing the names of instance-variables to serialize",
                        cname
                    );
                    vm.warning(&m);
                    match vm.to_pstr(v) {
                        Ok(s) => s,
                        Err(e) => {
                            self.thrown = Some(e);
                            return true;
                        }
                    }
                }
            };
            let nb = name.as_bytes();
            let mut prot = b"\0*\0".to_vec();
            prot.extend_from_slice(nb);
            let mut private = vec![0u8];
            private.extend_from_slice(class.as_bytes());
            private.push(0);
            private.extend_from_slice(nb);
            let found = [nb.to_vec(), private, prot].into_iter().find_map(|k| {
                let key = Key::from_pstr(&PStr::new(&k));
                props.get(&key).map(|v| (PStr::new(&k), v.clone()))
            });
            match found {
                Some(p) => picked.push(p),
                None => {
                    let m = format!(
                        "serialize(): \"{}\" returned as member variable from __sleep() but does not exist",
                        String::from_utf8_lossy(nb)
                    );
                    vm.warning(&m);
                }
            }
        }
        self.header(class.as_bytes(), picked.len());
        for (k, v) in &picked {
            push_str(self.out, k.as_bytes());
            self.value(v);
        }
        self.out.push(b'}');
        true
    }
}

/// serialize($v) as bytes (no VM: objects are plain property bags).
pub fn serialize_value(v: &Value) -> Vec<u8> {
    let mut out = Vec::with_capacity(64);
    let mut w = Writer {
        out: &mut out,
        n: 0,
        seen: HashMap::new(),
        precision: tusk_value::ops::serialize_precision(),
        vm: None,
        thrown: None,
    };
    w.value(v);
    out
}

pub fn serialize(vm: &mut Vm, args: &mut Args) -> BResult {
    let mut w = ValueWriter::new();
    w.value(vm, args.val(0))?;
    Ok(Value::from(w.finish()))
}

/// Serialized values written one after another with one numbering
/// (php_var_serialize calls between PHP_VAR_SERIALIZE_INIT and DESTROY):
/// what the serialize() methods of SPL's Serializable classes write. Inside
/// a Serializable::serialize() call made by serialize(), it continues that
/// call's numbering.
pub struct ValueWriter {
    out: Vec<u8>,
    st: WState,
    /// The state was the outer serialize()'s (given back on drop).
    nested: bool,
}

impl ValueWriter {
    pub fn new() -> ValueWriter {
        let outer = take_outer(&OUTER_W);
        ValueWriter {
            out: Vec::with_capacity(64),
            nested: outer.is_some(),
            st: outer.unwrap_or_default(),
        }
    }

    /// Bytes written as they are (separators of a custom format).
    pub fn raw(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    /// One value in serialize()'s form.
    pub fn value(&mut self, vm: &mut Vm, v: &Value) -> Result<(), Unwind> {
        let mut w = Writer {
            out: &mut self.out,
            n: self.st.n,
            seen: std::mem::take(&mut self.st.seen),
            precision: tusk_value::ops::serialize_precision(),
            vm: Some(vm),
            thrown: None,
        };
        w.value(v);
        self.st.n = w.n;
        self.st.seen = std::mem::take(&mut w.seen);
        match w.thrown.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// The bytes written.
    pub fn finish(mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }
}

impl Default for ValueWriter {
    fn default() -> Self {
        ValueWriter::new()
    }
}

impl Drop for ValueWriter {
    fn drop(&mut self) {
        if self.nested {
            let st = std::mem::take(&mut self.st);
            OUTER_W.with(|c| *c.borrow_mut() = Some(st));
        }
    }
}

// ---------------------------------------------------------------- reader

/// A message the reader raises on its way (emitted in order by the caller).
pub enum Note {
    Warning(String),
    Notice(String),
}

/// Which classes unserialize may instantiate (the rest are incomplete).
#[derive(Clone)]
pub enum Allowed {
    All,
    None,
    Some(Vec<Vec<u8>>),
}

/// unserialize's options.
#[derive(Clone)]
pub struct ReadOptions {
    pub allowed: Allowed,
    /// 0: unlimited.
    pub max_depth: i64,
}

enum Var {
    Plain,
    Ref(PRef),
    Obj(PObj),
}

enum Frame {
    Arr {
        data: ArrayData,
        left: i64,
        key: Option<Key>,
        wrap: Option<PRef>,
    },
    Obj {
        obj: PObj,
        left: i64,
        key: Option<PStr>,
        wrap: Option<PRef>,
        /// Collected data for __unserialize (instead of properties).
        data: Option<ArrayData>,
        /// A user class: mangled names address declared properties; the
        /// object is woken up (__wakeup) at the end.
        user: bool,
        wake: bool,
        entered: bool,
    },
}

/// The numbers that `R:` tokens name (a light lexical pass; it stops where
/// the input stops making sense, and the real parse fails there or before).
fn ref_targets(s: &[u8]) -> Vec<i64> {
    let mut out = Vec::new();
    if memchr::memmem::find(s, b"R:").is_none() {
        return out;
    }
    scan_refs(s, &mut out, 0);
    out.sort_unstable();
    out.dedup();
    out
}

/// ref_targets' pass over `s`. The data of a `C:` object is scanned too
/// (its unserialize() continues the numbering), skipping the separators
/// of SPL's formats (`x:`, `m:`, `;`, `:`, `,`). `depth` counts the `C:`
/// objects around `s`: hostile input nesting them deeper than the reader
/// would follow is not scanned further (the stack stays bounded).
fn scan_refs(s: &[u8], out: &mut Vec<i64>, depth: u32) {
    if depth > 4096 {
        return;
    }
    let mut p = 0;
    let digits = |p: usize| -> (i64, usize) {
        let mut q = p;
        let mut n: i64 = 0;
        while q < s.len() && s[q].is_ascii_digit() {
            n = n.saturating_mul(10).saturating_add((s[q] - b'0') as i64);
            q += 1;
        }
        (n, q)
    };
    while p < s.len() {
        match (s[p], s.get(p + 1)) {
            (b'N', Some(b';')) => p += 2,
            (b'}', _) => p += 1,
            (b'R', Some(b':')) => {
                let (n, q) = digits(p + 2);
                out.push(n);
                p = q + 1;
            }
            (b'b' | b'i' | b'd' | b'r', Some(b':')) => {
                match s[p..].iter().position(|&c| c == b';') {
                    Some(q) => p += q + 1,
                    None => break,
                }
            }
            (b'a', Some(b':')) => match s[p..].iter().position(|&c| c == b'{') {
                Some(q) => p += q + 1,
                None => break,
            },
            (b's' | b'O', Some(b':')) => {
                let (n, q) = digits(p + 2);
                let Some(e) = q.checked_add(2).and_then(|x| x.checked_add(n as usize)) else {
                    break;
                };
                if s[p] == b's' {
                    p = e + 2;
                } else {
                    match s.get(e..).and_then(|t| t.iter().position(|&c| c == b'{')) {
                        Some(k) => p = e + k + 1,
                        None => break,
                    }
                }
            }
            (b'S', Some(b':')) => {
                let (n, mut q) = digits(p + 2);
                q += 2;
                let mut left = n;
                while left > 0 && q < s.len() {
                    q += if s[q] == b'\\' { 3 } else { 1 };
                    left -= 1;
                }
                p = q + 2;
            }
            (b'C', Some(b':')) => {
                // C:n:"name":m:{data}
                let (n, q) = digits(p + 2);
                let Some(e) = q.checked_add(2).and_then(|x| x.checked_add(n as usize)) else {
                    break;
                };
                if s.get(e) != Some(&b'"') {
                    break;
                }
                let (m, r) = digits(e + 2);
                let Some(end) = r.checked_add(2).and_then(|x| x.checked_add(m as usize)) else {
                    break;
                };
                match s.get(r + 2..end) {
                    Some(data) if s.get(r + 1) == Some(&b'{') => scan_refs(data, out, depth + 1),
                    _ => break,
                }
                p = end + 1;
            }
            (b'x' | b'm', Some(b':')) => p += 2,
            (b';' | b':' | b',', _) => p += 1,
            _ => break,
        }
    }
}

/// The var table of an unserialize() in progress (php's var_hash), lent
/// to the unserialize() method of a `C:` object while it runs.
struct RState {
    vars: Vec<Var>,
    targets: Vec<i64>,
    delayed: Vec<(PObj, Option<ArrayData>)>,
    depth: i64,
    opts: ReadOptions,
}

struct Reader<'a> {
    s: &'a [u8],
    p: usize,
    vars: Vec<Var>,
    targets: Vec<i64>,
    notes: Vec<Note>,
    opts: &'a ReadOptions,
    depth: i64,
    /// The VM, to instantiate user classes (None: incomplete objects).
    vm: Option<&'a mut Vm>,
    thrown: Option<Unwind>,
    /// __unserialize / __wakeup calls, made once everything is read.
    delayed: Vec<(PObj, Option<ArrayData>)>,
}

/// What one token gave.
enum Item {
    Done(Value),
    Open(Frame),
}

/// php's parse_iv2: sign, digits, a warning and saturation past the range.
fn parse_iv(b: &[u8], notes: &mut Vec<Note>) -> i64 {
    let mut i = 0;
    let mut neg = false;
    if b.first() == Some(&b'-') {
        neg = true;
        i = 1;
    } else if b.first() == Some(&b'+') {
        i = 1;
    }
    while b.get(i) == Some(&b'0') {
        i += 1;
    }
    let start = i;
    let mut r: u64 = 0;
    while let Some(&c) = b.get(i).filter(|c| c.is_ascii_digit()) {
        r = r.wrapping_mul(10).wrapping_add((c - b'0') as u64);
        i += 1;
    }
    let limit = i64::MAX as u64 + neg as u64;
    if i - start > 19 || r > limit {
        notes.push(Note::Warning("Numerical result out of range".into()));
        return if neg { i64::MIN } else { i64::MAX };
    }
    if neg {
        (r as i64).wrapping_neg()
    } else {
        r as i64
    }
}

fn parse_uiv(b: &[u8]) -> usize {
    let mut r: usize = 0;
    for &c in b {
        if !c.is_ascii_digit() {
            break;
        }
        r = r.wrapping_mul(10).wrapping_add((c - b'0') as usize);
    }
    r
}

fn digits_at(s: &[u8], p: usize) -> usize {
    s.get(p..)
        .map(|t| t.iter().take_while(|c| c.is_ascii_digit()).count())
        .unwrap_or(0)
}

/// The end of a `d:` number body ((iv | nv | nvexp) followed by ';'), or None.
fn float_body(s: &[u8], p: usize) -> Option<usize> {
    let mut q = p;
    if matches!(s.get(q), Some(b'+' | b'-')) {
        q += 1;
    }
    let a = digits_at(s, q);
    q += a;
    let mut frac = 0;
    let mut dot = false;
    if s.get(q) == Some(&b'.') {
        dot = true;
        frac = digits_at(s, q + 1);
        q += 1 + frac;
    }
    if a == 0 && frac == 0 {
        return None;
    }
    let _ = dot;
    if matches!(s.get(q), Some(b'e' | b'E')) {
        let mut e = q + 1;
        if matches!(s.get(e), Some(b'+' | b'-')) {
            e += 1;
        }
        let d = digits_at(s, e);
        if d == 0 {
            return None;
        }
        q = e + d;
    }
    (s.get(q) == Some(&b';')).then_some(q)
}

impl Reader<'_> {
    /// Sets a property of a user-class object from its serialized name:
    /// a mangled name addresses that declared slot, a plain one the
    /// declared property or a new dynamic one (php's deprecation).
    fn set_user_prop(&mut self, obj: &PObj, k: &PStr, v: Value) {
        let Some(vm) = self.vm.as_deref_mut() else {
            obj.set_dynamic(Key::Str(k.clone()), v);
            return;
        };
        if let Err(e) = vm.load_member(obj, Key::Str(k.clone()), v) {
            if self.thrown.is_none() {
                self.thrown = Some(e);
            }
        }
    }

    /// `C:len:"Class":len:{data}`: a Serializable object, rebuilt by its
    /// unserialize() method, which continues this numbering. Classes that
    /// are unknown or not allowed give incomplete objects, as php.
    fn custom_object(&mut self, start: usize) -> Result<Value, usize> {
        let s = self.s;
        let d = digits_at(s, start + 2);
        if d == 0 || s.get(start + 2 + d) != Some(&b':') || s.get(start + 3 + d) != Some(&b'"') {
            return Err(start);
        }
        let len = parse_uiv(&s[start + 2..]);
        let name_at = start + 4 + d;
        if s.len() - name_at < len || len == 0 {
            return Err(start + 2);
        }
        let q = name_at + len;
        if s.get(q) != Some(&b'"') {
            return Err(q);
        }
        if s.get(q + 1) != Some(&b':') {
            return Err(q + 1);
        }
        let name = &s[name_at..q];
        let allowed = match &self.opts.allowed {
            Allowed::All => true,
            Allowed::None => false,
            Allowed::Some(l) => l.iter().any(|c| c.eq_ignore_ascii_case(name)),
        };
        let Some(vm) = self.vm.as_deref_mut() else {
            return Err(start);
        };
        // php finds the class before it reads the data length.
        let mut class = None;
        if allowed {
            let mut r = vm.lookup_class_autoload(name);
            if matches!(r, Ok(None)) {
                r = callback_func_lookup(vm, name);
            }
            match r {
                Ok(c) => class = c,
                Err(e) => {
                    self.thrown = Some(e);
                    return Err(start);
                }
            }
        }
        // ":len:{"
        let mut e = q + 2;
        if matches!(s.get(e), Some(b'+' | b'-')) {
            e += 1;
        }
        e += digits_at(s, e);
        let dlen = parse_iv(&s[q + 2..], &mut self.notes);
        if s.len() - e < 2 || s[e] != b':' {
            return Err(e);
        }
        if s[e + 1] != b'{' {
            return Err(e + 1);
        }
        let data_at = e + 2;
        let avail = (s.len() - data_at) as i64;
        if dlen < 0 || avail <= dlen {
            vm.warning(&format!(
                "Insufficient data for unserializing - {dlen} required, {avail} present"
            ));
            return Err(data_at);
        }
        let end = data_at + dlen as usize;
        if s[end] != b'}' {
            return Err(end);
        }
        let o = match &class {
            Some(c) => match vm.instantiate(c) {
                Ok(o) => o,
                Err(e) => {
                    self.thrown = Some(e);
                    return Err(start);
                }
            },
            None => {
                let o = PObj::new_named(PStr::from(INCOMPLETE));
                o.set_dynamic(
                    Key::Str(PStr::new(INCOMPLETE_NAME)),
                    Value::Str(PStr::new(name)),
                );
                o
            }
        };
        // The object is numbered before its data (`r:` inside may name it).
        let slot = self.vars.len();
        if slot > 0 {
            self.vars[slot - 1] = Var::Obj(o.clone());
        }
        self.p = end + 1;
        let class = class.filter(|_| vm.instance_of(&o, b"Serializable"));
        let Some(c) = class else {
            let shown = match vm.obj_class(&o) {
                Some(c) => String::from_utf8_lossy(c.name.as_bytes()).into_owned(),
                None => INCOMPLETE.to_string(),
            };
            vm.warning(&format!("Class {shown} has no unserializer"));
            return Ok(Value::Obj(o));
        };
        let data = PStr::new(&s[data_at..end]);
        let mine = RState {
            vars: std::mem::take(&mut self.vars),
            targets: std::mem::take(&mut self.targets),
            delayed: std::mem::take(&mut self.delayed),
            depth: self.depth,
            opts: self.opts.clone(),
        };
        let prev = OUTER_R.with(|cell| cell.replace(Some(mine)));
        let r = match c.find_method(b"unserialize").cloned() {
            Some(m) => vm
                .call_method(&m, Some(o.clone()), c.id, vec![Value::Str(data)])
                .map(|_| ()),
            None => Ok(()),
        };
        if let Some(st) = OUTER_R.with(|cell| cell.replace(prev)) {
            self.vars = st.vars;
            self.targets = st.targets;
            self.delayed = st.delayed;
            self.depth = st.depth;
        }
        if let Err(e) = r {
            self.thrown = Some(e);
            return Err(start);
        }
        Ok(Value::Obj(o))
    }

    /// An `E:N:"Class:Case";` token: the enum case object.
    fn enum_case(&mut self, start: usize) -> Result<Value, usize> {
        let name = self.string(start)?;
        let nb = name.as_bytes();
        let lossy = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        let Some(colon) = nb.iter().position(|&c| c == b':') else {
            self.warn(&format!(
                "Invalid enum name '{}' (missing colon)",
                lossy(nb)
            ));
            return Err(start);
        };
        let (cls, case) = (&nb[..colon], &nb[colon + 1..]);
        let Some(vm) = self.vm.as_deref_mut() else {
            return Err(start);
        };
        let c = match vm.lookup_class_autoload(cls) {
            Ok(Some(c)) => c,
            Ok(None) => {
                self.warn(&format!("Class '{}' not found", lossy(cls)));
                return Err(start);
            }
            Err(e) => {
                self.thrown = Some(e);
                return Err(start);
            }
        };
        if c.kind != tusk_vm::class::Kind::Enum {
            self.warn(&format!("Class '{}' is not an enum", lossy(cls)));
            return Err(start);
        }
        let is_case = c.consts.get(case).map(|k| k.is_case);
        match is_case {
            None => {
                self.warn(&format!(
                    "Undefined constant {}::{}",
                    lossy(cls),
                    lossy(case)
                ));
                return Err(self.p);
            }
            Some(false) => {
                self.warn(&format!(
                    "{}::{} is not an enum case",
                    lossy(cls),
                    lossy(case)
                ));
                return Err(self.p);
            }
            Some(true) => {}
        }
        match vm.class_constant(&c, case) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err(self.p),
            Err(e) => {
                self.thrown = Some(e);
                Err(self.p)
            }
        }
    }

    fn warn(&mut self, m: &str) {
        self.notes.push(Note::Warning(m.to_string()));
    }

    /// A `s:N:"...";` or `S:N:"...";` body at `start` (the letter).
    fn string(&mut self, start: usize) -> Result<PStr, usize> {
        let s = self.s;
        let escaped = s[start] == b'S';
        let nd = digits_at(s, start + 2);
        if nd == 0 || s.get(start + 2 + nd) != Some(&b':') || s.get(start + 3 + nd) != Some(&b'"') {
            return Err(start);
        }
        let len = parse_uiv(&s[start + 2..]);
        let body = start + 4 + nd;
        let maxlen = s.len() - body;
        if maxlen < len {
            return Err(start + 2);
        }
        let (bytes, end) = if escaped {
            let mut v = Vec::with_capacity(len);
            let mut q = body;
            for _ in 0..len {
                let Some(&c) = s.get(q) else {
                    return Err(start);
                };
                if c == b'\\' {
                    let h = s
                        .get(q + 1..q + 3)
                        .and_then(|h| std::str::from_utf8(h).ok())
                        .and_then(|h| u8::from_str_radix(h, 16).ok());
                    let Some(h) = h else {
                        return Err(start);
                    };
                    v.push(h);
                    q += 3;
                } else {
                    v.push(c);
                    q += 1;
                }
            }
            (PStr::from(v), q)
        } else {
            (PStr::new(&s[body..body + len]), body + len)
        };
        if s.get(end) != Some(&b'"') {
            return Err(end);
        }
        if s.get(end + 1) != Some(&b';') {
            return Err(end + 1);
        }
        self.p = end + 2;
        Ok(bytes)
    }

    /// One token at `self.p`: a key when `key` (no var slot, no arrays),
    /// else a value.
    fn token(&mut self, key: bool) -> Result<Item, usize> {
        let s = self.s;
        let start = self.p;
        if start >= s.len() {
            return Err(start);
        }
        let c = s[start];
        if c == b'}' {
            self.notes
                .push(Note::Notice("Unexpected end of serialized data".into()));
            return Err(start);
        }
        if s.get(start + 1) != Some(&b':') && !(c == b'N' && s.get(start + 1) == Some(&b';')) {
            return Err(start);
        }
        let slot = if key || c == b'R' {
            None
        } else {
            self.vars.push(Var::Plain);
            Some(self.vars.len() as i64)
        };
        let wrap = slot.filter(|n| self.targets.binary_search(n).is_ok());
        let done = |v: Value| Ok(Item::Done(v));
        match c {
            b'N' => {
                self.p = start + 2;
                done(Value::Null)
            }
            b'b' => {
                if matches!(s.get(start + 2), Some(b'0' | b'1')) && s.get(start + 3) == Some(&b';')
                {
                    self.p = start + 4;
                    done(Value::Bool(s[start + 2] == b'1'))
                } else {
                    Err(start)
                }
            }
            b'i' => {
                let mut q = start + 2;
                if matches!(s.get(q), Some(b'+' | b'-')) {
                    q += 1;
                }
                let d = digits_at(s, q);
                if d == 0 || s.get(q + d) != Some(&b';') {
                    return Err(start);
                }
                let i = parse_iv(&s[start + 2..], &mut self.notes);
                self.p = q + d + 1;
                done(Value::Int(i))
            }
            b'd' => {
                let body = &s[start + 2..];
                for (lit, f) in [
                    (&b"NAN;"[..], f64::NAN),
                    (b"INF;", f64::INFINITY),
                    (b"-INF;", f64::NEG_INFINITY),
                ] {
                    if body.starts_with(lit) {
                        self.p = start + 2 + lit.len();
                        return done(Value::Float(f));
                    }
                }
                let Some(end) = float_body(s, start + 2) else {
                    return Err(start);
                };
                self.p = end + 1;
                done(Value::Float(tusk_value::num::str_to_float(
                    &s[start + 2..end],
                )))
            }
            b's' | b'S' => Ok(Item::Done(Value::Str(self.string(start)?))),
            b'C' if self.vm.is_some() && !key => done(self.custom_object(start)?),
            b'E' if self.vm.is_some() && !key => {
                let v = self.enum_case(start)?;
                if let (Value::Obj(o), Some(last)) = (&v, self.vars.last_mut()) {
                    // `r:` may name it later.
                    *last = Var::Obj(o.clone());
                }
                done(v)
            }
            b'R' | b'r' => {
                let d = digits_at(s, start + 2);
                if d == 0 || s.get(start + 2 + d) != Some(&b';') {
                    return Err(start);
                }
                self.p = start + 3 + d;
                if key {
                    return Err(self.p);
                }
                let id = parse_uiv(&s[start + 2..]);
                // The slot of an `r:` itself is the last one: not a target.
                let avail = self.vars.len() - usize::from(c == b'r');
                if id == 0 || id > avail {
                    return Err(self.p);
                }
                let v = match (&self.vars[id - 1], c) {
                    (Var::Ref(r), b'R') => Value::Ref(r.clone()),
                    (Var::Ref(r), _) => match r.get() {
                        Value::Obj(o) => Value::Obj(o),
                        _ => return Err(self.p),
                    },
                    (Var::Obj(o), _) => Value::Obj(o.clone()),
                    (Var::Plain, _) => return Err(self.p),
                };
                if c == b'r' {
                    if let Value::Obj(o) = &v {
                        let n = self.vars.len();
                        self.vars[n - 1] = Var::Obj(o.clone());
                    }
                }
                done(v)
            }
            b'a' => {
                let d = digits_at(s, start + 2);
                if d == 0
                    || s.get(start + 2 + d) != Some(&b':')
                    || s.get(start + 3 + d) != Some(&b'{')
                {
                    return Err(start);
                }
                let n = parse_iv(&s[start + 2..], &mut self.notes);
                self.p = start + 4 + d;
                if key {
                    return Err(self.p);
                }
                let rest = (s.len() - self.p) as i64;
                if !(0..1 << 31).contains(&n) || n > rest / 2 {
                    return Err(self.p);
                }
                let wrap = wrap.map(|_| PRef::new(Value::Null));
                if let Some(w) = &wrap {
                    let i = self.vars.len();
                    self.vars[i - 1] = Var::Ref(w.clone());
                }
                if n > 0 {
                    self.enter()?;
                }
                Ok(Item::Open(Frame::Arr {
                    data: ArrayData::with_capacity(n as usize),
                    left: n,
                    key: None,
                    wrap,
                }))
            }
            b'O' => {
                if key {
                    // php parses no objects without a var table.
                    return Err(start);
                }
                let d = digits_at(s, start + 2);
                if d == 0
                    || s.get(start + 2 + d) != Some(&b':')
                    || s.get(start + 3 + d) != Some(&b'"')
                {
                    return Err(start);
                }
                let len = parse_uiv(&s[start + 2..]);
                let name_at = start + 4 + d;
                if s.len() - name_at < len || len == 0 {
                    return Err(start + 2);
                }
                let q = name_at + len;
                if s.get(q) != Some(&b'"') {
                    return Err(q);
                }
                if s.get(q + 1) != Some(&b':') {
                    return Err(q + 1);
                }
                let name = &s[name_at..q];
                let valid = name
                    .iter()
                    .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'\\' || c >= 0x80);
                if !valid || name[0].is_ascii_digit() {
                    return Err(start);
                }
                let allowed = match &self.opts.allowed {
                    Allowed::All => true,
                    Allowed::None => false,
                    Allowed::Some(l) => l.iter().any(|c| c.eq_ignore_ascii_case(name)),
                };
                let std = name.eq_ignore_ascii_case(b"stdClass");
                let mut user = None;
                if allowed && !std {
                    if let Some(vm) = self.vm.as_deref_mut() {
                        let mut r = vm.lookup_class_autoload(name);
                        if matches!(r, Ok(None)) {
                            r = callback_func_lookup(vm, name);
                        }
                        let r = match r {
                            Ok(Some(c)) => vm.instantiate(&c).map(|o| {
                                let unser = c.find_method(b"__unserialize").is_some();
                                let wake = c.find_method(b"__wakeup").is_some();
                                Some((o, unser, wake))
                            }),
                            Ok(None) => Ok(None),
                            Err(e) => Err(e),
                        };
                        match r {
                            Ok(u) => user = u,
                            Err(e) => {
                                self.thrown = Some(e);
                                return Err(start);
                            }
                        }
                    }
                }
                let (mut data, mut is_user, mut wake) = (None, false, false);
                let obj = if let Some((o, unser, w)) = user {
                    if unser {
                        data = Some(ArrayData::new());
                    }
                    wake = w;
                    is_user = true;
                    o
                } else if allowed && std {
                    PObj::new_std()
                } else {
                    let o = PObj::new_named(PStr::from(INCOMPLETE));
                    o.set_dynamic(
                        Key::Str(PStr::new(INCOMPLETE_NAME)),
                        Value::Str(PStr::new(name)),
                    );
                    o
                };
                // ":N:{"
                let mut e = q + 2;
                if matches!(s.get(e), Some(b'+' | b'-')) {
                    e += 1;
                }
                e += digits_at(s, e);
                let n = parse_iv(&s[q + 2..], &mut self.notes);
                if n < 0 {
                    return Err(e);
                }
                if s.get(e) != Some(&b':') {
                    return Err(e);
                }
                if s.get(e + 1) != Some(&b'{') {
                    return Err(e + 1);
                }
                self.p = e + 2;
                // php measures from the class name's closing quote here.
                let rest = (s.len() - q) as i64;
                if n < 0 || n > rest / 2 {
                    return Err(self.p);
                }
                let wrap = wrap.map(|_| PRef::new(Value::Obj(obj.clone())));
                let i = self.vars.len();
                self.vars[i - 1] = match &wrap {
                    Some(w) => Var::Ref(w.clone()),
                    None => Var::Obj(obj.clone()),
                };
                if n > 0 {
                    self.enter()?;
                }
                Ok(Item::Open(Frame::Obj {
                    obj,
                    left: n,
                    key: None,
                    wrap,
                    data,
                    user: is_user,
                    wake,
                    entered: n > 0,
                }))
            }
            _ => Err(start),
        }
    }

    /// The max_depth check when a non-empty array or object opens.
    fn enter(&mut self) -> Result<(), usize> {
        if self.opts.max_depth > 0 && self.depth >= self.opts.max_depth {
            let m = format!(
                "Maximum depth of {} exceeded. The depth limit can be changed using the max_depth unserialize() option or the unserialize_max_depth ini setting",
                self.opts.max_depth
            );
            self.warn(&m);
            return Err(self.p);
        }
        self.depth += 1;
        Ok(())
    }

    fn run(&mut self) -> Result<Value, usize> {
        let mut stack: Vec<Frame> = Vec::new();
        loop {
            // Next: a key, a value, or a closing brace.
            let top_needs = match stack.last() {
                None => 1,
                Some(Frame::Arr { left: 0, .. } | Frame::Obj { left: 0, .. }) => 2,
                Some(Frame::Arr { key: None, .. } | Frame::Obj { key: None, .. }) => 0,
                Some(_) => 1,
            };
            let mut v = match top_needs {
                0 => {
                    let item = self.token(true)?;
                    let Item::Done(k) = item else {
                        return Err(self.p);
                    };
                    match stack.last_mut() {
                        Some(Frame::Arr { key, .. }) => {
                            *key = Some(match k {
                                Value::Int(i) => Key::Int(i),
                                Value::Str(s) => Key::from_pstr(&s),
                                _ => return Err(self.p),
                            });
                        }
                        Some(Frame::Obj { key, .. }) => {
                            *key = Some(match k {
                                Value::Int(i) => {
                                    let mut b = [0u8; 20];
                                    PStr::new(fmt_int(i, &mut b))
                                }
                                Value::Str(s) => s,
                                _ => return Err(self.p),
                            });
                        }
                        None => {}
                    }
                    continue;
                }
                2 => {
                    if self.s.get(self.p) != Some(&b'}') {
                        return Err(self.p);
                    }
                    self.p += 1;
                    let Some(f) = stack.pop() else {
                        return Err(self.p);
                    };
                    match f {
                        Frame::Arr { data, wrap, .. } => {
                            if !data.is_empty() {
                                self.depth -= 1;
                            }
                            let a = Value::Arr(PArr::from_data(data));
                            match wrap {
                                Some(w) => {
                                    w.set(a);
                                    Value::Ref(w)
                                }
                                None => a,
                            }
                        }
                        Frame::Obj {
                            obj,
                            wrap,
                            data,
                            entered,
                            wake,
                            ..
                        } => {
                            if entered {
                                self.depth -= 1;
                            }
                            if data.is_some() || wake {
                                self.delayed.push((obj.clone(), data));
                            }
                            match wrap {
                                Some(w) => Value::Ref(w),
                                None => Value::Obj(obj),
                            }
                        }
                    }
                }
                _ => match self.token(false)? {
                    Item::Done(v) => v,
                    Item::Open(f) => {
                        stack.push(f);
                        continue;
                    }
                },
            };
            // Wrap a plain value that a later `R:` names.
            if let Some(Var::Ref(_)) = self.vars.last() {
            } else if !matches!(v, Value::Ref(_)) {
                let n = self.vars.len() as i64;
                if top_needs == 1 && self.targets.binary_search(&n).is_ok() {
                    let r = PRef::new(v);
                    self.vars[n as usize - 1] = Var::Ref(r.clone());
                    v = Value::Ref(r);
                }
            }
            match stack.last_mut() {
                None => return Ok(v),
                Some(Frame::Arr {
                    data, left, key, ..
                }) => {
                    if let Some(k) = key.take() {
                        data.insert(k, v);
                    }
                    *left -= 1;
                }
                Some(Frame::Obj {
                    obj,
                    left,
                    key,
                    data,
                    user,
                    ..
                }) => {
                    if let Some(k) = key.take() {
                        if let Some(d) = data {
                            d.insert(Key::from_pstr(&k), v);
                        } else if *user {
                            let obj = obj.clone();
                            self.set_user_prop(&obj, &k, v);
                        } else {
                            obj.set_dynamic(Key::Str(k), v);
                        }
                    }
                    *left -= 1;
                }
            }
        }
    }
}

/// Unserializes `s`: the value, or the error offset; `notes` gets the
/// warnings and notices raised on the way.
pub fn unserialize_bytes(
    s: &[u8],
    opts: &ReadOptions,
    notes: &mut Vec<Note>,
) -> Result<Value, usize> {
    let mut r = Reader {
        s,
        p: 0,
        vars: Vec::new(),
        targets: ref_targets(s),
        notes: Vec::new(),
        opts,
        depth: 0,
        vm: None,
        thrown: None,
        delayed: Vec::new(),
    };
    let res = r.run();
    notes.append(&mut r.notes);
    res.map(|v| match v {
        Value::Ref(r) => r.get(),
        v => v,
    })
}

pub fn unserialize(vm: &mut Vm, args: &mut Args) -> BResult {
    let mut rd = ValueReader::new(vm);
    if let Some(Value::Arr(o)) = args.get(1) {
        // Options replace the allowed classes (and the depth limit, when
        // given) for this call only, as php's nested calls restore them.
        let mut opts = ReadOptions {
            allowed: Allowed::All,
            max_depth: rd.st.opts.max_depth,
        };
        if let Some(a) = o.get_str(b"allowed_classes") {
            match a.unref() {
                Value::Bool(true) => {}
                Value::Bool(false) => opts.allowed = Allowed::None,
                Value::Arr(l) => {
                    let mut names = Vec::with_capacity(l.len());
                    for (_, c) in l.iter() {
                        names.push(vm.to_pstr(c)?.as_bytes().to_vec());
                    }
                    opts.allowed = Allowed::Some(names);
                }
                x => {
                    let m = format!(
                        "unserialize(): Option \"allowed_classes\" must be of type array|bool, {} given",
                        super::debug_type(&x)
                    );
                    return Err(vm.type_error(&m));
                }
            }
        }
        let mut depth = rd.st.depth;
        if let Some(d) = o.get_str(b"max_depth") {
            match d.unref() {
                Value::Int(n) if n < 0 => {
                    return Err(vm.value_error(
                        "unserialize(): Option \"max_depth\" must be greater than or equal to 0",
                    ))
                }
                Value::Int(n) => {
                    opts.max_depth = n;
                    depth = 0;
                }
                x => {
                    let m = format!(
                        "unserialize(): Option \"max_depth\" must be of type int, {} given",
                        super::debug_type(&x)
                    );
                    return Err(vm.type_error(&m));
                }
            }
        }
        let before = (std::mem::replace(&mut rd.st.opts, opts), rd.st.depth);
        rd.st.depth = depth;
        rd.restore = Some(before);
    }
    let s = args.str(0).clone();
    let b = s.as_bytes();
    if b.is_empty() {
        return Ok(Value::Bool(false));
    }
    rd.add_targets(b);
    let mut p = 0;
    match rd.value(vm, b, &mut p) {
        Ok(v) => {
            rd.finish(vm)?;
            Ok(match v {
                Value::Ref(r) => r.get(),
                v => v,
            })
        }
        Err(ReadError::Thrown(e)) => Err(e),
        Err(ReadError::Syntax) => {
            vm.fn_notice(&format!("Error at offset {} of {} bytes", p, b.len()));
            Ok(Value::Bool(false))
        }
    }
}

/// Why [`ValueReader::value`] stopped.
pub enum ReadError {
    /// Malformed input: the position holds php's error offset.
    Syntax,
    /// An exception from PHP code (autoload, a constructor, a method).
    Thrown(Unwind),
}

/// Serialized values read one after another with one numbering
/// (php_var_unserialize calls between PHP_VAR_UNSERIALIZE_INIT and
/// DESTROY): what the unserialize() methods of SPL's Serializable classes
/// read. Inside the unserialize() call of a `C:` object, it continues the
/// outer unserialize()'s numbering, and the outer call makes the delayed
/// __unserialize/__wakeup calls.
pub struct ValueReader {
    st: RState,
    /// The state was the outer unserialize()'s (given back on drop).
    nested: bool,
    /// The outer call's options and depth, put back on drop.
    restore: Option<(ReadOptions, i64)>,
}

impl ValueReader {
    pub fn new(vm: &mut Vm) -> ValueReader {
        if let Some(st) = take_outer(&OUTER_R) {
            return ValueReader {
                st,
                nested: true,
                restore: None,
            };
        }
        let max_depth = vm
            .ini_get("unserialize_max_depth")
            .map(|s| tusk_value::num::str_to_int(s.as_bytes()))
            .unwrap_or(4096);
        ValueReader {
            st: RState {
                vars: Vec::new(),
                targets: Vec::new(),
                delayed: Vec::new(),
                depth: 0,
                opts: ReadOptions {
                    allowed: Allowed::All,
                    max_depth,
                },
            },
            nested: false,
            restore: None,
        }
    }

    /// Notes the values that `R:` tokens in `s` name (once per input,
    /// before reading from it).
    pub fn add_targets(&mut self, s: &[u8]) {
        let mut t = ref_targets(s);
        if t.is_empty() {
            return;
        }
        if self.st.targets.is_empty() {
            self.st.targets = t;
        } else {
            self.st.targets.append(&mut t);
            self.st.targets.sort_unstable();
            self.st.targets.dedup();
        }
    }

    /// One value at `s[*p..]`; `*p` moves past it, or to php's error
    /// offset. Warnings and notices met on the way are raised.
    pub fn value(&mut self, vm: &mut Vm, s: &[u8], p: &mut usize) -> Result<Value, ReadError> {
        let mut rd = Reader {
            s,
            p: *p,
            vars: std::mem::take(&mut self.st.vars),
            targets: std::mem::take(&mut self.st.targets),
            notes: Vec::new(),
            opts: &self.st.opts,
            depth: self.st.depth,
            vm: Some(&mut *vm),
            thrown: None,
            delayed: std::mem::take(&mut self.st.delayed),
        };
        let r = if *p < s.len() { rd.run() } else { Err(*p) };
        let Reader {
            p: end,
            vars,
            targets,
            notes,
            depth,
            thrown,
            delayed,
            ..
        } = rd;
        self.st.vars = vars;
        self.st.targets = targets;
        self.st.delayed = delayed;
        self.st.depth = depth;
        if let Some(e) = thrown {
            return Err(ReadError::Thrown(e));
        }
        for n in notes {
            match n {
                Note::Warning(m) => vm.fn_warning(&m),
                Note::Notice(m) => vm.fn_notice(&m),
            }
        }
        match r {
            Ok(v) => {
                *p = end;
                Ok(v)
            }
            Err(off) => {
                *p = off;
                Err(ReadError::Syntax)
            }
        }
    }

    /// The end of a successful read: the delayed __unserialize/__wakeup
    /// calls (left to the outer unserialize() when nested).
    pub fn finish(mut self, vm: &mut Vm) -> Result<(), Unwind> {
        if self.nested {
            return Ok(());
        }
        for (o, d) in std::mem::take(&mut self.st.delayed) {
            locked(|| match d {
                Some(d) => {
                    let a = Value::Arr(PArr::from_data(d));
                    vm.call_method_named(&o, b"__unserialize", vec![a])
                }
                None => vm.call_method_named(&o, b"__wakeup", Vec::new()),
            })?;
        }
        Ok(())
    }
}

impl Drop for ValueReader {
    fn drop(&mut self) {
        if let Some((opts, depth)) = self.restore.take() {
            self.st.opts = opts;
            self.st.depth = depth;
        }
        if self.nested {
            let st = RState {
                vars: std::mem::take(&mut self.st.vars),
                targets: std::mem::take(&mut self.st.targets),
                delayed: std::mem::take(&mut self.st.delayed),
                depth: self.st.depth,
                opts: self.st.opts.clone(),
            };
            OUTER_R.with(|c| *c.borrow_mut() = Some(st));
        }
    }
}

/// An undefined class: unserialize_callback_func (if set) is called with
/// its name and may declare it; php warns when it did not.
fn callback_func_lookup(
    vm: &mut Vm,
    name: &[u8],
) -> Result<Option<std::rc::Rc<tusk_vm::class::Class>>, Unwind> {
    let Some(f) = vm
        .ini_get("unserialize_callback_func")
        .filter(|f| !f.as_bytes().is_empty())
        .cloned()
    else {
        return Ok(None);
    };
    let fname = String::from_utf8_lossy(f.as_bytes()).into_owned();
    if !vm.function_exists(f.as_bytes()) {
        return Err(vm.throw(
            "Error",
            &format!(
                "Invalid callback {fname}, function \"{fname}\" not found or invalid function name"
            ),
        ));
    }
    vm.call_value(&Value::Str(f), vec![Value::Str(PStr::new(name))])?;
    let r = vm.lookup_class_autoload(name)?;
    if r.is_none() {
        vm.fn_warning(&format!(
            "Function {fname}() hasn't defined the class it was called for"
        ));
    }
    Ok(r)
}
