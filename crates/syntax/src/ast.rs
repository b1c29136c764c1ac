//! Tusk's own AST: what the compiler consumes, independent of the parser crate.
//!
//! Names are already resolved against the namespace and `use` imports by the
//! lowering (see `lower`): class names are fully qualified (without a leading
//! backslash) except `self`/`parent`/`static`; function and constant names
//! carry their namespaced form plus the global fallback php tries second.
//! Every statement and expression carries its 1-based source line.
//! This is not a concrete syntax tree: trivia, spans and parentheses are gone.

/// Raw identifier or literal bytes (PHP source is bytes, not UTF-8).
pub type Name = Box<[u8]>;

#[derive(Debug, Clone)]
pub struct Program {
    pub stmts: Vec<Stmt>,
    /// Byte offset of `__halt_compiler();`'s data, when present.
    pub halt_offset: Option<usize>,
    /// Warnings and deprecations php emits while scanning and compiling
    /// the file (deprecation?, message, line), in source order.
    pub warnings: Vec<(bool, String, u32)>,
}

#[derive(Debug, Clone)]
pub struct Stmt {
    pub line: u32,
    pub kind: StmtKind,
}

pub type Block = Vec<Stmt>;

#[derive(Debug, Clone)]
pub enum StmtKind {
    Expr(Expr),
    Echo(Vec<Expr>),
    InlineHtml(Name),
    If {
        cond: Expr,
        then: Block,
        elseifs: Vec<(Expr, Block)>,
        els: Option<Block>,
    },
    While {
        cond: Expr,
        body: Block,
    },
    DoWhile {
        body: Block,
        cond: Expr,
    },
    For {
        init: Vec<Expr>,
        cond: Vec<Expr>,
        step: Vec<Expr>,
        body: Block,
    },
    Foreach {
        subject: Expr,
        key: Option<Expr>,
        /// A variable, property, index, or a `List` for destructuring.
        value: Expr,
        by_ref: bool,
        body: Block,
    },
    Switch {
        subject: Expr,
        cases: Vec<Case>,
    },
    /// `break N` (N >= 1; php only allows literal levels).
    Break(u32),
    Continue(u32),
    Return(Option<Expr>),
    Global(Vec<Name>),
    /// `static $a = init, $b;`
    StaticVar(Vec<(Name, Option<Expr>)>),
    Unset(Vec<Expr>),
    Function(Box<FunctionDecl>),
    Class(Box<ClassDecl>),
    Try {
        body: Block,
        catches: Vec<Catch>,
        finally: Option<Block>,
    },
    Goto(Name),
    Label(Name),
    /// Top-level `const A = 1, B = 2;` with names already namespaced.
    Const(Vec<(Name, Expr)>),
    /// `declare(strict_types=1)` etc.; body for the block form.
    Declare {
        directives: Vec<(Name, Expr)>,
        body: Option<Block>,
    },
    Block(Block),
    /// `__halt_compiler();`
    HaltCompiler,
    Nop,
}

#[derive(Debug, Clone)]
pub struct Case {
    pub line: u32,
    /// None for `default:`.
    pub cond: Option<Expr>,
    pub body: Block,
}

#[derive(Debug, Clone)]
pub struct Catch {
    pub line: u32,
    /// Fully qualified class names.
    pub types: Vec<Name>,
    pub var: Option<Name>,
    pub body: Block,
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub line: u32,
    pub kind: ExprKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Pow,
    Concat,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    /// `&&` and `and`
    And,
    /// `||` and `or`
    Or,
    Xor,
    Eq,
    NotEq,
    Identical,
    NotIdentical,
    Lt,
    Le,
    Gt,
    Ge,
    Spaceship,
    Coalesce,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    BitNot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastKind {
    Int,
    Float,
    String,
    Bool,
    Array,
    Object,
    Unset,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncludeKind {
    Include,
    IncludeOnce,
    Require,
    RequireOnce,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MagicConst {
    Line,
    File,
    Dir,
    Function,
    Class,
    Method,
    Namespace,
    Trait,
    Property,
}

/// A function or constant name as written, resolved: php tries `name`
/// first and, when it was unqualified inside a namespace, `fallback`.
#[derive(Debug, Clone)]
pub struct QualName {
    pub name: Name,
    pub fallback: Option<Name>,
}

/// A class reference in `new`, `::`, `instanceof`, catch, etc.
#[derive(Debug, Clone)]
pub enum ClassRef {
    /// Fully qualified, no leading backslash.
    Named(Name),
    SelfClass,
    Parent,
    Static,
    /// `$obj::CONST`, `new $cls`, `(expr)::m()`.
    Dynamic(Box<Expr>),
}

/// A member name: `->name` or `->{$expr}` / `->$var`.
#[derive(Debug, Clone)]
pub enum MemberName {
    Ident(Name),
    Dynamic(Box<Expr>),
}

#[derive(Debug, Clone)]
pub struct ArrayItem {
    pub key: Option<Expr>,
    pub value: Expr,
    pub by_ref: bool,
    /// `...$x` inside an array literal.
    pub spread: bool,
}

#[derive(Debug, Clone)]
pub struct Arg {
    pub value: Expr,
    /// `...$args`
    pub spread: bool,
    /// Named argument `name: value`.
    pub name: Option<Name>,
}

/// Call arguments, or the first-class-callable form `f(...)`.
#[derive(Debug, Clone)]
pub enum Args {
    List(Vec<Arg>),
    FirstClassCallable,
}

#[derive(Debug, Clone)]
pub enum InterpPart {
    Lit(Name),
    Expr(Expr),
}

#[derive(Debug, Clone)]
pub struct MatchArm {
    /// None for `default`.
    pub conds: Option<Vec<Expr>>,
    pub body: Expr,
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Name),
    /// Double-quoted string or heredoc with interpolation.
    Interp(Vec<InterpPart>),
    /// `` `cmd` `` (shell_exec); parts as in Interp.
    ShellExec(Vec<InterpPart>),
    MagicConst(MagicConst),
    /// `$name`
    Var(Name),
    /// `$$expr` / `${expr}`
    VarVar(Box<Expr>),
    Array(Vec<ArrayItem>),
    /// A destructuring target: `list(...)` or `[...]` on the left of `=`
    /// or in foreach. None entries are skipped positions (`[, $b]`).
    List(Vec<Option<ArrayItem>>),
    /// `$a[i]`, or `$a[]` when `index` is None.
    Index {
        base: Box<Expr>,
        index: Option<Box<Expr>>,
    },
    Prop {
        obj: Box<Expr>,
        name: MemberName,
        nullsafe: bool,
    },
    StaticProp {
        class: ClassRef,
        name: MemberName,
    },
    ClassConst {
        class: ClassRef,
        name: Name,
    },
    Const(QualName),
    Assign {
        target: Box<Expr>,
        value: Box<Expr>,
    },
    AssignRef {
        target: Box<Expr>,
        value: Box<Expr>,
    },
    /// `$a += 1`, `$a ??= 1` (op Coalesce), ...
    AssignOp {
        op: BinOp,
        target: Box<Expr>,
        value: Box<Expr>,
    },
    Binary {
        op: BinOp,
        left: Box<Expr>,
        right: Box<Expr>,
    },
    Unary {
        op: UnOp,
        expr: Box<Expr>,
    },
    IncDec {
        pre: bool,
        inc: bool,
        target: Box<Expr>,
    },
    Cast(CastKind, Box<Expr>),
    Isset(Vec<Expr>),
    Empty(Box<Expr>),
    /// `c ? a : b`, or `c ?: b` when `then` is None.
    Ternary {
        cond: Box<Expr>,
        then: Option<Box<Expr>>,
        els: Box<Expr>,
    },
    Call {
        func: Box<Callee>,
        args: Args,
    },
    MethodCall {
        obj: Box<Expr>,
        name: MemberName,
        args: Args,
        nullsafe: bool,
    },
    StaticCall {
        class: ClassRef,
        name: MemberName,
        args: Args,
    },
    New {
        class: ClassRef,
        args: Vec<Arg>,
    },
    NewAnonymous {
        class: Box<ClassDecl>,
        args: Vec<Arg>,
    },
    Closure(Box<FunctionDecl>),
    ArrowFn(Box<FunctionDecl>),
    Match {
        subject: Box<Expr>,
        arms: Vec<MatchArm>,
    },
    Include(IncludeKind, Box<Expr>),
    Eval(Box<Expr>),
    /// `exit` / `die` with optional status or message.
    Exit(Option<Box<Expr>>),
    Print(Box<Expr>),
    /// `@expr`
    Silence(Box<Expr>),
    Clone(Box<Expr>),
    InstanceOf(Box<Expr>, ClassRef),
    Throw(Box<Expr>),
    Yield {
        key: Option<Box<Expr>>,
        value: Option<Box<Expr>>,
    },
    YieldFrom(Box<Expr>),
}

#[derive(Debug, Clone)]
pub enum Callee {
    Name(QualName),
    Expr(Expr),
}

/// A type declaration.
#[derive(Debug, Clone, PartialEq)]
pub enum TypeHint {
    /// int, float, string, bool, array, callable, iterable, object, mixed,
    /// void, null, never, false, true, self, static, parent (lower-cased),
    /// or a fully qualified class name (case kept).
    Named(Name),
    Nullable(Box<TypeHint>),
    Union(Vec<TypeHint>),
    Intersection(Vec<TypeHint>),
}

#[derive(Debug, Clone)]
pub struct Attribute {
    /// Fully qualified class name.
    pub name: Name,
    pub args: Vec<Arg>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Modifiers {
    pub public: bool,
    pub protected: bool,
    pub private: bool,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_final: bool,
    pub readonly: bool,
}

#[derive(Debug, Clone)]
pub struct Param {
    pub name: Name,
    pub ty: Option<TypeHint>,
    pub default: Option<Expr>,
    pub by_ref: bool,
    pub variadic: bool,
    /// Constructor promotion (`public int $x`).
    pub promote: Option<Modifiers>,
    pub attributes: Vec<Attribute>,
    pub line: u32,
}

#[derive(Debug, Clone)]
pub struct ClosureUse {
    pub name: Name,
    pub by_ref: bool,
}

#[derive(Debug, Clone)]
pub struct FunctionDecl {
    /// Fully qualified for functions; the method name for methods;
    /// `{closure}` for closures and arrow functions.
    pub name: Name,
    pub params: Vec<Param>,
    pub by_ref_return: bool,
    pub return_type: Option<TypeHint>,
    pub body: Block,
    /// Closures: the `use` list. Arrow functions: empty (captures are
    /// found by the compiler).
    pub uses: Vec<ClosureUse>,
    /// `static function` / `static fn`.
    pub is_static: bool,
    /// Body contains `yield` (not counting nested functions).
    pub is_generator: bool,
    pub attributes: Vec<Attribute>,
    pub doc_comment: Option<Name>,
    pub line: u32,
    pub end_line: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassKind {
    Class,
    Interface,
    Trait,
    Enum,
}

#[derive(Debug, Clone)]
pub struct ClassDecl {
    /// Fully qualified; `class@anonymous` for anonymous classes.
    pub name: Name,
    pub kind: ClassKind,
    pub modifiers: Modifiers,
    pub extends: Option<Name>,
    /// `implements` for classes and enums, `extends` for interfaces.
    pub implements: Vec<Name>,
    /// Backing type of a backed enum (`int` or `string`).
    pub enum_backing: Option<TypeHint>,
    pub members: Vec<Member>,
    pub attributes: Vec<Attribute>,
    pub doc_comment: Option<Name>,
    pub line: u32,
    pub end_line: u32,
}

#[derive(Debug, Clone)]
pub enum Member {
    Const {
        modifiers: Modifiers,
        items: Vec<(Name, Expr)>,
        attributes: Vec<Attribute>,
        line: u32,
    },
    Property {
        modifiers: Modifiers,
        ty: Option<TypeHint>,
        items: Vec<(Name, Option<Expr>)>,
        attributes: Vec<Attribute>,
        doc_comment: Option<Name>,
        line: u32,
    },
    Method {
        modifiers: Modifiers,
        decl: Box<FunctionDecl>,
        /// Abstract and interface methods have no body.
        has_body: bool,
    },
    TraitUse {
        traits: Vec<Name>,
        rules: Vec<TraitRule>,
        line: u32,
    },
    EnumCase {
        name: Name,
        value: Option<Expr>,
        attributes: Vec<Attribute>,
        line: u32,
    },
}

#[derive(Debug, Clone)]
pub enum TraitRule {
    /// `A::foo insteadof B, C;`
    InsteadOf {
        trait_name: Name,
        method: Name,
        instead_of: Vec<Name>,
    },
    /// `[A::]foo as [visibility] [alias];`
    Alias {
        trait_name: Option<Name>,
        method: Name,
        modifiers: Modifiers,
        alias: Option<Name>,
    },
}
