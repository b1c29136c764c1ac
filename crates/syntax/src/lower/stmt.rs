//! Statement lowering: control flow, namespaces and `use`, echo/inline HTML,
//! declare, try, and the other non-declaration statements. Functions and
//! class-likes are handed to `decl`.

use mago_span::HasSpan;
use mago_syntax::ast::{
    Block as MBlock, DeclareBody, Expression, ForBody, ForeachBody, ForeachTarget, Hint, IfBody,
    InlineKind, NamespaceBody, Sequence, Statement, StaticItem, SwitchBody, SwitchCase, Terminator,
    UnaryPrefixOperator, UseItems, UseType, Variable, WhileBody,
};

use super::{ident_value, Lowerer, UseKind};
use crate::ast::{Block, Case, Catch, Expr, ExprKind, Name, Stmt, StmtKind};

impl Lowerer<'_> {
    pub(crate) fn program(&mut self, program: &mago_syntax::ast::Program<'_>) -> Vec<Stmt> {
        self.check_namespace_layout(program);
        let mut out = Vec::with_capacity(program.statements.nodes.len());
        self.stmts_into(&program.statements, &mut out);
        out
    }

    /// php's rules for namespace declarations at the top level: first
    /// statement (after declare), braced and unbraced not mixed, no code
    /// outside braced ones.
    fn check_namespace_layout(&mut self, program: &mago_syntax::ast::Program<'_>) {
        let mut code_before: Option<u32> = None;
        let mut braced: Option<bool> = None;
        let mut outside: Option<u32> = None;
        for s in program.statements.nodes.iter() {
            let at = s.span().start.offset;
            match s {
                Statement::OpeningTag(_)
                | Statement::ClosingTag(_)
                | Statement::Declare(_)
                | Statement::Noop(_) => {}
                Statement::Inline(i) if i.kind == InlineKind::Shebang => {}
                Statement::Inline(i) if i.value.iter().all(u8::is_ascii_whitespace) => {}
                Statement::HaltCompiler(_) => break,
                Statement::Namespace(ns) => {
                    let b = matches!(ns.body, NamespaceBody::BraceDelimited(_));
                    if braced.is_none() && code_before.is_some() {
                        self.fail_with(
                            at,
                            "Namespace declaration statement has to be the very first statement or after any declare call in the script",
                            true,
                        );
                        return;
                    }
                    match braced {
                        Some(prev) if prev != b => {
                            self.fail_with(
                                at,
                                "Cannot mix bracketed namespace declarations with unbracketed namespace declarations",
                                true,
                            );
                            return;
                        }
                        _ => braced = Some(b),
                    }
                }
                _ => {
                    if braced.is_none() {
                        code_before.get_or_insert(at);
                    } else if braced == Some(true) {
                        outside.get_or_insert(at);
                    }
                }
            }
        }
        if let (Some(true), Some(at)) = (braced, outside) {
            self.fail_with(at, "No code may exist outside of namespace {}", true);
        }
    }

    pub(crate) fn stmts_into(&mut self, seq: &Sequence<'_, Statement<'_>>, out: &mut Block) {
        for s in seq.nodes.iter() {
            if self.halt_offset.is_some() {
                // Everything after `__halt_compiler();` is data.
                return;
            }
            self.stmt_into(s, out);
        }
    }

    pub(crate) fn block(&mut self, seq: &Sequence<'_, Statement<'_>>) -> Block {
        let mut out = Vec::with_capacity(seq.nodes.len());
        self.nested += 1;
        self.stmts_into(seq, &mut out);
        self.nested -= 1;
        out
    }

    /// A single statement used as a body (`if (x) stmt;`): a block's
    /// statements, or the statement alone.
    pub(crate) fn body(&mut self, s: &Statement<'_>) -> Block {
        match s {
            Statement::Block(b) => self.block(&b.statements),
            _ => {
                let mut out = Vec::with_capacity(1);
                self.nested += 1;
                self.stmt_into(s, &mut out);
                self.nested -= 1;
                out
            }
        }
    }

    fn mblock(&mut self, b: &MBlock<'_>) -> Block {
        self.block(&b.statements)
    }

    fn push(&self, out: &mut Block, offset: u32, kind: StmtKind) {
        out.push(Stmt {
            line: self.line(offset),
            kind,
        });
    }

    fn stmt_into(&mut self, s: &Statement<'_>, out: &mut Block) {
        if self.stack_exhausted() {
            return;
        }
        let start = match s {
            Statement::Expression(e) => expr_start(e.expression),
            _ => s.span().start.offset,
        };
        let kind = match s {
            Statement::OpeningTag(_) | Statement::ClosingTag(_) => return,
            Statement::Inline(i) => {
                if i.kind == InlineKind::Shebang {
                    return;
                }
                let mut v = i.value;
                let at = i.span.start.offset as usize;
                if at >= 2 && self.src.get(at - 2..at) == Some(b"?>") {
                    v = strip_one_newline(v);
                }
                if v.is_empty() {
                    return;
                }
                let start = (at + i.value.len() - v.len()) as u32;
                self.push(out, start, StmtKind::InlineHtml(v.into()));
                return;
            }
            Statement::Namespace(ns) => {
                if self.in_braced_ns {
                    self.fail_with(start, "Namespace declarations cannot be nested", true);
                    return;
                }
                let name = ns.name.as_ref().map(ident_value);
                self.enter_namespace(name);
                match &ns.body {
                    NamespaceBody::Implicit(b) => self.stmts_into(&b.statements, out),
                    NamespaceBody::BraceDelimited(b) => {
                        self.in_braced_ns = true;
                        self.stmts_into(&b.statements, out);
                        self.in_braced_ns = false;
                        self.enter_namespace(None);
                    }
                }
                return;
            }
            Statement::Use(u) => {
                // Imports belong to the top level (or a namespace's body).
                if self.nested > 0 {
                    self.fail(start, "syntax error, unexpected token \"use\"");
                    return;
                }
                self.lower_use(&u.items, start);
                return;
            }
            Statement::Class(c) => StmtKind::Class(Box::new(self.class(c))),
            Statement::Interface(c) => StmtKind::Class(Box::new(self.interface(c))),
            Statement::Trait(c) => StmtKind::Class(Box::new(self.trait_decl(c))),
            Statement::Enum(c) => StmtKind::Class(Box::new(self.enum_decl(c))),
            Statement::Block(b) => StmtKind::Block(self.mblock(b)),
            Statement::Constant(c) => {
                let items = c
                    .items
                    .nodes
                    .iter()
                    .map(|it| {
                        let name = self.decl_name(
                            UseKind::Const,
                            "const",
                            it.name.value,
                            it.name.span.start.offset,
                        );
                        (name, self.expr(it.value))
                    })
                    .collect();
                StmtKind::Const(items)
            }
            Statement::Function(f) => StmtKind::Function(Box::new(self.function(f))),
            Statement::Declare(d) => {
                let directives = d
                    .items
                    .nodes
                    .iter()
                    .map(|it| (Name::from(it.name.value), self.expr(it.value)))
                    .collect();
                let body = match &d.body {
                    DeclareBody::Statement(Statement::Noop(_)) => None,
                    DeclareBody::Statement(s) => Some(self.body(s)),
                    DeclareBody::ColonDelimited(b) => Some(self.block(&b.statements)),
                };
                StmtKind::Declare { directives, body }
            }
            Statement::Goto(g) => StmtKind::Goto(g.label.value.into()),
            Statement::Label(l) => {
                // These keywords only continue a statement: php's lexer never
                // gives them to the grammar as a label name.
                const CONTINUATIONS: [&str; 12] = [
                    "else",
                    "elseif",
                    "catch",
                    "finally",
                    "endif",
                    "endwhile",
                    "endfor",
                    "endforeach",
                    "endswitch",
                    "enddeclare",
                    "case",
                    "default",
                ];
                let name = l.name.value;
                if CONTINUATIONS
                    .iter()
                    .any(|k| k.as_bytes().eq_ignore_ascii_case(name))
                {
                    self.fail_unexpected(l.name.span.start.offset);
                }
                StmtKind::Label(name.into())
            }
            Statement::Try(t) => {
                let body = self.mblock(&t.block);
                let catches = t
                    .catch_clauses
                    .nodes
                    .iter()
                    .map(|c| {
                        let mut types = Vec::new();
                        self.catch_types(&c.hint, &mut types);
                        Catch {
                            line: self.line(c.r#catch.span.start.offset),
                            types,
                            var: c.variable.as_ref().map(|v| var_name(v.name)),
                            body: self.mblock(&c.block),
                        }
                    })
                    .collect();
                let finally = t.finally_clause.as_ref().map(|f| self.mblock(&f.block));
                if t.catch_clauses.nodes.is_empty() && finally.is_none() {
                    self.fail_with(start, "Cannot use try without catch or finally", true);
                }
                StmtKind::Try {
                    body,
                    catches,
                    finally,
                }
            }
            Statement::Foreach(f) => {
                let subject = self.expr(f.expression);
                let (key, value_e) = match &f.target {
                    ForeachTarget::Value(v) => (None, v.value),
                    ForeachTarget::KeyValue(kv) => match kv.key {
                        Expression::UnaryPrefix(u)
                            if matches!(u.operator, UnaryPrefixOperator::Reference(_)) =>
                        {
                            let at = u.operator.span().start.offset;
                            self.fail_with(at, "Key element cannot be a reference", true);
                            (Some(self.expr(u.operand)), kv.value)
                        }
                        k => (Some(self.expr(k)), kv.value),
                    },
                };
                let (by_ref, value) = self.foreach_value(value_e);
                let body = match &f.body {
                    ForeachBody::Statement(s) => self.body(s),
                    ForeachBody::ColonDelimited(b) => self.block(&b.statements),
                };
                StmtKind::Foreach {
                    subject,
                    key,
                    value,
                    by_ref,
                    body,
                }
            }
            Statement::For(f) => {
                let init = f
                    .initializations
                    .nodes
                    .iter()
                    .map(|e| self.expr(e))
                    .collect();
                let cond = f.conditions.nodes.iter().map(|e| self.expr(e)).collect();
                let step = f.increments.nodes.iter().map(|e| self.expr(e)).collect();
                let body = match &f.body {
                    ForBody::Statement(s) => self.body(s),
                    ForBody::ColonDelimited(b) => self.block(&b.statements),
                };
                StmtKind::For {
                    init,
                    cond,
                    step,
                    body,
                }
            }
            Statement::While(w) => {
                let cond = self.expr(w.condition);
                let body = match &w.body {
                    WhileBody::Statement(s) => self.body(s),
                    WhileBody::ColonDelimited(b) => self.block(&b.statements),
                };
                StmtKind::While { cond, body }
            }
            Statement::DoWhile(d) => {
                let body = self.body(d.statement);
                let cond = self.expr(d.condition);
                StmtKind::DoWhile { body, cond }
            }
            Statement::Continue(c) => StmtKind::Continue(self.loop_level(c.level, "continue")),
            Statement::Break(b) => StmtKind::Break(self.loop_level(b.level, "break")),
            Statement::Switch(sw) => {
                let subject = self.expr(sw.expression);
                let cases_seq = match &sw.body {
                    SwitchBody::BraceDelimited(b) => &b.cases,
                    SwitchBody::ColonDelimited(b) => &b.cases,
                };
                let cases = cases_seq
                    .nodes
                    .iter()
                    .map(|c| match c {
                        SwitchCase::Expression(e) => Case {
                            line: self.line(e.case.span.start.offset),
                            cond: Some(self.expr(e.expression)),
                            body: self.block(&e.statements),
                        },
                        SwitchCase::Default(d) => Case {
                            line: self.line(d.default.span.start.offset),
                            cond: None,
                            body: self.block(&d.statements),
                        },
                    })
                    .collect();
                StmtKind::Switch { subject, cases }
            }
            Statement::If(i) => {
                let cond = self.expr(i.condition);
                match &i.body {
                    IfBody::Statement(b) => {
                        let then = self.body(b.statement);
                        let elseifs = b
                            .else_if_clauses
                            .nodes
                            .iter()
                            .map(|c| (self.expr(c.condition), self.body(c.statement)))
                            .collect();
                        let els = b.else_clause.as_ref().map(|c| self.body(c.statement));
                        StmtKind::If {
                            cond,
                            then,
                            elseifs,
                            els,
                        }
                    }
                    IfBody::ColonDelimited(b) => {
                        let then = self.block(&b.statements);
                        let elseifs = b
                            .else_if_clauses
                            .nodes
                            .iter()
                            .map(|c| (self.expr(c.condition), self.block(&c.statements)))
                            .collect();
                        let els = b.else_clause.as_ref().map(|c| self.block(&c.statements));
                        StmtKind::If {
                            cond,
                            then,
                            elseifs,
                            els,
                        }
                    }
                }
            }
            Statement::Return(r) => StmtKind::Return(r.value.map(|v| self.expr(v))),
            Statement::Expression(e) => StmtKind::Expr(self.expr(e.expression)),
            Statement::Echo(e) => {
                StmtKind::Echo(e.values.nodes.iter().map(|v| self.expr(v)).collect())
            }
            Statement::EchoTag(e) => {
                StmtKind::Echo(e.values.nodes.iter().map(|v| self.expr(v)).collect())
            }
            Statement::Global(g) => {
                let mut names = Vec::with_capacity(g.variables.nodes.len());
                for v in g.variables.nodes.iter() {
                    match v {
                        Variable::Direct(d) => names.push(var_name(d.name)),
                        other => self.fail_unexpected(other.span().start.offset),
                    }
                }
                StmtKind::Global(names)
            }
            Statement::Static(st) => {
                let items = st
                    .items
                    .nodes
                    .iter()
                    .map(|it| match it {
                        StaticItem::Abstract(a) => (var_name(a.variable.name), None),
                        StaticItem::Concrete(c) => {
                            (var_name(c.variable.name), Some(self.expr(c.value)))
                        }
                    })
                    .collect();
                StmtKind::StaticVar(items)
            }
            Statement::HaltCompiler(h) => {
                let mut end = h.terminator.span().end.offset as usize;
                if matches!(h.terminator, Terminator::ClosingTag(_)) {
                    let rest = self.src.get(end..).unwrap_or_default();
                    end += rest.len() - strip_one_newline(rest).len();
                }
                self.halt_offset = Some(end.min(self.src.len()));
                StmtKind::HaltCompiler
            }
            Statement::Unset(u) => {
                for v in u.values.nodes.iter() {
                    if super::expr::is_class_constant(v) {
                        self.require_variable(v);
                    }
                }
                StmtKind::Unset(u.values.nodes.iter().map(|v| self.expr(v)).collect())
            }
            Statement::Noop(_) => StmtKind::Nop,
            other => {
                self.fail_unexpected(other.span().start.offset);
                return;
            }
        };
        self.push(out, start, kind);
    }

    fn loop_level(&mut self, level: Option<&Expression<'_>>, what: &str) -> u32 {
        let Some(level) = level else { return 1 };
        let mut e = level;
        while let Expression::Parenthesized(p) = e {
            e = p.expression;
        }
        let off = e.span().start.offset;
        if let Expression::Literal(mago_syntax::ast::Literal::Integer(i)) = e {
            match i.value {
                Some(n) if n >= 1 && n <= u32::MAX as u64 => return n as u32,
                _ => {
                    self.fail_with(
                        off,
                        format!("'{what}' operator accepts only positive integers"),
                        true,
                    );
                    return 1;
                }
            }
        }
        self.fail_with(
            off,
            format!("'{what}' operator with non-integer operand is no longer supported"),
            true,
        );
        1
    }

    fn catch_types(&mut self, h: &Hint<'_>, out: &mut Vec<Name>) {
        match h {
            Hint::Identifier(id) => out.push(self.resolve_class_ident(id)),
            Hint::Union(u) => {
                self.catch_types(u.left, out);
                self.catch_types(u.right, out);
            }
            other => self.fail_unexpected(other.span().start.offset),
        }
    }

    fn foreach_value(&mut self, e: &Expression<'_>) -> (bool, Expr) {
        use mago_syntax::ast::{UnaryPrefix, UnaryPrefixOperator};
        if let Expression::UnaryPrefix(UnaryPrefix {
            operator: UnaryPrefixOperator::Reference(_),
            operand,
        }) = e
        {
            if super::expr::is_class_constant(operand) {
                self.require_variable(operand);
            }
            return (true, self.target(operand));
        }
        if super::expr::is_class_constant(e) {
            self.require_variable(e);
        }
        (false, self.target(e))
    }

    fn lower_use(&mut self, items: &UseItems<'_>, at: u32) {
        let kind_of = |t: &UseType<'_>| match t {
            UseType::Function(_) => UseKind::Function,
            UseType::Const(_) => UseKind::Const,
        };
        match items {
            UseItems::Sequence(s) => {
                for it in s.items.nodes.iter() {
                    let alias = it.alias.as_ref().map(|a| a.identifier.value);
                    self.add_use(UseKind::Class, ident_value(&it.name), alias, at);
                }
            }
            UseItems::TypedSequence(s) => {
                let k = kind_of(&s.r#type);
                for it in s.items.nodes.iter() {
                    let alias = it.alias.as_ref().map(|a| a.identifier.value);
                    self.add_use(k, ident_value(&it.name), alias, at);
                }
            }
            UseItems::TypedList(l) => {
                let k = kind_of(&l.r#type);
                let prefix = ident_value(&l.namespace);
                for it in l.items.nodes.iter() {
                    let full = join_ns(prefix, ident_value(&it.name));
                    let alias = it.alias.as_ref().map(|a| a.identifier.value);
                    self.add_use(k, &full, alias, at);
                }
            }
            UseItems::MixedList(l) => {
                let prefix = ident_value(&l.namespace);
                for it in l.items.nodes.iter() {
                    let k = it.r#type.as_ref().map_or(UseKind::Class, kind_of);
                    let full = join_ns(prefix, ident_value(&it.item.name));
                    let alias = it.item.alias.as_ref().map(|a| a.identifier.value);
                    self.add_use(k, &full, alias, at);
                }
            }
        }
    }
}

fn join_ns(prefix: &[u8], name: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(prefix.len() + 1 + name.len());
    v.extend_from_slice(prefix);
    v.push(b'\\');
    v.extend_from_slice(name);
    v
}

/// `$name` -> `name`.
pub(crate) fn var_name(v: &[u8]) -> Name {
    v.strip_prefix(b"$").unwrap_or(v).into()
}

fn strip_one_newline(v: &[u8]) -> &[u8] {
    if let Some(r) = v.strip_prefix(b"\r\n") {
        r
    } else if let Some(r) = v.strip_prefix(b"\n") {
        r
    } else {
        v
    }
}

/// Start offset of an expression, walking down left spines iteratively
/// (mago's own `span()` recurses through them).
pub(crate) fn expr_start(mut e: &Expression<'_>) -> u32 {
    use mago_syntax::ast::{Access, Call, PartialApplication};
    loop {
        e = match e {
            Expression::Binary(b) => b.lhs,
            Expression::Assignment(a) => a.lhs,
            Expression::Conditional(c) => c.condition,
            Expression::ArrayAccess(a) => a.array,
            Expression::ArrayAppend(a) => a.array,
            Expression::UnaryPostfix(p) => p.operand,
            Expression::Pipe(p) => p.input,
            Expression::Call(Call::Function(f)) => f.function,
            Expression::Call(Call::Method(m)) => m.object,
            Expression::Call(Call::NullSafeMethod(m)) => m.object,
            Expression::Call(Call::StaticMethod(m)) => m.class,
            Expression::PartialApplication(PartialApplication::Function(f)) => f.function,
            Expression::PartialApplication(PartialApplication::Method(m)) => m.object,
            Expression::PartialApplication(PartialApplication::StaticMethod(m)) => m.class,
            Expression::Access(Access::Property(p)) => p.object,
            Expression::Access(Access::NullSafeProperty(p)) => p.object,
            Expression::Access(Access::StaticProperty(p)) => p.class,
            Expression::Access(Access::ClassConstant(p)) => p.class,
            other => return other.span().start.offset,
        };
    }
}

/// An expression node with its line.
pub(crate) fn mk(line: u32, kind: ExprKind) -> Expr {
    Expr { line, kind }
}
