--TEST--
Assigning a reference to a static variable does not persist
--FILE--
<?php
function f() {
  static $s = 'init';
  $local = 'local';
  echo $s, "\n";
  $s = &$local;
}
f(); f();
--EXPECT--
init
init
