--TEST--
ArrayObject wrapping an object
--FILE--
<?php
$o = new stdClass;
$o->p = 1;
$a = new ArrayObject($o);
$a->offsetSet('q', 2);
var_dump($o, count($a), $a->offsetGet('p'));
try { $a->append(3); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
object(stdClass)#1 (2) {
  ["p"]=>
  int(1)
  ["q"]=>
  int(2)
}
int(2)
int(1)
Error: Cannot append properties to objects, use ArrayObject::offsetSet() instead
