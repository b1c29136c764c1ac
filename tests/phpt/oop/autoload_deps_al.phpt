--TEST--
autoloading the parent, traits and interfaces of a class being declared (al)
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload $c\n"; eval($c === "I" ? "interface I { function g(); }" : "abstract class $c { public \$p = 1; abstract function h(); }"); });
class A extends P implements I { function f() { return static::class; } function g() { return "g"; } function h() { return "h"; } }
$a = new A;
echo $a->f(), $a->g(), $a->h(), $a->p, "\n";
var_dump($a instanceof P, $a instanceof I, get_parent_class($a));
--EXPECT--
autoload P
autoload I
Agh1
bool(true)
bool(true)
string(1) "P"
