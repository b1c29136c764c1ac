--TEST--
var_dump shows numeric string keys converted to ints
--FILE--
<?php
var_dump(['1' => 'a', '-1' => 'b', '1.5' => 'c', ' 2' => 'd', '-0' => 'e', true => 'f', 2.7 => 'g', null => 'h']);
--EXPECTF--

Deprecated: Implicit conversion from float 2.7 to int loses precision in %s on line 2
array(7) {
  [1]=>
  string(1) "f"
  [-1]=>
  string(1) "b"
  ["1.5"]=>
  string(1) "c"
  [" 2"]=>
  string(1) "d"
  ["-0"]=>
  string(1) "e"
  [2]=>
  string(1) "g"
  [""]=>
  string(1) "h"
}
