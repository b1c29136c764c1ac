--TEST--
Assigning through a reference to a typed property checks the type
--FILE--
<?php
class A {}
class H { public static ?A $a = null; public static self $me; public static iterable $it = []; }
H::$a = new A;
try { H::$a = new stdClass; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
H::$me = new H;
try { H::$me = new A; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
H::$it = new ArrayIterator([]);
try { H::$it = 5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$r = &H::$a;
try { $r = new stdClass; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
class T { public A $p; }
$t = new T; $t->p = new A;
$ref = &$t->p;
try { $ref = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot assign stdClass to property H::$a of type ?A
Cannot assign A to property H::$me of type self
Cannot assign int to property H::$it of type Traversable|array
Cannot assign stdClass to reference held by property H::$a of type ?A
Cannot assign int to reference held by property T::$p of type A
