--TEST--
ArrayObject key conversion
--FILE--
<?php
$a = new ArrayObject([]);
$a->offsetSet("5", 'int-string'); $a->offsetSet(true, 'bool'); $a->offsetSet(2.7, 'float'); $a->offsetSet("05", 'str');
var_dump($a->getArrayCopy());
try { $a->offsetSet([], 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a->offsetGet(new stdClass); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECTF--

Deprecated: Implicit conversion from float 2.7 to int loses precision in %s on line 3
array(4) {
  [5]=>
  string(10) "int-string"
  [1]=>
  string(4) "bool"
  [2]=>
  string(5) "float"
  ["05"]=>
  string(3) "str"
}
TypeError: Illegal offset type
TypeError: Illegal offset type
