--TEST--
Fractional float keys warn about lost precision
--FILE--
<?php
$a = [1.5 => 'a', 2.0 => 'b'];
var_dump($a);
$b = [];
$b[3.9] = 'x';
var_dump(array_keys($b));
--EXPECTF--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
array(2) {
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
}

Deprecated: Implicit conversion from float 3.9 to int loses precision in %s on line 5
array(1) {
  [0]=>
  int(3)
}
