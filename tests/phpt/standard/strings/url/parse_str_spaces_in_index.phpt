--TEST--
parse_str with spaces inside brackets
--FILE--
<?php
parse_str("a[ b]=1&a[c ]=2&a[ ]=3", $out);
var_dump($out);
--EXPECT--
array(1) {
  ["a"]=>
  array(3) {
    [" b"]=>
    string(1) "1"
    ["c "]=>
    string(1) "2"
    [0]=>
    string(1) "3"
  }
}
