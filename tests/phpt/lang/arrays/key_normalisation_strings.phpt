--TEST--
Integer-like string keys become ints
--FILE--
<?php
$a = ["1" => 'a', "01" => 'b', "-5" => 'c', "-0" => 'd', "1.5" => 'e', " 1" => 'f', "9223372036854775807" => 'g', "9223372036854775808" => 'h', "0" => 'i', "" => 'j'];
var_dump($a);
--EXPECT--
array(10) {
  [1]=>
  string(1) "a"
  ["01"]=>
  string(1) "b"
  [-5]=>
  string(1) "c"
  ["-0"]=>
  string(1) "d"
  ["1.5"]=>
  string(1) "e"
  [" 1"]=>
  string(1) "f"
  [9223372036854775807]=>
  string(1) "g"
  ["9223372036854775808"]=>
  string(1) "h"
  [0]=>
  string(1) "i"
  [""]=>
  string(1) "j"
}
