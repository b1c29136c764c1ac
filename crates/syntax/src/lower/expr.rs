//! Expression lowering: operators, variables, accesses, calls, `new`,
//! arrays and destructuring targets, constructs (isset, include, exit, ...),
//! match, yield, and interpolated strings.

use mago_span::HasSpan;
use mago_syntax::ast::{
    Access, Argument, ArgumentList, ArrayElement, Assignment, AssignmentOperator, Binary,
    BinaryOperator, Call, ClassLikeConstantSelector, ClassLikeMemberSelector, CompositeString,
    Construct, Expression, Instantiation, Literal, MagicConstant, Match, MatchArm as MMatchArm,
    PartialApplication, PartialArgument, PartialArgumentList, StringPart, TokenSeparatedSequence,
    UnaryPostfixOperator, UnaryPrefix, UnaryPrefixOperator, Variable, Yield,
};

use super::literal::{self, Quote};
use super::stmt::{expr_start, mk, var_name};
use super::{ident_value, Lowerer, MAX_DEPTH};
use crate::ast::{
    Arg, Args, ArrayItem, BinOp, Callee, CastKind, ClassRef, Expr, ExprKind, IncludeKind,
    InterpPart, MagicConst, MatchArm, MemberName, UnOp,
};

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

impl Lowerer<'_> {
    pub(crate) fn expr(&mut self, e: &Expression<'_>) -> Expr {
        self.depth += 1;
        let r = if self.stack_exhausted() {
            mk(1, ExprKind::Null)
        } else if self.depth > MAX_DEPTH {
            self.fail(expr_start(e), "memory exhausted");
            mk(1, ExprKind::Null)
        } else {
            self.expr_inner(e, false)
        };
        self.depth -= 1;
        r
    }

    /// An expression inside a string's simple interpolation (`"$a[key]"`,
    /// `"${name}"`), where names and keys follow the string rules.
    fn string_expr(&mut self, e: &Expression<'_>) -> Expr {
        self.depth += 1;
        let r = self.expr_inner(e, true);
        self.depth -= 1;
        r
    }

    /// An assignment / foreach / list target: `[...]` and `list(...)`
    /// become `ExprKind::List`.
    pub(crate) fn target(&mut self, e: &Expression<'_>) -> Expr {
        match e {
            Expression::Array(a) => {
                let line = self.line(a.left_bracket.start.offset);
                let items = self.list_items(&a.elements);
                mk(line, ExprKind::List(items))
            }
            Expression::List(l) => {
                let line = self.line(l.list.span.start.offset);
                let items = self.list_items(&l.elements);
                mk(line, ExprKind::List(items))
            }
            Expression::Parenthesized(p)
                if !matches!(p.expression, Expression::Array(_) | Expression::List(_)) =>
            {
                self.expr(p.expression)
            }
            _ => self.expr(e),
        }
    }

    fn list_items(
        &mut self,
        elements: &TokenSeparatedSequence<'_, ArrayElement<'_>>,
    ) -> Vec<Option<ArrayItem>> {
        let mut out = Vec::with_capacity(elements.nodes.len());
        for el in elements.nodes.iter() {
            match el {
                ArrayElement::KeyValue(kv) => {
                    let key = Some(self.expr(kv.key));
                    let (by_ref, value) = self.ref_target(kv.value);
                    out.push(Some(ArrayItem {
                        key,
                        value,
                        by_ref,
                        spread: false,
                    }));
                }
                ArrayElement::Value(v) => {
                    let (by_ref, value) = self.ref_target(v.value);
                    out.push(Some(ArrayItem {
                        key: None,
                        value,
                        by_ref,
                        spread: false,
                    }));
                }
                ArrayElement::Variadic(v) => {
                    self.fail_with(
                        v.ellipsis.start.offset,
                        "Spread operator is not supported in assignments",
                        true,
                    );
                }
                ArrayElement::Missing(_) => out.push(None),
            }
        }
        // php drops one trailing empty position only via the trailing comma,
        // which mago already omits.
        out
    }

    fn ref_target(&mut self, e: &Expression<'_>) -> (bool, Expr) {
        if let Expression::UnaryPrefix(u) = e {
            if let UnaryPrefixOperator::Reference(_) = u.operator {
                return (true, self.target(u.operand));
            }
        }
        (false, self.target(e))
    }

    fn array_items(
        &mut self,
        elements: &TokenSeparatedSequence<'_, ArrayElement<'_>>,
    ) -> Vec<ArrayItem> {
        let mut out = Vec::with_capacity(elements.nodes.len());
        for (idx, el) in elements.nodes.iter().enumerate() {
            match el {
                ArrayElement::KeyValue(kv) => {
                    let key = Some(self.expr(kv.key));
                    let (by_ref, value) = self.maybe_ref(kv.value);
                    out.push(ArrayItem {
                        key,
                        value,
                        by_ref,
                        spread: false,
                    });
                }
                ArrayElement::Value(v) => {
                    let (by_ref, value) = self.maybe_ref(v.value);
                    out.push(ArrayItem {
                        key: None,
                        value,
                        by_ref,
                        spread: false,
                    });
                }
                ArrayElement::Variadic(v) => {
                    let value = self.expr(v.value);
                    out.push(ArrayItem {
                        key: None,
                        value,
                        by_ref: false,
                        spread: true,
                    });
                }
                ArrayElement::Missing(m) => {
                    // php names the line of the comma before the hole.
                    let at = idx
                        .checked_sub(1)
                        .and_then(|i| elements.tokens.get(i))
                        .map_or(m.comma.start.offset, |t| t.start.offset);
                    self.fail_with(at, "Cannot use empty array elements in arrays", true);
                }
            }
        }
        out
    }

    fn maybe_ref(&mut self, e: &Expression<'_>) -> (bool, Expr) {
        if let Expression::UnaryPrefix(u) = e {
            if let UnaryPrefixOperator::Reference(_) = u.operator {
                return (true, self.expr(u.operand));
            }
        }
        (false, self.expr(e))
    }

    /// `assert($x === 1)` gets php's compiled description, the text
    /// "assert($x === 1)", as its second argument (php prints the
    /// expression from its syntax tree; here it is the source text).
    fn assert_message(&self, func: &Callee, al: &ArgumentList<'_>, args: &mut Vec<Arg>, line: u32) {
        let Callee::Name(q) = func else { return };
        let last = |n: &[u8]| {
            let tail = n.rsplit(|&c| c == b'\\').next().unwrap_or(n);
            tail.eq_ignore_ascii_case(b"assert")
        };
        if !(last(&q.name) || q.fallback.as_deref().is_some_and(last)) {
            return;
        }
        let [Argument::Positional(p)] = al.arguments.nodes.as_slice() else {
            return;
        };
        if p.ellipsis.is_some() || args.len() != 1 {
            return;
        }
        let span = p.value.span();
        let Some(text) = self
            .src
            .get(span.start.offset as usize..span.end.offset as usize)
        else {
            return;
        };
        let mut msg = b"assert(".to_vec();
        msg.extend_from_slice(text);
        msg.push(b')');
        args.push(Arg {
            value: Expr {
                line,
                kind: ExprKind::Str(msg.into()),
            },
            spread: false,
            name: None,
        });
    }

    pub(crate) fn arg_list(&mut self, al: &ArgumentList<'_>) -> Vec<Arg> {
        let mut out = Vec::with_capacity(al.arguments.nodes.len());
        for a in al.arguments.nodes.iter() {
            out.push(match a {
                Argument::Positional(p) => Arg {
                    value: self.expr(p.value),
                    spread: p.ellipsis.is_some(),
                    name: None,
                },
                Argument::Named(n) => Arg {
                    value: self.expr(n.value),
                    spread: false,
                    name: Some(n.name.value.into()),
                },
            });
        }
        out
    }

    fn partial_args(&mut self, al: &PartialArgumentList<'_>) -> Args {
        let nodes = &al.arguments.nodes;
        if nodes.len() == 1 && matches!(nodes[0], PartialArgument::VariadicPlaceholder(_)) {
            return Args::FirstClassCallable;
        }
        let mut out = Vec::with_capacity(nodes.len());
        for a in nodes.iter() {
            match a {
                PartialArgument::Positional(p) => out.push(Arg {
                    value: self.expr(p.value),
                    spread: p.ellipsis.is_some(),
                    name: None,
                }),
                PartialArgument::Named(n) => out.push(Arg {
                    value: self.expr(n.value),
                    spread: false,
                    name: Some(n.name.value.into()),
                }),
                PartialArgument::NamedPlaceholder(n) => {
                    self.fail_unexpected(n.question_mark.start.offset)
                }
                PartialArgument::Placeholder(p) => self.fail_unexpected(p.span.start.offset),
                PartialArgument::VariadicPlaceholder(p) => {
                    self.fail_unexpected(p.span.start.offset)
                }
            }
        }
        Args::List(out)
    }

    fn class_ref(&mut self, e: &Expression<'_>) -> ClassRef {
        match e {
            Expression::Identifier(id) => self.class_ref_name(ident_value(id)),
            Expression::Self_(_) => ClassRef::SelfClass,
            Expression::Parent(_) => ClassRef::Parent,
            Expression::Static(_) => ClassRef::Static,
            _ => ClassRef::Dynamic(bx(self.expr(e))),
        }
    }

    fn class_ref_name(&self, name: &[u8]) -> ClassRef {
        if name.eq_ignore_ascii_case(b"self") {
            ClassRef::SelfClass
        } else if name.eq_ignore_ascii_case(b"parent") {
            ClassRef::Parent
        } else if name.eq_ignore_ascii_case(b"static") {
            ClassRef::Static
        } else {
            ClassRef::Named(self.resolve_class(name))
        }
    }

    fn member_name(&mut self, sel: &ClassLikeMemberSelector<'_>) -> MemberName {
        match sel {
            ClassLikeMemberSelector::Identifier(i) => MemberName::Ident(i.value.into()),
            ClassLikeMemberSelector::Variable(v) => {
                MemberName::Dynamic(bx(self.variable(v, false)))
            }
            ClassLikeMemberSelector::Expression(x) => {
                MemberName::Dynamic(bx(self.expr(x.expression)))
            }
            ClassLikeMemberSelector::Missing(s) => {
                self.fail_unexpected(s.start.offset);
                MemberName::Ident(Box::default())
            }
        }
    }

    fn variable(&mut self, v: &Variable<'_>, in_string: bool) -> Expr {
        let line = self.line(v.span().start.offset);
        match v {
            Variable::Direct(d) => mk(line, ExprKind::Var(var_name(d.name))),
            Variable::Indirect(i) => {
                if in_string {
                    // "${name}" and "${name[expr]}" name a variable directly.
                    let direct = match i.expression {
                        Expression::Identifier(_) => true,
                        Expression::ArrayAccess(a) => matches!(a.array, Expression::Identifier(_)),
                        _ => false,
                    };
                    self.warnings.push((
                        true,
                        if direct {
                            "Using ${var} in strings is deprecated, use {$var} instead"
                        } else {
                            "Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead"
                        }
                        .to_string(),
                        line,
                    ));
                    match i.expression {
                        Expression::Identifier(id) => {
                            return mk(line, ExprKind::Var(ident_value(id).into()));
                        }
                        Expression::ArrayAccess(a) => {
                            if let Expression::Identifier(id) = a.array {
                                let base = mk(line, ExprKind::Var(ident_value(id).into()));
                                let index = self.expr(a.index);
                                return mk(
                                    line,
                                    ExprKind::Index {
                                        base: bx(base),
                                        index: Some(bx(index)),
                                    },
                                );
                            }
                        }
                        _ => {}
                    }
                }
                mk(line, ExprKind::VarVar(bx(self.expr(i.expression))))
            }
            Variable::Nested(n) => {
                let inner = self.variable(n.variable, false);
                mk(line, ExprKind::VarVar(bx(inner)))
            }
        }
    }

    fn expr_inner(&mut self, e: &Expression<'_>, in_string: bool) -> Expr {
        let line = self.line(expr_start(e));
        let kind = match e {
            Expression::Binary(b) => return self.lower_binary(b, line),
            Expression::UnaryPrefix(u) => return self.lower_unary_prefix(u, line),
            Expression::UnaryPostfix(p) => {
                let inc = matches!(p.operator, UnaryPostfixOperator::PostIncrement(_));
                if !is_variable(p.operand) {
                    self.fail_unexpected(p.operator.span().start.offset);
                }
                ExprKind::IncDec {
                    pre: false,
                    inc,
                    target: bx(self.expr(p.operand)),
                }
            }
            Expression::Parenthesized(p) => return self.expr(p.expression),
            Expression::Literal(lit) => return self.lower_literal(lit, line),
            Expression::CompositeString(cs) => self.composite_string(cs),
            Expression::Assignment(a) => return self.lower_assignment(a, line),
            Expression::Conditional(c) => {
                if let Expression::Conditional(inner) = c.condition {
                    let shape = match (inner.then.is_some(), c.then.is_some()) {
                        (true, true) => Some((
                            "a ? b : c ? d : e",
                            "(a ? b : c) ? d : e",
                            "a ? b : (c ? d : e)",
                        )),
                        (true, false) => {
                            Some(("a ? b : c ?: d", "(a ? b : c) ?: d", "a ? b : (c ?: d)"))
                        }
                        (false, true) => {
                            Some(("a ?: b ? c : d", "(a ?: b) ? c : d", "a ?: (b ? c : d)"))
                        }
                        (false, false) => None,
                    };
                    if let Some((what, left, right)) = shape {
                        self.fail_with(
                            expr_start(e),
                            format!("Unparenthesized `{what}` is not supported. Use either `{left}` or `{right}`"),
                            true,
                        );
                    }
                }
                let cond = bx(self.expr(c.condition));
                let then = c.then.map(|t| bx(self.expr(t)));
                let els = bx(self.expr(c.r#else));
                ExprKind::Ternary { cond, then, els }
            }
            Expression::Array(a) => ExprKind::Array(self.array_items(&a.elements)),
            Expression::LegacyArray(a) => ExprKind::Array(self.array_items(&a.elements)),
            Expression::List(l) => ExprKind::List(self.list_items(&l.elements)),
            Expression::ArrayAccess(a) => {
                let base = bx(self.expr(a.array));
                let index = if in_string {
                    self.string_index(a.index)
                } else {
                    self.expr(a.index)
                };
                ExprKind::Index {
                    base,
                    index: Some(bx(index)),
                }
            }
            Expression::ArrayAppend(a) => ExprKind::Index {
                base: bx(self.expr(a.array)),
                index: None,
            },
            Expression::AnonymousClass(c) => return self.new_anonymous(c, line),
            Expression::Closure(c) => ExprKind::Closure(Box::new(self.closure(c))),
            Expression::ArrowFunction(a) => ExprKind::ArrowFn(Box::new(self.arrow_fn(a))),
            Expression::Variable(v) => return self.variable(v, in_string),
            Expression::ConstantAccess(c) => self.constant(ident_value(&c.name)),
            Expression::Identifier(id) => self.constant(ident_value(id)),
            Expression::Match(m) => return self.lower_match(m, line),
            Expression::Yield(y) => return self.lower_yield(y, line),
            Expression::Construct(c) => return self.lower_construct(c, line),
            Expression::Throw(t) => ExprKind::Throw(bx(self.expr(t.exception))),
            Expression::Clone(c) => ExprKind::Clone(bx(self.expr(c.object))),
            Expression::Call(c) => return self.lower_call(c, line),
            Expression::PartialApplication(p) => return self.lower_partial_application(p, line),
            Expression::Access(a) => return self.lower_access(a, line),
            Expression::Parent(k) | Expression::Static(k) | Expression::Self_(k) => {
                self.fail_unexpected(k.span.start.offset);
                ExprKind::Null
            }
            Expression::Instantiation(i) => return self.lower_instantiation(i, line),
            Expression::MagicConstant(m) => return self.lower_magic_constant(m, line),
            Expression::Pipe(p) => {
                // php 8.2 lexes `|>` as `|` `>` and stops at the `>`.
                self.fail(
                    p.operator.start.offset + 1,
                    "syntax error, unexpected token \">\"",
                );
                ExprKind::Null
            }
            Expression::Error(s) => {
                self.fail_unexpected(s.start.offset);
                ExprKind::Null
            }
            other => {
                self.fail_unexpected(other.span().start.offset);
                ExprKind::Null
            }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_binary(&mut self, b: &Binary<'_>, line: u32) -> Expr {
        // Left-deep chains (`a . b . c ...`) are walked iteratively; every
        // node of the chain starts on the line of its leftmost operand.
        let mut spine: Vec<&Binary<'_>> = vec![b];
        let mut cur = b.lhs;
        while let Expression::Binary(inner) = cur {
            spine.push(inner);
            cur = inner.lhs;
        }
        if self.depth as usize + spine.len() > MAX_DEPTH as usize {
            self.fail(expr_start(cur), "memory exhausted");
            return mk(line, ExprKind::Null);
        }
        let mut acc = self.expr(cur);
        for bin in spine.iter().rev() {
            acc = self.binary_step(bin, acc, line);
        }
        acc
    }

    fn binary_step(&mut self, b: &Binary<'_>, left: Expr, line: u32) -> Expr {
        let op = match &b.operator {
            BinaryOperator::Instanceof(_) => {
                let class = self.class_ref(b.rhs);
                return mk(line, ExprKind::InstanceOf(bx(left), class));
            }
            BinaryOperator::Addition(_) => BinOp::Add,
            BinaryOperator::Subtraction(_) => BinOp::Sub,
            BinaryOperator::Multiplication(_) => BinOp::Mul,
            BinaryOperator::Division(_) => BinOp::Div,
            BinaryOperator::Modulo(_) => BinOp::Mod,
            BinaryOperator::Exponentiation(_) => BinOp::Pow,
            BinaryOperator::BitwiseAnd(_) => BinOp::BitAnd,
            BinaryOperator::BitwiseOr(_) => BinOp::BitOr,
            BinaryOperator::BitwiseXor(_) => BinOp::BitXor,
            BinaryOperator::LeftShift(_) => BinOp::Shl,
            BinaryOperator::RightShift(_) => BinOp::Shr,
            BinaryOperator::NullCoalesce(_) => BinOp::Coalesce,
            BinaryOperator::Equal(_) => BinOp::Eq,
            BinaryOperator::NotEqual(_) | BinaryOperator::AngledNotEqual(_) => BinOp::NotEq,
            BinaryOperator::Identical(_) => BinOp::Identical,
            BinaryOperator::NotIdentical(_) => BinOp::NotIdentical,
            BinaryOperator::LessThan(_) => BinOp::Lt,
            BinaryOperator::LessThanOrEqual(_) => BinOp::Le,
            BinaryOperator::GreaterThan(_) => BinOp::Gt,
            BinaryOperator::GreaterThanOrEqual(_) => BinOp::Ge,
            BinaryOperator::Spaceship(_) => BinOp::Spaceship,
            BinaryOperator::StringConcat(_) => BinOp::Concat,
            BinaryOperator::And(_) | BinaryOperator::LowAnd(_) => BinOp::And,
            BinaryOperator::Or(_) | BinaryOperator::LowOr(_) => BinOp::Or,
            BinaryOperator::LowXor(_) => BinOp::Xor,
        };
        let right = self.expr(b.rhs);
        mk(
            line,
            ExprKind::Binary {
                op,
                left: bx(left),
                right: bx(right),
            },
        )
    }

    /// php's parse error for an expression where its grammar allows only
    /// a variable (`{$...}`, `++`, `=&`, a foreach target, unset).
    pub(crate) fn require_variable(&mut self, e: &Expression<'_>) {
        if is_variable(e) {
            return;
        }
        let at = variable_prefix_end(e);
        let tok = super::error::describe_at(self.src, at as usize);
        self.fail(
            at,
            format!(
                "syntax error, unexpected {tok}, expecting {}",
                super::error::AFTER_VARIABLE
            ),
        );
    }

    #[inline(never)]
    fn lower_unary_prefix(&mut self, u: &UnaryPrefix<'_>, line: u32) -> Expr {
        let kind = {
            let cast = |k| Some(k);
            let (unop, castk) = match &u.operator {
                UnaryPrefixOperator::ErrorControl(_) => {
                    return mk(line, ExprKind::Silence(bx(self.expr(u.operand))));
                }
                UnaryPrefixOperator::Reference(s) => {
                    self.fail_unexpected(s.start.offset);
                    return self.expr(u.operand);
                }
                UnaryPrefixOperator::PreIncrement(_) | UnaryPrefixOperator::PreDecrement(_) => {
                    let inc = matches!(u.operator, UnaryPrefixOperator::PreIncrement(_));
                    if is_class_constant(u.operand) {
                        self.require_variable(u.operand);
                    } else if !is_variable(u.operand) {
                        self.fail_unexpected(expr_start(u.operand));
                    }
                    let target = self.expr(u.operand);
                    return mk(
                        line,
                        ExprKind::IncDec {
                            pre: true,
                            inc,
                            target: bx(target),
                        },
                    );
                }
                UnaryPrefixOperator::ArrayCast(..) => (None, cast(CastKind::Array)),
                UnaryPrefixOperator::BoolCast(..) | UnaryPrefixOperator::BooleanCast(..) => {
                    (None, cast(CastKind::Bool))
                }
                UnaryPrefixOperator::DoubleCast(..) | UnaryPrefixOperator::FloatCast(..) => {
                    (None, cast(CastKind::Float))
                }
                UnaryPrefixOperator::RealCast(s, _) => {
                    self.fail(
                        s.start.offset,
                        "The (real) cast has been removed, use (float) instead",
                    );
                    (None, cast(CastKind::Float))
                }
                UnaryPrefixOperator::IntCast(..) | UnaryPrefixOperator::IntegerCast(..) => {
                    (None, cast(CastKind::Int))
                }
                UnaryPrefixOperator::ObjectCast(..) => (None, cast(CastKind::Object)),
                UnaryPrefixOperator::UnsetCast(s, _) => {
                    self.fail_with(
                        s.start.offset,
                        "The (unset) cast is no longer supported",
                        true,
                    );
                    (None, cast(CastKind::Unset))
                }
                UnaryPrefixOperator::StringCast(..) | UnaryPrefixOperator::BinaryCast(..) => {
                    (None, cast(CastKind::String))
                }
                UnaryPrefixOperator::VoidCast(s, _) => {
                    self.fail_unexpected(s.start.offset);
                    (None, cast(CastKind::Unset))
                }
                UnaryPrefixOperator::BitwiseNot(_) => (Some(UnOp::BitNot), None),
                UnaryPrefixOperator::Not(_) => (Some(UnOp::Not), None),
                UnaryPrefixOperator::Plus(_) => (Some(UnOp::Plus), None),
                UnaryPrefixOperator::Negation(_) => (Some(UnOp::Neg), None),
            };
            let inner = bx(self.expr(u.operand));
            match (unop, castk) {
                (Some(op), _) => ExprKind::Unary { op, expr: inner },
                (None, Some(k)) => ExprKind::Cast(k, inner),
                (None, None) => return *inner,
            }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_literal(&mut self, lit: &Literal<'_>, line: u32) -> Expr {
        let kind = match lit {
            Literal::String(s) => match literal::string_literal(s.raw) {
                Ok(v) => {
                    let body = s.raw.strip_prefix(b"b").or(s.raw.strip_prefix(b"B"));
                    if body.unwrap_or(s.raw).first() == Some(&b'"') {
                        self.octal_warnings(s.span.start.offset, s.raw);
                    }
                    ExprKind::Str(v.into())
                }
                Err(msg) => {
                    self.fail(s.span.start.offset, msg);
                    ExprKind::Null
                }
            },
            Literal::Integer(i) => match literal::int_literal(i.raw) {
                Ok(k) => k,
                Err(msg) => {
                    self.fail(i.span.start.offset, msg);
                    ExprKind::Int(0)
                }
            },
            Literal::Float(f) => ExprKind::Float(literal::float_literal(f.raw)),
            Literal::True(_) => ExprKind::Bool(true),
            Literal::False(_) => ExprKind::Bool(false),
            Literal::Null(_) => ExprKind::Null,
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_assignment(&mut self, a: &Assignment<'_>, line: u32) -> Expr {
        let kind = {
            if is_class_constant(a.lhs) {
                self.fail_unexpected(a.operator.span().start.offset);
            }
            let target = self.target(a.lhs);
            let op = match &a.operator {
                AssignmentOperator::Assign(_) => {
                    if let Expression::UnaryPrefix(u) = a.rhs {
                        if let UnaryPrefixOperator::Reference(_) = u.operator {
                            if is_class_constant(u.operand) {
                                self.require_variable(u.operand);
                            }
                            let value = self.expr(u.operand);
                            return mk(
                                line,
                                ExprKind::AssignRef {
                                    target: bx(target),
                                    value: bx(value),
                                },
                            );
                        }
                    }
                    let value = self.expr(a.rhs);
                    return mk(
                        line,
                        ExprKind::Assign {
                            target: bx(target),
                            value: bx(value),
                        },
                    );
                }
                AssignmentOperator::Addition(_) => BinOp::Add,
                AssignmentOperator::Subtraction(_) => BinOp::Sub,
                AssignmentOperator::Multiplication(_) => BinOp::Mul,
                AssignmentOperator::Division(_) => BinOp::Div,
                AssignmentOperator::Modulo(_) => BinOp::Mod,
                AssignmentOperator::Exponentiation(_) => BinOp::Pow,
                AssignmentOperator::Concat(_) => BinOp::Concat,
                AssignmentOperator::BitwiseAnd(_) => BinOp::BitAnd,
                AssignmentOperator::BitwiseOr(_) => BinOp::BitOr,
                AssignmentOperator::BitwiseXor(_) => BinOp::BitXor,
                AssignmentOperator::LeftShift(_) => BinOp::Shl,
                AssignmentOperator::RightShift(_) => BinOp::Shr,
                AssignmentOperator::Coalesce(_) => BinOp::Coalesce,
            };
            let value = self.expr(a.rhs);
            ExprKind::AssignOp {
                op,
                target: bx(target),
                value: bx(value),
            }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_match(&mut self, m: &Match<'_>, line: u32) -> Expr {
        let kind = {
            let subject = bx(self.expr(m.expression));
            let arms = m
                .arms
                .nodes
                .iter()
                .map(|arm| match arm {
                    MMatchArm::Expression(a) => MatchArm {
                        conds: Some(a.conditions.nodes.iter().map(|c| self.expr(c)).collect()),
                        body: self.expr(a.expression),
                    },
                    MMatchArm::Default(d) => MatchArm {
                        conds: None,
                        body: self.expr(d.expression),
                    },
                })
                .collect();
            ExprKind::Match { subject, arms }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_yield(&mut self, y: &Yield<'_>, line: u32) -> Expr {
        let kind = {
            self.saw_yield = true;
            match y {
                Yield::Value(v) => ExprKind::Yield {
                    key: None,
                    value: v.value.map(|x| {
                        let (_, e) = self.maybe_ref(x);
                        bx(e)
                    }),
                },
                Yield::Pair(p) => {
                    let key = bx(self.expr(p.key));
                    let (_, value) = self.maybe_ref(p.value);
                    ExprKind::Yield {
                        key: Some(key),
                        value: Some(bx(value)),
                    }
                }
                Yield::From(f) => ExprKind::YieldFrom(bx(self.expr(f.iterator))),
            }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_construct(&mut self, c: &Construct<'_>, line: u32) -> Expr {
        let kind = match c {
            Construct::Isset(i) => {
                ExprKind::Isset(i.values.nodes.iter().map(|v| self.expr(v)).collect())
            }
            Construct::Empty(x) => ExprKind::Empty(bx(self.expr(x.value))),
            Construct::Eval(x) => ExprKind::Eval(bx(self.expr(x.value))),
            Construct::Include(x) => {
                ExprKind::Include(IncludeKind::Include, bx(self.expr(x.value)))
            }
            Construct::IncludeOnce(x) => {
                ExprKind::Include(IncludeKind::IncludeOnce, bx(self.expr(x.value)))
            }
            Construct::Require(x) => {
                ExprKind::Include(IncludeKind::Require, bx(self.expr(x.value)))
            }
            Construct::RequireOnce(x) => {
                ExprKind::Include(IncludeKind::RequireOnce, bx(self.expr(x.value)))
            }
            Construct::Print(x) => ExprKind::Print(bx(self.expr(x.value))),
            Construct::Exit(x) => ExprKind::Exit(self.exit_arg(x.arguments.as_ref())),
            Construct::Die(x) => ExprKind::Exit(self.exit_arg(x.arguments.as_ref())),
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_call(&mut self, c: &Call<'_>, line: u32) -> Expr {
        let kind = match c {
            Call::Function(f) => {
                let func = match f.function {
                    Expression::Identifier(id) => {
                        Callee::Name(self.resolve_function(ident_value(id)))
                    }
                    other => Callee::Expr(self.expr(other)),
                };
                let mut args = self.arg_list(&f.argument_list);
                self.assert_message(&func, &f.argument_list, &mut args, line);
                ExprKind::Call {
                    func: Box::new(func),
                    args: Args::List(args),
                }
            }
            Call::Method(m) => {
                let obj = bx(self.expr(m.object));
                let name = self.member_name(&m.method);
                ExprKind::MethodCall {
                    obj,
                    name,
                    args: Args::List(self.arg_list(&m.argument_list)),
                    nullsafe: false,
                }
            }
            Call::NullSafeMethod(m) => {
                let obj = bx(self.expr(m.object));
                let name = self.member_name(&m.method);
                ExprKind::MethodCall {
                    obj,
                    name,
                    args: Args::List(self.arg_list(&m.argument_list)),
                    nullsafe: true,
                }
            }
            Call::StaticMethod(m) => {
                let class = self.class_ref(m.class);
                let name = self.member_name(&m.method);
                ExprKind::StaticCall {
                    class,
                    name,
                    args: Args::List(self.arg_list(&m.argument_list)),
                }
            }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_partial_application(&mut self, p: &PartialApplication<'_>, line: u32) -> Expr {
        let kind = match p {
            PartialApplication::Function(f) => {
                let func = match f.function {
                    Expression::Identifier(id) => {
                        Callee::Name(self.resolve_function(ident_value(id)))
                    }
                    other => Callee::Expr(self.expr(other)),
                };
                ExprKind::Call {
                    func: Box::new(func),
                    args: self.partial_args(&f.argument_list),
                }
            }
            PartialApplication::Method(m) => {
                let obj = bx(self.expr(m.object));
                let name = self.member_name(&m.method);
                ExprKind::MethodCall {
                    obj,
                    name,
                    args: self.partial_args(&m.argument_list),
                    nullsafe: false,
                }
            }
            PartialApplication::StaticMethod(m) => {
                let class = self.class_ref(m.class);
                let name = self.member_name(&m.method);
                ExprKind::StaticCall {
                    class,
                    name,
                    args: self.partial_args(&m.argument_list),
                }
            }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_access(&mut self, a: &Access<'_>, line: u32) -> Expr {
        let kind = match a {
            Access::Property(p) => ExprKind::Prop {
                obj: bx(self.expr(p.object)),
                name: self.member_name(&p.property),
                nullsafe: false,
            },
            Access::NullSafeProperty(p) => ExprKind::Prop {
                obj: bx(self.expr(p.object)),
                name: self.member_name(&p.property),
                nullsafe: true,
            },
            Access::StaticProperty(p) => {
                let class = self.class_ref(p.class);
                let name = match &p.property {
                    Variable::Direct(d) => MemberName::Ident(var_name(d.name)),
                    Variable::Indirect(i) => MemberName::Dynamic(bx(self.expr(i.expression))),
                    Variable::Nested(n) => {
                        MemberName::Dynamic(bx(self.variable(n.variable, false)))
                    }
                };
                ExprKind::StaticProp { class, name }
            }
            Access::ClassConstant(c) => {
                let class = self.class_ref(c.class);
                let name = match &c.constant {
                    ClassLikeConstantSelector::Identifier(i) => i.value.into(),
                    ClassLikeConstantSelector::Expression(x) => {
                        // Dynamic class constant fetch is PHP 8.3.
                        self.fail_unexpected(x.left_brace.start.offset);
                        Box::default()
                    }
                    ClassLikeConstantSelector::Missing(s) => {
                        self.fail_unexpected(s.start.offset);
                        Box::default()
                    }
                };
                ExprKind::ClassConst { class, name }
            }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_instantiation(&mut self, i: &Instantiation<'_>, line: u32) -> Expr {
        let kind = {
            let class = self.class_ref(i.class);
            let args = match &i.argument_list {
                Some(al) => self.arg_list(al),
                None => Vec::new(),
            };
            ExprKind::New { class, args }
        };
        mk(line, kind)
    }

    #[inline(never)]
    fn lower_magic_constant(&mut self, m: &MagicConstant<'_>, line: u32) -> Expr {
        let kind = {
            use mago_syntax::ast::MagicConstant as M;
            match m {
                M::Line(_) => ExprKind::Int(line as i64),
                M::File(_) => ExprKind::MagicConst(MagicConst::File),
                M::Directory(_) => ExprKind::MagicConst(MagicConst::Dir),
                M::Trait(_) => ExprKind::MagicConst(MagicConst::Trait),
                M::Method(_) => ExprKind::MagicConst(MagicConst::Method),
                M::Function(_) => ExprKind::MagicConst(MagicConst::Function),
                M::Property(i) => {
                    // __PROPERTY__ is PHP 8.4; in 8.2 it is a plain constant.
                    self.constant(i.value)
                }
                M::Namespace(_) => ExprKind::Str(self.ns.clone().into()),
                M::Class(_) => ExprKind::MagicConst(MagicConst::Class),
            }
        };
        mk(line, kind)
    }

    fn exit_arg(&mut self, args: Option<&ArgumentList<'_>>) -> Option<Box<Expr>> {
        let al = args?;
        let mut it = al.arguments.nodes.iter();
        let first = it.next()?;
        if let Some(extra) = it.next() {
            self.fail_unexpected(extra.span().start.offset.saturating_sub(1));
        }
        match first {
            Argument::Positional(p) if p.ellipsis.is_none() => Some(bx(self.expr(p.value))),
            other => {
                self.fail_unexpected(other.span().start.offset);
                None
            }
        }
    }

    /// A constant name in expression position; true/false/null are literals.
    fn constant(&self, name: &[u8]) -> ExprKind {
        let bare = name.strip_prefix(b"\\").unwrap_or(name);
        if bare.eq_ignore_ascii_case(b"true") {
            return ExprKind::Bool(true);
        }
        if bare.eq_ignore_ascii_case(b"false") {
            return ExprKind::Bool(false);
        }
        if bare.eq_ignore_ascii_case(b"null") {
            return ExprKind::Null;
        }
        ExprKind::Const(self.resolve_const(name))
    }

    /// The key of `"$a[key]"`: a bare word is a string, a canonical decimal
    /// integer is an int, any other number stays a string.
    fn string_index(&mut self, e: &Expression<'_>) -> Expr {
        let line = self.line(expr_start(e));
        match e {
            Expression::Identifier(id)
            | Expression::ConstantAccess(mago_syntax::ast::ConstantAccess { name: id }) => {
                mk(line, ExprKind::Str(ident_value(id).into()))
            }
            Expression::Literal(Literal::Integer(i)) => {
                mk(line, literal::num_string_key(i.raw, false))
            }
            Expression::UnaryPrefix(u) => match (&u.operator, u.operand) {
                (UnaryPrefixOperator::Negation(_), Expression::Literal(Literal::Integer(i))) => {
                    mk(line, literal::num_string_key(i.raw, true))
                }
                _ => self.expr(e),
            },
            _ => self.expr(e),
        }
    }

    /// php's scanner warning for each `\ooo` escape above `\377` in a
    /// double-quoted body starting at `start`.
    fn octal_warnings(&mut self, start: u32, body: &[u8]) {
        for (at, digits) in literal::octal_overflows(body) {
            let line = self.line(start + at as u32);
            self.warnings.push((
                false,
                format!(
                    "Octal escape sequence overflow \\{} is greater than \\377",
                    String::from_utf8_lossy(digits)
                ),
                line,
            ));
        }
    }

    fn composite_string(&mut self, cs: &CompositeString<'_>) -> ExprKind {
        match cs {
            CompositeString::Interpolated(s) => {
                let parts = self.interp_parts(&s.parts.nodes, Quote::Double);
                interp_kind(parts)
            }
            CompositeString::ShellExecute(s) => {
                ExprKind::ShellExec(self.interp_parts(&s.parts.nodes, Quote::Backtick))
            }
            CompositeString::Document(d) => self.document(d),
        }
    }

    fn interp_parts(&mut self, parts: &[StringPart<'_>], q: Quote) -> Vec<InterpPart> {
        let mut out: Vec<InterpPart> = Vec::with_capacity(parts.len());
        for p in parts {
            match p {
                StringPart::Literal(l) => match literal::unescape(l.value, q) {
                    Ok(v) => {
                        self.octal_warnings(l.span.start.offset, l.value);
                        push_lit(&mut out, v)
                    }
                    Err(msg) => self.fail(l.span.start.offset, msg),
                },
                StringPart::Expression(x) => out.push(InterpPart::Expr(self.string_expr(x))),
                StringPart::BracedExpression(b) => {
                    self.require_variable(b.expression);
                    out.push(InterpPart::Expr(self.expr(b.expression)))
                }
            }
        }
        out
    }

    fn document(&mut self, d: &mago_syntax::ast::DocumentString<'_>) -> ExprKind {
        use mago_syntax::ast::{DocumentIndentation, DocumentKind};
        let (indent, pad) = match d.indentation {
            DocumentIndentation::None => (0, b' '),
            DocumentIndentation::Whitespace(n) => (n, b' '),
            DocumentIndentation::Tab(n) => (n, b'\t'),
            DocumentIndentation::Mixed(a, b) => {
                self.fail(
                    d.open.end.offset,
                    "Invalid indentation - tabs and spaces cannot be mixed",
                );
                (a + b, b' ')
            }
        };
        let nowdoc = matches!(d.kind, DocumentKind::Nowdoc);
        let n = d.parts.nodes.len();
        let mut out: Vec<InterpPart> = Vec::with_capacity(n);
        let mut at_line_start = true;
        let last = d
            .parts
            .nodes
            .iter()
            .rposition(|p| !matches!(p, StringPart::Literal(l) if l.value.is_empty()));
        for (idx, p) in d.parts.nodes.iter().enumerate() {
            match p {
                StringPart::Literal(l) if l.value.is_empty() => {}
                StringPart::Literal(l) => {
                    let mut v: &[u8] = l.value;
                    if at_line_start && indent > 0 {
                        let ws = v
                            .iter()
                            .take(indent)
                            .take_while(|&&b| b == b' ' || b == b'\t')
                            .count();
                        if v[..ws].iter().any(|&b| b != pad) {
                            self.fail(
                                l.span.start.offset,
                                "Invalid indentation - tabs and spaces cannot be mixed",
                            );
                        }
                        let is_blank_line = v
                            .iter()
                            .all(|&b| b == b' ' || b == b'\t' || b == b'\n' || b == b'\r');
                        if ws < indent && !is_blank_line {
                            self.fail(
                                l.span.start.offset,
                                format!("Invalid body indentation level (expecting an indentation level of at least {indent})"),
                            );
                        }
                        v = &v[ws.min(v.len())..];
                    }
                    at_line_start = v.ends_with(b"\n") || v.ends_with(b"\r");
                    if Some(idx) == last {
                        // The newline before the closing label is not part of the string.
                        if let Some(s) = v.strip_suffix(b"\r\n") {
                            v = s;
                        } else if let Some(s) =
                            v.strip_suffix(b"\n").or_else(|| v.strip_suffix(b"\r"))
                        {
                            v = s;
                        }
                    }
                    if nowdoc {
                        push_lit(&mut out, v.to_vec());
                    } else {
                        match literal::unescape(v, Quote::Heredoc) {
                            Ok(dec) => {
                                let skipped = v.as_ptr() as usize - l.value.as_ptr() as usize;
                                self.octal_warnings(l.span.start.offset + skipped as u32, v);
                                push_lit(&mut out, dec)
                            }
                            Err(msg) => self.fail(l.span.start.offset, msg),
                        }
                    }
                }
                StringPart::Expression(x) => {
                    if at_line_start && indent > 0 {
                        self.fail(
                            x.span().start.offset,
                            format!("Invalid body indentation level (expecting an indentation level of at least {indent})"),
                        );
                    }
                    at_line_start = false;
                    out.push(InterpPart::Expr(self.string_expr(x)));
                }
                StringPart::BracedExpression(b) => {
                    if at_line_start && indent > 0 {
                        self.fail(
                            b.left_brace.start.offset,
                            format!("Invalid body indentation level (expecting an indentation level of at least {indent})"),
                        );
                    }
                    at_line_start = false;
                    self.require_variable(b.expression);
                    out.push(InterpPart::Expr(self.expr(b.expression)));
                }
            }
        }
        interp_kind(out)
    }
}

/// What php's grammar calls a `variable` (a writable place, or a call).
/// php's grammar's `variable`: what may be written to, referenced, or
/// interpolated in `{$...}` (a class constant is not one).
fn is_variable(e: &Expression<'_>) -> bool {
    matches!(
        e,
        Expression::Variable(_)
            | Expression::ArrayAccess(_)
            | Expression::ArrayAppend(_)
            | Expression::Call(_)
    ) || matches!(e, Expression::Access(a) if !matches!(a, Access::ClassConstant(_)))
        || matches!(e, Expression::Parenthesized(p) if is_variable(p.expression))
}

/// `A::X`, `static::X`, `A::class`: complete only as a value.
pub(crate) fn is_class_constant(e: &Expression<'_>) -> bool {
    matches!(e, Expression::Access(Access::ClassConstant(_)))
}

/// Where php's parser stops in an expression that must be a variable but
/// is not: after its leftmost operand that is one (`{$a + 1}` stops at
/// `+`), or at its end.
fn variable_prefix_end(e: &Expression<'_>) -> u32 {
    let inner = match e {
        _ if is_variable(e) => None,
        Expression::Binary(b) => Some(b.lhs),
        Expression::Assignment(a) => Some(a.lhs),
        Expression::UnaryPostfix(p) => Some(p.operand),
        Expression::Conditional(c) => Some(c.condition),
        _ => None,
    };
    match inner {
        Some(i) => variable_prefix_end(i),
        None => e.span().end.offset,
    }
}

fn push_lit(out: &mut Vec<InterpPart>, v: Vec<u8>) {
    if v.is_empty() {
        return;
    }
    if let Some(InterpPart::Lit(prev)) = out.last_mut() {
        let mut joined = std::mem::take(prev).into_vec();
        joined.extend_from_slice(&v);
        *prev = joined.into();
        return;
    }
    out.push(InterpPart::Lit(v.into()));
}

/// A string with no interpolated expression is a plain `Str`.
fn interp_kind(mut parts: Vec<InterpPart>) -> ExprKind {
    if parts.iter().all(|p| matches!(p, InterpPart::Lit(_))) {
        return match parts.pop() {
            Some(InterpPart::Lit(v)) => ExprKind::Str(v),
            _ => ExprKind::Str(Box::default()),
        };
    }
    ExprKind::Interp(parts)
}
