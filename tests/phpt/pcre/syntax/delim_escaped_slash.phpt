--TEST--
escaped delimiter inside the pattern
--FILE--
<?php
var_dump(preg_match('/a\/b/', 'a/b', $m), $m);
var_dump(preg_match('/a\\\\/', 'a\\', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(3) "a/b"
}
int(1)
array(1) {
  [0]=>
  string(2) "a\"
}
