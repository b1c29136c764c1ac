--TEST--
Reference to a global inside a function
--FILE--
<?php
$g = 1;
function f() {
  global $g;
  $local = 5;
  $g = &$local;
  $g = 6;
}
f();
var_dump($g);
--EXPECT--
int(1)
