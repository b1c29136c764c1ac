--TEST--
ksort() with keys that look numeric
--FILE--
<?php
$a = ['1.5' => 'a', '1' => 'b', '01' => 'c', 'x' => 'd', '-3' => 'e', ' 2' => 'f'];
ksort($a);
var_dump($a);
--EXPECT--
array(6) {
  [-3]=>
  string(1) "e"
  [1]=>
  string(1) "b"
  ["01"]=>
  string(1) "c"
  ["1.5"]=>
  string(1) "a"
  [" 2"]=>
  string(1) "f"
  ["x"]=>
  string(1) "d"
}
