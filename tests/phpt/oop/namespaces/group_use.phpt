--TEST--
Group use for classes, functions and constants
--FILE--
<?php
namespace Lib\Sub { class A {} class B {} function f() { return 'f'; } function g() { return 'g'; } const X = 'x'; const Y = 'y'; }
namespace App {
    use Lib\Sub\{A, B as Bee};
    use function Lib\Sub\{f, g as gee};
    use const Lib\Sub\{X, Y as WHY};
    use Lib\{Sub\A as A2, function Sub\f as f2, const Sub\X as X2};
    var_dump(A::class, Bee::class, f(), gee(), X, WHY, A2::class, f2(), X2);
}
--EXPECT--
string(9) "Lib\Sub\A"
string(9) "Lib\Sub\B"
string(1) "f"
string(1) "g"
string(1) "x"
string(1) "y"
string(9) "Lib\Sub\A"
string(1) "f"
string(1) "x"
