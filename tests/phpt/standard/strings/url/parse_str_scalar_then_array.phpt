--TEST--
parse_str turning a scalar into an array
--FILE--
<?php
parse_str("a=1&a[b]=2&c[d]=3&c=4", $r);
var_dump($r);
--EXPECT--
array(2) {
  ["a"]=>
  array(1) {
    ["b"]=>
    string(1) "2"
  }
  ["c"]=>
  string(1) "4"
}
