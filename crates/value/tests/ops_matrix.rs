//! Table-driven conformance test of `tusk_value::ops` and `num` against php 8.2.
//!
//! Reads tests/gen/ops_expected.txt (produced by running php on
//! tests/gen/ops_gen.php; see that file for the format and how to regenerate)
//! and checks every operator over the value matrix: result, warnings,
//! notices, deprecations and thrown errors, rendered var_dump-style.
//! Not a unit test of individual functions: those live next to the code.

use tusk_value::ops::{self, Diag, OpError};
use tusk_value::{num, ArrayData, Key, PArr, PObj, PStr, Value};

#[derive(Default)]
struct Rec(Vec<String>);

impl Diag for Rec {
    fn warning(&mut self, msg: &str) {
        self.0.push(format!("W:{}", esc(msg.as_bytes())));
    }
    fn notice(&mut self, msg: &str) {
        self.0.push(format!("N:{}", esc(msg.as_bytes())));
    }
    fn deprecated(&mut self, msg: &str) {
        self.0.push(format!("D:{}", esc(msg.as_bytes())));
    }
}

fn esc(b: &[u8]) -> String {
    let mut o = String::new();
    for &c in b {
        if !(0x20..=0x7e).contains(&c) || c == b'"' || c == b'\\' {
            o.push_str(&format!("\\x{:02x}", c));
        } else {
            o.push(c as char);
        }
    }
    o
}

fn render(v: &Value) -> String {
    match v {
        Value::Undef | Value::Null => "NULL".into(),
        Value::Bool(b) => format!("bool({})", b),
        Value::Int(i) => format!("int({})", i),
        Value::Float(f) => format!("float({})", num::fmt_float(*f, -1)),
        Value::Str(s) => format!("string({}) \"{}\"", s.len(), esc(s.as_bytes())),
        Value::Arr(a) => {
            let parts: Vec<String> = a
                .iter()
                .map(|(k, x)| format!("{}=>{}", render_key(&k), render(x)))
                .collect();
            format!("array({}) [{}]", a.len(), parts.join(","))
        }
        Value::Res(r) => format!("resource({}) of type ({})", r.id(), r.kind()),
        Value::Obj(o) => {
            let props = o.to_array_data();
            let parts: Vec<String> = props
                .iter()
                .map(|(k, x)| {
                    let name = match k {
                        Key::Int(i) => i.to_string(),
                        Key::Str(s) => esc(s.as_bytes()),
                    };
                    format!("\"{}\"=>{}", name, render(x))
                })
                .collect();
            format!(
                "object({}) {{{}}}",
                esc(o.class_name().as_bytes()),
                parts.join(",")
            )
        }
        Value::Ref(r) => render(&r.get()),
    }
}

fn render_key(k: &Key) -> String {
    match k {
        Key::Int(i) => i.to_string(),
        Key::Str(s) => format!("\"{}\"", esc(s.as_bytes())),
    }
}

fn render_err(e: &OpError) -> String {
    let (class, msg) = match e {
        OpError::TypeError(m) => ("TypeError", m),
        OpError::DivisionByZero(m) => ("DivisionByZeroError", m),
        OpError::ArithmeticError(m) => ("ArithmeticError", m),
        OpError::ValueError(m) => ("ValueError", m),
        OpError::Error(m) => ("Error", m),
    };
    format!("!{}:{}", class, esc(msg.as_bytes()))
}

/// A parser for the renderings (to build the values php used).
struct P<'a> {
    s: &'a [u8],
    i: usize,
}

impl P<'_> {
    fn eat(&mut self, t: &str) -> bool {
        if self.s[self.i..].starts_with(t.as_bytes()) {
            self.i += t.len();
            true
        } else {
            false
        }
    }
    fn until(&mut self, c: u8) -> &str {
        let st = self.i;
        while self.s[self.i] != c {
            self.i += 1;
        }
        let r = std::str::from_utf8(&self.s[st..self.i]).unwrap();
        self.i += 1;
        r
    }
    fn string_body(&mut self) -> Vec<u8> {
        assert!(self.eat("\""));
        let mut out = Vec::new();
        loop {
            let c = self.s[self.i];
            self.i += 1;
            match c {
                b'"' => return out,
                b'\\' => {
                    assert!(self.eat("x"));
                    let h = std::str::from_utf8(&self.s[self.i..self.i + 2]).unwrap();
                    out.push(u8::from_str_radix(h, 16).unwrap());
                    self.i += 2;
                }
                c => out.push(c),
            }
        }
    }
    fn key(&mut self) -> Key {
        if self.s[self.i] == b'"' {
            Key::Str(PStr::new(&self.string_body()))
        } else {
            let st = self.i;
            while self.s[self.i] != b'=' {
                self.i += 1;
            }
            Key::Int(
                std::str::from_utf8(&self.s[st..self.i])
                    .unwrap()
                    .parse()
                    .unwrap(),
            )
        }
    }
    fn table(&mut self, close: u8) -> ArrayData {
        let mut data = ArrayData::new();
        while self.s[self.i] != close {
            let k = self.key();
            assert!(self.eat("=>"));
            let v = self.value();
            data.insert(k, v);
            self.eat(",");
        }
        self.i += 1;
        data
    }
    fn value(&mut self) -> Value {
        if self.eat("NULL") {
            Value::Null
        } else if self.eat("bool(") {
            Value::Bool(self.until(b')') == "true")
        } else if self.eat("int(") {
            Value::Int(self.until(b')').parse().unwrap())
        } else if self.eat("float(") {
            Value::Float(parse_float(self.until(b')')))
        } else if self.eat("string(") {
            self.until(b' ');
            Value::Str(PStr::new(&self.string_body()))
        } else if self.eat("array(") {
            self.until(b'[');
            Value::Arr(PArr::from_data(self.table(b']')))
        } else if self.eat("object(") {
            let class = self.until(b')').to_string();
            assert!(self.eat(" {"));
            let o = PObj::new_named(PStr::from(class.as_str()));
            o.0.props.borrow_mut().dynamic = self.table(b'}');
            Value::Obj(o)
        } else {
            panic!(
                "cannot parse {}",
                String::from_utf8_lossy(&self.s[self.i..])
            )
        }
    }
}

fn parse_float(t: &str) -> f64 {
    match t {
        "INF" => f64::INFINITY,
        "-INF" => f64::NEG_INFINITY,
        "NAN" => f64::NAN,
        t => t.parse().unwrap(),
    }
}

fn parse_value(t: &str) -> Value {
    let mut p = P {
        s: t.as_bytes(),
        i: 0,
    };
    let v = p.value();
    assert_eq!(p.i, t.len(), "trailing text in {}", t);
    v
}

fn bin(
    f: fn(&Value, &Value, &mut dyn Diag) -> Result<Value, OpError>,
    a: &Value,
    b: &Value,
    d: &mut Rec,
) -> String {
    match f(a, b, d) {
        Ok(v) => render(&v),
        Err(e) => render_err(&e),
    }
}

fn binary(op: &str, a: &Value, b: &Value, d: &mut Rec) -> String {
    match op {
        "+" => bin(ops::add, a, b, d),
        "-" => bin(ops::sub, a, b, d),
        "*" => bin(ops::mul, a, b, d),
        "/" => bin(ops::div, a, b, d),
        "%" => bin(ops::modulo, a, b, d),
        "**" => bin(ops::pow, a, b, d),
        "." => bin(ops::concat, a, b, d),
        "&" => bin(ops::bit_and, a, b, d),
        "|" => bin(ops::bit_or, a, b, d),
        "^" => bin(ops::bit_xor, a, b, d),
        "<<" => bin(ops::shl, a, b, d),
        ">>" => bin(ops::shr, a, b, d),
        "==" => pred(ops::loose_eq(a, b, d)),
        "===" => pred(Ok(ops::strict_eq(a, b))),
        "<" => pred(ops::less(a, b, d)),
        "<=" => pred(ops::less_eq(a, b, d)),
        "<=>" => match ops::compare(a, b, d) {
            Ok(v) => render(&Value::Int(v)),
            Err(e) => render_err(&e),
        },
        "xor" => pred(Ok(ops::bool_xor(a, b))),
        _ => panic!("unknown op {}", op),
    }
}

fn pred(r: Result<bool, OpError>) -> String {
    match r {
        Ok(b) => render(&Value::Bool(b)),
        Err(e) => render_err(&e),
    }
}

fn unary(op: &str, v: &Value, d: &mut Rec) -> String {
    let res: Result<Value, OpError> = match op {
        "neg" => ops::neg(v, d),
        "plus" => ops::plus(v, d),
        "~" => ops::bit_not(v, d),
        "++" => {
            let mut x = v.clone();
            ops::inc(&mut x, d).map(|_| x)
        }
        "--" => {
            let mut x = v.clone();
            ops::dec(&mut x, d).map(|_| x)
        }
        "bool" => Ok(Value::Bool(ops::to_bool(v))),
        "int" => Ok(Value::Int(ops::cast_int(v, d))),
        "float" => Ok(Value::Float(ops::cast_float(v, d))),
        "string" => ops::to_str(v, d).map(Value::Str),
        "array" => Ok(Value::Arr(ops::to_array(v))),
        "key" => ops::to_key(v, d).map(|k| k.to_value()),
        "is_numeric" => match v {
            Value::Str(s) => Ok(Value::Bool(num::is_numeric(s.as_bytes()))),
            _ => unreachable!(),
        },
        _ => panic!("unknown op {}", op),
    };
    match res {
        Ok(v) => render(&v),
        Err(e) => render_err(&e),
    }
}

#[test]
fn ops_match_php() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/gen/ops_expected.txt");
    let text = std::fs::read(path).expect("expectation file");
    let text = String::from_utf8(text).expect("the file is ASCII");
    let mut vals: Vec<Value> = Vec::new();
    let mut ints: Vec<i64> = Vec::new();
    let mut floats: Vec<f64> = Vec::new();
    let mut fails: Vec<String> = Vec::new();
    let mut checked = 0usize;
    let mut per_op: std::collections::BTreeMap<String, usize> = Default::default();
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        match f[0] {
            "M" => continue,
            "V" => {
                let v = parse_value(f[2]);
                assert_eq!(render(&v), f[2], "value {} renders as php's", f[1]);
                vals.push(v);
                continue;
            }
            "I" => {
                ints.push(f[2].parse().unwrap());
                continue;
            }
            "F" => {
                let v = parse_value(f[2]);
                assert_eq!(render(&v), f[2], "float {} renders as php's", f[1]);
                let Value::Float(x) = v else { unreachable!() };
                floats.push(x);
                continue;
            }
            _ => {}
        }
        let (op, i, j): (&str, usize, i64) = (f[0], f[1].parse().unwrap(), f[2].parse().unwrap());
        let expected = f[3..].join("\t");
        let mut d = Rec::default();
        let got = match op {
            "intdiv" => match ops::intdiv(ints[i], ints[j as usize]) {
                Ok(v) => render(&Value::Int(v)),
                Err(e) => render_err(&e),
            },
            "fmt" => {
                ops::set_precision(j as i32);
                let r = unary("string", &Value::Float(floats[i]), &mut d);
                ops::set_precision(14);
                r
            }
            _ if is_unary(op) => unary(op, &vals[i], &mut d),
            _ => binary(op, &vals[i], &vals[j as usize], &mut d),
        };
        let mut got_line = got;
        for x in &d.0 {
            got_line.push('\t');
            got_line.push_str(x);
        }
        // The same case through references, and with Undef for null: php
        // looks through both the same way.
        if got_line == expected && op != "intdiv" && op != "fmt" && op != "is_numeric" {
            let variants: Vec<(Value, Value)> = if is_unary(op) {
                vec![
                    (wrap(&vals[i]), Value::Null),
                    (undef(&vals[i]), Value::Null),
                ]
            } else {
                let (a, b) = (&vals[i], &vals[j as usize]);
                vec![(wrap(a), wrap(b)), (undef(a), undef(b))]
            };
            for (a, b) in variants {
                let mut d2 = Rec::default();
                let mut line = if is_unary(op) {
                    unary(op, &a, &mut d2)
                } else {
                    binary(op, &a, &b, &mut d2)
                };
                for x in &d2.0 {
                    line.push('\t');
                    line.push_str(x);
                }
                if line != expected {
                    got_line = format!("{} (through a reference or Undef)", line);
                    break;
                }
            }
        }
        checked += 1;
        if got_line != expected {
            *per_op.entry(op.to_string()).or_default() += 1;
            fails.push(format!(
                "{} {} {}: ({} , {})\n   php: {}\n  tusk: {}",
                op,
                i,
                j,
                if op == "intdiv" || op == "fmt" {
                    String::new()
                } else {
                    render(&vals[i])
                },
                if is_unary(op) || op == "intdiv" || op == "fmt" {
                    String::new()
                } else {
                    render(&vals[j as usize])
                },
                expected,
                got_line
            ));
        }
    }
    assert!(checked > 30_000, "only {} cases read", checked);
    if !fails.is_empty() {
        let shown: Vec<&String> = fails.iter().take(60).collect();
        panic!(
            "{} of {} cases differ from php (by op: {:?}):\n{}",
            fails.len(),
            checked,
            per_op,
            shown
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

fn is_unary(op: &str) -> bool {
    matches!(
        op,
        "neg"
            | "plus"
            | "~"
            | "++"
            | "--"
            | "bool"
            | "int"
            | "float"
            | "string"
            | "array"
            | "key"
            | "is_numeric"
    )
}

/// The value as a reference slot holds it.
fn wrap(v: &Value) -> Value {
    Value::Ref(tusk_value::PRef::new(v.clone()))
}

/// Null as an unset slot.
fn undef(v: &Value) -> Value {
    match v {
        Value::Null => Value::Undef,
        v => v.clone(),
    }
}
