--TEST--
late static binding forwards through parent:: and self:: but not A::
--FILE--
<?php
class A {
    static function create() { return static::class; }
    static function viaSelf() { return self::create(); }
}
class B extends A {
    static function viaParent() { return parent::create(); }
    static function viaName() { return A::create(); }
}
echo B::viaSelf(), " ", B::viaParent(), " ", B::viaName(), "\n";
try { echo forward_static_call(['A', 'create']), "\n"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class C extends B { static function t() { return forward_static_call(['A', 'create']) . call_user_func(['A', 'create']); } }
echo C::t(), "\n";
--EXPECT--
B B A
Cannot call forward_static_call() when no class scope is active
CA
