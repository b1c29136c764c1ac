//! Cases the matrix cannot express: references inside operands, in-place
//! `.=`, recursive arrays. Expected values come from php 8.2 runs of the
//! snippets quoted above each test.

use tusk_value::ops::{self, OpError, Silent};
use tusk_value::{Key, PArr, PRef, PStr, Value};

#[derive(Default)]
struct Rec(Vec<String>);

impl ops::Diag for Rec {
    fn warning(&mut self, msg: &str) {
        self.0.push(format!("W:{}", msg));
    }
    fn notice(&mut self, msg: &str) {
        self.0.push(format!("N:{}", msg));
    }
    fn deprecated(&mut self, msg: &str) {
        self.0.push(format!("D:{}", msg));
    }
}

fn s(v: &Value) -> Vec<u8> {
    match v {
        Value::Str(s) => s.as_bytes().to_vec(),
        Value::Ref(r) => s(&r.get()),
        _ => panic!("not a string: {:?}", v),
    }
}

// $s = "ab"; $t = &$s; $s .= $t; var_dump($s);  // string(4) "abab"
#[test]
fn concat_assign_through_same_reference() {
    let r = PRef::new(Value::str(b"ab"));
    let mut a = Value::Ref(r.clone());
    let b = Value::Ref(r.clone());
    ops::concat_assign(&mut a, &b, &mut Silent).unwrap();
    assert_eq!(s(&r.get()), b"abab");
}

// $n = null; $n .= 5; var_dump($n);  // string(1) "5"
// $arr = [1]; $arr .= "x";  // Warning: Array to string conversion; string(6) "Arrayx"
#[test]
fn concat_assign_converts_left_side() {
    let mut n = Value::Null;
    ops::concat_assign(&mut n, &Value::Int(5), &mut Silent).unwrap();
    assert_eq!(s(&n), b"5");
    let mut a = Value::Arr(PArr::from_values(vec![Value::Int(1)]));
    let mut d = Rec::default();
    ops::concat_assign(&mut a, &Value::str(b"x"), &mut d).unwrap();
    assert_eq!(s(&a), b"Arrayx");
    assert_eq!(d.0, vec!["W:Array to string conversion".to_string()]);
}

#[test]
fn concat_assign_appends_in_place() {
    let mut a = Value::Str(PStr::new(b""));
    for _ in 0..1000 {
        ops::concat_assign(&mut a, &Value::str(b"xy"), &mut Silent).unwrap();
    }
    assert_eq!(s(&a).len(), 2000);
    // A shared left side is not written through.
    let shared = a.clone();
    ops::concat_assign(&mut a, &Value::str(b"!"), &mut Silent).unwrap();
    assert_eq!(s(&shared).len(), 2000);
    assert_eq!(s(&a).len(), 2001);
}

// $x = [1]; $y = [5, 6]; $r = &$y[1]; var_dump($x + $y);
// array(2) { [0]=> int(1) [1]=> &int(6) }   (a shared reference stays one)
#[test]
fn array_union_keeps_shared_references() {
    let x = Value::Arr(PArr::from_values(vec![Value::Int(1)]));
    let r = PRef::new(Value::Int(6));
    let y = Value::Arr(PArr::from_values(vec![
        Value::Int(5),
        Value::Ref(r.clone()),
    ]));
    let Value::Arr(u) = ops::add(&x, &y, &mut Silent).unwrap() else {
        panic!()
    };
    assert_eq!(u.len(), 2);
    assert!(matches!(u.get(&Key::Int(0)), Some(Value::Int(1))));
    assert!(matches!(u.get(&Key::Int(1)), Some(Value::Ref(q)) if q.ptr_eq(&r)));
}

// $a = [1]; $a[] = &$a; $b = [1]; $b[] = &$b; var_dump($a == $b);
// Fatal error: Nesting level too deep - recursive dependency?
#[test]
fn recursive_arrays_stop() {
    let mk = || {
        let r = PRef::new(Value::Null);
        let mut a = PArr::from_values(vec![Value::Int(1)]);
        a.make_mut().push(Value::Ref(r.clone())).unwrap();
        r.set(Value::Arr(a));
        Value::Ref(r)
    };
    let (a, b) = (mk(), mk());
    assert_eq!(
        ops::loose_eq(&a, &b, &mut Silent),
        Err(OpError::Error(
            "Nesting level too deep - recursive dependency?".into()
        ))
    );
    // === on the same value is true at once.
    assert!(ops::strict_eq(&a, &a));
    assert!(!ops::strict_eq(&a, &b));
}
