--TEST--
str_replace over an array subject keeps keys
--FILE--
<?php
var_dump(str_replace("o", "0", ["k" => "foo", 5 => "bar", "boo"]));
--EXPECT--
array(3) {
  ["k"]=>
  string(3) "f00"
  [5]=>
  string(3) "bar"
  [6]=>
  string(3) "b00"
}
