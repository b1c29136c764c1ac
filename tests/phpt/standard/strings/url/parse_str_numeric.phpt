--TEST--
parse_str numeric keys
--FILE--
<?php
parse_str("1=a&01=b&arr[1]=c&arr[01]=d&arr[-1]=e", $out);
var_dump($out);
--EXPECT--
array(3) {
  [1]=>
  string(1) "a"
  ["01"]=>
  string(1) "b"
  ["arr"]=>
  array(3) {
    [1]=>
    string(1) "c"
    ["01"]=>
    string(1) "d"
    [-1]=>
    string(1) "e"
  }
}
