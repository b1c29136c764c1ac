--TEST--
php's messages for private and protected property access from outside
--FILE--
<?php
class A { private $priv = 1; protected $prot = 2; private static $sp = 3; protected static $spp = 4; }
$a = new A;
foreach ([fn() => $a->priv, fn() => $a->prot, fn() => $a->priv = 5, fn() => A::$sp, fn() => A::$spp, fn() => A::$nope] as $f) {
    try { $f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
var_dump(isset($a->priv), isset($a->prot), empty($a->priv));
--EXPECT--
Cannot access private property A::$priv
Cannot access protected property A::$prot
Cannot access private property A::$priv
Cannot access private property A::$sp
Cannot access protected property A::$spp
Access to undeclared static property A::$nope
bool(false)
bool(false)
bool(true)
