--TEST--
parse_str into a result array
--FILE--
<?php
parse_str("first=value&arr[]=foo+bar&arr[]=baz", $out);
var_dump($out);
--EXPECT--
array(2) {
  ["first"]=>
  string(5) "value"
  ["arr"]=>
  array(2) {
    [0]=>
    string(7) "foo bar"
    [1]=>
    string(3) "baz"
  }
}
