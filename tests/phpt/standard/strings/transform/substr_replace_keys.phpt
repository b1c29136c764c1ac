--TEST--
substr_replace keeps keys
--FILE--
<?php
var_dump(substr_replace(["x" => "abc", 5 => "def"], "-", 1, 1));
--EXPECT--
array(2) {
  ["x"]=>
  string(3) "a-c"
  [5]=>
  string(3) "d-f"
}
