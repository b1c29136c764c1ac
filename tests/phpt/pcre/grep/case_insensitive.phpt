--TEST--
preg_grep with modifiers
--FILE--
<?php
var_dump(preg_grep('/^a/i', ['Apple', 'banana', 'avocado', 'Cherry']));
--EXPECT--
array(2) {
  [0]=>
  string(5) "Apple"
  [2]=>
  string(7) "avocado"
}
