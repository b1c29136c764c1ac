--TEST--
Typed properties with class types
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {} class B {}
class H { public A $a; public ?A $na = null; public A|B $ab; public self $me; public iterable $it = []; public object $o; }
$h = new H;
$h->a = new A;
$h->na = null;
$h->ab = new B;
$h->me = $h;
$h->it = new ArrayIterator([]);
$h->o = new B;
echo "assigned\n";
t(function() use ($h) { $h->a = new B; });
t(function() use ($h) { $h->a = null; });
t(function() use ($h) { $h->ab = 1; });
t(function() use ($h) { $h->me = new A; });
t(function() use ($h) { $h->it = 1; });
t(function() use ($h) { $h->o = 'x'; });
--EXPECT--
assigned
Cannot assign B to property H::$a of type A
Cannot assign null to property H::$a of type A
Cannot assign int to property H::$ab of type A|B
Cannot assign A to property H::$me of type self
Cannot assign int to property H::$it of type Traversable|array
Cannot assign string to property H::$o of type object
