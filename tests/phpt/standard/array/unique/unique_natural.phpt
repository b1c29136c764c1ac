--TEST--
array_unique() with SORT_NATURAL
--FILE--
<?php
var_dump(array_unique(['a1', 'a01', 'A1', 'a1'], SORT_NATURAL));
--EXPECT--
array(3) {
  [0]=>
  string(2) "a1"
  [1]=>
  string(3) "a01"
  [2]=>
  string(2) "A1"
}
