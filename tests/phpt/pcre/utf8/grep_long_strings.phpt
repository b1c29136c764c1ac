--TEST--
preg_grep with long UTF-8 strings, valid and not
--FILE--
<?php
$ok = str_repeat('ü', 30);
$bad = str_repeat('ü', 30) . "\xc3";
var_dump(array_keys(preg_grep('/ü$/u', [$ok, $ok . 'x', $bad, $ok])), preg_last_error());
--EXPECT--
array(1) {
  [0]=>
  int(0)
}
int(4)
