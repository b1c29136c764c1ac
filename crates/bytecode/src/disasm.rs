//! A human-readable listing of a `CodeUnit`, its child functions and its
//! classes' methods (printed by `TUSK_DUMP_OPS=1`). Not a parser: the
//! format is for people and may change.

use crate::{is_const, CodeUnit, NONE};
use std::fmt::Write;

/// Disassembles a unit and its children.
pub fn disassemble(u: &CodeUnit) -> String {
    let mut s = String::new();
    let name = if u.name.is_empty() {
        "{main}".into()
    } else {
        String::from_utf8_lossy(&u.name).into_owned()
    };
    let _ = writeln!(
        s,
        "function {} ({} slots, {} cvs)",
        name,
        u.num_slots,
        u.cv_names.len()
    );
    for (i, op) in u.ops.iter().enumerate() {
        let _ = write!(
            s,
            "{:4} L{:<4} {:<14}",
            i,
            u.lines.get(i).copied().unwrap_or(0),
            op.name()
        );
        for (f, v) in op.operands() {
            let shown = if v == NONE {
                "-".to_string()
            } else if matches!(
                f,
                "a" | "b" | "src" | "key" | "val" | "name" | "fb" | "msg" | "class" | "callee"
            ) && is_const(v)
            {
                format!("{:?}", u.constant(v))
            } else if (v as usize) < u.cv_names.len()
                && matches!(f, "cv" | "a" | "b" | "src" | "dst" | "key" | "val")
            {
                format!("${}", String::from_utf8_lossy(&u.cv_names[v as usize]))
            } else {
                format!("{}", v)
            };
            let _ = write!(s, " {}={}", f, shown);
        }
        s.push('\n');
    }
    for c in &u.children {
        s.push('\n');
        s.push_str(&disassemble(c));
    }
    for c in &u.classes {
        for m in c.methods.iter().filter(|m| m.has_body) {
            let _ = write!(s, "\nclass {}:\n", String::from_utf8_lossy(&c.name));
            s.push_str(&disassemble(&m.unit));
        }
    }
    s
}
