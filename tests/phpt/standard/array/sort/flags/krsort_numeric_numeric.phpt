--TEST--
krsort() with SORT_NUMERIC on numeric keys
--FILE--
<?php
$a = [5 => "a", "3" => "b", "2.5" => "c", -7 => "d", "1e2" => "e", 0 => "f"];
var_dump(krsort($a, SORT_NUMERIC));
var_dump($a);
--EXPECT--
bool(true)
array(6) {
  ["1e2"]=>
  string(1) "e"
  [5]=>
  string(1) "a"
  [3]=>
  string(1) "b"
  ["2.5"]=>
  string(1) "c"
  [0]=>
  string(1) "f"
  [-7]=>
  string(1) "d"
}
