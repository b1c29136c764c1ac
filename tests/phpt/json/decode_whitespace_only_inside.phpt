--TEST--
whitespace everywhere
--FILE--
<?php
var_dump(json_decode(" { \"a\" : [ 1 , 2 ] , \"b\" : { } } ", true));
--EXPECT--
array(2) {
  ["a"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["b"]=>
  array(0) {
  }
}
