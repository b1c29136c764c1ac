--TEST--
ksort() with SORT_REGULAR on numeric keys
--FILE--
<?php
$a = [5 => "a", "3" => "b", "2.5" => "c", -7 => "d", "1e2" => "e", 0 => "f"];
var_dump(ksort($a, SORT_REGULAR));
var_dump($a);
--EXPECT--
bool(true)
array(6) {
  [-7]=>
  string(1) "d"
  [0]=>
  string(1) "f"
  ["2.5"]=>
  string(1) "c"
  [3]=>
  string(1) "b"
  [5]=>
  string(1) "a"
  ["1e2"]=>
  string(1) "e"
}
