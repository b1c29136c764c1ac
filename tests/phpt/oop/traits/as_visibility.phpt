--TEST--
as changes visibility, with and without an alias
--FILE--
<?php
trait T { function f() { return "f"; } private function p() { return "p"; } }
class A { use T { f as protected; p as public pub; } function callF() { return $this->f(); } }
$a = new A;
echo $a->callF(), $a->pub(), "\n";
try { $a->f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->p(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
fp
Call to protected method A::f() from global scope
Call to private method A::p() from global scope
