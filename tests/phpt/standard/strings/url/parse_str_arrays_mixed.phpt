--TEST--
parse_str with mixed array forms
--FILE--
<?php
parse_str("a[]=1&a[x]=2&a[]=3&b[][]=4&b[][]=5&c[d][]=6", $r);
var_dump($r);
--EXPECT--
array(3) {
  ["a"]=>
  array(3) {
    [0]=>
    string(1) "1"
    ["x"]=>
    string(1) "2"
    [1]=>
    string(1) "3"
  }
  ["b"]=>
  array(2) {
    [0]=>
    array(1) {
      [0]=>
      string(1) "4"
    }
    [1]=>
    array(1) {
      [0]=>
      string(1) "5"
    }
  }
  ["c"]=>
  array(1) {
    ["d"]=>
    array(1) {
      [0]=>
      string(1) "6"
    }
  }
}
