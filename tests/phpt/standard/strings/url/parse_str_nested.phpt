--TEST--
parse_str nested keys
--FILE--
<?php
parse_str("a[b][c]=1&a[b][d]=2&a[]=3&x[y]=4&x[y][z]=5", $out);
var_dump($out);
--EXPECT--
array(2) {
  ["a"]=>
  array(2) {
    ["b"]=>
    array(2) {
      ["c"]=>
      string(1) "1"
      ["d"]=>
      string(1) "2"
    }
    [0]=>
    string(1) "3"
  }
  ["x"]=>
  array(1) {
    ["y"]=>
    array(1) {
      ["z"]=>
      string(1) "5"
    }
  }
}
