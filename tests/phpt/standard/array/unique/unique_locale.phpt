--TEST--
array_unique() with SORT_LOCALE_STRING
--FILE--
<?php
var_dump(array_unique(['b', 'a', 'b', 'c', 'a'], SORT_LOCALE_STRING));
--EXPECT--
array(3) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "a"
  [3]=>
  string(1) "c"
}
