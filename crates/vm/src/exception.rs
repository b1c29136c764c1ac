//! Throwable objects: building them with message/code/file/line/trace, and
//! the built-in hierarchy (Exception, Error and their children) that catch
//! and instanceof need before the full class model exists.

use crate::Vm;
use tusk_value::{Key, PObj, PStr, Value};

/// Built-in Throwable classes and their parents (root first is "Throwable").
pub const THROWABLES: &[(&str, &str)] = &[
    ("Exception", ""),
    ("ErrorException", "Exception"),
    ("Error", ""),
    ("CompileError", "Error"),
    ("ParseError", "CompileError"),
    ("TypeError", "Error"),
    ("ArgumentCountError", "TypeError"),
    ("ValueError", "Error"),
    ("ArithmeticError", "Error"),
    ("DivisionByZeroError", "ArithmeticError"),
    ("UnhandledMatchError", "Error"),
    ("JsonException", "Exception"),
    ("LogicException", "Exception"),
    ("BadFunctionCallException", "LogicException"),
    ("BadMethodCallException", "BadFunctionCallException"),
    ("DomainException", "LogicException"),
    ("InvalidArgumentException", "LogicException"),
    ("LengthException", "LogicException"),
    ("OutOfRangeException", "LogicException"),
    ("RuntimeException", "Exception"),
    ("OutOfBoundsException", "RuntimeException"),
    ("OverflowException", "RuntimeException"),
    ("RangeException", "RuntimeException"),
    ("UnderflowException", "RuntimeException"),
    ("UnexpectedValueException", "RuntimeException"),
];

/// The parent of a built-in Throwable class, if it is one.
pub fn builtin_parent(class: &str) -> Option<&'static str> {
    THROWABLES
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(class))
        .map(|(_, p)| *p)
}

impl Vm {
    /// A new exception object of a built-in class, located at the current line.
    pub fn make_exception(&mut self, class: &str, msg: &str) -> PObj {
        let o = PObj::new(PStr::from(class), None);
        {
            let mut p = o.0.props.borrow_mut();
            p.insert(Key::Str(PStr::from("message")), Value::from(msg));
            p.insert(Key::Str(PStr::from("code")), Value::Int(0));
            p.insert(Key::Str(PStr::from("file")), Value::Str(self.cur_file.clone()));
            p.insert(Key::Str(PStr::from("line")), Value::Int(self.cur_line as i64));
            p.insert(Key::Str(PStr::from("previous")), Value::Null);
        }
        o
    }
}
