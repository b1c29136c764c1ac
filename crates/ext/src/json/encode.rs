//! The JSON encoder behind json_encode: a PHP value written into one byte
//! buffer, with every JSON_* output flag php 8.2 has, php's error codes, and
//! php's partial output (what JSON_PARTIAL_OUTPUT_ON_ERROR leaves in place
//! of what failed: `null` for strings and recursion, `0` for INF/NAN).
//!
//! Floats follow `serialize_precision` (-1: the shortest text that reads
//! back). With a VM attached, objects implementing JsonSerializable are
//! encoded through their jsonSerialize() (an exception thrown there stops
//! the encoder and is handed back in `thrown`), and enum cases through their
//! backing value. Not here: the parser (decode.rs), the PHP-facing
//! functions (mod.rs).

use super::*;
use crate::standard::var::float::write_float;
use tusk_value::num::{self, Num};
use tusk_value::{Key, PArr, PObj, Value};

/// Bytes that leave the plain copy loop of a string.
#[inline]
fn special(c: u8) -> bool {
    SPECIAL[c as usize]
}

/// `special` as a table: control bytes, non-ASCII and the characters some
/// flag escapes.
static SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = !(b >= 0x20 && b < 0x80)
            || matches!(b, b'"' | b'\\' | b'/' | b'<' | b'>' | b'&' | b'\'');
        c += 1;
    }
    t
};

/// The encoder's state over one json_encode call.
pub struct Encoder<'a> {
    pub out: &'a mut Vec<u8>,
    pub flags: i64,
    pub max_depth: i64,
    pub depth: i64,
    pub error: u8,
    pub precision: i32,
    arrs: Vec<usize>,
    objs: Vec<u32>,
    /// The VM, for jsonSerialize() calls and enum cases (None: plain data).
    pub vm: Option<&'a mut tusk_vm::Vm>,
    /// An exception thrown by a jsonSerialize() method.
    pub thrown: Option<tusk_vm::Unwind>,
}

/// php_next_utf8_char: the code point at `s[pos..]` and its length, or how
/// many bytes an invalid sequence spans.
fn next_utf8(s: &[u8], pos: usize) -> Result<(u32, usize), usize> {
    let avail = s.len() - pos;
    let at = |i: usize| s.get(pos + i).copied().unwrap_or(0);
    let trail = |c: u8| (0x80..=0xBF).contains(&c);
    let lead = |c: u8| c < 0x80 || (0xC2..=0xF4).contains(&c);
    let c = at(0);
    if c < 0x80 {
        return Ok((c as u32, 1));
    }
    if c < 0xC2 {
        return Err(1);
    }
    if c < 0xE0 {
        if avail < 2 {
            return Err(1);
        }
        if !trail(at(1)) {
            return Err(if lead(at(1)) { 1 } else { 2 });
        }
        return Ok((((c as u32 & 0x1F) << 6) | (at(1) as u32 & 0x3F), 2));
    }
    if c < 0xF0 {
        if avail < 3 || !trail(at(1)) || !trail(at(2)) {
            return Err(if avail < 2 || lead(at(1)) {
                1
            } else if avail < 3 || lead(at(2)) {
                2
            } else {
                3
            });
        }
        let cp = ((c as u32 & 0x0F) << 12) | ((at(1) as u32 & 0x3F) << 6) | (at(2) as u32 & 0x3F);
        if cp < 0x800 || (0xD800..=0xDFFF).contains(&cp) {
            return Err(3);
        }
        return Ok((cp, 3));
    }
    if c < 0xF5 {
        if avail < 4 || !trail(at(1)) || !trail(at(2)) || !trail(at(3)) {
            return Err(if avail < 2 || lead(at(1)) {
                1
            } else if avail < 3 || lead(at(2)) {
                2
            } else if avail < 4 || lead(at(3)) {
                3
            } else {
                4
            });
        }
        let cp = ((c as u32 & 0x07) << 18)
            | ((at(1) as u32 & 0x3F) << 12)
            | ((at(2) as u32 & 0x3F) << 6)
            | (at(3) as u32 & 0x3F);
        if !(0x10000..=0x10FFFF).contains(&cp) {
            return Err(4);
        }
        return Ok((cp, 4));
    }
    Err(1)
}

const HEX: &[u8; 16] = b"0123456789abcdef";

fn push_u_escape(out: &mut Vec<u8>, cp: u32) {
    out.extend_from_slice(&[
        b'\\',
        b'u',
        HEX[(cp >> 12) as usize & 15],
        HEX[(cp >> 8) as usize & 15],
        HEX[(cp >> 4) as usize & 15],
        HEX[cp as usize & 15],
    ]);
}

impl<'a> Encoder<'a> {
    pub fn new(out: &'a mut Vec<u8>, flags: i64, max_depth: i64) -> Encoder<'a> {
        Encoder {
            out,
            flags,
            max_depth,
            depth: 0,
            error: ERROR_NONE,
            precision: tusk_value::ops::serialize_precision(),
            arrs: Vec::new(),
            objs: Vec::new(),
            vm: None,
            thrown: None,
        }
    }

    fn has(&self, f: i64) -> bool {
        self.flags & f != 0
    }

    fn partial(&self) -> bool {
        self.has(PARTIAL_OUTPUT_ON_ERROR)
    }

    fn pretty_newline(&mut self) {
        if self.has(PRETTY_PRINT) {
            self.out.push(b'\n');
            let n = (self.depth.max(0) as usize) * 4;
            self.out.resize(self.out.len() + n, b' ');
        }
    }

    fn double(&mut self, f: f64) {
        if !f.is_finite() {
            self.error = ERROR_INF_OR_NAN;
            self.out.push(b'0');
            return;
        }
        let start = self.out.len();
        write_float(self.out, f, self.precision, b'e');
        if self.has(PRESERVE_ZERO_FRACTION) && !self.out[start..].contains(&b'.') {
            self.out.extend_from_slice(b".0");
        }
    }

    /// Encodes one value; false on an error that stops the output.
    pub fn value(&mut self, v: &Value) -> bool {
        match v {
            Value::Undef | Value::Null => self.out.extend_from_slice(b"null"),
            Value::Bool(true) => self.out.extend_from_slice(b"true"),
            Value::Bool(false) => self.out.extend_from_slice(b"false"),
            Value::Int(i) => {
                let mut b = [0u8; 20];
                self.out.extend_from_slice(num::fmt_int(*i, &mut b));
            }
            Value::Float(f) => {
                if !f.is_finite() {
                    self.error = ERROR_INF_OR_NAN;
                    self.out.push(b'0');
                    return false;
                }
                self.double(*f);
            }
            Value::Str(s) => return self.string(s.as_bytes(), self.flags),
            Value::Arr(a) => return self.array(a),
            Value::Obj(o) => return self.object(o),
            Value::Res(_) => {
                self.error = super::ERROR_UNSUPPORTED_TYPE;
                self.out.extend_from_slice(b"null");
                return false;
            }
            Value::Ref(r) => return self.value(r.peek()),
        }
        true
    }

    /// php_json_escape_string.
    pub fn string(&mut self, s: &[u8], flags: i64) -> bool {
        if s.is_empty() {
            self.out.extend_from_slice(b"\"\"");
            return true;
        }
        if flags & NUMERIC_CHECK != 0 {
            if let Some(n) = num::numeric_whole(s) {
                match n {
                    Num::Int(i) => {
                        let mut b = [0u8; 20];
                        self.out.extend_from_slice(num::fmt_int(i, &mut b));
                        return true;
                    }
                    // An overflowing number stays a string.
                    Num::Float(f) if f.is_finite() => {
                        self.double(f);
                        return true;
                    }
                    Num::Float(_) => {}
                }
            }
        }
        let checkpoint = self.out.len();
        self.out.reserve(s.len() + 2);
        self.out.push(b'"');
        let mut pos = 0;
        while pos < s.len() {
            // Copy the plain run.
            let run = pos;
            while pos < s.len() && !special(s[pos]) {
                pos += 1;
            }
            self.out.extend_from_slice(&s[run..pos]);
            let Some(&c) = s.get(pos) else { break };
            if c >= 0x80 {
                match next_utf8(s, pos) {
                    Ok((cp, len)) => {
                        if flags & UNESCAPED_UNICODE != 0
                            && !((cp == 0x2028 || cp == 0x2029)
                                && flags & UNESCAPED_LINE_TERMINATORS == 0)
                        {
                            self.out.extend_from_slice(&s[pos..pos + len]);
                        } else if cp >= 0x10000 {
                            let v = cp - 0x10000;
                            push_u_escape(self.out, 0xD800 | (v >> 10));
                            push_u_escape(self.out, 0xDC00 | (v & 0x3FF));
                        } else {
                            push_u_escape(self.out, cp);
                        }
                        pos += len;
                    }
                    Err(adv) => {
                        pos += adv;
                        if flags & INVALID_UTF8_IGNORE != 0 {
                        } else if flags & INVALID_UTF8_SUBSTITUTE != 0 {
                            if flags & UNESCAPED_UNICODE != 0 {
                                self.out.extend_from_slice("\u{FFFD}".as_bytes());
                            } else {
                                self.out.extend_from_slice(b"\\ufffd");
                            }
                        } else {
                            self.out.truncate(checkpoint);
                            self.error = ERROR_UTF8;
                            if flags & PARTIAL_OUTPUT_ON_ERROR != 0 {
                                self.out.extend_from_slice(b"null");
                            }
                            return false;
                        }
                    }
                }
                continue;
            }
            pos += 1;
            let esc: &[u8] = match c {
                b'"' if flags & HEX_QUOT != 0 => b"\\u0022",
                b'"' => b"\\\"",
                b'\\' => b"\\\\",
                b'/' if flags & UNESCAPED_SLASHES != 0 => b"/",
                b'/' => b"\\/",
                b'<' if flags & HEX_TAG != 0 => b"\\u003C",
                b'>' if flags & HEX_TAG != 0 => b"\\u003E",
                b'&' if flags & HEX_AMP != 0 => b"\\u0026",
                b'\'' if flags & HEX_APOS != 0 => b"\\u0027",
                b'<' | b'>' | b'&' | b'\'' => std::slice::from_ref(&s[pos - 1]),
                8 => b"\\b",
                12 => b"\\f",
                b'\n' => b"\\n",
                b'\r' => b"\\r",
                b'\t' => b"\\t",
                _ => {
                    push_u_escape(self.out, c as u32);
                    continue;
                }
            };
            self.out.extend_from_slice(esc);
        }
        self.out.push(b'"');
        true
    }

    fn array(&mut self, a: &PArr) -> bool {
        let as_list = !self.has(FORCE_OBJECT) && a.is_list();
        if self.arrs.contains(&a.addr()) {
            self.error = ERROR_RECURSION;
            self.out.extend_from_slice(b"null");
            return false;
        }
        let protect = !a.is_immutable();
        if protect {
            self.arrs.push(a.addr());
        }
        let ok = self.members(a.iter(), as_list, false);
        if protect {
            self.arrs.pop();
        }
        ok
    }

    fn object(&mut self, o: &PObj) -> bool {
        if let Some(r) = self.special_object(o) {
            return r;
        }
        self.plain_object(o)
    }

    /// Enum cases and JsonSerializable objects (None: a plain object).
    fn special_object(&mut self, o: &PObj) -> Option<bool> {
        let vm = self.vm.as_deref_mut()?;
        let c = vm.obj_class(o)?;
        if c.kind == tusk_vm::class::Kind::Enum {
            if c.enum_int.is_none() {
                self.error = ERROR_NON_BACKED_ENUM;
                self.out.push(b'0');
                return Some(false);
            }
            let v = o.get_prop(b"value").unwrap_or(Value::Null);
            return Some(self.value(&v));
        }
        if !vm.instance_of(o, b"JsonSerializable") {
            return None;
        }
        if self.objs.contains(&o.id()) {
            self.error = ERROR_RECURSION;
            if self.partial() {
                self.out.extend_from_slice(b"null");
            }
            return Some(false);
        }
        self.objs.push(o.id());
        let r = vm.call_method_named(o, b"jsonserialize", Vec::new());
        let ok = match r {
            Err(e) => {
                self.thrown = Some(e);
                if self.partial() {
                    self.out.extend_from_slice(b"null");
                }
                false
            }
            Ok(v) => {
                let v = v.unwrap_or(Value::Null);
                match &v {
                    Value::Obj(r) if r.ptr_eq(o) => {
                        // `return $this`: its properties, as a plain object.
                        self.objs.pop();
                        return Some(self.plain_object(o));
                    }
                    v => self.value(v),
                }
            }
        };
        self.objs.pop();
        Some(ok)
    }

    fn plain_object(&mut self, o: &PObj) -> bool {
        if self.objs.contains(&o.id()) {
            self.error = ERROR_RECURSION;
            self.out.extend_from_slice(b"null");
            return false;
        }
        self.objs.push(o.id());
        // A built-in class's own listing (DateTime's date/timezone).
        if let Some(list) = o
            .class()
            .props_for(o, tusk_value::object::PropsPurpose::Json)
        {
            let props: Vec<(Key, Value)> = list
                .iter()
                .filter(|(k, _)| !matches!(k, Key::Str(s) if s.as_bytes().first() == Some(&0)))
                .map(|(k, v)| (k, v.clone()))
                .collect();
            let ok = self.members(props.iter().map(|(k, v)| (k.clone(), v)), false, true);
            self.objs.pop();
            return ok;
        }
        // A snapshot: the table is borrowed only while copying.
        let props: Vec<(Key, Value)> = o
            .entries()
            .into_iter()
            .filter(|e| {
                e.info
                    .as_ref()
                    .is_none_or(|i| i.vis == tusk_value::object::Vis::Public)
            })
            .map(|e| (e.key, e.value))
            .collect();
        let ok = self.members(props.iter().map(|(k, v)| (k.clone(), v)), false, true);
        self.objs.pop();
        ok
    }

    /// php_json_encode_array's body over (key, value) pairs.
    fn members<'v>(
        &mut self,
        items: impl Iterator<Item = (Key, &'v Value)>,
        as_list: bool,
        is_obj: bool,
    ) -> bool {
        self.out.push(if as_list { b'[' } else { b'{' });
        self.depth += 1;
        let mut need_comma = false;
        for (k, v) in items {
            if !as_list {
                if let Key::Str(s) = &k {
                    if is_obj && s.as_bytes().first() == Some(&0) {
                        // Protected and private properties are skipped.
                        continue;
                    }
                }
            }
            if need_comma {
                self.out.push(b',');
            } else {
                need_comma = true;
            }
            self.pretty_newline();
            if !as_list {
                match &k {
                    Key::Str(s) => {
                        let before = self.out.len();
                        let ok = self.string(s.as_bytes(), self.flags & !NUMERIC_CHECK);
                        if !ok && self.partial() && self.out.len() >= before + 4 {
                            // A key that failed reads as "".
                            self.out.truncate(self.out.len() - 4);
                            self.out.extend_from_slice(b"\"\"");
                        }
                    }
                    Key::Int(i) => {
                        let mut b = [0u8; 20];
                        self.out.push(b'"');
                        self.out.extend_from_slice(num::fmt_int(*i, &mut b));
                        self.out.push(b'"');
                    }
                }
                self.out.push(b':');
                if self.has(PRETTY_PRINT) {
                    self.out.push(b' ');
                }
            }
            if !self.value(v) && (!self.partial() || self.thrown.is_some()) {
                return false;
            }
        }
        if self.depth > self.max_depth {
            self.error = ERROR_DEPTH;
            if !self.partial() {
                return false;
            }
        }
        self.depth -= 1;
        if need_comma {
            self.pretty_newline();
        }
        self.out.push(if as_list { b']' } else { b'}' });
        true
    }
}
