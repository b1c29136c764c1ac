//! ext/ctype: the eleven ctype_* predicates, as php 8.2 has them in the C
//! locale (bytes >= 0x80 are in no class).
//!
//! A string is tested byte by byte (the empty string is false). An int in
//! -128..=255 is taken as one character (negative values + 256), any other
//! int as its decimal text; every non-string raises php 8.1's deprecation
//! "Argument of type T will be interpreted as string in the future", and
//! non-string, non-int values are false. Not here: setlocale-dependent
//! classes (Tusk has only the C locale).

use tusk_value::Value;
use tusk_vm::{Args, BResult, Builtin, Module, Vm};

pub static CTYPE: Module = Module {
    name: "ctype",
    classes: &[],
    functions: &[
        Builtin {
            sig: "ctype_alnum(mixed $text): bool",
            f: ctype_alnum,
        },
        Builtin {
            sig: "ctype_alpha(mixed $text): bool",
            f: ctype_alpha,
        },
        Builtin {
            sig: "ctype_cntrl(mixed $text): bool",
            f: ctype_cntrl,
        },
        Builtin {
            sig: "ctype_digit(mixed $text): bool",
            f: ctype_digit,
        },
        Builtin {
            sig: "ctype_graph(mixed $text): bool",
            f: ctype_graph,
        },
        Builtin {
            sig: "ctype_lower(mixed $text): bool",
            f: ctype_lower,
        },
        Builtin {
            sig: "ctype_print(mixed $text): bool",
            f: ctype_print,
        },
        Builtin {
            sig: "ctype_punct(mixed $text): bool",
            f: ctype_punct,
        },
        Builtin {
            sig: "ctype_space(mixed $text): bool",
            f: ctype_space,
        },
        Builtin {
            sig: "ctype_upper(mixed $text): bool",
            f: ctype_upper,
        },
        Builtin {
            sig: "ctype_xdigit(mixed $text): bool",
            f: ctype_xdigit,
        },
    ],
    constants: &[],
};

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

fn is_cntrl(c: u8) -> bool {
    c < 0x20 || c == 0x7f
}

fn is_print(c: u8) -> bool {
    (0x20..0x7f).contains(&c)
}

fn is_graph(c: u8) -> bool {
    (0x21..0x7f).contains(&c)
}

/// The shared body: php's ctype_impl.
fn check(vm: &mut Vm, args: &Args, pred: fn(u8) -> bool) -> BResult {
    let v = args.val(0);
    let v = match v {
        Value::Ref(r) => r.get(),
        v => v.clone(),
    };
    match &v {
        Value::Str(s) => {
            let b = s.as_bytes();
            Ok(Value::Bool(!b.is_empty() && b.iter().all(|&c| pred(c))))
        }
        Value::Int(n) => {
            vm.fn_deprecated("Argument of type int will be interpreted as string in the future");
            let n = *n;
            if (-128..=255).contains(&n) {
                let c = if n < 0 { n + 256 } else { n } as u8;
                Ok(Value::Bool(pred(c)))
            } else {
                let t = n.to_string();
                Ok(Value::Bool(t.bytes().all(pred)))
            }
        }
        other => {
            let t = tusk_value::ops::type_name(other);
            vm.fn_deprecated(&format!(
                "Argument of type {t} will be interpreted as string in the future"
            ));
            Ok(Value::Bool(false))
        }
    }
}

macro_rules! ctype_fn {
    ($name:ident, $pred:expr) => {
        fn $name(vm: &mut Vm, args: &mut Args) -> BResult {
            check(vm, args, $pred)
        }
    };
}

ctype_fn!(ctype_alnum, |c: u8| c.is_ascii_alphanumeric());
ctype_fn!(ctype_alpha, |c: u8| c.is_ascii_alphabetic());
ctype_fn!(ctype_cntrl, is_cntrl);
ctype_fn!(ctype_digit, |c: u8| c.is_ascii_digit());
ctype_fn!(ctype_graph, is_graph);
ctype_fn!(ctype_lower, |c: u8| c.is_ascii_lowercase());
ctype_fn!(ctype_print, is_print);
ctype_fn!(ctype_punct, |c: u8| c.is_ascii_punctuation());
ctype_fn!(ctype_space, is_space);
ctype_fn!(ctype_upper, |c: u8| c.is_ascii_uppercase());
ctype_fn!(ctype_xdigit, |c: u8| c.is_ascii_hexdigit());
