--TEST--
as final on a trait method alias
--FILE--
<?php
trait T { function f() { return 1; } }
class A { use T { f as final g; } }
class B extends A { function f() { return 2; } }
echo (new B)->f(), (new B)->g(), "\n";
--EXPECTF--

Fatal error: Cannot use 'final' as method modifier in %s on line 3
