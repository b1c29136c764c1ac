--TEST--
iterator_to_array over a WeakMap
--FILE--
<?php
$m = new WeakMap;
$o = new stdClass;
$m[$o] = 1;
try { var_dump(iterator_to_array($m)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(iterator_to_array($m, false));
--EXPECT--
TypeError: Illegal offset type
array(1) {
  [0]=>
  int(1)
}
