//! Declarations: functions, closures, arrow functions, parameters, type
//! hints, attributes, and class-likes (class, interface, trait, enum,
//! anonymous class) with their members.

use mago_span::HasSpan;
use mago_syntax::ast::{
    AnonymousClass, ArrowFunction, AttributeList, Class, ClassLikeMember, Closure, Enum,
    EnumCaseItem, Function, FunctionLikeParameterList, FunctionLikeReturnTypeHint, Hint, Interface,
    MethodBody, Modifier, Property, PropertyItem, Sequence, Trait, TraitUseAdaptation,
    TraitUseMethodReference, TraitUseSpecification,
};

use super::stmt::{expr_start, mk, var_name};
use super::UseKind;
use super::{ident_value, Lowerer};
use crate::ast::{
    Attribute, ClassDecl, ClassKind, ClosureUse, ExprKind, FunctionDecl, Member, Modifiers, Name,
    Param, Stmt, StmtKind, TraitRule, TypeHint,
};

impl Lowerer<'_> {
    pub(crate) fn attributes(&mut self, lists: &Sequence<'_, AttributeList<'_>>) -> Vec<Attribute> {
        let mut out = Vec::new();
        for list in lists.nodes.iter() {
            for a in list.attributes.nodes.iter() {
                let args = match &a.argument_list {
                    Some(al) => self.arg_list(al),
                    None => Vec::new(),
                };
                out.push(Attribute {
                    name: self.resolve_class_ident(&a.name),
                    args,
                });
            }
        }
        out
    }

    pub(crate) fn modifiers(&mut self, mods: &Sequence<'_, Modifier<'_>>) -> Modifiers {
        let mut m = Modifiers::default();
        for md in mods.nodes.iter() {
            self.add_modifier(md, &mut m);
        }
        m
    }

    pub(crate) fn type_hint(&mut self, h: &Hint<'_>) -> TypeHint {
        match h {
            Hint::Identifier(id) => {
                let v = ident_value(id);
                TypeHint::Named(self.resolve_class(v))
            }
            Hint::Parenthesized(p) => self.type_hint(p.hint),
            Hint::Nullable(n) => TypeHint::Nullable(Box::new(self.type_hint(n.hint))),
            Hint::Union(_) => {
                let mut parts = Vec::new();
                self.flatten_union(h, &mut parts);
                TypeHint::Union(parts)
            }
            Hint::Intersection(_) => {
                let mut parts = Vec::new();
                self.flatten_intersection(h, &mut parts);
                TypeHint::Intersection(parts)
            }
            Hint::Null(_) => named(b"null"),
            Hint::True(_) => named(b"true"),
            Hint::False(_) => named(b"false"),
            Hint::Array(_) => named(b"array"),
            Hint::Callable(_) => named(b"callable"),
            Hint::Static(_) => named(b"static"),
            Hint::Self_(_) => named(b"self"),
            Hint::Parent(_) => named(b"parent"),
            Hint::Void(_) => named(b"void"),
            Hint::Never(_) => named(b"never"),
            Hint::Float(_) => named(b"float"),
            Hint::Bool(_) => named(b"bool"),
            Hint::Integer(_) => named(b"int"),
            Hint::String(_) => named(b"string"),
            Hint::Object(_) => named(b"object"),
            Hint::Mixed(_) => named(b"mixed"),
            Hint::Iterable(_) => named(b"iterable"),
        }
    }

    fn flatten_union(&mut self, h: &Hint<'_>, out: &mut Vec<TypeHint>) {
        match h {
            Hint::Union(u) => {
                self.flatten_union(u.left, out);
                self.flatten_union(u.right, out);
            }
            Hint::Parenthesized(p) => out.push(self.type_hint(p.hint)),
            other => out.push(self.type_hint(other)),
        }
    }

    fn flatten_intersection(&mut self, h: &Hint<'_>, out: &mut Vec<TypeHint>) {
        match h {
            Hint::Intersection(u) => {
                self.flatten_intersection(u.left, out);
                self.flatten_intersection(u.right, out);
            }
            other => out.push(self.type_hint(other)),
        }
    }

    fn ret_type(&mut self, r: &Option<FunctionLikeReturnTypeHint<'_>>) -> Option<TypeHint> {
        r.as_ref().map(|r| self.type_hint(&r.hint))
    }

    pub(crate) fn params(&mut self, list: &FunctionLikeParameterList<'_>) -> Vec<Param> {
        let mut out = Vec::with_capacity(list.parameters.nodes.len());
        for p in list.parameters.nodes.iter() {
            if let Some(h) = &p.hooks {
                self.fail_unexpected(h.left_brace.start.offset);
            }
            let promote = if p.modifiers.nodes.is_empty() {
                None
            } else {
                Some(self.modifiers(&p.modifiers))
            };
            out.push(Param {
                name: var_name(p.variable.name),
                ty: p.hint.as_ref().map(|h| self.type_hint(h)),
                default: p.default_value.as_ref().map(|d| self.expr(d.value)),
                by_ref: p.ampersand.is_some(),
                variadic: p.ellipsis.is_some(),
                promote,
                attributes: self.attributes(&p.attribute_lists),
                line: self.line(p.variable.span.start.offset),
            });
        }
        out
    }

    /// Lowers a function body with generator detection scoped to it.
    fn with_fn_scope<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> (T, bool) {
        let saved = std::mem::replace(&mut self.saw_yield, false);
        let r = f(self);
        let gen = std::mem::replace(&mut self.saw_yield, saved);
        (r, gen)
    }

    pub(crate) fn function(&mut self, f: &Function<'_>) -> FunctionDecl {
        let start = f.span().start.offset;
        let name_at = f.name.span.start.offset;
        if super::error::kind_at(self.src, name_at as usize)
            .is_some_and(super::error::reserved_function_name)
        {
            self.fail_unexpected_expecting(name_at, "\"(\"");
        }
        let attributes = self.attributes(&f.attribute_lists);
        let params = self.params(&f.parameter_list);
        let return_type = self.ret_type(&f.return_type_hint);
        let (body, is_generator) = self.with_fn_scope(|l| l.block(&f.body.statements));
        FunctionDecl {
            name: self.decl_name(
                UseKind::Function,
                "function",
                f.name.value,
                f.name.span.start.offset,
            ),
            params,
            by_ref_return: f.ampersand.is_some(),
            return_type,
            body,
            uses: Vec::new(),
            is_static: false,
            is_generator,
            attributes,
            doc_comment: self.doc_of_decl(start, f.function.span.start.offset),
            line: self.line(f.function.span.start.offset),
            end_line: self.line(f.body.right_brace.start.offset),
        }
    }

    pub(crate) fn closure(&mut self, c: &Closure<'_>) -> FunctionDecl {
        let start = c.span().start.offset;
        let attributes = self.attributes(&c.attribute_lists);
        let params = self.params(&c.parameter_list);
        let uses = match &c.use_clause {
            Some(u) => u
                .variables
                .nodes
                .iter()
                .map(|v| ClosureUse {
                    name: var_name(v.variable.name),
                    by_ref: v.ampersand.is_some(),
                })
                .collect(),
            None => Vec::new(),
        };
        let return_type = self.ret_type(&c.return_type_hint);
        let (body, is_generator) = self.with_fn_scope(|l| l.block(&c.body.statements));
        FunctionDecl {
            name: self.namespaced(b"{closure}"),
            params,
            by_ref_return: c.ampersand.is_some(),
            return_type,
            body,
            uses,
            is_static: c.r#static.is_some(),
            is_generator,
            attributes,
            doc_comment: self.doc_before(start),
            line: self.line(c.function.span.start.offset),
            end_line: self.line(c.body.right_brace.start.offset),
        }
    }

    pub(crate) fn arrow_fn(&mut self, a: &ArrowFunction<'_>) -> FunctionDecl {
        let start = a.span().start.offset;
        let attributes = self.attributes(&a.attribute_lists);
        let params = self.params(&a.parameter_list);
        let return_type = self.ret_type(&a.return_type_hint);
        let end = a.expression.span().end.offset;
        let ((value, line), is_generator) = self.with_fn_scope(|l| {
            let line = l.line(expr_start(a.expression));
            (l.expr(a.expression), line)
        });
        let body = vec![Stmt {
            line,
            kind: StmtKind::Return(Some(value)),
        }];
        FunctionDecl {
            name: self.namespaced(b"{closure}"),
            params,
            by_ref_return: a.ampersand.is_some(),
            return_type,
            body,
            uses: Vec::new(),
            is_static: a.r#static.is_some(),
            is_generator,
            attributes,
            doc_comment: self.doc_before(start),
            line: self.line(a.r#fn.span.start.offset),
            end_line: self.line(end.saturating_sub(1)),
        }
    }

    // ----- class-likes -----

    fn names(
        &self,
        ids: &mago_syntax::ast::TokenSeparatedSequence<'_, mago_syntax::ast::Identifier<'_>>,
    ) -> Vec<Name> {
        ids.nodes
            .iter()
            .map(|i| self.resolve_class_ident(i))
            .collect()
    }

    pub(crate) fn class(&mut self, c: &Class<'_>) -> ClassDecl {
        let start = c.span().start.offset;
        let attributes = self.attributes(&c.attribute_lists);
        let modifiers = self.modifiers(&c.modifiers);
        let extends = c.extends.as_ref().and_then(|e| {
            if e.types.nodes.len() > 1 {
                self.fail_unexpected_expecting(
                    e.types.tokens.first().map_or(0, |t| t.start.offset),
                    "\"{\"",
                );
            }
            e.types.nodes.first().map(|i| self.resolve_class_ident(i))
        });
        let implements = c
            .implements
            .as_ref()
            .map(|i| self.names(&i.types))
            .unwrap_or_default();
        let members = self.members(&c.members);
        ClassDecl {
            name: self.decl_name(
                UseKind::Class,
                "class",
                c.name.value,
                c.name.span.start.offset,
            ),
            kind: ClassKind::Class,
            modifiers,
            extends,
            implements,
            enum_backing: None,
            members,
            attributes,
            doc_comment: self.doc_of_decl(start, c.class.span.start.offset),
            line: self.line(c.class.span.start.offset),
            end_line: self.line(c.right_brace.start.offset),
        }
    }

    pub(crate) fn anonymous_class(&mut self, c: &AnonymousClass<'_>) -> ClassDecl {
        let attributes = self.attributes(&c.attribute_lists);
        let modifiers = self.modifiers(&c.modifiers);
        let extends = c.extends.as_ref().and_then(|e| {
            if e.types.nodes.len() > 1 {
                self.fail_unexpected_expecting(
                    e.types.tokens.first().map_or(0, |t| t.start.offset),
                    "\"{\"",
                );
            }
            e.types.nodes.first().map(|i| self.resolve_class_ident(i))
        });
        let implements = c
            .implements
            .as_ref()
            .map(|i| self.names(&i.types))
            .unwrap_or_default();
        let members = self.members(&c.members);
        ClassDecl {
            name: (*b"class@anonymous").into(),
            kind: ClassKind::Class,
            modifiers,
            extends,
            implements,
            enum_backing: None,
            members,
            attributes,
            doc_comment: self.doc_before(c.new.span.start.offset),
            line: self.line(c.class.span.start.offset),
            end_line: self.line(c.right_brace.start.offset),
        }
    }

    pub(crate) fn interface(&mut self, c: &Interface<'_>) -> ClassDecl {
        let start = c.span().start.offset;
        let attributes = self.attributes(&c.attribute_lists);
        let implements = c
            .extends
            .as_ref()
            .map(|i| self.names(&i.types))
            .unwrap_or_default();
        let members = self.members(&c.members);
        ClassDecl {
            name: self.decl_name(
                UseKind::Class,
                "interface",
                c.name.value,
                c.name.span.start.offset,
            ),
            kind: ClassKind::Interface,
            modifiers: Modifiers::default(),
            extends: None,
            implements,
            enum_backing: None,
            members,
            attributes,
            doc_comment: self.doc_before(start),
            line: self.line(c.interface.span.start.offset),
            end_line: self.line(c.right_brace.start.offset),
        }
    }

    pub(crate) fn trait_decl(&mut self, c: &Trait<'_>) -> ClassDecl {
        let start = c.span().start.offset;
        let attributes = self.attributes(&c.attribute_lists);
        let members = self.members(&c.members);
        ClassDecl {
            name: self.decl_name(
                UseKind::Class,
                "trait",
                c.name.value,
                c.name.span.start.offset,
            ),
            kind: ClassKind::Trait,
            modifiers: Modifiers::default(),
            extends: None,
            implements: Vec::new(),
            enum_backing: None,
            members,
            attributes,
            doc_comment: self.doc_before(start),
            line: self.line(c.r#trait.span.start.offset),
            end_line: self.line(c.right_brace.start.offset),
        }
    }

    pub(crate) fn enum_decl(&mut self, c: &Enum<'_>) -> ClassDecl {
        let start = c.span().start.offset;
        let attributes = self.attributes(&c.attribute_lists);
        let enum_backing = c
            .backing_type_hint
            .as_ref()
            .map(|b| self.type_hint(&b.hint));
        let implements = c
            .implements
            .as_ref()
            .map(|i| self.names(&i.types))
            .unwrap_or_default();
        let members = self.members(&c.members);
        ClassDecl {
            name: self.decl_name(
                UseKind::Class,
                "enum",
                c.name.value,
                c.name.span.start.offset,
            ),
            kind: ClassKind::Enum,
            modifiers: Modifiers::default(),
            extends: None,
            implements,
            enum_backing,
            members,
            attributes,
            doc_comment: self.doc_before(start),
            line: self.line(c.r#enum.span.start.offset),
            end_line: self.line(c.right_brace.start.offset),
        }
    }

    fn members(&mut self, members: &Sequence<'_, ClassLikeMember<'_>>) -> Vec<Member> {
        let mut out = Vec::with_capacity(members.nodes.len());
        for m in members.nodes.iter() {
            out.push(match m {
                ClassLikeMember::TraitUse(t) => {
                    let traits = self.names(&t.trait_names);
                    let mut rules = Vec::new();
                    if let TraitUseSpecification::Concrete(spec) = &t.specification {
                        for a in spec.adaptations.nodes.iter() {
                            rules.push(self.trait_rule(a));
                        }
                    }
                    Member::TraitUse {
                        traits,
                        rules,
                        line: self.line(t.r#use.span.start.offset),
                    }
                }
                ClassLikeMember::Constant(c) => {
                    if let Some(h) = &c.hint {
                        // Typed class constants are PHP 8.3.
                        let at = c
                            .items
                            .nodes
                            .first()
                            .map_or(h.span().start.offset, |i| i.name.span.start.offset);
                        self.fail_unexpected_expecting(at, "\"=\"");
                    }
                    let attributes = self.attributes(&c.attribute_lists);
                    let modifiers = self.modifiers(&c.modifiers);
                    let items = c
                        .items
                        .nodes
                        .iter()
                        .map(|i| (Name::from(i.name.value), self.expr(i.value)))
                        .collect();
                    Member::Const {
                        modifiers,
                        items,
                        attributes,
                        line: self.line(c.r#const.span.start.offset),
                    }
                }
                ClassLikeMember::Property(p) => match p {
                    Property::Plain(p) => {
                        let start = p.span().start.offset;
                        let attributes = self.attributes(&p.attribute_lists);
                        let modifiers = self.modifiers(&p.modifiers);
                        let ty = p.hint.as_ref().map(|h| self.type_hint(h));
                        let items = p
                            .items
                            .nodes
                            .iter()
                            .map(|i| match i {
                                PropertyItem::Abstract(a) => (var_name(a.variable.name), None),
                                PropertyItem::Concrete(c) => {
                                    (var_name(c.variable.name), Some(self.expr(c.value)))
                                }
                            })
                            .collect();
                        let line_at = p.items.nodes.first().map_or(start, |i| match i {
                            PropertyItem::Abstract(a) => a.variable.span.start.offset,
                            PropertyItem::Concrete(c) => c.variable.span.start.offset,
                        });
                        Member::Property {
                            modifiers,
                            ty,
                            items,
                            attributes,
                            doc_comment: self.doc_of_decl(start, line_at),
                            line: self.line(line_at),
                        }
                    }
                    Property::Hooked(h) => {
                        // Property hooks are PHP 8.4.
                        self.fail_unexpected_expecting(
                            h.hook_list.left_brace.start.offset,
                            "\",\" or \";\"",
                        );
                        continue;
                    }
                },
                ClassLikeMember::EnumCase(e) => {
                    let attributes = self.attributes(&e.attribute_lists);
                    let (name, value) = match &e.item {
                        EnumCaseItem::Unit(u) => (u.name.value, None),
                        EnumCaseItem::Backed(b) => (b.name.value, Some(self.expr(b.value))),
                    };
                    Member::EnumCase {
                        name: name.into(),
                        value,
                        attributes,
                        line: self.line(e.case.span.start.offset),
                    }
                }
                ClassLikeMember::Method(md) => {
                    let start = md.span().start.offset;
                    let attributes = self.attributes(&md.attribute_lists);
                    let modifiers = self.modifiers(&md.modifiers);
                    let params = self.params(&md.parameter_list);
                    let return_type = self.ret_type(&md.return_type_hint);
                    let (body, has_body, end) = match &md.body {
                        MethodBody::Abstract(a) => (Vec::new(), false, a.semicolon.start.offset),
                        MethodBody::Concrete(b) => (Vec::new(), true, b.right_brace.start.offset),
                    };
                    let (body, is_generator) = match &md.body {
                        MethodBody::Concrete(b) => self.with_fn_scope(|l| l.block(&b.statements)),
                        MethodBody::Abstract(_) => (body, false),
                    };
                    Member::Method {
                        modifiers,
                        decl: Box::new(FunctionDecl {
                            name: md.name.value.into(),
                            params,
                            by_ref_return: md.ampersand.is_some(),
                            return_type,
                            body,
                            uses: Vec::new(),
                            is_static: modifiers.is_static,
                            is_generator,
                            attributes,
                            doc_comment: self.doc_of_decl(start, md.function.span.start.offset),
                            line: self.line(md.function.span.start.offset),
                            end_line: self.line(end),
                        }),
                        has_body,
                    }
                }
            });
        }
        out
    }

    fn trait_rule(&mut self, a: &TraitUseAdaptation<'_>) -> TraitRule {
        match a {
            TraitUseAdaptation::Precedence(p) => TraitRule::InsteadOf {
                trait_name: self.resolve_class_ident(&p.method_reference.trait_name),
                method: p.method_reference.method_name.value.into(),
                instead_of: self.names(&p.trait_names),
            },
            TraitUseAdaptation::Alias(al) => {
                let (trait_name, method) = match &al.method_reference {
                    TraitUseMethodReference::Identifier(i) => (None, Name::from(i.value)),
                    TraitUseMethodReference::Absolute(abs) => (
                        Some(self.resolve_class_ident(&abs.trait_name)),
                        Name::from(abs.method_name.value),
                    ),
                };
                if let Some(m) = &al.visibility {
                    if let Some(word) = non_visibility_modifier(m) {
                        self.fail_with(
                            m.span().start.offset,
                            format!("Cannot use '{word}' as method modifier"),
                            true,
                        );
                    }
                }
                if let (None, Some(a)) = (&al.visibility, &al.alias) {
                    // `f as final;`: a modifier, not a method named "final".
                    let word = a.value.to_ascii_lowercase();
                    if let Some(w) = ["static", "final", "abstract", "readonly"]
                        .into_iter()
                        .find(|w| w.as_bytes() == word.as_slice())
                    {
                        self.fail_with(
                            a.span.start.offset,
                            format!("Cannot use '{w}' as method modifier"),
                            true,
                        );
                    }
                }
                let modifiers = match &al.visibility {
                    Some(m) => self.single_modifier(m),
                    None => Modifiers::default(),
                };
                TraitRule::Alias {
                    trait_name,
                    method,
                    modifiers,
                    alias: al.alias.as_ref().map(|a| Name::from(a.value)),
                }
            }
        }
    }

    fn single_modifier(&mut self, md: &Modifier<'_>) -> Modifiers {
        let mut m = Modifiers::default();
        self.add_modifier(md, &mut m);
        m
    }

    fn add_modifier(&mut self, md: &Modifier<'_>, m: &mut Modifiers) {
        match md {
            Modifier::Static(_) => m.is_static = true,
            Modifier::Final(_) => m.is_final = true,
            Modifier::Abstract(_) => m.is_abstract = true,
            Modifier::Readonly(_) => m.readonly = true,
            Modifier::Public(_) => m.public = true,
            Modifier::Protected(_) => m.protected = true,
            Modifier::Private(_) => m.private = true,
            Modifier::PublicSet(k) | Modifier::ProtectedSet(k) | Modifier::PrivateSet(k) => {
                // Asymmetric visibility is PHP 8.4: php 8.2 stops at the `(`.
                let paren = k.value.iter().position(|&b| b == b'(').unwrap_or(0) as u32;
                self.fail_unexpected(k.span.start.offset + paren);
            }
        }
    }

    /// `new class(...) {...}`.
    pub(crate) fn new_anonymous(&mut self, c: &AnonymousClass<'_>, line: u32) -> crate::ast::Expr {
        let args = match &c.argument_list {
            Some(al) => self.arg_list(al),
            None => Vec::new(),
        };
        let class = self.anonymous_class(c);
        mk(
            line,
            ExprKind::NewAnonymous {
                class: Box::new(class),
                args,
            },
        )
    }
}

fn named(n: &[u8]) -> TypeHint {
    TypeHint::Named(n.into())
}

/// A modifier php's grammar accepts in a trait alias (`f as final g`) only
/// to reject it at compile time: its keyword.
pub(crate) fn non_visibility_modifier(m: &Modifier<'_>) -> Option<&'static str> {
    match m {
        Modifier::Static(_) => Some("static"),
        Modifier::Final(_) => Some("final"),
        Modifier::Abstract(_) => Some("abstract"),
        Modifier::Readonly(_) => Some("readonly"),
        _ => None,
    }
}
