--TEST--
array_unique() with SORT_STRING|SORT_FLAG_CASE is not SORT_STRING
--FILE--
<?php
var_dump(array_unique(['a', 'A', 'b', 'B', 'a'], SORT_STRING | SORT_FLAG_CASE));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [2]=>
  string(1) "b"
}
