--TEST--
constant() with Class::NAME strings: visibility, undefined constant, unknown class, autoload
--FILE--
<?php
namespace App;
class A { const B = 'b'; private const P = 'p'; static function inside() { return \constant('App\A::P'); } }
var_dump(\constant('App\A::B'), \constant('\App\A::B'), A::inside());
try { \constant('App\A::P'); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { \constant('App\A::Q'); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { \constant('Nope::Q'); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
spl_autoload_register(function ($c) { echo "autoload $c\n"; if ($c === 'App\Lazy') { eval('namespace App; class Lazy { const V = 42; }'); } });
var_dump(\constant('App\Lazy::V'));
--EXPECT--
string(1) "b"
string(1) "b"
string(1) "p"
Cannot access private constant App\A::P
Undefined constant App\A::Q
Class "Nope" not found
autoload App\Lazy
int(42)
