//! Free variables of arrow functions: the names an arrow function's body
//! reads, which it captures by value from the enclosing scope.

use tusk_syntax::ast::{self, ExprKind as K, StmtKind as S};

fn push(out: &mut Vec<Box<[u8]>>, n: &[u8]) {
    if !out.iter().any(|x| &**x == n) {
        out.push(n.into());
    }
}

pub fn stmt_vars(s: &ast::Stmt, out: &mut Vec<Box<[u8]>>) {
    match &s.kind {
        S::Expr(e) | S::Return(Some(e)) => expr_vars(e, out),
        S::Echo(es) => es.iter().for_each(|e| expr_vars(e, out)),
        _ => {}
    }
}

fn args_vars(a: &ast::Args, out: &mut Vec<Box<[u8]>>) {
    if let ast::Args::List(l) = a {
        for x in l {
            expr_vars(&x.value, out);
        }
    }
}

fn member(m: &ast::MemberName, out: &mut Vec<Box<[u8]>>) {
    if let ast::MemberName::Dynamic(e) = m {
        expr_vars(e, out);
    }
}

fn class(c: &ast::ClassRef, out: &mut Vec<Box<[u8]>>) {
    if let ast::ClassRef::Dynamic(e) = c {
        expr_vars(e, out);
    }
}

pub fn expr_vars(e: &ast::Expr, out: &mut Vec<Box<[u8]>>) {
    match &e.kind {
        K::Var(n) => push(out, n),
        K::VarVar(x)
        | K::Unary { expr: x, .. }
        | K::Cast(_, x)
        | K::Empty(x)
        | K::Include(_, x)
        | K::Eval(x)
        | K::Print(x)
        | K::Silence(x)
        | K::Clone(x)
        | K::Throw(x)
        | K::YieldFrom(x) => expr_vars(x, out),
        K::Exit(Some(x)) => expr_vars(x, out),
        K::Interp(parts) | K::ShellExec(parts) => {
            for p in parts {
                if let ast::InterpPart::Expr(x) = p {
                    expr_vars(x, out);
                }
            }
        }
        K::Array(items) => {
            for it in items {
                if let Some(k) = &it.key {
                    expr_vars(k, out);
                }
                expr_vars(&it.value, out);
            }
        }
        K::List(items) => {
            for it in items.iter().flatten() {
                if let Some(k) = &it.key {
                    expr_vars(k, out);
                }
                expr_vars(&it.value, out);
            }
        }
        K::Index { base, index } => {
            expr_vars(base, out);
            if let Some(i) = index {
                expr_vars(i, out);
            }
        }
        K::Prop { obj, name, .. } => {
            expr_vars(obj, out);
            member(name, out);
        }
        K::StaticProp { class: c, name } => {
            class(c, out);
            member(name, out);
        }
        K::ClassConst { class: c, .. } => class(c, out),
        K::Assign { target, value }
        | K::AssignRef { target, value }
        | K::AssignOp { target, value, .. } => {
            expr_vars(target, out);
            expr_vars(value, out);
        }
        K::Binary { left, right, .. } => {
            expr_vars(left, out);
            expr_vars(right, out);
        }
        K::IncDec { target, .. } => expr_vars(target, out),
        K::Isset(l) => l.iter().for_each(|x| expr_vars(x, out)),
        K::Ternary { cond, then, els } => {
            expr_vars(cond, out);
            if let Some(t) = then {
                expr_vars(t, out);
            }
            expr_vars(els, out);
        }
        K::Call { func, args } => {
            if let ast::Callee::Expr(f) = &**func {
                expr_vars(f, out);
            }
            args_vars(args, out);
        }
        K::MethodCall {
            obj, name, args, ..
        } => {
            expr_vars(obj, out);
            member(name, out);
            args_vars(args, out);
        }
        K::StaticCall {
            class: c,
            name,
            args,
        } => {
            class(c, out);
            member(name, out);
            args_vars(args, out);
        }
        K::New { class: c, args } => {
            class(c, out);
            for a in args {
                expr_vars(&a.value, out);
            }
        }
        K::NewAnonymous { args, .. } => {
            for a in args {
                expr_vars(&a.value, out);
            }
        }
        K::Closure(f) => {
            for u in &f.uses {
                push(out, &u.name);
            }
        }
        K::ArrowFn(f) => {
            let mut inner = Vec::new();
            for s in &f.body {
                stmt_vars(s, &mut inner);
            }
            for n in inner {
                if !f.params.iter().any(|p| p.name == n) {
                    push(out, &n);
                }
            }
        }
        K::Match { subject, arms } => {
            expr_vars(subject, out);
            for a in arms {
                if let Some(c) = &a.conds {
                    c.iter().for_each(|x| expr_vars(x, out));
                }
                expr_vars(&a.body, out);
            }
        }
        K::InstanceOf(x, c) => {
            expr_vars(x, out);
            class(c, out);
        }
        K::Yield { key, value } => {
            if let Some(k) = key {
                expr_vars(k, out);
            }
            if let Some(v) = value {
                expr_vars(v, out);
            }
        }
        _ => {}
    }
}
