--TEST--
no match gives the whole subject
--FILE--
<?php
var_dump(preg_split('/x/', 'abc'));
--EXPECT--
array(1) {
  [0]=>
  string(3) "abc"
}
