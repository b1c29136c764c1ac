//! Iterating Traversable objects as php's object iterators do: foreach,
//! `yield from`, spreads and the iterator_* functions all go through here,
//! one element at a time (never collecting the whole sequence first), with
//! php's call order: rewind, valid, current, key, ..., next, valid, ...
//!
//! Also the foreach step over a non-Traversable object's properties
//! (`fe_fetch_obj`, walking them live). Not here: plain arrays (the
//! foreach instructions handle those).

use crate::{Unwind, Vm};
use tusk_value::{PObj, Value};

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl Vm {
    /// Whether `o` is Traversable (an Iterator or an IteratorAggregate).
    pub fn is_traversable(&self, o: &PObj) -> bool {
        self.instance_of(o, b"Traversable")
    }

    /// The Iterator that runs the Traversable `o`: itself, or what its
    /// getIterator() returns (followed while that is an aggregate too).
    /// None when `o` is not Traversable.
    pub fn traversable_iterator(&mut self, o: &PObj) -> Result<Option<PObj>, Unwind> {
        let mut cur = o.clone();
        let mut depth = 0;
        if let Some(g) = self.generator_of(o) {
            if g.is_done() {
                return Err(self.throw("Exception", "Cannot traverse an already closed generator"));
            }
            return Ok(Some(cur));
        }
        loop {
            if self.instance_of(&cur, b"Iterator") {
                return Ok(Some(cur));
            }
            if !self.instance_of(&cur, b"IteratorAggregate") {
                return Ok(if depth == 0 { None } else { Some(cur) });
            }
            let r = self.call_method_named(&cur, b"getiterator", Vec::new())?;
            match r.map(|v| v.unref()) {
                Some(Value::Obj(i)) if self.is_traversable(&i) => cur = i,
                _ => {
                    let msg = format!(
                        "Objects returned by {}::getIterator() must be traversable or implement interface Iterator",
                        lossy(cur.class_name().as_bytes())
                    );
                    return Err(self.throw("Exception", &msg));
                }
            }
            depth += 1;
        }
    }

    fn iter_call(&mut self, it: &PObj, lname: &[u8]) -> Result<Value, Unwind> {
        // Generators: straight to their methods (no lookup by name).
        if self.generator_ref(it).is_some() {
            use crate::generator as g;
            let f: crate::class::NativeFn = match lname {
                b"rewind" => g::m_rewind,
                b"valid" => g::m_valid,
                b"current" => g::m_current,
                b"key" => g::m_key,
                _ => g::m_next,
            };
            return f(self, Some(it), crate::class::NO_CLASS, Vec::new());
        }
        Ok(self
            .call_method_named(it, lname, Vec::new())?
            .unwrap_or(Value::Null))
    }

    /// rewind() then valid(): whether there is a first element.
    pub fn iter_rewind(&mut self, it: &PObj) -> Result<bool, Unwind> {
        self.iter_call(it, b"rewind")?;
        self.iter_valid(it)
    }

    pub fn iter_valid(&mut self, it: &PObj) -> Result<bool, Unwind> {
        let v = self.iter_call(it, b"valid")?;
        Ok(tusk_value::ops::to_bool(&v))
    }

    /// next() then valid(): whether there is another element.
    pub fn iter_advance(&mut self, it: &PObj) -> Result<bool, Unwind> {
        self.iter_call(it, b"next")?;
        self.iter_valid(it)
    }

    pub fn iter_current(&mut self, it: &PObj) -> Result<Value, Unwind> {
        Ok(self.iter_call(it, b"current")?.unref())
    }

    /// The current key (null from key() stays null).
    pub fn iter_key(&mut self, it: &PObj) -> Result<Value, Unwind> {
        Ok(self.iter_call(it, b"key")?.unref())
    }

    /// One step of foreach over an iterator: `idx` is -1 right after the
    /// rewind (no next() before the first element). None at the end.
    pub(crate) fn fe_iter_fetch(
        &mut self,
        it: &PObj,
        idx: i64,
        with_key: bool,
    ) -> Result<Option<(Value, Value)>, Unwind> {
        if let Some(g) = self.generator_ref(it) {
            return self.gen_fe_fetch(it, g, idx);
        }
        if idx >= 0 && !self.iter_advance(it)? {
            return Ok(None);
        }
        let v = self.iter_current(it)?;
        let k = if with_key {
            self.iter_key(it)?
        } else {
            Value::Null
        };
        Ok(Some((v, k)))
    }

    /// `FeFetch { it, val, key }` when slot `it` of the frame at `fp` holds
    /// an object (an iterator or a generator): Some(true) with the next
    /// pair stored, Some(false) at the end, None when it holds no object.
    ///
    /// # Safety
    /// `fp` is the running frame's first slot and `it`, `it + 1`, `val`
    /// and `key` (unless NONE) are slots of it; no reference into the
    /// frame's slots is live.
    pub(crate) unsafe fn fe_fetch_obj(
        &mut self,
        fp: *mut Value,
        it: u32,
        val: u32,
        key: u32,
    ) -> Result<Option<bool>, Unwind> {
        let with_key = key != tusk_bytecode::NONE;
        // A generator (its position an int in `it + 1`): moved on in
        // place, its pair read from it, borrowed from the iterator slot,
        // whose handle holds it while its body runs (no count taken: the
        // slot is a temporary that only this loop's ops reach).
        // SAFETY: the caller's contract; `it` and `it + 1` are not written
        // while `o` is borrowed.
        if let (Value::Obj(o), &Value::Int(idx)) =
            unsafe { (&*fp.add(it as usize), &*fp.add(it as usize + 1)) }
        {
            if let Some(g) = self.generator_ref(o) {
                if !self.gen_fe_step(o, g, idx)? {
                    return Ok(Some(false));
                }
                let v = g.current_value();
                // SAFETY: as above; the targets may be variables (an
                // assignment: through a reference).
                unsafe {
                    crate::fast::overwrite(&mut *fp.add(it as usize + 1), Value::Int(idx + 1));
                    crate::interp::store(&mut *fp.add(val as usize), v);
                    if with_key {
                        crate::interp::store(&mut *fp.add(key as usize), g.current_key());
                    }
                }
                return Ok(Some(true));
            }
        }
        // SAFETY: the caller's contract; each borrow ends before the next
        // (the iterator runs user code, which may touch the slots).
        let o = match unsafe { &*fp.add(it as usize) } {
            Value::Obj(o) => o.clone(),
            _ => return Ok(None),
        };
        // SAFETY: as above.
        let idx = match unsafe { &*fp.add(it as usize + 1) } {
            Value::Int(i) => *i,
            // A plain object's properties (FeReset), walked live.
            &Value::Float(f) => {
                let Some((next, name, v)) = self.next_visible_prop(&o, f as usize) else {
                    return Ok(Some(false));
                };
                // SAFETY: as above.
                unsafe {
                    crate::fast::overwrite(
                        &mut *fp.add(it as usize + 1),
                        Value::Float(next as f64),
                    );
                    crate::interp::store(&mut *fp.add(val as usize), v);
                    if key != tusk_bytecode::NONE {
                        crate::interp::store(&mut *fp.add(key as usize), Value::Str(name));
                    }
                }
                return Ok(Some(true));
            }
            _ => 0,
        };
        let Some((v, k)) = self.fe_iter_fetch(&o, idx, with_key)? else {
            return Ok(Some(false));
        };
        // SAFETY: as above. The targets may be variables (an assignment:
        // through a reference).
        unsafe {
            crate::fast::overwrite(&mut *fp.add(it as usize + 1), Value::Int(idx + 1));
            crate::interp::store(&mut *fp.add(val as usize), v);
            if with_key {
                crate::interp::store(&mut *fp.add(key as usize), k);
            }
        }
        Ok(Some(true))
    }

    /// The (key, value) pairs of a Traversable for `...` unpacking (`what`:
    /// "array" or "argument"): keys must be ints or strings.
    pub(crate) fn unpack_pairs(
        &mut self,
        o: &PObj,
        what: &str,
    ) -> Result<Vec<(tusk_value::Key, Value)>, Unwind> {
        let mut out = Vec::new();
        let mut bad = false;
        self.iterate(o, true, &mut |_, k, v| {
            let k = match k {
                Value::Int(i) => tusk_value::Key::Int(i),
                Value::Str(s) => tusk_value::Key::Str(s),
                _ => {
                    bad = true;
                    return Ok(false);
                }
            };
            out.push((k, v));
            Ok(true)
        })?;
        if bad {
            return Err(self.throw(
                "Error",
                &format!("Keys must be of type int|string during {what} unpacking"),
            ));
        }
        Ok(out)
    }

    /// Runs `f(key, value)` over every element of the Traversable `o`
    /// (stops early when `f` returns false). `with_keys`: whether key() is
    /// called (php does not call it when the keys are not used).
    pub fn iterate(
        &mut self,
        o: &PObj,
        with_keys: bool,
        f: &mut dyn FnMut(&mut Vm, Value, Value) -> Result<bool, Unwind>,
    ) -> Result<(), Unwind> {
        let Some(it) = self.traversable_iterator(o)? else {
            return Ok(());
        };
        let mut more = self.iter_rewind(&it)?;
        while more {
            let v = self.iter_current(&it)?;
            let k = if with_keys {
                self.iter_key(&it)?
            } else {
                Value::Null
            };
            if !f(self, k, v)? {
                break;
            }
            more = self.iter_advance(&it)?;
        }
        Ok(())
    }
}
