--TEST--
Nowdoc closing indentation removal
--FILE--
<?php
$s = <<<'X'
    a
      b
    X;
var_dump($s);
--EXPECT--
string(5) "a
  b"
