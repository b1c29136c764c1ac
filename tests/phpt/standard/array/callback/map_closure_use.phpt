--TEST--
array_map() with a closure capturing a variable
--FILE--
<?php
$f = 3;
var_dump(array_map(function ($x) use ($f) { return $x * $f; }, [1, 2]));
--EXPECT--
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(6)
}
