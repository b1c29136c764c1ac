--TEST--
unknown flag bits are ignored
--FILE--
<?php
var_dump(preg_split('/,/', 'a,b', -1, 8 | 16));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
